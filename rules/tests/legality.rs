//! The engine's queries of what is allowed, the sit-out ruling in the record, and the
//! timeline a record is replayed into once.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::{
    ChangeKind, Expect, Game, Input, Record, ReplayError, RuleError, Session, SitOut, Spend, TeamInfo, standings,
};
use colony_rules::lesson::{BUILTIN, Lesson, StepKind};
use colony_rules::simulate::{Player, Policy};

fn teams(n: usize) -> Vec<TeamInfo> {
    (0..n).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect()
}

/// A session played up to the Expansion of phase 2, the first team having spent everything.
fn broke_at_phase_2() -> Session {
    let lesson = Arc::new(Lesson::builtin());
    let mut s = Session::new(lesson.clone(), teams(3), 5).expect("session");
    let mut player = Player::new(5);
    let p2 = lesson.steps.iter().position(|st| st.id == "p2-expansion").expect("step");
    while s.game().state().step < p2 {
        let input = match s.game().expecting() {
            Expect::Invest => {
                // Team 0 spends every coin on armies; the others keep one gold.
                let spend = (0..3)
                    .map(|t| {
                        let limit = s.game().spend_limit(t);
                        let keep = if t == 0 { 0 } else { 1 };
                        Spend { armies: limit.max_armies(0).saturating_sub(keep), farms: 0 }
                    })
                    .collect();
                Input::Invest { spend, places: vec![] }
            }
            _ => player.choose(s.game()),
        };
        s.apply(input).expect("legal");
    }
    s
}

#[test]
fn a_team_that_can_pay_for_nothing_sits_out_and_the_log_says_why() {
    let mut s = broke_at_phase_2();
    let g = s.game();
    assert_eq!(g.state().teams[0].gold, 0);
    assert_eq!(g.sits_out(0), Some(SitOut::NoGold));
    assert_eq!(g.sits_out(1), None);
    assert!(g.allowed_cards(0).is_empty());
    assert_eq!(g.allowed_cards(1), vec![1, 2]);
    assert_eq!(g.card_allowed(0, 1), Err(RuleError::NoCardExpected { team: 0, why: SitOut::NoGold }));
    let Expect::Decide { choosing } = g.expecting() else { panic!("a decision") };
    assert!(!choosing.contains(0) && choosing.contains(1) && choosing.contains(2));

    let before = g.state().clone();
    let changes = s.apply(Input::Decide { cards: vec![None, Some(2), Some(2)], places: vec![] }).expect("resolves");
    let mine: Vec<_> = changes.iter().filter(|c| c.team == 0).map(|c| c.kind).collect();
    assert_eq!(mine, vec![ChangeKind::SatOut { why: SitOut::NoGold }], "nothing happens to it but the log line");
    assert_eq!(s.game().state().teams[0], before.teams[0]);
    assert_eq!(s.game().state().card(before.step, 0), None);
    assert_eq!(s.game().state().card(before.step, 1), Some(2));

    // The record keeps the card as null, and replays.
    let json = s.record().to_json();
    assert!(json.contains("null"), "{json}");
    let again = Session::replay(s.game().lesson().clone(), Record::from_json(&json).expect("parses")).expect("replays");
    assert_eq!(again.game(), s.game());
}

#[test]
fn replay_accepts_a_missing_card_only_when_the_team_could_pay_for_nothing() {
    let s = broke_at_phase_2();
    let lesson = s.game().lesson().clone();
    let mut rec = s.record().clone();
    // Team 1 had gold: a record that says it laid no card does not replay.
    rec.entries.push(colony_rules::engine::Entry {
        input: Input::Decide { cards: vec![None, None, Some(1)], places: vec![] },
        outcomes: vec![],
        typed: false,
    });
    let index = rec.entries.len() - 1;
    let err = Session::replay(lesson.clone(), rec.clone()).expect_err("refused");
    assert_eq!(err, ReplayError::Entry { index, error: RuleError::MissingCard { team: 1 } });
    // Team 0 had none: a record that gives it a card does not replay either.
    rec.entries[index].input = Input::Decide { cards: vec![Some(1), Some(1), Some(1)], places: vec![] };
    let err = Session::replay(lesson, rec).expect_err("refused");
    assert_eq!(err, ReplayError::Entry { index, error: RuleError::NoCardExpected { team: 0, why: SitOut::NoGold } });
}

#[test]
fn an_option_dearer_than_the_teams_gold_is_refused_with_its_cost() {
    // A lesson in which the port costs 3 gold: a team with 1 gold may conquer, not build.
    let src = BUILTIN.replacen(
        "{ id = \"port\", label = \"p2-expansion-port\", cost = 1,",
        "{ id = \"port\", label = \"p2-expansion-port\", cost = 3,",
        1,
    );
    assert_ne!(src, BUILTIN, "the lesson file changed its port line: update this test");
    let lesson = Arc::new(Lesson::from_toml(&src).expect("lesson"));
    let mut s = Session::new(lesson.clone(), teams(2), 1).expect("session");
    let mut player = Player::with_policies(1, vec![Policy::PASSIVE]);
    let p2 = lesson.steps.iter().position(|st| st.id == "p2-expansion").expect("step");
    while s.game().state().step < p2 {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let mut st = s.game().state().clone();
    st.teams[0].gold = 1;
    let g = Game::with_state(lesson, st);
    assert_eq!(g.allowed_cards(0), vec![1]);
    assert_eq!(g.card_allowed(0, 2), Err(RuleError::CannotPay { team: 0, cost: 3, gold: 1 }));
    let input = Input::Decide { cards: vec![Some(2), Some(1)], places: vec![] };
    assert_eq!(g.check(&input), Err(RuleError::CannotPay { team: 0, cost: 3, gold: 1 }));
}

#[test]
fn spending_limits_come_from_the_lessons_costs() {
    let src = BUILTIN.replacen("army-cost = 1", "army-cost = 2", 1).replacen("farm-cost = 1", "farm-cost = 3", 1);
    let lesson = Arc::new(Lesson::from_toml(&src).expect("lesson"));
    let mut s = Session::new(lesson.clone(), teams(2), 3).expect("session");
    let mut player = Player::with_policies(3, vec![Policy::PASSIVE]);
    while s.game().expecting() != Expect::Invest {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let g = s.game();
    let limit = g.spend_limit(0);
    let gold = g.state().teams[0].gold;
    assert_eq!((limit.army_cost, limit.farm_cost), (2, 3));
    assert_eq!(limit.max_armies(0), gold / 2);
    assert_eq!(limit.max_farms(0), gold / 3);
    assert_eq!(limit.max_farms(1), (gold - 2) / 3);
    let s2 = Spend { armies: limit.max_armies(0) + 1, farms: 0 };
    assert_eq!(
        g.spend_allowed(0, s2),
        Err(RuleError::Overspend { team: 0, cost: (limit.max_armies(0) + 1) * 2, gold })
    );
    assert_eq!(g.spend_allowed(0, Spend { armies: limit.max_armies(0), farms: 0 }), Ok(()));
}

#[test]
fn the_team_range_comes_from_the_lesson() {
    let lesson = Lesson::builtin();
    assert_eq!(lesson.team_range(), 2..=12);
    let small = Lesson::from_toml(&BUILTIN.replacen("teams = \"2-12\"", "teams = \"3-6\"", 1).replacen(
        "{ teams = \"7-12\", per-team = 3 },",
        "",
        1,
    ))
    .expect("lesson");
    assert_eq!(small.team_range(), 3..=6);
    let err = Game::new(Arc::new(small), 2).expect_err("too few");
    assert_eq!(err, RuleError::TeamCount { teams: 2, min: 3, max: 6 });
}

#[test]
fn the_timeline_holds_every_state_and_is_what_replay_and_undo_give() {
    let lesson = Arc::new(Lesson::builtin());
    let mut s = Session::new(lesson.clone(), teams(4), 11).expect("session");
    let mut player = Player::with_policies(11, Policy::ALL.to_vec());
    let mut states = vec![s.game().state().clone()];
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
        states.push(s.game().state().clone());
    }
    let t = s.timeline();
    assert_eq!(t.len(), s.record().entries.len());
    for (i, st) in states.iter().enumerate() {
        assert_eq!(t.after(i), st, "state after {i} entries");
    }
    let replayed = Session::replay(lesson.clone(), s.record().clone()).expect("replays");
    assert_eq!(replayed.history(), s.history());
    let ends = replayed.timeline().phase_ends(&lesson);
    assert_eq!(ends.len(), 4);
    assert_eq!(ends.last().map(|e| &e.rows), Some(&standings(s.game().state())));
    assert_eq!(Game::replay(lesson.clone(), s.record()).expect("replays"), *s.game());
    // Undo walks the timeline back.
    for i in (states.len().saturating_sub(10)..states.len() - 1).rev() {
        s.undo().expect("undo");
        assert_eq!(s.game().state(), &states[i]);
        assert_eq!(s.timeline().len(), i);
    }
}

#[test]
fn a_card_set_names_its_cards_in_order() {
    use colony_rules::engine::CardSet;
    let set = CardSet(0b101); // cards 1 and 3
    assert_eq!(set.iter().collect::<Vec<_>>(), vec![1, 3]);
    assert_eq!((set.len(), set.first(), set.last()), (2, Some(1), Some(3)));
    assert_eq!((set.nth(0), set.nth(1), set.nth(2)), (Some(1), Some(3), None));
    assert!(set.contains(3) && !set.contains(2) && !set.contains(0) && !set.contains(33));
    let none = CardSet::default();
    assert!(none.is_empty());
    assert_eq!((none.first(), none.last(), none.nth(0), none.iter().next()), (None, None, None, None));
    let all = CardSet(u32::MAX);
    assert_eq!((all.len(), all.first(), all.last()), (32, Some(1), Some(32)));
    // `nth` has a fixed-round way for a lesson's small sets and a loop for the rest: both
    // name the same card as counting through the set does.
    let sets = (0..64u32).chain([0xF0F0, 0x8000_0001, u32::MAX, 0xAAAA_AAAA]);
    for set in sets.map(CardSet) {
        for n in 0..34 {
            assert_eq!(set.nth(n), set.iter().nth(n), "card {n} of {:#b}", set.0);
        }
    }
}

#[test]
fn a_hand_made_state_without_teams_is_refused_not_panicked() {
    let lesson = Arc::new(Lesson::builtin());
    let mut state = Game::new(lesson.clone(), 3).expect("game").state().clone();
    state.teams.clear();
    // A step where teams choose: its seating starts from a round, over no seats at all.
    state.step = lesson.steps.iter().position(|s| s.round.is_some()).expect("a decision");
    let mut game = Game::with_state(lesson, state);
    assert_eq!(game.order().count(), 0);
    assert_eq!(game.first_team(), 0);
    let mut chance = colony_rules::engine::Chance::rolled(colony_rules::engine::Chance::stream(1, 0));
    let cards = Input::Decide { cards: vec![Some(1)], places: vec![] };
    assert!(game.apply(&cards, &mut chance, &mut Vec::new()).is_err());
}

#[test]
fn a_hand_made_state_with_more_teams_than_a_lesson_allows_is_answered_not_panicked() {
    use colony_rules::engine::{Chance, TeamSet};
    assert_eq!(TeamSet::all(40), TeamSet::all(16));
    assert!(!TeamSet::all(40).contains(16) && !TeamSet::default().with(20).contains(20));
    let lesson = Arc::new(Lesson::builtin());
    let mut state = Game::new(lesson.clone(), 3).expect("game").state().clone();
    let team = state.teams[0];
    state.teams = vec![team; 20];
    state.cards = vec![0; lesson.steps.len() * 20];
    state.step = lesson.steps.iter().position(|s| s.round.is_some()).expect("a decision");
    let mut game = Game::with_state(lesson, state);
    let Expect::Decide { choosing } = game.expecting() else { panic!("a decision") };
    assert_eq!(game.allowed_card_sets(choosing).count(), 20);
    let mut chance = Chance::rolled(Chance::stream(1, 0));
    let cards = Input::Decide { cards: vec![Some(1); 20], places: vec![] };
    // Seats past the sixteenth are not asked for a card: the entry is refused with a reason.
    assert!(game.apply(&cards, &mut chance, &mut Vec::new()).is_err());
    // A whole game from the start, every policy, the teacher's overrides given: answers or
    // refusals, never a panic.
    let mut state = game.state().clone();
    state.step = 0;
    let lesson = game.lesson().clone();
    let mut game = Game::with_state(lesson, state);
    let mut player = Player::with_policies(3, Policy::ALL.to_vec());
    for _ in 0..2_000 {
        if game.is_over() {
            break;
        }
        let mut input = player.choose(&game);
        if let Input::Invest { places, .. } | Input::Decide { places, .. } = &mut input {
            places.push(colony_rules::engine::Place { team: 15, nth: 0, country: 0 });
        }
        if game.apply(&input, &mut chance, &mut Vec::new()).is_err() {
            let plain = player.choose(&game);
            if game.apply(&plain, &mut chance, &mut Vec::new()).is_err() {
                break;
            }
        }
    }
    assert!(game.is_over(), "stopped at step {}", game.state().step);
    // The monopolies with a country held by a seat past the twelfth, which takes no part.
    let mut state = game.state().clone();
    state.step = game.lesson().steps.iter().position(|s| s.kind == StepKind::Monopolies).expect("monopolies");
    state.stage = colony_rules::engine::Stage::default();
    let mut country = state.countries[0];
    (country.owner, country.resources) = (13, [9; colony_rules::engine::PRODUCTS]);
    state.countries.push(country);
    let mut game = Game::with_state(game.lesson().clone(), state);
    assert_eq!(game.apply(&Input::Proceed, &mut chance, &mut Vec::new()), Ok(()));
    assert_eq!(game.state().teams[13].monopolies, 0);
}

#[test]
fn a_hand_made_state_past_any_step_is_over_not_panicked() {
    let lesson = Arc::new(Lesson::builtin());
    let mut state = Game::new(lesson.clone(), 3).expect("game").state().clone();
    state.step = usize::MAX;
    let mut game = Game::with_state(lesson, state);
    let mut chance = colony_rules::engine::Chance::rolled(colony_rules::engine::Chance::stream(1, 0));
    let proceed = game.apply(&Input::Proceed, &mut chance, &mut Vec::new());
    assert_eq!(proceed, Err(colony_rules::engine::RuleError::GameOver));
    let correct =
        Input::Correct { team: 0, what: colony_rules::engine::Quantity::Gold, value: 7, reason: "by hand".into() };
    assert_eq!(game.apply(&correct, &mut chance, &mut Vec::new()), Ok(()));
    assert_eq!(game.state().teams[0].gold, 7);
}

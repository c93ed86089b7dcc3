//! The engine's queries of what is allowed, the sit-out ruling in the record, and the
//! timeline a record is replayed into once.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::Card;
use colony_rules::engine::{
    ChangeKind, Expect, Game, Input, Record, ReplayError, RuleError, Session, SitOut, Spend, TeamInfo, standings,
};
use colony_rules::lesson::{BUILTIN, Lesson};
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
    assert_eq!(g.allowed_cards(1), vec![Card(1), Card(2)]);
    assert_eq!(g.card_allowed(0, Card(1)), Err(RuleError::NoCardExpected { team: 0, why: SitOut::NoGold }));
    let Expect::Decide { choosing } = g.expecting() else { panic!("a decision") };
    assert!(!choosing.contains(0) && choosing.contains(1) && choosing.contains(2));

    let before = g.state().clone();
    let changes =
        s.apply(Input::Decide { cards: vec![None, Some(Card(2)), Some(Card(2))], places: vec![] }).expect("resolves");
    let mine: Vec<_> = changes.iter().filter(|c| c.team == 0).map(|c| c.kind).collect();
    assert_eq!(mine, vec![ChangeKind::SatOut { why: SitOut::NoGold }], "nothing happens to it but the log line");
    assert_eq!(s.game().state().teams[0], before.teams[0]);
    assert_eq!(s.game().state().card(before.step, 0), None);
    assert_eq!(s.game().state().card(before.step, 1), Some(Card(2)));

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
        input: Input::Decide { cards: vec![None, None, Some(Card(1))], places: vec![] },
        outcomes: vec![],
        typed: false,
    });
    let index = rec.entries.len() - 1;
    let err = Session::replay(lesson.clone(), rec.clone()).expect_err("refused");
    assert_eq!(err, ReplayError::Entry { index, error: RuleError::MissingCard { team: 1 } });
    // Team 0 had none: a record that gives it a card does not replay either.
    rec.entries[index].input =
        Input::Decide { cards: vec![Some(Card(1)), Some(Card(1)), Some(Card(1))], places: vec![] };
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
    let g = Game::from_setup(lesson, st).expect("a state of play");
    assert_eq!(g.allowed_cards(0), vec![Card(1)]);
    assert_eq!(g.card_allowed(0, Card(2)), Err(RuleError::CannotPay { team: 0, cost: 3, gold: 1 }));
    let input = Input::Decide { cards: vec![Some(Card(2)), Some(Card(1))], places: vec![] };
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
    let c = Card;
    assert_eq!(set.iter().collect::<Vec<_>>(), vec![c(1), c(3)]);
    assert_eq!((set.len(), set.first(), set.last()), (2, Some(c(1)), Some(c(3))));
    assert_eq!((set.nth(0), set.nth(1), set.nth(2)), (Some(c(1)), Some(c(3)), None));
    assert!(set.contains(c(3)) && !set.contains(c(2)) && !set.contains(c(0)) && !set.contains(c(33)));
    assert_eq!(CardSet::default().with(c(1)).with(c(3)).with(c(0)).with(c(33)), set, "0 and 33 are no cards of a set");
    let none = CardSet::default();
    assert!(none.is_empty());
    assert_eq!((none.first(), none.last(), none.nth(0), none.iter().next()), (None, None, None, None));
    let all = CardSet(u32::MAX);
    assert_eq!((all.len(), all.first(), all.last()), (32, Some(c(1)), Some(c(32))));
    // `nth` has a fixed-round way for a lesson's small sets and a loop for the rest: both
    // name the same card as counting through the set does.
    let sets = (0..64u32).chain([0xF0F0, 0x8000_0001, u32::MAX, 0xAAAA_AAAA]);
    for set in sets.map(CardSet) {
        for n in 0..34 {
            assert_eq!(set.nth(n), set.iter().nth(n), "card {n} of {:#b}", set.0);
        }
    }
}

/// A position written by hand that the rules cannot play is refused with its reason, before
/// the engine plays from it (shakmaty's `Setup` -> `from_setup`); a position of play is taken.
#[test]
fn a_hand_made_state_the_rules_cannot_play_is_refused_with_its_reason() {
    use colony_rules::engine::{Country, INDEPENDENT, SetupError, Stage, Wars};
    let lesson = Arc::new(Lesson::builtin());
    let start = Game::new(lesson.clone(), 3).expect("game").state().clone();
    let refused = |change: &dyn Fn(&mut colony_rules::engine::State)| {
        let mut st = start.clone();
        change(&mut st);
        Game::from_setup(lesson.clone(), st).err()
    };
    assert_eq!(refused(&|_| {}), None, "the start of a game is taken");
    assert_eq!(refused(&|st| st.teams.clear()), Some(SetupError::TeamCount { teams: 0, min: 2, max: 12 }));
    assert_eq!(
        refused(&|st| {
            st.teams = vec![st.teams[0]; 20];
            st.cards = vec![0; lesson.steps.len() * 20];
        }),
        Some(SetupError::TeamCount { teams: 20, min: 2, max: 12 })
    );
    assert_eq!(
        refused(&|st| st.step = usize::MAX),
        Some(SetupError::Step { step: usize::MAX, steps: lesson.steps.len() })
    );
    assert!(matches!(refused(&|st| st.cards.clear()), Some(SetupError::Cards { found: 0, .. })));
    let country = |owner: u8| Country {
        owner,
        gained: 0,
        armies: 1,
        resources: [0; colony_rules::engine::PRODUCTS],
        buildings: colony_rules::engine::Buildings::default(),
        rebellion: false,
    };
    assert_eq!(refused(&|st| st.countries.push(country(7))), Some(SetupError::Owner { country: 0, owner: 7 }));
    assert_eq!(refused(&|st| st.countries.push(country(INDEPENDENT))), None, "an independent country is no team's");
    assert_eq!(
        refused(&|st| st.countries = vec![country(1); 7]),
        Some(SetupError::TooManyCountries { team: 1, held: 7, max: 6 })
    );
    assert!(matches!(
        refused(&|st| {
            st.in_play = 2;
            st.countries = vec![country(0), country(1), country(2)];
        }),
        Some(SetupError::InPlay { countries: 3, in_play: 2 })
    ));
    assert_eq!(refused(&|st| st.bag[0] += 1), Some(SetupError::Resources), "a resource from nowhere");
    assert_eq!(
        refused(&|st| st.stage = Stage::Wars(Wars { attackers: vec![0], current: 0, fight: None })),
        Some(SetupError::Stage)
    );
    // At a step of wars, the wars under way must fit the game (issue 45, c18: before, these
    // were taken and `Game::of` panicked on them).
    let wars_step = lesson.steps.iter().position(|s| s.kind == colony_rules::lesson::StepKind::ColonialWars);
    let at_war = |wars: Wars| {
        move |st: &mut colony_rules::engine::State| {
            st.step = wars_step.expect("a step of wars");
            st.countries = vec![country(0), country(1)];
            st.stage = Stage::Wars(wars.clone());
        }
    };
    let fight = |from: u16, target: u16, defender: u8| {
        Some(colony_rules::engine::Fight {
            from: colony_rules::engine::CountryId(from),
            target: colony_rules::engine::CountryId(target),
            defender,
            occupy: false,
        })
    };
    let wars = |attackers: Vec<u8>, current: usize, fight| Wars { attackers, current, fight };
    assert_eq!(refused(&at_war(wars(vec![0], 0, fight(0, 1, 1)))), None, "a fight of play is taken");
    let fallen = |st: &mut colony_rules::engine::State| {
        at_war(wars(vec![0], 0, fight(0, 1, 1).map(|f| colony_rules::engine::Fight { occupy: true, ..f })))(st);
        st.countries[1].owner = 0;
    };
    assert_eq!(refused(&fallen), None, "a country that fell, armies moving in, is taken");
    for (bad, why) in [
        (wars(vec![], 0, None), "no attackers"),
        (wars(vec![9], 0, None), "an attacker is not in the game"),
        (wars(vec![0], 3, None), "the attacker whose turn it is is not among the attackers"),
        (wars(vec![0], 0, fight(0, 5, 1)), "a fight names a country that is not in the game"),
        (wars(vec![0], 0, fight(1, 0, 0)), "the fight is not from the attacker's country"),
        (wars(vec![0], 0, fight(0, 1, 2)), "the fight is not against the defender's country"),
    ] {
        assert_eq!(refused(&at_war(bad)), Some(SetupError::Wars(why)), "{why}");
    }
}

#[test]
fn a_game_over_still_takes_a_correction() {
    let lesson = Arc::new(Lesson::builtin());
    let mut state = Game::new(lesson.clone(), 3).expect("game").state().clone();
    state.step = lesson.steps.len();
    let mut game = Game::from_setup(lesson, state).expect("the end of a game");
    let mut chance = colony_rules::engine::Chance::rolled(colony_rules::engine::Chance::stream(1, 0));
    let proceed = game.apply(&Input::PROCEED, &mut chance, &mut Vec::new());
    assert_eq!(proceed, Err(colony_rules::engine::RuleError::GameOver));
    let correct =
        Input::Correct { team: 0, what: colony_rules::engine::Quantity::Gold, value: 7, reason: "by hand".into() };
    assert_eq!(game.apply(&correct, &mut chance, &mut Vec::new()), Ok(()));
    assert_eq!(game.state().teams[0].gold, 7);
}

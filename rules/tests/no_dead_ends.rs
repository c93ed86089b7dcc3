//! No lesson ever gets stuck. Thousands of whole games of 2 to 12 teams, played by random and
//! adversarial policies (teams that spend every coin, attack whenever they can, conquer until
//! the countries run out, lose every country, negotiate with no resources, fight rebellions with
//! no armies). At every step the test asks the engine what is allowed and checks that
//! (a) an allowed input always moves the game on, (b) every input the engine calls allowed is
//! accepted and every one it refuses is refused at entry with the same reason, and (c) every
//! game reaches its end.
#![allow(unused_results)] // a test drops what it does not check

use proptest::prelude::*;
use std::sync::Arc;

use colony_rules::engine::{
    Card, ChangeKind, Expect, Game, Input, RuleError, Session, SitOut, Spend, TeamInfo, Waiting,
};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::{Player, Policy};

fn lesson() -> Arc<Lesson> {
    static L: std::sync::OnceLock<Arc<Lesson>> = std::sync::OnceLock::new();
    L.get_or_init(|| Arc::new(Lesson::builtin())).clone()
}

fn fail(msg: String) -> TestCaseError {
    TestCaseError::fail(msg)
}

/// The cards of `base` with team `t`'s card replaced.
fn with_card(base: &[Option<Card>], t: usize, card: Option<Card>) -> Input {
    let mut cards = base.to_vec();
    cards[t] = card;
    Input::Decide { cards, places: vec![] }
}

fn with_spend(base: &[Spend], t: usize, s: Spend) -> Input {
    let mut spend = base.to_vec();
    spend[t] = s;
    Input::Invest { spend, places: vec![] }
}

/// Asks the engine what is allowed at this point and checks each answer against an entry.
fn probe(game: &Game, chosen: &Input, pick: u64) -> Result<(), TestCaseError> {
    let teams = game.state().team_count();
    match game.expecting() {
        Expect::Over => prop_assert_eq!(game.check(&Input::PROCEED), Err(RuleError::GameOver)),
        Expect::Proceed => prop_assert_eq!(game.check(&Input::PROCEED), Ok(())),
        Expect::Decide { choosing } => {
            let Input::Decide { cards: base, .. } = chosen else {
                return Err(fail(format!("the policy answered a decision with {chosen:?}")));
            };
            let options = game.options() as u8;
            prop_assert!(options >= 1, "a decision without cards");
            // The simulator's query for all teams at once says what the one for each team says.
            let sets: Vec<_> = game.allowed_card_sets(choosing).collect();
            let each: Vec<_> = (0..teams).map(|t| game.allowed_card_set(choosing, t)).collect();
            prop_assert_eq!(sets, each);
            for t in 0..teams {
                match game.sits_out(t) {
                    Some(why) => {
                        prop_assert!(!choosing.contains(t));
                        prop_assert!(game.allowed_cards(t).is_empty());
                        prop_assert!(base[t].is_none(), "a card for a team that sits out");
                        if why == SitOut::NoGold {
                            let gold = game.state().teams[t].gold;
                            let step = &game.lesson().steps[game.state().step];
                            prop_assert!(step.options.iter().all(|o| o.cost > gold), "sits out but could pay");
                        }
                        for c in (1..=options).map(Card) {
                            let refusal = RuleError::NoCardExpected { team: t, why };
                            prop_assert_eq!(game.card_allowed(t, c), Err(refusal.clone()));
                            prop_assert_eq!(game.check(&with_card(base, t, Some(c))), Err(refusal));
                        }
                    }
                    None => {
                        prop_assert!(choosing.contains(t));
                        prop_assert!(!game.allowed_cards(t).is_empty(), "a team that chooses has no card it may lay");
                        let accepted: Vec<Card> =
                            (1..=options).map(Card).filter(|&c| game.card_allowed(t, c).is_ok()).collect();
                        prop_assert_eq!(
                            game.allowed_cards(t),
                            accepted,
                            "the allowed cards are those the entry accepts"
                        );
                        for c in (0..=options + 1).map(Card) {
                            let allowed = game.card_allowed(t, c);
                            prop_assert_eq!(game.check(&with_card(base, t, Some(c))), allowed.clone(), "card {}", c);
                            if c.number() == 0 || c.number() > options {
                                let bad = matches!(allowed, Err(RuleError::BadCard { .. }));
                                prop_assert!(bad, "card {} is no card of this step", c);
                            }
                        }
                        let missing = game.check(&with_card(base, t, None));
                        prop_assert_eq!(missing, Err(RuleError::MissingCard { team: t }));
                    }
                }
            }
        }
        Expect::Invest => {
            let Input::Invest { spend: base, .. } = chosen else {
                return Err(fail(format!("the policy answered an investment with {chosen:?}")));
            };
            for t in 0..teams {
                let limit = game.spend_limit(t);
                prop_assert_eq!(limit.gold, game.state().teams[t].gold);
                let all_armies = Spend { armies: limit.max_armies(0), farms: 0 };
                let all_farms = Spend { armies: 0, farms: limit.max_farms(0) };
                for s in [all_armies, all_farms, Spend::default()] {
                    prop_assert_eq!(game.spend_allowed(t, s), Ok(()));
                    prop_assert_eq!(game.check(&with_spend(base, t, s)), Ok(()));
                }
                for s in
                    [Spend { armies: all_armies.armies + 1, farms: 0 }, Spend { armies: 0, farms: all_farms.farms + 1 }]
                {
                    let refused = game.spend_allowed(t, s);
                    let expected = if limit.cost(s) > u64::from(limit.gold) {
                        RuleError::Overspend { team: t, cost: limit.cost(s) as u32, gold: limit.gold }
                    } else {
                        RuleError::NoCountryToSpendOn { team: t }
                    };
                    prop_assert_eq!(refused.clone(), Err(expected));
                    prop_assert_eq!(game.check(&with_spend(base, t, s)), refused);
                }
            }
        }
        Expect::Attack { attacker } => {
            prop_assert_eq!(game.check(&Input::EndAttacks), Ok(()), "ending the attacks is always allowed");
            let sources = game.attack_sources();
            let targets = game.attack_targets();
            // Every allowed pair would be many; check a spread of them, and every refusal kind.
            let pairs = sources.len() * targets.len();
            for k in 0..pairs.min(6) {
                let i = (pick as usize + k * 7) % pairs;
                let (from, target) = (sources[i / targets.len()], targets[i % targets.len()]);
                prop_assert_eq!(game.attack_allowed(from, target), Ok(()));
                prop_assert_eq!(game.check(&Input::Attack { from, target }), Ok(()));
            }
            let st = game.state();
            for (c, country) in st.countries.iter().enumerate() {
                let c = colony_rules::engine::CountryId(c as u16);
                if let Some(&target) = targets.first().filter(|_| country.owner == attacker && !sources.contains(&c)) {
                    let refused = game.attack_allowed(c, target);
                    prop_assert!(refused.is_err(), "country {:?} is no source but may attack", c);
                    prop_assert_eq!(game.check(&Input::Attack { from: c, target }), refused);
                }
                if let Some(&from) = sources.first().filter(|_| !targets.contains(&c)) {
                    let refused = game.attack_allowed(from, c);
                    prop_assert!(refused.is_err(), "country {:?} is no target but may be attacked", c);
                    prop_assert_eq!(game.check(&Input::Attack { from, target: c }), refused);
                }
            }
            prop_assert_eq!(game.check(&Input::Throw), Err(RuleError::NoFight));
        }
        Expect::Throw { .. } => {
            prop_assert_eq!(game.check(&Input::Throw), Ok(()));
            prop_assert_eq!(game.check(&Input::BreakOff), Ok(()));
            prop_assert_eq!(game.check(&Input::EndAttacks), Err(RuleError::FightUnderWay));
        }
        Expect::Occupy { max, proposed, .. } => {
            prop_assert!(proposed <= max);
            prop_assert_eq!(game.check(&Input::Occupy { armies: max }), Ok(()));
            prop_assert_eq!(game.check(&Input::Occupy { armies: 0 }), Ok(()));
            let refused = RuleError::OccupyTooMany { armies: max + 1, max };
            prop_assert_eq!(game.check(&Input::Occupy { armies: max + 1 }), Err(refused));
        }
        Expect::PlaceRebellions => {
            prop_assert_eq!(game.check(&Input::PlaceRebellions { own: vec![], extra: vec![] }), Ok(()));
            let (_, proposed_extra) = game.rebellion_proposals();
            for t in 0..teams {
                for c in game.rebellion_own_choices(t) {
                    let mut own = vec![None; teams];
                    own[t] = Some(c);
                    let input = Input::PlaceRebellions { own: own.clone(), extra: vec![] };
                    prop_assert_eq!(game.check(&input), Ok(()), "own rebellion in {:?}", c);
                    if proposed_extra[t].is_some() {
                        for x in game.rebellion_extra_choices(t, Some(c)) {
                            let mut extra = vec![None; teams];
                            extra[t] = Some(x);
                            let input = Input::PlaceRebellions { own: own.clone(), extra };
                            prop_assert_eq!(game.check(&input), Ok(()), "extra rebellion in {:?}", x);
                        }
                    }
                }
            }
        }
    }
    // Whatever the game waits for, another kind of entry is refused with what it waits for.
    let waiting = game.expecting().waiting();
    if !matches!(waiting, Waiting::Proceed | Waiting::Over) {
        prop_assert_eq!(game.check(&Input::PROCEED), Err(RuleError::WrongInput { expected: waiting }));
    }
    Ok(())
}

/// Plays one whole game, probing every step; returns how many teams sat a step out.
fn play(seed: u64, teams: usize, policies: Vec<Policy>) -> Result<usize, TestCaseError> {
    let info = (0..teams).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect();
    let mut session = Session::new(lesson(), info, seed).map_err(|e| fail(format!("{e:?}")))?;
    let mut player = Player::with_policies(seed, policies);
    let mut sat_out = 0;
    for i in 0..20_000u64 {
        if session.game().is_over() {
            // (c) and the end: only corrections remain.
            probe(session.game(), &Input::PROCEED, i)?;
            return Ok(sat_out);
        }
        let input = player.choose(session.game());
        probe(session.game(), &input, i.wrapping_mul(seed | 1))?;
        let choosing_before = match session.game().expecting() {
            Expect::Decide { choosing } => Some(choosing),
            _ => None,
        };
        let kind = session.game().lesson().steps.get(session.game().state().step).map(|s| s.kind);
        // (a) the policy's input, made only from what the engine allows, moves the game on.
        let changes = session.apply(input.clone()).map_err(|e| fail(format!("{input:?} refused: {e:?}")))?;
        if let (Some(choosing), Input::Decide { cards, .. }) = (choosing_before, &input) {
            for (t, card) in cards.iter().enumerate() {
                let said = changes
                    .iter()
                    .any(|c| usize::from(c.team) == t && c.kind == ChangeKind::SatOut { why: SitOut::NoGold });
                let no_gold = card.is_none() && !choosing.contains(t) && !said;
                // The log says why a team with no gold laid no card (the rebellion choice is silent).
                if no_gold && kind != Some(colony_rules::lesson::StepKind::RebellionChoice) {
                    return Err(fail(format!("team {t} laid no card and the log does not say why")));
                }
                sat_out += usize::from(said);
            }
        }
        let st = session.game().state();
        for t in 0..st.team_count() {
            prop_assert!(st.countries_of(t).len() <= session.game().lesson().limits.countries_per_team);
        }
        prop_assert!(st.countries.len() <= st.in_play);
        prop_assert_eq!(session.game().resource_census(), st.total.map(u32::from));
    }
    Err(fail("the game did not end in 20,000 entries".into()))
}

fn policies() -> impl Strategy<Value = Vec<Policy>> {
    prop_oneof![
        // Every team plays the same policy (everybody broke, everybody at war ...).
        (0..Policy::ALL.len()).prop_map(|i| vec![Policy::ALL[i]]),
        // A mix, one policy per seat.
        proptest::collection::vec((0..Policy::ALL.len()).prop_map(|i| Policy::ALL[i]), 12),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn no_reachable_state_blocks_a_lesson(seed in any::<u64>(), teams in 2usize..=12, policies in policies()) {
        play(seed, teams, policies)?;
    }
}

/// The case the ruling was written for: every team spends every coin at the first investment
/// and reaches the Expansion of phase 2 with no gold; each sits the step out and the game goes on.
#[test]
fn teams_that_spend_everything_sit_out_and_the_game_ends() {
    let mut total = 0;
    for seed in 0..40 {
        total += play(seed, 2 + (seed as usize % 11), vec![Policy::SPENDER]).expect("the game ends");
    }
    assert!(total >= 40, "spenders reach a step they cannot pay for: {total} sit-outs in 40 games");
}

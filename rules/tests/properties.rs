//! Property tests over thousands of random legal games: the invariants of the rules page,
//! replay equals the live game, undo gives back the state before, corrections are exact.
#![allow(unused_results)] // a test drops what it does not check

use proptest::prelude::*;
use std::sync::Arc;

use colony_rules::engine::{Chance, Game, Input, Outcome, Product, Quantity, Record, Session, TeamInfo};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::{Player, Policy};

fn lesson() -> Arc<Lesson> {
    static L: std::sync::OnceLock<Arc<Lesson>> = std::sync::OnceLock::new();
    L.get_or_init(|| Arc::new(Lesson::builtin())).clone()
}

fn teams(n: usize) -> Vec<TeamInfo> {
    (0..n).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect()
}

fn check_invariants(game: &Game) -> Result<(), TestCaseError> {
    let st = game.state();
    let per_team = game.lesson().limits.countries_per_team;
    for t in 0..st.team_count() {
        prop_assert!(st.countries_of(t).len() <= per_team, "team {t} holds more than {per_team} countries");
    }
    prop_assert!(st.countries.len() <= st.in_play, "more countries in play than allowed");
    prop_assert_eq!(game.resource_census(), st.total.map(u32::from), "resources not conserved");
    // Every state of play is one the checked construction accepts, and what the game waits
    // for (kept from the last input) is what its state says afresh.
    let fresh = Game::from_setup(game.lesson().clone(), st.clone());
    prop_assert!(fresh.is_ok(), "a state of play is refused: {:?}", fresh.err());
    let fresh = fresh.expect("checked above");
    prop_assert_eq!(game.expecting(), fresh.expecting(), "the kept expectation is stale");
    // Gold and prestige are unsigned: a step below zero would have panicked in this debug build.
    Ok(())
}

/// A teacher's correction of some number, chosen from `i`: gold, prestige, armies, resources.
fn random_correction(game: &Game, i: u64) -> Input {
    let st = game.state();
    let team = (i as usize / 9) % st.team_count();
    let value = (i % 5) as i64;
    let what = match (i / 3 % 4, st.countries_of(team).first()) {
        (0, _) | (_, None) => Quantity::Gold,
        (1, _) => Quantity::Prestige,
        (2, Some(&c)) => Quantity::Armies { country: c },
        (_, Some(&c)) => {
            let product = Product::ALL[(i % 12) as usize];
            let held = i64::from(st.countries[usize::from(c)].resources[product.index()]);
            let value = value.min(held + i64::from(st.bag[product.index()]));
            return Input::Correct {
                team: team as u8,
                what: Quantity::Resources { country: c, product },
                value,
                reason: "test".into(),
            };
        }
    };
    Input::Correct { team: team as u8, what, value, reason: "test".into() }
}

/// Plays a whole random game through a session, checking the invariants after every entry.
fn play(seed: u64, n: usize, undo_every: u64) -> Result<Session, TestCaseError> {
    let mut session = Session::new(lesson(), teams(n), seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut player = Player::new(seed.wrapping_mul(31));
    let mut i = 0u64;
    while !session.game().is_over() {
        let input = if i % 9 == 4 { random_correction(session.game(), i) } else { player.choose(session.game()) };
        let before = session.game().state().clone();
        session.apply(input.clone()).map_err(|e| TestCaseError::fail(format!("{input:?}: {e}")))?;
        check_invariants(session.game())?;
        i += 1;
        if undo_every > 0 && i.is_multiple_of(undo_every) {
            let after = session.game().state().clone();
            let entry = session.undo().ok_or_else(|| TestCaseError::fail("nothing to undo"))?;
            prop_assert_eq!(session.game().state(), &before, "undo did not give back the state before");
            // Applying the same input again with the same seed rolls the same dice.
            session.apply(entry.input).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(session.game().state(), &after, "re-applying after undo differs");
        }
        prop_assert!(i < 5_000, "the game does not end");
    }
    Ok(session)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_rules_and_replay(seed in any::<u64>(), n in 2usize..=12) {
        let session = play(seed, n, 0)?;
        let replayed = Session::replay(lesson(), session.record().clone())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(replayed.game(), session.game());
        // The record survives JSON and still replays to the same state.
        let json = session.record().to_json();
        let back = Record::from_json(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let again = Session::replay(lesson(), back).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(again.game(), session.game());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The simulator's way (no change records) reaches the same state, input by input, for
    /// random teams and for every adversarial policy (all coins spent, every attack, no armies).
    #[test]
    fn unrecorded_inputs_change_the_state_as_recorded_ones(seed in any::<u64>(), n in 2usize..=12, mixed in any::<bool>()) {
        let mut player = if mixed {
            let mut policies = Policy::ALL.to_vec();
            policies.rotate_left((seed % 6) as usize);
            Player::with_policies(seed, policies)
        } else {
            Player::new(seed)
        };
        let mut recorded = Game::new(lesson(), n).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut unrecorded = recorded.clone();
        let (mut a, mut b) = (Chance::rolled(Chance::stream(seed, 0)), Chance::rolled(Chance::stream(seed, 0)));
        let mut changes = Vec::new();
        while !recorded.is_over() {
            let input = player.choose(&recorded);
            recorded.apply(&input, &mut a, &mut changes).map_err(|e| TestCaseError::fail(e.to_string()))?;
            unrecorded.apply_unrecorded(&input, &mut b).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&recorded, &unrecorded);
            prop_assert_eq!(recorded.expecting(), unrecorded.expecting());
            // The seating order the game keeps from step to step is the one its first team gives.
            let seats: Vec<usize> = (0..n).map(|i| (recorded.first_team() + i) % n).collect();
            prop_assert_eq!(recorded.order().collect::<Vec<_>>(), seats.clone());
            prop_assert_eq!(unrecorded.order().collect::<Vec<_>>(), seats);
        }
        prop_assert!(!changes.is_empty());
    }

    #[test]
    fn undo_after_apply_gives_back_the_state_before(seed in any::<u64>(), n in 2usize..=12, every in 1u64..7) {
        play(seed, n, every)?;
    }

    #[test]
    fn typed_outcomes_replay_like_rolled_ones(seed in any::<u64>(), n in 2usize..=8) {
        let session = play(seed, n, 0)?;
        let mut typed = Session::new(lesson(), teams(n), seed ^ 1).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for entry in &session.record().entries {
            typed.apply_typed(entry.input.clone(), entry.outcomes.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        prop_assert_eq!(typed.game(), session.game());
    }

    #[test]
    fn correcting_an_entry_with_itself_changes_nothing(seed in any::<u64>(), n in 2usize..=6, pick in any::<prop::sample::Index>()) {
        let session = play(seed, n, 0)?;
        let index = pick.index(session.record().entries.len());
        let input = session.record().entries[index].input.clone();
        let c = session.correction(index, input).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(c.changed_teams.is_empty());
        prop_assert!(c.rerolled.is_empty());
        prop_assert_eq!(c.session.game(), session.game());
    }

    #[test]
    fn seeded_games_are_deterministic(seed in any::<u64>(), n in 2usize..=12) {
        let a = play(seed, n, 0)?;
        let b = play(seed, n, 0)?;
        prop_assert_eq!(a.record(), b.record());
    }

    #[test]
    fn corrupt_outcomes_are_refused_not_panicked(seed in any::<u64>(), n in 2usize..=6, pick in any::<prop::sample::Index>(), die in 0u8..=9) {
        let session = play(seed, n, 0)?;
        let mut record = session.record().clone();
        let index = pick.index(record.entries.len());
        record.entries[index].outcomes.push(Outcome::Die(die));
        prop_assert!(Session::replay(lesson(), record).is_err());
    }
}

#[test]
fn a_typed_game_asks_for_each_missing_die() {
    let mut s = Session::new(lesson(), teams(2), 1).expect("session");
    let err = s.apply_typed(Input::PROCEED, vec![]).expect_err("draws needed");
    assert_eq!(err, colony_rules::engine::RuleError::NeedDraw { team: 0 });
    assert!(s.record().entries.is_empty(), "a refused entry is not recorded");
}

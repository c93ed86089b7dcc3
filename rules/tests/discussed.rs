//! The slave trade discussed, not played (the rules page, phase 3, "Ruling (discussed, not
//! played)"): a set-up choice kept in the record. At that step nobody lays a card and nothing
//! changes for any team; the step still counts as a decision round for the first team; and
//! the record replays the same, forever.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::{Card, Expect, Input, Record, ReplayError, RuleError, Session, TeamInfo};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::Player;

fn teams(n: usize) -> Vec<TeamInfo> {
    (0..n).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect()
}

fn slavery(lesson: &Lesson) -> usize {
    lesson.steps.iter().position(|s| s.id == "p3-slavery").expect("the slave trade step")
}

/// A class played by the simulator to step `upto` (or to the end).
fn play(session: &mut Session, seed: u64, upto: Option<usize>) {
    let mut player = Player::new(seed);
    while !session.game().is_over() && upto.is_none_or(|u| session.game().state().step < u) {
        let input = player.choose(session.game());
        session.apply(input).expect("legal");
    }
}

#[test]
fn only_the_slave_trade_may_be_discussed() {
    let lesson = Lesson::builtin();
    let allowed: Vec<&str> = lesson.steps.iter().filter(|s| s.may_be_discussed).map(|s| s.id.as_str()).collect();
    assert_eq!(allowed, ["p3-slavery"]);
    let lesson = Arc::new(lesson);
    for id in ["p3-wars", "p1-landing", "no-such-step"] {
        let s = Session::new(lesson.clone(), teams(4), 1).expect("session");
        assert_eq!(s.discussing(vec![id.into()]).err(), Some(RuleError::NotDiscussed { step: id.into() }), "{id}");
    }
    // Not once the class has started.
    let mut s = Session::new(lesson.clone(), teams(4), 1).expect("session");
    play(&mut s, 1, Some(1));
    assert!(s.discussing(vec!["p3-slavery".into()]).is_err());
}

#[test]
fn a_lesson_may_not_mark_a_war_or_an_investment_as_discussed() {
    let src = colony_rules::lesson::BUILTIN.replacen(
        "id = \"p3-wars\"\nkind = \"colonial-wars\"",
        "id = \"p3-wars\"\nkind = \"colonial-wars\"\nmay-be-discussed = true",
        1,
    );
    assert_ne!(src, colony_rules::lesson::BUILTIN, "the test found the wars step");
    let e = Lesson::from_toml(&src).expect_err("refused");
    assert!(e.to_string().contains("discussed"), "{e}");
}

#[test]
fn at_the_slave_trade_nobody_lays_a_card_and_nothing_changes() {
    let lesson = Arc::new(Lesson::builtin());
    let step = slavery(&lesson);
    for (seed, n) in [(3, 2), (11, 6), (29, 12)] {
        let mut s = Session::new(lesson.clone(), teams(n), seed).expect("session");
        s = s.discussing(vec!["p3-slavery".into()]).expect("allowed");
        play(&mut s, seed, Some(step));
        assert_eq!(s.game().state().step, step);
        assert_eq!(s.game().expecting(), Expect::Proceed, "no cards at the slave trade");
        let cards = Input::Decide { cards: vec![Some(Card(2)); n], places: vec![] };
        assert!(matches!(s.apply(cards), Err(RuleError::WrongInput { .. })), "no card is taken");
        let before = s.game().state().clone();
        let first = s.game().first_team();
        let changes = s.apply(Input::Proceed { places: vec![] }).expect("on");
        assert!(changes.is_empty(), "nothing changes: {changes:?}");
        let after = s.game().state();
        assert_eq!(after.step, step + 1);
        assert_eq!((&after.teams, &after.countries, &after.bag), (&before.teams, &before.countries, &before.bag));
        assert!((0..n).all(|t| after.card(step, t).is_none()), "no card recorded");
        // The step still counts as a round: the next decision starts one seat on, as when played.
        let mut played = Session::new(lesson.clone(), teams(n), seed).expect("session");
        play(&mut played, seed, Some(step));
        assert_eq!(played.game().first_team(), first);
        play(&mut played, seed, Some(step + 1));
        assert_eq!(s.game().first_team(), played.game().first_team(), "{n} teams");
    }
}

#[test]
fn a_discussed_class_replays_the_same_and_keeps_its_choice_in_the_record() {
    let lesson = Arc::new(Lesson::builtin());
    let mut s = Session::new(lesson.clone(), teams(5), 8).expect("session");
    s = s.discussing(vec!["p3-slavery".into()]).expect("allowed");
    play(&mut s, 8, None);
    let json = s.record().to_json();
    assert!(json.contains("\"discussed\""), "the record says so");
    let record = Record::from_json(&json).expect("read");
    let again = Session::replay(lesson.clone(), record.clone()).expect("replays");
    assert_eq!(again.game().state(), s.game().state());
    assert!(again.game().is_discussed(slavery(&lesson)));
    // A class that plays it writes nothing of the kind.
    let mut p = Session::new(lesson.clone(), teams(5), 8).expect("session");
    play(&mut p, 8, Some(1));
    assert!(!p.record().to_json().contains("discussed"));
    // A record that claims another step is refused with the reason.
    let bad = Record { discussed: vec!["p3-wars".into()], ..record };
    assert_eq!(
        Session::replay(lesson, bad).err(),
        Some(ReplayError::Setting(RuleError::NotDiscussed { step: "p3-wars".into() }))
    );
}

/// The choice can change until the class reaches the step, every change is logged with its
/// time, and the record replays to the same numbers as a class set up with the final choice.
#[test]
fn the_choice_changes_until_the_step_and_the_record_keeps_every_change() {
    let lesson = Arc::new(Lesson::builtin());
    let step = slavery(&lesson);
    for (seed, n) in [(5, 3), (17, 7), (41, 12)] {
        let mut s = Session::new(lesson.clone(), teams(n), seed).expect("session");
        s = s.discussing(vec!["p3-slavery".into()]).expect("allowed");
        play(&mut s, seed, Some(2));
        assert!(s.may_change_discussed("p3-slavery"));
        s.set_discussed("p3-slavery", false, "2026-12-03 09:10").expect("changed");
        // The same choice again changes nothing and logs nothing.
        s.set_discussed("p3-slavery", false, "2026-12-03 09:11").expect("no change");
        play(&mut s, seed, Some(step - 1));
        s.set_discussed("p3-slavery", true, "2026-12-10 10:02").expect("changed back");
        let log = &s.record().discussed_changes;
        assert_eq!(log.len(), 2, "{log:?}");
        let log = log.clone();
        assert_eq!((log[0].discussed, log[0].entries, log[0].time.as_str()), (false, 2, "2026-12-03 09:10"));
        assert!(log[1].discussed && log[1].entries > 2);
        play(&mut s, seed, Some(step));
        assert_eq!(s.game().expecting(), Expect::Proceed, "discussed at the step");
        // At the step, before its entry, the class may still change its mind; after it, not.
        assert!(s.may_change_discussed("p3-slavery"));
        s.set_discussed("p3-slavery", false, "2026-12-10 10:05").expect("played after all");
        assert!(matches!(s.game().expecting(), Expect::Decide { .. }), "cards at the step");
        s.set_discussed("p3-slavery", true, "2026-12-10 10:06").expect("discussed again");
        s.apply(Input::PROCEED).expect("on");
        assert!(!s.may_change_discussed("p3-slavery"));
        assert_eq!(
            s.set_discussed("p3-slavery", false, "later"),
            Err(RuleError::DiscussedReached { step: "p3-slavery".into() })
        );
        assert_eq!(s.set_discussed("p3-wars", true, "t"), Err(RuleError::NotDiscussed { step: "p3-wars".into() }));
        play(&mut s, seed, None);
        // The record replays to the same game, and as a class set up discussed from the start.
        let record = Record::from_json(&s.record().to_json()).expect("read");
        assert_eq!(record.discussed_changes.len(), 4);
        assert_eq!(record.discussed_changes[..2], log[..]);
        let again = Session::replay(lesson.clone(), record.clone()).expect("replays");
        assert_eq!(again.game().state(), s.game().state());
        let plain = Record { discussed_changes: Vec::new(), ..record };
        assert_eq!(Session::replay(lesson.clone(), plain).expect("replays").game().state(), s.game().state());
    }
}

/// Undoing the step's entry lets the teacher change the choice again; a log that names a step
/// the lesson does not allow is refused.
#[test]
fn undo_before_the_step_reopens_the_choice_and_a_bad_log_is_refused() {
    let lesson = Arc::new(Lesson::builtin());
    let step = slavery(&lesson);
    let mut s = Session::new(lesson.clone(), teams(4), 9).expect("session");
    play(&mut s, 9, Some(step + 1));
    assert!(!s.may_change_discussed("p3-slavery"));
    s.undo().expect("undone");
    assert_eq!(s.game().state().step, step);
    assert!(s.may_change_discussed("p3-slavery"), "its entry taken back");
    s.set_discussed("p3-slavery", true, "t").expect("changed");
    play(&mut s, 9, Some(step + 1));
    assert!(s.game().is_discussed(step));
    let mut record = s.record().clone();
    record.discussed_changes[0].step = "p3-wars".into();
    assert_eq!(
        Session::replay(lesson, record).err(),
        Some(ReplayError::Setting(RuleError::NotDiscussed { step: "p3-wars".into() }))
    );
}

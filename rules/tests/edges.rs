//! Numbers at the edge and records at their limits: a correction cannot set a number no class
//! reaches, sums never wrap around, and a record beyond a limit is refused before any work.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::Card;
use colony_rules::engine::limits::{self, Part, TooLarge};
use colony_rules::engine::{ChangeKind, Entry, Input, Quantity, Record, ReplayError, RuleError, Session, TeamInfo};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::{Player, Policy};

fn teams(n: usize) -> Vec<TeamInfo> {
    (0..n).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect()
}

fn correct(team: u8, what: Quantity, value: i64) -> Input {
    Input::Correct { team, what, value, reason: "test".into() }
}

#[test]
fn a_correction_beyond_any_real_number_is_refused() {
    let mut s = Session::new(Arc::new(Lesson::builtin()), teams(2), 1).expect("session");
    for value in [4_294_967_295, limits::NUMBER + 1, -1] {
        assert_eq!(s.apply(correct(0, Quantity::Gold, value)), Err(RuleError::BadValue { value }));
    }
    assert!(s.apply(correct(0, Quantity::Gold, limits::NUMBER)).is_ok());
    assert_eq!(s.game().state().teams[0].gold, limits::NUMBER as u32);
}

#[test]
fn the_largest_numbers_a_correction_allows_play_to_the_end_without_wrapping() {
    // Debug builds check every sum: an overflow would panic here.
    for seed in 0..30 {
        let lesson = Arc::new(Lesson::builtin());
        let mut s = Session::new(lesson, teams(12), seed).expect("session");
        // Policies that break fights off: a war of 999 armies against 999 fought to the end
        // takes thousands of throws, beyond what a class would ever type in.
        let mut player = Player::with_policies(seed, vec![Policy::SPENDER, Policy::CHAOS, Policy::LOSER]);
        let mut corrected = false;
        while !s.game().is_over() {
            if !corrected && !s.game().state().countries.is_empty() {
                for t in 0..12u8 {
                    s.apply(correct(t, Quantity::Gold, limits::NUMBER)).expect("gold");
                    s.apply(correct(t, Quantity::Prestige, limits::NUMBER)).expect("prestige");
                    for &c in s.game().state().countries_of(usize::from(t)).to_vec().iter() {
                        s.apply(correct(t, Quantity::Armies { country: c }, limits::NUMBER)).expect("armies");
                    }
                }
                corrected = true;
            }
            let input = player.choose(s.game());
            s.apply(input).expect("legal");
        }
        // Every change of gold, followed from the start, lands where the log says: no sum wrapped.
        let mut gold = [5i64; 12];
        for frame in s.timeline().frames() {
            for c in &frame.changes {
                let t = usize::from(c.team);
                match c.kind {
                    ChangeKind::Income { gold: g } => gold[t] += i64::from(g),
                    ChangeKind::Paid { gold: g } => gold[t] -= i64::from(g),
                    ChangeKind::Gold { delta, now } => {
                        gold[t] = (gold[t] + i64::from(delta)).max(0);
                        assert_eq!(gold[t], i64::from(now), "seed {seed}: team {t}'s gold");
                    }
                    ChangeKind::Corrected { what: Quantity::Gold, to, .. } => gold[t] = to,
                    _ => {}
                }
            }
        }
        for (t, team) in s.game().state().teams.iter().enumerate() {
            assert_eq!(i64::from(team.gold), gold[t], "seed {seed}: team {t}");
        }
    }
}

fn example() -> Record {
    Record::from_json(&std::fs::read_to_string("tests/data/example-game.json").expect("example")).expect("parses")
}

#[test]
fn each_limit_of_a_record_is_checked_before_replay() {
    let lesson = Arc::new(Lesson::builtin());
    let too_large = |r: Record| match Session::replay(lesson.clone(), r) {
        Err(ReplayError::TooLarge(t)) => t,
        other => panic!("expected a refusal for size, got {:?}", other.map(|s| s.record().entries.len())),
    };
    let mut r = example();
    r.class = "c".repeat(limits::CLASS_CHARS + 1);
    assert_eq!(too_large(r), TooLarge { part: Part::ClassName, at: None, found: 121, max: 120 });
    let mut r = example();
    r.teams[2].name = "n".repeat(limits::NAME_CHARS + 5);
    assert_eq!(too_large(r).part, Part::TeamName);
    let mut r = example();
    r.teams[0].students = vec!["s".into(); limits::STUDENTS + 1];
    assert_eq!(too_large(r).part, Part::Students);
    let mut r = example();
    r.entries[1].input = Input::Decide { cards: vec![Some(Card(1)); 4], places: vec![] };
    assert_eq!(too_large(r), TooLarge { part: Part::PerTeam, at: Some(1), found: 4, max: 3 });
    let mut r = example();
    let e = r.entries[0].clone();
    r.entries = vec![e; limits::ENTRIES + 1];
    assert_eq!(too_large(r).part, Part::Entries);
    // A team's reason: too long, or for a team the class does not have.
    let why = |team: usize, text: String| colony_rules::engine::Why { step: 1, team, text, hidden: false };
    let mut r = example();
    r.whys = vec![why(0, "w".repeat(limits::WHY_CHARS + 1))];
    assert_eq!(too_large(r), TooLarge { part: Part::Whys, at: Some(0), found: 201, max: 200 });
    let mut r = example();
    r.whys = vec![why(7, "w".into())];
    assert_eq!(too_large(r).part, Part::PerTeam);
    // A reason within the limits replays and changes nothing of the game.
    let mut r = example();
    r.whys = vec![why(1, "Trade keeps the peace".into())];
    let with = Session::replay(lesson.clone(), r).expect("replays");
    assert_eq!(with.game().state(), Session::replay(lesson.clone(), example()).expect("replays").game().state());
    // Within every limit, the example replays.
    assert!(Session::replay(lesson, example()).is_ok());
}

#[test]
fn the_app_never_writes_a_record_it_could_not_read_back() {
    let mut s = Session::new(Arc::new(Lesson::builtin()), teams(2), 1).expect("session");
    let long = Input::Correct { team: 0, what: Quantity::Gold, value: 1, reason: "r".repeat(limits::REASON_CHARS + 1) };
    assert!(matches!(s.apply(long), Err(RuleError::TooLarge(TooLarge { part: Part::Reason, .. }))));
    let names = vec![TeamInfo::new("n".repeat(limits::NAME_CHARS + 1), "grey"), TeamInfo::new("b", "grey")];
    assert!(matches!(
        Session::new(Arc::new(Lesson::builtin()), names, 1),
        Err(RuleError::TooLarge(TooLarge { part: Part::TeamName, .. }))
    ));
    // The entry limit: the last entry that fits is accepted, the next one refused.
    let mut rec = s.record().clone();
    let filler = Entry { input: correct(0, Quantity::Gold, 3), outcomes: vec![], typed: false };
    rec.entries = vec![filler; limits::ENTRIES - 1];
    let mut full = Session::replay(Arc::new(Lesson::builtin()), rec).expect("replays");
    assert!(full.apply(correct(0, Quantity::Gold, 4)).is_ok());
    assert!(matches!(
        full.apply(correct(0, Quantity::Gold, 5)),
        Err(RuleError::TooLarge(TooLarge { part: Part::Entries, .. }))
    ));
}

/// A reason never turns or hides what it says: cleaned where a team gives it, and where a file
/// holds it (written by hand, or by an older version of the app).
#[test]
fn a_reason_with_turning_or_invisible_characters_is_kept_without_them() {
    let lesson = Arc::new(Lesson::builtin());
    let mut s = Session::new(lesson.clone(), teams(2), 1).expect("session");
    s.set_why(0, 1, " \u{202E}evil\u{202C} plan\u{200B}s ");
    assert_eq!(s.record().whys[0].text, "evil plans");
    let mut r = s.record().clone();
    r.whys[0].text = "\u{2067}left\u{2069}\u{FEFF} and right".into();
    let replayed = Session::replay(lesson, r).expect("replays");
    assert_eq!(replayed.record().whys[0].text, "left and right");
}

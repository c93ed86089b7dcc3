//! The record and lesson loaders under hostile input: arbitrary bytes, and valid files cut,
//! spliced and mutated, never panic; they load, or say what is wrong. The seed files are in
//! tests/data/fuzz-corpus/ (each must give a clear answer too). A short run in the suite:
//! 4,000 record cases and 2,000 lesson cases (the lesson loader has its own run in
//! tests/lesson.rs).
#![allow(unused_results)] // a test drops what it does not check

use proptest::prelude::*;
use std::sync::Arc;

use colony::engine::{Record, Session};
use colony::lesson::{BUILTIN, Lesson};

/// The suite's short run, or a longer campaign: `COLONY_FUZZ_CASES=100000 cargo test --release --test fuzz`.
fn cases(short: u32) -> u32 {
    std::env::var("COLONY_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(short)
}

fn lesson() -> Arc<Lesson> {
    static L: std::sync::OnceLock<Arc<Lesson>> = std::sync::OnceLock::new();
    L.get_or_init(|| Arc::new(Lesson::builtin())).clone()
}

/// Loads and replays as the app does; the answer must be a record or a message.
fn load(text: &str) -> Result<usize, String> {
    let rec = Record::from_json(text).map_err(|e| e.to_string())?;
    let s = Session::replay(lesson(), rec).map_err(|e| e.to_string())?;
    Ok(s.record().entries.len())
}

fn example() -> &'static str {
    static E: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    E.get_or_init(|| std::fs::read_to_string("rules/tests/data/example-game.json").expect("example"))
}

#[test]
fn every_seed_file_gets_a_clear_answer() {
    let mut answers = Vec::new();
    for entry in std::fs::read_dir("tests/data/fuzz-corpus").expect("corpus").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(entry.path()).expect("text");
        let answer = load(&text);
        if let Err(msg) = &answer {
            assert!(!msg.trim().is_empty(), "{name}: an empty message");
        }
        answers.push((name, answer.is_ok()));
    }
    answers.sort();
    let ok: Vec<&str> = answers.iter().filter(|(_, ok)| *ok).map(|(n, _)| n.as_str()).collect();
    assert_eq!(ok, vec!["empty-entries.json", "valid-example.json"], "only the good files load");
    assert!(answers.len() >= 10);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1500), ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = load(&text);
    }

    #[test]
    fn cut_valid_records_never_panic(at in 0usize..20_000) {
        let text = example();
        let at = (0..=at.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let _ = load(&text[..at]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(2500), ..ProptestConfig::default() })]

    /// Numbers and words changed inside a valid record: the loader refuses or replays, and a
    /// record it accepts replays to the same state twice.
    #[test]
    fn mutated_valid_records_never_panic(
        pick in any::<prop::sample::Index>(),
        replacement in prop_oneof![
            Just("0".to_string()), Just("7".to_string()), Just("255".to_string()), Just("65535".to_string()),
            Just("-1".to_string()), Just("4294967296".to_string()), Just("null".to_string()),
            Just("\"sugar\"".to_string()), Just("\"teleport\"".to_string()), Just("[]".to_string()),
            "[0-9]{1,12}", "\"[a-z-]{1,12}\"",
        ],
    ) {
        let text = example();
        // Replace one JSON value: the token after a ':'.
        let spots: Vec<usize> = text.match_indices(": ").map(|(i, _)| i + 2).collect();
        let start = spots[pick.index(spots.len())];
        let end = text[start..].find([',', '\n', '}']).map_or(text.len(), |e| start + e);
        let mutated = format!("{}{}{}", &text[..start], replacement, &text[end..]);
        if let Ok(n) = load(&mutated) {
            prop_assert_eq!(load(&mutated), Ok(n));
        }
    }

    #[test]
    fn spliced_lessons_never_panic(a in 0usize..BUILTIN.len(), b in 0usize..BUILTIN.len()) {
        let (lo, hi) = (a.min(b), a.max(b));
        let lo = (0..=lo).rev().find(|&i| BUILTIN.is_char_boundary(i)).unwrap_or(0);
        let hi = (hi..=BUILTIN.len()).find(|&i| BUILTIN.is_char_boundary(i)).unwrap_or(BUILTIN.len());
        let spliced = format!("{}{}", &BUILTIN[..lo], &BUILTIN[hi..]);
        let _ = Lesson::from_toml(&spliced);
    }
}

//! The command line: simulate's table, and clear messages for files that are not records.
#![allow(unused_results)] // a test drops what it does not check

use std::process::Command;

fn colony(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_colony")).args(args).output().expect("runs colony");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn simulate_prints_every_card_and_is_deterministic_from_its_seed() {
    let (ok, table, err) = colony(&["simulate", "--games", "200", "--teams", "4", "--seed", "9"]);
    assert!(ok, "{err}");
    assert!(table.starts_with("200 games, 4 teams"), "{table}");
    // 10 decision rounds with 24 cards between them, plus the header lines.
    assert_eq!(table.lines().count(), 3 + 24, "{table}");
    let dictatorship = table.lines().find(|l| l.contains("p4-government 3")).expect("government rows");
    let teams: u64 = dictatorship.split_whitespace().rev().nth(4).and_then(|n| n.parse().ok()).expect("count");
    assert!(teams > 100 && teams < 400, "about a third of 800 teams: {dictatorship}");
    let (_, again, _) = colony(&["simulate", "--games", "200", "--teams", "4", "--seed", "9"]);
    assert_eq!(table, again);
    let (_, other, _) = colony(&["simulate", "--games", "200", "--teams", "4", "--seed", "10"]);
    assert_ne!(table, other);
}

#[test]
fn bad_files_and_arguments_get_a_clear_message() {
    let dir = std::env::temp_dir().join(format!("colony-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let truncated = dir.join("truncated.json");
    let full = std::fs::read_to_string("rules/tests/data/example-game.json").expect("example");
    std::fs::write(&truncated, &full[..full.len() / 2]).expect("write");
    let (ok, _, err) = colony(&["replay", truncated.to_str().expect("utf-8 path")]);
    assert!(!ok);
    assert!(err.contains("truncated.json is not a class file that Colony Classroom can read"), "{err}");
    let (ok, _, err) = colony(&["replay", truncated.to_str().expect("utf-8 path"), "--lang", "de"]);
    assert!(!ok);
    assert!(err.contains("truncated.json ist keine Klassendatei, die Colony Classroom lesen kann"), "{err}");

    let (ok, _, err) = colony(&["replay", dir.join("missing.json").to_str().expect("path")]);
    assert!(!ok);
    assert!(err.contains("Cannot read") && err.contains("missing.json: the file or folder does not exist"), "{err}");
    let (ok, _, err) = colony(&["replay", dir.join("missing.json").to_str().expect("path"), "--lang", "es"]);
    assert!(!ok);
    assert!(err.contains("No se puede leer") && err.contains("el archivo o la carpeta no existe"), "{err}");

    let (ok, _, err) = colony(&["simulate", "--teams", "13"]);
    assert!(!ok);
    assert!(err.contains("This lesson is for 2 to 12 teams, not 13."), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_prints_the_example_game_as_csv_and_as_a_table() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", "rules/tests/data/example-game.json", "--csv"])
        .output()
        .expect("runs colony");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let csv = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(csv.lines().count(), 1 + 4 * 3);
    assert!(csv.lines().any(|l| l == "end,End,Ørsted & Co,74,9,5,4,13,1,3"), "{csv}");
    assert!(csv.lines().any(|l| l == "end,End,Ελλάδα,6,11,0,0,0,3,2"), "{csv}");

    // --lang is the language of everything replay prints; the codes stay.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", "rules/tests/data/example-game.json", "--csv", "--lang", "de"])
        .output()
        .expect("runs colony");
    let csv = String::from_utf8(out.stdout).expect("utf-8");
    assert!(csv.starts_with("Phase (Code),Phase,Team,Gold,Ansehen,"), "{csv}");
    assert!(csv.lines().any(|l| l == "end,Ende,Ørsted & Co,74,9,5,4,13,1,3"), "{csv}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", "rules/tests/data/example-game.json", "--lang", "es"])
        .output()
        .expect("runs colony");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("== Final ==") && text.contains("equipo") && text.contains("puesto por oro"), "{text}");
    assert!(!text.contains("end") && !text.contains("gold"), "no English left: {text}");
    // A language it does not have: the languages it has.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", "rules/tests/data/example-game.json", "--lang", "fr"])
        .output()
        .expect("runs colony");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("[possible values: en, de, es]"));

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", "rules/tests/data/example-game.json"])
        .output()
        .expect("runs colony");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("== Economic structures =="), "{text}");
    assert!(text.contains("Red Lions"));
}

#[test]
fn the_console_without_a_desktop_says_so_in_one_line_and_exits_with_1() {
    for (lang, words) in
        [("en", "needs a desktop"), ("de", "braucht eine grafische Oberfläche"), ("es", "necesita un escritorio")]
    {
        let out = Command::new(env!("CARGO_BIN_EXE_colony"))
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env("COLONY_LANG", lang)
            .env("COLONY_DATA_DIR", std::env::temp_dir().join("colony-no-desktop"))
            .output()
            .expect("runs colony");
        assert_eq!(out.status.code(), Some(1), "{lang}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "one line: {err}");
        assert!(err.contains(words) && err.contains("colony replay"), "{lang}: {err}");
        assert!(!err.contains("panicked") && !err.contains("backtrace"), "{err}");
    }
}

#[test]
fn a_display_that_does_not_answer_gives_one_line_too() {
    let out = Command::new(env!("CARGO_BIN_EXE_colony"))
        .env_remove("WAYLAND_DISPLAY")
        .env("DISPLAY", ":97")
        .env("COLONY_LANG", "en")
        .env("COLONY_DATA_DIR", std::env::temp_dir().join("colony-no-desktop"))
        .output()
        .expect("runs colony");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains("could not open its window"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

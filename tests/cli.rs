//! The command line: simulate's table, and clear messages for files that are not records.

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
    let full = std::fs::read_to_string("tests/data/example-game.json").expect("example");
    std::fs::write(&truncated, &full[..full.len() / 2]).expect("write");
    let (ok, _, err) = colony(&["replay", truncated.to_str().expect("utf-8 path")]);
    assert!(!ok);
    assert!(err.contains("truncated.json is not a readable class record"), "{err}");

    let (ok, _, err) = colony(&["replay", dir.join("missing.json").to_str().expect("path")]);
    assert!(!ok);
    assert!(err.contains("cannot read") && err.contains("missing.json"), "{err}");

    let (ok, _, err) = colony(&["simulate", "--teams", "13"]);
    assert!(!ok);
    assert!(err.contains("This lesson is for 2 to 12 teams, not 13."), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

//! Nothing lost: the scripted lesson (`colony drill`, which saves after every entry exactly
//! like the app) is killed with SIGKILL at 200 moments of its progress; every time, the record loads,
//! replays, and holds at least every entry that had been confirmed. Corrupt, truncated,
//! newer and nonsense files get a clear message and leave the original untouched; the newest
//! good backup is found. Bounded: about 15 seconds.
#![allow(unused_results)] // a test drops what it does not check

use std::io::BufRead;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use colony::engine::{Record, Session};
use colony::lesson::Lesson;
use colony::store;

#[test]
fn killing_the_app_at_random_moments_loses_no_confirmed_entry() {
    let lesson = Arc::new(Lesson::builtin());
    let root = std::env::temp_dir().join(format!("colony-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let mut killed_mid_game = 0;
    let mut max_confirmed = 0;
    for i in 0..200u64 {
        let dir = root.join(i.to_string());
        let mut child = Command::new(env!("CARGO_BIN_EXE_colony"))
            .args(["drill", "--dir", dir.to_str().expect("path"), "--seed", &i.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("starts");
        // A different moment each time, chosen by the drill's progress (not by the clock, so
        // a slow disk changes nothing): at once for the first runs, else after a number of
        // confirmed entries from 1 to 20 (a drill game has 21 to 50), and then a few microseconds more, so that the kill
        // falls anywhere in the next save.
        let target = if i < 10 { 0 } else { (i * 37) % 20 + 1 };
        let mut lines = std::io::BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut confirmed = 0;
        while confirmed < target {
            let Some(Ok(line)) = lines.next() else { break };
            if let Some(n) = line.strip_prefix("confirmed ").and_then(|n| n.parse::<u64>().ok()) {
                confirmed = n;
            }
        }
        std::thread::sleep(Duration::from_micros((i * 7919) % 3_000));
        let _ = child.kill(); // SIGKILL on Unix
        let status = child.wait().expect("waits");
        let confirmed = lines
            .map_while(Result::ok)
            .filter_map(|l| l.strip_prefix("confirmed ")?.parse::<usize>().ok())
            .max()
            .unwrap_or(confirmed as usize);
        max_confirmed = max_confirmed.max(confirmed);
        let path = dir.join("classes/drill.json");
        if !path.exists() {
            assert_eq!(confirmed, 0, "run {i}: entries confirmed but no file");
            continue;
        }
        let rec = store::load_record(&path).unwrap_or_else(|e| panic!("run {i}: the record does not load: {e}"));
        let session = Session::replay(lesson.clone(), rec).unwrap_or_else(|e| panic!("run {i}: does not replay: {e}"));
        let saved = session.record().entries.len();
        assert!(saved >= confirmed, "run {i}: {confirmed} confirmed but only {saved} saved");
        if !status.success() && !session.game().is_over() {
            killed_mid_game += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    eprintln!("200 kills: {killed_mid_game} in the middle of a game, up to {max_confirmed} entries confirmed");
    // The kills follow the drill's progress: all but those after the end land mid-game.
    assert!(killed_mid_game >= 180, "too few kills landed mid-game ({killed_mid_game}); the test would prove little");
    let _ = std::fs::remove_dir_all(&root);
}

fn example_text() -> String {
    std::fs::read_to_string("rules/tests/data/example-game.json").expect("example")
}

#[test]
fn damaged_files_are_named_left_alone_and_a_good_backup_is_found() {
    let lesson = Arc::new(Lesson::builtin());
    let dir = std::env::temp_dir().join(format!("colony-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let lib = store::Library::new(&dir);
    let path = lib.classes_dir().join("9b.json");
    // Save the game entry by entry, as the app does, so backups pile up.
    let full = Record::from_json(&example_text()).expect("parses");
    for n in 0..=full.entries.len() {
        let mut rec = full.clone();
        rec.entries.truncate(n);
        lib.save(&path, &rec).expect("save");
    }
    // Saved at once one after the other: the version before the last and one older.
    assert_eq!(store::backup_paths(&path).iter().filter(|p| p.exists()).count(), 2);
    let text = example_text();
    let newer = text.replacen("\"format\": 1", "\"format\": 7", 1);
    let cases: [(&str, String, &str); 5] = [
        ("truncated", text[..text.len() / 3].to_string(), "is not a readable class record"),
        ("empty", String::new(), "is not a readable class record"),
        ("binary", "\u{0}\u{1}\u{2}PK".to_string(), "is not a readable class record"),
        ("nonsense", "{\"format\": 1, \"teams\": \"many\"}".to_string(), "is not a readable class record"),
        ("newer", newer, "newer version of the app"),
    ];
    for (what, content, message) in cases {
        std::fs::write(&path, &content).expect("write");
        let problem = match store::load_record(&path) {
            Err(e) => e.to_string(),
            Ok(rec) => Session::replay(lesson.clone(), rec).expect_err("must not replay").to_string(),
        };
        assert!(problem.contains(message), "{what}: «{problem}»");
        if what != "newer" {
            assert!(problem.contains("9b.json"), "{what}: the message names the file: «{problem}»");
        }
        assert_eq!(std::fs::read_to_string(&path).expect("read"), content, "{what}: the original is untouched");
        let (backup, rec) = store::newest_good_backup(&path, &lesson).expect("a good backup");
        assert_eq!(rec.entries.len(), full.entries.len() - 1, "{what}: the newest backup is one entry behind");
        assert!(backup.to_string_lossy().ends_with("9b.1.json"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_save_that_fails_loses_nothing_and_resumes() {
    let dir = std::env::temp_dir().join(format!("colony-full-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let lib = store::Library::new(&dir);
    // The classes folder is blocked by a file: every write fails (as on a full disk or a
    // read-only stick; root ignores permission bits, so a blocked path stands in for both).
    std::fs::write(dir.join("classes"), b"not a folder").expect("block");
    let rec = Record::from_json(&example_text()).expect("parses");
    let err = lib.save(&lib.classes_dir().join("9b.json"), &rec).expect_err("cannot save");
    assert!(err.to_string().starts_with("cannot save"), "{err}");
    std::fs::remove_file(dir.join("classes")).expect("unblock");
    lib.save(&lib.classes_dir().join("9b.json"), &rec).expect("saves again");
    assert_eq!(store::load_record(&lib.classes_dir().join("9b.json")).expect("loads"), rec);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The backups span a lesson, not its last minute: saved entry by entry, the newest backup is
/// always the version before the last save, and the older ones move down only once the second
/// is [`store::BACKUP_SPACING`] old: the versions of ten, twenty, thirty minutes ago are kept
/// (the time is moved on here by dating the backups back, not by waiting).
#[test]
fn the_backups_span_the_lesson() {
    let dir = std::env::temp_dir().join(format!("colony-spaced-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let lib = store::Library::new(&dir);
    let path = lib.classes_dir().join("9b.json");
    let full = Record::from_json(&example_text()).expect("parses");
    let entries_of = |p: &std::path::Path| store::load_record(p).expect("a backup").entries.len();
    let backups = store::backup_paths(&path);
    let mut n = 0;
    for _ in 0..4 {
        // Five saves within a minute.
        for _ in 0..5 {
            n += 1;
            let mut rec = full.clone();
            rec.entries.truncate(n);
            lib.save(&path, &rec).expect("save");
        }
        assert_eq!(entries_of(&backups[0]), n - 1, "the newest backup: the version before the last save");
        // Ten minutes pass.
        let long_ago = std::time::SystemTime::now() - store::BACKUP_SPACING - std::time::Duration::from_secs(1);
        for b in backups.iter().filter(|b| b.exists()) {
            std::fs::File::options().write(true).open(b).and_then(|f| f.set_modified(long_ago)).expect("dated back");
        }
    }
    let kept: Vec<usize> = backups.iter().filter(|b| b.exists()).map(|b| entries_of(b)).collect();
    assert_eq!(kept.len(), store::BACKUPS, "{kept:?}");
    assert!(kept.windows(2).all(|w| w[0] > w[1]), "newest first: {kept:?}");
    assert!(kept[store::BACKUPS - 1] <= 5, "one from the first ten minutes is kept: {kept:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

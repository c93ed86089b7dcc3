//! Nothing a file or a path can do harms a class: outputs that point at a class record, a link,
//! a device or a folder are refused and every record stays byte for byte as it was; temporary
//! files are never followed and never left behind; records beyond any real class are refused
//! before any work; no command panics on a closed or full output; names cannot steer the
//! terminal or a spreadsheet.
#![allow(unused_results)] // a test drops what it does not check

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use colony::engine::Record;

const EXAMPLE: &str = "rules/tests/data/example-game.json";

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("colony-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Runs `colony` and kills it after 30 s: a command that blocked on a pipe or a device would
/// otherwise hang the test suite. Its output is read while it runs (a full pipe would block it).
fn colony(args: &[&std::ffi::OsStr]) -> Output {
    let child = Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(args)
        .env("COLONY_LANG", "en")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs colony");
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    match rx.recv_timeout(Duration::from_secs(30)) {
        Ok(output) => output.expect("output"),
        Err(_) => {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
            panic!("colony {args:?} did not finish in 30 s");
        }
    }
}

fn os(s: &str) -> &std::ffi::OsStr {
    std::ffi::OsStr::new(s)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Every file below `dir` with its bytes (links as links).
fn snapshot(dir: &Path) -> Vec<(PathBuf, Option<Vec<u8>>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            let meta = std::fs::symlink_metadata(&p).expect("meta");
            if meta.is_dir() {
                stack.push(p);
            } else if meta.is_file() {
                out.push((p.clone(), Some(std::fs::read(&p).expect("read"))));
            } else {
                out.push((p, None));
            }
        }
    }
    out.sort();
    out
}

fn no_temp_files(dir: &Path) {
    for (p, _) in snapshot(dir) {
        assert!(!p.to_string_lossy().ends_with(".tmp"), "a temporary file was left behind: {}", p.display());
    }
}

/// A device node, made with mknod where this user may (root, as in CI), else a named pipe:
/// either way not a regular file.
fn device(path: &Path) {
    let made = Command::new("mknod").arg(path).args(["c", "1", "3"]).status().is_ok_and(|s| s.success());
    if !made {
        let fifo = Command::new("mkfifo").arg(path).status().expect("mkfifo");
        assert!(fifo.success(), "neither mknod nor mkfifo made {}", path.display());
    }
}

#[test]
fn an_export_over_its_own_record_is_refused_and_the_class_survives() {
    let dir = temp_dir("self");
    let class = dir.join("class.json");
    std::fs::copy(EXAMPLE, &class).expect("copy");
    let before = std::fs::read(&class).expect("read");
    let o = colony(&[os("export"), class.as_os_str(), os("--results"), class.as_os_str()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).trim_end(),
        format!("colony: {} was not written: it is the file being read. Choose another file name.", class.display())
    );
    assert_eq!(std::fs::read(&class).expect("read"), before, "the class record is unchanged");
    // Another class's record as the output: refused too, wherever it lives.
    let other = dir.join("other.json");
    std::fs::copy(EXAMPLE, &other).expect("copy");
    let o = colony(&[os("export"), class.as_os_str(), os("--decisions"), other.as_os_str()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("a class file is there and would be lost"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&other).expect("read"), before);
    no_temp_files(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_output_option_refuses_records_links_devices_and_folders() {
    let dir = temp_dir("outputs");
    let class = dir.join("class.json");
    std::fs::copy(EXAMPLE, &class).expect("copy");
    let victim = dir.join("victim.json");
    std::fs::copy(EXAMPLE, &victim).expect("copy");
    let link = dir.join("link.csv");
    std::os::unix::fs::symlink(&victim, &link).expect("symlink");
    let dangling = dir.join("dangling.csv");
    std::os::unix::fs::symlink(dir.join("nowhere"), &dangling).expect("symlink");
    let dev = dir.join("device");
    device(&dev);
    let folder = dir.join("folder");
    std::fs::create_dir_all(folder.join("inside")).expect("folder");
    let targets: Vec<(&Path, &str)> = vec![
        (&class, "it is the file being read"),
        (&victim, "a class file is there and would be lost"),
        (&link, "it is a link to another file"),
        (&dangling, "it is a link to another file"),
        (&dev, "it is not an ordinary file (a device or a pipe)"),
        (&folder, "it is a folder"),
    ];
    let before = snapshot(&dir);
    for option in ["--results", "--decisions"] {
        for (target, why) in &targets {
            let o = colony(&[os("export"), class.as_os_str(), os(option), target.as_os_str()]);
            assert_eq!(o.status.code(), Some(1), "export {option} {}", target.display());
            assert!(stderr(&o).contains(why), "export {option} {}: {}", target.display(), stderr(&o));
            assert_eq!(snapshot(&dir), before, "export {option} {} changed a file", target.display());
        }
    }
    // The handouts' output folder holds files named by the app: each of them is checked too.
    for (target, why) in &targets {
        let out = dir.join("handouts-out");
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(out.join("en")).expect("dir");
        let place = out.join("en").join("score-sheet-filled.pdf");
        match *why {
            "it is a folder" => std::fs::create_dir_all(place.join("x")).expect("dir"),
            "it is not an ordinary file (a device or a pipe)" => device(&place),
            "it is the file being read" => std::fs::hard_link(&class, &place).expect("link"),
            "a class file is there and would be lost" => {
                std::fs::copy(&victim, &place).expect("copy");
            }
            _ => std::os::unix::fs::symlink(target, &place).expect("symlink"),
        }
        let o = colony(&[
            os("handouts"),
            os("--lang"),
            os("en"),
            os("--out"),
            out.as_os_str(),
            os("--record"),
            class.as_os_str(),
        ]);
        assert_eq!(o.status.code(), Some(1), "handouts over {why}");
        assert!(stderr(&o).contains(why), "handouts over {why}: {}", stderr(&o));
        let _ = std::fs::remove_dir_all(&out);
        assert_eq!(snapshot(&dir), before, "handouts over {why} changed a file");
    }
    no_temp_files(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_link_at_the_old_temporary_name_is_never_followed() {
    let dir = temp_dir("tmp-link");
    let classes = dir.join("classes");
    std::fs::create_dir_all(&classes).expect("dir");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, b"keep me").expect("write");
    // A write through a fixed ".NAME.tmp" would follow a link there and overwrite its target.
    std::os::unix::fs::symlink(&victim, classes.join(".class.json.tmp")).expect("symlink");
    let record = Record::from_json(&std::fs::read_to_string(EXAMPLE).expect("example")).expect("parses");
    colony::store::save_record(&classes.join("class.json"), &record).expect("saves");
    colony::store::save_record(&classes.join("class.json"), &record).expect("saves again");
    assert_eq!(std::fs::read(&victim).expect("read"), b"keep me");
    assert_eq!(colony::store::load_record(&classes.join("class.json")).expect("loads"), record);
    // A link where the newest backup goes is replaced, not followed.
    std::fs::remove_file(classes.join(".backups/class.1.json")).expect("remove");
    std::os::unix::fs::symlink(&victim, classes.join(".backups/class.1.json")).expect("symlink");
    colony::store::save_record(&classes.join("class.json"), &record).expect("saves");
    assert_eq!(std::fs::read(&victim).expect("read"), b"keep me");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_write_leaves_no_temporary_file() {
    let dir = temp_dir("failed");
    // A folder with something in it cannot be replaced by a file: the rename fails.
    let target = dir.join("busy");
    std::fs::create_dir_all(target.join("x")).expect("dir");
    let err = colony::store::write_atomic(&target, b"data").expect_err("cannot replace a folder");
    assert!(matches!(err.kind(), std::io::ErrorKind::IsADirectory | std::io::ErrorKind::DirectoryNotEmpty), "{err:?}");
    no_temp_files(&dir);
    assert!(target.join("x").is_dir());
    // Two writes at once get different temporary names and both leave whole files.
    let a = dir.join("a.txt");
    std::thread::scope(|s| {
        for i in 0..8u8 {
            let a = a.clone();
            s.spawn(move || colony::store::write_atomic(&a, &[i; 4096]).expect("writes"));
        }
    });
    let bytes = std::fs::read(&a).expect("read");
    assert!(bytes.len() == 4096 && bytes.iter().all(|&b| b == bytes[0]), "one whole version");
    no_temp_files(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_command_refuses_a_broken_record_alike() {
    let dir = temp_dir("broken");
    let mut rec = Record::from_json(&std::fs::read_to_string(EXAMPLE).expect("example")).expect("parses");
    rec.entries[3].outcomes.push(colony::engine::Outcome::Die(4));
    let bad = dir.join("bad.json");
    std::fs::write(&bad, rec.to_json()).expect("write");
    let out = dir.join("out");
    let expected =
        format!("colony: {} cannot be opened: Entry 4 of this class file has one die or draw too many.", bad.display());
    let replay = colony(&[os("replay"), bad.as_os_str()]);
    let export = colony(&[os("export"), bad.as_os_str(), os("--results"), out.join("r.csv").as_os_str()]);
    let handouts = colony(&[
        os("handouts"),
        os("--lang"),
        os("en"),
        os("--out"),
        out.as_os_str(),
        os("--record"),
        bad.as_os_str(),
    ]);
    for o in [&replay, &export, &handouts] {
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(stderr(o).trim_end(), expected);
    }
    assert!(!out.exists() || snapshot(&out).is_empty(), "nothing written for a broken record");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn records_beyond_any_real_class_are_refused_quickly() {
    let dir = temp_dir("sizes");
    let example = std::fs::read_to_string(EXAMPLE).expect("example");
    let base = Record::from_json(&example).expect("parses");
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "teams",
            {
                let mut r = base.clone();
                r.teams = (0..20_000).map(|i| colony::engine::TeamInfo::new(format!("T{i}"), "grey")).collect();
                r.to_json()
            },
            "This lesson is for 2 to 12 teams, not 20000.",
        ),
        (
            "team-name",
            {
                let mut r = base.clone();
                r.teams[1].name = "Ø".repeat(81);
                r.to_json()
            },
            "the name of team 2 has 81 characters (limit: 80)",
        ),
        (
            "class-name",
            {
                // A class name of 10 MB: the file is refused before it is read.
                let mut r = base.clone();
                r.class = "x".repeat(10 * 1024 * 1024);
                r.to_json()
            },
            "(limit: 8388608)",
        ),
        (
            "rebellions",
            {
                let mut r = base.clone();
                let last = r.entries.len() - 1;
                r.entries[last].input =
                    colony::engine::Input::PlaceRebellions { own: vec![None; 200_000], extra: vec![] };
                r.to_json()
            },
            "gives 200000 values for 3 teams",
        ),
        (
            "students",
            {
                let mut r = base.clone();
                r.teams[0].students = vec!["Ana".into(); 41];
                r.to_json()
            },
            "team 1 lists 41 students (limit: 40)",
        ),
        (
            "reason",
            {
                let mut r = base.clone();
                r.entries.push(colony::engine::Entry {
                    input: colony::engine::Input::Correct {
                        team: 0,
                        what: colony::engine::Quantity::Gold,
                        value: 1,
                        reason: "why ".repeat(200),
                    },
                    outcomes: vec![],
                    typed: false,
                });
                r.to_json()
            },
            "has 800 characters (limit: 500)",
        ),
    ];
    for (name, json, words) in cases {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, json).expect("write");
        let start = Instant::now();
        let o = colony(&[os("replay"), path.as_os_str()]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        assert!(stderr(&o).contains(words), "{name}: {}", stderr(&o));
        // Refused by its limits before any replay (the words say which limit); the time is
        // printed, not asserted: a loaded machine must not fail a plain `cargo test`.
        eprintln!("{name}: refused in {:?}", start.elapsed());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_closed_or_full_output_is_no_panic() {
    // A reader that stops after one line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["simulate", "--games", "20000", "--teams", "4"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = [0u8; 16];
    std::io::Read::read_exact(child.stdout.as_mut().expect("stdout"), &mut first).expect("reads a little");
    drop(child.stdout.take());
    let o = child.wait_with_output().expect("output");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    // A full disk.
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
    let o = Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", EXAMPLE])
        .env("COLONY_LANG", "en")
        .stdout(full)
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o).trim_end(), "colony: Cannot write to the standard output: the disk is full.");
    // A closed standard error as well as output.
    let o = Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(["replay", "missing.json"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("runs");
    assert_eq!(o.code(), Some(1));
}

#[test]
fn names_cannot_steer_the_terminal_or_a_spreadsheet() {
    let dir = temp_dir("names");
    let mut rec = Record::from_json(&std::fs::read_to_string(EXAMPLE).expect("example")).expect("parses");
    rec.teams[0].name = "\u{1b}[31mRed\u{202e}sevil".into();
    rec.teams[1].name = "=HYPERLINK(\"http://x\")".into();
    let path = dir.join("names.json");
    std::fs::write(&path, rec.to_json()).expect("write");
    let o = colony(&[os("replay"), path.as_os_str()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).expect("utf-8");
    assert!(!text.contains('\u{1b}') && !text.contains('\u{202e}'), "raw control characters reach the terminal");
    assert!(text.contains("\\u{001b}[31mRed\\u{202e}sevil"), "{text}");
    let o = colony(&[os("replay"), path.as_os_str(), os("--csv")]);
    let csv = String::from_utf8(o.stdout).expect("utf-8");
    assert!(csv.contains("\"'=HYPERLINK(\"\"http://x\"\")\""), "the same formula guard as export: {csv}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The largest record the limits accept: 12 teams with the longest names and most students, a
/// whole game, then corrections with long reasons up to the entry limit and just under the
/// size limit.
fn largest_record() -> Record {
    use colony::engine::limits;
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    let name = |i: usize, c: char| format!("{i:02}{}", c.to_string().repeat(limits::NAME_CHARS - 2));
    let teams = (0..12)
        .map(|i| colony::engine::TeamInfo {
            name: name(i, 'Ø'),
            colour: "grey".into(),
            students: (0..limits::STUDENTS).map(|s| name(s, 'é')).collect(),
        })
        .collect();
    let mut s = colony::engine::Session::new(lesson, teams, 77).expect("session");
    s.set_class("Ж".repeat(limits::CLASS_CHARS), "2026-11-30");
    let mut player = colony::simulate::Player::with_policies(77, colony::simulate::Policy::ALL.to_vec());
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let mut rec = s.record().clone();
    let correction = |i: usize, reason: String| colony::engine::Entry {
        input: colony::engine::Input::Correct {
            team: (i % 12) as u8,
            what: colony::engine::Quantity::Gold,
            value: 100 + (i % 500) as i64,
            reason,
        },
        outcomes: vec![],
        typed: false,
    };
    // What one correction costs in the file besides its reason, measured.
    let base = rec.to_json().len() as u64;
    rec.entries.push(correction(0, String::new()));
    let overhead = rec.to_json().len() as u64 - base;
    rec.entries.pop();
    let free = limits::ENTRIES - rec.entries.len();
    let per_entry = (limits::RECORD_BYTES - base - 16 * 1024) / free as u64;
    let reason_len = (per_entry.saturating_sub(overhead) as usize).min(limits::REASON_CHARS);
    for i in 0..free {
        rec.entries.push(correction(i, "r".repeat(reason_len)));
    }
    rec
}

#[test]
fn the_largest_accepted_record_is_accepted_and_one_more_byte_is_not() {
    use colony::engine::limits;
    let rec = largest_record();
    let json = rec.to_json();
    assert_eq!(rec.entries.len(), limits::ENTRIES);
    assert!(json.len() as u64 <= limits::RECORD_BYTES && json.len() as u64 > limits::RECORD_BYTES - 256 * 1024);
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    assert!(colony::engine::Session::replay(lesson.clone(), rec.clone()).is_ok());
    // Padded with spaces to the limit, the file opens; one byte more and it is refused unread.
    let dir = temp_dir("limit");
    let path = dir.join("largest.json");
    let mut bytes = json.into_bytes();
    bytes.resize(limits::RECORD_BYTES as usize, b' ');
    std::fs::write(&path, &bytes).expect("write");
    assert!(colony::store::open_class(&path, &lesson).is_ok());
    bytes.push(b' ');
    std::fs::write(&path, &bytes).expect("write");
    match colony::store::open_class(&path, &lesson) {
        Err(colony::store::StoreError::TooLarge { size, .. }) => assert_eq!(size, limits::RECORD_BYTES + 1),
        other => panic!("expected a refusal for size: {:?}", other.map(|s| s.record().entries.len())),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Measures the largest accepted record through replay, export and handouts (release build:
/// `cargo test --release --test hostile -- --ignored --nocapture`); the numbers are in
/// docs/reliability.md.
#[test]
#[ignore]
fn the_largest_accepted_record_measured() {
    let dir = temp_dir("largest");
    let path = dir.join("largest.json");
    std::fs::write(&path, largest_record().to_json()).expect("write");
    let size = std::fs::metadata(&path).expect("meta").len();
    println!("largest record: {size} bytes, {} entries", colony::engine::limits::ENTRIES);
    let runs: Vec<(&str, Vec<std::ffi::OsString>)> = vec![
        ("replay", vec!["replay".into(), path.clone().into()]),
        (
            "export",
            vec![
                "export".into(),
                path.clone().into(),
                "--results".into(),
                dir.join("r.csv").into(),
                "--decisions".into(),
                dir.join("d.csv").into(),
            ],
        ),
        (
            "handouts",
            vec![
                "handouts".into(),
                "--lang".into(),
                "en".into(),
                "--out".into(),
                dir.join("pdf").into(),
                "--record".into(),
                path.clone().into(),
            ],
        ),
    ];
    for (name, args) in runs {
        let o = Command::new("/usr/bin/time")
            .args(["-f", "%e s %M KB"])
            .arg(env!("CARGO_BIN_EXE_colony"))
            .args(&args)
            .stdout(Stdio::null())
            .output()
            .expect("runs");
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        println!("{name}: {}", stderr(&o).lines().last().unwrap_or_default());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_input_that_is_a_pipe_or_a_folder_is_not_opened() {
    let dir = temp_dir("inputs");
    let fifo = dir.join("pipe.json");
    assert!(Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    // Opening a pipe with no writer would wait forever: it is refused before it is opened.
    let o = colony(&[os("replay"), fifo.as_os_str()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).trim_end(),
        format!("colony: {} is not read: it is not an ordinary file (a device or a pipe).", fifo.display())
    );
    let o = colony(&[os("export"), dir.as_os_str(), os("--results"), dir.join("r.csv").as_os_str()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).ends_with("is not read: it is a folder.\n"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

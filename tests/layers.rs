//! The code's layers: the PDFs, the team devices' server, the words and the CSV know no screen,
//! so that they build and are tested without the GUI; the rules crate knows neither a screen nor
//! a file nor a text. Read from the sources, as a newcomer would find it.

use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())).flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                out.push((path.display().to_string(), text));
            }
        }
    }
    assert!(!out.is_empty(), "{}: no sources", dir.display());
    out
}

#[test]
fn handouts_devices_words_and_csv_import_no_screen() {
    for dir in ["src/handouts", "src/devices", "src/report", "src/export"] {
        for (file, text) in sources(Path::new(dir)) {
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                assert!(
                    !code.contains("crate::gui") && !code.contains("iced::"),
                    "{file}:{}: imports the GUI: {line}",
                    n + 1
                );
            }
        }
    }
}

#[test]
fn the_rules_crate_knows_no_screen_no_file_and_no_text() {
    for (file, text) in sources(Path::new("rules/src")) {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in ["iced", "fluent", "std::fs", "std::time::SystemTime", "Instant::now"] {
                assert!(!code.contains(word), "{file}:{}: {word} in the rules crate: {line}", n + 1);
            }
        }
    }
}

/// The repository's weight: the pictures kept in `docs/screenshots/` are a small chosen set, each
/// shown or named in the README or the guides, under 3 MB in all; the full set is rendered on
/// demand into `target/` (tests/screenshots.rs).
#[test]
fn the_kept_screenshots_are_few_small_and_each_named_in_the_docs() {
    let mut docs = std::fs::read_to_string("README.md").expect("README");
    for dir in ["docs", "docs/guide"] {
        for entry in std::fs::read_dir(dir).expect("docs").flatten() {
            if entry.path().extension().is_some_and(|e| e == "md") {
                docs.push_str(&std::fs::read_to_string(entry.path()).expect("a page"));
            }
        }
    }
    let mut total = 0;
    for entry in std::fs::read_dir("docs/screenshots").expect("docs/screenshots").flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        total += entry.metadata().expect("size").len();
        assert!(docs.contains(&name), "docs/screenshots/{name} is named nowhere in the README or the guides");
    }
    assert!(total < 3_000_000, "the kept screenshots weigh {total} bytes, over 3 MB");
    // And every picture the docs name is there.
    for part in docs.split("screenshots/").skip(1) {
        let name: String = part.chars().take_while(|c| c.is_ascii_alphanumeric() || "-_.".contains(*c)).collect();
        if name.ends_with(".png") {
            assert!(Path::new("docs/screenshots").join(&name).exists(), "the docs name docs/screenshots/{name}");
        }
    }
}

/// Files a newcomer can find their way in: none over 800 lines, and no `match` arm that lists
/// more than ten patterns only to do nothing (messages are nested by part instead).
#[test]
fn no_source_file_is_over_800_lines_and_no_arm_lists_many_patterns_for_nothing() {
    for dir in ["src", "rules/src"] {
        for (file, text) in sources(Path::new(dir)) {
            let lines: Vec<&str> = text.lines().collect();
            assert!(lines.len() <= 800, "{file}: {} lines (split it by what its parts do)", lines.len());
            for (n, line) in lines.iter().enumerate() {
                if !(line.trim_end().ends_with("=> {}") || line.trim_end().ends_with("=> (),")) {
                    continue;
                }
                let listed = 1 + lines[..n].iter().rev().take_while(|l| l.trim_start().starts_with('|')).count();
                let inline = line.matches(" | ").count();
                assert!(
                    listed + inline <= 10,
                    "{file}:{}: an arm of {} patterns that does nothing",
                    n + 1,
                    listed + inline
                );
            }
        }
    }
}

/// The unit a module path belongs to: a screen or part of the GUI (`gui/lesson`), else a
/// top-level module (`report`).
fn unit(path: &[&str]) -> String {
    match path {
        ["gui", part, ..] => format!("gui/{part}"),
        [top, ..] => (*top).to_string(),
        [] => String::new(),
    }
}

/// Each screen imports downward only: between the top-level modules, and between the parts of the
/// GUI (the lesson, the projector, the map, the devices panel, the film…), no two import each
/// other, directly or round a circle. Read from `crate::` and `super::` paths in the sources. The
/// app's shell (`gui/mod.rs`, which routes every screen's messages and hands each its context)
/// stands above all of them and is left out.
#[test]
fn no_import_circle_between_modules_or_screens() {
    use std::collections::{BTreeMap, BTreeSet};
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, text) in sources(Path::new("src")) {
        let rel = file.trim_start_matches("src/").trim_end_matches(".rs");
        let mut own: Vec<&str> = rel.split('/').collect();
        if matches!(own.last(), Some(&("mod" | "lib" | "main"))) {
            let _ = own.pop();
        }
        let from = unit(&own);
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or("");
            let mut rest = code;
            while let Some(at) = [rest.find("crate::"), rest.find("super::")].into_iter().flatten().min() {
                let tail = &rest[at..];
                let (base, path): (Vec<&str>, &str) = if let Some(path) = tail.strip_prefix("crate::") {
                    (Vec::new(), path)
                } else {
                    let mut t = tail;
                    let mut n = 0;
                    while let Some(r) = t.strip_prefix("super::") {
                        t = r;
                        n += 1;
                    }
                    (own[..own.len().saturating_sub(n)].to_vec(), t)
                };
                let names: Vec<&str> =
                    path.split("::").map(|p| p.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '_')).collect();
                let mut full = base;
                full.extend(
                    names.iter().take_while(|n| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_')),
                );
                let to = unit(&full);
                let part = |u: &str| u.strip_prefix("gui/").is_none_or(|p| p.starts_with(char::is_lowercase));
                if !to.is_empty() && to != from && from != "gui" && to != "gui" && part(&to) {
                    let _ = edges.entry(from.clone()).or_default().insert(to);
                }
                rest = &tail[7..];
            }
        }
    }
    // A circle: some unit reaches itself.
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&String> = edges[start].iter().collect();
        while let Some(u) = todo.pop() {
            assert!(u != start, "{start} imports itself round a circle (through {seen:?})");
            if seen.insert(u.clone()) {
                todo.extend(edges.get(u).into_iter().flatten());
            }
        }
    }
    assert!(edges.get("gui/lesson").is_some_and(|e| e.contains("gui/projector")), "the edges are read: {edges:?}");
}

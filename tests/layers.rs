//! The code's layers (issue 48): the PDFs, the team devices' server, the words and the CSV know
//! no screen, so that they build and are tested without the GUI; the rules crate knows neither
//! a screen nor a file nor a text. Read from the sources, as a newcomer would find it.

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

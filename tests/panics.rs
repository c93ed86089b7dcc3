//! A panic is silenced only while the window is opening (a window system that fails to start
//! makes winit panic, and that is told as a message). Once the main window is open, a panic
//! leaves a short report in the data folder. This file holds one test: the panic hook is the
//! whole process's.
#![allow(unused_results)] // a test drops what it does not check

use colony::gui::{panic_hook, window_opened};

#[test]
fn a_panic_after_the_window_opened_leaves_a_report_and_one_before_stays_quiet() {
    let dir = std::env::temp_dir().join(format!("colony-panics-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::panic::set_hook(Box::new(panic_hook(dir.clone())));
    let reports =
        || std::fs::read_dir(&dir).map(|d| d.flatten().map(|e| e.path()).collect::<Vec<_>>()).unwrap_or_default();

    let opening = std::panic::catch_unwind(|| panic!("the window system could not start"));
    assert!(opening.is_err());
    assert!(reports().is_empty(), "while the window opens, a panic leaves nothing: {:?}", reports());

    window_opened();
    let lesson = std::panic::catch_unwind(|| panic!("an error in the middle of a lesson"));
    let _ = std::panic::take_hook();
    assert!(lesson.is_err());
    let written = reports();
    assert_eq!(written.len(), 1, "one report: {written:?}");
    let text = std::fs::read_to_string(&written[0]).expect("report");
    assert!(text.contains("an error in the middle of a lesson"), "{text}");
    assert!(text.contains("tests/panics.rs"), "where it happened: {text}");
    let _ = std::fs::remove_dir_all(&dir);
}

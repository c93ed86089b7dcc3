//! docs/phase-1-side-by-side.md puts the English, German and Spanish texts of phase 1 side by
//! side for review. This test keeps it true to the Fluent files; to rewrite it after a text
//! changes: `COLONY_WRITE_DOCS=1 cargo test --test side_by_side`.

use colony::i18n::{Arg, Language, Translator};
use colony::lesson::Lesson;

fn cell(s: &str) -> String {
    s.replace('|', "\\|")
}

fn side_by_side() -> String {
    let lesson = Lesson::builtin();
    let tr: Vec<Translator> = Language::ALL.into_iter().map(Translator::new).collect();
    let mut ids: Vec<(String, Vec<(&str, Arg<'static>)>)> =
        vec![("phase-landing".into(), vec![]), ("phase-landing-intro".into(), vec![])];
    for step in lesson.steps.iter().filter(|s| s.phase == 0) {
        ids.push((step.text.clone(), vec![]));
        for o in &step.options {
            ids.push((o.label.clone(), vec![]));
            ids.push((format!("{}-outcome", o.label), vec![("team", Arg::from("Red Lions"))]));
        }
        ids.push((format!("{}-note", step.text), vec![]));
    }
    for q in ["title", "q1", "q2", "q3", "background", "sources"] {
        let args = vec![("fought", Arg::from("Red Lions")), ("traded", Arg::from("Ørsted & Co"))];
        ids.push((format!("debrief-landing-{q}"), args));
    }
    let mut out = String::from(
        "# Phase 1 in three languages, side by side\n\n\
         Generated from `i18n/{en,de,es}/lesson.ftl` by `tests/side_by_side.rs` for review by\n\
         native-speaking teachers. Team names in the outcome and debrief lines are examples.\n\n\
         | id | English | Deutsch | Español |\n|---|---|---|---|\n",
    );
    for (id, args) in ids.iter().filter(|(id, _)| tr[0].has(id)) {
        let texts: Vec<String> = tr.iter().map(|t| cell(&t.tr(id, args))).collect();
        out.push_str(&format!("| `{id}` | {} | {} | {} |\n", texts[0], texts[1], texts[2]));
    }
    out
}

#[test]
fn the_side_by_side_review_is_current() {
    let path = "docs/phase-1-side-by-side.md";
    let want = side_by_side();
    if std::env::var_os("COLONY_WRITE_DOCS").is_some() {
        std::fs::write(path, &want).expect("write");
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(have == want, "{path} is out of date: run COLONY_WRITE_DOCS=1 cargo test --test side_by_side");
    assert!(want.lines().count() > 30);
}

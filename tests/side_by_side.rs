//! docs/texts-side-by-side.md puts the English, German and Spanish texts of every phase and
//! step side by side for review. This test keeps it true to the Fluent files; to rewrite it after a text
//! changes: `COLONY_WRITE_DOCS=1 cargo test --test side_by_side`.
#![allow(unused_results)] // a test drops what it does not check

use colony::i18n::{Arg, Language, Translator};
use colony::lesson::Lesson;

fn cell(s: &str) -> String {
    s.replace('|', "\\|")
}

fn side_by_side() -> String {
    let lesson = Lesson::builtin();
    let tr: Vec<Translator> = Language::ALL.into_iter().map(Translator::new).collect();
    let team = || vec![("team", Arg::from("Los Halcones"))];
    let mut out = String::from(
        "# Every text of the lesson in three languages, side by side\n\n\
         Generated from `i18n/{en,de,es}/lesson.ftl` by `tests/side_by_side.rs` for review by\n\
         native-speaking teachers: every phase and every step, with what the teacher reads out,\n\
         the cards, the outcomes, the projector screen's sentences, the teacher's notes and the\n\
         debrief. Team names are examples (a plural name on purpose). The words follow\n\
         `docs/glossary.md`.\n",
    );
    let table = |out: &mut String, ids: Vec<(String, Vec<(&str, Arg<'static>)>)>| {
        out.push_str("\n| id | English | Deutsch | Español |\n|---|---|---|---|\n");
        for (id, args) in ids.iter().filter(|(id, _)| tr[0].has(id)) {
            let texts: Vec<String> = tr.iter().map(|t| cell(&t.tr(id, args))).collect();
            out.push_str(&format!("| `{id}` | {} | {} | {} |\n", texts[0], texts[1], texts[2]));
        }
    };
    for (p, phase) in lesson.phases.iter().enumerate() {
        out.push_str(&format!("\n## Phase {}: {}\n", p + 1, tr[0].text(&phase.name)));
        table(&mut out, vec![(phase.name.clone(), vec![]), (phase.intro.clone(), vec![])]);
        for step in lesson.steps.iter().filter(|s| s.phase == p) {
            out.push_str(&format!("\n### {}\n", tr[0].text(&format!("step-name-{}", step.id))));
            let mut ids = vec![(format!("step-name-{}", step.id), vec![]), (step.text.clone(), vec![])];
            for o in &step.options {
                ids.push((o.label.clone(), vec![]));
                ids.push((format!("{}-outcome", o.label), team()));
                ids.push((format!("{}-outcome-you", o.label), vec![]));
                ids.push((format!("{}-projector", o.label), vec![("count", Arg::from(1))]));
                ids.push((format!("{}-projector", o.label), vec![("count", Arg::from(3))]));
            }
            ids.push((format!("{}-note", step.text), vec![]));
            table(&mut out, ids);
        }
        let id = &phase.id;
        if tr[0].has(&format!("debrief-{id}-title")) {
            out.push_str("\n### Debrief\n");
            let names = [
                "fought",
                "traded",
                "church",
                "refused",
                "slavery",
                "attacked",
                "negotiated",
                "dictatorship",
                "democracy",
            ];
            let args: Vec<(&str, Arg<'static>)> =
                names.iter().map(|n| (*n, Arg::from("Los Halcones, Ørsted & Co"))).collect();
            let ids = ["title", "q1", "q2", "q3", "q4", "short", "background", "sources"]
                .iter()
                .map(|q| (format!("debrief-{id}-{q}"), args.clone()))
                .collect();
            table(&mut out, ids);
        }
    }
    out.push_str("\n## The closing questions\n");
    table(&mut out, (1..=4).map(|i| (format!("results-debrief-{i}"), vec![])).collect());
    out
}

#[test]
fn the_side_by_side_review_is_current() {
    let path = "docs/texts-side-by-side.md";
    let want = side_by_side();
    if std::env::var_os("COLONY_WRITE_DOCS").is_some() {
        std::fs::write(path, &want).expect("write");
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(have == want, "{path} is out of date: run COLONY_WRITE_DOCS=1 cargo test --test side_by_side");
    assert!(want.lines().count() > 150, "every step of every phase");
}

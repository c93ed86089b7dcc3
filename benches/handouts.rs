//! Handout speed: every document (blank and filled) in all three languages, as PDF bytes.
//! Target: under 0.5 s in all.
#![allow(unused_results)] // a test drops what it does not check

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

use colony::engine::Record;
use colony::handouts::{self, writer::Paper};
use colony::i18n::{Language, Translator};
use colony::lesson::Lesson;

fn bench(c: &mut Criterion) {
    let lesson = Lesson::builtin();
    let rec = Record::from_json(&std::fs::read_to_string("rules/tests/data/example-game.json").expect("example"))
        .expect("parses");
    let trs: Vec<Translator> = Language::ALL.into_iter().map(Translator::new).collect();
    let mut g = c.benchmark_group("handouts");
    g.sample_size(20);
    // The blank set a teacher prints before the first lesson (issue 15: under 0.5 s).
    g.bench_function("blank documents in all three languages", |b| {
        b.iter(|| {
            let mut bytes = 0;
            for tr in &trs {
                for doc in handouts::blank(tr, &lesson, Paper::A4) {
                    bytes += doc.pdf().len();
                }
            }
            black_box(bytes)
        });
    });
    // A 12-team class whose names use every script the fonts cover: the filled documents.
    let scripts = [
        "Équipe Ærø",
        "Ομάδα",
        "Команда",
        "فريق النجوم",
        "مُحَمَّد",
        "צוות",
        "שָׁלוֹם",
        "星星队",
        "チーム桜",
        "東京",
        "🚀 Rockets",
        "👩‍💻 Coders",
    ];
    let teams = scripts.iter().map(|n| colony::engine::TeamInfo::new(*n, "grey")).collect();
    let mut all = colony::engine::Session::new(std::sync::Arc::new(lesson.clone()), teams, 5).expect("session");
    let mut p = colony::simulate::Player::new(5);
    while !all.game().is_over() {
        let input = p.choose(all.game());
        all.apply(input).expect("legal");
    }
    g.bench_function("filled documents of a 12-team class in every script, one language", |b| {
        b.iter(|| {
            black_box(
                handouts::filled(&trs[0], &lesson, Paper::A4, &all).into_iter().map(|d| d.pdf().len()).sum::<usize>(),
            )
        });
    });
    g.bench_function("all documents in all three languages", |b| {
        b.iter(|| {
            let mut bytes = 0;
            for tr in &trs {
                let session =
                    colony::engine::Session::replay(std::sync::Arc::new(lesson.clone()), rec.clone()).expect("replays");
                for doc in handouts::blank(tr, &lesson, Paper::A4).into_iter().chain(handouts::filled(
                    tr,
                    &lesson,
                    Paper::A4,
                    &session,
                )) {
                    bytes += doc.pdf().len();
                }
            }
            black_box(bytes)
        });
    });
    g.finish();

    // 1,000 class records (whole 6-team games) into one results file and one decisions file.
    let lesson = std::sync::Arc::new(lesson);
    let records: Vec<Record> = (0..1000u64)
        .map(|seed| {
            let teams = (0..6).map(|i| colony::engine::TeamInfo::new(format!("Team {i}"), "grey")).collect();
            let mut s = colony::engine::Session::new(lesson.clone(), teams, seed).expect("session");
            let mut p = colony::simulate::Player::new(seed);
            while !s.game().is_over() {
                let input = p.choose(s.game());
                s.apply(input).expect("legal");
            }
            s.record().clone()
        })
        .collect();
    let opts = colony::export::Options::for_language(Language::De);
    let mut g = c.benchmark_group("export");
    g.sample_size(10);
    // Each record is replayed into its timeline once, as the command and the library do.
    let replay = || -> Vec<colony::engine::Session> {
        records.iter().map(|r| colony::engine::Session::replay(lesson.clone(), r.clone()).expect("replays")).collect()
    };
    g.bench_function("results of 1,000 classes", |b| {
        b.iter(|| {
            let sessions = replay();
            let classes: Vec<&colony::engine::Session> = sessions.iter().collect();
            black_box(colony::export::results(&lesson, &classes, opts).expect("exports").len())
        });
    });
    g.bench_function("decisions of 1,000 classes", |b| {
        b.iter(|| {
            let sessions = replay();
            let classes: Vec<&colony::engine::Session> = sessions.iter().collect();
            black_box(colony::export::decisions(&lesson, &classes, opts).expect("exports").len())
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Names from the teacher in any script flow through the console, the record, the PDFs and
//! the CSV without breaking any of them: accents, Greek, Cyrillic, Arabic, emoji, the longest
//! name allowed (80 characters), and an empty name.
#![allow(unused_results)] // a test drops what it does not check

mod common;
use common::Drive;
use std::sync::Arc;

use colony::engine::{Record, Session, TeamInfo};
use colony::export::{self, Options};
use colony::gui::{App, Message, SetupMsg};
use colony::handouts::{self, writer::Paper};
use colony::i18n::{Language, Translator};
use colony::lesson::Lesson;
use colony::simulate::Player;
use colony::store::Library;

fn names() -> Vec<String> {
    vec![
        "Los Conquistadores ñ é ü".to_string(),
        "Ελλάδα".to_string(),
        "Колония".to_string(),
        "المستعمرة العربية".to_string(),
        "🚢 Ships & ⚓ Anchors 🌍".to_string(),
        "Ø".repeat(colony::engine::limits::NAME_CHARS),
    ]
}

#[test]
fn strange_names_survive_the_record_the_pdfs_and_the_csv() {
    let lesson = Arc::new(Lesson::builtin());
    let teams = names().into_iter().map(|n| TeamInfo::new(n, "grey")).collect();
    let mut s = Session::new(lesson.clone(), teams, 8).expect("session");
    s.set_class("", "");
    let mut player = Player::new(8);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    // The record, through JSON and a file.
    let dir = std::env::temp_dir().join(format!("colony-unicode-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("u.json");
    colony::store::save_record(&path, s.record()).expect("save");
    let back = colony::store::load_record(&path).expect("load");
    assert_eq!(&back, s.record());
    assert_eq!(back.names(), names());
    let replayed = colony::engine::Session::replay(lesson.clone(), back.clone()).expect("replays");
    // The PDFs: every language, both papers; nothing leaves its box.
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for paper in [Paper::A4, Paper::Letter] {
            for doc in handouts::filled(&tr, &lesson, paper, &replayed) {
                for p in &doc.writer.placed {
                    assert!(p.x + p.width <= p.limit + 0.01, "{}: «{}» leaves its box", doc.name, p.text);
                }
                assert!(doc.pdf().starts_with(b"%PDF"));
            }
        }
    }
    // The CSV: names come back unchanged.
    let bytes = export::results(&lesson, &[&replayed], Options::for_language(Language::Es)).expect("csv");
    let text = String::from_utf8(bytes).expect("utf-8");
    let mut reader =
        csv::ReaderBuilder::new().delimiter(b';').from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    let teams: std::collections::BTreeSet<String> = reader.records().map(|r| r.expect("row")[3].to_string()).collect();
    assert_eq!(teams, names().into_iter().collect());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_console_takes_any_name_and_an_empty_one() {
    let dir = std::env::temp_dir().join(format!("colony-unicode-gui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::Start(colony::gui::StartMsg::NewClass));
    for _ in 0..2 {
        app.drive(Message::Setup(SetupMsg::AddTeam));
    }
    for (i, n) in names().into_iter().enumerate().take(5) {
        app.drive(Message::Setup(SetupMsg::Name(i, n)));
    }
    app.drive(Message::Setup(SetupMsg::Name(5, String::new())));
    app.drive(Message::Setup(SetupMsg::Class("Ελλάδα 🚢 9β".into())));
    app.drive(Message::Setup(SetupMsg::Start));
    let l = app.lesson().expect("the lesson started");
    let got = l.names();
    assert_eq!(&got[..5], &names()[..5]);
    assert_eq!(got[5], "Team 6", "an empty name gets the seat's default");
    let _ = iced_test::Simulator::with_size(iced::Settings::default(), iced::Size::new(1366.0, 768.0), app.view_main())
        .snapshot(&iced::Theme::Light)
        .expect("renders");
    let saved = colony::store::load_record(app.lesson().expect("lesson").path()).expect("saved");
    assert_eq!(saved.class, "Ελλάδα 🚢 9β");
    let record: Record = saved;
    assert_eq!(record.names()[..5], names()[..5]);
    let _ = std::fs::remove_dir_all(&dir);
}

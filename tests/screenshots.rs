//! Renders every screen of the console in English, German and Spanish with the iced_test
//! simulator and writes them to docs/screenshots/ (run on purpose:
//! `cargo test --test screenshots -- --ignored`, then halve them for the docs with
//! `mogrify -resize 50% -strip docs/screenshots/*.png`). The pictures are checked by eye.

use iced::{Size, Theme};
use iced_test::Simulator;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use colony::engine::{Expect, Record, Session, TeamInfo};
use colony::gui::{App, LessonMsg, Message, Screen, Setup};
use colony::i18n::{Language, Translator};
use colony::lesson::Lesson as LessonFile;
use colony::simulate::Player;
use colony::store::Library;

fn shoot(element: iced::Element<'_, Message>, size: Size, out: &Path) {
    let tmp = std::env::temp_dir().join(format!("colony-shot-{}", std::process::id()));
    let mut ui = Simulator::with_size(iced::Settings::default(), size, element);
    let snapshot = ui.snapshot(&Theme::Light).expect("renders");
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(snapshot.matches_image(tmp.join("shot")).expect("writes"));
    let written = std::fs::read_dir(&tmp).expect("dir").flatten().next().expect("a png").path();
    std::fs::create_dir_all(out.parent().expect("parent")).expect("docs dir");
    std::fs::copy(written, out).expect("copy");
    let _ = std::fs::remove_dir_all(&tmp);
}

fn example(upto: usize) -> Record {
    let text = std::fs::read_to_string("rules/tests/data/example-game.json").expect("example");
    let mut rec = Record::from_json(&text).expect("parses");
    rec.entries.truncate(upto);
    rec
}

fn open(app: &mut App, rec: Record, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(format!("{name}.json"));
    colony::store::save_record(&path, &rec).expect("save");
    app.resume(path.clone());
    path
}

#[test]
#[ignore]
fn screenshots_of_every_screen() {
    let size = Size::new(1366.0, 768.0);
    for lang in Language::ALL {
        let out = |name: &str| PathBuf::from(format!("docs/screenshots/{}-{name}.png", lang.code()));
        let dir = std::env::temp_dir().join(format!("colony-shots-{}-{}", lang.code(), std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("classes")).expect("dir");
        let lib = Library::new(&dir);
        let mut rec = example(9);
        rec.class = "9b".into();
        lib.save(&dir.join("classes/9b.json"), &rec).expect("save");
        let mut done = example(29);
        done.class = "10a".into();
        lib.save(&dir.join("classes/10a.json"), &done).expect("save");
        let mut app = App::new(lib, lang);
        shoot(app.view_main(), size, &out("1-start"));

        app.screen = Screen::Setup(Setup::new(&Translator::new(lang), "2026-11-30".into(), 4711, 2..=12));
        shoot(app.view_main(), size, &out("2-new-class"));

        open(&mut app, example(1), &dir, "decision");
        let _ = app.update(Message::Lesson(LessonMsg::ShowNext));
        shoot(app.view_main(), size, &out("3-decision"));
        shoot(app.view_projector(), Size::new(1280.0, 800.0), &out("4-projector-situation"));
        for (t, c) in [(0, 1), (1, 2), (2, 3)] {
            let _ = app.update(Message::Lesson(LessonMsg::Card(t, c)));
        }
        let _ = app.update(Message::Lesson(LessonMsg::Dice("5 coffee".into())));
        shoot(app.view_main(), size, &out("5-cards-entered"));
        let _ = app.update(Message::Lesson(LessonMsg::Resolve));
        shoot(app.view_main(), size, &out("5b-after-resolve"));
        shoot(app.view_projector(), Size::new(1280.0, 800.0), &out("6-projector-reveal"));

        open(&mut app, example(4), &dir, "invest");
        shoot(app.view_main(), size, &out("7-investment"));

        open(&mut app, example(15), &dir, "war");
        let _ = app.update(Message::Lesson(LessonMsg::ShowNext));
        shoot(app.view_main(), size, &out("8-colonial-war"));

        let _ = app.update(Message::Lesson(LessonMsg::TeamPanel(Some(1))));
        shoot(app.view_main(), size, &out("8b-team-countries"));

        open(&mut app, example(29), &dir, "results");
        shoot(app.view_main(), size, &out("9-results"));
        let _ = app.update(Message::Lesson(LessonMsg::ToggleHistory));
        shoot(app.view_main(), size, &out("10-history"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A 12-team lesson: how long an entry takes to update and draw (the view built and laid
/// out by the simulator and rendered by the software renderer).
#[test]
#[ignore]
fn an_entry_redraws_quickly_with_twelve_teams() {
    let lesson = Arc::new(LessonFile::builtin());
    let teams = (0..12).map(|i| TeamInfo::new(format!("Team {} with a long name", i + 1), "red")).collect();
    let mut s = Session::new(lesson, teams, 5).expect("session");
    let mut player = Player::new(5);
    // Play into phase 3 so the board is full.
    while s.game().state().step < 8 {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let dir = std::env::temp_dir().join(format!("colony-redraw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new(Library::new(&dir), Language::En);
    let path = dir.join("twelve.json");
    colony::store::save_record(&path, s.record()).unwrap_or_else(|_| {
        std::fs::create_dir_all(&dir).expect("dir");
        colony::store::save_record(&path, s.record()).expect("save");
    });
    app.resume(path);
    let mut worst = std::time::Duration::ZERO;
    for round in 0..5 {
        let expect = app.lesson().map(|l| l.session.game().expecting());
        let Some(Expect::Decide { choosing }) = expect else {
            break;
        };
        for t in 0..12 {
            if choosing.contains(t) {
                let _ = app.update(Message::Lesson(LessonMsg::Card(t, 2)));
            }
        }
        let start = std::time::Instant::now();
        let _ = app.update(Message::Lesson(LessonMsg::Resolve));
        let updated = start.elapsed();
        let took = {
            let element = app.view_main();
            let viewed = start.elapsed();
            let mut ui = Simulator::with_size(iced::Settings::default(), Size::new(1366.0, 768.0), element);
            let laid_out = start.elapsed();
            let _ = ui.snapshot(&Theme::Light).expect("renders");
            eprintln!(
                "round {round}: update (engine + save) {updated:?}, view {:?}, layout {:?}, render {:?}",
                viewed - updated,
                laid_out - viewed,
                start.elapsed() - laid_out
            );
            start.elapsed()
        };
        worst = worst.max(took);
        // The simulator always renders at twice the size; half the window in each direction
        // gives the pixel count of a 1366x768 screen at scale 1.
        {
            let t = std::time::Instant::now();
            let mut ui = Simulator::with_size(iced::Settings::default(), Size::new(683.0, 384.0), app.view_main());
            let _ = ui.snapshot(&Theme::Light).expect("renders");
            eprintln!("round {round}: a frame of 1366x768 pixels laid out and rendered in {:?}", t.elapsed());
        }
        let _ = app.update(Message::Lesson(LessonMsg::ShowNext));
    }
    eprintln!("worst: {worst:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

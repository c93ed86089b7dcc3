//! The teacher's console, driven through its messages and the iced_test simulator: a whole
//! lesson with four teams (every step, a war, undo, a correction, the results), checking what
//! the screen and the projector show, and that the saved record replays to the same game.

use iced::Size;
use iced_test::{Error, Simulator};
use std::path::PathBuf;
use std::sync::Arc;

use colony::engine::{Expect, Session};
use colony::gui::{App, LessonMsg, Message, SetupMsg};
use colony::i18n::Language;
use colony::lesson::Lesson as LessonFile;
use colony::store::Library;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("colony-gui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn sim(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(iced::Settings::default(), Size::new(1366.0, 3000.0), app.view_main())
}

fn projector(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(iced::Settings::default(), Size::new(1280.0, 2400.0), app.view_projector())
}

/// Clicks on the teacher's screen and carries out the messages.
fn click(app: &mut App, label: &str) -> Result<(), Error> {
    let mut ui = sim(app);
    let _ = ui.click(label)?;
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking «{label}» sent nothing");
    for m in messages {
        let _ = app.update(m);
    }
    Ok(())
}

fn send(app: &mut App, m: LessonMsg) {
    let _ = app.update(Message::Lesson(m));
}

fn shows(app: &App, text: &str) -> bool {
    sim(app).find(text).is_ok()
}

/// Whether some text on the teacher's screen contains `part`.
fn shows_part(app: &App, part: &str) -> bool {
    sim(app)
        .find(|c: iced_test::selector::Candidate<'_>| match c {
            iced_test::selector::Candidate::Text { content, .. } if content.contains(part) => Some(()),
            _ => None,
        })
        .is_ok()
}

fn expecting(app: &App) -> Expect {
    app.lesson().expect("a lesson is open").session.game().expecting()
}

/// The example game's first `upto` entries.
fn example(upto: usize) -> colony::engine::Record {
    let text = std::fs::read_to_string("rules/tests/data/example-game.json").expect("example");
    let mut rec = colony::engine::Record::from_json(&text).expect("parses");
    rec.entries.truncate(upto);
    rec
}

/// The console with the example game's first `upto` entries open, saved as `dir/name.json`.
fn open_example(dir: &std::path::Path, name: &str, upto: usize) -> (App, PathBuf) {
    let path = dir.join(format!("{name}.json"));
    colony::store::save_record(&path, &example(upto)).expect("save");
    let mut app = App::new(Library::new(dir), Language::En);
    app.resume(path.clone());
    (app, path)
}

#[test]
fn a_whole_lesson_through_the_console() -> Result<(), Error> {
    let dir = temp_dir("lesson");
    let mut app = App::new(Library::new(&dir), Language::En);
    assert!(shows(&app, "No classes yet. Press \"New class\" to set one up."));

    click(&mut app, "New class")?;
    let _ = app.update(Message::Setup(SetupMsg::Class("9b history".into())));
    let _ = app.update(Message::Setup(SetupMsg::Name(1, "Ørsted & Co".into())));
    let _ = app.update(Message::Setup(SetupMsg::Name(2, "Ελλάδα".into())));
    let _ = app.update(Message::Setup(SetupMsg::Seed("2024".into())));
    // The seating order can be changed before the game starts.
    let _ = app.update(Message::Setup(SetupMsg::Down(0)));
    let _ = app.update(Message::Setup(SetupMsg::Up(1)));
    click(&mut app, "Start the game")?;
    assert!(shows(&app, "Land on the coast"));
    assert_eq!(app.lesson().expect("lesson").names(), vec!["Team 1", "Ørsted & Co", "Ελλάδα", "Team 4"]);

    // The projector shows the situation, never the consequences.
    assert!(projector(&app).find("Your ships reach the coast. Each nation takes one coastal country, with one army and one load of goods.").is_ok());
    click(&mut app, "Land on the coast")?;
    assert!(shows(&app, "What happened"));
    assert!(projector(&app).find("What happened").is_ok(), "the reveal shows the outcomes");
    click(&mut app, "Show the next situation on the projector")?;

    // Contact: the consequences are folded away until the teacher opens them.
    assert!(!shows(&app, "1: roll the die [1-3: -1A -1P; 4-6: +1L -1P]"));
    click(&mut app, "Show the consequences (teacher only)")?;
    assert!(shows(&app, "1: roll the die [1-3: -1A -1P; 4-6: +1L -1P]"));
    assert!(projector(&app).find("1: roll the die [1-3: -1A -1P; 4-6: +1L -1P]").is_err());

    // Cards by keyboard: 2, 2, 3, 1 for the teams in turn, then Enter.
    for c in [2, 2, 3, 1] {
        let l = match &mut app.screen {
            colony::gui::Screen::Lesson(l) => l,
            _ => panic!("no lesson"),
        };
        l.key_card(c);
    }
    click(&mut app, "Resolve")?;
    assert!(shows(&app, "Ørsted & Co traded with the people of the coast: goods for goods, for now on equal terms."));
    assert_eq!(app.lesson().expect("lesson").session.record().entries.len(), 2);

    // Undo takes the cards back; entering them again brings the same dice (same seed).
    let before = app.lesson().expect("lesson").session.game().state().clone();
    click(&mut app, "Undo (Ctrl+Z)")?;
    assert_eq!(app.lesson().expect("lesson").session.record().entries.len(), 1);
    for (t, c) in [2, 2, 3, 1].into_iter().enumerate() {
        send(&mut app, LessonMsg::Card(t, c));
    }
    send(&mut app, LessonMsg::Resolve);
    assert_eq!(app.lesson().expect("lesson").session.game().state(), &before);

    // Play on: every step until the end, with one war.
    let mut fought = false;
    for _ in 0..400 {
        let l = app.lesson().expect("lesson");
        let st = l.session.game().state().clone();
        let step_kind = l.session.game().lesson().steps.get(st.step).map(|s| s.kind);
        match expecting(&app) {
            Expect::Over => break,
            Expect::Proceed => send(&mut app, LessonMsg::Proceed),
            Expect::PlaceRebellions => click(&mut app, "Place the rebellions")?,
            Expect::Invest => {
                send(&mut app, LessonMsg::Armies(0, 1));
                click(&mut app, "Confirm the investments")?;
            }
            Expect::Decide { choosing } => {
                let war = step_kind == Some(colony::lesson::StepKind::ColonialWars);
                let cards: Vec<(usize, u8)> = (0..4)
                    .filter(|&t| choosing.contains(t))
                    .map(|t| {
                        let card = if war && t == 0 { 1 } else { 2 };
                        (t, if l.session.game().card_allowed(t, card).is_ok() { card } else { 3 - card })
                    })
                    .collect();
                for (t, card) in cards {
                    send(&mut app, LessonMsg::Card(t, card));
                }
                click(&mut app, "Resolve")?;
            }
            Expect::Attack { attacker } => {
                let a = usize::from(attacker);
                let from = st.countries_of(a).iter().copied().max_by_key(|&c| st.countries[usize::from(c)].armies);
                let target = (0..4).filter(|&t| t != a).flat_map(|t| st.countries_of(t).to_vec()).next();
                match (fought, from, target) {
                    (false, Some(f), Some(t)) if st.countries[usize::from(f)].armies > 0 => {
                        send(&mut app, LessonMsg::From(f));
                        send(&mut app, LessonMsg::Target(t));
                        click(&mut app, "Attack")?;
                        assert!(shows(&app, "Throw"), "the fight shows its armies and the throw button");
                        fought = true;
                    }
                    _ => click(&mut app, "No more attacks")?,
                }
            }
            Expect::Throw { fight, .. } => {
                if st.countries[usize::from(fight.from)].armies <= 1 {
                    click(&mut app, "Break off")?;
                } else {
                    click(&mut app, "Throw")?;
                }
            }
            Expect::Occupy { .. } => click(&mut app, "Move in")?,
        }
        if let Some(e) = &app.lesson().expect("lesson").error {
            panic!("refused: {e}");
        }
    }
    assert!(fought, "the lesson had a war");
    assert!(matches!(expecting(&app), Expect::Over));
    assert!(shows(&app, "Richest"));
    assert!(shows(&app, "Most respected"));
    assert!(shows(&app, "Gold and prestige after each phase"));

    // The filled score sheet and debrief sheet, as PDF, from the results screen.
    click(&mut app, "Score sheet and debrief sheet as PDF")?;
    let stem = app.lesson().expect("lesson").path.file_stem().expect("stem").to_string_lossy().into_owned();
    for name in ["score-sheet-filled.pdf", "debrief-sheet.pdf"] {
        let pdf = std::fs::read(dir.join("handouts").join(&stem).join(name)).expect("the PDF was written");
        assert!(pdf.starts_with(b"%PDF"), "{name} is a PDF");
    }
    assert!(shows(&app, &format!("Saved as PDF in {}", dir.join("handouts").join(&stem).display())));

    // A correction from the history: Ελλάδα really laid card 1 at the first contact.
    click(&mut app, "History")?;
    send(&mut app, LessonMsg::Fix(1));
    send(&mut app, LessonMsg::FixCard(2, 1));
    click(&mut app, "See what changes")?;
    let preview_ok = {
        let l = app.lesson().expect("lesson");
        matches!(&l.fix, Some(f) if matches!(f.preview, Some(Ok(_))))
    };
    if preview_ok {
        assert!(sim(&app).find("Confirm the change").is_ok());
        click(&mut app, "Confirm the change")?;
        let l = app.lesson().expect("lesson");
        assert_eq!(l.session.game().state().card(1, 2), Some(1));
    } else {
        // The change made a later entry impossible: the screen says which, nothing changed.
        let l = app.lesson().expect("lesson");
        assert_eq!(l.session.game().state().card(1, 2), Some(3));
    }

    // Everything was saved: the file replays to the game on screen.
    let _ = app.update(Message::Lesson(LessonMsg::ToggleHistory));
    let l = app.lesson().expect("lesson");
    let rec = colony::store::load_record(&l.path).expect("saved record");
    let replayed = Session::replay(Arc::new(LessonFile::builtin()), rec).expect("replays");
    assert_eq!(replayed.game(), l.session.game());
    assert_eq!(replayed.record().class, "9b history");

    // A correction by hand, with its reason, from a team's countries.
    let gold = app.lesson().expect("lesson").session.game().state().teams[1].gold;
    send(&mut app, LessonMsg::TeamPanel(Some(1)));
    assert!(shows(&app, "Reason for a correction (kept in the record)"));
    send(&mut app, LessonMsg::Reason("counted twice".into()));
    send(&mut app, LessonMsg::Correct(1, colony::engine::Counter::Gold, -1));
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session.game().state().teams[1].gold, gold.saturating_sub(1));
    assert!(matches!(
        &l.session.record().entries.last().expect("entry").input,
        colony::engine::Input::Correct { reason, .. } if reason == "counted twice"
    ));
    assert!(shows(
        &app,
        &format!("The teacher corrected a number of Ørsted & Co: {gold} → {}.", gold.saturating_sub(1))
    ));

    // Back to the library: the class is listed and finished.
    click(&mut app, "← Classes")?;
    assert!(shows(&app, "9b history"));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_interface_switches_language_at_any_time() -> Result<(), Error> {
    let dir = temp_dir("lang");
    let mut app = App::new(Library::new(&dir), Language::En);
    let _ = app.update(Message::Language(colony::gui::LangChoice(Language::De)));
    click(&mut app, "Unterlagen zum Drucken (PDF)")?;
    assert!(dir.join("handouts/blank/de/phase-forms.pdf").exists(), "blank handouts in German");
    assert!(shows(&app, "Neue Klasse"));
    click(&mut app, "Neue Klasse")?;
    assert!(shows(&app, "Spiel beginnen"));
    let _ = app.update(Message::Language(colony::gui::LangChoice(Language::Es)));
    assert!(shows(&app, "Empezar la partida"));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_refused_entry_is_explained_and_nothing_is_lost() -> Result<(), Error> {
    let dir = temp_dir("refused");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    let _ = app.update(Message::Setup(SetupMsg::Typed(true)));
    click(&mut app, "Start the game")?;
    // Typed dice: the landing needs four counters drawn; with none typed the app asks.
    click(&mut app, "Land on the coast")?;
    assert!(shows(&app, "Draw a counter from the bag for Team 1 and enter its product."));
    send(&mut app, LessonMsg::Dice("sugar gold tea coffe".into()));
    click(&mut app, "Land on the coast")?;
    assert!(shows(&app, "\"coffe\" is neither a die (1-6) nor a product."));
    send(&mut app, LessonMsg::Dice("sugar gold tea coffee".into()));
    click(&mut app, "Land on the coast")?;
    assert!(shows(&app, "Team 4 gains one coffee counter in country 4."));
    // A class whose file cannot be written: the entry stays, the teacher is told.
    let l = app.lesson().expect("lesson");
    assert!(l.save_error.is_none());
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_teacher_changes_where_a_rebellion_goes() -> Result<(), Error> {
    let dir = temp_dir("rebels");
    let (mut app, _) = open_example(&dir, "rebels", 26);
    assert!(matches!(expecting(&app), Expect::PlaceRebellions));
    assert!(shows(&app, "Ørsted & Co: rebellions in country 7, 2"), "the proposal: countries 6 and 1");
    send(&mut app, LessonMsg::RebelOwn(1, 4));
    click(&mut app, "Place the rebellions")?;
    let st = app.lesson().expect("lesson").session.game().state().clone();
    assert!(st.countries[4].rebellion && st.countries[6].rebellion);
    assert!(!st.countries[1].rebellion, "the extra one went to the strongest country left");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_teacher_changes_where_the_extra_rebellion_goes() -> Result<(), Error> {
    let dir = temp_dir("rebels-extra");
    let (mut app, _) = open_example(&dir, "rebels", 26);
    // Ørsted & Co's extra rebellion goes to country 5 instead of the proposed country 1.
    send(&mut app, LessonMsg::RebelExtra(1, 5));
    click(&mut app, "Place the rebellions")?;
    let st = app.lesson().expect("lesson").session.game().state().clone();
    assert!(st.countries[5].rebellion && st.countries[6].rebellion && !st.countries[1].rebellion);
    // A country that already has one is refused, with the reason on screen.
    let mut app = App::new(Library::new(&dir), Language::En);
    app.resume(dir.join("rebels.json"));
    let _ = app.update(Message::Lesson(LessonMsg::Undo));
    send(&mut app, LessonMsg::RebelExtra(1, 6));
    click(&mut app, "Place the rebellions")?;
    assert!(shows(&app, "Country 7 already has a rebellion; a country holds only one."));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_mistyped_die_is_changed_in_the_history() -> Result<(), Error> {
    let dir = temp_dir("dice");
    let (mut app, path) = open_example(&dir, "dice", 5);
    click(&mut app, "History")?;
    send(&mut app, LessonMsg::FixDice(2));
    assert!(shows(&app, "4 tea 1"), "the entry's dice and draws, as typed");
    send(&mut app, LessonMsg::FixDiceText("2 1".into()));
    click(&mut app, "See what changes")?;
    assert!(shows(&app, "Numbers would change for: Ελλάδα"));
    click(&mut app, "Confirm the change")?;
    let l = app.lesson().expect("lesson");
    assert_eq!(
        l.session.record().entries[2].outcomes,
        vec![colony::engine::Outcome::Die(2), colony::engine::Outcome::Die(1)]
    );
    // Saved at once.
    let saved = colony::store::load_record(&path).expect("saved");
    assert_eq!(saved.entries[2].outcomes, l.session.record().entries[2].outcomes);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_lesson_runs_from_the_keyboard() {
    use iced::keyboard::{Event, Key, Location, Modifiers, key::Named};
    let press = |key: Key| {
        Message::Key(Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: iced::keyboard::key::Physical::Unidentified(iced::keyboard::key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: Modifiers::default(),
            text: None,
            repeat: false,
        })
    };
    let dir = temp_dir("keys");
    let mut app = App::new(Library::new(&dir), Language::En);
    let _ = app.update(Message::NewClass);
    let _ = app.update(Message::Setup(SetupMsg::Start));
    let _ = app.update(press(Key::Named(Named::Enter))); // land
    for c in ["2", "3", "2", "1"] {
        let _ = app.update(press(Key::Character(c.into())));
    }
    let _ = app.update(press(Key::Named(Named::Enter))); // resolve
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session.record().entries.len(), 2);
    assert_eq!(
        (0..4).map(|t| l.session.game().state().card(1, t)).collect::<Vec<_>>(),
        vec![Some(2), Some(3), Some(2), Some(1)]
    );
    let _ = app.update(Message::Key(Event::KeyPressed {
        key: Key::Character("z".into()),
        modified_key: Key::Character("z".into()),
        physical_key: iced::keyboard::key::Physical::Unidentified(iced::keyboard::key::NativeCode::Unidentified),
        location: Location::Standard,
        modifiers: Modifiers::CTRL,
        text: None,
        repeat: false,
    }));
    assert_eq!(app.lesson().expect("lesson").session.record().entries.len(), 1, "Ctrl+Z undoes");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_library_filters_archives_carries_and_compares() -> Result<(), Error> {
    let dir = temp_dir("library");
    let lib = Library::new(&dir);
    for (class, date) in [("9b history", "2025-05-12"), ("10a history", "2026-11-30")] {
        let mut rec = example(29);
        rec.class = class.into();
        rec.date = date.into();
        lib.save(&lib.new_path(class), &rec).expect("save");
    }
    let mut app = App::new(Library::new(&dir), Language::En);
    let _ = app.update(Message::Filter("2025".into()));
    assert!(shows(&app, "9b history") && !shows(&app, "10a history"), "filtered by year");
    let _ = app.update(Message::Filter(String::new()));

    let paths: Vec<PathBuf> = app.classes.iter().map(|c| c.path.clone()).collect();
    for p in &paths {
        let _ = app.update(Message::Select(p.clone(), true));
    }
    click(&mut app, "Export 2 ticked classes to CSV")?;
    let csv = std::fs::read_to_string(dir.join("exports/results.csv")).expect("results.csv");
    assert_eq!(csv.lines().count(), 1 + 2 * 12, "a header and 12 rows per class");
    assert!(dir.join("exports/decisions.csv").exists());

    click(&mut app, "Compare 2 classes")?;
    assert!(shows(&app, "Classes side by side"));
    let _ = app.update(Message::Compare(false));

    let ten = paths.iter().find(|p| p.to_string_lossy().contains("10a")).expect("10a").clone();
    let _ = app.update(Message::Archive(ten));
    assert!(!shows(&app, "10a history"), "archived classes leave the list");
    click(&mut app, "Show archived classes")?;
    assert!(shows(&app, "10a history"));
    click(&mut app, "Restore")?;
    assert_eq!(app.classes.len(), 2, "restored");

    let nine = app.classes.iter().find(|c| c.path.to_string_lossy().contains("9b")).expect("9b").path.clone();
    let _ = app.update(Message::ExportRecord(nine));
    let carried = dir.join("exports/9b-history.json");
    assert!(carried.exists(), "copied for the USB stick");
    let _ = app.update(Message::ImportPath(carried.display().to_string()));
    click(&mut app, "Import")?;
    assert_eq!(app.classes.len(), 3, "imported as a new class");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_broken_class_file_is_explained_and_its_backup_offered() -> Result<(), Error> {
    let dir = temp_dir("broken");
    let lib = Library::new(&dir);
    let path = lib.classes_dir().join("9b.json");
    for n in 0..=10 {
        lib.save(&path, &example(n)).expect("save");
    }
    std::fs::write(&path, b"{\"format\": 1, \"lesson\": ").expect("damage");
    let mut app = App::new(Library::new(&dir), Language::En);
    let _ = app.update(Message::Resume(path.clone()));
    assert!(app.lesson().is_none());
    assert!(sim(&app).find("Open the newest good backup").is_ok());
    let notice = app.notice.clone().expect("a notice");
    assert!(
        notice.text.contains("9b.json") && notice.text.contains("A good backup with 9 entries was found."),
        "{}",
        notice.text
    );
    click(&mut app, "Open the newest good backup")?;
    let l = app.lesson().expect("the backup opened");
    assert_eq!(l.session.record().entries.len(), 9);
    assert_ne!(l.path, path, "opened as a new class");
    assert_eq!(std::fs::read(&path).expect("read"), b"{\"format\": 1, \"lesson\": ", "the broken file is untouched");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_failed_save_keeps_the_entry_tells_the_teacher_and_resumes() -> Result<(), Error> {
    let dir = temp_dir("nosave");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    click(&mut app, "Start the game")?;
    // The folder the class is saved in is suddenly unusable (full disk, pulled stick).
    std::fs::write(dir.join("blocked"), b"a file, not a folder").expect("block");
    if let colony::gui::Screen::Lesson(l) = &mut app.screen {
        l.path = dir.join("blocked/class.json");
    }
    click(&mut app, "Land on the coast")?;
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session.record().entries.len(), 1, "the entry is kept in memory");
    assert!(l.save_error.as_deref().is_some_and(|e| e.starts_with("Could not save")));
    assert!(shows(&app, "NOT SAVED"));
    std::fs::remove_file(dir.join("blocked")).expect("unblock");
    click(&mut app, "Try again")?;
    let l = app.lesson().expect("lesson");
    assert!(l.save_error.is_none());
    let saved = colony::store::load_record(&dir.join("blocked/class.json")).expect("saved after all");
    assert_eq!(saved.entries.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn buildings_rebellions_and_the_slave_ship_can_be_corrected_by_hand() -> Result<(), Error> {
    let dir = temp_dir("flags");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    click(&mut app, "Start the game")?;
    click(&mut app, "Land on the coast")?;
    send(&mut app, LessonMsg::TeamPanel(Some(0)));
    click(&mut app, "port")?;
    click(&mut app, "rebellion")?;
    click(&mut app, "slave ship")?;
    let st = app.lesson().expect("lesson").session.game().state().clone();
    let first = st.countries_of(0)[0];
    let c = &st.countries[usize::from(first)];
    assert!(c.buildings.has(colony::engine::Building::Port) && c.rebellion && st.teams[0].slave_ship);
    click(&mut app, "port")?;
    let st = app.lesson().expect("lesson").session.game().state().clone();
    assert!(!st.countries[usize::from(first)].buildings.has(colony::engine::Building::Port), "pressed again: removed");
    assert_eq!(app.lesson().expect("lesson").session.record().entries.len(), 5, "every correction is an entry");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn an_investment_is_changed_in_the_history() -> Result<(), Error> {
    let dir = temp_dir("invest-fix");
    let (mut app, _) = open_example(&dir, "invest", 5);
    click(&mut app, "History")?;
    send(&mut app, LessonMsg::Fix(4));
    // Red Lions meant to keep the gold of their army.
    send(&mut app, LessonMsg::FixSpend(0, true, -1));
    click(&mut app, "See what changes")?;
    assert!(shows(&app, "Numbers would change for: Red Lions"));
    click(&mut app, "Confirm the change")?;
    let l = app.lesson().expect("lesson");
    match &l.session.record().entries[4].input {
        colony::engine::Input::Invest { spend, .. } => assert_eq!((spend[0].armies, spend[0].farms), (0, 1)),
        other => panic!("not an investment: {other:?}"),
    }
    assert_eq!(l.session.game().state().teams[0].gold, 5, "6 after income, one farm");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_team_that_spends_everything_sits_out_and_the_lesson_still_reaches_its_results() -> Result<(), Error> {
    let dir = temp_dir("broke");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    let _ = app.update(Message::Setup(SetupMsg::RemoveTeam(3)));
    click(&mut app, "Start the game")?;
    let mut sat_out = false;
    for _ in 0..400 {
        let l = app.lesson().expect("lesson");
        let game = l.session.game();
        let st = game.state().clone();
        match expecting(&app) {
            Expect::Over => break,
            Expect::Proceed => send(&mut app, LessonMsg::Proceed),
            Expect::PlaceRebellions => click(&mut app, "Place the rebellions")?,
            Expect::Invest => {
                // Team 1 spends every coin on armies: + beyond its gold does nothing more.
                let gold = st.teams[0].gold;
                for _ in 0..gold + 3 {
                    send(&mut app, LessonMsg::Armies(0, 1));
                }
                assert_eq!(app.lesson().expect("lesson").spend[0].armies, gold, "the engine's limit");
                click(&mut app, "Confirm the investments")?;
                assert_eq!(app.lesson().expect("lesson").session.game().state().teams[0].gold, 0);
            }
            Expect::Decide { choosing } => {
                let sits_here = game.sits_out(0) == Some(colony::engine::SitOut::NoGold);
                if sits_here {
                    // The row says why instead of showing dead buttons; Resolve works without it.
                    assert!(shows(&app, "Team 1: sits out: no gold for any card"));
                    sat_out = true;
                }
                let cards: Vec<(usize, u8)> =
                    (0..3).filter(|&t| choosing.contains(t)).map(|t| (t, game.allowed_cards(t)[0])).collect();
                for (t, card) in cards {
                    send(&mut app, LessonMsg::Card(t, card));
                }
                click(&mut app, "Resolve")?;
                if sits_here {
                    let said =
                        "Team 1: no gold for any option, so no card this time. Nothing else happens to the team.";
                    assert!(shows(&app, said), "the log says why");
                    assert!(projector(&app).find(said).is_ok(), "the wall says why");
                }
            }
            Expect::Attack { .. } => click(&mut app, "No more attacks")?,
            Expect::Throw { .. } => click(&mut app, "Break off")?,
            Expect::Occupy { .. } => click(&mut app, "Move in")?,
        }
        if let Some(e) = &app.lesson().expect("lesson").error {
            panic!("refused: {e}");
        }
    }
    assert!(sat_out, "team 1 reached a step it could not pay for");
    assert!(matches!(expecting(&app), Expect::Over));
    assert!(shows(&app, "Richest"));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn every_kind_of_error_reaches_the_teacher_in_the_interface_language() -> Result<(), Error> {
    let dir = temp_dir("errors-lang");
    // A refusal of the engine, in German.
    let mut app = App::new(Library::new(&dir), Language::De);
    click(&mut app, "Neue Klasse")?;
    let _ = app.update(Message::Setup(SetupMsg::Typed(true)));
    click(&mut app, "Spiel beginnen")?;
    click(&mut app, "An der Küste landen")?;
    assert!(shows(&app, "Zieh für Team 1 einen Marker aus dem Beutel und gib sein Produkt ein."));
    // A class file that is not a record, one that does not replay, one that is missing: Spanish.
    let _ = app.update(Message::Language(colony::gui::LangChoice(Language::Es)));
    let broken = dir.join("roto.json");
    std::fs::write(&broken, "{ \"format\": 1, ").expect("write");
    app.resume(broken);
    assert!(shows_part(&app, "no es un archivo de clase que Colony Classroom pueda leer"), "parse error in Spanish");
    let mut rec = example(10);
    rec.entries[3].outcomes.push(colony::engine::Outcome::Die(4));
    let bad = dir.join("malo.json");
    std::fs::write(&bad, rec.to_json()).expect("write");
    app.resume(bad);
    assert!(
        shows_part(&app, "La entrada 4 de este archivo de clase tiene una tirada o extracción de más"),
        "replay error in Spanish"
    );
    app.resume(dir.join("no-existe.json"));
    assert!(shows_part(&app, "el archivo o la carpeta no existe"), "I/O error in Spanish");
    // A save that fails, in German again.
    let (mut app, path) = open_example(&dir, "gesperrt", 3);
    let _ = app.update(Message::Language(colony::gui::LangChoice(Language::De)));
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(&path).expect("a folder where the file was");
    send(&mut app, LessonMsg::Undo);
    assert!(shows_part(&app, "Speichern hat nicht geklappt"), "save error in German");
    assert!(!shows_part(&app, "annot save"), "no English left in the message");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

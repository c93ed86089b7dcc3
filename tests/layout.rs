//! Measured, not guessed: with 12 teams of 40-character names, the console's card grid and
//! Resolve lie inside a 1366x768 window, and every projector screen fits 1280x720 and 1920x1080 in
//! three languages. Every text is checked from the laid-out widgets: inside the window, and not
//! squeezed to nothing (which is what iced does to what does not fit).
#![allow(unused_results)] // a test drops what it does not check

mod common;
use common::Drive;

use iced::Size;
use iced_test::Simulator;
use iced_test::selector::Candidate;
use std::path::Path;
use std::sync::Arc;

use colony::engine::{Card, Expect, Session, TeamInfo};
use colony::gui::{App, DraftMsg, EntryMsg, LessonMsg, Message, ShowMsg, Slide};
use colony::i18n::Language;
use colony::lesson::Lesson;
use colony::simulate::{Player, Policy};
use colony::store::Library;

fn settings() -> iced::Settings {
    iced::Settings { fonts: vec![colony::gui::style::SEMIBOLD_BYTES.into()], ..iced::Settings::default() }
}

fn long_names() -> Vec<String> {
    common::LONG_NAMES.iter().map(std::string::ToString::to_string).collect()
}

/// Every text of a view with its bounds.
fn texts(ui: &mut Simulator<'_, Message>) -> Vec<(String, iced::Rectangle)> {
    let mut out = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, bounds, .. } = c {
            out.push((content.to_string(), bounds));
        }
        None::<()>
    });
    out
}

/// Asserts that every non-empty text lies inside `size` and kept its height.
fn fits(what: &str, found: &[(String, iced::Rectangle)], size: Size) {
    assert!(!found.is_empty(), "{what}: no text at all");
    let mut wrong = Vec::new();
    for (content, b) in found {
        if content.trim().is_empty() {
            continue;
        }
        if b.height < 8.0 || b.width <= 0.5 {
            wrong.push(format!("«{content}» was squeezed to {b:?}: the layout overflows"));
        } else if b.x < -0.5 || b.y < -0.5 || b.x + b.width > size.width + 0.5 || b.y + b.height > size.height + 0.5 {
            wrong.push(format!("«{content}» at {b:?} leaves the {}x{} window", size.width, size.height));
        }
    }
    // No two texts on top of each other.
    let texts: Vec<&(String, iced::Rectangle)> = found.iter().filter(|(c, _)| !c.trim().is_empty()).collect();
    for (i, (a, ra)) in texts.iter().map(|p| (&p.0, &p.1)).enumerate() {
        for (b, rb) in texts.iter().skip(i + 1).map(|p| (&p.0, &p.1)) {
            if let Some(o) = ra.intersection(rb).filter(|o| o.width > 2.0 && o.height > 2.0) {
                wrong.push(format!("«{a}» and «{b}» overlap at {o:?}"));
            }
        }
    }
    // Every text with its bounds, to see where it went wrong.
    if !wrong.is_empty() {
        for (c, b) in found {
            eprintln!("{c:?} {b:?}");
        }
    }
    assert!(wrong.is_empty(), "{what}:\n{}", wrong.join("\n"));
}

/// A 12-team game of long names on the own board, played until `until`, saved in `dir` and
/// opened in `lang`.
fn open_at(dir: &Path, lang: Language, until: impl Fn(&Session) -> bool) -> App {
    open_on(dir, lang, until, false)
}

/// The same on the app's map (36 countries).
fn open_on_map_at(dir: &Path, lang: Language, until: impl Fn(&Session) -> bool) -> App {
    open_on(dir, lang, until, true)
}

fn open_on(dir: &Path, lang: Language, until: impl Fn(&Session) -> bool, on_map: bool) -> App {
    open_named(dir, lang, until, on_map, long_names())
}

fn open_named(dir: &Path, lang: Language, until: impl Fn(&Session) -> bool, on_map: bool, names: Vec<String>) -> App {
    let lesson = Arc::new(Lesson::builtin());
    let colours = colony::gui::Colour::ALL;
    let teams = names.into_iter().enumerate().map(|(i, n)| TeamInfo::new(n, colours[i].code())).collect();
    let mut s =
        if on_map { Session::on_map(lesson, teams, 3) } else { Session::new(lesson, teams, 3) }.expect("session");
    s.set_language(lang.code());
    let mut player = Player::with_policies(3, vec![Policy::WARMONGER, Policy::SPENDER, Policy::RANDOM]);
    while !s.game().is_over() && !until(&s) {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let board = if on_map { "map" } else { "own" };
    // A file of its own for each window: the app opens a class in one window only.
    static OPENED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = OPENED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = dir.join(format!("long-{board}-{}-{}-{n}.json", lang.code(), s.record().entries.len()));
    colony::store::save_record(&path, s.record()).expect("save");
    let mut app = App::new(Library::new(dir), lang);
    app.open_now(path);
    assert!(app.lesson().is_some(), "the class opened");
    // At the first step of a phase, past its opening as the teacher goes on from it.
    if app.lesson().is_some_and(|l| l.opening().is_some()) {
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Opening(false))));
    }
    app
}

fn at(id: &'static str) -> impl Fn(&Session) -> bool {
    move |s: &Session| s.game().lesson().steps.get(s.game().state().step).is_some_and(|st| st.id == id)
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("colony-layout-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

#[test]
fn twelve_teams_of_long_names_fit_the_card_grid_and_resolve_on_a_laptop() {
    let dir = temp("console");
    for (lang, size) in
        Language::ALL.into_iter().flat_map(|l| [Size::new(1366.0, 768.0), Size::new(1280.0, 800.0)].map(|s| (l, s)))
    {
        // The contact of phase 1 (long options) and the slavery of phase 3 (the longest text).
        for (step, on_map) in
            [("p1-contact", false), ("p3-slavery", false), ("p2-expansion", false), ("p2-contact", true)]
        {
            let mut app = open_on(&dir, lang, at(step), on_map);
            if on_map {
                // On the map, with a projector screen of its own open (the bar's second row).
                let main = iced::window::Id::unique();
                app.drive(Message::MainOpened(main));
                app.drive(Message::Posture(colony::gui::PostureMsg::Private));
                app.drive(Message::ProjectorOpened(iced::window::Id::unique()));
                app.drive(Message::DismissWarning);
                app.drive(Message::Resized(main, size));
            }
            // Some cards in, so that the grid shows both states.
            for t in 0..6 {
                let card = app.lesson().expect("lesson").session().game().allowed_cards(t).first().copied();
                if let Some(c) = card {
                    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
                }
            }
            let mut ui = Simulator::with_size(settings(), size, app.view_main());
            let found = texts(&mut ui);
            let resolve = colony::i18n::Translator::new(lang).text("lesson-resolve");
            let grid: Vec<_> = found
                .iter()
                .filter(|(c, _)| long_names().contains(c) || *c == resolve || ["1", "2", "3"].contains(&c.as_str()))
                .cloned()
                .collect();
            assert!(grid.iter().any(|(c, _)| *c == resolve), "{}: Resolve is shown", lang.code());
            assert!(grid.len() >= 13, "{} {step}: the grid's names and Resolve are found: {grid:?}", lang.code());
            fits(&format!("console {} {step}", lang.code()), &grid, size);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// With real dice, twelve teams of long names on the app's map and a laptop's 1366x768, the
/// first decision that needs a die refuses an entry without one: the refusal, the field for the
/// dice and the step's action are all in view without scrolling (below the fold, a refused
/// entry would look like nothing).
#[test]
fn a_refusal_and_the_dice_field_stay_in_view_with_twelve_teams() {
    let size = Size::new(1366.0, 768.0);
    let dir = temp("refusal");
    let needs_die = |s: &Session| {
        let mut player = Player::with_policies(3, vec![Policy::WARMONGER, Policy::SPENDER, Policy::RANDOM]);
        let input = player.choose(s.game());
        matches!(s.game().expecting(), Expect::Decide { .. })
            && matches!(
                s.game().clone().apply(&input, &mut colony::engine::Chance::given(Vec::new()), &mut Vec::new()),
                Err(colony::engine::RuleError::NeedDie { .. })
            )
    };
    for lang in Language::ALL {
        let lesson = Arc::new(Lesson::builtin());
        let colours = colony::gui::Colour::ALL;
        let teams = long_names().into_iter().enumerate().map(|(i, n)| TeamInfo::new(n, colours[i].code())).collect();
        let mut s = Session::on_map(lesson, teams, 3).expect("session");
        s.set_language(lang.code());
        let mut player = Player::with_policies(3, vec![Policy::WARMONGER, Policy::SPENDER, Policy::RANDOM]);
        while !s.game().is_over() && !needs_die(&s) {
            let input = player.choose(s.game());
            s.apply(input).expect("legal");
        }
        assert!(!s.game().is_over(), "a decision that needs a die");
        s.set_dice(colony::engine::Dice::Real);
        let path = dir.join(format!("dice-{}.json", lang.code()));
        colony::store::save_record(&path, s.record()).expect("save");
        let mut app = App::new(Library::new(&dir), lang);
        app.open_now(path);
        if app.lesson().is_some_and(|l| l.opening().is_some()) {
            app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Opening(false))));
        }
        for t in 0..12 {
            let card = app.lesson().expect("lesson").session().game().allowed_cards(t).first().copied();
            if let Some(c) = card {
                app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
            }
        }
        // Resolve turns the cards over (the class's real dice are thrown then); Resolve again,
        // with no die typed, is refused.
        app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
        assert!(app.lesson().expect("lesson").draft().shown, "the cards turned over first");
        app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
        let tr = colony::i18n::Translator::new(lang);
        let refusal = app.lesson().and_then(|l| l.error()).map(|e| e.say(&tr)).expect("the entry is refused");
        let mut ui = Simulator::with_size(settings(), size, app.view_main());
        let found = texts(&mut ui);
        let wanted =
            [refusal.clone(), tr.text("lesson-typed-dice"), tr.text("lesson-resolve"), tr.text("lesson-throws-order")];
        let shown: Vec<_> = found.iter().filter(|(c, _)| wanted.contains(c)).cloned().collect();
        for w in &wanted {
            assert!(shown.iter().any(|(c, _)| c == w), "{}: «{w}» is shown", lang.code());
        }
        fits(&format!("refusal {}", lang.code()), &shown, size);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// On the app's map with twelve teams of long names at 1366x768, all twelve rows of the standings
/// stand above the tools (the line under the table is in view), and the tools below them too.
#[test]
fn all_twelve_standings_rows_and_the_tools_are_in_view_on_a_laptop() {
    let size = Size::new(1366.0, 768.0);
    let dir = temp("standings");
    for lang in Language::ALL {
        let app = open_on_map_at(&dir, lang, at("p2-expansion"));
        let mut ui = Simulator::with_size(settings(), size, app.view_main());
        let found = texts(&mut ui);
        let tr = colony::i18n::Translator::new(lang);
        let wanted = [tr.text("lesson-standings-legend-short"), tr.text("lesson-history"), tr.text("lesson-saved")];
        let shown: Vec<_> = found.iter().filter(|(c, _)| wanted.contains(c)).cloned().collect();
        for w in &wanted {
            assert!(shown.iter().any(|(c, _)| c == w), "{}: «{w}» is shown", lang.code());
        }
        fits(&format!("standings {}", lang.code()), &shown, size);
        // The line under the table ends above the tools: not scrolled out of the panel's view.
        let at = |w: &str| shown.iter().find(|(c, _)| c == w).map(|(_, b)| *b).expect("shown");
        let (legend, log) = (at(&wanted[0]), at(&wanted[1]));
        assert!(
            legend.y + legend.height <= log.y,
            "{}: the standings end at {legend:?}, the tools start at {log:?}",
            lang.code()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The projector's reveal of every decision with twelve teams of long names fits a 1280x720
/// projector in three languages, its last line included (the contact and church reveals are the
/// first to be cut at the bottom).
#[test]
fn every_reveal_of_twelve_teams_fits_the_projector() {
    let size = Size::new(1280.0, 720.0);
    let dir = temp("reveals");
    let steps =
        ["p1-contact", "p1-expansion", "p2-expansion", "p2-church", "p2-contact", "p3-infrastructure", "p4-government"];
    for lang in Language::ALL {
        for step in steps {
            let here = at(step);
            let mut app = open_on_map_at(&dir, lang, move |s: &Session| {
                here(s) && matches!(s.game().expecting(), Expect::Decide { .. })
            });
            let l = app.lesson().expect("lesson");
            let Expect::Decide { choosing } = l.session().game().expecting() else { continue };
            let cards: Vec<(usize, Card)> = (0..12)
                .filter(|&t| choosing.contains(t))
                .filter_map(|t| {
                    l.session()
                        .game()
                        .allowed_cards(t)
                        .get(t % 3)
                        .or(l.session().game().allowed_cards(t).first())
                        .map(|&c| (t, c))
                })
                .collect();
            for (t, c) in cards {
                app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
            }
            app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
            common::settle(&mut app);
            assert!(matches!(app.projector_frame(), Slide::Reveal { .. }), "{} {step}: the reveal", lang.code());
            let mut ui = Simulator::with_size(settings(), size, app.view_projector());
            let found = texts(&mut ui);
            fits(&format!("reveal {} {step}", lang.code()), &found, size);
        }
        // The monopolies of twelve teams, with their roll-offs and the line that explains them
        // (once cut at the bottom edge).
        let mut app = open_on_map_at(&dir, lang, at("p4-monopolies"));
        app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Proceed)));
        common::settle(&mut app);
        let Slide::Reveal { outcomes, .. } = app.projector_frame() else { panic!("{}: the monopolies", lang.code()) };
        let mut ui = Simulator::with_size(settings(), size, app.view_projector());
        let found = texts(&mut ui);
        fits(&format!("reveal {} monopolies", lang.code()), &found, size);
        assert!(!outcomes.is_empty(), "{}: this game has a roll-off and its line", lang.code());
        for (_, o) in &outcomes {
            assert!(found.iter().any(|(c, _)| c == o), "{}: «{o}» on the wall", lang.code());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The monopolies of twelve long names as the real window showed them in the class view (F5)
/// of a 1280x800 laptop, a team with three monopolies and roll-offs: every row and the line
/// that explains the dice above the keys' bar, not cut off by it (the class that played
/// `tests/data/twelve-at-the-monopolies.json` by hand, up to its monopolies).
#[test]
fn the_monopolies_of_twelve_long_names_fit_the_class_view() {
    let dir = temp("monopolies-class-view");
    for (i, size) in
        [Size::new(1280.0, 800.0), Size::new(1280.0, 768.0), Size::new(1280.0, 720.0), Size::new(1366.0, 768.0)]
            .into_iter()
            .enumerate()
    {
        // A fresh copy each time: the entry below is saved into the file.
        let path = dir.join(format!("twelve-{i}.json"));
        std::fs::copy("tests/data/twelve-at-the-monopolies.json", &path).expect("copy");
        let mut app = App::new(Library::new(&dir), Language::En);
        app.open_now(path);
        let main = iced::window::Id::unique();
        app.drive(Message::MainOpened(main));
        app.drive(Message::Resized(main, size));
        if app.lesson().is_some_and(|l| l.opening().is_some()) {
            app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Opening(false))));
        }
        app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Proceed)));
        common::settle(&mut app);
        let Slide::Reveal { outcomes, .. } = app.projector_frame() else {
            panic!(
                "the monopolies' reveal: {:?} {:?}",
                app.lesson().map(|l| l.session().game().expecting()),
                app.projector_frame()
            )
        };
        app.drive(Message::ClassView);
        let found = texts(&mut Simulator::with_size(settings(), size, app.view_main()));
        // The keys' bar's top: nothing of the frame may run under it.
        let bar = found.iter().find(|(c, _)| c.starts_with("Teacher's screen")).map(|(_, b)| b.y).expect("the bar");
        for (_, o) in &outcomes {
            let b = found.iter().find(|(c, _)| c == o).map(|(_, b)| *b);
            assert!(b.is_some_and(|b| b.y + b.height <= bar - 4.0), "at {size:?}: «{o}» at {b:?}, the bar at {bar}");
            // Whole, not squeezed into less height than its lines need: at the floor or
            // larger, this sentence of 120-odd letters runs to two lines on these widths (a
            // squeezed one drew its second line under the bar in the real window).
            let floor = colony::gui::projector::MIN;
            assert!(b.is_some_and(|b| b.height >= 2.0 * floor * 1.2), "at {size:?}: «{o}» squeezed into {b:?}");
        }
        let frame: Vec<_> = found.iter().filter(|(_, b)| b.y < bar).cloned().collect();
        assert!(frame.iter().all(|(_, b)| b.y + b.height <= bar + 0.5), "at {size:?}: a row runs under the bar");
        drop(app);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The set-up takes its number of teams from one list, and "Start the game" stays in view at 12
/// teams on a laptop, in three languages.
#[test]
fn the_set_up_of_twelve_teams_keeps_start_in_view() {
    let size = Size::new(1366.0, 768.0);
    let dir = temp("setup");
    for lang in Language::ALL {
        let mut app = App::new(Library::new(&dir), lang);
        app.drive(Message::Start(colony::gui::StartMsg::NewClass));
        app.drive(Message::Setup(colony::gui::SetupMsg::TeamCount(12)));
        let tr = colony::i18n::Translator::new(lang);
        let found = texts(&mut Simulator::with_size(settings(), size, app.view_main()));
        let start = tr.text("setup-start");
        let teams = tr.tr("setup-teams", &[("count", colony::i18n::Arg::from(12))]);
        let shown: Vec<_> = found.iter().filter(|(c, _)| *c == start || *c == teams).cloned().collect();
        assert_eq!(shown.len(), 2, "{}: twelve teams and Start: {shown:?}", lang.code());
        fits(&format!("set-up {}", lang.code()), &shown, size);
        // Back to four from the same list.
        app.drive(Message::Setup(colony::gui::SetupMsg::TeamCount(4)));
        let four = tr.tr("setup-teams", &[("count", colony::i18n::Arg::from(4))]);
        assert!(texts(&mut Simulator::with_size(settings(), size, app.view_main())).iter().any(|(c, _)| *c == four));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn twelve_teams_invest_and_confirm_on_a_laptop() {
    let dir = temp("invest");
    // A laptop's screen, and a 1280x800 one (twelve names of forty letters over two lines each
    // pushed "Confirm" under its edge there).
    for size in [Size::new(1366.0, 768.0), Size::new(1280.0, 800.0)] {
        for lang in Language::ALL {
            for step in ["p1-investment", "p2-investment", "p3-investment"] {
                let here = at(step);
                let mut app = open_at(&dir, lang, move |s: &Session| here(s) && s.game().expecting() == Expect::Invest);
                assert_eq!(app.lesson().expect("lesson").session().game().expecting(), Expect::Invest);
                let main = iced::window::Id::unique();
                app.drive(Message::MainOpened(main));
                app.drive(Message::Resized(main, size));
                let mut ui = Simulator::with_size(settings(), size, app.view_main());
                let found = texts(&mut ui);
                let confirm = colony::i18n::Translator::new(lang).text("lesson-invest");
                // Each team's row: its name whole, or on one line with "…".
                let named = |c: &str| {
                    long_names().iter().any(|n| {
                        n == c || c.strip_suffix('…').is_some_and(|cut| cut.chars().count() > 8 && n.starts_with(cut))
                    })
                };
                let rows: Vec<_> = found.iter().filter(|(c, _)| named(c) || *c == confirm).cloned().collect();
                let what = format!("investment {} {step} at {}x{}", lang.code(), size.width, size.height);
                assert!(rows.iter().any(|(c, _)| *c == confirm), "{what}: the confirm button is shown");
                assert!(rows.len() >= 13, "{what}: every team's row ({})", rows.len());
                fits(&what, &rows, size);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_projector_screen_fits_720p_and_1080p_in_three_languages() {
    let dir = temp("projector");
    for lang in Language::ALL {
        let mut frames: Vec<(String, App)> = Vec::new();
        // The situation with the cards coming in (some in, one team sitting out where it can).
        let mut app = open_at(&dir, lang, at("p2-expansion"));
        for t in 0..5 {
            if let Some(&c) = app.lesson().expect("lesson").session().game().allowed_cards(t).first() {
                app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
            }
        }
        frames.push(("situation".into(), app));
        // A phase's opening, shown again by its button: the longest opening (phase 1's).
        let mut opening = open_at(&dir, lang, at("p1-landing"));
        opening.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Opening(true))));
        assert!(matches!(opening.projector_frame(), Slide::Opening { .. }));
        frames.push(("phase opening".into(), opening));
        let mut app = open_at(&dir, lang, at("p3-slavery"));
        frames.push(("situation (slavery)".into(), open_at(&dir, lang, at("p3-slavery"))));
        // With team devices on, while the class still joins (up to the first decision): the
        // address, the join code and the QR code beside the text.
        let mut devices = open_at(&dir, lang, at("p1-contact"));
        let pick = colony::gui::devices_panel::DevMsg::Pick("127.0.0.1".parse().expect("ip"));
        devices.drive(Message::Lesson(LessonMsg::Devices(pick)));
        devices.drive(Message::Lesson(LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start)));
        assert!(matches!(devices.projector_frame(), Slide::Situation { join: Some(_), .. }));
        frames.push(("situation (the first) with team devices".into(), devices));
        // Once the class plays, and on the slave trade above all, no way to join beside it.
        let mut solemn = open_at(&dir, lang, at("p3-slavery"));
        let pick = colony::gui::devices_panel::DevMsg::Pick("127.0.0.1".parse().expect("ip"));
        solemn.drive(Message::Lesson(LessonMsg::Devices(pick)));
        solemn.drive(Message::Lesson(LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start)));
        assert!(
            matches!(solemn.projector_frame(), Slide::Situation { join: None, .. }),
            "no QR code by the slave trade"
        );
        // Before the first entry with team devices on: the lobby, a chip for each team.
        let mut lobby = open_at(&dir, lang, at("p1-landing"));
        let pick = colony::gui::devices_panel::DevMsg::Pick("127.0.0.1".parse().expect("ip"));
        lobby.drive(Message::Lesson(LessonMsg::Devices(pick)));
        lobby.drive(Message::Lesson(LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start)));
        assert!(matches!(lobby.projector_frame(), Slide::Lobby { .. }));
        frames.push(("lobby".into(), lobby));
        // The reveal.
        let l = app.lesson().expect("lesson");
        let cards: Vec<(usize, Card)> =
            (0..12).filter_map(|t| l.session().game().allowed_cards(t).first().map(|&c| (t, c))).collect();
        for (t, c) in cards {
            app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
        }
        app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
        // The end of the save, as iced delivers it (a busy machine leaves it to the background).
        common::settle(&mut app);
        assert!(matches!(app.projector_frame(), Slide::Reveal { .. }));
        frames.push(("reveal".into(), app));
        // The rebellions placed: each team beside the countries that rose against it.
        let mut placed = open_at(&dir, lang, at("p4-rebellions"));
        placed.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::PlaceRebellions)));
        common::settle(&mut placed);
        assert!(matches!(placed.projector_frame(), Slide::Reveal { .. }));
        frames.push(("reveal (rebellions placed)".into(), placed));
        // The rebellions answered by force: the people's sentences first, every team's row after
        // them.
        let mut risings = open_at(&dir, lang, at("p4-rebellion-choice"));
        let l = risings.lesson().expect("lesson");
        if let colony::engine::Expect::Decide { choosing } = l.session().game().expecting() {
            for t in (0..12).filter(|&t| choosing.contains(t)) {
                risings.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, Card(1)))));
            }
        }
        risings.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
        common::settle(&mut risings);
        assert!(matches!(risings.projector_frame(), Slide::Reveal { people_first: true, .. }));
        frames.push(("reveal (rebellions answered)".into(), risings));
        // The investment's standings, a fight, the end, a debrief question.
        frames.push((
            "standings".into(),
            open_at(&dir, lang, |s| s.game().expecting() == Expect::Invest && s.game().state().step > 5),
        ));
        let mut war = open_at(&dir, lang, |s| matches!(s.game().expecting(), Expect::Throw { .. }));
        war.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Throw)));
        common::settle(&mut war);
        frames.push(("war".into(), war));
        frames.push(("end".into(), open_at(&dir, lang, |_| false)));
        let mut debrief = open_at(&dir, lang, |_| false);
        debrief.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(1))));
        frames.push(("debrief".into(), debrief));
        // "What if?" for the first question about the class's choices, once worked out.
        let mut what_if = open_at(&dir, lang, |_| false);
        for _ in 0..2_400 {
            if what_if.lesson().is_some_and(|l| l.what_if_stats().is_some()) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            what_if.drive(Message::Lesson(LessonMsg::WhatIfCheck));
        }
        // Question 1 is what the game rewarded; question 2 the first about the class's choices.
        what_if.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(2))));
        what_if.drive(Message::Lesson(LessonMsg::Show(ShowMsg::WhatIfShown(true))));
        assert!(matches!(what_if.projector_frame(), Slide::WhatIf { .. }), "what if on the projector screen");
        frames.push(("what if".into(), what_if));
        let mut journey = open_at(&dir, lang, |_| false);
        journey.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Journey(true))));
        frames.push(("how each got there".into(), journey));
        for (name, app) in &frames {
            for size in [Size::new(1280.0, 720.0), Size::new(1920.0, 1080.0)] {
                let mut ui = Simulator::with_size(settings(), size, app.view_projector());
                let found = texts(&mut ui);
                fits(&format!("projector {} {name} at {}x{}", lang.code(), size.width, size.height), &found, size);
                // The cards in ("5/12"), at least 80 px high, with twelve long names too.
                if name == "situation" {
                    let tally = found.iter().find(|(c, _)| {
                        c.split_once('/').is_some_and(|(a, b)| a.parse::<u8>().is_ok() && b.parse::<u8>().is_ok())
                    });
                    let h = tally.map_or(0.0, |(_, b)| b.height);
                    assert!(
                        h >= 80.0 * size.height / 720.0,
                        "projector {} {name}: the cards in {tally:?}",
                        lang.code()
                    );
                }
                // (How each got there draws its names on a canvas, which the simulator does not
                // read: its pictures and the names' spreading are checked instead.)
                if !["debrief", "war", "situation", "how each", "what if", "phase opening"]
                    .iter()
                    .any(|n| name.starts_with(n))
                {
                    // A lobby chip puts the team's map letter before its name ("A  Name"); the
                    // end chart and the reveals shorten twelve names of forty letters to a line
                    // each ("Name…"), beside the team's letter, rather than draw them under 28 px.
                    let shown = |c: &str| {
                        long_names().iter().any(|n| {
                            c.contains(n.as_str())
                                || (["end", "reveal", "standings"].iter().any(|f| name.starts_with(f))
                                    && c.strip_suffix('…').is_some_and(|cut| cut.len() > 4 && n.starts_with(cut)))
                        })
                    };
                    let names = found.iter().filter(|(c, _)| shown(c)).count();
                    assert!(names >= 12, "projector {} {name}: all twelve names shown ({names})", lang.code());
                    // Each team's name as large as the back row reads where it can be: the
                    // smallest of them (a line is 1.3 of the text's size).
                    let least =
                        found.iter().filter(|(c, _)| shown(c)).map(|(_, b)| b.height / 1.3).fold(f32::MAX, f32::min)
                            * 720.0
                            / size.height;
                    println!("projector {} {name}: names at {least:.1} px at 1280x720", lang.code());
                    // The standings at the back row's 28 px; the end at 26 (the longest
                    // Spanish labels); a reveal of twelve teams, its sentences and its changes
                    // at 23.5 at the least (the rebellions answered in German: the people's
                    // three sentences first and large, the rows with their dice under them).
                    let floor = match name.as_str() {
                        "standings" => 28.0,
                        "end" => 26.0,
                        n if n.starts_with("reveal") => 23.5,
                        _ => 22.0,
                    };
                    assert!(least >= floor - 0.5, "projector {} {name}: a name at {least:.1} px", lang.code());
                }
            }
        }
        // With the projector's text made larger (A+ twice), every screen still fits, down to the
        // fight's dice and the end's last row at the bottom.
        for (name, app) in &mut frames {
            app.drive(Message::ProjectorBigger);
            app.drive(Message::ProjectorBigger);
            let size = Size::new(1280.0, 720.0);
            let mut ui = Simulator::with_size(settings(), size, app.view_projector());
            let found = texts(&mut ui);
            fits(&format!("projector {} {name} at A+ twice", lang.code()), &found, size);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where the widget with this id was laid out.
fn map_widget(ui: &mut Simulator<'_, Message>, id: &'static str) -> iced::Rectangle {
    ui.find(iced::widget::Id::new(id)).unwrap_or_else(|e| panic!("no {id}: {e:?}")).bounds()
}

/// The map frame on the projector screen and the teacher's map, with 12 teams of 40-letter
/// names on 36 countries: every text inside the window and apart from the others, the map
/// whole inside it, its numbers and army counts never below the projector's floor, the twelve
/// teams' letters with it (under it, as the key, with the map the frame's whole width, where
/// the text is not enlarged); at 1280x720, 1366x768 and at A+ twice.
#[test]
fn the_map_frame_and_the_teachers_map_fit_with_twelve_teams() {
    let dir = temp("map");
    for lang in Language::ALL {
        let mut frames = vec![
            ("mid-game", open_on_map_at(&dir, lang, at("p3-investment"))),
            ("war", open_on_map_at(&dir, lang, |s| matches!(s.game().expecting(), Expect::Throw { .. }))),
            ("end", open_on_map_at(&dir, lang, |_| false)),
        ];
        for (name, app) in &mut frames {
            app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::ProjectorMap(true))));
            let Slide::Map { picture, key, caption, .. } = app.projector_frame() else {
                panic!("{name}: the map frame")
            };
            assert_eq!(picture.map.countries.len(), 36);
            // In a fight the caption takes the key's place.
            let key = caption.unwrap_or(key.shown);
            for scale in [0, 2] {
                for _ in 0..scale {
                    app.drive(Message::ProjectorBigger);
                }
                for size in [Size::new(1280.0, 720.0), Size::new(1366.0, 768.0)] {
                    let what = format!("map {} {name} at {}x{} (A+ x{scale})", lang.code(), size.width, size.height);
                    let mut ui = Simulator::with_size(settings(), size, app.view_projector());
                    let found = texts(&mut ui);
                    fits(&what, &found, size);
                    // The letters alone (the slave ships are named in the key).
                    let letters: Vec<iced::Rectangle> = found
                        .iter()
                        .filter(|(c, _)| ("A"..="L").contains(&c.as_str()) && c.chars().count() == 1)
                        .map(|(_, r)| *r)
                        .collect();
                    assert_eq!(letters.len(), 12, "{what}: every team's letter with the map");
                    let b = map_widget(&mut ui, "projector-map");
                    if scale == 0 {
                        // The map the whole width of the frame, the teams' letters and the key
                        // to the signs on it now under it.
                        assert!(b.width >= size.width - 2.0 * b.x - 0.5, "{what}: the map is {b:?}");
                        assert!(letters.iter().all(|r| r.y >= b.y + b.height), "{what}: the letters under the map");
                        let key = found.iter().find(|(c, _)| *c == key).map(|(_, r)| *r).expect("the key");
                        assert!(key.y >= b.y + b.height, "{what}: the key under the map: {key:?}");
                    }
                    assert!(
                        b.x >= 0.0 && b.y >= 0.0 && b.x + b.width <= size.width && b.y + b.height <= size.height,
                        "{what}: {b:?}"
                    );
                    // The numbers as the frame sizes them: never below the floor at this size.
                    let (w, h) = colony::board::Fit::drawn(&picture.map, b.width, b.height);
                    let per_country = (w * h / 36.0).sqrt();
                    let k = (size.width / 1280.0).min(size.height / 720.0);
                    let floor = colony::gui::projector::MIN * k;
                    assert!(
                        per_country * 0.2 >= floor * 0.6,
                        "{what}: a country is too small for its label ({per_country} px)"
                    );
                }
                for _ in 0..scale {
                    app.drive(Message::ProjectorSmaller);
                }
            }
            // The teacher's screen with the map in its side panel.
            let main = iced::window::Id::unique();
            app.drive(Message::MainOpened(main));
            for size in [Size::new(1280.0, 720.0), Size::new(1366.0, 768.0)] {
                let what = format!("teacher's map {} {name} at {}x{}", lang.code(), size.width, size.height);
                app.drive(Message::Resized(main, size));
                let mut ui = Simulator::with_size(settings(), size, app.view_main());
                let b = map_widget(&mut ui, "console-map");
                assert!(b.x >= 0.0 && b.x + b.width <= size.width + 0.5 && b.y >= 0.0, "{what}: {b:?}");
                assert!(b.height >= 200.0 && b.width >= 300.0, "{what}: the map is {b:?}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The map frame of six teams of long names at 1280x720, mid-game, in three languages: the map
/// the whole height of the frame (the land is about as high as wide; a key under it left the
/// sea on both sides empty), the teams and the key beside it, every text inside the frame and
/// apart from the others, the resources and buildings as large as the back row needs.
#[test]
fn six_teams_get_a_map_as_high_as_the_frame() {
    let dir = temp("map-six");
    let size = Size::new(1280.0, 720.0);
    for lang in Language::ALL {
        let names = long_names().into_iter().take(6).collect();
        let mut app = open_named(&dir, lang, at("p3-investment"), true, names);
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::ProjectorMap(true))));
        let Slide::Map { picture, key, .. } = app.projector_frame() else { panic!("the map frame") };
        let mut ui = Simulator::with_size(settings(), size, app.view_projector());
        let found = texts(&mut ui);
        fits(&format!("six teams' map {}", lang.code()), &found, size);
        let b = map_widget(&mut ui, "projector-map");
        let (_, h) = colony::board::Fit::drawn(&picture.map, b.width, b.height);
        assert!(h >= 0.9 * (size.height - 48.0), "{}: the land is {h} px high", lang.code());
        let key = found.iter().find(|(c, _)| *c == key.all).map(|(_, r)| *r).expect("the key");
        assert!(key.x >= b.x + b.width, "{}: the key beside the map, not under it: {key:?}", lang.code());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The bar at the top of the teacher's window, with a lesson open and the projector screen on
/// (every button of the projector shown): every label whole at 1280 wide, in three languages
/// ("Tema oscuro" at the right edge too).
#[test]
fn the_bar_with_the_projector_on_fits_a_1280_wide_window() {
    let dir = temp("bar");
    for lang in Language::ALL {
        let mut app = open_at(&dir, lang, at("p1-contact"));
        // What the runtime sends once the windows are open.
        let main = iced::window::Id::unique();
        app.drive(Message::MainOpened(main));
        // A projector screen in a window of its own: a display of its own, as the teacher said.
        app.drive(Message::Posture(colony::gui::PostureMsg::Private));
        app.drive(Message::ProjectorOpened(iced::window::Id::unique()));
        app.drive(Message::DismissWarning);
        let tr = colony::i18n::Translator::new(lang);
        let labels: Vec<String> = [
            "posture-private",
            "menu-home",
            "menu-projector-close",
            "menu-projector-freeze",
            "menu-projector-fullscreen",
            "lesson-read-aloud",
        ]
        .iter()
        .map(|id| tr.text(id))
        .chain(["A+".to_string(), "A−".to_string(), "\u{1F319}".to_string(), tr.text("menu-projector-on")])
        .collect();
        for width in [1366.0, 1280.0, 1024.0] {
            let size = Size::new(width, 720.0);
            app.drive(Message::Resized(main, size));
            let mut ui = Simulator::with_size(settings(), size, app.view_main());
            let bar: Vec<_> = texts(&mut ui).into_iter().filter(|(c, _)| labels.contains(c)).collect();
            assert_eq!(bar.len(), labels.len(), "{} at {width}: every button of the bar: {bar:?}", lang.code());
            fits(&format!("the bar in {} at {width}", lang.code()), &bar, size);
            // A laptop's 1366: the whole bar on one line, the projector open (the console keeps
            // those 45 px for the standings).
            if width >= 1366.0 {
                let home = bar.iter().find(|(c, _)| *c == tr.text("menu-home")).expect("home").1;
                let close = bar.iter().find(|(c, _)| *c == tr.text("menu-projector-close")).expect("close").1;
                assert!((home.y - close.y).abs() < 8.0, "{}: one line at 1366: {bar:?}", lang.code());
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Opening the projector screen (F5) moves nothing of the console under the teacher's pointer:
/// the step's title and text, the cards' buttons and the standings stay where they were at 1366,
/// 1280 and 1024 wide (else the projector's controls would push everything 45 px down).
#[test]
fn opening_the_projector_moves_nothing_on_the_console() {
    let dir = temp("bar-still");
    for lang in Language::ALL {
        let mut app = open_at(&dir, lang, at("p1-contact"));
        let main = iced::window::Id::unique();
        app.drive(Message::MainOpened(main));
        // A projector screen in a window of its own: a display of its own, as the teacher said.
        app.drive(Message::Posture(colony::gui::PostureMsg::Private));
        app.drive(Message::DismissWarning);
        for width in [1366.0, 1280.0, 1024.0] {
            let size = Size::new(width, 768.0);
            app.drive(Message::Resized(main, size));
            let below_bar = |app: &App| {
                let mut ui = Simulator::with_size(settings(), size, app.view_main());
                let mut found: Vec<(String, iced::Rectangle)> =
                    texts(&mut ui).into_iter().filter(|(_, r)| r.y > 90.0).collect();
                found.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.y.total_cmp(&b.1.y)).then(a.1.x.total_cmp(&b.1.x)));
                found
            };
            let closed = below_bar(&app);
            assert!(closed.len() > 10, "{} at {width}: the console's texts", lang.code());
            let projector = iced::window::Id::unique();
            app.drive(Message::ProjectorOpened(projector));
            let open = below_bar(&app);
            assert_eq!(closed.len(), open.len(), "{} at {width}: the same texts", lang.code());
            for ((text, at), (_, now)) in closed.iter().zip(&open) {
                assert_eq!((now.x, now.y), (at.x, at.y), "{} at {width}: «{text}» moved", lang.code());
            }
            app.drive(Message::Closed(projector));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The standings beside the step at the narrowest window (1024 wide): a new class's team names
/// on one line each ("Equipo 1" broke into "Equi / po 1" in Spanish).
#[test]
fn the_standings_keep_short_names_on_one_line_at_1024_wide() {
    let dir = temp("narrow");
    for lang in Language::ALL {
        let mut app = App::new(Library::new(&dir), lang);
        let main = iced::window::Id::unique();
        app.drive(Message::MainOpened(main));
        let size = Size::new(1024.0, 720.0);
        app.drive(Message::Resized(main, size));
        app.drive(Message::Start(colony::gui::StartMsg::NewClass));
        app.drive(Message::Setup(colony::gui::SetupMsg::Class("3B".into())));
        app.drive(Message::Setup(colony::gui::SetupMsg::Start));
        let names = app.lesson().expect("lesson").names();
        let mut ui = Simulator::with_size(settings(), size, app.view_main());
        let found: Vec<_> = texts(&mut ui).into_iter().filter(|(c, _)| names.contains(c)).collect();
        // In the standings, and at the landing on the map in its lines as well.
        assert!(
            names.iter().all(|n| found.iter().any(|(c, _)| c == n)),
            "{}: every team in the standings",
            lang.code()
        );
        for (name, b) in &found {
            assert!(b.height < 13.0 * 1.3 * 1.5, "{}: «{name}» takes more than one line: {b:?}", lang.code());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// With twelve teams of 40-character names the standings keep each team on one line (a long name
/// cut with "…", whole on hover), and every tool of the side panel ("Undo", "Game log", "Team
/// devices", the projector's frames) stays on a laptop's screen in every language: on the own
/// board and on the app's map (whose drawing gives way on a low window), at 1366x768 and at
/// 1280x800 with the projector screen open (its buttons on a second line of the bar).
#[test]
fn twelve_long_names_leave_the_side_tools_on_the_screen() {
    let dir = temp("side-tools");
    for lang in Language::ALL {
        let tr = colony::i18n::Translator::new(lang);
        for on_map in [false, true] {
            for (size, projector) in
                [(Size::new(1366.0, 768.0), false), (Size::new(1280.0, 800.0), false), (Size::new(1280.0, 800.0), true)]
            {
                let mut app = open_on(&dir, lang, at("p1-contact"), on_map);
                let main = iced::window::Id::unique();
                app.drive(Message::MainOpened(main));
                if projector {
                    app.drive(Message::ProjectorOpened(iced::window::Id::unique()));
                }
                app.drive(Message::Resized(main, size));
                let mut ui = Simulator::with_size(settings(), size, app.view_main());
                let found = texts(&mut ui);
                let mut tools = vec![
                    tr.text("lesson-undo"),
                    tr.text("lesson-history"),
                    tr.text("devices-button"),
                    tr.text("lesson-projector-standings"),
                ];
                if on_map {
                    tools.push(tr.text("lesson-projector-map"));
                }
                let place = format!(
                    "{} {} at {}x{}{}",
                    lang.code(),
                    if on_map { "on the map" } else { "on the own board" },
                    size.width,
                    size.height,
                    if projector { " with the projector screen open" } else { "" }
                );
                for tool in &tools {
                    let (_, b) =
                        found.iter().find(|(c, _)| c == tool).unwrap_or_else(|| panic!("{place}: «{tool}» shown"));
                    assert!(b.y + b.height <= size.height, "{place}: «{tool}» at {b:?} is below the screen");
                }
                for (c, b) in found.iter().filter(|(c, _)| c.ends_with('…')) {
                    assert!(b.height < 13.0 * 1.3 * 1.5, "{place}: «{c}» takes more than one line: {b:?}");
                }
                assert!(found.iter().filter(|(c, _)| c.ends_with('…')).count() >= 6, "{place}: long names are cut");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The situation and its options read from the back row: at 1280x720, with twelve teams in their
/// chips (six of them with names of forty letters) and the count of cards in at 80 px, every
/// decision's text stands at 25 px or more (its options at 0.9 of it; most steps at 30-34) in
/// three languages; the chips under it take what is left (were the chips to take their room
/// first, it would be 24 px). The slave trade's situation, the longest, stays at 22-25.
#[test]
fn the_situation_keeps_its_size_above_twelve_long_chips() {
    let dir = temp("read-size");
    let size = Size::new(1280.0, 720.0);
    let lesson = Lesson::builtin();
    for lang in Language::ALL {
        for step in lesson.steps.iter().filter(|s| !s.options.is_empty()) {
            let id = step.id.clone();
            let at_step =
                move |s: &Session| s.game().lesson().steps.get(s.game().state().step).is_some_and(|st| st.id == id);
            let names: Vec<String> = long_names()
                .into_iter()
                .enumerate()
                .map(|(i, n)| if i % 2 == 0 { n } else { format!("Team {}", i + 1) })
                .collect();
            let app = open_named(&dir, lang, at_step, false, names);
            let Slide::Situation { options, .. } = app.projector_frame() else { continue };
            let mut ui = Simulator::with_size(settings(), size, app.view_projector());
            let found = texts(&mut ui);
            fits(&format!("{} {}", lang.code(), step.id), &found, size);
            for o in &options {
                let (_, b) = found.iter().find(|(c, _)| c == o).expect("the option on the frame");
                let px = b.height / 1.3 / 0.9;
                // The slave trade's situation is the longest to read out: at the floor.
                let least = if step.id == "p3-slavery" { 22.0 } else { 25.0 };
                assert!(px >= least - 0.5, "{} {}: «{o}» at {px:.1} px", lang.code(), step.id);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A team's code asked for from the devices panel at 1366x768 with twelve long names: the
/// twelfth team's code and its QR code show in view, without scrolling to them.
#[test]
fn the_last_teams_code_shows_in_view_on_a_laptop() {
    let dir = temp("code-laptop");
    let size = Size::new(1366.0, 768.0);
    let mut app = open_on_map_at(&dir, Language::En, at("p1-contact"));
    let main = iced::window::Id::unique();
    app.drive(Message::MainOpened(main));
    app.drive(Message::Resized(main, size));
    app.drive(Message::Posture(colony::gui::PostureMsg::Private));
    let pick = colony::gui::devices_panel::DevMsg::Pick("127.0.0.1".parse().expect("ip"));
    app.drive(Message::Lesson(LessonMsg::Devices(pick)));
    app.drive(Message::Lesson(LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start)));
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Panel(colony::gui::Panel::Devices))));
    common::click(&mut app, iced_test::selector::id("code-12"));
    let code = app.lesson().and_then(|l| l.devices()).expect("devices on").server.team_code(11);
    let spaced = format!("{} {}", &code[..3], &code[3..]);
    let found = texts(&mut Simulator::with_size(settings(), size, app.view_main()));
    let b = found.iter().find(|(c, _)| *c == spaced).map(|(_, b)| *b);
    assert!(b.is_some_and(|b| b.y >= 0.0 && b.y + b.height <= size.height), "the twelfth team's code at {b:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The debrief on a laptop of 1366x768 with twelve long names, every question in turn: the next
/// question's button, the question itself and "one choice changed" in view without scrolling, in
/// three languages (else each of the seventeen questions would take a scroll and a click).
#[test]
fn the_debrief_moves_on_without_scrolling_on_a_laptop() {
    let dir = temp("debrief-laptop");
    let size = Size::new(1366.0, 768.0);
    for lang in Language::ALL {
        let tr = colony::i18n::Translator::new(lang);
        let mut app = open_on_map_at(&dir, lang, |_| false);
        let questions = colony::gui::lesson::debrief_questions(app.lesson().expect("lesson"));
        assert!(questions.len() > 10, "the whole debrief");
        for n in 1..=questions.len() {
            app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(n))));
            let found = texts(&mut Simulator::with_size(settings(), size, app.view_main()));
            let in_view = |what: &str| {
                let b = found.iter().find(|(c, _)| c == what).map(|(_, b)| *b);
                assert!(
                    b.is_some_and(|b| b.y >= 0.0 && b.y + b.height <= size.height),
                    "{} question {n}: «{what}» at {b:?}",
                    lang.code()
                );
            };
            if n < questions.len() {
                in_view(&tr.tr("results-projector-next-question", &[("n", colony::i18n::Arg::from(n + 1))]));
            }
            in_view(&tr.text("one-choice-title"));
            // The question's first line at least.
            let ask = &questions[n - 1].1.text;
            let b = found.iter().find(|(c, _)| c == ask).map(|(_, b)| *b);
            assert!(b.is_some_and(|b| b.y + 30.0 <= size.height), "{} question {n} starts in view: {b:?}", lang.code());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A+ makes the debrief larger as a whole: the teams' names under the question never come out
/// smaller than without it (else they would go from about 34 to 22 px), and the frame still holds
/// everything, in three languages.
#[test]
fn a_plus_never_shrinks_the_debriefs_team_lists() {
    let dir = temp("debrief-a-plus");
    let size = Size::new(1280.0, 720.0);
    for lang in Language::ALL {
        let mut app = open_at(&dir, lang, |_| false);
        // The first phase's first question: the teams in columns by their choice.
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(2))));
        let Slide::Debrief { groups, .. } = app.projector_frame() else { panic!("a debrief question") };
        assert!(groups.iter().any(|g| !g.teams.is_empty()), "{} teams under the question", lang.code());
        let name_heights = |app: &App| {
            let mut ui = Simulator::with_size(settings(), size, app.view_projector());
            let found = texts(&mut ui);
            fits(&format!("debrief {}", lang.code()), &found, size);
            let names: Vec<f32> = found
                .iter()
                .filter(|(c, _)| long_names().iter().any(|n| c.contains(n.as_str())))
                .map(|(_, b)| b.height)
                .collect();
            assert!(!names.is_empty(), "{}: names on the frame", lang.code());
            names.into_iter().fold(f32::INFINITY, f32::min)
        };
        let before = name_heights(&app);
        app.drive(Message::ProjectorBigger);
        app.drive(Message::ProjectorBigger);
        let after = name_heights(&app);
        assert!(after >= before - 0.5, "{}: the names went from {before} to {after} px high with A+", lang.code());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The projector's map during a fight says the armies on both sides and the last throw beside who
/// attacks whom, and still fits 1280x720 in three languages.
#[test]
fn the_map_in_a_fight_shows_the_armies_and_the_last_throw() {
    let dir = temp("map-fight");
    let size = Size::new(1280.0, 720.0);
    for lang in Language::ALL {
        // A fight under way, after at least one throw.
        let mut app = open_on_map_at(&dir, lang, |s: &Session| {
            matches!(s.game().expecting(), Expect::Throw { .. })
                && s.timeline().last_fight().is_some_and(|f| !f.throws.is_empty())
        });
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::ProjectorMap(true))));
        let Slide::Map { caption: Some(caption), .. } = app.projector_frame() else { panic!("the map in a fight") };
        let tr = colony::i18n::Translator::new(lang);
        let throw = tr.text("projector-map-fight-throw");
        let word = throw.split_whitespace().next().expect("a word");
        assert!(caption.contains(word), "{}: {caption}", lang.code());
        let mut ui = Simulator::with_size(settings(), size, app.view_projector());
        let found = texts(&mut ui);
        fits(&format!("map in a fight {}", lang.code()), &found, size);
        assert!(found.iter().any(|(c, _)| *c == caption), "{}: the caption on the frame", lang.code());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The wall at its hardest: twelve teams of forty letters, the phones' join code beside the
/// first situation (elsewhere none) and A+ pressed twice, at 1280x720, in three languages. Each team's chip shows its
/// letter where the names would leave the situation too small, so that the situation and its
/// options stay readable from the back row and the count of cards in ("4/12") is the largest
/// thing on the frame; A+ never makes the situation smaller.
#[test]
fn twelve_long_names_the_join_code_and_a_plus_leave_the_situation_readable() {
    let dir = temp("wall-twelve");
    let size = Size::new(1280.0, 720.0);
    let lesson = Lesson::builtin();
    let mut least_seen = f32::INFINITY;
    for lang in Language::ALL {
        for step in lesson.steps.iter().filter(|s| !s.options.is_empty() && s.id != "p3-slavery") {
            let id = step.id.clone();
            let at_step =
                move |s: &Session| s.game().lesson().steps.get(s.game().state().step).is_some_and(|st| st.id == id);
            let mut app = open_named(&dir, lang, at_step, false, long_names());
            let pick = colony::gui::devices_panel::DevMsg::Pick("127.0.0.1".parse().expect("ip"));
            app.drive(Message::Lesson(LessonMsg::Devices(pick)));
            app.drive(Message::Lesson(LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start)));
            let option_px = |app: &App| {
                let Slide::Situation { options, tally, join, .. } = app.projector_frame() else { return None };
                // The way to join stays beside the situation up to the first decision only.
                let first = lesson.steps.iter().find(|s| s.round.is_some()).map(|s| s.id.as_str());
                assert_eq!(join.is_some(), first == Some(step.id.as_str()), "{}: the join code", step.id);
                let mut ui = Simulator::with_size(settings(), size, app.view_projector());
                let found = texts(&mut ui);
                fits(&format!("{} {}", lang.code(), step.id), &found, size);
                let least = options
                    .iter()
                    .map(|o| found.iter().find(|(c, _)| c == o).expect("the option on the frame").1.height / 1.3 / 0.9)
                    .fold(f32::INFINITY, f32::min);
                let (laid, of) = tally.expect("the count");
                let count = found.iter().find(|(c, _)| *c == format!("{laid}/{of}")).expect("the count").1.height / 1.3;
                let all: Vec<String> = found.iter().map(|(c, b)| format!("{c:.30} {:.0}", b.height)).collect();
                assert!(count >= 60.0, "{} {}: the count at {count:.1} px: {all:?}", lang.code(), step.id);
                Some(least)
            };
            let Some(before) = option_px(&app) else { continue };
            app.drive(Message::ProjectorBigger);
            app.drive(Message::ProjectorBigger);
            let after = option_px(&app).expect("still the situation");
            assert!(
                after >= before - 0.5,
                "{} {}: A+ took the options from {before:.1} to {after:.1} px",
                lang.code(),
                step.id
            );
            assert!(before >= 28.0, "{} {}: the options at {before:.1} px", lang.code(), step.id);
            least_seen = least_seen.min(before);
        }
    }
    println!("the smallest situation text with twelve long names and the join code: {least_seen:.1} px");
    let _ = std::fs::remove_dir_all(&dir);
}

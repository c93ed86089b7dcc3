//! Renders every screen of the console at 1366x768 and every state of the projector at 1280x720,
//! with 6 and with 12 teams, in English, German and Spanish, into target/tmp/screenshots/ (run on
//! purpose: `cargo test --release --test screenshots -- --ignored`). The pictures are looked at
//! by eye; the layout tests (tests/layout.rs) check the same screens by measurement.
#![allow(unused_results)] // a test drops what it does not check

mod common;
use colony::engine::Card;
use common::Drive;
use iced::{Size, Theme};
use iced_test::Simulator;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use colony::engine::{Expect, Session, TeamInfo};
use colony::gui::{App, DraftMsg, EntryMsg, LessonMsg, Message, Panel, ShowMsg, StartMsg};
use colony::i18n::Language;
use colony::lesson::Lesson as LessonFile;
use colony::simulate::{Player, Policy};
use colony::store::Library;

pub const CONSOLE: Size = Size::new(1366.0, 768.0);
pub const PROJECTOR: Size = Size::new(1280.0, 720.0);
/// A laptop mirrored onto a projector of 1280x800.
pub const CONSOLE_SMALL: Size = Size::new(1280.0, 800.0);

fn settings() -> iced::Settings {
    // The fonts the app loads (launch.rs): the emoji of the map's signs included.
    let mut fonts: Vec<std::borrow::Cow<'static, [u8]>> = vec![colony::gui::style::SEMIBOLD_BYTES.into()];
    fonts.extend(colony::handouts::fonts::FALLBACKS.iter().map(|&f| colony::handouts::fonts::bytes(f).into()));
    iced::Settings { fonts, ..iced::Settings::default() }
}

/// Renders at half the simulator's doubled resolution, so the file has the screen's size.
fn shoot(element: iced::Element<'_, Message>, size: Size, out: &Path) {
    shoot_in(element, size, out, &colony::gui::style::light());
}

/// The same in the dark theme.
fn shoot_dark(element: iced::Element<'_, Message>, size: Size, out: &Path) {
    shoot_in(element, size, out, &colony::gui::style::dark());
}

fn shoot_in(element: iced::Element<'_, Message>, size: Size, out: &Path, theme: &iced::Theme) {
    // A folder of its own for each picture: the tests that take pictures run side by side.
    static SHOTS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = SHOTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = std::env::temp_dir().join(format!("colony-shot-{}-{n}", std::process::id()));
    let mut ui = Simulator::with_size(settings(), size, element);
    let snapshot = ui.snapshot(theme).expect("renders");
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(snapshot.matches_image(tmp.join("shot")).expect("writes"));
    let written = std::fs::read_dir(&tmp).expect("dir").flatten().next().expect("a png").path();
    std::fs::create_dir_all(out.parent().expect("parent")).expect("docs dir");
    let status =
        std::process::Command::new("convert").arg(&written).args(["-resize", "50%", "-strip"]).arg(out).status();
    if !status.is_ok_and(|s| s.success()) {
        std::fs::copy(written, out).expect("copy");
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let _ = Theme::Light;
}

/// Team names as a class gives them, long ones included.
pub fn names(n: usize) -> Vec<String> {
    let all = [
        "Los Conquistadores",
        "Ørsted & Co",
        "Ελλάδα",
        "Die Holländer",
        "Compañía Guipuzcoana de Caracas 1728 ÑÜÉ",
        "Русская торговая компания",
        "Vereenigde Oost-Indische Compagnie Delft",
        "Les Corsaires",
        "Svenska Ostindiska Companiet Göteborg 173",
        "Königlich Preußische Seehandlung Emden 12",
        "Companhia Geral do Grão-Pará e Maranhão 1",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    ];
    all.iter().take(n).map(std::string::ToString::to_string).collect()
}

/// A game of `n` teams played by `policies` until `until` says stop; saved and opened.
pub fn game_at(dir: &Path, n: usize, lang: Language, until: impl Fn(&Session) -> bool) -> App {
    game_with(dir, n, lang, &[], until)
}

/// The same with the steps `discussed` discussed instead of played (the set-up's default).
pub fn game_with(dir: &Path, n: usize, lang: Language, discussed: &[&str], until: impl Fn(&Session) -> bool) -> App {
    let lesson = Arc::new(LessonFile::builtin());
    let colours = colony::gui::Colour::ALL;
    let teams = names(n).into_iter().enumerate().map(|(i, name)| TeamInfo::new(name, colours[i].code())).collect();
    // On the app's map, as a new class plays.
    let ids = discussed.iter().map(|d| (*d).to_string()).collect();
    let mut s = Session::on_map(lesson, teams, 7).and_then(|s| s.discussing(ids)).expect("session");
    s.set_class("9b", "2026-11-30");
    s.set_language(lang.code());
    let mut player = Player::with_policies(7, vec![Policy::WARMONGER, Policy::RANDOM, Policy::SPENDER]);
    while !s.game().is_over() && !until(&s) {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    // At the end, what a class's phones would have sent: reasons for the first contact.
    if s.game().is_over()
        && let Some(step) = s.game().lesson().steps.iter().position(|st| st.id == "p1-contact")
    {
        let whys = [
            "We thought trading would make us rich without a war.",
            "Their land had gold and we had more soldiers.",
            "Wir wollten niemandem schaden.",
        ];
        for (t, why) in whys.iter().enumerate().take(n) {
            s.set_why(step, t, why);
        }
    }
    // A file of its own for every game, held by its window while it is open.
    static GAMES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = GAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = dir.join(format!("game-{n}-{}-{}-{k}.json", s.record().entries.len(), discussed.len()));
    colony::store::save_record(&path, s.record()).expect("save");
    let mut app = App::new(Library::new(dir), lang);
    app.open_now(path);
    app
}

fn at_step(id: &'static str) -> impl Fn(&Session) -> bool {
    move |s: &Session| s.game().lesson().steps.get(s.game().state().step).is_some_and(|st| st.id == id)
}

fn send(app: &mut App, m: LessonMsg) {
    app.drive(Message::Lesson(m));
}

/// Lays every choosing team's last allowed card but one team's.
fn cards_but_one(app: &mut App) {
    let l = app.lesson().expect("lesson");
    let game = l.session().game();
    let Expect::Decide { choosing } = game.expecting() else { return };
    let teams = l.names().len();
    let cards: Vec<(usize, Card)> = (0..teams)
        .filter(|&t| choosing.contains(t))
        .skip(1)
        .filter_map(|t| game.allowed_cards(t).last().map(|&c| (t, c)))
        .collect();
    for (t, c) in cards {
        send(app, LessonMsg::Draft(DraftMsg::Card(t, c)));
    }
}

/// Each language and team count to photograph (`COLONY_SHOTS=en-12`: one of them, while working
/// on a screen), with an empty folder of its own for the classes and the name of each picture.
fn each_set(kind: &str, counts: &[usize], mut shots: impl FnMut(Language, usize, &Path, &dyn Fn(&str) -> PathBuf)) {
    let only = std::env::var("COLONY_SHOTS").unwrap_or_default();
    for lang in Language::ALL {
        for &n in counts {
            if !only.is_empty() && only != format!("{}-{n}", lang.code()) {
                continue;
            }
            let out = |name: &str| shots_dir().join(format!("{}-{n}-{name}.png", lang.code()));
            let dir = std::env::temp_dir().join(format!("colony-{kind}-{}-{n}-{}", lang.code(), std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(dir.join("classes")).expect("dir");
            shots(lang, n, &dir, &out);
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}

#[test]
#[ignore]
fn screenshots_of_every_screen_and_every_projector_state() {
    each_set("shots", &[6, 12], |lang, n, dir, out| {
        let dir = dir.to_path_buf();
        // The library, a new class.
        let lib = Library::new(&dir);
        let mut app = game_at(&dir, n, lang, at_step("p1-contact"));
        let path = app.lesson().expect("lesson").path().to_path_buf();
        lib.save(&lib.classes_dir().join("9b.json"), &colony::store::load_record(&path).expect("load")).expect("save");
        let mut done = App::new(Library::new(&dir), lang);
        done.drive(Message::Home);
        shoot(done.view_main(), CONSOLE, &out("01-start"));
        done.drive(Message::Start(StartMsg::NewClass));
        shoot(done.view_main(), CONSOLE, &out("02-new-class"));
        // The set-up with as many teams as the lesson, not 4 only.
        for _ in 4..n {
            done.drive(Message::Setup(colony::gui::SetupMsg::AddTeam));
        }
        shoot(done.view_main(), CONSOLE, &out("02b-new-class-all-teams"));
        // Where the class is taught, beside its language: a Mexican class.
        if lang == Language::Es {
            done.drive(Message::Setup(colony::gui::SetupMsg::LessonRegion("mexico")));
            shoot(done.view_main(), CONSOLE, &out("02c-new-class-region"));
        }
        // The landing's reveal: every nation the same, said once.
        let mut landing = game_at(&dir, n, lang, at_step("p1-landing"));
        send(&mut landing, LessonMsg::Entry(EntryMsg::Proceed));
        shoot(landing.view_projector(), PROJECTOR, &out("w3e-reveal-landing"));

        // A decision: the situation, the cards coming in.
        shoot(app.view_main(), CONSOLE, &out("03-decision"));
        shoot(app.view_projector(), PROJECTOR, &out("w1-situation"));
        cards_but_one(&mut app);
        shoot(app.view_main(), CONSOLE, &out("04-cards-coming-in"));
        shoot(app.view_projector(), PROJECTOR, &out("w2-cards-coming-in"));
        // The same on the dark theme (the waiting chips dark too, a dark team's edge light).
        app.drive(Message::ToggleTheme);
        shoot_dark(app.view_projector(), PROJECTOR, &out("w2b-cards-coming-in-dark"));
        app.drive(Message::ToggleTheme);
        // The teacher's screen with the projector screen open, at the 1280x800 a mirrored
        // projector forces, for the bar's projector buttons.
        let main = iced::window::Id::unique();
        app.drive(Message::MainOpened(main));
        app.drive(Message::ProjectorOpened(iced::window::Id::unique()));
        app.drive(Message::Resized(main, CONSOLE_SMALL));
        shoot(app.view_main(), CONSOLE_SMALL, &out("04b-cards-coming-in-projector-open-1280x800"));
        app.drive(Message::Resized(main, CONSOLE));
        let l = app.lesson().expect("lesson");
        let first = (0..n).find(|&t| l.session().game().card_allowed(t, Card(1)).is_ok()).unwrap_or(0);
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(first, Card(1))));
        send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
        shoot(app.view_main(), CONSOLE, &out("05-what-happened"));
        shoot(app.view_projector(), PROJECTOR, &out("w3-reveal"));

        // Team devices: the panel with a team's QR code, and the projector with the address.
        let mut dev = game_at(&dir, n, lang, at_step("p1-contact"));
        let ip = colony::devices::addresses()[0];
        send(&mut dev, LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Pick(ip)));
        send(&mut dev, LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start));
        send(&mut dev, LessonMsg::Show(ShowMsg::Panel(Panel::Devices)));
        send(&mut dev, LessonMsg::Devices(colony::gui::devices_panel::DevMsg::ShowCode(Some(0))));
        shoot(dev.view_main(), CONSOLE, &out("12-team-devices"));
        shoot(dev.view_projector(), PROJECTOR, &out("w8-join"));
        drop(dev);
        // Before the first step: the lobby, one team joined.
        let mut lobby = game_at(&dir, n, lang, at_step("p1-landing"));
        send(&mut lobby, LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Pick(ip)));
        send(&mut lobby, LessonMsg::Devices(colony::gui::devices_panel::DevMsg::Start));
        // The phase's opening read out first; the lobby comes after it.
        if lobby.lesson().is_some_and(|l| l.opening().is_some()) {
            send(&mut lobby, LessonMsg::Show(ShowMsg::Opening(false)));
        }
        if let Some(d) = lobby.lesson().and_then(|l| l.devices()) {
            let addr = d.server.addr();
            let code = d.server.team_code(1);
            let mut s = std::net::TcpStream::connect(addr).expect("connect");
            use std::io::{Read, Write};
            let body = format!(r#"{{"code":"{code}"}}"#);
            let host = addr.to_string();
            let req = format!(
                "POST /api/join HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
            s.write_all(req.as_bytes()).expect("join");
            let _ = s.read_to_end(&mut Vec::new());
        }
        shoot(lobby.view_projector(), PROJECTOR, &out("w0-lobby"));
        shoot(lobby.view_main(), CONSOLE, &out("00-lobby"));
        drop(lobby);

        // A phase's opening on both screens; the slave trade discussed (the set-up's default) on
        // both; the reveals that put the people first.
        let mut opening = game_with(&dir, n, lang, &["p3-slavery"], at_step("p3-slavery"));
        shoot(opening.view_main(), CONSOLE, &out("13-phase-3-opening"));
        shoot(opening.view_projector(), PROJECTOR, &out("w12-phase-3-opening"));
        send(&mut opening, LessonMsg::Show(ShowMsg::Opening(false)));
        shoot(opening.view_main(), CONSOLE, &out("14-slave-trade-discussed"));
        shoot(opening.view_projector(), PROJECTOR, &out("w13-slave-trade-discussed"));
        send(&mut opening, LessonMsg::ReadAloud);
        drop(opening);
        let mut played = game_at(&dir, n, lang, at_step("p3-slavery"));
        send(&mut played, LessonMsg::Show(ShowMsg::Opening(false)));
        cards_but_one(&mut played);
        let first = played.lesson().and_then(|l| l.session().game().allowed_cards(0).first().copied());
        send(&mut played, LessonMsg::Draft(DraftMsg::Card(0, first.unwrap_or(Card(1)))));
        send(&mut played, LessonMsg::Entry(EntryMsg::Resolve));
        shoot(played.view_projector(), PROJECTOR, &out("w3b-reveal-slave-trade-played"));
        drop(played);
        let mut risings = game_at(&dir, n, lang, at_step("p4-rebellions"));
        send(&mut risings, LessonMsg::Entry(EntryMsg::PlaceRebellions));
        shoot(risings.view_projector(), PROJECTOR, &out("w3c-reveal-rebellions"));
        send(&mut risings, LessonMsg::Show(ShowMsg::Next));
        let l = risings.lesson().expect("lesson");
        let game = l.session().game();
        let Expect::Decide { choosing } = game.expecting() else { panic!("the answer to the rebellions") };
        // Every team with a rebellion sends its army (the card that can end in independence).
        let fights: Vec<usize> = (0..n).filter(|&t| choosing.contains(t)).collect();
        for t in fights {
            send(&mut risings, LessonMsg::Draft(DraftMsg::Card(t, Card(1))));
        }
        send(&mut risings, LessonMsg::Entry(EntryMsg::Resolve));
        shoot(risings.view_projector(), PROJECTOR, &out("w3d-reveal-rebellions-answered"));
        drop(risings);

        // An investment, the colonial wars, a team's countries, the history.
        let mut app = game_at(&dir, n, lang, |s| s.game().expecting() == Expect::Invest);
        shoot(app.view_main(), CONSOLE, &out("06-investment"));
        shoot(app.view_projector(), PROJECTOR, &out("w4-standings"));
        // Where the armies bought go: the first team with a country buys two, the fold open.
        let buyer = {
            let game = app.lesson().expect("lesson").session().game();
            (0..n).find(|&t| game.spend_limit(t).max_armies(0) >= 2).unwrap_or(0)
        };
        send(&mut app, LessonMsg::Draft(DraftMsg::Armies(buyer, "2".into())));
        send(&mut app, LessonMsg::Draft(DraftMsg::ToggleGains));
        shoot(app.view_main(), CONSOLE, &out("06b-where-the-armies-go"));
        send(&mut app, LessonMsg::Draft(DraftMsg::Armies(buyer, String::new())));
        let mut app2 = game_at(&dir, n, lang, |s| matches!(s.game().expecting(), Expect::Throw { .. }));
        shoot(app2.view_main(), CONSOLE, &out("07-colonial-war"));
        // The same fight with real dice: the attacker's die chosen, the defender's awaited.
        let mut real = game_at(&dir, n, lang, |s| matches!(s.game().expecting(), Expect::Throw { .. }));
        send(&mut real, LessonMsg::RealDice(true));
        send(&mut real, LessonMsg::Draft(DraftMsg::ThrowDie(0, 4)));
        shoot(real.view_main(), CONSOLE, &out("07b-colonial-war-real-dice"));
        drop(real);
        send(&mut app2, LessonMsg::Entry(EntryMsg::Throw));
        shoot(app2.view_projector(), PROJECTOR, &out("w5-war"));
        send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::Team(1))));
        shoot(app.view_main(), CONSOLE, &out("08-team-countries"));
        send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::History(None))));
        shoot(app.view_main(), CONSOLE, &out("09-history"));
        let mut rebels = game_at(&dir, n, lang, at_step("p4-rebellions"));
        shoot(rebels.view_main(), CONSOLE, &out("10-rebellions"));
        send(&mut rebels, LessonMsg::Show(ShowMsg::Next));
        let mut monopolies = game_at(&dir, n, lang, at_step("p4-monopolies"));
        send(&mut monopolies, LessonMsg::Entry(EntryMsg::Proceed));
        shoot(monopolies.view_projector(), PROJECTOR, &out("w9-monopolies"));

        // The end: results, the chart on the projector, a debrief question.
        let mut end = game_at(&dir, n, lang, |_| false);
        shoot(end.view_main(), CONSOLE, &out("11-results"));
        shoot(end.view_projector(), PROJECTOR, &out("w6-end"));
        // A+ twice: the largest the teacher can make it.
        end.drive(Message::ProjectorBigger);
        end.drive(Message::ProjectorBigger);
        shoot(end.view_projector(), PROJECTOR, &out("w6-end-a-plus-twice"));
        end.drive(Message::ProjectorSmaller);
        end.drive(Message::ProjectorSmaller);
        // The first three of each ranking lit up, the others faint.
        send(&mut end, LessonMsg::Show(ShowMsg::Highlight(colony::gui::Highlight::TopThree)));
        shoot(end.view_projector(), PROJECTOR, &out("w6b-end-first-three"));
        send(&mut end, LessonMsg::Show(ShowMsg::Highlight(colony::gui::Highlight::All)));
        send(&mut end, LessonMsg::Show(ShowMsg::Journey(true)));
        shoot(end.view_projector(), PROJECTOR, &out("w6c-how-each-got-there"));
        send(&mut end, LessonMsg::Show(ShowMsg::Debrief(1)));
        shoot(end.view_projector(), PROJECTOR, &out("w7-debrief"));
        // "What if?": under the question on the teacher's screen, then on the projector screen,
        // for the first question about the class's choices (the first of all may be about the
        // game as a whole, with no choice to play again).
        let choices = end
            .lesson()
            .and_then(|l| colony::gui::lesson::debrief_questions(l).iter().position(|(_, q)| !q.groups.is_empty()))
            .map_or(1, |i| i + 1);
        send(&mut end, LessonMsg::Show(ShowMsg::Debrief(choices)));
        for _ in 0..600 {
            if end.lesson().is_some_and(|l| l.what_if_stats().is_some()) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            send(&mut end, LessonMsg::WhatIfCheck);
        }
        shoot(end.view_main(), CONSOLE, &out("11d-results-what-if"));
        send(&mut end, LessonMsg::Show(ShowMsg::WhatIfShown(true)));
        shoot(end.view_projector(), PROJECTOR, &out("w11-what-if"));
        send(&mut end, LessonMsg::Show(ShowMsg::WhatIfShown(false)));
        // The film: the moment the first question asks about, then mid-game in the colonial wars,
        // and the teacher's controls.
        let (contact, fight) = {
            let l = end.lesson().expect("lesson");
            let steps = &l.session().game().lesson().steps;
            let fight = l
                .session()
                .timeline()
                .frames()
                .iter()
                .position(|f| matches!(&f.after.stage, colony::engine::Stage::Wars(w) if w.fight.is_some()));
            (steps.iter().position(|s| s.id == "p1-contact").unwrap_or(1), fight.map_or(30, |i| i + 1))
        };
        send(&mut end, LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Jump(contact))));
        shoot(end.view_projector(), PROJECTOR, &out("w10-film-contact"));
        // On to the first fight of the colonial wars, as the remote steps.
        while end.lesson().and_then(colony::gui::LessonScreen::film).is_some_and(|f| f.at < fight) {
            send(&mut end, LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Step { back: false })));
        }
        shoot(end.view_projector(), PROJECTOR, &out("w10b-film-war"));
        shoot(end.view_main(), CONSOLE, &out("11c-results-film"));
        send(&mut end, LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Close)));
        // The teams' reasons: the question about the first contact, its reasons on the teacher's
        // screen (one hidden) and on the projector screen.
        {
            let l = end.lesson().expect("lesson");
            let questions = colony::gui::lesson::debrief_questions(l);
            let record = l.session().record().clone();
            if let Some(n) = questions.iter().position(|(_, q)| !q.whys(&record, false).is_empty()) {
                let step = record.whys[0].step;
                send(&mut end, LessonMsg::Show(ShowMsg::Debrief(n + 1)));
                send(&mut end, LessonMsg::WhyHidden { step, team: 1, hidden: true });
                shoot(end.view_main(), Size::new(1366.0, 1400.0), &out("11f-results-whys-tall"));
                send(&mut end, LessonMsg::Show(ShowMsg::WhysShown(true)));
                shoot(end.view_projector(), PROJECTOR, &out("w16-whys"));
                send(&mut end, LessonMsg::Show(ShowMsg::Debrief(0)));
            }
        }
        // "One choice changed": the last team's first decision changed; the teacher's whole
        // results screen (tall, to see the panel) and the projector screen.
        let team = n - 1;
        let d = colony::report::one_choice::decisions(end.lesson().expect("lesson").session(), team)[0].clone();
        send(&mut end, LessonMsg::OneChoice(colony::gui::lesson::OneChoiceMsg::Team(team)));
        send(
            &mut end,
            LessonMsg::OneChoice(colony::gui::lesson::OneChoiceMsg::Change { entry: d.entry, card: d.others[0] }),
        );
        shoot(end.view_main(), Size::new(1366.0, 2600.0), &out("11e-results-one-choice-tall"));
        send(&mut end, LessonMsg::OneChoice(colony::gui::lesson::OneChoiceMsg::Shown(true)));
        shoot(end.view_projector(), PROJECTOR, &out("w15-one-choice"));
        // Both games as a film from the changed decision, ten entries on, paused.
        send(&mut end, LessonMsg::OneChoice(colony::gui::lesson::OneChoiceMsg::Film));
        send(&mut end, LessonMsg::Show(ShowMsg::Film(colony::gui::lesson::FilmMsg::Playing(false))));
        for _ in 0..10 {
            send(&mut end, LessonMsg::Show(ShowMsg::Film(colony::gui::lesson::FilmMsg::Step { back: false })));
        }
        shoot(end.view_projector(), PROJECTOR, &out("w15b-one-choice-film"));
        send(&mut end, LessonMsg::OneChoice(colony::gui::lesson::OneChoiceMsg::Close));
        // The dark theme: the end chart and its team colours.
        end.drive(Message::ToggleTheme);
        send(&mut end, LessonMsg::Show(ShowMsg::Debrief(0)));
        shoot_dark(end.view_projector(), PROJECTOR, &out("w6d-end-dark"));
        shoot_dark(end.view_main(), CONSOLE, &out("11b-results-dark"));
        end.drive(Message::ToggleTheme);
    });
}

/// The map on the projector screen at the landing, mid-game (with the changes of an entry
/// on yellow), in a colonial war (the arrow) and at the end, and on the teacher's screen while an
/// attack is chosen (`COLONY_SHOTS=en-12` for one language and size).
#[test]
#[ignore]
fn screenshots_of_the_map() {
    each_set("map-shots", &[4, 6, 12], |lang, n, dir, out| {
        let mut landing = game_at(dir, n, lang, at_step("p1-landing"));
        send(&mut landing, LessonMsg::Entry(EntryMsg::Proceed));
        send(&mut landing, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
        shoot(landing.view_projector(), PROJECTOR, &out("m1-map-landing"));
        let mut mid = game_at(dir, n, lang, at_step("p3-investment"));
        send(&mut mid, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
        shoot(mid.view_projector(), PROJECTOR, &out("m2-map-mid-game"));
        let mut war = game_at(dir, n, lang, |s| matches!(s.game().expecting(), Expect::Throw { .. }));
        send(&mut war, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
        shoot(war.view_projector(), PROJECTOR, &out("m3-map-war"));
        let mut choose = game_at(dir, n, lang, |s| {
            matches!(s.game().expecting(), Expect::Attack { .. }) && !s.game().attack_sources().is_empty()
        });
        let from = choose.lesson().expect("lesson").session().game().attack_sources()[0];
        send(&mut choose, LessonMsg::Draft(DraftMsg::From(from)));
        shoot(choose.view_main(), CONSOLE, &out("13-choose-on-the-map"));
        let mut end = game_at(dir, n, lang, |_| false);
        send(&mut end, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
        shoot(end.view_projector(), PROJECTOR, &out("m4-map-end"));
    });
}

/// A 12-team lesson: how long an entry takes to update and draw (the view built and laid
/// out by the simulator and rendered by the software renderer at the screen's pixel count).
#[test]
#[ignore]
fn an_entry_redraws_quickly_with_twelve_teams() {
    let dir = std::env::temp_dir().join(format!("colony-redraw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let mut app = game_at(&dir, 12, Language::En, at_step("p3-slavery"));
    let (mut worst, mut worst_warm) = (std::time::Duration::ZERO, std::time::Duration::ZERO);
    for round in 0..5 {
        let Some(Expect::Decide { choosing }) = app.lesson().map(|l| l.session().game().expecting()) else { break };
        for t in 0..12 {
            if choosing.contains(t) {
                let card = app.lesson().expect("lesson").session().game().allowed_cards(t)[0];
                send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, card)));
            }
        }
        let start = std::time::Instant::now();
        send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
        let updated = start.elapsed();
        // The simulator renders at twice the size: half the window in each direction gives the
        // pixel count of a 1366x768 screen at scale 1.
        let mut ui = Simulator::with_size(settings(), Size::new(683.0, 384.0), app.view_main());
        let laid_out = start.elapsed();
        let _ = ui.snapshot(&colony::gui::style::light()).expect("renders");
        let took = start.elapsed();
        // The same frame drawn again by the same renderer, its text already shaped: what a
        // window that keeps its renderer pays for the parts that did not change.
        let again = std::time::Instant::now();
        let _ = ui.snapshot(&colony::gui::style::light()).expect("renders");
        let warm = again.elapsed();
        eprintln!(
            "round {round}: update (engine + save) {updated:?}, view and layout {:?}, render {:?} (a new \
             renderer), drawn again {warm:?}",
            laid_out - updated,
            took - laid_out
        );
        drop(ui);
        worst = worst.max(took);
        // A window keeps its renderer: the update, the view laid out anew, the frame drawn warm.
        worst_warm = worst_warm.max(laid_out + warm);
        send(&mut app, LessonMsg::Show(ShowMsg::Next));
    }
    eprintln!("worst: {worst:?} with a new renderer; {worst_warm:?} with the view laid out anew and a warm renderer");
    assert!(worst < std::time::Duration::from_millis(500), "an entry redraws in {worst:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// How long the software renderer takes to draw `ui` again, `n` times after a first drawing
/// (its glyphs cached, as a window draws frame after frame), shortest first.
fn renders(ui: &mut Simulator<'_, Message>, n: usize) -> Vec<std::time::Duration> {
    let _ = ui.snapshot(&colony::gui::style::light()).expect("renders");
    let mut render: Vec<_> = (0..n)
        .map(|_| {
            let start = std::time::Instant::now();
            let _ = ui.snapshot(&colony::gui::style::light()).expect("renders");
            start.elapsed()
        })
        .collect();
    render.sort();
    render
}

/// The map frame on the projector screen with 12 teams on 36 countries: how long the view,
/// its layout and the software renderer take at 1280x720 (the simulator renders at twice the
/// size, so it is given half). Run in release: `cargo test --release --test screenshots --
/// --ignored the_map_frame_draws`.
#[test]
#[ignore]
fn the_map_frame_draws_at_30_frames_a_second() {
    let dir = std::env::temp_dir().join(format!("colony-map-draw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let mut app = game_at(&dir, 12, Language::En, at_step("p3-investment"));
    // The view built and laid out (a new simulator each time), and drawn by the software
    // renderer with its glyphs cached, as a window draws frame after frame: medians of 20.
    let time = |app: &App| {
        let mut layout = Vec::new();
        for _ in 0..20 {
            let start = std::time::Instant::now();
            let _ = Simulator::with_size(settings(), Size::new(640.0, 360.0), app.view_projector());
            layout.push(start.elapsed());
        }
        let mut ui = Simulator::with_size(settings(), Size::new(640.0, 360.0), app.view_projector());
        let render = renders(&mut ui, 20);
        layout.sort();
        (layout[10], render[10])
    };
    let (standings_layout, standings) = time(&app);
    // The map alone, as large as the frame draws it (its 36 countries, labels and symbols).
    let mut picture = colony::gui::lesson::map_picture(app.lesson().expect("lesson"), colony::seen::Viewer::Class)
        .expect("on the map");
    picture.text = 11.0;
    let alone = |picture: colony::gui::map::MapPicture| {
        let view = colony::gui::map::view::<Message>(picture, None, iced::Length::Fill, iced::Length::Fill);
        let mut ui = Simulator::with_size(settings(), Size::new(420.0, 330.0), view);
        let render = renders(&mut ui, 60);
        (render[0], render[30])
    };
    let map_alone = alone(picture);
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
    let (map_layout, map) = time(&app);
    eprintln!("the map alone (840x660 pixels, 36 countries): best {:?}, median {:?}", map_alone.0, map_alone.1);
    eprintln!(
        "1280x720, 12 teams: the standings render in {standings:?} (set-up and layout {standings_layout:?}); \
         the map frame, 36 countries, in {map:?} (set-up and layout {map_layout:?})"
    );
    // The map is to take under 16 ms. Measured on the 2-core build machine (a noisy virtual
    // machine: medians of 60 vary by a third from run to run): the map alone, its countries
    // drawn as outlines and its borders as joined lines (17 ms otherwise), 11-12 ms at best and
    // 13-16 ms at the median; the whole frame (the teams and the key beside it) 21-25 ms. The
    // best of 60 is what the machine can do; the whole frame is guarded at 30 frames a second.
    assert!(map_alone.0 < std::time::Duration::from_millis(16), "the map alone renders in {:?}", map_alone.0);
    assert!(map < std::time::Duration::from_millis(33), "the map frame renders in {map:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where the pictures go: the build's own folder, made on demand (a few chosen ones are
/// copied into `docs/screenshots/` by hand).
fn shots_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).expect("screenshots folder");
    dir
}

//! The teacher's screen before the reveal keeps every secret, tested as `seen.rs` is: not by
//! looking for a card on it, but by changing every secret over many games and finding nothing
//! that it shows changed.
//!
//! - Where only the teacher sees it (they said so), nothing depends on what a team's device
//!   sent: the list of new countries, where the gains go and how many groups there are, the
//!   map's rings and planned countries.
//! - Where the class may see it (the default, and every mirrored projector), nothing depends
//!   on any card or investment, typed by key or sent from a device, nor on the teams' reasons
//!   until the teacher uncovers them: every text and where it stands, every widget's place, the
//!   map's marks, the projector's slide, and, for some of the moments, every pixel.

use super::LessonScreen;
use crate::engine::{Card, Expect, Input, Session, Spend, TeamInfo};
use crate::gui::map::MapPicture;
use crate::i18n::Language;
use crate::lesson::Lesson;
use crate::simulate::{Player, Policy};
use std::sync::Arc;

/// What the teacher's screen shows of the entry being made, in the numbers it prints.
#[derive(Debug, PartialEq)]
struct ConsoleView {
    /// Where each team's new country goes, and where else it may go (map indices).
    conquests: Vec<(Option<u16>, Vec<u16>)>,
    /// Each group of gains: team, what, how many, proposed countries, the choices (by number).
    gains: Vec<GainsShown>,
    /// The map as the teacher's screen draws it (with where the gains go open).
    map: Option<MapPicture>,
}

/// A group of gains as the list shows it: team, what, how many, where proposed, the choices.
#[derive(Debug, PartialEq)]
struct GainsShown(usize, String, usize, Vec<usize>, Vec<usize>);

fn view(l: &LessonScreen) -> ConsoleView {
    let game = l.session.game();
    let conquests = l
        .draft
        .conquest_plan(game)
        .into_iter()
        .map(|p| (p.site.map(|s| s.0), p.choices.iter().map(|s| s.0).collect()))
        .collect();
    let gains = l
        .draft
        .gain_groups(game)
        .into_iter()
        .map(|g| {
            let numbers = |cs: &[crate::engine::CountryId]| cs.iter().map(|&c| l.number(c)).collect::<Vec<_>>();
            GainsShown(g.team, format!("{:?}", g.what), g.nths.len(), numbers(&g.proposed), numbers(&g.allowed))
        })
        .collect();
    ConsoleView { conquests, gains, map: super::on_map::console_picture(l, 14.0) }
}

fn session(seed: u64, teams: usize) -> Session {
    let colours = ["red", "blue", "green", "orange", "purple", "teal"];
    let teams = (0..teams).map(|i| TeamInfo::new(format!("Team {i}"), colours[i % colours.len()])).collect();
    Session::on_map(Arc::new(Lesson::builtin()), teams, seed).expect("session")
}

/// The draft of the decision with every team's card laid by hand as `cards` says, but team
/// `device`'s, which came from its device as `card`.
fn lay(l: &mut LessonScreen, cards: &[Option<Card>], device: usize, card: Card) {
    l.reset_draft();
    assert!(l.draft.open, "the teacher's own screen shows what is typed");
    for (t, c) in cards.iter().enumerate() {
        if let Some(c) = c.filter(|_| t != device) {
            assert!(l.draft.set_card(l.session.game(), t, c), "a card the player chose");
        }
    }
    assert!(l.draft.lay_card(l.session.game(), device, card));
    l.draft.by_device[device] = true;
    l.gains_open = true;
}

/// Where only the teacher sees the screen: at every decision and investment of 16 games on the
/// app's map (6 and 12 teams), one team sends from its device each card it may lay (each
/// spending from nothing to all it may): the teacher's screen shows the same, and the entry is
/// one the engine takes.
#[test]
fn the_teachers_screen_shows_nothing_a_device_sent_before_the_reveal() {
    let (mut decisions, mut compared) = (0, 0);
    for seed in 0..16u64 {
        let teams = if seed % 2 == 0 { 6 } else { 12 };
        let mut s = session(seed, teams);
        let mut player = Player::with_policies(seed, vec![Policy::RANDOM]);
        while !s.game().is_over() {
            let input = player.choose(s.game());
            let path = std::env::temp_dir().join("colony-no-such-folder").join("class.colony");
            let library = crate::store::Library::new(std::env::temp_dir().join("colony-no-such-folder"));
            let mut l = LessonScreen::new(s.clone(), path, crate::i18n::Region::default_for(Language::En), library);
            l.set_private(true);
            l.opening = None;
            match (&input, s.game().expecting()) {
                (Input::Decide { cards, .. }, Expect::Decide { choosing }) => {
                    decisions += 1;
                    let device = (0..teams).filter(|&t| choosing.contains(t)).nth(decisions % teams.max(1));
                    let Some(device) = device else { continue };
                    let options = s.game().options() as u8;
                    let allowed: Vec<Card> =
                        (1..=options).map(Card).filter(|&c| s.game().card_allowed(device, c).is_ok()).collect();
                    let mut first = None;
                    for &c in &allowed {
                        lay(&mut l, cards, device, c);
                        let input = l.draft.input(l.session.game()).expect("a decision's entry");
                        let mut chance = crate::engine::Chance::rolled(crate::engine::Chance::stream(seed, 0));
                        assert!(
                            s.game().clone().apply(&input, &mut chance, &mut Vec::new()).is_ok(),
                            "the entry with a device's card {c} is refused (seed {seed})"
                        );
                        let v = view(&l);
                        match &first {
                            None => first = Some(v),
                            Some(f) => {
                                compared += 1;
                                assert_eq!(&v, f, "the teacher's screen shows team {device}'s card {c} (seed {seed})");
                            }
                        }
                    }
                }
                (Input::Invest { .. }, Expect::Invest) => {
                    let device = (0..teams).find(|&t| s.game().spend_limit(t).has_country);
                    let Some(device) = device else { continue };
                    let limit = s.game().spend_limit(device);
                    let most = limit.gold.checked_div(limit.army_cost).unwrap_or(0);
                    let mut first = None;
                    for armies in [0, most / 2, most] {
                        l.reset_draft();
                        l.draft.spend[device] =
                            super::draft::SpendText { armies: armies.to_string(), farms: String::new() };
                        l.draft.by_device[device] = true;
                        l.gains_open = true;
                        assert!(s.game().spend_allowed(device, Spend { armies, farms: 0 }).is_ok());
                        let v = view(&l);
                        match &first {
                            None => first = Some(v),
                            Some(f) => {
                                compared += 1;
                                assert_eq!(&v, f, "the teacher's screen shows team {device} spending {armies}");
                            }
                        }
                    }
                }
                _ => {}
            }
            let _ = s.apply(input).expect("legal");
        }
    }
    assert!(decisions > 100 && compared > 300, "{decisions} decisions, {compared} views compared");
}

/// What the class sees of the teacher's window where it may see it: every widget the window
/// lays out at 1280x800 (its text and where it stands), the map's picture on it, and the
/// projector's slide.
#[derive(Debug, PartialEq)]
struct Wall {
    widgets: Vec<iced_test::selector::Target>,
    map: Option<MapPicture>,
    slide: crate::gui::Slide,
}

/// Fails with the first thing that differs between two views of the wall (not the whole of
/// both: a map's picture alone runs to pages).
fn assert_same(a: &Wall, b: &Wall, what: &str) {
    if a == b {
        return;
    }
    if let Some(i) = (0..a.widgets.len().max(b.widgets.len())).find(|&i| a.widgets.get(i) != b.widgets.get(i)) {
        panic!("{what}: widget {i} is {:?}, then {:?}", a.widgets.get(i), b.widgets.get(i));
    }
    if a.slide != b.slide {
        panic!("{what}: the projector's slide is {:?}, then {:?}", a.slide, b.slide);
    }
    let spots = |w: &Wall| w.map.as_ref().map(|m| (m.board.clone(), m.chosen.clone(), m.allowed.clone()));
    panic!("{what}: the map's marks are {:?}, then {:?}", spots(a), spots(b));
}

fn settings() -> iced::Settings {
    iced::Settings { fonts: vec![crate::gui::style::SEMIBOLD_BYTES.into()], ..iced::Settings::default() }
}

fn wall(app: &crate::gui::App) -> Wall {
    let mut ui = iced_test::Simulator::with_size(settings(), iced::Size::new(1280.0, 800.0), app.view_main());
    let mut widgets = Vec::new();
    let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
        widgets.push(iced_test::selector::Target::from(c));
        None::<()>
    });
    let l = app.lesson().expect("a lesson");
    Wall { widgets, map: super::on_map::console_picture(l, 14.0), slide: app.projector_frame() }
}

/// The window at 1280x800 drawn, every pixel, compared with what `file` holds (the first call
/// for a file writes it).
fn same_pixels(app: &crate::gui::App, file: &std::path::Path) -> bool {
    let mut ui = iced_test::Simulator::with_size(settings(), iced::Size::new(1280.0, 800.0), app.view_main());
    let shot = ui.snapshot(&crate::gui::style::light()).expect("drawn");
    shot.matches_hash(file).expect("hash")
}

fn key(app: &mut crate::gui::App, k: &str) {
    use iced::keyboard::{Event, Key, Location, Modifiers, key::NativeCode, key::Physical};
    let key = if k == " " { Key::Named(iced::keyboard::key::Named::Space) } else { Key::Character(k.into()) };
    let _ = app.update(crate::gui::Message::Key(Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: Physical::Unidentified(NativeCode::Unidentified),
        location: Location::Standard,
        modifiers: Modifiers::default(),
        text: None,
        repeat: false,
    }));
}

fn lesson_mut(app: &mut crate::gui::App) -> &mut LessonScreen {
    match &mut app.screen {
        crate::gui::Screen::Lesson(l) => l,
        _ => panic!("a lesson"),
    }
}

/// The row of team `t` clicked (it marks the team for the keys), as its button sends it.
fn mark(app: &mut crate::gui::App, t: usize) {
    let _ = app.update(crate::gui::Message::Lesson(super::Msg::Draft(super::DraftMsg::Focus(t))));
}

/// A game of `teams` teams on the app's map or the own board.
fn game(seed: u64, teams: usize, on_map: bool) -> Session {
    let colours = ["red", "blue", "green", "orange", "purple", "teal"];
    let teams: Vec<TeamInfo> =
        (0..teams).map(|i| TeamInfo::new(format!("Team number {i} of a long name"), colours[i % 6])).collect();
    let lesson = Arc::new(Lesson::builtin());
    let s = if on_map { Session::on_map(lesson, teams, seed) } else { Session::new(lesson, teams, seed) };
    s.expect("session")
}

/// The teacher's window on the lesson `s` as it stands, where the class may see it.
fn window_on(s: &Session, dir: &std::path::Path) -> crate::gui::App {
    let library = crate::store::Library::new(dir);
    let mut app = crate::gui::App::new(library.clone(), Language::En);
    let mut l =
        LessonScreen::new(s.clone(), dir.join("class.json"), crate::i18n::Region::default_for(Language::En), library);
    l.opening = None;
    app.screen = crate::gui::Screen::Lesson(Box::new(l));
    assert!(!app.posture_now().is_private(), "the class may see the screen by default");
    app
}

/// Lays the cards of `laid` (team, card, from its device) as the teacher would: a click on the
/// team's row and its key, or the device's card as the console takes it.
fn lay_all(app: &mut crate::gui::App, laid: &[(usize, Card, bool)]) {
    lesson_mut(app).reset_draft();
    for &(t, c, device) in laid {
        if device {
            let l = lesson_mut(app);
            assert!(l.lay_card(t, c), "a device's card the engine allows");
            l.draft.by_device[t] = true;
        } else {
            mark(app, t);
            key(app, &c.number().to_string());
            assert_eq!(lesson_mut(app).draft.cards[t], Some(c), "the key laid the card");
        }
    }
}

/// Types the investments of `spent` (team, armies, farms) by keys ("2 1"), or as a device sent.
fn spend_all(app: &mut crate::gui::App, spent: &[(usize, Spend, bool)]) {
    lesson_mut(app).reset_draft();
    for &(t, s, device) in spent {
        if device {
            let l = lesson_mut(app);
            l.draft.spend[t] = super::draft::SpendText { armies: s.armies.to_string(), farms: s.farms.to_string() };
            l.draft.by_device[t] = true;
        } else {
            mark(app, t);
            for d in s.armies.to_string().chars() {
                key(app, &d.to_string());
            }
            key(app, " ");
            for d in s.farms.to_string().chars() {
                key(app, &d.to_string());
            }
            assert_eq!(lesson_mut(app).draft.spend[t].spend(), s, "the keys typed the investment");
        }
    }
}

/// Where the class may see the teacher's screen: at every decision and investment of 22 games
/// (2 to 12 teams, on the app's map and on the own board), some teams lay cards (by key, or
/// from their devices) and the same teams lay other cards: the window shows the same, to the
/// last widget, the map and the projector's slide; at some moments to the last pixel. Where the
/// teacher said only they see it, the window does change with a typed card (so this test can
/// tell).
#[test]
fn where_the_class_may_see_the_screen_nothing_laid_shows_before_the_reveal() {
    use rand::{RngExt, SeedableRng};
    let dir = std::env::temp_dir().join(format!("colony-secrets-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let (mut moments, mut pixels, mut private_differs) = (0, 0, 0);
    for (g, (teams, on_map)) in (2..=12).flat_map(|n| [(n, true), (n, false)]).enumerate() {
        let seed = 100 + g as u64;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut s = game(seed, teams, on_map);
        let mut player = Player::with_policies(seed, vec![Policy::RANDOM]);
        while !s.game().is_over() {
            let input = player.choose(s.game());
            let game = s.game().clone();
            match game.expecting() {
                Expect::Decide { choosing } => {
                    let choosers: Vec<usize> = (0..teams).filter(|&t| choosing.contains(t)).collect();
                    let allowed = |t: usize| game.allowed_cards(t);
                    // The same teams lay, in the same order, each a card at random twice over.
                    let who: Vec<usize> = choosers.iter().copied().filter(|_| rng.random_bool(0.7)).collect();
                    let draw = |rng: &mut rand_chacha::ChaCha8Rng| -> Vec<(usize, Card, bool)> {
                        who.iter()
                            .filter_map(|&t| {
                                let cards = allowed(t);
                                let c = *cards.get(rng.random_range(0..cards.len().max(1)))?;
                                Some((t, c, t % 3 == 1))
                            })
                            .collect()
                    };
                    let (a, b) = (draw(&mut rng), draw(&mut rng));
                    let mut app = window_on(&s, &dir);
                    lay_all(&mut app, &a);
                    let first = wall(&app);
                    let file = dir.join(format!("pixels-{g}-{moments}.sha"));
                    let draw_pixels = moments % 40 == 0;
                    if draw_pixels {
                        assert!(same_pixels(&app, &file));
                    }
                    lay_all(&mut app, &b);
                    assert_same(&first, &wall(&app), &format!("cards {a:?} and {b:?} (game {g})"));
                    if draw_pixels {
                        assert!(same_pixels(&app, &file), "cards {a:?} and {b:?} differ by a pixel (game {g})");
                        pixels += 1;
                    }
                    // The teacher's own screen shows a typed card: the same comparison tells.
                    if a.iter().zip(&b).any(|(x, y)| x.1 != y.1 && !x.2) {
                        lesson_mut(&mut app).set_private(true);
                        let b_private = wall(&app);
                        lay_all(&mut app, &a);
                        private_differs += usize::from(wall(&app) != b_private);
                    }
                    moments += 1;
                }
                Expect::Invest => {
                    let investors: Vec<usize> = (0..teams).filter(|&t| game.spend_limit(t).has_country).collect();
                    let who: Vec<usize> = investors.iter().copied().filter(|_| rng.random_bool(0.7)).collect();
                    let draw = |rng: &mut rand_chacha::ChaCha8Rng| -> Vec<(usize, Spend, bool)> {
                        who.iter()
                            .map(|&t| {
                                let limit = game.spend_limit(t);
                                let armies = rng.random_range(0..=limit.max_armies(0));
                                let farms = rng.random_range(0..=limit.max_farms(armies));
                                (t, Spend { armies, farms }, t % 3 == 1)
                            })
                            .collect()
                    };
                    let (a, b) = (draw(&mut rng), draw(&mut rng));
                    let mut app = window_on(&s, &dir);
                    spend_all(&mut app, &a);
                    let first = wall(&app);
                    spend_all(&mut app, &b);
                    assert_same(&first, &wall(&app), &format!("investments {a:?} and {b:?} (game {g})"));
                    moments += 1;
                }
                _ => {}
            }
            let _ = s.apply(input).expect("legal");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        moments > 200 && pixels > 4 && private_differs > 20,
        "{moments} moments, {pixels} drawn, {private_differs}"
    );
}

/// The results of a whole game of `teams` teams played at random, each team's reason at each
/// decision written by `why` (none where it gives `None`).
fn ended(seed: u64, teams: usize, why: impl Fn(usize, usize) -> Option<String>) -> Session {
    let mut s = game(seed, teams, true);
    let mut player = Player::with_policies(seed, vec![Policy::RANDOM]);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        let step = s.game().state().step;
        let decision = matches!(input, Input::Decide { .. });
        let _ = s.apply(input).expect("legal");
        if decision {
            for t in 0..teams {
                if let Some(text) = why(step, t) {
                    s.set_why(step, t, &text);
                }
            }
        }
    }
    s
}

/// Where the class may see the teacher's screen, the teams' reasons on the results stay covered
/// until the teacher uncovers each: at every question of the debrief, with the reasons on the
/// projector screen, the window and the projector's slide are the same whatever the reasons
/// say; an uncovered one shows (so this test can tell), on the projector too.
#[test]
fn where_the_class_may_see_the_screen_no_reason_shows_until_uncovered() {
    let dir = std::env::temp_dir().join(format!("colony-whys-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let mut questions_seen = 0;
    for (g, teams) in [2usize, 6, 12].into_iter().enumerate() {
        let seed = 300 + g as u64;
        let quiet = ended(seed, teams, |step, t| Some(format!("We chose it at {step} ({t}).")));
        let loud = ended(seed, teams, |step, t| {
            Some(format!("Because team {t} wants all the gold of step {step}, and nothing else!").repeat(1 + t % 3))
        });
        let walls: Vec<(crate::gui::App, crate::gui::App)> = vec![(window_on(&quiet, &dir), window_on(&loud, &dir))];
        for (mut a, mut b) in walls {
            for app in [&mut a, &mut b] {
                let l = lesson_mut(app);
                if let super::what_if::WhatIfRun::Running(job, _) = &l.what_if {
                    let stats = job.wait(std::time::Duration::from_secs(120)).flatten().expect("what if worked out");
                    l.what_if = super::what_if::WhatIfRun::Ready(stats);
                }
            }
            let count = super::debrief_questions(lesson_mut(&mut a)).len();
            for n in 1..=count {
                for app in [&mut a, &mut b] {
                    let l = lesson_mut(app);
                    l.debrief = n;
                    l.whys_shown = true;
                }
                assert_same(&wall(&a), &wall(&b), &format!("question {n} of game {g}"));
                questions_seen += 1;
            }
            // The first question with reasons: one uncovered shows, here and on the projector.
            let with_whys = (1..=count).find(|&n| {
                let l = lesson_mut(&mut a);
                l.debrief = n;
                !super::debrief_questions(l)[n - 1].1.whys(l.session.record(), true).is_empty()
            });
            let Some(n) = with_whys else { continue };
            let first = {
                let l = lesson_mut(&mut a);
                let w = super::debrief_questions(l)[n - 1].1.whys(l.session.record(), true)[0].clone();
                (w.step, w.team)
            };
            for app in [&mut a, &mut b] {
                lesson_mut(app).debrief = n;
                let (step, team) = first;
                let _ = app.update(crate::gui::Message::Lesson(super::Msg::WhyUncover { step, team }));
            }
            assert_ne!(wall(&a), wall(&b), "an uncovered reason shows (game {g})");
            let crate::gui::Slide::Whys { whys, .. } = a.projector_frame() else { panic!("the reasons' slide") };
            assert_eq!(whys.len(), 1, "only the uncovered reason reaches the projector screen");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(questions_seen > 30, "{questions_seen} questions looked at");
}

//! The projector through a whole 12-team lesson: at every state, what it shows and what it must not
//! show. No card before the reveal, no consequence, no teacher's note, no correction ever.
#![allow(unused_results)] // a test drops what it does not check

use iced::Size;
use iced_test::Simulator;
use std::sync::Arc;

use colony::engine::{ChangeKind, Expect, Input};
use colony::gui::projector::ChipState;
use colony::gui::{App, DraftMsg, EntryMsg, LessonMsg, Message, Mode, Panel, ShowMsg, Slide};
use colony::i18n::{Arg, Language, Translator};
use colony::lesson::Lesson;
use colony::simulate::{Player, Policy};
use colony::store::Library;

mod common;
use common::Drive;

fn projector_texts(app: &App) -> Vec<String> {
    laid_out(app).into_iter().map(|(c, _)| c).collect()
}

/// Every text of the projector screen at 1280x720, where it was laid out.
fn laid_out(app: &App) -> Vec<(String, iced::Rectangle)> {
    let settings =
        iced::Settings { fonts: vec![colony::gui::style::SEMIBOLD_BYTES.into()], ..iced::Settings::default() };
    let mut ui = Simulator::with_size(settings, Size::new(1280.0, 720.0), app.view_projector());
    let mut found = Vec::new();
    let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Text { content, bounds, .. } = c {
            found.push((content.to_string(), bounds));
        }
        None::<()>
    });
    found
}

/// A new class of `teams` teams (the default names), landed, at its first decision.
fn at_the_first_decision(dir: &std::path::Path, teams: usize) -> App {
    let mut app = App::new(Library::new(dir), Language::En);
    app.drive(Message::Start(colony::gui::StartMsg::NewClass));
    for _ in 4..teams {
        app.drive(Message::Setup(colony::gui::SetupMsg::AddTeam));
    }
    common::click(&mut app, "Start the game");
    common::click(&mut app, "To the first situation");
    send(&mut app, LessonMsg::Entry(EntryMsg::Proceed)); // the landing
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    app
}

/// Everything only the teacher may see: every option's consequences, every teacher's note.
fn secrets(tr: &Translator, lesson: &Lesson) -> Vec<String> {
    let mut out = Vec::new();
    for step in &lesson.steps {
        for (i, o) in step.options.iter().enumerate() {
            // As the console shows them to the teacher.
            out.push(format!("{}: {}", i + 1, colony::report::consequences(tr, o.cost, &o.effects)));
        }
        for note in [format!("{}-note", step.text), format!("{}-say", step.text)] {
            if tr.has(&note) {
                out.push(tr.text(&note));
            }
        }
    }
    out
}

fn send(app: &mut App, m: LessonMsg) {
    app.drive(Message::Lesson(m));
    common::settle(app);
}

#[test]
fn the_projector_through_a_twelve_team_lesson_never_shows_what_it_must_not() {
    for lang in Language::ALL {
        let dir = std::env::temp_dir().join(format!("colony-projector-{}-{}", lang.code(), std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let mut app = App::new(Library::new(&dir), lang);
        app.drive(Message::Start(colony::gui::StartMsg::NewClass));
        for _ in 4..12 {
            app.drive(Message::Setup(colony::gui::SetupMsg::AddTeam));
        }
        // One game for every run (the seed of a new class is the clock's otherwise).
        app.drive(Message::Setup(colony::gui::SetupMsg::Seed("7".into())));
        app.drive(Message::Setup(colony::gui::SetupMsg::Start));
        let tr = Translator::new(lang);
        let lesson = Arc::new(Lesson::builtin());
        let secret = secrets(&tr, &lesson);
        let mut player = Player::with_policies(5, vec![Policy::RANDOM, Policy::WARMONGER, Policy::SPENDER]);
        let mut seen = std::collections::HashSet::new();
        let mut corrected = false;
        let mut rolloffs = 0;
        let (mut monopolies, mut risings) = (0, 0);
        for _ in 0..3_000 {
            let l = app.lesson().expect("lesson");
            let revealed = matches!(l.mode(), Mode::Revealed(_));
            if l.session().game().is_over() && !revealed {
                break;
            }
            let laid: Vec<bool> = l.draft().cards.iter().map(Option::is_some).collect();
            let step = l.session().game().state().step;
            let input = player.choose(l.session().game());
            let frame = app.projector_frame();
            let texts = projector_texts(&app);
            seen.insert(std::mem::discriminant(&frame));
            // Never a consequence or a note, in any state.
            for s in &secret {
                assert!(!texts.iter().any(|t| t.contains(s.as_str())), "{}: the projector shows «{s}»", lang.code());
            }
            assert!(!texts.iter().any(|t| t.contains("counted twice")), "a correction's reason on the projector");
            if revealed {
                assert!(matches!(frame, Slide::Reveal { .. }), "after Resolve the projector reveals");
                // A monopoly roll-off: every die with the product it was thrown for.
                let (Mode::Revealed(r), Slide::Reveal { rows, outcomes, .. }) = (l.mode(), &frame) else {
                    unreachable!()
                };
                // Monopolies are told plainly, as the reveals that touch people are: no pill
                // in a win's green.
                if r.changes.iter().any(|c| matches!(c.kind, ChangeKind::Monopoly { .. })) {
                    assert!(rows.iter().all(|row| row.badges.iter().all(|b| b.neutral)), "{}: monopolies", lang.code());
                    monopolies += 1;
                }
                // Each team the people rose against has its row, which says where, under the
                // sentence said once.
                let rose =
                    |t: u8| r.changes.iter().any(|c| c.team == t && matches!(c.kind, ChangeKind::Rebellion { .. }));
                for t in (0..12u8).filter(|&t| rose(t)) {
                    let row = rows.iter().find(|row| row.tag.seat == usize::from(t));
                    let first = row.and_then(|row| row.badges.first()).map(|b| b.text.clone()).unwrap_or_default();
                    let number = r.changes.iter().find_map(|c| match c.kind {
                        ChangeKind::Rebellion { country } if c.team == t => Some(l.number(country).to_string()),
                        _ => None,
                    });
                    assert!(
                        number.is_some_and(|n| first.contains(&n)),
                        "{}: the rising against {t}: «{first}»",
                        lang.code()
                    );
                    let head = tr.text("projector-people-rose-head");
                    assert!(outcomes.iter().any(|(_, o)| *o == head), "{}: the risings' sentence", lang.code());
                    risings += 1;
                }
                for c in &r.changes {
                    if let ChangeKind::MonopolyRoll { product, die } = c.kind {
                        let name = tr.text(&format!("product-{}", product.code()));
                        let row = rows.iter().find(|row| row.tag.name == l.names()[usize::from(c.team)]);
                        assert!(row.is_some_and(|row| row.rolls.contains(&(name.clone(), die))), "{name} {die}");
                        assert!(texts.contains(&name), "{}: the roll-off names {name}", lang.code());
                        // And the frame says what a product's die means.
                        let said = tr.text("projector-monopoly-dice");
                        assert!(texts.contains(&said), "{}: the roll-off explained", lang.code());
                        rolloffs += 1;
                    }
                }
                send(&mut app, LessonMsg::Show(ShowMsg::Next));
                continue;
            }
            if let Slide::Situation { chips, .. } = &frame {
                // The chips say who is in, never which card.
                for (t, chip) in chips.iter().enumerate() {
                    assert_eq!(chip.state == ChipState::In, laid.get(t).copied().unwrap_or(false), "chip {t}");
                }
            }
            match input {
                Input::Decide { cards, .. } => {
                    for (t, c) in cards.iter().enumerate() {
                        if let Some(c) = c {
                            send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, *c)));
                        }
                        if t == 5 {
                            let Slide::Situation { chips, .. } = app.projector_frame() else {
                                panic!("cards coming in")
                            };
                            assert!(
                                chips.iter().take(6).all(|c| matches!(c.state, ChipState::In | ChipState::SitsOut(_)))
                            );
                            let words = projector_texts(&app);
                            for (u, c) in cards.iter().enumerate().take(6) {
                                if let Some(c) = c {
                                    let option = lesson.steps[step].option(*c).expect("the card's option");
                                    for laid in 1..=6 {
                                        let id = format!("{}-projector", option.label);
                                        let sentence = tr.tr(&id, &[("count", Arg::from(laid))]);
                                        assert!(!words.contains(&sentence), "team {u}'s card shows before the reveal");
                                    }
                                }
                            }
                        }
                    }
                    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
                }
                Input::Invest { spend, .. } => {
                    for (t, s) in spend.iter().enumerate() {
                        send(&mut app, LessonMsg::Draft(DraftMsg::Armies(t, s.armies.to_string())));
                        send(&mut app, LessonMsg::Draft(DraftMsg::Farms(t, s.farms.to_string())));
                    }
                    send(&mut app, LessonMsg::Entry(EntryMsg::Invest));
                    // Once, a correction: the projector shows exactly what it showed.
                    if !corrected {
                        let before = app.projector_frame();
                        send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::Team(2))));
                        send(&mut app, LessonMsg::Reason("counted twice".into()));
                        send(&mut app, LessonMsg::Correct(2, colony::engine::Quantity::Gold, 1));
                        send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::None)));
                        assert_eq!(app.projector_frame(), before);
                        corrected = true;
                    }
                }
                Input::Proceed { .. } => send(&mut app, LessonMsg::Entry(EntryMsg::Proceed)),
                Input::PlaceRebellions { .. } => send(&mut app, LessonMsg::Entry(EntryMsg::PlaceRebellions)),
                Input::Attack { from, target } => {
                    assert!(matches!(frame, Slide::War { .. }), "the wars on the projector");
                    send(&mut app, LessonMsg::Draft(DraftMsg::From(from)));
                    send(&mut app, LessonMsg::Draft(DraftMsg::Target(target)));
                    send(&mut app, LessonMsg::Entry(EntryMsg::Attack));
                }
                Input::Throw => {
                    assert!(matches!(frame, Slide::War { defender: Some(_), .. }), "both sides on the projector");
                    send(&mut app, LessonMsg::Entry(EntryMsg::Throw));
                    // The dice as they fall, also on the throw that ends the fight (with the result).
                    assert!(
                        matches!(app.projector_frame(), Slide::War { throw: Some(_), defender: Some(_), .. }),
                        "the dice"
                    );
                }
                Input::BreakOff => send(&mut app, LessonMsg::Entry(EntryMsg::Retreat)),
                Input::Occupy { armies } => {
                    for _ in 0..armies {
                        send(&mut app, LessonMsg::Draft(DraftMsg::OccupyBy(1)));
                    }
                    send(&mut app, LessonMsg::Entry(EntryMsg::Occupy));
                }
                Input::EndAttacks => send(&mut app, LessonMsg::Entry(EntryMsg::EndAttacks)),
                Input::Correct { .. } => unreachable!("the player makes no corrections"),
            }
            if let Some(e) = app.lesson().expect("lesson").error() {
                panic!("{}: refused: {e}", lang.code());
            }
        }
        let l = app.lesson().expect("lesson");
        assert!(l.session().game().is_over(), "{}: the lesson reached its end", lang.code());
        assert!(matches!(l.session().game().expecting(), Expect::Over));
        // The end: the chart with how its ranks go, then the debrief questions one at a
        // time from the console.
        let Slide::End { legend, .. } = app.projector_frame() else { panic!("the end") };
        let tr = colony::i18n::Translator::new(lang);
        assert_eq!(legend, tr.text("projector-end-legend"), "{}: how the ranks go", lang.code());
        send(&mut app, LessonMsg::Show(ShowMsg::Debrief(1)));
        let Slide::Debrief { question, .. } = app.projector_frame() else { panic!("a debrief question") };
        send(&mut app, LessonMsg::Show(ShowMsg::Debrief(2)));
        let Slide::Debrief { question: second, .. } = app.projector_frame() else { panic!("the next question") };
        assert_ne!(question, second);
        // Freeze keeps the projector where it is while the teacher looks something up.
        app.drive(Message::Freeze);
        send(&mut app, LessonMsg::Show(ShowMsg::Debrief(0)));
        assert!(matches!(app.projector_frame(), Slide::Debrief { .. }), "frozen");
        app.drive(Message::Freeze);
        assert!(matches!(app.projector_frame(), Slide::End { .. }), "follows the console again");
        assert!(monopolies > 0 && risings > 0, "{}: monopolies and risings revealed", lang.code());
        assert!(rolloffs > 0, "{}: this game (seeds 7 and 5) has a monopoly roll-off", lang.code());
        // The states a lesson goes through all appeared.
        assert!(seen.len() >= 4, "{}: projector states seen: {}", lang.code(), seen.len());
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_and_a_plus_scale_the_projector_within_bounds() {
    let dir = std::env::temp_dir().join(format!("colony-projector-scale-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new(Library::new(&dir), Language::En);
    for _ in 0..20 {
        app.drive(Message::ProjectorBigger);
    }
    assert!((app.projector_settings().scale - 1.6).abs() < 1e-3, "at most 160 %");
    for _ in 0..20 {
        app.drive(Message::ProjectorSmaller);
    }
    assert!((app.projector_settings().scale - 0.6).abs() < 1e-3, "at least 60 %");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The number everyone watches while the cards come in is the largest thing on the frame: "5/6"
/// at least 80 px high at 1280x720, with 6 and with 12 teams, counting up as the teacher lays the
/// cards.
#[test]
fn the_cards_in_are_the_largest_number_on_the_frame() {
    for teams in [6usize, 12] {
        let dir = common::temp_dir(&format!("tally-{teams}"));
        let mut app = at_the_first_decision(&dir, teams);
        for laid in 0..teams {
            let found: Vec<(String, f32)> = laid_out(&app).into_iter().map(|(c, b)| (c, b.height)).collect();
            let tally = format!("{laid}/{teams}");
            let height = found.iter().find(|(c, _)| *c == tally).map(|(_, h)| *h);
            let height = height.unwrap_or_else(|| panic!("{teams} teams: «{tally}» on the frame: {found:?}"));
            assert!(height >= 80.0, "{teams} teams: «{tally}» is {height} px high");
            // Larger than the words beside it and the situation's lines (a text of several
            // lines is as high as all of them: each of its lines is lower than the number).
            let words = found.iter().find(|(c, _)| c.contains(" of ") && c.ends_with(" in")).map(|(_, h)| *h);
            assert!(words.is_some_and(|w| height > 2.0 * w), "{teams} teams: «{tally}» {height} beside {words:?}");
            // The situation's text is at most 46 px, its lines at most 60 px apart.
            let lines = |h: f32| (h / 60.0).ceil().max(1.0);
            for (c, h) in &found {
                assert!(
                    *c == tally || h / lines(*h) < height,
                    "{teams} teams: «{c}» ({h} px) is as large as «{tally}»"
                );
            }
            let c = app.lesson().expect("lesson").session().game().allowed_cards(laid)[0];
            send(&mut app, LessonMsg::Draft(DraftMsg::Card(laid, c)));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Twelve teams' reveal in two columns of six: each team's name at least 28 px (one line of it at
/// least 36 px high), and no change's pill below the floor.
#[test]
fn twelve_teams_reveal_in_two_columns_readable_from_the_back() {
    let dir = common::temp_dir("reveal-two-columns");
    let mut app = at_the_first_decision(&dir, 12);
    for t in 0..12 {
        let c = app.lesson().expect("lesson").session().game().allowed_cards(t)[0];
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, c)));
    }
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    assert!(matches!(app.projector_frame(), Slide::Reveal { .. }));
    let names = app.lesson().expect("lesson").names();
    let found = laid_out(&app);
    let at: Vec<_> = found.iter().filter(|(c, _)| names.contains(c)).collect();
    assert_eq!(at.len(), 12, "every team: {found:?}");
    let left = at.iter().filter(|(_, b)| b.x < 640.0).count();
    assert_eq!(left, 6, "six on the left, six on the right: {at:?}");
    for (name, b) in &at {
        assert!(b.height >= 28.0 * 1.3, "«{name}» is {} px high", b.height);
    }
    // The pills ("▲ 1 resource", "▼ 1 prestige": an arrow, not only red and green; at a step
    // that did violence to people, as here, "+1 country" without arrow or colour): none below
    // the floor.
    let signed = |c: &str| c.starts_with('+') || c.starts_with('\u{2212}');
    let pills: Vec<_> = found.iter().filter(|(c, _)| c.starts_with('▲') || c.starts_with('▼') || signed(c)).collect();
    assert!(!pills.is_empty(), "the changes are shown: {found:?}");
    // The nations attacked the people of the coast: what happened to the people is said first,
    // above the teams, and no gain is shown as a win.
    assert!(pills.iter().all(|(c, _)| signed(c)), "no arrow, no gain's colour: {pills:?}");
    let said = found.iter().find(|(c, _)| c.contains("attacked the people of the coast")).expect("the sentence");
    assert!(at.iter().all(|(_, b)| b.y > said.1.y + said.1.height), "the people first: {said:?}");
    for (c, b) in pills {
        assert!(b.height >= colony::gui::projector::MIN * 1.3 - 0.5, "«{c}» is {} px high", b.height);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The landing gives every nation the same (a country, an army, a resource): the reveal says it
/// once, not in twelve rows of the same three pills.
#[test]
fn the_landing_reveal_says_once_what_every_nation_got() {
    let dir = common::temp_dir("landing-once");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::Start(colony::gui::StartMsg::NewClass));
    for _ in 4..12 {
        app.drive(Message::Setup(colony::gui::SetupMsg::AddTeam));
    }
    common::click(&mut app, "Start the game");
    common::click(&mut app, "To the first situation");
    send(&mut app, LessonMsg::Entry(EntryMsg::Proceed)); // the landing
    let Slide::Reveal { rows, outcomes, .. } = app.projector_frame() else { panic!("the landing's reveal") };
    assert!(rows.is_empty(), "no row per team: {rows:?}");
    let said: Vec<&str> = outcomes.iter().map(|(_, o)| o.as_str()).collect();
    assert!(
        said.iter()
            .any(|o| o
                .starts_with("Every nation took a country on the coast from the people who lived there: +1 country")),
        "{said:?}"
    );
    let texts = projector_texts(&app);
    assert!(texts.iter().any(|t| t.starts_with("Every nation took a country")), "on the frame: {texts:?}");
    // A step of cards still shows each team's row.
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    for t in 0..12 {
        let c = app.lesson().expect("lesson").session().game().allowed_cards(t)[0];
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, c)));
    }
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    let Slide::Reveal { rows, .. } = app.projector_frame() else { panic!("the reveal") };
    assert_eq!(rows.len(), 12);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A chip says its state in a sign as well as in its colours: "✓" once the team's card is in
/// (the black team's chip in looked like a waiting one on the dark theme); while it is awaited
/// the slot stays empty, its outline saying so ("…" there read as a name cut short).
#[test]
fn each_chip_says_in_a_sign_whether_its_card_is_in() {
    let dir = common::temp_dir("chip-signs");
    let mut app = at_the_first_decision(&dir, 4);
    let c = app.lesson().expect("lesson").session().game().allowed_cards(0)[0];
    send(&mut app, LessonMsg::Draft(DraftMsg::Card(0, c)));
    app.drive(Message::ToggleTheme);
    let texts = projector_texts(&app);
    assert_eq!(texts.iter().filter(|t| *t == "✓").count(), 1, "{texts:?}");
    assert_eq!(texts.iter().filter(|t| t.contains('…')).count(), 0, "{texts:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

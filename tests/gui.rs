//! The teacher's console, driven through its messages and the iced_test simulator: the flow of
//! a step (what happened stays on screen until "Next situation"), whole lessons by mouse and by
//! keyboard, a war with a retreat, a team that sits out, the history in words, corrections that
//! never reach the projector, the library, broken files and failed saves.
#![allow(unused_results)] // a test drops what it does not check

use colony::engine::Card;
use iced::keyboard::{Key, Modifiers, key::Named};
use iced::{Size, Theme};
use iced_test::selector::Candidate;
use iced_test::{Error, Simulator};
use std::path::{Path, PathBuf};

use colony::engine::{Expect, Record, SitOut, standings};
use colony::gui::{App, DraftMsg, EntryMsg, LessonMsg, Message, Mode, Panel, SetupMsg, ShowMsg, Slide, StartMsg};
use colony::i18n::Language;
use colony::store::Library;

mod common;
use colony::engine::CountryId;
use common::Drive;
use common::texts;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("colony-gui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn settings() -> iced::Settings {
    iced::Settings { fonts: vec![colony::gui::style::SEMIBOLD_BYTES.into()], ..iced::Settings::default() }
}

/// The teacher's screen, tall enough that nothing needs scrolling to be found.
fn sim(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(settings(), Size::new(1366.0, 3000.0), app.view_main())
}

fn projector(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(settings(), Size::new(1280.0, 720.0), app.view_projector())
}

/// Clicks on the teacher's screen and carries out the messages.
fn click(app: &mut App, label: &str) -> Result<(), Error> {
    let mut ui = sim(app);
    let _ = ui.click(label)?;
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking «{label}» sent nothing");
    for m in messages {
        app.drive(m);
        common::settle(app);
    }
    Ok(())
}

/// The teacher says, by the bar's button and its question, that only they see this screen (a
/// projector with a display of its own): the screen then shows what they type.
fn only_i_see(app: &mut App) -> Result<(), Error> {
    click(app, "Class sees this screen")?;
    click(app, "Only I see it: show me the cards")
}

fn send(app: &mut App, m: LessonMsg) {
    app.drive(Message::Lesson(m));
    common::settle(app);
}

use common::press;

fn enter(app: &mut App) {
    press(app, Key::Named(Named::Enter), Modifiers::default());
}

fn shows(app: &App, text: &str) -> bool {
    sim(app).find(text).is_ok()
}

/// Whether some text on the teacher's screen contains `part`.
fn shows_part(app: &App, part: &str) -> bool {
    any_text(&mut sim(app), |t| t.contains(part))
}

fn any_text(ui: &mut Simulator<'_, Message>, f: impl Fn(&str) -> bool + Send + Sync) -> bool {
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text { content, .. } if f(content) => Some(()),
        _ => None,
    })
    .is_ok()
}

fn expecting(app: &App) -> Expect {
    app.lesson().expect("a lesson is open").session().game().expecting()
}

fn revealed(app: &App) -> bool {
    matches!(app.lesson().map(colony::gui::LessonScreen::mode), Some(Mode::Revealed(_)))
}

/// A new class whose file cannot be replaced any more (a folder is in its way: as good as a full
/// disk), and its landing entered: the entry in memory, not on disk.
fn landing_that_cannot_be_saved(mut app: App) -> Result<(App, PathBuf), Error> {
    click(&mut app, "New class")?;
    click(&mut app, "Start the game")?;
    past_opening(&mut app)?;
    let path = app.lesson().expect("lesson").path().to_path_buf();
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(path.join("in-the-way")).expect("block");
    click(&mut app, "Land on the coast")?;
    Ok((app, path))
}

/// Whether a phase's opening is shown (before its first situation).
fn at_opening(app: &App) -> bool {
    app.lesson().is_some_and(|l| l.opening().is_some())
}

/// Past a phase's opening, as the teacher goes: "To the first situation".
fn past_opening(app: &mut App) -> Result<(), Error> {
    if at_opening(app) {
        let label = Language::ALL
            .into_iter()
            .map(|l| colony::i18n::Translator::new(l).text("lesson-opening-next"))
            .find(|label| shows(app, label))
            .unwrap_or_default();
        click(app, &label)?;
    }
    Ok(())
}

fn example(upto: usize) -> Record {
    let text = std::fs::read_to_string("rules/tests/data/example-game.json").expect("example");
    let mut rec = Record::from_json(&text).expect("parses");
    rec.entries.truncate(upto);
    rec
}

/// The console with the example game's first `upto` entries open, saved as `dir/name.json`.
fn open_example(dir: &Path, name: &str, upto: usize) -> (App, PathBuf) {
    let path = dir.join(format!("{name}.json"));
    colony::store::save_record(&path, &example(upto)).expect("save");
    let mut app = App::new(Library::new(dir), Language::En);
    app.open_now(path.clone());
    (app, path)
}

fn new_class(app: &mut App, names: &[&str]) {
    app.drive(Message::Start(StartMsg::NewClass));
    let have = 4;
    for _ in have..names.len() {
        app.drive(Message::Setup(SetupMsg::AddTeam));
    }
    for _ in names.len()..have {
        app.drive(Message::Setup(SetupMsg::RemoveTeam(0)));
    }
    for (i, n) in names.iter().enumerate() {
        app.drive(Message::Setup(SetupMsg::Name(i, (*n).to_string())));
    }
    app.drive(Message::Setup(SetupMsg::Seed("2024".into())));
    // The own board, as before the map (tests/map.rs plays on the map).
    app.drive(Message::Setup(SetupMsg::OwnBoard(true)));
    app.drive(Message::Setup(SetupMsg::Start));
    assert!(app.lesson().is_some(), "the lesson started");
    common::settle(app);
}

#[test]
fn what_happened_stays_on_screen_until_next_situation() -> Result<(), Error> {
    let dir = temp_dir("flow");
    let mut app = App::new(Library::new(&dir), Language::En);
    assert!(shows(&app, "No classes yet. Press \"New class\" to set one up."));
    only_i_see(&mut app)?;
    click(&mut app, "New class")?;
    app.drive(Message::Setup(SetupMsg::Name(1, "Ørsted & Co".into())));
    app.drive(Message::Setup(SetupMsg::Name(2, "Ελλάδα".into())));
    // On the own board, numbered as the countries come into play (tests/map.rs: on the map).
    click(&mut app, "Our own board from the 2001 game box")?;
    click(&mut app, "Start the game")?;
    // Each phase opens with its opening, on both screens, before its first situation.
    assert!(shows(&app, "Phase 1: Landing (game years 1–100)"));
    assert!(shows_part(&app, "It is not new to the people who live there"));
    assert!(
        matches!(app.projector_frame(), Slide::Opening { ref text, ref heading, .. }
            if text.contains("It is not new to the people who live there") && heading.contains("game years 1–100")),
        "the projector shows the opening with the game years"
    );
    assert!(!shows(&app, "Land on the coast"), "the first situation comes after the opening");
    click(&mut app, "To the first situation")?;
    assert!(shows(&app, "Phase 1 · Landing"));
    click(&mut app, "Land on the coast")?;
    // The landing is revealed; the step counter has not moved on.
    assert!(revealed(&app));
    assert!(shows(&app, "What happened"));
    assert!(shows(&app, "step 1 of 16"));
    assert!(shows_part(&app, "a new country (country 1)"), "in words, grouped by team");
    assert!(matches!(app.projector_frame(), Slide::Reveal { .. }), "the projector reveals too");
    click(&mut app, "Next situation")?;
    assert!(shows(&app, "Phase 1 · Landing · Contact on the coast"));
    assert!(shows(&app, "step 2 of 16"));
    // The consequences are folded away until the teacher opens them, and never on the projector.
    // In words, not the printed cards' letters.
    let said = "1: roll the die [1–3: −1 army, −1 prestige; 4–6: +1 country, −1 prestige]";
    assert!(!shows(&app, said));
    click(&mut app, "Show the consequences (teacher's screen only)")?;
    assert!(shows(&app, said));
    assert!(!any_text(&mut projector(&app), |t| t.contains("−1 army") || t.contains("−1A")));
    // Cards: "3 of 4 in: waiting for Team 4"; Resolve is greyed out until all are in.
    for (t, c) in [(0, 2), (1, 2), (2, 3)] {
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, Card(c))));
    }
    assert!(shows(&app, "3 of 4 cards in: waiting for Team 4"));
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    assert!(!revealed(&app), "Resolve waits for every card");
    send(&mut app, LessonMsg::Draft(DraftMsg::Card(3, Card(1))));
    assert!(shows(&app, "All 4 cards are in."));
    click(&mut app, "Resolve")?;
    assert!(revealed(&app));
    assert!(shows_part(&app, "2 · Trade with them"), "each team's card in words");
    click(&mut app, "Show every change")?;
    assert!(shows(&app, "Ørsted & Co traded with the people of the coast, on equal terms for now."));
    // Undo from what happened takes the cards back.
    click(&mut app, "Undo (Ctrl+Z)")?;
    assert!(!revealed(&app));
    assert_eq!(app.lesson().expect("lesson").session().record().entries.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Plays on from wherever the lesson is: every card from the keys 1-3, investments typed into
/// the fields, one attack per war ending in a retreat, Enter for everything else.
fn play_by_keyboard(app: &mut App, teams: usize) -> (bool, bool) {
    let (mut retreated, mut sat_out) = (false, false);
    for _ in 0..2_000 {
        if revealed(app) {
            enter(app);
            continue;
        }
        let l = app.lesson().expect("lesson");
        let game = l.session().game();
        let st = game.state().clone();
        match game.expecting() {
            Expect::Over => break,
            Expect::Decide { choosing } => {
                let war = game.lesson().steps[st.step].kind == colony::lesson::StepKind::ColonialWars;
                sat_out |= (0..teams).any(|t| game.sits_out(t) == Some(SitOut::NoGold));
                let n = (0..teams).filter(|&t| choosing.contains(t)).count();
                // The marked team moves on by itself after each card.
                for _ in 0..n {
                    let l = app.lesson().expect("lesson");
                    let t = l.draft().focus;
                    let allowed = l.session().game().allowed_cards(t);
                    // Everybody goes to war; elsewhere the last card (ignore, refuse, negotiate ...).
                    let card = if war { allowed.first() } else { allowed.last() }.copied().unwrap_or(Card(1));
                    press(app, Key::Character(card.to_string().into()), Modifiers::default());
                }
                enter(app);
            }
            Expect::Invest => {
                // Typed into each team's field, as the keyboard would.
                for t in 0..teams {
                    let armies = st.teams[t].gold.min(2);
                    if !st.countries_of(t).is_empty() {
                        send(app, LessonMsg::Draft(DraftMsg::Armies(t, armies.to_string())));
                    }
                }
                let nothing = app.lesson().expect("lesson").draft().spend.iter().all(|s| s.spend().armies == 0);
                press(app, Key::Named(Named::Enter), if nothing { Modifiers::SHIFT } else { Modifiers::default() });
            }
            Expect::Attack { attacker } => {
                let sources = game.attack_sources();
                let targets = game.attack_targets();
                match (retreated, sources.first(), targets.first()) {
                    (false, Some(&from), Some(&target)) => {
                        send(app, LessonMsg::Draft(DraftMsg::From(from)));
                        send(app, LessonMsg::Draft(DraftMsg::Target(target)));
                        enter(app);
                        assert!(matches!(expecting(app), Expect::Throw { .. }), "team {attacker} attacks");
                        enter(app); // one throw
                        if matches!(expecting(app), Expect::Throw { .. }) {
                            send(app, LessonMsg::Entry(EntryMsg::Retreat));
                            retreated = true;
                        }
                    }
                    _ => {
                        // An Enter too many ends nothing: it says how;
                        // Shift+Enter ends the team's attacks.
                        let entries = app.lesson().expect("lesson").session().record().entries.len();
                        enter(app);
                        let l = app.lesson().expect("lesson");
                        assert_eq!(l.session().record().entries.len(), entries, "Enter ended no attacks");
                        let said = l.error().map(|e| e.say(&colony::i18n::Translator::new(Language::En)));
                        assert!(said.as_ref().is_some_and(|s| s.contains("Shift+Enter")), "{said:?}");
                        press(app, Key::Named(Named::Enter), Modifiers::SHIFT);
                    }
                }
            }
            Expect::Throw { .. } | Expect::Occupy { .. } | Expect::Proceed | Expect::PlaceRebellions => enter(app),
        }
        if let Some(e) = app.lesson().expect("lesson").error() {
            panic!("refused: {e}");
        }
    }
    (retreated, sat_out)
}

#[test]
fn a_twelve_team_lesson_runs_by_keyboard_alone() {
    let dir = temp_dir("twelve-keys");
    let mut app = App::new(Library::new(&dir), Language::En);
    let names: Vec<String> = (0..12).map(|i| format!("Handelskompanie Nummer {i:02} aus Übersee ÆØÅ Ελλ")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    new_class(&mut app, &refs);
    let (retreated, _) = play_by_keyboard(&mut app, 12);
    assert!(retreated, "a war with a retreat");
    let l = app.lesson().expect("lesson");
    assert!(l.session().game().is_over(), "the lesson reached its end");
    assert!(shows(&app, "Richest") && shows(&app, "Most respected"));
    // Ctrl+Z takes the last entry back.
    let n = l.session().record().entries.len();
    press(&mut app, Key::Character("z".into()), Modifiers::CTRL);
    assert_eq!(app.lesson().expect("lesson").session().record().entries.len(), n - 1);
    // The saved file replays to the screen's game.
    let saved = colony::store::open_class(
        app.lesson().expect("lesson").path(),
        &std::sync::Arc::new(colony::lesson::Lesson::builtin()),
    )
    .expect("saved");
    assert_eq!(saved.game(), app.lesson().expect("lesson").session().game());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_team_that_spends_everything_sits_out_and_the_lesson_still_reaches_its_results() -> Result<(), Error> {
    let dir = temp_dir("broke");
    let mut app = App::new(Library::new(&dir), Language::En);
    only_i_see(&mut app)?;
    new_class(&mut app, &["Team 1", "Team 2", "Team 3"]);
    let mut sat_out = false;
    for _ in 0..600 {
        if revealed(&app) {
            click(&mut app, "Next situation")?;
            continue;
        }
        past_opening(&mut app)?;
        let l = app.lesson().expect("lesson");
        let game = l.session().game();
        let st = game.state().clone();
        match game.expecting() {
            Expect::Over => break,
            Expect::Proceed => send(&mut app, LessonMsg::Entry(EntryMsg::Proceed)),
            Expect::PlaceRebellions => click(&mut app, "Place the rebellions")?,
            Expect::Invest => {
                // Team 1 spends every coin on armies: + beyond its gold does nothing more.
                let gold = st.teams[0].gold;
                for _ in 0..gold + 3 {
                    send(&mut app, LessonMsg::Draft(DraftMsg::Bump(0, true, 1)));
                }
                assert_eq!(app.lesson().expect("lesson").draft().spend[0].spend().armies, gold, "the engine's limit");
                assert!(shows(&app, "Gold left"));
                click(&mut app, "Confirm the investments")?;
                assert_eq!(app.lesson().expect("lesson").session().game().state().teams[0].gold, 0);
            }
            Expect::Decide { choosing } => {
                let sits_here = game.sits_out(0) == Some(SitOut::NoGold);
                let cards: Vec<(usize, Card)> =
                    (0..3).filter(|&t| choosing.contains(t)).map(|t| (t, game.allowed_cards(t)[0])).collect();
                if sits_here {
                    // The row says why instead of showing dead buttons; Resolve works without it.
                    assert!(shows(&app, "no card: no gold for any option"));
                    sat_out = true;
                    assert!(matches!(app.projector_frame(), Slide::Situation { ref chips, .. }
                        if chips.iter().any(|c| matches!(c.state, colony::gui::projector::ChipState::SitsOut(_)))));
                }
                for (t, card) in cards {
                    send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, card)));
                }
                click(&mut app, "Resolve")?;
                if sits_here {
                    assert!(shows_part(&app, "no card: no gold for any option"), "what happened says why");
                    assert!(
                        any_text(&mut projector(&app), |t| t.contains("no card: no gold")),
                        "the projector says why"
                    );
                }
            }
            Expect::Attack { .. } => click(&mut app, "No more attacks")?,
            Expect::Throw { attacker, .. } => {
                let name = app.lesson().expect("lesson").names()[usize::from(attacker)].clone();
                click(&mut app, &format!("{name}: retreat"))?;
            }
            Expect::Occupy { .. } => click(&mut app, "Move in")?,
        }
        if let Some(e) = app.lesson().expect("lesson").error() {
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
fn the_war_panel_names_both_teams_and_keeps_a_log_of_the_throws() -> Result<(), Error> {
    let dir = temp_dir("war");
    // The example game at its colonial wars, after the cards.
    let upto = (1..30)
        .find(|&n| {
            let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
            colony::engine::Game::replay(lesson, &example(n))
                .is_ok_and(|g| matches!(g.expecting(), Expect::Attack { .. }))
        })
        .expect("the example has a war");
    let (mut app, _) = open_example(&dir, "war", upto);
    let Expect::Attack { attacker } = expecting(&app) else { panic!("the wars: {:?}", expecting(&app)) };
    assert_eq!(attacker, 1);
    assert!(shows(&app, "Ørsted & Co") && shows(&app, "may attack."));
    let game = app.lesson().expect("lesson").session().game();
    let (from, target) = (game.attack_sources()[0], game.attack_targets()[0]);
    send(&mut app, LessonMsg::Draft(DraftMsg::From(from)));
    send(&mut app, LessonMsg::Draft(DraftMsg::Target(target)));
    click(&mut app, "Attack")?;
    let defender = app.lesson().expect("lesson").names()
        [usize::from(app.lesson().expect("lesson").session().game().state().countries[usize::from(target)].owner)]
    .clone();
    assert!(shows(
        &app,
        &format!("Attack: Ørsted & Co against {defender}, country {} from country {}", target.number(), from.number())
    ));
    assert!(shows(&app, "No roll yet"));
    // The war has the room: the situation is folded away until asked for.
    assert!(shows(&app, "Show the situation"), "the situation folded");
    assert!(shows(&app, "The only team to attack in this step"), "who else attacks");
    // The class plays with real dice: Throw before both dice are in says so and throws nothing.
    click(&mut app, "Enter the roll")?;
    assert!(app.lesson().expect("lesson").error().is_some(), "both dice are needed");
    assert!(shows(&app, "No roll yet"));
    // The attacker's die by its button (the first row), the defender's by its key.
    click(&mut app, "2")?;
    common::press(&mut app, iced::keyboard::Key::Character("5".into()), iced::keyboard::Modifiers::empty());
    assert_eq!(app.lesson().expect("lesson").draft().throw, [Some(2), Some(5)]);
    click(&mut app, "Enter the roll")?;
    assert!(app.lesson().expect("lesson").error().is_none(), "{:?}", app.lesson().expect("lesson").error());
    assert!(shows(&app, "1 roll"));
    assert!(shows(&app, "Roll 1: attacker 2, defender 5"));
    match app.projector_frame() {
        Slide::War { throws: 1, throw: Some((2, 5)), words, .. } => {
            assert_eq!(
                words.banner,
                Some(("5 beats 2: 1 army lost by Ørsted & Co".to_string(), true)),
                "the loser, named"
            );
            assert_eq!((words.attacks.as_str(), words.defends.as_str()), ("attacks", "defends"));
        }
        other => panic!("the projector shows the dice: {other:?}"),
    }
    assert_eq!(app.lesson().expect("lesson").draft().throw, [None, None], "the next throw starts afresh");
    if matches!(expecting(&app), Expect::Throw { .. }) {
        click(&mut app, "Ørsted & Co: retreat")?;
        assert!(matches!(expecting(&app), Expect::Attack { .. }), "the retreat ends the fight");
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_history_in_german_names_the_steps_and_the_teams() -> Result<(), Error> {
    let dir = temp_dir("history-de");
    let (mut app, _) = open_example(&dir, "history", 12);
    app.drive(Message::Language(Language::De));
    click(&mut app, "Verlauf")?;
    let all = texts(&mut sim(&app));
    assert!(all.iter().any(|t| t.starts_with("2. Phase 1 · Kontakt an der Küste · Karten")), "{all:?}");
    assert!(all.iter().any(|t| t == "Ελλάδα"), "team names in the history");
    assert!(!all.iter().any(|t| t.contains("p1-contact")), "no internal step ids");
    assert!(all.iter().any(|t| t.starts_with("3 · Die Menschen in Ruhe lassen")), "cards in words: {all:?}");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_correction_never_reaches_the_projector() -> Result<(), Error> {
    let dir = temp_dir("correction");
    let (mut app, _) = open_example(&dir, "correction", 2);
    // The reveal of the contact is on the projector while the teacher corrects a number.
    let (mut app2, _) = open_example(&dir, "correction2", 1);
    send(&mut app2, LessonMsg::Show(ShowMsg::Next));
    for (t, c) in [(0, 1), (1, 2), (2, 3)] {
        send(&mut app2, LessonMsg::Draft(DraftMsg::Card(t, Card(c))));
    }
    app2.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Dice("4 sugar".into()))));
    send(&mut app2, LessonMsg::Entry(EntryMsg::Resolve));
    assert!(app2.lesson().expect("lesson").error().is_none(), "{:?}", app2.lesson().expect("lesson").error());
    let before = app2.projector_frame();
    assert!(matches!(before, Slide::Reveal { .. }));
    send(&mut app2, LessonMsg::Show(ShowMsg::Panel(Panel::Team(1))));
    send(&mut app2, LessonMsg::Reason("counted twice".into()));
    click(&mut app2, "−")?;
    assert_eq!(app2.projector_frame(), before, "the projector shows exactly what it showed");
    assert!(!any_text(&mut projector(&app2), |t| t.contains("counted twice") || t.contains("corrected")));
    // In the history the correction is there, with its reason.
    send(&mut app2, LessonMsg::Show(ShowMsg::Panel(Panel::History(None))));
    assert!(shows_part(&app2, "corrected by the teacher: \"counted twice\""));
    // Between steps too.
    send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::Team(0))));
    let before = app.projector_frame();
    click(&mut app, "+")?;
    assert_eq!(app.projector_frame(), before);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_interface_switches_language_at_any_time() -> Result<(), Error> {
    let dir = temp_dir("lang");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::Language(Language::De));
    click(&mut app, "Unterlagen zum Drucken (PDF)")?;
    assert!(dir.join("handouts/blank/de/phasenbögen.pdf").exists(), "blank handouts in German, named in German");
    assert!(shows(&app, "Neue Klasse"));
    click(&mut app, "Neue Klasse")?;
    assert!(shows(&app, "Spiel beginnen"));
    app.drive(Message::Language(Language::Es));
    assert!(shows(&app, "Empezar la partida"));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// A product named in two words ("piedras preciosas") is one draw, in any language.
#[test]
fn a_product_of_two_words_is_read_as_one() {
    use colony::engine::{Outcome, Product};
    let read = colony::gui::parse_outcomes("4 Piedras Preciosas, azúcar 2").expect("read");
    assert_eq!(
        read,
        vec![Outcome::Die(4), Outcome::Draw(Product::Gems), Outcome::Draw(Product::Sugar), Outcome::Die(2)]
    );
    assert_eq!(colony::gui::parse_outcomes("piedras"), Err("piedras".to_string()), "half the name is no product");
}

#[test]
fn typed_dice_are_asked_for_and_a_bad_word_is_explained() -> Result<(), Error> {
    let dir = temp_dir("refused");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    app.drive(Message::Setup(SetupMsg::Typed(true)));
    click(&mut app, "Our own board from the 2001 game box")?;
    click(&mut app, "Start the game")?;
    past_opening(&mut app)?;
    click(&mut app, "Land on the coast")?;
    assert!(shows(&app, "Draw a resource from the bag for Team 1 and enter its product."));
    send(&mut app, LessonMsg::Draft(DraftMsg::Dice("sugar gold tea coffe".into())));
    click(&mut app, "Land on the coast")?;
    assert!(shows(&app, "\"coffe\" is neither a die (1-6) nor a product."));
    // Cleared, and the products drawn entered by their buttons.
    click(&mut app, "Clear")?;
    for product in ["sugar", "gold", "tea", "coffee"] {
        click(&mut app, product)?;
    }
    assert_eq!(app.lesson().expect("lesson").draft().dice, "sugar gold tea coffee");
    click(&mut app, "Land on the coast")?;
    assert!(revealed(&app));
    click(&mut app, "Show every change")?;
    assert!(shows(&app, "Team 4: one more resource in country 4 (coffee)."));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_teacher_changes_where_the_rebellions_go() -> Result<(), Error> {
    let dir = temp_dir("rebels");
    let (mut app, path) = open_example(&dir, "rebels", 26);
    assert!(matches!(expecting(&app), Expect::PlaceRebellions));
    send(&mut app, LessonMsg::Draft(DraftMsg::RebelOwn(1, CountryId(4))));
    click(&mut app, "Place the rebellions")?;
    let st = app.lesson().expect("lesson").session().game().state().clone();
    assert!(st.countries[4].rebellion && st.countries[6].rebellion);
    assert!(!st.countries[1].rebellion, "the extra one went to the strongest country left");
    // The extra one moved instead; a country that already has one is refused with the reason.
    drop(app);
    let mut app = App::new(Library::new(&dir), Language::En);
    app.open_now(path);
    send(&mut app, LessonMsg::Undo);
    // Undo brings the places back as they were chosen.
    assert_eq!(app.lesson().expect("lesson").draft().rebel_own.get(1), Some(&Some(CountryId(4))));
    send(&mut app, LessonMsg::Draft(DraftMsg::RebelExtra(1, CountryId(5))));
    click(&mut app, "Place the rebellions")?;
    let st = app.lesson().expect("lesson").session().game().state().clone();
    let rebels: Vec<usize> = (0..st.countries.len()).filter(|&c| st.countries[c].rebellion).collect();
    assert!(st.countries[4].rebellion && st.countries[5].rebellion, "{rebels:?}");
    assert!(!st.countries[1].rebellion && !st.countries[6].rebellion, "{rebels:?}");
    // The extra one on the team's own pick: refused with the reason.
    send(&mut app, LessonMsg::Undo);
    send(&mut app, LessonMsg::Draft(DraftMsg::RebelExtra(1, CountryId(4))));
    click(&mut app, "Place the rebellions")?;
    assert!(shows(&app, "Country 5 already has a rebellion; a country holds only one."));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_mistyped_die_and_an_investment_are_changed_in_the_history() -> Result<(), Error> {
    use colony::gui::lesson::FixMsg;
    let dir = temp_dir("dice");
    let (mut app, path) = open_example(&dir, "dice", 5);
    click(&mut app, "Game log")?;
    send(&mut app, LessonMsg::Fix(FixMsg::StartDice(2)));
    assert!(shows(&app, "4 tea 1") || any_text(&mut sim(&app), |t| t == "4 tea 1"), "the entry's dice as typed");
    send(&mut app, LessonMsg::Fix(FixMsg::DiceText("2 1".into())));
    click(&mut app, "See what changes")?;
    assert!(shows(&app, "Numbers would change for: Ελλάδα"));
    click(&mut app, "Confirm the change")?;
    let outcomes = app.lesson().expect("lesson").session().record().entries[2].outcomes.clone();
    assert_eq!(outcomes, vec![colony::engine::Outcome::Die(2), colony::engine::Outcome::Die(1)]);
    assert_eq!(colony::store::load_record(&path).expect("saved").entries[2].outcomes, outcomes, "saved at once");
    // Red Lions meant to keep the gold of their army.
    send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::History(None))));
    send(&mut app, LessonMsg::Fix(FixMsg::Start(4)));
    send(&mut app, LessonMsg::Fix(FixMsg::Spend(0, true, -1)));
    click(&mut app, "See what changes")?;
    assert!(shows(&app, "Numbers would change for: Red Lions"));
    // And what changes: the gold kept and the army not bought (not only whose).
    let said =
        |t: &str| t.starts_with("Red Lions: ") && t.contains("Gold ") && t.contains(" → ") && t.contains("Armies ");
    assert!(any_text(&mut sim(&app), said), "what changes for Red Lions, in numbers");
    // And no farming either: the entry's farm die no longer fits, and the preview says so.
    send(&mut app, LessonMsg::Fix(FixMsg::Spend(0, false, -1)));
    click(&mut app, "See what changes")?;
    assert!(shows_part(&app, "The dice and draws of entry 5 no longer fit the corrected game"), "rerolled, said");
    send(&mut app, LessonMsg::Fix(FixMsg::Spend(0, false, 1)));
    click(&mut app, "See what changes")?;
    click(&mut app, "Confirm the change")?;
    match &app.lesson().expect("lesson").session().record().entries[4].input {
        colony::engine::Input::Invest { spend, .. } => assert_eq!((spend[0].armies, spend[0].farms), (0, 1)),
        other => panic!("not an investment: {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
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
    let start = |app: &mut App, m: StartMsg| {
        app.drive(Message::Start(m));
        common::settle(app);
    };
    start(&mut app, StartMsg::Filter("2025".into()));
    assert!(shows(&app, "9b history") && !shows(&app, "10a history"), "filtered by year");
    start(&mut app, StartMsg::Filter(String::new()));
    assert!(shows(&app, "Results"), "finished classes offer their results");
    assert!(!shows(&app, "Export 2 ticked classes to CSV"), "export appears when classes are ticked");
    let hint = "Tick the box of a class to export it as CSV, or of two or more to compare them.";
    assert!(shows(&app, hint), "the screen says what the boxes are for");
    let paths: Vec<PathBuf> = app.start().expect("start").classes().iter().map(|c| c.path.clone()).collect();
    for p in &paths {
        start(&mut app, StartMsg::Select(p.clone(), true));
    }
    assert!(!shows(&app, hint), "and no longer once one is ticked");
    click(&mut app, "Export 2 ticked classes to CSV")?;
    let csv = std::fs::read_to_string(dir.join("exports/results.csv")).expect("results.csv");
    assert_eq!(csv.lines().count(), 1 + 2 * 12, "a header and 12 rows per class");
    start(&mut app, StartMsg::ExportCsvTo(Some(dir.join("chosen"))));
    assert!(dir.join("chosen/decisions.csv").exists(), "or into a folder chosen with the dialog");
    click(&mut app, "Compare 2 classes")?;
    assert!(shows(&app, "Classes side by side"));
    start(&mut app, StartMsg::Compare(false));
    let ten = paths.iter().find(|p| p.to_string_lossy().contains("10a")).expect("10a").clone();
    start(&mut app, StartMsg::Archive(ten));
    assert!(!shows(&app, "10a history"), "archived classes leave the list");
    click(&mut app, "Show archived classes")?;
    assert!(shows(&app, "10a history"));
    click(&mut app, "Restore")?;
    assert_eq!(app.start().expect("start").classes().len(), 2, "restored");
    let nine = paths.iter().find(|p| p.to_string_lossy().contains("9b")).expect("9b").clone();
    start(&mut app, StartMsg::CopyOut(nine));
    let carried = dir.join("exports/9b-history.json");
    assert!(carried.exists(), "copied for the USB stick");
    start(&mut app, StartMsg::Import(Some(carried.clone())));
    assert_eq!(app.start().expect("start").classes().len(), 3, "imported as a new class");
    start(&mut app, StartMsg::OpenFile(Some(carried)));
    assert!(app.lesson().is_some(), "a class file opened where it is");
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
    app.open_now(path.clone());
    assert!(app.lesson().is_none());
    assert!(shows_part(&app, "9b.json") && shows_part(&app, "A good backup with 9 entries was found."));
    click(&mut app, "Open the newest good backup")?;
    let l = app.lesson().expect("the backup opened");
    assert_eq!(l.session().record().entries.len(), 9);
    assert_ne!(l.path(), path, "opened as a new class");
    assert_eq!(std::fs::read(&path).expect("read"), b"{\"format\": 1, \"lesson\": ", "the broken file is untouched");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn a_failed_save_keeps_the_entry_tells_the_teacher_and_resumes() -> Result<(), Error> {
    let dir = temp_dir("nosave");
    let (mut app, path) = landing_that_cannot_be_saved(App::new(Library::new(&dir), Language::En))?;
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session().record().entries.len(), 1, "the entry is kept in memory");
    assert!(l.save_error().is_some_and(|e| e.to_string().starts_with("Not saved: ")));
    assert!(shows(&app, "NOT SAVED"));
    std::fs::remove_dir_all(&path).expect("unblock");
    click(&mut app, "Try again")?;
    assert!(app.lesson().expect("lesson").save_error().is_none());
    assert_eq!(colony::store::load_record(&path).expect("saved after all").entries.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// After a failed save and "Go on without saving", leaving the lesson by "← Classes" or by
/// closing the window asks first (else one click on "← Classes" would drop the entries without
/// a word); nothing is lost: the unsaved record is kept as a recovery copy, and the start
/// screen puts it back into its class file by one click.
#[test]
fn leaving_with_unsaved_entries_asks_and_the_copy_brings_them_back() -> Result<(), Error> {
    let dir = temp_dir("leave-unsaved");
    let mut app = App::new(Library::new(&dir), Language::En);
    let main = iced::window::Id::unique();
    app.drive(Message::MainOpened(main));
    let (mut app, path) = landing_that_cannot_be_saved(app)?;
    click(&mut app, "Go on without saving")?;
    assert!(app.lesson().is_some_and(colony::gui::LessonScreen::is_unsaved), "still not on disk");
    // "← Classes": asked, not left.
    click(&mut app, "← Classes")?;
    assert!(app.lesson().is_some(), "the lesson is still open");
    assert!(shows(&app, "Not saved yet: the last entries are only in this window."));
    let copy = app.lesson().expect("lesson").recovery_copy().expect("a recovery copy").to_path_buf();
    assert_eq!(colony::store::load_record(&copy).expect("the copy reads").entries.len(), 1, "the entry is in it");
    click(&mut app, "Back to the lesson")?;
    assert!(!shows(&app, "Not saved yet: the last entries are only in this window."));
    // Closing the window: asked too.
    app.drive(Message::CloseRequested(main));
    common::settle(&mut app);
    assert!(app.lesson().is_some() && shows(&app, "Leave (the copy is kept)"), "closing asks as well");
    click(&mut app, "Back to the lesson")?;
    // Leaving all the same: the copy stays, and the start screen offers it back.
    click(&mut app, "← Classes")?;
    click(&mut app, "Leave (the copy is kept)")?;
    assert!(app.lesson().is_none(), "left");
    assert!(shows_part(&app, "Not saved into its class file when the lesson ended"), "offered back");
    std::fs::remove_dir_all(&path).expect("unblock");
    click(&mut app, "Put it back")?;
    assert_eq!(colony::store::load_record(&path).expect("back in its file").entries.len(), 1, "nothing lost");
    assert!(!copy.exists(), "the copy is used up");
    assert!(!shows_part(&app, "Not saved into its class file"));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// "Save elsewhere…" while the library cannot be written: the record goes where the teacher
/// chose (a stick), written off the interface thread; another class's file there is refused
/// with the reason, a new file is written whole and the lesson is left, saying where it is.
/// (The system's file dialog cannot be clicked here: its answer is the message it sends.)
#[test]
fn an_unsaved_lesson_is_saved_elsewhere_and_never_over_another_class() -> Result<(), Error> {
    let dir = temp_dir("elsewhere");
    let (mut app, _) = landing_that_cannot_be_saved(App::new(Library::new(&dir), Language::En))?;
    click(&mut app, "Go on without saving")?;
    click(&mut app, "← Classes")?;
    assert!(shows(&app, "Save elsewhere…"));
    let stick = dir.join("stick");
    std::fs::create_dir_all(&stick).expect("stick");
    // Another class's record on the stick: refused, kept as it was, the lesson still open.
    let other = stick.join("other.json");
    let mut s = colony::engine::Session::new(
        std::sync::Arc::new(colony::lesson::Lesson::builtin()),
        vec![colony::engine::TeamInfo::new("X", "red"), colony::engine::TeamInfo::new("Y", "blue")],
        1,
    )
    .expect("session");
    s.set_class("Another class", "2026-12-06");
    colony::store::save_record(&other, s.record()).expect("other");
    let before = std::fs::read(&other).expect("read");
    send(&mut app, LessonMsg::SaveElsewhereTo(Some(other.clone())));
    assert!(app.lesson().is_some(), "not left");
    assert!(shows_part(&app, "Not saved"), "the reason is shown");
    assert_eq!(std::fs::read(&other).expect("read"), before, "the other class untouched");
    // A new file: written, the lesson left, the teacher told where.
    let to = stick.join("7b.json");
    send(&mut app, LessonMsg::SaveElsewhereTo(Some(to.clone())));
    assert!(app.lesson().is_none(), "left once it is on the stick");
    assert_eq!(colony::store::load_record(&to).expect("on the stick").entries.len(), 1, "with the entry");
    assert!(shows_part(&app, "Saved in"), "says where");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// With everything on disk, "← Classes" leaves at once, without a question.
#[test]
fn leaving_a_saved_lesson_asks_nothing() -> Result<(), Error> {
    let dir = temp_dir("leave-saved");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    click(&mut app, "Start the game")?;
    past_opening(&mut app)?;
    click(&mut app, "Land on the coast")?;
    click(&mut app, "← Classes")?;
    assert!(app.lesson().is_none(), "left at once");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn buildings_rebellions_and_the_slave_ship_can_be_corrected_by_hand() -> Result<(), Error> {
    let dir = temp_dir("flags");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    click(&mut app, "Start the game")?;
    past_opening(&mut app)?;
    click(&mut app, "Land on the coast")?;
    send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::Team(0))));
    click(&mut app, "port")?;
    click(&mut app, "rebellion")?;
    click(&mut app, "slave ship")?;
    let st = app.lesson().expect("lesson").session().game().state().clone();
    let first = st.countries_of(0)[0];
    let c = &st.countries[usize::from(first)];
    assert!(c.buildings.has(colony::engine::Building::Port) && c.rebellion && st.teams[0].slave_ship);
    click(&mut app, "port")?;
    let st = app.lesson().expect("lesson").session().game().state().clone();
    assert!(!st.countries[usize::from(first)].buildings.has(colony::engine::Building::Port), "pressed again: removed");
    assert_eq!(app.lesson().expect("lesson").session().record().entries.len(), 5, "every correction is an entry");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn every_kind_of_error_reaches_the_teacher_in_the_interface_language() -> Result<(), Error> {
    let dir = temp_dir("errors-lang");
    let mut app = App::new(Library::new(&dir), Language::De);
    click(&mut app, "Neue Klasse")?;
    app.drive(Message::Setup(SetupMsg::Typed(true)));
    click(&mut app, "Spiel beginnen")?;
    past_opening(&mut app)?;
    click(&mut app, "An der Küste landen")?;
    assert!(shows(&app, "Zieh für Team 1 einen Rohstoff aus dem Beutel und gib sein Produkt ein."));
    app.drive(Message::Language(Language::Es));
    let broken = dir.join("roto.json");
    std::fs::write(&broken, "{ \"format\": 1, ").expect("write");
    app.open_now(broken);
    assert!(shows_part(&app, "no es un archivo de la clase que Colony Classroom pueda leer"), "parse error in Spanish");
    let mut rec = example(10);
    rec.entries[3].outcomes.push(colony::engine::Outcome::Die(4));
    let bad = dir.join("malo.json");
    std::fs::write(&bad, rec.to_json()).expect("write");
    app.open_now(bad);
    assert!(shows_part(&app, "La entrada 4 de este archivo de la clase tiene una tirada o extracción de más"));
    app.open_now(dir.join("no-existe.json"));
    assert!(shows_part(&app, "el archivo o la carpeta no existe"), "I/O error in Spanish");
    let (mut app, path) = open_example(&dir, "gesperrt", 3);
    app.drive(Message::Language(Language::De));
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(path.join("x")).expect("a folder where the file was");
    send(&mut app, LessonMsg::Undo);
    assert!(shows_part(&app, "Nicht gespeichert: "), "save error in German");
    assert!(!shows_part(&app, "annot save"), "no English left in the message");
    // What is on screen is reworded when the interface's language changes: the save error and
    // the start screen's notice too, which, kept as sentences, would stay in the language of
    // their moment.
    app.drive(Message::Language(Language::Es));
    assert!(shows_part(&app, "No se ha guardado: "), "the save error now in Spanish");
    assert!(!shows_part(&app, "Nicht gespeichert: "), "no German left");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.open_now(dir.join("missing.json"));
    assert!(shows_part(&app, "the file or folder does not exist"));
    app.drive(Message::Language(Language::De));
    assert!(shows_part(&app, "existiert nicht"), "the notice reworded in German");
    assert!(!shows_part(&app, "does not exist"), "no English left");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Where the class may see the teacher's screen, F5 makes this very window the class's screen
/// (what the projector would show, at its sizes) with the teacher's keys in a line under it;
/// the keys go on working there, and F5 (or the line's button) brings the teacher's screen
/// back. No second window opens on a screen that has no room for it.
#[test]
fn f5_where_the_class_may_see_the_screen_shows_the_class_view_in_this_window() -> Result<(), Error> {
    let dir = temp_dir("class-view");
    let (mut app, _) = open_example(&dir, "class-view", 1);
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    press(&mut app, Key::Named(Named::F5), Modifiers::default());
    assert!(app.class_view_on(), "F5: the class view");
    assert_eq!(app.projector_settings().window, None, "no window opened");
    let marked = app.lesson().expect("lesson").names()[app.lesson().expect("lesson").draft().focus].clone();
    assert!(shows_part(&app, &format!("Marked: {marked}")), "the keys' line names the marked team");
    assert!(shows_part(&app, "cards in"), "the class's count, as on the projector screen");
    // A card typed in the class view: in, never which.
    press(&mut app, Key::Character("2".into()), Modifiers::default());
    let l = app.lesson().expect("lesson");
    assert!(l.draft().cards.iter().any(Option::is_some), "the key laid a card");
    assert!(shows_part(&app, "1 of 3 cards in"));
    click(&mut app, "Teacher's screen (F5)")?;
    assert!(!app.class_view_on());
    assert!(shows(&app, "✓ In"), "the row says it is in");
    assert!(!shows(&app, "✓ 2"), "never which");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The class may see the teacher's screen unless the teacher says otherwise, on purpose: no
/// consequence by default; "only I see this screen" asks first, is kept for the laptop (a new
/// start of the app, a reopened class), and one click takes it back.
#[test]
fn the_class_may_see_the_teachers_screen_until_the_teacher_says_otherwise() -> Result<(), Error> {
    let dir = temp_dir("posture");
    let (mut app, path) = open_example(&dir, "posture", 1);
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    assert!(shows(&app, "Class sees this screen"), "the posture is in the bar");
    assert!(!shows(&app, "Show the consequences (teacher's screen only)"), "no consequence where the class may see");
    click(&mut app, "Class sees this screen")?;
    assert!(shows(&app, "Is this screen for your eyes only?"), "asked first");
    click(&mut app, "No, the class can see it")?;
    assert!(!shows(&app, "Show the consequences (teacher's screen only)"));
    assert!(!shows(&app, "Is this screen for your eyes only?"));
    click(&mut app, "Class sees this screen")?;
    click(&mut app, "Only I see it: show me the cards")?;
    assert!(shows(&app, "Private screen"));
    assert!(shows(&app, "Show the consequences (teacher's screen only)"));
    // Kept for the laptop: a new start, the class opened again.
    drop(app);
    let mut again = App::new(Library::new(&dir), Language::En);
    again.open_now(path.clone());
    send(&mut again, LessonMsg::Show(ShowMsg::Next));
    assert!(shows(&again, "Private screen"), "the laptop keeps it");
    assert!(shows(&again, "Show the consequences (teacher's screen only)"));
    // One click back, no question: the safe way.
    click(&mut again, "Private screen")?;
    assert!(shows(&again, "Class sees this screen"));
    assert!(!shows(&again, "Show the consequences (teacher's screen only)"));
    let third = App::new(Library::new(&dir), Language::En);
    assert_eq!(third.posture_now(), colony::gui::Posture::Shared, "and so on the next start");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_window_renders_in_both_themes() -> Result<(), Error> {
    let dir = temp_dir("themes");
    let (mut app, _) = open_example(&dir, "themes", 3);
    for theme in [colony::gui::style::light(), colony::gui::style::dark()] {
        let mut ui = sim(&app);
        let _ = ui.snapshot(&theme)?;
    }
    app.drive(Message::ToggleTheme);
    assert!(shows(&app, "\u{2600}"), "the theme button shows what it switches to: the sun");
    let _ = Theme::Light;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[test]
fn the_set_up_says_which_letters_of_a_name_will_not_print() {
    let dir = temp_dir("unprintable");
    let mut app = App::new(Library::new(dir), Language::En);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::Name(0, "فريق 星 🚀".into())));
    assert!(!shows_part(&app, "empty boxes"), "Arabic, Chinese and emoji print");
    app.drive(Message::Setup(SetupMsg::Name(1, "한국 팀".into())));
    assert!(shows_part(&app, "no letters for 한 국 팀"), "Korean does not print");
    app.drive(Message::Setup(SetupMsg::Name(1, "Korea".into())));
    assert!(!shows_part(&app, "empty boxes"), "the note goes with the letters");
}

fn ctrl() -> Modifiers {
    Modifiers::CTRL
}

/// Undo after Resolve brings the step back with its cards as they were (not "0 of 6 cards in"),
/// so that one is changed; "Change a card" on "what happened" does the same in one visible
/// click; Ctrl+Shift+Z and Ctrl+Y redo (the same dice), or do nothing, never undoing the step
/// before as well.
#[test]
fn undo_keeps_the_cards_and_redo_makes_the_entry_again() -> Result<(), Error> {
    let dir = temp_dir("undo");
    let (mut app, _) = open_example(&dir, "undo", 1);
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    for (t, c) in [(0, 1), (1, 2), (2, 3)] {
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, Card(c))));
    }
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Dice("4 sugar".into()))));
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    assert!(revealed(&app));
    let after = app.lesson().expect("lesson").session().record().clone();
    // Ctrl+Z: the cards are back, the step waits for Resolve again.
    press(&mut app, Key::Character("z".into()), ctrl());
    let l = app.lesson().expect("lesson");
    assert!(!revealed(&app));
    assert_eq!(l.session().record().entries.len(), 1);
    assert_eq!(l.draft().cards, vec![Some(Card(1)), Some(Card(2)), Some(Card(3))], "the cards as they were laid");
    assert!(shows(&app, "All 3 cards are in."));
    // Redo makes it again, to the same numbers; a second redo does nothing.
    press(&mut app, Key::Character("Z".into()), Modifiers::CTRL | Modifiers::SHIFT);
    assert_eq!(app.lesson().expect("lesson").session().record(), &after, "the same entry again");
    assert!(revealed(&app));
    press(&mut app, Key::Character("y".into()), ctrl());
    assert_eq!(app.lesson().expect("lesson").session().record(), &after, "nothing more to redo: nothing happens");
    // "We meant card 2": one click on what happened, the card changed, resolved again.
    click(&mut app, "Change a card")?;
    assert_eq!(app.lesson().expect("lesson").draft().cards, vec![Some(Card(1)), Some(Card(2)), Some(Card(3))]);
    send(&mut app, LessonMsg::Draft(DraftMsg::Card(0, Card(2))));
    // Real dice: the dice typed for the step came back too; a trade draws instead of a die.
    assert_eq!(app.lesson().expect("lesson").draft().dice, "4 sugar");
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Dice("tea sugar".into()))));
    press(&mut app, Key::Character("y".into()), ctrl());
    assert_eq!(app.lesson().expect("lesson").session().record().entries.len(), 1, "a changed card ends the redo");
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    let l = app.lesson().expect("lesson");
    assert!(l.error().is_none(), "{:?}", l.error());
    let colony::engine::Input::Decide { cards, .. } = &l.session().record().entries[1].input else {
        panic!("a decision")
    };
    assert_eq!(cards, &vec![Some(Card(2)), Some(Card(2)), Some(Card(3))]);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// After a correction in the history the app shows what happened at the corrected step, not the
/// next one.
#[test]
fn after_a_correction_the_corrected_step_is_shown() -> Result<(), Error> {
    let dir = temp_dir("fixed");
    let (mut app, _) = open_example(&dir, "fixed", 4);
    let l = app.lesson().expect("lesson");
    let now = l.session().game().state().step;
    let index = l
        .session()
        .record()
        .entries
        .iter()
        .position(|e| matches!(e.input, colony::engine::Input::Decide { .. }))
        .expect("a decision");
    let corrected_step = l.session().timeline().frames()[index].step;
    assert_ne!(corrected_step, now, "an earlier step");
    send(&mut app, LessonMsg::Show(ShowMsg::Panel(Panel::History(None))));
    send(&mut app, LessonMsg::Fix(colony::gui::FixMsg::Start(index)));
    send(&mut app, LessonMsg::Fix(colony::gui::FixMsg::Card(0, Card(3))));
    send(&mut app, LessonMsg::Fix(colony::gui::FixMsg::Preview));
    send(&mut app, LessonMsg::Fix(colony::gui::FixMsg::Confirm));
    let l = app.lesson().expect("lesson");
    match l.mode() {
        Mode::Revealed(r) => assert_eq!(r.step, corrected_step, "what happened at the corrected step"),
        Mode::Entering => panic!("the app jumped on"),
    }
    assert_eq!(l.panel(), &Panel::None, "the history closes on the corrected outcome");
    assert!(shows(&app, "What happened"));
    click(&mut app, "Next situation")?;
    assert_eq!(app.lesson().expect("lesson").shown_step(), now, "then on where the game is");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The consequences fold again at every new situation, and the projector screen leaves the
/// standings, so that the class sees neither before it chooses.
#[test]
fn a_new_situation_folds_the_consequences_and_leaves_the_standings() -> Result<(), Error> {
    let dir = temp_dir("fold");
    let (mut app, _) = open_example(&dir, "fold", 1);
    only_i_see(&mut app)?;
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    click(&mut app, "Show the consequences (teacher's screen only)")?;
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorStandings(true)));
    assert!(matches!(app.projector_frame(), Slide::Standings { .. }));
    for (t, c) in [(0, 1), (1, 2), (2, 3)] {
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, Card(c))));
    }
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Dice("4 sugar".into()))));
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    click(&mut app, "Next situation")?;
    assert!(shows(&app, "Show the consequences (teacher's screen only)"), "folded again");
    assert!(
        matches!(app.projector_frame(), Slide::Situation { .. }),
        "the class sees the situation, not the standings"
    );
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The example game at its colonial wars, Ørsted & Co attacking its first target.
fn at_war(dir: &Path, name: &str) -> App {
    let upto = (1..30)
        .find(|&n| {
            let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
            colony::engine::Game::replay(lesson, &example(n))
                .is_ok_and(|g| matches!(g.expecting(), Expect::Attack { .. }))
        })
        .expect("the example has a war");
    let (mut app, _) = open_example(dir, name, upto);
    let game = app.lesson().expect("lesson").session().game();
    let (from, target) = (game.attack_sources()[0], game.attack_targets()[0]);
    send(&mut app, LessonMsg::Draft(DraftMsg::From(from)));
    send(&mut app, LessonMsg::Draft(DraftMsg::Target(target)));
    send(&mut app, LessonMsg::Entry(EntryMsg::Attack));
    app
}

/// The example game opened at its first investment (within its first `within` entries) where
/// the teams' gold is as `wanted` asks.
fn at_an_investment(dir: &Path, within: usize, wanted: impl Fn(&[u32]) -> bool) -> App {
    for upto in 0..within {
        let (app, _) = open_example(dir, &format!("inv{upto}"), upto);
        if let Some(l) = app.lesson().filter(|l| l.session().game().expecting() == Expect::Invest) {
            let gold: Vec<u32> = l.session().game().state().teams.iter().map(|t| t.gold).collect();
            if wanted(&gold) {
                return app;
            }
        }
    }
    panic!("the example game has such an investment");
}

/// Throws until the fight is over, the `n`-th throw's dice (from 0) given as the real-dice
/// buttons send them; every throw is taken.
fn throw_until_the_fight_ends(app: &mut App, dice: impl Fn(usize) -> (u8, u8)) {
    for n in 0..40 {
        if !matches!(expecting(app), Expect::Throw { .. }) {
            return;
        }
        let (a, d) = dice(n);
        send(app, LessonMsg::Draft(DraftMsg::ThrowDie(0, a)));
        send(app, LessonMsg::Draft(DraftMsg::ThrowDie(1, d)));
        send(app, LessonMsg::Entry(EntryMsg::Throw));
        assert!(app.lesson().expect("lesson").error().is_none(), "{:?}", app.lesson().expect("lesson").error());
    }
}

fn war_caption(app: &App) -> (String, Option<u32>) {
    match app.projector_frame() {
        Slide::War { caption, defender, .. } => (caption, defender.map(|d| d.1)),
        other => panic!("not the war: {other:?}"),
    }
}

/// After the last throw and the armies moved in, the projector screen says what the engine says
/// of the attacker: the country fell, and its defenders have none there (not that the attack
/// failed, with the conqueror's moved army shown as the defender's).
#[test]
fn the_projector_says_a_conquest_is_a_conquest_after_the_armies_move_in() {
    let dir = temp_dir("conquest");
    let mut app = at_war(&dir, "conquest");
    throw_until_the_fight_ends(&mut app, |_| (6, 1));
    if matches!(expecting(&app), Expect::Occupy { .. }) {
        send(&mut app, LessonMsg::Entry(EntryMsg::Occupy));
    }
    assert!(matches!(expecting(&app), Expect::Attack { .. }), "the fight is over: {:?}", expecting(&app));
    let (caption, defending) = war_caption(&app);
    assert!(caption.contains("has fallen to Ørsted & Co"), "{caption}");
    assert_eq!(defending, Some(0), "the defenders have no army left there");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A failed attack says who lost soldiers, not "soldiers died on both sides" when only the
/// attacker lost armies.
#[test]
fn a_failed_attack_says_who_lost_soldiers() {
    let dir = temp_dir("failed");
    let mut app = at_war(&dir, "failed");
    throw_until_the_fight_ends(&mut app, |_| (1, 6));
    let (caption, _) = war_caption(&app);
    assert!(caption.contains("has failed") && caption.contains("the defenders lost none"), "{caption}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// After a fight ends the teacher's screen keeps how it ended and its rolls, until the next
/// attack starts: else the result would be on the projector screen only.
#[test]
fn the_teachers_screen_keeps_the_result_of_the_fight_just_ended() {
    let dir = temp_dir("fight-ended");
    let mut app = at_war(&dir, "ended");
    throw_until_the_fight_ends(&mut app, |_| (1, 6));
    assert!(matches!(expecting(&app), Expect::Attack { .. }), "the fight is over: {:?}", expecting(&app));
    assert!(shows_part(&app, "The attack on country"), "how the fight ended");
    assert!(shows_part(&app, "(attacker\u{2013}defender): 1\u{2013}6"), "its rolls");
    let _ = std::fs::remove_dir_all(&dir);
}

/// After a long fight the wars' reveal shows the last throw and the number of rolls, never a
/// row of tiny dice (fourteen of them would be 6 px high).
#[test]
fn a_long_fight_is_revealed_by_its_last_throw_and_its_number_of_rolls() {
    let dir = temp_dir("long-fight");
    let mut app = at_war(&dir, "long");
    // Five equal throws, then the attacker loses until the fight ends.
    throw_until_the_fight_ends(&mut app, |n| if n < 5 { (3, 3) } else { (1, 6) });
    // Every attacker left ends its attacks: the wars' reveal.
    for _ in 0..20 {
        if !matches!(expecting(&app), Expect::Attack { .. })
            || matches!(app.lesson().expect("lesson").mode(), Mode::Revealed(_))
        {
            break;
        }
        send(&mut app, LessonMsg::Entry(EntryMsg::EndAttacks));
    }
    let Slide::Reveal { rows, .. } = app.projector_frame() else {
        panic!("the wars' reveal: {:?}", app.projector_frame())
    };
    let faces = |d: &[colony::report::summary::Dice]| {
        d.iter().map(|d| if matches!(d, colony::report::summary::Dice::Pair(..)) { 2 } else { 1 }).sum::<usize>()
    };
    assert!(rows.iter().all(|r| faces(&r.dice) <= 4), "at most four dice a row");
    assert!(
        rows.iter().any(|r| r.badges.iter().any(|b| b.text.ends_with(" rolls") && b.neutral)),
        "the number of rolls said: {rows:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// "The top three of each ranking" lights the chart on the projector screen too: from a
/// debrief question it goes back to the rankings, the first three of each lit.
#[test]
fn the_top_three_light_up_on_the_projector_screen_too() -> Result<(), Error> {
    let dir = temp_dir("top-three");
    let (mut app, _) = open_example(&dir, "9b", usize::MAX);
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(matches!(app.projector_frame(), Slide::Debrief { .. }), "a debrief question on the wall");
    click(&mut app, "The top three of each ranking")?;
    let Slide::End { teams, .. } = app.projector_frame() else { panic!("the rankings: {:?}", app.projector_frame()) };
    for t in &teams {
        assert_eq!(t.lit, t.rank_gold <= 3 || t.rank_prestige <= 3, "{}", t.tag.name);
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Switching the teacher's screen to another language and back: the notice that the lesson
/// keeps its language goes once the two agree again, and the debrief stays at its question.
#[test]
fn a_language_switched_there_and_back_leaves_no_notice_and_keeps_the_question() {
    let dir = temp_dir("lang-back");
    let (mut app, _) = open_example(&dir, "9b", usize::MAX);
    for _ in 0..3 {
        press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    }
    let question = |app: &App| match app.projector_frame() {
        Slide::Debrief { progress, .. } => Some(progress.0),
        _ => None,
    };
    assert_eq!(question(&app), Some(3));
    app.drive(Message::Language(Language::De));
    assert!(shows_part(&app, "Der Bildschirm der Lehrkraft zeigt jetzt"), "the notice, in German");
    assert_eq!(question(&app), Some(3), "the debrief stays at its question");
    app.drive(Message::Language(Language::En));
    assert!(!shows_part(&app, "The teacher's screen now shows"), "no notice once the two agree");
    assert_eq!(question(&app), Some(3), "the debrief stays at its question");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays a whole lesson from where it is by keys alone and counts them: 1-3 for each team's
/// card (the marked team moves on by itself), Enter for every main action, each investment
/// typed for the marked team (its digit, which marks the next team once complete; Tab to a
/// team further on), and
/// in the wars ← → ↑ ↓ to choose the countries, Enter to attack and throw, R to retreat.
fn keys_only_lesson(app: &mut App, teams: usize) -> usize {
    let keys = std::cell::Cell::new(0usize);
    let press_key = |app: &mut App, key: Key| {
        press(app, key, Modifiers::default());
        keys.set(keys.get() + 1);
    };
    // Shift+Enter: what ends a team's attacks with nothing chosen, or confirms investments
    // nobody typed (a plain Enter there only says so).
    let confirm = |app: &mut App| {
        press(app, Key::Named(Named::Enter), Modifiers::SHIFT);
        keys.set(keys.get() + 1);
    };
    let mut attacked = false;
    for _ in 0..2_000 {
        if revealed(app) {
            press_key(app, Key::Named(Named::Enter));
            continue;
        }
        let l = app.lesson().expect("lesson");
        let game = l.session().game();
        let st = game.state().clone();
        match game.expecting() {
            Expect::Over => break,
            Expect::Decide { choosing } => {
                let n = (0..teams).filter(|&t| choosing.contains(t)).count();
                // Everybody goes to war; elsewhere the last card.
                let war = game.lesson().steps[st.step].kind == colony::lesson::StepKind::ColonialWars;
                for _ in 0..n {
                    let l = app.lesson().expect("lesson");
                    let t = l.draft().focus;
                    let allowed = l.session().game().allowed_cards(t);
                    let card = if war { allowed.first() } else { allowed.last() }.copied().unwrap_or(Card(1));
                    press_key(app, Key::Character(card.to_string().into()));
                }
                press_key(app, Key::Named(Named::Enter));
            }
            Expect::Invest => {
                let paying: Vec<usize> =
                    (0..teams).filter(|&t| game.spend_limit(t).has_country && st.teams[t].gold > 0).collect();
                // The marked team's armies typed, Tab to the next team (the first is marked).
                for t in paying {
                    while app.lesson().expect("lesson").draft().focus != t {
                        press_key(app, Key::Named(Named::Tab));
                    }
                    press_key(app, Key::Character("1".into()));
                    assert_eq!(app.lesson().expect("lesson").draft().spend[t].armies, "1", "typed for team {t}");
                }
                if app.lesson().expect("lesson").draft().spend.iter().all(|s| s.armies.is_empty()) {
                    confirm(app);
                } else {
                    press_key(app, Key::Named(Named::Enter));
                }
            }
            Expect::Attack { .. } if !attacked && !game.attack_sources().is_empty() => {
                attacked = true;
                press_key(app, Key::Named(Named::ArrowRight));
                press_key(app, Key::Named(Named::ArrowDown));
                press_key(app, Key::Named(Named::Enter));
                assert!(matches!(expecting(app), Expect::Throw { .. }), "the arrows chose an attack");
                press_key(app, Key::Named(Named::Enter));
                if matches!(expecting(app), Expect::Throw { .. }) {
                    press_key(app, Key::Character("r".into()));
                    assert!(matches!(expecting(app), Expect::Attack { .. }), "R retreats");
                }
            }
            Expect::Attack { .. } => confirm(app),
            _ => press_key(app, Key::Named(Named::Enter)),
        }
        if let Some(e) = app.lesson().expect("lesson").error() {
            panic!("refused: {e}");
        }
    }
    keys.get()
}

/// A 6-team lesson without devices, by keyboard alone, in at most 170 inputs: from the library
/// (Enter resumes) through every step to the results.
#[test]
fn a_six_team_lesson_is_played_by_keys_alone_in_at_most_170_inputs() {
    let dir = temp_dir("keys-only");
    let mut app = App::new(Library::new(&dir), Language::En);
    new_class(&mut app, &["A", "B", "C", "D", "E", "F"]);
    // From the library: Enter resumes the class changed last.
    app.drive(Message::Lesson(LessonMsg::Home));
    common::settle(&mut app);
    assert!(app.lesson().is_none());
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(app.lesson().is_some(), "Enter resumed the class");
    let keys = 1 + keys_only_lesson(&mut app, 6);
    let l = app.lesson().expect("lesson");
    assert!(l.session().game().is_over(), "the lesson reached its results");
    let fought = l.session().record().entries.iter().any(|e| matches!(e.input, colony::engine::Input::Throw));
    assert!(fought, "a war was fought by keys");
    println!("a 6-team lesson by keys alone: {keys} inputs");
    assert!(keys <= 170, "{keys} inputs");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A twelve-team lesson on the app's map by keys alone, with every team going to war once and
/// typing one army at each investment: the teacher's inputs counted (the aim is 250 for a
/// lesson typed from the keyboard). Shift+Enter ends a team's attacks.
#[test]
fn a_twelve_team_lesson_on_the_map_is_played_by_keys_alone() {
    let dir = temp_dir("keys-twelve");
    let mut app = App::new(Library::new(&dir), Language::En);
    // The set-up as it opens (four teams, the app's map), eight teams more.
    app.drive(Message::Start(StartMsg::NewClass));
    for _ in 4..12 {
        app.drive(Message::Setup(SetupMsg::AddTeam));
    }
    app.drive(Message::Setup(SetupMsg::Seed("2024".into())));
    app.drive(Message::Setup(SetupMsg::Start));
    assert!(app.lesson().expect("lesson").session().game().map().is_some(), "on the app's map");
    let mut keys = keys_only_lesson(&mut app, 12);
    let l = app.lesson().expect("lesson");
    assert!(l.session().game().is_over(), "the lesson reached its results");
    println!("a 12-team lesson on the map by keys alone: {keys} inputs");
    assert!(keys <= 250, "{keys} inputs");
    // The whole debrief, a key a question, the projector following.
    let questions = colony::gui::lesson::debrief_questions(app.lesson().expect("lesson")).len();
    for n in 1..=questions {
        press(&mut app, Key::Named(Named::Enter), Modifiers::default());
        keys += 1;
        let Slide::Debrief { progress, .. } = app.projector_frame() else { panic!("question {n} on the projector") };
        assert_eq!(progress.0, n);
    }
    println!("a 12-team lesson on the map by keys alone, with its {questions} debrief questions: {keys} inputs");
    // The issue's aim: at most 250 inputs, the debrief included (measured at 240 once a
    // complete investment marks the next team by itself).
    assert!(keys <= 250, "{keys} inputs with the debrief");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Ctrl+N on the start screen sets up a new class, Tab moves between its fields and Enter
/// starts the game: a whole class begun from the keyboard (the Windows trial does it so).
#[test]
fn a_new_class_starts_with_enter() {
    let dir = temp_dir("setup-keys");
    let mut app = App::new(Library::new(&dir), Language::En);
    press(&mut app, Key::Character("n".into()), Modifiers::CTRL);
    assert!(shows(&app, "Start the game"), "Ctrl+N opened the set-up");
    assert!(app.lesson().is_none());
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(app.lesson().is_some(), "Enter pressed Start the game");
    // Left without a name, the class is named by its date (not "" in the offer to resume,
    // nor its file name in the list).
    let class = app.lesson().expect("lesson").session().record().class.clone();
    let date = app.lesson().expect("lesson").session().record().date.clone();
    let en = colony::i18n::Translator::new(colony::i18n::Language::En);
    assert_eq!(
        class,
        format!("Class of {}", colony::report::local_date(&en, &date)),
        "the date as the language writes it"
    );
    // The next lesson: the app opens on the list, offering the class by its name (once the
    // library is read: the window never waits for it).
    let mut app = App::new(Library::new(&dir), Language::En);
    common::settle(&mut app);
    assert!(shows_part(&app, &format!("\"{class}\" is not finished yet.")), "the offer names the class");
    assert!(shows(&app, &class), "the list names the class");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Enter on the start screen while a slow disk is still being listed: the window does not wait
/// for the listing, and the class changed last opens once the list comes.
#[test]
fn enter_while_the_library_is_read_resumes_once_it_is_listed() {
    let dir = temp_dir("enter-listing");
    let mut app = App::new(Library::new(&dir), Language::En);
    new_class(&mut app, &["A", "B"]);
    app.drive(Message::Lesson(LessonMsg::Home));
    common::settle(&mut app);
    let mut app = App::new(Library::new(&dir).slowed(std::time::Duration::from_millis(400)), Language::En);
    let task = common::press_only(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(app.lesson().is_none(), "the window did not wait for the library");
    assert!(app.start_mut().is_some_and(|s| s.is_listing()), "still listing");
    // The listing's end, as iced runs the task the key gave.
    common::run(&mut app, task);
    assert!(app.lesson().is_some(), "Enter resumed the class once the library was read");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The teacher chooses the CSV's language and separator in the app; the values are words of that
/// language, with the codes in columns of their own.
#[test]
fn the_csv_is_written_in_the_language_and_with_the_separator_chosen() -> Result<(), Error> {
    let dir = temp_dir("csv-choice");
    let lib = Library::new(&dir);
    let path = lib.classes_dir().join("9b.json");
    std::fs::create_dir_all(lib.classes_dir()).expect("classes");
    colony::store::save_record(&path, &example(40)).expect("save");
    let mut app = App::new(Library::new(&dir), Language::En);
    common::settle(&mut app);
    app.drive(Message::Start(StartMsg::Select(path.clone(), true)));
    assert!(shows(&app, "CSV:"), "the choices appear with the ticked class");
    app.drive(Message::Start(StartMsg::CsvLanguage(Language::De)));
    app.drive(Message::Start(StartMsg::CsvDelimiter(colony::export::Delimiter::Comma)));
    app.drive(Message::Start(StartMsg::ExportCsv));
    common::settle(&mut app);
    let csv = std::fs::read_to_string(Library::new(&dir).exports_dir().join("ergebnisse.csv")).expect("written");
    let header = csv.trim_start_matches('\u{feff}').lines().next().expect("a header");
    assert!(header.starts_with("Klasse,Datum,"), "German, with commas: {header}");
    assert!(Library::new(&dir).exports_dir().join("entscheidungen.csv").exists(), "both named in German");
    assert!(csv.contains(",Landung,landing,"), "the phase in words and as its code");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Right after a phase ends, the standings on the projector screen compare each team's rank
/// with the phase before (not with the phase just ended, where every team is "=").
#[test]
fn the_standings_after_a_phase_compare_with_the_phase_before() {
    let dir = temp_dir("moved");
    let mut app = App::new(Library::new(&dir), Language::En);
    new_class(&mut app, &["A", "B", "C", "D", "E", "F"]);
    // The first save may still be under way on a busy machine: the record is read below.
    common::settle(&mut app);
    let mut player = colony::simulate::Player::new(5);
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    // Play until the second phase has ended.
    loop {
        let l = app.lesson().expect("lesson");
        if l.session().timeline().phase_ends(&lesson).len() >= 2 {
            break;
        }
        let input = player.choose(l.session().game());
        let path = l.path().to_path_buf();
        let mut s = colony::store::open_class(&path, &lesson).expect("opens");
        s.apply(input).expect("legal");
        colony::store::save_record(&path, s.record()).expect("save");
        // Opened again in a new window (the old one, and its hold on the class, let go).
        app = App::new(Library::new(&dir), Language::En);
        app.open_now(path);
    }
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorStandings(true)));
    let l = app.lesson().expect("lesson");
    let ends = l.session().timeline().phase_ends(&lesson);
    let Slide::Standings { rows, .. } = app.projector_frame() else { panic!("the standings") };
    for r in &rows {
        let team = (0..6).find(|&t| l.names()[t] == r.tag.name).expect("team");
        let now = ends[1].rows[team].rank_gold as i64;
        let before = ends[0].rows[team].rank_gold as i64;
        assert_eq!(r.moved, Some(before - now), "{}: since the phase before", r.tag.name);
    }
    assert!(rows.iter().any(|r| r.moved != Some(0)), "some team moved in this game: the column is not all \"=\"");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A language is not a country: the set-up asks where the class is taught beside its language.
/// A Mexican class keeps its region in its file, and the wall and the read-out speak to the
/// teams with *ustedes*, never Spain's *vosotros*; reopened, it is still Mexico's.
#[test]
fn the_region_chosen_at_the_set_up_is_the_classes_and_the_wall_says_ustedes() {
    let dir = temp_dir("region");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::LessonLang(Language::Es)));
    let region = |app: &App| app.setup_screen().expect("the set-up").region().id;
    assert_eq!(region(&app), colony::i18n::Region::from_env(Language::Es).id, "the one the laptop's locale proposes");
    app.drive(Message::Setup(SetupMsg::LessonRegion("mexico")));
    assert_eq!(region(&app), "mexico");
    // A region of another language is not taken for this one.
    app.drive(Message::Setup(SetupMsg::LessonRegion("scotland")));
    assert_eq!(region(&app), "mexico", "still the Spanish-speaking region");
    app.drive(Message::Setup(SetupMsg::Start));
    common::settle(&mut app);
    let path = {
        let l = app.lesson().expect("the lesson");
        assert_eq!(l.session().record().region.as_deref(), Some("mexico"), "the file keeps the region");
        l.path().to_path_buf()
    };
    send(&mut app, LessonMsg::Entry(EntryMsg::Proceed));
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    let mexico = colony::i18n::Translator::for_region(colony::i18n::Region::from_id("mexico").expect("mexico"));
    let spain = colony::i18n::Translator::new(Language::Es);
    let wall = format!("{:?}", app.projector_frame());
    assert!(wall.contains("quiénes son ustedes"), "the wall asks the teams with ustedes: {wall}");
    assert!(!wall.contains("hacéis"), "no vosotros on the wall");
    assert!(shows_part(&app, &mexico.text("p1-contact").chars().take(60).collect::<String>()), "the read-out");
    assert!(!shows_part(&app, "quiénes sois"), "nothing of Spain's read-out: {}", spain.text("p1-contact"));
    // Reopened, the class is still Mexico's.
    app.drive(Message::Home);
    common::settle(&mut app);
    app.open_now(path);
    let l = app.lesson().expect("reopened");
    assert_eq!(l.lesson_translator().region().id, "mexico");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The lesson's language and the interface language are two choices. A lesson read out in German,
/// the teacher's screen switched to Spanish: the teacher's screen speaks Spanish (its header,
/// what happened, the dice), the text read out and the projector screen stay German.
#[test]
fn each_text_follows_the_language_it_belongs_to() {
    let dir = temp_dir("two-languages");
    let mut app = App::new(Library::new(&dir), Language::De);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::LessonLang(Language::De)));
    app.drive(Message::Setup(SetupMsg::Start));
    send(&mut app, LessonMsg::Entry(EntryMsg::Proceed));
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    app.drive(Message::Language(Language::Es));
    let (es, de) = (colony::i18n::Translator::new(Language::Es), colony::i18n::Translator::new(Language::De));
    // The header in Spanish, the situation to read out in German.
    let header = es.tr(
        "lesson-header",
        &[
            ("phase", colony::i18n::Arg::from(es.text("phase-landing"))),
            ("number", colony::i18n::Arg::from(1usize)),
            ("step", colony::i18n::Arg::from(es.text("step-name-p1-contact"))),
        ],
    );
    assert!(shows(&app, &header), "the header in the interface language: {header}");
    let read_out: String = de.text("p1-contact").chars().take(30).collect();
    assert!(shows_part(&app, &read_out), "the text read out in the lesson's language");
    // What happened: the card's label and the changes in Spanish; the projector in German.
    for t in 0..4 {
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, Card(2))));
    }
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    // (The options read out stay on screen in German; each team's row says its card in Spanish.)
    let row = |tr: &colony::i18n::Translator| format!("2 · {}", colony::report::card_named(tr, "p1-contact-trade"));
    assert!(shows_part(&app, &row(&es)), "the card in Spanish in the team's row");
    assert!(!shows_part(&app, &row(&de)), "no German card label in the rows");
    let Slide::Reveal { title, .. } = app.projector_frame() else { panic!("the reveal") };
    assert!(title.contains(&de.text("step-name-p1-contact")), "the projector in German: {title}");
    // Leaving the lesson: the projector keeps the class's language.
    app.drive(Message::Home);
    common::settle(&mut app);
    let Slide::Title { subtitle, .. } = app.projector_frame() else { panic!("the title") };
    assert_eq!(subtitle, de.text("projector-waiting"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// After a failed save the draft stays until the entry it made is on disk: deleted, it would
/// leave the cards devices had been told were saved only in memory.
#[test]
fn the_draft_stays_on_disk_until_its_entry_is_saved() {
    let dir = temp_dir("draft-kept");
    let (mut app, path) = open_example(&dir, "draft", 1);
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    for (t, c) in [(0, 3), (1, 3), (2, 3)] {
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, Card(c))));
    }
    assert_eq!(
        colony::store::load_pending(&path).map(|p| p.cards),
        Some(vec![Some(Card(3)), Some(Card(3)), Some(Card(3))])
    );
    // The class file cannot be written any more (a folder in its way: as good as a full disk).
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(path.join("in-the-way")).expect("block");
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    assert!(app.lesson().expect("lesson").save_error().is_some(), "not saved, and the screen says so");
    let kept = colony::store::load_pending(&path).expect("the draft is still on disk");
    assert_eq!(kept.cards, vec![Some(Card(3)), Some(Card(3)), Some(Card(3))]);
    // Saved after all: the draft of the entry now saved goes.
    std::fs::remove_dir_all(&path).expect("unblock");
    send(&mut app, LessonMsg::RetrySave);
    assert!(app.lesson().expect("lesson").save_error().is_none());
    assert!(colony::store::load_pending(&path).is_none(), "its entry is saved: the draft has gone");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Who throws the dice is kept in the class's record, so that a class set up with real dice
/// stays so when it is reopened before its first entry, or after a correction (else the app
/// would throw the dice itself and nothing could switch it back).
#[test]
fn real_dice_stay_real_when_the_class_is_opened_again_and_can_be_switched() -> Result<(), Error> {
    let dir = temp_dir("dice-mode");
    let mut app = App::new(Library::new(&dir), Language::En);
    click(&mut app, "New class")?;
    // The setup's toggler (its label is drawn inside it, out of the simulator's reach).
    app.drive(Message::Setup(SetupMsg::Typed(true)));
    click(&mut app, "Our own board from the 2001 game box")?;
    click(&mut app, "Start the game")?;
    past_opening(&mut app)?;
    let path = app.lesson().expect("lesson").path().to_path_buf();
    let asks = |app: &App| shows(app, "Dice and resources drawn:");
    assert!(asks(&app), "real dice: the field for them");
    // Reopened before the first entry: the phase's opening again, then the step.
    drop(app);
    let mut app = App::new(Library::new(&dir), Language::En);
    app.open_now(path.clone());
    assert!(at_opening(&app), "a class reopened before its first entry opens with the phase's opening");
    past_opening(&mut app)?;
    assert!(asks(&app), "reopened before its first entry, the class still throws real dice");
    // A correction (an entry the app makes without dice), then reopened.
    send(&mut app, LessonMsg::Correct(0, colony::engine::Quantity::Gold, 1));
    drop(app);
    let mut app = App::new(Library::new(&dir), Language::En);
    app.open_now(path.clone());
    assert!(asks(&app), "reopened after a correction, still real dice");
    // The teacher switches to the app's dice in the lesson; it is kept too.
    click(&mut app, "rolled by the app")?;
    assert!(!asks(&app), "the app throws the dice now");
    drop(app);
    let mut app = App::new(Library::new(&dir), Language::En);
    app.open_now(path.clone());
    assert!(!asks(&app), "and still does when opened again");
    click(&mut app, "Land on the coast")?;
    assert!(revealed(&app), "the app threw the dice and drew the resources");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// What happened at a step is never skipped: it shows once on disk, whatever came before, and
/// "Next" goes on from the reveal only (on a busy machine the landing's save may end in the
/// background, and a "Next situation" before the reveal had shown would leave the devices on
/// the landing's outcome).
#[test]
fn next_before_the_reveal_has_shown_changes_nothing() {
    use std::time::Duration;
    let dir = temp_dir("next-early");
    let mut app = App::new(Library::new(&dir).slowed(Duration::from_millis(300)), Language::En);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::OwnBoard(true)));
    app.drive(Message::Setup(SetupMsg::Start));
    common::settle(&mut app);
    let before = standings(app.lesson().expect("lesson").session().game().state());
    // The landing, on a slow disk: its save's end is not run yet.
    let saving = app.update(Message::Lesson(LessonMsg::Entry(EntryMsg::Proceed)));
    let l = app.lesson().expect("lesson");
    assert!(l.waits_for_disk(), "the save is under way");
    // The standings beside "What happened shows as soon as the entry is saved" keep the numbers
    // from before it (else they would give the landing away on a mirrored projector).
    assert_ne!(standings(l.session().game().state()), before, "the landing changed the numbers");
    assert_eq!(standings(l.shown_state()), before, "the teacher's screen does not show them yet");
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Next)));
    common::run(&mut app, saving);
    assert!(revealed(&app), "the landing's outcome shows once it is on disk");
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Next)));
    assert!(!revealed(&app), "and Next goes on from there");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Measured: every write to the disk takes two seconds (the record and the draft alike, a slow
/// USB stick), and the teacher works back to back: cards laid, Resolve, then at once Undo and
/// Redo while the save is under way. No update of the teacher's screen takes 50 ms: the
/// writer's thread writes, the screen hands over and hears each save's end in the message of
/// the task it returned (run here as iced runs it, every update timed). Undo and Redo made
/// while the entry waits are carried out in order once it is on disk; "Saving…" shows once
/// the disk is slow; the projector keeps what it showed. Prints the longest update.
#[test]
#[ignore]
fn a_slow_disk_never_holds_the_teachers_screen_more_than_50_ms() {
    use std::time::{Duration, Instant};
    let dir = temp_dir("slow-disk");
    let mut app = App::new(Library::new(&dir).slowed(Duration::from_secs(2)), Language::En);
    let longest = std::cell::Cell::new(Duration::ZERO);
    let timed = |app: &mut App, m: Message| {
        let start = Instant::now();
        let task = app.update(m);
        longest.set(longest.get().max(start.elapsed()));
        task
    };
    // Every task run to its end, every message it gives timed.
    let drive = |app: &mut App, m: Message| {
        let task = timed(app, m);
        common::run_with(app, task, timed);
    };
    drive(&mut app, Message::Start(StartMsg::NewClass));
    drive(&mut app, Message::Setup(SetupMsg::Start));
    let mut entries = 0;
    while entries < 4 {
        let game = app.lesson().expect("lesson").session().game().clone();
        let input = match game.expecting() {
            Expect::Decide { choosing } => {
                // Each card a draft write of two seconds, laid back to back.
                for t in (0..4).filter(|&t| choosing.contains(t)) {
                    let c = game.allowed_cards(t).first().copied().unwrap_or(Card(1));
                    drive(&mut app, Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
                }
                LessonMsg::Entry(EntryMsg::Resolve)
            }
            Expect::Invest => LessonMsg::Entry(EntryMsg::Invest),
            _ => LessonMsg::Entry(EntryMsg::Proceed),
        };
        let projector_before = app.projector_frame();
        let before = app.lesson().expect("lesson").session().record().entries.len();
        // The entry, Undo and Redo at once; their saves' ends are not run yet.
        let mut pending = vec![timed(&mut app, Message::Lesson(input))];
        assert!(app.lesson().expect("lesson").waits_for_disk(), "entry {entries}: saved in the background");
        pending.push(timed(&mut app, Message::Lesson(LessonMsg::Undo)));
        pending.push(timed(&mut app, Message::Lesson(LessonMsg::Redo)));
        assert_eq!(app.projector_frame(), projector_before, "the projector screen keeps what it showed");
        std::thread::sleep(Duration::from_millis(400));
        pending.push(timed(&mut app, Message::Lesson(LessonMsg::SaveSlow)));
        assert!(shows(&app, "Saving…"), "the teacher sees that it is being saved");
        // The writer ends; what waited is carried out, saved, and shown.
        for task in pending {
            common::run_with(&mut app, task, timed);
        }
        assert!(revealed(&app), "entry {entries}: what happened shows once saved");
        let l = app.lesson().expect("lesson");
        assert_eq!(l.session().record().entries.len(), before + 1, "undone and made again");
        drive(&mut app, Message::Lesson(LessonMsg::Show(ShowMsg::Next)));
        entries += 1;
    }
    let l = app.lesson().expect("lesson");
    let saved = colony::store::load_record(l.path()).expect("on disk");
    assert_eq!(saved.to_json(), l.session().record().to_json(), "the record on disk is the lesson's");
    let longest = longest.get();
    eprintln!("writes of 2 s: the longest update of the teacher's screen took {longest:?}");
    common::within_goal("the longest update beside a slow disk", longest, Duration::from_millis(50));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Measured: a library of 1,000 class files. The window never waits for it: the start screen
/// comes at once ("Reading the classes…") and the whole list follows, every class replayed, in
/// under a second. Prints the figures.
#[test]
#[ignore]
fn a_library_of_a_thousand_classes_never_holds_the_window() {
    use std::time::{Duration, Instant};
    let dir = temp_dir("thousand");
    let classes = dir.join("classes");
    std::fs::create_dir_all(&classes).expect("dir");
    let text = example(usize::MAX).to_json();
    for i in 0..1000 {
        std::fs::write(classes.join(format!("class-{i:04}.json")), &text).expect("write");
    }
    let start = Instant::now();
    let mut app = App::new(Library::new(&dir), Language::En);
    let shown = start.elapsed();
    let listing = app.start().is_some_and(colony::gui::Start::is_listing);
    common::settle(&mut app);
    let listed = start.elapsed();
    let count = app.start().map_or(0, |s| s.classes().len());
    let view = Instant::now();
    let _ = app.view_main();
    let view = view.elapsed();
    let laid = Instant::now();
    let _ = Simulator::with_size(settings(), Size::new(1366.0, 768.0), app.view_main());
    let laid = laid.elapsed();
    eprintln!(
        "1,000 classes: the start screen after {shown:?} (still reading: {listing}), the whole list after {listed:?}, \
         the screen built in {view:?} and laid out in {laid:?}"
    );
    assert_eq!(count, 1000);
    common::within_goal("the window waiting for 1,000 classes", shown, Duration::from_millis(50));
    assert!(shows_part(&app, "970 more classes are not listed"), "a page at a time");
    common::within_goal("laying the screen out (debug build)", laid, Duration::from_millis(500));
    click(&mut app, "Show 30 more").expect("the button");
    assert!(shows_part(&app, "940 more classes are not listed"), "a page more");
    common::within_goal("the list of 1,000 classes", listed, Duration::from_secs(1));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A failed save of a change with nothing to show (a correction) must not hold the lesson:
/// there is no "Go on without saving" for it, so the next entry is made, not refused without a
/// word while the disk stays away, and it saves the whole record again.
#[test]
fn a_failed_save_of_a_correction_does_not_hold_the_next_entry() {
    let dir = temp_dir("correction-unsaved");
    let (mut app, path) = open_example(&dir, "held", 1);
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(path.join("in-the-way")).expect("block");
    send(&mut app, LessonMsg::Correct(0, colony::engine::Quantity::Gold, 1));
    assert!(app.lesson().expect("lesson").save_error().is_some(), "the correction is not saved, and said so");
    let before = app.lesson().expect("lesson").session().record().entries.len();
    send(&mut app, LessonMsg::Show(ShowMsg::Next));
    send(&mut app, LessonMsg::Draft(DraftMsg::Dice("sugar gold tea".into())));
    for t in 0..3 {
        send(&mut app, LessonMsg::Draft(DraftMsg::Card(t, Card(2))));
    }
    send(&mut app, LessonMsg::Entry(EntryMsg::Resolve));
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session().record().entries.len(), before + 1, "the next entry is made: {:?}", l.error());
    assert!(l.waits_for_disk() && l.save_error().is_some(), "and waits for the disk, which is still away");
    std::fs::remove_dir_all(&path).expect("unblock");
    send(&mut app, LessonMsg::RetrySave);
    assert_eq!(colony::store::load_record(&path).expect("on disk").entries.len(), before + 1, "all of it saved");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The projector screen opens again where the teacher left it, full screen if it was, with its
/// text size: its place is kept in the settings when it closes. Driven by the messages the window
/// system sends: opened, moved (under a window manager), the place asked for before closing or
/// going full screen, closed.
#[test]
fn the_projector_screen_opens_again_where_the_teacher_left_it() {
    let dir = common::temp_dir("projector-place");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::MainOpened(iced::window::Id::unique()));
    // A projector with a display of its own: the teacher said so (its button in the bar).
    app.drive(Message::Posture(colony::gui::PostureMsg::Private));
    assert_eq!(app.projector_place(), None, "nothing remembered yet");
    app.drive(Message::ToggleProjector);
    let id = iced::window::Id::unique();
    app.drive(Message::ProjectorOpened(id));
    app.drive(Message::Moved(id, iced::Point::new(1366.0, 12.0)));
    app.drive(Message::ProjectorBigger);
    app.drive(Message::Fullscreen);
    app.drive(Message::ProjectorAt(id, Some(iced::Point::new(1366.0, 12.0))));
    // Moves while full screen are the window system's, not the teacher's.
    app.drive(Message::Moved(id, iced::Point::new(0.0, 0.0)));
    // F5: the place is asked for, then the window closes.
    app.drive(Message::ToggleProjector);
    assert_eq!(app.projector_settings().window, Some(id), "open until its place is known");
    app.drive(Message::ProjectorClosing(id, Some(iced::Point::new(1366.0, 0.0))));
    assert_eq!(app.projector_settings().window, None);
    drop(app);

    let mut again = App::new(Library::new(&dir), Language::En);
    let place = again.projector_place().expect("remembered");
    assert_eq!((place.x, place.y, place.fullscreen, place.text_percent), (1366, 0, true, 110));
    assert!((again.projector_settings().scale - 1.1).abs() < 1e-3, "A+ kept");
    again.drive(Message::ToggleProjector);
    let id = iced::window::Id::unique();
    again.drive(Message::ProjectorOpened(id));
    assert!(again.projector_settings().fullscreen, "full screen again");
    // Out of full screen, moved, and the teacher's window closed: the place asked for, kept.
    again.drive(Message::Fullscreen);
    again.drive(Message::Moved(id, iced::Point::new(1400.0, 40.0)));
    again.drive(Message::Exit(Some(iced::Point::new(1400.0, 40.0))));
    let place = App::new(Library::new(&dir), Language::En).projector_place().expect("remembered");
    assert_eq!((place.x, place.y, place.fullscreen), (1400, 40, false));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The results lead with the debrief (the question on the projector screen, large, and one action
/// for the next), the two rankings beside it and no standings in the side panel; the class goes
/// to CSV from here, by its button.
#[test]
fn the_results_lead_with_the_debrief_and_export_the_class_as_csv() -> Result<(), Error> {
    let dir = temp_dir("results");
    let (mut app, path) = open_example(&dir, "9b", usize::MAX);
    assert!(app.lesson().expect("lesson").session().game().is_over(), "the example game is finished");
    assert!(shows(&app, "The projector screen shows the rankings."));
    assert!(shows(&app, "Richest") && shows(&app, "Most respected"), "both rankings beside the debrief");
    assert!(!shows(&app, "Final rankings"), "no standings in the side panel on this screen");
    click(&mut app, "Show question 1 on the projector screen")?;
    let Slide::Debrief { question, .. } = app.projector_frame() else { panic!("the question on the projector screen") };
    assert!(shows_part(&app, "shows question 1 of"), "which question the class sees");
    assert!(shows_part(&app, &question), "the question itself, on the teacher's screen too: {question}");
    click(&mut app, "Show question 2 on the projector screen")?;
    assert!(shows_part(&app, "shows question 2 of"));
    click(&mut app, "Rankings on the projector screen")?;
    assert!(shows(&app, "The projector screen shows the rankings."));
    // The files for after the lesson, folded under one button.
    assert!(!shows(&app, "Results as CSV (for spreadsheets)"), "folded until asked for");
    click(&mut app, "Save files ▸")?;
    click(&mut app, "Results as CSV (for spreadsheets)")?;
    let stem = path.file_stem().expect("stem").to_string_lossy().into_owned();
    let folder = Library::new(&dir).exports_dir().join(stem);
    let csv = std::fs::read_to_string(folder.join("results.csv")).expect("results.csv");
    assert!(csv.lines().count() > 1, "a header and the class's rows");
    assert!(folder.join("decisions.csv").exists());
    assert!(shows_part(&app, "exported to results.csv and decisions.csv"), "the notice says where");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The CSV and the handouts are written off the interface thread, on the start screen and on the
/// results screen. On a slow disk the window goes on at once, says that the files are being
/// written, and a second press starts nothing; once written, the files are there and the notice
/// says where.
#[test]
fn files_are_written_off_the_interface_thread_and_the_screen_says_so() -> Result<(), Error> {
    // Clicked as the teacher clicks, the tasks it gives held back (the work under way, its
    // end not yet heard) until the test runs them by `finish`, as iced would run them later.
    fn press_only(app: &mut App, label: &str, held: &mut Vec<iced::Task<Message>>) -> Result<usize, Error> {
        let mut ui = sim(app);
        let _ = ui.click(label)?;
        let messages: Vec<Message> = ui.into_messages().collect();
        let n = messages.len();
        for m in messages {
            held.push(app.update(m));
        }
        Ok(n)
    }
    fn finish(app: &mut App, held: &mut Vec<iced::Task<Message>>) {
        for task in held.drain(..) {
            common::run(app, task);
        }
    }
    let mut held = Vec::new();
    let dir = temp_dir("writing");
    let lib = Library::new(&dir);
    let path = lib.classes_dir().join("9b.json");
    std::fs::create_dir_all(lib.classes_dir()).expect("classes");
    colony::store::save_record(&path, &example(usize::MAX)).expect("save");
    // Every write to this library's folders takes two seconds, as on a slow USB stick.
    let slow = || Library::new(&dir).slowed(std::time::Duration::from_secs(2));
    let mut app = App::new(slow(), Language::En);
    common::settle(&mut app);
    app.drive(Message::Start(StartMsg::Select(path.clone(), true)));
    let csv = lib.exports_dir().join("results.csv");
    assert!(press_only(&mut app, "Export the ticked class to CSV", &mut held)? > 0);
    assert!(app.start().expect("start").is_writing(), "left to the background");
    assert!(shows(&app, "Writing the files…"), "the screen says so");
    assert!(!csv.exists(), "not written yet");
    let _ = press_only(&mut app, "Export the ticked class to CSV", &mut held)?;
    finish(&mut app, &mut held);
    assert!(!app.start().expect("start").is_writing());
    assert!(!shows(&app, "Writing the files…"));
    assert!(csv.exists(), "written");
    assert!(shows_part(&app, "exported to results.csv and decisions.csv"), "the notice says where");
    // The blank handouts, likewise.
    let _ = press_only(&mut app, "Handouts to print (PDF)", &mut held)?;
    assert!(shows(&app, "Writing the files…"));
    finish(&mut app, &mut held);
    assert!(lib.handouts_dir().join("blank/en/phase-forms.pdf").exists(), "the blank handouts");
    // The results screen: the buttons wait while files are written.
    app.open_now(path.clone());
    assert!(app.lesson().expect("lesson").session().game().is_over());
    click(&mut app, "Save files ▸")?;
    let _ = press_only(&mut app, "Results as CSV (for spreadsheets)", &mut held)?;
    assert!(app.lesson().expect("lesson").is_writing());
    assert!(shows(&app, "Writing the files…"));
    assert_eq!(
        press_only(&mut app, "Score sheet, debrief sheet, debrief worksheet and poster as PDF", &mut held)?,
        0,
        "the other button waits"
    );
    finish(&mut app, &mut held);
    assert!(!shows(&app, "Writing the files…"));
    assert!(lib.exports_dir().join("9b/decisions.csv").exists(), "the class's CSV");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The debrief steps by the keys a presenter's remote sends, the projector following: Enter,
/// Space, → and Page Down forward, ← and Page Up back to the rankings; after the last, nothing.
#[test]
fn the_debrief_steps_by_the_keys_of_a_remote() -> Result<(), Error> {
    let dir = temp_dir("debrief-keys");
    let (mut app, _) = open_example(&dir, "9b", usize::MAX);
    let shown = |app: &App| match app.projector_frame() {
        Slide::Debrief { progress, .. } => Some(progress.0),
        _ => None,
    };
    let total = colony::gui::lesson::debrief_questions(app.lesson().expect("lesson")).len();
    assert!(total > 3 && shown(&app).is_none(), "the rankings first");
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert_eq!(shown(&app), Some(1), "Enter: question 1");
    press(&mut app, Key::Named(Named::Space), Modifiers::default());
    press(&mut app, Key::Named(Named::ArrowRight), Modifiers::default());
    press(&mut app, Key::Named(Named::PageDown), Modifiers::default());
    assert_eq!(shown(&app), Some(4), "Space, → and Page Down: one question each");
    press(&mut app, Key::Named(Named::PageUp), Modifiers::default());
    press(&mut app, Key::Named(Named::ArrowLeft), Modifiers::default());
    assert_eq!(shown(&app), Some(2), "Page Up and ←: back");
    for _ in 0..total + 3 {
        press(&mut app, Key::Named(Named::PageDown), Modifiers::default());
    }
    assert_eq!(shown(&app), Some(total), "after the last, the last stays");
    for _ in 0..total + 3 {
        press(&mut app, Key::Named(Named::ArrowLeft), Modifiers::default());
    }
    assert_eq!(shown(&app), None, "back to the rankings");
    assert!(shows_part(&app, "Page Down"), "the keys are named beside the button");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The short debrief for the last quarter of an hour: ticked, "next" shows each phase's key
/// question only, counted "1 of 4" on both screens; the list of all questions marks them.
#[test]
fn the_short_debrief_asks_the_key_question_of_each_phase() -> Result<(), Error> {
    let dir = temp_dir("debrief-short");
    let (mut app, _) = open_example(&dir, "9b", usize::MAX);
    click(&mut app, "Short debrief: the key question of each phase (4 questions, about 12 minutes)")?;
    let mut asked = Vec::new();
    for n in 1..=4 {
        click(&mut app, format!("Show question {n} on the projector screen").as_str())?;
        let Slide::Debrief { question, progress, .. } = app.projector_frame() else { panic!("key question {n}") };
        assert_eq!(progress, (n, 4));
        assert!(texts(&mut projector(&app)).iter().any(|t| *t == format!("Question {n} of 4")), "{n} of 4");
        asked.push(question);
    }
    assert_eq!(asked[0], "What did each choice bring your nation, and what did it bring the people of the coast?");
    assert_eq!(asked.len(), 4);
    // After the fourth, no fifth: the button waits (the rankings are a click away).
    let words = texts(&mut sim(&app));
    assert!(words.iter().any(|t| t.starts_with("The projector screen shows question 4 of 4")), "{words:?}");
    assert_eq!(words.iter().filter(|t| t.ends_with("(key question)")).count(), 4, "marked in the list");
    // Unticked: every question again, counted among all of them.
    click(&mut app, "Short debrief: the key question of each phase (4 questions, about 12 minutes)")?;
    let words = texts(&mut sim(&app));
    assert!(
        words.iter().any(|t| t.starts_with("The projector screen shows question") && !t.contains(" of 4")),
        "{words:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// On the projector screen a debrief question comes first and large, with a column for each
/// choice it asks about and the teams that made it, and a progress bar; the end chart names every
/// team at both ends, and the teacher lights up the first three of each ranking or one team after
/// the other, on both screens at once.
#[test]
fn the_debrief_shows_the_question_first_and_the_chart_lights_up_teams() -> Result<(), Error> {
    let dir = temp_dir("debrief-slide");
    let (mut app, _) = open_example(&dir, "9b", usize::MAX);
    // The debrief opens with what the game rewarded in this class, in its own numbers.
    click(&mut app, "Show question 1 on the projector screen")?;
    let Slide::Debrief { question, groups, .. } = app.projector_frame() else { panic!("question 1") };
    assert!(question.starts_with("The richest nation won the game."), "{question}");
    assert!(question.ends_with("What does this game reward, and who paid for it?"), "{question}");
    assert!(groups.is_empty());
    click(&mut app, "Show question 2 on the projector screen")?;
    let Slide::Debrief { question, groups, progress, .. } = app.projector_frame() else {
        panic!("a debrief question on the projector screen")
    };
    assert_eq!(question, "What did each choice bring your nation, and what did it bring the people of the coast?");
    let columns: Vec<(String, Vec<String>)> =
        groups.iter().map(|g| (g.label.clone(), g.teams.iter().map(|t| t.name.clone()).collect())).collect();
    assert_eq!(
        columns,
        vec![
            ("Attacked the people of the coast".to_string(), vec!["Red Lions".to_string()]),
            ("Traded with the people of the coast".to_string(), vec!["Ørsted & Co".to_string()]),
            ("Left the people of the coast alone".to_string(), vec!["Ελλάδα".to_string()]),
        ],
        "the class's own choices, in columns"
    );
    assert_eq!(progress.0, 2);
    assert!(texts(&mut projector(&app)).iter().any(|t| t.starts_with("Question 2 of")), "and how far the debrief is");
    // A question about no choice: the question alone.
    click(&mut app, "Show question 3 on the projector screen")?;
    let Slide::Debrief { groups, progress, .. } = app.projector_frame() else { panic!("question 3") };
    assert!(groups.is_empty() && progress.0 == 3);
    // The end chart, lit up as the teacher chooses.
    click(&mut app, "Rankings on the projector screen")?;
    let lit = |app: &App| match app.projector_frame() {
        Slide::End { teams, .. } => teams.iter().map(|t| (t.tag.name.clone(), t.lit)).collect::<Vec<_>>(),
        other => panic!("the end chart, not {other:?}"),
    };
    assert!(lit(&app).iter().all(|(_, on)| *on), "every team at first");
    let words = texts(&mut projector(&app));
    for name in ["Red Lions", "Ørsted & Co", "Ελλάδα"] {
        assert_eq!(words.iter().filter(|t| *t == name).count(), 2, "{name} at both ends of the chart");
    }
    // How each got there: a line per team through its numbers after each phase, on a frame of
    // its own, lit up as the end chart is; back to the end chart in one click.
    click(&mut app, "Each nation's path, on the projector screen")?;
    let Slide::Journey { teams, phases, .. } = app.projector_frame() else { panic!("how each got there") };
    assert_eq!(phases.len(), 4, "after each of the four phases: {phases:?}");
    let red = teams.iter().find(|t| t.tag.name == "Red Lions").expect("Red Lions");
    assert_eq!(red.gold.len(), 4);
    let end = colony::engine::standings(app.lesson().expect("lesson").session().game().state());
    assert_eq!(red.gold.last().copied(), Some(end[0].gold), "ends where the game ended");
    click(&mut app, "Rankings on the projector screen")?;
    assert!(matches!(app.projector_frame(), Slide::End { .. }));
    click(&mut app, "Team by team ▸")?;
    let first: Vec<bool> = lit(&app).iter().map(|(_, on)| *on).collect();
    assert_eq!(first.iter().filter(|on| **on).count(), 1, "one team: {first:?}");
    click(&mut app, "Team by team ▸")?;
    let second: Vec<bool> = lit(&app).iter().map(|(_, on)| *on).collect();
    assert!(second != first && second.iter().filter(|on| **on).count() == 1, "the next one");
    click(&mut app, "All teams")?;
    assert!(lit(&app).iter().all(|(_, on)| *on));
    // Eight teams played to the end: the first three by gold or by prestige light up.
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    let info = (0..8).map(|i| colony::engine::TeamInfo::new(format!("Team {}", i + 1), "orange")).collect();
    let mut s = colony::engine::Session::new(lesson, info, 7).expect("a game");
    let mut player = colony::simulate::Player::new(7);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let path = dir.join("eight.json");
    colony::store::save_record(&path, s.record()).expect("saved");
    app.open_now(path);
    click(&mut app, "The top three of each ranking")?;
    let end = colony::engine::standings(s.game().state());
    let expected: Vec<(String, bool)> =
        end.iter().map(|r| (format!("Team {}", r.team + 1), r.rank_gold <= 3 || r.rank_prestige <= 3)).collect();
    assert_eq!(lit(&app), expected, "the first three of each ranking");
    assert!(expected.iter().any(|(_, on)| !on), "and the others faint");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// A finished game of `teams` on the app's map, played by the simulator, open on its results.
fn finished_on_map(dir: &Path, teams: usize, name: &str, lang: Language) -> App {
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    let colours = colony::gui::Colour::ALL;
    let info =
        (0..teams).map(|i| colony::engine::TeamInfo::new(format!("Team {}", i + 1), colours[i].code())).collect();
    let mut s = colony::engine::Session::on_map(lesson, info, 11).expect("a game");
    let mut player = colony::simulate::Player::with_policies(
        11,
        vec![colony::simulate::Policy::WARMONGER, colony::simulate::Policy::RANDOM],
    );
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let path = dir.join(format!("{name}.json"));
    colony::store::save_record(&path, s.record()).expect("saved");
    let mut app = App::new(Library::new(dir), lang);
    app.open_now(path);
    app
}

/// The film of the class's game, driven as the teacher does it: the buttons on the results
/// screen, then the keys a presenter's remote sends (→, ←, Page Up/Down, Space, Esc). Each frame
/// is the map as the record's timeline has it after that many entries, with each team's gold
/// and prestige then.
#[test]
fn the_film_plays_the_class_game_on_the_map_and_steps_by_the_remote() -> Result<(), Error> {
    let dir = temp_dir("film");
    let mut app = finished_on_map(&dir, 6, "film", Language::En);
    let film = |app: &App| app.lesson().and_then(colony::gui::LessonScreen::film);
    let entries = app.lesson().expect("lesson").session().timeline().len();
    click(&mut app, "Play the game as a film")?;
    assert_eq!(film(&app).map(|f| (f.at, f.playing)), Some((0, true)), "from the start, playing");
    let Slide::Film { picture, caption, teams, .. } = app.projector_frame() else { panic!("the film") };
    assert_eq!(caption, "Before the landing");
    assert!(picture.board.spots.iter().all(|s| s.holder == colony::board::Holder::Free), "an empty map");
    assert!(teams.iter().all(|t| t.gold == teams[0].gold), "everyone starts alike");
    // The clock moves it on, one entry a tick; what it shows is the timeline's state then.
    for _ in 0..5 {
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Tick))));
    }
    assert_eq!(film(&app).map(|f| f.at), Some(5));
    let check = |app: &App, at: usize| {
        let l = app.lesson().expect("lesson");
        let st = l.session().timeline().after(at);
        let Slide::Film { picture, teams, caption, .. } = app.projector_frame() else { panic!("the film at {at}") };
        let map = l.session().game().map().expect("a map");
        let board = colony::board::Board::at(map, st, &[]);
        let holders = |b: &colony::board::Board| b.spots.iter().map(|s| s.holder).collect::<Vec<_>>();
        assert_eq!(holders(&picture.board), holders(&board), "the map after {at} entries");
        let gold: Vec<u32> = teams.iter().map(|t| t.gold).collect();
        assert_eq!(gold, st.teams.iter().map(|t| t.gold).collect::<Vec<_>>(), "the gold after {at} entries");
        caption
    };
    check(&app, 5);
    // Space pauses; → and Page Down step on, ← and Page Up back; never below 0.
    common::press(&mut app, Key::Named(Named::Space), Modifiers::empty());
    assert_eq!(film(&app).map(|f| f.playing), Some(false));
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Tick))));
    assert_eq!(film(&app).map(|f| f.at), Some(5), "paused: the clock does not move it");
    common::press(&mut app, Key::Named(Named::ArrowRight), Modifiers::empty());
    common::press(&mut app, Key::Named(Named::PageDown), Modifiers::empty());
    assert_eq!(film(&app).map(|f| f.at), Some(7));
    common::press(&mut app, Key::Named(Named::PageUp), Modifiers::empty());
    common::press(&mut app, Key::Named(Named::ArrowLeft), Modifiers::empty());
    assert_eq!(film(&app).map(|f| f.at), Some(5));
    click(&mut app, "← Back")?;
    assert_eq!(film(&app).map(|f| f.at), Some(4), "the button as the key");
    assert!(shows_part(&app, "Film: 4 of"), "the teacher's screen says where it stands");
    // Played to the end it stops there, at the end's map.
    common::press(&mut app, Key::Named(Named::Space), Modifiers::empty());
    for _ in 0..entries + 3 {
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Tick))));
    }
    assert_eq!(film(&app).map(|f| (f.at, f.playing)), Some((entries, false)));
    check(&app, entries);
    // Esc closes it: the end chart again.
    common::press(&mut app, Key::Named(Named::Escape), Modifiers::empty());
    assert!(film(&app).is_none() && matches!(app.projector_frame(), Slide::End { .. }));
    // From a debrief question to its moment: the second question (after what the game
    // rewarded) asks about the contact on the coast; the film opens paused just after the cards
    // of that step.
    click(&mut app, "Show question 1 on the projector screen")?;
    click(&mut app, "Show question 2 on the projector screen")?;
    click(&mut app, "Show this moment in the film")?;
    let f = film(&app).expect("the film");
    assert!(!f.playing && f.at > 0);
    let l = app.lesson().expect("lesson");
    let step = l.session().timeline().frames()[f.at - 1].step;
    assert_eq!(l.session().game().lesson().steps[step].id, "p1-contact");
    assert!(check(&app, f.at).ends_with("Contact on the coast"), "the caption names the step");
    // The projector screen draws it.
    assert!(
        texts(&mut projector(&app)).iter().any(|t| t.ends_with("Contact on the coast")),
        "and the projector shows it"
    );
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The film shows nothing the class has not seen: it opens only once the game is over (every
/// entry revealed), and an undo at the end takes it away.
#[test]
fn the_film_is_only_for_a_finished_game() {
    let dir = temp_dir("film-unfinished");
    let (mut app, _) = open_example(&dir, "half", 20);
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Play))));
    assert!(app.lesson().and_then(colony::gui::LessonScreen::film).is_none(), "mid-game: no film");
    assert!(!matches!(app.projector_frame(), Slide::Film { .. }));
    let mut app = finished_on_map(&dir, 3, "done", Language::En);
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Play))));
    assert!(matches!(app.projector_frame(), Slide::Film { .. }));
    send(&mut app, LessonMsg::Undo);
    assert!(app.lesson().and_then(colony::gui::LessonScreen::film).is_none(), "the end undone: no film");
    assert!(!matches!(app.projector_frame(), Slide::Film { .. }));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Twelve teams play from end to end, and every tenth frame of the film draws at 1280x720.
#[test]
fn a_twelve_team_film_plays_from_end_to_end() {
    let dir = temp_dir("film-12");
    let mut app = finished_on_map(&dir, 12, "twelve", Language::De);
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Play))));
    let entries = app.lesson().expect("lesson").session().timeline().len();
    let mut seen = 0;
    while app.lesson().and_then(colony::gui::LessonScreen::film).is_some_and(|f| f.playing) {
        let at = app.lesson().and_then(colony::gui::LessonScreen::film).map_or(0, |f| f.at);
        if at.is_multiple_of(10) {
            let Slide::Film { teams, .. } = app.projector_frame() else { panic!("the film at {at}") };
            assert_eq!(teams.len(), 12);
            let _ = texts(&mut projector(&app));
            seen += 1;
        }
        app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Film(colony::gui::FilmMsg::Tick))));
    }
    assert_eq!(app.lesson().and_then(colony::gui::LessonScreen::film).map(|f| f.at), Some(entries));
    assert!(seen >= entries / 10, "{seen} frames drawn of {entries}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Waits (by the message the clock sends while it is worked out) until "what if" is there.
fn what_if_ready(app: &mut App) {
    for _ in 0..2_400 {
        if app.lesson().is_some_and(|l| l.what_if_stats().is_some()) {
            return;
        }
        assert!(
            app.lesson().is_some_and(colony::gui::LessonScreen::what_if_pending),
            "worked out while it is asked for"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        send(app, LessonMsg::WhatIfCheck);
    }
    panic!("'what if' was not ready within two minutes");
}

/// "What if?" as the teacher uses it, in three languages: the results open, the numbers follow
/// from the background, the question's panel shows what each choice brought in games played
/// at random from this class's start, one click puts it on the projector screen and one takes
/// the question back. The numbers are the simulator's for this class on one thread: the app's
/// threads change nothing.
#[test]
fn what_if_shows_what_each_choice_brought_and_goes_on_the_projector_screen() -> Result<(), Error> {
    let labels = [
        (
            Language::En,
            "Show question 1 on the projector screen",
            "“What if?” on the projector screen",
            "Projector screen back to the question",
        ),
        (Language::De, "Frage 1 ins Beamerbild", "„Was wäre, wenn?“ ins Beamerbild", "Beamerbild zurück zur Frage"),
        (
            Language::Es,
            "Mostrar la pregunta 1 en la proyección",
            "«¿Y si…?» en la proyección",
            "Volver a la pregunta en la proyección",
        ),
    ];
    for (lang, question, show, hide) in labels {
        let dir = temp_dir(&format!("what-if-{}", lang.code()));
        let mut app = finished_on_map(&dir, 6, "what-if", lang);
        what_if_ready(&mut app);
        let l = app.lesson().expect("lesson");
        // The same numbers from the class's start on one thread.
        let session = l.session();
        let fresh = colony::engine::Game::start_of(session.game().lesson().clone(), session.record()).expect("start");
        let alone = colony::simulate::simulate_from(&fresh, colony::gui::WHAT_IF_GAMES, session.record().seed, 1);
        assert!(l.what_if_stats() == Some(&alone), "{lang:?}: the same numbers on one thread as on the app's");
        assert_eq!(alone.games, colony::gui::WHAT_IF_GAMES, "every game played to its end");
        click(&mut app, question)?;
        click(&mut app, &question.replace('1', "2"))?;
        let l = app.lesson().expect("lesson");
        let questions = colony::gui::lesson::debrief_questions(l);
        // Question 1 is what the game rewarded; question 2 the first about the class's choices.
        let what_if = l.what_if_for(&questions[1].1).expect("question 2 asks about choices");
        assert!(what_if.rows.len() >= 2, "each choice of the question has its row");
        assert!(shows(&app, &what_if.title), "{lang:?}: the panel under the question");
        // The class may see this screen: the numbers show when the teacher shows them.
        assert!(!what_if.rows.iter().any(|r| shows(&app, &r.gold)), "{lang:?}: not before it is shown");
        click(&mut app, show)?;
        for r in &what_if.rows {
            assert!(shows(&app, &r.gold), "{lang:?}: {} shown", r.gold);
        }
        let Slide::WhatIf { what_if: shown, .. } = app.projector_frame() else {
            panic!("{lang:?}: what if on the projector")
        };
        assert_eq!(shown, what_if);
        assert!(projector(&app).find(what_if.compare.as_deref().expect("two choices compared")).is_ok());
        click(&mut app, hide)?;
        assert!(matches!(app.projector_frame(), Slide::Debrief { .. }), "{lang:?}: the question is back");
        // The next question starts without it.
        click(&mut app, show)?;
        send(&mut app, LessonMsg::Show(ShowMsg::Debrief(2)));
        assert!(!matches!(app.projector_frame(), Slide::WhatIf { .. }), "a new question shows itself first");
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}

/// "What if" waits for the end of the game: nothing is worked out while the class plays.
#[test]
fn what_if_is_not_worked_out_before_the_game_is_over() {
    let dir = temp_dir("what-if-early");
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    let info = (0..3).map(|i| colony::engine::TeamInfo::new(format!("Team {i}"), "red")).collect();
    let s = colony::engine::Session::on_map(lesson, info, 2).expect("a game");
    let path = dir.join("early.json");
    colony::store::save_record(&path, s.record()).expect("saved");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.open_now(path);
    let l = app.lesson().expect("lesson");
    assert!(!l.what_if_pending() && l.what_if_stats().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The film as a file and the poster, from the results screen's buttons: the film written as
/// `film.png` beside the sheets (an animated PNG, a frame for the start and for each entry),
/// the poster with the sheets; the notice says where.
#[test]
fn the_results_screen_writes_the_film_and_the_poster() -> Result<(), Error> {
    let dir = temp_dir("film-file");
    let mut app = finished_on_map(&dir, 4, "9c", Language::En);
    let lib = Library::new(&dir);
    click(&mut app, "Save files ▸")?;
    click(&mut app, "Film as an animated PNG")?;
    common::settle(&mut app);
    let film = lib.handouts_dir().join("9c/film.png");
    let bytes = std::fs::read(&film).expect("the film is written");
    let reader = png::Decoder::new(std::io::Cursor::new(&bytes)).read_info().expect("a PNG");
    let frames = reader.info().animation_control().expect("animated").num_frames as usize;
    let entries = app.lesson().expect("lesson").session().timeline().len();
    assert_eq!(frames, entries + 1, "a frame for the start and for each entry");
    assert!(shows_part(&app, "Saved the film in"), "the notice says where");
    click(&mut app, "Score sheet, debrief sheet, debrief worksheet and poster as PDF")?;
    common::settle(&mut app);
    let poster = std::fs::read(lib.handouts_dir().join("9c/poster.pdf")).expect("the poster is written");
    assert!(poster.starts_with(b"%PDF"));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The set-up offers the slave trade discussed, not played (as the rules page has it), first and
/// chosen; the record keeps it. The phase opens with its opening and the choice, which can change
/// until the step is through, each change kept with its time. At the step the teacher's screen
/// has the three questions, the history to read aloud and what each card would have meant (no
/// card laid out as a choice); the projector screen shows the questions and that nobody lays a
/// card; nothing is revealed; the debrief asks about it as a discussion. In three languages,
/// through the buttons a teacher clicks.
#[test]
fn the_slave_trade_discussed_not_played() -> Result<(), Error> {
    use colony::engine::Session;
    use colony::i18n::Translator;
    use colony::lesson::Lesson;
    use colony::simulate::Player;
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let dir = temp_dir(&format!("discussed-{}", lang.code()));
        let mut app = App::new(Library::new(&dir), lang);
        click(&mut app, tr.text("start-new-class").as_str())?;
        // Discussed is the default, and says why; "Played" comes second, with the plan's advice.
        assert!(shows(&app, &tr.text("setup-step-discussed-help")), "{lang:?}: the set-up says what it means");
        assert!(shows(&app, &tr.text("lesson-plan-button")), "{lang:?}: the lesson plan beside the choice");
        let labels = texts(&mut sim(&app));
        let at = |id: &str| labels.iter().position(|t| *t == tr.text(id));
        assert!(at("setup-step-discussed") < at("setup-step-played"), "{lang:?}: discussed first");
        click(&mut app, tr.text("setup-step-played").as_str())?;
        assert!(shows(&app, &tr.text("setup-step-played-help")), "{lang:?}: what the plan says about playing it");
        click(&mut app, tr.text("setup-step-discussed").as_str())?;
        click(&mut app, tr.text("setup-start").as_str())?;
        let record = app.lesson().expect("started").session().record().clone();
        assert_eq!(record.discussed, ["p3-slavery"], "{lang:?}: the record keeps the choice");
        // The class played on to the slave trade (from the record, as the next lesson opens it).
        let lesson = std::sync::Arc::new(Lesson::builtin());
        let slavery = lesson.steps.iter().position(|s| s.id == "p3-slavery").expect("step");
        let mut s = Session::replay(lesson.clone(), record).expect("replays");
        let mut player = Player::new(5);
        while s.game().state().step < slavery {
            s.apply(player.choose(s.game())).expect("legal");
        }
        let path = dir.join("discussed.json");
        colony::store::save_record(&path, s.record()).expect("save");
        let mut app = App::new(Library::new(&dir), lang);
        app.open_now(path.clone());
        let ltr = app.lesson().expect("open").lesson_translator().clone();
        // The phase's opening first, with the choice still open.
        assert!(at_opening(&app), "{lang:?}: phase 3 opens with its opening");
        assert!(shows(&app, &ltr.text("phase-economy-intro")), "{lang:?}: the opening to read out");
        let Slide::Opening { text, .. } = app.projector_frame() else { panic!("{lang:?}: the opening") };
        assert_eq!(text, ltr.text("phase-economy-intro"));
        let step_name = tr.text("step-name-p3-slavery");
        let choice = tr.tr("lesson-discussed-choice", &[("step", colony::i18n::Arg::from(step_name))]);
        assert!(shows(&app, &choice), "{lang:?}: discussed or played, on the opening");
        click(&mut app, tr.text("lesson-opening-next").as_str())?;
        // The step: the questions, the history, what each card would have meant.
        for n in 1..=3 {
            let prompt = ltr.text(&format!("p3-slavery-prompt-{n}"));
            assert!(shows_part(&app, &prompt), "{lang:?}: question {n} on the teacher's screen");
        }
        assert!(shows(&app, &ltr.text("debrief-economy-short")), "{lang:?}: the history to read aloud");
        assert!(shows(&app, &ltr.text("p3-slavery-yes-discussed")), "{lang:?}: what card 1 would have meant");
        assert!(shows(&app, &ltr.text("p3-slavery-yes-discussed-game")), "{lang:?}: the game's reward in words");
        assert!(!shows_part(&app, &format!("1  {}", ltr.text("p3-slavery-yes"))), "{lang:?}: no card laid out");
        let Slide::Situation { count, tally, chips, options, prompts, .. } = app.projector_frame() else {
            panic!("the situation")
        };
        assert_eq!(count.as_deref(), Some(ltr.text("projector-discussed").as_str()), "{lang:?}");
        assert!(tally.is_none() && chips.is_empty(), "{lang:?}: no cards awaited");
        assert!(options.is_empty(), "{lang:?}: no card laid out as a choice on the projector screen");
        assert_eq!(prompts.len(), 3, "{lang:?}: the three questions on the projector screen");
        let said = ltr.text("projector-discussed");
        assert!(texts(&mut projector(&app)).contains(&said), "{lang:?}: the class reads that nobody lays a card");
        // Still at the step, before its entry: the class may change its mind, and it is logged.
        click(&mut app, tr.text("setup-step-played").as_str())?;
        assert!(matches!(expecting(&app), Expect::Decide { .. }), "{lang:?}: played after all");
        assert!(matches!(app.projector_frame(), Slide::Situation { ref options, .. } if options.len() == 2));
        click(&mut app, tr.text("setup-step-discussed").as_str())?;
        let changes = &app.lesson().expect("lesson").session().record().discussed_changes;
        assert_eq!(changes.len(), 2, "{lang:?}: both changes kept");
        assert!(changes.iter().all(|c| c.time.len() == 16 && c.entries == s.record().entries.len()), "{changes:?}");
        let before = app.lesson().expect("lesson").session().game().state().teams.clone();
        click(&mut app, tr.text("lesson-discussed-next").as_str())?;
        let l = app.lesson().expect("lesson");
        assert_eq!(l.session().game().state().step, slavery + 1, "{lang:?}: on to the next situation");
        assert_eq!(l.session().game().state().teams, before, "{lang:?}: nothing changed for any nation");
        assert!(matches!(l.mode(), Mode::Entering), "{lang:?}: nothing to reveal");
        // Through the step, the choice is gone from the screen and the engine refuses it.
        assert!(!shows(&app, &tr.text("setup-step-played")), "{lang:?}: no more choice");
        let saved = colony::store::load_record(&path).expect("saved");
        assert_eq!(saved.entries.len(), s.record().entries.len() + 1);
        assert_eq!(saved.discussed_changes.len(), 2, "{lang:?}: the changes are in the class file");
        send(&mut app, LessonMsg::Discussed("p3-slavery".into(), false));
        assert!(app.lesson().expect("lesson").error().is_some(), "{lang:?}: too late, and said so");
        // To the end: the debrief asks about the slave trade as a discussion, with no teams.
        let mut s = app.lesson().expect("lesson").session().clone();
        while !s.game().is_over() {
            s.apply(player.choose(s.game())).expect("legal");
        }
        let names = s.record().names();
        let debrief = colony::report::debrief(&ltr, &names, s.game());
        let q = debrief.iter().flat_map(|p| &p.questions).find(|q| q.step == Some(slavery)).expect("a question");
        assert_eq!(q.text, ltr.text("debrief-economy-q1-discussed"), "{lang:?}");
        assert!(q.groups.is_empty(), "{lang:?}: nobody chose, so nobody is named");
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}

/// Each phase's background in a few sentences to read aloud, on the results screen above the
/// whole note; "Read aloud" says the one of the phase whose question the class sees.
#[test]
fn the_results_read_out_the_short_background_of_the_question_shown() -> Result<(), Error> {
    use colony::i18n::Translator;
    let dir = temp_dir("short-background");
    let (mut app, _) = open_example(&dir, "9b", usize::MAX);
    let tr = Translator::new(Language::En);
    let (landing, expansion) = (tr.text("debrief-landing-short"), tr.text("debrief-expansion-short"));
    assert!(shows_part(&app, &landing) && shows_part(&app, &expansion), "each phase's short version shows");
    assert!(shows_part(&app, &tr.text("debrief-landing-background")[..60]), "and the whole note under it");
    let words = |app: &App| app.lesson().expect("lesson").read_aloud_words();
    assert_eq!(words(&app), landing, "before any question: the first phase");
    // The debrief's first question (what the game rewarded) comes before the phases' own.
    let first_phase = colony::gui::lesson::debrief_questions(app.lesson().expect("lesson"))
        .iter()
        .skip(1)
        .take_while(|(title, _)| *title == tr.text("debrief-landing-title"))
        .count();
    for q in 1..=first_phase + 2 {
        click(&mut app, format!("Show question {q} on the projector screen").as_str())?;
    }
    assert_eq!(words(&app), expansion, "question {} belongs to phase 2", first_phase + 2);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The computer voice does not read the slave trade, nor the history of enslavement and genocide,
/// unless the teacher confirms; a phase's opening it reads at once. A stand-in for espeak-ng logs
/// what it is sent.
#[test]
fn read_aloud_asks_before_the_slave_trade_and_reads_only_when_confirmed() -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = temp_dir("read-yourself");
    let log = dir.join("spoken.txt");
    let speaker = dir.join("speak");
    std::fs::write(&speaker, format!("#!/bin/sh\necho \"$@\" >> '{}'\n", log.display())).expect("script");
    std::fs::set_permissions(&speaker, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let spoken = || std::fs::read_to_string(&log).unwrap_or_default();
    // Waits for the stand-in to have written `part`; false if it never does.
    let heard = |part: &str| {
        (0..200).any(|_| {
            std::thread::sleep(std::time::Duration::from_millis(10));
            spoken().contains(part)
        })
    };
    let tr = colony::i18n::Translator::new(Language::En);
    // The example class, played to the slave trade (a played class).
    let lesson = colony::lesson::Lesson::builtin();
    let slavery = lesson.steps.iter().position(|s| s.id == "p3-slavery").expect("step");
    let mut rec = example(usize::MAX);
    let session = colony::engine::Session::replay(std::sync::Arc::new(lesson.clone()), rec.clone()).expect("replays");
    let upto = session.timeline().frames().iter().position(|f| f.step == slavery).expect("played there");
    rec.entries.truncate(upto);
    let path = dir.join("9b.json");
    colony::store::save_record(&path, &rec).expect("save");
    let mut app = App::new(Library::new(&dir), Language::En).with_speech_program(speaker.to_string_lossy());
    app.open_now(path);
    // The phase's opening is read at once.
    assert!(at_opening(&app));
    click(&mut app, "Read aloud")?;
    assert!(heard("Phase 3 of 4"), "the opening is read: {}", spoken());
    click(&mut app, "Stop reading").ok();
    past_opening(&mut app)?;
    // The slave trade: asked first, and nothing sent to the voice.
    let before = spoken();
    click(&mut app, "Read aloud")?;
    assert!(shows(&app, &tr.text("lesson-read-yourself")), "the screen says why the voice stays silent");
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert_eq!(spoken(), before, "nothing read before the teacher confirms");
    click(&mut app, &tr.text("lesson-read-cancel"))?;
    assert!(!shows(&app, &tr.text("lesson-read-yourself")));
    assert_eq!(spoken(), before, "cancelled: nothing read");
    click(&mut app, "Read aloud")?;
    click(&mut app, &tr.text("lesson-read-anyway"))?;
    assert!(heard("Your merchants can buy captives"), "read once confirmed: {}", spoken());
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The results screen's CSV with the separator the teacher chooses there (as on the start
/// screen): the semicolon chosen in an English class, the file has semicolons.
#[test]
fn the_results_csv_takes_the_separator_chosen_there() -> Result<(), Error> {
    let dir = temp_dir("results-csv");
    let mut app = finished_on_map(&dir, 4, "csv", Language::En);
    click(&mut app, "Save files ▸")?;
    send(&mut app, LessonMsg::CsvDelimiter(colony::export::Delimiter::Semicolon));
    click(&mut app, "Results as CSV (for spreadsheets)")?;
    common::settle(&mut app);
    let out = Library::new(&dir).exports_dir().join("csv");
    let csv = std::fs::read_dir(&out)
        .expect("the exports folder")
        .filter_map(Result::ok)
        .find(|e| e.path().extension().is_some_and(|x| x == "csv"))
        .map(|e| std::fs::read_to_string(e.path()).expect("csv"))
        .expect("a CSV written");
    let head = csv.lines().find(|l| !l.starts_with("sep=")).unwrap_or_default();
    assert!(head.contains(';') && !head.contains(','), "semicolons: {head}");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// "One choice changed", as the teacher does it: a team's button, then the card it could have
/// laid instead at one of its decisions. The sentence comes on the teacher's screen at once and,
/// by its button, on the projector screen beside the game as the class played it (both maps,
/// both rankings; the 12-team frame at 1280x720); the class's record and file stay as they were;
/// a debrief question takes the projector screen back.
#[test]
fn one_choice_changed_is_asked_by_clicks_and_shown_beside_the_class_game() -> Result<(), Error> {
    use colony::gui::lesson::{one_choice_change_id, one_choice_team_id};
    use colony::report::one_choice;
    for (lang, teams, team) in [(Language::En, 6, 1), (Language::De, 12, 11)] {
        let dir = temp_dir(&format!("one-choice-{}", lang.code()));
        let mut app = finished_on_map(&dir, teams, "one-choice", lang);
        let file = std::fs::read(dir.join("one-choice.json")).expect("the class file");
        let record = app.lesson().expect("lesson").session().record().to_json();
        common::click(&mut app, one_choice_team_id(team));
        let l = app.lesson().expect("lesson");
        let decisions = one_choice::decisions(l.session(), team);
        assert!(decisions.len() >= 5, "{lang:?}: the team's decisions: {}", decisions.len());
        // The last decision the team made: the one whose change leaves the least to replay.
        let d = decisions.last().expect("a decision").clone();
        let card = d.others[0];
        let tr = colony::i18n::Translator::new(lang);
        let names = l.names();
        let expected = one_choice::one_choice(&tr, &names, l.session(), team, d.entry, card).expect("answered");
        common::click(&mut app, one_choice_change_id(d.entry, card));
        assert!(shows(&app, &expected.headline), "{lang:?}: the sentence on the teacher's screen");
        assert!(expected.headline.contains(&names[team]), "{}", expected.headline);
        click(&mut app, &tr.text("one-choice-show"))?;
        let Slide::OneChoice { headline, sides, .. } = app.projector_frame() else {
            panic!("{lang:?}: one choice changed on the projector screen")
        };
        assert_eq!(headline, expected.headline);
        assert!(sides.iter().all(|s| s.picture.is_some() && s.rows.len() == teams), "{lang:?}: both maps and rankings");
        let changed = sides[1].rows.iter().find(|r| r.changed).expect("the changed team set apart");
        assert_eq!(changed.gold, expected.changed[team].gold);
        let played = sides[0].rows.iter().find(|r| r.changed).expect("the team on the played side");
        assert_eq!(played.gold, expected.real[team].gold);
        assert!(projector(&app).find(expected.headline.as_str()).is_ok(), "{lang:?}: the sentence drawn at 1280x720");
        assert_eq!(app.lesson().expect("lesson").session().record().to_json(), record, "the record never changes");
        assert_eq!(std::fs::read(dir.join("one-choice.json")).expect("file"), file, "nor the class file");
        click(&mut app, &tr.text("one-choice-hide"))?;
        assert!(matches!(app.projector_frame(), Slide::End { .. }), "{lang:?}: the rankings are back");
        click(&mut app, &tr.text("one-choice-show"))?;
        send(&mut app, LessonMsg::Show(ShowMsg::Debrief(1)));
        assert!(matches!(app.projector_frame(), Slide::Debrief { .. }), "{lang:?}: a question takes the screen");
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}

/// The two games as a film, side by side from the changed decision on, as the teacher starts it:
/// a team's button, a card, then "Both games as a film". The projector shows both maps and both
/// rankings at the same moment, each side titled with where its game stands; the film's buttons
/// step it; it plays to the later of the two ends (the clock's ticks) and there both sides show
/// their game's end; closed, the answer's end stays on.
#[test]
fn both_games_play_as_a_film_side_by_side_from_the_changed_decision() -> Result<(), Error> {
    use colony::gui::lesson::{FilmMsg, one_choice_change_id, one_choice_team_id};
    use colony::report::one_choice;
    let dir = temp_dir("one-choice-film");
    let mut app = finished_on_map(&dir, 6, "one-choice-film", Language::En);
    let record = app.lesson().expect("lesson").session().record().to_json();
    common::click(&mut app, one_choice_team_id(2));
    let l = app.lesson().expect("lesson");
    let d = one_choice::decisions(l.session(), 2).first().expect("a decision").clone();
    let tr = colony::i18n::Translator::new(Language::En);
    let changed = one_choice::one_choice(&tr, &l.names(), l.session(), 2, d.entry, d.others[0]).expect("answered");
    common::click(&mut app, one_choice_change_id(d.entry, d.others[0]));
    click(&mut app, "Both games as a film, from this decision on")?;
    let frame = |app: &App| {
        let Slide::OneChoice { sides, .. } = app.projector_frame() else { panic!("both games on the projector") };
        sides
    };
    let gold_at = |s: &colony::engine::Session, at: usize| -> Vec<u32> {
        colony::engine::standings(s.timeline().after(at.min(s.timeline().len()))).iter().map(|r| r.gold).collect()
    };
    let by_team = |side: &colony::gui::projector::one_choice::Side| -> Vec<u32> {
        let mut rows: Vec<_> = side.rows.iter().map(|r| (r.tag.seat, r.gold)).collect();
        rows.sort_unstable();
        rows.into_iter().map(|(_, g)| g).collect()
    };
    let film = app.lesson().expect("lesson").film().expect("the film is open");
    assert!(film.beside && film.playing && film.at == d.entry, "{film:?}");
    let sides = frame(&app);
    let real = app.lesson().expect("lesson").session().clone();
    assert_eq!(by_team(&sides[0]), gold_at(&real, d.entry), "the class's game at the changed decision");
    assert_eq!(by_team(&sides[1]), gold_at(&changed.session, d.entry), "the changed game at the same moment");
    assert!(sides[0].title.contains(" · ") && sides[1].title.contains(" · "), "each says where it stands");
    // Paused and stepped by the film's buttons.
    click(&mut app, "Pause")?;
    click(&mut app, "Forward →")?;
    let at = app.lesson().expect("lesson").film().expect("film").at;
    assert_eq!(at, d.entry + 1);
    assert_eq!(by_team(&frame(&app)[1]), gold_at(&changed.session, at));
    // Played to the end by the clock.
    click(&mut app, "Play")?;
    let last = real.timeline().len().max(changed.session.timeline().len());
    for _ in 0..last {
        send(&mut app, LessonMsg::Show(ShowMsg::Film(FilmMsg::Tick)));
    }
    let film = app.lesson().expect("lesson").film().expect("film");
    assert_eq!((film.at, film.playing), (last, false), "it stops at the later end");
    let sides = frame(&app);
    assert_eq!(by_team(&sides[0]), gold_at(&real, usize::MAX));
    assert_eq!(by_team(&sides[1]), gold_at(&changed.session, usize::MAX));
    click(&mut app, "Close the film")?;
    assert!(app.lesson().expect("lesson").film().is_none());
    assert!(matches!(app.projector_frame(), Slide::OneChoice { .. }), "the answer stays on");
    assert_eq!(app.lesson().expect("lesson").session().record().to_json(), record, "the record never changes");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// One class is open in one window at a time: a second window (a second copy of the app, or the
/// class opened again from a file) is refused with words that say where it is open, and saves
/// nothing over the first; once the first window lets go (it ends, however it ends), the class
/// opens.
#[test]
fn a_class_open_in_one_window_is_refused_in_a_second() -> Result<(), Error> {
    let dir = temp_dir("second-window");
    let (mut first, path) = open_example(&dir, "twice", 3);
    assert!(first.lesson().is_some(), "the first window has the class");
    let mut second = App::new(Library::new(&dir), Language::En);
    second.open_now(path.clone());
    assert!(second.lesson().is_none(), "not opened a second time");
    assert!(shows_part(&second, "is open in another window of Colony Classroom"), "and said so");
    assert!(!shows_part(&second, "A good backup"), "no backup offered instead");
    let entries = colony::store::load_record(&path).expect("saved").entries.len();
    send(&mut first, LessonMsg::Show(ShowMsg::Next));
    drop(first);
    second.open_now(path.clone());
    assert!(second.lesson().is_some(), "the class opens once the first window let go of it");
    assert!(colony::store::load_record(&path).expect("saved").entries.len() >= entries);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Enter never confirms investment rows nobody typed: it names the teams and waits; a 0 typed
/// counts as typed, and Shift+Enter confirms the rest at nothing.
#[test]
fn enter_names_the_teams_whose_investment_nobody_typed() -> Result<(), Error> {
    let dir = temp_dir("invest-untyped");
    let mut app = at_an_investment(&dir, 60, |_| true);
    let game = app.lesson().expect("lesson").session().game().clone();
    let payers: Vec<usize> = (0..game.state().teams.len())
        .filter(|&t| game.spend_limit(t).has_country && game.state().teams[t].gold > 0)
        .collect();
    assert!(payers.len() >= 2, "{payers:?}");
    // The first payer typed; the others left as they are.
    while app.lesson().expect("lesson").draft().focus != payers[0] {
        press(&mut app, Key::Named(Named::Tab), Modifiers::default());
    }
    press(&mut app, Key::Character("1".into()), Modifiers::default());
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert_eq!(app.lesson().expect("lesson").session().game().expecting(), Expect::Invest, "Enter waited");
    let names = app.lesson().expect("lesson").session().record().names();
    assert!(shows_part(&app, "Nothing typed yet for"), "the screen says why");
    assert!(shows_part(&app, &names[payers[1]]), "and names the team");
    // Every other payer given a 0: now Enter confirms.
    for &t in &payers[1..] {
        while app.lesson().expect("lesson").draft().focus != t {
            press(&mut app, Key::Named(Named::Tab), Modifiers::default());
        }
        press(&mut app, Key::Character("0".into()), Modifiers::default());
    }
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(matches!(app.lesson().expect("lesson").mode(), Mode::Revealed(_)), "confirmed once every row was typed");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// An investment in which no nation spends anything says so under "What happened", instead
/// of an empty list the teacher takes for a fault.
#[test]
fn an_investment_nobody_spent_on_says_so() -> Result<(), Error> {
    let dir = temp_dir("invest-nothing");
    let mut app = at_an_investment(&dir, 60, |_| true);
    assert!(!shows_part(&app, "Nothing changed for any nation."), "not before the entry");
    press(&mut app, Key::Named(Named::Enter), Modifiers::SHIFT);
    common::settle(&mut app);
    assert!(matches!(app.lesson().expect("lesson").mode(), Mode::Revealed(_)), "Shift+Enter confirmed nothing spent");
    assert!(shows_part(&app, "Nothing changed for any nation."), "what happened says so");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// An investment round at the speed of cards: a team's number, once complete (a 0, or one that
/// one more digit would take past the team's gold), marks the next team by itself; a space right
/// after goes back to that team for its farming throws ("2 1"), and Backspace to its last digit.
#[test]
fn a_complete_investment_marks_the_next_team_by_itself() -> Result<(), Error> {
    let dir = temp_dir("invest-moves-on");
    // An investment with a team of 10 gold or more and one of 3 to 9.
    let mut app =
        at_an_investment(&dir, 200, |gold| gold.iter().any(|&g| g >= 10) && gold.iter().any(|g| (3..10).contains(g)));
    let game = app.lesson().expect("lesson").session().game().clone();
    let gold = |t: usize| game.state().teams[t].gold;
    let payers: Vec<usize> =
        (0..game.state().teams.len()).filter(|&t| game.spend_limit(t).has_country && gold(t) > 0).collect();
    let focus = |app: &App| app.lesson().expect("lesson").draft().focus;
    let spend = |app: &App, t: usize| {
        let s = &app.lesson().expect("lesson").draft().spend[t];
        (s.armies.clone(), s.farms.clone())
    };
    let key = |app: &mut App, k: &str| {
        let k = if k == " " { Key::Named(Named::Space) } else { Key::Character(k.into()) };
        press(app, k, Modifiers::default());
    };
    // A team with 10 gold or more keeps the mark after one digit: its number may grow.
    let rich = *payers.iter().find(|&&t| gold(t) >= 10).expect("a team of 10 gold or more");
    while focus(&app) != rich {
        press(&mut app, Key::Named(Named::Tab), Modifiers::default());
    }
    key(&mut app, "1");
    assert_eq!(focus(&app), rich, "1 of up to {} armies may still become 1x", gold(rich));
    key(&mut app, "0");
    assert_eq!(spend(&app, rich).0, "10");
    assert_ne!(focus(&app), rich, "10 of at most {} is complete", gold(rich));
    // A team of fewer than 10 gold and 3 or more: "2" is complete, the mark moves on.
    let poor = *payers.iter().find(|&&t| (3..10).contains(&gold(t))).expect("a team of 3 to 9 gold");
    while focus(&app) != poor {
        press(&mut app, Key::Named(Named::Tab), Modifiers::default());
    }
    key(&mut app, "2");
    assert_ne!(focus(&app), poor, "2 of at most {} armies is complete: the next team is marked", gold(poor));
    let next = focus(&app);
    // "2 1": the space goes back to the team just typed, its farming throw completes it.
    key(&mut app, " ");
    assert_eq!(focus(&app), poor, "the space belongs to the team just typed");
    key(&mut app, "1");
    assert_eq!(spend(&app, poor), ("2".into(), "1".into()));
    assert_eq!(focus(&app), next, "the farming throws complete, the next team is marked again");
    // Backspace right after goes back to the digit just typed.
    press(&mut app, Key::Named(Named::Backspace), Modifiers::default());
    assert_eq!((focus(&app), spend(&app, poor)), (poor, ("2".into(), String::new())));
    // A 0 is complete whatever the gold.
    let zero = *payers.iter().find(|&&t| t != poor && t != rich).expect("a third team");
    while focus(&app) != zero {
        press(&mut app, Key::Named(Named::Tab), Modifiers::default());
    }
    key(&mut app, "0");
    assert_ne!(focus(&app), zero, "a 0 marks the next team");
    assert!(app.lesson().expect("lesson").error().is_none());
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// A 0 typed for every team is an answer ("we spend nothing"): plain Enter confirms it, never
/// refusing it ("No team has spent anything yet") after twelve zeros.
#[test]
fn zeros_typed_for_every_team_confirm_with_enter() {
    let dir = temp_dir("invest-zeros");
    let mut app = at_an_investment(&dir, 60, |_| true);
    let teams = app.lesson().expect("lesson").session().record().teams.len();
    for _ in 0..teams {
        press(&mut app, Key::Character("0".into()), Modifiers::default());
    }
    press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(matches!(app.lesson().expect("lesson").mode(), Mode::Revealed(_)), "confirmed: every team spent nothing");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Scottish teacher on a new laptop (its locale says en_GB, as England's does) chooses
/// Scotland beside the handouts' button: the blank handouts are Scotland's, and the next class
/// proposes it.
#[test]
fn the_blank_handouts_are_of_the_edition_chosen_beside_their_button() -> Result<(), Error> {
    let dir = temp_dir("edition");
    let lib = Library::new(&dir);
    let mut app = App::new(Library::new(&dir), Language::En);
    common::settle(&mut app);
    app.drive(Message::Start(StartMsg::NewClass));
    assert_eq!(app.setup_screen().expect("set-up").region().id, "england", "a new laptop's English edition");
    app.drive(Message::Home);
    // The message the pick list sends when Scotland is chosen.
    app.drive(Message::Start(StartMsg::Edition("scotland")));
    click(&mut app, "Handouts to print (PDF)")?;
    common::settle(&mut app);
    let plan = lib.handouts_dir().join("blank/scotland/lesson-plan.pdf");
    let text = std::process::Command::new("pdftotext").arg(&plan).arg("-").output().map(|o| o.stdout);
    match text {
        Ok(out) if !out.is_empty() => {
            let words = String::from_utf8_lossy(&out);
            assert!(words.contains("Curriculum for Excellence"), "Scotland's plan");
        }
        _ => assert!(plan.exists(), "Scotland's plan written"),
    }
    app.drive(Message::Start(StartMsg::NewClass));
    assert_eq!(app.setup_screen().expect("set-up").region().id, "scotland", "the next class proposes it");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

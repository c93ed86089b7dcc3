//! The map in the app, driven as a teacher drives it: the set-up's choice between the app's
//! map and the own board (by clicking the switch), a 12-team lesson whose attacks are chosen by
//! clicks on the teacher's map and by typed numbers, a click across no border refused with the
//! engine's reason, the projector screen's map frame, and the own board as before.
#![allow(unused_results)] // a test drops what it does not check

use colony::engine::Card;
use iced::Point;
use iced::keyboard::key::Named;
use iced::keyboard::{Key, Modifiers};
use std::sync::Arc;

use colony::board::Fit;
use colony::engine::{Expect, Session, Site, TeamInfo};
use colony::gui::{App, DraftMsg, LessonMsg, Message, SetupMsg, ShowMsg, Slide, StartMsg};
use colony::i18n::Language;
use colony::lesson::Lesson;
use colony::simulate::{Player, Policy};
use colony::store::Library;

mod common;
use common::Drive;
use common::{settle, sim, temp_dir};

/// Clicks the teacher's map at map country `site` (its centre) and hands the app what the
/// click sends.
fn click_country(app: &mut App, site: Site) {
    let map = app.lesson().and_then(|l| l.session().game().map_arc()).expect("a map");
    let mut ui = sim(app);
    let target = ui.find(iced::widget::Id::new("console-map")).expect("the teacher's map");
    let b = target.bounds();
    let fit = Fit::new(&map, b.width, b.height);
    let (x, y) = fit.to_box(map.countries[site.index()].centre);
    ui.point_at(Point::new(b.x + x, b.y + y));
    ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    for m in messages {
        app.drive(m);
        settle(app);
    }
}

fn click(app: &mut App, label: &str) {
    let mut ui = sim(app);
    ui.click(label).unwrap_or_else(|e| panic!("no «{label}»: {e:?}"));
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking «{label}» sent nothing");
    for m in messages {
        app.drive(m);
        settle(app);
    }
}

fn shows_part(app: &App, part: &str) -> bool {
    common::shows_part(app, part)
}

#[test]
fn a_new_class_plays_on_the_map_unless_the_teacher_chooses_the_own_board() {
    for own_board in [false, true] {
        let dir = temp_dir(&format!("map-setup-{own_board}"));
        let mut app = App::new(Library::new(&dir), Language::En);
        app.drive(Message::Start(StartMsg::NewClass));
        if own_board {
            click(&mut app, "Our own board from the 2001 game box");
        }
        click(&mut app, "Start the game");
        click(&mut app, "To the first situation");
        let l = app.lesson().expect("the lesson started");
        let record = l.session().record();
        assert_eq!(record.map.is_none(), own_board, "the record names its map unless on the own board");
        assert_eq!(l.session().game().map().is_some(), !own_board);
        // The map is on the teacher's screen, and the projector can show it, only on the map.
        assert_eq!(sim(&app).find(iced::widget::Id::new("console-map")).is_ok(), !own_board);
        assert_eq!(shows_part(&app, "Map on the projector screen (F6)"), !own_board);
        // The record on disk reopens on the same map.
        let path = l.path().to_path_buf();
        let back = colony::store::load_record(&path).expect("reopens");
        assert_eq!(back.map, record.map);
        // F6 shows the map on the projector screen and takes it off again, on the map only.
        common::press(&mut app, Key::Named(Named::F6), Modifiers::default());
        assert_eq!(matches!(app.projector_frame(), Slide::Map { .. }), !own_board, "F6 shows the map");
        common::press(&mut app, Key::Named(Named::F6), Modifiers::default());
        assert!(!matches!(app.projector_frame(), Slide::Map { .. }), "F6 again takes it off");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A 12-team class on the map, played by the simulator up to an attack that has a target.
fn at_an_attack(dir: &std::path::Path, seed: u64) -> App {
    let names: Vec<String> = common::LONG_NAMES.iter().map(ToString::to_string).collect();
    let teams =
        names.into_iter().enumerate().map(|(i, n)| TeamInfo::new(n, colony::gui::Colour::ALL[i].code())).collect();
    let mut s = Session::on_map(Arc::new(Lesson::builtin()), teams, seed).expect("session");
    let mut player = Player::with_policies(seed, vec![Policy::WARMONGER]);
    loop {
        assert!(!s.game().is_over(), "no attack in this game");
        if matches!(s.game().expecting(), Expect::Attack { .. }) && !s.game().attack_sources().is_empty() {
            let from = s.game().attack_sources()[0];
            let mut targets = Vec::new();
            s.game().attack_targets_from_into(from, &mut targets);
            if !targets.is_empty() {
                break;
            }
        }
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    opened(dir, &s)
}

/// The session saved in `dir` and opened, as the teacher opens a class.
fn opened(dir: &std::path::Path, s: &Session) -> App {
    let path = dir.join("class.json");
    colony::store::save_record(&path, s.record()).expect("save");
    let mut app = App::new(Library::new(dir), Language::En);
    app.open_now(path);
    app
}

#[test]
fn a_twelve_team_attack_is_chosen_by_clicks_on_the_map_and_a_click_across_no_border_is_refused() {
    let dir = temp_dir("map-attack");
    let mut app = at_an_attack(&dir, 11);
    let game = app.lesson().expect("lesson").session().game().clone();
    let st = game.state();
    let from = game.attack_sources()[0];
    let mut targets = Vec::new();
    game.attack_targets_from_into(from, &mut targets);
    let map = game.map().expect("map");
    let site = |c| st.site(c).expect("on the map");
    // A country of another team that shares no border with the attacking country.
    let far = game
        .attack_targets()
        .into_iter()
        .find(|&c| !map.borders(site(from), site(c)))
        .expect("a country across no border");

    // The attacking country, by a click on it.
    click_country(&mut app, site(from));
    assert_eq!(app.lesson().expect("lesson").draft().from, Some(from));
    // A click across no border: refused, with the engine's reason, and nothing chosen.
    click_country(&mut app, site(far));
    assert_eq!(app.lesson().expect("lesson").draft().target, None);
    assert!(
        shows_part(&app, "does not border country"),
        "the reason is on the screen: {:?}",
        common::texts(&mut sim(&app)).iter().filter(|t| t.contains("ountry")).collect::<Vec<_>>()
    );
    // A free country: not in play.
    if let Some(free) = map.sites().find(|s| !st.sites.contains(s)) {
        click_country(&mut app, free);
        assert!(shows_part(&app, &format!("Country {} is not in play yet.", free.number())));
    }
    // The country attacked, by a click.
    let target = targets[0];
    click_country(&mut app, site(target));
    assert_eq!(app.lesson().expect("lesson").draft().target, Some(target));
    // The projector's map shows the arrow between the two.
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
    match app.projector_frame() {
        Slide::Map { picture, .. } => assert_eq!(picture.board.arrow, Some((site(from), site(target)))),
        other => panic!("the map frame, not {other:?}"),
    }
    click(&mut app, "Attack");
    match app.lesson().expect("lesson").session().game().expecting() {
        Expect::Throw { fight, .. } => assert_eq!((fight.from, fight.target), (from, target)),
        other => panic!("the fight, not {other:?}"),
    }
    // The fight names both countries by the numbers the map shows.
    let line = format!("country {} from country {}", site(target).number(), site(from).number());
    assert!(shows_part(&app, &line), "{line}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A 4-team game on the map played at random from `seed` until `until` says it is there,
/// saved in `dir` and opened; with its session.
fn four_teams_until(dir: &std::path::Path, seed: u64, until: impl Fn(&colony::engine::Game) -> bool) -> (App, Session) {
    let teams = (0..4).map(|i| TeamInfo::new(format!("Team {}", i + 1), colony::gui::Colour::ALL[i].code())).collect();
    let mut s = Session::on_map(Arc::new(Lesson::builtin()), teams, seed).expect("session");
    let mut player = Player::with_policies(seed, vec![Policy::RANDOM]);
    while !until(s.game()) {
        assert!(!s.game().is_over(), "the game never got there");
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    (opened(dir, &s), s)
}

/// The teacher says, by the bar's button and its question, that only they see this screen.
fn only_i_see(app: &mut App) {
    click(app, "Class sees this screen");
    click(app, "Only I see it: show me the cards");
}

fn send(app: &mut App, m: LessonMsg) {
    app.drive(Message::Lesson(m));
    settle(app);
}

#[test]
fn the_attack_is_chosen_by_keys_as_before_and_only_across_a_border() {
    let dir = temp_dir("map-keys");
    let mut app = at_an_attack(&dir, 11);
    let game = app.lesson().expect("lesson").session().game().clone();
    let map = game.map().expect("map").clone();
    let st = game.state().clone();
    // Right arrow: the first country to attack from; down arrow: the first country attacked.
    common::press(&mut app, Key::Named(Named::ArrowRight), Modifiers::default());
    common::press(&mut app, Key::Named(Named::ArrowDown), Modifiers::default());
    let d = app.lesson().expect("lesson").draft().clone();
    let (from, target) = (d.from.expect("from"), d.target.expect("target"));
    assert!(
        map.borders(st.site(from).expect("site"), st.site(target).expect("site")),
        "the keys choose only across a border"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_projector_map_shows_what_the_reveal_changed_and_never_a_card() {
    let dir = temp_dir("map-projector");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::Seed("5".into())));
    click(&mut app, "Start the game");
    click(&mut app, "To the first situation");
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
    let Slide::Map { picture, teams, key, .. } = app.projector_frame() else { panic!("the map frame") };
    assert_eq!(teams.len(), 4);
    assert!(picture.board.spots.iter().all(|s| s.holder == colony::board::Holder::Free), "nobody has landed");
    assert!(key.all.contains("country 1, team A, 1 army") && key.all.contains("trading post"), "{key:?}");
    // The key under a map of many teams names only the signs on the map: none yet.
    assert_eq!(key.shown, "1 | A1: country 1, team A, 1 army", "{key:?}");
    // The landing: four coastal countries change, on yellow.
    click(&mut app, "Land on the coast");
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
    let Slide::Map { picture, key, .. } = app.projector_frame() else { panic!("the map frame") };
    assert!(key.shown.contains("resources") && key.shown.contains("just changed"), "{key:?}");
    assert!(!key.shown.contains("port") && !key.shown.contains("independent"), "{key:?}");
    let changed: Vec<usize> = (0..picture.board.spots.len()).filter(|&i| picture.board.spots[i].changed).collect();
    assert_eq!(changed.len(), 4, "{changed:?}");
    assert!(changed.iter().all(|&i| picture.map.countries[i].coastal), "landings are on the coast");
    // Cards laid for the next decision change nothing the class sees on the map.
    click(&mut app, "Next situation");
    send(&mut app, LessonMsg::Show(ShowMsg::ProjectorMap(true)));
    let before = app.projector_frame();
    send(&mut app, LessonMsg::Draft(DraftMsg::Card(0, Card(1))));
    send(&mut app, LessonMsg::Draft(DraftMsg::Card(1, Card(2))));
    assert_eq!(app.projector_frame(), before, "the map shows no card before the reveal");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The landing on the map, as a teacher changes it: the pick lists show where the app lands
/// each team; a click on team 2's country and then on a free coastal country moves it there;
/// a click inland is refused with the reason; team 1's pick list moves it onto team 3's place
/// and the two swap; "Land on the coast" lands every team where the screen showed it, and the
/// record keeps the teacher's places.
#[test]
fn the_teacher_moves_a_landing_by_clicks_on_the_map_and_by_a_pick_list() {
    let dir = temp_dir("map-landing");
    let mut app = App::new(Library::new(&dir), Language::En);
    app.drive(Message::Start(StartMsg::NewClass));
    click(&mut app, "Start the game");
    click(&mut app, "To the first situation");
    let game = app.lesson().expect("lesson").session().game().clone();
    let map = game.map().expect("map").clone();
    let proposal = game.landing_proposal();
    assert_eq!(proposal.len(), 4);
    assert_eq!(app.lesson().expect("lesson").draft().landing, proposal, "the screen starts from the proposal");
    assert!(shows_part(&app, "Where each team lands"), "and says how to change it");
    let coast = |c: &Site| map.countries[c.index()].coastal;
    let spare = map.sites().find(|c| coast(c) && !proposal.contains(c)).expect("a spare coast");
    let inland = map.sites().find(|c| !coast(c)).expect("an inland country");
    // By clicks on the map: team 2's country, then the spare stretch of coast.
    click_country(&mut app, proposal[1]);
    assert_eq!(app.lesson().expect("lesson").draft().focus, 1, "the click marks team 2");
    click_country(&mut app, spare);
    assert_eq!(app.lesson().expect("lesson").draft().landing[1], spare, "team 2 lands there now");
    click_country(&mut app, inland);
    assert!(shows_part(&app, "is not on the coast"), "inland is refused with the reason");
    assert_eq!(app.lesson().expect("lesson").draft().landing[1], spare, "and changes nothing");
    // Kept in the draft file: the app closed here (a crash) and opened again shows the same.
    let reopened = common::reopen_copy(&mut app);
    assert_eq!(
        reopened.lesson().expect("reopened").draft().landing,
        app.lesson().expect("lesson").draft().landing,
        "the landing as the teacher left it"
    );
    // By the pick list: team 1 onto team 3's place; the two swap. (iced_test cannot open a
    // pick list's menu: this is the message its choice sends; the real window was driven by
    // hand under Xvfb.)
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Land(0, proposal[2]))));
    let landing = app.lesson().expect("lesson").draft().landing.clone();
    assert_eq!(landing, vec![proposal[2], spare, proposal[0], proposal[3]]);
    click(&mut app, "Land on the coast");
    let l = app.lesson().expect("lesson");
    let st = l.session().game().state();
    let landed: Vec<Site> = (0..4).map(|t| st.site(st.countries_of(t)[0]).expect("on the map")).collect();
    assert_eq!(landed, landing, "every team landed where the screen showed it");
    let saved = colony::store::load_record(l.path()).expect("saved");
    match &saved.entries[0].input {
        colony::engine::Input::Proceed { places } => {
            assert_eq!(places.len(), 3, "the three changed places: {places:?}");
        }
        other => panic!("the landing is a proceed: {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A decision on the map with +1L: the teams whose card takes a country get a line each with
/// the app's proposal; a click on another free country that team 1 may take sends its new
/// country there; a click on a country no team may take is refused with the reason; the
/// entry then puts the new countries where the screen showed them.
#[test]
fn the_teacher_sends_a_new_country_by_a_click_on_the_map() {
    use colony::engine::Input;
    let dir = temp_dir("map-conquest");
    // Up to the first decision with an option that takes a country for every team.
    let (mut app, s) =
        four_teams_until(&dir, 11, |g| matches!(g.expecting(), Expect::Decide { .. }) && g.card_conquers(Card(1)));
    let game = s.game().clone();
    for t in 0..4 {
        let c = if game.allowed_cards(t).contains(&Card(1)) { Card(1) } else { game.allowed_cards(t)[0] };
        app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, c))));
    }
    // Where the class may see the screen (the default), no new country shows before the reveal,
    // and the screen says why and how to place one.
    assert!(!shows_part(&app, "Where the new countries go"), "nothing that follows from a card");
    assert!(shows_part(&app, "no card shows before the reveal"), "the screen says why");
    only_i_see(&mut app);
    assert!(game.allowed_cards(0).contains(&Card(1)), "team 1 may take a country");
    assert!(shows_part(&app, "Where the new countries go"), "a line for each team that takes one");
    let proposed = app.lesson().expect("lesson").draft().conquest_sites(&game)[0].expect("team 1's proposal");
    let choices = game.conquest_choices(0);
    let target = choices.iter().copied().find(|&c| c != proposed).expect("another country team 1 may take");
    click_country(&mut app, target);
    assert_eq!(app.lesson().expect("lesson").draft().conquest_sites(&game)[0], Some(target), "sent there");
    let map = game.map().expect("map");
    let unreachable = map
        .sites()
        .find(|c| (0..4).all(|t| !game.conquest_choices(t).contains(c)))
        .expect("a country no team can take");
    click_country(&mut app, unreachable);
    assert!(shows_part(&app, "can take country"), "refused with the reason");
    click(&mut app, "Resolve");
    let l = app.lesson().expect("lesson");
    let st = l.session().game().state();
    let newest = *st.countries_of(0).last().expect("team 1's countries");
    assert_eq!(st.site(newest), Some(target), "team 1's new country where the teacher sent it");
    let saved = colony::store::load_record(l.path()).expect("saved");
    let last = saved.entries.last().expect("the entry");
    assert!(
        matches!(&last.input, Input::Decide { places, .. } if places.iter().any(|p| p.team == 0 && p.site() == Some(target)))
    );
    // Undo brings the step back with the new country where the teacher sent it, and the
    // draft file keeps it for a reopen.
    app.drive(Message::Lesson(LessonMsg::Undo));
    settle(&mut app);
    assert_eq!(app.lesson().expect("lesson").draft().conquest_sites(&game)[0], Some(target), "after undo");
    let reopened = common::reopen_copy(&mut app);
    assert_eq!(reopened.lesson().expect("reopened").draft().conquest_sites(&game)[0], Some(target), "reopened");
    app.drive(Message::Lesson(LessonMsg::Redo));
    settle(&mut app);
    // A correction of another team's card in the history keeps team 1's choice.
    let index = saved.entries.len() - 1;
    let Input::Decide { cards, .. } = &last.input else { unreachable!() };
    let (other, new_card) = (1..4)
        .find_map(|t| game.allowed_cards(t).into_iter().find(|&c| Some(c) != cards[t]).map(|c| (t, c)))
        .expect("a team with another card");
    click(&mut app, "Game log");
    for m in [
        colony::gui::FixMsg::Start(index),
        colony::gui::FixMsg::Card(other, new_card),
        colony::gui::FixMsg::Preview,
        colony::gui::FixMsg::Confirm,
    ] {
        app.drive(Message::Lesson(LessonMsg::Fix(m)));
        settle(&mut app);
    }
    let record = app.lesson().expect("lesson").session().record().clone();
    assert!(
        matches!(&record.entries[index].input, Input::Decide { cards, .. } if cards[other] == Some(new_card)),
        "corrected"
    );
    let st = app.lesson().expect("lesson").session().game().state().clone();
    let team1 = st.countries_of(0);
    assert!(team1.iter().any(|&c| st.site(c) == Some(target)), "team 1's new country stays where the teacher sent it");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where the armies bought go, as a teacher chooses it: the fold opened by its button, all of
/// a team's armies put into one country by the pick list (its contents are not visible to
/// iced_test: the test sends the message the list sends) and then by a click on another of
/// the team's countries on the map; the entry puts them there, undo brings the choice back
/// and the draft file keeps it for a reopen.
#[test]
fn the_teacher_puts_the_armies_bought_into_one_country_by_the_list_and_by_a_click() {
    use colony::engine::Input;
    let dir = temp_dir("map-gains");
    let ready = |g: &colony::engine::Game| {
        let rich = |t: usize| g.state().countries_of(t).len() >= 3 && g.spend_limit(t).max_armies(0) >= 2;
        (0..4).filter(|_| g.expecting() == Expect::Invest).find(|&t| rich(t))
    };
    let (mut app, s) = four_teams_until(&dir, 5, |g| ready(g).is_some());
    let game = s.game().clone();
    let team = ready(&game).expect("found above");
    only_i_see(&mut app);
    send(&mut app, LessonMsg::Draft(DraftMsg::Armies(team, "2".into())));
    click(&mut app, "Choose where armies, resources and buildings go (1)");
    assert!(shows_part(&app, "+2 armies"), "the team's two armies, in one line");
    // Where the app puts them (a pick list's label is not visible to iced_test either).
    let groups = app.lesson().expect("lesson").draft().gain_groups(&game);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert_eq!((groups[0].team, groups[0].nths.len(), groups[0].chosen), (team, 2, None));
    let own = game.state().countries_of(team);
    let (first, last) = (*own.first().expect("a country"), *own.last().expect("a country"));
    send(&mut app, LessonMsg::Draft(DraftMsg::Gains(team, 0, Some(first))));
    let draft = app.lesson().expect("lesson").draft().clone();
    assert!(draft.gains.iter().all(|p| p.country() == Some(first)) && draft.gains.len() == 2, "{:?}", draft.gains);
    assert_eq!(app.lesson().expect("lesson").draft().gain_groups(&game)[0].chosen, Some(first));
    // A click on the team's last country puts them there instead.
    click_country(&mut app, game.state().site(last).expect("site"));
    let draft = app.lesson().expect("lesson").draft().clone();
    assert!(draft.gains.iter().all(|p| p.country() == Some(last)) && draft.gains.len() == 2, "{:?}", draft.gains);
    // A click on another team's country, which gains nothing, is refused with the reason.
    let other = (0..4).find(|&t| t != team && !game.state().countries_of(t).is_empty()).expect("another team");
    let theirs = game.state().site(game.state().countries_of(other)[0]).expect("site");
    click_country(&mut app, theirs);
    assert!(shows_part(&app, "Nothing from this entry can go to country"), "refused");
    let before = game.state().countries[last.index()].armies;
    click(&mut app, "Confirm the investments");
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session().game().state().countries[last.index()].armies, before + 2, "both armies there");
    let saved = colony::store::load_record(l.path()).expect("saved");
    assert!(matches!(&saved.entries.last().expect("entry").input, Input::Invest { places, .. } if places.len() == 2));
    // Undo: the sums and where the armies go come back; the draft file keeps them.
    send(&mut app, LessonMsg::Undo);
    assert_eq!(app.lesson().expect("lesson").draft().gains.len(), 2, "after undo");
    let reopened = common::reopen_copy(&mut app);
    let gains = &reopened.lesson().expect("reopened").draft().gains;
    assert!(gains.len() == 2 && gains.iter().all(|p| p.country() == Some(last)), "reopened: {gains:?}");
    // A changed sum: the armies go where the app proposes again.
    send(&mut app, LessonMsg::Draft(DraftMsg::Armies(team, "1".into())));
    assert!(app.lesson().expect("lesson").draft().gains.is_empty(), "a new sum, the app's proposal");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where the class may see the teacher's screen (the default): the cards go in by their keys and
/// nothing that follows from them shows; after the reveal, "Change a card" brings the step back
/// with its cards turned over (no secret any more), the new countries' lines and the map's
/// clicks with them, and the entry made again puts team 1's new country where the teacher sent it.
#[test]
fn where_the_class_may_see_the_screen_new_countries_are_placed_after_the_reveal() {
    let dir = temp_dir("map-after-reveal");
    let (mut app, s) =
        four_teams_until(&dir, 11, |g| matches!(g.expecting(), Expect::Decide { .. }) && g.card_conquers(Card(1)));
    let game = s.game().clone();
    assert!(game.allowed_cards(0).contains(&Card(1)), "team 1 may take a country");
    let key = |app: &mut App, k: &str| common::press(app, Key::Character(k.into()), Modifiers::default());
    for t in 0..4 {
        let c = if game.allowed_cards(t).contains(&Card(1)) { Card(1) } else { game.allowed_cards(t)[0] };
        assert_eq!(app.lesson().expect("lesson").draft().focus, t, "the keys mark the teams in turn");
        key(&mut app, &c.number().to_string());
    }
    assert!(shows_part(&app, "All 4 cards are in"));
    assert!(!shows_part(&app, "Where the new countries go"), "nothing that follows from a card");
    common::press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    assert!(shows_part(&app, "What happened"));
    click(&mut app, "Change a card");
    let l = app.lesson().expect("lesson");
    assert!(l.draft().shown, "the cards come back turned over");
    assert!(shows_part(&app, "Where the new countries go"), "and where their new countries go");
    let proposed = l.draft().conquest_sites(&game)[0].expect("team 1's proposal");
    let target = game.conquest_choices(0).into_iter().find(|&c| c != proposed).expect("another country");
    click_country(&mut app, target);
    common::press(&mut app, Key::Named(Named::Enter), Modifiers::default());
    let st = app.lesson().expect("lesson").session().game().state().clone();
    let newest = *st.countries_of(0).last().expect("team 1's countries");
    assert_eq!(st.site(newest), Some(target), "team 1's new country where the teacher sent it after the reveal");
    let _ = std::fs::remove_dir_all(&dir);
}

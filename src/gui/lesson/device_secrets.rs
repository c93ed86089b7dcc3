//! The teacher's screen before the reveal, with cards and investments from the teams' own
//! devices: nothing it shows (the list of new countries, where the gains go and how many groups
//! there are, the map's rings and planned countries) depends on what a device sent. The class
//! may see this screen (a mirrored laptop, a pupil at the teacher's shoulder), so this is tested
//! as `seen.rs` is: over many games, the console's view is the same whatever card a device team
//! laid, and the entry it makes is one the engine takes.

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
    for (t, c) in cards.iter().enumerate() {
        if let Some(c) = c.filter(|_| t != device) {
            assert!(l.draft.set_card(l.session.game(), t, c), "a card the player chose");
        }
    }
    assert!(l.draft.lay_card(l.session.game(), device, card));
    l.draft.by_device[device] = true;
    l.gains_open = true;
}

/// At every decision and investment of 16 games on the app's map (6 and 12 teams), one team
/// sends from its device each card it may lay (each spending from nothing to all it may): the
/// teacher's screen shows the same, and the entry is one the engine takes.
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
            let mut l = LessonScreen::new(s.clone(), path, Language::En, library);
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

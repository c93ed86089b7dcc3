//! The draft's rules of what is known, where new countries and gains go, and what is kept.

use super::*;
use crate::engine::{Session, TeamInfo};
use crate::lesson::Lesson;
use crate::simulate::{Player, Policy};
use std::sync::Arc;

/// The draft of a teacher who said only they see the screen: what they typed shows.
fn private_draft(game: &Game, teams: usize) -> Draft {
    Draft { open: true, ..Draft::for_step(game, teams) }
}

/// Where the class may see the screen (the default), nothing the teacher typed is known to
/// what it shows before the cards are turned over: no gains to place, no new country
/// planned; the entry still sends each new country where the app proposes. Once turned
/// over, all of it is known.
#[test]
fn where_the_class_may_see_nothing_typed_is_known_until_turned_over() {
    let game = game_at(|g| {
        g.map().is_none()
            && matches!(g.expecting(), Expect::Decide { .. })
            && g.lesson().steps[g.state().step].id == "p2-expansion"
    });
    let mut d = Draft::for_step(&game, 4);
    assert!(!d.open, "the default: the class may see the screen");
    for t in 0..4 {
        // The port's card where it may be laid: its gains are placed by the teacher.
        if let Some(c) = game.allowed_cards(t).into_iter().last() {
            assert!(d.set_card(&game, t, c));
        }
    }
    assert!((0..4).all(|t| d.hidden(t)), "every typed card hidden");
    assert!(d.gain_groups(&game).is_empty(), "no gains to place from hidden cards");
    assert!(d.conquest_plan(&game).iter().all(|p| p.site.is_none()), "no new country planned");
    d.shown = true;
    assert!((0..4).all(|t| !d.hidden(t)), "turned over: known");
    assert!(!d.gain_groups(&game).is_empty() || d.conquest_plan(&game).iter().any(|p| p.site.is_some()));
}

/// A 4-team game played at random until `at` says it is there.
fn game_at(at: impl Fn(&Game) -> bool) -> Game {
    let teams = (0..4).map(|i| TeamInfo::new(format!("T{i}"), "red")).collect();
    let mut s = Session::new(Arc::new(Lesson::builtin()), teams, 3).expect("session");
    let mut player = Player::with_policies(3, vec![Policy::RANDOM]);
    while !at(s.game()) {
        assert!(!s.game().is_over(), "the game never got there");
        let input = player.choose(s.game());
        let _ = s.apply(input).expect("a legal entry");
    }
    s.game().clone()
}

#[test]
fn cards_go_in_only_as_the_engine_allows_and_the_mark_moves_on() {
    let game =
        game_at(|g| matches!(g.expecting(), Expect::Decide { choosing } if choosing == crate::engine::TeamSet::all(4)));
    let mut d = private_draft(&game, 4);
    assert_eq!(d.focus, 0);
    assert!(!d.set_card(&game, 0, crate::engine::Card(9)), "there is no card 9");
    assert_eq!((d.cards[0], d.focus), (None, 0), "nothing changed");
    let c = game.allowed_cards(0)[0];
    assert!(d.set_card(&game, 0, c));
    assert_eq!((d.cards[0], d.focus), (Some(c), 1), "laid, and the next team is marked");
    assert!(!d.set_card(&game, 7, c), "a team the class does not have");
    // A device's card for team 2, then the teacher's: it is the console's.
    d.by_device[2] = true;
    assert!(d.set_card(&game, 2, game.allowed_cards(2)[0]));
    assert!(!d.by_device[2]);
    assert_eq!(d.next_chooser(&game, 2, false), 3);
    assert_eq!(d.next_chooser(&game, 3, false), 1, "past the end, the first team still without a card");
}

/// On the map, over many games: the new countries the screen shows for a decision are
/// free, never two teams in one country, exactly where the entry then puts them, and the
/// teacher's choice swaps two teams where it takes another's.
#[test]
fn new_countries_on_the_map_are_distinct_and_allowed() {
    let mut checked = 0;
    for seed in 0..30 {
        let teams = (0..6).map(|i| TeamInfo::new(format!("T{i}"), "red")).collect();
        let mut s = Session::on_map(Arc::new(Lesson::builtin()), teams, seed).expect("session");
        let mut player = Player::with_policies(seed, vec![Policy::RANDOM]);
        while !s.game().is_over() {
            let game = s.game().clone();
            if matches!(game.expecting(), Expect::Decide { .. }) && game.card_conquers(crate::engine::Card(1)) {
                let mut d = private_draft(&game, 6);
                let Expect::Decide { choosing } = game.expecting() else { unreachable!() };
                for t in (0..6).filter(|&t| choosing.contains(t)) {
                    if !d.lay_card(&game, t, crate::engine::Card(1)) {
                        let _ = d.lay_card(&game, t, game.allowed_cards(t)[0]);
                    }
                }
                // A team sent where another was to go: it goes there (the other elsewhere),
                // unless the rules give that country to a team resolved before it.
                let plan = d.conquest_plan(&game);
                let now = d.conquest_sites(&game);
                let pair = (0..6).flat_map(|t| (0..6).map(move |u| (t, u))).find(|&(t, u)| {
                    t != u && matches!((now[t], now[u]), (Some(_), Some(b)) if plan[t].choices.contains(&b))
                });
                if let Some((t, u)) = pair {
                    let b = now[u].unwrap_or_default();
                    assert!(d.send_conquest(&game, t, b));
                    let after = d.conquest_sites(&game);
                    let order: Vec<usize> = game.order().collect();
                    let before_t = &order[..order.iter().position(|&x| x == t).unwrap_or(0)];
                    let taken_earlier = before_t.iter().any(|&x| after[x] == Some(b));
                    assert!(after[t] == Some(b) || taken_earlier, "seed {seed}: team {t} sent to {b:?}: {after:?}");
                    checked += usize::from(after[t] == Some(b));
                }
                // Free, one team a country, and resolved with the screen's places, every new
                // country is where the screen showed it.
                let sites = d.conquest_sites(&game);
                let mut distinct: Vec<Site> = sites.iter().flatten().copied().collect();
                let n = distinct.len();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), n, "seed {seed}: two teams in one country: {sites:?}");
                assert!(distinct.iter().all(|s| !game.state().sites.contains(s)), "seed {seed}: only free countries");
                let mut tried = s.clone();
                let input = crate::engine::Input::Decide { cards: d.cards.clone(), places: d.conquest_places(&game) };
                let _ = tried.apply(input).expect("the entry as the screen makes it");
                let st = tried.game().state();
                for (t, site) in sites.into_iter().enumerate() {
                    if let Some(site) = site {
                        let newest = *st.countries_of(t).last().expect("a country");
                        assert_eq!(st.site(newest), Some(site), "seed {seed}: team {t}'s new country");
                    }
                }
            }
            let input = player.choose(s.game());
            let _ = s.apply(input).expect("legal");
        }
    }
    assert!(checked > 5, "{checked} swaps checked");
}

/// The cards of a decision (each team its first allowed card, `t` card `c`) and the
/// draft with them laid.
fn laid(game: &Game, t: usize, c: crate::engine::Card) -> Draft {
    let mut d = private_draft(game, 4);
    for u in 0..4 {
        let card = if u == t { Some(c) } else { game.allowed_cards(u).first().copied() };
        if let Some(card) = card {
            assert!(d.lay_card(game, u, card));
        }
    }
    d
}

/// A decision where team `t`'s card `c` makes a gain that can go to another country.
fn movable(game: &Game) -> Option<(usize, crate::engine::Card)> {
    if !matches!(game.expecting(), Expect::Decide { .. }) {
        return None;
    }
    (0..4)
        .flat_map(|t| game.allowed_cards(t).into_iter().map(move |c| (t, c)))
        .find(|&(t, c)| laid(game, t, c).gain_groups(game).iter().any(|g| g.team == t && g.allowed.len() >= 2))
}

#[test]
fn a_gain_placed_goes_with_the_entry_and_a_changed_card_drops_it() {
    let game = game_at(|g| movable(g).is_some());
    let (t, c) = movable(&game).expect("found above");
    let mut d = laid(&game, t, c);
    let g = d.gain_groups(&game).into_iter().find(|g| g.team == t && g.allowed.len() >= 2).expect("a group");
    let elsewhere = *g.allowed.iter().find(|&&a| Some(&a) != g.proposed.first()).expect("another country");
    let nth = g.nths[0];
    assert!(d.place_gains(&game, t, nth, Some(elsewhere)));
    let Some(Input::Decide { places, .. }) = d.input(&game) else { panic!("a decision") };
    assert!(places.contains(&Place::to_country(t as u8, nth, elsewhere)), "{places:?}");
    assert!(!d.place_gains(&game, t, nth + 40, Some(elsewhere)), "no such group");
    // Back to the app's proposal, then placed again and dropped by another card.
    assert!(d.place_gains(&game, t, nth, None));
    assert!(d.gains.is_empty());
    assert!(d.place_gains(&game, t, nth, Some(elsewhere)));
    if let Some(other) = game.allowed_cards(t).into_iter().find(|&o| o != c) {
        assert!(d.lay_card(&game, t, other));
        assert!(d.gains.is_empty(), "another card, the app's proposals again");
    }
}

#[test]
fn spending_is_digits_within_what_the_team_can_pay() {
    let game = game_at(|g| g.expecting() == Expect::Invest);
    let t = (0..4).find(|&t| game.spend_limit(t).has_country).expect("a team with a country");
    let mut d = private_draft(&game, 4);
    assert_eq!(d.focus, t, "the first team with a country is marked");
    d.type_spend(t, "1a2b3c45", true);
    assert_eq!(d.spend[t].armies, "1234", "digits only, four at most");
    d.type_spend(t, "", true);
    for _ in 0..500 {
        d.bump(&game, t, true, 1);
    }
    let limit = game.spend_limit(t);
    assert_eq!(d.spend[t].spend().armies, limit.max_armies(0), "bumped up to the limit, no further");
    assert!(game.spend_allowed(t, d.spend[t].spend()).is_ok());
    d.bump(&game, t, true, -1_000);
    assert_eq!(d.spend[t].armies, "0");
}

#[test]
fn what_is_kept_comes_back_where_the_engine_still_allows_it() {
    let game =
        game_at(|g| matches!(g.expecting(), Expect::Decide { choosing } if choosing == crate::engine::TeamSet::all(4)));
    let mut d = private_draft(&game, 4);
    let c = game.allowed_cards(1)[0];
    assert!(d.lay_card(&game, 1, c));
    d.by_device[1] = true;
    d.device_no[1] = Some(2);
    let kept = d.pending(5, game.state().step);
    assert_eq!((kept.entries, kept.cards[1], kept.by_device[1]), (5, Some(c), true));
    let mut back = private_draft(&game, 4);
    back.restore(&game, &kept);
    assert_eq!(
        (back.cards.clone(), back.by_device.clone(), back.device_no.clone()),
        (d.cards, d.by_device, d.device_no)
    );
    // A card no team may lay is not taken back.
    let mut forged = kept.clone();
    forged.cards[0] = Some(crate::engine::Card(9));
    let mut back = private_draft(&game, 4);
    back.restore(&game, &forged);
    assert_eq!(back.cards[0], None);
}

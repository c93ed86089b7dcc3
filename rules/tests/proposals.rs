//! Where the gains go: the app's proposals that the teacher may change before confirming an
//! entry (`Game::proposals`), and the places sent back with the entry.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::Card;
use colony_rules::engine::{
    Change, ChangeKind, CountryId, Expect, Game, Input, Place, Prop, Proposal, Session, Spend, TeamInfo,
};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::Player;

fn lesson() -> Arc<Lesson> {
    static L: std::sync::OnceLock<Arc<Lesson>> = std::sync::OnceLock::new();
    L.get_or_init(|| Arc::new(Lesson::builtin())).clone()
}

fn teams(n: usize) -> Vec<TeamInfo> {
    (0..n).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect()
}

fn session(n: usize, seed: u64, on_map: bool) -> Session {
    let s = if on_map { Session::on_map(lesson(), teams(n), seed) } else { Session::new(lesson(), teams(n), seed) };
    s.expect("a session")
}

/// A game of `n` teams played at random from `seed` up to its first investment.
fn at_the_first_investment(n: usize, seed: u64, on_map: bool) -> Session {
    let mut s = session(n, seed, on_map);
    let mut player = Player::new(seed);
    while s.game().expecting() != Expect::Invest {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    s
}

/// The input's places, each proposal moved to the last country it may go to.
fn moved(proposals: &[Proposal]) -> Vec<Place> {
    proposals.iter().filter_map(|p| Some(Place::to_country(p.team, p.nth, *p.allowed.last()?))).collect()
}

fn with_places(input: &Input, extra: &[Place]) -> Input {
    let mut input = input.clone();
    if let Input::Decide { places, .. } | Input::Invest { places, .. } | Input::Proceed { places } = &mut input {
        places.extend_from_slice(extra);
    }
    input
}

/// Whether a change is what a proposal of this kind did in `country` (or its lapse: a loss
/// with nothing to lose, a counter from an empty bag).
fn did(p: &Proposal, country: CountryId, c: &Change) -> bool {
    if c.team != p.team {
        return false;
    }
    match (p.what, &c.kind) {
        (Prop::ArmyGain, ChangeKind::Armies { country: at, delta, .. }) => *at == country && *delta > 0,
        (Prop::ArmyLoss, ChangeKind::Armies { country: at, delta, .. }) => *at == country && *delta < 0,
        (Prop::ResourceGain, ChangeKind::Resource { country: at, delta, .. }) => *at == country && *delta > 0,
        (Prop::ResourceLoss, ChangeKind::Resource { country: at, delta, .. }) => *at == country && *delta < 0,
        (Prop::Building(b), ChangeKind::Built { country: at, building }) => *at == country && *building == b,
        (Prop::ArmyLoss | Prop::ResourceLoss | Prop::ResourceGain, ChangeKind::Lapsed { .. }) => true,
        _ => false,
    }
}

/// Every proposal the query lists happens where it says, whatever the entry's dice: with the
/// app's places and with the teacher's, in games of every size on both boards. The query's
/// dice are its own, so what it lists must not depend on them.
#[test]
fn every_proposal_listed_happens_where_it_says_whatever_the_dice() {
    let mut listed = 0;
    let mut moved_away = 0;
    for (n, on_map) in [(2, false), (4, true), (6, true), (9, true), (12, true), (5, false)] {
        for seed in 0..6u64 {
            let mut s = session(n, seed, on_map);
            let mut player = Player::new(seed * 31 + n as u64);
            while !s.game().is_over() {
                let input = player.choose(s.game());
                let proposals = s.game().proposals(&input);
                for p in &proposals {
                    assert_eq!(p.country, p.proposed, "without places each goes where the app proposes");
                    assert!(p.allowed.contains(&p.proposed), "{p:?}: the proposal is one of the allowed");
                }
                if !proposals.is_empty() {
                    // The teacher moves each one; the query then says where each goes.
                    let places = moved(&proposals);
                    let placed = with_places(&input, &places);
                    let replanned = s.game().proposals(&placed);
                    assert_eq!(replanned.len(), proposals.len(), "moving a gain makes no proposal more or less");
                    for (p, q) in proposals.iter().zip(&replanned) {
                        assert_eq!((p.team, p.nth, p.what), (q.team, q.nth, q.what));
                        let chosen =
                            places.iter().find(|x| x.team == p.team && x.nth == p.nth).and_then(Place::country);
                        // A building goes to the chosen country unless an earlier one of the
                        // team's went there first.
                        if !matches!(p.what, Prop::Building(_)) {
                            assert_eq!(Some(q.country), chosen, "{q:?} goes where the teacher put it");
                        }
                        moved_away += usize::from(q.country != p.proposed);
                    }
                    // Applied for real (the entry's own dice), each one happened there.
                    let mut tried = s.clone();
                    let changes = tried.apply(placed).expect("the entry with the teacher's places");
                    for q in &replanned {
                        assert!(
                            changes.iter().any(|c| did(q, q.country, c)),
                            "{n} teams, seed {seed}: {q:?} did not happen in {changes:?}"
                        );
                    }
                    listed += proposals.len();
                }
                s.apply(input).expect("a legal input");
            }
        }
    }
    assert!(listed > 500, "only {listed} proposals listed");
    assert!(moved_away > 100, "only {moved_away} gains moved by the teacher");
}

/// The investment: each army bought is one proposal (the country with the fewest armies, in
/// turn), and all of them can go into one country.
#[test]
fn the_armies_bought_can_all_go_into_one_country() {
    let mut s = at_the_first_investment(3, 7, true);
    let game = s.game();
    let t = (0..3).find(|&t| game.state().countries_of(t).len() >= 2 && game.spend_limit(t).max_armies(0) >= 3);
    let t = t.expect("a team with two countries and 3 gold");
    let mut spend = vec![Spend::default(); 3];
    spend[t] = Spend { armies: 3, farms: 0 };
    let input = Input::Invest { spend: spend.clone(), places: vec![] };
    let proposals = game.proposals(&input);
    assert_eq!(proposals.len(), 3, "{proposals:?}");
    assert!(proposals.iter().all(|p| p.what == Prop::ArmyGain && usize::from(p.team) == t));
    assert_eq!(proposals.iter().map(|p| p.nth).collect::<Vec<_>>(), vec![0, 1, 2]);
    let own = game.state().countries_of(t);
    let last = *own.last().expect("a country");
    let before: Vec<u32> = own.iter().map(|&c| game.state().countries[c.index()].armies).collect();
    let places = proposals.iter().map(|p| Place::to_country(p.team, p.nth, last)).collect();
    s.apply(Input::Invest { spend, places }).expect("legal");
    let after: Vec<u32> = own.iter().map(|&c| s.game().state().countries[c.index()].armies).collect();
    let mut expected = before;
    *expected.last_mut().expect("a country") += 3;
    assert_eq!(after, expected, "all three armies in country {}", last.number());
}

/// What comes after a die is not foreseen: a farm's counter (3-6) is not listed, the armies
/// bought before it are.
#[test]
fn what_a_die_decides_is_not_listed() {
    let s = at_the_first_investment(2, 3, false);
    let t = (0..2).find(|&t| s.game().spend_limit(t).max_armies(0) >= 2).expect("a team with 2 gold");
    let mut spend = vec![Spend::default(); 2];
    spend[t] = Spend { armies: 1, farms: 1 };
    let proposals = s.game().proposals(&Input::Invest { spend, places: vec![] });
    assert_eq!(proposals.iter().map(|p| p.what).collect::<Vec<_>>(), vec![Prop::ArmyGain], "{proposals:?}");
}

/// An input the game cannot take now has no proposals (and the query changes nothing).
#[test]
fn an_input_the_game_cannot_take_has_none() {
    let s = session(4, 1, true);
    let game: &Game = s.game();
    let before = game.state().clone();
    assert!(game.proposals(&Input::Invest { spend: vec![], places: vec![] }).is_empty());
    assert!(game.proposals(&Input::Decide { cards: vec![Some(Card(9)); 4], places: vec![] }).is_empty());
    assert_eq!(game.state(), &before);
}

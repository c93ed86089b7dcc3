//! The example game in tests/data/example-game.json (3 teams, every outcome typed in)
//! replays to the numbers worked out by hand from the rules page, phase by phase.
//! The hand calculation is written out in docs/record-format.md.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::{Card, Product, Record, Session, standings};
use colony_rules::lesson::Lesson;

fn example() -> Record {
    let text = std::fs::read_to_string("tests/data/example-game.json").expect("example record");
    Record::from_json(&text).expect("example record parses")
}

/// (gold, prestige, armies, countries, resources) per team.
fn numbers(rows: &[colony_rules::engine::Standing]) -> Vec<(u32, u32, u32, usize, u32)> {
    rows.iter().map(|r| (r.gold, r.prestige, r.armies, r.countries, r.resources)).collect()
}

#[test]
fn example_game_replays_to_the_hand_worked_numbers() {
    let lesson = Arc::new(Lesson::builtin());
    let session = Session::replay(lesson.clone(), example()).expect("replays");
    let phases = session.timeline().phase_ends(&lesson);
    assert!(session.game().is_over());
    assert_eq!(phases.len(), 4, "three phase ends with an investment, then the end");
    // After phase 1 (Landing).
    assert_eq!(numbers(&phases[0].rows), vec![(4, 9, 2, 2, 2), (5, 11, 3, 2, 2), (5, 10, 1, 1, 3)]);
    // After phase 2 (Expansion).
    assert_eq!(numbers(&phases[1].rows), vec![(5, 10, 2, 2, 2), (5, 9, 7, 3, 4), (5, 9, 2, 2, 4)]);
    // After phase 3 (Economic structures), the colonial wars included.
    assert_eq!(numbers(&phases[2].rows), vec![(8, 12, 6, 2, 5), (22, 7, 5, 4, 17), (6, 10, 1, 1, 6)]);
    // The end.
    let end = &phases[3].rows;
    assert_eq!(numbers(end), vec![(18, 17, 2, 2, 5), (74, 9, 5, 4, 13), (6, 11, 0, 0, 0)]);
    let ranks: Vec<(usize, usize)> = end.iter().map(|r| (r.rank_gold, r.rank_prestige)).collect();
    assert_eq!(ranks, vec![(2, 1), (1, 3), (3, 2)]);
    assert_eq!(end.iter().map(|r| r.monopolies).collect::<Vec<_>>(), vec![3, 8, 1]);
    assert!(end[1].slave_ship && !end[0].slave_ship && !end[2].slave_ship);

    let st = session.game().state();
    // Ørsted & Co's railway country after negotiating: gold 1, coffee 1, tea 1, spices 1.
    let c1 = &st.countries[1];
    assert_eq!(c1.owner, 1);
    assert_eq!((c1.resources[Product::Gold.index()], c1.resources[Product::Coffee.index()]), (1, 1));
    // Country 5 was conquered by Ørsted & Co; Ελλάδα's country 2 became independent.
    assert_eq!(st.countries[5].owner, 1);
    assert!(st.countries[2].is_independent());
    assert_eq!(st.countries.len(), 7);
    // Cards: Red Lions chose democracy, Ørsted & Co dictatorship, Ελλάδα monarchy.
    let gov = st.cards.len() / 3 - 1;
    assert_eq!((st.card(gov, 0), st.card(gov, 1), st.card(gov, 2)), (Some(Card(1)), Some(Card(3)), Some(Card(2))));
    assert_eq!(standings(st), *end);
}

#[test]
fn example_game_survives_json_round_trip() {
    let rec = example();
    let again = Record::from_json(&rec.to_json()).expect("round trip");
    assert_eq!(rec, again);
    let lesson = Arc::new(Lesson::builtin());
    let a = Session::replay(lesson.clone(), rec).expect("replays");
    let b = Session::replay(lesson, again).expect("replays");
    assert_eq!(a.game(), b.game());
}

//! Engine speed: replaying a whole 12-team game from its record (the game alone, and with its
//! timeline), "what if" with the class's first decision changed (issue 47), and whole random
//! 6-team games as `colony simulate` plays them.
//! Targets: 50 µs a replay, 200 µs a timeline, 50 ms a "what if", 50,000 games a second on one
//! core (issue 23).
#![allow(unused_results)] // a test drops what it does not check

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;

use colony_rules::engine::{Game, Session, TeamInfo};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::Player;

fn whole_game(lesson: &Arc<Lesson>, teams: usize, seed: u64) -> Session {
    let info = (0..teams).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect();
    let mut s = Session::new(lesson.clone(), info, seed).expect("session");
    let mut player = Player::new(seed);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal input");
    }
    s
}

fn bench(c: &mut Criterion) {
    let lesson = Arc::new(Lesson::builtin());
    let record = whole_game(&lesson, 12, 42).record().clone();
    eprintln!("12-team record: {} entries", record.entries.len());
    c.bench_function("replay a whole 12-team game", |b| {
        b.iter(|| Game::replay(lesson.clone(), black_box(&record)).expect("replays"));
    });
    c.bench_function("timeline of a whole 12-team game", |b| {
        b.iter(|| Session::replay(lesson.clone(), black_box(record.clone())).expect("replays"));
    });

    // "What if" on the map: the first team's card at the first contact changed, the same dice.
    let info = (0..12).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect();
    let mut on_map = Session::on_map(lesson.clone(), info, 42).expect("session");
    let mut player = Player::new(42);
    while !on_map.game().is_over() {
        let input = player.choose(on_map.game());
        on_map.apply(input).expect("legal input");
    }
    let (index, changed) = on_map
        .record()
        .entries
        .iter()
        .enumerate()
        .find_map(|(i, e)| match &e.input {
            colony_rules::engine::Input::Decide { cards, .. } => {
                let before = on_map.game_before(i);
                let other = before.allowed_cards(0).into_iter().find(|&c| Some(c) != cards[0])?;
                let mut cards = cards.clone();
                cards[0] = Some(other);
                Some((i, colony_rules::engine::Input::Decide { cards, places: Vec::new() }))
            }
            _ => None,
        })
        .expect("a decision");
    c.bench_function("what if: a 12-team game with its first card changed", |b| {
        b.iter(|| on_map.what_if(black_box(index), changed.clone()).expect("what if"));
    });

    let fresh = Game::new(lesson.clone(), 6).expect("game");
    let mut player = Player::new(7);
    let mut game = fresh.clone();
    let mut n = 0;
    let mut g = c.benchmark_group("simulate");
    g.throughput(Throughput::Elements(1));
    g.bench_function("one whole random 6-team game", |b| {
        b.iter(|| {
            game.clone_from(&fresh);
            player.reseed(7, n);
            n += 1;
            assert_eq!(player.play(&mut game), Ok(colony_rules::simulate::Played::Finished));
            black_box(game.state().teams[0].gold)
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Plays N whole random 6-team games in a plain loop, as the `simulate` benchmark does, and
//! prints the time a game. For profiling the engine without criterion around it; instructions
//! are exact under callgrind where the clock is noisy (a shared VM):
//!
//! ```text
//! cargo build --profile bench -p colony-rules --example play
//! valgrind --tool=callgrind target/release/examples/play 2000
//! ```

use std::sync::Arc;

use colony_rules::engine::Game;
use colony_rules::lesson::Lesson;
use colony_rules::simulate::Player;

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let lesson = Arc::new(Lesson::builtin());
    let Ok(fresh) = Game::new(lesson, 6) else {
        eprintln!("the built-in lesson does not allow 6 teams");
        std::process::exit(1);
    };
    let mut player = Player::new(7);
    let mut game = fresh.clone();
    // The teams' gold summed over all games: the same for the same build and seed.
    let mut gold = 0u64;
    let start = std::time::Instant::now();
    for g in 0..games {
        game.clone_from(&fresh);
        player.reseed(7, g);
        if let Err(e) = player.play(&mut game) {
            eprintln!("game {g} stopped: {e:?}");
            std::process::exit(1);
        }
        gold += game.state().teams.iter().map(|t| u64::from(t.gold)).sum::<u64>();
    }
    let took = start.elapsed();
    println!("{games} games, {:.2} µs a game, gold in all {gold}", took.as_secs_f64() * 1e6 / games.max(1) as f64);
}

//! `colony simulate`: many whole games with random choices, to prepare a debrief (which
//! choices paid off in gold, which in prestige) and to test and measure the engine.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

use crate::engine::{Chance, Change, Expect, Game, Input, RuleError, Spend};
use crate::lesson::Lesson;

/// Running mean and spread (Welford), without keeping the samples.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spread {
    pub n: u64,
    mean: f64,
    m2: f64,
}

impl Spread {
    pub fn add(&mut self, x: f64) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / self.n as f64;
        self.m2 += d * (x - self.mean);
    }
    pub fn mean(&self) -> f64 {
        self.mean
    }
    /// Standard deviation of the samples (0 for fewer than two).
    pub fn sd(&self) -> f64 {
        if self.n < 2 { 0.0 } else { (self.m2 / (self.n - 1) as f64).sqrt() }
    }
}

/// Final gold and prestige of the teams that took one option of one step.
#[derive(Clone, Debug, Default)]
pub struct OptionStats {
    pub step: usize,
    pub option: usize,
    pub gold: Spread,
    pub prestige: Spread,
}

#[derive(Clone, Debug)]
pub struct Stats {
    pub games: u64,
    pub teams: usize,
    pub all_gold: Spread,
    pub all_prestige: Spread,
    /// One row per option of every step where teams choose, in lesson order.
    pub options: Vec<OptionStats>,
}

/// Reusable buffers for playing many games without allocating in the loop.
pub struct Player {
    policy: ChaCha8Rng,
    chance: Chance,
    changes: Vec<Change>,
    attacked: bool,
}

impl Player {
    pub fn new(seed: u64) -> Player {
        Player {
            policy: ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_c010_11ee),
            chance: Chance::rolled(ChaCha8Rng::seed_from_u64(seed)),
            changes: Vec::with_capacity(64),
            attacked: false,
        }
    }

    /// A legal input chosen at random for the game as it stands.
    pub fn choose(&mut self, game: &Game) -> Input {
        let st = game.state();
        let rng = &mut self.policy;
        match game.expecting() {
            Expect::Over | Expect::Proceed => Input::Proceed,
            Expect::PlaceRebellions => Input::PlaceRebellions { own: vec![], extra: vec![] },
            Expect::Decide { choosing } => {
                let options = game.lesson().steps[st.step].options.len() as u8;
                let cards = (0..st.team_count())
                    .map(|t| {
                        choosing.contains(t).then(|| {
                            let start = rng.random_range(1..=options);
                            (0..options)
                                .map(|i| (start - 1 + i) % options + 1)
                                .find(|&k| game.can_afford(t, k))
                                .unwrap_or(1)
                        })
                    })
                    .collect();
                self.attacked = false;
                Input::Decide { cards, places: vec![] }
            }
            Expect::Invest => {
                let spend = (0..st.team_count())
                    .map(|t| {
                        if st.countries_of(t).is_empty() {
                            return Spend::default();
                        }
                        let gold = st.teams[t].gold;
                        let armies = rng.random_range(0..=gold / 2);
                        let farms = rng.random_range(0..=(gold - armies) / 2);
                        Spend { armies, farms }
                    })
                    .collect();
                Input::Invest { spend, places: vec![] }
            }
            Expect::Attack { attacker } => {
                if std::mem::replace(&mut self.attacked, true) {
                    self.attacked = false;
                    return Input::EndAttacks;
                }
                let a = usize::from(attacker);
                let own = st.countries_of(a);
                let from = own.iter().copied().max_by_key(|&c| st.countries[usize::from(c)].armies);
                let targets = st.countries.iter().filter(|c| !c.is_independent() && c.owner != attacker).count();
                match from {
                    Some(from)
                        if targets > 0
                            && st.countries[usize::from(from)].armies >= 2
                            && own.len() < game.lesson().limits.countries_per_team =>
                    {
                        let pick = rng.random_range(0..targets);
                        let target = st
                            .countries
                            .iter()
                            .enumerate()
                            .filter(|(_, c)| !c.is_independent() && c.owner != attacker)
                            .nth(pick)
                            .map_or(0, |(i, _)| i as u16);
                        Input::Attack { from, target }
                    }
                    _ => {
                        self.attacked = false;
                        Input::EndAttacks
                    }
                }
            }
            Expect::Throw { fight, .. } => {
                let from = st.countries[usize::from(fight.from)].armies;
                let target = st.countries[usize::from(fight.target)].armies;
                if from == 1 && target >= 2 { Input::BreakOff } else { Input::Throw }
            }
            Expect::Occupy { proposed, .. } => Input::Occupy { armies: proposed },
        }
    }

    /// Plays one game to its end with random legal inputs.
    pub fn play(&mut self, game: &mut Game) -> Result<(), RuleError> {
        // A game is a few hundred inputs; the bound only guards against a policy loop.
        for _ in 0..10_000 {
            if game.is_over() {
                return Ok(());
            }
            let input = self.choose(game);
            self.changes.clear();
            self.chance.clear_log();
            game.apply(&input, &mut self.chance, &mut self.changes)?;
        }
        Ok(())
    }
}

/// Plays `games` games of `teams` teams from `seed` and gathers the statistics.
pub fn simulate(lesson: &Arc<Lesson>, teams: usize, games: u64, seed: u64) -> Result<Stats, RuleError> {
    let fresh = Game::new(lesson.clone(), teams)?;
    let mut stats =
        Stats { games, teams, all_gold: Spread::default(), all_prestige: Spread::default(), options: Vec::new() };
    let mut index = vec![usize::MAX; lesson.steps.len() * 4];
    for (s, step) in lesson.steps.iter().enumerate() {
        for o in 0..step.options.len() {
            index[s * 4 + o + 1] = stats.options.len();
            stats.options.push(OptionStats { step: s, option: o, ..Default::default() });
        }
    }
    let mut player = Player::new(seed);
    let mut game = fresh.clone();
    for _ in 0..games {
        game.clone_from(&fresh);
        player.play(&mut game)?;
        let st = game.state();
        for (t, team) in st.teams.iter().enumerate() {
            let (g, p) = (f64::from(team.gold), f64::from(team.prestige));
            stats.all_gold.add(g);
            stats.all_prestige.add(p);
            for s in 0..lesson.steps.len() {
                if let Some(card) = st.card(s, t) {
                    let row = &mut stats.options[index[s * 4 + usize::from(card)]];
                    row.gold.add(g);
                    row.prestige.add(p);
                }
            }
        }
    }
    Ok(stats)
}

//! Whole games played by policies that ask the engine what is allowed: `colony simulate`
//! (random choices, to prepare a debrief: which choices paid off in gold, which in prestige),
//! the property tests (adversarial policies that spend every coin, attack whenever they can,
//! lose every country) and the benchmarks.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::{Chance, CountryId, Expect, Game, Input, RuleError, Spend};
use crate::lesson::{Card, Lesson};

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
    /// Adds another spread's samples (Chan et al.'s pairwise formula).
    pub fn merge(&mut self, other: &Spread) {
        if other.n == 0 {
            return;
        }
        if self.n == 0 {
            *self = *other;
            return;
        }
        let n = self.n + other.n;
        let d = other.mean - self.mean;
        self.mean += d * other.n as f64 / n as f64;
        self.m2 += other.m2 + d * d * self.n as f64 * other.n as f64 / n as f64;
        self.n = n;
    }
    pub fn mean(&self) -> f64 {
        self.mean
    }
    /// Standard deviation of the samples (0 for fewer than two).
    pub fn sd(&self) -> f64 {
        if self.n < 2 { 0.0 } else { (self.m2 / (self.n - 1) as f64).sqrt() }
    }
}

/// How many samples took each whole value (values above `Tally::TOP` count as `TOP`): the
/// middle half of a spread, exactly, without keeping the samples.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    counts: Vec<u64>,
}

impl Tally {
    /// No team ends a game near this much gold or prestige.
    pub const TOP: u32 = 1_000;

    pub fn add(&mut self, value: u32) {
        let v = value.min(Tally::TOP) as usize;
        if self.counts.len() <= v {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
    }

    pub fn merge(&mut self, other: &Tally) {
        if self.counts.len() < other.counts.len() {
            self.counts.resize(other.counts.len(), 0);
        }
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
    }

    pub fn count(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The smallest value that at least the share `q` (0 to 1) of the samples does not exceed
    /// (`None` without samples).
    pub fn quantile(&self, q: f64) -> Option<u32> {
        let n = self.count();
        if n == 0 {
            return None;
        }
        let want = ((q.clamp(0.0, 1.0) * n as f64).ceil() as u64).max(1);
        let mut seen = 0;
        for (v, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen >= want {
                return Some(v as u32);
            }
        }
        Some(Tally::TOP)
    }

    /// Where the middle half of the samples lies: the first and third quartiles.
    pub fn middle_half(&self) -> Option<(u32, u32)> {
        Some((self.quantile(0.25)?, self.quantile(0.75)?))
    }
}

/// Final gold and prestige of the teams that took one option of one step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OptionStats {
    pub step: usize,
    pub option: usize,
    pub gold: Spread,
    pub prestige: Spread,
    /// The same numbers, value by value (for the middle half: "half of them between 15 and 31").
    pub gold_values: Tally,
    pub prestige_values: Tally,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Games played to their end and counted.
    pub games: u64,
    /// Games left out: cut off at the bound of inputs, or refused by the engine (a defect).
    pub left_out: u64,
    pub teams: usize,
    pub all_gold: Spread,
    pub all_prestige: Spread,
    /// One row per option of every step where teams choose, in lesson order.
    pub options: Vec<OptionStats>,
}

impl Stats {
    /// The row of option `option` of step `step` (`None` for a step where teams do not choose).
    pub fn option(&self, step: usize, option: usize) -> Option<&OptionStats> {
        self.options.iter().find(|r| r.step == step && r.option == option)
    }

    fn empty(lesson: &Lesson, teams: usize) -> Stats {
        let mut options = Vec::new();
        for (s, step) in lesson.steps.iter().enumerate() {
            for o in 0..step.options.len() {
                options.push(OptionStats { step: s, option: o, ..Default::default() });
            }
        }
        Stats { games: 0, left_out: 0, teams, all_gold: Spread::default(), all_prestige: Spread::default(), options }
    }

    fn merge(&mut self, other: &Stats) {
        self.games += other.games;
        self.left_out += other.left_out;
        self.all_gold.merge(&other.all_gold);
        self.all_prestige.merge(&other.all_prestige);
        for (a, b) in self.options.iter_mut().zip(&other.options) {
            a.gold.merge(&b.gold);
            a.prestige.merge(&b.prestige);
            a.gold_values.merge(&b.gold_values);
            a.prestige_values.merge(&b.prestige_values);
        }
    }
}

/// Which card a policy lays among those the engine allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardPick {
    Random,
    /// The first allowed card (fight, conquer, yes, city, attack, fight the rebels, democracy).
    First,
    /// The last allowed card (ignore, refuse, no, trading post, stay out, negotiate, dictatorship).
    Last,
    /// The dearest allowed card (ties: the first).
    Dearest,
}

/// What a policy spends at an investment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpendPick {
    Random,
    Nothing,
    /// Every coin on armies.
    AllArmies,
    /// Every coin on farms.
    AllFarms,
    /// Every coin, split at random.
    All,
}

/// How a policy behaves in the colonial wars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WarPick {
    /// Never starts a fight.
    Never,
    /// One fight from its strongest country when it has 2 armies there; breaks off when losing.
    Cautious,
    /// Attacks whenever it can, from its strongest country, never breaks off, moves all in.
    Always,
    /// Anything allowed, at random: attacks with a single army, breaks off or not, moves any number.
    Chaos,
}

/// How a team plays: the policies of the property tests and the simulator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    pub cards: CardPick,
    pub spend: SpendPick,
    pub war: WarPick,
}

impl Policy {
    /// Random choices, one fight at most per attacker: the simulator's default.
    pub const RANDOM: Policy = Policy { cards: CardPick::Random, spend: SpendPick::Random, war: WarPick::Cautious };
    /// Spends every coin and takes the dearest option it can pay.
    pub const SPENDER: Policy = Policy { cards: CardPick::Dearest, spend: SpendPick::All, war: WarPick::Cautious };
    /// Fights, conquers, attacks whenever it can.
    pub const WARMONGER: Policy = Policy { cards: CardPick::First, spend: SpendPick::AllArmies, war: WarPick::Always };
    /// Ignores, refuses, negotiates (with or without resources), spends nothing.
    pub const PASSIVE: Policy = Policy { cards: CardPick::Last, spend: SpendPick::Nothing, war: WarPick::Never };
    /// Fights everything with no armies (every coin on farms): loses armies and countries.
    pub const LOSER: Policy = Policy { cards: CardPick::First, spend: SpendPick::AllFarms, war: WarPick::Never };
    /// Anything allowed, at random.
    pub const CHAOS: Policy = Policy { cards: CardPick::Random, spend: SpendPick::Random, war: WarPick::Chaos };

    pub const ALL: [Policy; 6] =
        [Policy::RANDOM, Policy::SPENDER, Policy::WARMONGER, Policy::PASSIVE, Policy::LOSER, Policy::CHAOS];
}

/// The policies' own choices: SplitMix64, seeded per game. A policy needs numbers that are
/// fair and repeatable from a seed, and these cost a few instructions each (the dice still
/// come from the engine's `Chance`, as in a lesson).
#[derive(Clone, Copy, Debug)]
struct Quick(u64);

impl Quick {
    fn mix(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Game `game` of a run from `seed`.
    fn new(seed: u64, game: u64) -> Quick {
        Quick(Quick::mix(Quick::mix(seed ^ 0x5eed_c010_11ee) ^ game))
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        Quick::mix(self.0)
    }

    /// A number in `0..n` (0 when `n` is 0); its bias is below n / 2^64.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }

    /// A number in `0..=max`.
    fn upto(&mut self, max: u32) -> u32 {
        ((u128::from(self.next()) * (u128::from(max) + 1)) >> 64) as u32
    }
}

/// Plays games by asking the engine what is allowed; reusable buffers, no allocation per input
/// beyond the input itself.
pub struct Player {
    policy: Quick,
    chance: Chance,
    /// Each seat's policy.
    seats: [Policy; 12],
    /// Fights the current attacker has started (the cautious policy stops after one).
    fights: u32,
    /// The buffers of the last cards and spendings, for the next input of their kind.
    cards: Vec<Option<Card>>,
    spend: Vec<Spend>,
    /// The lists of an attack's possible sources and targets, kept between attacks.
    sources: Vec<CountryId>,
    targets: Vec<CountryId>,
}

impl Player {
    /// A player with random choices for every team.
    pub fn new(seed: u64) -> Player {
        Player::with_policies(seed, vec![Policy::RANDOM])
    }

    /// A player whose team `t` plays `policies[t % len]`.
    pub fn with_policies(seed: u64, policies: Vec<Policy>) -> Player {
        let policies = if policies.is_empty() { vec![Policy::RANDOM] } else { policies };
        let mut p = Player {
            policy: Quick::new(seed, 0),
            chance: Chance::unlogged(Chance::stream(seed, 0)),
            seats: std::array::from_fn(|t| policies[t % policies.len()]),
            fights: 0,
            cards: Vec::new(),
            spend: Vec::new(),
            sources: Vec::new(),
            targets: Vec::new(),
        };
        p.reseed(seed, 0);
        p
    }

    /// Game `game` of a run from `seed`: its own streams for choices and dice, so a game's
    /// numbers do not depend on which games were played before it or on which core.
    pub fn reseed(&mut self, seed: u64, game: u64) {
        self.policy = Quick::new(seed, game);
        self.chance.reroll(Chance::stream(seed, game));
        self.fights = 0;
    }

    fn of(&self, team: usize) -> Policy {
        self.seats.get(team).copied().unwrap_or(Policy::RANDOM)
    }

    /// An input the engine allows, chosen by the teams' policies for the game as it stands.
    pub fn choose(&mut self, game: &Game) -> Input {
        let st = game.state();
        match game.expecting() {
            Expect::Over | Expect::Proceed => Input::PROCEED,
            Expect::PlaceRebellions => self.place_rebellions(game),
            Expect::Decide { choosing } => {
                let step = &game.lesson().steps[st.step];
                let mut cards = std::mem::take(&mut self.cards);
                cards.clear();
                cards.extend(game.allowed_card_sets(choosing).enumerate().map(|(t, allowed)| match self.of(t).cards {
                    CardPick::Random if allowed.is_empty() => None,
                    CardPick::Random => allowed.nth(self.policy.below(allowed.len())),
                    CardPick::First => allowed.first(),
                    CardPick::Last => allowed.last(),
                    CardPick::Dearest => {
                        let cost = |c: Card| step.option(c).map_or(0, |o| o.cost);
                        let most = allowed.iter().map(cost).max().unwrap_or(0);
                        allowed.iter().find(|&c| cost(c) == most)
                    }
                }));
                self.fights = 0;
                Input::Decide { cards, places: vec![] }
            }
            Expect::Invest => {
                let mut spend = std::mem::take(&mut self.spend);
                spend.clear();
                spend.extend((0..st.team_count()).map(|t| {
                    let limit = game.spend_limit(t);
                    let max = limit.max_armies(0).min(limit.max_farms(0));
                    let pick = self.of(t).spend;
                    let rng = &mut self.policy;
                    match pick {
                        SpendPick::Nothing => Spend::default(),
                        SpendPick::AllArmies => Spend { armies: limit.max_armies(0), farms: 0 },
                        SpendPick::AllFarms => Spend { armies: 0, farms: limit.max_farms(0) },
                        SpendPick::All => {
                            let armies = rng.upto(limit.max_armies(0));
                            Spend { armies, farms: limit.max_farms(armies) }
                        }
                        SpendPick::Random => {
                            let armies = rng.upto(max / 2);
                            let farms = rng.upto(limit.max_farms(armies) / 2);
                            Spend { armies, farms }
                        }
                    }
                }));
                Input::Invest { spend, places: vec![] }
            }
            Expect::Attack { attacker } => self.attack(game, usize::from(attacker)),
            Expect::Throw { attacker, fight } => {
                let from = st.countries[usize::from(fight.from)].armies;
                let target = st.countries[usize::from(fight.target)].armies;
                match self.of(usize::from(attacker)).war {
                    WarPick::Always => Input::Throw,
                    WarPick::Chaos if self.policy.below(4) == 0 => Input::BreakOff,
                    WarPick::Chaos => Input::Throw,
                    _ if from == 1 && target >= 2 => Input::BreakOff,
                    _ => Input::Throw,
                }
            }
            Expect::Occupy { attacker, proposed, max, .. } => {
                let armies = match self.of(usize::from(attacker)).war {
                    WarPick::Always => max,
                    WarPick::Chaos => self.policy.upto(max),
                    _ => proposed,
                };
                Input::Occupy { armies }
            }
        }
    }

    fn attack(&mut self, game: &Game, attacker: usize) -> Input {
        let st = game.state();
        let war = self.of(attacker).war;
        let armies = |c: CountryId| st.countries[usize::from(c)].armies;
        let go = match war {
            WarPick::Never => false,
            WarPick::Cautious => {
                // One fight, from a country with two armies at least (no query needed to say no).
                self.fights == 0 && st.countries_of(attacker).iter().any(|&c| armies(c) >= 2)
            }
            WarPick::Always => true,
            WarPick::Chaos => self.policy.below(3) > 0,
        };
        if !go {
            self.fights = 0;
            return Input::EndAttacks;
        }
        game.attack_sources_into(&mut self.sources);
        game.attack_targets_into(&mut self.targets);
        let sources = &self.sources;
        let strongest = sources.iter().rev().copied().max_by_key(|&c| armies(c));
        let (Some(strongest), false) = (strongest, self.targets.is_empty()) else {
            self.fights = 0;
            return Input::EndAttacks;
        };
        let from = match war {
            WarPick::Chaos => sources[self.policy.below(sources.len())],
            _ => strongest,
        };
        // On the app's map, only what borders the country attacked from.
        if game.map().is_some() {
            game.attack_targets_from_into(from, &mut self.targets);
        }
        let Some(&target) = self.targets.get(self.policy.below(self.targets.len().max(1))) else {
            self.fights = 0;
            return Input::EndAttacks;
        };
        self.fights += 1;
        Input::Attack { from, target }
    }

    fn place_rebellions(&mut self, game: &Game) -> Input {
        let teams = game.state().team_count();
        let chaos = (0..teams).any(|t| self.of(t).war == WarPick::Chaos);
        if !chaos {
            return Input::PlaceRebellions { own: vec![], extra: vec![] };
        }
        let (_, proposed_extra) = game.rebellion_proposals();
        let mut own: Vec<Option<CountryId>> = vec![None; teams];
        let mut extra: Vec<Option<CountryId>> = vec![None; teams];
        for t in 0..teams {
            if self.of(t).war != WarPick::Chaos {
                continue;
            }
            let choices = game.rebellion_own_choices(t);
            if !choices.is_empty() {
                own[t] = Some(choices[self.policy.below(choices.len())]);
            }
            if proposed_extra[t].is_some() {
                let choices = game.rebellion_extra_choices(t, own[t]);
                if !choices.is_empty() {
                    extra[t] = Some(choices[self.policy.below(choices.len())]);
                }
            }
        }
        Input::PlaceRebellions { own, extra }
    }

    /// Plays one game to its end with inputs the engine allows: whether it reached its end
    /// within `MAX_INPUTS` inputs.
    pub fn play(&mut self, game: &mut Game) -> Result<Played, RuleError> {
        self.play_at_most(game, MAX_INPUTS)
    }

    /// Plays at most `inputs` inputs of a game.
    pub fn play_at_most(&mut self, game: &mut Game, inputs: usize) -> Result<Played, RuleError> {
        for _ in 0..inputs {
            if game.is_over() {
                return Ok(Played::Finished);
            }
            let input = self.choose(game);
            game.apply_unrecorded(&input, &mut self.chance)?;
            // The input's buffers serve the next one of its kind.
            match input {
                Input::Decide { cards, .. } => self.cards = cards,
                Input::Invest { spend, .. } => self.spend = spend,
                _ => {}
            }
        }
        Ok(if game.is_over() { Played::Finished } else { Played::CutOff })
    }
}

/// A game is a few hundred inputs; this bound only guards against a policy that loops.
pub const MAX_INPUTS: usize = 10_000;

/// How a game played by the simulator ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    Finished,
    /// Stopped at the bound of inputs before its end.
    CutOff,
}

/// Games are played in chunks of this many; chunks are merged in order, so the numbers for
/// a seed are the same on one core or many.
const CHUNK: u64 = 1024;

fn play_chunk(fresh: &Game, seed: u64, games: std::ops::Range<u64>, inputs: usize) -> Stats {
    let teams = fresh.state().teams.len();
    let mut stats = Stats::empty(fresh.lesson(), teams);
    // For each step where teams choose: its index and the row of its first option.
    let mut decisions: Vec<(usize, usize)> = Vec::new();
    for (i, row) in stats.options.iter().enumerate() {
        if row.option == 0 {
            decisions.push((row.step, i));
        }
    }
    let mut player = Player::new(seed);
    let mut game = fresh.clone();
    for g in games {
        game.clone_from(fresh);
        player.reseed(seed, g);
        // Random policies only lay cards the engine allows: an error here is an engine defect.
        // Such a game, and one cut off before its end, is left out rather than counted
        // half-played, and said as left out.
        if player.play_at_most(&mut game, inputs) != Ok(Played::Finished) {
            stats.left_out += 1;
            continue;
        }
        stats.games += 1;
        let st = game.state();
        for (t, team) in st.teams.iter().enumerate() {
            let (g, p) = (f64::from(team.gold), f64::from(team.prestige));
            stats.all_gold.add(g);
            stats.all_prestige.add(p);
            for &(s, first) in &decisions {
                if let Some(row) =
                    st.card(s, t).and_then(Card::option_index).and_then(|i| stats.options.get_mut(first + i))
                {
                    row.gold.add(g);
                    row.prestige.add(p);
                    row.gold_values.add(team.gold);
                    row.prestige_values.add(team.prestige);
                }
            }
        }
    }
    stats
}

/// Plays `games` games of `teams` teams from `seed` on `threads` threads and gathers the
/// statistics. The numbers do not depend on `threads`.
pub fn simulate(lesson: &Arc<Lesson>, teams: usize, games: u64, seed: u64, threads: usize) -> Result<Stats, RuleError> {
    Ok(simulate_from(&Game::new(lesson.clone(), teams)?, games, seed, threads))
}

/// Plays `games` games from `fresh` (a class's start: its teams, on its map or its own board)
/// from `seed` on `threads` threads. The numbers do not depend on `threads`.
pub fn simulate_from(fresh: &Game, games: u64, seed: u64, threads: usize) -> Stats {
    let chunks = games.div_ceil(CHUNK) as usize;
    let parts = in_chunks(chunks, threads, |c| {
        let start = c as u64 * CHUNK;
        play_chunk(fresh, seed, start..(start + CHUNK).min(games), MAX_INPUTS)
    });
    let mut stats = Stats::empty(fresh.lesson(), fresh.state().teams.len());
    for part in &parts {
        stats.merge(part);
    }
    stats
}

/// Runs `work` for every chunk `0..chunks` on up to `threads` threads and returns the results
/// in chunk order. A panic in any chunk goes on in the caller, as it would on one thread:
/// the numbers are never made from the chunks that happened to survive.
fn in_chunks<T: Send>(chunks: usize, threads: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if threads <= 1 || chunks <= 1 {
        return (0..chunks).map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut done = Vec::new();
        loop {
            let c = next.fetch_add(1, Ordering::Relaxed);
            if c >= chunks {
                return done;
            }
            done.push((c, work(c)));
        }
    };
    let mut parts: Vec<(usize, T)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads.min(chunks)).map(|_| s.spawn(worker)).collect();
        let mut parts = Vec::new();
        for h in handles {
            match h.join() {
                Ok(done) => parts.extend(done),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        parts
    });
    parts.sort_by_key(|(c, _)| *c);
    parts.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_cut_off_at_the_bound_is_left_out_not_counted() {
        let lesson = Arc::new(Lesson::builtin());
        let fresh = Game::new(lesson.clone(), 4).expect("game");
        let whole = play_chunk(&fresh, 7, 0..20, MAX_INPUTS);
        assert_eq!((whole.games, whole.left_out), (20, 0));
        // Ten inputs are far from the end of a game.
        let cut = play_chunk(&fresh, 7, 0..20, 10);
        assert_eq!((cut.games, cut.left_out), (0, 20), "cut-off games are left out");
        assert_eq!(cut.all_gold.n, 0, "and none of their numbers counted");
    }

    #[test]
    fn a_tally_gives_the_middle_half_of_its_values() {
        let mut t = Tally::default();
        assert_eq!(t.middle_half(), None, "no samples, no spread");
        for v in 1..=8 {
            t.add(v);
        }
        assert_eq!(t.middle_half(), Some((2, 6)));
        assert_eq!((t.quantile(0.0), t.quantile(1.0)), (Some(1), Some(8)));
        let mut other = Tally::default();
        other.add(Tally::TOP + 5);
        t.merge(&other);
        assert_eq!((t.count(), t.quantile(1.0)), (9, Some(Tally::TOP)), "a value above the top counts at the top");
    }

    #[test]
    fn chunks_come_back_in_order_and_a_panic_in_a_worker_is_not_swallowed() {
        for threads in [1, 2, 3] {
            assert_eq!(in_chunks(9, threads, |c| c * 10), (0..9).map(|c| c * 10).collect::<Vec<_>>());
            let lost = std::panic::catch_unwind(|| {
                in_chunks(9, threads, |c| {
                    assert!(c != 5, "chunk 5 fails");
                    c
                })
            });
            assert!(lost.is_err(), "{threads} threads: a failed chunk must not give numbers from the others");
        }
    }
}

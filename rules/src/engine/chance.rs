//! Dice and bag draws: rolled from the session's seeded generator, typed in by the teacher,
//! or taken from a record. Every outcome used is logged, so the record replays forever (the
//! simulator's chance alone keeps no log: it writes no record).

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::{PRODUCTS, Product, RuleError};

/// One random outcome: a die face or a resource drawn from the bag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Die(u8),
    Draw(Product),
}

/// Where the outcomes of one input come from.
#[derive(Clone, Debug)]
pub struct Chance {
    queue: Vec<Outcome>,
    pos: usize,
    rng: Option<ChaCha8Rng>,
    log: Vec<Outcome>,
    /// Whether the outcomes used are logged (the simulator writes no record and keeps none).
    logging: bool,
}

impl Chance {
    /// The generator for entry `index` of a game with `seed`: each entry has its own stream,
    /// so undoing or correcting one entry never shifts the dice of another.
    pub fn stream(seed: u64, index: u64) -> ChaCha8Rng {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(index);
        rng
    }

    /// The app rolls and draws.
    pub fn rolled(rng: ChaCha8Rng) -> Chance {
        Chance { queue: Vec::new(), pos: 0, rng: Some(rng), log: Vec::new(), logging: true }
    }

    /// The app rolls and draws, and keeps no log of it: for the simulator, which plays a
    /// hundred thousand games and writes no record of them (`log` stays empty). Not for a
    /// session: an entry applied with it would have no outcomes to replay.
    pub(crate) fn unlogged(rng: ChaCha8Rng) -> Chance {
        Chance { logging: false, ..Chance::rolled(rng) }
    }

    /// The app rolls and draws from a new generator, this one's buffers kept (the
    /// simulator starts each game so, without allocating).
    pub fn reroll(&mut self, rng: ChaCha8Rng) {
        self.queue.clear();
        self.pos = 0;
        self.rng = Some(rng);
        self.log.clear();
    }

    /// Only these outcomes (typed in, or from a record); running out is an error that says
    /// which die or draw is needed next.
    pub fn given(outcomes: Vec<Outcome>) -> Chance {
        Chance { queue: outcomes, pos: 0, rng: None, log: Vec::new(), logging: true }
    }

    /// These outcomes while they still fit, then the generator (used by corrections).
    pub fn reused(outcomes: Vec<Outcome>, rng: ChaCha8Rng) -> Chance {
        Chance { queue: outcomes, pos: 0, rng: Some(rng), log: Vec::new(), logging: true }
    }

    /// Whether taking an outcome can fail (then the engine works on a copy of the state).
    pub fn can_fail(&self) -> bool {
        self.rng.is_none()
    }

    /// Outcomes given but not used.
    pub fn unused(&self) -> usize {
        self.queue.len() - self.pos
    }

    pub fn log(&self) -> &[Outcome] {
        &self.log
    }

    pub fn take_log(&mut self) -> Vec<Outcome> {
        std::mem::take(&mut self.log)
    }

    fn note(&mut self, outcome: Outcome) {
        if self.logging {
            self.log.push(outcome);
        }
    }

    /// A die for `team` (index in seating order): the next one given, else one rolled.
    pub(super) fn die(&mut self, team: usize) -> Result<u8, RuleError> {
        if let Some(&next) = self.queue.get(self.pos) {
            match next {
                Outcome::Die(d @ 1..=6) => {
                    self.pos += 1;
                    self.note(next);
                    return Ok(d);
                }
                _ if self.rng.is_some() => self.pos = self.queue.len(),
                Outcome::Die(d) => return Err(RuleError::BadDie { die: d }),
                Outcome::Draw(_) => return Err(RuleError::NeedDie { team }),
            }
        }
        let Some(rng) = self.rng.as_mut() else {
            return Err(RuleError::NeedDie { team });
        };
        let d = rng.random_range(1..=6u8);
        self.note(Outcome::Die(d));
        Ok(d)
    }

    /// A resource drawn blind from the bag for `team`; `None` when the bag is empty
    /// (then nothing is taken from the given outcomes).
    pub(super) fn draw(&mut self, bag: &[u16; PRODUCTS], team: usize) -> Result<Option<Product>, RuleError> {
        let total: u32 = bag.iter().map(|&n| u32::from(n)).sum();
        if total == 0 {
            return Ok(None);
        }
        if let Some(&next) = self.queue.get(self.pos) {
            match next {
                Outcome::Draw(p) if bag[p.index()] > 0 => {
                    self.pos += 1;
                    self.note(next);
                    return Ok(Some(p));
                }
                _ if self.rng.is_some() => self.pos = self.queue.len(),
                Outcome::Draw(p) => return Err(RuleError::NotInBag { product: p }),
                Outcome::Die(_) => return Err(RuleError::NeedDraw { team }),
            }
        }
        let Some(rng) = self.rng.as_mut() else {
            return Err(RuleError::NeedDraw { team });
        };
        // The resource at position `pick` when the bag's resources are laid out product by
        // product: the first product whose running total passes `pick`.
        let pick = rng.random_range(0..total);
        let mut upto = 0u32;
        let p = Product::ALL
            .iter()
            .zip(bag)
            .find(|&(_, &n)| {
                upto += u32::from(n);
                upto > pick
            })
            .map_or(Product::ALL[PRODUCTS - 1], |(&p, _)| p);
        self.note(Outcome::Draw(p));
        Ok(Some(p))
    }
}

#[cfg(test)]
mod tests {
    use super::{Chance, Outcome};
    use crate::engine::PRODUCTS;

    /// The simulator's chance (no log, its dice rolled where they are asked for) gives the
    /// outcomes a lesson's chance gives from the same stream.
    #[test]
    fn the_simulators_chance_rolls_and_draws_what_a_lessons_does() {
        let mut lesson = Chance::rolled(Chance::stream(5, 3));
        let mut simulated = Chance::unlogged(Chance::stream(5, 3));
        let mut bag = [0u16; PRODUCTS];
        for (i, n) in bag.iter_mut().enumerate() {
            *n = (i as u16 * 7) % 5;
        }
        for i in 0..3000 {
            if i % 3 == 0 {
                assert_eq!(lesson.draw(&bag, 1), simulated.draw(&bag, 1), "outcome {i}");
            } else {
                assert_eq!(lesson.die(1), simulated.die(1), "outcome {i}");
            }
        }
        assert!(simulated.log().is_empty());
        assert_eq!(lesson.log().len(), 3000);
        assert!(lesson.log().iter().all(|o| !matches!(o, Outcome::Die(d) if !(1..=6).contains(d))));
    }
}

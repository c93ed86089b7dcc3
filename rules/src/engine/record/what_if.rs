//! "What if" for one class: its own game with one entry changed and the same dice. Every later
//! entry is played as the class recorded it, with its recorded dice and draws where they still
//! fit (each entry has its own random stream, so nothing shifts); where the changed game cannot
//! take a recorded entry (an attack from a country the team would not hold, a card it could
//! not pay for), the rest of that step is played by the rules' proposals and the entry is
//! listed. The session itself never changes.

use super::{Chance, Entry, Frame, Game, Input, Record, ReplayError, RuleError, Session, Timeline};
use crate::engine::{Expect, Spend};

/// How a recorded entry fared in the changed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Adjusted {
    /// Its places (where a team lands or takes a country) were not allowed any more: the
    /// rules' proposals were taken instead.
    Places,
    /// It could not be played: the rest of its step was played by the rules' proposals (cards
    /// kept where allowed, fights played out with new dice, attacks ended, proposals taken).
    ByProposal,
    /// Its step was already over in the changed game (a fight that would not have happened).
    Dropped,
}

/// The class's game with one entry changed.
#[derive(Clone, Debug)]
pub struct WhatIf {
    /// The changed game, its record and timeline (its record is never saved).
    pub session: Session,
    /// The recorded entries after the change that could not be played as recorded, by index.
    pub adjusted: Vec<(usize, Adjusted)>,
}

/// Applies `input` and, where the game takes it, writes it to the entries and the timeline.
fn push(
    game: &mut Game,
    input: Input,
    chance: &mut Chance,
    entries: &mut Vec<Entry>,
    timeline: &mut Timeline,
) -> Result<(), RuleError> {
    let step = game.state().step;
    let mut changes = Vec::new();
    game.apply(&input, chance, &mut changes)?;
    entries.push(Entry { input, outcomes: chance.take_log(), typed: false });
    timeline.frames.push(Frame { step, changes, after: game.state().clone() });
    Ok(())
}

/// Entries the rules' proposals may add to finish a step: far more than any step needs.
const MOST_PROPOSALS: usize = 10_000;

impl Session {
    /// The game as it stood before entry `index` (what a changed entry may be there).
    pub fn game_before(&self, index: usize) -> Game {
        self.game.at_state(self.timeline.before(index).clone())
    }

    /// The game as it would have been with entry `index` replaced by `input`, with the same
    /// dice: the changed entry must be allowed where it stands; every later one is played as
    /// recorded where the changed game allows it (see the module's note).
    pub fn what_if(&self, index: usize, input: Input) -> Result<WhatIf, ReplayError> {
        let len = self.record.entries.len();
        if index >= len {
            return Err(ReplayError::NoEntry { index, len });
        }
        let mut game = self.game.at_state(self.timeline.before(index).clone());
        let mut timeline = Timeline::new(self.timeline.start.clone());
        timeline.frames.extend_from_slice(&self.timeline.frames[..index]);
        let mut entries: Vec<Entry> = self.record.entries[..index].to_vec();
        let mut adjusted = Vec::new();
        let seed = self.record.seed;
        // The changed entry itself, with its recorded dice where they fit.
        let old = &self.record.entries[index];
        let mut chance = Chance::reused(old.outcomes.clone(), Chance::stream(seed, index as u64));
        push(&mut game, input, &mut chance, &mut entries, &mut timeline)
            .map_err(|error| ReplayError::Entry { index, error })?;
        let mut i = index + 1;
        while i < len {
            let old = &self.record.entries[i];
            // The step the entry was made at in the class's own game.
            let recorded_step = self.timeline.before(i).step;
            let now = game.state().step;
            if game.is_over() || recorded_step < now {
                adjusted.push((i, Adjusted::Dropped));
                i += 1;
                continue;
            }
            let fresh = || Chance::reused(old.outcomes.clone(), Chance::stream(seed, i as u64));
            let played = push(&mut game, old.input.clone(), &mut fresh(), &mut entries, &mut timeline);
            match played {
                Ok(_) => i += 1,
                Err(RuleError::PlaceNotAllowed { .. })
                    if push(&mut game, old.input.without_places(), &mut fresh(), &mut entries, &mut timeline)
                        .is_ok() =>
                {
                    adjusted.push((i, Adjusted::Places));
                    i += 1;
                }
                Err(_) => {
                    // The step under way is finished by the rules' proposals, with new dice
                    // from this entry's stream.
                    let mut chance = fresh();
                    let mut guard = 0;
                    while !game.is_over() && game.state().step == now && guard < MOST_PROPOSALS {
                        let proposal = game.proposal(Some(&old.input));
                        push(&mut game, proposal, &mut chance, &mut entries, &mut timeline)
                            .map_err(|error| ReplayError::Entry { index: i, error })?;
                        guard += 1;
                    }
                    adjusted.push((i, Adjusted::ByProposal));
                    if recorded_step == now {
                        // The rest of the class's entries of that step are used up.
                        i += 1;
                        while i < len && self.timeline.before(i).step == now {
                            adjusted.push((i, Adjusted::Dropped));
                            i += 1;
                        }
                    } else {
                        // The entry belongs to a later step: it is tried again there.
                        let _ = adjusted.pop();
                    }
                }
            }
        }
        // A game whose last recorded steps were used up goes to its end by proposals.
        let mut chance = Chance::reused(Vec::new(), Chance::stream(seed, len as u64));
        let mut guard = 0;
        while !game.is_over() && guard < MOST_PROPOSALS {
            let proposal = game.proposal(None);
            push(&mut game, proposal, &mut chance, &mut entries, &mut timeline)
                .map_err(|error| ReplayError::Entry { index: len, error })?;
            guard += 1;
        }
        let record = Record { entries, ..self.record.clone() };
        Ok(WhatIf { session: Session { game, record, timeline }, adjusted })
    }
}

impl Game {
    /// The entry the rules propose where the class's recorded one cannot be played: each
    /// team's recorded card where it is still allowed (else the first it may lay), the
    /// recorded spending where allowed (else none), attacks ended, a fight played out, armies
    /// moved in as proposed, rebellions where proposed.
    pub fn proposal(&self, recorded: Option<&Input>) -> Input {
        match self.expecting() {
            Expect::Proceed | Expect::Over => Input::PROCEED,
            Expect::Decide { choosing } => {
                let teams = self.state().teams.len();
                let was = match recorded {
                    Some(Input::Decide { cards, .. }) => cards.clone(),
                    _ => Vec::new(),
                };
                let cards = (0..teams)
                    .map(|t| {
                        if !choosing.contains(t) {
                            return None;
                        }
                        let allowed = self.allowed_cards(t);
                        was.get(t).copied().flatten().filter(|c| allowed.contains(c)).or(allowed.first().copied())
                    })
                    .collect();
                Input::Decide { cards, places: Vec::new() }
            }
            Expect::Invest => {
                let teams = self.state().teams.len();
                let was = match recorded {
                    Some(Input::Invest { spend, .. }) => spend.clone(),
                    _ => Vec::new(),
                };
                let spend = (0..teams)
                    .map(|t| was.get(t).copied().filter(|&s| self.spend_allowed(t, s).is_ok()).unwrap_or_default())
                    .collect::<Vec<Spend>>();
                Input::Invest { spend, places: Vec::new() }
            }
            Expect::Attack { .. } => Input::EndAttacks,
            Expect::Throw { .. } => Input::Throw,
            Expect::Occupy { proposed, .. } => Input::Occupy { armies: proposed },
            Expect::PlaceRebellions => Input::PlaceRebellions { own: Vec::new(), extra: Vec::new() },
        }
    }
}

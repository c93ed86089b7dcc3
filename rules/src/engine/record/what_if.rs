//! "What if" for one class: its own game with one entry changed and the same dice. Every later
//! entry is played as the class recorded it, with its recorded dice and draws where they still
//! fit (each entry has its own random stream, so nothing shifts); where the changed game cannot
//! take a recorded entry, it is listed and the game goes on as near to the class's as it can:
//! on the app's map an attack names its countries by their place on the map, so that it is the
//! same attack whatever order the countries were taken in; a fight the changed game cannot have
//! (from a country the team would not hold) is left out with its throws; a fight only the changed
//! game has is played out by the rules' proposals; any other entry it cannot take (a card the
//! team could not pay for) has the rest of its step played by the proposals. The session itself
//! never changes.

use super::{Chance, Entry, Frame, Game, Input, Record, ReplayError, RuleError, Session, State, Timeline};
use crate::engine::{CountryId, Expect, Spend};

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

/// `input`, made in the class's game at `was`, with its countries named as the changed game at
/// `now` numbers them: on the app's map by their place on the map (a country's number in the
/// state is the order it was taken in, which the change may alter); on the own board as they
/// are. An attack from or on a country not in play in the changed game is `None`; a rebellion's
/// place not in play is left to the proposal.
fn translated(input: &Input, was: &State, now: &State) -> Option<Input> {
    if was.sites.is_empty() {
        return Some(input.clone());
    }
    let to_now = |c: CountryId| -> Option<CountryId> {
        let site = was.sites.get(c.index())?;
        let at = now.sites.iter().position(|s| s == site)?;
        u16::try_from(at).ok().map(CountryId)
    };
    Some(match input {
        Input::Attack { from, target } => Input::Attack { from: to_now(*from)?, target: to_now(*target)? },
        Input::PlaceRebellions { own, extra } => Input::PlaceRebellions {
            own: own.iter().map(|c| c.and_then(to_now)).collect(),
            extra: extra.iter().map(|c| c.and_then(to_now)).collect(),
        },
        other => other.clone(),
    })
}

/// Whether an entry belongs to a fight: its attack, a throw, breaking off, the armies moved in.
fn in_a_fight(input: &Input) -> bool {
    matches!(input, Input::Attack { .. } | Input::Throw | Input::BreakOff | Input::Occupy { .. })
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
        let (mut game, mut timeline, mut entries) = self.replay_from(index)?;
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
            let input = translated(&old.input, self.timeline.before(i), game.state());
            let expecting = game.expecting();
            let played = match &input {
                Some(input) => push(&mut game, input.clone(), &mut fresh(), &mut entries, &mut timeline),
                None => Err(RuleError::NoSuchCountry { country: 0 }),
            };
            match played {
                Ok(_) => i += 1,
                // A fight the changed game cannot have: left out, and its throws with it.
                Err(_) if in_a_fight(&old.input) && matches!(expecting, Expect::Attack { .. }) => {
                    adjusted.push((i, Adjusted::Dropped));
                    i += 1;
                }
                // A fight only the changed game has: played out by the proposals (new dice from
                // this entry's stream), then this entry is tried again.
                Err(_) if matches!(expecting, Expect::Throw { .. } | Expect::Occupy { .. }) => {
                    let mut chance = fresh();
                    let mut guard = 0;
                    while matches!(game.expecting(), Expect::Throw { .. } | Expect::Occupy { .. })
                        && guard < MOST_PROPOSALS
                    {
                        let proposal = game.proposal(None);
                        push(&mut game, proposal, &mut chance, &mut entries, &mut timeline)
                            .map_err(|error| ReplayError::Entry { index: i, error })?;
                        guard += 1;
                    }
                    if adjusted.last() != Some(&(i, Adjusted::ByProposal)) {
                        adjusted.push((i, Adjusted::ByProposal));
                    }
                }
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

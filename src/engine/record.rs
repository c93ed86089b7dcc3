//! The record of a lesson (lesson, teams, seed, every input with its outcomes) and the
//! `Session` that keeps state and record together: apply, undo, correct, replay.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::{Chance, Change, Game, Input, Outcome, RuleError};
use crate::lesson::Lesson;

/// The version of the record format written by this build (see docs/record-format.md).
pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamInfo {
    pub name: String,
    pub colour: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub students: Vec<String>,
}

impl TeamInfo {
    pub fn new(name: impl Into<String>, colour: impl Into<String>) -> TeamInfo {
        TeamInfo { name: name.into(), colour: colour.into(), students: Vec::new() }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonRef {
    pub id: String,
    pub version: u32,
}

/// One confirmed entry and the dice and draws it used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub input: Input,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcomes: Vec<Outcome>,
    /// The teacher typed the outcomes in (real dice, real counters).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub typed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub format: u32,
    pub lesson: LessonRef,
    #[serde(default)]
    pub class: String,
    /// The lesson date as the teacher's app wrote it (the engine has no clock).
    #[serde(default)]
    pub date: String,
    /// The language the lesson is read out in ("en", "de", "es"; empty: the interface's).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub language: String,
    pub teams: Vec<TeamInfo>,
    pub seed: u64,
    pub entries: Vec<Entry>,
}

impl Record {
    pub fn to_json(&self) -> String {
        // A record holds only strings, numbers and enums: serialising cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn from_json(src: &str) -> Result<Record, serde_json::Error> {
        serde_json::from_str(src)
    }

    pub fn names(&self) -> Vec<String> {
        self.teams.iter().map(|t| t.name.clone()).collect()
    }
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(
        "the record was written by a newer version of the app (format {found}, this app reads up to {FORMAT_VERSION})"
    )]
    Format { found: u32 },
    #[error(
        "the record is for lesson {found} version {found_version}, but the lesson loaded is {expected} version {expected_version}"
    )]
    Lesson { expected: String, expected_version: u32, found: String, found_version: u32 },
    #[error("the record's teams do not fit the lesson: {0}")]
    Teams(RuleError),
    #[error("entry {} of the record cannot be applied: {error}", .index + 1)]
    Entry { index: usize, error: RuleError },
    #[error("entry {} of the record has {unused} dice or draws too many", .index + 1)]
    Unused { index: usize, unused: usize },
    #[error("there is no entry {} (the record has {len})", .index + 1)]
    NoEntry { index: usize, len: usize },
}

/// A corrected copy of a session, before the teacher confirms it.
#[derive(Clone, Debug)]
pub struct Correction {
    pub session: Session,
    /// Teams whose numbers differ from the session before the correction.
    pub changed_teams: Vec<usize>,
    /// Entries that had to roll new dice or draws because the recorded ones no longer fit.
    pub rerolled: Vec<usize>,
}

/// A game with its record.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    record: Record,
}

impl Session {
    pub fn new(lesson: Arc<Lesson>, teams: Vec<TeamInfo>, seed: u64) -> Result<Session, RuleError> {
        let game = Game::new(lesson.clone(), teams.len())?;
        let record = Record {
            format: FORMAT_VERSION,
            lesson: LessonRef { id: lesson.id.clone(), version: lesson.version },
            class: String::new(),
            date: String::new(),
            language: String::new(),
            teams,
            seed,
            entries: Vec::new(),
        };
        Ok(Session { game, record })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Class name and date, kept in the record.
    pub fn set_class(&mut self, class: impl Into<String>, date: impl Into<String>) {
        self.record.class = class.into();
        self.record.date = date.into();
    }

    /// The language the lesson is read out in, kept in the record.
    pub fn set_language(&mut self, code: impl Into<String>) {
        self.record.language = code.into();
    }

    /// Applies an input with dice and draws made by the app.
    pub fn apply(&mut self, input: Input) -> Result<Vec<Change>, RuleError> {
        let rng = Chance::stream(self.record.seed, self.record.entries.len() as u64);
        self.apply_with(input, Chance::rolled(rng), false)
    }

    /// Applies an input with the dice and draws the teacher typed in, in the order they are
    /// used. Too few: an error naming the team whose die or draw comes next.
    pub fn apply_typed(&mut self, input: Input, outcomes: Vec<Outcome>) -> Result<Vec<Change>, RuleError> {
        self.apply_with(input, Chance::given(outcomes), true)
    }

    fn apply_with(&mut self, input: Input, mut chance: Chance, typed: bool) -> Result<Vec<Change>, RuleError> {
        let mut changes = Vec::new();
        let mut next = self.game.clone();
        next.apply(&input, &mut chance, &mut changes)?;
        if typed && chance.unused() > 0 {
            return Err(RuleError::TooManyOutcomes { unused: chance.unused() });
        }
        self.game = next;
        self.record.entries.push(Entry { input, outcomes: chance.take_log(), typed });
        Ok(changes)
    }

    /// Takes back the last entry; returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Entry> {
        let entry = self.record.entries.pop()?;
        match Session::replay(self.game.lesson().clone(), self.record.clone()) {
            Ok(s) => {
                *self = s;
                Some(entry)
            }
            Err(_) => {
                // Cannot happen for a record this session built; keep everything as it was.
                self.record.entries.push(entry);
                None
            }
        }
    }

    /// Rebuilds the state from a record, using the recorded outcomes only.
    pub fn replay(lesson: Arc<Lesson>, record: Record) -> Result<Session, ReplayError> {
        Self::replay_collect(lesson, record, |_, _, _| ())
    }

    /// Replays and hands each entry's changes (and the game after it) to `seen`.
    pub fn replay_collect(
        lesson: Arc<Lesson>,
        record: Record,
        mut seen: impl FnMut(usize, &[Change], &Game),
    ) -> Result<Session, ReplayError> {
        if record.format > FORMAT_VERSION {
            return Err(ReplayError::Format { found: record.format });
        }
        if record.lesson.id != lesson.id || record.lesson.version != lesson.version {
            return Err(ReplayError::Lesson {
                expected: lesson.id.clone(),
                expected_version: lesson.version,
                found: record.lesson.id.clone(),
                found_version: record.lesson.version,
            });
        }
        let mut game = Game::new(lesson, record.teams.len()).map_err(ReplayError::Teams)?;
        let mut changes = Vec::new();
        for (index, entry) in record.entries.iter().enumerate() {
            let mut chance = Chance::given(entry.outcomes.clone());
            changes.clear();
            game.apply(&entry.input, &mut chance, &mut changes).map_err(|error| ReplayError::Entry { index, error })?;
            if chance.unused() > 0 {
                return Err(ReplayError::Unused { index, unused: chance.unused() });
            }
            seen(index, &changes, &game);
        }
        Ok(Session { game, record })
    }

    /// Every entry's changes, in order (for the history and the exports).
    pub fn history(&self) -> Vec<Vec<Change>> {
        let mut all = Vec::with_capacity(self.record.entries.len());
        // The session's own record always replays.
        let _ = Self::replay_collect(self.game.lesson().clone(), self.record.clone(), |_, c, _| all.push(c.to_vec()));
        all
    }

    /// The session as it would be with entry `index` replaced by `input`. Later entries keep
    /// their recorded dice and draws where these still fit and roll new ones where not.
    /// Nothing changes until the teacher commits the correction.
    pub fn correction(&self, index: usize, input: Input) -> Result<Correction, ReplayError> {
        self.correction_with(index, input, None)
    }

    /// Like `correction`, with the dice and draws of entry `index` replaced too (the teacher
    /// typed a 5 where the real die showed a 3). Outcomes that no longer fit are rolled anew.
    pub fn correction_with(
        &self,
        index: usize,
        input: Input,
        outcomes: Option<Vec<Outcome>>,
    ) -> Result<Correction, ReplayError> {
        let len = self.record.entries.len();
        if index >= len {
            return Err(ReplayError::NoEntry { index, len });
        }
        let lesson = self.game.lesson().clone();
        let mut game = Game::new(lesson, self.record.teams.len()).map_err(ReplayError::Teams)?;
        let mut entries = Vec::with_capacity(len);
        let mut rerolled = Vec::new();
        let mut changes = Vec::new();
        for (i, old) in self.record.entries.iter().enumerate() {
            let input = if i == index { input.clone() } else { old.input.clone() };
            let rng = Chance::stream(self.record.seed, i as u64);
            let recorded = match (&outcomes, i == index) {
                (Some(new), true) => new.clone(),
                _ => old.outcomes.clone(),
            };
            let mut chance = if i < index { Chance::given(recorded) } else { Chance::reused(recorded, rng) };
            changes.clear();
            game.apply(&input, &mut chance, &mut changes).map_err(|error| ReplayError::Entry { index: i, error })?;
            let used = chance.take_log();
            let wanted = match (&outcomes, i == index) {
                (Some(new), true) => new,
                _ => &old.outcomes,
            };
            if &used != wanted {
                rerolled.push(i);
            }
            entries.push(Entry { input, outcomes: used, typed: old.typed && !rerolled.contains(&i) });
        }
        let before = self.game.state();
        let after = game.state();
        let changed_teams = (0..self.record.teams.len())
            .filter(|&t| {
                let steps = before.cards.len() / before.teams.len().max(1);
                before.teams[t] != after.teams[t]
                    || team_countries(before, t) != team_countries(after, t)
                    || (0..steps).any(|s| before.card(s, t) != after.card(s, t))
            })
            .collect();
        let record = Record { entries, ..self.record.clone() };
        Ok(Correction { session: Session { game, record }, changed_teams, rerolled })
    }

    /// Confirms a correction made from this session.
    pub fn commit(&mut self, correction: Correction) {
        *self = correction.session;
    }
}

fn team_countries(st: &super::State, team: usize) -> Vec<super::Country> {
    st.countries_of(team).iter().map(|&c| st.countries[usize::from(c)]).collect()
}

//! The record of a lesson (lesson, teams, seed, every input with its outcomes) and the
//! `Session` that keeps state and record together: apply, undo, correct, replay.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

mod what_if;
pub use what_if::{Adjusted, WhatIf};

use super::limits::{self, Part, TooLarge};
use super::{Chance, Change, Game, Input, Outcome, RuleError, Standing, State, standings};
use crate::lesson::Lesson;

/// The version of the record format written by this build (see docs/record-format.md): 2 since
/// the landing's `proceed` may carry the teacher's places (an app that reads only format 1
/// would land the teams elsewhere without a word, so it must refuse such a record); 3 since the
/// landing proposal keeps teams apart wherever the coast allows (`map::Spread`: a record of
/// format 2 replays with the proposal it was played with); 4 since a teacher's place says whether
/// it names a country of the game (`country`) or a map country (`site`): before, `country`
/// named either, read by the step that took it (`Place::as_written_in`).
pub const FORMAT_VERSION: u32 = 4;

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
    /// The teacher typed the outcomes in (real dice, real resources).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub typed: bool,
}

/// Who throws the dice and draws the resources: the app, or the class with real dice and a
/// real bag (the teacher types them in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dice {
    App,
    Real,
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
    /// Where the class is taught ("scotland", "mexico"): the edition of the language its texts
    /// and plan come from; none: the language's default edition (every record made before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// Who throws the dice; records written before it was kept say nothing (see `dice`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<Dice>,
    /// The app's map the class plays on, by name ("continent-18"); none: the teacher's own
    /// board (every record made before the map).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map: Option<String>,
    pub teams: Vec<TeamInfo>,
    /// Steps the class discusses instead of playing, by id ("p3-slavery": the slave trade
    /// discussed, not played); none in a record that plays every step.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discussed: Vec<String>,
    /// Every change of mind about a step discussed or played after the set-up, in order, with
    /// when it was made. `discussed` is the choice in force: a change is only allowed before
    /// the step's entry is made, and until then the choice changes nothing, so the record
    /// replays from `discussed` alone (the log is what the teacher decided, and when).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discussed_changes: Vec<DiscussedChange>,
    pub seed: u64,
    pub entries: Vec<Entry>,
    /// Why a team laid its card, in its own words, typed on its device with the card: at most
    /// one for each team and decision step. It changes no rule and no replay; the teacher may
    /// hide one from the class (`hidden`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub whys: Vec<Why>,
}

/// A team's own reason for the card it laid at a decision step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Why {
    /// The decision step, by its place in the lesson (from 0).
    pub step: usize,
    pub team: usize,
    pub text: String,
    /// Hidden by the teacher: never shown to the class, nor printed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden: bool,
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

    /// Who throws the dice in this class. A record from before the choice was kept says it
    /// by its entries: real dice if any entry was typed in.
    pub fn dice(&self) -> Dice {
        self.dice.unwrap_or(if self.entries.iter().any(|e| e.typed) { Dice::Real } else { Dice::App })
    }
}

/// A change of mind about a step discussed or played, after the set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscussedChange {
    /// The step's id ("p3-slavery").
    pub step: String,
    /// Discussed from now on (else played).
    pub discussed: bool,
    /// How many entries the record had when the change was made.
    pub entries: usize,
    /// When, as the teacher's app wrote it (the engine has no clock).
    pub time: String,
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
    #[error("the record's set-up does not fit the lesson: {0}")]
    Setting(RuleError),
    #[error("entry {} of the record cannot be applied: {error}", .index + 1)]
    Entry { index: usize, error: RuleError },
    #[error("entry {} of the record has {unused} dice or draws too many", .index + 1)]
    Unused { index: usize, unused: usize },
    #[error("there is no entry {} (the record has {len})", .index + 1)]
    NoEntry { index: usize, len: usize },
    #[error("the record is larger than any real class: {0}")]
    TooLarge(TooLarge),
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

/// A game with its record and its timeline, kept together: an entry is applied to the game,
/// written to the record and added to the timeline in one step.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    record: Record,
    timeline: Timeline,
}

impl Session {
    /// Where a replay from entry `index` starts: the game as it stood before that entry, the
    /// timeline and the entries up to it (they stay as they were). Used by a correction and
    /// by "what if".
    fn replay_from(&self, index: usize) -> Result<(Game, Timeline, Vec<Entry>), ReplayError> {
        let len = self.record.entries.len();
        if index >= len {
            return Err(ReplayError::NoEntry { index, len });
        }
        let mut timeline = Timeline::new(self.timeline.start.clone());
        timeline.frames.extend_from_slice(&self.timeline.frames[..index]);
        Ok((self.game_before(index), timeline, self.record.entries[..index].to_vec()))
    }

    pub fn new(lesson: Arc<Lesson>, teams: Vec<TeamInfo>, seed: u64) -> Result<Session, RuleError> {
        let game = Game::new(lesson.clone(), teams.len())?;
        let record = Record {
            format: FORMAT_VERSION,
            lesson: LessonRef { id: lesson.id.clone(), version: lesson.version },
            class: String::new(),
            date: String::new(),
            language: String::new(),
            region: None,
            dice: Some(Dice::App),
            map: None,
            teams,
            discussed: Vec::new(),
            discussed_changes: Vec::new(),
            seed,
            entries: Vec::new(),
            whys: Vec::new(),
        };
        record.check_limits(lesson.limits.max_teams).map_err(RuleError::TooLarge)?;
        let timeline = Timeline::new(game.state().clone());
        Ok(Session { game, record, timeline })
    }

    /// A new class on the app's map for its number of teams (the shipped map of that size).
    pub fn on_map(lesson: Arc<Lesson>, teams: Vec<TeamInfo>, seed: u64) -> Result<Session, RuleError> {
        let needed = lesson.countries_in_play(teams.len());
        let map = crate::map::shipped(needed).ok_or(RuleError::MapSize { countries: 0, needed })?;
        let mut session = Session::new(lesson.clone(), teams, seed)?;
        session.record.map = Some(map.name.clone());
        session.game = Game::on_map(lesson, session.record.teams.len(), Arc::new(map))?;
        session.timeline = Timeline::new(session.game.state().clone());
        Ok(session)
    }

    /// This new class with steps `ids` discussed instead of played (a set-up choice: the slave
    /// trade, "p3-slavery"). Only before the first entry, and only for a step the lesson allows.
    pub fn discussing(mut self, ids: Vec<String>) -> Result<Session, RuleError> {
        if let Some(id) = ids.first().filter(|_| !self.record.entries.is_empty()) {
            return Err(RuleError::NotDiscussed { step: id.clone() });
        }
        self.game = self.game.discussing(&ids)?;
        self.record.discussed = ids;
        Ok(self)
    }

    /// Changes whether step `id` is discussed (`on`) or played, until the class has been through
    /// it (at the step itself too, before its entry is made); the change is kept in the record
    /// with `time` (the teacher's clock). Nothing changes when the choice is already in force.
    pub fn set_discussed(&mut self, id: &str, on: bool, time: impl Into<String>) -> Result<(), RuleError> {
        let lesson = self.game.lesson();
        let Some(index) = lesson.steps.iter().position(|s| s.id == id && s.may_be_discussed) else {
            return Err(RuleError::NotDiscussed { step: id.to_string() });
        };
        if self.game.state().step > index {
            return Err(RuleError::DiscussedReached { step: id.to_string() });
        }
        if self.record.discussed.iter().any(|d| d == id) == on {
            return Ok(());
        }
        let mut ids: Vec<String> = self.record.discussed.iter().filter(|d| *d != id).cloned().collect();
        if on {
            ids.push(id.to_string());
        }
        let change = DiscussedChange {
            step: id.to_string(),
            discussed: on,
            entries: self.record.entries.len(),
            time: time.into(),
        };
        if self.record.discussed_changes.len() >= limits::DISCUSSED_CHANGES {
            let found = self.record.discussed_changes.len() as u64 + 1;
            let max = limits::DISCUSSED_CHANGES as u64;
            return Err(RuleError::TooLarge(TooLarge { part: Part::DiscussedChanges, at: None, found, max }));
        }
        self.game = self.game.clone().discussing(&ids)?;
        self.record.discussed = ids;
        self.record.discussed_changes.push(change);
        Ok(())
    }

    /// Whether step `id` can still change between discussed and played: the lesson allows it
    /// and its entry has not been made yet.
    pub fn may_change_discussed(&self, id: &str) -> bool {
        let lesson = self.game.lesson();
        lesson.steps.iter().position(|s| s.id == id && s.may_be_discussed).is_some_and(|i| self.game.state().step <= i)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The state before and after every entry, with its changes.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// Class name and date, kept in the record.
    pub fn set_class(&mut self, class: impl Into<String>, date: impl Into<String>) {
        self.record.class = class.into();
        self.record.date = date.into();
    }

    /// Team `team`'s reason for its card at decision step `step`, in its own words (trimmed, at
    /// most `limits::WHY_CHARS` characters, as `limits::shown_text` shows it); an empty one takes
    /// an earlier one back. A new reason is shown (not hidden) until the teacher hides it.
    pub fn set_why(&mut self, step: usize, team: usize, text: &str) {
        let clean = super::limits::shown_text(text);
        let clean: String = clean.trim().chars().take(super::limits::WHY_CHARS).collect();
        self.record.whys.retain(|w| (w.step, w.team) != (step, team));
        if !clean.is_empty() && team < self.record.teams.len() && step < self.game.lesson().steps.len() {
            self.record.whys.push(Why { step, team, text: clean, hidden: false });
            self.record.whys.sort_by_key(|w| (w.step, w.team));
        }
    }

    /// Hides team `team`'s reason at step `step` from the class (or shows it again); false
    /// where there is none.
    pub fn set_why_hidden(&mut self, step: usize, team: usize, hidden: bool) -> bool {
        match self.record.whys.iter_mut().find(|w| (w.step, w.team) == (step, team)) {
            Some(w) => {
                w.hidden = hidden;
                true
            }
            None => false,
        }
    }

    /// The language the lesson is read out in, kept in the record.
    pub fn set_language(&mut self, code: impl Into<String>) {
        self.record.language = code.into();
    }

    /// Where the class is taught, kept in the record (a region's id; see `Record::region`).
    pub fn set_region(&mut self, id: impl Into<String>) {
        self.record.region = Some(id.into());
    }

    /// Who throws the dice from now on, kept in the record (the entries made keep theirs).
    pub fn set_dice(&mut self, dice: Dice) {
        self.record.dice = Some(dice);
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
        // The app never writes a record it could not read back.
        let at = Some(self.record.entries.len());
        if self.record.entries.len() >= limits::ENTRIES {
            let found = self.record.entries.len() as u64 + 1;
            return Err(RuleError::TooLarge(TooLarge { part: Part::Entries, at, found, max: limits::ENTRIES as u64 }));
        }
        if let Input::Correct { reason, .. } = &input {
            let found = reason.chars().count();
            if found > limits::REASON_CHARS {
                let max = limits::REASON_CHARS as u64;
                return Err(RuleError::TooLarge(TooLarge { part: Part::Reason, at, found: found as u64, max }));
            }
        }
        let mut changes = Vec::new();
        let mut next = self.game.clone();
        let step = next.state().step;
        next.apply(&input, &mut chance, &mut changes)?;
        if typed && chance.unused() > 0 {
            return Err(RuleError::TooManyOutcomes { unused: chance.unused() });
        }
        self.game = next;
        if matches!(&input, Input::Proceed { places } if !places.is_empty()) {
            // A record begun in format 1 says from now on that it needs a reader of format 2.
            self.record.format = self.record.format.max(2);
        }
        // A record of an older format stays readable by the apps of its format.
        let input = input.as_written_in(self.record.format);
        self.record.entries.push(Entry { input, outcomes: chance.take_log(), typed });
        self.timeline.frames.push(Frame { step, changes: changes.clone(), after: self.game.state().clone() });
        Ok(changes)
    }

    /// Takes back the last entry; returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Entry> {
        let entry = self.record.entries.pop()?;
        let _ = self.timeline.frames.pop();
        let before = self.timeline.after(self.timeline.len()).clone();
        self.game = self.game.at_state(before);
        Some(entry)
    }

    /// Rebuilds the state and the timeline from a record, using the recorded outcomes only.
    pub fn replay(lesson: Arc<Lesson>, mut record: Record) -> Result<Session, ReplayError> {
        let mut game = start(&lesson, &record)?;
        // Reasons as a file may hold them (written by hand, or by an older version): shown
        // only as `set_why` would have kept them.
        for why in &mut record.whys {
            why.text = limits::shown_text(&why.text);
        }
        // An older record's places, as it meant them (kept so by corrections and "what if").
        let format = record.format;
        for entry in &mut record.entries {
            entry.input = std::mem::replace(&mut entry.input, Input::PROCEED).as_written_in(format);
        }
        let mut timeline = Timeline::new(game.state().clone());
        timeline.frames.reserve(record.entries.len());
        let mut changes = Vec::new();
        for (index, entry) in record.entries.iter().enumerate() {
            let step = game.state().step;
            apply_recorded(&mut game, index, entry, &mut changes)?;
            timeline.frames.push(Frame { step, changes: std::mem::take(&mut changes), after: game.state().clone() });
        }
        Ok(Session { game, record, timeline })
    }

    /// Every entry's changes, in order (for the history and the exports).
    pub fn history(&self) -> Vec<Vec<Change>> {
        self.timeline.frames.iter().map(|f| f.changes.clone()).collect()
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
        // The entries before `index` are unchanged: start from the timeline's state there.
        let (mut game, mut timeline, mut entries) = self.replay_from(index)?;
        let mut rerolled = Vec::new();
        let mut changes = Vec::new();
        for (i, old) in self.record.entries.iter().enumerate().skip(index) {
            let input = if i == index { input.clone() } else { old.input.clone() };
            let rng = Chance::stream(self.record.seed, i as u64);
            let wanted = match (&outcomes, i == index) {
                (Some(new), true) => new,
                _ => &old.outcomes,
            };
            let mut chance = Chance::reused(wanted.clone(), rng);
            let step = game.state().step;
            let mut input = input;
            let mut moved = false;
            match game.apply(&input, &mut chance, &mut changes) {
                // A later entry's place that the corrected game no longer allows: that entry
                // takes the app's proposals instead, and is said to have changed (`rerolled`).
                Err(RuleError::PlaceNotAllowed { .. }) if i != index => {
                    input = input.without_places();
                    moved = true;
                    changes.clear();
                    chance = Chance::reused(wanted.clone(), Chance::stream(self.record.seed, i as u64));
                    game.apply(&input, &mut chance, &mut changes)
                        .map_err(|error| ReplayError::Entry { index: i, error })?;
                }
                other => other.map_err(|error| ReplayError::Entry { index: i, error })?,
            }
            let used = chance.take_log();
            let typed = old.typed && &used == wanted;
            if &used != wanted || moved {
                rerolled.push(i);
            }
            entries.push(Entry { input: input.as_written_in(self.record.format), outcomes: used, typed });
            timeline.frames.push(Frame { step, changes: std::mem::take(&mut changes), after: game.state().clone() });
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
        Ok(Correction { session: Session { game, record, timeline }, changed_teams, rerolled })
    }

    /// Confirms a correction made from this session.
    pub fn commit(&mut self, correction: Correction) {
        *self = correction.session;
    }
}

/// The game at the start of a record, after checking that the record is for this lesson.
fn start(lesson: &Arc<Lesson>, record: &Record) -> Result<Game, ReplayError> {
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
    // Sizes first: nothing is built for a record beyond the limits.
    if record.teams.len() <= lesson.limits.max_teams {
        record.check_limits(lesson.limits.max_teams).map_err(ReplayError::TooLarge)?;
    }
    let game = match &record.map {
        None => Game::new(lesson.clone(), record.teams.len()).map_err(ReplayError::Teams)?,
        Some(name) => {
            let needed = lesson.countries_in_play(record.teams.len());
            let mut map = crate::map::shipped(needed)
                .filter(|m| &m.name == name)
                .ok_or_else(|| ReplayError::Teams(RuleError::UnknownMap { name: name.clone() }))?;
            if record.format < 3 {
                map.spread = crate::map::Spread::FirstFound;
            }
            Game::on_map(lesson.clone(), record.teams.len(), Arc::new(map)).map_err(ReplayError::Teams)?
        }
    };
    // The log of changes names only steps the lesson lets a class discuss.
    if let Some(c) =
        record.discussed_changes.iter().find(|c| !lesson.steps.iter().any(|s| s.id == c.step && s.may_be_discussed))
    {
        return Err(ReplayError::Setting(RuleError::NotDiscussed { step: c.step.clone() }));
    }
    game.discussing(&record.discussed).map_err(ReplayError::Setting)
}

fn apply_recorded(game: &mut Game, index: usize, entry: &Entry, changes: &mut Vec<Change>) -> Result<(), ReplayError> {
    let mut chance = Chance::given(entry.outcomes.clone());
    changes.clear();
    game.apply(&entry.input, &mut chance, changes).map_err(|error| ReplayError::Entry { index, error })?;
    if chance.unused() > 0 {
        return Err(ReplayError::Unused { index, unused: chance.unused() });
    }
    Ok(())
}

impl Game {
    /// The game a record starts from, before its first entry: its teams, on its map or on the
    /// teacher's own board ("what if" plays it many times).
    pub fn start_of(lesson: Arc<Lesson>, record: &Record) -> Result<Game, ReplayError> {
        start(&lesson, record)
    }

    /// The game at the end of a record (no timeline: the quickest way to where a class stands).
    pub fn replay(lesson: Arc<Lesson>, record: &Record) -> Result<Game, ReplayError> {
        let mut game = start(&lesson, record)?;
        let mut changes = Vec::new();
        for (index, entry) in record.entries.iter().enumerate() {
            if record.format < 4 && !entry.input.places().is_empty() {
                let entry = Entry { input: entry.input.clone().as_written_in(record.format), ..entry.clone() };
                apply_recorded(&mut game, index, &entry, &mut changes)?;
            } else {
                apply_recorded(&mut game, index, entry, &mut changes)?;
            }
        }
        Ok(game)
    }
}

/// A team's countries as the teacher sees them: each by its number, with its armies,
/// resources, buildings and rebellion. Not when it was gained: one conquest added early
/// makes every later gain of every team later, and no team's numbers change by it.
fn team_countries(st: &super::State, team: usize) -> Vec<(super::CountryId, super::Country)> {
    let mut ids = st.countries_of(team).to_vec();
    ids.sort_unstable();
    ids.into_iter().map(|c| (c, super::Country { gained: 0, ..st.countries[usize::from(c)] })).collect()
}

/// One entry in the timeline: the step it was made at, what it changed, the state after it.
#[derive(Clone, Debug)]
pub struct Frame {
    pub step: usize,
    pub changes: Vec<Change>,
    pub after: State,
}

/// The standings when a phase ended (`None`: the end of the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseEnd {
    pub phase: Option<usize>,
    pub rows: Vec<Standing>,
}

/// A record replayed once: the state before and after every entry and its changes. The
/// history, the results, the exports and the handouts read it instead of replaying.
#[derive(Clone, Debug)]
pub struct Timeline {
    start: State,
    frames: Vec<Frame>,
}

impl Timeline {
    fn new(start: State) -> Timeline {
        Timeline { start, frames: Vec::new() }
    }

    /// How many entries.
    pub fn len(&self) -> usize {
        self.frames.len()
    }

    pub fn is_empty(&self) -> bool {
        self.frames.is_empty()
    }

    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    /// The state before entry `index` (the start for 0; the end for `len()`).
    pub fn before(&self, index: usize) -> &State {
        self.after(index)
    }

    /// The state after the first `count` entries.
    pub fn after(&self, count: usize) -> &State {
        match count.checked_sub(1).and_then(|i| self.frames.get(i)) {
            Some(f) => &f.after,
            None if count == 0 => &self.start,
            None => self.frames.last().map_or(&self.start, |f| &f.after),
        }
    }

    /// The standings at the end of each phase that was finished, and at the end of the game.
    pub fn phase_ends(&self, lesson: &Lesson) -> Vec<PhaseEnd> {
        let phase_of = |st: &State| lesson.steps.get(st.step).map(|s| s.phase);
        let mut out = Vec::new();
        let mut current = phase_of(&self.start);
        for f in &self.frames {
            let now = phase_of(&f.after);
            if now != current {
                // The last phase ends with the game: the end's standings stand for it.
                if let (Some(p), Some(_)) = (current, now) {
                    out.push(PhaseEnd { phase: Some(p), rows: standings(&f.after) });
                }
                current = now;
            }
        }
        let end = self.after(self.len());
        if end.is_over(lesson.steps.len()) {
            out.push(PhaseEnd { phase: None, rows: standings(end) });
        }
        out
    }
}

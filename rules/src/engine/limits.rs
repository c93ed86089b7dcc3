//! Limits that no real class reaches, checked before a record is replayed: a record with
//! 100,000 teams, a name of a million letters or a million rebellion placements is refused
//! as a whole, before any work is done with it. The numbers are documented in
//! docs/record-format.md.

use serde::{Deserialize, Serialize};

use super::{Input, Record};

/// The largest class file the app reads or writes, in bytes (a whole 12-team game is about
/// 40 KB). Dice and draws of an entry have no limit of their own: this one bounds them.
pub const RECORD_BYTES: u64 = 8 * 1024 * 1024;
/// Characters in a team's name, its colour, a student's name.
pub const NAME_CHARS: usize = 80;
/// Characters in the class name.
pub const CLASS_CHARS: usize = 120;
/// Characters in the date and the language code.
pub const SHORT_CHARS: usize = 32;
/// Students listed for one team.
pub const STUDENTS: usize = 40;
/// Entries in a record (a whole game is 60 to 400; corrections come on top). It also bounds
/// the timeline kept in memory: one state per entry.
pub const ENTRIES: usize = 20_000;
/// The teacher's overrides of proposed countries in one entry.
pub const PLACES: usize = 1_000;
/// Characters in the reason of a correction.
pub const REASON_CHARS: usize = 500;
/// Characters in a team's reason for its card (one or two sentences on a phone).
pub const WHY_CHARS: usize = 200;
/// Teams' reasons in a record: one for each team and decision step is far below it.
pub const WHYS: usize = 2_000;
/// Changes of whether a step is discussed or played (a class changes its mind once or twice).
pub const DISCUSSED_CHANGES: usize = 1_000;
/// The largest gold, prestige or armies a correction may set (a real class ends below 300).
pub const NUMBER: i64 = 999;

/// What part of a record is beyond its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Part {
    Bytes,
    Teams,
    ClassName,
    Date,
    Language,
    TeamName,
    Colour,
    Students,
    StudentName,
    Entries,
    /// One value per team (cards, spending, rebellion places) given for more teams than play.
    PerTeam,
    Places,
    Reason,
    /// The log of changes between "discussed" and "played".
    DiscussedChanges,
    /// The teams' reasons for their cards: how many, and each one's length.
    Whys,
}

/// A record beyond one of the limits: which part, where (the team or entry, from 0), how big.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{part:?} at {at:?} is {found}, the limit is {max}")]
pub struct TooLarge {
    pub part: Part,
    pub at: Option<usize>,
    pub found: u64,
    pub max: u64,
}

fn check(part: Part, at: Option<usize>, found: usize, max: usize) -> Result<(), TooLarge> {
    if found > max { Err(TooLarge { part, at, found: found as u64, max: max as u64 }) } else { Ok(()) }
}

fn chars(s: &str) -> usize {
    // The file's size is checked before it is read, so counting a long name costs little.
    s.chars().count()
}

impl Record {
    /// Checks every size of the record against the limits; `max_teams` comes from the lesson.
    pub fn check_limits(&self, max_teams: usize) -> Result<(), TooLarge> {
        let teams = self.teams.len();
        check(Part::Teams, None, teams, max_teams)?;
        check(Part::ClassName, None, chars(&self.class), CLASS_CHARS)?;
        check(Part::Date, None, chars(&self.date), SHORT_CHARS)?;
        check(Part::Language, None, chars(&self.language), SHORT_CHARS)?;
        check(Part::Language, None, self.region.as_deref().map_or(0, chars), SHORT_CHARS)?;
        for (t, team) in self.teams.iter().enumerate() {
            check(Part::TeamName, Some(t), chars(&team.name), NAME_CHARS)?;
            check(Part::Colour, Some(t), chars(&team.colour), NAME_CHARS)?;
            check(Part::Students, Some(t), team.students.len(), STUDENTS)?;
            for s in &team.students {
                check(Part::StudentName, Some(t), chars(s), NAME_CHARS)?;
            }
        }
        check(Part::DiscussedChanges, None, self.discussed_changes.len(), DISCUSSED_CHANGES)?;
        for (i, c) in self.discussed_changes.iter().enumerate() {
            check(Part::Date, Some(i), chars(&c.time), SHORT_CHARS)?;
            check(Part::DiscussedChanges, Some(i), chars(&c.step), NAME_CHARS)?;
        }
        check(Part::Whys, None, self.whys.len(), WHYS)?;
        for (i, w) in self.whys.iter().enumerate() {
            check(Part::Whys, Some(i), chars(&w.text), WHY_CHARS)?;
            check(Part::PerTeam, Some(i), w.team + 1, teams)?;
        }
        check(Part::Entries, None, self.entries.len(), ENTRIES)?;
        for (i, e) in self.entries.iter().enumerate() {
            let at = Some(i);
            match &e.input {
                Input::Proceed { places } => check(Part::Places, at, places.len(), PLACES)?,
                Input::Decide { cards, places } => {
                    check(Part::PerTeam, at, cards.len(), teams)?;
                    check(Part::Places, at, places.len(), PLACES)?;
                }
                Input::Invest { spend, places } => {
                    check(Part::PerTeam, at, spend.len(), teams)?;
                    check(Part::Places, at, places.len(), PLACES)?;
                }
                Input::PlaceRebellions { own, extra } => {
                    check(Part::PerTeam, at, own.len().max(extra.len()), teams)?;
                }
                Input::Correct { reason, .. } => check(Part::Reason, at, chars(reason), REASON_CHARS)?,
                _ => {}
            }
        }
        Ok(())
    }
}

/// Text a pupil or a file gives, as the app shows and prints it: control characters become
/// spaces, and the characters that turn the direction of what follows or are not seen at all
/// are taken out (U+202E would print "a good reason" backwards on the projector and the
/// paper; U+200B would hide a word inside another). Joiners (U+200C, U+200D) stay: scripts
/// and emoji need them, and they move nothing.
pub fn shown_text(text: &str) -> String {
    text.chars().filter(|&c| !hidden_or_turning(c)).map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// The bidirectional controls (embeddings, overrides, isolates, marks) and the invisible
/// characters of Unicode's Format category that can stand inside a word unseen.
fn hidden_or_turning(c: char) -> bool {
    matches!(c,
        '\u{061C}' // Arabic letter mark
        | '\u{180E}' // Mongolian vowel separator
        | '\u{200B}' // zero width space
        | '\u{200E}'..='\u{200F}' // left-to-right and right-to-left marks
        | '\u{202A}'..='\u{202E}' // embeddings and overrides
        | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
        | '\u{2066}'..='\u{2069}' // isolates
        | '\u{206A}'..='\u{206F}' // deprecated format characters
        | '\u{FEFF}' // zero width no-break space
        | '\u{FFF9}'..='\u{FFFB}' // interlinear annotation
    )
}

#[cfg(test)]
mod tests {
    use super::shown_text;

    #[test]
    fn turning_and_invisible_characters_are_taken_out_and_controls_become_spaces() {
        assert_eq!(shown_text("gold\u{202E}nrut"), "goldnrut");
        assert_eq!(shown_text("\u{2066}a\u{2069} b\u{200B}c\u{FEFF}"), "a bc");
        assert_eq!(shown_text("line\none\ttab"), "line one tab");
        assert_eq!(
            shown_text("¡Ñandú! 👨\u{200D}👩 Straße"),
            "¡Ñandú! 👨\u{200D}👩 Straße",
            "letters and joiners stay"
        );
    }
}

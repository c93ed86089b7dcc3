//! A fight as the record tells it: who attacked which country from where, every throw, and how
//! it ended. The projector screen and the teacher's screen read it instead of working it out
//! from the change log themselves.

use super::{ChangeKind, CountryId, Timeline};

/// How a fight ended, as the engine said of the attacker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FightEnd {
    /// The country fell to the attacker.
    Fell,
    /// The attacker lost its last army there: the attack failed.
    Failed,
    /// The attacker broke the attack off.
    BrokeOff,
}

/// One fight of the colonial wars, from its attack to its end (and the armies moved in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FightLog {
    /// The step of the colonial wars it was fought at.
    pub step: usize,
    pub attacker: u8,
    pub defender: u8,
    pub from: CountryId,
    pub target: CountryId,
    /// Every throw in order: the attacker's die, the defender's.
    pub throws: Vec<(u8, u8)>,
    /// `None` while the fight is under way.
    pub end: Option<FightEnd>,
    /// The defender lost armies in it (else only the attacker did).
    pub defender_lost: bool,
}

impl Timeline {
    /// The fight the last entry belongs to: the one under way, or the one it ended (its last
    /// throw, the break-off or the armies moved into the fallen country). `None` after any
    /// other entry, such as the end of a team's attacks or the next step.
    pub fn last_fight(&self) -> Option<FightLog> {
        let frames = self.frames();
        let last = frames.last()?;
        // Back to the attack that began it, within the last entry's step.
        let start = frames.iter().rposition(|f| {
            f.step != last.step || f.changes.iter().any(|c| matches!(c.kind, ChangeKind::FightStarted { .. }))
        })?;
        let (attacker, from, target, defender) = frames[start].changes.iter().find_map(|c| match c.kind {
            ChangeKind::FightStarted { from, target, defender } if frames[start].step == last.step => {
                Some((c.team, from, target, defender))
            }
            _ => None,
        })?;
        let mut log = FightLog {
            step: last.step,
            attacker,
            defender,
            from,
            target,
            throws: Vec::new(),
            end: None,
            defender_lost: false,
        };
        for (i, f) in frames.iter().enumerate().skip(start) {
            if log.end.is_some() {
                // After its end, only the armies moved into a fallen country belong to it.
                let moved_in = log.end == Some(FightEnd::Fell)
                    && f.changes.iter().any(|c| c.team == attacker && matches!(c.kind, ChangeKind::Moved { .. }));
                return (moved_in && i + 1 == frames.len()).then_some(log);
            }
            for c in &f.changes {
                match c.kind {
                    ChangeKind::Throw { attacker, defender } => log.throws.push((attacker, defender)),
                    ChangeKind::Armies { country, delta, .. }
                        if c.team == defender && country == target && delta < 0 =>
                    {
                        log.defender_lost = true;
                    }
                    // The defender's own "lost", said after a conquest, is not the attacker's.
                    ChangeKind::FightWon if c.team == attacker => log.end = Some(FightEnd::Fell),
                    ChangeKind::FightLost if c.team == attacker => log.end = Some(FightEnd::Failed),
                    ChangeKind::BrokeOff => log.end = Some(FightEnd::BrokeOff),
                    _ => {}
                }
            }
        }
        Some(log)
    }
}

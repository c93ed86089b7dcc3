//! The colonial wars: attacks, throws, conquests, breaking off.

use super::{R, Resolution};
use crate::engine::game::{Fight, Stage};
use crate::engine::legal;
use crate::engine::{ChangeKind, CountryId};

impl<const REC: bool> Resolution<'_, REC> {
    // ---- colonial wars ----

    pub(super) fn set_fight(&mut self, fight: Option<Fight>) {
        if let Stage::Wars(w) = &mut self.st.stage {
            w.fight = fight;
        }
    }

    pub(super) fn attack(&mut self, attacker: u8, from: CountryId, target: CountryId) -> R {
        let team = usize::from(attacker);
        legal::check_attack(self.lesson, self.map, self.st, attacker, from, target)?;
        let defender = self.st.countries[usize::from(target)].owner;
        self.set_fight(Some(Fight { from, target, defender, occupy: false }));
        self.push(team, self.cause(None, None), ChangeKind::FightStarted { from, target, defender });
        Ok(())
    }

    pub(super) fn throw(&mut self, attacker: u8, fight: Fight) -> R {
        let (a_team, d_team) = (usize::from(attacker), usize::from(fight.defender));
        let a = self.die(a_team, a_team, super::ThrowFor::Fight)?;
        let d = self.die(d_team, d_team, super::ThrowFor::Fight)?;
        let cause = self.cause(None, None);
        self.push(a_team, cause, ChangeKind::Throw { attacker: a, defender: d });
        if a > d {
            if self.st.countries[usize::from(fight.target)].armies == 0 {
                self.st.set_owner(fight.target, attacker);
                self.push(a_team, cause, ChangeKind::Took { country: fight.target, from_team: fight.defender });
                self.push(d_team, cause, ChangeKind::LostTo { country: fight.target, to_team: attacker });
                self.push(a_team, cause, ChangeKind::FightWon);
                self.push(d_team, cause, ChangeKind::FightLost);
                self.prestige(d_team, -1, cause);
                let occupy = self.st.countries[usize::from(fight.from)].armies >= 2;
                self.set_fight(occupy.then_some(Fight { occupy: true, ..fight }));
            } else {
                self.armies(d_team, fight.target, -1, cause);
            }
        } else if d > a {
            self.armies(a_team, fight.from, -1, cause);
            if self.st.countries[usize::from(fight.from)].armies == 0 {
                self.push(a_team, cause, ChangeKind::FightLost);
                self.push(d_team, cause, ChangeKind::FightWon);
                self.prestige(a_team, -1, cause);
                self.set_fight(None);
            }
        }
        Ok(())
    }

    pub(super) fn end_attacks(&mut self) -> R {
        let Stage::Wars(w) = &mut self.st.stage else {
            return Ok(());
        };
        w.current += 1;
        if w.current >= w.attackers.len() {
            self.advance();
        }
        Ok(())
    }
}

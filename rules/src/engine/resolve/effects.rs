//! Options' effects, applied in the order the option lists them.

use super::{Prop, R, Resolution, ThrowFor};
use crate::engine::{Cause, ChangeKind, CountryId, INDEPENDENT, Lapse, TeamCountries};
use crate::lesson::{At, Effect};

impl<const REC: bool> Resolution<'_, REC> {
    // ---- effects ----

    pub(super) fn run_effects(&mut self, team: usize, effects: &[Effect], cause: Cause) -> R {
        self.run_list(team, effects, cause, &mut None)
    }

    /// The effects in order, `focus` the country the last gain or building went to. A die
    /// table's branch runs through here again (tables do not nest); each effect is handled in
    /// this loop's own body, not through a call per effect.
    pub(super) fn run_list(
        &mut self,
        team: usize,
        effects: &[Effect],
        cause: Cause,
        focus: &mut Option<CountryId>,
    ) -> R {
        for e in effects {
            self.run_effect(team, e, cause, focus)?;
        }
        Ok(())
    }

    /// Where an effect on several countries goes: every country of the team, or those with a
    /// rebellion.
    fn all_targets(&self, team: usize, at: At) -> TeamCountries {
        let ids = self.st.countries_of(team);
        if at != At::Rebellions {
            return ids;
        }
        let mut out = TeamCountries::default();
        for &c in ids.iter().filter(|&&c| self.st.countries[usize::from(c)].rebellion) {
            out = out.with(c);
        }
        out
    }

    /// Where an effect on one country goes: the first one, the country just gained or built
    /// on (for a gain), or the app's proposal (or the teacher's override).
    fn one_target(
        &mut self,
        team: usize,
        at: At,
        gain: bool,
        army: bool,
        focus: Option<CountryId>,
    ) -> Option<CountryId> {
        match at {
            At::First => self.st.countries_of(team).first().copied(),
            At::Default if gain && focus.is_some() => focus,
            // `At::Default`; the several-country places go through `all_targets`.
            _ => {
                let prop = match (gain, army) {
                    (true, true) => Prop::ArmyGain,
                    (false, true) => Prop::ArmyLoss,
                    (true, false) => Prop::ResourceGain,
                    (false, false) => Prop::ResourceLoss,
                };
                self.pick(team, prop)
            }
        }
    }

    fn run_effect(&mut self, team: usize, e: &Effect, cause: Cause, focus: &mut Option<CountryId>) -> R {
        match e {
            Effect::Gold(n) => self.gold(team, i64::from(*n), cause),
            Effect::Prestige(n) => self.prestige(team, i64::from(*n), cause),
            Effect::Armies(n, at @ (At::Each | At::Rebellions)) => {
                let ids = self.all_targets(team, *at);
                if ids.is_empty() {
                    self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCountry });
                }
                for &c in ids.iter() {
                    self.armies(team, c, *n, cause);
                }
            }
            Effect::Armies(n, at) => match self.one_target(team, *at, *n > 0, true, *focus) {
                Some(c) => self.armies(team, c, *n, cause),
                None => self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCountry }),
            },
            Effect::Resources(n, at @ (At::Each | At::Rebellions)) => {
                let ids = self.all_targets(team, *at);
                if ids.is_empty() && *at != At::Rebellions {
                    self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCountry });
                }
                for &c in ids.iter() {
                    self.resources(team, c, *n, cause)?;
                }
            }
            Effect::Resources(n, at) => match self.one_target(team, *at, *n > 0, false, *focus) {
                Some(c) => self.resources(team, c, *n, cause)?,
                None => self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCountry }),
            },
            Effect::Conquer => *focus = self.conquer_effect(team, cause),
            Effect::Build(b) => {
                if let Some(c) = self.build(team, *b, cause) {
                    *focus = Some(c);
                }
            }
            Effect::SlaveShip => {
                self.st.teams[team].slave_ship = true;
                self.push(team, cause, ChangeKind::SlaveShip);
            }
            Effect::Attack => {}
            Effect::GoldPerResource(n) => {
                let g = i64::from(self.st.resources_of(team)) * i64::from(*n);
                self.gold(team, g, cause);
            }
            Effect::PrestigePerCountry(n) => {
                let p = self.st.countries_of(team).len() as i64 * i64::from(*n);
                self.prestige(team, p, cause);
            }
            Effect::Quell => self.quell(team, cause)?,
            Effect::Settle => self.settle(team, cause),
            Effect::Roll(table) => {
                let die = self.die(team, team, ThrowFor::Card)?;
                let cause = Cause { die: Some(die), ..cause };
                self.push(team, cause, ChangeKind::Rolled { die });
                self.run_list(team, table.effects(die), cause, focus)?;
            }
        }
        Ok(())
    }

    /// +1L: the country taken, where the rest of the option goes; if the conquest lapses, the
    /// rest still applies, in the team's newest country.
    fn conquer_effect(&mut self, team: usize, cause: Cause) -> Option<CountryId> {
        match self.conquer(team) {
            Ok(c) => {
                self.push(team, cause, ChangeKind::Conquered { country: c });
                Some(c)
            }
            Err(why) => {
                self.push(team, cause, ChangeKind::Lapsed { why });
                self.st.countries_of(team).last().copied()
            }
        }
    }

    /// A building where the app proposes (or the teacher placed it): the country it went to,
    /// or none if the team has no country without one.
    fn build(&mut self, team: usize, b: crate::vocabulary::Building, cause: Cause) -> Option<CountryId> {
        let Some(c) = self.pick(team, Prop::Building(b)) else {
            let why = if self.st.countries_of(team).is_empty() { Lapse::NoCountry } else { Lapse::NoPlace };
            self.push(team, cause, ChangeKind::Lapsed { why });
            return None;
        };
        self.st.countries[usize::from(c)].buildings.set(b, true);
        self.push(team, cause, ChangeKind::Built { country: c, building: b });
        Some(c)
    }

    /// Every rebellion in the team's countries ends.
    fn settle(&mut self, team: usize, cause: Cause) {
        for c in self.st.countries_of(team).iter().copied() {
            if self.st.countries[usize::from(c)].rebellion {
                self.st.countries[usize::from(c)].rebellion = false;
                self.push(team, cause, ChangeKind::RebellionEnded { country: c });
            }
        }
    }

    /// `n` resources drawn into a country (or given back to the bag, for a negative `n`).
    fn resources(&mut self, team: usize, c: CountryId, n: i32, cause: Cause) -> R {
        for _ in 0..n.unsigned_abs() {
            if n > 0 {
                self.gain_resource(team, c, cause)?;
            } else {
                self.lose_resource(team, c, cause);
            }
        }
        Ok(())
    }

    /// Fighting the rebels: where armies remain the rebellion is put down, elsewhere the team
    /// rolls against the rebels (rolled by the team on its left) until one is higher.
    pub(super) fn quell(&mut self, team: usize, cause: Cause) -> R {
        for c in self.st.countries_of(team).iter().copied() {
            let country = &self.st.countries[usize::from(c)];
            if !country.rebellion {
                continue;
            }
            if country.armies > 0 {
                self.st.countries[usize::from(c)].rebellion = false;
                self.push(team, cause, ChangeKind::PutDown { country: c });
                continue;
            }
            let left = (team + 1) % self.st.teams.len();
            loop {
                let own = self.die(team, team, ThrowFor::Rising { country: c, rebels: false })?;
                let rebels = self.die(team, left, ThrowFor::Rising { country: c, rebels: true })?;
                self.push(team, cause, ChangeKind::RebellionRoll { team: own, rebels });
                if own > rebels {
                    self.st.countries[usize::from(c)].rebellion = false;
                    self.push(team, cause, ChangeKind::PutDown { country: c });
                    self.prestige(team, -1, cause);
                    break;
                }
                if rebels > own {
                    self.st.countries[usize::from(c)].rebellion = false;
                    self.st.set_owner(c, INDEPENDENT);
                    self.push(team, cause, ChangeKind::Independent { country: c });
                    break;
                }
            }
        }
        Ok(())
    }
}

//! A teacher's correction of one number, with the bag kept whole.

use super::{R, Resolution};
use crate::engine::{Cause, ChangeKind, Quantity, RuleError, limits};

impl<const REC: bool> Resolution<'_, REC> {
    // ---- corrections ----

    pub(super) fn correct(&mut self, team: usize, what: Quantity, value: i64) -> R {
        if team >= self.st.teams.len() {
            return Err(RuleError::NoSuchTeam { team });
        }
        let flag = |v: i64| {
            if (0..=1).contains(&v) { Ok(v == 1) } else { Err(RuleError::BadValue { value: v }) }
        };
        // A number no class reaches is a typing slip: refused, so no later sum can run over.
        if !(0..=limits::NUMBER).contains(&value) {
            return Err(RuleError::BadValue { value });
        }
        let v32 = value as u32;
        let from: i64 = match what {
            Quantity::Gold => std::mem::replace(&mut self.st.teams[team].gold, v32).into(),
            Quantity::Prestige => std::mem::replace(&mut self.st.teams[team].prestige, v32).into(),
            Quantity::SlaveShip => std::mem::replace(&mut self.st.teams[team].slave_ship, flag(value)?).into(),
            Quantity::Armies { country } => {
                self.owned(team, country)?;
                std::mem::replace(&mut self.st.countries[usize::from(country)].armies, v32).into()
            }
            Quantity::Resources { country, product } => {
                self.owned(team, country)?;
                let i = product.index();
                let now = i64::from(self.st.countries[usize::from(country)].resources[i]);
                let more = value - now;
                let have = self.st.bag[i];
                if more > i64::from(have) {
                    return Err(RuleError::BagShort { product, have });
                }
                self.st.bag[i] = (i64::from(have) - more) as u16;
                self.st.countries[usize::from(country)].resources[i] = value as u16;
                now
            }
            Quantity::Building { country, building } => {
                self.owned(team, country)?;
                let on = flag(value)?;
                let b = &mut self.st.countries[usize::from(country)].buildings;
                let was = b.has(building);
                b.set(building, on);
                was.into()
            }
            Quantity::Rebellion { country } => {
                self.owned(team, country)?;
                std::mem::replace(&mut self.st.countries[usize::from(country)].rebellion, flag(value)?).into()
            }
        };
        self.push(
            team,
            Cause { step: self.st.step as u16, card: None, die: None },
            ChangeKind::Corrected { what, from, to: value },
        );
        Ok(())
    }
}

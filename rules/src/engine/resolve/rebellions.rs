//! Phase 4's rebellions: where they go (own pick, cities, the lowest prestige).

use super::{Ctx, Order, Placements, R, RebellionPlan};
use crate::engine::{Building, ChangeKind, CountryId, Lapse, RuleError};

impl<const REC: bool> Ctx<'_, REC> {
    // ---- rebellions ----

    /// Where the rebellions go: (a) each team's own pick without a city, (b) every city,
    /// (c) one more for each team at or below the second-lowest prestige.
    /// The rebellions' places with the app's proposals, for teams in `order`.
    pub fn plan_rebellions(&mut self, order: Order) -> R<(Placements, Placements)> {
        self.plan(order, &[], &[]).map(|p| (p.own, p.extra))
    }

    pub(super) fn plan(&self, o: Order, own: &[Option<CountryId>], extra: &[Option<CountryId>]) -> R<RebellionPlan> {
        let n = self.st.teams.len();
        let cs = &self.st.countries;
        let mut rebel: Vec<bool> = cs.iter().map(|c| c.rebellion).collect();
        let most_armies = |ids: &[CountryId], ok: &dyn Fn(CountryId) -> bool| {
            ids.iter().rev().copied().filter(|&c| ok(c)).max_by_key(|&c| cs[usize::from(c)].armies)
        };
        let mut plan = RebellionPlan { own: vec![None; n], extra: vec![None; n], ..Default::default() };
        for t in o.iter() {
            let ids = self.st.countries_of(t);
            let no_city = |c: CountryId| !cs[usize::from(c)].buildings.has(Building::City);
            let pick = match own.get(t).copied().flatten() {
                Some(c) => {
                    self.owned(t, c)?;
                    if !no_city(c) {
                        return Err(RuleError::HasCity { country: c });
                    }
                    Some(c)
                }
                None => most_armies(&ids, &no_city),
            };
            if let Some(c) = pick {
                rebel[usize::from(c)] = true;
            }
            plan.own[t] = pick;
        }
        for (i, c) in cs.iter().enumerate() {
            if !c.is_independent() && c.buildings.has(Building::City) {
                rebel[i] = true;
                plan.cities.push(i as CountryId);
            }
        }
        let mut prestige: Vec<u32> = self.st.teams.iter().map(|t| t.prestige).collect();
        prestige.sort_unstable();
        let bar = prestige.get(1).copied().unwrap_or(0);
        for t in o.iter() {
            let ids = self.st.countries_of(t);
            if self.st.teams[t].prestige > bar || ids.is_empty() {
                continue;
            }
            let pick = match extra.get(t).copied().flatten() {
                Some(c) => {
                    self.owned(t, c)?;
                    if rebel[usize::from(c)] {
                        return Err(RuleError::HasRebellion { country: c });
                    }
                    Some(c)
                }
                None => most_armies(&ids, &|c| !rebel[usize::from(c)]),
            };
            match pick {
                Some(c) => rebel[usize::from(c)] = true,
                None => plan.lapsed.push(t),
            }
            plan.extra[t] = pick;
        }
        Ok(plan)
    }

    pub(super) fn rebellions(&mut self, o: Order, own: &[Option<CountryId>], extra: &[Option<CountryId>]) -> R {
        let plan = self.plan(o, own, extra)?;
        let cause = self.cause(None, None);
        let place = |ctx: &mut Self, c: CountryId| {
            let country = &mut ctx.st.countries[usize::from(c)];
            if !country.rebellion {
                country.rebellion = true;
                let team = usize::from(country.owner);
                ctx.push(team, cause, ChangeKind::Rebellion { country: c });
            }
        };
        for t in o.iter() {
            if let Some(c) = plan.own[t] {
                place(self, c);
            }
        }
        for &c in &plan.cities {
            place(self, c);
        }
        for t in o.iter() {
            if let Some(c) = plan.extra[t] {
                place(self, c);
            }
        }
        for &t in &plan.lapsed {
            self.push(t, cause, ChangeKind::Lapsed { why: Lapse::AllRebelling });
        }
        self.advance();
        Ok(())
    }
}

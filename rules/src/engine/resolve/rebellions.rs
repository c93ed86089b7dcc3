//! Phase 4's rebellions: where they go (own pick, cities, the lowest prestige).

use super::{Order, Placements, R, RebellionPlan, Resolution, legal};
use crate::engine::{Building, ChangeKind, Country, CountryId, Lapse, RuleError};

impl<const REC: bool> Resolution<'_, REC> {
    // ---- rebellions ----

    /// Where the rebellions go: (a) each team's own pick without a city, (b) every city,
    /// (c) one more for each team at or below the second-lowest prestige.
    /// The rebellions' places with the app's proposals, for teams in `order`.
    pub fn plan_rebellions(&mut self, order: Order) -> R<(Placements, Placements)> {
        let n = self.st.teams.len();
        let seats = |p: [Option<CountryId>; 12]| (0..n).map(|t| p.get(t).copied().flatten()).collect();
        self.plan(order, &[], &[]).map(|p| (seats(p.own), seats(p.extra)))
    }

    /// A city's country (not independent) always rebels.
    fn is_city(&self, c: CountryId) -> bool {
        let country = &self.st.countries[usize::from(c)];
        !country.is_independent() && country.buildings.has(Building::City)
    }

    pub(super) fn plan(&self, o: Order, own: &[Option<CountryId>], extra: &[Option<CountryId>]) -> R<RebellionPlan> {
        let cs = &self.st.countries;
        let mut plan = RebellionPlan::default();
        for t in o.iter() {
            let ids = self.st.countries_of(t);
            let allowed = |c: CountryId| legal::own_rebellion_allowed(self.st, c);
            let pick = match own.get(t).copied().flatten() {
                Some(c) => {
                    self.owned(t, c)?;
                    if !allowed(c) {
                        return Err(RuleError::HasCity { country: c });
                    }
                    Some(c)
                }
                None => most_armies(cs, &ids, allowed),
            };
            plan.own[t] = pick;
        }
        let bar = second_lowest(self.st.teams.iter().map(|t| t.prestige));
        for t in o.iter() {
            let ids = self.st.countries_of(t);
            if self.st.teams[t].prestige > bar || ids.is_empty() {
                continue;
            }
            // Not where a rebellion is or will be: its rebellion, a city, its own pick (no other
            // team's rebellion lands in a team's country).
            let allowed = |c: CountryId| legal::extra_rebellion_allowed(self.st, c, plan.own[t]);
            let pick = match extra.get(t).copied().flatten() {
                Some(c) => {
                    self.owned(t, c)?;
                    if !allowed(c) {
                        return Err(RuleError::HasRebellion { country: c });
                    }
                    Some(c)
                }
                None => most_armies(cs, &ids, allowed),
            };
            if pick.is_none() {
                plan.lapsed[plan.lapsed_len] = t as u8;
                plan.lapsed_len += 1;
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
        // Every country by its id (16 bits; a game adds a few dozen countries, one per +1L).
        let ids = (0..self.st.countries.len()).map_while(|i| CountryId::try_from(i).ok());
        for c in ids {
            if self.is_city(c) {
                place(self, c);
            }
        }
        for t in o.iter() {
            if let Some(c) = plan.extra[t] {
                place(self, c);
            }
        }
        for &t in &plan.lapsed[..plan.lapsed_len] {
            self.push(usize::from(t), cause, ChangeKind::Lapsed { why: Lapse::AllRebelling });
        }
        self.advance();
        Ok(())
    }
}

/// The country with the most armies among those `ok` allows (ties: the earliest gained).
fn most_armies(cs: &[Country], ids: &[CountryId], ok: impl Fn(CountryId) -> bool) -> Option<CountryId> {
    ids.iter().rev().copied().filter(|&c| ok(c)).max_by_key(|&c| cs[usize::from(c)].armies)
}

/// The second-lowest of the teams' prestige, counting ties (the lowest when two or more share
/// it); 0 for fewer than two teams. In one pass, without sorting a copy.
fn second_lowest(prestige: impl Iterator<Item = u32>) -> u32 {
    let (mut lowest, mut second, mut n) = (u32::MAX, u32::MAX, 0);
    for p in prestige {
        n += 1;
        if p < lowest {
            second = lowest;
            lowest = p;
        } else if p < second {
            second = p;
        }
    }
    if n >= 2 { second } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::second_lowest;

    #[test]
    fn the_bar_is_the_second_value_of_the_sorted_prestige() {
        let mut seed = 12345u64;
        for len in 0..14 {
            for _ in 0..300 {
                let values: Vec<u32> = (0..len)
                    .map(|_| {
                        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                        ((seed >> 33) % 9) as u32
                    })
                    .collect();
                let mut sorted = values.clone();
                sorted.sort_unstable();
                let expected = sorted.get(1).copied().unwrap_or(0);
                assert_eq!(second_lowest(values.iter().copied()), expected, "{values:?}");
            }
        }
        assert_eq!(second_lowest([u32::MAX, u32::MAX].into_iter()), u32::MAX);
    }
}

//! The standings: each team's numbers and its two ranks (by gold, by prestige).

use serde::Serialize;

use super::{Building, PRODUCTS, State};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub team: usize,
    pub gold: u32,
    pub prestige: u32,
    pub armies: u32,
    pub countries: usize,
    pub resources: u32,
    pub products: [u32; PRODUCTS],
    /// Ports, churches, cities, railways, trading posts (in `Building::ALL` order).
    pub buildings: [u32; 5],
    pub rebellions: u32,
    pub monopolies: u32,
    pub slave_ship: bool,
    /// 1 = richest. Equal gold is ranked by prestige, then shared.
    pub rank_gold: usize,
    /// 1 = most respected; equal prestige shares a rank.
    pub rank_prestige: usize,
    /// Another team has the same rank by gold (equal gold and equal prestige).
    pub tied_gold: bool,
    /// Another team has the same prestige.
    pub tied_prestige: bool,
}

pub fn standings(st: &State) -> Vec<Standing> {
    let mut rows: Vec<Standing> = (0..st.teams.len())
        .map(|t| {
            let team = &st.teams[t];
            let ids = st.countries_of(t);
            let mut products = [0u32; PRODUCTS];
            let mut buildings = [0u32; 5];
            let mut rebellions = 0;
            let mut armies = 0;
            for &c in ids.iter() {
                let c = &st.countries[usize::from(c)];
                armies = c.armies.saturating_add(armies);
                for (p, n) in products.iter_mut().zip(c.resources) {
                    *p += u32::from(n);
                }
                for (b, kind) in buildings.iter_mut().zip(Building::ALL) {
                    *b += u32::from(c.buildings.has(kind));
                }
                rebellions += u32::from(c.rebellion);
            }
            Standing {
                team: t,
                gold: team.gold,
                prestige: team.prestige,
                armies,
                countries: ids.len(),
                resources: products.iter().sum(),
                products,
                buildings,
                rebellions,
                monopolies: team.monopolies.count_ones(),
                slave_ship: team.slave_ship,
                rank_gold: 0,
                rank_prestige: 0,
                tied_gold: false,
                tied_prestige: false,
            }
        })
        .collect();
    let keys: Vec<(u32, u32)> = rows.iter().map(|r| (r.gold, r.prestige)).collect();
    for r in &mut rows {
        r.rank_gold = 1 + keys.iter().filter(|&&k| k > (r.gold, r.prestige)).count();
        r.rank_prestige = 1 + keys.iter().filter(|&&(_, p)| p > r.prestige).count();
        r.tied_gold = keys.iter().filter(|&&k| k == (r.gold, r.prestige)).count() > 1;
        r.tied_prestige = keys.iter().filter(|&&(_, p)| p == r.prestige).count() > 1;
    }
    rows
}

//! What is allowed, as queries: the one place that knows which cards a team may lay, what it
//! may spend, where it may attack. The handlers in `resolve` run the same checks, so a query
//! and an entry can never disagree; the console, the simulator and any other input path ask
//! these instead of holding a copy of a rule.

use serde::{Deserialize, Serialize};

use super::game::{Expect, Spend, Stage, TeamSet};
use super::{Building, Card, CountryId, Game, Input, RuleError, Site, State};
use crate::lesson::{Lesson, Step, StepKind};

/// Why a team lays no card at a decision step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SitOut {
    /// It can pay for none of the step's options: it sits the step out (rules page, bounds).
    NoGold,
    /// The rebellion choice: the team has no rebellion to deal with.
    NoRebellion,
}

/// A set of cards (1 to 32), without allocating: bit `c - 1` stands for card `c`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardSet(pub u32);

impl CardSet {
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn contains(self, card: Card) -> bool {
        card.option_index().is_some_and(|i| i < 32 && self.0 & (1 << i) != 0)
    }
    /// The set with `card` in it too (a card above 32 is not kept).
    pub fn with(self, card: Card) -> CardSet {
        match card.option_index().filter(|&i| i < 32) {
            Some(i) => CardSet(self.0 | 1 << i),
            None => self,
        }
    }
    /// The cards, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let card = (rest != 0).then(|| Card(rest.trailing_zeros() as u8 + 1));
            rest &= rest.wrapping_sub(1);
            card
        })
    }
    /// The `n`th card, lowest first (from 0).
    pub fn nth(self, n: usize) -> Option<Card> {
        self.iter().nth(n)
    }
    pub fn first(self) -> Option<Card> {
        (!self.is_empty()).then(|| Card(self.0.trailing_zeros() as u8 + 1))
    }
    pub fn last(self) -> Option<Card> {
        (!self.is_empty()).then(|| Card(32 - self.0.leading_zeros() as u8))
    }
}

/// What a team may spend at an investment, from the lesson's costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpendLimit {
    pub gold: u32,
    pub army_cost: u32,
    pub farm_cost: u32,
    /// A team without a country has nowhere to put armies or farms.
    pub has_country: bool,
}

impl SpendLimit {
    /// What a spending costs in gold.
    pub fn cost(&self, s: Spend) -> u64 {
        u64::from(s.armies) * u64::from(self.army_cost) + u64::from(s.farms) * u64::from(self.farm_cost)
    }

    /// The gold left after a spending (0 when it costs more than the team holds).
    pub fn left(&self, s: Spend) -> u32 {
        u64::from(self.gold).saturating_sub(self.cost(s)) as u32
    }

    /// The most armies the team can buy next to `farms` farms.
    pub fn max_armies(&self, farms: u32) -> u32 {
        if !self.has_country {
            return 0;
        }
        let left = u64::from(self.gold).saturating_sub(u64::from(farms) * u64::from(self.farm_cost));
        per(left, self.army_cost)
    }

    /// The most farms the team can pay next to `armies` armies.
    pub fn max_farms(&self, armies: u32) -> u32 {
        if !self.has_country {
            return 0;
        }
        let left = u64::from(self.gold).saturating_sub(u64::from(armies) * u64::from(self.army_cost));
        per(left, self.farm_cost)
    }
}

/// How many of something costing `cost` (0 counts as 1) `gold` pays for.
fn per(gold: u64, cost: u32) -> u32 {
    (gold / u64::from(cost.max(1))).min(u64::from(u32::MAX)) as u32
}

// ---- the checks, shared by the queries and the handlers ----

/// The cheapest option of a step (none when it has no options: then nobody can pay).
fn cheapest(step: &Step) -> Option<u32> {
    step.options.iter().map(|o| o.cost).min()
}

/// The teams that lay a card at a decision step: those that can pay for an option (and, at
/// the rebellion choice, have a rebellion).
pub(super) fn choosing(st: &State, step: &Step) -> TeamSet {
    // The cheapest option is found once for all teams, not once a team.
    let cheapest = cheapest(step);
    let mut set = 0u16;
    for t in 0..st.teams.len().min(16) {
        set |= u16::from(sits_out(st, step, t, cheapest).is_none()) << t;
    }
    TeamSet(set)
}

pub(super) fn sit_out(st: &State, step: &Step, team: usize) -> Option<SitOut> {
    sits_out(st, step, team, cheapest(step))
}

/// `sit_out`, given the step's cheapest option.
fn sits_out(st: &State, step: &Step, team: usize, cheapest: Option<u32>) -> Option<SitOut> {
    if step.kind == StepKind::RebellionChoice && !has_rebellion(st, team) {
        return Some(SitOut::NoRebellion);
    }
    let gold = st.teams.get(team).map_or(0, |t| t.gold);
    cheapest.is_none_or(|c| gold < c).then_some(SitOut::NoGold)
}

/// Whether a team's own rebellion may go to its country `c`: not a city's.
pub(super) fn own_rebellion_allowed(st: &State, c: CountryId) -> bool {
    !st.countries[usize::from(c)].buildings.has(Building::City)
}

/// Whether a team's extra rebellion may go to its country `c`, the own one going to `own`: a
/// country with no rebellion yet and none coming (a city always rebels).
pub(super) fn extra_rebellion_allowed(st: &State, c: CountryId, own: Option<CountryId>) -> bool {
    let country = &st.countries[usize::from(c)];
    !country.rebellion && !country.buildings.has(Building::City) && Some(c) != own
}

pub(super) fn has_rebellion(st: &State, team: usize) -> bool {
    st.countries_of(team).iter().any(|&c| st.countries[usize::from(c)].rebellion)
}

/// A team's card at a decision step, checked as the entry will check it.
pub(super) fn check_card(step: &Step, st: &State, choosing: TeamSet, team: usize, card: Card) -> Result<(), RuleError> {
    if team >= st.teams.len() {
        return Err(RuleError::NoSuchTeam { team });
    }
    if !choosing.contains(team) {
        let why = sit_out(st, step, team).unwrap_or(SitOut::NoGold);
        return Err(RuleError::NoCardExpected { team, why });
    }
    let Some(opt) = step.option(card) else {
        return Err(RuleError::BadCard { team, card, options: step.options.len() });
    };
    let gold = st.teams[team].gold;
    if gold < opt.cost {
        return Err(RuleError::CannotPay { team, cost: opt.cost, gold });
    }
    Ok(())
}

pub(super) fn spend_limit(lesson: &Lesson, st: &State, team: usize) -> SpendLimit {
    SpendLimit {
        gold: st.teams.get(team).map_or(0, |t| t.gold),
        army_cost: lesson.investment.army_cost,
        farm_cost: lesson.investment.farm_cost,
        has_country: !st.countries_of(team).is_empty(),
    }
}

pub(super) fn check_spend(lesson: &Lesson, st: &State, team: usize, s: Spend) -> Result<(), RuleError> {
    if team >= st.teams.len() {
        return Err(RuleError::NoSuchTeam { team });
    }
    let limit = spend_limit(lesson, st, team);
    let cost = limit.cost(s);
    if cost > u64::from(limit.gold) {
        return Err(RuleError::Overspend { team, cost: cost.min(u64::from(u32::MAX)) as u32, gold: limit.gold });
    }
    if (s.armies > 0 || s.farms > 0) && !limit.has_country {
        return Err(RuleError::NoCountryToSpendOn { team });
    }
    Ok(())
}

pub(super) fn check_attack(
    lesson: &Lesson,
    map: Option<&crate::map::Map>,
    st: &State,
    attacker: u8,
    from: CountryId,
    target: CountryId,
) -> Result<(), RuleError> {
    let team = usize::from(attacker);
    match st.countries.get(usize::from(from)) {
        None => return Err(RuleError::NoSuchCountry { country: usize::from(from) }),
        Some(c) if c.owner != attacker => return Err(RuleError::NotTeamsCountry { team, country: from }),
        Some(_) => {}
    }
    let Some(t) = st.countries.get(usize::from(target)) else {
        return Err(RuleError::NoSuchCountry { country: usize::from(target) });
    };
    if t.owner == attacker {
        return Err(RuleError::AttackOwnCountry);
    }
    if t.is_independent() {
        return Err(RuleError::AttackIndependent);
    }
    if !borders(map, st, from, target) {
        return Err(RuleError::NoBorder { from, target });
    }
    if !can_attack_from(st, from) {
        return Err(RuleError::NoArmiesToAttack { country: from });
    }
    if !has_free_token(lesson, st, team) {
        return Err(RuleError::AttackNoToken { team });
    }
    Ok(())
}

/// Whether a team has a country token left (a country more to gain): its countries are
/// fewer than the lesson allows a team.
pub(super) fn has_free_token(lesson: &Lesson, st: &State, team: usize) -> bool {
    st.countries_of(team).len() < lesson.limits.countries_per_team
}

/// Whether countries `a` and `b` border each other: on the app's map as it shows; on the
/// teacher's own board the app takes the teacher's word for it.
fn borders(map: Option<&crate::map::Map>, st: &State, a: CountryId, b: CountryId) -> bool {
    match (map, st.site(a), st.site(b)) {
        (Some(map), Some(x), Some(y)) => map.borders(x, y),
        (Some(_), _, _) => false,
        (None, _, _) => true,
    }
}

/// Whether the game at `st` is at the landing.
pub(crate) fn at_landing(lesson: &Lesson, st: &State) -> bool {
    lesson.steps.get(st.step).is_some_and(|s| s.kind == StepKind::Landing)
}

/// The app's proposal for team `team`'s landing: its place in the spread over the coast
/// (`Map::landing`) where that is still free, else the lowest-numbered free coastal country.
pub(crate) fn landing_site(spread: &[Site], team: usize, free: &[Site]) -> Option<Site> {
    spread.get(team).copied().filter(|s| free.contains(s)).or(free.first().copied())
}

/// Where `team` may take a country with +1L now on `map` (map indices, lowest first): at the
/// landing a free coastal country; later a free neighbour of its countries, else a free coastal
/// country by sea (`Map::reach`). Empty when none is free. The app proposes the first.
pub(crate) fn conquest_sites(lesson: &Lesson, map: &crate::map::Map, st: &State, team: usize) -> Vec<Site> {
    let taken: Vec<bool> = map.sites().map(|s| st.sites.contains(&s)).collect();
    if at_landing(lesson, st) {
        return map.sites().filter(|s| !taken[s.index()] && map.countries[s.index()].coastal).collect();
    }
    let own: Vec<Site> = st.countries_of(team).iter().filter_map(|&c| st.site(c)).collect();
    map.reach(&own, &taken).countries().to_vec()
}

/// Where a team's new country of a decision goes (`Game::conquest_plan`), and which it may take
/// at its turn (map indices).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Planned {
    pub site: Option<Site>,
    pub choices: Vec<Site>,
}

impl Game {
    /// Where `team` may take a country with +1L now, on the app's map (map indices, lowest
    /// first; the landing's are the free coastal countries): what the teacher may choose
    /// instead of the app's proposal. Empty on the own board (the teacher's board decides),
    /// when no country is free, and when the team holds as many countries as a team may.
    pub fn conquest_choices(&self, team: usize) -> Vec<Site> {
        match self.map() {
            Some(map) if team < self.state().teams.len() && has_free_token(self.lesson(), self.state(), team) => {
                conquest_sites(self.lesson(), map, self.state(), team)
            }
            _ => Vec::new(),
        }
    }

    /// Whether card `card` of the step takes a country before anything else (its effects start
    /// with +1L): then, on the app's map, the team's first place of the entry (`Place::nth` 0)
    /// says where its new country goes. A +1L that a die may give is not one of these.
    pub fn card_conquers(&self, card: Card) -> bool {
        self.step().is_some_and(|s| s.card_conquers(card))
    }

    /// Where the new countries of a decision go on the app's map, by seat, when `cards` are
    /// resolved with the teacher's `chosen` map countries (by seat; `None`: the app's
    /// proposal): in the step's order, each team whose card takes a country first
    /// (`card_conquers`) gets its chosen country where it may still take it then, else the
    /// proposal (the first it may take that no other team was sent to). Each team's plan says
    /// too which countries it may take at its turn, after the teams before it (the teacher's
    /// choices for it). No site for a team that takes none or can reach none. Sent back as the
    /// entry's places, these are where the countries go. A +1L that a die gives in the same
    /// step is not foreseen (no step of the lesson file has both).
    pub fn conquest_plan(&self, cards: &[Option<Card>], chosen: &[Option<Site>]) -> Vec<Planned> {
        let teams = self.state().teams.len();
        let mut plan = vec![Planned::default(); teams];
        let (Some(map), Expect::Decide { choosing }) = (self.map(), self.expecting()) else { return plan };
        let conquers =
            |t: usize| choosing.contains(t) && cards.get(t).copied().flatten().is_some_and(|c| self.card_conquers(c));
        let chosen_by = |t: usize| chosen.get(t).copied().flatten().filter(|_| conquers(t));
        let mut st = self.state().clone();
        for t in self.order() {
            if !conquers(t) || !has_free_token(self.lesson(), &st, t) {
                continue;
            }
            let allowed = conquest_sites(self.lesson(), map, &st, t);
            // The teacher's choice where it may go; else the first that no other team was
            // sent to (a team resolved earlier never takes the country chosen for a later one).
            let reserved = |s: &Site| (0..teams).any(|u| u != t && chosen_by(u) == Some(*s));
            let proposal = allowed.iter().copied().find(|s| !reserved(s)).or(allowed.first().copied());
            let site = chosen_by(t).filter(|s| allowed.contains(s)).or(proposal);
            if let Some(site) = site {
                // Taken from here on (the country itself is not needed for the next team's
                // choices: only that the map country is no longer free).
                st.sites.push(site);
            }
            plan[t] = Planned { site, choices: allowed };
        }
        plan
    }

    /// Where each team lands, by seat, when the landing on the app's map runs as the app
    /// proposes it (map indices): the coast shared out by `Map::landing`, in seat order, each
    /// team in a different free coastal country (where the spread gives it none, the
    /// lowest-numbered one left). The teacher may give any team another free coastal country
    /// instead (`Input::Proceed`'s places). Empty at any other step and on the own board.
    pub fn landing_proposal(&self) -> Vec<Site> {
        let landing = at_landing(self.lesson(), self.state());
        let (Some(map), true, Expect::Proceed) = (self.map(), landing, self.expecting()) else { return Vec::new() };
        let teams = self.state().teams.len();
        let spread = map.landing(teams);
        let mut free = conquest_sites(self.lesson(), map, self.state(), 0);
        let mut landed = Vec::with_capacity(teams);
        for t in 0..teams {
            let Some(site) = landing_site(&spread, t, &free) else { break };
            free.retain(|&s| s != site);
            landed.push(site);
        }
        landed
    }
}

fn can_attack_from(st: &State, c: CountryId) -> bool {
    st.countries[usize::from(c)].armies > 0
}

// ---- the queries ----

/// A new list filled by one of the `_into` queries.
fn filled(fill: impl FnOnce(&mut Vec<CountryId>)) -> Vec<CountryId> {
    let mut out = Vec::new();
    fill(&mut out);
    out
}

impl Game {
    fn step(&self) -> Option<&Step> {
        self.lesson().steps.get(self.state().step)
    }

    /// How many cards the teams choose from at this step (0 where nobody chooses).
    pub fn options(&self) -> usize {
        match self.expecting() {
            Expect::Decide { .. } => self.step().map_or(0, |s| s.options.len()),
            _ => 0,
        }
    }

    /// Why a team lays no card at this decision step, if it lays none.
    pub fn sits_out(&self, team: usize) -> Option<SitOut> {
        match (self.expecting(), self.step()) {
            (Expect::Decide { .. }, Some(step)) => sit_out(self.state(), step, team),
            _ => None,
        }
    }

    /// Whether a team may lay this card now, and if not, why (the same refusal the entry gives).
    pub fn card_allowed(&self, team: usize, card: Card) -> Result<(), RuleError> {
        match (self.expecting(), self.step()) {
            (Expect::Decide { choosing }, Some(step)) => check_card(step, self.state(), choosing, team, card),
            (e, _) => Err(self.wrong(e)),
        }
    }

    /// The cards a team may lay now (empty when it sits out or nobody chooses).
    pub fn allowed_cards(&self, team: usize) -> Vec<Card> {
        match self.expecting() {
            Expect::Decide { choosing } => self.allowed_card_set(choosing, team).iter().collect(),
            _ => Vec::new(),
        }
    }

    /// The cards a team may lay at a decision whose choosing teams are known, as a set: each
    /// card that `check_card` (the entry's own check) lets through.
    pub fn allowed_card_set(&self, choosing: TeamSet, team: usize) -> CardSet {
        let Some(step) = self.step() else { return CardSet::default() };
        step.cards()
            .filter(|&c| check_card(step, self.state(), choosing, team, c).is_ok())
            .fold(CardSet::default(), CardSet::with)
    }

    /// `allowed_card_set` of every team, in seat order.
    pub fn allowed_card_sets(&self, choosing: TeamSet) -> impl Iterator<Item = CardSet> + '_ {
        (0..self.state().teams.len()).map(move |t| self.allowed_card_set(choosing, t))
    }

    /// What a team may spend at an investment.
    pub fn spend_limit(&self, team: usize) -> SpendLimit {
        spend_limit(self.lesson(), self.state(), team)
    }

    /// Whether a team may spend this now, and if not, why.
    pub fn spend_allowed(&self, team: usize, spend: Spend) -> Result<(), RuleError> {
        match self.expecting() {
            Expect::Invest => check_spend(self.lesson(), self.state(), team, spend),
            e => Err(self.wrong(e)),
        }
    }

    /// The current attacker's countries it may attack from (none when it has no free token).
    pub fn attack_sources(&self) -> Vec<CountryId> {
        filled(|out| self.attack_sources_into(out))
    }

    /// `attack_sources` into a list the caller keeps (cleared first): the simulator asks this
    /// at every attack and allocates nothing.
    pub fn attack_sources_into(&self, out: &mut Vec<CountryId>) {
        out.clear();
        let Expect::Attack { attacker } = self.expecting() else { return };
        let st = self.state();
        let team = usize::from(attacker);
        if !has_free_token(self.lesson(), st, team) {
            return;
        }
        // On the map, only a country with an enemy beside it.
        let map = self.map();
        let enemy_beside = |c: CountryId| {
            map.is_none()
                || (0..st.teams.len())
                    .filter(|&t| t != team)
                    .any(|t| st.countries_of(t).iter().any(|&o| borders(map, st, c, o)))
        };
        out.extend(st.countries_of(team).iter().copied().filter(|&c| can_attack_from(st, c) && enemy_beside(c)));
    }

    /// The countries the current attacker may attack: every other team's country in play that
    /// borders one of its countries with armies (on the teacher's own board every one: the
    /// teacher checks that they are neighbours), by team in seating order, each team's in the
    /// order it gained them.
    pub fn attack_targets(&self) -> Vec<CountryId> {
        filled(|out| self.attack_targets_into(out))
    }

    /// `attack_targets` into a list the caller keeps (cleared first).
    pub fn attack_targets_into(&self, out: &mut Vec<CountryId>) {
        out.clear();
        let Expect::Attack { attacker } = self.expecting() else { return };
        let st = self.state();
        let map = self.map();
        let own = st.countries_of(usize::from(attacker));
        let reachable =
            |c: CountryId| map.is_none() || own.iter().any(|&f| can_attack_from(st, f) && borders(map, st, f, c));
        for t in (0..st.teams.len()).filter(|&t| t != usize::from(attacker)) {
            out.extend(st.countries_of(t).iter().copied().filter(|&c| reachable(c)));
        }
    }

    /// The countries the current attacker may attack from `from` (into a list the caller keeps,
    /// cleared first): on the app's map those across its borders; on the teacher's own board
    /// the same as `attack_targets`.
    pub fn attack_targets_from_into(&self, from: CountryId, out: &mut Vec<CountryId>) {
        self.attack_targets_into(out);
        if let Some(map) = self.map() {
            let st = self.state();
            out.retain(|&t| borders(Some(map), st, from, t));
        }
    }

    /// Whether the current attacker may attack `target` from `from`, and if not, why.
    pub fn attack_allowed(&self, from: CountryId, target: CountryId) -> Result<(), RuleError> {
        match self.expecting() {
            Expect::Attack { attacker } => {
                check_attack(self.lesson(), self.map(), self.state(), attacker, from, target)
            }
            e => Err(self.wrong(e)),
        }
    }

    /// The countries where a team may put its own rebellion (those without a city).
    pub fn rebellion_own_choices(&self, team: usize) -> Vec<CountryId> {
        let st = self.state();
        st.countries_of(team).iter().copied().filter(|&c| own_rebellion_allowed(st, c)).collect()
    }

    /// Whether an input would be accepted now, without applying it (dice are rolled on a copy;
    /// typed dice are not needed for the answer).
    pub fn check(&self, input: &Input) -> Result<(), RuleError> {
        let mut copy = self.clone();
        let mut chance = super::Chance::rolled(super::Chance::stream(0, 0));
        copy.apply(input, &mut chance, &mut Vec::new())
    }

    /// Whether the game is in the colonial wars (attacks and fights under way).
    pub fn at_war(&self) -> bool {
        matches!(self.state().stage, Stage::Wars(_))
    }

    fn wrong(&self, e: Expect) -> RuleError {
        match e {
            Expect::Over => RuleError::GameOver,
            e => RuleError::WrongInput { expected: e.waiting() },
        }
    }
}

impl Lesson {
    /// How many teams the lesson allows.
    pub fn team_range(&self) -> std::ops::RangeInclusive<usize> {
        self.limits.min_teams..=self.limits.max_teams
    }
}

impl Game {
    /// The countries where a team's extra rebellion (lowest prestige) may go, given where its
    /// own goes (`None`: the app's proposal): one without a rebellion, a city or the own one.
    pub fn rebellion_extra_choices(&self, team: usize, own: Option<CountryId>) -> Vec<CountryId> {
        let st = self.state();
        let own = own.or_else(|| self.rebellion_proposals().0.get(team).copied().flatten());
        st.countries_of(team).iter().copied().filter(|&c| extra_rebellion_allowed(st, c, own)).collect()
    }
}

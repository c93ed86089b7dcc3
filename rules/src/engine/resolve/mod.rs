//! How each input changes the state: every rule of the simplified Colony game lives here.
//! Each handler checks its input completely before it changes anything.

mod correct;
mod effects;
mod rebellions;
mod wars;

use super::game::{Expect, Input, Place, Spend, Stage, TeamSet, To, Wars};
use super::legal::{self, SitOut};
use super::{Card, Cause, Chance, Change, ChangeKind, CountryId, Lapse, PRODUCTS, Product, RuleError, Site, State};
use crate::lesson::{Lesson, StepKind};

/// Teams in the order a step resolves them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Order {
    pub(super) seats: [u8; 12],
    pub(super) len: usize,
}

impl Order {
    /// `teams` seats (at most 12) in turn from seat `first`.
    pub(crate) fn starting(first: usize, teams: usize) -> Order {
        let len = teams.min(12);
        let mut seats = [0u8; 12];
        for (i, seat) in seats.iter_mut().enumerate().take(len) {
            *seat = ((first + i) % len) as u8;
        }
        Order { seats, len }
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.seats[..self.len].iter().map(|&t| usize::from(t))
    }
}

/// What a proposal is for (the rules page's default places).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prop {
    ArmyGain,
    ArmyLoss,
    ResourceGain,
    ResourceLoss,
    Building(super::Building),
}

/// A place the app proposes while an input resolves, which the teacher may change before
/// confirming the entry (`Game::proposals`): sent back as a `Place` with this `nth`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    pub team: u8,
    pub nth: u16,
    pub what: Prop,
    /// Where the app would put it by itself.
    pub proposed: CountryId,
    /// Where it goes with the input's own places.
    pub country: CountryId,
    /// Where the teacher may put it instead: the team's countries (for a building, those
    /// without one of its kind).
    pub allowed: Vec<CountryId>,
}

/// The rebellions to place: each team's own pick and its extra one, by seat (the cities are
/// read off the board). Without allocating: a step resolves twelve seats at most.
#[derive(Clone, Copy, Default)]
pub(super) struct RebellionPlan {
    pub own: [Option<CountryId>; 12],
    pub extra: [Option<CountryId>; 12],
    /// Teams due an extra rebellion that has nowhere to go, in the step's order.
    pub lapsed: [u8; 12],
    pub lapsed_len: usize,
}

/// `REC`: whether the changes are written to `out` (the simulator keeps none, and its
/// build of the handlers leaves the writing out altogether).
pub(crate) struct Resolution<'a, const REC: bool = true> {
    lesson: &'a Lesson,
    /// The app's map, where the game is played on it.
    map: Option<&'a crate::map::Map>,
    /// The map's landing proposal by seat, worked out once for the landing (not once a team).
    landing: Option<Vec<Site>>,
    st: &'a mut State,
    chance: &'a mut Chance,
    out: &'a mut Vec<Change>,
    places: &'a [Place],
    /// Proposals made for each team during this input (to match the teacher's overrides).
    made: [u16; 12],
    /// When asked for (`Game::proposals`): each proposal made so far.
    plan: Option<Vec<Proposal>>,
    /// The teams a die has been thrown for in this input (their later proposals depend on it).
    thrown: TeamSet,
    /// When asked for (`Game::throws`): each die asked for so far, with what it is for.
    throws: Option<Vec<Throw>>,
    /// A teacher's place the rules do not allow when the entry gets to it: the entry is
    /// refused with it, never quietly replaced by the app's proposal.
    refused: Option<RuleError>,
}

/// What a die is thrown for: what the teacher's screen says when the class rolls real dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThrowFor {
    /// The die of a card's table (what the card gives depends on it).
    Card,
    /// A farm bought at an investment.
    Farm,
    /// A tie for the most of a product (the monopoly).
    Monopoly(Product),
    /// A fight against a rising in the team's country: the team's own die, or the rebels'
    /// (thrown by the team on its left).
    Rising { country: CountryId, rebels: bool },
    /// A throw in a colonial war.
    Fight,
}

/// One die the class throws: by whom (seat), for which team, and for what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throw {
    pub thrower: usize,
    pub team: usize,
    pub what: ThrowFor,
}

type R<T = ()> = Result<T, RuleError>;

/// A number as the state keeps it: never below 0, never past the largest it can hold.
fn saturate(n: i64) -> u32 {
    n.clamp(0, i64::from(u32::MAX)) as u32
}

/// A change as the log keeps it (a change beyond ±2 billion is shown at that bound).
fn small(n: i64) -> i32 {
    n.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

/// A country (or none) for each team.
pub type Placements = Vec<Option<CountryId>>;

impl<'a, const REC: bool> Resolution<'a, REC> {
    pub fn new(
        lesson: &'a Lesson,
        map: Option<&'a crate::map::Map>,
        st: &'a mut State,
        chance: &'a mut Chance,
        out: &'a mut Vec<Change>,
        places: &'a [Place],
    ) -> Self {
        Resolution {
            lesson,
            map,
            landing: None,
            st,
            chance,
            out,
            places,
            made: [0; 12],
            plan: None,
            thrown: TeamSet(0),
            throws: None,
            refused: None,
        }
    }

    /// Writes down each die asked for from here on (`Game::throws`).
    pub fn asking(mut self) -> Self {
        self.throws = Some(Vec::new());
        self
    }

    /// The dice asked for (`asking`).
    pub fn take_throws(&mut self) -> Vec<Throw> {
        self.throws.take().unwrap_or_default()
    }

    /// Writes down each proposal made from here on, but those after a die thrown for its team.
    pub fn planning(mut self) -> Self {
        self.plan = Some(Vec::new());
        self
    }

    /// The proposals written down (`planning`).
    pub fn take_plan(&mut self) -> Vec<Proposal> {
        self.plan.take().unwrap_or_default()
    }

    /// A die thrown by `thrower` for what happens to `team`, for `what`.
    pub(super) fn die(&mut self, team: usize, thrower: usize, what: ThrowFor) -> R<u8> {
        self.thrown = self.thrown.with(team);
        if let Some(throws) = &mut self.throws {
            throws.push(Throw { thrower, team, what });
        }
        self.chance.die(thrower)
    }

    pub fn apply(&mut self, expect: Expect, input: &'a Input, o: Order) -> R {
        let applied = self.apply_input(expect, input, o);
        match self.refused.take() {
            Some(e) if applied.is_ok() => Err(e),
            _ => applied,
        }
    }

    fn apply_input(&mut self, expect: Expect, input: &'a Input, o: Order) -> R {
        let kind = self.lesson.steps.get(self.st.step).map(|s| s.kind);
        match (input, expect) {
            (Input::Correct { team, what, value, .. }, _) => self.correct(usize::from(*team), *what, *value),
            (_, Expect::Over) => Err(RuleError::GameOver),
            (Input::Proceed { places }, Expect::Proceed) => {
                self.places = places;
                self.check_places()?;
                match kind {
                    Some(StepKind::Landing) => self.landing(o),
                    Some(StepKind::Investment) => self.income(o),
                    Some(StepKind::Monopolies) => self.monopolies(o),
                    // A decision the class discusses instead of playing (`Game::discussing`):
                    // nobody lays a card and nothing changes.
                    _ => {
                        self.advance();
                        Ok(())
                    }
                }
            }
            (Input::Decide { cards, places }, Expect::Decide { choosing }) => {
                self.places = places;
                self.decide(o, cards, choosing)
            }
            (Input::Invest { spend, places }, Expect::Invest) => {
                self.places = places;
                self.invest(o, spend)
            }
            (Input::Attack { from, target }, Expect::Attack { attacker }) => self.attack(attacker, *from, *target),
            (Input::EndAttacks, Expect::Attack { .. }) => self.end_attacks(),
            (Input::Throw, Expect::Throw { attacker, fight }) => self.throw(attacker, fight),
            (Input::BreakOff, Expect::Throw { attacker, .. }) => {
                self.set_fight(None);
                self.prestige(usize::from(attacker), -1, self.cause(None, None));
                self.push(usize::from(attacker), self.cause(None, None), ChangeKind::BrokeOff);
                Ok(())
            }
            (Input::Occupy { armies }, Expect::Occupy { attacker, fight, max, .. }) => {
                if *armies > max {
                    return Err(RuleError::OccupyTooMany { armies: *armies, max });
                }
                self.st.countries[usize::from(fight.from)].armies -= armies;
                let target = &mut self.st.countries[usize::from(fight.target)].armies;
                *target = target.saturating_add(*armies);
                let kind = ChangeKind::Moved { from: fight.from, to: fight.target, armies: *armies };
                self.push(usize::from(attacker), self.cause(None, None), kind);
                self.set_fight(None);
                Ok(())
            }
            (Input::EndAttacks | Input::Throw | Input::BreakOff, Expect::Occupy { .. })
            | (Input::EndAttacks | Input::Attack { .. }, Expect::Throw { .. }) => Err(RuleError::FightUnderWay),
            (Input::Throw | Input::BreakOff | Input::Occupy { .. }, Expect::Attack { .. }) => Err(RuleError::NoFight),
            (Input::PlaceRebellions { own, extra }, Expect::PlaceRebellions) => self.rebellions(o, own, extra),
            (_, e) => Err(RuleError::WrongInput { expected: e.waiting() }),
        }
    }

    // ---- small helpers ----

    pub(super) fn cause(&self, card: Option<Card>, die: Option<u8>) -> Cause {
        Cause { step: self.st.step as u16, card, die }
    }

    pub(super) fn push(&mut self, team: usize, cause: Cause, kind: ChangeKind) {
        if REC {
            self.out.push(Change { team: team as u8, cause, kind });
        }
    }

    pub(super) fn advance(&mut self) {
        self.st.step += 1;
        self.st.stage = Stage::Ready;
    }

    pub(super) fn owned(&self, team: usize, country: CountryId) -> R {
        match self.st.countries.get(usize::from(country)) {
            None => Err(RuleError::NoSuchCountry { country: usize::from(country) }),
            Some(c) if usize::from(c.owner) != team => Err(RuleError::NotTeamsCountry { team, country }),
            Some(_) => Ok(()),
        }
    }

    fn check_places(&self) -> R {
        for p in self.places {
            if usize::from(p.team) >= self.st.teams.len() {
                return Err(RuleError::NoSuchTeam { team: usize::from(p.team) });
            }
            // A map country (a landing or a conquest on the app's map) passes here if the map
            // has it, and is taken only where the rules allow (`site_for`); a country of the
            // game must be the team's. A place of an older record that does not say which is
            // a map country where the map has one of its number.
            let on_map = |site: Site| self.map.is_some_and(|m| m.country(site).is_some());
            match p.to {
                To::Site(site) if on_map(site) => {}
                To::Site(site) => return Err(RuleError::NoSuchCountry { country: usize::from(site.0) }),
                To::Either(n) if on_map(Site(n)) => {}
                To::Country(c) => self.owned(usize::from(p.team), c)?,
                To::Either(n) => self.owned(usize::from(p.team), CountryId(n))?,
            }
        }
        Ok(())
    }

    fn gold(&mut self, team: usize, delta: i64, cause: Cause) {
        let t = &mut self.st.teams[team];
        t.gold = saturate(i64::from(t.gold).saturating_add(delta));
        let now = t.gold;
        self.push(team, cause, ChangeKind::Gold { delta: small(delta), now });
    }

    pub(super) fn prestige(&mut self, team: usize, delta: i64, cause: Cause) {
        let t = &mut self.st.teams[team];
        t.prestige = saturate(i64::from(t.prestige).saturating_add(delta));
        let now = t.prestige;
        self.push(team, cause, ChangeKind::Prestige { delta: small(delta), now });
    }

    pub(super) fn armies(&mut self, team: usize, country: CountryId, delta: i32, cause: Cause) {
        let c = &mut self.st.countries[usize::from(country)];
        let before = c.armies;
        c.armies = saturate(i64::from(c.armies) + i64::from(delta));
        let (delta, now) = (small(i64::from(c.armies) - i64::from(before)), c.armies);
        if delta == 0 && before == 0 {
            self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoArmies });
        } else {
            self.push(team, cause, ChangeKind::Armies { country, delta, now });
        }
    }

    fn gain_resource(&mut self, team: usize, country: CountryId, cause: Cause) -> R {
        match self.chance.draw(&self.st.bag, team)? {
            Some(p) => {
                self.st.bag[p.index()] -= 1;
                self.st.countries[usize::from(country)].resources[p.index()] += 1;
                self.push(team, cause, ChangeKind::Resource { country, product: p, delta: 1 });
            }
            None => self.push(team, cause, ChangeKind::Lapsed { why: Lapse::BagEmpty }),
        }
        Ok(())
    }

    /// Loses the product the country holds most of (ties: the earlier product); back to the bag.
    fn lose_resource(&mut self, team: usize, country: CountryId, cause: Cause) {
        let resources = &mut self.st.countries[usize::from(country)].resources;
        // The most held, then the earliest product holding that many.
        let n = resources.iter().copied().max().unwrap_or(0);
        let best = resources.iter().position(|&c| c == n).unwrap_or(0);
        if n == 0 {
            self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoResources });
            return;
        }
        resources[best] -= 1;
        self.st.bag[best] = self.st.bag[best].saturating_add(1);
        self.push(team, cause, ChangeKind::Resource { country, product: Product::ALL[best], delta: -1 });
    }

    /// The app's proposal for a team (ties: the earliest country gained).
    fn propose(&self, team: usize, prop: Prop) -> Option<CountryId> {
        let ids = self.st.countries_of(team);
        let c = |i: &CountryId| &self.st.countries[usize::from(*i)];
        // `min_by_key`/`max_by_key` keep the first/last of equals: iterate so the earliest wins.
        match prop {
            Prop::ArmyGain => ids.iter().copied().min_by_key(|i| c(i).armies),
            Prop::ArmyLoss => ids.iter().rev().copied().max_by_key(|i| c(i).armies),
            Prop::ResourceGain => ids.last().copied(),
            Prop::ResourceLoss => ids.iter().rev().copied().max_by_key(|i| c(i).total_resources()),
            Prop::Building(b) => ids.iter().copied().find(|i| !c(i).buildings.has(b)),
        }
    }

    /// The proposal, or the teacher's override for this team's next proposal.
    fn pick(&mut self, team: usize, prop: Prop) -> Option<CountryId> {
        if self.places.is_empty() && self.plan.is_none() {
            // No override given (the simulator, most entries): the proposal, nothing to count.
            return self.propose(team, prop);
        }
        self.pick_placed(team, prop)
    }

    /// The teacher's override of the next proposal made for `team` in this input, if any (the
    /// proposals are counted as they are made).
    fn next_override(&mut self, team: usize) -> Option<Place> {
        let nth = self.made[team];
        self.made[team] += 1;
        self.places.iter().find(|p| usize::from(p.team) == team && p.nth == nth).copied()
    }

    /// `pick` with the teacher's overrides to match.
    fn pick_placed(&mut self, team: usize, prop: Prop) -> Option<CountryId> {
        // A place that names no country of the team (on the map a place for a conquest names
        // a map country: read here it may name no game country at all) takes the proposal.
        let chosen = self
            .next_override(team)
            .and_then(|p| p.country())
            .filter(|&c| self.st.countries.get(usize::from(c)).is_some_and(|x| usize::from(x.owner) == team));
        let proposed = self.propose(team, prop);
        let country = match (chosen, prop) {
            (Some(c), Prop::Building(b)) if self.st.countries[usize::from(c)].buildings.has(b) => proposed,
            (Some(c), _) => Some(c),
            (None, _) => proposed,
        };
        if let (Some(proposed), Some(country)) = (proposed, country) {
            self.note_proposal(team, prop, proposed, country);
        }
        country
    }

    /// Writes down the proposal just made for `team`, when asked for (`planning`) and no die
    /// has been thrown for the team yet in this input.
    fn note_proposal(&mut self, team: usize, what: Prop, proposed: CountryId, country: CountryId) {
        if self.plan.is_none() || self.thrown.contains(team) {
            return;
        }
        let allowed = self
            .st
            .countries_of(team)
            .iter()
            .copied()
            .filter(|&c| match what {
                Prop::Building(b) => !self.st.countries[usize::from(c)].buildings.has(b),
                _ => true,
            })
            .collect();
        let nth = self.made[team].saturating_sub(1);
        if let Some(plan) = &mut self.plan {
            plan.push(Proposal { team: team as u8, nth, what, proposed, country, allowed });
        }
    }

    /// +1L: a free country for the team, or why not. On the app's map: at the landing a free
    /// coastal country (the landing proposal for the team's seat, else the lowest-numbered
    /// free coast), later a free neighbour of the team's countries, else a free coastal
    /// country by sea (the lowest-numbered proposed); the teacher's override names the map
    /// country (its number less one) among those allowed.
    fn conquer(&mut self, team: usize) -> Result<CountryId, Lapse> {
        // On the map a conquest is one of the team's proposals, whether it lapses or not, so
        // that the teacher's place for it never moves to the next proposal.
        let chosen = if self.map.is_some() { self.next_override(team).and_then(|p| p.site()) } else { None };
        if !super::legal::has_free_token(self.lesson, self.st, team) {
            return Err(Lapse::NoToken);
        }
        if self.st.countries.len() >= self.st.in_play {
            return Err(Lapse::NoFreeCountry);
        }
        let site = match self.map {
            Some(map) => Some(self.site_for(map, team, chosen).ok_or(Lapse::NoFreeCountry)?),
            None => None,
        };
        let id = self.st.add_country(team);
        if let Some(site) = site {
            self.st.sites.push(site);
        }
        Ok(id)
    }

    /// Where on the map team `team`'s new country goes (see `conquer`).
    fn site_for(&mut self, map: &crate::map::Map, team: usize, chosen: Option<Site>) -> Option<Site> {
        // What the rules allow (the legality query asks the same), and the app's proposal among
        // it: at the landing the team's place in the spread over the coast, else the first.
        let allowed = super::legal::conquest_sites(self.lesson, map, self.st, team);
        let proposal = if super::legal::at_landing(self.lesson, self.st) {
            let teams = self.st.teams.len();
            let spread = self.landing.get_or_insert_with(|| map.landing(teams));
            super::legal::landing_site(spread, team, &allowed)
        } else {
            allowed.first().copied()
        };
        if let Some(s) = chosen.filter(|s| !allowed.contains(s))
            && self.refused.is_none()
        {
            self.refused = Some(RuleError::PlaceNotAllowed { team, site: s });
        }
        chosen.filter(|s| allowed.contains(s)).or(proposal)
    }

    // ---- steps ----

    fn landing(&mut self, o: Order) -> R {
        let step = &self.lesson.steps[self.st.step];
        for t in o.iter() {
            self.run_effects(t, &step.effects, self.cause(None, None))?;
        }
        self.advance();
        Ok(())
    }

    fn decide(&mut self, o: Order, cards: &[Option<Card>], choosing: TeamSet) -> R {
        let n = self.st.teams.len();
        if cards.len() != n {
            return Err(RuleError::CardCount { given: cards.len(), teams: n });
        }
        let step = &self.lesson.steps[self.st.step];
        for (t, &card) in cards.iter().enumerate() {
            match card {
                Some(card) => legal::check_card(step, self.st, choosing, t, card)?,
                None if choosing.contains(t) => return Err(RuleError::MissingCard { team: t }),
                None => {}
            }
        }
        self.check_places()?;
        // The attackers, in the step's order.
        let mut attackers = Vec::new();
        for t in o.iter() {
            let Some(card) = cards[t] else {
                // A team that can pay for no option sits the step out; the log says why.
                if let Some(why @ SitOut::NoGold) = legal::sit_out(self.st, step, t) {
                    self.push(t, self.cause(None, None), ChangeKind::SatOut { why });
                }
                continue;
            };
            self.st.cards[self.st.step * n + t] = card.number();
            // Checked above: the step has the card's option.
            let Some(opt) = step.option(card) else { continue };
            let cause = self.cause(Some(card), None);
            self.push(t, cause, ChangeKind::Card { card });
            // Checked above: the team can pay (a free option takes nothing).
            self.st.teams[t].gold -= opt.cost;
            if opt.cost > 0 {
                self.push(t, cause, ChangeKind::Paid { gold: opt.cost });
            }
            self.run_effects(t, &opt.effects, cause)?;
            if opt.attacks {
                attackers.push(t as u8);
            }
        }
        if step.kind == StepKind::ColonialWars && !attackers.is_empty() {
            self.st.stage = Stage::Wars(Wars { attackers, current: 0, fight: None });
        } else {
            self.advance();
        }
        Ok(())
    }

    fn income(&mut self, o: Order) -> R {
        for t in o.iter() {
            let gold = self.st.resources_of(t).saturating_mul(self.lesson.investment.income_per_resource);
            self.st.teams[t].gold = self.st.teams[t].gold.saturating_add(gold);
            self.push(t, self.cause(None, None), ChangeKind::Income { gold });
        }
        self.st.stage = Stage::Spending;
        Ok(())
    }

    fn invest(&mut self, o: Order, spend: &[Spend]) -> R {
        let n = self.st.teams.len();
        if spend.len() != n {
            return Err(RuleError::CardCount { given: spend.len(), teams: n });
        }
        for (t, &s) in spend.iter().enumerate() {
            legal::check_spend(self.lesson, self.st, t, s)?;
        }
        self.check_places()?;
        let farm = &self.lesson.investment.farm;
        for t in o.iter() {
            let s = spend[t];
            let cause = self.cause(None, None);
            let cost = legal::spend_limit(self.lesson, self.st, t).cost(s);
            // The log shows no payment of nothing.
            if cost > 0 {
                self.gold(t, -(cost.min(i64::MAX as u64) as i64), cause);
            }
            for _ in 0..s.armies {
                if let Some(c) = self.pick(t, Prop::ArmyGain) {
                    self.armies(t, c, 1, cause);
                }
            }
            for _ in 0..s.farms {
                let die = self.die(t, t, ThrowFor::Farm)?;
                let cause = self.cause(None, Some(die));
                self.push(t, cause, ChangeKind::Rolled { die });
                self.run_list(t, farm.effects(die), cause, &mut None)?;
            }
        }
        self.advance();
        Ok(())
    }

    fn monopolies(&mut self, o: Order) -> R {
        let prestige = self.lesson.monopoly_prestige;
        // Every team's holdings in one pass over the board.
        let mut held = [[0u32; PRODUCTS]; 12];
        for c in self.st.countries.iter().filter(|c| !c.is_independent()) {
            // A game has 12 teams at most (the lesson file and `Game::from_setup` see to it).
            let Some(held) = held.get_mut(usize::from(c.owner)) else { continue };
            for (h, n) in held.iter_mut().zip(c.resources) {
                *h += u32::from(n);
            }
        }
        for p in Product::ALL {
            let most = o.iter().map(|t| held[t][p.index()]).max().unwrap_or(0);
            if most == 0 {
                continue;
            }
            // Tied teams in the step's order; a roll-off keeps those with the highest die.
            let mut tied: Vec<usize> = o.iter().filter(|&t| held[t][p.index()] == most).collect();
            while tied.len() > 1 {
                let mut rolls = Vec::with_capacity(tied.len());
                for &t in &tied {
                    let die = self.die(t, t, ThrowFor::Monopoly(p))?;
                    self.push(t, self.cause(None, Some(die)), ChangeKind::MonopolyRoll { product: p, die });
                    rolls.push(die);
                }
                let best = rolls.iter().copied().max().unwrap_or(0);
                tied = tied.iter().zip(&rolls).filter(|&(_, &r)| r == best).map(|(&t, _)| t).collect();
            }
            let t = tied[0];
            self.st.teams[t].monopolies |= 1 << p.index();
            self.push(t, self.cause(None, None), ChangeKind::Monopoly { product: p });
            self.prestige(t, i64::from(prestige), self.cause(None, None));
        }
        self.advance();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Order;

    #[test]
    fn seating_orders_go_round_the_table_from_the_first_team() {
        for teams in 0..=14 {
            for first in 0..30 {
                let o = Order::starting(first, teams);
                let len = teams.min(12);
                let expected: Vec<usize> = (0..len).map(|i| (first % len.max(1) + i) % len.max(1)).collect();
                assert_eq!(o.iter().collect::<Vec<_>>(), expected, "{teams} teams from seat {first}");
            }
        }
    }
}

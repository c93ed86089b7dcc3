//! How each input changes the state: every rule of the simplified Colony game lives here.
//! Each handler checks its input completely before it changes anything.

use super::game::{Expect, Fight, Input, Place, Spend, Stage, Wars};
use super::{
    Cause, Chance, Change, ChangeKind, Counter, CountryId, INDEPENDENT, Lapse, PRODUCTS, Product, RuleError, State,
};
use crate::lesson::{At, Effect, Lesson, StepKind};

/// Teams in the order a step resolves them.
#[derive(Clone, Copy)]
struct Order {
    seats: [u8; 12],
    len: usize,
}

impl Order {
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.seats[..self.len].iter().map(|&t| usize::from(t))
    }
}

/// What a proposal is for (the rules page's default places).
#[derive(Clone, Copy)]
enum Prop {
    ArmyGain,
    ArmyLoss,
    CounterGain,
    CounterLoss,
    Building(super::Building),
}

/// The rebellions to place: each team's own pick, the extra ones, and the cities.
#[derive(Default)]
pub(super) struct RebellionPlan {
    pub own: Vec<Option<CountryId>>,
    pub extra: Vec<Option<CountryId>>,
    /// Teams due an extra rebellion that has nowhere to go.
    pub lapsed: Vec<usize>,
    pub cities: Vec<CountryId>,
}

pub(super) struct Ctx<'a> {
    lesson: &'a Lesson,
    st: &'a mut State,
    chance: &'a mut Chance,
    out: &'a mut Vec<Change>,
    places: &'a [Place],
    /// Proposals made for each team during this input (to match the teacher's overrides).
    made: [u16; 12],
}

type R<T = ()> = Result<T, RuleError>;

impl<'a> Ctx<'a> {
    pub fn new(
        lesson: &'a Lesson,
        st: &'a mut State,
        chance: &'a mut Chance,
        out: &'a mut Vec<Change>,
        places: &'a [Place],
    ) -> Self {
        Ctx { lesson, st, chance, out, places, made: [0; 12] }
    }

    pub fn apply(&mut self, expect: Expect, input: &'a Input, order: impl Iterator<Item = usize>) -> R {
        let mut o = Order { seats: [0; 12], len: 0 };
        for t in order {
            o.seats[o.len] = t as u8;
            o.len += 1;
        }
        let kind = self.lesson.steps.get(self.st.step).map(|s| s.kind);
        match (input, expect) {
            (Input::Correct { team, what, value, .. }, _) => self.correct(usize::from(*team), *what, *value),
            (_, Expect::Over) => Err(RuleError::GameOver),
            (Input::Proceed, Expect::Proceed) => match kind {
                Some(StepKind::Landing) => self.landing(o),
                Some(StepKind::Investment) => self.income(o),
                _ => self.monopolies(o),
            },
            (Input::Decide { cards, places }, Expect::Decide { choosing }) => {
                self.places = places;
                self.decide(o, cards, &choosing)
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
                self.push(usize::from(attacker), Cause::default(), ChangeKind::BrokeOff);
                Ok(())
            }
            (Input::Occupy { armies }, Expect::Occupy { attacker, fight, max, .. }) => {
                if *armies > max {
                    return Err(RuleError::OccupyTooMany { armies: *armies, max });
                }
                self.st.countries[usize::from(fight.from)].armies -= armies;
                self.st.countries[usize::from(fight.target)].armies += armies;
                let kind = ChangeKind::Moved { from: fight.from, to: fight.target, armies: *armies };
                self.push(usize::from(attacker), self.cause(None, None), kind);
                self.set_fight(None);
                Ok(())
            }
            (Input::EndAttacks | Input::Throw | Input::BreakOff, Expect::Occupy { .. })
            | (Input::EndAttacks | Input::Attack { .. }, Expect::Throw { .. }) => Err(RuleError::FightUnderWay),
            (Input::Throw | Input::BreakOff | Input::Occupy { .. }, Expect::Attack { .. }) => Err(RuleError::NoFight),
            (Input::PlaceRebellions { own, extra }, Expect::PlaceRebellions) => self.rebellions(o, own, extra),
            (_, e) => Err(RuleError::WrongInput { expected: e.text_id() }),
        }
    }

    // ---- small helpers ----

    fn cause(&self, option: Option<u8>, die: Option<u8>) -> Cause {
        Cause { step: self.st.step as u16, option, die }
    }

    fn push(&mut self, team: usize, cause: Cause, kind: ChangeKind) {
        self.out.push(Change { team: team as u8, cause, kind });
    }

    fn advance(&mut self) {
        self.st.step += 1;
        self.st.stage = Stage::Ready;
    }

    fn owned(&self, team: usize, country: CountryId) -> R {
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
            self.owned(usize::from(p.team), p.country)?;
        }
        Ok(())
    }

    fn gold(&mut self, team: usize, delta: i64, cause: Cause) {
        let t = &mut self.st.teams[team];
        t.gold = (i64::from(t.gold) + delta).clamp(0, i64::from(u32::MAX)) as u32;
        let now = t.gold;
        self.push(team, cause, ChangeKind::Gold { delta: delta as i32, now });
    }

    fn prestige(&mut self, team: usize, delta: i64, cause: Cause) {
        let t = &mut self.st.teams[team];
        t.prestige = (i64::from(t.prestige) + delta).clamp(0, i64::from(u32::MAX)) as u32;
        let now = t.prestige;
        self.push(team, cause, ChangeKind::Prestige { delta: delta as i32, now });
    }

    fn armies(&mut self, team: usize, country: CountryId, delta: i32, cause: Cause) {
        let c = &mut self.st.countries[usize::from(country)];
        let before = c.armies;
        c.armies = (i64::from(c.armies) + i64::from(delta)).max(0) as u32;
        let (delta, now) = (c.armies as i32 - before as i32, c.armies);
        if delta == 0 && before == 0 {
            self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoArmies });
        } else {
            self.push(team, cause, ChangeKind::Armies { country, delta, now });
        }
    }

    fn gain_counter(&mut self, team: usize, country: CountryId, cause: Cause) -> R {
        match self.chance.draw(&self.st.bag, team)? {
            Some(p) => {
                self.st.bag[p.index()] -= 1;
                self.st.countries[usize::from(country)].counters[p.index()] += 1;
                self.push(team, cause, ChangeKind::Counter { country, product: p, delta: 1 });
            }
            None => self.push(team, cause, ChangeKind::Lapsed { why: Lapse::BagEmpty }),
        }
        Ok(())
    }

    /// Loses the product the country holds most of (ties: the earlier product); back to the bag.
    fn lose_counter(&mut self, team: usize, country: CountryId, cause: Cause) {
        let counters = &mut self.st.countries[usize::from(country)].counters;
        let (best, &n) = counters.iter().enumerate().rev().max_by_key(|&(_, n)| *n).unwrap_or((0, &0));
        if n == 0 {
            self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCounters });
            return;
        }
        counters[best] -= 1;
        self.st.bag[best] += 1;
        self.push(team, cause, ChangeKind::Counter { country, product: Product::ALL[best], delta: -1 });
    }

    /// The app's proposal for a team (ties: the earliest country gained).
    fn propose(&self, team: usize, prop: Prop) -> Option<CountryId> {
        let ids = self.st.countries_of(team);
        let c = |i: &CountryId| &self.st.countries[usize::from(*i)];
        // `min_by_key`/`max_by_key` keep the first/last of equals: iterate so the earliest wins.
        match prop {
            Prop::ArmyGain => ids.iter().copied().min_by_key(|i| c(i).armies),
            Prop::ArmyLoss => ids.iter().rev().copied().max_by_key(|i| c(i).armies),
            Prop::CounterGain => ids.last().copied(),
            Prop::CounterLoss => ids.iter().rev().copied().max_by_key(|i| c(i).total_counters()),
            Prop::Building(b) => ids.iter().copied().find(|i| !c(i).buildings.has(b)),
        }
    }

    /// The proposal, or the teacher's override for this team's next proposal.
    fn pick(&mut self, team: usize, prop: Prop) -> Option<CountryId> {
        let nth = self.made[team];
        self.made[team] += 1;
        let chosen = self
            .places
            .iter()
            .find(|p| usize::from(p.team) == team && p.nth == nth)
            .map(|p| p.country)
            .filter(|&c| usize::from(self.st.countries[usize::from(c)].owner) == team);
        match (chosen, prop) {
            (Some(c), Prop::Building(b)) if self.st.countries[usize::from(c)].buildings.has(b) => self.propose(team, prop),
            (Some(c), _) => Some(c),
            (None, _) => self.propose(team, prop),
        }
    }

    /// +1L: a free country for the team, or why not.
    fn conquer(&mut self, team: usize) -> Result<CountryId, Lapse> {
        if self.st.countries_of(team).len() >= self.lesson.limits.countries_per_team {
            return Err(Lapse::NoToken);
        }
        if self.st.countries.len() >= self.st.in_play {
            return Err(Lapse::NoFreeCountry);
        }
        let id = self.st.countries.len() as CountryId;
        self.st.countries.push(super::Country {
            owner: team as u8,
            gained: self.st.next_gain,
            armies: 0,
            counters: [0; PRODUCTS],
            buildings: Default::default(),
            rebellion: false,
        });
        self.st.next_gain += 1;
        Ok(id)
    }

    // ---- effects ----

    fn run_effects(&mut self, team: usize, effects: &[Effect], cause: Cause) -> R {
        let mut focus = None;
        for e in effects {
            self.run_effect(team, e, cause, &mut focus)?;
        }
        Ok(())
    }

    fn targets(&mut self, team: usize, at: At, gain: bool, army: bool, focus: Option<CountryId>) -> super::TeamCountries {
        let mut ids = self.st.countries_of(team);
        let one = match at {
            At::Each => return ids,
            At::Rebellions => {
                let mut out = super::TeamCountries::default();
                for &c in ids.iter().filter(|&&c| self.st.countries[usize::from(c)].rebellion) {
                    out = out.with(c);
                }
                return out;
            }
            At::First => ids.first().copied(),
            At::Default if gain && focus.is_some() => focus,
            At::Default => {
                let prop = match (gain, army) {
                    (true, true) => Prop::ArmyGain,
                    (false, true) => Prop::ArmyLoss,
                    (true, false) => Prop::CounterGain,
                    (false, false) => Prop::CounterLoss,
                };
                self.pick(team, prop)
            }
        };
        ids = super::TeamCountries::default();
        match one {
            Some(c) => ids.with(c),
            None => ids,
        }
    }

    fn run_effect(&mut self, team: usize, e: &Effect, cause: Cause, focus: &mut Option<CountryId>) -> R {
        match e {
            Effect::Gold(n) => self.gold(team, i64::from(*n), cause),
            Effect::Prestige(n) => self.prestige(team, i64::from(*n), cause),
            Effect::Armies(n, at) => {
                let ids = self.targets(team, *at, *n > 0, true, *focus);
                if ids.is_empty() {
                    self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCountry });
                }
                for &c in ids.iter() {
                    self.armies(team, c, *n, cause);
                }
            }
            Effect::Counters(n, at) => {
                let ids = self.targets(team, *at, *n > 0, false, *focus);
                if ids.is_empty() && *at != At::Rebellions {
                    self.push(team, cause, ChangeKind::Lapsed { why: Lapse::NoCountry });
                }
                for &c in ids.iter() {
                    for _ in 0..n.unsigned_abs() {
                        if *n > 0 {
                            self.gain_counter(team, c, cause)?;
                        } else {
                            self.lose_counter(team, c, cause);
                        }
                    }
                }
            }
            Effect::Conquer => match self.conquer(team) {
                Ok(c) => {
                    *focus = Some(c);
                    self.push(team, cause, ChangeKind::Conquered { country: c });
                }
                Err(why) => {
                    // The rest of the option still applies, in the newest country.
                    *focus = self.st.countries_of(team).last().copied();
                    self.push(team, cause, ChangeKind::Lapsed { why });
                }
            },
            Effect::Build(b) => match self.pick(team, Prop::Building(*b)) {
                Some(c) => {
                    self.st.countries[usize::from(c)].buildings.set(*b, true);
                    *focus = Some(c);
                    self.push(team, cause, ChangeKind::Built { country: c, building: *b });
                }
                None => {
                    let why = if self.st.countries_of(team).is_empty() { Lapse::NoCountry } else { Lapse::NoPlace };
                    self.push(team, cause, ChangeKind::Lapsed { why });
                }
            },
            Effect::SlaveShip => {
                self.st.teams[team].slave_ship = true;
                self.push(team, cause, ChangeKind::SlaveShip);
            }
            Effect::Attack => {}
            Effect::GoldPerCounter(n) => {
                let g = i64::from(self.st.counters_of(team)) * i64::from(*n);
                self.gold(team, g, cause);
            }
            Effect::PrestigePerCountry(n) => {
                let p = self.st.countries_of(team).len() as i64 * i64::from(*n);
                self.prestige(team, p, cause);
            }
            Effect::Quell => self.quell(team, cause)?,
            Effect::Settle => {
                for c in self.st.countries_of(team).iter().copied() {
                    if self.st.countries[usize::from(c)].rebellion {
                        self.st.countries[usize::from(c)].rebellion = false;
                        self.push(team, cause, ChangeKind::RebellionEnded { country: c });
                    }
                }
            }
            Effect::Roll(table) => {
                let die = self.chance.die(team)?;
                let cause = Cause { die: Some(die), ..cause };
                self.push(team, cause, ChangeKind::Rolled { die });
                for e in table.effects(die) {
                    self.run_effect(team, e, cause, focus)?;
                }
            }
        }
        Ok(())
    }

    /// Fighting the rebels: where armies remain the rebellion is put down, elsewhere the team
    /// rolls against the rebels (rolled by the team on its left) until one is higher.
    fn quell(&mut self, team: usize, cause: Cause) -> R {
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
                let own = self.chance.die(team)?;
                let rebels = self.chance.die(left)?;
                self.push(team, cause, ChangeKind::RebellionRoll { team: own, rebels });
                if own > rebels {
                    self.st.countries[usize::from(c)].rebellion = false;
                    self.push(team, cause, ChangeKind::PutDown { country: c });
                    self.prestige(team, -1, cause);
                    break;
                }
                if rebels > own {
                    let country = &mut self.st.countries[usize::from(c)];
                    country.owner = INDEPENDENT;
                    country.rebellion = false;
                    self.push(team, cause, ChangeKind::Independent { country: c });
                    break;
                }
            }
        }
        Ok(())
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

    fn decide(&mut self, o: Order, cards: &[Option<u8>], choosing: &[bool]) -> R {
        let n = self.st.teams.len();
        if cards.len() != n {
            return Err(RuleError::CardCount { given: cards.len(), teams: n });
        }
        let step = &self.lesson.steps[self.st.step];
        for t in 0..n {
            match (choosing[t], cards[t]) {
                (true, None) => return Err(RuleError::MissingCard { team: t }),
                (false, Some(_)) => return Err(RuleError::NoCardExpected { team: t }),
                (true, Some(card)) => {
                    let Some(opt) = step.options.get(usize::from(card).wrapping_sub(1)) else {
                        return Err(RuleError::BadCard { team: t, card, options: step.options.len() });
                    };
                    let gold = self.st.teams[t].gold;
                    if gold < opt.cost {
                        return Err(RuleError::CannotPay { team: t, cost: opt.cost, gold });
                    }
                }
                (false, None) => {}
            }
        }
        self.check_places()?;
        let mut attackers = Vec::new();
        for t in o.iter() {
            let Some(card) = cards[t] else { continue };
            self.st.cards[self.st.step * n + t] = card;
            let opt = &step.options[usize::from(card) - 1];
            let cause = self.cause(Some(card), None);
            self.push(t, cause, ChangeKind::Card { card });
            if opt.cost > 0 {
                self.st.teams[t].gold -= opt.cost;
                self.push(t, cause, ChangeKind::Paid { gold: opt.cost });
            }
            self.run_effects(t, &opt.effects, cause)?;
            if opt.effects.contains(&Effect::Attack) {
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
            let gold = self.st.counters_of(t) * self.lesson.investment.income_per_counter;
            self.st.teams[t].gold += gold;
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
        let inv = &self.lesson.investment;
        let cost = |s: &Spend| u64::from(s.armies) * u64::from(inv.army_cost) + u64::from(s.farms) * u64::from(inv.farm_cost);
        for (t, s) in spend.iter().enumerate() {
            let gold = self.st.teams[t].gold;
            if cost(s) > u64::from(gold) {
                return Err(RuleError::Overspend { team: t, cost: cost(s).min(u64::from(u32::MAX)) as u32, gold });
            }
            if s.armies + s.farms > 0 && self.st.countries_of(t).is_empty() {
                return Err(RuleError::NoCountryToSpendOn { team: t });
            }
        }
        self.check_places()?;
        let farm = &inv.farm;
        for t in o.iter() {
            let s = spend[t];
            let cause = self.cause(None, None);
            if cost(&s) > 0 {
                self.gold(t, -(cost(&s) as i64), cause);
            }
            for _ in 0..s.armies {
                if let Some(c) = self.pick(t, Prop::ArmyGain) {
                    self.armies(t, c, 1, cause);
                }
            }
            for _ in 0..s.farms {
                let die = self.chance.die(t)?;
                let cause = self.cause(None, Some(die));
                self.push(t, cause, ChangeKind::Rolled { die });
                for e in farm.effects(die) {
                    self.run_effect(t, e, cause, &mut None)?;
                }
            }
        }
        self.advance();
        Ok(())
    }

    fn monopolies(&mut self, o: Order) -> R {
        let prestige = self.lesson.monopoly_prestige;
        for p in Product::ALL {
            let held: Vec<(usize, u32)> = o.iter().map(|t| (t, self.st.product_of(t, p))).collect();
            let most = held.iter().map(|&(_, n)| n).max().unwrap_or(0);
            if most == 0 {
                continue;
            }
            let mut tied: Vec<usize> = held.iter().filter(|&&(_, n)| n == most).map(|&(t, _)| t).collect();
            while tied.len() > 1 {
                let mut rolls = Vec::with_capacity(tied.len());
                for &t in &tied {
                    let die = self.chance.die(t)?;
                    self.push(t, self.cause(None, Some(die)), ChangeKind::MonopolyRoll { product: p, die });
                    rolls.push(die);
                }
                let best = rolls.iter().copied().max().unwrap_or(0);
                tied = tied.iter().zip(&rolls).filter(|&(_, &d)| d == best).map(|(&t, _)| t).collect();
            }
            let t = tied[0];
            self.st.teams[t].monopolies |= 1 << p.index();
            self.push(t, self.cause(None, None), ChangeKind::Monopoly { product: p });
            self.prestige(t, i64::from(prestige), self.cause(None, None));
        }
        self.advance();
        Ok(())
    }

    // ---- colonial wars ----

    fn set_fight(&mut self, fight: Option<Fight>) {
        if let Stage::Wars(w) = &mut self.st.stage {
            w.fight = fight;
        }
    }

    fn attack(&mut self, attacker: u8, from: CountryId, target: CountryId) -> R {
        let team = usize::from(attacker);
        self.owned(team, from)?;
        let Some(t) = self.st.countries.get(usize::from(target)) else {
            return Err(RuleError::NoSuchCountry { country: usize::from(target) });
        };
        if t.owner == attacker {
            return Err(RuleError::AttackOwnCountry);
        }
        if t.is_independent() {
            return Err(RuleError::AttackIndependent);
        }
        if self.st.countries[usize::from(from)].armies == 0 {
            return Err(RuleError::NoArmiesToAttack { country: from });
        }
        if self.st.countries_of(team).len() >= self.lesson.limits.countries_per_team {
            return Err(RuleError::AttackNoToken { team });
        }
        let defender = t.owner;
        self.set_fight(Some(Fight { from, target, defender, occupy: false }));
        self.push(team, self.cause(None, None), ChangeKind::FightStarted { from, target, defender });
        Ok(())
    }

    fn throw(&mut self, attacker: u8, fight: Fight) -> R {
        let (a_team, d_team) = (usize::from(attacker), usize::from(fight.defender));
        let a = self.chance.die(a_team)?;
        let d = self.chance.die(d_team)?;
        let cause = self.cause(None, None);
        self.push(a_team, cause, ChangeKind::Throw { attacker: a, defender: d });
        if a > d {
            if self.st.countries[usize::from(fight.target)].armies == 0 {
                let gained = self.st.next_gain;
                self.st.next_gain += 1;
                let c = &mut self.st.countries[usize::from(fight.target)];
                c.owner = attacker;
                c.gained = gained;
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

    fn end_attacks(&mut self) -> R {
        let Stage::Wars(w) = &mut self.st.stage else { return Ok(()) };
        w.current += 1;
        if w.current >= w.attackers.len() {
            self.advance();
        }
        Ok(())
    }

    // ---- rebellions ----

    /// Where the rebellions go: (a) each team's own pick without a city, (b) every city,
    /// (c) one more for each team at or below the second-lowest prestige.
    pub fn plan_rebellions(&mut self, own: &[Option<CountryId>], extra: &[Option<CountryId>]) -> R<(Vec<Option<CountryId>>, Vec<Option<CountryId>>)> {
        let o = self.default_order();
        self.plan(o, own, extra).map(|p| (p.own, p.extra))
    }

    fn default_order(&self) -> Order {
        let n = self.st.teams.len();
        let first = self.lesson.steps[..=self.st.step.min(self.lesson.steps.len() - 1)]
            .iter()
            .rev()
            .find_map(|s| s.round)
            .map_or(0, |r| r % n);
        let mut o = Order { seats: [0; 12], len: n };
        for i in 0..n {
            o.seats[i] = ((first + i) % n) as u8;
        }
        o
    }

    fn plan(&self, o: Order, own: &[Option<CountryId>], extra: &[Option<CountryId>]) -> R<RebellionPlan> {
        let n = self.st.teams.len();
        let cs = &self.st.countries;
        let mut rebel: Vec<bool> = cs.iter().map(|c| c.rebellion).collect();
        let most_armies = |ids: &[CountryId], ok: &dyn Fn(CountryId) -> bool| {
            ids.iter().rev().copied().filter(|&c| ok(c)).max_by_key(|&c| cs[usize::from(c)].armies)
        };
        let mut plan = RebellionPlan { own: vec![None; n], extra: vec![None; n], ..Default::default() };
        for t in o.iter() {
            let ids = self.st.countries_of(t);
            let no_city = |c: CountryId| !cs[usize::from(c)].buildings.has(super::Building::City);
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
            if !c.is_independent() && c.buildings.has(super::Building::City) {
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

    fn rebellions(&mut self, o: Order, own: &[Option<CountryId>], extra: &[Option<CountryId>]) -> R {
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

    // ---- corrections ----

    fn correct(&mut self, team: usize, what: Counter, value: i64) -> R {
        if team >= self.st.teams.len() {
            return Err(RuleError::NoSuchTeam { team });
        }
        let flag = |v: i64| if (0..=1).contains(&v) { Ok(v == 1) } else { Err(RuleError::BadValue { value: v }) };
        if !(0..=i64::from(u32::MAX)).contains(&value) {
            return Err(RuleError::BadValue { value });
        }
        let v32 = value as u32;
        let from: i64 = match what {
            Counter::Gold => std::mem::replace(&mut self.st.teams[team].gold, v32).into(),
            Counter::Prestige => std::mem::replace(&mut self.st.teams[team].prestige, v32).into(),
            Counter::SlaveShip => std::mem::replace(&mut self.st.teams[team].slave_ship, flag(value)?).into(),
            Counter::Armies { country } => {
                self.owned(team, country)?;
                std::mem::replace(&mut self.st.countries[usize::from(country)].armies, v32).into()
            }
            Counter::Counters { country, product } => {
                self.owned(team, country)?;
                let i = product.index();
                let now = i64::from(self.st.countries[usize::from(country)].counters[i]);
                let more = value - now;
                let have = self.st.bag[i];
                if more > i64::from(have) {
                    return Err(RuleError::BagShort { product, have });
                }
                self.st.bag[i] = (i64::from(have) - more) as u16;
                self.st.countries[usize::from(country)].counters[i] = value as u16;
                now
            }
            Counter::Building { country, building } => {
                self.owned(team, country)?;
                let on = flag(value)?;
                let b = &mut self.st.countries[usize::from(country)].buildings;
                let was = b.has(building);
                b.set(building, on);
                was.into()
            }
            Counter::Rebellion { country } => {
                self.owned(team, country)?;
                std::mem::replace(&mut self.st.countries[usize::from(country)].rebellion, flag(value)?).into()
            }
        };
        self.push(team, Cause { step: self.st.step as u16, option: None, die: None }, ChangeKind::Corrected {
            what,
            from,
            to: value,
        });
        Ok(())
    }
}

//! What is being prepared for the entry the game waits for: the cards laid by hand or from a
//! device, the spending typed or bumped, the countries of an attack or a rebellion, the dice
//! typed from real ones. The draft owns this state and checks every change with the engine
//! (`Game`), which it takes as an argument; the lesson screen decides when it may change.

use crate::engine::{CountryId, Expect, Game, Input, Place, Prop, Proposal, Site, Spend};
use crate::store::Pending;

/// An investment as typed: the text of each field, so a half-typed number is not lost.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpendText {
    pub armies: String,
    pub farms: String,
}

impl SpendText {
    pub fn spend(&self) -> Spend {
        let n = |s: &str| s.trim().parse::<u32>().unwrap_or(0);
        Spend { armies: n(&self.armies), farms: n(&self.farms) }
    }
}

/// What is being prepared for the entry the game waits for.
#[derive(Clone, Debug, Default)]
pub struct Draft {
    pub cards: Vec<Option<crate::engine::Card>>,
    /// The team whose card the keys 1-3 set.
    pub focus: usize,
    pub spend: Vec<SpendText>,
    pub from: Option<CountryId>,
    pub target: Option<CountryId>,
    pub occupy: u32,
    /// Dice and resources typed in from the real ones.
    pub dice: String,
    pub rebel_own: Vec<Option<CountryId>>,
    pub rebel_extra: Vec<Option<CountryId>>,
    /// Which teams' cards or investments came from their own devices (the console shows that
    /// they are in, never which card).
    pub by_device: Vec<bool>,
    /// Which of the team's devices sent it (its number within the team).
    pub device_no: Vec<Option<u32>>,
    /// The card or investment was changed from a second device of the team at this step:
    /// the console flags it, so that the teacher can ask the team.
    pub other_device: Vec<bool>,
    /// At the landing on the app's map: where each team lands (map indices, by seat), the
    /// app's proposal until the teacher changes it.
    pub landing: Vec<Site>,
    /// At a decision on the app's map: where the teacher sends a team's +1L (map index), by
    /// seat; `None` takes the app's proposal (`conquest_sites`).
    pub conquest: Vec<Option<Site>>,
    /// Where the teacher puts a team's gains and losses instead of the app's proposal
    /// (`Game::proposals`): the `nth` proposal of the entry goes to `country`.
    pub gains: Vec<Place>,
    /// The team's group of gains (its first proposal) that a click on the map places.
    pub gain_focus: Option<(usize, u16)>,
    /// The real dice of a throw in a fight: the attacker's and the defender's.
    pub throw: [Option<u8>; 2],
    /// Why a team laid its card, as its device sent it with the card: kept with the entry in
    /// the record, shown to nobody before the end.
    pub why: Vec<Option<String>>,
    /// Only the teacher sees the teacher's screen: it may show the cards and investments the
    /// teacher typed (never a device's). Off unless the teacher said so.
    pub open: bool,
    /// The cards (or investments) of this step have been turned over for everyone: to throw the
    /// real dice they ask for, or after the entry was revealed and taken back to change one.
    pub shown: bool,
    /// The keys type the marked team's farming throws (after a space), not its armies.
    pub farms_next: bool,
    /// The team whose number (armies, or farming throws if true) the last key made whole, the
    /// marker then moving on by itself: a space right after gives that team's farming throws
    /// ("2 1"), a Backspace goes back to the digit.
    pub moved_from: Option<(usize, bool)>,
}

/// A team's gains (or losses) of one kind that follow each other in the entry, as the teacher
/// places them: all where the app proposes, or all in one country.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GainGroup {
    pub team: usize,
    pub what: Prop,
    /// The proposals' numbers in the entry (`Place::nth`), in order.
    pub nths: Vec<u16>,
    /// Where each goes as the app proposes it.
    pub proposed: Vec<CountryId>,
    /// The country the teacher chose for all of them, if any.
    pub chosen: Option<CountryId>,
    pub allowed: Vec<CountryId>,
}

/// A team's own place in the draft, as a device's card or investment changes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamSlot {
    card: Option<crate::engine::Card>,
    spend: SpendText,
    by_device: bool,
    device_no: Option<u32>,
    other_device: bool,
    why: Option<String>,
}

impl Draft {
    /// Team `team`'s place as it is now (empty for a team the draft does not have).
    pub fn team_slot(&self, team: usize) -> TeamSlot {
        TeamSlot {
            card: self.cards.get(team).copied().flatten(),
            spend: self.spend.get(team).cloned().unwrap_or_default(),
            by_device: self.by_device.get(team).copied().unwrap_or_default(),
            device_no: self.device_no.get(team).copied().flatten(),
            other_device: self.other_device.get(team).copied().unwrap_or_default(),
            why: self.why.get(team).cloned().flatten(),
        }
    }

    /// Puts team `team`'s place back as it was.
    pub fn set_team_slot(&mut self, team: usize, slot: TeamSlot) {
        if let Some(c) = self.cards.get_mut(team) {
            *c = slot.card;
        }
        if let Some(s) = self.spend.get_mut(team) {
            *s = slot.spend;
        }
        if let Some(b) = self.by_device.get_mut(team) {
            *b = slot.by_device;
        }
        if let Some(n) = self.device_no.get_mut(team) {
            *n = slot.device_no;
        }
        if let Some(o) = self.other_device.get_mut(team) {
            *o = slot.other_device;
        }
        if let Some(w) = self.why.get_mut(team) {
            *w = slot.why;
        }
    }

    /// An empty draft for the entry `game` waits for, with `teams` teams; the marked team is
    /// the first that chooses (in the investments, the first with a country, and so a field).
    pub fn for_step(game: &Game, teams: usize) -> Draft {
        let focus = match game.expecting() {
            Expect::Decide { choosing } => (0..teams).find(|&t| choosing.contains(t)).unwrap_or(0),
            Expect::Invest => (0..teams).find(|&t| game.spend_limit(t).has_country).unwrap_or(0),
            _ => 0,
        };
        Draft {
            cards: vec![None; teams],
            focus,
            spend: vec![SpendText::default(); teams],
            by_device: vec![false; teams],
            device_no: vec![None; teams],
            other_device: vec![false; teams],
            why: vec![None; teams],
            occupy: match game.expecting() {
                Expect::Occupy { proposed, .. } => proposed,
                _ => 0,
            },
            landing: game.landing_proposal(),
            conquest: vec![None; teams],
            ..Draft::default()
        }
    }

    /// The entry as it stands, without the teacher's places for the gains: the cards with
    /// the new countries' places, or the investments. `None` at any other step.
    fn base_input(&self, game: &Game) -> Option<Input> {
        match game.expecting() {
            Expect::Decide { .. } => {
                Some(Input::Decide { cards: self.cards.clone(), places: self.conquest_places(game) })
            }
            Expect::Invest => {
                Some(Input::Invest { spend: self.spend.iter().map(SpendText::spend).collect(), places: vec![] })
            }
            _ => None,
        }
    }

    /// The entry of a decision or an investment as the teacher prepared it, with the places
    /// of the gains that still match what the entry does (a card or a sum changed after the
    /// teacher placed a gain drops that place).
    pub fn input(&self, game: &Game) -> Option<Input> {
        let mut input = self.base_input(game)?;
        let valid = self.valid_gains(game, &input);
        if let Input::Decide { places, .. } | Input::Invest { places, .. } = &mut input {
            places.extend(valid);
        }
        Some(input)
    }

    /// The teacher's places for gains that the entry `base` (without them) still makes: the
    /// same team's proposal of that number, to a country it may go to.
    fn valid_gains(&self, game: &Game, base: &Input) -> Vec<Place> {
        let proposals = game.proposals(base);
        let valid = |g: &&Place| {
            proposals
                .iter()
                .any(|p| p.team == g.team && p.nth == g.nth && g.country().is_some_and(|c| p.allowed.contains(&c)))
        };
        self.gains.iter().filter(valid).copied().collect()
    }

    /// Whether team `t`'s card or investment came from its own device (and was not typed over
    /// by the teacher).
    pub fn from_device(&self, t: usize) -> bool {
        self.by_device.get(t).copied().unwrap_or(false)
    }

    /// Whether team `t`'s card or investment stays off the teacher's screen: until it is turned
    /// over for everyone, a device's always, and a typed one where the class may see the
    /// screen. Nothing the screen shows (rows, lists, the map, counts) may depend on it.
    pub fn hidden(&self, t: usize) -> bool {
        !self.shown && (self.from_device(t) || !self.open)
    }

    /// The cards as the teacher's screen may know them; a hidden card counts as not laid.
    fn cards_known(&self) -> Vec<Option<crate::engine::Card>> {
        self.cards.iter().enumerate().map(|(t, c)| c.filter(|_| !self.hidden(t))).collect()
    }

    /// The gains and losses of the entry that the teacher may place, grouped by team and kind
    /// (the engine's proposals, `Game::proposals`, in the order they are made). Not those of a
    /// team whose card or investment is hidden: they go where the app proposes (the entry can
    /// be taken back after the reveal, its cards then known, to place them).
    pub fn gain_groups(&self, game: &Game) -> Vec<GainGroup> {
        let Some(base) = self.base_input(game) else { return Vec::new() };
        let mut groups: Vec<GainGroup> = Vec::new();
        for Proposal { team, nth, what, proposed, allowed, .. } in game.proposals(&base) {
            let team = usize::from(team);
            if self.hidden(team) {
                continue;
            }
            let chosen =
                self.gains.iter().find(|g| usize::from(g.team) == team && g.nth == nth).and_then(Place::country);
            match groups.last_mut() {
                Some(g) if g.team == team && g.what == what && *g.nths.last().unwrap_or(&0) + 1 == nth => {
                    g.nths.push(nth);
                    g.proposed.push(proposed);
                    if g.chosen != chosen {
                        g.chosen = None;
                    }
                }
                _ => groups.push(GainGroup { team, what, nths: vec![nth], proposed: vec![proposed], chosen, allowed }),
            }
        }
        groups
    }

    /// Puts the gains of team `team`'s group that starts at proposal `nth` all into `country`
    /// (`None`: where the app proposes), where the engine allows it.
    pub fn place_gains(&mut self, game: &Game, team: usize, nth: u16, country: Option<CountryId>) -> bool {
        let groups = self.gain_groups(game);
        let Some(group) = groups.into_iter().find(|g| g.team == team && g.nths.first() == Some(&nth)) else {
            return false;
        };
        if country.is_some_and(|c| !group.allowed.contains(&c)) {
            return false;
        }
        self.gains.retain(|g| !(usize::from(g.team) == team && group.nths.contains(&g.nth)));
        if let Some(country) = country {
            self.gains.extend(group.nths.iter().map(|&nth| Place::to_country(team as u8, nth, country)));
        }
        true
    }

    /// The places of an entry taken back (undo): the new countries' (on the map, a conquering
    /// card's first place) and the gains'.
    pub fn restore_places(&mut self, game: &Game, places: &[Place]) {
        for p in places {
            let t = usize::from(p.team);
            let conquers = game.map().is_some()
                && p.nth == 0
                && matches!(game.expecting(), Expect::Decide { .. })
                && self.cards.get(t).copied().flatten().is_some_and(|c| game.card_conquers(c));
            match self.conquest.get_mut(t) {
                Some(slot) if conquers => *slot = p.site(),
                _ => self.gains.push(*p),
            }
        }
    }

    /// Team `team`'s card or sum changed: its gains go where the app proposes again.
    fn forget_gains(&mut self, team: usize) {
        self.gains.retain(|g| usize::from(g.team) != team);
    }

    /// Team `team` lands in map country `site` instead, where the engine allows it (a free
    /// coastal country); a team that was to land there takes the team's place instead (the
    /// two swap). The mark moves to the team.
    pub fn land(&mut self, game: &Game, team: usize, site: Site) -> bool {
        let Some(&was) = self.landing.get(team) else { return false };
        if !game.conquest_choices(team).contains(&site) {
            return false;
        }
        if let Some(other) = self.landing.iter().position(|&s| s == site) {
            self.landing[other] = was;
        }
        self.landing[team] = site;
        self.focus = team;
        true
    }

    /// Where each team's +1L goes when the known cards are resolved, by seat, and which
    /// countries it may take at its turn, as the engine works it out (`Game::conquest_plan`)
    /// from the teacher's choices: what the teacher's screen shows. A team whose card is hidden
    /// has no place here (it would say which card it laid).
    pub fn conquest_plan(&self, game: &Game) -> Vec<crate::engine::Planned> {
        game.conquest_plan(&self.cards_known(), &self.conquest)
    }

    /// Where each team's +1L goes in the entry, by seat: the teams whose cards are known where
    /// the teacher's screen shows them (`conquest_plan`, kept as the teacher's choices), the
    /// hidden ones where the app proposes around those.
    pub fn conquest_sites(&self, game: &Game) -> Vec<Option<Site>> {
        let shown = self.conquest_plan(game);
        let kept: Vec<Option<Site>> = (0..self.cards.len())
            .map(|t| self.conquest.get(t).copied().flatten().or_else(|| shown.get(t).and_then(|p| p.site)))
            .collect();
        game.conquest_plan(&self.cards, &kept).into_iter().map(|p| p.site).collect()
    }

    /// Team `team`'s +1L goes to map country `site`, where its card takes a country and the
    /// engine allows it there; a team that was sent there by the teacher takes the team's
    /// country instead (the two swap).
    pub fn send_conquest(&mut self, game: &Game, team: usize, site: Site) -> bool {
        let plan = self.conquest_plan(game);
        let Some(crate::engine::Planned { site: Some(was), choices }) = plan.get(team) else { return false };
        let was = *was;
        if !choices.contains(&site) || self.conquest.len() <= team {
            return false;
        }
        if let Some(other) = (0..self.conquest.len()).find(|&u| u != team && self.conquest[u] == Some(site)) {
            self.conquest[other] = Some(was);
        }
        self.conquest[team] = Some(site);
        true
    }

    /// The teacher's places for the +1L of a decision, as the engine takes them
    /// (`Input::Decide`): each conquering team's first place of the entry, on a map country.
    pub fn conquest_places(&self, game: &Game) -> Vec<Place> {
        self.conquest_sites(game)
            .into_iter()
            .enumerate()
            .filter_map(|(t, site)| Some(Place::to_site(t as u8, 0, site?)))
            .collect()
    }

    /// The landing places where the teacher changed the app's proposal, as the engine takes
    /// them (`Input::Proceed`): each team's first conquest of the step, on a map country.
    pub fn landing_places(&self, game: &Game) -> Vec<Place> {
        let proposal = game.landing_proposal();
        self.landing
            .iter()
            .enumerate()
            .filter(|&(t, site)| proposal.get(t) != Some(site))
            .map(|(t, &site)| Place::to_site(t as u8, 0, site))
            .collect()
    }

    /// Lays team `t`'s card `c`, where the engine allows it now (the team chooses and can
    /// pay); the one way a card gets into the draft, typed or from a device.
    pub fn lay_card(&mut self, game: &Game, t: usize, c: crate::engine::Card) -> bool {
        let allowed = game.card_allowed(t, c).is_ok();
        match self.cards.get_mut(t).filter(|_| allowed) {
            Some(slot) => {
                if *slot != Some(c) {
                    *slot = Some(c);
                    self.forget_gains(t);
                }
                true
            }
            None => false,
        }
    }

    /// A card typed by the teacher: laid as a device's is, it overrides the team's device, and
    /// the mark moves on to the next team without a card.
    pub fn set_card(&mut self, game: &Game, t: usize, c: crate::engine::Card) -> bool {
        let laid = self.lay_card(game, t, c);
        if laid {
            self.by_hand(t);
            self.focus = self.next_chooser(game, t, false);
        }
        laid
    }

    /// The next team (after `t`; before it, `back`) that lays a card and has none yet, else
    /// the next that lays one at all; `t` when there is none.
    pub fn next_chooser(&self, game: &Game, t: usize, back: bool) -> usize {
        let n = self.cards.len().max(1);
        let Expect::Decide { choosing } = game.expecting() else { return t };
        let open = |u: usize| choosing.contains(u) && self.cards.get(u).is_some_and(Option::is_none);
        let step = |i: usize| if back { (t + n - i) % n } else { (t + i) % n };
        (1..=n).map(step).find(|&u| open(u)).or_else(|| (1..=n).map(step).find(|&u| choosing.contains(u))).unwrap_or(t)
    }

    /// The next team (after the marked one) with a country whose investment did not come from
    /// its device, in the investments (else the next with a country: a device's row is marked
    /// only when no other is left).
    pub fn next_investor(&self, game: &Game, back: bool) -> usize {
        let n = self.spend.len().max(1);
        let from = self.focus;
        let step = |i: usize| if back { (from + n - i) % n } else { (from + i) % n };
        let invests = |t: usize| game.spend_limit(t).has_country;
        (1..=n)
            .map(step)
            .find(|&t| invests(t) && !self.from_device(t))
            .or_else(|| (1..=n).map(step).find(|&t| invests(t)))
            .unwrap_or(from)
    }

    /// Whether team `t`'s typed armies (or farming throws) are whole: a 0, or a number that one
    /// more digit would take past what the team can pay. The marker then moves on by itself, as
    /// after a card, so that a round of single digits costs a key a team.
    pub fn spend_whole(&self, game: &Game, t: usize, armies: bool) -> bool {
        let Some(slot) = self.spend.get(t) else { return true };
        let s = slot.spend();
        let limit = game.spend_limit(t);
        let (typed, n, max) = if armies {
            (&slot.armies, s.armies, limit.max_armies(s.farms))
        } else {
            (&slot.farms, s.farms, limit.max_farms(s.armies))
        };
        !typed.is_empty() && (n == 0 || u64::from(n) * 10 > u64::from(max))
    }

    /// Team `t`'s armies (or farms) as typed: digits only, four at most.
    pub fn type_spend(&mut self, t: usize, typed: &str, armies: bool) {
        let digits: String = typed.chars().filter(char::is_ascii_digit).take(4).collect();
        self.by_hand(t);
        self.forget_gains(t);
        if let Some(slot) = self.spend.get_mut(t) {
            if armies {
                slot.armies = digits;
            } else {
                slot.farms = digits;
            }
        }
    }

    /// One more (or less) army or farm for `team`, never more than it can pay, as the engine
    /// counts it.
    pub fn bump(&mut self, game: &Game, team: usize, armies: bool, delta: i32) {
        let limit = game.spend_limit(team);
        self.by_hand(team);
        self.forget_gains(team);
        if let Some(slot) = self.spend.get_mut(team) {
            let s = slot.spend();
            if armies {
                slot.armies = s.armies.saturating_add_signed(delta).min(limit.max_armies(s.farms)).to_string();
            } else {
                slot.farms = s.farms.saturating_add_signed(delta).min(limit.max_farms(s.armies)).to_string();
            }
        }
    }

    /// The country an attack comes from; a target chosen before stays only if it can be
    /// attacked from there.
    pub fn attack_from(&mut self, game: &Game, from: CountryId) {
        self.from = Some(from);
        let mut targets = Vec::new();
        game.attack_targets_from_into(from, &mut targets);
        self.target = self.target.filter(|t| targets.contains(t));
    }

    /// A real die of a throw: `side` 0 the attacker's, 1 the defender's.
    pub fn throw_die(&mut self, side: usize, die: u8) {
        if let (Some(slot), 1..=6) = (self.throw.get_mut(side), die) {
            *slot = Some(die);
        }
    }

    /// A real die typed by key: the attacker's first, then the defender's; the next key
    /// starts a new throw.
    pub fn key_die(&mut self, die: u8) {
        match self.throw {
            [Some(_), None] => self.throw_die(1, die),
            _ => {
                self.throw = [None, None];
                self.throw_die(0, die);
            }
        }
    }

    /// Takes the last die typed back.
    pub fn unkey_die(&mut self) {
        let last = if self.throw[1].is_some() { 1 } else { 0 };
        self.throw[last] = None;
    }

    /// The throw's real dice as the engine takes typed outcomes ("4 2"), once both are in.
    pub fn throw_text(&self) -> Option<String> {
        match self.throw {
            [Some(a), Some(d)] => Some(format!("{a} {d}")),
            _ => None,
        }
    }

    /// The armies that move into a conquered country, within what the engine allows.
    pub fn occupy_by(&mut self, game: &Game, delta: i32) {
        if let Expect::Occupy { max, .. } = game.expecting() {
            self.occupy = self.occupy.saturating_add_signed(delta).min(max);
        }
    }

    /// Where team `t`'s rebellion goes: in its own countries (`own`) or the extra one.
    pub fn rebel_in(&mut self, t: usize, country: CountryId, own: bool) {
        let teams = self.cards.len();
        let places = if own { &mut self.rebel_own } else { &mut self.rebel_extra };
        places.resize(teams, None);
        if let Some(slot) = places.get_mut(t) {
            *slot = Some(country);
        }
    }

    /// The teacher entered the team's card or investment: it is the console's now, not a
    /// device's. What the device sent is dropped, not shown: the teacher's entry starts afresh.
    fn by_hand(&mut self, t: usize) {
        if self.from_device(t)
            && let Some(slot) = self.spend.get_mut(t)
        {
            *slot = SpendText::default();
        }
        if let (Some(by), Some(no), Some(other)) =
            (self.by_device.get_mut(t), self.device_no.get_mut(t), self.other_device.get_mut(t))
        {
            (*by, *no, *other) = (false, None, false);
        }
    }

    /// What is laid so far, as it is kept beside the class file for the record with `entries`
    /// entries at `step`.
    pub fn pending(&self, entries: usize, step: usize) -> Pending {
        Pending {
            entries,
            step,
            cards: self.cards.clone(),
            spend: self
                .spend
                .iter()
                .map(|s| (!s.armies.is_empty() || !s.farms.is_empty()).then(|| [s.spend().armies, s.spend().farms]))
                .collect(),
            by_device: self.by_device.clone(),
            device_no: self.device_no.clone(),
            other_device: self.other_device.clone(),
            landing: self.landing.clone(),
            conquest: if self.conquest.iter().any(Option::is_some) { self.conquest.clone() } else { Vec::new() },
            gains: self.gains.clone(),
            why: if self.why.iter().any(Option::is_some) { self.why.clone() } else { Vec::new() },
            shown: self.shown,
        }
    }

    /// Takes back what was kept (`pending`), where the engine still allows it.
    pub fn restore(&mut self, game: &Game, p: &Pending) {
        for (t, card) in p.cards.iter().enumerate() {
            if let Some(c) = card
                && game.card_allowed(t, *c).is_ok()
                && let Some(slot) = self.cards.get_mut(t)
            {
                *slot = Some(*c);
            }
        }
        for (t, spend) in p.spend.iter().enumerate() {
            if let Some([armies, farms]) = spend
                && game.spend_allowed(t, Spend { armies: *armies, farms: *farms }).is_ok()
                && let Some(slot) = self.spend.get_mut(t)
            {
                *slot = SpendText { armies: armies.to_string(), farms: farms.to_string() };
            }
        }
        for (from, to) in [(&p.by_device, &mut self.by_device), (&p.other_device, &mut self.other_device)] {
            for (slot, v) in to.iter_mut().zip(from) {
                *slot = *v;
            }
        }
        for (slot, v) in self.device_no.iter_mut().zip(&p.device_no) {
            *slot = *v;
        }
        for (slot, v) in self.why.iter_mut().zip(&p.why) {
            slot.clone_from(v);
        }
        // The landing and the new countries as the teacher chose them, each where the engine
        // still allows it (a landing moved as the teacher moved it: swaps keep it whole).
        if p.landing.len() == self.landing.len() {
            for (t, &site) in p.landing.iter().enumerate() {
                let _ = self.land(game, t, site);
            }
        }
        for (slot, v) in self.conquest.iter_mut().zip(&p.conquest) {
            *slot = *v;
        }
        self.shown = p.shown;
        // The gains where the teacher put them, those that still match the entry.
        self.gains = p.gains.clone();
        self.gains = self.base_input(game).map(|base| self.valid_gains(game, &base)).unwrap_or_default();
    }
}

#[cfg(test)]
mod tests;

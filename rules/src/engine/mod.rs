//! The rules engine: pure (no GUI, no files, no clock), deterministic from a seed and
//! replayable from its record. `Game` is the state machine, `Session` adds the record.

mod chance;
mod change;
mod error;
mod fight_log;
mod game;
mod legal;
pub mod limits;
mod record;
mod resolve;
mod setup;
mod standings;

pub use chance::{Chance, Outcome};
pub use change::{Cause, Change, ChangeKind, Lapse};
pub use error::RuleError;
pub use fight_log::{FightEnd, FightLog};
pub use game::{Expect, Fight, Game, Input, Place, Quantity, Spend, Stage, TeamSet, Throws, To, Waiting, Wars};
pub use legal::{CardSet, Planned, SitOut, SpendLimit};
pub use record::{
    Adjusted, Correction, Dice, DiscussedChange, Entry, FORMAT_VERSION, Frame, LessonRef, PhaseEnd, Record,
    ReplayError, Session, TeamInfo, Timeline, WhatIf, Why,
};
pub use resolve::{Prop, Proposal, Throw, ThrowFor};
pub use setup::SetupError;
pub use standings::{Standing, standings};

use serde::{Deserialize, Serialize};

pub use crate::lesson::Card;
pub use crate::map::Site;
pub use crate::vocabulary::{Building, Buildings, PRODUCTS, Product};

/// A country: its index in `State::countries` (countries are only ever added). The class knows
/// it by its number, one more than the index: `number()` says it, so that no text counts by hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CountryId(pub u16);

impl CountryId {
    /// The country with the number the class knows it by (1 for the first), if there is one.
    pub fn from_number(number: usize) -> Option<CountryId> {
        number.checked_sub(1).and_then(|i| u16::try_from(i).ok()).map(CountryId)
    }

    /// The number the class knows it by: 1 for the first country.
    pub fn number(self) -> usize {
        usize::from(self.0) + 1
    }

    /// Its index in `State::countries`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl TryFrom<usize> for CountryId {
    type Error = std::num::TryFromIntError;
    fn try_from(index: usize) -> Result<CountryId, Self::Error> {
        u16::try_from(index).map(CountryId)
    }
}

impl From<CountryId> for usize {
    fn from(c: CountryId) -> usize {
        c.index()
    }
}

/// Owner value of a country that has become independent (out of play).
pub const INDEPENDENT: u8 = u8::MAX;

/// One country in play: a team's colony, or an independent country out of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Country {
    pub owner: u8,
    /// When its owner gained it: orders a team's countries (a conquest counts as a new gain).
    pub gained: u32,
    pub armies: u32,
    pub resources: [u16; PRODUCTS],
    pub buildings: Buildings,
    pub rebellion: bool,
}

impl Country {
    pub fn total_resources(&self) -> u32 {
        self.resources.iter().map(|&c| u32::from(c)).sum()
    }
    pub fn is_independent(&self) -> bool {
        self.owner == INDEPENDENT
    }
}

/// One team's own numbers (its countries are in `State::countries`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Team {
    pub gold: u32,
    pub prestige: u32,
    pub slave_ship: bool,
    /// Monopoly cards held, one bit per product.
    pub monopolies: u16,
}

impl Team {
    pub fn has_monopoly(&self, p: Product) -> bool {
        self.monopolies & (1 << p.index()) != 0
    }
}

/// The whole state of a game.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    pub teams: Vec<Team>,
    pub countries: Vec<Country>,
    pub bag: [u16; PRODUCTS],
    /// Resources in the game in all (bag + board + independent countries).
    pub total: [u16; PRODUCTS],
    /// How many countries can be in play (taken or independent) at most.
    pub in_play: usize,
    /// Index into `Lesson::steps`; equal to its length when the game is over.
    pub step: usize,
    pub stage: Stage,
    /// The card each team laid at each step: `cards[step * teams + team]`, 0 for none.
    pub cards: Vec<u8>,
    pub next_gain: u32,
    /// On the app's map: the map country each country in play stands for (`sites[c]` for
    /// country c). Empty on the teacher's own board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sites: Vec<Site>,
    /// Each team's countries in the order gained: derived from `countries`, kept up to date
    /// by `add_country` and `set_owner` (an empty index means "not built": then it is scanned).
    #[serde(skip)]
    pub(crate) index: Vec<TeamCountries>,
}

impl Clone for State {
    fn clone(&self) -> State {
        State {
            teams: self.teams.clone(),
            countries: self.countries.clone(),
            bag: self.bag,
            total: self.total,
            in_play: self.in_play,
            step: self.step,
            stage: self.stage.clone(),
            cards: self.cards.clone(),
            next_gain: self.next_gain,
            sites: self.sites.clone(),
            index: self.index.clone(),
        }
    }

    /// Field by field, into the buffers already held (the simulator resets a game so). The
    /// pattern names every field: a new one cannot be forgotten here.
    fn clone_from(&mut self, source: &State) {
        let State { teams, countries, bag, total, in_play, step, stage, cards, next_gain, sites, index } = source;
        self.teams.clone_from(teams);
        self.countries.clone_from(countries);
        self.bag = *bag;
        self.total = *total;
        self.in_play = *in_play;
        self.step = *step;
        self.stage.clone_from(stage);
        self.cards.clone_from(cards);
        self.next_gain = *next_gain;
        self.sites.clone_from(sites);
        self.index.clone_from(index);
    }
}

impl State {
    /// The map country that country `c` stands for, on the app's map.
    pub fn site(&self, c: CountryId) -> Option<Site> {
        self.sites.get(c.index()).copied()
    }

    /// The country in play that stands on map country `site`, if a team took it.
    pub fn country_on(&self, site: Site) -> Option<CountryId> {
        self.sites.iter().position(|&s| s == site).and_then(|i| CountryId::try_from(i).ok())
    }

    pub fn team_count(&self) -> usize {
        self.teams.len()
    }

    /// The card a team laid at a step, if any.
    pub fn card(&self, step: usize, team: usize) -> Option<Card> {
        self.cards.get(step * self.teams.len() + team).copied().filter(|&c| c != 0).map(Card)
    }

    /// A team's countries in the order it gained them.
    pub fn countries_of(&self, team: usize) -> TeamCountries {
        match self.index.get(team) {
            Some(ids) => *ids,
            None => self.scan_countries_of(team),
        }
    }

    /// Builds the index of each team's countries (after the state was made by hand).
    pub fn reindex(&mut self) {
        self.index.clear();
        let index: Vec<TeamCountries> = (0..self.teams.len()).map(|t| self.scan_countries_of(t)).collect();
        self.index = index;
    }

    /// A new country for `team`, gained now.
    pub(crate) fn add_country(&mut self, team: usize) -> CountryId {
        let id = CountryId(self.countries.len() as u16);
        self.countries.push(Country {
            owner: team as u8,
            gained: self.next_gain,
            armies: 0,
            resources: [0; PRODUCTS],
            buildings: Buildings::default(),
            rebellion: false,
        });
        self.next_gain += 1;
        if let Some(ids) = self.index.get_mut(team) {
            *ids = ids.with(id);
        }
        id
    }

    /// Hands a country to another team (gained now) or to independence (`INDEPENDENT`).
    pub(crate) fn set_owner(&mut self, country: CountryId, owner: u8) {
        let c = &mut self.countries[usize::from(country)];
        let old = usize::from(c.owner);
        c.owner = owner;
        if owner != INDEPENDENT {
            c.gained = self.next_gain;
            self.next_gain += 1;
        }
        if let Some(ids) = self.index.get_mut(old) {
            *ids = ids.without(country);
        }
        if let Some(ids) = self.index.get_mut(usize::from(owner)) {
            *ids = ids.with(country);
        }
    }

    fn scan_countries_of(&self, team: usize) -> TeamCountries {
        let mut out = TeamCountries::default();
        for (i, c) in self.countries.iter().enumerate() {
            if usize::from(c.owner) == team && out.len < out.ids.len() {
                out.ids[out.len] = CountryId(i as u16);
                out.len += 1;
            }
        }
        let ids = &mut out.ids[..out.len];
        // Countries are added in the order gained; only a conquest in the wars reorders them.
        let gained = |i: &CountryId| self.countries[usize::from(*i)].gained;
        if !ids.is_sorted_by_key(gained) {
            ids.sort_by_key(gained);
        }
        out
    }

    pub fn armies_of(&self, team: usize) -> u32 {
        self.countries_of(team).iter().map(|&c| self.countries[usize::from(c)].armies).sum()
    }

    pub fn resources_of(&self, team: usize) -> u32 {
        self.countries_of(team).iter().map(|&c| self.countries[usize::from(c)].total_resources()).sum()
    }

    /// Resources of one product held by a team.
    pub fn product_of(&self, team: usize, p: Product) -> u32 {
        self.countries_of(team).iter().map(|&c| u32::from(self.countries[usize::from(c)].resources[p.index()])).sum()
    }

    pub fn is_over(&self, steps: usize) -> bool {
        self.step >= steps
    }
}

/// A team's countries, at most 6 (a lesson gives a team 6 tokens at most), without allocating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TeamCountries {
    ids: [CountryId; 6],
    len: usize,
}

impl TeamCountries {
    /// The list with one more country. A seventh cannot be: the tokens' limit keeps it out
    /// (`has_free_token`, the lesson's check); a build with debug checks says so if it ever
    /// comes, instead of losing it from the index without a word.
    pub fn with(mut self, c: CountryId) -> Self {
        debug_assert!(self.len < self.ids.len(), "a team's seventh country: the tokens' limit was loosened");
        if self.len < self.ids.len() {
            self.ids[self.len] = c;
            self.len += 1;
        }
        self
    }

    /// The list without one country, the order kept.
    pub fn without(mut self, c: CountryId) -> Self {
        if let Some(i) = self.ids[..self.len].iter().position(|&x| x == c) {
            self.ids.copy_within(i + 1..self.len, i);
            self.len -= 1;
            self.ids[self.len] = CountryId(0);
        }
        self
    }
}

impl std::ops::Deref for TeamCountries {
    type Target = [CountryId];
    fn deref(&self) -> &[CountryId] {
        &self.ids[..self.len]
    }
}

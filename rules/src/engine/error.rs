//! Why the engine refused an input, as data (the words are made outside the engine).
//! A refused input changes nothing.

use super::limits::TooLarge;
use super::{Card, CountryId, Product, SitOut, Waiting};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game waits for another kind of entry.
    WrongInput {
        expected: Waiting,
    },
    GameOver,
    TeamCount {
        teams: usize,
        min: usize,
        max: usize,
    },
    NoSuchTeam {
        team: usize,
    },
    CardCount {
        given: usize,
        teams: usize,
    },
    MissingCard {
        team: usize,
    },
    NoCardExpected {
        team: usize,
        why: SitOut,
    },
    BadCard {
        team: usize,
        card: Card,
        options: usize,
    },
    CannotPay {
        team: usize,
        cost: u32,
        gold: u32,
    },
    Overspend {
        team: usize,
        cost: u32,
        gold: u32,
    },
    NoCountryToSpendOn {
        team: usize,
    },
    NoSuchCountry {
        country: usize,
    },
    NotTeamsCountry {
        team: usize,
        country: CountryId,
    },
    NoArmiesToAttack {
        country: CountryId,
    },
    /// On the app's map: the attacked country does not border the attacking one.
    NoBorder {
        from: CountryId,
        target: CountryId,
    },
    /// On the app's map: the teacher's place for the team's new country is not one the rules
    /// allow when the entry gets to it (taken, not a neighbour, not on the coast ...).
    PlaceNotAllowed {
        team: usize,
        site: crate::map::Site,
    },
    /// A record names a map this app does not ship (a newer app's, or a damaged name).
    UnknownMap {
        name: String,
    },
    /// The map does not have the countries the game needs.
    MapSize {
        countries: usize,
        needed: usize,
    },
    AttackOwnCountry,
    AttackIndependent,
    AttackNoToken {
        team: usize,
    },
    FightUnderWay,
    NoFight,
    OccupyTooMany {
        armies: u32,
        max: u32,
    },
    HasCity {
        country: CountryId,
    },
    HasRebellion {
        country: CountryId,
    },
    NeedDie {
        team: usize,
    },
    NeedDraw {
        team: usize,
    },
    BadDie {
        die: u8,
    },
    NotInBag {
        product: Product,
    },
    BagShort {
        product: Product,
        have: u16,
    },
    BadValue {
        value: i64,
    },
    NoTokenForCountry {
        team: usize,
    },
    TooManyOutcomes {
        unused: usize,
    },
    /// The entry would take the record beyond a limit no real class reaches.
    TooLarge(TooLarge),
    /// A step that the lesson does not let a class discuss instead of play (its id).
    NotDiscussed {
        step: String,
    },
    /// The class has been through this step (its id): whether it is discussed or played can
    /// no longer change.
    DiscussedReached {
        step: String,
    },
}

impl std::fmt::Display for RuleError {
    /// For logs and developers only: the teacher reads the words made outside the engine.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the rules refuse this entry: {self:?}")
    }
}

impl std::error::Error for RuleError {}

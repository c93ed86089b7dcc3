//! What an input changed, each change with its cause, for the screen, the projector and exports.

use serde::{Deserialize, Serialize};

use super::{Building, Card, CountryId, Product, Quantity, SitOut};

/// Why a change happened: the step, the card laid and the die behind it, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cause {
    pub step: u16,
    pub card: Option<Card>,
    pub die: Option<u8>,
}

/// One change to one team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    pub team: u8,
    pub cause: Cause,
    pub kind: ChangeKind,
}

/// Why a conquest or a building did not happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lapse {
    /// The team already holds as many countries as it has tokens.
    NoToken,
    /// Every country in play is taken.
    NoFreeCountry,
    /// Every country of the team already has this building.
    NoPlace,
    /// The team has no country.
    NoCountry,
    /// The bag is empty.
    BagEmpty,
    /// There were no armies to lose.
    NoArmies,
    /// There were no resources to lose.
    NoResources,
    /// A country holds one rebellion at most and all the team's countries have one.
    AllRebelling,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "change")]
pub enum ChangeKind {
    /// The team laid no card at this step: it could pay for no option.
    SatOut {
        why: SitOut,
    },
    /// The card the team laid.
    Card {
        card: Card,
    },
    /// The cost of the card, paid.
    Paid {
        gold: u32,
    },
    Gold {
        delta: i32,
        now: u32,
    },
    /// `delta` is what the option said; `now` is floored at 0.
    Prestige {
        delta: i32,
        now: u32,
    },
    Armies {
        country: CountryId,
        delta: i32,
        now: u32,
    },
    /// One resource drawn into a country (+1) or given back to the bag (-1).
    Resource {
        country: CountryId,
        product: Product,
        delta: i8,
    },
    /// A die rolled for the team's option.
    Rolled {
        die: u8,
    },
    /// A free country taken (+1L), or the landing.
    Conquered {
        country: CountryId,
    },
    Built {
        country: CountryId,
        building: Building,
    },
    SlaveShip,
    /// Something the option asked for could not happen.
    Lapsed {
        why: Lapse,
    },
    Income {
        gold: u32,
    },
    FightStarted {
        from: CountryId,
        target: CountryId,
        defender: u8,
    },
    Throw {
        attacker: u8,
        defender: u8,
    },
    /// The team took a country from another team in a war.
    Took {
        country: CountryId,
        from_team: u8,
    },
    /// The team lost a country to another team in a war.
    LostTo {
        country: CountryId,
        to_team: u8,
    },
    Moved {
        from: CountryId,
        to: CountryId,
        armies: u32,
    },
    FightLost,
    FightWon,
    BrokeOff,
    MonopolyRoll {
        product: Product,
        die: u8,
    },
    Monopoly {
        product: Product,
    },
    Rebellion {
        country: CountryId,
    },
    RebellionRoll {
        team: u8,
        rebels: u8,
    },
    PutDown {
        country: CountryId,
    },
    Independent {
        country: CountryId,
    },
    RebellionEnded {
        country: CountryId,
    },
    Corrected {
        what: Quantity,
        from: i64,
        to: i64,
    },
}

//! The vocabulary shared by the lesson file and the engine: the products of the resources
//! and the buildings a country can hold.

use serde::{Deserialize, Serialize};

/// How many products there are.
pub const PRODUCTS: usize = 12;

/// The products of the resource resources, in the rules' order (which breaks ties).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Product {
    Gold,
    Silver,
    Sugar,
    Spices,
    Gems,
    Cotton,
    Ore,
    Rubber,
    Timber,
    Tea,
    Oil,
    Coffee,
}

impl Product {
    pub const ALL: [Product; PRODUCTS] = [
        Product::Gold,
        Product::Silver,
        Product::Sugar,
        Product::Spices,
        Product::Gems,
        Product::Cotton,
        Product::Ore,
        Product::Rubber,
        Product::Timber,
        Product::Tea,
        Product::Oil,
        Product::Coffee,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn code(self) -> &'static str {
        ["gold", "silver", "sugar", "spices", "gems", "cotton", "ore", "rubber", "timber", "tea", "oil", "coffee"]
            [self.index()]
    }

    pub fn from_code(code: &str) -> Option<Product> {
        Product::ALL.into_iter().find(|p| p.code() == code)
    }

    pub fn codes() -> String {
        Product::ALL.map(Product::code).join(", ")
    }
}

/// Buildings a country can hold, one of each kind at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    Port,
    Church,
    City,
    Railway,
    TradingPost,
}

impl Building {
    pub const ALL: [Building; 5] =
        [Building::Port, Building::Church, Building::City, Building::Railway, Building::TradingPost];

    pub fn code(self) -> &'static str {
        match self {
            Building::Port => "port",
            Building::Church => "church",
            Building::City => "city",
            Building::Railway => "railway",
            Building::TradingPost => "trading-post",
        }
    }

    pub fn from_code(code: &str) -> Option<Building> {
        Building::ALL.into_iter().find(|b| b.code() == code)
    }

    pub(crate) fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The buildings in one country, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Buildings(u8);

impl Buildings {
    pub fn has(self, b: Building) -> bool {
        self.0 & b.bit() != 0
    }
    pub fn set(&mut self, b: Building, on: bool) {
        if on { self.0 |= b.bit() } else { self.0 &= !b.bit() }
    }
}

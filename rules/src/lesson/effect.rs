//! Effects of an option, written in the lesson file with the rulebook's abbreviations
//! (`+1L`, `-1P`, `+2R@each`, `port`, a die table ...), parsed once when the lesson loads.

use serde::Deserialize;
use std::collections::BTreeMap;

use crate::vocabulary::Building;

/// Where a gain or loss of armies or resources lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// The country the step is about (a new country, a new building) or, without one,
    /// the app's proposal that the teacher may change.
    Default,
    /// The team's first colony (the earliest country it still holds).
    First,
    /// Each of the team's countries.
    Each,
    /// Each of the team's countries with a rebellion.
    Rebellions,
}

/// One effect of an option, in the order the option lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    Gold(i32),
    Prestige(i32),
    Armies(i32, At),
    Resources(i32, At),
    /// +1L: take a free country.
    Conquer,
    Build(Building),
    SlaveShip,
    /// The team may attack in the colonial wars.
    Attack,
    GoldPerResource(i32),
    PrestigePerCountry(i32),
    /// Rebellions where armies remain are put down; elsewhere the team rolls against the rebels.
    Quell,
    /// All the team's rebellions end.
    Settle,
    Roll(Box<DieTable>),
}

/// A die table: which list of effects each face 1-6 leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DieTable {
    /// For each face 1..=6, the index of its branch.
    pub face: [u8; 6],
    pub branches: Vec<Vec<Effect>>,
}

impl DieTable {
    pub fn effects(&self, die: u8) -> &[Effect] {
        &self.branches[self.face[usize::from(die.clamp(1, 6)) - 1] as usize]
    }
}

/// An effect as written in the file: a code string or a die table.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum RawEffect {
    Code(String),
    Roll { roll: BTreeMap<String, Vec<RawEffect>> },
}

/// Why an effect could not be read; the caller adds the place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EffectError {
    #[error("unknown effect \"{0}\" (expected e.g. +1G, -1P, +2A, +1R@first, +1L, port, attack)")]
    Unknown(String),
    #[error("\"{0}\": only +1L exists (one country at a time)")]
    Conquer(String),
    #[error("the die table has a face range \"{0}\" that is not like 1-3 or 4")]
    Range(String),
    #[error("the die table covers face {0} twice")]
    Twice(u8),
    #[error("the die table does not cover face {0}")]
    Missing(u8),
    #[error("a die table inside a die table is not allowed")]
    Nested,
}

pub fn parse_effects(raw: &[RawEffect], nested: bool) -> Result<Vec<Effect>, (usize, EffectError)> {
    raw.iter().enumerate().map(|(i, r)| parse_effect(r, nested).map_err(|e| (i, e))).collect()
}

fn parse_effect(raw: &RawEffect, nested: bool) -> Result<Effect, EffectError> {
    match raw {
        RawEffect::Code(code) => parse_code(code.trim()),
        RawEffect::Roll { .. } if nested => Err(EffectError::Nested),
        RawEffect::Roll { roll } => {
            let mut face = [u8::MAX; 6];
            let mut branches = Vec::with_capacity(roll.len());
            for (range, effects) in roll {
                let (lo, hi) = parse_range(range)?;
                for f in lo..=hi {
                    let slot = &mut face[usize::from(f) - 1];
                    if *slot != u8::MAX {
                        return Err(EffectError::Twice(f));
                    }
                    *slot = branches.len() as u8;
                }
                branches.push(parse_effects(effects, true).map_err(|(_, e)| e)?);
            }
            if let Some(missing) = face.iter().position(|&b| b == u8::MAX) {
                return Err(EffectError::Missing(missing as u8 + 1));
            }
            Ok(Effect::Roll(Box::new(DieTable { face, branches })))
        }
    }
}

fn parse_range(s: &str) -> Result<(u8, u8), EffectError> {
    let bad = || EffectError::Range(s.to_string());
    let face = |t: &str| match t.trim().parse::<u8>() {
        Ok(f @ 1..=6) => Ok(f),
        _ => Err(bad()),
    };
    let (lo, hi) = match s.split_once('-') {
        Some((a, b)) => (face(a)?, face(b)?),
        None => (face(s)?, face(s)?),
    };
    if lo > hi { Err(bad()) } else { Ok((lo, hi)) }
}

fn parse_code(code: &str) -> Result<Effect, EffectError> {
    let unknown = || EffectError::Unknown(code.to_string());
    let named = match code {
        "slave-ship" => Some(Effect::SlaveShip),
        "attack" => Some(Effect::Attack),
        "quell" => Some(Effect::Quell),
        "settle" => Some(Effect::Settle),
        _ => Building::from_code(code).map(Effect::Build),
    };
    if let Some(e) = named {
        return Ok(e);
    }
    let (sign, rest) = match code.as_bytes().first() {
        Some(b'+') => (1, &code[1..]),
        Some(b'-') => (-1, &code[1..]),
        _ => return Err(unknown()),
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let n: i32 = rest[..digits].parse().map_err(|_| unknown())?;
    if n == 0 || n > 99 {
        return Err(unknown());
    }
    let n = sign * n;
    let (letter, tail) = rest[digits..].split_at_checked(1).ok_or_else(unknown)?;
    let at = match tail {
        "" => Some(At::Default),
        "@first" => Some(At::First),
        "@each" => Some(At::Each),
        "@rebellions" => Some(At::Rebellions),
        _ => None,
    };
    match (letter, tail, at) {
        ("G", "/resource", _) => Ok(Effect::GoldPerResource(n)),
        ("P", "/country", _) => Ok(Effect::PrestigePerCountry(n)),
        ("G", "", _) => Ok(Effect::Gold(n)),
        ("P", "", _) => Ok(Effect::Prestige(n)),
        ("A", _, Some(at)) => Ok(Effect::Armies(n, at)),
        ("R", _, Some(at)) => Ok(Effect::Resources(n, at)),
        ("L", "", _) if n == 1 => Ok(Effect::Conquer),
        ("L", _, _) => Err(EffectError::Conquer(code.to_string())),
        _ => Err(unknown()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_to_effects() {
        assert_eq!(parse_code("+1L"), Ok(Effect::Conquer));
        assert_eq!(parse_code("-2A@rebellions"), Ok(Effect::Armies(-2, At::Rebellions)));
        assert_eq!(parse_code("+2R@each"), Ok(Effect::Resources(2, At::Each)));
        assert_eq!(parse_code("+4G/resource"), Ok(Effect::GoldPerResource(4)));
        assert_eq!(parse_code("-2P/country"), Ok(Effect::PrestigePerCountry(-2)));
        assert_eq!(parse_code("trading-post"), Ok(Effect::Build(Building::TradingPost)));
        assert!(matches!(parse_code("+2L"), Err(EffectError::Conquer(_))));
        for bad in ["", "+", "+0G", "1G", "+1X", "+1R@moon", "+1G@each", "castle"] {
            assert!(parse_code(bad).is_err(), "{bad} should be refused");
        }
    }

    #[test]
    fn die_tables_must_cover_each_face_once() {
        let table = |pairs: &[(&str, &[&str])]| RawEffect::Roll {
            roll: pairs
                .iter()
                .map(|(r, e)| (r.to_string(), e.iter().map(|c| RawEffect::Code(c.to_string())).collect()))
                .collect(),
        };
        let ok = parse_effect(&table(&[("1-3", &["-1A"]), ("4-6", &["+1L"])]), false).unwrap();
        let Effect::Roll(t) = ok else { panic!("not a roll") };
        assert_eq!(t.effects(2), &[Effect::Armies(-1, At::Default)]);
        assert_eq!(t.effects(5), &[Effect::Conquer]);
        assert_eq!(parse_effect(&table(&[("1-3", &[]), ("3-6", &[])]), false), Err(EffectError::Twice(3)));
        assert_eq!(parse_effect(&table(&[("1-2", &[]), ("4-6", &[])]), false), Err(EffectError::Missing(3)));
        assert!(matches!(parse_effect(&table(&[("0-6", &[])]), false), Err(EffectError::Range(_))));
    }
}

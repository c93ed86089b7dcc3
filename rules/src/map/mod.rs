//! The board: a map of a fictional continent with exactly the countries in play, each with its
//! borders and whether it touches the sea (the rules page, "The map"). A map is data: the maps
//! the app uses are generated once (`generate`, behind the `generator` feature), looked at, and
//! shipped; a class's record names its map, so that it replays on the same map forever. This
//! module knows what makes a map playable (`Map::check`); drawing it is the app's.

#[cfg(feature = "generator")]
mod generate;

#[cfg(feature = "generator")]
pub use generate::generate;

use serde::{Deserialize, Serialize};

/// A point on the map, in map units: the map spans 0..`Map::width` by 0..`Map::height`.
pub type Point = [f32; 2];

/// A country of the map, by its index in `Map::countries`. It is not a country of the game
/// (`CountryId`, in the order teams took them): a country of the game stands on one of the
/// map's once a team takes it (`State::sites`). The class knows it by its number on the map,
/// one more than the index (`number`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Site(pub u16);

impl Site {
    /// Its index in `Map::countries`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The number the class knows it by on the map: 1 for the first.
    pub fn number(self) -> usize {
        self.index() + 1
    }

    /// The map country with index `index`, if a map can have that many.
    pub fn at(index: usize) -> Option<Site> {
        u16::try_from(index).ok().map(Site)
    }

    /// Every country of a map of `countries` countries, in order.
    pub fn all(countries: usize) -> impl Iterator<Item = Site> {
        (0..countries).filter_map(Site::at)
    }
}

impl From<Site> for usize {
    fn from(s: Site) -> usize {
        s.index()
    }
}

/// One country of the map.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MapCountry {
    /// The countries it borders, in increasing order.
    pub neighbours: Vec<Site>,
    /// It touches the sea: a team may land there, and +1L may reach it by sea.
    pub coastal: bool,
    /// Where its number, armies and markers are drawn.
    pub centre: Point,
    /// Its shape: the polygons that make it up (drawn filled, side by side).
    pub shape: Vec<Vec<Point>>,
}

/// A map: its countries, the lines between them and the coastline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Map {
    /// The map's name, as a record names it ("continent-18").
    pub name: String,
    pub width: f32,
    pub height: f32,
    pub countries: Vec<MapCountry>,
    /// The borders between two countries, as line segments.
    pub borders: Vec<[Point; 2]>,
    /// The coastline, as line segments.
    pub coast: Vec<[Point; 2]>,
    /// How the landing proposal spreads the teams over the coast: not map data, but the rule a
    /// record was made under (records of format 2 and before replay with `Spread::FirstFound`).
    #[serde(skip)]
    pub spread: Spread,
}

/// How `Map::landing` spreads the teams over the coast.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Spread {
    /// No two teams side by side wherever the coast allows it (records of format 3 on).
    #[default]
    Apart,
    /// As records of format 2 and before had it: the farthest-first spread alone, which may
    /// put two teams side by side where a search would have found them room (7 and 10 teams).
    FirstFound,
}

/// Why a map cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    #[error("the map has {found} countries, the game needs {needed}")]
    Countries { found: usize, needed: usize },
    #[error("country {country} borders {borders} others: at least 2")]
    FewBorders { country: usize, borders: usize },
    #[error("country {country} borders country {other}, but not the other way round")]
    OneWay { country: usize, other: usize },
    #[error("the countries do not form one land")]
    NotConnected,
    #[error("{coastal} countries touch the sea: {teams} teams need at least {needed}")]
    FewCoastal { coastal: usize, teams: usize, needed: usize },
}

impl Map {
    /// Whether the map can be played by up to `teams` teams with `countries` countries in play:
    /// exactly those countries, each bordering at least two others (both ways), one connected
    /// land, and at least one and a half times as many coastal countries as teams (rounded up).
    pub fn check(&self, countries: usize, teams: usize) -> Result<(), MapError> {
        let n = self.countries.len();
        if n != countries {
            return Err(MapError::Countries { found: n, needed: countries });
        }
        for (i, c) in self.countries.iter().enumerate() {
            if c.neighbours.len() < 2 {
                return Err(MapError::FewBorders { country: i, borders: c.neighbours.len() });
            }
            for &o in &c.neighbours {
                let back =
                    self.countries.get(o.index()).is_some_and(|other| other.neighbours.iter().any(|b| b.index() == i));
                if !back || o.index() == i {
                    return Err(MapError::OneWay { country: i, other: o.index() });
                }
            }
        }
        // One land: every country is reached from the first across borders.
        let mut seen = vec![false; n];
        let mut todo = vec![0usize];
        while let Some(i) = todo.pop() {
            if std::mem::replace(&mut seen[i], true) {
                continue;
            }
            todo.extend(self.countries[i].neighbours.iter().map(|o| o.index()).filter(|&o| !seen[o]));
        }
        if seen.iter().any(|s| !s) {
            return Err(MapError::NotConnected);
        }
        let coastal = self.countries.iter().filter(|c| c.coastal).count();
        let needed = (3 * teams).div_ceil(2);
        if coastal < needed {
            return Err(MapError::FewCoastal { coastal, teams, needed });
        }
        Ok(())
    }

    /// How many borders lie between country `from` and each country, by index (`u32::MAX`:
    /// unreachable).
    pub fn hops_from(&self, from: Site) -> Vec<u32> {
        let mut hops = vec![u32::MAX; self.countries.len()];
        let mut queue = std::collections::VecDeque::from([from.index()]);
        if let Some(h) = hops.get_mut(from.index()) {
            *h = 0;
        }
        while let Some(c) = queue.pop_front() {
            for n in &self.countries[c].neighbours {
                let n = n.index();
                if hops[n] == u32::MAX {
                    hops[n] = hops[c] + 1;
                    queue.push_back(n);
                }
            }
        }
        hops
    }

    /// Whether countries `a` and `b` share a border.
    pub fn borders(&self, a: Site, b: Site) -> bool {
        self.country(a).is_some_and(|c| c.neighbours.contains(&b))
    }

    /// Map country `s`, if the map has it.
    pub fn country(&self, s: Site) -> Option<&MapCountry> {
        self.countries.get(s.index())
    }

    /// Every country of the map, in order.
    pub fn sites(&self) -> impl Iterator<Item = Site> + use<> {
        Site::all(self.countries.len())
    }
}

/// The maps the app ships, one for each number of countries in play (`maps/`, made by
/// `generate` and looked at): (countries, JSON).
const SHIPPED: [(usize, &str); 8] = [
    (15, include_str!("../../../maps/continent-15.json")),
    (18, include_str!("../../../maps/continent-18.json")),
    (21, include_str!("../../../maps/continent-21.json")),
    (24, include_str!("../../../maps/continent-24.json")),
    (27, include_str!("../../../maps/continent-27.json")),
    (30, include_str!("../../../maps/continent-30.json")),
    (33, include_str!("../../../maps/continent-33.json")),
    (36, include_str!("../../../maps/continent-36.json")),
];

/// The shipped map with `countries` countries, if there is one.
pub fn shipped(countries: usize) -> Option<Map> {
    let (_, json) = SHIPPED.iter().find(|(n, _)| *n == countries)?;
    serde_json::from_str(json).ok()
}

/// The map sizes a lesson can need: its countries in play for each team count, with the most
/// teams that play on each (the coast must have room for those).
pub fn sizes(lesson: &crate::lesson::Lesson) -> Vec<(usize, usize)> {
    let l = &lesson.limits;
    let mut out: Vec<(usize, usize)> = Vec::new();
    for teams in l.min_teams..=l.max_teams {
        let countries = lesson.countries_in_play(teams);
        match out.iter_mut().find(|(c, _)| *c == countries) {
            Some(entry) => entry.1 = entry.1.max(teams),
            None => out.push((countries, teams)),
        }
    }
    out
}

/// Where a team may take a country with +1L on the map (the rules page): a free country that
/// borders one of its own; if none of its neighbours is free, a free coastal country (by sea);
/// else nowhere, and the conquest lapses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Free neighbours of the team's countries, lowest number first.
    Border(Vec<Site>),
    /// No free neighbour: the free coastal countries, lowest number first.
    Sea(Vec<Site>),
    /// Neither a free neighbour nor a free coast: the free countries inland, lowest number
    /// first (the rules page: +1L inland when no neighbour and no coast is free).
    Inland(Vec<Site>),
    /// No country is free.
    Nowhere,
}

impl Reach {
    /// The countries the team may take, lowest-numbered first (the app proposes the first).
    pub fn countries(&self) -> &[Site] {
        match self {
            Reach::Border(c) | Reach::Sea(c) | Reach::Inland(c) => c,
            Reach::Nowhere => &[],
        }
    }
}

impl Map {
    /// Where a team holding `own` may take a country, when `taken[c]` says which are in play
    /// (held by a team or independent), by index.
    pub fn reach(&self, own: &[Site], taken: &[bool]) -> Reach {
        let free = |c: Site| !taken.get(c.index()).copied().unwrap_or(false);
        let mut border: Vec<Site> = own
            .iter()
            .filter_map(|&c| self.country(c))
            .flat_map(|c| c.neighbours.iter().copied())
            .filter(|&n| free(n))
            .collect();
        border.sort_unstable();
        border.dedup();
        if !border.is_empty() {
            return Reach::Border(border);
        }
        let sea: Vec<Site> = self.sites().filter(|&c| free(c) && self.countries[c.index()].coastal).collect();
        if !sea.is_empty() {
            return Reach::Sea(sea);
        }
        // Neither a free neighbour nor a free coast, but a free country inland: the rules page
        // lets a conquest lapse only when no country is free, so any free one may be taken.
        let any: Vec<Site> = self.sites().filter(|&c| free(c)).collect();
        if any.is_empty() { Reach::Nowhere } else { Reach::Inland(any) }
    }

    /// The landing the app proposes for `teams` teams in seating order: distinct coastal
    /// countries spread as evenly over the coast as it can (each the coastal country most
    /// borders away from those chosen, the farthest of those, from the westernmost on), then
    /// handed out around the coast, so that teams seated side by side land side by side.
    pub fn landing(&self, teams: usize) -> Vec<Site> {
        let coast: Vec<Site> = self.sites().filter(|c| self.countries[c.index()].coastal).collect();
        let at = |c: Site| self.countries[c.index()].centre;
        let hops: Vec<Vec<u32>> = self.sites().map(|c| self.hops_from(c)).collect();
        // Borders to cross first, the distance between the centres second.
        let dist = |a: Site, b: Site| {
            let h = hops[a.index()][b.index()] as f32;
            h * 1000.0 + ((at(a)[0] - at(b)[0]).powi(2) + (at(a)[1] - at(b)[1]).powi(2)).sqrt()
        };
        // From each coastal country in turn (the westernmost first), the farthest coastal
        // country that borders none chosen, until every team has one; the first start that
        // gets there without two teams side by side is taken, else the farthest anyway.
        let mut starts = coast.clone();
        starts.sort_by(|&a, &b| at(a)[0].total_cmp(&at(b)[0]));
        let spread = |first: Site, apart: bool| {
            let mut chosen = vec![first];
            while chosen.len() < teams.min(coast.len()) {
                let far = coast
                    .iter()
                    .copied()
                    .filter(|c| !chosen.contains(c))
                    .filter(|&c| !apart || chosen.iter().all(|&s| !self.borders(c, s)))
                    .max_by(|&a, &b| {
                        let near = |c: Site| chosen.iter().map(|&s| dist(c, s)).fold(f32::MAX, f32::min);
                        near(a).total_cmp(&near(b))
                    });
                match far {
                    Some(c) => chosen.push(c),
                    None => break,
                }
            }
            chosen
        };
        let wanted = teams.min(coast.len());
        let Some(&west) = starts.first() else { return Vec::new() };
        let first_found = starts.iter().map(|&s| spread(s, true)).find(|c| c.len() == wanted);
        let searched = || match self.spread {
            Spread::Apart => self.apart(&coast, wanted),
            Spread::FirstFound => None,
        };
        let mut chosen = first_found.or_else(searched).unwrap_or_else(|| spread(west, false));
        let (cx, cy) = (self.width / 2.0, self.height / 2.0);
        let from_centre = |c: &Site| (at(*c)[0] - cx, at(*c)[1] - cy);
        chosen.sort_by(|a, b| around(from_centre(a), from_centre(b)));
        chosen
    }
}

impl Map {
    /// `wanted` countries of `coast`, no two of which share a border, if there are: found by
    /// trying the coast in order around the continent, taking a country where it borders none
    /// taken, and going back where the countries left cannot make up the number.
    fn apart(&self, coast: &[Site], wanted: usize) -> Option<Vec<Site>> {
        let (cx, cy) = (self.width / 2.0, self.height / 2.0);
        let mut ring = coast.to_vec();
        ring.sort_by(|a, b| {
            let at = |c: &Site| self.countries[c.index()].centre;
            around((at(a)[0] - cx, at(a)[1] - cy), (at(b)[0] - cx, at(b)[1] - cy))
        });
        fn search(map: &Map, ring: &[Site], from: usize, chosen: &mut Vec<Site>, wanted: usize) -> bool {
            if chosen.len() == wanted {
                return true;
            }
            if ring.len() - from < wanted - chosen.len() {
                return false;
            }
            let c = ring[from];
            if chosen.iter().all(|&s| !map.borders(c, s)) {
                chosen.push(c);
                if search(map, ring, from + 1, chosen, wanted) {
                    return true;
                }
                let _ = chosen.pop();
            }
            search(map, ring, from + 1, chosen, wanted)
        }
        let mut chosen = Vec::with_capacity(wanted);
        search(self, &ring, 0, &mut chosen, wanted).then_some(chosen)
    }
}

/// The seating order around the continent: by the angle of each site's direction from the
/// centre, as `atan2(y, x)` orders them (from just past -π to π), but decided by signs and
/// one cross product, which every platform computes alike (IEEE arithmetic, no maths library).
fn around(a: (f32, f32), b: (f32, f32)) -> std::cmp::Ordering {
    // The lower half (angles below 0) comes first; the x axis itself belongs to the upper half.
    let half = |(x, y): (f32, f32)| {
        if y < 0.0 {
            0
        } else if y == 0.0 && x < 0.0 {
            2
        } else {
            1
        }
    };
    half(a).cmp(&half(b)).then_with(|| {
        // Within a half, b comes after a when it lies counterclockwise of it.
        let cross = a.0 * b.1 - a.1 * b.0;
        0.0f32.partial_cmp(&cross).unwrap_or(std::cmp::Ordering::Equal)
    })
}

//! The board as the class sees it: who holds each country of the map, its armies, resources,
//! buildings and rebellion, which countries the entry just shown changed, and the war's arrow.
//! One pure picture of the game for every drawing of the map (the console and the projector
//! screen, the team devices, paper); none of them asks the rules anything else.

use crate::engine::{CountryId, Game, INDEPENDENT, State};
use crate::map::{Map, Point, Site};
use crate::vocabulary::Buildings;

/// Who holds a country of the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// Not in play yet.
    Free,
    /// A team, by seat.
    Team(u8),
    /// It has become independent.
    Independent,
}

/// One country of the map as the board shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spot {
    pub holder: Holder,
    pub armies: u32,
    pub resources: u32,
    pub buildings: Buildings,
    pub rebellion: bool,
    /// The entry shown changed it (gained, lost, armies, resources, buildings).
    pub changed: bool,
    /// Not the team's yet: where the teacher's screen shows it will land or go (no armies to
    /// show).
    pub planned: bool,
}

/// The board: one spot per map country, by map index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub spots: Vec<Spot>,
    /// A colonial war: from the attacking country to the attacked one (map indices).
    pub arrow: Option<(Site, Site)>,
}

impl Board {
    /// The board of `game` on its map (`None` on the own board), with the map countries of the
    /// game's countries in `changed` marked.
    pub fn of(game: &Game, changed: &[CountryId]) -> Option<Board> {
        Some(Board::at(game.map()?, game.state(), changed))
    }

    /// The board of state `st` on `map` (a moment of the game's timeline: the film).
    pub fn at(map: &Map, st: &State, changed: &[CountryId]) -> Board {
        let free = Spot {
            holder: Holder::Free,
            armies: 0,
            resources: 0,
            buildings: Buildings::default(),
            rebellion: false,
            changed: false,
            planned: false,
        };
        let mut spots = vec![free; map.countries.len()];
        for (i, c) in st.countries.iter().enumerate() {
            let id = CountryId(i as u16);
            let Some(spot) = st.site(id).and_then(|s| spots.get_mut(usize::from(s))) else { continue };
            *spot = Spot {
                holder: if c.owner == INDEPENDENT { Holder::Independent } else { Holder::Team(c.owner) },
                armies: c.armies,
                resources: c.total_resources(),
                buildings: c.buildings,
                rebellion: c.rebellion,
                changed: changed.contains(&id),
                planned: false,
            };
        }
        Board { spots, arrow: None }
    }

    /// The board with an arrow from game country `from` to game country `to`.
    pub fn with_arrow(self, game: &Game, from: CountryId, to: CountryId) -> Board {
        self.with_arrow_at(game.state(), from, to)
    }

    /// The same, with the countries' places read from state `st`.
    pub fn with_arrow_at(mut self, st: &State, from: CountryId, to: CountryId) -> Board {
        self.arrow = st.site(from).zip(st.site(to));
        self
    }
}

/// Where the map goes in a box of `width` x `height`: its scale and top-left corner, the map
/// as large as fits and centred.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub scale: f32,
    pub x: f32,
    pub y: f32,
}

impl Fit {
    /// The land (with a margin of sea) as large as fits, centred.
    pub fn new(map: &Map, width: f32, height: f32) -> Fit {
        let [x0, y0, x1, y1] = land(map);
        let scale = (width / (x1 - x0)).min(height / (y1 - y0)).max(0.0);
        Fit {
            scale,
            x: (width - (x1 - x0) * scale) / 2.0 - x0 * scale,
            y: (height - (y1 - y0) * scale) / 2.0 - y0 * scale,
        }
    }

    /// How wide and high the land is drawn.
    pub fn drawn(map: &Map, width: f32, height: f32) -> (f32, f32) {
        let [x0, y0, x1, y1] = land(map);
        let scale = Fit::new(map, width, height).scale;
        ((x1 - x0) * scale, (y1 - y0) * scale)
    }

    /// A map point in the box.
    pub fn to_box(self, p: Point) -> (f32, f32) {
        (self.x + p[0] * self.scale, self.y + p[1] * self.scale)
    }

    /// A point of the box on the map.
    pub fn to_map(self, x: f32, y: f32) -> Point {
        if self.scale <= 0.0 {
            return [f32::NAN, f32::NAN];
        }
        [(x - self.x) / self.scale, (y - self.y) / self.scale]
    }
}

/// The box around the land, with a margin of sea: [left, top, right, bottom] in map units.
pub fn land(map: &Map) -> [f32; 4] {
    let points = map.countries.iter().flat_map(|c| c.shape.iter().flatten());
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for p in points {
        b = [b[0].min(p[0]), b[1].min(p[1]), b[2].max(p[0]), b[3].max(p[1])];
    }
    if b[0] > b[2] {
        return [0.0, 0.0, map.width.max(1.0), map.height.max(1.0)];
    }
    let margin = 0.3;
    [b[0] - margin, b[1] - margin, b[2] + margin, b[3] + margin]
}

/// A country's outline: the edges of its cells that no two of its cells share, joined into
/// closed rings (the cells meet at exactly the same corners, as the map is made). Drawn as one
/// path, it is about half of the cells' edges and no seam inside the country.
pub fn outline(shape: &[Vec<Point>]) -> Vec<Vec<Point>> {
    use std::collections::HashMap;
    let key = |p: Point| (p[0].to_bits(), p[1].to_bits());
    let edge = |a: Point, b: Point| {
        let (ka, kb) = (key(a), key(b));
        if ka < kb { (ka, kb) } else { (kb, ka) }
    };
    let sides = || shape.iter().flat_map(|poly| (0..poly.len()).map(move |i| (poly[i], poly[(i + 1) % poly.len()])));
    let mut count: HashMap<_, u32> = HashMap::new();
    for (a, b) in sides() {
        *count.entry(edge(a, b)).or_default() += 1;
    }
    let outer: Vec<[Point; 2]> = sides().filter(|&(a, b)| count[&edge(a, b)] == 1).map(|(a, b)| [a, b]).collect();
    chains(&outer)
}

/// Segments joined end to end into as few lines as can be: a line goes on from its end along
/// any segment not drawn yet (a ring ends where it began). Stroked as lines, the joins are
/// drawn once instead of a cap at both ends of every segment.
pub fn chains(segs: &[[Point; 2]]) -> Vec<Vec<Point>> {
    use std::collections::HashMap;
    let key = |p: Point| (p[0].to_bits(), p[1].to_bits());
    let mut at: HashMap<_, Vec<usize>> = HashMap::new();
    for (i, [a, b]) in segs.iter().enumerate() {
        at.entry(key(*a)).or_default().push(i);
        at.entry(key(*b)).or_default().push(i);
    }
    let mut used = vec![false; segs.len()];
    // The next segment not drawn yet at `p`, and its other end.
    let next = |p: Point, used: &mut Vec<bool>| {
        let i = *at.get(&key(p))?.iter().find(|&&i| !used[i])?;
        used[i] = true;
        let [a, b] = segs[i];
        Some(if key(a) == key(p) { b } else { a })
    };
    let mut lines = Vec::new();
    for i in 0..segs.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        let [a, b] = segs[i];
        let mut line = vec![a, b];
        while let Some(p) = next(*line.last().unwrap_or(&b), &mut used) {
            line.push(p);
        }
        // Back from the first end, where the line did not come round to it.
        let mut back = Vec::new();
        while let Some(p) = next(*back.last().unwrap_or(&a), &mut used) {
            back.push(p);
        }
        back.reverse();
        back.extend(line);
        lines.push(back);
    }
    lines
}

/// The map country under `p` (map units), if any.
pub fn country_at(map: &Map, p: Point) -> Option<Site> {
    map.sites().find(|&s| map.countries[s.index()].shape.iter().any(|poly| inside(poly, p)))
}

/// Whether `p` lies inside the polygon (even-odd rule).
fn inside(poly: &[Point], p: Point) -> bool {
    let mut inside = false;
    let mut j = poly.len().wrapping_sub(1);
    for (i, a) in poly.iter().enumerate() {
        let b = poly[j];
        if (a[1] > p[1]) != (b[1] > p[1]) && p[0] < (b[0] - a[0]) * (p[1] - a[1]) / (b[1] - a[1]) + a[0] {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// The map's geometry as inline SVG (no namespace: it lives in the page) for the team devices' page: one path per country (`id="m{i}"`)
/// and one label per country (`id="n{i}"`), filled and written by the page from the team's
/// view; the borders and the coast drawn over the land. Only numbers go in: nothing to escape.
pub fn svg(map: &Map) -> String {
    use std::fmt::Write as _;
    let [x0, y0, x1, y1] = land(map);
    let mut out = format!(
        r##"<svg viewBox="{x0:.2} {y0:.2} {:.2} {:.2}" role="img"><rect x="{x0:.2}" y="{y0:.2}" width="{:.2}" height="{:.2}" fill="#cde2f0"/>"##,
        x1 - x0,
        y1 - y0,
        x1 - x0,
        y1 - y0
    );
    for (i, c) in map.countries.iter().enumerate() {
        let mut d = String::new();
        for poly in &c.shape {
            for (j, p) in poly.iter().enumerate() {
                let _ = write!(d, "{}{:.2} {:.2}", if j == 0 { "M" } else { "L" }, p[0], p[1]);
            }
            d.push('Z');
        }
        let _ = write!(out, r##"<path id="m{i}" d="{d}" fill="#f2ead3"/>"##);
    }
    let mut lines = |segs: &[[Point; 2]], width: f32, colour: &str| {
        let mut d = String::new();
        for [a, b] in segs {
            let _ = write!(d, "M{:.2} {:.2}L{:.2} {:.2}", a[0], a[1], b[0], b[1]);
        }
        let _ = write!(
            out,
            r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>"#
        );
    };
    lines(&map.borders, 0.03, "#555555");
    lines(&map.coast, 0.07, "#1f3f66");
    for (i, c) in map.countries.iter().enumerate() {
        let _ = write!(
            out,
            r##"<text id="n{i}" x="{:.2}" y="{:.2}" font-size="0.42" font-weight="600" text-anchor="middle" dominant-baseline="central" fill="#444444">{}</text>"##,
            c.centre[0],
            c.centre[1],
            i + 1
        );
    }
    out.push_str("</svg>");
    out
}

/// Each team's letter in its countries, beside its colour (for pupils who cannot tell the
/// colours apart): A for the first seat, B for the second... Never the first letter of a name:
/// "Ø", a Greek or a Cyrillic capital reads as a digit or as another letter from the back row.
pub fn marks(names: &[String]) -> Vec<String> {
    (0..names.len()).map(mark).collect()
}

/// The letter of the team at `seat` (`marks`).
pub fn mark(seat: usize) -> String {
    char::from(b'A' + (seat % 26) as u8).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_go_by_seat_whatever_the_names() {
        let names = |n: &[&str]| n.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(marks(&names(&["Ørsted", "Ελλάδα", "Русская"])), ["A", "B", "C"]);
        assert_eq!(marks(&names(&["Team 1", "Team 2", "Portugal", "!!!"])), ["A", "B", "C", "D"]);
    }

    #[test]
    fn every_country_of_every_map_is_found_at_its_centre_and_nothing_off_the_map() {
        for n in [15, 18, 21, 24, 27, 30, 33, 36] {
            let map = crate::map::shipped(n).expect("map");
            for (i, c) in map.countries.iter().enumerate() {
                assert_eq!(country_at(&map, c.centre), Site::at(i), "map {n}, country {}", i + 1);
            }
            assert_eq!(country_at(&map, [-1.0, -1.0]), None);
            assert_eq!(country_at(&map, [0.01, 0.01]), None, "the corner is sea");
            let fit = Fit::new(&map, 1280.0, 720.0);
            let (x, y) = fit.to_box(map.countries[0].centre);
            let back = fit.to_map(x, y);
            assert!((back[0] - map.countries[0].centre[0]).abs() < 1e-3);
        }
    }

    /// Every country's outline is closed rings that cover exactly its cells (sampled on a grid
    /// over the whole map), about half of their edges; the borders and the coast joined into
    /// lines keep every segment once.
    #[test]
    fn outlines_cover_the_cells_and_lines_keep_every_segment() {
        let key = |p: Point| (p[0].to_bits(), p[1].to_bits());
        let seg = |a: Point, b: Point| if key(a) < key(b) { (key(a), key(b)) } else { (key(b), key(a)) };
        for n in [15, 18, 21, 24, 27, 30, 33, 36] {
            let map = crate::map::shipped(n).expect("map");
            let mut edges = (0, 0);
            for (i, c) in map.countries.iter().enumerate() {
                let rings = outline(&c.shape);
                assert!(!rings.is_empty(), "map {n}, country {}", i + 1);
                for r in &rings {
                    assert_eq!(key(r[0]), key(*r.last().expect("points")), "map {n}, country {}: a closed ring", i + 1);
                }
                edges.0 += c.shape.iter().map(Vec::len).sum::<usize>();
                edges.1 += rings.iter().map(|r| r.len() - 1).sum::<usize>();
                for gx in 0..60 {
                    for gy in 0..40 {
                        let p = [map.width * (gx as f32 + 0.37) / 60.0, map.height * (gy as f32 + 0.61) / 40.0];
                        let in_cells = c.shape.iter().any(|poly| inside(poly, p));
                        let in_outline = rings.iter().filter(|r| inside(r, p)).count() % 2 == 1;
                        assert_eq!(in_cells, in_outline, "map {n}, country {} at {p:?}", i + 1);
                    }
                }
            }
            assert!(edges.1 * 3 < edges.0 * 2, "map {n}: {} outline edges of {}", edges.1, edges.0);
            for segs in [&map.borders, &map.coast] {
                let lines = chains(segs);
                let mut drawn: Vec<_> = lines.iter().flat_map(|l| l.windows(2).map(|w| seg(w[0], w[1]))).collect();
                let mut given: Vec<_> = segs.iter().map(|[a, b]| seg(*a, *b)).collect();
                drawn.sort_unstable();
                given.sort_unstable();
                assert_eq!(drawn, given, "map {n}: every segment once");
                assert!(lines.len() * 2 < segs.len(), "map {n}: {} lines for {} segments", lines.len(), segs.len());
            }
        }
    }
}

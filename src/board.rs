//! The board as the class sees it: who holds each country of the map, its armies, resources,
//! buildings and rebellion, which countries the entry just shown changed, and the war's arrow.
//! One pure picture of the game for every drawing of the map (the console and the projector
//! screen, the team devices, paper); none of them asks the rules anything else.

use crate::engine::{CountryId, Game, INDEPENDENT, State};
use crate::map::{Map, Point, Site};
use crate::vocabulary::Buildings;

/// The countries a change is about.
pub fn country_changed(kind: &crate::engine::ChangeKind) -> Option<CountryId> {
    match *kind {
        crate::engine::ChangeKind::Armies { country, .. }
        | crate::engine::ChangeKind::Resource { country, .. }
        | crate::engine::ChangeKind::Conquered { country }
        | crate::engine::ChangeKind::Built { country, .. }
        | crate::engine::ChangeKind::Took { country, .. }
        | crate::engine::ChangeKind::LostTo { country, .. }
        | crate::engine::ChangeKind::Rebellion { country }
        | crate::engine::ChangeKind::PutDown { country }
        | crate::engine::ChangeKind::Independent { country }
        | crate::engine::ChangeKind::RebellionEnded { country } => Some(country),
        crate::engine::ChangeKind::Moved { to, .. } => Some(to),
        _ => None,
    }
}

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

/// The map as every drawing shows it (the screens, the film, the poster, the phones, paper):
/// each country's outline, the borders and the coast, with the corners of the cells rounded
/// off, so that a border reads as a line between two places, not as the zigzag of the cells it
/// was made of. Where three countries meet, or a border meets the coast, the point stays where
/// it is, and a stretch between two such points is rounded the same way from either side: the
/// two countries and the line between them share every point, so that no sea shows between them
/// and no country overlaps another.
#[derive(Debug, PartialEq)]
pub struct Drawn {
    /// Each country's rings, closed (the last point is the first), by map index.
    pub countries: Vec<Vec<Vec<Point>>>,
    pub borders: Vec<Vec<Point>>,
    pub coast: Vec<Vec<Point>>,
}

/// The map as drawn (`Drawn`), worked out once per map and kept.
pub fn drawn(map: &Map) -> std::sync::Arc<Drawn> {
    use std::hash::{Hash, Hasher};
    use std::sync::{Arc, Mutex};
    static KEPT: Mutex<Vec<(u64, Arc<Drawn>)>> = Mutex::new(Vec::new());
    let mut h = std::collections::hash_map::DefaultHasher::new();
    map.name.hash(&mut h);
    for c in &map.countries {
        for p in c.shape.iter().flatten() {
            (p[0].to_bits(), p[1].to_bits()).hash(&mut h);
        }
        u32::MAX.hash(&mut h);
    }
    let key = h.finish();
    let mut kept = KEPT.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, d)) = kept.iter().find(|(k, _)| *k == key) {
        return d.clone();
    }
    let d = Arc::new(rounded(map));
    if kept.len() >= 16 {
        let _ = kept.remove(0);
    }
    kept.push((key, d.clone()));
    d
}

/// `Drawn`, worked out.
fn rounded(map: &Map) -> Drawn {
    use std::collections::{HashMap, HashSet};
    let key = |p: Point| (p[0].to_bits(), p[1].to_bits());
    let rings: Vec<Vec<Vec<Point>>> = map.countries.iter().map(|c| outline(&c.shape)).collect();
    // How many lines meet at each point: the cells' corners on a line between two places have
    // two; a point where three places meet (the sea is one) has more and stays.
    let mut edges = HashSet::new();
    for line in rings.iter().flatten() {
        for w in line.windows(2) {
            let (a, b) = (key(w[0]), key(w[1]));
            let _ = edges.insert(if a < b { (a, b) } else { (b, a) });
        }
    }
    let mut meet: HashMap<_, u32> = HashMap::new();
    for (a, b) in edges {
        *meet.entry(a).or_default() += 1;
        *meet.entry(b).or_default() += 1;
    }
    let fixed = |p: Point| meet.get(&key(p)).copied().unwrap_or(0) != 2;
    let round = |line: &Vec<Point>| round_line(line, &fixed);
    Drawn {
        countries: rings.iter().map(|r| r.iter().map(round).collect()).collect(),
        borders: chains(&map.borders).iter().map(round).collect(),
        coast: chains(&map.coast).iter().map(round).collect(),
    }
}

/// A line rounded between its fixed points (`fixed`), which stay; a closed line (its last point
/// its first) stays closed.
fn round_line(line: &[Point], fixed: &dyn Fn(Point) -> bool) -> Vec<Point> {
    let closed =
        line.len() > 2 && line.first().map(|p| p.map(f32::to_bits)) == line.last().map(|p| p.map(f32::to_bits));
    if !closed {
        return pieces(line, fixed);
    }
    let ring = &line[..line.len() - 1];
    let Some(start) = ring.iter().position(|&p| fixed(p)) else {
        // No fixed point: an island, or a country inside another, rounded all round.
        let mut out = round_ring(ring);
        if let Some(&first) = out.first() {
            out.push(first);
        }
        return out;
    };
    // From a fixed point round to it again.
    let mut from: Vec<Point> = ring[start..].iter().chain(&ring[..start]).copied().collect();
    from.push(ring[start]);
    pieces(&from, fixed)
}

/// An open line rounded piece by piece between its fixed points and its ends.
fn pieces(line: &[Point], fixed: &dyn Fn(Point) -> bool) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::with_capacity(line.len() * 5);
    let mut begin = 0;
    for i in 1..line.len() {
        if i == line.len() - 1 || fixed(line[i]) {
            let piece = round_open(&line[begin..=i]);
            out.extend(piece.into_iter().skip(usize::from(!out.is_empty())));
            begin = i;
        }
    }
    if out.is_empty() {
        out.extend_from_slice(line);
    }
    out
}

/// How many times a line's corners are cut (`round_open`): once rounds the cells' corners on a
/// projector and on paper; twice doubled the boards' PDF for no visible gain.
const ROUNDS: usize = 1;

/// An open line with its ends kept: first its corners cut to the middle of its sides (the
/// cells' zigzag becomes a gentle wave), then rounded (`ROUNDS` times) by cutting each corner a quarter of
/// the way along its sides (Chaikin). The same from either end: each new point is a sum of two
/// old ones, which does not depend on their order.
fn round_open(line: &[Point]) -> Vec<Point> {
    if line.len() < 3 {
        return line.to_vec();
    }
    let mid = |a: Point, b: Point| [(a[0] + b[0]) * 0.5, (a[1] + b[1]) * 0.5];
    let mut pts = vec![line[0]];
    pts.extend(line.windows(2).map(|w| mid(w[0], w[1])));
    pts.push(line[line.len() - 1]);
    for _ in 0..ROUNDS {
        let mut next = vec![pts[0]];
        for w in pts.windows(2) {
            next.push(cut(w[0], w[1], 0.25));
            next.push(cut(w[0], w[1], 0.75));
        }
        next.push(pts[pts.len() - 1]);
        pts = next;
    }
    pts
}

/// A closed ring (no point repeated) rounded as `round_open` rounds a line, all round.
fn round_ring(ring: &[Point]) -> Vec<Point> {
    let n = ring.len();
    if n < 3 {
        return ring.to_vec();
    }
    let mid = |a: Point, b: Point| [(a[0] + b[0]) * 0.5, (a[1] + b[1]) * 0.5];
    let mut pts: Vec<Point> = (0..n).map(|i| mid(ring[i], ring[(i + 1) % n])).collect();
    for _ in 0..ROUNDS {
        let m = pts.len();
        pts = (0..m).flat_map(|i| [cut(pts[i], pts[(i + 1) % m], 0.25), cut(pts[i], pts[(i + 1) % m], 0.75)]).collect();
    }
    pts
}

/// The point `t` of the way from `a` to `b`, written so that `cut(a, b, t)` and
/// `cut(b, a, 1 - t)` are the same number to the last bit.
fn cut(a: Point, b: Point, t: f32) -> Point {
    [a[0] * (1.0 - t) + b[0] * t, a[1] * (1.0 - t) + b[1] * t]
}

/// The map country under `p` (map units), if any: inside its outline as drawn (`drawn`).
pub fn country_at(map: &Map, p: Point) -> Option<Site> {
    drawn(map).country_at(p)
}

impl Drawn {
    /// The country under `p` (map units), if any.
    pub fn country_at(&self, p: Point) -> Option<Site> {
        let i = self.countries.iter().position(|rings| rings.iter().filter(|r| inside(r, p)).count() % 2 == 1)?;
        Site::at(i)
    }
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
    let drawn = drawn(map);
    let path = |lines: &[Vec<Point>], close: bool| {
        let mut d = String::new();
        for line in lines {
            for (j, p) in line.iter().enumerate() {
                let _ = write!(d, "{}{:.2} {:.2}", if j == 0 { "M" } else { "L" }, p[0], p[1]);
            }
            if close {
                d.push('Z');
            }
        }
        d
    };
    for (i, rings) in drawn.countries.iter().enumerate() {
        let _ = write!(out, r##"<path id="m{i}" d="{}" fill="#f2ead3"/>"##, path(rings, true));
    }
    for (lines, width, colour) in [(&drawn.borders, 0.03, "#555555"), (&drawn.coast, 0.07, "#1f3f66")] {
        let _ = write!(
            out,
            r#"<path d="{}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round"/>"#,
            path(lines, false)
        );
    }
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

    /// The rounded map: every stretch of the borders is a side of exactly two countries'
    /// rounded outlines and every stretch of the coast of one, to the last bit (no sea between
    /// two countries, no country over another); the points where three places meet stay; the
    /// rounded outline stays near the cells (within a third of the map's cell size) and keeps
    /// about the same area.
    #[test]
    fn the_rounded_map_shares_every_border_between_its_two_countries() {
        use std::collections::HashMap;
        let key = |p: Point| (p[0].to_bits(), p[1].to_bits());
        let seg = |a: Point, b: Point| if key(a) < key(b) { (key(a), key(b)) } else { (key(b), key(a)) };
        let area = |r: &[Point]| r.windows(2).map(|w| w[0][0] * w[1][1] - w[1][0] * w[0][1]).sum::<f32>().abs() / 2.0;
        for n in [15, 18, 21, 24, 27, 30, 33, 36] {
            let map = crate::map::shipped(n).expect("map");
            let d = drawn(&map);
            let mut sides: HashMap<_, u32> = HashMap::new();
            for r in d.countries.iter().flatten() {
                assert_eq!(key(r[0]), key(*r.last().expect("points")), "map {n}: closed");
                for w in r.windows(2) {
                    *sides.entry(seg(w[0], w[1])).or_default() += 1;
                }
            }
            let mut lines: HashMap<_, u32> = HashMap::new();
            for (kind, set) in [(2, &d.borders), (1, &d.coast)] {
                for l in set {
                    for w in l.windows(2) {
                        let s = seg(w[0], w[1]);
                        assert_eq!(sides.get(&s), Some(&kind), "map {n}: a stretch of {} countries", kind);
                        *lines.entry(s).or_default() += 1;
                    }
                }
            }
            assert_eq!(lines.len(), sides.len(), "map {n}: every side of a country is a border or the coast");
            for (i, c) in map.countries.iter().enumerate() {
                let cells: f32 = c
                    .shape
                    .iter()
                    .map(|r| {
                        let mut r = r.clone();
                        r.push(r[0]);
                        area(&r)
                    })
                    .sum();
                let rounded: f32 = d.countries[i].iter().map(|r| area(r)).sum();
                assert!(
                    (rounded - cells).abs() < 0.1 * cells,
                    "map {n}, country {}: area {rounded} for {cells}",
                    i + 1
                );
                assert!(
                    d.countries[i].iter().map(Vec::len).sum::<usize>()
                        > outline(&c.shape).iter().map(Vec::len).sum::<usize>()
                );
            }
        }
    }
}

//! Makes a map that looks like a place, as Red Blob Games' "Polygon Map Generation" does:
//! points spread evenly (a jittered grid relaxed twice with Lloyd's method), their Voronoi cells
//! (through spade's Delaunay triangulation), a continent of the cells nearest a wobbly outline,
//! and the countries grown from seeds spread over it, one cell at a time each in turn. Borders
//! shorter than a fifth of a cell do not count, so no two countries meet at a mere corner.
//!
//! Generating is for the developers (`colony maps`, and the tests): the maps a class plays on
//! are generated once and shipped as data, so that float arithmetic on another machine can
//! never change a class's board.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spade::handles::VoronoiVertex;
use spade::{DelaunayTriangulation, Point2, Triangulation};

use super::{Map, MapCountry, MapError, Point, Site};

const WIDTH: f32 = 16.0;
const HEIGHT: f32 = 10.0;
/// Voronoi cells per country, on average.
const CELLS_PER_COUNTRY: usize = 7;

/// A map named `name` with `countries` countries for up to `teams` teams, from `seed`: of the
/// attempts from `seed` on (each takes the next seed) that pass `Map::check`, the first with
/// two coastal countries a team, so that the teams land apart; else the one with the most coast.
pub fn generate(name: &str, countries: usize, teams: usize, seed: u64) -> Result<Map, MapError> {
    let mut last = MapError::NotConnected;
    let mut best: Option<(usize, Map)> = None;
    for attempt in 0..200 {
        let Some(map) = attempt_map(name, countries, seed.wrapping_add(attempt)) else {
            last = MapError::NotConnected;
            continue;
        };
        if let Err(e) = map.check(countries, teams) {
            last = e;
            continue;
        }
        let coast = map.countries.iter().filter(|c| c.coastal).count();
        if coast >= 2 * teams {
            return Ok(map);
        }
        if best.as_ref().is_none_or(|(most, _)| coast > *most) {
            best = Some((coast, map));
        }
    }
    best.map(|(_, map)| map).ok_or(last)
}

/// The Voronoi diagram of the points: for each point its cell's corners (none for a cell that
/// reaches out of the diagram), and each Delaunay edge with the Voronoi edge between its cells.
struct Diagram {
    cells: Vec<Option<Vec<Point>>>,
    edges: Vec<(usize, usize, [Point; 2])>,
}

fn diagram(points: &[Point]) -> Option<Diagram> {
    let mut t: DelaunayTriangulation<Point2<f64>> = DelaunayTriangulation::new();
    for p in points {
        // Every point is inserted (none lies on another), so vertex i is point i.
        let _ = t.insert(Point2::new(f64::from(p[0]), f64::from(p[1]))).ok()?;
    }
    if t.num_vertices() != points.len() {
        return None;
    }
    let at = |v: &VoronoiVertex<'_, Point2<f64>, (), (), ()>| match v {
        VoronoiVertex::Inner(f) => {
            let c = f.circumcenter();
            Some([c.x as f32, c.y as f32])
        }
        VoronoiVertex::Outer(_) => None,
    };
    let mut cells = vec![None; points.len()];
    for face in t.voronoi_faces() {
        let corners: Option<Vec<Point>> = face.adjacent_edges().map(|e| at(&e.from())).collect();
        cells[face.as_delaunay_vertex().fix().index()] = corners;
    }
    let mut edges = Vec::new();
    for e in t.undirected_edges() {
        let [a, b] = e.vertices();
        let [from, to] = e.as_voronoi_edge().vertices();
        if let (Some(p), Some(q)) = (at(&from), at(&to)) {
            edges.push((a.fix().index(), b.fix().index(), [p, q]));
        }
    }
    Some(Diagram { cells, edges })
}

fn centroid(poly: &[Point]) -> Point {
    // The area-weighted centre of a polygon (its corners' mean where it has no area).
    let (mut a, mut cx, mut cy) = (0.0f32, 0.0f32, 0.0f32);
    for (i, p) in poly.iter().enumerate() {
        let q = poly[(i + 1) % poly.len()];
        let cross = p[0] * q[1] - q[0] * p[1];
        a += cross;
        cx += (p[0] + q[0]) * cross;
        cy += (p[1] + q[1]) * cross;
    }
    if a.abs() < 1e-6 {
        let n = poly.len().max(1) as f32;
        return [poly.iter().map(|p| p[0]).sum::<f32>() / n, poly.iter().map(|p| p[1]).sum::<f32>() / n];
    }
    [cx / (3.0 * a), cy / (3.0 * a)]
}

fn distance(a: Point, b: Point) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt()
}

fn attempt_map(name: &str, countries: usize, seed: u64) -> Option<Map> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let land_cells = countries * CELLS_PER_COUNTRY;
    let (points, size) = relaxed_points(&mut rng, land_cells)?;
    let d = diagram(&points)?;
    // Neighbouring cells: those whose shared edge is long enough to be a border.
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); points.len()];
    for &(a, b, [p, q]) in &d.edges {
        if distance(p, q) > size * 0.2 {
            next[a].push(b);
            next[b].push(a);
        }
    }
    let land = continent(&mut rng, &points, &d, &next, land_cells);
    let land_ids: Vec<usize> = (0..points.len()).filter(|&i| land[i]).collect();
    if land_ids.len() < countries * 4 {
        return None;
    }
    let owner = grow_countries(&mut rng, &points, &next, &land_ids, countries)?;
    let (number, means) = reading_order(&points, &land_ids, &owner, countries);
    // Each country: its cells, its neighbours, whether it touches the sea, its centre.
    let mut out: Vec<MapCountry> = (0..countries)
        .map(|_| MapCountry { neighbours: Vec::new(), coastal: false, centre: [0.0, 0.0], shape: Vec::new() })
        .collect();
    for &i in &land_ids {
        let c = number[owner[i]];
        out[c].shape.push(d.cells[i].clone().unwrap_or_default());
        for &o in &next[i] {
            if !land[o] {
                out[c].coastal = true;
            } else if owner[o] != owner[i] {
                let other = Site(number[owner[o]] as u16);
                if !out[c].neighbours.contains(&other) {
                    out[c].neighbours.push(other);
                }
            }
        }
    }
    for (c, country) in out.iter_mut().enumerate() {
        country.neighbours.sort_unstable();
        // The centre: the country's cell nearest the middle of its cells (always inside it).
        let m = means[c];
        let cells = land_ids.iter().filter(|&&i| number[owner[i]] == c).map(|&i| points[i]);
        country.centre = cells.min_by(|a, b| distance(*a, m).total_cmp(&distance(*b, m)))?;
    }
    let mut borders = Vec::new();
    let mut coast = Vec::new();
    for &(a, b, segment) in &d.edges {
        match (land[a], land[b]) {
            (true, true) if owner[a] != owner[b] => borders.push(segment),
            (true, false) | (false, true) => coast.push(segment),
            _ => {}
        }
    }
    Some(Map {
        name: name.to_string(),
        width: WIDTH,
        height: HEIGHT,
        countries: out,
        borders,
        coast,
        spread: super::Spread::Apart,
    })
}

/// Points on a jittered grid over the whole sheet (land is about 40% of it), relaxed twice
/// with Lloyd's method (each point to the centre of its cell); with the size of a cell.
fn relaxed_points(rng: &mut ChaCha8Rng, land_cells: usize) -> Option<(Vec<Point>, f32)> {
    let total = land_cells * 2 + land_cells / 2;
    let cols = ((total as f32 * WIDTH / HEIGHT).sqrt().ceil() as usize).max(4);
    let rows = total.div_ceil(cols).max(3);
    let (dx, dy) = (WIDTH / cols as f32, HEIGHT / rows as f32);
    let mut points: Vec<Point> = Vec::with_capacity(cols * rows);
    for j in 0..rows {
        for i in 0..cols {
            let shift = if j % 2 == 0 { 0.25 } else { 0.75 };
            let x = (i as f32 + shift + rng.random_range(-0.2..0.2)) * dx;
            let y = (j as f32 + 0.5 + rng.random_range(-0.3..0.3)) * dy;
            points.push([x, y]);
        }
    }
    for _ in 0..2 {
        let d = diagram(&points)?;
        for (p, cell) in points.iter_mut().zip(&d.cells) {
            if let Some(c) = cell.as_deref().filter(|c| c.len() >= 3) {
                let m = centroid(c);
                *p = [m[0].clamp(0.01, WIDTH - 0.01), m[1].clamp(0.01, HEIGHT - 0.01)];
            }
        }
    }
    Some((points, dx.min(dy)))
}

/// The continent: the `land_cells` cells nearest a wobbly ellipse, then only the largest
/// connected piece of them (the rest is sea).
fn continent(rng: &mut ChaCha8Rng, points: &[Point], d: &Diagram, next: &[Vec<usize>], land_cells: usize) -> Vec<bool> {
    let phases: [f32; 3] = [rng.random_range(0.0..6.3), rng.random_range(0.0..6.3), rng.random_range(0.0..6.3)];
    let (cx, cy) = (WIDTH / 2.0, HEIGHT / 2.0);
    let reach = |p: Point| {
        let (x, y) = ((p[0] - cx) / (WIDTH * 0.45), (p[1] - cy) / (HEIGHT * 0.45));
        let theta = y.atan2(x);
        let wobble = 1.0
            + 0.16 * (2.0 * theta + phases[0]).sin()
            + 0.10 * (3.0 * theta + phases[1]).sin()
            + 0.06 * (5.0 * theta + phases[2]).sin();
        (x * x + y * y).sqrt() / wobble
    };
    let mut order: Vec<usize> = (0..points.len()).filter(|&i| d.cells[i].is_some()).collect();
    order.sort_by(|&a, &b| reach(points[a]).total_cmp(&reach(points[b])));
    let mut land = vec![false; points.len()];
    for &i in order.iter().take(land_cells) {
        land[i] = true;
    }
    let mut piece = vec![usize::MAX; points.len()];
    let mut pieces: Vec<usize> = Vec::new();
    for start in 0..points.len() {
        if !land[start] || piece[start] != usize::MAX {
            continue;
        }
        let id = pieces.len();
        let mut count = 0;
        let mut todo = vec![start];
        while let Some(i) = todo.pop() {
            if piece[i] != usize::MAX {
                continue;
            }
            piece[i] = id;
            count += 1;
            todo.extend(next[i].iter().copied().filter(|&o| land[o] && piece[o] == usize::MAX));
        }
        pieces.push(count);
    }
    let main = (0..pieces.len()).max_by_key(|&p| pieces[p]);
    (0..points.len()).map(|i| land[i] && Some(piece[i]) == main).collect()
}

/// The countries, grown from seeds spread over the land (each the land cell farthest from
/// the others) one cell at a time, each in turn: each takes the free cell beside it nearest
/// its seed (a little at random), so that countries stay round. The owner of every cell.
fn grow_countries(
    rng: &mut ChaCha8Rng,
    points: &[Point],
    next: &[Vec<usize>],
    land_ids: &[usize],
    countries: usize,
) -> Option<Vec<usize>> {
    let mut seeds = vec![land_ids[rng.random_range(0..land_ids.len())]];
    while seeds.len() < countries {
        let far = land_ids.iter().copied().max_by(|&a, &b| {
            let near = |i: usize| seeds.iter().map(|&s| distance(points[i], points[s])).fold(f32::MAX, f32::min);
            near(a).total_cmp(&near(b))
        })?;
        seeds.push(far);
    }
    let mut owner = vec![usize::MAX; points.len()];
    for (c, &s) in seeds.iter().enumerate() {
        owner[s] = c;
    }
    let mut left = land_ids.len() - countries;
    while left > 0 {
        let mut grew = false;
        for c in 0..countries {
            let frontier: Vec<usize> = land_ids
                .iter()
                .copied()
                .filter(|&i| owner[i] == usize::MAX && next[i].iter().any(|&o| owner[o] == c))
                .collect();
            if frontier.is_empty() {
                continue;
            }
            let seed = points[seeds[c]];
            let cost = |i: usize, r: f32| distance(points[i], seed) * (1.0 + 0.35 * r);
            let noise: Vec<f32> = frontier.iter().map(|_| rng.random_range(0.0..1.0)).collect();
            let pick = (0..frontier.len())
                .min_by(|&a, &b| cost(frontier[a], noise[a]).total_cmp(&cost(frontier[b], noise[b])))?;
            owner[frontier[pick]] = c;
            left -= 1;
            grew = true;
            if left == 0 {
                break;
            }
        }
        if !grew {
            return None;
        }
    }
    Some(owner)
}

/// The countries' numbers in reading order: in rows from the top (as many rows as make each
/// about as wide as the map's shape), each row left to right. For each grown country its
/// number (from 0), and for each number the middle of that country's cells.
fn reading_order(points: &[Point], land_ids: &[usize], owner: &[usize], countries: usize) -> (Vec<usize>, Vec<Point>) {
    let mean = |c: usize| {
        let cells: Vec<Point> = land_ids.iter().filter(|&&i| owner[i] == c).map(|&i| points[i]).collect();
        let n = cells.len().max(1) as f32;
        [cells.iter().map(|p| p[0]).sum::<f32>() / n, cells.iter().map(|p| p[1]).sum::<f32>() / n]
    };
    let means: Vec<Point> = (0..countries).map(mean).collect();
    let per_row = ((countries as f32 * WIDTH / HEIGHT).sqrt().ceil() as usize).max(1);
    let mut numbering: Vec<usize> = (0..countries).collect();
    numbering.sort_by(|&a, &b| means[a][1].total_cmp(&means[b][1]));
    for row in numbering.chunks_mut(per_row) {
        row.sort_by(|&a, &b| means[a][0].total_cmp(&means[b][0]));
    }
    let mut number = vec![0usize; countries];
    for (n, &c) in numbering.iter().enumerate() {
        number[c] = n;
    }
    let by_number = numbering.iter().map(|&c| means[c]).collect();
    (number, by_number)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every size the built-in lesson needs gives a playable map; the smallest from several
    /// seeds, and the same map from the same seed. (The shipped maps are checked in
    /// `tests/maps.rs`; generating is slow in a debug build, so this asks for few.)
    #[test]
    fn every_size_gives_a_playable_map_and_the_same_one_from_the_same_seed() {
        let lesson = crate::lesson::Lesson::builtin();
        for (countries, teams) in super::super::sizes(&lesson) {
            let seeds: &[u64] = if countries == 15 { &[1, 2, 3] } else { &[1] };
            for &seed in seeds {
                let map = generate("test", countries, teams, seed).unwrap_or_else(|e| panic!("{countries}: {e}"));
                assert_eq!(map.check(countries, teams), Ok(()));
                assert!(map.countries.iter().all(|c| !c.shape.is_empty()), "every country has a shape");
                if countries == 15 {
                    assert_eq!(
                        generate("test", countries, teams, seed).as_ref(),
                        Ok(&map),
                        "the same seed, the same map"
                    );
                }
            }
        }
    }
}

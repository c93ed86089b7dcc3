//! The printed board, for classes that want pieces on a table: the app's map for each number of
//! countries the lesson puts in play, one page each, black and white (the sea light grey, the
//! coast a thick line, the borders thin, the country numbers the app shows), with a legend in
//! the language. On the paper given (A4 or Letter, landscape), on A3, and as four A4 sheets
//! per board with overlapping strips for a school without an A3 copier.

use super::Document;
use super::fonts::Weight;
use super::writer::{self, MIN_PT, PT_PER_MM, Paper, Sheet, Writer, leading};
use crate::board::land;
use crate::engine::{Session, State};
use crate::i18n::{Arg, Translator};
use crate::lesson::Lesson;
use crate::map::Map;

const TITLE: f32 = 16.0;
const NUMBER: f32 = 14.0;
/// The numbers on A3 and on the 2x2 sheets.
const LARGE_NUMBER: f32 = 26.0;
/// How far a number keeps from a seam of the 2x2 board, in mm.
pub const SEAM_GAP: f32 = 5.0;
/// The sea, light enough for a copier to print it clean.
const SEA: f32 = 0.92;
/// How far the four sheets of a board overlap, in mm.
const OVERLAP: f32 = 20.0;

/// The boards of one language: on `paper`, on A3, and on 2x2 sheets of `paper`.
pub fn boards(tr: &Translator, lesson: &Lesson, paper: Paper) -> Vec<Document> {
    let title = tr.text("handout-board-doc");
    let sizes = crate::map::sizes(lesson);
    let whole = |name: &'static str, paper: Paper| {
        let mut w = Writer::new(paper, Sheet::Landscape);
        for &(countries, _) in &sizes {
            if let Some(map) = crate::map::shipped(countries) {
                page(&mut w, tr, lesson, &map, None);
            }
        }
        Document { name, title: title.clone(), writer: w }
    };
    let mut quarters = Writer::new(paper, Sheet::Landscape);
    for &(countries, _) in &sizes {
        if let Some(map) = crate::map::shipped(countries) {
            for sheet in 0..4 {
                page(&mut quarters, tr, lesson, &map, Some(sheet));
            }
        }
    }
    vec![whole("board", paper), whole("board-a3", Paper::A3), Document { name: "board-2x2", title, writer: quarters }]
}

/// The teams that play on a map: "2-4", or "7" where one team count has it alone.
fn teams_on(lesson: &Lesson, countries: usize) -> (usize, usize) {
    let teams: Vec<usize> = lesson.team_range().filter(|&t| lesson.countries_in_play(t) == countries).collect();
    (teams.first().copied().unwrap_or(0), teams.last().copied().unwrap_or(0))
}

/// The number's size on a board: larger on A3 and on the 2x2 sheets, where a class stands
/// round a table.
fn number_size(paper: Paper, sheet: Option<usize>) -> f32 {
    if sheet.is_some() || paper == Paper::A3 { LARGE_NUMBER } else { NUMBER }
}

/// The caption under a board: the legend, the neighbours and the coast (a whole board); on the
/// 2x2 sheets each sheet says how it joins the others, and the bottom two, whose captions stay
/// on the joined board's edge, carry the legend and the neighbours.
fn caption(tr: &Translator, map: &Map, sheet: Option<usize>) -> String {
    let legend = tr.text("handout-board-legend");
    let neighbours = neighbour_list(tr, map);
    match sheet {
        None => format!("{legend} {neighbours}"),
        Some(s) => {
            let join = tr.tr(
                &format!("handout-board-join-{}", s + 1),
                &[("where", Arg::from(tr.text(&format!("handout-board-where-{}", s + 1))))],
            );
            match s {
                2 => format!("{join} {legend}"),
                3 => format!("{join} {neighbours}"),
                _ => join,
            }
        }
    }
}

/// Each country's neighbours and the countries on the coast, in words: a short border on the
/// printed board is no matter for a dispute.
fn neighbour_list(tr: &Translator, map: &Map) -> String {
    let each: Vec<String> = map
        .countries
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut n: Vec<usize> = c.neighbours.iter().map(|s| s.number()).collect();
            n.sort_unstable();
            format!("{}: {}", i + 1, n.iter().map(usize::to_string).collect::<Vec<_>>().join(", "))
        })
        .collect();
    let coast: Vec<String> =
        map.countries.iter().enumerate().filter(|(_, c)| c.coastal).map(|(i, _)| (i + 1).to_string()).collect();
    tr.tr(
        "handout-board-neighbours",
        &[("neighbours", Arg::from(each.join(" · "))), ("coast", Arg::from(coast.join(", ")))],
    )
}

/// One page: the title, the map (all of it, or one quarter of it at twice the size), the
/// caption. On a quarter sheet, the seams where the sheets are joined run along the middle of
/// the strips they share (the dashed lines), and no country's number lies within 5 mm of one.
fn page(w: &mut Writer, tr: &Translator, lesson: &Lesson, map: &Map, sheet: Option<usize>) {
    w.new_page();
    let (from, to) = teams_on(lesson, map.countries.len());
    let countries = Arg::from(map.countries.len());
    let title = if from == to {
        tr.tr("handout-board-title-one", &[("teams", Arg::from(from)), ("countries", countries)])
    } else {
        tr.tr("handout-board-title", &[("from", Arg::from(from)), ("to", Arg::from(to)), ("countries", countries)])
    };
    // The title goes on last (on a quarter sheet, over the edge that covers what spills).
    let title_top = w.y;
    w.y += w.paragraph_height(&title, TITLE, Weight::SemiBold, w.width()) + 2.0;
    let text = caption(tr, map, sheet);
    // On a quarter sheet the caption keeps off the strip another sheet covers or the scissors
    // take (the left one on sheets 2 and 4, the right one on sheets 1 and 3), so that sheet 4
    // neither cuts into its own caption nor hides sheet 3's.
    let (page_left, page_width) = (w.left(), w.width());
    let column = |s: Option<usize>| match s {
        None => (page_left, page_width),
        Some(s) if s % 2 == 1 => (page_left + OVERLAP, page_width - OVERLAP),
        Some(_) => (page_left, page_width - OVERLAP),
    };
    // The four sheets of a board share one frame: the caption's room is the largest of theirs.
    let caption_h = match sheet {
        None => w.paragraph_height(&text, MIN_PT, Weight::Regular, w.width()),
        Some(_) => (0..4)
            .map(|s| (caption(tr, map, Some(s)), column(Some(s)).1))
            .map(|(c, width)| w.paragraph_height(&c, MIN_PT, Weight::Regular, width))
            .fold(0.0, f32::max),
    } + 2.0;
    let frame = w.frame();
    let (top, bottom) = (w.y, frame.bottom - caption_h);
    let (left, right) = (frame.left, frame.right);
    // The drawing: the whole map in the box, or twice the box less the overlap, cut in four.
    let (bw, bh) = (right - left, bottom - top);
    let (dw, dh) = match sheet {
        None => (bw, bh),
        Some(_) => (2.0 * bw - OVERLAP, 2.0 * bh - OVERLAP),
    };
    let [x0, y0, x1, y1] = land(map);
    let scale = (dw / (x1 - x0)).min(dh / (y1 - y0));
    let (ox, oy) = (left + (dw - (x1 - x0) * scale) / 2.0, top + (dh - (y1 - y0) * scale) / 2.0);
    // This sheet's window onto the drawing.
    let (sx, sy) = match sheet {
        Some(s) => ((s % 2) as f32 * (bw - OVERLAP), (s / 2) as f32 * (bh - OVERLAP)),
        None => (0.0, 0.0),
    };
    let whole = |p: [f32; 2]| (ox + (p[0] - x0) * scale, oy + (p[1] - y0) * scale);
    let at = |p: [f32; 2]| {
        let (x, y) = whole(p);
        (x - sx, y - sy)
    };
    draw_land(w, map, &at, (left, top, bw, bh), &vec![1.0; map.countries.len()], &[]);
    if sheet.is_some() {
        // What spilled over the box is covered (the copier's edge stays clean).
        let (pw, ph) = w.page_size();
        w.fill(0.0, 0.0, pw, top, 1.0);
        w.fill(0.0, bottom, pw, ph - bottom, 1.0);
        w.fill(0.0, 0.0, left, ph, 1.0);
        w.fill(right, 0.0, pw - right, ph, 1.0);
        w.rect(left, top, bw, bh);
    }
    // The seams of the joined board, in the whole drawing's place on the page: the middle of
    // the strips the sheets share.
    let seams = sheet.map(|_| (left + bw - OVERLAP / 2.0, top + bh - OVERLAP / 2.0));
    // The numbers, where their whole box is on this sheet; a coastal country's underlined.
    let size = number_size(w.paper(), sheet);
    for (i, c) in map.countries.iter().enumerate() {
        let number = (i + 1).to_string();
        let label_w = w.measure(&number, size, Weight::SemiBold);
        let spot = match seams {
            Some(seam) => {
                away_from_seams(c, &crate::board::drawn(map).countries[i], &whole, seam, (label_w, leading(size)))
            }
            None => whole(c.centre),
        };
        let spot = (spot.0 - sx, spot.1 - sy);
        if centred(w, &number, spot, size, (left, top, right, bottom)) && c.coastal {
            let y = spot.1 + leading(size) / 2.0 - size / PT_PER_MM * 0.08;
            w.line((spot.0 - label_w / 2.0, y), (spot.0 + label_w / 2.0, y), size / 14.0, false);
        }
    }
    if let (Some(s), Some((seam_x, seam_y))) = (sheet, seams) {
        // The seams, dashed, where this sheet meets its neighbours (the tests read them back).
        let vx = seam_x - sx;
        let hy = seam_y - sy;
        // The upright cut runs on through the caption's strip to the frame's foot.
        w.line((vx, top), (vx, frame.bottom), 0.8, true);
        w.line((left, hy), (right, hy), 0.8, true);
        w.blocks.push(writer::Block {
            name: format!("seams {} {vx} {hy}", s + 1),
            page: w.page_count() - 1,
            frame: w.frame(),
            top,
            height: bh,
        });
    }
    w.y = title_top;
    w.paragraph(&title, TITLE, Weight::SemiBold);
    w.y = bottom + 2.0;
    let (x, width) = column(sheet);
    w.paragraph_at(x, width, &text, MIN_PT, Weight::Regular);
}

/// Where a country's number goes on the joined 2x2 board: its centre, or, where that lies within
/// `SEAM_GAP` mm of a seam, the point of the country nearest its centre that keeps the whole
/// label that far from both seams (a number across a seam is half under the next sheet).
fn away_from_seams(
    c: &crate::map::MapCountry,
    outline: &[Vec<[f32; 2]>],
    whole: &dyn Fn([f32; 2]) -> (f32, f32),
    (seam_x, seam_y): (f32, f32),
    (label_w, label_h): (f32, f32),
) -> (f32, f32) {
    let clear = |(x, y): (f32, f32)| {
        (x - seam_x).abs() >= SEAM_GAP + label_w / 2.0 && (y - seam_y).abs() >= SEAM_GAP + label_h / 2.0
    };
    let centre = whole(c.centre);
    if clear(centre) {
        return centre;
    }
    let rings: Vec<Vec<(f32, f32)>> = outline.iter().map(|r| r.iter().map(|&p| whole(p)).collect()).collect();
    let inside = |(x, y): (f32, f32)| {
        // The label's corners inside the country, so that the number stays on its land.
        [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)]
            .iter()
            .all(|(dx, dy)| contains(&rings, (x + dx * label_w / 2.0, y + dy * label_h / 2.0)))
    };
    let (mut x_lo, mut y_lo, mut x_hi, mut y_hi) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in rings.iter().flatten() {
        (x_lo, y_lo, x_hi, y_hi) = (x_lo.min(x), y_lo.min(y), x_hi.max(x), y_hi.max(y));
    }
    let step = 1.0;
    let mut best: Option<((f32, f32), f32)> = None;
    let mut y = y_lo;
    while y <= y_hi {
        let mut x = x_lo;
        while x <= x_hi {
            let d = (x - centre.0).powi(2) + (y - centre.1).powi(2);
            if best.is_none_or(|(_, b)| d < b) && clear((x, y)) && inside((x, y)) {
                best = Some(((x, y), d));
            }
            x += step;
        }
        y += step;
    }
    best.map_or(centre, |(p, _)| p)
}

/// Whether a point lies inside the rings (even-odd rule).
fn contains(rings: &[Vec<(f32, f32)>], (x, y): (f32, f32)) -> bool {
    let mut inside = false;
    for ring in rings {
        for k in 0..ring.len() {
            let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
            if (a.1 > y) != (b.1 > y) && x < a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1) {
                inside = !inside;
            }
        }
    }
    inside
}

/// The land of `map` drawn into the box `(left, top, width, height)` (mm) by `at` (a map point to
/// the page): the sea light grey, each country filled in its grey (`fills`, 1 white), the
/// borders thin, the coast thick. Only what falls on the box is drawn (a quarter sheet draws a
/// quarter of the map). A country with a colour in `tints` (the poster's teams) is filled in it.
fn draw_land(
    w: &mut Writer,
    map: &Map,
    at: &dyn Fn([f32; 2]) -> (f32, f32),
    (left, top, bw, bh): (f32, f32, f32, f32),
    fills: &[f32],
    tints: &[Option<[f32; 3]>],
) {
    let (right, bottom) = (left + bw, top + bh);
    let on_box = |pts: &[(f32, f32)]| {
        pts.iter().any(|&(x, y)| x >= left - 5.0 && x <= right + 5.0 && y >= top - 5.0 && y <= bottom + 5.0)
    };
    w.fill(left, top, bw, bh, SEA);
    let drawn = crate::board::drawn(map);
    let mut greys: Vec<f32> = fills.to_vec();
    greys.sort_by(f32::total_cmp);
    greys.dedup();
    for grey in greys {
        let rings: Vec<Vec<(f32, f32)>> = drawn
            .countries
            .iter()
            .zip(fills)
            .filter(|(_, f)| **f == grey)
            .flat_map(|(c, _)| c.iter())
            .map(|r| r.iter().map(|&p| at(p)).collect::<Vec<_>>())
            .filter(|r| on_box(r))
            .collect();
        w.shapes(&rings, grey);
    }
    for (i, tint) in tints.iter().enumerate() {
        if let (Some(rgb), Some(c)) = (tint, drawn.countries.get(i)) {
            let rings: Vec<Vec<(f32, f32)>> = c.iter().map(|r| r.iter().map(|&p| at(p)).collect()).collect();
            w.shapes_rgb(&rings, *rgb);
        }
    }
    // Each line cut into its runs of segments on the box (as the fills, a segment with an end
    // within 5 mm of it).
    let lines = |set: &[Vec<[f32; 2]>]| {
        let mut runs: Vec<Vec<(f32, f32)>> = Vec::new();
        for l in set {
            let pts: Vec<(f32, f32)> = l.iter().map(|&p| at(p)).collect();
            let mut run: Vec<(f32, f32)> = Vec::new();
            for w in pts.windows(2) {
                if on_box(w) {
                    if run.is_empty() {
                        run.push(w[0]);
                    }
                    run.push(w[1]);
                } else if !run.is_empty() {
                    runs.push(std::mem::take(&mut run));
                }
            }
            if !run.is_empty() {
                runs.push(run);
            }
        }
        runs
    };
    w.polylines(&lines(&drawn.borders), 1.0);
    w.polylines(&lines(&drawn.coast), 2.2);
}

/// A text centred on a point, where its whole box lies inside `(left, top, right, bottom)`;
/// whether it was drawn.
fn centred(
    w: &mut Writer,
    s: &str,
    (x, y): (f32, f32),
    size: f32,
    (left, top, right, bottom): (f32, f32, f32, f32),
) -> bool {
    let width = w.measure(s, size, Weight::SemiBold);
    let h = leading(size);
    let (tx, ty) = (x - width / 2.0, y - h / 2.0);
    let fits = tx >= left && tx + width <= right && ty >= top && ty + h <= bottom;
    if fits {
        w.text_at(tx, ty, size, Weight::SemiBold, s, tx + width);
    }
    fits
}

/// The state at the end of each phase the class finished, and at the end of the game.
pub(super) fn phase_states<'a>(lesson: &Lesson, session: &'a Session) -> Vec<(Option<usize>, &'a State)> {
    let timeline = session.timeline();
    let phase_of = |st: &State| lesson.steps.get(st.step).map(|s| s.phase);
    let mut ends: Vec<(Option<usize>, &State)> = Vec::new();
    let mut current = phase_of(timeline.after(0));
    for f in timeline.frames() {
        let now = phase_of(&f.after);
        if now != current {
            if let (Some(p), Some(_)) = (current, now) {
                ends.push((Some(p), &f.after));
            }
            current = now;
        }
    }
    let end = timeline.after(timeline.len());
    if end.is_over(lesson.steps.len()) {
        ends.push((None, end));
    }
    ends
}

/// "After phase 2: Expansion", or "End of the game".
pub(super) fn phase_caption(tr: &Translator, lesson: &Lesson, phase: Option<usize>) -> String {
    match phase {
        Some(p) => tr.tr(
            "handout-after-phase",
            &[("number", Arg::from(p + 1)), ("phase", Arg::from(tr.text(&lesson.phases[p].name)))],
        ),
        None => tr.text("handout-end"),
    }
}

/// One small map of the class's game at state `st` in the box `(left, top, width, height)`:
/// each country a team holds with the team's letter (none where `letters` is empty) and, with
/// `tints`, in a light tint of the team's colour; independent ones dark grey. With `numbers`,
/// each country's number follows the letter ("B12"), so that the map matches the board.
pub(super) fn small_map(
    w: &mut Writer,
    map: &Map,
    st: &State,
    letters: &[String],
    tints: Option<&[[f32; 3]]>,
    numbers: bool,
    (left, top, width, height): (f32, f32, f32, f32),
) {
    let [x0, y0, x1, y1] = land(map);
    let scale = (width / (x1 - x0)).min(height / (y1 - y0));
    let (mw, mh) = ((x1 - x0) * scale, (y1 - y0) * scale);
    let at = |p: [f32; 2]| (left + (p[0] - x0) * scale, top + (p[1] - y0) * scale);
    let mut fills = vec![1.0; map.countries.len()];
    let mut colours = vec![None; if tints.is_some() { map.countries.len() } else { 0 }];
    let mut marks = vec![String::new(); map.countries.len()];
    for (c, country) in st.countries.iter().enumerate() {
        let Some(site) = st.sites.get(c).map(|&s| usize::from(s)).filter(|&s| s < fills.len()) else { continue };
        if country.is_independent() {
            fills[site] = 0.7;
            continue;
        }
        let owner = usize::from(country.owner);
        if let Some(l) = letters.get(owner) {
            marks[site] = l.clone();
        }
        if let Some(slot) = colours.get_mut(site) {
            *slot = tints.and_then(|t| t.get(owner)).copied();
        }
    }
    draw_land(w, map, &at, (left, top, mw, mh), &fills, &colours);
    if numbers {
        for (i, m) in marks.iter_mut().enumerate() {
            m.push_str(&(i + 1).to_string());
        }
    }
    for (i, c) in map.countries.iter().enumerate() {
        if !marks[i].is_empty() {
            let _ = centred(w, &marks[i], at(c.centre), MIN_PT, (left, top, left + mw, top + mh));
        }
    }
}

/// The height of a map `width` wide (mm).
pub(super) fn map_height(map: &Map, width: f32) -> f32 {
    let [x0, y0, x1, y1] = land(map);
    width * (y1 - y0) / (x1 - x0)
}

/// The filled score sheet's last page: the class's map after each phase, four small maps side
/// by side (each country a team holds with the team's letter, independent ones dark grey), with
/// the letters' teams below.
pub(super) fn phase_maps(w: &mut Writer, tr: &Translator, lesson: &Lesson, session: &Session) {
    let Some(map) = session.game().map() else { return };
    let ends = phase_states(lesson, session);
    if ends.is_empty() {
        return;
    }
    let names = session.record().names();
    let letters = crate::board::marks(&names);
    w.new_page();
    w.paragraph(&tr.text("handout-maps-title"), TITLE, Weight::SemiBold);
    w.gap(2.0);
    let key: Vec<String> = letters.iter().zip(&names).map(|(l, n)| format!("{l} {n}")).collect();
    let legend = tr.tr("handout-maps-legend", &[("teams", Arg::from(key.join(", ")))]);
    let legend_h = w.paragraph_height(&legend, MIN_PT, Weight::Regular, w.width()) + 2.0;
    let frame = w.frame();
    let gap = 6.0;
    let cell_w = (frame.width() - gap) / 2.0;
    let caption_h = leading(MIN_PT) + 1.0;
    let [x0, y0, x1, y1] = land(map);
    let room_h = (frame.bottom - legend_h - w.y - gap) / 2.0 - caption_h;
    let scale = (cell_w / (x1 - x0)).min(room_h / (y1 - y0));
    let (mw, mh) = ((x1 - x0) * scale, (y1 - y0) * scale);
    let top0 = w.y;
    for (i, (phase, st)) in ends.iter().take(4).enumerate() {
        let left = frame.left + (i % 2) as f32 * (cell_w + gap);
        let top = top0 + (i / 2) as f32 * (caption_h + mh + gap);
        w.text_at(left, top, MIN_PT, Weight::SemiBold, &phase_caption(tr, lesson, *phase), left + cell_w);
        small_map(w, map, st, &letters, None, true, (left, top + caption_h, mw, mh));
    }
    w.y = top0 + 2.0 * (caption_h + mh + gap);
    w.paragraph(&legend, MIN_PT, Weight::Regular);
}

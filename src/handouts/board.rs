//! The printed board, for classes that want pieces on a table: the app's map for each number of
//! countries the lesson puts in play, one page each, black and white (the sea light grey, the
//! coast a thick line, the borders thin, the country numbers the app shows), with a legend in
//! the language. On the paper given (A4 or Letter, landscape), on A3, and as four A4 sheets
//! per board with overlapping strips for a school without an A3 copier.

use super::Document;
use super::fonts::Weight;
use super::writer::{MIN_PT, Paper, Sheet, Writer, leading};
use crate::board::land;
use crate::engine::{Session, State};
use crate::i18n::{Arg, Translator};
use crate::lesson::Lesson;
use crate::map::Map;

const TITLE: f32 = 16.0;
const NUMBER: f32 = 14.0;
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

/// One page: the title, the map (all of it, or one quarter of it at twice the size), the legend.
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
    let legend = match sheet {
        None => tr.text("handout-board-legend"),
        Some(s) => format!(
            "{} {}",
            tr.tr(
                "handout-board-sheet",
                &[("n", Arg::from(s + 1)), ("where", Arg::from(tr.text(&format!("handout-board-where-{}", s + 1))))]
            ),
            tr.text("handout-board-legend")
        ),
    };
    let legend_h = w.paragraph_height(&legend, MIN_PT, Weight::Regular, w.width()) + 2.0;
    let frame = w.frame();
    let (top, bottom) = (w.y, frame.bottom - legend_h);
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
    let at = |p: [f32; 2]| (ox + (p[0] - x0) * scale - sx, oy + (p[1] - y0) * scale - sy);
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
    // The numbers, where their whole box is on this sheet.
    for (i, c) in map.countries.iter().enumerate() {
        centred(w, &(i + 1).to_string(), at(c.centre), NUMBER, (left, top, right, bottom));
    }
    if let Some(s) = sheet {
        // The strips this sheet shares with its neighbours, between dashed lines.
        let (vx, hy) =
            if s % 2 == 0 { (right - OVERLAP, bottom - OVERLAP) } else { (left + OVERLAP, bottom - OVERLAP) };
        w.line((vx, top), (vx, bottom), 0.8, true);
        let hy = if s / 2 == 0 { hy } else { top + OVERLAP };
        w.line((left, hy), (right, hy), 0.8, true);
    }
    w.y = title_top;
    w.paragraph(&title, TITLE, Weight::SemiBold);
    w.y = bottom + 2.0;
    w.paragraph(&legend, MIN_PT, Weight::Regular);
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
    let mut greys: Vec<f32> = fills.to_vec();
    greys.sort_by(f32::total_cmp);
    greys.dedup();
    for grey in greys {
        let rings: Vec<Vec<(f32, f32)>> = map
            .countries
            .iter()
            .zip(fills)
            .filter(|(_, f)| **f == grey)
            .flat_map(|(c, _)| c.shape.iter())
            .map(|r| r.iter().map(|&p| at(p)).collect::<Vec<_>>())
            .filter(|r| on_box(r))
            .collect();
        w.shapes(&rings, grey);
    }
    for (i, tint) in tints.iter().enumerate() {
        if let (Some(rgb), Some(c)) = (tint, map.countries.get(i)) {
            let rings: Vec<Vec<(f32, f32)>> = c.shape.iter().map(|r| r.iter().map(|&p| at(p)).collect()).collect();
            w.shapes_rgb(&rings, *rgb);
        }
    }
    let segments = |s: &[[[f32; 2]; 2]]| {
        s.iter().map(|[a, b]| (at(*a), at(*b))).filter(|&(a, b)| on_box(&[a, b])).collect::<Vec<_>>()
    };
    w.lines(&segments(&map.borders), 1.0);
    w.lines(&segments(&map.coast), 2.2);
}

/// A text centred on a point, where its whole box lies inside `(left, top, right, bottom)`.
fn centred(w: &mut Writer, s: &str, (x, y): (f32, f32), size: f32, (left, top, right, bottom): (f32, f32, f32, f32)) {
    let width = w.measure(s, size, Weight::SemiBold);
    let h = leading(size);
    let (tx, ty) = (x - width / 2.0, y - h / 2.0);
    if tx >= left && tx + width <= right && ty >= top && ty + h <= bottom {
        w.text_at(tx, ty, size, Weight::SemiBold, s, tx + width);
    }
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
/// `tints`, in a light tint of the team's colour; independent ones dark grey.
pub(super) fn small_map(
    w: &mut Writer,
    map: &Map,
    st: &State,
    letters: &[String],
    tints: Option<&[[f32; 3]]>,
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
    for (i, c) in map.countries.iter().enumerate() {
        if !marks[i].is_empty() {
            centred(w, &marks[i], at(c.centre), MIN_PT, (left, top, left + mw, top + mh));
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
        small_map(w, map, st, &letters, None, (left, top + caption_h, mw, mh));
    }
    w.y = top0 + 2.0 * (caption_h + mh + gap);
    w.paragraph(&legend, MIN_PT, Weight::Regular);
}

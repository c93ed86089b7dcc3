//! The printed board, for classes that want pieces on a table: the app's map for each number of
//! countries the lesson puts in play, one page each, black and white (the sea light grey, the
//! coast a thick line, the borders thin, the country numbers the app shows), with a legend in
//! the language. On the paper given (A4 or Letter, landscape), on A3, and as four A4 sheets
//! per board with overlapping strips for a school without an A3 copier.

use super::Document;
use super::fonts::Weight;
use super::writer::{MIN_PT, Paper, Sheet, Writer, leading};
use crate::board::land;
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
    w.fill(left, top, bw, bh, SEA);
    // Only what falls on this sheet (a quarter of the board draws a quarter of the map).
    let on_sheet = |pts: &[(f32, f32)]| {
        pts.iter().any(|&(x, y)| x >= left - 5.0 && x <= right + 5.0 && y >= top - 5.0 && y <= bottom + 5.0)
    };
    let rings: Vec<Vec<(f32, f32)>> = map
        .countries
        .iter()
        .flat_map(|c| c.shape.iter())
        .map(|r| r.iter().map(|&p| at(p)).collect::<Vec<_>>())
        .filter(|r| on_sheet(r))
        .collect();
    w.shapes(&rings, 1.0);
    let segments = |s: &[[[f32; 2]; 2]]| {
        s.iter().map(|[a, b]| (at(*a), at(*b))).filter(|&(a, b)| on_sheet(&[a, b])).collect::<Vec<_>>()
    };
    w.lines(&segments(&map.borders), 1.0);
    w.lines(&segments(&map.coast), 2.2);
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
        let n = (i + 1).to_string();
        let (x, y) = at(c.centre);
        let width = w.measure(&n, NUMBER, Weight::SemiBold);
        let h = leading(NUMBER);
        let (tx, ty) = (x - width / 2.0, y - h / 2.0);
        if tx >= left && tx + width <= right && ty >= top && ty + h <= bottom {
            w.text_at(tx, ty, NUMBER, Weight::SemiBold, &n, tx + width);
        }
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

//! The poster of a class's game, to hang in the classroom or put on the learning platform: the
//! class's name and date, the map after each phase with each team's countries in its colour
//! and letter (the letters carry it on a black-and-white copier), and the two rankings side by
//! side, richest and most respected. One landscape page; a copier enlarges it to A3.

use super::board::{map_height, phase_caption, phase_states, small_map};
use super::fonts::Weight;
use super::writer::{MIN_PT, Paper, Sheet, Writer, leading};
use super::{Document, HEAD, TITLE};
use crate::engine::{Session, Standing, standings};
use crate::gui::style::Colour;
use crate::i18n::{Arg, Translator};
use crate::lesson::Lesson;
use crate::report::rank_label;

/// The gap between the maps, and between the two rankings (mm).
const GAP: f32 = 6.0;
/// A team's swatch (mm).
const SWATCH: f32 = 4.0;

/// A team's colour, red, green and blue from 0 to 1.
fn rgb(code: &str) -> [f32; 3] {
    let c = Colour::from_code(code).rgb();
    [c.r, c.g, c.b]
}

/// The colour lightened towards white, so that a black letter reads on every team's countries.
fn tint([r, g, b]: [f32; 3]) -> [f32; 3] {
    let light = |v: f32| 0.45 + 0.55 * v;
    [light(r), light(g), light(b)]
}

/// `s` shortened with "…" until it is at most `width` mm wide.
fn fitted(w: &mut Writer, s: &str, size: f32, weight: Weight, width: f32) -> String {
    if w.measure(s, size, weight) <= width {
        return s.to_string();
    }
    let mut chars: Vec<char> = s.chars().collect();
    while !chars.is_empty() {
        let _ = chars.pop();
        let short = format!("{}…", chars.iter().collect::<String>().trim_end());
        if w.measure(&short, size, weight) <= width {
            return short;
        }
    }
    "…".to_string()
}

/// The poster of `session`'s game (a class on its own board gets the rankings without maps).
pub fn poster(tr: &Translator, lesson: &Lesson, paper: Paper, session: &Session) -> Document {
    let mut w = Writer::new(paper, Sheet::Landscape);
    w.new_page();
    let rec = session.record();
    let title = if rec.class.trim().is_empty() {
        tr.text("handout-poster-title")
    } else {
        tr.tr("handout-poster-title-class", &[("class", Arg::from(rec.class.clone()))])
    };
    w.paragraph(&title, TITLE, Weight::SemiBold);
    let line = tr.tr(
        "handout-class-line",
        &[
            ("class", Arg::from(rec.class.clone())),
            ("date", Arg::from(rec.date.clone())),
            ("teams", Arg::from(rec.teams.len())),
        ],
    );
    w.paragraph(&line, MIN_PT, Weight::Regular);
    w.gap(3.0);
    let names = rec.names();
    let letters = crate::board::marks(&names);
    let colours: Vec<[f32; 3]> = rec.teams.iter().map(|t| rgb(&t.colour)).collect();
    let tints: Vec<[f32; 3]> = colours.iter().map(|&c| tint(c)).collect();
    let frame = w.frame();
    let legend = tr.text("handout-poster-legend");
    let legend_h = w.paragraph_height(&legend, MIN_PT, Weight::Regular, frame.width()) + 2.0;
    // The rankings need a heading and a row per team; the maps take what is left.
    let row_h = leading(MIN_PT) + 1.0;
    let rankings_h = leading(HEAD) + 2.0 + row_h * names.len() as f32;
    if let Some(map) = session.game().map() {
        let ends = phase_states(lesson, session);
        let caption_h = leading(MIN_PT) + 1.0;
        let room = frame.bottom - w.y - rankings_h - legend_h - GAP - caption_h;
        let mut cell = (frame.width() - 3.0 * GAP) / 4.0;
        if map_height(map, cell) > room {
            cell *= room / map_height(map, cell);
        }
        let top = w.y;
        for (i, (phase, st)) in ends.iter().take(4).enumerate() {
            let left = frame.left + i as f32 * (cell + GAP);
            let caption = phase_caption(tr, lesson, *phase);
            let caption = fitted(&mut w, &caption, MIN_PT, Weight::SemiBold, cell);
            w.text_at(left, top, MIN_PT, Weight::SemiBold, &caption, left + cell);
            small_map(&mut w, map, st, &letters, Some(&tints), (left, top + caption_h, cell, map_height(map, cell)));
        }
        w.y = top + caption_h + map_height(map, cell) + GAP;
    }
    let end = standings(session.game().state());
    let half = (frame.width() - GAP) / 2.0;
    let top = w.y;
    for (i, by_gold) in [true, false].into_iter().enumerate() {
        let left = frame.left + i as f32 * (half + GAP);
        let heading = tr.text(if by_gold { "handout-poster-richest" } else { "handout-poster-respected" });
        ranking(&mut w, (&names, &letters, &colours), &end, by_gold, (left, top, half), &heading);
    }
    w.y = top + rankings_h + 2.0;
    w.paragraph(&legend, MIN_PT, Weight::Regular);
    Document { name: "poster", title, writer: w }
}

/// One ranking: its heading, then each team in rank order with its rank, its swatch and letter,
/// its name on one line, and its gold or prestige.
fn ranking(
    w: &mut Writer,
    (names, letters, colours): (&[String], &[String], &[[f32; 3]]),
    end: &[Standing],
    by_gold: bool,
    (left, top, width): (f32, f32, f32),
    heading: &str,
) {
    let heading = fitted(w, heading, HEAD, Weight::SemiBold, width);
    w.text_at(left, top, HEAD, Weight::SemiBold, &heading, left + width);
    let mut order: Vec<&Standing> = end.iter().collect();
    order.sort_by_key(|r| if by_gold { (r.rank_gold, r.team) } else { (r.rank_prestige, r.team) });
    let row_h = leading(MIN_PT) + 1.0;
    let (rank_w, value_w) = (10.0, 14.0);
    let name_left = left + rank_w + SWATCH + 2.0 + 6.0;
    let name_w = width - (name_left - left) - value_w - 2.0;
    let mut y = top + leading(HEAD) + 2.0;
    for r in order {
        let (rank, tied, value) =
            if by_gold { (r.rank_gold, r.tied_gold, r.gold) } else { (r.rank_prestige, r.tied_prestige, r.prestige) };
        w.text_at(left, y, MIN_PT, Weight::SemiBold, &rank_label(rank, tied), left + rank_w);
        let swatch_top = y + (leading(MIN_PT) - SWATCH) / 2.0;
        if let Some(&c) = colours.get(r.team) {
            w.fill_rgb(left + rank_w, swatch_top, SWATCH, SWATCH, c);
        }
        w.rect(left + rank_w, swatch_top, SWATCH, SWATCH);
        let letter = letters.get(r.team).map_or("", String::as_str);
        w.text_at(left + rank_w + SWATCH + 1.5, y, MIN_PT, Weight::SemiBold, letter, name_left);
        let name = fitted(w, names.get(r.team).map_or("", String::as_str), MIN_PT, Weight::Regular, name_w);
        w.text_at(name_left, y, MIN_PT, Weight::Regular, &name, name_left + name_w);
        w.text_right(left + width, y, MIN_PT, Weight::SemiBold, &value.to_string());
        y += row_h;
    }
}

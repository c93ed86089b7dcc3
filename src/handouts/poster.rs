//! The poster of a class's game, to hang in the classroom or put on the learning platform: the
//! class's name and date, the map after each phase with each team's countries in its colour
//! (the end's with the teams' letters too, which carry it on a black-and-white copier), and the
//! two rankings, richest and most respected. One landscape page; a copier enlarges it to A3.

use super::board::{map_height, phase_caption, phase_states, small_map};
use super::fonts::Weight;
use super::writer::{MIN_PT, Paper, Sheet, Writer, leading};
use super::{Document, HEAD, TITLE};
use crate::colour::Colour;
use crate::engine::{Session, Standing, standings};
use crate::i18n::{Arg, Translator};
use crate::lesson::Lesson;
use crate::report;
use crate::report::rank_label;

/// The gap between the maps, and between the two rankings (mm).
const GAP: f32 = 6.0;
/// A team's swatch (mm).
const SWATCH: f32 = 4.0;
/// A ranking's row (mm): twelve of them twice fit beside the maps.
const ROW: f32 = 5.6;

/// A ranking's columns beside the name (mm): the rank ("=10"), the swatch and the letter, the
/// number ("120"), and the gaps.
const RANK_W: f32 = 7.5;
const VALUE_W: f32 = 8.0;
const RANKING_COLUMNS: f32 = RANK_W + SWATCH + 2.0 + 4.0 + VALUE_W + 2.0;

/// A team's colour, red, green and blue from 0 to 1.
fn rgb(code: &str) -> [f32; 3] {
    let (r, g, b) = Colour::from_code(code).rgb8();
    [r, g, b].map(|v| f32::from(v) / 255.0)
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

/// The poster of `session`'s game: on the left the map after phases 1 to 3 small (in the
/// teams' colours) and the map at the end large (colours and letters); on the right the two
/// rankings one above the other. A class on its own board gets the rankings alone.
pub fn poster(tr: &Translator, lesson: &Lesson, paper: Paper, session: &Session) -> Document {
    let mut w = Writer::new(paper, Sheet::Landscape);
    w.new_page();
    let rec = session.record();
    // The title asks; the class and its date stand under it.
    let title = if rec.class.trim().is_empty() {
        tr.text("handout-poster-title")
    } else {
        tr.tr("handout-poster-title-class", &[("class", Arg::from(rec.class.clone()))])
    };
    w.paragraph(&tr.text("handout-poster-title"), TITLE, Weight::SemiBold);
    let line = tr.tr(
        "handout-class-line",
        &[
            ("class", Arg::from(rec.class.clone())),
            ("date", Arg::from(report::local_date(tr, &rec.date))),
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
    let top = w.y;
    let map = session.game().map();
    // The maps take three fifths of the width, the legend under them; the rankings the rest
    // (all of the page on the own board, the legend under them).
    // The rankings take more, up to half, where the longest name needs it to stand whole.
    let widest = names.iter().map(|n| w.measure(n, MIN_PT, Weight::Regular)).fold(0.0, f32::max);
    let ranking_w = (widest + RANKING_COLUMNS + 1.0).clamp((frame.width() - GAP) * 0.4, (frame.width() - GAP) * 0.5);
    let left_w = if map.is_some() { frame.width() - GAP - ranking_w } else { frame.width() };
    // On the own board there is no map to explain: who won, only. Before it, what the three
    // richest did to get there, and the question the debrief closes with.
    let legend = tr.text(if map.is_some() { "handout-poster-legend" } else { "handout-poster-legend-own" });
    let deeds = richest_deeds(tr, session);
    let ask = tr.text("results-debrief-2");
    // Under the two rankings, where they leave room (the map's case): the legend, and the
    // question too if it fits; the end map beside gets the height they leave (it came out a
    // thumbnail under twelve teams' deeds).
    let right_w = frame.width() - left_w - GAP;
    // Each ranking's heading whole, over two lines where one is too short for it (German's
    // "nach wessen Maßstäben?" would be cut to "Maßstä…").
    // (Beside the map one above the other; on the own board side by side, each half the page.)
    let heading_w = if map.is_some() { right_w } else { (frame.width() - GAP) / 2.0 };
    let headings: Vec<Vec<String>> = ["handout-poster-richest", "handout-poster-respected"]
        .iter()
        .map(|id| {
            let mut lines = w.wrap(&tr.text(id), HEAD, Weight::SemiBold, heading_w);
            if lines.len() > 2 {
                let rest = lines[1..].join(" ");
                lines.truncate(1);
                lines.push(fitted(&mut w, &rest, HEAD, Weight::SemiBold, heading_w));
            }
            lines
        })
        .collect();
    let ranking_h = |lines: usize| leading(HEAD) * lines as f32 + 2.0 + ROW * names.len() as f32 + GAP;
    let rankings_end = top + headings.iter().map(|h| ranking_h(h.len())).sum::<f32>();
    let height_right = |w: &mut Writer, s: &str, weight| w.paragraph_height(s, MIN_PT, weight, right_w) + 0.5;
    let legend_right = map.is_some() && rankings_end + height_right(&mut w, &legend, Weight::Regular) <= frame.bottom;
    let ask_right = legend_right
        && rankings_end + height_right(&mut w, &legend, Weight::Regular) + height_right(&mut w, &ask, Weight::SemiBold)
            <= frame.bottom;
    let mut notes_h = 2.0;
    if !legend_right {
        notes_h += w.paragraph_height(&legend, MIN_PT, Weight::Regular, left_w);
    }
    for line in deeds.iter().chain((!ask_right).then_some(&ask)) {
        notes_h += w.paragraph_height(line, MIN_PT, Weight::Regular, left_w) + 0.5;
    }
    let bottom = frame.bottom - notes_h;
    if let Some(map) = map {
        let ends = phase_states(lesson, session);
        let (phases, end) = match ends.split_last() {
            Some((last, rest)) if last.0.is_none() => (rest, Some(last)),
            _ => (ends.as_slice(), None),
        };
        // The phases small in a row, without letters (too small to read): colour only. Their
        // captions on as many lines as the longest needs. The end large under them, with the
        // teams' letters.
        let small = (left_w - 2.0 * GAP) / 3.0;
        let wrapped = |w: &mut Writer, width: f32| -> Vec<Vec<String>> {
            phases
                .iter()
                .take(3)
                .map(|(phase, _)| w.wrap(&phase_caption(tr, lesson, *phase), MIN_PT, Weight::SemiBold, width))
                .collect()
        };
        let captions = wrapped(&mut w, small);
        let caption_h = captions.iter().map(Vec::len).max().unwrap_or(1) as f32 * leading(MIN_PT) + 1.0;
        let end_caption = leading(HEAD) + 1.0;
        // How wide the end's map may be in `width` under `above`.
        let end_width = |width: f32, above: f32| {
            let room = bottom - above - end_caption - 2.0;
            if map_height(map, width) > room { width * room / map_height(map, width) } else { width }
        };
        let row_end = end_width(left_w, top + caption_h + map_height(map, small) + GAP);
        // Where the notes under it leave the end's map small (twelve teams' deeds), the phases
        // go in a column on the left and the end's map beside them takes their height too.
        let column_w = left_w * 0.34;
        let beside_w = left_w - column_w - GAP;
        if end.is_some() && row_end < left_w * 0.55 && end_width(beside_w, top) > row_end {
            // Short captions ("2 · Expansion": the phase's number and name), each over its map.
            let captions: Vec<Vec<String>> = phases
                .iter()
                .take(3)
                .map(|(phase, _)| {
                    let short = phase.map_or_else(
                        || phase_caption(tr, lesson, None),
                        |p| format!("{} · {}", p + 1, tr.text(&lesson.phases[p].name)),
                    );
                    w.wrap(&short, MIN_PT, Weight::SemiBold, column_w)
                })
                .collect();
            let mut y = top;
            let each = ((bottom - top) / captions.len().max(1) as f32).max(1.0);
            for ((_, st), caption) in phases.iter().zip(&captions) {
                for (n, line) in caption.iter().enumerate() {
                    let at = y + n as f32 * leading(MIN_PT);
                    w.text_at(frame.left, at, MIN_PT, Weight::SemiBold, line, frame.left + column_w);
                }
                let map_top = y + caption.len() as f32 * leading(MIN_PT) + 0.5;
                // As wide as the column, or less where three would not fit the height.
                let room = (y + each - GAP * 0.5 - map_top).max(1.0);
                let width = if map_height(map, column_w) > room {
                    column_w * room / map_height(map, column_w)
                } else {
                    column_w
                };
                small_map(
                    &mut w,
                    map,
                    st,
                    &letters,
                    Some(&tints),
                    false,
                    (frame.left, map_top, width, map_height(map, width)),
                );
                y += each;
            }
            if let Some((phase, st)) = end {
                let left = frame.left + column_w + GAP;
                let width = end_width(beside_w, top);
                let caption = phase_caption(tr, lesson, *phase);
                w.text_at(left, top, HEAD, Weight::SemiBold, &caption, left + beside_w);
                small_map(
                    &mut w,
                    map,
                    st,
                    &letters,
                    Some(&tints),
                    true,
                    (left, top + end_caption, width, map_height(map, width)),
                );
            }
        } else {
            for (i, ((_, st), caption)) in phases.iter().zip(&captions).enumerate() {
                let left = frame.left + i as f32 * (small + GAP);
                for (n, line) in caption.iter().enumerate() {
                    w.text_at(left, top + n as f32 * leading(MIN_PT), MIN_PT, Weight::SemiBold, line, left + small);
                }
                small_map(
                    &mut w,
                    map,
                    st,
                    &letters,
                    Some(&tints),
                    false,
                    (left, top + caption_h, small, map_height(map, small)),
                );
            }
            if let Some((phase, st)) = end {
                let at = top + caption_h + map_height(map, small) + GAP;
                let caption = phase_caption(tr, lesson, *phase);
                w.text_at(frame.left, at, HEAD, Weight::SemiBold, &caption, frame.left + left_w);
                small_map(
                    &mut w,
                    map,
                    st,
                    &letters,
                    Some(&tints),
                    true,
                    (frame.left, at + end_caption, row_end, map_height(map, row_end)),
                );
            }
        }
    }
    let end = standings(session.game().state());
    // On the map's right, one ranking above the other; on the own board, side by side.
    let (right, right_w) = match map {
        Some(_) => (frame.left + left_w + GAP, right_w),
        None => (frame.left, (frame.width() - GAP) / 2.0),
    };
    for (i, by_gold) in [true, false].into_iter().enumerate() {
        let (x, y) = match map {
            Some(_) => (right, top + if i == 0 { 0.0 } else { ranking_h(headings[0].len()) }),
            None => (right + i as f32 * (right_w + GAP), top),
        };
        ranking(&mut w, (&names, &letters, &colours), &end, by_gold, (x, y, right_w), &headings[i]);
    }
    w.y = bottom + 2.0;
    for (i, line) in deeds.iter().enumerate() {
        let weight = if i == 0 { Weight::SemiBold } else { Weight::Regular };
        w.paragraph_at(frame.left, left_w, line, MIN_PT, weight);
        w.gap(0.5);
    }
    if !ask_right {
        w.paragraph_at(frame.left, left_w, &ask, MIN_PT, Weight::SemiBold);
        w.gap(0.5);
    }
    if !legend_right {
        w.paragraph_at(frame.left, left_w, &legend, MIN_PT, Weight::Regular);
    }
    // Under the rankings: the question, then the legend.
    w.y = rankings_end;
    if ask_right {
        w.paragraph_at(right, right_w, &ask, MIN_PT, Weight::SemiBold);
        w.gap(0.5);
    }
    if legend_right {
        w.paragraph_at(right, right_w, &legend, MIN_PT, Weight::Regular);
    }
    Document { name: "poster", title, writer: w }
}

/// "What the three richest nations did:", then a line for each of them: its rank, its name and
/// its deeds that the lesson marks (a conquest, the slave trade, a rising put down, the
/// government it backed).
fn richest_deeds(tr: &Translator, session: &Session) -> Vec<String> {
    let game = session.game();
    let names = session.record().names();
    let mut order = standings(game.state());
    order.sort_by_key(|r| (r.rank_gold, r.team));
    let mut out = vec![tr.text("handout-poster-deeds")];
    for r in order.iter().take(3) {
        let deeds = report::rewards::deeds(tr, game, r.team);
        let did = if deeds.is_empty() { "\u{2013}".to_string() } else { deeds.join(", ") };
        let name = names.get(r.team).cloned().unwrap_or_default();
        out.push(format!("{} {name}: {did}", rank_label(r.rank_gold, r.tied_gold)));
    }
    out
}

/// One ranking: its heading, then each team in rank order with its rank, its swatch and letter,
/// its name on one line, and its gold or prestige.
fn ranking(
    w: &mut Writer,
    (names, letters, colours): (&[String], &[String], &[[f32; 3]]),
    end: &[Standing],
    by_gold: bool,
    (left, top, width): (f32, f32, f32),
    heading: &[String],
) {
    for (n, line) in heading.iter().enumerate() {
        w.text_at(left, top + n as f32 * leading(HEAD), HEAD, Weight::SemiBold, line, left + width);
    }
    let mut order: Vec<&Standing> = end.iter().collect();
    order.sort_by_key(|r| if by_gold { (r.rank_gold, r.team) } else { (r.rank_prestige, r.team) });
    let row_h = ROW;
    // As narrow as "=10" and "120" need: the rest is the names', whole where they fit.
    let rank_w = RANK_W;
    let name_left = left + rank_w + SWATCH + 2.0 + 4.0;
    let name_w = width - RANKING_COLUMNS;
    let mut y = top + leading(HEAD) * heading.len() as f32 + 2.0;
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

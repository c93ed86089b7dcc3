//! Drawing the projector's frames. Every size is worked out from the window, so that 12 teams with
//! 40-character names fit 1280x720 and 1920x1080 without scrolling or cutting: type shrinks
//! with the number of teams and the length of the text, never below `MIN` (at 1280x720), and
//! the teacher's A−/A+ scales everything on top.

use iced::widget::{Column, column, container, responsive, row, text};
use iced::{Alignment, Color, Element, Fill, Length, Size};

use super::{Chip, ChipState, FilmTeam, MapTeam, RevealRow, Slide, StandRow, Tag, end, lines, width_of};
use crate::gui::style;
use crate::gui::widgets;
use crate::report::summary::{Badge, Dice};

/// The smallest text the projector uses at 1280x720, in logical pixels. On a 2 m wide picture one
/// pixel is 1.6 mm, so 22 px gives capitals of about 2.5 cm: readable from 8 to 10 m, the back
/// of a classroom (a letter height of 1/300 of the distance, a common rule for projected text).
pub const MIN: f32 = 22.0;
/// The situation's text on the projector, at 1280x720, wherever the chips under it leave
/// room: the back row of a classroom reads it (the review's 32 px).
const READ: f32 = 32.0;
/// The reveal's floor at 1280x720 where its rows fit at that size: the frame the whole class
/// strains to read.
const REVEAL_FLOOR: f32 = 28.0;
/// The standings' column headings at 1280x720 at the least.
const HEAD_FLOOR: f32 = 24.0;
/// The gap between the reveal's two columns, at 1280x720.
const REVEAL_GAP: f32 = 28.0;
/// The height of "5/6", the cards in while a decision waits for them, at 1280x720: the number
/// everyone watches, as large as a quiz's answer count (at least 80 px).
pub const TALLY: f32 = 84.0;
/// The join column beside a situation while team devices are on, at 1280x720: the QR code's
/// side, the address's text size, and the gap between them (the layout and its estimate of
/// the column's height both read these).
const JOIN_QR: f32 = 170.0;
const JOIN_ADDRESS: f32 = 30.0;
const JOIN_GAP: f32 = 6.0;

/// The largest size from `max` down to `min` at which `height(size)` fits `room`.
pub(super) fn fit(max: f32, min: f32, room: f32, height: impl Fn(f32) -> f32) -> f32 {
    let mut s = max;
    while s > min && height(s) > room {
        s -= 0.5;
    }
    s.max(min)
}

pub fn view<M: 'static>(frame: Slide, scale: f32, dark: bool) -> Element<'static, M> {
    responsive(move |size: Size| render(&frame, size, scale, dark)).into()
}

fn render<M: 'static>(frame: &Slide, size: Size, scale: f32, dark: bool) -> Element<'static, M> {
    // 1.0 at 1280x720, 1.5 at 1920x1080.
    let k = (size.width / 1280.0).min(size.height / 720.0) * scale;
    // The margins of the unenlarged screen: A+ is for the text (u26), not the frame's edge.
    let pad = 24.0 * k / scale.max(1.0);
    let inner = Size::new(size.width - 2.0 * pad, size.height - 2.0 * pad);
    // A+ makes the text larger where there is room; where there is none it may come back down
    // to the floor of the unenlarged screen rather than be cut off.
    let floor = MIN * k / scale.max(1.0);
    let body: Element<'static, M> = match frame {
        Slide::Title { title, subtitle } => {
            column![text(title.clone()).size(72.0 * k).font(style::STRONG), text(subtitle.clone()).size(36.0 * k)]
                .spacing(16.0 * k)
                .into()
        }
        Slide::Opening { heading, progress, text: body } => opening(heading, *progress, body, (k, floor), inner),
        Slide::Situation { phase, progress, text: body, options, prompts, chips, count, tally, join } => {
            let read = Read { phase, progress: *progress, body, options, prompts };
            situation(read, (chips, count.as_deref(), *tally), join.as_ref(), (k, floor), inner)
        }
        Slide::Reveal { title, rows, outcomes, people_first } => {
            reveal(title, rows, (outcomes, *people_first), (k, floor), inner)
        }
        Slide::Lobby { title, join, chips, count } => lobby(title, join, chips, count, (k, floor), inner),
        Slide::War { title, attacker, defender, throw, caption, words, .. } => {
            // Smaller as a whole where it would not fit (long names, A+): the dice are never
            // cut off at the bottom, and no text goes below the floor.
            // Fitted by the caption's size (30 at full size) in half-pixel steps.
            let height = |caption_size: f32| {
                war_height(attacker, defender.as_ref(), caption, words, k * caption_size / 30.0, inner.width)
            };
            let f = fit(30.0, MIN, inner.height, height) / 30.0;
            war(title, attacker, defender.as_ref(), *throw, caption, words, (k * f, inner.width))
        }
        Slide::Standings { title, rows, legend, columns } => standings(title, rows, legend, columns, (k, floor), inner),
        Slide::Map { picture, teams, key, caption } => {
            map(picture, teams, (key, caption.as_deref()), (k, floor, dark), inner)
        }
        Slide::End { title, teams, labels, legend } => {
            // The title on one line where it can be (A+), else on two; the chart gets the rest,
            // but for one line under it that says how the ranks go (u18).
            let title_lines = |s: f32| lines(title, s, inner.width, true) * s * 1.3;
            let title_size = fit(44.0 * k, floor * 1.5, 44.0 * k * 1.3, title_lines);
            let title_h = title_lines(title_size) + 12.0 * k;
            let legend_h = lines(legend, floor, inner.width, false) * floor * 1.3 + 12.0 * k;
            let room = inner.height - title_h - legend_h;
            let (size, split) = end::fitted(teams, labels, inner.width, (34.0 * k, floor), room);
            column![
                text(title.clone()).size(title_size).font(style::STRONG),
                end::chart(teams.clone(), labels.clone(), size, inner.width, split),
                text(legend.clone()).size(floor).style(style::muted),
            ]
            .spacing(12.0 * k)
            .into()
        }
        Slide::Journey { title, charts, phases, teams } => {
            let title_h = 44.0 * k * 1.3 + 12.0 * k;
            // The names at the lines' ends: as large as twelve of them fit the chart's height.
            let room = inner.height - title_h - 2.0 * 30.0 * k;
            let size = (room / (teams.len().max(1) as f32 * 1.2)).clamp(floor, 30.0 * k);
            column![
                text(title.clone()).size(44.0 * k).font(style::STRONG),
                end::journey(charts, phases, teams, size, (inner.width, inner.height - title_h)),
            ]
            .spacing(12.0 * k)
            .into()
        }
        Slide::Debrief { phase, question, groups, nobody, position, progress } => {
            debrief(phase, question, groups, nobody, (position, *progress), (k, floor), inner)
        }
        Slide::Film { picture, caption, position, heads, teams } => {
            film(picture, (caption, position), heads, teams, (k, floor, dark), inner)
        }
        Slide::WhatIf { question, what_if: w } => what_if(question, w, (k, floor), inner),
        Slide::Whys { question, title, whys } => super::whys::view(question, title, whys, (k, floor), inner),
        Slide::OneChoice { headline, sides, heads } => {
            super::one_choice::view(headline, sides, heads, (k, floor, dark), inner)
        }
    };
    let background = if dark { Color::from_rgb8(0x16, 0x18, 0x1b) } else { Color::from_rgb8(0xfb, 0xfa, 0xf7) };
    container(body)
        .padding(pad)
        .width(Fill)
        .height(Fill)
        .style(move |_| iced::widget::container::Style::default().background(background))
        .into()
}

/// A chip: the team's colour and name, lit when its card is in, never showing which card.
/// The ✓ (or, waiting, "…") has its slot in both states, so that a chip keeps its size (and
/// the text above the grid stays put) as the cards come in. On the dark theme a waiting chip is dark, and a dark
/// team's chip gets a light edge.
fn chip<M: 'static>(c: &Chip, size: f32, width: f32) -> Element<'static, M> {
    let colour = c.tag.colour;
    let lit = c.state == ChipState::In;
    let faded = matches!(c.state, ChipState::SitsOut(_));
    let ink = move |theme: &iced::Theme| {
        if lit {
            colour.on()
        } else if theme.extended_palette().is_dark {
            Color::from_rgb8(0xee, 0xee, 0xee)
        } else {
            Color::from_rgb8(0x22, 0x22, 0x22)
        }
    };
    // "…" while waiting, "✓" once in: the state reads without its colours (u19: on the dark
    // theme the black team's chip in looked like one waiting).
    let check = text(if lit {
        "✓"
    } else if faded {
        ""
    } else {
        "…"
    })
    .size(size)
    .font(style::STRONG)
    .width(size * CHECK)
    .style(move |theme| text::Style { color: Some(ink(theme)) });
    let name = text(chip_label(c))
        .size(size)
        .font(style::STRONG)
        .wrapping(text::Wrapping::WordOrGlyph)
        .style(move |theme| text::Style { color: Some(ink(theme)) });
    let inside = row![check, name.width(Fill)].align_y(Alignment::Center);
    // The ✓'s slot stands in most of the left padding.
    container(inside)
        .padding(iced::Padding { top: size * 0.25, bottom: size * 0.25, left: size * 0.25, right: size * 0.6 })
        .width(width)
        .style(move |theme: &iced::Theme| {
            let dark = theme.extended_palette().is_dark;
            let edge = if faded {
                Color::from_rgb8(0xbb, 0xbb, 0xbb)
            } else if dark && style::too_dark_for_dark(colour.rgb()) {
                style::HALO
            } else if !dark && !lit && style::too_light_for_light(colour.rgb()) {
                // A pale team (yellow, light green, pink) waiting on the light wall: its edge a
                // shade darker, so that the back row still sees the chip (the second reader's).
                let c = colour.rgb();
                Color::from_rgb(c.r * 0.7, c.g * 0.7, c.b * 0.7)
            } else {
                colour.rgb()
            };
            let empty = if dark { Color::from_rgb8(0x24, 0x27, 0x2b) } else { Color::WHITE };
            iced::widget::container::Style {
                background: Some(if lit { colour.rgb() } else { empty }.into()),
                border: iced::Border { color: edge, width: (size / 6.0).max(2.0), radius: (size * 0.7).into() },
                ..Default::default()
            }
        })
        .into()
}

/// The ✓'s slot on a chip, in text sizes.
const CHECK: f32 = 0.75;

fn chip_label(c: &Chip) -> String {
    let mut label = match &c.mark {
        Some(mark) => format!("{mark}\u{2002}{}", c.tag.name),
        None => c.tag.name.clone(),
    };
    if let ChipState::SitsOut(why) = &c.state {
        label = format!("{label} · {why}");
    }
    if c.device {
        label.push_str(DEVICE_MARK);
    }
    label
}

/// After the name of a team with a device in: a no-break space and a phone.
pub const DEVICE_MARK: &str = "\u{a0}📱";

/// The chips in a grid: the number of columns that makes the grid lowest, and its height.
fn chip_grid(chips: &[Chip], size: f32, width: f32) -> (usize, f32) {
    if chips.is_empty() {
        return (1, 0.0);
    }
    let gap = size * 0.4;
    (1..=chips.len().min(6))
        .map(|cols| {
            let w = (width - gap * (cols as f32 - 1.0)) / cols as f32;
            let text_w = w - size * (0.85 + CHECK) - (size / 6.0).max(2.0) * 2.0;
            let rows = chips.len().div_ceil(cols) as f32;
            // A name whose word would break inside ("Conquistadore/s") rules these columns out.
            if !chips.iter().all(|c| super::fits(&chip_label(c), size, text_w, true)) {
                return (cols, f32::INFINITY);
            }
            // Each row is as tall as its tallest chip.
            let lines_total: f32 = chips
                .chunks(cols)
                .map(|r| r.iter().map(|c| lines(&chip_label(c), size, text_w, true)).fold(1.0, f32::max))
                .sum();
            (cols, lines_total * size * 1.3 + rows * (size * 0.5 + 4.0) + (rows - 1.0) * gap)
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((1, 0.0))
}

/// What the teacher reads out: the phase line (with the phases' dots), the situation, its
/// options.
struct Read<'a> {
    phase: &'a str,
    progress: (usize, usize),
    body: &'a str,
    options: &'a [String],
    /// The questions of a step discussed instead of played, as a list under the situation.
    prompts: &'a [String],
}

/// The phase line's size at 1280x720: the "where are we" cue, read from the back; it comes
/// down to `PHASE_LINE_MIN` before the count of the cards in does.
const PHASE_LINE: f32 = 32.0;
const PHASE_LINE_MIN: f32 = 28.0;

fn situation<M: 'static>(
    read: Read<'_>,
    (chips, count, tally): (&[Chip], Option<&str>, Option<(usize, usize)>),
    join: Option<&super::Join>,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let Read { body, options, prompts, .. } = read;
    // With team devices on, the address, code and QR code stand on the right, at the size of
    // the unenlarged screen (A+ is for the situation's text).
    let kj = floor / MIN;
    let join_w = if join.is_some() { 300.0 * kj } else { 0.0 };
    let text_w = if join.is_some() { inner.width - join_w - 12.0 * k } else { inner.width };
    // The chips take the bottom, under their count: "5/6", the largest thing on the frame at
    // the size of the unenlarged screen, with the same in words beside it. The situation and
    // its options take the rest. The join column (the QR code, the address and two lines) is
    // as high as it is. Where the situation at the floor, the chips and the count would not
    // all fit (long names, A+, team devices on), the count comes down first, never below the
    // words beside it.
    let text_height = |s: f32| {
        let text_h = lines(body, s, text_w, false) * s * 1.3;
        let opts: f32 = options.iter().map(|o| lines(o, s * 0.9, text_w - 1.5 * s, false) * s * 0.9 * 1.3).sum();
        let asks: f32 = prompts.iter().map(|o| lines(o, s * 0.9, text_w - 1.5 * s, true) * s * 0.9 * 1.3).sum();
        text_h + opts + asks
    };
    // The phase line at least as large as on the unenlarged screen (A+ is for the situation).
    let spacing = PHASE_LINE_MIN * kj * 1.3 + 12.0 * k * ((options.len() + prompts.len()) as f32 + 3.0);
    let side_h = join.map_or(0.0, |j| {
        let qr = if j.qr.is_some() { (JOIN_QR + JOIN_GAP) * kj } else { 0.0 };
        qr + (MIN * 2.0 + JOIN_ADDRESS) * kj * 1.3 + 2.0 * JOIN_GAP * kj
    });
    let words_line = MIN * k * 1.2;
    // The situation is read from the back row first (u14): it keeps up to 32 px (at 1280x720)
    // where the chips at the floor and the count at 80 px still fit; the chips and the count
    // grow into what it leaves.
    let chips_least = if chips.is_empty() { 0.0 } else { chip_grid(chips, floor, inner.width).1 };
    // The count keeps the 80 px the class watches for (its line is 1.3 of its size).
    let count_least = 80.0 * kj + 8.0 * k;
    let read_room = inner.height - spacing - chips_least - count_least;
    let read_first = fit(READ * k, floor, read_room, text_height);
    let top_min = (spacing + text_height(read_first)).max(side_h + 36.0 * k);
    let count_full = TALLY * kj * 1.3 + 8.0 * k;
    // The chips grow only into what the situation and the full count leave.
    let chip_size = fit(28.0 * k, floor, (inner.height * 0.45).min(inner.height - top_min - count_full), |s| {
        chip_grid(chips, s, inner.width).1
    });
    let (cols, chips_h) = chip_grid(chips, chip_size, inner.width);
    let tally_size = ((inner.height - top_min - chips_h - 8.0 * k) / 1.3).clamp(words_line, TALLY * kj);
    // Without chips a count is a line of words ("Nobody lays a card") at the bottom.
    let count_h = match (chips.is_empty(), count) {
        (false, _) => tally_size * 1.3 + 8.0 * k,
        (true, Some(_)) => MIN * k * 1.6 * 1.3 + 8.0 * k,
        (true, None) => 0.0,
    };
    let room = inner.height - count_h - chips_h - spacing;
    let size = fit(46.0 * k, floor, room, text_height);
    let left = room - text_height(size);
    let phase_size = (PHASE_LINE_MIN * kj + (left / 1.3).max(0.0)).min(PHASE_LINE * k);
    let read = read_column(&read, (size, phase_size), k).width(text_w);
    let mut col = column![].spacing(12.0 * k);
    match join {
        Some(j) => col = col.push(row![read, join_column(j, kj).width(join_w)].spacing(12.0 * k)),
        None => col = col.push(read),
    }
    if !chips.is_empty() {
        let grid = chip_rows(chips, cols, chip_size, inner.width);
        col = col.push(iced::widget::space::vertical());
        let mut line = row![text(count.unwrap_or_default().to_string()).size(MIN * k * 1.2).font(style::STRONG)]
            .spacing(16.0 * k)
            .align_y(Alignment::Center);
        if let Some((laid, of)) = tally {
            line = line.push(iced::widget::space::horizontal());
            line = line.push(text(format!("{laid}/{of}")).size(tally_size).font(style::STRONG));
        }
        col = col.push(line);
        col = col.push(grid);
    } else if let Some(count) = count {
        // A step discussed instead of played: said large, so that nobody reaches for a card.
        col = col.push(iced::widget::space::vertical());
        col = col.push(text(count.to_string()).size(MIN * k * 1.6).font(style::STRONG));
    }
    col.height(Fill).into()
}

/// The situation as read out: a dot for each phase (the ones played filled), the phase line,
/// the text and the numbered options.
fn read_column<M: 'static>(r: &Read<'_>, (size, line): (f32, f32), k: f32) -> Column<'static, M> {
    let where_ = dots(r.progress, line * 0.6).push(text(r.phase.to_string()).size(line)).spacing(line * 0.4);
    let mut read = column![where_, text(r.body.to_string()).size(size)].spacing(12.0 * k);
    for (i, o) in r.options.iter().enumerate() {
        read = read.push(
            row![
                text(format!("{}", i + 1)).size(size * 0.9).font(style::STRONG).width(size * 1.2),
                text(o.clone()).size(size * 0.9).width(Fill),
            ]
            .align_y(Alignment::Start),
        );
    }
    // The questions of a step discussed instead of played: bullets, not numbers, so that none
    // reads as a card to lay.
    for p in r.prompts {
        read = read.push(
            row![
                text("•").size(size * 0.9).font(style::STRONG).width(size * 1.2),
                text(p.clone()).size(size * 0.9).font(style::STRONG).width(Fill),
            ]
            .align_y(Alignment::Start),
        );
    }
    read
}

/// A phase's opening: the phases' dots and the phase with its game years in bold, then the
/// opening as large as the frame holds it (never below the floor), as a title card.
fn opening<M: 'static>(
    heading: &str,
    progress: (usize, usize),
    body: &str,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let head = 40.0 * k;
    let head_h = lines(heading, head, inner.width - head * 4.0, true) * head * 1.3 + 24.0 * k;
    let size = fit(58.0 * k, floor, inner.height - head_h, |s| lines(body, s, inner.width, false) * s * 1.3);
    // The dots as on every situation: the phases played filled.
    let line =
        dots(progress, head * 0.5).push(text(heading.to_string()).size(head).font(style::STRONG)).spacing(head * 0.4);
    column![line, text(body.to_string()).size(size)].spacing(24.0 * k).height(Fill).into()
}

/// A dot for each phase, `dot` wide, the ones played (up to the current) filled.
fn dots<M: 'static>((now, phases): (usize, usize), dot: f32) -> iced::widget::Row<'static, M> {
    let mut line = row![].spacing(dot * 0.6).align_y(Alignment::Center);
    for p in 0..phases {
        let filled = p <= now;
        line = line.push(container(text("")).width(dot).height(dot).style(move |theme: &iced::Theme| {
            let ink = theme.palette().text;
            iced::widget::container::Style {
                background: filled.then_some(ink.into()),
                border: iced::Border { color: ink, width: (dot / 7.0).max(1.5), radius: (dot / 2.0).into() },
                ..Default::default()
            }
        }));
    }
    line
}

/// How to join, beside the situation: what every pupil must read from their seat, the
/// address large (a team's code comes from the teacher, never from the projector).
fn join_column<M: 'static>(j: &super::Join, kj: f32) -> Column<'static, M> {
    let mut side = column![].spacing(JOIN_GAP * kj).align_x(Alignment::Center);
    if let Some(qr) = &j.qr {
        side = side.push(qr.view(JOIN_QR * kj));
    }
    side.push(text(j.label.clone()).size(MIN * kj))
        .push(text(j.address.clone()).size(JOIN_ADDRESS * kj).font(style::STRONG))
        .push(text(j.code.clone()).size(MIN * kj))
}

/// The teams' chips in rows of `cols`, as wide as `width` shares out.
fn chip_rows<M: 'static>(chips: &[Chip], cols: usize, size: f32, width: f32) -> Column<'static, M> {
    let gap = size * 0.4;
    let w = (width - gap * (cols as f32 - 1.0)) / cols as f32;
    let mut grid = column![].spacing(gap);
    for line in chips.chunks(cols) {
        grid = grid.push(line.iter().fold(row![].spacing(gap), |r, c| r.push(chip(c, size, w))));
    }
    grid
}

/// The teams beside the map, each with its letter on its colour: each name whole, on one,
/// two or three lines, whichever lets the list be largest in `height` (down to the floor).
/// Where no way fits, a name too long is shortened (the other frames show it whole).
fn team_legend<M: 'static>(teams: &[MapTeam], side_w: f32, (k, floor): (f32, f32), height: f32) -> Column<'static, M> {
    let chip = |s: f32| s * 1.6;
    let name_w = |s: f32| side_w - chip(s) - s * 0.5;
    // The slave ship's sign after the name, bound to it by a no-break space (never alone on a
    // line).
    let ship = |t: &MapTeam| if t.slave_ship { "\u{a0}⛵" } else { "" };
    let shown = |t: &MapTeam| format!("{}{}", t.tag.name, ship(t));
    let spacing = |s: f32| s * 0.3;
    // Counted a little narrower than drawn: the measure is an estimate, and one line more
    // would push the list off the screen.
    let name_lines = |name: &str, s: f32| lines(name, s, name_w(s) * 0.92, true);
    let high =
        |s: f32, n: f32| teams.iter().map(|t| name_lines(&shown(t), s).min(n) * s * 1.3 + spacing(s)).sum::<f32>();
    let whole = |s: f32, n: f32| teams.iter().all(|t| name_lines(&shown(t), s) <= n);
    let size_for =
        |n: f32| fit(32.0 * k, floor, height, |s| if !whole(s, n) && s > floor { f32::INFINITY } else { high(s, n) });
    // The largest size at which every name is whole (fewer lines where two sizes are equal).
    let (size, max_lines) = [1.0, 2.0, 3.0]
        .into_iter()
        .map(|n| (size_for(n), n))
        .filter(|&(s, n)| whole(s, n) && high(s, n) <= height)
        .fold(None, |best: Option<(f32, f32)>, c| if best.is_some_and(|b| b.0 >= c.0) { best } else { Some(c) })
        // Else as many lines as fit at the floor, the longest names shortened after the last.
        .or_else(|| [3.0, 2.0].into_iter().find(|&n| high(floor, n) <= height).map(|n| (floor, n)))
        .unwrap_or((floor, 1.0));
    let mut list = column![].spacing(spacing(size));
    for t in teams {
        let mut name = shortened(&t.tag.name, |n| name_lines(&format!("{n}{}", ship(t)), size) > max_lines);
        name.push_str(ship(t));
        let colour = t.tag.colour;
        let letter = container(text(t.letter.clone()).size(size).font(style::STRONG).color(colour.on()))
            .width(chip(size))
            .center_x(chip(size))
            .style(move |_| iced::widget::container::Style::default().background(colour.rgb()));
        let wrapping = if max_lines > 1.0 { text::Wrapping::WordOrGlyph } else { text::Wrapping::None };
        list = list.push(
            row![letter, text(name).size(size).font(style::STRONG).wrapping(wrapping).width(name_w(size))]
                .spacing(size * 0.5)
                .align_y(Alignment::Center),
        );
    }
    list
}

/// `name` shortened, a letter at a time with "…" after it, until `too_long` is false (or one
/// letter is left).
pub(super) fn shortened(name: &str, too_long: impl Fn(&str) -> bool) -> String {
    let mut name = name.to_string();
    while too_long(&name) && name.chars().count() > 1 {
        let keep = name.chars().count().saturating_sub(2);
        name = name.chars().take(keep).collect::<String>().trim_end().to_string() + "…";
    }
    name
}

/// The lobby's sizes at 1280x720: the QR code (about 60 cm on a 3 m picture: it scans from the
/// middle of the room) and the address (read from the back row).
const LOBBY_QR: f32 = 420.0;
const LOBBY_ADDRESS: f32 = 72.0;

/// Before the first step: the title, how to join (the address large, the QR code beside it)
/// and each team's chip, lit once its first device has joined.
fn lobby<M: 'static>(
    title: &str,
    join: &super::Join,
    chips: &[Chip],
    count: &str,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    // The column beside the QR code: the address on one line (smaller only where it would not
    // fit), and under it the chips. The title (the count beside it), how to open and the code,
    // the address and the four gaps between the five parts come first. A+ (`k` above the
    // screen's own `floor / MIN`) gives way where the chips would not fit at the floor.
    let column = |k: f32, qr: f32| {
        let left_w = inner.width - qr - 32.0 * k;
        let address =
            fit(LOBBY_ADDRESS * k, floor, 1.0, |s| if width_of(&join.address, s, true) > left_w { 2.0 } else { 0.0 });
        let said =
            (lines(&join.label, 30.0 * k, left_w, false) + lines(&join.code, 30.0 * k, left_w, false)) * 30.0 * k;
        let top = 44.0 * k * 1.3 + said * 1.3 + address * 1.3 + 4.0 * 16.0 * k;
        (left_w, address, top)
    };
    // The QR code as large as the chips leave room for: smaller only where twelve long names
    // would not fit beside it at the floor. A+ enlarges the text, not the code.
    let own = floor / MIN;
    let qr_full = if join.qr.is_some() { LOBBY_QR * own } else { 0.0 };
    let fits_at = |k: f32, qr: f32| {
        let (left_w, _, top) = column(k, qr);
        chip_grid(chips, floor, left_w).1 <= inner.height - top
    };
    let (k, qr_side) = [k, own]
        .into_iter()
        .flat_map(|k| [1.0, 0.85, 0.7, 0.6, 0.5].map(|f| (k, qr_full * f)))
        .find(|&(k, qr)| fits_at(k, qr))
        .unwrap_or((own, qr_full * 0.5));
    let column = |qr: f32| column(k, qr);
    let (left_w, address, top) = column(qr_side);
    let chip_size = fit(30.0 * k, floor, inner.height - top, |s| chip_grid(chips, s, left_w).1);
    let (cols, _) = chip_grid(chips, chip_size, left_w);
    let gap = chip_size * 0.4;
    let w = (left_w - gap * (cols as f32 - 1.0)) / cols as f32;
    let mut grid = column![].spacing(gap);
    for line in chips.chunks(cols.max(1)) {
        let mut r = row![].spacing(gap);
        for c in line {
            r = r.push(chip(c, chip_size, w));
        }
        grid = grid.push(r);
    }
    let left = column![
        row![
            text(title.to_string()).size(44.0 * k).font(style::STRONG),
            iced::widget::space::horizontal(),
            text(count.to_string()).size(30.0 * k).font(style::STRONG),
        ]
        .align_y(Alignment::Center),
        text(join.label.clone()).size(30.0 * k),
        text(join.address.clone()).size(address).font(style::STRONG),
        text(join.code.clone()).size(30.0 * k),
        grid,
    ]
    .spacing(16.0 * k)
    .width(left_w);
    let mut body = row![left].spacing(32.0 * k);
    if let Some(qr) = &join.qr {
        body = body.push(qr.view(qr_side));
    }
    body.into()
}

/// A change's badge: green for a gain, red for a loss (white on both, at least 4.5:1).
const GAIN: Color = Color::from_rgb8(0x1b, 0x6e, 0x3a);
const LOSS: Color = Color::from_rgb8(0xa3, 0x1b, 0x1b);
/// A change at a step that did violence to people: neither green nor red, its sign in words.
const NEUTRAL: Color = Color::from_rgb8(0x4a, 0x4d, 0x52);

/// A change's badge as drawn: an arrow before its words, so that a gain and a loss differ by
/// more than their colour (red and green look alike to one in twelve boys).
/// The arrow takes the sign's place: "▲ 1 country", "▼ 1 prestige".
/// A neutral badge keeps its sign: "+3 resources".
fn badge_text(b: &Badge) -> String {
    if b.neutral {
        return b.text.clone();
    }
    let words = b.text.trim_start_matches(['+', '\u{2212}', '-']);
    format!("{}\u{a0}{words}", if b.gain { "▲" } else { "▼" })
}

fn badge<M: 'static>(b: &Badge, size: f32) -> Element<'static, M> {
    let colour = match (b.neutral, b.gain) {
        (true, _) => NEUTRAL,
        (false, true) => GAIN,
        (false, false) => LOSS,
    };
    container(text(badge_text(b)).size(size).font(style::STRONG).color(Color::WHITE))
        .padding([size * 0.12, size * 0.4])
        .style(move |_| iced::widget::container::Style {
            background: Some(colour.into()),
            border: iced::Border { radius: (size * 0.3).into(), ..Default::default() },
            ..Default::default()
        })
        .into()
}

/// A die of a monopoly roll-off with the product it was thrown for: "sugar ⚃".
fn roll<M: 'static>(product: &str, die: u8, size: f32, colour: Color) -> Element<'static, M> {
    container(
        row![text(product.to_string()).size(size), widgets::pips(die, size * 1.15, colour)]
            .spacing(size * 0.3)
            .align_y(Alignment::Center),
    )
    .padding([size * 0.06, size * 0.4])
    .style(move |_| iced::widget::container::Style {
        border: iced::Border { radius: (size * 0.3).into(), width: 1.5, color: Color::from_rgb8(0x88, 0x88, 0x88) },
        ..Default::default()
    })
    .into()
}

/// Every die a team threw at this step (a fight's pair, three farming throws), each as large
/// as `width` lets them all be, at most 1.25 times the text.
fn dice<M: 'static>(d: &[Dice], size: f32, width: f32, colour: Color) -> Element<'static, M> {
    let count: usize = d.iter().map(|die| if matches!(die, Dice::Pair(..)) { 2 } else { 1 }).sum();
    let gap = size * 0.15;
    let each = if count == 0 { 0.0 } else { ((width - gap * (count as f32 - 1.0)) / count as f32).min(size * 1.25) };
    let mut r = row![].spacing(gap).align_y(Alignment::Center);
    for die in d {
        match *die {
            Dice::One(n) | Dice::For(_, n) => r = r.push(widgets::pips(n, each, colour)),
            Dice::Pair(a, b) => {
                r = r.push(widgets::pips(a, each, colour));
                r = r.push(widgets::pips(b, each, Color::from_rgb8(0x55, 0x55, 0x55)));
            }
        }
    }
    r.into()
}

/// "What if?": the question small, the title, a row for each choice with its gold and prestige
/// (as large as the rows fit), the sentence that sets two choices side by side, the legend.
fn what_if<M: 'static>(
    question: &str,
    w: &crate::report::what_if::WhatIf,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    let (label_w, number_w) = (inner.width * 0.5, inner.width * 0.25 - gap);
    let title_size = fit(40.0 * k, floor, inner.height * 0.2, |s| lines(&w.title, s, inner.width, true) * s * 1.3);
    let question_size = floor;
    let compare = w.compare.clone().unwrap_or_default();
    // The legend (what the brackets mean) a little above the floor: the class needs it to read
    // the numbers right.
    let legend_size = floor * 1.15;
    let fixed = lines(question, question_size, inner.width, false) * question_size * 1.3
        + lines(&w.title, title_size, inner.width, true) * title_size * 1.3
        + lines(&w.legend, legend_size, inner.width, false) * legend_size * 1.3
        + 6.0 * gap;
    // The rows and the sentence share the rest, at one size.
    let rows_h = |s: f32| {
        let head = w.heads.iter().map(|h| lines(h, s, number_w, true)).fold(1.0, f32::max) * s * 1.3;
        let body: f32 = w
            .rows
            .iter()
            .map(|r| lines(&r.label, s, label_w, false).max(lines(&r.gold, s, number_w, false)) * s * 1.3 + s * 0.5)
            .sum();
        head + body + (lines(&compare, s, inner.width, false) + lines(&w.caveat, s, inner.width, true)) * s * 1.3
    };
    let size = fit(40.0 * k, floor, inner.height - fixed, rows_h);
    let cell = |s: &str, width: f32, strong: bool| {
        let t = text(s.to_string()).size(size).width(width);
        if strong { t.font(style::STRONG) } else { t }
    };
    let mut grid = column![
        row![cell(&w.heads[0], label_w, true), cell(&w.heads[1], number_w, true), cell(&w.heads[2], number_w, true)]
            .spacing(gap)
    ]
    .spacing(size * 0.5);
    for r in &w.rows {
        grid = grid.push(
            row![cell(&r.label, label_w, false), cell(&r.gold, number_w, true), cell(&r.prestige, number_w, true)]
                .spacing(gap),
        );
    }
    let mut col = column![
        text(question.to_string()).size(question_size).style(style::muted),
        text(w.title.clone()).size(title_size).font(style::STRONG),
        grid,
    ]
    .spacing(gap);
    if !compare.is_empty() {
        col = col.push(text(compare).size(size));
    }
    // What the numbers leave out, as large as they are.
    col = col.push(text(w.caveat.clone()).size(size).font(style::STRONG));
    col.push(iced::widget::space::vertical()).push(text(w.legend.clone()).size(legend_size)).into()
}

/// A debrief question: the phase small, the question large, under it a column for each choice
/// it asks about with its teams (their chips one under the other), and a progress bar with
/// "Question 3 of 16". The question gets what the columns leave at the floor; the columns then
/// grow into what the question leaves.
fn debrief<M: 'static>(
    phase: &str,
    question: &str,
    groups: &[super::DebriefColumn],
    nobody: &str,
    (position, (n, count)): (&str, (usize, usize)),
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    // The frame's furniture (the phase, the progress, the gaps) at the unenlarged screen's
    // size: A+ is for the question and the teams.
    let kf = floor / MIN;
    let gap = 32.0 * kf;
    // A column's heading a size larger than its teams' names.
    const HEAD: f32 = 1.2;
    let head = 30.0 * kf * 1.3 + 16.0 * kf;
    let foot = MIN * kf * 1.3 + 12.0 * kf + 16.0 * kf;
    // The columns alike, as long as no word of a name breaks inside at the floor; else each as
    // wide as its share of the teams (a choice nobody made needs little).
    let free = inner.width - gap * groups.len().saturating_sub(1) as f32;
    let share = |weight: &dyn Fn(&super::DebriefColumn) -> f32| -> Vec<f32> {
        let total: f32 = groups.iter().map(weight).sum();
        groups.iter().map(|g| free * weight(g) / total.max(1.0)).collect()
    };
    let column_h = |widths: &[f32], s: f32| {
        groups
            .iter()
            .zip(widths)
            .map(|(g, &w)| {
                let whole = super::fits(&g.label, s * HEAD, w, true)
                    && g.teams.iter().all(|t| super::fits(&t.name, s, w - s * 1.4, true));
                if !whole {
                    return f32::INFINITY;
                }
                let label = lines(&g.label, s * HEAD, w, true) * s * HEAD * 1.3;
                let names: f32 = if g.teams.is_empty() {
                    s * 1.3
                } else {
                    g.teams.iter().map(|t| lines(&t.name, s, w - s * 1.4, true) * s * 1.3 + s * 0.3).sum()
                };
                label + 8.0 * kf + names
            })
            .fold(0.0, f32::max)
    };
    // A long word cannot break: the longest must fit the width too.
    let longest = question.split_whitespace().map(|w| width_of(w, 1.0, true)).fold(0.0, f32::max);
    let question_h = |s: f32| {
        if longest * s > inner.width { f32::INFINITY } else { lines(question, s, inner.width, true) * s * 1.25 }
    };
    // What the columns have at most: all but the question at its smallest.
    let most = inner.height - head - foot - question_h(floor * 30.0 / MIN) - gap;
    let alike = share(&|_| 1.0);
    let widths = if column_h(&alike, floor) <= most { alike } else { share(&|g| g.teams.len().max(1) as f32 + 2.0) };
    let column_h = |s: f32| column_h(&widths, s);
    // The question and the teams' lists grow and shrink together (u26: A+ made the question
    // larger and the lists smaller, the back row losing the names it reads): the largest share
    // of their full sizes (48 and 34 at 1280x720) at which both fit, each no smaller than its
    // floor; with A+, the lists no smaller than without it.
    let room = inner.height - head - foot;
    let both_h = |(q, g): (f32, f32)| question_h(q) + if groups.is_empty() { 0.0 } else { column_h(g) + gap };
    let layout = |kk: f32, least: f32| {
        let sizes = |f: f32| ((48.0 * kk * f).max(floor * 30.0 / MIN), (34.0 * kk * f).max(least));
        let f = fit(100.0, 1.0, room, |p| both_h(sizes(p / 100.0))) / 100.0;
        let (q, g) = sizes(f);
        // Where even that does not fit, the question keeps its floor and the lists take the rest.
        if both_h((q, g)) > room { (q, fit(g, floor, room - question_h(q) - gap, column_h)) } else { (q, g) }
    };
    // The unenlarged screen's k (`floor` is the floor of the unenlarged screen).
    let (_, unenlarged) = layout(floor / MIN, floor);
    let (q_size, g_size) = layout(k, unenlarged.min(34.0 * k));
    let mut columns = row![].spacing(gap);
    for (g, &w) in groups.iter().zip(&widths) {
        let mut col =
            column![text(g.label.clone()).size(g_size * HEAD).font(style::STRONG)].spacing(g_size * 0.3).width(w);
        if g.teams.is_empty() {
            col = col.push(text(nobody.to_string()).size(g_size).style(style::muted));
        }
        for t in &g.teams {
            col = col.push(tag_cell(t, g_size, Length::Fixed(w)));
        }
        columns = columns.push(col);
    }
    // The progress bar: the questions asked so far, filled.
    let bar_w = inner.width * 0.4;
    let done = bar_w * n.min(count) as f32 / count.max(1) as f32;
    let bar = container(container(text("")).width(done).height(12.0 * kf).style(style::progress_done))
        .width(bar_w)
        .height(12.0 * kf)
        .style(style::progress_track);
    column![
        text(phase.to_string()).size(30.0 * kf).style(style::muted),
        text(question.to_string()).size(q_size).font(style::STRONG).line_height(1.25),
        columns,
        iced::widget::space::vertical(),
        row![bar, text(position.to_string()).size(MIN * kf)].spacing(16.0 * kf).align_y(Alignment::Center),
    ]
    .spacing(16.0 * kf)
    .into()
}

fn tag_cell<M: 'static>(t: &Tag, size: f32, width: Length) -> Element<'static, M> {
    widgets::team_tag(t.colour, t.seat, &t.name, size, width)
}

/// What the reveal's columns must hold: the longest name (in ems of the strong face) and the
/// most dice of a row.
#[derive(Clone, Copy)]
struct Needs {
    longest: f32,
    dice: usize,
}

impl Needs {
    fn of(rows: &[RevealRow]) -> Needs {
        let count = |d: &[Dice]| d.iter().map(|die| if matches!(die, Dice::Pair(..)) { 2 } else { 1 }).sum::<usize>();
        Needs {
            longest: rows.iter().map(|r| width_of(&r.tag.name, 1.0, true)).fold(0.0, f32::max),
            dice: rows.iter().map(|r| count(&r.dice)).max().unwrap_or(0),
        }
    }
}

/// The reveal's columns at size `s` in `width`: the name (as wide as the longest name needs,
/// at most `share` of what the card and the dice leave), the card, the changes, the dice (as
/// many as a row has, up to four at full size: the rebellions' rolls of six and more are drawn
/// smaller, so that the names keep their room; none where no row has any).
fn reveal_columns(s: f32, width: f32, needs: Needs, share: f32) -> (f32, f32, f32, f32) {
    let card = s * 1.3;
    let n = needs.dice.min(4) as f32;
    let dice = if needs.dice == 0 { 0.0 } else { n * s * 1.25 + (n - 1.0) * s * 0.15 };
    let rest = width - card - dice - 3.0 * s * 0.5;
    let name = (rest * share).min(needs.longest * s * 1.04 + s * 1.6);
    (name, card, rest - name, dice)
}

/// The size of the changes' pills beside names of size `s`: a little smaller, never below
/// the floor.
fn pill_size(s: f32, floor: f32) -> f32 {
    (s * 0.85).max(floor)
}

/// How the reveal lays its rows out: in one column or two (1-6 on the left), how wide each
/// is, the share of a row the name may take, and the smallest size it may draw at.
#[derive(Clone, Copy)]
struct RevealLayout {
    two: bool,
    width: f32,
    share: f32,
    floor: f32,
    needs: Needs,
}

impl RevealLayout {
    fn halves(self, rows: &[RevealRow]) -> Vec<&[RevealRow]> {
        if self.two {
            let (left, right) = rows.split_at(rows.len().div_ceil(2));
            vec![left, right]
        } else {
            vec![rows]
        }
    }

    /// The height of the taller column at size `s`.
    fn height(self, rows: &[RevealRow], s: f32) -> f32 {
        let column = |h: &[RevealRow]| h.iter().map(|r| self.row_height(r, s)).sum::<f32>();
        self.halves(rows).into_iter().map(column).fold(0.0, f32::max)
    }

    fn row_height(self, r: &RevealRow, s: f32) -> f32 {
        let (name_w, _, badges_w, _) = reveal_columns(s, self.width, self.needs, self.share);
        // A size at which a word of the name would break inside ("Conquistado / res") does not fit.
        if !super::fits(&r.tag.name, s, name_w - s * 1.4, true) {
            return f32::INFINITY;
        }
        let p = pill_size(s, self.floor);
        let name = lines(&r.tag.name, s, name_w - s * 1.4, true);
        // A pill is its text and its padding (0.4 p each side), the pills 0.3 s apart.
        let widths = r
            .note
            .iter()
            .map(|n| width_of(n, (s * 0.8).max(self.floor), false) + s)
            .chain(r.badges.iter().map(|b| width_of(&badge_text(b), p, true) + p * 0.8 + s * 0.3))
            .chain(r.rolls.iter().map(|(pr, _)| width_of(pr, p, false) + p * 2.3 + s * 0.3));
        // The pills flow into lines as the row lays them out; a pill wider than the column
        // breaks its own words over lines (German's "−1 Ansehenspunkt" beside a long name:
        // the playthrough's last row cut off the frame).
        let room = badges_w.max(1.0);
        let (mut badge_lines, mut x) = (0.0f32, 0.0f32);
        for w in widths {
            if x > 0.0 && x + w > room {
                badge_lines += 1.0;
                x = 0.0;
            }
            if w > room {
                badge_lines += (w / room).ceil();
                continue;
            }
            x += w;
        }
        if x > 0.0 {
            badge_lines += 1.0;
        }
        let badge_lines = badge_lines.max(1.0);
        // A line of pills is a pill high (its text and padding), the lines 0.2 s apart.
        let pills_h = badge_lines * p * 1.55 + (badge_lines - 1.0) * s * 0.2;
        (name * s * 1.3).max(pills_h).max(s * 1.45) + s * 0.25
    }
}

/// The reveal's sentences: each with its card's number, or none (what the people did).
type Outcomes<'a> = (&'a [(Option<crate::engine::Card>, String)], bool);

/// The reveal's layout, its size and the outcome sentences' size (see `reveal`).
/// How the reveal is laid out: its rows' layout, their size, the sentences' size and the
/// title's.
struct RevealFit {
    layout: RevealLayout,
    size: f32,
    sentence: f32,
    title: f32,
}

fn reveal_layout(
    rows: &[RevealRow],
    (outcomes, people_first): Outcomes<'_>,
    (k, floor): (f32, f32),
    inner: Size,
) -> RevealFit {
    // The sentences first, then the rows share what is left. Where the entry did violence to
    // people, their sentences are the loudest thing on the frame: larger, with more room, as
    // much of it as the rows leave at their floor.
    // Each sentence is a line of the frame's column: the column's spacing (8 k) comes with it.
    let sentences = |s: f32| -> f32 {
        outcomes.iter().map(|(_, o)| lines(o, s, inner.width - 2.0 * s, false) * s * 1.25 + s * 0.2 + 8.0 * k).sum()
    };
    // Above six teams the rows go in two columns (1-6 on the left), the names taking more of
    // each: with twelve in one column every name and pill would be drawn at the floor while
    // half the frame stays empty. The back row reads 28 px at 1280x720 (the review's floor for
    // this frame): the first layout that holds every row at that size is taken, else the
    // first at the screen's floor, else one column at the floor.
    let gap = REVEAL_GAP * k;
    let needs = Needs::of(rows);
    let high = floor * REVEAL_FLOOR / MIN;
    let one = |floor: f32| RevealLayout { two: false, width: inner.width, share: 0.45, floor, needs };
    let two = |floor: f32| RevealLayout { two: true, width: (inner.width - gap) / 2.0, share: 0.7, floor, needs };
    let mut layouts = Vec::new();
    for f in [high, floor] {
        if rows.len() > 6 {
            layouts.push(two(f));
            // Long names over two lines leave the changes room on one ("−1 Ansehenspunkt").
            layouts.push(RevealLayout { share: 0.55, ..two(f) });
        }
        layouts.push(one(f));
    }
    // The last resort (twelve long names, many throws, A+): the rows without their dice, which
    // the teacher's screen keeps; the names and the changes are what the class reads.
    if needs.dice > 0 {
        let bare = Needs { dice: 0, ..needs };
        if rows.len() > 6 {
            layouts.push(RevealLayout { needs: bare, ..two(floor) });
        }
        layouts.push(RevealLayout { needs: bare, ..one(floor) });
    }
    // And past all of them (twelve long names whose changes run over four lines, in German):
    // a tenth under the floor, rather than the last row off the frame.
    if rows.len() > 6 {
        let low = floor * 0.9;
        layouts.push(RevealLayout { share: 0.55, ..two(low) });
        layouts.push(RevealLayout { needs: Needs { dice: 0, ..needs }, share: 0.55, ..two(low) });
    }
    // (the sentences' largest size, the share of the frame they may take), the first that
    // leaves the rows room at their floor; then the same with the title at the floor's size
    // (what A+ made large gives way first).
    // A reveal of sentences alone (the risings) gives them the whole frame.
    let tries: &[(f32, f32)] = match (people_first, rows.is_empty()) {
        (_, true) => &[(44.0, 0.85), (36.0, 0.85)],
        (true, false) => &[(36.0, 0.55), (32.0, 0.45), (30.0, 0.34), (0.0, 0.0)],
        (false, false) => &[(30.0, 0.34)],
    };
    let titles = [40.0 * k, (floor * 1.4).min(40.0 * k)];
    // Where none fits, the one that overflows least (two columns at the floor, as a rule).
    let mut best: Option<(f32, RevealLayout, f32, f32, f32)> = None;
    'search: for title in titles {
        let title_h = title * 1.3 + 8.0 * k;
        for &(largest, share) in tries {
            let sentence = fit(largest * k, floor, inner.height * share, sentences);
            let room = inner.height - title_h - sentences(sentence) - 16.0 * k;
            if let Some(l) = layouts.iter().copied().find(|l| l.height(rows, l.floor) <= room) {
                best = Some((0.0, l, sentence, room, title));
                break 'search;
            }
            for l in layouts.iter().copied() {
                let over = l.height(rows, l.floor) - room;
                if best.is_none_or(|(o, ..)| over < o) {
                    best = Some((over, l, sentence, room, title));
                }
            }
        }
    }
    let (_, layout, sentence, room, title) = best.unwrap_or((0.0, one(floor), floor, inner.height, 40.0 * k));
    let size = fit(38.0 * k, layout.floor, room, |s| layout.height(rows, s));
    RevealFit { layout, size, sentence, title }
}

fn reveal<M: 'static>(
    title: &str,
    rows: &[RevealRow],
    (outcomes, people_first): Outcomes<'_>,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let RevealFit { layout, size, sentence, title: title_size } =
        reveal_layout(rows, (outcomes, people_first), (k, floor), inner);
    let gap = REVEAL_GAP * k;
    let needs = layout.needs;
    let (name_w, card_w, badges_w, dice_w) = reveal_columns(size, layout.width, needs, layout.share);
    let pill = pill_size(size, layout.floor);
    let col_w = layout.width;
    let mut col = column![text(title.to_string()).size(title_size).font(style::STRONG)].spacing(8.0 * k);
    let said = |col: Column<'static, M>| {
        outcomes.iter().fold(col, |col, (c, o)| {
            let mark = c.map(|c| c.to_string()).unwrap_or_else(|| "•".into());
            col.push(
                row![
                    text(mark).size(sentence).font(style::STRONG).width(sentence * 1.3),
                    text(o.clone()).size(sentence).width(Fill),
                ]
                .spacing(sentence * 0.3),
            )
        })
    };
    if people_first {
        col = said(col);
    }
    let mut columns = row![].spacing(gap);
    for half in layout.halves(rows) {
        let mut list = column![].spacing(size * 0.25).width(col_w);
        for r in half {
            let mut line =
                row![tag_cell(&r.tag, size, Length::Fixed(name_w))].spacing(size * 0.5).align_y(Alignment::Center);
            line = line.push(match r.card {
                Some(c) => widgets::die(c.number(), card_w, r.tag.colour.rgb()),
                None => text("").width(card_w).into(),
            });
            let mut badges = row![].spacing(size * 0.3);
            if let Some(note) = &r.note {
                badges = badges.push(text(note.clone()).size((size * 0.8).max(layout.floor)).style(style::muted));
            }
            for b in &r.badges {
                badges = badges.push(badge(b, pill));
            }
            for (product, die) in &r.rolls {
                badges = badges.push(roll(product, *die, pill, r.tag.colour.rgb()));
            }
            // The dice right after the card, then what changed; a row without dice starts its
            // changes right after the card (the review's W9).
            let badges = badges.wrap().vertical_spacing(size * 0.2);
            if r.dice.is_empty() || needs.dice == 0 {
                line = line.push(container(badges).width(badges_w + dice_w + size * 0.5));
            } else {
                line = line.push(container(dice(&r.dice, size, dice_w, r.tag.colour.rgb())).width(dice_w));
                line = line.push(container(badges).width(badges_w));
            }
            list = list.push(line);
        }
        columns = columns.push(list);
    }
    col = col.push(columns);
    if !people_first {
        col = col.push(iced::widget::space::vertical());
        col = said(col);
    }
    col.height(Fill).into()
}

/// The dice of a fight, and the army counts, at scale 1 (the largest things on the frame).
const WAR_DIE: f32 = 200.0;
const WAR_ARMIES: f32 = 56.0;

/// The height the war frame takes at scale `k` in `width` (as `war` lays it out).
fn war_height(
    attacker: &Tag,
    defender: Option<&(Tag, u32)>,
    caption: &str,
    words: &super::WarWords,
    k: f32,
    width: f32,
) -> f32 {
    let names = war_names_height(attacker, defender, words, k, width);
    let label = 30.0 * k * 1.3 + 12.0 * k;
    let side = label + names + 12.0 * k + WAR_ARMIES * k * 1.3 + 12.0 * k + WAR_DIE * k + 32.0 * k;
    let caption_h = lines(caption, 30.0 * k, width, false) * 30.0 * k * 1.3;
    let line = |t: &str| lines(t, 36.0 * k, width - 32.0 * k, true) * 36.0 * k * 1.3 + 20.0 * k;
    let tie = words.tie.as_deref().map_or(0.0, line);
    let banner = words.banner.as_ref().map_or(0.0, |(b, _)| line(b) + 24.0 * k);
    40.0 * k * 1.3 + 20.0 * k + caption_h + 20.0 * k + side + tie + banner
}

/// The height of the taller of the two names in a fight: both sides give their name that much
/// room, so that the armies and the dice stand level.
fn war_names_height(attacker: &Tag, defender: Option<&(Tag, u32)>, words: &super::WarWords, k: f32, width: f32) -> f32 {
    let big = 40.0 * k;
    let side_w = if defender.is_some() { (width - 48.0 * k - width_of(&words.versus, big, true)) / 2.0 } else { width };
    let name_w = side_w - 32.0 * k - big * 1.4;
    let name = |t: &Tag| lines(&t.name, big, name_w, true) * big * 1.3;
    defender.map_or(name(attacker), |(d, _)| name(attacker).max(name(d)))
}

/// A fight: who attacks and who defends, side by side, their armies and their dice large, and
/// what the last throw did in a banner of the loser's colour (with "−1" by its armies).
fn war<M: 'static>(
    title: &str,
    attacker: &Tag,
    defender: Option<&(Tag, u32)>,
    throw: Option<(u8, u8)>,
    caption: &str,
    words: &super::WarWords,
    (k, width): (f32, f32),
) -> Element<'static, M> {
    let big = 40.0 * k;
    let names_h = war_names_height(attacker, defender, words, k, width);
    let lost = words.banner.as_ref().map(|(_, attacker)| *attacker);
    let side = |t: &Tag, role: &str, armies: &str, die: Option<u8>, loser: bool| -> Element<'static, M> {
        let mut count = row![text(armies.to_string()).size(WAR_ARMIES * k).font(style::STRONG)]
            .spacing(12.0 * k)
            .align_y(Alignment::Center);
        if loser {
            count = count.push(badge(
                &Badge { text: "−1".into(), gain: false, neutral: false, of_people: false },
                WAR_ARMIES * k * 0.8,
            ));
        }
        let mut c = column![
            text(role.to_string()).size(30.0 * k).font(style::STRONG),
            container(tag_cell(t, big, Length::Shrink)).height(names_h).align_y(Alignment::Center),
            count,
        ]
        .spacing(12.0 * k)
        .align_x(Alignment::Center)
        .width(Fill);
        if let Some(d) = die {
            c = c.push(widgets::pips(d, WAR_DIE * k, t.colour.rgb()));
        }
        container(c).padding(16.0 * k).width(Fill).into()
    };
    let mut fight =
        row![side(attacker, &words.attacks, &words.attacker_armies, throw.map(|t| t.0), lost == Some(true))]
            .spacing(24.0 * k)
            .align_y(Alignment::Center);
    if let Some((d, _)) = defender {
        fight = fight.push(text(words.versus.clone()).size(40.0 * k).font(style::STRONG));
        fight = fight.push(side(d, &words.defends, &words.defender_armies, throw.map(|t| t.1), lost == Some(false)));
    }
    let mut col = column![
        row![
            text(title.to_string()).size(40.0 * k).font(style::STRONG).width(Fill),
            text(words.throw.clone()).size(40.0 * k).font(style::STRONG)
        ],
        text(caption.to_string()).size(30.0 * k),
        fight,
    ]
    .spacing(20.0 * k);
    if let (Some((banner, attacker_lost)), Some((d, _))) = (&words.banner, defender) {
        let colour = if *attacker_lost { attacker.colour } else { d.colour };
        let (bg, ink) = (colour.rgb(), colour.on());
        col = col.push(
            container(text(banner.clone()).size(36.0 * k).font(style::STRONG).color(ink))
                .padding([12.0 * k, 16.0 * k])
                .width(Fill)
                .style(move |_| container::Style { background: Some(bg.into()), ..container::Style::default() }),
        );
    }
    if let Some(tie) = &words.tie {
        col = col.push(text(tie.clone()).size(36.0 * k).font(style::STRONG));
    }
    col.into()
}

fn standings<M: 'static>(
    title: &str,
    rows: &[StandRow],
    legend: &str,
    columns: &[String; 4],
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let title_h = 40.0 * k * 1.3;
    let legend_h = lines(legend, MIN * k, inner.width, false) * MIN * k * 1.3;
    let room = inner.height - title_h - legend_h - 3.0 * 12.0 * k;
    let fixed = |s: f32| s * (2.4 + 3.2 + 4.2 + 4.6 + 2.0 + 2.5);
    // The column headings a little smaller than the rows, never below 24 px at 1280x720.
    let head_size = |s: f32| (s * 0.7).max(floor * HEAD_FLOOR / MIN);
    let height = |s: f32| -> f32 {
        let name_w = inner.width - fixed(s) - s * 1.4;
        let h = head_size(s);
        let head = [(1, 3.2), (2, 4.2), (3, 4.6)]
            .iter()
            .map(|&(i, w)| lines(&columns[i], h, s * w, false))
            .fold(1.0, f32::max)
            * h
            * 1.3;
        head + rows.iter().map(|r| lines(&r.tag.name, s, name_w, true) * s * 1.25 + s * 0.3).sum::<f32>()
    };
    let size = fit(38.0 * k, floor, room, height);
    let w = |f: f32| size * f;
    let h = head_size(size);
    let head = row![
        text(columns[0].clone()).size(h).width(w(2.4)),
        text("").width(Fill),
        text(columns[1].clone()).size(h).width(w(3.2)).align_x(Alignment::End),
        text(columns[2].clone()).size(h).width(w(4.2)).align_x(Alignment::End),
        text(columns[3].clone()).size(h).width(w(4.6)).align_x(Alignment::End),
        text("").width(w(2.0)),
    ]
    .spacing(size * 0.5);
    let mut list = column![head].spacing(size * 0.3);
    for r in rows {
        let arrow = match r.moved {
            Some(m) if m > 0 => format!("▲{m}"),
            Some(m) if m < 0 => format!("▼{}", -m),
            Some(_) => "=".to_string(),
            None => String::new(),
        };
        list = list.push(
            row![
                text(r.rank.clone()).size(size).font(style::STRONG).width(w(2.4)),
                tag_cell(&r.tag, size, Fill),
                widgets::num(r.gold, w(3.2), size),
                widgets::num(r.prestige, w(4.2), size),
                text(r.prestige_rank.clone()).size(size).width(w(4.6)).align_x(Alignment::End),
                text(arrow).size(size * 0.8).width(w(2.0)).align_x(Alignment::End),
            ]
            .spacing(size * 0.5)
            .align_y(Alignment::Center),
        );
    }
    column![
        text(title.to_string()).size(40.0 * k).font(style::STRONG),
        list,
        iced::widget::space::vertical(),
        text(legend.to_string()).size(MIN * k)
    ]
    .spacing(12.0 * k)
    .height(Fill)
    .into()
}

/// The map frame: the map as large as it fits on the left, the teams (letter, colour, name)
/// in a narrow column on the right, the key to the signs under the map. The numbers and army
/// counts on the map are never smaller than the floor.
fn map<M: 'static>(
    picture: &crate::gui::map::MapPicture,
    teams: &[MapTeam],
    (key, caption): (&str, Option<&str>),
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    // In a fight the caption says who attacks whom, in place of the key.
    let key = caption.unwrap_or(key);
    let side_w = (inner.width * 0.22).round();
    let map_w = inner.width - side_w - gap;
    let key_size = floor;
    // The key's lines, and one more: the estimate does not know the symbols' widths.
    let key_h = (lines(key, key_size, map_w, false) + 1.0) * key_size * 1.3;
    let map_h = inner.height - key_h - gap;
    let list = team_legend(teams, side_w, (k, floor), inner.height);
    // The numbers as large as a country leaves room for, never below the floor.
    let t = crate::gui::map::label_size(&picture.map, map_w, map_h, floor, 36.0 * k);
    let picture = crate::gui::map::MapPicture { text: t, dark, ..picture.clone() };
    row![
        column![
            container(crate::gui::map::view(picture, None, Length::Fixed(map_w), Length::Fixed(map_h)))
                .id("projector-map"),
            text(key.to_string()).size(key_size).width(map_w).font(if caption.is_some() {
                style::STRONG
            } else {
                style::BODY
            }),
        ]
        .spacing(gap),
        container(list).width(side_w).clip(true),
    ]
    .spacing(gap)
    .into()
}

/// The film: the map as large as it fits on the left with the step under it, and on the right
/// each team's letter, name (on one line, shortened where it must be), gold and prestige at
/// that moment, as large as twelve of them fit.
fn film<M: 'static>(
    picture: &crate::gui::map::MapPicture,
    (caption, position): (&str, &str),
    heads: &[String; 2],
    teams: &[FilmTeam],
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    let side_w = (inner.width * 0.4).round();
    let map_w = inner.width - side_w - gap;
    let cap = (30.0 * k).max(floor);
    let cap_h = (lines(caption, cap, map_w, true) + 1.0) * cap * 1.3;
    let map_h = inner.height - cap_h - gap;
    let t = crate::gui::map::label_size(&picture.map, map_w, map_h, floor, 36.0 * k);
    let picture = crate::gui::map::MapPicture { text: t, dark, ..picture.clone() };
    // The rows as large as all of them and the headings fit the height.
    let rows = teams.len() as f32 + 1.0;
    let size = ((inner.height / rows) / 1.55).clamp(floor, 32.0 * k);
    // A number column as wide as its heading or three digits.
    let num_w = heads.iter().map(|h| width_of(h, floor, false)).fold(size * 1.8, f32::max) + size * 0.2;
    let chip_w = size * 1.6;
    let name_w = side_w - chip_w - 2.0 * num_w - 3.0 * size * 0.4;
    let mut list = column![
        row![
            text("").width(chip_w + name_w + size * 0.8),
            text(heads[0].clone()).size(floor).width(num_w).align_x(Alignment::End),
            text(heads[1].clone()).size(floor).width(num_w).align_x(Alignment::End),
        ]
        .spacing(size * 0.4)
    ]
    .spacing(size * 0.3);
    for team in teams {
        let colour = team.tag.colour;
        let name = shortened(&team.tag.name, |n| width_of(n, size, true) > name_w);
        let letter = container(text(team.letter.clone()).size(size).font(style::STRONG).color(colour.on()))
            .width(chip_w)
            .center_x(chip_w)
            .style(move |_| iced::widget::container::Style::default().background(colour.rgb()));
        list = list.push(
            row![
                letter,
                text(name).size(size).font(style::STRONG).wrapping(text::Wrapping::None).width(name_w),
                widgets::num(team.gold, num_w, size),
                widgets::num(team.prestige, num_w, size),
            ]
            .spacing(size * 0.4)
            .align_y(Alignment::Center),
        );
    }
    row![
        column![
            container(crate::gui::map::view(picture, None, Length::Fixed(map_w), Length::Fixed(map_h))).id("film-map"),
            row![
                text(caption.to_string()).size(cap).font(style::STRONG).width(Fill),
                text(position.to_string()).size(floor).style(style::muted),
            ]
            .spacing(gap)
            .align_y(Alignment::Center),
        ]
        .spacing(gap)
        .width(map_w),
        container(list).width(side_w).clip(true),
    ]
    .spacing(gap)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::style::Colour;

    /// The reveal of twelve teams with long names, as the screenshots play it (a card, a die
    /// and two changes for one team; a card for each other).
    fn twelve_long() -> Vec<RevealRow> {
        // Long names in several scripts, one of wide letters only (the longest a class gives).
        let names: Vec<String> = (0..12)
            .map(|i| match i {
                11 => "W".repeat(40),
                _ if i % 4 == 0 => format!("Team {}", i + 1),
                _ if i % 4 == 1 => "Vereenigde Oost-Indische Compagnie Delft".into(),
                _ if i % 4 == 2 => "Русская торговая компания".into(),
                _ => "Compañía Guipuzcoana de Caracas 1728 ÑÜÉ".into(),
            })
            .collect();
        names
            .iter()
            .enumerate()
            .map(|(i, n)| RevealRow {
                tag: Tag { name: n.clone(), colour: Colour::ALL[i % Colour::ALL.len()], seat: i },
                card: Some(crate::engine::Card(if i == 0 { 1 } else { 3 })),
                note: None,
                badges: if i == 0 {
                    vec![
                        Badge { text: "−1 prestige".into(), gain: false, neutral: false, of_people: false },
                        Badge { text: "+1 country".into(), gain: true, neutral: false, of_people: false },
                    ]
                } else {
                    Vec::new()
                },
                dice: if i == 0 { vec![Dice::One(4)] } else { Vec::new() },
                rolls: Vec::new(),
            })
            .collect()
    }

    fn outcomes() -> Vec<(Option<crate::engine::Card>, String)> {
        vec![
            (
                Some(crate::engine::Card(1)),
                "The people of the coast were attacked: whoever won, people were killed and villages burned.".into(),
            ),
            (Some(crate::engine::Card(3)), "The people of the coast were left in peace.".into()),
        ]
    }

    /// At 1280x720, above six teams the rows go in two columns: with a class's own names at the
    /// frame's 28 px floor, names and changes alike; with the longest names the tests use, still
    /// larger than in one column. Six teams stay in one column, at 28 px or more.
    #[test]
    fn twelve_teams_are_revealed_in_two_columns_at_28_px_and_six_in_one() {
        let inner = Size::new(1280.0 - 48.0, 720.0 - 48.0);
        let mut rows = twelve_long();
        let RevealFit { layout, size, .. } = reveal_layout(&rows, (&outcomes(), false), (1.0, MIN), inner);
        assert!(layout.two && size > MIN, "the longest names: two columns at {size} px");
        let RevealFit { layout, size, .. } = reveal_layout(&rows[..6], (&outcomes(), false), (1.0, MIN), inner);
        assert!(!layout.two && size >= REVEAL_FLOOR, "six in one column at {size} px");
        let names = [
            "Portugal",
            "Castilla",
            "England",
            "Die Holländer",
            "France",
            "Danmark",
            "Sverige",
            "Brandenburg",
            "Scotland",
            "Kurland",
            "Genova",
            "Venezia",
        ];
        for (r, n) in rows.iter_mut().zip(names) {
            r.tag.name = n.into();
        }
        let RevealFit { layout, size, .. } = reveal_layout(&rows, (&outcomes(), false), (1.0, MIN), inner);
        assert!(layout.two && size >= REVEAL_FLOOR, "a class's names: two columns at {size} px");
        assert!(pill_size(size, layout.floor) >= REVEAL_FLOOR, "and the changes too");
    }
}

//! Drawing the projector's frames. Every size is worked out from the window, so that 12 teams with
//! 40-character names fit 1280x720 and 1920x1080 without scrolling or cutting: type shrinks
//! with the number of teams and the length of the text, never below `MIN` (at 1280x720), and
//! the teacher's A−/A+ scales everything on top.

use iced::widget::{Column, column, container, responsive, row, text};
use iced::{Alignment, Color, Element, Fill, Length, Size};

use super::{Chip, ChipState, FilmTeam, MapKey, MapTeam, Mark, RevealRow, Slide, StandRow, Tag, end, lines, width_of};
use crate::gui::style;
use crate::gui::widgets;
use crate::report::summary::{Badge, Dice};

mod changes;
mod fight;
mod maps;
mod questions;
mod standings;

use changes::*;
use fight::*;
use maps::*;
use questions::*;
use standings::*;

/// The smallest text the projector uses at 1280x720, in logical pixels. On a 2 m wide picture one
/// pixel is 1.6 mm, so 22 px gives capitals of about 2.5 cm: readable from 8 to 10 m, the back
/// of a classroom (a letter height of 1/300 of the distance, a common rule for projected text).
pub const MIN: f32 = 22.0;
/// The situation's text on the projector, at 1280x720, wherever the chips under it leave
/// room: the back row of a classroom reads it at 32 px.
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
    // The margins of the unenlarged screen: A+ is for the text, not the frame's edge.
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
            // but for one line under it that says how the ranks go.
            let title_lines = |s: f32| lines(title, s, inner.width, true) * s * 1.3;
            let title_size = fit(44.0 * k, floor * 1.5, 44.0 * k * 1.3, title_lines);
            let title_h = title_lines(title_size) + 12.0 * k;
            let legend_h = lines(legend, floor, inner.width, false) * floor * 1.3 + 12.0 * k;
            let room = inner.height - title_h - legend_h;
            let (size, split) = end::fitted(teams, labels, inner.width, (34.0 * k, REVEAL_FLOOR * k, floor), room);
            column![
                text(title.clone()).size(title_size).font(style::STRONG),
                end::chart(teams.clone(), labels.clone(), size, (inner.width, room), split),
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
        Slide::Whys { question, title, whys, empty } => {
            super::whys::view(question, title, (whys, empty), (k, floor), inner)
        }
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
/// The ✓ has its slot in both states (empty while waiting: the chip's outline says it), so
/// that a chip keeps its size (and the text above the grid stays put) as the cards come in;
/// the team's letter, where it has one, in a column of its own beside the name's lines. On the dark theme a waiting chip is dark, and a dark
/// team's chip gets a light edge.
fn chip<M: 'static>(c: &Chip, size: f32, width: f32) -> Element<'static, M> {
    let colour = c.tag.colour;
    let lit = matches!(c.state, ChipState::In | ChipState::Shown(_));
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
    // "✓" once in, beside an empty slot while waiting: the state reads without its colours
    // (on the dark theme the black team's chip in looked like one waiting); a "…" there read as
    // a name cut short. Turned over for everyone: the card's number in the ✓'s slot.
    let check = text(match &c.state {
        ChipState::Shown(card) => card.to_string(),
        ChipState::In => "✓".to_string(),
        ChipState::SitsOut(_) | ChipState::Waiting => String::new(),
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
    let mut inside = row![check].align_y(Alignment::Center);
    if let Some(mark) = &c.mark {
        inside = inside.push(
            text(mark.clone())
                .size(size)
                .font(style::STRONG)
                .width(size * MARK)
                .style(move |theme| text::Style { color: Some(ink(theme)) }),
        );
    }
    let inside = inside.push(name.width(Fill));
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
                // shade darker, so that the back row still sees the chip.
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
/// The team's letter's column on a chip that has one, in text sizes (a wide "M" and a gap).
const MARK: f32 = 1.2;

/// The width of a chip's letter column, in text sizes.
fn mark_w(c: &Chip) -> f32 {
    if c.mark.is_some() { MARK } else { 0.0 }
}

/// What a chip's name column says: the name, why the team sits out, its phone.
fn chip_label(c: &Chip) -> String {
    let mut label = c.tag.name.clone();
    if let ChipState::SitsOut(why) = &c.state
        && !why.is_empty()
    {
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
            if !chips.iter().all(|c| super::fits(&chip_label(c), size, text_w - size * mark_w(c), true)) {
                return (cols, f32::INFINITY);
            }
            // Each row is as tall as its tallest chip.
            let lines_total: f32 = chips
                .chunks(cols)
                .map(|r| {
                    r.iter().map(|c| lines(&chip_label(c), size, text_w - size * mark_w(c), true)).fold(1.0, f32::max)
                })
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
    // Measured a little narrower than drawn: the measure is an estimate, and a line more than
    // counted would push the chips off the frame.
    let measure_w = text_w * 0.95;
    let text_height = |s: f32| {
        let text_h = lines(body, s, measure_w, false) * s * 1.3;
        let opts: f32 = options.iter().map(|o| lines(o, s * 0.9, measure_w - 1.5 * s, false) * s * 0.9 * 1.3).sum();
        let asks: f32 = prompts.iter().map(|o| lines(o, s * 0.9, measure_w - 1.5 * s, true) * s * 0.9 * 1.3).sum();
        text_h + opts + asks
    };
    // The phase line at least as large as on the unenlarged screen (A+ is for the situation).
    // The gaps as on the unenlarged screen: A+ is for the text.
    let spacing = PHASE_LINE_MIN * kj * 1.3 + 12.0 * kj * ((options.len() + prompts.len()) as f32 + 4.0);
    let side_h = join.map_or(0.0, |j| {
        let qr = if j.qr.is_some() { (JOIN_QR + JOIN_GAP) * kj } else { 0.0 };
        qr + (MIN * 2.0 + JOIN_ADDRESS) * kj * 1.3 + 2.0 * JOIN_GAP * kj
    });
    let words_line = MIN * k * 1.2;
    // The situation is read from the back row first: it keeps up to 32 px (at 1280x720)
    // where the chips at the floor and the count at 80 px still fit; the chips and the count
    // grow into what it leaves.
    let count_least = 80.0 * kj + 8.0 * k;
    let chips_least = |chips: &[Chip]| if chips.is_empty() { 0.0 } else { chip_grid(chips, floor, inner.width).1 };
    let read_at =
        |chips: &[Chip]| fit(READ * k, floor, inner.height - spacing - chips_least(chips) - count_least, text_height);
    // The join column beside the situation is as high as it is: the chips and the count go under it.
    let under_join = |chips: &[Chip]| side_h + 36.0 * k + chips_least(chips) + count_least <= inner.height;
    // Where the names would take the situation's room (twelve long names, A+, the join code
    // beside it), each chip shows its team's letter instead, as on the map: the class reads the
    // situation and watches the count, as a quiz shows the question and the answers in.
    let letters: Vec<Chip>;
    let chips = if !chips.is_empty() && (read_at(chips) < READ * k - 0.25 || !under_join(chips)) {
        letters = chips
            .iter()
            .map(|c| Chip {
                tag: super::Tag { name: c.letter.clone(), ..c.tag.clone() },
                mark: None,
                compact: true,
                state: match &c.state {
                    ChipState::SitsOut(_) => ChipState::SitsOut(String::new()),
                    s => s.clone(),
                },
                ..c.clone()
            })
            .collect();
        &letters[..]
    } else {
        chips
    };
    let read_first = read_at(chips);
    let top_min = (spacing + text_height(read_first)).max(side_h + 36.0 * k);
    let count_full = TALLY * kj * 1.3 + 8.0 * k;
    // The chips grow only into what the situation and the full count leave, and only up to
    // their size on the unenlarged screen: A+ is for the situation.
    let chip_size = fit(28.0 * kj, floor, (inner.height * 0.45).min(inner.height - top_min - count_full), |s| {
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
    let read = read_column(&read, (size, phase_size), kj).width(text_w);
    let mut col = column![].spacing(12.0 * kj);
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
    let spacing = |s: f32| s * 0.3;
    // Counted a little narrower than drawn: the measure is an estimate, and one line more
    // would push the list off the screen.
    let name_lines = |name: &str, s: f32| lines(name, s, name_w(s) * 0.92, true);
    let high =
        |s: f32, n: f32| teams.iter().map(|t| name_lines(&t.tag.name, s).min(n) * s * 1.3 + spacing(s)).sum::<f32>();
    let whole = |s: f32, n: f32| teams.iter().all(|t| name_lines(&t.tag.name, s) <= n);
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
        let name = shortened(&t.tag.name, |n| name_lines(n, size) > max_lines);
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

    fn outcomes() -> Vec<(super::super::Mark, String)> {
        use super::super::Mark;
        vec![
            (
                Mark::Card(crate::engine::Card(1)),
                "The people of the coast were attacked: whoever won, people were killed and villages burned.".into(),
            ),
            (Mark::Card(crate::engine::Card(3)), "The people of the coast were left in peace.".into()),
        ]
    }

    /// At 1280x720, above six teams the rows go in two columns: with a class's own names at the
    /// frame's 28 px floor, names and changes alike; with the longest names the tests use too,
    /// names on one line where they must be. Six teams stay in one column, at 28 px or more.
    #[test]
    fn twelve_teams_are_revealed_in_two_columns_at_28_px_and_six_in_one() {
        let inner = Size::new(1280.0 - 48.0, 720.0 - 48.0);
        let mut rows = twelve_long();
        // Eleven teams that read the same are told once, their names in a flow: one column at
        // the frame's floor or more, the people's sentences first or last.
        for people_first in [false, true] {
            let RevealFit { layout, size, sentence, .. } =
                reveal_layout(&rows, (&outcomes(), people_first), (1.0, MIN), inner);
            assert!(!layout.two && size >= REVEAL_FLOOR, "eleven alike: one column at {size} px");
            assert!(sentence >= 30.0, "the sentences at {sentence} px");
        }
        // Every team with a die of its own: no two alike, two columns.
        let mut different = rows.clone();
        different.iter_mut().for_each(|r| r.dice = vec![Dice::One(2)]);
        let RevealFit { layout, size, .. } = reveal_layout(&different, (&outcomes(), false), (1.0, MIN), inner);
        assert!(layout.two && size >= REVEAL_FLOOR, "the longest names: two columns at {size} px");
        assert!(pill_size(size, layout.floor) >= REVEAL_FLOOR, "and their changes too");
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
        for (r, n) in rows.iter_mut().chain(different.iter_mut()).zip(names.iter().cycle()) {
            r.tag.name = (*n).into();
        }
        let RevealFit { size, .. } = reveal_layout(&rows, (&outcomes(), false), (1.0, MIN), inner);
        assert!(size >= REVEAL_FLOOR, "a class's names, eleven alike: {size} px");
        let RevealFit { layout, size, .. } = reveal_layout(&different, (&outcomes(), false), (1.0, MIN), inner);
        assert!(layout.two && size >= REVEAL_FLOOR, "a class's names, all different: two columns at {size} px");
        assert!(pill_size(size, layout.floor) >= REVEAL_FLOOR, "and the changes too");
    }
}

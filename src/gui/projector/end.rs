//! The end chart, on the projector and on the results screen: the teams by gold on the left
//! and by prestige on the right, each side with its ranks, names and numbers, and a line in
//! each team's colour from its place by gold to its place by prestige, drawn with iced's
//! canvas. A team that is rich but little respected slopes down. The teacher may light up the
//! first three of each ranking, or one team at a time: the others are drawn faint.

use iced::widget::canvas::{self, Frame as Canvas, Geometry, Path, Stroke};
use iced::widget::{canvas as canvas_widget, column, container, row, text};
use iced::{Alignment, Element, Fill, Length, Point, Rectangle, Renderer, Theme, mouse};

use super::{JourneyTeam, SlopeTeam, Tag};
use crate::gui::style;
use crate::gui::widgets;

/// Which teams the end chart lights up: all, the first three of either ranking, or one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Highlight {
    #[default]
    All,
    TopThree,
    /// The team in this seat.
    Team(usize),
}

/// The order of the teams down one side (ties keep the seating order).
fn order(teams: &[SlopeTeam], by_gold: bool) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..teams.len()).collect();
    idx.sort_by_key(|&i| (if by_gold { teams[i].rank_gold } else { teams[i].rank_prestige }, i));
    idx
}

/// What a faint team is drawn in: its colour, mostly faded into the background.
fn faint(c: iced::Color) -> iced::Color {
    iced::Color { a: 0.18, ..c }
}

struct Lines {
    /// For each team: its row by gold, its row by prestige, its colour, whether it is lit.
    rows: Vec<(usize, usize, iced::Color, bool)>,
    /// The middle of each row, from the top.
    centres: Vec<f32>,
    width: f32,
}

impl<M> canvas::Program<M> for Lines {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, theme: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut frame = Canvas::new(renderer, bounds.size());
        let dark = theme.extended_palette().is_dark;
        let (x0, x1) = (self.width * 2.0, bounds.width - self.width * 2.0);
        let y = |i: usize| self.centres.get(i).copied().unwrap_or(0.0);
        // The faint lines first, so that the lit ones cross over them.
        let mut rows: Vec<_> = self.rows.iter().collect();
        rows.sort_by_key(|r| r.3);
        for &&(left, right, colour, lit) in &rows {
            let (y0, y1) = (y(left), y(right));
            let (colour, width) = if lit { (colour, self.width) } else { (faint(colour), self.width * 0.6) };
            let line = Path::line(Point::new(x0, y0), Point::new(x1, y1));
            let edge = match (dark, lit) {
                (true, true) if style::too_dark_for_dark(colour) => Some(style::HALO),
                (false, true) if style::too_light_for_light(colour) => Some(style::darker(colour)),
                _ => None,
            };
            if let Some(edge) = edge {
                frame.stroke(&line, Stroke::default().with_width(width + 3.0).with_color(edge));
                frame.fill(&Path::circle(Point::new(x0, y0), width * 1.6 + 1.5), edge);
                frame.fill(&Path::circle(Point::new(x1, y1), width * 1.6 + 1.5), edge);
            }
            frame.stroke(&line, Stroke::default().with_width(width).with_color(colour));
            frame.fill(&Path::circle(Point::new(x0, y0), width * 1.6), colour);
            frame.fill(&Path::circle(Point::new(x1, y1), width * 1.6), colour);
        }
        vec![frame.into_geometry()]
    }
}

/// A team the teacher did not light up: its colour faded, its name muted, its letter kept in
/// the muted ink of the theme (the team's own ink on a faded colour vanished on a dark wall).
fn faint_tag<'a, M: 'a>(tag: &Tag, size: f32) -> Element<'a, M> {
    let colour = faint(tag.colour.rgb());
    let letter = text(crate::board::mark(tag.seat)).size(size * 0.95 * 0.72).font(style::STRONG).style(style::muted);
    let swatch = container(letter).center_x(size * 0.95).center_y(size * 0.95).style(move |_| container::Style {
        background: Some(colour.into()),
        border: iced::Border { color: faint(iced::Color::from_rgb8(0x44, 0x44, 0x44)), width: 1.0, radius: 3.0.into() },
        ..container::Style::default()
    });
    row![swatch, text(tag.name.clone()).size(size).style(style::muted).wrapping(text::Wrapping::WordOrGlyph)]
        .spacing(size * 0.4)
        .align_y(Alignment::Center)
        .width(Fill)
        .into()
}

/// The fixed columns of one side at text size `size` (the rank, the number).
fn fixed(size: f32) -> (f32, f32) {
    (size * 2.0, size * 2.2)
}

/// The width of the lines between the two sides.
fn lines_width(size: f32) -> f32 {
    size * 5.0
}

/// How the chart shares its width between the two sides' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    /// Both sides show whole names, wrapped where they need it: the chart's first choice.
    Even,
    /// Whole names by gold; by prestige each name on one line, shortened where it must be:
    /// only where whole names on both sides would not fit at the size the back row reads.
    Narrow,
    /// Each name on one line on both sides, shortened with "…" where it must be (the letter
    /// says whose it is): where whole names by gold would need the text smaller than the back
    /// row reads (twelve names of forty letters, or A+ asked for larger text).
    OneLine,
}

/// The width of a name on the right (by prestige) in the narrow split: a short name.
fn short_width(size: f32) -> f32 {
    size * 7.0
}

/// The width of a name at `size` in `width`: (left, right). Even: half of what the fixed
/// columns of both sides and the lines leave each; narrow: the right a short name, the left
/// the rest.
fn name_widths(size: f32, width: f32, split: Split) -> (f32, f32) {
    let (rank, number) = fixed(size);
    // Each side: rank, swatch and its gap, name, number, with gaps of 0.4 between; 0.4 either
    // side of the lines.
    let side = rank + number + size * 1.4 + size * 0.8;
    let names = width - 2.0 * side - lines_width(size) - size * 0.8;
    match split {
        Split::Even => (names / 2.0, names / 2.0),
        Split::Narrow | Split::OneLine => (names - short_width(size), short_width(size)),
    }
}

/// The name of team `i` as the side shows it: whole, or on one line (the narrow split's right).
fn shown_name(t: &SlopeTeam, size: f32, width: f32, split: Split, by_gold: bool) -> String {
    let (left, right) = name_widths(size, width, split);
    match (split, by_gold) {
        (Split::Narrow | Split::OneLine, false) => super::one_line(&t.tag.name, size, right, true),
        (Split::OneLine, true) => super::one_line(&t.tag.name, size, left, true),
        _ => t.tag.name.clone(),
    }
}

/// The height of each row at `size` in `width`, from the top: a row is as high as the longer
/// of its two names (by gold on the left, by prestige on the right) needs.
fn row_heights(teams: &[SlopeTeam], size: f32, width: f32, split: Split) -> Vec<f32> {
    let (wl, wr) = name_widths(size, width, split);
    let lines = |i: usize, by_gold: bool| match (split, by_gold) {
        // Shortened to one line.
        (Split::Narrow, false) | (Split::OneLine, _) => 1.0,
        (_, true) => super::lines(&teams[i].tag.name, size, wl, true),
        (_, false) => super::lines(&teams[i].tag.name, size, wr, true),
    };
    // A line's own height leaves air between rows; what the chart leaves of its room is shared
    // out evenly on top of that (see `chart`).
    order(teams, true)
        .into_iter()
        .zip(order(teams, false))
        .map(|(left, right)| lines(left, true).max(lines(right, false)) * size * 1.3 + size * 0.15)
        .collect()
}

/// The height of the whole chart at `size` in `width`; endless at a size at which a word of a
/// name would break inside, so that the chart is laid out smaller instead.
pub fn height(teams: &[SlopeTeam], labels: &[String; 4], size: f32, width: f32, split: Split) -> f32 {
    let (wl, wr) = name_widths(size, width, split);
    let fits = |t: &SlopeTeam| match split {
        Split::Even => super::fits(&t.tag.name, size, wl, true) && super::fits(&t.tag.name, size, wr, true),
        Split::Narrow => super::fits(&t.tag.name, size, wl, true),
        Split::OneLine => true,
    };
    if wl <= 0.0 || wr <= 0.0 || !teams.iter().all(fits) {
        return f32::INFINITY;
    }
    head_height(labels, size, width, split) + row_heights(teams, size, width, split).iter().sum::<f32>()
}

/// The chart's text size and split for `room` in `width`: the largest size from `max` down to
/// `read` at which both sides show whole names; where `read` is too large for that, whole
/// names by gold and one line each by prestige; where that too needs text smaller than `read`,
/// every name on one line, as large as the rows fit (down to `floor`).
pub fn fitted(
    teams: &[SlopeTeam],
    labels: &[String; 4],
    width: f32,
    (max, read, floor): (f32, f32, f32),
    room: f32,
) -> (f32, Split) {
    let fits = |s: f32, split: Split| height(teams, labels, s, width, split) <= room;
    for split in [Split::Even, Split::Narrow] {
        let size = super::view::fit(max, read, room, |s| height(teams, labels, s, width, split));
        if fits(size, split) {
            return (size, split);
        }
    }
    (super::view::fit(max, floor, room, |s| height(teams, labels, s, width, Split::OneLine)), Split::OneLine)
}

/// The headings' text size, of a row's: they say which side is gold and which prestige.
const HEAD: f32 = 0.9;

/// The headings' height: "Rank by gold" and "Gold" over the left side, "Rank by prestige"
/// and "Prestige" over the right.
fn head_height(labels: &[String; 4], size: f32, width: f32, split: Split) -> f32 {
    let h = size * HEAD;
    let (wl, wr) = name_widths(size, width, split);
    let (rank, number) = fixed(size);
    // A side: rank, swatch, name and number with their gaps (as `name_widths` counts them).
    let side = |name: f32| rank + number + size * 2.2 + name;
    let lines = [(&labels[0], &labels[1], side(wl)), (&labels[3], &labels[2], side(wr))]
        .iter()
        .map(|(rank_label, number_label, side)| {
            let n = number_width(number_label, size);
            super::lines(rank_label, h, side - n - size * 0.4, true).max(super::lines(number_label, h, n, true))
        })
        .fold(1.0, f32::max);
    lines * h * 1.3 + size * 0.3
}

/// The width of a number's heading ("Gold", "Prestige"): the numbers' column, or the word's
/// width where it is wider, so that the word is never broken.
fn number_width(label: &str, size: f32) -> f32 {
    fixed(size).1.max(super::width_of(label, size * HEAD, true) + size * 0.2)
}

/// The table and the chart. `labels`: rank by gold, gold, prestige, rank by prestige; `size` is
/// the text size of a row, `width` the width the chart may take; the rows share out what the
/// chart leaves of `room` (up to half a line each), so that a few teams fill the wall.
pub fn chart<'a, M: 'a>(
    teams: Vec<SlopeTeam>,
    labels: [String; 4],
    size: f32,
    (width, room): (f32, f32),
    split: Split,
) -> Element<'a, M> {
    let by_gold = order(&teams, true);
    let by_prestige = order(&teams, false);
    let head_h = head_height(&labels, size, width, split);
    let mut heights = row_heights(&teams, size, width, split);
    let spare = (room - head_h - heights.iter().sum::<f32>()) / heights.len().max(1) as f32;
    for h in &mut heights {
        *h += spare.clamp(0.0, size * 0.5);
    }
    let (rank_w, number_w) = fixed(size);
    let head = |s: &String, w: Length, end: bool| {
        text(s.clone()).size(size * HEAD).font(style::STRONG).width(w).align_x(if end {
            Alignment::End
        } else {
            Alignment::Start
        })
    };
    // One side: its heading, then a row per team in its order, each lit or faint.
    let side = |order: &[usize], by_gold: bool| {
        let (rank_label, number_label) = if by_gold { (&labels[0], &labels[1]) } else { (&labels[3], &labels[2]) };
        let mut col = column![
            row![
                head(rank_label, Fill, false),
                head(number_label, Length::Fixed(number_width(number_label, size)), true)
            ]
            .spacing(size * 0.4)
            .height(head_h)
        ];
        for (k, &i) in order.iter().enumerate() {
            let t = &teams[i];
            let (rank, tied, number) = if by_gold {
                (t.rank_gold, t.tied_gold, t.gold)
            } else {
                (t.rank_prestige, t.tied_prestige, t.prestige)
            };
            let rank = text(widgets::rank_label(rank, tied)).size(size).font(style::STRONG).width(rank_w);
            let number = text(number.to_string()).size(size).width(number_w).align_x(Alignment::End);
            let tag = Tag { name: shown_name(t, size, width, split, by_gold), ..t.tag.clone() };
            let cells = if t.lit {
                row![rank, widgets::team_tag(tag.colour, tag.seat, &tag.name, size, Fill), number]
            } else {
                row![rank.style(style::muted), faint_tag(&tag, size), number.style(style::muted)]
            };
            let cells = cells.spacing(size * 0.4).align_y(Alignment::Center);
            col = col.push(container(cells).height(heights[k]).center_y(heights[k]));
        }
        match (split, by_gold) {
            (Split::Narrow | Split::OneLine, false) => {
                col.width(fixed(size).0 + fixed(size).1 + short_width(size) + size * 2.2)
            }
            _ => col.width(Fill),
        }
    };
    // The lines: from each team's row by gold to its row by prestige, rows of the same heights.
    let mut centres = Vec::with_capacity(heights.len());
    let mut y = 0.0;
    for h in &heights {
        centres.push(y + h / 2.0);
        y += h;
    }
    let rows = (0..teams.len())
        .map(|i| {
            let l = by_gold.iter().position(|&x| x == i).unwrap_or(0);
            let r = by_prestige.iter().position(|&x| x == i).unwrap_or(0);
            (l, r, teams[i].tag.colour.rgb(), teams[i].lit)
        })
        .collect();
    let lines = canvas_widget(Lines { rows, centres, width: (size / 7.0).max(2.0) }).width(lines_width(size)).height(y);
    row![side(&by_gold, true), column![text("").height(head_h), lines], side(&by_prestige, false)]
        .spacing(size * 0.4)
        .width(width)
        .into()
}

/// One chart of how each got there: a line per team through its numbers after each phase,
/// its short name at its end (pushed apart where two ends meet), the phases along the bottom.
pub struct Journey {
    /// Per team: its colour, whether lit, its numbers, its short name.
    pub lines: Vec<(iced::Color, bool, Vec<u32>, String)>,
    pub phases: Vec<String>,
    /// The text size of the names and the phases.
    pub size: f32,
    /// How wide the names at the right are.
    pub names_width: f32,
}

impl<M> canvas::Program<M> for Journey {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, theme: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut frame = Canvas::new(renderer, bounds.size());
        let s = self.size;
        // As the end chart's lines do, the theme says whether the screen is dark.
        let dark = theme.extended_palette().is_dark;
        let ink =
            if dark { iced::Color::from_rgb8(0xe8, 0xe8, 0xe8) } else { iced::Color::from_rgb8(0x22, 0x22, 0x22) };
        let (left, top, bottom) = (s * 2.2, s * 0.8, bounds.height - s * 1.6);
        let right = bounds.width - self.names_width - s * 0.6;
        let n = self.phases.len().max(1);
        let x = |i: usize| if n == 1 { left } else { left + (right - left) * i as f32 / (n - 1) as f32 };
        let most = self.lines.iter().flat_map(|l| l.2.iter().copied()).max().unwrap_or(1).max(1) as f32;
        let y = |v: u32| bottom - (bottom - top) * v as f32 / most;
        // The axis and the phases under it; 0 and the highest number beside the scale.
        frame.stroke(
            &Path::line(Point::new(left, bottom), Point::new(right, bottom)),
            Stroke::default().with_width(1.5).with_color(iced::Color { a: 0.5, ..ink }),
        );
        // A faint line at each step of the scale (0 and the highest alone would hide how far
        // apart the phases are), and the highest number at the top.
        let step = scale_step(most as u32);
        let mut ticks: Vec<u32> = (1..).map(|k| k * step).take_while(|&v| (v as f32) < most * 0.93).collect();
        ticks.push(most as u32);
        for &v in &ticks {
            frame.stroke(
                &Path::line(Point::new(left, y(v)), Point::new(right, y(v))),
                Stroke::default().with_width(1.0).with_color(iced::Color { a: 0.2, ..ink }),
            );
        }
        for (value, at) in std::iter::once(0).chain(ticks.iter().copied()).map(|v| (v, y(v))) {
            frame.fill_text(canvas::Text {
                content: format!("{value}"),
                position: Point::new(left - s * 0.3, at),
                size: (s * 0.8).into(),
                color: iced::Color { a: 0.7, ..ink },
                align_x: iced::alignment::Horizontal::Right.into(),
                align_y: iced::alignment::Vertical::Center,
                font: style::BODY,
                ..canvas::Text::default()
            });
        }
        for (i, p) in self.phases.iter().enumerate() {
            frame.fill_text(canvas::Text {
                content: p.clone(),
                position: Point::new(x(i), bottom + s * 0.3),
                size: (s * 0.9).into(),
                color: ink,
                align_x: iced::alignment::Horizontal::Center.into(),
                font: style::BODY,
                ..canvas::Text::default()
            });
        }
        // The faint lines first, so that the lit ones cross over them.
        let mut order: Vec<usize> = (0..self.lines.len()).collect();
        order.sort_by_key(|&i| self.lines[i].1);
        for &i in &order {
            let (colour, lit, values, _) = &self.lines[i];
            let (colour, width) =
                if *lit { (*colour, (s / 6.0).max(2.5)) } else { (faint(*colour), (s / 10.0).max(1.5)) };
            let path = Path::new(|p| {
                for (k, &v) in values.iter().enumerate() {
                    let at = Point::new(x(k), y(v));
                    if k == 0 { p.move_to(at) } else { p.line_to(at) }
                }
            });
            let edge = match (dark, *lit) {
                (true, true) if style::too_dark_for_dark(colour) => Some(style::HALO),
                (false, true) if style::too_light_for_light(colour) => Some(style::darker(colour)),
                _ => None,
            };
            if let Some(edge) = edge {
                frame.stroke(&path, Stroke::default().with_width(width + 3.0).with_color(edge));
            }
            frame.stroke(&path, Stroke::default().with_width(width).with_color(colour));
            // A dot at each phase, so that a line hidden under another still shows its points.
            for (k, &v) in values.iter().enumerate() {
                if let Some(edge) = edge {
                    frame.fill(&Path::circle(Point::new(x(k), y(v)), width * 1.4 + 1.5), edge);
                }
                frame.fill(&Path::circle(Point::new(x(k), y(v)), width * 1.4), colour);
            }
        }
        // The names at the ends, each at its line's height, pushed apart so that none covers
        // another (from the top down, then back up from the bottom).
        let wanted: Vec<f32> = self.lines.iter().map(|l| l.2.last().map_or(bottom, |&v| y(v))).collect();
        for (i, at) in spread(&wanted, s * 1.15, bottom).into_iter().enumerate() {
            let (colour, lit, _, name) = &self.lines[i];
            let end_y = self.lines[i].2.last().map_or(bottom, |&v| y(v));
            let c = if *lit { *colour } else { faint(*colour) };
            frame.stroke(
                &Path::line(Point::new(right, end_y), Point::new(right + s * 0.5, at)),
                Stroke::default().with_width(1.0).with_color(c),
            );
            frame.fill_text(canvas::Text {
                content: name.clone(),
                position: Point::new(right + s * 0.6, at),
                size: s.into(),
                color: if *lit { ink } else { iced::Color { a: 0.35, ..ink } },
                align_y: iced::alignment::Vertical::Center,
                font: if *lit { style::STRONG } else { style::BODY },
                ..canvas::Text::default()
            });
        }
        vec![frame.into_geometry()]
    }
}

/// The step between the lines of a scale up to `most`: 1, 2, 5, 10, 20, 50... so that there are
/// three to five of them.
fn scale_step(most: u32) -> u32 {
    let mut step = 1;
    for k in [1, 2, 5].iter().cycle().scan(1, |unit, &m| {
        let v = m * *unit;
        if m == 5 {
            *unit *= 10;
        }
        Some(v)
    }) {
        step = k;
        if most / k <= 5 {
            break;
        }
    }
    step
}

/// Where the names at the lines' ends go: each as near its line's end (`wanted`, from the
/// top) as it can be with `gap` between any two, none below `bottom`.
fn spread(wanted: &[f32], gap: f32, bottom: f32) -> Vec<f32> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    order.sort_by(|&a, &b| wanted[a].total_cmp(&wanted[b]));
    let mut at: Vec<f32> = order.iter().map(|&i| wanted[i]).collect();
    // From the top down, each at least a gap below the one above; then, where that ran past
    // the bottom, from the bottom up.
    for k in 1..at.len() {
        at[k] = at[k].max(at[k - 1] + gap);
    }
    if let Some(&last) = at.last()
        && last > bottom
    {
        let n = at.len();
        at[n - 1] = bottom;
        for k in (0..n - 1).rev() {
            at[k] = at[k].min(at[k + 1] - gap);
        }
    }
    let mut out = vec![0.0; wanted.len()];
    for (k, &i) in order.iter().enumerate() {
        out[i] = at[k];
    }
    out
}

/// The two charts of how each team got there, side by side, `size` the names' text size.
pub fn journey<'a, M: 'a>(
    charts: &[String; 2],
    phases: &[String],
    teams: &[JourneyTeam],
    size: f32,
    (width, height): (f32, f32),
) -> Element<'a, M> {
    let gap = size * 1.2;
    let each = (width - gap) / 2.0;
    let names_width = (each * 0.38).max(size * 4.0);
    let chart = |title: &String, pick: fn(&JourneyTeam) -> &Vec<u32>| {
        let lines = teams
            .iter()
            .map(|t| {
                // The team's letter first: a name cut short still says whose line it is.
                let named = format!("{}\u{2002}{}", crate::board::mark(t.tag.seat), t.tag.name);
                let short = super::one_line(&named, size, names_width - size * 0.6, true);
                (t.tag.colour.rgb(), t.lit, pick(t).clone(), short)
            })
            .collect();
        let program = Journey { lines, phases: phases.to_vec(), size, names_width };
        column![
            text(title.clone()).size(size * 1.1).font(style::STRONG),
            canvas_widget(program).width(each).height(height - size * 1.1 * 1.3 - 8.0),
        ]
        .spacing(8)
        .width(each)
    };
    row![chart(&charts[0], |t| &t.gold), chart(&charts[1], |t| &t.prestige)].spacing(gap).into()
}

#[cfg(test)]
mod tests {
    use super::{Split, fitted, height, scale_step, spread};

    #[test]
    fn the_journey_scale_has_at_most_five_steps() {
        assert_eq!([1, 4, 5, 9, 15, 47, 60, 120, 400].map(scale_step), [1, 1, 1, 2, 5, 10, 20, 50, 100]);
        for most in 3..500 {
            let n = most / scale_step(most);
            assert!((1..=5).contains(&n), "{most}: {n} steps");
        }
    }

    #[test]
    fn the_names_at_the_lines_ends_never_cover_each_other() {
        let gap = 20.0;
        for wanted in
            [vec![100.0, 101.0, 102.0, 300.0], vec![390.0, 395.0, 399.0], vec![50.0, 10.0, 30.0, 400.0, 398.0]]
        {
            let at = spread(&wanted, gap, 400.0);
            let mut sorted = at.clone();
            sorted.sort_by(f32::total_cmp);
            assert!(sorted.windows(2).all(|w| w[1] - w[0] >= gap - 0.01), "{wanted:?} -> {at:?}");
            assert!(at.iter().all(|&y| y <= 400.0), "none below the bottom: {at:?}");
            // The order of the lines' ends is kept: the highest line's name stays on top.
            for i in 0..wanted.len() {
                for j in 0..wanted.len() {
                    if wanted[i] < wanted[j] {
                        assert!(at[i] < at[j], "{wanted:?} -> {at:?}");
                    }
                }
            }
        }
        assert_eq!(spread(&[100.0, 300.0], gap, 400.0), vec![100.0, 300.0], "names with room stay at their lines");
    }

    fn teams(names: &[&str]) -> Vec<super::SlopeTeam> {
        use super::super::Tag;
        use crate::gui::style::Colour;
        let n = names.len();
        names
            .iter()
            .enumerate()
            .map(|(i, name)| super::SlopeTeam {
                tag: Tag { name: (*name).into(), colour: Colour::ALL[i % Colour::ALL.len()], seat: i },
                rank_gold: i + 1,
                rank_prestige: n - i,
                tied_gold: false,
                tied_prestige: false,
                gold: 50 - i as u32,
                prestige: i as u32,
                lit: true,
            })
            .collect()
    }

    /// Six teams of forty letters, or twelve of up to thirty: every name whole by gold (no "…") at a
    /// size the back row reads (28 px), in the projector's room. Twelve names of forty letters:
    /// each on one line, shortened, at that size too; larger with A+ (names shortened more).
    #[test]
    fn the_end_chart_shows_names_whole_where_they_fit_at_a_size_the_back_row_reads() {
        let labels = ["Rank by gold", "Gold", "Prestige", "Rank by prestige"].map(String::from);
        // The projector's 1280x720 less its margins (48), the title (69) and the line under the chart (41).
        let (width, room) = (1232.0, 560.0);
        let class = [
            "Los Conquistadores",
            "Compañía Guipuzcoana Caracas",
            "Ørsted & Co",
            "Ελλάδα",
            "Die Holländer",
            "Vereenigde Oost-Indische Comp.",
            "Русская торговая компания",
            "Les Corsaires",
            "Svenska Ostindiska Companiet",
            "Team 10",
            "Königlich Preußische Seehandlung",
            "Los Piratas",
        ];
        let six = [
            "Compañía Guipuzcoana de Caracas 1728 ÑÜÉ",
            "Vereenigde Oost-Indische Compagnie Delft",
            "Svenska Ostindiska Companiet Göteborg 173",
            "Königlich Preußische Seehandlung Emden 12",
            "Companhia Geral do Grão-Pará e Maranhão 1",
            "Русская торговая компания",
        ];
        let sizes = (34.0, 28.0, 22.0);
        let (size, split) = fitted(&teams(&six), &labels, width, sizes, room);
        assert_ne!(split, Split::OneLine, "six at {size}");
        assert!(size >= 28.0, "six at {size}");
        let (size, split) = fitted(&teams(&class), &labels, width, sizes, room);
        assert_ne!(split, Split::OneLine, "at {size}");
        assert!(size >= 28.0 && height(&teams(&class), &labels, size, width, split) <= room, "{size}");

        let long: Vec<&str> = (0..12).map(|i| six[i % 6]).collect();
        let (size, split) = fitted(&teams(&long), &labels, width, sizes, room);
        assert_eq!(split, Split::OneLine, "at {size}");
        assert!(size >= 28.0 && height(&teams(&long), &labels, size, width, split) <= room, "{size}");
        // Twelve rows of one line fill the room: A+ cannot make them larger, but never smaller.
        let k = 1.44;
        let (larger, split) = fitted(&teams(&long), &labels, width, (34.0 * k, 28.0 * k, 22.0), room);
        assert!(larger >= size - 0.5 && height(&teams(&long), &labels, larger, width, split) <= room, "{larger}");
        // Six teams of forty letters: A+ twice makes them larger, shortened where it must.
        let (six_size, _) = fitted(&teams(&six), &labels, width, sizes, room);
        let (larger, split) = fitted(&teams(&six), &labels, width, (34.0 * k, 28.0 * k, 22.0), room);
        assert!(larger >= six_size + 6.0, "{six_size} -> {larger}");
        assert!(height(&teams(&six), &labels, larger, width, split) <= room);
    }
}

//! The end chart, on the projector and on the results screen: every team once, in the order of its
//! gold (with its rank by gold and by prestige side by side), and a line in its colour from its
//! place by gold to its place by prestige, drawn with iced's canvas. A team that is rich but
//! little respected slopes down.

use iced::widget::canvas::{self, Frame as Canvas, Geometry, Path, Stroke};
use iced::widget::{canvas as canvas_widget, column, container, row, text};
use iced::{Alignment, Element, Fill, Length, Point, Rectangle, Renderer, Theme, mouse};

use super::{SlopeTeam, Tag};
use crate::engine::standings;
use crate::gui::lesson::LessonScreen;
use crate::gui::style::{self, Colour};
use crate::gui::widgets;

/// Each team with both its ranks, from the game's end.
pub fn slope_teams(l: &LessonScreen) -> Vec<SlopeTeam> {
    let rows = standings(l.session().game().state());
    rows.iter()
        .map(|r| {
            let team = &l.session().record().teams[r.team];
            SlopeTeam {
                tag: Tag { name: team.name.clone(), colour: Colour::from_code(&team.colour) },
                rank_gold: r.rank_gold,
                rank_prestige: r.rank_prestige,
                tied_gold: r.tied_gold,
                tied_prestige: r.tied_prestige,
                gold: r.gold,
                prestige: r.prestige,
            }
        })
        .collect()
}

/// The order of the teams down one side (ties keep the seating order).
fn order(teams: &[SlopeTeam], by_gold: bool) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..teams.len()).collect();
    idx.sort_by_key(|&i| (if by_gold { teams[i].rank_gold } else { teams[i].rank_prestige }, i));
    idx
}

struct Lines {
    /// For each team: its row by gold, its row by prestige, its colour.
    rows: Vec<(usize, usize, iced::Color)>,
    /// The middle of each row, from the top.
    centres: Vec<f32>,
    width: f32,
}

impl<M> canvas::Program<M> for Lines {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut frame = Canvas::new(renderer, bounds.size());
        let (x0, x1) = (self.width * 2.0, bounds.width - self.width * 2.0);
        let y = |i: usize| self.centres.get(i).copied().unwrap_or(0.0);
        for &(left, right, colour) in &self.rows {
            let (y0, y1) = (y(left), y(right));
            frame.stroke(
                &Path::line(Point::new(x0, y0), Point::new(x1, y1)),
                Stroke::default().with_width(self.width).with_color(colour),
            );
            frame.fill(&Path::circle(Point::new(x0, y0), self.width * 1.6), colour);
            frame.fill(&Path::circle(Point::new(x1, y1), self.width * 1.6), colour);
        }
        vec![frame.into_geometry()]
    }
}

/// The widths of the fixed columns at text size `size`, and what is left for the names.
fn name_width(size: f32, width: f32) -> f32 {
    width - size * (4.2 + 3.2 + 4.2 + 4.6 + 6.0 + 3.2 + 0.4 * 7.0 + 1.6)
}

/// The height of each row, in gold order: a name that needs two lines gets two.
fn row_heights(teams: &[SlopeTeam], size: f32, width: f32) -> Vec<f32> {
    let w = name_width(size, width);
    order(teams, true)
        .into_iter()
        .map(|i| super::lines(&teams[i].tag.name, size, w, true) * size * 1.3 + size * 0.45)
        .collect()
}

/// The height of the whole chart at `size` in `width`; endless at a size at which a word of a
/// name would break inside, so that the chart is laid out smaller instead.
pub fn height(teams: &[SlopeTeam], labels: &[String; 4], size: f32, width: f32) -> f32 {
    let w = name_width(size, width);
    if teams.iter().any(|t| !super::fits(&t.tag.name, size, w, true)) {
        return f32::INFINITY;
    }
    let head = super::lines(&labels[0], size * 0.7, size * 4.2, true).max(super::lines(
        &labels[3],
        size * 0.7,
        size * 4.6,
        true,
    ));
    head * size * 0.7 * 1.3 + row_heights(teams, size, width).iter().sum::<f32>()
}

/// The table and the chart. `labels`: rank by gold, gold, prestige, rank by prestige; `size` is
/// the text size of a row, `width` the width the chart may take.
pub fn chart<'a, M: 'a>(teams: Vec<SlopeTeam>, labels: [String; 4], size: f32, width: f32) -> Element<'a, M> {
    let by_gold = order(&teams, true);
    let by_prestige = order(&teams, false);
    let heights = row_heights(&teams, size, width);
    let head_h = height(&teams, &labels, size, width) - heights.iter().sum::<f32>();
    let cell = |s: String, w: f32| text(s).size(size).width(w).align_x(Alignment::End);
    let head = |s: &String, w: Length| text(s.clone()).size(size * 0.7).font(style::STRONG).width(w);
    let mut table = column![
        row![
            head(&labels[0], Length::Fixed(size * 4.2)),
            text("").width(Fill),
            head(&labels[1], Length::Fixed(size * 3.2)).align_x(Alignment::End),
            head(&labels[2], Length::Fixed(size * 4.2)).align_x(Alignment::End),
            head(&labels[3], Length::Fixed(size * 4.6)).align_x(Alignment::End),
        ]
        .spacing(size * 0.4)
        .height(head_h)
    ]
    .spacing(0);
    for (k, &i) in by_gold.iter().enumerate() {
        let t = &teams[i];
        table = table.push(
            container(
                row![
                    text(widgets::rank_label(t.rank_gold, t.tied_gold))
                        .size(size)
                        .font(style::STRONG)
                        .width(size * 4.2),
                    widgets::team_tag(t.tag.colour, &t.tag.name, size, Fill),
                    cell(t.gold.to_string(), size * 3.2),
                    cell(t.prestige.to_string(), size * 4.2),
                    cell(widgets::rank_label(t.rank_prestige, t.tied_prestige), size * 4.6),
                ]
                .spacing(size * 0.4)
                .align_y(Alignment::Center),
            )
            .height(heights[k])
            .center_y(heights[k]),
        );
    }
    // The lines: from each team's row (by gold) to its place by prestige, rows of the same heights.
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
            (l, r, teams[i].tag.colour.rgb())
        })
        .collect();
    let lines = canvas_widget(Lines { rows, centres, width: (size / 7.0).max(2.0) }).width(size * 6.0).height(y);
    let mut places = column![].spacing(0);
    for (k, &i) in by_prestige.iter().enumerate() {
        let t = &teams[i];
        places = places.push(
            container(
                row![
                    widgets::swatch(t.tag.colour, size * 0.8),
                    text(widgets::rank_label(t.rank_prestige, t.tied_prestige)).size(size),
                ]
                .spacing(size * 0.3)
                .align_y(Alignment::Center),
            )
            .height(heights[k])
            .center_y(heights[k]),
        );
    }
    row![
        table.width(Fill),
        column![text("").height(head_h), lines],
        column![text("").height(head_h), places].width(size * 3.2),
    ]
    .spacing(size * 0.4)
    .into()
}

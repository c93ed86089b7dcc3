//! The teams' own reasons on the projector screen: the question small, then each reason the
//! teacher did not hide, beside its team's colour and letter, as large as all of them fit.

use iced::widget::{column, row, text};
use iced::{Alignment, Element, Length, Size};

use super::view::fit;
use super::{Tag, lines};
use crate::gui::{style, widgets};

pub fn view<M: 'static>(
    question: &str,
    title: &str,
    whys: &[(Tag, String, String)],
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    let question_h = lines(question, floor, inner.width, false) * floor * 1.3;
    let title_size = (36.0 * k).max(floor);
    let title_h = lines(title, title_size, inner.width, true) * title_size * 1.3;
    let room = inner.height - question_h - title_h - 3.0 * gap;
    // The team's tag takes a fixed share of the row; the reason wraps in the rest.
    let tag_w = (inner.width * 0.28).round();
    let text_w = inner.width - tag_w - gap;
    // A reason's lines, and the card laid above it a size smaller (the floor at least).
    let small = |s: f32| (s * 0.75).max(floor);
    let rows_h = |s: f32| {
        whys.iter()
            .map(|(_, laid, w)| {
                lines(laid, small(s), text_w, false) * small(s) * 1.3 + lines(w, s, text_w, false) * s * 1.3 + s * 0.6
            })
            .sum::<f32>()
    };
    let size = fit(34.0 * k, floor, room, rows_h);
    let mut list = column![].spacing(size * 0.6);
    for (tag, laid, why) in whys {
        list = list.push(
            row![
                widgets::team_tag(tag.colour, tag.seat, &tag.name, size, Length::Fixed(tag_w)),
                column![
                    text(laid.clone()).size(small(size)).style(style::muted),
                    text(why.clone()).size(size).width(Length::Fixed(text_w)),
                ]
                .width(Length::Fixed(text_w)),
            ]
            .spacing(gap)
            .align_y(Alignment::Start),
        );
    }
    column![
        text(question.to_string()).size(floor).style(style::muted),
        text(title.to_string()).size(title_size).font(style::STRONG),
        list,
    ]
    .spacing(gap)
    .into()
}

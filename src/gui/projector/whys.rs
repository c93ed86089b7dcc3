//! The teams' own reasons on the projector screen: the question large, then each reason the
//! teacher did not hide, beside its team's colour and letter, as large as all of them fit.

use iced::widget::{column, row, text};
use iced::{Alignment, Element, Length, Size};

use super::view::fit;
use super::{Tag, lines, width_of};
use crate::gui::{style, widgets};

pub fn view<M: 'static>(
    question: &str,
    title: &str,
    (whys, empty): (&[(Tag, String, String)], &str),
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    // The debrief's question is what the class answers: as large as a quarter of the frame
    // holds it; the frame's name under it, a size over the floor.
    let question_lines = |s: f32| lines(question, s, inner.width, true) * s * 1.3;
    let question_size = fit(36.0 * k, floor, inner.height * 0.25, question_lines);
    let question_h = question_lines(question_size);
    let title_size = floor * 1.1;
    let title_h = lines(title, title_size, inner.width, false) * title_size * 1.3;
    let room = inner.height - question_h - title_h - 3.0 * gap;
    // The team's tag takes a share of the row, wide enough for the longest word of a name
    // (between 28 and 45 per cent: "Handelskompagniet" broke inside); the reason wraps in
    // the rest.
    let widest = |s: f32| {
        let word = whys.iter().flat_map(|(t, _, _)| t.name.split_whitespace()).map(|w| width_of(w, s, true));
        word.fold(0.0, f32::max) + s * 1.8
    };
    let columns = |s: f32| {
        let tag_w = widest(s).clamp(inner.width * 0.28, inner.width * 0.45).round();
        (tag_w, inner.width - tag_w - gap)
    };
    // A reason's lines, and the card laid above it a size smaller (the floor at least).
    let small = |s: f32| (s * 0.75).max(floor);
    let rows_h = |s: f32| {
        let text_w = columns(s).1;
        whys.iter()
            .map(|(_, laid, w)| {
                lines(laid, small(s), text_w, false) * small(s) * 1.3 + lines(w, s, text_w, false) * s * 1.3 + s * 0.6
            })
            .sum::<f32>()
    };
    let size = fit(34.0 * k, floor, room, rows_h);
    let (tag_w, text_w) = columns(size);
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
    // None uncovered yet: the wall says what will come, not an empty page.
    if whys.is_empty() {
        list = list.push(text(empty.to_string()).size((30.0 * k).max(floor)).style(style::muted));
    }
    column![
        text(question.to_string()).size(question_size).font(style::STRONG),
        text(title.to_string()).size(title_size).style(style::muted),
        list,
    ]
    .spacing(gap)
    .into()
}

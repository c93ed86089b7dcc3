//! Small pieces shared by the screens and the projector: buttons in the house styles, banners,
//! headings, a team's colour tag, numbers aligned under their headers, dice.

use iced::widget::{button, container, row, text};
use iced::{Alignment, Border, Color, Element, Fill, Length};

use super::style::{self, Colour};

/// A secondary action.
pub fn action<'a, M: Clone + 'a>(label: impl Into<String>, msg: Option<M>) -> Element<'a, M> {
    button(text(label.into()).size(style::NORMAL))
        .padding(style::BUTTON_PAD)
        .on_press_maybe(msg)
        .style(style::secondary)
        .into()
}

/// The primary action of a screen.
pub fn main_action<'a, M: Clone + 'a>(label: impl Into<String>, msg: Option<M>) -> Element<'a, M> {
    button(text(label.into()).size(style::LARGE).font(style::STRONG))
        .padding(style::MAIN_PAD)
        .on_press_maybe(msg)
        .style(style::primary)
        .into()
}

/// A smaller primary action (in a row of its own, e.g. "Attack").
pub fn primary_action<'a, M: Clone + 'a>(label: impl Into<String>, msg: Option<M>) -> Element<'a, M> {
    button(text(label.into()).size(style::NORMAL).font(style::STRONG))
        .padding(style::BUTTON_PAD)
        .on_press_maybe(msg)
        .style(style::primary)
        .into()
}

/// What destroys.
pub fn danger_action<'a, M: Clone + 'a>(label: impl Into<String>, msg: Option<M>) -> Element<'a, M> {
    button(text(label.into()).size(style::NORMAL))
        .padding(style::BUTTON_PAD)
        .on_press_maybe(msg)
        .style(style::danger)
        .into()
}

pub fn heading<'a, M: 'a>(label: impl Into<String>, size: f32) -> Element<'a, M> {
    text(label.into()).size(size).font(style::STRONG).into()
}

pub fn note<'a, M: 'a>(label: impl Into<String>) -> Element<'a, M> {
    text(label.into()).size(style::SMALL).style(style::muted).into()
}

pub fn error_banner<'a, M: 'a>(msg: impl Into<String>) -> Element<'a, M> {
    container(text(msg.into()).size(style::NORMAL)).padding(10).width(Fill).style(style::error_banner).into()
}

pub fn info_banner<'a, M: 'a>(msg: impl Into<String>) -> Element<'a, M> {
    container(text(msg.into()).size(style::NORMAL)).padding(10).width(Fill).style(style::info_banner).into()
}

/// A square in the team's colour, outlined so that light colours show on paper white.
pub fn swatch<'a, M: 'a>(colour: Colour, size: f32) -> Element<'a, M> {
    container(text("")).width(size).height(size).style(swatch_style(colour)).into()
}

/// A swatch's look: the colour, and a light edge on the dark theme, so that a black team's
/// swatch stays visible there.
fn swatch_style(colour: Colour) -> impl Fn(&iced::Theme) -> container::Style {
    move |theme: &iced::Theme| {
        let edge = if theme.extended_palette().is_dark { 0xcc } else { 0x44 };
        container::Style {
            background: Some(colour.rgb().into()),
            border: Border { color: Color::from_rgb8(edge, edge, edge), width: 1.0, radius: 3.0.into() },
            ..container::Style::default()
        }
    }
}

/// A team as it appears everywhere: its colour and its name.
pub fn team_tag<'a, M: 'a>(colour: Colour, seat: usize, name: &str, size: f32, width: Length) -> Element<'a, M> {
    row![
        lettered_swatch(colour, seat, size * 0.95),
        text(name.to_string()).size(size).font(style::STRONG).wrapping(text::Wrapping::WordOrGlyph)
    ]
    .spacing(size * 0.4)
    .align_y(Alignment::Center)
    .width(width)
    .into()
}

/// A team's colour with its letter in it (A for the first seat, as on the map and the phones):
/// the team's identity where colours cannot be told apart, the letter black or white, whichever
/// reads on the colour (`Colour::on`).
pub fn lettered_swatch<'a, M: 'a>(colour: Colour, seat: usize, size: f32) -> Element<'a, M> {
    container(text(crate::board::mark(seat)).size(size * 0.72).font(style::STRONG).color(colour.on()))
        .center_x(size)
        .center_y(size)
        .style(swatch_style(colour))
        .into()
}

/// A number right-aligned in a column of fixed width, under a header of the same width.
pub fn num<'a, M: 'a>(value: impl ToString, width: f32, size: f32) -> Element<'a, M> {
    text(value.to_string()).size(size).width(width).align_x(Alignment::End).into()
}

/// A column header for numbers: right-aligned like the numbers below it.
pub fn num_header<'a, M: 'a>(label: impl Into<String>, width: f32) -> Element<'a, M> {
    text(label.into()).size(style::SMALL).font(style::STRONG).width(width).align_x(Alignment::End).into()
}

/// A die face as a tile with its number, large.
pub fn die<'a, M: 'a>(face: u8, size: f32, colour: Color) -> Element<'a, M> {
    container(text(face.to_string()).size(size * 0.62).font(style::STRONG).color(Color::from_rgb8(0x11, 0x11, 0x11)))
        .width(size)
        .height(size)
        .center_x(size)
        .center_y(size)
        .style(move |_| container::Style {
            background: Some(Color::WHITE.into()),
            border: Border { color: colour, width: (size / 14.0).max(2.0), radius: (size / 6.0).into() },
            ..container::Style::default()
        })
        .into()
}

/// A die as a die: a white rounded square in the team's colour with its pips, so that it is
/// never taken for a card number (the projector screen's reveal and fights).
pub fn pips<M: 'static>(face: u8, size: f32, colour: Color) -> Element<'static, M> {
    iced::widget::canvas::Canvas::new(Pips { face, colour }).width(size).height(size).into()
}

struct Pips {
    face: u8,
    colour: Color,
}

impl<M> iced::widget::canvas::Program<M> for Pips {
    type State = ();

    fn draw(
        &self,
        _: &(),
        renderer: &iced::Renderer,
        _: &iced::Theme,
        bounds: iced::Rectangle,
        _: iced::mouse::Cursor,
    ) -> Vec<iced::widget::canvas::Geometry> {
        use iced::widget::canvas::{Frame, Path, Stroke};
        use iced::{Point, Size};
        let mut frame = Frame::new(renderer, bounds.size());
        let s = bounds.width.min(bounds.height);
        let line = (s / 14.0).max(2.0);
        let body = Path::rounded_rectangle(
            Point::new(line / 2.0, line / 2.0),
            Size::new(s - line, s - line),
            (s / 6.0).into(),
        );
        frame.fill(&body, Color::WHITE);
        frame.stroke(&body, Stroke::default().with_width(line).with_color(self.colour));
        let (a, m, z) = (0.27 * s, 0.5 * s, 0.73 * s);
        let spots: &[(f32, f32)] = match self.face {
            1 => &[(m, m)],
            2 => &[(a, a), (z, z)],
            3 => &[(a, a), (m, m), (z, z)],
            4 => &[(a, a), (z, a), (a, z), (z, z)],
            5 => &[(a, a), (z, a), (m, m), (a, z), (z, z)],
            _ => &[(a, a), (z, a), (a, m), (z, m), (a, z), (z, z)],
        };
        for &(x, y) in spots {
            frame.fill(&Path::circle(Point::new(x, y), s * 0.085), Color::from_rgb8(0x11, 0x11, 0x11));
        }
        vec![frame.into_geometry()]
    }
}

pub use crate::report::rank_label;

/// An item of a pick list: a value and its label in the interface language, shown by
/// `Display`. One type for every pick list (languages, colours, products, countries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    pub value: T,
    pub label: String,
}

impl<T> Choice<T> {
    pub fn new(value: T, label: String) -> Choice<T> {
        Choice { value, label }
    }
}

impl<T> std::fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

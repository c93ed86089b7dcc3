//! Small building blocks shared by the screens: buttons, banners, team colours.

use iced::widget::{button, container, text};
use iced::{Border, Color, Element, Fill};

use super::Message;

/// A button that is greyed out when there is nothing to do.
pub fn button_maybe<'a>(label: String, msg: Option<Message>) -> Element<'a, Message> {
    button(text(label)).on_press_maybe(msg).into()
}

pub fn error_banner<'a>(msg: String) -> Element<'a, Message> {
    container(text(msg).size(18)).padding(10).width(Fill).style(container::danger).into()
}

pub fn info_banner<'a>(msg: String) -> Element<'a, Message> {
    container(text(msg).size(18)).padding(10).width(Fill).style(container::secondary).into()
}

/// A team colour. Names are translated in the UI; the record keeps the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Red,
    Blue,
    Green,
    Yellow,
    Black,
    White,
    Orange,
    Purple,
    Brown,
    Pink,
    Grey,
    Turquoise,
}

impl Colour {
    pub const ALL: [Colour; 12] = [
        Colour::Red,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Black,
        Colour::White,
        Colour::Orange,
        Colour::Purple,
        Colour::Brown,
        Colour::Pink,
        Colour::Grey,
        Colour::Turquoise,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Black => "black",
            Colour::White => "white",
            Colour::Orange => "orange",
            Colour::Purple => "purple",
            Colour::Brown => "brown",
            Colour::Pink => "pink",
            Colour::Grey => "grey",
            Colour::Turquoise => "turquoise",
        }
    }

    pub fn from_code(code: &str) -> Colour {
        Colour::ALL.into_iter().find(|c| c.code() == code).unwrap_or(Colour::Grey)
    }

    pub fn rgb(self) -> Color {
        let (r, g, b) = match self {
            Colour::Red => (0xd3, 0x2f, 0x2f),
            Colour::Blue => (0x19, 0x76, 0xd2),
            Colour::Green => (0x38, 0x8e, 0x3c),
            Colour::Yellow => (0xfb, 0xc0, 0x2d),
            Colour::Black => (0x21, 0x21, 0x21),
            Colour::White => (0xf5, 0xf5, 0xf5),
            Colour::Orange => (0xf5, 0x7c, 0x00),
            Colour::Purple => (0x7b, 0x1f, 0xa2),
            Colour::Brown => (0x6d, 0x4c, 0x41),
            Colour::Pink => (0xe9, 0x1e, 0x63),
            Colour::Grey => (0x9e, 0x9e, 0x9e),
            Colour::Turquoise => (0x00, 0x96, 0x88),
        };
        Color::from_rgb8(r, g, b)
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Pick lists show the colour's name in the interface language.
        f.write_str(&super::current_translator().text(&format!("colour-{}", self.code())))
    }
}

/// A small square in the team's colour, with a border so white shows on white.
pub fn swatch<'a>(colour: Colour) -> Element<'a, Message> {
    container(text(""))
        .width(22)
        .height(22)
        .style(move |_| container::Style {
            background: Some(colour.rgb().into()),
            border: Border { color: Color::from_rgb8(0x55, 0x55, 0x55), width: 1.0, radius: 3.0.into() },
            ..container::Style::default()
        })
        .into()
}

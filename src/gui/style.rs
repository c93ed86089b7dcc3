//! The visual system of the console and the projector: one typeface (Fira Sans, with a semibold
//! face for headings), one button height, one primary action per screen in the accent colour,
//! outlined secondary actions, red only for what destroys, and team colours that pupils with a
//! colour-vision deficiency can tell apart (Okabe & Ito's palette, extended), each with a name.

use iced::widget::{button, container, text};
use iced::{Background, Border, Color, Font, Theme, font};

/// Fira Sans, embedded once: the same bytes as the handouts' (`handouts::fonts`).
pub const REGULAR_BYTES: &[u8] = crate::handouts::fonts::FACES[crate::handouts::fonts::REGULAR].bytes;
pub const SEMIBOLD_BYTES: &[u8] = crate::handouts::fonts::FACES[crate::handouts::fonts::SEMIBOLD].bytes;

/// Every font the console and the projector screen draw with: Fira Sans regular and semibold,
/// and the handouts' fallbacks, so that names in Arabic, Hebrew, Chinese, Japanese or with emoji
/// show even where the system has no such font (the window and the film drawn without one).
pub fn font_bytes() -> impl Iterator<Item = &'static [u8]> {
    [REGULAR_BYTES, SEMIBOLD_BYTES]
        .into_iter()
        .chain(crate::handouts::fonts::FALLBACKS.iter().map(|&face| crate::handouts::fonts::bytes(face)))
}

/// Body text.
pub const BODY: Font = Font::with_name("Fira Sans");
/// Headings, team names in tables, the numbers that matter.
pub const STRONG: Font = Font { weight: font::Weight::Semibold, ..Font::with_name("Fira Sans") };

/// Text sizes of the console (logical pixels).
pub const SMALL: f32 = 14.0;
pub const NORMAL: f32 = 16.0;
pub const LARGE: f32 = 20.0;
pub const TITLE: f32 = 24.0;
/// The text read out to the class.
pub const READ_OUT: f32 = 24.0;

/// Every button has this padding, so every button has one height (40 px with 16 px text).
pub const BUTTON_PAD: [u16; 2] = [9, 16];
/// The one large action of a screen (Resolve, Next situation).
pub const MAIN_PAD: [u16; 2] = [12, 28];

/// The accent of the app: a dark teal that reads on a copier and on a projector.
const ACCENT: Color = Color::from_rgb(0.0, 0.36, 0.45);
const ACCENT_DARK: Color = Color::from_rgb(0.0, 0.28, 0.36);
const DANGER: Color = Color::from_rgb(0.70, 0.11, 0.11);

/// The light theme: a warm paper white, black text, the accent.
pub fn light() -> Theme {
    Theme::custom(
        "Colony light",
        iced::theme::Palette {
            background: Color::from_rgb8(0xfb, 0xfa, 0xf7),
            text: Color::from_rgb8(0x1a, 0x1a, 0x1a),
            primary: ACCENT,
            success: Color::from_rgb8(0x1b, 0x6e, 0x3a),
            warning: Color::from_rgb8(0xb3, 0x6b, 0x00),
            danger: DANGER,
        },
    )
}

/// The dark theme, for a dim room.
pub fn dark() -> Theme {
    Theme::custom(
        "Colony dark",
        iced::theme::Palette {
            background: Color::from_rgb8(0x1c, 0x1e, 0x21),
            text: Color::from_rgb8(0xec, 0xec, 0xea),
            primary: Color::from_rgb8(0x3f, 0xa7, 0xbd),
            success: Color::from_rgb8(0x5c, 0xb8, 0x7a),
            warning: Color::from_rgb8(0xe0, 0xa0, 0x30),
            danger: Color::from_rgb8(0xe5, 0x5b, 0x5b),
        },
    )
}

fn radius() -> iced::border::Radius {
    6.0.into()
}

/// The one primary action of a screen: filled with the accent.
pub fn primary(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let base = button::Style {
        background: Some(Background::Color(p.primary.base.color)),
        text_color: p.primary.base.text,
        border: Border { color: p.primary.base.color, width: 1.0, radius: radius() },
        ..button::Style::default()
    };
    match status {
        button::Status::Hovered | button::Status::Pressed => button::Style {
            background: Some(Background::Color(if p.is_dark { p.primary.strong.color } else { ACCENT_DARK })),
            ..base
        },
        button::Status::Disabled => button::Style {
            background: Some(Background::Color(p.background.strong.color)),
            text_color: p.background.base.text.scale_alpha(0.55),
            border: Border { color: p.background.strong.color, ..base.border },
            ..base
        },
        button::Status::Active => base,
    }
}

/// A secondary action: outlined, never filled.
pub fn secondary(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let base = button::Style {
        background: Some(Background::Color(p.background.base.color)),
        text_color: p.background.base.text,
        border: Border { color: p.background.strong.color, width: 1.5, radius: radius() },
        ..button::Style::default()
    };
    match status {
        button::Status::Hovered | button::Status::Pressed => button::Style {
            background: Some(Background::Color(p.background.weak.color)),
            border: Border { color: p.primary.base.color, ..base.border },
            ..base
        },
        button::Status::Disabled => button::Style { text_color: base.text_color.scale_alpha(0.4), ..base },
        button::Status::Active => base,
    }
}

/// A choice that is switched on (a card laid, a toggle on): filled, but not the accent.
pub fn chosen(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    // The accent colour, framed in the text colour: what is chosen stands out from the
    // choices beside it at a glance, in both themes.
    let base = button::Style {
        background: Some(Background::Color(p.primary.base.color)),
        text_color: p.primary.base.text,
        border: Border { color: p.background.base.text, width: 2.0, radius: radius() },
        ..button::Style::default()
    };
    match status {
        button::Status::Disabled => button::Style { text_color: base.text_color.scale_alpha(0.5), ..base },
        _ => base,
    }
}

/// Only for what destroys (delete a class): red.
pub fn danger(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let base = button::Style {
        background: Some(Background::Color(p.danger.base.color)),
        text_color: p.danger.base.text,
        border: Border { color: p.danger.base.color, width: 1.0, radius: radius() },
        ..button::Style::default()
    };
    match status {
        button::Status::Hovered | button::Status::Pressed => {
            button::Style { background: Some(Background::Color(p.danger.strong.color)), ..base }
        }
        _ => base,
    }
}

/// A panel: a slightly darker surface with a hairline.
pub fn panel(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style::default().background(p.background.weak.color).border(Border {
        color: p.background.strong.color,
        width: 1.0,
        radius: 8.0.into(),
    })
}

/// The box that holds the text read out to the class.
/// A progress bar's track and its filled part (the projector's debrief).
pub fn progress_track(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style::default()
        .background(p.background.strong.color)
        .border(Border { radius: 6.0.into(), ..Border::default() })
}

pub fn progress_done(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style::default()
        .background(p.primary.base.color)
        .border(Border { radius: 6.0.into(), ..Border::default() })
}

pub fn read_out(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style::default().background(p.background.base.color).border(Border {
        color: p.primary.base.color,
        width: 2.0,
        radius: 8.0.into(),
    })
}

/// A banner for something that went wrong.
pub fn error_banner(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style::default().background(p.danger.weak.color).color(p.danger.weak.text).border(Border {
        color: p.danger.base.color,
        width: 1.0,
        radius: 6.0.into(),
    })
}

/// A banner for information.
pub fn info_banner(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style::default().background(p.primary.weak.color).color(p.primary.weak.text).border(Border {
        color: p.primary.base.color,
        width: 1.0,
        radius: 6.0.into(),
    })
}

/// Secondary text (explanations under a heading).
pub fn muted(theme: &Theme) -> text::Style {
    text::Style { color: Some(theme.extended_palette().background.base.text.scale_alpha(0.72)) }
}

/// Text that asks for the teacher's attention (a card changed from a second device).
pub fn warning(theme: &Theme) -> text::Style {
    text::Style { color: Some(theme.extended_palette().danger.base.color) }
}

/// Whether a team's colour is too dark to show on the dark theme's background by itself (the
/// black and the wine team): it gets a light edge there.
pub fn too_dark_for_dark(c: Color) -> bool {
    0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 0.2
}

/// Whether a team's colour is too pale to show on the light theme's off-white by itself (the
/// yellow, light green and pink teams): its line gets a darker edge there.
pub fn too_light_for_light(c: Color) -> bool {
    relative_luminance(c) > 0.45
}

/// The darker edge of a pale team's line on the light theme: its own colour, darkened.
pub fn darker(c: Color) -> Color {
    Color::from_rgb(c.r * 0.6, c.g * 0.6, c.b * 0.6)
}

pub use crate::colour::Colour;

/// The light edge a dark team's line or chip gets on the dark theme.
pub const HALO: Color = Color::from_rgba8(0xdd, 0xdd, 0xdd, 0.85);

/// The relative luminance of a colour (WCAG 2): its sRGB values made linear and weighed.
pub fn relative_luminance(c: Color) -> f32 {
    let linear = |v: f32| if v <= 0.040_45 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) };
    0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
}

/// What a team colour looks like on screen (the colour itself knows no iced: `crate::colour`).
impl Colour {
    pub fn rgb(self) -> Color {
        let (r, g, b) = self.rgb8();
        Color::from_rgb8(r, g, b)
    }

    /// Text that reads on this colour: black on light colours, white on dark ones.
    pub fn on(self) -> Color {
        // Whichever of near-black and white stands out more, by the contrast ratio of WCAG 2
        // (relative luminance of the linear light, not of the encoded values).
        let dark = Color::from_rgb8(0x11, 0x11, 0x11);
        let bg = relative_luminance(self.rgb());
        let ratio = |ink: Color| {
            let l = relative_luminance(ink);
            (l.max(bg) + 0.05) / (l.min(bg) + 0.05)
        };
        if ratio(dark) >= ratio(Color::WHITE) { dark } else { Color::WHITE }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pale teams' lines get a darker edge on the off-white, and that edge stands out
    /// from the wall (3:1, as WCAG asks of graphics).
    #[test]
    fn the_pale_teams_get_a_darker_edge_that_shows_on_the_light_wall() {
        let pale: Vec<Colour> = Colour::ALL.into_iter().filter(|c| too_light_for_light(c.rgb())).collect();
        assert_eq!(pale, [Colour::Yellow, Colour::LightPink, Colour::LightGreen]);
        let wall = Color::from_rgb8(0xfa, 0xf8, 0xf4);
        for c in pale {
            assert!(contrast(darker(c.rgb()), wall) >= 3.0, "{c:?}: {}", contrast(darker(c.rgb()), wall));
        }
    }

    fn contrast(a: Color, b: Color) -> f32 {
        let (x, y) = (relative_luminance(a), relative_luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    /// CIE L*a*b* of an sRGB colour (D65), for the distance between two colours (CIE76).
    fn lab(c: Color) -> [f32; 3] {
        let linear = |v: f32| if v <= 0.040_45 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) };
        let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
        let f = |t: f32| if t > 0.008_856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
        [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
    }

    fn distance(a: Color, b: Color) -> f32 {
        let (a, b) = (lab(a), lab(b));
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    /// With twelve teams every colour borders several others on the map somewhere, so no two
    /// may be near: green and teal, 19 apart, read as one team. The nearest pairs are reddish
    /// purple and light pink (23 apart, one mid, one light) and sky blue and blue (Okabe-Ito's
    /// own, 26); the land no team holds, independent land and the sea are none of them. Only
    /// black and wine red are dark (indigo beside them merges into one dark patch on a
    /// projector).
    #[test]
    fn no_two_team_colours_are_near_each_other_or_the_land() {
        for (i, a) in Colour::ALL.iter().enumerate() {
            for b in &Colour::ALL[i + 1..] {
                let d = distance(a.rgb(), b.rgb());
                assert!(d >= 22.0, "{} and {} are {d:.0} apart", a.code(), b.code());
            }
            for (what, c) in
                [("free land", (0xf2, 0xea, 0xd3)), ("independent", (0xff, 0xff, 0xff)), ("sea", (0xcd, 0xe2, 0xf0))]
            {
                let d = distance(a.rgb(), Color::from_rgb8(c.0, c.1, c.2));
                assert!(d >= 25.0, "{} and {what} are {d:.0} apart", a.code());
            }
        }
        assert!(distance(Colour::Green.rgb(), Colour::Teal.rgb()) < 22.0, "the test tells the old pair apart");
        let dark = Colour::ALL.iter().filter(|c| lab(c.rgb())[0] < 35.0).count();
        assert_eq!(dark, 2, "black and wine red the only dark colours");
        for c in Colour::RETIRED {
            assert_eq!(Colour::from_code(c.code()), c, "a class set up with {} keeps it", c.code());
        }
    }

    /// The text on a team's colour is whichever of near-black and white reads better: white on
    /// vermilion gives 3.9:1 where black gives about 5:1.
    #[test]
    fn the_text_on_a_teams_colour_has_the_better_contrast() {
        let dark = Color::from_rgb8(0x11, 0x11, 0x11);
        for c in Colour::ALL {
            let (ink, other) = if c.on() == Color::WHITE { (Color::WHITE, dark) } else { (dark, Color::WHITE) };
            assert!(contrast(ink, c.rgb()) >= contrast(other, c.rgb()), "{}", c.code());
            assert!(contrast(ink, c.rgb()) >= 4.5, "{}: {:.1}:1", c.code(), contrast(ink, c.rgb()));
        }
        assert_eq!(Colour::Vermillion.on(), dark);
        assert_eq!(Colour::Black.on(), Color::WHITE);
        assert!((contrast(Color::WHITE, Color::BLACK) - 21.0).abs() < 0.01);
    }
}

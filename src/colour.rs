//! The team colours, as the record names them: codes, their order, and their red, green and
//! blue. Nothing here knows a screen or a page: the teacher's screen draws them with iced
//! (`gui::style`), the PDFs and the phones with their own means.

/// A team colour. The record keeps the code; every code has a name in each language. The
/// first eight are Okabe & Ito's colour-blind-safe palette, the other four from Paul Tol's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Orange,
    SkyBlue,
    Green,
    Yellow,
    Blue,
    Vermillion,
    Purple,
    Black,
    Brown,
    Wine,
    LightGreen,
    LightPink,
    /// Retired: too near green (side by side on the map the two read as one). Kept so
    /// that a class set up with it keeps its colour.
    Teal,
    /// Retired: on the map, a grey team read as land no team holds. Kept as `Teal` is.
    Grey,
}

impl Colour {
    pub const ALL: [Colour; 12] = [
        Colour::Orange,
        Colour::SkyBlue,
        Colour::Green,
        Colour::Yellow,
        Colour::Blue,
        // Reddish purple before vermilion: a class of six gets no two colours that pupils who
        // cannot tell red from green see alike (orange and vermilion are the nearest pair).
        Colour::Purple,
        Colour::Vermillion,
        Colour::Black,
        Colour::LightPink,
        Colour::Brown,
        Colour::Wine,
        Colour::LightGreen,
    ];

    /// Colours a class may hold from an earlier version; never offered for a new team.
    pub const RETIRED: [Colour; 2] = [Colour::Teal, Colour::Grey];

    pub fn code(self) -> &'static str {
        match self {
            Colour::Orange => "orange",
            Colour::SkyBlue => "sky-blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::Vermillion => "vermillion",
            Colour::Purple => "purple",
            Colour::Black => "black",
            Colour::Grey => "grey",
            Colour::Brown => "brown",
            Colour::Wine => "wine",
            Colour::LightGreen => "light-green",
            Colour::LightPink => "light-pink",
            Colour::Teal => "teal",
        }
    }

    /// The colour of a code; the codes of earlier versions map to their nearest colour.
    pub fn from_code(code: &str) -> Colour {
        match code {
            "red" => Colour::Vermillion,
            "turquoise" => Colour::SkyBlue,
            "pink" => Colour::Purple,
            "white" => Colour::Grey,
            _ => Colour::ALL.into_iter().chain(Colour::RETIRED).find(|c| c.code() == code).unwrap_or(Colour::Grey),
        }
    }

    /// Red, green and blue from 0 to 255.
    pub fn rgb8(self) -> (u8, u8, u8) {
        match self {
            Colour::Orange => (0xe6, 0x9f, 0x00),
            Colour::SkyBlue => (0x56, 0xb4, 0xe9),
            Colour::Green => (0x00, 0x9e, 0x73),
            Colour::Yellow => (0xf0, 0xe4, 0x42),
            Colour::Blue => (0x00, 0x72, 0xb2),
            Colour::Vermillion => (0xd5, 0x5e, 0x00),
            Colour::Purple => (0xcc, 0x79, 0xa7),
            Colour::Black => (0x22, 0x22, 0x22),
            Colour::Grey => (0x99, 0x99, 0x99),
            Colour::Brown => (0x8c, 0x51, 0x0a),
            Colour::Wine => (0x88, 0x22, 0x55),
            Colour::LightGreen => (0xb2, 0xdf, 0x8a),
            Colour::LightPink => (0xff, 0xaa, 0xbb),
            Colour::Teal => (0x44, 0xaa, 0x99),
        }
    }

    /// The message id of the colour's name.
    pub fn name_id(self) -> String {
        format!("colour-{}", self.code())
    }
}

//! The projector: the projector screen the class reads from the back row. One idea per screen,
//! large type, the teams' colours. What it shows is worked out from the lesson as plain data
//! (`Slide`), so that it can be frozen, tested and never contains anything the class must not
//! see: no card before the reveal, no consequence, no correction, no teacher's note.

pub mod end;
mod film;
pub mod one_choice;
mod view;
mod whys;

pub use film::film_slide;
pub(crate) use film::{film_caption_of, record_tag, step_line};
pub use view::{DEVICE_MARK, MIN, view};

pub(crate) use super::measure::{fits, lines, one_line, width_of};
use iced::window;

use super::style::Colour;
use crate::i18n::{Arg, Translator};
use crate::report::summary::{Badge, Dice};

/// One choice a debrief question asks about, and the teams that made it.
#[derive(Clone, Debug, PartialEq)]
pub struct DebriefColumn {
    pub label: String,
    pub teams: Vec<Tag>,
}

/// What leads a sentence of a reveal: the card it is about, a point, or nothing (a heading
/// over the rows).
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    Card(crate::engine::Card),
    Point,
    Plain,
}

/// A team as the projector shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tag {
    pub name: String,
    pub colour: Colour,
    /// Its seat: the letter in its colour (A for the first).
    pub seat: usize,
}

/// A team's chip while the cards come in.
#[derive(Clone, Debug, PartialEq)]
pub enum ChipState {
    In,
    /// Its card, turned over for everyone (before the class's real dice are thrown).
    Shown(u8),
    Waiting,
    /// It lays no card at this step, and why (in words).
    SitsOut(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Chip {
    pub tag: Tag,
    pub state: ChipState,
    /// The team's letter on the map (A for the first seat), on the lobby's chips: the class
    /// learns there which letter is theirs.
    pub mark: Option<String>,
    /// A device of the team has joined (a phone glyph after the name): the pupils see that
    /// theirs is in.
    pub device: bool,
    /// The team's letter, which stands for its name where twelve long names would leave the
    /// situation too small to read from the back row.
    pub letter: String,
    /// Shown by its letter alone: a chip still waiting is its outline, with no "…" before the
    /// letter to read as a name cut short.
    pub compact: bool,
}

/// One team's line of the reveal: its card, its changes as badges, its dice.
#[derive(Clone, Debug, PartialEq)]
pub struct RevealRow {
    pub tag: Tag,
    pub card: Option<crate::engine::Card>,
    pub note: Option<String>,
    pub badges: Vec<Badge>,
    /// The dice of the team's card, a fight or a farm.
    pub dice: Vec<Dice>,
    /// A monopoly roll-off's dice, each with its product's name.
    pub rolls: Vec<(String, u8)>,
}

/// A team in the standings: the rank by gold (ties "=2"), the rank by prestige beside it, and
/// how its rank by gold moved since the last phase ended.
#[derive(Clone, Debug, PartialEq)]
pub struct StandRow {
    pub rank: String,
    pub tag: Tag,
    pub gold: u32,
    pub prestige: u32,
    pub prestige_rank: String,
    /// Places gained (+) or lost (−) by gold since the end of the last phase.
    pub moved: Option<i64>,
}

/// A team beside the map: its colour and name, the letter in its countries, and its slave ship.
#[derive(Clone, Debug, PartialEq)]
pub struct MapTeam {
    pub tag: Tag,
    pub letter: String,
    pub slave_ship: bool,
}

/// The key to the map's signs: all of them (beside a map of few teams, where it keeps the map
/// the same size from one entry to the next), and only those on the map now (under a map of
/// many teams, where the room is the map's).
#[derive(Clone, Debug, PartialEq)]
pub struct MapKey {
    pub all: String,
    pub shown: String,
}

/// The key to the signs of `picture`, in the lesson's language: all of them, and those on the
/// map now.
pub fn map_key(tr: &crate::i18n::Translator, picture: &crate::gui::map::MapPicture, teams: &[MapTeam]) -> MapKey {
    // The example is a real label of the first team's (its first country on the map).
    let example = picture
        .board
        .spots
        .iter()
        .position(|s| s.holder == crate::board::Holder::Team(0))
        .map_or((1, 1), |i| (i + 1, picture.board.spots[i].armies));
    // A symbol and its word never part at the end of a line (a no-break space between).
    let sign = |symbol: &str, word: String| format!("{symbol}\u{a0}{word}");
    let spots = &picture.board.spots;
    let any = |f: &dyn Fn(&crate::board::Spot) -> bool| spots.iter().any(f);
    // Each sign of the key, and whether it is on the map now (the resources and buildings are
    // shown under the countries just changed where there are many teams).
    let under_changed = |f: &dyn Fn(&crate::board::Spot) -> bool| spots.iter().any(|s| s.changed && f(s));
    let mut key = vec![
        (
            tr.tr(
                "projector-map-letter",
                &[
                    ("country", crate::i18n::Arg::from(example.0)),
                    ("letter", crate::i18n::Arg::from("A")),
                    ("armies", crate::i18n::Arg::from(example.1)),
                ],
            ),
            true,
        ),
        (tr.text("projector-map-resources"), under_changed(&|s| s.resources > 0)),
    ];
    key.extend(crate::vocabulary::Building::ALL.into_iter().map(|b| {
        let word = sign(crate::gui::map::symbol(b), tr.text(&format!("building-{}", b.code())));
        (word, under_changed(&|s| s.buildings.has(b)))
    }));
    key.push((sign(crate::gui::map::REBELLION, tr.text("team-rebellion")), any(&|s| s.rebellion)));
    // Which teams have a slave ship, in words beside their letters: no sign of it on the teams'
    // own chips, where it would read as a badge.
    let ships: Vec<&str> = teams.iter().filter(|t| t.slave_ship).map(|t| t.letter.as_str()).collect();
    if !ships.is_empty() {
        let letters = crate::i18n::Arg::from(ships.join(", "));
        key.push((tr.tr("projector-map-slave-ships", &[("letters", letters)]), true));
    }
    key.push((
        sign(crate::gui::map::INDEPENDENT, tr.text("projector-map-independent")),
        any(&|s| s.holder == crate::board::Holder::Independent),
    ));
    key.push((tr.text("projector-map-changed"), any(&|s| s.changed)));
    let join = |only_shown: bool| {
        key.iter().filter(|(_, on)| *on || !only_shown).map(|(w, _)| w.as_str()).collect::<Vec<_>>().join("  ·  ")
    };
    MapKey { all: join(false), shown: join(true) }
}

/// A team beside the film's map: its letter, colour and name, its gold and prestige then.
#[derive(Clone, Debug, PartialEq)]
pub struct FilmTeam {
    pub tag: Tag,
    pub letter: String,
    pub gold: u32,
    pub prestige: u32,
}

/// A team in the chart of how each got there: its gold and prestige after each phase.
#[derive(Clone, Debug, PartialEq)]
pub struct JourneyTeam {
    pub tag: Tag,
    pub lit: bool,
    pub gold: Vec<u32>,
    pub prestige: Vec<u32>,
}

/// A team in the end chart.
#[derive(Clone, Debug, PartialEq)]
pub struct SlopeTeam {
    pub tag: Tag,
    pub rank_gold: usize,
    pub rank_prestige: usize,
    pub tied_gold: bool,
    pub tied_prestige: bool,
    pub gold: u32,
    pub prestige: u32,
    /// Drawn in its colour; else faint (the teacher lit up other teams).
    pub lit: bool,
}

/// The page's address and QR code for team devices, for the projector. It opens the page only:
/// each team joins with its own code, which the teacher hands to that team alone.
#[derive(Clone, Debug, PartialEq)]
pub struct Join {
    /// "On your phone, open:"
    pub label: String,
    /// The address to type, without "http://" (phone browsers add it).
    pub address: String,
    /// "then type your team's code."
    pub code: String,
    pub qr: Option<crate::gui::devices_panel::Qr>,
}

impl Join {
    /// How to join the devices `d`: their address and QR code, with the line `code` says
    /// about the team's code.
    pub(crate) fn to(tr: &Translator, d: &crate::gui::devices_panel::DeviceConsole, code: &str) -> Join {
        Join {
            label: tr.text("projector-join"),
            address: crate::devices::authority(d.server.addr()),
            code: tr.text(code),
            qr: d.qr.clone(),
        }
    }
}

/// The words around a fight on the projector screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WarWords {
    pub versus: String,
    pub attacker_armies: String,
    pub defender_armies: String,
    pub throw: String,
    /// Equal dice: the throw is repeated.
    pub tie: Option<String>,
    /// "attacks" and "defends", above each side.
    pub attacks: String,
    pub defends: String,
    /// What the last throw did, in the loser's colour: "1 army lost by Ελλάδα"; with the side
    /// that lost it (true: the attacker).
    pub banner: Option<(String, bool)>,
    /// What the loser's badge says beside its armies: "−1 country" when the throw took the
    /// country (its "0 armies" then lost no army); none for an army, which its count says.
    pub badge: String,
}

/// Everything a projector screen shows, and nothing else.
#[derive(Clone, Debug, PartialEq)]
pub enum Slide {
    Title {
        title: String,
        subtitle: String,
    },
    /// A phase's opening, before its first situation: the phase and its game years, and the
    /// text the teacher reads out.
    Opening {
        heading: String,
        progress: (usize, usize),
        text: String,
    },
    Situation {
        phase: String,
        /// Which phase this is and how many the game has: the dots before the phase line.
        progress: (usize, usize),
        text: String,
        options: Vec<String>,
        /// At a step the class discusses instead of playing: the questions it talks about (and
        /// no options laid out as a choice).
        prompts: Vec<String>,
        chips: Vec<Chip>,
        count: Option<String>,
        /// The cards in and the cards awaited ("5/6"), the number the class watches: drawn
        /// the largest on the frame.
        tally: Option<(usize, usize)>,
        /// How teams join from their devices, while team devices are on.
        join: Option<Join>,
    },
    /// Before the first step, while team devices are on: how to join, large enough for the
    /// back row (the address) and the middle of the room (the QR code), and each team's chip
    /// lit once its first device has joined.
    Lobby {
        title: String,
        join: Join,
        chips: Vec<Chip>,
        /// "4 of 6 teams have joined".
        count: String,
    },
    Reveal {
        title: String,
        rows: Vec<RevealRow>,
        /// What the entry meant for people: one sentence per card laid (with its number), and
        /// one for each rising (with the letter of the team they rose against), conquest and
        /// independence won.
        outcomes: Vec<(Mark, String)>,
        /// The entry did violence to people (a conquest, the slave trade, a rising put down) or
        /// the people rose: their sentences come first and large, and the teams' gains are
        /// shown without celebrating them.
        people_first: bool,
    },
    War {
        title: String,
        attacker: Tag,
        defender: Option<(Tag, u32)>,
        armies: u32,
        throw: Option<(u8, u8)>,
        throws: usize,
        caption: String,
        /// The frame's words: "against", the armies as "3 armies", "Throw 2", a tie.
        words: WarWords,
    },
    Standings {
        title: String,
        rows: Vec<StandRow>,
        legend: String,
        columns: [String; 4],
    },
    /// The map, with each team's letter and name beside it and the key to its signs below.
    Map {
        picture: crate::gui::map::MapPicture,
        teams: Vec<MapTeam>,
        key: MapKey,
        /// In a fight: "Attack: A against B, country 30 from country 36".
        caption: Option<String>,
    },
    End {
        title: String,
        teams: Vec<SlopeTeam>,
        labels: [String; 4],
        /// How the ranks go: by gold, equal gold by prestige; "=3" shares a rank.
        legend: String,
    },
    /// How each team got to the end: its gold and its prestige after every phase, a line
    /// each, named at its end.
    Journey {
        title: String,
        /// The two charts' titles: gold, prestige.
        charts: [String; 2],
        /// The phases along the bottom.
        phases: Vec<String>,
        teams: Vec<JourneyTeam>,
    },
    /// The film of the game: the map after an entry, what step it was, and each team's gold
    /// and prestige then.
    Film {
        picture: crate::gui::map::MapPicture,
        /// "Phase 2 · Expansion · Colonial wars".
        caption: String,
        /// "Entry 14 of 52 · paused".
        position: String,
        /// The headings over the numbers: gold, prestige.
        heads: [String; 2],
        teams: Vec<FilmTeam>,
    },
    /// "What if?" for a debrief question: what each of its choices brought in games played at
    /// random from the class's start, and the first two side by side in a sentence.
    WhatIf {
        /// The question it belongs to, small above it.
        question: String,
        what_if: crate::report::what_if::WhatIf,
    },
    /// "One choice changed": the sentence, then the game as played beside the changed one,
    /// each with its map at the end and its ranking.
    OneChoice {
        headline: String,
        sides: Box<[one_choice::Side; 2]>,
        /// The ranking's headings: gold, prestige.
        heads: [String; 2],
    },
    /// The teams' own reasons for the cards a debrief question asks about, those the teacher
    /// did not hide: the question small above them.
    Whys {
        question: String,
        title: String,
        /// Each reason: the team, the card it laid ("laid “Trade with them”"), the reason quoted.
        whys: Vec<(Tag, String, String)>,
        /// What the wall says while the teacher has uncovered none.
        empty: String,
    },
    /// A debrief question: the question first and large, under it a column for each choice
    /// it asks about with the teams that made it, and how far the debrief has gone.
    Debrief {
        phase: String,
        question: String,
        groups: Vec<DebriefColumn>,
        /// What a column of a choice nobody made says.
        nobody: String,
        /// "Question 3 of 16", and the 3 and the 16 for the progress bar.
        position: String,
        progress: (usize, usize),
    },
}

/// The projector's own settings, held by the app.
#[derive(Clone, Debug)]
pub struct Projector {
    pub window: Option<window::Id>,
    /// The teacher's A−/A+ on top of the fit to the screen.
    pub scale: f32,
    /// What the projector keeps showing while the teacher looks something up (F8).
    pub frozen: Option<Slide>,
    pub fullscreen: bool,
    /// Where its window is now, as the window system says.
    pub at: Option<iced::Point>,
    /// The place it is being put back to, while its window opens.
    pub reopening: Option<crate::store::ProjectorPlace>,
}

impl Default for Projector {
    fn default() -> Projector {
        Projector { window: None, scale: 1.0, frozen: None, fullscreen: false, at: None, reopening: None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_break_between_words_and_a_long_word_does_not_fit() {
        let one = width_of("Los", 20.0, true) * 1.1;
        // Each word on a line of its own, never broken inside.
        assert_eq!(lines("Los Los Los", 20.0, one, true), 3.0);
        assert_eq!(lines("Los", 20.0, one, true), 1.0);
        // "Conquistadores" is wider than the line: it would break inside, and does not fit.
        assert!(!fits("Los Conquistadores", 20.0, one * 2.0, true));
        assert!(fits("Los Los", 20.0, one, true));
        assert!(lines("Conquistadores", 20.0, one, true) >= 2.0);
    }
}

//! The projector: the projector screen the class reads from the back row. One idea per screen,
//! large type, the teams' colours. What it shows is worked out from the lesson as plain data
//! (`Slide`), so that it can be frozen, tested and never contains anything the class must not
//! see: no card before the reveal, no consequence, no correction, no teacher's note.

pub mod end;
pub mod one_choice;
mod view;
mod whys;

pub use view::{MIN, view};

use iced::window;

use super::lesson::{LessonScreen, Mode, Revealed};
use super::style::Colour;
use crate::engine::{Expect, FightEnd, Standing, standings};
use crate::i18n::{Arg, Translator};
use crate::report::summary::{self, Badge, Dice};
use crate::seen::{CardSeen, Viewer};

/// The width of a text in Fira Sans, estimated from its letters (semibold is a little wider).
pub(crate) fn width_of(s: &str, size: f32, strong: bool) -> f32 {
    let em: f32 = s
        .chars()
        .map(|c| match c {
            'W' | 'M' | 'm' | 'w' | 'Æ' | 'Œ' | 'Ж' | 'Ш' | 'Щ' | 'Ю' | 'ш' | 'щ' | 'ж' | 'ю' | '—' => 0.9,
            'i' | 'l' | 'j' | 'I' | '.' | ',' | '\'' | ':' | ';' | '!' | '|' | 'ı' => 0.28,
            ' ' | '\u{a0}' => 0.26,
            c if c.is_ascii_digit() => 0.56,
            c if c.is_uppercase() => 0.66,
            _ => 0.53,
        })
        .sum();
    em * size * if strong { 1.06 } else { 1.0 }
}

/// `s` on one line of `width` at `size`: as it is where it fits, else cut at a letter and ended
/// with "…" (the full name is shown where there is room, or on hover).
pub(crate) fn one_line(s: &str, size: f32, width: f32, strong: bool) -> String {
    if width_of(s, size, strong) <= width {
        return s.to_string();
    }
    let room = width - width_of("…", size, strong);
    let mut out = String::new();
    for c in s.chars() {
        let mut next = out.clone();
        next.push(c);
        if width_of(&next, size, strong) > room {
            break;
        }
        out = next;
    }
    format!("{}…", out.trim_end())
}

/// How many lines a text needs at `size` in `width`, broken between words as the text widget
/// breaks it. A word wider than the line is broken inside (and counts as many lines): the
/// screens that lay names out give them a size at which their longest word fits (`fits`).
pub(crate) fn lines(s: &str, size: f32, width: f32, strong: bool) -> f32 {
    let width = width.max(1.0);
    let space = width_of(" ", size, strong);
    let (mut n, mut x) = (1.0f32, 0.0f32);
    // A no-break space binds its words into one (`report::short_questions_together`).
    for word in s.split([' ', '\n', '\t']).filter(|w| !w.is_empty()) {
        // A little room for the measure being an estimate.
        let w = width_of(word, size, strong) * 1.04;
        if x > 0.0 && x + space + w > width {
            n += 1.0;
            x = 0.0;
        }
        if w > width {
            n += (w / width).floor();
            x = w % width;
        } else {
            x += if x > 0.0 { space + w } else { w };
        }
    }
    n
}

/// Whether every word of `s` fits a line `width` wide at `size` (no word broken inside). A
/// word of more than 20 letters is left out: no size the screen may use would hold it, and it
/// breaks wherever it must.
pub(crate) fn fits(s: &str, size: f32, width: f32, strong: bool) -> bool {
    s.split_whitespace().filter(|w| w.chars().count() <= 20).all(|w| width_of(w, size, strong) * 1.04 <= width)
}

/// One choice a debrief question asks about, and the teams that made it.
#[derive(Clone, Debug, PartialEq)]
pub struct DebriefColumn {
    pub label: String,
    pub teams: Vec<Tag>,
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
    /// theirs is in (the screen review, W18).
    pub device: bool,
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
    fn to(tr: &Translator, d: &crate::gui::devices_panel::DeviceConsole, code: &str) -> Join {
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
    /// What the last throw did, in the loser's colour: "Ελλάδα loses 1 army"; with the side
    /// that lost it (true: the attacker).
    pub banner: Option<(String, bool)>,
}

/// A fight on the projector screen: the two teams and what the last throw did.
struct FightView<'a> {
    attacker: &'a str,
    defender: Option<&'a str>,
    armies: u32,
    defending: Option<u32>,
    throw: Option<(u8, u8)>,
    throws: usize,
    /// The last throw took the defended country.
    fell: Option<usize>,
    /// The defended country's number (where a fight is on).
    target: Option<usize>,
    /// What the last throw did is told (not after a retreat).
    banner: bool,
}

fn war_words(tr: &Translator, f: FightView<'_>) -> WarWords {
    let count = |n: u32| tr.tr("projector-war-armies", &[("armies", Arg::from(n))]);
    // The loser of the last throw: the lower die (a tie removes nothing).
    // With the reason: "5 beats 2: Portugal loses 1 army".
    let dice = |a: u8, d: u8| [("high", Arg::from(u32::from(a.max(d)))), ("low", Arg::from(u32::from(a.min(d))))];
    let banner = match (f.throw.filter(|_| f.banner), f.defender) {
        (Some((a, d)), Some(defender)) if a > d => {
            let [high, low] = dice(a, d);
            Some(match f.fell {
                Some(country) => (
                    tr.tr(
                        "projector-war-loses-country",
                        &[high, low, ("team", Arg::from(defender)), ("country", Arg::from(country))],
                    ),
                    false,
                ),
                None => (tr.tr("projector-war-loses-army", &[high, low, ("team", Arg::from(defender))]), false),
            })
        }
        (Some((a, d)), Some(_)) if a < d => {
            let [high, low] = dice(a, d);
            Some((tr.tr("projector-war-loses-army", &[high, low, ("team", Arg::from(f.attacker))]), true))
        }
        _ => None,
    };
    WarWords {
        versus: tr.text("lesson-versus"),
        attacker_armies: count(f.armies),
        defender_armies: f.defending.map(count).unwrap_or_default(),
        throw: if f.throws > 0 { tr.tr("projector-war-throw", &[("n", Arg::from(f.throws))]) } else { String::new() },
        tie: {
            // A fight on at 0 armies: the class is told why (u17).
            let tie = f.throw.filter(|(a, d)| a == d).map(|_| tr.text("projector-war-tie"));
            let none_left = match (f.defending, f.target, f.fell) {
                (Some(0), Some(country), None) => Some(tr.tr(
                    "projector-war-none-left",
                    &[("country", Arg::from(country)), ("team", Arg::from(f.attacker))],
                )),
                _ => None,
            };
            match (tie, none_left) {
                (Some(t), Some(n)) => Some(format!("{t} {n}")),
                (t, n) => t.or(n),
            }
        },
        attacks: tr.text("projector-war-attacks"),
        defends: tr.text("projector-war-defends"),
        banner,
    }
}

/// "Colonial wars · war 2 of 3": which attacker's turn it is, of those who chose to attack.
fn wars_title(tr: &Translator, game: &crate::engine::Game) -> String {
    match &game.state().stage {
        crate::engine::Stage::Wars(w) if w.attackers.len() > 1 => {
            tr.tr("projector-wars-count", &[("n", Arg::from(w.current + 1)), ("count", Arg::from(w.attackers.len()))])
        }
        _ => tr.text("projector-wars"),
    }
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
        /// one for each rising, conquest and independence won.
        outcomes: Vec<(Option<crate::engine::Card>, String)>,
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
        key: String,
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
    /// The class sees the console (a mirrored projector): the console hides the consequences.
    pub class_sees_console: bool,
    /// The one-display warning was shown (it is shown once).
    pub warned: bool,
    /// Where its window is now, as the window system says.
    pub at: Option<iced::Point>,
    /// The place it is being put back to, while its window opens.
    pub reopening: Option<crate::store::ProjectorPlace>,
}

impl Default for Projector {
    fn default() -> Projector {
        Projector {
            window: None,
            scale: 1.0,
            frozen: None,
            fullscreen: false,
            class_sees_console: false,
            warned: false,
            at: None,
            reopening: None,
        }
    }
}

fn tag(l: &LessonScreen, t: usize) -> Tag {
    record_tag(l.session().record(), t)
}

fn record_tag(record: &crate::engine::Record, t: usize) -> Tag {
    let team = &record.teams[t];
    Tag { name: team.name.clone(), colour: Colour::from_code(&team.colour), seat: t }
}

/// The standings now, sorted by gold, with the moves since the last finished phase.
pub fn standings_frame(l: &LessonScreen, title: String) -> Slide {
    let tr = l.lesson_translator();
    let st = l.session().game().state();
    let rows = standings(st);
    let lesson = l.session().game().lesson();
    // How each team's rank moved since the phase end before now: right after a phase ends (its
    // investment), that is the phase before it, not the one that has just ended (which would
    // show every team as "=").
    let ends: Vec<_> = l.session().timeline().phase_ends(lesson).into_iter().filter(|p| p.phase.is_some()).collect();
    let before = match ends.split_last() {
        Some((last, earlier)) if last.rows == rows => earlier.last().cloned(),
        Some((last, _)) => Some(last.clone()),
        None => None,
    };
    let mut order: Vec<&Standing> = rows.iter().collect();
    order.sort_by_key(|r| (r.rank_gold, r.team));
    let rows_out = order
        .iter()
        .map(|r| StandRow {
            rank: super::widgets::rank_label(r.rank_gold, r.tied_gold),
            tag: tag(l, r.team),
            gold: r.gold,
            prestige: r.prestige,
            prestige_rank: super::widgets::rank_label(r.rank_prestige, r.tied_prestige),
            moved: before.as_ref().map(|b| b.rows[r.team].rank_gold as i64 - r.rank_gold as i64),
        })
        .collect::<Vec<StandRow>>();
    // The arrows are explained only where they are shown (not before the first phase ends).
    let arrows = rows_out.iter().any(|r| r.moved.is_some());
    Slide::Standings {
        title,
        legend: tr.text(if arrows { "projector-standings-legend" } else { "projector-standings-legend-plain" }),
        rows: rows_out,
        columns: [
            tr.text("projector-col-rank"),
            tr.text("col-gold"),
            tr.text("col-prestige"),
            tr.text("projector-col-prestige-rank"),
        ],
    }
}

/// The map as the class may see it now, the teams beside it and the key below; `None` on the
/// own board.
pub fn map_frame(l: &LessonScreen) -> Option<Slide> {
    let tr = l.lesson_translator();
    // The size of the numbers is set when the frame is laid out.
    let picture = super::lesson::map_picture(l, Viewer::Class)?;
    let st = l.session().game().state();
    let teams = picture
        .teams
        .iter()
        .enumerate()
        .map(|(t, (_, letter))| MapTeam {
            tag: tag(l, t),
            letter: letter.clone(),
            slave_ship: st.teams.get(t).is_some_and(|t| t.slave_ship),
        })
        .collect();
    // The example is a real label of the first team's (its first country on the map).
    let example = picture
        .board
        .spots
        .iter()
        .position(|s| s.holder == crate::board::Holder::Team(0))
        .map_or((1, 1), |i| (i + 1, picture.board.spots[i].armies));
    // A symbol and its word never part at the end of a line (a no-break space between).
    let sign = |symbol: &str, word: String| format!("{symbol}\u{a0}{word}");
    let mut key = vec![
        tr.tr(
            "projector-map-letter",
            &[("country", Arg::from(example.0)), ("letter", Arg::from("A")), ("armies", Arg::from(example.1))],
        ),
        tr.text("projector-map-resources"),
    ];
    key.extend(
        crate::vocabulary::Building::ALL
            .into_iter()
            .map(|b| sign(super::map::symbol(b), tr.text(&format!("building-{}", b.code())))),
    );
    key.push(sign(super::map::REBELLION, tr.text("team-rebellion")));
    key.push(sign("⛵", tr.text("team-slave-ship")));
    key.push(sign(super::map::INDEPENDENT, tr.text("projector-map-independent")));
    // Always there, so that the map keeps its size from one entry to the next.
    key.push(tr.text("projector-map-changed"));
    // In a fight: who attacks whom, in words.
    // In a fight: who attacks whom, the armies on both sides and the last throw (u16: the
    // class saw the arrow but had to ask for the dice).
    let caption = match l.session().game().expecting() {
        Expect::Throw { attacker, fight } | Expect::Occupy { attacker, fight, .. } => {
            let armies = |c: crate::engine::CountryId| {
                tr.tr("projector-war-armies", &[("armies", Arg::from(st.countries[usize::from(c)].armies))])
            };
            let mut words = vec![
                l.fight_title(tr, attacker, fight),
                tr.tr(
                    "projector-map-fight-armies",
                    &[
                        ("from", Arg::from(l.number(fight.from))),
                        ("attacking", Arg::from(armies(fight.from))),
                        ("target", Arg::from(l.number(fight.target))),
                        ("defending", Arg::from(armies(fight.target))),
                    ],
                ),
            ];
            let throws = l.session().timeline().last_fight().map(|f| f.throws).unwrap_or_default();
            if let Some(&(a, d)) = throws.last() {
                words.push(tr.tr(
                    "projector-map-fight-throw",
                    &[
                        ("n", Arg::from(throws.len())),
                        ("attacker", Arg::from(u32::from(a))),
                        ("defender", Arg::from(u32::from(d))),
                    ],
                ));
            }
            Some(words.join("  ·  "))
        }
        _ => None,
    };
    Some(Slide::Map { picture, teams, key: key.join("  ·  "), caption })
}

/// What the projector shows for the lesson as it stands. Everything is in the lesson's language.
pub fn frame(l: &LessonScreen) -> Slide {
    let tr = l.lesson_translator();
    let game = l.session().game();
    let lesson_file = game.lesson();
    if l.projector_standings {
        return standings_frame(l, tr.text("projector-standings"));
    }
    if l.projector_map
        && let Some(slide) = map_frame(l)
    {
        return slide;
    }
    if let Some(slide) = lobby_frame(l) {
        return slide;
    }
    if let Some(phase) = l.opening() {
        return Slide::Opening {
            heading: crate::report::phase_heading(tr, lesson_file, phase),
            progress: (phase, lesson_file.phases.len()),
            text: tr.text(&lesson_file.phases[phase].intro),
        };
    }
    // The cards laid and what an entry did: only what the class may see.
    let seen = l.seen(Viewer::Class);
    if let (Mode::Revealed(r), Some((step, changes))) = (l.mode(), &seen.revealed) {
        return reveal_frame(l, r.kind, *step, changes);
    }
    let Some(step) = lesson_file.steps.get(game.state().step) else {
        return end_frame(l, tr);
    };
    match game.expecting() {
        Expect::Invest => standings_frame(l, tr.text("projector-investment")),
        // A fight that has just ended stays on the projector, with its last throw and how it ended,
        // until the teacher starts the next attack.
        Expect::Attack { attacker } => {
            let ended = l
                .session()
                .timeline()
                .last_fight()
                .filter(|f| f.step == game.state().step)
                .and_then(|f| Some((f.end?, f)));
            match ended {
                Some((end, f)) => ended_fight_frame(l, &f, end),
                None => attacker_frame(l, attacker),
            }
        }
        Expect::Throw { attacker, fight } | Expect::Occupy { attacker, fight, .. } => fight_frame(l, attacker, fight),
        expect => situation_frame(l, step, expect, &seen),
    }
}

/// The end of the game: the rankings and the chart, how each got there, or one of the debrief
/// questions, as the teacher chose on the results screen.
fn end_frame(l: &LessonScreen, tr: &Translator) -> Slide {
    match (l.film(), l.one_choice_shown()) {
        (Some(f), Some(o)) if f.beside => return one_choice::slide(l, tr, o, Some(f.at)),
        (Some(f), _) if !f.beside => {
            if let Some(film) = film_frame(l, tr, f) {
                return film;
            }
        }
        (_, Some(o)) => return one_choice::slide(l, tr, o, None),
        _ => {}
    }
    // Worded only here, at the end: not for every frame of the lesson.
    let debrief = crate::gui::lesson::debrief_questions(l);
    // The end: the rankings and the chart, then the debrief questions one at a time.
    let shown = l.debrief.checked_sub(1).and_then(|i| debrief.get(i));
    // The teams' reasons, when the teacher put them on.
    if let Some((_, question)) = shown.filter(|_| l.whys_shown()) {
        let (open, close) = (tr.text("whys-open"), tr.text("whys-close"));
        let whys = question
            .whys(l.session().record(), true)
            .into_iter()
            .map(|w| {
                let laid = crate::report::one_choice::why_laid(tr, l.session(), w).unwrap_or_default();
                (tag(l, w.team), laid, format!("{open}{}{close}", w.text))
            })
            .collect();
        return Slide::Whys { question: question.ask.clone(), title: tr.text("projector-whys"), whys };
    }
    // "What if?" for the question, when the teacher put it on.
    if let Some((_, question)) = shown.filter(|_| l.what_if_shown())
        && let Some(what_if) = l.what_if_for(question)
    {
        return Slide::WhatIf { question: question.ask.clone(), what_if };
    }
    if let Some((phase, question)) = shown {
        {
            let (at, of) = crate::gui::lesson::debrief_position(l, &debrief, l.debrief);
            let position = tr.tr("projector-question-of", &[("n", Arg::from(at)), ("count", Arg::from(of))]);
            let groups = question
                .groups
                .iter()
                .map(|g| DebriefColumn { label: g.label.clone(), teams: g.teams.iter().map(|&t| tag(l, t)).collect() })
                .collect();
            return Slide::Debrief {
                phase: phase.clone(),
                question: question.ask.clone(),
                groups,
                nobody: tr.text("debrief-nobody"),
                position,
                progress: (at, of),
            };
        }
    }
    if l.debrief == 0 && l.journey() {
        return Slide::Journey {
            title: tr.text("projector-journey"),
            charts: [tr.text("projector-journey-gold"), tr.text("projector-journey-prestige")],
            phases: end::journey_phases(l),
            teams: end::journey_teams(l),
        };
    }
    Slide::End {
        title: tr.text("projector-end"),
        teams: end::slope_teams(l),
        labels: [
            tr.text("results-rank-gold"),
            tr.text("col-gold"),
            tr.text("col-prestige"),
            tr.text("results-rank-prestige"),
        ],
        legend: tr.text("projector-end-legend"),
    }
}

/// A situation as the class hears it, with each team's chip while the cards come in.
fn situation_frame(l: &LessonScreen, step: &crate::lesson::Step, expect: Expect, seen: &crate::seen::Seen) -> Slide {
    let tr = l.lesson_translator();
    let names = l.names();
    let joined = l.devices().map(|d| d.joined.clone()).unwrap_or_default();
    let chips = match expect {
        Expect::Decide { .. } => (0..names.len())
            .map(|t| Chip {
                tag: tag(l, t),
                mark: None,
                device: joined.get(t).is_some_and(|&n| n > 0),
                state: match seen.cards.get(t) {
                    // Short on a chip ("no gold"): twelve long names and their reasons
                    // would leave no room for the count the class watches.
                    Some(CardSeen::SitsOut(why)) => ChipState::SitsOut(tr.text(match why {
                        crate::engine::SitOut::NoGold => "projector-sit-out-no-gold",
                        crate::engine::SitOut::NoRebellion => "projector-sit-out-no-rebellion",
                    })),
                    Some(CardSeen::In | CardSeen::Laid(_)) => ChipState::In,
                    _ => ChipState::Waiting,
                },
            })
            .collect(),
        _ => Vec::new(),
    };
    let tally = seen.cards_in();
    let discussed = l.session().game().is_discussed(l.session().game().state().step);
    let count = match tally {
        Some((laid, choosing)) => {
            Some(tr.tr("projector-cards-in", &[("in", Arg::from(laid)), ("count", Arg::from(choosing))]))
        }
        // A step the class discusses: nobody lays a card, and the class is told so.
        None if discussed && matches!(expect, Expect::Proceed) => Some(tr.text("projector-discussed")),
        None => None,
    };
    Slide::Situation {
        // The situation's name too, as the teacher's screen and the phones show it.
        phase: step_line(tr, l.session().game().lesson(), step),
        progress: (step.phase, l.session().game().lesson().phases.len()),
        text: crate::report::short_questions_together(&tr.text(&crate::report::situation_id(tr, step, discussed))),
        options: if discussed {
            Vec::new()
        } else {
            step.options.iter().map(|o| crate::report::short_questions_together(&tr.text(&o.label))).collect()
        },
        prompts: if discussed { crate::gui::lesson::discussion_prompts(tr, step) } else { Vec::new() },
        chips,
        count,
        tally,
        join: l.devices().map(|d| Join::to(tr, d, "projector-join-code")),
    }
}

/// The war frame of a fight, or of an attacker who may start one (`view.defender` none).
fn war_slide(l: &LessonScreen, attacker: u8, defender: Option<u8>, view: FightView<'_>, caption: String) -> Slide {
    let tr = l.lesson_translator();
    Slide::War {
        title: wars_title(tr, l.session().game()),
        attacker: tag(l, usize::from(attacker)),
        defender: defender.map(|d| (tag(l, usize::from(d)), view.defending.unwrap_or(0))),
        armies: view.armies,
        throw: view.throw,
        throws: view.throws,
        words: war_words(tr, view),
        caption,
    }
}

/// An attacker's turn before its next fight: who may attack, with all its armies.
fn attacker_frame(l: &LessonScreen, attacker: u8) -> Slide {
    let names = l.names();
    let name = names[usize::from(attacker)].as_str();
    let armies = l.session().game().state().armies_of(usize::from(attacker));
    let view = FightView {
        attacker: name,
        defender: None,
        armies,
        defending: None,
        throw: None,
        throws: 0,
        fell: None,
        target: None,
        banner: false,
    };
    let caption = l.lesson_translator().tr("projector-may-attack", &[("team", Arg::from(name))]);
    war_slide(l, attacker, None, view, caption)
}

/// A fight under way, or waiting for the armies to move into the country it took.
fn fight_frame(l: &LessonScreen, attacker: u8, fight: crate::engine::Fight) -> Slide {
    let tr = l.lesson_translator();
    let names = l.names();
    let st = l.session().game().state();
    let throws = l.session().timeline().last_fight().map(|f| f.throws).unwrap_or_default();
    let caption = if fight.occupy {
        tr.tr("projector-country-fell", &[("country", Arg::from(l.number(fight.target)))])
    } else {
        tr.tr(
            "projector-fight",
            &[("target", Arg::from(l.number(fight.target))), ("from", Arg::from(l.number(fight.from)))],
        )
    };
    let view = FightView {
        attacker: &names[usize::from(attacker)],
        defender: Some(&names[usize::from(fight.defender)]),
        armies: st.countries[usize::from(fight.from)].armies,
        defending: Some(st.countries[usize::from(fight.target)].armies),
        throw: throws.last().copied(),
        throws: throws.len(),
        // Waiting for the armies to move in: the last throw took the country.
        fell: fight.occupy.then(|| l.number(fight.target)),
        target: Some(l.number(fight.target)),
        banner: true,
    };
    war_slide(l, attacker, Some(fight.defender), view, caption)
}

/// A fight that has just ended, with its last throw and how it ended.
fn ended_fight_frame(l: &LessonScreen, f: &crate::engine::FightLog, end: FightEnd) -> Slide {
    let tr = l.lesson_translator();
    let names = l.names();
    let st = l.session().game().state();
    // A fallen country's armies now are the conqueror's, moved in: the defender has none there.
    let defending = if end == FightEnd::Fell { 0 } else { st.countries[usize::from(f.target)].armies };
    let view = FightView {
        attacker: &names[usize::from(f.attacker)],
        defender: Some(&names[usize::from(f.defender)]),
        armies: st.countries[usize::from(f.from)].armies,
        defending: Some(defending),
        throw: f.throws.last().copied(),
        throws: f.throws.len(),
        fell: (end == FightEnd::Fell).then(|| l.number(f.target)),
        target: None,
        // A retreat ends it: no banner for the throw before.
        banner: end != FightEnd::BrokeOff,
    };
    let key = match end {
        FightEnd::Fell => "projector-fight-fell",
        FightEnd::Failed if f.defender_lost => "projector-fight-failed",
        FightEnd::Failed => "projector-fight-failed-attacker",
        FightEnd::BrokeOff => "projector-fight-retreat",
    };
    let caption = tr.tr(
        key,
        &[("country", Arg::from(l.number(f.target))), ("attacker", Arg::from(names[usize::from(f.attacker)].as_str()))],
    );
    war_slide(l, f.attacker, Some(f.defender), view, caption)
}

/// A step's "where are we" line: "Phase 1 · Landing · Contact on the coast".
fn step_line(tr: &Translator, lesson: &crate::lesson::Lesson, step: &crate::lesson::Step) -> String {
    let phase = &lesson.phases[step.phase];
    let line =
        tr.tr("projector-phase", &[("number", Arg::from(step.phase + 1)), ("phase", Arg::from(tr.text(&phase.name)))]);
    format!("{line} · {}", tr.text(&format!("step-name-{}", step.id)))
}

/// Where the film stands after `at` entries, in words: "Phase 3 · Economic structures ·
/// Colonial wars" (the step of the last entry shown), or "Before the landing".
pub fn film_caption(l: &LessonScreen, tr: &Translator, at: usize) -> String {
    film_caption_of(l.session(), tr, at)
}

pub(super) fn film_caption_of(session: &crate::engine::Session, tr: &Translator, at: usize) -> String {
    let timeline = session.timeline();
    let lesson = session.game().lesson();
    match at.checked_sub(1).and_then(|i| timeline.frames().get(i)) {
        Some(f) => match lesson.steps.get(f.step) {
            Some(step) => step_line(tr, lesson, step),
            None => tr.text("projector-end"),
        },
        None => tr.text("projector-film-start"),
    }
}

/// The film's frame after `film.at` entries (`None` on the own board: no map to play on).
fn film_frame(l: &LessonScreen, tr: &Translator, film: crate::gui::lesson::Film) -> Option<Slide> {
    film_slide(l.session(), tr, film.at, Some(film.playing))
}

/// The film's frame of `session` after `at` entries, from the session alone (the film written
/// to a file says neither "playing" nor "paused": `playing` is `None`).
pub fn film_slide(
    session: &crate::engine::Session,
    tr: &Translator,
    at: usize,
    playing: Option<bool>,
) -> Option<Slide> {
    let picture = super::lesson::film_picture_of(session, at)?;
    let timeline = session.timeline();
    let st = timeline.after(at);
    let caption = film_caption_of(session, tr, at);
    let id = if playing == Some(false) { "projector-film-paused" } else { "projector-film-playing" };
    let mut position = tr.tr(id, &[("n", Arg::from(at)), ("count", Arg::from(timeline.len()))]);
    // What kind of entry it was ("throw", "cards"), as the game log says it.
    if let Some(entry) = at.checked_sub(1).and_then(|i| session.record().entries.get(i)) {
        position = format!("{} · {position}", tr.text(crate::report::entry_kind(&entry.input)));
    }
    let record = session.record();
    let teams = picture
        .teams
        .iter()
        .enumerate()
        .map(|(t, (_, letter))| FilmTeam {
            tag: record_tag(record, t),
            letter: letter.clone(),
            gold: st.teams.get(t).map_or(0, |t| t.gold),
            prestige: st.teams.get(t).map_or(0, |t| t.prestige),
        })
        .collect();
    Some(Slide::Film { picture, caption, position, heads: [tr.text("col-gold"), tr.text("col-prestige")], teams })
}

/// The lobby (`Slide::Lobby`), while the teacher has it on: team devices on and no entry made
/// yet.
fn lobby_frame(l: &LessonScreen) -> Option<Slide> {
    let d = l.devices().filter(|_| l.lobby_shown())?;
    let tr = l.lesson_translator();
    let names = l.names();
    let joined = &d.joined;
    let marks = crate::board::marks(&names);
    let chips: Vec<Chip> = (0..names.len())
        .map(|t| {
            let device = joined.get(t).is_some_and(|&n| n > 0);
            Chip {
                tag: tag(l, t),
                state: if device { ChipState::In } else { ChipState::Waiting },
                mark: marks.get(t).cloned(),
                device,
            }
        })
        .collect();
    let teams = chips.iter().filter(|c| c.state == ChipState::In).count();
    Some(Slide::Lobby {
        title: tr.text("projector-lobby-title"),
        join: Join::to(tr, d, "projector-lobby-code"),
        count: tr.tr("projector-lobby-count", &[("in", Arg::from(teams)), ("count", Arg::from(names.len()))]),
        chips,
    })
}

/// What the entry revealed did, to every team it touched (`changes`: what the class may see).
fn reveal_frame(l: &LessonScreen, kind: Revealed, step: usize, changes: &[crate::engine::Change]) -> Slide {
    let tr = l.lesson_translator();
    let lesson = l.session().game().lesson();
    let names = l.names();
    let step_no = Some(step);
    let step = lesson.steps.get(step);
    let title = match (kind, step) {
        (Revealed::Wars, _) => tr.text("projector-wars-result"),
        (_, Some(s)) => {
            tr.tr("projector-what-happened", &[("step", Arg::from(tr.text(&format!("step-name-{}", s.id))))])
        }
        (_, None) => tr.text("projector-what-happened-plain"),
    };
    let mut rows = Vec::new();
    let mut cards: Vec<crate::engine::Card> = Vec::new();
    for s in summary::summarize(changes, names.len()) {
        // A team the entry did not touch (the teacher's corrections are not in `changes`).
        if !changes.iter().any(|c| usize::from(c.team) == s.team) {
            continue;
        }
        if let Some(c) = s.card.filter(|c| !cards.contains(c)) {
            cards.push(c);
        }
        // The people's independence is told in their own sentence below, not as a team's pill.
        let mut badges = summary::badges(tr, &l.cast(), &s);
        badges.retain(|b| !b.of_people);
        let rolled = s.dice.iter().any(|d| matches!(d, Dice::For(..)));
        // A team whose card changed nothing says so: an empty row reads as "missing".
        let note = match s.sat_out {
            Some(why) => Some(crate::report::errors::sit_out(tr, why)),
            None if badges.is_empty() && !rolled => Some(tr.text("sum-nothing")),
            None => None,
        };
        rows.push(RevealRow {
            tag: tag(l, s.team),
            card: s.card,
            note,
            badges,
            dice: s.dice.iter().copied().filter(|d| !matches!(d, Dice::For(..))).collect(),
            rolls: s
                .dice
                .iter()
                .filter_map(|d| match *d {
                    Dice::For(p, die) => Some((summary::product(tr, p), die)),
                    _ => None,
                })
                .collect(),
        });
    }
    cards.sort_unstable();
    // One sentence per card laid: what the choice meant for people (the lesson's outcome texts),
    // with the number of nations that laid it as the ones who did it.
    let laid_by = |card| changes.iter().filter(|c| c.kind == crate::engine::ChangeKind::Card { card }).count();
    let mut outcomes: Vec<(Option<crate::engine::Card>, String)> = cards
        .into_iter()
        .filter_map(|c| {
            let o = step?.option(c)?;
            let id = format!("{}-projector", o.label);
            let sentence =
                if tr.has(&id) { tr.tr(&id, &[("count", Arg::from(laid_by(c)))]) } else { tr.text(&o.label) };
            Some((Some(c), sentence))
        })
        .collect();
    // A step whose reveal begins with what it was (the slave trade: a crime) says so first.
    if let Some(lead) = step.map(|s| format!("{}-reveal", s.text)).filter(|id| tr.has(id)) {
        outcomes.insert(0, (None, tr.text(&lead)));
    }
    // What the people of the colonies did, and what was done to them, in sentences of their own.
    let people = people_sentences(l, tr, changes);
    let mut people_first = step_no.is_some_and(|n| summary::harms_people(lesson, n, changes));
    outcomes.extend(people.into_iter().map(|p| (None, p)));
    // What a product's die beside a team means (u22): a roll-off between the teams tied for the most.
    if changes.iter().any(|c| matches!(c.kind, crate::engine::ChangeKind::MonopolyRoll { .. })) {
        outcomes.push((None, tr.text("projector-monopoly-dice")));
    }
    if people_first {
        for row in &mut rows {
            for b in &mut row.badges {
                b.neutral = true;
            }
        }
    }
    // Every nation the same, and no card or die to tell them apart (the landing: each took a
    // country, an army and a resource): one sentence instead of a row per team of identical
    // pills (u15); the map (F6) shows where.
    let same = |r: &RevealRow| {
        let first = &rows[0];
        r.card == first.card
            && r.note == first.note
            && r.badges == first.badges
            && r.dice.is_empty()
            && r.rolls.is_empty()
    };
    if rows.len() > 2
        && rows.len() == names.len()
        && rows[0].card.is_none()
        && !rows[0].badges.is_empty()
        && rows.iter().all(same)
    {
        let changes: Vec<String> = rows[0].badges.iter().map(|b| b.text.clone()).collect();
        let id =
            if l.session().game().map().is_some() { "projector-every-nation" } else { "projector-every-nation-own" };
        let line = tr.tr(id, &[("changes", Arg::from(crate::report::and_list(tr, &changes)))]);
        outcomes.insert(0, (None, line));
        rows.clear();
        // With no rows under them, the sentences go first and large (not at the bottom of an
        // empty frame).
        people_first = true;
    }
    // Where the people rose, a team whose rows would only say "no change" is named in their
    // sentence instead.
    if kind == Revealed::Rebellions {
        rows.retain(|r| !r.badges.is_empty() || !r.dice.is_empty() || !r.rolls.is_empty() || r.card.is_some());
    }
    Slide::Reveal { title, rows, outcomes, people_first }
}

/// The risings, the countries that won their independence and the conquests among `changes`,
/// one sentence each (the risings of one team together), with the people as the ones who act.
fn people_sentences(l: &LessonScreen, tr: &Translator, changes: &[crate::engine::Change]) -> Vec<String> {
    use crate::engine::ChangeKind;
    let names = l.names();
    let name = |t: u8| names.get(usize::from(t)).cloned().unwrap_or_default();
    // The numbers of the countries `pick` names among the changes, in order: "2, 5 and 7".
    let countries = |pick: &dyn Fn(&crate::engine::Change) -> Option<crate::engine::CountryId>| {
        let mut numbers: Vec<usize> = changes.iter().filter_map(pick).map(|c| l.number(c)).collect();
        numbers.sort_unstable();
        let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
        (list.len(), crate::report::and_list(tr, &list))
    };
    let mut out = Vec::new();
    // The risings, by team in seating order.
    for (t, team) in names.iter().enumerate() {
        let (count, list) = countries(&|c| match c.kind {
            ChangeKind::Rebellion { country } if usize::from(c.team) == t => Some(country),
            _ => None,
        });
        if count > 0 {
            let args =
                [("count", Arg::from(count)), ("countries", Arg::from(list)), ("team", Arg::from(team.as_str()))];
            out.push(tr.tr("projector-people-rose", &args));
        }
    }
    // The countries that won their independence, in one sentence.
    let (count, list) = countries(&|c| match c.kind {
        ChangeKind::Independent { country } => Some(country),
        _ => None,
    });
    if count > 0 {
        out.push(tr.tr("projector-people-independent", &[("count", Arg::from(count)), ("countries", Arg::from(list))]));
    }
    // Each conquest in the wars: who took which country from whom.
    for c in changes {
        if let ChangeKind::Took { country, from_team } = c.kind {
            let args = [
                ("country", Arg::from(l.number(country))),
                ("attacker", Arg::from(name(c.team))),
                ("defender", Arg::from(name(from_team))),
            ];
            out.push(tr.tr("projector-people-took", &args));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// u17: a fight that goes on at 0 armies says why, with or without a tie; not once the
    /// country has fallen.
    #[test]
    fn a_fight_at_no_army_left_says_the_next_won_throw_takes_the_country() {
        let tr = Translator::new(crate::i18n::Language::En);
        let view = |throw: Option<(u8, u8)>, fell: Option<usize>| FightView {
            attacker: "Team 8",
            defender: Some("Team 2"),
            armies: 3,
            defending: Some(0),
            throw,
            throws: 2,
            fell,
            target: Some(30),
            banner: true,
        };
        let said = "No army is left in country 30: if Team 8 wins the next throw, the country is taken.";
        let tied = war_words(&tr, view(Some((4, 4)), None)).tie.expect("said");
        assert!(tied.starts_with("Equal dice: roll again.") && tied.ends_with(said), "{tied}");
        assert_eq!(war_words(&tr, view(Some((2, 5)), None)).tie.as_deref(), Some(said));
        assert_eq!(war_words(&tr, view(Some((5, 2)), Some(30))).tie, None, "fallen: nothing to explain");
    }

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

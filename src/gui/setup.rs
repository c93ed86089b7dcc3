//! The "new class" screen: class, date, the language of the lesson, the teams in seating order
//! with their colours and students, real or app dice, the app's map or the class's own board
//! from the 2001 box, and under "Advanced" the seed.

use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input, toggler};
use iced::{Alignment, Element, Fill};

/// The height of the bar with Cancel and Start, under the form.
const BAR_HEIGHT: f32 = 68.0;

use super::style::{self, Colour};
use super::widgets::Choice;
use super::{Ctx, widgets};
use crate::engine::{TeamInfo, limits};
use crate::i18n::{Arg, Language, Region, Translator};

#[derive(Clone, Debug)]
pub struct TeamDraft {
    pub name: String,
    pub colour: Colour,
    pub students: String,
}

pub struct Setup {
    class: String,
    date: String,
    /// Where the class is taught: the edition of the lesson's language it hears and reads.
    lesson_region: &'static Region,
    teams: Vec<TeamDraft>,
    typed: bool,
    /// The class plays on its own board from the box; else on the app's map.
    own_board: bool,
    /// The steps the lesson lets a class discuss instead of play (the slave trade), each with
    /// whether this class discusses it.
    discussable: Vec<(String, bool)>,
    seed: String,
    advanced: bool,
    error: Option<super::Words>,
    /// How many teams the lesson allows (asked of the lesson, not written here).
    range: std::ops::RangeInclusive<usize>,
}

#[derive(Clone, Debug)]
pub enum Msg {
    Class(String),
    Date(String),
    LessonLang(Language),
    /// Where the class is taught, by the region's id (one of the lesson language's).
    LessonRegion(&'static str),
    AddTeam,
    RemoveTeam(usize),
    /// As many teams as this: new ones added at the end, the last ones removed.
    TeamCount(usize),
    Name(usize, String),
    Colour(usize, Colour),
    Students(usize, String),
    Up(usize),
    Down(usize),
    Typed(bool),
    OwnBoard(bool),
    /// Step (by id) discussed instead of played, or played.
    Discussed(String, bool),
    Advanced(bool),
    Seed(String),
    /// The lesson plan as PDF, in the lesson's language (beside the slave trade's choice).
    LessonPlan,
    Cancel,
    Start,
}

/// What the setup asks of the app.
#[derive(Clone, Debug)]
pub enum Event {
    Cancel,
    /// Write this region's lesson plan as PDF and open it.
    LessonPlan(&'static Region),
    Start {
        class: String,
        date: String,
        region: &'static Region,
        typed: bool,
        own_board: bool,
        /// The steps discussed instead of played, by id.
        discussed: Vec<String>,
        teams: Vec<TeamInfo>,
        seed: u64,
    },
}

/// A choice in a pick list, labelled in the interface language.
fn default_name(tr: &Translator, i: usize) -> String {
    tr.tr("setup-default-team", &[("number", Arg::from(i + 1))])
}

impl Setup {
    pub fn new(tr: &Translator, date: String, seed: u64, lesson: &crate::lesson::Lesson) -> Setup {
        let range = lesson.team_range();
        let teams = (0..4.clamp(*range.start(), *range.end()))
            .map(|i| TeamDraft { name: default_name(tr, i), colour: Colour::ALL[i], students: String::new() })
            .collect();
        Setup {
            class: String::new(),
            date,
            lesson_region: tr.region(),
            teams,
            typed: false,
            own_board: false,
            // Discussed unless the teacher chooses otherwise (the lesson plans advise it).
            discussable: lesson.steps.iter().filter(|s| s.may_be_discussed).map(|s| (s.id.clone(), true)).collect(),
            seed: seed.to_string(),
            advanced: false,
            error: None,
            range,
        }
    }

    /// Where the class will be taught.
    pub fn region(&self) -> &'static Region {
        self.lesson_region
    }

    pub fn teams(&self) -> &[TeamDraft] {
        &self.teams
    }

    pub fn update(&mut self, msg: Msg, tr: &Translator) -> Option<Event> {
        self.error = None;
        match msg {
            // Every field stops at the record's limits, so a class always saves and reopens.
            Msg::Class(s) => self.class = s.chars().take(limits::CLASS_CHARS).collect(),
            Msg::Date(s) => self.date = s.chars().take(limits::SHORT_CHARS).collect(),
            // The teacher's own edition where the language is the interface's, else the one the
            // desktop's locale proposes.
            Msg::LessonLang(l) if tr.language() == l => self.lesson_region = tr.region(),
            Msg::LessonLang(l) => self.lesson_region = Region::from_env(l),
            Msg::LessonRegion(id) => {
                if let Some(r) = Region::from_id(id).filter(|r| r.language == self.lesson_region.language) {
                    self.lesson_region = r;
                }
            }
            Msg::AddTeam if self.teams.len() < *self.range.end() => {
                let i = self.teams.len();
                let colour = Colour::ALL.into_iter().find(|c| self.teams.iter().all(|t| t.colour != *c));
                self.teams.push(TeamDraft {
                    name: default_name(tr, i),
                    colour: colour.unwrap_or(Colour::ALL[i % Colour::ALL.len()]),
                    students: String::new(),
                });
            }
            Msg::AddTeam => {}
            Msg::TeamCount(n) => {
                let n = n.clamp(*self.range.start(), *self.range.end());
                while self.teams.len() < n {
                    let _ = self.update(Msg::AddTeam, tr);
                }
                self.teams.truncate(n);
            }
            Msg::RemoveTeam(i) if self.teams.len() > *self.range.start() && i < self.teams.len() => {
                let _ = self.teams.remove(i);
            }
            Msg::RemoveTeam(_) => {}
            Msg::Name(i, s) => {
                if let Some(t) = self.teams.get_mut(i) {
                    t.name = s.chars().take(limits::NAME_CHARS).collect();
                }
            }
            Msg::Colour(i, c) => {
                if let Some(t) = self.teams.get_mut(i) {
                    t.colour = c;
                }
            }
            Msg::Students(i, s) => {
                if let Some(t) = self.teams.get_mut(i) {
                    // At most the limit of students, each name at most the limit of letters.
                    let names: Vec<String> = s
                        .split(',')
                        .take(limits::STUDENTS)
                        .map(|n| n.chars().take(limits::NAME_CHARS).collect())
                        .collect();
                    t.students = names.join(",");
                }
            }
            Msg::Up(i) if i > 0 && i < self.teams.len() => self.teams.swap(i - 1, i),
            Msg::Down(i) if i + 1 < self.teams.len() => self.teams.swap(i, i + 1),
            Msg::Up(_) | Msg::Down(_) => {}
            Msg::Typed(b) => self.typed = b,
            Msg::OwnBoard(b) => self.own_board = b,
            Msg::Discussed(id, on) => {
                if let Some(d) = self.discussable.iter_mut().find(|(s, _)| *s == id) {
                    d.1 = on;
                }
            }
            Msg::Advanced(b) => self.advanced = b,
            Msg::Seed(s) => self.seed = s.chars().filter(char::is_ascii_digit).take(19).collect(),
            Msg::LessonPlan => return Some(Event::LessonPlan(self.lesson_region)),
            Msg::Cancel => return Some(Event::Cancel),
            Msg::Start => return self.start(tr),
        }
        None
    }

    fn start(&mut self, tr: &Translator) -> Option<Event> {
        let Ok(seed) = self.seed.parse::<u64>() else {
            self.error = Some(super::Words::text("setup-error-seed"));
            return None;
        };
        let teams: Vec<TeamInfo> = self
            .teams
            .iter()
            .enumerate()
            .map(|(i, t)| TeamInfo {
                name: if t.name.trim().is_empty() { default_name(tr, i) } else { t.name.trim().to_string() },
                colour: t.colour.code().to_string(),
                students: t.students.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect(),
            })
            .collect();
        let mut names: Vec<&str> = teams.iter().map(|t| t.name.as_str()).collect();
        names.sort_unstable();
        if names.windows(2).any(|w| w[0] == w[1]) {
            self.error = Some(super::Words::text("setup-error-same-name"));
            return None;
        }
        // A class left without a name is named by its date, so that the list of classes, the
        // offer to resume, the CSV and the handouts never show an empty name or a file name.
        let class = match self.class.trim() {
            "" => tr.tr("setup-default-class", &[("date", Arg::from(crate::report::local_date(tr, self.date.trim())))]),
            named => named.to_string(),
        };
        Some(Event::Start {
            class,
            date: self.date.clone(),
            region: self.lesson_region,
            typed: self.typed,
            own_board: self.own_board,
            discussed: self.discussable.iter().filter(|(_, on)| *on).map(|(id, _)| id.clone()).collect(),
            teams,
            seed,
        })
    }

    /// A refusal from the engine, shown on this screen.
    pub fn refused(&mut self, why: super::Words) {
        self.error = Some(why);
    }

    pub fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Element<'a, Msg> {
        let tr = ctx.tr;
        let head = self.head(tr);
        let teams = self.teams_view(tr);
        let dice = self.board_and_dice(tr);
        let mut body = column![
            widgets::heading(tr.text("setup-title"), style::TITLE),
            head,
            container(teams).padding(12).style(style::panel),
            dice
        ]
        .spacing(16);
        if let Some(e) = &self.error {
            body = body.push(widgets::error_banner(e.say(tr)));
        }
        // Start stays in view below the form, however many teams it lists.
        let bar = row![
            widgets::action(tr.text("setup-cancel"), Some(Msg::Cancel)),
            iced::widget::space::horizontal(),
            widgets::main_action(tr.text("setup-start"), Some(Msg::Start)),
        ]
        .spacing(12);
        // On the page's own background, so that nothing of the form scrolled under it shows;
        // in a layer above the form's, since a colour's pick list in the last row half scrolled
        // out drew its words over a bar in the same layer as the form.
        let bar =
            container(bar).padding([8, 20]).width(Fill).height(BAR_HEIGHT).align_y(iced::Alignment::Center).style(
                |theme: &iced::Theme| {
                    iced::widget::container::Style::default().background(theme.extended_palette().background.base.color)
                },
            );
        iced::widget::stack![
            column![
                scrollable(container(body).padding(20)).height(Fill),
                iced::widget::space::vertical().height(BAR_HEIGHT)
            ],
            column![iced::widget::space::vertical(), bar],
        ]
        .into()
    }

    /// The class's name, its date, the language of its lesson and where it is taught.
    fn head<'a>(&'a self, tr: &Translator) -> Element<'a, Msg> {
        let langs: Vec<Choice<Language>> =
            Language::ALL.into_iter().map(|l| Choice { value: l, label: tr.language_name(l) }).collect();
        let lang = langs.iter().find(|l| l.value == self.lesson_region.language).cloned();
        let regions: Vec<Choice<&'static str>> =
            Region::of(self.lesson_region.language).into_iter().map(|r| Choice::new(r.id, r.name.clone())).collect();
        let region = regions.iter().find(|r| r.value == self.lesson_region.id).cloned();
        row![
            column![
                text(tr.text("setup-class")).font(style::STRONG),
                text_input(&tr.text("setup-class-placeholder"), &self.class).on_input(Msg::Class).id("class-name")
            ]
            .spacing(4)
            .width(Fill),
            column![
                text(tr.text("setup-date")).font(style::STRONG),
                text_input("2026-11-30", &self.date).on_input(Msg::Date)
            ]
            .spacing(4)
            .width(160),
            column![
                text(tr.text("setup-lesson-language")).font(style::STRONG),
                pick_list(langs, lang, |l: Choice<Language>| Msg::LessonLang(l.value))
            ]
            .spacing(4),
            column![
                text(tr.text("setup-lesson-region")).font(style::STRONG),
                pick_list(regions, region, |r: Choice<&'static str>| Msg::LessonRegion(r.value))
            ]
            .spacing(4),
        ]
        .spacing(16)
        .into()
    }

    /// The teams in seating order: name, colour, students, moved up and down or removed.
    fn teams_view<'a>(&'a self, tr: &Translator) -> Element<'a, Msg> {
        let colours: Vec<Choice<Colour>> =
            Colour::ALL.into_iter().map(|c| Choice { value: c, label: tr.text(&c.name_id()) }).collect();
        let full = self.teams.len() >= *self.range.end();
        let mut teams = column![
            row![
                widgets::heading(tr.tr("setup-teams", &[("count", Arg::from(self.teams.len()))]), style::LARGE),
                iced::widget::space::horizontal(),
                text(tr.text("setup-team-count")),
                pick_list(self.range.clone().collect::<Vec<usize>>(), Some(self.teams.len()), Msg::TeamCount),
                widgets::action(tr.text("setup-add-team"), (!full).then_some(Msg::AddTeam)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            widgets::note(tr.text("setup-seating")),
        ]
        .spacing(6);
        let small = |label: &'static str, msg: Option<Msg>| {
            button(text(label)).padding([6, 10]).style(style::secondary).on_press_maybe(msg)
        };
        for (i, t) in self.teams.iter().enumerate() {
            let chosen = colours.iter().find(|c| c.value == t.colour).cloned();
            teams = teams.push(
                row![
                    text(format!("{}.", i + 1)).width(28),
                    widgets::swatch(t.colour, 22.0),
                    text_input(&tr.text("setup-team-name"), &t.name).on_input(move |s| Msg::Name(i, s)).width(Fill),
                    pick_list(colours.clone(), chosen, move |c: Choice<Colour>| Msg::Colour(i, c.value)).width(150),
                    text_input(&tr.text("setup-students"), &t.students)
                        .on_input(move |s| Msg::Students(i, s))
                        .width(Fill),
                    small("↑", (i > 0).then_some(Msg::Up(i))),
                    small("↓", (i + 1 < self.teams.len()).then_some(Msg::Down(i))),
                    small("×", (self.teams.len() > *self.range.start()).then_some(Msg::RemoveTeam(i))),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
            // A name in a script the handouts' fonts do not have prints as empty boxes.
            let missing = crate::handouts::fonts::missing(&t.name);
            if !missing.is_empty() {
                let chars: Vec<String> = missing.iter().map(char::to_string).collect();
                teams = teams.push(
                    row![
                        iced::widget::space::horizontal().width(36),
                        widgets::note(tr.tr("setup-unprintable", &[("chars", Arg::from(chars.join(" ")))]))
                    ]
                    .spacing(8),
                );
            }
        }
        teams.into()
    }

    /// The board, the dice and, folded away, the seed.
    fn board_and_dice<'a>(&'a self, tr: &Translator) -> Element<'a, Msg> {
        // The board: the app's map, or the class's own from the box (the choice in force marked).
        let choice = |label: String, on: bool, msg: Msg| {
            button(text(label)).padding([6, 12]).style(if on { style::chosen } else { style::secondary }).on_press(msg)
        };
        let board = row![
            text(tr.text("setup-board")),
            choice(tr.text("setup-board-map"), !self.own_board, Msg::OwnBoard(false)),
            choice(tr.text("setup-board-own"), self.own_board, Msg::OwnBoard(true)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut dice =
            column![toggler(self.typed).label(tr.text("setup-typed")).on_toggle(Msg::Typed), board].spacing(8);
        // A step the class may discuss instead of play (the slave trade): discussed, the
        // recommended choice, first; the lesson plan that says why beside it.
        for (id, on) in &self.discussable {
            let step = tr.text(&format!("step-name-{id}"));
            dice = dice.push(
                row![
                    text(format!("{step}:")),
                    choice(tr.text("setup-step-discussed"), *on, Msg::Discussed(id.clone(), true)),
                    choice(tr.text("setup-step-played"), !on, Msg::Discussed(id.clone(), false)),
                    widgets::action(tr.text("lesson-plan-button"), Some(Msg::LessonPlan)),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
            let help = if *on { "setup-step-discussed-help" } else { "setup-step-played-help" };
            dice = dice.push(widgets::note(tr.text(help)));
        }
        dice = dice.push(
            button(
                text(if self.advanced { tr.text("setup-hide-advanced") } else { tr.text("setup-advanced") })
                    .size(style::SMALL),
            )
            .padding([4, 10])
            .style(style::secondary)
            .on_press(Msg::Advanced(!self.advanced)),
        );
        if self.advanced {
            dice = dice.push(
                row![
                    text(tr.text("setup-seed")),
                    text_input("", &self.seed).on_input(Msg::Seed).width(220),
                    widgets::note(tr.text("setup-seed-help"))
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            );
        }
        dice.into()
    }
}

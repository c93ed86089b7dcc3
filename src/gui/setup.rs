//! The "new class" screen: class, date, lesson language, 2 to 12 teams in seating order,
//! dice by the app or typed in, and the seed.

use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input, toggler};
use iced::{Element, Fill};

use super::{Colour, Message as AppMessage, ui};
use crate::engine::{TeamInfo, limits};
use crate::i18n::{Arg, Language, Translator};

#[derive(Clone, Debug)]
pub struct TeamDraft {
    pub name: String,
    pub colour: Colour,
    pub students: String,
}

#[derive(Clone, Debug)]
pub struct Setup {
    pub class: String,
    pub date: String,
    pub lesson_lang: Language,
    pub teams: Vec<TeamDraft>,
    pub typed: bool,
    pub seed: String,
    pub error: Option<String>,
    /// How many teams the lesson allows (asked of the lesson, not written here).
    range: std::ops::RangeInclusive<usize>,
}

#[derive(Clone, Debug)]
pub enum Msg {
    Class(String),
    Date(String),
    LessonLang(LangChoice),
    AddTeam,
    RemoveTeam(usize),
    Name(usize, String),
    Colour(usize, Colour),
    Students(usize, String),
    Up(usize),
    Down(usize),
    Typed(bool),
    Seed(String),
    Start,
    Cancel,
}

/// A language as shown in a pick list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LangChoice(pub Language);

impl std::fmt::Display for LangChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            Language::En => "English",
            Language::De => "Deutsch",
            Language::Es => "Español",
        })
    }
}

/// What the app does after a setup message.
pub enum Action {
    None,
    Start { teams: Vec<TeamInfo>, seed: u64 },
    Cancel,
}

impl Setup {
    pub fn new(tr: &Translator, date: String, seed: u64, range: std::ops::RangeInclusive<usize>) -> Setup {
        let teams = (0..4.clamp(*range.start(), *range.end()))
            .map(|i| TeamDraft { name: default_name(tr, i), colour: Colour::ALL[i], students: String::new() })
            .collect();
        Setup {
            class: String::new(),
            date,
            lesson_lang: tr.language(),
            teams,
            typed: false,
            seed: seed.to_string(),
            error: None,
            range,
        }
    }

    pub fn update(&mut self, msg: Msg, tr: &Translator) -> Action {
        self.error = None;
        match msg {
            // Every field stops at the record's limits, so a class always saves and reopens.
            Msg::Class(s) => self.class = s.chars().take(limits::CLASS_CHARS).collect(),
            Msg::Date(s) => self.date = s.chars().take(limits::SHORT_CHARS).collect(),
            Msg::LessonLang(l) => self.lesson_lang = l.0,
            Msg::AddTeam if self.teams.len() < *self.range.end() => {
                let i = self.teams.len();
                let colour = Colour::ALL.into_iter().find(|c| self.teams.iter().all(|t| t.colour != *c));
                self.teams.push(TeamDraft {
                    name: default_name(tr, i),
                    colour: colour.unwrap_or(Colour::ALL[i % 12]),
                    students: String::new(),
                });
            }
            Msg::AddTeam => {}
            Msg::RemoveTeam(i) if self.teams.len() > *self.range.start() && i < self.teams.len() => {
                self.teams.remove(i);
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
            Msg::Seed(s) => self.seed = s.chars().filter(char::is_ascii_digit).take(19).collect(),
            Msg::Cancel => return Action::Cancel,
            Msg::Start => {
                let Ok(seed) = self.seed.parse::<u64>() else {
                    self.error = Some(tr.text("setup-error-seed"));
                    return Action::None;
                };
                let teams: Vec<TeamInfo> = self
                    .teams
                    .iter()
                    .enumerate()
                    .map(|(i, t)| TeamInfo {
                        name: if t.name.trim().is_empty() { default_name(tr, i) } else { t.name.trim().to_string() },
                        colour: t.colour.code().to_string(),
                        students: t
                            .students
                            .split(',')
                            .map(str::trim)
                            .filter(|s| !s.is_empty())
                            .map(String::from)
                            .collect(),
                    })
                    .collect();
                let mut names: Vec<&str> = teams.iter().map(|t| t.name.as_str()).collect();
                names.sort_unstable();
                if names.windows(2).any(|w| w[0] == w[1]) {
                    self.error = Some(tr.text("setup-error-same-name"));
                    return Action::None;
                }
                return Action::Start { teams, seed };
            }
        }
        Action::None
    }

    pub fn view<'a>(&'a self, tr: &Translator) -> Element<'a, AppMessage> {
        let m = |msg: Msg| AppMessage::Setup(msg);
        let langs = [LangChoice(Language::En), LangChoice(Language::De), LangChoice(Language::Es)];
        let head = column![
            text(tr.text("setup-title")).size(28),
            row![
                column![
                    text(tr.text("setup-class")),
                    text_input(&tr.text("setup-class-placeholder"), &self.class)
                        .on_input(move |s| m(Msg::Class(s)))
                        .id("class-name")
                ]
                .spacing(4)
                .width(Fill),
                column![
                    text(tr.text("setup-date")),
                    text_input("2026-11-30", &self.date).on_input(move |s| m(Msg::Date(s)))
                ]
                .spacing(4)
                .width(160),
                column![
                    text(tr.text("setup-lesson-language")),
                    pick_list(langs, Some(LangChoice(self.lesson_lang)), move |l| m(Msg::LessonLang(l)))
                ]
                .spacing(4),
            ]
            .spacing(16),
        ]
        .spacing(12);
        let mut teams = column![
            row![
                text(tr.tr("setup-teams", &[("count", Arg::from(self.teams.len()))])).size(20).width(Fill),
                ui::button_maybe(
                    tr.text("setup-add-team"),
                    (self.teams.len() < *self.range.end()).then_some(m(Msg::AddTeam))
                ),
            ]
            .spacing(8)
        ]
        .spacing(6);
        for (i, t) in self.teams.iter().enumerate() {
            teams = teams.push(
                row![
                    text(format!("{}.", i + 1)).width(28),
                    ui::swatch(t.colour),
                    text_input(&tr.text("setup-team-name"), &t.name).on_input(move |s| m(Msg::Name(i, s))).width(Fill),
                    pick_list(Colour::ALL, Some(t.colour), move |c| m(Msg::Colour(i, c))).width(130),
                    text_input(&tr.text("setup-students"), &t.students)
                        .on_input(move |s| m(Msg::Students(i, s)))
                        .width(Fill),
                    ui::button_maybe("↑".to_string(), (i > 0).then_some(m(Msg::Up(i)))),
                    ui::button_maybe("↓".to_string(), (i + 1 < self.teams.len()).then_some(m(Msg::Down(i)))),
                    ui::button_maybe(
                        "✕".to_string(),
                        (self.teams.len() > *self.range.start()).then_some(m(Msg::RemoveTeam(i)))
                    ),
                ]
                .spacing(8)
                .align_y(iced::Center),
            );
        }
        let dice = row![
            toggler(self.typed).label(tr.text("setup-typed")).on_toggle(move |b| m(Msg::Typed(b))),
            text(tr.text("setup-seed")),
            text_input("", &self.seed).on_input(move |s| m(Msg::Seed(s))).width(220),
        ]
        .spacing(16)
        .align_y(iced::Center);
        let mut body = column![head, container(teams).padding(12).style(container::rounded_box), dice].spacing(16);
        if let Some(e) = &self.error {
            body = body.push(ui::error_banner(e.clone()));
        }
        body = body.push(
            row![
                button(text(tr.text("setup-cancel"))).on_press(m(Msg::Cancel)).style(button::secondary),
                button(text(tr.text("setup-start")).size(20)).on_press(m(Msg::Start)).padding([8, 24]),
            ]
            .spacing(12),
        );
        scrollable(container(body).padding(20)).into()
    }
}

fn default_name(tr: &Translator, i: usize) -> String {
    tr.tr("setup-default-team", &[("number", Arg::from(i + 1))])
}

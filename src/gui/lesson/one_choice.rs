//! "One choice changed" on the results: the teacher picks a team and the card it could have
//! laid instead at one of its decisions; the rules crate plays the class's game again with the
//! same dice (`report::one_choice`), and the answer shows here and, when the teacher puts it
//! on, on the projector screen beside the game as the class played it.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill, Shrink};

use super::{LessonScreen, Msg};
use crate::engine::Card;
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, widgets};
use crate::i18n::{Arg, Language, Translator};
use crate::report::one_choice::{self, OneChoice};

/// What the teacher does with "one choice changed".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OneChoiceMsg {
    /// Shows this team's decisions.
    Team(usize),
    /// Plays the game again with the chosen team's card at this entry changed to this card.
    Change { entry: usize, card: Card },
    /// Puts the answer on the projector screen (or the rankings back).
    Shown(bool),
    /// Plays the class's game and the changed game side by side on the projector screen, from
    /// the changed entry on.
    Film,
    /// Closes the answer and the team's decisions.
    Close,
}

/// Where "one choice changed" stands.
#[derive(Default)]
pub struct OneChoiceState {
    team: Option<usize>,
    /// The change asked for: the entry and the card.
    asked: Option<(usize, Card)>,
    /// The answer in the teacher's language and in the class's (the projector's), or why
    /// there is none.
    answer: Option<Result<Answer, String>>,
    shown: bool,
}

pub struct Answer {
    /// The language `console` is worded in (the teacher may switch it at the end).
    language: Language,
    pub console: OneChoice,
    pub projector: OneChoice,
}

impl LessonScreen {
    pub(super) fn one_choice_update(&mut self, msg: OneChoiceMsg, tr: &Translator) {
        let state = &mut self.one_choice;
        match msg {
            OneChoiceMsg::Team(t) => {
                *state = OneChoiceState { team: Some(t), ..OneChoiceState::default() };
            }
            OneChoiceMsg::Change { entry, card } => {
                state.asked = Some((entry, card));
                state.answer = None;
                self.film = self.film.filter(|f| !f.beside);
                self.one_choice_answer(tr);
            }
            OneChoiceMsg::Shown(on) => {
                let on = on && matches!(self.one_choice.answer, Some(Ok(_)));
                self.one_choice.shown = on;
                // On or off, a film of it stops (the answer's end shows, or the rankings).
                self.film = None;
                if on {
                    (self.what_if_shown, self.journey) = (false, false);
                }
            }
            OneChoiceMsg::Film => {
                if let (Some(Ok(_)), Some((entry, _))) = (&self.one_choice.answer, self.one_choice.asked) {
                    (self.what_if_shown, self.journey) = (false, false);
                    self.one_choice.shown = true;
                    self.film_update(super::FilmMsg::Beside(entry));
                }
            }
            OneChoiceMsg::Close => {
                self.one_choice = OneChoiceState::default();
                self.film = self.film.filter(|f| !f.beside);
            }
        }
    }

    /// How many entries the changed game's record has (0 without an answer).
    pub(super) fn one_choice_changed_entries(&self) -> usize {
        match &self.one_choice.answer {
            Some(Ok(a)) => a.projector.session.timeline().len(),
            _ => 0,
        }
    }

    /// Works out the answer to the change asked for, in the teacher's language and the class's
    /// (a game of 12 teams takes well under a millisecond: it is done at once).
    fn one_choice_answer(&mut self, tr: &Translator) {
        let (Some(team), Some((entry, card))) = (self.one_choice.team, self.one_choice.asked) else { return };
        let names = self.names();
        let answer = one_choice::one_choice(tr, &names, &self.session, team, entry, card).and_then(|console| {
            let projector = if self.tr.language() == tr.language() {
                console.clone()
            } else {
                one_choice::one_choice(&self.tr, &names, &self.session, team, entry, card)?
            };
            Ok(Answer { language: tr.language(), console, projector })
        });
        self.one_choice.shown &= answer.is_ok();
        self.one_choice.answer = Some(answer);
    }

    /// The answer worded again when the teacher switched the interface's language.
    pub(super) fn one_choice_follow_language(&mut self, tr: &Translator) {
        if let Some(Ok(a)) = &self.one_choice.answer
            && a.language != tr.language()
        {
            self.one_choice_answer(tr);
        }
    }

    /// The answer the projector screen shows, while the teacher has it on.
    pub fn one_choice_shown(&self) -> Option<&OneChoice> {
        match &self.one_choice.answer {
            Some(Ok(a)) if self.one_choice.shown => Some(&a.projector),
            _ => None,
        }
    }

    /// Another screen of the end (a question, the journey, the film, "what if") takes the
    /// projector: the answer stays here but leaves the projector.
    pub(super) fn one_choice_off_projector(&mut self) {
        self.one_choice.shown = false;
    }
}

/// The id of a team's button (the tests click it).
pub fn team_id(team: usize) -> iced::widget::Id {
    iced::widget::Id::from(format!("one-choice-team-{team}"))
}

/// The id of the button that changes the card at `entry` to `card`.
pub fn change_id(entry: usize, card: Card) -> iced::widget::Id {
    iced::widget::Id::from(format!("one-choice-{entry}-{}", card.0))
}

impl LessonScreen {
    /// What each team's phone shows at the end from its own game changed, in the class's
    /// language: its turning points (`report::one_choice::turning_points`) and every decision
    /// with what each other card would have done (`own_what_ifs`). Worked out once for the
    /// game's end as it stands (a correction after the end works them out again).
    pub fn phone_ends(&self) -> std::sync::Arc<crate::devices::view::PhoneEnds> {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.session.game().state().hash(&mut h);
        self.session.record().entries.len().hash(&mut h);
        let key = h.finish();
        let mut cache = self.turning.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((k, ends)) = cache.as_ref()
            && *k == key
        {
            return ends.clone();
        }
        let (tr, names) = (self.lesson_translator(), self.names());
        let teams = 0..names.len();
        let ends = std::sync::Arc::new(crate::devices::view::PhoneEnds {
            turning: teams.clone().map(|t| one_choice::turning_points(tr, &self.session, t)).collect(),
            what_ifs: teams.map(|t| one_choice::own_what_ifs(tr, &names, &self.session, t)).collect(),
        });
        *cache = Some((key, ends.clone()));
        ends
    }
}

/// The panel on the results: the teams to choose from, the chosen team's decisions with the
/// cards it could have laid instead, and the answer.
pub fn panel<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let names = l.names();
    let state = &l.one_choice;
    let msg = |m: OneChoiceMsg| Msg::OneChoice(m);
    let mut col = column![
        widgets::heading(tr.text("one-choice-title"), style::LARGE),
        widgets::note(tr.text("one-choice-help")),
    ]
    .spacing(8);
    // The teams, each a button with its colour and letter.
    let mut teams = row![text(tr.text("one-choice-team")).size(style::NORMAL)].spacing(8).align_y(Alignment::Center);
    for (t, name) in names.iter().enumerate() {
        let colour = Colour::from_code(&l.session.record().teams[t].colour);
        let chosen = state.team == Some(t);
        let b = button(widgets::team_tag(colour, t, name, style::NORMAL, Shrink))
            .padding(style::BUTTON_PAD)
            .style(if chosen { style::chosen } else { style::secondary })
            .on_press(msg(OneChoiceMsg::Team(t)));
        teams = teams.push(container(b).id(team_id(t)));
    }
    col = col.push(teams.wrap());
    let Some(team) = state.team else {
        return container(col).padding(12).width(Fill).style(style::panel).into();
    };
    // The team's decisions: what it laid, and a button for each card it could have laid.
    let session = &l.session;
    let words = |step: usize, card: Card| one_choice::quoted(tr, session, step, card);
    let step_name = |step: usize| one_choice::step_name(tr, session, step);
    let mut list = column![
        text(tr.tr("one-choice-decisions", &[("team", Arg::from(names[team].clone()))]))
            .size(style::NORMAL)
            .font(style::STRONG)
    ]
    .spacing(6);
    // Once a change is asked, only its decision stays listed (the answer comes where the list
    // was, in view), with a way back to all of them.
    let asked_entry = state.asked.map(|(entry, _)| entry);
    for d in one_choice::decisions(session, team).into_iter().filter(|d| asked_entry.is_none_or(|e| e == d.entry)) {
        let laid = tr.tr(
            "one-choice-laid",
            &[("step", Arg::from(step_name(d.step))), ("card", Arg::from(words(d.step, d.laid)))],
        );
        let mut r = row![text(laid).size(style::NORMAL).width(iced::Length::FillPortion(2))].spacing(8);
        let mut others = row![].spacing(8);
        for &card in &d.others {
            let label = tr.tr("one-choice-instead", &[("card", Arg::from(words(d.step, card)))]);
            let asked = state.asked == Some((d.entry, card));
            let b = button(text(label).size(style::NORMAL))
                .padding(style::BUTTON_PAD)
                .style(if asked { style::chosen } else { style::secondary })
                .on_press(msg(OneChoiceMsg::Change { entry: d.entry, card }));
            others = others.push(container(b).id(change_id(d.entry, card)));
        }
        r = r.push(container(others.wrap()).width(iced::Length::FillPortion(3)));
        list = list.push(r.align_y(Alignment::Center));
    }
    if asked_entry.is_some() {
        list = list.push(widgets::action(tr.text("one-choice-another"), Some(msg(OneChoiceMsg::Team(team)))));
    }
    col = col.push(list);
    match &state.answer {
        None => {}
        Some(Err(why)) => col = col.push(text(why.clone()).size(style::NORMAL).style(style::warning)),
        Some(Ok(a)) => col = col.push(answer(&a.console, state.shown, tr)),
    }
    col = col.push(widgets::action(tr.text("one-choice-close"), Some(msg(OneChoiceMsg::Close))));
    container(col).padding(12).width(Fill).style(style::panel).into()
}

/// The answer: the sentence large, what the changed game could not take as recorded, what
/// changed for the other teams and on the map, and the action for the projector screen.
fn answer<'a>(a: &OneChoice, shown: bool, tr: &Translator) -> Element<'a, Msg> {
    let mut col = column![
        container(text(a.headline.clone()).size(style::LARGE)).padding([8, 12]).width(Fill).style(style::read_out)
    ]
    .spacing(6);
    if let Some(adjusted) = &a.adjusted {
        col = col.push(widgets::note(adjusted.clone()));
    }
    col = col.push(text(tr.text("one-choice-others-title")).size(style::NORMAL).font(style::STRONG));
    if a.others.is_empty() {
        col = col.push(text(tr.text("one-choice-others-none")).size(style::NORMAL));
    }
    for line in &a.others {
        col = col.push(text(line.clone()).size(style::NORMAL));
    }
    if !a.countries.is_empty() {
        col = col.push(text(tr.text("one-choice-map-title")).size(style::NORMAL).font(style::STRONG));
        for line in &a.countries {
            col = col.push(text(line.clone()).size(style::NORMAL));
        }
    }
    let (label, on) = if shown { ("one-choice-hide", false) } else { ("one-choice-show", true) };
    col.push(
        row![
            widgets::action(tr.text(label), Some(Msg::OneChoice(OneChoiceMsg::Shown(on)))),
            widgets::action(tr.text("one-choice-film"), Some(Msg::OneChoice(OneChoiceMsg::Film))),
        ]
        .spacing(12)
        .wrap(),
    )
    .into()
}

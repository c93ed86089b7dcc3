//! The history of a game: every entry in words (phase and step, each team with its card and
//! dice, the numbers that changed), and changing an earlier entry with a preview of the teams
//! whose numbers it changes.

use iced::widget::{button, column, container, row, rule, scrollable, text, text_input};
use iced::{Alignment, Element, Fill};

use super::{LessonScreen, Msg, Panel, ShowMsg};
use crate::engine::{Correction, Input, ReplayError, Session, Spend};
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, widgets};
use crate::i18n::{Arg, Translator};
use crate::report::{errors, summary};

/// An earlier entry being changed.
#[derive(Clone, Debug)]
pub struct Fix {
    pub index: usize,
    pub cards: Vec<Option<crate::engine::Card>>,
    /// The entry's dice and draws as typed, when those are what is being changed.
    pub dice: Option<String>,
    /// What each team spent, when an investment is being changed.
    pub spend: Option<Vec<Spend>>,
    pub preview: Option<Result<Correction, crate::gui::Words>>,
}

impl PartialEq for Fix {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index && self.cards == other.cards && self.dice == other.dice && self.spend == other.spend
    }
}

#[derive(Clone, Debug)]
pub enum FixMsg {
    Start(usize),
    StartDice(usize),
    Card(usize, crate::engine::Card),
    Spend(usize, bool, i32),
    DiceText(String),
    Preview,
    Confirm,
    Cancel,
}

/// What the history asks of the lesson screen.
#[derive(Debug)]
pub enum Event {
    /// The teacher confirmed this correction: the screen makes it, through its one commit path.
    Correct(Box<Correction>),
}

/// Carries out a message of the history on its own state (the entry being changed), reading
/// the session; a confirmed correction comes back as an event, for the screen to commit.
pub fn update(fix: &mut Option<Box<Fix>>, msg: FixMsg, session: &Session, tr: &Translator) -> Option<Event> {
    match msg {
        FixMsg::Start(index) => {
            *fix = match session.record().entries.get(index).map(|e| &e.input) {
                Some(Input::Decide { cards, .. }) => {
                    Some(Box::new(Fix { index, cards: cards.clone(), dice: None, spend: None, preview: None }))
                }
                Some(Input::Invest { spend, .. }) => {
                    Some(Box::new(Fix { index, cards: vec![], dice: None, spend: Some(spend.clone()), preview: None }))
                }
                _ => None,
            }
        }
        FixMsg::StartDice(index) => {
            if let Some(e) = session.record().entries.get(index) {
                *fix = Some(Box::new(Fix {
                    index,
                    cards: vec![],
                    dice: Some(super::outcome_words(tr, &e.outcomes)),
                    spend: None,
                    preview: None,
                }));
            }
        }
        FixMsg::Card(t, c) => {
            if let Some(f) = fix.as_mut().filter(|f| f.cards.get(t).is_some_and(Option::is_some)) {
                f.cards[t] = Some(c);
                f.preview = None;
            }
        }
        FixMsg::Spend(t, armies, delta) => {
            if let Some(f) = fix.as_mut() {
                f.preview = None;
                if let Some(s) = f.spend.as_mut().and_then(|s| s.get_mut(t)) {
                    let v = if armies { &mut s.armies } else { &mut s.farms };
                    *v = v.saturating_add_signed(delta);
                }
            }
        }
        FixMsg::DiceText(s) => {
            if let Some(f) = fix.as_mut() {
                f.dice = Some(s.chars().take(2_000).collect());
                f.preview = None;
            }
        }
        FixMsg::Preview => preview(fix.as_mut()?, session),
        FixMsg::Confirm => {
            if let Some(Fix { preview: Some(Ok(c)), .. }) = fix.take().map(|f| *f) {
                return Some(Event::Correct(Box::new(c)));
            }
        }
        FixMsg::Cancel => *fix = None,
    }
    None
}

/// What the correction being made would change: the entry replayed with the changed cards,
/// sums or dice, and every entry after it.
fn preview(f: &mut Fix, session: &Session) {
    let Some(old) = session.record().entries.get(f.index) else { return };
    let (input, outcomes) = match &f.dice {
        Some(words) => match super::parse_outcomes(words) {
            Ok(o) => (old.input.clone(), Some(o)),
            Err(bad) => {
                f.preview = Some(Err(crate::gui::Words::new(move |tr| {
                    tr.tr("lesson-bad-outcome", &[("word", Arg::from(bad.clone()))])
                })));
                return;
            }
        },
        None => match &f.spend {
            // The teacher's places for the gains stay with the teams whose sums did
            // not change (what they buy goes where it went).
            Some(spend) => {
                let places = match &old.input {
                    Input::Invest { spend: was, places } => places
                        .iter()
                        .filter(|p| was.get(usize::from(p.team)) == spend.get(usize::from(p.team)))
                        .copied()
                        .collect(),
                    _ => Vec::new(),
                };
                (Input::Invest { spend: spend.clone(), places }, None)
            }
            // The teacher's places stay with the teams whose card did not change, and
            // a new country's with a team whose card still takes one first; any other
            // place would fall to another gain.
            None => {
                let at = session.timeline().before(f.index).step;
                let step = session.game().lesson().steps.get(at);
                let conquers = |team: u8| {
                    let card = f.cards.get(usize::from(team)).copied().flatten();
                    card.is_some_and(|c| step.is_some_and(|s| s.card_conquers(c)))
                };
                let places = match &old.input {
                    Input::Decide { places, cards } => places
                        .iter()
                        .filter(|p| {
                            let t = usize::from(p.team);
                            cards.get(t) == f.cards.get(t) || (p.nth == 0 && conquers(p.team))
                        })
                        .copied()
                        .collect(),
                    _ => Vec::new(),
                };
                (Input::Decide { cards: f.cards.clone(), places }, None)
            }
        },
    };
    let names = crate::report::Cast::of(session.record().names(), session.game().state());
    f.preview = Some(session.correction_with(f.index, input, outcomes).map_err(|e| {
        crate::gui::Words::new(move |tr| match &e {
            ReplayError::Entry { index, error } => tr.tr(
                "history-breaks",
                &[("entry", Arg::from(index + 1)), ("why", Arg::from(errors::rule(tr, &names, error)))],
            ),
            other => errors::replay(tr, &names, other),
        })
    }));
}

fn m(msg: FixMsg) -> Msg {
    Msg::Fix(msg)
}

/// One entry in words: what kind, and for each team its card, dice and changed numbers.
fn entry_words<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, i: usize) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let lesson = l.session.game().lesson();
    let frame = &l.session.timeline().frames()[i];
    let entry = &l.session.record().entries[i];
    let names = l.names();
    let step = lesson.steps.get(frame.step);
    let place = match step {
        Some(s) => tr.tr(
            "history-place",
            &[("phase", Arg::from(s.phase + 1)), ("step", Arg::from(tr.text(&format!("step-name-{}", s.id))))],
        ),
        None => String::new(),
    };
    // "4. Phase 1 · Investment"; the kind of entry where the step has more than one kind
    // ("cards", "throw"): a step without a choice says what it is by its name.
    let heading = match entry.input {
        crate::engine::Input::Proceed { .. } => format!("{}. {place}", i + 1),
        _ => format!("{}. {place} · {}", i + 1, tr.text(crate::report::entry_kind(&entry.input))),
    };
    let mut head =
        row![text(heading).size(style::NORMAL).font(style::STRONG).width(Fill)].spacing(8).align_y(Alignment::Center);
    if matches!(entry.input, Input::Decide { .. } | Input::Invest { .. }) {
        head = head.push(widgets::action(tr.text("history-change"), Some(m(FixMsg::Start(i)))));
    }
    if !entry.outcomes.is_empty() {
        head = head.push(widgets::action(tr.text("history-change-dice"), Some(m(FixMsg::StartDice(i)))));
    }
    let mut col = column![head].spacing(2);
    let invest = matches!(entry.input, Input::Invest { .. });
    for s in summary::summarize(&frame.changes, names.len()) {
        let mut words = Vec::new();
        if let Some(card) = s.card {
            words.push(summary::card_label(tr, lesson, frame.step, card));
        }
        words.extend(summary::phrases(tr, &l.cast(), &s, invest));
        if !invest {
            // An investment's dice are in its farming rolls' words.
            words.extend(summary::dice_text(tr, &s.dice));
        }
        if let (true, Input::Correct { reason, .. }) = (s.corrected, &entry.input) {
            words.push(tr.tr("history-corrected", &[("reason", Arg::from(reason.as_str()))]));
        }
        let colour = Colour::from_code(&l.session.record().teams[s.team].colour);
        col = col.push(
            row![
                widgets::team_tag(colour, s.team, &names[s.team], style::SMALL, iced::Length::Fixed(220.0)),
                text(words.join(" · ")).size(style::SMALL).width(Fill),
            ]
            .spacing(8),
        );
    }
    col.into()
}

fn fix_view<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, fix: &'a Fix) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let names = l.names();
    let mut col =
        column![widgets::heading(tr.tr("history-fixing", &[("entry", Arg::from(fix.index + 1))]), style::LARGE)]
            .spacing(8);
    if let Some(dice) = &fix.dice {
        col = col.push(
            row![
                text(tr.text("lesson-typed-dice")),
                text_input("", dice).on_input(|s| m(FixMsg::DiceText(s))).width(Fill),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    for (t, s) in fix.spend.iter().flatten().enumerate() {
        let step = |armies: bool, d: i32, label: &'static str| {
            button(text(label))
                .padding(style::BUTTON_PAD)
                .style(style::secondary)
                .on_press(m(FixMsg::Spend(t, armies, d)))
        };
        col = col.push(
            row![
                text(names[t].clone()).width(260),
                text(tr.text("lesson-armies")),
                step(true, -1, "−"),
                widgets::num(s.armies, 40.0, style::NORMAL),
                step(true, 1, "+"),
                text(tr.text("lesson-farms")),
                step(false, -1, "−"),
                widgets::num(s.farms, 40.0, style::NORMAL),
                step(false, 1, "+"),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    let options = l.session.record().entries.get(fix.index).map_or(0, |e| match &e.input {
        Input::Decide { .. } => {
            let step = l.session.timeline().frames().get(fix.index).map_or(0, |f| f.step);
            l.session.game().lesson().steps.get(step).map_or(0, |s| s.options.len())
        }
        _ => 0,
    }) as u8;
    for (t, card) in fix.cards.iter().enumerate() {
        let Some(card) = card else { continue };
        let mut r = row![text(names[t].clone()).width(260)].spacing(6).align_y(Alignment::Center);
        for c in (1..=options).map(crate::engine::Card) {
            let style = if *card == c { style::chosen } else { style::secondary };
            r = r.push(
                button(text(c.to_string())).padding(style::BUTTON_PAD).style(style).on_press(m(FixMsg::Card(t, c))),
            );
        }
        col = col.push(r);
    }
    col = col.push(
        row![
            widgets::primary_action(tr.text("history-preview"), Some(m(FixMsg::Preview))),
            widgets::action(tr.text("history-cancel"), Some(m(FixMsg::Cancel))),
        ]
        .spacing(8),
    );
    match &fix.preview {
        Some(Ok(c)) => {
            let teams: Vec<String> = c.changed_teams.iter().map(|&t| names[t].clone()).collect();
            let who = if teams.is_empty() { tr.text("history-nobody") } else { teams.join(", ") };
            col = col.push(widgets::info_banner(tr.tr("history-would-change", &[("teams", Arg::from(who))])));
            // And what changes for each: "Castilla: Gold 10 → 8 · Prestige 5 → 6".
            let now = crate::engine::standings(l.session.game().state());
            let then = crate::engine::standings(c.session.game().state());
            for &t in &c.changed_teams {
                let (Some(a), Some(b)) = (now.iter().find(|r| r.team == t), then.iter().find(|r| r.team == t)) else {
                    continue;
                };
                let mut what = Vec::new();
                for (label, from, to) in [
                    ("col-gold", a.gold as usize, b.gold as usize),
                    ("col-prestige", a.prestige as usize, b.prestige as usize),
                    ("col-armies", a.armies as usize, b.armies as usize),
                    ("col-countries", a.countries, b.countries),
                    ("col-resources", a.resources as usize, b.resources as usize),
                ] {
                    if from != to {
                        what.push(format!("{} {from} → {to}", tr.text(label)));
                    }
                }
                if !what.is_empty() {
                    col = col.push(text(format!("{}: {}", names[t], what.join(" · "))).size(style::NORMAL));
                }
            }
            // Dice that no longer fit the corrected game are thrown again: the teacher is told.
            if !c.rerolled.is_empty() {
                let entries: Vec<String> = c.rerolled.iter().map(|i| (i + 1).to_string()).collect();
                col = col.push(widgets::note(tr.tr(
                    "history-rerolled",
                    &[("count", Arg::from(entries.len())), ("list", Arg::from(entries.join(", ")))],
                )));
            }
            col = col.push(widgets::primary_action(tr.text("history-confirm"), Some(m(FixMsg::Confirm))));
        }
        Some(Err(e)) => col = col.push(widgets::error_banner(e.say(tr))),
        None => {}
    }
    container(col).padding(12).width(Fill).style(style::panel).into()
}

pub fn view<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, fix: Option<&'a Fix>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let mut col = column![
        row![
            widgets::heading(tr.text("history-title"), style::TITLE),
            iced::widget::space::horizontal(),
            widgets::action(tr.text("history-close"), Some(Msg::Show(ShowMsg::Panel(Panel::None)))),
        ]
        .align_y(Alignment::Center)
    ]
    .spacing(8);
    // The correction being made stands at the top, where the log opens (`SCROLL` goes back
    // there when a change starts), not under its entry below the view.
    if let Some(f) = fix {
        col = col.push(entry_words(l, ctx, f.index)).push(fix_view(l, ctx, f)).push(rule::horizontal(2));
    }
    for i in (0..l.session.record().entries.len()).rev() {
        col = col.push(entry_words(l, ctx, i));
        col = col.push(rule::horizontal(1));
    }
    scrollable(container(col).padding(16)).id(SCROLL).into()
}

/// The game log's scrollable.
pub const SCROLL: &str = "game-log";

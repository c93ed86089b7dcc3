//! The opening of a phase: before its first situation, the text that tells the class where the
//! game stands and who already lives there, on the teacher's screen to read out and on the
//! projector screen, large, with the game years. And the choice of a step discussed or played
//! (the slave trade), offered wherever it can still change: on the opening of its phase, large,
//! and under the tools, small.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use super::{LessonScreen, Msg, ShowMsg};
use crate::engine::Session;
use crate::gui::{Ctx, style, widgets};
use crate::i18n::{Arg, Translator};
use crate::lesson::{Lesson, Step};

/// Whether `step` is the first of its phase.
pub(super) fn starts_phase(lesson: &Lesson, step: usize) -> bool {
    match (step.checked_sub(1).and_then(|p| lesson.steps.get(p)), lesson.steps.get(step)) {
        (_, None) => false,
        (None, Some(_)) => true,
        (Some(before), Some(s)) => before.phase != s.phase,
    }
}

/// The phase whose opening the class meets now: the game waits at the first step of a phase
/// and nothing has been entered at that step yet.
pub(super) fn due(session: &Session) -> Option<usize> {
    let game = session.game();
    let step = game.state().step;
    let lesson = game.lesson();
    let made_here = session.timeline().frames().last().is_some_and(|f| f.step == step);
    (starts_phase(lesson, step) && !made_here).then(|| lesson.steps[step].phase)
}

/// The steps whose "discussed or played" can still change, in phase `phase` (or in any).
pub(super) fn switchable(session: &Session, phase: Option<usize>) -> Vec<&Step> {
    let lesson = session.game().lesson();
    lesson
        .steps
        .iter()
        .filter(|s| s.may_be_discussed && phase.is_none_or(|p| s.phase == p) && session.may_change_discussed(&s.id))
        .collect()
}

/// Whether the class discusses `step` (as the choice stands now).
fn is_discussed(session: &Session, step: &Step) -> bool {
    let game = session.game();
    game.lesson().steps.iter().position(|s| s.id == step.id).is_some_and(|i| game.is_discussed(i))
}

/// The teacher's screen at the opening of phase `phase`: its heading, its opening to read out,
/// the choice of its step that may be discussed, and one button to the first situation.
pub(super) fn view<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, phase: usize) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let lesson = l.session.game().lesson();
    let Some(p) = lesson.phases.get(phase) else { return column![].into() };
    let read = column![
        text(tr.text("lesson-opening-read")).size(style::SMALL).font(style::STRONG),
        text(l.tr.text(&p.intro)).size(style::READ_OUT),
    ]
    .spacing(6);
    let mut col = column![
        widgets::heading(crate::report::phase_heading(tr, lesson, phase), style::LARGE),
        widgets::note(tr.text("lesson-opening-help")),
        container(read).padding([8, 12]).width(Fill).style(style::read_out),
    ]
    .spacing(10);
    for step in switchable(&l.session, Some(phase)) {
        col = col.push(choice_box(l, tr, step));
    }
    let next = widgets::main_action(tr.text("lesson-opening-next"), Some(Msg::Show(ShowMsg::Opening(false))));
    col.push(row![iced::widget::space::horizontal(), next]).into()
}

/// The choice of `step` discussed or played, in full: what each means, and the lesson plan.
fn choice_box<'a>(l: &'a LessonScreen, tr: &Translator, step: &'a Step) -> Element<'a, Msg> {
    let on = is_discussed(&l.session, step);
    let name = tr.text(&format!("step-name-{}", step.id));
    let help = if on { "setup-step-discussed-help" } else { "setup-step-played-help" };
    let col = column![
        text(tr.tr("lesson-discussed-choice", &[("step", Arg::from(name))])).size(style::NORMAL).font(style::STRONG),
        row![
            choices(tr, step, on, style::NORMAL),
            iced::widget::space::horizontal(),
            widgets::action(tr.text("lesson-plan-button"), Some(Msg::LessonPlan)),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        widgets::note(tr.text(help)),
    ]
    .spacing(6);
    container(col).padding(10).width(Fill).style(style::panel).into()
}

/// "Discussed, not played" and "Played", the choice in force marked (pressing it changes
/// nothing).
fn choices<'a>(tr: &Translator, step: &Step, on: bool, size: f32) -> Element<'a, Msg> {
    let choice = |label: String, chosen: bool, msg: Msg| {
        button(text(label).size(size))
            .padding([4, 10])
            .style(if chosen { style::chosen } else { style::secondary })
            .on_press(msg)
    };
    row![
        choice(tr.text("setup-step-discussed"), on, Msg::Discussed(step.id.clone(), true)),
        choice(tr.text("setup-step-played"), !on, Msg::Discussed(step.id.clone(), false)),
    ]
    .spacing(6)
    .into()
}

/// The same choice on one line under the tools, for every step that can still change.
pub(super) fn tools_rows<'a>(l: &'a LessonScreen, tr: &Translator) -> Vec<Element<'a, Msg>> {
    switchable(&l.session, None)
        .into_iter()
        .map(|step| {
            let on = is_discussed(&l.session, step);
            let name = tr.text(&format!("step-name-{}", step.id));
            row![text(format!("{name}:")).size(style::SMALL), choices(tr, step, on, style::SMALL)]
                .spacing(6)
                .align_y(Alignment::Center)
                .into()
        })
        .collect()
}

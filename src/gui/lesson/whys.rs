//! The teams' own reasons for their cards at the end (issue 47): typed on their devices with the
//! card, kept in the record, shown to nobody before the end. On the results the teacher reads
//! those of the question shown, hides any, and puts the others on the projector screen.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill, Shrink};

use super::{LessonScreen, Msg, ShowMsg};
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, widgets};
use crate::report::DebriefQuestion;

impl LessonScreen {
    /// Whether the projector screen shows the teams' reasons for the question shown.
    pub fn whys_shown(&self) -> bool {
        self.whys_shown && self.debrief > 0
    }
}

/// The id of the button that hides (or shows) a team's reason at a step (the tests click it).
pub fn hide_id(step: usize, team: usize) -> iced::widget::Id {
    iced::widget::Id::from(format!("why-{step}-{team}"))
}

/// The reasons for `q`, each with its team and a button that hides it from the class or shows
/// it again, and the action that puts the shown ones on the projector screen; none where no
/// team gave a reason for these cards.
pub fn panel<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, q: &DebriefQuestion) -> Option<Element<'a, Msg>> {
    let tr = ctx.tr;
    let record = l.session.record();
    let whys = q.whys(record, false);
    if whys.is_empty() {
        return None;
    }
    let names = l.names();
    let mut col =
        column![widgets::heading(tr.text("whys-title"), style::LARGE), widgets::note(tr.text("whys-help")),].spacing(6);
    for w in &whys {
        let colour = Colour::from_code(&record.teams.get(w.team).map(|t| t.colour.clone()).unwrap_or_default());
        let name = names.get(w.team).cloned().unwrap_or_default();
        let quote = text(format!("{}{}{}", tr.text("whys-open"), w.text, tr.text("whys-close"))).size(style::NORMAL);
        let quote = if w.hidden { quote.style(style::muted) } else { quote };
        let (label, hidden) = if w.hidden { ("whys-show-one", false) } else { ("whys-hide-one", true) };
        let toggle = button(text(tr.text(label)).size(style::NORMAL))
            .padding(style::BUTTON_PAD)
            .style(style::secondary)
            .on_press(Msg::WhyHidden { step: w.step, team: w.team, hidden });
        let laid = crate::report::one_choice::why_laid(tr, &l.session, w).unwrap_or_default();
        col = col.push(
            row![
                widgets::team_tag(colour, w.team, &name, style::NORMAL, Shrink),
                container(column![widgets::note(laid), quote].spacing(2)).width(Fill),
                container(toggle).id(hide_id(w.step, w.team)),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
    }
    let any_shown = whys.iter().any(|w| !w.hidden);
    let (label, on) = if l.whys_shown() { ("whys-projector-hide", false) } else { ("whys-projector-show", true) };
    col = col.push(widgets::action(tr.text(label), (any_shown || !on).then_some(Msg::Show(ShowMsg::WhysShown(on)))));
    Some(container(col).padding(12).width(Fill).style(style::panel).into())
}

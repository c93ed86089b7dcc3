//! The teams' own reasons for their cards at the end: typed on their devices with the card,
//! kept in the record, shown to nobody before the end. On the results the teacher reads
//! those of the question shown, hides any, and puts the others on the projector screen.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use super::{LessonScreen, Msg, ShowMsg};
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, widgets};
use crate::report::DebriefQuestion;

impl LessonScreen {
    /// Whether the projector screen shows the teams' reasons for the question shown.
    pub fn whys_shown(&self) -> bool {
        self.whys_shown && self.debrief > 0
    }

    /// Whether the teacher has had a team's reason on their screen to read before the class
    /// does: always where only the teacher sees it, else once uncovered.
    pub fn screened(&self, w: &crate::engine::Why) -> bool {
        self.private || self.uncovered.contains(&(w.step, w.team))
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
    let help = if l.private { "whys-help" } else { "whys-help-shared" };
    let mut col =
        column![widgets::heading(tr.text("whys-title"), style::LARGE), widgets::note(tr.text(help))].spacing(6);
    let small = |label: &str, msg: Msg| {
        button(text(tr.text(label)).size(style::NORMAL))
            .padding(style::BUTTON_PAD)
            .style(style::secondary)
            .on_press(msg)
    };
    for w in &whys {
        let colour = Colour::from_code(&record.teams.get(w.team).map(|t| t.colour.clone()).unwrap_or_default());
        let name = names.get(w.team).cloned().unwrap_or_default();
        let (step, team) = (w.step, w.team);
        // Where the class may see this screen, a reason shows only once the teacher uncovers
        // it: until then its place says so, the same whatever it says.
        let screened = l.screened(w);
        let quote = match (screened, w.hidden) {
            (true, _) => text(format!("{}{}{}", tr.text("whys-open"), w.text, tr.text("whys-close"))),
            (false, false) => text(tr.text("whys-covered")),
            (false, true) => text(tr.text("whys-hidden")),
        }
        .size(style::NORMAL);
        let quote = if w.hidden || !screened { quote.style(style::muted) } else { quote };
        let toggle = match (screened, w.hidden) {
            (false, _) => small("whys-uncover", Msg::WhyUncover { step, team }),
            (true, true) => small("whys-show-one", Msg::WhyHidden { step, team, hidden: false }),
            (true, false) => small("whys-hide-one", Msg::WhyHidden { step, team, hidden: true }),
        };
        let mut buttons = column![container(toggle).id(hide_id(step, team))].spacing(4).align_x(Alignment::End);
        if !screened && !w.hidden {
            buttons = buttons.push(small("whys-hide-one", Msg::WhyHidden { step, team, hidden: true }));
        }
        let laid = crate::report::one_choice::why_laid(tr, &l.session, w).unwrap_or_default();
        // The team, the card it laid and its words in one column (a long name wraps there),
        // the buttons beside it.
        col = col.push(
            row![
                column![widgets::team_tag(colour, w.team, &name, style::NORMAL, Fill), widgets::note(laid), quote]
                    .spacing(2)
                    .width(Fill),
                buttons,
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
    }
    let any_shown = whys.iter().any(|w| !w.hidden && l.screened(w));
    let (label, on) = if l.whys_shown() { ("whys-projector-hide", false) } else { ("whys-projector-show", true) };
    col = col.push(widgets::action(tr.text(label), (any_shown || !on).then_some(Msg::Show(ShowMsg::WhysShown(on)))));
    Some(container(col).padding(12).width(Fill).style(style::panel).into())
}

//! The start screen: the library of classes (resume, delete to the trash) and a new class.

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Center, Element, Fill};

use super::{App, Message, ui};
use crate::i18n::Arg;

pub fn view(app: &App) -> Element<'_, Message> {
    let tr = &app.tr;
    let mut list = column![].spacing(8);
    if app.classes.is_empty() {
        list = list.push(text(tr.text("start-no-classes")).size(18));
    }
    for class in &app.classes {
        let file = class.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let line: Element<'_, Message> = match &class.record {
            Ok(rec) => {
                let name = if rec.class.is_empty() { file.clone() } else { rec.class.clone() };
                let status = app.status_of(rec);
                column![
                    text(name).size(20),
                    text(tr.tr(
                        "start-class-line",
                        &[
                            ("date", Arg::from(rec.date.clone())),
                            ("teams", Arg::from(rec.teams.len())),
                            ("status", Arg::from(status)),
                            ("changed", Arg::from(class.modified.map(super::when).unwrap_or_default())),
                        ],
                    ))
                    .size(15),
                ]
                .width(Fill)
                .into()
            }
            Err(e) => column![text(file).size(20), text(e.clone()).size(14)].width(Fill).into(),
        };
        let confirming = app.confirm_delete.as_ref() == Some(&class.path);
        let mut r = row![line].spacing(8).align_y(Center);
        if class.record.is_ok() {
            r = r.push(button(text(tr.text("start-resume"))).on_press(Message::Resume(class.path.clone())));
        }
        r = if confirming {
            r.push(button(text(tr.text("start-confirm-delete"))).on_press(Message::ConfirmDelete).style(button::danger))
                .push(button(text(tr.text("start-keep"))).on_press(Message::CancelDelete).style(button::secondary))
        } else {
            r.push(
                button(text(tr.text("start-delete")))
                    .on_press(Message::AskDelete(class.path.clone()))
                    .style(button::secondary),
            )
        };
        list = list.push(container(r).padding(10).style(container::rounded_box));
    }
    let mut page = column![
        row![
            text(tr.text("app-title")).size(32).width(Fill),
            button(text(tr.text("start-print-handouts"))).on_press(Message::SaveBlankHandouts).style(button::secondary),
            button(text(tr.text("start-new-class")).size(20)).on_press(Message::NewClass).padding([8, 24]),
        ]
        .spacing(12)
        .align_y(Center),
        text(tr.text("start-intro")).size(16),
    ]
    .spacing(16);
    if let Some(n) = &app.notice {
        page = page.push(if n.error { ui::error_banner(n.text.clone()) } else { ui::info_banner(n.text.clone()) });
    }
    page = page.push(list);
    scrollable(container(page).padding(24)).into()
}

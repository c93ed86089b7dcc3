//! The start screen: the library of classes (filter by name or year, resume, archive and
//! restore, delete to the trash, copy a class to carry it away, import one), a new class,
//! and for the ticked classes: CSV export and a side-by-side comparison.

use iced::widget::{button, checkbox, column, container, row, scrollable, space, text, text_input};
use iced::{Center, Element, Fill};

use super::{App, Message, ui};
use crate::engine::standings;
use crate::i18n::Arg;
use crate::store::ClassFile;

fn matches(filter: &str, c: &ClassFile) -> bool {
    let f = filter.trim().to_lowercase();
    if f.is_empty() {
        return true;
    }
    let name = c.path.file_stem().map(|s| s.to_string_lossy().to_lowercase()).unwrap_or_default();
    match c.record() {
        Some(r) => r.class.to_lowercase().contains(&f) || r.date.contains(&f) || name.contains(&f),
        None => name.contains(&f),
    }
}

fn class_row<'a>(app: &'a App, class: &'a ClassFile, archived: bool) -> Element<'a, Message> {
    let tr = &app.tr;
    let file = class.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let line: Element<'_, Message> = match class.class.as_ref().map(|s| s.record()) {
        Ok(rec) => {
            let name = if rec.class.is_empty() { file.clone() } else { rec.class.clone() };
            column![
                text(name).size(20),
                text(tr.tr(
                    "start-class-line",
                    &[
                        ("date", Arg::from(rec.date.clone())),
                        ("teams", Arg::from(rec.teams.len())),
                        ("status", Arg::from(app.status_of(&class.path))),
                        ("changed", Arg::from(class.modified.map(super::when).unwrap_or_default())),
                    ],
                ))
                .size(15),
            ]
            .width(Fill)
            .into()
        }
        Err(e) => column![text(file).size(20), text(crate::report::errors::store(tr, e)).size(14)].width(Fill).into(),
    };
    let path = class.path.clone();
    let mut r = row![].spacing(8).align_y(Center);
    if !archived && class.class.is_ok() {
        let p = path.clone();
        r = r.push(checkbox(app.selected.contains(&path)).on_toggle(move |on| Message::Select(p.clone(), on)));
    }
    r = r.push(line);
    if archived {
        return container(r.push(button(text(tr.text("start-restore"))).on_press(Message::Restore(path))))
            .padding(10)
            .style(container::rounded_box)
            .into();
    }
    if class.class.is_ok() {
        r = r.push(button(text(tr.text("start-resume"))).on_press(Message::Resume(path.clone())));
        r = r.push(
            button(text(tr.text("start-copy-out")))
                .on_press(Message::ExportRecord(path.clone()))
                .style(button::secondary),
        );
        r = r.push(
            button(text(tr.text("start-archive"))).on_press(Message::Archive(path.clone())).style(button::secondary),
        );
    }
    r = if app.confirm_delete.as_ref() == Some(&path) {
        r.push(button(text(tr.text("start-confirm-delete"))).on_press(Message::ConfirmDelete).style(button::danger))
            .push(button(text(tr.text("start-keep"))).on_press(Message::CancelDelete).style(button::secondary))
    } else {
        r.push(button(text(tr.text("start-delete"))).on_press(Message::AskDelete(path)).style(button::secondary))
    };
    container(r).padding(10).style(container::rounded_box).into()
}

/// A team's name, final gold and final prestige.
type FinalRow = (String, u32, u32);

/// Final gold and prestige of every team of the ticked classes, side by side.
fn comparison(app: &App) -> Element<'_, Message> {
    let tr = &app.tr;
    let mut cols = row![].spacing(16);
    let finals: Vec<(String, Vec<FinalRow>)> = app
        .selected_sessions()
        .into_iter()
        .map(|s| {
            let rec = s.record();
            let rows = standings(s.game().state());
            (rec.class.clone(), rows.iter().map(|r| (rec.teams[r.team].name.clone(), r.gold, r.prestige)).collect())
        })
        .collect();
    let max = finals.iter().flat_map(|(_, t)| t.iter().map(|(_, g, p)| (*g).max(*p))).max().unwrap_or(1).max(1);
    for (class, teams) in &finals {
        let mut c = column![text(class.clone()).size(20)].spacing(4).width(Fill);
        c = c.push(row![
            text(tr.text("col-team")).width(Fill),
            text(tr.text("col-gold")).width(60),
            text(tr.text("col-prestige")).width(70)
        ]);
        for (name, gold, prestige) in teams {
            c = c.push(row![
                text(name.clone()).width(Fill),
                text(gold.to_string()).width(60),
                text(prestige.to_string()).width(70)
            ]);
            let bar = |v: u32, colour: iced::Color| {
                container(space())
                    .width(4.0 + 200.0 * v as f32 / max as f32)
                    .height(8)
                    .style(move |_| container::Style { background: Some(colour.into()), ..container::Style::default() })
            };
            c = c.push(
                column![
                    bar(*gold, iced::Color::from_rgb8(0x21, 0x21, 0x21)),
                    bar(*prestige, iced::Color::from_rgb8(0x9e, 0x9e, 0x9e))
                ]
                .spacing(2),
            );
        }
        cols = cols.push(container(c).padding(10).style(container::rounded_box));
    }
    column![
        row![
            text(tr.text("start-comparison")).size(26).width(Fill),
            button(text(tr.text("history-close"))).on_press(Message::Compare(false))
        ],
        text(tr.text("start-comparison-legend")).size(14),
        scrollable(cols).direction(scrollable::Direction::Horizontal(scrollable::Scrollbar::default())),
    ]
    .spacing(10)
    .into()
}

pub fn view(app: &App) -> Element<'_, Message> {
    let tr = &app.tr;
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
    .spacing(12);
    if let Some(n) = &app.notice {
        page = page.push(if n.error { ui::error_banner(n.text.clone()) } else { ui::info_banner(n.text.clone()) });
    }
    if app.backup_offer.is_some() {
        page = page.push(button(text(tr.text("start-open-backup"))).on_press(Message::OpenBackup));
    }
    if app.comparing {
        return scrollable(container(page.push(comparison(app))).padding(24)).into();
    }
    let ticked = app.selected.len();
    page = page.push(
        row![
            text_input(&tr.text("start-filter"), &app.filter).on_input(Message::Filter).width(Fill),
            button(text(tr.tr("start-export-csv", &[("count", Arg::from(ticked))])))
                .on_press_maybe((ticked > 0).then_some(Message::ExportCsv)),
            button(text(tr.tr("start-compare", &[("count", Arg::from(ticked))])))
                .on_press_maybe((ticked > 1).then_some(Message::Compare(true))),
        ]
        .spacing(8)
        .align_y(Center),
    );
    let mut list = column![].spacing(8);
    if app.classes.is_empty() {
        list = list.push(text(tr.text("start-no-classes")).size(18));
    }
    for class in app.classes.iter().filter(|c| matches(&app.filter, c)) {
        list = list.push(class_row(app, class, false));
    }
    page = page.push(list);
    page = page.push(
        row![
            text_input(&tr.text("start-import-placeholder"), &app.import_path)
                .on_input(Message::ImportPath)
                .width(Fill),
            button(text(tr.text("start-import")))
                .on_press_maybe((!app.import_path.trim().is_empty()).then_some(Message::Import)),
            button(text(if app.show_archived {
                tr.text("start-hide-archived")
            } else {
                tr.text("start-show-archived")
            }))
            .on_press(Message::ToggleArchived)
            .style(button::secondary),
        ]
        .spacing(8)
        .align_y(Center),
    );
    if app.show_archived {
        let archived = &app.archived;
        let mut col = column![text(tr.text("start-archived-title")).size(20)].spacing(8);
        if archived.is_empty() {
            col = col.push(text(tr.text("start-no-archived")));
        }
        for class in archived.iter().filter(|c| matches(&app.filter, c)) {
            col = col.push(class_row(app, class, true));
        }
        page = page.push(col);
    }
    scrollable(container(page).padding(24)).into()
}

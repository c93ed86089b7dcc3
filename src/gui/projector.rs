//! The projector window: the situation and its options in very large type, then after the
//! reveal what happened to each team, and the standings. It never shows consequences before
//! the teams have chosen: it shows only the read-aloud text, or the changes already made.

use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill, FillPortion};

use super::Message;
use super::lesson::Lesson;
use crate::engine::standings;
use crate::i18n::{Arg, Translator};
use crate::report;

pub fn view<'a>(l: &'a Lesson, scale: f32) -> Element<'a, Message> {
    let tr = &l.tr_lesson;
    let size = |base: f32| base * scale;
    let game = l.session.game();
    let lesson = game.lesson();
    let names = l.names();
    let mut col = column![].spacing(size(18.0));
    if let Some(reveal) = &l.reveal {
        col = col.push(text(tr.text("projector-what-happened")).size(size(40.0)));
        let mut by_team = column![].spacing(size(8.0));
        for t in 0..names.len() {
            let lines: Vec<String> = reveal
                .changes
                .iter()
                .filter(|c| usize::from(c.team) == t)
                .map(|c| report::describe(tr, lesson, &names, c))
                .collect();
            if lines.is_empty() {
                continue;
            }
            by_team = by_team.push(text(lines.join("  ")).size(size(24.0)).width(Fill));
        }
        col = col.push(by_team);
        col = col.push(standings_view(l, tr, size(26.0)));
    } else if let Some(step) = lesson.steps.get(game.state().step) {
        let phase = &lesson.phases[step.phase];
        col = col.push(
            text(tr.tr(
                "projector-phase",
                &[("phase", Arg::from(tr.text(&phase.name))), ("century", Arg::from(u32::from(phase.century)))],
            ))
            .size(size(30.0)),
        );
        col = col.push(text(tr.text(&step.text)).size(size(44.0)));
        for (i, o) in step.options.iter().enumerate() {
            col = col.push(text(format!("{}   {}", i + 1, tr.text(&o.label))).size(size(40.0)));
        }
    } else {
        col = col.push(text(tr.text("projector-end")).size(size(44.0)));
        col = col.push(standings_view(l, tr, size(30.0)));
    }
    scrollable(container(col).padding(size(32.0)).width(Fill)).into()
}

fn standings_view<'a>(l: &'a Lesson, tr: &Translator, size: f32) -> Element<'a, Message> {
    let names = l.names();
    let mut col = column![
        row![
            text(tr.text("col-team")).size(size).width(FillPortion(4)),
            text(tr.text("col-gold")).size(size).width(FillPortion(2)),
            text(tr.text("col-prestige")).size(size).width(FillPortion(2)),
            text(tr.text("col-rank-gold")).size(size).width(FillPortion(2)),
            text(tr.text("col-rank-prestige")).size(size).width(FillPortion(2)),
        ]
        .spacing(8)
    ]
    .spacing(4);
    for r in standings(l.session.game().state()) {
        col = col.push(
            row![
                text(names[r.team].clone()).size(size).width(FillPortion(4)),
                text(r.gold.to_string()).size(size).width(FillPortion(2)),
                text(r.prestige.to_string()).size(size).width(FillPortion(2)),
                text(r.rank_gold.to_string()).size(size).width(FillPortion(2)),
                text(r.rank_prestige.to_string()).size(size).width(FillPortion(2)),
            ]
            .spacing(8),
        );
    }
    col.into()
}

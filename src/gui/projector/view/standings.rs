//! The standings frame: rank, team, gold, prestige and rank by prestige, as large as twelve
//! rows and their headings fit.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

pub(super) fn standings<M: 'static>(
    title: &str,
    rows: &[StandRow],
    legend: &str,
    columns: &[String; 4],
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let title_h = 40.0 * k * 1.3;
    let legend_h = lines(legend, MIN * k, inner.width, false) * MIN * k * 1.3;
    let room = inner.height - title_h - legend_h - 3.0 * 12.0 * k;
    // The column headings a little smaller than the rows, never below 24 px at 1280x720.
    let head_size = |s: f32| (s * 0.7).max(floor * HEAD_FLOOR / MIN);
    // The number columns as wide as their numbers need, or their heading on one line where the
    // names leave room for it ("Puesto por prestigio" over three lines took a row's height).
    let widths = |s: f32| -> [f32; 3] {
        let h = head_size(s);
        [(1, 3.2), (2, 4.2), (3, 4.6)]
            .map(|(i, w): (usize, f32)| (s * w).max((width_of(&columns[i], h, false) + s * 0.6).min(s * 10.0)))
    };
    let fixed = |s: f32| s * (2.4 + 2.0 + 2.5) + widths(s).iter().sum::<f32>();
    let name_w = |s: f32| inner.width - fixed(s) - s * 1.4;
    let height = |s: f32, short: bool| -> f32 {
        let h = head_size(s);
        let head = [1, 2, 3].iter().zip(widths(s)).map(|(&i, w)| lines(&columns[i], h, w, false)).fold(1.0, f32::max)
            * h
            * 1.3;
        let name = |n: &str| if short { 1.0 } else { lines(n, s, name_w(s), true) };
        head + rows.iter().map(|r| name(&r.tag.name) * s * 1.25 + s * 0.2).sum::<f32>()
    };
    // Whole names where they stand at the back row's size; else each on one line, shortened
    // where it must be beside the team's letter (twelve names of forty letters).
    let whole = fit(38.0 * k, floor, room, |s| height(s, false));
    let high = REVEAL_FLOOR * k;
    let short = whole < high && rows.iter().any(|r| lines(&r.tag.name, high, name_w(high), true) > 1.0);
    let size = if short { fit(38.0 * k, floor, room, |s| height(s, true)) } else { whole };
    let w = |f: f32| size * f;
    let h = head_size(size);
    let [gold_w, prestige_w, rank_w] = widths(size);
    let head = row![
        text(columns[0].clone()).size(h).width(w(2.4)),
        text("").width(Fill),
        text(columns[1].clone()).size(h).width(gold_w).align_x(Alignment::End),
        text(columns[2].clone()).size(h).width(prestige_w).align_x(Alignment::End),
        text(columns[3].clone()).size(h).width(rank_w).align_x(Alignment::End),
        text("").width(w(2.0)),
    ]
    .spacing(size * 0.5);
    let mut list = column![head].spacing(size * 0.2);
    for r in rows {
        let arrow = match r.moved {
            Some(m) if m > 0 => format!("▲{m}"),
            Some(m) if m < 0 => format!("▼{}", -m),
            Some(_) => "=".to_string(),
            None => String::new(),
        };
        let mut tag = r.tag.clone();
        if short {
            tag.name = shortened(&tag.name, |n| width_of(n, size, true) > name_w(size));
        }
        list = list.push(
            row![
                text(r.rank.clone()).size(size).font(style::STRONG).width(w(2.4)),
                tag_cell(&tag, size, Fill),
                widgets::num(r.gold, gold_w, size),
                widgets::num(r.prestige, prestige_w, size),
                text(r.prestige_rank.clone()).size(size).width(rank_w).align_x(Alignment::End),
                text(arrow).size(size * 0.8).width(w(2.0)).align_x(Alignment::End),
            ]
            .spacing(size * 0.5)
            .align_y(Alignment::Center),
        );
    }
    column![
        text(title.to_string()).size(40.0 * k).font(style::STRONG),
        list,
        iced::widget::space::vertical(),
        text(legend.to_string()).size(MIN * k)
    ]
    .spacing(12.0 * k)
    .height(Fill)
    .into()
}

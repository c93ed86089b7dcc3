//! The debrief's frames: a question with the class's facts, and "what if?" on average.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

/// "What if?": the question large, the title under it, a row for each choice with its gold and
/// prestige (as large as the rows fit), the sentence that sets two choices side by side, the
/// legend.
pub(super) fn what_if<M: 'static>(
    question: &str,
    w: &crate::report::what_if::WhatIf,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    let (label_w, number_w) = (inner.width * 0.5, inner.width * 0.25 - gap);
    // The debrief's question first and large (what the class answers), the frame's title (how
    // the numbers were made) under it, a size over the floor.
    let question_size = fit(36.0 * k, floor, inner.height * 0.2, |s| lines(question, s, inner.width, true) * s * 1.3);
    let title_size = floor * 1.1;
    let compare = w.compare.clone().unwrap_or_default();
    // The legend (what the brackets mean) a little above the floor: the class needs it to read
    // the numbers right.
    let legend_size = floor * 1.15;
    let fixed = lines(question, question_size, inner.width, true) * question_size * 1.3
        + lines(&w.title, title_size, inner.width, false) * title_size * 1.3
        + lines(&w.legend, legend_size, inner.width, false) * legend_size * 1.3
        + 6.0 * gap;
    // The rows and the sentence share the rest, at one size.
    let rows_h = |s: f32| {
        let head = w.heads.iter().map(|h| lines(h, s, number_w, true)).fold(1.0, f32::max) * s * 1.3;
        let body: f32 = w
            .rows
            .iter()
            .map(|r| lines(&r.label, s, label_w, false).max(lines(&r.gold, s, number_w, false)) * s * 1.3 + s * 0.5)
            .sum();
        head + body + (lines(&compare, s, inner.width, false) + lines(&w.caveat, s, inner.width, true)) * s * 1.3
    };
    let size = fit(40.0 * k, floor, inner.height - fixed, rows_h);
    let cell = |s: &str, width: f32, strong: bool| {
        let t = text(s.to_string()).size(size).width(width);
        if strong { t.font(style::STRONG) } else { t }
    };
    let mut grid = column![
        row![cell(&w.heads[0], label_w, true), cell(&w.heads[1], number_w, true), cell(&w.heads[2], number_w, true)]
            .spacing(gap)
    ]
    .spacing(size * 0.5);
    for r in &w.rows {
        grid = grid.push(
            row![cell(&r.label, label_w, false), cell(&r.gold, number_w, true), cell(&r.prestige, number_w, true)]
                .spacing(gap),
        );
    }
    let mut col = column![
        text(question.to_string()).size(question_size).font(style::STRONG),
        text(w.title.clone()).size(title_size).style(style::muted),
        grid,
    ]
    .spacing(gap);
    if !compare.is_empty() {
        col = col.push(text(compare).size(size));
    }
    // What the numbers leave out, as large as they are.
    col = col.push(text(w.caveat.clone()).size(size).font(style::STRONG));
    col.push(iced::widget::space::vertical()).push(text(w.legend.clone()).size(legend_size)).into()
}

/// A debrief question: the phase small, the question large, under it a column for each choice
/// it asks about with its teams (their chips one under the other), and a progress bar with
/// "Question 3 of 16". The question gets what the columns leave at the floor; the columns then
/// grow into what the question leaves.
pub(super) fn debrief<M: 'static>(
    phase: &str,
    question: &str,
    groups: &[super::super::DebriefColumn],
    nobody: &str,
    (position, (n, count)): (&str, (usize, usize)),
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    // The frame's furniture (the phase, the progress, the gaps) at the unenlarged screen's
    // size: A+ is for the question and the teams.
    let kf = floor / MIN;
    let gap = 32.0 * kf;
    // A column's heading a size larger than its teams' names.
    const HEAD: f32 = 1.2;
    let head = 30.0 * kf * 1.3 + 16.0 * kf;
    let foot = MIN * kf * 1.3 + 12.0 * kf + 16.0 * kf;
    // The columns alike, as long as no word of a name breaks inside at the floor; else each as
    // wide as its share of the teams (a choice nobody made needs little).
    let free = inner.width - gap * groups.len().saturating_sub(1) as f32;
    let share = |weight: &dyn Fn(&super::super::DebriefColumn) -> f32| -> Vec<f32> {
        let total: f32 = groups.iter().map(weight).sum();
        groups.iter().map(|g| free * weight(g) / total.max(1.0)).collect()
    };
    let column_h = |widths: &[f32], s: f32| {
        groups
            .iter()
            .zip(widths)
            .map(|(g, &w)| {
                let whole = super::super::fits(&g.label, s * HEAD, w, true)
                    && g.teams.iter().all(|t| super::super::fits(&t.name, s, w - s * 1.4, true));
                if !whole {
                    return f32::INFINITY;
                }
                let label = lines(&g.label, s * HEAD, w, true) * s * HEAD * 1.3;
                let names: f32 = if g.teams.is_empty() {
                    s * 1.3
                } else {
                    g.teams.iter().map(|t| lines(&t.name, s, w - s * 1.4, true) * s * 1.3 + s * 0.3).sum()
                };
                label + 8.0 * kf + names
            })
            .fold(0.0, f32::max)
    };
    // A long word cannot break: the longest must fit the width too.
    let longest = question.split_whitespace().map(|w| width_of(w, 1.0, true)).fold(0.0, f32::max);
    let question_h = |s: f32| {
        if longest * s > inner.width { f32::INFINITY } else { lines(question, s, inner.width, true) * s * 1.25 }
    };
    // What the columns have at most: all but the question at its smallest.
    let most = inner.height - head - foot - question_h(floor * 30.0 / MIN) - gap;
    let alike = share(&|_| 1.0);
    let widths = if column_h(&alike, floor) <= most { alike } else { share(&|g| g.teams.len().max(1) as f32 + 2.0) };
    let column_h = |s: f32| column_h(&widths, s);
    // The question and the teams' lists grow and shrink together (else A+ would make the question
    // larger and the lists smaller, the back row losing the names it reads): the largest share of
    // their full sizes (48 and 34 at 1280x720) at which both fit, each no smaller than its floor;
    // with A+, the lists no smaller than without it.
    let room = inner.height - head - foot;
    let both_h = |(q, g): (f32, f32)| question_h(q) + if groups.is_empty() { 0.0 } else { column_h(g) + gap };
    let layout = |kk: f32, least: f32| {
        let sizes = |f: f32| ((48.0 * kk * f).max(floor * 30.0 / MIN), (34.0 * kk * f).max(least));
        let f = fit(100.0, 1.0, room, |p| both_h(sizes(p / 100.0))) / 100.0;
        let (q, g) = sizes(f);
        // Where even that does not fit, the question keeps its floor and the lists take the rest.
        if both_h((q, g)) > room { (q, fit(g, floor, room - question_h(q) - gap, column_h)) } else { (q, g) }
    };
    // The unenlarged screen's k (`floor` is the floor of the unenlarged screen).
    let (_, unenlarged) = layout(floor / MIN, floor);
    let (q_size, g_size) = layout(k, unenlarged.min(34.0 * k));
    let mut columns = row![].spacing(gap);
    for (g, &w) in groups.iter().zip(&widths) {
        let mut col =
            column![text(g.label.clone()).size(g_size * HEAD).font(style::STRONG)].spacing(g_size * 0.3).width(w);
        if g.teams.is_empty() {
            col = col.push(text(nobody.to_string()).size(g_size).style(style::muted));
        }
        for t in &g.teams {
            col = col.push(tag_cell(t, g_size, Length::Fixed(w)));
        }
        columns = columns.push(col);
    }
    // The progress bar: the questions asked so far, filled.
    let bar_w = inner.width * 0.4;
    let done = bar_w * n.min(count) as f32 / count.max(1) as f32;
    let bar = container(container(text("")).width(done).height(12.0 * kf).style(style::progress_done))
        .width(bar_w)
        .height(12.0 * kf)
        .style(style::progress_track);
    column![
        text(phase.to_string()).size(30.0 * kf).style(style::muted),
        text(question.to_string()).size(q_size).font(style::STRONG).line_height(1.25),
        columns,
        iced::widget::space::vertical(),
        row![bar, text(position.to_string()).size(MIN * kf)].spacing(16.0 * kf).align_y(Alignment::Center),
    ]
    .spacing(16.0 * kf)
    .into()
}

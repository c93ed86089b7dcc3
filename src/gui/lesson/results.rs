//! The end of the game: both rankings side by side, the chart of rank by gold against rank by
//! prestige (the same as on the projector), gold and prestige after each phase, the debrief with
//! its questions shown on the projector one at a time, and the sheets as PDF.

use iced::widget::{column, container, row, scrollable, text};
use iced::{Alignment, Element, Fill};

use super::{FilmMsg, LessonScreen, Msg, ShowMsg};
use crate::engine::{Standing, standings};
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, projector, widgets};
use crate::i18n::Arg;
use crate::report;

/// The questions of the debrief in order, as the projector shows them one at a time.
pub fn debrief_questions(l: &LessonScreen) -> Vec<(String, report::DebriefQuestion)> {
    questions_of(l, &debrief_phases(l))
}

/// The questions the debrief steps through, by their numbers (from 1): all of them, or in the
/// short debrief each phase's key question.
pub fn debrief_path(l: &LessonScreen, questions: &[(String, report::DebriefQuestion)]) -> Vec<usize> {
    let all = (1..=questions.len()).collect::<Vec<_>>();
    if !l.debrief_short {
        return all;
    }
    let keys: Vec<usize> = all.iter().copied().filter(|&n| questions[n - 1].1.key).collect();
    if keys.is_empty() { all } else { keys }
}

/// Where question `n` stands on the debrief's path: its place from 1 and the path's length; a
/// question off the short path (chosen from the list) counts among all of them.
pub fn debrief_position(l: &LessonScreen, questions: &[(String, report::DebriefQuestion)], n: usize) -> (usize, usize) {
    let path = debrief_path(l, questions);
    match path.iter().position(|&m| m == n) {
        Some(i) => (i + 1, path.len()),
        None => (n, questions.len()),
    }
}

impl LessonScreen {
    /// The debrief's next (or, `back`, previous) question on its path after the one shown: 0
    /// (the rankings) before the first; none after the last.
    pub(super) fn debrief_step(&self, back: bool) -> Option<usize> {
        let questions = debrief_questions(self);
        let path = debrief_path(self, &questions);
        if back {
            Some(path.iter().rev().copied().find(|&n| n < self.debrief).unwrap_or(0)).filter(|_| self.debrief > 0)
        } else {
            path.iter().copied().find(|&n| n > self.debrief)
        }
    }

    /// The debrief's question on the projector screen now, as the projector asks it (none
    /// before the first, nor while the film or "what if" shows).
    pub fn debrief_shown(&self) -> Option<String> {
        // The debrief is worked out only once a question is shown (the devices ask at every update).
        let i = self.debrief.checked_sub(1)?;
        debrief_questions(self).into_iter().nth(i).map(|(_, q)| q.ask)
    }
}

/// The CSV's separator, as on the start screen: the comma, or the semicolon that a spreadsheet
/// set to German or Spanish opens in columns (the class's region's usual one first).
fn csv_separator<'a>(l: &LessonScreen, tr: &crate::i18n::Translator) -> Element<'a, Msg> {
    use crate::export::Delimiter;
    use crate::gui::widgets::Choice;
    let seps = crate::gui::start::csv_separators(tr);
    let chosen = l.csv_delimiter.unwrap_or(crate::export::Options::for_region(l.tr.region()).delimiter);
    let sep = seps.iter().find(|c| c.value == chosen).cloned();
    iced::widget::pick_list(seps, sep, |c: Choice<Delimiter>| Msg::CsvDelimiter(c.value)).into()
}

/// The debrief of the class, phase by phase, in the lesson's language.
fn debrief_phases(l: &LessonScreen) -> Vec<report::DebriefPhase> {
    report::debrief(&l.tr, &l.names(), l.session.game())
}

/// What "Read aloud" says on the results screen: the short background of the phase whose
/// question is on the projector screen (the first phase's before any), and whether it is for
/// the teacher's own voice.
pub fn short_background(l: &LessonScreen) -> (String, bool) {
    let phases = debrief_phases(l);
    // The questions before the phases' own.
    let mut n = 1;
    for phase in &phases {
        n += phase.questions.len();
        if l.debrief <= n {
            return (phase.short.clone(), phase.read_yourself);
        }
    }
    phases.last().map(|p| (p.short.clone(), p.read_yourself)).unwrap_or_default()
}

/// The phases' questions in order, then the closing ones about the whole game.
fn questions_of(l: &LessonScreen, phases: &[report::DebriefPhase]) -> Vec<(String, report::DebriefQuestion)> {
    // First what the game rewarded in this class, in its own numbers.
    let mut out = vec![(l.tr.text("results-debrief"), report::DebriefQuestion::plain(rewards_question(l)))];
    for phase in phases {
        for q in &phase.questions {
            out.push((phase.title.clone(), q.clone()));
        }
    }
    for id in ["results-debrief-1", "results-debrief-2", "results-debrief-3", "results-debrief-4"] {
        if l.tr.has(id) {
            out.push((l.tr.text("results-debrief"), report::DebriefQuestion::plain(l.tr.text(id))));
        }
    }
    out
}

/// The debrief's first question: the richest won; what the game paid for, in the class's own
/// numbers; what it rewards, and who paid.
fn rewards_question(l: &LessonScreen) -> String {
    let mut words = vec![l.tr.text("results-debrief-rewards-lead")];
    words.extend(report::rewards::sentences(&l.tr, l.session.game()));
    words.push(l.tr.text("results-debrief-rewards-ask"));
    words.join(" ")
}

/// What the game rewarded in this class, for the teacher before the debrief; none where the
/// class made none of the choices compared.
fn rewards_warning<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Option<Element<'a, Msg>> {
    let said = report::rewards::sentences(ctx.tr, l.session.game());
    if said.is_empty() {
        return None;
    }
    let col = column![
        text(ctx.tr.text("results-rewards-title")).size(style::NORMAL).font(style::STRONG),
        text(said.join(" ")).size(style::NORMAL),
        widgets::note(ctx.tr.text("results-rewards-help")),
    ]
    .spacing(4);
    Some(container(col).padding(10).width(Fill).style(style::panel).into())
}

fn ranking<'a>(l: &'a LessonScreen, rows: &[Standing], by_gold: bool, title: String) -> Element<'a, Msg> {
    let names = l.names();
    let mut order: Vec<&Standing> = rows.iter().collect();
    order.sort_by_key(|r| if by_gold { (r.rank_gold, r.team) } else { (r.rank_prestige, r.team) });
    let mut col = column![widgets::heading(title, style::TITLE)].spacing(4);
    for r in order {
        let (rank, tied, value) =
            if by_gold { (r.rank_gold, r.tied_gold, r.gold) } else { (r.rank_prestige, r.tied_prestige, r.prestige) };
        let colour = Colour::from_code(&l.session.record().teams[r.team].colour);
        col = col.push(
            row![
                text(widgets::rank_label(rank, tied)).size(style::LARGE).width(40),
                widgets::team_tag(colour, r.team, &names[r.team], style::NORMAL, Fill),
                widgets::num(value, 60.0, style::LARGE),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    container(col).padding(12).width(Fill).style(style::panel).into()
}

/// The results: the debrief's actions kept at the top (the one that shows the next question,
/// the files folded beside the heading), then the question on the projector screen, both
/// rankings, "one choice changed", the chart, how gold and prestige went phase by phase, and
/// every question with its notes.
pub fn view<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let rows = standings(l.session.game().state());
    // While files are written the buttons wait, and a line says so.
    let writing = l.is_writing();
    let when_free = |m: Msg| (!writing).then_some(m);
    // The files are for after the lesson: folded under one button, so that the debrief's
    // actions stay at the top of the screen.
    let (files_label, toggle) = if l.files_open {
        (tr.text("results-files-close"), Msg::Show(ShowMsg::Files(false)))
    } else {
        (tr.text("results-files"), Msg::Show(ShowMsg::Files(true)))
    };
    let head = row![
        widgets::heading(tr.text("results-title"), style::TITLE),
        iced::widget::space::horizontal(),
        widgets::note(if writing { tr.text("files-writing") } else { String::new() }),
        widgets::action(files_label, Some(toggle)),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    let files = l.files_open.then(|| {
        let files = row![
            widgets::action(tr.text("results-save-csv"), when_free(Msg::SaveCsv)),
            csv_separator(l, tr),
            widgets::action(tr.text("results-save-pdf"), when_free(Msg::SaveSheets)),
            widgets::action(tr.text("lesson-plan-button"), Some(Msg::LessonPlan)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        // The film as a file, on the map only (the own board has none).
        let files = if l.session.game().map().is_some() {
            files.push(widgets::action(tr.text("results-save-film"), when_free(Msg::SaveFilm)))
        } else {
            files
        };
        files.wrap()
    });
    // The two rankings side by side, each as wide as half the column: names on one or two
    // lines even with twelve teams.
    let rankings = column![
        row![
            ranking(l, &rows, true, tr.text("results-richest")),
            ranking(l, &rows, false, tr.text("results-respected")),
        ]
        .spacing(12),
        widgets::note(tr.text("results-tie-rule")),
    ]
    .spacing(6);
    // The questions in order, worded once for the driver and the list.
    let phases = debrief_phases(l);
    let questions = questions_of(l, &phases);
    // During the debrief the question, its reasons and "one choice changed" come first, in
    // one screen without scrolling; what the game rewarded opens it, before the first question.
    let first = if l.debrief == 0 {
        column![]
            .extend(rewards_warning(l, ctx))
            .push(debrief_driver(l, ctx, &questions))
            .push(rankings)
            .push(super::one_choice::panel(l, ctx))
    } else {
        column![debrief_driver(l, ctx, &questions), super::one_choice::panel(l, ctx)]
            .extend(what_if_of_question(l, ctx, &questions))
            .push(rankings)
    };
    let first = first.spacing(12);
    // The same chart as on the projector: where each team ends by gold and by prestige.
    let slope = super::slope_teams(l);
    let labels =
        [tr.text("results-rank-gold"), tr.text("col-gold"), tr.text("col-prestige"), tr.text("results-rank-prestige")];
    let chart = column![
        highlight_bar(l, ctx),
        container(projector::end::chart(slope, labels, style::NORMAL, (820.0, 0.0), projector::end::Split::Even))
    ]
    .spacing(8)
    .width(Fill);
    let col = column![
        first,
        chart,
        widgets::heading(tr.text("results-over-time"), style::LARGE),
        over_time(l, ctx),
        all_questions(l, ctx, &phases, &questions)
    ]
    .spacing(12);
    // The heading, the files and the debrief's actions stay in view while the rest scrolls:
    // the next question is always one click away, wherever the teacher has scrolled to.
    column![head]
        .extend(files.map(Element::from))
        .push(debrief_actions(l, ctx, &questions))
        .push(scrollable(col).height(Fill))
        .spacing(10)
        .into()
}

/// The debrief's actions: the next question on the projector screen (one large action), the
/// rankings again, how each team got there.
fn debrief_actions<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    questions: &[(String, report::DebriefQuestion)],
) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let path = debrief_path(l, questions);
    let next_n = path.iter().copied().find(|&n| n > l.debrief);
    let next = next_n.map(|n| Msg::Show(ShowMsg::Debrief(n)));
    let next_at = next_n.map_or(path.len(), |n| debrief_position(l, questions, n).0);
    let label = tr.tr("results-projector-next-question", &[("n", Arg::from(next_at))]);
    let mut actions = row![widgets::main_action(label, next)].spacing(12).align_y(Alignment::Center);
    // Back to the rankings only once a question is shown.
    if l.debrief > 0 || l.journey() {
        actions =
            actions.push(widgets::action(tr.text("results-projector-rankings"), Some(Msg::Show(ShowMsg::Debrief(0)))));
    }
    // How each team got there: the gold and prestige after every phase, a line each; from the
    // rankings (during a question, the rankings are the way there: the row stays one line).
    if !l.journey() && l.debrief == 0 {
        actions = actions
            .push(widgets::action(tr.text("results-projector-journey"), Some(Msg::Show(ShowMsg::Journey(true)))));
    }
    actions.wrap().into()
}

/// What leads the debrief: which question the projector screen shows (or the rankings) and
/// that question large; its film moment and the teams' reasons under it.
fn debrief_driver<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    questions: &[(String, report::DebriefQuestion)],
) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let mut col = column![widgets::heading(tr.text("results-debrief"), style::TITLE)].spacing(10);
    // The short debrief for the last quarter of an hour: each phase's key question.
    let keys = questions.iter().filter(|(_, q)| q.key).count();
    if keys > 0 {
        let label = tr.tr("results-debrief-short", &[("count", Arg::from(keys)), ("minutes", Arg::from(keys * 3))]);
        col = col.push(
            iced::widget::checkbox(l.debrief_short)
                .label(label)
                .on_toggle(|short| Msg::Show(ShowMsg::DebriefShort(short)))
                .size(style::NORMAL)
                .text_size(style::NORMAL),
        );
    }
    let shown = match l.debrief {
        0 => tr.text("results-shown-rankings"),
        n => {
            let (at, of) = debrief_position(l, questions, n);
            tr.tr("results-shown-question", &[("n", Arg::from(at)), ("count", Arg::from(of))])
        }
    };
    let question = l.debrief.checked_sub(1).and_then(|i| questions.get(i));
    col = col.push(widgets::note(tr.text("results-debrief-keys")));
    if let Some((title, q)) = question {
        // "The projector screen shows question 2 of 17: Phase 1: Landing (…)", on one line.
        col = col.push(
            row![
                text(shown).size(style::NORMAL).style(style::muted),
                text(title.clone()).size(style::NORMAL).font(style::STRONG)
            ]
            .spacing(6)
            .wrap(),
        );
        // The class reads it large on the projector screen; here it is the teacher's copy.
        let size = if q.text.chars().count() > 240 { style::NORMAL } else { style::READ_OUT };
        col = col.push(container(text(q.text.clone()).size(size)).padding([8, 12]).width(Fill).style(style::read_out));
    } else {
        col = col.push(text(shown).size(style::NORMAL).style(style::muted));
    }
    // The film of the game, on the map (not on the own board), and this question's moment in it.
    if l.session.game().map().is_some() {
        let moment = l.debrief.checked_sub(1).and_then(|i| questions.get(i)).and_then(|(_, q)| q.step);
        col = col.push(film_bar(l, ctx, moment));
    }
    // The teams' own reasons for these cards, for the teacher first, under the question.
    if let Some((_, q)) = question {
        col = col.extend(super::whys::panel(l, ctx, q));
    }
    col.into()
}

/// What the question's choices brought in games played at random, once worked out: below
/// "one choice changed", so that the question, its reasons and that tool share one screen.
fn what_if_of_question<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    questions: &[(String, report::DebriefQuestion)],
) -> Option<Element<'a, Msg>> {
    let (_, q) = l.debrief.checked_sub(1).and_then(|i| questions.get(i))?;
    if let Some(what_if) = l.what_if_for(q) {
        Some(what_if_panel(l, ctx, what_if))
    } else if l.what_if_pending() && q.groups.iter().any(|g| g.choice.is_some()) {
        Some(widgets::note(ctx.tr.text("what-if-working")))
    } else {
        None
    }
}

/// "What if?" for the question shown: each choice it asks about with the gold and prestige it
/// brought in games played at random, the first two side by side in a sentence, and the
/// action that puts it on the projector screen (or the question back).
fn what_if_panel<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, w: report::what_if::WhatIf) -> Element<'a, Msg> {
    let tr = ctx.tr;
    // Where the class may see this screen, it shows when the teacher shows it to the class.
    if !l.private() && !l.what_if_shown() {
        let col = column![
            widgets::heading(w.title, style::LARGE),
            widgets::note(tr.text("results-what-if-ready")),
            widgets::action(tr.text("results-what-if-show"), Some(Msg::Show(ShowMsg::WhatIfShown(true)))),
        ]
        .spacing(8);
        return container(col).padding(12).width(Fill).style(style::panel).into();
    }
    let cell = |s: String, width: iced::Length, strong: bool| {
        let t = text(s).size(style::NORMAL).width(width);
        if strong { t.font(style::STRONG) } else { t }
    };
    let mut grid = column![
        row![
            cell(w.heads[0].clone(), Fill, true),
            cell(w.heads[1].clone(), iced::Length::Fixed(170.0), true),
            cell(w.heads[2].clone(), iced::Length::Fixed(170.0), true),
        ]
        .spacing(12)
    ]
    .spacing(4);
    for r in w.rows {
        grid = grid.push(
            row![
                cell(r.label, Fill, false),
                cell(r.gold, iced::Length::Fixed(170.0), false),
                cell(r.prestige, iced::Length::Fixed(170.0), false),
            ]
            .spacing(12),
        );
    }
    let (label, shown) =
        if l.what_if_shown() { ("results-what-if-hide", false) } else { ("results-what-if-show", true) };
    let mut col = column![widgets::heading(w.title, style::LARGE), grid].spacing(8);
    if let Some(compare) = w.compare {
        col = col.push(text(compare).size(style::NORMAL));
    }
    col = col.push(text(w.caveat).size(style::NORMAL).font(style::STRONG));
    col = col.push(widgets::note(w.legend));
    col = col.push(widgets::action(tr.text(label), Some(Msg::Show(ShowMsg::WhatIfShown(shown)))));
    container(col).padding(12).width(Fill).style(style::panel).into()
}

/// The film's controls: play from the start (or this question's moment), and while it is
/// open back, play or pause, forward and close, with where it stands.
fn film_bar<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, moment: Option<usize>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let film = |m: FilmMsg| Some(Msg::Show(ShowMsg::Film(m)));
    let Some(f) = l.film() else {
        let mut r = row![widgets::action(tr.text("results-film-play"), film(FilmMsg::Play))].spacing(12);
        if let Some(step) = moment {
            r = r.push(widgets::action(tr.text("results-film-moment"), film(FilmMsg::Jump(step))));
        }
        return r.align_y(Alignment::Center).into();
    };
    let last = l.film_last(f.beside);
    let (play, label) = if f.playing { (false, "results-film-pause") } else { (true, "results-film-resume") };
    let at = tr.tr("results-film-at", &[("n", Arg::from(f.at)), ("count", Arg::from(last))]);
    // The moment the class sees, so that the teacher need not turn round.
    let at = format!("{at} · {}", super::film_caption(l, &l.tr, f.at.min(l.session.timeline().len())));
    row![
        widgets::action(
            tr.text("results-film-back"),
            (f.at > 0).then_some(Msg::Show(ShowMsg::Film(FilmMsg::Step { back: true })))
        ),
        widgets::action(tr.text(label), film(FilmMsg::Playing(play))),
        widgets::action(
            tr.text("results-film-forward"),
            (f.at < last).then_some(Msg::Show(ShowMsg::Film(FilmMsg::Step { back: false })))
        ),
        text(at).size(style::NORMAL),
        widgets::action(tr.text("results-film-close"), film(FilmMsg::Close)),
        widgets::note(tr.text("results-film-keys")),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .wrap()
    .into()
}

/// Which teams the end chart lights up, on this screen and on the projector screen: all, the
/// first three of each ranking, or one team after the other.
fn highlight_bar<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    use projector::end::Highlight;
    let tr = ctx.tr;
    let teams = l.names().len();
    let next = match l.highlight() {
        Highlight::Team(t) if t + 1 < teams => Highlight::Team(t + 1),
        Highlight::Team(_) => Highlight::All,
        _ => Highlight::Team(0),
    };
    let choice = |label: &str, h: Highlight, on: bool| {
        iced::widget::button(text(tr.text(label)).size(style::NORMAL))
            .padding(style::BUTTON_PAD)
            .style(if on { style::chosen } else { style::secondary })
            .on_press(Msg::Show(ShowMsg::Highlight(h)))
    };
    let now = l.highlight();
    row![
        text(tr.text("results-highlight")).size(style::NORMAL),
        choice("results-highlight-all", Highlight::All, now == Highlight::All),
        choice("results-highlight-top", Highlight::TopThree, now == Highlight::TopThree),
        choice("results-highlight-next", next, matches!(now, Highlight::Team(_))),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

/// Each team's gold and prestige at the end of each phase.
fn over_time<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let names = l.names();
    let lesson = l.session.game().lesson();
    let phases = l.session.timeline().phase_ends(lesson);
    let mut head = row![text(tr.text("col-team")).size(style::SMALL).font(style::STRONG).width(Fill)].spacing(4);
    for p in &phases {
        let name = match p.phase {
            Some(i) => tr.text(&lesson.phases[i].name),
            None => tr.text("results-end"),
        };
        head = head.push(text(name).size(style::SMALL).font(style::STRONG).width(130).align_x(Alignment::End));
    }
    let mut table = column![head, widgets::note(tr.text("results-gold-prestige"))].spacing(3);
    for (t, name) in names.iter().enumerate() {
        let colour = Colour::from_code(&l.session.record().teams[t].colour);
        let mut r = row![widgets::team_tag(colour, t, name, style::SMALL, Fill)].spacing(4).align_y(Alignment::Center);
        for p in &phases {
            let s = &p.rows[t];
            r = r.push(
                text(format!("{} · {}", s.gold, s.prestige)).size(style::SMALL).width(130).align_x(Alignment::End),
            );
        }
        table = table.push(r);
    }
    container(table).padding(10).width(Fill).style(style::panel).into()
}

/// Every question of the debrief, by phase with its background and sources; the one on the
/// projector screen in bold.
fn all_questions<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    phases: &[report::DebriefPhase],
    questions: &[(String, report::DebriefQuestion)],
) -> Element<'a, Msg> {
    let mut debrief = column![widgets::heading(ctx.tr.text("results-all-questions"), style::LARGE)].spacing(6);
    // Each numbered as "next" counts them (the class's rewards first), its phase's key
    // question marked; the one on the projector screen in bold.
    let line = |n: usize, q: &report::DebriefQuestion| {
        let key = if q.key { format!(" ({})", ctx.tr.text("results-key-question")) } else { String::new() };
        let line = text(format!("{n}. {}{key}", q.text)).size(style::NORMAL);
        if n == l.debrief { line.font(style::STRONG) } else { line }
    };
    let mut n = 0;
    if let Some((_, first)) = questions.first() {
        n += 1;
        debrief = debrief.push(line(n, first));
    }
    for phase in phases {
        debrief = debrief.push(text(phase.title.clone()).size(style::NORMAL).font(style::STRONG));
        for q in &phase.questions {
            n += 1;
            debrief = debrief.push(line(n, q));
        }
        // The history in a few sentences to read aloud, then the whole note to hand out.
        debrief = debrief.push(widgets::note(ctx.tr.text("results-short-background")));
        let short = text(phase.short.clone()).size(style::NORMAL);
        debrief = debrief.push(container(short).padding([6, 10]).width(Fill).style(style::read_out));
        debrief = debrief.push(text(phase.background.clone()).size(style::SMALL));
        debrief = debrief.push(widgets::note(phase.sources.clone()));
    }
    for (_, q) in questions.iter().skip(n) {
        n += 1;
        debrief = debrief.push(line(n, q));
    }
    container(debrief).padding(12).width(Fill).style(style::panel).into()
}

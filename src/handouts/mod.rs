//! Printable handouts as PDF: the teams' phase forms (A5, two on a sheet), the teacher's
//! phase cards, the blank and the filled score sheet, the rules in short, the teacher's
//! debrief sheet and the students' debrief worksheet. Black and white, nothing in the outer
//! 15 mm, text at least 12 pt, tables and charts never split across pages, names in any
//! script the fonts cover.

mod board;
mod debrief;
pub mod fonts;
mod forms;
mod paper;
mod plan;
pub mod poster;
mod slips;
pub mod writer;

pub use board::boards;
use debrief::written_questions;
pub use debrief::{debrief_sheet, debrief_worksheet};
pub use forms::{phase_forms, played_cards, teacher_cards};
pub use paper::{CARD_SETS, card_slips, country_sheet, debrief_blank, worksheet_blank};
pub use plan::{lesson_plan, plan_text};
pub use slips::{Slip, code_slips};

use crate::engine::{ChangeKind, PhaseEnd, Session, SitOut, Standing, standings};
use crate::i18n::{Arg, Translator};
use crate::lesson::{Lesson, Step, StepKind};
use crate::report;
use crate::report::errors::sit_out;
use fonts::Weight;
use writer::{MIN_PT, Paper, Sheet, TICK, Table, Writer, leading};

const BODY: f32 = MIN_PT;
const STEP: f32 = 13.0;
pub(crate) const HEAD: f32 = 15.0;
pub(crate) const TITLE: f32 = 19.0;

impl Paper {
    /// The paper of a locale such as `en_US.UTF-8` or `es_MX`.
    pub fn for_locale(locale: &str) -> Paper {
        Paper::named_by(locale).unwrap_or(Paper::A4)
    }

    /// The paper a locale names by its country part; none where it names no country.
    fn named_by(locale: &str) -> Option<Paper> {
        let name = locale.split(['.', '@']).next().unwrap_or("");
        let country = name.split_once(['_', '-']).map(|(_, r)| r).filter(|r| !r.is_empty())?;
        Some(if ["US", "CA", "MX", "PH", "CL", "CO", "VE"].contains(&country) { Paper::Letter } else { Paper::A4 })
    }

    /// The paper to print a region's handouts on: the one the system's locale names (the
    /// printer's), else the region's own (a Windows laptop names none).
    pub fn for_region(region: &crate::i18n::Region) -> Paper {
        let locale =
            ["LC_PAPER", "LC_ALL", "LANG"].iter().filter_map(|v| std::env::var(v).ok()).find(|v| !v.is_empty());
        locale.as_deref().and_then(Paper::named_by).unwrap_or_else(|| Paper::of_region(region))
    }

    /// A region's own paper.
    pub fn of_region(region: &crate::i18n::Region) -> Paper {
        match region.paper {
            crate::i18n::PaperSize::A4 => Paper::A4,
            crate::i18n::PaperSize::Letter => Paper::Letter,
        }
    }
}

fn title(w: &mut Writer, s: &str) {
    w.paragraph(s, TITLE, Weight::SemiBold);
    w.gap(2.0);
}

/// A portrait writer whose pages say "page 2 of 3" at the foot: a loose sheet finds its place.
fn numbered(tr: &Translator, paper: Paper) -> Writer {
    let mut w = Writer::new(paper, Sheet::Portrait);
    w.number_pages(&tr.tr("handout-page", &[("page", Arg::from("{page}")), ("pages", Arg::from("{pages}"))]));
    w
}

/// The teacher's numbered pages, their lines a little closer than on the students' sheets
/// (still 12 pt): the teacher reads them at the desk, and every page less is a sheet less to
/// copy for each class.
fn teachers_pages(tr: &Translator, paper: Paper) -> Writer {
    let mut w = numbered(tr, paper);
    w.set_spacing(1.15);
    w
}

/// Two labels on one line, each with a line to write on ("Class: ____  Date: ____").
fn two_fields(w: &mut Writer, first: &str, second: &str) {
    let (left, right) = (w.left(), w.left() + w.width());
    let middle = left + w.width() * 0.55;
    let y = w.y;
    for (label, from, to) in [(first, left, middle - 4.0), (second, middle, right)] {
        let width = w.measure(label, BODY, Weight::Regular);
        w.text_at(from, y, BODY, Weight::Regular, label, from + width);
        w.hline(from + width + 2.0, to, y + leading(BODY));
    }
    w.y = y + leading(BODY) + 3.0;
}

/// A heading kept with the `after` mm that follow it.
fn heading(w: &mut Writer, s: &str, after: f32) {
    let h = w.paragraph_height(s, HEAD, Weight::SemiBold, w.width()) + 3.0;
    w.need(h + after);
    w.gap(2.0);
    w.paragraph(s, HEAD, Weight::SemiBold);
    w.gap(1.0);
}

use crate::report::phase_heading;

/// A step's short name ("Contact on the coast"), or its situation text for a lesson file
/// that has no short names.
fn step_name(tr: &Translator, step: &Step) -> String {
    let id = format!("step-name-{}", step.id);
    if tr.has(&id) { tr.text(&id) } else { tr.text(&step.text) }
}

/// Every nation's gold and prestige at the start, as a text's arguments (`$gold`, `$prestige`).
fn start_values(lesson: &Lesson) -> [(&'static str, Arg<'static>); 2] {
    [("gold", Arg::from(lesson.limits.start_gold)), ("prestige", Arg::from(lesson.limits.start_prestige))]
}

/// One document: its file name (without extension) and the writer holding its pages.
pub struct Document {
    pub name: &'static str,
    pub title: String,
    pub writer: Writer,
}

impl Document {
    pub fn pdf(self) -> Vec<u8> {
        self.writer.finish(&self.title)
    }
}

fn standings_table(tr: &Translator, w: &Writer, names: &[String], rows: Option<&[Standing]>, teams: usize) -> Table {
    let header = ["col-team", "col-gold", "col-prestige", "col-armies", "col-countries", "col-resources"]
        .iter()
        .map(|id| tr.text(id))
        .collect();
    let num = 24.0;
    let body = (0..teams)
        .map(|t| {
            let name = names.get(t).cloned().unwrap_or_default();
            match rows.and_then(|r| r.iter().find(|s| s.team == t)) {
                Some(r) => vec![
                    name,
                    r.gold.to_string(),
                    r.prestige.to_string(),
                    r.armies.to_string(),
                    r.countries.to_string(),
                    r.resources.to_string(),
                ],
                None => vec![name, String::new(), String::new(), String::new(), String::new(), String::new()],
            }
        })
        .collect();
    Table {
        widths: vec![w.width() - 5.0 * num, num, num, num, num, num],
        header,
        rows: body,
        size: BODY,
        min_row: 8.0,
        numeric: vec![false, true, true, true, true, true],
    }
}

use crate::report::rank_label;

/// The final rankings: each team's gold and rank by gold, prestige and rank by prestige, in the
/// order of gold; empty rows for the blank sheet.
fn rankings_table(tr: &Translator, w: &Writer, names: &[String], rows: Option<&[Standing]>, teams: usize) -> Table {
    let header = vec![
        tr.text("col-team"),
        tr.text("col-gold"),
        tr.text("handout-rank-gold"),
        tr.text("col-prestige"),
        tr.text("handout-rank-prestige"),
    ];
    let body = match rows {
        Some(rows) => {
            let mut order: Vec<&Standing> = rows.iter().collect();
            order.sort_by_key(|r| (r.rank_gold, r.team));
            order
                .iter()
                .map(|r| {
                    vec![
                        names.get(r.team).cloned().unwrap_or_default(),
                        r.gold.to_string(),
                        rank_label(r.rank_gold, r.tied_gold),
                        r.prestige.to_string(),
                        rank_label(r.rank_prestige, r.tied_prestige),
                    ]
                })
                .collect()
        }
        None => (0..teams).map(|t| vec![names.get(t).cloned().unwrap_or_default(); 1]).map(pad5).collect(),
    };
    let num = 26.0;
    Table {
        widths: vec![w.width() - 4.0 * num, num, num, num, num],
        header,
        rows: body,
        size: BODY,
        min_row: 8.0,
        numeric: vec![false, true, true, true, true],
    }
}

fn pad5(mut v: Vec<String>) -> Vec<String> {
    v.resize(5, String::new());
    v
}

/// A titled table kept together with its heading; a table taller than a page keeps its heading
/// with its first row.
fn titled_table(w: &mut Writer, name: &str, heading_text: &str, table: &Table) {
    let heights = w.table_heights(table);
    let total: f32 = heights.iter().sum();
    let head_h = w.paragraph_height(heading_text, HEAD, Weight::SemiBold, w.width()) + 3.0;
    if head_h + total <= w.frame().height() {
        heading(w, heading_text, total);
        w.table(name, table);
    } else {
        heading(w, heading_text, heights.iter().take(2).sum());
        w.table_flowing(name, table);
    }
}

/// The score sheet (documents 3 and 4): filled in from a record, every team by gold, prestige,
/// armies, countries and resources at the end of each phase, and the final rankings, with the
/// chart of the two rankings (as on the projector) and the cards each team laid; blank, the
/// sheet a teacher keeps a game on paper with (`paper::score_sheet_blank`).
pub fn score_sheet(tr: &Translator, lesson: &Lesson, paper: Paper, game: Option<(&Session, &[PhaseEnd])>) -> Document {
    if game.is_none() {
        return paper::score_sheet_blank(tr, lesson, paper);
    }
    let mut w = numbered(tr, paper);
    let (names, teams): (Vec<String>, usize) = match game {
        Some((session, _)) => (session.record().names(), session.record().teams.len()),
        // The blank sheet: a row for each team the lesson allows.
        None => (vec![String::new(); lesson.limits.max_teams], lesson.limits.max_teams),
    };
    let doc_title = match game {
        Some((session, _)) => {
            tr.tr("handout-score-sheet-filled", &[("class", Arg::from(session.record().class.clone()))])
        }
        None => tr.text("handout-score-sheet"),
    };
    title(&mut w, &doc_title);
    if let Some((session, _)) = game {
        let rec = session.record();
        w.paragraph(
            &tr.tr(
                "handout-class-line",
                &[
                    ("class", Arg::from(rec.class.clone())),
                    ("date", Arg::from(report::local_date(tr, &rec.date))),
                    ("teams", Arg::from(teams)),
                ],
            ),
            BODY,
            Weight::Regular,
        );
    } else {
        two_fields(&mut w, &tr.text("handout-class"), &tr.text("handout-date"));
        // Where every nation starts, for a game kept on paper.
        w.paragraph(&tr.tr("handout-score-start", &start_values(lesson)), BODY, Weight::Regular);
        w.gap(1.0);
    }
    let phases = game.map(|(_, p)| p);
    for p in 0..lesson.phases.len() {
        let last = p + 1 == lesson.phases.len();
        let label = if last {
            tr.text("handout-end")
        } else {
            tr.tr(
                "handout-after-phase",
                &[("number", Arg::from(p + 1)), ("phase", Arg::from(tr.text(&lesson.phases[p].name)))],
            )
        };
        let rows = phases.and_then(|ps| ps.iter().find(|s| if last { s.phase.is_none() } else { s.phase == Some(p) }));
        let table = standings_table(tr, &w, &names, rows.map(|r| r.rows.as_slice()), teams);
        titled_table(&mut w, &format!("standings {}", p + 1), &label, &table);
    }
    let end = phases.and_then(|ps| ps.iter().find(|s| s.phase.is_none())).map(|s| s.rows.as_slice());
    let table = rankings_table(tr, &w, &names, end, teams);
    titled_table(&mut w, "rankings", &tr.text("handout-rankings"), &table);
    if game.is_none() {
        first_teams(&mut w, tr, lesson);
    }
    if let (Some((session, _)), Some(end)) = (game, end) {
        slope_chart(&mut w, tr, &names, end);
        choices_table(&mut w, tr, lesson, session);
    }
    if let Some((session, _)) = game {
        board::phase_maps(&mut w, tr, lesson, session);
    }
    Document { name: if game.is_some() { "score-sheet-filled" } else { "score-sheet" }, title: doc_title, writer: w }
}

/// Which seat plays first at each decision round, for every number of teams: the first team
/// moves one seat on at each decision round.
pub(super) fn first_teams(w: &mut Writer, tr: &Translator, lesson: &Lesson) {
    let decisions: Vec<&Step> = lesson.steps.iter().filter(|s| !s.options.is_empty()).collect();
    let teams: Vec<usize> = lesson.team_range().collect();
    let mut header = vec![tr.text("handout-first-round")];
    header.extend(teams.iter().map(usize::to_string));
    let rows = decisions
        .iter()
        .enumerate()
        .map(|(r, step)| {
            let mut row = vec![format!("{}. {}", r + 1, step_name(tr, step))];
            row.extend(teams.iter().map(|&t| (r % t + 1).to_string()));
            row
        })
        .collect();
    let num = 10.0;
    let mut widths = vec![w.width() - num * teams.len() as f32];
    widths.extend(std::iter::repeat_n(num, teams.len()));
    let mut numeric = vec![false];
    numeric.extend(std::iter::repeat_n(true, teams.len()));
    let table = Table { widths, header, rows, size: BODY, min_row: 6.5, numeric };
    let explain = tr.text("handout-first-explain");
    let h =
        w.paragraph_height(&explain, BODY, Weight::Regular, w.width()) + w.table_heights(&table).iter().sum::<f32>();
    heading(w, &tr.text("handout-first-title"), h);
    w.paragraph(&explain, BODY, Weight::Regular);
    w.gap(1.0);
    w.table("first teams", &table);
}

/// The chart of the projector on paper: the teams in the order of their gold on the left and
/// of their prestige on the right, each with its name and rank; a line joins a team's two
/// ranks. A rich nation that is little respected slopes down.
fn slope_chart(w: &mut Writer, tr: &Translator, names: &[String], end: &[Standing]) {
    let frame = w.frame();
    let rank_w = 12.0;
    let lines_w = 40.0;
    // A name on both sides: nobody follows a line to find who ranks first by prestige.
    let side_w = (frame.width() - 2.0 * rank_w - lines_w - 4.0) / 2.0;
    let gold_right = frame.left + side_w + 2.0 + rank_w;
    let prestige_left = gold_right + lines_w;
    let right_names = prestige_left + 2.0 + rank_w;
    let mut by_gold: Vec<&Standing> = end.iter().collect();
    by_gold.sort_by_key(|r| (r.rank_gold, r.team));
    let mut by_prestige: Vec<&Standing> = end.iter().collect();
    by_prestige.sort_by_key(|r| (r.rank_prestige, r.team));
    let mut wrapped = |order: &[&Standing]| -> Vec<Vec<String>> {
        order
            .iter()
            .map(|r| w.wrap(names.get(r.team).map_or("", String::as_str), BODY, Weight::Regular, side_w))
            .collect()
    };
    let mut sides = [wrapped(&by_gold), wrapped(&by_prestige)];
    let gold_head = w.wrap(&tr.text("handout-rank-gold"), BODY, Weight::SemiBold, side_w + rank_w);
    let prestige_head = w.wrap(&tr.text("handout-rank-prestige"), BODY, Weight::SemiBold, side_w + rank_w);
    let head = gold_head.len().max(prestige_head.len()) as f32 * leading(BODY) + 2.0;
    let explain = tr.text("handout-chart-explain");
    let explain_h = w.paragraph_height(&explain, BODY, Weight::Regular, frame.width()) + 2.0;
    let heading_h = w.paragraph_height(&tr.text("handout-chart"), HEAD, Weight::SemiBold, frame.width()) + 3.0;
    // A chart taller than a page (absurdly long names) shortens the names it shows; the
    // tables above carry them in full.
    let room = frame.height() - heading_h - explain_h - head - 2.0;
    let pad = 2.5;
    let row_lines = |sides: &[Vec<Vec<String>>; 2]| -> Vec<usize> {
        (0..sides[0].len()).map(|i| sides[0][i].len().max(sides[1][i].len()).max(1)).collect()
    };
    loop {
        let rows = row_lines(&sides);
        let total: f32 = rows.iter().map(|&n| n as f32 * leading(BODY) + pad).sum();
        let longest = rows.iter().copied().max().unwrap_or(1);
        if total <= room || longest <= 1 {
            break;
        }
        for lines in sides.iter_mut().flatten().filter(|l| l.len() == longest) {
            lines.truncate(longest - 1);
            if let Some(last) = lines.last_mut() {
                while !last.is_empty() && w.measure(&format!("{last}…"), BODY, Weight::Regular) > side_w {
                    let _ = last.pop();
                }
                last.push('…');
            }
        }
    }
    let heights: Vec<f32> = row_lines(&sides).iter().map(|&n| n as f32 * leading(BODY) + pad).collect();
    let height = head + heights.iter().sum::<f32>();
    heading(w, &tr.text("handout-chart"), explain_h + height);
    w.paragraph(&explain, BODY, Weight::Regular);
    w.gap(2.0);
    w.keep("chart", height);
    let top = w.y;
    for (k, line) in gold_head.iter().enumerate() {
        w.text_right(gold_right, top + k as f32 * leading(BODY), BODY, Weight::SemiBold, line);
    }
    for (k, line) in prestige_head.iter().enumerate() {
        w.text_at(prestige_left + 2.0, top + k as f32 * leading(BODY), BODY, Weight::SemiBold, line, frame.right);
    }
    let mut y = top + head;
    let mut centres = Vec::new();
    for (i, h) in heights.iter().enumerate() {
        let centre = y + h / 2.0 - pad / 2.0;
        centres.push(centre);
        for (side, x, limit) in [(0, frame.left, frame.left + side_w), (1, right_names, frame.right)] {
            let lines = &sides[side][i];
            let first = centre - lines.len() as f32 * leading(BODY) / 2.0;
            for (k, line) in lines.iter().enumerate() {
                w.text_at(x, first + k as f32 * leading(BODY), BODY, Weight::Regular, line, limit);
            }
        }
        let (g, p) = (by_gold[i], by_prestige[i]);
        w.text_right(
            gold_right,
            centre - leading(BODY) / 2.0,
            BODY,
            Weight::Regular,
            &rank_label(g.rank_gold, g.tied_gold),
        );
        let label = rank_label(p.rank_prestige, p.tied_prestige);
        w.text_at(prestige_left + 2.0, centre - leading(BODY) / 2.0, BODY, Weight::Regular, &label, right_names);
        y += h;
    }
    for (i, r) in by_gold.iter().enumerate() {
        let j = by_prestige.iter().position(|o| o.team == r.team).unwrap_or(i);
        let (a, b) = ((gold_right + 3.0, centres[i]), (prestige_left - 1.0, centres.get(j).copied().unwrap_or(top)));
        // Solid and dashed lines in turn, so crossing lines stay apart on a grey copy.
        w.line(a, b, 1.4, i % 2 == 1);
        w.dot(a.0, a.1, 1.0);
        w.dot(b.0, b.1, 1.0);
    }
    w.y = top + height;
}

fn sat_out_steps(session: &Session) -> Vec<(usize, usize, SitOut)> {
    session
        .timeline()
        .frames()
        .iter()
        .flat_map(|f| f.changes.iter())
        .filter_map(|c| match c.kind {
            ChangeKind::SatOut { why } => Some((usize::from(c.cause.step), usize::from(c.team), why)),
            _ => None,
        })
        .collect()
}

/// The card a team laid at a step, in words ("Contact on the coast: 2 Trade with them"), or
/// that it sat out.
/// A decision's cards on one line: "1 Attack them and take their land · 2 Trade with them …".
fn cards_line(tr: &Translator, step: &Step) -> String {
    let cards: Vec<String> = step
        .options
        .iter()
        .enumerate()
        .map(|(c, o)| format!("{} {}", c + 1, crate::report::card_named(tr, &o.label)))
        .collect();
    cards.join(" · ")
}

fn card_words(
    tr: &Translator,
    lesson: &Lesson,
    session: &Session,
    s: usize,
    t: usize,
    sat: &[(usize, usize, SitOut)],
) -> Option<String> {
    let step = lesson.steps.get(s)?;
    match session.game().state().card(s, t) {
        Some(card) => {
            let o = step.option(card)?;
            Some(format!("{card} {}", crate::report::card_named(tr, &o.label)))
        }
        // Why it sat out, as the engine logged it.
        None => sat.iter().find(|&&(at, team, _)| (at, team) == (s, t)).map(|&(_, _, why)| sit_out(tr, why)),
    }
}

fn choices_table(w: &mut Writer, tr: &Translator, lesson: &Lesson, session: &Session) {
    let names = session.record().names();
    let sat = sat_out_steps(session);
    let rows: Vec<Vec<String>> = (0..names.len())
        .map(|t| {
            let cards: Vec<String> = (0..lesson.steps.len())
                .filter_map(|s| {
                    let words = card_words(tr, lesson, session, s, t, &sat)?;
                    Some(format!("{}: {words}", step_name(tr, &lesson.steps[s])))
                })
                .collect();
            vec![names[t].clone(), cards.join("\n")]
        })
        .collect();
    let table = Table::two_columns(50.0, w.width(), [tr.text("col-team"), tr.text("handout-cards-laid")], rows);
    // Started where it is and broken between rows: kept whole, it would go to the next page
    // and leave most of this one empty.
    let heights = w.table_heights(&table);
    heading(w, &tr.text("handout-choices"), heights.iter().take(3).sum());
    w.table_flowing("cards laid", &table);
}

/// The rules in short, on one page (document 5).
pub fn rules_summary(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper, Sheet::Portrait);
    let doc_title = tr.text("handout-rules");
    title(&mut w, &doc_title);
    w.paragraph(&tr.text("handout-rules-aim"), BODY, Weight::Regular);
    heading(&mut w, &tr.text("handout-rules-abbrev"), 20.0);
    for id in ["handout-rules-g", "handout-rules-p", "handout-rules-a", "handout-rules-r", "handout-rules-l"] {
        w.paragraph(&tr.text(id), BODY, Weight::Regular);
    }
    // How a class starts, for a game run from paper (else no sheet would say it).
    heading(&mut w, &tr.text("handout-rules-start-heading"), 20.0);
    w.paragraph(&tr.tr("handout-rules-start", &start_values(lesson)), BODY, Weight::Regular);
    w.gap(2.0);
    // What armies are for, what a farming throw gives, and how the game ends.
    heading(&mut w, &tr.text("handout-rules-more"), 20.0);
    for id in ["handout-rules-armies", "handout-rules-farming", "handout-rules-end"] {
        w.paragraph(&tr.text(id), BODY, Weight::Regular);
    }
    w.gap(2.0);
    heading(&mut w, &tr.text("handout-rules-round"), 20.0);
    for i in 1..=5 {
        w.paragraph(&tr.text(&format!("handout-rules-round-{i}")), BODY, Weight::Regular);
        w.gap(0.5);
    }
    w.gap(2.0);
    let phases: Vec<String> = lesson.phases.iter().map(|p| tr.text(&p.name)).collect();
    w.paragraph(&tr.tr("handout-rules-phases", &[("phases", Arg::from(phases.join(", ")))]), BODY, Weight::Regular);
    Document { name: "rules-summary", title: doc_title, writer: w }
}

/// The history behind each phase (document 8): its title with the real dates, the few
/// sentences to read aloud, the whole background note to read in class, and its literature
/// (the primary sources marked as such). The same for every class, so it is printed blank.
pub fn background_sheet(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper, Sheet::Portrait);
    let doc_title = tr.text("handout-background");
    title(&mut w, &doc_title);
    w.paragraph(&tr.text("handout-background-intro"), BODY, Weight::Regular);
    for phase in lesson.phases.iter().filter(|p| tr.has(&format!("debrief-{}-background", p.id))) {
        let short = format!("{} {}", tr.text("handout-read-out"), tr.text(&format!("debrief-{}-short", phase.id)));
        heading(&mut w, &tr.text(&format!("debrief-{}-title", phase.id)), 30.0);
        w.paragraph(&short, BODY, Weight::SemiBold);
        w.gap(1.5);
        w.paragraph(&tr.text(&format!("debrief-{}-background", phase.id)), BODY, Weight::Regular);
        w.gap(1.0);
        w.paragraph(&tr.text(&format!("debrief-{}-sources", phase.id)), BODY, Weight::Regular);
        // Two tasks to work on the note, so that a class can use the notes as material (M1-M4).
        let tasks = format!("handout-background-tasks-{}", phase.id);
        if tr.has(&tasks) {
            w.gap(1.0);
            let line = format!("{} {}", tr.text("handout-background-tasks"), tr.text(&tasks));
            w.paragraph(&line, BODY, Weight::SemiBold);
        }
        w.gap(3.0);
    }
    // The words of the notes a pupil may not know.
    heading(&mut w, &tr.text("handout-background-words"), 15.0);
    w.paragraph(&tr.text("handout-background-glossary"), BODY, Weight::Regular);
    Document { name: "background", title: doc_title, writer: w }
}

/// The history sheet (document 8b), the students' level: each phase's history in at most 175
/// words of short sentences, at the reading level of a 13-year-old, in 14 pt, and at the end the
/// word bank that explains the words a student may not know. Printed blank beside the full
/// notes (`background_sheet`), for the younger students, EAL and SEND students.
pub fn background_basic(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    const LARGE: f32 = 14.0;
    let mut w = Writer::new(paper, Sheet::Portrait);
    let doc_title = tr.text("handout-background-basic");
    title(&mut w, &doc_title);
    w.paragraph(&tr.text("handout-background-basic-intro"), LARGE, Weight::Regular);
    for phase in lesson.phases.iter().filter(|p| tr.has(&format!("debrief-{}-basic", p.id))) {
        let text = tr.text(&format!("debrief-{}-basic", phase.id));
        let heading_text = tr.text(&format!("debrief-{}-title", phase.id));
        // A phase's text stays whole on its page, with its heading.
        let width = w.width();
        let h = w.paragraph_height(&heading_text, HEAD, Weight::SemiBold, width)
            + w.paragraph_height(&text, LARGE, Weight::Regular, width)
            + 6.0;
        w.keep(&format!("basic {}", phase.id), h);
        heading(&mut w, &heading_text, 0.0);
        w.paragraph(&text, LARGE, Weight::Regular);
        w.gap(2.0);
    }
    // The word bank: one entry a line ("word: explanation").
    let entries: Vec<String> =
        tr.text("handout-background-wordbank").split(" · ").map(str::trim).map(String::from).collect();
    heading(&mut w, &tr.text("handout-background-wordbank-title"), 20.0);
    for entry in entries.iter().filter(|e| !e.is_empty()) {
        w.paragraph(entry, LARGE, Weight::Regular);
        w.gap(0.8);
    }
    Document { name: "background-basic", title: doc_title, writer: w }
}

/// The blank documents of one language.
pub fn blank(tr: &Translator, lesson: &Lesson, paper: Paper) -> Vec<Document> {
    let mut docs = vec![
        phase_forms(tr, lesson, paper),
        teacher_cards(tr, lesson, paper),
        played_cards(tr, lesson, paper),
        score_sheet(tr, lesson, paper, None),
        rules_summary(tr, lesson, paper),
        country_sheet(tr, lesson, paper),
        debrief_blank(tr, lesson, paper),
        worksheet_blank(tr, lesson, paper),
        card_slips(tr, paper),
        background_sheet(tr, lesson, paper),
        background_basic(tr, lesson, paper),
        lesson_plan(tr, paper),
    ];
    docs.extend(boards(tr, lesson, paper));
    docs
}

/// The filled documents of a played game, from its replayed session.
pub fn filled(tr: &Translator, lesson: &Lesson, paper: Paper, session: &Session) -> Vec<Document> {
    let phases = session.timeline().phase_ends(lesson);
    vec![
        score_sheet(tr, lesson, paper, Some((session, &phases))),
        debrief_sheet(tr, paper, session),
        debrief_worksheet(tr, lesson, paper, session),
        poster::poster(tr, lesson, paper, session),
    ]
}

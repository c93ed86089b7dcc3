//! Printable handouts as PDF: phase forms for the teams, the teacher's phase cards, the blank
//! and the filled score sheet, the rules in short, and the debrief sheet. Black and white,
//! nothing in the outer margin, text at least 11 pt, tables that wrap whatever the names.

pub mod writer;

use crate::engine::{ChangeKind, PhaseEnd, Session, SitOut, Standing, standings};
use crate::i18n::{Arg, Translator};
use crate::lesson::{Lesson, StepKind};
use crate::report;
use crate::report::errors::sit_out;
use writer::{MARGIN, MIN_PT, Paper, Writer};

const BODY: f32 = MIN_PT;
const HEAD: f32 = 16.0;
const TITLE: f32 = 20.0;

fn title(w: &mut Writer, s: &str) {
    w.paragraph(s, TITLE);
    w.gap(2.0);
}

fn heading(w: &mut Writer, s: &str) {
    w.need(Writer::leading(HEAD) + 12.0);
    w.gap(2.0);
    w.paragraph(s, HEAD);
    w.gap(1.0);
}

fn phase_heading(tr: &Translator, lesson: &Lesson, p: usize) -> String {
    let phase = &lesson.phases[p];
    tr.tr(
        "handout-phase-heading",
        &[
            ("number", Arg::from(p + 1)),
            ("phase", Arg::from(tr.text(&phase.name))),
            ("century", Arg::from(u32::from(phase.century))),
        ],
    )
}

/// Starts a phase's page: a new page after the first, the document's name small, the phase large.
fn phase_page(w: &mut Writer, doc_title: &str, heading: &str, p: usize) {
    if p > 0 {
        w.new_page();
    }
    w.paragraph(doc_title, BODY);
    title(w, heading);
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

/// The teams' phase forms (document 1): each situation with its numbered options and a box
/// to tick, never the consequences; a line for the team's name; the investment worksheet.
pub fn phase_forms(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper);
    let doc_title = tr.text("handout-phase-forms");
    for p in 0..lesson.phases.len() {
        phase_page(&mut w, &doc_title, &phase_heading(tr, lesson, p), p);
        let y = w.y;
        w.text_at(MARGIN, y, BODY, &tr.text("handout-team"), MARGIN + w.width());
        w.hline(MARGIN + 20.0, MARGIN + w.width(), y + Writer::leading(BODY));
        w.gap(Writer::leading(BODY) + 3.0);
        w.paragraph(&tr.text(&lesson.phases[p].intro), BODY);
        w.paragraph(&tr.text("handout-tick"), BODY);
        for step in lesson.steps.iter().filter(|s| s.phase == p) {
            match step.kind {
                StepKind::Investment => {
                    heading(&mut w, &tr.text("handout-investment"));
                    let header: Vec<String> = [
                        "handout-inv-counters",
                        "handout-inv-received",
                        "handout-inv-armies",
                        "handout-inv-farms",
                        "handout-inv-kept",
                    ]
                    .iter()
                    .map(|id| tr.text(id))
                    .collect();
                    let width = w.width() / 5.0;
                    w.table(&[width; 5], &header, &[vec![String::new(); 5]], BODY, 12.0);
                }
                _ if step.options.is_empty() => {}
                _ => {
                    w.gap(2.0);
                    w.need(Writer::leading(BODY) * (2 + step.options.len()) as f32 + 8.0);
                    w.paragraph(&tr.text(&step.text), BODY);
                    for (i, o) in step.options.iter().enumerate() {
                        w.need(Writer::leading(BODY) + 2.0);
                        let y = w.y;
                        w.rect(MARGIN + 2.0, y + 0.5, 4.0, 4.0);
                        w.paragraph_at(
                            MARGIN + 9.0,
                            w.width() - 9.0,
                            &format!("{}  {}", i + 1, tr.text(&o.label)),
                            BODY,
                        );
                        w.gap(0.8);
                    }
                }
            }
        }
    }
    Document { name: "phase-forms", title: doc_title, writer: w }
}

/// The teacher's phase cards (document 2): every consequence, the dice tables, the order of
/// play and the rulings, so a lesson can run from paper alone.
pub fn teacher_cards(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper);
    let doc_title = tr.text("handout-teacher-cards");
    for p in 0..lesson.phases.len() {
        phase_page(&mut w, &doc_title, &phase_heading(tr, lesson, p), p);
        w.paragraph(&tr.text("handout-order"), BODY);
        w.gap(1.0);
        w.paragraph(&tr.text("handout-rulings"), BODY);
        for step in lesson.steps.iter().filter(|s| s.phase == p) {
            heading(&mut w, &tr.text(&step.text));
            let note = format!("{}-note", step.text);
            if tr.has(&note) {
                w.paragraph(&tr.text(&note), BODY);
            }
            if step.kind == StepKind::Investment {
                continue;
            }
            if step.kind == StepKind::Landing {
                w.paragraph(&report::consequences(tr, 0, &step.effects), BODY);
            }
            let rows: Vec<Vec<String>> = step
                .options
                .iter()
                .enumerate()
                .map(|(i, o)| {
                    vec![format!("{}  {}", i + 1, tr.text(&o.label)), report::consequences(tr, o.cost, &o.effects)]
                })
                .collect();
            if !rows.is_empty() {
                let half = w.width() / 2.0;
                w.table(&[half, half], &[String::new(), tr.text("handout-consequences")], &rows, BODY, 7.0);
            }
        }
    }
    Document { name: "teacher-cards", title: doc_title, writer: w }
}

fn standings_header(tr: &Translator) -> Vec<String> {
    ["col-team", "col-gold", "col-prestige", "col-armies", "col-countries", "col-resources"]
        .iter()
        .map(|id| tr.text(id))
        .collect()
}

fn standings_widths(w: &Writer) -> Vec<f32> {
    let num = 22.0;
    vec![w.width() - 5.0 * num, num, num, num, num, num]
}

fn standings_rows(names: &[String], rows: Option<&[Standing]>, teams: usize) -> Vec<Vec<String>> {
    (0..teams)
        .map(|t| match rows.and_then(|r| r.get(t)) {
            Some(r) => vec![
                names.get(t).cloned().unwrap_or_default(),
                r.gold.to_string(),
                r.prestige.to_string(),
                r.armies.to_string(),
                r.countries.to_string(),
                r.counters.to_string(),
            ],
            None => vec![
                names.get(t).cloned().unwrap_or_default(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
            ],
        })
        .collect()
}

fn rankings_table(w: &mut Writer, tr: &Translator, names: &[String], rows: Option<&[Standing]>, teams: usize) {
    let header = vec![tr.text("col-team"), tr.text("col-rank-gold"), tr.text("col-rank-prestige")];
    let body: Vec<Vec<String>> = (0..teams)
        .map(|t| match rows.and_then(|r| r.get(t)) {
            Some(r) => vec![names[t].clone(), r.rank_gold.to_string(), r.rank_prestige.to_string()],
            None => vec![names.get(t).cloned().unwrap_or_default(), String::new(), String::new()],
        })
        .collect();
    let num = 40.0;
    w.table(&[w.width() - 2.0 * num, num, num], &header, &body, BODY, 8.0);
}

/// The score sheet (documents 3 and 4): up to 12 teams by gold, prestige, armies, countries and
/// resources at the end of each phase, and the final rankings; filled in from a record,
/// with a bar chart of final gold and prestige and the cards each team laid.
pub fn score_sheet(tr: &Translator, lesson: &Lesson, paper: Paper, game: Option<(&Session, &[PhaseEnd])>) -> Document {
    let mut w = Writer::new(paper);
    let (names, teams): (Vec<String>, usize) = match game {
        Some((session, _)) => (session.record().names(), session.record().teams.len()),
        None => (vec![String::new(); 12], 12),
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
                    ("date", Arg::from(rec.date.clone())),
                    ("teams", Arg::from(teams)),
                ],
            ),
            BODY,
        );
    } else {
        let y = w.y;
        w.text_at(MARGIN, y, BODY, &tr.text("setup-class"), MARGIN + w.width());
        w.hline(MARGIN + 20.0, MARGIN + w.width(), y + Writer::leading(BODY));
        w.gap(Writer::leading(BODY) + 3.0);
    }
    let phases = game.map(|(_, p)| p);
    let widths = standings_widths(&w);
    for p in 0..lesson.phases.len() {
        let label = if p + 1 < lesson.phases.len() {
            tr.tr(
                "handout-after-phase",
                &[("number", Arg::from(p + 1)), ("phase", Arg::from(tr.text(&lesson.phases[p].name)))],
            )
        } else {
            tr.text("handout-end")
        };
        let rows = phases.and_then(|ps| {
            ps.iter().find(|s| if p + 1 < lesson.phases.len() { s.phase == Some(p) } else { s.phase.is_none() })
        });
        heading(&mut w, &label);
        w.table(
            &widths,
            &standings_header(tr),
            &standings_rows(&names, rows.map(|r| r.rows.as_slice()), teams),
            BODY,
            7.0,
        );
    }
    heading(&mut w, &tr.text("handout-rankings"));
    let end = phases.and_then(|ps| ps.iter().find(|s| s.phase.is_none())).map(|s| s.rows.as_slice());
    rankings_table(&mut w, tr, &names, end, teams);
    if let (Some((rec, _)), Some(end)) = (game, end) {
        bar_chart(&mut w, tr, &names, end);
        choices_table(&mut w, tr, lesson, rec);
    }
    Document { name: if game.is_some() { "score-sheet-filled" } else { "score-sheet" }, title: doc_title, writer: w }
}

fn bar_chart(w: &mut Writer, tr: &Translator, names: &[String], end: &[Standing]) {
    heading(w, &tr.text("handout-chart"));
    let max = end.iter().map(|r| r.gold.max(r.prestige)).max().unwrap_or(1).max(1) as f32;
    let label_w = 55.0;
    let bar_w = w.width() - label_w - 14.0;
    for r in end {
        let row_h = 2.0 * Writer::leading(BODY) + 1.0;
        w.need(row_h);
        let y = w.y;
        let name = writer::wrap(&names[r.team], BODY, label_w - 2.0);
        w.text_at(MARGIN, y, BODY, &name[0], MARGIN + label_w - 2.0);
        let x = MARGIN + label_w;
        let h = Writer::leading(BODY) - 1.0;
        w.bar(x, y + 0.5, bar_w * r.gold as f32 / max, h, 0.0);
        w.text_at(x + bar_w * r.gold as f32 / max + 1.5, y, BODY, &r.gold.to_string(), MARGIN + w.width());
        let y2 = y + Writer::leading(BODY);
        w.bar(x, y2 + 0.5, bar_w * r.prestige as f32 / max, h, 0.6);
        w.text_at(x + bar_w * r.prestige as f32 / max + 1.5, y2, BODY, &r.prestige.to_string(), MARGIN + w.width());
        w.y += row_h;
    }
}

fn choices_table(w: &mut Writer, tr: &Translator, lesson: &Lesson, session: &Session) {
    let rec = session.record();
    let st = session.game().state();
    let sat_out: Vec<(usize, usize)> = session
        .timeline()
        .frames()
        .iter()
        .flat_map(|f| f.changes.iter())
        .filter(|c| matches!(c.kind, ChangeKind::SatOut { .. }))
        .map(|c| (usize::from(c.cause.step), usize::from(c.team)))
        .collect();
    heading(w, &tr.text("handout-choices"));
    let names = rec.names();
    let header = vec![tr.text("col-team"), tr.text("handout-consequences")];
    let rows: Vec<Vec<String>> = (0..names.len())
        .map(|t| {
            let cards: Vec<String> = lesson
                .steps
                .iter()
                .enumerate()
                .filter_map(|(s, step)| match st.card(s, t) {
                    Some(card) => {
                        let o = step.options.get(usize::from(card) - 1)?;
                        Some(tr.text(&o.label).trim_end_matches('.').to_string())
                    }
                    // A step the team sat out for lack of gold is named as such.
                    None => sat_out.contains(&(s, t)).then(|| sit_out(tr, SitOut::NoGold)),
                })
                .collect();
            vec![names[t].clone(), cards.join(" · ")]
        })
        .collect();
    let first = 50.0;
    w.table(&[first, w.width() - first], &header, &rows, BODY, 7.0);
}

/// The rules in short, on one page (document 5).
pub fn rules_summary(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper);
    let doc_title = tr.text("handout-rules");
    title(&mut w, &doc_title);
    w.paragraph(&tr.text("handout-rules-aim"), BODY);
    heading(&mut w, &tr.text("handout-rules-abbrev"));
    for id in ["handout-rules-g", "handout-rules-p", "handout-rules-a", "handout-rules-r", "handout-rules-l"] {
        w.paragraph(&tr.text(id), BODY);
    }
    heading(&mut w, &tr.text("handout-rules-round"));
    for i in 1..=5 {
        w.paragraph(&tr.text(&format!("handout-rules-round-{i}")), BODY);
    }
    w.gap(2.0);
    let phases: Vec<String> = lesson.phases.iter().map(|p| tr.text(&p.name)).collect();
    w.paragraph(&tr.tr("handout-rules-phases", &[("phases", Arg::from(phases.join(", ")))]), BODY);
    Document { name: "rules-summary", title: doc_title, writer: w }
}

/// The debrief sheet of a class (document 6): each phase's questions with the class's facts, the
/// background, and the two rankings.
pub fn debrief_sheet(tr: &Translator, lesson: &Lesson, paper: Paper, session: &Session) -> Document {
    let rec = session.record();
    let st = session.game().state();
    let names = rec.names();
    let mut w = Writer::new(paper);
    let doc_title = tr.tr("handout-debrief", &[("class", Arg::from(rec.class.clone()))]);
    title(&mut w, &doc_title);
    for phase in report::debrief(tr, lesson, &names, st) {
        heading(&mut w, &phase.title);
        for q in &phase.questions {
            w.paragraph_at(MARGIN + 4.0, w.width() - 4.0, &format!("• {q}"), BODY);
            w.gap(1.0);
        }
        w.paragraph(&phase.background, BODY);
        w.paragraph(&phase.sources, BODY);
    }
    heading(&mut w, &tr.text("handout-rankings"));
    let end = standings(st);
    rankings_table(&mut w, tr, &names, Some(&end), names.len());
    Document { name: "debrief-sheet", title: doc_title, writer: w }
}

/// The blank documents of one language.
pub fn blank(tr: &Translator, lesson: &Lesson, paper: Paper) -> Vec<Document> {
    vec![
        phase_forms(tr, lesson, paper),
        teacher_cards(tr, lesson, paper),
        score_sheet(tr, lesson, paper, None),
        rules_summary(tr, lesson, paper),
    ]
}

/// The filled documents of a played game, from its replayed session.
pub fn filled(tr: &Translator, lesson: &Lesson, paper: Paper, session: &Session) -> Vec<Document> {
    let phases = session.timeline().phase_ends(lesson);
    vec![score_sheet(tr, lesson, paper, Some((session, &phases))), debrief_sheet(tr, lesson, paper, session)]
}

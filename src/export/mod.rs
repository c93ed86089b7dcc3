//! Class results as CSV for LibreOffice Calc, Excel and Google Sheets: one file of results
//! (a row per team per phase end and at the end) and one of decisions (a row per team per
//! entry). Safe for spreadsheets: a text cell that a spreadsheet would run as a formula is
//! written as plain text. Column names are stable; see docs/csv-format.md.

use std::sync::Arc;

use crate::engine::{ChangeKind, Input, Record, Session, Standing};
use crate::i18n::{Language, Translator};
use crate::lesson::Lesson;

/// The version of the CSV columns (docs/csv-format.md); raised on any change to them.
pub const CSV_FORMAT: u32 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    Comma,
    Semicolon,
}

impl Delimiter {
    fn byte(self) -> u8 {
        match self {
            Delimiter::Comma => b',',
            Delimiter::Semicolon => b';',
        }
    }
}

/// How a file is written.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub delimiter: Delimiter,
    pub header: Language,
    /// UTF-8 byte order mark, so Excel reads accents right.
    pub bom: bool,
}

impl Options {
    /// The defaults for a language: semicolons for German and Spanish (their spreadsheets use
    /// the comma for decimals), commas for English; a BOM.
    pub fn for_language(header: Language) -> Options {
        let delimiter = match header {
            Language::En => Delimiter::Comma,
            Language::De | Language::Es => Delimiter::Semicolon,
        };
        Options { delimiter, header, bom: true }
    }

    /// The defaults for a region's class: its language's, with the separator its spreadsheets
    /// expect where that differs (Mexico's Excel reads the comma, Spain's the semicolon).
    pub fn for_region(region: &crate::i18n::Region) -> Options {
        let mut opts = Options::for_language(region.language);
        match region.csv {
            Some(crate::i18n::CsvSeparator::Comma) => opts.delimiter = Delimiter::Comma,
            Some(crate::i18n::CsvSeparator::Semicolon) => opts.delimiter = Delimiter::Semicolon,
            None => {}
        }
        opts
    }
}

/// The CSV could not be written (only an I/O failure of the writer, in memory here).
#[derive(Debug, thiserror::Error)]
#[error("the CSV could not be written: {0}")]
pub struct ExportError(#[from] pub csv::Error);

impl ExportError {
    /// What went wrong, for the teacher, in `tr`'s language.
    pub fn words(&self, tr: &crate::i18n::Translator) -> String {
        match self.0.kind() {
            csv::ErrorKind::Io(io_error) => crate::report::errors::io(tr, io_error),
            _ => tr.tr("io-other", &[("why", crate::i18n::Arg::from(self.0.to_string()))]),
        }
    }
}

/// A text cell as a spreadsheet will show it: one starting with =, +, -, @, tab or carriage
/// return is prefixed with an apostrophe so that no spreadsheet runs it (OWASP's advice on
/// CSV injection).
pub fn safe_text(s: &str) -> String {
    match s.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{s}"),
        _ => s.to_string(),
    }
}

/// A cell: text (made safe) or a number (written as it is).
enum Cell {
    Text(String),
    Num(i64),
}

impl Cell {
    fn render(&self) -> String {
        match self {
            Cell::Text(s) => safe_text(s),
            Cell::Num(n) => n.to_string(),
        }
    }
}

fn text(s: impl Into<String>) -> Cell {
    Cell::Text(s.into())
}

fn num(n: impl Into<i64>) -> Cell {
    Cell::Num(n.into())
}

/// The results columns, by stable id (docs/csv-format.md).
pub const RESULT_COLUMNS: [&str; 38] = [
    "class",
    "date",
    "lesson",
    "team",
    "seat",
    "students",
    "phase",
    "phase-id",
    "gold",
    "prestige",
    "armies",
    "countries",
    "resources",
    "gold-counters",
    "silver",
    "sugar",
    "spices",
    "gems",
    "cotton",
    "ore",
    "rubber",
    "timber",
    "tea",
    "oil",
    "coffee",
    "ports",
    "churches",
    "cities",
    "railways",
    "trading-posts",
    "rebellions",
    "monopolies",
    "slave-ship",
    "government",
    "government-id",
    "rank-gold",
    "rank-prestige",
    "format",
];

/// The decisions columns, by stable id.
pub const DECISION_COLUMNS: [&str; 19] = [
    "class",
    "date",
    "team",
    "entry",
    "phase",
    "phase-id",
    "step",
    "step-id",
    "input",
    "input-id",
    "card",
    "option",
    "option-id",
    "dice",
    "draws",
    "draws-ids",
    "gold-change",
    "prestige-change",
    "changes",
];

fn header(tr: &Translator, columns: &[&str]) -> Vec<String> {
    columns.iter().map(|c| tr.text(&format!("csv-{c}"))).collect()
}

fn writer(opts: Options) -> csv::Writer<Vec<u8>> {
    let mut buf = Vec::new();
    if opts.bom {
        buf.extend_from_slice("\u{feff}".as_bytes());
    }
    csv::WriterBuilder::new().delimiter(opts.delimiter.byte()).from_writer(buf)
}

fn finish(w: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, ExportError> {
    w.into_inner().map_err(|e| ExportError(e.into_error().into()))
}

/// Results of several classes in one file, from their replayed sessions.
pub fn results(lesson: &Arc<Lesson>, classes: &[&Session], opts: Options) -> Result<Vec<u8>, ExportError> {
    let tr = Translator::new(opts.header);
    let mut w = writer(opts);
    w.write_record(header(&tr, &RESULT_COLUMNS))?;
    for session in classes {
        let rec = session.record();
        let phases = session.timeline().phase_ends(lesson);
        let st = session.game().state();
        let gov_step = lesson.steps.iter().position(|s| s.kind == crate::lesson::StepKind::Government);
        for ps in &phases {
            // Words of the header's language, and the lesson file's codes beside them.
            let phase = match ps.phase {
                Some(p) => (tr.text(&lesson.phases[p].name), lesson.phases[p].id.clone()),
                None => (tr.text("results-end"), "end".to_string()),
            };
            for r in &ps.rows {
                let government = match (ps.phase, gov_step) {
                    (None, Some(g)) => st
                        .card(g, r.team)
                        .and_then(|c| lesson.steps[g].option(c))
                        .map(|o| (tr.text(&format!("government-{}", o.id)), o.id.clone()))
                        .unwrap_or_default(),
                    _ => (String::new(), String::new()),
                };
                w.write_record(result_row(rec, lesson, r, &phase, &government).iter().map(Cell::render))?;
            }
        }
    }
    finish(w)
}

/// A phase or a government as words and as the lesson file's code.
type Named = (String, String);

fn result_row(rec: &Record, lesson: &Lesson, r: &Standing, phase: &Named, government: &Named) -> Vec<Cell> {
    let team = &rec.teams[r.team];
    let mut row = vec![
        text(rec.class.clone()),
        text(rec.date.clone()),
        text(format!("{} {}", lesson.id, lesson.version)),
        text(team.name.clone()),
        num(r.team as i64 + 1),
        text(team.students.join(", ")),
        text(phase.0.clone()),
        text(phase.1.clone()),
        num(r.gold),
        num(r.prestige),
        num(r.armies),
        num(r.countries as i64),
        num(r.resources),
    ];
    row.extend(r.products.iter().map(|&n| num(n)));
    row.extend(r.buildings.iter().map(|&n| num(n)));
    row.extend([
        num(r.rebellions),
        num(r.monopolies),
        num(i64::from(r.slave_ship)),
        text(government.0.clone()),
        text(government.1.clone()),
        num(r.rank_gold as i64),
        num(r.rank_prestige as i64),
        num(CSV_FORMAT),
    ]);
    row
}

/// Decisions of several classes in one file: a row per team per entry that touched it.
pub fn decisions(lesson: &Arc<Lesson>, classes: &[&Session], opts: Options) -> Result<Vec<u8>, ExportError> {
    let tr = Translator::new(opts.header);
    let mut w = writer(opts);
    w.write_record(header(&tr, &DECISION_COLUMNS))?;
    for session in classes {
        let rec = session.record();
        let cast = crate::report::Cast::of(rec.names(), session.game().state());
        let names = &cast.names;
        for (i, frame) in session.timeline().frames().iter().enumerate() {
            let step = lesson.steps.get(frame.step);
            let entry = &rec.entries[i];
            // What the entry did to each team, summed as the screens sum it.
            let summaries = crate::report::summary::summarize(&frame.changes, names.len());
            for (t, name) in names.iter().enumerate() {
                let mine: Vec<_> = frame.changes.iter().filter(|c| usize::from(c.team) == t).collect();
                if mine.is_empty() {
                    continue;
                }
                let card = mine.iter().find_map(|c| match c.kind {
                    ChangeKind::Card { card } => Some(card),
                    _ => None,
                });
                let option = card.and_then(|c| step.and_then(|s| s.option(c)));
                let option_words = option.map(|o| crate::report::card_named(&tr, &o.label));
                let dice: Vec<String> = mine
                    .iter()
                    .filter_map(|c| match c.kind {
                        ChangeKind::Rolled { die } | ChangeKind::MonopolyRoll { die, .. } => Some(die.to_string()),
                        ChangeKind::Throw { attacker, defender } => Some(format!("{attacker}-{defender}")),
                        ChangeKind::RebellionRoll { team, rebels } => Some(format!("{team}-{rebels}")),
                        _ => None,
                    })
                    .collect();
                let drawn: Vec<crate::vocabulary::Product> = mine
                    .iter()
                    .filter_map(|c| match c.kind {
                        ChangeKind::Resource { product, delta: 1, .. } => Some(product),
                        _ => None,
                    })
                    .collect();
                let draws: Vec<String> = drawn.iter().map(|&p| crate::report::summary::product(&tr, p)).collect();
                let draw_ids: Vec<&str> = drawn.iter().map(|p| p.code()).collect();
                let summary = summaries.iter().find(|s| s.team == t);
                let gold = summary.map_or(0, |s| s.gold + i64::from(s.income));
                let prestige = summary.map_or(0, |s| s.prestige);
                let words: Vec<String> = mine.iter().map(|c| crate::report::describe(&tr, lesson, &cast, c)).collect();
                let row = [
                    text(rec.class.clone()),
                    text(rec.date.clone()),
                    text(name.clone()),
                    num(i as i64 + 1),
                    text(step.map(|s| tr.text(&lesson.phases[s.phase].name)).unwrap_or_default()),
                    text(step.map(|s| lesson.phases[s.phase].id.clone()).unwrap_or_default()),
                    text(step.map(|s| tr.text(&format!("step-name-{}", s.id))).unwrap_or_default()),
                    text(step.map(|s| s.id.clone()).unwrap_or_default()),
                    text(tr.text(crate::report::entry_kind(&entry.input))),
                    text(input_kind(&entry.input)),
                    card.map_or_else(|| text(""), |c| num(i64::from(c.number()))),
                    text(option_words.unwrap_or_default()),
                    text(option.map(|o| o.id.clone()).unwrap_or_default()),
                    text(dice.join(" ")),
                    text(draws.join(", ")),
                    text(draw_ids.join(" ")),
                    num(gold),
                    num(prestige),
                    text(words.join(" ")),
                ];
                w.write_record(row.iter().map(Cell::render))?;
            }
        }
    }
    finish(w)
}

fn input_kind(input: &Input) -> &'static str {
    match input {
        Input::Proceed { .. } => "proceed",
        Input::Decide { .. } => "decide",
        Input::Invest { .. } => "invest",
        Input::Attack { .. } => "attack",
        Input::Throw => "throw",
        Input::BreakOff => "break-off",
        Input::Occupy { .. } => "occupy",
        Input::EndAttacks => "end-attacks",
        Input::PlaceRebellions { .. } => "place-rebellions",
        Input::Correct { .. } => "correct",
    }
}

//! The command line's reports: standings after each phase of a record, and simulation tables.

use std::fmt::Write as _;

use crate::engine::{PhaseEnd, Record};
use crate::i18n::Translator;
use crate::lesson::Lesson;
use crate::simulate::Stats;

/// A phase's name in the lesson's words, or "End" for the end of the game.
fn phase_name(lesson: &Lesson, tr: &Translator, phase: Option<usize>) -> String {
    match phase {
        Some(p) => tr.text(&lesson.phases[p].name),
        None => tr.text("results-end"),
    }
}

/// The standings' columns after the team's name, in the language of `tr`.
const COLUMNS: [&str; 7] =
    ["csv-gold", "csv-prestige", "csv-armies", "csv-countries", "csv-resources", "csv-rank-gold", "csv-rank-prestige"];

/// A team's numbers in the order of `COLUMNS`.
fn values(r: &crate::engine::Standing) -> [String; 7] {
    [r.gold, r.prestige, r.armies, r.countries as u32, r.resources, r.rank_gold as u32, r.rank_prestige as u32]
        .map(|v| v.to_string())
}

/// The standings as a plain-text table, in the language of `tr`.
pub fn standings_text(lesson: &Lesson, tr: &Translator, record: &Record, all: &[PhaseEnd]) -> String {
    let team = tr.text("csv-team");
    let heads: Vec<String> = COLUMNS.iter().map(|c| tr.text(c)).collect();
    let width = record.teams.iter().map(|t| t.name.chars().count()).chain([team.chars().count()]).max().unwrap_or(4);
    // Each number right-aligned under its column's name.
    let widths: Vec<usize> = heads.iter().map(|h| h.chars().count().max(5)).collect();
    let mut s = String::new();
    for ps in all {
        let _ = writeln!(s, "== {} ==", phase_name(lesson, tr, ps.phase));
        let _ = write!(s, "{team}{:pad$}", "", pad = width - team.chars().count());
        for (h, w) in heads.iter().zip(&widths) {
            let _ = write!(s, "  {h:>w$}");
        }
        s.push('\n');
        for r in &ps.rows {
            let name = &record.teams[r.team].name;
            let _ = write!(s, "{name}{:pad$}", "", pad = width - name.chars().count());
            for (v, w) in values(r).iter().zip(&widths) {
                let _ = write!(s, "  {v:>w$}");
            }
            s.push('\n');
        }
        s.push('\n');
    }
    s
}

/// The standings as CSV, one row per team per phase end: the column names and the phase in
/// the language of `tr`, with the phase's code in a column of its own for scripts.
pub fn standings_csv(
    lesson: &Lesson,
    tr: &Translator,
    record: &Record,
    all: &[PhaseEnd],
) -> Result<String, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut head = vec![tr.text("csv-phase-id"), tr.text("csv-phase"), tr.text("csv-team")];
    head.extend(COLUMNS.iter().map(|c| tr.text(c)));
    w.write_record(&head)?;
    for ps in all {
        let code = ps.phase.map_or("end", |p| lesson.phases[p].id.as_str());
        let name = phase_name(lesson, tr, ps.phase);
        for r in &ps.rows {
            let mut row = vec![code.to_string(), name.clone(), crate::export::safe_text(&record.teams[r.team].name)];
            row.extend(values(r));
            w.write_record(&row)?;
        }
    }
    let bytes = w.into_inner().map_err(csv::IntoInnerError::into_error)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The simulation's table: every option with the mean and spread of final gold and prestige.
pub fn stats_text(lesson: &Lesson, tr: &Translator, stats: &Stats) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} games, {} teams: final gold and prestige of the teams that chose each card",
        stats.games, stats.teams
    );
    if stats.left_out > 0 {
        let _ = writeln!(s, "{} games left out: not played to their end", stats.left_out);
    }
    let _ = writeln!(
        s,
        "{:<48} {:>8} {:>10} {:>8} {:>10} {:>8}",
        "step / card", "teams", "gold mean", "sd", "prestige", "sd"
    );
    let _ = writeln!(
        s,
        "{:<48} {:>8} {:>10.2} {:>8.2} {:>10.2} {:>8.2}",
        "all teams",
        stats.all_gold.n,
        stats.all_gold.mean(),
        stats.all_gold.sd(),
        stats.all_prestige.mean(),
        stats.all_prestige.sd()
    );
    for row in &stats.options {
        let step = &lesson.steps[row.step];
        let label = format!("{} {}: {}", step.id, row.option + 1, tr.text(&step.options[row.option].label));
        let label: String = label.chars().take(48).collect();
        let _ = writeln!(
            s,
            "{label:<48} {:>8} {:>10.2} {:>8.2} {:>10.2} {:>8.2}",
            row.gold.n,
            row.gold.mean(),
            row.gold.sd(),
            row.prestige.mean(),
            row.prestige.sd()
        );
    }
    s
}

/// Text made safe for a terminal: control characters (but line ends) and the marks that
/// change the direction of text are shown as `\u{..}` escapes instead of being obeyed.
pub fn terminal(text: &str) -> String {
    let hidden = |c: char| {
        (c.is_control() && c != '\n')
            || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if !text.chars().any(hidden) {
        return text.to_string();
    }
    text.chars().map(|c| if hidden(c) { format!("\\u{{{:04x}}}", u32::from(c)) } else { c.to_string() }).collect()
}

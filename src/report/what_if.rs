//! "What if?": what each choice a debrief question asks about brought in many games played at
//! random from the class's own start (the simulator's numbers, `simulate::simulate_from`),
//! worded so that a 14-year-old reads it right: whole numbers only, the average and where the
//! middle half of the teams ended, and one sentence that sets two choices side by side.

use super::DebriefQuestion;
use crate::i18n::{Arg, Translator};
use crate::simulate::{OptionStats, Stats};

/// One choice of the question: its words, and the gold and prestige it brought ("23 (15–31)").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhatIfRow {
    pub label: String,
    pub gold: String,
    pub prestige: String,
}

/// "What if?" for one debrief question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhatIf {
    pub title: String,
    /// The columns' headings: the choice, gold at the end, prestige at the end.
    pub heads: [String; 3],
    pub rows: Vec<WhatIfRow>,
    /// The first two choices side by side ("Compared with …, … brought on average 4 more gold
    /// and 3 less prestige.").
    pub compare: Option<String>,
    /// What the numbers are, in one line.
    pub legend: String,
}

/// A number as the class reads it: the average rounded to a whole number, and where the middle
/// half of the teams ended.
fn figure(mean: f64, middle: Option<(u32, u32)>) -> String {
    let mean = mean.round() as i64;
    match middle {
        Some((lo, hi)) if lo != hi => format!("{mean} ({lo}–{hi})"),
        _ => mean.to_string(),
    }
}

/// "4 more gold", "2 less prestige", "about the same gold": a difference of averages in whole
/// numbers (`what` is "gold" or "prestige").
fn difference(tr: &Translator, what: &str, diff: f64) -> String {
    let n = diff.round() as i64;
    match n {
        0 => tr.text(&format!("what-if-same-{what}")),
        n if n > 0 => tr.tr(&format!("what-if-more-{what}"), &[("n", Arg::from(n))]),
        n => tr.tr(&format!("what-if-less-{what}"), &[("n", Arg::from(-n))]),
    }
}

/// "What if?" for `question`: each of its choices with what it brought in `stats`' games
/// (`None` for a question about no choice, or when no game had a team make any of them).
pub fn what_if(tr: &Translator, stats: &Stats, question: &DebriefQuestion) -> Option<WhatIf> {
    let chosen: Vec<(&str, &OptionStats)> = question
        .groups
        .iter()
        .filter_map(|g| {
            let (step, option) = g.choice?;
            stats.option(step, option).filter(|o| o.gold.n > 0).map(|o| (g.label.as_str(), o))
        })
        .collect();
    if chosen.is_empty() {
        return None;
    }
    let rows = chosen
        .iter()
        .map(|(label, o)| WhatIfRow {
            label: (*label).to_string(),
            gold: figure(o.gold.mean(), o.gold_values.middle_half()),
            prestige: figure(o.prestige.mean(), o.prestige_values.middle_half()),
        })
        .collect();
    let compare = match chosen.as_slice() {
        [(a, first), (b, second), ..] => Some(tr.tr(
            "what-if-compare",
            &[
                ("a", Arg::from(*a)),
                ("b", Arg::from(*b)),
                ("gold", Arg::from(difference(tr, "gold", first.gold.mean() - second.gold.mean()))),
                ("prestige", Arg::from(difference(tr, "prestige", first.prestige.mean() - second.prestige.mean()))),
            ],
        )),
        _ => None,
    };
    Some(WhatIf {
        title: tr.tr("what-if-title", &[("games", Arg::from(stats.games as i64))]),
        heads: [tr.text("what-if-choice"), tr.text("what-if-gold"), tr.text("what-if-prestige")],
        rows,
        compare,
        legend: tr.tr("what-if-legend", &[("teams", Arg::from(stats.teams))]),
    })
}

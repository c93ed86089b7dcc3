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
    /// What they leave out: the people each choice hit.
    pub caveat: String,
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
fn difference(tr: &Translator, what: &str, n: i64) -> String {
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
        // The difference of the averages as the table shows them (whole numbers), so that the
        // sentence and the table agree to the last digit.
        [(a, first), (b, second), ..] => {
            let whole = |v: f64| v.round() as i64;
            let gold = whole(first.gold.mean()) - whole(second.gold.mean());
            let prestige = whole(first.prestige.mean()) - whole(second.prestige.mean());
            Some(tr.tr(
                "what-if-compare",
                &[
                    ("a", Arg::from(*a)),
                    ("b", Arg::from(*b)),
                    ("gold", Arg::from(difference(tr, "gold", gold))),
                    ("prestige", Arg::from(difference(tr, "prestige", prestige))),
                ],
            ))
        }
        _ => None,
    };
    Some(WhatIf {
        title: tr.tr("what-if-title", &[("games", Arg::from(stats.games as i64))]),
        heads: [tr.text("what-if-choice"), tr.text("what-if-gold"), tr.text("what-if-prestige")],
        rows,
        compare,
        legend: tr.tr("what-if-legend", &[("teams", Arg::from(stats.teams))]),
        caveat: tr.text("what-if-caveat"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::report::DebriefGroup;

    fn option(step: usize, option: usize, gold: &[u32], prestige: &[u32]) -> OptionStats {
        let mut o = OptionStats { step, option, ..OptionStats::default() };
        for &g in gold {
            o.gold.add(f64::from(g));
            o.gold_values.add(g);
        }
        for &p in prestige {
            o.prestige.add(f64::from(p));
            o.prestige_values.add(p);
        }
        o
    }

    #[test]
    fn the_sentence_agrees_with_the_rounded_table_and_gives_a_spread() {
        // Averages 41.4 and 33.6: the table says 41 and 34, so the sentence says 7, not 8.
        let stats = Stats {
            games: 10,
            left_out: 0,
            teams: 6,
            all_gold: crate::simulate::Spread::default(),
            all_prestige: crate::simulate::Spread::default(),
            options: vec![
                option(2, 0, &[30, 34, 34, 34, 36], &[8, 8, 8, 8, 8]),
                option(2, 1, &[40, 41, 41, 42, 43], &[11, 11, 11, 11, 11]),
            ],
        };
        let q = DebriefQuestion {
            text: String::new(),
            ask: "What did each choice bring?".into(),
            groups: vec![
                DebriefGroup { label: "Attacked".into(), teams: vec![0], choice: Some((2, 0)) },
                DebriefGroup { label: "Traded".into(), teams: vec![1], choice: Some((2, 1)) },
                DebriefGroup { label: "Nobody's".into(), teams: vec![], choice: None },
            ],
            step: Some(2),
            key: false,
        };
        let tr = Translator::new(Language::En);
        let w = what_if(&tr, &stats, &q).expect("choices");
        // A middle half of one value shows no brackets.
        let rows: Vec<(&str, &str)> = w.rows.iter().map(|r| (r.gold.as_str(), r.prestige.as_str())).collect();
        assert_eq!(rows, vec![("34", "8"), ("41 (41–42)", "11")]);
        let compare = w.compare.expect("two choices");
        assert!(compare.contains("7 less gold"), "{compare}");
        assert!(compare.contains("3 less prestige"), "{compare}");
        assert!(compare.contains("above or below"), "the spread said in words: {compare}");
    }

    #[test]
    fn a_question_about_no_choice_has_no_what_if() {
        let stats = Stats {
            games: 0,
            left_out: 0,
            teams: 2,
            all_gold: crate::simulate::Spread::default(),
            all_prestige: crate::simulate::Spread::default(),
            options: vec![],
        };
        let tr = Translator::new(Language::En);
        assert_eq!(what_if(&tr, &stats, &DebriefQuestion::plain("Who paid for your gold?".into())), None);
    }
}

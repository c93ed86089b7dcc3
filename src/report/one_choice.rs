//! "One choice changed": the class's own game played again with one team's card at one
//! decision changed and every die and draw as it fell (`Session::what_if`), worded for the
//! results screen and the projector: where the team would have ended, what changed for the
//! other teams and on the map, and which recorded entries the changed game could not take.

use crate::engine::{Adjusted, Card, INDEPENDENT, Input, Session, Standing, State, WhatIf, standings};
use crate::i18n::{Arg, Translator};

/// A decision a team made: the entry it was laid in, the step, the card laid and the cards it
/// could have laid instead (as the rules allowed them there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub entry: usize,
    pub step: usize,
    pub laid: Card,
    pub others: Vec<Card>,
}

/// Team `team`'s decisions in the class's game, in the order they were made: every entry in
/// which it laid a card and could have laid another.
pub fn decisions(session: &Session, team: usize) -> Vec<Decision> {
    session
        .record()
        .entries
        .iter()
        .enumerate()
        .filter_map(|(entry, e)| {
            let Input::Decide { cards, .. } = &e.input else { return None };
            let laid = cards.get(team).copied().flatten()?;
            let before = session.game_before(entry);
            let others: Vec<Card> = before.allowed_cards(team).into_iter().filter(|&c| c != laid).collect();
            (!others.is_empty()).then_some(Decision { entry, step: before.state().step, laid, others })
        })
        .collect()
}

/// The class's game with one choice changed, in words, and both ends to set side by side.
#[derive(Clone, Debug)]
pub struct OneChoice {
    pub team: usize,
    /// "Had Los Halcones laid “Trade with them” instead of “Attack them …” at Contact on the
    /// coast, with the same dice, it would have ended with 34 gold (rank 3, not 7) and …".
    pub headline: String,
    /// What changed for each other team, a line each (empty: nothing did).
    pub others: Vec<String>,
    /// What changed on the map, a line each (the app's map only).
    pub countries: Vec<String>,
    /// The recorded entries the changed game could not take as the class made them.
    pub adjusted: Option<String>,
    /// The standings at the end as the class played, and with the choice changed.
    pub real: Vec<Standing>,
    pub changed: Vec<Standing>,
    /// The changed game (its map at the end for the projector; never saved).
    pub session: Session,
}

/// "laid “Trade with them”": the card team `why.team` laid at the step of its reason, for
/// setting the reason beside it (none where the game holds no card of the team there).
pub fn why_laid(tr: &Translator, session: &Session, why: &crate::engine::Why) -> Option<String> {
    let card = session.game().state().card(why.step, why.team)?;
    Some(tr.tr("whys-laid", &[("card", Arg::from(quoted(tr, session, why.step, card)))]))
}

/// An option's words without the closing full stop, to quote inside a sentence.
pub fn quoted(tr: &Translator, session: &Session, step: usize, card: Card) -> String {
    let lesson = session.game().lesson();
    let words = lesson.steps.get(step).and_then(|s| s.option(card)).map(|o| tr.text(&o.label)).unwrap_or_default();
    words.trim_end_matches('.').to_string()
}

/// A step's name ("Contact on the coast"), by its place in the lesson.
pub fn step_name(tr: &Translator, session: &Session, step: usize) -> String {
    let id = session.game().lesson().steps.get(step).map(|s| s.id.as_str()).unwrap_or_default();
    crate::report::errors::step_name(tr, id)
}

/// "rank 3, not 7" or "rank 3, as it was".
fn rank(tr: &Translator, now: usize, was: usize) -> String {
    if now == was {
        tr.tr("one-choice-rank-same", &[("now", Arg::from(now))])
    } else {
        tr.tr("one-choice-rank", &[("now", Arg::from(now)), ("was", Arg::from(was))])
    }
}

/// Who held each map country at the end (by its number on the map): a team's seat, or
/// `INDEPENDENT`. Empty on the own board, whose countries have no place to compare.
fn holders(st: &State) -> std::collections::BTreeMap<usize, u8> {
    st.sites.iter().zip(&st.countries).map(|(site, c)| (site.number(), c.owner)).collect()
}

/// The class's game with team `team`'s card in the decision at `entry` (its `cards` and
/// `places`) changed to `card`: the places the class chose stay where the changed game allows
/// them.
fn changed_game(
    session: &Session,
    (cards, places): (&[Option<Card>], &[crate::engine::Place]),
    team: usize,
    entry: usize,
    card: Card,
) -> Result<WhatIf, crate::engine::ReplayError> {
    let mut changed = cards.to_vec();
    changed[team] = Some(card);
    let input = Input::Decide { cards: changed, places: places.to_vec() };
    session.what_if(entry, input.clone()).or_else(|_| session.what_if(entry, input.without_places()))
}

/// The most map lines shown; the rest are counted.
const MOST_COUNTRY_LINES: usize = 6;

/// The class's game with team `team`'s card at entry `entry` changed to `card`, in words. An
/// error (a card the rules do not allow there) is worded for the teacher.
pub fn one_choice(
    tr: &Translator,
    names: &[String],
    session: &Session,
    team: usize,
    entry: usize,
    card: Card,
) -> Result<OneChoice, String> {
    worded(tr, names, session, (team, entry, card), "one-choice-headline")
}

/// The same, its headline in the words `headline` names: the class's (the team by its name)
/// or the team's own phone's ("Had you laid …").
fn worded(
    tr: &Translator,
    names: &[String],
    session: &Session,
    (team, entry, card): (usize, usize, Card),
    headline: &str,
) -> Result<OneChoice, String> {
    let Some(Input::Decide { cards, places }) = session.record().entries.get(entry).map(|e| &e.input) else {
        return Err(tr.text("one-choice-not-a-decision"));
    };
    let laid = cards.get(team).copied().flatten().ok_or_else(|| tr.text("one-choice-not-a-decision"))?;
    let what_if = changed_game(session, (cards, places), team, entry, card)
        .map_err(|e| crate::report::errors::replay(tr, names, &e))?;
    let step = session.game_before(entry).state().step;
    let real = standings(session.game().state());
    let changed = standings(what_if.session.game().state());
    let name = |t: usize| names.get(t).cloned().unwrap_or_else(|| format!("{}", t + 1));
    let (r, c) = (&real[team], &changed[team]);
    let headline = tr.tr(
        headline,
        &[
            ("team", Arg::from(name(team))),
            ("instead", Arg::from(quoted(tr, session, step, card))),
            ("laid", Arg::from(quoted(tr, session, step, laid))),
            ("step", Arg::from(step_name(tr, session, step))),
            ("gold", Arg::from(c.gold)),
            ("gold-rank", Arg::from(rank(tr, c.rank_gold, r.rank_gold))),
            ("prestige", Arg::from(c.prestige)),
            ("prestige-rank", Arg::from(rank(tr, c.rank_prestige, r.rank_prestige))),
            ("was-gold", Arg::from(r.gold)),
            ("was-prestige", Arg::from(r.prestige)),
        ],
    );
    let others = real
        .iter()
        .zip(&changed)
        .filter(|(r, c)| r.team != team && (r.gold != c.gold || r.prestige != c.prestige))
        .map(|(r, c)| {
            tr.tr(
                "one-choice-other",
                &[
                    ("team", Arg::from(name(r.team))),
                    ("gold", Arg::from(c.gold)),
                    ("was-gold", Arg::from(r.gold)),
                    ("prestige", Arg::from(c.prestige)),
                    ("was-prestige", Arg::from(r.prestige)),
                ],
            )
        })
        .collect();
    let countries = country_lines(tr, &name, session.game().state(), what_if.session.game().state());
    let count = |kind: Adjusted| what_if.adjusted.iter().filter(|(_, a)| *a == kind).count();
    let (replaced, dropped) = (count(Adjusted::Places) + count(Adjusted::ByProposal), count(Adjusted::Dropped));
    let mut said = Vec::new();
    if replaced > 0 {
        said.push(tr.tr("one-choice-adjusted", &[("count", Arg::from(replaced))]));
    }
    if dropped > 0 {
        said.push(tr.tr("one-choice-dropped", &[("count", Arg::from(dropped))]));
    }
    let adjusted = (!said.is_empty()).then(|| said.join(" "));
    Ok(OneChoice { team, headline, others, countries, adjusted, real, changed, session: what_if.session })
}

/// The map's countries whose holder at the end differs, a line each: free in one game and held
/// in the other, or held by another team.
fn country_lines(tr: &Translator, name: &dyn Fn(usize) -> String, real: &State, changed: &State) -> Vec<String> {
    let (was, now) = (holders(real), holders(changed));
    let holder = |owner: Option<&u8>| match owner {
        None => None,
        Some(&INDEPENDENT) => Some(tr.text("one-choice-independent")),
        Some(&t) => Some(name(usize::from(t))),
    };
    let numbers: std::collections::BTreeSet<usize> = was.keys().chain(now.keys()).copied().collect();
    let mut lines: Vec<String> = numbers
        .into_iter()
        .filter(|n| was.get(n) != now.get(n))
        .map(|n| {
            let number = Arg::from(n);
            match (holder(now.get(&n)), holder(was.get(&n))) {
                (None, Some(was)) => tr.tr("one-choice-country-free", &[("n", number), ("holder", Arg::from(was))]),
                (Some(now), None) => tr.tr("one-choice-country-taken", &[("n", number), ("holder", Arg::from(now))]),
                (Some(now), Some(was)) => tr.tr(
                    "one-choice-country-held",
                    &[("n", number), ("holder", Arg::from(now)), ("former", Arg::from(was))],
                ),
                (None, None) => String::new(),
            }
        })
        .collect();
    if lines.len() > MOST_COUNTRY_LINES {
        let more = lines.len() - MOST_COUNTRY_LINES;
        lines.truncate(MOST_COUNTRY_LINES);
        lines.push(tr.tr("one-choice-countries-more", &[("count", Arg::from(more))]));
    }
    lines
}

/// One card changed and where the team would have ended with it.
struct Turn {
    step: usize,
    laid: Card,
    card: Card,
    gold: u32,
    prestige: u32,
}

/// Team `team`'s turning points, for its phone at the end: of all the cards it could have laid
/// instead, one at a time with the same dice, the one that would have brought it the most gold,
/// the one that would have cost it the most, and the one that would have brought the most
/// prestige (each only where it changes something), a line each.
pub fn turning_points(tr: &Translator, session: &Session, team: usize) -> Vec<String> {
    let real = standings(session.game().state());
    let Some(was) = real.get(team) else { return Vec::new() };
    let mut turns = Vec::new();
    for d in decisions(session, team) {
        let Some(Input::Decide { cards, places }) = session.record().entries.get(d.entry).map(|e| &e.input) else {
            continue;
        };
        for &card in &d.others {
            let Ok(w) = changed_game(session, (cards, places), team, d.entry, card) else { continue };
            if let Some(end) = standings(w.session.game().state()).get(team) {
                turns.push(Turn { step: d.step, laid: d.laid, card, gold: end.gold, prestige: end.prestige });
            }
        }
    }
    let gold = |t: &&Turn| i64::from(t.gold) - i64::from(was.gold);
    let prestige = |t: &&Turn| i64::from(t.prestige) - i64::from(was.prestige);
    // The first of equals: the earliest decision (the turns are in the game's order).
    let most = |f: &dyn Fn(&&Turn) -> i64| turns.iter().rev().max_by_key(|t| f(t));
    let least = |f: &dyn Fn(&&Turn) -> i64| turns.iter().rev().min_by_key(|t| f(t));
    let line = |id: &str, t: &Turn| {
        let what = tr.tr(
            "one-choice-turn",
            &[
                ("step", Arg::from(step_name(tr, session, t.step))),
                ("card", Arg::from(quoted(tr, session, t.step, t.card))),
                ("laid", Arg::from(quoted(tr, session, t.step, t.laid))),
                ("gold", Arg::from(t.gold)),
                ("prestige", Arg::from(t.prestige)),
            ],
        );
        format!("{} {what}", tr.text(id))
    };
    let most_gold = most(&gold).filter(|t| gold(t) > 0);
    let most_prestige = most(&prestige).filter(|t| prestige(t) > 0);
    let same = |a: &Turn, b: &Turn| (a.step, a.card) == (b.step, b.card);
    let mut lines = Vec::new();
    match (most_gold, most_prestige) {
        // One change that would have brought both: said once.
        (Some(g), Some(p)) if same(g, p) => lines.push(line("one-choice-turn-most-both", g)),
        (g, _) => lines.extend(g.map(|t| line("one-choice-turn-most-gold", t))),
    }
    if let Some(t) = least(&gold).filter(|t| gold(t) < 0) {
        lines.push(line("one-choice-turn-least-gold", t));
    }
    if let Some(p) = most_prestige.filter(|p| most_gold.is_none_or(|g| !same(g, p))) {
        lines.push(line("one-choice-turn-most-prestige", p));
    }
    lines
}

/// One decision of a team for its own "what if" on its phone: the step, the card it laid,
/// and each card it could have laid instead with where, with the same dice, the team would
/// have ended (`one_choice`'s headline, and which recorded entries could not be taken).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnWhatIf {
    pub step: String,
    pub laid: String,
    /// (the other card, what it would have done), in the order the rules list the cards.
    pub options: Vec<(String, String)>,
}

/// Every decision of team `team` with what each other card would have done: the team asks its
/// own "what if" on its phone by choosing one (worked out here once, never on a phone's ask).
pub fn own_what_ifs(tr: &Translator, names: &[String], session: &Session, team: usize) -> Vec<OwnWhatIf> {
    decisions(session, team)
        .into_iter()
        .filter_map(|d| {
            let options: Vec<(String, String)> = d
                .others
                .iter()
                .filter_map(|&card| {
                    // On the team's own phone: "Had you laid …", never its own name.
                    let o = worded(tr, names, session, (team, d.entry, card), "one-choice-headline-you").ok()?;
                    let said = match o.adjusted {
                        Some(a) => format!("{} {a}", o.headline),
                        None => o.headline,
                    };
                    Some((quoted(tr, session, d.step, card), said))
                })
                .collect();
            (!options.is_empty()).then(|| OwnWhatIf {
                step: step_name(tr, session, d.step),
                laid: quoted(tr, session, d.step, d.laid),
                options,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TeamInfo;
    use crate::i18n::Language;
    use crate::lesson::Lesson;
    use std::sync::Arc;

    fn played(teams: usize, seed: u64) -> (Session, Vec<String>) {
        let names: Vec<String> = (0..teams).map(|i| format!("Team {}", i + 1)).collect();
        let infos = names.iter().map(|n| TeamInfo::new(n.clone(), "red")).collect();
        let mut s = Session::on_map(Arc::new(Lesson::builtin()), infos, seed).expect("session");
        let mut player = crate::simulate::Player::new(seed);
        while !s.game().is_over() {
            let input = player.choose(s.game());
            let _ = s.apply(input).expect("legal");
        }
        (s, names)
    }

    /// Every decision of every team, changed to each card it could have laid, in three
    /// languages: the sentence names the team, the two cards and the step, and its numbers are
    /// the changed game's; the class's record stays as it was.
    #[test]
    fn each_changed_choice_is_told_with_the_changed_games_numbers() {
        let (s, names) = played(6, 7);
        let json = s.record().to_json();
        let mut told = 0;
        for lang in Language::ALL {
            let tr = Translator::new(lang);
            for team in 0..names.len() {
                let ds = decisions(&s, team);
                assert!(ds.len() >= 5, "team {team}: {} decisions", ds.len());
                for d in ds {
                    for &card in &d.others {
                        let o = one_choice(&tr, &names, &s, team, d.entry, card).expect("told");
                        let end = &o.changed[team];
                        assert!(o.headline.contains(&names[team]), "{}", o.headline);
                        assert!(o.headline.contains(&end.gold.to_string()), "{}", o.headline);
                        assert!(o.headline.contains(&quoted(&tr, &s, d.step, card)), "{}", o.headline);
                        assert!(o.headline.contains(&quoted(&tr, &s, d.step, d.laid)), "{}", o.headline);
                        assert_eq!(o.changed, standings(o.session.game().state()));
                        assert!(o.session.game().is_over());
                        // Another team's line only where its numbers changed.
                        let moved = o
                            .real
                            .iter()
                            .zip(&o.changed)
                            .filter(|(r, c)| r.team != team && (r.gold, r.prestige) != (c.gold, c.prestige))
                            .count();
                        assert_eq!(o.others.len(), moved);
                        told += 1;
                    }
                }
            }
        }
        assert_eq!(s.record().to_json(), json, "the class's record never changes");
        assert!(told > 60, "{told} changes told");
    }

    /// A changed card that moves a country on the map says which; a card laid again as it was
    /// changes nothing and says so in its ranks.
    #[test]
    fn the_map_lines_name_the_countries_that_changed_hands() {
        let tr = Translator::new(Language::En);
        let mut map_lines = 0;
        for seed in 0..8 {
            let (s, names) = played(8, seed);
            for team in 0..names.len() {
                for d in decisions(&s, team) {
                    let o = one_choice(&tr, &names, &s, team, d.entry, d.others[0]).expect("told");
                    map_lines += o.countries.len();
                    for line in &o.countries {
                        assert!(line.starts_with("Country ") || line.starts_with("and "), "{line}");
                    }
                }
            }
            // The card as laid: the same end, "as it was".
            let d = &decisions(&s, 0)[0];
            let same = one_choice(&tr, &names, &s, 0, d.entry, d.laid).expect("told");
            assert!(same.others.is_empty() && same.countries.is_empty() && same.adjusted.is_none());
            assert!(same.headline.contains("as it was"), "{}", same.headline);
        }
        assert!(map_lines > 20, "{map_lines} lines about the map");
    }

    /// Each turning point is a change the team could have made, and its numbers are those of
    /// that change played out: the most gold is no less than any other change's gold.
    #[test]
    fn the_turning_points_are_the_changes_that_moved_the_team_most() {
        let tr = Translator::new(Language::En);
        let mut lines = 0;
        for seed in 0..4 {
            let (s, names) = played(6, seed);
            for team in 0..names.len() {
                let points = turning_points(&tr, &s, team);
                let best_gold = decisions(&s, team)
                    .iter()
                    .flat_map(|d| d.others.iter().map(move |&c| (d.entry, c)))
                    .filter_map(|(entry, card)| one_choice(&tr, &names, &s, team, entry, card).ok())
                    .map(|o| o.changed[team].gold)
                    .max();
                let real = standings(s.game().state())[team].gold;
                let most = [tr.text("one-choice-turn-most-gold"), tr.text("one-choice-turn-most-both")];
                match points.iter().find(|l| most.iter().any(|m| l.starts_with(m.as_str()))) {
                    Some(line) => {
                        let best = best_gold.expect("a change");
                        assert!(best > real && line.contains(&format!("{best} gold")), "{line}: best {best}");
                    }
                    None => assert!(best_gold.is_none_or(|b| b <= real), "team {team}: a better change was left out"),
                }
                lines += points.len();
            }
        }
        assert!(lines > 20, "{lines} turning points");
    }

    #[test]
    fn an_entry_that_is_no_decision_is_refused_in_words() {
        let (s, names) = played(3, 1);
        let tr = Translator::new(Language::De);
        let proceed = s.record().entries.iter().position(|e| !matches!(e.input, Input::Decide { .. })).expect("one");
        let e = one_choice(&tr, &names, &s, 0, proceed, Card(1)).expect_err("refused");
        assert!(!e.is_empty() && !e.contains("one-choice"), "{e}");
    }
}

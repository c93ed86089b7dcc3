//! What the game rewarded in one class, in its own numbers: the nations that bought people
//! against those that refused, the ones that sent the army against a rising against those that
//! negotiated, the ones that backed a dictator against those that backed a democracy (the
//! average gold each group ended with); and what each nation did to reach its
//! rank, in a few words. The results screen warns the teacher with them, the debrief opens with
//! them, and the poster names what the richest did.

use crate::engine::{Card, Game};
use crate::i18n::{Arg, Translator};

/// Two groups of a class compared: the average gold at the end of the nations that laid one
/// card and of those that laid the other, in whole numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compared {
    pub first: u32,
    pub second: u32,
}

/// The comparisons the lesson's debrief facts name: (the fact the first group laid, the other's,
/// the message that says it).
const PAIRS: [(&str, &str, &str); 3] = [
    ("slavery", "refused", "rewards-slavery"),
    ("fought", "negotiated", "rewards-rebellion"),
    ("dictatorship", "democracy", "rewards-government"),
];

/// The teams that laid the card the debrief fact `name` of phase `phase` stands for.
fn laid(game: &Game, phase: usize, name: &str) -> Option<Vec<usize>> {
    let lesson = game.lesson();
    let fact = lesson.phases.get(phase)?.debrief.iter().find(|f| f.name == name)?;
    let s = lesson.steps.iter().position(|s| s.id == fact.step)?;
    let card = lesson.steps[s].options.iter().position(|o| o.id == fact.option).and_then(Card::of_option)?;
    let st = game.state();
    Some((0..st.team_count()).filter(|&t| st.card(s, t) == Some(card)).collect())
}

fn mean_gold(game: &Game, teams: &[usize]) -> Option<u32> {
    let st = game.state();
    let sum: u32 = teams.iter().filter_map(|&t| st.teams.get(t)).map(|t| t.gold).sum();
    (!teams.is_empty()).then(|| (f64::from(sum) / teams.len() as f64).round() as u32)
}

/// Each comparison a class's game allows (both groups have a nation), with its message id. The
/// two facts of a pair are a phase's own ("refused" names another card in another phase).
pub fn compared(game: &Game) -> Vec<(&'static str, Compared)> {
    let lesson = game.lesson();
    PAIRS
        .iter()
        .filter_map(|&(a, b, id)| {
            // The phase that names both ("fought" is a fact of several phases).
            let has = |p: &crate::lesson::Phase, name: &str| p.debrief.iter().any(|f| f.name == name);
            let phase = lesson.phases.iter().position(|p| has(p, a) && has(p, b))?;
            let first = mean_gold(game, &laid(game, phase, a)?)?;
            let second = mean_gold(game, &laid(game, phase, b)?)?;
            Some((id, Compared { first, second }))
        })
        .collect()
}

/// The class's own numbers in sentences ("The nations that took part in the slave trade ended
/// with 41 gold on average, those that refused with 31."); empty where no comparison holds.
pub fn sentences(tr: &Translator, game: &Game) -> Vec<String> {
    compared(game)
        .into_iter()
        .map(|(id, c)| tr.tr(id, &[("first", Arg::from(c.first)), ("second", Arg::from(c.second))]))
        .collect()
}

/// What team `t` did that the lesson marks as violence against people, and the government it
/// backed, in a few words each ("bought enslaved Africans", "backed a dictatorship"), in order.
pub fn deeds(tr: &Translator, game: &Game, t: usize) -> Vec<String> {
    let lesson = game.lesson();
    let st = game.state();
    lesson
        .steps
        .iter()
        .enumerate()
        .filter_map(|(s, step)| {
            let option = step.option(st.card(s, t)?)?;
            let id = format!("{}-did", option.label);
            tr.has(&id).then(|| tr.text(&id))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Input, Session, TeamInfo};
    use crate::i18n::Language;
    use crate::lesson::Lesson;
    use std::sync::Arc;

    /// Four teams: two buy people and back a dictator, two refuse and back a democracy; the
    /// averages are the class's own.
    #[test]
    fn the_class_numbers_compare_what_each_group_laid() {
        let lesson = Arc::new(Lesson::builtin());
        let teams = (0..4).map(|i| TeamInfo::new(format!("T{i}"), "red")).collect();
        let mut s = Session::new(lesson.clone(), teams, 5).expect("session");
        let mut player = crate::simulate::Player::new(5);
        while !s.game().is_over() {
            let step = &lesson.steps[s.game().state().step];
            let input = match (step.id.as_str(), s.game().expecting()) {
                ("p3-slavery", crate::engine::Expect::Decide { .. }) => Input::Decide {
                    cards: vec![Some(Card(1)), Some(Card(1)), Some(Card(2)), Some(Card(2))],
                    places: vec![],
                },
                // Where a rising comes, teams 0 and 1 send the army, 2 and 3 negotiate.
                ("p4-rebellion-choice", crate::engine::Expect::Decide { .. }) => match player.choose(s.game()) {
                    Input::Decide { cards, places } => {
                        let wanted = |t: usize| Card(if t < 2 { 1 } else { 2 });
                        let game = s.game();
                        let cards = (0..cards.len())
                            .map(|t| {
                                cards[t].map(|c| if game.allowed_cards(t).contains(&wanted(t)) { wanted(t) } else { c })
                            })
                            .collect();
                        Input::Decide { cards, places }
                    }
                    other => other,
                },
                ("p4-government", crate::engine::Expect::Decide { .. }) => Input::Decide {
                    cards: vec![Some(Card(3)), Some(Card(3)), Some(Card(1)), Some(Card(1))],
                    places: vec![],
                },
                _ => player.choose(s.game()),
            };
            let _ = s.apply(input).expect("legal");
        }
        let gold: Vec<u32> = s.game().state().teams.iter().map(|t| t.gold).collect();
        let avg = |a: usize, b: usize| ((f64::from(gold[a]) + f64::from(gold[b])) / 2.0).round() as u32;
        let c = compared(s.game());
        let ids: Vec<&str> = c.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids.first(), Some(&"rewards-slavery"));
        assert_eq!(ids.last(), Some(&"rewards-government"));
        assert_eq!(c[0].1, Compared { first: avg(0, 1), second: avg(2, 3) });
        assert_eq!(c[c.len() - 1].1, Compared { first: avg(0, 1), second: avg(2, 3) });
        // The rising compared where both groups had one to answer.
        if let Some((_, r)) = c.iter().find(|(id, _)| *id == "rewards-rebellion") {
            assert!(r.first > 0 || r.second > 0, "{r:?}");
        }
        let tr = Translator::new(Language::En);
        let said = sentences(&tr, s.game());
        assert!(said[0].contains(&avg(0, 1).to_string()) && said[0].contains("slave trade"), "{said:?}");
        let did = deeds(&tr, s.game(), 0);
        assert!(did.contains(&"took part in the slave trade".to_string()), "{did:?}");
        assert!(did.contains(&"backed a dictatorship".to_string()), "{did:?}");
        assert!(!deeds(&tr, s.game(), 2).iter().any(|d| d.contains("slave trade")));
    }
}

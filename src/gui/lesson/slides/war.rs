//! The colonial wars on the projector screen: who attacks whom, the armies, the dice and what
//! the last throw did.

#[allow(clippy::wildcard_imports)]
use super::*;

/// A fight on the projector screen: the two teams and what the last throw did.
pub(super) struct FightView<'a> {
    attacker: &'a str,
    defender: Option<&'a str>,
    armies: u32,
    defending: Option<u32>,
    throw: Option<(u8, u8)>,
    throws: usize,
    /// The last throw took the defended country.
    fell: Option<usize>,
    /// The defended country's number (where a fight is on).
    target: Option<usize>,
    /// What the last throw did is told (not after a retreat).
    banner: bool,
}

pub(super) fn war_words(tr: &Translator, f: FightView<'_>) -> WarWords {
    let count = |n: u32| tr.tr("projector-war-armies", &[("armies", Arg::from(n))]);
    // The loser of the last throw: the lower die (a tie removes nothing).
    // With the reason: "5 beats 2: 1 army lost by Portugal".
    let dice = |a: u8, d: u8| [("high", Arg::from(u32::from(a.max(d)))), ("low", Arg::from(u32::from(a.min(d))))];
    let banner = match (f.throw.filter(|_| f.banner), f.defender) {
        (Some((a, d)), Some(defender)) if a > d => {
            let [high, low] = dice(a, d);
            Some(match f.fell {
                Some(country) => (
                    tr.tr(
                        "projector-war-loses-country",
                        &[high, low, ("team", Arg::from(defender)), ("country", Arg::from(country))],
                    ),
                    false,
                ),
                None => (tr.tr("projector-war-loses-army", &[high, low, ("team", Arg::from(defender))]), false),
            })
        }
        (Some((a, d)), Some(_)) if a < d => {
            let [high, low] = dice(a, d);
            Some((tr.tr("projector-war-loses-army", &[high, low, ("team", Arg::from(f.attacker))]), true))
        }
        _ => None,
    };
    // The side that lost an army says it in its count, before and after ("3 → 2 armies"): a
    // bare "−1" beside the count left the class asking which of the two it was.
    let lost_army = |n: u32| format!("{} → {}", n + 1, count(n));
    let attacker_lost = matches!(banner, Some((_, true)));
    let defender_lost_army = matches!(banner, Some((_, false))) && f.fell.is_none();
    WarWords {
        versus: tr.text("lesson-versus"),
        attacker_armies: if attacker_lost { lost_army(f.armies) } else { count(f.armies) },
        defender_armies: f
            .defending
            .map(|n| if defender_lost_army { lost_army(n) } else { count(n) })
            .unwrap_or_default(),
        throw: if f.throws > 0 { tr.tr("projector-war-throw", &[("n", Arg::from(f.throws))]) } else { String::new() },
        tie: {
            // A fight on at 0 armies: the class is told why.
            let tie = f.throw.filter(|(a, d)| a == d).map(|_| tr.text("projector-war-tie"));
            let none_left = match (f.defending, f.target, f.fell) {
                (Some(0), Some(country), None) => Some(tr.tr(
                    "projector-war-none-left",
                    &[("country", Arg::from(country)), ("team", Arg::from(f.attacker))],
                )),
                _ => None,
            };
            match (tie, none_left) {
                (Some(t), Some(n)) => Some(format!("{t} {n}")),
                (t, n) => t.or(n),
            }
        },
        attacks: tr.text("projector-war-attacks"),
        defends: tr.text("projector-war-defends"),
        badge: if f.fell.is_some() && banner.is_some() {
            tr.text("projector-war-badge-country")
        } else {
            String::new()
        },
        banner,
    }
}

/// "Colonial wars · attacking team 2 of 3": which attacker's turn it is, of those who chose to attack.
pub(super) fn wars_title(tr: &Translator, game: &crate::engine::Game) -> String {
    match &game.state().stage {
        crate::engine::Stage::Wars(w) if w.attackers.len() > 1 => {
            tr.tr("projector-wars-count", &[("n", Arg::from(w.current + 1)), ("count", Arg::from(w.attackers.len()))])
        }
        _ => tr.text("projector-wars"),
    }
}

/// The war frame of a fight, or of an attacker who may start one (`fight_view.defender` none).
pub(super) fn war_slide(
    l: &LessonScreen,
    attacker: u8,
    defender: Option<u8>,
    fight_view: FightView<'_>,
    caption: String,
) -> Slide {
    let tr = l.lesson_translator();
    Slide::War {
        title: wars_title(tr, l.session().game()),
        attacker: tag(l, usize::from(attacker)),
        defender: defender.map(|d| (tag(l, usize::from(d)), fight_view.defending.unwrap_or(0))),
        armies: fight_view.armies,
        throw: fight_view.throw,
        throws: fight_view.throws,
        words: war_words(tr, fight_view),
        caption,
    }
}

/// An attacker's turn before its next fight: who may attack, with all its armies.
pub(super) fn attacker_frame(l: &LessonScreen, attacker: u8) -> Slide {
    let names = l.names();
    let name = names[usize::from(attacker)].as_str();
    let armies = l.session().game().state().armies_of(usize::from(attacker));
    let fight_view = FightView {
        attacker: name,
        defender: None,
        armies,
        defending: None,
        throw: None,
        throws: 0,
        fell: None,
        target: None,
        banner: false,
    };
    let caption = l.lesson_translator().tr("projector-may-attack", &[("team", Arg::from(name))]);
    war_slide(l, attacker, None, fight_view, caption)
}

/// A fight under way, or waiting for the armies to move into the country it took.
pub(super) fn fight_frame(l: &LessonScreen, attacker: u8, fight: crate::engine::Fight) -> Slide {
    let tr = l.lesson_translator();
    let names = l.names();
    let st = l.session().game().state();
    let throws = l.session().timeline().last_fight().map(|f| f.throws).unwrap_or_default();
    let caption = if fight.occupy {
        tr.tr("projector-country-fell", &[("country", Arg::from(l.number(fight.target)))])
    } else {
        tr.tr(
            "projector-fight",
            &[("target", Arg::from(l.number(fight.target))), ("from", Arg::from(l.number(fight.from)))],
        )
    };
    let fight_view = FightView {
        attacker: &names[usize::from(attacker)],
        defender: Some(&names[usize::from(fight.defender)]),
        armies: st.countries[usize::from(fight.from)].armies,
        defending: Some(st.countries[usize::from(fight.target)].armies),
        throw: throws.last().copied(),
        throws: throws.len(),
        // Waiting for the armies to move in: the last throw took the country.
        fell: fight.occupy.then(|| l.number(fight.target)),
        target: Some(l.number(fight.target)),
        banner: true,
    };
    war_slide(l, attacker, Some(fight.defender), fight_view, caption)
}

/// A fight that has just ended, with its last throw and how it ended.
pub(super) fn ended_fight_frame(l: &LessonScreen, f: &crate::engine::FightLog, end: FightEnd) -> Slide {
    let tr = l.lesson_translator();
    let names = l.names();
    let st = l.session().game().state();
    // A fallen country's armies now are the conqueror's, moved in: the defender has none there.
    let defending = if end == FightEnd::Fell { 0 } else { st.countries[usize::from(f.target)].armies };
    let fight_view = FightView {
        attacker: &names[usize::from(f.attacker)],
        defender: Some(&names[usize::from(f.defender)]),
        armies: st.countries[usize::from(f.from)].armies,
        defending: Some(defending),
        throw: f.throws.last().copied(),
        throws: f.throws.len(),
        fell: (end == FightEnd::Fell).then(|| l.number(f.target)),
        target: None,
        // A retreat ends it: no banner for the throw before.
        banner: end != FightEnd::BrokeOff,
    };
    let key = match end {
        FightEnd::Fell => "projector-fight-fell",
        FightEnd::Failed if f.defender_lost => "projector-fight-failed",
        FightEnd::Failed => "projector-fight-failed-attacker",
        FightEnd::BrokeOff => "projector-fight-retreat",
    };
    let caption = tr.tr(
        key,
        &[("country", Arg::from(l.number(f.target))), ("attacker", Arg::from(names[usize::from(f.attacker)].as_str()))],
    );
    war_slide(l, f.attacker, Some(f.defender), fight_view, caption)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fight that goes on at 0 armies says why, with or without a tie; not once the
    /// country has fallen.
    #[test]
    fn a_fight_at_no_army_left_says_the_next_won_throw_takes_the_country() {
        let tr = Translator::new(crate::i18n::Language::En);
        let fight_view = |throw: Option<(u8, u8)>, fell: Option<usize>| FightView {
            attacker: "Team 8",
            defender: Some("Team 2"),
            armies: 3,
            defending: Some(0),
            throw,
            throws: 2,
            fell,
            target: Some(30),
            banner: true,
        };
        let said = "No army is left in country 30: if Team 8 wins the next roll, the country is taken.";
        let tied = war_words(&tr, fight_view(Some((4, 4)), None)).tie.expect("said");
        assert!(tied.starts_with("Equal dice: roll again.") && tied.ends_with(said), "{tied}");
        assert_eq!(war_words(&tr, fight_view(Some((2, 5)), None)).tie.as_deref(), Some(said));
        assert_eq!(war_words(&tr, fight_view(Some((5, 2)), Some(30))).tie, None, "fallen: nothing to explain");
        // The badge by the defender's "0 armies" says what was lost: the country, not an army.
        assert_eq!(war_words(&tr, fight_view(Some((5, 2)), Some(30))).badge, "−1 country");
        // An army lost: the loser's count says it before and after, with no badge.
        let attacker_lost = war_words(&tr, fight_view(Some((2, 5)), None));
        assert_eq!((attacker_lost.badge.as_str(), attacker_lost.attacker_armies.as_str()), ("", "4 → 3 armies"));
        assert_eq!(attacker_lost.defender_armies, "0 armies");
        let mut at_two = fight_view(Some((5, 2)), None);
        at_two.defending = Some(2);
        let defender_lost = war_words(&tr, at_two);
        assert_eq!(
            (defender_lost.attacker_armies.as_str(), defender_lost.defender_armies.as_str()),
            ("3 armies", "3 → 2 armies")
        );
    }
}

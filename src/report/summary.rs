//! What an entry did to each team, taken together: never one line per army. The console's
//! "what happened", the projector's reveal and the history read it; the words are made here.

use crate::engine::{Building, Change, ChangeKind, CountryId, Lapse, Product, SitOut};
use crate::i18n::{Arg, Translator};
use crate::lesson::Lesson;

/// Dice a team threw in one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dice {
    /// One die for the team's option or a farm.
    One(u8),
    /// One die of a monopoly roll-off, for the product it was thrown for.
    For(Product, u8),
    /// A throw of a fight (the team's die first) or a rebellion roll (the team's, the rebels').
    Pair(u8, u8),
}

/// Something that happened to a team, beyond its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happening {
    NewCountry(CountryId),
    Took {
        country: CountryId,
        from: u8,
    },
    LostTo {
        country: CountryId,
        to: u8,
    },
    Built(Building, CountryId),
    SlaveShip,
    Monopoly(Product),
    Rebellion(CountryId),
    PutDown(CountryId),
    Independent(CountryId),
    Peace(CountryId),
    /// The end of a fight for this team; `at` names the country fought for and the other team
    /// when the fight's start is among the changes summed up (the wars' summary), so that a
    /// team in two fights reads which one it won.
    Fight {
        end: FightEnd,
        at: Option<(CountryId, u8)>,
    },
    Lapsed(Lapse),
}

/// How a fight ended for one of its two teams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FightEnd {
    /// The attacker took the country (its `Took` says which).
    Took,
    /// The defender kept its country: the attacker ran out of armies.
    Held,
    /// The attacker ran out of armies.
    Failed,
    /// The defender lost the country (its `LostTo` says which).
    Lost,
    /// The attacker retreated.
    Retreated,
}

/// One team's part in an entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamSummary {
    pub team: usize,
    pub card: Option<crate::engine::Card>,
    pub sat_out: Option<SitOut>,
    /// Gold earned from resources at an investment.
    pub income: u32,
    /// Every other change of gold, paid cards included.
    pub gold: i64,
    pub prestige: i64,
    pub armies: i64,
    pub resources: i64,
    pub countries: i64,
    pub happenings: Vec<Happening>,
    pub dice: Vec<Dice>,
    /// The teacher corrected a number (never shown to the class).
    pub corrected: bool,
}

/// The teams an entry touched, in seating order, each with everything that happened to it.
pub fn summarize(changes: &[Change], teams: usize) -> Vec<TeamSummary> {
    let mut out: Vec<TeamSummary> = (0..teams).map(|team| TeamSummary { team, ..TeamSummary::default() }).collect();
    // Each team's fight under way: the country fought for, the other team, whether it attacks.
    let mut fights: Vec<Option<(CountryId, u8, bool)>> = vec![None; teams];
    for c in changes {
        if let ChangeKind::FightStarted { target, defender, .. } = c.kind {
            if let Some(f) = fights.get_mut(usize::from(c.team)) {
                *f = Some((target, defender, true));
            }
            if let Some(f) = fights.get_mut(usize::from(defender)) {
                *f = Some((target, c.team, false));
            }
        }
        let fight = fights.get(usize::from(c.team)).copied().flatten();
        let Some(s) = out.get_mut(usize::from(c.team)) else { continue };
        let ended = |won: bool| {
            let end = match (fight, won) {
                (Some((.., true)), true) => FightEnd::Took,
                (Some((.., false)), true) | (None, true) => FightEnd::Held,
                (Some((.., true)), false) | (None, false) => FightEnd::Failed,
                (Some((.., false)), false) => FightEnd::Lost,
            };
            Happening::Fight { end, at: fight.map(|(country, other, _)| (country, other)) }
        };
        match c.kind {
            ChangeKind::SatOut { why } => s.sat_out = Some(why),
            ChangeKind::Card { card } => s.card = Some(card),
            ChangeKind::Paid { gold } => s.gold -= i64::from(gold),
            ChangeKind::Gold { delta, .. } => s.gold += i64::from(delta),
            ChangeKind::Income { gold } => s.income += gold,
            ChangeKind::Prestige { delta, .. } => s.prestige += i64::from(delta),
            ChangeKind::Armies { delta, .. } => s.armies += i64::from(delta),
            ChangeKind::Resource { delta, .. } => s.resources += i64::from(delta),
            ChangeKind::Rolled { die } => s.dice.push(Dice::One(die)),
            ChangeKind::MonopolyRoll { product, die } => s.dice.push(Dice::For(product, die)),
            ChangeKind::Throw { attacker, defender } => s.dice.push(Dice::Pair(attacker, defender)),
            ChangeKind::RebellionRoll { team, rebels } => s.dice.push(Dice::Pair(team, rebels)),
            ChangeKind::Conquered { country } => {
                s.countries += 1;
                s.happenings.push(Happening::NewCountry(country));
            }
            ChangeKind::Took { country, from_team } => {
                s.countries += 1;
                s.happenings.push(Happening::Took { country, from: from_team });
            }
            ChangeKind::LostTo { country, to_team } => {
                s.countries -= 1;
                s.happenings.push(Happening::LostTo { country, to: to_team });
            }
            ChangeKind::Independent { country } => {
                s.countries -= 1;
                s.happenings.push(Happening::Independent(country));
            }
            ChangeKind::Built { country, building } => s.happenings.push(Happening::Built(building, country)),
            ChangeKind::SlaveShip => s.happenings.push(Happening::SlaveShip),
            ChangeKind::Monopoly { product } => s.happenings.push(Happening::Monopoly(product)),
            ChangeKind::Rebellion { country } => s.happenings.push(Happening::Rebellion(country)),
            ChangeKind::PutDown { country } => s.happenings.push(Happening::PutDown(country)),
            ChangeKind::RebellionEnded { country } => s.happenings.push(Happening::Peace(country)),
            ChangeKind::FightWon => s.happenings.push(ended(true)),
            ChangeKind::FightLost => s.happenings.push(ended(false)),
            ChangeKind::BrokeOff => s.happenings.push(Happening::Fight {
                end: FightEnd::Retreated,
                at: fight.map(|(country, other, _)| (country, other)),
            }),
            ChangeKind::Lapsed { why } => s.happenings.push(Happening::Lapsed(why)),
            ChangeKind::Corrected { .. } => s.corrected = true,
            ChangeKind::FightStarted { .. } | ChangeKind::Moved { .. } => {}
        }
    }
    out.retain(|s| *s != TeamSummary { team: s.team, ..TeamSummary::default() });
    out
}

/// Whether an entry at `step` did violence to people or was the people's own act: a card the
/// lesson marks (a conquest, the slave trade, a rising put down) was laid, a country was taken in
/// a fight, its people rose or won their independence. Its reveal then puts the people first and
/// shows no gain as a win.
pub fn harms_people(lesson: &Lesson, step: usize, changes: &[Change]) -> bool {
    let option = |card| lesson.steps.get(step).and_then(|s| s.option(card));
    changes.iter().any(|c| match c.kind {
        ChangeKind::Card { card } => option(card).is_some_and(|o| o.harms_people),
        ChangeKind::Took { .. } | ChangeKind::Rebellion { .. } | ChangeKind::Independent { .. } => true,
        _ => false,
    })
}

/// Whether an entry's gains are told plainly, without a win's colour and arrow: where it did
/// violence to people (`harms_people`), or gave monopolies (a colony's trade taken by having
/// the most of it is not a win to cheer), on the wall and on the phones alike.
pub fn told_plainly(lesson: &Lesson, step: usize, changes: &[Change]) -> bool {
    harms_people(lesson, step, changes) || changes.iter().any(|c| matches!(c.kind, ChangeKind::Monopoly { .. }))
}

/// "+3", "−2" (a real minus sign), "0".
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("\u{2212}{}", n.unsigned_abs()),
        _ => "0".into(),
    }
}

/// A change shown as a badge on the projector: the words and whether it is a gain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Badge {
    pub text: String,
    pub gain: bool,
    /// Shown without a gain's or a loss's colour and arrow: at a step that did violence to
    /// people, what a team gained by it is not celebrated.
    pub neutral: bool,
    /// The people's own act, not the team's change (their independence): the projector screen
    /// tells it in a sentence of its own instead.
    pub of_people: bool,
}

/// The team's changes as large signed badges: "+1 country", "−1 prestige", "+3 resources"; a
/// country whose people won their independence as the people's ("country 7 independent"), not
/// as the team's lost country.
pub fn badges(tr: &Translator, roster: &(impl super::Roster + ?Sized), s: &TeamSummary) -> Vec<Badge> {
    let freed: Vec<CountryId> = s
        .happenings
        .iter()
        .filter_map(|h| match h {
            Happening::Independent(c) => Some(*c),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    let mut push = |id: &str, n: i64| {
        if n != 0 {
            let text = tr.tr(
                id,
                &[
                    ("sign", Arg::from(signed(n).chars().next().map(String::from).unwrap_or_default())),
                    ("n", Arg::from(n.abs())),
                ],
            );
            out.push(Badge { text, gain: n > 0, neutral: false, of_people: false });
        }
    };
    push("badge-gold", s.gold + i64::from(s.income));
    push("badge-prestige", s.prestige);
    push("badge-countries", s.countries + freed.len() as i64);
    push("badge-armies", s.armies);
    push("badge-resources", s.resources);
    if !freed.is_empty() {
        let mut numbers: Vec<usize> = freed.iter().map(|&c| roster.country(c)).collect();
        numbers.sort_unstable();
        let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
        let args = [("count", Arg::from(list.len())), ("countries", Arg::from(super::and_list(tr, &list)))];
        out.push(Badge { text: tr.tr("badge-independent", &args), gain: false, neutral: true, of_people: true });
    }
    // A monopoly won is named with its product; a team's several monopolies in one badge
    // ("monopolies: silver, gems and timber"), so that twelve rows of them fit the wall.
    let won: Vec<String> = s
        .happenings
        .iter()
        .filter_map(|h| match h {
            Happening::Monopoly(p) => Some(product(tr, *p)),
            _ => None,
        })
        .collect();
    let text = match won.as_slice() {
        [] => None,
        [one] => Some(tr.tr("badge-monopoly", &[("product", Arg::from(one.clone()))])),
        many => Some(tr.tr("badge-monopolies", &[("products", Arg::from(super::and_list(tr, many)))])),
    };
    if let Some(text) = text {
        out.push(Badge { text, gain: true, neutral: false, of_people: false });
    }
    out
}

fn name(tr: &Translator, names: &[String], t: u8) -> String {
    super::team_name(tr, names, usize::from(t))
}

/// The short label of the card a team laid ("2 · Trade with them").
pub fn card_label(tr: &Translator, lesson: &Lesson, step: usize, card: crate::engine::Card) -> String {
    let option = lesson.steps.get(step).and_then(|s| s.option(card));
    match option {
        Some(o) => format!("{card} · {}", super::card_named(tr, &o.label)),
        None => card.to_string(),
    }
}

/// What happened to one team, as phrases a teacher can read out ("bought 7 armies", "lost
/// country 4 to Ελλάδα"); `invest` says the armies and farms were bought.
pub fn phrases(tr: &Translator, roster: &(impl super::Roster + ?Sized), s: &TeamSummary, invest: bool) -> Vec<String> {
    let names = roster.names();
    let mut out = Vec::new();
    let n = |v: i64| Arg::from(v.abs());
    if let Some(why) = s.sat_out {
        out.push(super::errors::sit_out(tr, why));
    }
    if s.income > 0 {
        out.push(tr.tr("sum-income", &[("n", Arg::from(s.income))]));
    }
    if s.gold != 0 {
        out.push(tr.tr(if s.gold > 0 { "sum-gold-more" } else { "sum-gold-less" }, &[("n", n(s.gold))]));
    }
    if s.armies != 0 {
        let id = match (invest, s.armies > 0) {
            (true, true) => "sum-armies-bought",
            (_, true) => "sum-armies-more",
            (_, false) => "sum-armies-less",
        };
        out.push(tr.tr(id, &[("n", n(s.armies))]));
    }
    // At an investment every die is a farming roll: its result said in words, a failed one too
    // ("farming roll 2: no new resource"), not left to a die beside "1 gold less".
    let farming: Vec<String> =
        s.dice.iter().filter_map(|d| if let Dice::One(d) = d { Some(d.to_string()) } else { None }).collect();
    if invest && !farming.is_empty() {
        out.push(tr.tr(
            "sum-farming",
            &[
                ("count", Arg::from(farming.len())),
                ("dice", Arg::from(farming.join(", "))),
                ("new", Arg::from(s.resources.max(0))),
            ],
        ));
    } else if s.resources != 0 {
        out.push(
            tr.tr(if s.resources > 0 { "sum-resources-more" } else { "sum-resources-less" }, &[("n", n(s.resources))]),
        );
    }
    if s.prestige != 0 {
        out.push(
            tr.tr(if s.prestige > 0 { "sum-prestige-more" } else { "sum-prestige-less" }, &[("n", n(s.prestige))]),
        );
    }
    let country = |c: &CountryId| Arg::from(roster.country(*c));
    for h in &s.happenings {
        let phrase = match h {
            Happening::NewCountry(c) => tr.tr("sum-new-country", &[("country", country(c))]),
            Happening::Took { country: c, from } => {
                tr.tr("sum-took", &[("country", country(c)), ("other", Arg::from(name(tr, names, *from)))])
            }
            Happening::LostTo { country: c, to } => {
                tr.tr("sum-lost-to", &[("country", country(c)), ("other", Arg::from(name(tr, names, *to)))])
            }
            Happening::Built(b, c) => tr.tr(
                "sum-built",
                &[("building", Arg::from(tr.text(&format!("building-{}", b.code())))), ("country", country(c))],
            ),
            Happening::SlaveShip => tr.text("sum-slave-ship"),
            Happening::Monopoly(p) => tr.tr("sum-monopoly", &[("product", Arg::from(product(tr, *p)))]),
            Happening::Rebellion(c) => tr.tr("sum-rebellion", &[("country", country(c))]),
            Happening::PutDown(c) => tr.tr("sum-put-down", &[("country", country(c))]),
            Happening::Independent(c) => tr.tr("sum-independent", &[("country", country(c))]),
            Happening::Peace(c) => tr.tr("sum-peace", &[("country", country(c))]),
            Happening::Fight { end, at } => match (end, at) {
                // The country taken or lost says it all.
                (FightEnd::Took | FightEnd::Lost, Some(_)) => continue,
                (FightEnd::Took | FightEnd::Held, None) => tr.text("sum-fight-won"),
                (FightEnd::Failed | FightEnd::Lost, None) => tr.text("sum-fight-lost"),
                (FightEnd::Retreated, None) => tr.text("sum-broke-off"),
                (end, Some((c, other))) => {
                    let id = match end {
                        FightEnd::Held => "sum-held",
                        FightEnd::Failed => "sum-attack-failed",
                        _ => "sum-retreated",
                    };
                    tr.tr(id, &[("country", country(c)), ("other", Arg::from(name(tr, names, *other)))])
                }
            },
            Happening::Lapsed(why) => tr.text(match why {
                Lapse::NoToken => "sum-lapsed-no-token",
                Lapse::NoFreeCountry => "sum-lapsed-no-free-country",
                Lapse::NoPlace => "sum-lapsed-no-place",
                Lapse::NoCountry => "sum-lapsed-no-country",
                Lapse::BagEmpty => "sum-lapsed-bag-empty",
                Lapse::NoArmies => "sum-lapsed-no-armies",
                Lapse::NoResources => "sum-lapsed-no-resources",
                Lapse::AllRebelling => "sum-lapsed-all-rebelling",
            }),
        };
        out.push(phrase);
    }
    if out.is_empty() && !s.corrected {
        out.push(tr.text("sum-nothing"));
    }
    out
}

/// A product's name in the translator's language.
pub fn product(tr: &Translator, p: Product) -> String {
    tr.text(&format!("product-{}", p.code()))
}

/// The dice in words: "die 4", "dice 4, 2", "dice 5–3, 2–6" or "die sugar 4".
pub fn dice_text(tr: &Translator, dice: &[Dice]) -> Option<String> {
    if dice.is_empty() {
        return None;
    }
    let list: Vec<String> = dice
        .iter()
        .map(|d| match d {
            Dice::One(d) => d.to_string(),
            Dice::Pair(a, b) => format!("{a}\u{2013}{b}"),
            Dice::For(p, d) => format!("{} {d}", product(tr, *p)),
        })
        .collect();
    // "die 4" for one, "dice 4, 2" for more (a pair counts two).
    let count: usize = dice.iter().map(|d| if matches!(d, Dice::Pair(..)) { 2 } else { 1 }).sum();
    Some(tr.tr("sum-dice", &[("dice", Arg::from(list.join(", "))), ("count", Arg::from(count))]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::vocabulary::Product;

    #[test]
    fn a_monopoly_won_is_a_badge_that_names_its_product() {
        let s = TeamSummary { happenings: vec![Happening::Monopoly(Product::Sugar)], ..TeamSummary::default() };
        let names: &[String] = &[];
        let de = badges(&Translator::new(Language::De), names, &s);
        assert_eq!(de, vec![Badge { text: "Monopol auf Zucker".into(), gain: true, neutral: false, of_people: false }]);
        let en = badges(&Translator::new(Language::En), names, &s);
        assert_eq!(en[0].text, "sugar monopoly");
        let three = [Product::Sugar, Product::Silver, Product::Tea].map(Happening::Monopoly).to_vec();
        let s = TeamSummary { happenings: three, ..TeamSummary::default() };
        let en = badges(&Translator::new(Language::En), names, &s);
        assert_eq!(en.len(), 1, "one badge for a team's monopolies: {en:?}");
        assert_eq!(en[0].text, "monopolies: sugar, silver and tea");
    }

    /// A team that attacked and was attacked in the same wars reads which fight it won and
    /// which it lost, not "fight won, fight lost" side by side.
    #[test]
    fn each_fight_in_the_wars_summary_names_its_country_and_enemy() {
        use crate::engine::{Cause, CountryId};
        let c = |team: u8, kind| Change { team, cause: Cause::default(), kind };
        let (seven, three) = (CountryId(7), CountryId(3));
        let changes = [
            // Team A takes country 7 from team B.
            c(0, ChangeKind::FightStarted { from: CountryId(6), target: seven, defender: 1 }),
            c(0, ChangeKind::Took { country: seven, from_team: 1 }),
            c(1, ChangeKind::LostTo { country: seven, to_team: 0 }),
            c(0, ChangeKind::FightWon),
            c(1, ChangeKind::FightLost),
            // Team C attacks team A's country 3 and runs out of armies.
            c(2, ChangeKind::FightStarted { from: CountryId(4), target: three, defender: 0 }),
            c(2, ChangeKind::FightLost),
            c(0, ChangeKind::FightWon),
            // Team B attacks team C's country 4 and retreats.
            c(1, ChangeKind::FightStarted { from: CountryId(8), target: CountryId(4), defender: 2 }),
            c(1, ChangeKind::BrokeOff),
        ];
        let names: Vec<String> = ["Aragón", "Brabant", "Castilla"].map(String::from).to_vec();
        let tr = Translator::new(Language::En);
        let said: Vec<Vec<String>> = summarize(&changes, 3).iter().map(|s| phrases(&tr, &names, s, false)).collect();
        assert_eq!(said[0], ["country 8 taken from Brabant", "held country 4 against Castilla"]);
        assert_eq!(said[1], ["country 8 lost to Aragón", "retreated from the fight for country 5 (Castilla)"]);
        assert_eq!(said[2], ["attack on country 4 (Aragón) failed"]);
        // One throw's entry alone has no start of its fight: the plain words.
        let alone = summarize(&changes[6..8], 3);
        assert_eq!(phrases(&tr, &names, &alone[0], false), ["fight won"]);
        assert_eq!(phrases(&tr, &names, &alone[1], false), ["fight lost"]);
    }

    /// A farming roll at an investment is told with its result, a failed one too.
    #[test]
    fn a_failed_farming_roll_is_said_in_words() {
        use crate::engine::Cause;
        let c = |team: u8, kind| Change { team, cause: Cause::default(), kind };
        let changes = [
            c(0, ChangeKind::Paid { gold: 2 }),
            c(0, ChangeKind::Rolled { die: 2 }),
            c(0, ChangeKind::Rolled { die: 5 }),
            c(
                0,
                ChangeKind::Resource {
                    delta: 1,
                    country: crate::engine::CountryId(3),
                    product: crate::engine::Product::Sugar,
                },
            ),
            c(1, ChangeKind::Paid { gold: 1 }),
            c(1, ChangeKind::Rolled { die: 1 }),
        ];
        let names: Vec<String> = ["Aragón", "Brabant"].map(String::from).to_vec();
        let tr = Translator::new(Language::En);
        let said: Vec<Vec<String>> = summarize(&changes, 2).iter().map(|s| phrases(&tr, &names, s, true)).collect();
        assert_eq!(said[0], ["2 gold less", "farming rolls 2, 5: 1 resource gained"]);
        assert_eq!(said[1], ["1 gold less", "farming roll 1: no resource gained"]);
    }
}

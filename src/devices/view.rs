//! What each team's devices see, made on the console from the lesson for that team alone: its
//! own numbers, its screen (a card to lay, what to spend, what happened to it, the end), the
//! map with its own countries, and of the others only whether they have laid a card. Nothing
//! here knows a screen: the console gathers the moment (`Now`) and the server sends the result.

use super::{PhoneBadge, PhoneDeltas, PhoneMap, PhoneOption, PhoneScreen, PhoneWhatIf, Snapshot, TeamView};
use crate::board::Board;
use crate::colour::Colour;
use crate::engine::{Expect, standings};
use crate::i18n::{Arg, Translator};
use crate::report::{self, one_choice::OwnWhatIf, summary};
use crate::seen::{CardSeen, Moment, Viewer, seen};

/// The lesson at the moment the devices are shown it.
pub struct Now<'a> {
    /// The lesson's texts, in the language the class hears.
    pub tr: &'a Translator,
    /// The game and what is typed or sent for the entry under way.
    pub moment: &'a Moment<'a>,
    pub cast: &'a report::Cast,
    /// The step the teacher's screen shows.
    pub step: usize,
    /// The phase whose opening the teacher reads, if any: the phones wait with its name.
    pub opening: Option<usize>,
    /// The board as the class may see it (the same for every team).
    pub board: Option<&'a Board>,
    /// The debrief's question on the projector screen now, at the end (`None` before).
    pub question: Option<&'a str>,
    /// Each team's end, worked out once with the game's end (empty before).
    pub ends: &'a PhoneEnds,
    /// Each team's reason for its card, as typed so far.
    pub whys: &'a [Option<String>],
    /// The whole map, drawn once for the page.
    pub map_svg: &'a str,
}

/// What each team's phone shows at the end from its own game changed, by seat.
#[derive(Debug, Default)]
pub struct PhoneEnds {
    pub turning: Vec<Vec<String>>,
    pub what_ifs: Vec<Vec<OwnWhatIf>>,
}

/// The hex code of a team's colour, for the page.
fn hex(colour: Colour) -> String {
    let (r, g, b) = colour.rgb8();
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// What each team's devices may see now: its own data, and of the others only whether they
/// have laid a card. Nothing here depends on another team's card before the reveal.
pub fn snapshot(now: &Now<'_>) -> Snapshot {
    let tr = now.tr;
    let session = now.moment.session;
    let game = session.game();
    let lesson = game.lesson();
    let cast = now.cast;
    let names = &cast.names;
    let record = session.record();
    let rows = standings(game.state());
    let step = lesson.steps.get(now.step);
    let title = step.map(|s| tr.text(&format!("step-name-{}", s.id))).unwrap_or_default();
    // Of the others, only whether they have laid a card.
    let status = seen(Viewer::Class, now.moment)
        .cards_in()
        .map(|(laid, choosing)| tr.tr("lesson-cards-in", &[("in", Arg::from(laid)), ("count", Arg::from(choosing))]));
    let colours: Vec<String> = record.teams.iter().map(|t| hex(Colour::from_code(&t.colour))).collect();
    let phase_ends = if game.is_over() { session.timeline().phase_ends(lesson) } else { Vec::new() };
    let views = (0..names.len())
        .map(|t| {
            let seen = seen(Viewer::Team(t), now.moment);
            // While the teacher reads a phase's opening, the phones wait with the phase's name.
            let screen = match now.opening {
                Some(p) => PhoneScreen::Wait { title: tr.text(&lesson.phases[p].name) },
                None if game.is_over() && seen.revealed.is_none() => {
                    let turning = now.ends.turning.get(t).cloned().unwrap_or_default();
                    let what_ifs = now
                        .ends
                        .what_ifs
                        .get(t)
                        .into_iter()
                        .flatten()
                        .map(|w| PhoneWhatIf {
                            decision: w.step.clone(),
                            laid: tr.tr("phone-end-laid", &[("laid", Arg::from(w.laid.as_str()))]),
                            options: w.options.clone(),
                        })
                        .collect();
                    let journey = phase_ends
                        .iter()
                        .filter_map(|end| {
                            let phase =
                                lesson.phases.get(end.phase.unwrap_or(lesson.phases.len().saturating_sub(1)))?;
                            let row = end.rows.iter().find(|r| r.team == t)?;
                            Some(tr.tr(
                                "phone-end-phase",
                                &[
                                    ("phase", Arg::from(tr.text(&phase.name))),
                                    ("gold", Arg::from(row.gold)),
                                    ("prestige", Arg::from(row.prestige)),
                                ],
                            ))
                        })
                        .collect();
                    end_screen(tr, &rows, t, (journey, turning, what_ifs), now.question)
                }
                None => {
                    let why = now.whys.get(t).cloned().flatten();
                    phone_screen(tr, game, cast, t, &seen, (&title, why))
                }
            };
            let deltas = seen.revealed.as_ref().map(|(step, changes)| {
                let neutral = summary::told_plainly(game.lesson(), *step, changes);
                match summary::summarize(changes, names.len()).into_iter().find(|s| s.team == t) {
                    Some(s) => PhoneDeltas {
                        gold: s.gold + i64::from(s.income),
                        prestige: s.prestige,
                        armies: s.armies,
                        countries: s.countries,
                        resources: s.resources,
                        neutral,
                    },
                    None => PhoneDeltas::default(),
                }
            });
            let row = rows.iter().find(|r| r.team == t);
            TeamView {
                name: names[t].clone(),
                mark: crate::board::mark(t),
                colour: colours.get(t).cloned().unwrap_or_default(),
                gold: row.map_or(0, |r| r.gold),
                prestige: row.map_or(0, |r| r.prestige),
                armies: row.map_or(0, |r| r.armies),
                countries: row.map_or(0, |r| r.countries),
                resources: row.map_or(0, |r| r.resources),
                screen,
                deltas,
                status: status.clone(),
                map: now.board.map(|b| phone_map(b, t, &colours, tr)),
            }
        })
        .collect();
    Snapshot { lang: tr.language().code().to_string(), words: words(tr), views, map: now.map_svg.to_string() }
}

/// The page's own words, in the lesson's language.
fn words(tr: &Translator) -> Vec<(String, String)> {
    [
        ("title", "phone-title"),
        ("join_title", "phone-join-title"),
        ("code", "phone-code"),
        ("code_hint", "phone-code-hint"),
        ("join", "phone-join"),
        ("wrong_code", "phone-wrong-code"),
        ("too_many", "phone-too-many"),
        ("team_full", "phone-team-full"),
        ("lost", "phone-lost"),
        ("revoked", "phone-revoked"),
        ("wait", "phone-wait"),
        ("sending", "phone-sending"),
        ("busy", "phone-busy"),
        ("buy_armies", "phone-buy-armies"),
        ("buy_farms", "phone-buy-farms"),
        ("gold_left", "phone-gold-left"),
        ("send", "phone-send"),
        ("leave", "phone-leave"),
        ("leave_confirm", "phone-leave-confirm"),
        ("gold", "col-gold"),
        ("prestige", "col-prestige"),
        ("armies", "col-armies"),
        ("countries", "col-countries"),
        ("resources", "col-resources"),
        ("endQuestion", "phone-end-question"),
        ("turning", "phone-end-turning"),
        ("journey", "phone-end-journey"),
        ("ask", "phone-end-ask"),
        ("why", "phone-why"),
        ("why_send", "phone-why-send"),
        ("why_short", "phone-why-short"),
        ("why_sent", "phone-why-sent"),
        ("map_whole", "phone-map-whole"),
        ("map_own", "phone-map-own"),
    ]
    .iter()
    .map(|(k, id)| (k.to_string(), tr.text(id)))
    .collect()
}

/// What team `t`'s devices show once the game is over: its place by gold (the ranking that
/// wins the game) and by prestige, side by side as the debrief sets them, and the question the
/// class is discussing.
fn end_screen(
    tr: &Translator,
    rows: &[crate::engine::Standing],
    t: usize,
    (journey, turning, what_ifs): (Vec<String>, Vec<String>, Vec<PhoneWhatIf>),
    question: Option<&str>,
) -> PhoneScreen {
    let count = Arg::from(rows.len());
    let ranks = rows
        .iter()
        .find(|r| r.team == t)
        .map(|r| {
            let place = |rank: usize, tied: bool| {
                if tied { tr.tr("phone-end-shared", &[("rank", Arg::from(rank))]) } else { rank.to_string() }
            };
            vec![
                tr.tr(
                    "phone-end-gold",
                    &[
                        ("place", Arg::from(place(r.rank_gold, r.tied_gold))),
                        ("count", count.clone()),
                        ("gold", Arg::from(r.gold)),
                    ],
                ),
                tr.tr(
                    "phone-end-prestige",
                    &[
                        ("place", Arg::from(place(r.rank_prestige, r.tied_prestige))),
                        ("count", count.clone()),
                        ("prestige", Arg::from(r.prestige)),
                    ],
                ),
            ]
        })
        .unwrap_or_default();
    PhoneScreen::End {
        title: tr.text("phone-end-title"),
        ranks,
        journey,
        turning,
        what_ifs,
        question: question.map(str::to_string),
    }
}

/// What team `t`'s devices show after a reveal: its changes as large signed numbers, then its
/// sentences without its own name in front (the phone is the team's own).
fn outcome_screen(
    tr: &Translator,
    lesson: &crate::lesson::Lesson,
    cast: &report::Cast,
    t: usize,
    (step, changes): (usize, &[crate::engine::Change]),
) -> PhoneScreen {
    let names: &[String] = &cast.names;
    // Gold and prestige are the headline's and the tiles' to say: a sentence of them would only
    // say the same a third time.
    let numbers_only = |c: &&crate::engine::Change| {
        use crate::engine::ChangeKind::{Gold, Income, Paid, Prestige};
        matches!(c.kind, Gold { .. } | Prestige { .. } | Paid { .. } | Income { .. })
    };
    let mut lines: Vec<String> =
        changes.iter().filter(|c| !numbers_only(c)).map(|c| report::describe_to_team(tr, lesson, cast, c)).collect();
    let neutral = summary::told_plainly(lesson, step, changes);
    let headline: Vec<PhoneBadge> = summary::summarize(changes, names.len())
        .iter()
        .find(|s| s.team == t)
        .map(|s| summary::badges(tr, cast, s))
        .unwrap_or_default()
        .into_iter()
        .map(|b| PhoneBadge { text: b.text, gain: b.gain, neutral })
        .collect();
    if lines.is_empty() && headline.is_empty() {
        lines.push(tr.text("phone-nothing-happened"));
    }
    PhoneScreen::Outcome { title: tr.text("phone-outcome-title"), headline, lines }
}

/// What team `t`'s devices show now: what happened after a reveal, its options and the card
/// it laid while the class decides, its gold and what it may spend in an investment, or to wait.
fn phone_screen(
    tr: &Translator,
    game: &crate::engine::Game,
    cast: &report::Cast,
    t: usize,
    seen: &crate::seen::Seen,
    (title, why): (&str, Option<String>),
) -> PhoneScreen {
    let lesson = game.lesson();
    let names: &[String] = &cast.names;
    let step_no = game.state().step;
    let title = title.to_string();
    match (&seen.revealed, game.expecting()) {
        (Some((step, changes)), _) => outcome_screen(tr, lesson, cast, t, (*step, changes)),
        (None, Expect::Decide { .. }) => match seen.cards.get(t).copied().unwrap_or(CardSeen::NotChoosing) {
            CardSeen::SitsOut(why) => {
                PhoneScreen::SitOut { title: title.clone(), why: report::errors::sit_out(tr, why) }
            }
            CardSeen::NotChoosing | CardSeen::In => PhoneScreen::Wait { title: title.clone() },
            CardSeen::Waiting | CardSeen::Laid(_) => {
                let step = &lesson.steps[step_no];
                let options = step
                    .cards()
                    .zip(&step.options)
                    .map(|(card, o)| {
                        // Turned over for everyone: the card laid is the team's answer now.
                        let why_not = match game.card_allowed(t, card) {
                            _ if seen.shown => Some(tr.text("phone-cards-turned-over")),
                            Ok(()) => None,
                            Err(e) => Some(report::errors::rule(tr, names, &e)),
                        };
                        PhoneOption { number: card.number(), label: tr.text(&o.label), why_not }
                    })
                    .collect();
                let laid = match seen.cards.get(t) {
                    Some(CardSeen::Laid(c)) => Some(c.number()),
                    _ => None,
                };
                let counts = if seen.shown { "phone-card-turned-over" } else { "phone-card-counts" };
                let note = laid.map(|c| tr.tr(counts, &[("card", Arg::from(u32::from(c)))]));
                let mut situation = tr.text(&step.text);
                // Answering the rebellions: where the team's own rising is (the wall shows every
                // team's; a phone shows its own).
                if step.kind == crate::lesson::StepKind::RebellionChoice {
                    use report::Roster as _;
                    let st = game.state();
                    let rising: Vec<String> = st
                        .countries_of(t)
                        .iter()
                        .filter(|&&c| st.countries[usize::from(c)].rebellion)
                        .map(|&c| cast.country(c).to_string())
                        .collect();
                    if !rising.is_empty() {
                        let where_ = tr.tr(
                            "phone-your-rebellions",
                            &[
                                ("count", Arg::from(rising.len())),
                                ("countries", Arg::from(report::and_list(tr, &rising))),
                            ],
                        );
                        situation = format!("{situation}\n\n{where_}");
                    }
                }
                PhoneScreen::Decide { step: step_no, title: title.clone(), situation, options, laid, note, why }
            }
        },
        (None, Expect::Invest) if !game.spend_limit(t).has_country => PhoneScreen::SitOut {
            title: title.clone(),
            why: tr.tr("error-no-country-to-spend-on", &[("team", Arg::from(names[t].clone()))]),
        },
        (None, Expect::Invest) => {
            let limit = game.spend_limit(t);
            let sent = seen.spend.is_some();
            let spend = seen.spend.unwrap_or_default();
            let note = sent.then(|| {
                tr.tr("phone-spend-counts", &[("armies", Arg::from(spend.armies)), ("farms", Arg::from(spend.farms))])
            });
            PhoneScreen::Invest {
                step: step_no,
                title: title.clone(),
                gold: limit.gold,
                army_cost: limit.army_cost,
                farm_cost: limit.farm_cost,
                max_armies: (0..=limit.max_farms(0)).map(|f| limit.max_armies(f)).collect(),
                max_farms: (0..=limit.max_armies(0)).map(|a| limit.max_farms(a)).collect(),
                armies: spend.armies,
                farms: spend.farms,
                note,
            }
        }
        _ => PhoneScreen::Wait { title: title.clone() },
    }
}

/// The board as team `t`'s devices show it: its own countries in its colour with their
/// armies, the other teams' in grey, the independent ones darker, the free ones as land.
fn phone_map(board: &crate::board::Board, t: usize, colours: &[String], tr: &Translator) -> PhoneMap {
    use crate::board::Holder;
    let own: Vec<bool> = board.spots.iter().map(|s| s.holder == Holder::Team(t as u8)).collect();
    let fill = board
        .spots
        .iter()
        .zip(&own)
        .map(|(s, &own)| match s.holder {
            _ if own => colours.get(t).cloned().unwrap_or_default(),
            Holder::Team(_) => "#c9c9c9".to_string(),
            Holder::Independent => "#ffffff".to_string(),
            Holder::Free => "#f2ead3".to_string(),
        })
        .collect();
    let label = board
        .spots
        .iter()
        .zip(&own)
        .enumerate()
        .map(|(i, (s, &own))| if own { format!("{} | {}", i + 1, s.armies) } else { (i + 1).to_string() })
        .collect();
    PhoneMap { fill, label, own, legend: tr.text("phone-map-legend") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Card, Session, TeamInfo};
    use crate::lesson::Lesson;

    /// What every phone is sent, in English, at the game's moment with `cards` laid (none
    /// revealed, no opening, no board).
    fn english_snapshot(session: &Session, cards: &[Option<Card>]) -> Snapshot {
        let tr = Translator::new(crate::i18n::Language::En);
        let cast =
            report::Cast::of(session.record().teams.iter().map(|t| t.name.clone()).collect(), session.game().state());
        let moment = Moment { session, cards, spend: &[], revealed: None, shown: false };
        let ends = PhoneEnds::default();
        let now = Now {
            tr: &tr,
            moment: &moment,
            cast: &cast,
            step: session.game().state().step,
            opening: None,
            board: None,
            question: None,
            ends: &ends,
            whys: &[],
            map_svg: "",
        };
        snapshot(&now)
    }

    /// Built from the game alone, without the console's screen: at the first decision, with
    /// team 0's card laid, team 0 sees its card and team 1 only that one card of three is in.
    #[test]
    fn a_team_sees_its_own_card_and_of_the_others_only_how_many_are_in() {
        let teams = (0..3).map(|i| TeamInfo::new(format!("Team {i}"), "orange")).collect();
        let mut session = Session::new(std::sync::Arc::new(Lesson::builtin()), teams, 7).expect("session");
        let mut player = crate::simulate::Player::with_policies(7, vec![crate::simulate::Policy::RANDOM]);
        while !matches!(session.game().expecting(), Expect::Decide { .. }) {
            let _ = session.apply(player.choose(session.game())).expect("legal");
        }
        let snapshot = english_snapshot(&session, &[Some(Card(1)), None, None]);
        assert_eq!(snapshot.views.len(), 3);
        let laid = |t: usize| match &snapshot.views[t].screen {
            PhoneScreen::Decide { laid, .. } => *laid,
            other => panic!("team {t} is not asked for a card: {other:?}"),
        };
        assert_eq!(laid(0), Some(1));
        assert_eq!(laid(1), None, "team 1 does not see team 0's card");
        for view in &snapshot.views {
            assert_eq!(view.status.as_deref(), Some("1 of 3 cards in."), "every team sees how many are in");
        }
    }

    /// Answering the rebellions, each phone says where its own team's risings are, and only
    /// its own (the wall shows every team's).
    #[test]
    fn a_team_answering_the_rebellions_reads_where_its_own_are() {
        let teams = (0..4).map(|i| TeamInfo::new(format!("Team {i}"), "orange")).collect();
        let mut session = Session::new(std::sync::Arc::new(Lesson::builtin()), teams, 11).expect("session");
        let mut player = crate::simulate::Player::with_policies(11, vec![crate::simulate::Policy::RANDOM]);
        let at_choice = |s: &Session| {
            matches!(s.game().expecting(), Expect::Decide { .. })
                && s.game().lesson().steps[s.game().state().step].kind == crate::lesson::StepKind::RebellionChoice
        };
        while !at_choice(&session) {
            assert!(!session.game().is_over(), "the game answers the rebellions");
            let _ = session.apply(player.choose(session.game())).expect("legal");
        }
        let st = session.game().state().clone();
        let cast = report::Cast::of(session.record().teams.iter().map(|t| t.name.clone()).collect(), &st);
        let snapshot = english_snapshot(&session, &[None, None, None, None]);
        let mut told = 0;
        for (t, view) in snapshot.views.iter().enumerate() {
            let PhoneScreen::Decide { situation, .. } = &view.screen else { continue };
            use report::Roster as _;
            let own: Vec<usize> = st
                .countries_of(t)
                .iter()
                .filter(|&&c| st.countries[usize::from(c)].rebellion)
                .map(|&c| cast.country(c))
                .collect();
            let others: Vec<usize> = (0..st.countries.len())
                .filter(|&i| st.countries[i].rebellion && usize::from(st.countries[i].owner) != t)
                .map(|i| cast.country(crate::engine::CountryId(i as u16)))
                .filter(|n| !own.contains(n))
                .collect();
            if own.is_empty() {
                continue;
            }
            told += 1;
            let said = situation.rsplit("\n\n").next().unwrap_or_default();
            let numbers: Vec<&str> = said.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).collect();
            for n in &own {
                assert!(numbers.contains(&n.to_string().as_str()), "team {t} is told its rising {n}: {said}");
            }
            for n in &others {
                assert!(!numbers.contains(&n.to_string().as_str()), "team {t} reads another's rising {n}: {said}");
            }
        }
        assert!(told > 0, "some team has a rebellion to answer");
    }
}

//! What the projector screen shows at each moment of the lesson (`projector::Slide`), made from
//! the lesson as the class may see it: the standings, the map, a situation, the reveal, the
//! lobby, the film, the end and its charts, "one choice changed". The projector draws a slide and
//! knows no lesson.

#[allow(clippy::wildcard_imports)]
use super::*;
use crate::engine::{Expect, FightEnd, Standing, standings};
use crate::gui::projector::end::Highlight;
use crate::gui::projector::one_choice::side;
#[allow(clippy::wildcard_imports)]
use crate::gui::projector::*;
use crate::gui::style::Colour;
use crate::report::one_choice::OneChoice;
use crate::report::summary::{self, Dice};
use crate::seen::{CardSeen, Viewer};

mod war;
use war::{attacker_frame, ended_fight_frame, fight_frame};

pub(super) fn tag(l: &LessonScreen, t: usize) -> Tag {
    record_tag(l.session().record(), t)
}

/// The standings now, sorted by gold, with the moves since the last finished phase.
pub fn standings_frame(l: &LessonScreen, title: String) -> Slide {
    let tr = l.lesson_translator();
    let st = l.session().game().state();
    let rows = standings(st);
    let lesson = l.session().game().lesson();
    // How each team's rank moved since the phase end before now: right after a phase ends (its
    // investment), that is the phase before it, not the one that has just ended (which would
    // show every team as "=").
    let ends: Vec<_> = l.session().timeline().phase_ends(lesson).into_iter().filter(|p| p.phase.is_some()).collect();
    let before = match ends.split_last() {
        Some((last, earlier)) if last.rows == rows => earlier.last().cloned(),
        Some((last, _)) => Some(last.clone()),
        None => None,
    };
    let mut order: Vec<&Standing> = rows.iter().collect();
    order.sort_by_key(|r| (r.rank_gold, r.team));
    let rows_out = order
        .iter()
        .map(|r| StandRow {
            rank: super::super::widgets::rank_label(r.rank_gold, r.tied_gold),
            tag: tag(l, r.team),
            gold: r.gold,
            prestige: r.prestige,
            prestige_rank: super::super::widgets::rank_label(r.rank_prestige, r.tied_prestige),
            moved: before.as_ref().map(|b| b.rows[r.team].rank_gold as i64 - r.rank_gold as i64),
        })
        .collect::<Vec<StandRow>>();
    // The arrows are explained only where they are shown (not before the first phase ends).
    let arrows = rows_out.iter().any(|r| r.moved.is_some());
    Slide::Standings {
        title,
        legend: tr.text(if arrows { "projector-standings-legend" } else { "projector-standings-legend-plain" }),
        rows: rows_out,
        columns: [
            tr.text("projector-col-rank"),
            tr.text("col-gold"),
            tr.text("col-prestige"),
            tr.text("projector-col-prestige-rank"),
        ],
    }
}

/// The map as the class may see it now, the teams beside it and the key below; `None` on the
/// own board.
pub fn map_frame(l: &LessonScreen) -> Option<Slide> {
    let tr = l.lesson_translator();
    // The size of the numbers is set when the frame is laid out.
    let picture = super::map_picture(l, Viewer::Class)?;
    let st = l.session().game().state();
    let teams: Vec<MapTeam> = picture
        .teams
        .iter()
        .enumerate()
        .map(|(t, (_, letter))| MapTeam {
            tag: tag(l, t),
            letter: letter.clone(),
            slave_ship: st.teams.get(t).is_some_and(|t| t.slave_ship),
        })
        .collect();
    let key = map_key(tr, &picture, &teams);
    // In a fight: who attacks whom, the armies on both sides and the last throw, so that the
    // class, seeing the arrow, need not ask for the dice.
    let caption = match l.session().game().expecting() {
        Expect::Throw { attacker, fight } | Expect::Occupy { attacker, fight, .. } => {
            let armies = |c: crate::engine::CountryId| {
                tr.tr("projector-war-armies", &[("armies", Arg::from(st.countries[usize::from(c)].armies))])
            };
            // Each team with its letter: the letters are all the map's key says of the teams.
            let named: Vec<String> = teams.iter().map(|t| format!("{}\u{a0}({})", t.tag.name, t.letter)).collect();
            let mut words = vec![
                l.fight_title_named(tr, attacker, fight, &named),
                tr.tr(
                    "projector-map-fight-armies",
                    &[
                        ("from", Arg::from(l.number(fight.from))),
                        ("attacking", Arg::from(armies(fight.from))),
                        ("target", Arg::from(l.number(fight.target))),
                        ("defending", Arg::from(armies(fight.target))),
                    ],
                ),
            ];
            let throws = l.session().timeline().last_fight().map(|f| f.throws).unwrap_or_default();
            if let Some(&(a, d)) = throws.last() {
                words.push(tr.tr(
                    "projector-map-fight-throw",
                    &[
                        ("n", Arg::from(throws.len())),
                        ("attacker", Arg::from(u32::from(a))),
                        ("defender", Arg::from(u32::from(d))),
                    ],
                ));
            }
            Some(words.join("  ·  "))
        }
        _ => None,
    };
    Some(Slide::Map { picture, teams, key, caption })
}

/// What the projector shows for the lesson as it stands. Everything is in the lesson's language.
pub fn frame(l: &LessonScreen) -> Slide {
    let tr = l.lesson_translator();
    let game = l.session().game();
    let lesson_file = game.lesson();
    if l.projector_standings {
        return standings_frame(l, tr.text("projector-standings"));
    }
    if l.projector_map
        && let Some(slide) = map_frame(l)
    {
        return slide;
    }
    // A phase's opening first, the first one too: the devices started during it, the lobby
    // waits until the teacher goes on to the first situation.
    if let Some(phase) = l.opening() {
        return Slide::Opening {
            heading: crate::report::phase_heading(tr, lesson_file, phase),
            progress: (phase, lesson_file.phases.len()),
            text: tr.text(&lesson_file.phases[phase].intro),
        };
    }
    if let Some(slide) = lobby_frame(l) {
        return slide;
    }
    // The cards laid and what an entry did: only what the class may see.
    let seen = l.seen(Viewer::Class);
    if let (Mode::Revealed(r), Some((step, changes))) = (l.mode(), &seen.revealed) {
        return reveal_frame(l, r.kind, *step, changes);
    }
    let Some(step) = lesson_file.steps.get(game.state().step) else {
        return end_frame(l, tr);
    };
    match game.expecting() {
        Expect::Invest => standings_frame(l, tr.text("projector-investment")),
        // A fight that has just ended stays on the projector, with its last throw and how it ended,
        // until the teacher starts the next attack.
        Expect::Attack { attacker } => {
            let ended = l
                .session()
                .timeline()
                .last_fight()
                .filter(|f| f.step == game.state().step)
                .and_then(|f| Some((f.end?, f)));
            match ended {
                Some((end, f)) => ended_fight_frame(l, &f, end),
                None => attacker_frame(l, attacker),
            }
        }
        Expect::Throw { attacker, fight } | Expect::Occupy { attacker, fight, .. } => fight_frame(l, attacker, fight),
        expect => situation_frame(l, step, expect, &seen),
    }
}

/// The end of the game: the rankings and the chart, how each got there, or one of the debrief
/// questions, as the teacher chose on the results screen.
pub(super) fn end_frame(l: &LessonScreen, tr: &Translator) -> Slide {
    match (l.film(), l.one_choice_shown()) {
        (Some(f), Some(o)) if f.beside => return one_choice_slide(l, tr, o, Some(f.at)),
        (Some(f), _) if !f.beside => {
            if let Some(film) = film_frame(l, tr, f) {
                return film;
            }
        }
        (_, Some(o)) => return one_choice_slide(l, tr, o, None),
        _ => {}
    }
    // Worded only here, at the end: not for every frame of the lesson.
    let debrief = super::debrief_questions(l);
    // The end: the rankings and the chart, then the debrief questions one at a time.
    let shown = l.debrief.checked_sub(1).and_then(|i| debrief.get(i));
    // The teams' reasons, when the teacher put them on.
    if let Some((_, question)) = shown.filter(|_| l.whys_shown()) {
        let (open, close) = (tr.text("whys-open"), tr.text("whys-close"));
        let whys = question
            .whys(l.session().record(), true)
            .into_iter()
            .filter(|w| l.screened(w))
            .map(|w| {
                let laid = crate::report::one_choice::why_laid(tr, l.session(), w).unwrap_or_default();
                (tag(l, w.team), laid, format!("{open}{}{close}", w.text))
            })
            .collect();
        return Slide::Whys {
            question: question.ask.clone(),
            title: tr.text("projector-whys"),
            whys,
            empty: tr.text("projector-whys-empty"),
        };
    }
    // "What if?" for the question, when the teacher put it on.
    if let Some((_, question)) = shown.filter(|_| l.what_if_shown())
        && let Some(what_if) = l.what_if_for(question)
    {
        return Slide::WhatIf { question: question.ask.clone(), what_if };
    }
    if let Some((phase, question)) = shown {
        {
            let (at, of) = super::debrief_position(l, &debrief, l.debrief);
            let position = tr.tr("projector-question-of", &[("n", Arg::from(at)), ("count", Arg::from(of))]);
            let groups = question
                .groups
                .iter()
                .map(|g| DebriefColumn { label: g.label.clone(), teams: g.teams.iter().map(|&t| tag(l, t)).collect() })
                .collect();
            return Slide::Debrief {
                phase: phase.clone(),
                question: question.ask.clone(),
                groups,
                nobody: tr.text("debrief-nobody"),
                position,
                progress: (at, of),
            };
        }
    }
    if l.debrief == 0 && l.journey() {
        return Slide::Journey {
            title: tr.text("projector-journey"),
            charts: [tr.text("projector-journey-gold"), tr.text("projector-journey-prestige")],
            phases: journey_phases(l),
            teams: journey_teams(l),
        };
    }
    Slide::End {
        title: tr.text("projector-end"),
        teams: slope_teams(l),
        labels: [
            tr.text("results-rank-gold"),
            tr.text("col-gold"),
            tr.text("col-prestige"),
            tr.text("results-rank-prestige"),
        ],
        legend: tr.text("projector-end-legend"),
    }
}

/// A situation as the class hears it, with each team's chip while the cards come in.
pub(super) fn situation_frame(
    l: &LessonScreen,
    step: &crate::lesson::Step,
    expect: Expect,
    seen: &crate::seen::Seen,
) -> Slide {
    let tr = l.lesson_translator();
    let names = l.names();
    let joined = l.devices().map(|d| d.joined.clone()).unwrap_or_default();
    let chips = match expect {
        Expect::Decide { .. } => (0..names.len())
            .map(|t| Chip {
                tag: tag(l, t),
                mark: None,
                letter: crate::board::mark(t),
                compact: false,
                device: joined.get(t).is_some_and(|&n| n > 0),
                state: match seen.cards.get(t) {
                    // Short on a chip ("no gold"): twelve long names and their reasons
                    // would leave no room for the count the class watches.
                    Some(CardSeen::SitsOut(why)) => ChipState::SitsOut(tr.text(match why {
                        crate::engine::SitOut::NoGold => "projector-sit-out-no-gold",
                        crate::engine::SitOut::NoRebellion => "projector-sit-out-no-rebellion",
                    })),
                    Some(CardSeen::Laid(c)) if seen.shown => ChipState::Shown(c.number()),
                    Some(CardSeen::In | CardSeen::Laid(_)) => ChipState::In,
                    _ => ChipState::Waiting,
                },
            })
            .collect(),
        _ => Vec::new(),
    };
    let tally = seen.cards_in();
    let discussed = l.session().game().is_discussed(l.session().game().state().step);
    let count = match tally {
        Some((laid, choosing)) => {
            Some(tr.tr("projector-cards-in", &[("in", Arg::from(laid)), ("count", Arg::from(choosing))]))
        }
        // A step the class discusses: nobody lays a card, and the class is told so.
        None if discussed && matches!(expect, Expect::Proceed) => Some(tr.text("projector-discussed")),
        None => None,
    };
    Slide::Situation {
        // The situation's name too, as the teacher's screen and the phones show it.
        phase: step_line(tr, l.session().game().lesson(), step),
        progress: (step.phase, l.session().game().lesson().phases.len()),
        text: crate::report::short_questions_together(&tr.text(&crate::report::situation_id(tr, step, discussed))),
        options: if discussed {
            Vec::new()
        } else {
            step.options.iter().map(|o| crate::report::short_questions_together(&tr.text(&o.label))).collect()
        },
        prompts: if discussed { crate::report::discussion_prompts(tr, step) } else { Vec::new() },
        chips,
        count,
        tally,
        // The way to join, while the class is still joining: up to the first decision, and
        // never beside a situation the teacher reads in their own voice (the slave trade).
        join: l
            .devices()
            .filter(|_| !step.read_yourself && !step.may_be_discussed)
            .filter(|_| {
                let game = l.session().game();
                game.lesson().steps.iter().take(game.state().step).all(|s| s.round.is_none())
            })
            .map(|d| Join::to(tr, d, "projector-join-code")),
    }
}

/// Where the film stands after `at` entries, in words: "Phase 3 · Economic structures ·
/// Colonial wars" (the step of the last entry shown), or "Before the landing".
pub fn film_caption(l: &LessonScreen, tr: &Translator, at: usize) -> String {
    film_caption_of(l.session(), tr, at)
}

/// The film's frame after `film.at` entries (`None` on the own board: no map to play on).
pub(super) fn film_frame(l: &LessonScreen, tr: &Translator, film: super::Film) -> Option<Slide> {
    film_slide(l.session(), tr, film.at, Some(film.playing))
}

/// The lobby (`Slide::Lobby`), while the teacher has it on: team devices on and no entry made
/// yet.
pub(super) fn lobby_frame(l: &LessonScreen) -> Option<Slide> {
    let d = l.devices().filter(|_| l.lobby_shown())?;
    let tr = l.lesson_translator();
    let names = l.names();
    let joined = &d.joined;
    let marks = crate::board::marks(&names);
    let chips: Vec<Chip> = (0..names.len())
        .map(|t| {
            let device = joined.get(t).is_some_and(|&n| n > 0);
            Chip {
                tag: tag(l, t),
                state: if device { ChipState::In } else { ChipState::Waiting },
                mark: marks.get(t).cloned(),
                device,
                letter: crate::board::mark(t),
                compact: false,
            }
        })
        .collect();
    let teams = chips.iter().filter(|c| matches!(c.state, ChipState::In | ChipState::Shown(_))).count();
    Some(Slide::Lobby {
        title: tr.text("projector-lobby-title"),
        join: Join::to(tr, d, "projector-lobby-code"),
        count: tr.tr("projector-lobby-count", &[("in", Arg::from(teams)), ("count", Arg::from(names.len()))]),
        chips,
    })
}

/// What the entry revealed did, to every team it touched (`changes`: what the class may see).
pub(super) fn reveal_frame(l: &LessonScreen, kind: Revealed, step: usize, changes: &[crate::engine::Change]) -> Slide {
    let tr = l.lesson_translator();
    let lesson = l.session().game().lesson();
    let names = l.names();
    let step_no = Some(step);
    let step = lesson.steps.get(step);
    let title = match (kind, step) {
        (Revealed::Wars, _) => tr.text("projector-wars-result"),
        (_, Some(s)) => {
            tr.tr("projector-what-happened", &[("step", Arg::from(tr.text(&format!("step-name-{}", s.id))))])
        }
        (_, None) => tr.text("projector-what-happened-plain"),
    };
    let mut rows = Vec::new();
    let mut cards: Vec<crate::engine::Card> = Vec::new();
    for s in summary::summarize(changes, names.len()) {
        // A team the entry did not touch (the teacher's corrections are not in `changes`).
        if !changes.iter().any(|c| usize::from(c.team) == s.team) {
            continue;
        }
        if let Some(c) = s.card.filter(|c| !cards.contains(c)) {
            cards.push(c);
        }
        // The people's independence is told in their own sentence below, not as a team's pill.
        let mut badges = summary::badges(tr, &l.cast(), &s);
        badges.retain(|b| !b.of_people);
        let rolled = s.dice.iter().any(|d| matches!(d, Dice::For(..)));
        // A team whose card changed nothing says so: an empty row reads as "missing".
        let note = match s.sat_out {
            Some(why) => Some(crate::report::errors::sit_out(tr, why)),
            None if badges.is_empty() && !rolled => Some(tr.text("sum-nothing")),
            None => None,
        };
        // Four dice at most, large enough to read from the back: after a long war, the last
        // throw and, among the changes, the number of rolls, instead of a row of tiny dice.
        let mut dice: Vec<Dice> = s.dice.iter().copied().filter(|d| !matches!(d, Dice::For(..))).collect();
        let faces: usize = dice.iter().map(|d| if matches!(d, Dice::Pair(..)) { 2 } else { 1 }).sum();
        if faces > 4 {
            badges.push(summary::Badge {
                text: tr.tr("projector-rolls", &[("count", Arg::from(dice.len()))]),
                gain: false,
                neutral: true,
                of_people: false,
            });
            dice = dice.split_off(dice.len() - 1);
        }
        rows.push(RevealRow {
            tag: tag(l, s.team),
            card: s.card,
            note,
            badges,
            dice,
            // A roll-off's last die for each product (the one that decided it): the equal throws
            // before it are the teacher's to see, not twelve more pills on the wall.
            rolls: {
                let mut last: Vec<(crate::engine::Product, u8)> = Vec::new();
                for d in &s.dice {
                    if let Dice::For(p, die) = *d {
                        last.retain(|(q, _)| *q != p);
                        last.push((p, die));
                    }
                }
                last.into_iter().map(|(p, die)| (summary::product(tr, p), die)).collect()
            },
        });
    }
    cards.sort_unstable();
    // One sentence per card laid: what the choice meant for people (the lesson's outcome texts),
    // with the number of nations that laid it as the ones who did it.
    let laid_by = |card| changes.iter().filter(|c| c.kind == crate::engine::ChangeKind::Card { card }).count();
    let mut outcomes: Vec<(Mark, String)> = cards
        .into_iter()
        .filter_map(|c| {
            let o = step?.option(c)?;
            let id = format!("{}-projector", o.label);
            let sentence =
                if tr.has(&id) { tr.tr(&id, &[("count", Arg::from(laid_by(c)))]) } else { tr.text(&o.label) };
            Some((Mark::Card(c), sentence))
        })
        .collect();
    // A step whose reveal begins with what it was (the slave trade: a crime) says so first.
    if let Some(lead) = step.map(|s| format!("{}-reveal", s.text)).filter(|id| tr.has(id)) {
        outcomes.insert(0, (Mark::Point, tr.text(&lead)));
    }
    // What the people of the colonies did, and what was done to them, in sentences of their own.
    let people = people_sentences(l, tr, changes);
    let mut people_first = step_no.is_some_and(|n| summary::harms_people(lesson, n, changes));
    outcomes.extend(people.into_iter().map(|p| (Mark::Point, p)));
    // What a product's die beside a team means: a roll-off between the teams tied for the most.
    if changes.iter().any(|c| matches!(c.kind, crate::engine::ChangeKind::MonopolyRoll { .. })) {
        outcomes.push((Mark::Point, tr.text("projector-monopoly-dice")));
    }
    if step_no.is_some_and(|n| summary::told_plainly(lesson, n, changes)) {
        for row in &mut rows {
            for b in &mut row.badges {
                b.neutral = true;
            }
        }
    }
    // Every nation the same, and no card or die to tell them apart (the landing: each took a
    // country, an army and a resource): one sentence instead of a row per team of identical
    // pills; the map (F6) shows where.
    let same = |r: &RevealRow| {
        let first = &rows[0];
        r.card == first.card
            && r.note == first.note
            && r.badges == first.badges
            && r.dice.is_empty()
            && r.rolls.is_empty()
    };
    if rows.len() > 2
        && rows.len() == names.len()
        && rows[0].card.is_none()
        && !rows[0].badges.is_empty()
        && rows.iter().all(same)
    {
        let changes: Vec<String> = rows[0].badges.iter().map(|b| b.text.clone()).collect();
        // A step with its own sentence for this (the landing: whose land the coast was) says it.
        let own = step.map(|s| format!("{}-every-nation", s.text)).filter(|id| tr.has(id));
        let id = match &own {
            Some(id) => id.as_str(),
            None if l.session().game().map().is_some() => "projector-every-nation",
            None => "projector-every-nation-own",
        };
        let line = tr.tr(id, &[("changes", Arg::from(crate::report::and_list(tr, &changes)))]);
        outcomes.insert(0, (Mark::Point, line));
        rows.clear();
        // With no rows under them, the sentences go first and large (not at the bottom of an
        // empty frame).
        people_first = true;
    }
    // Where the people rose, a team whose rows would only say "no change" is left out; the
    // risings come as a table: the sentence once, then each team the people rose against with
    // where (the class finds its letter and places the markers from the back row).
    if kind == Revealed::Rebellions {
        rows.retain(|r| !r.badges.is_empty() || !r.dice.is_empty() || !r.rolls.is_empty() || r.card.is_some());
    }
    let risings = rose(l, tr, changes);
    if !risings.is_empty() {
        outcomes.insert(0, (Mark::Plain, tr.text("projector-people-rose-head")));
        for (t, where_) in risings {
            let badge = summary::Badge { text: where_, gain: false, neutral: true, of_people: false };
            match rows.iter_mut().find(|r| r.tag.seat == t) {
                Some(r) => r.badges.insert(0, badge),
                None => rows.push(RevealRow {
                    tag: tag(l, t),
                    card: None,
                    note: None,
                    badges: vec![badge],
                    dice: Vec::new(),
                    rolls: Vec::new(),
                }),
            }
        }
        rows.sort_by_key(|r| r.tag.seat);
        people_first = true;
    }
    Slide::Reveal { title, rows, outcomes, people_first }
}

/// The numbers of the countries `pick` names among `changes`, in order, and how many: "2, 5 and 7".
fn countries(
    l: &LessonScreen,
    tr: &Translator,
    changes: &[crate::engine::Change],
    pick: &dyn Fn(&crate::engine::Change) -> Option<crate::engine::CountryId>,
) -> (usize, String) {
    let mut numbers: Vec<usize> = changes.iter().filter_map(pick).map(|c| l.number(c)).collect();
    numbers.sort_unstable();
    let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
    (list.len(), crate::report::and_list(tr, &list))
}

/// Each team whose people rose against it among `changes`, in seating order, with where:
/// "countries 1, 4 and 17".
fn rose(l: &LessonScreen, tr: &Translator, changes: &[crate::engine::Change]) -> Vec<(usize, String)> {
    (0..l.names().len())
        .filter_map(|t| {
            let (count, list) = countries(l, tr, changes, &|c| match c.kind {
                crate::engine::ChangeKind::Rebellion { country } if usize::from(c.team) == t => Some(country),
                _ => None,
            });
            // The numbers kept together on a line ("26 and 34"): a pill that breaks leaves
            // no "and" at a line's end.
            let args = [("count", Arg::from(count)), ("countries", Arg::from(list.replace(' ', "\u{a0}")))];
            (count > 0).then(|| (t, tr.tr("projector-people-rose-where", &args)))
        })
        .collect()
}

/// The countries that won their independence and the conquests among `changes`, one sentence
/// each, with the people as the ones who act (the risings are the table `rose` gives).
pub(super) fn people_sentences(l: &LessonScreen, tr: &Translator, changes: &[crate::engine::Change]) -> Vec<String> {
    use crate::engine::ChangeKind;
    let names = l.names();
    let name = |t: u8| names.get(usize::from(t)).cloned().unwrap_or_default();
    let mut out = Vec::new();
    // The countries that won their independence, in one sentence.
    let (count, list) = countries(l, tr, changes, &|c| match c.kind {
        ChangeKind::Independent { country } => Some(country),
        _ => None,
    });
    if count > 0 {
        let args = [("count", Arg::from(count)), ("countries", Arg::from(list))];
        out.push(tr.tr("projector-people-independent", &args));
    }
    // Each conquest in the wars: who took which country from whom.
    for c in changes {
        if let ChangeKind::Took { country, from_team } = c.kind {
            let args = [
                ("country", Arg::from(l.number(country))),
                ("attacker", Arg::from(name(c.team))),
                ("defender", Arg::from(name(from_team))),
            ];
            out.push(tr.tr("projector-people-took", &args));
        }
    }
    out
}

/// Whether the teacher lit up the team of standing `r` (the end's).
fn is_lit(l: &LessonScreen, r: &crate::engine::Standing) -> bool {
    match l.highlight() {
        Highlight::All => true,
        Highlight::TopThree => r.rank_gold <= 3 || r.rank_prestige <= 3,
        Highlight::Team(t) => r.team == t,
    }
}

/// The phases along the bottom of the chart of how each got there, by number (the charts'
/// titles say "after each phase"; the phases' names would not fit side by side).
pub fn journey_phases(l: &LessonScreen) -> Vec<String> {
    let lesson = l.session().game().lesson();
    let last = lesson.phases.len().saturating_sub(1);
    l.session().timeline().phase_ends(lesson).iter().map(|p| (p.phase.unwrap_or(last) + 1).to_string()).collect()
}

/// Each team's gold and prestige after every phase, lit as the teacher chose.
pub fn journey_teams(l: &LessonScreen) -> Vec<JourneyTeam> {
    let lesson = l.session().game().lesson();
    let ends = l.session().timeline().phase_ends(lesson);
    let end = standings(l.session().game().state());
    l.session()
        .record()
        .teams
        .iter()
        .enumerate()
        .map(|(t, team)| {
            let at = |p: &crate::engine::PhaseEnd| p.rows.iter().find(|r| r.team == t).map(|r| (r.gold, r.prestige));
            JourneyTeam {
                tag: Tag { name: team.name.clone(), colour: Colour::from_code(&team.colour), seat: t },
                lit: end.iter().find(|r| r.team == t).is_none_or(|r| is_lit(l, r)),
                gold: ends.iter().filter_map(at).map(|(g, _)| g).collect(),
                prestige: ends.iter().filter_map(at).map(|(_, p)| p).collect(),
            }
        })
        .collect()
}

/// Each team with both its ranks, from the game's end, lit as the teacher chose.
pub fn slope_teams(l: &LessonScreen) -> Vec<SlopeTeam> {
    let rows = standings(l.session().game().state());
    rows.iter()
        .map(|r| {
            let team = &l.session().record().teams[r.team];
            SlopeTeam {
                tag: Tag { name: team.name.clone(), colour: Colour::from_code(&team.colour), seat: r.team },
                rank_gold: r.rank_gold,
                rank_prestige: r.rank_prestige,
                tied_gold: r.tied_gold,
                tied_prestige: r.tied_prestige,
                gold: r.gold,
                prestige: r.prestige,
                lit: is_lit(l, r),
            }
        })
        .collect()
}

/// The slide for `o`, in the class's language: both games at their end, or, while their film
/// plays (`film`: after how many entries), both at that moment, each side titled with where
/// its game stands then.
pub fn one_choice_slide(l: &LessonScreen, tr: &Translator, o: &OneChoice, film: Option<usize>) -> Slide {
    let real = l.session();
    let end = usize::MAX;
    let title = |id: &str, session: &Session| match film {
        Some(at) => {
            format!(
                "{} · {}",
                tr.text(id),
                crate::gui::projector::film_caption_of(session, tr, at.min(session.timeline().len()))
            )
        }
        None => tr.text(id),
    };
    Slide::OneChoice {
        headline: o.headline.clone(),
        sides: Box::new([
            side(real, film.unwrap_or(end), o.team, title("one-choice-as-played", real)),
            side(&o.session, film.unwrap_or(end), o.team, title("one-choice-changed", &o.session)),
        ]),
        heads: [tr.text("col-gold"), tr.text("col-prestige")],
    }
}

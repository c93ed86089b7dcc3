//! Words for what happened: each change of the engine as a sentence in the teacher's or the
//! class's language, and the consequences of an option in the rulebook's abbreviations.

pub mod errors;
pub mod one_choice;
pub mod rewards;
pub mod summary;
pub mod what_if;

use crate::engine::{Card, SitOut, Site, State};
use crate::engine::{Change, ChangeKind, CountryId, Lapse, Product};
use crate::i18n::{Arg, Translator};
use crate::lesson::{At, Effect, Lesson};

/// Whom and where the words name: the teams by seat, and the number each country goes by. On
/// the app's map a country goes by its map country's number everywhere (the map, the entry,
/// the history, the errors); on the own board by the order it came into play.
pub trait Roster {
    fn names(&self) -> &[String];
    fn country(&self, c: CountryId) -> usize {
        c.number()
    }
}

impl Roster for [String] {
    fn names(&self) -> &[String] {
        self
    }
}

impl Roster for Vec<String> {
    fn names(&self) -> &[String] {
        self
    }
}

impl<const N: usize> Roster for [String; N] {
    fn names(&self) -> &[String] {
        self
    }
}

/// The teams' names and, on the app's map, the map country of each country in play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cast {
    pub names: Vec<String>,
    /// `State::sites`: empty on the own board.
    pub sites: Vec<Site>,
}

impl Cast {
    pub fn of(names: Vec<String>, st: &State) -> Cast {
        Cast { names, sites: st.sites.clone() }
    }
}

impl Roster for Cast {
    fn names(&self) -> &[String] {
        &self.names
    }
    fn country(&self, c: CountryId) -> usize {
        number_on(&self.sites, c)
    }
}

/// The number country `c` goes by, given `State::sites`: its map country's on the app's map,
/// else the order it came into play.
pub fn number_on(sites: &[Site], c: CountryId) -> usize {
    sites.get(c.index()).map_or(c.number(), |s| s.number())
}

fn product(tr: &Translator, p: Product) -> String {
    tr.text(&format!("product-{}", p.code()))
}

/// One change as a sentence, e.g. "Red Lions: one army fewer in country 3 (now 0)". A card
/// laid is told as what the team did, from the lesson's outcome texts, with the team as the one
/// who did it ("Red Lions attacked the people of the coast").
pub fn describe(tr: &Translator, lesson: &Lesson, roster: &(impl Roster + ?Sized), c: &Change) -> String {
    card_outcome(tr, lesson, roster, c, "outcome").unwrap_or_else(|| describe_plain(tr, roster, c))
}

/// A change as the team's own phones tell it: a card laid in the second person ("You attacked
/// the people of the coast"), anything else without the team's name in front ("One army fewer
/// in country 3 (now 0)").
pub fn describe_to_team(tr: &Translator, lesson: &Lesson, roster: &(impl Roster + ?Sized), c: &Change) -> String {
    if let Some(s) = card_outcome(tr, lesson, roster, c, "outcome-you") {
        return s;
    }
    let line = plain(tr, roster, c, true);
    let own = format!("{}: ", team_name(tr, roster.names(), usize::from(c.team)));
    match line.strip_prefix(&own) {
        Some(rest) => capitalised(rest),
        None => line,
    }
}

/// The lesson's sentence for the card a change lays (`form`: "outcome" or "outcome-you").
fn card_outcome(
    tr: &Translator,
    lesson: &Lesson,
    roster: &(impl Roster + ?Sized),
    c: &Change,
    form: &str,
) -> Option<String> {
    let ChangeKind::Card { card } = c.kind else { return None };
    let o = lesson.steps.get(usize::from(c.cause.step))?.option(card)?;
    let id = format!("{}-{form}", o.label);
    tr.has(&id).then(|| {
        let team = team_name(tr, roster.names(), usize::from(c.team));
        tr.tr(&id, &[("team", Arg::from(team))])
    })
}

/// The questions a class talks about at a step it discusses instead of playing
/// (`<situation>-prompt-1` ...), in `tr`'s language: on the console, the projector screen and
/// the teacher's cards alike.
pub fn discussion_prompts(tr: &Translator, step: &crate::lesson::Step) -> Vec<String> {
    (1..=5).map(|n| format!("{}-prompt-{n}", step.text)).take_while(|id| tr.has(id)).map(|id| tr.text(&id)).collect()
}

/// A card's words after a team's name ("Ravens · 1 · Trade with them"), without the closing
/// full stop: its `-named` form, which fits any team where the card itself speaks to the team
/// ("Comerciáis con ellos" → "Comerciar con ellos").
pub fn card_named(tr: &Translator, label: &str) -> String {
    let id = format!("{label}-named");
    let words = if tr.has(&id) { tr.text(&id) } else { tr.text(label) };
    words.trim_end_matches('.').to_string()
}

/// `s` with its first letter upper case ("one army fewer" → "One army fewer").
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|f| f.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A change with its sign, as everywhere else ("+2", "−1" with the minus sign of print).
fn signed(n: i64) -> Arg<'static> {
    Arg::from(summary::signed(n))
}

/// A team's name; "team 13" for a seat the record has no name for.
/// A short Spanish question ("¿Qué hacéis?") kept on one line: its spaces made no-break, so
/// that a projected line never ends between "¿Qué" and "hacéis?".
/// Questions of more than four words may break as any sentence does.
pub fn short_questions_together(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(open) = rest.find('¿') {
        out.push_str(&rest[..open]);
        let after = &rest[open..];
        match after.find('?') {
            Some(close) if after[..close].split(' ').count() <= 4 => {
                out.push_str(&after[..=close].replace(' ', "\u{a0}"));
                rest = &after[close + 1..];
            }
            _ => {
                out.push('¿');
                rest = &after['¿'.len_utf8()..];
            }
        }
    }
    out.push_str(rest);
    out
}

pub fn team_name(tr: &Translator, names: &[String], t: usize) -> String {
    names.get(t).cloned().unwrap_or_else(|| tr.tr("team-number", &[("number", Arg::from(t + 1))]))
}

/// One change as a sentence, without the lesson's words.
pub fn describe_plain(tr: &Translator, roster: &(impl Roster + ?Sized), c: &Change) -> String {
    plain(tr, roster, c, false)
}

/// One change as a sentence; `to_team`: as the team's own phones say it, where the language
/// has a second-person form of it (`change-…-you`: "You took country 7 …").
fn plain(tr: &Translator, roster: &(impl Roster + ?Sized), c: &Change, to_team: bool) -> String {
    let names = roster.names();
    let team = team_name(tr, names, usize::from(c.team));
    let country = |id: CountryId| Arg::from(roster.country(id));
    let other = |t: u8| Arg::from(team_name(tr, names, usize::from(t)));
    let (id, mut args): (&str, Vec<(&str, Arg<'_>)>) = match c.kind {
        ChangeKind::SatOut { why: SitOut::NoGold } => ("change-sat-out-no-gold", vec![]),
        ChangeKind::SatOut { why: SitOut::NoRebellion } => ("change-sat-out-no-rebellion", vec![]),
        ChangeKind::Card { card } => ("change-card", vec![("card", Arg::from(u32::from(card.number())))]),
        ChangeKind::Paid { gold } => ("change-paid", vec![("gold", Arg::from(gold))]),
        ChangeKind::Gold { delta, now } => (
            "change-gold",
            vec![("delta", Arg::from(delta)), ("signed", signed(i64::from(delta))), ("now", Arg::from(now))],
        ),
        ChangeKind::Prestige { delta, now } => (
            "change-prestige",
            vec![("delta", Arg::from(delta)), ("signed", signed(i64::from(delta))), ("now", Arg::from(now))],
        ),
        ChangeKind::Armies { country: k, delta, now } => (
            "change-armies",
            vec![
                ("delta", Arg::from(delta)),
                ("signed", signed(i64::from(delta))),
                ("country", country(k)),
                ("now", Arg::from(now)),
            ],
        ),
        ChangeKind::Resource { country: k, product: p, delta } => (
            if delta > 0 { "change-resource-gained" } else { "change-resource-lost" },
            vec![("product", Arg::from(product(tr, p))), ("country", country(k))],
        ),
        ChangeKind::Rolled { die } => ("change-rolled", vec![("die", Arg::from(u32::from(die)))]),
        ChangeKind::Conquered { country: k } => ("change-conquered", vec![("country", country(k))]),
        ChangeKind::Built { country: k, building } => (
            "change-built",
            vec![("building", Arg::from(tr.text(&format!("building-{}", building.code())))), ("country", country(k))],
        ),
        ChangeKind::SlaveShip => ("change-slave-ship", vec![]),
        ChangeKind::Lapsed { why } => (
            match why {
                Lapse::NoToken => "change-lapsed-no-token",
                Lapse::NoFreeCountry => "change-lapsed-no-free-country",
                Lapse::NoPlace => "change-lapsed-no-place",
                Lapse::NoCountry => "change-lapsed-no-country",
                Lapse::BagEmpty => "change-lapsed-bag-empty",
                Lapse::NoArmies => "change-lapsed-no-armies",
                Lapse::NoResources => "change-lapsed-no-resources",
                Lapse::AllRebelling => "change-lapsed-all-rebelling",
            },
            vec![],
        ),
        ChangeKind::Income { gold } => ("change-income", vec![("gold", Arg::from(gold))]),
        ChangeKind::FightStarted { from, target, defender } => (
            "change-fight-started",
            vec![("from", country(from)), ("target", country(target)), ("defender", other(defender))],
        ),
        ChangeKind::Throw { attacker, defender } => (
            "change-throw",
            vec![("attacker", Arg::from(u32::from(attacker))), ("defender", Arg::from(u32::from(defender)))],
        ),
        ChangeKind::Took { country: k, from_team } => {
            ("change-took", vec![("country", country(k)), ("other", other(from_team))])
        }
        ChangeKind::LostTo { country: k, to_team } => {
            ("change-lost-to", vec![("country", country(k)), ("other", other(to_team))])
        }
        ChangeKind::Moved { to, armies, .. } => {
            ("change-moved", vec![("armies", Arg::from(armies)), ("country", country(to))])
        }
        ChangeKind::FightLost => ("change-fight-lost", vec![]),
        ChangeKind::FightWon => ("change-fight-won", vec![]),
        ChangeKind::BrokeOff => ("change-broke-off", vec![]),
        ChangeKind::MonopolyRoll { product: p, die } => {
            ("change-monopoly-roll", vec![("product", Arg::from(product(tr, p))), ("die", Arg::from(u32::from(die)))])
        }
        ChangeKind::Monopoly { product: p } => ("change-monopoly", vec![("product", Arg::from(product(tr, p)))]),
        ChangeKind::Rebellion { country: k } => ("change-rebellion", vec![("country", country(k))]),
        ChangeKind::RebellionRoll { team: own, rebels } => (
            "change-rebellion-roll",
            vec![("own", Arg::from(u32::from(own))), ("rebels", Arg::from(u32::from(rebels)))],
        ),
        ChangeKind::PutDown { country: k } => ("change-put-down", vec![("country", country(k))]),
        ChangeKind::Independent { country: k } => ("change-independent", vec![("country", country(k))]),
        ChangeKind::RebellionEnded { country: k } => ("change-rebellion-ended", vec![("country", country(k))]),
        ChangeKind::Corrected { from, to, .. } => {
            ("change-corrected", vec![("from", Arg::from(from)), ("to", Arg::from(to))])
        }
    };
    args.push(("team", Arg::from(team)));
    let you = format!("{id}-you");
    if to_team && tr.has(&you) { tr.tr(&you, &args) } else { tr.tr(id, &args) }
}

/// A record's date ("2026-11-29") the way the language writes it: 29.11.2026, 29/11/2026;
/// English keeps the ISO form, which British and American readers both read the same way.
/// A date that is not in that form stays as it is.
pub fn local_date(tr: &Translator, iso: &str) -> String {
    let parts: Vec<&str> = iso.split('-').collect();
    let digits = |p: &str, n: usize| p.len() == n && p.bytes().all(|b| b.is_ascii_digit());
    match parts.as_slice() {
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => tr.tr(
            "local-date",
            &[
                ("year", Arg::from(y.to_string())),
                ("month", Arg::from(m.to_string())),
                ("day", Arg::from(d.to_string())),
            ],
        ),
        _ => iso.to_string(),
    }
}

/// The consequences of an option in the rulebook's abbreviations, e.g. "−1G  +1L  +1A  +1R  −1P".
pub fn consequences(tr: &Translator, cost: u32, effects: &[Effect]) -> String {
    consequences_as(tr, cost, effects, false)
}

/// The same in words with signs ("die 1–3: −1 army, −1 prestige"), for the teacher's screen:
/// the printed cards' letters are for paper, where the key is printed beside them.
pub fn consequences_in_words(tr: &Translator, cost: u32, effects: &[Effect]) -> String {
    consequences_as(tr, cost, effects, true)
}

fn consequences_as(tr: &Translator, cost: u32, effects: &[Effect], words: bool) -> String {
    let mut parts: Vec<String> = Vec::new();
    if cost > 0 {
        parts.push(if words {
            signed_words(tr, "gold", -(cost.min(i32::MAX as u32) as i32))
        } else {
            format!("\u{2212}{cost}{}", tr.text("effects-abbr-gold"))
        });
    }
    parts.extend(effects.iter().map(|e| effect_code(tr, e, words)));
    if parts.is_empty() { tr.text("effects-none") } else { parts.join(if words { ", " } else { "  " }) }
}

/// "+2 armies", "−1 prestige": a change in words with its sign (the reveal's badges' words).
fn signed_words(tr: &Translator, unit: &str, n: i32) -> String {
    let sign = match n.signum() {
        1 => "+",
        -1 => "\u{2212}",
        _ => "",
    };
    let id = match unit {
        "country" => "badge-countries".to_string(),
        other => format!("badge-{other}"),
    };
    tr.tr(&id, &[("sign", Arg::from(sign)), ("n", Arg::from(n.unsigned_abs()))])
}

fn effect_code(tr: &Translator, e: &Effect, words: bool) -> String {
    // The letters of the teacher's cards, in the language's own words (explained on the rules
    // summary and on every card); on screen the words themselves. A true minus and an en dash
    // for ranges: a hyphen is the first mark a poor copy loses.
    let signed = |n: i32, unit: &str| {
        if words {
            return signed_words(tr, unit, n);
        }
        let sign = match n.signum() {
            1 => "+",
            -1 => "\u{2212}",
            _ => "",
        };
        format!("{sign}{}{}", n.unsigned_abs(), tr.text(&format!("effects-abbr-{unit}")))
    };
    let abbr = |unit: &str| tr.text(&format!("effects-abbr-{unit}"));
    let place = |at: At| match at {
        At::Default => String::new(),
        At::First => format!(" ({})", tr.text("effects-first")),
        At::Each => format!(" ({})", tr.text("effects-each")),
        At::Rebellions => format!(" ({})", tr.text("effects-rebellions")),
    };
    match e {
        Effect::Gold(n) => signed(*n, "gold"),
        Effect::Prestige(n) => signed(*n, "prestige"),
        Effect::Armies(n, at) => signed(*n, "armies") + &place(*at),
        Effect::Resources(n, at) => signed(*n, "resources") + &place(*at),
        Effect::Conquer => signed(1, "country"),
        Effect::Build(b) => tr.text(&format!("building-{}", b.code())),
        Effect::SlaveShip => tr.text("effects-slave-ship"),
        Effect::Attack => tr.text("effects-attack"),
        Effect::GoldPerResource(n) if words => {
            tr.tr("effects-per-resource", &[("what", Arg::from(signed(*n, "gold")))])
        }
        Effect::PrestigePerCountry(n) if words => {
            tr.tr("effects-per-country", &[("what", Arg::from(signed(*n, "prestige")))])
        }
        Effect::GoldPerResource(n) => format!("{}/{}", signed(*n, "gold"), abbr("resources")),
        Effect::PrestigePerCountry(n) => format!("{}/{}", signed(*n, "prestige"), abbr("country")),
        Effect::Quell => tr.text("effects-quell"),
        Effect::Settle => tr.text("effects-settle"),
        Effect::Roll(t) => {
            let mut out = Vec::new();
            let mut face = 1u8;
            while face <= 6 {
                let branch = t.face[usize::from(face) - 1];
                let mut last = face;
                while last < 6 && t.face[usize::from(last)] == branch {
                    last += 1;
                }
                let what =
                    t.branches[usize::from(branch)].iter().map(|e| effect_code(tr, e, words)).collect::<Vec<_>>();
                let what =
                    if what.is_empty() { tr.text("effects-none") } else { what.join(if words { ", " } else { " " }) };
                let range = if face == last { face.to_string() } else { format!("{face}\u{2013}{last}") };
                out.push(format!("{range}: {what}"));
                face = last + 1;
            }
            format!("{} [{}]", tr.text("effects-roll"), out.join("; "))
        }
    }
}

/// The debrief of one phase: its questions with the class's facts, and the history behind it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebriefPhase {
    pub title: String,
    pub questions: Vec<DebriefQuestion>,
    /// The history behind it in a few sentences, to read aloud (under 45 seconds).
    pub short: String,
    /// The whole background note, to hand out or read in class.
    pub background: String,
    pub sources: String,
    /// Its history is for the teacher's own voice, not a computer's (the lesson file says so).
    pub read_yourself: bool,
}

/// One question of the debrief.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebriefQuestion {
    /// The question with the class's facts, as the sheets and the teacher's screen word it
    /// ("Attacked the people of the coast: A, B. Traded with the people of the coast: C. ... What did ...?").
    pub text: String,
    /// The question alone, for the projector screen, which shows the facts as `groups`.
    pub ask: String,
    /// The choices it asks about, each with the teams that made it (none for a question
    /// about no choice of the class).
    pub groups: Vec<DebriefGroup>,
    /// The step (its index) of the first choice it asks about: the film's moment for it.
    pub step: Option<usize>,
    /// Its phase's key question: the one the short debrief asks (the lesson's `debrief-key`).
    pub key: bool,
}

impl DebriefQuestion {
    /// The teams' own reasons for the cards this question asks about, in the order of the
    /// steps and seats; `shown_only` leaves out those the teacher hid.
    pub fn whys<'a>(&self, record: &'a crate::engine::Record, shown_only: bool) -> Vec<&'a crate::engine::Why> {
        let steps: Vec<usize> = self.groups.iter().filter_map(|g| g.choice.map(|(s, _)| s)).collect();
        record.whys.iter().filter(|w| steps.contains(&w.step) && !(shown_only && w.hidden)).collect()
    }

    /// A question about no choice of the class.
    pub fn plain(text: String) -> DebriefQuestion {
        DebriefQuestion { ask: text.clone(), text, groups: Vec::new(), step: None, key: false }
    }
}

/// One choice a debrief question asks about: its words, and the teams that made it by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebriefGroup {
    pub label: String,
    pub teams: Vec<usize>,
    /// The choice by index: its step and its option (for "what if").
    pub choice: Option<(usize, usize)>,
}

/// The teams (by seat) that laid the card of `option` at step `step`.
fn who_chose(lesson: &Lesson, st: &State, step: &str, option: &str) -> Vec<usize> {
    let Some((s, step)) = lesson.steps.iter().enumerate().find(|(_, s)| s.id == step) else { return Vec::new() };
    let Some(card) = step.options.iter().position(|o| o.id == option).and_then(Card::of_option) else {
        return Vec::new();
    };
    (0..st.team_count()).filter(|&t| st.card(s, t) == Some(card)).collect()
}

/// A step's and an option's index, by their ids.
fn choice_of(lesson: &Lesson, step: &str, option: &str) -> Option<(usize, usize)> {
    let s = lesson.steps.iter().position(|s| s.id == step)?;
    let o = lesson.steps[s].options.iter().position(|o| o.id == option)?;
    Some((s, o))
}

/// The debrief questions of every phase, filled in with who fought, traded, chose slavery,
/// negotiated, in the translator's language. A question's choices are the lesson file's
/// debrief facts that its texts give a label (`debrief-<phase>-q<n>-<fact>`). A question about
/// a step the class discussed instead of playing is asked as a discussion
/// (`debrief-<phase>-q<n>-discussed`), with no teams and no choice.
pub fn debrief(tr: &Translator, names: &[String], game: &crate::engine::Game) -> Vec<DebriefPhase> {
    let lesson = game.lesson();
    let st = game.state();
    let named = |teams: &[usize]| -> String {
        if teams.is_empty() {
            tr.text("debrief-nobody")
        } else {
            teams.iter().filter_map(|&t| names.get(t)).map(String::as_str).collect::<Vec<_>>().join(", ")
        }
    };
    lesson
        .phases
        .iter()
        .filter(|p| tr.has(&format!("debrief-{}-title", p.id)))
        .map(|p| {
            // Who laid the cards the lesson file names for this phase's debrief.
            let chose: Vec<Vec<usize>> = p.debrief.iter().map(|f| who_chose(lesson, st, &f.step, &f.option)).collect();
            let args: Vec<(&str, Arg<'_>)> =
                p.debrief.iter().zip(&chose).map(|(f, teams)| (f.name.as_str(), Arg::from(named(teams)))).collect();
            let questions = (1..=4u8)
                .map(|q| (q, format!("debrief-{}-q{q}", p.id)))
                .filter(|(_, id)| tr.has(id))
                .map(|(q, id)| {
                    let key = p.debrief_key == Some(q);
                    let asked: Vec<_> =
                        p.debrief.iter().zip(&chose).filter(|(f, _)| tr.has(&format!("{id}-{}", f.name))).collect();
                    let step = asked.first().and_then(|(f, _)| lesson.steps.iter().position(|s| s.id == f.step));
                    let discussed = format!("{id}-discussed");
                    if step.is_some_and(|s| game.is_discussed(s)) && tr.has(&discussed) {
                        return DebriefQuestion { step, key, ..DebriefQuestion::plain(tr.text(&discussed)) };
                    }
                    let groups = asked
                        .into_iter()
                        .map(|(f, teams)| DebriefGroup {
                            label: tr.text(&format!("{id}-{}", f.name)),
                            teams: teams.clone(),
                            choice: choice_of(lesson, &f.step, &f.option),
                        })
                        .collect();
                    let ask = format!("{id}-ask");
                    DebriefQuestion {
                        text: tr.tr(&id, &args),
                        ask: if tr.has(&ask) { tr.text(&ask) } else { tr.tr(&id, &args) },
                        groups,
                        step,
                        key,
                    }
                })
                .collect();
            DebriefPhase {
                title: tr.text(&format!("debrief-{}-title", p.id)),
                questions,
                short: tr.text(&format!("debrief-{}-short", p.id)),
                background: tr.text(&format!("debrief-{}-background", p.id)),
                sources: tr.text(&format!("debrief-{}-sources", p.id)),
                read_yourself: p.background_read_yourself,
            }
        })
        .collect()
}

/// The message id of what kind of entry this is, in words ("cards", "throw", ...): the
/// history and the CSV say it alike.
pub fn entry_kind(input: &crate::engine::Input) -> &'static str {
    use crate::engine::Input;
    match input {
        Input::Proceed { .. } => "history-proceed",
        Input::Decide { .. } => "history-cards",
        Input::Invest { .. } => "history-invest",
        Input::Attack { .. } => "history-attack",
        Input::Throw => "history-throw",
        Input::BreakOff => "history-retreat",
        Input::Occupy { .. } => "history-occupy",
        Input::EndAttacks => "history-end-attacks",
        Input::PlaceRebellions { .. } => "history-rebellions",
        Input::Correct { .. } => "history-correction",
    }
}

/// The id of the situation's text at a step: where the class discusses the step instead of
/// playing it, the lesson's own text for that (told in the past, to nobody's nation), if it has
/// one.
pub fn situation_id(tr: &Translator, step: &crate::lesson::Step, discussed: bool) -> String {
    let own = format!("{}-discussed-text", step.text);
    if discussed && tr.has(&own) { own } else { step.text.clone() }
}

/// What "read aloud" says at a step: the situation and the options numbered as the students
/// hear them (the phase's opening has a screen of its own before its first step); at a step the
/// class discusses (`discussed`), its situation for that and no options.
pub fn read_aloud(tr: &Translator, lesson: &Lesson, step: usize, discussed: bool) -> String {
    let Some(s) = lesson.steps.get(step) else { return String::new() };
    let mut words = tr.text(&situation_id(tr, s, discussed));
    if !discussed {
        for (i, o) in s.options.iter().enumerate() {
            words.push_str(&format!(" {}: {}", i + 1, tr.text(&o.label)));
        }
    }
    words
}

/// What "Read aloud" says at the opening of phase `p`: its name and its opening.
pub fn read_aloud_opening(tr: &Translator, lesson: &Lesson, p: usize) -> String {
    lesson.phases.get(p).map(|phase| format!("{}. {}", tr.text(&phase.name), tr.text(&phase.intro))).unwrap_or_default()
}

/// "2, 5 and 7": items joined as the language joins a list.
pub fn and_list(tr: &Translator, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., last] => format!("{} {} {last}", first.join(", "), tr.text("list-and")),
    }
}

/// "Phase 2: Expansion (game years 101–200)".
pub fn phase_heading(tr: &Translator, lesson: &Lesson, p: usize) -> String {
    let Some(phase) = lesson.phases.get(p) else { return String::new() };
    tr.tr(
        "handout-phase-heading",
        &[
            ("number", Arg::from(p + 1)),
            ("phase", Arg::from(tr.text(&phase.name))),
            ("century", Arg::from(u32::from(phase.century))),
        ],
    )
}

/// A rank as the standings show it: "=2" when another team shares it.
pub fn rank_label(rank: usize, tied: bool) -> String {
    if tied { format!("={rank}") } else { rank.to_string() }
}

#[cfg(test)]
mod tests {
    use super::short_questions_together;

    #[test]
    fn short_spanish_questions_stay_on_one_line() {
        let nb = |s: &str| s.replace(' ', "\u{a0}");
        assert_eq!(
            short_questions_together("Es mucha gente. ¿Qué hacéis?"),
            format!("Es mucha gente. {}", nb("¿Qué hacéis?"))
        );
        let long = "¿En qué volcáis ahora vuestros esfuerzos?";
        assert_eq!(short_questions_together(long), long, "five words break as a sentence does");
        assert_eq!(short_questions_together("¿Sí? ¿No?"), nb("¿Sí?") + " " + &nb("¿No?"));
        assert_eq!(short_questions_together("sin cierre ¿ni esto"), "sin cierre ¿ni esto");
        assert_eq!(short_questions_together("What do you do?"), "What do you do?");
    }

    /// On the teacher's screen every option's consequences are in words ("−1 army, −1 prestige"),
    /// never the printed cards' letters ("−1A −1P").
    #[test]
    fn the_teachers_screen_says_the_consequences_in_words() {
        use crate::i18n::{Language, Translator};
        let lesson = crate::lesson::Lesson::builtin();
        for lang in Language::ALL {
            let tr = Translator::new(lang);
            let letters: Vec<String> = ["gold", "prestige", "armies", "resources", "country"]
                .iter()
                .map(|k| tr.text(&format!("effects-abbr-{k}")))
                .collect();
            let mut seen = 0;
            for o in lesson.steps.iter().flat_map(|s| &s.options) {
                let words = super::consequences_in_words(&tr, o.cost, &o.effects);
                for l in &letters {
                    for n in 1..=9 {
                        for sign in ["+", "\u{2212}"] {
                            let code = format!("{sign}{n}{l}");
                            let glued = words.split([' ', ',', ';', '[', ']']).any(|w| w == code);
                            assert!(!glued, "{}: «{code}» in «{words}»", lang.code());
                        }
                    }
                }
                seen += 1;
            }
            assert!(seen > 20);
        }
        let tr = Translator::new(Language::En);
        let attack = lesson
            .steps
            .iter()
            .flat_map(|s| &s.options)
            .find(|o| super::consequences(&tr, o.cost, &o.effects).contains("roll the die"));
        let o = attack.expect("an option with a die");
        let words = super::consequences_in_words(&tr, o.cost, &o.effects);
        assert!(words.contains("prestige") && words.contains("roll the die"), "{words}");
    }
}

//! The lesson file: the game as data (phases, steps, options, effects, dice tables, the bag,
//! the limits), read from TOML and checked, so that a mistake is reported with its place.

mod effect;

pub use effect::{At, DieTable, Effect, EffectError, RawEffect};

use serde::Deserialize;
use std::collections::BTreeMap;

use crate::vocabulary::{PRODUCTS, Product};

/// The lesson that ships with the app.
pub const BUILTIN: &str = include_str!("../../../lessons/colony-simplified.toml");

/// What kind of step this is; it decides which input the engine waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    Landing,
    Decision,
    Investment,
    ColonialWars,
    Monopolies,
    RebellionPlacement,
    RebellionChoice,
    Government,
}

impl StepKind {
    /// Steps where every team lays a card: they move the first team one seat on.
    pub fn is_decision(self) -> bool {
        matches!(self, StepKind::Decision | StepKind::ColonialWars | StepKind::RebellionChoice | StepKind::Government)
    }
}

#[derive(Clone, Debug)]
pub struct Lesson {
    pub id: String,
    pub version: u32,
    pub title: String,
    pub limits: Limits,
    pub bag: Bag,
    pub investment: Investment,
    pub monopoly_prestige: i32,
    pub phases: Vec<Phase>,
    /// Every step of every phase, in playing order.
    pub steps: Vec<Step>,
}

#[derive(Clone, Debug)]
pub struct Limits {
    pub min_teams: usize,
    pub max_teams: usize,
    pub countries_per_team: usize,
    pub start_gold: u32,
    pub start_prestige: u32,
    pub countries_in_play: Vec<CountriesInPlay>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CountriesInPlay {
    pub teams: String,
    #[serde(default)]
    pub countries: Option<usize>,
    #[serde(default)]
    pub per_team: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct Bag {
    /// Resources per product for up to `base_teams` teams.
    pub resources: [u16; PRODUCTS],
    pub base_teams: usize,
}

#[derive(Clone, Debug)]
pub struct Investment {
    pub income_per_resource: u32,
    pub army_cost: u32,
    pub farm_cost: u32,
    pub farm: DieTable,
}

#[derive(Clone, Debug)]
pub struct Phase {
    pub id: String,
    pub century: u8,
    pub name: String,
    pub intro: String,
    /// What the debrief of the phase asks about: who laid which card (its texts name each
    /// fact as a variable).
    pub debrief: Vec<DebriefFact>,
    /// The number (from 1) of the phase's key debrief question: the one the short debrief asks
    /// (one per phase, for the last quarter of an hour).
    pub debrief_key: Option<u8>,
    /// The history behind the phase is for the teacher's own voice, not a computer's (it tells
    /// of enslavement or genocide): the app reads it aloud only when the teacher confirms.
    pub background_read_yourself: bool,
}

/// One fact for the debrief: the teams that laid `option` at `step`, named `name` in the
/// debrief's texts (`{ $fought }`).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DebriefFact {
    pub name: String,
    pub step: String,
    pub option: String,
}

#[derive(Clone, Debug)]
pub struct Step {
    pub id: String,
    pub phase: usize,
    pub kind: StepKind,
    /// Text id of the situation read out.
    pub text: String,
    pub options: Vec<StepOption>,
    /// Effects of a step without a choice (the landing).
    pub effects: Vec<Effect>,
    /// The decision round this step is (0-based), if teams choose here.
    pub round: Option<usize>,
    /// The teacher may set the class up to discuss this step instead of playing it (the slave
    /// trade: the rules page, phase 3): the record's `discussed`.
    pub may_be_discussed: bool,
    /// The situation is for the teacher's own voice, not a computer's (the slave trade): the
    /// app reads it aloud only when the teacher confirms.
    pub read_yourself: bool,
}

/// A card a team lays at a decision: the number of one of the step's options, from 1, as the
/// phase form and the class number them. It is not an index into `Step::options`:
/// `Step::option` finds its option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    /// The card of the option at `index` (from 0) among a step's options.
    pub fn of_option(index: usize) -> Option<Card> {
        index.checked_add(1).and_then(|n| u8::try_from(n).ok()).map(Card)
    }

    /// Its option's index among a step's options; `None` for card 0, which names none.
    pub fn option_index(self) -> Option<usize> {
        usize::from(self.0).checked_sub(1)
    }

    /// The number the class knows it by: 1 for the first option.
    pub fn number(self) -> u8 {
        self.0
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Step {
    /// The option that card `card` lays, if the step has it.
    pub fn option(&self, card: Card) -> Option<&StepOption> {
        self.options.get(card.option_index()?)
    }

    /// Every card of the step, in order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + use<> {
        (0..self.options.len()).filter_map(Card::of_option)
    }

    /// Whether card `card` takes a country before anything else: its effects start with +1L
    /// (`Game::card_conquers` asks this of the step the game is at).
    pub fn card_conquers(&self, card: Card) -> bool {
        self.option(card).is_some_and(|o| matches!(o.effects.first(), Some(Effect::Conquer)))
    }
}

#[derive(Clone, Debug)]
pub struct StepOption {
    pub id: String,
    pub label: String,
    pub cost: u32,
    pub effects: Vec<Effect>,
    /// The option lets the team attack in the colonial wars.
    pub attacks: bool,
    /// The card does violence to people (a conquest, the slave trade, a rising put down): the
    /// reveal puts what happened to them first and shows the team's gains without celebrating.
    pub harms_people: bool,
}

/// A mistake in a lesson file, with where it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {problem}")]
pub struct LessonError {
    pub place: String,
    pub problem: String,
}

impl LessonError {
    fn new(place: impl Into<String>, problem: impl Into<String>) -> Self {
        LessonError { place: place.into(), problem: problem.into() }
    }
}

// ---- the file as written ----

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawLesson {
    id: String,
    version: u32,
    title: String,
    limits: RawLimits,
    bag: RawBag,
    investment: RawInvestment,
    monopolies: RawMonopolies,
    phases: Vec<RawPhase>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawLimits {
    teams: String,
    countries_per_team: usize,
    start_gold: u32,
    start_prestige: u32,
    countries_in_play: Vec<CountriesInPlay>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawBag {
    base_teams: usize,
    resources: BTreeMap<String, u16>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawInvestment {
    income_per_resource: u32,
    army_cost: u32,
    farm_cost: u32,
    farm: RawEffect,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawMonopolies {
    prestige: i32,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawPhase {
    id: String,
    century: u8,
    name: String,
    intro: String,
    #[serde(default)]
    debrief: Vec<DebriefFact>,
    #[serde(default)]
    debrief_key: Option<u8>,
    #[serde(default)]
    background_read_yourself: bool,
    steps: Vec<RawStep>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawStep {
    id: String,
    kind: StepKind,
    text: String,
    #[serde(default)]
    may_be_discussed: bool,
    #[serde(default)]
    read_yourself: bool,
    #[serde(default)]
    effects: Vec<RawEffect>,
    #[serde(default)]
    options: Vec<RawOption>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawOption {
    id: String,
    label: String,
    #[serde(default)]
    cost: u32,
    effects: Vec<RawEffect>,
    #[serde(default)]
    harms_people: bool,
}

/// Parses "2-4" or "7" into an inclusive range.
fn team_range(s: &str) -> Option<(usize, usize)> {
    let num = |t: &str| t.trim().parse::<usize>().ok();
    match s.split_once('-') {
        Some((a, b)) => Some((num(a)?, num(b)?)).filter(|(a, b)| a <= b),
        None => num(s).map(|n| (n, n)),
    }
}

impl Lesson {
    /// The built-in lesson, checked against the built-in texts of every language.
    pub fn builtin() -> Lesson {
        // The built-in lesson is checked by the test suite; failing here is a build defect.
        match Lesson::from_toml(BUILTIN) {
            Ok(l) => l,
            Err(e) => panic!("the built-in lesson is broken: {e}"),
        }
    }

    /// Reads and checks a lesson file. Never panics on bad input.
    pub fn from_toml(src: &str) -> Result<Lesson, LessonError> {
        let raw: RawLesson = toml::from_str(src).map_err(|e| {
            let place = match e.span() {
                Some(span) => {
                    let before = &src[..span.start.min(src.len())];
                    let line = before.matches('\n').count() + 1;
                    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                    format!("line {line}, column {col}")
                }
                None => "the lesson file".to_string(),
            };
            LessonError::new(place, e.message().trim().to_string())
        })?;
        Self::check(raw)
    }

    fn check(raw: RawLesson) -> Result<Lesson, LessonError> {
        let limits = check_limits(&raw.limits)?;
        let mut resources = [0u16; PRODUCTS];
        for (name, n) in &raw.bag.resources {
            let p = Product::from_code(name).ok_or_else(|| {
                LessonError::new("bag", format!("unknown product \"{name}\" (products: {})", Product::codes()))
            })?;
            resources[p.index()] = *n;
        }
        if raw.bag.base_teams == 0 {
            return Err(LessonError::new("bag", "base-teams must be at least 1"));
        }
        let farm = match effect::parse_effects(std::slice::from_ref(&raw.investment.farm), false) {
            Ok(mut v) => match v.pop() {
                Some(Effect::Roll(t)) => *t,
                _ => {
                    return Err(LessonError::new("investment.farm", "must be a die table { roll = { ... } }"));
                }
            },
            Err((_, e)) => return Err(LessonError::new("investment.farm", e.to_string())),
        };
        if raw.phases.is_empty() {
            return Err(LessonError::new("phases", "the lesson has no phase"));
        }
        let mut phases = Vec::new();
        let mut steps: Vec<Step> = Vec::new();
        let mut rounds = 0;
        for (pi, rp) in raw.phases.into_iter().enumerate() {
            let pplace = format!("phase {} ({})", pi + 1, rp.id);
            if rp.steps.is_empty() {
                return Err(LessonError::new(pplace, "the phase has no step"));
            }
            for rs in rp.steps {
                let splace = format!("{pplace}, step {} ({})", steps.len() + 1, rs.id);
                if steps.iter().any(|s| s.id == rs.id) {
                    return Err(LessonError::new(splace, "two steps have this id"));
                }
                let step = check_step(rs, pi, &splace, &mut rounds)?;
                steps.push(step);
            }
            phases.push(Phase {
                id: rp.id,
                century: rp.century,
                name: rp.name,
                intro: rp.intro,
                debrief: rp.debrief,
                debrief_key: rp.debrief_key,
                background_read_yourself: rp.background_read_yourself,
            });
        }
        // Every debrief fact names a step and one of its options.
        for (pi, p) in phases.iter().enumerate() {
            for f in &p.debrief {
                let place = format!("phase {} ({}), debrief {}", pi + 1, p.id, f.name);
                let Some(step) = steps.iter().find(|s| s.id == f.step) else {
                    return Err(LessonError::new(place, "the debrief names a step the lesson does not have"));
                };
                if !step.options.iter().any(|o| o.id == f.option) {
                    return Err(LessonError::new(place, "the debrief names an option its step does not have"));
                }
            }
        }
        Ok(Lesson {
            id: raw.id,
            version: raw.version,
            title: raw.title,
            limits,
            bag: Bag { resources, base_teams: raw.bag.base_teams },
            investment: Investment {
                income_per_resource: raw.investment.income_per_resource,
                army_cost: raw.investment.army_cost.max(1),
                farm_cost: raw.investment.farm_cost.max(1),
                farm,
            },
            monopoly_prestige: raw.monopolies.prestige,
            phases,
            steps,
        })
    }

    /// How many countries are in play for this number of teams.
    pub fn countries_in_play(&self, teams: usize) -> usize {
        self.limits
            .countries_in_play
            .iter()
            .find_map(|c| {
                let (lo, hi) = team_range(&c.teams)?;
                (lo..=hi).contains(&teams).then(|| c.countries.unwrap_or(0) + c.per_team.unwrap_or(0) * teams)
            })
            .unwrap_or(0)
    }

    /// The bag for this number of teams: each product grows by teams / base, rounded up.
    pub fn bag_for(&self, teams: usize) -> [u16; PRODUCTS] {
        let base = self.bag.base_teams;
        self.bag.resources.map(|n| if teams <= base { n } else { (usize::from(n) * teams).div_ceil(base) as u16 })
    }

    /// Every text id the lesson refers to, with its place.
    pub fn text_ids(&self) -> Vec<(String, &str)> {
        let mut ids = vec![("title".to_string(), self.title.as_str())];
        for (i, p) in self.phases.iter().enumerate() {
            ids.push((format!("phase {} ({}) name", i + 1, p.id), &p.name));
            ids.push((format!("phase {} ({}) intro", i + 1, p.id), &p.intro));
        }
        for s in &self.steps {
            ids.push((format!("step {} text", s.id), &s.text));
            for o in &s.options {
                ids.push((format!("step {}, option {} label", s.id, o.id), &o.label));
            }
        }
        ids
    }
}

fn check_limits(raw: &RawLimits) -> Result<Limits, LessonError> {
    let (min_teams, max_teams) = team_range(&raw.teams)
        .filter(|&(lo, _)| lo >= 1)
        .ok_or_else(|| LessonError::new("limits.teams", format!("\"{}\" is not a range like 2-12", raw.teams)))?;
    if max_teams > 12 {
        return Err(LessonError::new("limits.teams", "the app supports at most 12 teams"));
    }
    if raw.countries_per_team == 0 || raw.countries_per_team > 6 {
        return Err(LessonError::new("limits.countries-per-team", "must be 1 to 6 (a team has 6 tokens)"));
    }
    for n in min_teams..=max_teams {
        let rows: Vec<_> = raw
            .countries_in_play
            .iter()
            .filter(|c| team_range(&c.teams).is_some_and(|(lo, hi)| (lo..=hi).contains(&n)))
            .collect();
        if rows.len() != 1 {
            return Err(LessonError::new(
                "limits.countries-in-play",
                format!("{} rows cover {n} teams; exactly one must", rows.len()),
            ));
        }
        if rows[0].countries.unwrap_or(0) + rows[0].per_team.unwrap_or(0) * n < n {
            return Err(LessonError::new(
                "limits.countries-in-play",
                format!("with {n} teams there must be at least one country per team"),
            ));
        }
    }
    if let Some(bad) = raw.countries_in_play.iter().find(|c| team_range(&c.teams).is_none()) {
        return Err(LessonError::new("limits.countries-in-play", format!("\"{}\" is not a range", bad.teams)));
    }
    Ok(Limits {
        min_teams,
        max_teams,
        countries_per_team: raw.countries_per_team,
        start_gold: raw.start_gold,
        start_prestige: raw.start_prestige,
        countries_in_play: raw.countries_in_play.clone(),
    })
}

fn check_step(rs: RawStep, phase: usize, place: &str, rounds: &mut usize) -> Result<Step, LessonError> {
    let parse = |raw: &[RawEffect], what: &str| {
        effect::parse_effects(raw, false)
            .map_err(|(i, e)| LessonError::new(format!("{place}, {what}effect {}", i + 1), e.to_string()))
    };
    let effects = parse(&rs.effects, "")?;
    let mut options = Vec::new();
    for (i, ro) in rs.options.into_iter().enumerate() {
        let effects = parse(&ro.effects, &format!("option {} ({}), ", i + 1, ro.id))?;
        let attacks = effects.contains(&Effect::Attack);
        let harms_people = ro.harms_people;
        options.push(StepOption { id: ro.id, label: ro.label, cost: ro.cost, effects, attacks, harms_people });
    }
    let wants_options = rs.kind.is_decision();
    if wants_options && !(1..=3).contains(&options.len()) {
        return Err(LessonError::new(place, "a step where teams choose needs 1 to 3 options (cards 1-3)"));
    }
    if !wants_options && !options.is_empty() {
        return Err(LessonError::new(place, "only a step where teams choose can have options"));
    }
    if rs.kind != StepKind::Landing && !effects.is_empty() {
        return Err(LessonError::new(place, "only the landing has effects without options"));
    }
    if rs.kind == StepKind::Landing && !effects.contains(&Effect::Conquer) {
        return Err(LessonError::new(place, "the landing must place a token (+1L)"));
    }
    for (i, o) in options.iter().enumerate() {
        let oplace = || format!("{place}, option {} ({})", i + 1, o.id);
        for e in flatten(&o.effects) {
            let allowed = match e {
                Effect::Attack => rs.kind == StepKind::ColonialWars,
                Effect::Quell
                | Effect::Settle
                | Effect::Armies(_, At::Rebellions)
                | Effect::Resources(_, At::Rebellions) => rs.kind == StepKind::RebellionChoice,
                Effect::Gold(g) => *g > 0,
                _ => true,
            };
            if !allowed {
                return Err(LessonError::new(
                    oplace(),
                    format!("{e:?} does not belong in a {:?} step (a gold cost goes in \"cost\")", rs.kind),
                ));
            }
        }
    }
    if rs.kind == StepKind::ColonialWars && !options.iter().any(|o| o.attacks) {
        return Err(LessonError::new(place, "the colonial wars need an option with \"attack\""));
    }
    if rs.may_be_discussed && rs.kind != StepKind::Decision {
        return Err(LessonError::new(place, "only a plain decision may be discussed instead of played"));
    }
    let round = wants_options.then(|| {
        *rounds += 1;
        *rounds - 1
    });
    let (may_be_discussed, read_yourself) = (rs.may_be_discussed, rs.read_yourself);
    Ok(Step {
        id: rs.id,
        phase,
        kind: rs.kind,
        text: rs.text,
        options,
        effects,
        round,
        may_be_discussed,
        read_yourself,
    })
}

/// The effects of a list, with those inside die tables.
fn flatten(effects: &[Effect]) -> Vec<&Effect> {
    let mut out = Vec::new();
    for e in effects {
        out.push(e);
        if let Effect::Roll(t) = e {
            out.extend(t.branches.iter().flatten());
        }
    }
    out
}

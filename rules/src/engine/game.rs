//! The game as a state machine: what it waits for, and `apply` for one input.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::Outcome;
use super::legal;
use super::resolve::{Order, Placements, Resolution};
use super::{
    Building, Card, Chance, Change, CountryId, PRODUCTS, Product, RuleError, Site, State, Team, TeamCountries,
};
use crate::lesson::{Lesson, StepKind};

/// The dice an entry needs when the class rolls real ones (`Game::throws`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Throws {
    /// How many dice were typed (the first of `dice` are done).
    pub typed: usize,
    pub dice: Vec<super::Throw>,
    /// The team a resource is drawn for next, where the entry needs one.
    pub draw: Option<usize>,
}

/// The teacher's override of one of the app's proposals: the `nth` proposal made for `team`
/// while this input resolves goes elsewhere, to a country of the game that the team holds or,
/// for a landing or a conquest on the app's map, to a map country. The record says which
/// (`"country": 3` or `"site": 12`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub team: u8,
    pub nth: u16,
    #[serde(flatten)]
    pub to: To,
}

/// Where a `Place` sends a proposal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum To {
    /// A country of the game that the team holds.
    Country(CountryId),
    /// A map country (its number less one): a landing or a conquest on the app's map.
    Site(Site),
    /// A place of a record before format 4, which wrote both as `country`: read as the step
    /// that takes it needs (written back as it was).
    #[serde(rename = "country", skip_deserializing)]
    Either(u16),
}

impl Place {
    /// The `nth` proposal for `team` goes to its country `country`.
    pub fn to_country(team: u8, nth: u16, country: CountryId) -> Place {
        Place { team, nth, to: To::Country(country) }
    }

    /// The `nth` proposal for `team`, a landing or a conquest on the app's map, goes to map
    /// country `site`.
    pub fn to_site(team: u8, nth: u16, site: Site) -> Place {
        Place { team, nth, to: To::Site(site) }
    }

    /// Where it goes, as a country of the game (`None` for a map country).
    pub fn country(&self) -> Option<CountryId> {
        match self.to {
            To::Country(c) => Some(c),
            To::Either(n) => Some(CountryId(n)),
            To::Site(_) => None,
        }
    }

    /// Where it goes, as a map country (`None` for a country of the game).
    pub fn site(&self) -> Option<Site> {
        match self.to {
            To::Site(s) => Some(s),
            To::Either(n) => Some(Site(n)),
            To::Country(_) => None,
        }
    }

    /// The place as a record of `format` writes it: before format 4 `country` named either
    /// (read by the step that takes it), and a record of that format keeps writing it so.
    fn as_written_in(self, format: u32) -> Place {
        match self.to {
            To::Country(CountryId(n)) | To::Site(Site(n)) if format < 4 => Place { to: To::Either(n), ..self },
            _ => self,
        }
    }
}

/// What a team spends in an investment step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spend {
    pub armies: u32,
    pub farms: u32,
}

/// A number the teacher can correct by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "counter")]
pub enum Quantity {
    Gold,
    Prestige,
    SlaveShip,
    Armies {
        country: CountryId,
    },
    #[serde(rename = "counters")]
    Resources {
        country: CountryId,
        product: Product,
    },
    Building {
        country: CountryId,
        building: Building,
    },
    Rebellion {
        country: CountryId,
    },
}

/// One entry of the teacher. Dice and draws are not part of it: they come from a `Chance`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "input")]
pub enum Input {
    /// Run a step without a choice: the landing, the income of an investment, the monopolies.
    /// At the landing on the app's map, `places` are the teacher's choices of where teams land
    /// instead of the app's proposal (`Game::landing_proposal`); a record written before the
    /// choice existed, and every other step, has none (written as `{"input":"proceed"}`).
    Proceed {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        places: Vec<Place>,
    },
    /// The cards of all teams in seating order (none for a team that does not choose).
    Decide {
        cards: Vec<Option<Card>>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        places: Vec<Place>,
    },
    /// What each team spends, in seating order.
    Invest {
        spend: Vec<Spend>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        places: Vec<Place>,
    },
    Attack {
        from: CountryId,
        target: CountryId,
    },
    Throw,
    BreakOff,
    /// After a conquest: how many armies move from the attacking country.
    Occupy {
        armies: u32,
    },
    /// The current attacker starts no more fights.
    EndAttacks,
    /// Overrides for the rebellions' places (own pick and the extra one), by team; empty
    /// or `None` takes the app's proposal.
    PlaceRebellions {
        #[serde(default)]
        own: Vec<Option<CountryId>>,
        #[serde(default)]
        extra: Vec<Option<CountryId>>,
    },
    /// A teacher's correction of one number, with the reason.
    Correct {
        team: u8,
        what: Quantity,
        value: i64,
        reason: String,
    },
}

impl Input {
    /// A step run as the app proposes it.
    pub const PROCEED: Input = Input::Proceed { places: Vec::new() };

    /// The teacher's places of the entry (none for most entries).
    pub fn places(&self) -> &[Place] {
        match self {
            Input::Proceed { places } | Input::Decide { places, .. } | Input::Invest { places, .. } => places,
            _ => &[],
        }
    }

    /// The input as a record of `format` meant it (see `Place::as_written_in`).
    pub fn as_written_in(mut self, format: u32) -> Input {
        if let Input::Proceed { places } | Input::Decide { places, .. } | Input::Invest { places, .. } = &mut self {
            for p in places.iter_mut() {
                *p = p.as_written_in(format);
            }
        }
        self
    }

    /// The same entry with every place left to the app's proposals.
    pub fn without_places(&self) -> Input {
        let mut plain = self.clone();
        if let Input::Proceed { places } | Input::Decide { places, .. } | Input::Invest { places, .. } = &mut plain {
            places.clear();
        }
        plain
    }
}

/// A fight under way in the colonial wars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fight {
    pub from: CountryId,
    pub target: CountryId,
    pub defender: u8,
    /// The country fell: waiting for how many armies move in.
    pub occupy: bool,
}

/// The colonial wars after the cards: attackers in order, and the fight under way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Wars {
    pub attackers: Vec<u8>,
    pub current: usize,
    pub fight: Option<Fight>,
}

/// Where the current step stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// The step waits for its main entry.
    #[default]
    Ready,
    /// Investment: income paid, waiting for what each team spends.
    Spending,
    Wars(Wars),
}

/// A set of teams (by seat), without allocating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TeamSet(pub u16);

/// Room for 16 seats; a game has 12 at most (the lesson file and `Game::from_setup` see to it).
impl TeamSet {
    pub fn all(teams: usize) -> TeamSet {
        TeamSet(((1u32 << teams.min(16)) - 1) as u16)
    }
    pub fn with(self, team: usize) -> TeamSet {
        TeamSet(self.0 | 1u16.checked_shl(team as u32).unwrap_or(0))
    }
    pub fn contains(self, team: usize) -> bool {
        team < 16 && self.0 & (1 << team) != 0
    }
}

/// What the game waits for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Proceed,
    /// Cards; `choosing[t]` says whether team t lays one.
    Decide {
        choosing: TeamSet,
    },
    Invest,
    /// The attacker may start a fight or end its attacks.
    Attack {
        attacker: u8,
    },
    Throw {
        attacker: u8,
        fight: Fight,
    },
    Occupy {
        attacker: u8,
        fight: Fight,
        proposed: u32,
        max: u32,
    },
    PlaceRebellions,
    Over,
}

/// The kinds of entry the game can wait for: `Expect` without its details.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Waiting {
    Proceed,
    Decide,
    Invest,
    Attack,
    Throw,
    Occupy,
    PlaceRebellions,
    Over,
}

impl Expect {
    pub fn waiting(&self) -> Waiting {
        match self {
            Expect::Proceed => Waiting::Proceed,
            Expect::Decide { .. } => Waiting::Decide,
            Expect::Invest => Waiting::Invest,
            Expect::Attack { .. } => Waiting::Attack,
            Expect::Throw { .. } => Waiting::Throw,
            Expect::Occupy { .. } => Waiting::Occupy,
            Expect::PlaceRebellions => Waiting::PlaceRebellions,
            Expect::Over => Waiting::Over,
        }
    }
}

/// The seat that starts decision round `round` of `teams` (seat 0 without teams): the rounds
/// go round the table.
fn round_seat(round: usize, teams: usize) -> usize {
    round.checked_rem(teams).unwrap_or(0)
}

/// A game of one lesson: the state and the rules that move it.
#[derive(Debug)]
pub struct Game {
    lesson: Arc<Lesson>,
    /// The app's map the game is played on; `None` on the teacher's own board.
    pub(crate) map: Option<Arc<crate::map::Map>>,
    state: State,
    /// Steps the class discusses instead of playing (indices, ascending): no card, no change.
    discussed: Vec<usize>,
    /// What the state waits for, worked out once after every change of the state.
    expect: Expect,
    /// The seating order of the current step, worked out again when the step changes.
    order: Order,
}

impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            lesson: self.lesson.clone(),
            map: self.map.clone(),
            state: self.state.clone(),
            discussed: self.discussed.clone(),
            expect: self.expect,
            order: self.order,
        }
    }

    /// Into the buffers already held (the simulator resets a game so); the pattern names every
    /// field.
    fn clone_from(&mut self, source: &Game) {
        let Game { lesson, map, state, discussed, expect, order } = source;
        // Mostly the same lesson and map: no count to raise and lower.
        if !Arc::ptr_eq(&self.lesson, lesson) {
            self.lesson.clone_from(lesson);
        }
        if self.map.as_ref().map(Arc::as_ptr) != map.as_ref().map(Arc::as_ptr) {
            self.map.clone_from(map);
        }
        self.state.clone_from(state);
        self.discussed.clone_from(discussed);
        self.expect = *expect;
        self.order = *order;
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
    }
}

impl Game {
    pub fn new(lesson: Arc<Lesson>, teams: usize) -> Result<Game, RuleError> {
        let l = &lesson.limits;
        if !(l.min_teams..=l.max_teams).contains(&teams) {
            return Err(RuleError::TeamCount { teams, min: l.min_teams, max: l.max_teams });
        }
        let team = Team { gold: l.start_gold, prestige: l.start_prestige, ..Team::default() };
        let bag = lesson.bag_for(teams);
        let state = State {
            teams: vec![team; teams],
            countries: Vec::with_capacity(lesson.countries_in_play(teams)),
            bag,
            total: bag,
            in_play: lesson.countries_in_play(teams),
            step: 0,
            stage: Stage::Ready,
            cards: vec![0; lesson.steps.len() * teams],
            next_gain: 0,
            sites: Vec::new(),
            index: vec![TeamCountries::default(); teams],
        };
        Ok(Game::of(lesson, state))
    }

    /// A new game on the app's map, which must have exactly the countries in play.
    pub fn on_map(lesson: Arc<Lesson>, teams: usize, map: Arc<crate::map::Map>) -> Result<Game, RuleError> {
        let mut game = Game::new(lesson, teams)?;
        let needed = game.lesson.countries_in_play(teams);
        if map.countries.len() != needed {
            return Err(RuleError::MapSize { countries: map.countries.len(), needed });
        }
        game.map = Some(map);
        Ok(game)
    }

    /// This game with the steps `ids` discussed in class instead of played (the slave trade,
    /// when the teacher sets the class up so): at such a step nobody lays a card, nothing
    /// changes, and the teacher goes on. Only a step the lesson allows it for.
    pub fn discussing(mut self, ids: &[String]) -> Result<Game, RuleError> {
        let mut steps = Vec::with_capacity(ids.len());
        for id in ids {
            match self.lesson.steps.iter().position(|s| &s.id == id && s.may_be_discussed) {
                Some(i) => steps.push(i),
                None => return Err(RuleError::NotDiscussed { step: id.clone() }),
            }
        }
        steps.sort_unstable();
        steps.dedup();
        self.discussed = steps;
        self.expect = self.work_out();
        Ok(self)
    }

    /// Whether step `step` is discussed in class instead of played.
    pub fn is_discussed(&self, step: usize) -> bool {
        self.discussed.binary_search(&step).is_ok()
    }

    /// The app's map the game is played on (`None`: the teacher's own board).
    pub fn map(&self) -> Option<&crate::map::Map> {
        self.map.as_deref()
    }

    /// The map, shared (for a drawing that outlives this borrow).
    pub fn map_arc(&self) -> Option<Arc<crate::map::Map>> {
        self.map.clone()
    }

    /// This game (its lesson and map) at a state the engine made itself: undo, a correction.
    /// A state written by hand goes through `Game::from_setup`, which checks it.
    pub(crate) fn at_state(&self, mut state: State) -> Game {
        state.reindex();
        let mut game = Game::of(self.lesson.clone(), state);
        game.map = self.map.clone();
        game.discussed = self.discussed.clone();
        game.expect = game.work_out();
        game
    }

    pub(super) fn of(lesson: Arc<Lesson>, state: State) -> Game {
        let order = Order::starting(0, state.teams.len());
        let mut game = Game { lesson, map: None, state, discussed: Vec::new(), expect: Expect::Over, order };
        game.expect = game.work_out();
        game.order = game.seating();
        game
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn lesson(&self) -> &Arc<Lesson> {
        &self.lesson
    }

    pub fn is_over(&self) -> bool {
        self.state.step >= self.lesson.steps.len()
    }

    /// The seat that starts this step: the round's first team at a decision, else the first
    /// team of the last decision round (seat 0 before any).
    pub fn first_team(&self) -> usize {
        let n = self.state.teams.len();
        let steps = &self.lesson.steps;
        let upto = self.state.step.min(steps.len().saturating_sub(1));
        // A state without teams or a lesson without steps (made by hand) has no seat to start.
        let rounds = steps.get(..=upto).unwrap_or_default();
        rounds.iter().rev().find_map(|s| s.round).map_or(0, |r| round_seat(r, n))
    }

    /// Teams in the order the current step resolves them.
    pub fn order(&self) -> impl Iterator<Item = usize> + use<> {
        let seats = self.order;
        (0..seats.len).map(move |i| usize::from(seats.seats[i]))
    }

    fn seating(&self) -> Order {
        Order::starting(self.first_team(), self.state.teams.len())
    }

    /// What the game waits for.
    pub fn expecting(&self) -> Expect {
        self.expect
    }

    fn work_out(&self) -> Expect {
        let Some(step) = self.lesson.steps.get(self.state.step) else {
            return Expect::Over;
        };
        match (&self.state.stage, step.kind) {
            (Stage::Spending, _) => Expect::Invest,
            (Stage::Wars(w), _) => {
                let attacker = w.attackers[w.current];
                match w.fight {
                    None => Expect::Attack { attacker },
                    Some(fight) if fight.occupy => {
                        let armies = self.state.countries[usize::from(fight.from)].armies;
                        let max = armies.saturating_sub(1);
                        Expect::Occupy { attacker, fight, proposed: u32::from(armies >= 2), max }
                    }
                    Some(fight) => Expect::Throw { attacker, fight },
                }
            }
            (Stage::Ready, StepKind::Landing | StepKind::Investment | StepKind::Monopolies) => Expect::Proceed,
            (Stage::Ready, _) if self.is_discussed(self.state.step) => Expect::Proceed,
            (Stage::Ready, StepKind::RebellionPlacement) => Expect::PlaceRebellions,
            (Stage::Ready, _) => Expect::Decide { choosing: legal::choosing(&self.state, step) },
        }
    }

    pub fn has_rebellion(&self, team: usize) -> bool {
        legal::has_rebellion(&self.state, team)
    }

    /// The proposed rebellion places (own pick, extra one) per team, before any override.
    pub fn rebellion_proposals(&self) -> (Placements, Placements) {
        let mut copy = self.state.clone();
        let mut chance = Chance::given(Vec::new());
        let mut out = Vec::new();
        let mut ctx = Resolution::<true>::new(&self.lesson, self.map.as_deref(), &mut copy, &mut chance, &mut out, &[]);
        ctx.plan_rebellions(self.order).unwrap_or_default()
    }

    /// Where the app would put what `input` gains and loses in a country the step does not
    /// name (the rules page's proposals), with `input`'s own places taken, in the order they
    /// are made: each one the teacher may change before confirming, by sending back a `Place`
    /// with its `nth`. Worked out on a copy with dice of its own, not the entry's, so that it
    /// says nothing the dice will decide: it leaves out what comes after a die is thrown for
    /// a team (whether that happens at all, and where, may depend on the die; it goes where
    /// the app proposes, and a correction can move it). Empty when `input` is not one the game
    /// can take now.
    pub fn proposals(&self, input: &Input) -> Vec<super::Proposal> {
        let mut copy = self.state.clone();
        let mut chance = Chance::unlogged(Chance::stream(0, 0));
        let mut out = Vec::new();
        let mut ctx =
            Resolution::<false>::new(&self.lesson, self.map.as_deref(), &mut copy, &mut chance, &mut out, &[])
                .planning();
        match ctx.apply(self.expect, input, self.order) {
            Ok(()) => ctx.take_plan(),
            Err(_) => Vec::new(),
        }
    }

    /// The dice the class throws for `input` when it rolls real ones, in the order the entry
    /// takes them, with `typed` (the outcomes typed so far) first: who throws, for whom and
    /// for what (a tie for a product, a rising, a card's table), so that the class rolls them
    /// all at once and the teacher types them once. Past the typed ones it is the list as it
    /// goes without a tie (a tie asks for more; the list then grows). `draw`: the first
    /// resource to draw from the bag, where the entry needs one (the list stops there).
    pub fn throws(&self, input: &Input, typed: &[Outcome]) -> Throws {
        // Dice that never tie: 6, 5, 4... for whatever is not typed yet.
        let mut given = typed.to_vec();
        for filler in (0..256u16).map(|k| 6 - (k % 6) as u8) {
            let mut copy = self.state.clone();
            let mut chance = Chance::given(given.clone());
            let mut out = Vec::new();
            let mut ctx =
                Resolution::<false>::new(&self.lesson, self.map.as_deref(), &mut copy, &mut chance, &mut out, &[])
                    .asking();
            let result = ctx.apply(self.expect, input, self.order);
            let dice = ctx.take_throws();
            match result {
                Err(RuleError::NeedDie { .. }) => given.push(Outcome::Die(filler)),
                Err(RuleError::NeedDraw { team }) => {
                    return Throws { typed: dice_typed(typed), dice, draw: Some(team) };
                }
                _ => return Throws { typed: dice_typed(typed), dice, draw: None },
            }
        }
        Throws::default()
    }

    /// Applies one input. On an error nothing has changed. The changes are appended to `out`.
    pub fn apply(&mut self, input: &Input, chance: &mut Chance, out: &mut Vec<Change>) -> Result<(), RuleError> {
        self.run::<true>(input, chance, out)
    }

    /// Applies one input as `apply` does, to the same state, without writing down its changes:
    /// for the simulator, which plays a hundred thousand games and reads only their ends.
    pub fn apply_unrecorded(&mut self, input: &Input, chance: &mut Chance) -> Result<(), RuleError> {
        self.run::<false>(input, chance, &mut Vec::new())
    }

    /// `REC`: whether the changes are written down (see `Resolution`).
    fn run<const REC: bool>(
        &mut self,
        input: &Input,
        chance: &mut Chance,
        out: &mut Vec<Change>,
    ) -> Result<(), RuleError> {
        let start = out.len();
        let (expect, order, step) = (self.expect, self.order, self.state.step);
        let result = if chance.can_fail() || !input.places().is_empty() {
            // Typed or recorded outcomes may run out half-way, and a teacher's place may turn
            // out not allowed once the entry gets to it: work on a copy.
            let mut copy = self.state.clone();
            let mut ctx = Resolution::<REC>::new(&self.lesson, self.map.as_deref(), &mut copy, chance, out, &[]);
            let r = ctx.apply(expect, input, order);
            if r.is_ok() {
                self.state = copy;
            }
            r
        } else {
            let mut ctx = Resolution::<REC>::new(&self.lesson, self.map.as_deref(), &mut self.state, chance, out, &[]);
            ctx.apply(expect, input, order)
        };
        if result.is_err() {
            out.truncate(start);
        }
        self.expect = self.work_out();
        if step.checked_add(1) == Some(self.state.step) {
            // One step on: a decision round starts from its own seat, any other step keeps the
            // order of the last round (as `first_team` says, without looking back for it).
            if let Some(round) = self.lesson.steps.get(self.state.step).and_then(|s| s.round) {
                let n = self.state.teams.len();
                self.order = Order::starting(round_seat(round, n), n);
            }
        } else if self.state.step != step {
            self.order = self.seating();
        }
        result
    }

    /// Total resources of each product: bag, board and independent countries.
    pub fn resource_census(&self) -> [u32; PRODUCTS] {
        let mut sum = self.state.bag.map(u32::from);
        for c in &self.state.countries {
            for (s, n) in sum.iter_mut().zip(c.resources) {
                *s += u32::from(n);
            }
        }
        sum
    }
}

/// How many of the outcomes typed are dice.
fn dice_typed(typed: &[Outcome]) -> usize {
    typed.iter().filter(|o| matches!(o, Outcome::Die(_))).count()
}

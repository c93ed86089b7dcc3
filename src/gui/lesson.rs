//! A lesson under way: the session, the entry being prepared, saving after every entry,
//! undo, corrections, and what the projector may show.

use std::path::PathBuf;

use crate::engine::{
    Change, Correction, Counter, CountryId, Expect, Input, Outcome, PhaseEnd, Product, Session, Spend,
};
use crate::i18n::{Arg, Language, Translator};
use crate::report::errors;
use crate::store::Library;

/// What the projector shows after a reveal: the changes of the last entry, by team.
#[derive(Clone, Debug)]
pub struct Reveal {
    pub step: usize,
    pub changes: Vec<Change>,
}

/// An earlier decision being changed in the history.
#[derive(Clone, Debug)]
pub struct Fix {
    pub index: usize,
    pub cards: Vec<Option<u8>>,
    /// The entry's dice and draws as typed, when those are what is being changed.
    pub dice: Option<String>,
    /// What each team spent, when an investment is being changed.
    pub spend: Option<Vec<Spend>>,
    pub preview: Option<Result<Correction, String>>,
}

pub struct Lesson {
    pub session: Session,
    pub path: PathBuf,
    pub lesson_lang: Language,
    pub tr_lesson: Translator,
    pub typed: bool,
    pub cards: Vec<Option<u8>>,
    pub focus: usize,
    pub spend: Vec<Spend>,
    pub from: Option<CountryId>,
    pub target: Option<CountryId>,
    pub occupy: u32,
    pub dice: String,
    pub teacher_fold: bool,
    pub reveal: Option<Reveal>,
    pub error: Option<String>,
    pub save_error: Option<String>,
    pub saved: bool,
    pub history: bool,
    pub fix: Option<Fix>,
    pub results: Option<Vec<PhaseEnd>>,
    /// The team whose countries are open for a look and for corrections.
    pub team_panel: Option<usize>,
    /// The teacher's own choice of a team's rebellion country (instead of the proposal).
    pub rebel_own: Vec<Option<CountryId>>,
    /// The teacher's choice for a team's extra rebellion (lowest prestige).
    pub rebel_extra: Vec<Option<CountryId>>,
    pub reason: String,
    pub product: Product,
}

#[derive(Clone, Debug)]
pub enum Msg {
    Card(usize, u8),
    Focus(usize),
    Resolve,
    Proceed,
    Armies(usize, i32),
    Farms(usize, i32),
    Invest,
    From(CountryId),
    Target(CountryId),
    Attack,
    Throw,
    BreakOff,
    OccupyBy(i32),
    Occupy,
    EndAttacks,
    PlaceRebellions,
    Dice(String),
    ToggleFold,
    Undo,
    ShowNext,
    ToggleHistory,
    Fix(usize),
    FixCard(usize, u8),
    FixDice(usize),
    /// In an investment being changed: team, armies (true) or farms, and by how much.
    FixSpend(usize, bool, i32),
    FixDiceText(String),
    FixPreview,
    FixConfirm,
    FixCancel,
    RetrySave,
    TeamPanel(Option<usize>),
    RebelOwn(usize, CountryId),
    RebelExtra(usize, CountryId),
    Reason(String),
    PickProduct(Product),
    /// A correction: the team, what, and by how much.
    Correct(usize, Counter, i64),
}

impl Lesson {
    pub fn new(session: Session, path: PathBuf, lesson_lang: Language, typed: bool) -> Lesson {
        let n = session.record().teams.len();
        let mut l = Lesson {
            session,
            path,
            lesson_lang,
            tr_lesson: Translator::new(lesson_lang),
            typed,
            cards: vec![None; n],
            focus: 0,
            spend: vec![Spend::default(); n],
            from: None,
            target: None,
            occupy: 0,
            dice: String::new(),
            teacher_fold: false,
            reveal: None,
            error: None,
            save_error: None,
            saved: true,
            history: false,
            fix: None,
            results: None,
            team_panel: None,
            rebel_own: Vec::new(),
            rebel_extra: Vec::new(),
            reason: String::new(),
            product: Product::Gold,
        };
        l.reset_drafts();
        l
    }

    pub fn names(&self) -> Vec<String> {
        self.session.record().names()
    }

    /// Clears what was being prepared, for the entry the game waits for now.
    fn reset_drafts(&mut self) {
        let n = self.names().len();
        self.cards = vec![None; n];
        self.spend = vec![Spend::default(); n];
        self.focus = match self.session.game().expecting() {
            Expect::Decide { choosing } => (0..n).find(|&t| choosing.contains(t)).unwrap_or(0),
            _ => 0,
        };
        self.from = None;
        self.target = None;
        self.occupy = match self.session.game().expecting() {
            Expect::Occupy { proposed, .. } => proposed,
            _ => 0,
        };
        self.dice.clear();
        self.rebel_own.clear();
        self.rebel_extra.clear();
        self.results =
            self.session.game().is_over().then(|| self.session.timeline().phase_ends(self.session.game().lesson()));
    }

    pub fn update(&mut self, msg: Msg, tr: &Translator, library: &Library) {
        self.error = None;
        match msg {
            Msg::Card(t, c) => {
                if let Some(slot) = self.cards.get_mut(t) {
                    *slot = Some(c);
                    self.focus = self.next_chooser(t);
                }
            }
            Msg::Focus(t) => self.focus = t,
            Msg::Resolve => {
                let input = Input::Decide { cards: self.cards.clone(), places: vec![] };
                self.enter(input, tr, library);
            }
            Msg::Proceed => self.enter(Input::Proceed, tr, library),
            Msg::Armies(t, d) => self.bump(t, d, true),
            Msg::Farms(t, d) => self.bump(t, d, false),
            Msg::Invest => self.enter(Input::Invest { spend: self.spend.clone(), places: vec![] }, tr, library),
            Msg::From(c) => self.from = Some(c),
            Msg::Target(c) => self.target = Some(c),
            Msg::Attack => match (self.from, self.target) {
                (Some(from), Some(target)) => self.enter(Input::Attack { from, target }, tr, library),
                _ => self.error = Some(tr.text("lesson-pick-countries")),
            },
            Msg::Throw => self.enter(Input::Throw, tr, library),
            Msg::BreakOff => self.enter(Input::BreakOff, tr, library),
            Msg::OccupyBy(d) => {
                if let Expect::Occupy { max, .. } = self.session.game().expecting() {
                    self.occupy = self.occupy.saturating_add_signed(d).min(max);
                }
            }
            Msg::Occupy => self.enter(Input::Occupy { armies: self.occupy }, tr, library),
            Msg::EndAttacks => self.enter(Input::EndAttacks, tr, library),
            Msg::PlaceRebellions => {
                let (own, extra) = (self.rebel_own.clone(), self.rebel_extra.clone());
                self.enter(Input::PlaceRebellions { own, extra }, tr, library)
            }
            Msg::RebelExtra(t, c) => {
                self.rebel_extra.resize(self.cards.len(), None);
                if let Some(slot) = self.rebel_extra.get_mut(t) {
                    *slot = Some(c);
                }
            }
            Msg::RebelOwn(t, c) => {
                self.rebel_own.resize(self.cards.len(), None);
                if let Some(slot) = self.rebel_own.get_mut(t) {
                    *slot = Some(c);
                }
            }
            Msg::Dice(s) => self.dice = s.chars().take(2_000).collect(),
            Msg::ToggleFold => self.teacher_fold = !self.teacher_fold,
            Msg::Undo => {
                if self.session.undo().is_some() {
                    self.reveal = None;
                    self.reset_drafts();
                    self.save(tr, library);
                }
            }
            Msg::ShowNext => self.reveal = None,
            Msg::ToggleHistory => {
                self.history = !self.history;
                self.fix = None;
            }
            Msg::Fix(index) => match self.session.record().entries.get(index).map(|e| &e.input) {
                Some(Input::Decide { cards, .. }) => {
                    self.fix = Some(Fix { index, cards: cards.clone(), dice: None, spend: None, preview: None });
                }
                Some(Input::Invest { spend, .. }) => {
                    self.fix =
                        Some(Fix { index, cards: vec![], dice: None, spend: Some(spend.clone()), preview: None });
                }
                _ => {}
            },
            Msg::FixCard(t, c) => {
                if let Some(fix) = self.fix.as_mut().filter(|f| f.cards.get(t).is_some_and(Option::is_some)) {
                    fix.cards[t] = Some(c);
                    fix.preview = None;
                }
            }
            Msg::FixDice(index) => {
                if let Some(e) = self.session.record().entries.get(index) {
                    let text: Vec<String> = e
                        .outcomes
                        .iter()
                        .map(|o| match o {
                            Outcome::Die(d) => d.to_string(),
                            Outcome::Draw(p) => tr.text(&format!("product-{}", p.code())),
                        })
                        .collect();
                    self.fix =
                        Some(Fix { index, cards: vec![], dice: Some(text.join(" ")), spend: None, preview: None });
                }
            }
            Msg::FixSpend(t, armies, delta) => {
                if let Some(s) = self.fix.as_mut().and_then(|f| {
                    f.preview = None;
                    f.spend.as_mut()?.get_mut(t)
                }) {
                    let v = if armies { &mut s.armies } else { &mut s.farms };
                    *v = v.saturating_add_signed(delta);
                }
            }
            Msg::FixDiceText(t) => {
                if let Some(fix) = &mut self.fix {
                    fix.dice = Some(t);
                    fix.preview = None;
                }
            }
            Msg::FixPreview => {
                if let Some(fix) = &mut self.fix {
                    let Some(old) = self.session.record().entries.get(fix.index) else { return };
                    let (input, outcomes) = match &fix.dice {
                        Some(text) => match parse_outcomes(text) {
                            Ok(o) => (old.input.clone(), Some(o)),
                            Err(bad) => {
                                fix.preview = Some(Err(tr.tr("lesson-bad-outcome", &[("word", Arg::from(bad))])));
                                return;
                            }
                        },
                        None => match &fix.spend {
                            Some(spend) => (Input::Invest { spend: spend.clone(), places: vec![] }, None),
                            None => (Input::Decide { cards: fix.cards.clone(), places: vec![] }, None),
                        },
                    };
                    let names = self.session.record().names();
                    fix.preview = Some(self.session.correction_with(fix.index, input, outcomes).map_err(|e| match e {
                        crate::engine::ReplayError::Entry { index, error } => tr.tr(
                            "history-breaks",
                            &[("entry", Arg::from(index + 1)), ("why", Arg::from(errors::rule(tr, &names, &error)))],
                        ),
                        other => errors::replay(tr, &names, &other),
                    }));
                }
            }
            Msg::FixConfirm => {
                if let Some(Fix { preview: Some(Ok(c)), .. }) = self.fix.take() {
                    self.session.commit(c);
                    self.reveal = None;
                    self.reset_drafts();
                    self.save(tr, library);
                }
            }
            Msg::FixCancel => self.fix = None,
            Msg::RetrySave => self.save(tr, library),
            Msg::TeamPanel(t) => self.team_panel = t,
            Msg::Reason(r) => self.reason = r.chars().take(crate::engine::limits::REASON_CHARS).collect(),
            Msg::PickProduct(p) => self.product = p,
            Msg::Correct(team, what, delta) => {
                let now = self.current(team, what);
                let reason =
                    if self.reason.trim().is_empty() { tr.text("team-default-reason") } else { self.reason.clone() };
                let input = Input::Correct { team: team as u8, what, value: (now + delta).max(0), reason };
                match self.session.apply(input) {
                    Ok(changes) => {
                        self.reveal = Some(Reveal { step: self.session.record().entries.len(), changes });
                        self.save(tr, library);
                    }
                    Err(e) => self.error = Some(errors::rule(tr, &self.names(), &e)),
                }
            }
        }
    }

    /// The number a correction starts from.
    fn current(&self, team: usize, what: Counter) -> i64 {
        let st = self.session.game().state();
        let country = |c: CountryId| st.countries.get(usize::from(c));
        match what {
            Counter::Gold => st.teams.get(team).map_or(0, |t| t.gold.into()),
            Counter::Prestige => st.teams.get(team).map_or(0, |t| t.prestige.into()),
            Counter::SlaveShip => st.teams.get(team).map_or(0, |t| t.slave_ship.into()),
            Counter::Armies { country: c } => country(c).map_or(0, |c| c.armies.into()),
            Counter::Counters { country: c, product } => country(c).map_or(0, |c| c.counters[product.index()].into()),
            Counter::Building { country: c, building } => country(c).map_or(0, |c| c.buildings.has(building).into()),
            Counter::Rebellion { country: c } => country(c).map_or(0, |c| c.rebellion.into()),
        }
    }

    fn next_chooser(&self, t: usize) -> usize {
        let n = self.cards.len();
        let choosing = match self.session.game().expecting() {
            Expect::Decide { choosing } => choosing,
            _ => return t,
        };
        (1..=n).map(|i| (t + i) % n).find(|&u| choosing.contains(u) && self.cards[u].is_none()).unwrap_or(t)
    }

    fn bump(&mut self, team: usize, delta: i32, armies: bool) {
        let limit = self.session.game().spend_limit(team);
        if let Some(s) = self.spend.get_mut(team) {
            // Never more than the team can pay, as the engine counts it.
            if armies {
                s.armies = s.armies.saturating_add_signed(delta).min(limit.max_armies(s.farms));
            } else {
                s.farms = s.farms.saturating_add_signed(delta).min(limit.max_farms(s.armies));
            }
        }
    }

    /// Applies an entry; on success the record is saved at once.
    pub fn enter(&mut self, input: Input, tr: &Translator, library: &Library) {
        let result = if self.typed {
            match parse_outcomes(&self.dice) {
                Ok(outcomes) => self.session.apply_typed(input, outcomes),
                Err(bad) => {
                    self.error = Some(tr.tr("lesson-bad-outcome", &[("word", Arg::from(bad))]));
                    return;
                }
            }
        } else {
            self.session.apply(input)
        };
        match result {
            Ok(_) if self.session.record().to_json().len() as u64 > crate::engine::limits::RECORD_BYTES => {
                // The entry would make a file the app could not read again: it is taken back.
                let size = self.session.record().to_json().len() as u64;
                self.session.undo();
                let e = crate::store::StoreError::TooLarge { path: self.path.clone(), size };
                self.error = Some(errors::store(tr, &e));
            }
            Ok(changes) => {
                let step = self.session.record().entries.len();
                self.reveal = Some(Reveal { step, changes });
                self.reset_drafts();
                self.save(tr, library);
            }
            Err(e) => self.error = Some(errors::rule(tr, &self.names(), &e)),
        }
    }

    fn save(&mut self, tr: &Translator, library: &Library) {
        match library.save(&self.path, self.session.record()) {
            Ok(()) => {
                self.save_error = None;
                self.saved = true;
            }
            Err(e) => {
                self.saved = false;
                self.save_error = Some(tr.tr("lesson-not-saved", &[("why", Arg::from(errors::store(tr, &e)))]));
            }
        }
    }

    /// Presses a card key for the team in focus (keys 1-3).
    pub fn key_card(&mut self, card: u8) {
        // The engine says whether this team may lay this card now (it chooses and can pay).
        if self.session.game().card_allowed(self.focus, card).is_ok() {
            let t = self.focus;
            self.cards[t] = Some(card);
            self.focus = self.next_chooser(t);
        }
    }
}

/// Reads typed dice and draws: numbers 1-6 are dice, product names (in any of the three
/// languages, or the file's codes) are counters. Returns the first word it cannot read.
pub fn parse_outcomes(s: &str) -> Result<Vec<Outcome>, String> {
    let translators: Vec<Translator> = Language::ALL.into_iter().map(Translator::new).collect();
    s.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .map(|w| {
            if let Ok(d) = w.parse::<u8>() {
                return Ok(Outcome::Die(d));
            }
            let lw = w.to_lowercase();
            Product::ALL
                .into_iter()
                .find(|p| {
                    p.code() == lw
                        || translators.iter().any(|tr| tr.text(&format!("product-{}", p.code())).to_lowercase() == lw)
                })
                .map(Outcome::Draw)
                .ok_or_else(|| w.to_string())
        })
        .collect()
}

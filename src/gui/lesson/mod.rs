//! A lesson under way: the flow of a step (read out, cards in, resolve, what happened stays on
//! screen, next situation), saving after every entry, undo, corrections, and what the projector may
//! show. The screen owns its state and its messages; it tells the app what only the app can
//! do through `Event`s.

#[cfg(test)]
mod device_secrets;
mod draft;
mod entry;
mod film;
mod history;
mod keys;
mod on_map;
mod one_choice;
mod opening;
mod remote;
mod results;
mod saving;
mod team;
mod view;
mod what_if;
mod whys;

pub use draft::{Draft, SpendText};
pub use history::{Fix, FixMsg};
pub use results::{debrief_position, debrief_questions};
pub use view::view;

/// The map as `viewer` may see it now (`None` on the own board); its text size and colours
/// are set where it is drawn.
pub fn map_picture(l: &LessonScreen, viewer: crate::seen::Viewer) -> Option<crate::gui::map::MapPicture> {
    on_map::picture(l, viewer, 0.0, false)
}

/// The map after the first `at` entries, as the film shows it.
pub fn film_picture(l: &LessonScreen, at: usize) -> Option<crate::gui::map::MapPicture> {
    on_map::film_picture(l, at)
}

/// The same from a session alone (the film written to a file).
pub fn film_picture_of(session: &Session, at: usize) -> Option<crate::gui::map::MapPicture> {
    on_map::film_picture_of(session, at)
}

use iced::Task;
use std::path::PathBuf;

use super::{Ctx, Words};
use crate::engine::{Change, CountryId, Dice, Input, Outcome, Product, Quantity, Session, Site, Spend};
use crate::i18n::{Arg, Language, Translator};
use crate::report::errors;
use crate::store::Library;
pub use film::{Film, FilmMsg, entry_time as film_entry_time, stride as film_stride};
pub use one_choice::{OneChoiceMsg, change_id as one_choice_change_id, team_id as one_choice_team_id};
use saving::{Saving, Written};
pub use what_if::GAMES as WHAT_IF_GAMES;
pub use whys::hide_id as why_hide_id;

/// What the screen shows in its main area.
#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    /// The step waits for its entry.
    Entering,
    /// An entry was resolved: what happened stays on screen until "Next situation".
    Revealed(Reveal),
}

/// What kind of entry was revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Revealed {
    /// A step without a choice: the landing, the income, the monopolies.
    Proceed,
    Cards,
    Investment,
    Rebellions,
    /// The colonial wars, all fights of the step together.
    Wars,
}

/// An entry's changes, shown until the teacher moves on.
#[derive(Clone, Debug, PartialEq)]
pub struct Reveal {
    /// The step the entry was made at (the header shows it until "Next situation").
    pub step: usize,
    pub kind: Revealed,
    pub changes: Vec<Change>,
}

/// What the side of the screen shows besides the standings.
#[derive(Clone, Debug, PartialEq)]
pub enum Panel {
    None,
    History(Option<Box<Fix>>),
    Team(usize),
    Devices,
}

/// A key the app passes to the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// 1-3: a card for the marked team; in the investments, a digit of its armies.
    Card(u8),
    /// 0 and 4-9: a digit of the marked team's armies in the investments.
    Digit(u8),
    /// Takes the last digit of the marked team's armies back.
    Backspace,
    Tab {
        back: bool,
    },
    Enter,
    /// Shift+Enter: what Enter does, and also what Enter alone will not do by accident:
    /// ending a team's attacks with nothing chosen, confirming investments nobody typed.
    Confirm,
    Escape,
    Undo,
    Redo,
    /// ←/→ (the country to attack from) and ↑/↓ (the country attacked); ↑/↓ also set how
    /// many armies move into a fallen country.
    Choose {
        target: bool,
        back: bool,
    },
    /// R: the attacker retreats.
    Retreat,
    /// Page Up/Down (what a presenter's remote sends): the film steps back or forward.
    Page {
        back: bool,
    },
    /// Space: the film plays or pauses.
    Space,
}

#[derive(Clone, Debug)]
pub enum Msg {
    Key(Key),
    Card(usize, crate::engine::Card),
    Focus(usize),
    Resolve,
    Proceed,
    /// Next situation: leave what happened and show the step the game waits for.
    Next,
    Armies(usize, String),
    Farms(usize, String),
    /// +/- on a team's armies (true) or farms.
    Bump(usize, bool, i32),
    Invest,
    From(CountryId),
    Target(CountryId),
    Attack,
    Throw,
    Retreat,
    OccupyBy(i32),
    Occupy,
    EndAttacks,
    RebelOwn(usize, CountryId),
    RebelExtra(usize, CountryId),
    PlaceRebellions,
    Dice(String),
    /// The class throws real dice (true) or the app throws them, from the next entry on.
    RealDice(bool),
    ToggleConsequences,
    ToggleDetail,
    Undo,
    /// Makes the entry undone last again (nothing when there is none).
    Redo,
    RetrySave,
    /// The writer has written what it was handed (its report waits in it).
    SaveEnded,
    /// Leave the lesson (asked first while anything is not on disk).
    Leave(Leave),
    /// Leave all the same: what is not saved stays in its recovery copy.
    LeaveAnyway,
    /// Back to the lesson from the question before leaving.
    StayInLesson,
    /// Save the record to a place the teacher chooses (a USB stick), then leave.
    SaveElsewhere,
    SaveElsewhereTo(Option<PathBuf>),
    /// The save failed: show what happened all the same and go on; every later entry tries
    /// to save the whole record again.
    GoOnUnsaved,
    Panel(Panel),
    Fix(history::FixMsg),
    Reason(String),
    Product(Product),
    /// A correction: the team, what, and by how much.
    Correct(usize, Quantity, i64),
    ReadAloud,
    /// The text shown is for the teacher's own voice: read it aloud all the same (true), or not.
    ReadYourself(bool),
    /// The opening of the phase is shown again (true), or left for its first situation.
    Opening(bool),
    /// A step (by id) discussed (true) or played from now on: while it can still change.
    Discussed(String, bool),
    /// The lesson plan as PDF, in the lesson's language, opened for the teacher.
    LessonPlan,
    ProjectorStandings(bool),
    /// The projector screen shows the map (true) or the lesson.
    ProjectorMap(bool),
    /// A click on a country of the map (its index on the map).
    MapPick(Site),
    /// At the landing on the map: the team lands in this map country instead.
    Land(usize, Site),
    /// At a decision on the map: the team's +1L goes to this map country.
    Conquest(usize, Site),
    /// Where a team's group of gains that starts at this proposal goes: one country for all,
    /// or (`None`) where the app proposes.
    Gains(usize, u16, Option<CountryId>),
    /// Marks a team's group of gains: a click on one of the team's countries on the map puts
    /// them there.
    GainFocus(usize, u16),
    /// Shows or folds where the gains go.
    ToggleGains,
    /// A real die of the throw under way: the attacker's (0) or the defender's (1).
    ThrowDie(usize, u8),
    /// Shows or folds the situation in the colonial wars.
    ToggleSituation,
    /// The projector screen leaves the lobby (how teams join) for the first situation.
    CloseLobby,
    /// The debrief question shown on the projector (0: the rankings).
    Debrief(usize),
    /// The short debrief: each phase's key question only (u24), or all the questions.
    DebriefShort(bool),
    /// The chart of how each team got there on the projector screen (else the end chart).
    Journey(bool),
    /// Which teams the end chart lights up, on both screens.
    Highlight(crate::gui::projector::end::Highlight),
    /// The film of the class's game on the projector screen.
    Film(FilmMsg),
    /// "What if?" for the question shown, on the projector screen (or the question again).
    WhatIfShown(bool),
    /// Looks whether "what if" is worked out (from the clock, while it is under way).
    WhatIfCheck,
    /// "One choice changed": the class's game with one team's card changed, the same dice.
    OneChoice(OneChoiceMsg),
    /// A team's reason for its card at a step hidden from the class (or shown again).
    WhyHidden {
        step: usize,
        team: usize,
        hidden: bool,
    },
    /// The teams' reasons for the question shown, on the projector screen (or the question).
    WhysShown(bool),
    SaveSheets,
    /// The film as an animated picture, for a learning platform.
    SaveFilm,
    /// The class's results and decisions as CSV, for a spreadsheet.
    SaveCsv,
    /// The CSV's separator chosen on the results screen.
    CsvDelimiter(crate::export::Delimiter),
    /// The sheets or the CSV have been written (the job's end, from iced).
    WriteEnded,
    Home,
    Devices(super::devices_panel::DevMsg),
}

/// Where the teacher goes when leaving a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Back to the classes.
    Home,
    /// Out of the app (the teacher's window closed).
    Exit,
}

/// What the lesson asks of the app.
#[derive(Clone, Debug)]
pub enum Event {
    /// The lesson may be left now: to the classes, or out of the app.
    Leave(Leave),
    /// The same, once the record was saved to a place the teacher chose (a notice says where).
    LeftSaved(Leave, Words),
    /// Read this text aloud in this language (or stop, when it is already reading); `true`: the
    /// text is for the teacher's own voice, and is read only once the teacher confirms.
    ReadAloud(String, Language, bool),
    /// Write the lesson plan in this language as PDF and open it.
    LessonPlan(Language),
    /// The filled score sheet and debrief sheet were written (or not): a notice for the teacher.
    Notice(Words, bool),
    /// Files were written into this folder: a notice that offers to open it.
    Saved(Words, PathBuf),
}

pub struct LessonScreen {
    pub(crate) session: Session,
    pub(crate) path: PathBuf,
    pub(crate) lang: Language,
    /// The lesson's texts, in the language the class hears.
    pub(crate) tr: Translator,
    pub(crate) mode: Mode,
    pub(crate) draft: Draft,
    pub(crate) panel: Panel,
    pub(crate) consequences: bool,
    /// Where the gains go is shown (folded by default: it says what each card does).
    pub(crate) gains_open: bool,
    /// The situation is shown in the colonial wars (folded by default: the fight needs the room).
    pub(crate) situation_open: bool,
    /// The teacher closed the lobby (before the first entry, with team devices on).
    pub(crate) lobby_closed: bool,
    pub(crate) detail: bool,
    /// The opening of this phase is shown before its first situation.
    pub(crate) opening: Option<usize>,
    /// "Read aloud" was pressed where the lesson plan advises the teacher's own voice: the
    /// screen asks whether to read it all the same.
    pub(crate) confirm_reading: bool,
    pub(crate) error: Option<Words>,
    /// The team panel's own state: the reason and the product of the next correction.
    pub(crate) correcting: team::Correcting,
    pub(crate) debrief: usize,
    /// The short debrief: "next" steps through each phase's key question only.
    pub(crate) debrief_short: bool,
    /// Between the questions, the projector screen shows how each team got there instead of
    /// the end chart.
    journey: bool,
    /// The teams the end chart lights up.
    highlight: crate::gui::projector::end::Highlight,
    /// The film of the game, while it is open (at the end).
    film: Option<Film>,
    /// "What if?": the class's start played many times at random, worked out in the background
    /// once the game is over.
    what_if: what_if::WhatIfRun,
    /// The projector screen shows "what if" for the question shown.
    what_if_shown: bool,
    /// "One choice changed": the team chosen, the change asked for and its answer.
    one_choice: one_choice::OneChoiceState,
    /// The projector screen shows the teams' reasons for the question shown.
    whys_shown: bool,
    /// What each team's phone shows at the end from its own game changed (its turning points and
    /// its own "what if"), for the end they were worked out for.
    turning: std::sync::Mutex<Option<(u64, std::sync::Arc<one_choice::PhoneEnds>)>>,
    pub(crate) projector_standings: bool,
    pub(crate) projector_map: bool,
    /// Team devices, while they are on.
    pub(crate) devices: super::devices_panel::TeamDevices,
    /// The entries undone, the last undone last, for redo; cleared by any new entry or a
    /// changed draft.
    pub(crate) redo: Vec<crate::engine::Entry>,
    /// The record's way to disk: the save under way or failed, and what waits for it.
    pub(crate) saving: Saving,
    /// Undo, redo, a correction or a switch made while an entry waited for the disk: carried
    /// out in order once it is there (the screen never waits for the disk to take them).
    queued: Vec<Msg>,
    /// The library the class belongs to (its writer saves there, as slow as its disk).
    library: Library,
    /// Devices' cards laid and waiting for their draft to reach the disk before they are
    /// answered: the draft's number, the ask, and the team's place as it was before.
    answers: Vec<remote::Waiting>,
    /// The teacher asked to leave the lesson (the classes, or the app's end) while something
    /// was not on disk: it leaves once it is, or when the teacher says so.
    pub(crate) leaving: Option<Leave>,
    /// The score sheets or the CSV being written, on a thread of their own: what it said, and
    /// the folder it wrote to.
    writing: crate::gui::job::Running<Wrote>,
    /// The CSV's separator, where the teacher chose one on the results screen.
    pub(crate) csv_delimiter: Option<crate::export::Delimiter>,
}

impl LessonScreen {
    pub fn new(session: Session, path: PathBuf, lang: Language, library: Library) -> LessonScreen {
        let mut l = LessonScreen {
            session,
            path,
            library,
            lang,
            tr: Translator::new(lang),
            mode: Mode::Entering,
            draft: Draft::default(),
            panel: Panel::None,
            consequences: false,
            gains_open: false,
            situation_open: false,
            lobby_closed: false,
            detail: false,
            opening: None,
            confirm_reading: false,
            error: None,
            correcting: team::Correcting::default(),
            debrief: 0,
            debrief_short: false,
            journey: false,
            highlight: crate::gui::projector::end::Highlight::All,
            film: None,
            what_if: what_if::WhatIfRun::default(),
            what_if_shown: false,
            one_choice: one_choice::OneChoiceState::default(),
            turning: std::sync::Mutex::new(None),
            whys_shown: false,
            projector_standings: false,
            projector_map: false,
            devices: super::devices_panel::TeamDevices::default(),
            redo: Vec::new(),
            saving: Saving::default(),
            queued: Vec::new(),
            answers: Vec::new(),
            leaving: None,
            writing: crate::gui::job::Running::default(),
            csv_delimiter: None,
        };
        l.reset_draft();
        l.restore_pending();
        l.opening = opening::due(&l.session);
        l.what_if.start(&l.session);
        l
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// What "Read aloud" says now: the phase's opening, the situation at the step shown, or once
    /// the game is over, the short background of the phase being debriefed.
    pub fn read_aloud_words(&self) -> String {
        let lesson = self.session.game().lesson();
        if self.session.game().is_over() {
            return results::short_background(self).0;
        }
        if let Some(phase) = self.opening() {
            return crate::report::read_aloud_opening(&self.tr, lesson, phase);
        }
        let step = self.shown_step();
        crate::report::read_aloud(&self.tr, lesson, step, self.session.game().is_discussed(step))
    }

    /// Whether what "Read aloud" would say now is for the teacher's own voice (the lesson marks
    /// the slave trade, and the history of enslavement and genocide, so): then it is read only
    /// once the teacher confirms.
    pub fn read_yourself(&self) -> bool {
        let lesson = self.session.game().lesson();
        if self.session.game().is_over() {
            return results::short_background(self).1;
        }
        self.opening().is_none() && lesson.steps.get(self.shown_step()).is_some_and(|s| s.read_yourself)
    }

    /// The phase whose opening the screens show now (before its first situation).
    pub fn opening(&self) -> Option<usize> {
        self.opening.filter(|_| matches!(self.mode, Mode::Entering) && !self.waits_for_disk())
    }

    /// Whether the screen asks to confirm reading a text meant for the teacher's own voice.
    pub fn confirms_reading(&self) -> bool {
        self.confirm_reading
    }

    /// The app was asked to read a text meant for the teacher's own voice: the screen asks first.
    pub fn ask_to_read(&mut self) {
        self.confirm_reading = true;
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    pub fn panel(&self) -> &Panel {
        &self.panel
    }

    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// What `viewer` may see of the lesson now: the projector screen and the team devices take
    /// the cards, the spending and what an entry did from here only.
    pub fn seen(&self, viewer: crate::seen::Viewer) -> crate::seen::Seen {
        let d = &self.draft;
        let spend: Vec<Option<Spend>> = (0..d.spend.len())
            .map(|t| {
                let empty = d.spend[t].armies.trim().is_empty() && d.spend[t].farms.trim().is_empty();
                (!empty || d.by_device.get(t).copied().unwrap_or(false)).then(|| d.spend[t].spend())
            })
            .collect();
        let revealed = match &self.mode {
            Mode::Revealed(r) => Some((r.step, r.changes.as_slice())),
            Mode::Entering => None,
        };
        let moment = crate::seen::Moment { session: &self.session, cards: &d.cards, spend: &spend, revealed };
        crate::seen::seen(viewer, &moment)
    }

    pub fn error(&self) -> Option<&Words> {
        self.error.as_ref()
    }

    pub fn save_error(&self) -> Option<&Words> {
        self.saving.error()
    }

    pub fn language(&self) -> Language {
        self.lang
    }

    pub fn lesson_translator(&self) -> &Translator {
        &self.tr
    }

    pub fn names(&self) -> Vec<String> {
        self.session.record().names()
    }

    /// The teams' names and the numbers the countries go by, for every text that names them.
    pub fn cast(&self) -> crate::report::Cast {
        crate::report::Cast::of(self.names(), self.session.game().state())
    }

    /// The number country `c` goes by (on the app's map, its map country's).
    pub fn number(&self, c: CountryId) -> usize {
        crate::report::number_on(&self.session.game().state().sites, c)
    }

    /// The countries the attacker may attack, in the entry being made: on the map those
    /// across a border from the country chosen to attack from, else every one it may attack.
    pub(crate) fn attack_targets(&self) -> Vec<CountryId> {
        let game = self.session.game();
        let mut targets = Vec::new();
        match self.draft.from {
            Some(from) => game.attack_targets_from_into(from, &mut targets),
            None => game.attack_targets_into(&mut targets),
        }
        targets
    }

    /// "Attack: A against B, country 30 from country 36", in `tr`'s language.
    pub(crate) fn fight_title(&self, tr: &Translator, attacker: u8, fight: crate::engine::Fight) -> String {
        let names = self.names();
        let name = |t: u8| names.get(usize::from(t)).cloned().unwrap_or_default();
        tr.tr(
            "lesson-fight-title",
            &[
                ("attacker", Arg::from(name(attacker))),
                ("defender", Arg::from(name(fight.defender))),
                ("target", Arg::from(self.number(fight.target))),
                ("from", Arg::from(self.number(fight.from))),
            ],
        )
    }

    /// The step the screen is about: the one just resolved while it is revealed.
    pub fn shown_step(&self) -> usize {
        // An entry waiting for the disk: still its step.
        let waiting = self.saving.unsaved().and_then(|u| u.after.as_ref());
        match waiting.unwrap_or(&self.mode) {
            Mode::Revealed(r) => r.step,
            Mode::Entering => self.session.game().state().step,
        }
    }

    /// Clears what was being prepared, for the entry the game waits for now.
    fn reset_draft(&mut self) {
        self.draft = Draft::for_step(self.session.game(), self.names().len());
        // What a draft that failed to save held is in the record now (or was taken back).
        self.saving.draft_saved();
    }

    pub fn update(&mut self, msg: Msg, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let before = self.place();
        let (task, event) = self.update_one(msg, ctx);
        // Whatever the message handed to the writer, its end comes back as `SaveEnded`.
        let task = Task::batch([task, self.save_task()]);
        // The game's last entry starts "what if" (a finished class opened started it at once).
        self.what_if.start(&self.session);
        // A new step, its reveal or a phase's opening starts at its top: its title and the
        // first line to read out in view, not scrolled as the last one was.
        let task = if self.place() == before {
            task
        } else {
            let top = || iced::widget::operation::AbsoluteOffset { x: 0.0, y: 0.0 };
            Task::batch([
                task,
                iced::widget::operation::scroll_to(view::MAIN_SCROLL, top()),
                iced::widget::operation::scroll_to(history::SCROLL, top()),
            ])
        };
        (task, event)
    }

    /// Where the lesson is, as the teacher's screen shows it: the entries made, whether the
    /// last is being revealed, the phase opening shown, the entry being corrected.
    fn place(&self) -> (usize, bool, Option<usize>, Option<usize>) {
        let fixing = match &self.panel {
            Panel::History(Some(f)) => Some(f.index),
            _ => None,
        };
        (self.session.record().entries.len(), matches!(self.mode, Mode::Revealed(_)), self.opening, fixing)
    }

    fn update_one(&mut self, msg: Msg, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        // What the teacher does clears the last refusal; what comes back from the background
        // (the end of a save, of a file written, of "what if") leaves it standing.
        if !matches!(msg, Msg::SaveEnded | Msg::WriteEnded | Msg::WhatIfCheck) {
            self.error = None;
        }
        self.one_choice_follow_language(ctx.tr);
        if let Msg::OneChoice(m) = msg {
            self.one_choice_update(m, ctx.tr);
            return (self.save_task(), None);
        }
        if let Msg::WhyHidden { step, team, hidden } = msg {
            if self.session.set_why_hidden(step, team, hidden) {
                self.commit(None, ctx);
            }
            return (self.save_task(), None);
        }
        // What is being prepared for the entry, an entry made, what the screens show: each
        // takes its own messages and gives back the others.
        let msg =
            self.draft_update(msg).or_else(|msg| self.entry_update(msg, ctx)).or_else(|msg| self.screen_update(msg));
        let Err(msg) = msg else { return (self.save_task(), None) };
        match msg {
            Msg::Key(key) => return self.key(key, ctx),
            Msg::Fix(m) => self.fix(m, ctx),
            Msg::RealDice(real) => {
                if self.queue_while_waiting(Msg::RealDice(real)) {
                    return (self.save_task(), None);
                }
                let dice = if real { Dice::Real } else { Dice::App };
                if !self.waits_for_disk() && self.session.record().dice() != dice {
                    self.session.set_dice(dice);
                    self.commit(None, ctx);
                }
            }
            Msg::Undo => self.undo(ctx),
            Msg::Redo => self.redo(ctx),
            Msg::RetrySave => {
                // The cards laid so far, where only they failed to reach the disk.
                if self.saving.draft_unsaved() {
                    let _ = self.save_pending();
                }
                let record = Written::of(self.session.record());
                self.saving.retry(record, &self.path, ctx.library);
            }
            Msg::SaveEnded => return self.heard(ctx),
            Msg::Leave(leave) => return self.leave(leave),
            Msg::LeaveAnyway => return (Task::none(), self.leaving.take().map(Event::Leave)),
            Msg::StayInLesson => self.leaving = None,
            Msg::SaveElsewhere => return (self.save_elsewhere_dialog(), None),
            Msg::SaveElsewhereTo(to) => return self.save_elsewhere(to),
            Msg::GoOnUnsaved => {
                if let Some(mode) = self.saving.go_on_unsaved() {
                    self.mode = mode;
                }
            }
            Msg::Reason(r) => self.correcting.reason = r.chars().take(crate::engine::limits::REASON_CHARS).collect(),
            Msg::Product(p) => self.correcting.product = p,
            Msg::Correct(team, what, delta) => self.correct(team, what, delta, ctx),
            Msg::ReadAloud => {
                let event = Event::ReadAloud(self.read_aloud_words(), self.lang, self.read_yourself());
                return (Task::none(), Some(event));
            }
            Msg::ReadYourself(read) => {
                self.confirm_reading = false;
                if read {
                    return (Task::none(), Some(Event::ReadAloud(self.read_aloud_words(), self.lang, false)));
                }
            }
            Msg::Discussed(id, on) => self.set_discussed(&id, on, ctx),
            Msg::LessonPlan => return (Task::none(), Some(Event::LessonPlan(self.lang))),
            Msg::MapPick(site) => match on_map::pick(self, site) {
                Ok(Some(msg)) => return self.update(msg, ctx),
                Ok(None) => {}
                Err(why) => self.error = Some(why),
            },
            Msg::SaveSheets => return self.write(ctx, Output::Sheets),
            Msg::SaveFilm => return self.write(ctx, Output::Film),
            Msg::SaveCsv => return self.write(ctx, Output::Csv),
            Msg::CsvDelimiter(d) => self.csv_delimiter = Some(d),
            Msg::WriteEnded => {
                let written = self.writing.ended().map(|w| w.unwrap_or_else(|_| Err(Words::text("files-not-written"))));
                return (Task::none(), written.map(written_event));
            }
            Msg::Home => return self.leave(Leave::Home),
            Msg::Devices(crate::gui::devices_panel::DevMsg::PrintSlips) => return self.write(ctx, Output::Slips),
            Msg::Devices(m) => self.devices_update(m),
            // Taken above by `draft_update`, `entry_update` and `screen_update`.
            Msg::Armies(..)
            | Msg::Bump(..)
            | Msg::Card(..)
            | Msg::Conquest(..)
            | Msg::Dice(_)
            | Msg::Farms(..)
            | Msg::Focus(_)
            | Msg::From(_)
            | Msg::GainFocus(..)
            | Msg::Gains(..)
            | Msg::Land(..)
            | Msg::OccupyBy(_)
            | Msg::RebelExtra(..)
            | Msg::RebelOwn(..)
            | Msg::Target(_)
            | Msg::ThrowDie(..)
            | Msg::ToggleGains
            | Msg::Resolve
            | Msg::Invest
            | Msg::Proceed
            | Msg::Attack
            | Msg::Throw
            | Msg::Retreat
            | Msg::Occupy
            | Msg::EndAttacks
            | Msg::PlaceRebellions
            | Msg::Next
            | Msg::ToggleSituation
            | Msg::Opening(_)
            | Msg::CloseLobby
            | Msg::ToggleConsequences
            | Msg::ToggleDetail
            | Msg::Panel(_)
            | Msg::ProjectorStandings(_)
            | Msg::ProjectorMap(_)
            | Msg::Debrief(_)
            | Msg::DebriefShort(_)
            | Msg::Journey(_)
            | Msg::Highlight(_)
            | Msg::WhatIfShown(_)
            | Msg::WhatIfCheck
            | Msg::OneChoice(_)
            | Msg::WhyHidden { .. }
            | Msg::WhysShown(_)
            | Msg::Film(_) => {}
        }
        (self.save_task(), None)
    }

    /// The entry the step's main button would make now (cards, investments, rebellions, a
    /// step without a choice), to ask the engine which dice it needs; `None` elsewhere.
    pub(crate) fn entry_input(&self) -> Option<Input> {
        let game = self.session.game();
        match game.expecting() {
            crate::engine::Expect::Decide { .. } | crate::engine::Expect::Invest => self.draft.input(game),
            crate::engine::Expect::Proceed => Some(self.proceed_input()),
            crate::engine::Expect::PlaceRebellions => Some(self.rebellions_input()),
            _ => None,
        }
    }

    /// A step without a choice, with the teacher's landing places.
    fn proceed_input(&self) -> Input {
        Input::Proceed { places: self.draft.landing_places(self.session.game()) }
    }

    /// The rebellions where the teacher placed them.
    fn rebellions_input(&self) -> Input {
        Input::PlaceRebellions { own: self.draft.rebel_own.clone(), extra: self.draft.rebel_extra.clone() }
    }

    /// A message that makes an entry from the draft (a card step resolved, an attack, a
    /// throw...); any other is given back.
    fn entry_update(&mut self, msg: Msg, ctx: &Ctx<'_>) -> Result<(), Msg> {
        match msg {
            Msg::Resolve | Msg::Invest => {
                if let Some(input) = self.draft.input(self.session.game()) {
                    self.enter(input, ctx);
                }
            }
            Msg::Proceed => self.enter(self.proceed_input(), ctx),
            Msg::Attack => match (self.draft.from, self.draft.target) {
                (Some(from), Some(target)) => self.enter(Input::Attack { from, target }, ctx),
                _ => self.error = Some(Words::text("lesson-pick-countries")),
            },
            // With real dice, the two dice chosen on the screen (or by keys).
            Msg::Throw if self.real_dice() => match self.draft.throw_text() {
                Some(dice) => {
                    self.draft.dice = dice;
                    self.enter(Input::Throw, ctx);
                }
                None => self.error = Some(Words::text("lesson-throw-both-dice")),
            },
            Msg::Throw => self.enter(Input::Throw, ctx),
            Msg::Retreat => self.enter(Input::BreakOff, ctx),
            Msg::Occupy => self.enter(Input::Occupy { armies: self.draft.occupy }, ctx),
            Msg::EndAttacks => self.enter(Input::EndAttacks, ctx),
            Msg::PlaceRebellions => self.enter(self.rebellions_input(), ctx),
            other => return Err(other),
        }
        Ok(())
    }

    /// A message that changes only what the teacher's screen and the projector screen show
    /// (folds, panels, the next situation); any other is given back.
    fn screen_update(&mut self, msg: Msg) -> Result<(), Msg> {
        match msg {
            // Only the reveal has "Next situation": while an entry waits for the disk, what
            // happened has not shown yet, and it must not be skipped.
            Msg::Next if !matches!(self.mode, Mode::Revealed(_)) => {}
            Msg::Next => {
                // A new situation: the consequences fold again and the projector screen leaves
                // the standings, so that the class sees neither while it hears the situation.
                self.mode = Mode::Entering;
                self.detail = false;
                self.consequences = false;
                self.gains_open = false;
                self.situation_open = false;
                self.projector_standings = false;
                self.projector_map = false;
                self.reset_draft();
                // The first situation of a phase comes after the phase's opening.
                self.opening = opening::due(&self.session);
            }
            Msg::Opening(show) => {
                self.opening = if show { opening::due(&self.session) } else { None };
                self.confirm_reading = false;
            }
            Msg::ToggleSituation => self.situation_open = !self.situation_open,
            Msg::CloseLobby => self.lobby_closed = true,
            Msg::ToggleConsequences => self.consequences = !self.consequences,
            Msg::ToggleDetail => self.detail = !self.detail,
            Msg::Panel(p) => {
                // Opening the devices panel looks for the laptop's addresses, so that one is
                // chosen and Start works at once.
                if p == Panel::Devices && self.devices.console.is_none() {
                    self.refresh_addresses();
                }
                self.panel = p;
            }
            Msg::ProjectorStandings(on) => {
                self.projector_standings = on;
                self.projector_map &= !on;
            }
            Msg::ProjectorMap(on) => {
                self.projector_map = on;
                self.projector_standings &= !on;
            }
            Msg::Debrief(i) => {
                (self.debrief, self.journey, self.film, self.what_if_shown) = (i, false, None, false);
                self.whys_shown = false;
                self.one_choice_off_projector();
            }
            Msg::WhysShown(on) => {
                (self.whys_shown, self.what_if_shown, self.film) = (on && self.debrief > 0, false, None);
                self.one_choice_off_projector();
            }
            Msg::DebriefShort(on) => self.debrief_short = on,
            Msg::Journey(on) => {
                (self.debrief, self.journey, self.film, self.what_if_shown) = (0, on, None, false);
                self.one_choice_off_projector();
            }
            Msg::WhatIfShown(on) => {
                (self.what_if_shown, self.film, self.whys_shown) = (on && self.debrief > 0, None, false);
                self.one_choice_off_projector();
            }
            Msg::WhatIfCheck => self.what_if.check(),
            Msg::Film(m) => {
                self.film_update(m);
                // The film of the class's game alone takes the projector from "one choice
                // changed"; the two games side by side are that answer's own film.
                if self.film.is_some_and(|f| !f.beside) {
                    self.one_choice_off_projector();
                }
            }
            Msg::Highlight(h) => self.highlight = h,
            other => return Err(other),
        }
        Ok(())
    }

    /// A message that changes only what is being prepared for the entry (`Draft`); any other
    /// is given back.
    fn draft_update(&mut self, msg: Msg) -> Result<(), Msg> {
        match msg {
            Msg::Card(t, c) => {
                self.set_card(t, c);
                let _ = self.save_pending();
            }
            Msg::Focus(t) => self.draft.focus = t,
            // Kept in the draft file as cards are: a crash before confirming loses no choice.
            Msg::Conquest(t, site) => {
                if self.draft.send_conquest(self.session.game(), t, site) {
                    self.redo.clear();
                    let _ = self.save_pending();
                }
            }
            Msg::Gains(t, nth, country) => {
                if self.draft.place_gains(self.session.game(), t, nth, country) {
                    self.draft.gain_focus = Some((t, nth));
                    self.redo.clear();
                    let _ = self.save_pending();
                }
            }
            Msg::GainFocus(t, nth) => self.draft.gain_focus = Some((t, nth)),
            Msg::ToggleGains => self.gains_open = !self.gains_open,
            Msg::Land(t, site) => {
                if self.draft.land(self.session.game(), t, site) {
                    self.redo.clear();
                    let _ = self.save_pending();
                }
            }
            Msg::Armies(t, s) => {
                self.type_spend(t, &s, true);
                let _ = self.save_pending();
            }
            Msg::Farms(t, s) => {
                self.type_spend(t, &s, false);
                let _ = self.save_pending();
            }
            Msg::Bump(t, armies, d) => {
                self.bump(t, armies, d);
                let _ = self.save_pending();
            }
            Msg::From(c) => self.draft.attack_from(self.session.game(), c),
            Msg::Target(c) => self.draft.target = Some(c),
            Msg::ThrowDie(side, die) => {
                self.draft.throw_die(side, die);
                self.error = None;
            }
            Msg::OccupyBy(d) => self.draft.occupy_by(self.session.game(), d),
            Msg::RebelOwn(t, c) => self.draft.rebel_in(t, c, true),
            Msg::RebelExtra(t, c) => self.draft.rebel_in(t, c, false),
            Msg::Dice(s) => self.draft.dice = s.chars().take(2_000).collect(),
            other => return Err(other),
        }
        Ok(())
    }

    /// A correction in the game log: once confirmed, back to what happened at the corrected
    /// step, so that the class sees the corrected outcome.
    fn fix(&mut self, m: history::FixMsg, ctx: &Ctx<'_>) {
        let fixing = match &self.panel {
            Panel::History(Some(f)) => Some(f.index),
            _ => None,
        };
        let event = match &mut self.panel {
            Panel::History(fix) => history::update(fix, m, &self.session, ctx.tr),
            _ => None,
        };
        if let Some(history::Event::Correct(c)) = event {
            self.session.commit(*c);
            // Back to what happened at the corrected step, so that the class sees the
            // corrected outcome; "Next situation" then goes on where the game is.
            self.redo.clear();
            self.reset_draft();
            self.mode = fixing.and_then(|i| self.revealed_entry(i)).unwrap_or(Mode::Entering);
            self.panel = Panel::None;
            self.commit(None, ctx);
        }
    }

    /// The save left to the background, as the task whose end iced reports (`Msg::SaveEnded`).
    fn save_task(&mut self) -> Task<Msg> {
        self.saving.ended_task(Msg::SaveEnded)
    }

    /// Waits until the writer has written everything (at most `limit`; whether it has), and
    /// leaves its report for `SaveEnded`: for a test, a script and the app's end, never on the
    /// way of an entry.
    pub fn wait_for_writer(&self, limit: std::time::Duration) -> bool {
        self.saving.wait(limit)
    }

    /// What the writer reported, without waiting: an entry on disk shows what happened, the
    /// devices whose cards are on disk hear so, and what waited for the disk is carried out.
    fn heard(&mut self, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let heard = self.saving.heard();
        let task = self.take_heard(heard, ctx);
        // Leaving waited for the disk: it goes on once all is there; else the teacher is asked.
        if self.leaving.is_some() && !self.saving.anything_unsaved() && !self.saving.busy() {
            return (task, self.leaving.take().map(Event::Leave));
        }
        (task, None)
    }

    /// Takes what the writer reported, without waiting: what waited for the disk shows, and
    /// the devices whose cards are on disk hear so.
    fn hear(&mut self) {
        let heard = self.saving.heard();
        self.apply_heard(heard);
    }

    fn apply_heard(&mut self, heard: saving::Heard) {
        if let Some(mode) = heard.shown {
            self.mode = mode;
        }
        if let Some((seq, ok)) = heard.drafts {
            self.answer_devices(seq, ok);
        }
    }

    fn take_heard(&mut self, heard: saving::Heard, ctx: &Ctx<'_>) -> Task<Msg> {
        self.apply_heard(heard);
        let mut tasks = Vec::new();
        while !self.waits_for_disk() && !self.queued.is_empty() {
            let msg = self.queued.remove(0);
            tasks.push(self.update_one(msg, ctx).0);
        }
        tasks.push(self.save_task());
        Task::batch(tasks)
    }

    /// While an entry waits for the disk, `msg` (an undo, a correction ...) waits too: it is
    /// kept, in order, and carried out once the entry is there. Whether it was kept.
    fn queue_while_waiting(&mut self, msg: Msg) -> bool {
        self.hear();
        if self.waits_for_disk() {
            self.queued.push(msg);
            return true;
        }
        false
    }

    /// The teacher asks to leave the lesson. With everything on disk it leaves at once; with a
    /// save under way it leaves once that is done; with anything that failed, it asks first.
    fn leave(&mut self, leave: Leave) -> (Task<Msg>, Option<Event>) {
        self.hear();
        if !self.saving.anything_unsaved() && !self.saving.busy() {
            return (Task::none(), Some(Event::Leave(leave)));
        }
        self.leaving = Some(leave);
        (self.save_task(), None)
    }

    /// Whether the lesson must ask before it is left: a save failed, so something entered is
    /// only in this window (and its recovery copy).
    pub fn asks_before_leaving(&self) -> bool {
        self.leaving.is_some() && self.saving.wants_retry()
    }

    /// Where the record that could not be saved is kept meanwhile, if anywhere.
    pub fn recovery_copy(&self) -> Option<&std::path::Path> {
        self.saving.recovery()
    }

    /// The file dialog for "Save elsewhere…" (a USB stick, another folder).
    fn save_elsewhere_dialog(&self) -> Task<Msg> {
        let name =
            self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "class.json".into());
        let title = self.tr.text("leave-save-elsewhere");
        Task::perform(
            async move {
                rfd::AsyncFileDialog::new()
                    .set_title(title)
                    .set_file_name(name)
                    .add_filter("JSON", &["json"])
                    .save_file()
                    .await
                    .map(|f| f.path().to_path_buf())
            },
            Msg::SaveElsewhereTo,
        )
    }

    /// Saves the record where the teacher chose; once it is there, the lesson is left.
    fn save_elsewhere(&mut self, to: Option<PathBuf>) -> (Task<Msg>, Option<Event>) {
        let Some(to) = to else { return (Task::none(), None) };
        let record = Written::of(self.session.record());
        // A new file, or an earlier copy of this same class (kept as its backup); never a link,
        // a folder or another class's record.
        let same_class = || {
            crate::store::load_record(&to).is_ok_and(|r| r.class == self.session.record().class && !r.class.is_empty())
        };
        let saved = match crate::store::check_output(&to, &[]) {
            Ok(()) => crate::store::save_json(&to, &record.json),
            Err(crate::store::Refusal::ClassRecord) if same_class() => crate::store::save_json(&to, &record.json),
            Err(why) => Err(crate::store::StoreError::Refused { path: to.clone(), why }),
        };
        match saved {
            Ok(()) => {
                let folder = to.parent().map(|p| p.display().to_string()).unwrap_or_default();
                let text =
                    Words::new(move |tr| tr.tr("leave-saved-elsewhere", &[("folder", Arg::from(folder.clone()))]));
                (Task::none(), self.leaving.take().map(|l| Event::LeftSaved(l, text)))
            }
            Err(e) => {
                self.error = Some(saving::not_saved(e));
                (Task::none(), None)
            }
        }
    }

    /// The one way the record goes to disk (`Saving`): only once it is there does the screen
    /// show `after` (what happened at the step); until then the next entry waits.
    fn commit(&mut self, after: Option<Mode>, ctx: &Ctx<'_>) {
        self.commit_written(Written::of(self.session.record()), after, ctx);
    }

    /// The same, for the record already written (an entry measures it before it is kept).
    fn commit_written(&mut self, record: Written, after: Option<Mode>, ctx: &Ctx<'_>) {
        self.saving.start(record, &self.path, ctx.library, after);
    }

    /// Whether the record or the cards laid have something not on disk.
    pub fn anything_unsaved(&self) -> bool {
        self.saving.anything_unsaved()
    }

    /// Whether a device's card waits for its draft to reach the disk before it is answered.
    pub fn waits_for_devices(&self) -> bool {
        !self.answers.is_empty()
    }

    /// The state the teacher's screen shows: while an entry waits for the disk, the one before
    /// it (the standings beside "What happened shows as soon as the entry is saved" gave the
    /// outcome away on a mirrored projector).
    pub fn shown_state(&self) -> &crate::engine::State {
        if self.waits_for_disk() {
            let timeline = self.session.timeline();
            return timeline.before(timeline.len().saturating_sub(1));
        }
        self.session.game().state()
    }

    /// Whether the writer has something under way.
    pub fn saving_busy(&self) -> bool {
        self.saving.busy()
    }

    /// Whether the record has a change not on disk (a save under way, or failed).
    pub fn is_unsaved(&self) -> bool {
        self.saving.is_unsaved()
    }

    /// An entry waits for the disk before what happened shows: the class (projector screen,
    /// devices) keeps seeing what it saw before the entry.
    pub fn waits_for_disk(&self) -> bool {
        self.saving.waits_for_disk()
    }

    /// What the projector screen keeps showing while an entry waits for the disk.
    pub fn held_slide(&self) -> Option<&super::projector::Slide> {
        self.saving.held_slide()
    }

    /// The projector screen shows the lobby: team devices are on, no entry is made yet, and
    /// the teacher has not closed it.
    pub fn lobby_shown(&self) -> bool {
        self.devices().is_some()
            && self.session.record().entries.is_empty()
            && !self.lobby_closed
            && matches!(self.mode, Mode::Entering)
    }

    /// A failed save waits to be tried again (every two seconds, and with the next entry).
    pub fn wants_retry(&self) -> bool {
        self.saving.wants_retry()
    }

    /// Takes the last entry back. The step comes back as it was before Resolve: its cards,
    /// investments, rebellions or attack as they were laid (and the dice typed in), so that
    /// one can be changed and the step resolved again.
    fn undo(&mut self, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Undo) {
            return;
        }
        let Some(entry) = self.session.undo() else { return };
        self.mode = Mode::Entering;
        self.opening = None;
        self.reset_draft();
        let d = &mut self.draft;
        match &entry.input {
            Input::Decide { cards, places } => {
                for (slot, c) in d.cards.iter_mut().zip(cards) {
                    *slot = *c;
                }
                // The new countries and the gains where the teacher put them.
                d.restore_places(self.session.game(), places);
            }
            Input::Proceed { places } => {
                for p in places.iter().filter(|p| p.nth == 0) {
                    let game = self.session.game();
                    let _ = d.land(game, usize::from(p.team), p.site());
                }
            }
            Input::Invest { spend, places } => {
                let shown = |n: u32| if n == 0 { String::new() } else { n.to_string() };
                for (slot, s) in d.spend.iter_mut().zip(spend) {
                    *slot = SpendText { armies: shown(s.armies), farms: shown(s.farms) };
                }
                d.restore_places(self.session.game(), places);
            }
            Input::PlaceRebellions { own, extra } => (d.rebel_own, d.rebel_extra) = (own.clone(), extra.clone()),
            Input::Attack { from, target } => (d.from, d.target) = (Some(*from), Some(*target)),
            Input::Occupy { armies } => d.occupy = *armies,
            _ => {}
        }
        if entry.typed {
            d.dice = outcome_words(&self.tr, &entry.outcomes);
        }
        self.redo.push(entry);
        self.commit(None, ctx);
        let _ = self.save_pending();
    }

    /// Makes the entry undone last again, with the same dice and draws.
    fn redo(&mut self, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Redo) {
            return;
        }
        let Some(entry) = self.redo.pop() else { return };
        let redo = std::mem::take(&mut self.redo);
        self.draft.dice = outcome_words(&self.tr, &entry.outcomes);
        let before = self.session.record().entries.len();
        self.enter_with(entry.input.clone(), entry.typed, ctx);
        self.redo = redo;
        // It no longer fits (it should always): nothing is made, and it stays to be redone.
        if self.session.record().entries.len() == before {
            self.redo.push(entry);
        }
    }

    /// What happened at entry `i`, as the reveal shows it (the colonial wars: every fight of
    /// that step).
    fn revealed_entry(&self, i: usize) -> Option<Mode> {
        let frame = self.session.timeline().frames().get(i)?;
        let entry = self.session.record().entries.get(i)?;
        let kind = match entry.input {
            Input::Proceed { .. } => Revealed::Proceed,
            Input::Decide { .. } => Revealed::Cards,
            Input::Invest { .. } => Revealed::Investment,
            Input::PlaceRebellions { .. } => Revealed::Rebellions,
            Input::Correct { .. } => return None,
            _ => Revealed::Wars,
        };
        let changes = if kind == Revealed::Wars { self.war_changes(frame.step) } else { frame.changes.clone() };
        Some(Mode::Revealed(Reveal { step: frame.step, kind, changes }))
    }

    fn correct(&mut self, team: usize, what: Quantity, delta: i64, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Correct(team, what, delta)) {
            return;
        }
        let now = team::current(self, team, what);
        let reason = self.correcting.reason(ctx.tr);
        let input = Input::Correct { team: team as u8, what, value: (now + delta).max(0), reason };
        // A correction is the teacher's: it changes numbers, never the projector's reveal.
        match self.session.apply(input) {
            Ok(_) => {
                self.redo.clear();
                self.commit(None, ctx);
            }
            Err(e) => self.error = Some(rule_error(self.cast(), e)),
        }
    }

    /// Step `id` discussed (`on`) or played from now on, kept in the record with the time: the
    /// engine says whether it may still change. At the step itself the entry begins anew.
    fn set_discussed(&mut self, id: &str, on: bool, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Discussed(id.to_string(), on)) {
            return;
        }
        let time = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        let before = self.session.record().discussed_changes.len();
        match self.session.set_discussed(id, on, time) {
            Ok(()) if self.session.record().discussed_changes.len() == before => {}
            Ok(()) => {
                self.redo.clear();
                if matches!(self.mode, Mode::Entering) {
                    self.reset_draft();
                }
                self.commit(None, ctx);
            }
            Err(e) => self.error = Some(rule_error(self.cast(), e)),
        }
    }

    /// Whether the class throws real dice (the teacher types them in).
    pub(crate) fn real_dice(&self) -> bool {
        self.session.record().dice() == Dice::Real
    }

    /// Applies an entry; on success it is saved at once and, for a whole step, revealed.
    fn enter(&mut self, input: Input, ctx: &Ctx<'_>) {
        self.enter_with(input, self.real_dice(), ctx);
    }

    /// Applies an entry with the dice typed in (`typed`) or thrown by the app. While the last
    /// change is not on disk, the next entry waits.
    fn enter_with(&mut self, input: Input, typed: bool, ctx: &Ctx<'_>) {
        self.hear();
        // Only an entry whose outcome waits for the disk holds the next one back: after a
        // failed save of a correction or an undo, the next entry is made and saves it all.
        if self.waits_for_disk() {
            return;
        }
        // What the class sees now, kept for as long as the entry waits for the disk.
        let slide = super::projector::frame(self);
        self.saving.hold(slide);
        // An entry made while a phase's opening shows leaves the opening.
        self.opening = None;
        let step = self.session.game().state().step;
        let was_war = self.session.game().at_war();
        // A step discussed instead of played changes nothing: there is nothing to reveal.
        let discussed = self.session.game().is_discussed(step);
        let kind = match &input {
            Input::Proceed { .. } if discussed => None,
            Input::Proceed { .. } => Some(Revealed::Proceed),
            Input::Decide { .. } => Some(Revealed::Cards),
            Input::Invest { .. } => Some(Revealed::Investment),
            Input::PlaceRebellions { .. } => Some(Revealed::Rebellions),
            Input::EndAttacks => Some(Revealed::Wars),
            _ => None,
        };
        let result = if typed {
            match parse_outcomes(&self.draft.dice) {
                Ok(outcomes) => self.session.apply_typed(input, outcomes),
                Err(bad) => {
                    self.error =
                        Some(Words::new(move |tr| tr.tr("lesson-bad-outcome", &[("word", Arg::from(bad.clone()))])));
                    return;
                }
            }
        } else {
            self.session.apply(input)
        };
        let changes = match result {
            Ok(changes) => changes,
            Err(e) => {
                self.error = Some(rule_error(self.cast(), e));
                return;
            }
        };
        // The teams' reasons for their cards go into the record with the cards.
        if kind == Some(Revealed::Cards) {
            for (t, why) in self.draft.why.clone().into_iter().enumerate() {
                if let Some(why) = why {
                    self.session.set_why(step, t, &why);
                }
            }
        }
        // The file the entry makes, written once: measured here, and saved as it is.
        let written = Written::of(self.session.record());
        if written.size() > crate::engine::limits::RECORD_BYTES {
            // The entry would make a file the app could not read again: it is taken back.
            let _ = self.session.undo();
            let e = crate::store::StoreError::TooLarge { path: self.path.clone(), size: written.size() };
            self.error = Some(Words::new(move |tr| errors::store(tr, &e)));
            return;
        }
        self.redo.clear();
        let ended = self.session.game().state().step != step;
        let after = match kind {
            // Ending the attacks of the last attacker ends the wars: all fights revealed.
            Some(Revealed::Wars) if ended && was_war => {
                Mode::Revealed(Reveal { step, kind: Revealed::Wars, changes: self.war_changes(step) })
            }
            Some(Revealed::Wars) | None => Mode::Entering,
            Some(kind) => Mode::Revealed(Reveal { step, kind, changes }),
        };
        self.reset_draft();
        // What happened shows once the entry is on disk; the draft on disk goes only then: with
        // the save failed (a USB stick pulled, a full disk), it is all that holds the cards the
        // devices were told were saved (issue 23).
        self.commit_written(written, Some(after), ctx);
    }

    /// Every change of the colonial wars at `step` (after the cards), from the timeline.
    pub(crate) fn war_changes(&self, step: usize) -> Vec<Change> {
        let record = self.session.record();
        self.session
            .timeline()
            .frames()
            .iter()
            .zip(&record.entries)
            .filter(|(f, e)| f.step == step && !matches!(e.input, Input::Decide { .. } | Input::Correct { .. }))
            .flat_map(|(f, _)| f.changes.iter().copied())
            .collect()
    }

    /// Writes the score sheets as PDF or the class as CSV on a thread of its own (a slow USB
    /// stick must not freeze the window); what it says comes as an event once it is done. A
    /// second press while one is under way does nothing.
    fn write(&mut self, ctx: &Ctx<'_>, what: Output) -> (Task<Msg>, Option<Event>) {
        if self.writing.is_running() {
            return (Task::none(), None);
        }
        let stem = self.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "class".into());
        let (session, path, tr, lesson) =
            (self.session.clone(), self.path.clone(), self.tr.clone(), ctx.lesson_file.clone());
        let dir = match what {
            Output::Sheets | Output::Film | Output::Slips => ctx.library.handouts_dir().join(stem),
            Output::Csv => ctx.library.exports_dir().join(stem),
        };
        // The slips carry the codes of now, read from the server here.
        let slips = match what {
            Output::Slips => self.code_slips(),
            _ => Vec::new(),
        };
        let (language, library, delimiter) = (ctx.tr.language(), ctx.library.clone(), self.csv_delimiter);
        let work = move || {
            library.wait_as_its_disk();
            match what {
                Output::Sheets => {
                    let paper = crate::handouts::writer::Paper::from_env();
                    let docs = crate::handouts::filled(&tr, &lesson, paper, &session);
                    crate::gui::write_pdfs(&dir, docs).map(|text| (text, dir))
                }
                Output::Film => crate::gui::film_file::write(&dir, &session, &tr).map(|text| (text, dir)),
                Output::Slips => {
                    let paper = crate::handouts::writer::Paper::from_env();
                    let doc = crate::handouts::code_slips(&tr, paper, &slips);
                    crate::gui::write_pdfs(&dir, vec![doc]).map(|text| (text, dir))
                }
                Output::Csv => {
                    let mut opts = crate::export::Options::for_language(language);
                    if let Some(d) = delimiter {
                        opts.delimiter = d;
                    }
                    crate::gui::write_csvs(&dir, &lesson, &[&session], opts, &[path]).map(|text| (text, dir))
                }
            }
        };
        match self.writing.start("write", work) {
            Some(written) => (Task::none(), Some(written_event(written))),
            None => (self.writing.task(Msg::WriteEnded), None),
        }
    }

    /// Whether the projector screen shows how each team got there (between the questions).
    pub fn journey(&self) -> bool {
        self.journey
    }

    /// The teams the end chart lights up.
    pub fn highlight(&self) -> crate::gui::projector::end::Highlight {
        self.highlight
    }

    /// Whether sheets or a CSV are still being written.
    pub fn is_writing(&self) -> bool {
        self.writing.is_running()
    }
}

/// What the lesson screen writes besides its record.
#[derive(Clone, Copy)]
enum Output {
    /// The filled score sheet and debrief sheets, as PDF.
    Sheets,
    /// The class's results and decisions, as CSV.
    Csv,
    /// The film of the game, as an animated PNG.
    Film,
    /// The teams' code slips for their devices, as PDF.
    Slips,
}

/// What writing said, and the folder it wrote to.
type Wrote = Result<(Words, PathBuf), Words>;

fn written_event(written: Wrote) -> Event {
    match written {
        Ok((text, dir)) => Event::Saved(text, dir),
        Err(e) => Event::Notice(e, true),
    }
}

/// An entry the rules refused, and why (with the teams' names).
pub(crate) fn rule_error(cast: crate::report::Cast, e: crate::engine::RuleError) -> Words {
    Words::new(move |tr| errors::rule(tr, &cast, &e))
}

/// The questions a class talks about at a step it discusses instead of playing
/// (`<situation>-prompt-1` ...), in `tr`'s language.
pub fn discussion_prompts(tr: &Translator, step: &crate::lesson::Step) -> Vec<String> {
    (1..=5).map(|n| format!("{}-prompt-{n}", step.text)).take_while(|id| tr.has(id)).map(|id| tr.text(&id)).collect()
}

/// Dice and draws as the teacher types them (and `parse_outcomes` reads them back).
pub(super) fn outcome_words(tr: &Translator, outcomes: &[Outcome]) -> String {
    let words: Vec<String> = outcomes
        .iter()
        .map(|o| match o {
            Outcome::Die(d) => d.to_string(),
            Outcome::Draw(p) => tr.text(&format!("product-{}", p.code())),
        })
        .collect();
    words.join(" ")
}

/// Reads typed dice and draws: numbers 1-6 are dice, product names (in any of the three
/// languages, or the file's codes) are resources. Returns the first word it cannot read.
pub fn parse_outcomes(s: &str) -> Result<Vec<Outcome>, String> {
    let names = product_names();
    // A product whose name has a space ("piedras preciosas") is one word here: its code.
    let mut s = s.to_lowercase();
    for (name, p) in names.iter().filter(|(name, _)| name.contains(' ')) {
        s = s.replace(name.as_str(), p.code());
    }
    s.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .map(|w| {
            if let Ok(d) = w.parse::<u8>() {
                return Ok(Outcome::Die(d));
            }
            let lw = w.to_lowercase();
            Product::ALL
                .into_iter()
                .find(|p| p.code() == lw || names.iter().any(|(name, q)| q == p && *name == lw))
                .map(Outcome::Draw)
                .ok_or_else(|| w.to_string())
        })
        .collect()
}

/// Every product's name in every language, lowercased, read once: the field is parsed on every
/// redraw of a step with real dice (the list of throws reads it), and a translator is built
/// from its files.
fn product_names() -> &'static [(String, Product)] {
    static NAMES: std::sync::OnceLock<Vec<(String, Product)>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        Language::ALL
            .into_iter()
            .map(Translator::new)
            .flat_map(|tr| {
                Product::ALL.map(|p| (tr.text(&format!("product-{}", p.code())).to_lowercase(), p)).into_iter()
            })
            .collect()
    })
}

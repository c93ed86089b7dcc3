//! A lesson under way: the flow of a step (read out, cards in, resolve, what happened stays on
//! screen, next situation), saving after every entry, undo, corrections, and what the projector may
//! show. The screen owns its state and its messages; it tells the app what only the app can
//! do through `Event`s.

#[cfg(test)]
mod console_secrets;
mod devices;
mod draft;
mod entering;
mod entry;
mod film;
mod history;
mod keys;
mod msg;
mod on_map;
mod one_choice;
mod opening;
mod remote;
mod results;
mod saving;
mod slides;
mod team;
mod update;
mod view;
mod what_if;
mod whys;

pub use devices::{panel as devices_panel, snapshot as devices_snapshot};
pub use draft::{Draft, SpendText};
pub use history::{Fix, FixMsg};
pub use msg::{DraftMsg, EntryMsg, Event, Key, Leave, Msg, ShowMsg};
pub use results::{debrief_position, debrief_questions};
pub use slides::{
    film_caption, frame, journey_phases, journey_teams, map_frame, one_choice_slide, slope_teams, standings_frame,
};
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

use iced::Task;
use std::path::PathBuf;

use super::{Ctx, Words};
use crate::engine::{Change, CountryId, Dice, Input, Outcome, Product, Quantity, Session, Site, Spend};
use crate::i18n::{Arg, Language, Translator};
use crate::report::errors;
use crate::store::Library;
pub use film::{Film, FilmMsg};
pub use one_choice::{OneChoiceMsg, change_id as one_choice_change_id, team_id as one_choice_team_id};
pub use saving::SLOW as SAVE_SLOW;
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
    /// The results' files to save (CSV, sheets, the plan, the film) unfolded.
    files_open: bool,
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
    turning: std::sync::Mutex<Option<(u64, std::sync::Arc<crate::devices::view::PhoneEnds>)>>,
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
    /// Device cards whose draft failed, while other cards of their team still wait: (team,
    /// the card's place, the place before it), to go back past them all (`answer_devices`).
    not_kept: Vec<(usize, draft::TeamSlot, draft::TeamSlot)>,
    /// The teacher asked to leave the lesson (the classes, or the app's end) while something
    /// was not on disk: it leaves once it is, or when the teacher says so.
    pub(crate) leaving: Option<Leave>,
    /// The score sheets or the CSV being written, on a thread of their own: what it said, and
    /// the folder it wrote to.
    writing: crate::gui::job::Work<Msg>,
    /// The CSV's separator, where the teacher chose one on the results screen.
    pub(crate) csv_delimiter: Option<crate::export::Delimiter>,
    /// Only the teacher sees this screen (they said so): it shows the cards typed, where new
    /// countries go, the consequences, the codes and the reasons. Off by default.
    private: bool,
    /// The teams' reasons the teacher uncovered on this screen, by step and team, where the
    /// class may see it (each stays covered until then; after a reopen, covered again).
    uncovered: std::collections::BTreeSet<(usize, usize)>,
    /// The saves handed to the writer since the last message, as tasks whose ends come back.
    tasks: Vec<Task<Msg>>,
    /// The class held for this window while it is open (no second window opens it).
    lock: Option<std::sync::Arc<crate::store::ClassLock>>,
    /// The devices' codes and tokens kept for the class (read with it), for when devices start.
    kept_keys: Option<crate::devices::Keys>,
    /// The number of the devices' codes and tokens handed to the writer last, and the server's
    /// count of changes they held.
    keeping: Option<(u64, u64)>,
}

impl LessonScreen {
    pub fn new(
        session: Session,
        path: PathBuf,
        region: &'static crate::i18n::Region,
        library: Library,
    ) -> LessonScreen {
        let mut l = LessonScreen {
            session,
            path,
            library,
            lang: region.language,
            tr: Translator::for_region(region),
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
            files_open: false,
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
            not_kept: Vec::new(),
            leaving: None,
            writing: crate::gui::job::Work::default(),
            csv_delimiter: None,
            private: false,
            uncovered: std::collections::BTreeSet::new(),
            tasks: Vec::new(),
            lock: None,
            kept_keys: None,
            keeping: None,
        };
        l.reset_draft();
        l.opening = opening::due(&l.session);
        l.what_if.start(&l.session);
        l
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The class held for this window (`store::lock_class`), let go of with the screen.
    pub fn hold(&mut self, lock: std::sync::Arc<crate::store::ClassLock>) {
        self.lock = Some(lock);
    }

    /// Only the teacher sees this screen (`true`), or the class may see it (the default): the
    /// draft shows the cards typed only in the first case.
    pub fn set_private(&mut self, private: bool) {
        self.private = private;
        self.draft.open = private;
    }

    /// Whether only the teacher sees this screen.
    pub fn private(&self) -> bool {
        self.private
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
        self.with_moment(|moment| crate::seen::seen(viewer, moment))
    }

    /// The game and what is typed or sent for the entry under way, as `seen` reads it.
    pub fn with_moment<R>(&self, f: impl FnOnce(&crate::seen::Moment<'_>) -> R) -> R {
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
        f(&crate::seen::Moment { session: &self.session, cards: &d.cards, spend: &spend, revealed, shown: d.shown })
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
        self.fight_title_named(tr, attacker, fight, &self.names())
    }

    /// The same with each team called by `names` (by seat).
    pub(crate) fn fight_title_named(
        &self,
        tr: &Translator,
        attacker: u8,
        fight: crate::engine::Fight,
        names: &[String],
    ) -> String {
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
        self.draft.open = self.private;
        // What a draft that failed to save held is in the record now (or was taken back).
        self.saving.draft_saved();
    }

    /// The work handed to the background since the last message (the record's and the draft's
    /// saves), as the tasks whose ends come back as messages (`Msg::RecordSaved`,
    /// `Msg::DraftSaved`), each with its own result.
    fn save_task(&mut self) -> Task<Msg> {
        Task::batch(std::mem::take(&mut self.tasks))
    }

    /// Waits until the writer has written everything (at most `limit`; whether it has): for
    /// the app's last moment, never on the way of an entry.
    pub fn wait_for_writer(&self, limit: std::time::Duration) -> bool {
        self.saving.wait(limit)
    }

    /// A save of the record ended: an entry on disk shows what happened, and what waited for
    /// the disk is carried out; leaving that waited for it goes on.
    fn record_saved(&mut self, e: crate::store::writer::Ended, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        if let Some(mode) = self.saving.record_ended(e) {
            self.mode = mode;
        }
        let mut tasks = Vec::new();
        while !self.waits_for_disk() && !self.queued.is_empty() {
            let msg = self.queued.remove(0);
            tasks.push(self.update_one(msg, ctx).0);
        }
        tasks.push(self.save_task());
        // Leaving waited for the disk: it goes on once all is there; else the teacher is asked.
        if self.leaving.is_some() && !self.saving.anything_unsaved() && !self.saving.busy() {
            return (Task::batch(tasks), self.leaving.take().map(Event::Leave));
        }
        (Task::batch(tasks), None)
    }

    /// A save of the draft ended: the device whose card waited for it hears how.
    fn draft_saved(&mut self, e: &crate::store::writer::Ended) -> (Task<Msg>, Option<Event>) {
        self.saving.draft_ended(e);
        self.answer_devices(e.seq, e.result.is_ok());
        if self.leaving.is_some() && !self.saving.anything_unsaved() && !self.saving.busy() {
            return (Task::none(), self.leaving.take().map(Event::Leave));
        }
        (Task::none(), None)
    }

    /// While an entry waits for the disk, `msg` (an undo, a correction ...) waits too: it is
    /// kept, in order, and carried out once the entry is there. Whether it was kept.
    fn queue_while_waiting(&mut self, msg: Msg) -> bool {
        if self.waits_for_disk() {
            self.queued.push(msg);
            return true;
        }
        false
    }

    /// The teacher asks to leave the lesson. With everything on disk it leaves at once; with a
    /// save under way it leaves once that is done; with anything that failed, it asks first.
    fn leave(&mut self, leave: Leave) -> (Task<Msg>, Option<Event>) {
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

    /// Saves the record where the teacher chose, on a thread of the background (a USB stick
    /// may be slow); once it is there, the lesson is left (`saved_elsewhere`).
    fn save_elsewhere(&mut self, to: Option<PathBuf>) -> (Task<Msg>, Option<Event>) {
        let Some(to) = to else { return (Task::none(), None) };
        let record = Written::of(self.session.record());
        let class = self.session.record().class.clone();
        let at = to.clone();
        let work = move || {
            // A new file, or an earlier copy of this same class (kept as its backup); never a
            // link, a folder or another class's record.
            let same_class = || crate::store::load_record(&at).is_ok_and(|r| r.class == class && !r.class.is_empty());
            match crate::store::check_output(&at, &[]) {
                Ok(()) => crate::store::save_json(&at, &record.json),
                Err(crate::store::Refusal::ClassRecord) if same_class() => crate::store::save_json(&at, &record.json),
                Err(why) => Err(crate::store::StoreError::Refused { path: at.clone(), why }),
            }
        };
        let task = crate::gui::job::background(work).map(move |r| {
            let r = r.unwrap_or(Err(crate::store::StoreError::Stopped));
            Msg::SavedElsewhere(to.clone(), r.map_err(std::sync::Arc::new))
        });
        (task, None)
    }

    /// The record saved where the teacher chose (the lesson is left), or why not.
    fn saved_elsewhere(
        &mut self,
        to: PathBuf,
        saved: Result<(), std::sync::Arc<crate::store::StoreError>>,
    ) -> (Task<Msg>, Option<Event>) {
        match saved {
            Ok(()) => {
                let folder = to.parent().map(|p| p.display().to_string()).unwrap_or_default();
                let text =
                    Words::new(move |tr| tr.tr("leave-saved-elsewhere", &[("folder", Arg::from(folder.clone()))]));
                (Task::none(), self.leaving.take().map(|l| Event::LeftSaved(l, text)))
            }
            Err(e) => {
                self.error = Some(saving::not_saved_shared(e));
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
        let told = self.saving.start(record, &self.path, ctx.library, after);
        self.tasks.push(Task::perform(told, Msg::RecordSaved));
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
    /// it (the standings beside "What happened shows as soon as the entry is saved" would give
    /// the outcome away on a mirrored projector).
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

    /// Whether the class throws real dice (the teacher types them in).
    pub(crate) fn real_dice(&self) -> bool {
        self.session.record().dice() == Dice::Real
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
                    let paper = crate::handouts::writer::Paper::for_region(tr.region());
                    let docs = crate::handouts::filled(&tr, &lesson, paper, &session);
                    crate::gui::write_pdfs(&dir, docs, &tr).map(|text| (text, dir))
                }
                Output::Film => crate::gui::film_file::write(&dir, &session, &tr).map(|text| (text, dir)),
                Output::Slips => {
                    let paper = crate::handouts::writer::Paper::for_region(tr.region());
                    let doc = crate::handouts::code_slips(&tr, paper, &slips);
                    crate::gui::write_pdfs(&dir, vec![doc], &tr).map(|text| (text, dir))
                }
                Output::Csv => {
                    let mut opts = crate::export::Options::for_language(language);
                    opts.delimiter = delimiter.unwrap_or(crate::export::Options::for_region(tr.region()).delimiter);
                    crate::gui::write_csvs(&dir, &lesson, &[&session], opts, &[path]).map(|text| (text, dir))
                }
            }
        };
        self.writing.start(work, Msg::WriteEnded);
        (self.writing.task(), None)
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
pub(crate) type Wrote = Result<(Words, PathBuf), Words>;

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

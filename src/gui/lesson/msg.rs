//! The lesson's messages: what the teacher does on the screen, what the draft, the entries and
//! the screens each take, and what the lesson asks of the app.

#[allow(clippy::wildcard_imports)]
use super::*;

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
    /// The draft of the next entry.
    Draft(DraftMsg),
    /// An entry made from the draft.
    Entry(EntryMsg),
    /// What the screens show.
    Show(ShowMsg),
    /// The class throws real dice (true) or the app throws them, from the next entry on.
    RealDice(bool),
    Undo,
    /// Makes the entry undone last again (nothing when there is none).
    Redo,
    RetrySave,
    /// A save of the record ended, with how (each save its own end).
    RecordSaved(crate::store::writer::Ended),
    /// A save of the cards laid so far ended, with how.
    DraftSaved(crate::store::writer::Ended),
    /// A save under way for a while: the screen says "Saving…".
    SaveSlow,
    /// The team devices' codes and tokens kept beside the class, or not.
    KeysSaved(crate::store::writer::Ended),
    /// Leave the lesson (asked first while anything is not on disk).
    Leave(Leave),
    /// Leave all the same: what is not saved stays in its recovery copy.
    LeaveAnyway,
    /// Back to the lesson from the question before leaving.
    StayInLesson,
    /// Save the record to a place the teacher chooses (a USB stick), then leave.
    SaveElsewhere,
    SaveElsewhereTo(Option<PathBuf>),
    /// The record saved where the teacher chose, or why not.
    SavedElsewhere(PathBuf, Result<(), std::sync::Arc<crate::store::StoreError>>),
    /// The save failed: show what happened all the same and go on; every later entry tries
    /// to save the whole record again.
    GoOnUnsaved,
    Fix(history::FixMsg),
    Reason(String),
    Product(Product),
    /// A correction: the team, what, and by how much.
    Correct(usize, Quantity, i64),
    ReadAloud,
    /// The text shown is for the teacher's own voice: read it aloud all the same (true), or not.
    ReadYourself(bool),
    /// A step (by id) discussed (true) or played from now on: while it can still change.
    Discussed(String, bool),
    /// The lesson plan as PDF, in the lesson's language, opened for the teacher.
    LessonPlan,
    /// A click on a country of the map (its index on the map).
    MapPick(Site),
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
    /// Where the class may see this screen: a team's reason uncovered, one at a time, for the
    /// class to read (and shown again if it was hidden).
    WhyUncover {
        step: usize,
        team: usize,
    },
    SaveSheets,
    /// The film as an animated picture, for a learning platform.
    SaveFilm,
    /// The class's results and decisions as CSV, for a spreadsheet.
    SaveCsv,
    /// The CSV's separator chosen on the results screen.
    CsvDelimiter(crate::export::Delimiter),
    /// The sheets or the CSV have been written (by the writing of this number): what it said.
    WriteEnded(u64, Result<super::Wrote, crate::gui::job::Lost>),
    Home,
    Devices(super::super::devices_panel::DevMsg),
}

/// What the teacher prepares for the next entry: the cards, the spending, the countries of
/// an attack, the dice typed, where the gains and the landings go.
#[derive(Clone, Debug)]
pub enum DraftMsg {
    Card(usize, crate::engine::Card),
    Focus(usize),
    Armies(usize, String),
    Farms(usize, String),
    /// +/- on a team's armies (true) or farms.
    Bump(usize, bool, i32),
    From(CountryId),
    Target(CountryId),
    OccupyBy(i32),
    RebelOwn(usize, CountryId),
    RebelExtra(usize, CountryId),
    Dice(String),
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
}

/// An entry made from what is prepared: a step resolved, an attack, a throw, a retreat.
#[derive(Clone, Debug)]
pub enum EntryMsg {
    Resolve,
    Proceed,
    Invest,
    Attack,
    Throw,
    Retreat,
    Occupy,
    EndAttacks,
    PlaceRebellions,
}

/// What the teacher's screen and the projector screen show: folds, panels, the next situation,
/// the debrief's slides.
#[derive(Clone, Debug)]
pub enum ShowMsg {
    /// Next situation: leave what happened and show the step the game waits for.
    Next,
    ToggleConsequences,
    ToggleDetail,
    Panel(Panel),
    /// The opening of the phase is shown again (true), or left for its first situation.
    Opening(bool),
    ProjectorStandings(bool),
    /// The projector screen shows the map (true) or the lesson.
    ProjectorMap(bool),
    /// Shows or folds the situation in the colonial wars.
    ToggleSituation,
    /// The projector screen leaves the lobby (how teams join) for the first situation.
    CloseLobby,
    /// The debrief question shown on the projector (0: the rankings).
    Debrief(usize),
    /// The short debrief: each phase's key question only, or all the questions.
    DebriefShort(bool),
    /// The results' files to save unfolded (true) or folded.
    Files(bool),
    /// The chart of how each team got there on the projector screen (else the end chart).
    Journey(bool),
    /// Which teams the end chart lights up, on both screens.
    Highlight(crate::gui::projector::end::Highlight),
    /// The film of the class's game on the projector screen.
    Film(FilmMsg),
    /// "What if?" for the question shown, on the projector screen (or the question again).
    WhatIfShown(bool),
    /// The teams' reasons for the question shown, on the projector screen (or the question).
    WhysShown(bool),
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
    ReadAloud(String, crate::gui::speech::Voice, bool),
    /// Write this region's lesson plan as PDF and open it.
    LessonPlan(&'static crate::i18n::Region),
    /// The filled score sheet and debrief sheet were written (or not): a notice for the teacher.
    Notice(Words, bool),
    /// Files were written into this folder: a notice that offers to open it.
    Saved(Words, PathBuf),
}

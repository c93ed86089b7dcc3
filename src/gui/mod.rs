//! The teacher's console (iced) and the projector. Each screen owns its state and its messages and
//! reports what only the app can do as events; the app routes messages, opens windows, reads
//! aloud, and holds no screen's fields. The GUI holds no rule: it asks the engine.

pub mod devices_panel;
mod dialogs;
mod files;
pub mod film_file;
mod job;
mod launch;
pub mod lesson;
pub mod map;
mod measure;
mod menu;
mod notice;
pub use notice::Notice;
mod opening;
mod posture;
pub mod projector;
mod setup;
mod speech;
mod start;
pub mod style;
pub mod widgets;
mod windows;
pub mod words;

pub(crate) use files::{open_folder, write_csvs, write_pdfs};
pub use launch::{StartError, panic_hook, run, run_with, window_opened};
pub use lesson::WHAT_IF_GAMES;
pub use lesson::{
    DraftMsg, EntryMsg, FilmMsg, FixMsg, Key as LessonKey, LessonScreen, Mode, Msg as LessonMsg, Panel, Revealed,
    ShowMsg, parse_outcomes,
};
pub use opening::{Created, NotOpened, Opened};
pub use projector::end::Highlight;
pub use projector::{ChipState, Slide};
use windows::{app_icon, moves};

/// The film's frame of `session` after `at` entries, as the projector screen shows it while the
/// film plays (`None` on the own board).
pub fn projector_film_slide(session: &Session, tr: &crate::i18n::Translator, at: usize) -> Option<Slide> {
    projector::film_slide(session, tr, at, Some(true))
}
pub use posture::{Posture, PostureMsg};
pub use setup::{Msg as SetupMsg, Setup};
pub use start::{Msg as StartMsg, Start};
pub use style::Colour;
pub use words::Words;

use iced::widget::{button, column, container, pick_list, text};
use iced::{Alignment, Element, Fill, Size, Subscription, Task, Theme, keyboard, window};
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::Session;
use crate::i18n::{Arg, Language, Translator};
use crate::lesson::Lesson as LessonFile;
use crate::report::errors;
use crate::store::Library;

/// What every screen reads: the interface language, the class library, the lesson file.
pub struct Ctx<'a> {
    pub tr: &'a Translator,
    pub library: &'a Library,
    pub lesson_file: &'a Arc<LessonFile>,
    /// The width of the teacher's window (narrow ones give the side panel a larger share).
    pub width: f32,
    /// Its height (a low one gives the side panel's map less, so that the tools stay in view).
    pub height: f32,
}

impl<'a> Ctx<'a> {
    /// The context of a window of `width` by `height` (the fields one by one, so that a screen
    /// can be borrowed beside them).
    fn of(
        tr: &'a Translator,
        library: &'a Library,
        lesson_file: &'a Arc<LessonFile>,
        (width, height): (f32, f32),
    ) -> Ctx<'a> {
        Ctx { tr, library, lesson_file, width, height }
    }
}

pub enum Screen {
    Start(Start),
    Setup(Setup),
    Lesson(Box<LessonScreen>),
}

#[derive(Clone, Debug)]
pub enum Message {
    MainOpened(window::Id),
    /// A class file read and replayed in the background (`App::open`), or why not.
    Opened(PathBuf, Result<Box<Opened>, Box<NotOpened>>),
    /// A new class given its file's name and held for this window in the background
    /// (`App::create`): its lesson starts.
    Created(Box<Created>),
    ProjectorOpened(window::Id),
    /// The size of the monitor the teacher's window opened on: it is made to fit (a laptop
    /// of 1280x800 has less room than the window's 1366x768).
    MainMonitor(window::Id, Option<Size>),
    /// A window's new size (the teacher's window: the bar lays itself out for it).
    Resized(window::Id, Size),
    /// The size of the monitor the projector screen opened on (none where the system does
    /// not say): the window takes its shape (1280x800 is as common as 1280x720).
    ProjectorMonitor(window::Id, Option<Size>),
    Closed(window::Id),
    /// The window system asks to close a window (the teacher's: the app ends, once the lesson
    /// has nothing unsaved or the teacher says so).
    CloseRequested(window::Id),
    /// A window was moved (the projector screen's place is remembered). Sent where a window
    /// manager moves it; without one, X11 says nothing, and the place is asked for instead.
    Moved(window::Id, iced::Point),
    /// Where the projector screen is, asked before it closes (F5), then it closes.
    ProjectorClosing(window::Id, Option<iced::Point>),
    /// Where the projector screen is, asked before it goes full screen.
    ProjectorAt(window::Id, Option<iced::Point>),
    /// Where the projector screen is, asked when the teacher's window closed: then the app ends.
    Exit(Option<iced::Point>),
    Key(keyboard::Event),
    Language(Language),
    ToggleTheme,
    Home,
    Start(start::Msg),
    Setup(setup::Msg),
    Lesson(lesson::Msg),
    ToggleProjector,
    ProjectorBigger,
    ProjectorSmaller,
    /// The projector keeps what it shows (F8), or follows the console again.
    Freeze,
    /// Fullscreen for the projector on the display it is on (F11).
    Fullscreen,
    /// Who may see the teacher's screen: the class (the default) or only the teacher.
    Posture(PostureMsg),
    /// Where the class may see the teacher's screen: the teacher's window shows what the class
    /// sees, at the projector's sizes, with the teacher's keys in a line under it (F5), and back.
    ClassView,
    /// The projector screen as a window of its own (for a second display), whatever the posture.
    ProjectorWindow,
    DismissWarning,
    /// Open a folder the app has just written to, in the file manager.
    OpenFolder(PathBuf),
    /// A card or investment from a team's device, for the lesson to check, enter and save.
    Device(crate::devices::Request),
    /// Time passes (while team devices are on).
    Tick,
    /// The lesson plan has been written (its notice waits in the app).
    PlanWritten(u64, Result<Notice, job::Lost>),
}

/// Whether a message may change what the teams' devices show: the views are built again only
/// then, not for a tick, a moved window or the film's clock. A device's ask publishes the new
/// views itself, before it is answered.
fn may_change_what_devices_show(message: &Message) -> bool {
    use lesson::{DraftMsg as D, Msg as L, ShowMsg as S};
    !matches!(
        message,
        Message::Device(_)
            | Message::Tick
            | Message::Moved(..)
            | Message::Resized(..)
            | Message::MainMonitor(..)
            | Message::ProjectorAt(..)
            | Message::ProjectorMonitor(..)
            | Message::ProjectorBigger
            | Message::ProjectorSmaller
            | Message::Fullscreen
            | Message::DismissWarning
            | Message::Posture(_)
            | Message::ClassView
            | Message::ToggleTheme
            | Message::OpenFolder(_)
            | Message::PlanWritten(..)
            | Message::Lesson(
                L::Show(S::Film(_) | S::WhysShown(_) | S::ToggleConsequences | S::ToggleDetail | S::ToggleSituation)
                    | L::Draft(D::ToggleGains | D::Focus(_))
                    | L::WhatIfCheck
                    | L::OneChoice(_)
                    | L::SaveSlow
                    | L::WriteEnded(..)
            )
    )
}

/// A tick every two seconds.
fn every_two_seconds() -> Subscription<()> {
    every(2_000)
}

/// A tick every `ms` milliseconds, from iced's clock on its async runtime (tokio).
fn every(ms: u64) -> Subscription<()> {
    iced::time::every(std::time::Duration::from_millis(ms)).map(|_| ())
}

pub struct App {
    tr: Translator,
    lesson_file: Arc<LessonFile>,
    library: Library,
    screen: Screen,
    main: Option<window::Id>,
    projector: projector::Projector,
    dark: bool,
    speech: speech::Speech,
    /// A notice above every screen (a display warning, speech that failed).
    notice: Option<Notice>,
    /// The edition the class heard last: the projector screen keeps it between lessons.
    class_lang: Option<&'static crate::i18n::Region>,
    /// The width of the teacher's window (the bar takes two lines where one is too narrow).
    main_width: f32,
    main_height: f32,
    /// The lesson plan being written as PDF, to open once it is.
    plan: job::Work<Message>,
    /// Who may see the teacher's screen (the laptop's settings keep it).
    posture: Posture,
    /// The question "only I see this screen?" is asked.
    asking_posture: bool,
    /// The teacher's window shows what the class sees (F5 where the class may see it).
    class_view: bool,
    /// The settings as the app holds them (read once, at its start; saved in the background
    /// whenever they change).
    settings: crate::store::Settings,
    /// Work handed to the background by this message (a save of the settings), as tasks.
    after: Vec<Task<Message>>,
    /// `colony open CLASS --devices ADDRESS`: team devices start once the class is open.
    devices_when_opened: Option<(std::net::IpAddr, Option<u16>)>,
    /// A new class is being given its file (`App::create`): a second "Start" waits for it.
    creating: bool,
}

/// The edition the interface speaks in `language`: the region the teacher chose last, where it
/// is one of that language's, else the one the desktop's locale proposes.
fn interface_region(settings: &crate::store::Settings, language: Language) -> &'static crate::i18n::Region {
    let chosen = settings.region.as_deref().and_then(crate::i18n::Region::from_id);
    chosen.filter(|r| r.language == language).unwrap_or_else(|| crate::i18n::Region::from_env(language))
}

impl App {
    /// The app on a library folder, without any window (tests drive it by messages).
    pub fn new(library: Library, language: Language) -> App {
        let settings = library.settings();
        App::with_settings(library, &settings, language)
    }

    /// The same, with the settings already read (the window reads them once, at its start).
    fn with_settings(library: Library, settings: &crate::store::Settings, language: Language) -> App {
        let tr = Translator::for_region(interface_region(settings, language));
        let lesson_file = Arc::new(LessonFile::builtin());
        let screen = Screen::Start(Start::new(&Ctx {
            tr: &tr,
            library: &library,
            lesson_file: &lesson_file,
            width: 1366.0,
            height: 768.0,
        }));
        let mut projector = projector::Projector::default();
        if let Some(p) = &settings.projector {
            projector.scale = (f32::from(p.text_percent) / 100.0).clamp(0.6, 1.6);
        }
        App {
            tr,
            lesson_file,
            library,
            screen,
            main: None,
            projector,
            dark: false,
            speech: speech::Speech::default(),
            notice: None,
            class_lang: None,
            main_width: 1366.0,
            main_height: 768.0,
            plan: job::Work::default(),
            posture: Posture::of(settings),
            asking_posture: false,
            class_view: false,
            settings: settings.clone(),
            after: Vec::new(),
            devices_when_opened: None,
            creating: false,
        }
    }

    /// Keeps `settings` for the next start: saved on a thread of the background (a failure
    /// loses only the choice; the app goes on with it).
    fn keep_settings(&mut self, settings: crate::store::Settings) {
        if settings == self.settings {
            return;
        }
        self.settings = settings.clone();
        let library = self.library.clone();
        self.after.push(job::background(move || library.save_settings(&settings)).discard());
    }

    /// The same app reading aloud through `program` instead of espeak-ng (a stand-in that logs
    /// what it is sent, for the tests; a school's own speech program, for a teacher).
    pub fn with_speech_program(mut self, program: impl Into<String>) -> App {
        self.speech = speech::Speech::with_program(program.into());
        self
    }

    fn boot() -> (App, Task<Message>) {
        let library = Library::new(crate::store::data_dir());
        // The interface language chosen last, else the system's.
        let settings = library.settings();
        let lang = settings.language.as_deref().and_then(Language::from_code).unwrap_or_else(Language::from_env);
        let mut app = App::with_settings(library, &settings, lang);
        let opening = match launch::OPEN.get() {
            Some(path) => {
                app.devices_when_opened = launch::DEVICES.get().copied();
                app.open(path.clone())
            }
            None => Task::none(),
        };
        let (_, open) = window::open(window::Settings {
            size: Size::new(1366.0, 768.0),
            min_size: Some(Size::new(1024.0, 600.0)),
            icon: app_icon(),
            // Closing asks first while a lesson has something unsaved (`CloseRequested`).
            exit_on_close_request: false,
            ..window::Settings::default()
        });
        let listing = app.started();
        (app, Task::batch([open.map(Message::MainOpened), listing, opening]))
    }

    /// `colony open CLASS --devices ADDRESS[:PORT]`: team devices on at once, and on standard
    /// output one line with the page's address and one per team with its join link, for a
    /// teacher's own script or a test of the real binary. What fails is said on standard error
    /// and on the teacher's screen.
    fn devices_from_command_line(&mut self, ip: std::net::IpAddr, port: Option<u16>) {
        use std::io::Write as _;
        let Screen::Lesson(l) = &mut self.screen else {
            eprintln!("{}", self.tr.text("cli-devices-no-lesson"));
            return;
        };
        match l.start_devices(ip, port.unwrap_or(crate::devices::PORT), port.is_none()) {
            Ok(()) => {
                let Some(d) = l.devices() else { return };
                let mut lines = format!("page: {}\n", d.server.url());
                for t in 0..l.names().len() {
                    lines.push_str(&format!("team {}: {}\n", t + 1, d.server.team_url(t)));
                }
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(lines.as_bytes()).and_then(|()| out.flush());
            }
            Err(e) => {
                eprintln!("{}", e.say(&self.tr));
                l.error = Some(e);
            }
        }
    }

    fn ctx(&self) -> Ctx<'_> {
        Ctx::of(&self.tr, &self.library, &self.lesson_file, (self.main_width, self.main_height))
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    pub fn lesson(&self) -> Option<&LessonScreen> {
        match &self.screen {
            Screen::Lesson(l) => Some(l),
            _ => None,
        }
    }

    /// The start screen, to wait for its listing (a test, a script).
    pub fn start_mut(&mut self) -> Option<&mut Start> {
        match &mut self.screen {
            Screen::Start(s) => Some(s),
            _ => None,
        }
    }

    pub fn start(&self) -> Option<&Start> {
        match &self.screen {
            Screen::Start(s) => Some(s),
            _ => None,
        }
    }

    pub fn setup_screen(&self) -> Option<&Setup> {
        match &self.screen {
            Screen::Setup(s) => Some(s),
            _ => None,
        }
    }

    pub fn projector_settings(&self) -> &projector::Projector {
        &self.projector
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// What the projector shows now (the frozen frame while it is frozen).
    pub fn projector_frame(&self) -> Slide {
        let held = self.lesson().and_then(LessonScreen::held_slide);
        if let Some(f) = self.projector.frozen.as_ref().or(held) {
            return f.clone();
        }
        match self.lesson() {
            Some(l) => lesson::frame(l),
            // Between lessons the projector screen speaks the class's language, not the
            // teacher's screen's.
            None => {
                let tr = self.class_lang.map(Translator::for_region);
                let tr = tr.as_ref().unwrap_or(&self.tr);
                Slide::Title { title: tr.text("app-title"), subtitle: tr.text("projector-waiting") }
            }
        }
    }

    fn title(&self, window: window::Id) -> String {
        if Some(window) == self.projector.window { self.tr.text("projector-title") } else { self.tr.text("app-title") }
    }

    fn theme(&self, _window: window::Id) -> Theme {
        if self.dark { style::dark() } else { style::light() }
    }

    fn subscription(&self) -> Subscription<Message> {
        let mut subs = vec![
            keyboard::listen().map(Message::Key),
            window::close_events().map(Message::Closed),
            window::close_requests().map(Message::CloseRequested),
            window::resize_events().map(|(id, size)| Message::Resized(id, size)),
            moves().map(|(id, at)| Message::Moved(id, at)),
        ];
        // The asks of the teams' devices, while they are on; and a tick so that "last contact"
        // and the device counts stay current.
        if let Some(link) = self.lesson().and_then(LessonScreen::device_link) {
            subs.push(Subscription::run_with(link, super::devices::server::Link::take).map(Message::Device));
            subs.push(every_two_seconds().map(|_| Message::Tick));
        }
        // While it reads aloud: a reading that ends, or fails without a sound, shows at once
        // (the button says "Read aloud" again, or why nothing was heard).
        if self.speech.speaking() {
            subs.push(every_two_seconds().map(|_| Message::Tick));
        }
        // The film's clock, while it plays.
        if let Some(l) = self.lesson().filter(|l| l.film_playing()) {
            let ms = film_file::entry_time(l.session().timeline().len()).as_millis() as u64;
            subs.push(every(ms).map(|_| Message::Lesson(lesson::Msg::Show(ShowMsg::Film(FilmMsg::Tick)))));
        }
        // While a save takes long: the screen says "Saving…" once the disk is slow (its end
        // comes back in its own message; this only draws the screen again meanwhile).
        if self.lesson().is_some_and(LessonScreen::saving_busy) {
            let ms = lesson::SAVE_SLOW.as_millis() as u64;
            subs.push(every(ms).map(|_| Message::Lesson(lesson::Msg::SaveSlow)));
        }
        // A save that failed is tried again every two seconds (a USB stick put back in).
        if self.lesson().is_some_and(LessonScreen::wants_retry) {
            subs.push(every_two_seconds().map(|_| Message::Lesson(lesson::Msg::RetrySave)));
        }
        Subscription::batch(subs)
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        let publish = may_change_what_devices_show(&message);
        let task = self.handle(message);
        if let Some(l) = self.lesson() {
            self.class_lang = Some(l.lesson_translator().region());
        }
        // Whatever changed, the teams' devices see it (nothing is sent when nothing did).
        if let Some(l) = self.lesson().filter(|_| publish) {
            l.publish_devices();
        }
        let after = Task::batch(std::mem::take(&mut self.after));
        Task::batch([task, after, self.started()])
    }

    /// The background work started since the last call (the start screen's listing when it
    /// is made, "what if" once a game is over), as the tasks for iced to run: every update
    /// hands them over, and so may a script or a test that made the app without one.
    pub fn started(&mut self) -> Task<Message> {
        Task::batch([self.listing_task(), self.background_task()])
    }

    /// The end of the lesson's background work that iced has not been handed yet ("what if").
    fn background_task(&mut self) -> Task<Message> {
        match &mut self.screen {
            Screen::Lesson(l) => l.what_if_task().map(Message::Lesson),
            _ => Task::none(),
        }
    }

    /// The start screen's library listing, where one goes on in the background: its end,
    /// as the task that tells the screen (a new start screen starts one).
    fn listing_task(&mut self) -> Task<Message> {
        match &mut self.screen {
            Screen::Start(s) => s.listing_task().map(Message::Start),
            _ => Task::none(),
        }
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        if let Some(e) = self.speech.poll() {
            self.notice = Some(Notice::error(speech_error(e)));
        }
        match message {
            Message::MainOpened(_) | Message::MainMonitor(..) | Message::Resized(..) | Message::Exit(_) => {
                return self.main_window(message);
            }
            Message::Closed(id) if Some(id) != self.projector.window => return self.main_window(message),
            Message::CloseRequested(id) if Some(id) == self.main || self.main.is_none() => {
                return match self.screen {
                    Screen::Lesson(_) => self.lesson_update(lesson::Msg::Leave(lesson::Leave::Exit)),
                    _ => self.left(lesson::Leave::Exit),
                };
            }
            // The projector screen's own close button closes it, as F5 does.
            Message::CloseRequested(id) => return window::close(id),
            Message::Moved(..)
            | Message::ProjectorAt(..)
            | Message::ProjectorClosing(..)
            | Message::ProjectorOpened(_)
            | Message::ProjectorMonitor(..)
            | Message::Closed(_) => return self.projector_window(message),
            // F5: where only the teacher sees this screen, the projector screen's own window; where
            // the class may see it, this very window shows what the class sees.
            Message::ToggleProjector if self.posture.is_private() || self.projector.window.is_some() => {
                return self.toggle_projector();
            }
            Message::ToggleProjector | Message::ClassView => self.class_view = !self.class_view,
            Message::ProjectorWindow => {
                self.class_view = false;
                return self.toggle_projector();
            }
            Message::Posture(msg) => self.posture(msg),
            Message::ProjectorBigger | Message::ProjectorSmaller | Message::Freeze | Message::Fullscreen => {
                return self.projector_control(message);
            }
            Message::Opened(path, opened) => self.opened(path, opened),
            Message::Created(created) => return self.created(*created),
            Message::Key(event) => return self.key(event),
            Message::Language(l) => self.set_language(l),
            Message::ToggleTheme => self.dark = !self.dark,
            // Leaving a lesson asks it first: it may have something not on disk.
            Message::Home if matches!(self.screen, Screen::Lesson(_)) => {
                return self.lesson_update(lesson::Msg::Leave(lesson::Leave::Home));
            }
            Message::Home => return self.left(lesson::Leave::Home),
            Message::Start(msg) => return self.start_update(msg),
            Message::Setup(msg) => return self.setup(msg),
            Message::Lesson(msg) => return self.lesson_update(msg),
            Message::DismissWarning => self.notice = None,
            Message::PlanWritten(n, notice) => {
                if self.plan.ended(n) {
                    self.notice = Some(notice.unwrap_or_else(|_| Notice::error(Words::text("files-not-written"))));
                }
            }
            Message::OpenFolder(dir) => {
                if !open_folder(&dir) {
                    let path = dir.display().to_string();
                    self.notice = Some(Notice::error(Words::new(move |tr| {
                        tr.tr("notice-no-file-manager", &[("path", Arg::from(path.clone()))])
                    })));
                }
            }
            Message::Device(req) => match &mut self.screen {
                Screen::Lesson(l) => return l.device_ask(req).map(Message::Lesson),
                _ => req.answer(crate::devices::Answer::Refused(self.tr.text("phone-too-late"))),
            },
            // The devices' codes and tokens kept on disk when a device joined.
            Message::Tick => {
                if let Screen::Lesson(l) = &mut self.screen {
                    return l.tick().map(Message::Lesson);
                }
            }
        }
        Task::none()
    }

    /// The lesson is left (nothing unsaved, or the teacher said so): to the classes, or out
    /// of the app (the projector screen's place asked for first, so that it opens there next time).
    fn left(&mut self, leave: lesson::Leave) -> Task<Message> {
        match leave {
            lesson::Leave::Home => {
                self.screen = Screen::Start(Start::new(&self.ctx()));
                self.listing_task()
            }
            lesson::Leave::Exit => match self.projector.window {
                Some(p) => window::position(p).map(Message::Exit),
                None => self.update(Message::Exit(None)),
            },
        }
    }

    /// The interface language, remembered for the next start.
    fn set_language(&mut self, l: Language) {
        self.tr = Translator::for_region(interface_region(&self.settings, l));
        // Remembered for the next start (a failure to save it loses only the choice).
        let mut settings = self.settings.clone();
        settings.language = Some(l.code().to_string());
        self.keep_settings(settings);
        // The lesson keeps the language the class hears: say so, where the two differ.
        if let Some(lesson) = self.lesson().map(LessonScreen::language).filter(|&ll| ll != l) {
            let words = Words::new(move |tr| {
                let name = |x: Language| tr.language_name(x);
                tr.tr("language-lesson-kept", &[("interface", Arg::from(name(l))), ("lesson", Arg::from(name(lesson)))])
            });
            self.notice = Some(Notice { languages: true, ..Notice::info(words) });
        } else if self.notice.as_ref().is_some_and(|n| n.languages) {
            self.notice = None;
        }
    }

    fn start_update(&mut self, msg: start::Msg) -> Task<Message> {
        let ctx = Ctx::of(&self.tr, &self.library, &self.lesson_file, (self.main_width, self.main_height));
        let Screen::Start(s) = &mut self.screen else { return Task::none() };
        let (task, event) = s.update(msg, &ctx);
        match event {
            Some(start::Event::NewClass) => {
                let seed = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000);
                let today = chrono::Local::now().format("%Y-%m-%d").to_string();
                self.screen = Screen::Setup(Setup::new(&self.tr, today, seed, &self.lesson_file));
            }
            Some(start::Event::Open(path)) => return Task::batch([task.map(Message::Start), self.open(path)]),
            Some(start::Event::Region(id)) => {
                if let Some(region) = crate::i18n::Region::from_id(id) {
                    let mut settings = self.settings.clone();
                    settings.region = Some(region.id.to_string());
                    self.keep_settings(settings);
                    if self.tr.language() == region.language {
                        self.tr = Translator::for_region(region);
                    }
                }
            }
            None => {}
        }
        task.map(Message::Start)
    }

    fn lesson_update(&mut self, msg: lesson::Msg) -> Task<Message> {
        let ctx = Ctx::of(&self.tr, &self.library, &self.lesson_file, (self.main_width, self.main_height));
        let Screen::Lesson(l) = &mut self.screen else { return Task::none() };
        let (task, event) = l.update(msg, &ctx);
        match event {
            Some(lesson::Event::Leave(leave)) => return self.left(leave),
            Some(lesson::Event::LeftSaved(leave, text)) => {
                let task = self.left(leave);
                self.notice = Some(Notice::info(text));
                return task;
            }
            Some(lesson::Event::ReadAloud(words, lang, yourself)) => self.read_aloud(&words, lang, yourself),
            Some(lesson::Event::LessonPlan(region)) => return self.lesson_plan(region),
            Some(lesson::Event::Notice(text, error)) => {
                self.notice = Some(if error { Notice::error(text) } else { Notice::info(text) });
            }
            Some(lesson::Event::Saved(text, folder)) => self.notice = Some(Notice::saved(text, folder)),
            None => {}
        }
        task.map(Message::Lesson)
    }

    fn setup(&mut self, msg: setup::Msg) -> Task<Message> {
        let Screen::Setup(setup) = &mut self.screen else { return Task::none() };
        match setup.update(msg, &self.tr) {
            None => {}
            Some(setup::Event::Cancel) => return self.update(Message::Home),
            Some(setup::Event::LessonPlan(region)) => return self.lesson_plan(region),
            Some(setup::Event::Start { class, date, region, typed, own_board, discussed, teams, seed }) => {
                let session = if own_board {
                    Session::new(self.lesson_file.clone(), teams, seed)
                } else {
                    Session::on_map(self.lesson_file.clone(), teams, seed)
                };
                let session = session.and_then(|s| s.discussing(discussed));
                match session {
                    Ok(mut session) => {
                        session.set_class(class.clone(), date);
                        session.set_language(region.language.code());
                        session.set_region(region.id);
                        session.set_dice(if typed { crate::engine::Dice::Real } else { crate::engine::Dice::App });
                        // The region is the teacher's: the next class and the interface in its
                        // language propose it.
                        let mut settings = self.settings.clone();
                        settings.region = Some(region.id.to_string());
                        self.keep_settings(settings);
                        if self.tr.language() == region.language {
                            self.tr = Translator::for_region(region);
                        }
                        return self.create(session, region);
                    }
                    Err(e) => setup.refused(lesson::rule_error(crate::report::Cast::default(), e)),
                }
            }
        }
        Task::none()
    }

    /// Reads `words` aloud, or stops what is being read. A text for the teacher's own voice
    /// (`yourself`) is not read: the lesson screen asks first.
    fn read_aloud(&mut self, words: &str, lang: speech::Voice, yourself: bool) {
        if self.speech.speaking() {
            self.speech.stop();
            return;
        }
        if yourself {
            if let Screen::Lesson(l) = &mut self.screen {
                l.ask_to_read();
            }
            return;
        }
        if let Err(e) = self.speech.speak(lang, words) {
            self.notice = Some(Notice::error(speech_error(e)));
        }
    }

    /// Writes `region`'s lesson plan as PDF into the handouts folder, on a thread of its own,
    /// and opens it; the notice says where it is (and why not, if it could not be written).
    fn lesson_plan(&mut self, region: &'static crate::i18n::Region) -> Task<Message> {
        if self.plan.is_running() {
            return Task::none();
        }
        let library = self.library.clone();
        let work = move || {
            library.wait_as_its_disk();
            let tr = Translator::for_region(region);
            let doc = crate::handouts::lesson_plan(&tr, crate::handouts::writer::Paper::for_region(region));
            let dir = library.handouts_dir().join(region.folder());
            match write_pdfs(&dir, vec![doc], &tr) {
                Ok(text) => {
                    let _ = open_folder(&dir.join(format!("{}.pdf", files::file_name(&tr, "lesson-plan"))));
                    Notice::saved(text, dir)
                }
                Err(text) => Notice::error(text),
            }
        };
        self.plan.start(work, Message::PlanWritten);
        self.plan.task()
    }

    pub fn view(&self, window: window::Id) -> Element<'_, Message> {
        if Some(window) == self.projector.window {
            return self.view_projector();
        }
        self.view_main()
    }

    /// The class's window on the projector.
    pub fn view_projector(&self) -> Element<'_, Message> {
        projector::view(self.projector_frame(), self.projector.scale, self.dark)
    }

    /// The teacher's window: the bar with the app's controls, then the screen; where the class
    /// may see it and the teacher asked for it (F5), what the class sees.
    pub fn view_main(&self) -> Element<'_, Message> {
        if self.class_view {
            return self.class_view_page();
        }
        let ctx = self.ctx();
        let page = column![container(self.menu_bar()).padding([6, 12])]
            .extend(self.posture_question())
            .extend(self.notice_line());
        let body: Element<'_, Message> = match &self.screen {
            Screen::Start(s) => s.view(&ctx).map(Message::Start),
            Screen::Setup(s) => s.view(&ctx).map(Message::Setup),
            Screen::Lesson(l) => lesson::view(l, &ctx).map(Message::Lesson),
        };
        page.push(body).height(Fill).into()
    }
}

/// Why reading aloud failed, worded when drawn.
fn speech_error(e: speech::SpeechError) -> Words {
    Words::new(move |tr| match &e {
        speech::SpeechError::Missing => tr.text("speech-missing"),
        speech::SpeechError::Failed(why) => tr.tr("speech-failed", &[("why", Arg::from(why.clone()))]),
        speech::SpeechError::NoSound(why) => tr.tr("speech-no-sound", &[("why", Arg::from(why.clone()))]),
        speech::SpeechError::NoVoice(language) => {
            tr.tr("speech-no-voice", &[("language", Arg::from(tr.language_name(*language)))])
        }
    })
}

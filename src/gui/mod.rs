//! The teacher's console (iced) and the projector. Each screen owns its state and its messages and
//! reports what only the app can do as events; the app routes messages, opens windows, reads
//! aloud, and holds no screen's fields. The GUI holds no rule: it asks the engine.

pub mod devices_panel;
mod dialogs;
pub mod film_file;
mod job;
mod launch;
pub mod lesson;
pub mod map;
pub mod projector;
mod setup;
mod speech;
mod start;
pub mod style;
pub mod widgets;
pub mod words;

pub use launch::{StartError, panic_hook, run, run_with, window_opened};
pub use lesson::WHAT_IF_GAMES;
pub use lesson::{
    FilmMsg, FixMsg, Key as LessonKey, LessonScreen, Mode, Msg as LessonMsg, Panel, Revealed, parse_outcomes,
};
pub use projector::end::Highlight;
pub use projector::{ChipState, Slide};

/// The film's frame of `session` after `at` entries, as the projector screen shows it while the
/// film plays (`None` on the own board).
pub fn projector_film_slide(session: &Session, tr: &crate::i18n::Translator, at: usize) -> Option<Slide> {
    projector::film_slide(session, tr, at, Some(true))
}
pub use setup::{Msg as SetupMsg, Setup};
pub use start::{Msg as StartMsg, Start};
pub use style::Colour;
pub use words::Words;

use iced::widget::{button, column, container, pick_list, row, text};
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

/// A message for the teacher at the top of a screen, worded when drawn.
#[derive(Clone, Debug)]
pub struct Notice {
    pub text: Words,
    pub error: bool,
    /// A folder that was just written to, offered to open ("Open the folder").
    pub folder: Option<PathBuf>,
    /// The projector screen opened on the only display: offer "the class sees this screen".
    pub one_display: bool,
}

impl Notice {
    pub fn info(text: Words) -> Notice {
        Notice { text, error: false, folder: None, one_display: false }
    }
    pub fn error(text: Words) -> Notice {
        Notice { text, error: true, folder: None, one_display: false }
    }
    /// Files were written into `folder`: the notice offers to open it.
    pub fn saved(text: Words, folder: PathBuf) -> Notice {
        Notice { text, error: false, folder: Some(folder), one_display: false }
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
    /// The class sees the console (a mirrored projector): hide the consequences there too.
    ClassSeesConsole(bool),
    DismissWarning,
    /// Open a folder the app has just written to, in the file manager.
    OpenFolder(PathBuf),
    /// A card or investment from a team's device, for the lesson to check, enter and save.
    Device(crate::devices::Request),
    /// Time passes (while team devices are on).
    Tick,
    /// The lesson plan has been written (its notice waits in the app).
    PlanWritten,
}

/// Whether a message may change what the teams' devices show: the views are built again
/// only then (c9), not for a tick, a moved window or the film's clock. A device's ask
/// publishes the new views itself, before it is answered.
fn may_change_what_devices_show(message: &Message) -> bool {
    use lesson::Msg as L;
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
            | Message::ToggleTheme
            | Message::OpenFolder(_)
            | Message::PlanWritten
            | Message::Lesson(
                L::Film(_)
                    | L::WhatIfCheck
                    | L::OneChoice(_)
                    | L::WhysShown(_)
                    | L::ToggleConsequences
                    | L::ToggleDetail
                    | L::ToggleGains
                    | L::ToggleSituation
                    | L::Focus(_)
                    | L::WriteEnded
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
    /// The language the class heard last: the projector screen keeps it between lessons.
    class_lang: Option<Language>,
    /// The width of the teacher's window (the bar takes two lines where one is too narrow).
    main_width: f32,
    main_height: f32,
    /// The lesson plan being written as PDF, to open once it is.
    plan: job::Running<Notice>,
}

impl App {
    /// The app on a library folder, without any window (tests drive it by messages).
    pub fn new(library: Library, language: Language) -> App {
        let settings = library.settings();
        App::with_settings(library, &settings, language)
    }

    /// The same, with the settings already read (the window reads them once, at its start).
    fn with_settings(library: Library, settings: &crate::store::Settings, language: Language) -> App {
        let tr = Translator::new(language);
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
            plan: job::Running::default(),
        }
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
        if let Some(path) = launch::OPEN.get() {
            app.open(path.clone());
            if let Some(&(ip, port)) = launch::DEVICES.get() {
                app.devices_from_command_line(ip, port);
            }
        }
        let (_, open) = window::open(window::Settings {
            size: Size::new(1366.0, 768.0),
            min_size: Some(Size::new(1024.0, 600.0)),
            icon: app_icon(),
            // Closing asks first while a lesson has something unsaved (`CloseRequested`).
            exit_on_close_request: false,
            ..window::Settings::default()
        });
        let listing = app.listing_task();
        (app, Task::batch([open.map(Message::MainOpened), listing]))
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

    /// Waits until the lesson's writer has written everything (at most ten seconds): for the
    /// tests and scripts, which then deliver `SaveEnded` as iced would.
    pub fn wait_for_disk(&self) -> bool {
        self.lesson().is_none_or(|l| l.wait_for_writer(std::time::Duration::from_secs(10)))
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
            Some(l) => projector::frame(l),
            // Between lessons the projector screen speaks the class's language, not the
            // teacher's screen's.
            None => {
                let tr = self.class_lang.map(Translator::new);
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
            let ms = lesson::film_entry_time(l.session().timeline().len()).as_millis() as u64;
            subs.push(every(ms).map(|_| Message::Lesson(lesson::Msg::Film(FilmMsg::Tick))));
        }
        // While the writer works: the screen says "Saving…" once the disk is slow, and hears
        // the end even if its message were lost.
        if self.lesson().is_some_and(LessonScreen::saving_busy) {
            subs.push(every(150).map(|_| Message::Lesson(lesson::Msg::SaveEnded)));
        }
        // A save that failed is tried again every two seconds (a USB stick put back in).
        if self.lesson().is_some_and(LessonScreen::wants_retry) {
            subs.push(every_two_seconds().map(|_| Message::Lesson(lesson::Msg::RetrySave)));
        }
        Subscription::batch(subs)
    }

    /// Opens a class file (from the library or from anywhere else) where it stopped.
    pub fn open(&mut self, path: PathBuf) {
        match crate::store::open_class(&path, &self.lesson_file) {
            Ok(session) => {
                let lang = Language::from_code(&session.record().language).unwrap_or(self.tr.language());
                self.screen = Screen::Lesson(Box::new(LessonScreen::new(session, path, lang, self.library.clone())));
            }
            Err(e) => {
                let backup = crate::store::newest_good_backup(&path, &self.lesson_file);
                let entries = backup.as_ref().map(|(_, rec)| rec.entries.len());
                let text = Words::new(move |tr| {
                    let why = Arg::from(errors::store(tr, &e));
                    match entries {
                        Some(n) => tr.tr("start-broken-with-backup", &[("why", why), ("entries", Arg::from(n))]),
                        None => tr.tr("start-broken", &[("why", why)]),
                    }
                });
                let mut s = Start::new(&self.ctx());
                s.backup_offer = backup.map(|(p, _)| p);
                s.notice = Some(Notice::error(text));
                self.screen = Screen::Start(s);
            }
        }
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        let publish = may_change_what_devices_show(&message);
        let task = self.handle(message);
        if let Some(l) = self.lesson() {
            self.class_lang = Some(l.language());
        }
        // Whatever changed, the teams' devices see it (nothing is sent when nothing did).
        if let Some(l) = self.lesson().filter(|_| publish) {
            l.publish_devices();
        }
        Task::batch([task, self.listing_task(), self.background_task()])
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
            Message::ToggleProjector => return self.toggle_projector(),
            Message::ProjectorBigger
            | Message::ProjectorSmaller
            | Message::Freeze
            | Message::Fullscreen
            | Message::ClassSeesConsole(_) => return self.projector_control(message),
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
            Message::PlanWritten => {
                if let Some(notice) = self.plan.ended() {
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
                    l.keep_device_keys();
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

    /// The teacher's window: opened, fitted to its display, resized, closed (which ends the app).
    fn main_window(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::MainOpened(id) => {
                self.main = Some(id);
                launch::window_opened();
                return window::monitor_size(id).map(move |size| Message::MainMonitor(id, size));
            }
            Message::MainMonitor(id, Some(monitor)) => {
                let fit = Size::new(monitor.width.min(1366.0), monitor.height.min(768.0));
                if fit != Size::new(1366.0, 768.0) && fit.width >= 1.0 && fit.height >= 1.0 {
                    (self.main_width, self.main_height) = (fit.width, fit.height);
                    return window::resize(id, fit);
                }
            }
            Message::MainMonitor(..) => {}
            Message::Resized(id, size) if Some(id) == self.main => {
                (self.main_width, self.main_height) = (size.width, size.height);
            }
            Message::Exit(at) => {
                // The app's last moment: what the writer still has under way is waited for
                // (a few seconds at most), so that ending never cuts a save short.
                if let Screen::Lesson(l) = &self.screen {
                    let _ = l.wait_for_writer(std::time::Duration::from_secs(5));
                }
                self.remember_projector(at);
                self.speech.stop();
                return iced::exit();
            }
            // Only the teacher's window ends the app: the projector screen closed by F5 (its
            // id already let go) or by the window system leaves the lesson as it is.
            Message::Closed(id) if Some(id) == self.main || self.main.is_none() => {
                // The projector screen's place is asked for first, so that it opens there next time.
                return match self.projector.window {
                    Some(p) => window::position(p).map(Message::Exit),
                    None => self.update(Message::Exit(None)),
                };
            }
            _ => {}
        }
        Task::none()
    }

    /// The projector screen's window: opened on its display, moved, closed.
    fn projector_window(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Moved(id, at) if Some(id) == self.projector.window && !self.projector.fullscreen => {
                self.projector.at = Some(at);
            }
            Message::ProjectorAt(id, at) if Some(id) == self.projector.window => self.remember_projector(at),
            Message::ProjectorClosing(id, at) if Some(id) == self.projector.window => {
                self.remember_projector(at);
                self.projector.window = None;
                self.projector.fullscreen = false;
                return window::close(id);
            }
            Message::ProjectorOpened(id) => {
                self.projector.window = Some(id);
                let mut tasks = vec![window::monitor_size(id).map(move |size| Message::ProjectorMonitor(id, size))];
                if self.projector.reopening.is_some_and(|p| p.fullscreen) {
                    self.projector.fullscreen = true;
                    tasks.push(window::set_mode(id, window::Mode::Fullscreen));
                }
                if !self.projector.warned && connected_displays() == Some(1) {
                    self.projector.warned = true;
                    self.notice =
                        Some(Notice { one_display: true, ..Notice::error(Words::text("projector-one-display")) });
                }
                return Task::batch(tasks);
            }
            Message::ProjectorMonitor(id, Some(monitor)) if Some(id) == self.projector.window => {
                let size = projector_size(monitor);
                if let Some(p) = self.projector.reopening.take() {
                    // Put back where it was; on one display, in the middle if that place is
                    // no longer on it (another resolution).
                    let off =
                        p.x < 0 || p.y < 0 || p.x as f32 + 100.0 > monitor.width || p.y as f32 + 100.0 > monitor.height;
                    let mut tasks = vec![window::resize(id, size)];
                    if off && !projector_on_second_display(connected_displays()) {
                        tasks.push(window::move_to(id, centred(size, monitor)));
                    }
                    return Task::batch(tasks);
                }
                if size != Size::new(1280.0, 720.0) {
                    // Opened in the middle of the only display: it stays in the middle.
                    let centre = if projector_on_second_display(connected_displays()) {
                        Task::none()
                    } else {
                        window::move_to(id, centred(size, monitor))
                    };
                    return Task::batch([window::resize(id, size), centre]);
                }
            }
            Message::ProjectorMonitor(..) => self.projector.reopening = None,
            Message::Closed(id) if Some(id) == self.projector.window => {
                self.remember_projector(None);
                self.projector.window = None;
                self.projector.fullscreen = false;
            }
            _ => {}
        }
        Task::none()
    }

    /// The projector screen's controls on the teacher's screen: text size, freeze, full screen,
    /// the class seeing the teacher's screen.
    fn projector_control(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::ProjectorBigger => {
                self.projector.scale = (self.projector.scale + 0.1).min(1.6);
                self.remember_projector(None);
            }
            Message::ProjectorSmaller => {
                self.projector.scale = (self.projector.scale - 0.1).max(0.6);
                self.remember_projector(None);
            }
            Message::Freeze => {
                self.projector.frozen = match self.projector.frozen.take() {
                    Some(_) => None,
                    None => Some(self.projector_frame()),
                }
            }
            Message::Fullscreen => {
                if let Some(id) = self.projector.window {
                    self.projector.fullscreen = !self.projector.fullscreen;
                    if !self.projector.fullscreen {
                        self.remember_projector(None);
                        return window::set_mode(id, window::Mode::Windowed);
                    }
                    // Where it is now (which display) first, then full screen there.
                    return window::position(id)
                        .map(move |at| Message::ProjectorAt(id, at))
                        .chain(window::set_mode(id, window::Mode::Fullscreen));
                }
            }
            Message::ClassSeesConsole(on) => {
                self.projector.class_sees_console = on;
                self.notice = None;
            }
            _ => {}
        }
        Task::none()
    }

    /// The interface language, remembered for the next start.
    fn set_language(&mut self, l: Language) {
        self.tr = Translator::new(l);
        // Remembered for the next start (a failure to save it loses only the choice).
        let mut settings = self.library.settings();
        settings.language = Some(l.code().to_string());
        let _ = self.library.save_settings(&settings);
        // The lesson keeps the language the class hears: say so, where the two differ.
        if let Some(lesson) = self.lesson().map(LessonScreen::language).filter(|&ll| ll != l) {
            self.notice = Some(Notice::info(Words::new(move |tr| {
                let name = |x: Language| tr.language_name(x);
                tr.tr("language-lesson-kept", &[("interface", Arg::from(name(l))), ("lesson", Arg::from(name(lesson)))])
            })));
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
            Some(start::Event::Open(path)) => self.open(path),
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
            Some(lesson::Event::LessonPlan(lang)) => return self.lesson_plan(lang),
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
            Some(setup::Event::LessonPlan(lang)) => return self.lesson_plan(lang),
            Some(setup::Event::Start { class, date, language, typed, own_board, discussed, teams, seed }) => {
                let session = if own_board {
                    Session::new(self.lesson_file.clone(), teams, seed)
                } else {
                    Session::on_map(self.lesson_file.clone(), teams, seed)
                };
                let session = session.and_then(|s| s.discussing(discussed));
                match session {
                    Ok(mut session) => {
                        session.set_class(class.clone(), date);
                        session.set_language(language.code());
                        session.set_dice(if typed { crate::engine::Dice::Real } else { crate::engine::Dice::App });
                        let path = self.library.new_path(&class);
                        let mut l = LessonScreen::new(session, path, language, self.library.clone());
                        // Saved at once, so the class is in the library before the first entry.
                        let (saving, _) = l.update(lesson::Msg::RetrySave, &self.ctx());
                        self.screen = Screen::Lesson(Box::new(l));
                        return saving.map(Message::Lesson);
                    }
                    Err(e) => setup.refused(lesson::rule_error(crate::report::Cast::default(), e)),
                }
            }
        }
        Task::none()
    }

    /// Reads `words` aloud, or stops what is being read. A text for the teacher's own voice
    /// (`yourself`) is not read: the lesson screen asks first.
    fn read_aloud(&mut self, words: &str, lang: Language, yourself: bool) {
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

    /// Writes the lesson plan in `lang` as PDF into the handouts folder, on a thread of its own,
    /// and opens it; the notice says where it is (and why not, if it could not be written).
    fn lesson_plan(&mut self, lang: Language) -> Task<Message> {
        if self.plan.is_running() {
            return Task::none();
        }
        let library = self.library.clone();
        let work = move || {
            library.wait_as_its_disk();
            let tr = Translator::new(lang);
            let doc = crate::handouts::lesson_plan(&tr, crate::handouts::writer::Paper::from_env());
            let dir = library.handouts_dir().join(lang.code());
            match write_pdfs(&dir, vec![doc]) {
                Ok(text) => {
                    let _ = open_folder(&dir.join("lesson-plan.pdf"));
                    Notice::saved(text, dir)
                }
                Err(text) => Notice::error(text),
            }
        };
        match self.plan.start("lesson-plan", work) {
            Some(notice) => {
                self.notice = Some(notice);
                Task::none()
            }
            None => self.plan.task(Message::PlanWritten),
        }
    }

    fn toggle_projector(&mut self) -> Task<Message> {
        if let Some(id) = self.projector.window {
            return window::position(id).map(move |at| Message::ProjectorClosing(id, at));
        }
        // Where the teacher left it, on the same set of displays.
        if let Some(p) = self.projector_place() {
            self.projector.at = Some(iced::Point::new(p.x as f32, p.y as f32));
            self.projector.reopening = Some(p);
            let (_, open) = window::open(window::Settings {
                size: Size::new(1280.0, 720.0),
                position: window::Position::Specific(iced::Point::new(p.x as f32, p.y as f32)),
                icon: app_icon(),
                ..window::Settings::default()
            });
            return open.map(Message::ProjectorOpened);
        }
        // On a desktop that extends onto the projector, the projector opens on the second display,
        // to the right of the console; F11 then makes it fullscreen there. With one display (or
        // where the system does not say), it opens on the same screen: to the right of it would
        // be outside the desktop.
        let position = if projector_on_second_display(connected_displays()) {
            window::Position::SpecificWith(|_, monitor| iced::Point::new(monitor.width, 0.0))
        } else {
            window::Position::Centered
        };
        let (_, open) = window::open(window::Settings {
            size: Size::new(1280.0, 720.0),
            position,
            icon: app_icon(),
            ..window::Settings::default()
        });
        open.map(Message::ProjectorOpened)
    }

    /// Where the projector screen opens next: where the teacher left it, while as many
    /// displays are connected as then.
    pub fn projector_place(&self) -> Option<crate::store::ProjectorPlace> {
        self.library.settings().projector.filter(|p| p.displays == display_count())
    }

    /// Keeps the projector screen's place (`at`, where the window system has just said it), its
    /// full screen and its text size for the next time.
    fn remember_projector(&mut self, at: Option<iced::Point>) {
        self.projector.at = at.or(self.projector.at);
        let saved = self.library.settings();
        let mut settings = saved.clone();
        let old = settings.projector;
        let at = self.projector.at.map(|p| (p.x.round() as i32, p.y.round() as i32));
        let Some((x, y)) = at.or(old.map(|p| (p.x, p.y))) else {
            // Never opened: only the text size is new.
            return;
        };
        let fullscreen =
            if self.projector.window.is_some() { self.projector.fullscreen } else { old.is_some_and(|p| p.fullscreen) };
        settings.projector = Some(crate::store::ProjectorPlace {
            x,
            y,
            fullscreen,
            displays: display_count(),
            text_percent: (self.projector.scale * 100.0).round() as u16,
        });
        if settings != saved {
            // A failure to save loses only the place.
            let _ = self.library.save_settings(&settings);
        }
    }

    /// Keys become the screen's messages; F5, F6 (the map), F8, F11 and A-/A+ are the projector's.
    fn key(&mut self, event: keyboard::Event) -> Task<Message> {
        use keyboard::key::Named;
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else { return Task::none() };
        match key.as_ref() {
            keyboard::Key::Named(Named::F5) => return self.update(Message::ToggleProjector),
            // The map on the projector screen and back, on the app's map.
            keyboard::Key::Named(Named::F6) => {
                if let Screen::Lesson(l) = &self.screen
                    && l.session().game().map().is_some()
                {
                    let on = !l.projector_map;
                    return self.update(Message::Lesson(lesson::Msg::ProjectorMap(on)));
                }
                return Task::none();
            }
            keyboard::Key::Named(Named::F8) => return self.update(Message::Freeze),
            keyboard::Key::Named(Named::F11) => return self.update(Message::Fullscreen),
            _ => {}
        }
        // Outside a lesson: Enter resumes the class changed last, or starts the game set up;
        // Ctrl+N sets up a new class; Tab moves between the fields of a new class.
        match (&self.screen, key.as_ref()) {
            (Screen::Start(_), keyboard::Key::Character("n" | "N")) if modifiers.command() => {
                return self.update(Message::Start(StartMsg::NewClass));
            }
            (Screen::Start(_), keyboard::Key::Named(Named::Enter)) => {
                // Enter resumes the class changed last: at once, or once the library is read.
                return self.update(Message::Start(StartMsg::ResumeFirst));
            }
            (Screen::Setup(_), keyboard::Key::Named(Named::Enter)) => {
                return self.update(Message::Setup(SetupMsg::Start));
            }
            (Screen::Setup(_), keyboard::Key::Named(Named::Tab)) => {
                return if modifiers.shift() {
                    iced::widget::operation::focus_previous()
                } else {
                    iced::widget::operation::focus_next()
                };
            }
            (Screen::Lesson(_), _) => {}
            _ => return Task::none(),
        }
        let lesson_key = match key.as_ref() {
            // Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (a shifted z may come as "Z").
            keyboard::Key::Character("z" | "Z") if modifiers.command() && modifiers.shift() => Some(LessonKey::Redo),
            keyboard::Key::Character("y" | "Y") if modifiers.command() => Some(LessonKey::Redo),
            keyboard::Key::Character("z") if modifiers.command() => Some(LessonKey::Undo),
            keyboard::Key::Character(c @ ("1" | "2" | "3")) => c.parse().ok().map(LessonKey::Card),
            keyboard::Key::Character(c @ ("0" | "4" | "5" | "6" | "7" | "8" | "9")) => {
                c.parse().ok().map(LessonKey::Digit)
            }
            keyboard::Key::Named(Named::Backspace) => Some(LessonKey::Backspace),
            keyboard::Key::Named(Named::Tab) => Some(LessonKey::Tab { back: modifiers.shift() }),
            keyboard::Key::Named(Named::Enter) if modifiers.shift() => Some(LessonKey::Confirm),
            keyboard::Key::Named(Named::Enter) => Some(LessonKey::Enter),
            keyboard::Key::Named(Named::Escape) => Some(LessonKey::Escape),
            keyboard::Key::Named(Named::ArrowLeft) => Some(LessonKey::Choose { target: false, back: true }),
            keyboard::Key::Named(Named::ArrowRight) => Some(LessonKey::Choose { target: false, back: false }),
            keyboard::Key::Named(Named::ArrowUp) => Some(LessonKey::Choose { target: true, back: true }),
            keyboard::Key::Named(Named::ArrowDown) => Some(LessonKey::Choose { target: true, back: false }),
            keyboard::Key::Character("r" | "R") if !modifiers.command() => Some(LessonKey::Retreat),
            keyboard::Key::Named(Named::PageUp) => Some(LessonKey::Page { back: true }),
            keyboard::Key::Named(Named::PageDown) => Some(LessonKey::Page { back: false }),
            keyboard::Key::Named(Named::Space) => Some(LessonKey::Space),
            _ => None,
        };
        match lesson_key {
            Some(k) => self.update(Message::Lesson(lesson::Msg::Key(k))),
            None => Task::none(),
        }
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

    /// The teacher's window: the bar with the app's controls, then the screen.
    pub fn view_main(&self) -> Element<'_, Message> {
        let ctx = self.ctx();
        let tr = &self.tr;
        let mut page = column![container(self.menu_bar()).padding([6, 12])].extend(self.notice_line());
        if self.projector.class_sees_console {
            page = page.push(
                container(
                    row![
                        widgets::note(tr.text("projector-class-sees-on")),
                        button(text(tr.text("projector-class-sees-off")).size(style::SMALL))
                            .padding([2, 8])
                            .style(style::secondary)
                            .on_press(Message::ClassSeesConsole(false)),
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center),
                )
                .padding([0, 12]),
            );
        }
        let body: Element<'_, Message> = match &self.screen {
            Screen::Start(s) => s.view(&ctx).map(Message::Start),
            Screen::Setup(s) => s.view(&ctx).map(Message::Setup),
            Screen::Lesson(l) => lesson::view(l, &ctx, self.projector.class_sees_console).map(Message::Lesson),
        };
        page.push(body).height(Fill).into()
    }
}

impl App {
    /// The bar at the top: the lesson's controls on the left, the projector's and the app's
    /// on the right.
    fn menu_bar(&self) -> Element<'_, Message> {
        let tr = &self.tr;
        let langs: Vec<widgets::Choice<Language>> =
            Language::ALL.into_iter().map(|l| widgets::Choice::new(l, tr.language_name(l))).collect();
        let current = langs.iter().find(|l| l.value == tr.language()).cloned();
        // The lesson's controls on the left, the projector's and the app's on the right; on
        // one line where the window is wide enough, else the projector's on a second line.
        let home = (!matches!(self.screen, Screen::Start(_))).then(|| (tr.text("menu-home"), Some(Message::Home)));
        let class = self.lesson().map(|l| l.session().record().class.clone());
        let read = self.lesson().map(|_| {
            let reading =
                if self.speech.speaking() { tr.text("lesson-stop-reading") } else { tr.text("lesson-read-aloud") };
            (reading, Some(Message::Lesson(lesson::Msg::ReadAloud)))
        });
        let mut shown = vec![(
            if self.projector.window.is_some() {
                tr.text("menu-projector-close")
            } else {
                tr.text("menu-projector-open")
            },
            Some(Message::ToggleProjector),
        )];
        if self.projector.window.is_some() {
            let freeze = if self.projector.frozen.is_some() {
                tr.text("menu-projector-unfreeze")
            } else {
                tr.text("menu-projector-freeze")
            };
            shown.push(("A\u{2212}".to_string(), Some(Message::ProjectorSmaller)));
            shown.push(("A+".to_string(), Some(Message::ProjectorBigger)));
            shown.push((freeze, Some(Message::Freeze)));
            shown.push((tr.text("menu-projector-fullscreen"), Some(Message::Fullscreen)));
        }
        let theme = (if self.dark { tr.text("menu-light") } else { tr.text("menu-dark") }, Some(Message::ToggleTheme));
        // A button as wide as its label, its padding either side and the bar's spacing.
        let button_w =
            |l: &str| projector::width_of(l, style::NORMAL, false) + 2.0 * f32::from(style::BUTTON_PAD[1]) + 8.0;
        // Measured with the projector's controls all there, open or not: opening the projector
        // never adds a line that moves the console down under the teacher's pointer (u12).
        let widest = |a: &str, b: &str| button_w(&tr.text(a)).max(button_w(&tr.text(b)));
        let on = tr.text("menu-projector-on");
        let on_w = projector::width_of(&on, style::NORMAL, false) + 8.0;
        let projector_w = (on_w + button_w(&tr.text("menu-projector-close")))
            .max(button_w(&tr.text("menu-projector-open")))
            + button_w("A\u{2212}")
            + button_w("A+")
            + widest("menu-projector-unfreeze", "menu-projector-freeze")
            + button_w(&tr.text("menu-projector-fullscreen"));
        let need = home.iter().chain(&read).map(|(l, _)| button_w(l)).sum::<f32>()
            + projector_w
            + class.as_deref().map_or(0.0, |c| projector::width_of(c, style::NORMAL, true) + 8.0)
            + 120.0
            + 8.0
            + button_w(&theme.0)
            + 24.0;
        let buttons = |items: Vec<(String, Option<Message>)>| {
            items
                .into_iter()
                .fold(row![].spacing(8).align_y(Alignment::Center), |r, (l, m)| r.push(widgets::action(l, m)))
        };
        let mut first = buttons(home.into_iter().collect());
        if let Some(c) = class {
            first = first.push(text(c).size(style::NORMAL).font(style::STRONG));
        }
        first = first.push(buttons(read.into_iter().collect())).push(iced::widget::space::horizontal());
        let app_controls =
            row![pick_list(langs, current, |l: widgets::Choice<Language>| Message::Language(l.value)).width(120)]
                .push(widgets::action(theme.0, theme.1))
                .spacing(8)
                .align_y(Alignment::Center);
        // While it is open, its controls stand after its name ("Projector screen: Close (F5) …").
        let open = self.projector.window.is_some();
        let projector_controls = row![]
            .push(open.then(|| text(on).size(style::NORMAL).style(style::muted)))
            .push(buttons(shown))
            .spacing(8)
            .align_y(Alignment::Center);
        if need <= self.main_width {
            first.push(projector_controls).push(app_controls).into()
        } else {
            column![first.push(app_controls), row![iced::widget::space::horizontal(), projector_controls]]
                .spacing(6)
                .into()
        }
    }

    /// The notice under the bar, with what it offers to do (close it, open a folder...).
    fn notice_line(&self) -> Option<Element<'_, Message>> {
        let tr = &self.tr;
        let n = self.notice.as_ref()?;
        let mut line =
            row![if n.error { widgets::error_banner(n.text.say(tr)) } else { widgets::info_banner(n.text.say(tr)) }]
                .spacing(8)
                .align_y(Alignment::Center);
        if n.one_display {
            line = line
                .push(widgets::primary_action(tr.text("projector-class-sees"), Some(Message::ClassSeesConsole(true))));
        }
        if let Some(folder) = &n.folder {
            line = line.push(widgets::primary_action(
                tr.text("notice-open-folder"),
                Some(Message::OpenFolder(folder.clone())),
            ));
        }
        line = line.push(widgets::action(tr.text("notice-dismiss"), Some(Message::DismissWarning)));
        Some(container(line).padding([0, 12]).into())
    }
}

/// The projector screen's window for a monitor of `monitor`: its shape, at most 1280 wide
/// (F11 then fills the monitor).
fn projector_size(monitor: Size) -> Size {
    if monitor.width < 1.0 || monitor.height < 1.0 {
        return Size::new(1280.0, 720.0);
    }
    let width = monitor.width.min(1280.0);
    Size::new(width, (width * monitor.height / monitor.width).round().min(monitor.height))
}

/// Where a window of `size` stands in the middle of `monitor`.
fn centred(size: Size, monitor: Size) -> iced::Point {
    iced::Point::new((monitor.width - size.width) / 2.0, (monitor.height - size.height) / 2.0)
}

/// The app's icon (assets/icon) for the title bar and the task bar; none if it cannot be read.
fn app_icon() -> Option<window::Icon> {
    let decoder = png::Decoder::new(std::io::Cursor::new(include_bytes!("../../assets/icon/colony-classroom-256.png")));
    let mut reader = decoder.read_info().ok()?;
    let mut rgba = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut rgba).ok()?;
    if info.color_type != png::ColorType::Rgba || info.bit_depth != png::BitDepth::Eight {
        return None;
    }
    rgba.truncate(info.buffer_size());
    window::icon::from_rgba(rgba, info.width, info.height).ok()
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

/// Whether the projector screen opens beside the teacher's, on a second display: only where
/// the system says there are two or more.
fn projector_on_second_display(displays: Option<usize>) -> bool {
    displays.is_some_and(|n| n >= 2)
}

/// The window events of moves only (not every frame's redraw, as `window::events` gives).
fn moves() -> Subscription<(window::Id, iced::Point)> {
    iced::event::listen_with(|event, _, id| match event {
        iced::Event::Window(window::Event::Moved(at)) => Some((id, at)),
        _ => None,
    })
}

/// The number of displays as a place remembers it (0: the system does not say).
fn display_count() -> u32 {
    connected_displays().map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX))
}

/// How many displays are connected, where the system says (Linux: /sys/class/drm).
fn connected_displays() -> Option<usize> {
    let entries = std::fs::read_dir("/sys/class/drm").ok()?;
    let n = entries
        .flatten()
        .filter(|e| std::fs::read_to_string(e.path().join("status")).is_ok_and(|s| s.trim() == "connected"))
        .count();
    (n > 0).then_some(n)
}

/// Opens a folder in the file manager, when the teacher asks; false where none could be
/// started (the notice then says where the files are).
pub(crate) fn open_folder(dir: &std::path::Path) -> bool {
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    std::process::Command::new(opener)
        .arg(dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .is_ok()
}

/// Writes documents into a folder and says where (or why not), in the interface language.
pub(crate) fn write_pdfs(dir: &std::path::Path, docs: Vec<crate::handouts::Document>) -> Result<Words, Words> {
    let written = std::fs::create_dir_all(dir).map_err(|e| Words::new(move |tr| errors::io(tr, &e))).and_then(|()| {
        for doc in docs {
            let path = dir.join(format!("{}.pdf", doc.name));
            crate::store::write_output(&path, &doc.pdf(), &[])
                .map_err(|e| Words::new(move |tr| errors::store(tr, &e)))?;
        }
        Ok(())
    });
    let path = dir.display().to_string();
    match written {
        Ok(()) => Ok(Words::new(move |tr| tr.tr("pdf-saved", &[("path", Arg::from(path.clone()))]))),
        Err(why) => Err(Words::new(move |tr| {
            tr.tr("pdf-not-saved", &[("path", Arg::from(path.clone())), ("why", Arg::from(why.say(tr)))])
        })),
    }
}

/// The results and decisions of `classes` as CSV, `results.csv` and `decisions.csv` in `dir`,
/// with the output checks of every command (`inputs`: the records they come from). What it
/// says to the teacher, as `write_pdfs` does: where they went, or why they did not.
pub(crate) fn write_csvs(
    dir: &std::path::Path,
    lesson: &Arc<crate::lesson::Lesson>,
    classes: &[&Session],
    opts: crate::export::Options,
    inputs: &[std::path::PathBuf],
) -> Result<Words, Words> {
    let results =
        crate::export::results(lesson, classes, opts).map_err(|e| Words::new(move |tr| errors::export(tr, &e)))?;
    let decisions =
        crate::export::decisions(lesson, classes, opts).map_err(|e| Words::new(move |tr| errors::export(tr, &e)))?;
    std::fs::create_dir_all(dir).map_err(|e| Words::new(move |tr| errors::io(tr, &e)))?;
    let store = |e: crate::store::StoreError| Words::new(move |tr| errors::store(tr, &e));
    crate::store::write_output(&dir.join("results.csv"), &results, inputs).map_err(store)?;
    crate::store::write_output(&dir.join("decisions.csv"), &decisions, inputs).map_err(store)?;
    let (count, path) = (classes.len(), dir.display().to_string());
    Ok(Words::new(move |tr| {
        tr.tr("start-csv-saved", &[("count", Arg::from(count)), ("path", Arg::from(path.clone()))])
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_carry_the_apps_icon() {
        assert!(app_icon().is_some(), "assets/icon/colony-classroom-256.png is read as a 256x256 icon");
    }

    #[test]
    fn the_projector_screen_takes_the_shape_of_its_monitor() {
        assert_eq!(projector_size(Size::new(1280.0, 800.0)), Size::new(1280.0, 800.0));
        assert_eq!(projector_size(Size::new(1280.0, 720.0)), Size::new(1280.0, 720.0));
        assert_eq!(projector_size(Size::new(1920.0, 1080.0)), Size::new(1280.0, 720.0));
        assert_eq!(projector_size(Size::new(1920.0, 1200.0)), Size::new(1280.0, 800.0));
        assert_eq!(projector_size(Size::new(1366.0, 768.0)), Size::new(1280.0, 720.0));
        assert_eq!(projector_size(Size::new(1024.0, 768.0)), Size::new(1024.0, 768.0));
        assert_eq!(projector_size(Size::new(0.0, 0.0)), Size::new(1280.0, 720.0), "a monitor that says nothing");
    }

    #[test]
    fn the_projector_screen_opens_beside_only_on_a_second_display() {
        assert!(projector_on_second_display(Some(2)) && projector_on_second_display(Some(3)));
        assert!(!projector_on_second_display(Some(1)), "one display: on the same screen, not outside it");
        assert!(!projector_on_second_display(None), "the system does not say: on the same screen");
    }
}

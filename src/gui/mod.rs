//! The teacher's console (iced): the class library, a new class, the lesson itself, and the
//! projector window. The GUI holds no rule: it asks the engine what is allowed and shows
//! what it returns.

mod lesson;
mod lesson_view;
mod projector;
mod setup;
mod speech;
mod start;
mod team_view;
mod ui;

pub use lesson::{Lesson, Msg as LessonMsg, parse_outcomes};
pub use setup::{LangChoice, Msg as SetupMsg, Setup};
pub use ui::Colour;

use iced::widget::{button, column, container, pick_list, row, text};
use iced::{Center, Element, Fill, Size, Subscription, Task, Theme, keyboard, window};
use std::cell::RefCell;
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::{Expect, Session};
use crate::i18n::{Arg, Language, Translator};
use crate::lesson::Lesson as LessonFile;
use crate::report::errors;
use crate::store::{ClassFile, Library};

thread_local! {
    static CURRENT: RefCell<Translator> = RefCell::new(Translator::new(Language::En));
}

/// The interface translator, for widgets that format through `Display` (pick lists).
pub fn current_translator() -> Translator {
    CURRENT.with(|c| c.borrow().clone())
}

#[derive(Clone, Debug)]
pub struct Notice {
    pub text: String,
    pub error: bool,
}

pub enum Screen {
    Start,
    Setup(Setup),
    Lesson(Box<Lesson>),
}

pub struct App {
    pub tr: Translator,
    pub lesson_file: Arc<LessonFile>,
    pub library: Library,
    pub classes: Vec<ClassFile>,
    pub screen: Screen,
    pub main: Option<window::Id>,
    pub projector: Option<window::Id>,
    pub projector_scale: f32,
    pub dark: bool,
    pub notice: Option<Notice>,
    pub confirm_delete: Option<PathBuf>,
    /// The library's filter (name or year), the classes ticked, and what is shown.
    pub filter: String,
    pub selected: std::collections::BTreeSet<PathBuf>,
    pub show_archived: bool,
    pub archived: Vec<ClassFile>,
    pub comparing: bool,
    pub import_path: String,
    /// A backup offered after a class file failed to open.
    pub backup_offer: Option<PathBuf>,
    speech: speech::Speech,
}

#[derive(Clone, Debug)]
pub enum Message {
    MainOpened(window::Id),
    ProjectorOpened(window::Id),
    Closed(window::Id),
    Key(keyboard::Event),
    Language(LangChoice),
    ToggleTheme,
    Home,
    NewClass,
    Resume(PathBuf),
    AskDelete(PathBuf),
    ConfirmDelete,
    CancelDelete,
    Setup(setup::Msg),
    Lesson(lesson::Msg),
    ToggleProjector,
    ProjectorBigger,
    ProjectorSmaller,
    Speak,
    StopSpeaking,
    /// Writes the class's filled score sheet and debrief sheet as PDF and opens the folder.
    SaveSheets,
    /// Writes the blank handouts (in the interface language) as PDF and opens the folder.
    SaveBlankHandouts,
    Filter(String),
    Select(PathBuf, bool),
    ToggleArchived,
    Archive(PathBuf),
    Restore(PathBuf),
    ExportRecord(PathBuf),
    ImportPath(String),
    Import,
    /// The ticked classes' results and decisions as CSV, in the interface language.
    ExportCsv,
    Compare(bool),
    /// Opens the offered backup as a new class (the broken file stays as it is).
    OpenBackup,
}

static OPEN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Why the console could not start.
#[derive(Debug)]
pub enum StartError {
    /// No desktop to open a window on (over SSH, on a server).
    NoDesktop,
    /// The window system refused (the reason as it reported it).
    Window(String),
}

/// Whether a desktop session is there to open a window on.
fn has_desktop() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"].iter().any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()))
}

/// Starts the app: the main window opens at once, with a class file open if one is given.
pub fn run(open: Option<PathBuf>) -> Result<(), StartError> {
    if !has_desktop() {
        return Err(StartError::NoDesktop);
    }
    if let Some(path) = open {
        let _ = OPEN.set(path);
    }
    // A window system that fails while starting makes winit panic; that is a message for the
    // teacher, not a backtrace.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let started = std::panic::catch_unwind(|| {
        iced::daemon(App::boot, App::update, App::view)
            .title(App::title)
            .theme(App::theme)
            .subscription(App::subscription)
            .run()
    });
    std::panic::set_hook(hook);
    match started {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(StartError::Window(e.to_string())),
        Err(panic) => {
            let why = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(StartError::Window(why))
        }
    }
}

impl App {
    /// The app on a library folder, without any window (tests drive it by messages).
    pub fn new(library: Library, language: Language) -> App {
        let tr = Translator::new(language);
        CURRENT.with(|c| *c.borrow_mut() = tr.clone());
        let mut app = App {
            tr,
            lesson_file: Arc::new(LessonFile::builtin()),
            classes: Vec::new(),
            library,
            screen: Screen::Start,
            main: None,
            projector: None,
            projector_scale: 1.0,
            dark: false,
            notice: None,
            confirm_delete: None,
            filter: String::new(),
            selected: Default::default(),
            show_archived: false,
            archived: Vec::new(),
            comparing: false,
            import_path: String::new(),
            backup_offer: None,
            speech: speech::Speech::default(),
        };
        app.refresh_classes();
        if let Some(class) = app.classes.first().filter(|c| !app.is_finished(&c.path)) {
            let name = class.record().map(|r| r.class.clone()).unwrap_or_default();
            app.notice =
                Some(Notice { text: app.tr.tr("start-offer-resume", &[("class", Arg::from(name))]), error: false });
        }
        app
    }

    fn boot() -> (App, Task<Message>) {
        let language = Language::from_env();
        let mut app = App::new(Library::new(crate::store::data_dir()), language);
        if let Some(path) = OPEN.get() {
            app.resume(path.clone());
        }
        let (_, open) = window::open(window::Settings {
            size: Size::new(1280.0, 800.0),
            min_size: Some(Size::new(960.0, 600.0)),
            ..window::Settings::default()
        });
        (app, open.map(Message::MainOpened))
    }

    fn title(&self, window: window::Id) -> String {
        if Some(window) == self.projector { self.tr.text("projector-title") } else { self.tr.text("app-title") }
    }

    fn theme(&self, _window: window::Id) -> Theme {
        if self.dark { Theme::Dark } else { Theme::Light }
    }

    fn subscription(&self) -> Subscription<Message> {
        Subscription::batch([keyboard::listen().map(Message::Key), window::close_events().map(Message::Closed)])
    }

    /// Reads the class lists again; each class is replayed once, here, not on every redraw.
    fn refresh_classes(&mut self) {
        self.classes = self.library.list(&self.lesson_file);
        if self.show_archived {
            self.archived = self.library.list_archived(&self.lesson_file);
        }
    }

    fn class(&self, path: &std::path::Path) -> Option<&ClassFile> {
        self.classes.iter().chain(&self.archived).find(|c| c.path == path)
    }

    fn is_finished(&self, path: &std::path::Path) -> bool {
        self.class(path).is_some_and(|c| c.class.as_ref().is_ok_and(|s| s.game().is_over()))
    }

    /// Where a listed class stands, in words.
    pub fn status_of(&self, path: &std::path::Path) -> String {
        let lesson = &self.lesson_file;
        match self.class(path).map(|c| &c.class) {
            Some(Ok(s)) if s.game().is_over() => self.tr.text("start-finished"),
            Some(Ok(s)) => {
                let step = s.game().state().step;
                self.tr.tr(
                    "start-at-step",
                    &[
                        ("phase", Arg::from(self.tr.text(&lesson.phases[lesson.steps[step].phase].name))),
                        ("step", Arg::from(step + 1)),
                        ("steps", Arg::from(lesson.steps.len())),
                    ],
                )
            }
            Some(Err(e)) => errors::store(&self.tr, e),
            None => String::new(),
        }
    }

    pub fn lesson(&self) -> Option<&Lesson> {
        match &self.screen {
            Screen::Lesson(l) => Some(l),
            _ => None,
        }
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::MainOpened(id) => self.main = Some(id),
            Message::ProjectorOpened(id) => self.projector = Some(id),
            Message::Closed(id) if Some(id) == self.projector => self.projector = None,
            Message::Closed(_) => {
                self.speech.stop();
                return iced::exit();
            }
            Message::Key(event) => return self.key(event),
            Message::Language(l) => {
                self.tr = Translator::new(l.0);
                CURRENT.with(|c| *c.borrow_mut() = self.tr.clone());
            }
            Message::ToggleTheme => self.dark = !self.dark,
            Message::Home => {
                self.screen = Screen::Start;
                self.refresh_classes();
                self.notice = None;
            }
            Message::NewClass => {
                let seed = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000);
                self.screen = Screen::Setup(Setup::new(&self.tr, today(), seed, self.lesson_file.team_range()));
            }
            Message::Resume(path) => self.resume(path),
            Message::AskDelete(path) => self.confirm_delete = Some(path),
            Message::CancelDelete => self.confirm_delete = None,
            Message::ConfirmDelete => {
                if let Some(path) = self.confirm_delete.take() {
                    self.notice = Some(match self.library.trash(&path) {
                        Ok(to) => Notice {
                            text: self.tr.tr("start-deleted", &[("path", Arg::from(to.display().to_string()))]),
                            error: false,
                        },
                        Err(e) => Notice { text: errors::store(&self.tr, &e), error: true },
                    });
                    self.refresh_classes();
                }
            }
            Message::Setup(msg) => {
                let Screen::Setup(setup) = &mut self.screen else {
                    return Task::none();
                };
                match setup.update(msg, &self.tr) {
                    setup::Action::None => {}
                    setup::Action::Cancel => return self.update(Message::Home),
                    setup::Action::Start { teams, seed } => {
                        let (class, date, lang, typed) =
                            (setup.class.clone(), setup.date.clone(), setup.lesson_lang, setup.typed);
                        match Session::new(self.lesson_file.clone(), teams, seed) {
                            Ok(mut session) => {
                                session.set_class(class.clone(), date);
                                session.set_language(lang.code());
                                let path = self.library.new_path(&class);
                                let mut lesson = Lesson::new(session, path, lang, typed);
                                // Save the empty class at once, so it is in the library even
                                // before the first entry.
                                lesson.update(lesson::Msg::RetrySave, &self.tr, &self.library);
                                self.screen = Screen::Lesson(Box::new(lesson));
                            }
                            Err(e) => setup.error = Some(errors::rule(&self.tr, &[], &e)),
                        }
                    }
                }
            }
            Message::Lesson(msg) => {
                if let Screen::Lesson(l) = &mut self.screen {
                    l.update(msg, &self.tr, &self.library);
                }
            }
            Message::ToggleProjector => return self.toggle_projector(),
            Message::ProjectorBigger => self.projector_scale = (self.projector_scale + 0.1).min(2.5),
            Message::ProjectorSmaller => self.projector_scale = (self.projector_scale - 0.1).max(0.5),
            Message::Speak => self.speak(),
            Message::StopSpeaking => self.speech.stop(),
            Message::SaveSheets => self.save_sheets(),
            Message::Filter(f) => self.filter = f,
            Message::Select(path, on) => {
                if on {
                    self.selected.insert(path);
                } else {
                    self.selected.remove(&path);
                }
            }
            Message::ToggleArchived => {
                self.show_archived = !self.show_archived;
                self.refresh_classes();
            }
            Message::Archive(path) => {
                let r = self.library.archive(&path);
                self.after_file_action(r, "start-archived");
            }
            Message::Restore(path) => {
                let r = self.library.restore(&path);
                self.after_file_action(r, "start-restored");
            }
            Message::ExportRecord(path) => {
                let r = self.library.export_copy(&path);
                self.after_file_action(r, "start-exported");
            }
            Message::ImportPath(p) => self.import_path = p,
            Message::Import => {
                let r = self.library.import(std::path::Path::new(self.import_path.trim()));
                if r.is_ok() {
                    self.import_path.clear();
                }
                self.after_file_action(r, "start-imported");
            }
            Message::ExportCsv => self.export_csv(),
            Message::Compare(on) => self.comparing = on,
            Message::OpenBackup => {
                if let Some(backup) = self.backup_offer.take() {
                    let r = crate::store::load_record(&backup).and_then(|mut rec| {
                        rec.class = self.tr.tr("start-recovered-name", &[("class", Arg::from(rec.class.clone()))]);
                        let path = self.library.new_path(&rec.class);
                        self.library.save(&path, &rec).map(|()| path)
                    });
                    match r {
                        Ok(path) => {
                            self.refresh_classes();
                            self.resume(path);
                        }
                        Err(e) => self.notice = Some(Notice { text: errors::store(&self.tr, &e), error: true }),
                    }
                }
            }
            Message::SaveBlankHandouts => {
                let docs = crate::handouts::blank(&self.tr, &self.lesson_file, crate::handouts::writer::Paper::A4);
                let dir = self.library.handouts_dir().join("blank").join(self.tr.language().code());
                self.write_pdfs(&dir, docs);
            }
        }
        Task::none()
    }

    /// Opens a class file (from the library or anywhere else) where it stopped.
    pub fn resume(&mut self, path: PathBuf) {
        match crate::store::open_class(&path, &self.lesson_file) {
            Ok(session) => {
                let typed = session.record().entries.last().is_some_and(|e| e.typed);
                let lang = Language::from_code(&session.record().language).unwrap_or(self.tr.language());
                self.screen = Screen::Lesson(Box::new(Lesson::new(session, path, lang, typed)));
                self.notice = None;
            }
            Err(e) => {
                let e = errors::store(&self.tr, &e);
                let backup = crate::store::newest_good_backup(&path, &self.lesson_file);
                let text = match &backup {
                    Some((_, rec)) => self.tr.tr(
                        "start-broken-with-backup",
                        &[("why", Arg::from(e)), ("entries", Arg::from(rec.entries.len()))],
                    ),
                    None => self.tr.tr("start-broken", &[("why", Arg::from(e))]),
                };
                self.backup_offer = backup.map(|(p, _)| p);
                self.notice = Some(Notice { text, error: true });
            }
        }
    }

    fn after_file_action(&mut self, r: Result<PathBuf, crate::store::StoreError>, done: &str) {
        self.notice = Some(match r {
            Ok(to) => Notice { text: self.tr.tr(done, &[("path", Arg::from(to.display().to_string()))]), error: false },
            Err(e) => Notice { text: errors::store(&self.tr, &e), error: true },
        });
        self.refresh_classes();
        self.selected.retain(|p| p.exists());
    }

    /// The ticked classes, in the order listed.
    pub fn selected_sessions(&self) -> Vec<&Session> {
        self.classes.iter().filter(|c| self.selected.contains(&c.path)).filter_map(|c| c.class.as_ref().ok()).collect()
    }

    fn export_csv(&mut self) {
        let records = self.selected_sessions();
        let opts = crate::export::Options::for_language(self.tr.language());
        let dir = self.library.exports_dir();
        let result = crate::export::results(&self.lesson_file, &records, opts)
            .and_then(|r| crate::export::decisions(&self.lesson_file, &records, opts).map(|d| (r, d)))
            .map_err(|e| errors::export(&self.tr, &e))
            .and_then(|(r, d)| {
                std::fs::create_dir_all(&dir).map_err(|e| errors::io(&self.tr, &e))?;
                let store = |e: crate::store::StoreError| errors::store(&self.tr, &e);
                crate::store::write_output(&dir.join("results.csv"), &r, &[]).map_err(store)?;
                crate::store::write_output(&dir.join("decisions.csv"), &d, &[]).map_err(store)
            });
        self.notice = Some(match result {
            Ok(()) => {
                open_folder(&dir);
                Notice {
                    text: self.tr.tr(
                        "start-csv-saved",
                        &[("count", Arg::from(records.len())), ("path", Arg::from(dir.display().to_string()))],
                    ),
                    error: false,
                }
            }
            Err(e) => Notice { text: e, error: true },
        });
    }

    fn save_sheets(&mut self) {
        let Some(l) = self.lesson() else { return };
        let stem = l.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "class".into());
        let docs =
            crate::handouts::filled(&l.tr_lesson, &self.lesson_file, crate::handouts::writer::Paper::A4, &l.session);
        let dir = self.library.handouts_dir().join(stem);
        self.write_pdfs(&dir, docs);
    }

    /// Writes documents into a folder, tells the teacher where, and opens the folder.
    fn write_pdfs(&mut self, dir: &std::path::Path, docs: Vec<crate::handouts::Document>) {
        let result = std::fs::create_dir_all(dir).map_err(|e| errors::io(&self.tr, &e)).and_then(|()| {
            for doc in docs {
                let path = dir.join(format!("{}.pdf", doc.name));
                crate::store::write_output(&path, &doc.pdf(), &[]).map_err(|e| errors::store(&self.tr, &e))?;
            }
            Ok(())
        });
        self.notice = Some(match result {
            Ok(()) => {
                open_folder(dir);
                Notice {
                    text: self.tr.tr("pdf-saved", &[("path", Arg::from(dir.display().to_string()))]),
                    error: false,
                }
            }
            Err(e) => Notice {
                text: self
                    .tr
                    .tr("pdf-not-saved", &[("path", Arg::from(dir.display().to_string())), ("why", Arg::from(e))]),
                error: true,
            },
        });
    }

    fn toggle_projector(&mut self) -> Task<Message> {
        if let Some(id) = self.projector.take() {
            return window::close(id);
        }
        let (_, open) =
            window::open(window::Settings { size: Size::new(1280.0, 800.0), ..window::Settings::default() });
        open.map(Message::ProjectorOpened)
    }

    fn speak(&mut self) {
        let Some(l) = self.lesson() else { return };
        let game = l.session.game();
        if game.is_over() {
            return;
        }
        let words = crate::report::read_aloud(&l.tr_lesson, game.lesson(), game.state().step);
        let lang = l.lesson_lang;
        if let Err(e) = self.speech.speak(lang, &words) {
            let text = match e {
                speech::SpeechError::Missing => self.tr.text("speech-missing"),
                speech::SpeechError::Failed(why) => self.tr.tr("speech-failed", &[("why", Arg::from(why))]),
            };
            self.notice = Some(Notice { text, error: true });
        }
    }

    fn key(&mut self, event: keyboard::Event) -> Task<Message> {
        use keyboard::key::Named;
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
            return Task::none();
        };
        match key.as_ref() {
            keyboard::Key::Named(Named::F5) => return self.update(Message::ToggleProjector),
            keyboard::Key::Character("z") if modifiers.command() => {
                return self.update(Message::Lesson(lesson::Msg::Undo));
            }
            keyboard::Key::Character(c @ ("1" | "2" | "3")) => {
                if let Screen::Lesson(l) = &mut self.screen {
                    l.key_card(c.parse().unwrap_or(1));
                }
            }
            keyboard::Key::Named(Named::Tab) => {
                if let Screen::Lesson(l) = &mut self.screen {
                    l.focus = (l.focus + 1) % l.cards.len().max(1);
                }
            }
            // Enter does the step's main action, so a lesson runs from the keyboard.
            keyboard::Key::Named(Named::Enter) => {
                let Some(l) = self.lesson() else { return Task::none() };
                if l.history {
                    return Task::none();
                }
                let msg = match l.session.game().expecting() {
                    Expect::Decide { .. } => lesson::Msg::Resolve,
                    Expect::Proceed => lesson::Msg::Proceed,
                    Expect::Invest => lesson::Msg::Invest,
                    Expect::Throw { .. } => lesson::Msg::Throw,
                    Expect::Occupy { .. } => lesson::Msg::Occupy,
                    Expect::PlaceRebellions => lesson::Msg::PlaceRebellions,
                    Expect::Attack { .. } if l.from.is_some() && l.target.is_some() => lesson::Msg::Attack,
                    Expect::Attack { .. } | Expect::Over => return Task::none(),
                };
                return self.update(Message::Lesson(msg));
            }
            keyboard::Key::Named(Named::Escape) => {
                if let Screen::Lesson(l) = &mut self.screen {
                    l.history = false;
                    l.fix = None;
                    l.team_panel = None;
                    l.teacher_fold = false;
                }
            }
            _ => {}
        }
        Task::none()
    }

    pub fn view(&self, window: window::Id) -> Element<'_, Message> {
        if Some(window) == self.projector {
            return self.view_projector();
        }
        self.view_main()
    }

    /// The teacher's window.
    pub fn view_main(&self) -> Element<'_, Message> {
        let langs = [LangChoice(Language::En), LangChoice(Language::De), LangChoice(Language::Es)];
        let mut bar = row![].spacing(8).align_y(Center);
        if !matches!(self.screen, Screen::Start) {
            bar = bar.push(button(text(self.tr.text("menu-home"))).on_press(Message::Home).style(button::secondary));
        }
        bar = bar.push(text("").width(Fill));
        if self.projector.is_some() {
            bar = bar.push(text(self.tr.text("menu-projector-text"))).push(
                row![
                    button(text("A−")).on_press(Message::ProjectorSmaller).style(button::secondary),
                    button(text("A+")).on_press(Message::ProjectorBigger).style(button::secondary),
                ]
                .spacing(4),
            );
        }
        bar = bar
            .push(text(self.tr.text("menu-language")))
            .push(pick_list(langs, Some(LangChoice(self.tr.language())), Message::Language))
            .push(
                button(text(if self.dark { self.tr.text("menu-light") } else { self.tr.text("menu-dark") }))
                    .on_press(Message::ToggleTheme)
                    .style(button::secondary),
            );
        let body: Element<'_, Message> = match &self.screen {
            Screen::Start => start::view(self),
            Screen::Setup(s) => s.view(&self.tr),
            Screen::Lesson(l) => {
                let mut col = column![];
                if let Some(n) = &self.notice {
                    col = col.push(if n.error {
                        ui::error_banner(n.text.clone())
                    } else {
                        ui::info_banner(n.text.clone())
                    });
                }
                col.push(lesson_view::view(l, &self.tr)).into()
            }
        };
        column![container(bar).padding([6, 12]), body].into()
    }

    /// The class's window on the wall.
    pub fn view_projector(&self) -> Element<'_, Message> {
        match &self.screen {
            Screen::Lesson(l) => projector::view(l, self.projector_scale),
            _ => container(text(self.tr.text("app-title")).size(48)).center(Fill).into(),
        }
    }
}

/// Opens a folder in the file manager. A convenience: where none answers, the notice shows
/// the path anyway.
fn open_folder(dir: &std::path::Path) {
    let _ = std::process::Command::new("xdg-open")
        .arg(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
}

/// Today's date as YYYY-MM-DD (UTC), from the system clock.
fn today() -> String {
    civil_date(std::time::SystemTime::now())
}

/// A moment as "YYYY-MM-DD HH:MM" (UTC), for "last change".
pub fn when(t: std::time::SystemTime) -> String {
    let secs = t.duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    format!("{} {:02}:{:02}", civil_date(t), secs / 3600 % 24, secs / 60 % 60)
}

fn civil_date(t: std::time::SystemTime) -> String {
    let days = t.duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

//! Starting the console: a desktop to open it on, the class file to open first, and a window
//! system that fails while starting turned into a message instead of a backtrace. Once the
//! window is open, a panic is the app's own: it leaves a short report in the data folder.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use super::{App, style};

/// The class file given on the command line, for the app to open once it has booted.
pub(super) static OPEN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Team devices to switch on once the class file is open: the address, and the port if one
/// was named (else the usual one, or a free one when that is taken).
pub(super) static DEVICES: std::sync::OnceLock<(std::net::IpAddr, Option<u16>)> = std::sync::OnceLock::new();

/// Set once the main window is open: from then on a panic is not the window system's.
static WINDOW_OPEN: AtomicBool = AtomicBool::new(false);

/// The report the last panic left, if it could be written.
static REPORT: std::sync::Mutex<Option<PathBuf>> = std::sync::Mutex::new(None);

/// Why the console could not start, or stopped.
#[derive(Debug)]
pub enum StartError {
    /// No desktop to open a window on (over SSH, on a server).
    NoDesktop,
    /// The window system refused (the reason as it reported it).
    Window(String),
    /// The app stopped on an error of its own after its window was open: the report it left
    /// (none if the data folder could not take it). Every entry was saved when it was made.
    Crashed(Option<PathBuf>),
}

/// The main window is open: a panic from now on leaves a report.
pub fn window_opened() {
    WINDOW_OPEN.store(true, Ordering::SeqCst);
}

/// What a panic does while the app runs. Until the main window is open, nothing: a window
/// system that fails to start makes winit panic, and that is told as a message. After, a short
/// report goes into `dir` (the data folder's `reports`), named on standard error.
pub fn panic_hook(dir: PathBuf) -> impl Fn(&std::panic::PanicHookInfo<'_>) + Send + Sync + 'static {
    move |info| {
        if !WINDOW_OPEN.load(Ordering::SeqCst) {
            return;
        }
        let what = info
            .payload()
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| info.payload().downcast_ref::<&str>().map(std::string::ToString::to_string))
            .unwrap_or_default();
        let at = info.location().map(|l| format!("{}:{}", l.file(), l.line())).unwrap_or_default();
        let report = write_report(&dir, &what, &at);
        eprintln!("colony: the app stopped on an error: {what} ({at})");
        if let Some(path) = &report {
            eprintln!("colony: report: {}", path.display());
        }
        *REPORT.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = report;
    }
}

/// Writes the report of a panic; none if the folder cannot take it (a full disk: the panic
/// is still told on standard error).
fn write_report(dir: &Path, what: &str, at: &str) -> Option<PathBuf> {
    crate::store::make_dir(dir).ok()?;
    let now = chrono::Local::now();
    let path = dir.join(format!("crash-{}.txt", now.format("%Y-%m-%d-%H%M%S")));
    let text = format!(
        "Colony Classroom {} stopped on an error.\nWhen: {}\nWhat: {what}\nWhere: {at}\n\n{}\n",
        env!("CARGO_PKG_VERSION"),
        now.to_rfc3339(),
        std::backtrace::Backtrace::force_capture()
    );
    crate::store::write_atomic(&path, text.as_bytes()).ok()?;
    Some(path)
}

/// Whether a desktop session is there to open a window on. On Linux the window is an X11 one:
/// a Wayland desktop runs it through XWayland, which sets `DISPLAY` too.
fn has_desktop() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    std::env::var_os("DISPLAY").is_some_and(|d| !d.is_empty())
}

/// Starts the app: the main window opens at once, with a class file open if one is given.
pub fn run(open: Option<PathBuf>) -> Result<(), StartError> {
    run_with(open, None)
}

/// Starts the app with a class file open and, if asked, team devices on.
pub fn run_with(open: Option<PathBuf>, devices: Option<(std::net::IpAddr, Option<u16>)>) -> Result<(), StartError> {
    if !has_desktop() {
        return Err(StartError::NoDesktop);
    }
    if let Some(path) = open {
        let _ = OPEN.set(path);
    }
    if let Some(d) = devices {
        let _ = DEVICES.set(d);
    }
    // A window system that fails while starting makes winit panic; that is a message for the
    // teacher, not a backtrace. Once the window is open, a panic leaves a report.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(panic_hook(crate::store::data_dir().join("reports"))));
    let started = std::panic::catch_unwind(|| {
        let mut app = iced::daemon(App::boot, App::update, App::view)
            .title(App::title)
            .theme(App::theme)
            .subscription(App::subscription)
            .default_font(style::BODY);
        for font in style::font_bytes() {
            app = app.font(font);
        }
        app.run()
    });
    std::panic::set_hook(hook);
    match started {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(StartError::Window(e.to_string())),
        Err(_) if WINDOW_OPEN.load(Ordering::SeqCst) => {
            Err(StartError::Crashed(REPORT.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take()))
        }
        Err(panic) => {
            let why = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(std::string::ToString::to_string))
                .unwrap_or_default();
            Err(StartError::Window(why))
        }
    }
}

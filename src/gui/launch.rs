//! Starting the console: a desktop to open it on, the class file to open first, and a window
//! system that fails while starting turned into a message instead of a backtrace.

use std::path::PathBuf;

use super::{App, style};

/// The class file given on the command line, for the app to open once it has booted.
pub(super) static OPEN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Team devices to switch on once the class file is open: the address, and the port if one
/// was named (else the usual one, or a free one when that is taken).
pub(super) static DEVICES: std::sync::OnceLock<(std::net::IpAddr, Option<u16>)> = std::sync::OnceLock::new();

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
    // teacher, not a backtrace.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let started = std::panic::catch_unwind(|| {
        let mut app = iced::daemon(App::boot, App::update, App::view)
            .title(App::title)
            .theme(App::theme)
            .subscription(App::subscription)
            .font(style::REGULAR_BYTES)
            .font(style::SEMIBOLD_BYTES)
            .default_font(style::BODY);
        // The handouts' fallback fonts, so that names in Arabic, Hebrew, Chinese, Japanese or
        // with emoji show on the console and the wall even where the system has no such font.
        for face in crate::handouts::fonts::FALLBACKS {
            app = app.font(crate::handouts::fonts::bytes(face));
        }
        app.run()
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

//! `Colony Classroom.exe`, the app a teacher double-clicks on Windows: the same program as
//! `colony`, built for the Windows GUI subsystem, so no console window opens beside the
//! teacher's screen. With no console, what it cannot do (a window that will not open, a class
//! file it cannot read) is told in a message box. The command-line tools print from `colony.exe`,
//! which the zip carries beside it. On other systems this is `colony` under another name.
#![cfg_attr(windows, windows_subsystem = "windows")]

#[path = "../main.rs"]
mod colony_main;

fn main() -> std::process::ExitCode {
    colony_main::main_reporting(|message| {
        let _ = rfd::MessageDialog::new()
            .set_title("Colony Classroom")
            .set_description(message)
            .set_level(rfd::MessageLevel::Error)
            .show();
    })
}

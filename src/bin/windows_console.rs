//! `colony.exe` in the Windows zip: the command line of `Colony Classroom.exe`. The app is built
//! for the Windows GUI subsystem (no console window beside the teacher's screen), so a console
//! cannot show what it prints; this small console program starts it from the same folder with
//! the same arguments and hands it its own standard input, output and error, so `colony.exe
//! replay CLASS.json` prints in the console it was typed in and ends with the app's exit status.
//! It holds none of the app (a few hundred kilobytes, so the zip stays small).

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let app = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join(APP)))
        .unwrap_or_else(|| APP.into());
    match Command::new(&app).args(std::env::args_os().skip(1)).status() {
        Ok(status) => match status.code() {
            Some(0) => ExitCode::SUCCESS,
            Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
            None => ExitCode::FAILURE,
        },
        Err(e) => {
            eprintln!("colony: could not start {}: {e}", app.display());
            ExitCode::FAILURE
        }
    }
}

/// The app beside this program.
const APP: &str = if cfg!(windows) { "Colony Classroom.exe" } else { "colony-classroom" };

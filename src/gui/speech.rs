//! Read aloud through espeak-ng, in the background: the window never waits for speech.

use std::process::{Child, Command, Stdio};

use crate::i18n::Language;

#[derive(Default)]
pub struct Speech {
    child: Option<Child>,
}

/// Why the text could not be read aloud.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechError {
    /// espeak-ng is not installed.
    Missing,
    Failed(String),
}

impl Speech {
    /// Starts reading `text`; stops whatever was being read.
    pub fn speak(&mut self, language: Language, text: &str) -> Result<(), SpeechError> {
        self.stop();
        let program = std::env::var("COLONY_SPEECH").unwrap_or_else(|_| "espeak-ng".into());
        let voice = match language {
            Language::En => "en-gb",
            Language::De => "de",
            Language::Es => "es",
        };
        let child = Command::new(program)
            .args(["-v", voice, "-s", "150", "--", text])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => SpeechError::Missing,
                _ => SpeechError::Failed(e.to_string()),
            })?;
        self.child = Some(child);
        Ok(())
    }

    /// Whether it is still reading.
    pub fn speaking(&self) -> bool {
        self.child.is_some()
    }

    /// Forgets a reading that has ended by itself.
    pub fn poll(&mut self) {
        if self.child.as_mut().is_some_and(|c| !matches!(c.try_wait(), Ok(None))) {
            self.child = None;
        }
    }

    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Speech {
    fn drop(&mut self) {
        self.stop();
    }
}

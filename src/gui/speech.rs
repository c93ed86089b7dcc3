//! Read aloud in the background: the window never waits for speech. On Linux through
//! espeak-ng; on Windows through Windows' own voices (System.Speech, which every Windows 10
//! and 11 has), called from PowerShell with the text in the environment, never in a command line.

use std::process::{Child, Command, Stdio};

use crate::i18n::Language;

#[derive(Default)]
pub struct Speech {
    child: Option<Child>,
    /// The program that reads (espeak-ng, or `COLONY_SPEECH`); set by the tests.
    program: Option<String>,
    /// The language of what is being read.
    language: Language,
}

/// Why the text could not be read aloud.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechError {
    /// espeak-ng is not installed.
    Missing,
    Failed(String),
    /// espeak-ng ran but could not play the sound (no sound device): what it said.
    NoSound(String),
    /// Windows has no voice of the lesson's language installed.
    NoVoice(Language),
}

/// Who reads a lesson's text: its language and, where the class's region asks for it, its own
/// voice (a Mexican class hears Latin American Spanish, not Castilian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Voice {
    pub language: Language,
    /// espeak-ng's voice, where not the language's default.
    pub espeak: Option<&'static str>,
    /// The culture of the Windows voice to take first ("es-MX").
    pub culture: Option<&'static str>,
}

impl Voice {
    pub fn of(region: &'static crate::i18n::Region) -> Voice {
        Voice { language: region.language, espeak: region.voice.as_deref(), culture: region.culture.as_deref() }
    }
}

impl From<Language> for Voice {
    fn from(language: Language) -> Voice {
        Voice { language, espeak: None, culture: None }
    }
}

/// What PowerShell runs on Windows: the first installed voice of the region's culture, else of
/// the lesson's language, reads the text. Exit status 3 means no such voice (the teacher is told
/// how to add one).
const WINDOWS_SPEAK: &str = "Add-Type -AssemblyName System.Speech; \
$s = New-Object System.Speech.Synthesis.SpeechSynthesizer; \
$all = $s.GetInstalledVoices() | Where-Object { $_.Enabled -and $_.VoiceInfo.Culture.TwoLetterISOLanguageName -eq $env:COLONY_SAY_LANGUAGE }; \
$v = $all | Where-Object { $_.VoiceInfo.Culture.Name -eq $env:COLONY_SAY_CULTURE } | Select-Object -First 1; \
if (-not $v) { $v = $all | Select-Object -First 1 }; \
if (-not $v) { exit 3 }; \
$s.SelectVoice($v.VoiceInfo.Name); $s.Speak($env:COLONY_SAY_TEXT)";

impl Speech {
    /// Reading through `program` (called as espeak-ng is: `-v VOICE -s 150 -- TEXT`).
    pub fn with_program(program: String) -> Speech {
        Speech { child: None, program: Some(program), language: Language::En }
    }

    /// Starts reading `text`; stops whatever was being read.
    pub fn speak(&mut self, voice: impl Into<Voice>, text: &str) -> Result<(), SpeechError> {
        let voice = voice.into();
        let language = voice.language;
        self.stop();
        // A program named by the tests or `COLONY_SPEECH` is called as espeak-ng is, everywhere.
        let mut command = match self.program.clone().or_else(|| std::env::var("COLONY_SPEECH").ok()) {
            None if cfg!(windows) => windows_speech(voice, text),
            program => espeak(program.as_deref().unwrap_or("espeak-ng"), voice, text),
        };
        let child = command.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().map_err(|e| {
            match e.kind() {
                std::io::ErrorKind::NotFound => SpeechError::Missing,
                _ => SpeechError::Failed(e.to_string()),
            }
        })?;
        self.child = Some(child);
        self.language = language;
        Ok(())
    }

    /// Whether it is still reading.
    pub fn speaking(&self) -> bool {
        self.child.is_some()
    }

    /// Forgets a reading that has ended by itself; says why when it ended without a sound.
    /// espeak-ng ends with status 0 even when no sound device could be opened, and only says
    /// so on its standard error ("error: ..."), so that is read too.
    pub fn poll(&mut self) -> Option<SpeechError> {
        let status = match self.child.as_mut()?.try_wait() {
            Ok(None) => return None,
            Ok(Some(status)) => Some(status),
            Err(_) => None,
        };
        let mut child = self.child.take()?;
        let mut said = String::new();
        if let Some(mut err) = child.stderr.take() {
            use std::io::Read as _;
            let _ = err.by_ref().take(64 * 1024).read_to_string(&mut said);
        }
        let last = said.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
        match status {
            Some(s) if cfg!(windows) && s.code() == Some(3) => Some(SpeechError::NoVoice(self.language)),
            Some(s) if s.success() && !last.starts_with("error") => None,
            Some(s) if s.success() => Some(SpeechError::NoSound(last)),
            Some(s) => Some(SpeechError::Failed(if last.is_empty() { s.to_string() } else { last })),
            None => Some(SpeechError::Failed(last)),
        }
    }

    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// `program` reading `text` as espeak-ng does, at 150 words a minute.
fn espeak(program: &str, voice: Voice, text: &str) -> Command {
    let voice = voice.espeak.unwrap_or(match voice.language {
        Language::En => "en-gb",
        Language::De => "de",
        Language::Es => "es",
    });
    let mut command = Command::new(program);
    let _ = command.args(["-v", voice, "-s", "150", "--", text]);
    command
}

/// PowerShell reading `text` with Windows' own voice of `language`, without a console window.
fn windows_speech(voice: Voice, text: &str) -> Command {
    let mut command = Command::new("powershell.exe");
    let _ = command
        .args(["-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass", "-Command", WINDOWS_SPEAK])
        .env("COLONY_SAY_LANGUAGE", voice.language.code())
        .env("COLONY_SAY_CULTURE", voice.culture.unwrap_or(""))
        .env("COLONY_SAY_TEXT", text);
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt as _;
        // CREATE_NO_WINDOW: no console flashes up beside the teacher's screen.
        let _ = command.creation_flags(0x0800_0000);
    }
    command
}

impl Drop for Speech {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_region_reads_with_its_own_voice_and_a_language_with_its_default() {
        let args = |voice: Voice| {
            espeak("espeak-ng", voice, "hola").get_args().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>()
        };
        let mexico = crate::i18n::Region::from_id("mexico").expect("mexico");
        assert_eq!(args(Voice::of(mexico))[..2], ["-v", "es-419"], "Latin American Spanish, not Castilian");
        let spain = crate::i18n::Region::from_id("spain").expect("spain");
        assert_eq!(args(Voice::of(spain))[..2], ["-v", "es"]);
        assert_eq!(args(Language::De.into())[..2], ["-v", "de"]);
        assert_eq!(Voice::of(mexico).culture, Some("es-MX"), "a Mexican Windows voice first");
    }

    use super::*;

    /// A stand-in for espeak-ng on a laptop without a sound device: it says so on standard
    /// error and ends with status 0, as espeak-ng does.
    fn fake(dir: &std::path::Path, script: &str) -> String {
        use std::os::unix::fs::PermissionsExt as _;
        let path = dir.join("espeak-ng");
        std::fs::write(&path, format!("#!/bin/sh\n{script}\n")).expect("script");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        path.to_string_lossy().into_owned()
    }

    fn ended(speech: &mut Speech) -> Option<SpeechError> {
        for _ in 0..500 {
            if !speech.speaking() {
                return None;
            }
            if let Some(e) = speech.poll() {
                return Some(e);
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        panic!("the reading never ended");
    }

    #[test]
    fn a_reading_without_a_sound_device_says_so() {
        let dir = std::env::temp_dir().join(format!("colony-speech-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let mut speech = Speech::with_program(fake(
            &dir,
            "echo 'ALSA lib pcm.c: Unknown PCM default' >&2; echo 'error: No such file or directory' >&2; exit 0",
        ));
        speech.speak(Language::En, "Hello").expect("started");
        assert_eq!(ended(&mut speech), Some(SpeechError::NoSound("error: No such file or directory".into())));
        assert!(!speech.speaking(), "the button says Read aloud again");
        speech.program = Some(fake(&dir, "exit 0"));
        speech.speak(Language::En, "Hello").expect("started");
        assert_eq!(ended(&mut speech), None, "a reading that was heard ends quietly");
        speech.program = Some(fake(&dir, "echo 'bad voice' >&2; exit 1"));
        speech.speak(Language::De, "Hallo").expect("started");
        assert_eq!(ended(&mut speech), Some(SpeechError::Failed("bad voice".into())));
        speech.program = Some(dir.join("nothing-here").to_string_lossy().into_owned());
        assert_eq!(speech.speak(Language::Es, "Hola"), Err(SpeechError::Missing));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

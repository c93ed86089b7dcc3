//! Every step read aloud with espeak-ng, in English, German and Spanish, into WAV files:
//! no step may take over 90 seconds. Needs espeak-ng (`.ci/run` installs it and runs
//! `cargo test --test speech -- --ignored`).
#![allow(unused_results)] // a test drops what it does not check

use std::process::Command;

use colony::i18n::{Language, Translator};
use colony::lesson::Lesson;
use colony::report::read_aloud;

/// Seconds of sound in a WAV file: the data chunk's size over the byte rate.
fn wav_seconds(bytes: &[u8]) -> f64 {
    let mut pos = 12;
    let mut byte_rate = 0u32;
    while pos + 8 <= bytes.len() {
        let id = &bytes[pos..pos + 4];
        let declared = u32::from_le_bytes([bytes[pos + 4], bytes[pos + 5], bytes[pos + 6], bytes[pos + 7]]) as usize;
        let body = &bytes[pos + 8..];
        if id == b"fmt " {
            byte_rate = u32::from_le_bytes([body[8], body[9], body[10], body[11]]);
        }
        if id == b"data" {
            // espeak-ng writing to a file may leave the size unset: then the rest is data.
            let size = if declared == 0 || declared > body.len() { body.len() } else { declared };
            return size as f64 / f64::from(byte_rate.max(1));
        }
        pos += 8 + declared;
    }
    0.0
}

/// The three languages with the espeak-ng voice the app uses for each.
const VOICES: [(Language, &str); 3] = [(Language::En, "en-gb"), (Language::De, "de"), (Language::Es, "es")];

/// How long espeak-ng takes to say `words` in `voice` at the app's speed (150 words a
/// minute), from the WAV it writes to `wav`.
fn spoken_seconds(voice: &str, wav: &std::path::Path, words: &str) -> f64 {
    let ok = Command::new("espeak-ng")
        .args(["-v", voice, "-s", "150", "-w", wav.to_str().expect("path"), "--", words])
        .status()
        .expect("espeak-ng must be installed (apt-get install espeak-ng)");
    assert!(ok.success());
    wav_seconds(&std::fs::read(wav).expect("wav"))
}

#[test]
#[ignore]
fn every_step_reads_aloud_in_under_90_seconds() {
    let lesson = Lesson::builtin();
    let dir = std::env::temp_dir().join(format!("colony-speech-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut report = String::new();
    for (lang, voice) in VOICES {
        let tr = Translator::new(lang);
        let mut total = 0.0;
        let mut longest = (0.0, String::new());
        for (i, step) in lesson.steps.iter().enumerate() {
            let words = read_aloud(&tr, &lesson, i, false);
            let secs = spoken_seconds(voice, &dir.join(format!("{}-{}.wav", lang.code(), step.id)), &words);
            assert!(secs > 2.0, "{} {}: only {secs:.1} s of sound", lang.code(), step.id);
            assert!(secs <= 90.0, "{} {}: {secs:.1} s, over 90 s", lang.code(), step.id);
            total += secs;
            if secs > longest.0 {
                longest = (secs, step.id.clone());
            }
            // A step the class may discuss: its situation for that, read aloud too.
            if step.may_be_discussed {
                let words = read_aloud(&tr, &lesson, i, true);
                let wav = dir.join(format!("{}-{}-discussed.wav", lang.code(), step.id));
                let secs = spoken_seconds(voice, &wav, &words);
                assert!(secs > 2.0 && secs <= 90.0, "{} {} discussed: {secs:.1} s", lang.code(), step.id);
                report.push_str(&format!("{} {} discussed: {secs:.1} s\n", lang.code(), step.id));
            }
        }
        report.push_str(&format!(
            "{}: all 16 steps {:.0} s, longest {} {:.1} s\n",
            lang.code(),
            total,
            longest.1,
            longest.0
        ));
    }
    eprint!("{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each phase's opening has a screen of its own before the phase's first situation; read aloud
/// (where the teacher asks the computer's voice), it takes under a minute.
#[test]
#[ignore]
fn every_phase_opening_reads_aloud_in_under_a_minute() {
    let lesson = Lesson::builtin();
    let dir = std::env::temp_dir().join(format!("colony-speech-opening-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut report = String::new();
    for (lang, voice) in VOICES {
        let tr = Translator::new(lang);
        for (p, phase) in lesson.phases.iter().enumerate() {
            let words = colony::report::read_aloud_opening(&tr, &lesson, p);
            let secs = spoken_seconds(voice, &dir.join(format!("{}-{}.wav", lang.code(), phase.id)), &words);
            assert!(secs > 5.0, "{} {}: only {secs:.1} s of sound", lang.code(), phase.id);
            assert!(secs < 60.0, "{} {}: {secs:.1} s, not under a minute", lang.code(), phase.id);
            report.push_str(&format!("{} opening of {}: {secs:.1} s\n", lang.code(), phase.id));
        }
    }
    eprint!("{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The short background of each phase reads aloud in under 45 seconds, in three languages (at the
/// speed the app speaks, 150 words a minute).
#[test]
#[ignore]
fn every_short_background_reads_aloud_in_under_45_seconds() {
    let lesson = Lesson::builtin();
    let dir = std::env::temp_dir().join(format!("colony-speech-short-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut report = String::new();
    for (lang, voice) in VOICES {
        let tr = Translator::new(lang);
        for phase in &lesson.phases {
            let words = tr.text(&format!("debrief-{}-short", phase.id));
            let secs = spoken_seconds(voice, &dir.join(format!("{}-{}.wav", lang.code(), phase.id)), &words);
            assert!(secs > 10.0, "{} {}: only {secs:.1} s of sound", lang.code(), phase.id);
            assert!(secs < 45.0, "{} {}: {secs:.1} s, not under 45 s", lang.code(), phase.id);
            report.push_str(&format!("{} {}: {secs:.1} s\n", lang.code(), phase.id));
        }
    }
    eprint!("{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// How long a played lesson's steps take, from what can be measured here. A class of 6 and one of
/// 12 teams are played by the simulator in English; at each decision this measures the situation
/// read aloud and the reveal's sentences read aloud (espeak-ng, at the app's speed), and counts
/// the teacher's keys (a card per team and Enter) and the throws of the colonial wars. What a
/// class does in between (talking, rolling real dice) is not measured: the lesson plans add it as
/// an estimate and say so.
#[test]
#[ignore]
fn a_played_lesson_is_timed_step_by_step_with_6_and_12_teams() {
    use colony::engine::{ChangeKind, Input, Session, TeamInfo};
    use colony::simulate::Player;
    use std::sync::Arc;
    let lesson = Arc::new(Lesson::builtin());
    let tr = Translator::new(Language::En);
    let dir = std::env::temp_dir().join(format!("colony-speech-lesson-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut report = String::new();
    for teams in [6usize, 12] {
        let info = (0..teams).map(|i| TeamInfo::new(format!("Team {}", i + 1), "grey")).collect();
        let mut s = Session::on_map(lesson.clone(), info, 4).expect("a game");
        let mut player = Player::new(4);
        let (mut read, mut reveal, mut keys, mut throws, mut decisions) = (0.0, 0.0, 0usize, 0usize, 0usize);
        while !s.game().is_over() {
            let step = s.game().state().step;
            let input = player.choose(s.game());
            if matches!(input, Input::Throw) {
                throws += 1;
            }
            let deciding = matches!(input, Input::Decide { .. });
            if deciding {
                decisions += 1;
                let words = read_aloud(&tr, &lesson, step, false);
                read += spoken_seconds("en-gb", &dir.join(format!("read-{teams}-{step}.wav")), &words);
            }
            let changes = s.apply(input).expect("legal");
            if deciding {
                // The reveal's sentence for each card laid, as the projector screen shows it.
                let mut laid: Vec<colony::engine::Card> = changes
                    .iter()
                    .filter_map(|c| match c.kind {
                        ChangeKind::Card { card } => Some(card),
                        _ => None,
                    })
                    .collect();
                keys += laid.len() + 1;
                let count = |card| laid.iter().filter(|&&c| c == card).count();
                let mut cards = laid.clone();
                cards.sort_unstable();
                cards.dedup();
                let sentences: Vec<String> = cards
                    .iter()
                    .filter_map(|&c| lesson.steps[step].option(c).map(|o| (o, count(c))))
                    .map(|(o, n)| tr.tr(&format!("{}-projector", o.label), &[("count", colony::i18n::Arg::from(n))]))
                    .collect();
                laid.clear();
                reveal +=
                    spoken_seconds("en-gb", &dir.join(format!("reveal-{teams}-{step}.wav")), &sentences.join(" "));
            }
        }
        assert!(decisions >= 10, "{teams} teams: {decisions} decisions");
        report.push_str(&format!(
            "{teams} teams: {decisions} decisions; read aloud {:.0} s ({:.0} s each), reveals read {:.0} s ({:.0} s each), \
             {keys} keys for the cards, {throws} throws in the colonial wars\n",
            read,
            read / decisions as f64,
            reveal,
            reveal / decisions as f64
        ));
    }
    eprint!("{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

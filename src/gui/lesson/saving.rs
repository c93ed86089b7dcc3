//! The lesson's one commit path, as a part of the screen that owns its state: every change of
//! the record is handed to the class's writer (`store::writer`) and saved whole on its thread;
//! what happened at a step shows only once it is on disk; a failed save says so, is kept as a
//! recovery copy and tried again; the teacher may go on without saving, and is asked before
//! leaving the lesson with anything unsaved. The interface thread never waits for the disk.

use std::path::{Path, PathBuf};

use super::Mode;
use crate::engine::Record;
use crate::gui::Words;
use crate::i18n::Arg;
use crate::report::errors;
use crate::store::writer::{Ended, Told, Writer};
use crate::store::{Library, Pending, StoreError};

/// How a save ended.
type SaveResult = Result<(), std::sync::Arc<StoreError>>;

/// A change of the record that is not on disk yet.
#[derive(Clone, Debug)]
pub struct Unsaved {
    /// What the screen shows once it is (what happened at the step); `None`: it stays.
    pub after: Option<Mode>,
    /// The save is under way (else it failed).
    pub under_way: bool,
    /// When it was handed to the writer.
    pub since: std::time::Instant,
}

/// How long a save may take before the screen says it is under way: a good disk is done
/// well before, and nothing flashes.
pub const SLOW: std::time::Duration = std::time::Duration::from_millis(300);

/// The record as it goes to disk: written once, measured, and saved as it is.
#[derive(Clone, Debug)]
pub struct Written {
    /// `Record::to_json`.
    pub json: String,
    /// How many entries it holds (a draft for an earlier point is used up once it is saved).
    pub entries: usize,
}

impl Written {
    pub fn of(record: &Record) -> Written {
        Written { json: record.to_json(), entries: record.entries.len() }
    }

    /// The size of the file it makes.
    pub fn size(&self) -> u64 {
        self.json.len() as u64
    }
}

/// The record's way to disk.
#[derive(Default)]
pub struct Saving {
    /// A change not yet on disk: a save under way, or one that failed.
    unsaved: Option<Unsaved>,
    /// Why the last save of the record failed.
    error: Option<Words>,
    /// Why the last save of the draft (the cards laid so far) failed: it stays until the draft
    /// is on disk, whatever the record's saves do: a good save of the record must not take the
    /// banner away while the typed cards are still only in memory.
    draft_error: Option<Words>,
    /// The class's writer: the record and the draft go to disk on its thread, never on the
    /// interface's (made with the first save).
    writer: Option<Writer>,
    /// The numbers of the record and of the draft handed to it last.
    record_seq: u64,
    draft_seq: u64,
    /// Where the record that failed to save is kept meanwhile (the recovery copy).
    recovery: Option<PathBuf>,
    /// What the projector screen showed before the entry made last: it keeps showing it while
    /// that entry waits for the disk.
    held: Option<crate::gui::projector::Slide>,
}

impl Saving {
    fn writer(&mut self, path: &Path, library: &Library) -> &mut Writer {
        self.writer.get_or_insert_with(|| Writer::new(path.to_path_buf(), library.clone()))
    }

    /// Hands the record to the writer, to be saved whole to `path`; `after` is what the
    /// screen shows once it is on disk (`record_ended`, with the end this gives). Nothing here
    /// waits for the disk.
    pub fn start(&mut self, record: Written, path: &Path, library: &Library, after: Option<Mode>) -> Told {
        let (seq, told) = self.writer(path, library).record(record.json, record.entries);
        self.record_seq = seq;
        self.unsaved = Some(Unsaved { after, under_way: true, since: std::time::Instant::now() });
        told
    }

    /// Hands the draft to the writer: its number and its end (a device's card is answered
    /// once the draft of that number is on disk).
    pub fn draft(&mut self, pending: Pending, path: &Path, library: &Library) -> (u64, Told) {
        let (seq, told) = self.writer(path, library).draft(pending);
        self.draft_seq = seq;
        (seq, told)
    }

    /// Hands the team devices' codes and tokens (as JSON) to the writer: their number and end.
    pub fn keys(&mut self, json: String, path: &Path, library: &Library) -> (u64, Told) {
        self.writer(path, library).keys(json)
    }

    /// A save of the record ended: the latest one on disk brings back what waited for it, or
    /// says it failed; an earlier one's end says nothing (the latest holds all of it).
    pub fn record_ended(&mut self, e: Ended) -> Option<Mode> {
        if e.seq != self.record_seq {
            return None;
        }
        self.recovery = e.recovery;
        self.ended_with(e.result)
    }

    /// A save of the draft ended: only the latest tells whether the cards laid are on disk.
    pub fn draft_ended(&mut self, e: &Ended) {
        if e.seq == self.draft_seq {
            self.draft_error = e.result.as_ref().err().map(|e| not_saved_shared(e.clone()));
        }
    }

    /// Waits until the writer has written all it was handed (at most `limit`; whether it has):
    /// for the app's last moment, never for an entry.
    pub fn wait(&self, limit: std::time::Duration) -> bool {
        self.writer.as_ref().is_none_or(|w| w.wait(limit))
    }

    /// A save has ended: on disk, what waited for it comes back; failed, it says so.
    fn ended_with(&mut self, result: SaveResult) -> Option<Mode> {
        match result {
            Ok(()) => {
                self.error = None;
                self.unsaved.take().and_then(|u| u.after)
            }
            Err(e) => {
                self.error = Some(not_saved_shared(e));
                if let Some(u) = &mut self.unsaved {
                    u.under_way = false;
                }
                None
            }
        }
    }

    /// Whether the writer has something under way.
    pub fn busy(&self) -> bool {
        self.writer.as_ref().is_some_and(Writer::busy)
    }

    /// A failed save, tried again (with what waited for it); nothing while one is under way.
    pub fn retry(&mut self, record: Written, path: &Path, library: &Library) -> Option<Told> {
        if self.unsaved.as_ref().is_some_and(|u| u.under_way) {
            return None;
        }
        let after = self.unsaved.take().and_then(|u| u.after);
        Some(self.start(record, path, library, after))
    }

    /// The teacher goes on without saving: what waited for a failed save shows now.
    pub fn go_on_unsaved(&mut self) -> Option<Mode> {
        match self.unsaved.take() {
            Some(Unsaved { after, under_way: false, since }) => {
                // The record is still not on disk: it stays unsaved (without anything waiting),
                // so that leaving the lesson asks first.
                self.unsaved = Some(Unsaved { after: None, under_way: false, since });
                after
            }
            other => {
                self.unsaved = other;
                None
            }
        }
    }

    /// Where the unsaved record is kept meanwhile, if a save failed.
    pub fn recovery(&self) -> Option<&Path> {
        self.recovery.as_deref().filter(|_| self.error.is_some())
    }

    /// The draft is on disk (or not needed any more: its entry is made).
    pub fn draft_saved(&mut self) {
        self.draft_error = None;
    }

    /// The draft waits to be saved again.
    pub fn draft_unsaved(&self) -> bool {
        self.draft_error.is_some()
    }

    /// Keeps what the projector screen shows now, for as long as the next entry waits for the disk.
    pub fn hold(&mut self, slide: crate::gui::projector::Slide) {
        self.held = Some(slide);
    }

    pub fn error(&self) -> Option<&Words> {
        self.error.as_ref().or(self.draft_error.as_ref())
    }

    pub fn unsaved(&self) -> Option<&Unsaved> {
        self.unsaved.as_ref()
    }

    /// Whether the record has a change not on disk (a save under way, or failed).
    pub fn is_unsaved(&self) -> bool {
        self.unsaved.is_some()
    }

    /// Whether something the teacher entered is not on disk: the record, or the cards laid.
    pub fn anything_unsaved(&self) -> bool {
        self.is_unsaved() || self.draft_unsaved()
    }

    /// A save under way for longer than a good disk takes (`SLOW`): the screen says so.
    pub fn slow(&self) -> bool {
        self.unsaved.as_ref().is_some_and(|u| u.under_way && u.since.elapsed() >= SLOW)
    }

    /// An entry waits for the disk before what happened shows.
    pub fn waits_for_disk(&self) -> bool {
        self.unsaved.as_ref().is_some_and(|u| u.after.is_some())
    }

    /// What the projector screen keeps showing while an entry waits for the disk.
    pub fn held_slide(&self) -> Option<&crate::gui::projector::Slide> {
        self.held.as_ref().filter(|_| self.waits_for_disk())
    }

    /// A failed save waits to be tried again (every two seconds, and with the next entry).
    pub fn wants_retry(&self) -> bool {
        self.error().is_some() && !self.unsaved.as_ref().is_some_and(|u| u.under_way)
    }
}

/// The same for an error shared with the messages that carried it.
pub(super) fn not_saved_shared(e: std::sync::Arc<StoreError>) -> Words {
    match std::sync::Arc::try_unwrap(e) {
        Ok(e) => not_saved(e),
        Err(shared) => Words::new(move |tr| not_saved_words(tr, &shared)),
    }
}

fn not_saved_words(tr: &crate::i18n::Translator, e: &StoreError) -> String {
    match e {
        StoreError::Write { path, source } => {
            let folder = path.parent().map(|p| p.display().to_string()).unwrap_or_default();
            tr.tr("lesson-not-saved", &[("why", Arg::from(errors::io(tr, source))), ("folder", Arg::from(folder))])
        }
        other => tr.tr("lesson-not-saved-other", &[("why", Arg::from(errors::store(tr, other)))]),
    }
}

/// "Not saved: why", in the teacher's language when drawn: the reason first in plain words
/// ("the disk is full"), what it means for the lesson, and the folder last (a banner that opens
/// with a technical phrase and a full path tells the teacher nothing).
pub(super) fn not_saved(e: StoreError) -> Words {
    Words::new(move |tr| not_saved_words(tr, &e))
}

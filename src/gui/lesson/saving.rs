//! The lesson's one commit path, as a part of the screen that owns its state: every change of
//! the record is saved whole on a thread of its own; what happened at a step shows only once it
//! is on disk (it waits here until then); a failed save says so and is tried again; the teacher
//! may go on without saving.

use iced::Task;
use std::path::PathBuf;

use super::Mode;
use crate::engine::Record;
use crate::gui::Words;
use crate::gui::job::Running;
use crate::i18n::Arg;
use crate::report::errors;
use crate::store::{Library, StoreError};

/// How a save ended.
type SaveResult = Result<(), StoreError>;

/// A change of the record that is not on disk yet.
#[derive(Clone, Debug)]
pub struct Unsaved {
    /// What the screen shows once it is (what happened at the step); `None`: it stays.
    pub after: Option<Mode>,
    /// The save is under way (else it failed).
    pub under_way: bool,
}

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
    /// is on disk, whatever the record's saves do (before, a good save of the record took the
    /// banner away while the typed cards were still only in memory).
    draft_error: Option<Words>,
    /// The save under way in the background.
    job: Running<SaveResult>,
    /// What the projector screen showed before the entry made last: it keeps showing it while
    /// that entry waits for the disk.
    held: Option<crate::gui::projector::Slide>,
}

impl Saving {
    /// Saves the record whole to `path`; `after` is what the screen shows once it is on disk.
    /// A good disk is done within a moment: then the mode to show comes back at once.
    pub fn start(&mut self, record: Written, path: PathBuf, library: Library, after: Option<Mode>) -> Option<Mode> {
        let mut shown = self.settle();
        let work = move || {
            let saved = library.save_json(&path, &record.json);
            if saved.is_ok() && crate::store::load_pending(&path).is_some_and(|p| p.entries != record.entries) {
                crate::store::clear_pending(&path);
            }
            saved
        };
        self.unsaved = Some(Unsaved { after, under_way: true });
        if let Some(result) = self.job.start("save", work) {
            shown = self.ended_with(result).or(shown);
        }
        shown
    }

    /// Waits for the save under way, if any, and takes its result; the mode that waited for
    /// it, when it is on disk now.
    pub fn settle(&mut self) -> Option<Mode> {
        let result = self.job.settle()?;
        // A thread gone without a word (it cannot be, but a save never hangs the lesson).
        self.ended_with(result.unwrap_or(Err(StoreError::Stopped)))
    }

    /// A save has ended: on disk, what waited for it comes back; failed, it says so.
    fn ended_with(&mut self, result: SaveResult) -> Option<Mode> {
        match result {
            Ok(()) => {
                self.error = None;
                self.unsaved.take().and_then(|u| u.after)
            }
            Err(e) => {
                self.error = Some(not_saved(e));
                if let Some(u) = &mut self.unsaved {
                    u.under_way = false;
                }
                None
            }
        }
    }

    /// The end of the save left to the background, as the task whose end iced reports.
    pub fn ended_task<M: Send + 'static>(&mut self, message: M) -> Task<M> {
        self.job.task(message)
    }

    /// A failed save, tried again (with what waited for it); nothing while one is under way.
    pub fn retry(&mut self, record: Written, path: PathBuf, library: Library) -> Option<Mode> {
        if self.unsaved.as_ref().is_some_and(|u| u.under_way) {
            return None;
        }
        let after = self.unsaved.take().and_then(|u| u.after);
        self.start(record, path, library, after)
    }

    /// The teacher goes on without saving: what waited for a failed save shows now.
    pub fn go_on_unsaved(&mut self) -> Option<Mode> {
        match self.unsaved.take() {
            Some(Unsaved { after, under_way: false }) => after,
            other => {
                self.unsaved = other;
                None
            }
        }
    }

    /// The draft could not be saved: said like a failed save.
    pub fn draft_failed(&mut self, e: StoreError) {
        self.draft_error = Some(not_saved(e));
    }

    /// The draft is on disk.
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

/// "Not saved: why", in the teacher's language when drawn: the reason first in plain words
/// ("the disk is full"), what it means for the lesson, and the folder last (the playthrough:
/// the banner opened with a technical phrase and a full path).
pub(super) fn not_saved(e: StoreError) -> Words {
    Words::new(move |tr| match &e {
        StoreError::Write { path, source } => {
            let folder = path.parent().map(|p| p.display().to_string()).unwrap_or_default();
            tr.tr("lesson-not-saved", &[("why", Arg::from(errors::io(tr, source))), ("folder", Arg::from(folder))])
        }
        other => tr.tr("lesson-not-saved-other", &[("why", Arg::from(errors::store(tr, other)))]),
    })
}

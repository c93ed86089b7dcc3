//! Opening a class: its file read, replayed and held for this window on a thread of the
//! background, then its lesson on the screen or the start screen saying why not.

use std::path::PathBuf;
use std::sync::Arc;

use iced::Task;

use super::{App, LessonScreen, Message, Notice, Screen, Start, Words, job};
use crate::engine::Session;
use crate::i18n::{Arg, Language};
use crate::lesson::Lesson as LessonFile;
use crate::report::errors;

/// A class file read, replayed and held for this window, off the interface thread, with what
/// was kept beside it (the cards laid before the app closed, the devices' codes).
#[derive(Clone, Debug)]
pub struct Opened {
    session: Session,
    lock: Arc<crate::store::ClassLock>,
    pending: Option<crate::store::Pending>,
    /// The draft beside the class could not be read whole: its file and what was kept of it.
    pending_broken: Option<crate::store::BrokenDraft>,
    keys: Option<crate::devices::Keys>,
}

/// A new class with the name of its file and its hold on it, for `App::created`.
#[derive(Clone, Debug)]
pub struct Created {
    session: Session,
    region: &'static crate::i18n::Region,
    path: PathBuf,
    lock: Option<Arc<crate::store::ClassLock>>,
}

/// A class file that could not be opened: why, and the newest good backup (its entries).
#[derive(Clone, Debug)]
pub struct NotOpened {
    error: Arc<crate::store::StoreError>,
    backup: Option<(PathBuf, usize)>,
}

/// Opens `path` as `App::open` does, on the thread it runs on (never the interface's).
fn open_class_file(path: &std::path::Path, lesson: &Arc<LessonFile>) -> Result<Opened, NotOpened> {
    let not_opened = |e: crate::store::StoreError| {
        // Open in another window: no backup is offered instead (the class is fine there).
        let in_use = matches!(e, crate::store::StoreError::InUse { .. });
        let backup = (!in_use).then(|| crate::store::newest_good_backup(path, lesson)).flatten();
        NotOpened { error: Arc::new(e), backup: backup.map(|(p, rec)| (p, rec.entries.len())) }
    };
    let lock = crate::store::lock_class(path).map_err(not_opened)?;
    let session = crate::store::open_class(path, lesson).map_err(not_opened)?;
    let (pending, pending_broken) = match crate::store::read_pending(path) {
        Ok(p) => (p, None),
        Err(broken) => (None, Some(broken)),
    };
    let keys = crate::store::load_keys(path);
    Ok(Opened { session, lock: Arc::new(lock), pending, pending_broken, keys })
}

impl App {
    /// Opens a class file (from the library or from anywhere else) where it stopped: read,
    /// replayed and held for this window in the background; the lesson shows when it is.
    pub fn open(&mut self, path: PathBuf) -> Task<Message> {
        let lesson = self.lesson_file.clone();
        let at = path.clone();
        job::background(move || open_class_file(&at, &lesson)).map(move |r| {
            let r = r.unwrap_or_else(|_| {
                Err(NotOpened { error: Arc::new(crate::store::StoreError::Stopped), backup: None })
            });
            Message::Opened(path.clone(), r.map(Box::new).map_err(Box::new))
        })
    }

    /// The class file opened in the background: its lesson, or the start screen saying why.
    pub(super) fn opened(&mut self, path: PathBuf, opened: Result<Box<Opened>, Box<NotOpened>>) {
        match opened {
            Ok(o) => {
                let Opened { session, lock, pending, pending_broken, keys } = *o;
                let record = session.record();
                let lang = Language::from_code(&record.language).unwrap_or(self.tr.language());
                let region = crate::i18n::Region::for_class(lang, record.region.as_deref());
                let mut l = LessonScreen::new(session, path, region, self.library.clone());
                l.hold(lock);
                l.restore_kept(pending, pending_broken, keys);
                l.set_private(self.posture.is_private());
                self.screen = Screen::Lesson(Box::new(l));
                if let Some((ip, port)) = self.devices_when_opened.take() {
                    self.devices_from_command_line(ip, port);
                }
            }
            Err(n) => {
                let NotOpened { error, backup } = *n;
                let entries = backup.as_ref().map(|(_, n)| *n);
                let text = Words::new(move |tr| {
                    // The reason is a sentence of its own: its full stop gives way to the one after it.
                    let why = errors::store(tr, &error);
                    let why = Arg::from(why.strip_suffix('.').unwrap_or(&why).to_string());
                    match entries {
                        Some(n) => tr.tr("start-broken-with-backup", &[("why", why), ("entries", Arg::from(n))]),
                        None => tr.tr("start-broken", &[("why", why)]),
                    }
                });
                let mut s = Start::new(&self.ctx());
                s.backup_offer = backup.map(|(p, _)| p);
                s.notice = Some(Notice::error(text));
                self.screen = Screen::Start(s);
            }
        }
    }

    /// Starts a new class: its file's name found and the class held for this window on a
    /// thread of the background, then its lesson (`created`), saved at once.
    pub(super) fn create(&mut self, session: Session, region: &'static crate::i18n::Region) -> Task<Message> {
        if std::mem::replace(&mut self.creating, true) {
            return Task::none();
        }
        let library = self.library.clone();
        let class = session.record().class.clone();
        job::background(move || {
            let path = library.new_path(&class);
            // Where the disk cannot lock files, the class starts all the same.
            let lock = crate::store::lock_class(&path).ok().map(Arc::new);
            (path, lock)
        })
        .map(move |r| {
            let (path, lock) = r.unwrap_or_else(|_| (PathBuf::new(), None));
            Message::Created(Box::new(Created { session: session.clone(), region, path, lock }))
        })
    }

    pub(super) fn created(&mut self, Created { session, region, path, lock }: Created) -> Task<Message> {
        self.creating = false;
        if !matches!(self.screen, Screen::Setup(_)) || path.as_os_str().is_empty() {
            return Task::none();
        }
        let mut l = LessonScreen::new(session, path, region, self.library.clone());
        if let Some(lock) = lock {
            l.hold(lock);
        }
        l.set_private(self.posture.is_private());
        // Saved at once, so the class is in the library before the first entry.
        let (saving, _) = l.update(super::lesson::Msg::RetrySave, &self.ctx());
        self.screen = Screen::Lesson(Box::new(l));
        saving.map(Message::Lesson)
    }
}

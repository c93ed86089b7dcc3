//! One writer for a class's files. The record and the draft go to disk on a thread of their
//! own, in the order they were handed over; when the disk is slower than the lesson, the latest
//! of each wins (a record is saved whole, so the latest holds every entry before it). The
//! screen never waits for it: it hands over what to write and hears how it ended.
//!
//! A record that cannot be saved to its file is kept as a recovery copy in the library's
//! `recovery/` folder (or the system's temporary folder), so that a crash or a closed window
//! after a failed save still loses nothing; the start screen offers it back.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, PoisonError, mpsc};
use std::time::Duration;

use super::{Library, Pending, StoreError};

/// What to write, numbered in the order it was handed over.
enum Order {
    Record { seq: u64, json: String, entries: usize },
    // Boxed: a draft is many times the size of the record's order, and orders queue.
    Draft { seq: u64, pending: Box<Pending> },
}

/// How the writing of one order ended.
#[derive(Debug)]
pub struct Ended {
    /// The number the order was given (`Writer::record`, `Writer::draft`).
    pub seq: u64,
    pub result: Result<(), StoreError>,
}

/// What the writer has done since it was last asked.
#[derive(Debug, Default)]
pub struct Report {
    /// The newest record written (or failed), if any.
    pub record: Option<Ended>,
    /// The newest draft written (or failed), if any.
    pub draft: Option<Ended>,
    /// Where the unsaved record is kept now (a failed save), or `None` after a good one.
    pub recovery: Option<Option<PathBuf>>,
}

#[derive(Default)]
struct Shared {
    report: Report,
    /// The highest number written so far.
    done: u64,
    /// Those waiting for an order's end: its number and the way to tell them.
    waiting: Vec<(u64, tokio::sync::oneshot::Sender<()>)>,
}

/// The writer of one class file and its draft.
pub struct Writer {
    orders: mpsc::Sender<Order>,
    shared: Arc<(Mutex<Shared>, Condvar)>,
    /// The number of the last order handed over.
    last: u64,
    /// Where no thread could be started, the orders are carried out here, at once.
    inline: Option<(mpsc::Receiver<Order>, Files)>,
}

/// The files a writer writes.
#[derive(Clone)]
struct Files {
    path: PathBuf,
    library: Library,
}

impl Writer {
    /// A writer for the class file `path` in `library` (whose slowness, for the tests, it
    /// keeps: `Library::slowed` slows the draft as well as the record).
    pub fn new(path: PathBuf, library: Library) -> Writer {
        let (orders, rx) = mpsc::channel();
        let shared: Arc<(Mutex<Shared>, Condvar)> = Arc::default();
        let files = Files { path, library };
        let theirs = shared.clone();
        let thread_files = files.clone();
        // The receiver goes to the thread only if it starts; else it stays here.
        let slot = Arc::new(Mutex::new(Some(rx)));
        let on_thread = slot.clone();
        let started = std::thread::Builder::new().name("writer".into()).spawn(move || {
            let rx = on_thread.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some(rx) = rx {
                while let Ok(first) = rx.recv() {
                    let batch = gather(first, &rx);
                    thread_files.write(batch, &theirs);
                }
            }
        });
        let inline = match started {
            Ok(_) => None,
            Err(_) => slot.lock().unwrap_or_else(PoisonError::into_inner).take().map(|rx| (rx, files)),
        };
        Writer { orders, shared, last: 0, inline }
    }

    /// Hands over the record (`Record::to_json`, with its number of entries) to be saved;
    /// its number comes back.
    pub fn record(&mut self, json: String, entries: usize) -> u64 {
        self.last += 1;
        self.send(Order::Record { seq: self.last, json, entries })
    }

    /// Hands over the draft to be saved; its number comes back.
    pub fn draft(&mut self, pending: Pending) -> u64 {
        self.last += 1;
        self.send(Order::Draft { seq: self.last, pending: Box::new(pending) })
    }

    fn send(&mut self, order: Order) -> u64 {
        let seq = self.last;
        if self.orders.send(order).is_err() {
            // The thread is gone (it cannot be): the order is said to have failed.
            let (lock, ended) = &*self.shared;
            let mut s = lock.lock().unwrap_or_else(PoisonError::into_inner);
            s.report.record = Some(Ended { seq, result: Err(StoreError::Stopped) });
            s.done = seq;
            ended.notify_all();
        }
        if let Some((rx, files)) = &self.inline
            && let Ok(first) = rx.try_recv()
        {
            files.write(gather(first, rx), &self.shared);
        }
        seq
    }

    /// A future that ends once everything handed over so far is written (for
    /// `Task::perform`): at once when it already is.
    pub fn ended(&self) -> tokio::sync::oneshot::Receiver<()> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let mut s = self.shared.0.lock().unwrap_or_else(PoisonError::into_inner);
        if s.done >= self.last {
            let _ = tx.send(());
        } else {
            s.waiting.push((self.last, tx));
        }
        rx
    }

    /// What was written since the last call; never waits for the disk.
    pub fn take(&self) -> Report {
        std::mem::take(&mut self.shared.0.lock().unwrap_or_else(PoisonError::into_inner).report)
    }

    /// The number of the last order handed over.
    pub fn last(&self) -> u64 {
        self.last
    }

    /// Whether something handed over is not written yet.
    pub fn busy(&self) -> bool {
        self.shared.0.lock().unwrap_or_else(PoisonError::into_inner).done < self.last
    }

    /// Waits until everything handed over is written, at most `limit`: for the tests, for
    /// scripts, and for the app's last moment before it ends. Whether it all was.
    pub fn wait(&self, limit: Duration) -> bool {
        let (lock, ended) = &*self.shared;
        let guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let (guard, _) =
            ended.wait_timeout_while(guard, limit, |s| s.done < self.last).unwrap_or_else(PoisonError::into_inner);
        guard.done >= self.last
    }
}

/// The orders waiting now, the first with them: the latest record and the latest draft.
fn gather(first: Order, rx: &mpsc::Receiver<Order>) -> (Option<Order>, Option<Order>) {
    let (mut record, mut draft) = (None, None);
    for order in std::iter::once(first).chain(std::iter::from_fn(|| rx.try_recv().ok())) {
        match order {
            Order::Record { .. } => record = Some(order),
            Order::Draft { .. } => draft = Some(order),
        }
    }
    (record, draft)
}

impl Files {
    /// Writes a batch: the record first, then the draft. A draft for another point of the game
    /// than the record just saved is used up: it is removed rather than written.
    fn write(&self, (record, draft): (Option<Order>, Option<Order>), shared: &(Mutex<Shared>, Condvar)) {
        let mut report = Report::default();
        let mut highest = 0;
        let mut saved_entries = None;
        if let Some(Order::Record { seq, json, entries }) = record {
            let result = self.library.save_json(&self.path, &json);
            report.recovery = Some(match &result {
                Ok(()) => {
                    saved_entries = Some(entries);
                    forget_recovery(&self.library, &self.path);
                    None
                }
                Err(_) => keep_recovery(&self.library, &self.path, &json),
            });
            report.record = Some(Ended { seq, result });
            highest = seq;
        }
        match draft {
            Some(Order::Draft { seq, pending }) => {
                let result = if saved_entries.is_some_and(|n| n != pending.entries) {
                    super::clear_pending(&self.path);
                    Ok(())
                } else {
                    self.library.wait_as_its_disk();
                    super::save_pending(&self.path, &pending)
                };
                report.draft = Some(Ended { seq, result });
                highest = highest.max(seq);
            }
            _ => {
                // Only this thread writes the draft: nothing can write a fresh one meanwhile.
                if saved_entries.is_some_and(|n| super::load_pending(&self.path).is_some_and(|p| p.entries != n)) {
                    super::clear_pending(&self.path);
                }
            }
        }
        let (lock, ended) = shared;
        let mut s = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let r = &mut s.report;
        r.record = report.record.or(r.record.take());
        r.draft = report.draft.or(r.draft.take());
        r.recovery = report.recovery.or(r.recovery.take());
        s.done = s.done.max(highest);
        let done = s.done;
        let (now, later): (Vec<_>, Vec<_>) = std::mem::take(&mut s.waiting).into_iter().partition(|(n, _)| *n <= done);
        s.waiting = later;
        ended.notify_all();
        drop(s);
        for (_, tx) in now {
            let _ = tx.send(());
        }
    }
}

/// The folder of recovery copies: in the library, else in the system's temporary folder.
fn recovery_dirs(library: &Library) -> [PathBuf; 2] {
    [library.recovery_dir(), std::env::temp_dir().join("colony-classroom-recovery")]
}

/// The name of a class file's recovery copy: its own name, with a short mark of its folder
/// so that two classes of the same name in different folders keep apart.
fn recovery_name(path: &Path) -> String {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "class".into());
    let stem: String = stem.chars().take(60).collect();
    let folder = path.parent().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    // FNV-1a: the same folder gives the same mark on every run.
    let mark = folder.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{stem}.{:06x}.json", mark & 0xff_ffff)
}

/// Keeps a record that could not be saved to `path` as a recovery copy, with the file it
/// belongs to beside it (`….json.from`); where it was kept, if anywhere could be written.
fn keep_recovery(library: &Library, path: &Path, json: &str) -> Option<PathBuf> {
    recovery_dirs(library).into_iter().find_map(|dir| {
        std::fs::create_dir_all(&dir).ok()?;
        let copy = dir.join(recovery_name(path));
        super::write_atomic(&copy, json.as_bytes()).ok()?;
        let from = super::beside(&copy, ".from");
        super::write_atomic(&from, path.to_string_lossy().as_bytes()).ok()?;
        Some(copy)
    })
}

/// Removes the recovery copy of `path` once the record is saved to its own file.
fn forget_recovery(library: &Library, path: &Path) {
    for dir in recovery_dirs(library) {
        let copy = dir.join(recovery_name(path));
        if std::fs::symlink_metadata(&copy).is_ok_and(|m| m.is_file()) {
            let _ = std::fs::remove_file(&copy);
            let _ = std::fs::remove_file(super::beside(&copy, ".from"));
        }
    }
}

/// A record kept because it could not be saved to its own file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovered {
    /// The copy.
    pub copy: PathBuf,
    /// The class file it belongs to.
    pub from: PathBuf,
}

/// The recovery copies waiting to be put back, from both folders.
pub fn recovered(library: &Library) -> Vec<Recovered> {
    let mut out = Vec::new();
    for dir in recovery_dirs(library) {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let copy = e.path();
            if copy.extension().is_none_or(|x| x != "json") || !e.file_type().is_ok_and(|t| t.is_file()) {
                continue;
            }
            let from = match super::files::read_limited(&super::beside(&copy, ".from")) {
                Ok(super::files::Read::Bytes(b)) if b.len() < 4096 => String::from_utf8(b).ok().map(PathBuf::from),
                _ => None,
            };
            if let Some(from) = from {
                out.push(Recovered { copy, from });
            }
        }
    }
    out.sort_by(|a, b| a.copy.cmp(&b.copy));
    out
}

/// Puts a recovery copy back: saved over the class file it belongs to (its old version kept
/// as a backup) where that can be written, else into the library as a class of its own. The
/// copy is removed only once it is saved; where it went comes back.
pub fn put_back(library: &Library, r: &Recovered) -> Result<PathBuf, StoreError> {
    let record = super::load_record(&r.copy)?;
    let json = record.to_json();
    let to = match super::save_json(&r.from, &json) {
        Ok(()) => r.from.clone(),
        Err(_) => {
            let path = library.new_path(if record.class.is_empty() { "class" } else { &record.class });
            library.save_json(&path, &json)?;
            path
        }
    };
    let _ = std::fs::remove_file(&r.copy);
    let _ = std::fs::remove_file(super::beside(&r.copy, ".from"));
    Ok(to)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp() -> PathBuf {
        let mut random = [0u8; 8];
        getrandom::fill(&mut random).expect("random");
        let hex: String = random.iter().map(|b| format!("{b:02x}")).collect();
        let dir = std::env::temp_dir().join(format!("colony-writer-{hex}"));
        std::fs::create_dir_all(&dir).expect("dir");
        dir
    }

    fn pending(entries: usize) -> Pending {
        Pending { entries, ..Pending::default() }
    }

    #[test]
    fn the_latest_record_and_draft_win_and_a_used_draft_goes() {
        let dir = temp();
        let library = Library::new(&dir).slowed(Duration::from_millis(30));
        let path = library.classes_dir().join("7b.json");
        let mut w = Writer::new(path.clone(), library);
        let first = w.record("{\"a\":1}".into(), 1);
        let draft = w.draft(pending(1));
        let _ = w.record("{\"a\":2}".into(), 2);
        let last = w.draft(pending(2));
        assert!(first < draft && draft < last, "numbered in order");
        assert!(w.wait(Duration::from_secs(10)), "all written");
        assert!(!w.busy());
        assert_eq!(std::fs::read_to_string(&path).expect("saved"), "{\"a\":2}", "the latest record");
        assert_eq!(crate::store::load_pending(&path).map(|p| p.entries), Some(2), "the latest draft");
        let report = w.take();
        assert!(report.record.is_some_and(|e| e.result.is_ok()));
        assert_eq!(report.draft.map(|e| e.seq), Some(last));
        // A record for a later point uses the draft up.
        let _ = w.record("{\"a\":3}".into(), 3);
        assert!(w.wait(Duration::from_secs(10)));
        assert_eq!(crate::store::load_pending(&path), None, "the draft of entry 2 is gone");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_record_that_cannot_be_saved_is_kept_as_a_recovery_copy_and_put_back() {
        let dir = temp();
        let library = Library::new(&dir);
        let path = library.classes_dir().join("7b.json");
        // A folder where the file should be: the save fails.
        std::fs::create_dir_all(&path).expect("folder");
        let mut w = Writer::new(path.clone(), library.clone());
        let json = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/rules/tests/data/example-game.json"))
            .expect("example game");
        let _ = w.record(json.clone(), 0);
        assert!(w.wait(Duration::from_secs(10)));
        let report = w.take();
        assert!(report.record.is_some_and(|e| e.result.is_err()), "the save failed");
        let copy = report.recovery.flatten().expect("a recovery copy");
        assert_eq!(std::fs::read_to_string(&copy).expect("copy"), json);
        let waiting = recovered(&library);
        assert_eq!(waiting, vec![Recovered { copy: copy.clone(), from: path.clone() }]);
        // Its own file still cannot be written: it goes into the library as a class of its own.
        let to = put_back(&library, &waiting[0]).expect("put back");
        assert_ne!(to, path);
        assert!(crate::store::load_record(&to).is_ok());
        assert!(recovered(&library).is_empty(), "the copy is used up");
        // Once the file can be written, a good save forgets the copy.
        std::fs::remove_dir(&path).expect("folder gone");
        let _ = w.record(json.clone(), 0);
        assert!(w.wait(Duration::from_secs(10)));
        assert!(w.take().recovery.is_some_and(|r| r.is_none()));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_end_of_the_writing_is_told_to_whoever_waits() {
        let dir = temp();
        let library = Library::new(&dir).slowed(Duration::from_millis(20));
        let mut w = Writer::new(library.classes_dir().join("x.json"), library);
        let _ = w.record("{}".into(), 0);
        let ended = w.ended();
        assert!(w.wait(Duration::from_secs(10)));
        let rt = tokio::runtime::Builder::new_current_thread().build().expect("runtime");
        assert_eq!(rt.block_on(ended), Ok(()), "told");
        assert_eq!(rt.block_on(w.ended()), Ok(()), "nothing under way: told at once");
        let _ = std::fs::remove_dir_all(dir);
    }
}

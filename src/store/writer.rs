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

/// How the writing of one order ended: each order hears its own end, once.
#[derive(Clone, Debug)]
pub struct Ended {
    /// The number the order was given (`Writer::record`, `Writer::draft`).
    pub seq: u64,
    /// On disk, or why not (a newer order of the same kind written in its place counts as it:
    /// a record is saved whole, a draft holds all that is laid).
    pub result: Result<(), Arc<StoreError>>,
    /// For a record: where the unsaved record is kept now (a failed save), or `None` after a
    /// good one.
    pub recovery: Option<PathBuf>,
}

impl Ended {
    /// The end of an order whose writer is gone before it told (it cannot be, but is said).
    pub fn lost(seq: u64) -> Ended {
        Ended { seq, result: Err(Arc::new(StoreError::Stopped)), recovery: None }
    }
}

/// What to write, numbered in the order it was handed over, with the way to tell its end.
enum Order {
    Record {
        seq: u64,
        json: String,
        entries: usize,
        told: Vec<Tell>,
    },
    // Boxed: a draft is many times the size of the record's order, and orders queue.
    Draft {
        seq: u64,
        pending: Box<Pending>,
        told: Vec<Tell>,
    },
    /// The team devices' codes and tokens (`devices::Keys` as JSON), kept beside the class.
    Keys {
        seq: u64,
        json: String,
        told: Vec<Tell>,
    },
}

/// Who waits for an order's end.
type Tell = (u64, tokio::sync::oneshot::Sender<Ended>);

/// The writer of one class file and its draft: a thread that owns the files, takes orders in
/// the order they come, and tells each order's end to the future handed out with it.
pub struct Writer {
    orders: Option<mpsc::Sender<Order>>,
    /// The highest number written, for `wait` (the app's last moment).
    done: Arc<(Mutex<u64>, Condvar)>,
    /// The number of the last order handed over.
    last: u64,
}

/// The files a writer writes.
#[derive(Clone)]
struct Files {
    path: PathBuf,
    library: Library,
}

/// The end of an order, as a future (for `Task::perform`): what the writer told, or that it
/// was lost (the writer's thread is gone).
pub type Told = std::pin::Pin<Box<dyn std::future::Future<Output = Ended> + Send>>;

impl Writer {
    /// A writer for the class file `path` in `library` (whose slowness, for the tests, it
    /// keeps: `Library::slowed` slows the draft as well as the record). Where no thread can
    /// be started, every order ends at once as not saved: the interface thread never writes.
    pub fn new(path: PathBuf, library: Library) -> Writer {
        let (orders, rx) = mpsc::channel();
        let done: Arc<(Mutex<u64>, Condvar)> = Arc::default();
        let files = Files { path, library };
        let theirs = done.clone();
        let started = std::thread::Builder::new().name("writer".into()).spawn(move || {
            while let Ok(first) = rx.recv() {
                let batch = gather(first, &rx);
                files.write(batch, &theirs);
            }
        });
        Writer { orders: started.ok().map(|_| orders), done, last: 0 }
    }

    /// Hands over the record (`Record::to_json`, with its number of entries) to be saved: its
    /// number and its end.
    pub fn record(&mut self, json: String, entries: usize) -> (u64, Told) {
        self.last += 1;
        let seq = self.last;
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.send(Order::Record { seq, json, entries, told: vec![(seq, tx)] });
        (seq, told(seq, rx))
    }

    /// Hands over the draft to be saved: its number and its end.
    pub fn draft(&mut self, pending: Pending) -> (u64, Told) {
        self.last += 1;
        let seq = self.last;
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.send(Order::Draft { seq, pending: Box::new(pending), told: vec![(seq, tx)] });
        (seq, told(seq, rx))
    }

    /// Hands over the team devices' codes and tokens (as JSON) to be kept: its number and end.
    pub fn keys(&mut self, json: String) -> (u64, Told) {
        self.last += 1;
        let seq = self.last;
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.send(Order::Keys { seq, json, told: vec![(seq, tx)] });
        (seq, told(seq, rx))
    }

    /// An order to the thread; where there is none, its end comes at once, as not saved.
    fn send(&mut self, order: Order) {
        let Some(orders) = &self.orders else { return drop(order) };
        if let Err(mpsc::SendError(order)) = orders.send(order) {
            drop(order);
        }
    }

    /// Whether something handed over is not written yet.
    pub fn busy(&self) -> bool {
        self.orders.is_some() && *self.done.0.lock().unwrap_or_else(PoisonError::into_inner) < self.last
    }

    /// Waits until everything handed over is written, at most `limit`: for the app's last
    /// moment before it ends, never for an entry. Whether it all was.
    pub fn wait(&self, limit: Duration) -> bool {
        if self.orders.is_none() {
            return true;
        }
        let (lock, ended) = &*self.done;
        let guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let (guard, _) =
            ended.wait_timeout_while(guard, limit, |d| *d < self.last).unwrap_or_else(PoisonError::into_inner);
        *guard >= self.last
    }
}

/// The future of an order's end: a writer gone before it told is a save that stopped.
fn told(seq: u64, rx: tokio::sync::oneshot::Receiver<Ended>) -> Told {
    Box::pin(async move { rx.await.unwrap_or_else(|_| Ended::lost(seq)) })
}

/// The orders waiting now, the first with them: the latest record, draft and keys, each
/// carrying the ends of those it replaces (told what it ends with).
struct Batch {
    record: Option<Order>,
    draft: Option<Order>,
    keys: Option<Order>,
}

fn gather(first: Order, rx: &mpsc::Receiver<Order>) -> Batch {
    let mut batch = Batch { record: None, draft: None, keys: None };
    for order in std::iter::once(first).chain(std::iter::from_fn(|| rx.try_recv().ok())) {
        let slot = match order {
            Order::Record { .. } => &mut batch.record,
            Order::Draft { .. } => &mut batch.draft,
            Order::Keys { .. } => &mut batch.keys,
        };
        let mut order = order;
        if let Some(older) = slot.take() {
            let (Order::Record { told: older, .. }
            | Order::Draft { told: older, .. }
            | Order::Keys { told: older, .. }) = older;
            let (Order::Record { told, .. } | Order::Draft { told, .. } | Order::Keys { told, .. }) = &mut order;
            told.extend(older);
        }
        *slot = Some(order);
    }
    batch
}

/// Tells every order of `told` how it ended.
fn tell(told: Vec<Tell>, result: &Result<(), Arc<StoreError>>, recovery: &Option<PathBuf>) {
    for (seq, tx) in told {
        let _ = tx.send(Ended { seq, result: result.clone(), recovery: recovery.clone() });
    }
}

/// The orders of one file written, told how it went (with the file a failed record was kept in).
type End = (Vec<Tell>, Result<(), Arc<StoreError>>, Option<PathBuf>);

impl Files {
    /// Writes a batch: the record first, then the draft. A draft for another point of the game
    /// than the record just saved is used up: it is removed rather than written.
    fn write(&self, Batch { record, draft, keys }: Batch, done: &(Mutex<u64>, Condvar)) {
        // The batch is counted done before its orders are told so: whoever hears the end of
        // the last order finds the writer no longer busy.
        let mut ends: Vec<End> = Vec::new();
        let mut highest = 0;
        let mut saved_entries = None;
        if let Some(Order::Record { seq, json, entries, told }) = record {
            let result = self.library.save_json(&self.path, &json).map_err(Arc::new);
            let recovery = match &result {
                Ok(()) => {
                    saved_entries = Some(entries);
                    forget_recovery(&self.library, &self.path);
                    None
                }
                Err(_) => keep_recovery(&self.library, &self.path, &json),
            };
            ends.push((told, result, recovery));
            highest = seq;
        }
        match draft {
            Some(Order::Draft { seq, pending, told }) => {
                let result = if saved_entries.is_some_and(|n| n != pending.entries) {
                    super::clear_pending(&self.path);
                    Ok(())
                } else {
                    super::save_pending(&self.path, &pending).map_err(Arc::new)
                };
                ends.push((told, result, None));
                highest = highest.max(seq);
            }
            _ => {
                // Only this thread writes the draft: nothing can write a fresh one meanwhile.
                if saved_entries.is_some_and(|n| super::load_pending(&self.path).is_some_and(|p| p.entries != n)) {
                    super::clear_pending(&self.path);
                }
            }
        }
        if let Some(Order::Keys { seq, json, told }) = keys {
            let result = super::save_keys_json(&self.path, &json).map_err(Arc::new);
            ends.push((told, result, None));
            highest = highest.max(seq);
        }
        let (lock, ended) = done;
        {
            let mut d = lock.lock().unwrap_or_else(PoisonError::into_inner);
            *d = (*d).max(highest);
            ended.notify_all();
        }
        for (told, result, recovery) in ends {
            tell(told, &result, &recovery);
        }
    }
}

/// The folders of recovery copies, the teacher's own: the library's, else this account's cache
/// folder (never a folder that other accounts share, such as the system's temporary one).
fn recovery_dirs(library: &Library) -> Vec<PathBuf> {
    let cache = directories::ProjectDirs::from("org", "Colony Classroom", "colony-classroom")
        .map(|d| d.cache_dir().join("recovery"));
    std::iter::once(library.recovery_dir()).chain(cache).collect()
}

/// A recovery folder made (where missing) for this account alone, and checked to be so: one
/// another account made or opened to others is neither written nor read.
fn private_dir(dir: &Path) -> Option<&Path> {
    super::files::make_dir(dir).ok()?;
    super::files::own_alone(dir).then_some(dir)
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
        let copy = private_dir(&dir)?.join(recovery_name(path));
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

/// The recovery copies waiting to be put back, from the teacher's own folders: only copies of
/// this account's, in a folder of this account alone (another account cannot plant one).
pub fn recovered(library: &Library) -> Vec<Recovered> {
    let mut out = Vec::new();
    for dir in recovery_dirs(library) {
        if !super::files::own_alone(&dir) {
            continue;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let copy = e.path();
            if copy.extension().is_none_or(|x| x != "json")
                || !e.file_type().is_ok_and(|t| t.is_file())
                || !super::files::own(&copy)
            {
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

/// Puts a recovery copy back, into the library only: over the class it came from where that is
/// a class file of the library (its old version kept as a backup), else as a class of its own
/// there. Never over a file the copy names elsewhere. The copy is removed only once it is
/// saved; where it went comes back.
pub fn put_back(library: &Library, r: &Recovered) -> Result<PathBuf, StoreError> {
    if !super::files::own(&r.copy) {
        return Err(StoreError::NotRecord { path: r.copy.clone(), why: super::Refusal::NotAFile });
    }
    let record = super::load_record(&r.copy)?;
    let json = record.to_json();
    let in_library = library.is_class_place(&r.from);
    let to = match in_library.then(|| super::save_json(&r.from, &json)) {
        Some(Ok(())) => r.from.clone(),
        _ => {
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

    fn ended(told: Told) -> Ended {
        tokio::runtime::Builder::new_current_thread().build().expect("runtime").block_on(told)
    }

    /// Every order hears its own end, also one a newer order was written in place of; the
    /// latest record and draft are what is on disk; a record for a later point uses the draft up.
    #[test]
    fn the_latest_record_and_draft_win_and_every_order_hears_its_end() {
        let dir = temp();
        let library = Library::new(&dir).slowed(Duration::from_millis(30));
        let path = library.classes_dir().join("7b.json");
        let mut w = Writer::new(path.clone(), library);
        let (first, first_end) = w.record("{\"a\":1}".into(), 1);
        let (draft, draft_end) = w.draft(pending(1));
        let (_, second_end) = w.record("{\"a\":2}".into(), 2);
        let (last, last_end) = w.draft(pending(2));
        assert!(first < draft && draft < last, "numbered in order");
        for (seq, told) in [(first, first_end), (draft, draft_end), (last, last_end)] {
            let e = ended(told);
            assert_eq!(e.seq, seq, "each order its own end");
            assert!(e.result.is_ok());
        }
        assert!(ended(second_end).result.is_ok());
        assert!(!w.busy());
        assert_eq!(std::fs::read_to_string(&path).expect("saved"), "{\"a\":2}", "the latest record");
        assert_eq!(crate::store::load_pending(&path).map(|p| p.entries), Some(2), "the latest draft");
        let (_, told) = w.record("{\"a\":3}".into(), 3);
        assert!(ended(told).result.is_ok());
        assert_eq!(crate::store::load_pending(&path), None, "the draft of entry 2 is gone");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// An order handed over after the writer has finished everything still hears its end
    /// (the end of an earlier one is never what a later one waits for).
    #[test]
    fn an_order_after_an_idle_writer_still_hears_its_end() {
        let dir = temp();
        let library = Library::new(&dir);
        std::fs::create_dir_all(library.classes_dir()).expect("classes");
        let mut w = Writer::new(library.classes_dir().join("x.json"), library);
        for n in 0..50 {
            let (seq, told) = w.draft(pending(n));
            assert!(w.wait(Duration::from_secs(10)));
            let e = ended(told);
            assert_eq!((e.seq, e.result.is_ok()), (seq, true), "draft {n}");
        }
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
        let (_, told) = w.record(json.clone(), 0);
        let e = ended(told);
        assert!(e.result.is_err(), "the save failed");
        let copy = e.recovery.expect("a recovery copy");
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
        let (_, told) = w.record(json.clone(), 0);
        let e = ended(told);
        assert!(e.result.is_ok() && e.recovery.is_none());
        // A copy whose class file has gone meanwhile goes back under its class's own name.
        std::fs::remove_file(&path).expect("the class file gone");
        std::fs::create_dir_all(&path).expect("folder again");
        let (_, told) = w.record(json.clone(), 0);
        let copy = ended(told).recovery.expect("a recovery copy");
        std::fs::remove_dir(&path).expect("folder gone");
        let to = put_back(&library, &Recovered { copy, from: path.clone() }).expect("put back");
        assert_eq!(to, path, "back where it was");
        assert!(crate::store::load_record(&path).is_ok());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A copy planted by another account (or left open to others) is never offered, and "Put
    /// it back" never writes where a copy's `.from` points outside the library: the record goes
    /// into the library as a class of its own, and the file named stays as it was.
    #[cfg(unix)]
    #[test]
    fn a_planted_copy_is_not_offered_and_put_back_writes_only_into_the_library() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp();
        let library = Library::new(dir.join("library"));
        let victim = dir.join("notes.txt");
        std::fs::write(&victim, "my notes").expect("notes");
        let json = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/rules/tests/data/example-game.json"))
            .expect("example game");
        let recovery = library.recovery_dir();
        super::super::files::make_dir(&recovery).expect("recovery");
        let plant = |name: &str| {
            let copy = recovery.join(format!("{name}.json"));
            super::super::write_atomic(&copy, json.as_bytes()).expect("copy");
            super::super::write_atomic(&super::super::beside(&copy, ".from"), victim.to_string_lossy().as_bytes())
                .expect("from");
            copy
        };
        // The folder left open to others (as an older version made it): closed before it is read.
        std::fs::set_permissions(&recovery, std::fs::Permissions::from_mode(0o777)).expect("chmod");
        // Another account's copy (where this test may give it away: as root).
        let theirs = plant("theirs");
        let given = std::os::unix::fs::chown(&theirs, Some(4242), Some(4242)).is_ok();
        let listed: Vec<PathBuf> = recovered(&library).into_iter().map(|r| r.copy).collect();
        let mode = std::fs::metadata(&recovery).expect("recovery").permissions().mode() & 0o777;
        assert_eq!(mode, 0o700, "the folder is the teacher's alone again");
        if given {
            assert!(!listed.contains(&theirs), "another account's copy is not offered");
        }
        // The teacher's own copy whose `.from` names a file outside the library.
        let mine = plant("mine");
        let r = recovered(&library).into_iter().find(|r| r.copy == mine).expect("the teacher's own copy is offered");
        let to = put_back(&library, &r).expect("put back");
        assert!(library.is_class_file(&to), "into the library: {}", to.display());
        assert_eq!(std::fs::read_to_string(&victim).expect("notes"), "my notes", "the named file untouched");
        // Every file the app wrote is the teacher's alone.
        let mode = std::fs::metadata(&to).expect("class").permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the class file");
        let mode = std::fs::metadata(library.classes_dir()).expect("folder").permissions().mode() & 0o777;
        assert_eq!(mode, 0o700, "the classes folder");
        let _ = std::fs::remove_dir_all(dir);
    }
}

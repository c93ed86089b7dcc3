//! The only place that reads and writes records on disk. Writes are atomic (`files`): a new,
//! unpredictable temporary file in the same folder, flushed, renamed over the old one.

mod files;
pub mod writer;

pub use files::{Refusal, check_output, make_dir, present, write_atomic};
use files::{put_in_place, write_temp};

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::{Game, Record, Session};
use crate::lesson::Lesson;

/// Why a class file could not be read, replayed or saved. The words for the teacher are made
/// by `report::errors::store`; `Display` is for logs.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path} is not a readable class record: {source}")]
    Parse { path: PathBuf, source: serde_json::Error },
    #[error("cannot save {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{path} does not replay: {error}")]
    Replay { path: PathBuf, names: Vec<String>, error: crate::engine::ReplayError },
    #[error("{path} has {size} bytes, more than any class record")]
    TooLarge { path: PathBuf, size: u64 },
    #[error("{path} is refused as an output: {why:?}")]
    Refused { path: PathBuf, why: Refusal },
    #[error("{path} is not text (UTF-8)")]
    NotText { path: PathBuf },
    #[error("{path} is not read: {why:?}")]
    NotRecord { path: PathBuf, why: Refusal },
    /// The save stopped before it ended (its thread did not report back).
    #[error("the save stopped before it ended")]
    Stopped,
    /// What was to be written could not be put into words (JSON): nothing was written.
    #[error("{path} was not written: {why}")]
    Encode { path: PathBuf, why: String },
    /// The class is open in another window or copy of the app.
    #[error("{path} is open in another window of Colony Classroom")]
    InUse { path: PathBuf },
}

/// Reads a class record; a file larger than any record is refused before it is read whole.
pub fn load_record(path: &Path) -> Result<Record, StoreError> {
    let bytes = match files::read_limited(path) {
        Ok(files::Read::Bytes(bytes)) => bytes,
        Ok(files::Read::TooLarge(size)) => return Err(StoreError::TooLarge { path: path.into(), size }),
        Ok(files::Read::NotAFile(why)) => return Err(StoreError::NotRecord { path: path.into(), why }),
        Err(source) => return Err(StoreError::Read { path: path.into(), source }),
    };
    let text = String::from_utf8(bytes).map_err(|_| StoreError::NotText { path: path.into() })?;
    Record::from_json(text.trim_start_matches('\u{feff}'))
        .map_err(|source| StoreError::Parse { path: path.into(), source })
}

/// Writes an output the user chose (an export, a handout) after checking that it is a new file
/// or a regular file that is neither a class record nor one of `inputs`.
pub fn write_output(path: &Path, bytes: &[u8], inputs: &[PathBuf]) -> Result<(), StoreError> {
    check_output(path, inputs).map_err(|why| StoreError::Refused { path: path.into(), why })?;
    write_atomic(path, bytes).map_err(|source| StoreError::Write { path: path.into(), source })
}

/// Reads a class file and replays it into a session with its timeline: the one definition of
/// a valid class record, shared by the console and every command.
pub fn open_class(path: &Path, lesson: &Arc<Lesson>) -> Result<Session, StoreError> {
    let record = load_record(path)?;
    let names = record.names();
    Session::replay(lesson.clone(), record).map_err(|error| StoreError::Replay { path: path.into(), names, error })
}

/// A class held open by this app: while it is, no other window or copy of the app on this
/// computer opens it (its saves would overwrite each other). The operating system lets go of it
/// when the app ends, however it ends, so a crash never leaves a class locked.
#[derive(Debug)]
pub struct ClassLock {
    _file: Option<fs::File>,
}

/// Takes the class file `path` for this app, or says that another window has it. Where the
/// disk cannot lock files (some network drives), the class opens all the same.
pub fn lock_class(path: &Path) -> Result<ClassLock, StoreError> {
    let lock = beside(path, ".lock");
    let mut options = fs::OpenOptions::new();
    let _ = options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    let _ = std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    // A link where the lock should be is not followed: the class opens without a lock.
    if fs::symlink_metadata(&lock).is_ok_and(|m| !m.file_type().is_file()) {
        return Ok(ClassLock { _file: None });
    }
    let Ok(file) = options.open(&lock) else { return Ok(ClassLock { _file: None }) };
    match file.try_lock() {
        Ok(()) => Ok(ClassLock { _file: Some(file) }),
        Err(fs::TryLockError::WouldBlock) => Err(StoreError::InUse { path: path.into() }),
        Err(fs::TryLockError::Error(_)) => Ok(ClassLock { _file: None }),
    }
}

/// How many earlier versions of each record are kept.
pub const BACKUPS: usize = 5;

/// The backups of a record: `.backups/NAME.1.json` (newest) to `.5.json`, beside it.
pub fn backup_paths(path: &Path) -> Vec<PathBuf> {
    let dir = path.parent().unwrap_or(Path::new(".")).join(".backups");
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    (1..=BACKUPS).map(|n| dir.join(format!("{stem}.{n}.json"))).collect()
}

/// Saves a record atomically, keeping the version it replaces as the newest backup.
pub fn save_record(path: &Path, record: &Record) -> Result<(), StoreError> {
    save_json(path, &record.to_json())
}

/// Saves a record already written as JSON (`Record::to_json`), as `save_record` does: the
/// lesson writes the record once per entry, measures it and hands the text to its save.
pub fn save_json(path: &Path, json: &str) -> Result<(), StoreError> {
    let err = |source| StoreError::Write { path: path.into(), source };
    // Never write what could not be read back.
    if json.len() as u64 > crate::engine::limits::RECORD_BYTES {
        return Err(StoreError::TooLarge { path: path.into(), size: json.len() as u64 });
    }
    // The new version is written whole first: a full disk fails here, before any backup
    // moves, so that retries on a full disk never rotate the backups into five copies of one
    // version.
    let tmp = write_temp(path, json.as_bytes()).map_err(err)?;
    // Only a regular file is kept as a backup; a link there is replaced, never followed.
    if fs::symlink_metadata(path).is_ok_and(|m| m.is_file())
        && let Err(e) = keep_backup(path)
    {
        let _ = fs::remove_file(&tmp);
        return Err(err(e));
    }
    put_in_place(&tmp, path).map_err(err)
}

/// How far apart the older backups are kept: the newest is always the version before the last
/// save, the others at least this far apart, so that the five span a lesson (and the start of
/// each lesson, a week after the last, is always kept), not its last minute.
pub const BACKUP_SPACING: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// Keeps the version of `path` about to be replaced as its newest backup (`.1`); where the
/// second (`.2`) is older than [`BACKUP_SPACING`], or missing, that version also becomes the
/// second, the older ones moving down: `.2` to `.5` are ten minutes apart or more.
fn keep_backup(path: &Path) -> std::io::Result<()> {
    let backups = backup_paths(path);
    if let Some(dir) = backups[0].parent() {
        files::make_dir(dir)?;
    }
    let age = |p: &Path| fs::metadata(p).and_then(|m| m.modified()).ok().and_then(|t| t.elapsed().ok());
    let spaced = !present(&backups[1]) || age(&backups[1]).is_none_or(|a| a >= BACKUP_SPACING);
    let mut keep_as = vec![&backups[0]];
    if spaced {
        // Shift the older versions down; the oldest falls off. Renames move links as links.
        for i in (2..backups.len()).rev() {
            if present(&backups[i - 1]) {
                fs::rename(&backups[i - 1], &backups[i])?;
            }
        }
        keep_as.push(&backups[1]);
    }
    for backup in keep_as {
        if present(backup) {
            fs::remove_file(backup)?;
        }
        // A hard link is instant and keeps the old version whole when the rename replaces it;
        // where links are not possible the old version is copied through a new temporary file.
        if fs::hard_link(path, backup).is_err() {
            let old = fs::read(path)?;
            write_atomic(backup, &old)?;
        }
    }
    Ok(())
}

/// The newest backup of a record that reads and replays, with the number of its entries.
pub fn newest_good_backup(path: &Path, lesson: &Arc<Lesson>) -> Option<(PathBuf, Record)> {
    backup_paths(path).into_iter().filter(|p| present(p)).find_map(|p| {
        let rec = load_record(&p).ok()?;
        let _ = Game::replay(lesson.clone(), &rec).ok()?;
        Some((p, rec))
    })
}

/// The class files in a folder, newest first, each replayed once; a file that does not read
/// or replay is listed with its error.
fn list_dir(dir: &Path, lesson: &Arc<Lesson>) -> Vec<ClassFile> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<ClassFile> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|path| {
            let modified = fs::metadata(&path).and_then(|m| m.modified()).ok();
            let class = open_class(&path, lesson).map_err(Arc::new);
            ClassFile { path, modified, class }
        })
        .collect();
    out.sort_by_key(|c| std::cmp::Reverse(c.modified));
    out
}

/// Moves a file into a folder under a name not yet taken there.
fn move_into(path: &Path, dir: &Path) -> Result<PathBuf, StoreError> {
    // A class open in a window stays where it is: its saves would land nowhere.
    let _open_here = lock_class(path)?;
    let err = |source| StoreError::Write { path: path.into(), source };
    files::make_dir(dir).map_err(err)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let target = (1..)
        .map(|n| if n == 1 { dir.join(&name) } else { dir.join(format!("{n}-{name}")) })
        .find(|p| !present(p))
        .unwrap_or_else(|| dir.join(&name));
    fs::rename(path, &target).map_err(err)?;
    // Its backups go with it, under its new name: none stays behind to be offered as the
    // backup of a new class that gets the free name.
    for (old, new) in backup_paths(path).into_iter().zip(backup_paths(&target)) {
        if fs::symlink_metadata(&old).is_ok_and(|m| m.is_file()) {
            if let Some(d) = new.parent() {
                let _ = files::make_dir(d);
            }
            if fs::rename(&old, &new).is_err() {
                let _ = fs::remove_file(&old);
            }
        }
    }
    // A class put away takes no devices with it: its kept codes and tokens go.
    let keys = keys_path(path);
    if fs::symlink_metadata(&keys).is_ok_and(|m| m.is_file()) {
        let _ = fs::remove_file(keys);
    }
    Ok(target)
}

/// Where the app keeps its classes: `$COLONY_DATA_DIR`, else the user's data folder.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("COLONY_DATA_DIR") {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("org", "Colony Classroom", "colony-classroom")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("colony-classroom-data"))
}

/// The class library: one record file per class in `classes/`, deleted ones in `trash/`.
#[derive(Clone, Debug)]
pub struct Library {
    root: PathBuf,
}

/// A class file in the library, replayed (with its timeline) if it could be read.
#[derive(Clone, Debug)]
pub struct ClassFile {
    pub path: PathBuf,
    pub modified: Option<std::time::SystemTime>,
    pub class: Result<Session, Arc<StoreError>>,
}

impl ClassFile {
    pub fn record(&self) -> Option<&Record> {
        self.class.as_ref().ok().map(Session::record)
    }
}

impl Library {
    pub fn new(root: impl Into<PathBuf>) -> Library {
        Library { root: root.into() }
    }

    /// The same library with every read and write below its folder taking `by` longer, as on
    /// a slow USB stick: for the tests that measure that the teacher's screen never waits for
    /// the disk (the `testing` feature: not in the shipped program). Every file operation of
    /// the app passes the one seam that waits (`files::as_slow_as_its_disk`).
    #[cfg(feature = "testing")]
    pub fn slowed(self, by: std::time::Duration) -> Library {
        let mut slow = files::SLOW.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        slow.retain(|(root, _)| *root != self.root);
        slow.push((self.root.clone(), by));
        drop(slow);
        self
    }

    /// Waits as long as a write to this library's disk takes (the exports and handouts written
    /// into its folders by other crates' writers).
    pub fn wait_as_its_disk(&self) {
        files::as_slow_as_its_disk(&self.root);
    }

    /// Where the handouts written from the app go.
    pub fn handouts_dir(&self) -> PathBuf {
        self.root.join("handouts")
    }

    pub fn classes_dir(&self) -> PathBuf {
        self.root.join("classes")
    }

    /// Every class file, newest first. A file that does not read is listed with its error.
    pub fn list(&self, lesson: &Arc<Lesson>) -> Vec<ClassFile> {
        list_dir(&self.classes_dir(), lesson)
    }

    pub fn archive_dir(&self) -> PathBuf {
        self.root.join("archive")
    }

    /// Where a record that could not be saved to its own file is kept until it is put back.
    pub fn recovery_dir(&self) -> PathBuf {
        self.root.join("recovery")
    }

    /// Whether `path` is a class file of this library's: a `.json` file right in its classes
    /// folder (by its real place, links followed), not a link itself.
    pub fn is_class_file(&self, path: &Path) -> bool {
        let real = |p: &Path| fs::canonicalize(p).ok();
        let in_classes = path.parent().and_then(real).zip(real(&self.classes_dir())).is_some_and(|(a, b)| a == b);
        in_classes
            && path.extension().is_some_and(|x| x == "json")
            && fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file())
    }

    /// Whether `path` may take a class back: a class file of the library, or the name of one
    /// that is gone (the class put back under the name it had), never a folder or a link.
    pub fn is_class_place(&self, path: &Path) -> bool {
        if fs::symlink_metadata(path).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound) {
            let real = |p: &Path| fs::canonicalize(p).ok();
            let in_classes = path.parent().and_then(real).zip(real(&self.classes_dir())).is_some_and(|(a, b)| a == b);
            return in_classes && path.extension().is_some_and(|x| x == "json");
        }
        self.is_class_file(path)
    }

    pub fn exports_dir(&self) -> PathBuf {
        self.root.join("exports")
    }

    /// The archived classes, newest first.
    pub fn list_archived(&self, lesson: &Arc<Lesson>) -> Vec<ClassFile> {
        list_dir(&self.archive_dir(), lesson)
    }

    /// Moves a class out of the list into the archive (it stays whole).
    pub fn archive(&self, path: &Path) -> Result<PathBuf, StoreError> {
        move_into(path, &self.archive_dir())
    }

    /// Puts an archived class back into the list.
    pub fn restore(&self, path: &Path) -> Result<PathBuf, StoreError> {
        move_into(path, &self.classes_dir())
    }

    /// Copies a class file from elsewhere (a USB stick) into the library, after checking it
    /// reads as a record. The original is left as it is.
    pub fn import(&self, from: &Path) -> Result<PathBuf, StoreError> {
        let record = load_record(from)?;
        let path = self.new_path(if record.class.is_empty() { "class" } else { &record.class });
        self.save(&path, &record)?;
        Ok(path)
    }

    /// Copies a class file to the exports folder, to carry to another computer.
    pub fn export_copy(&self, path: &Path) -> Result<PathBuf, StoreError> {
        let record = load_record(path)?;
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "class.json".into());
        let to = self.exports_dir().join(name);
        files::make_dir(&self.exports_dir()).map_err(|source| StoreError::Write { path: to.clone(), source })?;
        save_record(&to, &record)?;
        Ok(to)
    }

    /// A free file name for a new class.
    pub fn new_path(&self, class: &str) -> PathBuf {
        let slug: String = class
            .chars()
            .map(|c| if c.is_alphanumeric() { c.to_lowercase().next().unwrap_or(c) } else { '-' })
            .collect::<String>()
            .split('-')
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        let slug: String = if slug.is_empty() { "class".into() } else { slug.chars().take(40).collect() };
        let dir = self.classes_dir();
        (1..)
            .map(|n| if n == 1 { dir.join(format!("{slug}.json")) } else { dir.join(format!("{slug}-{n}.json")) })
            // Nor a name whose backups are still there (an older class's, left before they
            // moved with their file): they would be offered as this class's.
            .find(|p| !present(p) && !backup_paths(p).iter().any(|b| present(b)))
            .unwrap_or_else(|| dir.join("class.json"))
    }

    pub fn save(&self, path: &Path, record: &Record) -> Result<(), StoreError> {
        self.save_json(path, &record.to_json())
    }

    /// The same, for a record already written as JSON.
    pub fn save_json(&self, path: &Path, json: &str) -> Result<(), StoreError> {
        if let Some(parent) = path.parent() {
            files::make_dir(parent).map_err(|source| StoreError::Write { path: path.into(), source })?;
        }
        save_json(path, json)
    }

    /// Moves a class file to `trash/` (nothing is lost; it can be put back by hand).
    pub fn trash(&self, path: &Path) -> Result<PathBuf, StoreError> {
        move_into(path, &self.root.join("trash"))
    }
}

/// What was laid for the entry a class waits for (cards, investments), kept next to its file
/// (`CLASS.json.draft`) so that a crash, a reload or a device that was told "saved" loses
/// nothing. It belongs to the record with `entries` entries, at step `step`; a draft for any
/// other point of the game is ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pending {
    pub entries: usize,
    pub step: usize,
    pub cards: Vec<Option<crate::engine::Card>>,
    /// Investments as [armies, farms], where one was sent or typed.
    pub spend: Vec<Option<[u32; 2]>>,
    /// Which of them came from a team's device.
    pub by_device: Vec<bool>,
    /// Which of the team's devices sent it (drafts from before devices had numbers: none).
    #[serde(default)]
    pub device_no: Vec<Option<u32>>,
    /// Changed from a second device of the team at this step.
    #[serde(default)]
    pub other_device: Vec<bool>,
    /// Why each team laid its card, as its device sent it (none where no team did).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub why: Vec<Option<String>>,
    /// On the app's map: where the teacher lands each team (map indices, by seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub landing: Vec<crate::engine::Site>,
    /// On the app's map: where the teacher sends each team's new country.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conquest: Vec<Option<crate::engine::Site>>,
    /// Where the teacher put the gains of the entry instead of the app's proposals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gains: Vec<crate::engine::Place>,
    /// The cards (or investments) were turned over for everyone before the entry was made.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shown: bool,
}

/// The draft file of a class file.
pub fn pending_path(path: &Path) -> PathBuf {
    beside(path, ".draft")
}

/// The file named as the class file with `ending` after its name.
fn beside(path: &Path, ending: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(ending);
    PathBuf::from(name)
}

/// Saves the draft atomically (the same writing as a record's).
pub fn save_pending(path: &Path, pending: &Pending) -> Result<(), StoreError> {
    save_beside(pending_path(path), pending)
}

/// The largest file kept beside a class file that is written, and read back.
pub const BESIDE_BYTES: usize = 64 * 1024;

/// A small file kept beside a class file (its draft, its devices' keys), written atomically.
fn save_beside<T: serde::Serialize>(target: PathBuf, value: &T) -> Result<(), StoreError> {
    // A value that cannot be written as JSON is an error, never an empty file over a good one.
    let json =
        serde_json::to_string(value).map_err(|e| StoreError::Encode { path: target.clone(), why: e.to_string() })?;
    // Never write what would not be read back: one limit for both.
    if json.len() >= BESIDE_BYTES {
        return Err(StoreError::TooLarge { path: target, size: json.len() as u64 });
    }
    write_atomic(&target, json.as_bytes()).map_err(|source| StoreError::Write { path: target, source })
}

/// Such a file, if there is a readable one of a sensible size; a damaged one is none.
fn load_beside<T: serde::de::DeserializeOwned>(target: &Path) -> Option<T> {
    match files::read_limited(target) {
        Ok(files::Read::Bytes(bytes)) if bytes.len() < BESIDE_BYTES => serde_json::from_slice(&bytes).ok(),
        _ => None,
    }
}

/// The saved draft of a class file, if there is a readable one (a damaged draft is ignored:
/// it holds nothing that the record does not).
pub fn load_pending(path: &Path) -> Option<Pending> {
    load_beside(&pending_path(path))
}

/// A draft beside a class file that could not be read whole: its file, and the part that could
/// be (the cards laid, where they were readable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenDraft {
    pub path: PathBuf,
    pub kept: Option<Box<Pending>>,
}

/// The saved draft of a class file: none where there is none; where there is one that cannot be
/// read whole (damaged, edited, too large), what could be kept of it, to be told to the teacher.
pub fn read_pending(path: &Path) -> Result<Option<Pending>, BrokenDraft> {
    let target = pending_path(path);
    if !present(&target) {
        return Ok(None);
    }
    let bytes = match files::read_limited(&target) {
        Ok(files::Read::Bytes(bytes)) if bytes.len() < BESIDE_BYTES => bytes,
        _ => return Err(BrokenDraft { path: target, kept: None }),
    };
    if let Ok(p) = serde_json::from_slice::<Pending>(&bytes) {
        return Ok(Some(p));
    }
    // What can be kept: the point of the game it was for and the cards, where those read.
    let value: Option<serde_json::Value> = serde_json::from_slice(&bytes).ok();
    let kept = value.and_then(|v| {
        let number = |k: &str| v.get(k)?.as_u64().and_then(|n| usize::try_from(n).ok());
        let cards: Vec<Option<crate::engine::Card>> = v
            .get("cards")?
            .as_array()?
            .iter()
            .map(|c| {
                c.as_u64().and_then(|n| u8::try_from(n).ok()).filter(|n| (1..=3).contains(n)).map(crate::engine::Card)
            })
            .collect();
        Some(Box::new(Pending { entries: number("entries")?, step: number("step")?, cards, ..Pending::default() }))
    });
    Err(BrokenDraft { path: target, kept })
}

/// The teacher's own choices that outlast a lesson, kept in the data folder
/// (`settings.json`); each field optional, so that an old or damaged file is simply ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// The interface language chosen last (en, de, es).
    #[serde(default)]
    pub language: Option<String>,
    /// The region chosen last for a new class ("scotland"), proposed again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// Where the projector screen was last, and how it was set: it opens there again.
    #[serde(default)]
    pub projector: Option<ProjectorPlace>,
    /// The teacher said that only they see this laptop's screen (the projector shows a second
    /// screen of its own). Off unless said, deliberately: a projector that mirrors the laptop
    /// puts the teacher's screen on the wall, and the app cannot tell.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private_screen: bool,
}

/// The projector screen's window as the teacher left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ProjectorPlace {
    /// Its top left corner on the desktop, in logical pixels.
    pub x: i32,
    pub y: i32,
    pub fullscreen: bool,
    /// How many displays were connected (0: the system did not say): a place on a second
    /// display is used again only while there are as many.
    pub displays: u32,
    /// The teacher's A−/A+, in percent of the fit to the screen.
    pub text_percent: u16,
}

impl Library {
    fn settings_path(&self) -> PathBuf {
        self.root.join("settings.json")
    }

    /// The settings saved last; the defaults when there are none or they cannot be read.
    pub fn settings(&self) -> Settings {
        match files::read_limited(&self.settings_path()) {
            Ok(files::Read::Bytes(bytes)) if bytes.len() < 64 * 1024 => {
                serde_json::from_slice(&bytes).unwrap_or_default()
            }
            _ => Settings::default(),
        }
    }

    /// Saves the settings atomically.
    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        let target = self.settings_path();
        if let Some(dir) = target.parent() {
            let _ = files::make_dir(dir);
        }
        let json = serde_json::to_string(settings)
            .map_err(|e| StoreError::Encode { path: target.clone(), why: e.to_string() })?;
        write_atomic(&target, json.as_bytes()).map_err(|source| StoreError::Write { path: target, source })
    }
}

/// The file beside a class file that keeps its team devices' codes and tokens
/// (`CLASS.json.devices`): never in the record, which is shared, exported and imported.
pub fn keys_path(path: &Path) -> PathBuf {
    beside(path, ".devices")
}

/// Keeps the team devices' codes and tokens of a class (`devices::Keys`), atomically, as a
/// draft is kept. The store knows their file, not what is in it.
pub fn save_keys<K: serde::Serialize>(path: &Path, keys: &K) -> Result<(), StoreError> {
    save_beside(keys_path(path), keys)
}

/// The same, already written as JSON (the class's writer keeps them on its thread).
pub fn save_keys_json(path: &Path, json: &str) -> Result<(), StoreError> {
    let target = keys_path(path);
    if json.len() >= BESIDE_BYTES {
        return Err(StoreError::TooLarge { path: target, size: json.len() as u64 });
    }
    write_atomic(&target, json.as_bytes()).map_err(|source| StoreError::Write { path: target, source })
}

/// The codes and tokens kept for a class, if there is a readable file of a sensible size (a
/// damaged one is ignored: the teams get new codes, nothing else is lost).
pub fn load_keys<K: serde::de::DeserializeOwned>(path: &Path) -> Option<K> {
    load_beside(&keys_path(path))
}

/// Removes the draft once its entry is made.
pub fn clear_pending(path: &Path) {
    let target = pending_path(path);
    if fs::symlink_metadata(&target).is_ok_and(|m| m.is_file()) {
        let _ = fs::remove_file(target);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let mut random = [0u8; 8];
        getrandom::fill(&mut random).expect("random");
        let hex: String = random.iter().map(|b| format!("{b:02x}")).collect();
        let dir = std::env::temp_dir().join(format!("colony-store-{name}-{hex}"));
        fs::create_dir_all(&dir).expect("dir");
        dir
    }

    /// A class trashed or archived takes its backups along; a new class of the same name finds
    /// none of the old one's to be offered as its own.
    #[test]
    fn backups_go_with_their_class_and_a_new_class_gets_none_of_them() {
        let dir = temp("backups");
        let library = Library::new(&dir);
        let path = library.new_path("7b");
        for n in 0..3 {
            library.save_json(&path, &format!("{{\"n\":{n}}}")).expect("save");
        }
        assert!(present(&backup_paths(&path)[0]), "the old versions are kept");
        let trashed = library.trash(&path).expect("trash");
        assert!(backup_paths(&path).iter().all(|b| !present(b)), "no backup stays behind");
        assert!(present(&backup_paths(&trashed)[0]), "they went with it");
        assert_eq!(library.new_path("7b"), path, "the name is free again, and clean");
        // A name with leftover backups (from before they moved with their file) is not reused.
        let stale = backup_paths(&path)[0].clone();
        fs::write(&stale, "{}").expect("stale backup");
        assert_ne!(library.new_path("7b"), path);
        let _ = fs::remove_dir_all(dir);
    }

    /// A draft too large to be read back is refused when written, not written and then ignored.
    #[test]
    fn a_draft_that_could_not_be_read_back_is_not_written() {
        let dir = temp("draft");
        let path = dir.join("7b.json");
        let huge = Pending { cards: vec![None; BESIDE_BYTES / 4], ..Pending::default() };
        assert!(matches!(save_pending(&path, &huge), Err(StoreError::TooLarge { .. })));
        assert!(!present(&pending_path(&path)));
        let small = Pending { entries: 3, ..Pending::default() };
        save_pending(&path, &small).expect("saved");
        assert_eq!(load_pending(&path), Some(small), "and read back");
        let _ = fs::remove_dir_all(dir);
    }

    /// Retries into a folder nothing new can be written in (`chattr +i`, which holds for root
    /// too; where the file system does not allow it, the test says so and stops) keep every
    /// backup: were the backups rotated before each retry failed (one every two seconds), after
    /// five of them every backup would hold the same version.
    #[test]
    fn retries_into_a_folder_that_takes_nothing_keep_every_backup() {
        let dir = temp("immutable");
        let path = dir.join("7b.json");
        save_json(&path, "{\"n\":1}").expect("first");
        save_json(&path, "{\"n\":2}").expect("second");
        let locked = std::process::Command::new("chattr").arg("+i").arg(&dir).status().is_ok_and(|s| s.success());
        if !locked {
            eprintln!("chattr +i is not possible here: the test cannot make a folder that takes nothing");
            let _ = fs::remove_dir_all(dir);
            return;
        }
        let results: Vec<bool> = (0..6).map(|n| save_json(&path, &format!("{{\"n\":{}}}", 3 + n)).is_ok()).collect();
        let _ = std::process::Command::new("chattr").arg("-i").arg(&dir).status();
        assert!(results.iter().all(|ok| !ok), "every save failed");
        assert_eq!(
            fs::read_to_string(&backup_paths(&path)[0]).expect("backup"),
            "{\"n\":1}",
            "the older version stands"
        );
        // The second save kept version 1 as `.1` and, the spaced one being missing, as `.2`.
        assert_eq!(fs::read_to_string(&backup_paths(&path)[1]).expect("spaced backup"), "{\"n\":1}");
        assert!(!present(&backup_paths(&path)[2]), "no backup was rotated");
        let _ = fs::remove_dir_all(dir);
    }
}

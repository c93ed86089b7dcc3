//! Files written safely: every write goes to a new temporary file with a name nobody can
//! predict, created exclusively (so a link placed there is never followed), flushed, then
//! renamed over the target; a failed write leaves no temporary file behind. Outputs chosen by a
//! user (an export, a handout) are checked first: a class record, a link, a folder or a device
//! is refused, whatever its name.

use std::fs;
use std::io::{Read as _, Write};
use std::path::{Path, PathBuf};

use crate::engine::Record;
use crate::engine::limits::RECORD_BYTES;

/// Why an output path is refused before anything is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The file there is a class record: it would be lost.
    ClassRecord,
    /// It is the file being read (an input of the same command).
    Input,
    Folder,
    /// A symbolic link: where it points is not the user's choice of file.
    Link,
    /// A device, a pipe or a socket: not a file to keep.
    NotAFile,
}

/// Whether a file is present at `path`, a link counted as present even when it points nowhere.
pub fn present(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// What reading a class file gave.
pub enum Read {
    Bytes(Vec<u8>),
    /// Larger than any class record (its size); not read.
    TooLarge(u64),
    /// A folder, a device or a pipe (which could block forever): not opened.
    NotAFile(Refusal),
}

/// Reads at most `RECORD_BYTES` of a regular file: a larger one is refused without reading it
/// whole, and anything that is not a file is not even opened.
pub fn read_limited(path: &Path) -> std::io::Result<Read> {
    as_slow_as_its_disk(path);
    let meta = fs::metadata(path)?;
    if meta.is_dir() {
        return Ok(Read::NotAFile(Refusal::Folder));
    }
    if !meta.is_file() {
        return Ok(Read::NotAFile(Refusal::NotAFile));
    }
    if meta.len() > RECORD_BYTES {
        return Ok(Read::TooLarge(meta.len()));
    }
    let file = fs::File::open(path)?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // A file that grows while it is read stops at the limit too.
    let _ = file.take(RECORD_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > RECORD_BYTES {
        return Ok(Read::TooLarge(bytes.len() as u64));
    }
    Ok(Read::Bytes(bytes))
}

/// Whether the regular file at `path` holds a class record (it reads as one).
fn is_class_record(path: &Path) -> bool {
    match read_limited(path) {
        Ok(Read::Bytes(bytes)) => std::str::from_utf8(&bytes)
            .ok()
            .and_then(|text| Record::from_json(text.trim_start_matches('\u{feff}')).ok())
            .is_some(),
        _ => false,
    }
}

fn same_file(a: &fs::Metadata, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        fs::metadata(b).is_ok_and(|m| m.dev() == a.dev() && m.ino() == a.ino())
    }
    #[cfg(not(unix))]
    {
        let _ = a;
        let _ = b;
        false
    }
}

/// Checks a path chosen for output: a new file, or a regular file that is neither a class
/// record nor one of `inputs`.
pub fn check_output(path: &Path, inputs: &[PathBuf]) -> Result<(), Refusal> {
    let Ok(meta) = fs::symlink_metadata(path) else { return Ok(()) };
    let kind = meta.file_type();
    if kind.is_symlink() {
        return Err(Refusal::Link);
    }
    if kind.is_dir() {
        return Err(Refusal::Folder);
    }
    if !kind.is_file() {
        return Err(Refusal::NotAFile);
    }
    let canonical = fs::canonicalize(path).ok();
    if inputs.iter().any(|i| same_file(&meta, i) || (canonical.is_some() && fs::canonicalize(i).ok() == canonical)) {
        return Err(Refusal::Input);
    }
    if is_class_record(path) {
        return Err(Refusal::ClassRecord);
    }
    Ok(())
}

/// A temporary name beside `path` that nobody can predict: 128 random bits.
fn temp_name(path: &Path) -> std::io::Result<PathBuf> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut random = [0u8; 16];
    getrandom::fill(&mut random).map_err(|e| std::io::Error::other(e.to_string()))?;
    let hex: String = random.iter().map(|b| format!("{b:02x}")).collect();
    // Long names stay within the file system's limit of 255 bytes.
    let short: String = name.chars().take(80).collect();
    Ok(dir.join(format!(".{short}.{hex}.tmp")))
}

/// Writes `bytes` to `path` so that a crash leaves either the old or the new file, whole.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = write_temp(path, bytes)?;
    put_in_place(&tmp, path)
}

/// Writes `bytes` to a new temporary file beside `path`, flushed to the disk: the first half
/// of `write_atomic`, so that what must happen between (a backup) happens only once the new
/// version is safely written. The temporary file's name comes back.
pub fn write_temp(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    as_slow_as_its_disk(path);
    let tmp = temp_name(path)?;
    let mut options = fs::OpenOptions::new();
    // create_new: O_CREAT|O_EXCL, which never follows a link and fails if anything is there.
    // Only the teacher's own account may read it (a school computer has other accounts).
    #[cfg(unix)]
    let _ = std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.write(true).create_new(true).open(&tmp)?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    drop(file);
    if let Err(e) = written {
        // Only the file made here is removed; nothing else is touched.
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    Ok(tmp)
}

/// The second half: the temporary file renamed over `path`, and the rename made durable.
pub fn put_in_place(tmp: &Path, path: &Path) -> std::io::Result<()> {
    if let Err(e) = fs::rename(tmp, path) {
        let _ = fs::remove_file(tmp);
        return Err(e);
    }
    // Flushing the folder makes the rename itself durable (not possible on every platform).
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Creates `dir` and the folders above it that are missing, for the teacher's own account only
/// (mode 0700 where the system has modes; on Windows the user's folders are the user's).
pub fn make_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    let _ = builder.recursive(true);
    #[cfg(unix)]
    let _ = std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Whether `path` (not a link) belongs to this account: on Unix, owned by its user id (a file
/// another account made is not the teacher's, whatever it says); elsewhere the user's folders
/// are the user's.
pub fn own(path: &Path) -> bool {
    let Ok(meta) = fs::symlink_metadata(path) else { return false };
    if meta.file_type().is_symlink() {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let mine = fs::metadata("/proc/self").map(|m| m.uid()).ok().or_else(|| {
            // Where there is no /proc: the account's own home folder says who it is.
            std::env::var_os("HOME").and_then(|h| fs::metadata(h).ok()).map(|m| m.uid())
        });
        Some(meta.uid()) == mine
    }
    #[cfg(not(unix))]
    {
        true
    }
}

/// Whether `dir` is a folder of this account alone: its own, and (made so here where it was
/// not) neither readable nor writable by anyone else. A folder another account made is not.
pub fn own_alone(dir: &Path) -> bool {
    if !own(dir) {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let Ok(meta) = fs::metadata(dir) else { return false };
        if meta.permissions().mode() & 0o077 != 0 {
            return fs::set_permissions(dir, fs::Permissions::from_mode(0o700)).is_ok();
        }
    }
    true
}

/// The folders a test has made as slow as a USB stick (`Library::slowed`), with the time every
/// read and write below them takes: one seam that every file the app reads or writes passes,
/// so that a test that measures the teacher's screen beside a slow disk slows them all. Only
/// in the tests' builds (the `testing` feature).
#[cfg(feature = "testing")]
pub(super) static SLOW: std::sync::Mutex<Vec<(PathBuf, std::time::Duration)>> = std::sync::Mutex::new(Vec::new());

/// Waits as long as a read or write of `path` takes on its slowed disk (nothing in the shipped
/// program).
pub fn as_slow_as_its_disk(path: &Path) {
    #[cfg(feature = "testing")]
    {
        let delay = SLOW
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .filter(|(root, _)| path.starts_with(root))
            .map(|(_, d)| *d)
            .max();
        if let Some(d) = delay {
            std::thread::sleep(d);
        }
    }
    #[cfg(not(feature = "testing"))]
    let _ = path;
}

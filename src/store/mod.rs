//! The only place that reads and writes records on disk. Writes are atomic: a temporary
//! file in the same folder, flushed, renamed over the old one, then the folder flushed.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::engine::Record;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is not a readable class record: {source}")]
    Parse {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("cannot save {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

pub fn load_record(path: &Path) -> Result<Record, StoreError> {
    let text = fs::read_to_string(path).map_err(|source| StoreError::Read {
        path: path.into(),
        source,
    })?;
    Record::from_json(&text).map_err(|source| StoreError::Parse {
        path: path.into(),
        source,
    })
}

pub fn save_record(path: &Path, record: &Record) -> Result<(), StoreError> {
    write_atomic(path, record.to_json().as_bytes()).map_err(|source| StoreError::Write {
        path: path.into(),
        source,
    })
}

/// Writes `bytes` to `path` so that a crash leaves either the old or the new file, whole.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp"));
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)?;
    // Flushing the folder makes the rename itself durable (not possible on every platform).
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

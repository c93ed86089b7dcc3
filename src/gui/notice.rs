//! A message for the teacher at the top of a screen.

use std::path::PathBuf;

use super::Words;

/// A message for the teacher at the top of a screen, worded when drawn.
#[derive(Clone, Debug)]
pub struct Notice {
    pub text: Words,
    pub error: bool,
    /// It says that the lesson kept its language: gone once the two languages agree again.
    pub languages: bool,
    /// A folder that was just written to, offered to open ("Open the folder").
    pub folder: Option<PathBuf>,
}

impl Notice {
    pub fn info(text: Words) -> Notice {
        Notice { text, error: false, folder: None, languages: false }
    }
    pub fn error(text: Words) -> Notice {
        Notice { text, error: true, folder: None, languages: false }
    }
    /// Files were written into `folder`: the notice offers to open it.
    pub fn saved(text: Words, folder: PathBuf) -> Notice {
        Notice { text, error: false, folder: Some(folder), languages: false }
    }
}

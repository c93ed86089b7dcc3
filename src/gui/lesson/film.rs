//! The film: the class's game replayed on the map at the end, entry by entry, from the record's
//! timeline (it knows no rule). The teacher plays and pauses it, steps one entry forward or
//! back (the arrow keys and Page Up/Down, as a presenter's remote sends them), and jumps from a
//! debrief question to the step it asks about. Only a finished game plays: by then the class
//! has seen every reveal, so the film can show nothing it had not seen.

use super::LessonScreen;

/// Where the film stands: after how many entries of the record, and whether it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Film {
    pub at: usize,
    pub playing: bool,
    /// The class's game beside the game with one choice changed ("one choice changed"),
    /// played from the changed entry on: both maps and both rankings after `at` entries.
    pub beside: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilmMsg {
    /// Opens the film at the start and plays it.
    Play,
    /// Opens the film paused just after the first entry of this step (a debrief question's).
    Jump(usize),
    /// Opens the film of the class's game beside the game with one choice changed, from the
    /// changed entry, and plays it (`one_choice`).
    Beside(usize),
    /// Plays on (true) or pauses.
    Playing(bool),
    /// One entry forward, or back.
    Step {
        back: bool,
    },
    /// The next entry while it plays (from the clock).
    Tick,
    Close,
}

impl LessonScreen {
    /// The film, while it is open.
    pub fn film(&self) -> Option<Film> {
        // An undo at the end reopens the game: the film is gone with the end.
        self.film.filter(|_| self.session.game().is_over())
    }

    /// Whether the film plays (the clock ticks only then).
    pub fn film_playing(&self) -> bool {
        self.film().is_some_and(|f| f.playing)
    }

    /// The film's keys, while it is open: ←/→ and Page Up/Down step, Space plays or pauses,
    /// Escape closes it. Any other key is given back.
    pub(super) fn film_key(&mut self, key: super::Key) -> Result<(), super::Key> {
        use super::Key;
        let Some(film) = self.film() else { return Err(key) };
        let msg = match key {
            Key::Choose { target: false, back } | Key::Page { back } => FilmMsg::Step { back },
            Key::Space => FilmMsg::Playing(!film.playing),
            Key::Escape => FilmMsg::Close,
            other => return Err(other),
        };
        self.film_update(msg);
        Ok(())
    }

    pub(super) fn film_update(&mut self, msg: FilmMsg) {
        // Only a finished game plays: every entry of it has been revealed.
        if !self.session.game().is_over() {
            self.film = None;
            return;
        }
        let beside = matches!(msg, FilmMsg::Beside(_))
            || (self.film.is_some_and(|f| f.beside) && !matches!(msg, FilmMsg::Play | FilmMsg::Jump(_)));
        let last = self.film_last(beside);
        let film = match (msg, self.film) {
            (FilmMsg::Play, _) => Some(Film { at: 0, playing: true, beside: false }),
            (FilmMsg::Jump(step), _) => {
                let frames = self.session.timeline().frames();
                let first = frames.iter().position(|f| f.step == step).map_or(0, |i| i + 1);
                Some(Film { at: first, playing: false, beside: false })
            }
            (FilmMsg::Beside(entry), _) => Some(Film { at: entry.min(last), playing: true, beside: true }),
            (FilmMsg::Close, _) => None,
            (_, None) => None,
            (FilmMsg::Playing(on), Some(f)) => {
                // Played to the end, "play" starts again from the beginning.
                let at = if on && f.at >= last { 0 } else { f.at };
                Some(Film { at, playing: on, beside })
            }
            (FilmMsg::Step { back }, Some(f)) => {
                let at = if back { f.at.saturating_sub(1) } else { (f.at + 1).min(last) };
                Some(Film { at, playing: false, beside })
            }
            (FilmMsg::Tick, Some(f)) if f.playing => {
                let at = (f.at + crate::gui::film_file::stride(last)).min(last);
                Some(Film { at, playing: at < last, beside })
            }
            (FilmMsg::Tick, Some(f)) => Some(f),
        };
        if film.is_some() {
            // The film takes the projector screen: no question or chart under it.
            self.journey = false;
        }
        self.film = film;
    }

    /// Where the film ends: the class's game's last entry, or beside the changed game, the later
    /// of the two games' last entries (a fight more or less changes their number).
    pub fn film_last(&self, beside: bool) -> usize {
        let changed = if beside { self.one_choice_changed_entries() } else { 0 };
        self.session.timeline().len().max(changed)
    }
}

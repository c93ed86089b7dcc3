//! "What if?" on the results: the class's own start (its teams, its map or its own board)
//! played many times at random by the simulator, on a thread of its own once the game is over,
//! so that the results open at once and the numbers follow. The same class gives the same
//! numbers every time: the games are seeded by the class's seed, and the simulator's numbers
//! do not depend on how many threads play them.

use super::LessonScreen;
use crate::engine::{Game, Session};
use crate::gui::job::Job;
use crate::report::DebriefQuestion;
use crate::report::what_if::WhatIf;
use crate::simulate::Stats;

/// Games played for "what if": enough that a choice made by a few teams in a game still has
/// thousands of teams behind its numbers, few enough to be ready within two seconds on two
/// cores (tests/film.rs measures it: 12 teams on the map in well under a second).
pub const GAMES: u64 = 4_000;

/// Where "what if" stands.
#[derive(Default)]
pub enum WhatIfRun {
    /// Not started: the game is not over yet.
    #[default]
    Idle,
    /// Under way, with its end for iced to hear (taken once by `task`).
    Running(Job<Option<Stats>>, Option<iced::futures::channel::oneshot::Receiver<()>>),
    Ready(Stats),
    /// The work ended without numbers (a rule the simulator could not play): nothing is shown.
    Failed,
}

/// The class's start played `GAMES` times at random from its seed.
fn play(fresh: &Game, seed: u64) -> Stats {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get).min(4);
    crate::simulate::simulate_from(fresh, GAMES, seed, threads)
}

impl WhatIfRun {
    /// Starts the games once the game is over (and only once).
    pub fn start(&mut self, session: &Session) {
        if !matches!(self, WhatIfRun::Idle) || !session.game().is_over() {
            return;
        }
        // Only the start goes to the thread (not the session with its whole timeline). A start
        // that cannot be made (a session that replayed always has one) is no numbers.
        let record = session.record();
        let Ok(fresh) = Game::start_of(session.game().lesson().clone(), record) else {
            *self = WhatIfRun::Failed;
            return;
        };
        let seed = record.seed;
        // A panic in the games is no numbers, not a panel that waits for ever.
        let work = move || std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(&fresh, seed))).ok();
        *self = match Job::spawn("what-if", work) {
            Some((job, ended)) => WhatIfRun::Running(job, Some(ended)),
            // No thread to play them on: no numbers, rather than a frozen window.
            None => WhatIfRun::Failed,
        };
        self.check();
    }

    /// Takes the numbers if they are there.
    pub fn check(&mut self) {
        if let WhatIfRun::Running(job, _) = self
            && let Some(result) = job.wait(std::time::Duration::ZERO)
        {
            *self = match result {
                Some(stats) => WhatIfRun::Ready(stats),
                None => WhatIfRun::Failed,
            };
        }
    }

    pub fn stats(&self) -> Option<&Stats> {
        match self {
            WhatIfRun::Ready(stats) => Some(stats),
            _ => None,
        }
    }

    pub fn is_running(&self) -> bool {
        matches!(self, WhatIfRun::Running(..))
    }

    /// The end of the games, as the task whose message (`Msg::WhatIfCheck`) takes the
    /// numbers: once, the first time it is asked for.
    pub fn task(&mut self) -> iced::Task<super::Msg> {
        match self {
            WhatIfRun::Running(_, ended) => match ended.take() {
                Some(rx) => iced::Task::perform(rx, |_| super::Msg::WhatIfCheck),
                None => iced::Task::none(),
            },
            _ => iced::Task::none(),
        }
    }
}

impl LessonScreen {
    /// Whether "what if" is still being worked out.
    pub fn what_if_pending(&self) -> bool {
        self.what_if.is_running()
    }

    /// The end of "what if" under way, as iced's task (once; none when there is nothing to
    /// hear): the app asks for it after every message.
    pub fn what_if_task(&mut self) -> iced::Task<super::Msg> {
        self.what_if.task()
    }

    /// The simulator's numbers for this class, once they are there.
    pub fn what_if_stats(&self) -> Option<&Stats> {
        self.what_if.stats()
    }

    /// Whether the projector screen shows "what if" for the question shown.
    pub fn what_if_shown(&self) -> bool {
        self.what_if_shown && self.debrief > 0
    }

    /// "What if?" for a debrief question (as the screen worded it), in the lesson's language.
    pub fn what_if_for(&self, question: &DebriefQuestion) -> Option<WhatIf> {
        crate::report::what_if::what_if(&self.tr, self.what_if.stats()?, question)
    }
}

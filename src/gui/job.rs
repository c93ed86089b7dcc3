//! Work off the interface thread (reading the library, writing PDFs and CSV): it runs in the
//! background, the screen never waits for it, and its result comes back inside a message, by
//! the task `background` gives (`Work` keeps count of what a screen has under way).

use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use iced::futures::channel::oneshot;

/// Work on a thread of its own whose result the screen takes when it is told the work ended:
/// "what if", whose games take seconds of both cores. As a task, everything that runs the
/// app's tasks to their end (a test, a script opening a finished class) would wait for them;
/// this way only what asks for the numbers does.
pub struct Job<T> {
    slot: Arc<(Mutex<Option<T>>, Condvar)>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name`. With it comes the receiver of its end, for a
    /// task (`Task::perform(ended, ...)`). `None` when no thread can be started: the work is
    /// not done on the interface thread instead.
    pub fn spawn(name: &str, work: impl FnOnce() -> T + Send + 'static) -> Option<(Job<T>, oneshot::Receiver<()>)> {
        let slot: Arc<(Mutex<Option<T>>, Condvar)> = Arc::default();
        let (tx, rx) = oneshot::channel();
        let theirs = slot.clone();
        let _detached = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                let result = work();
                let (value, ended) = &*theirs;
                *value.lock().unwrap_or_else(PoisonError::into_inner) = Some(result);
                ended.notify_all();
                let _ = tx.send(());
            })
            .ok()?;
        Some((Job { slot }, rx))
    }

    /// Waits at most `wait` for the result (`None`: still under way).
    pub fn wait(&self, wait: Duration) -> Option<T> {
        let (value, ended) = &*self.slot;
        let guard = value.lock().unwrap_or_else(PoisonError::into_inner);
        let (mut guard, _) =
            ended.wait_timeout_while(guard, wait, |r| r.is_none()).unwrap_or_else(PoisonError::into_inner);
        guard.take()
    }
}

/// Work whose thread ended without a result (it panicked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lost;

/// The work of one kind a screen has under way in the background (a save, a listing, a PDF):
/// each start's result comes back inside a message, by the task `task` hands to iced; the
/// message carries the start's number, so that only the newest start's end counts (a listing
/// started again) and the screen knows when nothing of this kind is under way.
pub struct Work<M> {
    started: u64,
    running: bool,
    ready: Vec<iced::Task<M>>,
}

impl<M> Default for Work<M> {
    fn default() -> Work<M> {
        Work { started: 0, running: false, ready: Vec::new() }
    }
}

impl<M: Send + 'static> Work<M> {
    /// Starts `work` in the background; its end comes as `message(number, result)`, by the
    /// task the next call of `task` gives.
    pub fn start<T: Send + 'static>(
        &mut self,
        work: impl FnOnce() -> T + Send + 'static,
        message: impl Fn(u64, Result<T, Lost>) -> M + Send + 'static,
    ) {
        self.started += 1;
        self.running = true;
        let number = self.started;
        self.ready.push(background(work).map(move |r| message(number, r)));
    }

    /// Whether the end numbered `number` is the newest start's: then nothing of this kind is
    /// under way any more. An older start's end is to be let go.
    pub fn ended(&mut self, number: u64) -> bool {
        let newest = number == self.started;
        if newest {
            self.running = false;
        }
        newest
    }

    /// Whether work is under way.
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// The tasks of the work started since the last call, for iced to run.
    pub fn task(&mut self) -> iced::Task<M> {
        iced::Task::batch(std::mem::take(&mut self.ready))
    }
}

/// Work off the interface thread, its result handed back as the task's output: it runs on the
/// async runtime's threads for blocking work, and a work that panics gives `Err(Lost)`. The one
/// way the screens leave file work to the background and hear its end.
pub fn background<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> iced::Task<Result<T, Lost>> {
    iced::Task::future(async move { tokio::task::spawn_blocking(work).await.map_err(|_| Lost) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_gives_its_result_once_it_is_there() {
        let (go, wait) = std::sync::mpsc::channel::<()>();
        let (job, _) = Job::spawn("test", move || {
            let _ = wait.recv();
            6 * 7
        })
        .expect("a thread");
        assert_eq!(job.wait(Duration::ZERO), None, "still under way");
        go.send(()).expect("the work listens");
        assert_eq!(job.wait(Duration::from_secs(60)), Some(42));
        assert_eq!(job.wait(Duration::ZERO), None, "taken once");
    }

    /// Every start's result comes back in its message, numbered; only the newest start's end
    /// says that nothing runs any more, and a panic is `Lost`.
    #[test]
    fn work_brings_each_result_back_in_a_message_and_knows_the_newest() {
        use futures::StreamExt;
        let mut work: Work<(u64, Result<i32, Lost>)> = Work::default();
        assert!(!work.is_running());
        work.start(|| 1, |n, r| (n, r));
        work.start(|| 2, |n, r| (n, r));
        work.start(|| -> i32 { panic!("lost") }, |n, r| (n, r));
        assert!(work.is_running());
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
        let outputs = |task: iced::Task<(u64, Result<i32, Lost>)>| -> Vec<(u64, Result<i32, Lost>)> {
            runtime.block_on(async {
                let Some(stream) = iced_runtime::task::into_stream(task) else { return Vec::new() };
                stream
                    .filter_map(|a| async move {
                        match a {
                            iced_runtime::Action::Output(m) => Some(m),
                            _ => None,
                        }
                    })
                    .collect()
                    .await
            })
        };
        let mut got = outputs(work.task());
        got.sort_by_key(|m| m.0);
        assert_eq!(got, vec![(1, Ok(1)), (2, Ok(2)), (3, Err(Lost))]);
        assert!(!work.ended(1) && !work.ended(2) && work.is_running(), "older ends change nothing");
        assert!(work.ended(3) && !work.is_running());
        assert_eq!(outputs(work.task()), vec![], "each task handed over once");
    }
}

//! Work off the interface thread (reading the library, writing PDFs and CSV): it runs on a
//! thread of its own, the screen never waits for it, and hears of its end as a message from
//! iced (`Task::perform` on the end's channel).

use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use iced::futures::channel::oneshot;

/// Work on its own thread, and its result once there is one.
pub struct Job<T> {
    slot: Arc<(Mutex<Option<T>>, Condvar)>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name`. With it comes the receiver of its end, for a
    /// task (`Task::perform(ended, ...)`). When no thread can be started, the work runs here
    /// and the job is done when this returns.
    pub fn spawn(name: &str, work: impl FnOnce() -> T + Send + 'static) -> (Job<T>, oneshot::Receiver<()>) {
        let slot: Arc<(Mutex<Option<T>>, Condvar)> = Arc::default();
        let (tx, rx) = oneshot::channel();
        let theirs = slot.clone();
        let run = move || {
            let result = work();
            let (value, ended) = &*theirs;
            *value.lock().unwrap_or_else(PoisonError::into_inner) = Some(result);
            ended.notify_all();
            let _ = tx.send(());
        };
        // Shared with the thread, so that the work is still here if the thread cannot start.
        let run = Arc::new(Mutex::new(Some(run)));
        let on_thread = run.clone();
        let take = |run: &Mutex<Option<_>>| run.lock().unwrap_or_else(PoisonError::into_inner).take();
        let started = std::thread::Builder::new().name(name.into()).spawn(move || {
            if let Some(run) = take(&on_thread) {
                run();
            }
        });
        if started.is_err()
            && let Some(run) = take(&run)
        {
            run();
        }
        (Job { slot }, rx)
    }

    /// Waits at most `wait` for the result (`None`: still under way).
    pub fn wait(&self, wait: Duration) -> Option<T> {
        let (value, ended) = &*self.slot;
        let guard = value.lock().unwrap_or_else(PoisonError::into_inner);
        let (mut guard, _) =
            ended.wait_timeout_while(guard, wait, |r| r.is_none()).unwrap_or_else(PoisonError::into_inner);
        guard.take()
    }

    /// Waits for the result; `Lost` if the thread ended without one (it panicked).
    pub fn finish(self) -> Result<T, Lost> {
        loop {
            if let Some(r) = self.wait(Duration::from_secs(1)) {
                return Ok(r);
            }
            if Arc::strong_count(&self.slot) == 1 {
                return self.wait(Duration::ZERO).ok_or(Lost);
            }
        }
    }
}

/// Work whose thread ended without a result (it panicked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lost;

/// The work a screen has under way in the background, one at a time (a save, a listing, a
/// PDF): started with `start`, its end handed to iced as a task (`task`), its result taken
/// when that task's message comes (`settle`).
pub struct Running<T> {
    job: Option<Job<T>>,
    ended: Option<oneshot::Receiver<()>>,
}

impl<T> Default for Running<T> {
    fn default() -> Running<T> {
        Running { job: None, ended: None }
    }
}

impl<T: Send + 'static> Running<T> {
    /// Starts `work` on its own thread; its end comes as `task`'s message. Work still under
    /// way is left to end by itself: only the newest result is wanted (a listing started
    /// again). Only when no thread could start, the work ran here and its result comes back.
    pub fn start(&mut self, name: &str, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let (job, ended) = Job::spawn(name, work);
        if let Some(result) = job.wait(Duration::ZERO) {
            (self.job, self.ended) = (None, None);
            return Some(result);
        }
        (self.job, self.ended) = (Some(job), Some(ended));
        None
    }

    /// The result of the work, if it has ended; never waits (the end's message may come for
    /// work started before the newest).
    pub fn ended(&mut self) -> Option<Result<T, Lost>> {
        let job = self.job.as_ref()?;
        let result = match job.wait(Duration::ZERO) {
            Some(r) => Ok(r),
            None if Arc::strong_count(&job.slot) == 1 => job.wait(Duration::ZERO).ok_or(Lost),
            None => return None,
        };
        self.job = None;
        Some(result)
    }

    /// Whether work is under way.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Waits for the work under way and takes its result: `None` when nothing runs. For the
    /// tests and scripts, never on the interface thread.
    pub fn settle(&mut self) -> Option<Result<T, Lost>> {
        self.job.take().map(Job::finish)
    }

    /// The end of the work left to the background, as the task that sends `message` (once).
    pub fn task<M: Send + 'static>(&mut self, message: M) -> iced::Task<M> {
        match self.ended.take() {
            Some(rx) => iced::Task::perform(rx, move |_| message),
            None => iced::Task::none(),
        }
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
    fn a_job_gives_its_result_and_a_lost_one_says_so() {
        let (job, _) = Job::spawn("test", || 6 * 7);
        assert_eq!(job.finish(), Ok(42));
        let (slow, _) = Job::spawn("test", || {
            std::thread::sleep(Duration::from_millis(200));
            1
        });
        assert_eq!(slow.wait(Duration::from_millis(1)), None, "still under way");
        assert_eq!(slow.finish(), Ok(1));
        let (lost, _) = Job::spawn("test", || -> u8 { panic!("lost") });
        assert_eq!(lost.finish(), Err(Lost));
    }

    #[test]
    fn running_work_never_waits_and_gives_its_result_once_ended() {
        let mut running = Running::default();
        let (go, wait) = std::sync::mpsc::channel::<()>();
        let held = running.start("test", move || {
            let _ = wait.recv();
            7
        });
        assert_eq!(held, None, "left to the background");
        assert!(running.is_running());
        assert_eq!(running.ended(), None, "not ended: nothing waited for it");
        go.send(()).expect("the work listens");
        assert_eq!(running.settle(), Some(Ok(7)));
        assert!(!running.is_running());
        assert_eq!(running.ended(), None, "nothing under way");
        // A newer start leaves the older work to end by itself: only the newest result comes.
        let (go_old, wait_old) = std::sync::mpsc::channel::<()>();
        let _ = running.start("test", move || {
            let _ = wait_old.recv();
            1
        });
        let _ = running.start("test", || 2);
        assert_eq!(running.settle(), Some(Ok(2)));
        drop(go_old);
        let _ = running.start("test", || -> i32 { panic!("lost") });
        assert_eq!(running.settle(), Some(Err(Lost)));
    }
}

//! Work off the interface thread (saving a class, reading the library): it runs on a thread
//! of its own; the screen waits a few milliseconds for it (a good disk is done by then, and
//! nothing flashes), and else goes on and hears of its end as a message from iced.

use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use iced::futures::channel::oneshot;

/// How long a screen waits for a job before it leaves it to the background: a save or a
/// listing on a good disk takes a few milliseconds and then shows at once.
pub const WAIT: Duration = Duration::from_millis(20);

/// Work on its own thread, and its result once there is one.
pub struct Job<T> {
    slot: Arc<(Mutex<Option<T>>, Condvar)>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name`. With it comes the receiver of its end, for a
    /// task (`Task::perform(ended, ...)`). None when no thread can be started.
    pub fn spawn(name: &str, work: impl FnOnce() -> T + Send + 'static) -> Option<(Job<T>, oneshot::Receiver<()>)> {
        let slot: Arc<(Mutex<Option<T>>, Condvar)> = Arc::default();
        let (tx, rx) = oneshot::channel();
        let theirs = slot.clone();
        let _ = std::thread::Builder::new()
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

    /// Waits for the result; `None` if the thread ended without one (it panicked).
    pub fn finish(self) -> Option<T> {
        loop {
            if let Some(r) = self.wait(Duration::from_secs(1)) {
                return Some(r);
            }
            if Arc::strong_count(&self.slot) == 1 {
                return self.wait(Duration::ZERO);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_gives_its_result_and_a_lost_one_says_so() {
        let (job, _) = Job::spawn("test", || 6 * 7).expect("a thread");
        assert_eq!(job.finish(), Some(42));
        let (slow, _) = Job::spawn("test", || {
            std::thread::sleep(Duration::from_millis(200));
            1
        })
        .expect("a thread");
        assert_eq!(slow.wait(Duration::from_millis(1)), None, "still under way");
        assert_eq!(slow.finish(), Some(1));
        let (lost, _) = Job::spawn("test", || -> u8 { panic!("lost") }).expect("a thread");
        assert_eq!(lost.finish(), None);
    }
}

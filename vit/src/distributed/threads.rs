//! Ranks as threads of one process: the collectives of [`super::Collective`] without MPI, for
//! tests and for trying a split of ranks on one machine.

use super::{Collective, Wire};
use crate::error::VitError;
use std::sync::{Barrier, Mutex, PoisonError};

/// What the ranks put down at a collective.
enum Message {
    Counts(Vec<u64>),
    Values(Wire),
}

/// The meeting place of the ranks: one slot per rank, and a barrier.
struct Meeting {
    slots: Mutex<Vec<Option<Message>>>,
    barrier: Barrier,
}

/// One of `size` ranks that are threads of this process (see [`ThreadRanks::run`]).
pub struct ThreadRanks<'m> {
    rank: usize,
    size: usize,
    meeting: &'m Meeting,
}

impl ThreadRanks<'_> {
    /// Runs `f` on `size` threads, each a rank, and returns their results in rank order. As with
    /// MPI, every rank must call the same collectives in the same order.
    pub fn run<R: Send>(size: usize, f: impl Fn(&dyn Collective) -> R + Sync) -> Vec<R> {
        let size = size.max(1);
        let meeting = Meeting {
            slots: Mutex::new((0..size).map(|_| None).collect()),
            barrier: Barrier::new(size),
        };
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..size)
                .map(|rank| {
                    let (f, meeting) = (&f, &meeting);
                    scope.spawn(move || f(&ThreadRanks { rank, size, meeting }))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
                .collect()
        })
    }

    /// Puts `message` in this rank's slot, waits for all, and gives `read` every rank's.
    fn meet<R>(&self, message: Message, read: impl FnOnce(&[Option<Message>]) -> R) -> R {
        let slots = || self.meeting.slots.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(slot) = slots().get_mut(self.rank) {
            *slot = Some(message);
        }
        self.meeting.barrier.wait();
        let result = read(&slots());
        // No rank writes the next message before every rank has read this one.
        self.meeting.barrier.wait();
        result
    }
}

impl Collective for ThreadRanks<'_> {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.size
    }

    fn all_gather_u64(&self, local: &[u64]) -> Result<Vec<u64>, VitError> {
        self.meet(Message::Counts(local.to_vec()), |slots| {
            let mut all = Vec::with_capacity(local.len() * slots.len());
            for slot in slots {
                match slot {
                    Some(Message::Counts(values)) if values.len() == local.len() => all.extend(values),
                    _ => return Err(VitError::Config("the ranks called different collectives".into())),
                }
            }
            Ok(all)
        })
    }

    fn all_gather(&self, local: &Wire, counts: &[usize]) -> Result<Wire, VitError> {
        self.meet(Message::Values(local.clone()), |slots| {
            let mut all = match local {
                Wire::F32(_) => Wire::F32(Vec::new()),
                Wire::F64(_) => Wire::F64(Vec::new()),
            };
            for (slot, &count) in slots.iter().zip(counts) {
                match (slot, &mut all) {
                    (Some(Message::Values(Wire::F32(v))), Wire::F32(all)) if v.len() == count => all.extend(v),
                    (Some(Message::Values(Wire::F64(v))), Wire::F64(all)) if v.len() == count => all.extend(v),
                    _ => return Err(VitError::Config("the ranks sent values other than agreed".into())),
                }
            }
            Ok(all)
        })
    }
}

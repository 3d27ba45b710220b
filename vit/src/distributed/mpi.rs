//! MPI's world as a [`Collective`] (rsmpi over the system's MPI), with bounded waits.
//!
//! MPI is called from the main thread only (`MPI_THREAD_FUNNELED`; the threads of a rank compute
//! its parts between collectives). Two helper threads keep a failing job from hanging or
//! dying silently:
//! - a watchdog: a collective that has waited longer than the peer timeout (a rank stopped, or
//!   hangs) ends this rank with one error line and exit code 1, and mpirun then ends the others;
//! - on `SIGTERM` (mpirun ending the job because a rank was killed or exited without agreeing
//!   on its failure), one error line and exit code 143 instead of a silent death; a rank that
//!   was itself stopped (its watchdog has not ticked for a second) ends without a line, since
//!   the rank that gave up on it has said why.

use super::{Collective, Wire};
use crate::error::VitError;
use mpi::datatype::PartitionMut;
use mpi::environment::Universe;
use mpi::topology::SimpleCommunicator;
use mpi::traits::{Communicator, CommunicatorCollectives, Equivalence};
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How often the watchdog looks, in milliseconds.
const TICK_MS: u64 = 200;
/// A watchdog silent for this long (milliseconds) means this process was stopped.
const STOPPED_MS: u64 = 1000;
/// For this long after a stop (milliseconds), a `SIGTERM` is taken to end the stopped rank.
const WOKEN_MS: u64 = 5000;

/// The MPI world this process is a rank of; MPI is finalised when it is dropped.
pub struct Mpi {
    world: SimpleCommunicator,
    /// Milliseconds since `epoch` at which the current collective started, plus one; 0 when
    /// none is in progress.
    waiting_since: Arc<AtomicU64>,
    /// Set once the ranks have agreed to end: the launcher's `SIGTERM` is then expected.
    leaving: Arc<AtomicBool>,
    /// Milliseconds since `epoch` of the watchdog's last tick.
    last_tick: Arc<AtomicU64>,
    /// Milliseconds since `epoch` at which the watchdog last found it had not ticked for
    /// [`STOPPED_MS`] (this process was stopped); 0 if never.
    woke_at: Arc<AtomicU64>,
    epoch: Instant,
    communicating: Cell<f64>,
    // Declared last: dropped (MPI finalised) after the communicator.
    _universe: Universe,
}

impl Mpi {
    /// Initialises MPI and starts the watchdog (a collective may wait at most `peer_timeout`)
    /// and the `SIGTERM` reporter; an error if MPI cannot be initialised.
    pub fn initialize(peer_timeout: Duration) -> Result<Self, VitError> {
        let (universe, _) = mpi::initialize_with_threading(mpi::Threading::Funneled)
            .ok_or_else(|| VitError::Config("MPI could not be initialised (was it already?)".into()))?;
        let world = universe.world();
        let (rank, size) = (world.rank() as usize, world.size() as usize);
        let mpi = Mpi {
            world,
            waiting_since: Arc::new(AtomicU64::new(0)),
            leaving: Arc::new(AtomicBool::new(false)),
            last_tick: Arc::new(AtomicU64::new(1)),
            woke_at: Arc::new(AtomicU64::new(0)),
            epoch: Instant::now(),
            communicating: Cell::new(0.0),
            _universe: universe,
        };
        if size > 1 {
            mpi.start_watchdog(rank, size, peer_timeout);
            mpi.start_sigterm_reporter(rank, size)?;
        }
        Ok(mpi)
    }

    fn start_watchdog(&self, rank: usize, size: usize, timeout: Duration) {
        let (waiting_since, leaving, epoch) = (self.waiting_since.clone(), self.leaving.clone(), self.epoch);
        let (last_tick, woke_at) = (self.last_tick.clone(), self.woke_at.clone());
        let limit = timeout.as_millis() as u64;
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(TICK_MS));
                let since = waiting_since.load(Ordering::Acquire);
                let now = epoch.elapsed().as_millis() as u64 + 1;
                if now.saturating_sub(last_tick.swap(now, Ordering::AcqRel)) > STOPPED_MS {
                    // This process was stopped: the wait so far is not the other ranks' doing.
                    woke_at.store(now, Ordering::Release);
                    if since != 0 {
                        let _ = waiting_since.compare_exchange(since, now, Ordering::AcqRel, Ordering::Acquire);
                    }
                    continue;
                }
                if since != 0 && now.saturating_sub(since) > limit && !leaving.load(Ordering::Acquire) {
                    eprintln!(
                        "error: rank {rank} of {size}: no answer from the other ranks for {} s (a rank \
                         stopped or hangs; `--peer-timeout` sets the wait); giving up",
                        timeout.as_secs_f64()
                    );
                    std::process::exit(1);
                }
            }
        });
    }

    fn start_sigterm_reporter(&self, rank: usize, size: usize) -> Result<(), VitError> {
        let mut signals = signal_hook::iterator::Signals::new([signal_hook::consts::SIGTERM])
            .map_err(|e| VitError::Config(format!("cannot watch for SIGTERM: {e}")))?;
        let (leaving, epoch) = (self.leaving.clone(), self.epoch);
        let (last_tick, woke_at) = (self.last_tick.clone(), self.woke_at.clone());
        std::thread::spawn(move || {
            if signals.forever().next().is_some() {
                let now = epoch.elapsed().as_millis() as u64 + 1;
                // Stopped until now (the watchdog has not ticked since), or woken moments ago.
                let stopped = now.saturating_sub(last_tick.load(Ordering::Acquire)) > STOPPED_MS
                    || matches!(woke_at.load(Ordering::Acquire), woke if woke != 0 && now < woke + WOKEN_MS);
                if !leaving.load(Ordering::Acquire) && !stopped {
                    eprintln!(
                        "error: rank {rank} of {size}: the job was ended from outside (another rank was \
                         killed or exited before it agreed to, or the job was interrupted)"
                    );
                }
                std::process::exit(143);
            }
        });
        Ok(())
    }

    /// Runs `f`, a collective, with the watchdog armed and its time counted.
    fn timed<R>(&self, f: impl FnOnce() -> R) -> R {
        let started = Instant::now();
        let since = self.epoch.elapsed().as_millis() as u64 + 1;
        self.waiting_since.store(since, Ordering::Release);
        let result = f();
        self.waiting_since.store(0, Ordering::Release);
        self.communicating
            .set(self.communicating.get() + started.elapsed().as_secs_f64());
        result
    }

    fn gather_varcount<T: Equivalence + Default + Clone>(
        &self,
        local: &[T],
        counts: &[usize],
    ) -> Result<Vec<T>, VitError> {
        let too_large = || VitError::Config("a gathered message is over 2^31 values: too large for MPI".into());
        let mut mpi_counts = Vec::with_capacity(counts.len());
        let mut displs = Vec::with_capacity(counts.len());
        let mut total = 0usize;
        for &count in counts {
            displs.push(i32::try_from(total).map_err(|_| too_large())?);
            mpi_counts.push(i32::try_from(count).map_err(|_| too_large())?);
            total += count;
        }
        i32::try_from(total).map_err(|_| too_large())?;
        if counts.get(self.rank()) != Some(&local.len()) {
            return Err(VitError::Config(format!(
                "rank {} sends {} values where {:?} were agreed",
                self.rank(),
                local.len(),
                counts.get(self.rank())
            )));
        }
        let mut all = vec![T::default(); total];
        self.timed(|| {
            let mut partition = PartitionMut::new(&mut all[..], &mpi_counts[..], &displs[..]);
            self.world.all_gather_varcount_into(local, &mut partition);
        });
        Ok(all)
    }
}

impl Collective for Mpi {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.world.size() as usize
    }

    fn all_gather_u64(&self, local: &[u64]) -> Result<Vec<u64>, VitError> {
        let mut all = vec![0u64; local.len() * self.size()];
        self.timed(|| self.world.all_gather_into(local, &mut all[..]));
        Ok(all)
    }

    fn all_gather(&self, local: &Wire, counts: &[usize]) -> Result<Wire, VitError> {
        match local {
            Wire::F32(values) => self.gather_varcount(values, counts).map(Wire::F32),
            Wire::F64(values) => self.gather_varcount(values, counts).map(Wire::F64),
        }
    }

    fn seconds_communicating(&self) -> f64 {
        self.communicating.get()
    }

    fn leave(&self) {
        if self.size() > 1 {
            self.timed(|| self.world.barrier());
        }
        self.leaving.store(true, Ordering::Release);
    }
}

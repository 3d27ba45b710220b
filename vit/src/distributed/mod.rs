//! Data parallelism over processes: `mpirun -n N vit train` (the `mpi` feature).
//!
//! Every rank holds the whole model and takes its share of every global batch: the batch is
//! split into `ranks × threads` consecutive parts ([`Split`], the split one process makes for
//! its threads), rank `r` computes parts `r·threads .. (r+1)·threads` on its threads, and each
//! part's loss, logits and weighted gradients are gathered to every rank ([`exchange`]) and
//! summed there in part order, starting from part 0. That is the order one process sums its
//! threads' parts in, so `N` ranks of `t` threads compute, bit for bit, what one process with
//! `--threads N·t` computes, and every rank ends each step with the same weights.
//!
//! Failures are agreed on: each exchange first gathers every rank's status, so when a rank's
//! part fails every rank returns an error at the same step: the lowest failing rank its own
//! ([`VitError::OnRank`]) and the others [`VitError::Peer`], which the command line does not
//! print (one line for the whole job). A rank that dies or stops is covered by the MPI
//! backend: mpirun ends the job when a rank is killed, and a collective that waits longer than
//! the timeout gives up with an error line.

#[cfg(feature = "mpi")]
pub mod mpi;
mod step;
mod threads;

pub(crate) use step::images_of;
pub use threads::ThreadRanks;

use crate::Vit;
use crate::data::Dataset;
use crate::error::VitError;
use std::any::TypeId;
use std::hash::{Hash, Hasher};
use std::ops::Range;
use vjp_core::Params;
use vjp_core::Scalar;

/// Values on the wire: the gradients' own float type, so nothing is rounded in transit.
#[derive(Clone, Debug, PartialEq)]
pub enum Wire {
    /// `f32` values.
    F32(Vec<f32>),
    /// `f64` values (and any scalar type that is not `f32`, widened).
    F64(Vec<f64>),
}

impl Wire {
    /// An empty buffer for `T`'s values, with room for `capacity`.
    pub fn for_scalar<T: Scalar>(capacity: usize) -> Self {
        if TypeId::of::<T>() == TypeId::of::<f32>() {
            Wire::F32(Vec::with_capacity(capacity))
        } else {
            Wire::F64(Vec::with_capacity(capacity))
        }
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        match self {
            Wire::F32(v) => v.len(),
            Wire::F64(v) => v.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Appends `values` (exactly: an `f32` stays an `f32`).
    pub fn extend<T: Scalar>(&mut self, values: &[T]) {
        match self {
            Wire::F32(v) => v.extend(values.iter().map(|x| x.to_f64() as f32)),
            Wire::F64(v) => v.extend(values.iter().map(|x| x.to_f64())),
        }
    }

    /// The `len` values from `offset` on, as `T`; an error if they are not there.
    fn read<T: Scalar>(&self, offset: usize, len: usize) -> Result<Vec<T>, VitError> {
        let mut out = vec![T::ZERO; len];
        self.combine(offset, &mut out, |x, y| *x = y)?;
        Ok(out)
    }

    /// `f(x, value)` for each `x` of `out` and the value at the same place from `offset` on.
    fn combine<T: Scalar>(&self, offset: usize, out: &mut [T], f: impl Fn(&mut T, T)) -> Result<(), VitError> {
        let range = offset..offset + out.len();
        let missing = || VitError::Config(format!("a gathered message ends before value {}", range.end));
        match self {
            Wire::F32(v) => {
                let values = v.get(range.clone()).ok_or_else(missing)?;
                out.iter_mut()
                    .zip(values)
                    .for_each(|(x, &y)| f(x, T::from_f64(f64::from(y))));
            }
            Wire::F64(v) => {
                let values = v.get(range.clone()).ok_or_else(missing)?;
                out.iter_mut().zip(values).for_each(|(x, &y)| f(x, T::from_f64(y)));
            }
        }
        Ok(())
    }
}

/// The processes one run is spread over, and the collectives it needs. Every rank calls the
/// same collectives in the same order.
pub trait Collective {
    /// This process's rank, from 0.
    fn rank(&self) -> usize;
    /// How many ranks there are.
    fn size(&self) -> usize;
    /// Every rank's `local` (the same length on every rank), concatenated in rank order, on
    /// every rank.
    fn all_gather_u64(&self, local: &[u64]) -> Result<Vec<u64>, VitError>;
    /// Every rank's `local`, concatenated in rank order, on every rank; `counts[r]` is rank
    /// `r`'s length (known to all) and every rank's `local` is of its own variant.
    fn all_gather(&self, local: &Wire, counts: &[usize]) -> Result<Wire, VitError>;
    /// Seconds spent in collectives so far (waiting for the other ranks included).
    fn seconds_communicating(&self) -> f64 {
        0.0
    }
    /// Waits until every rank has reached this point (bounded by the backend's timeout), after
    /// which the process ends: the launcher ending the others is then expected, not a failure.
    fn leave(&self) {}
}

/// One process alone: rank 0 of 1, whose collectives return what they are given.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Single;

impl Collective for Single {
    fn rank(&self) -> usize {
        0
    }
    fn size(&self) -> usize {
        1
    }
    fn all_gather_u64(&self, local: &[u64]) -> Result<Vec<u64>, VitError> {
        Ok(local.to_vec())
    }
    fn all_gather(&self, local: &Wire, _: &[usize]) -> Result<Wire, VitError> {
        Ok(local.clone())
    }
}

/// What every rank sent to an [`exchange`]: the values of all, in rank order.
#[derive(Clone, Debug, PartialEq)]
pub struct Gathered {
    /// Every rank's values, concatenated in rank order.
    pub wire: Wire,
    /// Where each rank's values start in `wire`, and (last) the end.
    pub offsets: Vec<usize>,
}

impl Gathered {
    /// Rank `rank`'s values: their range in `wire`.
    pub fn range(&self, rank: usize) -> Range<usize> {
        let start = self.offsets.get(rank).copied().unwrap_or(0);
        start..self.offsets.get(rank + 1).copied().unwrap_or(start)
    }
}

/// The error every rank returns when the ranks in `failed` (in rank order) failed: the first of
/// them its own error (naming its rank when there are several ranks), every other rank
/// [`VitError::Peer`].
fn agreed_failure(comm: &dyn Collective, failed: &[usize], own: Option<VitError>) -> VitError {
    let first = failed.first().copied().unwrap_or(0);
    match own {
        Some(error) if comm.rank() == first => match comm.size() {
            1 => error,
            size => VitError::OnRank {
                rank: first,
                size,
                source: Box::new(error),
            },
        },
        _ => VitError::Peer { rank: first },
    }
}

/// Gathers every rank's status and `len`; an agreed error (see [`agreed_failure`]) if any
/// rank's is an error, else every rank's `len` in rank order.
fn gather_status(comm: &dyn Collective, own: Option<VitError>, len: usize) -> Result<Vec<usize>, VitError> {
    let header = comm.all_gather_u64(&[u64::from(own.is_some()), len as u64])?;
    let (mut failed, mut lens) = (Vec::new(), Vec::new());
    for (rank, pair) in header.chunks_exact(2).enumerate() {
        if pair.first() == Some(&1) {
            failed.push(rank);
        }
        lens.push(pair.get(1).map_or(0, |&n| n as usize));
    }
    if failed.is_empty() {
        Ok(lens)
    } else {
        Err(agreed_failure(comm, &failed, own))
    }
}

/// `local` if every rank's is `Ok`; else an error on every rank: the lowest failing rank's own
/// (as [`VitError::OnRank`] when there are several ranks), [`VitError::Peer`] on the others.
/// One small collective: every rank calls `agree` at the same point.
pub fn agree<X>(comm: &dyn Collective, local: Result<X, VitError>) -> Result<X, VitError> {
    if comm.size() == 1 {
        return local;
    }
    match local {
        Ok(value) => gather_status(comm, None, 0).map(|_| value),
        Err(error) => Err(gather_status(comm, Some(error), 0)
            .err()
            .unwrap_or(VitError::Peer { rank: 0 })),
    }
}

/// An error on every rank unless every rank's `value` is rank 0's: for what the ranks must share
/// (the data, the initial weights, the options), `what` naming it.
pub fn agree_equal(comm: &dyn Collective, value: u64, what: &str) -> Result<(), VitError> {
    let values = comm.all_gather_u64(&[value])?;
    let first = values.first().copied().unwrap_or(value);
    match values.iter().position(|&v| v != first) {
        None => Ok(()),
        Some(rank) => Err(VitError::Config(format!(
            "rank {rank} of {} differs from rank 0 in {what}: every rank must be started with the \
             same arguments and files",
            comm.size(),
        ))),
    }
}

/// Every rank's `local` values, in rank order, on every rank; when any rank's `local` is an
/// error, an agreed error on every rank (as [`agree`]). Two collectives: the status and lengths,
/// then the values.
pub fn exchange(comm: &dyn Collective, local: Result<Wire, VitError>) -> Result<Gathered, VitError> {
    let (wire, own) = match local {
        Ok(wire) => (wire, None),
        Err(error) => (Wire::F64(Vec::new()), Some(error)),
    };
    let lens = gather_status(comm, own, wire.len())?;
    let mut offsets = Vec::with_capacity(lens.len() + 1);
    let mut end = 0;
    for &len in &lens {
        offsets.push(end);
        end += len;
    }
    offsets.push(end);
    Ok(Gathered {
        wire: comm.all_gather(&wire, &lens)?,
        offsets,
    })
}

/// How one global batch is spread over the ranks and their threads: `ranks × threads`
/// consecutive parts (at most one per image) of sizes differing by at most one; rank `r`
/// computes parts `r·threads .. (r+1)·threads`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Split {
    /// Images in the global batch.
    pub batch: usize,
    /// Ranks.
    pub ranks: usize,
    /// This process's rank.
    pub rank: usize,
    /// Parts per rank (each on a thread).
    pub threads: usize,
}

impl Split {
    /// `batch` split over `comm`'s ranks with `threads` parts each.
    pub fn new(batch: usize, comm: &dyn Collective, threads: usize) -> Self {
        Split {
            batch,
            ranks: comm.size().max(1),
            rank: comm.rank(),
            threads: threads.max(1),
        }
    }

    /// One process's split of `batch` into `threads` parts.
    pub fn local(batch: usize, threads: usize) -> Self {
        Split::new(batch, &Single, threads)
    }

    /// How many parts the batch is split into.
    pub fn parts(&self) -> usize {
        (self.ranks * self.threads).clamp(1, self.batch.max(1))
    }

    /// Every part's images `[start, end)`, in order: the library's split of a batch into
    /// parts ([`vjp_core::train::split`]; no part is empty, as there are no more parts than
    /// images).
    pub fn bounds(&self) -> Vec<(usize, usize)> {
        vjp_core::train::split(self.batch, self.parts())
            .into_iter()
            .map(|r| (r.start, r.end))
            .collect()
    }

    /// The parts rank `rank` computes.
    pub fn parts_of(&self, rank: usize) -> Range<usize> {
        let parts = self.parts();
        (rank * self.threads).min(parts)..((rank + 1) * self.threads).min(parts)
    }

    /// The parts this rank computes.
    pub fn my_parts(&self) -> Range<usize> {
        self.parts_of(self.rank)
    }

    /// The images of the global batch this rank computes.
    pub fn my_images(&self) -> Range<usize> {
        let parts = self.my_parts();
        let bounds = self.bounds();
        let start = bounds.get(parts.start).map_or(self.batch, |b| b.0);
        let end = parts
            .end
            .checked_sub(1)
            .and_then(|p| bounds.get(p))
            .map_or(start, |b| b.1);
        start..end.max(start)
    }
}

/// Reads `len` values of `T` from rank `rank`'s values in `gathered`, from `offset` within them.
pub fn read<T: Scalar>(gathered: &Gathered, rank: usize, offset: usize, len: usize) -> Result<Vec<T>, VitError> {
    let range = gathered.range(rank);
    check_within(&range, offset, len)?;
    gathered.wire.read(range.start + offset, len)
}

/// Copies (`add == false`) or adds (`*x += value`) rank `rank`'s values from `offset` on into
/// `out`.
pub fn read_into<T: Scalar>(
    gathered: &Gathered,
    rank: usize,
    offset: usize,
    out: &mut [T],
    add: bool,
) -> Result<(), VitError> {
    let range = gathered.range(rank);
    check_within(&range, offset, out.len())?;
    if add {
        gathered.wire.combine(range.start + offset, out, |x, y| *x += y)
    } else {
        gathered.wire.combine(range.start + offset, out, |x, y| *x = y)
    }
}

fn check_within(range: &Range<usize>, offset: usize, len: usize) -> Result<(), VitError> {
    if offset + len > range.len() {
        return Err(VitError::Config(format!(
            "a rank sent {} values where {} were expected",
            range.len(),
            offset + len
        )));
    }
    Ok(())
}

/// A hash of what the ranks must share: the images and labels of `datasets`, `vit`'s
/// configuration and parameters, and `epoch`; equal on every rank that read the same files
/// (the same build hashes alike).
pub fn fingerprint<T: Scalar>(datasets: &[&Dataset], vit: &Vit<T>, epoch: u64) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    for data in datasets {
        (data.channels, data.height, data.width, data.classes).hash(&mut hasher);
        data.labels.hash(&mut hasher);
        data.pixels.iter().for_each(|p| p.to_bits().hash(&mut hasher));
    }
    vit.config.to_string().hash(&mut hasher);
    vit.network
        .visit_params(&mut |s| s.iter().for_each(|v| v.to_f64().to_bits().hash(&mut hasher)));
    epoch.hash(&mut hasher);
    hasher.finish()
}

/// The collective this process runs in: MPI's world when it was started by `mpirun` (with the
/// `mpi` feature), else [`Single`]. An error when mpirun started several ranks of a build
/// without the `mpi` feature (they would each train alone).
pub fn from_environment(peer_timeout: std::time::Duration) -> Result<Box<dyn Collective>, VitError> {
    match launched_ranks() {
        #[cfg(feature = "mpi")]
        Some(_) => Ok(Box::new(mpi::Mpi::initialize(peer_timeout)?)),
        #[cfg(not(feature = "mpi"))]
        Some(ranks) if ranks > 1 => {
            let _ = peer_timeout;
            Err(VitError::Config(format!(
                "started as one of {ranks} MPI ranks, but this vit was built without MPI: \
                 build it with `cargo build --release -p vit --features mpi`"
            )))
        }
        _ => Ok(Box::new(Single)),
    }
}

/// The number of ranks the launcher started, from its environment (Open MPI's, MPICH's
/// Hydra's, PMIx's), if this process was started by one.
pub fn launched_ranks() -> Option<usize> {
    ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"]
        .iter()
        .find_map(|name| std::env::var(name).ok()?.parse().ok())
}

/// This process's rank as the launcher's environment gives it (0 without a launcher): what
/// decides, before MPI is initialised, whether a command-line error is printed here.
pub fn launched_rank() -> usize {
    ["OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"]
        .iter()
        .find_map(|name| std::env::var(name).ok()?.parse().ok())
        .unwrap_or(0)
}

/// Whether `error` is printed on this rank: every error on rank 0 but a peer's, and on the
/// other ranks only their own agreed failures (an error all ranks meet alike is printed once).
pub fn prints(comm_rank: usize, error: &VitError) -> bool {
    match error {
        VitError::Peer { .. } => false,
        VitError::OnRank { .. } => true,
        _ => comm_rank == 0,
    }
}

#[cfg(test)]
mod tests;

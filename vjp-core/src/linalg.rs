//! Matrix products through faer, with an explicit parallelism setting.

use crate::scalar::Scalar;
use faer::linalg::matmul::matmul;
use faer::{Accum, MatMut, MatRef, Par};
use std::sync::atomic::{AtomicUsize, Ordering};

static THREADS: AtomicUsize = AtomicUsize::new(1);

/// Sets how many threads matrix products use (1, the default, runs them on the caller's
/// thread; 0 uses every thread of rayon's pool).
pub fn set_threads(threads: usize) {
    THREADS.store(threads, Ordering::Relaxed);
}

/// The faer parallelism matrix products currently use.
pub fn parallelism() -> Par {
    match THREADS.load(Ordering::Relaxed) {
        1 => Par::Seq,
        n => Par::rayon(n),
    }
}

/// `dst = a b` (`accumulate` false) or `dst += a b` (true). The caller has checked the shapes.
pub(crate) fn gemm<T: Scalar>(dst: MatMut<'_, T>, accumulate: bool, a: MatRef<'_, T>, b: MatRef<'_, T>) {
    let accum = if accumulate { Accum::Add } else { Accum::Replace };
    matmul(dst, accum, a, b, T::ONE, parallelism());
}

//! Sums and maxima of slices in independent lanes. A plain `iter().sum()` over floats is one
//! serial chain (float addition is not associative, so the compiler keeps its order); sixteen
//! partial sums are one vector register's worth of independent chains, then combined. The
//! order is fixed, so results are deterministic; they differ from the serial sum only by
//! rounding (and are usually closer to the exact sum).

use crate::scalar::Scalar;

const LANES: usize = 16;

/// `Σ f(x)` over `xs`.
#[inline(always)]
pub(crate) fn sum_by<T: Scalar>(xs: &[T], f: impl Fn(T) -> T) -> T {
    let mut acc = [T::ZERO; LANES];
    let mut chunks = xs.chunks_exact(LANES);
    for chunk in &mut chunks {
        for (a, &x) in acc.iter_mut().zip(chunk) {
            *a += f(x);
        }
    }
    let (tail, n) = padded(chunks.remainder());
    for (i, (a, &x)) in acc.iter_mut().zip(&tail).enumerate() {
        let v = f(x);
        if i < n {
            *a += v;
        }
    }
    combine(acc, |a, b| a + b)
}

/// `Σ xs`.
#[inline(always)]
pub(crate) fn sum<T: Scalar>(xs: &[T]) -> T {
    sum_by(xs, |x| x)
}

/// `Σ a_i b_i` over the common length.
#[inline(always)]
pub(crate) fn dot<T: Scalar>(a: &[T], b: &[T]) -> T {
    let mut acc = [T::ZERO; LANES];
    let (mut ca, mut cb) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    for (x, y) in (&mut ca).zip(&mut cb) {
        for ((s, &p), &q) in acc.iter_mut().zip(x).zip(y) {
            *s += p * q;
        }
    }
    // Past the common length of the remainders, the other's lanes hold zeros.
    let ((ta, na), (tb, nb)) = (padded(ca.remainder()), padded(cb.remainder()));
    let n = na.min(nb);
    for (i, ((s, &p), &q)) in acc.iter_mut().zip(&ta).zip(&tb).enumerate() {
        let v = p * q;
        if i < n {
            *s += v;
        }
    }
    combine(acc, |a, b| a + b)
}

/// The largest element (`T::max`, so NaN if any is NaN); zero for an empty slice.
#[inline(always)]
pub(crate) fn max<T: Scalar>(xs: &[T]) -> T {
    let first = xs.first().copied().unwrap_or(T::ZERO);
    let mut acc = [first; LANES];
    let mut chunks = xs.chunks_exact(LANES);
    for chunk in &mut chunks {
        for (a, &x) in acc.iter_mut().zip(chunk) {
            *a = a.max(x);
        }
    }
    let (tail, n) = padded(chunks.remainder());
    for (i, (a, &x)) in acc.iter_mut().zip(&tail).enumerate() {
        let v = a.max(x);
        if i < n {
            *a = v;
        }
    }
    combine(acc, T::max)
}

/// A remainder (fewer than [`LANES`] elements) at the start of a whole chunk of zeros, and
/// its length. The tail step of each reduction runs over the whole chunk and keeps the lanes
/// past that length as they were (a select, not a branch): the same sums as a loop over the
/// remainder alone, in the same lanes, bit for bit, but with plain vector loads and stores.
/// (A loop over the remainder alone, whose length the compiler knows is below 16, is
/// vectorised with masked loads and stores, `vmaskmovps`, which on some CPUs (AMD Zen 1)
/// cost tens of cycles and stall the loads of the accumulators after them.)
#[inline(always)]
fn padded<T: Scalar>(remainder: &[T]) -> ([T; LANES], usize) {
    let mut chunk = [T::ZERO; LANES];
    if let Some(head) = chunk.get_mut(..remainder.len()) {
        head.copy_from_slice(remainder);
    }
    (chunk, remainder.len())
}

/// The lanes combined pairwise.
#[inline(always)]
fn combine<T: Scalar>(mut acc: [T; LANES], op: impl Fn(T, T) -> T) -> T {
    let mut width = LANES;
    while width > 1 {
        width /= 2;
        let (low, high) = acc.split_at_mut(width);
        for (a, &b) in low.iter_mut().zip(high.iter()) {
            *a = op(*a, b);
        }
    }
    let [first, ..] = acc;
    first
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_reductions_agree_with_serial_ones() {
        for n in [0, 1, 5, 16, 17, 33, 100] {
            let xs: Vec<f64> = (0..n).map(|i| ((i * 37 % 11) as f64) - 4.5).collect();
            let ys: Vec<f64> = (0..n).map(|i| ((i * 13 % 7) as f64) * 0.25).collect();
            // Small integers and quarters: every order of summation is exact.
            assert_eq!(sum(&xs), xs.iter().sum::<f64>());
            assert_eq!(sum_by(&xs, |x| x * x), xs.iter().map(|x| x * x).sum::<f64>());
            assert_eq!(dot(&xs, &ys), xs.iter().zip(&ys).map(|(a, b)| a * b).sum::<f64>());
            if n > 0 {
                assert_eq!(max(&xs), xs.iter().copied().fold(f64::MIN, f64::max));
            }
        }
    }

    /// The lanes' fixed order, written out: element `k` goes to lane `k % 16`, the lanes are
    /// combined pairwise. Every reduction gives exactly this, bit for bit, for every length
    /// (whole chunks and the padded tail alike), on values whose sums round.
    fn by_lanes(xs: impl IntoIterator<Item = f32>, op: impl Fn(f32, f32) -> f32, start: f32) -> f32 {
        let mut acc = [start; LANES];
        for (k, x) in xs.into_iter().enumerate() {
            acc[k % LANES] = op(acc[k % LANES], x);
        }
        combine(acc, op)
    }

    #[test]
    fn the_tail_lands_in_the_lanes_of_a_whole_chunk_bit_for_bit() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for n in (0..=50).chain([63, 64, 65, 197]) {
            let xs: Vec<f32> = (0..n).map(|_| rng.random_range(-3.0..3.0)).collect();
            let ys: Vec<f32> = (0..n).map(|_| rng.random_range(-3.0..3.0)).collect();
            let add = |a: f32, b: f32| a + b;
            assert_eq!(
                sum(&xs).to_bits(),
                by_lanes(xs.iter().copied(), add, 0.0).to_bits(),
                "sum, {n}"
            );
            let square = xs.iter().map(|x| x * x);
            assert_eq!(
                sum_by(&xs, |x| x * x).to_bits(),
                by_lanes(square, add, 0.0).to_bits(),
                "sum_by, {n}"
            );
            let products = xs.iter().zip(&ys).map(|(a, b)| a * b);
            assert_eq!(
                dot(&xs, &ys).to_bits(),
                by_lanes(products, add, 0.0).to_bits(),
                "dot, {n}"
            );
            let first = xs.first().copied().unwrap_or(0.0);
            assert_eq!(
                max(&xs).to_bits(),
                by_lanes(xs.iter().copied(), f32::max, first).to_bits(),
                "max, {n}"
            );
        }
    }
}

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
    for (a, &x) in acc.iter_mut().zip(chunks.remainder()) {
        *a += f(x);
    }
    combine(acc, |a, b| a + b)
}

/// `Σ xs`.
#[inline(always)]
pub(crate) fn sum<T: Scalar>(xs: &[T]) -> T {
    sum_by(xs, |x| x)
}

/// Every element replaced by `f(x)`, and the sum of the new values in the lanes of
/// [`sum()`]: one pass where `map` then `sum` take two, the same result bit for bit.
#[inline(always)]
pub(crate) fn map_sum<T: Scalar>(xs: &mut [T], f: impl Fn(T) -> T) -> T {
    let mut acc = [T::ZERO; LANES];
    let mut chunks = xs.chunks_exact_mut(LANES);
    for chunk in &mut chunks {
        for (a, x) in acc.iter_mut().zip(chunk) {
            *x = f(*x);
            *a += *x;
        }
    }
    for (a, x) in acc.iter_mut().zip(chunks.into_remainder()) {
        *x = f(*x);
        *a += *x;
    }
    combine(acc, |a, b| a + b)
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
    for ((s, &p), &q) in acc.iter_mut().zip(ca.remainder()).zip(cb.remainder()) {
        *s += p * q;
    }
    combine(acc, |a, b| a + b)
}

/// The largest element (`T::max`, so NaNs are passed over); zero for an empty slice.
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
    for (a, &x) in acc.iter_mut().zip(chunks.remainder()) {
        *a = a.max(x);
    }
    combine(acc, T::max)
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
            let mut mapped = xs.clone();
            let total = map_sum(&mut mapped, |x| (x * 0.3).exp());
            let exps: Vec<f64> = xs.iter().map(|x| (x * 0.3).exp()).collect();
            assert_eq!((total, &mapped), (sum(&exps), &exps));
            if n > 0 {
                assert_eq!(max(&xs), xs.iter().copied().fold(f64::MIN, f64::max));
            }
        }
    }
}

//! `log_softmax` of each row (`F.log_softmax(x, dim=-1)`) and `logsumexp` of each row or of
//! everything (`torch.logsumexp(x, dim=-1)`, `torch.logsumexp(x, dim=all)`), each shifted by
//! the maximum so large values cannot overflow.
//!
//! As PyTorch's: `logsumexp` of values all `-inf` is `-inf` and with a `+inf` it is `+inf`
//! (the shift is 0 where the maximum is infinite); `log_softmax` of a row all `-inf` is NaN.
//!
//! ```
//! use vjp_core::{Const, Matrix, log_softmax_rows, logsumexp_rows};
//! let x = Matrix::<f64, Const<1>, Const<2>>::new(vec![0.0, 0.0])?;
//! assert!((logsumexp_rows(&x)?.data()[0] - 2f64.ln()).abs() < 1e-15);
//! assert!((log_softmax_rows(&x).data()[1] + 2f64.ln()).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::reduce;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::{Matrix, Tensor, Tensor0, Vector};
use crate::vjp;

/// `ln Σ eᵛ` over `values`, shifted by their maximum, or by 0 where that is infinite.
#[inline(always)]
pub(crate) fn log_sum_exp<T: Scalar>(values: &[T]) -> T {
    let max = reduce::max(values);
    let shift = if max.is_finite() { max } else { T::ZERO };
    let sum = values.iter().map(|&v| (v - shift).exp()).sum::<T>();
    sum.ln() + shift
}

/// An error naming `op` for rows (or a tensor) of no elements, whose `logsumexp` has no value.
fn nonempty(op: &'static str, count: usize) -> Result<()> {
    if count == 0 {
        return Err(Error::invalid(op, "there are no elements to sum"));
    }
    Ok(())
}

/// `x - logsumexp(row)` for every row.
#[vjp(crate = crate, backward = log_softmax_rows_backward, trace = log_softmax_rows_trace, check(N = 3, D = 4))]
pub fn log_softmax_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Matrix<T, N, D> {
    let d = x.ncols();
    let mut y = Matrix::zeros(x.shape());
    if d == 0 {
        return y;
    }
    crate::simd::vectorized(
        #[inline(always)]
        || {
            for (row, out) in x.data().chunks_exact(d).zip(y.data_mut().chunks_exact_mut(d)) {
                let max = reduce::max(row);
                for (o, &v) in out.iter_mut().zip(row) {
                    *o = (v - max).exp();
                }
                let log_sum = reduce::sum(out).ln();
                for (o, &v) in out.iter_mut().zip(row) {
                    *o = v - max - log_sum;
                }
            }
        },
    );
    y
}

/// The rule of [`log_softmax_rows()`], from its output: per row, `dx = dy - e^y Σ dy`.
pub fn log_softmax_rows_backward<T: Scalar, N: Dim, D: Dim>(
    _x: &Matrix<T, N, D>,
    y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    y.check_same_shape(dy, "log_softmax_rows backward")?;
    let d = y.ncols();
    let mut dx = Matrix::zeros(y.shape());
    if d == 0 {
        return Ok(dx);
    }
    crate::simd::vectorized(
        #[inline(always)]
        || {
            let rows = (y.data().chunks_exact(d))
                .zip(dy.data().chunks_exact(d))
                .zip(dx.data_mut().chunks_exact_mut(d));
            for ((yr, gr), out) in rows {
                let total = reduce::sum(gr);
                for ((o, &yi), &gi) in out.iter_mut().zip(yr).zip(gr) {
                    *o = gi - yi.exp() * total;
                }
            }
        },
    );
    Ok(dx)
}

/// [`log_softmax_rows()`] and its rule as graph primitives.
pub mod log_softmax_rows_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Reduction, Unary, Value};

    /// `(x - max) - ln Σ e^(x - max)` per row.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let max = g.row_reduce(x, Reduction::Max)?;
        let shifted = g.sub(x, max)?;
        let e = g.unary(Unary::Exponential, shifted)?;
        let sum = g.row_reduce(e, Reduction::Sum)?;
        let log_sum = g.unary(Unary::Log, sum)?;
        g.sub(shifted, log_sum)
    }

    /// `dy - e^y Σ dy` per row.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        let total = g.row_reduce(dy, Reduction::Sum)?;
        let p = g.unary(Unary::Exponential, y)?;
        let spread = g.mul(p, total)?;
        g.sub(dy, spread)
    }
}

/// `ln Σ_j e^x[i, j]` for every row `i`; an error if rows are empty.
#[vjp(crate = crate, backward = logsumexp_rows_backward, trace = logsumexp_rows_trace, check(N = 3, D = 4))]
pub fn logsumexp_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Vector<T, N>> {
    let d = x.ncols();
    nonempty("logsumexp_rows", d)?;
    let sums = crate::simd::vectorized(
        #[inline(always)]
        || x.data().chunks_exact(d).map(log_sum_exp).collect(),
    );
    Tensor::from_vec((x.shape().0,), sums)
}

/// The rule of [`logsumexp_rows()`]: `dx[i, j] = dy[i] e^(x[i, j] - y[i])` (the softmax).
pub fn logsumexp_rows_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    y: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<Matrix<T, N, D>> {
    let d = x.ncols();
    nonempty("logsumexp_rows backward", d)?;
    if y.len() != x.nrows() || dy.len() != x.nrows() {
        return Err(Error::mismatch(
            "logsumexp_rows backward",
            x.dims(),
            dy.dims(),
            "there must be one output and one cotangent per row",
        ));
    }
    let mut dx = Matrix::zeros(x.shape());
    crate::simd::vectorized(
        #[inline(always)]
        || {
            let rows = x.data().chunks_exact(d).zip(dx.data_mut().chunks_exact_mut(d));
            for (((row, out), &yi), &di) in rows.zip(y.data()).zip(dy.data()) {
                for (o, &v) in out.iter_mut().zip(row) {
                    *o = di * (v - yi).exp();
                }
            }
        },
    );
    Ok(dx)
}

/// The shift of a `logsumexp` in graph primitives: the maximum of `x` over `dims`, or 0 where
/// it is infinite.
fn finite_max(g: &mut crate::hlo::Graph, x: crate::hlo::Value, dims: &[usize]) -> Result<crate::hlo::Value> {
    use crate::hlo::{Comparison, Reduction, Unary};
    let max = g.reduce(x, dims, Reduction::Max)?;
    let size = g.unary(Unary::Abs, max)?;
    let infinity = g.full_like(max, f64::INFINITY)?;
    let infinite = g.compare(Comparison::Eq, size, infinity)?;
    let zero = g.full_like(max, 0.0)?;
    g.select(infinite, zero, max)
}

/// [`logsumexp_rows()`] and its rule as graph primitives.
pub mod logsumexp_rows_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `m + ln Σ_j e^(x[i, j] - m)`, `m` the row's maximum (0 if infinite).
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let shift = super::finite_max(g, x, &[1])?;
        let spread = g.broadcast_cols(shift, x)?;
        let shifted = g.sub(x, spread)?;
        let e = g.unary(Unary::Exponential, shifted)?;
        let sum = g.sum(e, &[1])?;
        let log_sum = g.unary(Unary::Log, sum)?;
        g.add(log_sum, shift)
    }

    /// `dy[i] e^(x[i, j] - y[i])`.
    pub fn backward(g: &mut Graph, x: Value, y: Value, dy: Value) -> Result<Value> {
        let y = g.broadcast_cols(y, x)?;
        let dy = g.broadcast_cols(dy, x)?;
        let centred = g.sub(x, y)?;
        let p = g.unary(Unary::Exponential, centred)?;
        g.mul(dy, p)
    }
}

/// `ln Σ eˣ` over every element, a scalar; an error for an empty tensor.
#[vjp(crate = crate, backward = logsumexp_backward, trace = logsumexp_trace, check(S = (Const<2>, Const<3>)))]
pub fn logsumexp<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Result<Tensor0<T>> {
    nonempty("logsumexp", x.numel())?;
    Ok(Tensor0::scalar(crate::simd::vectorized(
        #[inline(always)]
        || log_sum_exp(x.data()),
    )))
}

/// The rule of [`logsumexp()`]: `dx = dy e^(x - y)` (the softmax of everything).
pub fn logsumexp_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor0<T>,
    dy: &Tensor0<T>,
) -> Result<Tensor<T, S>> {
    nonempty("logsumexp backward", x.numel())?;
    let (y, d) = (y.value(), dy.value());
    Ok(x.map(
        #[inline(always)]
        |v| d * (v - y).exp(),
    ))
}

/// [`logsumexp()`] and its rule as graph primitives.
pub mod logsumexp_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `m + ln Σ e^(x - m)`, `m` the maximum (0 if infinite).
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        let all: Vec<usize> = (0..shape.len()).collect();
        let shift = super::finite_max(g, x, &all)?;
        let spread = g.broadcast_in_dim(shift, &shape, &[])?;
        let shifted = g.sub(x, spread)?;
        let e = g.unary(Unary::Exponential, shifted)?;
        let sum = g.sum(e, &all)?;
        let log_sum = g.unary(Unary::Log, sum)?;
        g.add(log_sum, shift)
    }

    /// `dy e^(x - y)`.
    pub fn backward(g: &mut Graph, x: Value, y: Value, dy: Value) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        let y = g.broadcast_in_dim(y, &shape, &[])?;
        let dy = g.broadcast_in_dim(dy, &shape, &[])?;
        let centred = g.sub(x, y)?;
        let p = g.unary(Unary::Exponential, centred)?;
        g.mul(dy, p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// PyTorch's values at the edges: rows of `-inf` and `+inf`, and a row at ±800 that a
    /// shiftless sum would overflow.
    #[test]
    fn infinities_and_large_values_are_pytorchs() {
        let inf = f64::INFINITY;
        let x = Matrix::<f64, usize, usize>::from_vec((3, 2), vec![-inf, -inf, inf, 1.0, 800.0, -800.0]).unwrap();
        let y = logsumexp_rows(&x).unwrap();
        assert_eq!(y.data(), [-inf, inf, 800.0]);
        assert_eq!(logsumexp(&x).unwrap().value(), inf);
        let l = log_softmax_rows(&x);
        assert!(l.data()[0].is_nan() && l.data()[1].is_nan());
        assert_eq!(&l.data()[4..], [0.0, -1600.0]);
        assert!(logsumexp_rows(&Matrix::<f64, usize, usize>::zeros((2, 0))).is_err());
    }
}

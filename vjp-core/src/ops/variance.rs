//! The variance and the standard deviation of each row, with Bessel's correction as an
//! argument (`torch.var(x, dim=-1, correction=c)`, `torch.std(x, dim=-1, correction=c)`).
//!
//! As PyTorch's: the divisor is `max(D - c, 0)`, so a row of one element with `c = 1` has a
//! NaN variance; the standard deviation's gradient is 0 where it is 0 (a constant row).
//!
//! ```
//! use vjp_core::{Const, Matrix, std_rows, var_rows};
//! let x = Matrix::<f64, Const<1>, Const<4>>::new(vec![1.0, 2.0, 3.0, 4.0])?;
//! assert!((var_rows(&x, 1)?.data()[0] - 5.0 / 3.0).abs() < 1e-15);
//! assert!((std_rows(&x, 0)?.data()[0] - 1.25f64.sqrt()).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor, Vector};
use crate::vjp;

/// An error unless rows have elements and there is one output and one cotangent per row.
fn check_rows<T: Scalar, N: Dim, D: Dim>(op: &'static str, x: &Matrix<T, N, D>, per_row: &[&[T]]) -> Result<()> {
    if x.ncols() == 0 {
        return Err(Error::invalid(op, "rows must not be empty"));
    }
    if per_row.iter().any(|v| v.len() != x.nrows()) {
        return Err(Error::invalid(op, "there must be one output and one cotangent per row"));
    }
    Ok(())
}

/// `1 / max(D - correction, 0)`: infinite (so a NaN or infinite result) when nothing is left.
fn inverse_divisor(width: usize, correction: usize) -> f64 {
    1.0 / width.saturating_sub(correction) as f64
}

/// Every row's mean, and `Σ (x - mean)²` over it.
fn centred_squares<T: Scalar>(x: &[T], width: usize) -> Vec<(T, T)> {
    x.chunks_exact(width)
        .map(|row| {
            let mean = reduce::sum(row) / T::from_usize(width);
            let squares = row.iter().map(|&v| (v - mean) * (v - mean)).sum::<T>();
            (mean, squares)
        })
        .collect()
}

/// `Σ_j (x[i, j] - mean_i)² / max(D - correction, 0)` for every row `i`; an error if rows are
/// empty.
#[vjp(crate = crate, backward = var_rows_backward, trace = var_rows_trace, check(N = 3, D = 4, correction = 1))]
pub fn var_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, correction: usize) -> Result<Vector<T, N>> {
    check_rows("var_rows", x, &[])?;
    let scale = T::from_f64(inverse_divisor(x.ncols(), correction));
    let vars = centred_squares(x.data(), x.ncols())
        .into_iter()
        .map(|(_, s)| s * scale)
        .collect();
    Tensor::from_vec((x.shape().0,), vars)
}

/// The rule of [`var_rows()`]: `dx[i, j] = dy[i] · 2 (x[i, j] - mean_i) / max(D - c, 0)`.
pub fn var_rows_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    correction: &usize,
    y: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<Matrix<T, N, D>> {
    check_rows("var_rows backward", x, &[y.data(), dy.data()])?;
    let width = x.ncols();
    let scale = T::from_f64(2.0 * inverse_divisor(width, *correction));
    let means = centred_squares(x.data(), width);
    let mut dx = Vec::with_capacity(x.data().len());
    for ((row, &(mean, _)), &d) in x.data().chunks_exact(width).zip(&means).zip(dy.data()) {
        dx.extend(row.iter().map(|&v| d * scale * (v - mean)));
    }
    Tensor::from_vec(x.shape(), dx)
}

/// [`var_rows()`] and its rule as graph primitives.
pub mod var_rows_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `Σ_j (x - mean)² / max(D - c, 0)`.
    pub fn forward(g: &mut Graph, x: Value, correction: usize) -> Result<Value> {
        let centred = super::centred(g, x)?;
        let squares = g.mul(centred, centred)?;
        let sums = g.sum(squares, &[1])?;
        let width = super::width(g, x)?;
        g.scale(sums, super::inverse_divisor(width, correction))
    }

    /// `dy · 2 (x - mean) / max(D - c, 0)`.
    pub fn backward(g: &mut Graph, x: Value, correction: &usize, _: Value, dy: Value) -> Result<Value> {
        let centred = super::centred(g, x)?;
        let dy = g.broadcast_cols(dy, x)?;
        let product = g.mul(dy, centred)?;
        let width = super::width(g, x)?;
        g.scale(product, 2.0 * super::inverse_divisor(width, *correction))
    }
}

/// The row width of the matrix `x` in a graph; an error for another rank.
fn width(g: &crate::hlo::Graph, x: crate::hlo::Value) -> Result<usize> {
    match g.shape(x)? {
        &[_, width] => Ok(width),
        shape => Err(Error::invalid(
            "var_rows",
            format!("expected a matrix, got the shape {shape:?}"),
        )),
    }
}

/// `x - mean` per row, in graph primitives.
fn centred(g: &mut crate::hlo::Graph, x: crate::hlo::Value) -> Result<crate::hlo::Value> {
    let mean = g.row_mean(x)?;
    g.sub(x, mean)
}

/// `√var_rows(x, correction)` for every row; an error if rows are empty.
#[vjp(crate = crate, backward = std_rows_backward, trace = std_rows_trace, check(N = 3, D = 4, correction = 1))]
pub fn std_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, correction: usize) -> Result<Vector<T, N>> {
    Ok(var_rows(x, correction)?.map(T::sqrt))
}

/// The rule of [`std_rows()`]: `dx[i, j] = dy[i] (x[i, j] - mean_i) / (max(D - c, 0) y[i])`,
/// 0 in a row whose deviation is 0.
pub fn std_rows_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    correction: &usize,
    y: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<Matrix<T, N, D>> {
    check_rows("std_rows backward", x, &[y.data(), dy.data()])?;
    let halved = Tensor::from_vec(
        (y.shape().0,),
        y.data()
            .iter()
            .zip(dy.data())
            .map(|(&s, &d)| if s == T::ZERO { T::ZERO } else { d / (s + s) })
            .collect(),
    )?;
    var_rows_backward(x, correction, y, &halved)
}

/// [`std_rows()`] and its rule as graph primitives.
pub mod std_rows_trace {
    use crate::error::Result;
    use crate::hlo::{Comparison, Graph, Unary, Value};

    /// `√var`.
    pub fn forward(g: &mut Graph, x: Value, correction: usize) -> Result<Value> {
        let var = super::var_rows_trace::forward(g, x, correction)?;
        g.unary(Unary::Sqrt, var)
    }

    /// The variance's pullback of `dy / (2 y)`, 0 where `y` is 0.
    pub fn backward(g: &mut Graph, x: Value, correction: &usize, y: Value, dy: Value) -> Result<Value> {
        let twice = g.scale(y, 2.0)?;
        let ratio = g.div(dy, twice)?;
        let zero = g.full_like(y, 0.0)?;
        let flat = g.compare(Comparison::Eq, y, zero)?;
        let halved = g.select(flat, zero, ratio)?;
        super::var_rows_trace::backward(g, x, correction, y, halved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// PyTorch's edges: one element with correction 1 is NaN, a constant row's deviation has
    /// gradient 0, and empty rows are an error.
    #[test]
    fn edges_are_pytorchs() {
        let one = Matrix::<f64, usize, usize>::from_vec((1, 1), vec![3.0]).unwrap();
        assert!(var_rows(&one, 1).unwrap().data()[0].is_nan());
        assert_eq!(var_rows(&one, 0).unwrap().data(), [0.0]);
        let flat = Matrix::<f64, usize, usize>::from_vec((1, 3), vec![2.0; 3]).unwrap();
        let y = std_rows(&flat, 1).unwrap();
        let dy = Vector::from_vec((1,), vec![1.0]).unwrap();
        assert_eq!(std_rows_backward(&flat, &1, &y, &dy).unwrap().data(), [0.0; 3]);
        assert!(var_rows(&Matrix::<f64, usize, usize>::zeros((2, 0)), 1).is_err());
    }
}

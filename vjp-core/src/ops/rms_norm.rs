//! RMS normalisation of each row, PyTorch's `F.rms_norm(x, [D], weight, eps)` (LLaMA's
//! `RMSNorm`): `x / sqrt(mean(x²) + eps) ⊙ γ`. PyTorch's default `eps` is the scalar type's
//! machine epsilon (`T::EPSILON` here); pass it explicitly.
//!
//! ```
//! use vjp_core::{Const, Matrix, Vector, rms_norm};
//! let x = Matrix::<f64, Const<1>, Const<2>>::new(vec![3.0, 4.0])?;
//! let y = rms_norm(&x, &Vector::new(vec![1.0, 2.0])?, 0.0)?;
//! let rms = 12.5f64.sqrt();
//! assert!((y.data()[1] - 8.0 / rms).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::vjp;

/// An error naming `op` unless `γ` has one entry per column, rows have elements and `eps` is
/// not negative.
fn check<T: Scalar, N: Dim, D: Dim>(op: &'static str, x: &Matrix<T, N, D>, gamma: &Vector<T, D>, eps: T) -> Result<()> {
    if gamma.len() != x.ncols() {
        return Err(Error::mismatch(
            op,
            x.dims(),
            gamma.dims(),
            "γ has one entry per column",
        ));
    }
    if x.ncols() == 0 {
        return Err(Error::invalid(op, "rows must not be empty"));
    }
    if eps.to_f64().is_nan() || eps.to_f64() < 0.0 {
        return Err(Error::invalid(op, format!("eps must not be negative, got {eps}")));
    }
    Ok(())
}

/// `1 / sqrt(mean(x²) + eps)` of `row`.
fn inverse_rms<T: Scalar>(row: &[T], eps: T) -> T {
    let mean_square = reduce::sum_by(row, |v| v * v) / T::from_usize(row.len());
    T::ONE / (mean_square + eps).sqrt()
}

/// `x r ⊙ γ` for every row, `r = 1 / sqrt(mean(x²) + eps)`.
#[vjp(crate = crate, backward = rms_norm_backward, trace = rms_norm_trace, check(N = 3, D = 5, eps = 1e-6))]
pub fn rms_norm<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    eps: T,
) -> Result<Matrix<T, N, D>> {
    check("rms_norm", x, gamma, eps)?;
    let mut y = Vec::with_capacity(x.numel());
    for row in x.data().chunks_exact(x.ncols()) {
        let r = inverse_rms(row, eps);
        y.extend(row.iter().zip(gamma.data()).map(|(&v, &g)| v * r * g));
    }
    Matrix::from_vec(x.shape(), y)
}

/// The rule of [`rms_norm()`]: per row, with `x̂ = x r` and `g = dy ⊙ γ`,
/// `dx = r (g - x̂ mean(g ⊙ x̂))`; `dγ = Σ_rows dy ⊙ x̂`.
pub fn rms_norm_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    eps: &T,
    _: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    check("rms_norm backward", x, gamma, *eps)?;
    x.check_same_shape(dy, "rms_norm backward")?;
    let d = x.ncols();
    let mut dx = Vec::with_capacity(x.numel());
    let mut dgamma = Vector::zeros(gamma.shape());
    for (row, dy_row) in x.data().chunks_exact(d).zip(dy.data().chunks_exact(d)) {
        let r = inverse_rms(row, *eps);
        let mut mean_gx = T::ZERO;
        for ((&v, &dyi), (&gam, dg)) in row.iter().zip(dy_row).zip(gamma.data().iter().zip(dgamma.data_mut())) {
            *dg += dyi * v * r;
            mean_gx += dyi * gam * v * r;
        }
        mean_gx /= T::from_usize(d);
        dx.extend(
            row.iter()
                .zip(dy_row)
                .zip(gamma.data())
                .map(|((&v, &dyi), &gam)| r * (dyi * gam - v * r * mean_gx)),
        );
    }
    Ok((Matrix::from_vec(x.shape(), dx)?, dgamma))
}

/// [`rms_norm()`] and its rule as graph primitives.
pub mod rms_norm_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};
    use crate::scalar::Scalar;

    /// `r = rsqrt(mean(x²) + eps)` per row, spread over the row.
    fn inverse_rms(g: &mut Graph, x: Value, eps: f64) -> Result<Value> {
        let squares = g.mul(x, x)?;
        let width = g.shape(x)?.last().copied().unwrap_or(1).max(1);
        let sums = g.sum(squares, &[1])?;
        let means = g.scale(sums, 1.0 / width as f64)?;
        let eps = g.full_like(means, eps)?;
        let shifted = g.add(means, eps)?;
        let r = g.unary(Unary::Rsqrt, shifted)?;
        g.broadcast_cols(r, x)
    }

    /// `x r ⊙ γ`.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, gamma: Value, eps: T) -> Result<Value> {
        let r = inverse_rms(g, x, eps.to_f64())?;
        let xhat = g.mul(x, r)?;
        let gain = g.broadcast_rows(gamma, x)?;
        g.mul(xhat, gain)
    }

    /// `dx = r (g - x̂ mean(g ⊙ x̂))`, `dγ = Σ_rows dy ⊙ x̂`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        eps: &T,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value)> {
        let r = inverse_rms(g, x, eps.to_f64())?;
        let xhat = g.mul(x, r)?;
        let gain = g.broadcast_rows(gamma, x)?;
        let gd = g.mul(dy, gain)?;
        let product = g.mul(gd, xhat)?;
        let mean = g.row_mean(product)?;
        let correction = g.mul(xhat, mean)?;
        let inner = g.sub(gd, correction)?;
        let dx = g.mul(r, inner)?;
        let weighted = g.mul(dy, xhat)?;
        Ok((dx, g.sum(weighted, &[0])?))
    }
}

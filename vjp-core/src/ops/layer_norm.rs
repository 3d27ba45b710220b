//! Row-wise LayerNorm without affine terms: each row is centred and divided by
//! `sqrt(population variance + eps)`. The affine terms are [`row_scale()`](super::row_affine)
//! and [`row_bias()`](super::row_affine), as the seeds factor a vector LayerNorm.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// Calls `f(row, mean, 1/sqrt(var + eps))` for every row of `x`, in order.
fn for_each_row<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, eps: T, mut f: impl FnMut(&[T], T, T)) -> Result<()> {
    if eps.to_f64().is_nan() || eps.to_f64() <= 0.0 {
        return Err(Error::invalid(
            "layer_norm_rows",
            format!("eps must be positive, got {eps}"),
        ));
    }
    let d = x.ncols();
    if d == 0 {
        return Err(Error::invalid("layer_norm_rows", "rows must not be empty"));
    }
    let inv_d = T::ONE / T::from_usize(d);
    for row in x.data().chunks_exact(d) {
        let mean = reduce::sum(row) * inv_d;
        let var = reduce::sum_by(row, |v| (v - mean) * (v - mean)) * inv_d;
        f(row, mean, T::ONE / (var + eps).sqrt());
    }
    Ok(())
}

/// `(x - mean) / sqrt(var + eps)` for every row of `x` (population variance). Its witness
/// is [`LayerNormRows`](crate::LayerNormRows).
#[vjp(crate = crate, backward = layer_norm_rows_backward, lower = layer_norm_rows_lowering, check(N = 3, D = 5, eps = 1e-5))]
pub fn layer_norm_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, eps: T) -> Result<Matrix<T, N, D>> {
    let d = x.ncols();
    let mut y = Matrix::zeros(x.shape());
    let mut out_rows = y.data_mut().chunks_exact_mut(d.max(1));
    for_each_row(x, eps, |row, mean, r| {
        if let Some(out) = out_rows.next() {
            for (o, &v) in out.iter_mut().zip(row) {
                *o = (v - mean) * r;
            }
        }
    })?;
    Ok(y)
}

/// The rule of [`layer_norm_rows()`]: per row, `dx = r (dy - mean(dy) - x̂ mean(dy ⊙ x̂))` with
/// `x̂` the output and `r = 1/sqrt(var + eps)` (the row's statistics are read again from `x`,
/// one pass, rather than kept).
pub fn layer_norm_rows_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    eps: &T,
    y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    x.check_same_shape(dy, "layer_norm_rows backward")?;
    x.check_same_shape(y, "layer_norm_rows backward")?;
    let d = x.ncols();
    let inv_d = T::ONE / T::from_usize(d);
    let mut dx = Matrix::zeros(x.shape());
    let mut rows = (y.data().chunks_exact(d.max(1)))
        .zip(dy.data().chunks_exact(d.max(1)))
        .zip(dx.data_mut().chunks_exact_mut(d.max(1)));
    for_each_row(x, *eps, |_, _, r| {
        if let Some(((xhat, g), out)) = rows.next() {
            let mean_g = reduce::sum(g) * inv_d;
            let mean_gx = reduce::dot(g, xhat) * inv_d;
            for ((o, &gi), &xi) in out.iter_mut().zip(g).zip(xhat) {
                *o = r * (gi - mean_g - xi * mean_gx);
            }
        }
    })?;
    Ok(dx)
}

/// [`layer_norm_rows()`] and its rule as graph primitives.
pub mod layer_norm_rows_lowering {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Unary, Value};
    use crate::scalar::Scalar;

    /// `x - mean(x)` and `1/sqrt(var + eps)`, per row, spread over the row.
    fn statistics<T: Scalar>(g: &mut Graph, x: Value, eps: T) -> Result<(Value, Value)> {
        let eps = eps.to_f64();
        if eps.is_nan() || eps <= 0.0 {
            return Err(Error::invalid(
                "layer_norm_rows",
                format!("eps must be positive, got {eps}"),
            ));
        }
        let mean = g.row_mean(x)?;
        let centred = g.sub(x, mean)?;
        let squares = g.mul(centred, centred)?;
        let var = g.row_mean(squares)?;
        let eps = g.full_like(var, eps)?;
        let var = g.add(var, eps)?;
        Ok((centred, g.unary(Unary::Rsqrt, var)?))
    }

    /// `(x - mean) / sqrt(var + eps)` per row.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, eps: T) -> Result<Value> {
        let (centred, r) = statistics(g, x, eps)?;
        g.mul(centred, r)
    }

    /// `r (dy - mean(dy) - x̂ mean(dy ⊙ x̂))` per row, `x̂` the output, `r` read again from `x`.
    pub fn backward<T: Scalar>(g: &mut Graph, x: Value, eps: &T, y: Value, dy: Value) -> Result<Value> {
        let (_, r) = statistics(g, x, *eps)?;
        let mean_g = g.row_mean(dy)?;
        let products = g.mul(dy, y)?;
        let mean_gx = g.row_mean(products)?;
        let along = g.mul(y, mean_gx)?;
        let centred = g.sub(dy, mean_g)?;
        let inner = g.sub(centred, along)?;
        g.mul(r, inner)
    }
}

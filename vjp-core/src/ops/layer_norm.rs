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
#[vjp(crate = crate, backward = layer_norm_rows_backward, check(N = 3, D = 5, eps = 1e-5))]
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

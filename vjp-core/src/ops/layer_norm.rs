//! Row-wise LayerNorm without affine terms: each row is centred and divided by
//! `sqrt(population variance + eps)`. The affine terms are [`RowScale`](super::row_affine::RowScale)
//! and [`RowBias`](super::row_affine::RowBias), as the seeds factor a vector LayerNorm.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::witness::{Parameterless, Vjp};

/// What the LayerNorm forward keeps: the normalised rows and each row's `1/sqrt(var + eps)`.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerNormSaved<T: Scalar, N: Dim, D: Dim> {
    /// `(x - mean) / sqrt(var + eps)`, the output.
    pub normalized: Matrix<T, N, D>,
    /// `1 / sqrt(var + eps)` per row.
    pub inv_std: Vector<T, N>,
}

/// Normalises every row of `x`; returns the output and what the backward needs.
pub fn layer_norm_rows<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    eps: T,
) -> Result<LayerNormSaved<T, N, D>> {
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
    let mut normalized = Matrix::zeros(x.shape());
    let mut inv_std = Vector::zeros((x.shape().0,));
    for ((row, out), r) in x
        .data()
        .chunks_exact(d)
        .zip(normalized.data_mut().chunks_exact_mut(d))
        .zip(inv_std.data_mut())
    {
        let mean = row.iter().copied().sum::<T>() * inv_d;
        let var = row.iter().map(|&v| (v - mean) * (v - mean)).sum::<T>() * inv_d;
        *r = T::ONE / (var + eps).sqrt();
        for (o, &v) in out.iter_mut().zip(row) {
            *o = (v - mean) * *r;
        }
    }
    Ok(LayerNormSaved {
        normalized,
        inv_std,
    })
}

/// The VJP of [`layer_norm_rows`]: per row, `dx = r (dy - mean(dy) - x̂ mean(dy ⊙ x̂))`.
pub fn layer_norm_rows_backward<T: Scalar, N: Dim, D: Dim>(
    saved: &LayerNormSaved<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    saved
        .normalized
        .check_same_shape(dy, "layer_norm_rows backward")?;
    let d = dy.ncols();
    let inv_d = T::ONE / T::from_usize(d);
    let mut dx = Matrix::zeros(dy.shape());
    for (((xhat, g), out), &r) in saved
        .normalized
        .data()
        .chunks_exact(d)
        .zip(dy.data().chunks_exact(d))
        .zip(dx.data_mut().chunks_exact_mut(d))
        .zip(saved.inv_std.data())
    {
        let mean_g = g.iter().copied().sum::<T>() * inv_d;
        let mean_gx = g.iter().zip(xhat).map(|(&a, &b)| a * b).sum::<T>() * inv_d;
        for ((o, &gi), &xi) in out.iter_mut().zip(g).zip(xhat) {
            *o = r * (gi - mean_g - xi * mean_gx);
        }
    }
    Ok(dx)
}

/// The witness for [`layer_norm_rows`].
#[derive(Clone, Copy, Debug)]
pub struct LayerNormRows<T> {
    /// Added to the variance before the square root (timm 1e-6, lean4-mlir 1e-5).
    pub eps: T,
}

impl<T> Parameterless for LayerNormRows<T> {}

impl<T: Scalar, N: Dim, D: Dim> Vjp<T, Matrix<T, N, D>> for LayerNormRows<T> {
    type Output = Matrix<T, N, D>;
    type Saved = LayerNormSaved<T, N, D>;
    fn forward(&self, x: Matrix<T, N, D>) -> Result<(Self::Output, Self::Saved)> {
        let saved = layer_norm_rows(&x, self.eps)?;
        Ok((saved.normalized.clone(), saved))
    }
    fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(Matrix<T, N, D>, ())> {
        Ok((layer_norm_rows_backward(saved, dy)?, ()))
    }
}

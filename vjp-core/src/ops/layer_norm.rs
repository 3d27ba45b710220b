//! Row-wise LayerNorm. [`layer_norm_rows()`] has no affine terms: each row is centred and
//! divided by `sqrt(population variance + eps)`; the seeds factor a vector LayerNorm as it,
//! then [`row_scale()`](super::axis_affine) and [`row_bias()`](super::axis_affine) (the derived
//! [`blocks::layer_norm`](crate::blocks::layer_norm())). [`layer_norm()`] is that LayerNorm in
//! one op: one pass forward and one backward per row, where the factored form takes three
//! passes and three allocations each way; it gives the factored form's values bit for bit
//! (`vjp-core/tests/fused_layer_norm.rs`), and traces to it.

use super::axis_affine::Along;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
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
    crate::simd::vectorized(
        #[inline(always)]
        || {
            for row in x.data().chunks_exact(d) {
                let mean = reduce::sum(row) * inv_d;
                let var = reduce::sum_by(row, |v| (v - mean) * (v - mean)) * inv_d;
                f(row, mean, T::ONE / (var + eps).sqrt());
            }
        },
    );
    Ok(())
}

/// `(x - mean) / sqrt(var + eps)` for every row of `x` (population variance). Its witness
/// is [`LayerNormRows`](crate::LayerNormRows).
#[vjp(crate = crate, backward = layer_norm_rows_backward, trace = layer_norm_rows_trace, check(N = 3, D = 5, eps = 1e-5))]
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
pub mod layer_norm_rows_trace {
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

/// Vector LayerNorm on every row, `β + γ ⊙ (x - mean) / sqrt(var + eps)` (population
/// variance), in one pass: timm's `nn.LayerNorm` over the last axis. Its witness is
/// [`LayerNorm`](crate::LayerNorm), parameters `gamma` (timm's `weight`) and `beta` (`bias`).
/// The values are those of the factored form
/// [`blocks::layer_norm`](crate::blocks::layer_norm()) bit for bit.
#[vjp(
    crate = crate,
    forward = layer_norm_with_statistics,
    backward = layer_norm_backward,
    trace = layer_norm_trace,
    check(N = 3, D = 5, eps = 1e-5)
)]
pub fn layer_norm<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    beta: &Vector<T, D>,
    eps: T,
) -> Result<Matrix<T, N, D>> {
    layer_norm_with_statistics(x, gamma, beta, eps).map(|(y, _)| y)
}

/// [`layer_norm()`] and every row's statistics `[mean, 1/sqrt(var + eps)]`, row after row
/// (`2 N` values): the forward of a train step, which hands them to [`layer_norm_backward()`].
pub fn layer_norm_with_statistics<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    beta: &Vector<T, D>,
    eps: T,
) -> Result<(Matrix<T, N, D>, Vec<T>)> {
    check_affine("layer_norm", x, gamma, beta)?;
    normalize_affine(x, gamma, Some(beta), eps)
}

/// `γ ⊙ (x - mean) r`, plus `β` if given, for every row, and every row's `[mean, r]`: the
/// forward of [`layer_norm()`] and of [`layer_norm_no_bias()`]. The factored form's roundings
/// in its order: normalise, scale, shift.
fn normalize_affine<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    beta: Option<&Vector<T, D>>,
    eps: T,
) -> Result<(Matrix<T, N, D>, Vec<T>)> {
    let mut y = Vec::with_capacity(x.data().len());
    let mut statistics = Vec::with_capacity(2 * x.nrows());
    for_each_row(x, eps, |row, mean, r| {
        let scaled = row.iter().zip(gamma.data()).map(|(&v, &g)| (v - mean) * r * g);
        match beta {
            Some(beta) => y.extend(scaled.zip(beta.data()).map(|(v, &b)| v + b)),
            None => y.extend(scaled),
        }
        statistics.extend([mean, r]);
    })?;
    Ok((Matrix::from_vec(x.shape(), y)?, statistics))
}

/// The rule of [`layer_norm()`]: per row, with `x̂ = (x - mean) r` rebuilt from the saved
/// statistics and `g = dy ⊙ γ`: `dx = r (g - mean(g) - x̂ mean(g ⊙ x̂))`, `dγ = Σ_rows dy ⊙ x̂`,
/// `dβ = Σ_rows dy` (the factored form's backward, in its order of operations).
#[allow(clippy::too_many_arguments)]
pub fn layer_norm_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    beta: &Vector<T, D>,
    _eps: &T,
    _y: &Matrix<T, N, D>,
    statistics: &[T],
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>, Vector<T, D>)> {
    check_affine("layer_norm backward", x, gamma, beta)?;
    normalize_affine_backward(x, gamma, statistics, dy)
}

/// The rule of [`normalize_affine`]: `(dx, dγ, dβ)` per row, with `x̂ = (x - mean) r` rebuilt
/// from the saved statistics and `g = dy ⊙ γ`: `dx = r (g - mean(g) - x̂ mean(g ⊙ x̂))`,
/// `dγ = Σ_rows dy ⊙ x̂`, `dβ = Σ_rows dy` (the factored form's backward, in its order).
fn normalize_affine_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    statistics: &[T],
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>, Vector<T, D>)> {
    x.check_same_shape(dy, "layer_norm backward")?;
    if statistics.len() != 2 * x.nrows() {
        return Err(Error::invalid(
            "layer_norm backward",
            format!(
                "{} saved statistics, expected {} (a mean and a scale for each of {} rows)",
                statistics.len(),
                2 * x.nrows(),
                x.nrows()
            ),
        ));
    }
    let d = x.ncols();
    if d == 0 {
        return Err(Error::invalid("layer_norm backward", "rows must not be empty"));
    }
    let mut dx = Vec::with_capacity(x.data().len());
    let mut dgamma = Vector::zeros((gamma.shape().0,));
    let mut dbeta = Vector::zeros((gamma.shape().0,));
    let inv_d = T::ONE / T::from_usize(d);
    let (mut xhat, mut g) = (vec![T::ZERO; d], vec![T::ZERO; d]);
    let rows = x.data().chunks_exact(d).zip(dy.data().chunks_exact(d));
    crate::simd::vectorized(
        #[inline(always)]
        || {
            for ((row, dy_row), &[mean, r]) in rows.zip(statistics.as_chunks::<2>().0) {
                for (((xh, gi), (&v, &dyi)), (&gam, (dg, db))) in
                    xhat.iter_mut().zip(g.iter_mut()).zip(row.iter().zip(dy_row)).zip(
                        gamma
                            .data()
                            .iter()
                            .zip(dgamma.data_mut().iter_mut().zip(dbeta.data_mut().iter_mut())),
                    )
                {
                    *xh = (v - mean) * r;
                    *gi = dyi * gam;
                    *dg += *xh * dyi;
                    *db += dyi;
                }
                let mean_g = reduce::sum(&g) * inv_d;
                let mean_gx = reduce::dot(&g, &xhat) * inv_d;
                dx.extend(g.iter().zip(&xhat).map(|(&gi, &xi)| r * (gi - mean_g - xi * mean_gx)));
            }
        },
    );
    Ok((Matrix::from_vec(x.shape(), dx)?, dgamma, dbeta))
}

/// LayerNorm with a gain and no bias on every row, `γ ⊙ (x - mean) / sqrt(var + eps)`, in one
/// pass forward and one back: PyTorch's `nn.LayerNorm(d, bias=False)` (nanoGPT's). Its witness
/// is [`LayerNormNoBias`](crate::LayerNormNoBias); its values are those of
/// `row_scale(layer_norm_rows(x, eps), γ)` bit for bit.
#[vjp(
    crate = crate,
    forward = layer_norm_no_bias_with_statistics,
    backward = layer_norm_no_bias_backward,
    trace = layer_norm_no_bias_trace,
    check(N = 3, D = 5, eps = 1e-5)
)]
pub fn layer_norm_no_bias<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    eps: T,
) -> Result<Matrix<T, N, D>> {
    layer_norm_no_bias_with_statistics(x, gamma, eps).map(|(y, _)| y)
}

/// [`layer_norm_no_bias()`] and every row's statistics `[mean, 1/sqrt(var + eps)]`.
pub fn layer_norm_no_bias_with_statistics<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    eps: T,
) -> Result<(Matrix<T, N, D>, Vec<T>)> {
    Along::Rows.check("layer_norm_no_bias", x, gamma)?;
    normalize_affine(x, gamma, None, eps)
}

/// The rule of [`layer_norm_no_bias()`]: [`layer_norm_backward()`]'s `dx` and `dγ`.
pub fn layer_norm_no_bias_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    _eps: &T,
    _y: &Matrix<T, N, D>,
    statistics: &[T],
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    Along::Rows.check("layer_norm_no_bias backward", x, gamma)?;
    let (dx, dgamma, _) = normalize_affine_backward(x, gamma, statistics, dy)?;
    Ok((dx, dgamma))
}

/// [`layer_norm_no_bias()`] and its rule as graph primitives: `layer_norm_rows` then
/// `row_scale`, composed.
pub mod layer_norm_no_bias_trace {
    use super::layer_norm_rows_trace;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::ops::axis_affine::row_scale_trace;
    use crate::scalar::Scalar;

    /// `γ ⊙ (x - mean) / sqrt(var + eps)` per row.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, gamma: Value, eps: T) -> Result<Value> {
        let normalized = layer_norm_rows_trace::forward(g, x, eps)?;
        row_scale_trace::forward(g, normalized, gamma)
    }

    /// `(dx, dγ)`, the normalised rows computed again from `x`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        eps: &T,
        y: Value,
        dy: Value,
    ) -> Result<(Value, Value)> {
        let normalized = layer_norm_rows_trace::forward(g, x, *eps)?;
        let (dnormalized, dgamma) = row_scale_trace::backward(g, normalized, gamma, y, dy)?;
        let dx = layer_norm_rows_trace::backward(g, x, eps, normalized, dnormalized)?;
        Ok((dx, dgamma))
    }
}

/// An error unless γ and β each have one entry per column of `x`.
fn check_affine<T: Scalar, N: Dim, D: Dim>(
    op: &'static str,
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    beta: &Vector<T, D>,
) -> Result<()> {
    Along::Rows.check(op, x, gamma)?;
    Along::Rows.check(op, x, beta)
}

/// [`layer_norm()`] and its rule as graph primitives: the factored form's graph forms
/// ([`layer_norm_rows`](layer_norm_rows_trace), `row_scale`, `row_bias`) composed.
pub mod layer_norm_trace {
    use super::layer_norm_rows_trace;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::ops::axis_affine::{row_bias_trace, row_scale_trace};
    use crate::scalar::Scalar;

    /// `β + γ ⊙ (x - mean) / sqrt(var + eps)` per row.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, gamma: Value, beta: Value, eps: T) -> Result<Value> {
        let normalized = layer_norm_rows_trace::forward(g, x, eps)?;
        let scaled = row_scale_trace::forward(g, normalized, gamma)?;
        row_bias_trace::forward(g, scaled, beta)
    }

    /// `(dx, dγ, dβ)`, the normalised rows computed again from `x`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        beta: Value,
        eps: &T,
        y: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        let normalized = layer_norm_rows_trace::forward(g, x, *eps)?;
        // Neither affine rule reads its input's or output's value beyond these.
        let (dscaled, dbeta) = row_bias_trace::backward(g, y, beta, y, dy)?;
        let (dnormalized, dgamma) = row_scale_trace::backward(g, normalized, gamma, y, dscaled)?;
        let dx = layer_norm_rows_trace::backward(g, x, eps, normalized, dnormalized)?;
        Ok((dx, dgamma, dbeta))
    }
}

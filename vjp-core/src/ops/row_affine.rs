//! Row scale `x ⊙ γ` and row bias `x + β`: a vector applied to every row (the affine terms
//! of a vector LayerNorm).

use super::{column_sums, map_rows};
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::vjp;

/// An error unless `v` has one entry per column of `x`.
pub(super) fn check_row_vector<T: Scalar, N: Dim, D: Dim>(
    op: &'static str,
    x: &Matrix<T, N, D>,
    v: &Vector<T, D>,
) -> Result<()> {
    if x.ncols() == v.len() {
        Ok(())
    } else {
        Err(Error::mismatch(
            op,
            x.dims(),
            v.dims(),
            "the vector needs one entry per column",
        ))
    }
}

/// `y[i, j] = x[i, j] γ[j]`. Its witness is [`RowScale`](crate::RowScale), parameter `gamma`.
#[vjp(crate = crate, backward = row_scale_backward, trace = row_scale_trace, check(N = 3, D = 4))]
pub fn row_scale<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, gamma: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
    check_row_vector("row_scale", x, gamma)?;
    map_rows(x, gamma, |v, g| v * g)
}

/// The rule of [`row_scale()`]: `(dx, dγ) = (dy ⊙ γ, Σ_rows dy ⊙ x)`.
pub fn row_scale_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    x.check_same_shape(dy, "row_scale backward")?;
    let dx = row_scale(dy, gamma)?;
    let products = x.zip_map(dy, "row_scale backward", |a, b| a * b)?;
    Ok((dx, column_sums(&products)))
}

/// [`row_scale()`] and its rule as graph primitives.
pub mod row_scale_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x ⊙ γ`, γ broadcast along the rows.
    pub fn forward(g: &mut Graph, x: Value, gamma: Value) -> Result<Value> {
        let gamma = g.broadcast_rows(gamma, x)?;
        g.mul(x, gamma)
    }

    /// `(dy ⊙ γ, Σ_rows dy ⊙ x)`.
    pub fn backward(g: &mut Graph, x: Value, gamma: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        let dx = forward(g, dy, gamma)?;
        let products = g.mul(x, dy)?;
        Ok((dx, g.sum(products, &[0])?))
    }
}

/// `y[i, :] = x[i, :] + β`. Its witness is [`RowBias`](crate::RowBias), parameter `beta`.
#[vjp(crate = crate, backward = row_bias_backward, trace = row_bias_trace, check(N = 3, D = 4))]
pub fn row_bias<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, beta: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
    check_row_vector("row_bias", x, beta)?;
    map_rows(x, beta, |v, b| v + b)
}

/// The rule of [`row_bias()`]: `(dx, dβ) = (dy, Σ_rows dy)`.
pub fn row_bias_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    beta: &Vector<T, D>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    x.check_same_shape(dy, "row_bias backward")?;
    check_row_vector("row_bias backward", dy, beta)?;
    Ok((dy.clone(), column_sums(dy)))
}

/// [`row_bias()`] and its rule as graph primitives.
pub mod row_bias_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x + β`, β broadcast along the rows.
    pub fn forward(g: &mut Graph, x: Value, beta: Value) -> Result<Value> {
        let beta = g.broadcast_rows(beta, x)?;
        g.add(x, beta)
    }

    /// `(dy, Σ_rows dy)`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Ok((dy, g.sum(dy, &[0])?))
    }
}

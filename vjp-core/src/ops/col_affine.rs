//! Column scale `x ⊙ s` and column bias `x + b`: a vector with one entry per row, applied to
//! every column (each row scaled or shifted by its own number, as RMSNorm scales each token).

use super::reduction::row_sums;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::vjp;

fn check_col_vector<T: Scalar, N: Dim, D: Dim>(op: &'static str, x: &Matrix<T, N, D>, v: &Vector<T, N>) -> Result<()> {
    if x.nrows() == v.len() {
        Ok(())
    } else {
        Err(Error::mismatch(
            op,
            x.dims(),
            v.dims(),
            "the vector needs one entry per row",
        ))
    }
}

/// `x[i, :] · v[i]` for every row, unchecked.
fn scaled_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, v: &Vector<T, N>) -> Matrix<T, N, D> {
    let d = x.ncols();
    let mut y = x.clone();
    if d > 0 {
        for (row, &s) in y.data_mut().chunks_exact_mut(d).zip(v.data()) {
            for value in row {
                *value *= s;
            }
        }
    }
    y
}

/// `y[i, j] = x[i, j] s[i]`: each row scaled by its own factor.
#[vjp(crate = crate, backward = col_scale_backward, trace = col_scale_trace, check(N = 3, D = 4))]
pub fn col_scale<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, s: &Vector<T, N>) -> Result<Matrix<T, N, D>> {
    check_col_vector("col_scale", x, s)?;
    Ok(scaled_rows(x, s))
}

/// The rule of [`col_scale()`]: `(dx, ds) = (dy ⊙ s, Σ_cols dy ⊙ x)`.
pub fn col_scale_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    s: &Vector<T, N>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, N>)> {
    x.check_same_shape(dy, "col_scale backward")?;
    check_col_vector("col_scale backward", dy, s)?;
    let products = x.zip_map(dy, "col_scale backward", |a, b| a * b)?;
    Ok((scaled_rows(dy, s), row_sums(&products)))
}

/// [`col_scale()`] and its rule as graph primitives.
pub mod col_scale_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x ⊙ s`, s broadcast along the columns.
    pub fn forward(g: &mut Graph, x: Value, s: Value) -> Result<Value> {
        let s = g.broadcast_cols(s, x)?;
        g.mul(x, s)
    }

    /// `(dy ⊙ s, Σ_cols dy ⊙ x)`.
    pub fn backward(g: &mut Graph, x: Value, s: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        let dx = forward(g, dy, s)?;
        let products = g.mul(x, dy)?;
        Ok((dx, g.sum(products, &[1])?))
    }
}

/// `y[i, j] = x[i, j] + b[i]`: each row shifted by its own number.
#[vjp(crate = crate, backward = col_bias_backward, trace = col_bias_trace, check(N = 3, D = 4))]
pub fn col_bias<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, b: &Vector<T, N>) -> Result<Matrix<T, N, D>> {
    check_col_vector("col_bias", x, b)?;
    let d = x.ncols();
    let mut y = x.clone();
    if d > 0 {
        for (row, &shift) in y.data_mut().chunks_exact_mut(d).zip(b.data()) {
            for value in row {
                *value += shift;
            }
        }
    }
    Ok(y)
}

/// The rule of [`col_bias()`]: `(dx, db) = (dy, Σ_cols dy)`.
pub fn col_bias_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    b: &Vector<T, N>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, N>)> {
    x.check_same_shape(dy, "col_bias backward")?;
    check_col_vector("col_bias backward", dy, b)?;
    Ok((dy.clone(), row_sums(dy)))
}

/// [`col_bias()`] and its rule as graph primitives.
pub mod col_bias_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x + b`, b broadcast along the columns.
    pub fn forward(g: &mut Graph, x: Value, b: Value) -> Result<Value> {
        let b = g.broadcast_cols(b, x)?;
        g.add(x, b)
    }

    /// `(dy, Σ_cols dy)`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Ok((dy, g.sum(dy, &[1])?))
    }
}

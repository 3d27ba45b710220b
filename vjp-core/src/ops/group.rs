//! Grouping rows: `[B·G, W] ↔ [B, G, W]`. With the tokens of a batch stacked as rows, per-token
//! ops run on all of them at once (one large matrix product) and only attention, which mixes
//! the tokens of one example, runs per example on the grouped view.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor3};
use crate::vjp;

/// The rows of `x` in consecutive groups of `group`: `[B·G, W] → [B, G, W]`.
#[vjp(crate = crate, backward = group_rows_backward, lower = group_rows_lowering, check(R = 6, W = 2, group = 3))]
pub fn group_rows<T: Scalar, R: Dim, W: Dim>(x: &Matrix<T, R, W>, group: usize) -> Result<Tensor3<T, usize, usize, W>> {
    if group == 0 || !x.nrows().is_multiple_of(group) {
        return Err(Error::invalid(
            "group_rows",
            format!("{} rows do not split into groups of {group}", x.nrows()),
        ));
    }
    x.clone().reshape((x.nrows() / group, group, x.shape().1))
}

/// The rule of [`group_rows()`]: the cotangent's groups stacked back.
pub fn group_rows_backward<T: Scalar, R: Dim, W: Dim>(
    x: &Matrix<T, R, W>,
    _group: &usize,
    _y: &Tensor3<T, usize, usize, W>,
    dy: &Tensor3<T, usize, usize, W>,
) -> Result<Matrix<T, R, W>> {
    dy.clone().reshape(x.shape())
}

/// The groups of `x` stacked as rows: `[B, G, W] → [B·G, W]`.
#[vjp(crate = crate, backward = ungroup_rows_backward, lower = ungroup_rows_lowering, check(B = 2, G = 3, W = 2))]
pub fn ungroup_rows<T: Scalar, B: Dim, G: Dim, W: Dim>(x: &Tensor3<T, B, G, W>) -> Result<Matrix<T, usize, W>> {
    let (b, g, w) = x.shape();
    x.clone().reshape((b.size() * g.size(), w))
}

/// The rule of [`ungroup_rows()`]: the cotangent's rows grouped back.
pub fn ungroup_rows_backward<T: Scalar, B: Dim, G: Dim, W: Dim>(
    x: &Tensor3<T, B, G, W>,
    _y: &Matrix<T, usize, W>,
    dy: &Matrix<T, usize, W>,
) -> Result<Tensor3<T, B, G, W>> {
    dy.clone().reshape(x.shape())
}

/// [`group_rows()`] and its rule as graph primitives.
pub mod group_rows_lowering {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// `[B·G, W] → [B, G, W]`.
    pub fn forward(g: &mut Graph, x: Value, group: usize) -> Result<Value> {
        let (rows, width) = match *g.shape(x)? {
            [rows, width] => (rows, width),
            ref other => {
                return Err(Error::invalid(
                    "group_rows",
                    format!("a matrix expected, got {other:?}"),
                ));
            }
        };
        if group == 0 || !rows.is_multiple_of(group) {
            return Err(Error::invalid(
                "group_rows",
                format!("{rows} rows do not split into groups of {group}"),
            ));
        }
        g.reshape(x, &[rows / group, group, width])
    }

    /// The cotangent's groups stacked back.
    pub fn backward(g: &mut Graph, x: Value, _: &usize, _: Value, dy: Value) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        g.reshape(dy, &shape)
    }
}

/// [`ungroup_rows()`] and its rule as graph primitives.
pub mod ungroup_rows_lowering {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// `[B, G, W] → [B·G, W]`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        match *g.shape(x)? {
            [b, rows, width] => g.reshape(x, &[b * rows, width]),
            ref other => Err(Error::invalid(
                "ungroup_rows",
                format!("a rank-3 tensor expected, got {other:?}"),
            )),
        }
    }

    /// The cotangent's rows grouped back.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        g.reshape(dy, &shape)
    }
}

//! Grouping rows: `[B·G, W] ↔ [B, G, W]`. With the tokens of a batch stacked as rows, per-token
//! ops run on all of them at once (one large matrix product) and only attention, which mixes
//! the tokens of one example, runs per example on the grouped view.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor3};
use crate::vjp;

/// The rows of `x` in consecutive groups of `group`: `[B·G, W] → [B, G, W]`.
#[vjp(crate = crate, backward = group_rows_backward, trace = group_rows_trace, check(R = 6, W = 2, group = 3))]
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
#[vjp(crate = crate, backward = ungroup_rows_backward, trace = ungroup_rows_trace, check(B = 2, G = 3, W = 2))]
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
pub mod group_rows_trace {
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
pub mod ungroup_rows_trace {
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

/// The first `keep` rows of every group of `group` consecutive rows of `x`:
/// `[B·G, W] → [B·keep, W]` (each example's CLS row of the stacked tokens of a batch, say).
///
/// ```
/// use vjp_core::{Matrix, group_first_rows};
/// let x = Matrix::<f32, usize, usize>::from_vec((4, 2), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])?;
/// assert_eq!(group_first_rows(&x, 2, 1)?.data(), &[1.0, 2.0, 5.0, 6.0]);
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[vjp(
    crate = crate,
    backward = group_first_rows_backward,
    trace = group_first_rows_trace,
    check(R = 6, W = 2, group = 3, keep = 2)
)]
pub fn group_first_rows<T: Scalar, R: Dim, W: Dim>(
    x: &Matrix<T, R, W>,
    group: usize,
    keep: usize,
) -> Result<Matrix<T, usize, W>> {
    let width = check_keep(x.nrows(), x.shape().1.size(), group, keep)?;
    let data = x
        .data()
        .chunks_exact((group * width).max(1))
        .flat_map(|rows| rows.iter().take(keep * width))
        .copied()
        .collect();
    Matrix::from_vec((x.nrows() / group * keep, x.shape().1), data)
}

/// The width of `rows x width` rows split into groups of `group` of which the first `keep`
/// are kept, or an error naming what does not fit.
fn check_keep(rows: usize, width: usize, group: usize, keep: usize) -> Result<usize> {
    if group == 0 || !rows.is_multiple_of(group) {
        return Err(Error::invalid(
            "group_first_rows",
            format!("{rows} rows do not split into groups of {group}"),
        ));
    }
    if keep > group {
        return Err(Error::invalid(
            "group_first_rows",
            format!("the first {keep} rows of groups of {group}"),
        ));
    }
    Ok(width)
}

/// The rule of [`group_first_rows()`]: the cotangent's rows in place, zero in the other rows.
pub fn group_first_rows_backward<T: Scalar, R: Dim, W: Dim>(
    x: &Matrix<T, R, W>,
    group: &usize,
    keep: &usize,
    _y: &Matrix<T, usize, W>,
    dy: &Matrix<T, usize, W>,
) -> Result<Matrix<T, R, W>> {
    let width = check_keep(x.nrows(), x.shape().1.size(), *group, *keep)?;
    let expected = [x.nrows() / group * keep, width];
    if dy.dims() != expected {
        return Err(Error::mismatch(
            "group_first_rows backward",
            expected,
            dy.dims(),
            "the cotangent must have the output's shape",
        ));
    }
    let mut dx = Matrix::zeros(x.shape());
    if keep * width == 0 {
        // Nothing kept: every gradient is zero (and a chunk of no elements is no chunk).
        return Ok(dx);
    }
    for (rows, kept) in dx
        .data_mut()
        .chunks_exact_mut(group * width)
        .zip(dy.data().chunks_exact(keep * width))
    {
        for (d, &v) in rows.iter_mut().zip(kept) {
            *d = v;
        }
    }
    Ok(dx)
}

/// [`group_first_rows()`] and its rule as graph primitives.
pub mod group_first_rows_trace {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    fn grouped(g: &mut Graph, x: Value, group: usize) -> Result<(usize, usize)> {
        match *g.shape(x)? {
            [rows, width] if group > 0 && rows.is_multiple_of(group) => Ok((rows / group, width)),
            ref other => Err(Error::invalid(
                "group_first_rows",
                format!("a matrix of whole groups of {group} rows expected, got {other:?}"),
            )),
        }
    }

    /// `[B·G, W] → [B, G, W]`, the first `keep` along `G`, `→ [B·keep, W]`.
    pub fn forward(g: &mut Graph, x: Value, group: usize, keep: usize) -> Result<Value> {
        let (groups, width) = grouped(g, x, group)?;
        let split = g.reshape(x, &[groups, group, width])?;
        let kept = g.slice_axis(split, 1, 0, keep)?;
        g.reshape(kept, &[groups * keep, width])
    }

    /// The cotangent's rows padded with zeros back to groups of `group`.
    pub fn backward(g: &mut Graph, x: Value, group: &usize, keep: &usize, _: Value, dy: Value) -> Result<Value> {
        let (groups, width) = grouped(g, x, *group)?;
        let split = g.reshape(dy, &[groups, *keep, width])?;
        let padded = g.pad_axis(split, 1, 0, *group)?;
        g.reshape(padded, &[groups * group, width])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keeping no row of each group, or rows of no width, is an empty output with zero
    /// gradients, and a cotangent of another shape is an error naming both shapes.
    #[test]
    fn empty_selections_are_empty_and_wrong_cotangents_are_named() {
        let x = Matrix::<f64, usize, usize>::from_vec((6, 2), (0..12).map(f64::from).collect()).unwrap();
        let y = group_first_rows(&x, 3, 0).unwrap();
        assert_eq!(y.dims(), [0, 2]);
        let dx = group_first_rows_backward(&x, &3, &0, &y, &y).unwrap();
        assert!(dx.data().iter().all(|&v| v == 0.0));
        let narrow = Matrix::<f64, usize, usize>::zeros((6, 0));
        let y = group_first_rows(&narrow, 3, 2).unwrap();
        assert_eq!(y.dims(), [4, 0]);
        assert_eq!(
            group_first_rows_backward(&narrow, &3, &2, &y, &y).unwrap().dims(),
            [6, 0]
        );
        let wrong = Matrix::<f64, usize, usize>::zeros((3, 2));
        let err = group_first_rows_backward(&x, &3, &2, &wrong, &wrong)
            .unwrap_err()
            .to_string();
        assert!(err.contains("[4, 2]") && err.contains("[3, 2]"), "{err}");
    }
}

//! Concatenation of two matrices along the rows (`[R1, C] ++ [R2, C] → [R1 + R2, C]`) or the
//! columns (`[R, C1] ++ [R, C2] → [R, C1 + C2]`); the rule splits the cotangent back into the
//! two blocks (a split is two slices: `slice_rows`, `slice_cols`). The joined dimension is a
//! run-time size.
//!
//! ```
//! use vjp_core::{Const, Matrix, concat_cols};
//! let a = Matrix::<f64, Const<2>, Const<1>>::new(vec![1.0, 2.0])?;
//! let b = Matrix::<f64, Const<2>, Const<2>>::new(vec![3.0, 4.0, 5.0, 6.0])?;
//! assert_eq!(concat_cols(&a, &b)?.data(), [1.0, 3.0, 4.0, 2.0, 5.0, 6.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::slice::{copy_columns, slice_cols, slice_rows};
use crate::dim::{Dim, SameDim};
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

fn mismatch(op: &'static str, a: Vec<usize>, b: Vec<usize>, what: &'static str) -> Error {
    Error::mismatch(op, a, b, what)
}

/// The rows of `a`, then the rows of `b` (one width).
#[vjp(crate = crate, backward = concat_rows_backward, trace = concat_rows_trace, check(R1 = 2, R2 = 3, C = 4, C2 = 4))]
pub fn concat_rows<T: Scalar, R1: Dim, R2: Dim, C: SameDim<C2>, C2: Dim>(
    a: &Matrix<T, R1, C>,
    b: &Matrix<T, R2, C2>,
) -> Result<Matrix<T, usize, C>> {
    if a.ncols() != b.ncols() {
        return Err(mismatch(
            "concat_rows",
            a.dims(),
            b.dims(),
            "the matrices need one width",
        ));
    }
    let mut data = a.data().to_vec();
    data.extend_from_slice(b.data());
    Matrix::from_vec((a.nrows() + b.nrows(), a.shape().1), data)
}

/// The rule of [`concat_rows()`]: the cotangent's first rows to `a`, the rest to `b`.
pub fn concat_rows_backward<T: Scalar, R1: Dim, R2: Dim, C: SameDim<C2>, C2: Dim>(
    a: &Matrix<T, R1, C>,
    b: &Matrix<T, R2, C2>,
    _: &Matrix<T, usize, C>,
    dy: &Matrix<T, usize, C>,
) -> Result<(Matrix<T, R1, C>, Matrix<T, R2, C2>)> {
    let top = slice_rows(dy, 0, a.shape().0)?;
    let bottom = slice_rows(dy, a.nrows(), b.shape().0)?;
    let bottom = Matrix::from_vec(b.shape(), bottom.into_data())?;
    Ok((top, bottom))
}

/// [`concat_rows()`] and its rule as graph primitives.
pub mod concat_rows_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `concatenate` along axis 0.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.concatenate(&[a, b], 0)
    }

    /// The cotangent's two blocks of rows.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        let (top, bottom) = (
            g.shape(a)?.first().copied().unwrap_or(0),
            g.shape(b)?.first().copied().unwrap_or(0),
        );
        Ok((g.slice_axis(dy, 0, 0, top)?, g.slice_axis(dy, 0, top, bottom)?))
    }
}

/// The columns of `a`, then the columns of `b` (one height).
#[vjp(crate = crate, backward = concat_cols_backward, trace = concat_cols_trace, check(R = 3, R2 = 3, C1 = 2, C2 = 4))]
pub fn concat_cols<T: Scalar, R: SameDim<R2>, R2: Dim, C1: Dim, C2: Dim>(
    a: &Matrix<T, R, C1>,
    b: &Matrix<T, R2, C2>,
) -> Result<Matrix<T, R, usize>> {
    if a.nrows() != b.nrows() {
        return Err(mismatch(
            "concat_cols",
            a.dims(),
            b.dims(),
            "the matrices need one height",
        ));
    }
    let (ca, cb) = (a.ncols(), b.ncols());
    let mut out = Matrix::zeros((a.shape().0, ca + cb));
    copy_columns(a.data(), ca, 0, out.data_mut(), ca + cb, 0, ca)?;
    copy_columns(b.data(), cb, 0, out.data_mut(), ca + cb, ca, cb)?;
    Ok(out)
}

/// The rule of [`concat_cols()`]: the cotangent's first columns to `a`, the rest to `b`.
pub fn concat_cols_backward<T: Scalar, R: SameDim<R2>, R2: Dim, C1: Dim, C2: Dim>(
    a: &Matrix<T, R, C1>,
    b: &Matrix<T, R2, C2>,
    _: &Matrix<T, R, usize>,
    dy: &Matrix<T, R, usize>,
) -> Result<(Matrix<T, R, C1>, Matrix<T, R2, C2>)> {
    let left = slice_cols(dy, 0, a.shape().1)?;
    let right = slice_cols(dy, a.ncols(), b.shape().1)?;
    let right = Matrix::from_vec(b.shape(), right.into_data())?;
    Ok((left, right))
}

/// [`concat_cols()`] and its rule as graph primitives.
pub mod concat_cols_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `concatenate` along axis 1.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.concatenate(&[a, b], 1)
    }

    /// The cotangent's two blocks of columns.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        let (left, right) = (
            g.shape(a)?.get(1).copied().unwrap_or(0),
            g.shape(b)?.get(1).copied().unwrap_or(0),
        );
        Ok((g.slice_axis(dy, 1, 0, left)?, g.slice_axis(dy, 1, left, right)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mismatched_blocks_are_errors() {
        let a = Matrix::<f64, usize, usize>::zeros((2, 3));
        let b = Matrix::<f64, usize, usize>::zeros((3, 2));
        assert!(concat_rows(&a, &b).is_err() && concat_cols(&a, &b).is_err());
        assert_eq!(concat_rows(&a, &Matrix::zeros((1, 3))).unwrap().dims(), [3, 3]);
    }
}

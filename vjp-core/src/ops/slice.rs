//! Row and column-block slices and their adjoints, the zero pads: the CLS slice and pad
//! (row 0 of the tokens) and the head slice and pad (a head's block of columns).

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, span, span_mut};
use crate::vjp;

fn check_range(op: &'static str, what: &str, start: usize, len: usize, total: usize) -> Result<()> {
    match start.checked_add(len) {
        Some(end) if end <= total => Ok(()),
        _ => Err(Error::invalid(
            op,
            format!(
                "{what} {start}..{} are outside a matrix of {total} {what}",
                start.saturating_add(len)
            ),
        )),
    }
}

/// Copies `width` columns of every row: from column `src_col` of `src` (rows of `src_cols`)
/// to column `dst_col` of `dst` (rows of `dst_cols`). The caller has checked the ranges.
pub(crate) fn copy_columns<T: Scalar>(
    src: &[T],
    src_cols: usize,
    src_col: usize,
    dst: &mut [T],
    dst_cols: usize,
    dst_col: usize,
    width: usize,
) -> Result<()> {
    if src_cols == 0 || dst_cols == 0 || width == 0 {
        return Ok(());
    }
    let columns = |col: usize, cols: usize| {
        col.checked_add(width)
            .filter(|&end| end <= cols)
            .map(|end| col..end)
            .ok_or_else(|| {
                Error::invalid(
                    "copy_columns",
                    format!("columns {col}..{col}+{width} lie outside {cols} columns"),
                )
            })
    };
    let (from, to) = (columns(src_col, src_cols)?, columns(dst_col, dst_cols)?);
    for (s, d) in src.chunks_exact(src_cols).zip(dst.chunks_exact_mut(dst_cols)) {
        if let (Some(s), Some(d)) = (s.get(from.clone()), d.get_mut(to.clone())) {
            d.copy_from_slice(s);
        }
    }
    Ok(())
}

/// Rows `start .. start + rows` of `x`. Its witness is [`SliceRows`](crate::SliceRows);
/// `SliceRows::new(0, Const::<1>)` is the CLS slice.
#[vjp(crate = crate, backward = slice_rows_backward, trace = slice_rows_trace, check(R = 4, C = 3, R2 = 2, start = 1, rows = Const))]
pub fn slice_rows<T: Scalar, R: Dim, C: Dim, R2: Dim>(
    x: &Matrix<T, R, C>,
    start: usize,
    rows: R2,
) -> Result<Matrix<T, R2, C>> {
    check_range("slice_rows", "rows", start, rows.size(), x.nrows())?;
    let c = x.ncols();
    let data = span(x.data(), start * c, rows.size() * c, "slice_rows")?;
    Matrix::from_vec((rows, x.shape().1), data.to_vec())
}

/// The rule of [`slice_rows()`]: the cotangent padded back with zero rows.
pub fn slice_rows_backward<T: Scalar, R: Dim, C: Dim, R2: Dim>(
    x: &Matrix<T, R, C>,
    start: &usize,
    _rows: &R2,
    _y: &Matrix<T, R2, C>,
    dy: &Matrix<T, R2, C>,
) -> Result<Matrix<T, R, C>> {
    pad_rows(dy, *start, x.shape().0)
}

/// `x` placed at rows `start ..` of a zero matrix with `total` rows: the adjoint of
/// [`slice_rows()`] (the CLS pad puts one row at `start: 0`). Its witness is
/// [`PadRows`](crate::PadRows).
#[vjp(crate = crate, backward = pad_rows_backward, trace = pad_rows_trace, check(R2 = 2, C = 3, R = 5, start = 2, total = Const))]
pub fn pad_rows<T: Scalar, R2: Dim, C: Dim, R: Dim>(
    x: &Matrix<T, R2, C>,
    start: usize,
    total: R,
) -> Result<Matrix<T, R, C>> {
    check_range("pad_rows", "rows", start, x.nrows(), total.size())?;
    let c = x.ncols();
    let mut out = Matrix::zeros((total, x.shape().1));
    span_mut(out.data_mut(), start * c, x.nrows() * c, "pad_rows")?.copy_from_slice(x.data());
    Ok(out)
}

/// The rule of [`pad_rows()`]: the cotangent's rows where the input landed.
pub fn pad_rows_backward<T: Scalar, R2: Dim, C: Dim, R: Dim>(
    x: &Matrix<T, R2, C>,
    start: &usize,
    _total: &R,
    _y: &Matrix<T, R, C>,
    dy: &Matrix<T, R, C>,
) -> Result<Matrix<T, R2, C>> {
    slice_rows(dy, *start, x.shape().0)
}

/// Columns `start .. start + cols` of `x`: head `h` of width `dh` is
/// `slice_cols(x, h * dh, dh)`. Its witness is [`SliceCols`](crate::SliceCols).
#[vjp(crate = crate, backward = slice_cols_backward, trace = slice_cols_trace, check(R = 2, C = 5, C2 = 2, start = 3, cols = Const))]
pub fn slice_cols<T: Scalar, R: Dim, C: Dim, C2: Dim>(
    x: &Matrix<T, R, C>,
    start: usize,
    cols: C2,
) -> Result<Matrix<T, R, C2>> {
    check_range("slice_cols", "columns", start, cols.size(), x.ncols())?;
    let mut out = Matrix::zeros((x.shape().0, cols));
    copy_columns(x.data(), x.ncols(), start, out.data_mut(), cols.size(), 0, cols.size())?;
    Ok(out)
}

/// The rule of [`slice_cols()`]: the cotangent padded back with zero columns.
pub fn slice_cols_backward<T: Scalar, R: Dim, C: Dim, C2: Dim>(
    x: &Matrix<T, R, C>,
    start: &usize,
    _cols: &C2,
    _y: &Matrix<T, R, C2>,
    dy: &Matrix<T, R, C2>,
) -> Result<Matrix<T, R, C>> {
    pad_cols(dy, *start, x.shape().1)
}

/// `x` placed at columns `start ..` of a zero matrix with `total` columns: the adjoint of
/// [`slice_cols()`]. Its witness is [`PadCols`](crate::PadCols).
#[vjp(crate = crate, backward = pad_cols_backward, trace = pad_cols_trace, check(R = 2, C2 = 2, C = 5, start = 1, total = Const))]
pub fn pad_cols<T: Scalar, R: Dim, C2: Dim, C: Dim>(
    x: &Matrix<T, R, C2>,
    start: usize,
    total: C,
) -> Result<Matrix<T, R, C>> {
    check_range("pad_cols", "columns", start, x.ncols(), total.size())?;
    let mut out = Matrix::zeros((x.shape().0, total));
    copy_columns(x.data(), x.ncols(), 0, out.data_mut(), total.size(), start, x.ncols())?;
    Ok(out)
}

/// The rule of [`pad_cols()`]: the cotangent's columns where the input landed.
pub fn pad_cols_backward<T: Scalar, R: Dim, C2: Dim, C: Dim>(
    x: &Matrix<T, R, C2>,
    start: &usize,
    _total: &C,
    _y: &Matrix<T, R, C>,
    dy: &Matrix<T, R, C>,
) -> Result<Matrix<T, R, C2>> {
    slice_cols(dy, *start, x.shape().1)
}

/// [`slice_rows()`] and its rule as graph primitives.
pub mod slice_rows_trace {
    use crate::dim::Dim;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Rows `start .. start + rows`.
    pub fn forward<R2: Dim>(g: &mut Graph, x: Value, start: usize, rows: R2) -> Result<Value> {
        g.slice_axis(x, 0, start, rows.size())
    }

    /// The cotangent padded back with zero rows.
    pub fn backward<R2: Dim>(g: &mut Graph, x: Value, start: &usize, _: &R2, _: Value, dy: Value) -> Result<Value> {
        let total = g.shape(x)?.first().copied().unwrap_or(0);
        g.pad_axis(dy, 0, *start, total)
    }
}

/// [`pad_rows()`] and its rule as graph primitives.
pub mod pad_rows_trace {
    use crate::dim::Dim;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x` at rows `start ..` of `total` zero rows.
    pub fn forward<R: Dim>(g: &mut Graph, x: Value, start: usize, total: R) -> Result<Value> {
        g.pad_axis(x, 0, start, total.size())
    }

    /// The cotangent's rows where the input landed.
    pub fn backward<R: Dim>(g: &mut Graph, x: Value, start: &usize, _: &R, _: Value, dy: Value) -> Result<Value> {
        let rows = g.shape(x)?.first().copied().unwrap_or(0);
        g.slice_axis(dy, 0, *start, rows)
    }
}

/// [`slice_cols()`] and its rule as graph primitives.
pub mod slice_cols_trace {
    use crate::dim::Dim;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Columns `start .. start + cols`.
    pub fn forward<C2: Dim>(g: &mut Graph, x: Value, start: usize, cols: C2) -> Result<Value> {
        g.slice_axis(x, 1, start, cols.size())
    }

    /// The cotangent padded back with zero columns.
    pub fn backward<C2: Dim>(g: &mut Graph, x: Value, start: &usize, _: &C2, _: Value, dy: Value) -> Result<Value> {
        let total = g.shape(x)?.get(1).copied().unwrap_or(0);
        g.pad_axis(dy, 1, *start, total)
    }
}

/// [`pad_cols()`] and its rule as graph primitives.
pub mod pad_cols_trace {
    use crate::dim::Dim;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x` at columns `start ..` of `total` zero columns.
    pub fn forward<C: Dim>(g: &mut Graph, x: Value, start: usize, total: C) -> Result<Value> {
        g.pad_axis(x, 1, start, total.size())
    }

    /// The cotangent's columns where the input landed.
    pub fn backward<C: Dim>(g: &mut Graph, x: Value, start: &usize, _: &C, _: Value, dy: Value) -> Result<Value> {
        let cols = g.shape(x)?.get(1).copied().unwrap_or(0);
        g.slice_axis(dy, 1, *start, cols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Const;

    #[test]
    fn cls_slice_and_pad_round_trip() {
        let x = Matrix::<f64, usize, usize>::from_fn((3, 2), |i| i as f64);
        let cls = slice_rows(&x, 0, Const::<1>).unwrap();
        assert_eq!(cls.data(), &[0.0, 1.0]);
        let padded = pad_rows(&cls, 0, 3usize).unwrap();
        assert_eq!(padded.data(), &[0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn head_slice_takes_a_column_block() {
        let x = Matrix::<f64, usize, usize>::from_fn((2, 4), |i| i as f64);
        let head = slice_cols(&x, 2, 2usize).unwrap();
        assert_eq!(head.data(), &[2.0, 3.0, 6.0, 7.0]);
        let back = pad_cols(&head, 2, 4usize).unwrap();
        assert_eq!(back.data(), &[0.0, 0.0, 2.0, 3.0, 0.0, 0.0, 6.0, 7.0]);
    }

    #[test]
    fn out_of_range_is_an_error() {
        let x = Matrix::<f64, usize, usize>::zeros((2, 4));
        let err = slice_cols(&x, 3, 2usize).unwrap_err();
        assert_eq!(
            err.to_string(),
            "slice_cols: columns 3..5 are outside a matrix of 4 columns"
        );
        assert!(slice_rows(&x, usize::MAX, 2usize).is_err());
    }
}

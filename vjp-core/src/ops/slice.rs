//! Row and column-block slices and their adjoints, the zero pads: the CLS slice and pad
//! (row 0 of the tokens) and the head slice and pad (a head's block of columns).

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::witness::{Parameterless, Vjp};

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
) {
    if src_cols == 0 || dst_cols == 0 || width == 0 {
        return;
    }
    for (s, d) in src
        .chunks_exact(src_cols)
        .zip(dst.chunks_exact_mut(dst_cols))
    {
        d[dst_col..dst_col + width].copy_from_slice(&s[src_col..src_col + width]);
    }
}

/// Rows `start .. start + rows` of `x`.
pub fn slice_rows<T: Scalar, R: Dim, C: Dim, R2: Dim>(
    x: &Matrix<T, R, C>,
    start: usize,
    rows: R2,
) -> Result<Matrix<T, R2, C>> {
    check_range("slice_rows", "rows", start, rows.size(), x.nrows())?;
    let c = x.ncols();
    let data = x.data()[start * c..(start + rows.size()) * c].to_vec();
    Matrix::from_vec((rows, x.shape().1), data)
}

/// `x` placed at rows `start ..` of a zero matrix with `total` rows: the adjoint of
/// [`slice_rows`].
pub fn pad_rows<T: Scalar, R2: Dim, C: Dim, R: Dim>(
    x: &Matrix<T, R2, C>,
    start: usize,
    total: R,
) -> Result<Matrix<T, R, C>> {
    check_range("pad_rows", "rows", start, x.nrows(), total.size())?;
    let c = x.ncols();
    let mut out = Matrix::zeros((total, x.shape().1));
    out.data_mut()[start * c..(start + x.nrows()) * c].copy_from_slice(x.data());
    Ok(out)
}

/// Columns `start .. start + cols` of `x`.
pub fn slice_cols<T: Scalar, R: Dim, C: Dim, C2: Dim>(
    x: &Matrix<T, R, C>,
    start: usize,
    cols: C2,
) -> Result<Matrix<T, R, C2>> {
    check_range("slice_cols", "columns", start, cols.size(), x.ncols())?;
    let mut out = Matrix::zeros((x.shape().0, cols));
    copy_columns(
        x.data(),
        x.ncols(),
        start,
        out.data_mut(),
        cols.size(),
        0,
        cols.size(),
    );
    Ok(out)
}

/// `x` placed at columns `start ..` of a zero matrix with `total` columns: the adjoint of
/// [`slice_cols`].
pub fn pad_cols<T: Scalar, R: Dim, C2: Dim, C: Dim>(
    x: &Matrix<T, R, C2>,
    start: usize,
    total: C,
) -> Result<Matrix<T, R, C>> {
    check_range("pad_cols", "columns", start, x.ncols(), total.size())?;
    let mut out = Matrix::zeros((x.shape().0, total));
    copy_columns(
        x.data(),
        x.ncols(),
        0,
        out.data_mut(),
        total.size(),
        start,
        x.ncols(),
    );
    Ok(out)
}

/// The witness for [`slice_rows`]; `SliceRows { start: 0, rows: Const::<1> }` is the CLS slice.
#[derive(Clone, Copy, Debug)]
pub struct SliceRows<R2> {
    /// The first row taken.
    pub start: usize,
    /// How many rows are taken.
    pub rows: R2,
}

/// The witness for [`pad_rows`]; the CLS pad puts one row at `start: 0`.
#[derive(Clone, Copy, Debug)]
pub struct PadRows<R> {
    /// The row the input lands on.
    pub start: usize,
    /// The rows of the output.
    pub total: R,
}

/// The witness for [`slice_cols`]: head `h` of width `dh` is `SliceCols { start: h * dh, cols: dh }`.
#[derive(Clone, Copy, Debug)]
pub struct SliceCols<C2> {
    /// The first column taken.
    pub start: usize,
    /// How many columns are taken.
    pub cols: C2,
}

/// The witness for [`pad_cols`].
#[derive(Clone, Copy, Debug)]
pub struct PadCols<C> {
    /// The column the input's first column lands on.
    pub start: usize,
    /// The columns of the output.
    pub total: C,
}

impl<R2> Parameterless for SliceRows<R2> {}
impl<R> Parameterless for PadRows<R> {}
impl<C2> Parameterless for SliceCols<C2> {}
impl<C> Parameterless for PadCols<C> {}

impl<T: Scalar, R: Dim, C: Dim, R2: Dim> Vjp<T, Matrix<T, R, C>> for SliceRows<R2> {
    type Output = Matrix<T, R2, C>;
    type Saved = R;
    fn forward(&self, x: Matrix<T, R, C>) -> Result<(Self::Output, R)> {
        Ok((slice_rows(&x, self.start, self.rows)?, x.shape().0))
    }
    fn backward(&self, total: &R, dy: &Self::Output) -> Result<(Matrix<T, R, C>, ())> {
        Ok((pad_rows(dy, self.start, *total)?, ()))
    }
}

impl<T: Scalar, R2: Dim, C: Dim, R: Dim> Vjp<T, Matrix<T, R2, C>> for PadRows<R> {
    type Output = Matrix<T, R, C>;
    type Saved = R2;
    fn forward(&self, x: Matrix<T, R2, C>) -> Result<(Self::Output, R2)> {
        Ok((pad_rows(&x, self.start, self.total)?, x.shape().0))
    }
    fn backward(&self, rows: &R2, dy: &Self::Output) -> Result<(Matrix<T, R2, C>, ())> {
        Ok((slice_rows(dy, self.start, *rows)?, ()))
    }
}

impl<T: Scalar, R: Dim, C: Dim, C2: Dim> Vjp<T, Matrix<T, R, C>> for SliceCols<C2> {
    type Output = Matrix<T, R, C2>;
    type Saved = C;
    fn forward(&self, x: Matrix<T, R, C>) -> Result<(Self::Output, C)> {
        Ok((slice_cols(&x, self.start, self.cols)?, x.shape().1))
    }
    fn backward(&self, total: &C, dy: &Self::Output) -> Result<(Matrix<T, R, C>, ())> {
        Ok((pad_cols(dy, self.start, *total)?, ()))
    }
}

impl<T: Scalar, R: Dim, C2: Dim, C: Dim> Vjp<T, Matrix<T, R, C2>> for PadCols<C> {
    type Output = Matrix<T, R, C>;
    type Saved = C2;
    fn forward(&self, x: Matrix<T, R, C2>) -> Result<(Self::Output, C2)> {
        Ok((pad_cols(&x, self.start, self.total)?, x.shape().1))
    }
    fn backward(&self, cols: &C2, dy: &Self::Output) -> Result<(Matrix<T, R, C2>, ())> {
        Ok((slice_cols(dy, self.start, *cols)?, ()))
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

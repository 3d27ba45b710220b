//! Matrix transpose; its backward is the transpose.

use crate::dim::Dim;
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::witness::{Parameterless, Vjp};

/// `Aᵀ`.
pub fn transpose<T: Scalar, R: Dim, C: Dim>(a: &Matrix<T, R, C>) -> Matrix<T, C, R> {
    let (r, c) = a.shape();
    let mut out = Matrix::zeros((c, r));
    out.view_mut().copy_from(a.view().transpose());
    out
}

/// The witness for [`transpose`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Transpose;

impl Parameterless for Transpose {}

impl<T: Scalar, R: Dim, C: Dim> Vjp<T, Matrix<T, R, C>> for Transpose {
    type Output = Matrix<T, C, R>;
    type Saved = ();
    fn forward(&self, a: Matrix<T, R, C>) -> Result<(Self::Output, ())> {
        Ok((transpose(&a), ()))
    }
    fn backward(&self, _: &(), dy: &Self::Output) -> Result<(Matrix<T, R, C>, ())> {
        Ok((transpose(dy), ()))
    }
}

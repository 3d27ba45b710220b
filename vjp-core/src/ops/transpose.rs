//! Matrix transpose; its backward is the transpose.

use crate::dim::Dim;
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// `Aᵀ`. Its witness is [`Transpose`](crate::Transpose).
#[vjp(crate = crate, backward = transpose_backward, trace = transpose_trace, check(R = 2, C = 3))]
pub fn transpose<T: Scalar, R: Dim, C: Dim>(a: &Matrix<T, R, C>) -> Matrix<T, C, R> {
    let (r, c) = a.shape();
    let mut out = Matrix::zeros((c, r));
    out.view_mut().copy_from(a.view().transpose());
    out
}

/// [`transpose()`] and its rule as graph primitives.
pub mod transpose_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `Aᵀ`.
    pub fn forward(g: &mut Graph, a: Value) -> Result<Value> {
        g.transpose(a, &[1, 0])
    }

    /// `dYᵀ`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, dy: Value) -> Result<Value> {
        g.transpose(dy, &[1, 0])
    }
}

/// The rule of [`transpose()`]: `dA = dYᵀ`.
pub fn transpose_backward<T: Scalar, R: Dim, C: Dim>(
    a: &Matrix<T, R, C>,
    _y: &Matrix<T, C, R>,
    dy: &Matrix<T, C, R>,
) -> Result<Matrix<T, R, C>> {
    let da = transpose(dy);
    a.check_same_shape(&da, "transpose backward")?;
    Ok(da)
}

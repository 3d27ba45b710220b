//! Row-wise softmax, shifted by each row's maximum so large scores cannot overflow.

use crate::dim::Dim;
use crate::error::Result;
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// `softmax` of every row of `x`. Its witness is [`SoftmaxRows`](crate::SoftmaxRows).
#[vjp(crate = crate, backward = softmax_rows_backward, lower = softmax_rows_lowering, check(N = 3, D = 4))]
pub fn softmax_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Matrix<T, N, D> {
    let d = x.ncols();
    let mut y = Matrix::zeros(x.shape());
    if d == 0 {
        return y;
    }
    for (row, out) in x.data().chunks_exact(d).zip(y.data_mut().chunks_exact_mut(d)) {
        let max = reduce::max(row);
        // Separate passes: the exponentials vectorise, the sum runs in lanes.
        for (o, &v) in out.iter_mut().zip(row) {
            *o = (v - max).exp();
        }
        let inv = T::ONE / reduce::sum(out);
        for o in out.iter_mut() {
            *o *= inv;
        }
    }
    y
}

/// The rule of [`softmax_rows()`], from its output `y`: per row, `dx = y ⊙ (dy - <dy, y>)`.
pub fn softmax_rows_backward<T: Scalar, N: Dim, D: Dim>(
    _x: &Matrix<T, N, D>,
    y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    y.check_same_shape(dy, "softmax_rows backward")?;
    let d = y.ncols();
    let mut dx = Matrix::zeros(y.shape());
    if d == 0 {
        return Ok(dx);
    }
    for ((yr, gr), out) in y
        .data()
        .chunks_exact(d)
        .zip(dy.data().chunks_exact(d))
        .zip(dx.data_mut().chunks_exact_mut(d))
    {
        let inner = reduce::dot(yr, gr);
        for ((o, &yi), &gi) in out.iter_mut().zip(yr).zip(gr) {
            *o = yi * (gi - inner);
        }
    }
    Ok(dx)
}

/// [`softmax_rows()`] and its rule as graph primitives.
pub mod softmax_rows_lowering {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `exp(x - max) / Σ exp(x - max)` per row.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.softmax_last(x)
    }

    /// `y ⊙ (dy - <dy, y>)` per row.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        g.softmax_last_backward(y, dy)
    }
}

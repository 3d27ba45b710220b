//! Row-wise softmax, shifted by each row's maximum so large scores cannot overflow.

use crate::dim::Dim;
use crate::error::Result;
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// `softmax` of every row of `x`. Its witness is [`SoftmaxRows`](crate::SoftmaxRows).
#[vjp(crate = crate, backward = softmax_rows_backward, trace = softmax_rows_trace, check(N = 3, D = 4))]
pub fn softmax_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Matrix<T, N, D> {
    let d = x.ncols();
    let mut y = Matrix::zeros(x.shape());
    if d == 0 {
        return y;
    }
    crate::simd::vectorized(
        #[inline(always)]
        || {
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
        },
    );
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
    crate::simd::vectorized(
        #[inline(always)]
        || {
            let rows = (y.data().chunks_exact(d))
                .zip(dy.data().chunks_exact(d))
                .zip(dx.data_mut().chunks_exact_mut(d));
            for ((yr, gr), out) in rows {
                let inner = reduce::dot(yr, gr);
                for ((o, &yi), &gi) in out.iter_mut().zip(yr).zip(gr) {
                    *o = yi * (gi - inner);
                }
            }
        },
    );
    Ok(dx)
}

/// [`softmax_rows()`] and its rule as graph primitives.
pub mod softmax_rows_trace {
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

/// `softmax_rows(x + mask)`: scores with an additive mask (`0` to keep, `-∞` to drop, as
/// [`causal_mask`] builds for causal attention), the mask not differentiated; an error if the
/// shapes differ or a row keeps nothing.
#[vjp(crate = crate, backward = softmax_rows_masked_backward, trace = softmax_rows_masked_trace,
      check(N = 3, D = 4, mask = crate::macro_support::random_static(5)))]
pub fn softmax_rows_masked<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    #[no_grad] mask: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    let shifted = x.zip_map(mask, "softmax_rows_masked", |a, m| a + m)?;
    let d = x.ncols();
    if d > 0
        && let Some(row) = shifted
            .data()
            .chunks_exact(d)
            .position(|r| r.iter().all(|v| *v == T::from_f64(f64::NEG_INFINITY)))
    {
        return Err(crate::error::Error::invalid(
            "softmax_rows_masked",
            format!("the mask drops every entry of row {row}"),
        ));
    }
    Ok(softmax_rows(&shifted))
}

/// The rule of [`softmax_rows_masked()`]: softmax's, from the output.
pub fn softmax_rows_masked_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    _: &Matrix<T, N, D>,
    y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    softmax_rows_backward(x, y, dy)
}

/// [`softmax_rows_masked()`] and its rule as graph primitives.
pub mod softmax_rows_masked_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `softmax(x + mask)` per row.
    pub fn forward(g: &mut Graph, x: Value, mask: Value) -> Result<Value> {
        let shifted = g.add(x, mask)?;
        g.softmax_last(shifted)
    }

    /// `y ⊙ (dy - <dy, y>)` per row.
    pub fn backward(g: &mut Graph, _: Value, _: Value, y: Value, dy: Value) -> Result<Value> {
        g.softmax_last_backward(y, dy)
    }
}

/// The causal mask of `t` tokens: `0` where token `i` may attend to token `j` (`j ≤ i`), `-∞`
/// above the diagonal. Not differentiated: pass it to [`softmax_rows_masked()`].
pub fn causal_mask<T: Scalar>(t: usize) -> Matrix<T, usize, usize> {
    Matrix::from_fn((t, t), |k| {
        if k % t.max(1) <= k / t.max(1) {
            T::ZERO
        } else {
            T::from_f64(f64::NEG_INFINITY)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn causal_attention_weights_ignore_later_tokens() {
        let scores = Matrix::<f64, usize, usize>::from_fn((3, 3), |k| k as f64 * 0.3);
        let weights = softmax_rows_masked(&scores, &causal_mask(3)).unwrap();
        let w = weights.data();
        assert_eq!((w[0], w[1], w[2], w[5]), (1.0, 0.0, 0.0, 0.0));
        for row in w.chunks(3) {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-15);
        }
        let mut mask = causal_mask::<f64>(3);
        mask.data_mut()[0] = f64::NEG_INFINITY;
        let err = softmax_rows_masked(&scores, &mask).unwrap_err();
        assert_eq!(
            err.to_string(),
            "softmax_rows_masked: the mask drops every entry of row 0"
        );
    }
}

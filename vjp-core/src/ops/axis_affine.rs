//! A vector scaling or shifting a matrix along one axis: one op over an [`Along`] axis, in its
//! four typed forms. Along the rows, one entry per column applied to every row (`row_scale`
//! `x ⊙ γ` and `row_bias` `x + β`, the affine terms of a LayerNorm); along the columns, one
//! entry per row applied to every column (`col_scale` and `col_bias`: each row scaled or
//! shifted by its own number, as RMSNorm scales each token).

use super::column_sums;
use super::reduction::row_sums;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::hlo::{Graph, Value};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor, Vector};
use crate::vjp;

/// The axis a vector runs along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Along {
    /// One entry per column, the same for every row.
    Rows,
    /// One entry per row, the same for every column.
    Cols,
}

impl Along {
    /// An error unless `v` has one entry per column (along the rows) or per row of `x`.
    pub(super) fn check<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        x: &Matrix<T, N, D>,
        v: &Vector<T, V>,
    ) -> Result<()> {
        let (wanted, what) = match self {
            Along::Rows => (x.ncols(), "the vector needs one entry per column"),
            Along::Cols => (x.nrows(), "the vector needs one entry per row"),
        };
        if v.len() == wanted {
            Ok(())
        } else {
            Err(Error::mismatch(op, x.dims(), v.dims(), what))
        }
    }

    /// `f(x[i, j], v[j])` (along the rows) or `f(x[i, j], v[i])`, for `v` already checked, in
    /// one pass that reads `x` and writes the result (where a copy of `x` changed in place
    /// takes two).
    fn apply<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        x: &Matrix<T, N, D>,
        v: &Vector<T, V>,
        f: impl Fn(T, T) -> T,
    ) -> Result<Matrix<T, N, D>> {
        let (d, n) = (x.ncols(), x.numel());
        let mut data = Vec::with_capacity(n);
        if d > 0 {
            crate::simd::vectorized(
                #[inline(always)]
                || {
                    let rows = data
                        .spare_capacity_mut()
                        .chunks_exact_mut(d)
                        .zip(x.data().chunks_exact(d));
                    for (i, (out, row)) in rows.enumerate() {
                        match self {
                            Along::Rows => {
                                for ((slot, &a), &b) in out.iter_mut().zip(row).zip(v.data()) {
                                    slot.write(f(a, b));
                                }
                            }
                            Along::Cols => {
                                let b = v.data().get(i).copied().unwrap_or(T::ZERO);
                                for (slot, &a) in out.iter_mut().zip(row) {
                                    slot.write(f(a, b));
                                }
                            }
                        }
                    }
                },
            );
            // SAFETY: `data` has room for the `n` elements, and the loop wrote every row of `x`
            // (`n / d` rows of `d`; `v` was checked to match): each of the first `n` slots once.
            unsafe { data.set_len(n) };
        }
        Matrix::from_vec(x.shape(), data)
    }

    /// The sums of `m` over the other axis (over the rows, for a vector along the rows), as a
    /// vector of `V`, the vector's dimension.
    fn sums<T: Scalar, N: Dim, D: Dim, V: Dim>(self, m: &Matrix<T, N, D>, like: &Vector<T, V>) -> Result<Vector<T, V>> {
        let sums = match self {
            Along::Rows => column_sums(m).into_data(),
            Along::Cols => row_sums(m).into_data(),
        };
        Tensor::from_vec(like.shape(), sums)
    }

    /// `v` laid out as `x` in the graph.
    fn broadcast(self, g: &mut Graph, v: Value, x: Value) -> Result<Value> {
        match self {
            Along::Rows => g.broadcast_rows(v, x),
            Along::Cols => g.broadcast_cols(v, x),
        }
    }

    /// The graph's sum over the other axis.
    fn trace_sums(self, g: &mut Graph, m: Value) -> Result<Value> {
        g.sum(m, &[usize::from(self == Along::Cols)])
    }

    /// `x ⊙ v` along this axis, and its rule `(dy ⊙ v, Σ dy ⊙ x)`.
    fn scale<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        x: &Matrix<T, N, D>,
        v: &Vector<T, V>,
    ) -> Result<Matrix<T, N, D>> {
        self.check(op, x, v)?;
        self.apply(x, v, |a, b| a * b)
    }

    fn scale_backward<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        (x, v, dy): (&Matrix<T, N, D>, &Vector<T, V>, &Matrix<T, N, D>),
    ) -> Result<(Matrix<T, N, D>, Vector<T, V>)> {
        x.check_same_shape(dy, op)?;
        self.check(op, dy, v)?;
        let products = x.zip_map(dy, op, |a, b| a * b)?;
        Ok((self.apply(dy, v, |a, b| a * b)?, self.sums(&products, v)?))
    }

    /// `x + v` along this axis, and its rule `(dy, Σ dy)`.
    fn bias<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        x: &Matrix<T, N, D>,
        v: &Vector<T, V>,
    ) -> Result<Matrix<T, N, D>> {
        self.check(op, x, v)?;
        self.apply(x, v, |a, b| a + b)
    }

    fn bias_backward<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        (x, v, dy): (&Matrix<T, N, D>, &Vector<T, V>, &Matrix<T, N, D>),
    ) -> Result<(Matrix<T, N, D>, Vector<T, V>)> {
        x.check_same_shape(dy, op)?;
        self.check(op, dy, v)?;
        Ok((dy.clone(), self.sums(dy, v)?))
    }

    /// The graph forms: `x ⊙ v` and `(dy ⊙ v, Σ dy ⊙ x)`; `x + v` and `(dy, Σ dy)`.
    pub(super) fn scale_trace(self, g: &mut Graph, x: Value, v: Value) -> Result<Value> {
        let v = self.broadcast(g, v, x)?;
        g.mul(x, v)
    }

    pub(super) fn scale_trace_backward(self, g: &mut Graph, x: Value, v: Value, dy: Value) -> Result<(Value, Value)> {
        let dx = self.scale_trace(g, dy, v)?;
        let products = g.mul(x, dy)?;
        Ok((dx, self.trace_sums(g, products)?))
    }

    pub(super) fn bias_trace(self, g: &mut Graph, x: Value, v: Value) -> Result<Value> {
        let v = self.broadcast(g, v, x)?;
        g.add(x, v)
    }

    pub(super) fn bias_trace_backward(self, g: &mut Graph, dy: Value) -> Result<(Value, Value)> {
        Ok((dy, self.trace_sums(g, dy)?))
    }
}

/// `y[i, j] = x[i, j] γ[j]`. Its witness is [`RowScale`](crate::RowScale), parameter `gamma`.
#[vjp(crate = crate, backward = row_scale_backward, trace = row_scale_trace, check(N = 3, D = 4))]
pub fn row_scale<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, gamma: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
    Along::Rows.scale("row_scale", x, gamma)
}

/// The rule of [`row_scale()`]: `(dx, dγ) = (dy ⊙ γ, Σ_rows dy ⊙ x)`.
pub fn row_scale_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    Along::Rows.scale_backward("row_scale backward", (x, gamma, dy))
}

/// [`row_scale()`] and its rule as graph primitives.
pub mod row_scale_trace {
    use super::Along;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x ⊙ γ`, γ broadcast along the rows.
    pub fn forward(g: &mut Graph, x: Value, gamma: Value) -> Result<Value> {
        Along::Rows.scale_trace(g, x, gamma)
    }

    /// `(dy ⊙ γ, Σ_rows dy ⊙ x)`.
    pub fn backward(g: &mut Graph, x: Value, gamma: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Along::Rows.scale_trace_backward(g, x, gamma, dy)
    }
}

/// `y[i, :] = x[i, :] + β`. Its witness is [`RowBias`](crate::RowBias), parameter `beta`.
#[vjp(crate = crate, backward = row_bias_backward, trace = row_bias_trace, check(N = 3, D = 4))]
pub fn row_bias<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, beta: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
    Along::Rows.bias("row_bias", x, beta)
}

/// The rule of [`row_bias()`]: `(dx, dβ) = (dy, Σ_rows dy)`.
pub fn row_bias_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    beta: &Vector<T, D>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    Along::Rows.bias_backward("row_bias backward", (x, beta, dy))
}

/// [`row_bias()`] and its rule as graph primitives.
pub mod row_bias_trace {
    use super::Along;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x + β`, β broadcast along the rows.
    pub fn forward(g: &mut Graph, x: Value, beta: Value) -> Result<Value> {
        Along::Rows.bias_trace(g, x, beta)
    }

    /// `(dy, Σ_rows dy)`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Along::Rows.bias_trace_backward(g, dy)
    }
}

/// `y[i, j] = x[i, j] s[i]`: each row scaled by its own factor.
#[vjp(crate = crate, backward = col_scale_backward, trace = col_scale_trace, check(N = 3, D = 4))]
pub fn col_scale<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, s: &Vector<T, N>) -> Result<Matrix<T, N, D>> {
    Along::Cols.scale("col_scale", x, s)
}

/// The rule of [`col_scale()`]: `(dx, ds) = (dy ⊙ s, Σ_cols dy ⊙ x)`.
pub fn col_scale_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    s: &Vector<T, N>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, N>)> {
    Along::Cols.scale_backward("col_scale backward", (x, s, dy))
}

/// [`col_scale()`] and its rule as graph primitives.
pub mod col_scale_trace {
    use super::Along;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x ⊙ s`, s broadcast along the columns.
    pub fn forward(g: &mut Graph, x: Value, s: Value) -> Result<Value> {
        Along::Cols.scale_trace(g, x, s)
    }

    /// `(dy ⊙ s, Σ_cols dy ⊙ x)`.
    pub fn backward(g: &mut Graph, x: Value, s: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Along::Cols.scale_trace_backward(g, x, s, dy)
    }
}

/// `y[i, j] = x[i, j] + b[i]`: each row shifted by its own number.
#[vjp(crate = crate, backward = col_bias_backward, trace = col_bias_trace, check(N = 3, D = 4))]
pub fn col_bias<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, b: &Vector<T, N>) -> Result<Matrix<T, N, D>> {
    Along::Cols.bias("col_bias", x, b)
}

/// The rule of [`col_bias()`]: `(dx, db) = (dy, Σ_cols dy)`.
pub fn col_bias_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    b: &Vector<T, N>,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, N>)> {
    Along::Cols.bias_backward("col_bias backward", (x, b, dy))
}

/// [`col_bias()`] and its rule as graph primitives.
pub mod col_bias_trace {
    use super::Along;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x + b`, b broadcast along the columns.
    pub fn forward(g: &mut Graph, x: Value, b: Value) -> Result<Value> {
        Along::Cols.bias_trace(g, x, b)
    }

    /// `(dy, Σ_cols dy)`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Along::Cols.bias_trace_backward(g, dy)
    }
}

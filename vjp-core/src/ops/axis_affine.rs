//! A vector scaling or shifting a matrix along one axis: one op over an axis, in its
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
}

/// Whether the vector scales or shifts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `x ⊙ v`: rule `(dy ⊙ v, Σ dy ⊙ x)`.
    Scale,
    /// `x + v`: rule `(dy, Σ dy)`.
    Bias,
}

/// The op: a vector along an axis, scaling or shifting.
#[derive(Clone, Copy, Debug)]
struct AxisOp {
    along: Along,
    kind: Kind,
}

impl AxisOp {
    /// `x ⊙ v` or `x + v`, `v` along the axis (checked).
    fn forward<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        x: &Matrix<T, N, D>,
        v: &Vector<T, V>,
    ) -> Result<Matrix<T, N, D>> {
        self.along.check(op, x, v)?;
        match self.kind {
            Kind::Scale => self.along.apply(x, v, |a, b| a * b),
            Kind::Bias => self.along.apply(x, v, |a, b| a + b),
        }
    }

    /// The rule: `(dy ⊙ v, Σ dy ⊙ x)` or `(dy, Σ dy)`, summed over the other axis.
    fn backward<T: Scalar, N: Dim, D: Dim, V: Dim>(
        self,
        op: &'static str,
        (x, v, dy): (&Matrix<T, N, D>, &Vector<T, V>, &Matrix<T, N, D>),
    ) -> Result<(Matrix<T, N, D>, Vector<T, V>)> {
        x.check_same_shape(dy, op)?;
        self.along.check(op, dy, v)?;
        match self.kind {
            Kind::Scale => {
                let products = x.zip_map(dy, op, |a, b| a * b)?;
                Ok((self.along.apply(dy, v, |a, b| a * b)?, self.along.sums(&products, v)?))
            }
            Kind::Bias => Ok((dy.clone(), self.along.sums(dy, v)?)),
        }
    }

    /// The graph form of [`AxisOp::forward`].
    fn trace(self, g: &mut Graph, x: Value, v: Value) -> Result<Value> {
        let v = self.along.broadcast(g, v, x)?;
        match self.kind {
            Kind::Scale => g.mul(x, v),
            Kind::Bias => g.add(x, v),
        }
    }

    /// The graph form of [`AxisOp::backward`].
    fn trace_backward(self, g: &mut Graph, x: Value, v: Value, dy: Value) -> Result<(Value, Value)> {
        match self.kind {
            Kind::Scale => {
                let dx = self.trace(g, dy, v)?;
                let products = g.mul(x, dy)?;
                Ok((dx, self.along.trace_sums(g, products)?))
            }
            Kind::Bias => Ok((dy, self.along.trace_sums(g, dy)?)),
        }
    }
}

/// One typed form of an [`AxisOp`]: the op, its rule and its graph form, the vector `$v`
/// of dimension `$vdim`.
macro_rules! axis_op {
    (
        $(#[doc = $doc:literal])*
        $name:ident($v:ident: $vdim:ident), $backward:ident, $trace:ident, $op:ident,
        rule $rule:literal, graph $graph:literal $(,)?
    ) => {
        $(#[doc = $doc])*
        #[vjp(crate = crate, backward = $backward, trace = $trace, check(N = 3, D = 4))]
        pub fn $name<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, $v: &Vector<T, $vdim>) -> Result<Matrix<T, N, D>> {
            $op.forward(stringify!($name), x, $v)
        }

        #[doc = concat!("The rule of [`", stringify!($name), "()`]: ", $rule, ".")]
        pub fn $backward<T: Scalar, N: Dim, D: Dim>(
            x: &Matrix<T, N, D>,
            $v: &Vector<T, $vdim>,
            _y: &Matrix<T, N, D>,
            dy: &Matrix<T, N, D>,
        ) -> Result<(Matrix<T, N, D>, Vector<T, $vdim>)> {
            $op.backward(concat!(stringify!($name), " backward"), (x, $v, dy))
        }

        #[doc = concat!("[`", stringify!($name), "()`] and its rule as graph primitives.")]
        pub mod $trace {
            use crate::error::Result;
            use crate::hlo::{Graph, Value};

            #[doc = concat!($graph, ".")]
            pub fn forward(g: &mut Graph, x: Value, $v: Value) -> Result<Value> {
                super::$op.trace(g, x, $v)
            }

            #[doc = concat!($rule, ".")]
            pub fn backward(g: &mut Graph, x: Value, $v: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
                super::$op.trace_backward(g, x, $v, dy)
            }
        }
    };
}

const ROW_SCALE: AxisOp = AxisOp {
    along: Along::Rows,
    kind: Kind::Scale,
};
const ROW_BIAS: AxisOp = AxisOp {
    along: Along::Rows,
    kind: Kind::Bias,
};
const COL_SCALE: AxisOp = AxisOp {
    along: Along::Cols,
    kind: Kind::Scale,
};
const COL_BIAS: AxisOp = AxisOp {
    along: Along::Cols,
    kind: Kind::Bias,
};

axis_op! {
    /// `y[i, j] = x[i, j] γ[j]`. Its witness is [`RowScale`](crate::RowScale), parameter `gamma`.
    row_scale(gamma: D), row_scale_backward, row_scale_trace, ROW_SCALE,
    rule "`(dx, dγ) = (dy ⊙ γ, Σ_rows dy ⊙ x)`", graph "`x ⊙ γ`, γ broadcast along the rows",
}

axis_op! {
    /// `y[i, :] = x[i, :] + β`. Its witness is [`RowBias`](crate::RowBias), parameter `beta`.
    row_bias(beta: D), row_bias_backward, row_bias_trace, ROW_BIAS,
    rule "`(dx, dβ) = (dy, Σ_rows dy)`", graph "`x + β`, β broadcast along the rows",
}

axis_op! {
    /// `y[i, j] = x[i, j] s[i]`: each row scaled by its own factor.
    col_scale(s: N), col_scale_backward, col_scale_trace, COL_SCALE,
    rule "`(dx, ds) = (dy ⊙ s, Σ_cols dy ⊙ x)`", graph "`x ⊙ s`, s broadcast along the columns",
}

axis_op! {
    /// `y[i, j] = x[i, j] + b[i]`: each row shifted by its own number.
    col_bias(b: N), col_bias_backward, col_bias_trace, COL_BIAS,
    rule "`(dx, db) = (dy, Σ_cols dy)`", graph "`x + b`, b broadcast along the columns",
}

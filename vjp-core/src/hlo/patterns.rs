//! Compositions of primitives that many graph forms share: broadcasting a vector along the rows
//! or the columns of a matrix, reducing every row, slicing and padding along one axis, and the
//! products that contract one dimension of each operand, and the taps of a sliding window
//! (convolutions, poolings) with their adjoints.

use super::graph::{Graph, Value};
use super::op::{DotDims, Reduction, Unary};
use crate::error::{Error, Result};

impl Graph {
    /// The vector `v` `[D]` repeated as every row of a matrix shaped as `like` `[N, D]`.
    pub fn broadcast_rows(&mut self, v: Value, like: Value) -> Result<Value> {
        let shape = self.shape(like)?.to_vec();
        self.broadcast_in_dim(v, &shape, &[1])
    }

    /// The vector `v` `[N]` repeated as every column of a matrix shaped as `like` `[N, D]`.
    pub fn broadcast_cols(&mut self, v: Value, like: Value) -> Result<Value> {
        let shape = self.shape(like)?.to_vec();
        self.broadcast_in_dim(v, &shape, &[0])
    }

    /// The fold of `x` over its last axis, spread back over that axis: for a matrix `[N, D]`,
    /// every row's fold repeated along the row.
    pub fn row_reduce(&mut self, x: Value, reduction: Reduction) -> Result<Value> {
        let shape = self.shape(x)?.to_vec();
        let last = shape
            .len()
            .checked_sub(1)
            .ok_or_else(|| axis_error("row_reduce", 0, &shape))?;
        let folded = self.reduce(x, &[last], reduction)?;
        let kept: Vec<usize> = (0..last).collect();
        self.broadcast_in_dim(folded, &shape, &kept)
    }

    /// The mean of `x` over its last axis, spread back over that axis.
    pub fn row_mean(&mut self, x: Value) -> Result<Value> {
        let width = self.shape(x)?.last().copied().unwrap_or(0);
        if width == 0 {
            return Err(Error::invalid("row_mean", "rows must not be empty"));
        }
        let sum = self.row_reduce(x, Reduction::Sum)?;
        self.scale(sum, 1.0 / width as f64)
    }

    /// The softmax of `x` over its last axis, shifted by the maximum.
    pub fn softmax_last(&mut self, x: Value) -> Result<Value> {
        let max = self.row_reduce(x, Reduction::Max)?;
        let shifted = self.sub(x, max)?;
        let e = self.unary(Unary::Exponential, shifted)?;
        let sum = self.row_reduce(e, Reduction::Sum)?;
        self.div(e, sum)
    }

    /// `y ⊙ (dy - <dy, y>)` over the last axis: the softmax's pullback from its output `y`.
    pub fn softmax_last_backward(&mut self, y: Value, dy: Value) -> Result<Value> {
        let products = self.mul(y, dy)?;
        let inner = self.row_reduce(products, Reduction::Sum)?;
        let centred = self.sub(dy, inner)?;
        self.mul(y, centred)
    }

    /// `a b` contracting dimension `lhs` of `a` with dimension `rhs` of `b`.
    pub fn contract(&mut self, a: Value, b: Value, lhs: usize, rhs: usize) -> Result<Value> {
        self.dot_general(
            a,
            b,
            DotDims {
                lhs_contract: vec![lhs],
                rhs_contract: vec![rhs],
                ..DotDims::default()
            },
        )
    }

    /// Elements `start .. start + len` of `x` along `axis`, all of the other axes.
    pub fn slice_axis(&mut self, x: Value, axis: usize, start: usize, len: usize) -> Result<Value> {
        let shape = self.shape(x)?.to_vec();
        let mut begin = vec![0; shape.len()];
        let mut limit = shape.clone();
        match (begin.get_mut(axis), limit.get_mut(axis)) {
            (Some(b), Some(l)) => {
                *b = start;
                *l = start.saturating_add(len);
            }
            _ => return Err(axis_error("slice", axis, &shape)),
        }
        let strides = vec![1; shape.len()];
        self.slice(x, &begin, &limit, &strides)
    }

    /// `x` placed at `start` along `axis` of a zero tensor `total` long there.
    pub fn pad_axis(&mut self, x: Value, axis: usize, start: usize, total: usize) -> Result<Value> {
        let shape = self.shape(x)?.to_vec();
        let len = shape
            .get(axis)
            .copied()
            .ok_or_else(|| axis_error("pad", axis, &shape))?;
        let after = total.checked_sub(start.saturating_add(len)).ok_or_else(|| {
            Error::invalid(
                "pad",
                format!("{len} elements from {start} do not fit in {total} along axis {axis}"),
            )
        })?;
        let mut low = vec![0; shape.len()];
        let mut high = vec![0; shape.len()];
        if let (Some(l), Some(h)) = (low.get_mut(axis), high.get_mut(axis)) {
            *l = start;
            *h = after;
        }
        let interior = vec![0; shape.len()];
        self.pad(x, 0.0, &low, &high, &interior)
    }
}

/// Where one tap of a sliding window reads a padded `[N, C, H, W]` batch: from row and column
/// `origin`, every `stride`, `out` positions along each axis (a convolution's or a pooling's
/// tap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowTap {
    /// The first row and column read.
    pub origin: (usize, usize),
    /// The step between reads.
    pub stride: (usize, usize),
    /// How many positions along each axis.
    pub out: (usize, usize),
}

impl WindowTap {
    /// One past the last row and column read.
    fn end(&self) -> (usize, usize) {
        (
            self.origin.0 + self.out.0.saturating_sub(1) * self.stride.0 + 1,
            self.origin.1 + self.out.1.saturating_sub(1) * self.stride.1 + 1,
        )
    }
}

impl Graph {
    /// What the tap reads of `padded` `[N, C, H, W]`: `[N, C, OH, OW]`, a strided slice.
    pub fn window_tap(&mut self, padded: Value, tap: &WindowTap) -> Result<Value> {
        let &[n, c, _, _] = self.shape(padded)? else {
            return Err(Error::invalid("window tap", "the input must be of rank 4"));
        };
        let end = tap.end();
        self.slice(
            padded,
            &[0, 0, tap.origin.0, tap.origin.1],
            &[n, c, end.0, end.1],
            &[1, 1, tap.stride.0, tap.stride.1],
        )
    }

    /// The adjoint of [`Graph::window_tap`]: the tap's cotangent `[N, C, OH, OW]` put back
    /// where it was read, in zeros of the padded input's `padded` height and width (a `pad`
    /// with interior padding).
    pub fn window_untap(&mut self, dtap: Value, tap: &WindowTap, padded: (usize, usize)) -> Result<Value> {
        let end = tap.end();
        let (Some(below), Some(right)) = (padded.0.checked_sub(end.0), padded.1.checked_sub(end.1)) else {
            return Err(Error::invalid("window tap", "the tap reads past the padded input"));
        };
        self.pad(
            dtap,
            0.0,
            &[0, 0, tap.origin.0, tap.origin.1],
            &[0, 0, below, right],
            &[0, 0, tap.stride.0 - 1, tap.stride.1 - 1],
        )
    }
}

fn axis_error(op: &'static str, axis: usize, shape: &[usize]) -> Error {
    Error::invalid(op, format!("axis {axis} is outside a value of shape {shape:?}"))
}

//! One-dimensional convolution over `[N, C, L]` batches, PyTorch's `F.conv1d(x, weight, bias,
//! stride, padding, dilation, groups)`: weight `[O, C/groups, K]`, bias `[O]`. It is
//! [`conv2d`](super::conv2d::conv2d()) on images of one row, the same memory viewed as
//! `[N, C, 1, L]`, forward, backward and graph form.
//!
//! ```
//! use vjp_core::{Conv1d, Sequences, Vector, conv1d};
//! let x = Sequences::<f64>::from_vec((1, 1, 4), vec![1.0, 2.0, 3.0, 4.0])?;
//! let w = Sequences::from_vec((1, 1, 2), vec![1.0, -1.0])?;
//! let y = conv1d(&x, &w, &Vector::from_vec((1,), vec![0.0])?, Conv1d::default())?;
//! assert_eq!(y.data(), [-1.0; 3]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::conv2d::{Conv2d, Maps, conv2d, conv2d_backward, conv2d_trace};
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::{Tensor3, Vector};
use crate::vjp;

/// A batch of sequences of channels, `[N, C, L]`.
pub type Sequences<T> = Tensor3<T, usize, usize, usize>;

/// How a one-dimensional convolution moves (PyTorch's `stride`, `padding`, `dilation`,
/// `groups`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conv1d {
    /// The step between outputs.
    pub stride: usize,
    /// Zeros added on each side.
    pub padding: usize,
    /// The step between the kernel's taps.
    pub dilation: usize,
    /// Channel groups.
    pub groups: usize,
}

impl Default for Conv1d {
    /// Stride 1, no padding, no dilation, one group.
    fn default() -> Self {
        Conv1d {
            stride: 1,
            padding: 0,
            dilation: 1,
            groups: 1,
        }
    }
}

impl Conv1d {
    /// The same convolution along the width of one-row images.
    fn as_2d(&self) -> Conv2d {
        Conv2d {
            stride: (1, self.stride),
            padding: (0, self.padding),
            dilation: (1, self.dilation),
            groups: self.groups,
        }
    }
}

/// `[N, C, L]` as `[N, C, 1, L]`.
fn rows<T: Scalar>(x: &Sequences<T>) -> Result<Maps<T>> {
    let (n, c, l) = x.shape();
    Maps::from_vec((n, c, 1, l), x.data().to_vec())
}

/// `[N, C, 1, L]` as `[N, C, L]`.
fn sequences<T: Scalar>(x: Maps<T>) -> Result<Sequences<T>> {
    let (n, c, _, l) = x.shape();
    x.reshape((n, c, l))
}

/// `y[n, o] = b[o] + Σ_{c in o's group} w[o, c] ⋆ x[n, c]` along the sequence: PyTorch's
/// `conv1d`.
#[vjp(crate = crate, backward = conv1d_backward, trace = conv1d_trace, check(
    x = Sequences::random((2, 4, 7), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    weight = Sequences::random((6, 2, 3), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(2)),
    bias = Vector::random((6,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3)),
    conv = Conv1d { stride: 2, padding: 1, dilation: 2, groups: 2 },
))]
pub fn conv1d<T: Scalar>(
    x: &Sequences<T>,
    weight: &Sequences<T>,
    bias: &Vector<T, usize>,
    conv: Conv1d,
) -> Result<Sequences<T>> {
    sequences(conv2d(&rows(x)?, &rows(weight)?, bias, conv.as_2d())?)
}

/// The rule of [`conv1d()`]: [`conv2d_backward()`] on one-row images.
#[allow(clippy::type_complexity)]
pub fn conv1d_backward<T: Scalar>(
    x: &Sequences<T>,
    weight: &Sequences<T>,
    bias: &Vector<T, usize>,
    conv: &Conv1d,
    y: &Sequences<T>,
    dy: &Sequences<T>,
) -> Result<(Sequences<T>, Sequences<T>, Vector<T, usize>)> {
    let (dx, dw, db) = conv2d_backward(&rows(x)?, &rows(weight)?, bias, &conv.as_2d(), &rows(y)?, &rows(dy)?)?;
    Ok((sequences(dx)?, sequences(dw)?, db))
}

/// [`conv1d()`] and its rule as graph primitives: [`conv2d_trace`] between reshapes.
pub mod conv1d_trace {
    use super::{Conv1d, conv2d_trace};
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// `[N, C, L]` as `[N, C, 1, L]`.
    fn rows(g: &mut Graph, x: Value) -> Result<Value> {
        let &[n, c, l] = g.shape(x)? else {
            return Err(Error::invalid("conv1d trace", "expected a tensor of rank 3"));
        };
        g.reshape(x, &[n, c, 1, l])
    }

    /// `[N, C, 1, L]` as `[N, C, L]`.
    fn sequences(g: &mut Graph, x: Value) -> Result<Value> {
        let &[n, c, _, l] = g.shape(x)? else {
            return Err(Error::invalid("conv1d trace", "expected a tensor of rank 4"));
        };
        g.reshape(x, &[n, c, l])
    }

    /// The convolution of one-row images.
    pub fn forward(g: &mut Graph, x: Value, weight: Value, bias: Value, conv: Conv1d) -> Result<Value> {
        let (x, weight) = (rows(g, x)?, rows(g, weight)?);
        let y = conv2d_trace::forward(g, x, weight, bias, conv.as_2d())?;
        sequences(g, y)
    }

    /// Its rule.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        weight: Value,
        bias: Value,
        conv: &Conv1d,
        y: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        let (x, weight, y, dy) = (rows(g, x)?, rows(g, weight)?, rows(g, y)?, rows(g, dy)?);
        let (dx, dw, db) = conv2d_trace::backward(g, x, weight, bias, &conv.as_2d(), y, dy)?;
        Ok((sequences(g, dx)?, sequences(g, dw)?, db))
    }
}

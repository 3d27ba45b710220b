//! Adaptive average pooling, PyTorch's `F.adaptive_avg_pool2d(x, (oh, ow))` on NCHW: output
//! row `i` averages input rows `⌊i H / oh⌋ ..< ⌈(i + 1) H / oh⌉`, and columns alike, so any input
//! size pools to the size asked (`(1, 1)` is global average pooling).
//!
//! ```
//! use vjp_core::{Maps, adaptive_avg_pool2d};
//! let x = Maps::<f64>::from_vec((1, 1, 1, 3), vec![1.0, 2.0, 6.0])?;
//! // Two windows over three columns: [0, 2) and [1, 3).
//! assert_eq!(adaptive_avg_pool2d(&x, (1, 2))?.data(), [1.5, 4.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::conv2d::Maps;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::vjp;

/// The input range of output position `i` of `out` over `len` (PyTorch's start and end index).
fn window(i: usize, len: usize, out: usize) -> std::ops::Range<usize> {
    (i * len / out)..((i + 1) * len).div_ceil(out)
}

/// The checked `(N, C, H, W)` and output size.
fn sizes<T: Scalar>(
    op: &'static str,
    x: &Maps<T>,
    output: (usize, usize),
) -> Result<(usize, usize, usize, (usize, usize))> {
    let (n, c, h, w) = x.shape();
    if output.0 == 0 || output.1 == 0 || h == 0 || w == 0 {
        return Err(Error::invalid(
            op,
            format!("cannot pool a {h} x {w} input to {output:?}: both must be positive"),
        ));
    }
    Ok((n * c, h, w, output))
}

/// Calls `f(output index, input indices of its window)` for every output element.
fn for_each(planes: usize, h: usize, w: usize, (oh, ow): (usize, usize), mut f: impl FnMut(usize, &[usize])) {
    let mut taps = Vec::new();
    for plane in 0..planes {
        for oy in 0..oh {
            for ox in 0..ow {
                taps.clear();
                for iy in window(oy, h, oh) {
                    taps.extend(window(ox, w, ow).map(|ix| (plane * h + iy) * w + ix));
                }
                f((plane * oh + oy) * ow + ox, &taps);
            }
        }
    }
}

/// The mean of each adaptive window: the `(oh, ow)` output of any input size.
#[vjp(crate = crate, backward = adaptive_avg_pool2d_backward, trace = adaptive_avg_pool2d_trace, check(
    x = Maps::random((2, 3, 5, 7), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    output = (3, 4),
))]
pub fn adaptive_avg_pool2d<T: Scalar>(x: &Maps<T>, output: (usize, usize)) -> Result<Maps<T>> {
    let (planes, h, w, out) = sizes("adaptive_avg_pool2d", x, output)?;
    let (n, c, _, _) = x.shape();
    let mut y = Maps::zeros((n, c, out.0, out.1));
    let (xs, ys) = (x.data(), y.data_mut());
    for_each(planes, h, w, out, |yi, taps| {
        if let Some(y) = ys.get_mut(yi) {
            *y = taps.iter().filter_map(|&t| xs.get(t)).fold(T::ZERO, |a, &b| a + b) / T::from_usize(taps.len());
        }
    });
    Ok(y)
}

/// The rule of [`adaptive_avg_pool2d()`]: each window's cotangent over its size to each tap.
pub fn adaptive_avg_pool2d_backward<T: Scalar>(
    x: &Maps<T>,
    output: &(usize, usize),
    _: &Maps<T>,
    dy: &Maps<T>,
) -> Result<Maps<T>> {
    let op = "adaptive_avg_pool2d backward";
    let (planes, h, w, out) = sizes(op, x, *output)?;
    let (n, c, _, _) = x.shape();
    if dy.shape() != (n, c, out.0, out.1) {
        return Err(Error::mismatch(
            op,
            [n, c, out.0, out.1],
            dy.dims(),
            "the cotangent has the output's shape",
        ));
    }
    let mut dx = Maps::zeros(x.shape());
    let (dxs, dys) = (dx.data_mut(), dy.data());
    for_each(planes, h, w, out, |yi, taps| {
        let share = dys.get(yi).copied().unwrap_or(T::ZERO) / T::from_usize(taps.len());
        for &t in taps {
            if let Some(d) = dxs.get_mut(t) {
                *d += share;
            }
        }
    });
    Ok(dx)
}

/// [`adaptive_avg_pool2d()`] and its rule as graph primitives: two products with the literal
/// averaging matrices `A_h` `[oh, H]` and `A_w` `[ow, W]`, `y = A_h x A_wᵀ` on every plane.
pub mod adaptive_avg_pool2d_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::ops::interpolate::separable;

    /// The averaging matrices of `x` pooled to `output`.
    fn matrices(g: &mut Graph, x: Value, output: (usize, usize)) -> Result<(Value, Value)> {
        let (h, w) = separable::plane(g, x, "adaptive_avg_pool2d trace")?;
        let averaging = |len: usize, out: usize| -> Vec<Vec<(usize, f64)>> {
            (0..out)
                .map(|i| {
                    let window = super::window(i, len, out);
                    let share = 1.0 / window.len().max(1) as f64;
                    window.map(|j| (j, share)).collect()
                })
                .collect()
        };
        let (rows, cols) = (averaging(h, output.0), averaging(w, output.1));
        Ok((separable::matrix(g, h, &rows)?, separable::matrix(g, w, &cols)?))
    }

    /// `A_h x A_wᵀ`.
    pub fn forward(g: &mut Graph, x: Value, output: (usize, usize)) -> Result<Value> {
        let (rows, cols) = matrices(g, x, output)?;
        separable::apply(g, x, rows, cols, false)
    }

    /// `A_hᵀ dy A_w`.
    pub fn backward(g: &mut Graph, x: Value, output: &(usize, usize), _: Value, dy: Value) -> Result<Value> {
        let (rows, cols) = matrices(g, x, *output)?;
        separable::apply(g, dy, rows, cols, true)
    }
}

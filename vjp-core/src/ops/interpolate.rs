//! Resizing NCHW images, PyTorch's `F.interpolate(x, size=(oh, ow), mode=)` with `"nearest"`
//! and `"bilinear"` (with or without `align_corners`), source positions computed as PyTorch's
//! CPU kernels compute them. Both are linear and separable: each output row reads one or two
//! input rows with weights, each output column one or two input columns; the gradient sends
//! `dy` back along the same weights.
//!
//! ```
//! use vjp_core::{Interpolation, Maps, interpolate};
//! let x = Maps::<f64>::from_vec((1, 1, 1, 2), vec![0.0, 1.0])?;
//! let near = interpolate(&x, (1, 4), Interpolation::Nearest)?;
//! assert_eq!(near.data(), [0.0, 0.0, 1.0, 1.0]);
//! let linear = interpolate(&x, (1, 4), Interpolation::Bilinear { align_corners: false })?;
//! assert_eq!(linear.data(), [0.0, 0.25, 0.75, 1.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::conv2d::Maps;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::vjp;

/// How [`interpolate()`] reads the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Interpolation {
    /// The nearest input element below the scaled position (PyTorch's `"nearest"`).
    Nearest,
    /// The two nearest rows and columns, weighted linearly (PyTorch's `"bilinear"`): corner
    /// pixels' centres aligned if `align_corners`, else pixel areas (PyTorch's default).
    Bilinear {
        /// PyTorch's `align_corners`.
        align_corners: bool,
    },
}

/// The input elements and weights one output position reads along an axis: `(i0, w0)`,
/// `(i1, w1)` (the second with weight 0 for nearest).
type Taps = [(usize, f64); 2];

/// Every output position's taps along an axis of `len` resized to `out`.
pub(crate) fn axis_taps(len: usize, out: usize, mode: Interpolation) -> Vec<Taps> {
    (0..out)
        .map(|o| match mode {
            Interpolation::Nearest => {
                // PyTorch's `nearest_idx`: the scale and the product in f32.
                let i = if len == out {
                    o
                } else if out == 2 * len {
                    o / 2
                } else {
                    let scale = len as f32 / out as f32;
                    ((o as f32 * scale).floor() as usize).min(len - 1)
                };
                [(i, 1.0), (i, 0.0)]
            }
            Interpolation::Bilinear { align_corners } => {
                // PyTorch's `area_pixel_compute_source_index`.
                let source = if align_corners {
                    let scale = if out > 1 {
                        (len - 1) as f64 / (out - 1) as f64
                    } else {
                        0.0
                    };
                    scale * o as f64
                } else {
                    let scale = len as f64 / out as f64;
                    (scale * (o as f64 + 0.5) - 0.5).max(0.0)
                };
                let i0 = (source.floor() as usize).min(len - 1);
                let i1 = if i0 + 1 < len { i0 + 1 } else { i0 };
                let w1 = source - i0 as f64;
                [(i0, 1.0 - w1), (i1, w1)]
            }
        })
        .collect()
}

/// The checked sizes and the taps of both axes.
fn taps<T: Scalar>(
    op: &'static str,
    x: &Maps<T>,
    size: (usize, usize),
    mode: Interpolation,
) -> Result<(Vec<Taps>, Vec<Taps>)> {
    let (_, _, h, w) = x.shape();
    if h == 0 || w == 0 || size.0 == 0 || size.1 == 0 {
        return Err(Error::invalid(
            op,
            format!("cannot resize a {h} x {w} input to {size:?}: both must be positive"),
        ));
    }
    Ok((axis_taps(h, size.0, mode), axis_taps(w, size.1, mode)))
}

/// Calls `f(y index, x index, weight)` for each of the four reads of every output element.
fn for_each(x: (usize, usize, usize, usize), rows: &[Taps], cols: &[Taps], mut f: impl FnMut(usize, usize, f64)) {
    let (n, c, h, w) = x;
    let (oh, ow) = (rows.len(), cols.len());
    for plane in 0..n * c {
        for (oy, row) in rows.iter().enumerate() {
            for (ox, col) in cols.iter().enumerate() {
                let yi = (plane * oh + oy) * ow + ox;
                for &(iy, wy) in row {
                    for &(ix, wx) in col {
                        f(yi, (plane * h + iy) * w + ix, wy * wx);
                    }
                }
            }
        }
    }
}

/// `x` resized to `size` (PyTorch's `F.interpolate(x, size=size, mode=...)`).
#[vjp(crate = crate, backward = interpolate_backward, trace = interpolate_trace, check(
    x = Maps::random((2, 3, 4, 5), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    size = (7, 3),
    mode = Interpolation::Bilinear { align_corners: false },
))]
pub fn interpolate<T: Scalar>(x: &Maps<T>, size: (usize, usize), mode: Interpolation) -> Result<Maps<T>> {
    let (rows, cols) = taps("interpolate", x, size, mode)?;
    let (n, c, _, _) = x.shape();
    let mut y = Maps::zeros((n, c, size.0, size.1));
    let (xs, ys) = (x.data(), y.data_mut());
    for_each(x.shape(), &rows, &cols, |yi, xi, weight| {
        if let (Some(y), Some(&x)) = (ys.get_mut(yi), xs.get(xi))
            && weight != 0.0
        {
            *y += T::from_f64(weight) * x;
        }
    });
    Ok(y)
}

/// The rule of [`interpolate()`]: each output's cotangent back to the elements it read, by the
/// same weights.
pub fn interpolate_backward<T: Scalar>(
    x: &Maps<T>,
    size: &(usize, usize),
    mode: &Interpolation,
    _: &Maps<T>,
    dy: &Maps<T>,
) -> Result<Maps<T>> {
    let op = "interpolate backward";
    let (rows, cols) = taps(op, x, *size, *mode)?;
    let (n, c, _, _) = x.shape();
    if dy.shape() != (n, c, size.0, size.1) {
        return Err(Error::mismatch(
            op,
            [n, c, size.0, size.1],
            dy.dims(),
            "the cotangent has the output's shape",
        ));
    }
    let mut dx = Maps::zeros(x.shape());
    let (dxs, dys) = (dx.data_mut(), dy.data());
    for_each(x.shape(), &rows, &cols, |yi, xi, weight| {
        if let (Some(dx), Some(&d)) = (dxs.get_mut(xi), dys.get(yi))
            && weight != 0.0
        {
            *dx += T::from_f64(weight) * d;
        }
    });
    Ok(dx)
}

/// Linear maps applied to each `[H, W]` plane of a batch, `y = R x Cᵀ`, in graph primitives: what
/// interpolation and adaptive pooling trace to.
pub(crate) mod separable {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// The matrix `[out, len]` of per-output taps `(index, weight)`, weights of one index summed.
    pub fn matrix(g: &mut Graph, len: usize, taps: &[Vec<(usize, f64)>]) -> Result<Value> {
        let mut values = vec![0.0; taps.len() * len];
        for (o, row) in taps.iter().enumerate() {
            for &(i, weight) in row {
                if let Some(v) = values.get_mut(o * len + i) {
                    *v += weight;
                }
            }
        }
        g.literal(values, &[taps.len(), len])
    }

    /// The `[H, W]` of a batch of planes.
    pub fn plane(g: &Graph, x: Value, op: &'static str) -> Result<(usize, usize)> {
        match g.shape(x)? {
            &[_, _, h, w] => Ok((h, w)),
            _ => Err(Error::invalid(op, "the input must be of rank 4")),
        }
    }

    /// `rows x colsᵀ` on every plane (`rows` `[a, H]`, `cols` `[b, W]`), or with `transposed`
    /// `rowsᵀ x cols` (`x`'s planes `[a, b]`): the forward and its adjoint.
    pub fn apply(g: &mut Graph, x: Value, rows: Value, cols: Value, transposed: bool) -> Result<Value> {
        let axis = usize::from(!transposed);
        let by_cols = g.contract(x, cols, 3, axis)?;
        let by_rows = g.contract(by_cols, rows, 2, axis)?;
        g.transpose(by_rows, &[0, 1, 3, 2])
    }
}

/// [`interpolate()`] and its rule as graph primitives: two products with the literal matrices
/// of the rows' and the columns' taps.
pub mod interpolate_trace {
    use super::{Interpolation, axis_taps, separable};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// The two tap matrices of `x` resized to `size`.
    fn matrices(g: &mut Graph, x: Value, size: (usize, usize), mode: Interpolation) -> Result<(Value, Value)> {
        let (h, w) = separable::plane(g, x, "interpolate trace")?;
        let listed = |taps: Vec<super::Taps>| taps.into_iter().map(|t| t.to_vec()).collect::<Vec<_>>();
        let rows = listed(axis_taps(h, size.0, mode));
        let cols = listed(axis_taps(w, size.1, mode));
        Ok((separable::matrix(g, h, &rows)?, separable::matrix(g, w, &cols)?))
    }

    /// `R x Cᵀ`.
    pub fn forward(g: &mut Graph, x: Value, size: (usize, usize), mode: Interpolation) -> Result<Value> {
        let (rows, cols) = matrices(g, x, size, mode)?;
        separable::apply(g, x, rows, cols, false)
    }

    /// `Rᵀ dy C`.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        size: &(usize, usize),
        mode: &Interpolation,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        let (rows, cols) = matrices(g, x, *size, *mode)?;
        separable::apply(g, dy, rows, cols, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nearest doubling repeats each element; aligned corners keep the corners.
    #[test]
    fn nearest_and_aligned_corners() {
        let x = Maps::<f64>::from_vec((1, 1, 2, 2), vec![1.0, 2.0, 3.0, 4.0]).unwrap();
        let y = interpolate(&x, (4, 4), Interpolation::Nearest).unwrap();
        assert_eq!(&y.data()[..4], [1.0, 1.0, 2.0, 2.0]);
        let y = interpolate(&x, (3, 3), Interpolation::Bilinear { align_corners: true }).unwrap();
        assert_eq!(y.data(), [1.0, 1.5, 2.0, 2.0, 2.5, 3.0, 3.0, 3.5, 4.0]);
        assert!(interpolate(&x, (0, 3), Interpolation::Nearest).is_err());
    }
}

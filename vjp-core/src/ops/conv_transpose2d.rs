//! Transposed convolution over NCHW batches, PyTorch's `F.conv_transpose2d(x, weight, bias,
//! stride, padding, output_padding, groups, dilation)`: weight `[C_in, C_out/groups, KH, KW]`,
//! bias `[C_out]`. It is the adjoint of [`conv2d`](super::conv2d::conv2d()) in its input: each
//! input element spreads `w ⋅ x` over the output window a convolution would have read it from.
//! Its output is `(H - 1) s - 2 p + d (K - 1) + output_padding + 1` along each axis.
//!
//! ```
//! use vjp_core::{ConvTranspose2d, Maps, Vector, conv_transpose2d};
//! // One 1 x 1 input under a 2 x 2 kernel of ones with stride 2: the kernel itself.
//! let x = Maps::<f64>::from_vec((1, 1, 1, 1), vec![3.0])?;
//! let w = Maps::from_vec((1, 1, 2, 2), vec![1.0; 4])?;
//! let up = ConvTranspose2d { stride: (2, 2), ..ConvTranspose2d::default() };
//! let y = conv_transpose2d(&x, &w, &Vector::from_vec((1,), vec![0.5])?, up)?;
//! assert_eq!(y.data(), [3.5; 4]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::conv2d::{Conv2d, Geometry, Maps, conv2d_trace};
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Vector;
use crate::vjp;

/// How a transposed convolution moves (PyTorch's arguments; each pair `(along the height, along
/// the width)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConvTranspose2d {
    /// The step between the input's positions in the output.
    pub stride: (usize, usize),
    /// Rows and columns cut from each side of the output.
    pub padding: (usize, usize),
    /// Rows and columns added below and to the right (less than the stride or the dilation).
    pub output_padding: (usize, usize),
    /// The step between the kernel's taps.
    pub dilation: (usize, usize),
    /// Channel groups.
    pub groups: usize,
}

impl Default for ConvTranspose2d {
    /// Stride 1, no padding, no dilation, one group.
    fn default() -> Self {
        ConvTranspose2d {
            stride: (1, 1),
            padding: (0, 0),
            output_padding: (0, 0),
            dilation: (1, 1),
            groups: 1,
        }
    }
}

impl ConvTranspose2d {
    /// The convolution whose input adjoint this is.
    fn conv(&self) -> Conv2d {
        Conv2d {
            stride: self.stride,
            padding: self.padding,
            dilation: self.dilation,
            groups: self.groups,
        }
    }
}

/// The convolution's geometry whose *input* is the transposed convolution's output, checked:
/// its output is the transposed convolution's input.
fn geometry(
    op: &'static str,
    (n, cin, h, w): (usize, usize, usize, usize),
    (wcin, cout_g, kh, kw): (usize, usize, usize, usize),
    bias: usize,
    t: ConvTranspose2d,
) -> Result<Geometry> {
    if wcin != cin {
        return Err(Error::mismatch(
            op,
            [n, cin, h, w],
            [wcin, cout_g, kh, kw],
            "the weight has one row per input channel ([C_in, C_out/groups, KH, KW])",
        ));
    }
    if t.output_padding.0 >= t.stride.0.max(t.dilation.0) || t.output_padding.1 >= t.stride.1.max(t.dilation.1) {
        return Err(Error::invalid(
            op,
            format!(
                "output padding {:?} must be less than the stride {:?} or the dilation {:?}",
                t.output_padding, t.stride, t.dilation
            ),
        ));
    }
    let cout = cout_g * t.groups;
    if bias != cout {
        return Err(Error::mismatch(
            op,
            [cout],
            [bias],
            "the bias has one entry per output channel",
        ));
    }
    let extent = |len: usize, s: usize, d: usize, k: usize, op_: usize, p: usize| {
        (len.saturating_sub(1) * s + d * k.saturating_sub(1) + op_ + 1).checked_sub(2 * p)
    };
    let (Some(oh), Some(ow)) = (
        extent(h, t.stride.0, t.dilation.0, kh, t.output_padding.0, t.padding.0),
        extent(w, t.stride.1, t.dilation.1, kw, t.output_padding.1, t.padding.1),
    ) else {
        return Err(Error::invalid(
            op,
            format!("padding {:?} cuts away the whole output", t.padding),
        ));
    };
    let g = Geometry::from_shapes(op, (n, cout, oh, ow), (cin, cout_g, kh, kw), cin, t.conv())?;
    if (g.oh, g.ow) != (h, w) || h == 0 || w == 0 {
        return Err(Error::invalid(
            op,
            format!("no {oh} x {ow} output convolves back to {h} x {w}"),
        ));
    }
    Ok(g)
}

/// `y[n, o] = b[o] + Σ_c x[n, c] spread by w[c, o]`: PyTorch's `conv_transpose2d`; an error for
/// channels, groups or a bias that do not match, or an output padding not below the stride
/// or the dilation.
#[vjp(crate = crate, backward = conv_transpose2d_backward, trace = conv_transpose2d_trace, check(
    x = Maps::random((2, 4, 3, 2), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    weight = Maps::random((4, 3, 3, 2), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(2)),
    bias = Vector::random((6,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3)),
    config = ConvTranspose2d { stride: (2, 3), padding: (1, 0), output_padding: (1, 2), dilation: (1, 2), groups: 2 },
))]
pub fn conv_transpose2d<T: Scalar>(
    x: &Maps<T>,
    weight: &Maps<T>,
    bias: &Vector<T, usize>,
    config: ConvTranspose2d,
) -> Result<Maps<T>> {
    let g = geometry("conv_transpose2d", x.shape(), weight.shape(), bias.len(), config)?;
    let mut y = Maps::zeros((g.n, g.c, g.h, g.w));
    let plane = g.h * g.w;
    for (k, out) in y.data_mut().chunks_exact_mut(plane.max(1)).enumerate() {
        out.fill(bias.data().get(k % g.c.max(1)).copied().unwrap_or(T::ZERO));
    }
    let (xs, ws, ys) = (x.data(), weight.data(), y.data_mut());
    g.for_each_tap(|out, wi, input| {
        if let (Some(y), Some(&w), Some(&x)) = (ys.get_mut(out), ws.get(wi), xs.get(input)) {
            *y += w * x;
        }
    });
    Ok(y)
}

/// The rule of [`conv_transpose2d()`]: `dx` is the convolution of `dy` by the weight, `dw` the
/// convolution's weight gradient with `dy` as its input and `x` as its cotangent, `db` the sum
/// of `dy` over the batch and the plane.
#[allow(clippy::type_complexity)]
pub fn conv_transpose2d_backward<T: Scalar>(
    x: &Maps<T>,
    weight: &Maps<T>,
    bias: &Vector<T, usize>,
    config: &ConvTranspose2d,
    _: &Maps<T>,
    dy: &Maps<T>,
) -> Result<(Maps<T>, Maps<T>, Vector<T, usize>)> {
    let op = "conv_transpose2d backward";
    let g = geometry(op, x.shape(), weight.shape(), bias.len(), *config)?;
    if dy.shape() != (g.n, g.c, g.h, g.w) {
        return Err(Error::mismatch(
            op,
            [g.n, g.c, g.h, g.w],
            dy.dims(),
            "the cotangent has the output's shape",
        ));
    }
    let (mut dx, mut dw, mut db) = (
        Maps::zeros(x.shape()),
        Maps::zeros(weight.shape()),
        Vector::zeros(bias.shape()),
    );
    {
        let (xs, ws, dys, dxs, dws) = (x.data(), weight.data(), dy.data(), dx.data_mut(), dw.data_mut());
        g.for_each_tap(|out, wi, input| {
            if let (Some(dx), Some(dw), Some(&x), Some(&w), Some(&d)) = (
                dxs.get_mut(input),
                dws.get_mut(wi),
                xs.get(input),
                ws.get(wi),
                dys.get(out),
            ) {
                *dx += w * d;
                *dw += x * d;
            }
        });
    }
    let plane = (g.h * g.w).max(1);
    for (k, out) in dy.data().chunks_exact(plane).enumerate() {
        if let Some(d) = db.data_mut().get_mut(k % g.c.max(1)) {
            *d += out.iter().fold(T::ZERO, |a, &b| a + b);
        }
    }
    Ok((dx, dw, db))
}

/// [`conv_transpose2d()`] and its rule as graph primitives: those of
/// [`conv2d`](super::conv2d::conv2d()) with the roles of input and cotangent exchanged.
pub mod conv_transpose2d_trace {
    use super::{ConvTranspose2d, conv2d_trace};
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// The output's shape, `[N, C_out, OH, OW]`.
    fn output(g: &Graph, x: Value, weight: Value, t: &ConvTranspose2d) -> Result<[usize; 4]> {
        let (&[n, cin, h, w], &[wcin, cout_g, kh, kw]) = (g.shape(x)?, g.shape(weight)?) else {
            return Err(Error::invalid(
                "conv_transpose2d trace",
                "the input and the weight must be of rank 4",
            ));
        };
        let geometry = super::geometry(
            "conv_transpose2d trace",
            (n, cin, h, w),
            (wcin, cout_g, kh, kw),
            cout_g * t.groups,
            *t,
        )?;
        Ok([n, geometry.c, geometry.h, geometry.w])
    }

    /// The convolution's input cotangent of `x`, plus the bias per channel.
    pub fn forward(g: &mut Graph, x: Value, weight: Value, bias: Value, config: ConvTranspose2d) -> Result<Value> {
        let shape = output(g, x, weight, &config)?;
        let zeros = g.constant(0.0, &shape)?;
        let cin = g.shape(weight)?.first().copied().unwrap_or(0);
        let no_bias = g.constant(0.0, &[cin])?;
        let (spread, _, _) = conv2d_trace::backward(g, zeros, weight, no_bias, &config.conv(), x, x)?;
        let bias = g.broadcast_in_dim(bias, &shape, &[1])?;
        g.add(spread, bias)
    }

    /// `dx = conv2d(dy, w)`, `dw` the convolution's weight gradient of input `dy` and cotangent
    /// `x`, `db = Σ dy` per channel.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        weight: Value,
        _: Value,
        config: &ConvTranspose2d,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        output(g, x, weight, config)?;
        let cin = g.shape(weight)?.first().copied().unwrap_or(0);
        let no_bias = g.constant(0.0, &[cin])?;
        let dx = conv2d_trace::forward(g, dy, weight, no_bias, config.conv())?;
        let (_, dw, _) = conv2d_trace::backward(g, dy, weight, no_bias, &config.conv(), x, x)?;
        let db = g.sum(dy, &[0, 2, 3])?;
        Ok((dx, dw, db))
    }
}

//! Two-dimensional convolution over NCHW batches, PyTorch's `conv2d`: weight `[O, C/groups,
//! KH, KW]`, bias `[O]`, with stride, zero padding, dilation and groups.

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Tensor4, Vector};
use crate::vjp;

/// A batch of images or feature maps, `[N, C, H, W]`.
pub type Maps<T> = Tensor4<T, usize, usize, usize, usize>;

/// How a convolution moves over its input (PyTorch's `stride`, `padding`, `dilation`, `groups`;
/// each pair is `(along the height, along the width)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conv2d {
    /// The step between outputs.
    pub stride: (usize, usize),
    /// Zeros added on each side.
    pub padding: (usize, usize),
    /// The step between the kernel's taps.
    pub dilation: (usize, usize),
    /// Channel groups: input and output channels are split into this many groups, each
    /// output group seeing its input group only.
    pub groups: usize,
}

impl Default for Conv2d {
    /// Stride 1, no padding, no dilation, one group.
    fn default() -> Self {
        Conv2d {
            stride: (1, 1),
            padding: (0, 0),
            dilation: (1, 1),
            groups: 1,
        }
    }
}

/// The sizes of one convolution, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Geometry {
    pub n: usize,
    pub c: usize,
    pub h: usize,
    pub w: usize,
    pub o: usize,
    pub kh: usize,
    pub kw: usize,
    pub oh: usize,
    pub ow: usize,
    pub conv: Conv2d,
}

impl Geometry {
    fn of<T: Scalar>(x: &Maps<T>, weight: &Maps<T>, bias: &Vector<T, usize>, conv: Conv2d) -> Result<Self> {
        Geometry::from_shapes("conv2d", x.shape(), weight.shape(), bias.len(), conv)
    }

    /// The geometry of an input `(n, c, h, w)` under a weight `(o, c / groups, kh, kw)` and a
    /// bias of `bias` entries; errors name `op`.
    pub(super) fn from_shapes(
        op: &'static str,
        (n, c, h, w): (usize, usize, usize, usize),
        (o, cg, kh, kw): (usize, usize, usize, usize),
        bias: usize,
        conv: Conv2d,
    ) -> Result<Self> {
        let invalid = |message: String| Err(Error::invalid(op, message));
        let Conv2d {
            stride,
            padding,
            dilation,
            groups,
        } = conv;
        if groups == 0 || stride.0 == 0 || stride.1 == 0 || dilation.0 == 0 || dilation.1 == 0 {
            return invalid(format!(
                "stride {stride:?}, dilation {dilation:?} and groups {groups} must be positive"
            ));
        }
        if c % groups != 0 || o % groups != 0 || cg * groups != c {
            return invalid(format!(
                "{c} input channels, {o} output channels and a weight of {cg} input channels per group do not make {groups} groups"
            ));
        }
        if bias != o {
            return Err(Error::mismatch(
                op,
                [o, cg, kh, kw],
                [bias],
                "the bias needs one entry per output channel",
            ));
        }
        let span = |k: usize, d: usize| d * (k.max(1) - 1) + 1;
        let (reach_h, reach_w) = (span(kh, dilation.0), span(kw, dilation.1));
        let (padded_h, padded_w) = (h + 2 * padding.0, w + 2 * padding.1);
        if kh == 0 || kw == 0 || reach_h > padded_h || reach_w > padded_w {
            return invalid(format!(
                "a {kh} x {kw} kernel (dilation {dilation:?}) does not fit the {h} x {w} input padded by {padding:?}"
            ));
        }
        Ok(Geometry {
            n,
            c,
            h,
            w,
            o,
            kh,
            kw,
            oh: (padded_h - reach_h) / stride.0 + 1,
            ow: (padded_w - reach_w) / stride.1 + 1,
            conv,
        })
    }

    /// Calls `f(x index, weight index, y index)` for every product of the convolution.
    pub(super) fn for_each_tap(&self, mut f: impl FnMut(usize, usize, usize)) {
        let Geometry {
            n,
            c,
            h,
            w,
            o,
            kh,
            kw,
            oh,
            ow,
            conv,
        } = *self;
        let (cg, og) = (c / conv.groups, o / conv.groups);
        for b in 0..n {
            for oc in 0..o {
                let group = oc / og;
                for oy in 0..oh {
                    for ox in 0..ow {
                        let y_index = ((b * o + oc) * oh + oy) * ow + ox;
                        for ci in 0..cg {
                            let channel = group * cg + ci;
                            for i in 0..kh {
                                let Some(iy) = (oy * conv.stride.0 + i * conv.dilation.0).checked_sub(conv.padding.0)
                                else {
                                    continue;
                                };
                                if iy >= h {
                                    continue;
                                }
                                for j in 0..kw {
                                    let Some(ix) =
                                        (ox * conv.stride.1 + j * conv.dilation.1).checked_sub(conv.padding.1)
                                    else {
                                        continue;
                                    };
                                    if ix >= w {
                                        continue;
                                    }
                                    let x_index = ((b * c + channel) * h + iy) * w + ix;
                                    let w_index = ((oc * cg + ci) * kh + i) * kw + j;
                                    f(x_index, w_index, y_index);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `y[n, o] = b[o] + Σ_{c in o's group} w[o, c] ⋆ x[n, c]`, PyTorch's `conv2d(x, weight, bias,
/// stride, padding, dilation, groups)`.
#[vjp(crate = crate, backward = conv2d_backward, trace = conv2d_trace, check(
    x = Maps::random((2, 4, 5, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    weight = Maps::random((6, 2, 3, 2), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(2)),
    bias = Vector::random((6,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3)),
    conv = Conv2d { stride: (2, 1), padding: (1, 2), dilation: (1, 2), groups: 2 },
))]
pub fn conv2d<T: Scalar>(x: &Maps<T>, weight: &Maps<T>, bias: &Vector<T, usize>, conv: Conv2d) -> Result<Maps<T>> {
    let g = Geometry::of(x, weight, bias, conv)?;
    let mut y = Maps::zeros((g.n, g.o, g.oh, g.ow));
    let plane = g.oh * g.ow;
    if plane > 0 {
        for (k, out) in y.data_mut().chunks_exact_mut(plane).enumerate() {
            let b = bias.data().get(k % g.o).copied().unwrap_or(T::ZERO);
            out.fill(b);
        }
    }
    let (xs, ws) = (x.data(), weight.data());
    let ys = y.data_mut();
    g.for_each_tap(|xi, wi, yi| {
        if let (Some(y), Some(&w), Some(&x)) = (ys.get_mut(yi), ws.get(wi), xs.get(xi)) {
            *y += w * x;
        }
    });
    Ok(y)
}

/// The rule of [`conv2d()`]: each product `w·x` sends `w·dy` to `x` and `x·dy` to `w`; the bias
/// gets the sum of `dy` over the batch and the plane.
pub fn conv2d_backward<T: Scalar>(
    x: &Maps<T>,
    weight: &Maps<T>,
    bias: &Vector<T, usize>,
    conv: &Conv2d,
    _y: &Maps<T>,
    dy: &Maps<T>,
) -> Result<(Maps<T>, Maps<T>, Vector<T, usize>)> {
    let g = Geometry::of(x, weight, bias, *conv)?;
    if dy.shape() != (g.n, g.o, g.oh, g.ow) {
        return Err(Error::mismatch(
            "conv2d backward",
            [g.n, g.o, g.oh, g.ow],
            dy.dims(),
            "the cotangent has the output's shape",
        ));
    }
    let (mut dx, mut dw) = (Maps::zeros(x.shape()), Maps::zeros(weight.shape()));
    let (xs, ws, dys) = (x.data(), weight.data(), dy.data());
    {
        let (dxs, dws) = (dx.data_mut(), dw.data_mut());
        g.for_each_tap(|xi, wi, yi| {
            if let (Some(dx), Some(dw), Some(&x), Some(&w), Some(&d)) =
                (dxs.get_mut(xi), dws.get_mut(wi), xs.get(xi), ws.get(wi), dys.get(yi))
            {
                *dx += w * d;
                *dw += x * d;
            }
        });
    }
    let mut db = Vector::zeros(bias.shape());
    let plane = g.oh * g.ow;
    if plane > 0 {
        for (k, out) in dys.chunks_exact(plane).enumerate() {
            if let Some(d) = db.data_mut().get_mut(k % g.o) {
                *d += out.iter().fold(T::ZERO, |a, &b| a + b);
            }
        }
    }
    Ok((dx, dw, db))
}

/// [`conv2d()`] and its rule as graph primitives: the padded input cut into one strided slice
/// per kernel tap, the taps stacked as columns (im2col), one batched `dot_general` per group;
/// the backward's input cotangent puts each tap's columns back with an interior-padded `pad`
/// (the adjoint of a strided slice) and sums them.
pub mod conv2d_trace {
    use super::Conv2d;
    use crate::error::{Error, Result};
    use crate::hlo::{DotDims, Graph, Value, WindowTap};

    /// The sizes the graph form needs, from the graph's shapes.
    struct Sizes {
        n: usize,
        c: usize,
        o: usize,
        cg: usize,
        og: usize,
        kh: usize,
        kw: usize,
        padded: (usize, usize),
        out: (usize, usize),
    }

    fn sizes(g: &Graph, x: Value, weight: Value, conv: &Conv2d) -> Result<Sizes> {
        let (&[n, c, h, w], &[o, cg, kh, kw]) = (g.shape(x)?, g.shape(weight)?) else {
            return Err(Error::invalid("conv2d trace", "input and weight must be of rank 4"));
        };
        let padded = (h + 2 * conv.padding.0, w + 2 * conv.padding.1);
        let reach = (conv.dilation.0 * (kh - 1) + 1, conv.dilation.1 * (kw - 1) + 1);
        if conv.groups == 0 || reach.0 > padded.0 || reach.1 > padded.1 {
            return Err(Error::invalid(
                "conv2d trace",
                "the kernel does not fit the padded input",
            ));
        }
        Ok(Sizes {
            n,
            c,
            o,
            cg,
            og: o / conv.groups,
            kh,
            kw,
            padded,
            out: (
                (padded.0 - reach.0) / conv.stride.0 + 1,
                (padded.1 - reach.1) / conv.stride.1 + 1,
            ),
        })
    }

    /// Where tap `(i, j)` of the kernel reads the padded input.
    fn tap(s: &Sizes, conv: &Conv2d, i: usize, j: usize) -> WindowTap {
        WindowTap {
            origin: (i * conv.dilation.0, j * conv.dilation.1),
            stride: conv.stride,
            out: s.out,
        }
    }

    /// The columns `[N, groups, C/groups · KH · KW, OH · OW]` of the padded input.
    fn columns(g: &mut Graph, x: Value, s: &Sizes, conv: &Conv2d) -> Result<Value> {
        let (ph, pw) = conv.padding;
        let padded = g.pad(x, 0.0, &[0, 0, ph, pw], &[0, 0, ph, pw], &[0, 0, 0, 0])?;
        let mut taps = Vec::with_capacity(s.kh * s.kw);
        for i in 0..s.kh {
            for j in 0..s.kw {
                let read = g.window_tap(padded, &tap(s, conv, i, j))?;
                taps.push(g.reshape(read, &[s.n, s.c, 1, s.out.0 * s.out.1])?);
            }
        }
        let stacked = g.concatenate(&taps, 2)?;
        g.reshape(stacked, &[s.n, conv.groups, s.cg * s.kh * s.kw, s.out.0 * s.out.1])
    }

    /// `conv2d(x, weight, bias)`.
    pub fn forward(g: &mut Graph, x: Value, weight: Value, bias: Value, conv: Conv2d) -> Result<Value> {
        let s = sizes(g, x, weight, &conv)?;
        let cols = columns(g, x, &s, &conv)?;
        let w = g.reshape(weight, &[conv.groups, s.og, s.cg * s.kh * s.kw])?;
        // [groups, O/groups, N, OH·OW]
        let product = g.dot_general(
            w,
            cols,
            DotDims {
                lhs_batch: vec![0],
                rhs_batch: vec![1],
                lhs_contract: vec![2],
                rhs_contract: vec![2],
            },
        )?;
        let ordered = g.transpose(product, &[2, 0, 1, 3])?;
        let y = g.reshape(ordered, &[s.n, s.o, s.out.0, s.out.1])?;
        let b = g.broadcast_in_dim(bias, &[s.n, s.o, s.out.0, s.out.1], &[1])?;
        g.add(y, b)
    }

    /// The rule: `(dx, dweight, dbias)`.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        weight: Value,
        _: Value,
        conv: &Conv2d,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        let s = sizes(g, x, weight, conv)?;
        let plane = s.out.0 * s.out.1;
        let k = s.cg * s.kh * s.kw;
        let dbias = g.sum(dy, &[0, 2, 3])?;
        let grouped = g.reshape(dy, &[s.n, conv.groups, s.og, plane])?;
        let cols = columns(g, x, &s, conv)?;
        // dW[g, o, k] = Σ_{n, p} dy[n, g, o, p] cols[n, g, k, p]
        let dw = g.dot_general(
            grouped,
            cols,
            DotDims {
                lhs_batch: vec![1],
                rhs_batch: vec![1],
                lhs_contract: vec![0, 3],
                rhs_contract: vec![0, 3],
            },
        )?;
        let dweight = g.reshape(dw, &[s.o, s.cg, s.kh, s.kw])?;
        // dcols[g, k, n, p] = Σ_o W[g, o, k] dy[n, g, o, p]
        let w = g.reshape(weight, &[conv.groups, s.og, k])?;
        let dcols = g.dot_general(
            w,
            grouped,
            DotDims {
                lhs_batch: vec![0],
                rhs_batch: vec![1],
                lhs_contract: vec![1],
                rhs_contract: vec![2],
            },
        )?;
        let ordered = g.transpose(dcols, &[2, 0, 1, 3])?;
        let per_tap = g.reshape(ordered, &[s.n, s.c, s.kh * s.kw, plane])?;
        let mut total: Option<Value> = None;
        for i in 0..s.kh {
            for j in 0..s.kw {
                let t = i * s.kw + j;
                let dtap = g.slice(per_tap, &[0, 0, t, 0], &[s.n, s.c, t + 1, plane], &[1, 1, 1, 1])?;
                let dtap = g.reshape(dtap, &[s.n, s.c, s.out.0, s.out.1])?;
                let placed = g.window_untap(dtap, &tap(&s, conv, i, j), s.padded)?;
                total = Some(match total {
                    Some(sum) => g.add(sum, placed)?,
                    None => placed,
                });
            }
        }
        let Some(dpadded) = total else {
            return Err(Error::invalid("conv2d trace", "a kernel without taps"));
        };
        let (ph, pw) = conv.padding;
        let dx = g.slice(
            dpadded,
            &[0, 0, ph, pw],
            &[s.n, s.c, s.padded.0 - ph, s.padded.1 - pw],
            &[1, 1, 1, 1],
        )?;
        Ok((dx, dweight, dbias))
    }
}

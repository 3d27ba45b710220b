//! Average and max pooling over NCHW batches, PyTorch's `avg_pool2d` and `max_pool2d` with all
//! their options: kernel, stride, padding, dilation (max pooling), `ceil_mode` and
//! `count_include_pad` (average pooling).
//!
//! ```
//! use vjp_core::{Maps, Pool2d, avg_pool2d, max_pool2d};
//! let x = Maps::<f64>::from_vec((1, 1, 3, 3), (1..=9).map(f64::from).collect())?;
//! // PyTorch's `ceil_mode=True`: a last window that starts inside the input is kept.
//! let pool = Pool2d::square(2).with_ceil_mode(true);
//! assert_eq!(max_pool2d(&x, pool)?.data(), [5.0, 6.0, 8.0, 9.0]);
//! assert_eq!(avg_pool2d(&x, pool)?.data(), [3.0, 4.5, 7.5, 9.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::conv2d::Maps;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::vjp;

/// A pooling window and how it moves (each pair `(along the height, along the width)`), with
/// PyTorch's options and defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pool2d {
    /// The window.
    pub kernel: (usize, usize),
    /// The step between windows (PyTorch's default: the window).
    pub stride: (usize, usize),
    /// Padding on each side (at most half the window, as PyTorch requires).
    pub padding: (usize, usize),
    /// The step between the taps of a window (`max_pool2d` only; 1 is none).
    pub dilation: (usize, usize),
    /// Whether a last window that starts inside the input or its left padding but runs past
    /// the end is kept (PyTorch's `ceil_mode`).
    pub ceil_mode: bool,
    /// Whether `avg_pool2d` divides by the window's size with the padding counted (PyTorch's
    /// default) or by the taps inside the input.
    pub count_include_pad: bool,
}

impl Pool2d {
    /// A `kh × kw` window moving by itself, without padding: PyTorch's defaults.
    pub fn new(kernel: (usize, usize)) -> Self {
        Pool2d {
            kernel,
            stride: kernel,
            padding: (0, 0),
            dilation: (1, 1),
            ceil_mode: false,
            count_include_pad: true,
        }
    }

    /// A `k × k` window moving by `k`, without padding.
    pub fn square(k: usize) -> Self {
        Pool2d::new((k, k))
    }

    /// The same with another stride.
    pub fn with_stride(self, stride: (usize, usize)) -> Self {
        Pool2d { stride, ..self }
    }

    /// The same with padding on each side.
    pub fn with_padding(self, padding: (usize, usize)) -> Self {
        Pool2d { padding, ..self }
    }

    /// The same with dilated taps.
    pub fn with_dilation(self, dilation: (usize, usize)) -> Self {
        Pool2d { dilation, ..self }
    }

    /// The same with `ceil_mode` set.
    pub fn with_ceil_mode(self, ceil_mode: bool) -> Self {
        Pool2d { ceil_mode, ..self }
    }

    /// The same with `count_include_pad` set.
    pub fn with_count_include_pad(self, count_include_pad: bool) -> Self {
        Pool2d {
            count_include_pad,
            ..self
        }
    }

    /// The extent of a window along each axis: `d (k - 1) + 1`.
    fn extent(&self) -> (usize, usize) {
        (
            self.dilation.0 * (self.kernel.0 - 1) + 1,
            self.dilation.1 * (self.kernel.1 - 1) + 1,
        )
    }
}

/// PyTorch's output length along one axis (`pooling_output_shape`): `None` if the window does
/// not fit the padded input.
fn output_len(len: usize, kernel: usize, stride: usize, padding: usize, dilation: usize, ceil: bool) -> Option<usize> {
    let extent = dilation * (kernel - 1) + 1;
    let span = (len + 2 * padding).checked_sub(extent)?;
    let mut out = (span + if ceil { stride - 1 } else { 0 }) / stride + 1;
    if ceil && (out - 1) * stride >= len + padding {
        out -= 1;
    }
    Some(out)
}

/// The sizes of one pooling, checked.
#[derive(Clone, Copy, Debug)]
struct Windows {
    planes: usize,
    h: usize,
    w: usize,
    oh: usize,
    ow: usize,
    pool: Pool2d,
}

impl Windows {
    fn of(op: &'static str, (n, c, h, w): (usize, usize, usize, usize), pool: Pool2d) -> Result<Self> {
        let Pool2d {
            kernel: (kh, kw),
            stride,
            padding,
            dilation,
            ceil_mode,
            ..
        } = pool;
        if kh == 0 || kw == 0 || stride.0 == 0 || stride.1 == 0 || dilation.0 == 0 || dilation.1 == 0 {
            return Err(Error::invalid(
                op,
                format!(
                    "kernel {:?}, stride {stride:?} and dilation {dilation:?} must be positive",
                    pool.kernel
                ),
            ));
        }
        let extent = pool.extent();
        if 2 * padding.0 > extent.0 || 2 * padding.1 > extent.1 {
            return Err(Error::invalid(
                op,
                format!("padding {padding:?} is more than half the kernel {:?}", pool.kernel),
            ));
        }
        let (Some(oh), Some(ow)) = (
            output_len(h, kh, stride.0, padding.0, dilation.0, ceil_mode),
            output_len(w, kw, stride.1, padding.1, dilation.1, ceil_mode),
        ) else {
            return Err(Error::invalid(
                op,
                format!("a {kh} x {kw} window does not fit the {h} x {w} input padded by {padding:?}"),
            ));
        };
        Ok(Windows {
            planes: n * c,
            h,
            w,
            oh,
            ow,
            pool,
        })
    }

    fn output<T: Scalar>(&self, x: &Maps<T>) -> (usize, usize, usize, usize) {
        let (n, c, _, _) = x.shape();
        (n, c, self.oh, self.ow)
    }

    /// The input rows (or columns) a window's taps read along one axis, those in the padding
    /// or past the end left out.
    fn axis_taps(
        start: usize,
        kernel: usize,
        dilation: usize,
        padding: usize,
        len: usize,
    ) -> impl Iterator<Item = usize> {
        (0..kernel).filter_map(move |i| (start + i * dilation).checked_sub(padding).filter(|&v| v < len))
    }

    /// `avg_pool2d`'s divisor of the window at `(oy, ox)` (PyTorch's): its size within the padded
    /// input if `count_include_pad`, else its taps inside the input.
    fn divisor(&self, oy: usize, ox: usize) -> usize {
        let Pool2d {
            kernel,
            stride,
            padding,
            count_include_pad,
            ..
        } = self.pool;
        let span = |o: usize, s: usize, k: usize, p: usize, len: usize| {
            let start = o * s;
            let end = (start + k).min(len + 2 * p);
            if count_include_pad {
                end - start
            } else {
                end.min(len + p).saturating_sub(start.max(p))
            }
        };
        span(oy, stride.0, kernel.0, padding.0, self.h) * span(ox, stride.1, kernel.1, padding.1, self.w)
    }

    /// Calls `f(y index, the input indices the window covers, its divisor)` for every window
    /// (taps in the padding left out).
    fn for_each(&self, mut f: impl FnMut(usize, &[usize], usize)) {
        let Pool2d {
            kernel: (kh, kw),
            stride,
            padding,
            dilation,
            ..
        } = self.pool;
        let mut taps = Vec::with_capacity(kh * kw);
        for plane in 0..self.planes {
            for oy in 0..self.oh {
                for ox in 0..self.ow {
                    taps.clear();
                    for iy in Self::axis_taps(oy * stride.0, kh, dilation.0, padding.0, self.h) {
                        for ix in Self::axis_taps(ox * stride.1, kw, dilation.1, padding.1, self.w) {
                            taps.push((plane * self.h + iy) * self.w + ix);
                        }
                    }
                    f((plane * self.oh + oy) * self.ow + ox, &taps, self.divisor(oy, ox));
                }
            }
        }
    }
}

/// An error naming `op` for a dilated average pooling, which PyTorch's `avg_pool2d` does not
/// have.
fn undilated(op: &'static str, pool: &Pool2d) -> Result<()> {
    if pool.dilation != (1, 1) {
        return Err(Error::invalid(
            op,
            format!("average pooling has no dilation, got {:?}", pool.dilation),
        ));
    }
    Ok(())
}

/// The mean of each window (PyTorch's `avg_pool2d`): the padding counted as zeros in the
/// divisor if `count_include_pad` (its default), else only the taps inside the input; with
/// `ceil_mode`, a last window past the padding divides by its part within it, as PyTorch's.
#[vjp(crate = crate, backward = avg_pool2d_backward, trace = avg_pool2d_trace, check(
    x = Maps::random((2, 3, 5, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    pool = Pool2d::new((3, 2)).with_stride((2, 1)).with_padding((1, 1)).with_ceil_mode(true).with_count_include_pad(false),
))]
pub fn avg_pool2d<T: Scalar>(x: &Maps<T>, pool: Pool2d) -> Result<Maps<T>> {
    undilated("avg_pool2d", &pool)?;
    let windows = Windows::of("avg_pool2d", x.shape(), pool)?;
    let mut y = Maps::zeros(windows.output(x));
    let (xs, ys) = (x.data(), y.data_mut());
    windows.for_each(|yi, taps, divisor| {
        if let Some(y) = ys.get_mut(yi) {
            *y = taps.iter().filter_map(|&t| xs.get(t)).fold(T::ZERO, |a, &b| a + b) / T::from_usize(divisor.max(1));
        }
    });
    Ok(y)
}

/// The rule of [`avg_pool2d()`]: each window's cotangent over its divisor to each of its taps.
pub fn avg_pool2d_backward<T: Scalar>(x: &Maps<T>, pool: &Pool2d, _y: &Maps<T>, dy: &Maps<T>) -> Result<Maps<T>> {
    undilated("avg_pool2d backward", pool)?;
    let windows = Windows::of("avg_pool2d backward", x.shape(), *pool)?;
    check_cotangent("avg_pool2d backward", windows.output(x), dy)?;
    let mut dx = Maps::zeros(x.shape());
    let (dxs, dys) = (dx.data_mut(), dy.data());
    windows.for_each(|yi, taps, divisor| {
        let share = dys.get(yi).copied().unwrap_or(T::ZERO) / T::from_usize(divisor.max(1));
        for &t in taps {
            if let Some(d) = dxs.get_mut(t) {
                *d += share;
            }
        }
    });
    Ok(dx)
}

/// The largest entry of each window (PyTorch's `max_pool2d`, with dilation and `ceil_mode`).
/// Its gradient goes to the window's maximum, split evenly
/// among ties (as `max` splits it; PyTorch gives a tie to one of them).
#[vjp(crate = crate, backward = max_pool2d_backward, trace = max_pool2d_trace, check(
    x = Maps::random((2, 3, 5, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    pool = Pool2d::new((3, 2)).with_stride((2, 1)).with_padding((1, 1)).with_dilation((1, 2)).with_ceil_mode(true),
))]
pub fn max_pool2d<T: Scalar>(x: &Maps<T>, pool: Pool2d) -> Result<Maps<T>> {
    let windows = Windows::of("max_pool2d", x.shape(), pool)?;
    let mut y = Maps::zeros(windows.output(x));
    let (xs, ys) = (x.data(), y.data_mut());
    windows.for_each(|yi, taps, _| {
        let values = taps.iter().filter_map(|&t| xs.get(t).copied());
        if let (Some(y), Some(largest)) = (ys.get_mut(yi), values.reduce(|a, b| if b > a { b } else { a })) {
            *y = largest;
        }
    });
    Ok(y)
}

/// The rule of [`max_pool2d()`]: each window's cotangent to the taps equal to its maximum, in
/// equal shares.
pub fn max_pool2d_backward<T: Scalar>(x: &Maps<T>, pool: &Pool2d, y: &Maps<T>, dy: &Maps<T>) -> Result<Maps<T>> {
    let windows = Windows::of("max_pool2d backward", x.shape(), *pool)?;
    check_cotangent("max_pool2d backward", windows.output(x), dy)?;
    check_cotangent("max_pool2d backward", windows.output(x), y)?;
    let mut dx = Maps::zeros(x.shape());
    let (xs, ys, dxs, dys) = (x.data(), y.data(), dx.data_mut(), dy.data());
    windows.for_each(|yi, taps, _| {
        let (Some(&largest), Some(&d)) = (ys.get(yi), dys.get(yi)) else {
            return;
        };
        let winners = taps.iter().filter(|&&t| xs.get(t) == Some(&largest)).count();
        let share = d / T::from_usize(winners.max(1));
        for &t in taps {
            if xs.get(t) == Some(&largest)
                && let Some(slot) = dxs.get_mut(t)
            {
                *slot += share;
            }
        }
    });
    Ok(dx)
}

fn check_cotangent<T: Scalar>(op: &'static str, shape: (usize, usize, usize, usize), dy: &Maps<T>) -> Result<()> {
    if dy.shape() == shape {
        Ok(())
    } else {
        Err(Error::mismatch(
            op,
            [shape.0, shape.1, shape.2, shape.3],
            dy.dims(),
            "the cotangent has the output's shape",
        ))
    }
}

/// What both poolings' graph forms share: the input padded (on the right and below also as far
/// as a `ceil_mode` window reaches) and cut into one strided slice per window tap, and the
/// adjoint that puts per-tap cotangents back.
mod taps {
    use super::{Pool2d, Windows};
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value, WindowTap};

    /// The shapes a graph form needs.
    pub struct Shape {
        pub n: usize,
        pub c: usize,
        pub input: (usize, usize),
        pub padded: (usize, usize),
        pub out: (usize, usize),
        /// The checked sizes, for the divisors.
        pub windows: Windows,
    }

    pub fn shape(g: &Graph, x: Value, pool: &Pool2d) -> Result<Shape> {
        let &[n, c, h, w] = g.shape(x)? else {
            return Err(Error::invalid("pool2d trace", "the input must be of rank 4"));
        };
        let windows = Windows::of("pool2d trace", (n, c, h, w), *pool)?;
        let extent = pool.extent();
        // As far as the last window reaches, and at least the padding on both sides.
        let reach = |out: usize, stride: usize, extent: usize, len: usize, padding: usize| {
            ((out - 1) * stride + extent).max(len + 2 * padding)
        };
        Ok(Shape {
            n,
            c,
            input: (h, w),
            padded: (
                reach(windows.oh, pool.stride.0, extent.0, h, pool.padding.0),
                reach(windows.ow, pool.stride.1, extent.1, w, pool.padding.1),
            ),
            out: (windows.oh, windows.ow),
            windows,
        })
    }

    /// Where tap `t` of the window (row-major) reads the padded input.
    fn tap(s: &Shape, pool: &Pool2d, t: usize) -> WindowTap {
        WindowTap {
            origin: (
                (t / pool.kernel.1) * pool.dilation.0,
                (t % pool.kernel.1) * pool.dilation.1,
            ),
            stride: pool.stride,
            out: s.out,
        }
    }

    /// One `[N, C, OH, OW]` slice per tap of the input padded with `fill`, row-major over the
    /// window.
    pub fn slices(g: &mut Graph, x: Value, s: &Shape, pool: &Pool2d, fill: f64) -> Result<Vec<Value>> {
        let (ph, pw) = pool.padding;
        let high = (s.padded.0 - s.input.0 - ph, s.padded.1 - s.input.1 - pw);
        let padded = g.pad(x, fill, &[0, 0, ph, pw], &[0, 0, high.0, high.1], &[0, 0, 0, 0])?;
        (0..pool.kernel.0 * pool.kernel.1)
            .map(|t| g.window_tap(padded, &tap(s, pool, t)))
            .collect()
    }

    /// The input's cotangent from each tap's `[N, C, OH, OW]` cotangent: each put back where its
    /// slice came from, summed, the padding cut off.
    pub fn gather(g: &mut Graph, per_tap: Vec<Value>, s: &Shape, pool: &Pool2d) -> Result<Value> {
        let mut total: Option<Value> = None;
        for (t, dtap) in per_tap.into_iter().enumerate() {
            let placed = g.window_untap(dtap, &tap(s, pool, t), s.padded)?;
            total = Some(match total {
                Some(sum) => g.add(sum, placed)?,
                None => placed,
            });
        }
        let Some(padded) = total else {
            return Err(Error::invalid("pool2d trace", "a window without taps"));
        };
        let (ph, pw) = pool.padding;
        g.slice(
            padded,
            &[0, 0, ph, pw],
            &[s.n, s.c, ph + s.input.0, pw + s.input.1],
            &[1, 1, 1, 1],
        )
    }

    /// One over every window's divisor, `[N, C, OH, OW]` (a literal spread over the planes).
    pub fn inverse_divisors(g: &mut Graph, s: &Shape) -> Result<Value> {
        let (oh, ow) = s.out;
        let values = (0..oh * ow)
            .map(|k| 1.0 / s.windows.divisor(k / ow, k % ow).max(1) as f64)
            .collect();
        let plane = g.literal(values, &[oh, ow])?;
        g.broadcast_in_dim(plane, &[s.n, s.c, oh, ow], &[2, 3])
    }
}

/// [`avg_pool2d()`] and its rule as graph primitives.
pub mod avg_pool2d_trace {
    use super::{Pool2d, taps};
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// The sum of the window's taps over the window's divisor.
    pub fn forward(g: &mut Graph, x: Value, pool: Pool2d) -> Result<Value> {
        super::undilated("avg_pool2d trace", &pool)?;
        let s = taps::shape(g, x, &pool)?;
        let mut slices = taps::slices(g, x, &s, &pool, 0.0)?.into_iter();
        let first = slices.next();
        let mut total = first.ok_or_else(|| Error::invalid("avg_pool2d trace", "an empty window"))?;
        for slice in slices {
            total = g.add(total, slice)?;
        }
        let inverse = taps::inverse_divisors(g, &s)?;
        g.mul(total, inverse)
    }

    /// Each tap gets the window's cotangent over the window's divisor.
    pub fn backward(g: &mut Graph, x: Value, pool: &Pool2d, _: Value, dy: Value) -> Result<Value> {
        super::undilated("avg_pool2d trace", pool)?;
        let s = taps::shape(g, x, pool)?;
        let inverse = taps::inverse_divisors(g, &s)?;
        let share = g.mul(dy, inverse)?;
        taps::gather(g, vec![share; pool.kernel.0 * pool.kernel.1], &s, pool)
    }
}

/// [`max_pool2d()`] and its rule as graph primitives.
pub mod max_pool2d_trace {
    use super::{Pool2d, taps};
    use crate::error::{Error, Result};
    use crate::hlo::{Comparison, Graph, Value};

    /// The padding's value: below every entry.
    const BELOW: f64 = f64::NEG_INFINITY;

    /// The maximum over the window's taps.
    pub fn forward(g: &mut Graph, x: Value, pool: Pool2d) -> Result<Value> {
        let s = taps::shape(g, x, &pool)?;
        let mut slices = taps::slices(g, x, &s, &pool, BELOW)?.into_iter();
        let mut largest = slices
            .next()
            .ok_or_else(|| Error::invalid("max_pool2d trace", "an empty window"))?;
        for slice in slices {
            largest = g.binary(crate::hlo::Binary::Maximum, largest, slice)?;
        }
        Ok(largest)
    }

    /// The window's cotangent to its taps equal to the maximum, in equal shares.
    pub fn backward(g: &mut Graph, x: Value, pool: &Pool2d, y: Value, dy: Value) -> Result<Value> {
        let s = taps::shape(g, x, pool)?;
        let slices = taps::slices(g, x, &s, pool, BELOW)?;
        let (one, zero) = (g.full_like(y, 1.0)?, g.full_like(y, 0.0)?);
        let mut masks = Vec::with_capacity(slices.len());
        for slice in slices {
            let equal = g.compare(Comparison::Eq, slice, y)?;
            masks.push(g.select(equal, one, zero)?);
        }
        let mut count = masks
            .first()
            .copied()
            .ok_or_else(|| Error::invalid("max_pool2d trace", "an empty window"))?;
        for &mask in masks.iter().skip(1) {
            count = g.add(count, mask)?;
        }
        let share = g.div(dy, count)?;
        let mut per_tap = Vec::with_capacity(masks.len());
        for mask in masks {
            per_tap.push(g.mul(mask, share)?);
        }
        taps::gather(g, per_tap, &s, pool)
    }
}

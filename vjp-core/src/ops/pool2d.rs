//! Average and max pooling over NCHW batches, PyTorch's `avg_pool2d` (padding counted in the
//! average, its default) and `max_pool2d`, with kernel, stride and padding.

use super::conv2d::Maps;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::vjp;

/// A pooling window and how it moves (each pair `(along the height, along the width)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pool2d {
    /// The window.
    pub kernel: (usize, usize),
    /// The step between windows.
    pub stride: (usize, usize),
    /// Padding on each side (at most half the window, as PyTorch requires).
    pub padding: (usize, usize),
}

impl Pool2d {
    /// A `k × k` window moving by `k`, without padding.
    pub fn square(k: usize) -> Self {
        Pool2d {
            kernel: (k, k),
            stride: (k, k),
            padding: (0, 0),
        }
    }
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
    fn of<T: Scalar>(op: &'static str, x: &Maps<T>, pool: Pool2d) -> Result<Self> {
        let (n, c, h, w) = x.shape();
        let Pool2d {
            kernel: (kh, kw),
            stride,
            padding,
        } = pool;
        if kh == 0 || kw == 0 || stride.0 == 0 || stride.1 == 0 {
            return Err(Error::invalid(
                op,
                format!("kernel {:?} and stride {stride:?} must be positive", pool.kernel),
            ));
        }
        if 2 * padding.0 > kh || 2 * padding.1 > kw {
            return Err(Error::invalid(
                op,
                format!("padding {padding:?} is more than half the kernel {:?}", pool.kernel),
            ));
        }
        let (padded_h, padded_w) = (h + 2 * padding.0, w + 2 * padding.1);
        if kh > padded_h || kw > padded_w {
            return Err(Error::invalid(
                op,
                format!("a {kh} x {kw} window does not fit the {h} x {w} input padded by {padding:?}"),
            ));
        }
        Ok(Windows {
            planes: n * c,
            h,
            w,
            oh: (padded_h - kh) / stride.0 + 1,
            ow: (padded_w - kw) / stride.1 + 1,
            pool,
        })
    }

    fn output<T: Scalar>(&self, x: &Maps<T>) -> (usize, usize, usize, usize) {
        let (n, c, _, _) = x.shape();
        (n, c, self.oh, self.ow)
    }

    /// Calls `f(y index, the input indices the window covers)` for every window (taps in the
    /// padding left out).
    fn for_each(&self, mut f: impl FnMut(usize, &[usize])) {
        let Pool2d {
            kernel: (kh, kw),
            stride,
            padding,
        } = self.pool;
        let mut taps = Vec::with_capacity(kh * kw);
        for plane in 0..self.planes {
            for oy in 0..self.oh {
                for ox in 0..self.ow {
                    taps.clear();
                    for i in 0..kh {
                        let Some(iy) = (oy * stride.0 + i).checked_sub(padding.0).filter(|&iy| iy < self.h) else {
                            continue;
                        };
                        for j in 0..kw {
                            if let Some(ix) = (ox * stride.1 + j).checked_sub(padding.1).filter(|&ix| ix < self.w) {
                                taps.push((plane * self.h + iy) * self.w + ix);
                            }
                        }
                    }
                    f((plane * self.oh + oy) * self.ow + ox, &taps);
                }
            }
        }
    }
}

/// The mean of each window, the padding counted as zeros (PyTorch's `avg_pool2d` with
/// `count_include_pad=True`, its default).
#[vjp(crate = crate, backward = avg_pool2d_backward, lower = avg_pool2d_lowering, check(
    x = Maps::random((2, 3, 5, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    pool = Pool2d { kernel: (3, 2), stride: (2, 1), padding: (1, 1) },
))]
pub fn avg_pool2d<T: Scalar>(x: &Maps<T>, pool: Pool2d) -> Result<Maps<T>> {
    let windows = Windows::of("avg_pool2d", x, pool)?;
    let mut y = Maps::zeros(windows.output(x));
    let inverse = T::ONE / T::from_usize(pool.kernel.0 * pool.kernel.1);
    let (xs, ys) = (x.data(), y.data_mut());
    windows.for_each(|yi, taps| {
        if let Some(y) = ys.get_mut(yi) {
            *y = taps.iter().filter_map(|&t| xs.get(t)).fold(T::ZERO, |a, &b| a + b) * inverse;
        }
    });
    Ok(y)
}

/// The rule of [`avg_pool2d()`]: each window's cotangent shared equally among its taps.
pub fn avg_pool2d_backward<T: Scalar>(x: &Maps<T>, pool: &Pool2d, _y: &Maps<T>, dy: &Maps<T>) -> Result<Maps<T>> {
    let windows = Windows::of("avg_pool2d backward", x, *pool)?;
    check_cotangent("avg_pool2d backward", windows.output(x), dy)?;
    let inverse = T::ONE / T::from_usize(pool.kernel.0 * pool.kernel.1);
    let mut dx = Maps::zeros(x.shape());
    let (dxs, dys) = (dx.data_mut(), dy.data());
    windows.for_each(|yi, taps| {
        let share = dys.get(yi).copied().unwrap_or(T::ZERO) * inverse;
        for &t in taps {
            if let Some(d) = dxs.get_mut(t) {
                *d += share;
            }
        }
    });
    Ok(dx)
}

/// The largest entry of each window. Its gradient goes to the window's maximum, split evenly
/// among ties (as `max` splits it; PyTorch gives a tie to one of them).
#[vjp(crate = crate, backward = max_pool2d_backward, lower = max_pool2d_lowering, check(
    x = Maps::random((2, 3, 5, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1)),
    pool = Pool2d { kernel: (3, 2), stride: (2, 1), padding: (1, 1) },
))]
pub fn max_pool2d<T: Scalar>(x: &Maps<T>, pool: Pool2d) -> Result<Maps<T>> {
    let windows = Windows::of("max_pool2d", x, pool)?;
    let mut y = Maps::zeros(windows.output(x));
    let (xs, ys) = (x.data(), y.data_mut());
    windows.for_each(|yi, taps| {
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
    let windows = Windows::of("max_pool2d backward", x, *pool)?;
    check_cotangent("max_pool2d backward", windows.output(x), dy)?;
    check_cotangent("max_pool2d backward", windows.output(x), y)?;
    let mut dx = Maps::zeros(x.shape());
    let (xs, ys, dxs, dys) = (x.data(), y.data(), dx.data_mut(), dy.data());
    windows.for_each(|yi, taps| {
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

/// What both poolings' lowerings share: the input padded and cut into one strided slice per
/// window tap, and the adjoint that puts per-tap cotangents back.
mod taps {
    use super::Pool2d;
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value, WindowTap};

    /// The shapes a lowering needs.
    pub struct Shape {
        pub n: usize,
        pub c: usize,
        pub padded: (usize, usize),
        pub out: (usize, usize),
    }

    pub fn shape(g: &Graph, x: Value, pool: &Pool2d) -> Result<Shape> {
        let &[n, c, h, w] = g.shape(x)? else {
            return Err(Error::invalid("pool2d lowering", "the input must be of rank 4"));
        };
        let padded = (h + 2 * pool.padding.0, w + 2 * pool.padding.1);
        if pool.kernel.0 > padded.0 || pool.kernel.1 > padded.1 || pool.stride.0 == 0 || pool.stride.1 == 0 {
            return Err(Error::invalid(
                "pool2d lowering",
                "the window does not fit the padded input",
            ));
        }
        Ok(Shape {
            n,
            c,
            padded,
            out: (
                (padded.0 - pool.kernel.0) / pool.stride.0 + 1,
                (padded.1 - pool.kernel.1) / pool.stride.1 + 1,
            ),
        })
    }

    /// Where tap `t` of the window (row-major) reads the padded input.
    fn tap(s: &Shape, pool: &Pool2d, t: usize) -> WindowTap {
        WindowTap {
            origin: (t / pool.kernel.1, t % pool.kernel.1),
            stride: pool.stride,
            out: s.out,
        }
    }

    /// One `[N, C, OH, OW]` slice per tap of the input padded with `fill`, row-major over the
    /// window.
    pub fn slices(g: &mut Graph, x: Value, s: &Shape, pool: &Pool2d, fill: f64) -> Result<Vec<Value>> {
        let (ph, pw) = pool.padding;
        let padded = g.pad(x, fill, &[0, 0, ph, pw], &[0, 0, ph, pw], &[0, 0, 0, 0])?;
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
            return Err(Error::invalid("pool2d lowering", "a window without taps"));
        };
        let (ph, pw) = pool.padding;
        g.slice(
            padded,
            &[0, 0, ph, pw],
            &[s.n, s.c, s.padded.0 - ph, s.padded.1 - pw],
            &[1, 1, 1, 1],
        )
    }
}

/// [`avg_pool2d()`] and its rule as graph primitives.
pub mod avg_pool2d_lowering {
    use super::{Pool2d, taps};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// The sum of the window's taps, scaled by one over the window's size.
    pub fn forward(g: &mut Graph, x: Value, pool: Pool2d) -> Result<Value> {
        let s = taps::shape(g, x, &pool)?;
        let mut slices = taps::slices(g, x, &s, &pool, 0.0)?.into_iter();
        let first = slices.next();
        let mut total = first.ok_or_else(|| crate::error::Error::invalid("avg_pool2d lowering", "an empty window"))?;
        for slice in slices {
            total = g.add(total, slice)?;
        }
        g.scale(total, 1.0 / (pool.kernel.0 * pool.kernel.1) as f64)
    }

    /// Each tap gets the window's cotangent over the window's size.
    pub fn backward(g: &mut Graph, x: Value, pool: &Pool2d, _: Value, dy: Value) -> Result<Value> {
        let s = taps::shape(g, x, pool)?;
        let share = g.scale(dy, 1.0 / (pool.kernel.0 * pool.kernel.1) as f64)?;
        taps::gather(g, vec![share; pool.kernel.0 * pool.kernel.1], &s, pool)
    }
}

/// [`max_pool2d()`] and its rule as graph primitives.
pub mod max_pool2d_lowering {
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
            .ok_or_else(|| Error::invalid("max_pool2d lowering", "an empty window"))?;
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
            .ok_or_else(|| Error::invalid("max_pool2d lowering", "an empty window"))?;
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

//! What batch and group normalisation share: a tensor seen as `[outer, channels, inner]`
//! (`[N, C]` as `[N, C, 1]`, `[N, C, H, W]` as `[N, C, H·W]`), sets of its elements normalised
//! together (a channel across the batch, or a group of channels within an example), a gain and
//! a shift per channel, and the rule of that normalisation, eager and as graph primitives.

use crate::error::{Error, Result};
use crate::scalar::Scalar;

/// A tensor's elements as `[outer, channels, inner]`, row-major.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub outer: usize,
    pub channels: usize,
    pub inner: usize,
}

impl Layout {
    /// The layout of a tensor of `dims` (at least two: the batch, then the channels).
    pub fn of(op: &'static str, dims: &[usize]) -> Result<Self> {
        match dims {
            [outer, channels, rest @ ..] => Ok(Layout {
                outer: *outer,
                channels: *channels,
                inner: rest.iter().product(),
            }),
            _ => Err(Error::invalid(
                op,
                format!("expected a batch and channels, got the shape {dims:?}"),
            )),
        }
    }

    /// The element range of channel `c` of example `n`.
    fn segment(&self, n: usize, c: usize) -> std::ops::Range<usize> {
        let start = (n * self.channels + c) * self.inner;
        start..start + self.inner
    }
}

/// How the elements are grouped: a channel across the batch (batch norm), or `groups` groups of
/// consecutive channels within each example (group norm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sets {
    PerChannel,
    Groups(usize),
}

impl Sets {
    /// How many sets a layout has.
    fn count(self, layout: Layout) -> usize {
        match self {
            Sets::PerChannel => layout.channels,
            Sets::Groups(g) => layout.outer * g,
        }
    }

    /// The `(channel, element range)` segments of set `k`.
    fn segments(self, layout: Layout, k: usize) -> Vec<(usize, std::ops::Range<usize>)> {
        match self {
            Sets::PerChannel => (0..layout.outer).map(|n| (k, layout.segment(n, k))).collect(),
            Sets::Groups(g) => {
                let per_group = layout.channels / g.max(1);
                let (n, group) = (k / g.max(1), k % g.max(1));
                (group * per_group..(group + 1) * per_group)
                    .map(|c| (c, layout.segment(n, c)))
                    .collect()
            }
        }
    }
}

/// An error naming `op` unless the gain and the shift have one entry per channel, `eps` is
/// positive, and (for groups) the groups divide the channels.
pub(crate) fn check(op: &'static str, layout: Layout, sets: Sets, affine: &[usize], eps: f64) -> Result<()> {
    if let Some(&len) = affine.iter().find(|&&len| len != layout.channels) {
        return Err(Error::mismatch(
            op,
            [layout.outer, layout.channels, layout.inner],
            [len],
            "the gain and the shift have one entry per channel",
        ));
    }
    if eps.is_nan() || eps <= 0.0 {
        return Err(Error::invalid(op, format!("eps must be positive, got {eps}")));
    }
    if let Sets::Groups(g) = sets
        && (g == 0 || !layout.channels.is_multiple_of(g))
    {
        return Err(Error::invalid(
            op,
            format!("{g} groups do not divide {} channels", layout.channels),
        ));
    }
    Ok(())
}

/// The mean and the population variance of every set.
pub(crate) fn statistics<T: Scalar>(x: &[T], layout: Layout, sets: Sets) -> Vec<(T, T)> {
    (0..sets.count(layout))
        .map(|k| {
            let segments = sets.segments(layout, k);
            let count = T::from_usize(segments.iter().map(|(_, r)| r.len()).sum::<usize>().max(1));
            let values = || segments.iter().flat_map(|(_, r)| x.get(r.clone()).unwrap_or(&[]));
            let mean = values().copied().sum::<T>() / count;
            let var = values().map(|&v| (v - mean) * (v - mean)).sum::<T>() / count;
            (mean, var)
        })
        .collect()
}

/// `(x - mean_k) r_k γ_c + β_c` for every element (set `k`, channel `c`), with
/// `r_k = 1 / sqrt(var_k + eps)` from the given statistics.
pub(crate) fn normalize<T: Scalar>(
    x: &[T],
    layout: Layout,
    sets: Sets,
    stats: &[(T, T)],
    gamma: &[T],
    beta: &[T],
    eps: T,
) -> Vec<T> {
    let mut y = vec![T::ZERO; x.len()];
    for (k, &(mean, var)) in stats.iter().enumerate() {
        let r = T::ONE / (var + eps).sqrt();
        for (c, range) in sets.segments(layout, k) {
            let (g, b) = (
                gamma.get(c).copied().unwrap_or(T::ONE),
                beta.get(c).copied().unwrap_or(T::ZERO),
            );
            for (out, &v) in y
                .get_mut(range.clone())
                .unwrap_or(&mut [])
                .iter_mut()
                .zip(x.get(range).unwrap_or(&[]))
            {
                *out = (v - mean) * r * g + b;
            }
        }
    }
    y
}

/// The rule of [`normalize`] with the statistics of the batch itself (so they are
/// differentiated): per set, with `x̂ = (x - mean) r` and `g = dy γ`,
/// `dx = r (g - mean(g) - x̂ mean(g x̂))`; `dγ_c = Σ dy x̂`, `dβ_c = Σ dy` over channel `c`'s
/// elements.
pub(crate) fn normalize_backward<T: Scalar>(
    x: &[T],
    dy: &[T],
    layout: Layout,
    sets: Sets,
    gamma: &[T],
    eps: T,
) -> (Vec<T>, Vec<T>, Vec<T>) {
    let stats = statistics(x, layout, sets);
    let (mut dx, mut dgamma, mut dbeta) = (
        vec![T::ZERO; x.len()],
        vec![T::ZERO; layout.channels],
        vec![T::ZERO; layout.channels],
    );
    for (k, &(mean, var)) in stats.iter().enumerate() {
        let r = T::ONE / (var + eps).sqrt();
        let segments = sets.segments(layout, k);
        let count = T::from_usize(segments.iter().map(|(_, r)| r.len()).sum::<usize>().max(1));
        let (mut sum_g, mut sum_gx) = (T::ZERO, T::ZERO);
        for (c, range) in &segments {
            let gain = gamma.get(*c).copied().unwrap_or(T::ONE);
            for (&v, &d) in x
                .get(range.clone())
                .unwrap_or(&[])
                .iter()
                .zip(dy.get(range.clone()).unwrap_or(&[]))
            {
                let xhat = (v - mean) * r;
                sum_g += d * gain;
                sum_gx += d * gain * xhat;
                if let (Some(dg), Some(db)) = (dgamma.get_mut(*c), dbeta.get_mut(*c)) {
                    *dg += d * xhat;
                    *db += d;
                }
            }
        }
        let (mean_g, mean_gx) = (sum_g / count, sum_gx / count);
        for (c, range) in segments {
            let gain = gamma.get(c).copied().unwrap_or(T::ONE);
            let outs = dx.get_mut(range.clone()).unwrap_or(&mut []);
            for (out, (&v, &d)) in outs.iter_mut().zip(
                x.get(range.clone())
                    .unwrap_or(&[])
                    .iter()
                    .zip(dy.get(range).unwrap_or(&[])),
            ) {
                let xhat = (v - mean) * r;
                *out = r * (d * gain - mean_g - xhat * mean_gx);
            }
        }
    }
    (dx, dgamma, dbeta)
}

/// The graph forms: the statistics over each set, and the normalisation and its rule.
pub(crate) mod in_graph {
    use super::Sets;
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Unary, Value};

    /// `x` viewed so that each set is a reduction: for batch norm the axes other than the
    /// channels; for group norm `[N, G, rest]` and its last axis. Returns the view, the axes a
    /// set spans, and the axes of the view the statistics keep.
    fn view(g: &mut Graph, x: Value, sets: Sets) -> Result<(Value, Vec<usize>, Vec<usize>)> {
        let shape = g.shape(x)?.to_vec();
        let Some(&batch) = shape.first().filter(|_| shape.len() >= 2) else {
            return Err(Error::invalid("normalization trace", "expected a batch and channels"));
        };
        match sets {
            Sets::PerChannel => {
                let reduced: Vec<usize> = (0..shape.len()).filter(|&a| a != 1).collect();
                Ok((x, reduced, vec![1]))
            }
            Sets::Groups(groups) => {
                let rest = shape.iter().skip(1).product::<usize>() / groups.max(1);
                let grouped = g.reshape(x, &[batch, groups, rest])?;
                Ok((grouped, vec![2], vec![0, 1]))
            }
        }
    }

    /// `(x - mean) / sqrt(var + eps)` per set, in `x`'s shape.
    pub fn normalized(g: &mut Graph, x: Value, sets: Sets, eps: f64) -> Result<Value> {
        let means = set_means(g, x, sets)?;
        let centred = g.sub(x, means)?;
        let r = scale(g, x, sets, eps)?;
        g.mul(centred, r)
    }

    /// A per-channel vector `[C]` laid over `like`'s channel axis (axis 1).
    pub fn per_channel(g: &mut Graph, v: Value, like: Value) -> Result<Value> {
        let shape = g.shape(like)?.to_vec();
        g.broadcast_in_dim(v, &shape, &[1])
    }

    /// The sum of `x` over every axis but the channels, `[C]`.
    pub fn channel_sums(g: &mut Graph, x: Value) -> Result<Value> {
        let rank = g.shape(x)?.len();
        let axes: Vec<usize> = (0..rank).filter(|&a| a != 1).collect();
        g.sum(x, &axes)
    }

    /// The mean of `x` over each set, spread back over the set, in `x`'s shape.
    pub fn set_means(g: &mut Graph, x: Value, sets: Sets) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        let (view, reduced, kept) = view(g, x, sets)?;
        let view_shape = g.shape(view)?.to_vec();
        let count = reduced
            .iter()
            .filter_map(|&a| view_shape.get(a))
            .product::<usize>()
            .max(1) as f64;
        let sums = g.sum(view, &reduced)?;
        let means = g.scale(sums, 1.0 / count)?;
        let means = g.broadcast_in_dim(means, &view_shape, &kept)?;
        g.reshape(means, &shape)
    }

    /// The rule of `γ x̂ + β` with the statistics of `x` itself: `(dx, dγ, dβ)` with
    /// `g = dy γ`, `dx = r (g - mean(g) - x̂ mean(g x̂))`.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        dy: Value,
        sets: Sets,
        eps: f64,
    ) -> Result<(Value, Value, Value)> {
        let xhat = normalized(g, x, sets, eps)?;
        let gain = per_channel(g, gamma, x)?;
        let gd = g.mul(dy, gain)?;
        let mean_g = set_means(g, gd, sets)?;
        let product = g.mul(gd, xhat)?;
        let mean_gx = set_means(g, product, sets)?;
        let correction = g.mul(xhat, mean_gx)?;
        let centred = g.sub(gd, mean_g)?;
        let inner = g.sub(centred, correction)?;
        let r = scale(g, x, sets, eps)?;
        let dx = g.mul(inner, r)?;
        let weighted = g.mul(dy, xhat)?;
        Ok((dx, channel_sums(g, weighted)?, channel_sums(g, dy)?))
    }

    /// `1 / sqrt(var + eps)` of each set, spread over the set, in `x`'s shape.
    fn scale(g: &mut Graph, x: Value, sets: Sets, eps: f64) -> Result<Value> {
        let means = set_means(g, x, sets)?;
        let centred = g.sub(x, means)?;
        let squares = g.mul(centred, centred)?;
        let vars = set_means(g, squares, sets)?;
        let eps = g.full_like(vars, eps)?;
        let shifted = g.add(vars, eps)?;
        g.unary(Unary::Rsqrt, shifted)
    }

    /// `γ x̂ + β`.
    pub fn affine(g: &mut Graph, xhat: Value, gamma: Value, beta: Value) -> Result<Value> {
        let gain = per_channel(g, gamma, xhat)?;
        let shift = per_channel(g, beta, xhat)?;
        let scaled = g.mul(xhat, gain)?;
        g.add(scaled, shift)
    }
}

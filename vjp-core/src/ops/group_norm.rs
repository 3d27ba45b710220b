//! Group normalisation, PyTorch's `F.group_norm(x, groups, weight, bias, eps)` on
//! `[N, C, H, W]`: the channels of each example split into `groups` groups of consecutive
//! channels, each group normalised by its own mean and population variance over its channels
//! and the image, then `γ x̂ + β` per channel. One group is LayerNorm over `[C, H, W]`;
//! `C` groups is instance normalisation.
//!
//! ```
//! use vjp_core::{Maps, Vector, group_norm};
//! let x = Maps::<f64>::from_vec((1, 2, 1, 2), vec![1.0, 3.0, 10.0, 30.0])?;
//! let (gamma, beta) = (Vector::from_vec((2,), vec![1.0; 2])?, Vector::from_vec((2,), vec![0.0; 2])?);
//! // Two groups: each channel on its own, to -1 and 1.
//! let y = group_norm(&x, &gamma, &beta, 2, 1e-12)?;
//! assert!((y.data()[0] + 1.0).abs() < 1e-9 && (y.data()[3] - 1.0).abs() < 1e-9);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::channel_norm::{self, Layout, Sets, in_graph};
use super::conv2d::Maps;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Vector;
use crate::vjp;

/// The layout of `x`, checked with the gain, the shift and the groups.
fn layout<T: Scalar>(op: &'static str, x: &Maps<T>, affine: &[usize], groups: usize, eps: T) -> Result<Layout> {
    let layout = Layout::of(op, &x.dims())?;
    channel_norm::check(op, layout, Sets::Groups(groups), affine, eps.to_f64())?;
    Ok(layout)
}

/// Each example's `groups` groups of channels normalised, then `γ x̂ + β` per channel; an error
/// if the groups do not divide the channels or `γ`, `β` have another length.
#[vjp(crate = crate, backward = group_norm_backward, trace = group_norm_trace, check(
    x = Maps::random((2, 4, 2, 3), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3)),
    gamma = Vector::random((4,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(4)),
    beta = Vector::random((4,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(5)),
    groups = 2,
    eps = 1e-5,
))]
pub fn group_norm<T: Scalar>(
    x: &Maps<T>,
    gamma: &Vector<T, usize>,
    beta: &Vector<T, usize>,
    groups: usize,
    eps: T,
) -> Result<Maps<T>> {
    let layout = layout("group_norm", x, &[gamma.len(), beta.len()], groups, eps)?;
    let sets = Sets::Groups(groups);
    let stats = channel_norm::statistics(x.data(), layout, sets);
    let y = channel_norm::normalize(x.data(), layout, sets, &stats, gamma.data(), beta.data(), eps);
    Maps::from_vec(x.shape(), y)
}

/// The rule of [`group_norm()`]: per group, with `g = dy γ`,
/// `dx = r (g - mean(g) - x̂ mean(g x̂))`; `dγ = Σ dy x̂`, `dβ = Σ dy` per channel.
#[allow(clippy::type_complexity)]
pub fn group_norm_backward<T: Scalar>(
    x: &Maps<T>,
    gamma: &Vector<T, usize>,
    _: &Vector<T, usize>,
    groups: &usize,
    eps: &T,
    _: &Maps<T>,
    dy: &Maps<T>,
) -> Result<(Maps<T>, Vector<T, usize>, Vector<T, usize>)> {
    let op = "group_norm backward";
    let layout = layout(op, x, &[gamma.len()], *groups, *eps)?;
    if dy.shape() != x.shape() {
        return Err(Error::mismatch(
            op,
            x.dims(),
            dy.dims(),
            "the cotangent has the input's shape",
        ));
    }
    let (dx, dg, db) =
        channel_norm::normalize_backward(x.data(), dy.data(), layout, Sets::Groups(*groups), gamma.data(), *eps);
    Ok((
        Maps::from_vec(x.shape(), dx)?,
        Vector::from_vec(gamma.shape(), dg)?,
        Vector::from_vec(gamma.shape(), db)?,
    ))
}

/// [`group_norm()`] and its rule as graph primitives.
pub mod group_norm_trace {
    use super::{Sets, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::scalar::Scalar;

    /// `γ x̂ + β`, `x̂` normalised over each group.
    pub fn forward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        beta: Value,
        groups: usize,
        eps: T,
    ) -> Result<Value> {
        let xhat = in_graph::normalized(g, x, Sets::Groups(groups), eps.to_f64())?;
        in_graph::affine(g, xhat, gamma, beta)
    }

    /// `(dx, dγ, dβ)`.
    #[allow(clippy::too_many_arguments)]
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        _: Value,
        groups: &usize,
        eps: &T,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        in_graph::backward(g, x, gamma, dy, Sets::Groups(*groups), eps.to_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Groups that do not divide the channels are an error naming both.
    #[test]
    fn groups_must_divide_the_channels() {
        let x = Maps::<f64>::zeros((1, 3, 1, 1));
        let v = Vector::from_vec((3,), vec![1.0; 3]).unwrap();
        let err = group_norm(&x, &v, &v, 2, 1e-5).unwrap_err();
        assert_eq!(err.to_string(), "group_norm: 2 groups do not divide 3 channels");
        assert!(group_norm(&x, &v, &v, 0, 1e-5).is_err());
    }
}

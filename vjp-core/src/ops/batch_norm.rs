//! Batch normalisation, PyTorch's `nn.BatchNorm1d` (on `[N, C]`) and `nn.BatchNorm2d` (on
//! `[N, C, H, W]`): in training, each channel normalised by the mean and the (population)
//! variance of the batch, which are differentiated; in evaluation, by the running statistics,
//! which are constants. `γ` and `β` are per channel.
//!
//! The running statistics are updated outside the differentiated step, as PyTorch does it
//! under `no_grad`: [`RunningStatistics::update`] takes the layer's input of a training step,
//! and with PyTorch's `momentum` moves the running mean towards the batch's mean and the
//! running variance towards the batch's *unbiased* variance.
//!
//! ```
//! use vjp_core::{Const, Matrix, RunningStatistics, Vector, batch_norm, batch_norm_eval};
//! let x = Matrix::<f64, Const<2>, Const<1>>::new(vec![1.0, 3.0])?;
//! let (gamma, beta) = (Vector::new(vec![1.0])?, Vector::new(vec![0.0])?);
//! let y = batch_norm(&x, &gamma, &beta, 1e-5)?;
//! assert!((y.data()[1] - 1.0 / (1.0 + 1e-5f64).sqrt()).abs() < 1e-12);
//! let mut running = RunningStatistics::new(1, 0.1);
//! running.update(&x)?;
//! assert!((running.mean[0] - 0.2).abs() < 1e-15 && (running.var[0] - 1.1).abs() < 1e-15);
//! let z = batch_norm_eval(&x, &gamma, &beta, running, 1e-5)?;
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::channel_norm::{self, Layout, Sets, in_graph};
use super::conv2d::Maps;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::{Matrix, Tensor, Vector};
use crate::vjp;

/// A batch-norm layer's running mean and variance per channel (PyTorch's buffers
/// `running_mean` and `running_var`, kept in f64), and the momentum of their update.
#[derive(Clone, Debug, PartialEq)]
pub struct RunningStatistics {
    /// The running mean of each channel.
    pub mean: Vec<f64>,
    /// The running (unbiased) variance of each channel.
    pub var: Vec<f64>,
    /// The weight of a new batch: `running = (1 - momentum) running + momentum batch`.
    pub momentum: f64,
}

impl RunningStatistics {
    /// PyTorch's start: means 0, variances 1.
    pub fn new(channels: usize, momentum: f64) -> Self {
        RunningStatistics {
            mean: vec![0.0; channels],
            var: vec![1.0; channels],
            momentum,
        }
    }

    /// Moves the statistics towards those of the batch `x` (`[N, C, ...]`, the channels on its
    /// second axis); an error for another channel count, or a batch of one element per
    /// channel (whose unbiased variance has no value).
    pub fn update<T: Scalar, S: Shape>(&mut self, x: &Tensor<T, S>) -> Result<()> {
        let layout = Layout::of("RunningStatistics::update", &x.dims())?;
        if layout.channels != self.mean.len() || layout.channels != self.var.len() {
            return Err(Error::mismatch(
                "RunningStatistics::update",
                x.dims(),
                [self.mean.len()],
                "the batch has one channel per running statistic",
            ));
        }
        let count = layout.outer * layout.inner;
        if count < 2 {
            return Err(Error::invalid(
                "RunningStatistics::update",
                "a batch needs two elements per channel for an unbiased variance",
            ));
        }
        let unbias = count as f64 / (count - 1) as f64;
        let m = self.momentum;
        let batch = channel_norm::statistics(x.data(), layout, Sets::PerChannel);
        for ((mean, var), (bm, bv)) in self.mean.iter_mut().zip(&mut self.var).zip(batch) {
            *mean = (1.0 - m) * *mean + m * bm.to_f64();
            *var = (1.0 - m) * *var + m * bv.to_f64() * unbias;
        }
        Ok(())
    }

    /// `(mean, 1 / sqrt(var + eps))` of each channel, in `T`.
    fn scales<T: Scalar>(&self, eps: f64) -> Vec<(T, T)> {
        self.mean
            .iter()
            .zip(&self.var)
            .map(|(&m, &v)| (T::from_f64(m), T::from_f64(1.0 / (v + eps).sqrt())))
            .collect()
    }
}

/// Training: the batch's statistics, normalised, scaled and shifted per channel.
fn train<T: Scalar, S: Shape, C: Dim>(
    op: &'static str,
    x: &Tensor<T, S>,
    gamma: &Vector<T, C>,
    beta: &Vector<T, C>,
    eps: T,
) -> Result<Tensor<T, S>> {
    let layout = Layout::of(op, &x.dims())?;
    channel_norm::check(op, layout, Sets::PerChannel, &[gamma.len(), beta.len()], eps.to_f64())?;
    let stats = channel_norm::statistics(x.data(), layout, Sets::PerChannel);
    let y = channel_norm::normalize(
        x.data(),
        layout,
        Sets::PerChannel,
        &stats,
        gamma.data(),
        beta.data(),
        eps,
    );
    Tensor::from_vec(x.shape(), y)
}

/// `(dx, dγ, dβ)` as tensors of the input's and the gain's shapes.
type Gradients<T, S, C> = (Tensor<T, S>, Vector<T, C>, Vector<T, C>);

/// The gradients' values as tensors shaped as `x` and `gamma`.
fn gradients<T: Scalar, S: Shape, C: Dim>(
    x: &Tensor<T, S>,
    gamma: &Vector<T, C>,
    (dx, dg, db): (Vec<T>, Vec<T>, Vec<T>),
) -> Result<Gradients<T, S, C>> {
    Ok((
        Tensor::from_vec(x.shape(), dx)?,
        Vector::from_vec(gamma.shape(), dg)?,
        Vector::from_vec(gamma.shape(), db)?,
    ))
}

/// The rule of [`train`].
fn train_backward<T: Scalar, S: Shape, C: Dim>(
    op: &'static str,
    x: &Tensor<T, S>,
    gamma: &Vector<T, C>,
    eps: T,
    dy: &Tensor<T, S>,
) -> Result<Gradients<T, S, C>> {
    let layout = Layout::of(op, &x.dims())?;
    channel_norm::check(op, layout, Sets::PerChannel, &[gamma.len()], eps.to_f64())?;
    x.check_same_shape(dy, op)?;
    let values = channel_norm::normalize_backward(x.data(), dy.data(), layout, Sets::PerChannel, gamma.data(), eps);
    gradients(x, gamma, values)
}

/// The layout of `x`, checked with the gain, the shift and the running statistics.
fn evaluation_layout<T: Scalar, S: Shape>(
    op: &'static str,
    x: &Tensor<T, S>,
    affine: &[usize],
    running: &RunningStatistics,
    eps: T,
) -> Result<Layout> {
    let layout = Layout::of(op, &x.dims())?;
    let lengths: Vec<usize> = affine
        .iter()
        .copied()
        .chain([running.mean.len(), running.var.len()])
        .collect();
    channel_norm::check(op, layout, Sets::PerChannel, &lengths, eps.to_f64())?;
    Ok(layout)
}

/// Evaluation: the running statistics, normalised, scaled and shifted per channel.
fn evaluate<T: Scalar, S: Shape, C: Dim>(
    op: &'static str,
    x: &Tensor<T, S>,
    gamma: &Vector<T, C>,
    beta: &Vector<T, C>,
    running: &RunningStatistics,
    eps: T,
) -> Result<Tensor<T, S>> {
    let layout = evaluation_layout(op, x, &[gamma.len(), beta.len()], running, eps)?;
    let stats: Vec<(T, T)> = running.scales(eps.to_f64());
    let mut y = x.data().to_vec();
    for (e, v) in y.iter_mut().enumerate() {
        let c = (e / layout.inner.max(1)) % layout.channels.max(1);
        if let (Some(&(mean, r)), Some(&g), Some(&b)) = (stats.get(c), gamma.data().get(c), beta.data().get(c)) {
            *v = (*v - mean) * r * g + b;
        }
    }
    Tensor::from_vec(x.shape(), y)
}

/// The rule of [`evaluate`]: `dx = dy γ r`, `dγ = Σ dy (x - mean) r`, `dβ = Σ dy` per channel.
fn evaluate_backward<T: Scalar, S: Shape, C: Dim>(
    op: &'static str,
    x: &Tensor<T, S>,
    gamma: &Vector<T, C>,
    running: &RunningStatistics,
    eps: T,
    dy: &Tensor<T, S>,
) -> Result<Gradients<T, S, C>> {
    let layout = evaluation_layout(op, x, &[gamma.len()], running, eps)?;
    x.check_same_shape(dy, op)?;
    let stats: Vec<(T, T)> = running.scales(eps.to_f64());
    let (mut dx, mut dgamma, mut dbeta) = (
        Vec::with_capacity(x.numel()),
        vec![T::ZERO; layout.channels],
        vec![T::ZERO; layout.channels],
    );
    for (e, (&v, &d)) in x.data().iter().zip(dy.data()).enumerate() {
        let c = (e / layout.inner.max(1)) % layout.channels.max(1);
        if let (Some(&(mean, r)), Some(&g), Some(dg), Some(db)) =
            (stats.get(c), gamma.data().get(c), dgamma.get_mut(c), dbeta.get_mut(c))
        {
            dx.push(d * g * r);
            *dg += d * (v - mean) * r;
            *db += d;
        }
    }
    gradients(x, gamma, (dx, dgamma, dbeta))
}

/// Batch normalisation of `[N, C]` in training (`nn.BatchNorm1d` in `train()`): each column
/// normalised by the batch's mean and population variance, then `γ ⊙ x̂ + β`.
#[vjp(crate = crate, backward = batch_norm_backward, trace = batch_norm_trace, check(N = 4, C = 3, eps = 1e-5))]
pub fn batch_norm<T: Scalar, N: Dim, C: Dim>(
    x: &Matrix<T, N, C>,
    gamma: &Vector<T, C>,
    beta: &Vector<T, C>,
    eps: T,
) -> Result<Matrix<T, N, C>> {
    train("batch_norm", x, gamma, beta, eps)
}

/// The rule of [`batch_norm()`]: per channel, with `g = dy γ`,
/// `dx = r (g - mean(g) - x̂ mean(g x̂))`, `dγ = Σ dy x̂`, `dβ = Σ dy`.
pub fn batch_norm_backward<T: Scalar, N: Dim, C: Dim>(
    x: &Matrix<T, N, C>,
    gamma: &Vector<T, C>,
    _: &Vector<T, C>,
    eps: &T,
    _: &Matrix<T, N, C>,
    dy: &Matrix<T, N, C>,
) -> Result<(Matrix<T, N, C>, Vector<T, C>, Vector<T, C>)> {
    train_backward("batch_norm backward", x, gamma, *eps, dy)
}

/// Batch normalisation of `[N, C, H, W]` in training (`nn.BatchNorm2d` in `train()`): each
/// channel normalised over the batch and the image.
#[vjp(crate = crate, backward = batch_norm2d_backward, trace = batch_norm2d_trace, check(
    x = Maps::random((2, 3, 2, 3), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3)),
    gamma = Vector::random((3,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(4)),
    beta = Vector::random((3,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(5)),
    eps = 1e-5,
))]
pub fn batch_norm2d<T: Scalar>(
    x: &Maps<T>,
    gamma: &Vector<T, usize>,
    beta: &Vector<T, usize>,
    eps: T,
) -> Result<Maps<T>> {
    train("batch_norm2d", x, gamma, beta, eps)
}

/// The rule of [`batch_norm2d()`], as [`batch_norm_backward()`]'s over each channel's elements.
pub fn batch_norm2d_backward<T: Scalar>(
    x: &Maps<T>,
    gamma: &Vector<T, usize>,
    _: &Vector<T, usize>,
    eps: &T,
    _: &Maps<T>,
    dy: &Maps<T>,
) -> Result<(Maps<T>, Vector<T, usize>, Vector<T, usize>)> {
    train_backward("batch_norm2d backward", x, gamma, *eps, dy)
}

/// Batch normalisation of `[N, C]` in evaluation (`nn.BatchNorm1d` in `eval()`):
/// `γ (x - running mean) / sqrt(running var + eps) + β`, the running statistics constants.
#[vjp(crate = crate, backward = batch_norm_eval_backward, trace = batch_norm_eval_trace, check(N = 4, C = 3,
    running = RunningStatistics { mean: vec![0.5, -1.0, 0.0], var: vec![2.0, 0.5, 1.0], momentum: 0.1 }, eps = 1e-5))]
pub fn batch_norm_eval<T: Scalar, N: Dim, C: Dim>(
    x: &Matrix<T, N, C>,
    gamma: &Vector<T, C>,
    beta: &Vector<T, C>,
    running: RunningStatistics,
    eps: T,
) -> Result<Matrix<T, N, C>> {
    evaluate("batch_norm_eval", x, gamma, beta, &running, eps)
}

/// The rule of [`batch_norm_eval()`]: `dx = dy γ r`, `dγ = Σ dy (x - mean) r`, `dβ = Σ dy`.
#[allow(clippy::too_many_arguments)]
pub fn batch_norm_eval_backward<T: Scalar, N: Dim, C: Dim>(
    x: &Matrix<T, N, C>,
    gamma: &Vector<T, C>,
    _: &Vector<T, C>,
    running: &RunningStatistics,
    eps: &T,
    _: &Matrix<T, N, C>,
    dy: &Matrix<T, N, C>,
) -> Result<(Matrix<T, N, C>, Vector<T, C>, Vector<T, C>)> {
    evaluate_backward("batch_norm_eval backward", x, gamma, running, *eps, dy)
}

/// Batch normalisation of `[N, C, H, W]` in evaluation (`nn.BatchNorm2d` in `eval()`).
#[vjp(crate = crate, backward = batch_norm2d_eval_backward, trace = batch_norm2d_eval_trace, check(
    x = Maps::random((2, 3, 2, 3), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3)),
    gamma = Vector::random((3,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(4)),
    beta = Vector::random((3,), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(5)),
    running = RunningStatistics { mean: vec![0.5, -1.0, 0.0], var: vec![2.0, 0.5, 1.0], momentum: 0.1 },
    eps = 1e-5,
))]
pub fn batch_norm2d_eval<T: Scalar>(
    x: &Maps<T>,
    gamma: &Vector<T, usize>,
    beta: &Vector<T, usize>,
    running: RunningStatistics,
    eps: T,
) -> Result<Maps<T>> {
    evaluate("batch_norm2d_eval", x, gamma, beta, &running, eps)
}

/// The rule of [`batch_norm2d_eval()`], as [`batch_norm_eval_backward()`]'s.
#[allow(clippy::too_many_arguments)]
pub fn batch_norm2d_eval_backward<T: Scalar>(
    x: &Maps<T>,
    gamma: &Vector<T, usize>,
    _: &Vector<T, usize>,
    running: &RunningStatistics,
    eps: &T,
    _: &Maps<T>,
    dy: &Maps<T>,
) -> Result<(Maps<T>, Vector<T, usize>, Vector<T, usize>)> {
    evaluate_backward("batch_norm2d_eval backward", x, gamma, running, *eps, dy)
}

/// The training form's graph primitives, for any rank.
mod training {
    use super::{Sets, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    pub fn forward(g: &mut Graph, x: Value, gamma: Value, beta: Value, eps: f64) -> Result<Value> {
        let xhat = in_graph::normalized(g, x, Sets::PerChannel, eps)?;
        in_graph::affine(g, xhat, gamma, beta)
    }

    pub fn backward(g: &mut Graph, x: Value, gamma: Value, eps: f64, dy: Value) -> Result<(Value, Value, Value)> {
        in_graph::backward(g, x, gamma, dy, Sets::PerChannel, eps)
    }
}

/// The evaluation form's graph primitives, for any rank: the running statistics literals.
mod evaluation {
    use super::{RunningStatistics, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `(x - mean) r` per channel, `mean` and `r` the literals of the running statistics.
    fn normalized(g: &mut Graph, x: Value, running: &RunningStatistics, eps: f64) -> Result<(Value, Value)> {
        let channels = running.mean.len();
        let mean = g.literal(running.mean.clone(), &[channels])?;
        let scales = running.var.iter().map(|v| 1.0 / (v + eps).sqrt()).collect();
        let r = g.literal(scales, &[channels])?;
        let (mean, r) = (in_graph::per_channel(g, mean, x)?, in_graph::per_channel(g, r, x)?);
        let centred = g.sub(x, mean)?;
        Ok((g.mul(centred, r)?, r))
    }

    pub fn forward(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        beta: Value,
        running: &RunningStatistics,
        eps: f64,
    ) -> Result<Value> {
        let (xhat, _) = normalized(g, x, running, eps)?;
        in_graph::affine(g, xhat, gamma, beta)
    }

    pub fn backward(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        running: &RunningStatistics,
        eps: f64,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        let (xhat, r) = normalized(g, x, running, eps)?;
        let gain = in_graph::per_channel(g, gamma, x)?;
        let scaled = g.mul(dy, gain)?;
        let dx = g.mul(scaled, r)?;
        let weighted = g.mul(dy, xhat)?;
        Ok((dx, in_graph::channel_sums(g, weighted)?, in_graph::channel_sums(g, dy)?))
    }
}

/// [`batch_norm()`] and its rule as graph primitives.
pub mod batch_norm_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::scalar::Scalar;

    /// `γ x̂ + β` with the batch's statistics.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, gamma: Value, beta: Value, eps: T) -> Result<Value> {
        super::training::forward(g, x, gamma, beta, eps.to_f64())
    }

    /// `(dx, dγ, dβ)`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        _: Value,
        eps: &T,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        super::training::backward(g, x, gamma, eps.to_f64(), dy)
    }
}

/// [`batch_norm2d()`] and its rule as graph primitives.
pub mod batch_norm2d_trace {
    pub use super::batch_norm_trace::{backward, forward};
}

/// [`batch_norm_eval()`] and its rule as graph primitives.
pub mod batch_norm_eval_trace {
    use super::RunningStatistics;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::scalar::Scalar;

    /// `γ (x - mean) r + β`.
    pub fn forward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        beta: Value,
        running: RunningStatistics,
        eps: T,
    ) -> Result<Value> {
        super::evaluation::forward(g, x, gamma, beta, &running, eps.to_f64())
    }

    /// `(dx, dγ, dβ)`.
    #[allow(clippy::too_many_arguments)]
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gamma: Value,
        _: Value,
        running: &RunningStatistics,
        eps: &T,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        super::evaluation::backward(g, x, gamma, running, eps.to_f64(), dy)
    }
}

/// [`batch_norm2d_eval()`] and its rule as graph primitives.
pub mod batch_norm2d_eval_trace {
    pub use super::batch_norm_eval_trace::{backward, forward};
}

#[cfg(test)]
mod tests {
    use super::*;

    /// PyTorch's running update: `momentum` towards the batch mean and its unbiased variance;
    /// a batch of another channel count is an error.
    #[test]
    fn the_running_update_is_pytorchs() {
        let x = Maps::<f64>::from_vec((2, 1, 1, 2), vec![1.0, 2.0, 3.0, 6.0]).unwrap();
        let mut running = RunningStatistics::new(1, 0.1);
        running.update(&x).unwrap();
        // mean 3, unbiased variance (4 + 1 + 0 + 9) / 3.
        assert!((running.mean[0] - 0.3).abs() < 1e-15);
        assert!((running.var[0] - (0.9 + 0.1 * 14.0 / 3.0)).abs() < 1e-15);
        assert!(RunningStatistics::new(2, 0.1).update(&x).is_err());
    }

    /// Training normalises each channel to mean 0 across the batch and the image.
    #[test]
    fn each_channel_is_normalised() {
        let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(9);
        let x = Maps::<f64>::random((3, 2, 2, 2), &mut rng);
        let ones = Vector::from_vec((2,), vec![1.0, 1.0]).unwrap();
        let zeros = Vector::from_vec((2,), vec![0.0, 0.0]).unwrap();
        let y = batch_norm2d(&x, &ones, &zeros, 1e-5).unwrap();
        for c in 0..2 {
            let mean: f64 = (0..3)
                .flat_map(|n| y.data()[(n * 2 + c) * 4..(n * 2 + c + 1) * 4].to_vec())
                .sum::<f64>()
                / 12.0;
            assert!(mean.abs() < 1e-15);
        }
        let three = Vector::from_vec((3,), vec![1.0; 3]).unwrap();
        assert!(batch_norm2d(&x, &three, &zeros, 1e-5).is_err());
    }
}

//! A training harness for any model whose parameters are a [`Params`] value (a
//! `#[derive(Params)]` struct, a library layer, a combinator): the data-parallel step over
//! threads ([`data_parallel`]), gradient clipping by global norm ([`clip_grad_norm`]), a
//! warmup + cosine schedule ([`WarmupCosine`]) and an [`Optimizer`] (AdamW with parameter
//! groups, [`crate::optim::AdamW::with_decay`], or SGD), put together by [`Trainer`]. The loss is the caller's closure, so
//! the model's input may be anything: images, token ids, pairs.

mod clip;
mod parallel;
mod schedule;

pub use clip::clip_grad_norm;
pub use parallel::{WeightedPart, data_parallel, data_parallel_with, split, sum_in_order, weighted_parts};
pub use schedule::WarmupCosine;

use crate::error::{Error, Result};
use crate::optim::Optimizer;
use crate::scalar::Scalar;
use crate::witness::Params;
use std::fmt;
use std::ops::Range;

/// What one step of [`Trainer::step`] did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepReport {
    /// The step's number, from 0.
    pub step: usize,
    /// The batch's mean loss (before the update).
    pub loss: f64,
    /// The gradients' global norm before clipping.
    pub grad_norm: f64,
    /// The learning rate the update used.
    pub lr: f64,
}

impl fmt::Display for StepReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "step {}: loss {:.4}, grad norm {:.3}, lr {:.3e}",
            self.step, self.loss, self.grad_norm, self.lr
        )
    }
}

/// An optimizer on a schedule, with gradient clipping and the batch split over threads.
///
/// ```
/// use rand::SeedableRng;
/// use vjp_core::{Dense, Matrix, Vjp, optim::{AdamW, decays_unless_bias_or_norm}};
/// use vjp_core::train::{Trainer, WarmupCosine};
/// let mut rng = rand::rngs::StdRng::seed_from_u64(0);
/// let mut model = Dense::<f64, usize, usize>::glorot(3usize, 1usize, &mut rng);
/// let x = Matrix::<f64, usize, usize>::random((8, 3), &mut rng);
/// let adamw = AdamW::new(0.0, 0.1).with_decay(decays_unless_bias_or_norm);
/// let schedule = WarmupCosine { peak: 1e-2, min: 1e-3, warmup: 2, total: 20 };
/// let mut trainer = Trainer::new(adamw, schedule).with_clip(1.0);
/// // Drive the outputs to zero: the loss is half the mean square of the rows in `range`.
/// let first = trainer.step(&mut model, 8, |model, range| {
///     let rows = vjp_core::slice_rows(&x, range.start, range.len())?;
///     let (out, saved) = model.forward(rows)?;
///     let n = range.len() as f64;
///     let loss = out.data().iter().map(|v| v * v).sum::<f64>() / (2.0 * n);
///     let (_, grads) = model.backward(&saved, &out.map(|v| v / n))?;
///     Ok((loss, grads))
/// })?;
/// assert_eq!((first.step, first.lr), (0, 5e-3));
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Trainer<T> {
    /// The optimizer; its learning rate is set from the schedule before each update.
    pub optimizer: Optimizer<T>,
    /// The learning rate of each step.
    pub schedule: WarmupCosine,
    /// The largest global gradient norm (PyTorch's `clip_grad_norm_`), or none.
    pub clip: Option<f64>,
    /// Parts a batch is cut into, computed in parallel ([`data_parallel`]).
    pub parts: usize,
    /// Steps taken: the position in the schedule of the next step. A loop that skips a
    /// batch and wants the schedule to move on anyway sets it.
    pub steps: usize,
}

impl<T: Scalar> Trainer<T> {
    /// A trainer of `optimizer` on `schedule`, from step 0, without clipping, a batch cut into
    /// as many parts as rayon has threads.
    pub fn new(optimizer: impl Into<Optimizer<T>>, schedule: WarmupCosine) -> Self {
        Trainer {
            optimizer: optimizer.into(),
            schedule,
            clip: None,
            parts: rayon::current_num_threads(),
            steps: 0,
        }
    }

    /// This trainer, clipping the gradients' global norm to `max_norm`.
    pub fn with_clip(self, max_norm: f64) -> Self {
        Trainer {
            clip: Some(max_norm),
            ..self
        }
    }

    /// One step on a batch of `n` examples: the mean loss and gradients over the batch in
    /// [`Trainer::parts`] parts (`loss_and_grads(model, range)` returns the mean loss of the
    /// examples in `range` and its gradient), then [`Trainer::apply`].
    pub fn step<M, F>(&mut self, model: &mut M, n: usize, loss_and_grads: F) -> Result<StepReport>
    where
        M: Params<T>,
        F: Fn(&M, Range<usize>) -> Result<(T, M::Grads)> + Sync,
    {
        let (loss, grads) = data_parallel(model, n, self.parts, loss_and_grads)?;
        self.apply(model, loss, grads)
    }

    /// The update of a step whose loss and gradients were computed elsewhere (over several
    /// processes, or with outputs of the step's own): the gradients clipped, then one update at
    /// the schedule's rate for step [`Trainer::steps`], which moves on by one. A non-finite loss
    /// or gradient norm is an error and leaves the model as it was.
    pub fn apply<M: Params<T>>(&mut self, model: &mut M, loss: T, mut grads: M::Grads) -> Result<StepReport> {
        let grad_norm = clip_grad_norm(&mut grads, self.clip.unwrap_or(f64::INFINITY));
        let loss = loss.to_f64();
        if !(loss.is_finite() && grad_norm.is_finite()) {
            return Err(Error::invalid(
                "train step",
                format!(
                    "step {}: the loss is {loss} and the gradient norm {grad_norm}: not finite",
                    self.steps
                ),
            ));
        }
        let lr = self.schedule.at(self.steps);
        self.optimizer.set_lr(T::from_f64(lr));
        self.optimizer.step(model, &grads)?;
        let report = StepReport {
            step: self.steps,
            loss,
            grad_norm,
            lr,
        };
        self.steps += 1;
        Ok(report)
    }
}

#[cfg(test)]
mod tests;

//! Training and evaluation: AdamW or SGD with momentum, linear warmup then cosine decay, label
//! smoothing, fixed-seed shuffling, accuracy and a confusion matrix.

// The epoch-end work draws the learning curves: with the `plot` feature, as the `vit` binary.
#[cfg(feature = "plot")]
mod epoch_end;
#[cfg(feature = "plot")]
mod plot;

#[cfg(feature = "plot")]
pub use epoch_end::EpochEnd;

use crate::augment::Shift;
use crate::data::Dataset;
use crate::distributed::{Collective, Split, agree};
use crate::error::VitError;
use crate::model::{Grads, Vit};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::time::Instant;
use vjp_core::optim::{AdamW, OptimizerState, Sgd};
use vjp_core::train::{Trainer, WarmupCosine};
use vjp_core::{Differentiable, Scalar};

/// Which optimizer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Optimizer {
    /// AdamW with decoupled weight decay.
    AdamW,
    /// SGD with this momentum (weight decay is applied decoupled, as in AdamW).
    Sgd {
        /// The momentum.
        momentum: f64,
    },
}

/// An error unless the label smoothing lies in `[0, 1]` (PyTorch's range: 1 is the uniform
/// target).
pub fn check_smoothing(smoothing: f64) -> Result<(), VitError> {
    if (0.0..=1.0).contains(&smoothing) {
        Ok(())
    } else {
        Err(VitError::Config(format!(
            "label smoothing must lie in [0, 1], got {smoothing}"
        )))
    }
}

/// An error unless SGD's momentum lies in `[0, 1)`.
pub fn check_momentum(momentum: f64) -> Result<(), VitError> {
    if (0.0..1.0).contains(&momentum) {
        Ok(())
    } else {
        Err(VitError::Config(format!(
            "SGD momentum must lie in [0, 1), got {momentum}"
        )))
    }
}

/// The most epochs (and warmup epochs) a run may ask for.
pub const MAX_EPOCHS: usize = 1_000_000;

/// How to train.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainOptions {
    /// Passes over the training set.
    pub epochs: usize,
    /// Images per step.
    pub batch: usize,
    /// Peak learning rate (after warmup).
    pub lr: f64,
    /// Learning rate at the end of the cosine decay.
    pub min_lr: f64,
    /// Epochs of linear warmup from 0 to `lr`.
    pub warmup_epochs: usize,
    /// Decoupled weight decay.
    pub weight_decay: f64,
    /// Label smoothing in `[0, 1]`.
    pub smoothing: f64,
    /// The optimizer.
    pub optimizer: Optimizer,
    /// Seed of the shuffling.
    pub seed: u64,
    /// Sub-batches computed in parallel each step by each rank (data parallelism over threads;
    /// 1 runs a rank's share whole).
    pub parallel_parts: usize,
    /// Skip (and count) a batch whose loss or gradients are not finite, instead of stopping.
    pub skip_nonfinite: bool,
    /// Random shifts of the training images (augmentation; none by default).
    pub shift: Shift,
}

impl Default for TrainOptions {
    /// The digits recipe: AdamW, linear warmup over the first 30% of the epochs to a peak of
    /// 2e-3, cosine decay to 1e-8 (a one-cycle schedule), weight decay 1e-4, label smoothing
    /// 0.1, batch 32, 30 epochs.
    fn default() -> Self {
        TrainOptions {
            epochs: 30,
            batch: 32,
            lr: 2e-3,
            min_lr: 1e-8,
            warmup_epochs: 9,
            weight_decay: 1e-4,
            smoothing: 0.1,
            optimizer: Optimizer::AdamW,
            seed: 0,
            parallel_parts: 2,
            skip_nonfinite: false,
            shift: Shift::default(),
        }
    }
}

impl TrainOptions {
    /// An error naming the first option out of range.
    pub fn validate(&self) -> Result<(), VitError> {
        let fail = |m: &str| Err(VitError::Config(m.to_string()));
        if self.batch == 0 {
            return fail("the batch size must be positive");
        }
        if !(self.lr.is_finite() && self.lr > 0.0) {
            return fail("the learning rate must be positive");
        }
        check_smoothing(self.smoothing)?;
        if !(self.weight_decay.is_finite() && self.weight_decay >= 0.0) {
            return fail("weight decay must be non-negative");
        }
        if !(self.min_lr.is_finite() && (0.0..=self.lr).contains(&self.min_lr)) {
            return fail("the final learning rate must lie in [0, lr]");
        }
        if let Optimizer::Sgd { momentum } = self.optimizer {
            check_momentum(momentum)?;
        }
        if self.epochs > MAX_EPOCHS || self.warmup_epochs > MAX_EPOCHS {
            return Err(VitError::Config(format!(
                "the epochs and warmup epochs must be at most {MAX_EPOCHS}"
            )));
        }
        Ok(())
    }

    /// The learning rate over the run's steps, `steps_per_epoch` a epoch: linear warmup, then
    /// cosine to `min_lr`.
    pub fn schedule(&self, steps_per_epoch: usize) -> WarmupCosine {
        WarmupCosine {
            peak: self.lr,
            min: self.min_lr,
            warmup: self.warmup_epochs * steps_per_epoch,
            total: (self.epochs * steps_per_epoch).max(1),
        }
    }

    /// The optimizer, from no state: AdamW, or SGD with decoupled weight decay (every
    /// parameter decays).
    pub fn optimizer<T: Scalar>(&self) -> vjp_core::optim::Optimizer<T> {
        let (lr, weight_decay) = (T::from_f64(self.lr), T::from_f64(self.weight_decay));
        match self.optimizer {
            Optimizer::AdamW => AdamW::new(lr, weight_decay).into(),
            Optimizer::Sgd { momentum } => Sgd::new(lr, T::from_f64(momentum))
                .with_weight_decay(weight_decay)
                .into(),
        }
    }
}

/// What one epoch gave.
#[derive(Clone, Debug, PartialEq)]
pub struct EpochStats {
    /// 1-based epoch.
    pub epoch: usize,
    /// Mean training loss.
    pub train_loss: f64,
    /// Training accuracy (on the batches as trained).
    pub train_accuracy: f64,
    /// Test accuracy after the epoch.
    pub test_accuracy: f64,
    /// Training throughput.
    pub images_per_second: f64,
    /// Batches skipped because their loss or gradients were not finite.
    pub skipped_batches: usize,
}

/// Where training is, after a step: for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepStats {
    /// Steps done, over all epochs.
    pub step: usize,
    /// Steps in the whole run.
    pub steps: usize,
    /// This step's loss.
    pub loss: f64,
    /// Training accuracy so far in this epoch.
    pub accuracy: f64,
    /// Throughput so far in this epoch.
    pub images_per_second: f64,
}

/// Accuracy and confusion matrix (`confusion[true][predicted]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// Fraction classified right.
    pub accuracy: f64,
    /// Counts by true class (rows) and predicted class (columns).
    pub confusion: Vec<Vec<usize>>,
}

/// The predicted class of each row of `logits` (`[B, classes]`).
fn predictions<T: Scalar>(logits: &[T], classes: usize) -> Vec<usize> {
    logits
        .chunks_exact(classes.max(1))
        .map(|row| {
            // The first index of the maximum.
            let mut best = (0, row.first().copied().unwrap_or(T::ZERO));
            for (j, &v) in row.iter().enumerate() {
                if v > best.1 {
                    best = (j, v);
                }
            }
            best.0
        })
        .collect()
}

/// The first value of a step that is not finite, in words: `the loss`, or `the gradient of
/// NAME` (timm's name, in parameter order); `None` if all are finite.
pub fn first_non_finite<T: Scalar>(vit: &Vit<T>, loss: T, grads: &Grads<T>) -> Option<String> {
    if !loss.is_finite() {
        return Some("the loss".to_string());
    }
    let mut tensors = Vec::new();
    grads.visit(&mut |g| tensors.push(g));
    // In blocks, each checked without an early exit so that the check vectorises.
    let finite = |g: &[T]| {
        g.chunks(256)
            .all(|block| block.iter().fold(true, |ok, v| ok & v.is_finite()))
    };
    let bad = tensors.iter().position(|g| !finite(g))?;
    let name = crate::names::timm_tensors(vit)
        .ok()
        .and_then(|tensors| tensors.get(bad).map(|t| t.name.clone()))
        .unwrap_or_else(|| format!("#{bad}"));
    Some(format!("the gradient of `{name}`"))
}

/// Accuracy and confusion matrix of `vit` on `data`, in batches of `batch`, each split over
/// `comm`'s ranks into `parts` sub-batches per rank computed in parallel.
pub fn evaluate<T: Scalar>(
    vit: &Vit<T>,
    data: &Dataset,
    batch: usize,
    parts: usize,
    comm: &dyn Collective,
) -> Result<Evaluation, VitError> {
    let classes = vit.config.classes;
    if data.classes > classes {
        return Err(VitError::Config(format!(
            "the data has {} classes, the model {classes}",
            data.classes
        )));
    }
    vit.config.check_batch(batch)?;
    let mut confusion = vec![vec![0usize; classes]; classes];
    let indices: Vec<usize> = (0..data.len()).collect();
    for chunk in indices.chunks(batch.max(1)) {
        let split = Split::new(chunk.len(), comm, parts);
        let (images, _) = data.batch::<T>(chunk.get(split.my_images()).unwrap_or_default())?;
        let logits = vit.logits_split(comm, &split, images)?;
        for (label, predicted) in data
            .labels_of(chunk)?
            .into_iter()
            .zip(predictions(logits.data(), classes))
        {
            let cell = confusion.get_mut(label).and_then(|row| row.get_mut(predicted));
            *cell.ok_or_else(|| VitError::Config(format!("label {label} is out of range for {classes} classes")))? += 1;
        }
    }
    let correct: usize = confusion.iter().enumerate().filter_map(|(c, row)| row.get(c)).sum();
    Ok(Evaluation {
        accuracy: correct as f64 / data.len().max(1) as f64,
        confusion,
    })
}

/// Where an interrupted training run stopped: the epochs done and the optimizer's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Resume<T> {
    /// Epochs completed.
    pub epoch: usize,
    /// The optimizer's state after them.
    pub optimizer: OptimizerState<T>,
}

/// Trains `vit` on `train` for `options.epochs`, evaluating on `test` after each epoch;
/// `on_step` sees each step's [`StepStats`] (for a progress bar) and `on_epoch` each epoch's
/// figures with the model and the optimizer's state (to checkpoint them). With `resume`, the
/// epochs already done are skipped (their shuffles replayed), so the run continues to the same
/// weights, bit for bit, as one that was never interrupted.
///
/// Over several ranks (`comm`, every rank calling `train` with the same model, data and
/// options), each rank computes its share of every batch ([`Split`]) and every rank takes the
/// same steps to the same weights: those of one process with `ranks × parallel_parts` threads.
/// `on_epoch` runs on every rank (the caller writes files on one), and a failure of it on any
/// rank stops every rank (see [`agree`]).
#[allow(clippy::too_many_arguments)]
pub fn train<T: Scalar>(
    vit: &mut Vit<T>,
    train: &Dataset,
    test: &Dataset,
    options: &TrainOptions,
    resume: Option<Resume<T>>,
    comm: &dyn Collective,
    mut on_step: impl FnMut(&StepStats),
    mut on_epoch: impl FnMut(&EpochStats, &Vit<T>, &OptimizerState<T>) -> Result<(), VitError>,
) -> Result<Vec<EpochStats>, VitError> {
    options.validate()?;
    vit.config.check_batch(options.batch)?;
    if train.is_empty() {
        return Err(VitError::Config("the training set is empty".to_string()));
    }
    let steps_per_epoch = train.len().div_ceil(options.batch);
    // The library's harness without its own parts (the batch is spread over this run's ranks
    // and threads by `loss_and_grads_split`) and without clipping.
    let mut trainer = Trainer::new(options.optimizer::<T>(), options.schedule(steps_per_epoch));
    let done = match resume {
        Some(r) => {
            trainer.optimizer.restore(r.optimizer)?;
            r.epoch
        }
        None => 0,
    };
    let mut rng = StdRng::seed_from_u64(options.seed);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut history = Vec::with_capacity(options.epochs);
    let smoothing = T::from_f64(options.smoothing);
    for epoch in 1..=options.epochs {
        order.shuffle(&mut rng);
        if epoch <= done {
            continue;
        }
        let started = Instant::now();
        let (mut loss_sum, mut correct, mut seen, mut skipped) = (0.0, 0usize, 0usize, 0usize);
        for (i, indices) in order.chunks(options.batch).enumerate() {
            let step = (epoch - 1) * steps_per_epoch + i;
            let split = Split::new(indices.len(), comm, options.parallel_parts);
            let mine = indices.get(split.my_images()).unwrap_or_default();
            let (mut images, _) = train.batch::<T>(mine)?;
            options.shift.apply(&mut images, mine, options.seed, epoch);
            let labels = train.labels_of(indices)?;
            let (loss, logits, grads) = vit.loss_and_grads_split(comm, &split, images, &labels, smoothing)?;
            if let Some(what) = first_non_finite(vit, loss, &grads) {
                if !options.skip_nonfinite {
                    return Err(VitError::NonFinite {
                        what,
                        epoch,
                        step: i + 1,
                    });
                }
                skipped += 1;
                continue;
            }
            loss_sum += loss.to_f64() * indices.len() as f64;
            correct += labels
                .iter()
                .zip(predictions(logits.data(), vit.config.classes))
                .filter(|(l, p)| **l == *p)
                .count();
            // The schedule counts skipped batches as steps.
            trainer.steps = step;
            trainer.apply(&mut vit.network, loss, grads)?;
            seen += indices.len();
            on_step(&StepStats {
                step: step + 1,
                steps: steps_per_epoch * options.epochs,
                loss: loss.to_f64(),
                accuracy: correct as f64 / seen as f64,
                images_per_second: seen as f64 / started.elapsed().as_secs_f64().max(1e-9),
            });
        }
        let seconds = started.elapsed().as_secs_f64();
        let stats = EpochStats {
            epoch,
            train_loss: loss_sum / seen.max(1) as f64,
            train_accuracy: correct as f64 / seen.max(1) as f64,
            test_accuracy: evaluate(vit, test, 256, options.parallel_parts, comm)?.accuracy,
            images_per_second: seen as f64 / seconds.max(1e-9),
            skipped_batches: skipped,
        };
        agree(comm, on_epoch(&stats, vit, &trainer.optimizer.state()))?;
        history.push(stats);
    }
    Ok(history)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warmup_then_cosine() {
        let o = TrainOptions::default();
        assert!((o.schedule(10).at(0) - 2e-3 / 90.0).abs() < 1e-12);
        assert!((o.schedule(10).at(89) - 2e-3).abs() < 1e-12);
        assert!((o.schedule(10).at(90) - 2e-3).abs() < 1e-12);
        assert!((o.schedule(10).at(299) - 1e-8).abs() < 2e-7);
        assert!(o.schedule(10).at(299) < o.schedule(10).at(200));
    }

    #[test]
    fn bad_options_are_named() {
        let o = TrainOptions {
            batch: 0,
            ..Default::default()
        };
        assert_eq!(
            o.validate().unwrap_err().to_string(),
            "invalid configuration: the batch size must be positive"
        );
        let o = TrainOptions {
            smoothing: 1.5,
            ..Default::default()
        };
        assert!(o.validate().is_err());
    }
}

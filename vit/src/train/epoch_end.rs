//! What a training run does at the end of every epoch: the weights written (timm's layout),
//! the state to resume from written beside them, the learning curves redrawn, and the epoch's
//! line of figures.

use super::EpochStats;
use crate::checkpoint::{self, FileDtype};
use crate::error::VitError;
use crate::model::Vit;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use vjp_core::Scalar;
use vjp_core::optim::OptimizerState;

/// The files a run writes after each epoch, and when it last drew its curves.
#[derive(Debug)]
pub struct EpochEnd {
    weights: PathBuf,
    state: PathBuf,
    plot: PathBuf,
    epochs: usize,
    dtype: FileDtype,
    started: Instant,
    history: Vec<EpochStats>,
    drawn: Option<(Instant, Duration)>,
}

impl EpochEnd {
    /// A run of `epochs` epochs writing its weights to `weights`, its training state to
    /// [`EpochEnd::state_path`] of it, and its curves to `plot`, in `dtype`; its clock starts
    /// now.
    pub fn new(weights: &Path, plot: &Path, epochs: usize, dtype: FileDtype) -> Self {
        EpochEnd {
            weights: weights.to_path_buf(),
            state: Self::state_path(weights),
            plot: plot.to_path_buf(),
            epochs,
            dtype,
            started: Instant::now(),
            history: Vec::new(),
            drawn: None,
        }
    }

    /// Where the state to resume from goes for weights written to `weights`: the same path with
    /// `.state` appended.
    pub fn state_path(weights: &Path) -> PathBuf {
        PathBuf::from(format!("{}.state", weights.display()))
    }

    /// The time since the run started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The end of an epoch: the curves redrawn when due (drawing the PNG costs tens of
    /// milliseconds, so it waits a hundred times as long as the last drawing took, and at least
    /// a second, and always draws after the last epoch: at most about 1% of the run), the
    /// weights and the training state written; returns the epoch's line.
    pub fn write<T: Scalar>(
        &mut self,
        stats: &EpochStats,
        model: &Vit<T>,
        optimizer: &OptimizerState<T>,
    ) -> Result<String, VitError> {
        self.history.push(stats.clone());
        let due = self
            .drawn
            .is_none_or(|(at, took)| at.elapsed() >= (took * 100).max(Duration::from_secs(1)));
        if stats.epoch == self.epochs || due {
            let drawing = Instant::now();
            super::plot::write_png(&self.history, &self.plot)?;
            self.drawn = Some((Instant::now(), drawing.elapsed()));
        }
        checkpoint::save(model, &self.weights, self.dtype)?;
        checkpoint::save_training(model, stats.epoch, optimizer, &self.state, self.dtype)?;
        let mut line = format!(
            "epoch {:2}: loss {:.4}, train accuracy {:.2}%, test accuracy {:.2}%, {:.0} images/s, {:.1} s in",
            stats.epoch,
            stats.train_loss,
            100.0 * stats.train_accuracy,
            100.0 * stats.test_accuracy,
            stats.images_per_second,
            self.elapsed().as_secs_f64()
        );
        if stats.skipped_batches > 0 {
            line.push_str(&format!(", {} non-finite batches skipped", stats.skipped_batches));
        }
        Ok(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::VitConfig;
    use rand::SeedableRng;

    /// After an epoch the weights, the state (which loads back to the same epoch and weights)
    /// and the curves are written, and the line gives the epoch's figures.
    #[test]
    fn an_epoch_end_writes_the_weights_the_state_and_the_curves() {
        let scratch = tempfile::tempdir().unwrap();
        let weights = scratch.path().join("vit.safetensors");
        let plot = scratch.path().join("curves.png");
        let vit = Vit::<f32>::new(&VitConfig::digits(), &mut rand::rngs::StdRng::seed_from_u64(0)).unwrap();
        let optimizer = vjp_core::optim::AdamW::<f32>::new(1e-3, 0.05).state();
        let mut end = EpochEnd::new(&weights, &plot, 2, FileDtype::F32);
        let stats = EpochStats {
            epoch: 1,
            train_loss: 1.25,
            train_accuracy: 0.5,
            test_accuracy: 0.75,
            images_per_second: 100.0,
            skipped_batches: 2,
        };
        let line = end.write(&stats, &vit, &optimizer).unwrap();
        assert!(
            line.starts_with("epoch  1: loss 1.2500, train accuracy 50.00%, test accuracy 75.00%, 100 images/s, "),
            "{line}"
        );
        assert!(line.ends_with(", 2 non-finite batches skipped"), "{line}");
        assert!(weights.exists() && plot.exists());
        let (loaded, epoch, _) = checkpoint::load_training::<f32>(&EpochEnd::state_path(&weights)).unwrap();
        let flat = |v: &Vit<f32>| {
            let mut values = Vec::new();
            vjp_core::Params::visit_params(&v.network, &mut |s: &[f32]| values.extend_from_slice(s));
            values
        };
        assert_eq!((epoch, flat(&loaded)), (1, flat(&vit)));
    }
}

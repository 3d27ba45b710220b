//! Throughput of the train step (forward, backward, AdamW update) and of inference, after
//! warm-up, on random images; and the process's peak memory. `vit bench` prints it;
//! `scripts/vit_tiny_pytorch_bench.py` measures the same work in PyTorch. Under `mpirun` the
//! batch is the global one, spread over the ranks as training spreads it, and the time spent in
//! collectives is reported.

use crate::config::VitConfig;
use crate::distributed::{Collective, Split, images_of};
use crate::error::VitError;
use crate::model::{Images, Vit};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;
use vjp_core::optim::AdamW;

/// What to time.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchOptions {
    /// Images per step.
    pub batch: usize,
    /// Untimed steps first.
    pub warmup: usize,
    /// Timed steps.
    pub steps: usize,
    /// Sub-batches computed in parallel by each rank (data parallelism over the cores).
    pub parts: usize,
}

impl BenchOptions {
    /// An error unless the batch and the timed steps are positive and the batch fits `config`'s
    /// limits.
    pub fn validate(&self, config: &VitConfig) -> Result<(), VitError> {
        if self.batch == 0 || self.steps == 0 {
            return Err(VitError::Config(
                "the batch and the timed steps must be positive".into(),
            ));
        }
        config.validate()?;
        config.check_batch(self.batch)
    }
}

/// The measured figures.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchReport {
    /// Train steps' images per second.
    pub train_images_per_second: f64,
    /// Inference's images per second.
    pub inference_images_per_second: f64,
    /// The process's peak resident memory after the train steps (bytes), where the system
    /// reports it (`VmHWM` on Linux).
    pub train_peak_bytes: Option<u64>,
    /// Seconds per timed train step each rank spent in collectives (gathering the other ranks'
    /// parts, waiting for them included), in rank order; `[0.0]` for one process. The rank
    /// that arrives last waits least: its figure is about the transfer alone.
    pub communication_seconds_per_step: Vec<f64>,
}

/// The peak resident set size of this process so far, from `/proc/self/status`.
pub fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// A batch of random images in `[-1, 1)` and labels.
fn random_batch(config: &VitConfig, batch: usize, rng: &mut StdRng) -> Result<(Images<f32>, Vec<usize>), VitError> {
    let shape = (batch, config.channels, config.image, config.image);
    let pixels = (0..batch * config.channels * config.image * config.image)
        .map(|_| rng.random_range(-1.0f32..1.0))
        .collect();
    let labels = (0..batch).map(|_| rng.random_range(0..config.classes)).collect();
    Ok((Images::from_vec(shape, pixels)?, labels))
}

/// Times `options.steps` f32 train steps and as many inference batches of a freshly
/// initialised `config` model, after `options.warmup` untimed ones each; over `comm`'s ranks,
/// each computing its share of the batch.
pub fn run(config: &VitConfig, options: &BenchOptions, comm: &dyn Collective) -> Result<BenchReport, VitError> {
    options.validate(config)?;
    let mut rng = StdRng::seed_from_u64(0);
    let mut vit = Vit::<f32>::new(config, &mut rng)?;
    let (images, labels) = random_batch(config, options.batch, &mut rng)?;
    let split = Split::new(options.batch, comm, options.parts);
    let mine = split.my_images();
    let images = images_of(&images, (mine.start, mine.end), 0)?;
    let mut adamw = AdamW::new(1e-4f32, 1e-4);
    let mut train_step = |vit: &mut Vit<f32>| -> Result<(), VitError> {
        let (_, _, grads) = vit.loss_and_grads_split(comm, &split, images.clone(), &labels, 0.1)?;
        adamw.step(&mut vit.network, &grads)?;
        Ok(())
    };
    for _ in 0..options.warmup {
        train_step(&mut vit)?;
    }
    let communicated = comm.seconds_communicating();
    let started = Instant::now();
    for _ in 0..options.steps {
        train_step(&mut vit)?;
    }
    let train_seconds = started.elapsed().as_secs_f64();
    let communication = (comm.seconds_communicating() - communicated) / options.steps as f64;
    let communication_seconds_per_step = comm
        .all_gather_u64(&[communication.to_bits()])?
        .into_iter()
        .map(f64::from_bits)
        .collect();
    let train_peak_bytes = peak_rss_bytes();

    for _ in 0..options.warmup {
        vit.logits_split(comm, &split, images.clone())?;
    }
    let started = Instant::now();
    for _ in 0..options.steps {
        vit.logits_split(comm, &split, images.clone())?;
    }
    let inference_seconds = started.elapsed().as_secs_f64();
    let images_timed = (options.batch * options.steps) as f64;
    Ok(BenchReport {
        train_images_per_second: images_timed / train_seconds,
        inference_images_per_second: images_timed / inference_seconds,
        train_peak_bytes,
        communication_seconds_per_step,
    })
}

//! Throughput of the train step (forward, backward, AdamW update) and of inference, after
//! warm-up, on random images; and the process's peak memory. `vit bench` prints it;
//! `scripts/vit_tiny_pytorch_bench.py` measures the same work in PyTorch. Under `mpirun` the
//! batch is the global one, spread over the ranks as training spreads it, and the time spent in
//! collectives is reported.
//!
//! Beside the train step it measures the step's GEMM ceiling: the matrix products one train
//! step runs ([`vjp_core::linalg::record_products`]), replayed alone on the same threads with
//! operands of the same sizes and layouts, each timed step followed by one replay so both see
//! the same machine. The faster of two arrangements counts: every thread replaying its part's
//! products (as the step runs them), or faer spreading the whole batch's products over the
//! threads. The step's images/s over the ceiling's is the fraction of the ceiling reached.
//!
//! With [`BenchOptions::breakdown`] it then times as many steps again with each of their
//! products timed where it runs, each step followed by its parts' products replayed alone and
//! timed one by one ([`Breakdown`]): how much of the step the products take, how much slower
//! they run inside it than alone (their operands cold in cache there), and what else there is.

use crate::config::VitConfig;
use crate::distributed::{Collective, Split, images_of};
use crate::error::VitError;
use crate::model::{Images, Vit};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use vjp_core::linalg::{Product, ProductReplay, TimedProduct, record_products, time_products};
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
    /// Whether to time `steps` more steps product by product ([`Breakdown`]).
    pub breakdown: bool,
    /// Whether every block is rematerialised ([`Vit::rematerialise`]).
    pub remat: bool,
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
    /// Images per second if a step took no longer than its matrix products alone (the GEMM
    /// ceiling), timed alternately with the train steps.
    pub gemm_ceiling_images_per_second: f64,
    /// The floating-point operations of a train step's matrix products per image.
    pub gemm_flops_per_image: f64,
    /// Where this rank's step time goes, with [`BenchOptions::breakdown`].
    pub breakdown: Option<Breakdown>,
}

/// Where a train step's time goes on one rank: its matrix products timed where they run
/// against the same products replayed alone (each part's on its thread, as in the ceiling),
/// and the rest. Figures are means over the steps timed.
#[derive(Clone, Debug, PartialEq)]
pub struct Breakdown {
    /// Steps timed.
    pub steps: usize,
    /// The rank's parts, computed at once (one per thread when there are as many threads).
    pub parts: usize,
    /// Seconds per train step, from its start to its end.
    pub step_seconds: f64,
    /// The step's products by kind, the kind whose products lose most time inside the step
    /// first.
    pub kinds: Vec<ProductKind>,
}

impl Breakdown {
    /// Seconds per step a part spent in matrix products: all parts' product time over the
    /// parts.
    pub fn products_seconds(&self) -> f64 {
        self.kinds.iter().map(|k| k.in_step_seconds).sum::<f64>() / self.parts as f64
    }

    /// The same for the same products replayed alone.
    pub fn replayed_seconds(&self) -> f64 {
        self.kinds.iter().map(|k| k.replayed_seconds).sum::<f64>() / self.parts as f64
    }

    /// The step's seconds outside matrix products (per part): the other ops, waiting, and
    /// the serial work between the parts (their sum, the optimizer's update).
    pub fn other_seconds(&self) -> f64 {
        self.step_seconds - self.products_seconds()
    }

    /// The fraction of the products' ceiling a step with nothing but its products would
    /// reach: their time alone over their time inside the step.
    pub fn products_only_ratio(&self) -> f64 {
        self.replayed_seconds() / self.products_seconds()
    }
}

/// One kind of product a step runs (its sizes and layouts) with its time per step over all
/// parts, inside the step and alone.
#[derive(Clone, Debug, PartialEq)]
pub struct ProductKind {
    /// The product's sizes and layouts.
    pub product: Product,
    /// How many of it a step runs.
    pub per_step: usize,
    /// Seconds per step these products took inside the step (all parts').
    pub in_step_seconds: f64,
    /// Seconds per step they took replayed alone.
    pub replayed_seconds: f64,
}

/// The kinds of `in_step` products (of `steps` steps) with their time there and in `replayed`,
/// the largest loss inside the step first.
fn kinds(steps: usize, in_step: &[TimedProduct], replayed: &[TimedProduct]) -> Vec<ProductKind> {
    let per_step = |time: Duration| time.as_secs_f64() / steps as f64;
    let mut kinds: HashMap<Product, ProductKind> = HashMap::new();
    for t in in_step {
        let kind = kinds.entry(t.product).or_insert(ProductKind {
            product: t.product,
            per_step: 0,
            in_step_seconds: 0.0,
            replayed_seconds: 0.0,
        });
        kind.per_step += 1;
        kind.in_step_seconds += per_step(t.time);
    }
    for t in replayed {
        if let Some(kind) = kinds.get_mut(&t.product) {
            kind.replayed_seconds += per_step(t.time);
        }
    }
    let mut kinds: Vec<ProductKind> = kinds
        .into_values()
        .map(|k| ProductKind {
            per_step: k.per_step / steps,
            ..k
        })
        .collect();
    let loss = |k: &ProductKind| k.in_step_seconds - k.replayed_seconds;
    kinds.sort_by(|a, b| loss(b).total_cmp(&loss(a)));
    kinds
}

/// A train step's matrix products, ready to be replayed in both arrangements.
struct Ceiling {
    /// One replay per part of this rank, each run on one of rayon's threads at once.
    per_part: Vec<ProductReplay<f32>>,
    /// The whole share of this rank in one replay, faer spreading each product over the threads.
    whole: ProductReplay<f32>,
    threads: usize,
}

impl Ceiling {
    /// Records the products of `vit`'s train step on `parts` (this rank's images cut into its
    /// parts) and on all of `images` at once.
    fn record(
        vit: &Vit<f32>,
        images: &Images<f32>,
        parts: &[(usize, usize)],
        labels: &[usize],
    ) -> Result<Self, VitError> {
        let first = parts.first().map_or(0, |p| p.0);
        let mut per_part = Vec::with_capacity(parts.len());
        for &(start, end) in parts {
            let part = images_of(images, (start, end), first)?;
            let labels = labels.get(start..end).unwrap_or_default();
            let (step, products) = record_products(|| vit.loss_and_grads(part, labels, 0.1));
            step?;
            per_part.push(ProductReplay::new(products));
        }
        let end = parts.last().map_or(first, |p| p.1);
        let labels = labels.get(first..end).unwrap_or_default();
        let (step, products) = record_products(|| vit.loss_and_grads(images.clone(), labels, 0.1));
        step?;
        Ok(Ceiling {
            per_part,
            whole: ProductReplay::new(products),
            threads: parts.len().max(1),
        })
    }

    /// The faster of the two arrangements, each run once.
    fn run(&mut self) -> Duration {
        let started = Instant::now();
        // On rayon's threads, where the train step runs its parts: threads spawned for each
        // replay would start cold (their creation and faer's first per-thread buffers timed
        // too), which at the small models' 1.4 ms of products per part was half the replay.
        rayon::scope(|scope| {
            for replay in &mut self.per_part {
                scope.spawn(move |_| {
                    replay.run(1);
                });
            }
        });
        let per_part = started.elapsed();
        per_part.min(self.whole.run(self.threads))
    }

    /// Every part's products replayed alone, as [`Ceiling::run`] runs them, each timed.
    fn time_per_part(&mut self) -> Vec<TimedProduct> {
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); self.per_part.len()];
        rayon::scope(|scope| {
            for (replay, times) in self.per_part.iter_mut().zip(&mut times) {
                scope.spawn(move |_| *times = replay.time_each());
            }
        });
        self.per_part
            .iter()
            .zip(times)
            .flat_map(|(replay, times)| replay.products().iter().zip(times))
            .map(|(&product, time)| TimedProduct { product, time })
            .collect()
    }
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
    vit.rematerialise(options.remat);
    let (images, labels) = random_batch(config, options.batch, &mut rng)?;
    let split = Split::new(options.batch, comm, options.parts);
    let mine = split.my_images();
    let images = images_of(&images, (mine.start, mine.end), 0)?;
    let mut adamw = AdamW::new(1e-4f32, 1e-4);
    let mut train_step = |vit: &mut Vit<f32>| -> Result<Duration, VitError> {
        let started = Instant::now();
        let (_, _, grads) = vit.loss_and_grads_split(comm, &split, images.clone(), &labels, 0.1)?;
        adamw.step(&mut vit.network, &grads)?;
        Ok(started.elapsed())
    };
    // At least one untimed step, so the peak memory is the step's, read before the products
    // are recorded (recording runs this rank's whole share as one part).
    for _ in 0..options.warmup.max(1) {
        train_step(&mut vit)?;
    }
    let train_peak_bytes = peak_rss_bytes();
    let bounds = split.bounds().get(split.my_parts()).unwrap_or_default().to_vec();
    let mut ceiling = Ceiling::record(&vit, &images, &bounds, &labels)?;
    ceiling.run();
    let communicated = comm.seconds_communicating();
    let (mut train, mut products) = (Duration::ZERO, Duration::ZERO);
    for _ in 0..options.steps {
        train += train_step(&mut vit)?;
        products += ceiling.run();
    }
    let train_seconds = train.as_secs_f64();
    let communication = (comm.seconds_communicating() - communicated) / options.steps as f64;
    // The ranks replay at the same time; the slowest bounds the global step.
    let products_seconds = comm
        .all_gather_u64(&[products.as_secs_f64().to_bits()])?
        .into_iter()
        .map(f64::from_bits)
        .fold(0.0, f64::max);
    let gemm_flops_per_image = comm
        .all_gather_u64(&[ceiling.whole.flops().to_bits()])?
        .into_iter()
        .map(f64::from_bits)
        .sum::<f64>()
        / options.batch as f64;
    let communication_seconds_per_step = comm
        .all_gather_u64(&[communication.to_bits()])?
        .into_iter()
        .map(f64::from_bits)
        .collect();

    let breakdown = if options.breakdown {
        let (mut step, mut in_step, mut replayed) = (Duration::ZERO, Vec::new(), Vec::new());
        for _ in 0..options.steps {
            let (time, products) = time_products(|| train_step(&mut vit));
            step += time?;
            in_step.extend(products);
            replayed.extend(ceiling.time_per_part());
        }
        Some(Breakdown {
            steps: options.steps,
            parts: ceiling.threads,
            step_seconds: step.as_secs_f64() / options.steps as f64,
            kinds: kinds(options.steps, &in_step, &replayed),
        })
    } else {
        None
    };

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
        gemm_ceiling_images_per_second: images_timed / products_seconds,
        gemm_flops_per_image,
        breakdown,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distributed::Single;

    /// `vit bench` of the digits model on a batch of 4 in 2 parts, no warm-up. One at a time:
    /// the record of products is process-wide (the suite's runner, nextest, gives every test
    /// its own process; `cargo test` runs a binary's tests side by side).
    fn digits_bench(steps: usize, breakdown: bool) -> Result<(VitConfig, BenchReport), VitError> {
        static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let config = VitConfig::digits();
        let options = BenchOptions {
            batch: 4,
            warmup: 0,
            steps,
            parts: 2,
            breakdown,
            remat: false,
        };
        let report = run(&config, &options, &Single)?;
        Ok((config, report))
    }

    /// The ceiling replays exactly the step's products: per image, three times the forward's
    /// (forward, and the backward's two products per product; the patch embedding's gradient
    /// of its pixel columns included).
    #[test]
    fn the_ceiling_counts_the_flops_of_the_train_steps_products() -> Result<(), VitError> {
        let (config, report) = digits_bench(1, false)?;
        let (d, m, c) = (config.dim as f64, config.mlp_hidden as f64, config.classes as f64);
        let patches = ((config.image / config.patch) * (config.image / config.patch)) as f64;
        let (t, pixels) = (patches + 1.0, (config.channels * config.patch * config.patch) as f64);
        let head = d / config.heads as f64;
        // A block whose `queries` leading tokens attend and go on (all, or the CLS token in the
        // last block): `[q | k | v]` for every token, the rest for those rows.
        let block = |queries: f64| {
            let dense = t * d * 3.0 * d + queries * d * d + 2.0 * queries * d * m;
            let attention = config.heads as f64 * 2.0 * queries * t * head;
            // Three times the forward's products: the backward reads the attention weights the
            // forward kept, so it recomputes no `q kᵀ`.
            2.0 * (3.0 * dense + 3.0 * attention)
        };
        let embed = 2.0 * 3.0 * patches * pixels * d;
        let classifier = 2.0 * 3.0 * d * c;
        let expected = (config.depth - 1) as f64 * block(t) + block(1.0) + embed + classifier;
        let got = report.gemm_flops_per_image;
        assert!((got - expected).abs() <= 1e-9 * expected, "{got} != {expected}");
        assert!(report.gemm_ceiling_images_per_second.is_finite() && report.gemm_ceiling_images_per_second > 0.0);
        Ok(())
    }

    /// The breakdown times every product of its steps inside the step and alone: its kinds
    /// hold the step's flops, each kind was replayed, and a part's products fit in the step.
    #[test]
    fn the_breakdown_times_each_product_of_the_step_inside_it_and_alone() -> Result<(), VitError> {
        let (_, report) = digits_bench(2, true)?;
        let breakdown = report
            .breakdown
            .ok_or_else(|| VitError::Config("no breakdown".into()))?;
        assert_eq!((breakdown.steps, breakdown.parts), (2, 2));
        let flops: f64 = breakdown
            .kinds
            .iter()
            .map(|k| k.per_step as f64 * k.product.flops())
            .sum();
        let expected = report.gemm_flops_per_image * 4.0;
        assert!((flops - expected).abs() <= 1e-9 * expected, "{flops} != {expected}");
        assert!(
            breakdown
                .kinds
                .iter()
                .all(|k| k.per_step > 0 && k.replayed_seconds > 0.0)
        );
        assert!(breakdown.products_seconds() > 0.0 && breakdown.replayed_seconds() > 0.0);
        assert!(breakdown.step_seconds >= breakdown.products_seconds());
        let losses: Vec<f64> = breakdown
            .kinds
            .iter()
            .map(|k| k.in_step_seconds - k.replayed_seconds)
            .collect();
        assert!(
            losses.windows(2).all(|w| w[0] >= w[1]),
            "not the largest loss first: {losses:?}"
        );
        Ok(())
    }
}

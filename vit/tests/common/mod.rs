//! Helpers shared by the training tests.

use rand::SeedableRng;
use vit::data::Dataset;
use vit::distributed::Collective;
use vit::train::{EpochStats, TrainOptions, train};
use vit::{Vit, VitConfig};
use vjp_core::Params;

/// A small ViT on the first `images` training digits (and a quarter as many test digits), for
/// `epochs` epochs with one of warmup.
pub fn small_training(images: usize, epochs: usize) -> (VitConfig, Dataset, Dataset, TrainOptions) {
    let config = VitConfig {
        dim: 16,
        depth: 1,
        heads: 2,
        mlp_hidden: 16,
        ..VitConfig::digits()
    };
    let (train_set, test_set) = Dataset::digits().unwrap().split(0.2, 0).unwrap();
    let indices: Vec<usize> = (0..images).collect();
    let options = TrainOptions {
        epochs,
        warmup_epochs: 1,
        ..TrainOptions::default()
    };
    (
        config,
        train_set.subset(&indices).unwrap(),
        test_set.subset(&indices[..images / 4]).unwrap(),
        options,
    )
}

/// A fresh model of `config` from `seed`.
pub fn fresh(config: &VitConfig, seed: u64) -> Vit<f32> {
    Vit::new(config, &mut rand::rngs::StdRng::seed_from_u64(seed)).unwrap()
}

/// The parameters' bits, in order.
pub fn weights(vit: &Vit<f32>) -> Vec<u32> {
    let mut out = Vec::new();
    vit.network
        .visit_params(&mut |s| out.extend(s.iter().map(|v| v.to_bits())));
    out
}

/// Trains `vit` with `options` over `comm`, without progress or checkpoints.
pub fn train_quietly(
    vit: &mut Vit<f32>,
    data: (&Dataset, &Dataset),
    options: &TrainOptions,
    comm: &dyn Collective,
) -> Result<Vec<EpochStats>, vit::VitError> {
    train(vit, data.0, data.1, options, None, comm, |_| {}, |_, _, _| Ok(()))
}

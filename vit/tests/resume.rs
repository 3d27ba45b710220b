//! An interrupted training run, resumed from its training checkpoint, reaches the same weights
//! bit for bit as a run that was never interrupted.

use rand::SeedableRng;
use vit::checkpoint::{FileDtype, load_training, save_training};
use vit::data::Dataset;
use vit::train::{Resume, TrainOptions, train};
use vit::{Vit, VitConfig, VitError};
use vjp_core::Params;

fn small() -> (VitConfig, Dataset, Dataset, TrainOptions) {
    let config = VitConfig {
        dim: 16,
        depth: 1,
        heads: 2,
        mlp_hidden: 16,
        ..VitConfig::digits()
    };
    let digits = Dataset::digits().unwrap();
    let (train_set, test_set) = digits.split(0.2, 0);
    let indices: Vec<usize> = (0..96).collect();
    let options = TrainOptions {
        epochs: 3,
        warmup_epochs: 1,
        ..TrainOptions::default()
    };
    (
        config,
        train_set.subset(&indices).unwrap(),
        test_set.subset(&indices[..32]).unwrap(),
        options,
    )
}

fn weights(vit: &Vit<f32>) -> Vec<u32> {
    let mut out = Vec::new();
    vit.network
        .visit_params(&mut |s| out.extend(s.iter().map(|v| v.to_bits())));
    out
}

#[test]
fn resuming_reaches_the_uninterrupted_weights_bit_for_bit() {
    let (config, train_set, test_set, options) = small();
    let fresh = || Vit::<f32>::new(&config, &mut rand::rngs::StdRng::seed_from_u64(options.seed)).unwrap();

    let mut whole = fresh();
    train(
        &mut whole,
        &train_set,
        &test_set,
        &options,
        None,
        |_| {},
        |_, _, _| Ok(()),
    )
    .unwrap();

    let path = std::env::temp_dir().join(format!("vit-resume-{}.state", std::process::id()));
    let mut interrupted = fresh();
    let stopped = train(
        &mut interrupted,
        &train_set,
        &test_set,
        &options,
        None,
        |_| {},
        |stats, model, optimizer| {
            save_training(model, stats.epoch, optimizer, &path, FileDtype::F32)?;
            if stats.epoch == 1 {
                return Err(VitError::Diverged("interrupted on purpose".to_string()));
            }
            Ok(())
        },
    );
    assert!(stopped.is_err());

    let (mut resumed, epoch, optimizer) = load_training::<f32>(&path).unwrap();
    assert_eq!(epoch, 1);
    train(
        &mut resumed,
        &train_set,
        &test_set,
        &options,
        Some(Resume { epoch, optimizer }),
        |_| {},
        |_, _, _| Ok(()),
    )
    .unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(weights(&resumed), weights(&whole));
}

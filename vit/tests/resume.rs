//! An interrupted training run, resumed from its training checkpoint, reaches the same weights
//! bit for bit as a run that was never interrupted.

mod common;

use common::{fresh, small_training, train_quietly, weights};
use vit::VitError;
use vit::checkpoint::{FileDtype, load_training, save_training};
use vit::distributed::Single;
use vit::train::{Resume, train};

#[test]
fn resuming_reaches_the_uninterrupted_weights_bit_for_bit() {
    let (config, train_set, test_set, options) = small_training(96, 3);

    let mut whole = fresh(&config, options.seed);
    train_quietly(&mut whole, (&train_set, &test_set), &options, &Single).unwrap();

    let scratch = tempfile::tempdir().unwrap();
    let path = scratch.path().join("w.state");
    let mut interrupted = fresh(&config, options.seed);
    let stopped = train(
        &mut interrupted,
        &train_set,
        &test_set,
        &options,
        None,
        &Single,
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
        &Single,
        |_| {},
        |_, _, _| Ok(()),
    )
    .unwrap();
    assert_eq!(weights(&resumed), weights(&whole));
}

//! Numerical faults: a NaN or an infinity in a step's loss or gradients stops training with a
//! message naming the first value affected (no update is made, so the last checkpoint stands),
//! or, on request, the batch is skipped and counted.

mod common;

use common::{fresh, small_training, train_quietly, weights};
use vit::VitError;
use vit::distributed::Single;
use vit::train::{TrainOptions, first_non_finite, train};
use vjp_core::{Differentiable, Params};

#[test]
fn a_nan_in_a_batch_stops_training_before_any_update_and_names_the_loss() {
    let (config, mut train_set, test_set, options) = small_training(64, 2);
    // Every image of the (shuffled) first batch would do; poison all of them.
    train_set.pixels.iter_mut().for_each(|p| *p = f32::NAN);
    let mut vit = fresh(&config, 0);
    let before = weights(&vit);
    let mut saved = 0;
    let err = train(
        &mut vit,
        &train_set,
        &test_set,
        &options,
        None,
        &Single,
        |_| {},
        |_, _, _| {
            saved += 1;
            Ok(())
        },
    )
    .unwrap_err();
    assert!(matches!(err, VitError::NonFinite { epoch: 1, step: 1, .. }));
    assert_eq!(
        err.to_string(),
        "training stopped: the loss is not finite (NaN or infinite) at epoch 1, step 1; the weights \
         were not updated and the last checkpoint written is kept (`--skip-nonfinite` skips such \
         batches instead)"
    );
    assert_eq!(weights(&vit), before);
    assert_eq!(saved, 0);
}

#[test]
fn skipped_batches_are_counted_and_training_goes_on() {
    let (config, mut train_set, test_set, options) = small_training(64, 2);
    // One poisoned image: the one batch holding it is skipped in each epoch.
    let per_image = train_set.image_len();
    train_set.pixels[5 * per_image] = f32::INFINITY;
    let options = TrainOptions {
        skip_nonfinite: true,
        ..options
    };
    let mut vit = fresh(&config, 0);
    let history = train_quietly(&mut vit, (&train_set, &test_set), &options, &Single).unwrap();
    assert_eq!(history.iter().map(|s| s.skipped_batches).collect::<Vec<_>>(), [1, 1]);
    let mut finite = true;
    vit.network
        .visit_params(&mut |s| finite &= s.iter().all(|v| v.is_finite()));
    assert!(finite);
    assert!(history.iter().all(|s| s.train_loss.is_finite()));
}

#[test]
fn the_first_non_finite_gradient_is_named_by_its_timm_name() {
    let (config, train_set, _, _) = small_training(64, 2);
    let vit = fresh(&config, 0);
    let (images, labels) = train_set.batch::<f32>(&[0, 1, 2]).unwrap();
    let (loss, _, mut grads) = vit.loss_and_grads(images, &labels, 0.1).unwrap();
    assert_eq!(first_non_finite(&vit, loss, &grads), None);
    // Poison the 7th tensor (after the embedding's four and norm1's two) in its last element,
    // and a later one in its first.
    let mut k = 0;
    grads.visit_mut(&mut |g| {
        match k {
            6 => g[g.len() - 1] = f32::INFINITY,
            10 => g[0] = f32::NAN,
            _ => {}
        }
        k += 1;
    });
    assert_eq!(
        first_non_finite(&vit, loss, &grads).as_deref(),
        Some("the gradient of `blocks.0.attn.qkv.weight`")
    );
    assert_eq!(
        first_non_finite(&vit, f32::INFINITY, &grads).as_deref(),
        Some("the loss")
    );
}

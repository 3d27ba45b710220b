//! Training over ranks (here threads of one process, `ThreadRanks`, the same collectives as MPI)
//! with shifted images reaches the weights of one process with as many threads, bit for bit:
//! each image's shift depends on the seed, the epoch and the image, not on who computes it.

mod common;

use common::{fresh, small_training, train_quietly, weights};
use vit::augment::Shift;
use vit::distributed::{Single, ThreadRanks};
use vit::train::TrainOptions;

#[test]
fn two_ranks_train_shifted_images_to_the_weights_of_two_threads() {
    let (config, train_set, test_set, options) = small_training(64, 2);
    let options = TrainOptions {
        shift: Shift { max: 1 },
        parallel_parts: 2,
        ..options
    };
    let mut alone = fresh(&config, options.seed);
    train_quietly(&mut alone, (&train_set, &test_set), &options, &Single).unwrap();

    let per_rank = TrainOptions {
        parallel_parts: 1,
        ..options.clone()
    };
    let ranks = ThreadRanks::run(2, |comm| {
        let mut vit = fresh(&config, options.seed);
        train_quietly(&mut vit, (&train_set, &test_set), &per_rank, comm).unwrap();
        weights(&vit)
    });
    assert!(ranks[0] == weights(&alone) && ranks[1] == weights(&alone));

    // The shifts change the run: the same training without them ends elsewhere.
    let mut unshifted = fresh(&config, options.seed);
    let plain = TrainOptions {
        shift: Shift::default(),
        ..options.clone()
    };
    train_quietly(&mut unshifted, (&train_set, &test_set), &plain, &Single).unwrap();
    assert!(weights(&unshifted) != weights(&alone));
}

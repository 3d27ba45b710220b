use super::*;
use crate::model::Images;
use rand::SeedableRng;
use vjp_core::Differentiable;

/// A small model and `batch` random images with labels.
fn small(batch: usize) -> (Vit<f32>, Vec<f32>, Vec<usize>) {
    use rand::Rng;
    let config = crate::model::checked();
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    let vit = Vit::new(&config, &mut rng).unwrap();
    let pixels = (0..batch * config.image * config.image)
        .map(|_| rng.random_range(-1.0..1.0))
        .collect();
    let labels = (0..batch).map(|_| rng.random_range(0..config.classes)).collect();
    (vit, pixels, labels)
}

/// The bits of a step's loss, logits and gradients.
fn bits(step: (f32, crate::model::Mat<f32>, crate::model::Grads<f32>)) -> Vec<u32> {
    let (loss, logits, grads) = step;
    let mut out = vec![loss.to_bits()];
    out.extend(logits.data().iter().map(|v| v.to_bits()));
    grads.visit(&mut |g| out.extend(g.iter().map(|v| v.to_bits())));
    out
}

/// One process's step over `threads` parts, and `ranks` ranks' of `threads_per_rank`, on the
/// first `batch` digits.
fn steps(batch: usize, threads: usize, ranks: usize, threads_per_rank: usize) -> (Vec<u32>, Vec<Vec<u32>>) {
    let (vit, pixels, labels) = small(batch);
    let side = vit.config.image;
    let one = |comm: &dyn Collective, threads: usize| {
        let split = Split::new(batch, comm, threads);
        let mine = split.my_images();
        let share = pixels[mine.start * side * side..mine.end * side * side].to_vec();
        let images = Images::from_vec((mine.len(), 1, side, side), share).unwrap();
        bits(vit.loss_and_grads_split(comm, &split, images, &labels, 0.1).unwrap())
    };
    let single = one(&Single, threads);
    (single, ThreadRanks::run(ranks, |comm| one(comm, threads_per_rank)))
}

#[test]
fn ranks_compute_the_step_of_one_process_with_as_many_threads_bit_for_bit() {
    // 2 ranks x 1 thread against 2 threads; uneven parts (7 = 3 + 4); 2 x 2 against 4 threads.
    for (batch, threads, ranks, per_rank) in [(8, 2, 2, 1), (7, 2, 2, 1), (7, 4, 2, 2), (9, 3, 3, 1)] {
        let (single, ranks) = steps(batch, threads, ranks, per_rank);
        for (rank, got) in ranks.iter().enumerate() {
            assert!(
                got == &single,
                "batch {batch}: rank {rank} differs from {threads} threads"
            );
        }
    }
}

#[test]
fn a_rank_without_images_still_takes_the_step() {
    // One image over two ranks: rank 1 computes nothing and receives everything.
    let (single, ranks) = steps(1, 1, 2, 1);
    assert_eq!(ranks, vec![single.clone(), single]);
}

#[test]
fn a_split_gives_each_rank_consecutive_parts_of_the_batch() {
    let split = |rank| Split {
        batch: 10,
        ranks: 2,
        rank,
        threads: 2,
    };
    assert_eq!(split(0).bounds(), vec![(0, 2), (2, 5), (5, 7), (7, 10)]);
    assert_eq!((split(0).my_parts(), split(0).my_images()), (0..2, 0..5));
    assert_eq!((split(1).my_parts(), split(1).my_images()), (2..4, 5..10));
    let tiny = Split { batch: 3, ..split(1) };
    assert_eq!((tiny.parts(), tiny.my_parts(), tiny.my_images()), (3, 2..3, 2..3));
}

#[test]
fn a_failing_rank_stops_every_rank_and_only_it_speaks() {
    let outcomes = ThreadRanks::run(3, |comm| {
        let local = match comm.rank() {
            0 => Ok(Wire::F32(vec![1.0])),
            _ => Err(VitError::Config(format!("rank {} cannot read x.csv", comm.rank()))),
        };
        let error = exchange(comm, local).unwrap_err();
        (prints(comm.rank(), &error), error.to_string())
    });
    assert_eq!(
        outcomes,
        vec![
            (false, "rank 1 failed (its error is printed by that rank)".to_string()),
            (
                true,
                "rank 1 of 3: invalid configuration: rank 1 cannot read x.csv".to_string()
            ),
            (false, "rank 1 failed (its error is printed by that rank)".to_string()),
        ]
    );
}

#[test]
fn ranks_that_agree_go_on_and_ranks_that_differ_are_told_once() {
    let gathered = ThreadRanks::run(2, |comm| {
        let wire = Wire::F64(vec![comm.rank() as f64; comm.rank() + 1]);
        exchange(comm, Ok(wire)).unwrap()
    });
    assert_eq!(gathered[0], gathered[1]);
    assert_eq!(gathered[0].wire, Wire::F64(vec![0.0, 1.0, 1.0]));
    assert_eq!(gathered[0].range(1), 1..3);

    let told = ThreadRanks::run(2, |comm| {
        let error = agree_equal(comm, 7 + comm.rank() as u64, "the data").unwrap_err();
        (prints(comm.rank(), &error), error.to_string())
    });
    assert!(
        told[0].0 && !told[1].0,
        "rank 0 alone reports a difference all ranks see"
    );
    assert!(
        told[0].1.contains("rank 1 of 2 differs from rank 0 in the data"),
        "{}",
        told[0].1
    );
    assert!(ThreadRanks::run(2, |comm| agree_equal(comm, 7, "the data").is_ok()) == vec![true, true]);
}

#[test]
fn the_fingerprint_sees_the_data_and_the_weights() {
    let (vit, _, _) = small(1);
    let data = Dataset::digits().unwrap();
    let base = fingerprint(&[&data], &vit, 0);
    assert_eq!(base, fingerprint(&[&data], &vit.clone(), 0));
    let mut other = data.clone();
    if let Some(label) = other.labels.first_mut() {
        *label = (*label + 1) % 10;
    }
    assert_ne!(base, fingerprint(&[&other], &vit, 0));
    let mut moved = vit.clone();
    moved.network.visit_params_mut(&mut |s| {
        if let Some(v) = s.first_mut() {
            *v += 1.0;
        }
    });
    assert_ne!(base, fingerprint(&[&data], &moved, 0));
    assert_ne!(base, fingerprint(&[&data], &vit, 1));
}

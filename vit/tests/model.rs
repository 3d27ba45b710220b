//! The whole ViT at a tiny configuration: the f64 dot-product check on its input and every
//! parameter, and the same gradients from the runtime tape.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vit::{Vit, VitConfig};
use vjp_core::tape::{ParamNodes, Record, Tape};
use vjp_core::{Differentiable, GeluKind, Matrix, Params, Tensor4, Vjp, gradcheck};

fn tiny() -> VitConfig {
    VitConfig {
        image: 4,
        channels: 2,
        patch: 2,
        dim: 4,
        depth: 2,
        heads: 2,
        mlp_hidden: 6,
        classes: 3,
        eps: 1e-6,
        gelu: GeluKind::Erf,
    }
}

fn perturbed(config: &VitConfig, seed: u64) -> Vit<f64> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut vit = Vit::<f64>::new(config, &mut rng).unwrap();
    // Away from the initialisation's symmetric point (unit LayerNorm scales, zero biases).
    vit.network.visit_params_mut(&mut |p| {
        for v in p.iter_mut() {
            *v += rand::Rng::random_range(&mut rng, -0.5..0.5);
        }
    });
    vit
}

#[test]
fn the_whole_vit_passes_the_gradient_checks_in_both_numerics() {
    for config in [tiny(), tiny().with_lean_numerics()] {
        let vit = perturbed(&config, 1);
        let images = Tensor4::<f64, usize, usize, usize, usize>::random((2, 2, 4, 4), &mut StdRng::seed_from_u64(2));
        gradcheck::assert_vjp_with_params(&vit.network, &images, 1e-6);
    }
}

#[test]
fn rematerialised_blocks_give_the_same_loss_and_gradients_bit_for_bit() {
    let mut vit = Vit::<f32>::new(&tiny(), &mut StdRng::seed_from_u64(6)).unwrap();
    let images = Tensor4::<f32, usize, usize, usize, usize>::random((3, 2, 4, 4), &mut StdRng::seed_from_u64(7));
    let labels = [0, 2, 1];
    let (loss, logits, grads) = vit.loss_and_grads(images.clone(), &labels, 0.1).unwrap();
    vit.rematerialise(true);
    let (loss_remat, logits_remat, grads_remat) = vit.loss_and_grads(images, &labels, 0.1).unwrap();
    assert_eq!(loss.to_bits(), loss_remat.to_bits());
    assert_eq!(logits, logits_remat);
    assert_eq!(grads.to_flat(), grads_remat.to_flat());
}

#[test]
fn parameters_follow_the_configured_count() {
    let vit = perturbed(&tiny(), 3);
    let mut count = 0;
    vit.network.visit_params(&mut |p| count += p.len());
    assert_eq!(count, tiny().parameter_count());
}

#[test]
fn the_tape_gives_the_witness_gradients() {
    let vit = perturbed(&tiny(), 4);
    let mut rng = StdRng::seed_from_u64(5);
    let images = Tensor4::<f64, usize, usize, usize, usize>::random((3, 2, 4, 4), &mut rng);
    let (logits, saved) = vit.network.forward(images.clone()).unwrap();
    let dy = Matrix::<f64, usize, usize>::random(logits.shape(), &mut rng);
    let (dx, grads) = vit.network.backward(&saved, &dy).unwrap();

    let mut tape = Tape::new();
    let input = tape.leaf(images.into(), true);
    let mut params = ParamNodes::new();
    let output =
        Record::<f64, Tensor4<f64, usize, usize, usize, usize>>::record(&vit.network, &mut tape, input, &mut params)
            .unwrap();
    let sweep = tape.backward_dense_all(output, dy.into()).unwrap();
    let tape_grads: Vec<f64> = params.ids.iter().flat_map(|&id| sweep[id].data().to_vec()).collect();
    let rel = |a: &[f64], b: &[f64]| {
        let scale = b.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max) / scale
    };
    assert!(rel(sweep[input].data(), &dx.to_flat()) <= 1e-12);
    assert!(rel(&tape_grads, &grads.to_flat()) <= 1e-12);
}

#[test]
fn the_vit_tiny_preset_builds_and_runs_a_forward() {
    let config = VitConfig::tiny(10);
    let vit = Vit::<f32>::new(&config, &mut StdRng::seed_from_u64(6)).unwrap();
    let mut count = 0;
    vit.network.visit_params(&mut |p| count += p.len());
    assert_eq!(count, 5_526_346);
    let image = Tensor4::<f32, usize, usize, usize, usize>::random((1, 3, 224, 224), &mut StdRng::seed_from_u64(7));
    let logits = vit.logits(image).unwrap();
    assert_eq!(logits.dims(), vec![1, 10]);
    assert!(logits.data().iter().all(|v| v.is_finite()));
}

//! The ViT traced into a graph (`vjp_core::hlo::Trace`): its tensors take timm's names and
//! layouts from the network's structure and the rename hook (`vit::names`), in the order
//! timm's state dict and our checkpoints list them; and the traced forward and backward are
//! the witnesses' to 1e-12 in f64, in both numerics.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vit::checkpoint::param_specs;
use vit::model::Images;
use vit::names::timm_parameters;
use vit::{Vit, VitConfig};
use vjp_core::GeluKind;
use vjp_core::hlo::{Graph, Layout, Trace, Traced, check_trace};

fn small(gelu: GeluKind, eps: f64) -> VitConfig {
    VitConfig {
        image: 8,
        channels: 2,
        patch: 4,
        dim: 8,
        depth: 2,
        heads: 2,
        mlp_hidden: 12,
        classes: 3,
        eps,
        gelu,
    }
}

#[test]
fn traced_tensors_take_timm_names_layouts_and_order_from_the_structure() {
    for config in [small(GeluKind::Erf, 1e-6), VitConfig::tiny(10)] {
        let vit = Vit::<f32>::new(&config, &mut StdRng::seed_from_u64(0)).unwrap();
        let mut g = Graph::new();
        let images = Traced::<Images<f32>>::new(
            g.input("images", &[2, config.channels, config.image, config.image])
                .unwrap(),
        );
        let mut params = timm_parameters(&config);
        let (_logits, _kept) = vit.network.trace(&mut g, &mut params, images).unwrap();
        let specs = param_specs(&config);
        let traced: Vec<_> = params.entries().iter().collect();
        assert_eq!(traced.len(), specs.len());
        for (entry, spec) in traced.iter().zip(&specs) {
            assert_eq!(entry.name, spec.name);
            assert_eq!(entry.array.shape, spec.shape, "{}", spec.name);
            assert_eq!(entry.layout == Layout::Transposed, spec.transposed(), "{}", spec.name);
            assert!(entry.trainable);
        }
    }
}

#[test]
fn the_traced_vit_is_the_witness_in_both_numerics() {
    for (config, seed) in [(small(GeluKind::Erf, 1e-6), 1), (small(GeluKind::Tanh, 1e-5), 2)] {
        let mut rng = StdRng::seed_from_u64(seed);
        let vit = Vit::<f64>::new(&config, &mut rng).unwrap();
        let images = Images::<f64>::random((3, config.channels, config.image, config.image), &mut rng);
        check_trace(&vit.network, &images, seed + 10, 1e-12).unwrap();
    }
}

//! The ViT traced into a graph (`vjp_core::hlo::Trace`): its tensors take timm's names and
//! layouts from the network's structure and the rename hook (`vit::names`), the tensors of a
//! timm state dict in its order (what checkpoints, `vit grad` and the exported step store);
//! and the traced forward and backward are the witnesses' to 1e-12 in f64, in both numerics.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vit::model::Images;
use vit::names::timm_tensors;
use vit::{Vit, VitConfig};
use vjp_core::GeluKind;
use vjp_core::Params;
use vjp_core::hlo::{Layout, check_trace};

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
fn the_tensors_are_those_of_a_timm_state_dict() {
    // timm's own file (scripts/timm_fixtures.py): every tensor, by name and stored shape.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/timm_f64_weights.safetensors");
    let bytes = std::fs::read(&path).unwrap();
    let file = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let options = vit::checkpoint::LoadOptions {
        heads: Some(2),
        ..Default::default()
    };
    let vit = vit::checkpoint::from_bytes::<f64>(&bytes, &path, &options).unwrap();
    let mut ours: Vec<(String, Vec<usize>)> = timm_tensors(&vit)
        .unwrap()
        .into_iter()
        .map(|t| (t.name, t.stored_shape))
        .collect();
    let mut timm: Vec<(String, Vec<usize>)> = file
        .tensors()
        .into_iter()
        .map(|(name, view)| (name, view.shape().to_vec()))
        .collect();
    ours.sort();
    timm.sort();
    assert_eq!(ours, timm);
}

#[test]
fn vit_tiny_lists_its_152_tensors_in_state_dict_order_with_pytorch_layouts() {
    let config = VitConfig::tiny(10);
    let vit = Vit::<f32>::new(&config, &mut StdRng::seed_from_u64(0)).unwrap();
    let tensors = timm_tensors(&vit).unwrap();
    let names: Vec<&str> = tensors.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names.len(), 4 + 12 * 12 + 4);
    assert_eq!(
        names[..4],
        [
            "patch_embed.proj.weight",
            "patch_embed.proj.bias",
            "cls_token",
            "pos_embed"
        ]
    );
    let block = [
        "norm1.weight",
        "norm1.bias",
        "attn.qkv.weight",
        "attn.qkv.bias",
        "attn.proj.weight",
        "attn.proj.bias",
        "norm2.weight",
        "norm2.bias",
        "mlp.fc1.weight",
        "mlp.fc1.bias",
        "mlp.fc2.weight",
        "mlp.fc2.bias",
    ];
    for i in 0..12 {
        let want: Vec<String> = block.iter().map(|n| format!("blocks.{i}.{n}")).collect();
        assert_eq!(names[4 + 12 * i..16 + 12 * i], want);
    }
    assert_eq!(names[148..], ["norm.weight", "norm.bias", "head.weight", "head.bias"]);
    let find = |name: &str| tensors.iter().find(|t| t.name == name).unwrap();
    // PyTorch's Linear weights are [out, in], ours [in, out].
    let qkv = find("blocks.3.attn.qkv.weight");
    assert_eq!(
        (qkv.layout.clone(), &qkv.shape[..], &qkv.stored_shape[..]),
        (Layout::Transposed, &[192, 576][..], &[576, 192][..])
    );
    assert_eq!(find("blocks.3.norm1.weight").layout, Layout::Same);
    assert_eq!(find("patch_embed.proj.weight").stored_shape, [192, 3, 16, 16]);
    assert_eq!(find("cls_token").stored_shape, [1, 1, 192]);
    assert_eq!(find("pos_embed").stored_shape, [1, 197, 192]);
    assert!(tensors.iter().all(|t| t.trainable && t.array.is_none()));
    // In the network's parameter order, tensor by tensor.
    let mut sizes = Vec::new();
    vit.network.visit_params(&mut |s| sizes.push(s.len()));
    assert_eq!(
        sizes,
        tensors.iter().map(|t| t.shape.iter().product()).collect::<Vec<usize>>()
    );
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

//! timm's names and layouts for the ViT's tensors, from the paths the network's structure gives
//! them (`blocks.3.attn.qkv.weight`, `blocks.3.norm1.gamma`, `blocks.3.mlp.fc1_weight`): the
//! rename hook for [`vjp_core::hlo::Parameters::with_naming`]. Fields are renamed where
//! vjp's layers name them otherwise (`gamma`/`beta` are timm's `weight`/`bias`, the derived
//! MLP's `fc1_weight` is `fc1.weight`); PyTorch stores linear weights `[out, in]`, the patch
//! kernel `[D, C, P, P]`, CLS `[1, 1, D]` and positions `[1, T, D]`.

use crate::config::VitConfig;
use vjp_core::hlo::{Layout, Parameters};

/// timm's name for the field `field` of a layer.
fn field(field: &str) -> &str {
    match field {
        "gamma" => "weight",
        "beta" => "bias",
        "fc1_weight" => "fc1.weight",
        "fc1_bias" => "fc1.bias",
        "fc2_weight" => "fc2.weight",
        "fc2_bias" => "fc2.bias",
        other => other,
    }
}

/// timm's name and layout of the tensor at `path` in a ViT of configuration `c`.
pub fn timm_name(c: &VitConfig, path: &str) -> (String, Layout) {
    let (prefix, last) = path.rsplit_once('.').map_or(("", path), |(p, f)| (p, f));
    let renamed = field(last);
    let name = if prefix.is_empty() {
        renamed.to_string()
    } else {
        format!("{prefix}.{renamed}")
    };
    let layout = match name.as_str() {
        "patch_embed.proj.weight" => Layout::Reshaped(vec![c.dim, c.channels, c.patch, c.patch]),
        "cls_token" => Layout::Reshaped(vec![1, 1, c.dim]),
        "pos_embed" => Layout::Reshaped(vec![1, c.tokens(), c.dim]),
        // A linear layer's weight (a LayerNorm's is its `gamma`, a vector).
        _ if name.ends_with(".weight") && last != "gamma" => Layout::Transposed,
        _ => Layout::Same,
    };
    (name, layout)
}

/// Tensors named and laid out as timm's, for tracing a ViT of configuration `config`.
pub fn timm_parameters(config: &VitConfig) -> Parameters {
    let config = config.clone();
    Parameters::with_naming(move |path| timm_name(&config, path))
}

//! timm's names and layouts for the ViT's tensors, from the paths the network's structure gives
//! them (`blocks.3.attn.qkv.weight`, `blocks.3.norm1.gamma`, `blocks.3.mlp.fc1.weight`): the
//! rename hook for [`vjp_core::hlo::Parameters::with_naming`]. Fields are renamed where
//! vjp's layers name them otherwise (a LayerNorm's `gamma`/`beta` are timm's `weight`/`bias`);
//! PyTorch stores linear weights `[out, in]`, the patch
//! kernel `[D, C, P, P]`, CLS `[1, 1, D]` and positions `[1, T, D]`.

use crate::config::VitConfig;
use crate::error::VitError;
use crate::model::{Images, Vit};
use vjp_core::Scalar;
use vjp_core::hlo::{Graph, Layout, Parameter, Parameters, Trace, Traced};

/// timm's name for the field `field` of a layer.
fn field(field: &str) -> &str {
    match field {
        "gamma" => "weight",
        "beta" => "bias",
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

/// The tensors of `vit` as timm names and lays them out, in the order the network holds them
/// (its [`Params`](vjp_core::Params) order, which is timm's `state_dict` order): what a
/// checkpoint stores, read off the network's structure by tracing it at one image, without
/// copying a value ([`Parameters::without_values`]).
pub fn timm_tensors<T: Scalar>(vit: &Vit<T>) -> Result<Vec<Parameter>, VitError> {
    let c = &vit.config;
    let mut g = Graph::new();
    let images = Traced::<Images<T>>::new(g.input("images", &[1, c.channels, c.image, c.image])?);
    let mut params = timm_parameters(c).without_values();
    let _traced = vit.network.trace(&mut g, &mut params, images)?;
    Ok(params.entries().to_vec())
}

/// `slices` (one per tensor of `tensors`, in order, in the model's layout) in their stored
/// layouts; an error if their number or a length differs from the tensors'.
pub fn to_stored<T: Copy>(tensors: &[Parameter], slices: &[&[T]]) -> Result<Vec<Vec<T>>, VitError> {
    if slices.len() != tensors.len() {
        return Err(VitError::Config(format!(
            "{} tensors given for a model of {}",
            slices.len(),
            tensors.len()
        )));
    }
    tensors
        .iter()
        .zip(slices)
        .map(|(tensor, values)| Ok(tensor.layout.to_stored(&tensor.shape, values)?))
        .collect()
}

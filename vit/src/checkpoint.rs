//! Checkpoints in safetensors with timm's parameter names and layouts: a timm `state_dict`
//! saved with safetensors loads here, and ours loads in timm. Linear weights are stored
//! `[out, in]` as PyTorch does (ours are `[in, out]`), the patch kernel `[D, C, P, P]`, CLS
//! `[1, 1, D]`, positions `[1, T, D]`. Files are written atomically (temp file, then rename).

use crate::config::VitConfig;
use crate::error::{FileError, VitError};
use crate::model::Vit;
use crate::names::{timm_tensors, to_stored};
use safetensors::tensor::{Dtype, SafeTensors, TensorView};
use std::collections::HashMap;
use std::path::Path;
use vjp_core::optim::OptimizerState;
use vjp_core::{GeluKind, Params, Scalar};

fn checkpoint_error(path: &Path, message: impl Into<String>) -> VitError {
    VitError::Checkpoint {
        path: path.display().to_string(),
        message: message.into(),
    }
}

/// The element types a file may hold (the float types a module is printed in).
pub use vjp_core::hlo::FloatType as FileDtype;

/// Encodes `values` as little-endian bytes of `dtype`.
pub fn encode<T: Scalar>(values: &[T], dtype: FileDtype) -> Vec<u8> {
    vjp_core::hlo::encode(values.iter().map(|v| v.to_f64()), dtype)
}

/// The float values of a tensor view (F32, F64, F16 or BF16 are accepted).
pub fn decode<T: Scalar>(view: &TensorView<'_>) -> Result<Vec<T>, String> {
    let bytes = view.data();
    let values: Vec<f64> = match view.dtype() {
        Dtype::F32 => bytes
            .as_chunks::<4>()
            .0
            .iter()
            .map(|&b| f64::from(f32::from_le_bytes(b)))
            .collect(),
        Dtype::F64 => bytes
            .as_chunks::<8>()
            .0
            .iter()
            .map(|&b| f64::from_le_bytes(b))
            .collect(),
        Dtype::F16 => bytes
            .as_chunks::<2>()
            .0
            .iter()
            .map(|&b| half_to_f64(u16::from_le_bytes(b), false))
            .collect(),
        Dtype::BF16 => bytes
            .as_chunks::<2>()
            .0
            .iter()
            .map(|&b| half_to_f64(u16::from_le_bytes(b), true))
            .collect(),
        other => return Err(format!("dtype {other:?} is not a float type")),
    };
    Ok(values.into_iter().map(T::from_f64).collect())
}

/// An IEEE half (or bfloat16) as f64.
fn half_to_f64(bits: u16, bfloat: bool) -> f64 {
    if bfloat {
        return f64::from(f32::from_bits(u32::from(bits) << 16));
    }
    let sign = if bits >> 15 == 1 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let mantissa = f64::from(bits & 0x3ff);
    match exponent {
        0 => sign * mantissa * 2f64.powi(-24),
        31 if mantissa == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        e => sign * (1.0 + mantissa / 1024.0) * 2f64.powi(e - 15),
    }
}

/// Writes `tensors` (name, shape, little-endian bytes) as a safetensors file at `path`,
/// atomically and with its header sorted ([`vjp_core::hlo::write_safetensors`]).
pub fn write_safetensors(
    path: &Path,
    tensors: &[(String, Vec<usize>, Vec<u8>)],
    dtype: FileDtype,
    metadata: HashMap<String, String>,
) -> Result<(), VitError> {
    vjp_core::hlo::write_safetensors(path, tensors, dtype, metadata).map_err(|e| export_error(path, e))
}

/// [`write_safetensors`] with each tensor's own element type (the labels' integers beside
/// floats).
pub fn write_typed_safetensors(
    path: &Path,
    tensors: &[(String, Vec<usize>, safetensors::Dtype, Vec<u8>)],
) -> Result<(), VitError> {
    vjp_core::hlo::write_typed_safetensors(path, tensors, HashMap::new()).map_err(|e| export_error(path, e))
}

/// An export error as the checkpoint's: an I/O error as it is, the rest naming the file.
fn export_error(path: &Path, error: vjp_core::hlo::ExportError) -> VitError {
    match error {
        vjp_core::hlo::ExportError::Io { path, source } => VitError::Io(FileError { path, source }),
        other => checkpoint_error(path, other.to_string()),
    }
}

/// `vit`'s parameters under timm's names and layouts, encoded as `dtype`.
fn weight_tensors<T: Scalar>(
    vit: &Vit<T>,
    path: &Path,
    dtype: FileDtype,
) -> Result<Vec<(String, Vec<usize>, Vec<u8>)>, VitError> {
    let tensors = timm_tensors(vit)?;
    let mut slices = Vec::new();
    vit.network.visit_params(&mut |s| slices.push(s));
    let stored = to_stored(&tensors, &slices).map_err(|e| checkpoint_error(path, e.to_string()))?;
    Ok(tensors
        .into_iter()
        .zip(stored)
        .map(|(tensor, values)| (tensor.name, tensor.stored_shape, encode(&values, dtype)))
        .collect())
}

/// Saves `vit`'s parameters under timm's names, with its heads and numerics as metadata.
pub fn save<T: Scalar>(vit: &Vit<T>, path: &Path, dtype: FileDtype) -> Result<(), VitError> {
    write_safetensors(path, &weight_tensors(vit, path, dtype)?, dtype, metadata(&vit.config))
}

/// Saves everything training needs to continue, in one file written atomically: the weights
/// (timm's names), the optimizer's buffers (`optimizer.{tensor}.{buffer}`, in our layout), the
/// epochs done and the optimizer's step count.
pub fn save_training<T: Scalar>(
    vit: &Vit<T>,
    epoch: usize,
    optimizer: &OptimizerState<T>,
    path: &Path,
    dtype: FileDtype,
) -> Result<(), VitError> {
    let mut tensors = weight_tensors(vit, path, dtype)?;
    for (i, buffers) in optimizer.buffers.iter().enumerate() {
        for (j, buffer) in buffers.iter().enumerate() {
            tensors.push((format!("optimizer.{i}.{j}"), vec![buffer.len()], encode(buffer, dtype)));
        }
    }
    let mut meta = metadata(&vit.config);
    meta.insert("epoch".to_string(), epoch.to_string());
    meta.insert("steps".to_string(), optimizer.steps.to_string());
    meta.insert(
        "buffers".to_string(),
        optimizer.buffers.first().map_or(0, Vec::len).to_string(),
    );
    write_safetensors(path, &tensors, dtype, meta)
}

/// Loads what [`save_training`] wrote: the model, the epochs done, the optimizer's state.
pub fn load_training<T: Scalar>(path: &Path) -> Result<(Vit<T>, usize, OptimizerState<T>), VitError> {
    training_from_bytes(&read_file(path, MAX_CHECKPOINT_BYTES)?, path)
}

/// [`load_training`] on a file's bytes; `origin` names the file in errors.
pub fn training_from_bytes<T: Scalar>(
    bytes: &[u8],
    origin: &Path,
) -> Result<(Vit<T>, usize, OptimizerState<T>), VitError> {
    let vit = from_bytes::<T>(bytes, origin, &LoadOptions::default())?;
    let fail = |m: String| checkpoint_error(origin, m);
    let (_, header) = SafeTensors::read_metadata(bytes).map_err(|e| fail(format!("not a safetensors file: {e}")))?;
    let file = SafeTensors::deserialize(bytes).map_err(|e| fail(format!("not a safetensors file: {e}")))?;
    let meta = header.metadata().clone().unwrap_or_default();
    let number = |key: &str| -> Result<u64, VitError> {
        meta.get(key)
            .ok_or_else(|| fail(format!("no `{key}` in the metadata: not a training checkpoint")))?
            .parse()
            .map_err(|_| fail(format!("metadata `{key}` is not a number")))
    };
    let (epoch, steps, per_tensor) = (number("epoch")?, number("steps")?, number("buffers")?);
    let mut sizes = Vec::new();
    vit.network.visit_params(&mut |s| sizes.push(s.len()));
    let mut buffers = Vec::with_capacity(sizes.len());
    for (i, &size) in sizes.iter().enumerate() {
        let mut per = Vec::new();
        for j in 0..per_tensor {
            let name = format!("optimizer.{i}.{j}");
            let view = file
                .tensor(&name)
                .map_err(|_| fail(format!("missing tensor `{name}`")))?;
            let values = decode::<T>(&view).map_err(|m| fail(format!("tensor `{name}`: {m}")))?;
            if values.len() != size {
                return Err(fail(format!(
                    "tensor `{name}` has {} values, expected {size}",
                    values.len()
                )));
            }
            per.push(values);
        }
        buffers.push(per);
    }
    let epoch = usize::try_from(epoch).map_err(|_| fail("the epoch count is too large".to_string()))?;
    Ok((vit, epoch, OptimizerState { steps, buffers }))
}

fn metadata(c: &VitConfig) -> HashMap<String, String> {
    HashMap::from([
        ("format".to_string(), "pt".to_string()),
        ("heads".to_string(), c.heads.to_string()),
        ("eps".to_string(), c.eps.to_string()),
        (
            "gelu".to_string(),
            match c.gelu {
                GeluKind::Erf => "erf".to_string(),
                GeluKind::Tanh => "tanh".to_string(),
            },
        ),
    ])
}

/// Reads a whole file, refusing one larger than `limit` bytes before reading it.
pub fn read_file(path: &Path, limit: u64) -> Result<Vec<u8>, VitError> {
    let io = |source| VitError::from(FileError::new(path, source));
    let size = std::fs::metadata(path).map_err(io)?.len();
    if size > limit {
        return Err(checkpoint_error(
            path,
            format!("the file has {size} bytes, more than the {limit} allowed"),
        ));
    }
    std::fs::read(path).map_err(io)
}

/// Numerics and head count to use when loading, each overriding the file's metadata.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadOptions {
    /// Attention heads (default: the file's metadata, else `D / 64`).
    pub heads: Option<usize>,
    /// LayerNorm epsilon (default: the file's metadata, else timm's 1e-6).
    pub eps: Option<f64>,
    /// GELU (default: the file's metadata, else erf).
    pub gelu: Option<GeluKind>,
}

/// The largest checkpoint read (4 GiB).
pub const MAX_CHECKPOINT_BYTES: u64 = 4 << 30;

/// Loads a ViT from a safetensors file with timm's names; the architecture is inferred from the
/// names and shapes.
pub fn load<T: Scalar>(path: &Path, options: &LoadOptions) -> Result<Vit<T>, VitError> {
    from_bytes(&read_file(path, MAX_CHECKPOINT_BYTES)?, path, options)
}

/// [`load`] on a file's bytes (a download, say); `origin` names the file in errors.
pub fn from_bytes<T: Scalar>(bytes: &[u8], origin: &Path, options: &LoadOptions) -> Result<Vit<T>, VitError> {
    let (_, header) = SafeTensors::read_metadata(bytes)
        .map_err(|e| checkpoint_error(origin, format!("not a safetensors file: {e}")))?;
    let file = SafeTensors::deserialize(bytes)
        .map_err(|e| checkpoint_error(origin, format!("not a safetensors file: {e}")))?;
    let meta = header.metadata().clone().unwrap_or_default();
    let config = infer_config(&file, &meta, options).map_err(|m| checkpoint_error(origin, m))?;
    // The model is built only if the file holds at least half as many values as it has, so
    // what is allocated is bounded by what the file holds, not by what its header claims; a
    // file that comes close is then read tensor by tensor, and the error names the tensor
    // that is missing or misshapen.
    let held = file.tensors().iter().try_fold(0usize, |n, (_, view)| {
        let numel = view.shape().iter().try_fold(1usize, |m, &d| m.checked_mul(d))?;
        n.checked_add(numel)
    });
    let held = held.ok_or_else(|| checkpoint_error(origin, "the tensors' sizes overflow"))?;
    let needed = config.parameter_count();
    if held.saturating_mul(2) < needed {
        return Err(checkpoint_error(
            origin,
            format!("the file holds {held} values, too few for the {needed} of the model its tensors describe"),
        ));
    }
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(0);
    let mut vit = Vit::<T>::new(&config, &mut rng)?;
    let tensors = timm_tensors(&vit)?;
    let mut values = Vec::with_capacity(tensors.len());
    for tensor in &tensors {
        let name = &tensor.name;
        let fail = |message: String| checkpoint_error(origin, format!("tensor `{name}`: {message}"));
        let view = file
            .tensor(name)
            .map_err(|_| checkpoint_error(origin, format!("missing tensor `{name}`")))?;
        if view.shape() != tensor.stored_shape.as_slice() {
            return Err(checkpoint_error(
                origin,
                format!(
                    "tensor `{name}` has shape {:?}, expected {:?}",
                    view.shape(),
                    tensor.stored_shape
                ),
            ));
        }
        let decoded = decode::<T>(&view).map_err(fail)?;
        values.push(
            tensor
                .layout
                .to_model(&tensor.shape, &decoded)
                .map_err(|e| fail(e.to_string()))?,
        );
    }
    // Each slot takes its tensor; a count or a length that differs is an error, never skipped.
    let mut slots = 0;
    let mut wrong = None;
    vit.network.visit_params_mut(&mut |slot| {
        match values.get(slots) {
            Some(v) if v.len() == slot.len() => slot.copy_from_slice(v),
            _ => wrong = wrong.or(Some(slots)),
        }
        slots += 1;
    });
    if let Some(k) = wrong.or((slots != values.len()).then_some(slots)) {
        return Err(checkpoint_error(
            origin,
            format!("the model's tensor {k} does not match the file's (the names are read off the model)"),
        ));
    }
    Ok(vit)
}

fn shape_of(file: &SafeTensors<'_>, name: &str) -> Result<Vec<usize>, String> {
    file.tensor(name)
        .map(|t| t.shape().to_vec())
        .map_err(|_| format!("missing tensor `{name}`"))
}

/// The architecture a checkpoint describes.
fn infer_config(
    file: &SafeTensors<'_>,
    meta: &HashMap<String, String>,
    options: &LoadOptions,
) -> Result<VitConfig, String> {
    let patch = shape_of(file, "patch_embed.proj.weight")?;
    let [dim, channels, p, p2] = patch[..] else {
        return Err(format!(
            "tensor `patch_embed.proj.weight` has shape {patch:?}, expected [D, C, P, P]"
        ));
    };
    if p != p2 {
        return Err(format!("the patch kernel {p} x {p2} is not square"));
    }
    let pos = shape_of(file, "pos_embed")?;
    let [1, tokens, pos_dim] = pos[..] else {
        return Err(format!("tensor `pos_embed` has shape {pos:?}, expected [1, T, D]"));
    };
    if pos_dim != dim || tokens == 0 {
        return Err(format!("tensor `pos_embed` has shape {pos:?}, expected [1, T, {dim}]"));
    }
    let side = ((tokens - 1) as f64).sqrt().round() as usize;
    if side * side != tokens - 1 {
        return Err(format!("{} patches do not form a square grid", tokens - 1));
    }
    let depth = (0..)
        .take_while(|i| file.tensor(&format!("blocks.{i}.norm1.weight")).is_ok())
        .count();
    let mlp_hidden = if depth > 0 {
        shape_of(file, "blocks.0.mlp.fc1.weight")?
            .first()
            .copied()
            .ok_or("tensor `blocks.0.mlp.fc1.weight` is empty")?
    } else {
        1
    };
    let head = shape_of(file, "head.weight")?;
    let classes = head.first().copied().ok_or("tensor `head.weight` is empty")?;
    let heads = match (options.heads, meta.get("heads")) {
        (Some(h), _) => h,
        (None, Some(h)) => h.parse().map_err(|_| format!("metadata heads `{h}` is not a number"))?,
        (None, None) if dim >= 64 => dim / 64,
        (None, None) => {
            return Err(format!("cannot infer the number of heads of width {dim}: give it"));
        }
    };
    let eps = match (options.eps, meta.get("eps")) {
        (Some(e), _) => e,
        (None, Some(e)) => e.parse().map_err(|_| format!("metadata eps `{e}` is not a number"))?,
        (None, None) => 1e-6,
    };
    let gelu = match (options.gelu, meta.get("gelu").map(String::as_str)) {
        (Some(g), _) => g,
        (None, Some("tanh")) => GeluKind::Tanh,
        _ => GeluKind::Erf,
    };
    let image = side
        .checked_mul(p)
        .ok_or_else(|| format!("a {side} x {side} grid of {p}-pixel patches is too large"))?;
    let config = VitConfig {
        image,
        channels,
        patch: p,
        dim,
        depth,
        heads,
        mlp_hidden,
        classes,
        eps,
        gelu,
    };
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn save_and_load_round_trip() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path();
        let path = dir.join("model.safetensors");
        let config = VitConfig {
            depth: 2,
            ..VitConfig::digits()
        };
        let vit = Vit::<f64>::new(&config, &mut rand::rngs::StdRng::seed_from_u64(1)).unwrap();
        save(&vit, &path, FileDtype::F64).unwrap();
        let loaded = load::<f64>(&path, &LoadOptions::default()).unwrap();
        assert_eq!(loaded.config, config);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        vit.network.visit_params(&mut |s| a.extend_from_slice(s));
        loaded.network.visit_params(&mut |s| b.extend_from_slice(s));
        assert_eq!(a, b);
        // The same model gives the same bytes (metadata included).
        let again = dir.join("again.safetensors");
        save(&vit, &again, FileDtype::F64).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), std::fs::read(&again).unwrap());
    }

    #[test]
    fn halves_decode() {
        assert_eq!(half_to_f64(0x3c00, false), 1.0);
        assert_eq!(half_to_f64(0xc000, false), -2.0);
        assert_eq!(half_to_f64(0x3f80, true), 1.0);
    }
}

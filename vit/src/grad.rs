//! The interop contract behind `vit grad`: weights and a batch in, loss, logits and every
//! parameter's gradient of the mean loss out, all in safetensors with timm's names.

use crate::checkpoint::{
    FileDtype, LoadOptions, MAX_CHECKPOINT_BYTES, decode, encode, load, read_file, write_safetensors,
};
use crate::error::VitError;
use crate::names::{timm_tensors, to_stored};
use safetensors::tensor::{Dtype, SafeTensors};
use std::collections::HashMap;
use std::path::Path;
use vjp_core::{Differentiable, Scalar, Tensor4};

/// Reads a batch file: `x` `[B, C, H, W]` (float) and `y` `[B]` (int64).
pub fn read_batch<T: Scalar>(path: &Path) -> Result<(Tensor4<T, usize, usize, usize, usize>, Vec<usize>), VitError> {
    batch_from_bytes(&read_file(path, MAX_CHECKPOINT_BYTES)?, path)
}

/// [`read_batch`] on a file's bytes; `origin` names the file in errors.
pub fn batch_from_bytes<T: Scalar>(
    bytes: &[u8],
    origin: &Path,
) -> Result<(Tensor4<T, usize, usize, usize, usize>, Vec<usize>), VitError> {
    let fail = |m: String| VitError::Checkpoint {
        path: origin.display().to_string(),
        message: m,
    };
    let file = SafeTensors::deserialize(bytes).map_err(|e| fail(format!("not a safetensors file: {e}")))?;
    let x = file.tensor("x").map_err(|_| fail("missing tensor `x`".into()))?;
    let [b, c, h, w] = x.shape()[..] else {
        return Err(fail(format!(
            "tensor `x` has shape {:?}, expected [B, C, H, W]",
            x.shape()
        )));
    };
    let pixels = decode::<T>(&x).map_err(|m| fail(format!("tensor `x`: {m}")))?;
    let y = file.tensor("y").map_err(|_| fail("missing tensor `y`".into()))?;
    if y.dtype() != Dtype::I64 {
        return Err(fail(format!("tensor `y` has dtype {:?}, expected I64", y.dtype())));
    }
    if y.shape() != [b] {
        return Err(fail(format!("tensor `y` has shape {:?}, expected [{b}]", y.shape())));
    }
    let labels = y
        .data()
        .as_chunks::<8>()
        .0
        .iter()
        .map(|&v| i64::from_le_bytes(v))
        .map(|l| usize::try_from(l).map_err(|_| fail(format!("label {l} is negative"))))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((Tensor4::from_vec((b, c, h, w), pixels)?, labels))
}

/// Computes the loss, logits and gradients of `weights` on `batch` in `T` and writes them to
/// `out` as `dtype`.
pub fn run<T: Scalar>(
    weights: &Path,
    batch: &Path,
    out: &Path,
    options: &LoadOptions,
    smoothing: f64,
    dtype: FileDtype,
) -> Result<(), VitError> {
    crate::train::check_smoothing(smoothing)?;
    let vit = load::<T>(weights, options)?;
    let (images, labels) = read_batch::<T>(batch)?;
    let c = &vit.config;
    let (_, channels, height, width) = images.shape();
    if (channels, height, width) != (c.channels, c.image, c.image) {
        return Err(VitError::Config(format!(
            "the batch's images are {channels}x{height}x{width}, the model takes {}x{}x{}",
            c.channels, c.image, c.image
        )));
    }
    if let Some(bad) = labels.iter().find(|&&l| l >= c.classes) {
        return Err(VitError::Config(format!(
            "label {bad} is out of range for {} classes",
            c.classes
        )));
    }
    let (loss, logits, grads) = vit.loss_and_grads(images, &labels, T::from_f64(smoothing))?;
    let mut tensors = vec![
        ("loss".to_string(), Vec::new(), encode(&[loss], dtype)),
        ("logits".to_string(), logits.dims(), encode(logits.data(), dtype)),
    ];
    let mut slices = Vec::new();
    grads.visit(&mut |s| slices.push(s));
    let named = timm_tensors(&vit)?;
    for (tensor, values) in named.iter().zip(to_stored(&named, &slices)?) {
        tensors.push((tensor.name.clone(), tensor.stored_shape.clone(), encode(&values, dtype)));
    }
    write_safetensors(out, &tensors, dtype, HashMap::new())
}

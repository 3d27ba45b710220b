//! Bad input to the `vit` command line gives one clear error line and a non-zero exit, never a
//! panic: a missing tensor, a wrong shape or dtype, a truncated or random file, heads not
//! dividing the width, labels out of range, an image size that does not match, a missing file.
//! Each test asserts the exact line.

use safetensors::tensor::{Dtype, SafeTensors, TensorView};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

/// A copy of a safetensors fixture with `edit` applied to its (name, dtype, shape, bytes) list.
fn edited(
    dir: &Path,
    source: &str,
    target: &str,
    edit: impl FnOnce(&mut Vec<(String, Dtype, Vec<usize>, Vec<u8>)>),
) -> PathBuf {
    let bytes = std::fs::read(fixture(source)).unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut tensors: Vec<(String, Dtype, Vec<usize>, Vec<u8>)> = file
        .tensors()
        .into_iter()
        .map(|(name, view)| (name, view.dtype(), view.shape().to_vec(), view.data().to_vec()))
        .collect();
    edit(&mut tensors);
    let views: Vec<(String, TensorView<'_>)> = tensors
        .iter()
        .map(|(n, d, s, b)| (n.clone(), TensorView::new(*d, s.clone(), b).unwrap()))
        .collect();
    let path = dir.join(target);
    std::fs::write(
        &path,
        safetensors::tensor::serialize(views, None::<HashMap<String, String>>).unwrap(),
    )
    .unwrap();
    path
}

/// Runs `vit grad` (its output into `dir`) and returns its stderr without the final newline,
/// asserting a failure in one line without a panic.
fn grad_fails(dir: &Path, weights: &Path, batch: &Path, extra: &[&str]) -> String {
    let heads: &[&str] = if extra.contains(&"--heads") {
        &[]
    } else {
        &["--heads", "2"]
    };
    let output = Command::new(env!("CARGO_BIN_EXE_vit"))
        .arg("grad")
        .args(heads)
        .args(extra)
        .arg("--weights")
        .arg(weights)
        .arg("--batch")
        .arg(batch)
        .arg("--out")
        .arg(dir.join("out.safetensors"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(!output.status.success(), "expected a failure, got success");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line expected: {stderr}");
    stderr.trim_end().to_string()
}

fn weights() -> PathBuf {
    fixture("timm_f64_weights.safetensors")
}

fn batch() -> PathBuf {
    fixture("timm_f64_batch.safetensors")
}

/// `error: checkpoint PATH: MESSAGE`.
fn checkpoint_line(path: &Path, message: &str) -> String {
    format!("error: checkpoint {}: {message}", path.display())
}

#[test]
fn a_missing_tensor_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let w = edited(dir.path(), "timm_f64_weights.safetensors", "missing.safetensors", |t| {
        t.retain(|(n, ..)| n != "head.weight")
    });
    assert_eq!(
        grad_fails(dir.path(), &w, &batch(), &[]),
        checkpoint_line(&w, "missing tensor `head.weight`")
    );
}

#[test]
fn a_wrong_shape_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let w = edited(dir.path(), "timm_f64_weights.safetensors", "shape.safetensors", |t| {
        for (n, _, s, _) in t.iter_mut() {
            if n == "blocks.1.mlp.fc2.bias" {
                *s = vec![4, 2];
            }
        }
    });
    assert_eq!(
        grad_fails(dir.path(), &w, &batch(), &[]),
        checkpoint_line(&w, "tensor `blocks.1.mlp.fc2.bias` has shape [4, 2], expected [8]")
    );
}

#[test]
fn a_wrong_dtype_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let b = edited(dir.path(), "timm_f64_batch.safetensors", "dtype.safetensors", |t| {
        for (n, d, _, _) in t.iter_mut() {
            if n == "y" {
                *d = Dtype::F64;
            }
        }
    });
    assert_eq!(
        grad_fails(dir.path(), &weights(), &b, &[]),
        checkpoint_line(&b, "tensor `y` has dtype F64, expected I64")
    );
}

#[test]
fn truncated_random_and_absent_files_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = std::fs::read(weights()).unwrap();
    let truncated = dir.path().join("truncated.safetensors");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    assert_eq!(
        grad_fails(dir.path(), &truncated, &batch(), &[]),
        checkpoint_line(
            &truncated,
            "not a safetensors file: incomplete metadata, file not fully covered"
        )
    );
    let random = dir.path().join("random.safetensors");
    std::fs::write(
        &random,
        (0..4096u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    assert_eq!(
        grad_fails(dir.path(), &random, &batch(), &[]),
        checkpoint_line(&random, "not a safetensors file: header too large")
    );
    let absent = dir.path().join("absent.safetensors");
    assert_eq!(
        grad_fails(dir.path(), &absent, &batch(), &[]),
        format!("error: {}: No such file or directory (os error 2)", absent.display())
    );
}

#[test]
fn heads_not_dividing_the_width_are_named() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        grad_fails(dir.path(), &weights(), &batch(), &["--heads", "3"]),
        checkpoint_line(&weights(), "invalid configuration: width 8 is not divisible by 3 heads")
    );
}

#[test]
fn labels_out_of_range_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let b = edited(dir.path(), "timm_f64_batch.safetensors", "labels.safetensors", |t| {
        for (n, _, _, bytes) in t.iter_mut() {
            if n == "y" {
                bytes[..8].copy_from_slice(&7i64.to_le_bytes());
            }
        }
    });
    assert_eq!(
        grad_fails(dir.path(), &weights(), &b, &[]),
        "error: invalid configuration: label 7 is out of range for 5 classes"
    );
}

#[test]
fn an_image_size_that_does_not_match_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let b = edited(dir.path(), "timm_f64_batch.safetensors", "size.safetensors", |t| {
        for (n, _, s, _) in t.iter_mut() {
            if n == "x" {
                *s = vec![3, 3, 4, 16];
            }
        }
    });
    assert_eq!(
        grad_fails(dir.path(), &weights(), &b, &[]),
        "error: invalid configuration: the batch's images are 3x4x16, the model takes 3x8x8"
    );
}

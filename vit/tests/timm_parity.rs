//! Parity with timm: fixtures made by `scripts/timm_fixtures.py` with torch + timm (committed;
//! this test needs no torch). `vit grad` on timm's weights and batch must reproduce timm's loss,
//! logits and every parameter gradient: norm-relative error per tensor ≤ 1e-9 in f64, ≤ 1e-4
//! in f32.

use safetensors::SafeTensors;
use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

fn values(view: &safetensors::tensor::TensorView<'_>) -> Vec<f64> {
    vit::checkpoint::decode::<f64>(view).unwrap()
}

/// Runs `vit grad` and compares every tensor of its output with timm's.
fn parity(dtype: &str, tolerance: f64) {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("grads.safetensors");
    let status = Command::new(env!("CARGO_BIN_EXE_vit"))
        .args(["grad", "--heads", "2", "--dtype", dtype])
        .arg("--weights")
        .arg(fixture(&format!("timm_{dtype}_weights.safetensors")))
        .arg("--batch")
        .arg(fixture(&format!("timm_{dtype}_batch.safetensors")))
        .arg("--out")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let expected_bytes = std::fs::read(fixture(&format!("timm_{dtype}_expected.safetensors"))).unwrap();
    let expected = SafeTensors::deserialize(&expected_bytes).unwrap();
    let ours_bytes = std::fs::read(&out).unwrap();
    let ours = SafeTensors::deserialize(&ours_bytes).unwrap();
    let mut names: Vec<String> = expected.names().into_iter().map(String::from).collect();
    names.sort();
    let mut our_names: Vec<String> = ours.names().into_iter().map(String::from).collect();
    our_names.sort();
    assert_eq!(names, our_names);
    let mut worst = (0.0f64, String::new());
    for name in &names {
        let (e, o) = (expected.tensor(name).unwrap(), ours.tensor(name).unwrap());
        assert_eq!(e.shape(), o.shape(), "{name}");
        assert_eq!(e.dtype(), o.dtype(), "{name}");
        let (e, o) = (values(&e), values(&o));
        let norm = e.iter().map(|v| v * v).sum::<f64>().sqrt();
        let diff = e.iter().zip(&o).map(|(a, b)| (a - b) * (a - b)).sum::<f64>().sqrt();
        let rel = if norm == 0.0 { diff } else { diff / norm };
        if rel > worst.0 {
            worst = (rel, name.clone());
        }
    }
    println!("{dtype}: worst norm-relative error {:e} ({})", worst.0, worst.1);
    assert!(worst.0 <= tolerance, "{dtype}: {} differs by {:e}", worst.1, worst.0);
}

#[test]
fn f64_matches_timm_to_1e_9() {
    parity("f64", 1e-9);
}

#[test]
fn f32_matches_timm_to_1e_4() {
    parity("f32", 1e-4);
}

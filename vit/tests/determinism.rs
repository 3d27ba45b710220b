//! Same seed and thread count → bit-identical training, end to end through the command line:
//! two runs write byte-identical checkpoints and training states; another seed does not.

use std::path::Path;
use std::process::Command;

/// Trains a small ViT on the bundled digits into `dir` and returns the weights' and the
/// training state's bytes.
fn train(dir: &Path, seed: &str, threads: &str) -> (Vec<u8>, Vec<u8>) {
    train_with(dir, seed, threads, &[])
}

/// [`train`] with more arguments.
fn train_with(dir: &Path, seed: &str, threads: &str, more: &[&str]) -> (Vec<u8>, Vec<u8>) {
    let out = dir.join("w.safetensors");
    let status = Command::new(env!("CARGO_BIN_EXE_vit"))
        .args(["train", "--epochs", "2", "--warmup", "1", "--dim", "16", "--depth", "2"])
        .args(["--heads", "2", "--mlp", "16", "--seed", seed, "--threads", threads])
        .args(more)
        .arg("--out")
        .arg(&out)
        .arg("--plot")
        .arg(dir.join("curves.png"))
        .output()
        .unwrap();
    assert!(status.status.success(), "{}", String::from_utf8_lossy(&status.stderr));
    (
        std::fs::read(&out).unwrap(),
        std::fs::read(dir.join("w.safetensors.state")).unwrap(),
    )
}

#[test]
fn the_same_seed_and_thread_count_give_the_same_bytes() {
    let dirs: Vec<tempfile::TempDir> = (0..3).map(|_| tempfile::tempdir().unwrap()).collect();
    let first = train(dirs[0].path(), "3", "2");
    let second = train(dirs[1].path(), "3", "2");
    assert!(
        first == second,
        "two runs with seed 3 and 2 threads wrote different files"
    );
    let other_seed = train(dirs[2].path(), "4", "2");
    assert_ne!(first.0, other_seed.0);
}

#[test]
fn rematerialised_blocks_train_to_the_same_bytes() {
    let dirs: Vec<tempfile::TempDir> = (0..2).map(|_| tempfile::tempdir().unwrap()).collect();
    let kept = train(dirs[0].path(), "5", "2");
    let rematerialised = train_with(dirs[1].path(), "5", "2", &["--remat"]);
    assert!(
        kept == rematerialised,
        "--remat changed the weights or the training state"
    );
}

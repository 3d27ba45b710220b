//! Interruption: `kill -9` at any moment, a checkpoint write included, never leaves a corrupt or
//! missing checkpoint (writes go to a temporary file renamed into place), and `--resume` from
//! what is left reaches weights bit-identical to an uninterrupted run with the same seed.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};
use vit::checkpoint::{LoadOptions, load, load_training};
use vjp_core::Params;

const ARGS: [&str; 12] = [
    "train", "--epochs", "8", "--dim", "16", "--depth", "1", "--heads", "2", "--mlp", "16", "--warmup",
];

fn start(out: &Path, resume: bool) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_vit"));
    command.args(ARGS).arg("2").arg("--out").arg(out);
    command.arg("--plot").arg(out.with_extension("png"));
    if resume {
        command.arg("--resume");
    }
    command
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap()
}

fn state(out: &Path) -> PathBuf {
    PathBuf::from(format!("{}.state", out.display()))
}

/// Whatever is on disk loads: the weights and the training state, both or neither.
fn assert_loadable(out: &Path) {
    if out.exists() {
        load::<f32>(out, &LoadOptions::default()).unwrap();
    }
    if state(out).exists() {
        load_training::<f32>(&state(out)).unwrap();
    }
}

/// The parameters' bits, in order.
fn weights(path: &Path) -> Vec<u32> {
    let vit = load::<f32>(path, &LoadOptions::default()).unwrap();
    let mut bits = Vec::new();
    vit.network
        .visit_params(&mut |s| bits.extend(s.iter().map(|v| v.to_bits())));
    bits
}

#[test]
fn kill_9_never_corrupts_a_checkpoint_and_resume_reaches_the_same_weights() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let whole = dir.join("whole.safetensors");
    assert!(start(&whole, false).wait().unwrap().success());

    let cut = dir.join("cut.safetensors");
    let mut kills = 0;
    let mut resume = false;
    // Kill at staggered moments after a checkpoint exists (so every run makes progress and the
    // kills land at different points of the epoch, writes included), then let one run finish.
    for delay_ms in [0u64, 7, 13, 21, 34, 55] {
        let mut child = start(&cut, resume);
        let begun = Instant::now();
        while !state(&cut).exists() && begun.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(1));
        }
        std::thread::sleep(Duration::from_millis(delay_ms));
        if child.try_wait().unwrap().is_none() {
            child.kill().unwrap(); // SIGKILL
            kills += 1;
        }
        child.wait().unwrap();
        assert_loadable(&cut);
        resume = true;
    }
    assert!(start(&cut, true).wait().unwrap().success());
    assert!(kills > 0, "no run was killed");
    assert!(
        weights(&cut) == weights(&whole),
        "resumed weights differ from the uninterrupted run's"
    );
    // The files too, byte for byte: the weights and the final training state.
    assert!(std::fs::read(&cut).unwrap() == std::fs::read(&whole).unwrap());
    assert!(std::fs::read(state(&cut)).unwrap() == std::fs::read(state(&whole)).unwrap());
}

//! Scratch crates for the integration tests that build code as a user's crate would: written
//! under `target/tests/build-fail/NAME` and built with cargo, offline, in one shared target
//! directory so the dependencies are built once for all of them, without debug info (what
//! these tests read is the compiler's messages and the checks' verdicts, never a backtrace;
//! debug info for faer and its dependencies is most of a debug build's time).

use std::path::PathBuf;
use std::process::{Command, Output};

/// The repository root.
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Writes the crate `name` (the `[dependencies]` lines, and `main.rs` or `lib.rs` with
/// `source`) and runs `cargo ARGS` in it.
pub fn cargo_in_scratch(name: &str, dependencies: &str, file: &str, source: &str, args: &[&str]) -> Output {
    let scratch = workspace().join("target/tests/build-fail");
    let dir = scratch.join(name);
    std::fs::create_dir_all(dir.join("src")).expect("scratch directory");
    let manifest = format!(
        "[package]\nname = \"{}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\n{dependencies}\n\n[profile.dev]\ndebug = false\n\n[workspace]\n",
        name.replace('_', "-")
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).expect("manifest");
    std::fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).expect("lock file");
    std::fs::write(dir.join("src").join(file), source).expect("source");
    Command::new(env!("CARGO"))
        .args(args)
        .args(["--offline", "--color", "never"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", scratch.join("target"))
        .output()
        .expect("cargo runs")
}

/// The `[dependencies]` line of the facade, by path.
pub fn facade_dependency(name: &str) -> String {
    format!("{name} = {{ package = \"vjp\", path = {:?} }}", workspace())
}

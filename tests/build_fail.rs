//! Shape relations between static sizes that stable Rust cannot state as trait bounds (heads
//! dividing the width, patches tiling the image) are checked by `const` assertions, which fire
//! when the code is built, not when it is only type-checked. `cargo check` (and so trybuild)
//! does not see them; this test builds each case under `tests/build-fail` as a small crate and
//! requires the build to fail with the lines of its `.expected` file in the error output.
//! Beside each, `tests/ui/pass/static_relations.rs` builds the valid sizes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn build_case(case: &Path, scratch: &Path) -> std::process::Output {
    let name = case.file_stem().and_then(|s| s.to_str()).expect("a case name");
    let dir = scratch.join(name);
    std::fs::create_dir_all(dir.join("src")).expect("scratch directory");
    let manifest = format!(
        "[package]\nname = \"build-fail-{}\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [dependencies]\nvjp = {{ path = {:?} }}\n\n[workspace]\n",
        name.replace('_', "-"),
        workspace()
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).expect("manifest");
    std::fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).expect("lock file");
    std::fs::copy(case, dir.join("src/main.rs")).expect("case source");
    Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--offline", "--color", "never"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", scratch.join("target"))
        .output()
        .expect("cargo runs")
}

#[test]
fn static_shape_relations_fail_to_build() {
    let scratch = workspace().join("target/tests/build-fail");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(workspace().join("tests/build-fail"))
        .expect("tests/build-fail")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty());
    for case in cases {
        let expected = std::fs::read_to_string(case.with_extension("expected")).expect("an .expected file per case");
        let output = build_case(&case, &scratch);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            !output.status.success(),
            "{} built, but must not:\n{stderr}",
            case.display()
        );
        for line in expected.lines().filter(|l| !l.trim().is_empty()) {
            assert!(
                stderr.contains(line),
                "{}: the error output lacks `{line}`:\n{stderr}",
                case.display()
            );
        }
    }
}

//! Shape relations between static sizes that stable Rust cannot state as trait bounds (heads
//! dividing the width, patches tiling the image) are checked by `const` assertions, which fire
//! when the code is built, not when it is only type-checked. `cargo check` (and so trybuild)
//! does not see them; this test builds each case under `tests/build-fail` as a small crate and
//! requires the build to fail with the lines of its `.expected` file in the error output.
//! Beside each, `tests/valid/static_relations.rs` builds the valid sizes.

mod support;

use std::path::PathBuf;
use support::{cargo_in_scratch, facade_dependency, workspace};

#[test]
fn static_shape_relations_fail_to_build() {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(workspace().join("tests/build-fail"))
        .expect("tests/build-fail")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty());
    for case in cases {
        let expected = std::fs::read_to_string(case.with_extension("expected")).expect("an .expected file per case");
        let name = format!(
            "build-fail-{}",
            case.file_stem().and_then(|s| s.to_str()).expect("a case name")
        );
        let source = std::fs::read_to_string(&case).expect("case source");
        let output = cargo_in_scratch(
            &name,
            &facade_dependency("vjp"),
            "main.rs",
            &source,
            &["build", "--quiet"],
        );
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

//! `#[vjp]` finds its support library under whatever name the user's `Cargo.toml` gives it:
//! a crate that depends on `vjp-core` alone, and one that renames the facade
//! (`myvjp = { package = "vjp", ... }`), each build a rule-form and a derived function and
//! pass their generated checks (`cargo test` in a scratch crate).

mod support;

use support::{cargo_in_scratch, facade_dependency, workspace};

const SOURCE: &str = r#"
use SUPPORT::{dense, vjp, Dim, Matrix, Result, Scalar, Shape, Tensor, Vector};

#[vjp(backward = cube_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| v * v * v)
}

pub fn cube_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube", |v, d| T::from_f64(3.0) * v * v * d)
}

#[vjp(check(N = 3, D = 4, H = 2))]
pub fn cube_mlp<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube(&h);
    dense(&a, w2, b2)
}
"#;

fn run_case(name: &str, dependency: &str, support: &str) {
    let source = SOURCE.replace("SUPPORT", support);
    let output = cargo_in_scratch(name, dependency, "lib.rs", &source, &["test", "--quiet"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{name} failed:\n{stdout}\n{stderr}");
    assert!(
        stdout.contains("test result: ok. 2 passed"),
        "{name}: expected the two generated checks to pass:\n{stdout}"
    );
}

#[test]
fn a_crate_that_depends_on_vjp_core_alone() {
    let path = workspace().join("vjp-core");
    run_case(
        "uses-vjp-core",
        &format!("vjp-core = {{ path = {path:?} }}"),
        "vjp_core",
    );
}

#[test]
fn a_crate_that_renames_the_facade() {
    run_case("renames-vjp", &facade_dependency("myvjp"), "myvjp");
}

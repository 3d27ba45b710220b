//! A user's custom layers, one in each form of `#[vjp]`, used inside a model built with
//! combinators. This is what to copy first.
//!
//! * `silu` has a hand-written rule (`#[vjp(backward = ...)]`);
//! * `silu_mlp` is derived from the calls in its body (`#[vjp]`);
//! * `check(...)` gives each a generated gradient-check test (`cargo test --example custom_layer`).
//!
//! Run with `cargo run --example custom_layer`.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp::gradcheck::{CheckOptions, check_param_vjp, check_vjp};
use vjp::{Dense, Dim, Matrix, Result, Scalar, Shape, Tensor, Tensor3, Vector, batch_map, comp, dense, residual, vjp};

/// SiLU (swish), `x σ(x)`, elementwise.
#[vjp(backward = silu_backward, check(S = (Const<3>, Const<4>)))]
pub fn silu<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| v / (T::ONE + (-v).exp()))
}

/// The rule of [`silu`]: every argument by reference, then the output and the cotangent;
/// one gradient per differentiable argument. `silu'(x) = σ(x) (1 + x (1 - σ(x)))`.
pub fn silu_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    _y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "silu backward", |v, d| {
        let s = T::ONE / (T::ONE + (-v).exp());
        d * s * (T::ONE + v * (T::ONE - s))
    })
}

/// An MLP with SiLU: `dense(silu(dense(x)))`. Its backward is derived by the macro.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn silu_mlp<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let hidden = dense(x, w1, b1)?;
    let activated = silu(&hidden);
    dense(&activated, w2, b2)
}

/// A residual SiLU-MLP block followed by a dense head, applied to each example of a batch:
/// the custom layers inside the library's combinators.
fn model(
    rng: &mut StdRng,
) -> impl vjp::Vjp<f64, Tensor3<f64, usize, usize, usize>, Output = Tensor3<f64, usize, usize, usize>> + Clone + use<> {
    let mlp = silu_mlp::Layer::new(
        Matrix::random((6, 10), rng),
        Vector::random((10,), rng),
        Matrix::random((10, 6), rng),
        Vector::random((6,), rng),
    );
    batch_map(comp(residual(mlp), Dense::glorot(6usize, 3usize, rng)))
}

fn main() -> Result<()> {
    let mut rng = StdRng::seed_from_u64(0);
    let model = model(&mut rng);
    let batch = Tensor3::random((4, 5, 6), &mut rng);
    let options = CheckOptions::default();
    let report = check_vjp(&model, &batch, &options)?;
    println!("{report}");
    for report in check_param_vjp(&model, &batch, &options)? {
        println!("{report}");
    }
    Ok(())
}

#[test]
fn the_model_passes_its_gradient_checks() {
    let mut rng = StdRng::seed_from_u64(1);
    let model = model(&mut rng);
    vjp::gradcheck::assert_vjp_with_params(&model, &Tensor3::random((2, 3, 6), &mut rng), 1e-6);
}

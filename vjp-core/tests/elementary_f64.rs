//! The f64 elementary functions (`vjp_core::Scalar` for f64, `vjp-core/src/math/double.rs`)
//! against a correctly rounded 256-bit reference, at arguments drawn over every bit pattern
//! and over each function's interesting interval, and at the special values. The bounds are
//! those `cargo run --release -p vjp-core --example ulp_sweep` measures over many more
//! arguments.

mod reference;

/// The ops' bounds (ulp), measured over 80,000 arguments each (half over all bit patterns, half
/// over the interval where the digits are made): `sigmoid` 1.99 (at -8.55), `softplus` 2.17 (at
/// -17.5), `rsqrt` 1.47 (two roundings, `1 / sqrt`).
const SIGMOID_BOUND: f64 = 2.5;
const SOFTPLUS_BOUND: f64 = 2.5;
const RSQRT_BOUND: f64 = 1.5;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reference::{Function, Reference};

/// The largest ulp error of `function` over `samples` arguments of each kind, and where.
fn worst(function: Function, samples: usize, seed: u64) -> (f64, f64) {
    let mut reference = Reference::new();
    let mut rng = StdRng::seed_from_u64(seed);
    let (low, high) = function.interesting();
    let mut worst = (0.0, 0.0);
    for i in 0..2 * samples {
        let x = if i % 2 == 0 {
            f64::from_bits(rng.random())
        } else {
            rng.random_range(low..high)
        };
        let exact = reference.exact(function, x);
        let error = reference.ulp_error(function.library(x), &exact);
        if error > worst.0 || error.is_nan() {
            worst = (error, x);
        }
    }
    worst
}

fn assert_within(function: Function, bound: f64) {
    let (error, at) = worst(function, 4000, 7);
    assert!(error <= bound, "{}: {error} ulp at {at:e}", function.name());
}

#[test]
fn exp_is_within_its_bound() {
    assert_within(Function::Exp, 1.0);
    use vjp_core::Scalar;
    assert_eq!(Scalar::exp(0.0f64), 1.0);
    assert_eq!(Scalar::exp(f64::NEG_INFINITY), 0.0);
    assert_eq!(Scalar::exp(710.0f64), f64::INFINITY);
    assert_eq!(Scalar::exp(f64::INFINITY), f64::INFINITY);
    // The smallest subnormal, rounded once.
    assert_eq!(Scalar::exp(-745.0f64), f64::from_bits(1));
}

#[test]
fn ln_is_within_its_bound() {
    assert_within(Function::Ln, 1.0);
    use vjp_core::Scalar;
    assert_eq!(Scalar::ln(1.0f64), 0.0);
    assert_eq!(Scalar::ln(0.0f64), f64::NEG_INFINITY);
    assert_eq!(Scalar::ln(-0.0f64), f64::NEG_INFINITY);
    assert_eq!(Scalar::ln(f64::INFINITY), f64::INFINITY);
    assert!(Scalar::ln(-1.0f64).is_nan());
}

#[test]
fn ln_1p_is_within_its_bound() {
    assert_within(Function::Ln1p, 2.5);
    use vjp_core::Scalar;
    assert_eq!(Scalar::ln_1p(-1.0f64), f64::NEG_INFINITY);
    assert_eq!(Scalar::ln_1p(1e-300f64), 1e-300);
    assert_eq!(Scalar::ln_1p(f64::INFINITY), f64::INFINITY);
}

#[test]
fn tanh_is_within_its_bound() {
    assert_within(Function::Tanh, 1.5);
    use vjp_core::Scalar;
    assert_eq!(Scalar::tanh(100.0f64), 1.0);
    assert_eq!(Scalar::tanh(-100.0f64), -1.0);
    assert_eq!(Scalar::tanh(1e-300f64), 1e-300);
}

#[test]
fn erf_is_within_its_bound() {
    assert_within(Function::Erf, 1.0);
    use vjp_core::Scalar;
    assert_eq!(Scalar::erf(0.0f64), 0.0);
    assert_eq!(Scalar::erf(10.0f64), 1.0);
    assert_eq!(Scalar::erf(f64::NEG_INFINITY), -1.0);
}
/// The ops built from them, measured through the ops themselves.
#[test]
fn sigmoid_softplus_and_rsqrt_are_within_their_bounds() {
    assert_within(Function::Sigmoid, SIGMOID_BOUND);
    assert_within(Function::Softplus, SOFTPLUS_BOUND);
    assert_within(Function::Rsqrt, RSQRT_BOUND);
}

#[test]
fn nan_passes_through_every_function() {
    for function in Function::ALL.into_iter().chain(Function::COMPOSITE) {
        assert!(function.library(f64::NAN).is_nan(), "{}", function.name());
    }
}

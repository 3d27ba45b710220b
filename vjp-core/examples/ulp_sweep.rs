//! The accuracy of the library's elementary functions (`Scalar::{exp, ln, ln_1p, tanh, erf}`)
//! and of the ops built from them (`sigmoid`, `softplus`, `rsqrt`, measured through the ops):
//! - f32 at all 2^32 arguments, against libm's f64 result (within 1e-8 f32 ulp of the exact
//!   value);
//! - f64 at `N` arguments drawn over all bit patterns and `N` over each function's interesting
//!   interval (1,000,000 by default), against the exact value rounded from 256-bit arithmetic
//!   (`tests/reference`).
//!
//! Prints the largest error of each in ulp and where it is reached. The tests
//! (`src/math/single.rs`, `tests/elementary_f64.rs`) hold the functions to these bounds on
//! fewer arguments.
//!
//!     cargo run --release -p vjp-core --example ulp_sweep [N] [--f64]   (--f64: f64 alone)

#[path = "../tests/reference/mod.rs"]
mod reference;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use rayon::prelude::*;
use reference::{Function, Reference};
use vjp_core::math::ulp_error_f32;
use vjp_core::{Scalar, Vector};

/// The larger of two (error, argument) pairs; NaN errors count as the largest.
fn larger<X>(a: (f64, X), b: (f64, X)) -> (f64, X) {
    if b.0 > a.0 || b.0.is_nan() { b } else { a }
}

/// The largest error of `f` against `exact` over all f32 bit patterns, and its argument.
fn sweep_f32(f: impl Fn(f32) -> f32 + Sync, exact: impl Fn(f64) -> f64 + Sync) -> (f64, f32) {
    (0..=u16::MAX)
        .into_par_iter()
        .map(|high| {
            (0..=u16::MAX)
                .map(|low| {
                    let x = f32::from_bits(u32::from(high) << 16 | u32::from(low));
                    (ulp_error_f32(f(x), exact(f64::from(x))), x)
                })
                .fold((0.0, 0.0), larger)
        })
        .reduce(|| (0.0, 0.0), larger)
}

/// The largest error of the op `f` (applied to every f32 with the same high 16 bits at once)
/// against `exact` over all f32 bit patterns, and its argument.
fn sweep_f32_op(
    f: impl Fn(&Vector<f32, usize>) -> Vector<f32, usize> + Sync,
    exact: impl Fn(f64) -> f64 + Sync,
) -> (f64, f32) {
    (0..=u16::MAX)
        .into_par_iter()
        .map(|high| {
            let xs: Vec<f32> = (0..=u16::MAX)
                .map(|low| f32::from_bits(u32::from(high) << 16 | u32::from(low)))
                .collect();
            let ys = f(&Vector::from_vec((xs.len(),), xs.clone()).expect("a chunk"));
            xs.into_iter()
                .zip(ys.data())
                .map(|(x, &y)| (ulp_error_f32(y, exact(f64::from(x))), x))
                .fold((0.0, 0.0), larger)
        })
        .reduce(|| (0.0, 0.0), larger)
}

/// The largest error of `function` in f64 over `samples` arguments of each kind, in 64 seeded
/// chunks over the threads, and its argument.
fn sweep_f64(function: Function, samples: usize) -> (f64, f64) {
    let (low, high) = function.interesting();
    (0..64u64)
        .into_par_iter()
        .map(|chunk| {
            let mut reference = Reference::new();
            let mut rng = StdRng::seed_from_u64(chunk);
            (0..samples.div_ceil(64))
                .flat_map(|_| [f64::from_bits(rng.random()), rng.random_range(low..high)])
                .collect::<Vec<f64>>()
                .into_iter()
                .map(|x| {
                    let exact = reference.exact(function, x);
                    (reference.ulp_error(function.library(x), &exact), x)
                })
                .fold((0.0, 0.0), larger)
        })
        .reduce(|| (0.0, 0.0), larger)
}

fn main() {
    let f64_alone = std::env::args().any(|a| a == "--f64");
    let samples: usize = match std::env::args().skip(1).find(|a| a != "--f64").map(|n| n.parse()) {
        None => 1_000_000,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("N: {e}");
            std::process::exit(2);
        }
    };
    let exp_exact = |x: f64| if x < -87.336_55 { 0.0 } else { x.exp() };
    let f32_rows = if f64_alone {
        [(f64::NAN, f32::NAN); 5]
    } else {
        [
            sweep_f32(<f32 as Scalar>::exp, exp_exact),
            sweep_f32(<f32 as Scalar>::ln, f64::ln),
            sweep_f32(<f32 as Scalar>::ln_1p, f64::ln_1p),
            sweep_f32(<f32 as Scalar>::tanh, f64::tanh),
            sweep_f32(<f32 as Scalar>::erf, libm::erf),
        ]
    };
    println!(
        "| function | f32: largest error (ulp), every argument | at | f64: largest error (ulp), {} arguments | at |",
        2 * samples
    );
    println!("| --- | --- | --- | --- | --- |");
    let sigmoid_exact = |x: f64| 1.0 / (1.0 + (-x).exp());
    let softplus_exact = |x: f64| {
        if x > 0.0 {
            x + (-x).exp().ln_1p()
        } else {
            x.exp().ln_1p()
        }
    };
    let composite_rows = if f64_alone {
        [(f64::NAN, f32::NAN); 3]
    } else {
        [
            sweep_f32_op(vjp_core::sigmoid, sigmoid_exact),
            sweep_f32_op(vjp_core::softplus, softplus_exact),
            sweep_f32_op(vjp_core::rsqrt, |x| 1.0 / x.sqrt()),
        ]
    };
    let functions = Function::ALL.into_iter().chain(Function::COMPOSITE);
    for (function, (error, at)) in functions.zip(f32_rows.into_iter().chain(composite_rows)) {
        let (error_f64, at_f64) = sweep_f64(function, samples);
        println!(
            "| `{}` | {error:.3} | {at:e} | {error_f64:.3} | {at_f64:e} |",
            function.name()
        );
    }
}

//! Elementary functions in f32 and f64 as straight-line code: selects instead of branches, no
//! calls, no fused multiply-adds, so a loop over them vectorises at whatever width the
//! dispatched pass runs (`vjp-core/src/simd.rs`) and gives the same bits at every width. libm's
//! `expf`, `logf`, `tanhf` and their f64 versions are calls a loop cannot vectorise through (a
//! GELU-tanh layer spent a fifth of its time in them). [`Scalar`](crate::Scalar)'s `exp`,
//! `ln`, `ln_1p`, `tanh` and `erf` are these; `sqrt` is the processor's instruction, correctly
//! rounded.
//!
//! Each is within a stated number of ulp of the exact value over the whole range of its type,
//! measured by `cargo run --release -p vjp-core --example ulp_sweep`, and the tests hold them to
//! it:
//!
//! | function | f32: every argument, against libm's f64 | f64: 2,000,000 arguments, against 256 bits |
//! | --- | --- | --- |
//! | `exp` | 0.99 | 1.00 (at -708.11, a result at the bottom of the normal range) |
//! | `ln` | 0.83 | 0.78 |
//! | `ln_1p` | 2.47 | 2.33 |
//! | `tanh` | 1.33 | 1.29 |
//! | `erf` | 8.57 | 1.00 (at 2.93e-308, the bottom of the normal range) |
//!
//! The f64 arguments are drawn half over every bit pattern and half over each function's
//! interval of interest (`vjp-core/tests/reference`).

mod double;
mod single;

pub(crate) use double::{erf_f64, exp_f64, ln_1p_f64, ln_f64, tanh_f64};
pub(crate) use single::{erf_f32, exp_f32, ln_1p_f32, ln_f32, tanh_f32};

/// The distance from `got` to `exact` in units in the last place of f32 at `exact` (the
/// spacing of the f32 values around it; 2^-149 below the normal range).
pub fn ulp_error_f32(got: f32, exact: f64) -> f64 {
    if got.is_nan() || exact.is_nan() {
        return if got.is_nan() && exact.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    // Beyond f32's range the correctly rounded value is infinite.
    let rounded = exact as f32;
    if rounded.is_infinite() || got.is_infinite() {
        return if got == rounded { 0.0 } else { f64::INFINITY };
    }
    let exponent = if exact == 0.0 {
        -126
    } else {
        (exact.abs().log2().floor() as i32).max(-126)
    };
    (f64::from(got) - exact).abs() / 2f64.powi(exponent - 23)
}

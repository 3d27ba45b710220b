//! The accuracy of the library's f32 elementary functions over every f32 argument: each
//! function at all 2^32 bit patterns against libm's f64 result (within 1e-8 f32 ulp of the
//! exact value), printing the largest error in ulp and where it is reached. The tests in
//! `vjp-core/src/math.rs` sweep every 61st pattern with the bounds this prints.
//!
//!     cargo run --release --example ulp_sweep

use rayon::prelude::*;
use vjp::Scalar;
use vjp::math::ulp_error_f32;

/// The largest error of `f` against `exact` over all f32 bit patterns, and its argument.
fn sweep(f: impl Fn(f32) -> f32 + Sync, exact: impl Fn(f64) -> f64 + Sync) -> (f64, f32) {
    (0..=u16::MAX)
        .into_par_iter()
        .map(|high| {
            let mut worst = (0.0, 0.0f32);
            for low in 0..=u16::MAX {
                let x = f32::from_bits(u32::from(high) << 16 | u32::from(low));
                let error = ulp_error_f32(f(x), exact(f64::from(x)));
                if error > worst.0 {
                    worst = (error, x);
                }
            }
            worst
        })
        .reduce(|| (0.0, 0.0), |a, b| if b.0 > a.0 { b } else { a })
}

fn main() {
    let exp_exact = |x: f64| if x < -87.336_55 { 0.0 } else { x.exp() };
    let rows: [(&str, (f64, f32)); 5] = [
        ("exp", sweep(<f32 as Scalar>::exp, exp_exact)),
        ("ln", sweep(<f32 as Scalar>::ln, f64::ln)),
        ("ln_1p", sweep(<f32 as Scalar>::ln_1p, f64::ln_1p)),
        ("tanh", sweep(<f32 as Scalar>::tanh, f64::tanh)),
        ("erf", sweep(<f32 as Scalar>::erf, libm::erf)),
    ];
    println!("| function | largest error (ulp) | at |");
    println!("| --- | --- | --- |");
    for (name, (error, at)) in rows {
        println!("| `{name}` | {error:.3} | {at:e} |");
    }
}

//! The f32 functions. Each is within a stated number of ulp of the exact value over the whole
//! f32 range, measured against libm's f64 result (itself within 1e-8 f32 ulp of exact) at all
//! 2^32 arguments by `cargo run --release -p vjp-core --example ulp_sweep`: `exp` 0.99, `ln`
//! 0.83, `ln_1p` 2.47, `tanh` 1.33 and `erf` 8.57 (at 3.94, where the rational form Eigen and
//! XLA use loses digits as erf nears 1). The tests sweep every 61st bit pattern against those
//! bounds.

#[inline(always)]
/// `exp` in f32 as Cephes computes it — `x = n ln 2 + r` with `|r| ≤ ln 2 / 2`, a degree-6
/// polynomial for `e^r`, `2^n` put into the exponent bits — within 1 ulp of the exact value on
/// the normal range, 0 below it and `+inf` above. Straight-line code the compiler vectorises
/// (softmax and the GELU backward call it once per element), where libm's `expf` is a call.
#[expect(clippy::manual_clamp, reason = "selects vectorise where `f32::clamp` does not")]
pub(crate) fn exp_f32(x: f32) -> f32 {
    const LOG2_E: f32 = std::f32::consts::LOG2_E;
    // ln 2 split in two so that `n · LN2_HI` is exact.
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    // 1.5 · 2^23: adding it rounds to the nearest integer, which then sits in the low bits.
    const ROUND: f32 = 12_582_912.0;
    const LOW: f32 = -87.336_55;
    const HIGH: f32 = 88.722_83;
    // Selects rather than `clamp` or casts, so every step vectorises; NaN passes through.
    let clamped = if x < LOW {
        LOW
    } else if x > HIGH {
        HIGH
    } else {
        x
    };
    let shifted = clamped * LOG2_E + ROUND;
    let n = shifted - ROUND;
    let k = shifted.to_bits() as i32 - 0x4B40_0000;
    let r = clamped - n * LN2_HI - n * LN2_LO;
    let mut p = 1.987_569_1e-4_f32;
    for c in [1.398_199_9e-3, 8.333_452e-3, 4.166_579_6e-2, 0.166_666_65, 0.5] {
        p = p * r + c;
    }
    let er = p * r * r + r + 1.0;
    // `k` is an integer in [-126, 128]; its biased exponent scales `e^r`, in two steps so that
    // k = 128 reaches f32::MAX before overflowing.
    let half = k >> 1;
    let scale = |k: i32| f32::from_bits(((k + 127) << 23) as u32);
    let y = er * scale(half) * scale(k - half);
    if x < LOW {
        0.0
    } else if x > HIGH {
        f32::INFINITY
    } else {
        y
    }
}

#[inline(always)]
/// `erf` in f32 by the rational approximation Eigen and XLA use on `[-4, 4]` (beyond it erf is
/// ±1 to f32 precision): within 9 ulp of the exact value, and a straight-line polynomial the
/// compiler vectorises, where a libm call would not be.
#[expect(clippy::manual_clamp, reason = "selects vectorise where `f32::clamp` does not")]
pub(crate) fn erf_f32(x: f32) -> f32 {
    // Selects rather than `clamp`, so the loop vectorises; NaN passes through.
    let x = if x < -4.0 {
        -4.0
    } else if x > 4.0 {
        4.0
    } else {
        x
    };
    let x2 = x * x;
    let mut p = -2.726_142_3e-10_f32;
    for c in [
        2.770_681_4e-8,
        -2.101_024e-6,
        -5.692_506_4e-5,
        -7.349_906_3e-4,
        -2.954_600_2e-3,
        -1.609_603_3e-2,
    ] {
        p = p * x2 + c;
    }
    let mut q = -1.456_607_2e-5_f32;
    for c in [-2.133_740_6e-4, -1.682_827e-3, -7.373_329_3e-3, -1.426_473_9e-2] {
        q = q * x2 + c;
    }
    // `x · p / q` with one division (division is the slow part of a vector loop): a tiny
    // argument (|x| < 1e-35, where `x · p` would leave the normal range) is scaled up by 2^24
    // first and the result back down, exact powers of two; elsewhere the scale is 1, so the
    // result is `x · p / q` bit for bit.
    let (up, down) = if x.abs() < 1e-35 {
        (16_777_216.0, 1.0 / 16_777_216.0)
    } else {
        (1.0, 1.0)
    };
    (x * up) * p / q * down
}

/// `ln 2` split in two, so that `e · LN2_HI` is exact for the exponents of f32.
const LN2_HI: f32 = 0.693_359_4;
const LN2_LO: f32 = -2.121_944_4e-4;

#[inline(always)]
/// `ln x` in f32 as Cephes' `logf` computes it: `x = m 2^e` with `m` in `[√½, √2)`, a degree-8
/// polynomial in `m - 1`, and `e ln 2` added in two parts. Subnormals are scaled by 2^23 first;
/// `ln 0 = -inf`, `ln +inf = +inf`, and a negative or NaN argument gives NaN.
pub(crate) fn ln_f32(x: f32) -> f32 {
    const SQRT_HALF: f32 = std::f32::consts::FRAC_1_SQRT_2;
    let subnormal = x < f32::MIN_POSITIVE;
    let scaled = if subnormal { x * 8_388_608.0 } else { x };
    let bits = scaled.to_bits();
    // The mantissa in [0.5, 1), and the exponent that goes with it.
    let m = f32::from_bits((bits & 0x007f_ffff) | 0x3f00_0000);
    let e = ((bits >> 23) & 0xff) as i32 - 126;
    let below = m < SQRT_HALF;
    let e = (if below { e - 1 } else { e }) as f32 - if subnormal { 23.0 } else { 0.0 };
    let r = if below { m + m - 1.0 } else { m - 1.0 };
    let z = r * r;
    let mut p = 7.037_683_6e-2_f32;
    for c in [
        -1.151_461e-1,
        1.167_699_9e-1,
        -1.242_014_1e-1,
        1.424_932_3e-1,
        -1.666_805_8e-1,
        2.000_071_4e-1,
        -2.499_999_4e-1,
        3.333_333e-1,
    ] {
        p = p * r + c;
    }
    let y = p * r * z + e * LN2_LO - 0.5 * z;
    let value = r + y + e * LN2_HI;
    let value = if x == f32::INFINITY { x } else { value };
    let value = if x == 0.0 { f32::NEG_INFINITY } else { value };
    // `!(x >= 0)`: negative or NaN.
    if x >= 0.0 { value } else { f32::NAN }
}

#[inline(always)]
/// `ln(1 + x)` in f32: `ln u · x / (u - 1)` with `u = 1 + x` rounded, which cancels the
/// rounding of `u` (Goldberg's formula), and `x` itself where `u` rounds to 1.
pub(crate) fn ln_1p_f32(x: f32) -> f32 {
    let u = 1.0 + x;
    let value = ln_f32(u) * (x / (u - 1.0));
    let value = if u == 1.0 { x } else { value };
    if x == f32::INFINITY { x } else { value }
}

#[inline(always)]
/// `tanh x` in f32 as Cephes' `tanhf` computes it: an odd degree-11 polynomial below
/// `|x| = 0.625`, `1 - 2 / (e^{2|x|} + 1)` with the sign of `x` above (±1 once `e^{2|x|}`
/// overflows); NaN passes through.
pub(crate) fn tanh_f32(x: f32) -> f32 {
    let z = x * x;
    let mut p = -5.704_988_7e-3_f32;
    for c in [2.063_909e-2, -5.373_971_6e-2, 1.333_144_2e-1, -3.333_328e-1] {
        p = p * z + c;
    }
    let small = p * z * x + x;
    let a = x.abs();
    let large = 1.0 - 2.0 / (exp_f32(a + a) + 1.0);
    let large = if x < 0.0 { -large } else { large };
    if a < 0.625 { small } else { large }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::ulp_error_f32;

    /// The largest ulp error of `f` against `exact` (libm in f64) over every `stride`-th f32
    /// bit pattern, with the argument where it is reached.
    fn sweep(f: impl Fn(f32) -> f32, exact: impl Fn(f64) -> f64, stride: usize) -> (f64, f32) {
        let mut worst = (0.0, 0.0);
        for bits in (0..=u32::MAX).step_by(stride) {
            let x = f32::from_bits(bits);
            let error = ulp_error_f32(f(x), exact(f64::from(x)));
            if error > worst.0 || error.is_nan() {
                worst = (error, x);
            }
        }
        worst
    }

    #[test]
    fn exp_is_within_one_ulp_over_the_whole_range() {
        // Below the normal range the result flushes to 0 (a subnormal's ulp is all it has).
        let exact = |x: f64| if x < -87.336_55 { 0.0 } else { x.exp() };
        let (worst, at) = sweep(exp_f32, exact, 61);
        assert!(worst <= 1.0, "exp: {worst} ulp at {at:e}");
        assert_eq!(exp_f32(0.0), 1.0);
        assert_eq!(exp_f32(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp_f32(100.0), f32::INFINITY);
        assert!(exp_f32(f32::NAN).is_nan());
    }

    #[test]
    fn erf_is_within_nine_ulp_over_the_whole_range() {
        let (worst, at) = sweep(erf_f32, libm::erf, 61);
        assert!(worst <= 9.0, "erf: {worst} ulp at {at:e}");
    }

    #[test]
    fn ln_is_within_one_ulp_over_the_whole_range() {
        let (worst, at) = sweep(ln_f32, f64::ln, 61);
        assert!(worst <= 1.0, "ln: {worst} ulp at {at:e}");
        assert_eq!(ln_f32(1.0), 0.0);
        assert_eq!(ln_f32(0.0), f32::NEG_INFINITY);
        assert_eq!(ln_f32(f32::INFINITY), f32::INFINITY);
        assert!(ln_f32(-1.0).is_nan() && ln_f32(f32::NAN).is_nan() && ln_f32(-0.0) == f32::NEG_INFINITY);
    }

    #[test]
    fn ln_1p_is_within_two_and_a_half_ulp_over_the_whole_range() {
        let (worst, at) = sweep(ln_1p_f32, f64::ln_1p, 61);
        assert!(worst <= 2.5, "ln_1p: {worst} ulp at {at:e}");
        assert_eq!(ln_1p_f32(-1.0), f32::NEG_INFINITY);
        assert_eq!(ln_1p_f32(1e-30), 1e-30);
    }

    #[test]
    fn tanh_is_within_one_and_a_half_ulp_over_the_whole_range() {
        let (worst, at) = sweep(tanh_f32, f64::tanh, 61);
        assert!(worst <= 1.5, "tanh: {worst} ulp at {at:e}");
        assert_eq!(tanh_f32(100.0), 1.0);
        assert_eq!(tanh_f32(-100.0), -1.0);
        assert_eq!(tanh_f32(1e-30), 1e-30);
        assert!(tanh_f32(f32::NAN).is_nan());
    }
}

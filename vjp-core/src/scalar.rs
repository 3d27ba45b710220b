//! The element types tensors hold: `f32` to train, `f64` to check gradients.

use std::fmt::{Debug, Display};
use std::iter::Sum;
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

/// A real floating-point element type.
///
/// Implemented for `f32` and `f64`. Every op in this crate is generic over it, so one model
/// trains in `f32` and has its gradients checked in `f64`.
pub trait Scalar:
    crate::tape::Element
    + faer::traits::RealField
    + Copy
    + Debug
    + Display
    + Default
    + PartialOrd
    + Send
    + Sync
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
    + Sum
    + 'static
{
    /// The additive identity.
    const ZERO: Self;
    /// The multiplicative identity.
    const ONE: Self;
    /// The value nearest to `x`.
    fn from_f64(x: f64) -> Self;
    /// The value widened (or kept) as `f64`.
    fn to_f64(self) -> f64;
    /// The value nearest to the integer `n`.
    fn from_usize(n: usize) -> Self {
        Self::from_f64(n as f64)
    }
    /// `e^self`.
    fn exp(self) -> Self;
    /// Natural logarithm.
    fn ln(self) -> Self;
    /// `ln(1 + self)`, exact for small values.
    fn ln_1p(self) -> Self;
    /// Square root.
    fn sqrt(self) -> Self;
    /// Hyperbolic tangent.
    fn tanh(self) -> Self;
    /// The error function.
    fn erf(self) -> Self;
    /// Absolute value.
    fn abs(self) -> Self;
    /// The larger of two values (NaN-propagating through comparisons is not needed here).
    fn max(self, other: Self) -> Self;
    /// Whether the value is neither infinite nor NaN.
    fn is_finite(self) -> bool;
}

macro_rules! impl_scalar {
    ($t:ty, $erf:path, $exp:path) => {
        impl Scalar for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            #[inline]
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            #[inline]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline]
            fn exp(self) -> Self {
                $exp(self)
            }
            #[inline]
            fn ln(self) -> Self {
                <$t>::ln(self)
            }
            #[inline]
            fn ln_1p(self) -> Self {
                <$t>::ln_1p(self)
            }
            #[inline]
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            #[inline]
            fn tanh(self) -> Self {
                <$t>::tanh(self)
            }
            #[inline]
            fn erf(self) -> Self {
                $erf(self)
            }
            #[inline]
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            #[inline]
            fn max(self, other: Self) -> Self {
                <$t>::max(self, other)
            }
            #[inline]
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
        }
    };
}

impl_scalar!(f32, erf_f32, exp_f32);
impl_scalar!(f64, libm::erf, f64::exp);

#[inline(always)]
/// `exp` in f32 as Cephes computes it — `x = n ln 2 + r` with `|r| ≤ ln 2 / 2`, a degree-6
/// polynomial for `e^r`, `2^n` put into the exponent bits — within 2 ulp of the exact value on
/// the normal range, 0 below it and `+inf` above. Straight-line code the compiler vectorises
/// (softmax and the GELU backward call it once per element), where libm's `expf` is a call.
#[expect(clippy::manual_clamp, reason = "selects vectorise where `f32::clamp` does not")]
fn exp_f32(x: f32) -> f32 {
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
/// ±1 to f32 precision): a few ulp from the exact value, and a straight-line polynomial the
/// compiler vectorises, where a libm call would not be.
#[expect(clippy::manual_clamp, reason = "selects vectorise where `f32::clamp` does not")]
fn erf_f32(x: f32) -> f32 {
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
    x * p / q
}

#[cfg(test)]
mod tests {
    #[test]
    fn fast_f32_exp_is_within_two_ulp() {
        let mut worst = 0.0f64;
        for i in -873_300..=887_000 {
            let x = i as f32 * 1e-4;
            let exact = f64::from(x).exp();
            let got = f64::from(super::exp_f32(x));
            let ulp = f64::from(f32::EPSILON) * exact;
            worst = worst.max((got - exact).abs() / ulp);
        }
        assert!(worst <= 2.0, "max error {worst} ulp");
        assert_eq!(super::exp_f32(0.0), 1.0);
        assert_eq!(super::exp_f32(-100.0), 0.0);
        assert_eq!(super::exp_f32(f32::NEG_INFINITY), 0.0);
        assert_eq!(super::exp_f32(100.0), f32::INFINITY);
        assert!(super::exp_f32(f32::NAN).is_nan());
    }

    #[test]
    fn fast_f32_erf_is_within_a_few_ulp() {
        let mut worst = 0.0f64;
        for i in -60_000..=60_000 {
            let x = i as f32 * 1e-4;
            let exact = libm::erf(f64::from(x));
            worst = worst.max((f64::from(super::erf_f32(x)) - exact).abs());
        }
        assert!(worst < 4.0 * f64::from(f32::EPSILON), "max error {worst:e}");
    }
}

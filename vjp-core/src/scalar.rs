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
    ($t:ty, $erf:path) => {
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
                <$t>::exp(self)
            }
            #[inline]
            fn ln(self) -> Self {
                <$t>::ln(self)
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

impl_scalar!(f32, erf_f32);
impl_scalar!(f64, libm::erf);

#[inline(always)]
/// `erf` in f32 by the rational approximation Eigen and XLA use on `[-4, 4]` (beyond it erf is
/// ±1 to f32 precision): a few ulp from the exact value, and a straight-line polynomial the
/// compiler vectorises, where a libm call would not be.
fn erf_f32(x: f32) -> f32 {
    let x = x.clamp(-4.0, 4.0);
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

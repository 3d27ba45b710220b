//! The element types tensors hold: `f32` to train, `f64` to check gradients.

use crate::math;
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
    ($t:ty, $erf:path, $exp:path, $ln:path, $ln_1p:path, $tanh:path) => {
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
                $ln(self)
            }
            #[inline]
            fn ln_1p(self) -> Self {
                $ln_1p(self)
            }
            #[inline]
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            #[inline]
            fn tanh(self) -> Self {
                $tanh(self)
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

// f32: straight-line code the compiler vectorises (`crate::math`); f64: the platform's libm.
impl_scalar!(
    f32,
    math::erf_f32,
    math::exp_f32,
    math::ln_f32,
    math::ln_1p_f32,
    math::tanh_f32
);
impl_scalar!(f64, libm::erf, f64::exp, f64::ln, f64::ln_1p, f64::tanh);

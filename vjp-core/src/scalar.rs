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
    /// The larger of two values; NaN if either is NaN (as PyTorch's `maximum` and `amax`, so a
    /// blow-up is not hidden by a reduction).
    fn max(self, other: Self) -> Self;
    /// Whether the value is neither infinite nor NaN.
    fn is_finite(self) -> bool;
}

macro_rules! impl_scalar {
    ($t:ty, $erf:path, $exp:path, $ln:path, $ln_1p:path, $tanh:path) => {
        impl Scalar for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            #[inline(always)]
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline(always)]
            fn exp(self) -> Self {
                $exp(self)
            }
            #[inline(always)]
            fn ln(self) -> Self {
                $ln(self)
            }
            #[inline(always)]
            fn ln_1p(self) -> Self {
                $ln_1p(self)
            }
            #[inline(always)]
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            #[inline(always)]
            fn tanh(self) -> Self {
                $tanh(self)
            }
            #[inline(always)]
            fn erf(self) -> Self {
                $erf(self)
            }
            #[inline(always)]
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            #[inline(always)]
            fn max(self, other: Self) -> Self {
                // Selects, so a loop over it vectorises: `other` when `self` is not larger
                // (NaN included), then `self` back where it is NaN.
                let larger = if self > other { self } else { other };
                if <$t>::is_nan(self) { self } else { larger }
            }
            #[inline(always)]
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
        }
    };
}

// Straight-line code the compiler vectorises (`crate::math`), inlined always: a function
// left out of line (f64's `erf` was) is a call per element, which no loop vectorises through.
impl_scalar!(
    f32,
    math::erf_f32,
    math::exp_f32,
    math::ln_f32,
    math::ln_1p_f32,
    math::tanh_f32
);
impl_scalar!(
    f64,
    math::erf_f64,
    math::exp_f64,
    math::ln_f64,
    math::ln_1p_f64,
    math::tanh_f64
);

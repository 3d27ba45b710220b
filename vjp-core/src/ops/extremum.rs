//! The elementwise maximum and minimum of two tensors (`torch.maximum`, `torch.minimum`).
//!
//! ```
//! use vjp_core::{Const, Matrix, maximum, minimum};
//! let a = Matrix::<f64, Const<1>, Const<2>>::new(vec![1.0, 5.0])?;
//! let b = Matrix::<f64, Const<1>, Const<2>>::new(vec![3.0, 2.0])?;
//! assert_eq!(maximum(&a, &b)?.data(), [3.0, 5.0]);
//! assert_eq!(minimum(&a, &b)?.data(), [1.0, 2.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```
//!
//! As PyTorch's: NaN in either gives NaN; the gradient goes to the larger (smaller) element,
//! is halved between the two at a tie, and goes whole to both where either is NaN.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// Which of the two an element's gradient goes to: `dy` to `a` unless `b` wins, halved at a
/// tie. `a_loses` says `b` strictly wins (false at NaN: both keep it).
#[inline(always)]
fn share<T: Scalar>(a: T, b: T, d: T, a_loses: bool) -> T {
    if a == b {
        d * T::from_f64(0.5)
    } else if a_loses {
        T::ZERO
    } else {
        d
    }
}

/// `max(a, b)` elementwise; NaN where either is NaN.
#[vjp(crate = crate, backward = maximum_backward, trace = maximum_trace, check(S = (Const<2>, Const<3>)))]
pub fn maximum<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    a.zip_map(b, "maximum", |x, y| x.max(y))
}

/// The rule of [`maximum()`]: `dy` to the larger, halved at a tie, to both at NaN.
pub fn maximum_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    a.check_same_shape(b, "maximum backward")?;
    a.check_same_shape(dy, "maximum backward")?;
    let da = crate::simd::map3(
        a.data(),
        b.data(),
        dy.data(),
        #[inline(always)]
        |x, y, d| share(x, y, d, x < y),
    );
    let db = crate::simd::map3(
        a.data(),
        b.data(),
        dy.data(),
        #[inline(always)]
        |x, y, d| share(x, y, d, x > y),
    );
    Ok((Tensor::from_vec(a.shape(), da)?, Tensor::from_vec(a.shape(), db)?))
}

/// `min(a, b)` elementwise; NaN where either is NaN.
#[vjp(crate = crate, backward = minimum_backward, trace = minimum_trace, check(S = (Const<2>, Const<3>)))]
pub fn minimum<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    a.zip_map(b, "minimum", |x, y| -(-x).max(-y))
}

/// The rule of [`minimum()`]: `dy` to the smaller, halved at a tie, to both at NaN.
pub fn minimum_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    a.check_same_shape(b, "minimum backward")?;
    a.check_same_shape(dy, "minimum backward")?;
    let da = crate::simd::map3(
        a.data(),
        b.data(),
        dy.data(),
        #[inline(always)]
        |x, y, d| share(x, y, d, x > y),
    );
    let db = crate::simd::map3(
        a.data(),
        b.data(),
        dy.data(),
        #[inline(always)]
        |x, y, d| share(x, y, d, x < y),
    );
    Ok((Tensor::from_vec(a.shape(), da)?, Tensor::from_vec(a.shape(), db)?))
}

/// The shares of both rules in graph primitives: `dy` to `a` unless `a` loses (`loses`
/// compares `a` with `b`), halved at a tie; the same to `b` with `wins` (the comparison under
/// which `b` loses).
fn shares(
    g: &mut crate::hlo::Graph,
    a: crate::hlo::Value,
    b: crate::hlo::Value,
    dy: crate::hlo::Value,
    loses: crate::hlo::Comparison,
    wins: crate::hlo::Comparison,
) -> Result<(crate::hlo::Value, crate::hlo::Value)> {
    use crate::hlo::Comparison;
    let zero = g.full_like(a, 0.0)?;
    let half = g.scale(dy, 0.5)?;
    let tie = g.compare(Comparison::Eq, a, b)?;
    let share = |g: &mut crate::hlo::Graph, direction| -> Result<crate::hlo::Value> {
        let lost = g.compare(direction, a, b)?;
        let kept = g.select(lost, zero, dy)?;
        g.select(tie, half, kept)
    };
    Ok((share(g, loses)?, share(g, wins)?))
}

/// [`maximum()`] and its rule as graph primitives.
pub mod maximum_trace {
    use crate::error::Result;
    use crate::hlo::{Binary, Comparison, Graph, Value};

    /// `stablehlo.maximum` (NaN-propagating).
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.binary(Binary::Maximum, a, b)
    }

    /// `dy` to the larger, halved at a tie.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        super::shares(g, a, b, dy, Comparison::Lt, Comparison::Gt)
    }
}

/// [`minimum()`] and its rule as graph primitives.
pub mod minimum_trace {
    use crate::error::Result;
    use crate::hlo::{Binary, Comparison, Graph, Value};

    /// `stablehlo.minimum` (NaN-propagating).
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.binary(Binary::Minimum, a, b)
    }

    /// `dy` to the smaller, halved at a tie.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        super::shares(g, a, b, dy, Comparison::Gt, Comparison::Lt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    /// PyTorch's values and gradients (`torch.maximum`/`minimum` of `[1, 2, 3, NaN]` and
    /// `[2, 2, 1, 1]`, summed and differentiated).
    #[test]
    fn ties_and_nan_are_pytorchs() {
        let a = Matrix::<f64, usize, usize>::from_vec((1, 4), vec![1.0, 2.0, 3.0, f64::NAN]).unwrap();
        let b = Matrix::<f64, usize, usize>::from_vec((1, 4), vec![2.0, 2.0, 1.0, 1.0]).unwrap();
        let ones = Matrix::full((1, 4), 1.0);
        let y = maximum(&a, &b).unwrap();
        assert_eq!(&y.data()[..3], [2.0, 2.0, 3.0]);
        assert!(y.data()[3].is_nan());
        let (da, db) = maximum_backward(&a, &b, &y, &ones).unwrap();
        assert_eq!(
            (da.data(), db.data()),
            (&[0.0, 0.5, 1.0, 1.0][..], &[1.0, 0.5, 0.0, 1.0][..])
        );
        let y = minimum(&a, &b).unwrap();
        assert_eq!(&y.data()[..3], [1.0, 2.0, 1.0]);
        assert!(y.data()[3].is_nan());
        let (da, db) = minimum_backward(&a, &b, &y, &ones).unwrap();
        assert_eq!(
            (da.data(), db.data()),
            (&[1.0, 0.5, 0.0, 1.0][..], &[0.0, 0.5, 1.0, 1.0][..])
        );
    }
}

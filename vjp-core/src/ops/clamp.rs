//! Clamping into an interval, elementwise (`torch.clamp(x, min, max)`).
//!
//! ```
//! use vjp_core::{Const, Matrix, clamp};
//! let x = Matrix::<f64, Const<1>, Const<3>>::new(vec![-2.0, 0.25, 3.0])?;
//! assert_eq!(clamp(&x, -1.0, 1.0).data(), [-1.0, 0.25, 1.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `min(max(x, low), high)` for every element, as PyTorch computes it: NaN stays NaN, and with
/// `low > high` every element is `high`.
#[vjp(crate = crate, backward = clamp_backward, trace = clamp_trace,
      check(S = (Const<2>, Const<3>), low = -0.5, high = 0.5))]
pub fn clamp<T: Scalar, S: Shape>(x: &Tensor<T, S>, low: T, high: T) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| {
            let raised = if v < low { low } else { v };
            if raised > high { high } else { raised }
        },
    )
}

/// The rule of [`clamp()`]: `dx = dy` where `low < x < high` strictly, 0 elsewhere (at the
/// bounds, outside them and at NaN, as PyTorch's).
pub fn clamp_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    low: &T,
    high: &T,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    let (low, high) = (*low, *high);
    x.zip_map(
        dy,
        "clamp backward",
        |v, d| if v > low && v < high { d } else { T::ZERO },
    )
}

/// [`clamp()`] and its rule as graph primitives.
pub mod clamp_trace {
    use crate::error::Result;
    use crate::hlo::{Binary, Comparison, Graph, Value};
    use crate::scalar::Scalar;

    /// `min(max(x, low), high)` (both propagate NaN).
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, low: T, high: T) -> Result<Value> {
        let (low, high) = (g.full_like(x, low.to_f64())?, g.full_like(x, high.to_f64())?);
        let raised = g.binary(Binary::Maximum, x, low)?;
        g.binary(Binary::Minimum, raised, high)
    }

    /// `dy` where `low < x < high`, else 0.
    pub fn backward<T: Scalar>(g: &mut Graph, x: Value, low: &T, high: &T, _: Value, dy: Value) -> Result<Value> {
        let (low, high) = (g.full_like(x, low.to_f64())?, g.full_like(x, high.to_f64())?);
        let zero = g.full_like(x, 0.0)?;
        let (above, below) = (g.compare(Comparison::Gt, x, low)?, g.compare(Comparison::Lt, x, high)?);
        let inner = g.select(below, dy, zero)?;
        g.select(above, inner, zero)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    /// PyTorch's values and gradients at the edges: the bounds themselves pass no gradient, NaN
    /// stays NaN with gradient 0, and an empty interval gives `high` everywhere.
    #[test]
    fn edges_are_pytorchs() {
        let x = Matrix::<f64, usize, usize>::from_vec((1, 6), vec![-1.0, -0.5, 0.0, 0.5, 1.0, f64::NAN]).unwrap();
        let y = clamp(&x, -0.5, 0.5);
        assert_eq!(&y.data()[..5], [-0.5, -0.5, 0.0, 0.5, 0.5]);
        assert!(y.data()[5].is_nan());
        let ones = Matrix::full((1, 6), 1.0);
        assert_eq!(
            clamp_backward(&x, &-0.5, &0.5, &y, &ones).unwrap().data(),
            [0.0, 0.0, 1.0, 0.0, 0.0, 0.0]
        );
        assert_eq!(clamp(&x, 0.7, 0.2).data()[..5], [0.2; 5]);
    }
}

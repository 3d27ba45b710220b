//! Choosing elementwise between two tensors by a condition that is not differentiated:
//! `torch.where(condition, a, b)` is `select(a, b, condition)` (the condition last, as the
//! first argument is the input of the op's witness).
//!
//! ```
//! use vjp_core::{Const, Matrix, select};
//! let condition = Matrix::<f64, Const<1>, Const<3>>::new(vec![1.0, 0.0, 1.0])?;
//! let a = Matrix::<f64, Const<1>, Const<3>>::new(vec![1.0, 2.0, 3.0])?;
//! let b = Matrix::<f64, Const<1>, Const<3>>::new(vec![-1.0, -2.0, -3.0])?;
//! assert_eq!(select(&a, &b, &condition)?.data(), [1.0, -2.0, 3.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `a` where `condition` is nonzero, `b` where it is zero (a NaN condition counts as true, as
/// PyTorch's cast to `bool` does); an error naming the shapes unless all three agree.
#[vjp(crate = crate, backward = select_backward, trace = select_trace,
      check(S = (Const<2>, Const<3>), condition = alternating()))]
pub fn select<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    #[no_grad] condition: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    condition.check_same_shape(a, "select")?;
    condition.check_same_shape(b, "select")?;
    let data = crate::simd::map3(
        condition.data(),
        a.data(),
        b.data(),
        #[inline(always)]
        |c, x, y| if c == T::ZERO { y } else { x },
    );
    Tensor::from_vec(a.shape(), data)
}

/// The rule of [`select()`]: `dy` to `a` where the condition holds, to `b` elsewhere.
pub fn select_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    condition: &Tensor<T, S>,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    for other in [a, b, dy] {
        condition.check_same_shape(other, "select backward")?;
    }
    let da = condition.zip_map(dy, "select backward", |c, d| if c == T::ZERO { T::ZERO } else { d })?;
    let db = condition.zip_map(dy, "select backward", |c, d| if c == T::ZERO { d } else { T::ZERO })?;
    Ok((da, db))
}

/// [`select()`] and its rule as graph primitives.
pub mod select_trace {
    use crate::error::Result;
    use crate::hlo::{Comparison, Graph, Value};

    /// `condition != 0` as a predicate (NaN is unequal to 0, so true).
    fn holds(g: &mut Graph, condition: Value) -> Result<Value> {
        let zero = g.full_like(condition, 0.0)?;
        g.compare(Comparison::Ne, condition, zero)
    }

    /// `stablehlo.select` on `condition != 0`.
    pub fn forward(g: &mut Graph, a: Value, b: Value, condition: Value) -> Result<Value> {
        let predicate = holds(g, condition)?;
        g.select(predicate, a, b)
    }

    /// `dy` to `a` where the condition holds, to `b` elsewhere.
    pub fn backward(
        g: &mut Graph,
        _: Value,
        _: Value,
        condition: Value,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value)> {
        let predicate = holds(g, condition)?;
        let zero = g.full_like(dy, 0.0)?;
        Ok((g.select(predicate, dy, zero)?, g.select(predicate, zero, dy)?))
    }
}

/// A condition for the generated check: 1, 0, 1, 0, ... (both branches differentiated).
#[cfg(test)]
fn alternating<T: Scalar, S: crate::shape::StaticShape>() -> Tensor<T, S> {
    Tensor::from_fn(S::get(), |i| if i % 2 == 0 { T::ONE } else { T::ZERO })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    /// PyTorch's cast of a float condition: nonzero and NaN are true; shapes must agree.
    #[test]
    fn a_nan_condition_is_true_and_shapes_must_agree() {
        let condition = Matrix::<f64, usize, usize>::from_vec((1, 3), vec![f64::NAN, 0.0, -2.0]).unwrap();
        let a = Matrix::full((1, 3), 1.0);
        let b = Matrix::full((1, 3), 2.0);
        assert_eq!(select(&a, &b, &condition).unwrap().data(), [1.0, 2.0, 1.0]);
        let wide = Matrix::full((1, 4), 2.0);
        let err = select(&a, &wide, &condition).unwrap_err().to_string();
        assert!(err.contains("[1, 3]") && err.contains("[1, 4]"), "{err}");
    }
}

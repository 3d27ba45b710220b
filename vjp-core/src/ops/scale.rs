//! Multiplication by a constant; its backward multiplies by the same constant.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `factor · x`, the factor a constant (such as `1/sqrt(d)`). Its witness is
/// [`Scale`](crate::Scale).
#[vjp(crate = crate, backward = scale_backward, trace = scale_trace, check(S = (Const<2>, Const<3>), factor = 0.37))]
pub fn scale<T: Scalar, S: Shape>(x: &Tensor<T, S>, factor: T) -> Tensor<T, S> {
    x.map(|v| factor * v)
}

/// [`scale()`] and its rule as graph primitives.
pub mod scale_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::scalar::Scalar;

    /// `factor · x`.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, factor: T) -> Result<Value> {
        g.scale(x, factor.to_f64())
    }

    /// `factor · dy`.
    pub fn backward<T: Scalar>(g: &mut Graph, _: Value, factor: &T, _: Value, dy: Value) -> Result<Value> {
        g.scale(dy, factor.to_f64())
    }
}

/// The rule of [`scale()`]: `dx = factor · dy`.
pub fn scale_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    factor: &T,
    _y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.check_same_shape(dy, "scale backward")?;
    Ok(scale(dy, *factor))
}

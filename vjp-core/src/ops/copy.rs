//! A copy of a tensor: what `x.clone()` on a differentiable value is in a derived body (the
//! first value of an accumulator, `let mut h = x.clone();`, or a branch that returns its
//! input). Its backward passes the cotangent through.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `x`, copied.
#[vjp(crate = crate, backward = copy_backward, trace = copy_trace, check(S = (Const<2>, Const<3>)))]
pub fn copy<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.clone()
}

/// [`copy()`] and its rule as graph primitives: the value and its cotangent, unchanged.
pub mod copy_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x`.
    pub fn forward(_: &mut Graph, x: Value) -> Result<Value> {
        Ok(x)
    }

    /// `dy`.
    pub fn backward(_: &mut Graph, _: Value, _: Value, dy: Value) -> Result<Value> {
        Ok(dy)
    }
}

/// The rule of [`copy()`]: `dx = dy`.
pub fn copy_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    _y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.check_same_shape(dy, "copy backward")?;
    Ok(dy.clone())
}

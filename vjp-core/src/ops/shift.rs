//! Addition of a constant; its backward passes the cotangent through.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `x + c`, the constant `c` a configuration scalar (an ε under a square root, say). In a
/// derived body, `&x + c` and `c + &x` are this op, `&x - c` is `shift(x, -c)`.
#[vjp(crate = crate, backward = shift_backward, trace = shift_trace, check(S = (Const<2>, Const<3>), c = 0.37))]
pub fn shift<T: Scalar, S: Shape>(x: &Tensor<T, S>, c: T) -> Tensor<T, S> {
    x.map(|v| v + c)
}

/// [`shift()`] and its rule as graph primitives.
pub mod shift_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::scalar::Scalar;

    /// `x + c`.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, c: T) -> Result<Value> {
        let c = g.full_like(x, c.to_f64())?;
        g.add(x, c)
    }

    /// `dy`.
    pub fn backward<T: Scalar>(_: &mut Graph, _: Value, _: &T, _: Value, dy: Value) -> Result<Value> {
        Ok(dy)
    }
}

/// The rule of [`shift()`]: `dx = dy`.
pub fn shift_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    _c: &T,
    _y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.check_same_shape(dy, "shift backward")?;
    Ok(dy.clone())
}

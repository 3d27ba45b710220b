//! Reshape: the same elements under another shape; its backward reshapes back.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// The elements of `x` under `shape` (an error unless the element counts agree). Its
/// witness is [`Reshape`](crate::Reshape).
#[vjp(crate = crate, backward = reshape_backward, trace = reshape_trace, check(S = (Const<2>, Const<3>), S2 = (Const<6>,), shape = (Const,)))]
pub fn reshape<T: Scalar, S: Shape, S2: Shape>(x: &Tensor<T, S>, shape: S2) -> Result<Tensor<T, S2>> {
    x.clone().reshape(shape)
}

/// The rule of [`reshape()`]: the cotangent reshaped back to the input's shape.
pub fn reshape_backward<T: Scalar, S: Shape, S2: Shape>(
    x: &Tensor<T, S>,
    _shape: &S2,
    _y: &Tensor<T, S2>,
    dy: &Tensor<T, S2>,
) -> Result<Tensor<T, S>> {
    dy.clone().reshape(x.shape())
}

/// [`reshape()`] and its rule as graph primitives.
pub mod reshape_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::shape::Shape;

    /// `x` under `shape`.
    pub fn forward<S2: Shape>(g: &mut Graph, x: Value, shape: S2) -> Result<Value> {
        g.reshape(x, &shape.dims())
    }

    /// `dy` under the input's shape.
    pub fn backward<S2: Shape>(g: &mut Graph, x: Value, _: &S2, _: Value, dy: Value) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        g.reshape(dy, &shape)
    }
}

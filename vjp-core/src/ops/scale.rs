//! Multiplication by a constant; its backward multiplies by the same constant.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::witness::{Parameterless, Vjp};

/// `factor · x`.
pub fn scale<T: Scalar, S: Shape>(x: &Tensor<T, S>, factor: T) -> Tensor<T, S> {
    x.map(|v| factor * v)
}

/// The witness for [`scale`] by a constant factor (such as `1/sqrt(d)`).
#[derive(Clone, Copy, Debug)]
pub struct Scale<T> {
    /// The constant factor.
    pub factor: T,
}

impl<T> Parameterless for Scale<T> {}

impl<T: Scalar, S: Shape> Vjp<T, Tensor<T, S>> for Scale<T> {
    type Output = Tensor<T, S>;
    type Saved = ();
    fn forward(&self, x: Tensor<T, S>) -> Result<(Self::Output, ())> {
        Ok((scale(&x, self.factor), ()))
    }
    fn backward(&self, _: &(), dy: &Self::Output) -> Result<(Tensor<T, S>, ())> {
        Ok((scale(dy, self.factor), ()))
    }
}

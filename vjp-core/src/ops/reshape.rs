//! Reshape: the same elements under another shape; its backward reshapes back.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::witness::{Parameterless, Vjp};

/// The witness for [`Tensor::reshape`] to `shape`.
#[derive(Clone, Copy, Debug)]
pub struct Reshape<S2> {
    /// The output shape.
    pub shape: S2,
}

impl<S2> Parameterless for Reshape<S2> {}

impl<T: Scalar, S: Shape, S2: Shape> Vjp<T, Tensor<T, S>> for Reshape<S2> {
    type Output = Tensor<T, S2>;
    type Saved = S;
    fn forward(&self, x: Tensor<T, S>) -> Result<(Self::Output, S)> {
        let shape = x.shape();
        Ok((x.reshape(self.shape)?, shape))
    }
    fn backward(&self, shape: &S, dy: &Self::Output) -> Result<(Tensor<T, S>, ())> {
        Ok((dy.clone().reshape(*shape)?, ()))
    }
}

//! Sum of two tensors of one shape; its backward hands `dy` to both.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::value::Differentiable;
use crate::witness::{Parameterless, Vjp};

/// `a + b`; an error naming both shapes if they differ.
pub fn add<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    let mut out = a.clone();
    out.add_assign(b)?;
    Ok(out)
}

/// The witness for [`add`]: input `(a, b)`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Add;

impl Parameterless for Add {}

impl<T: Scalar, S: Shape> Vjp<T, (Tensor<T, S>, Tensor<T, S>)> for Add {
    type Output = Tensor<T, S>;
    type Saved = ();
    fn forward(&self, (a, b): (Tensor<T, S>, Tensor<T, S>)) -> Result<(Self::Output, ())> {
        Ok((add(&a, &b)?, ()))
    }
    fn backward(&self, _: &(), dy: &Self::Output) -> Result<((Tensor<T, S>, Tensor<T, S>), ())> {
        Ok(((dy.clone(), dy.clone()), ()))
    }
}

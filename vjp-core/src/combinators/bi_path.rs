//! Two branches on one input, summed: `x ↦ f(x) + g(x)`, whose backward is the sum of the
//! branches' backwards. A residual is `bi_path(Identity, f)`.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::value::Differentiable;
use crate::witness::{Parameterless, Params, Vjp};

/// `x ↦ left(x) + right(x)`; both branches must produce the same output type.
#[derive(Clone, Debug)]
pub struct BiPath<F, G> {
    /// One branch.
    pub left: F,
    /// The other branch.
    pub right: G,
}

/// `x ↦ left(x) + right(x)`. Its backward is `left.backward(dy) + right.backward(dy)`.
pub fn bi_path<F, G>(left: F, right: G) -> BiPath<F, G> {
    BiPath { left, right }
}

/// The identity, whose backward passes `dy` through.
#[derive(Clone, Copy, Debug, Default)]
pub struct Identity;

impl Parameterless for Identity {}

impl<T: Scalar, X: Differentiable<T>> Vjp<T, X> for Identity {
    type Output = X;
    type Saved = ();
    fn forward(&self, x: X) -> Result<(X, ())> {
        Ok((x, ()))
    }
    fn backward(&self, _: &(), dy: &X) -> Result<(X, ())> {
        Ok((dy.clone(), ()))
    }
}

/// `x ↦ x + branch(x)`: `bi_path(Identity, branch)`, whose backward is `dy + branch.backward(dy)`.
pub fn residual<F>(branch: F) -> BiPath<Identity, F> {
    bi_path(Identity, branch)
}

super::params_of_fields!([F: Params<T>, G: Params<T>] BiPath<F, G> { left: F, right: G });

impl<T, X, F, G> Vjp<T, X> for BiPath<F, G>
where
    T: Scalar,
    X: Differentiable<T>,
    F: Vjp<T, X>,
    G: Vjp<T, X, Output = F::Output>,
{
    type Output = F::Output;
    type Saved = (F::Saved, G::Saved);
    fn forward(&self, x: X) -> Result<(Self::Output, Self::Saved)> {
        let (mut y, saved_left) = self.left.forward(x.clone())?;
        let (y_right, saved_right) = self.right.forward(x)?;
        y.add_assign(&y_right)?;
        Ok((y, (saved_left, saved_right)))
    }
    fn backward(&self, (saved_left, saved_right): &Self::Saved, dy: &Self::Output) -> Result<(X, Self::Grads)> {
        let (mut dx, grads_left) = self.left.backward(saved_left, dy)?;
        let (dx_right, grads_right) = self.right.backward(saved_right, dy)?;
        dx.add_assign(&dx_right)?;
        Ok((dx, (grads_left, grads_right)))
    }
}

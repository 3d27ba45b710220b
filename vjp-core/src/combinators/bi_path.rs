//! Two branches on one input, summed: `x ↦ f(x) + g(x)`, whose backward is the sum of the
//! branches' backwards. A residual is `bi_path(Identity, f)`.

use crate::error::Result;
use crate::hlo::{Graph, Graphed, Parameters, Trace, TracedValue};
use crate::scalar::Scalar;
use crate::tape::{ParamNodes, Record, RecordResult, Recorded, Tape};
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
    fn apply(&self, x: X) -> Result<X> {
        Ok(x)
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
    fn apply(&self, x: X) -> Result<Self::Output> {
        let mut y = self.left.apply(x.clone())?;
        y.add_assign(&self.right.apply(x)?)?;
        Ok(y)
    }
}

/// The identity traced: the input is the output, the cotangent passes through.
impl<T: Scalar, X: Graphed<T>> Trace<T, X> for Identity {
    type In = X::Traced;
    type Out = X::Traced;
    type Kept = ();
    fn trace(&self, _: &mut Graph, _: &mut Parameters, x: X::Traced) -> Result<(X::Traced, ())> {
        Ok((x, ()))
    }
    fn trace_back(&self, _: &mut Graph, _: &mut Parameters, _: &(), dy: X::Traced) -> Result<X::Traced> {
        Ok(dy)
    }
}

/// Two branches traced and summed; backward, the sum of their input cotangents.
impl<T, X, F, G> Trace<T, X> for BiPath<F, G>
where
    T: Scalar,
    X: Differentiable<T>,
    F: Trace<T, X>,
    G: Trace<T, X, Output = F::Output, In = F::In, Out = F::Out>,
{
    type In = F::In;
    type Out = F::Out;
    type Kept = (F::Kept, G::Kept);
    fn trace(&self, g: &mut Graph, params: &mut Parameters, x: F::In) -> Result<(F::Out, Self::Kept)> {
        let (left, kept_left) = self.left.trace(g, params, x.clone())?;
        let (right, kept_right) = self.right.trace(g, params, x)?;
        Ok((TracedValue::add(g, &left, &right)?, (kept_left, kept_right)))
    }
    fn trace_back(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        (kept_left, kept_right): &Self::Kept,
        dy: F::Out,
    ) -> Result<F::In> {
        let dx_left = self.left.trace_back(g, params, kept_left, dy.clone())?;
        let dx_right = self.right.trace_back(g, params, kept_right, dy)?;
        TracedValue::add(g, &dx_left, &dx_right)
    }
}

impl<T: Scalar, X: Recorded<T>> Record<T, X> for Identity {
    fn record(&self, _: &mut Tape<T>, input: X::Ids, _: &mut ParamNodes) -> RecordResult<X::Ids> {
        Ok(input)
    }
}

impl<T, X, F, G> Record<T, X> for BiPath<F, G>
where
    T: Scalar,
    X: Recorded<T>,
    F: Record<T, X>,
    G: Record<T, X, Output = F::Output>,
{
    fn record(
        &self,
        tape: &mut Tape<T>,
        input: X::Ids,
        params: &mut ParamNodes,
    ) -> RecordResult<<F::Output as Recorded<T>>::Ids> {
        let left = self.left.record(tape, input.clone(), params)?;
        let right = self.right.record(tape, input, params)?;
        <F::Output as Recorded<T>>::record_sum(tape, left, right)
    }
}

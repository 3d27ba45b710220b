//! Sum of two tensors of one shape; its backward hands `dy` to both.

use crate::error::Result;
use crate::hlo::Traced;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tape::{NodeId, ParamNodes, Record, RecordResult, Tape};
use crate::tensor::Tensor;
use crate::vjp;
use crate::witness::{Parameterless, Vjp};

/// `a + b`; an error naming both shapes if they differ.
#[vjp(crate = crate, backward = add_backward, trace = add_trace, check(S = (Const<2>, Const<3>)))]
pub fn add<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    // One pass, reading both and writing the sum (not a copy of `a`, then a pass adding `b`).
    a.zip_map(b, "add", |x, y| x + y)
}

/// The rule of [`add()`]: `(da, db) = (dy, dy)`.
pub fn add_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    _out: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    a.check_same_shape(dy, "add backward")?;
    b.check_same_shape(dy, "add backward")?;
    Ok((dy.clone(), dy.clone()))
}

/// [`add()`] and its rule as graph primitives.
pub mod add_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `a + b`.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.add(a, b)
    }

    /// `(dy, dy)`.
    pub fn backward(_: &mut Graph, _: Value, _: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Ok((dy, dy))
    }
}

/// The witness for [`add()`] with both operands differentiable: input `(a, b)`. (`add::Layer`
/// is the other reading: `x ↦ x + b` with parameter `b`.)
#[derive(Clone, Copy, Debug, Default)]
pub struct Add;

impl Parameterless for Add {}

impl<T: Scalar, S: Shape> Vjp<T, (Tensor<T, S>, Tensor<T, S>)> for Add {
    type Output = Tensor<T, S>;
    type Saved = (Tensor<T, S>, Tensor<T, S>, Tensor<T, S>);
    fn forward(&self, (a, b): (Tensor<T, S>, Tensor<T, S>)) -> Result<(Self::Output, Self::Saved)> {
        let out = add(&a, &b)?;
        Ok((out.clone(), (a, b, out)))
    }
    fn backward(&self, (a, b, out): &Self::Saved, dy: &Self::Output) -> Result<((Tensor<T, S>, Tensor<T, S>), ())> {
        Ok((add_backward(a, b, out, dy)?, ()))
    }
}

/// [`Add`] traced through [`add_trace`].
impl<T: Scalar, S: Shape> crate::hlo::Trace<T, (Tensor<T, S>, Tensor<T, S>)> for Add {
    type In = (Traced<Tensor<T, S>>, Traced<Tensor<T, S>>);
    type Out = Traced<Tensor<T, S>>;
    type Kept = (Traced<Tensor<T, S>>, Traced<Tensor<T, S>>);
    fn trace(
        &self,
        g: &mut crate::hlo::Graph,
        _: &mut crate::hlo::Parameters,
        (a, b): (Traced<Tensor<T, S>>, Traced<Tensor<T, S>>),
    ) -> Result<(Traced<Tensor<T, S>>, Self::Kept)> {
        Ok((Traced::new(add_trace::forward(g, a.value(), b.value())?), (a, b)))
    }
    fn trace_back(
        &self,
        g: &mut crate::hlo::Graph,
        _: &mut crate::hlo::Parameters,
        (a, b): &Self::Kept,
        dy: Traced<Tensor<T, S>>,
    ) -> Result<(Traced<Tensor<T, S>>, Traced<Tensor<T, S>>)> {
        let (da, db) = add_trace::backward(g, a.value(), b.value(), dy.value(), dy.value())?;
        Ok((Traced::new(da), Traced::new(db)))
    }
}

impl<T: Scalar, S: Shape> Record<T, (Tensor<T, S>, Tensor<T, S>)> for Add {
    fn record(&self, tape: &mut Tape<T>, (a, b): (NodeId, NodeId), _: &mut ParamNodes) -> RecordResult<NodeId> {
        add::record::<T, S>(tape, a, b)
    }
}

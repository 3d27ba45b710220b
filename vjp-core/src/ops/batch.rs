//! One example of a batch, and its adjoint: an example put in its place in a zero batch. The
//! tape records `batch_map` with these.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::{LeadingAxis, Prepend, Shape};
use crate::tensor::{Tensor, block, block_mut};
use crate::vjp;

fn check_index(op: &'static str, index: usize, batch: usize) -> Result<()> {
    if index < batch {
        Ok(())
    } else {
        Err(Error::invalid(
            op,
            format!("example {index} is outside a batch of {batch}"),
        ))
    }
}

/// Example `index` of the batch `x` (its leading axis).
#[vjp(crate = crate, backward = take_example_backward, trace = take_example_trace, check(S = (Const<3>, Const<2>, Const<2>), index = 1))]
pub fn take_example<T: Scalar, S: LeadingAxis>(x: &Tensor<T, S>, index: usize) -> Result<Tensor<T, S::Rest>> {
    let (lead, rest) = x.shape().split();
    check_index("take_example", index, lead.size())?;
    let n = rest.numel();
    Tensor::from_vec(rest, block(x.data(), index, n, "take_example")?.to_vec())
}

/// The rule of [`take_example()`]: the cotangent in its place in a zero batch.
pub fn take_example_backward<T: Scalar, S: LeadingAxis>(
    x: &Tensor<T, S>,
    index: &usize,
    _y: &Tensor<T, S::Rest>,
    dy: &Tensor<T, S::Rest>,
) -> Result<Tensor<T, S>> {
    let (lead, rest) = x.shape().split();
    check_index("take_example backward", *index, lead.size())?;
    if dy.shape() != rest {
        return Err(Error::mismatch(
            "take_example backward",
            rest.dims(),
            dy.dims(),
            "the cotangent must have an example's shape",
        ));
    }
    let n = rest.numel();
    let mut dx = Tensor::zeros(x.shape());
    block_mut(dx.data_mut(), *index, n, "take_example backward")?.copy_from_slice(dy.data());
    Ok(dx)
}

/// `x` as example `index` of a batch of `batch` examples, the others zero: the adjoint of
/// [`take_example()`].
#[vjp(crate = crate, backward = place_example_backward, trace = place_example_trace, check(R = (Const<2>,), B = 3, index = 2, batch = Const))]
pub fn place_example<T: Scalar, R: Prepend<B>, B: Dim>(
    x: &Tensor<T, R>,
    index: usize,
    batch: B,
) -> Result<Tensor<T, R::Out>> {
    check_index("place_example", index, batch.size())?;
    let n = x.numel();
    let mut out = Tensor::zeros(x.shape().prepend(batch));
    block_mut(out.data_mut(), index, n, "place_example")?.copy_from_slice(x.data());
    Ok(out)
}

/// The rule of [`place_example()`]: the cotangent's example `index`.
pub fn place_example_backward<T: Scalar, R: Prepend<B>, B: Dim>(
    x: &Tensor<T, R>,
    index: &usize,
    batch: &B,
    _y: &Tensor<T, R::Out>,
    dy: &Tensor<T, R::Out>,
) -> Result<Tensor<T, R>> {
    check_index("place_example backward", *index, batch.size())?;
    let expected = x.shape().prepend(*batch);
    if dy.shape() != expected {
        return Err(Error::mismatch(
            "place_example backward",
            expected.dims(),
            dy.dims(),
            "the cotangent must have the batch's shape",
        ));
    }
    let n = x.numel();
    Tensor::from_vec(
        x.shape(),
        block(dy.data(), *index, n, "place_example backward")?.to_vec(),
    )
}

/// [`take_example()`] and its rule as graph primitives.
pub mod take_example_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Example `index`, its leading axis dropped.
    pub fn forward(g: &mut Graph, x: Value, index: usize) -> Result<Value> {
        let one = g.slice_axis(x, 0, index, 1)?;
        let rest = g.shape(x)?.get(1..).unwrap_or_default().to_vec();
        g.reshape(one, &rest)
    }

    /// The cotangent in its place in a zero batch.
    pub fn backward(g: &mut Graph, x: Value, index: &usize, _: Value, dy: Value) -> Result<Value> {
        let batch = g.shape(x)?.first().copied().unwrap_or(0);
        place_example(g, dy, *index, batch)
    }

    /// `x` as example `index` of `batch` examples, the others zero.
    pub(super) fn place_example(g: &mut Graph, x: Value, index: usize, batch: usize) -> Result<Value> {
        let one = place_example_unit(g, x)?;
        g.pad_axis(one, 0, index, batch)
    }

    /// `x` as a batch of one example (a leading axis of 1), to be joined with others.
    pub fn place_example_unit(g: &mut Graph, x: Value) -> Result<Value> {
        let mut shape = vec![1];
        shape.extend_from_slice(g.shape(x)?);
        g.reshape(x, &shape)
    }
}

/// [`place_example()`] and its rule as graph primitives.
pub mod place_example_trace {
    use crate::dim::Dim;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x` as example `index` of a batch of `batch`, the others zero.
    pub fn forward<B: Dim>(g: &mut Graph, x: Value, index: usize, batch: B) -> Result<Value> {
        super::take_example_trace::place_example(g, x, index, batch.size())
    }

    /// The cotangent's example `index`.
    pub fn backward<B: Dim>(g: &mut Graph, _: Value, index: &usize, _: &B, _: Value, dy: Value) -> Result<Value> {
        super::take_example_trace::forward(g, dy, *index)
    }
}

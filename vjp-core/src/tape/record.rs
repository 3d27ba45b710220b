//! Recording: a model built from ops and combinators recorded on a tape, one node per primitive op, with its
//! parameters as leaves. Its tape gradients are its witness gradients. Each combinator's
//! `Record` sits beside its `Vjp` and `Trace`, in its own file.

use super::element::{DynTensor, Element};
use super::error::TapeError;
use super::graph::{NodeId, Tape};
use crate::ops::add::add;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::value::Differentiable;
use crate::witness::Vjp;

/// What recording gives: the value's nodes, or the tape's error.
pub type RecordResult<T> = std::result::Result<T, TapeError>;

/// A value that lives on a tape as nodes: a tensor is one node, a tuple a tuple of nodes.
pub trait Recorded<T: Scalar>: Differentiable<T> {
    /// The node ids holding the value.
    type Ids: Clone;
    /// Records `a + b` (for tuples, part by part).
    fn record_sum(tape: &mut Tape<T>, a: Self::Ids, b: Self::Ids) -> RecordResult<Self::Ids>;
}

impl<T: Scalar, S: Shape> Recorded<T> for Tensor<T, S> {
    type Ids = NodeId;
    fn record_sum(tape: &mut Tape<T>, a: NodeId, b: NodeId) -> RecordResult<NodeId> {
        add::record::<T, S>(tape, a, b)
    }
}

macro_rules! recorded_tuple {
    ($($v:ident $i:tt),+) => {
        impl<T: Scalar, $($v: Recorded<T>),+> Recorded<T> for ($($v,)+) {
            type Ids = ($($v::Ids,)+);
            fn record_sum(tape: &mut Tape<T>, a: Self::Ids, b: Self::Ids) -> RecordResult<Self::Ids> {
                Ok(($($v::record_sum(tape, a.$i, b.$i)?,)+))
            }
        }
    };
}

recorded_tuple!(A 0, B 1);
recorded_tuple!(A 0, B 1, C 2);

/// The leaves holding a model's parameters, in [`Params`](crate::Params) visit order. A map
/// applied several times with shared parameters (`batch_map`, `per_head`) rewinds the cursor
/// so every application uses the same leaves.
#[derive(Clone, Debug, Default)]
pub struct ParamNodes {
    /// The leaf ids, one per parameter tensor.
    pub ids: Vec<NodeId>,
    cursor: usize,
}

impl ParamNodes {
    /// No parameters yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The leaf for the next parameter tensor: created (requiring grad) on first use.
    pub fn leaf<E: Element, P: Clone + Into<DynTensor<E>>>(&mut self, tape: &mut Tape<E>, value: &P) -> NodeId {
        let id = match self.ids.get(self.cursor) {
            Some(&id) => id,
            None => {
                let id = tape.leaf(value.clone().into(), true);
                self.ids.push(id);
                id
            }
        };
        self.cursor += 1;
        id
    }

    /// The cursor, to rewind to for another application of the same parameters.
    pub fn position(&self) -> usize {
        self.cursor
    }

    /// Moves the cursor back to `position`.
    pub fn rewind(&mut self, position: usize) {
        self.cursor = position;
    }
}

/// A witness that can be recorded on a tape: input nodes in, output nodes out, parameters as
/// leaves in `params`.
pub trait Record<T: Scalar, X: Recorded<T>>: Vjp<T, X, Output: Recorded<T>> {
    /// Records this witness applied to the value at `input`.
    fn record(
        &self,
        tape: &mut Tape<T>,
        input: X::Ids,
        params: &mut ParamNodes,
    ) -> RecordResult<<Self::Output as Recorded<T>>::Ids>;
}

/// A wrapper that records its `layer`'s ops: a name (the tape has no names), or
/// rematerialisation (a tape keeps every node's value by design).
macro_rules! record_through_layer {
    ($($wrapper:ident),*) => {$(
        impl<T, X, F> Record<T, X> for $wrapper<F>
        where
            T: Scalar,
            X: Recorded<T>,
            F: Record<T, X>,
        {
            fn record(
                &self,
                tape: &mut Tape<T>,
                input: X::Ids,
                params: &mut ParamNodes,
            ) -> RecordResult<<F::Output as Recorded<T>>::Ids> {
                self.layer.record(tape, input, params)
            }
        }
    )*};
}

pub(crate) use record_through_layer;

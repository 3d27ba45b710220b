//! Graph form: a combinator-built model recorded on a tape, one node per primitive op, with its
//! parameters as leaves. Its tape gradients are its witness gradients.

use super::element::{DynTensor, Element};
use super::error::TapeError;
use super::graph::{NodeId, Tape};
use crate::combinators::batch_map::BatchMap;
use crate::combinators::bi_path::{BiPath, Identity};
use crate::combinators::chain::Chain;
use crate::combinators::comp::Comp;
use crate::combinators::fan_out::FanOut;
use crate::combinators::named::Named;
use crate::combinators::per_head::PerHead;
use crate::combinators::remat::Remat;
use crate::dim::Dim;
use crate::ops::add::{Add, add};
use crate::ops::batch::{place_example, take_example};
use crate::ops::matmul::{MatMul, matmul};
use crate::ops::slice::{pad_cols, slice_cols};
use crate::scalar::Scalar;
use crate::shape::{LeadingAxis, Prepend, Shape};
use crate::tensor::{Matrix, Tensor};
use crate::value::Differentiable;
use crate::witness::Vjp;

type RecordResult<T> = std::result::Result<T, TapeError>;

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

impl<T: Scalar, X: Recorded<T>> Record<T, X> for Identity {
    fn record(&self, _: &mut Tape<T>, input: X::Ids, _: &mut ParamNodes) -> RecordResult<X::Ids> {
        Ok(input)
    }
}

impl<T, X, F, G> Record<T, X> for Comp<F, G>
where
    T: Scalar,
    X: Recorded<T>,
    F: Record<T, X>,
    G: Record<T, F::Output>,
{
    fn record(
        &self,
        tape: &mut Tape<T>,
        input: X::Ids,
        params: &mut ParamNodes,
    ) -> RecordResult<<G::Output as Recorded<T>>::Ids> {
        let mid = self.first.record(tape, input, params)?;
        self.second.record(tape, mid, params)
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

/// A wrapper that records its `layer`'s ops: a name (the tape has no names), or
/// rematerialisation (a tape keeps every node's value by design).
macro_rules! lower_through_layer {
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

lower_through_layer!(Named, Remat);

impl<T, X, F> Record<T, X> for Chain<F>
where
    T: Scalar,
    X: Recorded<T>,
    F: Record<T, X, Output = X>,
{
    fn record(&self, tape: &mut Tape<T>, input: X::Ids, params: &mut ParamNodes) -> RecordResult<X::Ids> {
        let mut value = input;
        for layer in &self.layers {
            value = layer.record(tape, value, params)?;
        }
        Ok(value)
    }
}

macro_rules! lower_fan_out {
    ($($f:ident $i:tt),+) => {
        impl<T: Scalar, X: Recorded<T>, $($f: Record<T, X>),+> Record<T, X> for FanOut<($($f,)+)> {
            fn record(
                &self,
                tape: &mut Tape<T>,
                input: X::Ids,
                params: &mut ParamNodes,
            ) -> RecordResult<($(<$f::Output as Recorded<T>>::Ids,)+)> {
                Ok(($(self.branches.$i.record(tape, input.clone(), params)?,)+))
            }
        }
    };
}

lower_fan_out!(F0 0, F1 1);
lower_fan_out!(F0 0, F1 1, F2 2);

impl<T: Scalar, M: Dim, K: Dim, N: Dim> Record<T, (Matrix<T, M, K>, Matrix<T, K, N>)> for MatMul {
    fn record(&self, tape: &mut Tape<T>, (a, b): (NodeId, NodeId), _: &mut ParamNodes) -> RecordResult<NodeId> {
        matmul::record::<T, M, K, K, N>(tape, a, b)
    }
}

impl<T: Scalar, S: Shape> Record<T, (Tensor<T, S>, Tensor<T, S>)> for Add {
    fn record(&self, tape: &mut Tape<T>, (a, b): (NodeId, NodeId), _: &mut ParamNodes) -> RecordResult<NodeId> {
        add::record::<T, S>(tape, a, b)
    }
}

impl<T, S, SO, F> Record<T, Tensor<T, S>> for BatchMap<F>
where
    T: Scalar,
    S: LeadingAxis,
    SO: Prepend<S::Lead>,
    F: Record<T, Tensor<T, S::Rest>, Output = Tensor<T, SO>>,
    Tensor<T, S::Rest>: Recorded<T, Ids = NodeId>,
    Tensor<T, SO>: Recorded<T, Ids = NodeId>,
    Tensor<T, SO::Out>: Recorded<T, Ids = NodeId>,
{
    /// Example `i` is taken out (`take_example`), mapped, and put back in its place in a zero
    /// batch (`place_example`); the placed outputs are summed.
    fn record(&self, tape: &mut Tape<T>, input: NodeId, params: &mut ParamNodes) -> RecordResult<NodeId> {
        let lead = tape.value(input)?.shape().first().copied().unwrap_or(0);
        let batch = S::Lead::try_from_size(lead).map_err(|source| TapeError::Rule { node: input, source })?;
        let start = params.position();
        let mut total: Option<NodeId> = None;
        for index in 0..lead {
            params.rewind(start);
            let example = take_example::record::<T, S>(tape, input, index)?;
            let mapped = self.per_example.record(tape, example, params)?;
            let placed = place_example::record::<T, SO, S::Lead>(tape, mapped, index, batch)?;
            total = Some(match total {
                None => placed,
                Some(sum) => add::record::<T, SO::Out>(tape, sum, placed)?,
            });
        }
        total.ok_or(TapeError::Rule {
            node: input,
            source: crate::error::Error::invalid("batch_map", "the batch is empty"),
        })
    }
}

impl<T, N, DIn, DOut, F> Record<T, Matrix<T, N, DIn>> for PerHead<F, DOut>
where
    T: Scalar,
    N: Dim,
    DIn: Dim,
    DOut: Dim,
    F: Record<T, Matrix<T, N, usize>, Output = Matrix<T, N, usize>>,
    Matrix<T, N, usize>: Recorded<T, Ids = NodeId>,
    Matrix<T, N, DOut>: Recorded<T, Ids = NodeId>,
{
    /// Head `h`'s input is gathered from its slab of every group (`slice_cols`, `pad_cols`,
    /// summed); its output is padded into its block of the output width, and the blocks summed.
    fn record(&self, tape: &mut Tape<T>, input: NodeId, params: &mut ParamNodes) -> RecordResult<NodeId> {
        let rule = |source| TapeError::Rule { node: input, source };
        let width = tape.value(input)?.shape().get(1).copied().unwrap_or(0);
        let (heads, groups) = (self.heads(), self.groups());
        let slab = self.slab(width).map_err(rule)?;
        let start = params.position();
        let mut total: Option<NodeId> = None;
        for h in 0..heads {
            params.rewind(start);
            let mut head_input: Option<NodeId> = None;
            for g in 0..groups {
                let part = slice_cols::record::<T, N, DIn, usize>(tape, input, (g * heads + h) * slab, slab)?;
                let placed = pad_cols::record::<T, N, usize, usize>(tape, part, g * slab, groups * slab)?;
                head_input = Some(match head_input {
                    None => placed,
                    Some(sum) => add::record::<T, (N, usize)>(tape, sum, placed)?,
                });
            }
            let head_input = head_input.ok_or_else(|| rule(crate::error::Error::invalid("per_head", "no groups")))?;
            let head_output = self.per_head.record(tape, head_input, params)?;
            let b = tape.value(head_output)?.shape().get(1).copied().unwrap_or(0);
            let total_width = DOut::try_from_size(heads * b).map_err(rule)?;
            let placed = pad_cols::record::<T, N, usize, DOut>(tape, head_output, h * b, total_width)?;
            total = Some(match total {
                None => placed,
                Some(sum) => add::record::<T, (N, DOut)>(tape, sum, placed)?,
            });
        }
        total.ok_or_else(|| rule(crate::error::Error::invalid("per_head", "no heads")))
    }
}

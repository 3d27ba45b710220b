//! A `#[vjp]` function or witness recorded as one node of a runtime tape, through its own
//! pullback: `f::record` and the generated `Lower` implementations call these.

use super::{NoGrad, TapeInput, TapeValue};
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tape::{DynTensor, FromDyn, Lower, NodeId, ParamNodes, Tape, TapeError};
use crate::value::Differentiable;
use crate::witness::Vjp;

/// An argument recorded by value (configuration, or a `#[no_grad]` reference made owned).
#[derive(Clone, Debug)]
pub struct Value<V>(pub V);

/// One argument of a recorded function, naming (a [`NodeId`]) or holding (a [`Value`]) a
/// value of type `V`.
pub trait RecordArg<S: Scalar, V> {
    /// Its gradient: `V` for a node, `NoGrad` for a value.
    type Grad;
    /// The node it names, if any.
    fn node(&self) -> Option<NodeId>;
    /// Its value.
    fn read(self, tape: &Tape<S>) -> std::result::Result<V, TapeError>;
    /// Its gradient as a tape tensor, if it has one.
    fn grad_to_dyn(grad: Self::Grad) -> Option<DynTensor<S>>;
}

/// A differentiable argument: the tape node that holds its value.
impl<S: Scalar, V: TapeValue<S>> RecordArg<S, V> for NodeId {
    type Grad = V;
    fn node(&self) -> Option<NodeId> {
        Some(*self)
    }
    fn read(self, tape: &Tape<S>) -> std::result::Result<V, TapeError> {
        let node = tape.len();
        V::from_dyn(tape.value(self)?).map_err(|source| TapeError::Rule { node, source })
    }
    fn grad_to_dyn(grad: V) -> Option<DynTensor<S>> {
        Some(grad.into())
    }
}

impl<S: Scalar, V> RecordArg<S, V> for Value<V> {
    type Grad = NoGrad;
    fn node(&self) -> Option<NodeId> {
        None
    }
    fn read(self, _: &Tape<S>) -> std::result::Result<V, TapeError> {
        Ok(self.0)
    }
    fn grad_to_dyn(_: NoGrad) -> Option<DynTensor<S>> {
        None
    }
}

/// The arguments of a recorded function, a tuple of [`RecordArg`]s whose values are `V`.
pub trait RecordArgs<S: Scalar, V> {
    /// The tuple of the arguments' gradients.
    type Grads;
    /// The node of each argument (`None` for values).
    fn nodes(&self) -> Vec<Option<NodeId>>;
    /// The values.
    fn read(self, tape: &Tape<S>) -> std::result::Result<V, TapeError>;
    /// Each argument's gradient as a tape tensor, if it has one.
    fn grads_to_dyn(grads: Self::Grads) -> Vec<Option<DynTensor<S>>>;
}

/// A pullback called with the arguments held as one tuple `V` (each passed by reference as
/// the type `B` it borrows as), the output and the cotangent.
pub trait Spread<V, B, Y, G> {
    /// `pullback(&v.0, ..., &v.n, y, dy)`.
    fn spread(&self, values: &V, y: &Y, dy: &Y) -> Result<G>;
}

/// Records the call `vjp(values)` as one tape node named `name`: its parents are the node
/// arguments, its backward the pullback `vjp` returns.
pub fn record<S, A, V, B, Y, P>(
    tape: &mut Tape<S>,
    name: &str,
    args: A,
    vjp: impl FnOnce(&V) -> Result<(Y, P)>,
) -> std::result::Result<NodeId, TapeError>
where
    S: Scalar,
    A: RecordArgs<S, V>,
    V: 'static,
    Y: TapeValue<S> + Clone + 'static,
    P: Spread<V, B, Y, A::Grads> + 'static,
{
    let node = tape.len();
    let rule = move |source: Error| TapeError::Rule { node, source };
    let nodes = args.nodes();
    let values = args.read(tape)?;
    let (y, pullback) = vjp(&values).map_err(rule)?;
    let value: DynTensor<S> = y.clone().into();
    let parents = nodes.iter().flatten().copied().collect();
    let backward = move |dy: &DynTensor<S>| {
        let dy = Y::from_dyn(dy)?;
        let grads = pullback.spread(&values, &y, &dy)?;
        Ok(nodes
            .iter()
            .zip(A::grads_to_dyn(grads))
            .filter_map(|(node, grad)| Some(((*node)?, grad?)))
            .collect())
    };
    tape.record(name, value, parents, Box::new(backward))
}

/// Gradients that live on a tape: each part of a tuple of tensors as a tape tensor.
pub trait TapeValues<S: Scalar> {
    /// The parts, in order.
    fn to_dyn(self) -> Vec<DynTensor<S>>;
}

/// A generated witness (`f::Layer`), named after its function: it is recorded on a tape as
/// one node of that name, through its own forward and backward (the blanket
/// [`Lower`] implementation below).
pub trait Node {
    /// The function's name, the node's name on the tape.
    const NAME: &'static str;
}

/// A generated witness applied to the value at `input`, recorded as one tape node: its parents
/// are the input and one leaf per parameter (in `params`), its backward the witness's own.
impl<S, X, L> Lower<S, X> for L
where
    S: Scalar,
    X: TapeInput<S>,
    L: Node + Vjp<S, X, Output: TapeInput<S>, Grads: TapeValues<S>, Saved: 'static> + Clone + 'static,
{
    fn lower(
        &self,
        tape: &mut Tape<S>,
        input: NodeId,
        params: &mut ParamNodes,
    ) -> std::result::Result<NodeId, TapeError> {
        let node = tape.len();
        let rule = move |source: Error| TapeError::Rule { node, source };
        let x = X::from_dyn(tape.value(input)?).map_err(rule)?;
        let mut values = self.zero_grads();
        let mut flat = Vec::new();
        self.visit_params(&mut |slice| flat.push(slice.to_vec()));
        let mut flat = flat.into_iter();
        Differentiable::visit_mut(&mut values, &mut |slice| {
            if let Some(source) = flat.next() {
                slice.copy_from_slice(&source);
            }
        });
        let mut parents = vec![input];
        parents.extend(values.to_dyn().into_iter().map(|value| params.leaf(tape, &value)));
        let (y, saved) = self.forward(x).map_err(rule)?;
        let value: DynTensor<S> = y.clone().into();
        let (layer, nodes) = (self.clone(), parents.clone());
        let backward = move |dy: &DynTensor<S>| {
            let dy = L::Output::from_dyn(dy)?;
            let (grad_input, grads) = layer.backward(&saved, &dy)?;
            let grads = std::iter::once(grad_input.into()).chain(grads.to_dyn());
            Ok(nodes.iter().copied().zip(grads).collect())
        };
        tape.record(L::NAME, value, parents, Box::new(backward))
    }
}

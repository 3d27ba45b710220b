//! The tape: nodes in recording order, leaves, eager recording with OR-ed `requires_grad`,
//! detach and no-grad mode.

use super::element::{DynTensor, Element};
use super::error::TapeError;
use crate::error::Result;

/// A node's index on its tape; recording order is a topological order.
pub type NodeId = usize;

/// What a backward returns: `(parent id, contribution)` pairs, one per parent, in parent order.
pub type Contributions<E> = Vec<(NodeId, DynTensor<E>)>;

/// A node's backward: its cotangent to the contributions to its parents.
pub type BackwardFn<E> = Box<dyn Fn(&DynTensor<E>) -> Result<Contributions<E>>>;

/// One recorded value.
pub struct Node<E> {
    /// An optional name (the op that made it).
    pub name: Option<String>,
    /// The value.
    pub value: DynTensor<E>,
    /// Whether gradients flow to and through it.
    pub requires_grad: bool,
    /// The nodes it was computed from (the sweeps never read this: only what `backward`
    /// returns).
    pub parents: Vec<NodeId>,
    pub(super) backward: BackwardFn<E>,
}

impl<E: Element> Node<E> {
    /// Runs this node's backward on a cotangent.
    pub fn run_backward(&self, cotangent: &DynTensor<E>) -> Result<Contributions<E>> {
        (self.backward)(cotangent)
    }
}

impl<E: std::fmt::Debug> std::fmt::Debug for Node<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Node")
            .field("name", &self.name)
            .field("value", &self.value)
            .field("requires_grad", &self.requires_grad)
            .field("parents", &self.parents)
            .finish_non_exhaustive()
    }
}

/// A list of nodes; a node's id is its index.
pub struct Tape<E> {
    nodes: Vec<Node<E>>,
    grad_enabled: bool,
}

impl<E: Element> Default for Tape<E> {
    fn default() -> Self {
        Tape {
            nodes: Vec::new(),
            grad_enabled: true,
        }
    }
}

impl<E: Element> Tape<E> {
    /// An empty tape, recording gradients.
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tape has no nodes.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The nodes, in id order.
    pub fn nodes(&self) -> &[Node<E>] {
        &self.nodes
    }

    /// Node `id`.
    pub fn node(&self, id: NodeId) -> std::result::Result<&Node<E>, TapeError> {
        self.nodes.get(id).ok_or(TapeError::InvalidNodeId {
            id,
            len: self.nodes.len(),
        })
    }

    /// The value of node `id`.
    pub fn value(&self, id: NodeId) -> std::result::Result<&DynTensor<E>, TapeError> {
        Ok(&self.node(id)?.value)
    }

    /// A leaf: no parents, a backward that returns nothing.
    pub fn leaf(&mut self, value: DynTensor<E>, requires_grad: bool) -> NodeId {
        self.push(None, value, requires_grad, Vec::new(), Box::new(|_| Ok(Vec::new())))
    }

    /// Records an op: its value, its parents and its backward. It requires grad when any
    /// parent does (and recording is not in no-grad mode).
    pub fn record(
        &mut self,
        name: &str,
        value: DynTensor<E>,
        parents: Vec<NodeId>,
        backward: BackwardFn<E>,
    ) -> std::result::Result<NodeId, TapeError> {
        let mut requires_grad = false;
        for &p in &parents {
            requires_grad |= self.node(p)?.requires_grad;
        }
        let requires_grad = requires_grad && self.grad_enabled;
        Ok(self.push(Some(name.to_string()), value, requires_grad, parents, backward))
    }

    /// A new leaf holding node `id`'s value, cut from the graph: no gradient flows through it.
    pub fn detach(&mut self, id: NodeId) -> std::result::Result<NodeId, TapeError> {
        let value = self.value(id)?.clone();
        Ok(self.leaf(value, false))
    }

    /// Runs `f` with gradient recording off: every node it records has `requires_grad == false`.
    pub fn no_grad<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let before = std::mem::replace(&mut self.grad_enabled, false);
        let out = f(self);
        self.grad_enabled = before;
        out
    }

    /// Whether ops recorded now can require grad.
    pub fn grad_enabled(&self) -> bool {
        self.grad_enabled
    }

    fn push(
        &mut self,
        name: Option<String>,
        value: DynTensor<E>,
        requires_grad: bool,
        parents: Vec<NodeId>,
        backward: BackwardFn<E>,
    ) -> NodeId {
        self.nodes.push(Node {
            name,
            value,
            requires_grad,
            parents,
            backward,
        });
        self.nodes.len() - 1
    }
}

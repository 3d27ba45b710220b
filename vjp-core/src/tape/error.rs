//! The tape's errors: the reference's cases, each its own variant.

use crate::error::{Dims, Error};

/// Why a recording or a sweep failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TapeError {
    /// The output id of a sweep is not a node of the tape.
    #[error("invalid output id {id}: the tape has {len} nodes")]
    InvalidOutputId {
        /// The id given.
        id: usize,
        /// The number of nodes.
        len: usize,
    },
    /// The seed's shape is not the output node's.
    #[error("seed gradient shape mismatch for output {id}: the output has shape {expected}, the seed {found}")]
    SeedShapeMismatch {
        /// The output id.
        id: usize,
        /// The output's shape.
        expected: Dims,
        /// The seed's shape.
        found: Dims,
    },
    /// A node id given to the tape (a parent, a node to detach) does not exist.
    #[error("invalid node id {id}: the tape has {len} nodes")]
    InvalidNodeId {
        /// The id given.
        id: usize,
        /// The number of nodes.
        len: usize,
    },
    /// A backward returned a contribution for a parent id that is not a node.
    #[error("invalid parent id {parent} in the contributions of node {node}")]
    InvalidParentId {
        /// The node whose backward ran.
        node: usize,
        /// The parent id it named.
        parent: usize,
    },
    /// A contribution's shape is not its parent's value shape.
    #[error("contribution shape mismatch: node {node} sent {found} to parent {parent} of shape {expected}")]
    ContributionShapeMismatch {
        /// The node whose backward ran.
        node: usize,
        /// The parent.
        parent: usize,
        /// The parent's shape.
        expected: Dims,
        /// The contribution's shape.
        found: Dims,
    },
    /// A total gradient array does not have one entry per node.
    #[error("gradient array length mismatch: {found} entries for {expected} nodes")]
    GradientArrayLength {
        /// The number of nodes.
        expected: usize,
        /// The array's length.
        found: usize,
    },
    /// An entry of a total gradient array does not have its node's shape.
    #[error("gradient shape mismatch at node {node}: the node has shape {expected}, its gradient {found}")]
    GradientShapeMismatch {
        /// The node.
        node: usize,
        /// The node's shape.
        expected: Dims,
        /// The gradient's shape.
        found: Dims,
    },
    /// A node's forward or backward rule refused its values.
    #[error("node {node}: {source}")]
    Rule {
        /// The node (for a forward, the id it would have had).
        node: usize,
        /// What the rule said.
        source: Error,
    },
}

//! The executable zero-preservation check: every node that requires grad, handed its zero
//! cotangent, must return `Ok` and only zero contributions of its parents' shapes, to parents
//! with lower ids. On such a tape the executed and total sweeps agree.

use super::element::{DynTensor, Element};
use super::graph::{NodeId, Tape};
use crate::error::{Dims, Error};

/// Why a tape is not zero preserving: the first node that breaks the property.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum NotZeroPreserving {
    /// The backward refused its zero cotangent.
    #[error("node {node} fails on its zero cotangent: {source}")]
    Fails {
        /// The node.
        node: NodeId,
        /// What its rule said.
        source: Error,
    },
    /// A contribution names a parent that is not below the node.
    #[error("node {node} contributes to {parent}, which is not an earlier node")]
    ParentNotBelow {
        /// The node.
        node: NodeId,
        /// The parent id it named.
        parent: NodeId,
    },
    /// A contribution does not have its parent's shape.
    #[error("node {node} contributes a {found} tensor to parent {parent} of shape {expected}")]
    WrongShape {
        /// The node.
        node: NodeId,
        /// The parent.
        parent: NodeId,
        /// The parent's shape.
        expected: Dims,
        /// The contribution's shape.
        found: Dims,
    },
    /// A contribution from a zero cotangent is not zero.
    #[error("node {node} turns its zero cotangent into a non-zero contribution to {parent}")]
    NonZero {
        /// The node.
        node: NodeId,
        /// The parent.
        parent: NodeId,
    },
}

impl<E: Element> Tape<E> {
    /// Checks that every VJP on the tape sends its zero cotangent to zero contributions (the
    /// hypothesis under which the executed and total sweeps agree).
    pub fn check_zero_preserving(&self) -> Result<(), NotZeroPreserving> {
        for (id, node) in self.nodes().iter().enumerate() {
            if !node.requires_grad {
                continue;
            }
            let zero = DynTensor::zeros(node.value.shape());
            let contributions = node
                .run_backward(&zero)
                .map_err(|source| NotZeroPreserving::Fails { node: id, source })?;
            for (parent, contribution) in contributions {
                if parent >= id {
                    return Err(NotZeroPreserving::ParentNotBelow { node: id, parent });
                }
                let Some(parent_node) = self.nodes().get(parent) else {
                    return Err(NotZeroPreserving::ParentNotBelow { node: id, parent });
                };
                let expected = parent_node.value.shape();
                if expected != contribution.shape() {
                    return Err(NotZeroPreserving::WrongShape {
                        node: id,
                        parent,
                        expected: Dims(expected.to_vec()),
                        found: Dims(contribution.shape().to_vec()),
                    });
                }
                if !contribution.is_zero() {
                    return Err(NotZeroPreserving::NonZero { node: id, parent });
                }
            }
        }
        Ok(())
    }
}

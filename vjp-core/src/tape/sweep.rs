//! The executed sweep (`backward_dense`), its totalisation (`backward_dense_all`) and the
//! total sweep (`backward_dense_from`), with the reference's pre-checks, skip rules,
//! accumulation order (reverse id, then contribution order, existing on the left) and errors.

use super::element::{DynTensor, Element};
use super::error::TapeError;
use super::graph::{NodeId, Tape};
use crate::error::Dims;

type SweepResult<T> = std::result::Result<T, TapeError>;

impl<E: Element> Tape<E> {
    fn check_output(&self, output: NodeId, seed: &DynTensor<E>) -> SweepResult<()> {
        let node = self.nodes().get(output).ok_or(TapeError::InvalidOutputId {
            id: output,
            len: self.len(),
        })?;
        if node.value.shape() != seed.shape() {
            return Err(TapeError::SeedShapeMismatch {
                id: output,
                expected: Dims(node.value.shape().to_vec()),
                found: Dims(seed.shape().to_vec()),
            });
        }
        Ok(())
    }

    /// Runs node `id`'s backward on `cotangent` and folds each contribution into its parent's
    /// slot with `combine(slot, contribution)`: an invalid parent is an error, a parent that does
    /// not require grad is dropped, a contribution of the wrong shape is an error.
    fn pull(
        &self,
        id: NodeId,
        cotangent: &DynTensor<E>,
        mut combine: impl FnMut(NodeId, DynTensor<E>) -> SweepResult<()>,
    ) -> SweepResult<()> {
        let node = self
            .nodes()
            .get(id)
            .ok_or(TapeError::InvalidNodeId { id, len: self.len() })?;
        let contributions = node
            .run_backward(cotangent)
            .map_err(|source| TapeError::Rule { node: id, source })?;
        for (parent, contribution) in contributions {
            let Some(parent_node) = self.nodes().get(parent) else {
                return Err(TapeError::InvalidParentId { node: id, parent });
            };
            if !parent_node.requires_grad {
                continue;
            }
            if parent_node.value.shape() != contribution.shape() {
                return Err(TapeError::ContributionShapeMismatch {
                    node: id,
                    parent,
                    expected: Dims(parent_node.value.shape().to_vec()),
                    found: Dims(contribution.shape().to_vec()),
                });
            }
            combine(parent, contribution)?;
        }
        Ok(())
    }

    /// The executed sweep: from `seed` at `output`, in reverse id order, a node's VJP runs only
    /// if it has received a cotangent and requires grad. The result has one entry per node;
    /// `None` means the node was never reached.
    pub fn backward_dense(&self, output: NodeId, seed: DynTensor<E>) -> SweepResult<Vec<Option<DynTensor<E>>>> {
        self.check_output(output, &seed)?;
        let mut acc: Vec<Option<DynTensor<E>>> = vec![None; self.len()];
        if let Some(slot) = acc.get_mut(output) {
            *slot = Some(seed);
        }
        for (id, node) in self.nodes().iter().enumerate().rev() {
            if !node.requires_grad {
                continue;
            }
            let Some(cotangent) = acc.get(id).cloned().flatten() else {
                continue;
            };
            self.pull(id, &cotangent, |parent, contribution| {
                let slot = acc
                    .get_mut(parent)
                    .ok_or(TapeError::InvalidParentId { node: id, parent })?;
                *slot = Some(match slot.take() {
                    None => contribution,
                    Some(existing) => add(parent, &existing, &contribution)?,
                });
                Ok(())
            })?;
        }
        Ok(acc)
    }

    /// `backward_dense` followed by totalisation: every unreached node gets its zero cotangent.
    /// This never runs a VJP on a synthetic zero, so a disconnected `1/x` at `x = 0` yields zero,
    /// not NaN.
    pub fn backward_dense_all(&self, output: NodeId, seed: DynTensor<E>) -> SweepResult<Vec<DynTensor<E>>> {
        let acc = self.backward_dense(output, seed)?;
        Ok(acc
            .into_iter()
            .zip(self.nodes())
            .map(|(g, node)| g.unwrap_or_else(|| DynTensor::zeros(node.value.shape())))
            .collect())
    }

    /// The total sweep: from a gradient array with one entry per node, in reverse id order, run
    /// the VJP of every node that requires grad, even on an all-zero cotangent, and add each
    /// contribution into its parent's entry.
    pub fn backward_dense_from(&self, grads: Vec<DynTensor<E>>) -> SweepResult<Vec<DynTensor<E>>> {
        if grads.len() != self.len() {
            return Err(TapeError::GradientArrayLength {
                expected: self.len(),
                found: grads.len(),
            });
        }
        let mut acc = grads;
        for (id, node) in self.nodes().iter().enumerate().rev() {
            if !node.requires_grad {
                continue;
            }
            let cotangent = acc
                .get(id)
                .cloned()
                .ok_or(TapeError::InvalidNodeId { id, len: acc.len() })?;
            if node.value.shape() != cotangent.shape() {
                return Err(TapeError::GradientShapeMismatch {
                    node: id,
                    expected: Dims(node.value.shape().to_vec()),
                    found: Dims(cotangent.shape().to_vec()),
                });
            }
            self.pull(id, &cotangent, |parent, contribution| {
                let slot = acc
                    .get_mut(parent)
                    .ok_or(TapeError::InvalidParentId { node: id, parent })?;
                *slot = add(parent, slot, &contribution)?;
                Ok(())
            })?;
        }
        Ok(acc)
    }

    /// The total sweep's start: `seed` at `output`, the zero cotangent everywhere else, with the
    /// executed sweep's pre-checks (so both sides fail alike).
    pub fn one_hot(&self, output: NodeId, seed: DynTensor<E>) -> SweepResult<Vec<DynTensor<E>>> {
        self.check_output(output, &seed)?;
        let mut grads: Vec<DynTensor<E>> = self.nodes().iter().map(|n| DynTensor::zeros(n.value.shape())).collect();
        if let Some(slot) = grads.get_mut(output) {
            *slot = seed;
        }
        Ok(grads)
    }

    /// The zero cotangent of node `id`: zeros of its value's shape.
    pub fn zero_cotangent(&self, id: NodeId) -> SweepResult<DynTensor<E>> {
        Ok(DynTensor::zeros(self.value(id)?.shape()))
    }
}

/// `existing + contribution` at node `id`, the contribution's shape already checked against
/// the node; an entry of another shape (only a caller's total gradient array can hold one) is
/// that entry's error.
fn add<E: Element>(id: NodeId, existing: &DynTensor<E>, contribution: &DynTensor<E>) -> SweepResult<DynTensor<E>> {
    existing
        .checked_add(contribution)
        .ok_or_else(|| TapeError::GradientShapeMismatch {
            node: id,
            expected: Dims(contribution.shape().to_vec()),
            found: Dims(existing.shape().to_vec()),
        })
}

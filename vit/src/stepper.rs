//! The optimizer that updates a [`Vit`] step by step, with its state: AdamW, or SGD with
//! momentum and decoupled weight decay. The training loop and the exported train step's
//! reference values both step through it.

use crate::error::VitError;
use crate::model::{Grads, Vit};
use vjp_core::optim::{AdamW, OptimizerState, Sgd};
use vjp_core::{Params, Scalar};

/// An optimizer and its state.
pub(crate) enum Stepper<T> {
    /// AdamW (its weight decay is its own).
    AdamW(AdamW<T>),
    /// SGD with momentum; before each update the parameters shrink by `1 - lr · weight_decay`
    /// (decoupled weight decay; 0 leaves them untouched, bit for bit).
    Sgd {
        /// The momentum rule and its velocity.
        sgd: Sgd<T>,
        /// Decoupled weight decay.
        weight_decay: T,
    },
}

impl<T: Scalar> Stepper<T> {
    /// SGD with learning rate `lr`, momentum and decoupled weight decay.
    pub(crate) fn sgd(lr: T, momentum: T, weight_decay: T) -> Self {
        Stepper::Sgd {
            sgd: Sgd::new(lr, momentum),
            weight_decay,
        }
    }

    /// One update of `vit` from `grads` at learning rate `lr`.
    pub(crate) fn step(&mut self, vit: &mut Vit<T>, grads: &Grads<T>, lr: T) -> Result<(), VitError> {
        match self {
            Stepper::AdamW(adamw) => {
                adamw.lr = lr;
                adamw.step(&mut vit.network, grads)?;
            }
            Stepper::Sgd { sgd, weight_decay } => {
                sgd.lr = lr;
                if *weight_decay != T::ZERO {
                    let shrink = T::ONE - lr * *weight_decay;
                    vit.network
                        .visit_params_mut(&mut |p| p.iter_mut().for_each(|v| *v *= shrink));
                }
                sgd.step(&mut vit.network, grads)?;
            }
        }
        Ok(())
    }

    /// The state, for a checkpoint.
    pub(crate) fn state(&self) -> OptimizerState<T> {
        match self {
            Stepper::AdamW(adamw) => adamw.state(),
            Stepper::Sgd { sgd, .. } => sgd.state(),
        }
    }

    /// Continues from a checkpointed state.
    pub(crate) fn restore(&mut self, state: OptimizerState<T>) -> Result<(), VitError> {
        match self {
            Stepper::AdamW(adamw) => adamw.restore(state)?,
            Stepper::Sgd { sgd, .. } => sgd.restore(state)?,
        }
        Ok(())
    }
}

//! A tower: the same kind of layer applied `k` times in sequence (the ViT's depth-k stack of
//! blocks). Its backward is the reverse fold of the layers' backwards.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};

/// `x ↦ layer_k(… layer_1(x))`; parameter gradients one per layer, in order.
#[derive(Clone, Debug)]
pub struct Chain<F> {
    /// The layers, applied first to last.
    pub layers: Vec<F>,
}

/// The tower of `layers`, applied in order.
pub fn chain<F>(layers: Vec<F>) -> Chain<F> {
    Chain { layers }
}

impl<T: Scalar, F: Params<T>> Params<T> for Chain<F> {
    type Grads = Vec<F::Grads>;
    fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
        for layer in &self.layers {
            layer.visit_params(f);
        }
    }
    fn visit_params_mut(&mut self, f: &mut dyn FnMut(&mut [T])) {
        for layer in &mut self.layers {
            layer.visit_params_mut(f);
        }
    }
    fn zero_grads(&self) -> Self::Grads {
        self.layers.iter().map(Params::zero_grads).collect()
    }
}

impl<T: Scalar, X: Differentiable<T>, F: Vjp<T, X, Output = X>> Vjp<T, X> for Chain<F> {
    type Output = X;
    type Saved = Vec<F::Saved>;
    fn forward(&self, x: X) -> Result<(X, Self::Saved)> {
        let mut saved = Vec::with_capacity(self.layers.len());
        let mut value = x;
        for layer in &self.layers {
            let (next, s) = layer.forward(value)?;
            saved.push(s);
            value = next;
        }
        Ok((value, saved))
    }
    fn backward(&self, saved: &Self::Saved, dy: &X) -> Result<(X, Self::Grads)> {
        let mut grads = Vec::with_capacity(self.layers.len());
        let mut cotangent = dy.clone();
        for (layer, s) in self.layers.iter().zip(saved).rev() {
            let (previous, g) = layer.backward(s, &cotangent)?;
            grads.push(g);
            cotangent = previous;
        }
        grads.reverse();
        Ok((cotangent, grads))
    }
}

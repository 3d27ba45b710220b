//! A tower: the same kind of layer applied `k` times in sequence (the ViT's depth-k stack of
//! blocks). Its backward is the reverse fold of the layers' backwards.

use crate::error::Result;
use crate::hlo::{Graph, Parameters, Trace};
use crate::scalar::Scalar;
use crate::tape::{ParamNodes, Record, RecordResult, Recorded, Tape};
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
        self.layers.visit_params(f);
    }
    fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
        self.layers.visit_params_mut(f);
    }
    fn zero_grads(&self) -> Self::Grads {
        self.layers.zero_grads()
    }
}

impl<T: Scalar, X: Differentiable<T>, F: Vjp<T, X, Output = X>> Vjp<T, X> for Chain<F> {
    type Output = X;
    type Saved = Vec<F::Saved>;
    fn forward(&self, x: X) -> Result<(X, Self::Saved)> {
        self.layers.forward(x)
    }
    fn backward(&self, saved: &Self::Saved, dy: &X) -> Result<(X, Self::Grads)> {
        self.layers.backward(saved, dy)
    }
    fn apply(&self, x: X) -> Result<X> {
        self.layers.apply(x)
    }
}

/// A list of layers is the tower of them, applied first to last (as a `Vec` field of a
/// `#[derive(Params)]` struct is called, `self.blocks.forward(&x)?`); its gradient is the list
/// of their gradients.
impl<T: Scalar, F: Params<T>> Params<T> for Vec<F> {
    type Grads = Vec<F::Grads>;
    fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
        for layer in self {
            layer.visit_params(f);
        }
    }
    fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
        for layer in self {
            layer.visit_params_mut(f);
        }
    }
    fn zero_grads(&self) -> Self::Grads {
        self.iter().map(Params::zero_grads).collect()
    }
}

/// The tower's law: forward first to last, backward the reverse fold.
impl<T: Scalar, X: Differentiable<T>, F: Vjp<T, X, Output = X>> Vjp<T, X> for Vec<F> {
    type Output = X;
    type Saved = Vec<F::Saved>;
    fn forward(&self, x: X) -> Result<(X, Self::Saved)> {
        let mut saved = Vec::with_capacity(self.len());
        let mut value = x;
        for layer in self {
            let (next, s) = layer.forward(value)?;
            saved.push(s);
            value = next;
        }
        Ok((value, saved))
    }
    fn backward(&self, saved: &Self::Saved, dy: &X) -> Result<(X, Self::Grads)> {
        let mut grads = Vec::with_capacity(self.len());
        let mut cotangent = dy.clone();
        for (layer, s) in self.iter().zip(saved).rev() {
            let (previous, g) = layer.backward(s, &cotangent)?;
            grads.push(g);
            cotangent = previous;
        }
        grads.reverse();
        Ok((cotangent, grads))
    }
    /// Each layer's output only, the previous one dropped as the next is computed.
    fn apply(&self, x: X) -> Result<X> {
        self.iter().try_fold(x, |value, layer| layer.apply(value))
    }
}

/// The tower traced layer by layer, layer `k` under the name `k`; backward, the reverse fold.
impl<T: Scalar, X: Differentiable<T>, F: Trace<T, X, Output = X, Out = <F as Trace<T, X>>::In>> Trace<T, X>
    for Chain<F>
{
    type In = F::In;
    type Out = F::In;
    type Kept = Vec<F::Kept>;
    fn trace(&self, g: &mut Graph, params: &mut Parameters, x: F::In) -> Result<(F::In, Self::Kept)> {
        let mut value = x;
        let mut kept = Vec::with_capacity(self.layers.len());
        for (k, layer) in self.layers.iter().enumerate() {
            let (next, layer_kept) = params.scoped(&k.to_string(), |params| layer.trace(g, params, value))?;
            value = next;
            kept.push(layer_kept);
        }
        Ok((value, kept))
    }
    fn trace_back(&self, g: &mut Graph, params: &mut Parameters, kept: &Self::Kept, dy: F::In) -> Result<F::In> {
        let mut cotangent = dy;
        for (k, (layer, layer_kept)) in self.layers.iter().zip(kept).enumerate().rev() {
            cotangent = params.scoped(&k.to_string(), |params| {
                layer.trace_back(g, params, layer_kept, cotangent)
            })?;
        }
        Ok(cotangent)
    }
}

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

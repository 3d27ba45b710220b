//! A name for a layer: the segment its parameters' paths take (`attn` in
//! `blocks.3.attn.qkv.weight`). Everything else passes through.

use crate::error::Result;
use crate::hlo::{Graph, Parameters, Trace};
use crate::scalar::Scalar;
use crate::tape::{ParamNodes, Record, RecordResult, Recorded, Tape};
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};

/// `layer`, whose parameters are named under `name`.
#[derive(Clone, Debug)]
pub struct Named<F> {
    /// The path segment.
    pub name: String,
    /// The layer.
    pub layer: F,
}

/// `layer` under the name `name`: its parameters' paths start with `name.` inside whatever
/// encloses it. The function, its backward and its parameters are `layer`'s.
///
/// ```
/// use vjp_core::{named, Dense};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::StdRng::seed_from_u64(0);
/// let qkv = named("qkv", Dense::<f64, _, _>::glorot(4usize, 12usize, &mut rng));
/// assert_eq!(qkv.name, "qkv");
/// ```
pub fn named<F>(name: impl Into<String>, layer: F) -> Named<F> {
    Named {
        name: name.into(),
        layer,
    }
}

super::params_of_fields!([F: Params<T>] Named<F> { layer });

impl<T: Scalar, X: Differentiable<T>, F: Vjp<T, X>> Vjp<T, X> for Named<F> {
    type Output = F::Output;
    type Saved = F::Saved;
    fn forward(&self, x: X) -> Result<(Self::Output, Self::Saved)> {
        self.layer.forward(x)
    }
    fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(X, Self::Grads)> {
        self.layer.backward(saved, dy)
    }
    fn apply(&self, x: X) -> Result<Self::Output> {
        self.layer.apply(x)
    }
}

/// `layer` traced with `name` appended to the path.
impl<T: Scalar, X: Differentiable<T>, F: Trace<T, X>> Trace<T, X> for Named<F> {
    type In = F::In;
    type Out = F::Out;
    type Kept = F::Kept;
    fn trace(&self, g: &mut Graph, params: &mut Parameters, x: F::In) -> Result<(F::Out, F::Kept)> {
        params.scoped(&self.name, |params| self.layer.trace(g, params, x))
    }
    fn trace_back(&self, g: &mut Graph, params: &mut Parameters, kept: &F::Kept, dy: F::Out) -> Result<F::In> {
        params.scoped(&self.name, |params| self.layer.trace_back(g, params, kept, dy))
    }
}

crate::tape::record_through_layer!(Named);

//! Rematerialisation (gradient checkpointing, PyTorch's `torch.utils.checkpoint`): a layer
//! whose forward keeps only its input, and whose backward runs the forward again from it
//! before running its own backward. The memory a deep stack keeps between its forward and its
//! backward is then one input per layer and the values of the one layer whose backward is
//! running, at the cost of a second forward. The gradients are the same bit for bit: the
//! forward run again is the same computation on the same input.
//!
//! Exported, the backward writes the layer's forward again before its backward (its tensors
//! bound once); the graph shares nodes written twice, so the program is the one without
//! rematerialisation, and its memory is the compiler's to schedule (XLA rematerialises on its
//! own). On a runtime tape the layer records its ops as it would without it (a tape keeps
//! every node's value by design).

use crate::error::Result;
use crate::hlo::{Graph, Parameters, Trace};
use crate::scalar::Scalar;
use crate::tape::{ParamNodes, Record, RecordResult, Recorded, Tape};
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};

/// `layer`, rematerialised in its backward when `recompute` is set ([`remat`]), or keeping
/// what its forward computed when it is not ([`Remat::keeping`]): a switch chosen at run time,
/// one type either way.
#[derive(Clone, Debug)]
pub struct Remat<F> {
    /// The layer.
    pub layer: F,
    /// Whether the forward keeps only the input (and the backward runs the forward again).
    pub recompute: bool,
}

/// `layer` whose forward keeps only its input; its backward runs the forward again.
///
/// ```
/// use vjp_core::{Dense, Matrix, Vjp, remat};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::StdRng::seed_from_u64(0);
/// let dense = Dense::<f64, usize, usize>::glorot(3, 2, &mut rng);
/// let x = Matrix::<f64, usize, usize>::random((4, 3), &mut rng);
/// let (y, saved) = remat(dense.clone()).forward(x.clone())?;
/// let (dx, grads) = remat(dense.clone()).backward(&saved, &y)?;
/// let (y_kept, kept) = dense.forward(x)?;
/// assert_eq!((y, (dx, grads)), (y_kept.clone(), dense.backward(&kept, &y_kept)?));
/// # Ok::<(), vjp_core::Error>(())
/// ```
pub fn remat<F>(layer: F) -> Remat<F> {
    Remat { layer, recompute: true }
}

impl<F> Remat<F> {
    /// `layer` wrapped but keeping what its forward computed, as if unwrapped.
    pub fn keeping(layer: F) -> Self {
        Remat {
            layer,
            recompute: false,
        }
    }
}

super::params_of_fields!([F: Params<T>] Remat<F> { layer });

/// What a [`Remat`] forward keeps: the input alone, or the layer's own saved values.
#[derive(Clone, Debug)]
pub enum RematSaved<X, S> {
    /// The input, to run the forward again from.
    Input(X),
    /// What the layer's forward saved.
    Kept(S),
}

impl<T: Scalar, X: Differentiable<T>, F: Vjp<T, X>> Vjp<T, X> for Remat<F> {
    type Output = F::Output;
    type Saved = RematSaved<X, F::Saved>;
    fn forward(&self, x: X) -> Result<(Self::Output, Self::Saved)> {
        if self.recompute {
            Ok((self.layer.apply(x.clone())?, RematSaved::Input(x)))
        } else {
            let (y, saved) = self.layer.forward(x)?;
            Ok((y, RematSaved::Kept(saved)))
        }
    }
    fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(X, Self::Grads)> {
        match saved {
            RematSaved::Input(x) => {
                let (_, saved) = self.layer.forward(x.clone())?;
                self.layer.backward(&saved, dy)
            }
            RematSaved::Kept(saved) => self.layer.backward(saved, dy),
        }
    }
    fn apply(&self, x: X) -> Result<Self::Output> {
        self.layer.apply(x)
    }
}

/// What a traced [`Remat`] keeps: the input and where the layer's tensors were bound, or the
/// layer's own kept values.
pub enum RematKept<In, K> {
    /// The input's graph values, and the parameters' position when the layer was traced.
    Input(In, usize),
    /// What the layer's traced forward kept.
    Kept(K),
}

/// The traced backward writes the layer's forward again (its tensors bound to the same graph
/// inputs, by rewinding [`Parameters`] to where they were bound), then its backward.
impl<T: Scalar, X: Differentiable<T>, F: Trace<T, X>> Trace<T, X> for Remat<F>
where
    F::In: Clone,
{
    type In = F::In;
    type Out = F::Out;
    type Kept = RematKept<F::In, F::Kept>;
    fn trace(&self, g: &mut Graph, params: &mut Parameters, x: F::In) -> Result<(F::Out, Self::Kept)> {
        let position = params.position();
        if self.recompute {
            let (y, _) = self.layer.trace(g, params, x.clone())?;
            Ok((y, RematKept::Input(x, position)))
        } else {
            let (y, kept) = self.layer.trace(g, params, x)?;
            Ok((y, RematKept::Kept(kept)))
        }
    }
    fn trace_back(&self, g: &mut Graph, params: &mut Parameters, kept: &Self::Kept, dy: F::Out) -> Result<F::In> {
        match kept {
            RematKept::Input(x, position) => {
                let after = params.position();
                params.rewind(*position);
                let traced = self.layer.trace(g, params, x.clone());
                params.rewind(after);
                self.layer.trace_back(g, params, &traced?.1, dy)
            }
            RematKept::Kept(kept) => self.layer.trace_back(g, params, kept, dy),
        }
    }
}

crate::tape::record_through_layer!(Remat);

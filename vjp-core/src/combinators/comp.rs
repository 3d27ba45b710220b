//! Composition: `g ∘ f`, whose backward is the chain rule.

use crate::error::Result;
use crate::hlo::{Graph, Parameters, Trace};
use crate::scalar::Scalar;
use crate::tape::{ParamNodes, Record, RecordResult, Recorded, Tape};
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};

/// `x ↦ g(f(x))`. Its backward is `f.backward(x, g.backward(f(x), dy))`; its parameter
/// gradients are `(f's, g's)`.
#[derive(Clone, Debug)]
pub struct Comp<F, G> {
    /// The stage applied first.
    pub first: F,
    /// The stage applied to the first's output.
    pub second: G,
}

/// `second ∘ first`: `first` runs first. The composition type-checks only when `second`
/// takes `first`'s output.
///
/// ```
/// use vjp_core::{comp, Dense, Gelu, GeluKind, Matrix, Vjp};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::StdRng::seed_from_u64(0);
/// let mlp = comp(comp(Dense::<f64, _, _>::glorot(4usize, 8usize, &mut rng), Gelu { kind: GeluKind::Erf }),
///                Dense::glorot(8usize, 4usize, &mut rng));
/// let y = mlp.apply(Matrix::<f64, usize, usize>::zeros((3, 4)))?;
/// assert_eq!(y.dims(), vec![3, 4]);
/// # Ok::<(), vjp_core::Error>(())
/// ```
pub fn comp<F, G>(first: F, second: G) -> Comp<F, G> {
    Comp { first, second }
}

super::params_of_fields!([F: Params<T>, G: Params<T>] Comp<F, G> { first: F, second: G });

impl<T, X, F, G> Vjp<T, X> for Comp<F, G>
where
    T: Scalar,
    X: Differentiable<T>,
    F: Vjp<T, X>,
    G: Vjp<T, F::Output>,
{
    type Output = G::Output;
    type Saved = (F::Saved, G::Saved);
    fn forward(&self, x: X) -> Result<(Self::Output, Self::Saved)> {
        let (mid, saved_f) = self.first.forward(x)?;
        let (y, saved_g) = self.second.forward(mid)?;
        Ok((y, (saved_f, saved_g)))
    }
    fn backward(&self, (saved_f, saved_g): &Self::Saved, dy: &Self::Output) -> Result<(X, Self::Grads)> {
        let (dmid, grads_g) = self.second.backward(saved_g, dy)?;
        let (dx, grads_f) = self.first.backward(saved_f, &dmid)?;
        Ok((dx, (grads_f, grads_g)))
    }
    fn apply(&self, x: X) -> Result<Self::Output> {
        self.second.apply(self.first.apply(x)?)
    }
}

/// The traced chain rule: `first` then `second` forward; `second`'s pullback, then `first`'s.
impl<T, X, F, G> Trace<T, X> for Comp<F, G>
where
    T: Scalar,
    X: Differentiable<T>,
    F: Trace<T, X>,
    G: Trace<T, F::Output, In = F::Out>,
{
    type In = F::In;
    type Out = G::Out;
    type Kept = (F::Kept, G::Kept);
    fn trace(&self, g: &mut Graph, params: &mut Parameters, x: F::In) -> Result<(G::Out, Self::Kept)> {
        let (mid, kept_first) = self.first.trace(g, params, x)?;
        let (y, kept_second) = self.second.trace(g, params, mid)?;
        Ok((y, (kept_first, kept_second)))
    }
    fn trace_back(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        (kept_first, kept_second): &Self::Kept,
        dy: G::Out,
    ) -> Result<F::In> {
        let dmid = self.second.trace_back(g, params, kept_second, dy)?;
        self.first.trace_back(g, params, kept_first, dmid)
    }
}

impl<T, X, F, G> Record<T, X> for Comp<F, G>
where
    T: Scalar,
    X: Recorded<T>,
    F: Record<T, X>,
    G: Record<T, F::Output>,
{
    fn record(
        &self,
        tape: &mut Tape<T>,
        input: X::Ids,
        params: &mut ParamNodes,
    ) -> RecordResult<<G::Output as Recorded<T>>::Ids> {
        let mid = self.first.record(tape, input, params)?;
        self.second.record(tape, mid, params)
    }
}

//! Witnesses traced to graphs: a model built from `#[vjp]` layers and combinators writes its
//! own forward and backward as primitives ([`Trace`]), its parameters as named graph inputs
//! ([`Parameters`]), their names derived from the model's structure.
//!
//! Every generated `f::Layer` traces itself through `f::trace` (the op's graph form, or the
//! derivation of its body); every combinator traces itself by its law (the chain rule, a sum,
//! a fan-in, a sum over examples or heads). So the backward graph of a model IS the composition
//! of its parts' traced pullbacks, as its Rust backward is the composition of their rules.

use super::array::{Array, ToArray};
use super::graph::Graph;
use super::parameters::{Parameter, Parameters};
use super::trace_check::TraceCheck;
use super::traced::{Traced, TracedValue};
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::value::Differentiable;
use crate::witness::Vjp;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A witness that writes itself into a graph: its forward as primitives, and, from what that
/// forward kept, its backward (the input's cotangent, the parameters' gradients accumulated
/// into [`Parameters`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be exported at an input of type `{X}`",
    label = "this layer has no graph form",
    note = "a `#[vjp(backward = ...)]` op traces itself when it names `trace = ...`, a derived `#[vjp]` function when it says `trace`; combinators trace themselves"
)]
pub trait Trace<T: Scalar, X: Differentiable<T>>: Vjp<T, X> {
    /// The input's graph values (`Traced<X>` for a tensor).
    type In: TracedValue;
    /// The output's graph values.
    type Out: TracedValue;
    /// What the traced forward keeps for the traced backward.
    type Kept;
    /// The output's graph values at the input `x`, and what the backward needs.
    fn trace(&self, g: &mut Graph, params: &mut Parameters, x: Self::In) -> Result<(Self::Out, Self::Kept)>;
    /// The input's cotangent for the output's cotangent `dy`; the parameters' gradients are
    /// accumulated into `params`.
    fn trace_back(&self, g: &mut Graph, params: &mut Parameters, kept: &Self::Kept, dy: Self::Out) -> Result<Self::In>;
}

/// What a generated `f::Layer`'s traced forward keeps: its traced pullback, which takes the
/// layer again (for its configuration fields).
pub type Kept<L, X, Y> = Box<dyn Fn(&L, &mut Graph, &mut Parameters, &Traced<Y>) -> Result<Traced<X>>>;

/// Holds a traced model to its witness: `model` traced at `x` (forward, then backward from a
/// cotangent drawn from `seed`), evaluated in `f64`, must give the witness's output, input
/// gradient and every parameter's gradient, each within `tolerance` (norm-relative). The error
/// names the first value that differs (a parameter by its path).
pub fn check_trace<T, X, L>(model: &L, x: &X, seed: u64, tolerance: f64) -> Result<()>
where
    T: Scalar,
    X: Differentiable<T> + ToArray,
    L: Trace<T, X, In = Traced<X>, Out = Traced<<L as Vjp<T, X>>::Output>>,
    L::Output: ToArray,
{
    let mut check = TraceCheck::new();
    let input = check.input("input", x)?;
    let mut params = Parameters::new();
    let (y, kept) = model.trace(&mut check.graph, &mut params, input)?;
    let (want_y, saved) = model.forward(x.clone())?;
    let dy_value = want_y.random_like(&mut StdRng::seed_from_u64(seed));
    let dy = check.input("cotangent", &dy_value)?;
    let dx = model.trace_back(&mut check.graph, &mut params, &kept, dy)?;
    let (want_dx, want_grads) = model.backward(&saved, &dy_value)?;
    check.expect("the output", y, &want_y);
    check.expect("the input's gradient", dx, &want_dx);
    let mut want = Vec::new();
    want_grads.visit(&mut |slice| want.push(slice.iter().map(|v| v.to_f64()).collect::<Vec<f64>>()));
    let trainable: Vec<&Parameter> = params.entries().iter().filter(|p| p.trainable).collect();
    if trainable.len() != want.len() {
        return Err(Error::invalid(
            "trace check",
            format!(
                "the trace binds {} parameters, the witness has {}",
                trainable.len(),
                want.len()
            ),
        ));
    }
    for (param, data) in trainable.into_iter().zip(want) {
        let gradient = param
            .gradient
            .ok_or_else(|| Error::invalid("trace check", format!("the backward gave `{}` no gradient", param.name)))?;
        let want = Array::new(check.graph.shape(param.value)?.to_vec(), data)?;
        check.compare(&format!("the gradient of `{}`", param.name), gradient, want);
    }
    for param in params.entries() {
        check.provide(&param.name, param.stored_array()?.clone());
    }
    check.finish("the traced model", tolerance)
}

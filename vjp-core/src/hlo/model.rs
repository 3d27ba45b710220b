//! Witnesses lowered to graphs: a model built from `#[vjp]` layers and combinators writes its
//! own forward and backward as primitives ([`Trace`]), its parameters as named graph inputs
//! ([`Parameters`]), their names derived from the model's structure.
//!
//! Every generated `f::Layer` traces itself through `f::trace` (the op's lowering, or the
//! derivation of its body); every combinator traces itself by its law (the chain rule, a sum,
//! a fan-in, a sum over examples or heads). So the backward graph of a model IS the composition
//! of its parts' lowered pullbacks, as its Rust backward is the composition of their rules.

use super::eval::Array;
use super::graph::{Graph, Value};
use super::lowering::ToArray;
use super::traced::Traced;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::value::Differentiable;
use crate::witness::Vjp;

/// Graph values standing for a witness's input or output: one [`Traced`] value for a tensor,
/// a tuple of them for a tuple.
pub trait TracedValue: Clone {
    /// `a + b`, part by part (a value used twice gets the sum of its cotangents).
    fn add(g: &mut Graph, a: &Self, b: &Self) -> Result<Self>;
}

impl<X: ?Sized> TracedValue for Traced<X> {
    fn add(g: &mut Graph, a: &Self, b: &Self) -> Result<Self> {
        Ok(Traced::new(g.add(a.value(), b.value())?))
    }
}

macro_rules! traced_tuple {
    ($($v:ident $i:tt),+) => {
        impl<$($v: TracedValue),+> TracedValue for ($($v,)+) {
            fn add(g: &mut Graph, a: &Self, b: &Self) -> Result<Self> {
                Ok(($($v::add(g, &a.$i, &b.$i)?,)+))
            }
        }
    };
}

traced_tuple!(A 0, B 1);
traced_tuple!(A 0, B 1, C 2);

/// The graph values standing for a value of type `Self`: `Traced<Self>` for a tensor, a tuple
/// of them for a tuple. (What [`Identity`](crate::Identity) passes through.)
pub trait Graphed<T: Scalar>: Differentiable<T> {
    /// The graph values.
    type Traced: TracedValue;
}

impl<T: Scalar, S: Shape> Graphed<T> for Tensor<T, S> {
    type Traced = Traced<Tensor<T, S>>;
}

impl<T: Scalar, A: Graphed<T>, B: Graphed<T>> Graphed<T> for (A, B) {
    type Traced = (A::Traced, B::Traced);
}

impl<T: Scalar, A: Graphed<T>, B: Graphed<T>, C: Graphed<T>> Graphed<T> for (A, B, C) {
    type Traced = (A::Traced, B::Traced, C::Traced);
}

/// How a tensor is stored outside the model (in a checkpoint, or as an exported program's
/// input), relative to the layout the model computes with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// As the model holds it.
    #[default]
    Same,
    /// A matrix stored transposed (a PyTorch `Linear` weight `[out, in]` for our `[in, out]`).
    Transposed,
    /// The same elements under another shape (timm's `[1, 1, D]` CLS token for our `[1, D]`).
    Reshaped(Vec<usize>),
}

/// The stored name and layout of the tensor at a path: [`Parameters::with_naming`]'s hook.
pub type Naming = std::sync::Arc<dyn Fn(&str) -> (String, Layout) + Send + Sync>;

/// One tensor a model holds, as a graph input: its name, the input (in its stored layout) and
/// the value the model computes with, whether it is trained, and its gradient once the
/// backward reached it.
#[derive(Clone, Debug, PartialEq)]
pub struct Parameter {
    /// Its stored name: by default the path, the names of the enclosing layers and the field
    /// joined by dots (`blocks.3.attn.qkv.weight`).
    pub name: String,
    /// The graph input holding it, in the stored layout.
    pub input: Value,
    /// What the model computes with: the input in the model's layout.
    pub value: Value,
    /// The stored layout.
    pub layout: Layout,
    /// Its value when it was bound, in the stored layout (what the input is to be given to run
    /// the model as it is).
    pub array: Array,
    /// A parameter (`true`) or a tensor the model holds without a gradient, such as labels or
    /// a mask (`false`).
    pub trainable: bool,
    /// The gradient in the model's layout, once a backward has been traced.
    pub gradient: Option<Value>,
}

/// The tensors a traced model holds, as named graph inputs, in the order the model uses them
/// (its [`Params`](crate::Params) order for the trainable ones).
///
/// Names come from the structure: a generated `f::Layer` names its fields; [`named`](crate::named)
/// adds a segment; [`chain`](crate::chain) and [`fan_out`](crate::fan_out) number their layers;
/// the other combinators add nothing. A hook ([`Parameters::with_naming`]) may rename a path
/// and store its tensor in another layout. A map applied several times with shared
/// parameters (`batch_map`, `per_head`) rewinds to its first application's inputs
/// ([`Parameters::position`], [`Parameters::rewind`]); otherwise two tensors with one name
/// are an error that says to name the layers.
#[derive(Clone, Default)]
pub struct Parameters {
    entries: Vec<Parameter>,
    cursor: usize,
    path: Vec<String>,
    naming: Option<Naming>,
}

impl std::fmt::Debug for Parameters {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parameters")
            .field("entries", &self.entries)
            .field("path", &self.path)
            .field("renamed", &self.naming.is_some())
            .finish_non_exhaustive()
    }
}

impl Parameters {
    /// None yet, at the model's root; each tensor named by its path, in the model's layout.
    pub fn new() -> Self {
        Self::default()
    }

    /// None yet; each tensor's stored name and layout given by `naming` from its path.
    pub fn with_naming(naming: impl Fn(&str) -> (String, Layout) + Send + Sync + 'static) -> Self {
        Parameters {
            naming: Some(std::sync::Arc::new(naming)),
            ..Self::default()
        }
    }

    /// Every tensor bound so far, in order.
    pub fn entries(&self) -> &[Parameter] {
        &self.entries
    }

    /// The path of `field` in the current scope.
    pub fn path_of(&self, field: &str) -> String {
        let mut parts: Vec<&str> = self.path.iter().map(String::as_str).collect();
        parts.push(field);
        parts.join(".")
    }

    /// The graph input for the tensor `value` held in the field `field` of the current layer:
    /// created on first use (under its stored name, in its stored layout), the same input when
    /// a shared map applies the layer again. Returns its index (for
    /// [`Parameters::accumulate`]) and the value the model computes with.
    pub fn bind<X: ToArray + ?Sized>(
        &mut self,
        g: &mut Graph,
        field: &str,
        value: &X,
        trainable: bool,
    ) -> Result<(usize, Traced<X>)> {
        let path = self.path_of(field);
        let index = self.cursor;
        if let Some(entry) = self.entries.get(index) {
            let shape = value.array_shape();
            if entry.name != self.stored(&path).0 || g.shape(entry.value)? != shape {
                return Err(Error::invalid(
                    "export",
                    format!(
                        "a shared layer was applied to other parameters: `{}` {:?} the first time, `{path}` {shape:?} now",
                        entry.name,
                        g.shape(entry.value)?
                    ),
                ));
            }
            self.cursor += 1;
            return Ok((index, Traced::new(entry.value)));
        }
        let (name, layout) = self.stored(&path);
        if self.entries.iter().any(|e| e.name == name) {
            return Err(Error::invalid(
                "export",
                format!(
                    "two tensors of the model are named `{name}`: give the layers names with `named(\"...\", layer)`"
                ),
            ));
        }
        let ours = value.to_array();
        let (array, input, adapted) = match &layout {
            Layout::Same => {
                let input = g.input(name.clone(), &ours.shape)?;
                (ours, input, input)
            }
            Layout::Transposed => {
                let array = ours.transposed()?;
                let input = g.input(name.clone(), &array.shape)?;
                (array, input, g.transpose(input, &[1, 0])?)
            }
            Layout::Reshaped(shape) => {
                let array = Array::new(shape.clone(), ours.data.clone())?;
                let input = g.input(name.clone(), shape)?;
                (array, input, g.reshape(input, &ours.shape)?)
            }
        };
        self.entries.push(Parameter {
            name,
            input,
            value: adapted,
            layout,
            array,
            trainable,
            gradient: None,
        });
        self.cursor += 1;
        Ok((index, Traced::new(adapted)))
    }

    /// The stored name and layout of the tensor at `path`.
    fn stored(&self, path: &str) -> (String, Layout) {
        match &self.naming {
            Some(naming) => naming(path),
            None => (path.to_string(), Layout::Same),
        }
    }

    /// The gradient of `param` in its stored layout (zeros when the backward did not reach
    /// it).
    pub fn stored_gradient(&self, g: &mut Graph, param: &Parameter) -> Result<Value> {
        let gradient = match param.gradient {
            Some(gradient) => gradient,
            None => g.full_like(param.value, 0.0)?,
        };
        match &param.layout {
            Layout::Same => Ok(gradient),
            Layout::Transposed => g.transpose(gradient, &[1, 0]),
            Layout::Reshaped(shape) => g.reshape(gradient, shape),
        }
    }

    /// Runs `f` with `segment` appended to the path.
    pub fn scoped<R>(&mut self, segment: &str, f: impl FnOnce(&mut Self) -> Result<R>) -> Result<R> {
        self.path.push(segment.to_string());
        let result = f(self);
        self.path.pop();
        result
    }

    /// The cursor: where the next bound tensor goes.
    pub fn position(&self) -> usize {
        self.cursor
    }

    /// Moves the cursor back to `position`, to apply a layer again with the same tensors.
    pub fn rewind(&mut self, position: usize) {
        self.cursor = position;
    }

    /// Adds `gradient` to the gradient of tensor `index` (a parameter used several times gets
    /// the sum of its gradients).
    pub fn accumulate(&mut self, g: &mut Graph, index: usize, gradient: Value) -> Result<()> {
        let entry = self
            .entries
            .get_mut(index)
            .ok_or_else(|| Error::invalid("export", format!("no tensor {index} is bound")))?;
        entry.gradient = Some(match entry.gradient {
            None => gradient,
            Some(sum) => g.add(sum, gradient)?,
        });
        Ok(())
    }
}

/// A witness that writes itself into a graph: its forward as primitives, and, from what that
/// forward kept, its backward (the input's cotangent, the parameters' gradients accumulated
/// into [`Parameters`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be exported at an input of type `{X}`",
    label = "this layer has no lowering to graph primitives",
    note = "a `#[vjp(backward = ...)]` op lowers itself when it names `lower = ...`, a derived `#[vjp]` function when it says `export`; combinators lower themselves"
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
    use super::lowering::LoweringCheck;
    let mut check = LoweringCheck::new();
    let input = check.input("input", x)?;
    let mut params = Parameters::new();
    let (y, kept) = model.trace(&mut check.graph, &mut params, input)?;
    let (want_y, saved) = model.forward(x.clone())?;
    let dy_value = crate::macro_support::random_like(&want_y, seed);
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
        check.provide(&param.name, param.array.clone());
    }
    check.finish("the traced model", tolerance)
}

//! What a graph form is held to: the traced forward and backward of an op, evaluated in `f64`,
//! equal the op and its rule. The generated check of every `#[vjp(trace = ...)]` runs this.

use super::array::{Array, ToArray};
use super::bind::{Bind, TracedParams};
use super::eval::evaluate;
use super::graph::{Graph, Value};
use super::parameters::Parameters;
use super::traced::Traced;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::value::Differentiable;
use crate::value::NoGrad;
use std::collections::HashMap;

/// A value a traced body passes by reference without differentiating it: a constant of the
/// Rust body (a mask, position ids) becomes a literal of the graph, a traced value stays as
/// it is. The graph form of a derived body calls it on every constant it passes by reference.
pub trait GraphConstant {
    /// What the traced callee takes.
    type Traced;
    /// The value in `graph`.
    fn graph_constant(&self, graph: &mut Graph) -> Result<Self::Traced>;
}

/// A constant whose entries along the first axis are all the same (the positions of every
/// sequence of a batch, one mask for every example) is one entry broadcast along it, so the
/// program's size does not grow with the batch.
impl<X: ToArray + ?Sized> GraphConstant for X {
    type Traced = Traced<X>;
    fn graph_constant(&self, graph: &mut Graph) -> Result<Traced<X>> {
        let Array { shape, data } = self.to_array();
        let entry: usize = shape.iter().skip(1).product();
        let repeated = shape.len() > 1
            && entry > 0
            && data
                .chunks_exact(entry)
                .all(|chunk| chunk == data.get(..entry).unwrap_or_default());
        if !repeated {
            return Ok(Traced::new(graph.literal(data, &shape)?));
        }
        let (_, rest) = shape.split_at(1);
        let one = graph.literal(data.get(..entry).unwrap_or_default().to_vec(), rest)?;
        let axes: Vec<usize> = (1..shape.len()).collect();
        Ok(Traced::new(graph.broadcast_in_dim(one, &shape, &axes)?))
    }
}

impl<X: ?Sized> GraphConstant for Traced<X> {
    type Traced = Traced<X>;
    fn graph_constant(&self, _: &mut Graph) -> Result<Traced<X>> {
        Ok(*self)
    }
}

/// A value a graph form gives (a [`Traced`] value, or [`NoGrad`] where the op has no gradient),
/// compared with the Rust one.
pub trait Expected<Traced> {
    /// Records `traced` as expected to equal `self`.
    fn expect(&self, check: &mut TraceCheck, name: &str, traced: Traced);
}

impl<X: ToArray> Expected<Traced<X>> for X {
    fn expect(&self, check: &mut TraceCheck, name: &str, traced: Traced<X>) {
        check.compare(name, traced.value(), self.to_array());
    }
}

impl Expected<NoGrad> for NoGrad {
    fn expect(&self, _: &mut TraceCheck, _: &str, _: NoGrad) {}
}

/// A graph form under test: the graph it was traced into, the values given to its inputs, and
/// the Rust values its results must equal.
#[derive(Debug, Default)]
pub struct TraceCheck {
    /// The graph the graph form is traced into.
    pub graph: Graph,
    params: Parameters,
    inputs: HashMap<String, Array>,
    compared: Vec<(String, Value, Array)>,
}

impl TraceCheck {
    /// An empty check.
    pub fn new() -> Self {
        Self::default()
    }

    /// An input named `name` holding `value`.
    pub fn input<X: ToArray + ?Sized>(&mut self, name: &str, value: &X) -> Result<Traced<X>> {
        let array = value.to_array();
        let v = self.graph.input_of(name, &array.shape, value.element())?;
        self.inputs.insert(name.to_string(), array);
        Ok(Traced::new(v))
    }

    /// A layer argument (a struct layer, a list of them) bound under `name`: each tensor an
    /// input named by its path (`blocks.0.w`), holding its value.
    pub fn bind<L: Bind + ?Sized>(&mut self, name: &str, layer: &L) -> Result<L::Traced> {
        let start = self.params.entries().len();
        let traced = layer.bind_field(&mut self.graph, &mut self.params, name)?;
        for param in self.params.entries().get(start..).unwrap_or_default() {
            self.inputs.insert(param.name.clone(), param.stored_array()?.clone());
        }
        Ok(traced)
    }

    /// Expects each tensor of the traced layer (a mirror) `traced` to equal the tensor of
    /// `want` in its place, compared under `name` and the tensor's path.
    pub fn expect_layer<T: Scalar, L: Differentiable<T>, M: TracedParams>(
        &mut self,
        name: &str,
        traced: &M,
        want: &L,
    ) -> Result<()> {
        let mut values = Vec::new();
        traced.visit_values(&mut |v| values.push(v));
        let mut wanted = Vec::new();
        want.visit_named("", &mut |path, slice| {
            wanted.push((path.to_string(), slice.iter().map(|v| v.to_f64()).collect::<Vec<f64>>()));
        });
        if values.len() != wanted.len() {
            return Err(Error::invalid(
                "trace check",
                format!("{name} holds {} tensors traced, {} in Rust", values.len(), wanted.len()),
            ));
        }
        for (value, (path, data)) in values.into_iter().zip(wanted) {
            let shape = self.graph.shape(value)?.to_vec();
            self.compare(&format!("{name} at `{path}`"), value, Array::new(shape, data)?);
        }
        Ok(())
    }

    /// Expects the traced `value` to equal `want`, compared under `name`.
    pub fn expect<Traced>(&mut self, name: &str, traced: Traced, want: &impl Expected<Traced>) {
        want.expect(self, name, traced);
    }

    /// Gives the graph input `name` (created elsewhere) the value `array`.
    pub fn provide(&mut self, name: &str, array: Array) {
        self.inputs.insert(name.to_string(), array);
    }

    /// Expects the graph value `value` to equal `want`, compared under `name`.
    pub fn compare(&mut self, name: &str, value: Value, want: Array) {
        self.compared.push((name.to_string(), value, want));
    }

    /// Evaluates the graph and compares each expected value with the Rust one: an error naming
    /// `function` and the first value whose norm-relative difference exceeds `tolerance`.
    pub fn finish(self, function: &str, tolerance: f64) -> Result<()> {
        let values: Vec<Value> = self.compared.iter().map(|(_, v, _)| *v).collect();
        let got = evaluate(&self.graph, &self.inputs, &values)?;
        for ((name, _, want), got) in self.compared.iter().zip(got) {
            if got.shape != want.shape {
                return Err(Error::invalid(
                    "trace check",
                    format!(
                        "the graph form of `{function}` gives {name} the shape {:?}, Rust {:?}",
                        got.shape, want.shape
                    ),
                ));
            }
            let relative = got.relative_error(want)?;
            if relative.is_nan() || relative > tolerance {
                return Err(Error::invalid(
                    "trace check",
                    format!(
                        "the graph form of `{function}` differs from Rust in {name}: norm-relative difference {relative:.3e}, over the tolerance {tolerance:e}"
                    ),
                ));
            }
        }
        Ok(())
    }
}

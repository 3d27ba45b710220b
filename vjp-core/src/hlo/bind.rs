//! Struct layers in a graph: the tensors of a `#[derive(Params)]` layer bound as named graph
//! inputs and held in its *mirror* — the same struct with each tensor a [`Traced`] value, each
//! nested layer its mirror, each list of layers a list of mirrors, configuration as it is.
//!
//! A derived body traced over a mirror reads it as the Rust body reads the layer (`&self.w`,
//! `self.eps`, `for block in &self.blocks`), and the gradient of a layer in the traced
//! backward is a mirror too, holding each tensor's gradient. A model's root layer binds its
//! fields in the current scope ([`BindLayer::bind_fields`]), so each tensor's input is named by
//! its path (`blocks.3.w1`), as [`Params::visit_named_params`](crate::Params) names it.

use super::array::ToArray;
use super::graph::{Graph, Value};
use super::parameters::Parameters;
use super::traced::Traced;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;

/// A value whose tensors can be bound as graph inputs: a tensor, a `#[derive(Params)]` layer, a
/// list of them.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be bound into a graph",
    label = "not a tensor, a `#[derive(Params)]` layer or a list of them",
    note = "the fields of an exported struct layer are tensors, layers with `#[derive(Params)]`, `Vec`s or arrays of them, and configuration"
)]
pub trait Bind {
    /// The value with each tensor a graph value: `Traced<Self>` for a tensor, the mirror for a
    /// layer, a `Vec` of mirrors for a list.
    type Traced: TracedParams;
    /// Binds the tensors as the field `field` of the current scope: a tensor as one input named
    /// by its path, a layer's or a list's tensors under it.
    fn bind_field(&self, g: &mut Graph, params: &mut Parameters, field: &str) -> Result<Self::Traced>;
}

/// A `#[derive(Params)]` layer: its fields bound in the current scope, where the layer is a
/// model's root or a layer in a combinator.
pub trait BindLayer: Bind {
    /// Binds each tensor field under its name in the current scope.
    fn bind_fields(&self, g: &mut Graph, params: &mut Parameters) -> Result<Self::Traced>;
}

/// A layer's tensors as graph values (its [`Bind::Traced`]): what the traced backward holds a
/// layer's gradient in, field by field.
pub trait TracedParams: Clone {
    /// Zeros shaped like `self` (configuration kept).
    fn zeros(&self, g: &mut Graph) -> Result<Self>;
    /// `self += other`, tensor by tensor.
    fn add(&mut self, g: &mut Graph, other: &Self) -> Result<()>;
    /// Each tensor's graph value, in binding order (the order `Differentiable::visit` gives).
    fn visit_values(&self, f: &mut dyn FnMut(Value));
    /// Adds each tensor of `self` (a gradient) to the gradient of the tensor bound at `start`,
    /// `start + 1`, ... in binding order.
    fn accumulate(&self, g: &mut Graph, params: &mut Parameters, start: usize) -> Result<()> {
        let mut values = Vec::new();
        self.visit_values(&mut |v| values.push(v));
        values
            .into_iter()
            .enumerate()
            .try_for_each(|(k, v)| params.accumulate(g, start + k, v))
    }
}

/// The layer a mirror stands for, so that a call on a mirror (`self.mlp.forward(&h)?`) finds its
/// layer's traced forward.
pub trait Mirror: TracedParams {
    /// The layer.
    type Layer: Bind<Traced = Self>;
}

/// A struct layer whose `forward` is exported (`#[vjp(trace)] fn forward(&self, x: &X)`): its
/// forward traced over its mirror, with the pullback giving the mirror's gradient and the
/// input's.
pub trait TraceForward<X: ?Sized>: Bind {
    /// The output's type.
    type Output: ?Sized;
    /// The output at `x`, and its pullback: it takes the graph, the mirror, the input, the
    /// output and its cotangent, and gives the layer's gradient (a mirror) and the input's.
    fn trace_forward(
        g: &mut Graph,
        layer: &Self::Traced,
        x: &Traced<X>,
    ) -> Result<(Traced<Self::Output>, LayerPullback<Self::Traced, X, Self::Output>)>;
}

/// The pullback of a struct layer's traced forward ([`TraceForward`]).
pub type LayerPullback<M, X, Y> =
    Box<dyn Fn(&mut Graph, &M, &Traced<X>, &Traced<Y>, &Traced<Y>) -> Result<(M, Traced<X>)>>;

impl<T: Scalar, S: Shape> Bind for Tensor<T, S> {
    type Traced = Traced<Tensor<T, S>>;
    fn bind_field(&self, g: &mut Graph, params: &mut Parameters, field: &str) -> Result<Self::Traced> {
        Ok(params.bind(g, field, self, true)?.1)
    }
}

/// Token ids bound as an input of the graph that is not trained (ids have no gradient).
impl Bind for crate::tokens::Tokens {
    type Traced = Traced<crate::tokens::Tokens>;
    fn bind_field(&self, g: &mut Graph, params: &mut Parameters, field: &str) -> Result<Self::Traced> {
        Ok(params.bind(g, field, self, false)?.1)
    }
}

impl<X: ?Sized> TracedParams for Traced<X> {
    fn zeros(&self, g: &mut Graph) -> Result<Self> {
        Ok(Traced::new(g.full_like(self.value(), 0.0)?))
    }
    fn add(&mut self, g: &mut Graph, other: &Self) -> Result<()> {
        *self = Traced::new(g.add(self.value(), other.value())?);
        Ok(())
    }
    fn visit_values(&self, f: &mut dyn FnMut(Value)) {
        f(self.value());
    }
}

/// A `#[no_grad]` field of a struct layer (a mask, ids) bound as an input of the graph named by
/// its path, holding its value, and not trained.
pub fn bind_constant<X: ToArray + ?Sized>(
    value: &X,
    g: &mut Graph,
    params: &mut Parameters,
    field: &str,
) -> Result<Traced<X>> {
    Ok(params.bind(g, field, value, false)?.1)
}

/// The layers of a list bound under the field, numbered (`blocks.0`, `blocks.1`, ...).
fn bind_list<'a, L: Bind + 'a>(
    layers: impl IntoIterator<Item = &'a L>,
    g: &mut Graph,
    params: &mut Parameters,
    field: &str,
) -> Result<Vec<L::Traced>> {
    params.scoped(field, |params| {
        layers
            .into_iter()
            .enumerate()
            .map(|(i, layer)| layer.bind_field(g, params, &i.to_string()))
            .collect()
    })
}

impl<L: Bind> Bind for [L] {
    type Traced = Vec<L::Traced>;
    fn bind_field(&self, g: &mut Graph, params: &mut Parameters, field: &str) -> Result<Self::Traced> {
        bind_list(self, g, params, field)
    }
}

impl<L: Bind> Bind for Vec<L> {
    type Traced = Vec<L::Traced>;
    fn bind_field(&self, g: &mut Graph, params: &mut Parameters, field: &str) -> Result<Self::Traced> {
        bind_list(self, g, params, field)
    }
}

impl<L: Bind, const N: usize> Bind for [L; N] {
    type Traced = [L::Traced; N];
    fn bind_field(&self, g: &mut Graph, params: &mut Parameters, field: &str) -> Result<Self::Traced> {
        let bound = bind_list(self, g, params, field)?;
        bound
            .try_into()
            .map_err(|_| Error::invalid("export", format!("`{field}` did not bind {N} layers")))
    }
}

/// `a += b` over two lists of one length.
fn add_lists<M: TracedParams>(g: &mut Graph, a: &mut [M], b: &[M]) -> Result<()> {
    crate::value::check_lengths(a.len(), b.len())?;
    a.iter_mut().zip(b).try_for_each(|(a, b)| a.add(g, b))
}

impl<M: TracedParams> TracedParams for Vec<M> {
    fn zeros(&self, g: &mut Graph) -> Result<Self> {
        self.iter().map(|m| m.zeros(g)).collect()
    }
    fn add(&mut self, g: &mut Graph, other: &Self) -> Result<()> {
        add_lists(g, self, other)
    }
    fn visit_values(&self, f: &mut dyn FnMut(Value)) {
        self.iter().for_each(|m| m.visit_values(f));
    }
}

impl<M: TracedParams, const N: usize> TracedParams for [M; N] {
    fn zeros(&self, g: &mut Graph) -> Result<Self> {
        let zeros = self.iter().map(|m| m.zeros(g)).collect::<Result<Vec<M>>>()?;
        zeros
            .try_into()
            .map_err(|_| Error::invalid("export", format!("a list of {N} layers changed its length")))
    }
    fn add(&mut self, g: &mut Graph, other: &Self) -> Result<()> {
        add_lists(g, self, other)
    }
    fn visit_values(&self, f: &mut dyn FnMut(Value)) {
        self.iter().for_each(|m| m.visit_values(f));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dim::Const;
    use crate::tensor::{Matrix, Vector};

    #[test]
    fn lists_bind_numbered_and_accumulate_in_binding_order() {
        let layers = vec![
            Vector::<f64, Const<2>>::zeros((Const,)),
            Vector::<f64, Const<2>>::zeros((Const,)),
        ];
        let w = Matrix::<f64, Const<2>, Const<3>>::zeros((Const, Const));
        let mut g = Graph::new();
        let mut params = Parameters::new();
        let first = w.bind_field(&mut g, &mut params, "w").unwrap();
        let bound = layers.bind_field(&mut g, &mut params, "blocks").unwrap();
        let names: Vec<&str> = params.entries().iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["w", "blocks.0", "blocks.1"]);
        let gradient = bound.zeros(&mut g).unwrap();
        gradient.accumulate(&mut g, &mut params, 1).unwrap();
        assert!(params.entries()[0].gradient.is_none());
        assert!(params.entries()[1..].iter().all(|p| p.gradient.is_some()));
        let mut sum = bound.clone();
        assert!(sum.add(&mut g, &bound[..1].to_vec()).is_err());
        first.accumulate(&mut g, &mut params, 0).unwrap();
        let arrays = [w.clone(), w];
        let bound = arrays.bind_field(&mut g, &mut params, "pair").unwrap();
        assert_eq!(bound.len(), 2);
        assert_eq!(params.entries()[4].name, "pair.1");
    }
}

//! Combinators: build witnesses from witnesses. A composition of witnesses is a witness: its
//! backward is the chain rule (or the sum rule) applied to its parts' backwards.
//! Each one's backward is the rule its law states (chain rule, sum, fan-in, per-example sum).

/// Implements [`Params`](crate::Params) for a combinator whose parameters are those of its
/// listed fields, in order. One field: the gradient is that field's; several: a tuple.
macro_rules! params_of_fields {
    ([$($generics:tt)*] $ty:ty { $field:ident }) => {
        impl<T: $crate::Scalar, $($generics)*> $crate::Params<T> for $ty {
            type Grads = F::Grads;
            fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
                self.$field.visit_params(f)
            }
            fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
                self.$field.visit_params_mut(f)
            }
            fn zero_grads(&self) -> Self::Grads {
                self.$field.zero_grads()
            }
        }
    };
    ([$($generics:tt)*] $ty:ty { $($field:ident: $f:ident),+ }) => {
        impl<T: $crate::Scalar, $($generics)*> $crate::Params<T> for $ty {
            type Grads = ($($f::Grads,)+);
            fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
                $(self.$field.visit_params(f);)+
            }
            fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
                $(self.$field.visit_params_mut(f);)+
            }
            fn zero_grads(&self) -> Self::Grads {
                ($(self.$field.zero_grads(),)+)
            }
        }
    };
}
use params_of_fields;

/// An input `Self` that the witness `L` takes: implemented for every `X` with `L: Vjp<T, X>`.
/// The bound of the combinators' inherent `apply` and `forward`, placed on the input so that a
/// mismatch is reported with this message instead of rustc's "method exists but its trait
/// bounds were not satisfied".
#[diagnostic::on_unimplemented(
    message = "`{L}` is not differentiable at an input of type `{Self}`",
    label = "this layer cannot take that input",
    note = "a composition type-checks only when each stage's output shape is the next stage's input shape"
)]
pub trait InputOf<L, T: crate::Scalar>: crate::Differentiable<T> {
    /// The witness's output at this input.
    type Output;
    /// What the witness's forward saves.
    type Saved;
    /// `layer`'s output here: [`Vjp::apply`](crate::Vjp::apply).
    fn apply_to(self, layer: &L) -> crate::Result<Self::Output>;
    /// `layer`'s forward here: [`Vjp::forward`](crate::Vjp::forward).
    fn forward_through(self, layer: &L) -> crate::Result<(Self::Output, Self::Saved)>;
}
impl<T: crate::Scalar, X: crate::Differentiable<T>, L: crate::Vjp<T, X>> InputOf<L, T> for X {
    type Output = L::Output;
    type Saved = L::Saved;
    fn apply_to(self, layer: &L) -> crate::Result<L::Output> {
        layer.apply(self)
    }
    fn forward_through(self, layer: &L) -> crate::Result<(L::Output, L::Saved)> {
        layer.forward(self)
    }
}

macro_rules! call_through_vjp {
    ($($($seg:ident)::+ <$($g:ident),*>),* $(,)?) => {$(
        impl<$($g),*> $($seg)::+<$($g),*> {
            /// The output at `x`: [`Vjp::apply`](crate::Vjp::apply).
            pub fn apply<T: $crate::Scalar, X: InputOf<Self, T>>(&self, x: X) -> $crate::Result<X::Output> {
                x.apply_to(self)
            }

            /// The output at `x` and what the backward needs: [`Vjp::forward`](crate::Vjp::forward).
            #[allow(clippy::type_complexity)]
            pub fn forward<T: $crate::Scalar, X: InputOf<Self, T>>(&self, x: X) -> $crate::Result<(X::Output, X::Saved)> {
                x.forward_through(self)
            }
        }
    )*};
}
call_through_vjp!(
    batch_map::BatchMap<F>,
    bi_path::BiPath<F, G>,
    chain::Chain<F>,
    comp::Comp<F, G>,
    fan_out::FanOut<B>,
    named::Named<F>,
    per_head::PerHead<F, D>,
    remat::Remat<F>,
);

pub mod batch_map;
pub mod bi_path;
pub mod chain;
pub mod comp;
pub mod fan_out;
pub mod named;
pub mod per_head;
pub mod remat;

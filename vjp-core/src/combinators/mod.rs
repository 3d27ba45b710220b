//! Combinators: build witnesses from witnesses, the way the Lean project composes its proofs.
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
            fn visit_params_mut(&mut self, f: &mut dyn FnMut(&mut [T])) {
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
            fn visit_params_mut(&mut self, f: &mut dyn FnMut(&mut [T])) {
                $(self.$field.visit_params_mut(f);)+
            }
            fn zero_grads(&self) -> Self::Grads {
                ($(self.$field.zero_grads(),)+)
            }
        }
    };
}
use params_of_fields;

pub mod batch_map;
pub mod bi_path;
pub mod chain;
pub mod comp;
pub mod fan_out;
pub mod per_head;

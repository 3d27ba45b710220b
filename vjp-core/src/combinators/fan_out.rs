//! One input fed to k branches whose outputs are kept apart: `x ↦ (f₁(x), …, f_k(x))`.
//! Its backward is the k-way fan-in: the branches' input cotangents summed (the Q/K/V
//! projections of attention fan in this way into the LayerNorm output).

use crate::error::Result;
use crate::hlo::{Graph, Parameters, Trace, TracedValue};
use crate::scalar::Scalar;
use crate::tape::{ParamNodes, Record, RecordResult, Recorded, Tape};
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};

/// `x ↦ (f₁(x), …, f_k(x))` for a tuple of 2 or 3 branches; backward `Σ_i f_i.backward(dy_i)`.
#[derive(Clone, Debug)]
pub struct FanOut<Branches> {
    /// The branches, as a tuple.
    pub branches: Branches,
}

/// The k-way fan-out of a tuple of branches, e.g. `fan_out((q, k, v))`.
pub fn fan_out<Branches>(branches: Branches) -> FanOut<Branches> {
    FanOut { branches }
}

macro_rules! fan_out_impl {
    ($f0:ident $i0:tt $(, $f:ident $i:tt)+) => {
        impl<T: Scalar, $f0: Params<T> $(, $f: Params<T>)+> Params<T> for FanOut<($f0, $($f,)+)> {
            type Grads = ($f0::Grads, $($f::Grads,)+);
            fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
                self.branches.$i0.visit_params(f);
                $(self.branches.$i.visit_params(f);)+
            }
            fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
                self.branches.$i0.visit_params_mut(f);
                $(self.branches.$i.visit_params_mut(f);)+
            }
            fn zero_grads(&self) -> Self::Grads {
                (self.branches.$i0.zero_grads(), $(self.branches.$i.zero_grads(),)+)
            }
        }

        impl<T: Scalar, X: Differentiable<T>, $f0: Vjp<T, X> $(, $f: Vjp<T, X>)+> Vjp<T, X>
            for FanOut<($f0, $($f,)+)>
        {
            type Output = ($f0::Output, $($f::Output,)+);
            type Saved = ($f0::Saved, $($f::Saved,)+);
            fn forward(&self, x: X) -> Result<(Self::Output, Self::Saved)> {
                let outs = (self.branches.$i0.forward(x.clone())?, $(self.branches.$i.forward(x.clone())?,)+);
                Ok(((outs.$i0.0, $(outs.$i.0,)+), (outs.$i0.1, $(outs.$i.1,)+)))
            }
            fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(X, Self::Grads)> {
                let (mut dx, grads0) = self.branches.$i0.backward(&saved.$i0, &dy.$i0)?;
                let grads = (grads0, $({
                    let (dx_branch, grads_branch) = self.branches.$i.backward(&saved.$i, &dy.$i)?;
                    dx.add_assign(&dx_branch)?;
                    grads_branch
                },)+);
                Ok((dx, grads))
            }
            fn apply(&self, x: X) -> Result<Self::Output> {
                Ok((self.branches.$i0.apply(x.clone())?, $(self.branches.$i.apply(x.clone())?,)+))
            }
        }

        /// Every branch traced on the input, branch `i` under the name `i`; backward, the
        /// branches' input cotangents summed.
        impl<T: Scalar, X: Differentiable<T>, $f0: Trace<T, X> $(, $f: Trace<T, X, In = $f0::In>)+> Trace<T, X>
            for FanOut<($f0, $($f,)+)>
        {
            type In = $f0::In;
            type Out = ($f0::Out, $($f::Out,)+);
            type Kept = ($f0::Kept, $($f::Kept,)+);
            fn trace(&self, g: &mut Graph, params: &mut Parameters, x: $f0::In) -> Result<(Self::Out, Self::Kept)> {
                let outs = (
                    params.scoped(stringify!($i0), |params| self.branches.$i0.trace(g, params, x.clone()))?,
                    $(params.scoped(stringify!($i), |params| self.branches.$i.trace(g, params, x.clone()))?,)+
                );
                Ok(((outs.$i0.0, $(outs.$i.0,)+), (outs.$i0.1, $(outs.$i.1,)+)))
            }
            fn trace_back(&self, g: &mut Graph, params: &mut Parameters, kept: &Self::Kept, dy: Self::Out) -> Result<$f0::In> {
                let mut dx = params.scoped(stringify!($i0), |params| self.branches.$i0.trace_back(g, params, &kept.$i0, dy.$i0))?;
                $(
                    let dx_branch = params.scoped(stringify!($i), |params| self.branches.$i.trace_back(g, params, &kept.$i, dy.$i))?;
                    dx = TracedValue::add(g, &dx, &dx_branch)?;
                )+
                Ok(dx)
            }
        }
    };
}

fan_out_impl!(F0 0, F1 1);
fan_out_impl!(F0 0, F1 1, F2 2);

macro_rules! record_fan_out {
    ($($f:ident $i:tt),+) => {
        impl<T: Scalar, X: Recorded<T>, $($f: Record<T, X>),+> Record<T, X> for FanOut<($($f,)+)> {
            fn record(
                &self,
                tape: &mut Tape<T>,
                input: X::Ids,
                params: &mut ParamNodes,
            ) -> RecordResult<($(<$f::Output as Recorded<T>>::Ids,)+)> {
                Ok(($(self.branches.$i.record(tape, input.clone(), params)?,)+))
            }
        }
    };
}

record_fan_out!(F0 0, F1 1);
record_fan_out!(F0 0, F1 1, F2 2);

//! The tuple implementations behind the generated code, one set per number of arguments
//! (up to 16): a function's arguments and a pullback's gradients are handled as tuples, so the
//! generated code does not spell them out one by one.

use super::backward::{Gradient, Gradients};
use super::record::{RecordArg, RecordArgs, Spread, TapeValues};
use crate::error::Result;
use crate::hlo::Graph;
use crate::scalar::Scalar;
use crate::tape::{DynTensor, NodeId, Tape, TapeError};
use std::borrow::Borrow;

macro_rules! arity {
    ($pin:ident, $traced_pin:ident; $($a:ident $v:ident $b:ident $g:ident $i:tt),*) => {
        #[allow(unused_variables, clippy::unused_unit)]
        impl<$($g: Gradient),*> Gradients for ($($g,)*) {
            type Slots = ($($g::Slot,)*);
            fn present(self) -> Self::Slots {
                ($(self.$i.present(),)*)
            }
            fn absent() -> Self::Slots {
                ($($g::absent(),)*)
            }
        }

        #[allow(unused_variables)]
        impl<S: Scalar, $($a: RecordArg<S, $v>, $v,)*> RecordArgs<S, ($($v,)*)> for ($($a,)*) {
            type Grads = ($($a::Grad,)*);
            fn nodes(&self) -> Vec<Option<NodeId>> {
                vec![$(self.$i.node()),*]
            }
            fn read(self, tape: &Tape<S>) -> std::result::Result<($($v,)*), TapeError> {
                Ok(($(self.$i.read(tape)?,)*))
            }
            fn grads_to_dyn(grads: Self::Grads) -> Vec<Option<DynTensor<S>>> {
                vec![$($a::grad_to_dyn(grads.$i)),*]
            }
        }

        #[allow(unused_variables)]
        impl<F, $($v: Borrow<$b>, $b: ?Sized,)* Y, G> Spread<($($v,)*), fn($(&$b),*), Y, G> for F
        where
            F: Fn($(&$b,)* &Y, &Y) -> Result<G>,
        {
            fn spread(&self, values: &($($v,)*), y: &Y, dy: &Y) -> Result<G> {
                self($(values.$i.borrow(),)* y, dy)
            }
        }

        #[allow(unused_variables, unused_mut)]
        impl<S: Scalar, $($g: TapeValues<S>),*> TapeValues<S> for ($($g,)*) {
            fn to_dyn(self) -> Vec<DynTensor<S>> {
                let mut all = Vec::new();
                $(all.extend(self.$i.to_dyn());)*
                all
            }
        }


        /// Pins a derived pullback's (or a saving rule's) signature (every argument, the output and the
        /// cotangent by reference, for any lifetimes), so its closure needs no written types.
        pub fn $pin<$($b: ?Sized,)* Y, G, F: Fn($(&$b,)* &Y, &Y) -> Result<G>>(pullback: F) -> F {
            pullback
        }

        /// Pins a derived traced pullback's signature: the graph, then every argument, the
        /// output and the cotangent by reference.
        pub fn $traced_pin<$($b: ?Sized,)* Y, G, F: Fn(&mut Graph, $(&$b,)* &Y, &Y) -> Result<G>>(pullback: F) -> F {
            pullback
        }
    };
}

arity!(pullback0, traced_pullback0;);
arity!(pullback1, traced_pullback1; A0 V0 B0 G0 0);
arity!(pullback2, traced_pullback2; A0 V0 B0 G0 0, A1 V1 B1 G1 1);
arity!(pullback3, traced_pullback3; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2);
arity!(pullback4, traced_pullback4; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3);
arity!(pullback5, traced_pullback5; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4);
arity!(pullback6, traced_pullback6; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5);
arity!(pullback7, traced_pullback7; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6);
arity!(pullback8, traced_pullback8; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7);
arity!(pullback9, traced_pullback9; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8);
arity!(pullback10, traced_pullback10; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9);
arity!(pullback11, traced_pullback11; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9, A10 V10 B10 G10 10);
arity!(pullback12, traced_pullback12; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9, A10 V10 B10 G10 10, A11 V11 B11 G11 11);
arity!(pullback13, traced_pullback13; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9, A10 V10 B10 G10 10, A11 V11 B11 G11 11, A12 V12 B12 G12 12);
arity!(pullback14, traced_pullback14; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9, A10 V10 B10 G10 10, A11 V11 B11 G11 11, A12 V12 B12 G12 12, A13 V13 B13 G13 13);
arity!(pullback15, traced_pullback15; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9, A10 V10 B10 G10 10, A11 V11 B11 G11 11, A12 V12 B12 G12 12, A13 V13 B13 G13 13, A14 V14 B14 G14 14);
arity!(pullback16, traced_pullback16; A0 V0 B0 G0 0, A1 V1 B1 G1 1, A2 V2 B2 G2 2, A3 V3 B3 G3 3, A4 V4 B4 G4 4, A5 V5 B5 G5 5, A6 V6 B6 G6 6, A7 V7 B7 G7 7, A8 V8 B8 G8 8, A9 V9 B9 G9 9, A10 V10 B10 G10 10, A11 V11 B11 G11 11, A12 V12 B12 G12 12, A13 V13 B13 G13 13, A14 V14 B14 G14 14, A15 V15 B15 G15 15);

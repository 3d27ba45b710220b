//! Graph values with the Rust type they stand for, so that a traced program type-checks as the
//! Rust one does: `Traced<Matrix<T, N, D>>` is a graph value holding what a `Matrix<T, N, D>`
//! holds in Rust, and a function traced over them infers its generic parameters (and refuses a
//! wrong composition) exactly as over tensors.

use super::graph::{Graph, Value};
use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::value::Differentiable;
use std::fmt;
use std::marker::PhantomData;

/// A graph value standing for a Rust value of type `X`.
pub struct Traced<X: ?Sized> {
    value: Value,
    kind: PhantomData<fn(&X)>,
}

impl<X: ?Sized> Traced<X> {
    /// `value`, standing for an `X`.
    pub fn new(value: Value) -> Self {
        Traced {
            value,
            kind: PhantomData,
        }
    }

    /// The graph value.
    pub fn value(&self) -> Value {
        self.value
    }

    /// Its shape in `graph`.
    pub fn shape<'g>(&self, graph: &'g Graph) -> Result<&'g [usize]> {
        graph.shape(self.value)
    }
}

impl<X: ?Sized> Clone for Traced<X> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<X: ?Sized> Copy for Traced<X> {}

impl<X: ?Sized> PartialEq for Traced<X> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<X: ?Sized> fmt::Debug for Traced<X> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Traced(%{})", self.value.index())
    }
}

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

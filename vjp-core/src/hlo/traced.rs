//! Graph values with the Rust type they stand for, so that a traced program type-checks as the
//! Rust one does: `Traced<Matrix<T, N, D>>` is a graph value holding what a `Matrix<T, N, D>`
//! holds in Rust, and a function traced over them infers its generic parameters (and refuses a
//! wrong composition) exactly as over tensors.

use super::graph::{Graph, Value};
use crate::error::Result;
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

//! A shape read in an exported derived body (`x.ncols()`): the traced function reads the size
//! off the graph, where the value's shape is known, and gets the number the Rust function gets.

use crate::error::{Error, Result};
use crate::hlo::{Graph, Traced};

fn axis<X: ?Sized>(g: &Graph, x: &Traced<X>, axis: usize, what: &'static str) -> Result<usize> {
    g.shape(x.value())?
        .get(axis)
        .copied()
        .ok_or_else(|| Error::invalid(what, "the value has no such axis"))
}

/// `x.nrows()` of a traced value.
pub fn nrows<X: ?Sized>(g: &Graph, x: &Traced<X>) -> Result<usize> {
    axis(g, x, 0, "nrows")
}

/// `x.ncols()` of a traced value.
pub fn ncols<X: ?Sized>(g: &Graph, x: &Traced<X>) -> Result<usize> {
    axis(g, x, 1, "ncols")
}

/// `x.len()` of a traced vector.
pub fn len<X: ?Sized>(g: &Graph, x: &Traced<X>) -> Result<usize> {
    axis(g, x, 0, "len")
}

/// `x.dims()` of a traced value.
pub fn dims<X: ?Sized>(g: &Graph, x: &Traced<X>) -> Result<Vec<usize>> {
    Ok(g.shape(x.value())?.to_vec())
}

/// `x.numel()` of a traced value.
pub fn numel<X: ?Sized>(g: &Graph, x: &Traced<X>) -> Result<usize> {
    Ok(g.shape(x.value())?.iter().product())
}

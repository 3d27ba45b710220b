//! Dimensions: static (`Const<N>`, checked by the compiler) or chosen at run time (`usize`,
//! checked when values are built or combined), behind one trait.

use crate::error::{Error, Result};
use std::fmt::Debug;

/// One dimension of a shape.
///
/// [`Const<N>`] fixes the size in the type, so a mismatch does not compile; `usize` carries
/// the size as a value, so a mismatch is an [`Error`] when the tensors meet. The same model
/// code serves both.
pub trait Dim: Copy + Debug + PartialEq + Send + Sync + 'static {
    /// `Some(N)` for `Const<N>`, `None` for a run-time dimension.
    const STATIC: Option<usize>;
    /// The size.
    fn size(&self) -> usize;
    /// This dimension with size `n`; an error if the type fixes another size.
    fn try_from_size(n: usize) -> Result<Self>;
}

/// A dimension whose size `N` is part of the type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Const<const N: usize>;

impl<const N: usize> Dim for Const<N> {
    const STATIC: Option<usize> = Some(N);
    fn size(&self) -> usize {
        N
    }
    fn try_from_size(n: usize) -> Result<Self> {
        if n == N {
            Ok(Const)
        } else {
            Err(Error::StaticDim { expected: N, found: n })
        }
    }
}

impl Dim for usize {
    const STATIC: Option<usize> = None;
    fn size(&self) -> usize {
        *self
    }
    fn try_from_size(n: usize) -> Result<Self> {
        Ok(n)
    }
}

/// A dimension known entirely from its type.
pub trait ConstDim: Dim + Default {}
impl<const N: usize> ConstDim for Const<N> {}

/// Two dimensions that may stand where one size is required.
///
/// Two static dimensions meet only when they are equal, which the compiler checks; a
/// run-time dimension meets anything, and the sizes are compared when the program runs.
#[diagnostic::on_unimplemented(
    message = "dimension mismatch: `{Self}` cannot meet `{R}`",
    label = "these dimensions must be equal",
    note = "the two tensors share this dimension (for a matrix product, the left operand's columns and the right operand's rows)"
)]
pub trait SameDim<R: Dim>: Dim {
    /// Whether the two sizes agree (always true for two equal `Const`s).
    fn same(&self, other: &R) -> bool {
        self.size() == other.size()
    }
}

impl<D: Dim> SameDim<D> for D {}
impl<const N: usize> SameDim<usize> for Const<N> {}
impl<const N: usize> SameDim<Const<N>> for usize {}

/// A static dimension of size 1 that stretches to any other in a broadcast (numpy's rule): a
/// `Matrix<T, One, D>` broadcasts against a `Matrix<T, N, D>`. A `Const<1>` does not stretch,
/// so that two static sizes that differ never broadcast by accident: write `One` where a
/// dimension is meant to stretch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct One;

impl Dim for One {
    const STATIC: Option<usize> = Some(1);
    fn size(&self) -> usize {
        1
    }
    fn try_from_size(n: usize) -> Result<Self> {
        if n == 1 {
            Ok(One)
        } else {
            Err(Error::StaticDim { expected: 1, found: n })
        }
    }
}

impl ConstDim for One {}

/// The dimension that broadcasting `Self` against `R` gives (numpy's rule: equal sizes, or one
/// of them 1). Static dimensions that cannot broadcast are a compile error; a run-time
/// dimension is checked when the op runs.
#[diagnostic::on_unimplemented(
    message = "dimensions `{Self}` and `{R}` do not broadcast",
    label = "these dimensions must be equal, or one of them `One`",
    note = "a dimension that stretches is written `One` (a `Const<1>` does not stretch)"
)]
pub trait BroadcastDim<R: Dim>: Dim {
    /// The broadcast dimension.
    type Output: Dim;
}

impl<D: Dim> BroadcastDim<D> for D {
    type Output = D;
}
impl<const N: usize> BroadcastDim<Const<N>> for One {
    type Output = Const<N>;
}
impl<const N: usize> BroadcastDim<One> for Const<N> {
    type Output = Const<N>;
}
impl BroadcastDim<usize> for One {
    type Output = usize;
}
impl BroadcastDim<One> for usize {
    type Output = usize;
}
impl<const N: usize> BroadcastDim<usize> for Const<N> {
    type Output = Const<N>;
}
impl<const N: usize> BroadcastDim<Const<N>> for usize {
    type Output = Const<N>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_dims_refuse_other_sizes() {
        assert_eq!(Const::<3>::try_from_size(3), Ok(Const));
        assert_eq!(
            Const::<3>::try_from_size(4),
            Err(Error::StaticDim { expected: 3, found: 4 })
        );
        assert_eq!(usize::try_from_size(7), Ok(7));
    }

    #[test]
    fn mixed_dims_compare_sizes() {
        assert!(Const::<3>.same(&3usize));
        assert!(!3usize.same(&Const::<4>));
        assert!(!2usize.same(&5usize));
    }
}

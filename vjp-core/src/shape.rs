//! Shapes: tuples of dimensions, outermost first; `()` is a scalar.

use crate::dim::{BroadcastDim, ConstDim, Dim};
use crate::error::{Dims, Error, Result};
use std::fmt::Debug;

/// A tensor's shape: a tuple of [`Dim`]s, outermost first. Every shape broadcasts against
/// itself to itself, so code generic over one shape may use the broadcasting ops.
pub trait Shape: Copy + Debug + PartialEq + Send + Sync + 'static + BroadcastShape<Self, Output = Self> {
    /// The number of dimensions.
    const RANK: usize;
    /// The sizes, outermost first.
    fn dims(&self) -> Vec<usize>;
    /// The number of elements.
    fn numel(&self) -> usize {
        self.dims().iter().product()
    }
    /// The shape with these sizes; an error if the rank differs or a static dimension has
    /// another size.
    fn from_dims(dims: &[usize]) -> Result<Self>;
}

fn rank_error(rank: usize, dims: &[usize]) -> Error {
    Error::invalid(
        "shape",
        format!(
            "a rank-{rank} shape cannot hold the {}-dimensional {}",
            dims.len(),
            Dims(dims.to_vec())
        ),
    )
}

/// A shape fixed entirely by its type, so its value need not be written.
pub trait StaticShape: Shape {
    /// The one value of this shape.
    fn get() -> Self;
}

/// A shape with a leading (batch or row) axis: `(Lead, Rest...)`.
pub trait LeadingAxis: Shape {
    /// The leading dimension.
    type Lead: Dim;
    /// The shape of one entry along the leading axis.
    type Rest: Shape;
    /// The leading dimension and the rest.
    fn split(&self) -> (Self::Lead, Self::Rest);
}

/// A shape that can be given a new leading axis `B`.
pub trait Prepend<B: Dim>: Shape {
    /// `(B, Self...)`.
    type Out: Shape;
    /// The shape with `lead` in front.
    fn prepend(&self, lead: B) -> Self::Out;
}

impl Shape for () {
    const RANK: usize = 0;
    fn dims(&self) -> Vec<usize> {
        Vec::new()
    }
    fn from_dims(dims: &[usize]) -> Result<Self> {
        if dims.is_empty() {
            Ok(())
        } else {
            Err(rank_error(0, dims))
        }
    }
}

impl StaticShape for () {
    fn get() -> Self {}
}

impl<B: Dim> Prepend<B> for () {
    type Out = (B,);
    fn prepend(&self, lead: B) -> (B,) {
        (lead,)
    }
}

macro_rules! tuple_shape {
    ($rank:expr; $($d:ident $i:tt),+) => {
        impl<$($d: Dim),+> Shape for ($($d,)+) {
            const RANK: usize = $rank;
            fn dims(&self) -> Vec<usize> {
                vec![$(self.$i.size()),+]
            }
            fn from_dims(dims: &[usize]) -> Result<Self> {
                if dims.len() != $rank {
                    return Err(rank_error($rank, dims));
                }
                let dim = |i: usize| dims.get(i).copied().ok_or_else(|| rank_error($rank, dims));
                Ok(($($d::try_from_size(dim($i)?)?,)+))
            }
        }

        impl<$($d: ConstDim),+> StaticShape for ($($d,)+) {
            fn get() -> Self {
                ($($d::default(),)+)
            }
        }

    };
}

tuple_shape!(1; A 0);
tuple_shape!(2; A 0, B 1);
tuple_shape!(3; A 0, B 1, C 2);
tuple_shape!(4; A 0, B 1, C 2, D 3);

macro_rules! prepend {
    ($($d:ident $i:tt),+) => {
        impl<Lead: Dim, $($d: Dim),+> Prepend<Lead> for ($($d,)+) {
            type Out = (Lead, $($d,)+);
            fn prepend(&self, lead: Lead) -> Self::Out {
                (lead, $(self.$i,)+)
            }
        }
    };
}

prepend!(A 0);
prepend!(A 0, B 1);
prepend!(A 0, B 1, C 2);

impl<A: Dim> LeadingAxis for (A,) {
    type Lead = A;
    type Rest = ();
    fn split(&self) -> (A, ()) {
        (self.0, ())
    }
}

impl<A: Dim, B: Dim> LeadingAxis for (A, B) {
    type Lead = A;
    type Rest = (B,);
    fn split(&self) -> (A, (B,)) {
        (self.0, (self.1,))
    }
}

impl<A: Dim, B: Dim, C: Dim> LeadingAxis for (A, B, C) {
    type Lead = A;
    type Rest = (B, C);
    fn split(&self) -> (A, (B, C)) {
        (self.0, (self.1, self.2))
    }
}

impl<A: Dim, B: Dim, C: Dim, D: Dim> LeadingAxis for (A, B, C, D) {
    type Lead = A;
    type Rest = (B, C, D);
    fn split(&self) -> (A, (B, C, D)) {
        (self.0, (self.1, self.2, self.3))
    }
}

/// The shape that broadcasting `Self` against `R` gives (numpy's rule: shapes aligned at their
/// last axes, a missing leading axis or a size 1 stretching): same ranks, a scalar against any
/// shape, a vector against a matrix's rows. Static dimensions that cannot broadcast are a
/// compile error naming them; run-time dimensions are checked when the op runs.
#[diagnostic::on_unimplemented(
    message = "shapes `{Self}` and `{R}` do not broadcast",
    note = "broadcasting aligns the last axes; each pair must be equal or one of them `One`"
)]
pub trait BroadcastShape<R: Shape> {
    /// The broadcast shape.
    type Output: Shape;
}

/// The shape `SA` and `SB` broadcast to.
pub type Broadcast<SA, SB> = <SA as BroadcastShape<SB>>::Output;

impl<S: Shape> BroadcastShape<S> for () {
    type Output = S;
}

macro_rules! broadcast_same_rank {
    ($($a:ident $b:ident),+) => {
        impl<$($a: BroadcastDim<$b>, $b: Dim),+> BroadcastShape<($($b,)+)> for ($($a,)+) {
            type Output = ($(<$a as BroadcastDim<$b>>::Output,)+);
        }

        impl<$($a: Dim),+> BroadcastShape<()> for ($($a,)+) {
            type Output = Self;
        }
    };
}

broadcast_same_rank!(A0 B0);
broadcast_same_rank!(A0 B0, A1 B1);
broadcast_same_rank!(A0 B0, A1 B1, A2 B2);
broadcast_same_rank!(A0 B0, A1 B1, A2 B2, A3 B3);

impl<A: BroadcastDim<C>, R: Dim, C: Dim> BroadcastShape<(R, C)> for (A,) {
    type Output = (R, <A as BroadcastDim<C>>::Output);
}

impl<R: Dim, A: BroadcastDim<C>, C: Dim> BroadcastShape<(C,)> for (R, A) {
    type Output = (R, <A as BroadcastDim<C>>::Output);
}

/// The dims of two shapes broadcast (numpy's rule), or `None` if a pair is neither equal nor 1.
pub(crate) fn broadcast_dims(a: &[usize], b: &[usize]) -> Option<Vec<usize>> {
    let rank = a.len().max(b.len());
    let at = |d: &[usize], k: usize| {
        (k + d.len())
            .checked_sub(rank)
            .and_then(|i| d.get(i).copied())
            .unwrap_or(1)
    };
    (0..rank)
        .map(|k| match (at(a, k), at(b, k)) {
            (x, y) if x == y => Some(x),
            (1, y) => Some(y),
            (x, 1) => Some(x),
            _ => None,
        })
        .collect()
}

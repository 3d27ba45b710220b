//! Integer ids as a model's input: token ids of a batch of sequences, `[batch, context]`.
//!
//! A model whose input is [`Tokens`] is a witness like any other (`Vjp<T, Tokens>`): ids have
//! no gradient, so `Tokens` is a differentiable value with no scalars (the zero-dimensional
//! space, whose only vector is zero), and a derived body passes it wherever ids are read
//! (`embedding(&self.wte, ids)`: `&Tokens` is a `&[usize]`).

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::value::Differentiable;
use std::ops::Deref;

/// Ids in a `[batch, context]` grid, row-major: sequence `b`'s ids are
/// `ids[b·context .. (b+1)·context]`.
///
/// ```
/// use vjp_core::Tokens;
/// let tokens = Tokens::new(vec![5, 1, 4, 2, 2, 0], 3)?;
/// assert_eq!((tokens.nrows(), tokens.ncols()), (2, 3));
/// assert_eq!(&tokens[3..], [2, 2, 0]);
/// // Each id's place in its sequence, for a learned position embedding.
/// assert_eq!(*Tokens::positions(tokens.nrows(), tokens.ncols()), [0, 1, 2, 0, 1, 2]);
/// assert_eq!(*tokens.sequences(1..2)?, [2, 2, 0]);
/// assert!(Tokens::new(vec![1, 2, 3], 2).is_err());
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tokens {
    ids: Vec<usize>,
    context: usize,
}

impl Tokens {
    /// Sequences of `context` ids each; an error unless `ids` splits into them.
    pub fn new(ids: Vec<usize>, context: usize) -> Result<Self> {
        if context == 0 || !ids.len().is_multiple_of(context) {
            return Err(Error::invalid(
                "tokens",
                format!("{} ids do not split into sequences of {context}", ids.len()),
            ));
        }
        Ok(Tokens { ids, context })
    }

    /// The number of sequences.
    pub fn nrows(&self) -> usize {
        self.ids.len().checked_div(self.context).unwrap_or(0)
    }

    /// The ids per sequence.
    pub fn ncols(&self) -> usize {
        self.context
    }

    /// `(sequences, ids per sequence)`.
    pub fn dims(&self) -> Vec<usize> {
        vec![self.nrows(), self.context]
    }

    /// The positions of `sequences` sequences of `context` ids: `0..context` per sequence, the
    /// ids of a learned position embedding (`embedding(&wpe, &Tokens::positions(x.nrows(),
    /// x.ncols()))` in a derived body, where `x.nrows()` is a shape read).
    pub fn positions(sequences: usize, context: usize) -> Tokens {
        Tokens {
            ids: (0..sequences * context).map(|i| i % context.max(1)).collect(),
            context,
        }
    }

    /// The sequences `range` of this batch (a part of it, for [`crate::train::data_parallel`]);
    /// an error if the range runs past the last sequence.
    pub fn sequences(&self, range: std::ops::Range<usize>) -> Result<Tokens> {
        let ids = self
            .ids
            .get(range.start * self.context..range.end * self.context)
            .ok_or_else(|| Error::invalid("tokens", format!("sequences {range:?} of a batch of {}", self.nrows())))?;
        Ok(Tokens {
            ids: ids.to_vec(),
            context: self.context,
        })
    }

    /// The ids, row-major.
    pub fn into_ids(self) -> Vec<usize> {
        self.ids
    }
}

/// One sequence of ids.
impl From<Vec<usize>> for Tokens {
    fn from(ids: Vec<usize>) -> Self {
        let context = ids.len();
        Tokens { ids, context }
    }
}

impl Deref for Tokens {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.ids
    }
}

/// Ids are not differentiated: `Tokens` is the space with no coordinates, so its only value
/// is zero, every sum of two is zero, and a gradient of `Tokens` carries nothing. The zero is
/// written as ids that are all 0, in the input's grid (as the graph form writes it).
impl<T: Scalar> Differentiable<T> for Tokens {
    fn visit<'a>(&'a self, _: &mut dyn FnMut(&'a [T])) {}
    fn visit_mut<'a>(&'a mut self, _: &mut dyn FnMut(&'a mut [T])) {}
    fn zeros_like(&self) -> Self {
        Tokens {
            ids: vec![0; self.ids.len()],
            context: self.context,
        }
    }
    fn add_assign(&mut self, _: &Self) -> Result<()> {
        Ok(())
    }
}

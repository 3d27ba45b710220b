//! What a derived body's loops, accumulators and branches need at run time.
//!
//! An accumulator (`let mut h = ...;`, reassigned in a loop) keeps every value it takes in a
//! list of *versions*, so that the backward can hand each iteration's pullbacks the values
//! they ran at; a version is addressed by its *mark*, its index in that list. A branch keeps
//! its arm's values in an `Option` per arm; a loop over the layers of a list addresses the
//! layer of an iteration (and its gradient) by the iteration's index.

use super::NoGrad;
use crate::error::{Error, Result};

/// Adds `value` as the newest version of an accumulator; its mark.
pub fn push_version<X>(versions: &mut Vec<X>, value: X) -> usize {
    versions.push(value);
    versions.len() - 1
}

/// The mark of an accumulator's newest version.
pub fn last_mark<X>(versions: &[X]) -> usize {
    versions.len().saturating_sub(1)
}

/// The version of an accumulator at `mark`.
pub fn version<'a, X>(versions: &'a [X], mark: &usize) -> Result<&'a X> {
    versions
        .get(*mark)
        .ok_or_else(|| internal("an accumulator's version was not kept"))
}

/// The layer of iteration `index` of a loop over a list of layers.
pub fn element<X, L: AsRef<[X]> + ?Sized>(list: &L, index: usize) -> Result<&X> {
    list.as_ref()
        .get(index)
        .ok_or_else(|| internal("a loop ran over more layers than the list holds"))
}

/// The gradient of the layer of iteration `index`, in the list's gradient.
pub fn element_mut<X, L: AsMut<[X]> + ?Sized>(list: &mut L, index: usize) -> Result<&mut X> {
    list.as_mut()
        .get_mut(index)
        .ok_or_else(|| internal("a loop ran over more layers than the list holds"))
}

/// A list's cotangent laid out per element (`outs` of `let mut outs = Vec::new();`, filled by
/// `outs.push(y)`): each element's, or none where no cotangent reached the list. The backward
/// of each push takes its element's ([`take_cotangent`]).
pub fn list_cotangents<X, C: IntoSlot<Vec<X>>>(cotangent: C, list: &[X]) -> Result<Vec<Option<X>>> {
    match cotangent.into_slot() {
        Some(cotangents) if cotangents.len() == list.len() => Ok(cotangents.into_iter().map(Some).collect()),
        Some(cotangents) => Err(Error::mismatch(
            "a list's cotangent",
            vec![cotangents.len()],
            vec![list.len()],
            "a list's cotangent has one element per element pushed",
        )),
        None => Ok(list.iter().map(|_| None).collect()),
    }
}

/// The cotangent of the element pushed at `mark`, taken out of the list's.
pub fn take_cotangent<X>(cotangents: &mut [Option<X>], mark: &usize) -> Result<Option<X>> {
    cotangents
        .get_mut(*mark)
        .map(Option::take)
        .ok_or_else(|| internal("a list's element was not kept"))
}

/// An empty cotangent slot for a value like `like`: where a loop or a branch accumulates the
/// contributions to a value from outside.
pub fn absent_like<X>(_like: &X) -> Option<X> {
    None
}

/// A cotangent read as a slot that a loop carries or a branch returns.
pub trait IntoSlot<X> {
    /// `Some` with the cotangent, or `None` where none arrived.
    fn into_slot(self) -> Option<X>;
}

impl<X> IntoSlot<X> for Option<X> {
    fn into_slot(self) -> Option<X> {
        self
    }
}

impl<X> IntoSlot<X> for NoGrad {
    fn into_slot(self) -> Option<X> {
        None
    }
}

/// The output's cotangent, which the backward was handed by reference.
impl<X: Clone> IntoSlot<X> for &X {
    fn into_slot(self) -> Option<X> {
        Some(self.clone())
    }
}

/// `cotangent` as the slot of a value like `like`.
pub fn slot_like<X, C: IntoSlot<X>>(cotangent: C, _like: &X) -> Option<X> {
    cotangent.into_slot()
}

/// The error of a backward that finds no arm of a branch recorded (the forward always records
/// the arm it took).
pub fn no_branch() -> Error {
    internal("no arm of a branch was recorded by the forward")
}

fn internal(message: &str) -> Error {
    Error::InvalidArgument {
        op: "derived backward",
        message: message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_addressed_by_mark() {
        let mut versions = Vec::new();
        assert_eq!(push_version(&mut versions, 1.0), 0);
        assert_eq!(push_version(&mut versions, 2.0), 1);
        assert_eq!(last_mark(&versions), 1);
        assert_eq!(version(&versions, &0).copied(), Ok(1.0));
        assert!(version(&versions, &2).is_err());
        assert_eq!(last_mark::<f64>(&[]), 0);
    }

    #[test]
    fn lists_are_indexed_without_panics() {
        let mut list = vec![1, 2];
        assert_eq!(element(&list, 1).copied(), Ok(2));
        assert!(element(&list, 2).is_err());
        *element_mut(&mut list, 0).unwrap() = 5;
        assert_eq!(list, [5, 2]);
        assert!(element_mut(&mut [0; 2], 3).is_err());
    }

    #[test]
    fn cotangents_become_slots() {
        assert_eq!(slot_like(NoGrad, &1.0), None);
        assert_eq!(slot_like(Some(2.0), &1.0), Some(2.0));
        assert_eq!(slot_like(&3.0, &1.0), Some(3.0));
        assert_eq!(absent_like(&1.0), None);
    }
}

//! Data parallelism over threads: a batch cut into parts, each part's loss and gradients
//! computed on its own thread, summed in part order — the same sum whatever the threads'
//! timing, so training is deterministic for a given number of parts.

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::value::Differentiable;
use crate::witness::Params;
use rayon::prelude::*;
use std::ops::Range;

/// The examples `0..n` cut into `parts` consecutive ranges, part `p` being
/// `p·n/parts .. (p+1)·n/parts` (empty ranges left out).
///
/// ```
/// assert_eq!(vjp_core::train::split(10, 3), [0..3, 3..6, 6..10]);
/// assert_eq!(vjp_core::train::split(2, 4), [0..1, 1..2]);
/// ```
pub fn split(n: usize, parts: usize) -> Vec<Range<usize>> {
    let parts = parts.max(1);
    (0..parts)
        .map(|p| p * n / parts..(p + 1) * n / parts)
        .filter(|r| !r.is_empty())
        .collect()
}

/// One part of a batch: its mean loss and gradients, each weighted by the part's share of the
/// batch, and what else the part's computation gave (its logits, say).
#[derive(Clone, Debug)]
pub struct WeightedPart<T, G, A> {
    /// The part's mean loss times its share of the batch.
    pub loss: T,
    /// The part's gradients times its share of the batch.
    pub grads: G,
    /// The part's other output.
    pub extra: A,
}

/// Each of `ranges` (parts of a batch of `n` examples) computed on rayon's threads:
/// `loss_and_grads(model, range)` returns the mean loss of the examples in `range`, its
/// gradient and any other output; the loss and gradient come back weighted by the range's
/// share `len / n` (not touched when the share is 1), in the order of `ranges`. The first
/// failing part's error, if any.
pub fn weighted_parts<T, M, A, F>(
    model: &M,
    n: usize,
    ranges: Vec<Range<usize>>,
    loss_and_grads: F,
) -> Result<Vec<WeightedPart<T, M::Grads, A>>>
where
    T: Scalar,
    M: Params<T>,
    A: Send,
    F: Fn(&M, Range<usize>) -> Result<(T, M::Grads, A)> + Sync,
{
    let total = T::from_usize(n);
    ranges
        .into_par_iter()
        .map(|range| {
            let share = T::from_usize(range.len()) / total;
            let (loss, mut grads, extra) = loss_and_grads(model, range)?;
            if share != T::ONE {
                grads.visit_mut(&mut |g| g.iter_mut().for_each(|v| *v *= share));
            }
            Ok(WeightedPart {
                loss: loss * share,
                grads,
                extra,
            })
        })
        .collect()
}

/// The sum of weighted parts in order from part 0 (the first moved, not added; the gradients
/// added in parallel pieces, each element in part order), and their other outputs in order:
/// the same bits on every run.
pub fn sum_in_order<T: Scalar, G: Differentiable<T>, A>(parts: Vec<WeightedPart<T, G, A>>) -> Result<(T, G, Vec<A>)> {
    let mut extras = Vec::with_capacity(parts.len());
    let mut sum: Option<(T, G)> = None;
    for part in parts {
        extras.push(part.extra);
        match sum.as_mut() {
            None => sum = Some((part.loss, part.grads)),
            Some((loss, grads)) => {
                *loss += part.loss;
                grads.par_add_assign(&part.grads)?;
            }
        }
    }
    let (loss, grads) = sum.ok_or_else(|| Error::invalid("data_parallel", "no part to compute"))?;
    Ok((loss, grads, extras))
}

/// The mean loss of a batch of `n` examples and its gradient with respect to `model`'s
/// parameters, the batch cut into `parts` ([`split`]) computed in parallel on rayon's
/// threads: `loss_and_grads(model, range)` returns the mean loss of the examples in `range`
/// and its gradient; each part's is weighted by its share of the batch
/// ([`weighted_parts`]), and the parts are summed in order from part 0 ([`sum_in_order`]).
/// The result is the whole batch's mean loss and gradient, and the same bit for bit on every
/// run with the same `parts`.
pub fn data_parallel<T, M, F>(model: &M, n: usize, parts: usize, loss_and_grads: F) -> Result<(T, M::Grads)>
where
    T: Scalar,
    M: Params<T>,
    F: Fn(&M, Range<usize>) -> Result<(T, M::Grads)> + Sync,
{
    let (loss, grads, _) = data_parallel_with(model, n, parts, |model, range| {
        loss_and_grads(model, range).map(|(loss, grads)| (loss, grads, ()))
    })?;
    Ok((loss, grads))
}

/// [`data_parallel`] for a step with an output of its own besides the loss and the gradients
/// (each part's logits, to count the correct predictions): those come back in part order.
pub fn data_parallel_with<T, M, A, F>(
    model: &M,
    n: usize,
    parts: usize,
    loss_and_grads: F,
) -> Result<(T, M::Grads, Vec<A>)>
where
    T: Scalar,
    M: Params<T>,
    A: Send,
    F: Fn(&M, Range<usize>) -> Result<(T, M::Grads, A)> + Sync,
{
    if n == 0 {
        return Err(Error::invalid(
            "data_parallel",
            "a batch of no examples has no mean loss",
        ));
    }
    sum_in_order(weighted_parts(model, n, split(n, parts), loss_and_grads)?)
}

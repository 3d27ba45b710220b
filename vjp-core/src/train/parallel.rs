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

/// The mean loss of a batch of `n` examples and its gradient with respect to `model`'s
/// parameters, the batch cut into `parts` ([`split`]) computed in parallel on rayon's
/// threads: `loss_and_grads(model, range)` returns the mean loss of the examples in `range`
/// and its gradient; each part's is weighted by its share of the batch, and the parts are
/// summed in order from part 0 (the first moved, not added). The result is the whole batch's
/// mean loss and gradient, and the same bit for bit on every run with the same `parts`.
pub fn data_parallel<T, M, F>(model: &M, n: usize, parts: usize, loss_and_grads: F) -> Result<(T, M::Grads)>
where
    T: Scalar,
    M: Params<T>,
    F: Fn(&M, Range<usize>) -> Result<(T, M::Grads)> + Sync,
{
    if n == 0 {
        return Err(Error::invalid(
            "data_parallel",
            "a batch of no examples has no mean loss",
        ));
    }
    let ranges = split(n, parts);
    let total = T::from_usize(n);
    let mut results: Vec<(T, M::Grads)> = ranges
        .into_par_iter()
        .map(|range| {
            let share = T::from_usize(range.len()) / total;
            let (loss, mut grads) = loss_and_grads(model, range)?;
            if share != T::ONE {
                grads.visit_mut(&mut |g| g.iter_mut().for_each(|v| *v *= share));
            }
            Ok((loss * share, grads))
        })
        .collect::<Result<_>>()?;
    let mut rest = results.drain(..);
    let (mut loss, mut grads) = rest
        .next()
        .ok_or_else(|| Error::invalid("data_parallel", "no part to compute"))?;
    for (part_loss, part_grads) in rest {
        loss += part_loss;
        grads.par_add_assign(&part_grads)?;
    }
    Ok((loss, grads))
}

//! Scaled dot-product attention with queries, keys and values of their own: PyTorch's
//! `F.scaled_dot_product_attention` over a batch of sequences, with several heads and an
//! [`AttentionMask`]. The queries may be fewer than the keys (one or a few new tokens against a
//! cache of keys and values, as a decoder generates), and the values may be of another width.
//!
//! It is written in the derived form: its backward, generated check, tape record and lowering
//! come from the body, which splits the heads, takes every head's scores and weighted values as
//! one batched product each ([`bmm`]), and masks the scaled scores before the softmax.

use super::AttentionMask;
use crate::error::{Error, Result};
use crate::ops::batched::{bmm, merge_heads, split_heads, transpose_last};
use crate::ops::reshape::reshape;
use crate::ops::scale::scale;
use crate::ops::softmax::softmax_rows_masked;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// The query rows and key rows per sequence of `examples` sequences: an error unless the rows
/// split evenly and the keys and values pair up.
pub fn attention_sizes(q_rows: usize, k_rows: usize, v_rows: usize, examples: usize) -> Result<(usize, usize)> {
    let fail = |m: String| Err(Error::invalid("scaled_dot_product_attention", m));
    if examples == 0 || !q_rows.is_multiple_of(examples) || !k_rows.is_multiple_of(examples) {
        return fail(format!(
            "{q_rows} query rows and {k_rows} key rows do not split into {examples} sequences"
        ));
    }
    if v_rows != k_rows {
        return fail(format!("{k_rows} keys and {v_rows} values: one value per key"));
    }
    Ok((q_rows / examples, k_rows / examples))
}

/// `softmax(q kᵀ / sqrt(head) + mask) v` for every head of every sequence: `q` holds
/// `examples` sequences of query rows (`[examples · queries, width]`), `k` and `v` as many
/// sequences of key and value rows (`[examples · keys, width]` and `[examples · keys,
/// value width]`), each row's columns cut into `heads` heads. The queries are the last
/// `queries` positions of their sequence (the causal mask lets query `i` see keys
/// `0..=keys - queries + i`; with as many queries as keys, the usual causal mask). Returns
/// `[examples · queries, value width]`, the heads side by side.
///
/// ```
/// use vjp_core::{AttentionMask, Matrix, scaled_dot_product_attention};
/// # use rand::SeedableRng;
/// let rng = &mut rand::rngs::StdRng::seed_from_u64(0);
/// // Two sequences of 5 cached keys and values; one new query each (decoding), 2 heads.
/// let (k, v) = (Matrix::<f64, usize, usize>::random((10, 4), rng), Matrix::random((10, 4), rng));
/// let q = Matrix::random((2, 4), rng);
/// let out = scaled_dot_product_attention(&q, &k, &v, 2, 2, AttentionMask::causal())?;
/// assert_eq!(out.shape(), (2, 4));
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[vjp(crate = crate, export, check(q = Matrix::random((4, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(11)),
    k = Matrix::random((6, 6), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(12)),
    v = Matrix::random((6, 4), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(13)),
    examples = 2, heads = 2, mask = AttentionMask::causal().with_key_lengths(vec![3, 2])))]
pub fn scaled_dot_product_attention<T: Scalar>(
    q: &Matrix<T, usize, usize>,
    k: &Matrix<T, usize, usize>,
    v: &Matrix<T, usize, usize>,
    examples: usize,
    heads: usize,
    mask: AttentionMask,
) -> Result<Matrix<T, usize, usize>> {
    let (queries, keys) = attention_sizes(q.nrows(), k.nrows(), v.nrows(), examples)?;
    let masked = mask.scores::<T>(examples, heads, (queries, keys))?;
    let q_heads = split_heads(q, queries, heads)?;
    let k_heads = split_heads(k, keys, heads)?;
    let v_heads = split_heads(v, keys, heads)?;
    let scores = bmm(&q_heads, &transpose_last(&k_heads))?;
    let factor = T::ONE / T::from_usize(q.ncols() / heads).sqrt();
    let rows = reshape(&scale(&scores, factor), (examples * heads * queries, keys))?;
    let weights = softmax_rows_masked(&rows, &masked)?;
    let per_head = reshape(&weights, (examples * heads, queries, keys))?;
    merge_heads(&bmm(&per_head, &v_heads)?, heads)
}

//! Scaled dot-product attention with queries, keys and values of their own: PyTorch's
//! `F.scaled_dot_product_attention` over a batch of sequences, with several heads and an
//! [`AttentionMask`]. The queries may be fewer than the keys (one or a few new tokens against a
//! cache of keys and values, as a decoder generates), the values may be of another width, and
//! the keys and values may have fewer heads than the queries, each shared by a group of query
//! heads (grouped-query and multi-query attention, PyTorch's `enable_gqa`).
//!
//! It is written in the derived form: its backward, generated check, tape record and graph form
//! come from the body, which splits the heads, takes every head's scores and weighted values as
//! one batched product each ([`bmm`]), and masks the scaled scores before the softmax.

use super::AttentionMask;
use crate::error::{Error, Result};
use crate::ops::batched::{bmm, merge_heads, repeat_heads, split_heads, transpose_last};
use crate::ops::reshape::reshape;
use crate::ops::scale::scale;
use crate::ops::softmax::softmax_rows_masked;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// The sizes of an attention of `q` `[rows, columns]` to `k` and `v` over `examples` sequences
/// with `heads` query heads: the query rows and key rows per sequence, and how many query heads
/// share each key and value head (the keys' heads are as wide as the queries'). An error unless
/// the rows split evenly, the keys and values pair up, and the heads group evenly.
pub fn attention_sizes(
    q: (usize, usize),
    k: (usize, usize),
    v: (usize, usize),
    (examples, heads): (usize, usize),
) -> Result<AttentionSizes> {
    let fail = |m: String| Err(Error::invalid("scaled_dot_product_attention", m));
    let ((q_rows, q_cols), (k_rows, k_cols), (v_rows, v_cols)) = (q, k, v);
    if examples == 0 || !q_rows.is_multiple_of(examples) || !k_rows.is_multiple_of(examples) {
        return fail(format!(
            "{q_rows} query rows and {k_rows} key rows do not split into {examples} sequences"
        ));
    }
    if v_rows != k_rows {
        return fail(format!("{k_rows} keys and {v_rows} values: one value per key"));
    }
    if heads == 0 || !q_cols.is_multiple_of(heads) {
        return fail(format!("{q_cols} query columns do not split into {heads} heads"));
    }
    let head = q_cols / heads;
    let kv_heads = k_cols.checked_div(head).unwrap_or(0);
    if head == 0 || !k_cols.is_multiple_of(head) || kv_heads == 0 || !heads.is_multiple_of(kv_heads) {
        return fail(format!(
            "keys of {k_cols} columns are not heads of the queries' width {head} shared by groups of the {heads} query heads"
        ));
    }
    if !v_cols.is_multiple_of(kv_heads) {
        return fail(format!(
            "{v_cols} value columns do not split into the keys' {kv_heads} heads"
        ));
    }
    Ok(AttentionSizes {
        queries: q_rows / examples,
        keys: k_rows / examples,
        kv_heads,
        groups: heads / kv_heads,
    })
}

/// What [`attention_sizes`] reads off the shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttentionSizes {
    /// Query rows per sequence.
    pub queries: usize,
    /// Key (and value) rows per sequence.
    pub keys: usize,
    /// Key and value heads.
    pub kv_heads: usize,
    /// Query heads per key and value head.
    pub groups: usize,
}

/// `softmax(q kᵀ / sqrt(head) + mask) v` for every head of every sequence: `q` holds
/// `examples` sequences of query rows (`[examples · queries, width]`, its columns cut into
/// `heads` heads), `k` and `v` as many sequences of key and value rows (`[examples · keys,
/// kv_heads · head]` and `[examples · keys, kv_heads · value head]`). With fewer key heads than
/// query heads (`kv_heads` dividing `heads`, read off `k`'s width), query head `h` attends with
/// key and value head `h / (heads / kv_heads)` (grouped-query attention; one key head is
/// multi-query attention). The queries are the last `queries` positions of their sequence (the
/// causal mask lets query `i` see keys `0..=keys - queries + i`; with as many queries as keys,
/// the usual causal mask). Returns `[examples · queries, heads · value head]`, the heads side
/// by side.
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
// Checked with grouped heads: 4 query heads of 2 sharing 2 key heads, values of width 1 a head.
#[vjp(crate = crate, trace, check(q = Matrix::random((4, 8), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(11)),
    k = Matrix::random((6, 4), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(12)),
    v = Matrix::random((6, 2), &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(13)),
    examples = 2, heads = 4, mask = AttentionMask::causal().with_key_lengths(vec![3, 2])))]
pub fn scaled_dot_product_attention<T: Scalar>(
    q: &Matrix<T, usize, usize>,
    k: &Matrix<T, usize, usize>,
    v: &Matrix<T, usize, usize>,
    examples: usize,
    heads: usize,
    mask: AttentionMask,
) -> Result<Matrix<T, usize, usize>> {
    let sizes = attention_sizes(
        (q.nrows(), q.ncols()),
        (k.nrows(), k.ncols()),
        (v.nrows(), v.ncols()),
        (examples, heads),
    )?;
    let (queries, keys) = (sizes.queries, sizes.keys);
    let masked = mask.scores::<T>(examples, heads, (queries, keys))?;
    let q_heads = split_heads(q, queries, heads)?;
    let k_heads = repeat_heads(&split_heads(k, keys, sizes.kv_heads)?, sizes.groups)?;
    let v_heads = repeat_heads(&split_heads(v, keys, sizes.kv_heads)?, sizes.groups)?;
    let scores = bmm(&q_heads, &transpose_last(&k_heads))?;
    let factor = T::ONE / T::from_usize(q.ncols() / heads).sqrt();
    let rows = reshape(&scale(&scores, factor), (examples * heads * queries, keys))?;
    let weights = softmax_rows_masked(&rows, &masked)?;
    let per_head = reshape(&weights, (examples * heads, queries, keys))?;
    merge_heads(&bmm(&per_head, &v_heads)?, heads)
}

//! Multi-head self-attention over a batch in one op: the fused form of
//! `group_rows → batch_map(per_head(attention_head, heads, 3)) → ungroup_rows`, which the tests
//! hold it equal to. It reads every head's `q`, `k`, `v` in place from timm's fused `[q | k | v]`
//! projection through strided views, so no head is copied out, and runs the examples in
//! parallel. In a train step the forward keeps every head's attention weights (`B·H` matrices
//! of `T x T`, [`multi_head_attention_with_weights()`]) and the rule reads them back instead of
//! recomputing them from `q` and `k`; inference keeps one example's at a time.

use crate::dim::Dim;
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

mod graph_form;
mod kernel;
mod mask;
mod sdpa;

use kernel::{Geometry, attend, attend_backward};

pub use mask::AttentionMask;
pub use sdpa::{AttentionSizes, attention_sizes, scaled_dot_product_attention};

/// Self-attention of every example (`tokens` consecutive rows of `qkv`) with `heads` heads
/// read from the fused `[q | k | v]` columns; the heads' outputs side by side: `[rows, D]`.
#[vjp(
    crate = crate,
    forward = multi_head_attention_with_weights,
    backward = multi_head_attention_backward,
    trace = multi_head_attention_trace,
    check(R = 6, W = 12, tokens = 3, heads = 2)
)]
pub fn multi_head_attention<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
) -> Result<Matrix<T, R, usize>> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), tokens, heads)?;
    Matrix::from_vec((qkv.shape().0, g.width), attend(qkv.data(), &g, None, false).0)
}

/// [`multi_head_attention()`] and every head's attention weights `softmax(q kᵀ / sqrt(head))`,
/// example by example and head by head (`[B, H, T, T]`, row-major): the forward of a train
/// step, which hands the weights to [`multi_head_attention_backward()`].
pub fn multi_head_attention_with_weights<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
) -> Result<(Matrix<T, R, usize>, Vec<T>)> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), tokens, heads)?;
    let (out, weights) = attend(qkv.data(), &g, None, true);
    Ok((Matrix::from_vec((qkv.shape().0, g.width), out)?, weights))
}

/// The rule of [`multi_head_attention()`]: per example and head, with `P` the weights the
/// forward saved ([`multi_head_attention_with_weights()`]), `dV = Pᵀ dO`,
/// `dS = P ⊙ (dO Vᵀ - rowsum(dO Vᵀ ⊙ P)) / sqrt(head)`, `dQ = dS K`, `dK = dSᵀ Q`, each written
/// into its head's columns of the `[q | k | v]` cotangent.
pub fn multi_head_attention_backward<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: &usize,
    heads: &usize,
    _out: &Matrix<T, R, usize>,
    weights: &[T],
    dy: &Matrix<T, R, usize>,
) -> Result<Matrix<T, R, W>> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), *tokens, *heads)?;
    let dqkv = attend_backward(qkv.data(), &g, None, weights, dy.data())?;
    Matrix::from_vec(qkv.shape(), dqkv)
}

/// [`multi_head_attention()`] with a mask: causal, key padding and an additive bias
/// ([`AttentionMask`]; PyTorch's `scaled_dot_product_attention` with `is_causal` and
/// `attn_mask`, and `nn.MultiheadAttention`'s `key_padding_mask`). A masked key's weight is
/// exactly zero, so the rule is [`multi_head_attention_backward()`]'s on the saved weights; an
/// error if the mask does not fit the batch or leaves a query row no key.
#[vjp(
    crate = crate,
    forward = multi_head_attention_masked_with_weights,
    backward = multi_head_attention_masked_backward,
    trace = multi_head_attention_masked_trace,
    check(
        R = 6,
        W = 12,
        tokens = 3,
        heads = 2,
        mask = AttentionMask::causal()
            .with_key_lengths(vec![3, 2])
            .with_bias(Matrix::from_fn((3, 3), |k| [0.5, 0.0, -1.0, 0.0, -0.25, 0.0, 1.5, f64::NEG_INFINITY, 0.0][k]))
    )
)]
pub fn multi_head_attention_masked<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
    mask: AttentionMask,
) -> Result<Matrix<T, R, usize>> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), tokens, heads)?;
    let mask = masked(&mask, &g, qkv.nrows())?;
    Matrix::from_vec((qkv.shape().0, g.width), attend(qkv.data(), &g, mask, false).0)
}

/// `Some(mask)` after checking it fits `rows` rows of the geometry, `None` for a mask that
/// keeps everything (so the unmasked path runs, bit for bit).
fn masked<'a>(mask: &'a AttentionMask, g: &Geometry, rows: usize) -> Result<Option<&'a AttentionMask>> {
    if mask.is_empty() {
        return Ok(None);
    }
    mask.check(rows / g.tokens, g.queries, g.tokens)?;
    Ok(Some(mask))
}

/// [`multi_head_attention_masked()`] and every head's attention weights (`[B, H, T, T]`,
/// row-major, zero at masked keys), which its rule reads back.
pub fn multi_head_attention_masked_with_weights<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
    mask: AttentionMask,
) -> Result<(Matrix<T, R, usize>, Vec<T>)> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), tokens, heads)?;
    let mask = masked(&mask, &g, qkv.nrows())?;
    let (out, weights) = attend(qkv.data(), &g, mask, true);
    Ok((Matrix::from_vec((qkv.shape().0, g.width), out)?, weights))
}

/// The rule of [`multi_head_attention_masked()`]: [`multi_head_attention_backward()`]'s, on
/// weights that are zero at the masked keys (so are their scores' cotangents), its products
/// stopping, block of query rows by block, at the last key the block sees.
pub fn multi_head_attention_masked_backward<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: &usize,
    heads: &usize,
    mask: &AttentionMask,
    _out: &Matrix<T, R, usize>,
    weights: &[T],
    dy: &Matrix<T, R, usize>,
) -> Result<Matrix<T, R, W>> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), *tokens, *heads)?;
    let mask = masked(mask, &g, qkv.nrows())?;
    let dqkv = attend_backward(qkv.data(), &g, mask, weights, dy.data())?;
    Matrix::from_vec(qkv.shape(), dqkv)
}

/// The attention of every example's first `queries` rows (of its `tokens` consecutive rows of
/// `qkv`) to all its rows, with `heads` heads read from the fused `[q | k | v]` columns:
/// `[examples · queries, D]`, the rows [`multi_head_attention()`] gives for those queries. A
/// ViT's last block needs only the CLS row (`queries = 1`): the other rows' attention, and
/// everything after it, nothing reads.
///
/// ```
/// use vjp_core::{Matrix, multi_head_attention, multi_head_attention_first};
/// # use rand::SeedableRng;
/// let qkv = Matrix::<f64, usize, usize>::random((2 * 5, 3 * 4), &mut rand::rngs::StdRng::seed_from_u64(1));
/// let all = multi_head_attention(&qkv, 5, 2)?;
/// let first = multi_head_attention_first(&qkv, 5, 2, 1)?;
/// assert_eq!(first.shape(), (2, 4));
/// // Example 1's query row is row 5 of all the rows.
/// assert_eq!(&first.data()[4..8], &all.data()[20..24]);
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[vjp(
    crate = crate,
    forward = multi_head_attention_first_with_weights,
    backward = multi_head_attention_first_backward,
    trace = multi_head_attention_first_trace,
    check(R = 6, W = 12, tokens = 3, heads = 2, queries = 2)
)]
pub fn multi_head_attention_first<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
    queries: usize,
) -> Result<Matrix<T, usize, usize>> {
    let g = Geometry::with_queries(qkv.nrows(), qkv.ncols(), tokens, heads, queries)?;
    let rows = qkv.nrows() / tokens * queries;
    Matrix::from_vec((rows, g.width), attend(qkv.data(), &g, None, false).0)
}

/// [`multi_head_attention_first()`] and every head's attention weights (`[B, H, queries, T]`,
/// row-major), which its rule reads back.
pub fn multi_head_attention_first_with_weights<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
    queries: usize,
) -> Result<(Matrix<T, usize, usize>, Vec<T>)> {
    let g = Geometry::with_queries(qkv.nrows(), qkv.ncols(), tokens, heads, queries)?;
    let examples = qkv.nrows() / tokens;
    let (out, weights) = attend(qkv.data(), &g, None, true);
    Ok((Matrix::from_vec((examples * queries, g.width), out)?, weights))
}

/// The rule of [`multi_head_attention_first()`]: [`multi_head_attention_backward()`]'s for the
/// query rows; the other rows of `q` get a zero cotangent.
pub fn multi_head_attention_first_backward<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: &usize,
    heads: &usize,
    queries: &usize,
    _out: &Matrix<T, usize, usize>,
    weights: &[T],
    dy: &Matrix<T, usize, usize>,
) -> Result<Matrix<T, R, W>> {
    let g = Geometry::with_queries(qkv.nrows(), qkv.ncols(), *tokens, *heads, *queries)?;
    let dqkv = attend_backward(qkv.data(), &g, None, weights, dy.data())?;
    Matrix::from_vec(qkv.shape(), dqkv)
}

/// [`multi_head_attention()`] and its rule as graph primitives: `[q | k | v]` laid out as
/// `[3, B, H, T, head]`, batched products over examples and heads.
pub mod multi_head_attention_trace {
    use super::graph_form;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Every head's `P v`, side by side: `[rows, W]`.
    pub fn forward(g: &mut Graph, qkv: Value, tokens: usize, heads: usize) -> Result<Value> {
        graph_form::forward(g, qkv, (tokens, heads, None), None)
    }

    /// `dV = Pᵀ dO`, `dS = P ⊙ (dO Vᵀ - rowsum(dO Vᵀ ⊙ P)) / sqrt(head)`, `dQ = dS K`,
    /// `dK = dSᵀ Q`, joined back into the `[q | k | v]` layout.
    pub fn backward(g: &mut Graph, qkv: Value, tokens: &usize, heads: &usize, _: Value, dy: Value) -> Result<Value> {
        graph_form::backward(g, qkv, (*tokens, *heads, None), None, dy)
    }
}

/// [`multi_head_attention_masked()`] and its rule as graph primitives: those of
/// [`multi_head_attention()`] with the mask added to the scaled scores as a literal (`-inf` at
/// masked keys), `[T, T]` broadcast over examples and heads, or `[B, T, T]` with key lengths.
pub mod multi_head_attention_masked_trace {
    use super::{AttentionMask, graph_form};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Every head's `P v`, side by side: `[rows, W]`.
    pub fn forward(g: &mut Graph, qkv: Value, tokens: usize, heads: usize, mask: AttentionMask) -> Result<Value> {
        graph_form::forward(g, qkv, (tokens, heads, None), (!mask.is_empty()).then_some(&mask))
    }

    /// The rule of [`super::multi_head_attention_trace::backward`] on the masked weights.
    pub fn backward(
        g: &mut Graph,
        qkv: Value,
        tokens: &usize,
        heads: &usize,
        mask: &AttentionMask,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        graph_form::backward(g, qkv, (*tokens, *heads, None), (!mask.is_empty()).then_some(mask), dy)
    }
}

/// [`multi_head_attention_first()`] and its rule as graph primitives: those of
/// [`multi_head_attention()`] with `q` cut to its first `queries` rows per example (and its
/// cotangent padded back with zeros).
pub mod multi_head_attention_first_trace {
    use super::graph_form;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Every head's `P v` of the query rows, side by side: `[examples · queries, W]`.
    pub fn forward(g: &mut Graph, qkv: Value, tokens: usize, heads: usize, queries: usize) -> Result<Value> {
        graph_form::forward(g, qkv, (tokens, heads, Some(queries)), None)
    }

    /// The rule of [`super::multi_head_attention_trace::backward`] on the query rows.
    pub fn backward(
        g: &mut Graph,
        qkv: Value,
        tokens: &usize,
        heads: &usize,
        queries: &usize,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        graph_form::backward(g, qkv, (*tokens, *heads, Some(*queries)), None, dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn qkv() -> Matrix<f64, usize, usize> {
        Matrix::random((2 * 5, 3 * 6), &mut rand::rngs::StdRng::seed_from_u64(7))
    }

    #[test]
    fn inference_is_the_saving_forward_bit_for_bit() {
        let qkv = qkv();
        let (out, weights) = multi_head_attention_with_weights(&qkv, 5, 3).unwrap();
        assert_eq!(multi_head_attention(&qkv, 5, 3).unwrap().data(), out.data());
        assert_eq!(weights.len(), 2 * 3 * 5 * 5);
        // Every saved row is a distribution.
        for row in weights.chunks_exact(5) {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn the_first_queries_are_the_full_attentions_rows_and_so_is_their_rule() {
        // 2 examples of 5 tokens, 3 heads of width 2; the first 2 tokens of each attend.
        let (tokens, heads, queries, width) = (5, 3, 2, 6);
        let qkv = qkv();
        let (all, all_weights) = multi_head_attention_with_weights(&qkv, tokens, heads).unwrap();
        let (first, weights) = multi_head_attention_first_with_weights(&qkv, tokens, heads, queries).unwrap();
        assert_eq!(first.shape(), (2 * queries, width));
        assert_eq!(
            multi_head_attention_first(&qkv, tokens, heads, queries).unwrap().data(),
            first.data()
        );
        let query_rows = |m: &[f64], cols: usize| -> Vec<f64> {
            m.chunks_exact(tokens * cols)
                .flat_map(|example| example[..queries * cols].to_vec())
                .collect()
        };
        let close = |a: &[f64], b: &[f64]| {
            assert_eq!(a.len(), b.len());
            for (x, y) in a.iter().zip(b) {
                assert!((x - y).abs() <= 1e-14 * (1.0 + y.abs()), "{x} != {y}");
            }
        };
        close(first.data(), &query_rows(all.data(), width));
        close(&weights, &query_rows(&all_weights, tokens));
        // The rule on the query rows is the full rule with a cotangent of zero elsewhere.
        let dy = Matrix::<f64, usize, usize>::random((2 * queries, width), &mut rand::rngs::StdRng::seed_from_u64(9));
        let mut padded = Matrix::<f64, usize, usize>::zeros((2 * tokens, width));
        for (rows, d) in padded
            .data_mut()
            .chunks_exact_mut(tokens * width)
            .zip(dy.data().chunks_exact(queries * width))
        {
            rows[..queries * width].copy_from_slice(d);
        }
        let want = multi_head_attention_backward(&qkv, &tokens, &heads, &all, &all_weights, &padded).unwrap();
        let got = multi_head_attention_first_backward(&qkv, &tokens, &heads, &queries, &first, &weights, &dy).unwrap();
        close(got.data(), want.data());
        let error = multi_head_attention_first(&qkv, tokens, heads, 6).unwrap_err();
        assert!(
            error.to_string().contains("6 query rows of examples of 5 tokens"),
            "{error}"
        );
    }

    /// Attention of one example's rows written out plainly: `softmax(q kᵀ / sqrt(d) + m) v` per
    /// head, with `m` the mask's `0`/bias/`-inf` for example `b`.
    fn naive(qkv: &[f64], tokens: usize, heads: usize, mask: &AttentionMask, b: usize) -> Vec<f64> {
        let width = qkv.len() / tokens / 3;
        let d = width / heads;
        let (values, shape) = mask.additive(b + 1, tokens, tokens);
        let offset = if shape.len() == 3 { b * tokens * tokens } else { 0 };
        let mut out = vec![0.0; tokens * width];
        for h in 0..heads {
            let at = |t: usize, part: usize, c: usize| qkv[t * 3 * width + part * width + h * d + c];
            for i in 0..tokens {
                let scores: Vec<f64> = (0..tokens)
                    .map(|j| {
                        (0..d).map(|c| at(i, 0, c) * at(j, 1, c)).sum::<f64>() / (d as f64).sqrt()
                            + values[offset + i * tokens + j]
                    })
                    .collect();
                let max = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                let exps: Vec<f64> = scores.iter().map(|s| (s - max).exp()).collect();
                let total: f64 = exps.iter().sum();
                for c in 0..d {
                    out[i * width + h * d + c] = (0..tokens).map(|j| exps[j] / total * at(j, 2, c)).sum();
                }
            }
        }
        out
    }

    #[test]
    fn a_masked_attention_is_the_plain_formula_and_its_masked_weights_are_zero() {
        let (tokens, heads) = (5, 3);
        let qkv = qkv();
        let bias = Matrix::from_fn((5, 5), |k| {
            if k == 7 {
                f64::NEG_INFINITY
            } else {
                0.1 * k as f64 - 1.0
            }
        });
        for mask in [
            AttentionMask::causal(),
            AttentionMask::default().with_key_lengths(vec![2, 5]),
            AttentionMask::causal().with_key_lengths(vec![4, 1]),
            AttentionMask::default().with_bias(bias.clone()),
            AttentionMask::causal().with_key_lengths(vec![3, 5]).with_bias(bias),
        ] {
            let (out, weights) = multi_head_attention_masked_with_weights(&qkv, tokens, heads, mask.clone()).unwrap();
            assert_eq!(
                multi_head_attention_masked(&qkv, tokens, heads, mask.clone())
                    .unwrap()
                    .data(),
                out.data()
            );
            for (b, (example, got)) in qkv
                .data()
                .chunks_exact(tokens * 18)
                .zip(out.data().chunks_exact(tokens * 6))
                .enumerate()
            {
                for (x, y) in got.iter().zip(naive(example, tokens, heads, &mask, b)) {
                    assert!((x - y).abs() <= 1e-14 * (1.0 + y.abs()), "{mask:?}: {x} != {y}");
                }
            }
            let (values, shape) = mask.additive(2, tokens, tokens);
            for (k, w) in weights.iter().enumerate() {
                let (b, i, j) = (k / (heads * 25), k / 5 % 5, k % 5);
                let m = values[if shape.len() == 3 { b * 25 } else { 0 } + i * 5 + j];
                assert_eq!(*w == 0.0, m == f64::NEG_INFINITY, "{mask:?}: weight {k} is {w}");
            }
        }
    }

    #[test]
    fn a_mask_that_does_not_fit_is_an_error_naming_what() {
        let qkv = qkv();
        let message = |mask: AttentionMask| multi_head_attention_masked(&qkv, 5, 3, mask).unwrap_err().to_string();
        assert_eq!(
            message(AttentionMask::causal().with_key_lengths(vec![5])),
            "multi_head_attention_masked: 1 key lengths for 2 examples: one per example"
        );
        assert_eq!(
            message(AttentionMask::default().with_key_lengths(vec![5, 0])),
            "multi_head_attention_masked: example 1 has 0 keys: between 1 and its 5 tokens"
        );
        assert!(
            message(AttentionMask::default().with_bias(Matrix::zeros((5, 4)))).contains("[5, 4]"),
            "{}",
            message(AttentionMask::default().with_bias(Matrix::zeros((5, 4))))
        );
        let mut bias = Matrix::<f64, usize, usize>::zeros((5, 5));
        bias.data_mut()[10] = f64::NEG_INFINITY;
        bias.data_mut()[11] = f64::NEG_INFINITY;
        assert_eq!(
            message(
                AttentionMask::causal()
                    .with_key_lengths(vec![5, 2])
                    .with_bias(bias.clone())
            ),
            "multi_head_attention_masked: the mask leaves query row 2 no key to attend to"
        );
        // Row 2 keeps keys 2 to 4 once the example is long enough and the mask not causal.
        assert!(multi_head_attention_masked(&qkv, 5, 3, AttentionMask::default().with_bias(bias)).is_ok());
        bias = Matrix::zeros((5, 5));
        bias.data_mut()[3] = f64::NAN;
        assert_eq!(
            message(AttentionMask::default().with_bias(bias)),
            "multi_head_attention_masked: a bias of NaN: only finite values and -inf mask"
        );
    }

    #[test]
    fn the_rule_refuses_weights_of_another_size() {
        let qkv = qkv();
        let (out, weights) = multi_head_attention_with_weights(&qkv, 5, 3).unwrap();
        let error = multi_head_attention_backward(&qkv, &5, &3, &out, &weights[1..], &out).unwrap_err();
        assert!(
            error.to_string().contains("149 saved attention weights, expected 150"),
            "{error}"
        );
    }
}

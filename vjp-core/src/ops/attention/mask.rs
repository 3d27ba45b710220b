//! Which keys a query attends to: PyTorch's `is_causal`, `key_padding_mask` and additive
//! `attn_mask` of `scaled_dot_product_attention` / `nn.MultiheadAttention`, as one
//! configuration value of [`super::multi_head_attention_masked()`]. A masked key's score is
//! `-inf` before the softmax, so its weight is exactly zero, forward and backward alike.

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Matrix;

/// The keys each query row may attend to, and an additive bias on the scores it keeps.
///
/// Query `i` of example `b` attends to key `j` when `j ≤ i` (if [`causal`](Self::causal)) and
/// `j < key_lengths[b]` (if [`key_lengths`](Self::key_lengths) is given); to that key's
/// scaled score `q·k / sqrt(head)` it adds `bias[i, j]` (if [`bias`](Self::bias) is given, a
/// `[queries, tokens]` matrix shared by every example and head, `-inf` to mask). Every query
/// row must keep at least one key: a mask that leaves a row empty is an error (PyTorch
/// returns NaN there).
///
/// ```
/// use vjp_core::{AttentionMask, Matrix, multi_head_attention, multi_head_attention_masked};
/// # use rand::SeedableRng;
/// let qkv = Matrix::<f64, usize, usize>::random((2 * 4, 3 * 6), &mut rand::rngs::StdRng::seed_from_u64(0));
/// // A GPT's causal self-attention; the second example is 3 tokens and a pad.
/// let mask = AttentionMask::causal().with_key_lengths(vec![4, 3]);
/// let out = multi_head_attention_masked(&qkv, 4, 2, mask)?;
/// // The first query sees only the first key: its output is that key's value.
/// assert_eq!(out.shape(), (8, 6));
/// // Without a mask it is multi_head_attention, bit for bit.
/// let all = multi_head_attention_masked(&qkv, 4, 2, AttentionMask::default())?;
/// assert_eq!(all.data(), multi_head_attention(&qkv, 4, 2)?.data());
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AttentionMask {
    /// Query `i` attends to keys `0..=i` only (a decoder's self-attention).
    pub causal: bool,
    /// Per example, how many leading tokens are keys; the rest are padding no query attends to.
    pub key_lengths: Option<Vec<usize>>,
    /// An additive bias on the scaled scores, `[queries, tokens]`, the same for every example
    /// and head (`-inf` masks a key; `+inf` and NaN are refused).
    pub bias: Option<Matrix<f64, usize, usize>>,
}

impl AttentionMask {
    /// The causal mask: query `i` attends to keys `0..=i`.
    pub fn causal() -> Self {
        AttentionMask {
            causal: true,
            ..Self::default()
        }
    }

    /// This mask, with the examples' key lengths (key padding).
    pub fn with_key_lengths(self, key_lengths: Vec<usize>) -> Self {
        AttentionMask {
            key_lengths: Some(key_lengths),
            ..self
        }
    }

    /// This mask, with an additive bias on the scores (`[queries, tokens]`).
    pub fn with_bias(self, bias: Matrix<f64, usize, usize>) -> Self {
        AttentionMask {
            bias: Some(bias),
            ..self
        }
    }

    /// Whether the mask keeps every key of every query (and adds nothing).
    pub fn is_empty(&self) -> bool {
        !self.causal && self.key_lengths.is_none() && self.bias.is_none()
    }

    /// Keys `0..visible(i, b)` of query `i` of example `b` pass the causal and padding masks.
    pub(super) fn visible(&self, i: usize, example: usize, tokens: usize) -> usize {
        let causal = if self.causal { (i + 1).min(tokens) } else { tokens };
        let length = self
            .key_lengths
            .as_ref()
            .and_then(|lengths| lengths.get(example))
            .map_or(tokens, |&n| n.min(tokens));
        causal.min(length)
    }

    /// An error unless the mask fits `examples` examples of `tokens` tokens with `queries`
    /// query rows each, and leaves every query row a key.
    pub(super) fn check(&self, examples: usize, queries: usize, tokens: usize) -> Result<()> {
        self.check_at(examples, queries, tokens, 0)
    }

    /// [`AttentionMask::check`] for query rows at positions `offset..offset + queries` among
    /// the keys (the causal mask reads the position; the bias the row).
    fn check_at(&self, examples: usize, queries: usize, tokens: usize, offset: usize) -> Result<()> {
        let fail = |m: String| Err(Error::invalid("multi_head_attention_masked", m));
        if let Some(lengths) = &self.key_lengths {
            if lengths.len() != examples {
                return fail(format!(
                    "{} key lengths for {examples} examples: one per example",
                    lengths.len()
                ));
            }
            if let Some((b, n)) = lengths.iter().enumerate().find(|&(_, &n)| n == 0 || n > tokens) {
                return fail(format!("example {b} has {n} keys: between 1 and its {tokens} tokens"));
            }
        }
        if let Some(bias) = &self.bias {
            if bias.shape() != (queries, tokens) {
                return Err(Error::mismatch(
                    "multi_head_attention_masked",
                    [queries, tokens],
                    bias.dims(),
                    "the bias has one entry per query row and key",
                ));
            }
            if let Some(v) = bias.data().iter().find(|v| v.is_nan() || **v == f64::INFINITY) {
                return fail(format!("a bias of {v}: only finite values and -inf mask"));
            }
        }
        // The fewest keys any example keeps: a row empty there is empty nowhere else only if
        // it is empty here, since the visible keys shrink with the length.
        let shortest = self
            .key_lengths
            .as_ref()
            .and_then(|lengths| lengths.iter().enumerate().min_by_key(|&(_, &n)| n))
            .map_or(0, |(b, _)| b);
        for i in 0..queries {
            let visible = self.visible(offset + i, shortest, tokens);
            let kept = match &self.bias {
                Some(bias) => bias
                    .data()
                    .get(i * tokens..i * tokens + visible)
                    .is_some_and(|row| row.iter().any(|&v| v > f64::NEG_INFINITY)),
                None => visible > 0,
            };
            if !kept {
                return fail(format!("the mask leaves query row {i} no key to attend to"));
            }
        }
        Ok(())
    }

    /// Turns one row of raw scores `q_i · k_j` of query `i` of example `b` into the shifted
    /// scores `s_j - max_j s_j` of the softmax: `s_j = scale · q_i·k_j + bias[i, j]` for the
    /// keys kept, `-inf` for the others. [`AttentionMask::check`] made sure one is kept.
    #[inline(always)]
    pub(super) fn shift_row<T: Scalar>(&self, row: &mut [T], i: usize, example: usize, scale: T) {
        let tokens = row.len();
        let visible = self.visible(i, example, tokens);
        let (kept, masked) = row.split_at_mut(visible);
        kept.iter_mut().for_each(|v| *v *= scale);
        let bias = self
            .bias
            .as_ref()
            .and_then(|bias| bias.data().get(i * tokens..i * tokens + visible));
        for (v, &b) in kept.iter_mut().zip(bias.unwrap_or_default()) {
            *v += T::from_f64(b);
        }
        masked.iter_mut().for_each(|v| *v = T::from_f64(f64::NEG_INFINITY));
        let max = crate::reduce::max(kept);
        kept.iter_mut().for_each(|v| *v -= max);
    }

    /// The additive mask of the scaled scores of [`scaled_dot_product_attention()`]
    /// (`[examples · heads · queries, keys]`, a row per example, head and query in that order):
    /// the bias (or 0) where a key is kept, `-inf` where it is masked. The `queries` query rows
    /// are the last positions among the `keys` (query `i` sits at `keys - queries + i`, as in
    /// decoding with cached keys), so the causal mask keeps keys `0..=keys - queries + i`; the
    /// bias is `[queries, keys]`. An error unless the mask fits and keeps every row a key.
    ///
    /// [`scaled_dot_product_attention()`]: crate::scaled_dot_product_attention()
    pub fn scores<T: Scalar>(
        &self,
        examples: usize,
        heads: usize,
        (queries, keys): (usize, usize),
    ) -> Result<Matrix<T, usize, usize>> {
        if queries > keys {
            return Err(Error::invalid(
                "scaled_dot_product_attention",
                format!("{queries} query rows attend to {keys} keys: there must be at most as many queries as keys"),
            ));
        }
        let offset = keys - queries;
        self.check_at(examples, queries, keys, offset)?;
        let mut values = Vec::with_capacity(examples * heads * queries * keys);
        for b in 0..examples {
            for _ in 0..heads {
                for i in 0..queries {
                    values.extend(self.additive_row(b, (i, offset + i), keys).map(T::from_f64));
                }
            }
        }
        Matrix::from_vec((examples * heads * queries, keys), values)
    }

    /// Row `i` of the additive mask of example `b` over `keys` keys, the query at `position`
    /// among them: the bias (or 0) where a key is kept, `-inf` where it is masked.
    fn additive_row(&self, b: usize, (i, position): (usize, usize), keys: usize) -> impl Iterator<Item = f64> + '_ {
        let visible = self.visible(position, b, keys);
        let bias = self
            .bias
            .as_ref()
            .and_then(|bias| bias.data().get(i * keys..(i + 1) * keys));
        (0..keys).map(move |j| match bias.and_then(|row| row.get(j)) {
            Some(&v) if j < visible => v,
            None if j < visible => 0.0,
            _ => f64::NEG_INFINITY,
        })
    }

    /// The additive mask of the scaled scores as numbers: `[queries, tokens]` when no key
    /// lengths are given, else `[examples, queries, tokens]`; 0 or the bias where a key is
    /// kept, `-inf` where it is masked.
    pub(super) fn additive(&self, examples: usize, queries: usize, tokens: usize) -> (Vec<f64>, Vec<usize>) {
        let per_example = if self.key_lengths.is_some() { examples } else { 1 };
        let mut values = Vec::with_capacity(per_example * queries * tokens);
        for b in 0..per_example {
            for i in 0..queries {
                values.extend(self.additive_row(b, (i, i), tokens));
            }
        }
        let shape = if self.key_lengths.is_some() {
            vec![examples, queries, tokens]
        } else {
            vec![queries, tokens]
        };
        (values, shape)
    }
}

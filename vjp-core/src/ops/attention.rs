//! Multi-head self-attention over a batch in one op: the fused form of
//! `group_rows → batch_map(per_head(attention_head, heads, 3)) → ungroup_rows`, which the tests
//! hold it equal to. It reads every head's `q`, `k`, `v` in place from timm's fused `[q | k | v]`
//! projection through strided views, so no head is copied out, and runs the examples in
//! parallel. In a train step the forward keeps every head's attention weights (`B·H` matrices
//! of `T x T`, [`multi_head_attention_with_weights()`]) and the rule reads them back instead of
//! recomputing them from `q` and `k`; inference keeps one example's at a time.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::linalg::gemm;
use crate::reduce;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;
use faer::{MatMut, MatRef};
use rayon::prelude::*;

/// The geometry: rows of `tokens` per example, `heads` heads of width `head` in `[q | k | v]`.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    tokens: usize,
    heads: usize,
    head: usize,
    width: usize,
}

impl Geometry {
    fn of(rows: usize, cols: usize, tokens: usize, heads: usize) -> Result<Self> {
        let fail = |m: String| Err(Error::invalid("multi_head_attention", m));
        if tokens == 0 || !rows.is_multiple_of(tokens) {
            return fail(format!("{rows} rows do not split into examples of {tokens} tokens"));
        }
        if heads == 0 || !cols.is_multiple_of(3 * heads) {
            return fail(format!(
                "a [q | k | v] width of {cols} does not split into 3 x {heads} heads"
            ));
        }
        Ok(Geometry {
            tokens,
            heads,
            head: cols / (3 * heads),
            width: cols / 3,
        })
    }

    /// `[tokens, head]` view of part `part` (0 q, 1 k, 2 v) of head `h` in one example's rows.
    #[allow(
        clippy::indexing_slicing,
        reason = "Geometry::of checked that every head's columns lie within a row"
    )]
    fn view<'a, T>(&self, example: &'a [T], part: usize, h: usize) -> MatRef<'a, T> {
        let offset = part * self.width + h * self.head;
        MatRef::from_row_major_slice_with_stride(&example[offset..], self.tokens, self.head, 3 * self.width)
    }

    /// `[tokens, head]` writable view at `offset`, rows `stride` apart. (Built as the transpose
    /// of a column-major view: faer 0.24's `from_row_major_slice_with_stride_mut` lays the
    /// strides out column-major.)
    #[allow(
        clippy::indexing_slicing,
        reason = "Geometry::of checked that every head's columns lie within a row"
    )]
    fn view_mut<'a, T>(&self, example: &'a mut [T], offset: usize, stride: usize) -> MatMut<'a, T> {
        MatMut::from_column_major_slice_with_stride_mut(&mut example[offset..], self.head, self.tokens, stride)
            .transpose_mut()
    }

    /// The attention weights `softmax(q kᵀ / sqrt(head))` of head `h`, into `p` (`T x T`).
    fn weights<T: Scalar>(&self, example: &[T], h: usize, p: &mut [T]) {
        let t = self.tokens;
        gemm(
            MatMut::from_row_major_slice_mut(p, t, t),
            false,
            self.view(example, 0, h),
            self.view(example, 1, h).transpose(),
        );
        let scale = T::ONE / T::from_usize(self.head).sqrt();
        for row in p.chunks_exact_mut(t) {
            // The scale is positive, so the largest scaled score is the scaled largest score.
            let max = reduce::max(row) * scale;
            row.iter_mut().for_each(|v| *v = *v * scale - max);
        }
        // One loop over all T x T exponents: it vectorises without a remainder per row, which
        // rows of 17 or 50 tokens would leave (it made the softmax 16-29% faster there).
        p.iter_mut().for_each(|v| *v = v.exp());
        for row in p.chunks_exact_mut(t) {
            let inv = T::ONE / reduce::sum(row);
            row.iter_mut().for_each(|v| *v *= inv);
        }
    }

    /// Head `h` of one example: its weights into `p` (`T x T`), then `P v` into the head's
    /// columns of the example's output rows `out`.
    fn head<T: Scalar>(&self, example: &[T], h: usize, p: &mut [T], out: &mut [T]) {
        self.weights(example, h, p);
        gemm(
            self.view_mut(out, h * self.head, self.width),
            false,
            MatRef::from_row_major_slice(p, self.tokens, self.tokens),
            self.view(example, 2, h),
        );
    }

    /// Elements of every head's weights of `examples` examples.
    fn weights_len(&self, examples: usize) -> usize {
        examples * self.heads * self.tokens * self.tokens
    }
}

/// Self-attention of every example (`tokens` consecutive rows of `qkv`) with `heads` heads
/// read from the fused `[q | k | v]` columns; the heads' outputs side by side: `[rows, D]`.
#[vjp(
    crate = crate,
    forward = multi_head_attention_with_weights,
    backward = multi_head_attention_backward,
    lower = multi_head_attention_lowering,
    check(R = 6, W = 12, tokens = 3, heads = 2)
)]
pub fn multi_head_attention<T: Scalar, R: Dim, W: Dim>(
    qkv: &Matrix<T, R, W>,
    tokens: usize,
    heads: usize,
) -> Result<Matrix<T, R, usize>> {
    let g = Geometry::of(qkv.nrows(), qkv.ncols(), tokens, heads)?;
    let mut out = Matrix::zeros((qkv.shape().0, g.width));
    out.data_mut()
        .par_chunks_mut(g.tokens * g.width)
        .zip(qkv.data().par_chunks(g.tokens * 3 * g.width))
        .for_each(|(out, example)| {
            let mut p = vec![T::ZERO; g.tokens * g.tokens];
            for h in 0..g.heads {
                g.head(example, h, &mut p, out);
            }
        });
    Ok(out)
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
    let mut out = Matrix::zeros((qkv.shape().0, g.width));
    let mut weights = vec![T::ZERO; g.weights_len(qkv.nrows() / g.tokens)];
    out.data_mut()
        .par_chunks_mut(g.tokens * g.width)
        .zip(qkv.data().par_chunks(g.tokens * 3 * g.width))
        .zip(weights.par_chunks_mut(g.heads * g.tokens * g.tokens))
        .for_each(|((out, example), p)| {
            for (h, p) in p.chunks_exact_mut(g.tokens * g.tokens).enumerate() {
                g.head(example, h, p, out);
            }
        });
    Ok((out, weights))
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
    let expected = g.weights_len(qkv.nrows() / g.tokens);
    if weights.len() != expected {
        return Err(Error::invalid(
            "multi_head_attention backward",
            format!(
                "{} saved attention weights, expected {expected} ({} examples x {} heads x {} x {} tokens)",
                weights.len(),
                qkv.nrows() / g.tokens,
                g.heads,
                g.tokens,
                g.tokens
            ),
        ));
    }
    if dy.nrows() != qkv.nrows() || dy.ncols() != g.width {
        return Err(Error::mismatch(
            "multi_head_attention backward",
            [qkv.nrows(), g.width],
            dy.dims(),
            "the cotangent must have the output's shape",
        ));
    }
    let t = g.tokens;
    let scale = T::ONE / T::from_usize(g.head).sqrt();
    let mut dqkv = Matrix::zeros(qkv.shape());
    dqkv.data_mut()
        .par_chunks_mut(t * 3 * g.width)
        .zip(qkv.data().par_chunks(t * 3 * g.width))
        .zip(dy.data().par_chunks(t * g.width))
        .zip(weights.par_chunks(g.heads * t * t))
        .for_each(|(((dexample, example), dout), p)| {
            let mut ds = vec![T::ZERO; t * t];
            for (h, p) in p.chunks_exact(t * t).enumerate() {
                #[allow(
                    clippy::indexing_slicing,
                    reason = "head h's columns lie within a row of width heads x head"
                )]
                let d_o = MatRef::from_row_major_slice_with_stride(&dout[h * g.head..], t, g.head, g.width);
                let p_view = MatRef::from_row_major_slice(p, t, t);
                gemm(
                    g.view_mut(dexample, 2 * g.width + h * g.head, 3 * g.width),
                    false,
                    p_view.transpose(),
                    d_o,
                );
                gemm(
                    MatMut::from_row_major_slice_mut(&mut ds, t, t),
                    false,
                    d_o,
                    g.view(example, 2, h).transpose(),
                );
                for (ds_row, p_row) in ds.chunks_exact_mut(t).zip(p.chunks_exact(t)) {
                    let inner = reduce::dot(ds_row, p_row);
                    for (d, &pv) in ds_row.iter_mut().zip(p_row) {
                        *d = pv * (*d - inner) * scale;
                    }
                }
                let ds_view = MatRef::from_row_major_slice(&ds, t, t);
                gemm(
                    g.view_mut(dexample, h * g.head, 3 * g.width),
                    false,
                    ds_view,
                    g.view(example, 1, h),
                );
                gemm(
                    g.view_mut(dexample, g.width + h * g.head, 3 * g.width),
                    false,
                    ds_view.transpose(),
                    g.view(example, 0, h),
                );
            }
        });
    Ok(dqkv)
}

/// [`multi_head_attention()`] and its rule as graph primitives: `[q | k | v]` laid out as
/// `[3, B, H, T, head]`, batched products over examples and heads.
pub mod multi_head_attention_lowering {
    use super::Geometry;
    use crate::error::{Error, Result};
    use crate::hlo::{DotDims, Graph, Value};

    /// The permutation from `[B, T, 3, H, head]` (the rows of `[q | k | v]` split) to
    /// `[3, B, H, T, head]`, and its inverse.
    const SPLIT: [usize; 5] = [2, 0, 3, 1, 4];
    const JOIN: [usize; 5] = [1, 3, 0, 2, 4];

    struct Heads {
        geometry: Geometry,
        examples: usize,
        q: Value,
        k: Value,
        v: Value,
    }

    /// A batched product over examples and heads contracting `lhs` with `rhs`.
    fn product(g: &mut Graph, a: Value, b: Value, lhs: usize, rhs: usize) -> Result<Value> {
        let dims = DotDims {
            lhs_batch: vec![0, 1],
            rhs_batch: vec![0, 1],
            lhs_contract: vec![lhs],
            rhs_contract: vec![rhs],
        };
        g.dot_general(a, b, dims)
    }

    fn split(g: &mut Graph, qkv: Value, tokens: usize, heads: usize) -> Result<Heads> {
        let (rows, cols) = match *g.shape(qkv)? {
            [rows, cols] => (rows, cols),
            ref other => {
                return Err(Error::invalid(
                    "multi_head_attention",
                    format!("a matrix expected, got {other:?}"),
                ));
            }
        };
        let geometry = Geometry::of(rows, cols, tokens, heads)?;
        let examples = rows / tokens;
        let split = g.reshape(qkv, &[examples, tokens, 3, heads, geometry.head])?;
        let parts = g.transpose(split, &SPLIT)?;
        let mut part = |index: usize| -> Result<Value> {
            let one = g.slice_axis(parts, 0, index, 1)?;
            g.reshape(one, &[examples, heads, tokens, geometry.head])
        };
        let (q, k, v) = (part(0)?, part(1)?, part(2)?);
        Ok(Heads {
            geometry,
            examples,
            q,
            k,
            v,
        })
    }

    /// The weights `softmax(q kᵀ / sqrt(head))`, `[B, H, T, T]`.
    fn weights(g: &mut Graph, h: &Heads) -> Result<Value> {
        let scores = product(g, h.q, h.k, 3, 3)?;
        let scores = g.scale(scores, 1.0 / (h.geometry.head as f64).sqrt())?;
        g.softmax_last(scores)
    }

    /// Every head's `P v`, side by side: `[rows, W]`.
    pub fn forward(g: &mut Graph, qkv: Value, tokens: usize, heads: usize) -> Result<Value> {
        let h = split(g, qkv, tokens, heads)?;
        let p = weights(g, &h)?;
        let out = product(g, p, h.v, 3, 2)?;
        let out = g.transpose(out, &[0, 2, 1, 3])?;
        g.reshape(out, &[h.examples * tokens, h.geometry.width])
    }

    /// `dV = Pᵀ dO`, `dS = P ⊙ (dO Vᵀ - rowsum(dO Vᵀ ⊙ P)) / sqrt(head)`, `dQ = dS K`,
    /// `dK = dSᵀ Q`, joined back into the `[q | k | v]` layout.
    pub fn backward(g: &mut Graph, qkv: Value, tokens: &usize, heads: &usize, _: Value, dy: Value) -> Result<Value> {
        let h = split(g, qkv, *tokens, *heads)?;
        let (t, n, head) = (*tokens, *heads, h.geometry.head);
        let p = weights(g, &h)?;
        let d_o = g.reshape(dy, &[h.examples, t, n, head])?;
        let d_o = g.transpose(d_o, &[0, 2, 1, 3])?;
        let dv = product(g, p, d_o, 2, 2)?;
        let dp = product(g, d_o, h.v, 3, 3)?;
        let ds = g.softmax_last_backward(p, dp)?;
        let ds = g.scale(ds, 1.0 / (head as f64).sqrt())?;
        let dq = product(g, ds, h.k, 3, 2)?;
        let dk = product(g, ds, h.q, 2, 2)?;
        let mut parts = Vec::with_capacity(3);
        for part in [dq, dk, dv] {
            parts.push(g.reshape(part, &[1, h.examples, n, t, head])?);
        }
        let joined = g.concatenate(&parts, 0)?;
        let joined = g.transpose(joined, &JOIN)?;
        let shape = g.shape(qkv)?.to_vec();
        g.reshape(joined, &shape)
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

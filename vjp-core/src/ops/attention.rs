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
use std::mem::MaybeUninit;

/// The geometry: rows of `tokens` per example, of which the first `queries` attend;
/// `heads` heads of width `head` in `[q | k | v]`.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    tokens: usize,
    queries: usize,
    heads: usize,
    head: usize,
    width: usize,
}

impl Geometry {
    fn of(rows: usize, cols: usize, tokens: usize, heads: usize) -> Result<Self> {
        Self::with_queries(rows, cols, tokens, heads, tokens)
    }

    fn with_queries(rows: usize, cols: usize, tokens: usize, heads: usize, queries: usize) -> Result<Self> {
        let fail = |m: String| Err(Error::invalid("multi_head_attention", m));
        if tokens == 0 || !rows.is_multiple_of(tokens) {
            return fail(format!("{rows} rows do not split into examples of {tokens} tokens"));
        }
        if queries == 0 || queries > tokens {
            return fail(format!(
                "{queries} query rows of examples of {tokens} tokens: between 1 and {tokens} attend"
            ));
        }
        if heads == 0 || !cols.is_multiple_of(3 * heads) {
            return fail(format!(
                "a [q | k | v] width of {cols} does not split into 3 x {heads} heads"
            ));
        }
        Ok(Geometry {
            tokens,
            queries,
            heads,
            head: cols / (3 * heads),
            width: cols / 3,
        })
    }

    /// `[tokens, head]` view of part `part` (0 q, 1 k, 2 v) of head `h` in one example's rows.
    fn view<'a, T>(&self, example: &'a [T], part: usize, h: usize) -> MatRef<'a, T> {
        self.rows_view(example, part, h, self.tokens)
    }

    /// The first `rows` rows of [`Geometry::view`] (the query rows of `q`).
    #[allow(
        clippy::indexing_slicing,
        reason = "Geometry::of checked that every head's columns lie within a row"
    )]
    fn rows_view<'a, T>(&self, example: &'a [T], part: usize, h: usize, rows: usize) -> MatRef<'a, T> {
        let offset = part * self.width + h * self.head;
        MatRef::from_row_major_slice_with_stride(&example[offset..], rows, self.head, 3 * self.width)
    }

    /// `[rows, head]` view for writing at `offset`, rows `stride` apart, of slots not yet
    /// written (every product into it replaces, never reads: see [`uninit_view`]).
    fn view_mut<'a, T>(
        &self,
        example: &'a mut [MaybeUninit<T>],
        offset: usize,
        stride: usize,
        rows: usize,
    ) -> MatMut<'a, T> {
        uninit_view(example, offset, rows, self.head, stride)
    }

    /// The attention weights `softmax(q kᵀ / sqrt(head))` of head `h`'s query rows, written
    /// into the `queries x T` slots `p`, which are returned written.
    fn weights<'a, T: Scalar>(&self, example: &[T], h: usize, p: &'a mut [MaybeUninit<T>]) -> &'a mut [T] {
        let t = self.tokens;
        let (p, _) = p.split_at_mut(self.queries * t);
        gemm(
            uninit_view(p, 0, self.queries, t, t),
            false,
            self.rows_view(example, 0, h, self.queries),
            self.view(example, 1, h).transpose(),
        );
        // SAFETY: the product replaced all `queries x T` elements of the view, which is all of
        // `p` (cut to that length above), so every slot of `p` is initialised; `MaybeUninit<T>`
        // has `T`'s layout.
        let p = unsafe { &mut *(std::ptr::from_mut::<[MaybeUninit<T>]>(p) as *mut [T]) };
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
        p
    }

    /// Head `h` of one example: its weights into `p` (`queries x T` slots), then `P v` into
    /// the head's columns of the example's output rows `out`.
    fn head<T: Scalar>(&self, example: &[T], h: usize, p: &mut [MaybeUninit<T>], out: &mut [MaybeUninit<T>]) {
        let p = self.weights(example, h, p);
        gemm(
            self.view_mut(out, h * self.head, self.width, self.queries),
            false,
            MatRef::from_row_major_slice(p, self.queries, self.tokens),
            self.view(example, 2, h),
        );
    }

    /// Elements of one head's weights of one example.
    fn head_weights(&self) -> usize {
        self.queries * self.tokens
    }

    /// Elements of every head's weights of `examples` examples.
    fn weights_len(&self, examples: usize) -> usize {
        examples * self.heads * self.head_weights()
    }
}

/// A `[rows, cols]` view for writing, rows `stride` apart from `offset`, over slots that may
/// not be written yet: only for products that replace the destination (`gemm` with
/// `accumulate` false), which write every element without reading any. Panics unless the
/// view lies within `slots` (the geometry's checks make that so everywhere it is used).
fn uninit_view<T>(
    slots: &mut [MaybeUninit<T>],
    offset: usize,
    rows: usize,
    cols: usize,
    stride: usize,
) -> MatMut<'_, T> {
    let end = if rows == 0 || cols == 0 {
        0
    } else {
        offset + (rows - 1) * stride + cols
    };
    assert!(
        end <= slots.len() && (rows <= 1 || cols <= stride),
        "an attention view of {rows} x {cols} at {offset}, rows {stride} apart, past {} slots",
        slots.len()
    );
    // SAFETY: every element the view addresses lies within `slots` (checked above, and rows do
    // not overlap), which it borrows mutably for as long as it lives; `MaybeUninit<T>` has
    // `T`'s layout; faer's `MatMut::from_raw_parts_mut` allows elements not yet initialised as
    // long as nothing reads them before they are written, which products that replace do not.
    unsafe {
        MatMut::from_raw_parts_mut(
            slots.as_mut_ptr().wrapping_add(offset).cast::<T>(),
            rows,
            cols,
            stride as isize,
            1,
        )
    }
}

/// The first `len` slots of `data`'s spare capacity (which `Vec::with_capacity(len)` makes
/// at least that long), to be written before `set_len(len)`.
fn slots<T>(data: &mut Vec<T>, len: usize) -> &mut [MaybeUninit<T>] {
    data.reserve_exact(len.saturating_sub(data.len()));
    let (slots, _) = data.spare_capacity_mut().split_at_mut(len);
    slots
}

/// Every example's attention output rows (`[examples · queries, heads · head]`) and, with
/// `keep_weights`, every head's weights (`[B, H, queries, T]`; else none are kept, and one
/// example's are computed at a time). Neither is zeroed first: the products and the softmax
/// write every element (a fill pass as long as both would cost as much as the softmax).
fn attend<T: Scalar>(qkv: &[T], g: &Geometry, keep_weights: bool) -> (Vec<T>, Vec<T>) {
    let examples = qkv.len() / (g.tokens * 3 * g.width);
    let per_example = g.heads * g.head_weights();
    let (out_len, kept) = (
        examples * g.queries * g.width,
        if keep_weights { examples * per_example } else { 0 },
    );
    let (mut out, mut weights) = (Vec::new(), Vec::new());
    let outputs = slots(&mut out, out_len)
        .par_chunks_mut(g.queries * g.width)
        .zip(qkv.par_chunks(g.tokens * 3 * g.width));
    if keep_weights {
        outputs
            .zip(slots(&mut weights, kept).par_chunks_mut(per_example))
            .for_each(|((out, example), p)| {
                for (h, p) in p.chunks_exact_mut(g.head_weights()).enumerate() {
                    g.head(example, h, p, out);
                }
            });
    } else {
        outputs.for_each(|(out, example)| {
            let mut p = vec![MaybeUninit::uninit(); g.head_weights()];
            for h in 0..g.heads {
                g.head(example, h, &mut p, out);
            }
        });
    }
    // SAFETY: both vectors have room for their lengths (`slots`). Every example's output rows
    // got every head's columns (each head writes its `head` columns of the `queries` rows, and
    // `heads x head` is the width), and where the weights are kept every head's were written
    // (`Geometry::weights`): every element is initialised.
    unsafe {
        out.set_len(out_len);
        weights.set_len(kept);
    }
    (out, weights)
}

/// The rule of the attention of `g`'s query rows: per example and head, with `P` the saved
/// weights, `dV = Pᵀ dO`, `dS = P ⊙ (dO Vᵀ - rowsum(dO Vᵀ ⊙ P)) / sqrt(head)`, `dQ = dS K` (the
/// query rows; the others' is 0), `dK = dSᵀ Q`, each written into its head's columns of the
/// `[q | k | v]` cotangent.
fn attend_backward<T: Scalar>(qkv: &[T], g: &Geometry, weights: &[T], dy: &[T]) -> Result<Vec<T>> {
    let examples = qkv.len() / (g.tokens * 3 * g.width);
    let expected = g.weights_len(examples);
    if weights.len() != expected {
        return Err(Error::invalid(
            "multi_head_attention backward",
            format!(
                "{} saved attention weights, expected {expected} ({examples} examples x {} heads x {} x {} tokens)",
                weights.len(),
                g.heads,
                g.queries,
                g.tokens
            ),
        ));
    }
    if dy.len() != examples * g.queries * g.width {
        return Err(Error::mismatch(
            "multi_head_attention backward",
            [examples * g.queries, g.width],
            [dy.len() / g.width.max(1), g.width],
            "the cotangent must have the output's shape",
        ));
    }
    let (t, q) = (g.tokens, g.queries);
    let scale = T::ONE / T::from_usize(g.head).sqrt();
    let mut dqkv = Vec::new();
    slots(&mut dqkv, qkv.len())
        .par_chunks_mut(t * 3 * g.width)
        .zip(qkv.par_chunks(t * 3 * g.width))
        .zip(dy.par_chunks(q * g.width))
        .zip(weights.par_chunks(g.heads * g.head_weights()))
        .for_each(|(((dexample, example), dout), p)| {
            // The rows of `q` past the query rows reach no output: their cotangent is zero.
            for row in dexample.chunks_exact_mut(3 * g.width).skip(q) {
                row.iter_mut().take(g.width).for_each(|slot| {
                    slot.write(T::ZERO);
                });
            }
            let mut ds = vec![T::ZERO; g.head_weights()];
            for (h, p) in p.chunks_exact(g.head_weights()).enumerate() {
                #[allow(
                    clippy::indexing_slicing,
                    reason = "head h's columns lie within a row of width heads x head"
                )]
                let d_o = MatRef::from_row_major_slice_with_stride(&dout[h * g.head..], q, g.head, g.width);
                let p_view = MatRef::from_row_major_slice(p, q, t);
                gemm(
                    g.view_mut(dexample, 2 * g.width + h * g.head, 3 * g.width, t),
                    false,
                    p_view.transpose(),
                    d_o,
                );
                gemm(
                    MatMut::from_row_major_slice_mut(&mut ds, q, t),
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
                let ds_view = MatRef::from_row_major_slice(&ds, q, t);
                gemm(
                    g.view_mut(dexample, h * g.head, 3 * g.width, q),
                    false,
                    ds_view,
                    g.view(example, 1, h),
                );
                gemm(
                    g.view_mut(dexample, g.width + h * g.head, 3 * g.width, t),
                    false,
                    ds_view.transpose(),
                    g.rows_view(example, 0, h, q),
                );
            }
        });
    // SAFETY: `dqkv` has room for `qkv.len()` elements (`slots`), and every one was written:
    // in each example's rows, `v`'s and `k`'s columns of all rows by every head's `dV` and `dK`,
    // `q`'s of the query rows by every head's `dQ`, and of the other rows by the zeros above.
    unsafe { dqkv.set_len(qkv.len()) };
    Ok(dqkv)
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
    Matrix::from_vec((qkv.shape().0, g.width), attend(qkv.data(), &g, false).0)
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
    let (out, weights) = attend(qkv.data(), &g, true);
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
    let dqkv = attend_backward(qkv.data(), &g, weights, dy.data())?;
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
    lower = multi_head_attention_first_lowering,
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
    Matrix::from_vec((rows, g.width), attend(qkv.data(), &g, false).0)
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
    let (out, weights) = attend(qkv.data(), &g, true);
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
    let dqkv = attend_backward(qkv.data(), &g, weights, dy.data())?;
    Matrix::from_vec(qkv.shape(), dqkv)
}

/// [`multi_head_attention()`] and its rule as graph primitives: `[q | k | v]` laid out as
/// `[3, B, H, T, head]`, batched products over examples and heads.
pub mod multi_head_attention_lowering {
    use super::lowering;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Every head's `P v`, side by side: `[rows, W]`.
    pub fn forward(g: &mut Graph, qkv: Value, tokens: usize, heads: usize) -> Result<Value> {
        lowering::forward(g, qkv, tokens, heads, None)
    }

    /// `dV = Pᵀ dO`, `dS = P ⊙ (dO Vᵀ - rowsum(dO Vᵀ ⊙ P)) / sqrt(head)`, `dQ = dS K`,
    /// `dK = dSᵀ Q`, joined back into the `[q | k | v]` layout.
    pub fn backward(g: &mut Graph, qkv: Value, tokens: &usize, heads: &usize, _: Value, dy: Value) -> Result<Value> {
        lowering::backward(g, qkv, *tokens, *heads, None, dy)
    }
}

/// [`multi_head_attention_first()`] and its rule as graph primitives: those of
/// [`multi_head_attention()`] with `q` cut to its first `queries` rows per example (and its
/// cotangent padded back with zeros).
pub mod multi_head_attention_first_lowering {
    use super::lowering;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Every head's `P v` of the query rows, side by side: `[examples · queries, W]`.
    pub fn forward(g: &mut Graph, qkv: Value, tokens: usize, heads: usize, queries: usize) -> Result<Value> {
        lowering::forward(g, qkv, tokens, heads, Some(queries))
    }

    /// The rule of [`super::multi_head_attention_lowering::backward`] on the query rows.
    pub fn backward(
        g: &mut Graph,
        qkv: Value,
        tokens: &usize,
        heads: &usize,
        queries: &usize,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        lowering::backward(g, qkv, *tokens, *heads, Some(*queries), dy)
    }
}

/// The graph form of both attentions; `queries` (if given) cuts `q` to its first rows.
mod lowering {
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
        /// The query rows of `q`: `[B, H, queries, head]`.
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

    fn split(g: &mut Graph, qkv: Value, tokens: usize, heads: usize, queries: Option<usize>) -> Result<Heads> {
        let (rows, cols) = match *g.shape(qkv)? {
            [rows, cols] => (rows, cols),
            ref other => {
                return Err(Error::invalid(
                    "multi_head_attention",
                    format!("a matrix expected, got {other:?}"),
                ));
            }
        };
        let geometry = Geometry::with_queries(rows, cols, tokens, heads, queries.unwrap_or(tokens))?;
        let examples = rows / tokens;
        let split = g.reshape(qkv, &[examples, tokens, 3, heads, geometry.head])?;
        let parts = g.transpose(split, &SPLIT)?;
        let mut part = |index: usize| -> Result<Value> {
            let one = g.slice_axis(parts, 0, index, 1)?;
            g.reshape(one, &[examples, heads, tokens, geometry.head])
        };
        let (q, k, v) = (part(0)?, part(1)?, part(2)?);
        let q = match queries {
            Some(queries) => g.slice_axis(q, 2, 0, queries)?,
            None => q,
        };
        Ok(Heads {
            geometry,
            examples,
            q,
            k,
            v,
        })
    }

    /// The weights `softmax(q kᵀ / sqrt(head))`, `[B, H, queries, T]`.
    fn weights(g: &mut Graph, h: &Heads) -> Result<Value> {
        let scores = product(g, h.q, h.k, 3, 3)?;
        let scores = g.scale(scores, 1.0 / (h.geometry.head as f64).sqrt())?;
        g.softmax_last(scores)
    }

    pub(super) fn forward(
        g: &mut Graph,
        qkv: Value,
        tokens: usize,
        heads: usize,
        queries: Option<usize>,
    ) -> Result<Value> {
        let h = split(g, qkv, tokens, heads, queries)?;
        let p = weights(g, &h)?;
        let out = product(g, p, h.v, 3, 2)?;
        let out = g.transpose(out, &[0, 2, 1, 3])?;
        g.reshape(out, &[h.examples * h.geometry.queries, h.geometry.width])
    }

    pub(super) fn backward(
        g: &mut Graph,
        qkv: Value,
        tokens: usize,
        heads: usize,
        queries: Option<usize>,
        dy: Value,
    ) -> Result<Value> {
        let h = split(g, qkv, tokens, heads, queries)?;
        let (t, q, n, head) = (tokens, h.geometry.queries, heads, h.geometry.head);
        let p = weights(g, &h)?;
        let d_o = g.reshape(dy, &[h.examples, q, n, head])?;
        let d_o = g.transpose(d_o, &[0, 2, 1, 3])?;
        let dv = product(g, p, d_o, 2, 2)?;
        let dp = product(g, d_o, h.v, 3, 3)?;
        let ds = g.softmax_last_backward(p, dp)?;
        let ds = g.scale(ds, 1.0 / (head as f64).sqrt())?;
        let dq = product(g, ds, h.k, 3, 2)?;
        let dq = match queries {
            Some(_) => g.pad_axis(dq, 2, 0, t)?,
            None => dq,
        };
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

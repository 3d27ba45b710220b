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
use std::ops::Range;

mod graph_form;
mod mask;
mod sdpa;

pub use mask::AttentionMask;
pub use sdpa::{AttentionSizes, attention_sizes, scaled_dot_product_attention};

/// Query rows a masked attention computes together: each block's scores, and every product
/// that reads them, stop at the last key one of the block's rows sees (a causal mask's blocks
/// reach 32, 64, ... keys: 75% of the full products at 64 tokens, 52% at 1,024; blocks of 16
/// rows were no faster at 64 tokens, their products too small).
const ROW_BLOCK: usize = 32;

/// Query rows of one example and how many of the first keys they reach.
#[derive(Clone, Debug, PartialEq)]
struct Block {
    rows: Range<usize>,
    reach: usize,
}

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

    /// The query rows of example `b` in blocks with the keys they reach, the block reaching
    /// most first: without a mask (or with one that hides no key from a whole block) one block
    /// of every row reaching every key, so the products are those of the unmasked attention;
    /// else blocks of [`ROW_BLOCK`] rows, each reaching the most keys one of its rows sees
    /// ([`AttentionMask::visible`]; the bias's `-inf` are masked as they are, not skipped).
    fn blocks(&self, mask: Option<&AttentionMask>, b: usize) -> Vec<Block> {
        let all = || {
            vec![Block {
                rows: 0..self.queries,
                reach: self.tokens,
            }]
        };
        let Some(mask) = mask else { return all() };
        let mut blocks: Vec<Block> = (0..self.queries)
            .step_by(ROW_BLOCK)
            .map(|start| {
                let rows = start..(start + ROW_BLOCK).min(self.queries);
                let reach = rows.clone().map(|i| mask.visible(i, b, self.tokens)).max().unwrap_or(0);
                Block {
                    rows,
                    reach: reach.max(1),
                }
            })
            .collect();
        if blocks.iter().all(|block| block.reach == self.tokens) {
            return all();
        }
        blocks.sort_by_key(|block| std::cmp::Reverse(block.reach));
        blocks
    }

    /// `[rows, head]` view of part `part` of head `h`: the rows `rows` of one example's rows.
    #[allow(
        clippy::indexing_slicing,
        reason = "Geometry::of checked that every head's columns lie within a row, and a block's rows lie within the example"
    )]
    fn block_view<'a, T>(&self, example: &'a [T], part: usize, h: usize, rows: &Range<usize>) -> MatRef<'a, T> {
        let offset = rows.start * 3 * self.width + part * self.width + h * self.head;
        MatRef::from_row_major_slice_with_stride(&example[offset..], rows.len(), self.head, 3 * self.width)
    }

    /// `[rows, head]` view of the first `rows` rows of part `part` (0 q, 1 k, 2 v) of head `h`
    /// in one example's rows.
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

    /// The attention weights `softmax(q kᵀ / sqrt(head))` of head `h`'s query rows of example
    /// `b` (the scores masked by `mask`), written into the `queries x T` slots `p`, which are
    /// returned written.
    #[inline(always)]
    fn weights<'a, T: Scalar>(
        &self,
        (b, example): (usize, &[T]),
        (mask, blocks): (Option<&AttentionMask>, &[Block]),
        h: usize,
        p: &'a mut [MaybeUninit<T>],
    ) -> &'a mut [T] {
        let t = self.tokens;
        let (p, _) = p.split_at_mut(self.queries * t);
        for Block { rows, reach } in blocks {
            gemm(
                uninit_view(p, rows.start * t, rows.len(), *reach, t),
                false,
                self.block_view(example, 0, h, rows),
                self.rows_view(example, 1, h, *reach).transpose(),
            );
            // The keys past the block's reach are masked for every row of it.
            for row in p.chunks_exact_mut(t).take(rows.end).skip(rows.start) {
                row.iter_mut().skip(*reach).for_each(|slot| {
                    slot.write(T::from_f64(f64::NEG_INFINITY));
                });
            }
        }
        // SAFETY: the blocks cover every query row, each row's first `reach` elements replaced by
        // its block's product and the rest written above, so every slot of `p` (cut to
        // `queries x T` above) is initialised; `MaybeUninit<T>` has `T`'s layout.
        let p = unsafe { &mut *(std::ptr::from_mut::<[MaybeUninit<T>]>(p) as *mut [T]) };
        let scale = T::ONE / T::from_usize(self.head).sqrt();
        match mask {
            Some(mask) => {
                for (i, row) in p.chunks_exact_mut(t).enumerate() {
                    mask.shift_row(row, i, b, scale);
                }
            }
            None => {
                for row in p.chunks_exact_mut(t) {
                    // The scale is positive, so the largest scaled score is the scaled largest.
                    let max = reduce::max(row) * scale;
                    row.iter_mut().for_each(|v| *v = *v * scale - max);
                }
            }
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

    /// Head `h` of example `b`: its weights into `p` (`queries x T` slots), then `P v` into
    /// the head's columns of the example's output rows `out`.
    #[inline(always)]
    fn head<T: Scalar>(
        &self,
        (b, example): (usize, &[T]),
        (mask, blocks): (Option<&AttentionMask>, &[Block]),
        h: usize,
        p: &mut [MaybeUninit<T>],
        out: &mut [MaybeUninit<T>],
    ) {
        let t = self.tokens;
        let p = self.weights((b, example), (mask, blocks), h, p);
        for Block { rows, reach } in blocks {
            #[allow(clippy::indexing_slicing, reason = "a block's rows lie within the query rows")]
            let weights = MatRef::from_row_major_slice_with_stride(&p[rows.start * t..], rows.len(), *reach, t);
            gemm(
                self.view_mut(out, rows.start * self.width + h * self.head, self.width, rows.len()),
                false,
                weights,
                self.rows_view(example, 2, h, *reach),
            );
        }
    }

    /// Head `h`'s part of one example's rule, block by block (the block reaching most keys
    /// first): `dV = Pᵀ dO` and `dK = dSᵀ Q` replace the keys the first block reaches, zero the
    /// others, and the later blocks add theirs; `dS` (in `ds`, zero past each block's reach)
    /// and `dQ = dS K` stop at each block's reach. With one block these are the unmasked rule's
    /// products.
    #[inline(always)]
    fn head_backward<T: Scalar>(
        &self,
        (example, dout, p): (&[T], &[T], &[T]),
        blocks: &[Block],
        h: usize,
        (ds, scale): (&mut [T], T),
        dexample: &mut [MaybeUninit<T>],
    ) {
        let t = self.tokens;
        let keys = |part: usize| part * self.width + h * self.head;
        for (first, Block { rows, reach }) in blocks.iter().enumerate() {
            #[allow(
                clippy::indexing_slicing,
                reason = "head h's columns and a block's rows lie within the example"
            )]
            let (d_o, p_block) = (
                MatRef::from_row_major_slice_with_stride(
                    &dout[rows.start * self.width + h * self.head..],
                    rows.len(),
                    self.head,
                    self.width,
                ),
                MatRef::from_row_major_slice_with_stride(&p[rows.start * t..], rows.len(), *reach, t),
            );
            let accumulate = first > 0;
            // dV of the keys reached (the first block replaces, the later add).
            gemm(
                self.view_mut(dexample, keys(2), 3 * self.width, *reach),
                accumulate,
                p_block.transpose(),
                d_o,
            );
            // dS of the block's rows, up to its reach; zero past it.
            let ds_rows = ds.chunks_exact_mut(t).take(rows.end).skip(rows.start);
            for row in ds_rows {
                row.iter_mut().skip(*reach).for_each(|v| *v = T::ZERO);
            }
            #[allow(clippy::indexing_slicing, reason = "a block's rows lie within the query rows")]
            gemm(
                // Row-major, as the transpose of a column-major view (faer 0.24's
                // `from_row_major_slice_with_stride_mut` lays its strides out column-major).
                MatMut::from_column_major_slice_with_stride_mut(&mut ds[rows.start * t..], *reach, rows.len(), t)
                    .transpose_mut(),
                false,
                d_o,
                self.rows_view(example, 2, h, *reach).transpose(),
            );
            let ds_block = ds
                .chunks_exact_mut(t)
                .zip(p.chunks_exact(t))
                .take(rows.end)
                .skip(rows.start);
            for (ds_row, p_row) in ds_block {
                let inner = reduce::dot(ds_row, p_row);
                for (d, &pv) in ds_row.iter_mut().zip(p_row) {
                    *d = pv * (*d - inner) * scale;
                }
            }
            #[allow(clippy::indexing_slicing, reason = "a block's rows lie within the query rows")]
            let ds_view = MatRef::from_row_major_slice_with_stride(&ds[rows.start * t..], rows.len(), *reach, t);
            gemm(
                self.view_mut(
                    dexample,
                    rows.start * 3 * self.width + keys(0),
                    3 * self.width,
                    rows.len(),
                ),
                false,
                ds_view,
                self.rows_view(example, 1, h, *reach),
            );
            gemm(
                self.view_mut(dexample, keys(1), 3 * self.width, *reach),
                accumulate,
                ds_view.transpose(),
                self.block_view(example, 0, h, rows),
            );
            // The keys no block reaches get no cotangent (the first block reaches the most).
            if first == 0 {
                for row in dexample.chunks_exact_mut(3 * self.width).take(t).skip(*reach) {
                    for part in [1, 2] {
                        row.iter_mut().skip(keys(part)).take(self.head).for_each(|slot| {
                            slot.write(T::ZERO);
                        });
                    }
                }
            }
        }
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
/// `mask` (checked by the caller) masks the scores.
fn attend<T: Scalar>(qkv: &[T], g: &Geometry, mask: Option<&AttentionMask>, keep_weights: bool) -> (Vec<T>, Vec<T>) {
    let examples = qkv.len() / (g.tokens * 3 * g.width);
    let per_example = g.heads * g.head_weights();
    let (out_len, kept) = (
        examples * g.queries * g.width,
        if keep_weights { examples * per_example } else { 0 },
    );
    let (mut out, mut weights) = (Vec::new(), Vec::new());
    let outputs = slots(&mut out, out_len)
        .par_chunks_mut(g.queries * g.width)
        .zip(qkv.par_chunks(g.tokens * 3 * g.width).enumerate());
    if keep_weights {
        outputs
            .zip(slots(&mut weights, kept).par_chunks_mut(per_example))
            .for_each(|((out, example), p)| {
                crate::simd::vectorized(
                    #[inline(always)]
                    || {
                        let blocks = g.blocks(mask, example.0);
                        for (h, p) in p.chunks_exact_mut(g.head_weights()).enumerate() {
                            g.head(example, (mask, &blocks), h, p, out);
                        }
                    },
                );
            });
    } else {
        outputs.for_each(|(out, example)| {
            crate::simd::vectorized(
                #[inline(always)]
                || {
                    let blocks = g.blocks(mask, example.0);
                    let mut p = vec![MaybeUninit::uninit(); g.head_weights()];
                    for h in 0..g.heads {
                        g.head(example, (mask, &blocks), h, &mut p, out);
                    }
                },
            );
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
fn attend_backward<T: Scalar>(
    qkv: &[T],
    g: &Geometry,
    mask: Option<&AttentionMask>,
    weights: &[T],
    dy: &[T],
) -> Result<Vec<T>> {
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
        .enumerate()
        .for_each(|(b, (((dexample, example), dout), p))| {
            // The rows of `q` past the query rows reach no output: their cotangent is zero.
            for row in dexample.chunks_exact_mut(3 * g.width).skip(q) {
                row.iter_mut().take(g.width).for_each(|slot| {
                    slot.write(T::ZERO);
                });
            }
            let blocks = g.blocks(mask, b);
            let mut ds = vec![T::ZERO; g.head_weights()];
            crate::simd::vectorized(
                #[inline(always)]
                || {
                    for (h, p) in p.chunks_exact(g.head_weights()).enumerate() {
                        g.head_backward((example, dout, p), &blocks, h, (&mut ds, scale), dexample);
                    }
                },
            );
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

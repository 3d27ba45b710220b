//! The fused attention kernel: the geometry of `[q | k | v]` (examples, heads, the first
//! queries), the blocks of query rows a mask lets stop early, and the forward and backward over
//! every example and head, each head read in place through strided views.

use super::AttentionMask;
use crate::error::{Error, Result};
use crate::linalg::gemm;
use crate::reduce;
use crate::scalar::Scalar;
use faer::{MatMut, MatRef};
use rayon::prelude::*;
use std::mem::MaybeUninit;
use std::ops::Range;

/// Query rows a masked attention computes together: each block's scores, and every product
/// that reads them, stop at the last key one of the block's rows sees (a causal mask's blocks
/// reach 32, 64, ... keys: 75% of the full products at 64 tokens, 52% at 1,024; blocks of 16
/// rows were no faster at 64 tokens, their products too small).
pub(super) const ROW_BLOCK: usize = 32;

/// Query rows of one example and how many of the first keys they reach.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Block {
    pub(super) rows: Range<usize>,
    pub(super) reach: usize,
}

/// The geometry: rows of `tokens` per example, of which the first `queries` attend;
/// `heads` heads of width `head` in `[q | k | v]`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Geometry {
    pub(super) tokens: usize,
    pub(super) queries: usize,
    pub(super) heads: usize,
    pub(super) head: usize,
    pub(super) width: usize,
}

impl Geometry {
    pub(super) fn of(rows: usize, cols: usize, tokens: usize, heads: usize) -> Result<Self> {
        Self::with_queries(rows, cols, tokens, heads, tokens)
    }

    pub(super) fn with_queries(rows: usize, cols: usize, tokens: usize, heads: usize, queries: usize) -> Result<Self> {
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
    pub(super) fn blocks(&self, mask: Option<&AttentionMask>, b: usize) -> Vec<Block> {
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
    pub(super) fn block_view<'a, T>(
        &self,
        example: &'a [T],
        part: usize,
        h: usize,
        rows: &Range<usize>,
    ) -> MatRef<'a, T> {
        let offset = rows.start * 3 * self.width + part * self.width + h * self.head;
        MatRef::from_row_major_slice_with_stride(&example[offset..], rows.len(), self.head, 3 * self.width)
    }

    /// `[rows, head]` view of the first `rows` rows of part `part` (0 q, 1 k, 2 v) of head `h`
    /// in one example's rows.
    #[allow(
        clippy::indexing_slicing,
        reason = "Geometry::of checked that every head's columns lie within a row"
    )]
    pub(super) fn rows_view<'a, T>(&self, example: &'a [T], part: usize, h: usize, rows: usize) -> MatRef<'a, T> {
        let offset = part * self.width + h * self.head;
        MatRef::from_row_major_slice_with_stride(&example[offset..], rows, self.head, 3 * self.width)
    }

    /// `[rows, head]` view for writing at `offset`, rows `stride` apart, of slots not yet
    /// written (every product into it replaces, never reads: see [`uninit_view`]).
    pub(super) fn view_mut<'a, T>(
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
    pub(super) fn weights<'a, T: Scalar>(
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
    pub(super) fn head<T: Scalar>(
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
    pub(super) fn head_backward<T: Scalar>(
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
    pub(super) fn head_weights(&self) -> usize {
        self.queries * self.tokens
    }

    /// Elements of every head's weights of `examples` examples.
    pub(super) fn weights_len(&self, examples: usize) -> usize {
        examples * self.heads * self.head_weights()
    }
}

/// A `[rows, cols]` view for writing, rows `stride` apart from `offset`, over slots that may
/// not be written yet: only for products that replace the destination (`gemm` with
/// `accumulate` false), which write every element without reading any. Panics unless the
/// view lies within `slots` (the geometry's checks make that so everywhere it is used).
pub(super) fn uninit_view<T>(
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
pub(super) fn slots<T>(data: &mut Vec<T>, len: usize) -> &mut [MaybeUninit<T>] {
    data.reserve_exact(len.saturating_sub(data.len()));
    let (slots, _) = data.spare_capacity_mut().split_at_mut(len);
    slots
}

/// Every example's attention output rows (`[examples · queries, heads · head]`) and, with
/// `keep_weights`, every head's weights (`[B, H, queries, T]`; else none are kept, and one
/// example's are computed at a time). Neither is zeroed first: the products and the softmax
/// write every element (a fill pass as long as both would cost as much as the softmax).
/// `mask` (checked by the caller) masks the scores.
pub(super) fn attend<T: Scalar>(
    qkv: &[T],
    g: &Geometry,
    mask: Option<&AttentionMask>,
    keep_weights: bool,
) -> (Vec<T>, Vec<T>) {
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
pub(super) fn attend_backward<T: Scalar>(
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

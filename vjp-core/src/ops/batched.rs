//! Products over a leading batch dimension, and the reshapes that split a matrix of token rows
//! into heads and merge them back: what attention written by hand needs (`q @ k.transpose(-2,
//! -1)` per example and head). Each traces to one StableHLO op with batch dimensions, so an
//! exported program does not grow with the batch or the number of heads.
//!
//! ```
//! use vjp_core::{Matrix, bmm, merge_heads, split_heads, transpose_last};
//! # use rand::SeedableRng;
//! // 2 sequences of 3 tokens, 2 heads of width 4, in the columns of q and k.
//! let mut rng = rand::rngs::StdRng::seed_from_u64(0);
//! let (q, k) = (Matrix::<f64, usize, usize>::random((6, 8), &mut rng), Matrix::<f64, usize, usize>::random((6, 8), &mut rng));
//! let (q, k) = (split_heads(&q, 3, 2)?, split_heads(&k, 3, 2)?); // [2·2, 3, 4]
//! let scores = bmm(&q, &transpose_last(&k))?;                    // [4, 3, 3]
//! assert_eq!(scores.dims(), [4, 3, 3]);
//! assert_eq!(merge_heads(&q, 2)?.dims(), [6, 8]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::{Dim, SameDim};
use crate::error::{Error, Result};
use crate::linalg::gemm;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor3};
use crate::vjp;
use faer::{MatMut, MatRef};

/// A `[batch, rows, cols]` tensor's sizes.
fn sizes<T: Scalar, B: Dim, M: Dim, N: Dim>(x: &Tensor3<T, B, M, N>) -> (usize, usize, usize) {
    let (b, m, n) = x.shape();
    (b.size(), m.size(), n.size())
}

/// `out[i] = a[i] b[i]` (with `a[i]` read transposed where `ta`, `b[i]` where `tb`), every
/// batch entry a product into `out`'s slab.
fn products<T: Scalar>(
    out: &mut [T],
    (m, n): (usize, usize),
    a: (&[T], usize, usize, bool),
    b: (&[T], usize, usize, bool),
) {
    let (a, ar, ac, ta) = a;
    let (b, br, bc, tb) = b;
    let slabs = out
        .chunks_exact_mut((m * n).max(1))
        .zip(a.chunks_exact((ar * ac).max(1)))
        .zip(b.chunks_exact((br * bc).max(1)));
    for ((o, a), b) in slabs {
        let a = MatRef::from_row_major_slice(a, ar, ac);
        let b = MatRef::from_row_major_slice(b, br, bc);
        let a = if ta { a.transpose() } else { a };
        let b = if tb { b.transpose() } else { b };
        gemm(MatMut::from_row_major_slice_mut(o, m, n), false, a, b);
    }
}

/// `a[i] b[i]` for every `i` of the batch (`torch.bmm`): `[B, M, K] x [B, K, N] → [B, M, N]`.
/// The batch sizes and the inner dimensions must meet ([`SameDim`]); sizes chosen at run time
/// that differ are an error naming both shapes.
#[vjp(crate = crate, backward = bmm_backward, trace = bmm_trace, check(B = 2, B2 = 2, M = 2, K = 3, K2 = 3, N = 4))]
pub fn bmm<T: Scalar, B: SameDim<B2>, B2: Dim, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim>(
    a: &Tensor3<T, B, M, K>,
    b: &Tensor3<T, B2, K2, N>,
) -> Result<Tensor3<T, B, M, N>> {
    let ((batch, m, k), (b2, k2, n)) = (sizes(a), sizes(b));
    if batch != b2 || k != k2 {
        return Err(Error::mismatch(
            "bmm",
            a.dims(),
            b.dims(),
            "[B, M, K] x [B, K, N]: the batches and the inner dimensions must be equal",
        ));
    }
    let mut out = vec![T::ZERO; batch * m * n];
    products(&mut out, (m, n), (a.data(), m, k, false), (b.data(), k, n, false));
    Tensor3::from_vec((a.shape().0, a.shape().1, b.shape().2), out)
}

/// The rule of [`bmm()`]: `dA[i] = dC[i] B[i]ᵀ`, `dB[i] = A[i]ᵀ dC[i]`.
pub fn bmm_backward<T: Scalar, B: SameDim<B2>, B2: Dim, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim>(
    a: &Tensor3<T, B, M, K>,
    b: &Tensor3<T, B2, K2, N>,
    c: &Tensor3<T, B, M, N>,
    dc: &Tensor3<T, B, M, N>,
) -> Result<(Tensor3<T, B, M, K>, Tensor3<T, B2, K2, N>)> {
    c.check_same_shape(dc, "bmm backward")?;
    let ((batch, m, k), (_, _, n)) = (sizes(a), sizes(b));
    let mut da = vec![T::ZERO; batch * m * k];
    products(&mut da, (m, k), (dc.data(), m, n, false), (b.data(), k, n, true));
    let mut db = vec![T::ZERO; batch * k * n];
    products(&mut db, (k, n), (a.data(), m, k, true), (dc.data(), m, n, false));
    Ok((Tensor3::from_vec(a.shape(), da)?, Tensor3::from_vec(b.shape(), db)?))
}

/// [`bmm()`] and its rule as graph primitives: `dot_general`s with batch dimension 0.
pub mod bmm_trace {
    use crate::error::Result;
    use crate::hlo::{DotDims, Graph, Value};

    /// A product over batch dimension 0 contracting `a`'s `lhs` with `b`'s `rhs`.
    fn batched(g: &mut Graph, a: Value, b: Value, lhs: usize, rhs: usize) -> Result<Value> {
        let dims = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contract: vec![lhs],
            rhs_contract: vec![rhs],
        };
        g.dot_general(a, b, dims)
    }

    /// `a[i] b[i]`.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        batched(g, a, b, 2, 1)
    }

    /// `(dC[i] B[i]ᵀ, A[i]ᵀ dC[i])`.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dc: Value) -> Result<(Value, Value)> {
        Ok((batched(g, dc, b, 2, 2)?, batched(g, a, dc, 1, 1)?))
    }
}

/// Each batch entry transposed (`x.transpose(-2, -1)`): `[B, M, N] → [B, N, M]`.
#[vjp(crate = crate, backward = transpose_last_backward, trace = transpose_last_trace, check(B = 2, M = 3, N = 4))]
pub fn transpose_last<T: Scalar, B: Dim, M: Dim, N: Dim>(x: &Tensor3<T, B, M, N>) -> Tensor3<T, B, N, M> {
    let (batch, m, n) = sizes(x);
    let mut out = vec![T::ZERO; batch * m * n];
    for (o, slab) in out
        .chunks_exact_mut((m * n).max(1))
        .zip(x.data().chunks_exact((m * n).max(1)))
    {
        MatMut::from_row_major_slice_mut(o, n, m).copy_from(MatRef::from_row_major_slice(slab, m, n).transpose());
    }
    let (b, m, n) = x.shape();
    Tensor3::from_vec((b, n, m), out).unwrap_or_else(|_| unreachable!("the product of the sizes is the length"))
}

/// The rule of [`transpose_last()`]: the cotangent transposed back.
pub fn transpose_last_backward<T: Scalar, B: Dim, M: Dim, N: Dim>(
    _x: &Tensor3<T, B, M, N>,
    _y: &Tensor3<T, B, N, M>,
    dy: &Tensor3<T, B, N, M>,
) -> Result<Tensor3<T, B, M, N>> {
    Ok(transpose_last(dy))
}

/// [`transpose_last()`] and its rule as graph primitives.
pub mod transpose_last_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x` with its last two dimensions swapped.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.transpose(x, &[0, 2, 1])
    }

    /// `dy` swapped back.
    pub fn backward(g: &mut Graph, _: Value, _: Value, dy: Value) -> Result<Value> {
        g.transpose(dy, &[0, 2, 1])
    }
}

/// The sizes `(examples, tokens, heads, head width)` of a `[examples · tokens, heads · width]`
/// matrix, or an error saying what does not split.
fn heads_of(
    rows: usize,
    cols: usize,
    tokens: usize,
    heads: usize,
    op: &'static str,
) -> Result<(usize, usize, usize, usize)> {
    if tokens == 0 || !rows.is_multiple_of(tokens) || heads == 0 || !cols.is_multiple_of(heads) {
        return Err(Error::invalid(
            op,
            format!("a [{rows}, {cols}] matrix does not split into examples of {tokens} tokens and {heads} heads"),
        ));
    }
    Ok((rows / tokens, tokens, heads, cols / heads))
}

/// Moves the `[e, t, h, d]` element of `from` (laid out `[E, T, H, D]` when `heads_inner`,
/// `[E, H, T, D]` otherwise) to the other layout in `to`.
fn permute<T: Copy>(from: &[T], to: &mut [T], (e, t, h, d): (usize, usize, usize, usize), heads_inner: bool) {
    for example in 0..e {
        for token in 0..t {
            for head in 0..h {
                let tokens_first = ((example * t + token) * h + head) * d;
                let heads_first = ((example * h + head) * t + token) * d;
                let (src, dst) = if heads_inner {
                    (tokens_first, heads_first)
                } else {
                    (heads_first, tokens_first)
                };
                if let (Some(s), Some(o)) = (from.get(src..src + d), to.get_mut(dst..dst + d)) {
                    o.copy_from_slice(s);
                }
            }
        }
    }
}

/// Token rows of `tokens` per example with `heads` heads side by side in the columns
/// (`[E · T, H · D]`) as one `[T, D]` matrix per example and head (`[E · H, T, D]`): PyTorch's
/// `x.view(E, T, H, D).transpose(1, 2)`.
#[vjp(crate = crate, backward = split_heads_backward, trace = split_heads_trace, check(R = 6, C = 4, tokens = 3, heads = 2))]
pub fn split_heads<T: Scalar, R: Dim, C: Dim>(
    x: &Matrix<T, R, C>,
    tokens: usize,
    heads: usize,
) -> Result<Tensor3<T, usize, usize, usize>> {
    let sizes = heads_of(x.nrows(), x.ncols(), tokens, heads, "split_heads")?;
    let (e, t, h, d) = sizes;
    let mut out = vec![T::ZERO; x.data().len()];
    permute(x.data(), &mut out, sizes, true);
    Tensor3::from_vec((e * h, t, d), out)
}

/// The rule of [`split_heads()`]: the cotangent's heads merged back.
pub fn split_heads_backward<T: Scalar, R: Dim, C: Dim>(
    x: &Matrix<T, R, C>,
    tokens: &usize,
    heads: &usize,
    _y: &Tensor3<T, usize, usize, usize>,
    dy: &Tensor3<T, usize, usize, usize>,
) -> Result<Matrix<T, R, C>> {
    let sizes = heads_of(x.nrows(), x.ncols(), *tokens, *heads, "split_heads backward")?;
    if dy.data().len() != x.data().len() {
        return Err(Error::mismatch(
            "split_heads backward",
            x.dims(),
            dy.dims(),
            "the cotangent must have the output's shape",
        ));
    }
    let mut dx = vec![T::ZERO; x.data().len()];
    permute(dy.data(), &mut dx, sizes, false);
    Matrix::from_vec(x.shape(), dx)
}

/// [`split_heads()`] and its rule as graph primitives: a reshape to `[E, T, H, D]`, a transpose
/// to `[E, H, T, D]`, a reshape to `[E · H, T, D]` (and back).
pub mod split_heads_trace {
    use super::heads_of;
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// The sizes of the matrix `x`.
    pub(super) fn sizes(g: &Graph, x: Value, tokens: usize, heads: usize) -> Result<(usize, usize, usize, usize)> {
        match *g.shape(x)? {
            [rows, cols] => heads_of(rows, cols, tokens, heads, "split_heads"),
            ref other => Err(Error::invalid(
                "split_heads",
                format!("a matrix expected, got {other:?}"),
            )),
        }
    }

    /// `[E · T, H · D]` as `[E · H, T, D]`.
    pub fn forward(g: &mut Graph, x: Value, tokens: usize, heads: usize) -> Result<Value> {
        let (e, t, h, d) = sizes(g, x, tokens, heads)?;
        let split = g.reshape(x, &[e, t, h, d])?;
        let moved = g.transpose(split, &[0, 2, 1, 3])?;
        g.reshape(moved, &[e * h, t, d])
    }

    /// `[E · H, T, D]` back to `[E · T, H · D]`.
    pub fn backward(g: &mut Graph, x: Value, tokens: &usize, heads: &usize, _: Value, dy: Value) -> Result<Value> {
        let (e, t, h, d) = sizes(g, x, *tokens, *heads)?;
        let split = g.reshape(dy, &[e, h, t, d])?;
        let moved = g.transpose(split, &[0, 2, 1, 3])?;
        g.reshape(moved, &[e * t, h * d])
    }
}

/// One `[T, D]` matrix per example and head (`[E · H, T, D]`) as token rows with the heads side
/// by side (`[E · T, H · D]`): the inverse of [`split_heads()`], PyTorch's
/// `y.transpose(1, 2).contiguous().view(E · T, H · D)`.
#[vjp(crate = crate, backward = merge_heads_backward, trace = merge_heads_trace, check(B = 4, M = 3, N = 2, heads = 2))]
pub fn merge_heads<T: Scalar, B: Dim, M: Dim, N: Dim>(
    x: &Tensor3<T, B, M, N>,
    heads: usize,
) -> Result<Matrix<T, usize, usize>> {
    let (eh, t, d) = sizes(x);
    if heads == 0 || !eh.is_multiple_of(heads) {
        return Err(Error::invalid(
            "merge_heads",
            format!("{eh} matrices do not split into examples of {heads} heads"),
        ));
    }
    let e = eh / heads;
    let mut out = vec![T::ZERO; x.data().len()];
    permute(x.data(), &mut out, (e, t, heads, d), false);
    Matrix::from_vec((e * t, heads * d), out)
}

/// The rule of [`merge_heads()`]: the cotangent split into heads again.
pub fn merge_heads_backward<T: Scalar, B: Dim, M: Dim, N: Dim>(
    x: &Tensor3<T, B, M, N>,
    heads: &usize,
    _y: &Matrix<T, usize, usize>,
    dy: &Matrix<T, usize, usize>,
) -> Result<Tensor3<T, B, M, N>> {
    let (_, t, _) = sizes(x);
    let split = split_heads(dy, t, *heads)?;
    Tensor3::from_vec(x.shape(), split.data().to_vec())
}

/// [`merge_heads()`] and its rule as graph primitives: [`split_heads_trace`]'s in reverse.
pub mod merge_heads_trace {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// `[E · H, T, D]` as `[E · T, H · D]`.
    pub fn forward(g: &mut Graph, x: Value, heads: usize) -> Result<Value> {
        let (eh, t, d) = match *g.shape(x)? {
            [eh, t, d] => (eh, t, d),
            ref other => {
                return Err(Error::invalid(
                    "merge_heads",
                    format!("a rank-3 tensor expected, got {other:?}"),
                ));
            }
        };
        let e = eh / heads.max(1);
        let split = g.reshape(x, &[e, heads, t, d])?;
        let moved = g.transpose(split, &[0, 2, 1, 3])?;
        g.reshape(moved, &[e * t, heads * d])
    }

    /// `[E · T, H · D]` back to `[E · H, T, D]`.
    pub fn backward(g: &mut Graph, x: Value, heads: &usize, _: Value, dy: Value) -> Result<Value> {
        let t = g.shape(x)?.get(1).copied().unwrap_or(0);
        super::split_heads_trace::forward(g, dy, t, *heads)
    }
}

/// Every matrix of the batch repeated `groups` times in a row (`torch.repeat_interleave(x,
/// groups, dim=0)`): `[B, M, N] → [B · groups, M, N]`, matrix `i` at `i · groups ..
/// (i + 1) · groups`. Grouped-query attention shares each key and value head among `groups`
/// query heads this way ([`scaled_dot_product_attention`](crate::scaled_dot_product_attention())).
#[vjp(crate = crate, backward = repeat_heads_backward, trace = repeat_heads_trace, check(B = 2, M = 3, N = 2, groups = 3))]
pub fn repeat_heads<T: Scalar, B: Dim, M: Dim, N: Dim>(
    x: &Tensor3<T, B, M, N>,
    groups: usize,
) -> Result<Tensor3<T, usize, usize, usize>> {
    let (b, m, n) = sizes(x);
    if groups == 0 {
        return Err(Error::invalid("repeat_heads", "a matrix repeated 0 times"));
    }
    let mut out = Vec::with_capacity(x.data().len() * groups);
    for matrix in x.data().chunks_exact((m * n).max(1)) {
        for _ in 0..groups {
            out.extend_from_slice(matrix);
        }
    }
    Tensor3::from_vec((b * groups, m, n), out)
}

/// The rule of [`repeat_heads()`]: each matrix's cotangent is the sum of its copies', added in
/// order.
pub fn repeat_heads_backward<T: Scalar, B: Dim, M: Dim, N: Dim>(
    x: &Tensor3<T, B, M, N>,
    groups: &usize,
    _y: &Tensor3<T, usize, usize, usize>,
    dy: &Tensor3<T, usize, usize, usize>,
) -> Result<Tensor3<T, B, M, N>> {
    let (b, m, n) = sizes(x);
    if dy.dims() != [b * groups, m, n] {
        return Err(Error::mismatch(
            "repeat_heads backward",
            [b * groups, m, n],
            dy.dims(),
            "the cotangent must have the output's shape",
        ));
    }
    let size = (m * n).max(1);
    let mut dx = Vec::with_capacity(x.data().len());
    for copies in dy.data().chunks_exact(size * groups) {
        let mut sum = copies.get(..size).unwrap_or_default().to_vec();
        for copy in copies.chunks_exact(size).skip(1) {
            sum.iter_mut().zip(copy).for_each(|(s, &c)| *s += c);
        }
        dx.extend_from_slice(&sum);
    }
    Tensor3::from_vec(x.shape(), dx)
}

/// [`repeat_heads()`] and its rule as graph primitives: a broadcast over a new axis, and a sum
/// over it.
pub mod repeat_heads_trace {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    fn sizes(g: &Graph, x: Value) -> Result<(usize, usize, usize)> {
        match *g.shape(x)? {
            [b, m, n] => Ok((b, m, n)),
            ref other => Err(Error::invalid(
                "repeat_heads",
                format!("a rank-3 tensor expected, got {other:?}"),
            )),
        }
    }

    /// `[B, M, N] → [B, groups, M, N] → [B · groups, M, N]`.
    pub fn forward(g: &mut Graph, x: Value, groups: usize) -> Result<Value> {
        let (b, m, n) = sizes(g, x)?;
        let spread = g.broadcast_in_dim(x, &[b, groups, m, n], &[0, 2, 3])?;
        g.reshape(spread, &[b * groups, m, n])
    }

    /// `dy` as `[B, groups, M, N]`, summed over the copies.
    pub fn backward(g: &mut Graph, x: Value, groups: &usize, _: Value, dy: Value) -> Result<Value> {
        let (b, m, n) = sizes(g, x)?;
        let copies = g.reshape(dy, &[b, *groups, m, n])?;
        g.sum(copies, &[1])
    }
}

//! Transformer building blocks written in the derived form of `#[vjp]`: their backward
//! functions are generated from these bodies, so the library runs on its own macro.
//!
//! Each block is also a witness (`mlp::Layer`, `attention_head::Layer`, ...) that plugs into
//! the combinators, and carries a generated gradient check.

use crate::dim::Dim;
use crate::error::Result;
use crate::ops::add::add;
use crate::ops::axis_affine::{row_bias, row_scale};
use crate::ops::dense::dense;
use crate::ops::gelu::{GeluKind, gelu};
use crate::ops::layer_norm::layer_norm_rows;
use crate::ops::matmul::matmul;
use crate::ops::scale::scale;
use crate::ops::slice::slice_cols;
use crate::ops::softmax::softmax_rows;
use crate::ops::transpose::transpose;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::vjp;

/// The transformer MLP on every token: `fc2(GELU(fc1(x)))`.
#[vjp(crate = crate, trace, check(N = 3, D = 4, H = 6, kind = GeluKind::Erf))]
pub fn mlp<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    fc1_weight: &Matrix<T, D, H>,
    fc1_bias: &Vector<T, H>,
    fc2_weight: &Matrix<T, H, D>,
    fc2_bias: &Vector<T, D>,
    kind: GeluKind,
) -> Result<Matrix<T, N, D>> {
    let hidden = dense(x, fc1_weight, fc1_bias)?;
    let activated = gelu(&hidden, kind);
    dense(&activated, fc2_weight, fc2_bias)
}

/// Vector LayerNorm on every token: `β + γ ⊙ LN(x)`, as the seeds factor it (row bias of
/// row scale of the plain row-wise LayerNorm).
#[vjp(crate = crate, trace, check(N = 3, D = 4, eps = 1e-6))]
pub fn layer_norm<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    beta: &Vector<T, D>,
    eps: T,
) -> Result<Matrix<T, N, D>> {
    let normalized = layer_norm_rows(x, eps)?;
    let scaled = row_scale(&normalized, gamma)?;
    row_bias(&scaled, beta)
}

/// The pre-norm MLP sublayer of a transformer block with its residual:
/// `x + mlp(layer_norm(x))`. `x` is used twice, so its cotangent is the sum of the skip's
/// `dy` and the branch's backward.
#[vjp(crate = crate, trace, check(N = 3, D = 4, H = 6, eps = 1e-6, kind = GeluKind::Tanh))]
#[allow(clippy::too_many_arguments)]
pub fn mlp_residual<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    norm_weight: &Vector<T, D>,
    norm_bias: &Vector<T, D>,
    fc1_weight: &Matrix<T, D, H>,
    fc1_bias: &Vector<T, H>,
    fc2_weight: &Matrix<T, H, D>,
    fc2_bias: &Vector<T, D>,
    eps: T,
    kind: GeluKind,
) -> Result<Matrix<T, N, D>> {
    let normed = layer_norm(x, norm_weight, norm_bias, eps)?;
    let branch = mlp(&normed, fc1_weight, fc1_bias, fc2_weight, fc2_bias, kind)?;
    add(x, &branch)
}

/// One head of scaled dot-product attention on a `[q | k | v]` block of columns, each
/// `head_width` wide: `softmax(q kᵀ / sqrt(head_width)) v`. Lift it over heads with
/// [`per_head`](crate::per_head) (`groups = 3` reads timm's fused qkv layout).
#[vjp(crate = crate, trace, check(N = 3, W = 6, head_width = 2))]
pub fn attention_head<T: Scalar, N: Dim, W: Dim>(
    qkv: &Matrix<T, N, W>,
    head_width: usize,
) -> Result<Matrix<T, N, usize>> {
    let q = slice_cols(qkv, 0, head_width)?;
    let k = slice_cols(qkv, head_width, head_width)?;
    let v = slice_cols(qkv, 2 * head_width, head_width)?;
    let k_t = transpose(&k);
    let scores = matmul(&q, &k_t)?;
    let factor = T::ONE / T::from_usize(head_width).sqrt();
    let scaled = scale(&scores, factor);
    let weights = softmax_rows(&scaled);
    matmul(&weights, &v)
}

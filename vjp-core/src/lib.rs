//! # vjp-core
//!
//! Reverse-mode automatic differentiation with shapes in the types.
//!
//! * [`Tensor`]s whose shapes are tuples of [`Dim`]s: [`Const<N>`] (checked by the compiler)
//!   or `usize` (checked when values meet, with an [`Error`] naming both shapes).
//! * The witness trait [`Vjp`]: a function with its vector-Jacobian product, saving in the
//!   forward what the backward needs; [`Params`] for the parameters it has.
//! * Primitive ops with hand-written rules in [`ops`], combinators that compose witnesses in
//!   [`combinators`] ([`comp`], [`bi_path`], [`residual`], [`fan_out`], [`batch_map`],
//!   [`per_token`], [`per_head`]).
//! * [`gradcheck`]: numerical certificates for any witness, yours included.
//!
//! ```
//! use vjp_core::{comp, residual, gradcheck, Dense, Gelu, GeluKind, Matrix, Vjp};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::StdRng::seed_from_u64(0);
//! // x + fc2(gelu(fc1(x))) on 5 tokens of width 4.
//! let block = residual(comp(comp(Dense::<f64, _, _>::glorot(4usize, 8usize, &mut rng), Gelu { kind: GeluKind::Erf }),
//!                           Dense::glorot(8usize, 4usize, &mut rng)));
//! let x = Matrix::<f64, usize, usize>::random((5, 4), &mut rng);
//! gradcheck::assert_vjp_with_params(&block, &x, 1e-6);
//! ```

// Library code reached by user input returns errors; it does not unwrap or index what could
// be out of bounds.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing))]

// `#[vjp]` names this crate `::vjp_core` when it is used here, in its tests and examples.
extern crate self as vjp_core;

pub mod blocks;
pub mod combinators;
pub mod dim;
pub mod error;
pub mod gradcheck;
pub mod hlo;
pub mod linalg;
pub mod macro_support;
pub mod math;
mod memory;
pub mod ops;
pub mod optim;
mod reduce;
pub mod scalar;
pub mod shape;
mod simd;
pub mod tape;
pub mod tensor;
pub mod tokens;
pub mod train;
pub mod value;
pub mod witness;

pub use combinators::batch_map::{BatchMap, batch_map, per_token};
pub use combinators::bi_path::{BiPath, Identity, bi_path, residual};
pub use combinators::chain::{Chain, chain};
pub use combinators::comp::{Comp, comp};
pub use combinators::fan_out::{FanOut, fan_out};
pub use combinators::named::{Named, named};
pub use combinators::per_head::{PerHead, per_head};
pub use combinators::remat::{Remat, remat};
pub use dim::{BroadcastDim, Const, ConstDim, Dim, One, SameDim};
pub use error::{Dims, Error, Result};
pub use ops::adaptive_pool::adaptive_avg_pool2d;
pub use ops::adaptive_pool::adaptive_avg_pool2d::Layer as AdaptiveAvgPool2d;
pub use ops::add::{Add, add};
pub use ops::attention::multi_head_attention;
pub use ops::attention::multi_head_attention::Layer as MultiHeadAttention;
pub use ops::attention::multi_head_attention_first;
pub use ops::attention::{AttentionMask, multi_head_attention_masked, scaled_dot_product_attention};
pub use ops::axis_affine::row_bias::Layer as RowBias;
pub use ops::axis_affine::row_scale::Layer as RowScale;
pub use ops::axis_affine::{col_bias, col_scale};
pub use ops::axis_affine::{row_bias, row_scale};
pub use ops::batch_norm::batch_norm::Layer as BatchNorm;
pub use ops::batch_norm::batch_norm_eval::Layer as BatchNormEval;
pub use ops::batch_norm::batch_norm2d::Layer as BatchNorm2d;
pub use ops::batch_norm::batch_norm2d_eval::Layer as BatchNorm2dEval;
pub use ops::batch_norm::{RunningStatistics, batch_norm, batch_norm_eval, batch_norm2d, batch_norm2d_eval};
pub use ops::batched::{bmm, merge_heads, repeat_heads, split_heads, transpose_last};
pub use ops::binary::div::Layer as Div;
pub use ops::binary::mul::Layer as Mul;
pub use ops::binary::sub::Layer as Sub;
pub use ops::binary::{div, mul, sub};
pub use ops::binary_cross_entropy::binary_cross_entropy_with_logits::Layer as BinaryCrossEntropyWithLogits;
pub use ops::binary_cross_entropy::binary_cross_entropy_with_logits_per_element::Layer as BinaryCrossEntropyWithLogitsPerElement;
pub use ops::binary_cross_entropy::{
    BceLoss, binary_cross_entropy_with_logits, binary_cross_entropy_with_logits_per_element,
};
pub use ops::broadcast::{broadcast_add, broadcast_div, broadcast_mul, broadcast_sub};
pub use ops::clamp::clamp;
pub use ops::clamp::clamp::Layer as Clamp;
pub use ops::class_losses::cross_entropy::Layer as CrossEntropy;
pub use ops::class_losses::cross_entropy_per_example::Layer as CrossEntropyPerExample;
pub use ops::class_losses::nll_loss::Layer as NllLoss;
pub use ops::class_losses::nll_loss_per_example::Layer as NllLossPerExample;
pub use ops::class_losses::{
    ClassLoss, Reduction, cross_entropy, cross_entropy_per_example, nll_loss, nll_loss_per_example,
};
pub use ops::concat::{concat_cols, concat_rows};
pub use ops::concat_list::{concat_cols_list, concat_rows_list};
pub use ops::conv_transpose2d::{ConvTranspose2d, conv_transpose2d};
pub use ops::conv1d::{Conv1d, Sequences, conv1d};
pub use ops::conv2d::{Conv2d, Maps, conv2d};
pub use ops::copy::copy;
pub use ops::cosine_similarity::cosine_similarity;
pub use ops::cosine_similarity::cosine_similarity::Layer as CosineSimilarity;
pub use ops::cross_entropy::softmax_cross_entropy;
pub use ops::cross_entropy::softmax_cross_entropy::Layer as SoftmaxCrossEntropy;
pub use ops::cumsum::cumsum_rows;
pub use ops::cumsum::cumsum_rows::Layer as CumsumRows;
pub use ops::dense::dense;
pub use ops::dense::dense::Layer as Dense;
pub use ops::dropout::{dropout, dropout_mask};
pub use ops::embedding::embedding;
pub use ops::extremum::maximum::Layer as Maximum;
pub use ops::extremum::minimum::Layer as Minimum;
pub use ops::extremum::{maximum, minimum};
pub use ops::gelu::gelu::Layer as Gelu;
pub use ops::gelu::{GeluKind, gelu};
pub use ops::group::group_rows::Layer as GroupRows;
pub use ops::group::ungroup_rows::Layer as UngroupRows;
pub use ops::group::{group_first_rows, group_rows, ungroup_rows};
pub use ops::group_norm::group_norm;
pub use ops::group_norm::group_norm::Layer as GroupNorm;
pub use ops::interpolate::interpolate::Layer as Interpolate;
pub use ops::interpolate::{Interpolation, interpolate};
pub use ops::kl_div::kl_div::Layer as KlDiv;
pub use ops::kl_div::kl_div_per_element::Layer as KlDivPerElement;
pub use ops::kl_div::{KlReduction, kl_div, kl_div_per_element};
pub use ops::layer_norm::layer_norm::Layer as LayerNorm;
pub use ops::layer_norm::layer_norm_no_bias::Layer as LayerNormNoBias;
pub use ops::layer_norm::layer_norm_rows::Layer as LayerNormRows;
pub use ops::layer_norm::{layer_norm, layer_norm_no_bias, layer_norm_rows};
pub use ops::log_softmax::log_softmax_rows::Layer as LogSoftmaxRows;
pub use ops::log_softmax::logsumexp::Layer as Logsumexp;
pub use ops::log_softmax::logsumexp_rows::Layer as LogsumexpRows;
pub use ops::log_softmax::{log_softmax_rows, logsumexp, logsumexp_rows};
pub use ops::losses::{bce_with_logits, huber, l1, mse};
pub use ops::matmul::{MatMul, matmul};
pub use ops::patch_embed::patch_embed;
pub use ops::patch_embed::patch_embed::Layer as PatchEmbed;
pub use ops::pool2d::{Pool2d, avg_pool2d, max_pool2d};
pub use ops::pow::pow;
pub use ops::pow::pow::Layer as Pow;
pub use ops::reduction::{col_maxes, col_means, col_sums, max, mean, row_maxes, row_means, row_sums, sum};
pub use ops::reshape::reshape;
pub use ops::reshape::reshape::Layer as Reshape;
pub use ops::rms_norm::rms_norm;
pub use ops::rms_norm::rms_norm::Layer as RmsNorm;
pub use ops::scale::scale;
pub use ops::scale::scale::Layer as Scale;
pub use ops::select::select;
pub use ops::select::select::Layer as Select;
pub use ops::shift::shift;
pub use ops::slice::pad_cols::Layer as PadCols;
pub use ops::slice::pad_rows::Layer as PadRows;
pub use ops::slice::slice_cols::Layer as SliceCols;
pub use ops::slice::slice_rows::Layer as SliceRows;
pub use ops::slice::{pad_cols, pad_rows, slice_cols, slice_rows};
pub use ops::softmax::softmax_rows::Layer as SoftmaxRows;
pub use ops::softmax::{causal_mask, softmax_rows, softmax_rows_masked};
pub use ops::transpose::transpose;
pub use ops::transpose::transpose::Layer as Transpose;
pub use ops::unary::abs::Layer as Abs;
pub use ops::unary::exp::Layer as Exp;
pub use ops::unary::log::Layer as Log;
pub use ops::unary::neg::Layer as Neg;
pub use ops::unary::relu::Layer as Relu;
pub use ops::unary::rsqrt::Layer as Rsqrt;
pub use ops::unary::sigmoid::Layer as Sigmoid;
pub use ops::unary::silu::Layer as Silu;
pub use ops::unary::softplus::Layer as Softplus;
pub use ops::unary::sqrt::Layer as Sqrt;
pub use ops::unary::tanh::Layer as Tanh;
pub use ops::unary::{abs, exp, log, neg, relu, rsqrt, sigmoid, silu, softplus, sqrt, tanh};
pub use ops::variance::std_rows::Layer as StdRows;
pub use ops::variance::var_rows::Layer as VarRows;
pub use ops::variance::{std_rows, var_rows};
pub use scalar::Scalar;
pub use shape::{Broadcast, BroadcastShape, LeadingAxis, Prepend, Shape, StaticShape};
pub use tensor::{Matrix, Tensor, Tensor0, Tensor3, Tensor4, Vector};
pub use tokens::Tokens;
pub use value::Differentiable;
pub use witness::{Parameterless, Params, Vjp, copy_params};

/// The random-number crate of [`Tensor::random`] and [`Tensor::normal`], re-exported so that a
/// user's crate seeds them without matching its version (`vjp::rand::rngs::StdRng`).
pub use rand;

/// Differentiates a function: see the `vjp` crate documentation.
pub use vjp_macros::{Params, vjp};

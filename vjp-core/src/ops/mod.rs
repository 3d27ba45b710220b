//! Primitive ops, each with a hand-written VJP rule and a witness type.
//!
//! Every op here is a forward function, a backward function and a witness implementing
//! [`Vjp`](crate::Vjp) through those two; the witness is the one rule that the combinators
//! (and later the tape and the graph IR) run.

pub mod adaptive_pool;
pub mod add;
pub mod attention;
pub mod axis_affine;
pub mod batch;
pub mod batch_norm;
pub mod batched;
pub mod binary;
pub mod binary_cross_entropy;
pub mod broadcast;
pub(crate) mod channel_norm;
pub mod clamp;
pub mod class_losses;
pub mod concat;
pub mod concat_list;
pub mod conv1d;
pub mod conv2d;
pub mod conv_transpose2d;
pub mod copy;
pub mod cosine_similarity;
pub mod cross_entropy;
pub mod cumsum;
pub mod dense;
pub mod dropout;
pub mod embedding;
pub mod extremum;
pub mod gelu;
pub mod group;
pub mod group_norm;
pub mod interpolate;
pub mod kl_div;
pub mod layer_norm;
pub mod log_softmax;
pub mod losses;
pub mod matmul;
pub mod patch_embed;
pub mod pool2d;
pub mod pow;
pub mod reduction;
pub mod reshape;
pub mod rms_norm;
pub mod scale;
pub mod select;
pub mod shift;
pub mod slice;
pub mod softmax;
pub mod transpose;
pub mod unary;
pub mod variance;

use crate::dim::Dim;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};

/// `Σ_i m[i, :]`: the sum of the rows, a vector with one entry per column.
fn column_sums<T: Scalar, R: Dim, C: Dim>(m: &Matrix<T, R, C>) -> Vector<T, C> {
    let c = m.ncols();
    let mut out = Vector::zeros((m.shape().1,));
    if c == 0 {
        return out;
    }
    crate::simd::vectorized(
        #[inline(always)]
        || {
            for row in m.data().chunks_exact(c) {
                for (s, &x) in out.data_mut().iter_mut().zip(row) {
                    *s += x;
                }
            }
        },
    );
    out
}

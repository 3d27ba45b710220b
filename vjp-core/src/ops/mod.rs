//! Primitive ops, each with a hand-written VJP rule and a witness type.
//!
//! Every op here is a forward function, a backward function and a witness implementing
//! [`Vjp`](crate::Vjp) through those two; the witness is the one rule that the combinators
//! (and later the tape and the graph IR) run.

pub mod add;
pub mod attention;
pub mod batch;
pub mod binary;
pub mod col_affine;
pub mod concat;
pub mod conv2d;
pub mod copy;
pub mod cross_entropy;
pub mod dense;
pub mod dropout;
pub mod embedding;
pub mod gelu;
pub mod group;
pub mod layer_norm;
pub mod losses;
pub mod matmul;
pub mod patch_embed;
pub mod pool2d;
pub mod reduction;
pub mod reshape;
pub mod row_affine;
pub mod scale;
pub mod shift;
pub mod slice;
pub mod softmax;
pub mod transpose;
pub mod unary;

use crate::dim::Dim;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};

/// `m[i, :] += v` for every row `i`. The caller has checked `v.len() == m.ncols()`.
fn add_to_rows<T: Scalar, R: Dim, C: Dim>(m: &mut Matrix<T, R, C>, v: &Vector<T, C>) {
    let c = m.ncols();
    if c == 0 {
        return;
    }
    for row in m.data_mut().chunks_exact_mut(c) {
        for (x, &b) in row.iter_mut().zip(v.data()) {
            *x += b;
        }
    }
}

/// `Σ_i m[i, :]`: the sum of the rows, a vector with one entry per column.
fn column_sums<T: Scalar, R: Dim, C: Dim>(m: &Matrix<T, R, C>) -> Vector<T, C> {
    let c = m.ncols();
    let mut out = Vector::zeros((m.shape().1,));
    if c == 0 {
        return out;
    }
    for row in m.data().chunks_exact(c) {
        for (s, &x) in out.data_mut().iter_mut().zip(row) {
            *s += x;
        }
    }
    out
}

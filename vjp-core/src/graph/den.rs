//! The denotation of a graph: every token evaluated by the rule function its witness uses.

use super::{Graph, Port, Token};
use crate::error::{Error, Result};
use crate::ops::add::add;
use crate::ops::dense::{dense, dense_backward};
use crate::ops::gelu::{gelu, gelu_backward};
use crate::ops::layer_norm::{layer_norm_rows, layer_norm_rows_backward};
use crate::ops::matmul::{matmul, matmul_backward};
use crate::ops::row_affine::{row_bias, row_bias_backward, row_scale, row_scale_backward};
use crate::ops::scale::{scale, scale_backward};
use crate::ops::slice::{pad_cols, slice_cols, slice_cols_backward};
use crate::ops::softmax::{softmax_rows, softmax_rows_backward};
use crate::ops::transpose::{transpose, transpose_backward};
use crate::scalar::Scalar;
use crate::tape::{DynTensor, FromDyn};
use crate::tensor::{Matrix, Vector};
use std::collections::HashMap;

type Mat<T> = Matrix<T, usize, usize>;
type Vec1<T> = Vector<T, usize>;

/// Evaluates `graph` on named `inputs`: every node's outputs, in node order.
pub fn den<T: Scalar>(graph: &Graph, inputs: &HashMap<String, DynTensor<T>>) -> Result<Vec<Vec<DynTensor<T>>>> {
    let mut values: Vec<Vec<DynTensor<T>>> = Vec::with_capacity(graph.nodes().len());
    for token in graph.nodes() {
        let get = |p: Port| -> Result<&DynTensor<T>> {
            values
                .get(p.node)
                .and_then(|outputs| outputs.get(p.output))
                .ok_or_else(|| Error::invalid("den", format!("port {}.{} has no value", p.node, p.output)))
        };
        let mat = |p: Port| -> Result<Mat<T>> { Mat::from_dyn(get(p)?) };
        let vec1 = |p: Port| -> Result<Vec1<T>> { Vec1::from_dyn(get(p)?) };
        let out: Vec<DynTensor<T>> = match *token {
            Token::Input { ref name } => vec![
                inputs
                    .get(name)
                    .cloned()
                    .ok_or_else(|| Error::invalid("den", format!("no value for the input `{name}`")))?,
            ],
            Token::Dense { x, weight, bias } => vec![dense(&mat(x)?, &mat(weight)?, &vec1(bias)?)?.into()],
            Token::DenseBack { x, weight, bias, y, dy } => {
                let (dx, dw, db) = dense_backward(&mat(x)?, &mat(weight)?, &vec1(bias)?, &mat(y)?, &mat(dy)?)?;
                vec![dx.into(), dw.into(), db.into()]
            }
            Token::Gelu { x, kind } => vec![gelu(&mat(x)?, kind).into()],
            Token::GeluBack { x, y, dy, kind } => vec![gelu_backward(&mat(x)?, &kind, &mat(y)?, &mat(dy)?)?.into()],
            Token::LayerNormRows { x, eps } => vec![layer_norm_rows(&mat(x)?, T::from_f64(eps))?.into()],
            Token::LayerNormRowsBack { x, y, dy, eps } => {
                vec![layer_norm_rows_backward(&mat(x)?, &T::from_f64(eps), &mat(y)?, &mat(dy)?)?.into()]
            }
            Token::RowScale { x, gamma } => vec![row_scale(&mat(x)?, &vec1(gamma)?)?.into()],
            Token::RowScaleBack { x, gamma, y, dy } => {
                let (dx, dg) = row_scale_backward(&mat(x)?, &vec1(gamma)?, &mat(y)?, &mat(dy)?)?;
                vec![dx.into(), dg.into()]
            }
            Token::RowBias { x, beta } => vec![row_bias(&mat(x)?, &vec1(beta)?)?.into()],
            Token::RowBiasBack { x, beta, y, dy } => {
                let (dx, db) = row_bias_backward(&mat(x)?, &vec1(beta)?, &mat(y)?, &mat(dy)?)?;
                vec![dx.into(), db.into()]
            }
            Token::Add { a, b } => vec![add(&mat(a)?, &mat(b)?)?.into()],
            Token::MatMul { a, b } => vec![matmul(&mat(a)?, &mat(b)?)?.into()],
            Token::MatMulBack { a, b, c, dc } => {
                let (da, db) = matmul_backward(&mat(a)?, &mat(b)?, &mat(c)?, &mat(dc)?)?;
                vec![da.into(), db.into()]
            }
            Token::Transpose { a } => vec![transpose(&mat(a)?).into()],
            Token::TransposeBack { a, y, dy } => vec![transpose_backward(&mat(a)?, &mat(y)?, &mat(dy)?)?.into()],
            Token::Scale { x, factor } => vec![scale(&mat(x)?, T::from_f64(factor)).into()],
            Token::ScaleBack { x, y, dy, factor } => {
                vec![scale_backward(&mat(x)?, &T::from_f64(factor), &mat(y)?, &mat(dy)?)?.into()]
            }
            Token::SoftmaxRows { x } => vec![softmax_rows(&mat(x)?).into()],
            Token::SoftmaxRowsBack { x, y, dy } => vec![softmax_rows_backward(&mat(x)?, &mat(y)?, &mat(dy)?)?.into()],
            Token::SliceCols { x, start, cols } => vec![slice_cols(&mat(x)?, start, cols)?.into()],
            Token::SliceColsBack { x, y, dy, start, cols } => {
                vec![slice_cols_backward(&mat(x)?, &start, &cols, &mat(y)?, &mat(dy)?)?.into()]
            }
            Token::PadCols { x, start, total } => vec![pad_cols(&mat(x)?, start, total)?.into()],
        };
        values.push(out);
    }
    Ok(values)
}

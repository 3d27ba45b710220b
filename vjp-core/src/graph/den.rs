//! The denotation of a graph: every token evaluated by the rule function its witness uses.
//! Grouped tokens run the rule on each group of rows and stack the results; parameter
//! gradients of per-example rules are summed over the examples in order, as `batch_map` does.

use super::{Graph, Port, Token};
use crate::error::{Error, Result};
use crate::ops::add::add;
use crate::ops::cross_entropy::{softmax_cross_entropy, softmax_cross_entropy_backward};
use crate::ops::dense::{dense, dense_backward};
use crate::ops::gelu::{gelu, gelu_backward};
use crate::ops::layer_norm::{layer_norm_rows, layer_norm_rows_backward};
use crate::ops::matmul::{matmul, matmul_backward};
use crate::ops::patch_embed::{patch_embed, patch_embed_backward};
use crate::ops::row_affine::{row_bias, row_bias_backward, row_scale, row_scale_backward};
use crate::ops::scale::{scale, scale_backward};
use crate::ops::slice::{pad_cols, pad_rows, slice_cols, slice_cols_backward, slice_rows};
use crate::ops::softmax::{softmax_rows, softmax_rows_backward};
use crate::ops::transpose::{transpose, transpose_backward};
use crate::optim::{AdamWRule, adamw_update, sgd_update};
use crate::scalar::Scalar;
use crate::tape::{DynTensor, FromDyn};
use crate::tensor::{Matrix, Tensor0, Tensor3, Vector};
use std::collections::HashMap;

type Mat<T> = Matrix<T, usize, usize>;
type Vec1<T> = Vector<T, usize>;

/// The `groups` blocks of consecutive rows of `m`.
fn split_rows<T: Scalar>(m: &Mat<T>, groups: usize) -> Result<Vec<Mat<T>>> {
    let (rows, cols) = m.shape();
    if groups == 0 || !rows.is_multiple_of(groups) {
        return Err(Error::invalid(
            "den",
            format!("{groups} groups do not divide {rows} rows"),
        ));
    }
    let per = rows / groups;
    m.data()
        .chunks_exact(per * cols)
        .map(|block| Mat::from_vec((per, cols), block.to_vec()))
        .collect()
}

/// The blocks stacked as rows.
fn stack_rows<T: Scalar>(blocks: Vec<Mat<T>>) -> Result<Mat<T>> {
    let cols = blocks.first().map_or(0, Mat::ncols);
    let rows = blocks.iter().map(Mat::nrows).sum();
    Mat::from_vec((rows, cols), blocks.into_iter().flat_map(Mat::into_data).collect())
}

/// `rule` on each group of rows of the inputs, each output stacked.
fn grouped<T: Scalar, const N: usize, const M: usize>(
    inputs: [&Mat<T>; N],
    groups: usize,
    rule: impl Fn([&Mat<T>; N]) -> Result<[Mat<T>; M]>,
) -> Result<[Mat<T>; M]> {
    let split: Vec<Vec<Mat<T>>> = inputs.iter().map(|m| split_rows(m, groups)).collect::<Result<_>>()?;
    let mut outputs: [Vec<Mat<T>>; M] = std::array::from_fn(|_| Vec::with_capacity(groups));
    (0..groups).try_for_each(|g| {
        let short = || Error::invalid("den", "a grouped input has too few groups");
        let parts: Vec<&Mat<T>> = split
            .iter()
            .map(|rows| rows.get(g))
            .collect::<Option<_>>()
            .ok_or_else(short)?;
        let parts: [&Mat<T>; N] = parts.try_into().map_err(|_| short())?;
        for (out, value) in outputs.iter_mut().zip(rule(parts)?) {
            out.push(value);
        }
        Ok::<(), Error>(())
    })?;
    let mut stacked = Vec::with_capacity(M);
    for out in outputs {
        stacked.push(stack_rows(out)?);
    }
    stacked
        .try_into()
        .map_err(|_| Error::invalid("den", "a grouped rule lost an output"))
}

/// The sum of `values`, left to right, through the add rule.
fn sum<T: Scalar, S: crate::shape::Shape>(
    values: Vec<crate::tensor::Tensor<T, S>>,
) -> Result<crate::tensor::Tensor<T, S>> {
    let mut values = values.into_iter();
    let first = values
        .next()
        .ok_or_else(|| Error::invalid("den", "a sum of no values"))?;
    values.try_fold(first, |acc, v| add(&acc, &v))
}

/// The label of each one-hot row; an error unless every row is one-hot.
fn labels<T: Scalar>(targets: &Mat<T>) -> Result<Vec<usize>> {
    let k = targets.ncols();
    targets
        .data()
        .chunks_exact(k.max(1))
        .enumerate()
        .map(|(i, row)| {
            let ones: Vec<usize> = (row.iter().enumerate())
                .filter(|&(_, &v)| v == T::ONE)
                .map(|(j, _)| j)
                .collect();
            let zeros = row.iter().filter(|&&v| v == T::ZERO).count();
            match ones[..] {
                [label] if zeros == k - 1 => Ok(label),
                _ => Err(Error::invalid("den", format!("target row {i} is not one-hot"))),
            }
        })
        .collect()
}

/// Each example's image `[C, H, W]` of a batch `[B, C, H, W]`.
fn images<T: Scalar>(batch: &DynTensor<T>) -> Result<Vec<Tensor3<T, usize, usize, usize>>> {
    let &[_, c, h, w] = batch.shape() else {
        return Err(Error::invalid("den", format!("images of shape {:?}", batch.shape())));
    };
    batch
        .data()
        .chunks_exact((c * h * w).max(1))
        .map(|image| Tensor3::from_vec((c, h, w), image.to_vec()))
        .collect()
}

fn scalar_of<T: Scalar>(t: &DynTensor<T>) -> Result<T> {
    match (t.shape(), t.data()) {
        ([], &[v]) => Ok(v),
        _ => Err(Error::invalid(
            "den",
            format!("expected a scalar, found shape {:?}", t.shape()),
        )),
    }
}

fn with_data<T: Scalar>(like: &DynTensor<T>, data: Vec<T>) -> Result<DynTensor<T>> {
    DynTensor::from_vec(like.shape().to_vec(), data)
}

/// Evaluates `graph` on named `inputs`: every node's outputs, in node order. An error if an
/// input is missing or has another shape than the graph declares.
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
        let tensor0 = |p: Port| -> Result<Tensor0<T>> { Tensor0::from_dyn(get(p)?) };
        let out: Vec<DynTensor<T>> = match *token {
            Token::Input { ref name, ref shape } => {
                let value = inputs
                    .get(name)
                    .ok_or_else(|| Error::invalid("den", format!("no value for the input `{name}`")))?;
                if value.shape() != shape.as_slice() {
                    return Err(Error::invalid(
                        "den",
                        format!(
                            "the input `{name}` has shape {:?}, the graph expects {shape:?}",
                            value.shape()
                        ),
                    ));
                }
                vec![value.clone()]
            }
            Token::Full { value, ref shape } => {
                vec![DynTensor::from_vec(
                    shape.clone(),
                    vec![T::from_f64(value); shape.iter().product()],
                )?]
            }
            Token::Reshape { x, ref shape } => vec![DynTensor::from_vec(shape.clone(), get(x)?.data().to_vec())?],
            Token::ReshapeBack { x, dy, .. } => vec![with_data(get(x)?, get(dy)?.data().to_vec())?],
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
            Token::Add { a, b } => match (get(a)?.shape().len(), get(b)?.shape().len()) {
                (2, 2) => vec![add(&mat(a)?, &mat(b)?)?.into()],
                // Scalars (a step count) and other ranks: the same elementwise sum.
                _ => vec![
                    get(a)?
                        .checked_add(get(b)?)
                        .ok_or_else(|| Error::invalid("den", "Add of values of different shapes"))?,
                ],
            },
            Token::MatMul { a, b, groups } => {
                let [c] = grouped([&mat(a)?, &mat(b)?], groups, |[a, b]| Ok([matmul(a, b)?]))?;
                vec![c.into()]
            }
            Token::MatMulBack { a, b, c, dc, groups } => {
                let [da, db] = grouped([&mat(a)?, &mat(b)?, &mat(c)?, &mat(dc)?], groups, |[a, b, c, dc]| {
                    let (da, db) = matmul_backward(a, b, c, dc)?;
                    Ok([da, db])
                })?;
                vec![da.into(), db.into()]
            }
            Token::Transpose { a, groups } => {
                let [t] = grouped([&mat(a)?], groups, |[a]| Ok([transpose(a)]))?;
                vec![t.into()]
            }
            Token::TransposeBack { a, y, dy, groups } => {
                let [t] = grouped([&mat(a)?, &mat(y)?, &mat(dy)?], groups, |[a, y, dy]| {
                    Ok([transpose_backward(a, y, dy)?])
                })?;
                vec![t.into()]
            }
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
            Token::SliceRows { x, start, rows, groups } => {
                let [s] = grouped([&mat(x)?], groups, |[x]| Ok([slice_rows(x, start, rows)?]))?;
                vec![s.into()]
            }
            Token::PadRows {
                x,
                start,
                total,
                groups,
            } => {
                let [p] = grouped([&mat(x)?], groups, |[x]| Ok([pad_rows(x, start, total)?]))?;
                vec![p.into()]
            }
            Token::TileRows { x, groups } => {
                let x = mat(x)?;
                vec![stack_rows(vec![x; groups])?.into()]
            }
            Token::TileRowsBack { dy, groups, .. } => vec![sum(split_rows(&mat(dy)?, groups)?)?.into()],
            Token::PatchEmbed {
                images: batch,
                weight,
                bias,
                patch,
            } => {
                let (weight, bias) = (mat(weight)?, vec1(bias)?);
                let mut tokens = Vec::new();
                for image in images(get(batch)?)? {
                    let (_, h, w) = image.shape();
                    tokens.push(patch_embed(&image, &weight, &bias, patch, (h / patch) * (w / patch))?);
                }
                vec![stack_rows(tokens)?.into()]
            }
            Token::PatchEmbedBack {
                images: batch,
                weight,
                bias,
                y,
                dy,
                patch,
            } => {
                let (weight, bias) = (mat(weight)?, vec1(bias)?);
                let examples = images(get(batch)?)?;
                let (ys, dys) = (
                    split_rows(&mat(y)?, examples.len())?,
                    split_rows(&mat(dy)?, examples.len())?,
                );
                let (mut dws, mut dbs) = (Vec::new(), Vec::new());
                for ((image, y), dy) in examples.iter().zip(&ys).zip(&dys) {
                    let (_, dw, db) = patch_embed_backward(image, &weight, &bias, &patch, &y.nrows(), y, dy)?;
                    dws.push(dw);
                    dbs.push(db);
                }
                vec![sum(dws)?.into(), sum(dbs)?.into()]
            }
            Token::SoftmaxCrossEntropy {
                logits,
                targets,
                smoothing,
            } => {
                let labels = labels(&mat(targets)?)?;
                vec![softmax_cross_entropy(&mat(logits)?, &labels, T::from_f64(smoothing))?.into()]
            }
            Token::SoftmaxCrossEntropyBack {
                logits,
                targets,
                loss,
                dloss,
                smoothing,
            } => {
                let labels = labels(&mat(targets)?)?;
                let s = T::from_f64(smoothing);
                vec![
                    softmax_cross_entropy_backward(&mat(logits)?, &labels, &s, &tensor0(loss)?, &tensor0(dloss)?)?
                        .into(),
                ]
            }
            Token::SgdUpdate {
                param,
                grad,
                velocity,
                lr,
                momentum,
            } => {
                let (mut p, mut v) = (get(param)?.data().to_vec(), get(velocity)?.data().to_vec());
                sgd_update(
                    &mut p,
                    get(grad)?.data(),
                    &mut v,
                    scalar_of(get(lr)?)?,
                    T::from_f64(momentum),
                );
                vec![with_data(get(param)?, p)?, with_data(get(param)?, v)?]
            }
            Token::AdamWUpdate {
                param,
                grad,
                m,
                v,
                lr,
                step,
                beta1,
                beta2,
                eps,
                weight_decay,
            } => {
                let count = scalar_of(get(step)?)?.to_f64();
                if count < 1.0 || count.fract() != 0.0 || count > f64::from(i32::MAX) {
                    return Err(Error::invalid(
                        "den",
                        format!("AdamW step {count} is not a count from 1"),
                    ));
                }
                let rule = AdamWRule {
                    lr: scalar_of(get(lr)?)?,
                    beta1: T::from_f64(beta1),
                    beta2: T::from_f64(beta2),
                    eps: T::from_f64(eps),
                    weight_decay: T::from_f64(weight_decay),
                    step: count as i32,
                };
                let mut p = get(param)?.data().to_vec();
                let (mut m1, mut m2) = (get(m)?.data().to_vec(), get(v)?.data().to_vec());
                adamw_update(&mut p, get(grad)?.data(), &mut m1, &mut m2, &rule);
                let like = get(param)?;
                vec![with_data(like, p)?, with_data(like, m1)?, with_data(like, m2)?]
            }
        };
        values.push(out);
    }
    Ok(values)
}

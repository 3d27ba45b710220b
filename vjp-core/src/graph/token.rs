//! The tokens: forward ops and their backward rules, each naming the ports it reads, and the
//! shapes each one gives (checked when a token joins a graph).
//!
//! Row-stacked layout: per-token ops see the tokens of all examples of a batch as the rows of
//! one matrix. Ops that act per example carry `groups`: their input is `groups` blocks of
//! consecutive rows, each handled alone (an example's attention scores, its CLS row).

use super::Port;
use crate::error::{Error, Result};
use crate::ops::gelu::GeluKind;

/// One node of a graph.
#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    /// A named input (images, targets, parameters, optimizer state, a cotangent seed).
    Input {
        /// Its name.
        name: String,
        /// Its shape.
        shape: Vec<usize>,
    },
    /// A constant tensor, every element `value`.
    Full {
        /// The element.
        value: f64,
        /// Its shape.
        shape: Vec<usize>,
    },
    /// The same elements under another shape.
    Reshape {
        /// Its input.
        x: Port,
        /// The new shape.
        shape: Vec<usize>,
    },
    /// The reshape rule: `dy` under `x`'s shape.
    ReshapeBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
    },
    /// Per-token dense `x W + b`.
    Dense {
        /// Tokens `[N, I]`.
        x: Port,
        /// Weight `[I, O]`.
        weight: Port,
        /// Bias `[O]`.
        bias: Port,
    },
    /// The dense rule: outputs `dx`, `dW`, `db` from the forward's ports and `dy`.
    DenseBack {
        /// The forward's input.
        x: Port,
        /// The weight.
        weight: Port,
        /// The bias.
        bias: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
    },
    /// GELU.
    Gelu {
        /// Its input.
        x: Port,
        /// Which GELU.
        kind: GeluKind,
    },
    /// The GELU rule: `dx`.
    GeluBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// Which GELU.
        kind: GeluKind,
    },
    /// Row-wise LayerNorm without affine terms.
    LayerNormRows {
        /// Its input.
        x: Port,
        /// Epsilon.
        eps: f64,
    },
    /// The LayerNorm rule: `dx`.
    LayerNormRowsBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// Epsilon.
        eps: f64,
    },
    /// Row scale `x ⊙ γ`.
    RowScale {
        /// Its input.
        x: Port,
        /// The scale `[D]`.
        gamma: Port,
    },
    /// The row-scale rule: outputs `dx`, `dγ`.
    RowScaleBack {
        /// The forward's input.
        x: Port,
        /// The scale.
        gamma: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
    },
    /// Row bias `x + β`.
    RowBias {
        /// Its input.
        x: Port,
        /// The bias `[D]`.
        beta: Port,
    },
    /// The row-bias rule: outputs `dx`, `dβ`.
    RowBiasBack {
        /// The forward's input.
        x: Port,
        /// The bias.
        beta: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
    },
    /// `a b` per group: `a` is `groups` blocks `[M, K]`, `b` is `groups` blocks `[K, N]`.
    MatMul {
        /// Left operand.
        a: Port,
        /// Right operand.
        b: Port,
        /// Blocks of rows multiplied alone (1: a plain product).
        groups: usize,
    },
    /// The matmul rule per group: outputs `dA = dC Bᵀ`, `dB = Aᵀ dC`.
    MatMulBack {
        /// Left operand.
        a: Port,
        /// Right operand.
        b: Port,
        /// The product.
        c: Port,
        /// The cotangent.
        dc: Port,
        /// Blocks of rows.
        groups: usize,
    },
    /// `aᵀ` per group: `groups` blocks `[M, N]` to `groups` blocks `[N, M]`.
    Transpose {
        /// Its input.
        a: Port,
        /// Blocks of rows.
        groups: usize,
    },
    /// The transpose rule per group: `dyᵀ`.
    TransposeBack {
        /// The forward's input.
        a: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// Blocks of rows.
        groups: usize,
    },
    /// `factor · x`.
    Scale {
        /// Its input.
        x: Port,
        /// The constant factor.
        factor: f64,
    },
    /// The scale rule: `factor · dy`.
    ScaleBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// The constant factor.
        factor: f64,
    },
    /// Row-wise softmax.
    SoftmaxRows {
        /// Its input.
        x: Port,
    },
    /// The softmax rule, from the output: `y ⊙ (dy - <dy, y>)`.
    SoftmaxRowsBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
    },
    /// Columns `start .. start + cols` (a head's slice).
    SliceCols {
        /// Its input.
        x: Port,
        /// First column.
        start: usize,
        /// Width.
        cols: usize,
    },
    /// The column-slice rule: the cotangent padded back (a head's pad).
    SliceColsBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// First column.
        start: usize,
        /// Width.
        cols: usize,
    },
    /// `x` placed at column `start` of `total` zero columns.
    PadCols {
        /// Its input.
        x: Port,
        /// First column.
        start: usize,
        /// Width of the result.
        total: usize,
    },
    /// Rows `start .. start + rows` of each group (the CLS slice).
    SliceRows {
        /// Its input.
        x: Port,
        /// First row within a group.
        start: usize,
        /// Rows kept per group.
        rows: usize,
        /// Blocks of rows.
        groups: usize,
    },
    /// Each group of `x` placed at row `start` of `total` zero rows (the CLS pad).
    PadRows {
        /// Its input.
        x: Port,
        /// First row within a group.
        start: usize,
        /// Rows per group of the result.
        total: usize,
        /// Blocks of rows.
        groups: usize,
    },
    /// `groups` copies of `x` stacked (one example's value for each example of a batch).
    TileRows {
        /// Its input.
        x: Port,
        /// Copies.
        groups: usize,
    },
    /// The tiling rule: the sum of the cotangent's groups.
    TileRowsBack {
        /// The forward's input.
        x: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// Copies.
        groups: usize,
    },
    /// `a + b`.
    Add {
        /// One summand.
        a: Port,
        /// The other.
        b: Port,
    },
    /// Patch embedding of images `[B, C, H, W]`: tokens `[B·NP, D]`, each example's patches
    /// (row-major over the image) times `Wᵀ` plus `b`; weight `[D, C·P·P]`, bias `[D]`.
    PatchEmbed {
        /// The images.
        images: Port,
        /// The kernel, flattened.
        weight: Port,
        /// The bias.
        bias: Port,
        /// Patch side (kernel and stride).
        patch: usize,
    },
    /// The patch-embedding rule's parameter gradients, summed over the batch: `dW`, `db` (the
    /// images are data; their cotangent is not formed).
    PatchEmbedBack {
        /// The images.
        images: Port,
        /// The kernel.
        weight: Port,
        /// The bias.
        bias: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
        /// Patch side.
        patch: usize,
    },
    /// Mean softmax cross-entropy of logits `[B, K]` against one-hot targets `[B, K]`, with
    /// label smoothing: a scalar.
    SoftmaxCrossEntropy {
        /// The logits.
        logits: Port,
        /// One-hot targets.
        targets: Port,
        /// Label smoothing.
        smoothing: f64,
    },
    /// The cross-entropy rule: `dlogits = (softmax(logits) - q) · dloss / B`.
    SoftmaxCrossEntropyBack {
        /// The logits.
        logits: Port,
        /// One-hot targets.
        targets: Port,
        /// The loss.
        loss: Port,
        /// The loss's cotangent (a scalar).
        dloss: Port,
        /// Label smoothing.
        smoothing: f64,
    },
    /// The SGD update of one parameter: outputs the parameter and the velocity after
    /// `v = μ v + g; p -= lr v`.
    SgdUpdate {
        /// The parameter.
        param: Port,
        /// Its gradient.
        grad: Port,
        /// Its velocity.
        velocity: Port,
        /// The learning rate (a scalar).
        lr: Port,
        /// The momentum.
        momentum: f64,
    },
    /// The AdamW update of one parameter: outputs the parameter and both moments.
    AdamWUpdate {
        /// The parameter.
        param: Port,
        /// Its gradient.
        grad: Port,
        /// First moment.
        m: Port,
        /// Second moment.
        v: Port,
        /// The learning rate (a scalar).
        lr: Port,
        /// The number of this step, from 1 (a scalar).
        step: Port,
        /// First-moment decay.
        beta1: f64,
        /// Second-moment decay.
        beta2: f64,
        /// Added to the root of the second moment.
        eps: f64,
        /// Decoupled weight decay.
        weight_decay: f64,
    },
}

fn invalid(what: &'static str, message: String) -> Error {
    Error::invalid(what, message)
}

/// `[rows, cols]` of a matrix shape.
fn matrix(what: &'static str, s: &[usize]) -> Result<(usize, usize)> {
    match *s {
        [r, c] => Ok((r, c)),
        _ => Err(invalid(what, format!("expected a matrix, found shape {s:?}"))),
    }
}

fn same(what: &'static str, a: &[usize], b: &[usize]) -> Result<()> {
    if a == b {
        Ok(())
    } else {
        Err(invalid(what, format!("shapes {a:?} and {b:?} differ")))
    }
}

/// Rows per group; an error unless `groups` divides `rows`.
fn per_group(what: &'static str, rows: usize, groups: usize) -> Result<usize> {
    if groups == 0 || !rows.is_multiple_of(groups) {
        return Err(invalid(what, format!("{groups} groups do not divide {rows} rows")));
    }
    Ok(rows / groups)
}

fn vector_of(what: &'static str, v: &[usize], n: usize) -> Result<()> {
    if v == [n] {
        Ok(())
    } else {
        Err(invalid(what, format!("expected a vector [{n}], found shape {v:?}")))
    }
}

fn scalar(what: &'static str, s: &[usize]) -> Result<()> {
    if s.is_empty() {
        Ok(())
    } else {
        Err(invalid(what, format!("expected a scalar, found shape {s:?}")))
    }
}

impl Token {
    /// The ports it reads.
    pub fn inputs(&self) -> Vec<Port> {
        match *self {
            Token::Input { .. } | Token::Full { .. } => Vec::new(),
            Token::Dense { x, weight, bias } => vec![x, weight, bias],
            Token::DenseBack { x, weight, bias, y, dy } => vec![x, weight, bias, y, dy],
            Token::PatchEmbed {
                images, weight, bias, ..
            } => vec![images, weight, bias],
            Token::PatchEmbedBack {
                images,
                weight,
                bias,
                y,
                dy,
                ..
            } => vec![images, weight, bias, y, dy],
            Token::Reshape { x, .. }
            | Token::Gelu { x, .. }
            | Token::LayerNormRows { x, .. }
            | Token::Scale { x, .. }
            | Token::SoftmaxRows { x }
            | Token::SliceCols { x, .. }
            | Token::PadCols { x, .. }
            | Token::SliceRows { x, .. }
            | Token::PadRows { x, .. }
            | Token::TileRows { x, .. }
            | Token::Transpose { a: x, .. } => vec![x],
            Token::ReshapeBack { x, y, dy }
            | Token::GeluBack { x, y, dy, .. }
            | Token::LayerNormRowsBack { x, y, dy, .. }
            | Token::ScaleBack { x, y, dy, .. }
            | Token::SoftmaxRowsBack { x, y, dy }
            | Token::SliceColsBack { x, y, dy, .. }
            | Token::TileRowsBack { x, y, dy, .. }
            | Token::TransposeBack { a: x, y, dy, .. } => vec![x, y, dy],
            Token::RowScale { x, gamma: p } | Token::RowBias { x, beta: p } => vec![x, p],
            Token::RowScaleBack { x, gamma: p, y, dy } | Token::RowBiasBack { x, beta: p, y, dy } => {
                vec![x, p, y, dy]
            }
            Token::Add { a, b } | Token::MatMul { a, b, .. } => vec![a, b],
            Token::MatMulBack { a, b, c, dc, .. } => vec![a, b, c, dc],
            Token::SoftmaxCrossEntropy { logits, targets, .. } => vec![logits, targets],
            Token::SoftmaxCrossEntropyBack {
                logits,
                targets,
                loss,
                dloss,
                ..
            } => vec![logits, targets, loss, dloss],
            Token::SgdUpdate {
                param,
                grad,
                velocity,
                lr,
                ..
            } => vec![param, grad, velocity, lr],
            Token::AdamWUpdate {
                param,
                grad,
                m,
                v,
                lr,
                step,
                ..
            } => vec![param, grad, m, v, lr, step],
        }
    }

    /// How many values it produces.
    pub fn outputs(&self) -> usize {
        match self {
            Token::DenseBack { .. } | Token::AdamWUpdate { .. } => 3,
            Token::RowScaleBack { .. }
            | Token::RowBiasBack { .. }
            | Token::MatMulBack { .. }
            | Token::PatchEmbedBack { .. }
            | Token::SgdUpdate { .. } => 2,
            _ => 1,
        }
    }

    /// A short name of its kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Token::Input { .. } => "Input",
            Token::Full { .. } => "Full",
            Token::Reshape { .. } => "Reshape",
            Token::ReshapeBack { .. } => "ReshapeBack",
            Token::Dense { .. } => "Dense",
            Token::DenseBack { .. } => "DenseBack",
            Token::Gelu { .. } => "Gelu",
            Token::GeluBack { .. } => "GeluBack",
            Token::LayerNormRows { .. } => "LayerNormRows",
            Token::LayerNormRowsBack { .. } => "LayerNormRowsBack",
            Token::RowScale { .. } => "RowScale",
            Token::RowScaleBack { .. } => "RowScaleBack",
            Token::RowBias { .. } => "RowBias",
            Token::RowBiasBack { .. } => "RowBiasBack",
            Token::MatMul { .. } => "MatMul",
            Token::MatMulBack { .. } => "MatMulBack",
            Token::Transpose { .. } => "Transpose",
            Token::TransposeBack { .. } => "TransposeBack",
            Token::Scale { .. } => "Scale",
            Token::ScaleBack { .. } => "ScaleBack",
            Token::SoftmaxRows { .. } => "SoftmaxRows",
            Token::SoftmaxRowsBack { .. } => "SoftmaxRowsBack",
            Token::SliceCols { .. } => "SliceCols",
            Token::SliceColsBack { .. } => "SliceColsBack",
            Token::PadCols { .. } => "PadCols",
            Token::SliceRows { .. } => "SliceRows",
            Token::PadRows { .. } => "PadRows",
            Token::TileRows { .. } => "TileRows",
            Token::TileRowsBack { .. } => "TileRowsBack",
            Token::Add { .. } => "Add",
            Token::PatchEmbed { .. } => "PatchEmbed",
            Token::PatchEmbedBack { .. } => "PatchEmbedBack",
            Token::SoftmaxCrossEntropy { .. } => "SoftmaxCrossEntropy",
            Token::SoftmaxCrossEntropyBack { .. } => "SoftmaxCrossEntropyBack",
            Token::SgdUpdate { .. } => "SgdUpdate",
            Token::AdamWUpdate { .. } => "AdamWUpdate",
        }
    }

    /// The shapes of its outputs from the shapes of its inputs (in [`Token::inputs`] order);
    /// an error naming the token when they do not fit together.
    pub fn shapes(&self, inputs: &[&[usize]]) -> Result<Vec<Vec<usize>>> {
        let what = self.kind();
        let input = |i: usize| -> &[usize] { inputs.get(i).copied().unwrap_or(&[]) };
        // Backward rules of one-input ops: the cotangent has the output's shape, `dx` the input's.
        let back = || -> Result<Vec<Vec<usize>>> {
            same(what, input(2), input(1))?;
            Ok(vec![input(0).to_vec()])
        };
        let mat = |i: usize| matrix(what, input(i));
        Ok(match *self {
            Token::Input { ref shape, .. } | Token::Full { ref shape, .. } => vec![shape.clone()],
            Token::Reshape { ref shape, .. } => {
                let (from, to) = (input(0).iter().product::<usize>(), shape.iter().product::<usize>());
                if from != to {
                    return Err(invalid(
                        what,
                        format!("{:?} has {from} elements, {shape:?} has {to}", input(0)),
                    ));
                }
                vec![shape.clone()]
            }
            Token::ReshapeBack { .. }
            | Token::GeluBack { .. }
            | Token::LayerNormRowsBack { .. }
            | Token::ScaleBack { .. }
            | Token::SoftmaxRowsBack { .. }
            | Token::SliceColsBack { .. }
            | Token::TileRowsBack { .. }
            | Token::TransposeBack { .. } => back()?,
            Token::Dense { .. } | Token::DenseBack { .. } => {
                let ((n, i), (wi, o)) = (mat(0)?, mat(1)?);
                if i != wi {
                    return Err(invalid(
                        what,
                        format!("tokens [{n}, {i}] cannot meet a weight [{wi}, {o}]"),
                    ));
                }
                vector_of(what, input(2), o)?;
                if matches!(self, Token::Dense { .. }) {
                    vec![vec![n, o]]
                } else {
                    same(what, input(4), &[n, o])?;
                    vec![vec![n, i], vec![i, o], vec![o]]
                }
            }
            Token::Gelu { .. } | Token::LayerNormRows { .. } | Token::SoftmaxRows { .. } | Token::Scale { .. } => {
                mat(0)?;
                vec![input(0).to_vec()]
            }
            Token::RowScale { .. } | Token::RowBias { .. } => {
                let (_, d) = mat(0)?;
                vector_of(what, input(1), d)?;
                vec![input(0).to_vec()]
            }
            Token::RowScaleBack { .. } | Token::RowBiasBack { .. } => {
                let (_, d) = mat(0)?;
                vector_of(what, input(1), d)?;
                same(what, input(3), input(0))?;
                vec![input(0).to_vec(), vec![d]]
            }
            Token::Add { .. } => {
                same(what, input(0), input(1))?;
                vec![input(0).to_vec()]
            }
            Token::MatMul { groups, .. } | Token::MatMulBack { groups, .. } => {
                let ((ra, k), (rb, n)) = (mat(0)?, mat(1)?);
                let (m, kb) = (per_group(what, ra, groups)?, per_group(what, rb, groups)?);
                if k != kb {
                    return Err(invalid(
                        what,
                        format!("[{m}, {k}] times [{kb}, {n}] (per group): the inner dimensions differ"),
                    ));
                }
                if matches!(self, Token::MatMul { .. }) {
                    vec![vec![ra, n]]
                } else {
                    same(what, input(3), &[ra, n])?;
                    vec![input(0).to_vec(), input(1).to_vec()]
                }
            }
            Token::Transpose { groups, .. } => {
                let (r, c) = mat(0)?;
                let m = per_group(what, r, groups)?;
                vec![vec![groups * c, m]]
            }
            Token::SliceCols { start, cols, .. } => {
                let (r, c) = mat(0)?;
                if start + cols > c {
                    return Err(invalid(what, format!("columns {start}..{} of {c}", start + cols)));
                }
                vec![vec![r, cols]]
            }
            Token::PadCols { start, total, .. } => {
                let (r, c) = mat(0)?;
                if start + c > total {
                    return Err(invalid(what, format!("{c} columns at {start} do not fit in {total}")));
                }
                vec![vec![r, total]]
            }
            Token::SliceRows {
                start, rows, groups, ..
            } => {
                let (r, c) = mat(0)?;
                let per = per_group(what, r, groups)?;
                if start + rows > per {
                    return Err(invalid(
                        what,
                        format!("rows {start}..{} of {per} per group", start + rows),
                    ));
                }
                vec![vec![groups * rows, c]]
            }
            Token::PadRows {
                start, total, groups, ..
            } => {
                let (r, c) = mat(0)?;
                let per = per_group(what, r, groups)?;
                if start + per > total {
                    return Err(invalid(what, format!("{per} rows at {start} do not fit in {total}")));
                }
                vec![vec![groups * total, c]]
            }
            Token::TileRows { groups, .. } => {
                let (r, c) = mat(0)?;
                vec![vec![groups * r, c]]
            }
            Token::PatchEmbed { patch, .. } | Token::PatchEmbedBack { patch, .. } => {
                let &[b, c, h, w] = input(0) else {
                    return Err(invalid(
                        what,
                        format!("expected images [B, C, H, W], found {:?}", input(0)),
                    ));
                };
                if patch == 0 || !h.is_multiple_of(patch) || !w.is_multiple_of(patch) {
                    return Err(invalid(
                        what,
                        format!("patch {patch} does not divide the {h} x {w} image"),
                    ));
                }
                let (d, k) = mat(1)?;
                if k != c * patch * patch {
                    return Err(invalid(
                        what,
                        format!("a kernel [{d}, {k}] for {c} channels and patch {patch}"),
                    ));
                }
                vector_of(what, input(2), d)?;
                let rows = b * (h / patch) * (w / patch);
                if matches!(self, Token::PatchEmbed { .. }) {
                    vec![vec![rows, d]]
                } else {
                    same(what, input(4), &[rows, d])?;
                    vec![vec![d, k], vec![d]]
                }
            }
            Token::SoftmaxCrossEntropy { .. } => {
                mat(0)?;
                same(what, input(1), input(0))?;
                vec![Vec::new()]
            }
            Token::SoftmaxCrossEntropyBack { .. } => {
                mat(0)?;
                same(what, input(1), input(0))?;
                scalar(what, input(3))?;
                vec![input(0).to_vec()]
            }
            Token::SgdUpdate { .. } => {
                same(what, input(1), input(0))?;
                same(what, input(2), input(0))?;
                scalar(what, input(3))?;
                vec![input(0).to_vec(); 2]
            }
            Token::AdamWUpdate { .. } => {
                for i in 1..4 {
                    same(what, input(i), input(0))?;
                }
                scalar(what, input(4))?;
                scalar(what, input(5))?;
                vec![input(0).to_vec(); 3]
            }
        })
    }
}

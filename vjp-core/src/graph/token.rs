//! The tokens: forward ops and their backward rules, each naming the ports it reads.

use super::Port;
use crate::ops::gelu::GeluKind;

/// One node of a graph.
#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    /// A named input (images, parameters, a cotangent seed).
    Input {
        /// Its name.
        name: String,
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
    /// `a b`.
    MatMul {
        /// Left operand.
        a: Port,
        /// Right operand.
        b: Port,
    },
    /// The matmul rule: outputs `dA = dC Bᵀ`, `dB = Aᵀ dC`.
    MatMulBack {
        /// Left operand.
        a: Port,
        /// Right operand.
        b: Port,
        /// The product.
        c: Port,
        /// The cotangent.
        dc: Port,
    },
    /// `aᵀ`.
    Transpose {
        /// Its input.
        a: Port,
    },
    /// The transpose rule: `dyᵀ`.
    TransposeBack {
        /// The forward's input.
        a: Port,
        /// The forward's output.
        y: Port,
        /// The cotangent.
        dy: Port,
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
    /// `a + b`.
    Add {
        /// One summand.
        a: Port,
        /// The other.
        b: Port,
    },
}

impl Token {
    /// The ports it reads.
    pub fn inputs(&self) -> Vec<Port> {
        match *self {
            Token::Input { .. } => Vec::new(),
            Token::Dense { x, weight, bias } => vec![x, weight, bias],
            Token::DenseBack { x, weight, bias, y, dy } => vec![x, weight, bias, y, dy],
            Token::Gelu { x, .. } | Token::LayerNormRows { x, .. } => vec![x],
            Token::GeluBack { x, y, dy, .. } | Token::LayerNormRowsBack { x, y, dy, .. } => vec![x, y, dy],
            Token::RowScale { x, gamma } => vec![x, gamma],
            Token::RowScaleBack { x, gamma, y, dy } => vec![x, gamma, y, dy],
            Token::RowBias { x, beta } => vec![x, beta],
            Token::RowBiasBack { x, beta, y, dy } => vec![x, beta, y, dy],
            Token::Add { a, b } | Token::MatMul { a, b } => vec![a, b],
            Token::MatMulBack { a, b, c, dc } => vec![a, b, c, dc],
            Token::Transpose { a } => vec![a],
            Token::TransposeBack { a, y, dy } => vec![a, y, dy],
            Token::Scale { x, .. }
            | Token::SoftmaxRows { x }
            | Token::SliceCols { x, .. }
            | Token::PadCols { x, .. } => {
                vec![x]
            }
            Token::ScaleBack { x, y, dy, .. }
            | Token::SoftmaxRowsBack { x, y, dy }
            | Token::SliceColsBack { x, y, dy, .. } => {
                vec![x, y, dy]
            }
        }
    }

    /// How many values it produces.
    pub fn outputs(&self) -> usize {
        match self {
            Token::DenseBack { .. } => 3,
            Token::RowScaleBack { .. } | Token::RowBiasBack { .. } | Token::MatMulBack { .. } => 2,
            _ => 1,
        }
    }
}

//! Per-token dense layer `y = x W + b`: every row of `x` is one token.

use super::column_sums;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::linalg::gemm;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::vjp;
use rand::Rng;

/// `x W + b` for tokens `x: [N, I]`, weight `W: [I, O]`, bias `b: [O]` added to every row.
/// Its witness is [`Dense`](crate::Dense), with parameters `weight` and `bias`.
#[vjp(crate = crate, backward = dense_backward, trace = dense_trace, check(N = 3, I = 4, O = 2))]
pub fn dense<T: Scalar, N: Dim, I: Dim, O: Dim>(
    x: &Matrix<T, N, I>,
    weight: &Matrix<T, I, O>,
    bias: &Vector<T, O>,
) -> Result<Matrix<T, N, O>> {
    check(x, weight, bias)?;
    // The bias rows first, the product accumulated onto them: one pass over the output.
    let mut y = Matrix::repeat_rows(x.shape().0, bias);
    gemm(y.view_mut(), true, x.view(), weight.view());
    Ok(y)
}

/// The rule of [`dense()`]: `(dx, dW, db) = (dy Wᵀ, xᵀ dy, Σ_tokens dy)`.
pub fn dense_backward<T: Scalar, N: Dim, I: Dim, O: Dim>(
    x: &Matrix<T, N, I>,
    weight: &Matrix<T, I, O>,
    bias: &Vector<T, O>,
    _y: &Matrix<T, N, O>,
    dy: &Matrix<T, N, O>,
) -> Result<(Matrix<T, N, I>, Matrix<T, I, O>, Vector<T, O>)> {
    check(x, weight, bias)?;
    if dy.nrows() != x.nrows() || dy.ncols() != weight.ncols() {
        return Err(Error::mismatch(
            "dense backward",
            [x.nrows(), weight.ncols()],
            dy.dims(),
            "the cotangent must have the output's shape",
        ));
    }
    let dx = Matrix::product(x.shape(), dy.view(), weight.view().transpose())?;
    let dw = Matrix::product(weight.shape(), x.view().transpose(), dy.view())?;
    Ok((dx, dw, column_sums(dy)))
}

/// [`dense()`] and its rule as graph primitives.
pub mod dense_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x W + b`, the bias broadcast along the rows.
    pub fn forward(g: &mut Graph, x: Value, weight: Value, bias: Value) -> Result<Value> {
        let xw = g.matmul(x, weight)?;
        let b = g.broadcast_rows(bias, xw)?;
        g.add(xw, b)
    }

    /// `(dy Wᵀ, xᵀ dy, Σ_tokens dy)`.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        weight: Value,
        _: Value,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        Ok((
            g.contract(dy, weight, 1, 1)?,
            g.contract(x, dy, 0, 0)?,
            g.sum(dy, &[0])?,
        ))
    }
}

fn check<T: Scalar, N: Dim, I: Dim, O: Dim>(
    x: &Matrix<T, N, I>,
    weight: &Matrix<T, I, O>,
    bias: &Vector<T, O>,
) -> Result<()> {
    if weight.ncols() != bias.len() {
        return Err(Error::mismatch(
            "dense",
            weight.dims(),
            bias.dims(),
            "the bias needs one entry per output column",
        ));
    }
    if x.ncols() != weight.nrows() {
        return Err(Error::mismatch(
            "dense",
            x.dims(),
            weight.dims(),
            "the input's columns must equal the weight's rows",
        ));
    }
    Ok(())
}

impl<T: Scalar, I: Dim, O: Dim> dense::Layer<T, I, O> {
    /// A layer from its weight and bias; an error if the bias length is not the weight's
    /// column count.
    pub fn checked(weight: Matrix<T, I, O>, bias: Vector<T, O>) -> Result<Self> {
        if weight.ncols() != bias.len() {
            return Err(Error::mismatch(
                "Dense::checked",
                weight.dims(),
                bias.dims(),
                "the bias needs one entry per output column",
            ));
        }
        Ok(dense::Layer { weight, bias })
    }

    /// Glorot-uniform weight (`±sqrt(6 / (in + out))`) and zero bias.
    pub fn glorot(input: I, output: O, rng: &mut impl Rng) -> Self {
        let limit = (6.0 / (input.size() + output.size()).max(1) as f64).sqrt();
        let weight = Matrix::from_fn((input, output), |_| T::from_f64(rng.random_range(-limit..limit)));
        dense::Layer {
            weight,
            bias: Vector::zeros((output,)),
        }
    }
}

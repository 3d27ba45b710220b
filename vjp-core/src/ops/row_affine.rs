//! Row scale `x ⊙ γ` and row bias `x + β`: a vector applied to every row (the affine terms
//! of a vector LayerNorm).

use super::{add_to_rows, column_sums};
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::witness::{Vjp, params_are_fields};

fn check_row_vector<T: Scalar, N: Dim, D: Dim>(
    op: &'static str,
    x: &Matrix<T, N, D>,
    v: &Vector<T, D>,
) -> Result<()> {
    if x.ncols() == v.len() {
        Ok(())
    } else {
        Err(Error::mismatch(
            op,
            x.dims(),
            v.dims(),
            "the vector needs one entry per column",
        ))
    }
}

/// `y[i, j] = x[i, j] γ[j]`.
pub fn row_scale<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    check_row_vector("row_scale", x, gamma)?;
    let d = x.ncols();
    let mut y = x.clone();
    if d > 0 {
        for row in y.data_mut().chunks_exact_mut(d) {
            for (v, &g) in row.iter_mut().zip(gamma.data()) {
                *v *= g;
            }
        }
    }
    Ok(y)
}

/// The VJP of [`row_scale`]: `(dx, dγ) = (dy ⊙ γ, Σ_rows dy ⊙ x)`.
pub fn row_scale_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gamma: &Vector<T, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    x.check_same_shape(dy, "row_scale backward")?;
    let dx = row_scale(dy, gamma)?;
    let products = x.zip_map(dy, "row_scale backward", |a, b| a * b)?;
    Ok((dx, column_sums(&products)))
}

/// `y[i, :] = x[i, :] + β`.
pub fn row_bias<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    beta: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    check_row_vector("row_bias", x, beta)?;
    let mut y = x.clone();
    add_to_rows(&mut y, beta);
    Ok(y)
}

/// The VJP of [`row_bias`]: `(dx, dβ) = (dy, Σ_rows dy)`.
pub fn row_bias_backward<T: Scalar, N: Dim, D: Dim>(
    dy: &Matrix<T, N, D>,
) -> (Matrix<T, N, D>, Vector<T, D>) {
    (dy.clone(), column_sums(dy))
}

/// The row-scale layer, parameter `γ`. Its gradient has the same type.
#[derive(Clone, Debug, PartialEq)]
pub struct RowScale<T: Scalar, D: Dim> {
    /// The per-column factor.
    pub gamma: Vector<T, D>,
}

params_are_fields!([T: Scalar, D: Dim] RowScale<T, D> { gamma });

impl<T: Scalar, N: Dim, D: Dim> Vjp<T, Matrix<T, N, D>> for RowScale<T, D> {
    type Output = Matrix<T, N, D>;
    type Saved = Matrix<T, N, D>;
    fn forward(&self, x: Matrix<T, N, D>) -> Result<(Self::Output, Self::Saved)> {
        Ok((row_scale(&x, &self.gamma)?, x))
    }
    fn backward(&self, x: &Self::Saved, dy: &Self::Output) -> Result<(Matrix<T, N, D>, Self)> {
        let (dx, gamma) = row_scale_backward(x, &self.gamma, dy)?;
        Ok((dx, RowScale { gamma }))
    }
}

/// The row-bias layer, parameter `β`. Its gradient has the same type.
#[derive(Clone, Debug, PartialEq)]
pub struct RowBias<T: Scalar, D: Dim> {
    /// The per-column offset.
    pub beta: Vector<T, D>,
}

params_are_fields!([T: Scalar, D: Dim] RowBias<T, D> { beta });

impl<T: Scalar, N: Dim, D: Dim> Vjp<T, Matrix<T, N, D>> for RowBias<T, D> {
    type Output = Matrix<T, N, D>;
    type Saved = ();
    fn forward(&self, x: Matrix<T, N, D>) -> Result<(Self::Output, ())> {
        Ok((row_bias(&x, &self.beta)?, ()))
    }
    fn backward(&self, _: &(), dy: &Self::Output) -> Result<(Matrix<T, N, D>, Self)> {
        if dy.ncols() != self.beta.len() {
            return Err(Error::mismatch(
                "row_bias backward",
                dy.dims(),
                self.beta.dims(),
                "the cotangent needs one column per bias entry",
            ));
        }
        let (dx, beta) = row_bias_backward(dy);
        Ok((dx, RowBias { beta }))
    }
}

//! Elementwise functions of two tensors of one shape: `sub`, `mul` (the Hadamard product) and
//! `div` (`add` has its own file, with its two-input witness). Each is an error naming both
//! shapes if they differ.
//!
//! ```
//! use vjp_core::{Const, Matrix, div, mul, sub};
//! type M = Matrix<f64, Const<1>, Const<2>>;
//! let (a, b) = (M::new(vec![6.0, 1.0])?, M::new(vec![3.0, 4.0])?);
//! assert_eq!(mul(&a, &b)?.data(), [18.0, 4.0]);
//! assert_eq!(div(&a, &b)?.data(), [2.0, 0.25]);
//! assert_eq!(sub(&a, &b)?.data(), [3.0, -3.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `a - b`, elementwise.
#[vjp(crate = crate, backward = sub_backward, trace = sub_trace, check(S = (Const<2>, Const<3>)))]
pub fn sub<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    a.zip_map(b, "sub", |x, y| x - y)
}

/// The rule of [`sub()`]: `(da, db) = (dy, -dy)`.
pub fn sub_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    a.check_same_shape(b, "sub backward")?;
    a.check_same_shape(dy, "sub backward")?;
    Ok((dy.clone(), dy.map(|v| -v)))
}

/// [`sub()`] and its rule as graph primitives.
pub mod sub_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `a - b`.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.sub(a, b)
    }

    /// `(dy, -dy)`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Ok((dy, g.unary(Unary::Negate, dy)?))
    }
}

/// `a ⊙ b`, the elementwise (Hadamard) product.
#[vjp(crate = crate, backward = mul_backward, trace = mul_trace, check(S = (Const<2>, Const<3>)))]
pub fn mul<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    a.zip_map(b, "mul", |x, y| x * y)
}

/// The rule of [`mul()`]: `(da, db) = (dy ⊙ b, dy ⊙ a)`.
pub fn mul_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    a.check_same_shape(dy, "mul backward")?;
    Ok((mul(dy, b)?, mul(dy, a)?))
}

/// [`mul()`] and its rule as graph primitives.
pub mod mul_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `a ⊙ b`.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.mul(a, b)
    }

    /// `(dy ⊙ b, dy ⊙ a)`.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        Ok((g.mul(dy, b)?, g.mul(dy, a)?))
    }
}

/// `a / b`, elementwise (IEEE: a zero divisor gives ±∞ or NaN).
#[vjp(crate = crate, backward = div_backward, trace = div_trace,
      check(S = (Const<2>, Const<3>), b = crate::macro_support::random_positive_static(2)))]
pub fn div<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    a.zip_map(b, "div", |x, y| x / y)
}

/// The rule of [`div()`], from the quotient `y`: `(da, db) = (dy / b, -dy ⊙ y / b)`.
pub fn div_backward<T: Scalar, S: Shape>(
    a: &Tensor<T, S>,
    b: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    a.check_same_shape(dy, "div backward")?;
    let da = div(dy, b)?;
    let db = da.zip_map(y, "div backward", |d, q| -(d * q))?;
    Ok((da, db))
}

/// [`div()`] and its rule as graph primitives.
pub mod div_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `a / b`.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.div(a, b)
    }

    /// `(dy / b, -(dy / b) ⊙ y)`.
    pub fn backward(g: &mut Graph, _: Value, b: Value, y: Value, dy: Value) -> Result<(Value, Value)> {
        let da = g.div(dy, b)?;
        let product = g.mul(da, y)?;
        Ok((da, g.unary(Unary::Negate, product)?))
    }
}

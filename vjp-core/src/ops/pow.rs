//! A tensor to a scalar power, elementwise (`torch.pow(x, exponent)` with a number).
//!
//! ```
//! use vjp_core::{Const, Matrix, pow};
//! let x = Matrix::<f64, Const<1>, Const<3>>::new(vec![2.0, 3.0, 4.0])?;
//! assert_eq!(pow(&x, 2.0).data(), [4.0, 9.0, 16.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `xᵖ` for every element, `p` a number (f64's `powf`, rounded to `T`): NaN for a negative `x`
/// and a fractional `p`, as PyTorch's.
#[vjp(crate = crate, backward = pow_backward, trace = pow_trace,
      check(S = (Const<2>, Const<3>), x = crate::macro_support::random_positive_static(1), exponent = 2.5))]
pub fn pow<T: Scalar, S: Shape>(x: &Tensor<T, S>, exponent: T) -> Tensor<T, S> {
    let p = exponent.to_f64();
    x.map(|v| T::from_f64(v.to_f64().powf(p)))
}

/// The rule of [`pow()`]: `dx = dy ⊙ p x^(p-1)`, and 0 for `p = 0` whatever `x` is (PyTorch's
/// rule: `x⁰` is 1 everywhere, even at 0 and NaN).
pub fn pow_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    exponent: &T,
    _: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    let p = exponent.to_f64();
    if p == 0.0 {
        x.check_same_shape(dy, "pow backward")?;
        return Ok(Tensor::zeros(x.shape()));
    }
    x.zip_map(dy, "pow backward", |v, d| d * T::from_f64(p * v.to_f64().powf(p - 1.0)))
}

/// [`pow()`] and its rule as graph primitives.
pub mod pow_trace {
    use crate::error::Result;
    use crate::hlo::{Binary, Graph, Value};
    use crate::scalar::Scalar;

    /// `xᵖ` (`stablehlo.power` with a splat exponent).
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, exponent: T) -> Result<Value> {
        let p = g.full_like(x, exponent.to_f64())?;
        g.binary(Binary::Power, x, p)
    }

    /// `dy ⊙ p x^(p-1)`, or zeros for `p = 0`.
    pub fn backward<T: Scalar>(g: &mut Graph, x: Value, exponent: &T, _: Value, dy: Value) -> Result<Value> {
        let p = exponent.to_f64();
        if p == 0.0 {
            return g.full_like(x, 0.0);
        }
        let in_graph = g.full_like(x, p - 1.0)?;
        let power = g.binary(Binary::Power, x, in_graph)?;
        let slope = g.scale(power, p)?;
        g.mul(dy, slope)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    /// PyTorch's values and gradients at the edges: `x⁰` is 1 with gradient 0 everywhere, a
    /// fractional power of a negative is NaN, `√x` at 0 has an infinite slope.
    #[test]
    fn edges_are_pytorchs() {
        let x = Matrix::<f64, usize, usize>::from_vec((1, 4), vec![0.0, 4.0, -2.0, f64::NAN]).unwrap();
        let ones = Matrix::full((1, 4), 1.0);
        assert_eq!(pow(&x, 0.0).data(), [1.0; 4]);
        assert_eq!(pow_backward(&x, &0.0, &ones, &ones).unwrap().data(), [0.0; 4]);
        let y = pow(&x, 0.5);
        let dx = pow_backward(&x, &0.5, &y, &ones).unwrap();
        assert_eq!(&y.data()[..2], [0.0, 2.0]);
        assert!(y.data()[2].is_nan() && y.data()[3].is_nan());
        assert_eq!(&dx.data()[..2], [f64::INFINITY, 0.25]);
        assert_eq!(pow(&x, 3.0).data()[2], -8.0);
    }
}

//! Elementwise functions of one tensor: `neg`, `abs`, `exp`, `log`, `sqrt`, `rsqrt`, `tanh`,
//! `sigmoid`, `relu`, `silu`, `softplus`. Each rule is `dx = dy ⊙ f'(x)`, with `f'` read off
//! the output where that is cheaper (`exp`, `tanh`, `sigmoid`, `sqrt`, `rsqrt`); each graph form
//! writes the same formula in graph primitives.
//!
//! ```
//! use vjp_core::{Const, Matrix, exp, log};
//! let x = Matrix::<f64, Const<1>, Const<2>>::new(vec![0.5, 2.0])?;
//! assert!((log(&exp(&x)).data()[1] - 2.0).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// `dy ⊙ derivative(x, y)`, elementwise, after checking the three shapes agree.
fn pullback<T: Scalar, S: Shape>(
    op: &'static str,
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
    derivative: impl Fn(T, T) -> T,
) -> Result<Tensor<T, S>> {
    x.check_same_shape(y, op)?;
    x.check_same_shape(dy, op)?;
    // In a dispatched pass, as the forwards' `map` is.
    let data = crate::simd::map3(
        x.data(),
        y.data(),
        dy.data(),
        #[inline(always)]
        |x, y, d| d * derivative(x, y),
    );
    Tensor::from_vec(x.shape(), data)
}

/// `1 / (1 + e^{-x})`, without overflow for large `|x|`: `p = 1 / (1 + e^{-|x|})` for
/// `x ≥ 0`, `e^{-|x|} p` below (no cancellation for very negative `x`).
#[inline(always)]
pub(crate) fn logistic<T: Scalar>(x: T) -> T {
    let e = (-x.abs()).exp();
    let p = T::ONE / (T::ONE + e);
    if x >= T::ZERO { p } else { e * p }
}

/// `-x`, elementwise.
#[vjp(crate = crate, backward = neg_backward, trace = neg_trace, check(S = (Const<2>, Const<3>)))]
pub fn neg<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| -v)
}

/// The rule of [`neg()`]: `dx = -dy`.
pub fn neg_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback("neg backward", x, y, dy, |_, _| -T::ONE)
}

/// [`neg()`] and its rule as graph primitives.
pub mod neg_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `-x`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Negate, x)
    }

    /// `-dy`.
    pub fn backward(g: &mut Graph, _: Value, _: Value, dy: Value) -> Result<Value> {
        g.unary(Unary::Negate, dy)
    }
}

/// `|x|`, elementwise (`torch.abs`).
#[vjp(crate = crate, backward = abs_backward, trace = abs_trace, check(S = (Const<2>, Const<3>)))]
pub fn abs<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v.abs(),
    )
}

/// The rule of [`abs()`]: `dx = dy ⊙ sign(x)`, with `sign` 0 at 0 and at NaN (PyTorch's
/// `sgn`).
pub fn abs_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback("abs backward", x, y, dy, |x, _| sign(x))
}

/// -1 or 1 as `x` is negative or positive; 0 at 0 and at NaN.
#[inline(always)]
fn sign<T: Scalar>(x: T) -> T {
    if x > T::ZERO {
        T::ONE
    } else if x < T::ZERO {
        -T::ONE
    } else {
        T::ZERO
    }
}

/// [`abs()`] and its rule as graph primitives.
pub mod abs_trace {
    use crate::error::Result;
    use crate::hlo::{Comparison, Graph, Unary, Value};

    /// `|x|`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Abs, x)
    }

    /// `dy ⊙ sign(x)`: `dy` where `x > 0`, `-dy` where `x < 0`, `0 · dy` elsewhere.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let zero = g.full_like(x, 0.0)?;
        let (positive, negative) = (g.compare(Comparison::Gt, x, zero)?, g.compare(Comparison::Lt, x, zero)?);
        let minus = g.unary(Unary::Negate, dy)?;
        let rest = g.mul(dy, zero)?;
        let below = g.select(negative, minus, rest)?;
        g.select(positive, dy, below)
    }
}

/// `eˣ`, elementwise.
#[vjp(crate = crate, backward = exp_backward, trace = exp_trace, check(S = (Const<2>, Const<3>)))]
pub fn exp<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v.exp(),
    )
}

/// The rule of [`exp()`]: `dx = dy ⊙ y`.
pub fn exp_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback("exp backward", x, y, dy, |_, y| y)
}

/// [`exp()`] and its rule as graph primitives.
pub mod exp_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `eˣ`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Exponential, x)
    }

    /// `dy ⊙ y`.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        g.mul(dy, y)
    }
}

/// `ln x`, elementwise (NaN below 0, −∞ at 0, as `f64::ln`).
#[vjp(crate = crate, backward = log_backward, trace = log_trace,
      check(S = (Const<2>, Const<3>), x = crate::macro_support::random_positive_static(1)))]
pub fn log<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v.ln(),
    )
}

/// The rule of [`log()`]: `dx = dy / x`.
pub fn log_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback("log backward", x, y, dy, |x, _| T::ONE / x)
}

/// [`log()`] and its rule as graph primitives.
pub mod log_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `ln x`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Log, x)
    }

    /// `dy / x`.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        g.div(dy, x)
    }
}

/// `√x`, elementwise.
#[vjp(crate = crate, backward = sqrt_backward, trace = sqrt_trace,
      check(S = (Const<2>, Const<3>), x = crate::macro_support::random_positive_static(1)))]
pub fn sqrt<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v.sqrt(),
    )
}

/// The rule of [`sqrt()`]: `dx = dy / (2 y)`.
pub fn sqrt_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    let half = T::from_f64(0.5);
    pullback("sqrt backward", x, y, dy, |_, y| half / y)
}

/// [`sqrt()`] and its rule as graph primitives.
pub mod sqrt_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `√x`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Sqrt, x)
    }

    /// `dy / (2 y)`.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        let half = g.scale(dy, 0.5)?;
        g.div(half, y)
    }
}

/// `1 / √x`, elementwise (RMSNorm's inverse root).
#[vjp(crate = crate, backward = rsqrt_backward, trace = rsqrt_trace,
      check(S = (Const<2>, Const<3>), x = crate::macro_support::random_positive_static(1)))]
pub fn rsqrt<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| T::ONE / v.sqrt(),
    )
}

/// The rule of [`rsqrt()`]: `dx = -dy y³ / 2`.
pub fn rsqrt_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    let half = T::from_f64(-0.5);
    pullback("rsqrt backward", x, y, dy, |_, y| half * y * y * y)
}

/// [`rsqrt()`] and its rule as graph primitives.
pub mod rsqrt_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `1 / √x`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Rsqrt, x)
    }

    /// `-dy y³ / 2`.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        let y2 = g.mul(y, y)?;
        let y3 = g.mul(y2, y)?;
        let slope = g.scale(y3, -0.5)?;
        g.mul(dy, slope)
    }
}

/// `tanh x`, elementwise.
#[vjp(crate = crate, backward = tanh_backward, trace = tanh_trace, check(S = (Const<2>, Const<3>)))]
pub fn tanh<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v.tanh(),
    )
}

/// The rule of [`tanh()`]: `dx = dy ⊙ (1 - y²)`.
pub fn tanh_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback("tanh backward", x, y, dy, |_, y| T::ONE - y * y)
}

/// [`tanh()`] and its rule as graph primitives.
pub mod tanh_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `tanh x`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.unary(Unary::Tanh, x)
    }

    /// `dy ⊙ (1 - y²)`.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        let y2 = g.mul(y, y)?;
        let one = g.full_like(y, 1.0)?;
        let slope = g.sub(one, y2)?;
        g.mul(dy, slope)
    }
}

/// The logistic function `σ(x) = 1 / (1 + e^{-x})`, elementwise, without overflow.
#[vjp(crate = crate, backward = sigmoid_backward, trace = sigmoid_trace, check(S = (Const<2>, Const<3>)))]
pub fn sigmoid<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| logistic(v),
    )
}

/// The rule of [`sigmoid()`]: `dx = dy ⊙ y (1 - y)`.
pub fn sigmoid_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback("sigmoid backward", x, y, dy, |_, y| y * (T::ONE - y))
}

/// [`sigmoid()`] and its rule as graph primitives.
pub mod sigmoid_trace {
    use crate::error::Result;
    use crate::hlo::{Comparison, Graph, Unary, Value};

    /// `σ(x)` as the Rust op computes it: `p = 1 / (1 + e^{-|x|})` for `x ≥ 0`, `e^{-|x|} p`
    /// below.
    pub fn logistic(g: &mut Graph, x: Value) -> Result<Value> {
        let magnitude = g.unary(Unary::Abs, x)?;
        let negated = g.unary(Unary::Negate, magnitude)?;
        let e = g.unary(Unary::Exponential, negated)?;
        let one = g.full_like(x, 1.0)?;
        let denominator = g.add(one, e)?;
        let p = g.div(one, denominator)?;
        let below = g.mul(e, p)?;
        let zero = g.full_like(x, 0.0)?;
        let above = g.compare(Comparison::Ge, x, zero)?;
        g.select(above, p, below)
    }

    /// `σ(x)`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        logistic(g, x)
    }

    /// `dy ⊙ y (1 - y)`.
    pub fn backward(g: &mut Graph, _: Value, y: Value, dy: Value) -> Result<Value> {
        let one = g.full_like(y, 1.0)?;
        let rest = g.sub(one, y)?;
        let slope = g.mul(y, rest)?;
        g.mul(dy, slope)
    }
}

/// `max(x, 0)`, elementwise. Its derivative is taken as 0 at 0.
#[vjp(crate = crate, backward = relu_backward, trace = relu_trace, check(S = (Const<2>, Const<3>)))]
pub fn relu<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    // NaN stays NaN (as `torch.relu`): only values known not positive become 0.
    x.map(|v| if v <= T::ZERO { T::ZERO } else { v })
}

/// The rule of [`relu()`]: `dx = 0` where `x ≤ 0`, else `dy` (so at NaN too, as PyTorch's
/// `threshold_backward`).
pub fn relu_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback(
        "relu backward",
        x,
        y,
        dy,
        |x, _| if x <= T::ZERO { T::ZERO } else { T::ONE },
    )
}

/// [`relu()`] and its rule as graph primitives.
pub mod relu_trace {
    use crate::error::Result;
    use crate::hlo::{Comparison, Graph, Value};

    /// 0 where `x ≤ 0`, else `x` (NaN stays NaN).
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let zero = g.full_like(x, 0.0)?;
        let off = g.compare(Comparison::Le, x, zero)?;
        g.select(off, zero, x)
    }

    /// 0 where `x ≤ 0`, else `dy`.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let zero = g.full_like(x, 0.0)?;
        let off = g.compare(Comparison::Le, x, zero)?;
        g.select(off, zero, dy)
    }
}

/// `x σ(x)` (SiLU, or swish), elementwise.
#[vjp(crate = crate, backward = silu_backward, trace = silu_trace, check(S = (Const<2>, Const<3>)))]
pub fn silu<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v * logistic(v),
    )
}

/// The rule of [`silu()`]: `dx = dy ⊙ σ(x) (1 + x (1 - σ(x)))`.
pub fn silu_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback(
        "silu backward",
        x,
        y,
        dy,
        #[inline(always)]
        |x, _| {
            let s = logistic(x);
            s * (T::ONE + x * (T::ONE - s))
        },
    )
}

/// [`silu()`] and its rule as graph primitives.
pub mod silu_trace {
    use super::sigmoid_trace::logistic;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `x σ(x)`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let s = logistic(g, x)?;
        g.mul(x, s)
    }

    /// `dy ⊙ σ(x) (1 + x (1 - σ(x)))`.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let s = logistic(g, x)?;
        let one = g.full_like(x, 1.0)?;
        let rest = g.sub(one, s)?;
        let xr = g.mul(x, rest)?;
        let factor = g.add(one, xr)?;
        let slope = g.mul(s, factor)?;
        g.mul(dy, slope)
    }
}

/// `ln(1 + eˣ)`, elementwise, as `max(x, 0) + ln_1p(e^{-|x|})` so it neither overflows nor
/// loses large `x`, nor rounds small values of very negative `x` to 0.
#[vjp(crate = crate, backward = softplus_backward, trace = softplus_trace, check(S = (Const<2>, Const<3>)))]
pub fn softplus<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(
        #[inline(always)]
        |v| v.max(T::ZERO) + (-v.abs()).exp().ln_1p(),
    )
}

/// The rule of [`softplus()`]: `dx = dy ⊙ σ(x)`.
pub fn softplus_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    pullback(
        "softplus backward",
        x,
        y,
        dy,
        #[inline(always)]
        |x, _| logistic(x),
    )
}

/// [`softplus()`] and its rule as graph primitives.
pub mod softplus_trace {
    use super::sigmoid_trace::logistic;
    use crate::error::Result;
    use crate::hlo::{Binary, Graph, Unary, Value};

    /// `max(x, 0) + ln_1p(e^{-|x|})`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let zero = g.full_like(x, 0.0)?;
        let positive = g.binary(Binary::Maximum, x, zero)?;
        let magnitude = g.unary(Unary::Abs, x)?;
        let negated = g.unary(Unary::Negate, magnitude)?;
        let e = g.unary(Unary::Exponential, negated)?;
        let log = g.unary(Unary::LogPlusOne, e)?;
        g.add(positive, log)
    }

    /// `dy ⊙ σ(x)`.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let s = logistic(g, x)?;
        g.mul(dy, s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dim::Const;
    use crate::tensor::Matrix;

    type M = Matrix<f64, Const<1>, Const<4>>;

    /// As `torch.relu` and its backward: NaN stays NaN and passes its gradient; 0 passes none.
    #[test]
    fn relu_keeps_nan_and_passes_its_gradient() {
        let x = M::new(vec![f64::NAN, 0.0, -1.0, 2.0]).unwrap();
        let y = relu(&x);
        assert!(y.data()[0].is_nan());
        assert_eq!(&y.data()[1..], [0.0, 0.0, 2.0]);
        let ones = M::new(vec![1.0; 4]).unwrap();
        assert_eq!(relu_backward(&x, &y, &ones).unwrap().data(), [1.0, 0.0, 0.0, 1.0]);
    }

    #[test]
    fn the_stable_forms_hold_at_large_magnitudes() {
        let x = M::new(vec![-800.0, -40.0, 40.0, 800.0]).unwrap();
        let s = sigmoid(&x);
        assert_eq!(s.data()[0], 0.0);
        assert!((s.data()[1] / (-40f64).exp() - 1.0).abs() < 1e-15);
        assert_eq!(s.data()[3], 1.0);
        let p = softplus(&x);
        assert_eq!(p.data()[3], 800.0);
        assert!((p.data()[1] / (-40f64).exp() - 1.0).abs() < 1e-15);
        assert!(silu(&x).data().iter().all(|v| v.is_finite()));
    }

    #[test]
    fn relu_passes_positive_values_and_their_gradient_only() {
        let x = M::new(vec![-1.0, 0.0, 0.5, 2.0]).unwrap();
        let y = relu(&x);
        assert_eq!(y.data(), [0.0, 0.0, 0.5, 2.0]);
        let dy = M::new(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
        assert_eq!(relu_backward(&x, &y, &dy).unwrap().data(), [0.0, 0.0, 3.0, 4.0]);
    }
}

//! Losses between a prediction and a target of one shape (the target `#[no_grad]`), each the
//! mean over the elements, as PyTorch's `reduction="mean"`: `mse`, `l1`, `huber` and
//! `bce_with_logits`. Each is an error naming both shapes if they differ, or for an empty
//! prediction.
//!
//! ```
//! use vjp_core::{Const, Matrix, mse};
//! type M = Matrix<f64, Const<1>, Const<2>>;
//! let (p, t) = (M::new(vec![1.0, 2.0])?, M::new(vec![0.0, 4.0])?);
//! assert_eq!(mse(&p, &t)?.value(), 2.5);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::{Tensor, Tensor0};
use crate::vjp;

/// The mean of `f(p, t)` over the elements, after checking the shapes.
fn mean_of<T: Scalar, S: Shape>(
    op: &'static str,
    prediction: &Tensor<T, S>,
    target: &Tensor<T, S>,
    f: impl Fn(T, T) -> T,
) -> Result<Tensor0<T>> {
    prediction.check_same_shape(target, op)?;
    if prediction.numel() == 0 {
        return Err(Error::invalid(op, "the prediction is empty"));
    }
    let total: T = prediction
        .data()
        .iter()
        .zip(target.data())
        .map(|(&p, &t)| f(p, t))
        .sum();
    Ok(Tensor0::scalar(total / T::from_usize(prediction.numel())))
}

/// `dloss / n · f'(p, t)` for every element: the rule of a [`mean_of`] loss.
fn gradient_of<T: Scalar, S: Shape>(
    op: &'static str,
    prediction: &Tensor<T, S>,
    target: &Tensor<T, S>,
    dloss: &Tensor0<T>,
    derivative: impl Fn(T, T) -> T,
) -> Result<Tensor<T, S>> {
    prediction.check_same_shape(target, op)?;
    let factor = dloss.value() / T::from_usize(prediction.numel().max(1));
    let data = prediction
        .data()
        .iter()
        .zip(target.data())
        .map(|(&p, &t)| factor * derivative(p, t))
        .collect();
    Tensor::from_vec(prediction.shape(), data)
}

/// `1`, `-1` or `0` by the sign of `d`.
fn sign<T: Scalar>(d: T) -> T {
    if d > T::ZERO {
        T::ONE
    } else if d < T::ZERO {
        -T::ONE
    } else {
        T::ZERO
    }
}

/// The mean squared error `mean((p - t)²)`.
#[vjp(crate = crate, backward = mse_backward, trace = mse_trace,
      check(S = (Const<2>, Const<3>), target = crate::macro_support::random_static(7)))]
pub fn mse<T: Scalar, S: Shape>(prediction: &Tensor<T, S>, #[no_grad] target: &Tensor<T, S>) -> Result<Tensor0<T>> {
    mean_of("mse", prediction, target, |p, t| (p - t) * (p - t))
}

/// The rule of [`mse()`]: `dp = 2 (p - t) dloss / n`.
pub fn mse_backward<T: Scalar, S: Shape>(
    prediction: &Tensor<T, S>,
    target: &Tensor<T, S>,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Tensor<T, S>> {
    let two = T::from_f64(2.0);
    gradient_of("mse backward", prediction, target, dloss, |p, t| two * (p - t))
}

/// [`mse()`] and its rule as graph primitives.
pub mod mse_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `mean((p - t)²)`.
    pub fn forward(g: &mut Graph, prediction: Value, target: Value) -> Result<Value> {
        let d = g.sub(prediction, target)?;
        let squares = g.mul(d, d)?;
        super::graph_mean(g, squares)
    }

    /// `2 (p - t) dloss / n`.
    pub fn backward(g: &mut Graph, prediction: Value, target: Value, _: Value, dloss: Value) -> Result<Value> {
        let d = g.sub(prediction, target)?;
        let slope = g.scale(d, 2.0)?;
        super::graph_gradient(g, slope, dloss)
    }
}

/// The mean absolute error `mean(|p - t|)`. Its derivative is taken as 0 where `p = t`.
#[vjp(crate = crate, backward = l1_backward, trace = l1_trace,
      check(S = (Const<2>, Const<3>), target = crate::macro_support::random_static(7)))]
pub fn l1<T: Scalar, S: Shape>(prediction: &Tensor<T, S>, #[no_grad] target: &Tensor<T, S>) -> Result<Tensor0<T>> {
    mean_of("l1", prediction, target, |p, t| (p - t).abs())
}

/// The rule of [`l1()`]: `dp = sign(p - t) dloss / n`.
pub fn l1_backward<T: Scalar, S: Shape>(
    prediction: &Tensor<T, S>,
    target: &Tensor<T, S>,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Tensor<T, S>> {
    gradient_of("l1 backward", prediction, target, dloss, |p, t| sign(p - t))
}

/// [`l1()`] and its rule as graph primitives.
pub mod l1_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `mean(|p - t|)`.
    pub fn forward(g: &mut Graph, prediction: Value, target: Value) -> Result<Value> {
        let d = g.sub(prediction, target)?;
        let magnitudes = g.unary(Unary::Abs, d)?;
        super::graph_mean(g, magnitudes)
    }

    /// `sign(p - t) dloss / n`.
    pub fn backward(g: &mut Graph, prediction: Value, target: Value, _: Value, dloss: Value) -> Result<Value> {
        let d = g.sub(prediction, target)?;
        let slope = super::graph_sign(g, d)?;
        super::graph_gradient(g, slope, dloss)
    }
}

/// The Huber loss with threshold `delta > 0` (PyTorch's `HuberLoss`): the mean of `d²/2` where
/// `|d| ≤ δ` and `δ (|d| - δ/2)` beyond, `d = p - t`.
#[vjp(crate = crate, backward = huber_backward, trace = huber_trace,
      check(S = (Const<2>, Const<3>), target = crate::macro_support::random_static(7), delta = 0.5))]
pub fn huber<T: Scalar, S: Shape>(
    prediction: &Tensor<T, S>,
    #[no_grad] target: &Tensor<T, S>,
    delta: T,
) -> Result<Tensor0<T>> {
    check_delta(delta)?;
    let half = T::from_f64(0.5);
    mean_of("huber", prediction, target, |p, t| {
        let d = (p - t).abs();
        if d <= delta {
            half * d * d
        } else {
            delta * (d - half * delta)
        }
    })
}

fn check_delta<T: Scalar>(delta: T) -> Result<()> {
    if delta > T::ZERO && delta.is_finite() {
        Ok(())
    } else {
        Err(Error::invalid(
            "huber",
            format!("delta must be positive and finite, got {delta}"),
        ))
    }
}

/// The rule of [`huber()`]: `dp = clamp(p - t, -δ, δ) dloss / n`.
pub fn huber_backward<T: Scalar, S: Shape>(
    prediction: &Tensor<T, S>,
    target: &Tensor<T, S>,
    delta: &T,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Tensor<T, S>> {
    check_delta(*delta)?;
    let delta = *delta;
    gradient_of("huber backward", prediction, target, dloss, |p, t| {
        let d = p - t;
        if d.abs() <= delta { d } else { delta * sign(d) }
    })
}

/// [`huber()`] and its rule as graph primitives.
pub mod huber_trace {
    use crate::error::Result;
    use crate::hlo::{Binary, Comparison, Graph, Unary, Value};
    use crate::scalar::Scalar;

    /// The mean of `d²/2` where `|d| ≤ δ`, `δ (|d| - δ/2)` beyond.
    pub fn forward<T: Scalar>(g: &mut Graph, prediction: Value, target: Value, delta: T) -> Result<Value> {
        super::check_delta(delta)?;
        let delta = delta.to_f64();
        let d = g.sub(prediction, target)?;
        let magnitude = g.unary(Unary::Abs, d)?;
        let squares = g.mul(magnitude, magnitude)?;
        let quadratic = g.scale(squares, 0.5)?;
        let offset = g.full_like(d, -0.5 * delta)?;
        let shifted = g.add(magnitude, offset)?;
        let linear = g.scale(shifted, delta)?;
        let threshold = g.full_like(d, delta)?;
        let inside = g.compare(Comparison::Le, magnitude, threshold)?;
        let losses = g.select(inside, quadratic, linear)?;
        super::graph_mean(g, losses)
    }

    /// `clamp(p - t, -δ, δ) dloss / n`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        prediction: Value,
        target: Value,
        delta: &T,
        _: Value,
        dloss: Value,
    ) -> Result<Value> {
        super::check_delta(*delta)?;
        let delta = delta.to_f64();
        let d = g.sub(prediction, target)?;
        let (high, low) = (g.full_like(d, delta)?, g.full_like(d, -delta)?);
        let below = g.binary(Binary::Minimum, d, high)?;
        let clamped = g.binary(Binary::Maximum, below, low)?;
        super::graph_gradient(g, clamped, dloss)
    }
}

/// Binary cross-entropy on logits `x` against targets `t` in `[0, 1]`: the mean of
/// `max(x, 0) - x t + ln(1 + e^{-|x|})`, which neither overflows nor loses precision (PyTorch's
/// `BCEWithLogitsLoss`).
#[vjp(crate = crate, backward = bce_with_logits_backward, trace = bce_with_logits_trace,
      check(S = (Const<2>, Const<3>), target = crate::macro_support::random_positive_static(7).map(|v| v - 0.5)))]
pub fn bce_with_logits<T: Scalar, S: Shape>(
    logits: &Tensor<T, S>,
    #[no_grad] target: &Tensor<T, S>,
) -> Result<Tensor0<T>> {
    mean_of("bce_with_logits", logits, target, |x, t| {
        x.max(T::ZERO) - x * t + (-x.abs()).exp().ln_1p()
    })
}

/// The rule of [`bce_with_logits()`]: `dx = (σ(x) - t) dloss / n`.
pub fn bce_with_logits_backward<T: Scalar, S: Shape>(
    logits: &Tensor<T, S>,
    target: &Tensor<T, S>,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Tensor<T, S>> {
    gradient_of("bce_with_logits backward", logits, target, dloss, |x, t| {
        super::unary::logistic(x) - t
    })
}

/// [`bce_with_logits()`] and its rule as graph primitives.
pub mod bce_with_logits_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// The mean of `softplus(x) - x t` (softplus in its stable form).
    pub fn forward(g: &mut Graph, logits: Value, target: Value) -> Result<Value> {
        let softplus = crate::ops::unary::softplus_trace::forward(g, logits)?;
        let product = g.mul(logits, target)?;
        let losses = g.sub(softplus, product)?;
        super::graph_mean(g, losses)
    }

    /// `(σ(x) - t) dloss / n`.
    pub fn backward(g: &mut Graph, logits: Value, target: Value, _: Value, dloss: Value) -> Result<Value> {
        let sigma = crate::ops::unary::sigmoid_trace::logistic(g, logits)?;
        let slope = g.sub(sigma, target)?;
        super::graph_gradient(g, slope, dloss)
    }
}

/// The mean of every element of `x`, in graph primitives.
fn graph_mean(g: &mut crate::hlo::Graph, x: crate::hlo::Value) -> Result<crate::hlo::Value> {
    super::reduction::mean_trace::forward(g, x)
}

/// `slope · dloss / n` (`dloss` a scalar, `n` the elements of `slope`), in graph primitives.
fn graph_gradient(
    g: &mut crate::hlo::Graph,
    slope: crate::hlo::Value,
    dloss: crate::hlo::Value,
) -> Result<crate::hlo::Value> {
    let n = g.shape(slope)?.iter().product::<usize>().max(1);
    graph_spread(g, slope, dloss, n as f64)
}

/// `slope · dloss / divisor` (`dloss` a scalar), in graph primitives: the gradient of a loss
/// that sums its elements' costs and divides by `divisor`.
pub(super) fn graph_spread(
    g: &mut crate::hlo::Graph,
    slope: crate::hlo::Value,
    dloss: crate::hlo::Value,
    divisor: f64,
) -> Result<crate::hlo::Value> {
    let shape = g.shape(slope)?.to_vec();
    let spread = g.broadcast_in_dim(dloss, &shape, &[])?;
    let product = g.mul(slope, spread)?;
    g.scale(product, 1.0 / divisor)
}

/// The sum of every element of `costs` over `divisor`, in graph primitives.
pub(super) fn graph_total(
    g: &mut crate::hlo::Graph,
    costs: crate::hlo::Value,
    divisor: f64,
) -> Result<crate::hlo::Value> {
    let axes: Vec<usize> = (0..g.shape(costs)?.len()).collect();
    let total = g.sum(costs, &axes)?;
    g.scale(total, 1.0 / divisor)
}

/// `1`, `-1` or `0` by the sign of `d`, in graph primitives.
fn graph_sign(g: &mut crate::hlo::Graph, d: crate::hlo::Value) -> Result<crate::hlo::Value> {
    use crate::hlo::Comparison;
    let (zero, one, minus) = (g.full_like(d, 0.0)?, g.full_like(d, 1.0)?, g.full_like(d, -1.0)?);
    let positive = g.compare(Comparison::Gt, d, zero)?;
    let negative = g.compare(Comparison::Lt, d, zero)?;
    let below = g.select(negative, minus, zero)?;
    g.select(positive, one, below)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dim::Const;
    use crate::tensor::Matrix;

    type M = Matrix<f64, Const<1>, Const<4>>;

    #[test]
    fn the_losses_are_pytorchs() {
        let p = M::new(vec![0.0, 1.0, -2.0, 3.0]).unwrap();
        let t = M::new(vec![0.5, 1.0, 1.0, 0.0]).unwrap();
        // torch.nn.functional: mse 4.5625, l1 1.625, huber(delta=1) 1.53125.
        assert_eq!(mse(&p, &t).unwrap().value(), (0.25 + 9.0 + 9.0) / 4.0);
        assert_eq!(l1(&p, &t).unwrap().value(), 6.5 / 4.0);
        assert_eq!(huber(&p, &t, 1.0).unwrap().value(), (0.125 + 2.5 + 2.5) / 4.0);
        // bce_with_logits at 0 logits costs ln 2 whatever the target.
        let zero = M::zeros((Const, Const));
        assert!((bce_with_logits(&zero, &t.map(|v| v.abs().min(1.0))).unwrap().value() - 2f64.ln()).abs() < 1e-15);
        // ... and stays finite and exact at large magnitudes.
        let big = M::new(vec![-800.0, 800.0, -40.0, 40.0]).unwrap();
        let labels = M::new(vec![0.0, 1.0, 0.0, 1.0]).unwrap();
        let loss = bce_with_logits(&big, &labels).unwrap().value();
        assert!((loss / ((-40f64).exp() / 2.0) - 1.0).abs() < 1e-12, "{loss:e}");
    }

    #[test]
    fn bad_inputs_are_errors() {
        let p = M::zeros((Const, Const));
        assert!(huber(&p, &p, 0.0).is_err());
        let empty = Matrix::<f64, usize, usize>::zeros((0, 3));
        assert!(mse(&empty, &empty).is_err());
        let other = Matrix::<f64, usize, usize>::zeros((1, 3));
        let four = Matrix::<f64, usize, usize>::zeros((1, 4));
        assert!(l1(&other, &four).is_err());
    }
}

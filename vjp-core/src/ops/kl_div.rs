//! PyTorch's `F.kl_div(input, target, reduction=, log_target=)`: the Kullback–Leibler
//! divergence of `target` from the distribution whose log-probabilities are `input`.
//!
//! Element by element, `t ln t - t x` (`0` where `t = 0`, PyTorch's `xlogy`), or with
//! `log_target` (the target given as log-probabilities too) `eᵗ (t - x)`. The input's gradient is
//! `-t` (`-eᵗ`); the target is not differentiated (PyTorch's is). `"batchmean"`, the
//! divergence's true value for a batch of rows, divides the sum by the rows; `"mean"` by the
//! elements (PyTorch's default, which it warns is not the divergence); `"none"` is
//! [`kl_div_per_element()`].
//!
//! ```
//! use vjp_core::{Const, KlReduction, Matrix, kl_div};
//! type M = Matrix<f64, Const<1>, Const<2>>;
//! let (log_q, p) = (M::new(vec![0.5f64.ln(), 0.5f64.ln()])?, M::new(vec![0.5, 0.5])?);
//! assert!(kl_div(&log_q, &p, false, KlReduction::BatchMean)?.value().abs() < 1e-16);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor0};
use crate::vjp;

/// How [`kl_div()`] reduces its elements: PyTorch's `reduction=` other than `"none"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum KlReduction {
    /// The sum over the elements divided by their count (PyTorch's default).
    #[default]
    Mean,
    /// The sum over the elements.
    Sum,
    /// The sum divided by the rows: the divergence per example.
    BatchMean,
}

impl KlReduction {
    /// What the sum is divided by for `rows x cols` elements.
    fn divisor(self, rows: usize, cols: usize) -> usize {
        match self {
            KlReduction::Mean => rows * cols,
            KlReduction::Sum => 1,
            KlReduction::BatchMean => rows,
        }
    }
}

/// One element's divergence.
fn divergence<T: Scalar>(x: T, t: T, log_target: bool) -> T {
    if log_target {
        t.exp() * (t - x)
    } else {
        let t_ln_t = if t == T::ZERO { T::ZERO } else { t * t.ln() };
        t_ln_t - t * x
    }
}

/// One element's derivative in `x`.
fn slope<T: Scalar>(t: T, log_target: bool) -> T {
    if log_target { -t.exp() } else { -t }
}

/// `f(x, t)` for every element, after checking the shapes.
fn map<T: Scalar, N: Dim, D: Dim>(
    op: &'static str,
    input: &Matrix<T, N, D>,
    target: &Matrix<T, N, D>,
    f: impl Fn(T, T) -> T,
) -> Result<Matrix<T, N, D>> {
    input.check_same_shape(target, op)?;
    let values = input.data().iter().zip(target.data()).map(|(&x, &t)| f(x, t)).collect();
    Matrix::from_vec(input.shape(), values)
}

/// The divergence of `target` from `exp(input)`, reduced (`F.kl_div(input, target,
/// reduction=, log_target=)`); an error naming both shapes if they differ.
#[vjp(crate = crate, backward = kl_div_backward, trace = kl_div_trace, check(N = 2, D = 3,
    target = crate::macro_support::random_positive_static(3), log_target = false,
    reduction = KlReduction::BatchMean))]
pub fn kl_div<T: Scalar, N: Dim, D: Dim>(
    input: &Matrix<T, N, D>,
    #[no_grad] target: &Matrix<T, N, D>,
    log_target: bool,
    reduction: KlReduction,
) -> Result<Tensor0<T>> {
    let each = map("kl_div", input, target, |x, t| divergence(x, t, log_target))?;
    let total: T = each.data().iter().copied().sum();
    Ok(Tensor0::scalar(
        total / T::from_usize(reduction.divisor(input.nrows(), input.ncols())),
    ))
}

/// The rule of [`kl_div()`]: `dx = -t · dloss / divisor` (`-eᵗ` with `log_target`).
pub fn kl_div_backward<T: Scalar, N: Dim, D: Dim>(
    input: &Matrix<T, N, D>,
    target: &Matrix<T, N, D>,
    log_target: &bool,
    reduction: &KlReduction,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, N, D>> {
    let g = dloss.value() / T::from_usize(reduction.divisor(input.nrows(), input.ncols()));
    map("kl_div backward", input, target, |_, t| slope(t, *log_target) * g)
}

/// [`kl_div()`] without the reduction (`reduction="none"`): each element's divergence.
#[vjp(crate = crate, backward = kl_div_per_element_backward, trace = kl_div_per_element_trace,
    check(N = 2, D = 3, target = crate::macro_support::random_positive_static(3), log_target = true))]
pub fn kl_div_per_element<T: Scalar, N: Dim, D: Dim>(
    input: &Matrix<T, N, D>,
    #[no_grad] target: &Matrix<T, N, D>,
    log_target: bool,
) -> Result<Matrix<T, N, D>> {
    map("kl_div_per_element", input, target, |x, t| divergence(x, t, log_target))
}

/// The rule of [`kl_div_per_element()`]: `dx = -t ⊙ dy` (`-eᵗ ⊙ dy` with `log_target`).
pub fn kl_div_per_element_backward<T: Scalar, N: Dim, D: Dim>(
    input: &Matrix<T, N, D>,
    target: &Matrix<T, N, D>,
    log_target: &bool,
    _: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    input.check_same_shape(dy, "kl_div_per_element backward")?;
    let slopes = map("kl_div_per_element backward", input, target, |_, t| {
        slope(t, *log_target)
    })?;
    map("kl_div_per_element backward", &slopes, dy, |s, d| s * d)
}

/// The graph forms of one element's divergence and slope.
mod in_graph {
    use crate::error::Result;
    use crate::hlo::{Comparison, Graph, Unary, Value};

    /// `t ln t - t x` (0 for `t ln t` where `t = 0`), or `eᵗ (t - x)`.
    pub fn divergences(g: &mut Graph, x: Value, t: Value, log_target: bool) -> Result<Value> {
        if log_target {
            let e = g.unary(Unary::Exponential, t)?;
            let difference = g.sub(t, x)?;
            return g.mul(e, difference);
        }
        let log = g.unary(Unary::Log, t)?;
        let t_ln_t = g.mul(t, log)?;
        let zero = g.full_like(t, 0.0)?;
        let absent = g.compare(Comparison::Eq, t, zero)?;
        let xlogy = g.select(absent, zero, t_ln_t)?;
        let product = g.mul(t, x)?;
        g.sub(xlogy, product)
    }

    /// `-t`, or `-eᵗ`.
    pub fn slopes(g: &mut Graph, t: Value, log_target: bool) -> Result<Value> {
        let base = if log_target { g.unary(Unary::Exponential, t)? } else { t };
        g.scale(base, -1.0)
    }

    /// What the reduction divides by, for the matrix `x`.
    pub fn divisor(g: &Graph, x: Value, reduction: super::KlReduction) -> Result<f64> {
        let (rows, cols) = match g.shape(x)? {
            &[rows, cols] => (rows, cols),
            _ => (1, 1),
        };
        Ok(reduction.divisor(rows, cols) as f64)
    }
}

/// [`kl_div()`] and its rule as graph primitives.
pub mod kl_div_trace {
    use super::{KlReduction, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// The sum of the divergences over the divisor.
    pub fn forward(g: &mut Graph, x: Value, t: Value, log_target: bool, reduction: KlReduction) -> Result<Value> {
        let each = in_graph::divergences(g, x, t, log_target)?;
        let divisor = in_graph::divisor(g, x, reduction)?;
        crate::ops::losses::graph_total(g, each, divisor)
    }

    /// `slope · dloss / divisor`.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        t: Value,
        log_target: &bool,
        reduction: &KlReduction,
        _: Value,
        dloss: Value,
    ) -> Result<Value> {
        let slopes = in_graph::slopes(g, t, *log_target)?;
        let divisor = in_graph::divisor(g, x, *reduction)?;
        crate::ops::losses::graph_spread(g, slopes, dloss, divisor)
    }
}

/// [`kl_div_per_element()`] and its rule as graph primitives.
pub mod kl_div_per_element_trace {
    use super::in_graph;
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Each element's divergence.
    pub fn forward(g: &mut Graph, x: Value, t: Value, log_target: bool) -> Result<Value> {
        in_graph::divergences(g, x, t, log_target)
    }

    /// `slope ⊙ dy`.
    pub fn backward(g: &mut Graph, _: Value, t: Value, log_target: &bool, _: Value, dy: Value) -> Result<Value> {
        let slopes = in_graph::slopes(g, t, *log_target)?;
        g.mul(slopes, dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type M = Matrix<f64, usize, usize>;

    /// A zero target costs nothing (PyTorch's `xlogy`); the reductions divide as PyTorch's.
    #[test]
    fn zeros_and_reductions_are_pytorchs() {
        let x = M::from_vec((2, 2), vec![-1.0, -0.5, -2.0, -0.25]).unwrap();
        let t = M::from_vec((2, 2), vec![0.0, 1.0, 0.5, 0.5]).unwrap();
        let each = kl_div_per_element(&x, &t, false).unwrap();
        assert_eq!(each.data()[0], 0.0);
        let sum: f64 = each.data().iter().sum();
        for (reduction, divisor) in [
            (KlReduction::Sum, 1.0),
            (KlReduction::Mean, 4.0),
            (KlReduction::BatchMean, 2.0),
        ] {
            let value = kl_div(&x, &t, false, reduction).unwrap().value();
            assert!((value - sum / divisor).abs() < 1e-15);
        }
        let other = M::zeros((1, 4));
        assert!(kl_div(&x, &other, false, KlReduction::Sum).is_err());
    }
}

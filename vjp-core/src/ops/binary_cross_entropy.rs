//! PyTorch's `F.binary_cross_entropy_with_logits` with all its options: `pos_weight` (one per
//! column, the weight of the positive term), `weight` (one per element) and the reduction
//! (`"mean"`, `"sum"`, or `"none"` as [`binary_cross_entropy_with_logits_per_element()`]).
//!
//! Element `(i, j)` of logits `x` and targets `t` costs
//! `w_ij ((1 - t) x + (1 + (p_j - 1) t) softplus(-x))`, PyTorch's stable form of
//! `-w (p t ln σ(x) + (1 - t) ln(1 - σ(x)))`; its derivative is `w ((1 - t) - (1 + (p - 1) t) σ(-x))`.
//! `"mean"` divides the sum by the number of elements, as PyTorch's does.
//!
//! ```
//! use vjp_core::{BceLoss, Const, Matrix, Reduction, binary_cross_entropy_with_logits};
//! type M = Matrix<f64, Const<1>, Const<2>>;
//! let (x, t) = (M::new(vec![0.0, 0.0])?, M::new(vec![1.0, 0.0])?);
//! let options = BceLoss { pos_weight: Some(vec![3.0, 3.0]), weight: None };
//! // ln 2 for each element, the positive one weighted 3: (3 + 1) ln 2 / 2.
//! let loss = binary_cross_entropy_with_logits(&x, &t, options, Reduction::Mean)?;
//! assert!((loss.value() - 2.0 * 2f64.ln()).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::class_losses::Reduction;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor0};
use crate::vjp;

/// The options of [`binary_cross_entropy_with_logits()`], as PyTorch's arguments of the same
/// names; the default is PyTorch's (no weights).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BceLoss {
    /// The positive term's weight for each column (class), or 1.
    pub pos_weight: Option<Vec<f64>>,
    /// The weight of each element (row-major, PyTorch's `weight` broadcast to the logits'
    /// shape), or 1.
    pub weight: Option<Vec<f64>>,
}

/// The options checked against `rows x cols` logits, with the weight of each element.
struct Weights<'a> {
    cols: usize,
    options: &'a BceLoss,
}

impl<'a> Weights<'a> {
    /// An error naming `op` unless `target` has the logits' shape and each weight list its
    /// length.
    fn new<T: Scalar, N: Dim, C: Dim>(
        op: &'static str,
        logits: &Matrix<T, N, C>,
        target: &Matrix<T, N, C>,
        options: &'a BceLoss,
    ) -> Result<Self> {
        logits.check_same_shape(target, op)?;
        if let Some(p) = &options.pos_weight
            && p.len() != logits.ncols()
        {
            return Err(Error::mismatch(
                op,
                logits.dims(),
                [p.len()],
                "pos_weight has one weight per column",
            ));
        }
        if let Some(w) = &options.weight
            && w.len() != logits.numel()
        {
            return Err(Error::mismatch(
                op,
                logits.dims(),
                [w.len()],
                "weight has one weight per element",
            ));
        }
        Ok(Weights {
            cols: logits.ncols().max(1),
            options,
        })
    }

    /// `(p_j, w_ij)` of element `e` (row-major).
    fn at<T: Scalar>(&self, e: usize) -> (T, T) {
        let get =
            |v: &Option<Vec<f64>>, k: usize| v.as_ref().and_then(|v| v.get(k)).map_or(T::ONE, |&w| T::from_f64(w));
        (
            get(&self.options.pos_weight, e % self.cols),
            get(&self.options.weight, e),
        )
    }

    /// `f(x, t, p, w)` for every element.
    fn map<T: Scalar, N: Dim, C: Dim>(
        &self,
        logits: &Matrix<T, N, C>,
        target: &Matrix<T, N, C>,
        f: impl Fn(T, T, T, T) -> T,
    ) -> Vec<T> {
        logits
            .data()
            .iter()
            .zip(target.data())
            .enumerate()
            .map(|(e, (&x, &t))| {
                let (p, w) = self.at(e);
                f(x, t, p, w)
            })
            .collect()
    }
}

/// `w ((1 - t) x + (1 + (p - 1) t) softplus(-x))`.
fn cost<T: Scalar>(x: T, t: T, p: T, w: T) -> T {
    let softplus = (-x).max(T::ZERO) + (-x.abs()).exp().ln_1p();
    w * ((T::ONE - t) * x + (T::ONE + (p - T::ONE) * t) * softplus)
}

/// `w ((1 - t) - (1 + (p - 1) t) σ(-x))`.
fn slope<T: Scalar>(x: T, t: T, p: T, w: T) -> T {
    w * ((T::ONE - t) - (T::ONE + (p - T::ONE) * t) * super::unary::logistic(-x))
}

/// What `reduction` divides the sum by: the element count for the mean.
fn divisor<T: Scalar>(count: usize, reduction: Reduction) -> T {
    match reduction {
        Reduction::Mean => T::from_usize(count),
        Reduction::Sum => T::ONE,
    }
}

/// Binary cross-entropy of logits against targets with PyTorch's `pos_weight`, `weight` and
/// reduction (`F.binary_cross_entropy_with_logits(x, t, weight, pos_weight=, reduction=)`);
/// an error naming both shapes if they differ, or a weight list of the wrong length.
#[vjp(crate = crate, backward = binary_cross_entropy_with_logits_backward,
    trace = binary_cross_entropy_with_logits_trace, check(N = 2, C = 3,
    target = crate::macro_support::random_positive_static(7).map(|v| v - 0.5),
    options = BceLoss { pos_weight: Some(vec![0.5, 2.0, 3.0]), weight: Some(vec![1.0, 0.5, 2.0, 0.0, 1.5, 0.25]) },
    reduction = Reduction::Mean))]
pub fn binary_cross_entropy_with_logits<T: Scalar, N: Dim, C: Dim>(
    logits: &Matrix<T, N, C>,
    #[no_grad] target: &Matrix<T, N, C>,
    options: BceLoss,
    reduction: Reduction,
) -> Result<Tensor0<T>> {
    let weights = Weights::new("binary_cross_entropy_with_logits", logits, target, &options)?;
    let total: T = weights.map(logits, target, cost).into_iter().sum();
    Ok(Tensor0::scalar(total / divisor::<T>(logits.numel(), reduction)))
}

/// The rule of [`binary_cross_entropy_with_logits()`]: each element's slope times
/// `dloss / divisor`.
pub fn binary_cross_entropy_with_logits_backward<T: Scalar, N: Dim, C: Dim>(
    logits: &Matrix<T, N, C>,
    target: &Matrix<T, N, C>,
    options: &BceLoss,
    reduction: &Reduction,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, N, C>> {
    let weights = Weights::new("binary_cross_entropy_with_logits backward", logits, target, options)?;
    let g = dloss.value() / divisor::<T>(logits.numel(), *reduction);
    Matrix::from_vec(
        logits.shape(),
        weights.map(logits, target, |x, t, p, w| slope(x, t, p, w) * g),
    )
}

/// [`binary_cross_entropy_with_logits()`] without the reduction (`reduction="none"`): each
/// element's loss.
#[vjp(crate = crate, backward = binary_cross_entropy_with_logits_per_element_backward,
    trace = binary_cross_entropy_with_logits_per_element_trace, check(N = 2, C = 3,
    target = crate::macro_support::random_positive_static(7).map(|v| v - 0.5),
    options = BceLoss { pos_weight: Some(vec![0.5, 2.0, 3.0]), weight: Some(vec![1.0, 0.5, 2.0, 0.0, 1.5, 0.25]) }))]
pub fn binary_cross_entropy_with_logits_per_element<T: Scalar, N: Dim, C: Dim>(
    logits: &Matrix<T, N, C>,
    #[no_grad] target: &Matrix<T, N, C>,
    options: BceLoss,
) -> Result<Matrix<T, N, C>> {
    let weights = Weights::new("binary_cross_entropy_with_logits_per_element", logits, target, &options)?;
    Matrix::from_vec(logits.shape(), weights.map(logits, target, cost))
}

/// The rule of [`binary_cross_entropy_with_logits_per_element()`]: `dx = dy ⊙ slope`.
pub fn binary_cross_entropy_with_logits_per_element_backward<T: Scalar, N: Dim, C: Dim>(
    logits: &Matrix<T, N, C>,
    target: &Matrix<T, N, C>,
    options: &BceLoss,
    _: &Matrix<T, N, C>,
    dy: &Matrix<T, N, C>,
) -> Result<Matrix<T, N, C>> {
    let op = "binary_cross_entropy_with_logits_per_element backward";
    let weights = Weights::new(op, logits, target, options)?;
    logits.check_same_shape(dy, op)?;
    let slopes = weights.map(logits, target, slope);
    Matrix::from_vec(
        logits.shape(),
        slopes.iter().zip(dy.data()).map(|(&s, &d)| s * d).collect(),
    )
}

/// The losses' graph forms.
mod in_graph {
    use super::BceLoss;
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// `(1 + (p - 1) t, w)` for the logits `x`, the weights literals.
    pub fn factors(g: &mut Graph, x: Value, t: Value, options: &BceLoss) -> Result<(Value, Value)> {
        let shape = g.shape(x)?.to_vec();
        let [rows, cols] = shape[..] else {
            return Err(Error::invalid(
                "binary_cross_entropy_with_logits trace",
                "the logits must be a matrix",
            ));
        };
        let pos = match &options.pos_weight {
            Some(p) => {
                let row = g.literal(p.clone(), &[cols])?;
                g.broadcast_rows(row, x)?
            }
            None => g.full_like(x, 1.0)?,
        };
        let weight = match &options.weight {
            Some(w) => g.literal(w.clone(), &[rows, cols])?,
            None => g.full_like(x, 1.0)?,
        };
        let one = g.full_like(x, 1.0)?;
        let excess = g.sub(pos, one)?;
        let scaled = g.mul(excess, t)?;
        Ok((g.add(one, scaled)?, weight))
    }

    /// `w ((1 - t) x + (1 + (p - 1) t) softplus(-x))` for every element.
    pub fn costs(g: &mut Graph, x: Value, t: Value, options: &BceLoss) -> Result<Value> {
        let (positive, weight) = factors(g, x, t, options)?;
        let one = g.full_like(x, 1.0)?;
        let negative = g.sub(one, t)?;
        let linear = g.mul(negative, x)?;
        let minus_x = g.scale(x, -1.0)?;
        let softplus = crate::ops::unary::softplus_trace::forward(g, minus_x)?;
        let weighted = g.mul(positive, softplus)?;
        let sum = g.add(linear, weighted)?;
        g.mul(weight, sum)
    }

    /// `w ((1 - t) - (1 + (p - 1) t) σ(-x))` for every element.
    pub fn slopes(g: &mut Graph, x: Value, t: Value, options: &BceLoss) -> Result<Value> {
        let (positive, weight) = factors(g, x, t, options)?;
        let one = g.full_like(x, 1.0)?;
        let negative = g.sub(one, t)?;
        let minus_x = g.scale(x, -1.0)?;
        let sigma = crate::ops::unary::sigmoid_trace::logistic(g, minus_x)?;
        let weighted = g.mul(positive, sigma)?;
        let difference = g.sub(negative, weighted)?;
        g.mul(weight, difference)
    }

    /// What the reduction divides by, as a number.
    pub fn divisor(g: &Graph, x: Value, reduction: crate::ops::class_losses::Reduction) -> Result<f64> {
        Ok(match reduction {
            crate::ops::class_losses::Reduction::Mean => g.shape(x)?.iter().product::<usize>() as f64,
            crate::ops::class_losses::Reduction::Sum => 1.0,
        })
    }
}

/// [`binary_cross_entropy_with_logits()`] and its rule as graph primitives.
pub mod binary_cross_entropy_with_logits_trace {
    use super::{BceLoss, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::ops::class_losses::Reduction;

    /// The reduced sum of the costs.
    pub fn forward(g: &mut Graph, x: Value, t: Value, options: BceLoss, reduction: Reduction) -> Result<Value> {
        let costs = in_graph::costs(g, x, t, &options)?;
        let divisor = in_graph::divisor(g, x, reduction)?;
        crate::ops::losses::graph_total(g, costs, divisor)
    }

    /// The slopes times `dloss / divisor`.
    pub fn backward(
        g: &mut Graph,
        x: Value,
        t: Value,
        options: &BceLoss,
        reduction: &Reduction,
        _: Value,
        dloss: Value,
    ) -> Result<Value> {
        let slopes = in_graph::slopes(g, x, t, options)?;
        let divisor = in_graph::divisor(g, x, *reduction)?;
        crate::ops::losses::graph_spread(g, slopes, dloss, divisor)
    }
}

/// [`binary_cross_entropy_with_logits_per_element()`] and its rule as graph primitives.
pub mod binary_cross_entropy_with_logits_per_element_trace {
    use super::{BceLoss, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// Each element's cost.
    pub fn forward(g: &mut Graph, x: Value, t: Value, options: BceLoss) -> Result<Value> {
        in_graph::costs(g, x, t, &options)
    }

    /// `dy ⊙ slope`.
    pub fn backward(g: &mut Graph, x: Value, t: Value, options: &BceLoss, _: Value, dy: Value) -> Result<Value> {
        let slopes = in_graph::slopes(g, x, t, options)?;
        g.mul(slopes, dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type M = Matrix<f64, usize, usize>;

    /// Without options it is `bce_with_logits`; PyTorch's value with both weights:
    /// `F.binary_cross_entropy_with_logits(x, t, weight=w, pos_weight=p)`.
    #[test]
    fn the_options_are_pytorchs() {
        let x = M::from_vec((2, 2), vec![0.5, -1.0, 800.0, -800.0]).unwrap();
        let t = M::from_vec((2, 2), vec![1.0, 0.25, 0.0, 1.0]).unwrap();
        let plain = binary_cross_entropy_with_logits(&x, &t, BceLoss::default(), Reduction::Mean).unwrap();
        let reference = super::super::losses::bce_with_logits(&x, &t).unwrap();
        assert!((plain.value() - reference.value()).abs() < 1e-13);
        let options = BceLoss {
            pos_weight: Some(vec![2.0, 0.5]),
            weight: Some(vec![1.0, 3.0, 0.5, 0.25]),
        };
        let each = binary_cross_entropy_with_logits_per_element(&x, &t, options.clone()).unwrap();
        let sum = binary_cross_entropy_with_logits(&x, &t, options.clone(), Reduction::Sum).unwrap();
        assert!((each.data().iter().sum::<f64>() - sum.value()).abs() < 1e-12);
        // Element (1, 1): x = -800, t = 1, p = 0.5, w = 0.25: 0.25 · 0.5 · softplus(800) = 100.
        assert!((each.data()[3] - 100.0).abs() < 1e-12);
        let short = BceLoss {
            pos_weight: Some(vec![1.0]),
            weight: None,
        };
        assert!(binary_cross_entropy_with_logits(&x, &t, short, Reduction::Sum).is_err());
    }
}

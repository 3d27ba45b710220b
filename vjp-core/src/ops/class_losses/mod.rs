//! PyTorch's classification losses with all their options: `cross_entropy` on logits and
//! `nll_loss` on log-probabilities, with class weights, an ignored label, label smoothing and
//! the reduction (`"mean"`, `"sum"`, or `"none"` as the `_per_example` form of each).
//!
//! Both are one formula. Example `i` with label `yᵢ` gives every class `k` a coefficient
//! `c_ik = (1 - s) w_yᵢ [k = yᵢ] + (s / K) w_k` (`w` the class weights, 1 without them, `s`
//! the smoothing, 0 for `nll_loss`), and 0 to every class if `yᵢ` is the ignored label. Its
//! loss is `lᵢ = Σ_k c_ik (logsumexp(zᵢ) - z_ik)` for `cross_entropy`, `-Σ_k c_ik x_ik` for
//! `nll_loss`. `"sum"` adds the `lᵢ`; `"mean"` divides that sum by `Σ w_yᵢ` over the examples
//! not ignored, as PyTorch does (so a batch whose every label is ignored has a NaN mean, as
//! PyTorch's). A class of coefficient 0 adds nothing even at a logit of `-inf`.
//!
//! ```
//! use vjp_core::{ClassLoss, Const, Matrix, Reduction, cross_entropy};
//! let logits = Matrix::<f64, Const<2>, Const<3>>::new(vec![0.0; 6])?;
//! let options = ClassLoss { ignore_index: Some(2), ..ClassLoss::default() };
//! // The second example is ignored: the mean is over the first alone.
//! let loss = cross_entropy(&logits, &[0, 2], options, Reduction::Mean)?;
//! assert!((loss.value() - 3f64.ln()).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::log_softmax::log_sum_exp;
use super::softmax::softmax_rows;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor0, Vector};
use crate::vjp;

/// How a loss over examples is reduced to one number: PyTorch's `reduction="mean"` (the
/// default) or `"sum"`. Its `"none"` is the `_per_example` form of each loss, whose output is a
/// vector rather than a scalar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Reduction {
    /// The sum over the examples divided by their weight (their count without class weights).
    #[default]
    Mean,
    /// The sum over the examples.
    Sum,
}

/// The options of [`cross_entropy()`] and [`nll_loss()`], as PyTorch's arguments of the same
/// names. The default is PyTorch's: no weights, no ignored label, no smoothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassLoss {
    /// One weight per class (`weight=`), or all 1.
    pub weight: Option<Vec<f64>>,
    /// A label whose examples add nothing and do not count in the mean (`ignore_index=`;
    /// PyTorch's default `-100` is no class, as `None` here).
    pub ignore_index: Option<usize>,
    /// The share `s` of the target spread evenly over the classes (`label_smoothing=`, in
    /// `[0, 1]`; `cross_entropy` only).
    pub label_smoothing: f64,
}

/// The coefficients of one batch: its checked options and labels.
struct Coefficients<'a> {
    classes: usize,
    labels: &'a [usize],
    options: &'a ClassLoss,
}

impl<'a> Coefficients<'a> {
    /// The coefficients for `rows x classes` scores; an error naming `op` for a label count
    /// other than the rows, a label out of range (other than the ignored one), weights of
    /// another count than the classes, or smoothing outside `[0, 1]`.
    fn new(op: &'static str, rows: usize, classes: usize, labels: &'a [usize], options: &'a ClassLoss) -> Result<Self> {
        if labels.len() != rows {
            return Err(Error::mismatch(
                op,
                [rows, classes],
                [labels.len()],
                "there must be one label per row of scores",
            ));
        }
        if let Some((i, &l)) = labels
            .iter()
            .enumerate()
            .find(|&(_, &l)| l >= classes && Some(l) != options.ignore_index)
        {
            return Err(Error::invalid(
                op,
                format!("label {l} of example {i} is out of range for {classes} classes"),
            ));
        }
        if let Some(w) = &options.weight
            && w.len() != classes
        {
            return Err(Error::mismatch(
                op,
                [classes],
                [w.len()],
                "there must be one weight per class",
            ));
        }
        if !(0.0..=1.0).contains(&options.label_smoothing) {
            return Err(Error::invalid(
                op,
                format!("label smoothing must lie in [0, 1], got {}", options.label_smoothing),
            ));
        }
        Ok(Coefficients {
            classes,
            labels,
            options,
        })
    }

    /// The weight of class `k`.
    fn weight<T: Scalar>(&self, k: usize) -> T {
        self.options
            .weight
            .as_ref()
            .and_then(|w| w.get(k))
            .map_or(T::ONE, |&w| T::from_f64(w))
    }

    /// Whether example `i` counts.
    fn counts(&self, i: usize) -> bool {
        self.labels
            .get(i)
            .is_some_and(|&l| Some(l) != self.options.ignore_index)
    }

    /// `c_ik` for every class `k` of example `i` (all 0 for an ignored example).
    fn row<T: Scalar>(&self, i: usize) -> impl Fn(usize) -> T + '_ {
        let s = T::from_f64(self.options.label_smoothing);
        let label = self.labels.get(i).copied();
        let counts = self.counts(i);
        let spread = s / T::from_usize(self.classes);
        move |k| {
            if !counts {
                return T::ZERO;
            }
            let hit = if Some(k) == label {
                (T::ONE - s) * self.weight::<T>(k)
            } else {
                T::ZERO
            };
            if s == T::ZERO {
                hit
            } else {
                hit + spread * self.weight::<T>(k)
            }
        }
    }

    /// `Σ_k c_ik`: 1 for a counted example without class weights (exactly, as the target is a
    /// distribution), 0 for an ignored one.
    fn row_total<T: Scalar>(&self, i: usize) -> T {
        if !self.counts(i) {
            T::ZERO
        } else if self.options.weight.is_none() {
            T::ONE
        } else {
            let c = self.row::<T>(i);
            (0..self.classes).map(c).sum()
        }
    }

    /// What `"mean"` divides by: `Σ w_yᵢ` over the counted examples.
    fn divisor<T: Scalar>(&self) -> T {
        (0..self.labels.len())
            .filter(|&i| self.counts(i))
            .map(|i| self.labels.get(i).map_or(T::ZERO, |&l| self.weight(l)))
            .sum()
    }

    /// `total` reduced: as it is for `"sum"`, divided by the divisor for `"mean"`.
    fn reduced<T: Scalar>(&self, total: T, reduction: Reduction) -> T {
        match reduction {
            Reduction::Sum => total,
            Reduction::Mean => total / self.divisor::<T>(),
        }
    }

    /// `lᵢ = Σ_k c_ik · cost(row, k)` for every example, classes of coefficient 0 left out.
    /// (Rows of no classes, whose every label is the ignored one, cost 0.)
    fn losses<T: Scalar>(&self, scores: &[T], cost: impl Fn(&[T]) -> Box<dyn Fn(usize, T) -> T>) -> Vec<T> {
        (0..self.labels.len())
            .map(|i| scores.get(i * self.classes..(i + 1) * self.classes).unwrap_or(&[]))
            .enumerate()
            .map(|(i, row)| {
                let (c, cost) = (self.row::<T>(i), cost(row));
                row.iter()
                    .enumerate()
                    .map(|(k, &v)| (c(k), k, v))
                    .filter(|&(ck, _, _)| ck != T::ZERO)
                    .map(|(ck, k, v)| ck * cost(k, v))
                    .sum()
            })
            .collect()
    }

    /// The per-example losses of `cross_entropy`: `Σ_k c_ik (logsumexp(zᵢ) - z_ik)`.
    fn cross_entropy_losses<T: Scalar>(&self, logits: &[T]) -> Vec<T> {
        self.losses(logits, |row| {
            let log_sum = log_sum_exp(row);
            Box::new(move |_, v| log_sum - v)
        })
    }

    /// The per-example losses of `nll_loss`: `-Σ_k c_ik x_ik`.
    fn nll_losses<T: Scalar>(&self, log_probs: &[T]) -> Vec<T> {
        self.losses(log_probs, |_| Box::new(|_, v| -v))
    }

    /// `dzᵢ = gᵢ (Σ_k c_ik · softmax(zᵢ) - cᵢ)`, `gᵢ` example `i`'s cotangent.
    fn cross_entropy_gradient<T: Scalar, B: Dim, K: Dim>(
        &self,
        logits: &Matrix<T, B, K>,
        per_example: impl Fn(usize) -> T,
    ) -> Matrix<T, B, K> {
        let mut d = softmax_rows(logits);
        for (i, row) in d.data_mut().chunks_exact_mut(self.classes.max(1)).enumerate() {
            let (c, total, g) = (self.row::<T>(i), self.row_total::<T>(i), per_example(i));
            for (k, v) in row.iter_mut().enumerate() {
                *v = if total == T::ZERO {
                    T::ZERO
                } else {
                    (total * *v - c(k)) * g
                };
            }
        }
        d
    }

    /// `dxᵢ = -gᵢ cᵢ`.
    fn nll_gradient<T: Scalar, B: Dim, K: Dim>(
        &self,
        log_probs: &Matrix<T, B, K>,
        per_example: impl Fn(usize) -> T,
    ) -> Matrix<T, B, K> {
        let mut d = Matrix::zeros(log_probs.shape());
        for (i, row) in d.data_mut().chunks_exact_mut(self.classes.max(1)).enumerate() {
            let (c, g) = (self.row::<T>(i), per_example(i));
            for (k, v) in row.iter_mut().enumerate() {
                *v = -(c(k) * g);
            }
        }
        d
    }
}

/// The options checked for `nll_loss`, which has no smoothing.
fn nll_coefficients<'a, T: Scalar, B: Dim, K: Dim>(
    op: &'static str,
    log_probs: &Matrix<T, B, K>,
    labels: &'a [usize],
    options: &'a ClassLoss,
) -> Result<Coefficients<'a>> {
    if options.label_smoothing != 0.0 {
        return Err(Error::invalid(op, "nll_loss has no label smoothing"));
    }
    Coefficients::new(op, log_probs.nrows(), log_probs.ncols(), labels, options)
}

/// An error naming `op` unless `dy` has one entry per example.
fn check_per_example<T: Scalar, B: Dim>(op: &'static str, labels: &[usize], dy: &Vector<T, B>) -> Result<()> {
    if dy.len() == labels.len() {
        Ok(())
    } else {
        Err(Error::mismatch(
            op,
            [labels.len()],
            dy.dims(),
            "the cotangent has one entry per example",
        ))
    }
}

/// The sum of `losses`, reduced.
fn reduce<T: Scalar>(c: &Coefficients<'_>, losses: Vec<T>, reduction: Reduction) -> Tensor0<T> {
    Tensor0::scalar(c.reduced(losses.into_iter().sum::<T>(), reduction))
}

/// `"mean"` cross-entropy, its errors naming `op` (for the losses built on it).
pub(crate) fn mean_cross_entropy<T: Scalar, B: Dim, K: Dim>(
    op: &'static str,
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    options: &ClassLoss,
) -> Result<Tensor0<T>> {
    let c = Coefficients::new(op, logits.nrows(), logits.ncols(), labels, options)?;
    Ok(reduce(&c, c.cross_entropy_losses(logits.data()), Reduction::Mean))
}

/// The rule of [`mean_cross_entropy`], its errors naming `op`.
pub(crate) fn mean_cross_entropy_backward<T: Scalar, B: Dim, K: Dim>(
    op: &'static str,
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    options: &ClassLoss,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, B, K>> {
    let c = Coefficients::new(op, logits.nrows(), logits.ncols(), labels, options)?;
    let g = c.reduced(dloss.value(), Reduction::Mean);
    Ok(c.cross_entropy_gradient(logits, |_| g))
}

/// Cross-entropy between the softmax of each row of `logits` and its label, with class weights,
/// an ignored label and label smoothing, reduced by `reduction`
/// (`F.cross_entropy(logits, labels, weight, ignore_index=, reduction=, label_smoothing=)`).
#[vjp(crate = crate, backward = cross_entropy_backward, trace = cross_entropy_trace, check(B = 4, K = 3,
    labels = vec![0, 2, 1, 2],
    options = ClassLoss { weight: Some(vec![0.5, 2.0, 1.25]), ignore_index: Some(1), label_smoothing: 0.2 },
    reduction = Reduction::Mean))]
pub fn cross_entropy<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    #[no_grad] labels: &[usize],
    options: ClassLoss,
    reduction: Reduction,
) -> Result<Tensor0<T>> {
    let c = Coefficients::new("cross_entropy", logits.nrows(), logits.ncols(), labels, &options)?;
    Ok(reduce(&c, c.cross_entropy_losses(logits.data()), reduction))
}

/// The rule of [`cross_entropy()`]: `dzᵢ = (Σ_k c_ik · softmax(zᵢ) - cᵢ) · dloss / divisor`.
pub fn cross_entropy_backward<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    options: &ClassLoss,
    reduction: &Reduction,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, B, K>> {
    let c = Coefficients::new(
        "cross_entropy backward",
        logits.nrows(),
        logits.ncols(),
        labels,
        options,
    )?;
    let g = c.reduced(dloss.value(), *reduction);
    Ok(c.cross_entropy_gradient(logits, |_| g))
}

/// [`cross_entropy()`] without the reduction (`reduction="none"`): each example's loss, 0 for an
/// ignored one.
#[vjp(crate = crate, backward = cross_entropy_per_example_backward, trace = cross_entropy_per_example_trace,
    check(B = 4, K = 3, labels = vec![0, 2, 1, 2],
    options = ClassLoss { weight: Some(vec![0.5, 2.0, 1.25]), ignore_index: Some(1), label_smoothing: 0.2 }))]
pub fn cross_entropy_per_example<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    #[no_grad] labels: &[usize],
    options: ClassLoss,
) -> Result<Vector<T, B>> {
    let c = Coefficients::new(
        "cross_entropy_per_example",
        logits.nrows(),
        logits.ncols(),
        labels,
        &options,
    )?;
    Vector::from_vec((logits.shape().0,), c.cross_entropy_losses(logits.data()))
}

/// The rule of [`cross_entropy_per_example()`]: `dzᵢ = (Σ_k c_ik · softmax(zᵢ) - cᵢ) dyᵢ`.
pub fn cross_entropy_per_example_backward<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    options: &ClassLoss,
    _: &Vector<T, B>,
    dy: &Vector<T, B>,
) -> Result<Matrix<T, B, K>> {
    let op = "cross_entropy_per_example backward";
    let c = Coefficients::new(op, logits.nrows(), logits.ncols(), labels, options)?;
    check_per_example(op, labels, dy)?;
    Ok(c.cross_entropy_gradient(logits, |i| dy.data().get(i).copied().unwrap_or(T::ZERO)))
}

/// The negative log-likelihood of each row's label under log-probabilities `log_probs`, with
/// class weights and an ignored label, reduced by `reduction`
/// (`F.nll_loss(log_probs, labels, weight, ignore_index=, reduction=)`); an error if
/// `options.label_smoothing` is not 0.
#[vjp(crate = crate, backward = nll_loss_backward, trace = nll_loss_trace, check(B = 4, K = 3,
    labels = vec![0, 2, 1, 2],
    options = ClassLoss { weight: Some(vec![0.5, 2.0, 1.25]), ignore_index: Some(1), label_smoothing: 0.0 },
    reduction = Reduction::Sum))]
pub fn nll_loss<T: Scalar, B: Dim, K: Dim>(
    log_probs: &Matrix<T, B, K>,
    #[no_grad] labels: &[usize],
    options: ClassLoss,
    reduction: Reduction,
) -> Result<Tensor0<T>> {
    let c = nll_coefficients("nll_loss", log_probs, labels, &options)?;
    Ok(reduce(&c, c.nll_losses(log_probs.data()), reduction))
}

/// The rule of [`nll_loss()`]: `dxᵢ = -cᵢ · dloss / divisor`.
pub fn nll_loss_backward<T: Scalar, B: Dim, K: Dim>(
    log_probs: &Matrix<T, B, K>,
    labels: &[usize],
    options: &ClassLoss,
    reduction: &Reduction,
    _: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, B, K>> {
    let c = nll_coefficients("nll_loss backward", log_probs, labels, options)?;
    let g = c.reduced(dloss.value(), *reduction);
    Ok(c.nll_gradient(log_probs, |_| g))
}

/// [`nll_loss()`] without the reduction (`reduction="none"`): each example's loss, 0 for an
/// ignored one.
#[vjp(crate = crate, backward = nll_loss_per_example_backward, trace = nll_loss_per_example_trace,
    check(B = 4, K = 3, labels = vec![0, 2, 1, 2],
    options = ClassLoss { weight: Some(vec![0.5, 2.0, 1.25]), ignore_index: Some(1), label_smoothing: 0.0 }))]
pub fn nll_loss_per_example<T: Scalar, B: Dim, K: Dim>(
    log_probs: &Matrix<T, B, K>,
    #[no_grad] labels: &[usize],
    options: ClassLoss,
) -> Result<Vector<T, B>> {
    let c = nll_coefficients("nll_loss_per_example", log_probs, labels, &options)?;
    Vector::from_vec((log_probs.shape().0,), c.nll_losses(log_probs.data()))
}

/// The rule of [`nll_loss_per_example()`]: `dxᵢ = -cᵢ dyᵢ`.
pub fn nll_loss_per_example_backward<T: Scalar, B: Dim, K: Dim>(
    log_probs: &Matrix<T, B, K>,
    labels: &[usize],
    options: &ClassLoss,
    _: &Vector<T, B>,
    dy: &Vector<T, B>,
) -> Result<Matrix<T, B, K>> {
    let op = "nll_loss_per_example backward";
    let c = nll_coefficients(op, log_probs, labels, options)?;
    check_per_example(op, labels, dy)?;
    Ok(c.nll_gradient(log_probs, |i| dy.data().get(i).copied().unwrap_or(T::ZERO)))
}

mod in_graph;

/// The graph form of a reduced loss from its per-example form `$per_example`: the losses
/// reduced (summed, or divided by the counted weight for the mean), and `dloss` spread back to
/// every example before the per-example rule.
macro_rules! reduced_trace {
    ($(#[doc = $doc:literal])* $name:ident, $per_example:ident, $formula:literal) => {
        $(#[doc = $doc])*
        pub mod $name {
            use super::{ClassLoss, Reduction, in_graph};
            use crate::error::Result;
            use crate::hlo::{Graph, Value};

            #[doc = concat!("The reduced ", $formula, ".")]
            pub fn forward(g: &mut Graph, x: Value, labels: Value, options: ClassLoss, reduction: Reduction) -> Result<Value> {
                let losses = super::$per_example::forward(g, x, labels, options.clone())?;
                in_graph::reduce(g, x, labels, &options, losses, reduction)
            }

            /// The per-example rule with `dloss` (divided by the divisor for the mean) for every
            /// example.
            pub fn backward(
                g: &mut Graph,
                x: Value,
                labels: Value,
                options: &ClassLoss,
                reduction: &Reduction,
                loss: Value,
                dloss: Value,
            ) -> Result<Value> {
                let dy = in_graph::spread(g, x, labels, options, dloss, *reduction)?;
                super::$per_example::backward(g, x, labels, options, loss, dy)
            }
        }
    };
}

reduced_trace! {
    /// [`cross_entropy()`] and its rule as graph primitives.
    cross_entropy_trace, cross_entropy_per_example_trace, "`Σ_k c_ik (logsumexp(zᵢ) - z_ik)`"
}

reduced_trace! {
    /// [`nll_loss()`] and its rule as graph primitives.
    nll_loss_trace, nll_loss_per_example_trace, "`-Σ_k c_ik x_ik`"
}

/// [`cross_entropy_per_example()`] and its rule as graph primitives.
pub mod cross_entropy_per_example_trace {
    use super::{ClassLoss, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `Σ_k c_ik (logsumexp(zᵢ) - z_ik)` for every row.
    pub fn forward(g: &mut Graph, logits: Value, labels: Value, options: ClassLoss) -> Result<Value> {
        let k = in_graph::coefficients(g, logits, labels, &options)?;
        let cost = in_graph::cross_entropy_cost(g, logits)?;
        in_graph::losses(g, k.c, cost)
    }

    /// `(Σ_k c_ik softmax(zᵢ) - cᵢ) dyᵢ`.
    pub fn backward(
        g: &mut Graph,
        logits: Value,
        labels: Value,
        options: &ClassLoss,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        let k = in_graph::coefficients(g, logits, labels, options)?;
        in_graph::cross_entropy_gradient(g, logits, &k, dy)
    }
}

/// [`nll_loss_per_example()`] and its rule as graph primitives.
pub mod nll_loss_per_example_trace {
    use super::{ClassLoss, in_graph};
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `-Σ_k c_ik x_ik` for every row.
    pub fn forward(g: &mut Graph, log_probs: Value, labels: Value, options: ClassLoss) -> Result<Value> {
        let k = in_graph::coefficients(g, log_probs, labels, &options)?;
        let cost = g.scale(log_probs, -1.0)?;
        in_graph::losses(g, k.c, cost)
    }

    /// `-cᵢ dyᵢ`.
    pub fn backward(
        g: &mut Graph,
        log_probs: Value,
        labels: Value,
        options: &ClassLoss,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        let k = in_graph::coefficients(g, log_probs, labels, options)?;
        in_graph::nll_gradient(g, log_probs, &k, dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type M = Matrix<f64, usize, usize>;

    fn logits() -> M {
        M::from_vec(
            (3, 3),
            vec![1.0, -2.0, 0.5, 0.0, 3.0, -1.0, 2.0, 2.0, f64::NEG_INFINITY],
        )
        .unwrap()
    }

    /// Without options, `cross_entropy` is `softmax_cross_entropy`, bit for bit, and the same as
    /// `nll_loss` of `log_softmax`.
    #[test]
    fn the_default_is_softmax_cross_entropy() {
        let (x, labels) = (logits(), [0, 1, 1]);
        let ours = cross_entropy(&x, &labels, ClassLoss::default(), Reduction::Mean).unwrap();
        let plain = super::super::cross_entropy::softmax_cross_entropy(&x, &labels, 0.0).unwrap();
        assert_eq!(ours.value().to_bits(), plain.value().to_bits());
        let nll = nll_loss(
            &super::super::log_softmax::log_softmax_rows(&x),
            &labels,
            ClassLoss::default(),
            Reduction::Mean,
        )
        .unwrap();
        assert!((nll.value() - ours.value()).abs() < 1e-15);
    }

    /// PyTorch's values: `F.cross_entropy(x, y, weight=w, ignore_index=2, label_smoothing=0.1)`
    /// on these logits gives 0.3586894961189447 (mean) and 0.8967237402973617 (sum); every label
    /// ignored gives NaN for the mean.
    #[test]
    fn weights_ignoring_and_smoothing_are_pytorchs() {
        let x = M::from_vec((3, 3), vec![1.0, -2.0, 0.5, 0.0, 3.0, -1.0, 2.0, 2.0, 0.25]).unwrap();
        let options = ClassLoss {
            weight: Some(vec![0.5, 2.0, 1.5]),
            ignore_index: Some(2),
            label_smoothing: 0.1,
        };
        let mean = cross_entropy(&x, &[0, 1, 2], options.clone(), Reduction::Mean)
            .unwrap()
            .value();
        let sum = cross_entropy(&x, &[0, 1, 2], options.clone(), Reduction::Sum)
            .unwrap()
            .value();
        let each = cross_entropy_per_example(&x, &[0, 1, 2], options.clone()).unwrap();
        assert_eq!(each.data()[2], 0.0);
        assert!((each.data().iter().sum::<f64>() - sum).abs() < 1e-15);
        assert!((mean - 0.358_689_496_118_944_7).abs() < 1e-15);
        assert!((sum - 0.896_723_740_297_361_7).abs() < 1e-15);
        assert!(
            cross_entropy(&x, &[2, 2, 2], options, Reduction::Mean)
                .unwrap()
                .value()
                .is_nan()
        );
    }

    #[test]
    fn bad_options_are_errors() {
        let x = logits();
        let weights = ClassLoss {
            weight: Some(vec![1.0; 2]),
            ..ClassLoss::default()
        };
        assert!(cross_entropy(&x, &[0, 1, 1], weights, Reduction::Mean).is_err());
        let smoothing = ClassLoss {
            label_smoothing: 0.1,
            ..ClassLoss::default()
        };
        assert!(nll_loss(&x, &[0, 1, 1], smoothing, Reduction::Mean).is_err());
        let err = cross_entropy(&x, &[0, 3, 1], ClassLoss::default(), Reduction::Sum).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cross_entropy: label 3 of example 1 is out of range for 3 classes"
        );
        let ignored = ClassLoss {
            ignore_index: Some(7),
            ..ClassLoss::default()
        };
        assert!(cross_entropy(&x, &[0, 7, 1], ignored, Reduction::Sum).is_ok());
        assert!(cross_entropy(&x, &[0, 1], ClassLoss::default(), Reduction::Sum).is_err());
    }

    /// The graph forms give the eager values, the per-example rule too.
    #[test]
    fn the_graph_forms_agree() {
        use crate::hlo::{Array, Graph, evaluate};
        use std::collections::HashMap;
        let x = M::from_vec((3, 3), vec![1.0, -2.0, 0.5, 0.0, 3.0, -1.0, 2.0, 2.0, 0.25]).unwrap();
        let labels = [0, 1, 2];
        let options = ClassLoss {
            weight: Some(vec![0.5, 2.0, 1.5]),
            ignore_index: Some(2),
            label_smoothing: 0.1,
        };
        let mut g = Graph::new();
        let (xv, lv) = (g.input("x", &[3, 3]).unwrap(), g.input("labels", &[3]).unwrap());
        let mean = cross_entropy_trace::forward(&mut g, xv, lv, options.clone(), Reduction::Mean).unwrap();
        let dloss = g.constant(0.75, &[]).unwrap();
        let grad = cross_entropy_trace::backward(&mut g, xv, lv, &options, &Reduction::Mean, mean, dloss).unwrap();
        let inputs = HashMap::from([
            ("x".to_string(), Array::new([3, 3], x.data().to_vec()).unwrap()),
            ("labels".to_string(), Array::new([3], vec![0.0, 1.0, 2.0]).unwrap()),
        ]);
        let out = evaluate(&g, &inputs, &[mean, grad]).unwrap();
        let eager = cross_entropy(&x, &labels, options.clone(), Reduction::Mean).unwrap();
        assert!((out[0].data[0] - eager.value()).abs() < 1e-14);
        let eager_grad =
            cross_entropy_backward(&x, &labels, &options, &Reduction::Mean, &eager, &Tensor0::scalar(0.75)).unwrap();
        for (a, b) in out[1].data.iter().zip(eager_grad.data()) {
            assert!((a - b).abs() < 1e-14, "{a} {b}");
        }
    }
}

//! Softmax cross-entropy over a batch of logits, averaged over the batch, with optional label
//! smoothing.

use super::softmax::softmax_rows;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor0};
use crate::vjp;

/// The target distribution of one example: `1 - s + s/K` on the label, `s/K` elsewhere.
fn target<T: Scalar>(k: usize, label: usize, smoothing: T) -> impl Fn(usize) -> T {
    let off = smoothing / T::from_usize(k);
    let on = T::ONE - smoothing + off;
    move |j| if j == label { on } else { off }
}

fn check<T: Scalar, B: Dim, K: Dim>(logits: &Matrix<T, B, K>, labels: &[usize], smoothing: T) -> Result<()> {
    let s = smoothing.to_f64();
    if !(0.0..=1.0).contains(&s) {
        return Err(Error::invalid(
            "softmax_cross_entropy",
            format!("label smoothing must lie in [0, 1], got {smoothing}"),
        ));
    }
    if labels.len() != logits.nrows() {
        return Err(Error::mismatch(
            "softmax_cross_entropy",
            logits.dims(),
            [labels.len()],
            "there must be one label per row of logits",
        ));
    }
    if logits.nrows() == 0 {
        return Err(Error::invalid("softmax_cross_entropy", "the batch is empty"));
    }
    if let Some((i, &l)) = labels.iter().enumerate().find(|&(_, &l)| l >= logits.ncols()) {
        return Err(Error::invalid(
            "softmax_cross_entropy",
            format!(
                "label {l} of example {i} is out of range for {} classes",
                logits.ncols()
            ),
        ));
    }
    Ok(())
}

/// The mean over rows of `-Σ_k q_k log softmax(logits)_k`, `q` the (smoothed) one-hot
/// label. Its witness is [`SoftmaxCrossEntropy`](crate::SoftmaxCrossEntropy).
#[vjp(crate = crate, backward = softmax_cross_entropy_backward, lower = softmax_cross_entropy_lowering, check(B = 3, K = 4, labels = vec![0, 3, 1], smoothing = 0.1))]
pub fn softmax_cross_entropy<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    #[no_grad] labels: &[usize],
    smoothing: T,
) -> Result<Tensor0<T>> {
    check(logits, labels, smoothing)?;
    let k = logits.ncols();
    let mut total = T::ZERO;
    for (row, &label) in logits.data().chunks_exact(k).zip(labels) {
        let max = row
            .iter()
            .copied()
            .fold(row.first().copied().unwrap_or(T::ZERO), T::max);
        let log_sum = row.iter().map(|&v| (v - max).exp()).sum::<T>().ln() + max;
        let q = target(k, label, smoothing);
        // A class of weight 0 adds nothing, even at a logit of -inf (PyTorch's `0 · log 0 = 0`).
        total += row
            .iter()
            .enumerate()
            .map(|(j, &v)| if q(j) == T::ZERO { T::ZERO } else { q(j) * (log_sum - v) })
            .sum::<T>();
    }
    Ok(Tensor0::scalar(total / T::from_usize(labels.len())))
}

/// The rule of [`softmax_cross_entropy()`]: `dlogits = (softmax(logits) - q) · dloss / B`.
pub fn softmax_cross_entropy_backward<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    smoothing: &T,
    _loss: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, B, K>> {
    check(logits, labels, *smoothing)?;
    let k = logits.ncols();
    let factor = dloss.value() / T::from_usize(labels.len());
    let mut d = softmax_rows(logits);
    for (row, &label) in d.data_mut().chunks_exact_mut(k).zip(labels) {
        let q = target(k, label, *smoothing);
        for (j, v) in row.iter_mut().enumerate() {
            *v = (*v - q(j)) * factor;
        }
    }
    Ok(d)
}

/// [`softmax_cross_entropy()`] and its rule as graph primitives. The labels are a vector `[B]`
/// of class indices (integers, as a graph input holds them, or whole floats); the (smoothed)
/// one-hot targets are built from them in the graph.
pub mod softmax_cross_entropy_lowering {
    use crate::error::{Error, Result};
    use crate::hlo::{Comparison, Graph, Reduction, Unary, Value};
    use crate::scalar::Scalar;

    /// The target distribution `q` `[B, K]`: `1 - s + s/K` on the label, `s/K` elsewhere.
    fn targets<T: Scalar>(g: &mut Graph, logits: Value, labels: Value, smoothing: T) -> Result<(Value, usize)> {
        let s = smoothing.to_f64();
        if !(0.0..=1.0).contains(&s) {
            return Err(Error::invalid(
                "softmax_cross_entropy",
                format!("label smoothing must lie in [0, 1], got {s}"),
            ));
        }
        let shape = g.shape(logits)?.to_vec();
        let [batch, classes] = shape[..] else {
            return Err(Error::invalid("softmax_cross_entropy", "the logits must be a matrix"));
        };
        if g.shape(labels)? != [batch] {
            return Err(Error::mismatch(
                "softmax_cross_entropy",
                shape.clone(),
                g.shape(labels)?.to_vec(),
                "there must be one label per row of logits",
            ));
        }
        let class = g.iota(&shape, 1)?;
        let labels = g.as_float(labels)?;
        let label = g.broadcast_cols(labels, logits)?;
        let hit = g.compare(Comparison::Eq, class, label)?;
        let off = s / classes as f64;
        let (on, off) = (g.full_like(logits, 1.0 - s + off)?, g.full_like(logits, off)?);
        Ok((g.select(hit, on, off)?, batch))
    }

    /// The mean over rows of `Σ_k q_k (logsumexp(row) - logits_k)`.
    pub fn forward<T: Scalar>(g: &mut Graph, logits: Value, labels: Value, smoothing: T) -> Result<Value> {
        let (q, batch) = targets(g, logits, labels, smoothing)?;
        let max = g.row_reduce(logits, Reduction::Max)?;
        let shifted = g.sub(logits, max)?;
        let e = g.unary(Unary::Exponential, shifted)?;
        let sum = g.row_reduce(e, Reduction::Sum)?;
        let log_sum = g.unary(Unary::Log, sum)?;
        let log_sum = g.add(log_sum, max)?;
        let nll = g.sub(log_sum, logits)?;
        let mut weighted = g.mul(q, nll)?;
        // Without smoothing the classes off the label weigh 0 and add nothing, even at a logit
        // of -inf (`0 · inf` would be NaN); with it every class weighs something.
        if smoothing.to_f64() == 0.0 {
            let zero = g.full_like(logits, 0.0)?;
            let weightless = g.compare(Comparison::Eq, q, zero)?;
            weighted = g.select(weightless, zero, weighted)?;
        }
        let total = g.sum(weighted, &[0, 1])?;
        g.scale(total, 1.0 / batch as f64)
    }

    /// `(softmax(logits) - q) · dloss / B`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        logits: Value,
        labels: Value,
        smoothing: &T,
        _: Value,
        dloss: Value,
    ) -> Result<Value> {
        let (q, batch) = targets(g, logits, labels, *smoothing)?;
        let p = g.softmax_last(logits)?;
        let diff = g.sub(p, q)?;
        let shape = g.shape(logits)?.to_vec();
        let dloss = g.broadcast_in_dim(dloss, &shape, &[])?;
        let scaled = g.mul(diff, dloss)?;
        g.scale(scaled, 1.0 / batch as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniform_logits_cost_log_k() {
        let logits = Matrix::<f64, usize, usize>::zeros((2, 4));
        let loss = softmax_cross_entropy(&logits, &[0, 3], 0.0).unwrap();
        assert!((loss.value() - 4f64.ln()).abs() < 1e-15);
    }

    #[test]
    fn bad_labels_are_errors() {
        let logits = Matrix::<f64, usize, usize>::zeros((2, 4));
        let err = softmax_cross_entropy(&logits, &[0, 4], 0.0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "softmax_cross_entropy: label 4 of example 1 is out of range for 4 classes"
        );
        assert!(softmax_cross_entropy(&logits, &[0], 0.0).is_err());
        assert!(softmax_cross_entropy(&logits, &[0, 1], 1.5).is_err());
        assert!(softmax_cross_entropy(&logits, &[0, 1], -0.1).is_err());
    }

    /// PyTorch's `F.cross_entropy(torch.tensor([[1., -inf, 0.5]]), torch.tensor([0]))` is
    /// 0.474076984180107: a class of weight 0 at a logit of -inf adds nothing, and its
    /// gradient is 0. With smoothing, the -inf class has weight and the loss is infinite, as
    /// PyTorch's.
    #[test]
    fn a_logit_of_minus_infinity_outside_the_label_is_no_nan() {
        let logits = Matrix::<f64, usize, usize>::from_vec((1, 3), vec![1.0, f64::NEG_INFINITY, 0.5]).unwrap();
        let loss = softmax_cross_entropy(&logits, &[0], 0.0).unwrap().value();
        assert!((loss - 0.474_076_984_180_107).abs() < 1e-15, "{loss}");
        let grad =
            softmax_cross_entropy_backward(&logits, &[0], &0.0, &Tensor0::scalar(loss), &Tensor0::scalar(1.0)).unwrap();
        assert!(grad.data().iter().all(|g| g.is_finite()) && grad.data()[1] == 0.0);
        assert_eq!(
            softmax_cross_entropy(&logits, &[0], 0.1).unwrap().value(),
            f64::INFINITY
        );
    }

    /// The lowering agrees: the same loss from the graph, with no NaN.
    #[test]
    fn the_lowering_adds_nothing_for_a_weightless_minus_infinity() {
        use crate::hlo::{Array, Graph, evaluate};
        use std::collections::HashMap;
        let mut g = Graph::new();
        let logits = g.input("logits", &[1, 3]).unwrap();
        let labels = g.input("labels", &[1]).unwrap();
        let loss = softmax_cross_entropy_lowering::forward(&mut g, logits, labels, 0.0).unwrap();
        let inputs = HashMap::from([
            (
                "logits".to_string(),
                Array::new([1, 3], vec![1.0, f64::NEG_INFINITY, 0.5]).unwrap(),
            ),
            ("labels".to_string(), Array::new([1], vec![0.0]).unwrap()),
        ]);
        let value = evaluate(&g, &inputs, &[loss]).unwrap()[0].data[0];
        assert!((value - 0.474_076_984_180_107).abs() < 1e-15, "{value}");
    }

    /// Smoothing 1 is the uniform target (PyTorch accepts it): the loss is the mean of
    /// `logsumexp - logit` over the classes, whatever the label.
    #[test]
    fn smoothing_one_is_the_uniform_target() {
        let logits = Matrix::<f64, usize, usize>::from_vec((1, 3), vec![1.0, -2.0, 0.5]).unwrap();
        let log_sum = logits.data().iter().map(|v| v.exp()).sum::<f64>().ln();
        let expected = logits.data().iter().map(|v| log_sum - v).sum::<f64>() / 3.0;
        for label in 0..3 {
            let loss = softmax_cross_entropy(&logits, &[label], 1.0).unwrap().value();
            assert!((loss - expected).abs() < 1e-15);
        }
    }
}

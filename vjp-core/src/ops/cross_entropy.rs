//! Softmax cross-entropy over a batch of logits, averaged over the batch, with optional label
//! smoothing: the everyday case of [`cross_entropy`](super::class_losses::cross_entropy()),
//! as one call with the smoothing a number of the model's scalar type.

use super::class_losses::{self, ClassLoss};
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor0};
use crate::vjp;

/// The options of [`cross_entropy`](super::class_losses::cross_entropy()) this loss is: label
/// smoothing alone.
fn options<T: Scalar>(smoothing: T) -> ClassLoss {
    ClassLoss {
        label_smoothing: smoothing.to_f64(),
        ..ClassLoss::default()
    }
}

/// An error for an empty batch, whose mean has no value.
fn nonempty<T: Scalar, B: Dim, K: Dim>(logits: &Matrix<T, B, K>) -> Result<()> {
    if logits.nrows() == 0 {
        return Err(Error::invalid("softmax_cross_entropy", "the batch is empty"));
    }
    Ok(())
}

/// The mean over rows of `-Σ_k q_k log softmax(logits)_k`, `q` the (smoothed) one-hot
/// label: [`cross_entropy`](super::class_losses::cross_entropy()) with label smoothing alone,
/// an error for an empty batch. Its witness is [`SoftmaxCrossEntropy`](crate::SoftmaxCrossEntropy).
#[vjp(crate = crate, backward = softmax_cross_entropy_backward, trace = softmax_cross_entropy_trace, check(B = 3, K = 4, labels = vec![0, 3, 1], smoothing = 0.1))]
pub fn softmax_cross_entropy<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    #[no_grad] labels: &[usize],
    smoothing: T,
) -> Result<Tensor0<T>> {
    nonempty(logits)?;
    class_losses::mean_cross_entropy("softmax_cross_entropy", logits, labels, &options(smoothing))
}

/// The rule of [`softmax_cross_entropy()`]: `dlogits = (softmax(logits) - q) · dloss / B`.
pub fn softmax_cross_entropy_backward<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    smoothing: &T,
    loss: &Tensor0<T>,
    dloss: &Tensor0<T>,
) -> Result<Matrix<T, B, K>> {
    nonempty(logits)?;
    class_losses::mean_cross_entropy_backward(
        "softmax_cross_entropy backward",
        logits,
        labels,
        &options(*smoothing),
        loss,
        dloss,
    )
}

/// [`softmax_cross_entropy()`] and its rule as graph primitives: those of
/// [`cross_entropy`](super::class_losses::cross_entropy()). The labels are a vector `[B]` of
/// class indices (integers, as a graph input holds them, or whole floats).
pub mod softmax_cross_entropy_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::ops::class_losses::{Reduction, cross_entropy_trace};
    use crate::scalar::Scalar;

    /// The mean over rows of `Σ_k q_k (logsumexp(row) - logits_k)`.
    pub fn forward<T: Scalar>(g: &mut Graph, logits: Value, labels: Value, smoothing: T) -> Result<Value> {
        cross_entropy_trace::forward(g, logits, labels, super::options(smoothing), Reduction::Mean)
    }

    /// `(softmax(logits) - q) · dloss / B`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        logits: Value,
        labels: Value,
        smoothing: &T,
        loss: Value,
        dloss: Value,
    ) -> Result<Value> {
        cross_entropy_trace::backward(
            g,
            logits,
            labels,
            &super::options(*smoothing),
            &Reduction::Mean,
            loss,
            dloss,
        )
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

    /// The graph form agrees: the same loss from the graph, with no NaN.
    #[test]
    fn the_graph_form_adds_nothing_for_a_weightless_minus_infinity() {
        use crate::hlo::{Array, Graph, evaluate};
        use std::collections::HashMap;
        let mut g = Graph::new();
        let logits = g.input("logits", &[1, 3]).unwrap();
        let labels = g.input("labels", &[1]).unwrap();
        let loss = softmax_cross_entropy_trace::forward(&mut g, logits, labels, 0.0).unwrap();
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

//! Softmax cross-entropy over a batch of logits, averaged over the batch, with optional label
//! smoothing.

use super::softmax::softmax_rows;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor0};
use crate::witness::{Parameterless, Vjp};

/// The target distribution of one example: `1 - s + s/K` on the label, `s/K` elsewhere.
fn target<T: Scalar>(k: usize, label: usize, smoothing: T) -> impl Fn(usize) -> T {
    let off = smoothing / T::from_usize(k);
    let on = T::ONE - smoothing + off;
    move |j| if j == label { on } else { off }
}

fn check<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    smoothing: T,
) -> Result<()> {
    let s = smoothing.to_f64();
    if !(0.0..1.0).contains(&s) {
        return Err(Error::invalid(
            "softmax_cross_entropy",
            format!("label smoothing must lie in [0, 1), got {smoothing}"),
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
        return Err(Error::invalid(
            "softmax_cross_entropy",
            "the batch is empty",
        ));
    }
    if let Some((i, &l)) = labels
        .iter()
        .enumerate()
        .find(|&(_, &l)| l >= logits.ncols())
    {
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

/// The mean over rows of `-Σ_k q_k log softmax(logits)_k`, `q` the (smoothed) one-hot label.
/// Returns the loss and the softmax probabilities the backward needs.
pub fn softmax_cross_entropy<T: Scalar, B: Dim, K: Dim>(
    logits: &Matrix<T, B, K>,
    labels: &[usize],
    smoothing: T,
) -> Result<(T, Matrix<T, B, K>)> {
    check(logits, labels, smoothing)?;
    let k = logits.ncols();
    let mut total = T::ZERO;
    for (row, &label) in logits.data().chunks_exact(k).zip(labels) {
        let max = row.iter().copied().fold(row[0], T::max);
        let log_sum = row.iter().map(|&v| (v - max).exp()).sum::<T>().ln() + max;
        let q = target(k, label, smoothing);
        total += row
            .iter()
            .enumerate()
            .map(|(j, &v)| q(j) * (log_sum - v))
            .sum::<T>();
    }
    Ok((total / T::from_usize(labels.len()), softmax_rows(logits)))
}

/// The VJP of [`softmax_cross_entropy`]: `dlogits = (p - q) · dloss / B`.
pub fn softmax_cross_entropy_backward<T: Scalar, B: Dim, K: Dim>(
    probs: &Matrix<T, B, K>,
    labels: &[usize],
    smoothing: T,
    dloss: T,
) -> Result<Matrix<T, B, K>> {
    check(probs, labels, smoothing)?;
    let k = probs.ncols();
    let factor = dloss / T::from_usize(labels.len());
    let mut d = probs.clone();
    for (row, &label) in d.data_mut().chunks_exact_mut(k).zip(labels) {
        let q = target(k, label, smoothing);
        for (j, v) in row.iter_mut().enumerate() {
            *v = (*v - q(j)) * factor;
        }
    }
    Ok(d)
}

/// The witness for [`softmax_cross_entropy`] at fixed labels: logits `[B, K]` to a scalar.
#[derive(Clone, Debug)]
pub struct SoftmaxCrossEntropy<T> {
    /// One class index per row.
    pub labels: Vec<usize>,
    /// Label smoothing in `[0, 1)`.
    pub smoothing: T,
}

impl<T> Parameterless for SoftmaxCrossEntropy<T> {}

impl<T: Scalar, B: Dim, K: Dim> Vjp<T, Matrix<T, B, K>> for SoftmaxCrossEntropy<T> {
    type Output = Tensor0<T>;
    type Saved = Matrix<T, B, K>;
    fn forward(&self, logits: Matrix<T, B, K>) -> Result<(Self::Output, Self::Saved)> {
        let (loss, probs) = softmax_cross_entropy(&logits, &self.labels, self.smoothing)?;
        Ok((Tensor0::scalar(loss), probs))
    }
    fn backward(&self, probs: &Self::Saved, dy: &Self::Output) -> Result<(Matrix<T, B, K>, ())> {
        Ok((
            softmax_cross_entropy_backward(probs, &self.labels, self.smoothing, dy.value())?,
            (),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniform_logits_cost_log_k() {
        let logits = Matrix::<f64, usize, usize>::zeros((2, 4));
        let (loss, _) = softmax_cross_entropy(&logits, &[0, 3], 0.0).unwrap();
        assert!((loss - 4f64.ln()).abs() < 1e-15);
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
        assert!(softmax_cross_entropy(&logits, &[0, 1], 1.0).is_err());
    }
}

//! Gradient clipping by global norm.

use crate::scalar::Scalar;
use crate::value::Differentiable;

/// Scales `grads` so that their global norm (over every tensor, as one vector) is at most
/// `max_norm`, and returns the norm before clipping: PyTorch's
/// `torch.nn.utils.clip_grad_norm_`, scaling by `max_norm / (norm + 1e-6)` when that is below 1.
/// A non-finite norm is returned and the gradients are left as they are (the caller decides
/// whether to skip the step).
///
/// ```
/// use vjp_core::{Matrix, train::clip_grad_norm};
/// let mut grads = (Matrix::<f64, usize, usize>::from_vec((1, 2), vec![3.0, 0.0])?,
///                  Matrix::<f64, usize, usize>::from_vec((1, 1), vec![4.0])?);
/// assert_eq!(clip_grad_norm(&mut grads, 1.0), 5.0);
/// assert!((grads.0.data()[0] - 0.6).abs() < 1e-6 && (grads.1.data()[0] - 0.8).abs() < 1e-6);
/// # Ok::<(), vjp_core::Error>(())
/// ```
pub fn clip_grad_norm<T: Scalar, G: Differentiable<T>>(grads: &mut G, max_norm: f64) -> f64 {
    let mut squares = 0.0f64;
    grads.visit(&mut |slice| {
        squares += slice.iter().map(|v| v.to_f64() * v.to_f64()).sum::<f64>();
    });
    let norm = squares.sqrt();
    let coefficient = max_norm / (norm + 1e-6);
    if norm.is_finite() && coefficient < 1.0 {
        let c = T::from_f64(coefficient);
        grads.visit_mut(&mut |slice| slice.iter_mut().for_each(|v| *v *= c));
    }
    norm
}

//! Gradient clipping by global norm.

use crate::scalar::Scalar;
use crate::value::{Differentiable, PIECE};
use rayon::prelude::*;

/// Scales `grads` so that their global norm (over every tensor, as one vector) is at most
/// `max_norm`, and returns the norm before clipping: PyTorch's
/// `torch.nn.utils.clip_grad_norm_`, scaling by `max_norm / (norm + 1e-6)` when that is below 1
/// or NaN. A non-finite norm is returned and propagates as PyTorch's does: a NaN norm makes
/// every gradient NaN, an infinite one scales by 0 (the caller decides whether to skip the
/// step; [`crate::train::Trainer`] refuses it).
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
    let mut slices = Vec::new();
    grads.visit(&mut |slice| slices.push(slice));
    // Pieces summed in parallel, each in lanes of f64, then added in order: the same norm on
    // every run.
    let pieces: Vec<&[T]> = slices.iter().flat_map(|slice| slice.chunks(PIECE)).collect();
    let squares: Vec<f64> = pieces
        .par_iter()
        .map(|piece| {
            crate::simd::vectorized(
                #[inline(always)]
                || sum_of_squares(piece),
            )
        })
        .collect();
    let norm = squares.iter().sum::<f64>().sqrt();
    let coefficient = max_norm / (norm + 1e-6);
    if coefficient.is_nan() || coefficient < 1.0 {
        let c = T::from_f64(coefficient);
        let mut slices = Vec::new();
        grads.visit_mut(&mut |slice| slices.push(slice));
        let pieces: Vec<&mut [T]> = slices.into_iter().flat_map(|slice| slice.chunks_mut(PIECE)).collect();
        pieces
            .into_par_iter()
            .for_each(|piece| piece.iter_mut().for_each(|v| *v *= c));
    }
    norm
}

/// `Σ x²` of a piece in `f64`, in eight independent lanes (a serial sum does not vectorise).
#[inline(always)]
fn sum_of_squares<T: Scalar>(piece: &[T]) -> f64 {
    let mut lanes = [0.0f64; 8];
    let mut chunks = piece.chunks_exact(8);
    for chunk in &mut chunks {
        for (lane, v) in lanes.iter_mut().zip(chunk) {
            let x = v.to_f64();
            *lane += x * x;
        }
    }
    let tail: f64 = chunks.remainder().iter().map(|v| v.to_f64() * v.to_f64()).sum();
    lanes.iter().sum::<f64>() + tail
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    /// As `clip_grad_norm_`: a NaN gradient makes the norm NaN and every gradient NaN; an
    /// infinite one scales the finite gradients to 0.
    #[test]
    fn a_non_finite_norm_propagates_as_pytorchs() {
        let mut grads = (
            Matrix::<f64, usize, usize>::from_vec((1, 2), vec![3.0, f64::NAN]).unwrap(),
            Matrix::<f64, usize, usize>::from_vec((1, 1), vec![4.0]).unwrap(),
        );
        assert!(clip_grad_norm(&mut grads, 1.0).is_nan());
        assert!(grads.0.data().iter().chain(grads.1.data()).all(|g| g.is_nan()));
        let mut grads = Matrix::<f64, usize, usize>::from_vec((1, 3), vec![3.0, f64::INFINITY, -1.0]).unwrap();
        assert_eq!(clip_grad_norm(&mut grads, 1.0), f64::INFINITY);
        assert!(grads.data()[1].is_nan() && grads.data()[0] == 0.0 && grads.data()[2] == 0.0);
    }
}

//! Dropout with an explicit seed and a train/eval switch: no global random state, so a step
//! is reproduced by its seed and a checked gradient sees the mask the forward drew.

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The factor of each of `count` entries: `1 / (1 - rate)` where kept (probability
/// `1 - rate`), `0` where dropped; drawn from `seed` alone (the same seed, the same mask).
pub fn dropout_mask(count: usize, rate: f64, seed: u64) -> Result<Vec<f64>> {
    if !(0.0..1.0).contains(&rate) {
        return Err(Error::invalid("dropout", format!("the rate {rate} is not in [0, 1)")));
    }
    let keep = 1.0 / (1.0 - rate);
    let mut rng = StdRng::seed_from_u64(seed);
    Ok((0..count)
        .map(|_| if rng.random::<f64>() >= rate { keep } else { 0.0 })
        .collect())
}

/// In training (`train`), `x` with each entry dropped with probability `rate` and the others
/// scaled by `1 / (1 - rate)`, the mask drawn from `seed` ([`dropout_mask`]); in evaluation,
/// `x` unchanged. Use a new seed per step (the step's number, say) for a new mask.
#[vjp(crate = crate, backward = dropout_backward, trace = dropout_trace, check(S = (Const<3>, Const<4>), rate = 0.25, seed = 7, train = true))]
pub fn dropout<T: Scalar, S: Shape>(x: &Tensor<T, S>, rate: T, seed: u64, train: bool) -> Result<Tensor<T, S>> {
    if !train {
        return Ok(x.clone());
    }
    let mask = dropout_mask(x.numel(), rate.to_f64(), seed)?;
    let mut y = x.clone();
    for (v, &m) in y.data_mut().iter_mut().zip(&mask) {
        *v *= T::from_f64(m);
    }
    Ok(y)
}

/// The rule of [`dropout()`]: the cotangent through the same mask (none in evaluation).
pub fn dropout_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    rate: &T,
    seed: &u64,
    train: &bool,
    _y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.check_same_shape(dy, "dropout backward")?;
    dropout(dy, *rate, *seed, *train)
}

/// [`dropout()`] and its rule as graph primitives: the mask, drawn in Rust from the seed, is
/// a literal of the graph (so a traced step holds the mask of its seed).
pub mod dropout_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};
    use crate::scalar::Scalar;

    /// `x ⊙ mask` in training, `x` in evaluation.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, rate: T, seed: u64, train: bool) -> Result<Value> {
        if !train {
            return Ok(x);
        }
        let shape = g.shape(x)?.to_vec();
        let mask = super::dropout_mask(shape.iter().product(), rate.to_f64(), seed)?;
        let mask = g.literal(mask, &shape)?;
        g.mul(x, mask)
    }

    /// `dy ⊙ mask` in training, `dy` in evaluation.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        _: Value,
        rate: &T,
        seed: &u64,
        train: &bool,
        _: Value,
        dy: Value,
    ) -> Result<Value> {
        forward(g, dy, *rate, *seed, *train)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    #[test]
    fn the_seed_fixes_the_mask_and_evaluation_keeps_the_input() {
        let x = Matrix::<f64, usize, usize>::from_fn((100, 100), |_| 1.0);
        let a = dropout(&x, 0.3, 5, true).unwrap();
        assert_eq!(a, dropout(&x, 0.3, 5, true).unwrap());
        assert_ne!(a, dropout(&x, 0.3, 6, true).unwrap());
        let kept = a.data().iter().filter(|&&v| v != 0.0).count();
        assert!((6_700..7_300).contains(&kept), "{kept} of 10000 kept");
        assert!(a.data().iter().all(|&v| v == 0.0 || (v - 1.0 / 0.7).abs() < 1e-15));
        assert_eq!(dropout(&x, 0.3, 5, false).unwrap(), x);
        assert!(dropout(&x, 1.0, 5, true).is_err());
        assert!(dropout(&x, -0.1, 5, true).is_err());
    }
}

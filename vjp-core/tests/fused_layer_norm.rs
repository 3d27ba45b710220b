//! The one-pass [`layer_norm`] gives the factored form's values bit for bit: the derived
//! `blocks::layer_norm` (`layer_norm_rows`, then `row_scale`, then `row_bias`), in its output
//! and in every cotangent, in f32 and f64, for rows shorter and longer than the 16 lanes of the
//! reductions; and its own rule and the witness the ViT uses agree. So does the one-pass
//! [`layer_norm_no_bias`] with `row_scale(layer_norm_rows(x))`.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::*;

fn same_bits<T: Scalar>(what: &str, a: &[T], b: &[T]) {
    assert_eq!(a.len(), b.len(), "{what}: lengths");
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        assert!(
            x.to_f64().to_bits() == y.to_f64().to_bits(),
            "{what}[{i}]: {x} against {y}"
        );
    }
}

fn fused_is_the_factored_form<T: Scalar>(seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for (n, d) in [(1, 1), (3, 5), (7, 16), (4, 37), (9, 64)] {
        let x = Matrix::<T, usize, usize>::random((n, d), &mut rng).map(|v| v * T::from_f64(3.0) + T::from_f64(0.5));
        let gamma = Vector::<T, usize>::random((d,), &mut rng);
        let beta = Vector::<T, usize>::random((d,), &mut rng);
        let dy = Matrix::<T, usize, usize>::random((n, d), &mut rng);
        let eps = T::from_f64(1e-5);

        let (y, pullback) = blocks::layer_norm::vjp(&x, &gamma, &beta, &eps).unwrap();
        let (dx, dgamma, dbeta, _) = pullback(&x, &gamma, &beta, &eps, &y, &dy).unwrap();
        let (fused_y, fused_pullback) = layer_norm::vjp(&x, &gamma, &beta, &eps).unwrap();
        let (fused_dx, fused_dgamma, fused_dbeta, _) = fused_pullback(&x, &gamma, &beta, &eps, &fused_y, &dy).unwrap();

        same_bits("y", fused_y.data(), y.data());
        same_bits(
            "y (inference)",
            layer_norm(&x, &gamma, &beta, eps).unwrap().data(),
            y.data(),
        );
        same_bits("dx", fused_dx.data(), dx.data());
        same_bits("dγ", fused_dgamma.data(), dgamma.data());
        same_bits("dβ", fused_dbeta.data(), dbeta.data());
    }
}

/// nanoGPT's LayerNorm (a gain, no bias) as two ops.
#[vjp]
fn factored_no_bias<T: Scalar>(
    x: &Matrix<T, usize, usize>,
    gain: &Vector<T, usize>,
    eps: T,
) -> Result<Matrix<T, usize, usize>> {
    row_scale(&layer_norm_rows(x, eps)?, gain)
}

fn fused_no_bias_is_the_factored_form<T: Scalar>(seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for (n, d) in [(1, 1), (3, 5), (7, 16), (4, 37), (9, 128)] {
        let x = Matrix::<T, usize, usize>::random((n, d), &mut rng).map(|v| v * T::from_f64(3.0) + T::from_f64(0.5));
        let gamma = Vector::<T, usize>::random((d,), &mut rng);
        let dy = Matrix::<T, usize, usize>::random((n, d), &mut rng);
        let eps = T::from_f64(1e-5);
        let (y, pullback) = factored_no_bias::vjp(&x, &gamma, &eps).unwrap();
        let (dx, dgamma, _) = pullback(&x, &gamma, &eps, &y, &dy).unwrap();
        let (fused_y, fused_pullback) = layer_norm_no_bias::vjp(&x, &gamma, &eps).unwrap();
        let (fused_dx, fused_dgamma, _) = fused_pullback(&x, &gamma, &eps, &fused_y, &dy).unwrap();
        same_bits("y", fused_y.data(), y.data());
        same_bits(
            "y (inference)",
            layer_norm_no_bias(&x, &gamma, eps).unwrap().data(),
            y.data(),
        );
        same_bits("dx", fused_dx.data(), dx.data());
        same_bits("dγ", fused_dgamma.data(), dgamma.data());
    }
}

#[test]
fn layer_norm_without_bias_is_the_factored_form_bit_for_bit() {
    fused_no_bias_is_the_factored_form::<f64>(45);
    fused_no_bias_is_the_factored_form::<f32>(46);
}

#[test]
fn layer_norm_without_bias_traces_to_its_witness() {
    let mut rng = StdRng::seed_from_u64(47);
    let norm = LayerNormNoBias::new(Vector::<f64, usize>::random((6,), &mut rng), 1e-5);
    let x = Matrix::<f64, usize, usize>::random((5, 6), &mut rng);
    gradcheck::assert_vjp_with_params(&norm, &x, 1e-6);
    hlo::check_trace(&norm, &x, 3, 1e-12).unwrap();
}

#[test]
fn fused_layer_norm_is_the_factored_form_bit_for_bit_f64() {
    fused_is_the_factored_form::<f64>(41);
}

#[test]
fn fused_layer_norm_is_the_factored_form_bit_for_bit_f32() {
    fused_is_the_factored_form::<f32>(42);
}

#[test]
fn the_rule_refuses_statistics_of_another_size() {
    let mut rng = StdRng::seed_from_u64(43);
    let x = Matrix::<f64, usize, usize>::random((3, 4), &mut rng);
    let (gamma, beta) = (Vector::full((4,), 1.0), Vector::zeros((4,)));
    let (y, statistics) = ops::layer_norm::layer_norm_with_statistics(&x, &gamma, &beta, 1e-5).unwrap();
    let error = ops::layer_norm::layer_norm_backward(&x, &gamma, &beta, &1e-5, &y, &statistics[1..], &y).unwrap_err();
    assert!(error.to_string().contains("5 saved statistics, expected 6"), "{error}");
    let short = Vector::zeros((3,));
    let error = layer_norm(&x, &short, &beta, 1e-5).unwrap_err();
    assert!(error.to_string().contains("one entry per column"), "{error}");
}

#[test]
fn the_witness_passes_the_gradient_check_with_its_parameters() {
    let mut rng = StdRng::seed_from_u64(44);
    let norm = LayerNorm::new(
        Vector::<f64, usize>::random((6,), &mut rng),
        Vector::random((6,), &mut rng),
        1e-5,
    );
    let x = Matrix::<f64, usize, usize>::random((5, 6), &mut rng);
    gradcheck::assert_vjp_with_params(&norm, &x, 1e-6);
}

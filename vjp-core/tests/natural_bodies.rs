//! Derived functions written as ordinary Rust: operators on tensors (`&a * &b`, `-&a`,
//! `&a / c`, `c * &a`), nested calls, and shape reads as constants. Each function's generated
//! check holds its derived backward to central differences (and, with `trace`, its derived
//! graph to the Rust pullback at 1e-12); the tests below pin the values the operators stand for.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::*;

type Mat = Matrix<f64, usize, usize>;

/// A SwiGLU MLP in one expression: `(silu(x W + b) ⊙ (x V + c)) U + d`.
#[vjp(crate = vjp_core, trace, check(N = 3, D = 4, H = 5))]
fn swiglu<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, H>,
    b: &Vector<T, H>,
    v: &Matrix<T, D, H>,
    c: &Vector<T, H>,
    u: &Matrix<T, H, D>,
    d: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    dense(&(&silu(&dense(x, w, b)?) * &dense(x, v, c)?), u, d)
}

/// Every operator: `(-x) / c + x ⊙ y - eᵗᵃⁿʰ ˣ + 2 y`, `c` a configuration scalar.
#[vjp(crate = vjp_core, trace, check(S = (Const<2>, Const<3>), c = 1.5))]
fn operators<T: Scalar, S: Shape>(x: &Tensor<T, S>, y: &Tensor<T, S>, c: T) -> Result<Tensor<T, S>> {
    let first = -x / c + &(x * y);
    let second = &first - &exp(&tanh(x));
    Ok(&second + &(T::from_f64(2.0) * y))
}

/// The mean squared row sum, its count read off the input's shape: a constant (read off the
/// graph in the exported function).
#[vjp(crate = vjp_core, trace, check(N = 3, D = 4))]
fn mean_square_row_sum<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Tensor0<T>> {
    let (rows, _cols) = (x.nrows(), x.ncols());
    let sums = row_sums(x);
    let total = sum(&(&sums * &sums));
    Ok(&total / T::from_usize(rows))
}

/// A `#[no_grad]` tensor operand (a mask) multiplies; it gets no gradient.
#[vjp(crate = vjp_core, trace, check(S = (Const<2>, Const<3>), mask = macro_support::random_static(9)))]
fn masked<T: Scalar, S: Shape>(x: &Tensor<T, S>, #[no_grad] mask: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    Ok(&relu(x) * mask)
}

#[test]
fn operators_compute_what_they_say() {
    let r = &mut StdRng::seed_from_u64(1);
    let (x, y) = (Mat::random((2, 3), r), Mat::random((2, 3), r));
    let got = operators(&x, &y, 1.5).unwrap();
    let want = Tensor::from_fn(x.shape(), |k| {
        let (a, b) = (x.data()[k], y.data()[k]);
        -a / 1.5 + a * b - a.tanh().exp() + 2.0 * b
    });
    for (g, w) in got.data().iter().zip(want.data()) {
        assert!((g - w).abs() <= 1e-15 * w.abs().max(1.0), "{g} vs {w}");
    }
    let total = mean_square_row_sum(&x).unwrap().value();
    let rows: Vec<f64> = x.data().chunks(3).map(|r| r.iter().sum()).collect();
    assert!((total - rows.iter().map(|s| s * s).sum::<f64>() / 2.0).abs() < 1e-15);
}

#[test]
fn a_shape_mismatch_in_an_operator_is_the_functions_error() {
    let r = &mut StdRng::seed_from_u64(2);
    let (x, y) = (Mat::random((2, 3), r), Mat::random((3, 2), r));
    let err = operators(&x, &y, 1.0).unwrap_err();
    assert!(err.to_string().contains("mul"), "{err}");
    assert!(operators::vjp(&x, &y, &1.0).is_err());
}

#[test]
fn a_no_grad_operand_gets_no_gradient_and_the_other_its_product() {
    let r = &mut StdRng::seed_from_u64(3);
    let (x, mask) = (Mat::random((2, 3), r), Mat::random((2, 3), r));
    let (out, pullback) = masked::vjp(&x, &mask).unwrap();
    let dy = Mat::random((2, 3), r);
    let (dx, macro_support::NoGrad) = pullback(&x, &mask, &out, &dy).unwrap();
    for k in 0..6 {
        let want = if x.data()[k] > 0.0 {
            dy.data()[k] * mask.data()[k]
        } else {
            0.0
        };
        assert_eq!(dx.data()[k], want);
    }
}

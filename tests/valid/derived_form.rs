//! The derived form: a value used twice gets the sum of its cotangents, a constant is computed
//! once, and an argument that never reaches the output gets a zero gradient.
use vjp::{Matrix, Result, Scalar, add, scale, vjp};

#[vjp]
fn shifted_square<T: Scalar>(
    x: &Matrix<T, usize, usize>,
    _unused: &Matrix<T, usize, usize>,
    factor: T,
) -> Result<Matrix<T, usize, usize>> {
    let half = factor * T::from_f64(0.5);
    let a = scale(x, half);
    let b = add(&a, &a)?;
    add(&b, x)
}

#[test]
fn derived_form_builds_and_runs() {
    let x = Matrix::<f64, usize, usize>::from_vec((1, 2), vec![1.0, -2.0]).unwrap();
    let unused = Matrix::full((1, 2), 7.0);
    // y = 2 (f/2) x + x = (f + 1) x with f = 3.
    let (y, pullback) = shifted_square::vjp(&x, &unused, &3.0).unwrap();
    assert_eq!(y.data(), &[4.0, -8.0]);
    let ones = Matrix::full((1, 2), 1.0);
    let (dx, dunused, _) = pullback(&x, &unused, &3.0, &y, &ones).unwrap();
    assert_eq!(dx.data(), &[4.0, 4.0]);
    assert_eq!(dunused.data(), &[0.0, 0.0]);
}

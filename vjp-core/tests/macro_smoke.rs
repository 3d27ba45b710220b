//! A first use of both forms of `#[vjp]`: a rule, a function derived from it, and the
//! generated check.

use vjp_core::*;

fn square_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    _out: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "square", |a, d| (a + a) * d)
}

/// Squares.
#[vjp(crate = vjp_core, backward = square_backward, check(S = (Const<2>, Const<3>)))]
pub fn square<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| v * v)
}

/// Fourth power.
#[vjp(crate = vjp_core)]
pub fn fourth<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    let y = square(x);
    Ok(square(&y))
}

#[test]
fn smoke() {
    let x = Matrix::<f64, usize, usize>::from_vec((1, 2), vec![2.0, 3.0]).unwrap();
    let (y, pb) = fourth::vjp(&x).unwrap();
    assert_eq!(y.data(), &[16.0, 81.0]);
    let (g,) = pb(&x, &y, &Matrix::full((1, 2), 1.0)).unwrap();
    assert_eq!(g.data(), &[32.0, 108.0]);
}

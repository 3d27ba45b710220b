// Every refusal in a body is reported in one build, and callers of the refused function
// (its `vjp`, its `Layer`) get no errors of their own.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn refused<T: Scalar>(x: &Matrix<T, usize, usize>, w: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let a = x.map(|v| v + v);
    let b = &a + w;
    let c = if b.data()[0] > T::ZERO { gelu(&b, GeluKind::Erf) } else { gelu(&a, GeluKind::Tanh) };
    Ok(c)
}

fn main() {
    let x = Matrix::<f64, usize, usize>::zeros((2, 2));
    let (_y, _pullback) = refused::vjp(&x, &x).unwrap();
    let _layer = refused::Layer::new(x);
}

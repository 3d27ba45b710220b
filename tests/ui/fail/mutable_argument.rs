// Differentiable functions do not mutate their inputs.
use vjp::{vjp, Matrix, Scalar};

fn square_backward<T: Scalar>(x: &Matrix<T, usize, usize>, _y: &Matrix<T, usize, usize>, dy: &Matrix<T, usize, usize>) -> vjp::Result<Matrix<T, usize, usize>> {
    x.zip_map(dy, "square", |v, d| (v + v) * d)
}

#[vjp(backward = square_backward)]
fn square<T: Scalar>(x: &mut Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v * v)
}

fn main() {}

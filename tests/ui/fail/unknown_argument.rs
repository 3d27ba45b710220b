// A misspelt attribute argument is named.
use vjp::{vjp, Matrix, Scalar};

#[vjp(backwards = square_backward)]
fn square<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v * v)
}

fn main() {}

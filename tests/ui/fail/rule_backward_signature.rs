// The backward of a rule receives every argument, the output and the cotangent; this one
// forgets the output.
use vjp::{vjp, Matrix, Result, Scalar};

fn cube_backward<T: Scalar>(x: &Matrix<T, usize, usize>, dy: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    x.zip_map(dy, "cube", |v, d| T::from_f64(3.0) * v * v * d)
}

#[vjp(backward = cube_backward)]
fn cube<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v * v * v)
}

fn main() {}

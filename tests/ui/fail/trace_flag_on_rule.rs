// `trace` alone derives a graph form from a body; a rule names its graph form with `trace = path`.
use vjp::{vjp, Matrix, Result, Scalar};

#[vjp(backward = doubled_backward, trace)]
fn doubled<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v + v)
}

fn doubled_backward<T: Scalar>(
    _: &Matrix<T, usize, usize>,
    _: &Matrix<T, usize, usize>,
    dy: &Matrix<T, usize, usize>,
) -> Result<Matrix<T, usize, usize>> {
    Ok(dy.map(|v| v + v))
}

fn main() {}

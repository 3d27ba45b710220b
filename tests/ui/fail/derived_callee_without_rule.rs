// A derived body may only call functions that have a VJP (#[vjp] functions).
use vjp::{vjp, Matrix, Result, Scalar};

fn double<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v + v)
}

#[vjp]
fn quadruple<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let y = double(x);
    Ok(double(&y))
}

fn main() {}

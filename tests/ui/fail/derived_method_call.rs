// A method call on a differentiable value is not differentiated.
use vjp::{vjp, Matrix, Result, Scalar};

#[vjp]
fn doubled<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let y = x.map(|v| v + v);
    Ok(y)
}

fn main() {}

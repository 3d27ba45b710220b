// A loop over differentiable values is not differentiated: the error says what to use instead.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn repeated<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let y = loop {
        break gelu(x, GeluKind::Erf);
    };
    Ok(y)
}

fn main() {}

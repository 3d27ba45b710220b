// Differentiable values are passed by reference.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn twice<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let y = gelu(x, GeluKind::Erf);
    Ok(gelu(y, GeluKind::Erf))
}

fn main() {}

// A generated check needs every dimension's size.
use vjp::{gelu, vjp, Dim, GeluKind, Matrix, Result, Scalar};

#[vjp(check(N = 3))]
fn act<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Matrix<T, N, D>> {
    Ok(gelu(x, GeluKind::Erf))
}

fn main() {}

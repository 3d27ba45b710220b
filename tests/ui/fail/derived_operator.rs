// Operators on differentiable values are not differentiated: use add/scale.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn summed<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let a = gelu(x, GeluKind::Erf);
    let b = gelu(&a, GeluKind::Tanh);
    let c = &a + &b;
    Ok(c)
}

fn main() {}

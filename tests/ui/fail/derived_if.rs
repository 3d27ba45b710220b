// `if` on a path through differentiable values is refused at the `if`.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn branchy<T: Scalar>(x: &Matrix<T, usize, usize>, tanh: bool) -> Result<Matrix<T, usize, usize>> {
    let y = if tanh { gelu(x, GeluKind::Tanh) } else { gelu(x, GeluKind::Erf) };
    Ok(y)
}

fn main() {}

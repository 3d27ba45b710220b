// `if` on configuration is derived arm by arm; `if` on a differentiable value (here its first
// entry) is refused at the value, as the derivative of the choice does not exist.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn branchy<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let y = if x.data()[0] > T::ZERO { gelu(x, GeluKind::Tanh) } else { gelu(x, GeluKind::Erf) };
    Ok(y)
}

fn main() {}

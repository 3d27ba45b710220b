// A loop inside a loop is refused, and so is reassigning a value that is not an accumulator.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn nested<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let mut h = gelu(x, GeluKind::Erf);
    let once = gelu(x, GeluKind::Tanh);
    for _ in 0..2 {
        for _ in 0..3 {
            h = gelu(&h, GeluKind::Erf);
        }
        once = gelu(&once, GeluKind::Tanh);
    }
    Ok(h)
}

fn main() {}

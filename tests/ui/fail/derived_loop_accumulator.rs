// A loop that updates an accumulator: the `let mut` and the loop are both refused, and the
// loop refusal names `chain`, the combinator for a stack of layers.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn stacked<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    let mut h = gelu(x, GeluKind::Erf);
    for _ in 0..3 {
        h = gelu(&h, GeluKind::Erf);
    }
    Ok(h)
}

fn main() {}

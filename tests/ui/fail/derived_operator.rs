// Operators on tensors are their ops (`&a + &b` is `add(&a, &b)?`), so a function using them
// returns `Result`; a scalar takes `+`, `-`, `*` and `/` after a tensor, `+` and `*` before it.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn infallible<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    let a = gelu(x, GeluKind::Erf);
    &a + x
}

#[vjp]
fn subtracted<T: Scalar>(x: &Matrix<T, usize, usize>, c: T) -> Result<Matrix<T, usize, usize>> {
    let a = gelu(x, GeluKind::Erf);
    Ok(c - &a)
}

fn main() {}

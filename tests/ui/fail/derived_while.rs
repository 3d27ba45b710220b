// A `while` loop runs a number of iterations known only at run time, from values: refused; a
// `for` loop over configuration or over the layers of a list is derived.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn stacked<T: Scalar>(x: &Matrix<T, usize, usize>, n: usize) -> Result<Matrix<T, usize, usize>> {
    let mut h = gelu(x, GeluKind::Erf);
    while n > 1 {
        h = gelu(&h, GeluKind::Erf);
    }
    Ok(h)
}

fn main() {}

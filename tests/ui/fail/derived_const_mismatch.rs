// A static shape mismatch inside a derived body is one error, about the shapes.
use vjp::{matmul, vjp, Const, Matrix, Result, Scalar};

#[vjp]
fn product<T: Scalar>(a: &Matrix<T, Const<2>, Const<3>>, b: &Matrix<T, Const<4>, Const<5>>) -> Result<Matrix<T, Const<2>, Const<5>>> {
    matmul(a, b)
}

fn main() {}

// Operators in a derived body broadcast; static shapes that do not (3 columns against 4) are a
// compile error about the dimensions, at the operator's operands.
use vjp::{vjp, Const, Matrix, Result, Scalar};

#[vjp]
fn sum<T: Scalar>(a: &Matrix<T, Const<2>, Const<3>>, b: &Matrix<T, Const<2>, Const<4>>) -> Result<Matrix<T, Const<2>, Const<3>>> {
    Ok(a + b)
}

fn main() {}

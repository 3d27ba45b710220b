// A [2, 3] matrix cannot multiply a [5, 4] matrix: 3 != 5 is a compile error.
use vjp::{matmul, Const, Matrix};

fn main() {
    let a = Matrix::<f64, Const<2>, Const<3>>::zeros(Default::default());
    let b = Matrix::<f64, Const<5>, Const<4>>::zeros(Default::default());
    let _c = matmul(&a, &b);
}

// The two branches of a bi_path must produce the same shape: width 4 + width 3 does not add.
use vjp::{bi_path, Const, Dense, Matrix, Vector};

fn main() {
    let left = Dense::<f64, Const<3>, Const<4>> {
        weight: Matrix::zeros(Default::default()),
        bias: Vector::zeros(Default::default()),
    };
    let right = Dense::<f64, Const<3>, Const<3>> {
        weight: Matrix::zeros(Default::default()),
        bias: Vector::zeros(Default::default()),
    };
    let x = Matrix::<f64, Const<1>, Const<3>>::zeros(Default::default());
    let _ = bi_path(left, right).apply(x);
}

// A stage producing width 4 cannot feed a stage expecting width 5, through `.apply(x)` or
// `.forward(x)`: each call is one error naming the stage and the input it cannot take.
use vjp::{comp, Const, Dense, Matrix, Vector};

fn main() {
    let first = Dense::<f64, Const<3>, Const<4>> {
        weight: Matrix::zeros(Default::default()),
        bias: Vector::zeros(Default::default()),
    };
    let second = Dense::<f64, Const<5>, Const<2>> {
        weight: Matrix::zeros(Default::default()),
        bias: Vector::zeros(Default::default()),
    };
    let x = Matrix::<f64, Const<1>, Const<3>>::zeros(Default::default());
    let model = comp(first, second);
    let _ = model.apply(x.clone());
    let _ = model.forward(x);
}

// Static shapes that do not broadcast are a compile error: [2, 3] against [2, 4] (3 != 4, and
// neither is `One`), and `Const<1>`, which does not stretch (a stretching dimension is `One`).
use vjp::{broadcast_add, broadcast_mul, Const, Matrix};

fn main() {
    let a = Matrix::<f64, Const<2>, Const<3>>::zeros(Default::default());
    let b = Matrix::<f64, Const<2>, Const<4>>::zeros(Default::default());
    let _c = broadcast_add(&a, &b);
    let column = Matrix::<f64, Const<2>, Const<1>>::zeros(Default::default());
    let _d = broadcast_mul(&a, &column);
}

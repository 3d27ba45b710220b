// batch_map applies its map to each example: a map on width-3 tokens cannot take width-4 ones.
use vjp::{batch_map, Const, Dense, Matrix, Tensor3, Vector};

fn main() {
    let per_example = Dense::<f64, Const<3>, Const<2>> {
        weight: Matrix::zeros(Default::default()),
        bias: Vector::zeros(Default::default()),
    };
    let batch = Tensor3::<f64, Const<8>, Const<5>, Const<4>>::zeros(Default::default());
    let _ = batch_map(per_example).apply(batch);
}

//! A statically shaped MLP composes, runs and differentiates.
use vjp::{Const, Dense, Gelu, GeluKind, Matrix, Tensor, Vector, Vjp, comp};

#[test]
fn static_mlp_builds_and_runs() {
    let fc1 = Dense::<f64, Const<3>, Const<4>> {
        weight: Matrix::new((0..12).map(|i| i as f64 / 10.0).collect()).unwrap(),
        bias: Vector::zeros(Default::default()),
    };
    let fc2 = Dense::<f64, Const<4>, Const<2>> {
        weight: Matrix::new(vec![0.5; 8]).unwrap(),
        bias: Vector::zeros(Default::default()),
    };
    let mlp = comp(comp(fc1, Gelu { kind: GeluKind::Erf }), fc2);
    let x = Matrix::<f64, Const<2>, Const<3>>::new(vec![1.0; 6]).unwrap();
    let (y, saved) = mlp.forward(x).unwrap();
    let dy: Tensor<f64, (Const<2>, Const<2>)> = Tensor::full(Default::default(), 1.0);
    let (dx, _grads) = mlp.backward(&saved, &dy).unwrap();
    assert_eq!(y.dims(), vec![2, 2]);
    assert_eq!(dx.dims(), vec![2, 3]);
}

// A rule without `trace = path` has no graph form: a model that holds it cannot be exported.
use vjp::{comp, hlo, vjp, Dense, Matrix, Result, Scalar, Vector};

#[vjp(backward = doubled_backward)]
fn doubled<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v + v)
}

fn doubled_backward<T: Scalar>(
    _: &Matrix<T, usize, usize>,
    _: &Matrix<T, usize, usize>,
    dy: &Matrix<T, usize, usize>,
) -> Result<Matrix<T, usize, usize>> {
    Ok(dy.map(|v| v + v))
}

fn main() {
    let first = Dense::<f64, usize, usize>::new(Matrix::zeros((2, 2)), Vector::zeros((2,)));
    let model = comp(first, doubled::Layer);
    let _ = hlo::check_trace(&model, &Matrix::<f64, usize, usize>::zeros((1, 2)), 0, 1e-12);
}

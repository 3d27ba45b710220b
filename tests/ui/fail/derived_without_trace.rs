// A derived layer without `trace` has no graph form: a model that contains it cannot be traced.
use vjp::{comp, dense, gelu, hlo, vjp, Dense, GeluKind, Matrix, Result, Scalar, Vector};

#[vjp]
fn block<T: Scalar>(x: &Matrix<T, usize, usize>, w: &Matrix<T, usize, usize>, b: &Vector<T, usize>) -> Result<Matrix<T, usize, usize>> {
    let h = dense(x, w, b)?;
    Ok(gelu(&h, GeluKind::Erf))
}

fn main() {
    let first = Dense::<f64, usize, usize>::new(Matrix::zeros((2, 2)), Vector::zeros((2,)));
    let second = block::Layer::new(Matrix::<f64, usize, usize>::zeros((2, 2)), Vector::zeros((2,)));
    let model = comp(first, second);
    let _ = hlo::check_trace(&model, &Matrix::<f64, usize, usize>::zeros((1, 2)), 0, 1e-12);
}

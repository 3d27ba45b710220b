// A layer whose struct does not derive `Clone` and `Debug` is told, in one line at the derive,
// what to add, instead of a cascade of unmet bounds.
use vjp::{dense, vjp, Matrix, Params, Result, Scalar, Vector};

#[derive(Params)]
struct Linear<T: Scalar> {
    w: Matrix<T, usize, usize>,
    b: Vector<T, usize>,
}

#[vjp]
impl<T: Scalar> Linear<T> {
    #[vjp]
    fn forward(&self, x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
        dense(x, &self.w, &self.b)
    }
}

fn main() {}

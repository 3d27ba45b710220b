// #[vjp] goes on free functions.
use vjp::{vjp, Matrix};

struct Layer;

impl Layer {
    #[vjp]
    fn apply(&self, x: &Matrix<f64, usize, usize>) -> Matrix<f64, usize, usize> {
        x.clone()
    }
}

fn main() {}

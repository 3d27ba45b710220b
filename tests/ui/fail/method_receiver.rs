// #[vjp] on a method alone cannot write the items beside the impl: the impl block is marked too.
use vjp::{vjp, Matrix};

struct Layer;

impl Layer {
    #[vjp]
    fn apply(&self, x: &Matrix<f64, usize, usize>) -> Matrix<f64, usize, usize> {
        x.clone()
    }
}

fn main() {}

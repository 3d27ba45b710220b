// The graph world's word is `trace`: a rule's graph form is `trace = path`, a derived function's
// is `trace` alone (as the generated `f::trace`). The old spellings, `lower = path` and
// `export`, are refused with the new one named.
use vjp::{vjp, Matrix, Result};

#[vjp(backward = twice_backward, lower = twice_graph)]
fn twice(x: &Matrix<f64, usize, usize>) -> Result<Matrix<f64, usize, usize>> {
    Ok(x.map(|v| 2.0 * v))
}

fn twice_backward(
    _: &Matrix<f64, usize, usize>,
    _: &Matrix<f64, usize, usize>,
    dy: &Matrix<f64, usize, usize>,
) -> Result<Matrix<f64, usize, usize>> {
    Ok(dy.map(|v| 2.0 * v))
}

#[vjp(export)]
fn derived(x: &Matrix<f64, usize, usize>) -> Result<Matrix<f64, usize, usize>> {
    twice(x)
}

fn main() {}

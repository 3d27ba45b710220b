// A graph form's backward writes the rule over graph values: the graph, every argument, the
// output and the cotangent. This one forgets the output.
use vjp::hlo::{Graph, Value};
use vjp::{vjp, Matrix, Result, Scalar};

fn twice_backward<T: Scalar>(_: &Matrix<T, usize, usize>, _: &Matrix<T, usize, usize>, dy: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    Ok(dy.map(|d| d + d))
}

mod twice_trace {
    use super::*;
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.add(x, x)
    }
    pub fn backward(g: &mut Graph, _x: Value, dy: Value) -> Result<Value> {
        g.add(dy, dy)
    }
}

#[vjp(backward = twice_backward, trace = twice_trace)]
fn twice<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v + v)
}

fn main() {}

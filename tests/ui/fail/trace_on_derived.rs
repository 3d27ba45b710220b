// `trace = ...` names a rule's graph form; a derived function's graph form comes from its body.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp(trace = nothing)]
fn activated<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    Ok(gelu(x, GeluKind::Erf))
}

fn main() {}

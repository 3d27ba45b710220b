// `lower = ...` names a rule's lowering; a derived function's lowering comes from its body.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp(lower = nothing)]
fn activated<T: Scalar>(x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
    Ok(gelu(x, GeluKind::Erf))
}

fn main() {}

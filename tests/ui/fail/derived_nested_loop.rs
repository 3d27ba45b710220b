// A loop inside a branch's arm is refused (a loop inside a loop is not), and so is
// reassigning a value that is not an accumulator.
use vjp::{gelu, vjp, GeluKind, Matrix, Result, Scalar};

#[vjp]
fn nested<T: Scalar>(x: &Matrix<T, usize, usize>, deep: bool) -> Result<Matrix<T, usize, usize>> {
    let mut h = gelu(x, GeluKind::Erf);
    let once = gelu(x, GeluKind::Tanh);
    for _ in 0..2 {
        for _ in 0..3 {
            h = gelu(&h, GeluKind::Erf);
        }
        let y = if deep {
            for _ in 0..3 {
                h = gelu(&h, GeluKind::Erf);
            }
            h.clone()
        } else {
            h.clone()
        };
        h = &h + &y;
        once = gelu(&once, GeluKind::Tanh);
    }
    Ok(h)
}

fn main() {}

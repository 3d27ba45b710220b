//! `#[vjp]` functions over concrete `f64` tensors (no scalar type parameter) with several
//! tensor arguments: each compiles, passes its generated check, and is a witness whose
//! parameters are its other arguments (their gradients summed where used more than once).
use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::{Matrix, Result, gradcheck, matmul, tanh, vjp};

type M = Matrix<f64, usize, usize>;

fn random(rows: usize, cols: usize, seed: u64) -> M {
    M::random((rows, cols), &mut StdRng::seed_from_u64(seed))
}

#[vjp(check(x = random(2, 3, 1), y = random(2, 3, 2)))]
fn two(x: &M, y: &M) -> Result<M> {
    Ok(x * y)
}

/// `w` used twice and `v` once: `tanh(tanh(x w) w) + x v`-like, over three arguments.
#[vjp(check(x = random(2, 3, 3), w = random(3, 3, 4), v = random(3, 3, 5)))]
fn three(x: &M, w: &M, v: &M) -> Result<M> {
    let h = tanh(&matmul(x, w)?);
    let h = tanh(&matmul(&h, w)?);
    Ok(&h + &matmul(x, v)?)
}

/// The same checks through the witness: `three::Layer` holds `w` and `v`, and its gradient is
/// a `three::Layer` too.
#[test]
fn the_functions_are_witnesses_over_their_other_arguments() {
    let layer = three::Layer {
        w: random(3, 3, 6),
        v: random(3, 3, 7),
    };
    gradcheck::assert_vjp_with_params(&layer, &random(4, 3, 8), 1e-6);
    let pair = two::Layer { y: random(4, 3, 9) };
    gradcheck::assert_vjp_with_params(&pair, &random(4, 3, 10), 1e-6);
}

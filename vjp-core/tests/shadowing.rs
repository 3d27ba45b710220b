//! Shadowing in derived bodies, as Rust (and a PyTorch user's `x = x + f(x)`) writes it: each
//! `let` of a name already bound is a new value, uses after it read it, and a name shadowed
//! inside a loop's body or a branch's arm reads as before after it.

use vjp_core::{GeluKind, Matrix, Result, Scalar, add, gelu, matmul, vjp};

type Mat<T> = Matrix<T, usize, usize>;

/// `x = x + gelu(x w)` twice, shadowing the argument and then the first `x`.
#[vjp(check(N = 3, D = 3))]
fn twice<T: Scalar, N: vjp_core::Dim, D: vjp_core::Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, D>,
) -> Result<Matrix<T, N, D>> {
    let x = x + &gelu(&matmul(x, w)?, GeluKind::Erf);
    let x = &x + &gelu(&matmul(&x, w)?, GeluKind::Erf);
    Ok(x)
}

/// The same without shadowing.
fn twice_by_names(x: &Mat<f64>, w: &Mat<f64>) -> Result<Mat<f64>> {
    let first = add(x, &gelu(&matmul(x, w)?, GeluKind::Erf))?;
    add(&first, &gelu(&matmul(&first, w)?, GeluKind::Erf))
}

/// A name shadowed inside a loop's body and an arm: after them it is the outer value again.
#[vjp(check(N = 2, D = 2, depth = 2, double = true))]
fn scoped<T: Scalar, N: vjp_core::Dim, D: vjp_core::Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, D>,
    depth: usize,
    double: bool,
) -> Result<Matrix<T, N, D>> {
    let y = matmul(x, w)?;
    let mut h = y.clone();
    for _ in 0..depth {
        let y = matmul(&h, w)?;
        h = &h + &y;
    }
    let z = if double {
        let y = &y + &y;
        y
    } else {
        y.clone()
    };
    Ok(&(&h + &z) + &y)
}

fn random(rows: usize, cols: usize, seed: u64) -> Mat<f64> {
    use rand::SeedableRng;
    Mat::random((rows, cols), &mut rand::rngs::StdRng::seed_from_u64(seed))
}

#[test]
fn a_shadowed_name_is_a_new_value_forward_and_backward() {
    let (x, w) = (random(3, 3, 1), random(3, 3, 2));
    let (y, pullback) = twice::vjp(&x, &w).unwrap();
    assert_eq!(y.data(), twice_by_names(&x, &w).unwrap().data());
    let dy = random(3, 3, 3);
    let (dx, dw) = pullback(&x, &w, &y, &dy).unwrap();
    assert!(dx.data().iter().chain(dw.data()).all(|v| v.is_finite() && *v != 0.0));
}

#[test]
fn a_name_shadowed_in_a_loop_or_an_arm_reads_as_before_after_it() {
    let (x, w) = (random(2, 2, 4), random(2, 2, 5));
    let y = matmul(&x, &w).unwrap();
    let mut h = y.clone();
    for _ in 0..2 {
        h = add(&h, &matmul(&h, &w).unwrap()).unwrap();
    }
    let want = add(&add(&h, &add(&y, &y).unwrap()).unwrap(), &y).unwrap();
    let got = scoped(&x, &w, 2, true).unwrap();
    for (a, b) in got.data().iter().zip(want.data()) {
        assert!((a - b).abs() < 1e-12, "{a} against {b}");
    }
}

//! Names a user can write never meet the names `#[vjp]` generates (issue: `h` and `_h` once
//! shared a pullback, `vjp_output` met the final call's value, `__dy`/`__out`/`__pullback` did
//! not compile). Each function below carries its generated check, and the explicit tests
//! compare the derived gradients with ones written by hand.
#![allow(non_snake_case, clippy::just_underscores_and_digits)]

use vjp::{GeluKind, Matrix, Result, Scalar, add, gelu, matmul, scale, transpose, vjp};

type M<T> = Matrix<T, usize, usize>;

/// `h` and `_h` are two values; their pullbacks, slots and gradients must stay apart.
#[vjp(check(N = 2, D = 3))]
pub fn leading_underscores<T: Scalar, N: vjp::Dim, D: vjp::Dim>(x: &Matrix<T, N, D>) -> Result<Matrix<T, N, D>> {
    let h = gelu(x, GeluKind::Erf);
    let _h = scale(x, T::from_f64(3.0));
    let __h = add(&h, &_h)?;
    let ___h = gelu(&__h, GeluKind::Tanh);
    add(&___h, &_h)
}

/// A value named like the final call's value, and names like the old generated ones.
#[vjp(check(N = 2, D = 3))]
pub fn generated_names<T: Scalar, N: vjp::Dim, D: vjp::Dim>(
    __dy: &Matrix<T, N, D>,
    __out: &Matrix<T, N, D>,
    __pullback: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    let vjp_output = gelu(__dy, GeluKind::Erf);
    let __vjp_output = add(&vjp_output, __out)?;
    let output = gelu(&__vjp_output, GeluKind::Tanh);
    let pullback_output = add(&output, __pullback)?;
    let d_output = scale(&pullback_output, T::from_f64(0.5));
    let dy = add(&d_output, &vjp_output)?;
    let out = gelu(&dy, GeluKind::Erf);
    let cotangent = add(&out, &output)?;
    let __pullback_h = scale(&cotangent, T::from_f64(-1.5));
    let __d_x = add(&__pullback_h, __dy)?;
    let __grad_h_0 = gelu(&__d_x, GeluKind::Tanh);
    let __arg_h_0 = scale(&__grad_h_0, T::from_f64(2.0));
    let g0 = add(&__arg_h_0, &vjp_output)?;
    let c_g0_0 = scale(&g0, T::from_f64(0.25));
    let rule = add(&c_g0_0, &g0)?;
    let x = gelu(&rule, GeluKind::Erf);
    add(&x, &output)
}

/// Raw and non-ASCII identifiers, and names of the generated items as values.
#[vjp(check(N = 3, D = 2))]
pub fn unusual_names<T: Scalar, N: vjp::Dim, D: vjp::Dim>(
    r#type: &Matrix<T, N, D>,
    ĥ: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    let r#match = gelu(r#type, GeluKind::Erf);
    let 数据 = add(&r#match, ĥ)?;
    let vjp = gelu(&数据, GeluKind::Tanh);
    let record = add(&vjp, &r#match)?;
    let Layer = scale(&record, T::from_f64(0.75));
    let vjp_check = add(&Layer, &数据)?;
    add(&vjp_check, r#type)
}

/// A generic parameter named like the generated impls' scalar parameter, and an argument
/// named like the witness's marker field.
#[vjp(check(__S = 2, R = 3))]
pub fn generated_generics<T: Scalar, __S: vjp::Dim, R: vjp::Dim>(
    a: &Matrix<T, __S, R>,
    __phantom: &Matrix<T, __S, R>,
    tape: &Matrix<T, __S, R>,
) -> Result<Matrix<T, __S, __S>> {
    let at = transpose(tape);
    let product = matmul(a, &at)?;
    let other = matmul(__phantom, &at)?;
    add(&product, &other)
}

fn random(rows: usize, cols: usize, seed: u64) -> M<f64> {
    use rand::SeedableRng;
    Matrix::random((rows, cols), &mut rand::rngs::StdRng::seed_from_u64(seed))
}

#[test]
fn h_and_underscore_h_are_two_values() {
    // y = gelu_t(gelu(x) + 3x) + 3x, so dy/dx = gelu_t'(u) (gelu'(x) + 3) + 3.
    let x = random(2, 3, 1);
    let (y, pullback) = leading_underscores::vjp(&x).unwrap();
    let ones = Matrix::full((2, 3), 1.0);
    let (dx,) = pullback(&x, &y, &ones).unwrap();
    for (k, (&v, &g)) in x.data().iter().zip(dx.data()).enumerate() {
        let u = GeluKind::Erf.value(v) + 3.0 * v;
        let expected = GeluKind::Tanh.derivative(u) * (GeluKind::Erf.derivative(v) + 3.0) + 3.0;
        assert!((g - expected).abs() < 1e-12, "entry {k}: {g} against {expected}");
    }
}

#[test]
fn generated_items_keep_their_names_when_the_body_uses_them() {
    // The nested module re-exports the usual names.
    let (a, b) = (random(3, 2, 2), random(3, 2, 3));
    let (y, _) = unusual_names::vjp(&a, &b).unwrap();
    let layer = unusual_names::Layer::new(b.clone());
    assert_eq!(vjp::Vjp::apply(&layer, a).unwrap(), y);
}

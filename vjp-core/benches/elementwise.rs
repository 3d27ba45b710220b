//! The f32 transcendentals against libm's, side by side in one run: GELU's tanh form forward
//! and backward, `tanh`, `log` and `softplus` over a 768 × 512 matrix (the char LM's MLP
//! activations for one part), each through the library's op (straight-line `crate::math`
//! code in a dispatched pass) and through the same formula calling libm's `tanhf`, `logf` and
//! `log1pf` one element at a time (what the ops did before 2026-12-07). Then the same in f64:
//! `exp`, `tanh`, `log` and GELU's erf form through the library (`crate::math`'s f64
//! functions) against glibc's `exp`, `tanh`, `log` and libm's `erf`, on `[-1, 1)` (GELU also on
//! `[-4, 4)`).
//!
//! `cargo bench -p vjp-core --bench elementwise`

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;
use vjp_core::{GeluKind, Matrix, gelu, log, softplus, tanh};

type Mat = Matrix<f32, usize, usize>;
type Mat64 = Matrix<f64, usize, usize>;

/// GELU's tanh form with libm's `tanhf`.
fn gelu_libm(v: f32) -> f32 {
    let u = 0.797_884_6 * (v + 0.044_715 * v * v * v);
    0.5 * v * (1.0 + u.tanh())
}

/// Its derivative with libm's `tanhf`.
fn gelu_derivative_libm(v: f32) -> f32 {
    let t = (0.797_884_6 * (v + 0.044_715 * v * v * v)).tanh();
    let du = 0.797_884_6 * (1.0 + 3.0 * 0.044_715 * v * v);
    0.5 * (1.0 + t) + 0.5 * v * (1.0 - t * t) * du
}

fn elementwise(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(0);
    let x = Mat::random((768, 512), &mut rng);
    let positive = x.map(|v| v.abs() + 0.1);
    let dy = Mat::random((768, 512), &mut rng);
    let mut group = c.benchmark_group("elementwise");
    group.sample_size(20);
    group.bench_function("gelu tanh forward+backward", |b| {
        b.iter(|| {
            let (y, back) = gelu::vjp(&x, &GeluKind::Tanh).unwrap();
            black_box(back(&x, &GeluKind::Tanh, &y, &dy).unwrap())
        })
    });
    group.bench_function("gelu erf forward", |b| b.iter(|| black_box(gelu(&x, GeluKind::Erf))));
    group.bench_function("gelu erf forward+backward", |b| {
        b.iter(|| {
            let (y, back) = gelu::vjp(&x, &GeluKind::Erf).unwrap();
            black_box(back(&x, &GeluKind::Erf, &y, &dy).unwrap())
        })
    });
    group.bench_function("gelu tanh forward+backward, libm", |b| {
        b.iter(|| {
            let y = x.map(gelu_libm);
            black_box((
                y,
                x.zip_map(&dy, "gelu backward", |v, d| d * gelu_derivative_libm(v))
                    .unwrap(),
            ))
        })
    });
    group.bench_function("tanh", |b| b.iter(|| black_box(tanh(&x))));
    group.bench_function("tanh, libm", |b| b.iter(|| black_box(x.map(f32::tanh))));
    group.bench_function("log", |b| b.iter(|| black_box(log(&positive))));
    group.bench_function("log, libm", |b| b.iter(|| black_box(positive.map(f32::ln))));
    group.bench_function("softplus", |b| b.iter(|| black_box(softplus(&x))));
    group.bench_function("softplus, libm", |b| {
        b.iter(|| black_box(x.map(|v| v.max(0.0) + (-v.abs()).exp().ln_1p())))
    });
    group.finish();
}

/// GELU's erf form in f64 with libm's `erf`.
fn gelu_erf_libm(v: f64) -> f64 {
    0.5 * v * (1.0 + libm::erf(v * std::f64::consts::FRAC_1_SQRT_2))
}

fn elementwise_f64(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(0);
    let x = Mat64::random((768, 512), &mut rng);
    let positive = x.map(|v| v.abs() + 0.1);
    let mut group = c.benchmark_group("elementwise f64");
    group.sample_size(20);
    group.bench_function("exp", |b| b.iter(|| black_box(x.map(vjp_core::Scalar::exp))));
    group.bench_function("exp, libm", |b| b.iter(|| black_box(x.map(f64::exp))));
    group.bench_function("tanh", |b| b.iter(|| black_box(tanh(&x))));
    group.bench_function("tanh, libm", |b| b.iter(|| black_box(x.map(f64::tanh))));
    group.bench_function("log", |b| b.iter(|| black_box(log(&positive))));
    group.bench_function("log, libm", |b| b.iter(|| black_box(positive.map(f64::ln))));
    group.bench_function("gelu erf", |b| b.iter(|| black_box(gelu(&x, GeluKind::Erf))));
    group.bench_function("gelu erf, libm", |b| b.iter(|| black_box(x.map(gelu_erf_libm))));
    // libm's erf takes a short path below |x| = 0.84 and longer ones beyond.
    let wide = x.map(|v| 4.0 * v);
    group.bench_function("gelu erf, [-4, 4)", |b| {
        b.iter(|| black_box(gelu(&wide, GeluKind::Erf)))
    });
    group.bench_function("gelu erf, [-4, 4), libm", |b| {
        b.iter(|| black_box(wide.map(gelu_erf_libm)))
    });
    group.finish();
}

criterion_group!(benches, elementwise, elementwise_f64);
criterion_main!(benches);

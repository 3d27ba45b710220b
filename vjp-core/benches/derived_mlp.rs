//! Zero cost of the derived backward: the transformer MLP at ViT-Tiny size (197 tokens, width
//! 192, hidden 768, f32, one thread), forward and backward, as the macro derives it
//! (`blocks::mlp::vjp` and its pullback) and as a person chains the same rules by hand.
//!
//! `cargo bench -p vjp-core --bench derived_mlp`

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;
use vjp_core::blocks::mlp;
use vjp_core::ops::dense::dense_backward;
use vjp_core::ops::gelu::gelu_backward;
use vjp_core::{GeluKind, Matrix, Result, Vector, dense, gelu};

type Mat = Matrix<f32, usize, usize>;
type Vec1 = Vector<f32, usize>;

struct Weights {
    x: Mat,
    w1: Mat,
    b1: Vec1,
    w2: Mat,
    b2: Vec1,
    dy: Mat,
}

fn weights() -> Weights {
    let (n, d, h) = (197, 192, 768);
    let mut rng = StdRng::seed_from_u64(0);
    Weights {
        x: Mat::random((n, d), &mut rng),
        w1: Mat::random((d, h), &mut rng),
        b1: Vec1::random((h,), &mut rng),
        w2: Mat::random((h, d), &mut rng),
        b2: Vec1::random((d,), &mut rng),
        dy: Mat::random((n, d), &mut rng),
    }
}

type Grads = (Mat, Mat, Vec1, Mat, Vec1);

fn derived(w: &Weights) -> Result<Grads> {
    let kind = GeluKind::Erf;
    let (y, pullback) = mlp::vjp(&w.x, &w.w1, &w.b1, &w.w2, &w.b2, &kind)?;
    let (dx, dw1, db1, dw2, db2, _) = pullback(&w.x, &w.w1, &w.b1, &w.w2, &w.b2, &kind, &y, &w.dy)?;
    Ok((dx, dw1, db1, dw2, db2))
}

fn by_hand(w: &Weights) -> Result<Grads> {
    let kind = GeluKind::Erf;
    let h = dense(&w.x, &w.w1, &w.b1)?;
    let a = gelu(&h, kind);
    let y = dense(&a, &w.w2, &w.b2)?;
    let (da, dw2, db2) = dense_backward(&a, &w.w2, &w.b2, &y, &w.dy)?;
    let dh = gelu_backward(&h, &kind, &a, &da)?;
    let (dx, dw1, db1) = dense_backward(&w.x, &w.w1, &w.b1, &h, &dh)?;
    Ok((dx, dw1, db1, dw2, db2))
}

fn bench(c: &mut Criterion) {
    vjp_core::linalg::set_threads(1);
    let w = weights();
    // The two compute the same gradients.
    if let (Ok(a), Ok(b)) = (derived(&w), by_hand(&w)) {
        assert_eq!(a, b, "derived and hand-written backwards differ");
    }
    let mut group = c.benchmark_group("mlp 197x192x768 f32 forward+backward");
    group.bench_function("derived by #[vjp]", |b| b.iter(|| derived(black_box(&w))));
    group.bench_function("written by hand", |b| b.iter(|| by_hand(black_box(&w))));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

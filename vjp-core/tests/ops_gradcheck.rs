//! Every primitive op passes the f64 dot-product test (and, for layers with parameters, the
//! per-parameter test) at relative error ≤ 1e-6, on several shapes, static and run-time.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::gradcheck::{assert_vjp, assert_vjp_with_params};
use vjp_core::*;

const TOL: f64 = 1e-6;
const SHAPES: [(usize, usize); 4] = [(1, 1), (1, 5), (3, 4), (6, 2)];

type Mat = Matrix<f64, usize, usize>;

fn rng() -> StdRng {
    StdRng::seed_from_u64(42)
}

fn mat(r: usize, c: usize, rng: &mut StdRng) -> Mat {
    Mat::random((r, c), rng)
}

#[test]
fn matmul_run_time_and_static() {
    let mut rng = rng();
    for (m, k) in SHAPES {
        for n in [1, 3] {
            assert_vjp(&MatMul, &(mat(m, k, &mut rng), mat(k, n, &mut rng)), TOL);
        }
    }
    let a = Matrix::<f64, Const<2>, Const<3>>::random(Default::default(), &mut rng);
    let b = Matrix::<f64, Const<3>, Const<4>>::random(Default::default(), &mut rng);
    assert_vjp(&MatMul, &(a.clone(), b.clone()), TOL);
    // A static operand meets a run-time one.
    let b_dyn = Matrix::<f64, usize, Const<4>>::random((3, Const), &mut rng);
    assert_vjp(&MatMul, &(a, b_dyn), TOL);
}

#[test]
fn transpose_add_scale() {
    let mut rng = rng();
    for (r, c) in SHAPES {
        assert_vjp(&Transpose, &mat(r, c, &mut rng), TOL);
        assert_vjp(&Add, &(mat(r, c, &mut rng), mat(r, c, &mut rng)), TOL);
        assert_vjp(&Scale { factor: 0.37 }, &mat(r, c, &mut rng), TOL);
    }
    let x = Tensor3::<f64, Const<2>, Const<3>, Const<2>>::random(Default::default(), &mut rng);
    assert_vjp(&Scale { factor: -2.0 }, &x, TOL);
    assert_vjp(
        &Transpose,
        &Matrix::<f64, Const<2>, Const<5>>::random(Default::default(), &mut rng),
        TOL,
    );
}

#[test]
fn dense_input_and_parameters() {
    let mut rng = rng();
    for (n, i) in SHAPES {
        for o in [1, 4] {
            let mut layer = Dense::<f64, usize, usize>::glorot(i, o, &mut rng);
            layer.bias = Vector::random((o,), &mut rng);
            assert_vjp_with_params(&layer, &mat(n, i, &mut rng), TOL);
        }
    }
    let layer = Dense::<f64, Const<3>, Const<2>>::glorot(Const, Const, &mut rng);
    let x = Matrix::<f64, Const<4>, Const<3>>::random(Default::default(), &mut rng);
    assert_vjp_with_params(&layer, &x, TOL);
}

#[test]
fn gelu_both_kinds() {
    let mut rng = rng();
    for kind in [GeluKind::Erf, GeluKind::Tanh] {
        for (r, c) in SHAPES {
            let x = mat(r, c, &mut rng).map(|v| 3.0 * v);
            assert_vjp(&Gelu { kind }, &x, TOL);
        }
        let x = Vector::<f64, Const<7>>::random(Default::default(), &mut rng);
        assert_vjp(&Gelu { kind }, &x, TOL);
    }
}

#[test]
fn layer_norm_rows_both_eps() {
    let mut rng = rng();
    for eps in [1e-6, 1e-5] {
        for (r, c) in [(1, 2), (3, 4), (2, 7)] {
            let ln = LayerNormRows { eps };
            assert_vjp(&ln, &mat(r, c, &mut rng), TOL);
        }
        let x = Matrix::<f64, Const<3>, Const<5>>::random(Default::default(), &mut rng);
        assert_vjp(&LayerNormRows { eps }, &x, TOL);
    }
}

#[test]
fn softmax_rows_including_large_scores() {
    let mut rng = rng();
    for (r, c) in SHAPES {
        assert_vjp(&SoftmaxRows, &mat(r, c, &mut rng), TOL);
    }
    // Scores near 800 would overflow exp without the max shift.
    let x = mat(2, 3, &mut rng).map(|v| 800.0 + v);
    let y = softmax_rows(&x);
    assert!(y.data().iter().all(|v| v.is_finite()));
    assert_vjp(&SoftmaxRows, &x, TOL);
}

#[test]
fn row_scale_and_row_bias() {
    let mut rng = rng();
    for (n, d) in SHAPES {
        let scale = RowScale {
            gamma: Vector::random((d,), &mut rng),
        };
        let bias = RowBias {
            beta: Vector::random((d,), &mut rng),
        };
        let x = mat(n, d, &mut rng);
        assert_vjp_with_params(&scale, &x, TOL);
        assert_vjp_with_params(&bias, &x, TOL);
    }
    let scale = RowScale {
        gamma: Vector::<f64, Const<3>>::random(Default::default(), &mut rng),
    };
    assert_vjp_with_params(
        &scale,
        &Matrix::<f64, usize, Const<3>>::random((2, Const), &mut rng),
        TOL,
    );
}

#[test]
fn slices_and_pads() {
    let mut rng = rng();
    let x = mat(4, 6, &mut rng);
    assert_vjp(
        &SliceRows {
            start: 0,
            rows: Const::<1>,
        },
        &x,
        TOL,
    );
    assert_vjp(&SliceRows { start: 1, rows: 3usize }, &x, TOL);
    assert_vjp(&SliceCols { start: 2, cols: 2usize }, &x, TOL);
    assert_vjp(
        &SliceCols {
            start: 0,
            cols: Const::<6>,
        },
        &x,
        TOL,
    );
    assert_vjp(
        &PadRows {
            start: 0,
            total: 5usize,
        },
        &mat(1, 3, &mut rng),
        TOL,
    );
    assert_vjp(
        &PadRows {
            start: 2,
            total: Const::<4>,
        },
        &mat(2, 3, &mut rng),
        TOL,
    );
    assert_vjp(
        &PadCols {
            start: 3,
            total: 7usize,
        },
        &mat(2, 4, &mut rng),
        TOL,
    );
    let cls = Matrix::<f64, Const<5>, Const<3>>::random(Default::default(), &mut rng);
    assert_vjp(
        &SliceRows {
            start: 0,
            rows: Const::<1>,
        },
        &cls,
        TOL,
    );
}

#[test]
fn reshape() {
    let mut rng = rng();
    assert_vjp(&Reshape { shape: (6usize,) }, &mat(2, 3, &mut rng), TOL);
    let x = Tensor3::<f64, Const<2>, Const<1>, Const<4>>::random(Default::default(), &mut rng);
    assert_vjp(
        &Reshape {
            shape: (Const::<2>, Const::<4>),
        },
        &x,
        TOL,
    );
}

#[test]
fn patch_embed_input_and_parameters() {
    let mut rng = rng();
    // (channels, height, width, patch, embedding)
    for (c, h, w, p, d) in [(1, 4, 4, 2, 3), (3, 6, 4, 2, 5), (2, 3, 3, 3, 2), (1, 2, 2, 1, 4)] {
        let tokens = (h / p) * (w / p);
        let layer = PatchEmbed {
            weight: Mat::random((d, c * p * p), &mut rng),
            bias: Vector::random((d,), &mut rng),
            patch: p,
            tokens,
        };
        let image = Tensor3::<f64, usize, usize, usize>::random((c, h, w), &mut rng);
        assert_vjp_with_params(&layer, &image, TOL);
    }
    let layer = PatchEmbed {
        weight: Matrix::<f64, Const<4>, Const<4>>::random(Default::default(), &mut rng),
        bias: Vector::random(Default::default(), &mut rng),
        patch: 2,
        tokens: Const::<4>,
    };
    let image = Tensor3::<f64, Const<1>, Const<4>, Const<4>>::random(Default::default(), &mut rng);
    assert_vjp_with_params(&layer, &image, TOL);
}

#[test]
fn softmax_cross_entropy_with_and_without_smoothing() {
    let mut rng = rng();
    for smoothing in [0.0, 0.1] {
        for (b, k) in [(1, 2), (3, 4), (5, 10)] {
            let labels = (0..b).map(|i| (3 * i + 1) % k).collect();
            let loss = SoftmaxCrossEntropy { labels, smoothing };
            assert_vjp(&loss, &mat(b, k, &mut rng).map(|v| 4.0 * v), TOL);
        }
    }
}

//! Every backward the macro derives equals the backward derived by hand, written here
//! independently with plain loops, to 1e-12 in f64.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::blocks::{attention_head, layer_norm, mlp, mlp_residual};
use vjp_core::*;

type Mat = Matrix<f64, usize, usize>;
type Vec1 = Vector<f64, usize>;

/// A plain row-major matrix for the hand derivations.
#[derive(Clone, Debug)]
struct Plain {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Plain {
    fn of(m: &Mat) -> Self {
        Plain {
            rows: m.nrows(),
            cols: m.ncols(),
            data: m.data().to_vec(),
        }
    }
    fn row_vector(v: &Vec1) -> Self {
        Plain {
            rows: 1,
            cols: v.len(),
            data: v.data().to_vec(),
        }
    }
    fn at(&self, i: usize, j: usize) -> f64 {
        self.data[i * self.cols + j]
    }
    fn from_fn(rows: usize, cols: usize, f: impl Fn(usize, usize) -> f64) -> Self {
        let data = (0..rows * cols).map(|k| f(k / cols, k % cols)).collect();
        Plain { rows, cols, data }
    }
    fn matmul(&self, other: &Plain) -> Plain {
        Plain::from_fn(self.rows, other.cols, |i, j| {
            (0..self.cols).map(|k| self.at(i, k) * other.at(k, j)).sum()
        })
    }
    fn t(&self) -> Plain {
        Plain::from_fn(self.cols, self.rows, |i, j| self.at(j, i))
    }
    fn zip(&self, other: &Plain, f: impl Fn(f64, f64) -> f64) -> Plain {
        Plain::from_fn(self.rows, self.cols, |i, j| f(self.at(i, j), other.at(i, j)))
    }
    fn add_row(&self, v: &Plain) -> Plain {
        Plain::from_fn(self.rows, self.cols, |i, j| self.at(i, j) + v.at(0, j))
    }
    fn column_sums(&self) -> Plain {
        Plain::from_fn(1, self.cols, |_, j| (0..self.rows).map(|i| self.at(i, j)).sum())
    }
    fn scale(&self, c: f64) -> Plain {
        Plain::from_fn(self.rows, self.cols, |i, j| c * self.at(i, j))
    }
}

/// `max |a - b| / max |b|`.
fn rel(a: &[f64], b: &Plain) -> f64 {
    assert_eq!(a.len(), b.data.len());
    let scale = b.data.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    a.iter().zip(&b.data).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max) / scale
}

const TOL: f64 = 1e-12;

struct MlpHand {
    dx: Plain,
    dw1: Plain,
    db1: Plain,
    dw2: Plain,
    db2: Plain,
}

/// h = x W1 + b1, a = gelu(h), y = a W2 + b2, by hand.
fn mlp_by_hand(x: &Plain, w1: &Plain, b1: &Plain, w2: &Plain, dy: &Plain, kind: GeluKind) -> MlpHand {
    let h = x.matmul(w1).add_row(b1);
    let a = Plain::from_fn(h.rows, h.cols, |i, j| kind.value(h.at(i, j)));
    let da = dy.matmul(&w2.t());
    let dh = da.zip(&h, |g, v| g * kind.derivative(v));
    MlpHand {
        dx: dh.matmul(&w1.t()),
        dw1: x.t().matmul(&dh),
        db1: dh.column_sums(),
        dw2: a.t().matmul(dy),
        db2: dy.column_sums(),
    }
}

/// y = γ ⊙ (x - μ)/σ + β per row, by hand: returns (y, dx, dγ, dβ).
fn layer_norm_by_hand(x: &Plain, gamma: &Plain, beta: &Plain, eps: f64, dy: &Plain) -> (Plain, Plain, Plain, Plain) {
    let d = x.cols as f64;
    let mut y = Plain::from_fn(x.rows, x.cols, |_, _| 0.0);
    let mut dx = y.clone();
    let mut dgamma = Plain::from_fn(1, x.cols, |_, _| 0.0);
    for i in 0..x.rows {
        let mean = (0..x.cols).map(|j| x.at(i, j)).sum::<f64>() / d;
        let var = (0..x.cols).map(|j| (x.at(i, j) - mean).powi(2)).sum::<f64>() / d;
        let r = 1.0 / (var + eps).sqrt();
        let xhat: Vec<f64> = (0..x.cols).map(|j| (x.at(i, j) - mean) * r).collect();
        // dL/dxhat = dy ⊙ γ; dx = r (g - mean(g) - xhat mean(g xhat)).
        let g: Vec<f64> = (0..x.cols).map(|j| dy.at(i, j) * gamma.at(0, j)).collect();
        let mean_g = g.iter().sum::<f64>() / d;
        let mean_gx = g.iter().zip(&xhat).map(|(a, b)| a * b).sum::<f64>() / d;
        for j in 0..x.cols {
            y.data[i * x.cols + j] = xhat[j] * gamma.at(0, j) + beta.at(0, j);
            dx.data[i * x.cols + j] = r * (g[j] - mean_g - xhat[j] * mean_gx);
            dgamma.data[j] += dy.at(i, j) * xhat[j];
        }
    }
    (y, dx, dgamma, dy.column_sums())
}

fn setup(rng: &mut StdRng, n: usize, d: usize, h: usize) -> (Mat, Mat, Vec1, Mat, Vec1) {
    (
        Mat::random((n, d), rng),
        Mat::random((d, h), rng),
        Vec1::random((h,), rng),
        Mat::random((h, d), rng),
        Vec1::random((d,), rng),
    )
}

#[test]
fn derived_mlp_equals_the_hand_derived_backward() {
    let mut rng = StdRng::seed_from_u64(11);
    for kind in [GeluKind::Erf, GeluKind::Tanh] {
        let (x, w1, b1, w2, b2) = setup(&mut rng, 5, 4, 7);
        let (y, pullback) = mlp::vjp(&x, &w1, &b1, &w2, &b2, &kind).unwrap();
        let dy = Mat::random(y.shape(), &mut rng);
        let (dx, dw1, db1, dw2, db2, _) = pullback(&x, &w1, &b1, &w2, &b2, &kind, &y, &dy).unwrap();
        let hand = mlp_by_hand(
            &Plain::of(&x),
            &Plain::of(&w1),
            &Plain::row_vector(&b1),
            &Plain::of(&w2),
            &Plain::of(&dy),
            kind,
        );
        assert!(rel(dx.data(), &hand.dx) <= TOL);
        assert!(rel(dw1.data(), &hand.dw1) <= TOL);
        assert!(rel(db1.data(), &hand.db1) <= TOL);
        assert!(rel(dw2.data(), &hand.dw2) <= TOL);
        assert!(rel(db2.data(), &hand.db2) <= TOL);
    }
}

#[test]
fn derived_layer_norm_equals_the_hand_derived_backward() {
    let mut rng = StdRng::seed_from_u64(12);
    let (x, gamma, beta) = (
        Mat::random((4, 6), &mut rng),
        Vec1::random((6,), &mut rng),
        Vec1::random((6,), &mut rng),
    );
    let (y, pullback) = layer_norm::vjp(&x, &gamma, &beta, &1e-5).unwrap();
    let dy = Mat::random(y.shape(), &mut rng);
    let (dx, dgamma, dbeta, _) = pullback(&x, &gamma, &beta, &1e-5, &y, &dy).unwrap();
    let (hy, hdx, hdgamma, hdbeta) = layer_norm_by_hand(
        &Plain::of(&x),
        &Plain::row_vector(&gamma),
        &Plain::row_vector(&beta),
        1e-5,
        &Plain::of(&dy),
    );
    assert!(rel(y.data(), &hy) <= TOL);
    assert!(rel(dx.data(), &hdx) <= TOL);
    assert!(rel(dgamma.data(), &hdgamma) <= TOL);
    assert!(rel(dbeta.data(), &hdbeta) <= TOL);
}

#[test]
fn derived_residual_block_equals_the_hand_derived_backward() {
    let mut rng = StdRng::seed_from_u64(13);
    let (x, w1, b1, w2, b2) = setup(&mut rng, 3, 4, 6);
    let (gamma, beta) = (Vec1::random((4,), &mut rng), Vec1::random((4,), &mut rng));
    let (eps, kind) = (1e-6, GeluKind::Erf);
    let (y, pullback) = mlp_residual::vjp(&x, &gamma, &beta, &w1, &b1, &w2, &b2, &eps, &kind).unwrap();
    let dy = Mat::random(y.shape(), &mut rng);
    let (dx, dgamma, dbeta, dw1, db1, dw2, db2, _, _) =
        pullback(&x, &gamma, &beta, &w1, &b1, &w2, &b2, &eps, &kind, &y, &dy).unwrap();

    // By hand: y = x + mlp(ln(x)), so dx = dy + ln_back(mlp_back(dy)).
    let px = Plain::of(&x);
    let (normed, ..) = layer_norm_by_hand(
        &px,
        &Plain::row_vector(&gamma),
        &Plain::row_vector(&beta),
        eps,
        &Plain::of(&dy),
    );
    let hand = mlp_by_hand(
        &normed,
        &Plain::of(&w1),
        &Plain::row_vector(&b1),
        &Plain::of(&w2),
        &Plain::of(&dy),
        kind,
    );
    let (_, ln_dx, hdgamma, hdbeta) = layer_norm_by_hand(
        &px,
        &Plain::row_vector(&gamma),
        &Plain::row_vector(&beta),
        eps,
        &hand.dx,
    );
    let hdx = ln_dx.zip(&Plain::of(&dy), |a, b| a + b);
    assert!(rel(dx.data(), &hdx) <= TOL);
    assert!(rel(dgamma.data(), &hdgamma) <= TOL);
    assert!(rel(dbeta.data(), &hdbeta) <= TOL);
    assert!(rel(dw1.data(), &hand.dw1) <= TOL);
    assert!(rel(db1.data(), &hand.db1) <= TOL);
    assert!(rel(dw2.data(), &hand.dw2) <= TOL);
    assert!(rel(db2.data(), &hand.db2) <= TOL);
}

#[test]
fn derived_attention_head_equals_the_hand_derived_sdpa_backward() {
    let mut rng = StdRng::seed_from_u64(14);
    let (n, dh) = (5, 3);
    let qkv = Mat::random((n, 3 * dh), &mut rng).map(|v| 2.0 * v);
    let (out, pullback) = attention_head::vjp(&qkv, &dh).unwrap();
    let dout = Mat::random(out.shape(), &mut rng);
    let (dqkv, _) = pullback(&qkv, &dh, &out, &dout).unwrap();

    // By hand: S = q kᵀ c, P = softmax_rows(S), O = P v; the seeds' SDPA backward
    // dV = Pᵀ dO, dP = dO Vᵀ, dS = P ⊙ (dP - rowsum(dP ⊙ P)), dQ = c dS K, dK = c dSᵀ Q.
    let p = Plain::of(&qkv);
    let part = |g: usize| Plain::from_fn(n, dh, |i, j| p.at(i, g * dh + j));
    let (q, k, v) = (part(0), part(1), part(2));
    let c = 1.0 / (dh as f64).sqrt();
    let s = q.matmul(&k.t()).scale(c);
    let probs = Plain::from_fn(n, n, |i, j| {
        let max = (0..n).map(|l| s.at(i, l)).fold(f64::MIN, f64::max);
        let z: f64 = (0..n).map(|l| (s.at(i, l) - max).exp()).sum();
        (s.at(i, j) - max).exp() / z
    });
    let d_o = Plain::of(&dout);
    let dv = probs.t().matmul(&d_o);
    let dp = d_o.matmul(&v.t());
    let ds = Plain::from_fn(n, n, |i, j| {
        let inner: f64 = (0..n).map(|l| dp.at(i, l) * probs.at(i, l)).sum();
        probs.at(i, j) * (dp.at(i, j) - inner)
    });
    let dq = ds.matmul(&k).scale(c);
    let dk = ds.t().matmul(&q).scale(c);
    let hand = Plain::from_fn(n, 3 * dh, |i, j| match j / dh {
        0 => dq.at(i, j % dh),
        1 => dk.at(i, j % dh),
        _ => dv.at(i, j % dh),
    });
    assert!(rel(dqkv.data(), &hand) <= TOL);
    assert!(rel(out.data(), &probs.matmul(&v)) <= TOL);
}

#[test]
fn derived_blocks_are_witnesses_in_combinators() {
    let mut rng = StdRng::seed_from_u64(15);
    let (x, w1, b1, w2, b2) = setup(&mut rng, 4, 6, 8);
    let (heads, dh) = (2, 3);
    let attention = comp(
        comp(
            Dense::glorot(6usize, 18usize, &mut rng),
            per_head::<_, usize>(attention_head::Layer::new(dh), heads, 3).unwrap(),
        ),
        Dense::glorot(6usize, 6usize, &mut rng),
    );
    let block = comp(
        residual(attention),
        mlp_residual::Layer::new(
            Vec1::random((6,), &mut rng),
            Vec1::random((6,), &mut rng),
            w1,
            b1,
            w2,
            b2,
            1e-6,
            GeluKind::Erf,
        ),
    );
    gradcheck::assert_vjp_with_params(&block, &x, 1e-6);
    let batch = Tensor3::<f64, usize, usize, usize>::random((2, 4, 6), &mut rng);
    gradcheck::assert_vjp_with_params(&batch_map(block), &batch, 1e-6);
}

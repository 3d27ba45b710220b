//! The combinator laws (chain rule, sum, residual, per-example stacking and parameter sums,
//! per-head slabs, k-way fan-in), and every combinator's f64 gradient check.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::gradcheck::{assert_vjp, assert_vjp_with_params};
use vjp_core::*;

const TOL: f64 = 1e-6;
type Mat = Matrix<f64, usize, usize>;

fn rng() -> StdRng {
    StdRng::seed_from_u64(7)
}

fn dense(i: usize, o: usize, rng: &mut StdRng) -> Dense<f64, usize, usize> {
    let mut d = Dense::glorot(i, o, rng);
    d.bias = Vector::random((o,), rng);
    d
}

/// The backward of `f` at `x` for the cotangent `dy`.
fn pull<X: Differentiable<f64>, F: Vjp<f64, X>>(f: &F, x: &X, dy: &F::Output) -> (X, F::Grads) {
    let saved = f.forward(x.clone()).expect("forward").1;
    f.backward(&saved, dy).expect("backward")
}

fn max_abs_diff(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max)
}

#[test]
fn comp_backward_is_the_chain_rule() {
    let mut rng = rng();
    let (f, g) = (dense(3, 5, &mut rng), Gelu { kind: GeluKind::Erf });
    let x = Mat::random((4, 3), &mut rng);
    let h = comp(f.clone(), g.clone());
    let (y, saved) = h.forward(x.clone()).unwrap();
    let dy = y.random_like(&mut rng);
    let (dx, (grads_f, ())) = h.backward(&saved, &dy).unwrap();

    let (mid, saved_f) = f.forward(x).unwrap();
    let (_, saved_g) = Vjp::<f64, Mat>::forward(&g, mid).unwrap();
    let (dmid, ()) = Vjp::<f64, Mat>::backward(&g, &saved_g, &dy).unwrap();
    let (dx_chain, grads_chain) = f.backward(&saved_f, &dmid).unwrap();
    assert_eq!(dx, dx_chain);
    assert_eq!(grads_f, grads_chain);
    assert_vjp_with_params(&h, &Mat::random((2, 3), &mut rng), TOL);
}

#[test]
fn bi_path_backward_is_the_sum_and_residual_adds_dy() {
    let mut rng = rng();
    let (f, g) = (
        dense(4, 4, &mut rng),
        comp(dense(4, 2, &mut rng), dense(2, 4, &mut rng)),
    );
    let x = Mat::random((3, 4), &mut rng);
    let both = bi_path(f.clone(), g.clone());
    let (y, saved) = both.forward(x.clone()).unwrap();
    let dy = y.random_like(&mut rng);
    let (dx, (grads_f, grads_g)) = both.backward(&saved, &dy).unwrap();
    let (dx_f, gf) = f.backward(&f.forward(x.clone()).unwrap().1, &dy).unwrap();
    let (dx_g, gg) = g.backward(&g.forward(x.clone()).unwrap().1, &dy).unwrap();
    assert_eq!(dx, add(&dx_f, &dx_g).unwrap());
    assert_eq!((grads_f, grads_g), (gf, gg));
    assert_vjp_with_params(&both, &x, TOL);

    let res = residual(g.clone());
    let (y, saved) = res.forward(x.clone()).unwrap();
    assert_eq!(y, add(&x, &g.apply(x.clone()).unwrap()).unwrap());
    let (dx, ((), grads)) = res.backward(&saved, &dy).unwrap();
    assert_eq!(dx, add(&dy, &dx_g).unwrap());
    assert_eq!(grads, g.backward(&g.forward(x.clone()).unwrap().1, &dy).unwrap().1);
    assert_vjp_with_params(&res, &x, TOL);
}

#[test]
fn fan_out_backward_is_the_k_way_fan_in() {
    let mut rng = rng();
    let (q, k, v) = (dense(4, 2, &mut rng), dense(4, 3, &mut rng), dense(4, 2, &mut rng));
    let x = Mat::random((5, 4), &mut rng);
    let qkv = fan_out((q.clone(), k.clone(), v.clone()));
    let (y, saved) = qkv.forward(x.clone()).unwrap();
    let dy = y.random_like(&mut rng);
    let (dx, grads) = qkv.backward(&saved, &dy).unwrap();
    let (dq, gq) = pull(&q, &x, &dy.0);
    let (dk, gk) = pull(&k, &x, &dy.1);
    let (dv, gv) = pull(&v, &x, &dy.2);
    assert_eq!(dx, add(&add(&dq, &dk).unwrap(), &dv).unwrap());
    assert_eq!(grads, (gq, gk, gv));
    assert_vjp_with_params(&qkv, &x, TOL);
    assert_vjp_with_params(&fan_out((q, Identity)), &x, TOL);
}

#[test]
fn batch_map_stacks_inputs_and_sums_parameter_gradients() {
    let mut rng = rng();
    let layer = dense(3, 2, &mut rng);
    let (batch, tokens) = (4, 5);
    let x = Tensor3::<f64, usize, usize, usize>::random((batch, tokens, 3), &mut rng);
    let lifted = batch_map(layer.clone());
    let (y, saved) = lifted.forward(x.clone()).unwrap();
    assert_eq!(y.dims(), vec![batch, tokens, 2]);
    let dy = y.random_like(&mut rng);
    let (dx, grads) = lifted.backward(&saved, &dy).unwrap();

    let mut stacked = Vec::new();
    let mut summed = layer.zero_grads();
    for n in 0..batch {
        let xn = Mat::from_vec((tokens, 3), x.data()[n * tokens * 3..(n + 1) * tokens * 3].to_vec()).unwrap();
        let dyn_ = Mat::from_vec((tokens, 2), dy.data()[n * tokens * 2..(n + 1) * tokens * 2].to_vec()).unwrap();
        let (dxn, gn) = pull(&layer, &xn, &dyn_);
        stacked.extend_from_slice(dxn.data());
        summed.add_assign(&gn).unwrap();
    }
    assert_eq!(dx.data(), &stacked[..]);
    assert_eq!(grads, summed);
    assert_vjp_with_params(&lifted, &x, TOL);
}

#[test]
fn batch_map_of_patch_embedding_over_images() {
    let mut rng = rng();
    let layer = PatchEmbed {
        weight: Matrix::<f64, Const<3>, Const<8>>::random(Default::default(), &mut rng),
        bias: Vector::random(Default::default(), &mut rng),
        patch: 2,
        tokens: Const::<4>,
    };
    let images = Tensor4::<f64, usize, Const<2>, Const<4>, Const<4>>::random((3, Const, Const, Const), &mut rng);
    let lifted = batch_map(layer);
    let y: Tensor3<f64, usize, Const<4>, Const<3>> = lifted.apply(images.clone()).unwrap();
    assert_eq!(y.dims(), vec![3, 4, 3]);
    assert_vjp_with_params(&lifted, &images, TOL);
}

#[test]
fn per_token_dense_equals_dense_on_the_rows() {
    let mut rng = rng();
    let layer = dense(3, 4, &mut rng);
    // A vector-to-vector layer: [3] -> [1, 3] -> dense -> [1, 4] -> [4].
    let row_layer = comp(
        comp(
            Reshape {
                shape: (Const::<1>, 3usize),
            },
            layer.clone(),
        ),
        Reshape { shape: (4usize,) },
    );
    let x = Mat::random((6, 3), &mut rng);
    let lifted = per_token(row_layer);
    let (y, saved) = lifted.forward(x.clone()).unwrap();
    let (y_dense, x_saved) = layer.forward(x.clone()).unwrap();
    assert!(max_abs_diff(y.data(), y_dense.data()) <= 1e-15);
    let dy = y.random_like(&mut rng);
    let (dx, (((), grads), ())) = lifted.backward(&saved, &dy).unwrap();
    let (dx_dense, grads_dense) = layer.backward(&x_saved, &dy).unwrap();
    assert!(max_abs_diff(dx.data(), dx_dense.data()) <= 1e-15);
    assert!(max_abs_diff(&grads.to_flat(), &grads_dense.to_flat()) <= 1e-14);
    assert_vjp_with_params(&lifted, &x, TOL);
}

/// Scaled dot-product attention of one head whose input is `[q | k | v]`, built only from
/// primitive witnesses and combinators.
fn attention_head(dh: usize) -> impl Vjp<f64, Mat, Output = Mat> + Clone {
    let scores = comp(
        fan_out((
            SliceCols { start: 0, cols: dh },
            comp(SliceCols { start: dh, cols: dh }, Transpose),
        )),
        MatMul,
    );
    let weights = comp(
        comp(
            scores,
            Scale {
                factor: 1.0 / (dh as f64).sqrt(),
            },
        ),
        SoftmaxRows,
    );
    comp(
        fan_out((
            weights,
            SliceCols {
                start: 2 * dh,
                cols: dh,
            },
        )),
        MatMul,
    )
}

#[test]
fn per_head_attention_over_fused_qkv() {
    let mut rng = rng();
    let (tokens, heads, dh) = (5, 3, 2);
    let width = heads * dh;
    let mhsa = per_head::<_, usize>(attention_head(dh), heads, 3).unwrap();
    let qkv = Mat::random((tokens, 3 * width), &mut rng);
    let (y, saved) = mhsa.forward(qkv.clone()).unwrap();
    assert_eq!(y.dims(), vec![tokens, width]);
    // Head h reads columns [q_h | k_h | v_h] of the fused projection and writes its block.
    let dy = y.random_like(&mut rng);
    let (dx, _) = mhsa.backward(&saved, &dy).unwrap();
    for h in 0..heads {
        let parts: Vec<Mat> = (0..3)
            .map(|g| slice_cols(&qkv, g * width + h * dh, dh).unwrap())
            .collect();
        let mut head_in = Mat::zeros((tokens, 3 * dh));
        for (g, p) in parts.iter().enumerate() {
            head_in.add_assign(&pad_cols(p, g * dh, 3 * dh).unwrap()).unwrap();
        }
        let head = attention_head(dh);
        let (yh, saved_h) = head.forward(head_in).unwrap();
        assert_eq!(yh, slice_cols(&y, h * dh, dh).unwrap());
        let (dxh, _) = head.backward(&saved_h, &slice_cols(&dy, h * dh, dh).unwrap()).unwrap();
        for g in 0..3 {
            assert_eq!(
                slice_cols(&dxh, g * dh, dh).unwrap(),
                slice_cols(&dx, g * width + h * dh, dh).unwrap()
            );
        }
    }
    assert_vjp(&mhsa, &qkv, TOL);
}

#[test]
fn per_head_parameter_gradients_sum_over_heads() {
    let mut rng = rng();
    let shared = dense(2, 3, &mut rng);
    let lifted = per_head::<_, Const<6>>(shared.clone(), 2, 1).unwrap();
    let x = Matrix::<f64, usize, Const<4>>::random((3, Const), &mut rng);
    let (y, saved) = lifted.forward(x.clone()).unwrap();
    let dy = y.random_like(&mut rng);
    let (_, grads) = lifted.backward(&saved, &dy).unwrap();
    let mut summed = shared.zero_grads();
    for h in 0..2 {
        let xh = slice_cols(&x, 2 * h, 2usize).unwrap();
        let dyh = slice_cols(&dy, 3 * h, 3usize).unwrap();
        summed.add_assign(&pull(&shared, &xh, &dyh).1).unwrap();
    }
    assert!(max_abs_diff(&grads.to_flat(), &summed.to_flat()) <= 1e-15);
    assert_vjp_with_params(&lifted, &x, TOL);
}

#[test]
fn a_pre_norm_transformer_block_passes_end_to_end() {
    let mut rng = rng();
    let (tokens, d, heads, hidden) = (4, 6, 2, 8);
    let dh = d / heads;
    let norm = |rng: &mut StdRng| {
        comp(
            comp(
                LayerNormRows { eps: 1e-6 },
                RowScale {
                    gamma: Vector::random((d,), rng),
                },
            ),
            RowBias {
                beta: Vector::random((d,), rng),
            },
        )
    };
    let attention = comp(
        comp(
            comp(norm(&mut rng), dense(d, 3 * d, &mut rng)),
            per_head::<_, usize>(attention_head(dh), heads, 3).unwrap(),
        ),
        dense(d, d, &mut rng),
    );
    let mlp = comp(
        comp(
            comp(norm(&mut rng), dense(d, hidden, &mut rng)),
            Gelu { kind: GeluKind::Erf },
        ),
        dense(hidden, d, &mut rng),
    );
    let block = comp(residual(attention), residual(mlp));
    let x = Mat::random((tokens, d), &mut rng);
    assert_vjp_with_params(&block, &x, TOL);
    let batch = Tensor3::<f64, usize, usize, usize>::random((2, tokens, d), &mut rng);
    assert_vjp_with_params(&batch_map(block), &batch, TOL);
}

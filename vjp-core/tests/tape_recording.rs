//! Combinator-built models recorded on the tape: one node per primitive op, parameters as
//! leaves. The tape's gradients equal the witness's (≤ 1e-12 in f64), the recorded tape is zero
//! preserving, and on it the two sweeps agree exactly (+0 == -0).

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::blocks::{attention_head, layer_norm, mlp_residual};
use vjp_core::tape::{DynTensor, ParamNodes, Record, Recorded, Tape};
use vjp_core::*;

type Mat = Matrix<f64, usize, usize>;

/// `max |a - b| / max |b|`.
fn rel(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    let scale = b.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max) / scale
}

/// Lowers `model` at `x`, sweeps back `dy`, and compares every gradient with the witness's.
fn compare<X, M>(model: &M, x: X, dy: &M::Output) -> f64
where
    X: Recorded<f64, Ids = usize> + Into<DynTensor<f64>>,
    M: Record<f64, X>,
    M::Output: Recorded<f64, Ids = usize> + Into<DynTensor<f64>>,
{
    let (y, saved) = model.forward(x.clone()).unwrap();
    let (dx, grads) = model.backward(&saved, dy).unwrap();

    let mut tape = Tape::new();
    let input = tape.leaf(x.into(), true);
    let mut params = ParamNodes::new();
    let output = model.record(&mut tape, input, &mut params).unwrap();
    assert_eq!(tape.value(output).unwrap(), &y.clone().into());
    assert_eq!(tape.check_zero_preserving(), Ok(()));
    let seed: DynTensor<f64> = dy.clone().into();
    let executed = tape.backward_dense_all(output, seed.clone()).unwrap();
    let total = tape.backward_dense_from(tape.one_hot(output, seed).unwrap()).unwrap();
    assert_eq!(executed, total, "the sweeps differ on a zero-preserving tape");

    let mut worst = rel(executed[input].data(), &dx.to_flat());
    let tape_grads: Vec<f64> = params.ids.iter().flat_map(|&id| executed[id].data().to_vec()).collect();
    worst = worst.max(rel(&tape_grads, &grads.to_flat()));
    worst
}

fn block(
    rng: &mut StdRng,
    d: usize,
    heads: usize,
    hidden: usize,
) -> impl Record<f64, Mat, Output = Mat> + Clone + use<> {
    let dh = d / heads;
    let attention = comp(
        comp(
            layer_norm::Layer::new(Vector::random((d,), rng), Vector::random((d,), rng), 1e-6),
            comp(
                Dense::glorot(d, 3 * d, rng),
                per_head::<_, usize>(attention_head::Layer::new(dh), heads, 3).unwrap(),
            ),
        ),
        Dense::glorot(d, d, rng),
    );
    let mlp = mlp_residual::Layer::new(
        Vector::random((d,), rng),
        Vector::random((d,), rng),
        Mat::random((d, hidden), rng),
        Vector::random((hidden,), rng),
        Mat::random((hidden, d), rng),
        Vector::random((d,), rng),
        1e-6,
        GeluKind::Erf,
    );
    comp(residual(attention), mlp)
}

#[test]
fn a_transformer_block_has_its_witness_gradients_on_the_tape() {
    let mut rng = StdRng::seed_from_u64(21);
    let model = block(&mut rng, 6, 2, 8);
    let x = Mat::random((5, 6), &mut rng);
    let dy = Mat::random((5, 6), &mut rng);
    let worst = compare(&model, x, &dy);
    assert!(worst <= 1e-12, "relative error {worst:e}");
}

#[test]
fn a_batch_of_blocks_and_a_classifier_head_on_the_tape() {
    let mut rng = StdRng::seed_from_u64(22);
    let head = comp(
        SliceRows {
            start: 0,
            rows: Const::<1>,
        },
        Dense::glorot(6usize, 3usize, &mut rng),
    );
    let model = batch_map(comp(block(&mut rng, 6, 3, 4), head));
    let x = Tensor3::<f64, usize, usize, usize>::random((2, 4, 6), &mut rng);
    let dy = Tensor3::<f64, usize, Const<1>, usize>::random((2, Const, 3), &mut rng);
    let worst = compare(&model, x, &dy);
    assert!(worst <= 1e-12, "relative error {worst:e}");
}

#[test]
fn fan_out_matmul_and_patch_embedding_on_the_tape() {
    let mut rng = StdRng::seed_from_u64(23);
    let embed = PatchEmbed {
        weight: Mat::random((4, 8), &mut rng),
        bias: Vector::random((4,), &mut rng),
        patch: 2,
        tokens: 4usize,
    };
    let scores = comp(fan_out((Identity, Transpose)), MatMul);
    let model = comp(embed, comp(scores, SoftmaxRows));
    let x = Tensor3::<f64, usize, usize, usize>::random((2, 4, 4), &mut rng);
    let dy = Mat::random((4, 4), &mut rng);
    let worst = compare(&model, x, &dy);
    assert!(worst <= 1e-12, "relative error {worst:e}");
}

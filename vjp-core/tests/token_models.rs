//! Models whose input is token ids, written as a user writes them: a tiny causal language
//! model over `Tokens`, exported, and a derived function that passes constants by reference
//! (a causal mask, position ids), which its graph form takes as literals.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::hlo::check_trace;
use vjp_core::{
    AttentionMask, Dim, Matrix, Params, Result, Scalar, Tokens, Vector, bmm, causal_mask, dense, embedding, matmul,
    merge_heads, multi_head_attention_masked, reshape, slice_cols, softmax_rows_masked, split_heads, transpose,
    transpose_last, vjp,
};

type Mat<T> = Matrix<T, usize, usize>;

#[derive(Clone, Debug, Params)]
struct TinyLm<T: Scalar> {
    wte: Mat<T>,
    wpe: Mat<T>,
    qkv: Mat<T>,
    qkv_bias: Vector<T, usize>,
    head: Mat<T>,
    head_bias: Vector<T, usize>,
    #[config]
    heads: usize,
}

fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

fn ids() -> Tokens {
    Tokens::new(vec![4, 0, 2, 1, 1, 3], 3).unwrap()
}

#[vjp]
impl<T: Scalar> TinyLm<T> {
    fn new(vocab: usize, context: usize, width: usize, rng: &mut StdRng) -> Self {
        TinyLm {
            wte: Mat::random((vocab, width), rng),
            wpe: Mat::random((context, width), rng),
            qkv: Mat::random((width, 3 * width), rng),
            qkv_bias: Vector::random((3 * width,), rng),
            head: Mat::random((width, vocab), rng),
            head_bias: Vector::random((vocab,), rng),
            heads: 2,
        }
    }

    #[vjp(trace, check(self = TinyLm::new(5, 3, 4, &mut rng(0)), x = ids()))]
    fn forward(&self, x: &Tokens) -> Result<Mat<T>> {
        let positions = Tokens::positions(x.nrows(), x.ncols());
        let h = &embedding(&self.wte, x)? + &embedding(&self.wpe, &positions)?;
        let qkv = dense(&h, &self.qkv, &self.qkv_bias)?;
        let attended = multi_head_attention_masked(&qkv, x.ncols(), self.heads, AttentionMask::causal())?;
        dense(&(&h + &attended), &self.head, &self.head_bias)
    }
}

/// The weights of one head of causal self-attention written out with `softmax_rows_masked`:
/// its mask `causal_mask(t)` is a constant built in the body and passed by reference, a
/// literal in the graph form.
#[vjp(trace)]
fn causal_weights<T: Scalar, D: Dim>(q: &Matrix<T, usize, D>, k: &Matrix<T, usize, D>) -> Result<Mat<T>> {
    let scores = matmul(q, &transpose(k))?;
    let mask = causal_mask::<T>(q.nrows());
    let first = softmax_rows_masked(&scores, &mask)?;
    // The same constant again, passed as an expression.
    let second = softmax_rows_masked(&(&scores * T::from_f64(0.5)), &causal_mask::<T>(q.nrows()))?;
    Ok(&first + &second)
}

#[test]
fn constants_passed_by_reference_are_literals_of_the_graph() {
    let q = Mat::<f64>::random((4, 3), &mut rng(1));
    let layer = causal_weights::Layer::new(Mat::random((4, 3), &mut rng(2)));
    vjp_core::gradcheck::assert_vjp_with_params(&layer, &q, 1e-6);
    check_trace(&layer, &q, 2, 1e-12).unwrap();
}

#[test]
fn a_token_model_traces_to_its_witness() {
    let model = TinyLm::<f64>::new(5, 3, 4, &mut rng(3));
    check_trace(&model, &ids(), 2, 1e-12).unwrap();
}

/// A layer whose `forward` is generic over its own dimension (the number of rows), as a user
/// first writes it: the witness impls carry it, `check` sizes it.
#[derive(Clone, Debug, Params)]
struct Scaled<T: Scalar> {
    gain: Vector<T, vjp_core::Const<3>>,
}

#[vjp]
impl<T: Scalar> Scaled<T> {
    #[vjp(trace, check(self = Scaled { gain: Vector::random((vjp_core::Const::<3>,), &mut rng(4)) }, N = 5))]
    fn forward<N: Dim>(&self, x: &Matrix<T, N, vjp_core::Const<3>>) -> Result<Matrix<T, N, vjp_core::Const<3>>> {
        vjp_core::row_scale(&(x * x), &self.gain)
    }
}

#[test]
fn a_forward_generic_over_its_rows_takes_any_number_of_rows() {
    let layer = Scaled::<f64> {
        gain: Vector::random((vjp_core::Const::<3>,), &mut rng(5)),
    };
    for rows in [1, 4] {
        let x = Matrix::<f64, usize, vjp_core::Const<3>>::random((rows, vjp_core::Const::<3>), &mut rng(6));
        vjp_core::gradcheck::assert_vjp_with_params(&layer, &x, 1e-6);
        check_trace(&layer, &x, 2, 1e-12).unwrap();
    }
}

/// `copies` causal masks of `t` tokens stacked: one per example and head, for the rows of the
/// batched scores seen as a matrix.
fn stacked_causal_mask<T: Scalar>(t: usize, copies: usize) -> Mat<T> {
    let one = causal_mask::<T>(t);
    Mat::from_fn((copies * t, t), |k| one.data()[k % (t * t)])
}

/// Causal multi-head attention written by hand from the batched ops, as PyTorch users write it:
/// `q`, `k`, `v` cut from the fused projection, split into heads, `softmax(q kᵀ / sqrt(d)) v`
/// per example and head, the heads merged.
#[vjp(trace)]
fn attention_by_hand<T: Scalar>(qkv: &Mat<T>, tokens: usize, heads: usize) -> Result<Mat<T>> {
    let width = qkv.ncols() / 3;
    let q = split_heads(&slice_cols(qkv, 0, width)?, tokens, heads)?;
    let k = split_heads(&slice_cols(qkv, width, width)?, tokens, heads)?;
    let v = split_heads(&slice_cols(qkv, 2 * width, width)?, tokens, heads)?;
    let scores = bmm(&q, &transpose_last(&k))?;
    let matrices = qkv.nrows() / tokens * heads;
    let flat = reshape(&scores, (matrices * tokens, tokens))?;
    let scaled = &flat * T::from_f64(1.0 / ((width / heads) as f64).sqrt());
    let weights = softmax_rows_masked(&scaled, &stacked_causal_mask::<T>(tokens, matrices))?;
    let batched = reshape(&weights, (matrices, tokens, tokens))?;
    merge_heads(&bmm(&batched, &v)?, heads)
}

#[test]
fn attention_from_batched_ops_is_the_fused_causal_attention() {
    let qkv = Mat::<f64>::random((2 * 4, 3 * 6), &mut rng(8));
    let by_hand = attention_by_hand(&qkv, 4, 3).unwrap();
    let fused = multi_head_attention_masked(&qkv, 4, 3, AttentionMask::causal()).unwrap();
    for (a, b) in by_hand.data().iter().zip(fused.data()) {
        assert!((a - b).abs() < 1e-12, "{a} against {b}");
    }
    let layer = attention_by_hand::Layer::new(4, 3);
    vjp_core::gradcheck::assert_vjp_with_params(&layer, &qkv, 1e-6);
    check_trace(&layer, &qkv, 2, 1e-12).unwrap();
}

/// A layer holding a tensor it does not train (`#[no_grad]`: a mask), nested in another; both
/// exported: the mask is an input of the program, not a parameter.
#[derive(Clone, Debug, Params)]
struct MaskedScores<T: Scalar> {
    w: Mat<T>,
    #[no_grad]
    mask: Mat<T>,
}

#[vjp]
impl<T: Scalar> MaskedScores<T> {
    #[vjp(trace, check(self = masked_scores(0), x = Mat::random((3, 3), &mut rng(1))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        softmax_rows_masked(&matmul(x, &self.w)?, &self.mask)
    }
}

fn masked_scores<T: Scalar>(seed: u64) -> MaskedScores<T> {
    MaskedScores {
        w: Mat::random((3, 3), &mut rng(seed)),
        mask: causal_mask(3),
    }
}

#[derive(Clone, Debug, Params)]
struct Outer<T: Scalar> {
    inner: MaskedScores<T>,
    v: Mat<T>,
}

#[vjp]
impl<T: Scalar> Outer<T> {
    #[vjp(trace, check(self = Outer { inner: masked_scores(2), v: Mat::random((3, 3), &mut rng(3)) }, x = Mat::random((3, 3), &mut rng(4))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        matmul(&self.inner.forward(x)?, &self.v)
    }
}

#[test]
fn a_no_grad_field_is_not_a_parameter_but_an_input_of_the_program() {
    let outer = Outer::<f64> {
        inner: masked_scores(5),
        v: Mat::random((3, 3), &mut rng(6)),
    };
    let mut paths = Vec::new();
    outer.visit_named_params(&mut |path, _| paths.push(path.to_string()));
    assert_eq!(paths, ["inner.w", "v"]);
    let x = Mat::random((3, 3), &mut rng(7));
    let step = vjp_core::hlo::train_step(
        &outer,
        &vjp_core::mse::Layer::new(Mat::zeros((3, 3))),
        ("x", &x),
        vjp_core::hlo::Optimizer::sgd(0.0),
        vjp_core::hlo::Parameters::new(),
    )
    .unwrap();
    let inputs: Vec<(String, bool)> = step.parameters.iter().map(|p| (p.name.clone(), p.trainable)).collect();
    assert!(inputs.contains(&("inner.mask".to_string(), false)), "{inputs:?}");
    assert!(inputs.contains(&("inner.w".to_string(), true)), "{inputs:?}");
}

/// The tiny LM's AdamW train step exported in one call: the key part of its `qkv_bias` has an
/// exactly zero gradient (softmax ignores a number added to a whole row of scores), which the
/// reference's gradients show for a checker to compare apart.
#[test]
fn an_exported_adamw_step_carries_the_gradients_that_are_exactly_zero() {
    use vjp_core::optim::{AdamW, decays_unless_bias_or_norm};
    use vjp_core::train::{Trainer, WarmupCosine};
    let mut model = TinyLm::<f64>::new(5, 3, 4, &mut rng(9));
    let mut trainer = Trainer {
        optimizer: AdamW::new(0.0, 0.1).with_decay(decays_unless_bias_or_norm).into(),
        schedule: WarmupCosine {
            peak: 1e-2,
            min: 1e-3,
            warmup: 2,
            total: 10,
        },
        clip: Some(1.0),
        parts: 1,
        steps: 0,
    };
    let loss = vjp_core::SoftmaxCrossEntropy::new(vec![1, 0, 3, 2, 4, 0], 0.0);
    let export = vjp_core::hlo::export_train_step(&mut model, &loss, ("tokens", &ids()), &mut trainer).unwrap();
    // Within the export's own bound: the zero-gradient entries hold AdamW's steps of round-off.
    assert!(export.worst.0 < 1e-10, "{:?}", export.worst);
    let bias = &export.gradients["qkv_bias"];
    // [q | k | v] of width 4 each: the key part's gradient is zero, the value part's is not.
    assert!(bias.data[4..8].iter().all(|g| g.abs() < 1e-15), "{:?}", bias.data);
    assert!(bias.data[8..12].iter().any(|g| g.abs() > 1e-6), "{:?}", bias.data);
    if let Ok(dir) = std::env::var("TOKEN_MODEL_EXPORT") {
        export
            .write(
                std::path::Path::new(&dir),
                vjp_core::hlo::FloatType::F32,
                serde_json::json!({}),
            )
            .unwrap();
    }
}

/// The same model's step under SGD with momentum and decoupled weight decay, exported in one
/// call from the trainer as a run holds it: the velocity is each parameter's state, there is
/// no step count, the ids and labels are integer inputs, and the program equals the Rust step.
#[test]
fn an_exported_sgd_step_carries_the_velocity_and_equals_the_rust_step() {
    use vjp_core::optim::Sgd;
    use vjp_core::train::{Trainer, WarmupCosine};
    let mut model = TinyLm::<f64>::new(5, 3, 4, &mut rng(10));
    let schedule = WarmupCosine {
        peak: 0.1,
        min: 0.01,
        warmup: 1,
        total: 4,
    };
    let mut trainer = Trainer::new(Sgd::new(0.0, 0.9).with_weight_decay(0.05), schedule);
    let loss = vjp_core::SoftmaxCrossEntropy::new(vec![1, 0, 3, 2, 4, 0], 0.0);
    let export = vjp_core::hlo::export_train_step(&mut model, &loss, ("tokens", &ids()), &mut trainer).unwrap();
    assert!(export.worst.0 < 1e-10, "{:?}", export.worst);
    assert!(export.inputs.contains_key("qkv_bias.velocity"));
    assert!(!export.inputs.contains_key("step") && !export.outputs.contains_key("qkv_bias.exp_avg"));
    assert_eq!(trainer.steps, 1);
    // The token ids and the labels are integer inputs of the program.
    let elements: Vec<(String, vjp_core::hlo::Element)> = (export.module.graph.inputs())
        .map(|(_, name, ty)| (name.to_string(), ty.element))
        .filter(|(_, element)| *element == vjp_core::hlo::Element::Int)
        .collect();
    let names: Vec<&str> = elements.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["tokens", "labels"]);
}

//! A model that is not the ViT, exported through the public API: a pre-RMSNorm transformer
//! with a SwiGLU MLP, classifying sequences by their first token. One of its ops is the user's
//! own rule with its graph form (`rms_norm`), one is derived and exported from its body
//! (`swiglu`, written with an operator: `&silu(&gated) * &lifted`); the rest are vjp's ops and
//! combinators.
//!
//! `cargo run --release --example export_user_model -- --out DIR` writes its train step
//! (forward, loss, backward, update) as `DIR/train_step.mlir`, `DIR/manifest.json` and
//! `DIR/reference.safetensors` (`inputs/NAME`, and `outputs/NAME` from the Rust train step:
//! witness gradients and `vjp::optim::Sgd` with momentum). `python scripts/hlo_check.py DIR` then runs it
//! with IREE and with XLA's CPU backend against those values. The example first holds the
//! program, evaluated in f64, to the Rust step (1e-12).

use rand::SeedableRng;
use rand::rngs::StdRng;
use std::collections::HashMap;
use vjp::hlo::{Array, FloatType, Graph, Optimizer, Parameters, ToArray, train_step};
use vjp::optim::Sgd;
use vjp::{
    Dense, Differentiable, Dim, GroupRows, Matrix, MultiHeadAttention, Params, Result, Scalar, SliceRows,
    SoftmaxCrossEntropy, Tensor0, UngroupRows, Vector, Vjp, batch_map, chain, comp, dense, named, residual, silu, vjp,
};

/// RMSNorm of every row with a learned gain: `y = g ⊙ x / sqrt(mean(x²) + eps)`.
#[vjp(backward = rms_norm_backward, trace = rms_norm_trace, check(N = 3, D = 5, eps = 1e-6))]
pub fn rms_norm<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gain: &Vector<T, D>,
    eps: T,
) -> Result<Matrix<T, N, D>> {
    check_gain(x, gain)?;
    let d = x.ncols();
    let mut y = x.clone();
    for row in y.data_mut().chunks_exact_mut(d.max(1)) {
        let r = inverse_rms(row, eps);
        for (v, &g) in row.iter_mut().zip(gain.data()) {
            *v = *v * r * g;
        }
    }
    Ok(y)
}

/// An error naming both shapes unless the gain has one entry per column.
fn check_gain<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, gain: &Vector<T, D>) -> Result<()> {
    if gain.len() == x.ncols() {
        return Ok(());
    }
    Err(vjp::Error::mismatch(
        "rms_norm",
        x.dims(),
        gain.dims(),
        "the gain needs one entry per column",
    ))
}

/// `1 / sqrt(mean(row²) + eps)`.
fn inverse_rms<T: Scalar>(row: &[T], eps: T) -> T {
    let mean = row.iter().map(|&v| v * v).sum::<T>() / T::from_usize(row.len().max(1));
    T::ONE / (mean + eps).sqrt()
}

/// The rule of [`rms_norm`]: with `r` the row's inverse RMS and `u = dy ⊙ g`,
/// `dx = r u - x r³ mean(u ⊙ x)` and `dg = Σ_rows dy ⊙ x r`.
pub fn rms_norm_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    gain: &Vector<T, D>,
    eps: &T,
    _y: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<(Matrix<T, N, D>, Vector<T, D>)> {
    check_gain(x, gain)?;
    x.check_same_shape(dy, "rms_norm backward")?;
    let d = x.ncols().max(1);
    let mut dx = Matrix::zeros(x.shape());
    let mut dgain = vec![T::ZERO; x.ncols()];
    let rows = x.data().chunks_exact(d).zip(dy.data().chunks_exact(d));
    for ((xr, gr), out) in rows.zip(dx.data_mut().chunks_exact_mut(d)) {
        let r = inverse_rms(xr, *eps);
        let mean_ux = xr
            .iter()
            .zip(gr)
            .zip(gain.data())
            .map(|((&xv, &gv), &g)| gv * g * xv)
            .sum::<T>()
            / T::from_usize(d);
        let columns = out.iter_mut().zip(&mut dgain).zip(xr.iter().zip(gr).zip(gain.data()));
        for ((o, dg), ((&xv, &gv), &g)) in columns {
            *o = r * gv * g - xv * r * r * r * mean_ux;
            *dg += gv * xv * r;
        }
    }
    Ok((dx, Vector::from_vec(gain.shape(), dgain)?))
}

/// [`rms_norm`] and its rule as graph primitives.
pub mod rms_norm_trace {
    use vjp::Scalar;
    use vjp::hlo::{Graph, Unary, Value};

    /// The row's inverse RMS, spread over the row.
    fn inverse_rms<T: Scalar>(g: &mut Graph, x: Value, eps: T) -> vjp::Result<Value> {
        let squares = g.mul(x, x)?;
        let mean = g.row_mean(squares)?;
        let eps = g.full_like(mean, eps.to_f64())?;
        let shifted = g.add(mean, eps)?;
        g.unary(Unary::Rsqrt, shifted)
    }

    /// `g ⊙ x r`.
    pub fn forward<T: Scalar>(g: &mut Graph, x: Value, gain: Value, eps: T) -> vjp::Result<Value> {
        let r = inverse_rms(g, x, eps)?;
        let normalized = g.mul(x, r)?;
        let gain = g.broadcast_rows(gain, x)?;
        g.mul(normalized, gain)
    }

    /// `(r u - x r³ mean(u ⊙ x), Σ_rows dy ⊙ x r)` with `u = dy ⊙ g`.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        x: Value,
        gain: Value,
        eps: &T,
        _: Value,
        dy: Value,
    ) -> vjp::Result<(Value, Value)> {
        let r = inverse_rms(g, x, *eps)?;
        let gain = g.broadcast_rows(gain, x)?;
        let u = g.mul(dy, gain)?;
        let ux = g.mul(u, x)?;
        let mean_ux = g.row_mean(ux)?;
        let r2 = g.mul(r, r)?;
        let r3 = g.mul(r2, r)?;
        let along = g.mul(x, r3)?;
        let along = g.mul(along, mean_ux)?;
        let scaled = g.mul(r, u)?;
        let dx = g.sub(scaled, along)?;
        let normalized = g.mul(x, r)?;
        let products = g.mul(dy, normalized)?;
        Ok((dx, g.sum(products, &[0])?))
    }
}

/// The SwiGLU MLP on every token, `(silu(x W_gate) ⊙ x W_up) W_down`: derived, and exported
/// from the same derivation.
#[vjp(trace, check(N = 3, D = 4, H = 6))]
pub fn swiglu<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    gate: &Matrix<T, D, H>,
    gate_bias: &Vector<T, H>,
    up: &Matrix<T, D, H>,
    up_bias: &Vector<T, H>,
    down: &Matrix<T, H, D>,
    down_bias: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let gated = dense(x, gate, gate_bias)?;
    let lifted = dense(x, up, up_bias)?;
    dense(&(&silu(&gated) * &lifted), down, down_bias)
}

type Mat = Matrix<f64, usize, usize>;

/// The sizes: `examples` sequences of `tokens` tokens of width `dim`, `depth` blocks.
struct Sizes {
    examples: usize,
    tokens: usize,
    dim: usize,
    heads: usize,
    hidden: usize,
    depth: usize,
    classes: usize,
}

const SIZES: Sizes = Sizes {
    examples: 4,
    tokens: 6,
    dim: 16,
    heads: 4,
    hidden: 32,
    depth: 2,
    classes: 5,
};

fn linear(rng: &mut StdRng, input: usize, output: usize) -> Dense<f64, usize, usize> {
    Dense::glorot(input, output, rng)
}

fn norm(rng: &mut StdRng, dim: usize) -> rms_norm::Layer<f64, usize> {
    let gain = Vector::from_fn((dim,), |_| 1.0 + 0.1 * rand::Rng::random_range(rng, -1.0..1.0));
    rms_norm::Layer::new(gain, 1e-6)
}

/// The model: `depth` pre-RMSNorm blocks (attention, then SwiGLU), a final RMSNorm, each
/// sequence's first token, a linear head. Its tensors are named by the structure:
/// `blocks.1.attn.qkv.weight`, `blocks.0.mlp.gate`, `head.bias`, ...
fn model(
    rng: &mut StdRng,
) -> impl vjp::hlo::Trace<f64, Mat, In = vjp::hlo::Traced<Mat>, Out = vjp::hlo::Traced<Mat>, Output = Mat> + Clone + use<>
{
    let s = &SIZES;
    let blocks = (0..s.depth)
        .map(|_| {
            let attention = comp(
                named("norm1", norm(rng, s.dim)),
                named(
                    "attn",
                    comp(
                        comp(
                            named("qkv", linear(rng, s.dim, 3 * s.dim)),
                            MultiHeadAttention::new(s.tokens, s.heads),
                        ),
                        named("proj", linear(rng, s.dim, s.dim)),
                    ),
                ),
            );
            let mlp = comp(
                named("norm2", norm(rng, s.dim)),
                named(
                    "mlp",
                    swiglu::Layer::new(
                        Mat::random((s.dim, s.hidden), rng),
                        Vector::zeros((s.hidden,)),
                        Mat::random((s.dim, s.hidden), rng),
                        Vector::zeros((s.hidden,)),
                        Mat::random((s.hidden, s.dim), rng),
                        Vector::zeros((s.dim,)),
                    ),
                ),
            );
            comp(residual(attention), residual(mlp))
        })
        .collect();
    let first_token = comp(
        comp(GroupRows::new(s.tokens), batch_map(SliceRows::new(0, vjp::Const::<1>))),
        UngroupRows,
    );
    comp(
        comp(
            named("blocks", chain(blocks)),
            comp(named("norm", norm(rng, s.dim)), first_token),
        ),
        named("head", linear(rng, s.dim, s.classes)),
    )
}

/// The Rust train step: the mean cross-entropy's gradients by the witnesses, then SGD with
/// momentum. (SGD rather than AdamW here: attention's key bias has an exactly zero gradient,
/// which both sides compute as round-off, and AdamW's normalised step turns round-off into
/// steps of the size of the learning rate with a random sign; `vit emit-mlir` exports AdamW
/// and its check compares those entries apart.)
fn rust_step<L: Vjp<f64, Mat, Output = Mat>>(
    model: &mut L,
    optimizer: &mut Sgd<f64>,
    tokens: &Mat,
    loss: &SoftmaxCrossEntropy<f64>,
) -> Result<f64> {
    let (logits, saved) = model.forward(tokens.clone())?;
    let (value, loss_saved) = loss.forward(logits)?;
    let (dlogits, ()) = loss.backward(&loss_saved, &Tensor0::scalar(1.0))?;
    let (_, grads) = model.backward(&saved, &dlogits)?;
    optimizer.step(model, &grads)?;
    Ok(value.value())
}

fn array(shape: &[usize], data: Vec<f64>) -> Result<Array> {
    Array::new(shape.to_vec(), data)
}

/// Every tensor of `model` with its name and value (traced once to read them).
fn tensors<L: vjp::hlo::Trace<f64, Mat, In = vjp::hlo::Traced<Mat>>>(
    model: &L,
    tokens: &Mat,
) -> Result<Vec<(String, Array)>> {
    let mut g = Graph::new();
    let input = vjp::hlo::Traced::new(g.input("tokens", &tokens.dims())?);
    let mut params = Parameters::new();
    model.trace(&mut g, &mut params, input)?;
    params
        .entries()
        .iter()
        .filter(|p| p.trainable)
        .map(|p| Ok((p.name.clone(), p.stored_array()?.clone())))
        .collect()
}

fn main() -> std::result::Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let out = match args.iter().position(|a| a == "--out").and_then(|i| args.get(i + 1)) {
        Some(dir) => std::path::PathBuf::from(dir),
        None => return Err("usage: export_user_model --out DIR".into()),
    };
    let s = &SIZES;
    let mut rng = StdRng::seed_from_u64(7);
    let mut rust = model(&mut rng);
    let rows = s.examples * s.tokens;
    let batch = |rng: &mut StdRng| -> (Mat, Vec<usize>) {
        let tokens = Mat::random((rows, s.dim), rng);
        let labels = (0..s.examples)
            .map(|_| rand::Rng::random_range(rng, 0..s.classes))
            .collect();
        (tokens, labels)
    };
    let (lr, momentum) = (0.05, 0.9);
    let optimizer = Optimizer::sgd(momentum);
    let mut sgd = Sgd::new(lr, momentum);
    // One step first, so the optimizer's state going in is not zero.
    let (tokens, labels) = batch(&mut rng);
    rust_step(&mut rust, &mut sgd, &tokens, &SoftmaxCrossEntropy::new(labels, 0.1))?;

    // The reference step: inputs as the model and the optimizer are now, outputs after it.
    let (tokens, labels) = batch(&mut rng);
    let loss = SoftmaxCrossEntropy::new(labels.clone(), 0.1);
    let step = train_step(&rust, &loss, ("tokens", &tokens), optimizer, Parameters::new())?;
    let before = sgd.state();
    let mut inputs: HashMap<String, Array> = HashMap::new();
    inputs.insert("tokens".into(), tokens.to_array());
    for p in &step.parameters {
        inputs.insert(p.name.clone(), p.stored_array()?.clone());
    }
    let trainable: Vec<_> = step.parameters.iter().filter(|p| p.trainable).collect();
    for (p, buffers) in trainable.iter().zip(&before.buffers) {
        for (buffer, values) in optimizer.state_names().iter().zip(buffers) {
            inputs.insert(format!("{}.{buffer}", p.name), array(&p.stored_shape, values.clone())?);
        }
    }
    inputs.insert("lr".into(), array(&[], vec![lr])?);

    let value = rust_step(&mut rust, &mut sgd, &tokens, &loss)?;
    let after = sgd.state();
    let mut outputs: HashMap<String, Array> = tensors(&rust, &tokens)?.into_iter().collect();
    for ((name, shape), buffers) in trainable.iter().map(|p| (&p.name, &p.stored_shape)).zip(&after.buffers) {
        for (buffer, values) in optimizer.state_names().iter().zip(buffers) {
            outputs.insert(format!("{name}.{buffer}"), array(shape, values.clone())?);
        }
    }
    outputs.insert("loss".into(), array(&[], vec![value])?);

    // The program in f64 against the Rust step.
    let worst = step.module.worst_difference(&inputs, &outputs)?;
    println!(
        "train step: {} inputs, {} outputs, {} graph nodes; evaluated in f64 it is the Rust step to {:.1e} ({})",
        step.module.graph.inputs().count(),
        step.module.outputs.len(),
        step.module.graph.len(),
        worst.0,
        worst.1
    );
    if worst.0 > 1e-12 {
        return Err(format!(
            "the exported step differs from the Rust step in `{}` by {:e}",
            worst.1, worst.0
        )
        .into());
    }
    let description = serde_json::json!({
        "model": "pre-RMSNorm SwiGLU transformer",
        "examples": s.examples, "tokens": s.tokens, "dim": s.dim, "heads": s.heads,
        "hidden": s.hidden, "depth": s.depth, "classes": s.classes,
        "optimizer": {"name": "sgd", "lr": lr, "momentum": momentum},
        "parameters": rust.zero_grads().numel() as u64,
    });
    vjp::hlo::write(&out, &step.module, FloatType::F32, description, &inputs, &outputs)?;
    println!("wrote {}", out.display());
    Ok(())
}

#[test]
fn the_model_traces_to_its_witness() {
    let mut rng = StdRng::seed_from_u64(1);
    let model = model(&mut rng);
    let tokens = Mat::random((SIZES.examples * SIZES.tokens, SIZES.dim), &mut rng);
    vjp::hlo::check_trace(&model, &tokens, 2, 1e-12).unwrap();
    vjp::gradcheck::assert_vjp_with_params(&model, &tokens, 1e-6);
}

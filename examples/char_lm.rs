//! A character-level GPT trained on Shakespeare: nanoGPT's CPU "baby" configuration
//! (`config/train_shakespeare_char.py` with its README's CPU flags: 4 layers, 4 heads, width
//! 128, context 64, batch 12, no dropout, no biases, 2,000 iterations, AdamW at 1e-3 with
//! β2 0.99 and weight decay 0.1 on the matrices, 100 warmup steps, cosine to 1e-4, gradient
//! clipping at 1), written layer for layer as nanoGPT's `model.py` writes it.
//!
//! * `Block` is nanoGPT's `Block`: `x + attn(ln_1(x))`, then `x + mlp(ln_2(x))`, with causal
//!   multi-head self-attention (`multi_head_attention_masked` with `AttentionMask::causal()`);
//! * `Gpt` takes token ids (`Tokens`) as its input: token and position embeddings, the blocks,
//!   the final LayerNorm and the language-model head tied to the token embedding;
//! * `vjp::train::Trainer` runs the step: the batch in two parts on two threads, clipping,
//!   the schedule, AdamW with no decay on the LayerNorm gains.
//!
//! `scripts/char_lm_pytorch.py` is the same model, data, initialisation and schedule in
//! PyTorch. Both print the validation loss over the same fixed windows and a sample.
//!
//!     cargo run --release --example char_lm                # train, validate, sample
//!     cargo run --release --example char_lm -- --bench     # train step: N tokens/s
//!     cargo run --release --example char_lm -- --gelu tanh # GPT-2's GELU (erf by default)
//!     cargo run --release --example char_lm -- --iters 200 # a shorter run
//!     cargo run --release --example char_lm -- --export DIR [--size small] [--batch B]
//!
//! `--export DIR` writes the train step (forward, loss, backward, clipping, AdamW with its
//! parameter groups) as `DIR/train_step.mlir` with `DIR/manifest.json` and the inputs and the
//! Rust step's outputs in `DIR/reference.safetensors`; `scripts/hlo_check.py DIR` runs it on
//! IREE and XLA against them.

use flate2::read::GzDecoder;
use std::error::Error;
use std::io::Read;
use std::path::Path;
use std::time::Instant;
use vjp::hlo::FloatType;
use vjp::optim::{AdamW, decays_unless_bias_or_norm};
use vjp::rand::rngs::StdRng;
use vjp::rand::{Rng, SeedableRng};
use vjp::train::{Trainer, WarmupCosine};
use vjp::{
    AttentionMask, Dim, GeluKind, Matrix, Params, Result, Scalar, SoftmaxCrossEntropy, Tensor0, Tokens, Vector, Vjp,
    copy_params, embedding, gelu, layer_norm_no_bias, matmul, multi_head_attention_masked, transpose, vjp,
};

type Mat<T> = Matrix<T, usize, usize>;

/// The model's sizes (nanoGPT's `GPTConfig`).
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Characters in the vocabulary.
    pub vocab: usize,
    /// Tokens a sequence holds (`block_size`).
    pub context: usize,
    /// Blocks (`n_layer`).
    pub layers: usize,
    /// Attention heads (`n_head`).
    pub heads: usize,
    /// Width of a token (`n_embd`).
    pub width: usize,
    /// GELU's form in the MLP: nanoGPT's `nn.GELU()` (erf), or GPT-2's tanh approximation
    /// (`--gelu tanh`, `nn.GELU(approximate="tanh")`).
    pub gelu: GeluKind,
}

/// LayerNorm without a bias (nanoGPT's `LayerNorm(ndim, bias=False)`, whose forward is
/// `F.layer_norm(x, shape, weight, None, 1e-5)`): each row normalised, then scaled by the gain,
/// in one pass each way. Derived from the body; `check` makes its gradient test.
#[vjp(trace, check(N = 3, D = 4))]
pub fn layer_norm<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, gain: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
    layer_norm_no_bias(x, gain, T::from_f64(1e-5))
}

/// A transformer block (nanoGPT's `Block` with `CausalSelfAttention` and `MLP`, no biases).
#[derive(Clone, Debug, Params)]
pub struct Block<T: Scalar> {
    ln_1: Vector<T, usize>,
    c_attn: Mat<T>,
    attn_proj: Mat<T>,
    ln_2: Vector<T, usize>,
    c_fc: Mat<T>,
    mlp_proj: Mat<T>,
    #[config]
    heads: usize,
    #[config]
    context: usize,
    #[config]
    gelu: GeluKind,
}

#[vjp]
impl<T: Scalar> Block<T> {
    /// nanoGPT's initialisation: normal weights of std 0.02, the residual projections' std
    /// scaled by `1 / sqrt(2 · layers)`, gains at 1.
    pub fn new(config: &Config, rng: &mut StdRng) -> Self {
        let (width, residual_std) = (config.width, 0.02 / (2.0 * config.layers as f64).sqrt());
        Block {
            ln_1: Vector::from_fn((width,), |_| T::ONE),
            c_attn: Mat::normal((width, 3 * width), 0.02, rng),
            attn_proj: Mat::normal((width, width), residual_std, rng),
            ln_2: Vector::from_fn((width,), |_| T::ONE),
            c_fc: Mat::normal((width, 4 * width), 0.02, rng),
            mlp_proj: Mat::normal((4 * width, width), residual_std, rng),
            heads: config.heads,
            context: config.context,
            gelu: config.gelu,
        }
    }

    /// `x + attn(ln_1(x))`, then `x + mlp(ln_2(x))`; the rows of `x` are the tokens of the
    /// batch's sequences, `context` per sequence.
    #[vjp(trace, check(self = Block::new(&TINY, &mut StdRng::seed_from_u64(0)), x = Mat::random((2 * TINY.context, TINY.width), &mut StdRng::seed_from_u64(1))))]
    pub fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let qkv = matmul(&layer_norm(x, &self.ln_1)?, &self.c_attn)?;
        let attended = multi_head_attention_masked(&qkv, self.context, self.heads, AttentionMask::causal())?;
        let x = x + &matmul(&attended, &self.attn_proj)?;
        let hidden = gelu(&matmul(&layer_norm(&x, &self.ln_2)?, &self.c_fc)?, self.gelu);
        Ok(&x + &matmul(&hidden, &self.mlp_proj)?)
    }
}

/// nanoGPT's `GPT`: token and position embeddings, the blocks, a final LayerNorm, and the
/// language-model head, whose weight is the token embedding's (weight tying).
#[derive(Clone, Debug, Params)]
pub struct Gpt<T: Scalar> {
    wte: Mat<T>,
    wpe: Mat<T>,
    blocks: Vec<Block<T>>,
    ln_f: Vector<T, usize>,
}

#[vjp]
impl<T: Scalar> Gpt<T> {
    /// A model of `config`'s sizes, initialised as nanoGPT's.
    pub fn new(config: &Config, rng: &mut StdRng) -> Self {
        Gpt {
            wte: Mat::normal((config.vocab, config.width), 0.02, rng),
            wpe: Mat::normal((config.context, config.width), 0.02, rng),
            blocks: (0..config.layers).map(|_| Block::new(config, rng)).collect(),
            ln_f: Vector::from_fn((config.width,), |_| T::ONE),
        }
    }

    /// The logits of the next character at every position of every sequence of `ids`:
    /// `[sequences · context, vocab]`.
    #[vjp(trace, check(self = Gpt::new(&TINY, &mut StdRng::seed_from_u64(2)), ids = Tokens::new(vec![4, 0, 2, 1, 1, 3, 0, 4], TINY.context).unwrap()))]
    pub fn forward(&self, ids: &Tokens) -> Result<Mat<T>> {
        let positions = Tokens::positions(ids.nrows(), ids.ncols());
        let mut x = &embedding(&self.wte, ids)? + &embedding(&self.wpe, &positions)?;
        for block in &self.blocks {
            x = block.forward(&x)?;
        }
        matmul(&layer_norm(&x, &self.ln_f)?, &transpose(&self.wte))
    }
}

/// The sizes of the generated gradient checks.
#[cfg(test)]
const TINY: Config = Config {
    vocab: 5,
    context: 4,
    layers: 2,
    heads: 2,
    width: 8,
    gelu: GeluKind::Erf,
};

/// How to train (nanoGPT's `train.py` settings of the CPU run).
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    /// Sequences per step (`batch_size`).
    pub batch: usize,
    /// Steps (`max_iters`, `lr_decay_iters`).
    pub iters: usize,
    /// Peak learning rate (`learning_rate`).
    pub lr: f64,
    /// Final learning rate (`min_lr`).
    pub min_lr: f64,
    /// Warmup steps (`warmup_iters`).
    pub warmup: usize,
    /// AdamW's decoupled weight decay on the matrices (`weight_decay`).
    pub weight_decay: f64,
    /// AdamW's second-moment decay (`beta2`).
    pub beta2: f64,
    /// The largest gradient norm (`grad_clip`).
    pub clip: f64,
    /// Parts a batch is cut into, computed on as many threads.
    pub threads: usize,
    /// Seed of the initialisation and of the batches.
    pub seed: u64,
}

/// The CPU run of nanoGPT's README.
pub const RECIPE: Recipe = Recipe {
    batch: 12,
    iters: 2000,
    lr: 1e-3,
    min_lr: 1e-4,
    warmup: 100,
    weight_decay: 0.1,
    beta2: 0.99,
    clip: 1.0,
    threads: 2,
    seed: 1337,
};

/// The model of the CPU run.
pub const MODEL: Config = Config {
    vocab: 0,
    context: 64,
    layers: 4,
    heads: 4,
    width: 128,
    gelu: GeluKind::Erf,
};

/// A small model, for checking the exported step quickly (CI compiles and runs it).
pub const SMALL: Config = Config {
    vocab: 0,
    context: 16,
    layers: 2,
    heads: 2,
    width: 32,
    gelu: GeluKind::Erf,
};

/// The corpus as ids, its vocabulary (the distinct characters, sorted), and the split point:
/// the first 90% trains, the rest validates.
pub struct Corpus {
    /// Every character's id.
    pub ids: Vec<usize>,
    /// The characters, by id.
    pub chars: Vec<char>,
    /// Where validation starts.
    pub split: usize,
}

impl Corpus {
    /// The bundled Shakespeare (`examples/data/shakespeare.txt.gz`).
    pub fn shakespeare() -> std::result::Result<Self, Box<dyn Error>> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/data/shakespeare.txt.gz");
        let mut text = String::new();
        GzDecoder::new(std::fs::File::open(&path)?).read_to_string(&mut text)?;
        Ok(Self::new(&text))
    }

    /// `text` as ids over its sorted distinct characters.
    pub fn new(text: &str) -> Self {
        let mut chars: Vec<char> = text.chars().collect();
        chars.sort_unstable();
        chars.dedup();
        let ids: Vec<usize> = text.chars().filter_map(|c| chars.binary_search(&c).ok()).collect();
        let split = ids.len() * 9 / 10;
        Corpus { ids, chars, split }
    }

    /// `batch` random windows of the training text (nanoGPT's `get_batch`): the inputs, and
    /// as labels each input's next character.
    pub fn batch(&self, batch: usize, context: usize, rng: &mut StdRng) -> Result<(Tokens, Tokens)> {
        let (mut inputs, mut labels) = (Vec::with_capacity(batch * context), Vec::with_capacity(batch * context));
        for _ in 0..batch {
            let start = rng.random_range(0..self.split - context - 1);
            inputs.extend_from_slice(&self.ids[start..start + context]);
            labels.extend_from_slice(&self.ids[start + 1..start + context + 1]);
        }
        Ok((Tokens::new(inputs, context)?, Tokens::new(labels, context)?))
    }

    /// The validation text cut into consecutive windows of `context` characters (each with its
    /// next characters as labels), the same windows in the PyTorch script.
    pub fn validation(&self, context: usize) -> Result<(Tokens, Vec<usize>)> {
        let windows = (self.ids.len() - self.split - 1) / context;
        let end = self.split + windows * context;
        Ok((
            Tokens::new(self.ids[self.split..end].to_vec(), context)?,
            self.ids[self.split + 1..end + 1].to_vec(),
        ))
    }
}

/// The loss: the mean cross-entropy of the next-character predictions against `labels`.
fn loss<T: Scalar>(labels: Tokens) -> SoftmaxCrossEntropy<T> {
    SoftmaxCrossEntropy {
        labels: labels.into_ids(),
        smoothing: T::ZERO,
    }
}

/// The loss of `model`'s predictions for `inputs` against `labels`, and its gradient.
fn loss_and_grads<T: Scalar>(model: &Gpt<T>, inputs: Tokens, labels: Tokens) -> Result<(T, Gpt<T>)> {
    let (logits, saved) = Vjp::forward(model, inputs)?;
    let loss = loss(labels);
    let (value, probabilities) = loss.forward(logits)?;
    let (dlogits, ()) = loss.backward(&probabilities, &Tensor0::scalar(T::ONE))?;
    let (_, grads) = model.backward(&saved, &dlogits)?;
    Ok((value.value(), grads))
}

/// The mean cross-entropy over the validation windows, 64 windows at a time.
fn validation_loss(model: &Gpt<f32>, corpus: &Corpus, context: usize) -> Result<f64> {
    let (inputs, labels) = corpus.validation(context)?;
    let chunk = 64 * context;
    let mut total = 0.0;
    for (ids, labels) in inputs.chunks(chunk).zip(labels.chunks(chunk)) {
        let logits = model.apply(Tokens::new(ids.to_vec(), context)?)?;
        let loss = SoftmaxCrossEntropy {
            labels: labels.to_vec(),
            smoothing: 0.0,
        }
        .apply(logits)?;
        total += f64::from(loss.value()) * ids.len() as f64;
    }
    Ok(total / inputs.len() as f64)
}

/// A trainer of `recipe` (nanoGPT's AdamW groups: the LayerNorm gains do not decay).
fn trainer<T: Scalar>(recipe: &Recipe) -> Trainer<T> {
    let mut optimizer = AdamW::new(T::ZERO, T::from_f64(recipe.weight_decay)).with_decay(decays_unless_bias_or_norm);
    optimizer.beta2 = T::from_f64(recipe.beta2);
    let schedule = WarmupCosine {
        peak: recipe.lr,
        min: recipe.min_lr,
        warmup: recipe.warmup,
        total: recipe.iters,
    };
    Trainer {
        parts: recipe.threads,
        ..Trainer::new(optimizer, schedule).with_clip(recipe.clip)
    }
}

/// One step of `trainer` on a fresh batch.
fn step<T: Scalar>(
    trainer: &mut Trainer<T>,
    model: &mut Gpt<T>,
    corpus: &Corpus,
    (recipe, context): (&Recipe, usize),
    rng: &mut StdRng,
) -> Result<vjp::train::StepReport> {
    let (inputs, labels) = corpus.batch(recipe.batch, context, rng)?;
    trainer.step(model, recipe.batch, |model, sequences| {
        loss_and_grads(
            model,
            inputs.sequences(sequences.clone())?,
            labels.sequences(sequences)?,
        )
    })
}

/// Trains `config` on `corpus` by `recipe`, printing the validation loss every `report` steps
/// (and at the end) when it is not 0.
pub fn train(config: &Config, recipe: &Recipe, corpus: &Corpus, report: usize) -> Result<Gpt<f32>> {
    let mut rng = StdRng::seed_from_u64(recipe.seed);
    let mut model = Gpt::<f32>::new(config, &mut rng);
    let mut trainer = trainer(recipe);
    let start = Instant::now();
    for iter in 0..recipe.iters {
        let done = step(&mut trainer, &mut model, corpus, (recipe, config.context), &mut rng)?;
        if report > 0 && (iter % report == 0 || iter + 1 == recipe.iters) {
            println!(
                "{done}; val loss {:.4} ({:.1} s)",
                validation_loss(&model, corpus, config.context)?,
                start.elapsed().as_secs_f64()
            );
        }
    }
    Ok(model)
}

/// `length` characters drawn from `model` after `prompt` at temperature `temperature` (nanoGPT's
/// `generate`): the last `context` characters are the input, later positions filled with the
/// first id, which causal attention never lets an earlier position see.
pub fn sample(
    model: &Gpt<f32>,
    corpus: &Corpus,
    context: usize,
    (prompt, length, temperature): (&str, usize, f32),
    rng: &mut StdRng,
) -> Result<String> {
    let mut ids: Vec<usize> = prompt
        .chars()
        .filter_map(|c| corpus.chars.binary_search(&c).ok())
        .collect();
    for _ in 0..length {
        let window = &ids[ids.len().saturating_sub(context)..];
        let mut input = window.to_vec();
        input.resize(context, 0);
        let logits = model.apply(Tokens::new(input, context)?)?;
        let vocab = logits.ncols();
        let row = &logits.data()[(window.len() - 1) * vocab..window.len() * vocab];
        let max = row.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
        let weights: Vec<f64> = row
            .iter()
            .map(|&v| f64::from(((v - max) / temperature).exp()))
            .collect();
        let mut pick = rng.random_range(0.0..weights.iter().sum::<f64>());
        let next = weights.iter().position(|&w| {
            pick -= w;
            pick < 0.0
        });
        ids.push(next.unwrap_or(vocab - 1));
    }
    Ok(ids.iter().map(|&id| corpus.chars[id]).collect())
}

/// `--bench`: steps after a few unmeasured ones, timed, as tokens per second.
fn bench(config: &Config, recipe: &Recipe, corpus: &Corpus) -> Result<f64> {
    let mut rng = StdRng::seed_from_u64(recipe.seed);
    let mut model = Gpt::<f32>::new(config, &mut rng);
    let mut trainer = trainer(recipe);
    for _ in 0..5 {
        step(&mut trainer, &mut model, corpus, (recipe, config.context), &mut rng)?;
    }
    let steps = 100;
    let start = Instant::now();
    for _ in 0..steps {
        step(&mut trainer, &mut model, corpus, (recipe, config.context), &mut rng)?;
    }
    Ok((steps * recipe.batch * config.context) as f64 / start.elapsed().as_secs_f64())
}

/// `--export DIR`: the train step of `config` at batch `recipe.batch` (after one step, so that
/// the optimizer's state going in is not zero), traced as a program and written with the
/// inputs and the Rust step's outputs; the model cast to `f64` for the reference.
fn export(dir: &Path, config: &Config, recipe: &Recipe, corpus: &Corpus) -> std::result::Result<(), Box<dyn Error>> {
    let mut rng = StdRng::seed_from_u64(recipe.seed);
    let trained = Gpt::<f32>::new(config, &mut rng);
    let mut model = Gpt::<f64>::new(config, &mut StdRng::seed_from_u64(0));
    copy_params(&trained, &mut model)?;
    let mut trainer = trainer::<f64>(recipe);
    trainer.parts = 1;
    step(&mut trainer, &mut model, corpus, (recipe, config.context), &mut rng)?;
    let (inputs, labels) = corpus.batch(recipe.batch, config.context, &mut rng)?;
    let export = vjp::hlo::export_train_step(&mut model, &loss(labels), ("tokens", &inputs), &mut trainer)?;
    let description = serde_json::json!({
        "model": "character-level GPT (nanoGPT, bias=False, tied head)",
        "vocab": config.vocab, "context": config.context, "layers": config.layers,
        "heads": config.heads, "width": config.width, "batch": recipe.batch,
        "optimizer": {"name": "adamw", "beta2": recipe.beta2, "weight_decay": recipe.weight_decay,
                      "no_decay": "biases and norms", "clip": recipe.clip},
    });
    export.write(dir, FloatType::F32, description)?;
    println!(
        "train step: {} inputs, {} outputs, {} graph nodes; evaluated in f64 it is the Rust step to {:.1e} ({}); wrote {}",
        export.module.graph.inputs().count(),
        export.module.outputs.len(),
        export.module.graph.len(),
        export.worst.0,
        export.worst.1,
        dir.display()
    );
    Ok(())
}

/// The value after `flag` in `args`, parsed.
fn option<V: std::str::FromStr>(args: &[String], flag: &str) -> std::result::Result<Option<V>, Box<dyn Error>>
where
    V::Err: Error + 'static,
{
    match args.iter().position(|a| a == flag) {
        Some(at) => Ok(Some(args.get(at + 1).ok_or(format!("{flag} needs a value"))?.parse()?)),
        None => Ok(None),
    }
}

fn main() -> std::result::Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut recipe = RECIPE;
    recipe.iters = option(&args, "--iters")?.unwrap_or(recipe.iters);
    recipe.batch = option(&args, "--batch")?.unwrap_or(recipe.batch);
    let corpus = Corpus::shakespeare()?;
    let size: Option<String> = option(&args, "--size")?;
    let gelu = match option::<String>(&args, "--gelu")?.as_deref() {
        None | Some("erf") => GeluKind::Erf,
        Some("tanh") => GeluKind::Tanh,
        Some(other) => return Err(format!("--gelu {other}: erf (the default) or tanh").into()),
    };
    let config = Config {
        vocab: corpus.chars.len(),
        gelu,
        ..match size.as_deref() {
            None | Some("baby") => MODEL,
            Some("small") => SMALL,
            Some(other) => return Err(format!("--size {other}: baby (the default) or small").into()),
        }
    };
    if let Some(dir) = option::<String>(&args, "--export")? {
        return export(Path::new(&dir), &config, &recipe, &corpus);
    }
    if args.iter().any(|a| a == "--bench") {
        println!("train step: {:.0} tokens/s", bench(&config, &recipe, &corpus)?);
        return Ok(());
    }
    println!(
        "{} characters ({} to train on), vocabulary {}; {config:?}; {recipe:?}",
        corpus.ids.len(),
        corpus.split,
        corpus.chars.len()
    );
    let start = Instant::now();
    let model = train(&config, &recipe, &corpus, 250)?;
    let mut count = 0;
    model.visit_params(&mut |s| count += s.len());
    println!("{count} parameters, trained in {:.1} s", start.elapsed().as_secs_f64());
    println!("val loss: {:.4}", validation_loss(&model, &corpus, config.context)?);
    let mut rng = StdRng::seed_from_u64(recipe.seed);
    println!(
        "sample:\n{}",
        sample(&model, &corpus, config.context, ("\n", 300, 0.8), &mut rng)?
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few steps of a small model on the corpus already lower the validation loss well below
    /// a uniform guess's `ln(vocab)`, and the gradient comes back as the model's own struct.
    #[test]
    fn a_small_model_learns_on_a_few_steps() {
        let corpus = Corpus::shakespeare().unwrap();
        let config = Config {
            vocab: corpus.chars.len(),
            context: 16,
            layers: 1,
            heads: 2,
            width: 32,
            gelu: GeluKind::Erf,
        };
        let recipe = Recipe {
            iters: 60,
            warmup: 5,
            lr: 1e-2,
            ..RECIPE
        };
        let model = train(&config, &recipe, &corpus, 0).unwrap();
        let loss = validation_loss(&model, &corpus, config.context).unwrap();
        assert!(loss < 0.8 * (corpus.chars.len() as f64).ln(), "validation loss {loss}");
        let mut paths = Vec::new();
        model.visit_named_params(&mut |path, _| paths.push(path.to_string()));
        assert!(paths.contains(&"blocks.0.c_attn".to_string()), "{paths:?}");
        let text = sample(
            &model,
            &corpus,
            config.context,
            ("\n", 20, 0.8),
            &mut StdRng::seed_from_u64(0),
        )
        .unwrap();
        assert_eq!(text.chars().count(), 21);
    }
}

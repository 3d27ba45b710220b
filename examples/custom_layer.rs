//! What a user writes: layers as structs of parameters with a `forward(&self, x)` method, whose
//! backward `#[vjp]` derives, trained on real data. This is what to copy first.
//!
//! * `rms_norm` is a function derived from ordinary Rust (`x * x`, `&a + c`) over the op set;
//! * `Block` is a pre-RMSNorm transformer block with a SwiGLU MLP, a `#[derive(Params)]` struct
//!   whose `#[vjp]` method `forward` makes it a witness, its gradient a `Block` addressed by
//!   field (`grads.blocks[1].gate`);
//! * `Classifier` holds a `Vec` of blocks and runs them in a `for` loop;
//! * `check(...)` gives each a generated gradient-check test, and a training test runs the
//!   recipe on a small slice (`cargo test --example custom_layer`).
//!
//! Run with `cargo run --release --example custom_layer`: it trains on the 8,000 bundled MNIST
//! digits (`vit/data/mnist10k`) and ends with `test accuracy: NN.NN%` on the 2,000 test digits.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::error::Error;
use std::path::Path;
use std::time::Instant;
use vit::data::Dataset;
use vjp::optim::AdamW;
use vjp::{
    Dim, Matrix, Params, Result, Scalar, SoftmaxCrossEntropy, Tensor0, Vector, Vjp, col_scale, dense, matmul,
    multi_head_attention, reshape, row_means, row_scale, rsqrt, silu, vjp,
};

type Mat<T> = Matrix<T, usize, usize>;

/// RMSNorm with a learned gain: each row divided by its root mean square, then scaled per
/// feature. Derived from the body; `check` makes its gradient test.
#[vjp(check(N = 3, D = 4))]
pub fn rms_norm<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, gain: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
    let mean_square = row_means(&(x * x))?;
    let inverse = rsqrt(&(&mean_square + T::from_f64(1e-6)));
    row_scale(&col_scale(x, &inverse)?, gain)
}

/// A pre-RMSNorm transformer block: multi-head self-attention, then a SwiGLU MLP, each added to
/// its input. The rows of `x` are the tokens of a batch of images, `tokens` per image.
#[derive(Clone, Debug, Params)]
pub struct Block<T: Scalar> {
    attention_norm: Vector<T, usize>,
    qkv: Mat<T>,
    qkv_bias: Vector<T, usize>,
    proj: Mat<T>,
    proj_bias: Vector<T, usize>,
    mlp_norm: Vector<T, usize>,
    gate: Mat<T>,
    up: Mat<T>,
    down: Mat<T>,
    #[config]
    tokens: usize,
    #[config]
    heads: usize,
}

/// Weights uniform in `±sqrt(6 / (fan_in + fan_out))`.
fn glorot<T: Scalar>(rows: usize, cols: usize, rng: &mut StdRng) -> Mat<T> {
    let limit = (6.0 / (rows + cols) as f64).sqrt();
    Mat::from_fn((rows, cols), |_| T::from_f64(rng.random_range(-limit..limit)))
}

#[vjp]
impl<T: Scalar> Block<T> {
    /// A block of width `width`, MLP width `hidden`, over `tokens` tokens per image.
    pub fn new(width: usize, hidden: usize, tokens: usize, heads: usize, rng: &mut StdRng) -> Self {
        Block {
            attention_norm: Vector::from_fn((width,), |_| T::ONE),
            qkv: glorot(width, 3 * width, rng),
            qkv_bias: Vector::zeros((3 * width,)),
            proj: glorot(width, width, rng),
            proj_bias: Vector::zeros((width,)),
            mlp_norm: Vector::from_fn((width,), |_| T::ONE),
            gate: glorot(width, hidden, rng),
            up: glorot(width, hidden, rng),
            down: glorot(hidden, width, rng),
            tokens,
            heads,
        }
    }

    /// `h = x + attention(rms_norm(x))`, then `h + swiglu(rms_norm(h))`.
    #[vjp(check(self = Block::new(8, 12, 3, 2, &mut StdRng::seed_from_u64(0)), x = Mat::random((6, 8), &mut StdRng::seed_from_u64(1))))]
    pub fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let normed = rms_norm(x, &self.attention_norm)?;
        let qkv = dense(&normed, &self.qkv, &self.qkv_bias)?;
        let attended = multi_head_attention(&qkv, self.tokens, self.heads)?;
        let h = x + &dense(&attended, &self.proj, &self.proj_bias)?;
        let m = rms_norm(&h, &self.mlp_norm)?;
        let hidden = &silu(&matmul(&m, &self.gate)?) * &matmul(&m, &self.up)?;
        Ok(&h + &matmul(&hidden, &self.down)?)
    }
}

/// Patches of an image, each a token, embedded; a stack of blocks; the tokens of each image
/// flattened into one row for the classifying head.
#[derive(Clone, Debug, Params)]
pub struct Classifier<T: Scalar> {
    embed: Mat<T>,
    embed_bias: Vector<T, usize>,
    blocks: Vec<Block<T>>,
    norm: Vector<T, usize>,
    head: Mat<T>,
    head_bias: Vector<T, usize>,
    #[config]
    tokens: usize,
}

/// The recipe's sizes.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Side of a square patch, in pixels.
    pub patch: usize,
    /// Token width.
    pub width: usize,
    /// SwiGLU hidden width.
    pub hidden: usize,
    /// Attention heads.
    pub heads: usize,
    /// Blocks.
    pub depth: usize,
    /// Passes over the training set.
    pub epochs: usize,
    /// Images per step.
    pub batch: usize,
    /// AdamW's peak learning rate (a linear decay to zero follows a short warm-up).
    pub lr: f32,
    /// Largest random shift of a training image, in pixels (each way, each axis).
    pub shift: usize,
}

/// The recipe `main` trains.
pub const RECIPE: Config = Config {
    patch: 4,
    width: 48,
    hidden: 96,
    heads: 4,
    depth: 2,
    epochs: 12,
    batch: 64,
    lr: 2e-3,
    shift: 2,
};

#[vjp]
impl<T: Scalar> Classifier<T> {
    /// A classifier of `classes` classes over `tokens` patches of `features` numbers each.
    pub fn new(config: &Config, features: usize, tokens: usize, classes: usize, rng: &mut StdRng) -> Self {
        Classifier {
            embed: glorot(features, config.width, rng),
            embed_bias: Vector::zeros((config.width,)),
            blocks: (0..config.depth)
                .map(|_| Block::new(config.width, config.hidden, tokens, config.heads, rng))
                .collect(),
            norm: Vector::from_fn((config.width,), |_| T::ONE),
            head: glorot(tokens * config.width, classes, rng),
            head_bias: Vector::zeros((classes,)),
            tokens,
        }
    }

    /// The class scores of each image whose tokens are rows of `x`.
    #[vjp(check(self = Classifier::new(&Config { width: 4, hidden: 6, heads: 2, depth: 2, ..RECIPE }, 5, 3, 2, &mut StdRng::seed_from_u64(2)), x = Mat::random((6, 5), &mut StdRng::seed_from_u64(3))))]
    pub fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let mut h = dense(x, &self.embed, &self.embed_bias)?;
        for block in &self.blocks {
            h = block.forward(&h)?;
        }
        let normed = rms_norm(&h, &self.norm)?;
        let images = normed.nrows() / self.tokens;
        let flat = reshape(&normed, (images, self.tokens * normed.ncols()))?;
        dense(&flat, &self.head, &self.head_bias)
    }
}

/// The images at `indices` as token rows: each `patch × patch` patch's pixels, then a one-hot
/// of its place (so the embedding learns a position embedding). With `rng`, each image is first
/// shifted by up to `shift` pixels each way (the gap filled with zeros).
fn tokens(
    data: &Dataset,
    indices: &[usize],
    patch: usize,
    shift: usize,
    mut rng: Option<&mut StdRng>,
) -> Result<Mat<f32>> {
    let (h, w) = (data.height, data.width);
    let (grid_h, grid_w) = (h / patch, w / patch);
    let count = grid_h * grid_w;
    let features = patch * patch + count;
    let mut rows = vec![0.0f32; indices.len() * count * features];
    for (k, &index) in indices.iter().enumerate() {
        let image = &data.pixels[index * h * w..(index + 1) * h * w];
        let (dy, dx) = match rng.as_deref_mut() {
            Some(rng) if shift > 0 => {
                let s = shift as i64;
                (rng.random_range(-s..=s) as isize, rng.random_range(-s..=s) as isize)
            }
            _ => (0, 0),
        };
        for t in 0..count {
            let row = &mut rows[(k * count + t) * features..(k * count + t + 1) * features];
            let (py, px) = (t / grid_w * patch, t % grid_w * patch);
            for i in 0..patch {
                for j in 0..patch {
                    let (y, x) = ((py + i) as isize - dy, (px + j) as isize - dx);
                    if (0..h as isize).contains(&y) && (0..w as isize).contains(&x) {
                        row[i * patch + j] = image[y as usize * w + x as usize];
                    }
                }
            }
            row[patch * patch + t] = 1.0;
        }
    }
    Mat::from_vec((indices.len() * count, features), rows)
}

/// The fraction of `data` the model classifies right.
fn accuracy(model: &Classifier<f32>, data: &Dataset, patch: usize) -> Result<f64> {
    let mut correct = 0;
    let indices: Vec<usize> = (0..data.len()).collect();
    for chunk in indices.chunks(500) {
        let logits = model.forward(&tokens(data, chunk, patch, 0, None)?)?;
        let classes = logits.ncols();
        correct += logits
            .data()
            .chunks_exact(classes)
            .zip(chunk)
            .filter(|&(row, &i)| (0..classes).fold(0, |b, j| if row[j] > row[b] { j } else { b }) == data.labels[i])
            .count();
    }
    Ok(correct as f64 / data.len() as f64)
}

/// Trains the recipe on `train` and returns the model; prints each epoch's loss and test
/// accuracy when `report` is set.
pub fn train(config: &Config, train: &Dataset, test: &Dataset, report: bool) -> Result<Classifier<f32>> {
    let mut rng = StdRng::seed_from_u64(0);
    let count = (train.height / config.patch) * (train.width / config.patch);
    let features = config.patch * config.patch + count;
    let mut model = Classifier::new(config, features, count, train.classes, &mut rng);
    let mut optimizer = AdamW::new(config.lr, 1e-4);
    let loss_of = |labels: Vec<usize>| SoftmaxCrossEntropy { labels, smoothing: 0.0 };
    let steps_per_epoch = train.len().div_ceil(config.batch);
    let total = (config.epochs * steps_per_epoch) as f32;
    let warmup = steps_per_epoch as f32;
    let mut step = 0.0f32;
    let mut order: Vec<usize> = (0..train.len()).collect();
    for epoch in 1..=config.epochs {
        order.shuffle(&mut rng);
        let mut total_loss = 0.0;
        for indices in order.chunks(config.batch) {
            let x = tokens(train, indices, config.patch, config.shift, Some(&mut rng))?;
            let labels = indices.iter().map(|&i| train.labels[i]).collect();
            let (logits, saved) = Vjp::forward(&model, x)?;
            let loss = loss_of(labels);
            let (value, probs) = loss.forward(logits)?;
            let (dlogits, ()) = loss.backward(&probs, &Tensor0::scalar(1.0))?;
            let (_, grads) = model.backward(&saved, &dlogits)?;
            step += 1.0;
            optimizer.lr = config.lr * (step / warmup).min((total - step).max(0.0) / (total - warmup));
            optimizer.step(&mut model, &grads)?;
            total_loss += f64::from(value.value()) * indices.len() as f64;
        }
        if report {
            println!(
                "epoch {epoch:2}: train loss {:.4}, test accuracy {:.2}%",
                total_loss / train.len() as f64,
                100.0 * accuracy(&model, test, config.patch)?
            );
        }
    }
    Ok(model)
}

/// The bundled MNIST digits: 8,000 to train on, 2,000 to test.
fn mnist() -> std::result::Result<(Dataset, Dataset), Box<dyn Error>> {
    Ok(Dataset::mnist(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("vit/data/mnist10k"),
    )?)
}

fn main() -> std::result::Result<(), Box<dyn Error>> {
    let (train_set, test_set) = mnist()?;
    println!(
        "MNIST: {} training images, {} test images; {RECIPE:?}",
        train_set.len(),
        test_set.len()
    );
    let start = Instant::now();
    let model = train(&RECIPE, &train_set, &test_set, true)?;
    let mut count = 0;
    model.visit_params(&mut |s| count += s.len());
    println!("{count} parameters, trained in {:.1} s", start.elapsed().as_secs_f64());
    println!(
        "test accuracy: {:.2}%",
        100.0 * accuracy(&model, &test_set, RECIPE.patch)?
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The recipe on a slice: 600 training images for 3 epochs already classify most of 300
    /// held-out digits, far above chance; the gradient comes back as the model's own struct.
    #[test]
    fn the_recipe_learns_on_a_small_slice() {
        let (train_set, test_set) = mnist().unwrap();
        let small = train_set.subset(&(0..600).collect::<Vec<_>>()).unwrap();
        let held_out = test_set.subset(&(0..300).collect::<Vec<_>>()).unwrap();
        let config = Config {
            width: 24,
            hidden: 48,
            epochs: 3,
            batch: 32,
            ..RECIPE
        };
        let model = train(&config, &small, &held_out, false).unwrap();
        let accuracy = accuracy(&model, &held_out, config.patch).unwrap();
        assert!(accuracy > 0.6, "accuracy {accuracy}");
        let mut paths = Vec::new();
        model.visit_named_params(&mut |path, _| paths.push(path.to_string()));
        assert!(paths.contains(&"blocks.1.gate".to_string()), "{paths:?}");
    }
}

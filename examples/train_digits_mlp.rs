//! Trains a small MLP classifier on the bundled UCI digits with AdamW, built from `vjp`
//! witnesses: `dense(64 → 128) → GELU → dense(128 → 10)`, softmax cross-entropy.
//!
//! Run with `cargo run --release --example train_digits_mlp`. It ends with the line
//! `test accuracy: NN.NN%` on the fixed-seed 20% test split.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::error::Error;
use vit::data::Dataset;
use vjp::optim::AdamW;
use vjp::{Const, Dense, Gelu, GeluKind, Matrix, SoftmaxCrossEntropy, Tensor0, Vjp, comp};

const EPOCHS: usize = 30;
const BATCH: usize = 32;
const HIDDEN: usize = 128;

type Pixels = Const<64>;
type Hidden = Const<HIDDEN>;
type Classes = Const<10>;

/// The images at `indices` as rows of 64 pixels, and their labels.
fn rows(data: &Dataset, indices: &[usize]) -> Result<(Matrix<f32, usize, Pixels>, Vec<usize>), Box<dyn Error>> {
    let (images, labels) = data.batch::<f32>(indices)?;
    Ok((images.reshape((indices.len(), Const))?, labels))
}

fn accuracy<M>(model: &M, data: &Dataset) -> Result<f64, Box<dyn Error>>
where
    M: Vjp<f32, Matrix<f32, usize, Pixels>, Output = Matrix<f32, usize, Classes>>,
{
    let indices: Vec<usize> = (0..data.len()).collect();
    let (x, labels) = rows(data, &indices)?;
    let logits = model.apply(x)?;
    let classes = logits.ncols();
    let correct = logits
        .data()
        .chunks_exact(classes)
        .zip(&labels)
        .filter(|&(row, &label)| (0..classes).fold(0, |b, j| if row[j] > row[b] { j } else { b }) == label)
        .count();
    Ok(correct as f64 / data.len() as f64)
}

fn main() -> Result<(), Box<dyn Error>> {
    let (train, test) = Dataset::digits()?.split(0.2, 0)?;
    println!("digits: {} training images, {} test images", train.len(), test.len());
    let mut rng = StdRng::seed_from_u64(0);
    let mut model = comp(
        comp(
            Dense::<f32, Pixels, Hidden>::glorot(Const, Const, &mut rng),
            Gelu { kind: GeluKind::Erf },
        ),
        Dense::<f32, Hidden, Classes>::glorot(Const, Const, &mut rng),
    );
    let mut optimizer = AdamW::new(1e-3, 1e-4);
    let mut order: Vec<usize> = (0..train.len()).collect();
    for epoch in 1..=EPOCHS {
        order.shuffle(&mut rng);
        let mut total_loss = 0.0;
        for indices in order.chunks(BATCH) {
            let (x, labels) = rows(&train, indices)?;
            let (logits, saved) = model.forward(x)?;
            let loss = SoftmaxCrossEntropy { labels, smoothing: 0.0 };
            let (value, probs) = loss.forward(logits)?;
            let (dlogits, ()) = loss.backward(&probs, &Tensor0::scalar(1.0))?;
            let (_, grads) = model.backward(&saved, &dlogits)?;
            optimizer.step(&mut model, &grads)?;
            total_loss += f64::from(value.value()) * indices.len() as f64;
        }
        if epoch % 5 == 0 || epoch == 1 {
            println!(
                "epoch {epoch:2}: train loss {:.4}, test accuracy {:.2}%",
                total_loss / train.len() as f64,
                100.0 * accuracy(&model, &test)?
            );
        }
    }
    println!("test accuracy: {:.2}%", 100.0 * accuracy(&model, &test)?);
    Ok(())
}

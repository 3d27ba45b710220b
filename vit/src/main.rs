//! The `vit` command line: train on the bundled digits, evaluate a checkpoint, compute
//! gradients for timm interop.

use clap::{Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use rand::SeedableRng;
use std::path::PathBuf;
use std::process::ExitCode;
use vit::checkpoint::{FileDtype, LoadOptions};
use vit::data::Dataset;
use vit::train::{Optimizer, TrainOptions};
use vit::{Vit, VitConfig, VitError};
use vjp_core::GeluKind;

/// Training allocates and frees many buffers of the same sizes every step; mimalloc reuses them
/// where the system allocator hands large ones back to the kernel and faults them in again.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "vit", version, about = "A Vision Transformer built from vjp witnesses")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Train (by default on the bundled UCI digits, fixed-seed 80/20 split); ends with
    /// `test accuracy: NN.NN%`.
    Train(TrainArgs),
    /// Evaluate a checkpoint on a test set: accuracy and confusion matrix.
    Eval(EvalArgs),
    /// Loss, logits and every parameter gradient of a batch, for comparison with timm.
    Grad(GradArgs),
}

#[derive(Clone, Copy, ValueEnum)]
enum Gelu {
    Erf,
    Tanh,
}

impl From<Gelu> for GeluKind {
    fn from(g: Gelu) -> Self {
        match g {
            Gelu::Erf => GeluKind::Erf,
            Gelu::Tanh => GeluKind::Tanh,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum OptimizerArg {
    Adamw,
    Sgd,
}

#[derive(Clone, Copy, ValueEnum)]
enum Dtype {
    F32,
    F64,
}

/// Where the images come from.
#[derive(clap::Args)]
struct DataArgs {
    /// MNIST IDX files in this directory (`train-images-idx3-ubyte[.gz]`, ...), instead of the
    /// bundled digits.
    #[arg(long, conflicts_with = "image_folder")]
    mnist: Option<PathBuf>,
    /// An ImageFolder directory (one folder of images per class; `train/` and `val/` if present,
    /// else an 80/20 split), instead of the bundled digits.
    #[arg(long)]
    image_folder: Option<PathBuf>,
    /// Side that ImageFolder images are resized to.
    #[arg(long, default_value_t = 224)]
    image_size: usize,
    /// Channels of ImageFolder images (1 grey, 3 RGB).
    #[arg(long, default_value_t = 3)]
    channels: usize,
}

impl DataArgs {
    /// The training and test sets, and a name for them.
    fn load(&self) -> Result<(Dataset, Dataset, String), VitError> {
        Ok(match (&self.mnist, &self.image_folder) {
            (Some(dir), _) => {
                let (train, test) = Dataset::mnist(dir)?;
                (train, test, format!("MNIST ({})", dir.display()))
            }
            (None, Some(dir)) => {
                let (train, test) = Dataset::image_folder(dir, self.image_size, self.channels)?;
                (train, test, format!("ImageFolder ({})", dir.display()))
            }
            (None, None) => {
                let (train, test) = Dataset::digits()?.split(0.2, 0);
                (train, test, "digits".to_string())
            }
        })
    }
}

#[derive(clap::Args)]
struct TrainArgs {
    #[command(flatten)]
    data: DataArgs,
    /// Passes over the training set.
    #[arg(long, default_value_t = 30)]
    epochs: usize,
    /// Images per step.
    #[arg(long, default_value_t = 32)]
    batch: usize,
    /// Peak learning rate.
    #[arg(long, default_value_t = 2e-3)]
    lr: f64,
    /// Final learning rate of the cosine decay.
    #[arg(long, default_value_t = 1e-8)]
    min_lr: f64,
    /// Warmup epochs.
    #[arg(long, default_value_t = 9)]
    warmup: usize,
    /// Decoupled weight decay.
    #[arg(long, default_value_t = 1e-4)]
    weight_decay: f64,
    /// Label smoothing.
    #[arg(long, default_value_t = 0.1)]
    label_smoothing: f64,
    /// Optimizer.
    #[arg(long, value_enum, default_value_t = OptimizerArg::Adamw)]
    optimizer: OptimizerArg,
    /// SGD momentum.
    #[arg(long, default_value_t = 0.9)]
    momentum: f64,
    /// Seed of the initialisation and the shuffling.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Threads: each step's batch is split into this many parts computed in parallel.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Token width.
    #[arg(long, default_value_t = 64)]
    dim: usize,
    /// Blocks.
    #[arg(long, default_value_t = 4)]
    depth: usize,
    /// Attention heads.
    #[arg(long, default_value_t = 4)]
    heads: usize,
    /// MLP hidden width.
    #[arg(long, default_value_t = 128)]
    mlp: usize,
    /// Patch side.
    #[arg(long, default_value_t = 2)]
    patch: usize,
    /// GELU form.
    #[arg(long, value_enum, default_value_t = Gelu::Erf)]
    gelu: Gelu,
    /// LayerNorm epsilon.
    #[arg(long, default_value_t = 1e-6)]
    eps: f64,
    /// Where the weights are written after every epoch (atomically, timm's names); the training
    /// state (weights and optimizer) goes beside it with `.state` appended.
    #[arg(long, default_value = "vit-digits.safetensors")]
    out: PathBuf,
    /// The PNG of loss and accuracy per epoch, redrawn after every epoch.
    #[arg(long, default_value = "vit-training.png")]
    plot: PathBuf,
    /// Continue from the training state beside `--out` (same seed and options), to the weights an
    /// uninterrupted run reaches.
    #[arg(long)]
    resume: bool,
}

#[derive(clap::Args)]
struct EvalArgs {
    #[command(flatten)]
    data: DataArgs,
    /// The checkpoint.
    #[arg(long)]
    weights: PathBuf,
    /// Attention heads, if the file does not say.
    #[arg(long)]
    heads: Option<usize>,
}

#[derive(clap::Args)]
struct GradArgs {
    /// The weights (timm names and layouts).
    #[arg(long)]
    weights: PathBuf,
    /// The batch: `x` [B, C, H, W] float, `y` [B] int64.
    #[arg(long)]
    batch: PathBuf,
    /// Where `loss`, `logits` and the gradients go.
    #[arg(long)]
    out: PathBuf,
    /// Attention heads (default: the file's metadata, else D / 64).
    #[arg(long)]
    heads: Option<usize>,
    /// Precision of the computation and the output.
    #[arg(long, value_enum, default_value_t = Dtype::F32)]
    dtype: Dtype,
    /// LayerNorm epsilon (default: the file's metadata, else 1e-6).
    #[arg(long)]
    eps: Option<f64>,
    /// GELU form (default: the file's metadata, else erf).
    #[arg(long, value_enum)]
    gelu: Option<Gelu>,
    /// Label smoothing of the loss.
    #[arg(long, default_value_t = 0.0)]
    label_smoothing: f64,
}

fn train(args: &TrainArgs) -> Result<(), VitError> {
    // Parallelism is across sub-batches; each one's matrix products stay on its thread.
    vjp_core::linalg::set_threads(1);
    let (train_set, test_set, data_name) = args.data.load()?;
    if train_set.height != train_set.width {
        return Err(VitError::Config(format!(
            "images are {}x{}: the ViT takes square images",
            train_set.height, train_set.width
        )));
    }
    let config = VitConfig {
        image: train_set.height,
        channels: train_set.channels,
        classes: train_set.classes,
        dim: args.dim,
        depth: args.depth,
        heads: args.heads,
        mlp_hidden: args.mlp,
        patch: args.patch,
        gelu: args.gelu.into(),
        eps: args.eps,
    };
    let options = TrainOptions {
        epochs: args.epochs,
        batch: args.batch,
        lr: args.lr,
        min_lr: args.min_lr,
        warmup_epochs: args.warmup,
        weight_decay: args.weight_decay,
        smoothing: args.label_smoothing,
        optimizer: match args.optimizer {
            OptimizerArg::Adamw => Optimizer::AdamW,
            OptimizerArg::Sgd => Optimizer::Sgd {
                momentum: args.momentum,
            },
        },
        seed: args.seed,
        parallel_parts: args.threads.max(1),
    };
    options.validate()?;
    let state_path = PathBuf::from(format!("{}.state", args.out.display()));
    let (mut vit, resume) = if args.resume {
        let (vit, epoch, optimizer) = vit::checkpoint::load_training::<f32>(&state_path)?;
        println!("resuming from {} after epoch {epoch}", state_path.display());
        (vit, Some(vit::train::Resume { epoch, optimizer }))
    } else {
        (
            Vit::<f32>::new(&config, &mut rand::rngs::StdRng::seed_from_u64(args.seed))?,
            None,
        )
    };
    let config = vit.config.clone();
    println!(
        "{data_name}: {} training and {} test images; ViT {}x{} patch {}, D {}, depth {}, {} heads, MLP {}, {} parameters",
        train_set.len(),
        test_set.len(),
        config.image,
        config.image,
        config.patch,
        config.dim,
        config.depth,
        config.heads,
        config.mlp_hidden,
        config.parameter_count()
    );
    let bar = ProgressBar::new((train_set.len().div_ceil(args.batch) * args.epochs) as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} steps  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started = std::time::Instant::now();
    let out = args.out.clone();
    let mut plotted = Vec::new();
    let history = vit::train::train(
        &mut vit,
        &train_set,
        &test_set,
        &options,
        resume,
        |step| {
            bar.set_position(step.step as u64);
            bar.set_message(format!(
                "loss {:.4}  accuracy {:.1}%  {:.0} images/s",
                step.loss,
                100.0 * step.accuracy,
                step.images_per_second
            ));
        },
        |stats, model, optimizer| {
            plotted.push(stats.clone());
            vit::plot::write_png(&plotted, &args.plot)?;
            vit::checkpoint::save(model, &out, FileDtype::F32)?;
            vit::checkpoint::save_training(model, stats.epoch, optimizer, &state_path, FileDtype::F32)?;
            let line = format!(
                "epoch {:2}: loss {:.4}, train accuracy {:.2}%, test accuracy {:.2}%, {:.0} images/s",
                stats.epoch,
                stats.train_loss,
                100.0 * stats.train_accuracy,
                100.0 * stats.test_accuracy,
                stats.images_per_second
            );
            if bar.is_hidden() {
                println!("{line}");
            } else {
                bar.println(line);
            }
            Ok(())
        },
    )?;
    bar.finish_and_clear();
    let accuracy = history.last().map_or(0.0, |s| s.test_accuracy);
    println!(
        "trained in {:.1} s; weights written to {}, curves to {}",
        started.elapsed().as_secs_f64(),
        out.display(),
        args.plot.display()
    );
    println!("test accuracy: {:.2}%", 100.0 * accuracy);
    Ok(())
}

fn eval(args: &EvalArgs) -> Result<(), VitError> {
    let options = LoadOptions {
        heads: args.heads,
        ..LoadOptions::default()
    };
    let vit = vit::checkpoint::load::<f32>(&args.weights, &options)?;
    let (_, test_set, _) = args.data.load()?;
    let c = &vit.config;
    if (test_set.channels, test_set.height, test_set.width) != (c.channels, c.image, c.image) {
        return Err(VitError::Config(format!(
            "the test images are {}x{}x{}, the model takes {}x{}x{}",
            test_set.channels, test_set.height, test_set.width, c.channels, c.image, c.image
        )));
    }
    let evaluation = vit::train::evaluate(&vit, &test_set, 256)?;
    println!("confusion matrix (rows: true class, columns: predicted):");
    for row in &evaluation.confusion {
        println!("{}", row.iter().map(|n| format!("{n:4}")).collect::<String>());
    }
    println!("test accuracy: {:.2}%", 100.0 * evaluation.accuracy);
    Ok(())
}

fn grad(args: &GradArgs) -> Result<(), VitError> {
    let options = LoadOptions {
        heads: args.heads,
        eps: args.eps,
        gelu: args.gelu.map(Into::into),
    };
    match args.dtype {
        Dtype::F32 => vit::grad::run::<f32>(
            &args.weights,
            &args.batch,
            &args.out,
            &options,
            args.label_smoothing,
            FileDtype::F32,
        ),
        Dtype::F64 => vit::grad::run::<f64>(
            &args.weights,
            &args.batch,
            &args.out,
            &options,
            args.label_smoothing,
            FileDtype::F64,
        ),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Train(args) => train(args),
        Command::Eval(args) => eval(args),
        Command::Grad(args) => grad(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

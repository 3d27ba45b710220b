//! The `vit` command line: train on the bundled digits, evaluate a checkpoint, compute
//! gradients for timm interop.

use clap::{Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use rand::SeedableRng;
use std::path::PathBuf;
use std::process::ExitCode;
use vit::checkpoint::{FileDtype, LoadOptions, encode};
use vit::data::Dataset;
use vit::train::{Optimizer, TrainOptions};
use vit::{Vit, VitConfig, VitError};
use vjp_core::GeluKind;
use vjp_core::graph::stablehlo::ElementType;
use vjp_core::tape::DynTensor;

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
    /// Write the train step (forward, backward, optimizer update) and inference as StableHLO:
    /// `train_step.mlir`, `inference.mlir` and `manifest.json` (every input and output in order).
    EmitMlir(EmitArgs),
    /// Time the f32 train step (forward, backward, AdamW) and inference of ViT-Tiny (224x224,
    /// 10 classes) after warm-up; prints `train step images/s`, `inference images/s` and the
    /// peak memory.
    Bench(BenchArgs),
}

#[derive(clap::Args)]
struct BenchArgs {
    /// Images per step.
    #[arg(long, default_value_t = 8)]
    batch: usize,
    /// Untimed steps before timing.
    #[arg(long, default_value_t = 2)]
    warmup: usize,
    /// Timed steps (and as many inference batches).
    #[arg(long, default_value_t = 10)]
    steps: usize,
    /// Threads: each step's batch is split into this many parts computed in parallel.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The model's sizes.
    #[arg(long, value_enum, default_value_t = Preset::Tiny)]
    preset: Preset,
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
enum Preset {
    /// timm's `vit_tiny_patch16_224` (224x224 RGB, patch 16, D 192, depth 12, 3 heads).
    Tiny,
    /// The bundled digits' size (8x8 grey, patch 2, D 64, depth 4, 4 heads).
    Digits,
}

impl Preset {
    fn config(self) -> VitConfig {
        match self {
            Preset::Tiny => VitConfig::tiny(10),
            Preset::Digits => VitConfig::digits(),
        }
    }
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
                let (train, test) = Dataset::digits()?.split(0.2, 0)?;
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
    /// The PNG of loss and accuracy per epoch, redrawn at most once a second and after the last epoch.
    #[arg(long, default_value = "vit-training.png")]
    plot: PathBuf,
    /// Continue from the training state beside `--out` (same seed and options), to the weights an
    /// uninterrupted run reaches.
    #[arg(long)]
    resume: bool,
    /// Skip a batch whose loss or gradients hold a NaN or an infinity (counted per epoch)
    /// instead of stopping with a message naming the first tensor affected.
    #[arg(long)]
    skip_nonfinite: bool,
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

#[derive(clap::Args)]
struct EmitArgs {
    /// The directory written.
    #[arg(long)]
    out: PathBuf,
    /// Images per step.
    #[arg(long, default_value_t = 32)]
    batch: usize,
    /// The optimizer of the update tail.
    #[arg(long, value_enum, default_value_t = OptimizerArg::Sgd)]
    optimizer: OptimizerArg,
    /// SGD momentum.
    #[arg(long, default_value_t = 0.9)]
    momentum: f64,
    /// AdamW's decoupled weight decay.
    #[arg(long, default_value_t = 1e-4)]
    weight_decay: f64,
    /// Label smoothing of the loss.
    #[arg(long, default_value_t = 0.1)]
    label_smoothing: f64,
    /// Element type of the modules.
    #[arg(long, value_enum, default_value_t = Dtype::F32)]
    dtype: Dtype,
    /// Take the sizes (and, with `--reference`, the weights) from this checkpoint.
    #[arg(long, conflicts_with_all = ["preset", "image", "channels", "classes", "dim", "depth", "mlp", "patch"])]
    weights: Option<PathBuf>,
    /// The sizes to start from; the flags below override them.
    #[arg(long, value_enum, default_value_t = Preset::Tiny)]
    preset: Preset,
    /// Image side.
    #[arg(long)]
    image: Option<usize>,
    /// Image channels.
    #[arg(long)]
    channels: Option<usize>,
    /// Classes.
    #[arg(long)]
    classes: Option<usize>,
    /// Token width.
    #[arg(long)]
    dim: Option<usize>,
    /// Blocks.
    #[arg(long)]
    depth: Option<usize>,
    /// Attention heads.
    #[arg(long)]
    heads: Option<usize>,
    /// MLP hidden width.
    #[arg(long)]
    mlp: Option<usize>,
    /// Patch side.
    #[arg(long)]
    patch: Option<usize>,
    /// GELU form.
    #[arg(long, value_enum)]
    gelu: Option<Gelu>,
    /// LayerNorm epsilon.
    #[arg(long)]
    eps: Option<f64>,
    /// Also write `reference.safetensors`: a random batch, the weights (from `--weights`, else a
    /// seeded initialisation) and optimizer state after one Rust step (`inputs/NAME`), and the
    /// Rust train step's outputs on them (`outputs/NAME`) and the logits (`logits`), to check a
    /// compiled module against.
    #[arg(long)]
    reference: bool,
    /// Seed of the reference's initialisation and batches.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Learning rate of the reference's steps.
    #[arg(long, default_value_t = 0.01)]
    lr: f64,
}

impl EmitArgs {
    /// The model: from `--weights`, or the preset with the size flags applied.
    fn model<T: vjp_core::Scalar>(&self) -> Result<Vit<T>, VitError> {
        if let Some(path) = &self.weights {
            let options = LoadOptions {
                heads: self.heads,
                eps: self.eps,
                gelu: self.gelu.map(Into::into),
            };
            return vit::checkpoint::load::<T>(path, &options);
        }
        let preset = self.preset.config();
        let config = VitConfig {
            image: self.image.unwrap_or(preset.image),
            channels: self.channels.unwrap_or(preset.channels),
            classes: self.classes.unwrap_or(preset.classes),
            dim: self.dim.unwrap_or(preset.dim),
            depth: self.depth.unwrap_or(preset.depth),
            heads: self.heads.unwrap_or(preset.heads),
            mlp_hidden: self.mlp.unwrap_or(preset.mlp_hidden),
            patch: self.patch.unwrap_or(preset.patch),
            gelu: self.gelu.map_or(preset.gelu, Into::into),
            eps: self.eps.unwrap_or(preset.eps),
        };
        Vit::new(&config, &mut rand::rngs::StdRng::seed_from_u64(self.seed))
    }

    fn optimizer(&self) -> vjp_core::graph::build::Optimizer {
        use vjp_core::graph::build::Optimizer;
        match self.optimizer {
            OptimizerArg::Sgd => Optimizer::Sgd {
                momentum: self.momentum,
            },
            OptimizerArg::Adamw => Optimizer::adamw(self.weight_decay),
        }
    }
}

fn emit_mlir(args: &EmitArgs) -> Result<(), VitError> {
    match args.dtype {
        Dtype::F32 => emit_mlir_as::<f32>(args, ElementType::F32, FileDtype::F32),
        Dtype::F64 => emit_mlir_as::<f64>(args, ElementType::F64, FileDtype::F64),
    }
}

fn emit_mlir_as<T: vjp_core::Scalar>(args: &EmitArgs, element: ElementType, dtype: FileDtype) -> Result<(), VitError> {
    let model = args.model::<T>()?;
    let config = &model.config;
    let optimizer = args.optimizer();
    let train_step = vit::export::train_step(config, args.batch, optimizer, args.label_smoothing)?;
    let inference = vit::export::inference(config, args.batch)?;
    let io = |path: PathBuf| {
        move |source| VitError::Io {
            path: path.display().to_string(),
            source,
        }
    };
    std::fs::create_dir_all(&args.out).map_err(io(args.out.clone()))?;
    let write = |name: &str, text: String| -> Result<(), VitError> {
        let path = args.out.join(name);
        std::fs::write(&path, text).map_err(io(path))
    };
    let started = std::time::Instant::now();
    write("train_step.mlir", train_step.mlir(element)?)?;
    write("inference.mlir", inference.mlir(element)?)?;
    write("manifest.json", vit::export::manifest(&train_step, &inference, element))?;
    println!(
        "wrote {}: train_step.mlir ({} inputs, {} outputs, {} graph nodes), inference.mlir, manifest.json in {:.1} s",
        args.out.display(),
        train_step.inputs.len(),
        train_step.outputs.len(),
        train_step.graph.nodes().len(),
        started.elapsed().as_secs_f64()
    );
    if args.reference {
        let reference = vit::export::reference(
            &model,
            args.batch,
            optimizer,
            (args.label_smoothing, args.lr),
            args.seed,
        )?;
        let tensor = |name: String, t: &DynTensor<T>| (name, t.shape().to_vec(), encode(t.data(), dtype));
        let mut tensors: Vec<(String, Vec<usize>, Vec<u8>)> = Vec::new();
        tensors.extend(reference.inputs.iter().map(|(n, t)| tensor(format!("inputs/{n}"), t)));
        tensors.extend(reference.outputs.iter().map(|(n, t)| tensor(format!("outputs/{n}"), t)));
        tensors.push(tensor("logits".into(), &reference.logits));
        let path = args.out.join("reference.safetensors");
        vit::checkpoint::write_safetensors(&path, &tensors, dtype, std::collections::HashMap::new())?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

fn bench(args: &BenchArgs) -> Result<(), VitError> {
    vjp_core::linalg::set_threads(1);
    let config = args.preset.config();
    println!(
        "{config}; f32, batch {}, {} threads, {} warm-up + {} timed steps",
        args.batch, args.threads, args.warmup, args.steps
    );
    let options = vit::bench::BenchOptions {
        batch: args.batch,
        warmup: args.warmup,
        steps: args.steps,
        parts: args.threads.max(1),
    };
    let report = vit::bench::run(&config, &options)?;
    println!("train step images/s: {:.2}", report.train_images_per_second);
    println!("inference images/s: {:.2}", report.inference_images_per_second);
    match report.train_peak_bytes {
        Some(bytes) => println!("peak memory (train step): {:.0} MB", bytes as f64 / 1e6),
        None => println!("peak memory (train step): not reported by this system"),
    }
    Ok(())
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
        skip_nonfinite: args.skip_nonfinite,
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
        "{data_name}: {} training and {} test images; {config}, {} parameters",
        train_set.len(),
        test_set.len(),
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
    // Drawing the PNG costs tens of milliseconds: redraw at most once a second, and at the end.
    let mut drawn: Option<std::time::Instant> = None;
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
            if stats.epoch == args.epochs || drawn.is_none_or(|t| t.elapsed().as_secs_f64() >= 1.0) {
                vit::plot::write_png(&plotted, &args.plot)?;
                drawn = Some(std::time::Instant::now());
            }
            vit::checkpoint::save(model, &out, FileDtype::F32)?;
            vit::checkpoint::save_training(model, stats.epoch, optimizer, &state_path, FileDtype::F32)?;
            let mut line = format!(
                "epoch {:2}: loss {:.4}, train accuracy {:.2}%, test accuracy {:.2}%, {:.0} images/s",
                stats.epoch,
                stats.train_loss,
                100.0 * stats.train_accuracy,
                100.0 * stats.test_accuracy,
                stats.images_per_second
            );
            if stats.skipped_batches > 0 {
                line.push_str(&format!(", {} non-finite batches skipped", stats.skipped_batches));
            }
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
    let evaluation = vit::train::evaluate(&vit, &test_set, 256, 2)?;
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

/// mimalloc's `mi_option_purge_delay` (the same index in its v2 and v3 option enums).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

fn main() -> ExitCode {
    // Every step frees and allocates the same large activations again; by default mimalloc
    // hands freed pages back to the kernel after 10 ms, so each step faults them in and the
    // kernel zeroes them again. Keeping them (-1: never purge) removes that cost.
    // SAFETY: sets one documented option; mimalloc is the global allocator and initialised.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Train(args) => train(args),
        Command::Eval(args) => eval(args),
        Command::Grad(args) => grad(args),
        Command::EmitMlir(args) => emit_mlir(args),
        Command::Bench(args) => bench(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

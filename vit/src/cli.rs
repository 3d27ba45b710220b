//! The `vit` command line's arguments, and what follows from them before any file is read:
//! the training options, the model sizes, the checks that refuse bad values with a message.
//! `vit`'s `main` parses a [`Cli`] and runs its command; the argument fuzz target and the tests
//! parse the same type.

use crate::checkpoint::LoadOptions;
use crate::data::Dataset;
use crate::train::{Optimizer, TrainOptions};
use crate::{Vit, VitConfig, VitError};
use clap::builder::ArgPredicate;
use clap::{Parser, Subcommand, ValueEnum};
use rand::SeedableRng;
use std::path::PathBuf;
use vjp_core::GeluKind;

/// The whole command line.
#[derive(Parser)]
#[command(name = "vit", version, about = "A Vision Transformer built from vjp witnesses")]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Under mpirun (`train`, `bench`): the longest a rank waits for the others at one exchange
    /// before it gives up with an error, in seconds (a rank stopped or hanging).
    #[arg(long, global = true, default_value_t = 300.0)]
    pub peer_timeout: f64,
}

impl Cli {
    /// An error naming the first argument out of range, for what the arguments alone decide
    /// (training options, sizes, ranges); run before any file is read. What depends on the
    /// files (a checkpoint's sizes, the images' size) is checked when they are read.
    pub fn check(&self) -> Result<(), VitError> {
        if !(self.peer_timeout.is_finite() && self.peer_timeout > 0.0 && self.peer_timeout <= 1e9) {
            return Err(VitError::Config(format!(
                "the peer timeout must be positive seconds (at most 1e9), got {}",
                self.peer_timeout
            )));
        }
        match &self.command {
            Command::Train(args) => args.options().map(drop),
            Command::Eval(_) => Ok(()),
            Command::Grad(args) => crate::train::check_smoothing(args.label_smoothing),
            Command::EmitMlir(args) => args.check(),
            Command::Bench(args) => args.options().validate(&args.config()),
        }
    }
}

/// The subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Train (by default on the bundled UCI digits, fixed-seed 80/20 split); ends with
    /// `test accuracy: NN.NN%`. The model starts from the digits' sizes (D 64, depth 4, 4 heads,
    /// MLP 128, patch 2; with `--mnist`, patch 7), which the size flags override.
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

/// `vit bench`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// Images per step.
    #[arg(long, default_value_t = 8)]
    pub batch: usize,
    /// Untimed steps before timing.
    #[arg(long, default_value_t = 2)]
    pub warmup: usize,
    /// Timed steps (and as many inference batches).
    #[arg(long, default_value_t = 10)]
    pub steps: usize,
    /// Threads: each step's batch (under mpirun, each rank's share) is split into this many
    /// parts computed in parallel.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// The model's sizes.
    #[arg(long, value_enum, default_value_t = Preset::Tiny)]
    pub preset: Preset,
    /// The sizes and numerics in place of the preset's (a deeper model for `--remat`, say).
    #[command(flatten)]
    pub model: ModelFlags,
    /// Then time as many steps again product by product: each kind of matrix product inside
    /// the step against the same replayed alone, and the time outside the products.
    #[arg(long)]
    pub breakdown: bool,
    /// Rematerialise every block: its forward keeps only its input, and its backward computes
    /// its values again (less memory, a second forward of the blocks).
    #[arg(long)]
    pub remat: bool,
}

impl BenchArgs {
    /// The model `vit bench` times: the preset's, with the size flags applied.
    pub fn config(&self) -> VitConfig {
        self.model.apply(self.preset.config())
    }

    /// What `vit bench` times.
    pub fn options(&self) -> crate::bench::BenchOptions {
        crate::bench::BenchOptions {
            batch: self.batch,
            warmup: self.warmup,
            steps: self.steps,
            parts: self.threads.max(1),
            breakdown: self.breakdown,
            remat: self.remat,
        }
    }
}

/// The model's sizes and numerics, each flag given overriding the configuration a command
/// starts from (`vit train`: the digits' or, with `--mnist`, the MNIST recipe's, `VitConfig::
/// digits` and `VitConfig::mnist`; `vit emit-mlir` and `vit bench`: the preset's).
#[derive(clap::Args)]
pub struct ModelFlags {
    /// Token width [default: the starting configuration's].
    #[arg(long)]
    pub dim: Option<usize>,
    /// Blocks [default: the starting configuration's].
    #[arg(long)]
    pub depth: Option<usize>,
    /// Attention heads [default: the starting configuration's].
    #[arg(long)]
    pub heads: Option<usize>,
    /// MLP hidden width [default: the starting configuration's].
    #[arg(long)]
    pub mlp: Option<usize>,
    /// Patch side [default: the starting configuration's].
    #[arg(long)]
    pub patch: Option<usize>,
    /// GELU form [default: the starting configuration's].
    #[arg(long, value_enum)]
    pub gelu: Option<Gelu>,
    /// LayerNorm epsilon [default: the starting configuration's].
    #[arg(long)]
    pub eps: Option<f64>,
}

impl ModelFlags {
    /// `base` with every flag given in place of its value.
    pub fn apply(&self, base: VitConfig) -> VitConfig {
        VitConfig {
            dim: self.dim.unwrap_or(base.dim),
            depth: self.depth.unwrap_or(base.depth),
            heads: self.heads.unwrap_or(base.heads),
            mlp_hidden: self.mlp.unwrap_or(base.mlp_hidden),
            patch: self.patch.unwrap_or(base.patch),
            gelu: self.gelu.map_or(base.gelu, Into::into),
            eps: self.eps.unwrap_or(base.eps),
            ..base
        }
    }

    /// What a checkpoint may leave unsaid: the heads, the epsilon and the GELU form.
    pub fn load_options(&self) -> LoadOptions {
        LoadOptions {
            heads: self.heads,
            eps: self.eps,
            gelu: self.gelu.map(Into::into),
        }
    }
}

/// The GELU form.
#[derive(Clone, Copy, ValueEnum)]
pub enum Gelu {
    /// Exact, with the error function (timm's default).
    Erf,
    /// The tanh approximation.
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

/// The optimizer.
#[derive(Clone, Copy, ValueEnum)]
pub enum OptimizerArg {
    /// AdamW with decoupled weight decay.
    Adamw,
    /// SGD with momentum.
    Sgd,
}

/// Model sizes to start from.
#[derive(Clone, Copy, ValueEnum)]
pub enum Preset {
    /// timm's `vit_tiny_patch16_224` (224x224 RGB, patch 16, D 192, depth 12, 3 heads).
    Tiny,
    /// The bundled digits' size (8x8 grey, patch 2, D 64, depth 4, 4 heads).
    Digits,
}

impl Preset {
    /// The preset's sizes.
    pub fn config(self) -> VitConfig {
        match self {
            Preset::Tiny => VitConfig::tiny(10),
            Preset::Digits => VitConfig::digits(),
        }
    }
}

/// Precision.
#[derive(Clone, Copy, ValueEnum)]
pub enum Dtype {
    /// 32-bit floats.
    F32,
    /// 64-bit floats.
    F64,
}

/// Where the images come from.
#[derive(clap::Args)]
pub struct DataArgs {
    /// MNIST IDX files in this directory (`train-images-idx3-ubyte[.gz]`, ...), instead of the
    /// bundled digits. `vit train` then defaults to the MNIST recipe: patch 7, shifts of up to
    /// 2 pixels, 60 epochs with 18 of warmup (each flag given still wins).
    #[arg(long, conflicts_with_all = ["image_folder", "csv"])]
    pub mnist: Option<PathBuf>,
    /// A CSV file in the bundled digits' layout (UCI `optdigits.tra`: per line 64 intensities
    /// 0..16, then the label; `.gz` allowed), split 80/20 with seed 0, instead of the bundled
    /// digits.
    #[arg(long, conflicts_with = "image_folder")]
    pub csv: Option<PathBuf>,
    /// An ImageFolder directory (one folder of images per class; `train/` and `val/` if present,
    /// else an 80/20 split), instead of the bundled digits.
    #[arg(long)]
    pub image_folder: Option<PathBuf>,
    /// Side that ImageFolder images are resized to.
    #[arg(long, default_value_t = 224)]
    pub image_size: usize,
    /// Channels of ImageFolder images (1 grey, 3 RGB).
    #[arg(long, default_value_t = 3)]
    pub channels: usize,
}

impl DataArgs {
    /// The training and test sets, and a name for them.
    pub fn load(&self) -> Result<(Dataset, Dataset, String), VitError> {
        Ok(match (&self.mnist, &self.image_folder, &self.csv) {
            (Some(dir), ..) => {
                let (train, test) = Dataset::mnist(dir)?;
                (train, test, format!("MNIST ({})", dir.display()))
            }
            (None, Some(dir), _) => {
                let (train, test) = Dataset::image_folder(dir, self.image_size, self.channels)?;
                (train, test, format!("ImageFolder ({})", dir.display()))
            }
            (None, None, Some(file)) => {
                let (train, test) = Dataset::digits_csv(file)?.split(0.2, 0)?;
                (train, test, format!("CSV ({})", file.display()))
            }
            (None, None, None) => {
                let (train, test) = Dataset::digits()?.split(0.2, 0)?;
                (train, test, "digits".to_string())
            }
        })
    }
}

/// `vit train`.
#[derive(clap::Args)]
pub struct TrainArgs {
    /// Where the images come from.
    #[command(flatten)]
    pub data: DataArgs,
    /// Passes over the training set (with `--mnist`: 60).
    #[arg(long, default_value_t = 30, default_value_if("mnist", ArgPredicate::IsPresent, "60"))]
    pub epochs: usize,
    /// Images per step.
    #[arg(long, default_value_t = 32)]
    pub batch: usize,
    /// Peak learning rate.
    #[arg(long, default_value_t = 2e-3)]
    pub lr: f64,
    /// Final learning rate of the cosine decay.
    #[arg(long, default_value_t = 1e-8)]
    pub min_lr: f64,
    /// Warmup epochs [default: 30% of the epochs, rounded: 9 of 30, with `--mnist` 18 of 60;
    /// so a shorter run still warms up and decays]
    #[arg(long)]
    pub warmup: Option<usize>,
    /// Decoupled weight decay.
    #[arg(long, default_value_t = 1e-4)]
    pub weight_decay: f64,
    /// Label smoothing.
    #[arg(long, default_value_t = 0.1)]
    pub label_smoothing: f64,
    /// Optimizer.
    #[arg(long, value_enum, default_value_t = OptimizerArg::Adamw)]
    pub optimizer: OptimizerArg,
    /// SGD momentum.
    #[arg(long, default_value_t = 0.9)]
    pub momentum: f64,
    /// Seed of the initialisation and the shuffling.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Threads: each step's batch (under mpirun, each rank's share) is split into this many
    /// parts computed in parallel.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// The model's sizes and numerics.
    #[command(flatten)]
    pub model: ModelFlags,
    /// Where the weights are written after every epoch (atomically, timm's names); the training
    /// state (weights and optimizer) goes beside it with `.state` appended (with `--mnist`:
    /// `vit-mnist.safetensors`).
    #[arg(
        long,
        default_value = "vit-digits.safetensors",
        default_value_if("mnist", ArgPredicate::IsPresent, "vit-mnist.safetensors")
    )]
    pub out: PathBuf,
    /// The PNG of loss and accuracy per epoch, redrawn after the last epoch and, before it, once
    /// a hundred times as long as the last drawing took (and at least a second) has passed, so
    /// that drawing takes at most about 1% of the run.
    #[arg(long, default_value = "vit-training.png")]
    pub plot: PathBuf,
    /// Continue from the training state beside `--out` (same seed and options), to the weights an
    /// uninterrupted run reaches.
    #[arg(long)]
    pub resume: bool,
    /// Augmentation: shift every training image by up to this many pixels along each axis,
    /// drawn per image and epoch from the seed (0: no shifts; with `--mnist`: 2).
    #[arg(long, default_value_t = 0, default_value_if("mnist", ArgPredicate::IsPresent, "2"))]
    pub shift: usize,
    /// Skip a batch whose loss or gradients hold a NaN or an infinity (counted per epoch)
    /// instead of stopping with a message naming the first tensor affected.
    #[arg(long)]
    pub skip_nonfinite: bool,
    /// Rematerialise every block: its forward keeps only its input, and its backward computes
    /// its values again (less memory, a second forward of the blocks; the same weights bit for
    /// bit).
    #[arg(long)]
    pub remat: bool,
}

impl TrainArgs {
    /// `--warmup`, or the recipes' 30% of the epochs (rounded to the nearest epoch).
    pub fn warmup_epochs(&self) -> usize {
        // Saturating: an absurd `--epochs` is refused by `options`, not by an overflow here.
        self.warmup
            .unwrap_or(self.epochs.saturating_mul(3).saturating_add(5) / 10)
    }

    /// The training options the flags give, checked.
    pub fn options(&self) -> Result<TrainOptions, VitError> {
        let options = TrainOptions {
            epochs: self.epochs,
            batch: self.batch,
            lr: self.lr,
            min_lr: self.min_lr,
            warmup_epochs: self.warmup_epochs(),
            weight_decay: self.weight_decay,
            smoothing: self.label_smoothing,
            optimizer: match self.optimizer {
                OptimizerArg::Adamw => Optimizer::AdamW,
                OptimizerArg::Sgd => Optimizer::Sgd {
                    momentum: self.momentum,
                },
            },
            seed: self.seed,
            parallel_parts: self.threads.max(1),
            skip_nonfinite: self.skip_nonfinite,
            shift: crate::augment::Shift { max: self.shift },
        };
        options.validate()?;
        Ok(options)
    }

    /// The model's sizes and numerics: the recipe's (the digits', or with `--mnist` MNIST's),
    /// with the flags given applied.
    pub fn sizes(&self) -> VitConfig {
        let recipe = if self.data.mnist.is_some() {
            VitConfig::mnist()
        } else {
            VitConfig::digits()
        };
        self.model.apply(recipe)
    }

    /// The model the flags give for `data`'s images and classes, checked (with the batch).
    pub fn config(&self, data: &Dataset) -> Result<VitConfig, VitError> {
        if data.height != data.width {
            return Err(VitError::Config(format!(
                "images are {}x{}: the ViT takes square images",
                data.height, data.width
            )));
        }
        if self.shift > 0 && self.shift >= data.height {
            return Err(VitError::Config(format!(
                "a shift of {} pixels would move a {}x{} image out of its frame",
                self.shift, data.height, data.width
            )));
        }
        let config = VitConfig {
            image: data.height,
            channels: data.channels,
            classes: data.classes,
            ..self.sizes()
        };
        config.validate()?;
        config.check_batch(self.batch)?;
        Ok(config)
    }
}

/// `vit eval`.
#[derive(clap::Args)]
pub struct EvalArgs {
    /// Where the images come from.
    #[command(flatten)]
    pub data: DataArgs,
    /// The checkpoint.
    #[arg(long)]
    pub weights: PathBuf,
    /// Attention heads, if the file does not say.
    #[arg(long)]
    pub heads: Option<usize>,
}

/// `vit grad`.
#[derive(clap::Args)]
pub struct GradArgs {
    /// The weights (timm names and layouts).
    #[arg(long)]
    pub weights: PathBuf,
    /// The batch: `x` of shape `[B, C, H, W]` (floats), `y` of shape `[B]` (int64).
    #[arg(long)]
    pub batch: PathBuf,
    /// Where `loss`, `logits` and the gradients go.
    #[arg(long)]
    pub out: PathBuf,
    /// Attention heads (default: the file's metadata, else D / 64).
    #[arg(long)]
    pub heads: Option<usize>,
    /// Precision of the computation and the output.
    #[arg(long, value_enum, default_value_t = Dtype::F32)]
    pub dtype: Dtype,
    /// LayerNorm epsilon (default: the file's metadata, else 1e-6).
    #[arg(long)]
    pub eps: Option<f64>,
    /// GELU form (default: the file's metadata, else erf).
    #[arg(long, value_enum)]
    pub gelu: Option<Gelu>,
    /// Label smoothing of the loss.
    #[arg(long, default_value_t = 0.0)]
    pub label_smoothing: f64,
}

/// `vit emit-mlir`.
#[derive(clap::Args)]
pub struct EmitArgs {
    /// The directory written.
    #[arg(long)]
    pub out: PathBuf,
    /// Images per step.
    #[arg(long, default_value_t = 32)]
    pub batch: usize,
    /// Devices the step is split over: with more than one, the modules carry XLA's SPMD
    /// annotations (the batch split over the devices, parameters and optimizer state
    /// replicated, `mhlo.num_partitions`). The batch must split into equal parts.
    #[arg(long, default_value_t = 1)]
    pub devices: usize,
    /// The optimizer of the update tail.
    #[arg(long, value_enum, default_value_t = OptimizerArg::Sgd)]
    pub optimizer: OptimizerArg,
    /// SGD momentum.
    #[arg(long, default_value_t = 0.9)]
    pub momentum: f64,
    /// AdamW's decoupled weight decay.
    #[arg(long, default_value_t = 1e-4)]
    pub weight_decay: f64,
    /// Label smoothing of the loss.
    #[arg(long, default_value_t = 0.1)]
    pub label_smoothing: f64,
    /// Element type of the modules.
    #[arg(long, value_enum, default_value_t = Dtype::F32)]
    pub dtype: Dtype,
    /// Take the sizes (and, with `--reference`, the weights) from this checkpoint.
    #[arg(long, conflicts_with_all = ["preset", "image", "channels", "classes", "dim", "depth", "mlp", "patch"])]
    pub weights: Option<PathBuf>,
    /// The sizes to start from; the flags below override them.
    #[arg(long, value_enum, default_value_t = Preset::Tiny)]
    pub preset: Preset,
    /// Image side.
    #[arg(long)]
    pub image: Option<usize>,
    /// Image channels.
    #[arg(long)]
    pub channels: Option<usize>,
    /// Classes.
    #[arg(long)]
    pub classes: Option<usize>,
    /// The model's sizes and numerics (with `--weights`, what the file does not say).
    #[command(flatten)]
    pub model: ModelFlags,
    /// Also write `reference.safetensors`: a random batch, the weights (from `--weights`, else a
    /// seeded initialisation) and optimizer state after one Rust step (`inputs/NAME`), and the
    /// Rust train step's outputs on them (`outputs/NAME`) and the logits (`logits`), to check a
    /// compiled module against.
    #[arg(long)]
    pub reference: bool,
    /// Seed of the reference's initialisation and batches.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Learning rate of the reference's steps.
    #[arg(long, default_value_t = 0.01)]
    pub lr: f64,
}

impl EmitArgs {
    /// The model: from `--weights`, or the preset with the size flags applied.
    pub fn model<T: vjp_core::Scalar>(&self) -> Result<Vit<T>, VitError> {
        if let Some(path) = &self.weights {
            return crate::checkpoint::load::<T>(path, &self.model.load_options());
        }
        Vit::new(&self.config(), &mut rand::rngs::StdRng::seed_from_u64(self.seed))
    }

    /// The sizes: the preset with the size flags applied (`--weights` aside).
    pub fn config(&self) -> VitConfig {
        let sized = self.model.apply(self.preset.config());
        VitConfig {
            image: self.image.unwrap_or(sized.image),
            channels: self.channels.unwrap_or(sized.channels),
            classes: self.classes.unwrap_or(sized.classes),
            ..sized
        }
    }

    /// An error naming the first flag out of range: the sizes (unless `--weights` gives them)
    /// with the batch, the optimizer's settings, the smoothing and the reference's learning rate.
    pub fn check(&self) -> Result<(), VitError> {
        if self.weights.is_none() {
            crate::export::check_sizes(&self.config(), self.batch)?;
        }
        crate::train::check_smoothing(self.label_smoothing)?;
        match self.optimizer {
            OptimizerArg::Sgd => crate::train::check_momentum(self.momentum)?,
            OptimizerArg::Adamw if !(self.weight_decay.is_finite() && self.weight_decay >= 0.0) => {
                return Err(VitError::Config("weight decay must be non-negative".into()));
            }
            OptimizerArg::Adamw => {}
        }
        if self.devices == 0 || !self.batch.is_multiple_of(self.devices) {
            return Err(VitError::Config(format!(
                "--devices {} must be at least one and split the batch of {} into equal parts",
                self.devices, self.batch
            )));
        }
        if !(self.lr.is_finite() && self.lr > 0.0) {
            return Err(VitError::Config("the learning rate must be positive".into()));
        }
        Ok(())
    }

    /// The update tail of the exported train step.
    pub fn optimizer(&self) -> vjp_core::hlo::Optimizer {
        use vjp_core::hlo::Optimizer;
        match self.optimizer {
            OptimizerArg::Sgd => Optimizer::sgd(self.momentum),
            OptimizerArg::Adamw => Optimizer::adamw(self.weight_decay),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn train_args(line: &str) -> TrainArgs {
        match Cli::try_parse_from(line.split_whitespace()).unwrap().command {
            Command::Train(args) => args,
            _ => panic!("not a train command: {line}"),
        }
    }

    #[test]
    fn mnist_brings_its_own_recipe_and_a_given_flag_still_wins() {
        let digits = train_args("vit train");
        assert_eq!(
            (
                digits.sizes().patch,
                digits.shift,
                digits.epochs,
                digits.warmup_epochs()
            ),
            (2, 0, 30, 9)
        );
        assert_eq!(digits.out, PathBuf::from("vit-digits.safetensors"));
        let mnist = train_args("vit train --mnist d");
        assert_eq!(
            (mnist.sizes().patch, mnist.shift, mnist.epochs, mnist.warmup_epochs()),
            (7, 2, 60, 18)
        );
        assert_eq!(mnist.out, PathBuf::from("vit-mnist.safetensors"));
        let chosen = train_args("vit train --mnist d --patch 4 --shift 0 --epochs 5 --warmup 1 --out w");
        assert_eq!(
            (
                chosen.sizes().patch,
                chosen.shift,
                chosen.epochs,
                chosen.warmup_epochs()
            ),
            (4, 0, 5, 1)
        );
        // A shorter run without `--warmup` warms up over 30% of it.
        assert_eq!(train_args("vit train --mnist d --epochs 3").warmup_epochs(), 1);
        assert_eq!(train_args("vit train --epochs 10").warmup_epochs(), 3);
        let absurd = train_args(&format!("vit train --epochs {}", usize::MAX));
        assert_eq!(absurd.warmup_epochs(), usize::MAX / 10);
        assert!(absurd.options().is_err());
        assert_eq!(chosen.out, PathBuf::from("w"));
    }

    #[test]
    fn the_model_flags_override_one_source_of_sizes() {
        // `vit train` starts from the digits' (or the MNIST recipe's) configuration.
        assert_eq!(train_args("vit train").sizes(), VitConfig::digits());
        assert_eq!(
            train_args("vit train --mnist d").sizes().patch,
            VitConfig::mnist().patch
        );
        let sized = train_args("vit train --dim 32 --heads 2 --gelu tanh --eps 1e-5").sizes();
        assert_eq!(
            (sized.dim, sized.heads, sized.depth, sized.gelu, sized.eps),
            (32, 2, 4, GeluKind::Tanh, 1e-5)
        );
        // The sizes `vit train --help` states are the configuration's.
        let help = <Cli as clap::CommandFactory>::command()
            .find_subcommand("train")
            .and_then(|c| c.get_long_about().or(c.get_about()).map(ToString::to_string))
            .unwrap_or_default();
        let (d, m) = (VitConfig::digits(), VitConfig::mnist());
        let stated = format!(
            "D {}, depth {}, {} heads, MLP {}, patch {}; with `--mnist`, patch {}",
            d.dim, d.depth, d.heads, d.mlp_hidden, d.patch, m.patch
        );
        assert!(
            help.split_whitespace().collect::<Vec<_>>().join(" ").contains(&stated),
            "{help}"
        );
        // `vit emit-mlir` and `vit bench` start from the preset's, with the same flags.
        let emit = match Cli::try_parse_from("vit emit-mlir --out d --preset digits --depth 2".split_whitespace()) {
            Ok(Cli {
                command: Command::EmitMlir(args),
                ..
            }) => args.config(),
            _ => panic!("not emit-mlir"),
        };
        assert_eq!(
            emit,
            VitConfig {
                depth: 2,
                ..VitConfig::digits()
            }
        );
        let bench = match Cli::try_parse_from("vit bench --depth 24".split_whitespace()) {
            Ok(Cli {
                command: Command::Bench(args),
                ..
            }) => args.config(),
            _ => panic!("not bench"),
        };
        assert_eq!(
            bench,
            VitConfig {
                depth: 24,
                ..VitConfig::tiny(10)
            }
        );
    }
}

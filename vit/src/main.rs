//! The `vit` command line: train on the bundled digits, evaluate a checkpoint, compute
//! gradients for timm interop. The arguments are [`vit::cli`]'s.

use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use rand::SeedableRng;
use std::path::PathBuf;
use std::process::ExitCode;
use vit::checkpoint::{FileDtype, LoadOptions};
use vit::cli::{BenchArgs, Cli, Command, Dtype, EmitArgs, EvalArgs, GradArgs, TrainArgs};
use vit::distributed::{Collective, agree, agree_equal};
use vit::error::FileError;
use vit::{Vit, VitError};
use vjp_core::hlo::{Element, FloatType as ElementType};
use vjp_core::tape::DynTensor;

fn emit_mlir(args: &EmitArgs) -> Result<(), VitError> {
    match args.dtype {
        Dtype::F32 => emit_mlir_as::<f32>(args, ElementType::F32, FileDtype::F32),
        Dtype::F64 => emit_mlir_as::<f64>(args, ElementType::F64, FileDtype::F64),
    }
}

fn emit_mlir_as<T: vjp_core::Scalar>(args: &EmitArgs, element: ElementType, dtype: FileDtype) -> Result<(), VitError> {
    let model = args.model::<T>()?;
    let optimizer = args.optimizer();
    let train_step = vit::export::train_step(&model, args.batch, optimizer, args.label_smoothing)?;
    let inference = vit::export::inference(&model, args.batch)?;
    let io = |path: PathBuf| move |source| VitError::from(FileError::new(&path, source));
    std::fs::create_dir_all(&args.out).map_err(io(args.out.clone()))?;
    let write = |name: &str, text: String| -> Result<(), VitError> {
        let path = args.out.join(name);
        std::fs::write(&path, text).map_err(io(path))
    };
    let started = std::time::Instant::now();
    write("train_step.mlir", train_step.mlir(element, args.devices)?)?;
    write("inference.mlir", inference.mlir(element, args.devices)?)?;
    write(
        "manifest.json",
        vit::export::manifest(&train_step, &inference, element, args.devices),
    )?;
    println!(
        "wrote {}: train_step.mlir ({} inputs, {} outputs, {} graph nodes), inference.mlir, manifest.json in {:.1} s",
        args.out.display(),
        train_step.inputs.len(),
        train_step.outputs.len(),
        train_step.graph.len(),
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
        // Each tensor as the program holds it: the labels as integers, the rest in `dtype`.
        let tensor = |name: String, t: &DynTensor<T>, element: Element| {
            let values: Vec<f64> = t.data().iter().map(|v| v.to_f64()).collect();
            let (stored, bytes) = vjp_core::hlo::encode_as(element, &values, dtype);
            (name, t.shape().to_vec(), stored, bytes)
        };
        let mut tensors = Vec::new();
        tensors.extend(
            (reference.inputs.iter()).map(|(n, t)| tensor(format!("inputs/{n}"), t, train_step.input_element(n))),
        );
        tensors.extend((reference.outputs.iter()).map(|(n, t)| tensor(format!("outputs/{n}"), t, Element::Float)));
        tensors.push(tensor("logits".into(), &reference.logits, Element::Float));
        let path = args.out.join("reference.safetensors");
        vit::checkpoint::write_typed_safetensors(&path, &tensors)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

fn bench(args: &BenchArgs, comm: &dyn Collective) -> Result<(), VitError> {
    vjp_core::linalg::set_threads(1);
    let config = args.config();
    let first = comm.rank() == 0;
    if first {
        let ranks = match comm.size() {
            1 => String::new(),
            n => format!("{n} ranks x "),
        };
        println!(
            "{config}; f32, batch {}, {ranks}{} threads, {} warm-up + {} timed steps",
            args.batch, args.threads, args.warmup, args.steps
        );
    }
    let report = vit::bench::run(&config, &args.options(), comm)?;
    if !first {
        return Ok(());
    }
    println!("train step images/s: {:.2}", report.train_images_per_second);
    let ceiling = report.gemm_ceiling_images_per_second;
    println!(
        "GEMM ceiling images/s: {ceiling:.2} (the step's matrix products alone: {:.2} GFLOP per image at {:.0} GFLOP/s)",
        report.gemm_flops_per_image / 1e9,
        ceiling * report.gemm_flops_per_image / 1e9
    );
    println!(
        "train step / GEMM ceiling: {:.3}",
        report.train_images_per_second / ceiling
    );
    if comm.size() > 1 {
        let ranks: Vec<String> = report
            .communication_seconds_per_step
            .iter()
            .enumerate()
            .map(|(rank, seconds)| format!("rank {rank} {:.1} ms", 1e3 * seconds))
            .collect();
        println!(
            "communication per train step (waiting for the other ranks included): {}",
            ranks.join(", ")
        );
    }
    println!("inference images/s: {:.2}", report.inference_images_per_second);
    match report.train_peak_bytes {
        Some(bytes) => println!("peak memory (train step): {:.0} MB", bytes as f64 / 1e6),
        None => println!("peak memory (train step): not reported by this system"),
    }
    if let Some(breakdown) = &report.breakdown {
        print_breakdown(breakdown);
    }
    Ok(())
}

/// `vit bench --breakdown`'s table.
fn print_breakdown(b: &vit::bench::Breakdown) {
    let ms = |seconds: f64| 1e3 * seconds;
    println!(
        "breakdown of a train step (this rank's {} parts, mean of {} more steps):",
        b.parts, b.steps
    );
    println!(
        "  step {:.1} ms = matrix products {:.1} ms per part (the same products alone: {:.1} ms) + everything else {:.1} ms",
        ms(b.step_seconds),
        ms(b.products_seconds()),
        ms(b.replayed_seconds()),
        ms(b.other_seconds())
    );
    println!(
        "  with everything else free the step would reach {:.3} of the ceiling (the products alone over inside the step)",
        b.products_only_ratio()
    );
    println!(
        "  products by kind, per step over all parts (m x k x n, layouts of a, b, c: r row-major, c column-major, rows or columns apart; + accumulates):"
    );
    println!(
        "  {:<16} {:<22} {:>6} {:>10} {:>10} {:>6}",
        "m x k x n", "layouts", "count", "in step", "alone", "ratio"
    );
    let layout = |l: vjp_core::linalg::Layout| format!("{}{}", if l.row_major { 'r' } else { 'c' }, l.leading);
    for kind in &b.kinds {
        let p = &kind.product;
        println!(
            "  {:<16} {:<22} {:>6} {:>7.2} ms {:>7.2} ms {:>6.2}",
            format!("{} x {} x {}", p.m, p.k, p.n),
            format!(
                "{} {} {}{}",
                layout(p.a),
                layout(p.b),
                layout(p.dst),
                if p.accumulate { " +" } else { "" }
            ),
            kind.per_step,
            ms(kind.in_step_seconds),
            ms(kind.replayed_seconds),
            kind.in_step_seconds / kind.replayed_seconds
        );
    }
}

/// What training starts from: the data, its name, the model and where an interrupted run
/// stopped.
type Start = (
    vit::data::Dataset,
    vit::data::Dataset,
    String,
    Vit<f32>,
    Option<vit::train::Resume<f32>>,
);

fn start(args: &TrainArgs, state_path: &std::path::Path, first: bool) -> Result<Start, VitError> {
    let (train_set, test_set, data_name) = args.data.load()?;
    let config = args.config(&train_set)?;
    if args.resume {
        let (vit, epoch, optimizer) = vit::checkpoint::load_training::<f32>(state_path)?;
        if first {
            println!("resuming from {} after epoch {epoch}", state_path.display());
        }
        Ok((
            train_set,
            test_set,
            data_name,
            vit,
            Some(vit::train::Resume { epoch, optimizer }),
        ))
    } else {
        let vit = Vit::<f32>::new(&config, &mut rand::rngs::StdRng::seed_from_u64(args.seed))?;
        Ok((train_set, test_set, data_name, vit, None))
    }
}

fn train(args: &TrainArgs, comm: &dyn Collective) -> Result<(), VitError> {
    // Parallelism is across sub-batches; each one's matrix products stay on its thread.
    vjp_core::linalg::set_threads(1);
    let options = args.options()?;
    let first = comm.rank() == 0;
    let state_path = vit::train::EpochEnd::state_path(&args.out);
    // Every rank reads the files itself: a rank that cannot stops them all, and the ranks must
    // agree on what they read.
    let (train_set, test_set, data_name, mut vit, resume) = agree(comm, start(args, &state_path, first))?;
    vit.rematerialise(args.remat);
    if comm.size() > 1 {
        let epoch = resume.as_ref().map_or(0, |r| r.epoch);
        let fingerprint = vit::distributed::fingerprint(&[&train_set, &test_set], &vit, epoch as u64);
        agree_equal(comm, fingerprint, "the data, the weights or the epoch resumed from")?;
    }
    let config = vit.config.clone();
    if first {
        let ranks = match comm.size() {
            1 => String::new(),
            n => format!("; {n} MPI ranks x {} threads", args.threads.max(1)),
        };
        println!(
            "{data_name}: {} training and {} test images; {config}, {} parameters{ranks}",
            train_set.len(),
            test_set.len(),
            config.parameter_count()
        );
    }
    let bar = if first {
        ProgressBar::new((train_set.len().div_ceil(args.batch) * args.epochs) as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} steps  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut epoch_end = vit::train::EpochEnd::new(&args.out, &args.plot, args.epochs, FileDtype::F32);
    let history = vit::train::train(
        &mut vit,
        &train_set,
        &test_set,
        &options,
        resume,
        comm,
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
            if !first {
                return Ok(());
            }
            let line = epoch_end.write(stats, model, optimizer)?;
            if bar.is_hidden() {
                println!("{line}");
            } else {
                bar.println(line);
            }
            Ok(())
        },
    )?;
    bar.finish_and_clear();
    if !first {
        return Ok(());
    }
    let accuracy = history.last().map_or(0.0, |s| s.test_accuracy);
    println!(
        "trained in {:.1} s; weights written to {}, curves to {}",
        epoch_end.elapsed().as_secs_f64(),
        args.out.display(),
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
    let evaluation = vit::train::evaluate(&vit, &test_set, 256, 2, &vit::distributed::Single)?;
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
    // Under mpirun every rank parses the same arguments: rank 0 alone says what is wrong.
    let speaks = vit::distributed::launched_rank() == 0;
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if speaks => e.exit(),
        Err(e) => return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)),
    };
    let refuse = |e: VitError| {
        if speaks {
            eprintln!("error: {e}");
        }
        ExitCode::FAILURE
    };
    if let Err(e) = cli.check() {
        return refuse(e);
    }
    let comm = match vit::distributed::from_environment(std::time::Duration::from_secs_f64(cli.peer_timeout)) {
        Ok(comm) => comm,
        Err(e) => return refuse(e),
    };
    let result = match &cli.command {
        Command::Train(args) => train(args, comm.as_ref()),
        Command::Bench(args) => bench(args, comm.as_ref()),
        _ if comm.size() > 1 => Err(VitError::Config(
            "only `vit train` and `vit bench` run over MPI ranks: start this command without mpirun".into(),
        )),
        Command::Eval(args) => eval(args),
        Command::Grad(args) => grad(args),
        Command::EmitMlir(args) => emit_mlir(args),
    };
    let code = match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            if vit::distributed::prints(comm.rank(), &e) {
                eprintln!("error: {e}");
            }
            ExitCode::FAILURE
        }
    };
    // Every rank has said what it had to before any ends (mpirun ends a job as soon as one of
    // its ranks exits with an error).
    comm.leave();
    code
}

//! A model's train step for a compiler in one call: the program ([`train_step`] with the
//! [`Trainer`]'s rules: its optimizer with its parameter groups, clipping, the schedule's
//! rate), the
//! values of every input (the batch, the parameters, the optimizer state by name) and the
//! outputs the Rust step gives from them, held to the program evaluated in `f64`.
//!
//! ```ignore
//! let export = hlo::export_train_step(&mut model, &loss, ("tokens", &inputs), &mut trainer)?;
//! export.write(Path::new("DIR"), FloatType::F32, serde_json::json!({"model": "my GPT"}))?;
//! // DIR/train_step.mlir, DIR/manifest.json, DIR/reference.safetensors
//! ```

use super::array::Array;
use super::array::ToArray;
use super::export::{ExportError, Module, write_with_gradients};
use super::print::FloatType;
use super::trace::Trace;
use super::traced::Traced;
use super::train::{UpdateRules, train_step};
use crate::error::{Error, Result};
use crate::tensor::Tensor0;
use crate::train::Trainer;
use crate::value::Differentiable;
use crate::witness::Vjp;
use std::collections::HashMap;
use std::path::Path;

/// A train step as a program, with the value of each of its inputs and of each output after
/// one Rust step from them.
#[derive(Clone, Debug)]
pub struct TrainStepExport {
    /// The program.
    pub module: Module,
    /// Every input's value, by name.
    pub inputs: HashMap<String, Array>,
    /// Every output's value after the Rust step, by name.
    pub outputs: HashMap<String, Array>,
    /// Each parameter's gradient of the loss in the Rust step (before clipping), by name.
    pub gradients: HashMap<String, Array>,
    /// The largest norm-relative difference between the program evaluated in `f64` and the
    /// Rust step, and the output it is in.
    pub worst: (f64, String),
}

impl TrainStepExport {
    /// Writes `DIR/train_step.mlir` (in `float`), `DIR/manifest.json` (with `description`) and
    /// `DIR/reference.safetensors` with the gradients beside the inputs and outputs
    /// ([`write_with_gradients()`]).
    pub fn write(
        &self,
        dir: &Path,
        float: FloatType,
        description: serde_json::Value,
    ) -> std::result::Result<(), ExportError> {
        write_with_gradients(
            dir,
            &self.module,
            float,
            description,
            (&self.inputs, &self.outputs),
            &self.gradients,
        )
    }
}

/// The array of `shape` holding `values`.
fn array(shape: &[usize], values: Vec<f64>) -> Result<Array> {
    Array::new(shape.to_vec(), values)
}

/// One train step of `model` under `loss` (a layer holding its labels, giving the mean loss)
/// at the input `input` (named `input_name` in the program), as `trainer` takes it: traced as
/// a program whose inputs are the input, every tensor the model and the loss hold (by the
/// names [`crate::Params::visit_named_params`] gives), each parameter's optimizer state
/// (AdamW: `NAME.exp_avg`, `NAME.exp_avg_sq` and `step`; SGD: `NAME.velocity`) and `lr`, and
/// whose outputs are the updated parameters and state, and `loss`; then run in Rust (`trainer.step` updates
/// `model`), whose results are the outputs' reference values. An error if the program,
/// evaluated in `f64`, differs from the Rust step by more than `1e-10` (norm-relative) in any
/// output.
pub fn export_train_step<X, M, C>(
    model: &mut M,
    loss: &C,
    (input_name, input): (&str, &X),
    trainer: &mut Trainer<f64>,
) -> Result<TrainStepExport>
where
    X: Differentiable<f64> + ToArray,
    M: Vjp<f64, X> + Trace<f64, X, In = Traced<X>>,
    C: Vjp<f64, M::Output, Output = Tensor0<f64>, Saved: Sync>
        + Trace<f64, M::Output, In = M::Out, Out = Traced<Tensor0<f64>>, Output = Tensor0<f64>>,
{
    let rule = trainer.optimizer.rule();
    let rules = UpdateRules {
        optimizer: rule,
        decays: trainer.optimizer.decays(),
        clip: trainer.clip,
    };
    let step = train_step(
        model,
        loss,
        (input_name, input),
        rules,
        super::parameters::Parameters::new(),
    )?;
    let (names, shapes): (Vec<String>, Vec<Vec<usize>>) = step
        .parameters
        .iter()
        .filter(|p| p.trainable)
        .map(|p| (p.name.clone(), p.stored_shape.clone()))
        .unzip();

    let mut inputs: HashMap<String, Array> = HashMap::new();
    inputs.insert(input_name.to_string(), input.to_array());
    for p in &step.parameters {
        inputs.insert(p.name.clone(), p.stored_array()?.clone());
    }
    let before = trainer.optimizer.state();
    let moments = |state: &crate::optim::OptimizerState<f64>, into: &mut HashMap<String, Array>| -> Result<()> {
        for (k, (name, shape)) in names.iter().zip(&shapes).enumerate() {
            for (j, buffer) in rule.state_names().iter().enumerate() {
                let values = match state.buffers.get(k).and_then(|b| b.get(j)) {
                    Some(values) => values.clone(),
                    None => vec![0.0; shapes.get(k).map_or(0, |s| s.iter().product())],
                };
                into.insert(format!("{name}.{buffer}"), array(shape, values)?);
            }
        }
        if rule.counts_steps() {
            into.insert("step".into(), array(&[], vec![state.steps as f64])?);
        }
        Ok(())
    };
    moments(&before, &mut inputs)?;
    inputs.insert("lr".into(), array(&[], vec![trainer.schedule.at(trainer.steps)])?);

    let loss_and_grads = |model: &M| -> Result<(f64, M::Grads)> {
        let (output, saved) = model.forward(input.clone())?;
        let (value, loss_saved) = loss.forward(output)?;
        let (d_output, _) = loss.backward(&loss_saved, &Tensor0::scalar(1.0))?;
        let (_, grads) = model.backward(&saved, &d_output)?;
        Ok((value.value(), grads))
    };
    let mut gradients: HashMap<String, Array> = HashMap::new();
    let mut raw = Vec::new();
    loss_and_grads(model)?.1.visit(&mut |values| raw.push(values.to_vec()));
    for ((name, shape), values) in names.iter().zip(&shapes).zip(raw) {
        gradients.insert(name.clone(), array(shape, values)?);
    }
    let report = trainer.step(model, 1, |model, _| loss_and_grads(model))?;
    let mut outputs: HashMap<String, Array> = HashMap::new();
    let mut updated = Vec::new();
    model.visit_params(&mut |values| updated.push(values.to_vec()));
    for ((name, shape), values) in names.iter().zip(&shapes).zip(updated) {
        outputs.insert(name.clone(), array(shape, values)?);
    }
    moments(&trainer.optimizer.state(), &mut outputs)?;
    outputs.insert("loss".into(), array(&[], vec![report.loss])?);

    let worst = step.module.worst_difference(&inputs, &outputs)?;
    if worst.0 > 1e-10 {
        return Err(Error::invalid(
            "export",
            format!(
                "the program differs from the Rust train step in `{}` by {:e} (norm-relative)",
                worst.1, worst.0
            ),
        ));
    }
    Ok(TrainStepExport {
        module: step.module,
        inputs,
        outputs,
        gradients,
        worst,
    })
}

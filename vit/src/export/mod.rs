//! The ViT's train step and inference as StableHLO programs, traced from the network itself
//! ([`vjp_core::hlo::Trace`]): every layer and combinator writes its own forward and backward,
//! and [`vjp_core::hlo::train_step`] adds the loss and the optimizer's update. The tensors take
//! timm's names and layouts from the network's structure and [`crate::names`].
//!
//! The train step's inputs, in order: `images` `[B, C, H, W]`, every parameter in timm's names
//! and layouts, `labels` (the class of each image, `[B]`), the optimizer state per parameter
//! (`NAME.velocity` for SGD; `NAME.exp_avg` then `NAME.exp_avg_sq` for AdamW, PyTorch's names,
//! and `step`, the steps taken), and `lr`. Its outputs: every updated parameter (same names),
//! the updated state, and `loss`. Feeding the outputs back as the next step's inputs trains.

use crate::config::VitConfig;
use crate::error::VitError;
use crate::model::{Images, Vit};
use crate::names::timm_parameters;
use serde_json::json;
use std::collections::HashMap;
use vjp_core::hlo::{
    Array, Element, FloatType, Graph, Optimizer, Partitioning, Trace, Traced, Value, dtype_name, evaluate, print,
    print_partitioned,
};
use vjp_core::tape::DynTensor;
use vjp_core::{Scalar, SoftmaxCrossEntropy};

/// One input or output: its name, shape and value in the graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The name.
    pub name: String,
    /// The shape.
    pub shape: Vec<usize>,
    /// Where its value is in the graph.
    pub value: Value,
}

/// A graph with named, ordered inputs and outputs: what `vit emit-mlir` prints.
#[derive(Clone, Debug)]
pub struct Exported {
    /// The graph.
    pub graph: Graph,
    /// Its inputs, in argument order.
    pub inputs: Vec<Slot>,
    /// Its outputs, in result order.
    pub outputs: Vec<Slot>,
    /// The train step's parameter gradients in timm's layouts, named as the parameters (not
    /// among the outputs; empty for inference).
    pub gradients: Vec<Slot>,
    /// A description for the manifest (configuration, batch, optimizer).
    pub description: serde_json::Value,
    /// The inputs that hold one entry per image (`images`, `labels`): what a program split
    /// over devices splits.
    pub batched: Vec<String>,
}

impl Exported {
    fn new(
        graph: Graph,
        outputs: &[(String, Value)],
        gradients: &[(String, Value)],
        description: serde_json::Value,
        batched: &[&str],
    ) -> Result<Self, VitError> {
        let slots = |named: &[(String, Value)]| -> Result<Vec<Slot>, VitError> {
            named
                .iter()
                .map(|(name, value)| {
                    Ok(Slot {
                        name: name.clone(),
                        shape: graph.shape(*value)?.to_vec(),
                        value: *value,
                    })
                })
                .collect()
        };
        let inputs = graph
            .inputs()
            .map(|(value, name, ty)| Slot {
                name: name.to_string(),
                shape: ty.shape.clone(),
                value,
            })
            .collect();
        let (outputs, gradients) = (slots(outputs)?, slots(gradients)?);
        Ok(Exported {
            graph,
            inputs,
            outputs,
            gradients,
            description,
            batched: batched.iter().map(|b| b.to_string()).collect(),
        })
    }

    /// The StableHLO module, for one device or split over `devices` (the batched inputs split
    /// along the batch, everything else replicated: XLA's SPMD partitioner then runs each
    /// part of the batch on its device and all-reduces what sums over it). An error if the
    /// batch does not split into `devices` parts.
    pub fn mlir(&self, element: FloatType, devices: usize) -> Result<String, VitError> {
        let results: Vec<Value> = self.outputs.iter().map(|s| s.value).collect();
        Ok(match self.partitioning(devices) {
            None => print(&self.graph, &results, element)?,
            Some(parts) => print_partitioned(&self.graph, &results, element, &parts)?,
        })
    }

    /// The split over `devices` devices; none for one.
    fn partitioning(&self, devices: usize) -> Option<Partitioning> {
        (devices != 1).then(|| Partitioning {
            devices,
            batched: self.batched.clone(),
        })
    }

    /// Its entry in `manifest.json`: the module's file, the function, and every input and
    /// output in order with its name, shape and element type; split over several `devices`,
    /// also their number (`partitions`) and the inputs split along the batch (`batched`).
    pub fn signature(&self, file: &str, element: FloatType, devices: usize) -> serde_json::Value {
        let list = |slots: &[Slot]| -> Vec<serde_json::Value> {
            slots
                .iter()
                .map(|s| json!({"name": s.name, "shape": s.shape, "dtype": dtype_name(self.element(s), element)}))
                .collect()
        };
        let mut signature = json!({
            "file": file,
            "function": "main",
            "inputs": list(&self.inputs),
            "outputs": list(&self.outputs),
        });
        if let (Some(parts), Some(entry)) = (self.partitioning(devices), signature.as_object_mut()) {
            entry.insert("partitions".into(), json!(parts.devices));
            entry.insert("batched".into(), json!(parts.batched));
        }
        signature
    }

    /// The element type of `slot`'s value: floats, but for the labels' integers.
    pub fn element(&self, slot: &Slot) -> Element {
        self.graph.ty(slot.value).map_or(Element::Float, |ty| ty.element)
    }

    /// The element type of the input named `name` (floats if there is none).
    pub fn input_element(&self, name: &str) -> Element {
        self.inputs
            .iter()
            .find(|s| s.name == name)
            .map_or(Element::Float, |s| self.element(s))
    }

    /// The values of `slots` (outputs or gradients), the graph evaluated in f64 on named inputs.
    pub fn run<T: Scalar>(
        &self,
        inputs: &HashMap<String, DynTensor<T>>,
        slots: &[Slot],
    ) -> Result<Vec<DynTensor<T>>, VitError> {
        let arrays: HashMap<String, Array> = inputs
            .iter()
            .map(|(name, t)| {
                let data = t.data().iter().map(|v| v.to_f64()).collect();
                Ok((name.clone(), Array::new(t.shape().to_vec(), data)?))
            })
            .collect::<Result<_, VitError>>()?;
        let values: Vec<Value> = slots.iter().map(|s| s.value).collect();
        evaluate(&self.graph, &arrays, &values)?
            .into_iter()
            .map(|a| {
                Ok(DynTensor::from_vec(
                    a.shape,
                    a.data.into_iter().map(T::from_f64).collect(),
                )?)
            })
            .collect()
    }
}

/// `manifest.json` for a train step and its inference module (split over `devices`): the
/// model and training settings, then each module's signature.
pub fn manifest(train_step: &Exported, inference: &Exported, element: FloatType, devices: usize) -> String {
    let manifest = json!({
        "model": train_step.description,
        "train_step": train_step.signature("train_step.mlir", element, devices),
        "inference": inference.signature("inference.mlir", element, devices),
    });
    let mut text = serde_json::to_string_pretty(&manifest).unwrap_or_default();
    text.push('\n');
    text
}

/// An error unless `config` is valid and a batch of `batch` (at least one) fits its limits.
pub fn check_sizes(config: &VitConfig, batch: usize) -> Result<(), VitError> {
    config.validate()?;
    if batch == 0 {
        return Err(VitError::Config("the batch must hold at least one image".into()));
    }
    config.check_batch(batch)
}

fn describe(config: &VitConfig, batch: usize) -> serde_json::Map<String, serde_json::Value> {
    [
        ("image", json!(config.image)),
        ("channels", json!(config.channels)),
        ("patch", json!(config.patch)),
        ("dim", json!(config.dim)),
        ("depth", json!(config.depth)),
        ("heads", json!(config.heads)),
        ("mlp_hidden", json!(config.mlp_hidden)),
        ("classes", json!(config.classes)),
        ("eps", json!(config.eps)),
        ("gelu", json!(format!("{:?}", config.gelu).to_lowercase())),
        ("batch", json!(batch)),
        ("parameter_layout", json!("timm (PyTorch Linear weights [out, in])")),
    ]
    .into_iter()
    .map(|(key, value)| (key.to_string(), value))
    .collect()
}

/// Zero images of a batch of `batch`: what gives the traced input its shape.
fn images<T: Scalar>(config: &VitConfig, batch: usize) -> Result<Images<T>, VitError> {
    Ok(Images::zeros((batch, config.channels, config.image, config.image)))
}

/// The forward-only graph of `vit`: `images` and the parameters in, `logits` `[B, K]` out.
pub fn inference<T: Scalar>(vit: &Vit<T>, batch: usize) -> Result<Exported, VitError> {
    let config = &vit.config;
    check_sizes(config, batch)?;
    let mut g = Graph::new();
    let images = Traced::<Images<T>>::new(g.input("images", &[batch, config.channels, config.image, config.image])?);
    let mut params = timm_parameters(config);
    let (logits, _) = vit.network.trace(&mut g, &mut params, images)?;
    let outputs = [("logits".to_string(), logits.value())];
    Exported::new(
        g,
        &outputs,
        &[],
        serde_json::Value::Object(describe(config, batch)),
        &["images"],
    )
}

/// The train step of `vit`: forward, loss (mean label-smoothed cross-entropy), the traced
/// backward, and the optimizer's update of every parameter. See the module's documentation
/// for the signature.
pub fn train_step<T: Scalar>(
    vit: &Vit<T>,
    batch: usize,
    optimizer: Optimizer,
    smoothing: f64,
) -> Result<Exported, VitError> {
    let config = &vit.config;
    check_sizes(config, batch)?;
    crate::train::check_smoothing(smoothing)?;
    let loss = SoftmaxCrossEntropy::new(vec![0; batch], T::from_f64(smoothing));
    let images = images::<T>(config, batch)?;
    let step = vjp_core::hlo::train_step(
        &vit.network,
        &loss,
        ("images", &images),
        optimizer,
        timm_parameters(config),
    )?;
    let optimizer_description = match optimizer {
        Optimizer::Sgd { momentum, .. } => json!({"name": "sgd", "momentum": momentum}),
        Optimizer::AdamW {
            beta1,
            beta2,
            eps,
            weight_decay,
        } => json!({"name": "adamw", "beta1": beta1, "beta2": beta2, "eps": eps, "weight_decay": weight_decay}),
    };
    let mut description = describe(config, batch);
    description.insert("label_smoothing".into(), json!(smoothing));
    description.insert("optimizer".into(), optimizer_description);
    Exported::new(
        step.module.graph,
        &step.module.outputs,
        &step.gradients,
        serde_json::Value::Object(description),
        &["images", "labels"],
    )
}

mod reference;
pub use reference::{Named, Reference, reference};

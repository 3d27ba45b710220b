//! The ViT's train step and inference as backward graphs ([`vjp_core::graph`]) with the seeds'
//! structure, printed as StableHLO with a manifest of every input and output.
//!
//! The train step's inputs, in order: `images` `[B, C, H, W]`, `targets` (one-hot `[B, K]`),
//! every parameter in timm's names and layouts (as [`crate::checkpoint::param_specs`] lists
//! them), the optimizer state per parameter (`NAME.velocity` for SGD; `NAME.exp_avg` then
//! `NAME.exp_avg_sq` for AdamW, PyTorch's names, and `step`, the steps taken), and `lr`. Its
//! outputs: every updated parameter (same names), the updated state, and `loss`. Feeding the
//! outputs back as the next step's inputs trains.
//!
//! The backward is built, not traced: classifier back → final-LN back → the tower's reverse
//! fold of block backwards → the embedding's back (positions, CLS, patch kernel). Parameters
//! arrive in timm's layouts and are adapted inside the graph (a linear weight transposed, CLS,
//! positions and the kernel reshaped), so their gradients and updates are in timm's layouts too.

use crate::checkpoint::{ParamSpec, param_specs};
use crate::config::VitConfig;
use crate::error::VitError;
use serde_json::json;
use std::collections::HashMap;
use vjp_core::Scalar;
use vjp_core::graph::build::{
    AttentionSublayer, Block, BlockSaved, ClassifierHead, ClassifierHeadSaved, LayerNorm, Mlp, MlpSublayer, Optimizer,
    PatchEmbedding, PatchEmbeddingSaved, optimizer_update, softmax_cross_entropy, tower_backward, tower_forward,
};
use vjp_core::graph::stablehlo::{ElementType, print};
use vjp_core::graph::{Graph, Port, Token, den};
use vjp_core::tape::DynTensor;

/// One input or output: its name, shape and port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The name.
    pub name: String,
    /// The shape.
    pub shape: Vec<usize>,
    /// Where its value is in the graph.
    pub port: Port,
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
}

impl Exported {
    /// The StableHLO module.
    pub fn mlir(&self, element: ElementType) -> Result<String, VitError> {
        let results: Vec<Port> = self.outputs.iter().map(|s| s.port).collect();
        Ok(print(&self.graph, &results, element)?)
    }

    /// Its entry in `manifest.json`: the module's file, the function, and every input and
    /// output in order with its name, shape and element type.
    pub fn signature(&self, file: &str, element: ElementType) -> serde_json::Value {
        let list = |slots: &[Slot]| -> Vec<serde_json::Value> {
            slots
                .iter()
                .map(|s| json!({"name": s.name, "shape": s.shape, "dtype": element.name()}))
                .collect()
        };
        json!({
            "file": file,
            "function": "main",
            "inputs": list(&self.inputs),
            "outputs": list(&self.outputs),
        })
    }

    /// The values of `slots` (outputs or gradients) from the graph's denotation on named inputs.
    pub fn run<T: Scalar>(
        &self,
        inputs: &HashMap<String, DynTensor<T>>,
        slots: &[Slot],
    ) -> Result<Vec<DynTensor<T>>, VitError> {
        let values = den(&self.graph, inputs)?;
        slots
            .iter()
            .map(|s| {
                values
                    .get(s.port.node)
                    .and_then(|v| v.get(s.port.output))
                    .cloned()
                    .ok_or_else(|| VitError::Config(format!("the output `{}` has no value", s.name)))
            })
            .collect()
    }
}

/// `manifest.json` for a train step and its inference module: the model and training
/// settings, then each module's signature.
pub fn manifest(train_step: &Exported, inference: &Exported, element: ElementType) -> String {
    let manifest = json!({
        "model": train_step.description,
        "train_step": train_step.signature("train_step.mlir", element),
        "inference": inference.signature("inference.mlir", element),
    });
    let mut text = serde_json::to_string_pretty(&manifest).unwrap_or_default();
    text.push('\n');
    text
}

/// How a parameter in timm's layout becomes ours inside the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Adapter {
    Same,
    Reshape,
    Transpose,
}

/// A parameter as a graph input in timm's layout, and its adaptation to ours once used.
struct Param {
    spec: ParamSpec,
    file: Port,
    ours: Option<(Port, Adapter)>,
}

/// The parameters as graph inputs, in timm's order.
struct Params(Vec<Param>);

impl Params {
    fn new(g: &mut Graph, config: &VitConfig) -> Result<Self, VitError> {
        param_specs(config)
            .into_iter()
            .map(|spec| {
                let file = g.input(spec.name.clone(), &spec.shape)?;
                Ok(Param { spec, file, ours: None })
            })
            .collect::<Result<Vec<Param>, VitError>>()
            .map(Params)
    }

    /// The parameter `name` in our layout, of shape `shape`.
    fn get(&mut self, g: &mut Graph, name: &str, shape: &[usize]) -> Result<Port, VitError> {
        let param = self
            .0
            .iter_mut()
            .find(|p| p.spec.name == name)
            .ok_or_else(|| VitError::Config(format!("no parameter `{name}`")))?;
        let file = param.file;
        let (port, adapter) = if param.spec.transposed() {
            (g.value(Token::Transpose { a: file, groups: 1 })?, Adapter::Transpose)
        } else if param.spec.shape != shape {
            (
                g.value(Token::Reshape {
                    x: file,
                    shape: shape.to_vec(),
                })?,
                Adapter::Reshape,
            )
        } else {
            (file, Adapter::Same)
        };
        if g.shape(port)? != shape {
            return Err(VitError::Config(format!(
                "the parameter `{name}` has shape {:?} in the graph, {shape:?} expected",
                g.shape(port)?
            )));
        }
        param.ours = Some((port, adapter));
        Ok(port)
    }
}

impl Param {
    /// The gradient in timm's layout, from the gradient in ours.
    fn file_grad(&self, g: &mut Graph, grad: Port) -> Result<Port, VitError> {
        let (ours, adapter) = self
            .ours
            .ok_or_else(|| VitError::Config(format!("the parameter `{}` is not used", self.spec.name)))?;
        let file = self.file;
        Ok(match adapter {
            Adapter::Same => grad,
            Adapter::Reshape => g.value(Token::ReshapeBack {
                x: file,
                y: ours,
                dy: grad,
            })?,
            Adapter::Transpose => g.value(Token::TransposeBack {
                a: file,
                y: ours,
                dy: grad,
                groups: 1,
            })?,
        })
    }
}

/// The network's stages over graph ports.
struct Network {
    embedding: PatchEmbedding,
    blocks: Vec<Block>,
    head: ClassifierHead,
}

struct NetworkSaved {
    embedding: PatchEmbeddingSaved,
    blocks: Vec<BlockSaved>,
    head: ClassifierHeadSaved,
}

impl Network {
    fn new(g: &mut Graph, p: &mut Params, c: &VitConfig, batch: usize) -> Result<Self, VitError> {
        let (d, t, h) = (c.dim, c.tokens(), c.mlp_hidden);
        let embedding = PatchEmbedding {
            weight: p.get(g, "patch_embed.proj.weight", &[d, c.channels * c.patch * c.patch])?,
            bias: p.get(g, "patch_embed.proj.bias", &[d])?,
            cls: p.get(g, "cls_token", &[1, d])?,
            pos: p.get(g, "pos_embed", &[t, d])?,
            patch: c.patch,
            examples: batch,
        };
        let norm = |g: &mut Graph, p: &mut Params, prefix: &str| -> Result<LayerNorm, VitError> {
            Ok(LayerNorm {
                gamma: p.get(g, &format!("{prefix}.weight"), &[d])?,
                beta: p.get(g, &format!("{prefix}.bias"), &[d])?,
                eps: c.eps,
            })
        };
        let mut blocks = Vec::with_capacity(c.depth);
        for i in 0..c.depth {
            let b = format!("blocks.{i}");
            let attention = AttentionSublayer {
                norm: norm(g, p, &format!("{b}.norm1"))?,
                qkv_weight: p.get(g, &format!("{b}.attn.qkv.weight"), &[d, 3 * d])?,
                qkv_bias: p.get(g, &format!("{b}.attn.qkv.bias"), &[3 * d])?,
                proj_weight: p.get(g, &format!("{b}.attn.proj.weight"), &[d, d])?,
                proj_bias: p.get(g, &format!("{b}.attn.proj.bias"), &[d])?,
                heads: c.heads,
                width: d,
                examples: batch,
            };
            let mlp = MlpSublayer {
                norm: norm(g, p, &format!("{b}.norm2"))?,
                mlp: Mlp {
                    fc1_weight: p.get(g, &format!("{b}.mlp.fc1.weight"), &[d, h])?,
                    fc1_bias: p.get(g, &format!("{b}.mlp.fc1.bias"), &[h])?,
                    fc2_weight: p.get(g, &format!("{b}.mlp.fc2.weight"), &[h, d])?,
                    fc2_bias: p.get(g, &format!("{b}.mlp.fc2.bias"), &[d])?,
                    kind: c.gelu,
                },
            };
            blocks.push(Block { attention, mlp });
        }
        let head = ClassifierHead {
            norm: norm(g, p, "norm")?,
            weight: p.get(g, "head.weight", &[d, c.classes])?,
            bias: p.get(g, "head.bias", &[c.classes])?,
            examples: batch,
        };
        Ok(Network {
            embedding,
            blocks,
            head,
        })
    }

    fn forward(&self, g: &mut Graph, images: Port) -> Result<NetworkSaved, VitError> {
        let embedding = self.embedding.forward(g, images)?;
        let blocks = tower_forward(g, &self.blocks, embedding.y)?;
        let tokens = blocks.last().map_or(embedding.y, |b| b.y);
        let head = self.head.forward(g, tokens)?;
        Ok(NetworkSaved {
            embedding,
            blocks,
            head,
        })
    }

    /// Every parameter's gradient (ours), in [`param_specs`] order.
    fn backward(&self, g: &mut Graph, saved: &NetworkSaved, dlogits: Port) -> Result<Vec<Port>, VitError> {
        let (dtokens, head_grads) = self.head.backward(g, &saved.head, dlogits)?;
        let (dembedded, block_grads) = tower_backward(g, &self.blocks, &saved.blocks, dtokens)?;
        let embedding_grads = self.embedding.backward(g, &saved.embedding, dembedded)?;
        Ok(embedding_grads
            .into_iter()
            .chain(block_grads)
            .chain(head_grads)
            .collect())
    }
}

/// An error unless `config` is valid and a batch of `batch` (at least one) fits its limits.
pub fn check_sizes(config: &VitConfig, batch: usize) -> Result<(), VitError> {
    config.validate()?;
    if batch == 0 {
        return Err(VitError::Config("the batch must hold at least one image".into()));
    }
    config.check_batch(batch)
}

fn images_input(g: &mut Graph, c: &VitConfig, batch: usize) -> Result<Slot, VitError> {
    let shape = vec![batch, c.channels, c.image, c.image];
    let port = g.input("images", &shape)?;
    Ok(Slot {
        name: "images".into(),
        shape,
        port,
    })
}

fn slot(g: &Graph, name: impl Into<String>, port: Port) -> Result<Slot, VitError> {
    Ok(Slot {
        name: name.into(),
        shape: g.shape(port)?.to_vec(),
        port,
    })
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

/// The forward-only graph: `images` and the parameters in, `logits` `[B, K]` out.
pub fn inference(config: &VitConfig, batch: usize) -> Result<Exported, VitError> {
    check_sizes(config, batch)?;
    let mut g = Graph::new();
    let images = images_input(&mut g, config, batch)?;
    let mut params = Params::new(&mut g, config)?;
    let network = Network::new(&mut g, &mut params, config, batch)?;
    let saved = network.forward(&mut g, images.port)?;
    let mut inputs = vec![images];
    for param in &params.0 {
        inputs.push(slot(&g, param.spec.name.clone(), param.file)?);
    }
    let outputs = vec![slot(&g, "logits", saved.head.logits)?];
    Ok(Exported {
        graph: g,
        inputs,
        outputs,
        gradients: Vec::new(),
        description: serde_json::Value::Object(describe(config, batch)),
    })
}

/// The train step: forward, loss (mean label-smoothed cross-entropy), the backward, and the
/// optimizer's update of every parameter. See the module's documentation for the signature.
pub fn train_step(
    config: &VitConfig,
    batch: usize,
    optimizer: Optimizer,
    smoothing: f64,
) -> Result<Exported, VitError> {
    check_sizes(config, batch)?;
    crate::train::check_smoothing(smoothing)?;
    let mut g = Graph::new();
    let images = images_input(&mut g, config, batch)?;
    let targets_port = g.input("targets", &[batch, config.classes])?;
    let targets = slot(&g, "targets", targets_port)?;
    let mut params = Params::new(&mut g, config)?;
    let mut inputs = vec![images.clone(), targets];
    for param in &params.0 {
        inputs.push(slot(&g, param.spec.name.clone(), param.file)?);
    }
    let mut state = Vec::with_capacity(params.0.len());
    for Param { spec, .. } in &params.0 {
        let mut ports = Vec::new();
        for buffer in optimizer.state_names() {
            let name = format!("{}.{buffer}", spec.name);
            let port = g.input(name.clone(), &spec.shape)?;
            inputs.push(slot(&g, name, port)?);
            ports.push(port);
        }
        state.push(ports);
    }
    let steps_taken = if matches!(optimizer, Optimizer::AdamW { .. }) {
        let port = g.input("step", &[])?;
        inputs.push(slot(&g, "step", port)?);
        Some(port)
    } else {
        None
    };
    let lr = g.input("lr", &[])?;
    inputs.push(slot(&g, "lr", lr)?);

    let network = Network::new(&mut g, &mut params, config, batch)?;
    let saved = network.forward(&mut g, images.port)?;
    let (loss, dlogits) = softmax_cross_entropy(&mut g, saved.head.logits, targets_port, smoothing)?;
    let grads = network.backward(&mut g, &saved, dlogits)?;

    // The step count after this step (AdamW's bias corrections use it).
    let step = match steps_taken {
        Some(taken) => {
            let one = g.value(Token::Full {
                value: 1.0,
                shape: Vec::new(),
            })?;
            Some(g.value(Token::Add { a: taken, b: one })?)
        }
        None => None,
    };
    let mut updated = Vec::with_capacity(params.0.len());
    let mut updated_state = Vec::new();
    let mut gradients = Vec::with_capacity(params.0.len());
    for ((old, grad), state) in params.0.iter().zip(grads).zip(&state) {
        let grad = old.file_grad(&mut g, grad)?;
        let (param, new_state) = optimizer_update(&optimizer, &mut g, (old.file, grad), state, lr, step)?;
        let name = &old.spec.name;
        gradients.push(slot(&g, name.clone(), grad)?);
        updated.push(slot(&g, name.clone(), param)?);
        for (buffer, port) in optimizer.state_names().iter().zip(new_state) {
            updated_state.push(slot(&g, format!("{name}.{buffer}"), port)?);
        }
    }
    let mut outputs = updated;
    outputs.extend(updated_state);
    if let Some(step) = step {
        outputs.push(slot(&g, "step", step)?);
    }
    outputs.push(slot(&g, "loss", loss)?);
    let optimizer_description = match optimizer {
        Optimizer::Sgd { momentum } => json!({"name": "sgd", "momentum": momentum}),
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
    Ok(Exported {
        graph: g,
        inputs,
        outputs,
        gradients,
        description: serde_json::Value::Object(description),
    })
}

mod reference;
pub use reference::{Named, Reference, reference};

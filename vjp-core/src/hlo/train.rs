//! A train step as one program: a model's forward, its loss, the backward traced from both,
//! and an optimizer's update of every parameter. Feeding its outputs back as the next step's
//! inputs trains the model.

use super::array::ToArray;
use super::export::Module;
use super::graph::{Graph, Value};
use super::op::Binary;
use super::parameters::{Parameter, Parameters};
use super::trace::Trace;
use super::traced::Traced;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Tensor0;
use crate::value::Differentiable;

/// An optimizer's rule written as primitives: the same rules as [`crate::optim`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Optimizer {
    /// SGD with momentum (state `velocity`) and decoupled weight decay:
    /// `v = μ v + g; p ← p (1 - lr·wd) - lr v` (with `wd = 0` the parameter is not scaled).
    Sgd {
        /// The momentum `μ`.
        momentum: f64,
        /// Decoupled weight decay.
        weight_decay: f64,
    },
    /// AdamW (state `exp_avg`, `exp_avg_sq`, and the step count): bias-corrected moments and
    /// decoupled decay, `p ← p (1 - lr·wd) - lr m̂ / (sqrt(v̂) + ε)`.
    AdamW {
        /// First-moment decay.
        beta1: f64,
        /// Second-moment decay.
        beta2: f64,
        /// Added to the root of the second moment.
        eps: f64,
        /// Decoupled weight decay.
        weight_decay: f64,
    },
}

impl Optimizer {
    /// SGD with momentum `momentum` and no weight decay.
    pub fn sgd(momentum: f64) -> Self {
        Optimizer::Sgd {
            momentum,
            weight_decay: 0.0,
        }
    }

    /// AdamW with PyTorch's defaults `β = (0.9, 0.999)`, `ε = 1e-8`.
    pub fn adamw(weight_decay: f64) -> Self {
        Optimizer::AdamW {
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay,
        }
    }

    /// The same rule without weight decay (for the parameters that do not decay).
    pub fn without_decay(self) -> Self {
        match self {
            Optimizer::AdamW { beta1, beta2, eps, .. } => Optimizer::AdamW {
                beta1,
                beta2,
                eps,
                weight_decay: 0.0,
            },
            Optimizer::Sgd { momentum, .. } => Optimizer::sgd(momentum),
        }
    }

    /// The names of the state each parameter carries, in order (PyTorch's names).
    pub fn state_names(&self) -> &'static [&'static str] {
        match self {
            Optimizer::Sgd { .. } => &["velocity"],
            Optimizer::AdamW { .. } => &["exp_avg", "exp_avg_sq"],
        }
    }

    /// Whether the optimizer counts its steps (AdamW's bias corrections read the count).
    pub fn counts_steps(&self) -> bool {
        matches!(self, Optimizer::AdamW { .. })
    }

    /// The updated parameter and state of one tensor. `state` holds [`Optimizer::state_names`]'
    /// tensors in order; `lr` is a scalar; `step` (AdamW) is the number of this step, from 1.
    pub fn update(
        &self,
        g: &mut Graph,
        (param, grad): (Value, Value),
        state: &[Value],
        lr: Value,
        step: Option<Value>,
    ) -> Result<(Value, Vec<Value>)> {
        let missing = || Error::invalid("optimizer", "an update is missing its state");
        let shape = g.shape(param)?.to_vec();
        let rate = g.broadcast_in_dim(lr, &shape, &[])?;
        match *self {
            Optimizer::Sgd { momentum, weight_decay } => {
                let &[velocity] = state else { return Err(missing()) };
                let kept = g.scale(velocity, momentum)?;
                let v = g.add(kept, grad)?;
                let stride = g.mul(rate, v)?;
                let param = if weight_decay == 0.0 {
                    param
                } else {
                    let one = g.constant(1.0, &[])?;
                    let lr_wd = g.scale(lr, weight_decay)?;
                    let shrink = g.sub(one, lr_wd)?;
                    let shrink = g.broadcast_in_dim(shrink, &shape, &[])?;
                    g.mul(param, shrink)?
                };
                Ok((g.sub(param, stride)?, vec![v]))
            }
            Optimizer::AdamW {
                beta1,
                beta2,
                eps,
                weight_decay,
            } => {
                let (&[m, v], Some(step)) = (state, step) else {
                    return Err(missing());
                };
                // The bias corrections `1 - β^step` and the decay `1 - lr·wd`, on scalars.
                let one = g.constant(1.0, &[])?;
                let correction = |g: &mut Graph, beta: f64| -> Result<Value> {
                    let b = g.constant(beta, &[])?;
                    let power = g.binary(Binary::Power, b, step)?;
                    let c = g.sub(one, power)?;
                    g.broadcast_in_dim(c, &shape, &[])
                };
                let (c1, c2) = (correction(g, beta1)?, correction(g, beta2)?);
                let lr_wd = g.scale(lr, weight_decay)?;
                let decay = g.sub(one, lr_wd)?;
                let decay = g.broadcast_in_dim(decay, &shape, &[])?;
                let moment = |g: &mut Graph, beta: f64, old: Value, new: Value| -> Result<Value> {
                    let kept = g.scale(old, beta)?;
                    let fresh = g.scale(new, 1.0 - beta)?;
                    g.add(kept, fresh)
                };
                let m1 = moment(g, beta1, m, grad)?;
                let squares = g.mul(grad, grad)?;
                let m2 = moment(g, beta2, v, squares)?;
                let m_hat = g.div(m1, c1)?;
                let v_hat = g.div(m2, c2)?;
                let root = g.unary(super::op::Unary::Sqrt, v_hat)?;
                let eps = g.full_like(root, eps)?;
                let denominator = g.add(root, eps)?;
                let scaled = g.mul(rate, m_hat)?;
                let stride = g.div(scaled, denominator)?;
                let decayed = g.mul(param, decay)?;
                Ok((g.sub(decayed, stride)?, vec![m1, m2]))
            }
        }
    }
}

/// How a train step updates the parameters: the optimizer's rule, which parameters decay (by
/// name, as [`crate::optim::AdamW::decays`]), and clipping by global norm (as
/// [`crate::train::clip_grad_norm`]): the rules of [`crate::train::Trainer`] in the graph.
#[derive(Clone, Copy, Debug)]
pub struct UpdateRules {
    /// The optimizer's rule.
    pub optimizer: Optimizer,
    /// Whether the parameter of this name has weight decay.
    pub decays: fn(&str) -> bool,
    /// The largest global gradient norm, or none.
    pub clip: Option<f64>,
}

/// The optimizer alone: every parameter decays, no clipping.
impl From<Optimizer> for UpdateRules {
    fn from(optimizer: Optimizer) -> Self {
        UpdateRules {
            optimizer,
            decays: |_| true,
            clip: None,
        }
    }
}

/// `grads` scaled by `min(1, max / (norm + 1e-6))`, with `norm` their global norm: PyTorch's
/// `clip_grad_norm_`, as [`crate::train::clip_grad_norm`] computes it.
fn clip(g: &mut Graph, grads: &[Value], max: f64) -> Result<Vec<Value>> {
    let mut total = g.constant(0.0, &[])?;
    for &grad in grads {
        let squares = g.mul(grad, grad)?;
        let axes: Vec<usize> = (0..g.shape(grad)?.len()).collect();
        let sum = g.sum(squares, &axes)?;
        total = g.add(total, sum)?;
    }
    let norm = g.unary(super::op::Unary::Sqrt, total)?;
    let tiny = g.constant(1e-6, &[])?;
    let shifted = g.add(norm, tiny)?;
    let max = g.constant(max, &[])?;
    let coefficient = g.div(max, shifted)?;
    let one = g.constant(1.0, &[])?;
    let factor = g.binary(Binary::Minimum, coefficient, one)?;
    grads
        .iter()
        .map(|&grad| {
            let shape = g.shape(grad)?.to_vec();
            let spread = g.broadcast_in_dim(factor, &shape, &[])?;
            g.mul(grad, spread)
        })
        .collect()
}

/// A traced train step: the module (inputs: the model's input, every tensor the model and
/// the loss hold, each parameter's optimizer state `NAME.BUFFER`, `step` for AdamW, `lr`;
/// outputs: every updated parameter under its name, the updated state, `step`, `loss`), the
/// tensors bound (with their values, to run it as the model is) and each parameter's gradient.
#[derive(Clone, Debug)]
pub struct TrainStep {
    /// The program.
    pub module: Module,
    /// The tensors the model and the loss hold, in the order they were bound.
    pub parameters: Vec<Parameter>,
    /// Each trainable parameter's gradient of the loss, under its name (not among the
    /// outputs).
    pub gradients: Vec<(String, Value)>,
}

/// The train step of `model` under `loss` with `rules` (an [`Optimizer`], or [`UpdateRules`]
/// with parameter groups and clipping): `input` (named `input_name`) gives the input's shape,
/// `params` the naming of the tensors (see [`Parameters::with_naming`]). The module is named
/// `train_step`.
pub fn train_step<T, X, L, C>(
    model: &L,
    loss: &C,
    (input_name, input): (&str, &X),
    rules: impl Into<UpdateRules>,
    mut params: Parameters,
) -> Result<TrainStep>
where
    T: Scalar,
    X: Differentiable<T> + ToArray,
    L: Trace<T, X, In = Traced<X>>,
    C: Trace<T, L::Output, In = L::Out, Out = Traced<Tensor0<T>>, Output = Tensor0<T>>,
{
    let UpdateRules {
        optimizer,
        decays,
        clip: max_norm,
    } = rules.into();
    let mut g = Graph::new();
    let x = Traced::new(g.input_of(input_name, &input.array_shape(), input.element())?);
    let (y, kept) = model.trace(&mut g, &mut params, x)?;
    let (loss_value, loss_kept) = loss.trace(&mut g, &mut params, y)?;
    let one = Traced::new(g.constant(1.0, &[])?);
    let dy = loss.trace_back(&mut g, &mut params, &loss_kept, one)?;
    model.trace_back(&mut g, &mut params, &kept, dy)?;

    let trainable: Vec<Parameter> = params.entries().iter().filter(|p| p.trainable).cloned().collect();
    let mut state = Vec::with_capacity(trainable.len());
    for param in &trainable {
        let shape = g.shape(param.input)?.to_vec();
        let mut buffers = Vec::new();
        for buffer in optimizer.state_names() {
            buffers.push(g.input(format!("{}.{buffer}", param.name), &shape)?);
        }
        state.push(buffers);
    }
    let taken = optimizer.counts_steps().then(|| g.input("step", &[])).transpose()?;
    let lr = g.input("lr", &[])?;
    let step = match taken {
        Some(taken) => {
            let one = g.constant(1.0, &[])?;
            Some(g.add(taken, one)?)
        }
        None => None,
    };
    let mut gradients = Vec::with_capacity(trainable.len());
    // With clipping every gradient is needed before the first update; without, each is read
    // just before its update (the order the graph's nodes have always had).
    let clipped = match max_norm {
        Some(max) => {
            for param in &trainable {
                gradients.push((param.name.clone(), params.stored_gradient(&mut g, param)?));
            }
            let raw: Vec<Value> = gradients.iter().map(|(_, v)| *v).collect();
            Some(clip(&mut g, &raw, max)?)
        }
        None => None,
    };
    let (mut updated, mut updated_state) = (Vec::new(), Vec::new());
    for (k, (param, buffers)) in trainable.iter().zip(&state).enumerate() {
        let gradient = match clipped.as_ref().and_then(|c| c.get(k)) {
            Some(&step) => step,
            None => {
                let gradient = params.stored_gradient(&mut g, param)?;
                gradients.push((param.name.clone(), gradient));
                gradient
            }
        };
        let rule = if decays(&param.name) {
            optimizer
        } else {
            optimizer.without_decay()
        };
        let (new, new_state) = rule.update(&mut g, (param.input, gradient), buffers, lr, step)?;
        updated.push((param.name.clone(), new));
        for (buffer, value) in optimizer.state_names().iter().zip(new_state) {
            updated_state.push((format!("{}.{buffer}", param.name), value));
        }
    }
    let mut outputs = updated;
    outputs.extend(updated_state);
    if let Some(step) = step {
        outputs.push(("step".to_string(), step));
    }
    outputs.push(("loss".to_string(), loss_value.value()));
    Ok(TrainStep {
        module: Module {
            name: "train_step".into(),
            graph: g,
            outputs,
        },
        parameters: params.entries().to_vec(),
        gradients,
    })
}

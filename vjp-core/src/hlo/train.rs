//! A train step as one program: a model's forward, its loss, the backward traced from both,
//! and an optimizer's update of every parameter. Feeding its outputs back as the next step's
//! inputs trains the model.

use super::export::Module;
use super::graph::{Graph, Value};
use super::lowering::ToArray;
use super::model::{Parameter, Parameters, Trace};
use super::op::Binary;
use super::traced::Traced;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::Tensor0;
use crate::value::Differentiable;

/// An optimizer's rule written as primitives: the same rules as [`crate::optim`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Optimizer {
    /// SGD with momentum (state `velocity`): `v = μ v + g; p -= lr v`.
    Sgd {
        /// The momentum `μ`.
        momentum: f64,
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
    /// AdamW with PyTorch's defaults `β = (0.9, 0.999)`, `ε = 1e-8`.
    pub fn adamw(weight_decay: f64) -> Self {
        Optimizer::AdamW {
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay,
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
            Optimizer::Sgd { momentum } => {
                let &[velocity] = state else { return Err(missing()) };
                let kept = g.scale(velocity, momentum)?;
                let v = g.add(kept, grad)?;
                let stride = g.mul(rate, v)?;
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

/// The train step of `model` under `loss` with `optimizer`: `input` (named `input_name`)
/// gives the input's shape, `params` the naming of the tensors (see
/// [`Parameters::with_naming`]). The module is named `train_step`.
pub fn train_step<T, X, L, C>(
    model: &L,
    loss: &C,
    (input_name, input): (&str, &X),
    optimizer: Optimizer,
    mut params: Parameters,
) -> Result<TrainStep>
where
    T: Scalar,
    X: Differentiable<T> + ToArray,
    L: Trace<T, X, In = Traced<X>>,
    C: Trace<T, L::Output, In = L::Out, Out = Traced<Tensor0<T>>, Output = Tensor0<T>>,
{
    let mut g = Graph::new();
    let x = Traced::new(g.input(input_name, &input.array_shape())?);
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
    let (mut updated, mut updated_state, mut gradients) = (Vec::new(), Vec::new(), Vec::new());
    for (param, buffers) in trainable.iter().zip(&state) {
        let gradient = params.stored_gradient(&mut g, param)?;
        let (new, new_state) = optimizer.update(&mut g, (param.input, gradient), buffers, lr, step)?;
        gradients.push((param.name.clone(), gradient));
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

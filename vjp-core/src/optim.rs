//! Optimizers that update a layer's parameters from its gradients: SGD with momentum and
//! AdamW (decoupled weight decay).

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::value::{Differentiable, PIECE};
use crate::witness::Params;
use rayon::prelude::*;

/// Calls `update(tensor, param, grad, state)` on every parameter slice (the `tensor`-th in
/// visit order) paired with the matching gradient slice and this optimizer's state slices
/// (created zeroed on first use), in pieces of at most [`PIECE`] elements run in parallel on
/// rayon's threads.
///
/// The update is memory-bound (a few loads and stores per element of the parameters, their
/// gradient and the state); run on the caller's thread alone it was 8% of a small ViT's train
/// step, with the other threads idle.
fn for_each_pair<T: Scalar, L: Params<T>, const S: usize>(
    layer: &mut L,
    grads: &L::Grads,
    state: &mut Vec<[Vec<T>; S]>,
    update: impl Fn(usize, &mut [T], &[T], [&mut [T]; S]) + Sync,
) -> Result<()> {
    let mut grad_slices = Vec::new();
    grads.visit(&mut |s| grad_slices.push(s));
    if state.is_empty() {
        *state = grad_slices
            .iter()
            .map(|g| std::array::from_fn(|_| vec![T::ZERO; g.len()]))
            .collect();
    }
    let mut params = Vec::new();
    layer.visit_params_mut(&mut |s| params.push(s));
    let param_sizes: Vec<usize> = params.iter().map(|p| p.len()).collect();
    let grad_sizes: Vec<usize> = grad_slices.iter().map(|g| g.len()).collect();
    let state_sizes: Vec<usize> = state.iter().map(|s| s.first().map_or(0, Vec::len)).collect();
    if param_sizes != grad_sizes || state_sizes != grad_sizes {
        return Err(Error::mismatch(
            "optimizer step",
            param_sizes,
            grad_sizes,
            "the gradients (and the optimizer's state) must match the parameters tensor by tensor",
        ));
    }
    let mut pieces = Vec::new();
    for (tensor, ((param, grad), buffers)) in params.into_iter().zip(grad_slices).zip(state.iter_mut()).enumerate() {
        let mut buffer_pieces = buffers.each_mut().map(|b| b.chunks_mut(PIECE));
        for (p, g) in param.chunks_mut(PIECE).zip(grad.chunks(PIECE)) {
            // Every buffer has the parameter's length (checked above), so none runs out.
            let b = buffer_pieces.each_mut().map(|rest| rest.next().unwrap_or_default());
            pieces.push((tensor, p, g, b));
        }
    }
    pieces.into_par_iter().for_each(|(tensor, p, g, b)| {
        crate::simd::vectorized(
            #[inline(always)]
            || update(tensor, p, g, b),
        )
    });
    Ok(())
}

/// An optimizer's state, for checkpoints: its step count and its buffers, one list per
/// parameter tensor (SGD: the velocity; AdamW: the first and second moments).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OptimizerState<T> {
    /// Steps taken.
    pub steps: u64,
    /// Per parameter tensor, the optimizer's buffers for it.
    pub buffers: Vec<Vec<Vec<T>>>,
}

fn export<T: Scalar, const S: usize>(steps: u64, slots: &[[Vec<T>; S]]) -> OptimizerState<T> {
    OptimizerState {
        steps,
        buffers: slots.iter().map(|s| s.to_vec()).collect(),
    }
}

fn import<T: Scalar, const S: usize>(state: OptimizerState<T>) -> Result<Vec<[Vec<T>; S]>> {
    state
        .buffers
        .into_iter()
        .map(|b| {
            let found = b.len();
            <[Vec<T>; S]>::try_from(b).map_err(|_| {
                Error::invalid(
                    "optimizer state",
                    format!("{found} buffers per parameter, expected {S}"),
                )
            })
        })
        .collect()
}

/// Stochastic gradient descent with momentum, `v = μ v + g; p -= lr v`, and optional
/// decoupled weight decay (the parameters shrink by `1 - lr·wd` before the update, as AdamW's
/// do; 0 leaves them untouched, bit for bit).
#[derive(Clone, Debug)]
pub struct Sgd<T> {
    /// The learning rate.
    pub lr: T,
    /// The momentum `μ` (0 for plain SGD).
    pub momentum: T,
    /// Decoupled weight decay (0 by default).
    pub weight_decay: T,
    velocity: Vec<[Vec<T>; 1]>,
}

impl<T: Scalar> Sgd<T> {
    /// SGD with learning rate `lr` and momentum `momentum`.
    pub fn new(lr: T, momentum: T) -> Self {
        Sgd {
            lr,
            momentum,
            weight_decay: T::ZERO,
            velocity: Vec::new(),
        }
    }

    /// This optimizer with decoupled weight decay `weight_decay`.
    pub fn with_weight_decay(self, weight_decay: T) -> Self {
        Sgd { weight_decay, ..self }
    }

    /// The velocity, for a checkpoint.
    pub fn state(&self) -> OptimizerState<T> {
        export(0, &self.velocity)
    }

    /// Continues from a checkpointed state.
    pub fn restore(&mut self, state: OptimizerState<T>) -> Result<()> {
        self.velocity = import(state)?;
        Ok(())
    }

    /// One update of `layer`'s parameters from `grads`.
    pub fn step<L: Params<T>>(&mut self, layer: &mut L, grads: &L::Grads) -> Result<()> {
        let (lr, mu) = (self.lr, self.momentum);
        let shrink = (self.weight_decay != T::ZERO).then(|| T::ONE - lr * self.weight_decay);
        for_each_pair(layer, grads, &mut self.velocity, |_, p, g, [v]| {
            if let Some(shrink) = shrink {
                p.iter_mut().for_each(|x| *x *= shrink);
            }
            sgd_update(p, g, v, lr, mu)
        })
    }
}

/// The SGD rule on one parameter tensor: `v = μ v + g; p -= lr v`, elementwise over the
/// slices (which have the same length).
pub fn sgd_update<T: Scalar>(param: &mut [T], grad: &[T], velocity: &mut [T], lr: T, momentum: T) {
    for ((p, &g), v) in param.iter_mut().zip(grad).zip(velocity.iter_mut()) {
        *v = momentum * *v + g;
        *p -= lr * *v;
    }
}

/// AdamW's hyperparameters, as one rule reads them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AdamWRule<T> {
    /// The learning rate.
    pub lr: T,
    /// First-moment decay.
    pub beta1: T,
    /// Second-moment decay.
    pub beta2: T,
    /// Added to the root of the second moment.
    pub eps: T,
    /// Decoupled weight decay.
    pub weight_decay: T,
    /// The number of this step, from 1 (the bias corrections `1 - β^step`).
    pub step: i32,
}

/// The AdamW rule on one parameter tensor: the moments, bias-corrected, and the decoupled
/// decay `p ← p (1 - lr·wd) - lr m̂ / (sqrt(v̂) + ε)`, elementwise over the slices.
pub fn adamw_update<T: Scalar>(param: &mut [T], grad: &[T], m: &mut [T], v: &mut [T], rule: &AdamWRule<T>) {
    let AdamWRule {
        lr,
        beta1: b1,
        beta2: b2,
        eps,
        weight_decay,
        step,
    } = *rule;
    let c1 = T::ONE - T::from_f64(b1.to_f64().powi(step));
    let c2 = T::ONE - T::from_f64(b2.to_f64().powi(step));
    let decay = T::ONE - lr * weight_decay;
    for (((p, &g), m), v) in param.iter_mut().zip(grad).zip(m.iter_mut()).zip(v.iter_mut()) {
        *m = b1 * *m + (T::ONE - b1) * g;
        *v = b2 * *v + (T::ONE - b2) * g * g;
        *p = *p * decay - lr * (*m / c1) / ((*v / c2).sqrt() + eps);
    }
}

/// AdamW (Loshchilov & Hutter): Adam moments with bias correction, and weight decay applied
/// to the parameters directly (`p -= lr · wd · p`), not through the gradient.
#[derive(Clone, Debug)]
pub struct AdamW<T> {
    /// The learning rate.
    pub lr: T,
    /// First-moment decay.
    pub beta1: T,
    /// Second-moment decay.
    pub beta2: T,
    /// Added to the root of the second moment.
    pub eps: T,
    /// Decoupled weight decay.
    pub weight_decay: T,
    /// Which parameters decay, by path ([`Params::visit_named_params`]): the parameter groups
    /// of PyTorch's AdamW, decay and no decay. Every parameter decays unless set
    /// ([`AdamW::with_decay`]; [`decays_unless_bias_or_norm`] is the usual choice).
    pub decays: fn(&str) -> bool,
    steps: i32,
    moments: Vec<[Vec<T>; 2]>,
}

/// The usual parameter groups of AdamW (as nanoGPT and timm make them): every parameter
/// decays except biases and normalisation gains, told by their path — a last segment that is
/// or ends in `bias`, or a segment naming a norm (`norm`, `ln_f`, `ln1`, `layer_norm`, ...).
///
/// ```
/// use vjp_core::optim::decays_unless_bias_or_norm as decays;
/// assert!(decays("blocks.0.attn.qkv.weight") && decays("wte"));
/// assert!(!decays("blocks.0.attn.qkv.bias") && !decays("blocks.0.qkv_bias"));
/// assert!(!decays("blocks.3.norm1.weight") && !decays("ln_f.gamma") && !decays("blocks.1.ln_2.weight"));
/// ```
pub fn decays_unless_bias_or_norm(path: &str) -> bool {
    let last = path.rsplit('.').next().unwrap_or(path);
    let is_norm = |segment: &str| segment.contains("norm") || segment.starts_with("ln");
    !(last.ends_with("bias") || path.split('.').any(is_norm))
}

impl<T: Scalar> AdamW<T> {
    /// AdamW with learning rate `lr`, weight decay `weight_decay` and PyTorch's defaults
    /// `β = (0.9, 0.999)`, `ε = 1e-8`.
    pub fn new(lr: T, weight_decay: T) -> Self {
        AdamW {
            lr,
            beta1: T::from_f64(0.9),
            beta2: T::from_f64(0.999),
            eps: T::from_f64(1e-8),
            weight_decay,
            decays: |_| true,
            steps: 0,
            moments: Vec::new(),
        }
    }

    /// This optimizer, decaying only the parameters whose path `decays` accepts.
    pub fn with_decay(self, decays: fn(&str) -> bool) -> Self {
        AdamW { decays, ..self }
    }

    /// The step count and moments, for a checkpoint.
    pub fn state(&self) -> OptimizerState<T> {
        export(u64::from(self.steps.unsigned_abs()), &self.moments)
    }

    /// Continues from a checkpointed state.
    pub fn restore(&mut self, state: OptimizerState<T>) -> Result<()> {
        self.steps = i32::try_from(state.steps)
            .map_err(|_| Error::invalid("optimizer state", format!("{} steps is too many", state.steps)))?;
        self.moments = import(state)?;
        Ok(())
    }

    /// One update of `layer`'s parameters from `grads`.
    pub fn step<L: Params<T>>(&mut self, layer: &mut L, grads: &L::Grads) -> Result<()> {
        self.steps = self.steps.saturating_add(1);
        let rule = AdamWRule {
            lr: self.lr,
            beta1: self.beta1,
            beta2: self.beta2,
            eps: self.eps,
            weight_decay: self.weight_decay,
            step: self.steps,
        };
        let kept = AdamWRule {
            weight_decay: T::ZERO,
            ..rule
        };
        let mut decays = Vec::new();
        layer.visit_named_params(&mut |path, _| decays.push((self.decays)(path)));
        for_each_pair(layer, grads, &mut self.moments, |tensor, p, g, [m, v]| {
            let rule = if decays.get(tensor).copied().unwrap_or(true) {
                &rule
            } else {
                &kept
            };
            adamw_update(p, g, m, v, rule)
        })
    }
}

/// One of the library's optimizers, chosen at run time (a command-line flag, a config): what a
/// training loop ([`crate::train::Trainer`]) holds, steps, checkpoints and exports.
#[derive(Clone, Debug)]
pub enum Optimizer<T> {
    /// AdamW.
    AdamW(AdamW<T>),
    /// SGD with momentum.
    Sgd(Sgd<T>),
}

impl<T> From<AdamW<T>> for Optimizer<T> {
    fn from(adamw: AdamW<T>) -> Self {
        Optimizer::AdamW(adamw)
    }
}

impl<T> From<Sgd<T>> for Optimizer<T> {
    fn from(sgd: Sgd<T>) -> Self {
        Optimizer::Sgd(sgd)
    }
}

impl<T: Scalar> Optimizer<T> {
    /// The learning rate.
    pub fn lr(&self) -> T {
        match self {
            Optimizer::AdamW(adamw) => adamw.lr,
            Optimizer::Sgd(sgd) => sgd.lr,
        }
    }

    /// Sets the learning rate (a schedule does before each step).
    pub fn set_lr(&mut self, lr: T) {
        match self {
            Optimizer::AdamW(adamw) => adamw.lr = lr,
            Optimizer::Sgd(sgd) => sgd.lr = lr,
        }
    }

    /// One update of `layer`'s parameters from `grads`.
    pub fn step<L: Params<T>>(&mut self, layer: &mut L, grads: &L::Grads) -> Result<()> {
        match self {
            Optimizer::AdamW(adamw) => adamw.step(layer, grads),
            Optimizer::Sgd(sgd) => sgd.step(layer, grads),
        }
    }

    /// The state, for a checkpoint.
    pub fn state(&self) -> OptimizerState<T> {
        match self {
            Optimizer::AdamW(adamw) => adamw.state(),
            Optimizer::Sgd(sgd) => sgd.state(),
        }
    }

    /// Continues from a checkpointed state.
    pub fn restore(&mut self, state: OptimizerState<T>) -> Result<()> {
        match self {
            Optimizer::AdamW(adamw) => adamw.restore(state),
            Optimizer::Sgd(sgd) => sgd.restore(state),
        }
    }

    /// Which parameters decay, by path (SGD's decay, when it has one, reaches every parameter).
    pub fn decays(&self) -> fn(&str) -> bool {
        match self {
            Optimizer::AdamW(adamw) => adamw.decays,
            Optimizer::Sgd(_) => |_| true,
        }
    }

    /// The same rule as graph primitives, for an exported train step.
    pub fn rule(&self) -> crate::hlo::Optimizer {
        match self {
            Optimizer::AdamW(adamw) => crate::hlo::Optimizer::AdamW {
                beta1: adamw.beta1.to_f64(),
                beta2: adamw.beta2.to_f64(),
                eps: adamw.eps.to_f64(),
                weight_decay: adamw.weight_decay.to_f64(),
            },
            Optimizer::Sgd(sgd) => crate::hlo::Optimizer::Sgd {
                momentum: sgd.momentum.to_f64(),
                weight_decay: sgd.weight_decay.to_f64(),
            },
        }
    }

    /// The optimizer of `rule` at learning rate `lr`, every parameter decaying, from no state:
    /// the Rust side of an exported rule.
    pub fn of_rule(rule: crate::hlo::Optimizer, lr: T) -> Self {
        match rule {
            crate::hlo::Optimizer::Sgd { momentum, weight_decay } => Sgd::new(lr, T::from_f64(momentum))
                .with_weight_decay(T::from_f64(weight_decay))
                .into(),
            crate::hlo::Optimizer::AdamW {
                beta1,
                beta2,
                eps,
                weight_decay,
            } => AdamW {
                beta1: T::from_f64(beta1),
                beta2: T::from_f64(beta2),
                eps: T::from_f64(eps),
                ..AdamW::new(lr, T::from_f64(weight_decay))
            }
            .into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RowBias;
    use crate::tensor::Vector;

    fn layer(values: Vec<f64>) -> RowBias<f64, usize> {
        RowBias {
            beta: Vector::from_vec((values.len(),), values).unwrap(),
        }
    }

    /// A gradient is the layer's own type.
    fn grads(values: Vec<f64>) -> RowBias<f64, usize> {
        layer(values)
    }

    #[test]
    fn sgd_with_momentum_accumulates_velocity() {
        let mut p = layer(vec![1.0]);
        let g = grads(vec![1.0]);
        let mut sgd = Sgd::new(0.1, 0.5);
        sgd.step(&mut p, &g).unwrap();
        sgd.step(&mut p, &g).unwrap();
        // v1 = 1, v2 = 1.5: p = 1 - 0.1 - 0.15.
        assert!((p.beta.data()[0] - 0.75).abs() < 1e-15);
    }

    #[test]
    fn adamw_first_step_moves_by_lr_and_decays() {
        let mut p = layer(vec![2.0, -2.0]);
        let g = grads(vec![3.0, -0.5]);
        let mut opt = AdamW::new(0.01, 0.1);
        opt.step(&mut p, &g).unwrap();
        // Bias-corrected first step is lr * sign(g) (up to eps); decay multiplies by 1 - lr wd.
        assert!((p.beta.data()[0] - (2.0 * 0.999 - 0.01)).abs() < 1e-9);
        assert!((p.beta.data()[1] - (-2.0 * 0.999 + 0.01)).abs() < 1e-9);
    }

    #[test]
    fn a_restored_adamw_continues_bit_for_bit() {
        let g = grads(vec![0.3, -0.7]);
        let (mut a, mut b) = (layer(vec![1.0, 2.0]), layer(vec![1.0, 2.0]));
        let mut whole = AdamW::new(0.01, 0.1);
        for _ in 0..3 {
            whole.step(&mut a, &g).unwrap();
        }
        let mut first = AdamW::new(0.01, 0.1);
        first.step(&mut b, &g).unwrap();
        let mut second = AdamW::new(0.01, 0.1);
        second.restore(first.state()).unwrap();
        second.step(&mut b, &g).unwrap();
        second.step(&mut b, &g).unwrap();
        assert_eq!(a.beta, b.beta);
    }

    /// A tensor of several pieces, updated in parallel, ends where the rules applied to the
    /// whole slices in order end, bit for bit (each piece paired with its own gradient and
    /// state, the state laid out as the parameters); so does a tensor shorter than a piece.
    #[test]
    fn a_tensor_updated_in_parallel_pieces_ends_as_the_whole_rule_does() {
        let sizes = [2 * PIECE + 17, 5];
        let values = |n: usize, seed: f64| -> Vec<f64> { (0..n).map(|i| (i as f64 * seed).sin()).collect() };
        let mut params = crate::comp(layer(values(sizes[0], 0.37)), layer(values(sizes[1], 1.37)));
        let g = (layer(values(sizes[0], 1.91)), layer(values(sizes[1], 2.91)));
        let mut expected = [values(sizes[0], 0.37), values(sizes[1], 1.37)];
        let zeros = || sizes.map(|n| vec![0.0; n]);
        let (mut m, mut v, mut velocity) = (zeros(), zeros(), zeros());
        let mut adamw = AdamW::new(0.01, 0.1);
        let mut sgd = Sgd::new(0.05, 0.9);
        for step in 1..=3 {
            adamw.step(&mut params, &g).unwrap();
            sgd.step(&mut params, &g).unwrap();
            let rule = AdamWRule {
                lr: 0.01,
                beta1: 0.9,
                beta2: 0.999,
                eps: 1e-8,
                weight_decay: 0.1,
                step,
            };
            for (k, grad) in [g.0.beta.data(), g.1.beta.data()].into_iter().enumerate() {
                adamw_update(&mut expected[k], grad, &mut m[k], &mut v[k], &rule);
                sgd_update(&mut expected[k], grad, &mut velocity[k], 0.05, 0.9);
            }
        }
        assert_eq!(params.first.beta.data(), &expected[0][..]);
        assert_eq!(params.second.beta.data(), &expected[1][..]);
        // The state, as a checkpoint holds it, is laid out as the parameters are.
        let [m0, m1] = m;
        let [v0, v1] = v;
        let [vel0, vel1] = velocity;
        assert_eq!(adamw.state().buffers, vec![vec![m0, v0], vec![m1, v1]]);
        assert_eq!(sgd.state().buffers, vec![vec![vel0], vec![vel1]]);
    }

    /// The run-time choice steps, checkpoints and exports as the optimizer it holds: its rule
    /// read back gives the same optimizer, and the learning rate is set through it.
    #[test]
    fn an_optimizer_is_the_one_it_holds_and_its_rule_reads_back() {
        let g = grads(vec![0.3, -0.7]);
        let (mut a, mut b) = (layer(vec![1.0, 2.0]), layer(vec![1.0, 2.0]));
        let mut adamw = AdamW::new(0.01, 0.1);
        adamw.beta2 = 0.99;
        let mut held = Optimizer::from(adamw.clone());
        held.set_lr(0.02);
        adamw.lr = 0.02;
        for _ in 0..2 {
            adamw.step(&mut a, &g).unwrap();
            held.step(&mut b, &g).unwrap();
        }
        assert_eq!((a.beta, held.lr()), (b.beta, 0.02));
        assert_eq!(held.state(), adamw.state());
        for optimizer in [held, Sgd::new(0.1, 0.9).with_weight_decay(0.05).into()] {
            let rule = optimizer.rule();
            assert_eq!(Optimizer::<f64>::of_rule(rule, optimizer.lr()).rule(), rule);
        }
    }

    #[test]
    fn mismatched_gradients_are_an_error() {
        let mut p = layer(vec![1.0, 2.0]);
        let g = grads(vec![1.0]);
        assert!(Sgd::new(0.1, 0.0).step(&mut p, &g).is_err());
    }
}

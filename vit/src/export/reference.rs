//! Reference values for a compiled train step: inputs, and the outputs the Rust train step
//! (the witnesses' backward and `vjp_core::optim`) gives on them.

use crate::error::VitError;
use crate::model::{Images, Vit};
use crate::names::{timm_tensors, to_stored};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use vjp_core::hlo::{Optimizer, Parameter};
use vjp_core::optim::OptimizerState;
use vjp_core::tape::DynTensor;
use vjp_core::{Differentiable, Params, Scalar};

/// Named tensors in order.
pub type Named<T> = Vec<(String, DynTensor<T>)>;

/// A train step's inputs and the Rust train step's outputs and gradients on them, named as
/// the exported graph names them.
#[derive(Clone, Debug)]
pub struct Reference<T> {
    /// The inputs.
    pub inputs: Named<T>,
    /// The expected outputs.
    pub outputs: Named<T>,
    /// The expected parameter gradients (timm's layouts).
    pub gradients: Named<T>,
    /// The model's logits on the step's images before the step (what inference gives).
    pub logits: DynTensor<T>,
}

/// A batch of uniform images in `[-1, 1)` and labels.
fn batch<T: Scalar>(vit: &Vit<T>, size: usize, rng: &mut StdRng) -> Result<(Images<T>, Vec<usize>), VitError> {
    let c = &vit.config;
    let shape = (size, c.channels, c.image, c.image);
    let pixels = (0..size * c.channels * c.image * c.image)
        .map(|_| T::from_f64(rng.random_range(-1.0..1.0)))
        .collect();
    let labels = (0..size).map(|_| rng.random_range(0..c.classes)).collect();
    Ok((Images::from_vec(shape, pixels)?, labels))
}

fn tensor<T: Scalar>(shape: &[usize], data: Vec<T>) -> Result<DynTensor<T>, VitError> {
    Ok(DynTensor::from_vec(shape.to_vec(), data)?)
}

/// Our-layout slices (one per tensor of `tensors`) in timm's layouts, named `NAME` or, with a
/// suffix, `NAME.SUFFIX`.
fn named<T: Scalar>(tensors: &[Parameter], slices: &[&[T]], suffix: Option<&str>) -> Result<Named<T>, VitError> {
    tensors
        .iter()
        .zip(to_stored(tensors, slices)?)
        .map(|(t, values)| {
            let name = suffix.map_or_else(|| t.name.clone(), |s| format!("{}.{s}", t.name));
            Ok((name, tensor(&t.stored_shape, values)?))
        })
        .collect()
}

fn parameters<T: Scalar>(vit: &Vit<T>, tensors: &[Parameter]) -> Result<Named<T>, VitError> {
    let mut slices = Vec::new();
    vit.network.visit_params(&mut |s| slices.push(s));
    named(tensors, &slices, None)
}

/// The optimizer's buffers, named `NAME.BUFFER`, buffer by buffer within each parameter.
fn state<T: Scalar>(
    state: &OptimizerState<T>,
    tensors: &[Parameter],
    optimizer: Optimizer,
) -> Result<Named<T>, VitError> {
    let names = optimizer.state_names();
    let mut out = Vec::new();
    for (t, buffers) in tensors.iter().zip(&state.buffers) {
        for (buffer, values) in names.iter().zip(buffers) {
            out.extend(named(std::slice::from_ref(t), &[values.as_slice()], Some(buffer))?);
        }
    }
    Ok(out)
}

/// Inputs for the exported train step of `vit` and the outputs of the Rust train step on them.
/// One Rust step on a first random batch gives the optimizer a non-trivial state; the
/// reference is the second step, on a second batch of `size` images, at learning rate `lr`.
pub fn reference<T: Scalar>(
    vit: &Vit<T>,
    size: usize,
    optimizer: Optimizer,
    (smoothing, lr): (f64, f64),
    seed: u64,
) -> Result<Reference<T>, VitError> {
    let tensors = timm_tensors(vit)?;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut vit = vit.clone();
    let mut rust_optimizer = vjp_core::optim::Optimizer::of_rule(optimizer, T::from_f64(lr));
    let smoothing_t = T::from_f64(smoothing);
    let (images, labels) = batch(&vit, size, &mut rng)?;
    let (_, _, grads) = vit.loss_and_grads(images, &labels, smoothing_t)?;
    rust_optimizer.step(&mut vit.network, &grads)?;

    let (images, labels) = batch(&vit, size, &mut rng)?;
    let classes = vit.config.classes;
    let mut inputs: Named<T> = vec![("images".into(), tensor(&images.dims(), images.data().to_vec())?)];
    inputs.extend(parameters(&vit, &tensors)?);
    inputs.push((
        "labels".into(),
        tensor(&[size], labels.iter().map(|&l| T::from_usize(l)).collect())?,
    ));
    let before = rust_optimizer.state();
    inputs.extend(state(&before, &tensors, optimizer)?);
    if matches!(optimizer, Optimizer::AdamW { .. }) {
        inputs.push(("step".into(), DynTensor::scalar(T::from_usize(before.steps as usize))));
    }
    inputs.push(("lr".into(), DynTensor::scalar(T::from_f64(lr))));

    let (loss, logits, grads) = vit.loss_and_grads(images, &labels, smoothing_t)?;
    let mut grad_slices = Vec::new();
    grads.visit(&mut |s| grad_slices.push(s));
    let gradients = named(&tensors, &grad_slices, None)?;
    rust_optimizer.step(&mut vit.network, &grads)?;
    let after = rust_optimizer.state();
    let mut outputs = parameters(&vit, &tensors)?;
    outputs.extend(state(&after, &tensors, optimizer)?);
    if matches!(optimizer, Optimizer::AdamW { .. }) {
        outputs.push(("step".into(), DynTensor::scalar(T::from_usize(after.steps as usize))));
    }
    outputs.push(("loss".into(), DynTensor::scalar(loss)));
    Ok(Reference {
        inputs,
        outputs,
        gradients,
        logits: tensor(&[size, classes], logits.into_data())?,
    })
}

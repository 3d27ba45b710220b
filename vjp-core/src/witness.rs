//! The witness: a function together with its vector-Jacobian product at a point, so that the
//! backward of a composition is built from its parts' and is correct when theirs are.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::value::Differentiable;

/// The parameters of a layer, seen as flat slices, and the type of their gradients.
///
/// The order of [`Params::visit_params`] is the order of the gradient's
/// [`Differentiable::visit`], so an optimizer can pair each parameter with its gradient.
pub trait Params<T: Scalar>: Sync {
    /// The parameter gradients (`()` for a layer without parameters).
    type Grads: Differentiable<T>;
    /// Calls `f` on each parameter slice, in gradient order.
    fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [T]));
    /// Calls `f` on each parameter slice for writing, in gradient order. The slices borrow
    /// `self` for `'a`, so `f` may keep them all (to update them in parallel, as the
    /// optimizers do).
    fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T]));
    /// A zero gradient.
    fn zero_grads(&self) -> Self::Grads;
    /// Calls `f` on each parameter slice with its path, in gradient order: a
    /// `#[derive(Params)]` struct names them by field (`blocks.3.w1`); other layers number
    /// their slices (`0`, `1`, ...).
    fn visit_named_params<'a>(&'a self, f: &mut dyn FnMut(&str, &'a [T])) {
        let mut k = 0;
        self.visit_params(&mut |s| {
            f(&k.to_string(), s);
            k += 1;
        });
    }
}

/// Copies every parameter of `from` into `to`, converting the scalar: a model trained in
/// `f32` into the same model over `f64` (made by the same constructor) to check or export it,
/// or back. An error unless the two have the same tensors, tensor by tensor.
///
/// ```
/// use vjp_core::{Dense, Params, copy_params, rand::SeedableRng};
/// let mut rng = vjp_core::rand::rngs::StdRng::seed_from_u64(0);
/// let trained = Dense::<f32, usize, usize>::glorot(3usize, 2usize, &mut rng);
/// let mut wide = Dense::<f64, usize, usize>::glorot(3usize, 2usize, &mut rng);
/// copy_params(&trained, &mut wide)?;
/// assert_eq!(wide.weight.data()[4], f64::from(trained.weight.data()[4]));
/// # Ok::<(), vjp_core::Error>(())
/// ```
pub fn copy_params<A: Scalar, B: Scalar>(from: &impl Params<A>, to: &mut impl Params<B>) -> crate::error::Result<()> {
    let mut sources = Vec::new();
    from.visit_params(&mut |s| sources.push(s));
    let mut targets = Vec::new();
    to.visit_params_mut(&mut |s| targets.push(s));
    let (have, want): (Vec<usize>, Vec<usize>) = (
        sources.iter().map(|s| s.len()).collect(),
        targets.iter().map(|s| s.len()).collect(),
    );
    if have != want {
        return Err(crate::error::Error::mismatch(
            "copy_params",
            have,
            want,
            "the two models must have the same tensors",
        ));
    }
    for (source, target) in sources.into_iter().zip(targets) {
        for (t, &s) in target.iter_mut().zip(source) {
            *t = B::from_f64(s.to_f64());
        }
    }
    Ok(())
}

/// Marks a layer without parameters: it then implements [`Params`] with `Grads = ()`.
pub trait Parameterless {}

impl<T: Scalar, L: Parameterless + Sync> Params<T> for L {
    type Grads = ();
    fn visit_params<'a>(&'a self, _: &mut dyn FnMut(&'a [T])) {}
    fn visit_params_mut<'a>(&'a mut self, _: &mut dyn FnMut(&'a mut [T])) {}
    fn zero_grads(&self) {}
}

/// A differentiable function of an input `X`, with its vector-Jacobian product.
///
/// `forward` computes the output and saves what the backward needs, so `backward` never
/// recomputes the forward. `backward(saved, dy)` returns `J(x)ᵀ dy` for the input and, for the
/// parameters, each parameter's Jacobian contracted with `dy` (the partial derivative in each
/// parameter, transposed and applied to `dy`).
///
/// The gradient checks in [`crate::gradcheck`] verify any implementation numerically.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not differentiable at an input of type `{X}`",
    label = "this layer cannot take that input",
    note = "a composition type-checks only when each stage's output shape is the next stage's input shape"
)]
pub trait Vjp<T: Scalar, X: Differentiable<T>>: Params<T> {
    /// The output.
    type Output: Differentiable<T>;
    /// What the forward keeps for the backward (shareable across threads, so batches can
    /// run their examples in parallel).
    type Saved: Send + Sync;
    /// The output at `x`, and what the backward needs.
    fn forward(&self, x: X) -> Result<(Self::Output, Self::Saved)>;
    /// The input cotangent `J(x)ᵀ dy` and the parameter gradients, at the saved point.
    fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(X, Self::Grads)>;
    /// The output only.
    fn apply(&self, x: X) -> Result<Self::Output> {
        Ok(self.forward(x)?.0)
    }
}

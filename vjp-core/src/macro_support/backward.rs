//! The pieces of a derived backward: a cotangent that may be absent, a pullback run only when
//! its value's cotangent is present, the sum of the contributions to a value used more than
//! once, and the gradient of an argument.
//!
//! A derived backward keeps each cotangent in a *slot*: `Option<X>` for a gradient that may
//! or may not have reached the value, [`NoGrad`] where no gradient can arrive (the value was
//! only passed at positions its callee does not differentiate).

use super::NoGrad;
use crate::error::Result;
use crate::hlo::{Graph, Traced, TracedParams};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::tokens::Tokens;
use crate::value::Differentiable;

/// A cotangent the backward holds for a value: the output's `&X`, a slot `Option<X>`, or
/// [`NoGrad`] (never present).
pub trait Cotangent<X> {
    /// The cotangent, when it is present.
    fn get(&self) -> Option<&X>;
}

impl<X> Cotangent<X> for &X {
    fn get(&self) -> Option<&X> {
        Some(self)
    }
}

impl<X> Cotangent<X> for Option<X> {
    fn get(&self) -> Option<&X> {
        self.as_ref()
    }
}

impl<X> Cotangent<X> for NoGrad {
    fn get(&self) -> Option<&X> {
        None
    }
}

/// A gradient a pullback returns, and the slot the backward keeps it in.
pub trait Gradient {
    /// `Option<Self>` for a tensor, `NoGrad` for `NoGrad`.
    type Slot;
    /// The slot holding this gradient.
    fn present(self) -> Self::Slot;
    /// The slot when the pullback did not run.
    fn absent() -> Self::Slot;
}

impl<T: Scalar, S: Shape> Gradient for Tensor<T, S> {
    type Slot = Option<Self>;
    fn present(self) -> Option<Self> {
        Some(self)
    }
    fn absent() -> Option<Self> {
        None
    }
}

impl<X: ?Sized> Gradient for Traced<X> {
    type Slot = Option<Self>;
    fn present(self) -> Option<Self> {
        Some(self)
    }
    fn absent() -> Option<Self> {
        None
    }
}

impl Gradient for NoGrad {
    type Slot = NoGrad;
    fn present(self) -> NoGrad {
        NoGrad
    }
    fn absent() -> NoGrad {
        NoGrad
    }
}

/// The gradients one pullback returns (a tuple of [`Gradient`]s), and their slots.
pub trait Gradients {
    /// The tuple of slots.
    type Slots;
    /// The slots holding these gradients.
    fn present(self) -> Self::Slots;
    /// The slots when the pullback did not run.
    fn absent() -> Self::Slots;
}

/// Runs `pullback` on `cotangent` when it is present: the gradients it returns, in slots
/// (empty when the cotangent is absent, so nothing upstream of this value runs).
pub fn pull<X, C: Cotangent<X>, G: Gradients>(
    cotangent: &C,
    pullback: impl FnOnce(&X) -> Result<G>,
) -> Result<G::Slots> {
    match cotangent.get() {
        Some(cotangent) => Ok(pullback(cotangent)?.present()),
        None => Ok(G::absent()),
    }
}

/// Two contributions to one value's cotangent, added.
pub trait Sum<Rhs> {
    /// The slot of the sum.
    type Output;
    /// `self + rhs`; an error naming both shapes if they differ.
    fn sum(self, rhs: Rhs) -> Result<Self::Output>;
}

impl<X: AddGradient<Option<X>>> Sum<Option<X>> for Option<X> {
    type Output = Self;
    fn sum(self, rhs: Self) -> Result<Self> {
        match (self, rhs) {
            (Some(mut a), b @ Some(_)) => {
                a.add_gradient(b)?;
                Ok(Some(a))
            }
            (a, b) => Ok(a.or(b)),
        }
    }
}

impl<X> Sum<NoGrad> for Option<X> {
    type Output = Self;
    fn sum(self, _: NoGrad) -> Result<Self> {
        Ok(self)
    }
}

impl<X> Sum<Option<X>> for NoGrad {
    type Output = Option<X>;
    fn sum(self, rhs: Option<X>) -> Result<Option<X>> {
        Ok(rhs)
    }
}

impl Sum<NoGrad> for NoGrad {
    type Output = NoGrad;
    fn sum(self, _: NoGrad) -> Result<NoGrad> {
        Ok(NoGrad)
    }
}

/// `a + b`, the cotangent of a value used twice (nested for more uses).
pub fn sum<A: Sum<B>, B>(a: A, b: B) -> Result<A::Output> {
    a.sum(b)
}

/// A slot read as an argument's gradient.
pub trait Finish<X> {
    /// The gradient: the slot's value, or zero if no cotangent reached the argument.
    fn finish(self, like: &X) -> X;
}

impl<T: Scalar, S: Shape> Finish<Tensor<T, S>> for Option<Tensor<T, S>> {
    fn finish(self, like: &Tensor<T, S>) -> Tensor<T, S> {
        self.unwrap_or_else(|| like.zeros_like())
    }
}

impl<T: Scalar, S: Shape> Finish<Tensor<T, S>> for NoGrad {
    fn finish(self, like: &Tensor<T, S>) -> Tensor<T, S> {
        like.zeros_like()
    }
}

impl Finish<Tokens> for Option<Tokens> {
    fn finish(self, like: &Tokens) -> Tokens {
        self.unwrap_or_else(|| Differentiable::<f64>::zeros_like(like))
    }
}

impl Finish<Tokens> for NoGrad {
    fn finish(self, like: &Tokens) -> Tokens {
        Differentiable::<f64>::zeros_like(like)
    }
}

/// The gradient of an argument from its slot (zero where nothing reached it).
pub fn finish<X, F: Finish<X>>(slot: F, like: &X) -> X {
    slot.finish(like)
}

/// Two contributions to one traced value's cotangent, added in the graph.
pub trait TracedSum<Rhs> {
    /// The slot of the sum.
    type Output;
    /// `self + rhs`, as a graph node when both are present.
    fn sum_traced(self, g: &mut Graph, rhs: Rhs) -> Result<Self::Output>;
}

impl<M: TracedParams> TracedSum<Option<M>> for Option<M> {
    type Output = Self;
    fn sum_traced(self, g: &mut Graph, rhs: Self) -> Result<Self> {
        match (self, rhs) {
            (Some(mut a), Some(b)) => {
                a.add(g, &b)?;
                Ok(Some(a))
            }
            (a, b) => Ok(a.or(b)),
        }
    }
}

impl<M> TracedSum<NoGrad> for Option<M> {
    type Output = Self;
    fn sum_traced(self, _: &mut Graph, _: NoGrad) -> Result<Self> {
        Ok(self)
    }
}

impl<M> TracedSum<Option<M>> for NoGrad {
    type Output = Option<M>;
    fn sum_traced(self, _: &mut Graph, rhs: Option<M>) -> Result<Option<M>> {
        Ok(rhs)
    }
}

impl TracedSum<NoGrad> for NoGrad {
    type Output = NoGrad;
    fn sum_traced(self, _: &mut Graph, _: NoGrad) -> Result<NoGrad> {
        Ok(NoGrad)
    }
}

/// `a + b` in the graph: the cotangent of a traced value used twice.
pub fn sum_traced<A: TracedSum<B>, B>(g: &mut Graph, a: A, b: B) -> Result<A::Output> {
    a.sum_traced(g, b)
}

/// Zeros shaped like the traced value (or layer mirror) `like`.
pub fn zeros_traced<M: TracedParams>(g: &mut Graph, like: &M) -> Result<M> {
    like.zeros(g)
}

/// A slot read as a traced argument's gradient.
pub trait FinishTraced<M> {
    /// The gradient: the slot's value, or zeros if no cotangent reached the argument.
    fn finish_traced(self, g: &mut Graph, like: &M) -> Result<M>;
}

impl<M: TracedParams> FinishTraced<M> for Option<M> {
    fn finish_traced(self, g: &mut Graph, like: &M) -> Result<M> {
        match self {
            Some(gradient) => Ok(gradient),
            None => like.zeros(g),
        }
    }
}

impl<M: TracedParams> FinishTraced<M> for NoGrad {
    fn finish_traced(self, g: &mut Graph, like: &M) -> Result<M> {
        like.zeros(g)
    }
}

/// The gradient of a traced argument from its slot (zeros where nothing reached it).
pub fn finish_traced<M, F: FinishTraced<M>>(g: &mut Graph, slot: F, like: &M) -> Result<M> {
    slot.finish_traced(g, like)
}

/// A field of a struct argument's traced gradient (a mirror's field), into which the cotangent
/// its derivation gathered for `&layer.field` is added.
pub trait AddTraced<Slot> {
    /// `self += slot` in the graph (nothing when the slot holds no cotangent).
    fn add_traced(&mut self, g: &mut Graph, slot: Slot) -> Result<()>;
}

impl<M: TracedParams> AddTraced<Option<M>> for M {
    fn add_traced(&mut self, g: &mut Graph, slot: Option<M>) -> Result<()> {
        match slot {
            Some(gradient) => self.add(g, &gradient),
            None => Ok(()),
        }
    }
}

impl<M> AddTraced<NoGrad> for M {
    fn add_traced(&mut self, _: &mut Graph, _: NoGrad) -> Result<()> {
        Ok(())
    }
}

/// `field += slot` in the graph: a struct argument's field gradient, in a traced pullback.
pub fn add_traced<M: AddTraced<G>, G>(g: &mut Graph, field: &mut M, slot: G) -> Result<()> {
    field.add_traced(g, slot)
}

/// A field of a struct argument's gradient, into which the cotangent its derivation gathered
/// for `&layer.field` is added.
pub trait AddGradient<Slot> {
    /// `self += slot` (nothing when the slot holds no cotangent).
    fn add_gradient(&mut self, slot: Slot) -> Result<()>;

    /// The same for a `self` that is still zero (the first cotangent reaching this field of
    /// a zero gradient): the cotangent moved in, not added (`0 + g` is `g`, but for the sign
    /// of a zero), after the same shape check. By default it adds.
    fn set_gradient(&mut self, slot: Slot) -> Result<()> {
        self.add_gradient(slot)
    }
}

/// `*value = gradient` after [`Differentiable::check_like`]: the move of
/// [`AddGradient::set_gradient`].
pub fn move_into<T: Scalar, X: Differentiable<T>>(value: &mut X, gradient: Option<X>) -> Result<()> {
    if let Some(gradient) = gradient {
        value.check_like(&gradient)?;
        *value = gradient;
    }
    Ok(())
}

/// `*value += gradient`, or the gradient moved in when `value` is still a placeholder
/// ([`Differentiable::placeholder_like`]): the add of [`AddGradient::add_gradient`].
pub fn add_or_move<T: Scalar, X: Differentiable<T>>(value: &mut X, gradient: Option<X>) -> Result<()> {
    match gradient {
        Some(gradient) if value.is_placeholder() => move_into(value, Some(gradient)),
        Some(gradient) => value.add_assign(&gradient),
        None => Ok(()),
    }
}

/// A gradient of `value` whose every tensor is a placeholder, to be filled by
/// [`add_or_move`]: the start of a derived pullback's gradient of a layer. A function rather than
/// the method, so that a layer whose `Differentiable` impl is in error (a missing derive) is
/// reported once, at its derive, not again here.
pub fn placeholder_like<T: Scalar, X: Differentiable<T>>(value: &X) -> X {
    value.placeholder_like()
}

/// Gives the placeholders left in a gradient its zeros: the end of a derived pullback's
/// gradient of a layer ([`Differentiable::placeholder_like`]).
pub fn fill_placeholders<T: Scalar, X: Differentiable<T>>(mut gradient: X) -> X {
    gradient.fill_placeholders();
    gradient
}

impl<T: Scalar, S: Shape> AddGradient<Option<Tensor<T, S>>> for Tensor<T, S> {
    fn add_gradient(&mut self, slot: Option<Tensor<T, S>>) -> Result<()> {
        add_or_move(self, slot)
    }
    fn set_gradient(&mut self, slot: Option<Tensor<T, S>>) -> Result<()> {
        move_into(self, slot)
    }
}

/// A list's gradient taken entry by entry with `take` (adding or moving in): an error unless
/// the lists have one length.
fn each_entry<X>(
    values: &mut [X],
    gradients: Option<impl ExactSizeIterator<Item = X>>,
    take: impl Fn(&mut X, Option<X>) -> Result<()>,
) -> Result<()> {
    let Some(gradients) = gradients else { return Ok(()) };
    crate::value::check_lengths(values.len(), gradients.len())?;
    for (value, gradient) in values.iter_mut().zip(gradients) {
        take(value, Some(gradient))?;
    }
    Ok(())
}

impl<X: AddGradient<Option<X>>> AddGradient<Option<Vec<X>>> for Vec<X> {
    fn add_gradient(&mut self, slot: Option<Vec<X>>) -> Result<()> {
        each_entry(self, slot.map(Vec::into_iter), X::add_gradient)
    }
    fn set_gradient(&mut self, slot: Option<Vec<X>>) -> Result<()> {
        each_entry(self, slot.map(Vec::into_iter), X::set_gradient)
    }
}

impl<X: AddGradient<Option<X>>, const N: usize> AddGradient<Option<[X; N]>> for [X; N] {
    fn add_gradient(&mut self, slot: Option<[X; N]>) -> Result<()> {
        each_entry(self, slot.map(<[X; N]>::into_iter), X::add_gradient)
    }
    fn set_gradient(&mut self, slot: Option<[X; N]>) -> Result<()> {
        each_entry(self, slot.map(<[X; N]>::into_iter), X::set_gradient)
    }
}

/// A position its callee does not differentiate adds nothing.
impl<X> AddGradient<NoGrad> for X {
    fn add_gradient(&mut self, _: NoGrad) -> Result<()> {
        Ok(())
    }
}

impl<X> Gradient for Vec<X> {
    type Slot = Option<Self>;
    fn present(self) -> Option<Self> {
        Some(self)
    }
    fn absent() -> Option<Self> {
        None
    }
}

/// `field += slot`: a struct argument's field gradient, in a derived pullback.
pub fn add_gradient<X: AddGradient<G>, G>(field: &mut X, slot: G) -> Result<()> {
    field.add_gradient(slot)
}

/// `field = slot` for a field still zero: the first cotangent of a struct argument's field, in
/// a derived pullback ([`AddGradient::set_gradient`]).
pub fn set_gradient<X: AddGradient<G>, G>(field: &mut X, slot: G) -> Result<()> {
    field.set_gradient(slot)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Vector;

    fn v(values: &[f64]) -> Vector<f64, usize> {
        Tensor::from_vec((values.len(),), values.to_vec()).unwrap()
    }

    #[test]
    fn an_absent_cotangent_runs_no_pullback() {
        let absent: Option<Vector<f64, usize>> = None;
        let slots: (Option<Vector<f64, usize>>, NoGrad) = pull(
            &absent,
            |_: &Vector<f64, usize>| -> Result<(Vector<f64, usize>, NoGrad)> { panic!("ran") },
        )
        .unwrap();
        assert!(slots.0.is_none());
        let present = v(&[1.0, 2.0]);
        let slots = pull(&&present, |c: &Vector<f64, usize>| Ok((c.clone(), NoGrad))).unwrap();
        assert_eq!(slots.0, Some(present));
    }

    /// A gradient started as placeholders takes what is moved or added in, adds nothing for a
    /// placeholder added to it, refuses another shape, and reads zero wherever nothing came.
    #[test]
    fn placeholders_take_the_first_gradient_and_are_zero_where_none_came() {
        let like = vec![v(&[1.0, 2.0]), v(&[3.0]), v(&[4.0, 5.0, 6.0])];
        let mut gradient = Differentiable::<f64>::placeholder_like(&like);
        assert!(Differentiable::<f64>::is_placeholder(&gradient));
        add_gradient(&mut gradient[0], Some(v(&[0.5, -1.0]))).unwrap();
        Differentiable::<f64>::add_assign(&mut gradient[1], &v(&[2.0])).unwrap();
        Differentiable::<f64>::add_assign(&mut gradient[1], &v(&[2.0]).placeholder_like()).unwrap();
        assert!(add_gradient(&mut gradient[2], Some(v(&[1.0]))).is_err());
        assert!(!Differentiable::<f64>::is_placeholder(&gradient));
        let gradient = fill_placeholders(gradient);
        assert_eq!(gradient, vec![v(&[0.5, -1.0]), v(&[2.0]), v(&[0.0, 0.0, 0.0])]);
    }

    #[test]
    fn sums_and_finishes_slots() {
        let total = sum(sum(Some(v(&[1.0, 2.0])), NoGrad).unwrap(), Some(v(&[3.0, 4.0]))).unwrap();
        assert_eq!(total, Some(v(&[4.0, 6.0])));
        assert!(sum(Some(v(&[1.0])), Some(v(&[1.0, 2.0]))).is_err());
        assert_eq!(finish(NoGrad, &v(&[5.0])), v(&[0.0]));
        assert_eq!(finish(None, &v(&[5.0, 1.0])), v(&[0.0, 0.0]));
        assert_eq!(sum(NoGrad, NoGrad).unwrap(), NoGrad);
    }

    /// Moved into a zero gradient, a field's first cotangent gives what adding it would, and a
    /// cotangent of another shape is the same error either way.
    #[test]
    fn a_first_cotangent_is_moved_in_after_the_shape_check_adding_makes() {
        let mut added = v(&[0.0, 0.0]);
        let mut moved = v(&[0.0, 0.0]);
        add_gradient(&mut added, Some(v(&[1.5, -2.0]))).unwrap();
        set_gradient(&mut moved, Some(v(&[1.5, -2.0]))).unwrap();
        assert_eq!(moved, added);
        set_gradient(&mut moved, None::<Vector<f64, usize>>).unwrap();
        assert_eq!(moved, added);
        let wrong = Tensor::from_vec((3,), vec![1.0; 3]).unwrap();
        assert_eq!(
            set_gradient(&mut moved, Some(wrong.clone())).unwrap_err().to_string(),
            add_gradient(&mut moved, Some(wrong)).unwrap_err().to_string()
        );
        // Matrices of one size but another shape are told apart too.
        let mut matrix = crate::tensor::Matrix::<f64, usize, usize>::zeros((2, 3));
        let transposed = crate::tensor::Matrix::<f64, usize, usize>::zeros((3, 2));
        assert!(set_gradient(&mut matrix, Some(transposed)).is_err());
        // Lists: their lengths, then every entry.
        let mut list = vec![v(&[0.0]), v(&[0.0, 0.0])];
        assert!(set_gradient(&mut list, Some(vec![v(&[1.0])])).is_err());
        assert!(set_gradient(&mut list, Some(vec![v(&[1.0]), v(&[1.0])])).is_err());
        set_gradient(&mut list, Some(vec![v(&[1.0]), v(&[2.0, 3.0])])).unwrap();
        assert_eq!(list, vec![v(&[1.0]), v(&[2.0, 3.0])]);
        let mut array = [v(&[0.0])];
        set_gradient(&mut array, Some([v(&[4.0])])).unwrap();
        assert_eq!(array, [v(&[4.0])]);
        assert!(set_gradient(&mut array, Some([v(&[4.0, 5.0])])).is_err());
    }

    /// The default shape check of a value that is not a tensor compares its slices' sizes.
    #[test]
    fn the_default_check_like_compares_the_slices_sizes() {
        let pair = (v(&[1.0]), v(&[1.0, 2.0]));
        assert!(Differentiable::<f64>::check_like(&pair, &(v(&[0.0]), v(&[0.0, 0.0]))).is_ok());
        assert!(Differentiable::<f64>::check_like(&pair, &(v(&[0.0, 0.0]), v(&[0.0]))).is_err());
    }
}

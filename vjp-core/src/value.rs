//! Values that live in a vector space: tensors, tuples of them, lists of them. Inputs,
//! outputs, cotangents and parameter gradients are all such values.

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use rand::Rng;
use rayon::prelude::*;

/// The gradient position of an argument that is not differentiated (a `#[no_grad]` tensor,
/// configuration), in the eager, tape and graph forms alike.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoGrad;

/// Elements of one tensor that one parallel task covers (the optimizers' updates,
/// [`Differentiable::par_add_assign`]). A larger tensor is cut into pieces of this size, so that
/// the threads share the work evenly; the work is elementwise, so the pieces give the same
/// values, bit for bit, in any order.
pub(crate) const PIECE: usize = 4096;

/// A value with the structure of a real vector space over `T`, seen as a sequence of flat
/// slices in a fixed order.
///
/// Implemented for [`Tensor`], `()`, tuples of up to twelve values and `Vec`s of values, so
/// a witness's input, output and parameter gradients can be any of these.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a differentiable value over `{T}`",
    label = "not a tensor, a layer, or a tuple, `Vec` or array of them",
    note = "a field of a `#[derive(Params)]` struct that is configuration, not a parameter, is marked `#[config]`"
)]
pub trait Differentiable<T: Scalar>: Clone + std::fmt::Debug + Send + Sync {
    /// Calls `f` on each flat slice, in a fixed order.
    fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a [T]));
    /// Calls `f` on each flat slice, in the order of [`Differentiable::visit`], for writing.
    /// The slices borrow `self` for `'a`, so `f` may keep them all (to update them in
    /// parallel, as the optimizers do).
    fn visit_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T]));
    /// The zero of the same shape.
    fn zeros_like(&self) -> Self;
    /// `self += other`; an error naming both shapes if they differ.
    fn add_assign(&mut self, other: &Self) -> Result<()>;

    /// A value of `self`'s shapes whose tensors hold no elements yet (by default, for a value
    /// implemented by hand, [`Differentiable::zeros_like`]): a derived pullback starts a
    /// layer's gradient from it, moves each field's gradient in (no zeros written only to be
    /// overwritten), and gives what no cotangent reached its zeros with
    /// [`Differentiable::fill_placeholders`] before the gradient leaves it. Adding into a
    /// placeholder copies (or, in a pullback, moves); adding a placeholder adds nothing.
    #[doc(hidden)]
    fn placeholder_like(&self) -> Self {
        self.zeros_like()
    }

    /// Gives every placeholder tensor in `self` ([`Differentiable::placeholder_like`]) its
    /// zeros.
    #[doc(hidden)]
    fn fill_placeholders(&mut self) {}

    /// Whether every tensor in `self` is a placeholder ([`Differentiable::placeholder_like`]):
    /// a gradient moved into it replaces it whole.
    #[doc(hidden)]
    fn is_placeholder(&self) -> bool {
        false
    }

    /// An error unless `other` has `self`'s shape, as [`Differentiable::add_assign`] checks
    /// it: before a gradient is moved into a zero one instead of added to it. Tensors compare
    /// their shapes; lists, tuples and `#[derive(Params)]` structs compare part by part; by
    /// default (a value implemented by hand) the flat slices' lengths are compared in visit
    /// order.
    fn check_like(&self, other: &Self) -> Result<()> {
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        self.visit(&mut |s| mine.push(s.len()));
        other.visit(&mut |s| theirs.push(s.len()));
        if mine == theirs {
            Ok(())
        } else {
            Err(crate::error::Error::mismatch(
                "add",
                mine,
                theirs,
                "a gradient must have its value's sizes",
            ))
        }
    }

    /// The number of scalars.
    fn numel(&self) -> usize {
        let mut n = 0;
        self.visit(&mut |s| n += s.len());
        n
    }

    /// All scalars, in visit order.
    fn to_flat(&self) -> Vec<T> {
        let mut out = Vec::with_capacity(self.numel());
        self.visit(&mut |s| out.extend_from_slice(s));
        out
    }

    /// The inner product `<self, other>`; an error if the sizes differ.
    fn dot(&self, other: &Self) -> Result<T> {
        let (a, b) = (self.to_flat(), other.to_flat());
        if a.len() != b.len() {
            return Err(Error::mismatch(
                "dot",
                [a.len()],
                [b.len()],
                "an inner product needs values of one size",
            ));
        }
        Ok(a.iter().zip(&b).map(|(&x, &y)| x * y).sum())
    }

    /// `self += other` as [`Differentiable::add_assign`] computes it, bit for bit, in pieces of
    /// at most 4,096 scalars run in parallel on rayon's threads (summing the gradients of a
    /// batch's parts, say); an error if the sizes differ, tensor by tensor (tensors of one size
    /// but different shapes are told apart by `add_assign`, not here).
    ///
    /// ```
    /// use vjp_core::{Differentiable, Matrix};
    /// let mut sum = Matrix::<f32, usize, usize>::from_vec((2, 3), vec![1.0; 6])?;
    /// sum.par_add_assign(&Matrix::from_vec((2, 3), vec![0.5; 6])?)?;
    /// assert_eq!(sum.data(), &[1.5; 6]);
    /// # Ok::<(), vjp_core::Error>(())
    /// ```
    fn par_add_assign(&mut self, other: &Self) -> Result<()> {
        let mut sums = Vec::new();
        self.visit_mut(&mut |s| sums.push(s));
        let mut others = Vec::new();
        other.visit(&mut |s| others.push(s));
        let left: Vec<usize> = sums.iter().map(|s| s.len()).collect();
        let right: Vec<usize> = others.iter().map(|s| s.len()).collect();
        if left != right {
            return Err(Error::invalid(
                "add",
                format!("tensors of {left:?} and of {right:?} scalars: the values must have one shape"),
            ));
        }
        let pieces: Vec<(&mut [T], &[T])> = sums
            .into_iter()
            .zip(others)
            .flat_map(|(sum, other)| sum.chunks_mut(PIECE).zip(other.chunks(PIECE)))
            .collect();
        pieces.into_par_iter().for_each(|(sum, other)| {
            crate::simd::vectorized(
                #[inline(always)]
                || {
                    for (x, &y) in sum.iter_mut().zip(other) {
                        *x += y;
                    }
                },
            );
        });
        Ok(())
    }

    /// `self += alpha * other`; an error if the sizes differ.
    fn axpy(&mut self, alpha: T, other: &Self) -> Result<()> {
        let b = other.to_flat();
        if b.len() != self.numel() {
            return Err(Error::mismatch(
                "axpy",
                [self.numel()],
                [b.len()],
                "the values must have one size",
            ));
        }
        let mut offset = 0;
        self.visit_mut(&mut |s| {
            for (x, &y) in s.iter_mut().zip(b.get(offset..).unwrap_or_default()) {
                *x += alpha * y;
            }
            offset += s.len();
        });
        Ok(())
    }

    /// Calls `f` on each flat slice with its path below `path`, in the order of
    /// [`Differentiable::visit`]: a tensor is `path` itself, a tuple's parts and a list's
    /// entries are `path.0`, `path.1`, ..., a `#[derive(Params)]` struct's fields
    /// `path.field` (joined by [`join_path`]).
    fn visit_named<'a>(&'a self, path: &str, f: &mut dyn FnMut(&str, &'a [T])) {
        self.visit(&mut |s| f(path, s));
    }

    /// A value of the same shape with entries drawn uniformly from `[-1, 1)`.
    fn random_like(&self, rng: &mut dyn rand::RngCore) -> Self {
        let mut out = self.zeros_like();
        out.visit_mut(&mut |s| {
            for x in s {
                *x = T::from_f64(rng.random_range(-1.0..1.0));
            }
        });
        out
    }
}

impl<T: Scalar, S: Shape> Differentiable<T> for Tensor<T, S> {
    fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
        f(self.data())
    }
    fn visit_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
        f(self.data_mut())
    }
    fn zeros_like(&self) -> Self {
        Tensor::zeros(self.shape())
    }
    fn add_assign(&mut self, other: &Self) -> Result<()> {
        self.check_same_shape(other, "add")?;
        if other.is_placeholder() {
            return Ok(());
        }
        if self.is_placeholder() {
            self.clone_from(other);
            return Ok(());
        }
        crate::simd::vectorized(
            #[inline(always)]
            || {
                for (x, &y) in self.data_mut().iter_mut().zip(other.data()) {
                    *x += y;
                }
            },
        );
        Ok(())
    }
    fn placeholder_like(&self) -> Self {
        Tensor::placeholder(self.shape())
    }
    fn fill_placeholders(&mut self) {
        if self.is_placeholder() {
            *self = Tensor::zeros(self.shape());
        }
    }
    fn is_placeholder(&self) -> bool {
        Tensor::is_placeholder(self)
    }
    fn check_like(&self, other: &Self) -> Result<()> {
        self.check_same_shape(other, "add")
    }
}

/// `path.segment`, or `segment` at the root (`path` empty).
pub fn join_path(path: &str, segment: &str) -> String {
    if path.is_empty() {
        segment.to_string()
    } else {
        format!("{path}.{segment}")
    }
}

impl<T: Scalar> Differentiable<T> for () {
    fn visit<'a>(&'a self, _: &mut dyn FnMut(&'a [T])) {}
    fn visit_mut<'a>(&'a mut self, _: &mut dyn FnMut(&'a mut [T])) {}
    fn zeros_like(&self) -> Self {}
    fn add_assign(&mut self, _: &Self) -> Result<()> {
        Ok(())
    }
}

/// A list of values (a `Vec` or an array): its parts in order, entry `i` at `path.i`.
fn visit_list<'a, T: Scalar, D: Differentiable<T>>(list: &'a [D], f: &mut dyn FnMut(&'a [T])) {
    for d in list {
        d.visit(f);
    }
}

fn visit_list_mut<'a, T: Scalar, D: Differentiable<T>>(list: &'a mut [D], f: &mut dyn FnMut(&'a mut [T])) {
    for d in list {
        d.visit_mut(f);
    }
}

fn visit_list_named<'a, T: Scalar, D: Differentiable<T>>(list: &'a [D], path: &str, f: &mut dyn FnMut(&str, &'a [T])) {
    for (i, d) in list.iter().enumerate() {
        d.visit_named(&join_path(path, &i.to_string()), f);
    }
}

/// `list += other`, entry by entry; an error if the lengths differ.
fn add_list<T: Scalar, D: Differentiable<T>>(list: &mut [D], other: &[D]) -> Result<()> {
    check_lengths(list.len(), other.len())?;
    for (a, b) in list.iter_mut().zip(other) {
        a.add_assign(b)?;
    }
    Ok(())
}

/// [`Differentiable::check_like`] of two lists: their lengths, then entry by entry.
fn check_list_like<T: Scalar, D: Differentiable<T>>(list: &[D], other: &[D]) -> Result<()> {
    check_lengths(list.len(), other.len())?;
    list.iter().zip(other).try_for_each(|(a, b)| a.check_like(b))
}

/// An error unless two lists (of values, of gradients, of traced values) have one length:
/// `mine` entries against `theirs`.
pub(crate) fn check_lengths(mine: usize, theirs: usize) -> Result<()> {
    if mine != theirs {
        return Err(Error::mismatch("add", [mine], [theirs], "lists must have one length"));
    }
    Ok(())
}

impl<T: Scalar, D: Differentiable<T>> Differentiable<T> for Vec<D> {
    fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
        visit_list(self, f);
    }
    fn visit_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
        visit_list_mut(self, f);
    }
    fn zeros_like(&self) -> Self {
        self.iter().map(D::zeros_like).collect()
    }
    fn placeholder_like(&self) -> Self {
        self.iter().map(D::placeholder_like).collect()
    }
    fn fill_placeholders(&mut self) {
        self.iter_mut().for_each(D::fill_placeholders);
    }
    fn is_placeholder(&self) -> bool {
        !self.is_empty() && self.iter().all(D::is_placeholder)
    }
    fn visit_named<'a>(&'a self, path: &str, f: &mut dyn FnMut(&str, &'a [T])) {
        visit_list_named(self, path, f);
    }
    fn add_assign(&mut self, other: &Self) -> Result<()> {
        add_list(self, other)
    }
    fn check_like(&self, other: &Self) -> Result<()> {
        check_list_like(self, other)
    }
}

impl<T: Scalar, D: Differentiable<T>, const N: usize> Differentiable<T> for [D; N] {
    fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
        visit_list(self, f);
    }
    fn visit_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
        visit_list_mut(self, f);
    }
    fn zeros_like(&self) -> Self {
        self.each_ref().map(D::zeros_like)
    }
    fn placeholder_like(&self) -> Self {
        self.each_ref().map(D::placeholder_like)
    }
    fn fill_placeholders(&mut self) {
        self.iter_mut().for_each(D::fill_placeholders);
    }
    fn is_placeholder(&self) -> bool {
        N > 0 && self.iter().all(D::is_placeholder)
    }
    fn visit_named<'a>(&'a self, path: &str, f: &mut dyn FnMut(&str, &'a [T])) {
        visit_list_named(self, path, f);
    }
    fn add_assign(&mut self, other: &Self) -> Result<()> {
        add_list(self, other)
    }
    fn check_like(&self, other: &Self) -> Result<()> {
        check_list_like(self, other)
    }
}

macro_rules! tuple_differentiable {
    ($($d:ident $i:tt),+) => {
        impl<T: Scalar, $($d: Differentiable<T>),+> Differentiable<T> for ($($d,)+) {
            fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a [T])) {
                $(self.$i.visit(f);)+
            }
            fn visit_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [T])) {
                $(self.$i.visit_mut(f);)+
            }
            fn zeros_like(&self) -> Self {
                ($(self.$i.zeros_like(),)+)
            }
            fn placeholder_like(&self) -> Self {
                ($(self.$i.placeholder_like(),)+)
            }
            fn fill_placeholders(&mut self) {
                $(self.$i.fill_placeholders();)+
            }
            fn is_placeholder(&self) -> bool {
                true $(&& self.$i.is_placeholder())+
            }
            fn add_assign(&mut self, other: &Self) -> Result<()> {
                $(self.$i.add_assign(&other.$i)?;)+
                Ok(())
            }
            fn check_like(&self, other: &Self) -> Result<()> {
                $(self.$i.check_like(&other.$i)?;)+
                Ok(())
            }
            fn visit_named<'a>(&'a self, path: &str, f: &mut dyn FnMut(&str, &'a [T])) {
                $(self.$i.visit_named(&join_path(path, stringify!($i)), f);)+
            }
        }
    };
}

tuple_differentiable!(A 0);
tuple_differentiable!(A 0, B 1);
tuple_differentiable!(A 0, B 1, C 2);
tuple_differentiable!(A 0, B 1, C 2, D 3);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10);
tuple_differentiable!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Matrix, Vector};

    #[test]
    fn tuples_visit_in_order_and_add() {
        let a = Vector::<f64, usize>::from_vec((2,), vec![1.0, 2.0]).unwrap();
        let b = Matrix::<f64, usize, usize>::from_vec((1, 1), vec![3.0]).unwrap();
        let mut t = (a, b);
        assert_eq!(t.to_flat(), vec![1.0, 2.0, 3.0]);
        let u = t.clone();
        t.add_assign(&u).unwrap();
        assert_eq!(t.to_flat(), vec![2.0, 4.0, 6.0]);
        assert_eq!(t.dot(&u).unwrap(), 2.0 + 8.0 + 18.0);
        t.axpy(-2.0, &u).unwrap();
        assert_eq!(t.to_flat(), vec![0.0; 3]);
    }

    #[test]
    fn the_parallel_sum_is_the_serial_sum_bit_for_bit() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        // A tensor cut into three pieces and a remainder, and one smaller than a piece.
        let value = |rng: &mut rand::rngs::StdRng| {
            (
                Matrix::<f32, usize, usize>::random((3, PIECE + 5), rng),
                Vector::<f32, usize>::random((7,), rng),
            )
        };
        let (mut serial, other) = (value(&mut rng), value(&mut rng));
        let mut parallel = serial.clone();
        serial.add_assign(&other).unwrap();
        parallel.par_add_assign(&other).unwrap();
        let bits = |v: &(Matrix<f32, usize, usize>, Vector<f32, usize>)| {
            v.to_flat().iter().map(|x| x.to_bits()).collect::<Vec<_>>()
        };
        assert_eq!(bits(&parallel), bits(&serial));
        assert_ne!(bits(&parallel), bits(&value(&mut rng)));
        let mut a = (
            Matrix::<f64, usize, usize>::zeros((2, 3)),
            Vector::<f64, usize>::zeros((2,)),
        );
        let b = (
            Matrix::<f64, usize, usize>::zeros((2, 3)),
            Vector::<f64, usize>::zeros((3,)),
        );
        assert_eq!(
            a.par_add_assign(&b).unwrap_err().to_string(),
            "add: tensors of [6, 2] and of [6, 3] scalars: the values must have one shape"
        );
    }

    #[test]
    fn add_names_both_shapes() {
        let mut a = Matrix::<f64, usize, usize>::zeros((2, 3));
        let b = Matrix::<f64, usize, usize>::zeros((3, 2));
        let err = a.add_assign(&b).unwrap_err();
        assert_eq!(
            err.to_string(),
            "add: shapes [2, 3] and [3, 2] do not fit: the shapes must be equal"
        );
    }
}

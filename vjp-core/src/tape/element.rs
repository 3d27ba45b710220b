//! What a tape holds: tensors with a run-time shape over any element type with a zero and an
//! addition (floats to train; `i64` for exact tests of the sweeps).

use crate::error::{Dims, Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use std::fmt::Debug;
use std::ops::Add;

/// An element type the sweeps can accumulate.
pub trait Element: Clone + Debug + PartialEq + Add<Output = Self> + 'static {
    /// The additive identity.
    fn zero() -> Self;
    /// Whether this is a zero (for floats, `+0` and `-0` alike).
    fn is_zero(&self) -> bool {
        *self == Self::zero()
    }
}

impl Element for f32 {
    fn zero() -> Self {
        0.0
    }
}

impl Element for f64 {
    fn zero() -> Self {
        0.0
    }
}

impl Element for i64 {
    fn zero() -> Self {
        0
    }
}

/// Integers modulo 2⁶⁴: exact like `i64`, and without overflow, for sweeps over random
/// programs whose values may grow past `i64`.
impl Element for std::num::Wrapping<i64> {
    fn zero() -> Self {
        std::num::Wrapping(0)
    }
}

/// A tensor whose shape is a run-time list of dimensions, outermost first (`[]` is a scalar).
#[derive(Clone, Debug, PartialEq)]
pub struct DynTensor<E> {
    shape: Vec<usize>,
    data: Vec<E>,
}

impl<E: Element> DynTensor<E> {
    /// A tensor of `shape` holding `data` row-major; an error if the sizes differ.
    pub fn from_vec(shape: Vec<usize>, data: Vec<E>) -> Result<Self> {
        let expected: usize = shape.iter().product();
        if data.len() != expected {
            return Err(Error::DataLength {
                shape: Dims(shape),
                expected,
                found: data.len(),
            });
        }
        Ok(DynTensor { shape, data })
    }

    /// The zero tensor of `shape`.
    pub fn zeros(shape: &[usize]) -> Self {
        DynTensor {
            data: vec![E::zero(); shape.iter().product()],
            shape: shape.to_vec(),
        }
    }

    /// A rank-0 tensor.
    pub fn scalar(value: E) -> Self {
        DynTensor {
            shape: Vec::new(),
            data: vec![value],
        }
    }

    /// The dimensions.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The elements, row-major.
    pub fn data(&self) -> &[E] {
        &self.data
    }

    /// Whether every element is zero.
    pub fn is_zero(&self) -> bool {
        self.data.iter().all(Element::is_zero)
    }

    /// `self + other`, elementwise; `None` if the shapes differ.
    pub fn checked_add(&self, other: &Self) -> Option<Self> {
        (self.shape == other.shape).then(|| DynTensor {
            shape: self.shape.clone(),
            data: self
                .data
                .iter()
                .zip(&other.data)
                .map(|(a, b)| a.clone() + b.clone())
                .collect(),
        })
    }
}

impl<T: Scalar, S: Shape> From<Tensor<T, S>> for DynTensor<T> {
    fn from(t: Tensor<T, S>) -> Self {
        DynTensor {
            shape: t.dims(),
            data: t.into_data(),
        }
    }
}

/// A typed value read back from a tape node.
pub trait FromDyn<E>: Sized {
    /// The value of `tensor` as this type; an error if the type cannot hold its shape.
    fn from_dyn(tensor: &DynTensor<E>) -> Result<Self>;
}

impl<T: Scalar, S: Shape> FromDyn<T> for Tensor<T, S> {
    fn from_dyn(tensor: &DynTensor<T>) -> Result<Self> {
        Tensor::from_vec(S::from_dims(&tensor.shape)?, tensor.data.clone())
    }
}

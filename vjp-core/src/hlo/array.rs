//! Values as the graph sees them: a dense `f64` [`Array`] of a shape, and [`ToArray`], how a
//! Rust value (a tensor, labels, token ids) becomes one.

use super::op::Element;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;

/// A dense `f64` array in row-major order (booleans as `0.0` and `1.0`).
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    /// The dimensions.
    pub shape: Vec<usize>,
    /// The elements, row-major.
    pub data: Vec<f64>,
}

impl Array {
    /// An array of `shape` holding `data`; an error if the lengths differ.
    pub fn new(shape: impl Into<Vec<usize>>, data: Vec<f64>) -> Result<Self> {
        let shape = shape.into();
        let expected: usize = shape.iter().product();
        if expected != data.len() {
            return Err(Error::DataLength {
                shape: crate::error::Dims(shape),
                expected,
                found: data.len(),
            });
        }
        Ok(Array { shape, data })
    }

    /// The norm-relative difference from `want`: `‖self - want‖ / ‖want‖`, or `‖self - want‖`
    /// where `want` is zero; an error naming both shapes if they differ.
    pub fn relative_error(&self, want: &Array) -> Result<f64> {
        if self.shape != want.shape {
            return Err(crate::error::Error::mismatch(
                "relative_error",
                self.shape.clone(),
                want.shape.clone(),
                "the arrays must have one shape",
            ));
        }
        let norm = want.data.iter().map(|v| v * v).sum::<f64>().sqrt();
        let difference = self
            .data
            .iter()
            .zip(&want.data)
            .map(|(a, b)| (a - b) * (a - b))
            .sum::<f64>()
            .sqrt();
        Ok(if norm > 0.0 { difference / norm } else { difference })
    }
}

/// A Rust value with a place in a graph: a tensor is one float array.
pub trait ToArray {
    /// The value as an `f64` array of its shape.
    fn to_array(&self) -> Array;
    /// Its shape, without converting its elements.
    fn array_shape(&self) -> Vec<usize>;
    /// The element type of the graph input holding it: floats, but for integer ids.
    fn element(&self) -> Element {
        Element::Float
    }
}

impl<T: Scalar, S: Shape> ToArray for Tensor<T, S> {
    fn array_shape(&self) -> Vec<usize> {
        self.dims()
    }
    fn to_array(&self) -> Array {
        Array {
            shape: self.dims(),
            data: self.data().iter().map(|v| v.to_f64()).collect(),
        }
    }
}

/// Labels (class indices) are a vector of 32-bit integers as a graph input (the array holds
/// them as exact floats).
impl ToArray for [usize] {
    fn array_shape(&self) -> Vec<usize> {
        vec![self.len()]
    }
    fn element(&self) -> Element {
        Element::Int
    }
    fn to_array(&self) -> Array {
        Array {
            shape: vec![self.len()],
            data: self.iter().map(|&v| v as f64).collect(),
        }
    }
}

/// Token ids are a `[sequences, context]` array in a graph, of 32-bit integers as an input
/// (the array holds them as exact floats).
impl ToArray for crate::tokens::Tokens {
    fn array_shape(&self) -> Vec<usize> {
        self.dims()
    }
    fn element(&self) -> Element {
        Element::Int
    }
    fn to_array(&self) -> Array {
        Array {
            shape: self.dims(),
            data: self.iter().map(|&v| v as f64).collect(),
        }
    }
}

//! Shaped tensors: a row-major buffer whose shape is part of the type.

use crate::dim::Dim;
use crate::error::{Dims, Error, Result};
use crate::linalg::gemm;
use crate::scalar::Scalar;
use crate::shape::{Shape, StaticShape};
use faer::{MatMut, MatRef};
use rand::Rng;

/// A dense tensor of `T` with shape `S`, stored row-major (last axis fastest).
///
/// `S` is a tuple of dimensions, each [`Const<N>`](crate::Const) or `usize`; see [`Shape`].
///
/// ```
/// use vjp_core::{Const, Matrix};
/// let m = Matrix::<f64, Const<2>, Const<3>>::new(vec![1., 2., 3., 4., 5., 6.])?;
/// assert_eq!(m.row(1), Some(&[4., 5., 6.][..]));
/// # Ok::<(), vjp_core::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor<T, S: Shape> {
    shape: S,
    data: Vec<T>,
}

/// A rank-0 tensor: one number (a loss, for example).
pub type Tensor0<T> = Tensor<T, ()>;
/// A vector of `N` entries.
pub type Vector<T, N> = Tensor<T, (N,)>;
/// A matrix of `R` rows and `C` columns.
pub type Matrix<T, R, C> = Tensor<T, (R, C)>;
/// A rank-3 tensor, such as an image `[channels, height, width]`.
pub type Tensor3<T, A, B, C> = Tensor<T, (A, B, C)>;
/// A rank-4 tensor, such as a batch of images `[batch, channels, height, width]`.
pub type Tensor4<T, A, B, C, D> = Tensor<T, (A, B, C, D)>;

impl<T: Scalar, S: Shape> Tensor<T, S> {
    /// The one place a tensor with a fresh buffer is built: it asks the system allocator to
    /// keep freed memory for the next step (once per process; see the `memory` module).
    fn assemble(shape: S, data: Vec<T>) -> Self {
        crate::memory::keep_freed_memory();
        Tensor { shape, data }
    }

    /// A tensor of shape `shape` holding `data` in row-major order.
    pub fn from_vec(shape: S, data: Vec<T>) -> Result<Self> {
        let expected = shape.numel();
        if data.len() != expected {
            return Err(Error::DataLength {
                shape: Dims(shape.dims()),
                expected,
                found: data.len(),
            });
        }
        Ok(Tensor::assemble(shape, data))
    }

    /// A tensor whose shape is fixed by its type.
    pub fn new(data: Vec<T>) -> Result<Self>
    where
        S: StaticShape,
    {
        Self::from_vec(S::get(), data)
    }

    /// All zeros.
    pub fn zeros(shape: S) -> Self {
        Self::full(shape, T::ZERO)
    }

    /// Every element `value`.
    pub fn full(shape: S, value: T) -> Self {
        Tensor::assemble(shape, vec![value; shape.numel()])
    }

    /// Element `i` (row-major flat index) is `f(i)`.
    pub fn from_fn(shape: S, f: impl FnMut(usize) -> T) -> Self {
        Tensor::assemble(shape, (0..shape.numel()).map(f).collect())
    }

    /// Entries drawn uniformly from `[-1, 1)`.
    pub fn random(shape: S, rng: &mut impl Rng) -> Self {
        Self::from_fn(shape, |_| T::from_f64(rng.random_range(-1.0..1.0)))
    }

    /// Entries drawn from the normal distribution of mean 0 and deviation `std` (PyTorch's
    /// `nn.init.normal_(w, 0, std)`), in `f64` and rounded to `T`; a negative or non-finite
    /// `std` is taken as 0. `rng` is from [`crate::rand`], re-exported so that a user's
    /// crate need not match its version.
    ///
    /// ```
    /// use vjp_core::{Matrix, rand::SeedableRng};
    /// let w = Matrix::<f32, usize, usize>::normal((128, 384), 0.02, &mut rand::rngs::StdRng::seed_from_u64(0));
    /// let std = (w.data().iter().map(|v| v * v).sum::<f32>() / w.data().len() as f32).sqrt();
    /// assert!((std - 0.02).abs() < 0.001);
    /// ```
    pub fn normal(shape: S, std: f64, rng: &mut impl Rng) -> Self {
        let std = if std.is_finite() { std.max(0.0) } else { 0.0 };
        let normal =
            rand_distr::Normal::new(0.0, std).unwrap_or_else(|_| unreachable!("std is finite and not negative"));
        Self::from_fn(shape, |_| T::from_f64(rand_distr::Distribution::sample(&normal, rng)))
    }

    /// A tensor of `shape` holding no elements yet: where a derived pullback starts a gradient
    /// that a move fills in, or zeros ([`Differentiable::fill_placeholders`]) before anyone
    /// reads it.
    ///
    /// [`Differentiable::fill_placeholders`]: crate::Differentiable::fill_placeholders
    pub(crate) fn placeholder(shape: S) -> Self {
        Tensor {
            shape,
            data: Vec::new(),
        }
    }

    /// Whether this is a [`Tensor::placeholder`] (of a shape with elements).
    pub(crate) fn is_placeholder(&self) -> bool {
        self.data.len() != self.shape.numel()
    }

    /// The shape.
    pub fn shape(&self) -> S {
        self.shape
    }

    /// The sizes of the shape, outermost first.
    pub fn dims(&self) -> Vec<usize> {
        self.shape.dims()
    }

    /// The number of elements.
    pub fn numel(&self) -> usize {
        self.data.len()
    }

    /// The elements in row-major order.
    pub fn data(&self) -> &[T] {
        &self.data
    }

    /// The elements in row-major order, for writing.
    pub fn data_mut(&mut self) -> &mut [T] {
        &mut self.data
    }

    /// The buffer, giving up the shape.
    pub fn into_data(self) -> Vec<T> {
        self.data
    }

    /// `f` applied to every element.
    pub fn map(&self, f: impl Fn(T) -> T) -> Self {
        Tensor::assemble(self.shape, crate::simd::map1(&self.data, f))
    }

    /// `f` applied to the pairs of elements of two tensors of one shape.
    pub fn zip_map(&self, other: &Self, op: &'static str, f: impl Fn(T, T) -> T) -> Result<Self> {
        self.check_same_shape(other, op)?;
        Ok(Tensor::assemble(
            self.shape,
            crate::simd::map2(&self.data, &other.data, f),
        ))
    }

    /// The same values converted to another scalar type.
    pub fn cast<U: Scalar>(&self) -> Tensor<U, S> {
        Tensor::assemble(self.shape, self.data.iter().map(|x| U::from_f64(x.to_f64())).collect())
    }

    /// The same values under another shape of the same number of elements.
    pub fn reshape<S2: Shape>(self, shape: S2) -> Result<Tensor<T, S2>> {
        if shape.numel() != self.data.len() {
            return Err(Error::mismatch(
                "reshape",
                self.dims(),
                shape.dims(),
                "a reshape keeps the number of elements",
            ));
        }
        Ok(Tensor { shape, data: self.data })
    }

    /// An error naming both shapes unless `other` has exactly this tensor's shape.
    pub fn check_same_shape<S2: Shape>(&self, other: &Tensor<T, S2>, op: &'static str) -> Result<()> {
        let (a, b) = (self.dims(), other.dims());
        if a == b {
            Ok(())
        } else {
            Err(Error::mismatch(op, a, b, "the shapes must be equal"))
        }
    }
}

impl<T: Scalar, R: Dim, C: Dim> Tensor<T, (R, C)> {
    /// `rows` rows, each a copy of `row`.
    ///
    /// ```
    /// use vjp_core::{Matrix, Vector};
    /// let row = Vector::from_vec((2usize,), vec![1.0, 2.0])?;
    /// assert_eq!(Matrix::repeat_rows(3usize, &row).data(), &[1.0, 2.0, 1.0, 2.0, 1.0, 2.0]);
    /// # Ok::<(), vjp_core::Error>(())
    /// ```
    pub fn repeat_rows(rows: R, row: &Tensor<T, (C,)>) -> Self {
        Tensor::assemble((rows, row.shape.0), row.data.repeat(rows.size()))
    }

    /// The product `a b` as a new matrix of `shape`: an error unless `shape` is `[a.nrows(),
    /// b.ncols()]` and `a.ncols() == b.nrows()`. The product writes every element once; the
    /// buffer is not zeroed first (a fill pass as long as the product's output, up to 4% of a
    /// small model's train step).
    pub(crate) fn product(shape: (R, C), a: MatRef<'_, T>, b: MatRef<'_, T>) -> Result<Self> {
        let (rows, cols) = (shape.0.size(), shape.1.size());
        // Checked here, not left to faer, because a wrong size would write past the buffer.
        if a.nrows() != rows || b.ncols() != cols || a.ncols() != b.nrows() {
            return Err(Error::mismatch(
                "matrix product",
                [a.nrows(), a.ncols(), b.nrows(), b.ncols()],
                [rows, cols],
                "[m, k] x [k, n] is written into [m, n]",
            ));
        }
        let len = rows.checked_mul(cols).ok_or_else(|| Error::InvalidArgument {
            op: "matrix product",
            message: format!("a [{rows}, {cols}] product has more elements than a usize counts"),
        })?;
        let mut data = Vec::with_capacity(len);
        // SAFETY: the view covers the `len` elements of `data`'s capacity (row-major, rows
        // `cols` apart), non-null and aligned even when empty, and nothing else touches them
        // while it lives. faer's `MatMut::from_raw_parts_mut` allows uninitialised elements
        // as long as nothing reads them before they are written, and `matmul` with
        // `Accum::Replace` documents that it does not read the destination's values
        // (`linalg::gemm` with `accumulate` false), writing every element: zeros when `a` has
        // no columns, nothing when `dst` is empty.
        let dst = unsafe { MatMut::from_raw_parts_mut(data.as_mut_ptr(), rows, cols, cols as isize, 1) };
        gemm(dst, false, a, b);
        // SAFETY: `gemm` returned, so all `len` elements are written (above).
        unsafe { data.set_len(len) };
        Ok(Tensor::assemble(shape, data))
    }

    /// The number of rows.
    pub fn nrows(&self) -> usize {
        self.shape.0.size()
    }

    /// The number of columns.
    pub fn ncols(&self) -> usize {
        self.shape.1.size()
    }

    /// Row `i`, or `None` past the last row.
    pub fn row(&self, i: usize) -> Option<&[T]> {
        let c = self.ncols();
        if i < self.nrows() {
            self.data.get(i * c..(i + 1) * c)
        } else {
            None
        }
    }

    /// A faer view of the matrix.
    pub fn view(&self) -> MatRef<'_, T> {
        MatRef::from_row_major_slice(&self.data, self.nrows(), self.ncols())
    }

    /// A faer view of the matrix, for writing.
    pub fn view_mut(&mut self) -> MatMut<'_, T> {
        let (r, c) = (self.nrows(), self.ncols());
        MatMut::from_row_major_slice_mut(&mut self.data, r, c)
    }
}

impl<T: Scalar, N: Dim> Tensor<T, (N,)> {
    /// The number of entries.
    pub fn len(&self) -> usize {
        self.shape.0.size()
    }

    /// Whether the vector has no entries.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<T: Scalar> Tensor<T, ()> {
    /// A rank-0 tensor holding `value`.
    pub fn scalar(value: T) -> Self {
        Tensor::assemble((), vec![value])
    }

    /// The one value.
    pub fn value(&self) -> T {
        // A rank-0 tensor holds exactly one value (checked at construction).
        self.data.first().copied().unwrap_or(T::ZERO)
    }
}

/// Values `start .. start + len` of `data`, or an error naming `op` if they lie past its end.
pub(crate) fn span<'a, T>(data: &'a [T], start: usize, len: usize, op: &'static str) -> Result<&'a [T]> {
    let total = data.len();
    start
        .checked_add(len)
        .and_then(|end| data.get(start..end))
        .ok_or_else(|| span_error(total, start, len, op))
}

/// [`span`], mutable.
pub(crate) fn span_mut<'a, T>(data: &'a mut [T], start: usize, len: usize, op: &'static str) -> Result<&'a mut [T]> {
    let total = data.len();
    start
        .checked_add(len)
        .and_then(|end| data.get_mut(start..end))
        .ok_or_else(|| span_error(total, start, len, op))
}

/// Block `index` of `len` values (one example of a batch, say): [`span`] from `index · len`.
pub(crate) fn block<'a, T>(data: &'a [T], index: usize, len: usize, op: &'static str) -> Result<&'a [T]> {
    span(data, index.saturating_mul(len), len, op)
}

/// [`block`], mutable.
pub(crate) fn block_mut<'a, T>(data: &'a mut [T], index: usize, len: usize, op: &'static str) -> Result<&'a mut [T]> {
    span_mut(data, index.saturating_mul(len), len, op)
}

fn span_error(total: usize, start: usize, len: usize, op: &'static str) -> Error {
    Error::invalid(
        op,
        format!("values {start}..{start}+{len} lie past the {total} values held"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Const;

    /// `product` writes every element whatever the freed memory it lands in held, including
    /// the empty cases (no inner dimension: zeros; no rows or columns: nothing).
    #[test]
    fn a_product_writes_every_element_of_its_fresh_buffer() {
        let reference = |m: usize, k: usize, n: usize| {
            let a = Matrix::<f64, usize, usize>::from_fn((m, k), |i| (i as f64 * 0.37).sin());
            let b = Matrix::<f64, usize, usize>::from_fn((k, n), |i| (i as f64 * 0.11).cos());
            let mut zeroed = Matrix::zeros((m, n));
            gemm(zeroed.view_mut(), false, a.view(), b.view());
            (a, b, zeroed)
        };
        for (m, k, n) in [(7, 5, 9), (50, 16, 50), (3, 0, 4), (0, 3, 4), (4, 3, 0)] {
            let (a, b, zeroed) = reference(m, k, n);
            for _ in 0..8 {
                // Freed NaNs of the output's size, which the allocator may hand out next.
                drop(std::hint::black_box(vec![f64::NAN; m * n]));
                let fresh = Matrix::product((m, n), a.view(), b.view()).unwrap();
                assert_eq!(fresh, zeroed, "{m}x{k}x{n}");
            }
        }
    }

    /// A shape that is not the product's is refused before anything is written, and so is a
    /// product too large to count.
    #[test]
    fn a_product_of_another_shape_is_refused() {
        let a = Matrix::<f64, usize, usize>::zeros((3, 2));
        let b = Matrix::<f64, usize, usize>::zeros((2, 4));
        let error = Matrix::product((3, 5), a.view(), b.view()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "matrix product: shapes [3, 2, 2, 4] and [3, 5] do not fit: [m, k] x [k, n] is written into [m, n]"
        );
        let (tall, wide) = (
            Matrix::<f64, usize, usize>::zeros((usize::MAX, 0)),
            Matrix::zeros((0, 2)),
        );
        let error = Matrix::product((usize::MAX, 2), tall.view(), wide.view()).unwrap_err();
        assert!(
            error.to_string().contains("more elements than a usize counts"),
            "{error}"
        );
    }

    #[test]
    fn from_vec_checks_length() {
        let err = Matrix::<f64, usize, usize>::from_vec((2, 3), vec![0.0; 5]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a tensor of shape [2, 3] holds 6 values, but 5 were given"
        );
    }

    #[test]
    fn static_shapes_need_no_value() {
        let m = Matrix::<f32, Const<2>, Const<2>>::new(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
        assert_eq!(m.row(1), Some(&[3.0, 4.0][..]));
        assert_eq!(m.row(2), None);
        assert_eq!(m.view()[(1, 0)], 3.0);
    }

    #[test]
    fn reshape_keeps_the_element_count() {
        let v = Vector::<f64, usize>::zeros((6,));
        assert!(v.clone().reshape((2usize, 3usize)).is_ok());
        let err = v.reshape((4usize, 2usize)).unwrap_err();
        assert!(err.to_string().contains("[6] and [4, 2]"));
    }
}

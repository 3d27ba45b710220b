//! Concatenation of a list of matrices, PyTorch's `torch.cat(tensors, dim)`: along the rows
//! (`concat_rows_list`, `dim = 0`) or the columns (`concat_cols_list`, `dim = 1`). The list a
//! derived body fills in a loop (`let mut heads = Vec::new(); for ... { heads.push(o); }`) is
//! read by these; the rule gives each element its block of the cotangent, and the graph form is
//! one `concatenate` (its backward one `slice` per element). An empty list is an error, as in
//! PyTorch.
//!
//! ```
//! use vjp_core::{Matrix, concat_cols_list};
//! let a = Matrix::<f64, usize, usize>::from_vec((2, 1), vec![1.0, 2.0])?;
//! let b = Matrix::<f64, usize, usize>::from_vec((2, 2), vec![3.0, 4.0, 5.0, 6.0])?;
//! assert_eq!(concat_cols_list(&[a, b])?.data(), [1.0, 3.0, 4.0, 2.0, 5.0, 6.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use super::slice::copy_columns;
use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::hlo::{Graph, Traced};
use crate::scalar::Scalar;
use crate::tensor::Matrix;

/// The axis a list is joined along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Axis {
    Rows,
    Cols,
}

impl Axis {
    fn op(self) -> &'static str {
        match self {
            Axis::Rows => "concat_rows_list",
            Axis::Cols => "concat_cols_list",
        }
    }

    /// The graph's axis.
    fn index(self) -> usize {
        match self {
            Axis::Rows => 0,
            Axis::Cols => 1,
        }
    }

    /// A shape's extent along the axis, and across it.
    fn split(self, (rows, cols): (usize, usize)) -> (usize, usize) {
        match self {
            Axis::Rows => (rows, cols),
            Axis::Cols => (cols, rows),
        }
    }

    /// Each element's extent along the axis, after checking that the list is not empty and
    /// that the elements agree across it.
    fn extents(self, shapes: &[(usize, usize)]) -> Result<Vec<usize>> {
        let first = *first(self, shapes)?;
        for &shape in shapes {
            if self.split(shape).1 != self.split(first).1 {
                return Err(Error::mismatch(
                    self.op(),
                    [first.0, first.1],
                    [shape.0, shape.1],
                    match self {
                        Axis::Rows => "the matrices need one width",
                        Axis::Cols => "the matrices need one height",
                    },
                ));
            }
        }
        Ok(shapes.iter().map(|&s| self.split(s).0).collect())
    }
}

/// The list's first element: an empty list is an error.
fn first<X>(axis: Axis, xs: &[X]) -> Result<&X> {
    xs.first()
        .ok_or_else(|| Error::invalid(axis.op(), "an empty list has no shape to concatenate"))
}

fn dims<T: Scalar, R: Dim, C: Dim>(xs: &[Matrix<T, R, C>]) -> Vec<(usize, usize)> {
    xs.iter().map(|x| (x.nrows(), x.ncols())).collect()
}

/// The matrices of `xs` one below the other (one width): `torch.cat(xs, dim=0)`.
pub fn concat_rows_list<T: Scalar, R: Dim, C: Dim>(xs: &[Matrix<T, R, C>]) -> Result<Matrix<T, usize, C>> {
    let rows = Axis::Rows.extents(&dims(xs))?.iter().sum();
    let cols = first(Axis::Rows, xs)?.shape().1;
    let mut data = Vec::with_capacity(xs.iter().map(|x| x.data().len()).sum());
    for x in xs {
        data.extend_from_slice(x.data());
    }
    Matrix::from_vec((rows, cols), data)
}

/// The matrices of `xs` side by side (one height): `torch.cat(xs, dim=1)`.
pub fn concat_cols_list<T: Scalar, R: Dim, C: Dim>(xs: &[Matrix<T, R, C>]) -> Result<Matrix<T, R, usize>> {
    let widths = Axis::Cols.extents(&dims(xs))?;
    let total = widths.iter().sum();
    let mut out = Matrix::zeros((first(Axis::Cols, xs)?.shape().0, total));
    let mut at = 0;
    for (x, &width) in xs.iter().zip(&widths) {
        copy_columns(x.data(), width, 0, out.data_mut(), total, at, width)?;
        at += width;
    }
    Ok(out)
}

/// The cotangent of a concatenation split back into the elements' blocks.
fn split<T: Scalar, R: Dim, C: Dim>(
    axis: Axis,
    xs: &[Matrix<T, R, C>],
    dy_data: &[T],
    dy_cols: usize,
) -> Result<Vec<Matrix<T, R, C>>> {
    let mut at = 0;
    let mut out = Vec::with_capacity(xs.len());
    for x in xs {
        let mut block = Matrix::zeros(x.shape());
        match axis {
            Axis::Rows => {
                let len = x.data().len();
                let part = dy_data
                    .get(at..at + len)
                    .ok_or_else(|| Error::invalid(axis.op(), "the cotangent is smaller than the list"))?;
                block.data_mut().copy_from_slice(part);
                at += len;
            }
            Axis::Cols => {
                let width = x.ncols();
                copy_columns(dy_data, dy_cols, at, block.data_mut(), width, 0, width)?;
                at += width;
            }
        }
        out.push(block);
    }
    Ok(out)
}

/// The module of a list concatenation's rule and graph form (`vjp` and `trace`, the convention
/// derived bodies call), for the function `$name` along `$axis`, whose output is `$out`.
macro_rules! list_rule {
    ($name:ident, $axis:expr, $out:ty, $blocks:literal, $index:literal) => {
        #[doc = concat!("The rule and the graph form of [`", stringify!($name), "()`], in the convention derived bodies call (`vjp` and `trace`).")]
        pub mod $name {
            use super::*;

            #[doc = concat!("[`", stringify!($name), "()`](fn@super::", stringify!($name), ") with its pullback: each element's block of ", $blocks, " of the cotangent.")]
            #[allow(clippy::type_complexity)]
            pub fn vjp<T: Scalar, R: Dim, C: Dim>(
                xs: &[Matrix<T, R, C>],
            ) -> Result<($out, impl Fn(&[Matrix<T, R, C>], &$out, &$out) -> Result<(Vec<Matrix<T, R, C>>,)> + use<T, R, C>)>
            {
                let out = super::$name(xs)?;
                Ok((out, |xs: &[Matrix<T, R, C>], _: &$out, dy: &$out| {
                    Ok((split($axis, xs, dy.data(), dy.ncols())?,))
                }))
            }

            #[doc = concat!("[`", stringify!($name), "()`](fn@super::", stringify!($name), ") as one `concatenate` along axis ", $index, ", its pullback one `slice` per element.")]
            #[allow(clippy::type_complexity)]
            pub fn trace<T: Scalar, R: Dim, C: Dim>(
                graph: &mut Graph,
                xs: &[Traced<Matrix<T, R, C>>],
            ) -> Result<(
                Traced<$out>,
                impl Fn(&mut Graph, &[Traced<Matrix<T, R, C>>], &Traced<$out>, &Traced<$out>) -> Result<(Vec<Traced<Matrix<T, R, C>>>,)>
                + use<T, R, C>,
            )> {
                super::trace($axis, graph, xs)
            }
        }
    };
}

list_rule!(concat_rows_list, Axis::Rows, Matrix<T, usize, C>, "rows", "0");
list_rule!(concat_cols_list, Axis::Cols, Matrix<T, R, usize>, "columns", "1");

/// The traced concatenation along `axis` and its pullback.
#[allow(clippy::type_complexity)]
fn trace<X, Y>(
    axis: Axis,
    graph: &mut Graph,
    xs: &[Traced<X>],
) -> Result<(
    Traced<Y>,
    impl Fn(&mut Graph, &[Traced<X>], &Traced<Y>, &Traced<Y>) -> Result<(Vec<Traced<X>>,)> + use<X, Y>,
)> {
    let mut shapes = Vec::with_capacity(xs.len());
    for x in xs {
        match *x.shape(graph)? {
            [rows, cols] => shapes.push((rows, cols)),
            ref other => {
                return Err(Error::mismatch(
                    axis.op(),
                    other.to_vec(),
                    [0, 0],
                    "a matrix has two axes",
                ));
            }
        }
    }
    axis.extents(&shapes)?;
    let values: Vec<_> = xs.iter().map(Traced::value).collect();
    let out = Traced::new(graph.concatenate(&values, axis.index())?);
    Ok((
        out,
        move |graph: &mut Graph, xs: &[Traced<X>], _: &Traced<Y>, dy: &Traced<Y>| {
            let mut at = 0;
            let mut blocks = Vec::with_capacity(xs.len());
            for x in xs {
                let len = x.shape(graph)?.get(axis.index()).copied().unwrap_or(0);
                blocks.push(Traced::new(graph.slice_axis(dy.value(), axis.index(), at, len)?));
                at += len;
            }
            Ok((blocks,))
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_list_and_mismatched_elements_are_errors() {
        let empty: [Matrix<f64, usize, usize>; 0] = [];
        assert!(concat_rows_list(&empty).is_err() && concat_cols_list(&empty).is_err());
        let (a, b) = (Matrix::<f64, usize, usize>::zeros((2, 3)), Matrix::zeros((3, 2)));
        let rows = concat_rows_list(&[a.clone(), b.clone()]).unwrap_err().to_string();
        assert!(rows.contains("[2, 3]") && rows.contains("[3, 2]"), "{rows}");
        assert!(concat_cols_list(&[a.clone(), b]).is_err());
        assert_eq!(
            concat_rows_list(&[a.clone(), Matrix::zeros((1, 3))]).unwrap().dims(),
            [3, 3]
        );
        assert_eq!(
            concat_cols_list(&[a.clone(), Matrix::zeros((2, 1)), a]).unwrap().dims(),
            [2, 7]
        );
    }

    #[test]
    fn the_rule_is_the_transpose_of_the_forward() {
        // <J v, dy> = <v, Jᵀ dy> with the concatenation linear: J v is the forward itself.
        use rand::SeedableRng;
        let r = &mut rand::rngs::StdRng::seed_from_u64(3);
        let xs: Vec<Matrix<f64, usize, usize>> = (1..4).map(|k| Matrix::random((2, k), r)).collect();
        let (y, pullback) = concat_cols_list::vjp(&xs).unwrap();
        let dy = Matrix::random(y.shape(), r);
        let (dxs,) = pullback(&xs, &y, &dy).unwrap();
        let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(a, b)| a * b).sum::<f64>();
        let left = dot(y.data(), dy.data());
        let right: f64 = xs.iter().zip(&dxs).map(|(x, dx)| dot(x.data(), dx.data())).sum();
        assert!((left - right).abs() <= 1e-12 * left.abs().max(1.0));
        let rows: Vec<Matrix<f64, usize, usize>> = (1..4).map(|k| Matrix::random((k, 2), r)).collect();
        let (y, pullback) = concat_rows_list::vjp(&rows).unwrap();
        let (drows,) = pullback(&rows, &y, &y).unwrap();
        assert_eq!(drows, rows);
    }
}

//! Sums, means and maxima of each row (`row_sums`: `[N, D] → [N]`), of each column
//! (`col_sums`: `[N, D] → [D]`) or of everything (`sum`: any shape → a scalar).
//!
//! A sum's rule spreads `dy` back over what it folded; a mean's divides it by the count; a
//! maximum's hands it to the maximal elements, split evenly among ties (as PyTorch's `amax`
//! does; any such split is a subgradient). A NaN makes its group's maximum NaN and its
//! gradient NaN, as `amax`'s: a blow-up is not hidden. Means and maxima of nothing are errors.
//!
//! ```
//! use vjp_core::{Const, Matrix, col_sums, max, row_means};
//! let x = Matrix::<f64, Const<2>, Const<3>>::new(vec![1., 2., 3., 4., 5., 6.])?;
//! assert_eq!(row_means(&x)?.data(), [2.0, 5.0]);
//! assert_eq!(col_sums(&x).data(), [5.0, 7.0, 9.0]);
//! assert_eq!(max(&x)?.value(), 6.0);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::{Matrix, Tensor, Tensor0, Vector};
use crate::vjp;

/// Which elements fold together: a row's, a column's, or all.
#[derive(Clone, Copy, Debug)]
enum Fold {
    /// Element `k` of a matrix `width` wide belongs to row `k / width`.
    EachRow { width: usize },
    /// ... to column `k % width`.
    EachColumn { width: usize },
    /// Every element to the one group.
    All,
}

impl Fold {
    fn group(self, flat: usize) -> usize {
        match self {
            Fold::EachRow { width } => flat / width.max(1),
            Fold::EachColumn { width } => flat % width.max(1),
            Fold::All => 0,
        }
    }

    /// `groups` folds of `data` by `op` from `init`.
    fn fold<T: Scalar>(self, data: &[T], groups: usize, init: T, op: impl Fn(T, T) -> T) -> Vec<T> {
        let mut out = vec![init; groups];
        for (k, &v) in data.iter().enumerate() {
            if let Some(o) = out.get_mut(self.group(k)) {
                *o = op(*o, v);
            }
        }
        out
    }

    /// `len` elements, element `k` taking `factor · dy[group(k)]`.
    fn spread<T: Scalar>(self, dy: &[T], len: usize, factor: T) -> Vec<T> {
        (0..len)
            .map(|k| dy.get(self.group(k)).map_or(T::ZERO, |&d| factor * d))
            .collect()
    }

    /// `dy[group(k)] / ties · [x[k] = y[group(k)]]`: `dy` split among each group's maxima,
    /// 0 elsewhere, and NaN over a group whose maximum is NaN (no element equals it, so
    /// `dy / 0 · 0`), as PyTorch's `amax` and the graph form give.
    fn spread_to_maxima<T: Scalar>(self, x: &[T], y: &[T], dy: &[T]) -> Vec<T> {
        let is_max = |k: usize, v: T| y.get(self.group(k)) == Some(&v);
        let mut ties = vec![0usize; y.len()];
        for (k, &v) in x.iter().enumerate() {
            if is_max(k, v)
                && let Some(t) = ties.get_mut(self.group(k))
            {
                *t += 1;
            }
        }
        x.iter()
            .enumerate()
            .map(|(k, &v)| match (dy.get(self.group(k)), ties.get(self.group(k))) {
                (Some(&d), Some(&t)) => d / T::from_usize(t) * if is_max(k, v) { T::ONE } else { T::ZERO },
                _ => T::ZERO,
            })
            .collect()
    }
}

fn rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Fold {
    Fold::EachRow { width: x.ncols() }
}

fn columns<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Fold {
    Fold::EachColumn { width: x.ncols() }
}

/// An error unless `count` (the elements folded into each result) is positive.
fn nonempty(op: &'static str, dims: Vec<usize>, count: usize) -> Result<()> {
    if count > 0 {
        Ok(())
    } else {
        Err(Error::invalid(
            op,
            format!("a tensor of shape {dims:?} has nothing to fold"),
        ))
    }
}

/// An error unless `dy` has `len` entries (the output's).
fn cotangent<T>(op: &'static str, dy: &[T], len: usize) -> Result<()> {
    if dy.len() == len {
        Ok(())
    } else {
        Err(Error::invalid(
            op,
            format!("a cotangent of {} values for an output of {len}", dy.len()),
        ))
    }
}

fn neg_infinity<T: Scalar>() -> T {
    T::from_f64(f64::NEG_INFINITY)
}

/// The sum of each row: `y[i] = Σ_j x[i, j]`.
#[vjp(crate = crate, backward = row_sums_backward, trace = row_sums_trace, check(N = 3, D = 4))]
pub fn row_sums<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Vector<T, N> {
    let sums = rows(x).fold(x.data(), x.nrows(), T::ZERO, |a, b| a + b);
    Tensor::from_fn((x.shape().0,), |i| sums.get(i).copied().unwrap_or(T::ZERO))
}

/// The rule of [`row_sums()`]: `dx[i, j] = dy[i]`.
pub fn row_sums_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    _: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<Matrix<T, N, D>> {
    cotangent("row_sums backward", dy.data(), x.nrows())?;
    Tensor::from_vec(x.shape(), rows(x).spread(dy.data(), x.numel(), T::ONE))
}

/// [`row_sums()`] and its rule as graph primitives.
pub mod row_sums_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `Σ_j x[i, j]`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.sum(x, &[1])
    }

    /// `dy` along every row.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        g.broadcast_cols(dy, x)
    }
}

/// The sum of each column: `y[j] = Σ_i x[i, j]`.
#[vjp(crate = crate, backward = col_sums_backward, trace = col_sums_trace, check(N = 3, D = 4))]
pub fn col_sums<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Vector<T, D> {
    super::column_sums(x)
}

/// The rule of [`col_sums()`]: `dx[i, j] = dy[j]`.
pub fn col_sums_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    _: &Vector<T, D>,
    dy: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    cotangent("col_sums backward", dy.data(), x.ncols())?;
    Tensor::from_vec(x.shape(), columns(x).spread(dy.data(), x.numel(), T::ONE))
}

/// [`col_sums()`] and its rule as graph primitives.
pub mod col_sums_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `Σ_i x[i, j]`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.sum(x, &[0])
    }

    /// `dy` as every row.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        g.broadcast_rows(dy, x)
    }
}

/// The sum of every element, a scalar.
#[vjp(crate = crate, backward = sum_backward, trace = sum_trace, check(S = (Const<2>, Const<3>)))]
pub fn sum<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor0<T> {
    Tensor0::scalar(crate::reduce::sum(x.data()))
}

/// The rule of [`sum()`]: `dx = dy` everywhere.
pub fn sum_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _: &Tensor0<T>, dy: &Tensor0<T>) -> Result<Tensor<T, S>> {
    Ok(Tensor::full(x.shape(), dy.value()))
}

/// [`sum()`] and its rule as graph primitives.
pub mod sum_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// The sum over every axis.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let axes: Vec<usize> = (0..g.shape(x)?.len()).collect();
        g.sum(x, &axes)
    }

    /// `dy` everywhere.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let shape = g.shape(x)?.to_vec();
        g.broadcast_in_dim(dy, &shape, &[])
    }
}

/// The mean of each row; an error if rows are empty.
#[vjp(crate = crate, backward = row_means_backward, trace = row_means_trace, check(N = 3, D = 4))]
pub fn row_means<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Vector<T, N>> {
    nonempty("row_means", x.dims(), x.ncols())?;
    let inverse = T::ONE / T::from_usize(x.ncols());
    Ok(row_sums(x).map(|s| s * inverse))
}

/// The rule of [`row_means()`]: `dx[i, j] = dy[i] / D`.
pub fn row_means_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    _: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<Matrix<T, N, D>> {
    nonempty("row_means backward", x.dims(), x.ncols())?;
    cotangent("row_means backward", dy.data(), x.nrows())?;
    let inverse = T::ONE / T::from_usize(x.ncols());
    Tensor::from_vec(x.shape(), rows(x).spread(dy.data(), x.numel(), inverse))
}

/// [`row_means()`] and its rule as graph primitives.
pub mod row_means_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    fn inverse(g: &Graph, x: Value) -> Result<f64> {
        Ok(1.0 / g.shape(x)?.get(1).copied().unwrap_or(0) as f64)
    }

    /// `Σ_j x[i, j] / D`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let sums = g.sum(x, &[1])?;
        let factor = inverse(g, x)?;
        g.scale(sums, factor)
    }

    /// `dy / D` along every row.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let spread = g.broadcast_cols(dy, x)?;
        let factor = inverse(g, x)?;
        g.scale(spread, factor)
    }
}

/// The mean of each column; an error if there are no rows.
#[vjp(crate = crate, backward = col_means_backward, trace = col_means_trace, check(N = 3, D = 4))]
pub fn col_means<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Vector<T, D>> {
    nonempty("col_means", x.dims(), x.nrows())?;
    let inverse = T::ONE / T::from_usize(x.nrows());
    Ok(col_sums(x).map(|s| s * inverse))
}

/// The rule of [`col_means()`]: `dx[i, j] = dy[j] / N`.
pub fn col_means_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    _: &Vector<T, D>,
    dy: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    nonempty("col_means backward", x.dims(), x.nrows())?;
    cotangent("col_means backward", dy.data(), x.ncols())?;
    let inverse = T::ONE / T::from_usize(x.nrows());
    Tensor::from_vec(x.shape(), columns(x).spread(dy.data(), x.numel(), inverse))
}

/// [`col_means()`] and its rule as graph primitives.
pub mod col_means_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    fn inverse(g: &Graph, x: Value) -> Result<f64> {
        Ok(1.0 / g.shape(x)?.first().copied().unwrap_or(0) as f64)
    }

    /// `Σ_i x[i, j] / N`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let sums = g.sum(x, &[0])?;
        let factor = inverse(g, x)?;
        g.scale(sums, factor)
    }

    /// `dy / N` as every row.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let spread = g.broadcast_rows(dy, x)?;
        let factor = inverse(g, x)?;
        g.scale(spread, factor)
    }
}

/// The mean of every element, a scalar; an error for an empty tensor.
#[vjp(crate = crate, backward = mean_backward, trace = mean_trace, check(S = (Const<2>, Const<3>)))]
pub fn mean<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Result<Tensor0<T>> {
    nonempty("mean", x.dims(), x.numel())?;
    Ok(Tensor0::scalar(crate::reduce::sum(x.data()) / T::from_usize(x.numel())))
}

/// The rule of [`mean()`]: `dx = dy / n` everywhere.
pub fn mean_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _: &Tensor0<T>, dy: &Tensor0<T>) -> Result<Tensor<T, S>> {
    nonempty("mean backward", x.dims(), x.numel())?;
    Ok(Tensor::full(x.shape(), dy.value() / T::from_usize(x.numel())))
}

/// [`mean()`] and its rule as graph primitives.
pub mod mean_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    fn inverse(g: &Graph, x: Value) -> Result<f64> {
        Ok(1.0 / g.shape(x)?.iter().product::<usize>() as f64)
    }

    /// The sum over every axis, divided by the count.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let total = super::sum_trace::forward(g, x)?;
        let factor = inverse(g, x)?;
        g.scale(total, factor)
    }

    /// `dy / n` everywhere.
    pub fn backward(g: &mut Graph, x: Value, y: Value, dy: Value) -> Result<Value> {
        let spread = super::sum_trace::backward(g, x, y, dy)?;
        let factor = inverse(g, x)?;
        g.scale(spread, factor)
    }
}

/// The maximum of each row; an error if rows are empty.
#[vjp(crate = crate, backward = row_maxes_backward, trace = row_maxes_trace, check(N = 3, D = 4))]
pub fn row_maxes<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Vector<T, N>> {
    nonempty("row_maxes", x.dims(), x.ncols())?;
    Tensor::from_vec(
        (x.shape().0,),
        rows(x).fold(x.data(), x.nrows(), neg_infinity(), T::max),
    )
}

/// The rule of [`row_maxes()`]: `dy[i]` to row `i`'s maxima, split evenly among ties.
pub fn row_maxes_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    y: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<Matrix<T, N, D>> {
    cotangent("row_maxes backward", dy.data(), x.nrows())?;
    Tensor::from_vec(x.shape(), rows(x).spread_to_maxima(x.data(), y.data(), dy.data()))
}

/// [`row_maxes()`] and its rule as graph primitives.
pub mod row_maxes_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Reduction, Value};

    /// `max_j x[i, j]`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.reduce(x, &[1], Reduction::Max)
    }

    /// `dy[i]` split among row `i`'s maxima.
    pub fn backward(g: &mut Graph, x: Value, y: Value, dy: Value) -> Result<Value> {
        super::to_maxima(g, x, y, dy, &[1], &[0])
    }
}

/// The maximum of each column; an error if there are no rows.
#[vjp(crate = crate, backward = col_maxes_backward, trace = col_maxes_trace, check(N = 3, D = 4))]
pub fn col_maxes<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Result<Vector<T, D>> {
    nonempty("col_maxes", x.dims(), x.nrows())?;
    Tensor::from_vec(
        (x.shape().1,),
        columns(x).fold(x.data(), x.ncols(), neg_infinity(), T::max),
    )
}

/// The rule of [`col_maxes()`]: `dy[j]` to column `j`'s maxima, split evenly among ties.
pub fn col_maxes_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    y: &Vector<T, D>,
    dy: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    cotangent("col_maxes backward", dy.data(), x.ncols())?;
    Tensor::from_vec(x.shape(), columns(x).spread_to_maxima(x.data(), y.data(), dy.data()))
}

/// [`col_maxes()`] and its rule as graph primitives.
pub mod col_maxes_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Reduction, Value};

    /// `max_i x[i, j]`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        g.reduce(x, &[0], Reduction::Max)
    }

    /// `dy[j]` split among column `j`'s maxima.
    pub fn backward(g: &mut Graph, x: Value, y: Value, dy: Value) -> Result<Value> {
        super::to_maxima(g, x, y, dy, &[0], &[1])
    }
}

/// The maximum of every element, a scalar; an error for an empty tensor.
#[vjp(crate = crate, backward = max_backward, trace = max_trace, check(S = (Const<2>, Const<3>)))]
pub fn max<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Result<Tensor0<T>> {
    nonempty("max", x.dims(), x.numel())?;
    Ok(Tensor0::scalar(crate::reduce::max(x.data())))
}

/// The rule of [`max()`]: `dy` to the maxima, split evenly among ties.
pub fn max_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, y: &Tensor0<T>, dy: &Tensor0<T>) -> Result<Tensor<T, S>> {
    Tensor::from_vec(x.shape(), Fold::All.spread_to_maxima(x.data(), y.data(), dy.data()))
}

/// [`max()`] and its rule as graph primitives.
pub mod max_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Reduction, Value};

    /// The maximum over every axis.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let axes: Vec<usize> = (0..g.shape(x)?.len()).collect();
        g.reduce(x, &axes, Reduction::Max)
    }

    /// `dy` split among the maxima.
    pub fn backward(g: &mut Graph, x: Value, y: Value, dy: Value) -> Result<Value> {
        let axes: Vec<usize> = (0..g.shape(x)?.len()).collect();
        super::to_maxima(g, x, y, dy, &axes, &[])
    }
}

/// The maxima's pullback in graph primitives: `y` (folded over `folded`, keeping `kept`)
/// spread back over `x`; where `x` equals it, `dy / ties`, else 0.
fn to_maxima(
    g: &mut crate::hlo::Graph,
    x: crate::hlo::Value,
    y: crate::hlo::Value,
    dy: crate::hlo::Value,
    folded: &[usize],
    kept: &[usize],
) -> Result<crate::hlo::Value> {
    use crate::hlo::Comparison;
    let shape = g.shape(x)?.to_vec();
    let spread_y = g.broadcast_in_dim(y, &shape, kept)?;
    let is_max = g.compare(Comparison::Eq, x, spread_y)?;
    let (one, zero) = (g.full_like(x, 1.0)?, g.full_like(x, 0.0)?);
    let indicator = g.select(is_max, one, zero)?;
    let ties = g.sum(indicator, folded)?;
    let ties = g.broadcast_in_dim(ties, &shape, kept)?;
    let spread_dy = g.broadcast_in_dim(dy, &shape, kept)?;
    let share = g.div(spread_dy, ties)?;
    g.mul(share, indicator)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// As `torch.amax`: `[1, NaN, 0.5]` has the maximum NaN and the gradient NaN everywhere;
    /// another row is untouched. The graph form gives the same.
    #[test]
    fn a_nan_is_the_maximum_and_its_gradient_is_nan() {
        use crate::hlo::{Array, Graph, evaluate};
        use std::collections::HashMap;
        let x = Matrix::<f64, usize, usize>::from_vec((2, 3), vec![1.0, f64::NAN, 0.5, 1.0, 2.0, 2.0]).unwrap();
        let y = row_maxes(&x).unwrap();
        assert!(y.data()[0].is_nan() && y.data()[1] == 2.0);
        let dy = Tensor::from_vec((2,), vec![1.0, 1.0]).unwrap();
        let dx = row_maxes_backward(&x, &y, &dy).unwrap();
        assert!(dx.data()[..3].iter().all(|g| g.is_nan()));
        assert_eq!(&dx.data()[3..], [0.0, 0.5, 0.5]);
        assert!(max(&x).unwrap().value().is_nan());
        assert!(col_maxes(&x).unwrap().data()[1].is_nan());

        let mut g = Graph::new();
        let input = g.input("x", &[2, 3]).unwrap();
        let cotangent = g.input("dy", &[2]).unwrap();
        let out = row_maxes_trace::forward(&mut g, input).unwrap();
        let back = row_maxes_trace::backward(&mut g, input, out, cotangent).unwrap();
        let inputs = HashMap::from([
            ("x".to_string(), Array::new([2, 3], x.data().to_vec()).unwrap()),
            ("dy".to_string(), Array::new([2], vec![1.0, 1.0]).unwrap()),
        ]);
        let values = evaluate(&g, &inputs, &[out, back]).unwrap();
        assert!(values[0].data[0].is_nan() && values[0].data[1] == 2.0);
        assert!(values[1].data[..3].iter().all(|g| g.is_nan()));
        assert_eq!(&values[1].data[3..], [0.0, 0.5, 0.5]);
    }
    use crate::dim::Const;

    type M = Matrix<f64, Const<2>, Const<3>>;

    #[test]
    fn maxima_share_the_gradient_among_ties() {
        let x = M::new(vec![1.0, 3.0, 3.0, 2.0, 0.0, -1.0]).unwrap();
        let y = row_maxes(&x).unwrap();
        assert_eq!(y.data(), [3.0, 2.0]);
        let dy = Vector::<f64, Const<2>>::new(vec![1.0, 4.0]).unwrap();
        assert_eq!(
            row_maxes_backward(&x, &y, &dy).unwrap().data(),
            [0.0, 0.5, 0.5, 4.0, 0.0, 0.0]
        );
        let m = max(&x).unwrap();
        assert_eq!(
            max_backward(&x, &m, &Tensor0::scalar(2.0)).unwrap().data(),
            [0.0, 1.0, 1.0, 0.0, 0.0, 0.0]
        );
        let c = col_maxes(&x).unwrap();
        assert_eq!(c.data(), [2.0, 3.0, 3.0]);
    }

    #[test]
    fn the_lowered_tie_split_is_the_rule() {
        use crate::hlo::TraceCheck;
        let x = M::new(vec![1.0, 3.0, 3.0, 2.0, 2.0, 2.0]).unwrap();
        let dy = Vector::<f64, Const<3>>::new(vec![0.5, -2.0, 3.0]).unwrap();
        let mut check = TraceCheck::new();
        let (xv, dyv) = (check.input("x", &x).unwrap(), check.input("dy", &dy).unwrap());
        let (yv, pullback) = col_maxes::trace(&mut check.graph, &xv).unwrap();
        let (dxv,) = pullback(&mut check.graph, &xv, &yv, &dyv).unwrap();
        let y = col_maxes(&x).unwrap();
        let dx = col_maxes_backward(&x, &y, &dy).unwrap();
        check.expect("the output", yv, &y);
        check.expect("the gradient", dxv, &dx);
        check.finish("col_maxes", 1e-12).unwrap();
    }

    #[test]
    fn folding_nothing_is_an_error_where_it_has_no_value() {
        let empty = Matrix::<f64, usize, usize>::zeros((2, 0));
        assert!(row_means(&empty).is_err() && row_maxes(&empty).is_err() && mean(&empty).is_err());
        assert_eq!(row_sums(&empty).data(), [0.0, 0.0]);
        assert!(col_means(&empty).unwrap().is_empty());
    }
}

//! The running sum along each row (`torch.cumsum(x, dim=-1)`).
//!
//! ```
//! use vjp_core::{Const, Matrix, cumsum_rows};
//! let x = Matrix::<f64, Const<2>, Const<3>>::new(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])?;
//! assert_eq!(cumsum_rows(&x).data(), [1.0, 3.0, 6.0, 4.0, 9.0, 15.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::Result;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use crate::vjp;

/// Every row of `x` replaced by its running sums, in order: `y[i, j] = Σ_{k ≤ j} x[i, k]`.
#[vjp(crate = crate, backward = cumsum_rows_backward, trace = cumsum_rows_trace, check(N = 3, D = 4))]
pub fn cumsum_rows<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>) -> Matrix<T, N, D> {
    running(x, |row| {
        let mut total = T::ZERO;
        for v in row {
            total += *v;
            *v = total;
        }
    })
}

/// The rule of [`cumsum_rows()`]: the running sums of `dy` from the end of each row,
/// `dx[i, k] = Σ_{j ≥ k} dy[i, j]`.
pub fn cumsum_rows_backward<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    _: &Matrix<T, N, D>,
    dy: &Matrix<T, N, D>,
) -> Result<Matrix<T, N, D>> {
    x.check_same_shape(dy, "cumsum_rows backward")?;
    Ok(running(dy, |row| {
        let mut total = T::ZERO;
        for v in row.iter_mut().rev() {
            total += *v;
            *v = total;
        }
    }))
}

/// A copy of `m` with `pass` applied to each row in place.
fn running<T: Scalar, N: Dim, D: Dim>(m: &Matrix<T, N, D>, pass: impl Fn(&mut [T])) -> Matrix<T, N, D> {
    let mut out = m.clone();
    let d = out.ncols();
    if d > 0 {
        out.data_mut().chunks_exact_mut(d).for_each(pass);
    }
    out
}

/// [`cumsum_rows()`] and its rule as graph primitives: a product with the upper triangle of
/// ones, `U[k, j] = [k ≤ j]`, built from two iotas.
pub mod cumsum_rows_trace {
    use crate::error::{Error, Result};
    use crate::hlo::{Comparison, Graph, Value};

    /// `U` `[D, D]` for a matrix `x` `[N, D]`.
    fn upper(g: &mut Graph, x: Value) -> Result<Value> {
        let &[_, d] = g.shape(x)? else {
            return Err(Error::invalid("cumsum_rows", "the argument must be a matrix"));
        };
        let (k, j) = (g.iota(&[d, d], 0)?, g.iota(&[d, d], 1)?);
        let kept = g.compare(Comparison::Le, k, j)?;
        let (one, zero) = (g.constant(1.0, &[d, d])?, g.constant(0.0, &[d, d])?);
        g.select(kept, one, zero)
    }

    /// `x U`.
    pub fn forward(g: &mut Graph, x: Value) -> Result<Value> {
        let u = upper(g, x)?;
        g.matmul(x, u)
    }

    /// `dy Uᵀ`.
    pub fn backward(g: &mut Graph, x: Value, _: Value, dy: Value) -> Result<Value> {
        let u = upper(g, x)?;
        g.contract(dy, u, 1, 1)
    }
}

//! The cosine similarity of each row of `a` with the same row of `b`, PyTorch's
//! `F.cosine_similarity(a, b, dim=-1, eps=)`.
//!
//! As PyTorch computes it: each row's norm is clamped below at `eps` before dividing
//! (`y = Σ (a / max(‖a‖, ε)) (b / max(‖b‖, ε))`), and the clamp is not differentiated, so the
//! gradient is `da = dy (b / (m_a m_b) - y a / (m_a ‖a‖))` with `m = max(‖·‖, ε)` whatever the
//! norm (the second term 0 for a zero row).
//!
//! ```
//! use vjp_core::{Const, Matrix, cosine_similarity};
//! type M = Matrix<f64, Const<1>, Const<2>>;
//! let (a, b) = (M::new(vec![1.0, 0.0])?, M::new(vec![1.0, 1.0])?);
//! assert!((cosine_similarity(&a, &b, 1e-8)?.data()[0] - 0.5f64.sqrt()).abs() < 1e-15);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Vector};
use crate::vjp;

/// One row pair's norms `‖a‖`, `‖b‖` and clamped norms.
struct Norms<T> {
    a: T,
    b: T,
    clamped_a: T,
    clamped_b: T,
}

impl<T: Scalar> Norms<T> {
    fn of(a: &[T], b: &[T], eps: T) -> Self {
        let norm = |v: &[T]| v.iter().map(|&x| x * x).sum::<T>().sqrt();
        let (na, nb) = (norm(a), norm(b));
        Norms {
            a: na,
            b: nb,
            clamped_a: na.max(eps),
            clamped_b: nb.max(eps),
        }
    }

    /// `Σ (a / m_a)(b / m_b)`.
    fn similarity(&self, a: &[T], b: &[T]) -> T {
        a.iter()
            .zip(b)
            .map(|(&x, &y)| (x / self.clamped_a) * (y / self.clamped_b))
            .sum()
    }
}

/// An error naming `op` unless `a` and `b` have one shape and there is one output and one
/// cotangent per row.
fn check<T: Scalar, N: Dim, D: Dim>(
    op: &'static str,
    a: &Matrix<T, N, D>,
    b: &Matrix<T, N, D>,
    per_row: &[&[T]],
) -> Result<()> {
    a.check_same_shape(b, op)?;
    if per_row.iter().any(|v| v.len() != a.nrows()) {
        return Err(Error::invalid(op, "there must be one output and one cotangent per row"));
    }
    Ok(())
}

/// The rows of `a` and `b`, paired (none for rows of no elements).
fn rows<'a, T: Scalar, N: Dim, D: Dim>(
    a: &'a Matrix<T, N, D>,
    b: &'a Matrix<T, N, D>,
) -> impl Iterator<Item = (&'a [T], &'a [T])> {
    let width = a.ncols().max(1);
    a.data().chunks_exact(width).zip(b.data().chunks_exact(width))
}

/// `Σ_j a_ij b_ij / (max(‖aᵢ‖, ε) max(‖bᵢ‖, ε))` for every row `i`; an error naming both shapes
/// if they differ.
#[vjp(crate = crate, backward = cosine_similarity_backward, trace = cosine_similarity_trace,
    check(N = 3, D = 4, eps = 1e-8))]
pub fn cosine_similarity<T: Scalar, N: Dim, D: Dim>(
    a: &Matrix<T, N, D>,
    b: &Matrix<T, N, D>,
    eps: T,
) -> Result<Vector<T, N>> {
    check("cosine_similarity", a, b, &[])?;
    let values = if a.ncols() == 0 {
        vec![T::ZERO; a.nrows()]
    } else {
        rows(a, b).map(|(x, y)| Norms::of(x, y, eps).similarity(x, y)).collect()
    };
    Vector::from_vec((a.shape().0,), values)
}

/// The rule of [`cosine_similarity()`]: `da = dy (b / (m_a m_b) - y a / (m_a ‖a‖))` and the same
/// with `a` and `b` swapped.
pub fn cosine_similarity_backward<T: Scalar, N: Dim, D: Dim>(
    a: &Matrix<T, N, D>,
    b: &Matrix<T, N, D>,
    eps: &T,
    y: &Vector<T, N>,
    dy: &Vector<T, N>,
) -> Result<(Matrix<T, N, D>, Matrix<T, N, D>)> {
    check("cosine_similarity backward", a, b, &[y.data(), dy.data()])?;
    let (mut da, mut db) = (Vec::with_capacity(a.numel()), Vec::with_capacity(b.numel()));
    for (((x, z), &s), &d) in rows(a, b).zip(y.data()).zip(dy.data()) {
        let n = Norms::of(x, z, *eps);
        // The term through a row's own norm, 0 for a zero row (the norm's gradient there).
        let own = |norm: T, clamped: T| {
            if norm == T::ZERO {
                T::ZERO
            } else {
                d * s / (clamped * norm)
            }
        };
        let (cross, own_a, own_b) = (
            d / (n.clamped_a * n.clamped_b),
            own(n.a, n.clamped_a),
            own(n.b, n.clamped_b),
        );
        da.extend(x.iter().zip(z).map(|(&p, &q)| cross * q - own_a * p));
        db.extend(x.iter().zip(z).map(|(&p, &q)| cross * p - own_b * q));
    }
    Ok((Matrix::from_vec(a.shape(), da)?, Matrix::from_vec(b.shape(), db)?))
}

/// [`cosine_similarity()`] and its rule as graph primitives.
pub mod cosine_similarity_trace {
    use crate::error::Result;
    use crate::hlo::{Binary, Comparison, Graph, Unary, Value};
    use crate::scalar::Scalar;

    /// Each row's norm `[N]` and its clamp at `eps`.
    fn norms(g: &mut Graph, x: Value, eps: f64) -> Result<(Value, Value)> {
        let squares = g.mul(x, x)?;
        let sums = g.sum(squares, &[1])?;
        let norm = g.unary(Unary::Sqrt, sums)?;
        let floor = g.full_like(norm, eps)?;
        Ok((norm, g.binary(Binary::Maximum, norm, floor)?))
    }

    /// `Σ (a / m_a)(b / m_b)` per row.
    pub fn forward<T: Scalar>(g: &mut Graph, a: Value, b: Value, eps: T) -> Result<Value> {
        let (_, ma) = norms(g, a, eps.to_f64())?;
        let (_, mb) = norms(g, b, eps.to_f64())?;
        let ma = g.broadcast_cols(ma, a)?;
        let mb = g.broadcast_cols(mb, b)?;
        let ua = g.div(a, ma)?;
        let ub = g.div(b, mb)?;
        let product = g.mul(ua, ub)?;
        g.sum(product, &[1])
    }

    /// `dy y / (m ‖x‖)` per row, 0 where the norm is 0, spread over the row.
    fn own(g: &mut Graph, x: Value, norm: Value, clamped: Value, y: Value, dy: Value) -> Result<Value> {
        let scaled = g.mul(dy, y)?;
        let denominator = g.mul(clamped, norm)?;
        let ratio = g.div(scaled, denominator)?;
        let zero = g.full_like(norm, 0.0)?;
        let flat = g.compare(Comparison::Eq, norm, zero)?;
        let ratio = g.select(flat, zero, ratio)?;
        g.broadcast_cols(ratio, x)
    }

    /// `da = dy (b / (m_a m_b) - y a / (m_a ‖a‖))`, `db` alike.
    pub fn backward<T: Scalar>(
        g: &mut Graph,
        a: Value,
        b: Value,
        eps: &T,
        y: Value,
        dy: Value,
    ) -> Result<(Value, Value)> {
        let (na, ma) = norms(g, a, eps.to_f64())?;
        let (nb, mb) = norms(g, b, eps.to_f64())?;
        let both = g.mul(ma, mb)?;
        let cross = g.div(dy, both)?;
        let cross = g.broadcast_cols(cross, a)?;
        let own_a = own(g, a, na, ma, y, dy)?;
        let own_b = own(g, b, nb, mb, y, dy)?;
        let (cross_a, self_a) = (g.mul(cross, b)?, g.mul(own_a, a)?);
        let (cross_b, self_b) = (g.mul(cross, a)?, g.mul(own_b, b)?);
        Ok((g.sub(cross_a, self_a)?, g.sub(cross_b, self_b)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type M = Matrix<f64, usize, usize>;

    /// PyTorch's values at a row below `eps` and a zero row:
    /// `F.cosine_similarity(a, b, dim=1, eps=1e-8)` and its gradient for `dy = 1`.
    #[test]
    fn small_and_zero_rows_are_pytorchs() {
        let a = M::from_vec((2, 3), vec![1e-9, 2e-9, 0.0, 0.0, 0.0, 0.0]).unwrap();
        let b = M::from_vec((2, 3), vec![3.0, 1.0, 2.0, 1.0, 1.0, 1.0]).unwrap();
        let y = cosine_similarity(&a, &b, 1e-8).unwrap();
        assert!((y.data()[0] - 0.133_630_620_956_212_1).abs() < 1e-12);
        assert_eq!(y.data()[1], 0.0);
        let dy = Vector::from_vec((2,), vec![1.0, 1.0]).unwrap();
        let (da, db) = cosine_similarity_backward(&a, &b, &1e-8, &y, &dy).unwrap();
        // torch: a.grad[0] = [7.4202e+07, 1.4774e+07, 5.3452e+07], a.grad[1] = 5.7735e+07 each,
        // b.grad[1] = 0.
        for (ours, torch) in da
            .data()
            .iter()
            .zip([7.4202e7, 1.4774e7, 5.3452e7, 5.7735e7, 5.7735e7, 5.7735e7])
        {
            assert!((ours / torch - 1.0).abs() < 1e-4, "{ours} {torch}");
        }
        assert_eq!(&db.data()[3..], [0.0; 3]);
    }
}

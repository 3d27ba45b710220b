//! Matrix product `C = A B`; its backward is two matrix products.

use crate::dim::{Dim, SameDim};
use crate::error::{Error, Result};
use crate::hlo::Traced;
use crate::scalar::Scalar;
use crate::tape::{NodeId, ParamNodes, Record, RecordResult, Tape};
use crate::tensor::Matrix;
use crate::witness::{Parameterless, Vjp};
use vjp_macros::vjp;

/// `A B` for `A: [M, K]`, `B: [K, N]`.
///
/// The inner dimensions must meet ([`SameDim`]): two different `Const`s do not compile, a
/// run-time size that differs is an error naming both shapes.
#[vjp(crate = crate, backward = matmul_backward, trace = matmul_trace, check(M = 2, K = 3, K2 = 3, N = 4))]
pub fn matmul<T: Scalar, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim>(
    a: &Matrix<T, M, K>,
    b: &Matrix<T, K2, N>,
) -> Result<Matrix<T, M, N>> {
    check_inner(a, b)?;
    let (m, n) = (a.shape().0, b.shape().1);
    Matrix::product((m, n), a.view(), b.view())
}

/// The rule of [`matmul()`]: `(dA, dB) = (dC Bᵀ, Aᵀ dC)`.
pub fn matmul_backward<T: Scalar, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim>(
    a: &Matrix<T, M, K>,
    b: &Matrix<T, K2, N>,
    _c: &Matrix<T, M, N>,
    dc: &Matrix<T, M, N>,
) -> Result<(Matrix<T, M, K>, Matrix<T, K2, N>)> {
    check_inner(a, b)?;
    if dc.nrows() != a.nrows() || dc.ncols() != b.ncols() {
        return Err(Error::mismatch(
            "matmul backward",
            [a.nrows(), b.ncols()],
            dc.dims(),
            "the cotangent must have the product's shape",
        ));
    }
    let da = Matrix::product(a.shape(), dc.view(), b.view().transpose())?;
    let db = Matrix::product(b.shape(), a.view().transpose(), dc.view())?;
    Ok((da, db))
}

/// [`matmul()`] and its rule as graph primitives.
pub mod matmul_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `A B`.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        g.matmul(a, b)
    }

    /// `(dC Bᵀ, Aᵀ dC)`, as products contracting the shared dimension (no transposes).
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dc: Value) -> Result<(Value, Value)> {
        Ok((g.contract(dc, b, 1, 1)?, g.contract(a, dc, 0, 0)?))
    }
}

fn check_inner<T: Scalar, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim>(
    a: &Matrix<T, M, K>,
    b: &Matrix<T, K2, N>,
) -> Result<()> {
    if a.shape().1.same(&b.shape().0) {
        Ok(())
    } else {
        Err(Error::mismatch(
            "matmul",
            a.dims(),
            b.dims(),
            "the left operand's columns must equal the right operand's rows",
        ))
    }
}

/// The witness for [`matmul()`] with both operands differentiable: input `(A, B)`, as in
/// attention's `Q Kᵀ` and `P V`. (`matmul::Layer` is the other reading: `x ↦ x B` with
/// parameter `B`.)
#[derive(Clone, Copy, Debug, Default)]
pub struct MatMul;

impl Parameterless for MatMul {}

impl<T: Scalar, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim> Vjp<T, (Matrix<T, M, K>, Matrix<T, K2, N>)> for MatMul {
    type Output = Matrix<T, M, N>;
    type Saved = (Matrix<T, M, K>, Matrix<T, K2, N>, Matrix<T, M, N>);
    fn forward(&self, (a, b): (Matrix<T, M, K>, Matrix<T, K2, N>)) -> Result<(Self::Output, Self::Saved)> {
        let c = matmul(&a, &b)?;
        Ok((c.clone(), (a, b, c)))
    }
    fn backward(
        &self,
        (a, b, c): &Self::Saved,
        dc: &Self::Output,
    ) -> Result<((Matrix<T, M, K>, Matrix<T, K2, N>), ())> {
        Ok((matmul_backward(a, b, c, dc)?, ()))
    }
}

/// [`MatMul`] traced through [`matmul_trace`].
impl<T: Scalar, M: Dim, K: SameDim<K2>, K2: Dim, N: Dim> crate::hlo::Trace<T, (Matrix<T, M, K>, Matrix<T, K2, N>)>
    for MatMul
{
    type In = (Traced<Matrix<T, M, K>>, Traced<Matrix<T, K2, N>>);
    type Out = Traced<Matrix<T, M, N>>;
    type Kept = (Traced<Matrix<T, M, K>>, Traced<Matrix<T, K2, N>>);
    fn trace(
        &self,
        g: &mut crate::hlo::Graph,
        _: &mut crate::hlo::Parameters,
        (a, b): (Traced<Matrix<T, M, K>>, Traced<Matrix<T, K2, N>>),
    ) -> Result<(Traced<Matrix<T, M, N>>, Self::Kept)> {
        Ok((Traced::new(matmul_trace::forward(g, a.value(), b.value())?), (a, b)))
    }
    fn trace_back(
        &self,
        g: &mut crate::hlo::Graph,
        _: &mut crate::hlo::Parameters,
        (a, b): &Self::Kept,
        dy: Traced<Matrix<T, M, N>>,
    ) -> Result<(Traced<Matrix<T, M, K>>, Traced<Matrix<T, K2, N>>)> {
        let (da, db) = matmul_trace::backward(g, a.value(), b.value(), dy.value(), dy.value())?;
        Ok((Traced::new(da), Traced::new(db)))
    }
}

impl<T: Scalar, M: Dim, K: Dim, N: Dim> Record<T, (Matrix<T, M, K>, Matrix<T, K, N>)> for MatMul {
    fn record(&self, tape: &mut Tape<T>, (a, b): (NodeId, NodeId), _: &mut ParamNodes) -> RecordResult<NodeId> {
        matmul::record::<T, M, K, K, N>(tape, a, b)
    }
}

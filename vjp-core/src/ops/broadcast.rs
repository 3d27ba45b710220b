//! Elementwise `+`, `-`, `*`, `/` with numpy's (and PyTorch's) broadcasting: the shapes are
//! aligned at their last axes, and a missing leading axis or a dimension of size 1 stretches to
//! the other's. The output's shape is [`BroadcastShape`]'s: static dimensions that do not
//! broadcast are a compile error (a dimension meant to stretch is written [`One`](crate::One)),
//! run-time ones an error naming both shapes. Each gradient is summed over the axes its operand
//! was stretched along.
//!
//! ```
//! use vjp_core::{Const, Matrix, One, Vector, broadcast_add, broadcast_mul};
//! let x = Matrix::<f64, Const<2>, Const<3>>::new(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])?;
//! // A row against every row (PyTorch's `x + b` with `b` of shape `[3]`).
//! let b = Vector::<f64, Const<3>>::new(vec![10.0, 20.0, 30.0])?;
//! assert_eq!(broadcast_add(&x, &b)?.data(), [11.0, 22.0, 33.0, 14.0, 25.0, 36.0]);
//! // A column against every column (`x * s` with `s` of shape `[2, 1]`).
//! let s = Matrix::<f64, Const<2>, One>::new(vec![1.0, -1.0])?;
//! assert_eq!(broadcast_mul(&x, &s)?.data(), [1.0, 2.0, 3.0, -4.0, -5.0, -6.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::{Broadcast, BroadcastShape, Shape, broadcast_dims};
use crate::tensor::Tensor;
use crate::vjp;

/// Where every output element reads its operands.
struct Plan {
    out: Vec<usize>,
    a: Vec<usize>,
    b: Vec<usize>,
}

/// The row-major index into `dims` (aligned at the last axis of `out`, stretched where 1) of
/// every element of `out`.
fn sources(dims: &[usize], out: &[usize]) -> Vec<usize> {
    let offset = out.len() - dims.len();
    let mut strides = vec![0; out.len()];
    let mut stride = 1;
    for k in (0..dims.len()).rev() {
        let size = dims.get(k).copied().unwrap_or(1);
        if let Some(s) = strides.get_mut(k + offset) {
            *s = if size == 1 { 0 } else { stride };
        }
        stride *= size;
    }
    let count: usize = out.iter().product();
    let mut indices = Vec::with_capacity(count);
    let mut position = vec![0; out.len()];
    for _ in 0..count {
        indices.push(position.iter().zip(&strides).map(|(p, s)| p * s).sum());
        for k in (0..out.len()).rev() {
            if let (Some(p), Some(&size)) = (position.get_mut(k), out.get(k)) {
                *p += 1;
                if *p < size {
                    break;
                }
                *p = 0;
            }
        }
    }
    indices
}

impl Plan {
    /// The plan of `a` against `b`; an error naming `op` and both shapes if they do not
    /// broadcast.
    fn new(op: &'static str, a: &[usize], b: &[usize]) -> Result<Self> {
        let out = broadcast_dims(a, b).ok_or_else(|| {
            Error::mismatch(
                op,
                a.to_vec(),
                b.to_vec(),
                "shapes broadcast when each pair of dimensions, aligned at the last axis, is equal or one of them 1",
            )
        })?;
        Ok(Plan {
            a: sources(a, &out),
            b: sources(b, &out),
            out,
        })
    }
}

/// `f(a, b)` for every element of the broadcast shape.
fn forward<T: Scalar, SA: Shape + BroadcastShape<SB>, SB: Shape>(
    op: &'static str,
    a: &Tensor<T, SA>,
    b: &Tensor<T, SB>,
    f: impl Fn(T, T) -> T,
) -> Result<Tensor<T, Broadcast<SA, SB>>> {
    let (da, db) = (a.dims(), b.dims());
    if da == db {
        // One shape: elementwise, as the same-shape ops compute it.
        let values = crate::simd::map2(a.data(), b.data(), f);
        return Tensor::from_vec(Broadcast::<SA, SB>::from_dims(&da)?, values);
    }
    let plan = Plan::new(op, &da, &db)?;
    let values = plan
        .a
        .iter()
        .zip(&plan.b)
        .map(|(&i, &j)| {
            f(
                a.data().get(i).copied().unwrap_or(T::ZERO),
                b.data().get(j).copied().unwrap_or(T::ZERO),
            )
        })
        .collect();
    Tensor::from_vec(Broadcast::<SA, SB>::from_dims(&plan.out)?, values)
}

/// The gradients of an elementwise op, `gradients(a, b, y, dy) = (da, db)` element by element
/// (`y` the output), each summed over the axes its operand was stretched along. On one shape, nothing is summed: the
/// values are the same-shape op's rule's, bit for bit.
#[allow(clippy::type_complexity)]
fn backward<T: Scalar, SA: Shape + BroadcastShape<SB>, SB: Shape>(
    op: &'static str,
    a: &Tensor<T, SA>,
    b: &Tensor<T, SB>,
    y: &Tensor<T, Broadcast<SA, SB>>,
    dy: &Tensor<T, Broadcast<SA, SB>>,
    gradients: impl Fn(T, T, T, T) -> (T, T),
) -> Result<(Tensor<T, SA>, Tensor<T, SB>)> {
    let (dims_a, dims_b) = (a.dims(), b.dims());
    let plan = if dims_a == dims_b {
        None
    } else {
        Some(Plan::new(op, &dims_a, &dims_b)?)
    };
    let out = plan.as_ref().map_or(&dims_a, |p| &p.out);
    let expected = [
        (y, "the output has the broadcast shape"),
        (dy, "the cotangent has the broadcast shape"),
    ];
    for (tensor, what) in expected {
        if tensor.dims() != *out {
            return Err(Error::mismatch(op, out.clone(), tensor.dims(), what));
        }
    }
    let (da, db) = match plan {
        None => crate::simd::map4_unzip((a.data(), b.data(), y.data(), dy.data()), gradients),
        Some(plan) => {
            let (mut da, mut db) = (vec![T::ZERO; a.numel()], vec![T::ZERO; b.numel()]);
            for ((&i, &j), (&z, &d)) in plan.a.iter().zip(&plan.b).zip(y.data().iter().zip(dy.data())) {
                let (x, w) = (
                    a.data().get(i).copied().unwrap_or(T::ZERO),
                    b.data().get(j).copied().unwrap_or(T::ZERO),
                );
                let (ga, gb) = gradients(x, w, z, d);
                if let (Some(sa), Some(sb)) = (da.get_mut(i), db.get_mut(j)) {
                    *sa += ga;
                    *sb += gb;
                }
            }
            (da, db)
        }
    };
    Ok((Tensor::from_vec(a.shape(), da)?, Tensor::from_vec(b.shape(), db)?))
}

/// A broadcasting op and its rule from the elementwise forward `|x, y| …` and gradients
/// `|x, y, z, d| (dx, dy)` (`z` the output, `d` its cotangent).
macro_rules! broadcast_op {
    (
        $(#[doc = $doc:literal])*
        $name:ident, $backward:ident, $trace:ident, check($($check:tt)*),
        forward $forward:expr,
        $(#[doc = $rule_doc:literal])*
        gradients $gradients:expr $(,)?
    ) => {
        $(#[doc = $doc])*
        #[vjp(crate = crate, backward = $backward, trace = $trace, check($($check)*))]
        pub fn $name<T: Scalar, SA: Shape + BroadcastShape<SB>, SB: Shape>(
            a: &Tensor<T, SA>,
            b: &Tensor<T, SB>,
        ) -> Result<Tensor<T, Broadcast<SA, SB>>> {
            forward(stringify!($name), a, b, $forward)
        }

        $(#[doc = $rule_doc])*
        #[allow(clippy::type_complexity)]
        pub fn $backward<T: Scalar, SA: Shape + BroadcastShape<SB>, SB: Shape>(
            a: &Tensor<T, SA>,
            b: &Tensor<T, SB>,
            y: &Tensor<T, Broadcast<SA, SB>>,
            dy: &Tensor<T, Broadcast<SA, SB>>,
        ) -> Result<(Tensor<T, SA>, Tensor<T, SB>)> {
            backward(concat!(stringify!($name), " backward"), a, b, y, dy, $gradients)
        }
    };
}

broadcast_op! {
    /// `a + b`, broadcast (PyTorch's `a + b`, `torch.add`).
    broadcast_add, broadcast_add_backward, broadcast_add_trace,
    check(SA = (Const<3>, Const<4>), SB = (Const<4>,)),
    forward #[inline(always)] |x, y| x + y,
    /// The rule of [`broadcast_add()`]: `dy` to both, summed over the stretched axes.
    gradients #[inline(always)] |_, _, _, d| (d, d),
}

broadcast_op! {
    /// `a - b`, broadcast (PyTorch's `a - b`, `torch.sub`).
    broadcast_sub, broadcast_sub_backward, broadcast_sub_trace,
    check(SA = (Const<3>, crate::dim::One), SB = (Const<3>, Const<4>)),
    forward #[inline(always)] |x, y| x - y,
    /// The rule of [`broadcast_sub()`]: `dy` and `-dy`, summed over the stretched axes.
    gradients #[inline(always)] |_, _, _, d| (d, -d),
}

broadcast_op! {
    /// `a ⊙ b`, broadcast (PyTorch's `a * b`, `torch.mul`).
    broadcast_mul, broadcast_mul_backward, broadcast_mul_trace,
    check(SA = (crate::dim::One, Const<4>), SB = (Const<3>, crate::dim::One)),
    forward #[inline(always)] |x, y| x * y,
    /// The rule of [`broadcast_mul()`]: `dy ⊙ b` and `dy ⊙ a`, summed over the stretched axes.
    gradients #[inline(always)] |x, y, _, d| (d * y, d * x),
}

broadcast_op! {
    /// `a / b`, broadcast (PyTorch's `a / b`, `torch.div`).
    broadcast_div, broadcast_div_backward, broadcast_div_trace,
    check(SA = (Const<3>, Const<4>), SB = ()),
    forward #[inline(always)] |x, y| x / y,
    /// The rule of [`broadcast_div()`], from the quotient `y`: `dy / b` and `-(dy / b) ⊙ y`,
    /// summed over the stretched axes.
    gradients #[inline(always)] |_, w, z, d| {
        let da = d / w;
        (da, -(da * z))
    },
}

/// The graph forms: operands laid out in the broadcast shape, gradients summed back.
mod in_graph {
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};
    use crate::shape::broadcast_dims;

    /// The broadcast shape of `a` and `b`.
    pub fn shape(g: &Graph, a: Value, b: Value) -> Result<Vec<usize>> {
        let (da, db) = (g.shape(a)?.to_vec(), g.shape(b)?.to_vec());
        broadcast_dims(&da, &db).ok_or_else(|| {
            Error::mismatch(
                "broadcast trace",
                da,
                db,
                "shapes broadcast when each pair of dimensions is equal or one of them 1",
            )
        })
    }

    /// The axes of `out` that `x` of `dims` keeps (neither missing nor stretched).
    fn kept(dims: &[usize], out: &[usize]) -> Vec<usize> {
        let offset = out.len() - dims.len();
        (0..dims.len())
            .filter(|&k| dims.get(k) == out.get(k + offset))
            .map(|k| k + offset)
            .collect()
    }

    /// `x` laid out in `out`: its stretched axes dropped, then broadcast (`x` itself if it has
    /// the shape).
    pub fn expand(g: &mut Graph, x: Value, out: &[usize]) -> Result<Value> {
        let dims = g.shape(x)?.to_vec();
        if dims == out {
            return Ok(x);
        }
        let kept = kept(&dims, out);
        let sizes: Vec<usize> = kept.iter().filter_map(|&k| out.get(k).copied()).collect();
        let squeezed = g.reshape(x, &sizes)?;
        g.broadcast_in_dim(squeezed, out, &kept)
    }

    /// `d` (in `out`) summed over the axes `x` was stretched along, in `x`'s shape.
    pub fn reduce(g: &mut Graph, d: Value, x: Value, out: &[usize]) -> Result<Value> {
        let dims = g.shape(x)?.to_vec();
        let kept = kept(&dims, out);
        let summed: Vec<usize> = (0..out.len()).filter(|k| !kept.contains(k)).collect();
        if summed.is_empty() {
            return Ok(d);
        }
        let total = g.sum(d, &summed)?;
        g.reshape(total, &dims)
    }

    /// The gradients `(reduce(dy ⊙ pa), reduce(dy ⊙ pb))` of partials built from the expanded
    /// operands.
    pub fn gradients(
        g: &mut Graph,
        a: Value,
        b: Value,
        dy: Value,
        partials: impl FnOnce(&mut Graph, Value, Value, Value) -> Result<(Value, Value)>,
    ) -> Result<(Value, Value)> {
        let out = shape(g, a, b)?;
        let (ea, eb) = (expand(g, a, &out)?, expand(g, b, &out)?);
        let (ga, gb) = partials(g, ea, eb, dy)?;
        Ok((reduce(g, ga, a, &out)?, reduce(g, gb, b, &out)?))
    }

    /// `f(a, b)` on the expanded operands.
    pub fn forward(
        g: &mut Graph,
        a: Value,
        b: Value,
        f: impl FnOnce(&mut Graph, Value, Value) -> Result<Value>,
    ) -> Result<Value> {
        let out = shape(g, a, b)?;
        let (ea, eb) = (expand(g, a, &out)?, expand(g, b, &out)?);
        f(g, ea, eb)
    }
}

/// [`broadcast_add()`] and its rule as graph primitives.
pub mod broadcast_add_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `a + b` expanded.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        super::in_graph::forward(g, a, b, |g, a, b| g.add(a, b))
    }

    /// `dy` summed back to each.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        super::in_graph::gradients(g, a, b, dy, |_, _, _, dy| Ok((dy, dy)))
    }
}

/// [`broadcast_sub()`] and its rule as graph primitives.
pub mod broadcast_sub_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `a - b` expanded.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        super::in_graph::forward(g, a, b, |g, a, b| g.sub(a, b))
    }

    /// `dy` and `-dy` summed back.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        super::in_graph::gradients(g, a, b, dy, |g, _, _, dy| Ok((dy, g.unary(Unary::Negate, dy)?)))
    }
}

/// [`broadcast_mul()`] and its rule as graph primitives.
pub mod broadcast_mul_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// `a ⊙ b` expanded.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        super::in_graph::forward(g, a, b, |g, a, b| g.mul(a, b))
    }

    /// `dy ⊙ b` and `dy ⊙ a` summed back.
    pub fn backward(g: &mut Graph, a: Value, b: Value, _: Value, dy: Value) -> Result<(Value, Value)> {
        super::in_graph::gradients(g, a, b, dy, |g, a, b, dy| Ok((g.mul(dy, b)?, g.mul(dy, a)?)))
    }
}

/// [`broadcast_div()`] and its rule as graph primitives.
pub mod broadcast_div_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `a / b` expanded.
    pub fn forward(g: &mut Graph, a: Value, b: Value) -> Result<Value> {
        super::in_graph::forward(g, a, b, |g, a, b| g.div(a, b))
    }

    /// `dy / b` and `-(dy / b) ⊙ y` summed back.
    pub fn backward(g: &mut Graph, a: Value, b: Value, y: Value, dy: Value) -> Result<(Value, Value)> {
        super::in_graph::gradients(g, a, b, dy, |g, _, b, dy| {
            let da = g.div(dy, b)?;
            let product = g.mul(da, y)?;
            Ok((da, g.unary(Unary::Negate, product)?))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;

    /// On one shape the values and the gradients are the same-shape ops', bit for bit.
    #[test]
    fn one_shape_is_the_same_shape_ops() {
        use crate::ops::{add, binary};
        let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(7);
        let a = Matrix::<f64, usize, usize>::random((3, 5), &mut rng);
        let b = Matrix::<f64, usize, usize>::random((3, 5), &mut rng).map(|v| v + 2.0);
        let dy = Matrix::<f64, usize, usize>::random((3, 5), &mut rng);
        type Op = fn(&Matrix<f64, usize, usize>, &Matrix<f64, usize, usize>) -> Result<Matrix<f64, usize, usize>>;
        type Rule = fn(
            &Matrix<f64, usize, usize>,
            &Matrix<f64, usize, usize>,
            &Matrix<f64, usize, usize>,
            &Matrix<f64, usize, usize>,
        ) -> Result<(Matrix<f64, usize, usize>, Matrix<f64, usize, usize>)>;
        let pairs: [(Op, Rule, Op, Rule); 4] = [
            (broadcast_add, broadcast_add_backward, add::add, add::add_backward),
            (broadcast_sub, broadcast_sub_backward, binary::sub, binary::sub_backward),
            (broadcast_mul, broadcast_mul_backward, binary::mul, binary::mul_backward),
            (broadcast_div, broadcast_div_backward, binary::div, binary::div_backward),
        ];
        for (f, r, same, same_rule) in pairs {
            let (y, reference) = (f(&a, &b).unwrap(), same(&a, &b).unwrap());
            assert_eq!(y, reference);
            assert_eq!(r(&a, &b, &y, &dy).unwrap(), same_rule(&a, &b, &reference, &dy).unwrap());
        }
    }

    /// Run-time shapes that do not broadcast are an error naming both.
    #[test]
    fn shapes_that_do_not_broadcast_are_named() {
        let a = Matrix::<f64, usize, usize>::zeros((2, 3));
        let b = Matrix::<f64, usize, usize>::zeros((2, 4));
        let err = broadcast_add(&a, &b).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("broadcast_add: shapes [2, 3] and [2, 4] do not fit"),
            "{err}"
        );
        let column = Matrix::<f64, usize, usize>::zeros((2, 1));
        assert_eq!(broadcast_mul(&a, &column).unwrap().dims(), [2, 3]);
        let row = Matrix::<f64, usize, usize>::zeros((1, 3));
        assert_eq!(broadcast_sub(&column, &row).unwrap().dims(), [2, 3]);
    }
}

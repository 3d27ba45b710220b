//! The type each primitive gives, inferred (and checked) from its operands' types.

// Shapes are indexed only at dimensions checked to be in range first (`distinct_in_range`,
// rank comparisons).
#![allow(clippy::indexing_slicing)]

use super::op::{DotDims, Element, Op, Type};
use crate::error::{Error, Result};

fn refuse(op: &'static str, message: impl Into<String>) -> Error {
    Error::invalid(op, message)
}

fn expect_float(op: &'static str, what: &str, t: &Type) -> Result<()> {
    match t.element {
        Element::Float => Ok(()),
        Element::Pred => Err(refuse(op, format!("{what} must be a float tensor, not a boolean one"))),
        Element::Int => Err(refuse(
            op,
            format!("{what} must be a float tensor, not an integer one (convert it first)"),
        )),
    }
}

fn same_shape(op: &'static str, a: &Type, b: &Type) -> Result<()> {
    if a.shape == b.shape {
        Ok(())
    } else {
        Err(Error::mismatch(
            op,
            a.shape.clone(),
            b.shape.clone(),
            "elementwise operands have one shape (broadcast explicitly)",
        ))
    }
}

fn distinct_in_range(op: &'static str, what: &str, dims: &[usize], rank: usize) -> Result<()> {
    for (k, &d) in dims.iter().enumerate() {
        if d >= rank {
            return Err(refuse(
                op,
                format!("{what} {d} is not a dimension of a rank-{rank} operand"),
            ));
        }
        if dims.get(..k).is_some_and(|before| before.contains(&d)) {
            return Err(refuse(op, format!("{what} {d} is listed twice")));
        }
    }
    Ok(())
}

/// The type `op` gives, from its operands' types (`operands[i]` is the type of
/// `op.operands()[i]`) and, for the ops that take it as given (`input`, `constant`, `iota`,
/// `broadcast_in_dim`, `reshape`), the result shape `shape`. An error names the op and what
/// does not fit.
pub fn infer(op: &Op, operands: &[&Type], shape: Option<&[usize]>) -> Result<Type> {
    let kind = op.kind();
    let given = || {
        shape
            .map(<[usize]>::to_vec)
            .ok_or_else(|| refuse(kind, "needs its result shape"))
    };
    let operand = |i: usize| {
        operands.get(i).copied().ok_or_else(|| {
            refuse(
                kind,
                format!("reads {} operands, not {}", op.operands().len(), operands.len()),
            )
        })
    };
    match op {
        Op::Input { element, .. } => Ok(Type {
            shape: given()?,
            element: *element,
        }),
        Op::Constant { .. } => Ok(Type::float(given()?)),
        Op::Convert { element, .. } => {
            let x = operand(0)?;
            match (x.element, *element) {
                (Element::Int, Element::Float) | (Element::Float, Element::Int) => Ok(Type {
                    shape: x.shape.clone(),
                    element: *element,
                }),
                _ => Err(refuse(kind, "converts integers to floats or floats to integers")),
            }
        }
        Op::Gather { .. } | Op::ScatterAdd { .. } => {
            let (table, ids) = (operand(0)?, operand(1)?);
            expect_float(kind, "the matrix", table)?;
            let (&[_, d], &[n], Element::Int) = (&table.shape[..], &ids.shape[..], ids.element) else {
                return Err(refuse(kind, "takes a matrix and a vector of integer ids"));
            };
            if matches!(op, Op::Gather { .. }) {
                return Ok(Type::float(vec![n, d]));
            }
            let updates = operand(2)?;
            expect_float(kind, "the rows", updates)?;
            if updates.shape != [n, d] {
                return Err(Error::mismatch(
                    kind,
                    vec![n, d],
                    updates.shape.clone(),
                    "one row of the matrix's width per id",
                ));
            }
            Ok(table.clone())
        }
        Op::Literal { values } => {
            let shape = given()?;
            if values.len() != shape.iter().product::<usize>() {
                return Err(refuse(
                    kind,
                    format!("{} elements cannot fill the shape {shape:?}", values.len()),
                ));
            }
            Ok(Type::float(shape))
        }
        Op::Iota { dim } => {
            let shape = given()?;
            if *dim >= shape.len() {
                return Err(refuse(
                    kind,
                    format!("dimension {dim} is not one of a rank-{} shape", shape.len()),
                ));
            }
            Ok(Type::float(shape))
        }
        Op::Unary { .. } => {
            let x = operand(0)?;
            expect_float(kind, "the operand", x)?;
            Ok(x.clone())
        }
        Op::Binary { .. } | Op::Compare { .. } => {
            let (a, b) = (operand(0)?, operand(1)?);
            expect_float(kind, "the left operand", a)?;
            expect_float(kind, "the right operand", b)?;
            same_shape(kind, a, b)?;
            Ok(match op {
                Op::Compare { .. } => Type {
                    shape: a.shape.clone(),
                    element: Element::Pred,
                },
                _ => a.clone(),
            })
        }
        Op::Select { .. } => {
            let (pred, on_true, on_false) = (operand(0)?, operand(1)?, operand(2)?);
            if pred.element != Element::Pred {
                return Err(refuse(kind, "its first operand must be booleans (a `compare`)"));
            }
            same_shape(kind, pred, on_true)?;
            same_shape(kind, on_true, on_false)?;
            expect_float(kind, "the chosen operands", on_true)?;
            Ok(on_true.clone())
        }
        Op::DotGeneral { dims, .. } => {
            let (lhs, rhs) = (operand(0)?, operand(1)?);
            expect_float(kind, "the left operand", lhs)?;
            expect_float(kind, "the right operand", rhs)?;
            dot_shape(&lhs.shape, &rhs.shape, dims).map(Type::float)
        }
        Op::Reduce { dims, .. } => {
            let x = operand(0)?;
            expect_float(kind, "the operand", x)?;
            distinct_in_range(kind, "dimension", dims, x.shape.len())?;
            let kept = x
                .shape
                .iter()
                .enumerate()
                .filter(|(d, _)| !dims.contains(d))
                .map(|(_, &n)| n)
                .collect::<Vec<_>>();
            Ok(Type::float(kept))
        }
        Op::BroadcastInDim { dims, .. } => {
            let x = operand(0)?;
            let out = given()?;
            if dims.len() != x.shape.len() {
                return Err(refuse(
                    kind,
                    format!(
                        "a rank-{} operand needs {} target dimensions, not {}",
                        x.shape.len(),
                        x.shape.len(),
                        dims.len()
                    ),
                ));
            }
            distinct_in_range(kind, "target dimension", dims, out.len())?;
            for (&d, &n) in dims.iter().zip(&x.shape) {
                if n != out[d] && n != 1 {
                    return Err(Error::mismatch(
                        kind,
                        x.shape.clone(),
                        out.clone(),
                        "each operand dimension has its target dimension's size, or size 1",
                    ));
                }
            }
            Ok(Type {
                shape: out,
                element: x.element,
            })
        }
        Op::Reshape { .. } => {
            let x = operand(0)?;
            let out = given()?;
            if out.iter().product::<usize>() != x.numel() {
                return Err(Error::mismatch(
                    kind,
                    x.shape.clone(),
                    out,
                    "a reshape keeps the number of elements",
                ));
            }
            Ok(Type {
                shape: out,
                element: x.element,
            })
        }
        Op::Transpose { permutation, .. } => {
            let x = operand(0)?;
            if permutation.len() != x.shape.len() {
                return Err(refuse(
                    kind,
                    format!(
                        "a rank-{} operand needs a permutation of {} dimensions",
                        x.shape.len(),
                        x.shape.len()
                    ),
                ));
            }
            distinct_in_range(kind, "dimension", permutation, x.shape.len())?;
            Ok(Type {
                shape: permutation.iter().map(|&p| x.shape[p]).collect(),
                element: x.element,
            })
        }
        Op::Slice {
            start, limit, strides, ..
        } => {
            let x = operand(0)?;
            let rank = x.shape.len();
            if start.len() != rank || limit.len() != rank || strides.len() != rank {
                return Err(refuse(
                    kind,
                    format!("start, limit and strides need {rank} entries each"),
                ));
            }
            let mut out = Vec::with_capacity(rank);
            for d in 0..rank {
                let (s, l, t, n) = (start[d], limit[d], strides[d], x.shape[d]);
                if s > l || l > n || t == 0 {
                    return Err(refuse(
                        kind,
                        format!(
                            "dimension {d} of size {n}: start {s}, limit {l} and stride {t} need start <= limit <= size and stride >= 1"
                        ),
                    ));
                }
                out.push((l - s).div_ceil(t));
            }
            Ok(Type {
                shape: out,
                element: x.element,
            })
        }
        Op::Pad {
            low, high, interior, ..
        } => {
            let x = operand(0)?;
            expect_float(kind, "the operand", x)?;
            let rank = x.shape.len();
            if low.len() != rank || high.len() != rank || interior.len() != rank {
                return Err(refuse(kind, format!("low, high and interior need {rank} entries each")));
            }
            let out = (0..rank)
                .map(|d| low[d] + high[d] + x.shape[d] + x.shape[d].saturating_sub(1) * interior[d])
                .collect::<Vec<_>>();
            Ok(Type::float(out))
        }
        Op::Concatenate { dim, .. } => {
            let first = operand(0)?;
            let rank = first.shape.len();
            if *dim >= rank {
                return Err(refuse(
                    kind,
                    format!("dimension {dim} is not one of a rank-{rank} operand"),
                ));
            }
            let mut out = first.shape.clone();
            out[*dim] = 0;
            for t in operands {
                let fits = t.shape.len() == rank
                    && t.element == first.element
                    && (0..rank).all(|d| d == *dim || t.shape[d] == first.shape[d]);
                if !fits {
                    return Err(Error::mismatch(
                        kind,
                        first.shape.clone(),
                        t.shape.clone(),
                        "concatenated operands agree on every other dimension",
                    ));
                }
                out[*dim] += t.shape[*dim];
            }
            Ok(Type {
                shape: out,
                element: first.element,
            })
        }
    }
}

/// The shape of a `dot_general`: batch dimensions, then the left operand's free dimensions,
/// then the right's.
fn dot_shape(lhs: &[usize], rhs: &[usize], dims: &DotDims) -> Result<Vec<usize>> {
    let kind = "dot_general";
    if dims.lhs_batch.len() != dims.rhs_batch.len() || dims.lhs_contract.len() != dims.rhs_contract.len() {
        return Err(refuse(
            kind,
            "the left and right lists of batch (and of contracting) dimensions pair up one to one",
        ));
    }
    let lhs_used: Vec<usize> = dims.lhs_batch.iter().chain(&dims.lhs_contract).copied().collect();
    let rhs_used: Vec<usize> = dims.rhs_batch.iter().chain(&dims.rhs_contract).copied().collect();
    distinct_in_range(kind, "left dimension", &lhs_used, lhs.len())?;
    distinct_in_range(kind, "right dimension", &rhs_used, rhs.len())?;
    for (&l, &r) in lhs_used.iter().zip(&rhs_used) {
        if lhs[l] != rhs[r] {
            return Err(Error::mismatch(
                kind,
                lhs.to_vec(),
                rhs.to_vec(),
                "paired batch and contracting dimensions have one size",
            ));
        }
    }
    let free = |shape: &[usize], used: &[usize]| {
        (0..shape.len())
            .filter(|d| !used.contains(d))
            .map(|d| shape[d])
            .collect::<Vec<_>>()
    };
    let mut out: Vec<usize> = dims.lhs_batch.iter().map(|&d| lhs[d]).collect();
    out.extend(free(lhs, &lhs_used));
    out.extend(free(rhs, &rhs_used));
    Ok(out)
}

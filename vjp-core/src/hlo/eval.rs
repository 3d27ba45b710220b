//! The reference evaluator: a graph run in `f64`, each primitive by its definition. What the
//! exported program means, against which Rust's own ops and rules are held (and which IREE and
//! XLA must reproduce).

// Every index below is computed from shapes the graph inferred and checked (operand ranks,
// paired sizes, slice bounds), and from strides of those shapes.
#![allow(clippy::indexing_slicing)]

use super::array::Array;
use super::graph::{Graph, Value};
use super::op::{Binary, Comparison, DotDims, Op, Reduction, Unary};
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use std::collections::HashMap;

/// Row-major strides of `shape`.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut out = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        out[d] = out[d + 1] * shape[d + 1];
    }
    out
}

/// The multi-index of flat position `flat` in `shape`.
fn unflatten(mut flat: usize, shape: &[usize], index: &mut [usize]) {
    for d in (0..shape.len()).rev() {
        index[d] = flat % shape[d].max(1);
        flat /= shape[d].max(1);
    }
}

/// The array of `shape` whose element at each multi-index is `source[at(index)]`.
fn gather(shape: &[usize], source: &[f64], at: impl Fn(&[usize]) -> usize) -> Vec<f64> {
    let numel: usize = shape.iter().product();
    let mut index = vec![0; shape.len()];
    (0..numel)
        .map(|flat| {
            unflatten(flat, shape, &mut index);
            source[at(&index)]
        })
        .collect()
}

fn dot(numel: usize, out_shape: &[usize], lhs: &Array, rhs: &Array, dims: &DotDims) -> Vec<f64> {
    let free = |rank: usize, used: Vec<usize>| (0..rank).filter(|d| !used.contains(d)).collect::<Vec<_>>();
    let lhs_free = free(
        lhs.shape.len(),
        [dims.lhs_batch.clone(), dims.lhs_contract.clone()].concat(),
    );
    let rhs_free = free(
        rhs.shape.len(),
        [dims.rhs_batch.clone(), dims.rhs_contract.clone()].concat(),
    );
    let contract: Vec<usize> = dims.lhs_contract.iter().map(|&d| lhs.shape[d]).collect();
    let contract_len: usize = contract.iter().product();
    let (ls, rs) = (strides(&lhs.shape), strides(&rhs.shape));
    let (nb, nl) = (dims.lhs_batch.len(), lhs_free.len());
    let mut out = vec![0.0; numel];
    let mut index = vec![0; out_shape.len()];
    let mut k_index = vec![0; contract.len()];
    for (flat, slot) in out.iter_mut().enumerate() {
        unflatten(flat, out_shape, &mut index);
        let mut l0 = 0;
        let mut r0 = 0;
        for (b, (&ld, &rd)) in dims.lhs_batch.iter().zip(&dims.rhs_batch).enumerate() {
            l0 += index[b] * ls[ld];
            r0 += index[b] * rs[rd];
        }
        for (f, &ld) in lhs_free.iter().enumerate() {
            l0 += index[nb + f] * ls[ld];
        }
        for (f, &rd) in rhs_free.iter().enumerate() {
            r0 += index[nb + nl + f] * rs[rd];
        }
        let mut total = 0.0;
        for k in 0..contract_len {
            unflatten(k, &contract, &mut k_index);
            let (mut l, mut r) = (l0, r0);
            for (c, (&ld, &rd)) in dims.lhs_contract.iter().zip(&dims.rhs_contract).enumerate() {
                l += k_index[c] * ls[ld];
                r += k_index[c] * rs[rd];
            }
            total += lhs.data[l] * rhs.data[r];
        }
        *slot = total;
    }
    out
}

/// Runs `graph` on `inputs` (by input name) and returns the values of `outputs`; an error if
/// an input is missing or has the wrong shape.
pub fn evaluate(graph: &Graph, inputs: &HashMap<String, Array>, outputs: &[Value]) -> Result<Vec<Array>> {
    let mut values: Vec<Array> = Vec::with_capacity(graph.len());
    for (_, op, ty) in graph.nodes() {
        let shape = &ty.shape;
        let numel: usize = shape.iter().product();
        let get = |v: &Value| &values[v.0];
        let data = match op {
            Op::Input { name, .. } => {
                let given = inputs
                    .get(name)
                    .ok_or_else(|| Error::invalid("hlo", format!("no value was given for the input `{name}`")))?;
                if &given.shape != shape {
                    return Err(Error::mismatch(
                        "hlo input",
                        given.shape.clone(),
                        shape.clone(),
                        "an input's value has the input's shape",
                    ));
                }
                given.data.clone()
            }
            Op::Constant { value } => vec![*value; numel],
            Op::Literal { values } => values.clone(),
            Op::Iota { dim } => {
                let mut index = vec![0; shape.len()];
                (0..numel)
                    .map(|flat| {
                        unflatten(flat, shape, &mut index);
                        index[*dim] as f64
                    })
                    .collect()
            }
            // Integers are held as exact floats already.
            Op::Convert { x, .. } => get(x).data.clone(),
            Op::Gather { table, ids } | Op::ScatterAdd { into: table, ids, .. } => {
                let (table, ids) = (get(table), get(ids));
                let (rows, width) = (table.shape[0], table.shape[1]);
                let row = |id: f64| -> Result<usize> {
                    let r = id as usize;
                    if id < 0.0 || r >= rows {
                        return Err(Error::invalid(
                            "hlo gather",
                            format!("id {id} is out of range for a matrix of {rows} rows"),
                        ));
                    }
                    Ok(r * width)
                };
                match op {
                    Op::ScatterAdd { updates, .. } => {
                        let updates = get(updates);
                        let mut out = table.data.clone();
                        for (&id, update) in ids.data.iter().zip(updates.data.chunks_exact(width.max(1))) {
                            let at = row(id)?;
                            for (o, &u) in out[at..at + width].iter_mut().zip(update) {
                                *o += u;
                            }
                        }
                        out
                    }
                    _ => {
                        let mut out = Vec::with_capacity(numel);
                        for &id in &ids.data {
                            let at = row(id)?;
                            out.extend_from_slice(&table.data[at..at + width]);
                        }
                        out
                    }
                }
            }
            Op::Unary { op, x } => get(x)
                .data
                .iter()
                .map(|&v| match op {
                    Unary::Negate => -v,
                    Unary::Exponential => v.exp(),
                    Unary::Log => v.ln(),
                    Unary::LogPlusOne => v.ln_1p(),
                    Unary::Tanh => v.tanh(),
                    Unary::Sqrt => v.sqrt(),
                    Unary::Rsqrt => 1.0 / v.sqrt(),
                    Unary::Abs => v.abs(),
                    Unary::Erf => Scalar::erf(v),
                })
                .collect(),
            Op::Binary { op, a, b } => get(a)
                .data
                .iter()
                .zip(&get(b).data)
                .map(|(&a, &b)| match op {
                    Binary::Add => a + b,
                    Binary::Subtract => a - b,
                    Binary::Multiply => a * b,
                    Binary::Divide => a / b,
                    Binary::Maximum => Scalar::max(a, b),
                    Binary::Minimum => -Scalar::max(-a, -b),
                    Binary::Power => a.powf(b),
                })
                .collect(),
            Op::Compare { direction, a, b } => get(a)
                .data
                .iter()
                .zip(&get(b).data)
                .map(|(&a, &b)| {
                    let holds = match direction {
                        Comparison::Eq => a == b,
                        Comparison::Ne => a != b,
                        Comparison::Lt => a < b,
                        Comparison::Le => a <= b,
                        Comparison::Gt => a > b,
                        Comparison::Ge => a >= b,
                    };
                    f64::from(u8::from(holds))
                })
                .collect(),
            Op::Select {
                pred,
                on_true,
                on_false,
            } => get(pred)
                .data
                .iter()
                .zip(get(on_true).data.iter().zip(&get(on_false).data))
                .map(|(&p, (&t, &f))| if p != 0.0 { t } else { f })
                .collect(),
            Op::DotGeneral { lhs, rhs, dims } => dot(numel, shape, get(lhs), get(rhs), dims),
            Op::Reduce { x, dims, reduction } => {
                let x = get(x);
                let init = match reduction {
                    Reduction::Sum => 0.0,
                    Reduction::Max => f64::NEG_INFINITY,
                };
                let mut out = vec![init; numel];
                let kept: Vec<usize> = (0..x.shape.len()).filter(|d| !dims.contains(d)).collect();
                let out_strides = strides(shape);
                let mut index = vec![0; x.shape.len()];
                for (flat, &v) in x.data.iter().enumerate() {
                    unflatten(flat, &x.shape, &mut index);
                    let at: usize = kept.iter().zip(&out_strides).map(|(&d, &s)| index[d] * s).sum();
                    out[at] = match reduction {
                        Reduction::Sum => out[at] + v,
                        Reduction::Max => Scalar::max(out[at], v),
                    };
                }
                out
            }
            Op::BroadcastInDim { x, dims } => {
                let x = get(x);
                let xs = strides(&x.shape);
                gather(shape, &x.data, |index| {
                    dims.iter()
                        .enumerate()
                        .map(|(i, &d)| if x.shape[i] == 1 { 0 } else { index[d] * xs[i] })
                        .sum()
                })
            }
            Op::Reshape { x } => get(x).data.clone(),
            Op::Transpose { x, permutation } => {
                let x = get(x);
                let xs = strides(&x.shape);
                gather(shape, &x.data, |index| {
                    permutation.iter().enumerate().map(|(i, &p)| index[i] * xs[p]).sum()
                })
            }
            Op::Slice {
                x,
                start,
                strides: step,
                ..
            } => {
                let x = get(x);
                let xs = strides(&x.shape);
                gather(shape, &x.data, |index| {
                    (0..index.len()).map(|d| (start[d] + index[d] * step[d]) * xs[d]).sum()
                })
            }
            Op::Pad {
                x,
                value,
                low,
                interior,
                ..
            } => {
                let x = get(x);
                let mut out = vec![*value; numel];
                let out_strides = strides(shape);
                let mut index = vec![0; x.shape.len()];
                for (flat, &v) in x.data.iter().enumerate() {
                    unflatten(flat, &x.shape, &mut index);
                    let at: usize = (0..shape.len())
                        .map(|d| (low[d] + index[d] * (interior[d] + 1)) * out_strides[d])
                        .sum();
                    out[at] = v;
                }
                out
            }
            Op::Concatenate { xs, dim } => {
                let outer: usize = shape[..*dim].iter().product();
                let mut out = Vec::with_capacity(numel);
                for o in 0..outer {
                    for x in xs {
                        let x = get(x);
                        let block: usize = x.shape[*dim..].iter().product();
                        out.extend_from_slice(&x.data[o * block..(o + 1) * block]);
                    }
                }
                out
            }
        };
        values.push(Array {
            shape: shape.clone(),
            data,
        });
    }
    outputs
        .iter()
        .map(|v| {
            values
                .get(v.0)
                .cloned()
                .ok_or_else(|| Error::invalid("hlo", format!("value %{} is not a node of the graph", v.0)))
        })
        .collect()
}

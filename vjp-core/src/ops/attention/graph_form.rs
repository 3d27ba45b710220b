//! The graph form of the attentions: `[q | k | v]` laid out as `[3, B, H, T, head]`, batched
//! products over examples and heads; `queries` (if given) cuts `q` to its first rows, and a
//! mask is added to the scaled scores as a literal of the graph.

use super::{AttentionMask, Geometry};
use crate::error::{Error, Result};
use crate::hlo::{DotDims, Graph, Value};

/// The permutation from `[B, T, 3, H, head]` (the rows of `[q | k | v]` split) to
/// `[3, B, H, T, head]`, and its inverse.
const SPLIT: [usize; 5] = [2, 0, 3, 1, 4];
const JOIN: [usize; 5] = [1, 3, 0, 2, 4];

struct Heads {
    geometry: Geometry,
    examples: usize,
    /// The query rows of `q`: `[B, H, queries, head]`.
    q: Value,
    k: Value,
    v: Value,
}

/// A batched product over examples and heads contracting `lhs` with `rhs`.
fn product(g: &mut Graph, a: Value, b: Value, lhs: usize, rhs: usize) -> Result<Value> {
    let dims = DotDims {
        lhs_batch: vec![0, 1],
        rhs_batch: vec![0, 1],
        lhs_contract: vec![lhs],
        rhs_contract: vec![rhs],
    };
    g.dot_general(a, b, dims)
}

fn split(g: &mut Graph, qkv: Value, tokens: usize, heads: usize, queries: Option<usize>) -> Result<Heads> {
    let (rows, cols) = match *g.shape(qkv)? {
        [rows, cols] => (rows, cols),
        ref other => {
            return Err(Error::invalid(
                "multi_head_attention",
                format!("a matrix expected, got {other:?}"),
            ));
        }
    };
    let geometry = Geometry::with_queries(rows, cols, tokens, heads, queries.unwrap_or(tokens))?;
    let examples = rows / tokens;
    let split = g.reshape(qkv, &[examples, tokens, 3, heads, geometry.head])?;
    let parts = g.transpose(split, &SPLIT)?;
    let mut part = |index: usize| -> Result<Value> {
        let one = g.slice_axis(parts, 0, index, 1)?;
        g.reshape(one, &[examples, heads, tokens, geometry.head])
    };
    let (q, k, v) = (part(0)?, part(1)?, part(2)?);
    let q = match queries {
        Some(queries) => g.slice_axis(q, 2, 0, queries)?,
        None => q,
    };
    Ok(Heads {
        geometry,
        examples,
        q,
        k,
        v,
    })
}

/// The weights `softmax(q kᵀ / sqrt(head) + mask)`, `[B, H, queries, T]`.
fn weights(g: &mut Graph, h: &Heads, mask: Option<&AttentionMask>) -> Result<Value> {
    let scores = product(g, h.q, h.k, 3, 3)?;
    let scores = g.scale(scores, 1.0 / (h.geometry.head as f64).sqrt())?;
    let scores = match mask {
        Some(mask) => {
            let (queries, tokens) = (h.geometry.queries, h.geometry.tokens);
            let (values, shape) = mask.additive(h.examples, queries, tokens);
            let additive = g.literal(values, &shape)?;
            let dims: &[usize] = if shape.len() == 3 { &[0, 2, 3] } else { &[2, 3] };
            let full = [h.examples, h.geometry.heads, queries, tokens];
            let additive = g.broadcast_in_dim(additive, &full, dims)?;
            g.add(scores, additive)?
        }
        None => scores,
    };
    g.softmax_last(scores)
}

pub(super) fn forward(
    g: &mut Graph,
    qkv: Value,
    (tokens, heads, queries): (usize, usize, Option<usize>),
    mask: Option<&AttentionMask>,
) -> Result<Value> {
    let h = split(g, qkv, tokens, heads, queries)?;
    let p = weights(g, &h, mask)?;
    let out = product(g, p, h.v, 3, 2)?;
    let out = g.transpose(out, &[0, 2, 1, 3])?;
    g.reshape(out, &[h.examples * h.geometry.queries, h.geometry.width])
}

pub(super) fn backward(
    g: &mut Graph,
    qkv: Value,
    (tokens, heads, queries): (usize, usize, Option<usize>),
    mask: Option<&AttentionMask>,
    dy: Value,
) -> Result<Value> {
    let h = split(g, qkv, tokens, heads, queries)?;
    let (t, q, n, head) = (tokens, h.geometry.queries, heads, h.geometry.head);
    let p = weights(g, &h, mask)?;
    let d_o = g.reshape(dy, &[h.examples, q, n, head])?;
    let d_o = g.transpose(d_o, &[0, 2, 1, 3])?;
    let dv = product(g, p, d_o, 2, 2)?;
    let dp = product(g, d_o, h.v, 3, 3)?;
    let ds = g.softmax_last_backward(p, dp)?;
    let ds = g.scale(ds, 1.0 / (head as f64).sqrt())?;
    let dq = product(g, ds, h.k, 3, 2)?;
    let dq = match queries {
        Some(_) => g.pad_axis(dq, 2, 0, t)?,
        None => dq,
    };
    let dk = product(g, ds, h.q, 2, 2)?;
    let mut parts = Vec::with_capacity(3);
    for part in [dq, dk, dv] {
        parts.push(g.reshape(part, &[1, h.examples, n, t, head])?);
    }
    let joined = g.concatenate(&parts, 0)?;
    let joined = g.transpose(joined, &JOIN)?;
    let shape = g.shape(qkv)?.to_vec();
    g.reshape(joined, &shape)
}

//! The graph: primitives in SSA order, each with its type, and the builder methods that add
//! them (each checks its operands and infers its type as it joins).

use super::infer::infer;
use super::op::{Binary, Comparison, DotDims, Element, Op, Reduction, Type, Unary};
use crate::error::{Error, Result};
use std::collections::HashMap;

/// A value of a [`Graph`]: the output of one of its nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub(crate) usize);

impl Value {
    /// The node's position in the graph.
    pub fn index(self) -> usize {
        self.0
    }
}

/// A program of StableHLO primitives, in SSA order: every node reads earlier nodes only, and
/// every node's type was inferred and checked when it was added. A node is never added twice:
/// an op that is already in the graph, on the same operands and with the same given shape, is
/// that node again (common subexpressions are shared as they are built; every primitive is a
/// pure function of its operands).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graph {
    ops: Vec<Op>,
    types: Vec<Type>,
    /// Every shared node by its op and given shape (written with `Debug`: the ops hold floats,
    /// which have no `Eq`, and `Debug` writes each float so that it reads back exactly).
    shared: HashMap<String, Value>,
}

impl Graph {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.ops.len()
    }

    /// Whether the graph has no node.
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }

    /// The nodes, in order, with their types.
    pub fn nodes(&self) -> impl Iterator<Item = (Value, &Op, &Type)> {
        self.ops
            .iter()
            .zip(&self.types)
            .enumerate()
            .map(|(k, (op, ty))| (Value(k), op, ty))
    }

    /// The op that gives `value`; an error if it is not a node of this graph.
    pub fn op(&self, value: Value) -> Result<&Op> {
        self.ops.get(value.0).ok_or_else(|| missing(value))
    }

    /// The type of `value`; an error if it is not a node of this graph.
    pub fn ty(&self, value: Value) -> Result<&Type> {
        self.types.get(value.0).ok_or_else(|| missing(value))
    }

    /// The shape of `value`; an error if it is not a node of this graph.
    pub fn shape(&self, value: Value) -> Result<&[usize]> {
        Ok(&self.ty(value)?.shape)
    }

    /// The inputs, in order, with their names and types.
    pub fn inputs(&self) -> impl Iterator<Item = (Value, &str, &Type)> {
        self.nodes().filter_map(|(v, op, ty)| match op {
            Op::Input { name, .. } => Some((v, name.as_str(), ty)),
            _ => None,
        })
    }

    /// Adds `op` (with the result shape `shape` for the ops that take it as given), or gives
    /// the node that already computes it; an error if it reads a value that is not an earlier
    /// node, or if the types do not fit it. Inputs are never shared (each is its own argument),
    /// nor literals (a dropout mask's thousands of elements are not worth a key).
    pub fn push(&mut self, op: Op, shape: Option<&[usize]>) -> Result<Value> {
        let key = (!matches!(op, Op::Input { .. } | Op::Literal { .. })).then(|| format!("{op:?} {shape:?}"));
        if let Some(&known) = key.as_ref().and_then(|key| self.shared.get(key)) {
            return Ok(known);
        }
        let node = self.ops.len();
        let operands = op.operands();
        let mut types = Vec::with_capacity(operands.len());
        for v in &operands {
            types.push(self.types.get(v.0).ok_or_else(|| {
                Error::invalid(
                    "hlo",
                    format!(
                        "node {node} ({}) reads value %{}, which is not an earlier node",
                        op.kind(),
                        v.0
                    ),
                )
            })?);
        }
        let ty = infer(&op, &types, shape)?;
        self.ops.push(op);
        self.types.push(ty);
        if let Some(key) = key {
            self.shared.insert(key, Value(node));
        }
        Ok(Value(node))
    }

    /// A named float input of `shape`; an error if the name is taken.
    pub fn input(&mut self, name: impl Into<String>, shape: &[usize]) -> Result<Value> {
        self.input_of(name, shape, Element::Float)
    }

    /// A named argument of `shape` whose elements are `element`s (integers for token ids).
    pub fn input_of(&mut self, name: impl Into<String>, shape: &[usize], element: Element) -> Result<Value> {
        let name = name.into();
        if self.inputs().any(|(_, n, _)| n == name) {
            return Err(Error::invalid("hlo", format!("two inputs are named `{name}`")));
        }
        self.push(Op::Input { name, element }, Some(shape))
    }

    /// `x` as floats: converted when it holds integers, itself otherwise.
    pub fn as_float(&mut self, x: Value) -> Result<Value> {
        self.as_element(x, Element::Int, Element::Float)
    }

    /// `x` as integers: converted when it holds (whole) floats, itself otherwise.
    pub fn as_int(&mut self, x: Value) -> Result<Value> {
        self.as_element(x, Element::Float, Element::Int)
    }

    /// `x` converted to `to` when its elements are `from`s, itself otherwise.
    fn as_element(&mut self, x: Value, from: Element, to: Element) -> Result<Value> {
        if self.ty(x)?.element == from {
            self.push(Op::Convert { x, element: to }, None)
        } else {
            Ok(x)
        }
    }

    /// The rows `ids[i]` of the matrix `table`: `[N, D]` (the ids an integer vector `[N]`).
    pub fn gather(&mut self, table: Value, ids: Value) -> Result<Value> {
        self.push(Op::Gather { table, ids }, None)
    }

    /// `into` with row `i` of `updates` added to its row `ids[i]`, for every `i`.
    pub fn scatter_add(&mut self, into: Value, ids: Value, updates: Value) -> Result<Value> {
        self.push(Op::ScatterAdd { into, ids, updates }, None)
    }

    /// `value` everywhere in `shape`.
    pub fn constant(&mut self, value: f64, shape: &[usize]) -> Result<Value> {
        self.push(Op::Constant { value }, Some(shape))
    }

    /// The tensor of `shape` holding `values`, row-major.
    pub fn literal(&mut self, values: Vec<f64>, shape: &[usize]) -> Result<Value> {
        self.push(Op::Literal { values }, Some(shape))
    }

    /// The index along `dim`, in `shape`.
    pub fn iota(&mut self, shape: &[usize], dim: usize) -> Result<Value> {
        self.push(Op::Iota { dim }, Some(shape))
    }

    /// An elementwise function of `x`.
    pub fn unary(&mut self, op: Unary, x: Value) -> Result<Value> {
        self.push(Op::Unary { op, x }, None)
    }

    /// An elementwise function of `a` and `b` (of one shape).
    pub fn binary(&mut self, op: Binary, a: Value, b: Value) -> Result<Value> {
        self.push(Op::Binary { op, a, b }, None)
    }

    /// `a + b`. Adding a constant `+0` of the same type gives the other operand itself (no
    /// node): a gradient accumulated into zeros is that gradient. (Exact, but for the sign of a
    /// zero: `-0 + 0` is `+0`, here `-0`.)
    pub fn add(&mut self, a: Value, b: Value) -> Result<Value> {
        // (Operands that are not nodes are refused by `binary`, in its words.)
        let same = matches!((self.types.get(a.0), self.types.get(b.0)), (Some(ta), Some(tb)) if ta == tb);
        if same && self.is_zero(a) {
            return Ok(b);
        }
        if same && self.is_zero(b) {
            return Ok(a);
        }
        self.binary(Binary::Add, a, b)
    }

    /// Whether `v` is the constant `+0`.
    fn is_zero(&self, v: Value) -> bool {
        matches!(self.ops.get(v.0), Some(Op::Constant { value }) if *value == 0.0 && value.is_sign_positive())
    }

    /// Which nodes `outputs` depend on (by node index), an error if an output is not a node.
    pub fn live(&self, outputs: &[Value]) -> Result<Vec<bool>> {
        let mut live = vec![false; self.ops.len()];
        for &v in outputs {
            self.op(v)?;
            if let Some(slot) = live.get_mut(v.0) {
                *slot = true;
            }
        }
        for (k, op) in self.ops.iter().enumerate().rev() {
            if live.get(k).copied().unwrap_or(false) {
                for operand in op.operands() {
                    if let Some(slot) = live.get_mut(operand.0) {
                        *slot = true;
                    }
                }
            }
        }
        Ok(live)
    }

    /// `a - b`.
    pub fn sub(&mut self, a: Value, b: Value) -> Result<Value> {
        self.binary(Binary::Subtract, a, b)
    }

    /// `a b`, elementwise.
    pub fn mul(&mut self, a: Value, b: Value) -> Result<Value> {
        self.binary(Binary::Multiply, a, b)
    }

    /// `a / b`, elementwise.
    pub fn div(&mut self, a: Value, b: Value) -> Result<Value> {
        self.binary(Binary::Divide, a, b)
    }

    /// `value` everywhere in the shape of `like`.
    pub fn full_like(&mut self, like: Value, value: f64) -> Result<Value> {
        let shape = self.shape(like)?.to_vec();
        self.constant(value, &shape)
    }

    /// `s x`, for a number `s`.
    pub fn scale(&mut self, x: Value, s: f64) -> Result<Value> {
        let s = self.full_like(x, s)?;
        self.mul(x, s)
    }

    /// Elementwise comparison of `a` and `b`: booleans.
    pub fn compare(&mut self, direction: Comparison, a: Value, b: Value) -> Result<Value> {
        self.push(Op::Compare { direction, a, b }, None)
    }

    /// `pred ? on_true : on_false`, elementwise.
    pub fn select(&mut self, pred: Value, on_true: Value, on_false: Value) -> Result<Value> {
        self.push(
            Op::Select {
                pred,
                on_true,
                on_false,
            },
            None,
        )
    }

    /// The generalised product of `lhs` and `rhs` over `dims`.
    pub fn dot_general(&mut self, lhs: Value, rhs: Value, dims: DotDims) -> Result<Value> {
        self.push(Op::DotGeneral { lhs, rhs, dims }, None)
    }

    /// `lhs rhs` for matrices `[M, K]` and `[K, N]`.
    pub fn matmul(&mut self, lhs: Value, rhs: Value) -> Result<Value> {
        self.dot_general(lhs, rhs, DotDims::matmul())
    }

    /// The fold of `x` over `dims`.
    pub fn reduce(&mut self, x: Value, dims: &[usize], reduction: Reduction) -> Result<Value> {
        self.push(
            Op::Reduce {
                x,
                dims: dims.to_vec(),
                reduction,
            },
            None,
        )
    }

    /// The sum of `x` over `dims`.
    pub fn sum(&mut self, x: Value, dims: &[usize]) -> Result<Value> {
        self.reduce(x, dims, Reduction::Sum)
    }

    /// `x` laid out in `shape`, its dimension `i` landing on `dims[i]`.
    pub fn broadcast_in_dim(&mut self, x: Value, shape: &[usize], dims: &[usize]) -> Result<Value> {
        self.push(Op::BroadcastInDim { x, dims: dims.to_vec() }, Some(shape))
    }

    /// `x` under `shape` (same elements, row-major).
    pub fn reshape(&mut self, x: Value, shape: &[usize]) -> Result<Value> {
        if self.shape(x)? == shape {
            return Ok(x);
        }
        self.push(Op::Reshape { x }, Some(shape))
    }

    /// `x` with its dimensions permuted (`permutation[i]` is the source of dimension `i`).
    pub fn transpose(&mut self, x: Value, permutation: &[usize]) -> Result<Value> {
        self.push(
            Op::Transpose {
                x,
                permutation: permutation.to_vec(),
            },
            None,
        )
    }

    /// The elements of `x` from `start` (inclusive) to `limit` (exclusive), every `strides`.
    pub fn slice(&mut self, x: Value, start: &[usize], limit: &[usize], strides: &[usize]) -> Result<Value> {
        self.push(
            Op::Slice {
                x,
                start: start.to_vec(),
                limit: limit.to_vec(),
                strides: strides.to_vec(),
            },
            None,
        )
    }

    /// `x` padded with `value`: `low` before, `high` after, `interior` between, per dimension.
    pub fn pad(&mut self, x: Value, value: f64, low: &[usize], high: &[usize], interior: &[usize]) -> Result<Value> {
        self.push(
            Op::Pad {
                x,
                value,
                low: low.to_vec(),
                high: high.to_vec(),
                interior: interior.to_vec(),
            },
            None,
        )
    }

    /// `xs` joined along `dim`.
    pub fn concatenate(&mut self, xs: &[Value], dim: usize) -> Result<Value> {
        if xs.is_empty() {
            return Err(Error::invalid("concatenate", "needs at least one operand"));
        }
        self.push(Op::Concatenate { xs: xs.to_vec(), dim }, None)
    }

    /// Whether `value` holds booleans.
    pub fn is_pred(&self, value: Value) -> Result<bool> {
        Ok(self.ty(value)?.element == Element::Pred)
    }
}

fn missing(value: Value) -> Error {
    Error::invalid("hlo", format!("value %{} is not a node of the graph", value.0))
}

//! StableHLO text for a graph: one `func.func @main` whose arguments are the graph's inputs (in
//! node order) and whose results are the chosen values, one SSA name per node.

// Shapes and dimension lists are the graph's own, checked when each node joined it.
#![allow(clippy::indexing_slicing)]

use super::graph::{Graph, Value};
use super::op::{Element, Op, Reduction, Type, Unary};
use crate::error::{Error, Result};
use std::fmt::Write;

/// The float type of a printed module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatType {
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl FloatType {
    /// The MLIR name.
    pub fn name(self) -> &'static str {
        match self {
            FloatType::F32 => "f32",
            FloatType::F64 => "f64",
        }
    }
}

fn list(values: &[usize]) -> String {
    values.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

struct Printer {
    float: FloatType,
    body: String,
    next: usize,
}

/// The MLIR type of a value (`tensor<2x3xf32>`, `tensor<2x3xi1>`).
fn type_name(float: FloatType, t: &Type) -> String {
    let element = match t.element {
        Element::Float => float.name(),
        Element::Pred => "i1",
        Element::Int => "i32",
    };
    let mut s = String::from("tensor<");
    for d in &t.shape {
        let _ = write!(s, "{d}x");
    }
    s.push_str(element);
    s.push('>');
    s
}

impl Printer {
    fn ty(&self, t: &Type) -> String {
        type_name(self.float, t)
    }

    /// A float literal MLIR reads back exactly (infinities by their bits).
    fn literal(&self, value: f64) -> String {
        match (value, self.float) {
            (v, FloatType::F32) if v == f64::INFINITY => "0x7F800000".into(),
            (v, FloatType::F32) if v == f64::NEG_INFINITY => "0xFF800000".into(),
            (v, FloatType::F64) if v == f64::INFINITY => "0x7FF0000000000000".into(),
            (v, FloatType::F64) if v == f64::NEG_INFINITY => "0xFFF0000000000000".into(),
            (v, _) => format!("{v:.17e}"),
        }
    }

    /// `values` as a dense literal of `shape`: brackets nested once per dimension.
    fn nested(&self, values: &[f64], shape: &[usize]) -> String {
        match shape.split_first() {
            None => values.first().map_or_else(|| self.literal(0.0), |&v| self.literal(v)),
            Some((&outer, inner)) => {
                let stride: usize = inner.iter().product();
                let parts: Vec<String> = (0..outer)
                    .map(|k| self.nested(values.get(k * stride..(k + 1) * stride).unwrap_or(&[]), inner))
                    .collect();
                format!("[{}]", parts.join(", "))
            }
        }
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%c{}", self.next)
    }

    /// A scalar constant, for the initial value of a reduction or the element of a padding.
    fn scalar(&mut self, value: f64) -> String {
        let name = self.fresh();
        let literal = self.literal(value);
        let t = self.ty(&Type::float(Vec::new()));
        let _ = writeln!(self.body, "    {name} = stablehlo.constant dense<{literal}> : {t}");
        name
    }
}

/// `%v{index}`, the SSA name of a value.
fn name(v: Value) -> String {
    format!("%v{}", v.index())
}

/// A program split over devices by an SPMD partitioner (XLA's GSPMD, from `mhlo.sharding`
/// annotations): each input named in `batched` is split along its first dimension into
/// `devices` equal parts, every other input and every output is replicated, so the partitioner
/// runs each part on its device and inserts the reductions across them (a gradient summed over
/// the batch becomes an all-reduce).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partitioning {
    /// The devices (partitions), at least one.
    pub devices: usize,
    /// The inputs split along their first dimension.
    pub batched: Vec<String>,
}

impl Partitioning {
    /// The annotation of an input called `name` of type `ty`; an error if a batched input has
    /// no first dimension that `devices` divides.
    fn sharding(&self, name: &str, ty: &Type) -> Result<String> {
        if !self.batched.iter().any(|b| b == name) {
            return Ok("{replicated}".into());
        }
        match ty.shape.first() {
            Some(&rows) if rows % self.devices == 0 => {
                let mut tiles = vec![self.devices];
                tiles.resize(ty.shape.len(), 1);
                let devices: Vec<usize> = (0..self.devices).collect();
                let compact = |values: &[usize]| list(values).replace(' ', "");
                Ok(format!("{{devices=[{}]{}}}", compact(&tiles), compact(&devices)))
            }
            _ => Err(Error::invalid(
                "hlo partitioning",
                format!(
                    "the input `{name}` of shape {:?} does not split along its first dimension into {} parts",
                    ty.shape, self.devices
                ),
            )),
        }
    }
}

/// The module text: `@main` takes the graph's inputs in node order and returns `outputs`, in
/// `float` precision, computing what they depend on. An error if an output is not a node of
/// the graph.
pub fn print(graph: &Graph, outputs: &[Value], float: FloatType) -> Result<String> {
    print_module(graph, outputs, float, None)
}

/// [`print()`] with the module split over devices as `partitioning` says: its arguments and
/// results annotated for the partitioner, the module's `mhlo.num_partitions` set. An error if
/// there are no devices, a batched name is not an input, or a batched input does not split.
pub fn print_partitioned(
    graph: &Graph,
    outputs: &[Value],
    float: FloatType,
    partitioning: &Partitioning,
) -> Result<String> {
    if partitioning.devices == 0 {
        return Err(Error::invalid(
            "hlo partitioning",
            "a program runs on at least one device",
        ));
    }
    for name in &partitioning.batched {
        if !graph.inputs().any(|(_, input, _)| input == name) {
            return Err(Error::invalid(
                "hlo partitioning",
                format!("`{name}` is not an input of the program"),
            ));
        }
    }
    print_module(graph, outputs, float, Some(partitioning))
}

fn print_module(
    graph: &Graph,
    outputs: &[Value],
    float: FloatType,
    partitioning: Option<&Partitioning>,
) -> Result<String> {
    let mut p = Printer {
        float,
        body: String::new(),
        next: 0,
    };
    let mut arguments = Vec::new();
    // What the outputs do not depend on is not printed (the inputs are all arguments).
    let live = graph.live(outputs)?;
    for (v, op, ty) in graph.nodes() {
        if !matches!(op, Op::Input { .. }) && !live.get(v.0).copied().unwrap_or(false) {
            continue;
        }
        let out = name(v);
        let t = p.ty(ty);
        let operand_type = |x: &Value| graph.ty(*x).map(|t| type_name(float, t));
        let line = match op {
            Op::Input { name: input, .. } => {
                let sharding = match partitioning {
                    Some(parts) => format!(", mhlo.sharding = \"{}\"", parts.sharding(input, ty)?),
                    None => String::new(),
                };
                arguments.push(format!(
                    "{out}: {t} {{vjp.name = \"{}\"{sharding}}}",
                    input.escape_default()
                ));
                continue;
            }
            Op::Constant { value } => format!("stablehlo.constant dense<{}> : {t}", p.literal(*value)),
            Op::Literal { values } => format!("stablehlo.constant dense<{}> : {t}", p.nested(values, &ty.shape)),
            Op::Iota { dim } => format!("stablehlo.iota dim = {dim} : {t}"),
            Op::Convert { x, .. } => format!("stablehlo.convert {} : ({}) -> {t}", name(*x), operand_type(x)?),
            Op::Gather { table, ids } => format!(
                "\"stablehlo.gather\"({}, {}) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, {}>}}> : ({}, {}) -> {t}",
                name(*table),
                name(*ids),
                ty.shape.get(1).copied().unwrap_or(0),
                operand_type(table)?,
                operand_type(ids)?
            ),
            Op::ScatterAdd { into, ids, updates } => {
                let scalar = p.ty(&Type::float(Vec::new()));
                format!(
                    "\"stablehlo.scatter\"({}, {}, {}) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}}> ({{\n    ^bb0(%lhs: {scalar}, %rhs: {scalar}):\n      %sum = stablehlo.add %lhs, %rhs : {scalar}\n      stablehlo.return %sum : {scalar}\n    }}) : ({}, {}, {}) -> {t}",
                    name(*into),
                    name(*ids),
                    name(*updates),
                    operand_type(into)?,
                    operand_type(ids)?,
                    operand_type(updates)?
                )
            }
            Op::Unary { op: Unary::Erf, x } => format!("chlo.erf {} : {t} -> {t}", name(*x)),
            Op::Unary { op, x } => format!("{} {} : {t}", op.mnemonic(), name(*x)),
            Op::Binary { op, a, b } => format!("{} {}, {} : {t}", op.mnemonic(), name(*a), name(*b)),
            Op::Compare { direction, a, b } => format!(
                "stablehlo.compare {}, {}, {}, FLOAT : ({}, {}) -> {t}",
                direction.name(),
                name(*a),
                name(*b),
                operand_type(a)?,
                operand_type(b)?
            ),
            Op::Select {
                pred,
                on_true,
                on_false,
            } => format!(
                "stablehlo.select {}, {}, {} : ({}, {}, {}) -> {t}",
                name(*pred),
                name(*on_true),
                name(*on_false),
                operand_type(pred)?,
                operand_type(on_true)?,
                operand_type(on_false)?
            ),
            Op::DotGeneral { lhs, rhs, dims } => {
                let batch = if dims.lhs_batch.is_empty() {
                    String::new()
                } else {
                    format!(
                        "batching_dims = [{}] x [{}], ",
                        list(&dims.lhs_batch),
                        list(&dims.rhs_batch)
                    )
                };
                format!(
                    "stablehlo.dot_general {}, {}, {batch}contracting_dims = [{}] x [{}] : ({}, {}) -> {t}",
                    name(*lhs),
                    name(*rhs),
                    list(&dims.lhs_contract),
                    list(&dims.rhs_contract),
                    operand_type(lhs)?,
                    operand_type(rhs)?
                )
            }
            Op::Reduce { x, dims, reduction } => {
                let (init, combiner) = match reduction {
                    Reduction::Sum => (0.0, "stablehlo.add"),
                    Reduction::Max => (f64::NEG_INFINITY, "stablehlo.maximum"),
                };
                let init = p.scalar(init);
                let scalar = p.ty(&Type::float(Vec::new()));
                format!(
                    "stablehlo.reduce({} init: {init}) applies {combiner} across dimensions = [{}] : ({}, {scalar}) -> {t}",
                    name(*x),
                    list(dims),
                    operand_type(x)?
                )
            }
            Op::BroadcastInDim { x, dims } => format!(
                "stablehlo.broadcast_in_dim {}, dims = [{}] : ({}) -> {t}",
                name(*x),
                list(dims),
                operand_type(x)?
            ),
            Op::Reshape { x } => format!("stablehlo.reshape {} : ({}) -> {t}", name(*x), operand_type(x)?),
            Op::Transpose { x, permutation } => format!(
                "stablehlo.transpose {}, dims = [{}] : ({}) -> {t}",
                name(*x),
                list(permutation),
                operand_type(x)?
            ),
            Op::Slice {
                x,
                start,
                limit,
                strides,
            } => format!(
                "\"stablehlo.slice\"({}) <{{start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>}}> : ({}) -> {t}",
                name(*x),
                list(start),
                list(limit),
                list(strides),
                operand_type(x)?
            ),
            Op::Pad {
                x,
                value,
                low,
                high,
                interior,
            } => {
                let value = p.scalar(*value);
                let scalar = p.ty(&Type::float(Vec::new()));
                format!(
                    "\"stablehlo.pad\"({}, {value}) <{{edge_padding_low = array<i64: {}>, edge_padding_high = array<i64: {}>, interior_padding = array<i64: {}>}}> : ({}, {scalar}) -> {t}",
                    name(*x),
                    list(low),
                    list(high),
                    list(interior),
                    operand_type(x)?
                )
            }
            Op::Concatenate { xs, dim } => {
                let names: Vec<String> = xs.iter().map(|x| name(*x)).collect();
                let types = xs.iter().map(operand_type).collect::<Result<Vec<_>>>()?;
                format!(
                    "stablehlo.concatenate {}, dim = {dim} : ({}) -> {t}",
                    names.join(", "),
                    types.join(", ")
                )
            }
        };
        let _ = writeln!(p.body, "    {out} = {line}");
    }
    let mut results = Vec::new();
    let mut result_types = Vec::new();
    for v in outputs {
        let ty = graph
            .ty(*v)
            .map_err(|_| Error::invalid("hlo", format!("output %{} is not a node of the graph", v.index())))?;
        results.push(name(*v));
        result_types.push(p.ty(ty));
    }
    let (mut text, result_list) = match partitioning {
        Some(parts) => (
            format!(
                "module attributes {{mhlo.num_partitions = {} : i32, mhlo.num_replicas = 1 : i32}} {{\n",
                parts.devices
            ),
            result_types
                .iter()
                .map(|t| format!("{t} {{mhlo.sharding = \"{{replicated}}\"}}"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        None => (String::from("module {\n"), result_types.join(", ")),
    };
    let _ = writeln!(
        text,
        "  func.func @main({}) -> ({result_list}) {{",
        arguments.join(", ")
    );
    text.push_str(&p.body);
    let _ = writeln!(
        text,
        "    return {} : {}\n  }}\n}}",
        results.join(", "),
        result_types.join(", ")
    );
    Ok(text)
}

//! The primitives: StableHLO's own ops, with the shape each one gives (inferred, and checked,
//! from its operands' shapes).

// Shapes are indexed only at dimensions checked to be in range first (`distinct_in_range`,
// rank comparisons).
#![allow(clippy::indexing_slicing)]

use super::Value;
use crate::error::{Error, Result};

/// The element type of a value: a float (printed `f32` or `f64`, as the module asks) or a
/// boolean (`i1`, what `compare` gives and `select` reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// A float.
    Float,
    /// A boolean.
    Pred,
    /// A 32-bit integer: token ids, an input only ([`Op::Convert`] makes floats of it).
    Int,
}

/// An elementwise function of one float.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unary {
    /// `-x`.
    Negate,
    /// `eˣ`.
    Exponential,
    /// `ln x`.
    Log,
    /// `ln(1 + x)`, exact for small `x`.
    LogPlusOne,
    /// `tanh x`.
    Tanh,
    /// `√x`.
    Sqrt,
    /// `1/√x`.
    Rsqrt,
    /// `|x|`.
    Abs,
    /// The error function (`chlo.erf`).
    Erf,
}

impl Unary {
    /// The op's name in StableHLO text.
    pub fn mnemonic(self) -> &'static str {
        match self {
            Unary::Negate => "stablehlo.negate",
            Unary::Exponential => "stablehlo.exponential",
            Unary::Log => "stablehlo.log",
            Unary::LogPlusOne => "stablehlo.log_plus_one",
            Unary::Tanh => "stablehlo.tanh",
            Unary::Sqrt => "stablehlo.sqrt",
            Unary::Rsqrt => "stablehlo.rsqrt",
            Unary::Abs => "stablehlo.abs",
            Unary::Erf => "chlo.erf",
        }
    }
}

/// An elementwise function of two floats of one shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Binary {
    /// `a + b`.
    Add,
    /// `a - b`.
    Subtract,
    /// `a b`.
    Multiply,
    /// `a / b`.
    Divide,
    /// `max(a, b)`.
    Maximum,
    /// `min(a, b)`.
    Minimum,
    /// `aᵇ`.
    Power,
}

impl Binary {
    /// The op's name in StableHLO text.
    pub fn mnemonic(self) -> &'static str {
        match self {
            Binary::Add => "stablehlo.add",
            Binary::Subtract => "stablehlo.subtract",
            Binary::Multiply => "stablehlo.multiply",
            Binary::Divide => "stablehlo.divide",
            Binary::Maximum => "stablehlo.maximum",
            Binary::Minimum => "stablehlo.minimum",
            Binary::Power => "stablehlo.power",
        }
    }
}

/// How `compare` compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `a == b`.
    Eq,
    /// `a != b`.
    Ne,
    /// `a < b`.
    Lt,
    /// `a <= b`.
    Le,
    /// `a > b`.
    Gt,
    /// `a >= b`.
    Ge,
}

impl Comparison {
    /// The direction's name in StableHLO text.
    pub fn name(self) -> &'static str {
        match self {
            Comparison::Eq => "EQ",
            Comparison::Ne => "NE",
            Comparison::Lt => "LT",
            Comparison::Le => "LE",
            Comparison::Gt => "GT",
            Comparison::Ge => "GE",
        }
    }
}

/// What `reduce` folds with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reduction {
    /// A sum (from 0).
    Sum,
    /// A maximum (from −∞).
    Max,
}

/// The dimensions a `dot_general` pairs: batch dimensions (kept, in front of the result) and
/// contracting dimensions (summed over), each as a list of the left operand's and one of the
/// right's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DotDims {
    /// The left operand's batch dimensions.
    pub lhs_batch: Vec<usize>,
    /// The right operand's batch dimensions, paired in order with the left's.
    pub rhs_batch: Vec<usize>,
    /// The left operand's contracting dimensions.
    pub lhs_contract: Vec<usize>,
    /// The right operand's contracting dimensions, paired in order with the left's.
    pub rhs_contract: Vec<usize>,
}

impl DotDims {
    /// A matrix product `[M, K] × [K, N]` (no batch, contracting `1` with `0`).
    pub fn matmul() -> Self {
        DotDims {
            lhs_contract: vec![1],
            rhs_contract: vec![0],
            ..Self::default()
        }
    }

    /// A batched matrix product over leading dimensions `0..batch`: `[.., M, K] × [.., K, N]`.
    pub fn batched_matmul(batch: usize) -> Self {
        let dims: Vec<usize> = (0..batch).collect();
        DotDims {
            lhs_batch: dims.clone(),
            rhs_batch: dims,
            lhs_contract: vec![batch + 1],
            rhs_contract: vec![batch],
        }
    }
}

/// One primitive, over earlier values.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// A named argument of the program (a parameter, an image batch, a label batch).
    Input {
        /// Its name.
        name: String,
        /// Its element type (a float but for integer ids).
        element: Element,
    },
    /// A tensor's elements as another element type, integers to floats or whole floats to
    /// integers (`stablehlo.convert`).
    Convert {
        /// The operand.
        x: Value,
        /// The element type of the result (a float or an integer).
        element: Element,
    },
    /// The rows `ids[i]` of the matrix `table` (`stablehlo.gather`): `[N, D]` from `[V, D]`
    /// and `N` integer ids.
    Gather {
        /// The matrix.
        table: Value,
        /// The integer ids, `[N]`.
        ids: Value,
    },
    /// `into` with row `i` of `updates` added to its row `ids[i]`, for every `i` (`stablehlo.
    /// scatter` with an addition): the transpose of [`Op::Gather`].
    ScatterAdd {
        /// The matrix added into, `[V, D]`.
        into: Value,
        /// The integer ids, `[N]`.
        ids: Value,
        /// The rows, `[N, D]`.
        updates: Value,
    },
    /// Every element `value`.
    Constant {
        /// The element.
        value: f64,
    },
    /// The given elements, row-major (a dropout mask drawn in Rust, say).
    Literal {
        /// One element per position of the shape.
        values: Vec<f64>,
    },
    /// The index along `dim` (`0, 1, 2, ...`), as a float.
    Iota {
        /// The dimension counted along.
        dim: usize,
    },
    /// An elementwise function of one float.
    Unary {
        /// Which.
        op: Unary,
        /// Its operand.
        x: Value,
    },
    /// An elementwise function of two floats of one shape.
    Binary {
        /// Which.
        op: Binary,
        /// The left operand.
        a: Value,
        /// The right operand.
        b: Value,
    },
    /// An elementwise comparison of two floats of one shape, a boolean.
    Compare {
        /// How.
        direction: Comparison,
        /// The left operand.
        a: Value,
        /// The right operand.
        b: Value,
    },
    /// Elementwise `pred ? on_true : on_false`.
    Select {
        /// The booleans.
        pred: Value,
        /// Taken where `pred` holds.
        on_true: Value,
        /// Taken elsewhere.
        on_false: Value,
    },
    /// A generalised matrix product.
    DotGeneral {
        /// The left operand.
        lhs: Value,
        /// The right operand.
        rhs: Value,
        /// The paired dimensions.
        dims: DotDims,
    },
    /// A fold over `dims`, which disappear from the shape.
    Reduce {
        /// Its operand.
        x: Value,
        /// The dimensions folded.
        dims: Vec<usize>,
        /// With what.
        reduction: Reduction,
    },
    /// `x` laid out in a larger shape: its dimension `i` becomes dimension `dims[i]` (of the
    /// same size, or stretched from size 1); the other dimensions repeat it.
    BroadcastInDim {
        /// Its operand.
        x: Value,
        /// Where each of `x`'s dimensions lands.
        dims: Vec<usize>,
    },
    /// The same elements, in row-major order, under another shape.
    Reshape {
        /// Its operand.
        x: Value,
    },
    /// Dimensions permuted: the result's dimension `i` is `x`'s dimension `permutation[i]`.
    Transpose {
        /// Its operand.
        x: Value,
        /// The permutation.
        permutation: Vec<usize>,
    },
    /// The elements at `start + k stride` below `limit`, per dimension.
    Slice {
        /// Its operand.
        x: Value,
        /// The first index taken, per dimension.
        start: Vec<usize>,
        /// The bound (exclusive), per dimension.
        limit: Vec<usize>,
        /// The step, per dimension.
        strides: Vec<usize>,
    },
    /// `x` with `low` elements of `value` before, `high` after and `interior` between its own
    /// elements, per dimension.
    Pad {
        /// Its operand.
        x: Value,
        /// The padding element.
        value: f64,
        /// Before, per dimension.
        low: Vec<usize>,
        /// After, per dimension.
        high: Vec<usize>,
        /// Between neighbours, per dimension.
        interior: Vec<usize>,
    },
    /// The operands one after the other along `dim`.
    Concatenate {
        /// The operands.
        xs: Vec<Value>,
        /// The dimension they are joined along.
        dim: usize,
    },
}

impl Op {
    /// The op's name, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Op::Input { .. } => "input",
            Op::Convert { .. } => "convert",
            Op::Gather { .. } => "gather",
            Op::ScatterAdd { .. } => "scatter_add",
            Op::Constant { .. } => "constant",
            Op::Literal { .. } => "literal",
            Op::Iota { .. } => "iota",
            Op::Unary { .. } => "unary",
            Op::Binary { .. } => "binary",
            Op::Compare { .. } => "compare",
            Op::Select { .. } => "select",
            Op::DotGeneral { .. } => "dot_general",
            Op::Reduce { .. } => "reduce",
            Op::BroadcastInDim { .. } => "broadcast_in_dim",
            Op::Reshape { .. } => "reshape",
            Op::Transpose { .. } => "transpose",
            Op::Slice { .. } => "slice",
            Op::Pad { .. } => "pad",
            Op::Concatenate { .. } => "concatenate",
        }
    }

    /// The values it reads, in order.
    pub fn operands(&self) -> Vec<Value> {
        match self {
            Op::Input { .. } | Op::Constant { .. } | Op::Literal { .. } | Op::Iota { .. } => Vec::new(),
            Op::Unary { x, .. }
            | Op::Convert { x, .. }
            | Op::Reduce { x, .. }
            | Op::BroadcastInDim { x, .. }
            | Op::Reshape { x }
            | Op::Transpose { x, .. }
            | Op::Slice { x, .. }
            | Op::Pad { x, .. } => vec![*x],
            Op::Binary { a, b, .. } | Op::Compare { a, b, .. } => vec![*a, *b],
            Op::Gather { table, ids } => vec![*table, *ids],
            Op::ScatterAdd { into, ids, updates } => vec![*into, *ids, *updates],
            Op::Select {
                pred,
                on_true,
                on_false,
            } => vec![*pred, *on_true, *on_false],
            Op::DotGeneral { lhs, rhs, .. } => vec![*lhs, *rhs],
            Op::Concatenate { xs, .. } => xs.clone(),
        }
    }
}

/// A value's type: its shape and its element type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Type {
    /// The dimensions.
    pub shape: Vec<usize>,
    /// The element type.
    pub element: Element,
}

impl Type {
    /// A float tensor of `shape`.
    pub fn float(shape: impl Into<Vec<usize>>) -> Self {
        Type {
            shape: shape.into(),
            element: Element::Float,
        }
    }

    /// The number of elements.
    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }
}

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

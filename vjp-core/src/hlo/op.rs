//! The primitives: StableHLO's own ops and the types of their values (what each op gives is
//! inferred in [`infer`](super::infer)).

use super::Value;

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

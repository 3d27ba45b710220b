//! A StableHLO printer for backward graphs: one `func.func @main` whose arguments are the
//! graph's inputs (in node order) and whose results are the chosen ports, with fresh SSA names.
//! Shapes come from evaluating the graph once on zero inputs.

use super::{Graph, Port, Token, den};
use crate::error::{Error, Result};
use crate::ops::gelu::GeluKind;
use crate::tape::DynTensor;
use std::collections::HashMap;
use std::fmt::Write;

/// The element type of a printed module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementType {
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl ElementType {
    fn name(self) -> &'static str {
        match self {
            ElementType::F32 => "f32",
            ElementType::F64 => "f64",
        }
    }
}

struct Printer {
    body: String,
    next: usize,
    element: &'static str,
}

impl Printer {
    fn ty(&self, shape: &[usize]) -> String {
        let mut t = String::from("tensor<");
        for d in shape {
            let _ = write!(t, "{d}x");
        }
        t.push_str(self.element);
        t.push('>');
        t
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }

    fn line(&mut self, text: String) {
        self.body.push_str("    ");
        self.body.push_str(&text);
        self.body.push('\n');
    }

    /// `name = op a, b : type` for an elementwise binary op.
    fn binary(&mut self, op: &str, a: &str, b: &str, shape: &[usize]) -> String {
        let out = self.fresh();
        let t = self.ty(shape);
        self.line(format!("{out} = stablehlo.{op} {a}, {b} : {t}"));
        out
    }

    fn unary(&mut self, op: &str, a: &str, shape: &[usize]) -> String {
        let out = self.fresh();
        let t = self.ty(shape);
        self.line(format!("{out} = {op} {a} : {t}"));
        out
    }

    fn splat(&mut self, value: f64, shape: &[usize]) -> String {
        let out = self.fresh();
        let t = self.ty(shape);
        // MLIR float literals need a decimal point; -inf is written as its bits.
        let literal = if value == f64::NEG_INFINITY {
            match self.element {
                "f32" => "0xFF800000".to_string(),
                _ => "0xFFF0000000000000".to_string(),
            }
        } else {
            format!("{value:.17e}")
        };
        self.line(format!("{out} = stablehlo.constant dense<{literal}> : {t}"));
        out
    }

    fn dot(&mut self, a: &str, b: &str, contract: (usize, usize), shapes: (&[usize], &[usize], &[usize])) -> String {
        let out = self.fresh();
        let (ta, tb, to) = (self.ty(shapes.0), self.ty(shapes.1), self.ty(shapes.2));
        self.line(format!(
            "{out} = stablehlo.dot_general {a}, {b}, contracting_dims = [{}] x [{}] : ({ta}, {tb}) -> {to}",
            contract.0, contract.1
        ));
        out
    }

    /// Sum (or max) over dimension `dim` of a matrix.
    fn reduce(&mut self, op: &str, a: &str, init: f64, dim: usize, shape: &[usize]) -> String {
        let zero = self.splat(init, &[]);
        let out = self.fresh();
        let kept = [shape[1 - dim]];
        let (ta, tz, to) = (self.ty(shape), self.ty(&[]), self.ty(&kept));
        self.line(format!(
            "{out} = stablehlo.reduce({a} init: {zero}) applies stablehlo.{op} across dimensions = [{dim}] : ({ta}, {tz}) -> {to}"
        ));
        out
    }

    /// A vector broadcast along the rows (`dim = 1`: one entry per column) or columns.
    fn broadcast(&mut self, v: &str, dim: usize, shape: &[usize]) -> String {
        let out = self.fresh();
        let (tv, to) = (self.ty(&[shape[dim]]), self.ty(shape));
        self.line(format!(
            "{out} = stablehlo.broadcast_in_dim {v}, dims = [{dim}] : ({tv}) -> {to}"
        ));
        out
    }

    fn pad(&mut self, a: &str, low: usize, high: usize, shape: &[usize], out_shape: &[usize]) -> String {
        let zero = self.splat(0.0, &[]);
        let out = self.fresh();
        let (ta, tz, to) = (self.ty(shape), self.ty(&[]), self.ty(out_shape));
        self.line(format!(
            "{out} = \"stablehlo.pad\"({a}, {zero}) <{{edge_padding_low = array<i64: 0, {low}>, edge_padding_high = array<i64: 0, {high}>, interior_padding = array<i64: 0, 0>}}> : ({ta}, {tz}) -> {to}"
        ));
        out
    }

    fn slice(&mut self, a: &str, start: usize, cols: usize, shape: &[usize]) -> String {
        let out = self.fresh();
        let (ta, to) = (self.ty(shape), self.ty(&[shape[0], cols]));
        self.line(format!(
            "{out} = \"stablehlo.slice\"({a}) <{{start_indices = array<i64: 0, {start}>, limit_indices = array<i64: {}, {}>, strides = array<i64: 1, 1>}}> : ({ta}) -> {to}",
            shape[0],
            start + cols
        ));
        out
    }

    /// `1 / sqrt(var + eps)` per row of `x`, broadcast back to `x`'s shape, and the centred rows.
    fn row_statistics(&mut self, x: &str, eps: f64, shape: &[usize]) -> (String, String) {
        let n = shape[1] as f64;
        let sum = self.reduce("add", x, 0.0, 1, shape);
        let inv_n = self.splat(1.0 / n, &[shape[0]]);
        let mean = self.binary("multiply", &sum, &inv_n, &[shape[0]]);
        let mean_b = self.broadcast(&mean, 0, shape);
        let centred = self.binary("subtract", x, &mean_b, shape);
        let squares = self.binary("multiply", &centred, &centred, shape);
        let total = self.reduce("add", &squares, 0.0, 1, shape);
        let var = self.binary("multiply", &total, &inv_n, &[shape[0]]);
        let eps_c = self.splat(eps, &[shape[0]]);
        let shifted = self.binary("add", &var, &eps_c, &[shape[0]]);
        let r = self.unary("stablehlo.rsqrt", &shifted, &[shape[0]]);
        (self.broadcast(&r, 0, shape), centred)
    }

    fn gelu(&mut self, x: &str, kind: GeluKind, shape: &[usize]) -> String {
        let half = self.splat(0.5, shape);
        let one = self.splat(1.0, shape);
        let inner = match kind {
            GeluKind::Erf => {
                let c = self.splat(std::f64::consts::FRAC_1_SQRT_2, shape);
                let scaled = self.binary("multiply", x, &c, shape);
                self.unary_typed("chlo.erf", &scaled, shape)
            }
            GeluKind::Tanh => {
                let u = self.tanh_argument(x, shape);
                self.unary("stablehlo.tanh", &u, shape)
            }
        };
        let plus = self.binary("add", &one, &inner, shape);
        let hx = self.binary("multiply", &half, x, shape);
        self.binary("multiply", &hx, &plus, shape)
    }

    /// `sqrt(2/π) (x + 0.044715 x³)`.
    fn tanh_argument(&mut self, x: &str, shape: &[usize]) -> String {
        let a = self.splat(0.044_715, shape);
        let c = self.splat(0.797_884_560_802_865_4, shape);
        let x2 = self.binary("multiply", x, x, shape);
        let x3 = self.binary("multiply", &x2, x, shape);
        let ax3 = self.binary("multiply", &a, &x3, shape);
        let s = self.binary("add", x, &ax3, shape);
        self.binary("multiply", &c, &s, shape)
    }

    /// `dy · gelu'(x)`.
    fn gelu_back(&mut self, x: &str, dy: &str, kind: GeluKind, shape: &[usize]) -> String {
        let half = self.splat(0.5, shape);
        let one = self.splat(1.0, shape);
        let derivative = match kind {
            GeluKind::Erf => {
                let c = self.splat(std::f64::consts::FRAC_1_SQRT_2, shape);
                let scaled = self.binary("multiply", x, &c, shape);
                let erf = self.unary_typed("chlo.erf", &scaled, shape);
                let plus = self.binary("add", &one, &erf, shape);
                let cdf = self.binary("multiply", &half, &plus, shape);
                let x2 = self.binary("multiply", x, x, shape);
                let minus_half = self.splat(-0.5, shape);
                let e = self.binary("multiply", &minus_half, &x2, shape);
                let exp = self.unary("stablehlo.exponential", &e, shape);
                let k = self.splat(0.398_942_280_401_432_7, shape);
                let pdf = self.binary("multiply", &k, &exp, shape);
                let xpdf = self.binary("multiply", x, &pdf, shape);
                self.binary("add", &cdf, &xpdf, shape)
            }
            GeluKind::Tanh => {
                let u = self.tanh_argument(x, shape);
                let t = self.unary("stablehlo.tanh", &u, shape);
                let plus = self.binary("add", &one, &t, shape);
                let first = self.binary("multiply", &half, &plus, shape);
                let t2 = self.binary("multiply", &t, &t, shape);
                let sech2 = self.binary("subtract", &one, &t2, shape);
                let three_a = self.splat(3.0 * 0.044_715, shape);
                let x2 = self.binary("multiply", x, x, shape);
                let q = self.binary("multiply", &three_a, &x2, shape);
                let q1 = self.binary("add", &one, &q, shape);
                let c = self.splat(0.797_884_560_802_865_4, shape);
                let du = self.binary("multiply", &c, &q1, shape);
                let hx = self.binary("multiply", &half, x, shape);
                let m = self.binary("multiply", &hx, &sech2, shape);
                let second = self.binary("multiply", &m, &du, shape);
                self.binary("add", &first, &second, shape)
            }
        };
        self.binary("multiply", dy, &derivative, shape)
    }

    /// `op a : type -> type` (the CHLO form, which names the result type).
    fn unary_typed(&mut self, op: &str, a: &str, shape: &[usize]) -> String {
        let out = self.fresh();
        let t = self.ty(shape);
        self.line(format!("{out} = {op} {a} : {t} -> {t}"));
        out
    }
}

/// Prints `graph` as a StableHLO module returning `results`. `inputs` gives a value of each
/// input's shape (only the shapes are read).
pub fn print(
    graph: &Graph,
    inputs: &HashMap<String, DynTensor<f64>>,
    results: &[Port],
    element: ElementType,
) -> Result<String> {
    let zeros: HashMap<String, DynTensor<f64>> = inputs
        .iter()
        .map(|(k, v)| (k.clone(), DynTensor::zeros(v.shape())))
        .collect();
    let values = den(graph, &zeros)?;
    let shape = |p: Port| -> Vec<usize> { values[p.node][p.output].shape().to_vec() };
    let mut printer = Printer {
        body: String::new(),
        next: 0,
        element: element.name(),
    };
    let mut names: HashMap<Port, String> = HashMap::new();
    let mut arguments = Vec::new();
    for (node, token) in graph.nodes().iter().enumerate() {
        let port = |output| Port { node, output };
        let name = |p: Port| -> Result<String> {
            names
                .get(&p)
                .cloned()
                .ok_or_else(|| Error::invalid("stablehlo", format!("port {}.{} is not printed", p.node, p.output)))
        };
        let outputs: Vec<String> = match *token {
            Token::Input { ref name } => {
                let arg = format!("%arg{}", arguments.len());
                arguments.push(format!(
                    "{arg}: {} {{vjp.name = \"{name}\"}}",
                    printer.ty(&shape(port(0)))
                ));
                vec![arg]
            }
            Token::Dense { x, weight, bias } => {
                let (sx, sw, sy) = (shape(x), shape(weight), shape(port(0)));
                let h = printer.dot(&name(x)?, &name(weight)?, (1, 0), (&sx, &sw, &sy));
                let b = printer.broadcast(&name(bias)?, 1, &sy);
                vec![printer.binary("add", &h, &b, &sy)]
            }
            Token::DenseBack { x, weight, dy, .. } => {
                let (sx, sw, sdy) = (shape(x), shape(weight), shape(dy));
                let dx = printer.dot(&name(dy)?, &name(weight)?, (1, 1), (&sdy, &sw, &sx));
                let dw = printer.dot(&name(x)?, &name(dy)?, (0, 0), (&sx, &sdy, &sw));
                let db = printer.reduce("add", &name(dy)?, 0.0, 0, &sdy);
                vec![dx, dw, db]
            }
            Token::Gelu { x, kind } => vec![printer.gelu(&name(x)?, kind, &shape(x))],
            Token::GeluBack { x, dy, kind, .. } => vec![printer.gelu_back(&name(x)?, &name(dy)?, kind, &shape(x))],
            Token::LayerNormRows { x, eps } => {
                let sx = shape(x);
                let (r, centred) = printer.row_statistics(&name(x)?, eps, &sx);
                vec![printer.binary("multiply", &centred, &r, &sx)]
            }
            Token::LayerNormRowsBack { x, y, dy, eps } => {
                let sx = shape(x);
                let (r, _) = printer.row_statistics(&name(x)?, eps, &sx);
                let inv_n = printer.splat(1.0 / sx[1] as f64, &[sx[0]]);
                let sum_g = printer.reduce("add", &name(dy)?, 0.0, 1, &sx);
                let mean_g = printer.binary("multiply", &sum_g, &inv_n, &[sx[0]]);
                let gy = printer.binary("multiply", &name(dy)?, &name(y)?, &sx);
                let sum_gy = printer.reduce("add", &gy, 0.0, 1, &sx);
                let mean_gy = printer.binary("multiply", &sum_gy, &inv_n, &[sx[0]]);
                let mean_g_b = printer.broadcast(&mean_g, 0, &sx);
                let mean_gy_b = printer.broadcast(&mean_gy, 0, &sx);
                let ymg = printer.binary("multiply", &name(y)?, &mean_gy_b, &sx);
                let a = printer.binary("subtract", &name(dy)?, &mean_g_b, &sx);
                let b = printer.binary("subtract", &a, &ymg, &sx);
                vec![printer.binary("multiply", &r, &b, &sx)]
            }
            Token::RowScale { x, gamma } => {
                let sx = shape(x);
                let g = printer.broadcast(&name(gamma)?, 1, &sx);
                vec![printer.binary("multiply", &name(x)?, &g, &sx)]
            }
            Token::RowScaleBack { x, gamma, dy, .. } => {
                let sx = shape(x);
                let g = printer.broadcast(&name(gamma)?, 1, &sx);
                let dx = printer.binary("multiply", &name(dy)?, &g, &sx);
                let gx = printer.binary("multiply", &name(dy)?, &name(x)?, &sx);
                vec![dx, printer.reduce("add", &gx, 0.0, 0, &sx)]
            }
            Token::RowBias { x, beta } => {
                let sx = shape(x);
                let b = printer.broadcast(&name(beta)?, 1, &sx);
                vec![printer.binary("add", &name(x)?, &b, &sx)]
            }
            Token::RowBiasBack { dy, .. } => {
                let sdy = shape(dy);
                vec![name(dy)?, printer.reduce("add", &name(dy)?, 0.0, 0, &sdy)]
            }
            Token::Add { a, b } => vec![printer.binary("add", &name(a)?, &name(b)?, &shape(a))],
            Token::MatMul { a, b } => {
                let (sa, sb, sc) = (shape(a), shape(b), shape(port(0)));
                vec![printer.dot(&name(a)?, &name(b)?, (1, 0), (&sa, &sb, &sc))]
            }
            Token::MatMulBack { a, b, dc, .. } => {
                let (sa, sb, sdc) = (shape(a), shape(b), shape(dc));
                let da = printer.dot(&name(dc)?, &name(b)?, (1, 1), (&sdc, &sb, &sa));
                let db = printer.dot(&name(a)?, &name(dc)?, (0, 0), (&sa, &sdc, &sb));
                vec![da, db]
            }
            Token::Transpose { a } | Token::TransposeBack { dy: a, .. } => {
                let (sa, so) = (shape(a), shape(port(0)));
                let out = printer.fresh();
                let (ta, to) = (printer.ty(&sa), printer.ty(&so));
                printer.line(format!(
                    "{out} = stablehlo.transpose {}, dims = [1, 0] : ({ta}) -> {to}",
                    name(a)?
                ));
                vec![out]
            }
            Token::Scale { x, factor } | Token::ScaleBack { dy: x, factor, .. } => {
                let sx = shape(x);
                let c = printer.splat(factor, &sx);
                vec![printer.binary("multiply", &name(x)?, &c, &sx)]
            }
            Token::SoftmaxRows { x } => {
                let sx = shape(x);
                let max = printer.reduce("maximum", &name(x)?, f64::NEG_INFINITY, 1, &sx);
                let max_b = printer.broadcast(&max, 0, &sx);
                let shifted = printer.binary("subtract", &name(x)?, &max_b, &sx);
                let e = printer.unary("stablehlo.exponential", &shifted, &sx);
                let total = printer.reduce("add", &e, 0.0, 1, &sx);
                let total_b = printer.broadcast(&total, 0, &sx);
                vec![printer.binary("divide", &e, &total_b, &sx)]
            }
            Token::SoftmaxRowsBack { y, dy, .. } => {
                let sy = shape(y);
                let gy = printer.binary("multiply", &name(dy)?, &name(y)?, &sy);
                let inner = printer.reduce("add", &gy, 0.0, 1, &sy);
                let inner_b = printer.broadcast(&inner, 0, &sy);
                let d = printer.binary("subtract", &name(dy)?, &inner_b, &sy);
                vec![printer.binary("multiply", &name(y)?, &d, &sy)]
            }
            Token::SliceCols { x, start, cols } => vec![printer.slice(&name(x)?, start, cols, &shape(x))],
            Token::SliceColsBack { x, dy, start, cols, .. } => {
                let (sdy, sx) = (shape(dy), shape(x));
                vec![printer.pad(&name(dy)?, start, sx[1] - start - cols, &sdy, &sx)]
            }
            Token::PadCols { x, start, total } => {
                let (sx, so) = (shape(x), shape(port(0)));
                vec![printer.pad(&name(x)?, start, total - start - sx[1], &sx, &so)]
            }
        };
        for (output, value) in outputs.into_iter().enumerate() {
            names.insert(port(output), value);
        }
    }
    let mut returned = Vec::new();
    let mut types = Vec::new();
    for &p in results {
        returned.push(names.get(&p).cloned().ok_or_else(|| {
            Error::invalid(
                "stablehlo",
                format!("result port {}.{} does not exist", p.node, p.output),
            )
        })?);
        types.push(printer.ty(&shape(p)));
    }
    Ok(format!(
        "module {{\n  func.func @main({}) -> ({}) {{\n{}    return {} : {}\n  }}\n}}\n",
        arguments.join(", "),
        types.join(", "),
        printer.body,
        returned.join(", "),
        types.join(", ")
    ))
}

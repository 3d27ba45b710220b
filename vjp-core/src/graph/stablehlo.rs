//! A StableHLO printer for graphs: one `func.func @main` whose arguments are the graph's inputs
//! (in node order, each tagged with its name) and whose results are the chosen ports, with
//! fresh SSA names. Shapes are the graph's own (inferred as nodes joined it). Grouped tokens
//! become batched `dot_general`s and transposes over a leading group dimension.

// The printer reads axes of shapes the graph inferred and checked as each node joined it (a
// token's ranks, and groups dividing rows, are part of its contract): indexing them cannot
// fail for a graph that exists.
#![allow(clippy::indexing_slicing)]

use super::{Graph, Port, Token};
use crate::error::{Error, Result};
use crate::ops::gelu::GeluKind;
use std::collections::HashMap;
use std::fmt::Write;

/// The element type of a printed module (the float type `hlo` modules are printed in).
pub use crate::hlo::FloatType as ElementType;

/// `a` with `b` appended.
fn cat(a: &[usize], b: &[usize]) -> Vec<usize> {
    a.iter().chain(b).copied().collect()
}

fn list(values: &[usize]) -> String {
    values.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

struct Printer {
    body: String,
    next: usize,
    element: ElementType,
}

impl Printer {
    fn ty(&self, shape: &[usize]) -> String {
        let mut t = String::from("tensor<");
        for d in shape {
            let _ = write!(t, "{d}x");
        }
        t.push_str(self.element.name());
        t.push('>');
        t
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }

    /// Emits `%out = text` and returns `%out`.
    fn emit(&mut self, text: String) -> String {
        let out = self.fresh();
        let _ = writeln!(self.body, "    {out} = {text}");
        out
    }

    /// An elementwise binary op.
    fn binary(&mut self, op: &str, a: &str, b: &str, shape: &[usize]) -> String {
        let t = self.ty(shape);
        self.emit(format!("stablehlo.{op} {a}, {b} : {t}"))
    }

    /// An elementwise unary op (`op` spelled in full, e.g. `stablehlo.exponential`).
    fn unary(&mut self, op: &str, a: &str, shape: &[usize]) -> String {
        let t = self.ty(shape);
        self.emit(format!("{op} {a} : {t}"))
    }

    /// `chlo.erf`, whose syntax names the result type.
    fn erf(&mut self, a: &str, shape: &[usize]) -> String {
        let t = self.ty(shape);
        self.emit(format!("chlo.erf {a} : {t} -> {t}"))
    }

    fn splat(&mut self, value: f64, shape: &[usize]) -> String {
        // MLIR float literals need a decimal point; -inf is written as its bits.
        let literal = if value == f64::NEG_INFINITY {
            match self.element {
                ElementType::F32 => "0xFF800000".to_string(),
                ElementType::F64 => "0xFFF0000000000000".to_string(),
            }
        } else {
            format!("{value:.17e}")
        };
        let t = self.ty(shape);
        self.emit(format!("stablehlo.constant dense<{literal}> : {t}"))
    }

    fn reshape(&mut self, a: &str, from: &[usize], to: &[usize]) -> String {
        if from == to {
            return a.to_string();
        }
        let (ta, to) = (self.ty(from), self.ty(to));
        self.emit(format!("stablehlo.reshape {a} : ({ta}) -> {to}"))
    }

    fn transpose(&mut self, a: &str, permutation: &[usize], shape: &[usize]) -> String {
        let out: Vec<usize> = permutation.iter().map(|&p| shape[p]).collect();
        let (ta, to) = (self.ty(shape), self.ty(&out));
        self.emit(format!(
            "stablehlo.transpose {a}, dims = [{}] : ({ta}) -> {to}",
            list(permutation)
        ))
    }

    /// `dot_general` with the given batching and contracting dimensions.
    fn dot(
        &mut self,
        (a, b): (&str, &str),
        batching: &[usize],
        contracting: (usize, usize),
        shapes: (&[usize], &[usize], &[usize]),
    ) -> String {
        let (ta, tb, to) = (self.ty(shapes.0), self.ty(shapes.1), self.ty(shapes.2));
        let batch = if batching.is_empty() {
            String::new()
        } else {
            format!("batching_dims = [{0}] x [{0}], ", list(batching))
        };
        self.emit(format!(
            "stablehlo.dot_general {a}, {b}, {batch}contracting_dims = [{}] x [{}] : ({ta}, {tb}) -> {to}",
            contracting.0, contracting.1
        ))
    }

    /// Sum (or max, ...) over `dims` of `a`.
    fn reduce(&mut self, op: &str, a: &str, init: f64, dims: &[usize], shape: &[usize]) -> String {
        let zero = self.splat(init, &[]);
        let kept: Vec<usize> = (0..shape.len())
            .filter(|d| !dims.contains(d))
            .map(|d| shape[d])
            .collect();
        let (ta, tz, to) = (self.ty(shape), self.ty(&[]), self.ty(&kept));
        self.emit(format!(
            "stablehlo.reduce({a} init: {zero}) applies stablehlo.{op} across dimensions = [{}] : ({ta}, {tz}) -> {to}",
            list(dims)
        ))
    }

    /// `v` broadcast to `shape`, its dimensions landing on `dims`.
    fn broadcast(&mut self, v: &str, dims: &[usize], shape: &[usize]) -> String {
        let vshape: Vec<usize> = dims.iter().map(|&d| shape[d]).collect();
        let (tv, to) = (self.ty(&vshape), self.ty(shape));
        self.emit(format!(
            "stablehlo.broadcast_in_dim {v}, dims = [{}] : ({tv}) -> {to}",
            list(dims)
        ))
    }

    fn pad(&mut self, a: &str, low: &[usize], shape: &[usize], out: &[usize]) -> String {
        let zero = self.splat(0.0, &[]);
        let high: Vec<usize> = (0..shape.len()).map(|d| out[d] - shape[d] - low[d]).collect();
        let (ta, tz, to) = (self.ty(shape), self.ty(&[]), self.ty(out));
        self.emit(format!(
            "\"stablehlo.pad\"({a}, {zero}) <{{edge_padding_low = array<i64: {}>, edge_padding_high = array<i64: {}>, interior_padding = array<i64: {}>}}> : ({ta}, {tz}) -> {to}",
            list(low),
            list(&high),
            list(&vec![0; shape.len()])
        ))
    }

    fn slice(&mut self, a: &str, start: &[usize], out: &[usize], shape: &[usize]) -> String {
        let limit: Vec<usize> = start.iter().zip(out).map(|(s, n)| s + n).collect();
        let (ta, to) = (self.ty(shape), self.ty(out));
        self.emit(format!(
            "\"stablehlo.slice\"({a}) <{{start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>}}> : ({ta}) -> {to}",
            list(start),
            list(&limit),
            list(&vec![1; shape.len()])
        ))
    }

    /// `x / n` for `n` a count: multiplies by the constant `1 / n`.
    fn mean_of(&mut self, total: &str, n: usize, shape: &[usize]) -> String {
        let inv = self.splat(1.0 / n as f64, shape);
        self.binary("multiply", total, &inv, shape)
    }

    /// A scalar broadcast to `shape`.
    fn fill(&mut self, s: &str, shape: &[usize]) -> String {
        self.broadcast(s, &[], shape)
    }

    /// `1 / sqrt(var + eps)` per row of `x`, broadcast back to `x`'s shape, and the centred rows.
    fn row_statistics(&mut self, x: &str, eps: f64, shape: &[usize]) -> (String, String) {
        let rows = [shape[0]];
        let sum = self.reduce("add", x, 0.0, &[1], shape);
        let mean = self.mean_of(&sum, shape[1], &rows);
        let mean_b = self.broadcast(&mean, &[0], shape);
        let centred = self.binary("subtract", x, &mean_b, shape);
        let squares = self.binary("multiply", &centred, &centred, shape);
        let total = self.reduce("add", &squares, 0.0, &[1], shape);
        let var = self.mean_of(&total, shape[1], &rows);
        let eps_c = self.splat(eps, &rows);
        let shifted = self.binary("add", &var, &eps_c, &rows);
        let r = self.unary("stablehlo.rsqrt", &shifted, &rows);
        (self.broadcast(&r, &[0], shape), centred)
    }

    /// Row-wise `exp(x - max)` and its row sums broadcast back.
    fn shifted_exp(&mut self, x: &str, shape: &[usize]) -> (String, String) {
        let max = self.reduce("maximum", x, f64::NEG_INFINITY, &[1], shape);
        let max_b = self.broadcast(&max, &[0], shape);
        let shifted = self.binary("subtract", x, &max_b, shape);
        let e = self.unary("stablehlo.exponential", &shifted, shape);
        let total = self.reduce("add", &e, 0.0, &[1], shape);
        (e, self.broadcast(&total, &[0], shape))
    }

    fn gelu(&mut self, x: &str, kind: GeluKind, shape: &[usize]) -> String {
        let half = self.splat(0.5, shape);
        let one = self.splat(1.0, shape);
        let inner = match kind {
            GeluKind::Erf => {
                let c = self.splat(std::f64::consts::FRAC_1_SQRT_2, shape);
                let scaled = self.binary("multiply", x, &c, shape);
                self.erf(&scaled, shape)
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
                let erf = self.erf(&scaled, shape);
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

    /// A matrix `[G·M, N]` seen as `[G, M, N]`.
    fn grouped(&mut self, a: &str, groups: usize, shape: &[usize]) -> (String, Vec<usize>) {
        let three = vec![groups, shape[0] / groups, shape[1]];
        (self.reshape(a, shape, &three), three)
    }

    /// `a b` per group (a plain `dot_general` for one group); `transposes` marks operands
    /// read transposed (contracting their other dimension).
    fn grouped_matmul(
        &mut self,
        (a, b): (&str, &str),
        (sa, sb, so): (&[usize], &[usize], &[usize]),
        groups: usize,
        contracting: (usize, usize),
    ) -> String {
        if groups == 1 {
            return self.dot((a, b), &[], contracting, (sa, sb, so));
        }
        let (a3, sa3) = self.grouped(a, groups, sa);
        let (b3, sb3) = self.grouped(b, groups, sb);
        let so3 = vec![groups, so[0] / groups, so[1]];
        let c3 = self.dot(
            (&a3, &b3),
            &[0],
            (contracting.0 + 1, contracting.1 + 1),
            (&sa3, &sb3, &so3),
        );
        self.reshape(&c3, &so3, so)
    }

    fn grouped_transpose(&mut self, a: &str, groups: usize, shape: &[usize]) -> String {
        if groups == 1 {
            return self.transpose(a, &[1, 0], shape);
        }
        let (a3, s3) = self.grouped(a, groups, shape);
        let t = self.transpose(&a3, &[0, 2, 1], &s3);
        self.reshape(&t, &[groups, s3[2], s3[1]], &[groups * s3[2], s3[1]])
    }

    /// The patches of images `[B, C, H, W]` as rows `[B·NP, C·P·P]`, timm's order.
    fn patches(&mut self, images: &str, shape: &[usize], patch: usize) -> (String, Vec<usize>) {
        let (b, c, h, w, p) = (shape[0], shape[1], shape[2], shape[3], patch);
        let six = [b, c, h / p, p, w / p, p];
        let split = self.reshape(images, shape, &six);
        let moved = self.transpose(&split, &[0, 2, 4, 1, 3, 5], &six);
        let rows = vec![b * (h / p) * (w / p), c * p * p];
        let out = self.reshape(&moved, &[b, h / p, w / p, c, p, p], &rows);
        (out, rows)
    }

    /// The smoothed targets `(1 - s) t + s / K`.
    fn smoothed(&mut self, targets: &str, smoothing: f64, shape: &[usize]) -> String {
        let keep = self.splat(1.0 - smoothing, shape);
        let scaled = self.binary("multiply", targets, &keep, shape);
        let spread = self.splat(smoothing / shape[1] as f64, shape);
        self.binary("add", &scaled, &spread, shape)
    }
}

/// Prints `graph` as a StableHLO module returning `results`.
pub fn print(graph: &Graph, results: &[Port], element: ElementType) -> Result<String> {
    let mut printer = Printer {
        body: String::new(),
        next: 0,
        element,
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
        let shape = |p: Port| -> Result<Vec<usize>> { graph.shape(p).map(<[usize]>::to_vec) };
        let p = &mut printer;
        let outputs: Vec<String> = match *token {
            Token::Input { ref name, ref shape } => {
                let arg = format!("%arg{}", arguments.len());
                arguments.push(format!("{arg}: {} {{vjp.name = \"{name}\"}}", p.ty(shape)));
                vec![arg]
            }
            Token::Full { value, ref shape } => vec![p.splat(value, shape)],
            Token::Reshape { x, .. } | Token::ReshapeBack { dy: x, .. } => {
                vec![p.reshape(&name(x)?, &shape(x)?, &shape(port(0))?)]
            }
            Token::Dense { x, weight, bias } => {
                let (sx, sw, sy) = (shape(x)?, shape(weight)?, shape(port(0))?);
                let h = p.dot((&name(x)?, &name(weight)?), &[], (1, 0), (&sx, &sw, &sy));
                let b = p.broadcast(&name(bias)?, &[1], &sy);
                vec![p.binary("add", &h, &b, &sy)]
            }
            Token::DenseBack { x, weight, dy, .. } => {
                let (sx, sw, sdy) = (shape(x)?, shape(weight)?, shape(dy)?);
                let dx = p.dot((&name(dy)?, &name(weight)?), &[], (1, 1), (&sdy, &sw, &sx));
                let dw = p.dot((&name(x)?, &name(dy)?), &[], (0, 0), (&sx, &sdy, &sw));
                let db = p.reduce("add", &name(dy)?, 0.0, &[0], &sdy);
                vec![dx, dw, db]
            }
            Token::Gelu { x, kind } => vec![p.gelu(&name(x)?, kind, &shape(x)?)],
            Token::GeluBack { x, dy, kind, .. } => vec![p.gelu_back(&name(x)?, &name(dy)?, kind, &shape(x)?)],
            Token::LayerNormRows { x, eps } => {
                let sx = shape(x)?;
                let (r, centred) = p.row_statistics(&name(x)?, eps, &sx);
                vec![p.binary("multiply", &centred, &r, &sx)]
            }
            Token::LayerNormRowsBack { x, y, dy, eps } => {
                let sx = shape(x)?;
                let rows = [sx[0]];
                let (r, _) = p.row_statistics(&name(x)?, eps, &sx);
                let sum_g = p.reduce("add", &name(dy)?, 0.0, &[1], &sx);
                let mean_g = p.mean_of(&sum_g, sx[1], &rows);
                let gy = p.binary("multiply", &name(dy)?, &name(y)?, &sx);
                let sum_gy = p.reduce("add", &gy, 0.0, &[1], &sx);
                let mean_gy = p.mean_of(&sum_gy, sx[1], &rows);
                let mean_g_b = p.broadcast(&mean_g, &[0], &sx);
                let mean_gy_b = p.broadcast(&mean_gy, &[0], &sx);
                let ymg = p.binary("multiply", &name(y)?, &mean_gy_b, &sx);
                let a = p.binary("subtract", &name(dy)?, &mean_g_b, &sx);
                let b = p.binary("subtract", &a, &ymg, &sx);
                vec![p.binary("multiply", &r, &b, &sx)]
            }
            Token::RowScale { x, gamma } => {
                let sx = shape(x)?;
                let g = p.broadcast(&name(gamma)?, &[1], &sx);
                vec![p.binary("multiply", &name(x)?, &g, &sx)]
            }
            Token::RowScaleBack { x, gamma, dy, .. } => {
                let sx = shape(x)?;
                let g = p.broadcast(&name(gamma)?, &[1], &sx);
                let dx = p.binary("multiply", &name(dy)?, &g, &sx);
                let gx = p.binary("multiply", &name(dy)?, &name(x)?, &sx);
                vec![dx, p.reduce("add", &gx, 0.0, &[0], &sx)]
            }
            Token::RowBias { x, beta } => {
                let sx = shape(x)?;
                let b = p.broadcast(&name(beta)?, &[1], &sx);
                vec![p.binary("add", &name(x)?, &b, &sx)]
            }
            Token::RowBiasBack { dy, .. } => {
                let sdy = shape(dy)?;
                vec![name(dy)?, p.reduce("add", &name(dy)?, 0.0, &[0], &sdy)]
            }
            Token::Add { a, b } => vec![p.binary("add", &name(a)?, &name(b)?, &shape(a)?)],
            Token::MatMul { a, b, groups } => {
                let (sa, sb, sc) = (shape(a)?, shape(b)?, shape(port(0))?);
                vec![p.grouped_matmul((&name(a)?, &name(b)?), (&sa, &sb, &sc), groups, (1, 0))]
            }
            Token::MatMulBack { a, b, dc, groups, .. } => {
                let (sa, sb, sdc) = (shape(a)?, shape(b)?, shape(dc)?);
                let da = p.grouped_matmul((&name(dc)?, &name(b)?), (&sdc, &sb, &sa), groups, (1, 1));
                let db = p.grouped_matmul((&name(a)?, &name(dc)?), (&sa, &sdc, &sb), groups, (0, 0));
                vec![da, db]
            }
            Token::Transpose { a, groups } | Token::TransposeBack { dy: a, groups, .. } => {
                vec![p.grouped_transpose(&name(a)?, groups, &shape(a)?)]
            }
            Token::Scale { x, factor } | Token::ScaleBack { dy: x, factor, .. } => {
                let sx = shape(x)?;
                let c = p.splat(factor, &sx);
                vec![p.binary("multiply", &name(x)?, &c, &sx)]
            }
            Token::SoftmaxRows { x } => {
                let sx = shape(x)?;
                let (e, total) = p.shifted_exp(&name(x)?, &sx);
                vec![p.binary("divide", &e, &total, &sx)]
            }
            Token::SoftmaxRowsBack { y, dy, .. } => {
                let sy = shape(y)?;
                let gy = p.binary("multiply", &name(dy)?, &name(y)?, &sy);
                let inner = p.reduce("add", &gy, 0.0, &[1], &sy);
                let inner_b = p.broadcast(&inner, &[0], &sy);
                let d = p.binary("subtract", &name(dy)?, &inner_b, &sy);
                vec![p.binary("multiply", &name(y)?, &d, &sy)]
            }
            Token::SliceCols { x, start, .. } => {
                vec![p.slice(&name(x)?, &[0, start], &shape(port(0))?, &shape(x)?)]
            }
            Token::SliceColsBack { dy, start, .. } => {
                vec![p.pad(&name(dy)?, &[0, start], &shape(dy)?, &shape(port(0))?)]
            }
            Token::PadCols { x, start, .. } => vec![p.pad(&name(x)?, &[0, start], &shape(x)?, &shape(port(0))?)],
            Token::SliceRows { x, start, rows, groups } => {
                let (sx, so) = (shape(x)?, shape(port(0))?);
                let (x3, s3) = p.grouped(&name(x)?, groups, &sx);
                let cut = p.slice(&x3, &[0, start, 0], &[groups, rows, sx[1]], &s3);
                vec![p.reshape(&cut, &[groups, rows, sx[1]], &so)]
            }
            Token::PadRows {
                x,
                start,
                total,
                groups,
            } => {
                let (sx, so) = (shape(x)?, shape(port(0))?);
                let (x3, s3) = p.grouped(&name(x)?, groups, &sx);
                let padded = p.pad(&x3, &[0, start, 0], &s3, &[groups, total, sx[1]]);
                vec![p.reshape(&padded, &[groups, total, sx[1]], &so)]
            }
            Token::TileRows { x, groups } => {
                let (sx, so) = (shape(x)?, shape(port(0))?);
                let three = cat(&[groups], &sx);
                let b = p.broadcast(&name(x)?, &[1, 2], &three);
                vec![p.reshape(&b, &three, &so)]
            }
            Token::TileRowsBack { dy, groups, .. } => {
                let sdy = shape(dy)?;
                let (d3, s3) = p.grouped(&name(dy)?, groups, &sdy);
                vec![p.reduce("add", &d3, 0.0, &[0], &s3)]
            }
            Token::PatchEmbed {
                images,
                weight,
                bias,
                patch,
            } => {
                let (rows, srows) = p.patches(&name(images)?, &shape(images)?, patch);
                let (sw, so) = (shape(weight)?, shape(port(0))?);
                let h = p.dot((&rows, &name(weight)?), &[], (1, 1), (&srows, &sw, &so));
                let b = p.broadcast(&name(bias)?, &[1], &so);
                vec![p.binary("add", &h, &b, &so)]
            }
            Token::PatchEmbedBack {
                images,
                weight,
                dy,
                patch,
                ..
            } => {
                let (rows, srows) = p.patches(&name(images)?, &shape(images)?, patch);
                let (sw, sdy) = (shape(weight)?, shape(dy)?);
                let dw = p.dot((&name(dy)?, &rows), &[], (0, 0), (&sdy, &srows, &sw));
                vec![dw, p.reduce("add", &name(dy)?, 0.0, &[0], &sdy)]
            }
            Token::SoftmaxCrossEntropy {
                logits,
                targets,
                smoothing,
            } => {
                let s = shape(logits)?;
                let x = name(logits)?;
                let max = p.reduce("maximum", &x, f64::NEG_INFINITY, &[1], &s);
                let max_b = p.broadcast(&max, &[0], &s);
                let shifted = p.binary("subtract", &x, &max_b, &s);
                let e = p.unary("stablehlo.exponential", &shifted, &s);
                let total = p.reduce("add", &e, 0.0, &[1], &s);
                let log = p.unary("stablehlo.log", &total, &[s[0]]);
                let log_sum = p.binary("add", &log, &max, &[s[0]]);
                let log_sum_b = p.broadcast(&log_sum, &[0], &s);
                let nll = p.binary("subtract", &log_sum_b, &x, &s);
                let q = p.smoothed(&name(targets)?, smoothing, &s);
                let weighted = p.binary("multiply", &q, &nll, &s);
                let sum = p.reduce("add", &weighted, 0.0, &[0, 1], &s);
                vec![p.mean_of(&sum, s[0], &[])]
            }
            Token::SoftmaxCrossEntropyBack {
                logits,
                targets,
                dloss,
                smoothing,
                ..
            } => {
                let s = shape(logits)?;
                let (e, total) = p.shifted_exp(&name(logits)?, &s);
                let softmax = p.binary("divide", &e, &total, &s);
                let q = p.smoothed(&name(targets)?, smoothing, &s);
                let diff = p.binary("subtract", &softmax, &q, &s);
                let per = p.mean_of(&name(dloss)?, s[0], &[]);
                let factor = p.fill(&per, &s);
                vec![p.binary("multiply", &diff, &factor, &s)]
            }
            Token::SgdUpdate {
                param,
                grad,
                velocity,
                lr,
                momentum,
            } => {
                let s = shape(param)?;
                let mu = p.splat(momentum, &s);
                let kept = p.binary("multiply", &mu, &name(velocity)?, &s);
                let v = p.binary("add", &kept, &name(grad)?, &s);
                let rate = p.fill(&name(lr)?, &s);
                let step = p.binary("multiply", &rate, &v, &s);
                vec![p.binary("subtract", &name(param)?, &step, &s), v]
            }
            Token::AdamWUpdate {
                param,
                grad,
                m,
                v,
                lr,
                step,
                beta1,
                beta2,
                eps,
                weight_decay,
            } => {
                let s = shape(param)?;
                let g = name(grad)?;
                // Bias corrections `1 - β^t` and the decay `1 - lr·wd`, on scalars.
                let one = p.splat(1.0, &[]);
                let correction = |p: &mut Printer, beta: f64| -> Result<String> {
                    let b = p.splat(beta, &[]);
                    let power = p.binary("power", &b, &name(step)?, &[]);
                    Ok(p.binary("subtract", &one, &power, &[]))
                };
                let (c1, c2) = (correction(p, beta1)?, correction(p, beta2)?);
                let wd = p.splat(weight_decay, &[]);
                let lr_wd = p.binary("multiply", &name(lr)?, &wd, &[]);
                let decay = p.binary("subtract", &one, &lr_wd, &[]);
                let moment = |p: &mut Printer, beta: f64, old: &str, new: &str| {
                    let b = p.splat(beta, &s);
                    let kept = p.binary("multiply", &b, old, &s);
                    let rest = p.splat(1.0 - beta, &s);
                    let fresh = p.binary("multiply", &rest, new, &s);
                    p.binary("add", &kept, &fresh, &s)
                };
                let m1 = moment(p, beta1, &name(m)?, &g);
                let g2 = p.binary("multiply", &g, &g, &s);
                let m2 = moment(p, beta2, &name(v)?, &g2);
                let c1_b = p.fill(&c1, &s);
                let c2_b = p.fill(&c2, &s);
                let m_hat = p.binary("divide", &m1, &c1_b, &s);
                let v_hat = p.binary("divide", &m2, &c2_b, &s);
                let root = p.unary("stablehlo.sqrt", &v_hat, &s);
                let eps_c = p.splat(eps, &s);
                let denominator = p.binary("add", &root, &eps_c, &s);
                let rate = p.fill(&name(lr)?, &s);
                let scaled = p.binary("multiply", &rate, &m_hat, &s);
                let update = p.binary("divide", &scaled, &denominator, &s);
                let decay_b = p.fill(&decay, &s);
                let decayed = p.binary("multiply", &name(param)?, &decay_b, &s);
                vec![p.binary("subtract", &decayed, &update, &s), m1, m2]
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
        types.push(printer.ty(graph.shape(p)?));
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

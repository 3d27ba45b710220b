//! Random derived programs: a seeded generator writes `COUNT` random derived `#[vjp]`
//! functions into a scratch crate, each with its generated gradient check, and the crate's
//! `cargo test` must pass every check.
//!
//! The programs are random DAGs of calls to vjp's ops (`gelu`, `scale`, `add`, `matmul`,
//! `transpose`, `softmax_rows`), to rule-form ops of the generated crate (`mul`, `square`,
//! `masked` with a `#[no_grad]` mask) and to earlier generated functions; values are used zero
//! to three times; some arguments never reach the output; constants are bound with `let` or
//! written inline; some functions fix a dimension (`Const<3>`) or spell their tensors
//! `Tensor<T, (N, D)>`; and the names of arguments and values are drawn from a list of
//! adversarial ones (leading underscores, the names the expansion uses or used to use, names of
//! the generated items, raw and non-ASCII identifiers). `SEED` and `COUNT` are fixed, so the
//! crate is the same on every run.

mod support;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::fmt::Write;
use support::{cargo_in_scratch, facade_dependency};

/// The generator's seed.
const SEED: u64 = 13;
/// How many functions it writes.
const COUNT: usize = 320;

/// Argument names, drawn without repetition within a function (after the first argument).
const ARGUMENT_NAMES: &[&str] = &[
    "x",
    "_x",
    "__dy",
    "__out",
    "__pullback",
    "r#type",
    "ĥ",
    "tape",
    "layer",
    "dy",
    "out",
    "g0",
    "Layer",
    "input",
    "params",
    "__phantom",
    "value_x",
    "d_w",
    "w",
    "data",
];

/// Value names, drawn without repetition within a function.
const VALUE_NAMES: &[&str] = &[
    "h",
    "_h",
    "__h",
    "___h",
    "vjp_output",
    "__vjp_output",
    "output",
    "output_",
    "pullback",
    "__pullback_h",
    "pullback_h",
    "pullback_output",
    "d_h",
    "__d_x",
    "d_x",
    "d_output",
    "g1",
    "g2",
    "cotangent",
    "__cotangent",
    "c_h_1",
    "c_h_0",
    "__arg_h_0",
    "__grad_h_0",
    "rule",
    "vjp",
    "record",
    "vjp_check",
    "node",
    "value_h",
    "r#match",
    "r#loop",
    "r#fn",
    "数据",
    "ĥ2",
    "h_",
    "imp",
    "y",
    "__y",
    "saved",
    "grad_input",
    "f",
    "backward",
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    /// `N × D`.
    Nd,
    /// `D × D`.
    Dd,
    /// `D × N`.
    Dn,
}

#[derive(Clone, Debug)]
struct Value {
    name: String,
    shape: Shape,
    /// Whether it depends on a differentiable argument.
    diff: bool,
    /// An argument (passed as is) rather than a body value (passed by `&`).
    argument: bool,
    uses: usize,
}

impl Value {
    fn arg(&self) -> String {
        if self.argument {
            self.name.clone()
        } else {
            format!("&{}", self.name)
        }
    }
}

/// A generated function another can call: two `N × D` differentiable arguments.
struct Callable {
    name: String,
    fixed_d: bool,
}

struct Function {
    source: String,
    callable: Option<Callable>,
}

struct Generator {
    rng: StdRng,
    callables: Vec<Callable>,
}

impl Generator {
    fn pick<'a>(&mut self, list: &'a [&'a str], used: &mut Vec<String>) -> String {
        for _ in 0..8 {
            let name = list[self.rng.random_range(0..list.len())];
            if !used.iter().any(|u| u == name) {
                used.push(name.to_string());
                return name.to_string();
            }
        }
        let name = format!("v{}", used.len());
        used.push(name.clone());
        name
    }

    /// A value of `shape` to use, preferring the least used; `None` if there is none.
    fn operand(&mut self, pool: &[Value], shape: Shape) -> Option<usize> {
        let candidates: Vec<usize> = (0..pool.len())
            .filter(|&k| pool[k].shape == shape && pool[k].uses < 3)
            .collect();
        if candidates.is_empty() {
            return None;
        }
        // Prefer differentiable values, so the program mostly connects to its arguments.
        let diff: Vec<usize> = candidates.iter().copied().filter(|&k| pool[k].diff).collect();
        let from = if !diff.is_empty() && self.rng.random_bool(0.8) {
            diff
        } else {
            candidates
        };
        Some(from[self.rng.random_range(0..from.len())])
    }

    fn function(&mut self, index: usize) -> Function {
        let fixed_d = self.rng.random_bool(0.25);
        let spelled = self.rng.random_bool(0.25);
        let d = if fixed_d { "Const<3>" } else { "D" };
        let ty = |shape: Shape| match shape {
            Shape::Nd if spelled => format!("Tensor<T, (N, {d})>"),
            Shape::Nd => format!("Matrix<T, N, {d}>"),
            Shape::Dd => format!("Matrix<T, {d}, {d}>"),
            Shape::Dn => format!("Matrix<T, {d}, N>"),
        };
        let mut used = Vec::new();
        let mut pool: Vec<Value> = Vec::new();
        let mut params = Vec::new();
        let simple = index > 0 && self.rng.random_bool(0.3);
        // The first argument: the witness's input.
        let extra = if simple { 1 } else { self.rng.random_range(0..3) };
        for k in 0..=extra {
            let shape = if k == 0 || simple || self.rng.random_bool(0.5) {
                Shape::Nd
            } else {
                Shape::Dd
            };
            let name = self.pick(ARGUMENT_NAMES, &mut used);
            params.push(format!("{name}: &{}", ty(shape)));
            pool.push(Value {
                name,
                shape,
                diff: true,
                argument: true,
                uses: 0,
            });
        }
        let mask = (!simple && self.rng.random_bool(0.3)).then(|| {
            let name = self.pick(&["mask", "__mask", "r#ref", "keep"], &mut used);
            params.push(format!("#[no_grad] {name}: &{}", ty(Shape::Nd)));
            name
        });
        let factor = (!simple && self.rng.random_bool(0.4)).then(|| {
            let name = self.pick(&["factor", "__factor", "r#const", "α"], &mut used);
            params.push(format!("{name}: T"));
            name
        });
        let unused = (!simple && self.rng.random_bool(0.2)).then(|| {
            let name = self.pick(ARGUMENT_NAMES, &mut used);
            params.push(format!("{name}: &{}", ty(Shape::Nd)));
            name
        });
        let _ = unused;

        let mut body = String::new();
        let mut constants: Vec<String> = Vec::new();
        let steps = self.rng.random_range(2..8);
        for _ in 0..steps {
            if self.rng.random_bool(0.15) {
                let name = self.pick(VALUE_NAMES, &mut used);
                let v = self.rng.random_range(-1.5..1.5f64);
                writeln!(body, "    let {name} = T::from_f64({v:.3});").unwrap();
                constants.push(name);
            }
            let factor_expr = |g: &mut Self| -> String {
                match g.rng.random_range(0..3) {
                    0 if !constants.is_empty() => constants[g.rng.random_range(0..constants.len())].clone(),
                    1 if factor.is_some() => factor.clone().unwrap(),
                    _ => format!("T::from_f64({:.3})", g.rng.random_range(-1.5..1.5f64)),
                }
            };
            let op = self.rng.random_range(0..10);
            let shapes = [Shape::Nd, Shape::Dd, Shape::Dn];
            let shape = shapes[self.rng.random_range(0..3)];
            let Some(a) = self.operand(&pool, shape) else { continue };
            let (call, result, diff) = match op {
                0 => {
                    let kind = if self.rng.random_bool(0.5) { "Erf" } else { "Tanh" };
                    (
                        format!("gelu({}, GeluKind::{kind})", pool[a].arg()),
                        shape,
                        pool[a].diff,
                    )
                }
                1 => (
                    format!("scale({}, {})", pool[a].arg(), factor_expr(self)),
                    shape,
                    pool[a].diff,
                ),
                2 | 3 => {
                    let Some(b) = self.operand(&pool, shape) else { continue };
                    pool[b].uses += 1;
                    let f = if op == 2 { "add" } else { "mul" };
                    (
                        format!("{f}({}, {})?", pool[a].arg(), pool[b].arg()),
                        shape,
                        pool[a].diff || pool[b].diff,
                    )
                }
                4 => (format!("square({})", pool[a].arg()), shape, pool[a].diff),
                5 => {
                    // (X, Y)(Y, Z) within N × D, D × D, D × N, without N × N.
                    let (right, out) = match shape {
                        Shape::Nd => (Shape::Dd, Shape::Nd),
                        Shape::Dd => {
                            if self.rng.random_bool(0.5) {
                                (Shape::Dd, Shape::Dd)
                            } else {
                                (Shape::Dn, Shape::Dn)
                            }
                        }
                        Shape::Dn => (Shape::Nd, Shape::Dd),
                    };
                    let Some(b) = self.operand(&pool, right) else { continue };
                    pool[b].uses += 1;
                    (
                        format!("matmul({}, {})?", pool[a].arg(), pool[b].arg()),
                        out,
                        pool[a].diff || pool[b].diff,
                    )
                }
                6 => {
                    let out = match shape {
                        Shape::Nd => Shape::Dn,
                        Shape::Dn => Shape::Nd,
                        Shape::Dd => Shape::Dd,
                    };
                    (format!("transpose({})", pool[a].arg()), out, pool[a].diff)
                }
                7 => (format!("softmax_rows({})", pool[a].arg()), shape, pool[a].diff),
                8 if shape == Shape::Nd && mask.is_some() => {
                    let m = mask.clone().unwrap();
                    (
                        format!("masked({}, {m}, {})?", pool[a].arg(), factor_expr(self)),
                        shape,
                        pool[a].diff,
                    )
                }
                _ if shape == Shape::Nd && !self.callables.is_empty() => {
                    let candidates: Vec<usize> = (0..self.callables.len())
                        .filter(|&k| self.callables[k].fixed_d == fixed_d)
                        .collect();
                    if candidates.is_empty() {
                        continue;
                    }
                    let callee = &self.callables[candidates[self.rng.random_range(0..candidates.len())]];
                    let callee = callee.name.clone();
                    let Some(b) = self.operand(&pool, Shape::Nd) else {
                        continue;
                    };
                    pool[b].uses += 1;
                    (
                        format!("{callee}({}, {})?", pool[a].arg(), pool[b].arg()),
                        shape,
                        pool[a].diff || pool[b].diff,
                    )
                }
                _ => continue,
            };
            pool[a].uses += 1;
            let name = self.pick(VALUE_NAMES, &mut used);
            writeln!(body, "    let {name} = {call};").unwrap();
            pool.push(Value {
                name,
                shape: result,
                diff,
                argument: false,
                uses: 0,
            });
        }
        // The output: the latest differentiable N × D value, perhaps through one more call.
        let out = (0..pool.len())
            .rev()
            .find(|&k| pool[k].shape == Shape::Nd && pool[k].diff)
            .unwrap_or(0);
        let tail = match self.rng.random_range(0..3) {
            0 if !pool[out].argument => format!("Ok({})", pool[out].name),
            1 => format!("Ok(gelu({}, GeluKind::Tanh))", pool[out].arg()),
            _ => {
                let other = (0..pool.len()).find(|&k| pool[k].shape == Shape::Nd).unwrap_or(out);
                format!("add({}, {})", pool[out].arg(), pool[other].arg())
            }
        };
        writeln!(body, "    {tail}").unwrap();

        let name = format!("f{index}");
        let generics = if fixed_d {
            "T: Scalar, N: Dim"
        } else {
            "T: Scalar, N: Dim, D: Dim"
        };
        let mut check = if fixed_d {
            "N = 2".to_string()
        } else {
            "N = 2, D = 3".to_string()
        };
        if let Some(m) = &mask {
            let _ = write!(check, ", {m} = <{} as RandomStatic>::random_static(77)", ty(Shape::Nd));
        }
        if let Some(f) = &factor {
            let _ = write!(check, ", {f} = 0.6");
        }
        let source = format!(
            "#[vjp(check({check}))]\npub fn {name}<{generics}>({}) -> Result<{}> {{\n{body}}}\n\n",
            params.join(", "),
            ty(Shape::Nd)
        );
        Function {
            source,
            callable: simple.then_some(Callable { name, fixed_d }),
        }
    }
}

const PRELUDE: &str = r#"//! Written by `tests/random_programs.rs`: random derived #[vjp] functions and their checks.
#![allow(unused, non_snake_case, clippy::all)]

use vjp::macro_support::RandomStatic;
use vjp::{add, gelu, matmul, scale, softmax_rows, transpose, vjp, Const, Dim, GeluKind, Matrix, Result, Scalar, Shape, Tensor};

/// Elementwise product, a rule of this crate.
#[vjp(backward = mul_backward, check(S = (Const<2>, Const<3>)))]
pub fn mul<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    a.zip_map(b, "mul", |x, y| x * y)
}

pub fn mul_backward<T: Scalar, S: Shape>(a: &Tensor<T, S>, b: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<(Tensor<T, S>, Tensor<T, S>)> {
    Ok((b.zip_map(dy, "mul", |x, d| x * d)?, a.zip_map(dy, "mul", |x, d| x * d)?))
}

/// Elementwise square.
#[vjp(backward = square_backward, check(S = (Const<2>, Const<3>)))]
pub fn square<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| v * v)
}

pub fn square_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "square", |v, d| (v + v) * d)
}

/// `x · mask · factor`, the mask not differentiated.
#[vjp(backward = masked_backward, check(S = (Const<2>, Const<3>), mask = <Tensor<T, S> as RandomStatic>::random_static(5), factor = 0.7))]
pub fn masked<T: Scalar, S: Shape>(x: &Tensor<T, S>, #[no_grad] mask: &Tensor<T, S>, factor: T) -> Result<Tensor<T, S>> {
    x.zip_map(mask, "masked", |v, m| v * m * factor)
}

pub fn masked_backward<T: Scalar, S: Shape>(_x: &Tensor<T, S>, mask: &Tensor<T, S>, factor: &T, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    mask.zip_map(dy, "masked", |m, d| m * d * *factor)
}

"#;

#[test]
fn random_derived_programs_pass_their_generated_checks() {
    let mut generator = Generator {
        rng: StdRng::seed_from_u64(SEED),
        callables: Vec::new(),
    };
    let mut source = PRELUDE.to_string();
    for index in 0..COUNT {
        let function = generator.function(index);
        source.push_str(&function.source);
        generator.callables.extend(function.callable);
    }
    let output = cargo_in_scratch(
        "random-programs",
        &facade_dependency("vjp"),
        "lib.rs",
        &source,
        &["test", "--quiet", "--lib"],
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the random programs failed (target/tests/build-fail/random-programs):\n{stdout}\n{stderr}"
    );
    // The generated functions' checks and the three rules'.
    let expected = format!("test result: ok. {} passed; 0 failed", COUNT + 3);
    assert!(stdout.contains(&expected), "expected `{expected}`:\n{stdout}");
}

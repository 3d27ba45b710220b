//! Random programs of ops over shapes chosen at run time, decoded from bytes: what
//! `tests/op_programs.rs` (proptest) and the fuzz target `op_programs` run.
//!
//! The bytes choose a few starting matrices (any shape up to 6 x 6, empty ones included, values
//! with zeros, infinities and NaN among them), then one instruction after another: an op, its
//! operands among the values made so far (so shapes that do not fit meet often), and its
//! parameters (labels, slices, kernels, strides, groups, weights, eps, ... in and out of range).
//! Each op must return a value or a typed error, never panic; an elementwise or product op on
//! shapes that do not fit must name both shapes; and whenever the forward returns a value, the
//! op's rule, given a cotangent of the output's shape, must return gradients of its inputs'
//! shapes.

use vjp_core::ops::{
    adaptive_pool, add, batch_norm, binary, binary_cross_entropy as bce, broadcast, class_losses, concat,
    conv_transpose2d, conv2d, cosine_similarity, extremum, interpolate, kl_div, layer_norm, log_softmax, losses,
    matmul, pool2d, reduction, rms_norm, select, slice, softmax, unary, variance,
};
use vjp_core::{
    BceLoss, ClassLoss, Conv2d, ConvTranspose2d, Error, Interpolation, KlReduction, Maps, Matrix, Pool2d, Reduction,
    RunningStatistics, Tensor0, Vector,
};

type M = Matrix<f64, usize, usize>;
type V = Vector<f64, usize>;

/// A value of a program.
#[derive(Clone, Debug)]
pub enum Value {
    /// A matrix.
    Matrix(M),
    /// A vector.
    Vector(V),
    /// A batch of images.
    Maps(Maps<f64>),
}

impl Value {
    fn dims(&self) -> Vec<usize> {
        match self {
            Value::Matrix(m) => m.dims(),
            Value::Vector(v) => v.dims(),
            Value::Maps(m) => m.dims(),
        }
    }
}

/// The bytes, read one at a time; 0 once they run out.
pub struct Bytes<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    /// A reader over `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Bytes { bytes, at: 0 }
    }

    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn below(&mut self, n: usize) -> usize {
        usize::from(self.byte()) % n.max(1)
    }

    /// Two numbers in `offset .. offset + n`.
    fn pair(&mut self, n: usize, offset: usize) -> (usize, usize) {
        (offset + self.below(n), offset + self.below(n))
    }

    fn flag(&mut self) -> bool {
        self.byte() & 1 == 1
    }

    fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// A value from the byte: mostly moderate numbers, sometimes 0, ±inf or NaN.
    fn number(&mut self) -> f64 {
        match self.byte() {
            0 => 0.0,
            1 => f64::INFINITY,
            2 => f64::NEG_INFINITY,
            3 => f64::NAN,
            b => (f64::from(b) - 128.0) / 32.0,
        }
    }

    fn matrix(&mut self) -> M {
        let (r, c) = (self.below(7), self.below(7));
        let data = (0..r * c).map(|_| self.number()).collect();
        M::from_vec((r, c), data).unwrap_or_else(|_| M::zeros((0, 0)))
    }
}

/// What running one instruction gave.
#[derive(Debug)]
pub enum Step {
    /// A value and, for each differentiated input, (its shape, its gradient's shape).
    Value(Value, Vec<(Vec<usize>, Vec<usize>)>),
    /// A typed error.
    Refused(Error),
    /// A broken property, in words.
    Broken(String),
}

/// A failed property: what the op did and on what.
pub type Failure = String;

/// What a program did: for each op, how many of its steps gave a value and how many a typed
/// error.
#[derive(Debug, Default)]
pub struct Summary {
    /// Per op (in the order of `OPS`): steps with a value, steps refused.
    pub outcomes: Vec<(usize, usize)>,
}

/// Runs the program the bytes encode; an error describing the first broken property.
pub fn run(bytes: &[u8]) -> Result<Summary, Failure> {
    let mut summary = Summary {
        outcomes: vec![(0, 0); OPS.len()],
    };
    let mut input = Bytes::new(bytes);
    let mut values: Vec<Value> = (0..2 + input.below(2)).map(|_| Value::Matrix(input.matrix())).collect();
    let mut steps = 0;
    while !input.done() && steps < 64 {
        let op = input.below(OPS.len());
        let name = OPS.get(op).copied().unwrap_or("?");
        let shapes: Vec<Vec<usize>> = values.iter().map(Value::dims).collect();
        let step = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| apply(op, &values, &mut input)))
            .map_err(|_| format!("{name} panicked on values of shapes {shapes:?}"))?;
        match step {
            Some(Step::Value(value, gradients)) => {
                if let Some(outcome) = summary.outcomes.get_mut(op) {
                    outcome.0 += 1;
                }
                for (input_shape, gradient_shape) in gradients {
                    if input_shape != gradient_shape {
                        return Err(format!(
                            "{name}: a gradient of shape {gradient_shape:?} for an input of shape {input_shape:?}"
                        ));
                    }
                }
                if value.dims().iter().product::<usize>() <= 4096 && values.len() < 24 {
                    values.push(value);
                }
            }
            Some(Step::Refused(Error::DataLength { .. } | Error::StaticDim { .. })) => {
                return Err(format!("{name}: an internal length error on shapes {shapes:?}"));
            }
            Some(Step::Broken(why)) => return Err(format!("{name}: {why}")),
            Some(Step::Refused(_)) => {
                if let Some(outcome) = summary.outcomes.get_mut(op) {
                    outcome.1 += 1;
                }
            }
            None => {}
        }
        steps += 1;
    }
    Ok(summary)
}

/// The ops the programs draw from, by name.
pub const OPS: &[&str] = &[
    "add",
    "sub",
    "mul",
    "div",
    "maximum",
    "matmul",
    "concat_rows",
    "select",
    "mse",
    "exp",
    "tanh",
    "relu",
    "softmax_rows",
    "log_softmax_rows",
    "abs",
    "transpose",
    "layer_norm_rows",
    "var_rows",
    "row_sums",
    "logsumexp_rows",
    "slice_rows",
    "reshape",
    "rms_norm",
    "row_bias",
    "batch_norm",
    "cross_entropy",
    "nll_loss",
    "bce",
    "kl_div",
    "cosine_similarity",
    "conv2d",
    "conv_transpose2d",
    "pools",
    "adaptive_avg_pool2d",
    "interpolate",
    "maps_to_matrix",
    "batch_norm2d",
    "broadcast",
];

/// A matrix operand.
fn matrix<'v>(values: &'v [Value], input: &mut Bytes<'_>) -> Option<&'v M> {
    let at = input.below(values.len());
    match values.get(at)? {
        Value::Matrix(m) => Some(m),
        _ => values.iter().find_map(|v| match v {
            Value::Matrix(m) => Some(m),
            _ => None,
        }),
    }
}

/// A vector operand (a matrix's first row if the program has no vector).
fn vector(values: &[Value], input: &mut Bytes<'_>) -> Option<V> {
    let at = input.below(values.len());
    match values.get(at)? {
        Value::Vector(v) => Some(v.clone()),
        Value::Matrix(m) => V::from_vec((m.ncols(),), m.data().get(..m.ncols())?.to_vec()).ok(),
        Value::Maps(m) => V::from_vec((m.shape().1,), vec![1.0; m.shape().1]).ok(),
    }
}

/// An image operand: a batch of images, or a matrix's rows as one image.
fn maps(values: &[Value], input: &mut Bytes<'_>) -> Option<Maps<f64>> {
    let at = input.below(values.len());
    match values.get(at)? {
        Value::Maps(m) => Some(m.clone()),
        Value::Matrix(m) => {
            let channels = 1 + input.below(2);
            let rows = m.nrows() / channels;
            Maps::from_vec(
                (1, channels, rows, m.ncols()),
                m.data().get(..channels * rows * m.ncols())?.to_vec(),
            )
            .ok()
        }
        Value::Vector(_) => None,
    }
}

/// A tensor of ones shaped as `like`: the cotangent every rule is given.
fn ones<S: vjp_core::Shape>(like: &vjp_core::Tensor<f64, S>) -> vjp_core::Tensor<f64, S> {
    like.map(|_| 1.0)
}

/// The step of a forward's result and its rule's gradients.
fn step<Y, G>(
    forward: vjp_core::Result<Y>,
    value: impl FnOnce(&Y) -> Value,
    rule: impl FnOnce(&Y) -> vjp_core::Result<G>,
    shapes: impl FnOnce(&G) -> Vec<(Vec<usize>, Vec<usize>)>,
) -> Step {
    match forward {
        Err(e) => Step::Refused(e),
        Ok(y) => {
            let out = value(&y);
            match rule(&y) {
                Ok(g) => Step::Value(out, shapes(&g)),
                Err(e) => Step::Refused(e),
            }
        }
    }
}

/// A refusal of an elementwise or product op on operands of different shapes must be a shape
/// mismatch naming both.
fn names_both(step: Step, a: &[usize], b: &[usize]) -> Step {
    match step {
        Step::Refused(Error::ShapeMismatch {
            ref left, ref right, ..
        }) if (left.0 == a && right.0 == b) || (left.0 == b && right.0 == a) => step,
        Step::Refused(ref e) if a != b => Step::Broken(format!("operands {a:?} and {b:?} refused with: {e}")),
        other => other,
    }
}

/// Runs op number `op`; `None` when the program has no operand of the kinds it takes.
fn apply(op: usize, values: &[Value], input: &mut Bytes<'_>) -> Option<Step> {
    let m = |v: &M| Value::Matrix(v.clone());
    let v = |v: &V| Value::Vector(v.clone());
    let same = |x: &M, g: &M| vec![(x.dims(), g.dims())];
    let pair = |a: &M, b: &M, (ga, gb): &(M, M)| vec![(a.dims(), ga.dims()), (b.dims(), gb.dims())];
    Some(match op {
        0..=4 => {
            let (a, b) = (matrix(values, input)?, matrix(values, input)?);
            type Binary = fn(&M, &M) -> vjp_core::Result<M>;
            type Rule = fn(&M, &M, &M, &M) -> vjp_core::Result<(M, M)>;
            let (f, r): (Binary, Rule) = match op {
                0 => (add::add, add::add_backward),
                1 => (binary::sub, binary::sub_backward),
                2 => (binary::mul, binary::mul_backward),
                3 => (binary::div, binary::div_backward),
                _ => (extremum::maximum, extremum::maximum_backward),
            };
            let s = step(f(a, b), m, |y| r(a, b, y, &ones(y)), |g| pair(a, b, g));
            names_both(s, &a.dims(), &b.dims())
        }
        5 => {
            let (a, b) = (matrix(values, input)?, matrix(values, input)?);
            let s = step(
                matmul::matmul(a, b),
                m,
                |y| matmul::matmul_backward(a, b, y, &ones(y)),
                |g| pair(a, b, g),
            );
            names_both(s, &a.dims(), &b.dims())
        }
        6 => {
            let (a, b) = (matrix(values, input)?, matrix(values, input)?);
            let s = step(
                concat::concat_rows(a, b),
                m,
                |y| concat::concat_rows_backward(a, b, y, &ones(y)),
                |g| pair(a, b, g),
            );
            names_both(s, &a.dims(), &b.dims())
        }
        7 => {
            let (a, b, c) = (matrix(values, input)?, matrix(values, input)?, matrix(values, input)?);
            step(
                select::select(a, b, c),
                m,
                |y| select::select_backward(a, b, c, y, &ones(y)),
                |g| pair(a, b, g),
            )
        }
        8 => {
            let (a, b) = (matrix(values, input)?, matrix(values, input)?);
            let s = step(
                losses::mse(a, b),
                |_| Value::Matrix(a.clone()),
                |y| losses::mse_backward(a, b, y, &Tensor0::scalar(1.0)),
                |g| same(a, g),
            );
            names_both(s, &a.dims(), &b.dims())
        }
        9..=14 => {
            let x = matrix(values, input)?;
            type Unary = fn(&M) -> M;
            type Rule = fn(&M, &M, &M) -> vjp_core::Result<M>;
            let (f, r): (Unary, Rule) = match op {
                9 => (unary::exp, unary::exp_backward),
                10 => (unary::tanh, unary::tanh_backward),
                11 => (unary::relu, unary::relu_backward),
                12 => (softmax::softmax_rows, softmax::softmax_rows_backward),
                13 => (log_softmax::log_softmax_rows, log_softmax::log_softmax_rows_backward),
                _ => (unary::abs, unary::abs_backward),
            };
            step(Ok(f(x)), m, |y| r(x, y, &ones(y)), |g| same(x, g))
        }
        15 => {
            let x = matrix(values, input)?;
            step(
                Ok(vjp_core::transpose(x)),
                m,
                |y| vjp_core::ops::transpose::transpose_backward(x, y, &ones(y)),
                |g| same(x, g),
            )
        }
        16 => {
            let x = matrix(values, input)?;
            let eps = [1e-5, 0.0, -1.0, f64::NAN][input.below(4)];
            step(
                layer_norm::layer_norm_rows(x, eps),
                m,
                |y| layer_norm::layer_norm_rows_backward(x, &eps, y, &ones(y)),
                |g| same(x, g),
            )
        }
        17 => {
            let x = matrix(values, input)?;
            let c = input.below(4);
            step(
                variance::var_rows(x, c),
                v,
                |y| variance::var_rows_backward(x, &c, y, &ones(y)),
                |g| same(x, g),
            )
        }
        18 => {
            let x = matrix(values, input)?;
            step(
                Ok(reduction::row_sums(x)),
                v,
                |y| reduction::row_sums_backward(x, y, &ones(y)),
                |g| same(x, g),
            )
        }
        19 => {
            let x = matrix(values, input)?;
            step(
                log_softmax::logsumexp_rows(x),
                v,
                |y| log_softmax::logsumexp_rows_backward(x, y, &ones(y)),
                |g| same(x, g),
            )
        }
        20 => {
            let x = matrix(values, input)?;
            let (start, len) = (input.below(8), input.below(8));
            step(
                slice::slice_rows(x, start, len),
                m,
                |y| slice::slice_rows_backward(x, &start, &len, y, &ones(y)),
                |g| same(x, g),
            )
        }
        21 => {
            let x = matrix(values, input)?;
            let shape = (input.below(13), input.below(13));
            step(
                vjp_core::reshape(x, shape),
                m,
                |y| vjp_core::ops::reshape::reshape_backward(x, &shape, y, &ones(y)),
                |g| same(x, g),
            )
        }
        22 => {
            let (x, gamma) = (matrix(values, input)?, vector(values, input)?);
            let eps = [1e-6, 0.0, -1.0][input.below(3)];
            step(
                rms_norm::rms_norm(x, &gamma, eps),
                m,
                |y| rms_norm::rms_norm_backward(x, &gamma, &eps, y, &ones(y)),
                |(dx, dg)| vec![(x.dims(), dx.dims()), (gamma.dims(), dg.dims())],
            )
        }
        23 => {
            let (x, beta) = (matrix(values, input)?, vector(values, input)?);
            let s = step(
                vjp_core::row_bias(x, &beta),
                m,
                |y| vjp_core::ops::axis_affine::row_bias_backward(x, &beta, y, &ones(y)),
                |(dx, db)| vec![(x.dims(), dx.dims()), (beta.dims(), db.dims())],
            );
            names_both(s, &x.dims(), &beta.dims())
        }
        24 => {
            let (x, gamma, beta) = (matrix(values, input)?, vector(values, input)?, vector(values, input)?);
            if input.flag() {
                let running = RunningStatistics {
                    mean: vec![0.5; input.below(5)],
                    var: vec![2.0; input.below(5)],
                    momentum: 0.1,
                };
                step(
                    batch_norm::batch_norm_eval(x, &gamma, &beta, running.clone(), 1e-5),
                    m,
                    |y| batch_norm::batch_norm_eval_backward(x, &gamma, &beta, &running, &1e-5, y, &ones(y)),
                    |(dx, dg, db)| {
                        vec![
                            (x.dims(), dx.dims()),
                            (gamma.dims(), dg.dims()),
                            (beta.dims(), db.dims()),
                        ]
                    },
                )
            } else {
                step(
                    batch_norm::batch_norm(x, &gamma, &beta, 1e-5),
                    m,
                    |y| batch_norm::batch_norm_backward(x, &gamma, &beta, &1e-5, y, &ones(y)),
                    |(dx, dg, db)| {
                        vec![
                            (x.dims(), dx.dims()),
                            (gamma.dims(), dg.dims()),
                            (beta.dims(), db.dims()),
                        ]
                    },
                )
            }
        }
        25 | 26 => {
            let x = matrix(values, input)?;
            let labels: Vec<usize> = (0..input.below(7)).map(|_| input.below(8)).collect();
            let options = ClassLoss {
                weight: input.flag().then(|| vec![0.5; input.below(7)]),
                ignore_index: input.flag().then(|| input.below(8)),
                label_smoothing: if op == 25 {
                    [0.0, 0.1, 1.0, 1.5][input.below(4)]
                } else {
                    0.0
                },
            };
            let reduction = if input.flag() { Reduction::Mean } else { Reduction::Sum };
            if op == 25 {
                step(
                    class_losses::cross_entropy(x, &labels, options.clone(), reduction),
                    |_| Value::Matrix(x.clone()),
                    |y| {
                        class_losses::cross_entropy_backward(x, &labels, &options, &reduction, y, &Tensor0::scalar(1.0))
                    },
                    |g| same(x, g),
                )
            } else {
                step(
                    class_losses::nll_loss_per_example(x, &labels, options.clone()),
                    v,
                    |y| class_losses::nll_loss_per_example_backward(x, &labels, &options, y, &ones(y)),
                    |g| same(x, g),
                )
            }
        }
        27 => {
            let (x, t) = (matrix(values, input)?, matrix(values, input)?);
            let options = BceLoss {
                pos_weight: input.flag().then(|| vec![2.0; input.below(7)]),
                weight: input.flag().then(|| vec![0.5; input.below(37)]),
            };
            step(
                bce::binary_cross_entropy_with_logits_per_element(x, t, options.clone()),
                m,
                |y| bce::binary_cross_entropy_with_logits_per_element_backward(x, t, &options, y, &ones(y)),
                |g| same(x, g),
            )
        }
        28 => {
            let (x, t) = (matrix(values, input)?, matrix(values, input)?);
            let reduction = [KlReduction::Mean, KlReduction::Sum, KlReduction::BatchMean][input.below(3)];
            let log_target = input.flag();
            let s = step(
                kl_div::kl_div(x, t, log_target, reduction),
                |_| Value::Matrix(x.clone()),
                |y| kl_div::kl_div_backward(x, t, &log_target, &reduction, y, &Tensor0::scalar(1.0)),
                |g| same(x, g),
            );
            names_both(s, &x.dims(), &t.dims())
        }
        29 => {
            let (a, b) = (matrix(values, input)?, matrix(values, input)?);
            step(
                cosine_similarity::cosine_similarity(a, b, 1e-8),
                v,
                |y| cosine_similarity::cosine_similarity_backward(a, b, &1e-8, y, &ones(y)),
                |g| pair(a, b, g),
            )
        }
        30 | 31 => {
            let (x, w) = (maps(values, input)?, maps(values, input)?);
            let bias = V::zeros((input.below(4),));
            if op == 30 {
                let conv = Conv2d {
                    stride: input.pair(3, 1),
                    padding: input.pair(3, 0),
                    dilation: input.pair(2, 1),
                    groups: 1 + input.below(2),
                };
                step(
                    conv2d::conv2d(&x, &w, &bias, conv),
                    |y| Value::Maps(y.clone()),
                    |y| conv2d::conv2d_backward(&x, &w, &bias, &conv, y, &ones(y)),
                    |(dx, dw, db)| vec![(x.dims(), dx.dims()), (w.dims(), dw.dims()), (bias.dims(), db.dims())],
                )
            } else {
                let config = ConvTranspose2d {
                    stride: input.pair(3, 1),
                    padding: input.pair(3, 0),
                    output_padding: input.pair(2, 0),
                    dilation: input.pair(2, 1),
                    groups: 1 + input.below(2),
                };
                step(
                    conv_transpose2d::conv_transpose2d(&x, &w, &bias, config),
                    |y| Value::Maps(y.clone()),
                    |y| conv_transpose2d::conv_transpose2d_backward(&x, &w, &bias, &config, y, &ones(y)),
                    |(dx, dw, db)| vec![(x.dims(), dx.dims()), (w.dims(), dw.dims()), (bias.dims(), db.dims())],
                )
            }
        }
        32 => {
            let x = maps(values, input)?;
            let kernel = (input.below(4), input.below(4));
            let pool = Pool2d::new(kernel)
                .with_stride((input.below(3), 1 + input.below(3)))
                .with_padding((input.below(3), input.below(2)))
                .with_dilation((1 + input.below(2), 1))
                .with_ceil_mode(input.flag())
                .with_count_include_pad(input.flag());
            if input.flag() {
                step(
                    pool2d::max_pool2d(&x, pool),
                    |y| Value::Maps(y.clone()),
                    |y| pool2d::max_pool2d_backward(&x, &pool, y, &ones(y)),
                    |g| vec![(x.dims(), g.dims())],
                )
            } else {
                step(
                    pool2d::avg_pool2d(&x, pool),
                    |y| Value::Maps(y.clone()),
                    |y| pool2d::avg_pool2d_backward(&x, &pool, y, &ones(y)),
                    |g| vec![(x.dims(), g.dims())],
                )
            }
        }
        33 => {
            let x = maps(values, input)?;
            let output = (input.below(5), input.below(5));
            step(
                adaptive_pool::adaptive_avg_pool2d(&x, output),
                |y| Value::Maps(y.clone()),
                |y| adaptive_pool::adaptive_avg_pool2d_backward(&x, &output, y, &ones(y)),
                |g| vec![(x.dims(), g.dims())],
            )
        }
        34 => {
            let x = maps(values, input)?;
            let size = (input.below(9), input.below(9));
            let mode = if input.flag() {
                Interpolation::Nearest
            } else {
                Interpolation::Bilinear {
                    align_corners: input.flag(),
                }
            };
            step(
                interpolate::interpolate(&x, size, mode),
                |y| Value::Maps(y.clone()),
                |y| interpolate::interpolate_backward(&x, &size, &mode, y, &ones(y)),
                |g| vec![(x.dims(), g.dims())],
            )
        }
        35 => {
            let x = maps(values, input)?;
            let (n, c, h, w) = x.shape();
            Step::Value(
                Value::Matrix(M::from_vec((n * c * h, w), x.data().to_vec()).ok()?),
                vec![],
            )
        }
        37 => {
            let (a, b) = (matrix(values, input)?, matrix(values, input)?);
            // A column or a row of `b` half the time, so that shapes broadcast often.
            let b = match input.below(3) {
                0 => M::from_vec(
                    (b.nrows(), 1),
                    b.data().iter().step_by(b.ncols().max(1)).copied().collect(),
                )
                .ok()?,
                1 => M::from_vec((1, b.ncols()), b.data().get(..b.ncols())?.to_vec()).ok()?,
                _ => b.clone(),
            };
            type Rule = fn(&M, &M, &M, &M) -> vjp_core::Result<(M, M)>;
            let (f, r): (fn(&M, &M) -> vjp_core::Result<M>, Rule) = match input.below(4) {
                0 => (broadcast::broadcast_add, broadcast::broadcast_add_backward),
                1 => (broadcast::broadcast_sub, broadcast::broadcast_sub_backward),
                2 => (broadcast::broadcast_mul, broadcast::broadcast_mul_backward),
                _ => (broadcast::broadcast_div, broadcast::broadcast_div_backward),
            };
            let s = step(f(a, &b), m, |y| r(a, &b, y, &ones(y)), |g| pair(a, &b, g));
            names_both(s, &a.dims(), &b.dims())
        }
        _ => {
            let x = maps(values, input)?;
            // A gain and a shift of the channels' count, or any vector of the program.
            let channels = V::from_vec((x.shape().1,), vec![1.0; x.shape().1]).ok()?;
            let (gamma, beta) = if input.flag() {
                (vector(values, input)?, vector(values, input)?)
            } else {
                (channels.clone(), channels)
            };
            let groups = input.below(4);
            if input.flag() {
                step(
                    vjp_core::group_norm(&x, &gamma, &beta, groups, 1e-5),
                    |y| Value::Maps(y.clone()),
                    |y| vjp_core::ops::group_norm::group_norm_backward(&x, &gamma, &beta, &groups, &1e-5, y, &ones(y)),
                    |(dx, dg, db)| {
                        vec![
                            (x.dims(), dx.dims()),
                            (gamma.dims(), dg.dims()),
                            (beta.dims(), db.dims()),
                        ]
                    },
                )
            } else {
                step(
                    batch_norm::batch_norm2d(&x, &gamma, &beta, 1e-5),
                    |y| Value::Maps(y.clone()),
                    |y| batch_norm::batch_norm2d_backward(&x, &gamma, &beta, &1e-5, y, &ones(y)),
                    |(dx, dg, db)| {
                        vec![
                            (x.dims(), dx.dims()),
                            (gamma.dims(), dg.dims()),
                            (beta.dims(), db.dims()),
                        ]
                    },
                )
            }
        }
    })
}

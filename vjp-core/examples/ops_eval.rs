//! Every op's forward and rule on given values, for `scripts/ops_vs_torch.py`, which compares
//! them with PyTorch's autograd in float64. Reads one request per line on standard input and
//! writes one answer per line:
//!
//! ```text
//! {"op": "clamp", "inputs": [{"shape": [2, 3], "bits": [...]}], "cotangent": {...},
//!  "params": {"low": -0.5, "high": 0.5}}
//! {"output": {"shape": [2, 3], "bits": [...]}, "gradients": [{"shape": [2, 3], "bits": [...]}]}
//! ```
//!
//! Values travel as the bits of their f64 (`u64`), so NaN and the infinities arrive intact;
//! every tensor is a matrix (a scalar is `[]`, a vector `[n]`). An op's error is answered as
//! `{"error": "..."}`.
//!
//!     cargo run --release -p vjp-core --example ops_eval < requests.jsonl

use serde_json::{Value, json};
use std::io::{BufRead, Write};
use vjp_core::{
    AttentionMask, BceLoss, ClassLoss, Conv1d, Conv2d, ConvTranspose2d, GeluKind, Interpolation, KlReduction, Maps,
    Matrix, Pool2d, Reduction, Result, RunningStatistics, Sequences, Tensor, Tensor0, Tokens, Vector,
};

type M = Matrix<f64, usize, usize>;
type V = Vector<f64, usize>;

/// A tensor of the request or the answer: its shape and its values.
struct Array {
    shape: Vec<usize>,
    data: Vec<f64>,
}

impl Array {
    fn read(value: &Value) -> std::result::Result<Array, String> {
        let shape = value["shape"]
            .as_array()
            .ok_or("a tensor needs its shape")?
            .iter()
            .map(|d| d.as_u64().map(|d| d as usize).ok_or("a dimension is a whole number"))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let data = value["bits"]
            .as_array()
            .ok_or("a tensor needs its bits")?
            .iter()
            .map(|b| b.as_u64().map(f64::from_bits).ok_or("bits are a u64"))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(Array { shape, data })
    }

    fn matrix(&self) -> Result<M> {
        let (rows, cols) = match self.shape[..] {
            [r, c] => (r, c),
            [n] => (1, n),
            _ => (1, self.data.len()),
        };
        M::from_vec((rows, cols), self.data.clone())
    }

    fn maps(&self) -> Result<Maps<f64>> {
        match self.shape[..] {
            [n, c, h, w] => Maps::from_vec((n, c, h, w), self.data.clone()),
            _ => Err(vjp_core::Error::invalid("ops_eval", "expected a tensor of rank 4")),
        }
    }

    fn sequences(&self) -> Result<Sequences<f64>> {
        match self.shape[..] {
            [n, c, l] => Sequences::from_vec((n, c, l), self.data.clone()),
            _ => Err(vjp_core::Error::invalid("ops_eval", "expected a tensor of rank 3")),
        }
    }

    fn vector(&self) -> Result<V> {
        V::from_vec((self.data.len(),), self.data.clone())
    }

    fn scalar(&self) -> Tensor0<f64> {
        Tensor0::scalar(self.data.first().copied().unwrap_or(0.0))
    }

    fn json<S: vjp_core::Shape>(tensor: &Tensor<f64, S>) -> Value {
        json!({"shape": tensor.dims(), "bits": tensor.data().iter().map(|v| v.to_bits()).collect::<Vec<_>>()})
    }
}

/// The `reduction` parameter: `None` for `"none"`.
fn reduction(params: &Value) -> Option<Reduction> {
    match params["reduction"].as_str() {
        Some("sum") => Some(Reduction::Sum),
        Some("none") => None,
        _ => Some(Reduction::Mean),
    }
}

/// The answer to one request.
fn answer(request: &Value) -> std::result::Result<Value, String> {
    let op = request["op"].as_str().ok_or("a request names its op")?;
    let inputs = request["inputs"]
        .as_array()
        .ok_or("a request has its inputs")?
        .iter()
        .map(Array::read)
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let input = |k: usize| inputs.get(k).ok_or(format!("{op} needs input {k}"));
    let cotangent = Array::read(&request["cotangent"])?;
    let param = |name: &str| {
        request["params"][name]
            .as_f64()
            .ok_or(format!("{op} needs the parameter {name}"))
    };
    let count = |name: &str| {
        request["params"][name]
            .as_u64()
            .map(|c| c as usize)
            .ok_or(format!("{op} needs {name}"))
    };
    let (x, dy) = (input(0)?.matrix().map_err(|e| e.to_string())?, &cotangent);
    let result: Result<(Value, Vec<Value>)> = (|| {
        // One tensor to one of its shape.
        let unary = |f: &dyn Fn(&M) -> Result<M>, b: &dyn Fn(&M, &M, &M) -> Result<M>| -> Result<(Value, Vec<Value>)> {
            let y = f(&x)?;
            let dx = b(&x, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        };
        // Two tensors of one shape to one of it.
        let binary = |f: &dyn Fn(&M, &M) -> Result<M>,
                      b: &dyn Fn(&M, &M, &M, &M) -> Result<(M, M)>|
         -> Result<(Value, Vec<Value>)> {
            let other = inputs
                .get(1)
                .map(Array::matrix)
                .transpose()?
                .unwrap_or_else(|| x.clone());
            let y = f(&x, &other)?;
            let (da, db) = b(&x, &other, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
        };
        // A matrix to a vector, one entry per row (or per column).
        let folded =
            |f: &dyn Fn(&M) -> Result<V>, b: &dyn Fn(&M, &V, &V) -> Result<M>| -> Result<(Value, Vec<Value>)> {
                let y = f(&x)?;
                let dx = b(&x, &y, &dy.vector()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            };
        // A tensor to a scalar.
        let total = |f: &dyn Fn(&M) -> Result<Tensor0<f64>>,
                     b: &dyn Fn(&M, &Tensor0<f64>, &Tensor0<f64>) -> Result<M>|
         -> Result<(Value, Vec<Value>)> {
            let y = f(&x)?;
            let dx = b(&x, &y, &dy.scalar())?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        };
        let target = || -> Result<M> { inputs.get(1).map_or_else(|| Ok(x.clone()), Array::matrix) };
        let param_of = |name: &str| param(name).map_err(|e| vjp_core::Error::invalid("ops_eval", e));
        let count_of = |name: &str| count(name).map_err(|e| vjp_core::Error::invalid("ops_eval", e));
        use vjp_core::ops::{
            adaptive_pool, add, attention, axis_affine, batch, batch_norm, batched, binary,
            binary_cross_entropy as bce, broadcast, clamp, class_losses, concat, concat_list, conv_transpose2d, conv1d,
            conv2d, copy, cosine_similarity, cross_entropy, cumsum, dense, dropout, embedding, extremum, gelu, group,
            group_norm, interpolate, kl_div, layer_norm, log_softmax, losses, matmul, patch_embed, pool2d, pow,
            reduction, reshape, rms_norm, scale, select, shift, slice, softmax, transpose, unary, variance,
        };
        match op {
            "neg" => unary(&|x| Ok(unary::neg(x)), &unary::neg_backward),
            "abs" => unary(&|x| Ok(unary::abs(x)), &unary::abs_backward),
            "exp" => unary(&|x| Ok(unary::exp(x)), &unary::exp_backward),
            "log" => unary(&|x| Ok(unary::log(x)), &unary::log_backward),
            "sqrt" => unary(&|x| Ok(unary::sqrt(x)), &unary::sqrt_backward),
            "rsqrt" => unary(&|x| Ok(unary::rsqrt(x)), &unary::rsqrt_backward),
            "tanh" => unary(&|x| Ok(unary::tanh(x)), &unary::tanh_backward),
            "sigmoid" => unary(&|x| Ok(unary::sigmoid(x)), &unary::sigmoid_backward),
            "relu" => unary(&|x| Ok(unary::relu(x)), &unary::relu_backward),
            "silu" => unary(&|x| Ok(unary::silu(x)), &unary::silu_backward),
            "softplus" => unary(&|x| Ok(unary::softplus(x)), &unary::softplus_backward),
            "gelu_erf" | "gelu_tanh" => {
                let kind = if op == "gelu_erf" {
                    GeluKind::Erf
                } else {
                    GeluKind::Tanh
                };
                unary(&|x| Ok(gelu::gelu(x, kind)), &|x, y, d| {
                    gelu::gelu_backward(x, &kind, y, d)
                })
            }
            "pow" => {
                let p = param("exponent").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                unary(&|x| Ok(pow::pow(x, p)), &|x, y, d| pow::pow_backward(x, &p, y, d))
            }
            "clamp" => {
                let low = param("low").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let high = param("high").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                unary(&|x| Ok(clamp::clamp(x, low, high)), &|x, y, d| {
                    clamp::clamp_backward(x, &low, &high, y, d)
                })
            }
            "softmax_rows" => unary(&|x| Ok(softmax::softmax_rows(x)), &softmax::softmax_rows_backward),
            "log_softmax_rows" => unary(
                &|x| Ok(log_softmax::log_softmax_rows(x)),
                &log_softmax::log_softmax_rows_backward,
            ),
            "cumsum_rows" => unary(&|x| Ok(cumsum::cumsum_rows(x)), &cumsum::cumsum_rows_backward),
            "add" => binary(&add::add, &add::add_backward),
            "sub" => binary(&binary::sub, &binary::sub_backward),
            "mul" => binary(&binary::mul, &binary::mul_backward),
            "div" => binary(&binary::div, &binary::div_backward),
            "maximum" => binary(&extremum::maximum, &extremum::maximum_backward),
            "minimum" => binary(&extremum::minimum, &extremum::minimum_backward),
            "matmul" => {
                let w = inputs
                    .get(1)
                    .map(Array::matrix)
                    .transpose()?
                    .unwrap_or_else(|| x.clone());
                let y = matmul::matmul(&x, &w)?;
                let (dx, dw) = matmul::matmul_backward(&x, &w, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx), Array::json(&dw)]))
            }
            "select" => {
                let (b, condition) = (
                    target()?,
                    inputs
                        .get(2)
                        .map(Array::matrix)
                        .transpose()?
                        .unwrap_or_else(|| x.clone()),
                );
                let y = select::select(&x, &b, &condition)?;
                let (da, db) = select::select_backward(&x, &b, &condition, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
            }
            "row_sums" => folded(&|x| Ok(reduction::row_sums(x)), &reduction::row_sums_backward),
            "col_sums" => folded(&|x| Ok(reduction::col_sums(x)), &reduction::col_sums_backward),
            "row_means" => folded(&reduction::row_means, &reduction::row_means_backward),
            "col_means" => folded(&reduction::col_means, &reduction::col_means_backward),
            "row_maxes" => folded(&reduction::row_maxes, &reduction::row_maxes_backward),
            "col_maxes" => folded(&reduction::col_maxes, &reduction::col_maxes_backward),
            "logsumexp_rows" => folded(&log_softmax::logsumexp_rows, &log_softmax::logsumexp_rows_backward),
            "var_rows" | "std_rows" => {
                let c = count("correction").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                if op == "var_rows" {
                    folded(&|x| variance::var_rows(x, c), &|x, y, d| {
                        variance::var_rows_backward(x, &c, y, d)
                    })
                } else {
                    folded(&|x| variance::std_rows(x, c), &|x, y, d| {
                        variance::std_rows_backward(x, &c, y, d)
                    })
                }
            }
            "sum" => total(&|x| Ok(reduction::sum(x)), &reduction::sum_backward),
            "mean" => total(&reduction::mean, &reduction::mean_backward),
            "max" => total(&reduction::max, &reduction::max_backward),
            "logsumexp" => total(&log_softmax::logsumexp, &log_softmax::logsumexp_backward),
            "mse" | "l1" | "bce_with_logits" => {
                let t = target()?;
                let (f, b): (
                    fn(&M, &M) -> Result<Tensor0<f64>>,
                    fn(&M, &M, &Tensor0<f64>, &Tensor0<f64>) -> Result<M>,
                ) = match op {
                    "mse" => (losses::mse, losses::mse_backward),
                    "l1" => (losses::l1, losses::l1_backward),
                    _ => (losses::bce_with_logits, losses::bce_with_logits_backward),
                };
                total(&|x| f(x, &t), &|x, y, d| b(x, &t, y, d))
            }
            "huber" => {
                let (t, delta) = (
                    target()?,
                    param("delta").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?,
                );
                total(&|x| losses::huber(x, &t, delta), &|x, y, d| {
                    losses::huber_backward(x, &t, &delta, y, d)
                })
            }
            "softmax_cross_entropy" => {
                let smoothing = param("smoothing").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let labels: Vec<usize> = target()?.data().iter().map(|&l| l as usize).collect();
                total(
                    &|x| cross_entropy::softmax_cross_entropy(x, &labels, smoothing),
                    &|x, y, d| cross_entropy::softmax_cross_entropy_backward(x, &labels, &smoothing, y, d),
                )
            }
            "cross_entropy" | "nll_loss" => {
                let labels: Vec<usize> = target()?.data().iter().map(|&l| l as usize).collect();
                let params = &request["params"];
                let options = ClassLoss {
                    weight: params["weight"]
                        .as_array()
                        .map(|w| w.iter().filter_map(Value::as_f64).collect()),
                    ignore_index: params["ignore_index"].as_u64().map(|i| i as usize),
                    label_smoothing: params["smoothing"].as_f64().unwrap_or(0.0),
                };
                let o = &options;
                match (op, reduction(params)) {
                    ("cross_entropy", Some(r)) => total(
                        &|x| class_losses::cross_entropy(x, &labels, o.clone(), r),
                        &|x, y, d| class_losses::cross_entropy_backward(x, &labels, o, &r, y, d),
                    ),
                    ("cross_entropy", None) => folded(
                        &|x| class_losses::cross_entropy_per_example(x, &labels, o.clone()),
                        &|x, y, d| class_losses::cross_entropy_per_example_backward(x, &labels, o, y, d),
                    ),
                    (_, Some(r)) => total(&|x| class_losses::nll_loss(x, &labels, o.clone(), r), &|x, y, d| {
                        class_losses::nll_loss_backward(x, &labels, o, &r, y, d)
                    }),
                    (_, None) => folded(
                        &|x| class_losses::nll_loss_per_example(x, &labels, o.clone()),
                        &|x, y, d| class_losses::nll_loss_per_example_backward(x, &labels, o, y, d),
                    ),
                }
            }
            "binary_cross_entropy_with_logits" => {
                let (t, params) = (target()?, &request["params"]);
                let list = |name: &str| {
                    params[name]
                        .as_array()
                        .map(|w| w.iter().filter_map(Value::as_f64).collect())
                };
                let o = &BceLoss {
                    pos_weight: list("pos_weight"),
                    weight: list("weight"),
                };
                match reduction(params) {
                    Some(r) => total(
                        &|x| bce::binary_cross_entropy_with_logits(x, &t, o.clone(), r),
                        &|x, y, d| bce::binary_cross_entropy_with_logits_backward(x, &t, o, &r, y, d),
                    ),
                    None => unary(
                        &|x| bce::binary_cross_entropy_with_logits_per_element(x, &t, o.clone()),
                        &|x, y, d| bce::binary_cross_entropy_with_logits_per_element_backward(x, &t, o, y, d),
                    ),
                }
            }
            "kl_div" => {
                let (t, params) = (target()?, &request["params"]);
                let log_target = params["log_target"].as_bool().unwrap_or(false);
                let r = match params["reduction"].as_str() {
                    Some("sum") => Some(KlReduction::Sum),
                    Some("batchmean") => Some(KlReduction::BatchMean),
                    Some("none") => None,
                    _ => Some(KlReduction::Mean),
                };
                match r {
                    Some(r) => total(&|x| kl_div::kl_div(x, &t, log_target, r), &|x, y, d| {
                        kl_div::kl_div_backward(x, &t, &log_target, &r, y, d)
                    }),
                    None => unary(&|x| kl_div::kl_div_per_element(x, &t, log_target), &|x, y, d| {
                        kl_div::kl_div_per_element_backward(x, &t, &log_target, y, d)
                    }),
                }
            }
            "cosine_similarity" => {
                let (b, eps) = (
                    target()?,
                    param("eps").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?,
                );
                let y = cosine_similarity::cosine_similarity(&x, &b, eps)?;
                let (da, db) = cosine_similarity::cosine_similarity_backward(&x, &b, &eps, &y, &dy.vector()?)?;
                Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
            }
            "rms_norm" => {
                let (gamma, eps) = (
                    input(1)
                        .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                        .vector()?,
                    param("eps").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?,
                );
                let y = rms_norm::rms_norm(&x, &gamma, eps)?;
                let (dx, dg) = rms_norm::rms_norm_backward(&x, &gamma, &eps, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx), Array::json(&dg)]))
            }
            "batch_norm" | "batch_norm2d" | "group_norm" => {
                let affine = |k: usize| -> Result<V> {
                    inputs
                        .get(k)
                        .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "γ and β are inputs 1 and 2"))?
                        .vector()
                };
                let (gamma, beta) = (affine(1)?, affine(2)?);
                let eps = param("eps").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let running = request["params"]["running_mean"]
                    .as_array()
                    .map(|mean| RunningStatistics {
                        mean: mean.iter().filter_map(Value::as_f64).collect(),
                        var: request["params"]["running_var"]
                            .as_array()
                            .map(|v| v.iter().filter_map(Value::as_f64).collect())
                            .unwrap_or_default(),
                        momentum: 0.1,
                    });
                let json3 = |(dx, dg, db): (Value, Value, Value)| vec![dx, dg, db];
                match (op, running) {
                    ("batch_norm", None) => {
                        let y = batch_norm::batch_norm(&x, &gamma, &beta, eps)?;
                        let (dx, dg, db) = batch_norm::batch_norm_backward(&x, &gamma, &beta, &eps, &y, &dy.matrix()?)?;
                        Ok((
                            Array::json(&y),
                            json3((Array::json(&dx), Array::json(&dg), Array::json(&db))),
                        ))
                    }
                    ("batch_norm", Some(r)) => {
                        let y = batch_norm::batch_norm_eval(&x, &gamma, &beta, r.clone(), eps)?;
                        let (dx, dg, db) =
                            batch_norm::batch_norm_eval_backward(&x, &gamma, &beta, &r, &eps, &y, &dy.matrix()?)?;
                        Ok((
                            Array::json(&y),
                            json3((Array::json(&dx), Array::json(&dg), Array::json(&db))),
                        ))
                    }
                    (_, running) => {
                        let maps = input(0).map_err(|e| vjp_core::Error::invalid("ops_eval", e))?.maps()?;
                        let dmaps = dy.maps()?;
                        let groups = count("groups").unwrap_or(1);
                        let (y, (dx, dg, db)) = match (op, running) {
                            ("group_norm", _) => {
                                let y = group_norm::group_norm(&maps, &gamma, &beta, groups, eps)?;
                                let grads =
                                    group_norm::group_norm_backward(&maps, &gamma, &beta, &groups, &eps, &y, &dmaps)?;
                                (y, grads)
                            }
                            (_, Some(r)) => {
                                let y = batch_norm::batch_norm2d_eval(&maps, &gamma, &beta, r.clone(), eps)?;
                                let grads =
                                    batch_norm::batch_norm2d_eval_backward(&maps, &gamma, &beta, &r, &eps, &y, &dmaps)?;
                                (y, grads)
                            }
                            _ => {
                                let y = batch_norm::batch_norm2d(&maps, &gamma, &beta, eps)?;
                                let grads = batch_norm::batch_norm2d_backward(&maps, &gamma, &beta, &eps, &y, &dmaps)?;
                                (y, grads)
                            }
                        };
                        Ok((
                            Array::json(&y),
                            json3((Array::json(&dx), Array::json(&dg), Array::json(&db))),
                        ))
                    }
                }
            }
            "avg_pool2d" | "max_pool2d" | "adaptive_avg_pool2d" => {
                let maps = input(0).map_err(|e| vjp_core::Error::invalid("ops_eval", e))?.maps()?;
                let pair = |name: &str, default: (usize, usize)| {
                    request["params"][name].as_array().map_or(default, |v| {
                        let at = |k: usize| v.get(k).and_then(Value::as_u64).unwrap_or(1) as usize;
                        (at(0), at(1))
                    })
                };
                let flag = |name: &str, default: bool| request["params"][name].as_bool().unwrap_or(default);
                let kernel = pair("kernel", (1, 1));
                let pool = Pool2d::new(kernel)
                    .with_stride(pair("stride", kernel))
                    .with_padding(pair("padding", (0, 0)))
                    .with_dilation(pair("dilation", (1, 1)))
                    .with_ceil_mode(flag("ceil_mode", false))
                    .with_count_include_pad(flag("count_include_pad", true));
                let dmaps = dy.maps()?;
                let (y, dx) = match op {
                    "avg_pool2d" => {
                        let y = pool2d::avg_pool2d(&maps, pool)?;
                        let dx = pool2d::avg_pool2d_backward(&maps, &pool, &y, &dmaps)?;
                        (y, dx)
                    }
                    "max_pool2d" => {
                        let y = pool2d::max_pool2d(&maps, pool)?;
                        let dx = pool2d::max_pool2d_backward(&maps, &pool, &y, &dmaps)?;
                        (y, dx)
                    }
                    _ => {
                        let output = pair("output", (1, 1));
                        let y = adaptive_pool::adaptive_avg_pool2d(&maps, output)?;
                        let dx = adaptive_pool::adaptive_avg_pool2d_backward(&maps, &output, &y, &dmaps)?;
                        (y, dx)
                    }
                };
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "conv1d" | "conv2d" | "conv_transpose2d" => {
                let get = |k: usize| {
                    inputs
                        .get(k)
                        .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "a convolution has x, w and b"))
                };
                let bias = get(2)?.vector()?;
                let pair = |name: &str, default: usize| {
                    request["params"][name].as_array().map_or((default, default), |v| {
                        let at = |k: usize| v.get(k).and_then(Value::as_u64).unwrap_or(default as u64) as usize;
                        (at(0), at(1))
                    })
                };
                let groups = count("groups").unwrap_or(1);
                let json3 = |dx: Value, dw: Value, db: Value| vec![dx, dw, db];
                match op {
                    "conv1d" => {
                        let (x, w) = (get(0)?.sequences()?, get(1)?.sequences()?);
                        let conv = Conv1d {
                            stride: count("stride").unwrap_or(1),
                            padding: count("padding").unwrap_or(0),
                            dilation: count("dilation").unwrap_or(1),
                            groups,
                        };
                        let y = conv1d::conv1d(&x, &w, &bias, conv)?;
                        let (dx, dw, db) = conv1d::conv1d_backward(&x, &w, &bias, &conv, &y, &dy.sequences()?)?;
                        Ok((
                            Array::json(&y),
                            json3(Array::json(&dx), Array::json(&dw), Array::json(&db)),
                        ))
                    }
                    "conv2d" => {
                        let (x, w) = (get(0)?.maps()?, get(1)?.maps()?);
                        let conv = Conv2d {
                            stride: pair("stride", 1),
                            padding: pair("padding", 0),
                            dilation: pair("dilation", 1),
                            groups,
                        };
                        let y = conv2d::conv2d(&x, &w, &bias, conv)?;
                        let (dx, dw, db) = conv2d::conv2d_backward(&x, &w, &bias, &conv, &y, &dy.maps()?)?;
                        Ok((
                            Array::json(&y),
                            json3(Array::json(&dx), Array::json(&dw), Array::json(&db)),
                        ))
                    }
                    _ => {
                        let (x, w) = (get(0)?.maps()?, get(1)?.maps()?);
                        let config = ConvTranspose2d {
                            stride: pair("stride", 1),
                            padding: pair("padding", 0),
                            output_padding: pair("output_padding", 0),
                            dilation: pair("dilation", 1),
                            groups,
                        };
                        let y = conv_transpose2d::conv_transpose2d(&x, &w, &bias, config)?;
                        let (dx, dw, db) =
                            conv_transpose2d::conv_transpose2d_backward(&x, &w, &bias, &config, &y, &dy.maps()?)?;
                        Ok((
                            Array::json(&y),
                            json3(Array::json(&dx), Array::json(&dw), Array::json(&db)),
                        ))
                    }
                }
            }
            "interpolate" => {
                let maps = input(0).map_err(|e| vjp_core::Error::invalid("ops_eval", e))?.maps()?;
                let size = request["params"]["size"].as_array().map_or((1, 1), |v| {
                    let at = |k: usize| v.get(k).and_then(Value::as_u64).unwrap_or(1) as usize;
                    (at(0), at(1))
                });
                let mode = match request["params"]["mode"].as_str() {
                    Some("nearest") => Interpolation::Nearest,
                    _ => Interpolation::Bilinear {
                        align_corners: request["params"]["align_corners"].as_bool().unwrap_or(false),
                    },
                };
                let y = interpolate::interpolate(&maps, size, mode)?;
                let dx = interpolate::interpolate_backward(&maps, &size, &mode, &y, &dy.maps()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "broadcast_add" | "broadcast_sub" | "broadcast_mul" | "broadcast_div" => {
                let other = input(1).map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let g = dy.matrix()?;
                macro_rules! broadcast {
                    ($b:expr) => {{
                        let b = $b;
                        let (y, (da, db)) = match op {
                            "broadcast_add" => {
                                let y = broadcast::broadcast_add(&x, &b)?;
                                let grads = broadcast::broadcast_add_backward(&x, &b, &y, &g)?;
                                (y, grads)
                            }
                            "broadcast_sub" => {
                                let y = broadcast::broadcast_sub(&x, &b)?;
                                let grads = broadcast::broadcast_sub_backward(&x, &b, &y, &g)?;
                                (y, grads)
                            }
                            "broadcast_mul" => {
                                let y = broadcast::broadcast_mul(&x, &b)?;
                                let grads = broadcast::broadcast_mul_backward(&x, &b, &y, &g)?;
                                (y, grads)
                            }
                            _ => {
                                let y = broadcast::broadcast_div(&x, &b)?;
                                let grads = broadcast::broadcast_div_backward(&x, &b, &y, &g)?;
                                (y, grads)
                            }
                        };
                        Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
                    }};
                }
                if other.shape.len() == 1 {
                    broadcast!(other.vector()?)
                } else {
                    broadcast!(other.matrix()?)
                }
            }
            "dense" | "layer_norm" | "layer_norm_no_bias" | "row_scale" | "row_bias" | "col_scale" | "col_bias" => {
                let g = dy.matrix()?;
                let operand = |k: usize| {
                    inputs
                        .get(k)
                        .ok_or_else(|| vjp_core::Error::invalid("ops_eval", format!("{op} needs input {k}")))
                };
                let eps = param("eps").unwrap_or(1e-5);
                let (y, grads) = match op {
                    "dense" => {
                        let (w, b) = (operand(1)?.matrix()?, operand(2)?.vector()?);
                        let y = dense::dense(&x, &w, &b)?;
                        let (dx, dw, db) = dense::dense_backward(&x, &w, &b, &y, &g)?;
                        (y, vec![Array::json(&dx), Array::json(&dw), Array::json(&db)])
                    }
                    "layer_norm" => {
                        let (gamma, beta) = (operand(1)?.vector()?, operand(2)?.vector()?);
                        let (y, stats) = layer_norm::layer_norm_with_statistics(&x, &gamma, &beta, eps)?;
                        let (dx, dg, db) = layer_norm::layer_norm_backward(&x, &gamma, &beta, &eps, &y, &stats, &g)?;
                        (y, vec![Array::json(&dx), Array::json(&dg), Array::json(&db)])
                    }
                    "layer_norm_no_bias" => {
                        let gamma = operand(1)?.vector()?;
                        let (y, stats) = layer_norm::layer_norm_no_bias_with_statistics(&x, &gamma, eps)?;
                        let (dx, dg) = layer_norm::layer_norm_no_bias_backward(&x, &gamma, &eps, &y, &stats, &g)?;
                        (y, vec![Array::json(&dx), Array::json(&dg)])
                    }
                    "row_scale" | "row_bias" => {
                        let v = operand(1)?.vector()?;
                        let (y, (dx, dv)) = if op == "row_scale" {
                            let y = axis_affine::row_scale(&x, &v)?;
                            let grads = axis_affine::row_scale_backward(&x, &v, &y, &g)?;
                            (y, grads)
                        } else {
                            let y = axis_affine::row_bias(&x, &v)?;
                            let grads = axis_affine::row_bias_backward(&x, &v, &y, &g)?;
                            (y, grads)
                        };
                        (y, vec![Array::json(&dx), Array::json(&dv)])
                    }
                    _ => {
                        let v = operand(1)?.vector()?;
                        let (y, (dx, dv)) = if op == "col_scale" {
                            let y = axis_affine::col_scale(&x, &v)?;
                            let grads = axis_affine::col_scale_backward(&x, &v, &y, &g)?;
                            (y, grads)
                        } else {
                            let y = axis_affine::col_bias(&x, &v)?;
                            let grads = axis_affine::col_bias_backward(&x, &v, &y, &g)?;
                            (y, grads)
                        };
                        (y, vec![Array::json(&dx), Array::json(&dv)])
                    }
                };
                Ok((Array::json(&y), grads))
            }
            "layer_norm_rows" => {
                let eps = param("eps").unwrap_or(1e-5);
                unary(&|x| layer_norm::layer_norm_rows(x, eps), &|x, y, d| {
                    layer_norm::layer_norm_rows_backward(x, &eps, y, d)
                })
            }
            "scale" => {
                let c = param("factor").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                unary(&|x| Ok(scale::scale(x, c)), &|x, y, d| {
                    scale::scale_backward(x, &c, y, d)
                })
            }
            "shift" => {
                let c = param("shift").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                unary(&|x| Ok(shift::shift(x, c)), &|x, y, d| {
                    shift::shift_backward(x, &c, y, d)
                })
            }
            "transpose" => {
                let y = transpose::transpose(&x);
                let dx = transpose::transpose_backward(&x, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "reshape" => {
                let rows = count("rows").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let shape = (rows, x.numel() / rows.max(1));
                let y = reshape::reshape(&x, shape)?;
                let dx = reshape::reshape_backward(&x, &shape, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "slice_rows" | "slice_cols" | "pad_rows" | "pad_cols" => {
                let start = count("start").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let len = count("len").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let g = dy.matrix()?;
                let (y, dx) = match op {
                    "slice_rows" => {
                        let y = slice::slice_rows(&x, start, len)?;
                        let dx = slice::slice_rows_backward(&x, &start, &len, &y, &g)?;
                        (y, dx)
                    }
                    "slice_cols" => {
                        let y = slice::slice_cols(&x, start, len)?;
                        let dx = slice::slice_cols_backward(&x, &start, &len, &y, &g)?;
                        (y, dx)
                    }
                    "pad_rows" => {
                        let y = slice::pad_rows(&x, start, len)?;
                        let dx = slice::pad_rows_backward(&x, &start, &len, &y, &g)?;
                        (y, dx)
                    }
                    _ => {
                        let y = slice::pad_cols(&x, start, len)?;
                        let dx = slice::pad_cols_backward(&x, &start, &len, &y, &g)?;
                        (y, dx)
                    }
                };
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "concat_rows" | "concat_cols" => {
                let b = target()?;
                let g = dy.matrix()?;
                let (y, (da, db)) = if op == "concat_rows" {
                    let y = concat::concat_rows(&x, &b)?;
                    let grads = concat::concat_rows_backward(&x, &b, &y, &g)?;
                    (y, grads)
                } else {
                    let y = concat::concat_cols(&x, &b)?;
                    let grads = concat::concat_cols_backward(&x, &b, &y, &g)?;
                    (y, grads)
                };
                Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
            }
            "embedding" => {
                let ids: Vec<usize> = request["params"]["ids"]
                    .as_array()
                    .map(|ids| ids.iter().filter_map(Value::as_u64).map(|i| i as usize).collect())
                    .unwrap_or_default();
                let ids = Tokens::from(ids);
                let y = embedding::embedding(&x, &ids)?;
                let dx = embedding::embedding_backward(&x, &ids, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "softmax_rows_masked" => {
                let mask = target()?;
                unary(&|x| softmax::softmax_rows_masked(x, &mask), &|x, y, d| {
                    softmax::softmax_rows_masked_backward(x, &mask, y, d)
                })
            }
            "multi_head_attention" => {
                let (tokens, heads) = (count_of("tokens")?, count_of("heads")?);
                let (y, weights) = attention::multi_head_attention_with_weights(&x, tokens, heads)?;
                let dx = attention::multi_head_attention_backward(&x, &tokens, &heads, &y, &weights, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "multi_head_attention_masked" => {
                let (tokens, heads) = (count_of("tokens")?, count_of("heads")?);
                let mask = if request["params"]["causal"].as_bool().unwrap_or(false) {
                    AttentionMask::causal()
                } else {
                    AttentionMask::default()
                };
                let (y, weights) =
                    attention::multi_head_attention_masked_with_weights(&x, tokens, heads, mask.clone())?;
                let dx = attention::multi_head_attention_masked_backward(
                    &x,
                    &tokens,
                    &heads,
                    &mask,
                    &y,
                    &weights,
                    &dy.matrix()?,
                )?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "scaled_dot_product_attention" => {
                let (k, v) = (
                    target()?,
                    inputs
                        .get(2)
                        .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "q, k and v"))?
                        .matrix()?,
                );
                let examples = count("examples").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let heads = count("heads").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let mask = if request["params"]["causal"].as_bool().unwrap_or(false) {
                    AttentionMask::causal()
                } else {
                    AttentionMask::default()
                };
                let (y, pullback) =
                    vjp_core::ops::attention::scaled_dot_product_attention::vjp(&x, &k, &v, &examples, &heads, &mask)?;
                let (dq, dk, dv, ..) = pullback(&x, &k, &v, &examples, &heads, &mask, &y, &dy.matrix()?)?;
                Ok((
                    Array::json(&y),
                    vec![Array::json(&dq), Array::json(&dk), Array::json(&dv)],
                ))
            }
            "bmm" | "transpose_last" => {
                let a = input(0)
                    .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                    .sequences()?;
                let g = dy.sequences()?;
                if op == "bmm" {
                    let b = input(1)
                        .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                        .sequences()?;
                    let y = batched::bmm(&a, &b)?;
                    let (da, db) = batched::bmm_backward(&a, &b, &y, &g)?;
                    Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
                } else {
                    let y = batched::transpose_last(&a);
                    let da = batched::transpose_last_backward(&a, &y, &g)?;
                    Ok((Array::json(&y), vec![Array::json(&da)]))
                }
            }
            "split_heads" => {
                let tokens = count("tokens").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let heads = count("heads").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let y = batched::split_heads(&x, tokens, heads)?;
                let dx = batched::split_heads_backward(&x, &tokens, &heads, &y, &dy.sequences()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "copy" => unary(&|x| Ok(copy::copy(x)), &copy::copy_backward),
            "multi_head_attention_first" => {
                let (tokens, heads, queries) = (count_of("tokens")?, count_of("heads")?, count_of("queries")?);
                let (y, weights) = attention::multi_head_attention_first_with_weights(&x, tokens, heads, queries)?;
                let dx = attention::multi_head_attention_first_backward(
                    &x,
                    &tokens,
                    &heads,
                    &queries,
                    &y,
                    &weights,
                    &dy.matrix()?,
                )?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "take_example" => {
                let index = count_of("index")?;
                let y = batch::take_example(&x, index)?;
                let dx = batch::take_example_backward(&x, &index, &y, &dy.vector()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "place_example" => {
                let (index, size) = (count_of("index")?, count_of("batch")?);
                let v = input(0)
                    .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                    .vector()?;
                let y = batch::place_example(&v, index, size)?;
                let dv = batch::place_example_backward(&v, &index, &size, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dv)]))
            }
            "dropout_mask" => {
                let count = count("count").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
                let seed = count_of("seed")?;
                let mask = V::from_vec((count,), dropout::dropout_mask(count, param_of("rate")?, seed as u64)?)?;
                Ok((Array::json(&mask), vec![]))
            }
            "dropout" => {
                let (rate, seed) = (param_of("rate")?, count_of("seed")? as u64);
                let train = request["params"]["train"].as_bool().unwrap_or(true);
                unary(&|x| dropout::dropout(x, rate, seed, train), &|x, y, d| {
                    dropout::dropout_backward(x, &rate, &seed, &train, y, d)
                })
            }
            "patch_embed" => {
                let image = input(0)
                    .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                    .sequences()?;
                let weight = target()?;
                let bias = inputs
                    .get(2)
                    .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "image, weight and bias"))?
                    .vector()?;
                let patch = count_of("patch")?;
                let (_, h, w) = image.shape();
                let tokens = (h / patch.max(1)) * (w / patch.max(1));
                let y = patch_embed::patch_embed(&image, &weight, &bias, patch, tokens)?;
                let (di, dw, db) =
                    patch_embed::patch_embed_backward(&image, &weight, &bias, &patch, &tokens, &y, &dy.matrix()?)?;
                Ok((
                    Array::json(&y),
                    vec![Array::json(&di), Array::json(&dw), Array::json(&db)],
                ))
            }
            "group_rows" => {
                let size = count_of("group")?;
                let y = group::group_rows(&x, size)?;
                let dx = group::group_rows_backward(&x, &size, &y, &dy.sequences()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "group_first_rows" => {
                let (size, keep) = (count_of("group")?, count_of("keep")?);
                let y = group::group_first_rows(&x, size, keep)?;
                let dx = group::group_first_rows_backward(&x, &size, &keep, &y, &dy.matrix()?)?;
                Ok((Array::json(&y), vec![Array::json(&dx)]))
            }
            "ungroup_rows" | "merge_heads" | "repeat_heads" => {
                let a = input(0)
                    .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                    .sequences()?;
                match op {
                    "ungroup_rows" => {
                        let y = group::ungroup_rows(&a)?;
                        let da = group::ungroup_rows_backward(&a, &y, &dy.matrix()?)?;
                        Ok((Array::json(&y), vec![Array::json(&da)]))
                    }
                    "merge_heads" => {
                        let heads = count_of("heads")?;
                        let y = batched::merge_heads(&a, heads)?;
                        let da = batched::merge_heads_backward(&a, &heads, &y, &dy.matrix()?)?;
                        Ok((Array::json(&y), vec![Array::json(&da)]))
                    }
                    _ => {
                        let groups = count_of("groups")?;
                        let y = batched::repeat_heads(&a, groups)?;
                        let da = batched::repeat_heads_backward(&a, &groups, &y, &dy.sequences()?)?;
                        Ok((Array::json(&y), vec![Array::json(&da)]))
                    }
                }
            }
            "concat_rows_list" | "concat_cols_list" => {
                let xs = inputs.iter().map(Array::matrix).collect::<Result<Vec<M>>>()?;
                let (y, (grads,)) = if op == "concat_rows_list" {
                    let (y, pullback) = concat_list::concat_rows_list::vjp(&xs)?;
                    let grads = pullback(&xs, &y, &dy.matrix()?)?;
                    (y, grads)
                } else {
                    let (y, pullback) = concat_list::concat_cols_list::vjp(&xs)?;
                    let grads = pullback(&xs, &y, &dy.matrix()?)?;
                    (y, grads)
                };
                Ok((Array::json(&y), grads.iter().map(Array::json).collect()))
            }
            other => Err(vjp_core::Error::invalid("ops_eval", format!("no op named {other}"))),
        }
    })();
    Ok(match result {
        Ok((output, gradients)) => json!({"output": output, "gradients": gradients}),
        Err(e) => json!({"error": e.to_string()}),
    })
}

fn main() -> std::result::Result<(), Box<dyn std::error::Error>> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let request: Value = serde_json::from_str(&line)?;
        let reply = answer(&request).unwrap_or_else(|e| json!({"error": e}));
        writeln!(out, "{reply}")?;
    }
    Ok(())
}

//! Elementwise ops, products, selections, reductions and broadcasting.

#![allow(clippy::type_complexity)]

use super::{Answer, Array, Request};
use vjp_core::{GeluKind, Result};

/// The answer to `r` if its op is one of these.
pub(super) fn answer(r: &Request) -> Option<Result<Answer>> {
    request_prelude!(r: op, inputs, x, dy, unary, binary, folded, total, target, param, count, param_of, count_of, input);
    use vjp_core::ops::{
        add, binary, broadcast, clamp, cumsum, extremum, gelu, log_softmax, matmul, pow, reduction, select, softmax,
        unary, variance,
    };
    let answer: &dyn Fn() -> Result<Answer> = match op {
        "neg" => &|| unary(&|x| Ok(unary::neg(x)), &unary::neg_backward),
        "abs" => &|| unary(&|x| Ok(unary::abs(x)), &unary::abs_backward),
        "exp" => &|| unary(&|x| Ok(unary::exp(x)), &unary::exp_backward),
        "log" => &|| unary(&|x| Ok(unary::log(x)), &unary::log_backward),
        "sqrt" => &|| unary(&|x| Ok(unary::sqrt(x)), &unary::sqrt_backward),
        "rsqrt" => &|| unary(&|x| Ok(unary::rsqrt(x)), &unary::rsqrt_backward),
        "tanh" => &|| unary(&|x| Ok(unary::tanh(x)), &unary::tanh_backward),
        "sigmoid" => &|| unary(&|x| Ok(unary::sigmoid(x)), &unary::sigmoid_backward),
        "relu" => &|| unary(&|x| Ok(unary::relu(x)), &unary::relu_backward),
        "silu" => &|| unary(&|x| Ok(unary::silu(x)), &unary::silu_backward),
        "softplus" => &|| unary(&|x| Ok(unary::softplus(x)), &unary::softplus_backward),
        "gelu_erf" | "gelu_tanh" => &|| {
            let kind = if op == "gelu_erf" {
                GeluKind::Erf
            } else {
                GeluKind::Tanh
            };
            unary(&|x| Ok(gelu::gelu(x, kind)), &|x, y, d| {
                gelu::gelu_backward(x, &kind, y, d)
            })
        },
        "pow" => &|| {
            let p = param("exponent").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            unary(&|x| Ok(pow::pow(x, p)), &|x, y, d| pow::pow_backward(x, &p, y, d))
        },
        "clamp" => &|| {
            let low = param("low").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let high = param("high").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            unary(&|x| Ok(clamp::clamp(x, low, high)), &|x, y, d| {
                clamp::clamp_backward(x, &low, &high, y, d)
            })
        },
        "softmax_rows" => &|| unary(&|x| Ok(softmax::softmax_rows(x)), &softmax::softmax_rows_backward),
        "log_softmax_rows" => &|| {
            unary(
                &|x| Ok(log_softmax::log_softmax_rows(x)),
                &log_softmax::log_softmax_rows_backward,
            )
        },
        "cumsum_rows" => &|| unary(&|x| Ok(cumsum::cumsum_rows(x)), &cumsum::cumsum_rows_backward),
        "add" => &|| binary(&add::add, &add::add_backward),
        "sub" => &|| binary(&binary::sub, &binary::sub_backward),
        "mul" => &|| binary(&binary::mul, &binary::mul_backward),
        "div" => &|| binary(&binary::div, &binary::div_backward),
        "maximum" => &|| binary(&extremum::maximum, &extremum::maximum_backward),
        "minimum" => &|| binary(&extremum::minimum, &extremum::minimum_backward),
        "matmul" => &|| {
            let w = inputs
                .get(1)
                .map(Array::matrix)
                .transpose()?
                .unwrap_or_else(|| x.clone());
            let y = matmul::matmul(&x, &w)?;
            let (dx, dw) = matmul::matmul_backward(&x, &w, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx), Array::json(&dw)]))
        },
        "select" => &|| {
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
        },
        "row_sums" => &|| folded(&|x| Ok(reduction::row_sums(x)), &reduction::row_sums_backward),
        "col_sums" => &|| folded(&|x| Ok(reduction::col_sums(x)), &reduction::col_sums_backward),
        "row_means" => &|| folded(&reduction::row_means, &reduction::row_means_backward),
        "col_means" => &|| folded(&reduction::col_means, &reduction::col_means_backward),
        "row_maxes" => &|| folded(&reduction::row_maxes, &reduction::row_maxes_backward),
        "col_maxes" => &|| folded(&reduction::col_maxes, &reduction::col_maxes_backward),
        "logsumexp_rows" => &|| folded(&log_softmax::logsumexp_rows, &log_softmax::logsumexp_rows_backward),
        "var_rows" | "std_rows" => &|| {
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
        },
        "sum" => &|| total(&|x| Ok(reduction::sum(x)), &reduction::sum_backward),
        "mean" => &|| total(&reduction::mean, &reduction::mean_backward),
        "max" => &|| total(&reduction::max, &reduction::max_backward),
        "logsumexp" => &|| total(&log_softmax::logsumexp, &log_softmax::logsumexp_backward),
        "broadcast_add" | "broadcast_sub" | "broadcast_mul" | "broadcast_div" => &|| {
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
        },
        _ => return None,
    };
    Some(answer())
}

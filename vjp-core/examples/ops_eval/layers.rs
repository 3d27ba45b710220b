//! Normalisations, pooling, convolutions, interpolation, dense and LayerNorm layers, the affine ops.

#![allow(clippy::type_complexity)]

use super::{Answer, Array, Request, V};
use serde_json::Value;
use vjp_core::{Conv1d, Conv2d, ConvTranspose2d, Interpolation, Pool2d, Result, RunningStatistics};

/// The answer to `r` if its op is one of these.
pub(super) fn answer(r: &Request) -> Option<Result<Answer>> {
    request_prelude!(r: op, inputs, x, dy, unary, binary, folded, total, target, param, count, param_of, count_of, input);
    use vjp_core::ops::{
        adaptive_pool, axis_affine, batch_norm, conv_transpose2d, conv1d, conv2d, dense, group_norm, interpolate,
        layer_norm, pool2d, rms_norm,
    };
    let answer: &dyn Fn() -> Result<Answer> = match op {
        "rms_norm" => &|| {
            let (gamma, eps) = (
                input(1)
                    .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                    .vector()?,
                param("eps").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?,
            );
            let y = rms_norm::rms_norm(&x, &gamma, eps)?;
            let (dx, dg) = rms_norm::rms_norm_backward(&x, &gamma, &eps, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx), Array::json(&dg)]))
        },
        "batch_norm" | "batch_norm2d" | "group_norm" => &|| {
            let affine = |k: usize| -> Result<V> {
                inputs
                    .get(k)
                    .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "γ and β are inputs 1 and 2"))?
                    .vector()
            };
            let (gamma, beta) = (affine(1)?, affine(2)?);
            let eps = param("eps").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let running = r.params["running_mean"].as_array().map(|mean| RunningStatistics {
                mean: mean.iter().filter_map(Value::as_f64).collect(),
                var: r.params["running_var"]
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
        },
        "avg_pool2d" | "max_pool2d" | "adaptive_avg_pool2d" => &|| {
            let maps = input(0).map_err(|e| vjp_core::Error::invalid("ops_eval", e))?.maps()?;
            let pair = |name: &str, default: (usize, usize)| {
                r.params[name].as_array().map_or(default, |v| {
                    let at = |k: usize| v.get(k).and_then(Value::as_u64).unwrap_or(1) as usize;
                    (at(0), at(1))
                })
            };
            let flag = |name: &str, default: bool| r.params[name].as_bool().unwrap_or(default);
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
        },
        "conv1d" | "conv2d" | "conv_transpose2d" => &|| {
            let get = |k: usize| {
                inputs
                    .get(k)
                    .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "a convolution has x, w and b"))
            };
            let bias = get(2)?.vector()?;
            let pair = |name: &str, default: usize| {
                r.params[name].as_array().map_or((default, default), |v| {
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
        },
        "interpolate" => &|| {
            let maps = input(0).map_err(|e| vjp_core::Error::invalid("ops_eval", e))?.maps()?;
            let size = r.params["size"].as_array().map_or((1, 1), |v| {
                let at = |k: usize| v.get(k).and_then(Value::as_u64).unwrap_or(1) as usize;
                (at(0), at(1))
            });
            let mode = match r.params["mode"].as_str() {
                Some("nearest") => Interpolation::Nearest,
                _ => Interpolation::Bilinear {
                    align_corners: r.params["align_corners"].as_bool().unwrap_or(false),
                },
            };
            let y = interpolate::interpolate(&maps, size, mode)?;
            let dx = interpolate::interpolate_backward(&maps, &size, &mode, &y, &dy.maps()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "dense" | "layer_norm" | "layer_norm_no_bias" | "row_scale" | "row_bias" | "col_scale" | "col_bias" => &|| {
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
        },
        "layer_norm_rows" => &|| {
            let eps = param("eps").unwrap_or(1e-5);
            unary(&|x| layer_norm::layer_norm_rows(x, eps), &|x, y, d| {
                layer_norm::layer_norm_rows_backward(x, &eps, y, d)
            })
        },
        _ => return None,
    };
    Some(answer())
}

//! The losses and the similarity.

#![allow(clippy::type_complexity)]

use super::{Answer, Array, M, Request, reduction};
use serde_json::Value;
use vjp_core::{BceLoss, ClassLoss, KlReduction, Result, Tensor0};

/// The answer to `r` if its op is one of these.
pub(super) fn answer(r: &Request) -> Option<Result<Answer>> {
    request_prelude!(r: op, inputs, x, dy, unary, binary, folded, total, target, param, count, param_of, count_of, input);
    use vjp_core::ops::{binary_cross_entropy as bce, class_losses, cosine_similarity, cross_entropy, kl_div, losses};
    let answer: &dyn Fn() -> Result<Answer> = match op {
        "mse" | "l1" | "bce_with_logits" => &|| {
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
        },
        "huber" => &|| {
            let (t, delta) = (
                target()?,
                param("delta").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?,
            );
            total(&|x| losses::huber(x, &t, delta), &|x, y, d| {
                losses::huber_backward(x, &t, &delta, y, d)
            })
        },
        "softmax_cross_entropy" => &|| {
            let smoothing = param("smoothing").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let labels: Vec<usize> = target()?.data().iter().map(|&l| l as usize).collect();
            total(
                &|x| cross_entropy::softmax_cross_entropy(x, &labels, smoothing),
                &|x, y, d| cross_entropy::softmax_cross_entropy_backward(x, &labels, &smoothing, y, d),
            )
        },
        "cross_entropy" | "nll_loss" => &|| {
            let labels: Vec<usize> = target()?.data().iter().map(|&l| l as usize).collect();
            let params = &r.params;
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
        },
        "binary_cross_entropy_with_logits" => &|| {
            let (t, params) = (target()?, &r.params);
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
        },
        "kl_div" => &|| {
            let (t, params) = (target()?, &r.params);
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
        },
        "cosine_similarity" => &|| {
            let (b, eps) = (
                target()?,
                param("eps").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?,
            );
            let y = cosine_similarity::cosine_similarity(&x, &b, eps)?;
            let (da, db) = cosine_similarity::cosine_similarity_backward(&x, &b, &eps, &y, &dy.vector()?)?;
            Ok((Array::json(&y), vec![Array::json(&da), Array::json(&db)]))
        },
        _ => return None,
    };
    Some(answer())
}

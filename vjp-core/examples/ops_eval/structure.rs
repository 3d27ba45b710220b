//! Scaling, reshaping, slicing, concatenation, embeddings, attention and heads, dropout, examples and lists.

#![allow(clippy::type_complexity)]

use super::{Answer, Array, M, Request, V};
use serde_json::Value;
use vjp_core::{AttentionMask, Result, Tokens};

/// The answer to `r` if its op is one of these.
pub(super) fn answer(r: &Request) -> Option<Result<Answer>> {
    request_prelude!(r: op, inputs, x, dy, unary, binary, folded, total, target, param, count, param_of, count_of, input);
    use vjp_core::ops::{
        attention, batch, batched, concat, concat_list, copy, dropout, embedding, group, patch_embed, reshape, scale,
        shift, slice, softmax, transpose,
    };
    let answer: &dyn Fn() -> Result<Answer> = match op {
        "scale" => &|| {
            let c = param("factor").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            unary(&|x| Ok(scale::scale(x, c)), &|x, y, d| {
                scale::scale_backward(x, &c, y, d)
            })
        },
        "shift" => &|| {
            let c = param("shift").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            unary(&|x| Ok(shift::shift(x, c)), &|x, y, d| {
                shift::shift_backward(x, &c, y, d)
            })
        },
        "transpose" => &|| {
            let y = transpose::transpose(&x);
            let dx = transpose::transpose_backward(&x, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "reshape" => &|| {
            let rows = count("rows").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let shape = (rows, x.numel() / rows.max(1));
            let y = reshape::reshape(&x, shape)?;
            let dx = reshape::reshape_backward(&x, &shape, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "slice_rows" | "slice_cols" | "pad_rows" | "pad_cols" => &|| {
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
        },
        "concat_rows" | "concat_cols" => &|| {
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
        },
        "embedding" => &|| {
            let ids: Vec<usize> = r.params["ids"]
                .as_array()
                .map(|ids| ids.iter().filter_map(Value::as_u64).map(|i| i as usize).collect())
                .unwrap_or_default();
            let ids = Tokens::from(ids);
            let y = embedding::embedding(&x, &ids)?;
            let dx = embedding::embedding_backward(&x, &ids, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "softmax_rows_masked" => &|| {
            let mask = target()?;
            unary(&|x| softmax::softmax_rows_masked(x, &mask), &|x, y, d| {
                softmax::softmax_rows_masked_backward(x, &mask, y, d)
            })
        },
        "multi_head_attention" => &|| {
            let (tokens, heads) = (count_of("tokens")?, count_of("heads")?);
            let (y, weights) = attention::multi_head_attention_with_weights(&x, tokens, heads)?;
            let dx = attention::multi_head_attention_backward(&x, &tokens, &heads, &y, &weights, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "multi_head_attention_masked" => &|| {
            let (tokens, heads) = (count_of("tokens")?, count_of("heads")?);
            let mask = if r.params["causal"].as_bool().unwrap_or(false) {
                AttentionMask::causal()
            } else {
                AttentionMask::default()
            };
            let (y, weights) = attention::multi_head_attention_masked_with_weights(&x, tokens, heads, mask.clone())?;
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
        },
        "scaled_dot_product_attention" => &|| {
            let (k, v) = (
                target()?,
                inputs
                    .get(2)
                    .ok_or_else(|| vjp_core::Error::invalid("ops_eval", "q, k and v"))?
                    .matrix()?,
            );
            let examples = count("examples").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let heads = count("heads").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let mask = if r.params["causal"].as_bool().unwrap_or(false) {
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
        },
        "bmm" | "transpose_last" => &|| {
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
        },
        "split_heads" => &|| {
            let tokens = count("tokens").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let heads = count("heads").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let y = batched::split_heads(&x, tokens, heads)?;
            let dx = batched::split_heads_backward(&x, &tokens, &heads, &y, &dy.sequences()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "copy" => &|| unary(&|x| Ok(copy::copy(x)), &copy::copy_backward),
        "multi_head_attention_first" => &|| {
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
        },
        "take_example" => &|| {
            let index = count_of("index")?;
            let y = batch::take_example(&x, index)?;
            let dx = batch::take_example_backward(&x, &index, &y, &dy.vector()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "place_example" => &|| {
            let (index, size) = (count_of("index")?, count_of("batch")?);
            let v = input(0)
                .map_err(|e| vjp_core::Error::invalid("ops_eval", e))?
                .vector()?;
            let y = batch::place_example(&v, index, size)?;
            let dv = batch::place_example_backward(&v, &index, &size, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dv)]))
        },
        "dropout_mask" => &|| {
            let count = count("count").map_err(|e| vjp_core::Error::invalid("ops_eval", e))?;
            let seed = count_of("seed")?;
            let mask = V::from_vec((count,), dropout::dropout_mask(count, param_of("rate")?, seed as u64)?)?;
            Ok((Array::json(&mask), vec![]))
        },
        "dropout" => &|| {
            let (rate, seed) = (param_of("rate")?, count_of("seed")? as u64);
            let train = r.params["train"].as_bool().unwrap_or(true);
            unary(&|x| dropout::dropout(x, rate, seed, train), &|x, y, d| {
                dropout::dropout_backward(x, &rate, &seed, &train, y, d)
            })
        },
        "patch_embed" => &|| {
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
        },
        "group_rows" => &|| {
            let size = count_of("group")?;
            let y = group::group_rows(&x, size)?;
            let dx = group::group_rows_backward(&x, &size, &y, &dy.sequences()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "group_first_rows" => &|| {
            let (size, keep) = (count_of("group")?, count_of("keep")?);
            let y = group::group_first_rows(&x, size, keep)?;
            let dx = group::group_first_rows_backward(&x, &size, &keep, &y, &dy.matrix()?)?;
            Ok((Array::json(&y), vec![Array::json(&dx)]))
        },
        "ungroup_rows" | "merge_heads" | "repeat_heads" => &|| {
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
        },
        "concat_rows_list" | "concat_cols_list" => &|| {
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
        },
        _ => return None,
    };
    Some(answer())
}

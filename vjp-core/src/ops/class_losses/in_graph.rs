//! The losses' graph forms: the coefficients built from the labels (a vector `[B]` of class
//! indices) in the graph, the weights a literal.

use super::{ClassLoss, Reduction};
use crate::error::{Error, Result};
use crate::hlo::{Comparison, Graph, Value};

/// The coefficients `c` `[B, K]` of the scores `x` and their per-row totals `[B]`.
pub struct Coefficients {
    pub c: Value,
    pub totals: Value,
    /// `Σ w_yᵢ` over the counted examples, a scalar.
    pub divisor: Value,
}

pub fn coefficients(g: &mut Graph, x: Value, labels: Value, options: &ClassLoss) -> Result<Coefficients> {
    let shape = g.shape(x)?.to_vec();
    let [batch, classes] = shape[..] else {
        return Err(Error::invalid("cross_entropy trace", "the scores must be a matrix"));
    };
    if g.shape(labels)? != [batch] {
        return Err(Error::mismatch(
            "cross_entropy trace",
            shape.clone(),
            g.shape(labels)?.to_vec(),
            "there must be one label per row of scores",
        ));
    }
    if !(0.0..=1.0).contains(&options.label_smoothing) {
        return Err(Error::invalid(
            "cross_entropy trace",
            format!("label smoothing must lie in [0, 1], got {}", options.label_smoothing),
        ));
    }
    let weights = match &options.weight {
        Some(w) if w.len() == classes => w.clone(),
        Some(w) => {
            return Err(Error::mismatch(
                "cross_entropy trace",
                [classes],
                [w.len()],
                "there must be one weight per class",
            ));
        }
        None => vec![1.0; classes],
    };
    let weight_row = g.literal(weights, &[classes])?;
    let weights = g.broadcast_rows(weight_row, x)?;
    let class = g.iota(&shape, 1)?;
    let labels = g.as_float(labels)?;
    let label = g.broadcast_cols(labels, x)?;
    let hit = g.compare(Comparison::Eq, class, label)?;
    let zero = g.full_like(x, 0.0)?;
    let on_label = g.select(hit, weights, zero)?;
    let label_weight = g.sum(on_label, &[1])?;
    let s = options.label_smoothing;
    let mut c = g.scale(on_label, 1.0 - s)?;
    if s != 0.0 {
        let spread = g.scale(weights, s / classes as f64)?;
        c = g.add(c, spread)?;
    }
    let (mut label_weight, mut totals) = (label_weight, g.sum(c, &[1])?);
    if options.weight.is_none() {
        totals = g.constant(1.0, &[batch])?;
    }
    if let Some(ignored) = options.ignore_index {
        let ignored_row = g.constant(ignored as f64, &[batch])?;
        let skip = g.compare(Comparison::Eq, labels, ignored_row)?;
        let zero_row = g.constant(0.0, &[batch])?;
        totals = g.select(skip, zero_row, totals)?;
        label_weight = g.select(skip, zero_row, label_weight)?;
        let skip = g.broadcast_cols(skip, x)?;
        c = g.select(skip, zero, c)?;
    }
    let divisor = if options.weight.is_none() && options.ignore_index.is_none() {
        g.constant(batch as f64, &[])?
    } else {
        g.sum(label_weight, &[0])?
    };
    Ok(Coefficients { c, totals, divisor })
}

/// `Σ_k c_ik cost_ik` for every row, classes of coefficient 0 left out.
pub fn losses(g: &mut Graph, c: Value, cost: Value) -> Result<Value> {
    let zero = g.full_like(c, 0.0)?;
    let weighted = g.mul(c, cost)?;
    let weightless = g.compare(Comparison::Eq, c, zero)?;
    let weighted = g.select(weightless, zero, weighted)?;
    g.sum(weighted, &[1])
}

/// The sum of the per-example `losses` `[B]` of the scores `x`, divided by the divisor for
/// the mean.
pub fn reduce(
    g: &mut Graph,
    x: Value,
    labels: Value,
    options: &ClassLoss,
    losses: Value,
    reduction: Reduction,
) -> Result<Value> {
    let total = g.sum(losses, &[0])?;
    match reduction {
        Reduction::Sum => Ok(total),
        Reduction::Mean => {
            let divisor = coefficients(g, x, labels, options)?.divisor;
            g.div(total, divisor)
        }
    }
}

/// Every example's cotangent `[B]`: the scalar `dloss` (divided by the divisor for the
/// mean) spread over the batch.
pub fn spread(
    g: &mut Graph,
    x: Value,
    labels: Value,
    options: &ClassLoss,
    dloss: Value,
    reduction: Reduction,
) -> Result<Value> {
    let d = match reduction {
        Reduction::Sum => dloss,
        Reduction::Mean => {
            let divisor = coefficients(g, x, labels, options)?.divisor;
            g.div(dloss, divisor)?
        }
    };
    let batch = g.shape(x)?.first().copied().unwrap_or(0);
    g.broadcast_in_dim(d, &[batch], &[])
}

/// `cross_entropy`'s cost `logsumexp(zᵢ) - z_ik`.
pub fn cross_entropy_cost(g: &mut Graph, logits: Value) -> Result<Value> {
    let log_probs = crate::ops::log_softmax::log_softmax_rows_trace::forward(g, logits)?;
    g.scale(log_probs, -1.0)
}

/// `gᵢ (Σ_k c_ik softmax(zᵢ) - cᵢ)`.
pub fn cross_entropy_gradient(g: &mut Graph, logits: Value, k: &Coefficients, per_example: Value) -> Result<Value> {
    let p = g.softmax_last(logits)?;
    let totals = g.broadcast_cols(k.totals, logits)?;
    let scaled = g.mul(p, totals)?;
    let diff = g.sub(scaled, k.c)?;
    let per_example = g.broadcast_cols(per_example, logits)?;
    g.mul(diff, per_example)
}

/// `-gᵢ cᵢ`.
pub fn nll_gradient(g: &mut Graph, log_probs: Value, k: &Coefficients, per_example: Value) -> Result<Value> {
    let per_example = g.broadcast_cols(per_example, log_probs)?;
    let product = g.mul(k.c, per_example)?;
    g.scale(product, -1.0)
}

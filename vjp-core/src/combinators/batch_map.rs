//! Per-example maps over a leading axis: `batch_map` over a batch, `per_token` over the rows
//! of a matrix. Parameter gradients are the SUM over examples (`Σ_n` of each example's
//! `Σ_j` over its outputs), as a loss summed over a batch differentiates.

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::hlo::{Graph, Parameters, Trace, Traced};
use crate::ops::add::add;
use crate::ops::batch::{place_example, take_example};
use crate::scalar::Scalar;
use crate::shape::{LeadingAxis, Prepend, Shape};
use crate::tape::{NodeId, ParamNodes, Record, RecordResult, Recorded, Tape, TapeError};
use crate::tensor::{Tensor, block, block_mut};
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};
use rayon::prelude::*;

/// Applies `per_example` to every entry along the leading axis, with shared parameters.
#[derive(Clone, Debug)]
pub struct BatchMap<F> {
    /// The map applied to each example.
    pub per_example: F,
}

/// `[B, ...] ↦ [B, ...]`, `per_example` applied to each example. Its input backward stacks
/// the per-example backwards; its parameter gradient sums the per-example gradients.
pub fn batch_map<F>(per_example: F) -> BatchMap<F> {
    BatchMap { per_example }
}

/// The row-wise (per-token) lift of a map on vectors: `[N, A] ↦ [N, B]`, one row at a time.
/// It is [`batch_map`] over the rows.
pub fn per_token<F>(per_row: F) -> BatchMap<F> {
    batch_map(per_row)
}

/// What a [`BatchMap`] forward keeps: each example's saved values and the example shapes.
#[derive(Clone, Debug)]
pub struct BatchSaved<Saved, SIn, SOut> {
    per_example: Vec<Saved>,
    input_shape: SIn,
    example_output: SOut,
}

super::params_of_fields!([F: Params<T>] BatchMap<F> { per_example });

/// Examples run in parallel on rayon's pool; results are gathered and gradients summed in
/// example order, so the outcome is the same bit for bit whatever the number of threads.
impl<T, S, SO, F> Vjp<T, Tensor<T, S>> for BatchMap<F>
where
    T: Scalar,
    S: LeadingAxis,
    SO: Prepend<S::Lead>,
    F: Vjp<T, Tensor<T, S::Rest>, Output = Tensor<T, SO>>,
{
    type Output = Tensor<T, SO::Out>;
    type Saved = BatchSaved<F::Saved, S, SO>;

    fn forward(&self, x: Tensor<T, S>) -> Result<(Self::Output, Self::Saved)> {
        let (y, per_example, example_output) = each_example(&x, |example| self.per_example.forward(example))?;
        let saved = BatchSaved {
            per_example,
            input_shape: x.shape(),
            example_output,
        };
        Ok((y, saved))
    }

    fn apply(&self, x: Tensor<T, S>) -> Result<Self::Output> {
        let (y, _, _) = each_example(&x, |example| Ok((self.per_example.apply(example)?, ())))?;
        Ok(y)
    }

    fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(Tensor<T, S>, F::Grads)> {
        let (lead, rest) = saved.input_shape.split();
        let expected = saved.example_output.prepend(lead);
        if dy.shape() != expected {
            return Err(Error::mismatch(
                "batch_map backward",
                expected.dims(),
                dy.dims(),
                "the cotangent must have the output's shape",
            ));
        }
        let (n_in, n_out) = (rest.numel(), saved.example_output.numel());
        let pulled: Vec<Result<(Tensor<T, S::Rest>, F::Grads)>> = saved
            .per_example
            .par_iter()
            .enumerate()
            .map(|(i, example_saved)| {
                let dy_i = block(dy.data(), i, n_out, "batch_map backward")?;
                let dy_i = Tensor::from_vec(saved.example_output, dy_i.to_vec())?;
                self.per_example.backward(example_saved, &dy_i)
            })
            .collect();
        let mut dx = Tensor::zeros(saved.input_shape);
        let mut grads = self.per_example.zero_grads();
        for (i, result) in pulled.into_iter().enumerate() {
            let (dx_i, grads_i) = result?;
            if dx_i.shape() != rest {
                return Err(Error::mismatch(
                    "batch_map backward",
                    rest.dims(),
                    dx_i.dims(),
                    "an example's input cotangent must have the example's shape",
                ));
            }
            block_mut(dx.data_mut(), i, n_in, "batch_map backward")?.copy_from_slice(dx_i.data());
            grads.add_assign(&grads_i)?;
        }
        Ok((dx, grads))
    }
}

/// `run` on every example of `x` in parallel (on rayon's pool): the outputs stacked in example
/// order, what each run kept beside its output, and an example's output shape. An error if
/// the batch is empty or the examples' outputs differ in shape.
#[allow(clippy::type_complexity)]
fn each_example<T, S, SO, A>(
    x: &Tensor<T, S>,
    run: impl Fn(Tensor<T, S::Rest>) -> Result<(Tensor<T, SO>, A)> + Sync,
) -> Result<(Tensor<T, SO::Out>, Vec<A>, SO)>
where
    T: Scalar,
    S: LeadingAxis,
    SO: Prepend<S::Lead>,
    A: Send,
{
    let (lead, rest) = x.shape().split();
    let (batch, n) = (lead.size(), rest.numel());
    let results: Vec<Result<(Tensor<T, SO>, A)>> = (0..batch)
        .into_par_iter()
        .map(|i| {
            let example = block(x.data(), i, n, "batch_map")?;
            run(Tensor::from_vec(rest, example.to_vec())?)
        })
        .collect();
    let mut kept = Vec::with_capacity(batch);
    let mut data = Vec::new();
    let mut example_output: Option<SO> = None;
    for result in results {
        let (y, k) = result?;
        match example_output {
            None => example_output = Some(y.shape()),
            Some(first) if first != y.shape() => {
                return Err(Error::mismatch(
                    "batch_map",
                    first.dims(),
                    y.dims(),
                    "every example must give an output of one shape",
                ));
            }
            Some(_) => {}
        }
        data.extend_from_slice(y.data());
        kept.push(k);
    }
    let Some(example_output) = example_output else {
        return Err(Error::invalid("batch_map", "the batch is empty"));
    };
    Ok((
        Tensor::from_vec(example_output.prepend(lead), data)?,
        kept,
        example_output,
    ))
}

/// Every example traced in turn with the same parameters (example `i` sliced out, its output
/// stacked back in place); backward, each example's cotangent pulled back and stacked, the
/// parameters' gradients summed over the examples.
impl<T, S, SO, F> Trace<T, Tensor<T, S>> for BatchMap<F>
where
    T: Scalar,
    S: LeadingAxis,
    SO: Prepend<S::Lead>,
    F: Trace<
            T,
            Tensor<T, S::Rest>,
            Output = Tensor<T, SO>,
            In = Traced<Tensor<T, S::Rest>>,
            Out = Traced<Tensor<T, SO>>,
        >,
{
    type In = Traced<Tensor<T, S>>;
    type Out = Traced<Tensor<T, SO::Out>>;
    type Kept = Vec<F::Kept>;
    fn trace(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        x: Traced<Tensor<T, S>>,
    ) -> Result<(Traced<Tensor<T, SO::Out>>, Self::Kept)> {
        use crate::ops::batch::take_example_trace::{forward as take, place_example_unit as unit};
        let batch = x.shape(g)?.first().copied().unwrap_or(0);
        let start = params.position();
        let (mut outputs, mut kept) = (Vec::with_capacity(batch), Vec::with_capacity(batch));
        for index in 0..batch {
            params.rewind(start);
            let example = Traced::new(take(g, x.value(), index)?);
            let (y, example_kept) = self.per_example.trace(g, params, example)?;
            outputs.push(unit(g, y.value())?);
            kept.push(example_kept);
        }
        if outputs.is_empty() {
            return Err(Error::invalid("batch_map", "the batch is empty"));
        }
        Ok((Traced::new(g.concatenate(&outputs, 0)?), kept))
    }
    fn trace_back(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        kept: &Self::Kept,
        dy: Traced<Tensor<T, SO::Out>>,
    ) -> Result<Traced<Tensor<T, S>>> {
        use crate::ops::batch::take_example_trace::{forward as take, place_example_unit as unit};
        let mut cotangents = Vec::with_capacity(kept.len());
        for (index, example_kept) in kept.iter().enumerate() {
            let dy_i = Traced::new(take(g, dy.value(), index)?);
            let dx_i = self.per_example.trace_back(g, params, example_kept, dy_i)?;
            cotangents.push(unit(g, dx_i.value())?);
        }
        Ok(Traced::new(g.concatenate(&cotangents, 0)?))
    }
}

impl<T, S, SO, F> Record<T, Tensor<T, S>> for BatchMap<F>
where
    T: Scalar,
    S: LeadingAxis,
    SO: Prepend<S::Lead>,
    F: Record<T, Tensor<T, S::Rest>, Output = Tensor<T, SO>>,
    Tensor<T, S::Rest>: Recorded<T, Ids = NodeId>,
    Tensor<T, SO>: Recorded<T, Ids = NodeId>,
    Tensor<T, SO::Out>: Recorded<T, Ids = NodeId>,
{
    /// Example `i` is taken out (`take_example`), mapped, and put back in its place in a zero
    /// batch (`place_example`); the placed outputs are summed.
    fn record(&self, tape: &mut Tape<T>, input: NodeId, params: &mut ParamNodes) -> RecordResult<NodeId> {
        let lead = tape.value(input)?.shape().first().copied().unwrap_or(0);
        let batch = S::Lead::try_from_size(lead).map_err(|source| TapeError::Rule { node: input, source })?;
        let start = params.position();
        let mut total: Option<NodeId> = None;
        for index in 0..lead {
            params.rewind(start);
            let example = take_example::record::<T, S>(tape, input, index)?;
            let mapped = self.per_example.record(tape, example, params)?;
            let placed = place_example::record::<T, SO, S::Lead>(tape, mapped, index, batch)?;
            total = Some(match total {
                None => placed,
                Some(sum) => add::record::<T, SO::Out>(tape, sum, placed)?,
            });
        }
        total.ok_or(TapeError::Rule {
            node: input,
            source: crate::error::Error::invalid("batch_map", "the batch is empty"),
        })
    }
}

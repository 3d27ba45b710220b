//! The per-head (column-slab) lift: one map applied to each head's block of columns, outputs
//! concatenated by head. Parameter gradients are summed over heads.

use crate::dim::{Const, Dim};
use crate::error::{Error, Result};
use crate::hlo::{Graph, Parameters, Trace, Traced};
use crate::ops::add::add;
use crate::ops::slice::copy_columns;
use crate::ops::slice::{pad_cols, slice_cols};
use crate::scalar::Scalar;
use crate::tape::{NodeId, ParamNodes, Record, RecordResult, Recorded, Tape, TapeError};
use crate::tensor::Matrix;
use crate::value::Differentiable;
use crate::witness::{Params, Vjp};
use std::marker::PhantomData;

/// Applies `per_head` to each of `heads` column slabs of `[N, D_in]`, giving `[N, D_out]`.
///
/// The input's columns are `groups` consecutive blocks, each split into `heads` slabs: head
/// `h` sees the `h`-th slab of every group side by side. With `groups = 3` this reads a fused
/// `[q | k | v]` projection as timm lays it out, so head `h` gets `[q_h | k_h | v_h]`. Output
/// columns are the heads' outputs concatenated. The per-head map sees run-time widths.
#[derive(Clone, Debug)]
pub struct PerHead<F, DOut> {
    /// The map applied to each head.
    pub per_head: F,
    heads: usize,
    groups: usize,
    output: PhantomData<DOut>,
}

/// The per-head lift of `per_head` over `heads` heads reading `groups` column groups. An
/// error if `heads` or `groups` is zero, or a static output width is not divisible by
/// `heads`.
pub fn per_head<F, DOut: Dim>(per_head: F, heads: usize, groups: usize) -> Result<PerHead<F, DOut>> {
    if heads == 0 || groups == 0 {
        return Err(Error::invalid("per_head", "heads and groups must be positive"));
    }
    if let Some(width) = DOut::STATIC
        && width % heads != 0
    {
        return Err(Error::invalid(
            "per_head",
            format!("output width {width} is not divisible by {heads} heads"),
        ));
    }
    Ok(PerHead {
        per_head,
        heads,
        groups,
        output: PhantomData,
    })
}

impl<F, const D: usize> PerHead<F, Const<D>> {
    /// The per-head lift with `H` heads reading `G` column groups, both fixed in the type. A
    /// width `D` that `H` does not divide fails to build (the error names `D` and `H`).
    pub fn with_heads<const H: usize, const G: usize>(per_head: F) -> Self {
        const {
            assert!(H > 0 && G > 0, "heads and groups must be positive");
            assert!(D.is_multiple_of(H), "the number of heads must divide the output width");
        }
        PerHead {
            per_head,
            heads: H,
            groups: G,
            output: PhantomData,
        }
    }
}

impl<F, DOut> PerHead<F, DOut> {
    /// The number of heads.
    pub fn heads(&self) -> usize {
        self.heads
    }

    /// The number of column groups each head reads from.
    pub fn groups(&self) -> usize {
        self.groups
    }

    /// The width of one slab of an input `width` columns wide; an error unless the heads and
    /// groups divide it.
    pub fn slab(&self, width: usize) -> Result<usize> {
        let slabs = self.heads.saturating_mul(self.groups);
        if slabs == 0 || !width.is_multiple_of(slabs) {
            return Err(Error::invalid(
                "per_head",
                format!(
                    "input width {width} is not divisible by {} heads x {} groups",
                    self.heads, self.groups
                ),
            ));
        }
        Ok(width / slabs)
    }
}

/// What a [`PerHead`] forward keeps: each head's saved values and the widths involved.
#[derive(Clone, Debug)]
pub struct HeadsSaved<Saved, N, DIn> {
    per_head: Vec<Saved>,
    rows: N,
    input_width: DIn,
    slab: usize,
    head_output: usize,
}

super::params_of_fields!([F: Params<T>, DOut: Sync] PerHead<F, DOut> { per_head });

impl<T, N, DIn, DOut, F> Vjp<T, Matrix<T, N, DIn>> for PerHead<F, DOut>
where
    T: Scalar,
    N: Dim,
    DIn: Dim,
    DOut: Dim,
    F: Vjp<T, Matrix<T, N, usize>, Output = Matrix<T, N, usize>>,
{
    type Output = Matrix<T, N, DOut>;
    type Saved = HeadsSaved<F::Saved, N, DIn>;

    fn forward(&self, x: Matrix<T, N, DIn>) -> Result<(Self::Output, Self::Saved)> {
        let (rows, input_width) = x.shape();
        let width = input_width.size();
        let slab = self.slab(width)?;
        let head_width = self.groups * slab;
        let mut outputs = Vec::with_capacity(self.heads);
        let mut per_head = Vec::with_capacity(self.heads);
        for h in 0..self.heads {
            let mut head_in = Matrix::zeros((rows, head_width));
            for g in 0..self.groups {
                let src_col = (g * self.heads + h) * slab;
                copy_columns(x.data(), width, src_col, head_in.data_mut(), head_width, g * slab, slab)?;
            }
            let (y, saved) = self.per_head.forward(head_in)?;
            per_head.push(saved);
            outputs.push(y);
        }
        let head_output = outputs.first().map_or(0, |y| y.ncols());
        if let Some(y) = outputs.iter().find(|y| y.ncols() != head_output) {
            return Err(Error::mismatch(
                "per_head",
                [rows.size(), head_output],
                y.dims(),
                "every head must give an output of one width",
            ));
        }
        let out_width = DOut::try_from_size(self.heads * head_output).map_err(|_| {
            Error::invalid(
                "per_head",
                format!(
                    "{} heads of width {head_output} give {} columns, but the output type fixes {}",
                    self.heads,
                    self.heads * head_output,
                    DOut::STATIC.unwrap_or_default()
                ),
            )
        })?;
        let mut y = Matrix::zeros((rows, out_width));
        for (h, head_y) in outputs.iter().enumerate() {
            copy_columns(
                head_y.data(),
                head_output,
                0,
                y.data_mut(),
                out_width.size(),
                h * head_output,
                head_output,
            )?;
        }
        let saved = HeadsSaved {
            per_head,
            rows,
            input_width,
            slab,
            head_output,
        };
        Ok((y, saved))
    }

    fn backward(&self, saved: &Self::Saved, dy: &Self::Output) -> Result<(Matrix<T, N, DIn>, F::Grads)> {
        let (rows, width) = (saved.rows, saved.input_width.size());
        if dy.nrows() != rows.size() || dy.ncols() != self.heads * saved.head_output {
            return Err(Error::mismatch(
                "per_head backward",
                [rows.size(), self.heads * saved.head_output],
                dy.dims(),
                "the cotangent must have the output's shape",
            ));
        }
        let head_width = self.groups * saved.slab;
        let mut dx = Matrix::zeros((rows, saved.input_width));
        let mut grads = self.per_head.zero_grads();
        for (h, head_saved) in saved.per_head.iter().enumerate() {
            let mut dy_h = Matrix::zeros((rows, saved.head_output));
            copy_columns(
                dy.data(),
                dy.ncols(),
                h * saved.head_output,
                dy_h.data_mut(),
                saved.head_output,
                0,
                saved.head_output,
            )?;
            let (dx_h, grads_h) = self.per_head.backward(head_saved, &dy_h)?;
            if dx_h.nrows() != rows.size() || dx_h.ncols() != head_width {
                return Err(Error::mismatch(
                    "per_head backward",
                    [rows.size(), head_width],
                    dx_h.dims(),
                    "a head's input cotangent must have the head's input shape",
                ));
            }
            for g in 0..self.groups {
                let dst_col = (g * self.heads + h) * saved.slab;
                copy_columns(
                    dx_h.data(),
                    head_width,
                    g * saved.slab,
                    dx.data_mut(),
                    width,
                    dst_col,
                    saved.slab,
                )?;
            }
            grads.add_assign(&grads_h)?;
        }
        Ok((dx, grads))
    }
}

/// Every head traced in turn with the same parameters, its input gathered from its slab of each
/// group and its output joined by head; backward, each head's cotangent pulled back and its
/// slabs put back in place, the parameters' gradients summed over the heads.
impl<T, N, DIn, DOut, F> Trace<T, Matrix<T, N, DIn>> for PerHead<F, DOut>
where
    T: Scalar,
    N: Dim,
    DIn: Dim,
    DOut: Dim,
    F: Trace<
            T,
            Matrix<T, N, usize>,
            Output = Matrix<T, N, usize>,
            In = Traced<Matrix<T, N, usize>>,
            Out = Traced<Matrix<T, N, usize>>,
        >,
{
    type In = Traced<Matrix<T, N, DIn>>;
    type Out = Traced<Matrix<T, N, DOut>>;
    type Kept = Vec<F::Kept>;
    fn trace(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        x: Traced<Matrix<T, N, DIn>>,
    ) -> Result<(Traced<Matrix<T, N, DOut>>, Self::Kept)> {
        let slab = self.slab(x.shape(g)?.get(1).copied().unwrap_or(0))?;
        let start = params.position();
        let (mut outputs, mut kept) = (Vec::with_capacity(self.heads), Vec::with_capacity(self.heads));
        for h in 0..self.heads {
            params.rewind(start);
            let mut parts = Vec::with_capacity(self.groups);
            for group in 0..self.groups {
                parts.push(g.slice_axis(x.value(), 1, (group * self.heads + h) * slab, slab)?);
            }
            let head_input = Traced::new(g.concatenate(&parts, 1)?);
            let (y, head_kept) = self.per_head.trace(g, params, head_input)?;
            outputs.push(y.value());
            kept.push(head_kept);
        }
        let y = g.concatenate(&outputs, 1)?;
        let out_width = g.shape(y)?.get(1).copied().unwrap_or(0);
        DOut::try_from_size(out_width)?;
        Ok((Traced::new(y), kept))
    }
    fn trace_back(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        kept: &Self::Kept,
        dy: Traced<Matrix<T, N, DOut>>,
    ) -> Result<Traced<Matrix<T, N, DIn>>> {
        let out_width = dy.shape(g)?.get(1).copied().unwrap_or(0);
        let head_output = out_width / self.heads.max(1);
        let mut head_cotangents = Vec::with_capacity(kept.len());
        for (h, head_kept) in kept.iter().enumerate() {
            let dy_h = Traced::new(g.slice_axis(dy.value(), 1, h * head_output, head_output)?);
            head_cotangents.push(self.per_head.trace_back(g, params, head_kept, dy_h)?.value());
        }
        let mut slabs = Vec::with_capacity(self.heads * self.groups);
        for group in 0..self.groups {
            for dx_h in &head_cotangents {
                let head_width = g.shape(*dx_h)?.get(1).copied().unwrap_or(0);
                let slab = head_width / self.groups;
                slabs.push(g.slice_axis(*dx_h, 1, group * slab, slab)?);
            }
        }
        Ok(Traced::new(g.concatenate(&slabs, 1)?))
    }
}

impl<T, N, DIn, DOut, F> Record<T, Matrix<T, N, DIn>> for PerHead<F, DOut>
where
    T: Scalar,
    N: Dim,
    DIn: Dim,
    DOut: Dim,
    F: Record<T, Matrix<T, N, usize>, Output = Matrix<T, N, usize>>,
    Matrix<T, N, usize>: Recorded<T, Ids = NodeId>,
    Matrix<T, N, DOut>: Recorded<T, Ids = NodeId>,
{
    /// Head `h`'s input is gathered from its slab of every group (`slice_cols`, `pad_cols`,
    /// summed); its output is padded into its block of the output width, and the blocks summed.
    fn record(&self, tape: &mut Tape<T>, input: NodeId, params: &mut ParamNodes) -> RecordResult<NodeId> {
        let rule = |source| TapeError::Rule { node: input, source };
        let width = tape.value(input)?.shape().get(1).copied().unwrap_or(0);
        let (heads, groups) = (self.heads(), self.groups());
        let slab = self.slab(width).map_err(rule)?;
        let start = params.position();
        let mut total: Option<NodeId> = None;
        for h in 0..heads {
            params.rewind(start);
            let mut head_input: Option<NodeId> = None;
            for g in 0..groups {
                let part = slice_cols::record::<T, N, DIn, usize>(tape, input, (g * heads + h) * slab, slab)?;
                let placed = pad_cols::record::<T, N, usize, usize>(tape, part, g * slab, groups * slab)?;
                head_input = Some(match head_input {
                    None => placed,
                    Some(sum) => add::record::<T, (N, usize)>(tape, sum, placed)?,
                });
            }
            let head_input = head_input.ok_or_else(|| rule(crate::error::Error::invalid("per_head", "no groups")))?;
            let head_output = self.per_head.record(tape, head_input, params)?;
            let b = tape.value(head_output)?.shape().get(1).copied().unwrap_or(0);
            let total_width = DOut::try_from_size(heads * b).map_err(rule)?;
            let placed = pad_cols::record::<T, N, usize, DOut>(tape, head_output, h * b, total_width)?;
            total = Some(match total {
                None => placed,
                Some(sum) => add::record::<T, (N, DOut)>(tape, sum, placed)?,
            });
        }
        total.ok_or_else(|| rule(crate::error::Error::invalid("per_head", "no heads")))
    }
}

//! The data-parallel train step and inference over a [`Split`]: this rank's parts computed on
//! its threads, every other rank's gathered, everything summed (or stacked) in part order.

use super::{Collective, Gathered, Split, Wire, exchange, read, read_into};
use crate::error::VitError;
use crate::model::{Grads, Images, Vit};
use rayon::prelude::*;
use vjp_core::train::{WeightedPart, sum_in_order, weighted_parts};
use vjp_core::{Differentiable, Matrix, Params, Scalar};

type Mat<T> = Matrix<T, usize, usize>;

/// One part's results, its loss and gradients already weighted by its share of the batch (the
/// gradients taken out once they are the start of the sum).
struct Part<T: Scalar> {
    loss: T,
    logits: Mat<T>,
    grads: Option<Grads<T>>,
}

impl<T: Scalar> From<WeightedPart<T, Grads<T>, Mat<T>>> for Part<T> {
    fn from(part: WeightedPart<T, Grads<T>, Mat<T>>) -> Self {
        Part {
            loss: part.loss,
            logits: part.extra,
            grads: Some(part.grads),
        }
    }
}

/// Where a part's results are: computed here, or sent by `rank` from `offset` of its values.
enum Source<T: Scalar> {
    Here(Part<T>),
    There { rank: usize, offset: usize },
}

/// The images `[start, end)` of the global batch cut out of `images`, which hold the global
/// batch's images from `first` on.
pub(crate) fn images_of<T: Scalar>(
    images: &Images<T>,
    (start, end): (usize, usize),
    first: usize,
) -> vjp_core::Result<Images<T>> {
    let (_, c, h, w) = images.shape();
    let per_image = c * h * w;
    let range = (start - first) * per_image..(end - first) * per_image;
    let pixels = images.data().get(range).unwrap_or_default();
    Images::from_vec((end - start, c, h, w), pixels.to_vec())
}

/// The images of `parts` (bounds in the global batch) cut out of `images`, which hold the
/// global batch's images from `first` on.
fn pieces<T: Scalar>(images: &Images<T>, parts: &[(usize, usize)], first: usize) -> Result<Vec<Images<T>>, VitError> {
    Ok(parts
        .iter()
        .map(|&part| images_of(images, part, first))
        .collect::<vjp_core::Result<_>>()?)
}

/// `split`'s part bounds of this rank and the check that `images` are its images.
fn my_bounds<T: Scalar>(split: &Split, images: &Images<T>) -> Result<Vec<(usize, usize)>, VitError> {
    let mine = split.my_images();
    if images.shape().0 != mine.len() {
        return Err(VitError::Config(format!(
            "rank {} was given {} images where its share of the batch of {} is {}",
            split.rank,
            images.shape().0,
            split.batch,
            mine.len()
        )));
    }
    Ok(split.bounds().get(split.my_parts()).unwrap_or_default().to_vec())
}

/// Copies (or adds) `rank`'s gathered values from `offset` on into every slice of `grads`, in
/// [`Differentiable::visit`] order.
fn grads_from<T: Scalar>(
    grads: &mut Grads<T>,
    gathered: &Gathered,
    rank: usize,
    offset: usize,
    add: bool,
) -> Result<(), VitError> {
    let (mut at, mut failure) = (offset, None);
    grads.visit_mut(&mut |slice| {
        if failure.is_none() {
            failure = read_into(gathered, rank, at, slice, add).err();
            at += slice.len();
        }
    });
    failure.map_or(Ok(()), Err)
}

impl<T: Scalar> Vit<T> {
    /// The mean (label-smoothed) cross-entropy of a global batch, its logits and every
    /// parameter's gradient of the mean loss, the batch spread as `split` says: this rank
    /// computes its parts (`images` are its share, [`Split::my_images`]; `labels` the whole
    /// batch's) on its threads, gathers the other ranks' parts, and sums the parts' losses and
    /// gradients, each weighted by its share of the batch, in part order from part 0. So the
    /// result is one process's with `split.ranks × split.threads` threads, bit for bit, on
    /// every rank.
    pub fn loss_and_grads_split(
        &self,
        comm: &dyn Collective,
        split: &Split,
        images: Images<T>,
        labels: &[usize],
        smoothing: T,
    ) -> Result<(T, Mat<T>, Grads<T>), VitError> {
        if labels.len() != split.batch {
            return Err(VitError::Config(format!(
                "{} labels for a batch of {}: there must be one label per image",
                labels.len(),
                split.batch
            )));
        }
        if split.parts() == 1 && comm.size() == 1 {
            return Ok(self.loss_and_grads(images, labels, smoothing)?);
        }
        let local: Result<Vec<WeightedPart<T, Grads<T>, Mat<T>>>, VitError> =
            my_bounds(split, &images).and_then(|bounds| {
                let first = bounds.first().map_or(0, |b| b.0);
                let ranges = bounds.iter().map(|&(start, end)| start..end).collect();
                let parts = weighted_parts(&self.network, split.batch, ranges, |_, range| {
                    let part_images = images_of(&images, (range.start, range.end), first)?;
                    let part_labels = labels.get(range).unwrap_or_default();
                    let (loss, logits, grads) = self.loss_and_grads(part_images, part_labels, smoothing)?;
                    Ok((loss, grads, logits))
                })?;
                Ok(parts)
            });
        if comm.size() == 1 {
            let (loss, grads, logits) = sum_in_order(local?)?;
            let logits: Vec<T> = logits.iter().flat_map(|l| l.data().iter().copied()).collect();
            return Ok((loss, Mat::from_vec((split.batch, self.config.classes), logits)?, grads));
        }
        let local = local.map(|parts| parts.into_iter().map(Part::from).collect::<Vec<_>>());
        let (parts, wire) = match local {
            Ok(parts) => {
                let wire = self.encode(&parts);
                (parts, Ok(wire))
            }
            Err(error) => (Vec::new(), Err(error)),
        };
        let gathered = exchange(comm, wire)?;
        let mut parts = parts.into_iter();
        let mut sources = Vec::with_capacity(split.parts());
        let bounds = split.bounds();
        for rank in 0..split.ranks {
            let mut offset = 0;
            for part in split.parts_of(rank) {
                let (start, end) = bounds.get(part).copied().unwrap_or_default();
                if rank == split.rank {
                    let here = parts
                        .next()
                        .ok_or_else(|| VitError::Config("a part went missing".into()))?;
                    sources.push(Source::Here(here));
                } else {
                    sources.push(Source::There { rank, offset });
                }
                offset += self.part_len(end - start);
            }
        }
        self.sum_parts(split, sources, Some(&gathered))
    }

    /// Values a part of `images` images sends: its loss, its logits, its gradients.
    fn part_len(&self, images: usize) -> usize {
        1 + images * self.config.classes + self.parameter_values()
    }

    /// The number of parameter values (the length of every gradient).
    fn parameter_values(&self) -> usize {
        let mut n = 0;
        self.network.visit_params(&mut |s| n += s.len());
        n
    }

    /// `parts` on the wire, each as [`Vit::part_len`] values.
    fn encode(&self, parts: &[Part<T>]) -> Wire {
        let rows: usize = parts.iter().map(|p| p.logits.shape().0).sum();
        let mut wire = Wire::for_scalar::<T>(parts.len() * (1 + self.parameter_values()) + rows * self.config.classes);
        for part in parts {
            wire.extend(&[part.loss]);
            wire.extend(part.logits.data());
            if let Some(grads) = &part.grads {
                grads.visit(&mut |g| wire.extend(g));
            }
        }
        wire
    }

    /// The parts' losses and gradients summed, their logits stacked, in part order.
    fn sum_parts(
        &self,
        split: &Split,
        mut sources: Vec<Source<T>>,
        gathered: Option<&Gathered>,
    ) -> Result<(T, Mat<T>, Grads<T>), VitError> {
        let classes = self.config.classes;
        let mut total = T::ZERO;
        let mut logits = Vec::with_capacity(split.batch * classes);
        let mut grads: Option<Grads<T>> = None;
        // Floating-point addition commutes exactly, so part 1's gradients plus part 0's are part
        // 0's plus part 1's: when part 0 is another rank's and part 1 is here, part 1's
        // gradients start the sum (no fresh copy of part 0's to add them to).
        if let [Source::There { .. }, Source::Here(second), ..] = sources.as_mut_slice() {
            grads = second.grads.take();
        }
        for (source, (start, end)) in sources.into_iter().zip(split.bounds()) {
            match (source, gathered) {
                (Source::Here(part), _) => {
                    total += part.loss;
                    logits.extend_from_slice(part.logits.data());
                    match (grads.as_mut(), part.grads) {
                        (None, part) => grads = part,
                        (Some(sum), Some(part)) => sum.par_add_assign(&part)?,
                        (Some(_), None) => {}
                    }
                }
                (Source::There { rank, offset }, Some(gathered)) => {
                    let rows = (end - start) * classes;
                    let loss = read::<T>(gathered, rank, offset, 1)?;
                    total += loss.first().copied().unwrap_or(T::ZERO);
                    logits.extend(read::<T>(gathered, rank, offset + 1, rows)?);
                    match grads.as_mut() {
                        None => {
                            let mut first = self.network.zero_grads();
                            grads_from(&mut first, gathered, rank, offset + 1 + rows, false)?;
                            grads = Some(first);
                        }
                        Some(sum) => grads_from(sum, gathered, rank, offset + 1 + rows, true)?,
                    }
                }
                (Source::There { .. }, None) => {
                    return Err(VitError::Config("a part of another rank without a gather".into()));
                }
            }
        }
        let grads = grads.unwrap_or_else(|| self.network.zero_grads());
        Ok((total, Mat::from_vec((split.batch, classes), logits)?, grads))
    }

    /// The logits `[B, classes]` of a global batch spread as `split` says: this rank computes
    /// its parts (`images` are its share) on its threads and gathers the others', stacked in
    /// part order on every rank.
    pub fn logits_split(&self, comm: &dyn Collective, split: &Split, images: Images<T>) -> Result<Mat<T>, VitError> {
        if split.parts() == 1 && comm.size() == 1 {
            return Ok(self.logits(images)?);
        }
        let classes = self.config.classes;
        let local: Result<Vec<T>, VitError> = my_bounds(split, &images).and_then(|bounds| {
            let first = bounds.first().map_or(0, |b| b.0);
            let results: Vec<Result<Mat<T>, VitError>> = pieces(&images, &bounds, first)?
                .into_par_iter()
                .map(|part| Ok(self.logits(part)?))
                .collect();
            let mut logits = Vec::with_capacity(images.shape().0 * classes);
            for part in results {
                logits.extend_from_slice(part?.data());
            }
            Ok(logits)
        });
        if comm.size() == 1 {
            return Ok(Mat::from_vec((split.batch, classes), local?)?);
        }
        let gathered = exchange(
            comm,
            local.map(|values| {
                let mut wire = Wire::for_scalar::<T>(values.len());
                wire.extend(&values);
                wire
            }),
        )?;
        let mut logits = Vec::with_capacity(split.batch * classes);
        for rank in 0..split.ranks {
            logits.extend(read::<T>(&gathered, rank, 0, gathered.range(rank).len())?);
        }
        Ok(Mat::from_vec((split.batch, classes), logits)?)
    }
}

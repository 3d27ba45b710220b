//! Training-time augmentation: random shifts of the training images.
//!
//! Each image's shift is drawn from a hash of the seed, the epoch and the image's index in the
//! training set, not from a stream of random numbers: so it is the same whatever the batch's
//! split over threads and ranks, and a resumed run shifts its images as an uninterrupted one
//! did.

use crate::model::Images;
use vjp_core::Scalar;

/// Random translations of every training image by up to `max` pixels along each axis (uniform
/// in `-max..=max`, drawn per image and epoch); the vacated border is 0, the background of the
/// digit sets. `max = 0` leaves the images as they are.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Shift {
    /// The largest shift along each axis, in pixels.
    pub max: usize,
}

/// SplitMix64's finaliser: a well-mixed 64-bit hash of `x`.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Shift {
    /// The shift `(rows, columns)` of training image `index` in `epoch` (1-based) of a run
    /// seeded `seed`: positive moves the picture down and right.
    pub fn offsets(&self, seed: u64, epoch: usize, index: usize) -> (isize, isize) {
        if self.max == 0 {
            return (0, 0);
        }
        let h = mix(mix(mix(seed) ^ epoch as u64) ^ index as u64);
        let span = 2 * self.max as u64 + 1;
        let draw = |bits: u64| (bits % span) as isize - self.max as isize;
        (draw(h), draw(h >> 32))
    }

    /// Shifts each image of `images`, whose indices in the training set are `indices`, in place.
    pub fn apply<T: Scalar>(&self, images: &mut Images<T>, indices: &[usize], seed: u64, epoch: usize) {
        if self.max == 0 {
            return;
        }
        let (_, channels, height, width) = images.shape();
        let plane = height * width;
        let mut moved = vec![T::ZERO; plane];
        for (image, &index) in images.data_mut().chunks_exact_mut(channels * plane).zip(indices) {
            let (dy, dx) = self.offsets(seed, epoch, index);
            for channel in image.chunks_exact_mut(plane) {
                shift_plane(channel, &mut moved, width, (dy, dx));
                channel.copy_from_slice(&moved);
            }
        }
    }
}

/// `plane` (rows of `width` pixels) moved down `dy` rows and right `dx` columns into `moved`,
/// which is 0 where no pixel moved in: a row at a time, each the overlapping span of a source row.
fn shift_plane<T: Scalar>(plane: &[T], moved: &mut [T], width: usize, (dy, dx): (isize, isize)) {
    moved.fill(T::ZERO);
    let height = plane.len() / width.max(1);
    let span = width.saturating_sub(dx.unsigned_abs());
    let (from_x, to_x) = if dx >= 0 {
        (0, dx.unsigned_abs())
    } else {
        (dx.unsigned_abs(), 0)
    };
    for (y, row) in moved.chunks_exact_mut(width.max(1)).enumerate() {
        let Some(source_y) = y.checked_add_signed(-dy).filter(|&s| s < height) else {
            continue;
        };
        let from = source_y * width + from_x;
        if let (Some(to), Some(from)) = (row.get_mut(to_x..to_x + span), plane.get(from..from + span)) {
            to.copy_from_slice(from);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shift_moves_the_picture_and_clears_the_border() {
        let image: Vec<f32> = (1..=9).map(|v| v as f32).collect();
        let shift = Shift { max: 1 };
        // Find an image index whose draw is (1, -1): down one row, left one column.
        let index = (0..1000).find(|&i| shift.offsets(7, 1, i) == (1, -1)).unwrap();
        let mut images = Images::from_vec((1, 1, 3, 3), image).unwrap();
        shift.apply(&mut images, &[index], 7, 1);
        assert_eq!(images.data(), &[0.0, 0.0, 0.0, 2.0, 3.0, 0.0, 5.0, 6.0, 0.0]);
    }

    #[test]
    fn every_shift_moves_each_pixel_as_the_pixel_by_pixel_rule_does() {
        // A 4 x 5 image of two channels, every shift up to 5 (past the edges) along each axis.
        let (height, width) = (4usize, 5usize);
        let image: Vec<f64> = (1..=2 * height * width).map(|v| v as f64).collect();
        for dy in -5..=5isize {
            for dx in -5..=5isize {
                let mut moved = vec![f64::NAN; height * width];
                for channel in image.chunks_exact(height * width) {
                    shift_plane(channel, &mut moved, width, (dy, dx));
                    for y in 0..height {
                        for x in 0..width {
                            let source = y.checked_add_signed(-dy).zip(x.checked_add_signed(-dx));
                            let want = match source {
                                Some((sy, sx)) if sy < height && sx < width => channel[sy * width + sx],
                                _ => 0.0,
                            };
                            assert_eq!(moved[y * width + x], want, "shift ({dy}, {dx}) at ({y}, {x})");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn shifts_are_uniform_over_the_range_and_fixed_by_seed_epoch_and_image() {
        let shift = Shift { max: 2 };
        let mut counts = [[0usize; 5]; 2];
        for i in 0..5000 {
            let (dy, dx) = shift.offsets(3, 2, i);
            assert_eq!((dy, dx), shift.offsets(3, 2, i));
            counts[0][(dy + 2) as usize] += 1;
            counts[1][(dx + 2) as usize] += 1;
        }
        assert!(counts.iter().flatten().all(|&n| (900..1100).contains(&n)), "{counts:?}");
        let differ = |f: &dyn Fn(usize) -> (isize, isize)| (0..100).filter(|&i| f(i) != shift.offsets(3, 2, i)).count();
        assert!(differ(&|i| shift.offsets(4, 2, i)) > 70, "the seed changes the shifts");
        assert!(differ(&|i| shift.offsets(3, 3, i)) > 70, "the epoch changes the shifts");
        assert_eq!(Shift::default().offsets(3, 2, 1), (0, 0));
    }
}

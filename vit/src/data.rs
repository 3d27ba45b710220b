//! Image classification data: the bundled UCI digits, fixed-seed splits and batches.

use flate2::read::GzDecoder;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::io::Read;
use vjp_core::{Scalar, Tensor4};

/// The UCI optical digits (1,797 images, 8x8, intensities 0..16), gzip-compressed CSV.
const DIGITS_CSV_GZ: &[u8] = include_bytes!("../data/digits.csv.gz");

/// Why a data set could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// The compressed stream is not valid gzip.
    #[error("cannot decompress the data: {0}")]
    Decompress(#[from] std::io::Error),
    /// A line of the CSV is malformed.
    #[error("line {line}: {message}")]
    Parse {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// The data set holds no images.
    #[error("the data set is empty")]
    Empty,
    /// An image index past the end of the data set.
    #[error("image {index} does not exist: the data set holds {len} images")]
    Index {
        /// The index asked for.
        index: usize,
        /// The number of images.
        len: usize,
    },
    /// The tensor library refused the batch.
    #[error(transparent)]
    Tensor(#[from] vjp_core::Error),
}

/// Labelled images, all of one size, pixels scaled to `[0, 1]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dataset {
    /// Channels per image.
    pub channels: usize,
    /// Image height in pixels.
    pub height: usize,
    /// Image width in pixels.
    pub width: usize,
    /// The number of classes; every label is below it.
    pub classes: usize,
    /// All images, `[n, channels, height, width]` row-major.
    pub pixels: Vec<f32>,
    /// One label per image.
    pub labels: Vec<usize>,
}

impl Dataset {
    /// The bundled UCI digits: 1,797 one-channel 8x8 images of the digits 0..9.
    pub fn digits() -> Result<Self, DataError> {
        let mut text = String::new();
        GzDecoder::new(DIGITS_CSV_GZ).read_to_string(&mut text)?;
        Self::parse_digits_csv(&text)
    }

    /// Parses the digits CSV: per line 64 intensities in `0..=16`, then the label `0..=9`.
    pub fn parse_digits_csv(text: &str) -> Result<Self, DataError> {
        const PIXELS: usize = 64;
        let mut pixels = Vec::new();
        let mut labels = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let line_no = index + 1;
            if line.trim().is_empty() {
                continue;
            }
            let parse = |message: String| DataError::Parse { line: line_no, message };
            let fields: Vec<&str> = line.split(',').map(str::trim).collect();
            if fields.len() != PIXELS + 1 {
                return Err(parse(format!("expected {} values, found {}", PIXELS + 1, fields.len())));
            }
            for field in &fields[..PIXELS] {
                let value: u8 = field
                    .parse()
                    .map_err(|_| parse(format!("pixel `{field}` is not an integer")))?;
                if value > 16 {
                    return Err(parse(format!("pixel {value} is outside 0..=16")));
                }
                pixels.push(f32::from(value) / 16.0);
            }
            let label_field = fields[PIXELS];
            let label: usize = label_field
                .parse()
                .map_err(|_| parse(format!("label `{label_field}` is not an integer")))?;
            if label > 9 {
                return Err(parse(format!("label {label} is outside 0..=9")));
            }
            labels.push(label);
        }
        if labels.is_empty() {
            return Err(DataError::Empty);
        }
        Ok(Dataset {
            channels: 1,
            height: 8,
            width: 8,
            classes: 10,
            pixels,
            labels,
        })
    }

    /// The number of images.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether there are no images.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// The pixels of image `i` (panics past the end, like slice indexing).
    fn image(&self, i: usize) -> &[f32] {
        let n = self.image_len();
        &self.pixels[i * n..(i + 1) * n]
    }

    /// Values per image (`channels · height · width`).
    pub fn image_len(&self) -> usize {
        self.channels * self.height * self.width
    }

    /// The images at `indices`, in that order.
    pub fn subset(&self, indices: &[usize]) -> Result<Dataset, DataError> {
        if let Some(&index) = indices.iter().find(|&&i| i >= self.len()) {
            return Err(DataError::Index { index, len: self.len() });
        }
        Ok(self.gather(indices))
    }

    /// The images at `indices`, which the caller has checked.
    fn gather(&self, indices: &[usize]) -> Dataset {
        Dataset {
            pixels: indices.iter().flat_map(|&i| self.image(i).iter().copied()).collect(),
            labels: indices.iter().map(|&i| self.labels[i]).collect(),
            ..self.clone()
        }
    }

    /// A shuffled split into training and test sets; the test set takes
    /// `ceil(len · test_fraction)` images. The same seed gives the same split.
    pub fn split(&self, test_fraction: f64, seed: u64) -> (Dataset, Dataset) {
        let mut order: Vec<usize> = (0..self.len()).collect();
        order.shuffle(&mut StdRng::seed_from_u64(seed));
        let test_len = ((self.len() as f64 * test_fraction.clamp(0.0, 1.0)).ceil() as usize).min(self.len());
        let (test, train) = order.split_at(test_len);
        (self.gather(train), self.gather(test))
    }

    /// The images at `indices` as a batch `[B, C, H, W]`, and their labels.
    pub fn batch<T: Scalar>(
        &self,
        indices: &[usize],
    ) -> Result<(Tensor4<T, usize, usize, usize, usize>, Vec<usize>), DataError> {
        let subset = self.subset(indices)?;
        let shape = (indices.len(), self.channels, self.height, self.width);
        let data = subset.pixels.iter().map(|&p| T::from_f64(f64::from(p))).collect();
        Ok((Tensor4::from_vec(shape, data)?, subset.labels))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_digits_load() {
        let digits = Dataset::digits().unwrap();
        assert_eq!(digits.len(), 1797);
        assert_eq!(digits.pixels.len(), 1797 * 64);
        assert!(digits.pixels.iter().all(|&p| (0.0..=1.0).contains(&p)));
        let mut counts = [0usize; 10];
        digits.labels.iter().for_each(|&l| counts[l] += 1);
        assert!(counts.iter().all(|&c| c > 150), "{counts:?}");
    }

    #[test]
    fn split_is_fixed_by_the_seed_and_disjoint() {
        let digits = Dataset::digits().unwrap();
        let (train, test) = digits.split(0.2, 0);
        assert_eq!((train.len(), test.len()), (1437, 360));
        assert_eq!(digits.split(0.2, 0), (train.clone(), test));
        assert_ne!(digits.split(0.2, 1).0, train);
    }

    #[test]
    fn batches_keep_order() {
        let digits = Dataset::digits().unwrap();
        let (batch, labels) = digits.batch::<f64>(&[3, 0]).unwrap();
        assert_eq!(batch.dims(), vec![2, 1, 8, 8]);
        assert_eq!(labels, vec![digits.labels[3], digits.labels[0]]);
        assert_eq!(f64::from(digits.pixels[3 * 64 + 5]), batch.data()[5]);
        let err = digits.batch::<f64>(&[1797]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "image 1797 does not exist: the data set holds 1797 images"
        );
    }

    #[test]
    fn malformed_lines_are_named() {
        let line = |pixel: &str, label: &str| format!("{}{pixel},{label}\n", "0,".repeat(63));
        let err = Dataset::parse_digits_csv(&line("17", "1")).unwrap_err();
        assert_eq!(err.to_string(), "line 1: pixel 17 is outside 0..=16");
        let err = Dataset::parse_digits_csv(&format!("{}{}", line("1", "2"), line("x", "1"))).unwrap_err();
        assert_eq!(err.to_string(), "line 2: pixel `x` is not an integer");
        let err = Dataset::parse_digits_csv(&line("1", "10")).unwrap_err();
        assert_eq!(err.to_string(), "line 1: label 10 is outside 0..=9");
        let err = Dataset::parse_digits_csv("1,2,3\n").unwrap_err();
        assert_eq!(err.to_string(), "line 1: expected 65 values, found 3");
        assert!(matches!(Dataset::parse_digits_csv(""), Err(DataError::Empty)));
    }
}

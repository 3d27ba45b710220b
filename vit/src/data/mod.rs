//! Image classification data: a [`Dataset`] of labelled images, its fixed-seed splits and
//! batches, read from one of the formats in the submodules (the bundled UCI digits and their
//! CSV, MNIST's IDX files, class folders of PNG/JPEG images).

mod digits;
mod folder;
mod idx;

pub use folder::decode_image;

use crate::error::{DataError, FileError, VitError};
use flate2::read::GzDecoder;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::io::Read;
use std::path::Path;
use vjp_core::{Scalar, Tensor4};

/// The largest data file read (2 GiB, compressed or not).
const MAX_FILE_BYTES: u64 = 2 << 30;

fn format_error(path: &Path, message: impl Into<String>) -> DataError {
    DataError::Format {
        path: path.display().to_string(),
        message: message.into(),
    }
}

/// A file as a byte stream, gunzipped if its name ends in `.gz`.
fn open(path: &Path) -> Result<Box<dyn Read>, DataError> {
    let file = std::fs::File::open(path).map_err(|source| DataError::Io(FileError::new(path, source)))?;
    Ok(if path.extension().is_some_and(|e| e == "gz") {
        Box::new(GzDecoder::new(std::io::BufReader::new(file)))
    } else {
        Box::new(file)
    })
}

/// A file's bytes, gunzipped if its name ends in `.gz`; refused past [`MAX_FILE_BYTES`] before
/// more than that is read.
fn read_bytes(path: &Path) -> Result<Vec<u8>, DataError> {
    let mut bytes = Vec::new();
    open(path)?
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| DataError::Io(FileError::new(path, source)))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format_error(
            path,
            format!("larger than the {MAX_FILE_BYTES} bytes allowed"),
        ));
    }
    Ok(bytes)
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
    /// The number of images.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether there are no images.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// The pixels of image `i` and its label; an error past the end of either (the fields are
    /// public, so they may disagree).
    fn image(&self, i: usize) -> Result<(&[f32], usize), DataError> {
        let n = self.image_len();
        let pixels = i
            .checked_mul(n)
            .and_then(|start| self.pixels.get(start..start.checked_add(n)?));
        match (pixels, self.labels.get(i)) {
            (Some(pixels), Some(&label)) => Ok((pixels, label)),
            _ => Err(DataError::Index {
                index: i,
                len: self.len(),
            }),
        }
    }

    /// The labels of the images at `indices`.
    pub fn labels_of(&self, indices: &[usize]) -> Result<Vec<usize>, DataError> {
        indices.iter().map(|&i| self.image(i).map(|(_, label)| label)).collect()
    }

    /// Values per image (`channels · height · width`).
    pub fn image_len(&self) -> usize {
        self.channels * self.height * self.width
    }

    /// The images at `indices`, in that order.
    pub fn subset(&self, indices: &[usize]) -> Result<Dataset, DataError> {
        let mut pixels = Vec::with_capacity(indices.len() * self.image_len());
        let mut labels = Vec::with_capacity(indices.len());
        for &i in indices {
            let (image, label) = self.image(i)?;
            pixels.extend_from_slice(image);
            labels.push(label);
        }
        Ok(Dataset {
            channels: self.channels,
            height: self.height,
            width: self.width,
            classes: self.classes,
            pixels,
            labels,
        })
    }

    /// A shuffled split into training and test sets; the test set takes
    /// `ceil(len · test_fraction)` images. The same seed gives the same split. An error only if
    /// the (public) fields disagree on the number of images.
    pub fn split(&self, test_fraction: f64, seed: u64) -> Result<(Dataset, Dataset), DataError> {
        let mut order: Vec<usize> = (0..self.len()).collect();
        order.shuffle(&mut StdRng::seed_from_u64(seed));
        let test_len = ((self.len() as f64 * test_fraction.clamp(0.0, 1.0)).ceil() as usize).min(self.len());
        let (test, train) = order.split_at(test_len);
        Ok((self.subset(train)?, self.subset(test)?))
    }

    /// The images at `indices` as a batch `[B, C, H, W]`, and their labels.
    pub fn batch<T: Scalar>(
        &self,
        indices: &[usize],
    ) -> Result<(Tensor4<T, usize, usize, usize, usize>, Vec<usize>), VitError> {
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
    fn split_is_fixed_by_the_seed_and_disjoint() {
        let digits = Dataset::digits().unwrap();
        let (train, test) = digits.split(0.2, 0).unwrap();
        assert_eq!((train.len(), test.len()), (1437, 360));
        assert_eq!(digits.split(0.2, 0).unwrap(), (train.clone(), test));
        assert_ne!(digits.split(0.2, 1).unwrap().0, train);
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
    fn fields_that_disagree_are_an_error_not_a_panic() {
        let mut digits = Dataset::digits().unwrap();
        digits.pixels.truncate(10 * digits.image_len() + 3);
        assert_eq!(
            digits.subset(&[2, 10]).unwrap_err().to_string(),
            "image 10 does not exist: the data set holds 1797 images"
        );
        assert!(digits.split(0.2, 0).is_err());
        assert!(digits.batch::<f32>(&[11]).is_err());
    }
}

//! Image classification data: the bundled UCI digits, fixed-seed splits and batches.

use flate2::read::GzDecoder;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::io::{BufRead, Read};
use std::path::{Path, PathBuf};
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
    /// A file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// A file is not in the format expected.
    #[error("{path}: {message}")]
    Format {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
}

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
    let file = std::fs::File::open(path).map_err(|source| DataError::Io {
        path: path.display().to_string(),
        source,
    })?;
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
        .map_err(|source| DataError::Io {
            path: path.display().to_string(),
            source,
        })?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format_error(
            path,
            format!("larger than the {MAX_FILE_BYTES} bytes allowed"),
        ));
    }
    Ok(bytes)
}

/// An IDX file of unsigned bytes with `rank` dimensions: its dimensions, the payload length
/// they claim, and the bytes after the header.
fn parse_idx_header<'a>(path: &Path, bytes: &'a [u8], rank: u8) -> Result<(Vec<usize>, usize, &'a [u8]), DataError> {
    let &[0, 0, kind, found, ref rest @ ..] = bytes else {
        return Err(format_error(path, "not an IDX file (bad magic number)"));
    };
    if kind != 0x08 {
        return Err(format_error(
            path,
            format!("IDX element type 0x{kind:02x} is not unsigned bytes"),
        ));
    }
    if found != rank {
        return Err(format_error(
            path,
            format!("IDX rank {found} where {rank} was expected"),
        ));
    }
    let Some((header, payload)) = rest.split_at_checked(4 * usize::from(rank)) else {
        return Err(format_error(path, "truncated IDX header"));
    };
    let (words, _) = header.as_chunks::<4>();
    let dims: Vec<usize> = words.iter().map(|&w| u32::from_be_bytes(w) as usize).collect();
    match dims.iter().try_fold(1usize, |n, &d| n.checked_mul(d)) {
        Some(n) => Ok((dims, n, payload)),
        None => Err(format_error(path, format!("IDX dimensions {dims:?} overflow"))),
    }
}

/// The dimensions and payload of an IDX file of unsigned bytes with `rank` dimensions.
fn parse_idx<'a>(path: &Path, bytes: &'a [u8], rank: u8) -> Result<(Vec<usize>, &'a [u8]), DataError> {
    let (dims, claimed, payload) = parse_idx_header(path, bytes, rank)?;
    if payload.len() != claimed {
        return Err(format_error(
            path,
            format!(
                "IDX dimensions {dims:?} need {claimed} bytes, the file holds {}",
                payload.len()
            ),
        ));
    }
    Ok((dims, payload))
}

/// An IDX file's bytes (gunzipped if its name ends in `.gz`), read no further than its header
/// says it extends (and one byte more, to tell a longer file): a header claiming more than
/// [`MAX_FILE_BYTES`] is refused before the payload is read, and what is allocated is what the
/// stream holds, never what the header claims.
fn read_idx(path: &Path, rank: u8) -> Result<Vec<u8>, DataError> {
    let io = |source| DataError::Io {
        path: path.display().to_string(),
        source,
    };
    let mut reader = open(path)?;
    let mut bytes = Vec::new();
    (&mut reader)
        .take(4 + 4 * u64::from(rank))
        .read_to_end(&mut bytes)
        .map_err(io)?;
    let (dims, claimed, _) = parse_idx_header(path, &bytes, rank)?;
    if claimed as u64 > MAX_FILE_BYTES {
        return Err(format_error(
            path,
            format!("IDX dimensions {dims:?} claim {claimed} bytes, more than the {MAX_FILE_BYTES} allowed"),
        ));
    }
    let header_len = bytes.len();
    reader.take(claimed as u64 + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() - header_len > claimed {
        return Err(format_error(
            path,
            format!("IDX dimensions {dims:?} need {claimed} bytes, the file holds more"),
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
    /// The bundled UCI digits: 1,797 one-channel 8x8 images of the digits 0..9.
    pub fn digits() -> Result<Self, DataError> {
        Self::read_digits_csv(std::io::BufReader::new(GzDecoder::new(DIGITS_CSV_GZ)))
    }

    /// A CSV file in the layout of the bundled digits and of UCI's `optdigits.tra`/`.tes` (per
    /// line 64 intensities in `0..=16`, then the label), possibly gzipped. Read line by line:
    /// memory grows with the images read, never with what a stream claims.
    pub fn digits_csv(path: &Path) -> Result<Self, DataError> {
        Self::read_digits_csv(std::io::BufReader::new(open(path)?)).map_err(|e| match e {
            DataError::Decompress(source) => DataError::Io {
                path: path.display().to_string(),
                source,
            },
            DataError::Parse { .. } | DataError::Empty => format_error(path, e.to_string()),
            other => other,
        })
    }

    /// Parses the digits CSV: per line 64 intensities in `0..=16`, then the label `0..=9`.
    pub fn parse_digits_csv(text: &str) -> Result<Self, DataError> {
        Self::read_digits_csv(text.as_bytes())
    }

    /// [`Self::parse_digits_csv`] on a stream; a line longer than 64 KiB, or more than
    /// 2^24 images, is refused.
    fn read_digits_csv(mut reader: impl std::io::BufRead) -> Result<Self, DataError> {
        const PIXELS: usize = 64;
        const MAX_LINE_BYTES: u64 = 1 << 16;
        const MAX_IMAGES: usize = 1 << 24;
        let mut pixels = Vec::new();
        let mut labels = Vec::new();
        let mut bytes = Vec::new();
        for line_no in 1.. {
            bytes.clear();
            if (&mut reader).take(MAX_LINE_BYTES + 1).read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            let parse = |message: String| DataError::Parse { line: line_no, message };
            if bytes.len() as u64 > MAX_LINE_BYTES {
                return Err(parse(format!("longer than {MAX_LINE_BYTES} bytes")));
            }
            let line = std::str::from_utf8(&bytes).map_err(|e| parse(format!("not UTF-8 text: {e}")))?;
            if line.trim().is_empty() {
                continue;
            }
            if labels.len() == MAX_IMAGES {
                return Err(parse(format!("more than {MAX_IMAGES} images")));
            }
            let fields: Vec<&str> = line.split(',').map(str::trim).collect();
            if fields.len() != PIXELS + 1 {
                return Err(parse(format!("expected {} values, found {}", PIXELS + 1, fields.len())));
            }
            let Some((label_field, pixel_fields)) = fields.split_last() else {
                return Err(parse("an empty line".to_string()));
            };
            for field in pixel_fields {
                let value: u8 = field
                    .parse()
                    .map_err(|_| parse(format!("pixel `{field}` is not an integer")))?;
                if value > 16 {
                    return Err(parse(format!("pixel {value} is outside 0..=16")));
                }
                pixels.push(f32::from(value) / 16.0);
            }
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

    /// MNIST (or Fashion-MNIST) from IDX files in `dir`: `train-images-idx3-ubyte`,
    /// `train-labels-idx1-ubyte`, `t10k-images-idx3-ubyte`, `t10k-labels-idx1-ubyte`, each
    /// possibly gzipped. Returns the training and the test set.
    pub fn mnist(dir: &Path) -> Result<(Dataset, Dataset), DataError> {
        let find = |stem: &str| -> PathBuf {
            let plain = dir.join(stem);
            if plain.exists() {
                plain
            } else {
                dir.join(format!("{stem}.gz"))
            }
        };
        let load = |images: &str, labels: &str| -> Result<Dataset, DataError> {
            let (image_path, label_path) = (find(images), find(labels));
            Dataset::from_idx(
                &image_path,
                &read_idx(&image_path, 3)?,
                &label_path,
                &read_idx(&label_path, 1)?,
            )
        };
        Ok((
            load("train-images-idx3-ubyte", "train-labels-idx1-ubyte")?,
            load("t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte")?,
        ))
    }

    /// One MNIST split from the bytes of its IDX files (unsigned bytes; images `[n, h, w]`,
    /// labels `[n]` in `0..=9`); the paths name the files in errors.
    pub fn from_idx(image_path: &Path, images: &[u8], label_path: &Path, labels: &[u8]) -> Result<Dataset, DataError> {
        let (dims, pixels) = parse_idx(image_path, images, 3)?;
        let (label_dims, labels) = parse_idx(label_path, labels, 1)?;
        // parse_idx returned as many dimensions as the rank asked for.
        let (&[count, height, width], &[label_count]) = (dims.as_slice(), label_dims.as_slice()) else {
            return Err(format_error(image_path, "IDX dimensions of the wrong rank"));
        };
        if label_count != count {
            return Err(format_error(
                label_path,
                format!("{label_count} labels for {count} images"),
            ));
        }
        if let Some(&bad) = labels.iter().find(|&&l| l > 9) {
            return Err(format_error(label_path, format!("label {bad} is outside 0..=9")));
        }
        if count == 0 {
            return Err(DataError::Empty);
        }
        Ok(Dataset {
            channels: 1,
            height,
            width,
            classes: 10,
            pixels: pixels.iter().map(|&p| f32::from(p) / 255.0).collect(),
            labels: labels.iter().map(|&l| usize::from(l)).collect(),
        })
    }

    /// Images in class folders (`dir/<class>/*.png|jpg`, classes in name order), as torchvision's
    /// ImageFolder reads them, resized to `size x size` with `channels` 1 (grey) or 3 (RGB). With
    /// `dir/train` and `dir/val` those are the training and test sets; otherwise `dir` is split
    /// 80/20 with the fixed seed 0.
    pub fn image_folder(dir: &Path, size: usize, channels: usize) -> Result<(Dataset, Dataset), DataError> {
        image_side(dir, size)?;
        check_channels(dir, channels)?;
        let (train, val) = (dir.join("train"), dir.join("val"));
        if train.is_dir() && val.is_dir() {
            let classes = class_names(&train)?;
            Ok((
                read_folder(&train, &classes, size, channels)?,
                read_folder(&val, &classes, size, channels)?,
            ))
        } else {
            let classes = class_names(dir)?;
            read_folder(dir, &classes, size, channels)?.split(0.2, 0)
        }
    }

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
    ) -> Result<(Tensor4<T, usize, usize, usize, usize>, Vec<usize>), DataError> {
        let subset = self.subset(indices)?;
        let shape = (indices.len(), self.channels, self.height, self.width);
        let data = subset.pixels.iter().map(|&p| T::from_f64(f64::from(p))).collect();
        Ok((Tensor4::from_vec(shape, data)?, subset.labels))
    }
}

/// The class folders of `dir`, in name order.
fn class_names(dir: &Path) -> Result<Vec<String>, DataError> {
    let io = |source| DataError::Io {
        path: dir.display().to_string(),
        source,
    };
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map_err(io)?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .collect();
    names.sort();
    if names.is_empty() {
        return Err(format_error(dir, "no class folders"));
    }
    Ok(names)
}

/// Every image under `dir/<class>` for the given classes.
fn read_folder(dir: &Path, classes: &[String], size: usize, channels: usize) -> Result<Dataset, DataError> {
    let mut pixels = Vec::new();
    let mut labels = Vec::new();
    for (label, class) in classes.iter().enumerate() {
        let class_dir = dir.join(class);
        let io = |source| DataError::Io {
            path: class_dir.display().to_string(),
            source,
        };
        let mut files: Vec<PathBuf> = std::fs::read_dir(&class_dir)
            .map_err(io)?
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| {
                p.extension()
                    .and_then(|e| e.to_str())
                    .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "png" | "jpg" | "jpeg"))
            })
            .collect();
        files.sort();
        for file in files {
            pixels.extend(decode_image(&file, &read_bytes(&file)?, size, channels)?);
            labels.push(label);
        }
    }
    if labels.is_empty() {
        return Err(format_error(dir, "no images"));
    }
    Ok(Dataset {
        channels,
        height: size,
        width: size,
        classes: classes.len(),
        pixels,
        labels,
    })
}

/// The largest image side decoded.
const MAX_IMAGE_SIDE: u32 = 16_384;
/// The most memory a decoder may take for one image: a 44-megapixel RGB photo. A few hundred
/// bytes of JPEG can claim more (a decompression bomb), and decoding that takes seconds.
const MAX_IMAGE_DECODE_BYTES: u64 = 128 << 20;

/// A PNG or JPEG file's bytes as `channels` planes (1 grey, 3 RGB) of `size x size` pixels in
/// `[0, 1]`, resized as torchvision's ImageFolder pipeline does (bilinear); `origin` names the
/// file in errors. Headers claiming more than 16384 pixels a side or 128 MiB are refused before
/// decoding.
pub fn decode_image(origin: &Path, bytes: &[u8], size: usize, channels: usize) -> Result<Vec<f32>, DataError> {
    let side = image_side(origin, size)?;
    check_channels(origin, channels)?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
    limits.max_alloc = Some(MAX_IMAGE_DECODE_BYTES);
    let mut reader = image::ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| format_error(origin, format!("cannot decode the image: {e}")))?;
    reader.limits(limits);
    let decoded = reader.decode().map_err(|e| match e {
        image::ImageError::Limits(_) => format_error(
            origin,
            format!(
                "the image is larger than {MAX_IMAGE_SIDE} pixels a side or {MAX_IMAGE_DECODE_BYTES} bytes decoded"
            ),
        ),
        other => format_error(origin, format!("cannot decode the image: {other}")),
    })?;
    let resized = decoded.resize_exact(side, side, image::imageops::FilterType::Triangle);
    match channels {
        1 => Ok(resized.to_luma8().pixels().map(|p| f32::from(p.0[0]) / 255.0).collect()),
        3 => {
            // Channel planes, one after the other.
            let rgb = resized.to_rgb8();
            let mut planes: [Vec<f32>; 3] = Default::default();
            for p in rgb.pixels() {
                for (plane, &v) in planes.iter_mut().zip(&p.0) {
                    plane.push(f32::from(v) / 255.0);
                }
            }
            Ok(planes.concat())
        }
        _ => Err(channels_error(origin, channels)),
    }
}

/// `size` as an image side, if it lies in `1..=MAX_IMAGE_SIDE`.
fn image_side(origin: &Path, size: usize) -> Result<u32, DataError> {
    u32::try_from(size)
        .ok()
        .filter(|side| (1..=MAX_IMAGE_SIDE).contains(side))
        .ok_or_else(|| format_error(origin, format!("the image size {size} is not in 1..={MAX_IMAGE_SIDE}")))
}

fn check_channels(origin: &Path, channels: usize) -> Result<(), DataError> {
    match channels {
        1 | 3 => Ok(()),
        _ => Err(channels_error(origin, channels)),
    }
}

fn channels_error(origin: &Path, channels: usize) -> DataError {
    format_error(origin, format!("{channels} channels: use 1 (grey) or 3 (RGB)"))
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

    fn idx(kind: u8, dims: &[u32], payload: &[u8]) -> Vec<u8> {
        let mut bytes = vec![0, 0, kind, dims.len() as u8];
        dims.iter().for_each(|d| bytes.extend_from_slice(&d.to_be_bytes()));
        bytes.extend_from_slice(payload);
        bytes
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

    #[test]
    fn mnist_idx_files_load_and_bad_ones_are_named() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path();
        for split in ["train", "t10k"] {
            std::fs::write(
                dir.join(format!("{split}-images-idx3-ubyte")),
                idx(8, &[2, 2, 2], &[0, 255, 0, 0, 1, 2, 3, 4]),
            )
            .unwrap();
            std::fs::write(dir.join(format!("{split}-labels-idx1-ubyte")), idx(8, &[2], &[3, 9])).unwrap();
        }
        let (train, test) = Dataset::mnist(dir).unwrap();
        assert_eq!(
            (train.len(), train.height, train.width, test.labels.clone()),
            (2, 2, 2, vec![3, 9])
        );
        assert_eq!(train.pixels[1], 1.0);
        // A header claiming far more data than the file holds is refused before allocating.
        std::fs::write(
            dir.join("t10k-images-idx3-ubyte"),
            idx(8, &[60_000, 60_000, 60_000], &[1, 2]),
        )
        .unwrap();
        let err = Dataset::mnist(dir).unwrap_err().to_string();
        assert!(
            err.ends_with("claim 216000000000000 bytes, more than the 2147483648 allowed"),
            "{err}"
        );
        std::fs::write(dir.join("t10k-images-idx3-ubyte"), b"GIF89a").unwrap();
        assert!(Dataset::mnist(dir).unwrap_err().to_string().contains("not an IDX file"));
    }

    #[test]
    fn image_folders_load_in_class_order() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path();
        for (class, shade) in [("cat", 10u8), ("dog", 200u8)] {
            std::fs::create_dir_all(dir.join("train").join(class)).unwrap();
            std::fs::create_dir_all(dir.join("val").join(class)).unwrap();
            for split in ["train", "val"] {
                let img = image::GrayImage::from_pixel(4, 4, image::Luma([shade]));
                img.save(dir.join(split).join(class).join("a.png")).unwrap();
            }
        }
        let (train, val) = Dataset::image_folder(dir, 2, 1).unwrap();
        assert_eq!((train.len(), val.len(), train.classes), (2, 2, 2));
        assert_eq!(train.labels, vec![0, 1]);
        assert!((train.pixels[0] - 10.0 / 255.0).abs() < 1e-6);
        let (rgb, _) = Dataset::image_folder(dir, 3, 3).unwrap();
        assert_eq!(rgb.pixels.len(), 2 * 3 * 3 * 3);
        assert!(Dataset::image_folder(&dir.join("missing"), 2, 1).is_err());
    }
}

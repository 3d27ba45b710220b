//! MNIST (and Fashion-MNIST) from IDX files of unsigned bytes, possibly gzipped.

use super::{Dataset, MAX_FILE_BYTES, format_error, open};
use crate::error::{DataError, FileError};
use std::io::Read;
use std::path::{Path, PathBuf};

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
    let io = |source| DataError::Io(FileError::new(path, source));
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

impl Dataset {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idx(kind: u8, dims: &[u32], payload: &[u8]) -> Vec<u8> {
        let mut bytes = vec![0, 0, kind, dims.len() as u8];
        dims.iter().for_each(|d| bytes.extend_from_slice(&d.to_be_bytes()));
        bytes.extend_from_slice(payload);
        bytes
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
}

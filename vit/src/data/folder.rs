//! Images in class folders (`dir/<class>/*.png|jpg`), as torchvision's ImageFolder reads them.

use super::{Dataset, format_error, read_bytes};
use crate::error::{DataError, FileError};
use std::path::{Path, PathBuf};

impl Dataset {
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
}

/// The class folders of `dir`, in name order.
fn class_names(dir: &Path) -> Result<Vec<String>, DataError> {
    let io = |source| DataError::Io(FileError::new(dir, source));
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
        let io = |source| DataError::Io(FileError::new(&class_dir, source));
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

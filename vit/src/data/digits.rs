//! The UCI optical digits: bundled (1,797 images), or a CSV file in their layout.

use super::{Dataset, format_error, open};
use crate::error::{DataError, FileError};
use flate2::read::GzDecoder;
use std::io::{BufRead, Read};
use std::path::Path;

/// The UCI optical digits (1,797 images, 8x8, intensities 0..16), gzip-compressed CSV.
const DIGITS_CSV_GZ: &[u8] = include_bytes!("../../data/digits.csv.gz");

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
            DataError::Decompress(source) => DataError::Io(FileError::new(path, source)),
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

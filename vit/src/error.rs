//! The crate's errors: what the user gave that cannot be used, in one line.

use std::path::Path;

/// Everything the `vit` crate and command line can refuse.
#[derive(Debug, thiserror::Error)]
pub enum VitError {
    /// The architecture is inconsistent (heads not dividing the width, and so on).
    #[error("invalid configuration: {0}")]
    Config(String),
    /// A data set could not be read.
    #[error(transparent)]
    Data(#[from] DataError),
    /// A checkpoint or tensor file could not be read or written.
    #[error("checkpoint {path}: {message}")]
    Checkpoint {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The tensor library refused a value.
    #[error(transparent)]
    Tensor(#[from] vjp_core::Error),
    /// A file operation failed.
    #[error(transparent)]
    Io(#[from] FileError),
    /// Training met a NaN or infinite loss, or was stopped for another reason.
    #[error("training diverged: {0}")]
    Diverged(String),
    /// A step's loss or a gradient held a NaN or an infinity; no update was made.
    #[error(
        "training stopped: {what} is not finite (NaN or infinite) at epoch {epoch}, step {step}; \
         the weights were not updated and the last checkpoint written is kept \
         (`--skip-nonfinite` skips such batches instead)"
    )]
    NonFinite {
        /// The first value affected: the loss, or the gradient of a named parameter.
        what: String,
        /// 1-based epoch.
        epoch: usize,
        /// 1-based step within the epoch.
        step: usize,
    },
    /// This rank's own failure, when the run is spread over several ranks: every other rank
    /// stops with [`VitError::Peer`] at the same point.
    #[error("rank {rank} of {size}: {source}")]
    OnRank {
        /// The failing rank.
        rank: usize,
        /// How many ranks the run has.
        size: usize,
        /// What failed there.
        source: Box<VitError>,
    },
    /// Another rank failed and said why on its own line; this rank stopped with it.
    #[error("rank {rank} failed (its error is printed by that rank)")]
    Peer {
        /// The (lowest) failing rank.
        rank: usize,
    },
}

/// A file that could not be opened, read or written, and the operating system's reason.
#[derive(Debug, thiserror::Error)]
#[error("{path}: {source}")]
pub struct FileError {
    /// The file.
    pub path: String,
    /// The operating system's error.
    #[source]
    pub source: std::io::Error,
}

impl FileError {
    /// The error `source` met on `path`.
    pub fn new(path: &Path, source: std::io::Error) -> Self {
        FileError {
            path: path.display().to_string(),
            source,
        }
    }
}

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
    /// A file could not be read.
    #[error(transparent)]
    Io(#[from] FileError),
    /// A file is not in the format expected.
    #[error("{path}: {message}")]
    Format {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
}

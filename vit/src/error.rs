//! The crate's errors: what the user gave that cannot be used, in one line.

use crate::data::DataError;

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
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// Training met a NaN or infinite loss.
    #[error("training diverged: {0}")]
    Diverged(String),
}

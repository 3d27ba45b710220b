//! The crate's one error type: what went wrong, in words that name the shapes involved.

use std::fmt;

/// The dimensions of a shape, printed as `[2, 3]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dims(pub Vec<usize>);

impl fmt::Display for Dims {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[")?;
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{d}")?;
        }
        write!(f, "]")
    }
}

/// Everything an op, a combinator or a constructor can refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// Two shapes that an op combines do not fit together.
    #[error("{op}: shapes {left} and {right} do not fit: {rule}")]
    ShapeMismatch {
        /// The op that was refused.
        op: &'static str,
        /// The first shape involved.
        left: Dims,
        /// The second shape involved.
        right: Dims,
        /// The relation the two shapes must satisfy.
        rule: &'static str,
    },
    /// A buffer's length does not match the shape it was given.
    #[error("a tensor of shape {shape} holds {expected} values, but {found} were given")]
    DataLength {
        /// The shape asked for.
        shape: Dims,
        /// Its number of elements.
        expected: usize,
        /// The buffer's length.
        found: usize,
    },
    /// A size chosen at run time was put where a static dimension stands.
    #[error("a static dimension of size {expected} cannot hold size {found}")]
    StaticDim {
        /// The size fixed in the type.
        expected: usize,
        /// The size met at run time.
        found: usize,
    },
    /// An argument is outside the values an op accepts.
    #[error("{op}: {message}")]
    InvalidArgument {
        /// The op that was refused.
        op: &'static str,
        /// What is wrong, in words.
        message: String,
    },
}

impl Error {
    /// A [`Error::ShapeMismatch`] between two dimension lists.
    pub fn mismatch(
        op: &'static str,
        left: impl Into<Vec<usize>>,
        right: impl Into<Vec<usize>>,
        rule: &'static str,
    ) -> Self {
        Error::ShapeMismatch {
            op,
            left: Dims(left.into()),
            right: Dims(right.into()),
            rule,
        }
    }

    /// An [`Error::InvalidArgument`].
    pub fn invalid(op: &'static str, message: impl Into<String>) -> Self {
        Error::InvalidArgument {
            op,
            message: message.into(),
        }
    }
}

/// The crate's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;

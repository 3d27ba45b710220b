//! The runtime tape: eager recording and the two backward sweeps of seed `000_…`.
//!
//! An eager trainer records every op as a [`Node`] on a [`Tape`] and, for the gradient, runs the
//! *executed* sweep [`Tape::backward_dense`]: reverse id order, a node's VJP run only once it
//! has received a cotangent. The correctness theorems are stated about the *total* sweep
//! [`Tape::backward_dense_from`], which runs every VJP from a total gradient array. On a
//! zero-preserving tape ([`Tape::check_zero_preserving`]) the two agree:
//! `backward_dense_all(out, seed) == backward_dense_from(one_hot(out, seed))`, errors included.
//! The executed sweep is the one to use: a VJP run on a synthetic zero cotangent can produce NaN
//! (`0 · (1/0)`), and an unreached node is never run.
//!
//! Ops are recorded through the same rules as the static witnesses: every `#[vjp]` function
//! `f` comes with `f::record`, which records `f` as one node whose backward is `f::vjp`'s
//! pullback. Any combinator-built model can be recorded on a tape ([`Record`]), one node per
//! primitive op.

mod element;
mod error;
mod graph;
mod record;
mod sweep;
mod zero;

pub use element::{DynTensor, Element, FromDyn};
pub use error::TapeError;
pub use graph::{BackwardFn, Contributions, Node, NodeId, Tape};
pub(crate) use record::record_through_layer;
pub use record::{ParamNodes, Record, RecordResult, Recorded};
pub use zero::NotZeroPreserving;

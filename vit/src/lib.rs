//! # vit
//!
//! The Vision Transformer built from `vjp` witnesses, and what training it needs: data sets
//! (the bundled UCI digits by default), checkpoints in timm's layout, the training loop, and
//! data parallelism over MPI ranks ([`distributed`]).

// User input (files, arguments) reaches most of this crate: errors, not unwraps or indexing
// that could panic.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing))]

pub mod augment;
pub mod bench;
pub mod checkpoint;
pub mod cli;
pub mod config;
pub mod data;
pub mod distributed;
pub mod embed;
pub mod error;
pub mod export;
pub mod grad;
pub mod model;
pub mod names;
pub mod train;

pub use config::VitConfig;
pub use error::VitError;
pub use model::Vit;

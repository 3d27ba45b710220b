//! # vit
//!
//! The Vision Transformer built from `vjp` witnesses, and what training it needs: data sets
//! (the bundled UCI digits by default), checkpoints in timm's layout, the training loop.

// Library code reached by user input returns errors; it does not unwrap.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

pub mod bench;
pub mod checkpoint;
pub mod cli;
pub mod config;
pub mod data;
pub mod embed;
pub mod error;
pub mod export;
pub mod grad;
pub mod model;
pub mod plot;
pub mod train;

pub use config::VitConfig;
pub use error::VitError;
pub use model::Vit;

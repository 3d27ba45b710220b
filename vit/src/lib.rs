//! # vit
//!
//! The Vision Transformer built from `vjp` witnesses, and what training it needs: data
//! sets (the bundled UCI digits by default), splits and batches.

// Library code reached by user input returns errors; it does not unwrap.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

pub mod data;

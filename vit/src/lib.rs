//! # vit
//!
//! The Vision Transformer built from `vjp` witnesses, and what training it needs: data
//! sets (the bundled UCI digits by default), splits and batches.

pub mod data;

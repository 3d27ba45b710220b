#![doc = include_str!("../README.md")]
//!
//! This facade re-exports [`vjp_core`].

// `#[vjp]` names this crate `::vjp` when it is used in its own tests and examples.
extern crate self as vjp;

pub use vjp_core::*;

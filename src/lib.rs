#![doc = include_str!("../README.md")]
//!
//! This facade re-exports [`vjp_core`].

pub use vjp_core::*;

//! # vjp
//!
//! Reverse-mode automatic differentiation with shapes checked at compile time. This facade
//! re-exports [`vjp_core`]; see its documentation.

pub use vjp_core::*;

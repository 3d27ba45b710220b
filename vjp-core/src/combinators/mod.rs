//! Combinators: build witnesses from witnesses, the way the Lean project composes its proofs.
//! Each one's backward is the rule its law states (chain rule, sum, fan-in, per-example sum).

pub mod batch_map;
pub mod bi_path;
pub mod comp;
pub mod fan_out;
pub mod per_head;

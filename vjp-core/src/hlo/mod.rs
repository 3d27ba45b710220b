//! A general graph IR at the level of StableHLO's own ops: the primitives a program is
//! exported as.
//!
//! A [`Graph`] holds [`Op`]s in SSA order; each node's [`Type`] (shape and element type) is
//! inferred and checked as it joins, so a graph that exists is well typed. [`evaluate`] runs a
//! graph in `f64` by each primitive's definition; [`print()`] writes it as StableHLO text that
//! IREE and XLA compile. Both know only these primitives: an op of the library, a combinator
//! or a user's layer reaches them by graph form itself.
//!
//! ```
//! use vjp_core::hlo::{evaluate, print, Array, FloatType, Graph, Unary};
//! use std::collections::HashMap;
//! // tanh(x W)
//! let mut g = Graph::new();
//! let x = g.input("x", &[2, 3]).unwrap();
//! let w = g.input("w", &[3, 4]).unwrap();
//! let xw = g.matmul(x, w).unwrap();
//! let y = g.unary(Unary::Tanh, xw).unwrap();
//! assert_eq!(g.shape(y).unwrap(), &[2, 4]);
//! let inputs = HashMap::from([
//!     ("x".to_string(), Array::new([2, 3], vec![0.1; 6]).unwrap()),
//!     ("w".to_string(), Array::new([3, 4], vec![1.0; 12]).unwrap()),
//! ]);
//! let out = evaluate(&g, &inputs, &[y]).unwrap();
//! assert!((out[0].data[0] - 0.3f64.tanh()).abs() < 1e-15);
//! let text = print(&g, &[y], FloatType::F32).unwrap();
//! assert!(text.contains("stablehlo.dot_general"));
//! ```

mod array;
mod bind;
mod eval;
mod export;
mod graph;
mod infer;
mod op;
mod parameters;
mod patterns;
mod print;
mod trace;
mod trace_check;
mod traced;
mod train;
mod train_export;

pub use array::{Array, ToArray};
pub use bind::{Bind, BindLayer, LayerPullback, Mirror, TraceForward, TracedParams, bind_constant};
pub use eval::evaluate;
pub use export::{
    ExportError, Module, dtype_name, encode, encode_as, write, write_safetensors, write_typed_safetensors,
    write_with_gradients,
};
pub use graph::{Graph, Value};
pub use infer::infer;
pub use op::{Binary, Comparison, DotDims, Element, Op, Reduction, Type, Unary};
pub use parameters::{Layout, Naming, Parameter, Parameters};
pub use patterns::WindowTap;
pub use print::{FloatType, Partitioning, print, print_partitioned};
pub use trace::{Kept, Trace, check_trace};
pub use trace_check::{Expected, GraphConstant, TraceCheck};
pub use traced::{Graphed, Traced, TracedValue};
pub use train::{Optimizer, TrainStep, UpdateRules, train_step};
pub use train_export::{TrainStepExport, export_train_step};

#[cfg(test)]
mod tests;

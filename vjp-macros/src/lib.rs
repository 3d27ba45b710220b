//! The `#[vjp]` attribute macro. The logic lives in ordinary functions (`expand::expand`
//! and the modules it calls), unit-tested and snapshot-tested; this crate root only adapts
//! the compiler's token streams.
//!
//! See the `vjp` crate's documentation for the user's guide.

// Library code reached by user input returns errors; it does not unwrap or index what could
// be out of bounds.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing))]

mod args;
mod body;
mod check;
mod context;
mod diagnostics;
pub(crate) mod expand;
mod krate;
mod layer_impls;
mod method;
mod mirror;
mod names;
mod params;
mod pullback;
mod record;
mod role;
mod scalar;
mod segment;
mod signature;
mod trace;
mod unshadow;
mod witness;

use proc_macro::TokenStream;

/// Differentiates a function.
///
/// * `#[vjp(backward = path)]` (the rule form): `path(args..., &out, &dy)` is the backward,
///   receiving every argument by reference, the output and the cotangent, and returning one
///   gradient per differentiable argument (a tuple when there are several).
/// * `trace = path` (rule form): `path::forward` and `path::backward` write `f` and its rule
///   as `hlo::Graph` primitives; the macro emits `f::trace`, and the check also holds the
///   graph form to `f` and its rule.
/// * `#[vjp]` (the derived form): the body is `let` bindings and a final expression made of
///   calls to other `#[vjp]` functions; the backward is derived by reverse-mode source
///   transformation.
///
/// Reference arguments are differentiable unless marked `#[no_grad]`; arguments taken by value
/// are configuration. Next to `fn f`, the macro emits `mod f` with `f::vjp` (forward with
/// pullback) and, when the first argument is a tensor, the witness `f::Layer`.
/// `check(N = 3, eps = 1e-5, tol = 1e-8)` adds a gradient-check test at those sizes (and that
/// tolerance, `1e-6` by default). The support crate is found in the user's `Cargo.toml`
/// (`vjp` or `vjp-core`, under any name the dependency is given); `crate = path` names it.
#[proc_macro_attribute]
pub fn vjp(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item = proc_macro2::TokenStream::from(item);
    match syn::parse2::<syn::ItemImpl>(item.clone()) {
        Ok(block) => method::expand(attr.into(), block).into(),
        Err(_) => expand::expand(attr.into(), item).into(),
    }
}

/// Makes a struct a layer: its parameters are its fields (tensors, nested layers, `Vec`s and
/// arrays of them) and its gradient is the same struct (`Params::Grads = Self`), addressed by
/// field; `visit_named_params` gives each parameter's path (`blocks.3.w1`). Fields of the
/// struct's scalar type `T`, primitive numbers, `bool`, `char`, `String`, and fields marked
/// `#[config]` are configuration. The struct must be generic over its scalar (`T: Scalar`) and
/// derive `Clone` and `Debug`.
#[proc_macro_derive(Params, attributes(config, no_grad))]
pub fn derive_params(item: TokenStream) -> TokenStream {
    params::expand(item.into()).into()
}

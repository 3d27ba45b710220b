//! What every part of one expansion shares: where the support crate is, how to reach the
//! user's scope from the generated items, and the names of the items and of the generic
//! parameters, lifetimes and fields the expansion adds.

use crate::names;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use std::collections::HashSet;
use syn::{Ident, Lifetime, Path};

/// Where the expansion is and what it is called. The items of the generated module `f` are
/// `vjp`, `Layer`, `record`, `trace` and `vjp_check` unless the user's function could name one of
/// them (the type `Layer`, or a function or value `vjp`, `record`, `trace`, `vjp_check`): then they
/// are defined under fresh names in a private module `f::imp`, whose scope does not shadow
/// the user's names, and re-exported under their usual names.
pub struct Context {
    /// The support crate (`::vjp`, `::vjp_core`, a renamed dependency, or `crate = path`).
    pub krate: Path,
    /// The path from the generated items to the module of the user's function (`super`, or
    /// `super::super` when nested).
    pub up: TokenStream,
    /// Whether the items are nested in `f::imp`.
    pub nested: bool,
    /// `f::vjp`.
    pub vjp: Ident,
    /// `f::Layer`.
    pub layer: Ident,
    /// `f::record`.
    pub record: Ident,
    /// `f::trace`.
    pub trace: Ident,
    /// The generated check test.
    pub check: Ident,
    /// The scalar parameter the generated impls declare when the function has no scalar of
    /// its own (`__S`; see [`crate::scalar`]).
    pub scalar: Ident,
    /// The lifetime of `Params::visit_params` (`'__a`).
    pub lifetime: Lifetime,
    /// The marker field of a witness whose generics no field uses (`__phantom`).
    pub phantom: Ident,
}

/// The functions the generated module defines, in their usual spelling.
const FUNCTIONS: [&str; 4] = ["vjp", "record", "trace", "vjp_check"];

impl Context {
    /// The context for a function whose tokens (the signature, the check's values and, for
    /// the derived form, the body) mention the identifiers `taken`, of which `values` are
    /// not path prefixes.
    pub fn new(krate: Path, taken: &HashSet<String>, values: &HashSet<String>) -> Self {
        let nested = taken.contains("Layer") || FUNCTIONS.iter().any(|f| values.contains(*f));
        let item = |base: &str| {
            if nested {
                names::fresh_ident(&format!("{base}_"), taken)
            } else {
                Ident::new(base, Span::call_site())
            }
        };
        let lifetime = names::fresh("__a", taken);
        Context {
            krate,
            up: if nested { quote!(super::super) } else { quote!(super) },
            nested,
            vjp: item("vjp"),
            layer: item("Layer"),
            record: item("record"),
            trace: item("trace"),
            check: item("vjp_check"),
            scalar: names::fresh_ident("__S", taken),
            lifetime: Lifetime::new(&format!("'{lifetime}"), Span::call_site()),
            phantom: names::fresh_ident("__phantom", taken),
        }
    }
}

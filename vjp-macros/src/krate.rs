//! Where the support library is, as the user's `Cargo.toml` names it: the facade `vjp` or
//! `vjp-core`, under whatever name the dependency is given (`myvjp = { package = "vjp" }`).
//! `#[vjp(crate = path)]` overrides the search.

use proc_macro_crate::{FoundCrate, crate_name};
use proc_macro2::Span;
use syn::{Ident, Path};

/// The crates that export the support library, in the order they are looked for, with the
/// name each gives itself (`extern crate self as ...` in its root) for its own tests and
/// examples.
const CRATES: [(&str, &str); 2] = [("vjp", "vjp"), ("vjp-core", "vjp_core")];

/// The path of the support library for the crate being compiled.
pub fn find(span: Span) -> syn::Result<Path> {
    for (package, own_name) in CRATES {
        let name = match crate_name(package) {
            Ok(FoundCrate::Itself) => own_name.to_string(),
            Ok(FoundCrate::Name(name)) => name,
            Err(_) => continue,
        };
        let ident = Ident::new(&name, Span::call_site());
        return Ok(syn::parse_quote!(::#ident));
    }
    Err(syn::Error::new(
        span,
        "#[vjp] cannot find its support library: add `vjp` (or `vjp-core`) to the [dependencies] of this crate's Cargo.toml, or name the path of a crate that re-exports it with `#[vjp(crate = path)]`",
    ))
}

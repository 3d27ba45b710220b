//! Errors as the macro reports them: each at its own span, all of an expansion's at once.

use proc_macro2::Span;

/// An error at `span`.
pub fn error(span: Span, message: impl std::fmt::Display) -> syn::Error {
    syn::Error::new(span, message)
}

/// The errors as one (each still reported at its own span), or `None` for none.
pub fn combine(errors: impl IntoIterator<Item = syn::Error>) -> Option<syn::Error> {
    errors.into_iter().reduce(|mut all, e| {
        all.combine(e);
        all
    })
}

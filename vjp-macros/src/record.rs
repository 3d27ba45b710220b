//! `f::record`: `f` recorded as one node of a runtime tape, through the same pullback as
//! `f::vjp` (one rule per op). Differentiable arguments are tape nodes; `#[no_grad]` and
//! configuration arguments are values.

use crate::context::Context;
use crate::names;
use crate::scalar::ScalarParam;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};

/// `f::record`.
pub fn record(sig: &Signature, ctx: &Context) -> TokenStream {
    let krate = &ctx.krate;
    let (record_name, vjp_name) = (&ctx.record, &ctx.vjp);
    let tape_var = names::local("tape");
    let tape = quote!(#krate::tape);
    let fn_name = &sig.item.sig.ident;
    let name_str = fn_name.to_string();
    let generics = &sig.item.sig.generics;
    let params = generics.params.iter();
    let fn_where = generics.where_clause.iter().flat_map(|w| w.predicates.iter());
    let out = &sig.output;

    let arguments = sig.params.iter().map(|p| {
        let (name, ty) = (&p.name, &p.ty);
        match p.kind {
            ParamKind::Diff => quote!(#name: #tape::NodeId),
            ParamKind::NoGradRef => quote!(#name: &#ty),
            ParamKind::Config => quote!(#name: #ty),
        }
    });
    let args = sig.params.iter().map(|p| {
        let name = &p.name;
        match p.kind {
            ParamKind::Diff => quote!(#name),
            ParamKind::NoGradRef => quote!(#krate::macro_support::Value(::std::borrow::ToOwned::to_owned(#name))),
            ParamKind::Config => quote!(#krate::macro_support::Value(#name)),
        }
    });
    let names: Vec<&syn::Ident> = sig.params.iter().map(|p| &p.name).collect();
    let scalar = ScalarParam::new(generics, &ctx.scalar, |_| true);
    let (declare, scalar_bound) = (scalar.declare(), scalar.bound(krate));
    // Every value on the tape is bounded, a tensor of the scalar too: a function over a struct
    // layer (`layer: &Block<T>`) then has a `record` that does not apply, not one that does
    // not compile.
    let values = distinct(sig.params.iter().filter(|p| p.is_diff()).map(|p| &p.ty).chain([out]));
    let statics = statics(generics);
    let generic_args = names::generic_args(generics);
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "Records [`{name_str}()`](fn@{up}::{name_str}) as one node of a runtime tape: differentiable arguments are nodes, the others values; the node's backward is `vjp`'s pullback."
    );
    quote! {
        #[doc = #doc]
        pub fn #record_name<#declare #(#params),*>(
            #tape_var: &mut #tape::Tape<#scalar>,
            #(#arguments),*
        ) -> ::core::result::Result<#tape::NodeId, #tape::TapeError>
        where
            #scalar_bound
            #(#fn_where,)*
            #(#values: #krate::macro_support::TapeValue<#scalar>,)*
            #statics
        {
            #krate::macro_support::record(#tape_var, #name_str, (#(#args,)*), |(#(#names,)*)| #vjp_name::<#(#generic_args),*>(#(#names),*))
        }
    }
}

/// The types among `types` with duplicates removed (compared as tokens), in order.
pub fn distinct<'a, T: ToTokens + 'a>(types: impl IntoIterator<Item = &'a T>) -> Vec<&'a T> {
    let mut seen = std::collections::HashSet::new();
    types
        .into_iter()
        .filter(|t| seen.insert(t.to_token_stream().to_string()))
        .collect()
}

/// `(T, U): 'static,` for the type parameters of `generics` (a pullback kept in a tape node or
/// a witness's saved state must outlive the call), or nothing when there are none.
pub fn statics(generics: &syn::Generics) -> TokenStream {
    match names::type_params(generics).as_slice() {
        [] => TokenStream::new(),
        // A tuple even for one parameter: `T: 'static` beside an inline `T: Scalar` would be a
        // bound in two places (clippy's `multiple_bound_locations`, in the user's crate).
        [one] => quote!((#one,): 'static,),
        many => quote!((#(#many),*): 'static,),
    }
}

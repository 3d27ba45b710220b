//! `f::trace`, emitted for a rule-form `f` with `lower = path`: `f` and its rule written as
//! primitives of `hlo::Graph`, by the module `path`'s `forward` and `backward`.
//!
//! `f::trace` has `f::vjp`'s calling convention over graph values: every `&` argument is a
//! `hlo::Value`, configuration is passed by reference, and the pullback (a function pointer)
//! takes the graph, the arguments again, the output and its cotangent, and returns one gradient
//! per argument (`NoGrad` where there is none).

use crate::context::Context;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{GenericParam, Ident, Path};

/// The generic parameters of `f` that its configuration types mention, and the `where`
/// predicates over them alone: what `f::trace` needs (graph values have no type parameters).
fn config_generics(sig: &Signature) -> (Vec<&GenericParam>, Vec<&syn::WherePredicate>) {
    let config_types = sig.params.iter().filter(|p| p.kind == ParamKind::Config).map(|p| &p.ty);
    let mentioned = names::mentioned(quote!(#(#config_types)*));
    let generics = &sig.item.sig.generics;
    let kept: Vec<&GenericParam> = generics
        .params
        .iter()
        .filter(|p| names::generic_param(p).is_some_and(|n| mentioned.contains(&names::text(n))))
        .collect();
    let all: Vec<String> = names::generic_args(generics).iter().map(|i| names::text(i)).collect();
    let predicates = generics
        .where_clause
        .iter()
        .flat_map(|w| &w.predicates)
        .filter(|pred| {
            names::mentioned(pred)
                .iter()
                .all(|n| !all.contains(n) || mentioned.contains(n))
        })
        .collect();
    (kept, predicates)
}

/// `f::trace` for the rule form with the lowering module `lower`.
pub fn trace(sig: &Signature, ctx: &Context, lower: &Path) -> TokenStream {
    let krate = &ctx.krate;
    let hlo = quote!(#krate::hlo);
    let (graph, out, dy, rule) = (
        names::local("graph"),
        names::local("out"),
        names::local("dy"),
        names::local("rule"),
    );
    let (generics, predicates) = config_generics(sig);
    let names: Vec<&Ident> = sig.params.iter().map(|p| &p.name).collect();
    let traced_types: Vec<TokenStream> = sig
        .params
        .iter()
        .map(|p| {
            let ty = &p.ty;
            match p.kind {
                ParamKind::Config => quote!(&#ty),
                ParamKind::Diff | ParamKind::NoGradRef => quote!(#hlo::Value),
            }
        })
        .collect();
    let grads: Vec<TokenStream> = sig
        .params
        .iter()
        .map(|p| {
            if p.is_diff() {
                quote!(#hlo::Value)
            } else {
                quote!(#krate::macro_support::NoGrad)
            }
        })
        .collect();
    let forward_args = sig.params.iter().map(|p| {
        let name = &p.name;
        match p.kind {
            ParamKind::Config => quote!(::core::clone::Clone::clone(#name)),
            ParamKind::Diff | ParamKind::NoGradRef => quote!(#name),
        }
    });
    let diff: Vec<Ident> = (0..sig.params.iter().filter(|p| p.is_diff()).count())
        .map(names::grad)
        .collect();
    let (pattern, returned) = match diff.as_slice() {
        [g] => (quote!(#g), quote!(#hlo::Value)),
        _ => {
            let values = diff.iter().map(|_| quote!(#hlo::Value));
            (quote!((#(#diff),*)), quote!((#(#values),*)))
        }
    };
    let mut next = diff.iter();
    let results = sig
        .params
        .iter()
        .map(|p| match p.is_diff().then(|| next.next()).flatten() {
            Some(g) => quote!(#g),
            None => quote!(#krate::macro_support::NoGrad),
        });
    let pullback_type =
        quote!(fn(&mut #hlo::Graph, #(#traced_types,)* #hlo::Value, #hlo::Value) -> #krate::Result<(#(#grads,)*)>);
    let forward = quote_spanned!(lower.span()=> #lower::forward);
    let backward = quote_spanned!(lower.span()=> #lower::backward);
    let rule_type = quote_spanned!(lower.span()=> fn(&mut #hlo::Graph, #(#traced_types,)* #hlo::Value, #hlo::Value) -> #krate::Result<#returned>);
    let fn_name = &sig.item.sig.ident;
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "[`{fn_name}()`](fn@{up}::{fn_name}) written as graph primitives, with its pullback: `vjp`'s convention over `hlo::Value`s."
    );
    let trace_name = &ctx.trace;
    quote! {
        #[doc = #doc]
        pub fn #trace_name<#(#generics),*>(
            #graph: &mut #hlo::Graph,
            #(#names: #traced_types),*
        ) -> #krate::Result<(#hlo::Value, #pullback_type)>
        where
            #(#predicates,)*
        {
            let #out: #hlo::Value = #forward(#graph, #(#forward_args),*)?;
            ::core::result::Result::Ok((#out, |#graph, #(#names,)* #out, #dy| {
                let #rule: #rule_type = #backward;
                let #pattern = #rule(#graph, #(#names,)* #out, #dy)?;
                ::core::result::Result::Ok((#(#results,)*))
            }))
        }
    }
}

//! `f::record`: `f` recorded as one node of a runtime tape, through the same pullback as
//! `f::vjp` (one rule per op). Differentiable arguments are tape nodes; `#[no_grad]` and
//! configuration arguments are values.

use crate::context::Context;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use syn::GenericParam;

/// `f::record`.
pub fn record(sig: &Signature, ctx: &Context) -> TokenStream {
    let krate = &ctx.krate;
    let (record_name, vjp_name, scalar) = (&ctx.record, &ctx.vjp, &ctx.scalar);
    let (tape_var, node, rule, y, pullback, value_var, backward, dy) = (
        names::local("tape"),
        names::local("node"),
        names::local("rule"),
        names::local("y"),
        names::local("pullback"),
        names::local("value"),
        names::local("backward"),
        names::local("dy"),
    );
    let tape = quote!(#krate::tape);
    let fn_name = &sig.item.sig.ident;
    let name_str = fn_name.to_string();
    let generics = &sig.item.sig.generics;
    let params = generics.params.iter();
    let fn_where = generics.where_clause.iter().flat_map(|w| w.predicates.iter());
    let statics = generics.params.iter().filter_map(|p| match p {
        GenericParam::Type(t) => Some(&t.ident),
        _ => None,
    });
    let out = &sig.output;

    let arguments = sig.params.iter().map(|p| {
        let (name, ty) = (&p.name, &p.ty);
        match p.kind {
            ParamKind::Diff => quote!(#name: #tape::NodeId),
            ParamKind::NoGradRef => quote!(#name: &#ty),
            ParamKind::Config => quote!(#name: #ty),
        }
    });
    let value = |p: &crate::signature::Param| names::local(&format!("value_{}", names::text(&p.name)));
    let reads = sig.params.iter().map(|p| {
        let (name, ty, v) = (&p.name, &p.ty, value(p));
        match p.kind {
            ParamKind::Diff => quote! {
                let #v: #ty = #tape::FromDyn::from_dyn(#tape_var.value(#name)?).map_err(#rule)?;
            },
            ParamKind::NoGradRef => quote!(let #v = ::std::borrow::ToOwned::to_owned(#name);),
            ParamKind::Config => quote!(let #v = #name;),
        }
    });
    let refs: Vec<TokenStream> = sig
        .params
        .iter()
        .map(|p| {
            let v = value(p);
            quote!(&#v)
        })
        .collect();
    let grads = sig.params.iter().enumerate().map(|(k, p)| {
        if p.is_diff() {
            names::grad(k).into_token_stream()
        } else {
            quote!(_)
        }
    });
    let contributions = sig
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_diff())
        .map(|(k, p)| {
            let (name, g) = (&p.name, names::grad(k));
            quote!((#name, ::core::convert::Into::into(#g)))
        });
    let parents = sig.params.iter().filter(|p| p.is_diff()).map(|p| &p.name);
    let diff_types = sig.params.iter().filter(|p| p.is_diff()).map(|p| &p.ty);
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "Records [`{name_str}()`](fn@{up}::{name_str}) as one node of a runtime tape: differentiable arguments are nodes, the others values; the node's backward is `vjp`'s pullback."
    );
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, clippy::type_complexity)]
        pub fn #record_name<#scalar: #krate::Scalar, #(#params),*>(
            #tape_var: &mut #tape::Tape<#scalar>,
            #(#arguments),*
        ) -> ::core::result::Result<#tape::NodeId, #tape::TapeError>
        where
            #(#fn_where,)*
            #(#diff_types: #krate::macro_support::TapeValue<#scalar>,)*
            #out: #krate::macro_support::TapeValue<#scalar>,
            #(#statics: 'static,)*
        {
            let #node = #tape_var.len();
            let #rule = move |source: #krate::Error| #tape::TapeError::Rule { node: #node, source };
            #(#reads)*
            let (#y, #pullback) = #vjp_name(#(#refs),*).map_err(#rule)?;
            let #value_var: #tape::DynTensor<#scalar> = ::core::convert::Into::into(::core::clone::Clone::clone(&#y));
            let #backward = move |#dy: &#tape::DynTensor<#scalar>| -> #krate::Result<#tape::Contributions<#scalar>> {
                let #dy: #out = #tape::FromDyn::from_dyn(#dy)?;
                let (#(#grads,)*) = #pullback(#(#refs,)* &#y, &#dy)?;
                ::core::result::Result::Ok(::std::vec![#(#contributions),*])
            };
            #tape_var.record(#name_str, #value_var, ::std::vec![#(#parents),*], ::std::boxed::Box::new(#backward))
        }
    }
}

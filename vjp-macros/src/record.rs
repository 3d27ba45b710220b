//! `f::record`: `f` recorded as one node of a runtime tape, through the same pullback as
//! `f::vjp` (one rule per op). Differentiable arguments are tape nodes; `#[no_grad]` and
//! configuration arguments are values.

use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{GenericParam, Path};

pub fn record(sig: &Signature, krate: &Path) -> TokenStream {
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
    let value = |p: &crate::signature::Param| format_ident!("__value_{}", p.name);
    let reads = sig.params.iter().map(|p| {
        let (name, ty, v) = (&p.name, &p.ty, value(p));
        match p.kind {
            ParamKind::Diff => quote! {
                let #v: #ty = #tape::FromDyn::from_dyn(tape.value(#name)?).map_err(__rule)?;
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
    let grads = sig.params.iter().map(|p| {
        if p.is_diff() {
            let g = format_ident!("__grad_{}", p.name);
            quote!(#g)
        } else {
            quote!(_)
        }
    });
    let contributions = sig.params.iter().filter(|p| p.is_diff()).map(|p| {
        let (name, g) = (&p.name, format_ident!("__grad_{}", p.name));
        quote!((#name, ::core::convert::Into::into(#g)))
    });
    let parents = sig.params.iter().filter(|p| p.is_diff()).map(|p| &p.name);
    let diff_types = sig.params.iter().filter(|p| p.is_diff()).map(|p| &p.ty);
    let doc = format!(
        "Records [`{name_str}()`](fn@super::{name_str}) as one node of a runtime tape: differentiable arguments are nodes, the others values; the node's backward is `vjp`'s pullback."
    );
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, clippy::type_complexity)]
        pub fn record<__S: #krate::Scalar, #(#params),*>(
            tape: &mut #tape::Tape<__S>,
            #(#arguments),*
        ) -> ::core::result::Result<#tape::NodeId, #tape::TapeError>
        where
            #(#fn_where,)*
            #(#diff_types: #tape::FromDyn<__S> + ::core::convert::Into<#tape::DynTensor<__S>>,)*
            #out: #tape::FromDyn<__S> + ::core::convert::Into<#tape::DynTensor<__S>>,
            #(#statics: 'static,)*
        {
            let __node = tape.len();
            let __rule = move |source: #krate::Error| #tape::TapeError::Rule { node: __node, source };
            #(#reads)*
            let (__y, __pullback) = vjp(#(#refs),*).map_err(__rule)?;
            let __value: #tape::DynTensor<__S> = ::core::convert::Into::into(::core::clone::Clone::clone(&__y));
            let __backward = move |__dy: &#tape::DynTensor<__S>| -> #krate::Result<#tape::Contributions<__S>> {
                let __dy: #out = #tape::FromDyn::from_dyn(__dy)?;
                let (#(#grads,)*) = __pullback(#(#refs,)* &__y, &__dy)?;
                ::core::result::Result::Ok(::std::vec![#(#contributions),*])
            };
            tape.record(#name_str, __value, ::std::vec![#(#parents),*], ::std::boxed::Box::new(__backward))
        }
    }
}

//! `f::trace` for a rule-form `f`: `f` and its rule written as primitives of `hlo::Graph`, by
//! the module `path` of `trace = path`'s `forward` and `backward`; without a graph form, a
//! `f::trace` that reports it.
//!
//! `f::trace` has `f::vjp`'s calling convention over typed graph values: each `&X` argument is a
//! `&hlo::Traced<X>`, configuration is passed by reference, and the pullback (a function
//! pointer) takes the graph, the arguments again, the output and its cotangent, and returns one
//! gradient per argument (`NoGrad` where there is none). The graph form module itself works on
//! untyped `hlo::Value`s.

use crate::context::Context;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use std::collections::HashSet;
use syn::spanned::Spanned;
use syn::{Ident, Path};

/// The type a traced function takes or gives for a value of type `ty` at a position of kind
/// `kind`: `Traced<ty>` for a tensor, the mirror `<ty as hlo::Bind>::Traced` for a layer (a
/// struct layer, a list of them), `ty` itself for configuration.
fn traced(krate: &Path, kind: ParamKind, ty: &syn::Type, layer: bool) -> TokenStream {
    match kind {
        ParamKind::Config => quote!(#ty),
        ParamKind::Diff if layer => quote!(<#ty as #krate::hlo::Bind>::Traced),
        ParamKind::Diff | ParamKind::NoGradRef => quote!(#krate::hlo::Traced<#ty>),
    }
}

/// The names of tensor types: an argument of another type (not a generic parameter of `f`) is
/// a layer.
const TENSOR_TYPES: &[&str] = &["Tensor", "Tensor0", "Vector", "Matrix", "Tensor3", "Tensor4", "Maps"];

/// Whether `ty` is a tensor's type: one of the tensor types, or a generic parameter of `f`.
fn is_tensor(ty: &syn::Type, generics: &syn::Generics) -> bool {
    let syn::Type::Path(p) = ty else { return false };
    let Some(last) = p.path.segments.last() else {
        return false;
    };
    let name = names::text(&last.ident);
    TENSOR_TYPES.contains(&name.as_str())
        || (p.path.segments.len() == 1 && names::type_params(generics).iter().any(|g| names::text(g) == name))
}

/// The arguments a derived `f::trace` takes as a layer's mirror: the differentiable ones whose
/// type is not a tensor's. (A rule's arguments are tensors.)
pub fn layers(sig: &Signature) -> HashSet<String> {
    sig.params
        .iter()
        .filter(|p| p.kind == ParamKind::Diff && !is_tensor(&p.ty, &sig.item.sig.generics))
        .map(|p| names::text(&p.name))
        .collect()
}

/// The bound a trace over a layer's mirror needs for the argument `p` (the mirror holds it as
/// `<Ty as hlo::Bind>::Traced`): a layer's is `Bind`, as `f::trace` takes it; a generic
/// tensor's says its mirror is `hlo::Traced`; a named tensor type's holds by its impl (a
/// bound would hide that impl's `Traced` from the compiler).
pub fn mirror_bound(
    krate: &Path,
    p: &crate::signature::Param,
    layers: &HashSet<String>,
    generics: &syn::Generics,
) -> Option<TokenStream> {
    let ty = &p.ty;
    if p.kind != ParamKind::Diff {
        return None;
    }
    if layers.contains(&names::text(&p.name)) {
        return names::needs_bind_bound(ty, generics).then(|| quote!(for<'bind> #ty: #krate::hlo::Bind));
    }
    let generic = matches!(ty, syn::Type::Path(t) if t.qself.is_none() && t.path.get_ident().is_some_and(|i| names::type_params(generics).contains(&i)));
    generic.then(|| quote!(#ty: #krate::hlo::Bind<Traced = #krate::hlo::Traced<#ty>>))
}

/// The traced type of the argument `p`.
pub fn traced_param(krate: &Path, p: &crate::signature::Param, layers: &HashSet<String>) -> TokenStream {
    traced(krate, p.kind, &p.ty, layers.contains(&names::text(&p.name)))
}

/// `f::trace`'s signature: the generics and `where` clause of `f`, every argument by reference.
pub fn header(sig: &Signature, ctx: &Context, pullback: &TokenStream, layers: &HashSet<String>) -> TokenStream {
    let krate = &ctx.krate;
    let graph = names::local("graph");
    let generics = &sig.item.sig.generics;
    let params = generics.params.iter();
    let where_clause = &generics.where_clause;
    let names = sig.params.iter().map(|p| &p.name);
    let types = sig.params.iter().map(|p| traced_param(krate, p, layers));
    let out = traced(krate, ParamKind::Diff, &sig.output, false);
    let fn_name = &sig.item.sig.ident;
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "[`{fn_name}()`](fn@{up}::{fn_name}) written as graph primitives, with its pullback: `vjp`'s convention over `hlo::Traced` values."
    );
    let trace_name = &ctx.trace;
    quote! {
        #[doc = #doc]
        pub fn #trace_name<#(#params),*>(
            #graph: &mut #krate::hlo::Graph,
            #(#names: &#types),*
        ) -> #krate::Result<(#out, #pullback)> #where_clause
    }
}

/// The types of `f::trace`'s pullback: arguments, output, gradients.
fn pullback_types(
    sig: &Signature,
    ctx: &Context,
    layers: &HashSet<String>,
) -> (Vec<TokenStream>, TokenStream, Vec<TokenStream>) {
    let krate = &ctx.krate;
    let args = sig.params.iter().map(|p| traced_param(krate, p, layers)).collect();
    let out = traced(krate, ParamKind::Diff, &sig.output, false);
    let grads = sig
        .params
        .iter()
        .map(|p| {
            if p.is_diff() {
                traced_param(krate, p, layers)
            } else {
                quote!(#krate::macro_support::NoGrad)
            }
        })
        .collect();
    (args, out, grads)
}

/// The type of a derived `f::trace`'s pullback: a closure over what the traced forward
/// computed, taking the graph, the arguments again, the output and its cotangent.
pub fn derived_pullback(sig: &Signature, ctx: &Context, layers: &HashSet<String>) -> TokenStream {
    let krate = &ctx.krate;
    let (args, out, grads) = pullback_types(sig, ctx, layers);
    let captured = names::generic_args(&sig.item.sig.generics);
    quote!(impl Fn(&mut #krate::hlo::Graph, #(&#args,)* &#out, &#out) -> #krate::Result<(#(#grads,)*)> + use<#(#captured),*>)
}

/// `f::trace` for the rule form: through the graph-form module `graph_form`, or, without one, an
/// error naming `f`.
pub fn trace(sig: &Signature, ctx: &Context, graph_form: Option<&Path>) -> TokenStream {
    let krate = &ctx.krate;
    let hlo = quote!(#krate::hlo);
    let layers = HashSet::new();
    let (args, out_type, grads) = pullback_types(sig, ctx, &layers);
    let pullback = quote!(fn(&mut #hlo::Graph, #(&#args,)* &#out_type, &#out_type) -> #krate::Result<(#(#grads,)*)>);
    let head = header(sig, ctx, &pullback, &layers);
    let fn_name = sig.item.sig.ident.to_string();
    let Some(graph_form) = graph_form else {
        let message = format!(
            "`{fn_name}` has no graph form: give it #[vjp(backward = ..., trace = ...)] to export a model that uses it"
        );
        return quote! {
            #[allow(unused_variables)]
            #head {
                ::core::result::Result::Err(#krate::Error::invalid("export", #message))
            }
        };
    };
    let (graph, out, dy, rule) = (
        names::local("graph"),
        names::local("out"),
        names::local("dy"),
        names::local("rule"),
    );
    let names: Vec<&Ident> = sig.params.iter().map(|p| &p.name).collect();
    let graph_types: Vec<TokenStream> = sig
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
    let graph_args: Vec<TokenStream> = sig
        .params
        .iter()
        .map(|p| {
            let name = &p.name;
            match p.kind {
                ParamKind::Config => quote!(#name),
                ParamKind::Diff | ParamKind::NoGradRef => quote!(#name.value()),
            }
        })
        .collect();
    let forward_args = sig.params.iter().zip(&graph_args).map(|(p, arg)| match p.kind {
        ParamKind::Config => quote!(::core::clone::Clone::clone(#arg)),
        ParamKind::Diff | ParamKind::NoGradRef => quote!(#arg),
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
            Some(g) => quote!(#hlo::Traced::new(#g)),
            None => quote!(#krate::macro_support::NoGrad),
        });
    let forward = quote_spanned!(graph_form.span()=> #graph_form::forward);
    let backward = quote_spanned!(graph_form.span()=> #graph_form::backward);
    let rule_type = quote_spanned!(graph_form.span()=> fn(&mut #hlo::Graph, #(#graph_types,)* #hlo::Value, #hlo::Value) -> #krate::Result<#returned>);
    quote! {
        #head {
            let #out: #out_type = #hlo::Traced::new(#forward(#graph, #(#forward_args),*)?);
            ::core::result::Result::Ok((#out, |#graph, #(#names,)* #out, #dy| {
                let #rule: #rule_type = #backward;
                let #pattern = #rule(#graph, #(#graph_args,)* #out.value(), #dy.value())?;
                ::core::result::Result::Ok((#(#results,)*))
            }))
        }
    }
}

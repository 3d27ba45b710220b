//! The forward-with-pullback function `f::vjp` that `#[vjp]` emits for `fn f`, in both forms.
//!
//! Every `f::vjp` has one calling convention, whatever `f`'s arguments are:
//! `vjp(&a1, ..., &an) -> Result<(out, pullback)>` with every argument by reference, and
//! `pullback(&a1, ..., &an, &out, &dy) -> Result<(g1, ..., gn)>` where `gi` is the gradient of a
//! differentiable argument and `NoGrad` for the others. The pullback owns only what the
//! forward computed inside `f`; the arguments are handed to it again, so nothing is cloned
//! and nothing borrows. A caller can therefore treat every callee alike.

use crate::body::{Binding, Body, CallArg, Step};
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{ExprPath, GenericParam, Ident, Path, PathArguments, Type};

/// The pieces of the `vjp` signature shared by both forms.
pub struct Header {
    /// `pub fn vjp<...>(...) -> ... where ...`
    pub tokens: TokenStream,
    /// `|a1: &A1, ..., __out: &Out, __dy: &Out| -> Result<(G...)>` parameters and return.
    pub closure_params: TokenStream,
}

/// The type a gradient position has: the argument's type, or `NoGrad`.
pub fn grad_type(krate: &Path, param: &crate::signature::Param) -> TokenStream {
    let ty = &param.ty;
    if param.is_diff() {
        quote!(#ty)
    } else {
        quote!(#krate::macro_support::NoGrad)
    }
}

/// The generic parameters' names, for `use<...>`.
fn generic_names(sig: &Signature) -> Vec<TokenStream> {
    sig.item
        .sig
        .generics
        .params
        .iter()
        .filter_map(|p| match p {
            GenericParam::Type(t) => {
                let i = &t.ident;
                Some(quote!(#i))
            }
            GenericParam::Const(c) => {
                let i = &c.ident;
                Some(quote!(#i))
            }
            GenericParam::Lifetime(_) => None,
        })
        .collect()
}

pub fn header(sig: &Signature, krate: &Path) -> Header {
    let generics = &sig.item.sig.generics;
    let where_clause = &generics.where_clause;
    let params = generics.params.iter();
    let names: Vec<&Ident> = sig.params.iter().map(|p| &p.name).collect();
    let types: Vec<&Type> = sig.params.iter().map(|p| &p.ty).collect();
    let grads: Vec<TokenStream> = sig.params.iter().map(|p| grad_type(krate, p)).collect();
    let out = &sig.output;
    let captured = generic_names(sig);
    let grads_result = quote!(#krate::Result<(#(#grads,)*)>);
    let fn_name = &sig.item.sig.ident;
    let doc = format!(
        "[`{fn_name}()`](fn@super::{fn_name}) with its pullback: every argument by reference; the pullback takes the arguments again, the output and its cotangent, and returns one gradient per argument (`NoGrad` where there is none)."
    );
    let tokens = quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, clippy::type_complexity)]
        pub fn vjp<#(#params),*>(#(#names: &#types),*) -> #krate::Result<(
            #out,
            impl Fn(#(&#types,)* &#out, &#out) -> #grads_result + use<#(#captured),*>,
        )> #where_clause
    };
    let closure_params = quote!(|#(#names: &#types,)* __out: &#out, __dy: &#out| -> #grads_result);
    Header { tokens, closure_params }
}

/// `f::vjp` for the rule form: the forward is `f` itself, the backward the user's rule.
pub fn rule(sig: &Signature, krate: &Path, backward: &Path) -> TokenStream {
    let Header {
        tokens: head,
        closure_params,
    } = header(sig, krate);
    let fn_name = &sig.item.sig.ident;
    let out = &sig.output;
    let forward_args = sig.params.iter().map(|p| {
        let name = &p.name;
        match p.kind {
            ParamKind::Config => quote!(::core::clone::Clone::clone(#name)),
            ParamKind::Diff | ParamKind::NoGradRef => quote!(#name),
        }
    });
    let try_op = sig.fallible.then(|| quote!(?));
    let names = sig.params.iter().map(|p| &p.name);
    let diff: Vec<Ident> = sig
        .params
        .iter()
        .filter(|p| p.is_diff())
        .map(|p| format_ident!("__grad_{}", p.name))
        .collect();
    let pattern = match diff.as_slice() {
        [g] => quote!(#g),
        _ => quote!((#(#diff),*)),
    };
    let grads = sig.params.iter().map(|p| {
        if p.is_diff() {
            let g = format_ident!("__grad_{}", p.name);
            quote!(#g)
        } else {
            quote!(#krate::macro_support::NoGrad)
        }
    });
    let call = quote_spanned!(backward.span()=> #backward(#(#names,)* __out, __dy));
    quote! {
        #head {
            let __out: #out = super::#fn_name(#(#forward_args),*)#try_op;
            #[allow(unused_variables)]
            let __pullback = move #closure_params {
                let #pattern = #call?;
                ::core::result::Result::Ok((#(#grads,)*))
            };
            ::core::result::Result::Ok((__out, __pullback))
        }
    }
}

/// The path of `f::vjp` for a callee written `f` (or `m::f::<T>`), seen from inside the
/// generated module: generic arguments move to `vjp`, and `self`/`super` gain one level.
fn callee_vjp(func: &ExprPath) -> TokenStream {
    let mut path = func.path.clone();
    let generics = match path.segments.last_mut() {
        Some(last) => std::mem::replace(&mut last.arguments, PathArguments::None),
        None => PathArguments::None,
    };
    let mut prefix = TokenStream::new();
    if let Some(first) = path.segments.first_mut()
        && path.leading_colon.is_none()
    {
        if first.ident == "self" {
            first.ident = Ident::new("super", first.ident.span());
        } else if first.ident == "super" {
            prefix = quote!(super::);
        }
    }
    let span = func.span();
    quote_spanned!(span=> #prefix #path::vjp #generics)
}

fn slot(name: &Ident) -> Ident {
    format_ident!("__d_{}", name)
}

/// `f::vjp` for the derived form: reverse-mode source transformation of the body.
pub fn derived(sig: &Signature, body: &Body, krate: &Path) -> TokenStream {
    let Header {
        tokens: head,
        closure_params,
    } = header(sig, krate);
    let output = &body.output;
    let output_is_param = sig.params.iter().any(|p| &p.name == output);

    // Forward: by-value arguments become owned again, so the body reads as written.
    let restore = sig.params.iter().filter(|p| p.kind == ParamKind::Config).map(|p| {
        let (name, ty) = (&p.name, &p.ty);
        quote!(let #name: #ty = ::core::clone::Clone::clone(#name);)
    });
    let mut forward = Vec::new();
    // Names that receive a cotangent (differentiable arguments of some call).
    let mut receives = std::collections::HashSet::new();
    for step in &body.steps {
        match step {
            Step::Constant(local) => forward.push(quote!(#local)),
            Step::Call(call) => {
                let mut hoisted = Vec::new();
                let args: Vec<TokenStream> = call
                    .args
                    .iter()
                    .enumerate()
                    .map(|(j, arg)| match arg {
                        CallArg::Name(name, Binding::Param(ParamKind::Diff | ParamKind::NoGradRef)) => {
                            if matches!(arg, CallArg::Name(_, Binding::Param(ParamKind::Diff))) {
                                receives.insert(name.to_string());
                            }
                            quote!(#name)
                        }
                        CallArg::Name(name, Binding::Intermediate) => {
                            receives.insert(name.to_string());
                            quote!(&#name)
                        }
                        CallArg::Name(name, _) => quote!(&#name),
                        CallArg::Constant(expr) => {
                            let temp = format_ident!("__arg_{}_{}", call.var.to_string().trim_start_matches('_'), j);
                            hoisted.push(quote!(let #temp = #expr;));
                            quote!(&#temp)
                        }
                    })
                    .collect();
                let var = &call.var;
                let pullback = format_ident!("__pullback_{}", call.var.to_string().trim_start_matches('_'));
                let ty = call.ty.as_ref().map(|t| quote!(: (#t, _)));
                let callee = callee_vjp(&call.func);
                forward.push(quote! {
                    #(#hoisted)*
                    let (#var, #pullback) #ty = #callee(#(#args),*)?;
                });
            }
        }
    }

    // Backward: one cotangent slot per differentiable name, the output's seeded with dy.
    let mut slots = Vec::new();
    for p in sig.params.iter().filter(|p| p.is_diff()) {
        let (s, ty) = (slot(&p.name), &p.ty);
        let mutability = receives.contains(&p.name.to_string()).then(|| quote!(mut));
        if &p.name == output {
            slots.push(quote!(let #mutability #s: ::core::option::Option<#ty> = ::core::option::Option::Some(::core::clone::Clone::clone(__dy));));
        } else {
            slots.push(quote!(let #mutability #s: ::core::option::Option<#ty> = ::core::option::Option::None;));
        }
    }
    // The output's cotangent is `dy` itself unless another call also uses the output.
    let output_borrows_dy = !output_is_param && !receives.contains(&output.to_string());
    for step in &body.steps {
        if let Step::Call(call) = step {
            let s = slot(&call.var);
            let mutability = receives.contains(&call.var.to_string()).then(|| quote!(mut));
            if &call.var == output {
                if !output_borrows_dy {
                    slots.push(
                        quote!(let #mutability #s = ::core::option::Option::Some(::core::clone::Clone::clone(__dy));),
                    );
                }
            } else {
                slots.push(quote!(let #mutability #s = ::core::option::Option::None;));
            }
        }
    }
    let value_of = |name: &Ident| {
        if name == output && !output_is_param {
            quote!(__out)
        } else {
            quote!(&#name)
        }
    };
    let mut backward = Vec::new();
    for step in body.steps.iter().rev() {
        let Step::Call(call) = step else { continue };
        let pullback = format_ident!("__pullback_{}", call.var.to_string().trim_start_matches('_'));
        let s = slot(&call.var);
        let out_value = value_of(&call.var);
        let mut grads = Vec::new();
        let mut accumulate = Vec::new();
        let args: Vec<TokenStream> = call
            .args
            .iter()
            .enumerate()
            .map(|(j, arg)| {
                let g = format_ident!("__grad_{}_{}", call.var.to_string().trim_start_matches('_'), j);
                let (value, target) = match arg {
                    CallArg::Name(name, Binding::Param(kind)) => {
                        (quote!(#name), (*kind == ParamKind::Diff).then(|| slot(name)))
                    }
                    CallArg::Name(name, Binding::Intermediate) => (value_of(name), Some(slot(name))),
                    CallArg::Name(name, Binding::Constant) => (quote!(&#name), None),
                    CallArg::Constant(_) => {
                        let temp = format_ident!("__arg_{}_{}", call.var.to_string().trim_start_matches('_'), j);
                        (quote!(&#temp), None)
                    }
                };
                match target {
                    Some(target) => {
                        grads.push(quote!(#g));
                        accumulate.push(quote!(#krate::macro_support::accumulate(&mut #target, #g)?;));
                    }
                    None => grads.push(quote!(_)),
                }
                value
            })
            .collect();
        let pulled = quote! {
            let (#(#grads,)*) = #pullback(#(#args,)* #out_value, __cotangent)?;
            #(#accumulate)*
        };
        if &call.var == output && output_borrows_dy {
            backward.push(quote!({
                let __cotangent = __dy;
                #pulled
            }));
        } else {
            backward.push(quote! {
                if let ::core::option::Option::Some(__cotangent) = &#s {
                    #pulled
                }
            });
        }
    }
    let results = sig.params.iter().map(|p| {
        let name = &p.name;
        if p.is_diff() {
            let s = slot(name);
            quote!(#krate::macro_support::finish(#s, #name))
        } else {
            quote!(#krate::macro_support::NoGrad)
        }
    });
    let returned = if output_is_param {
        quote!(::core::clone::Clone::clone(#output))
    } else {
        quote!(#output)
    };
    quote! {
        #head {
            #(#restore)*
            #(#forward)*
            #[allow(unused_variables)]
            let __pullback = move #closure_params {
                #(#slots)*
                #(#backward)*
                ::core::result::Result::Ok((#(#results,)*))
            };
            ::core::result::Result::Ok((#returned, __pullback))
        }
    }
}

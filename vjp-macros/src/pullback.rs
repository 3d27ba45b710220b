//! The forward-with-pullback function `f::vjp` that `#[vjp]` emits for `fn f`, in both forms.
//!
//! Every `f::vjp` has one calling convention, whatever `f`'s arguments are:
//! `vjp(&a1, ..., &an) -> Result<(out, pullback)>` with every argument by reference, and
//! `pullback(&a1, ..., &an, &out, &dy) -> Result<(g1, ..., gn)>` where `gi` is the gradient of a
//! differentiable argument and `NoGrad` for the others. The pullback owns only what the
//! forward computed inside `f`; the arguments are handed to it again, so nothing is cloned
//! and nothing borrows. A caller can therefore treat every callee alike.

use crate::body::{Binding, Body, CallArg, Step};
use crate::context::Context;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{ExprPath, GenericParam, Ident, Path, PathArguments, Type};

/// The pieces of the `vjp` signature shared by both forms.
pub struct Header {
    /// `pub fn vjp<...>(...) -> ... where ...`
    pub tokens: TokenStream,
    /// `|a1: &A1, ..., out: &Out, dy: &Out|`, the pullback closure's parameters.
    pub closure_params: TokenStream,
    /// `-> Result<(G1, ..., Gn)>`, its return type.
    pub closure_return: TokenStream,
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

/// The `vjp` signature and the pullback closure's parameters of `sig`.
pub fn header(sig: &Signature, ctx: &Context) -> Header {
    let (krate, vjp_name) = (&ctx.krate, &ctx.vjp);
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
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "[`{fn_name}()`](fn@{up}::{fn_name}) with its pullback: every argument by reference; the pullback takes the arguments again, the output and its cotangent, and returns one gradient per argument (`NoGrad` where there is none)."
    );
    let tokens = quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, clippy::type_complexity)]
        pub fn #vjp_name<#(#params),*>(#(#names: &#types),*) -> #krate::Result<(
            #out,
            impl Fn(#(&#types,)* &#out, &#out) -> #grads_result + use<#(#captured),*>,
        )> #where_clause
    };
    let (out_param, dy) = (names::local("out"), names::local("dy"));
    let closure_params = quote!(|#(#names: &#types,)* #out_param: &#out, #dy: &#out|);
    let closure_return = quote!(-> #grads_result);
    Header {
        tokens,
        closure_params,
        closure_return,
    }
}

/// `f::vjp` for the rule form: the forward is `f` itself, the backward the user's rule,
/// first bound to the function-pointer type a rule must have, so a rule of another shape is
/// one error that states the expected signature.
pub fn rule(sig: &Signature, ctx: &Context, backward: &Path) -> TokenStream {
    let (krate, up) = (&ctx.krate, &ctx.up);
    let Header {
        tokens: head,
        closure_params,
        closure_return,
    } = header(sig, ctx);
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
    let names: Vec<&Ident> = sig.params.iter().map(|p| &p.name).collect();
    let types = sig.params.iter().map(|p| &p.ty);
    let diff: Vec<Ident> = (0..sig.params.iter().filter(|p| p.is_diff()).count())
        .map(names::grad)
        .collect();
    let diff_types: Vec<&Type> = sig.params.iter().filter(|p| p.is_diff()).map(|p| &p.ty).collect();
    let (pattern, returned) = match (diff.as_slice(), diff_types.as_slice()) {
        ([g], [t]) => (quote!(#g), quote!(#t)),
        _ => (quote!((#(#diff),*)), quote!((#(#diff_types),*))),
    };
    let mut next = diff.iter();
    let grads = sig
        .params
        .iter()
        .map(|p| match p.is_diff().then(|| next.next()).flatten() {
            Some(g) => quote!(#g),
            None => quote!(#krate::macro_support::NoGrad),
        });
    let (out_value, dy, rule) = (names::local("out"), names::local("dy"), names::local("rule"));
    let rule_type = quote_spanned!(backward.span()=> fn(#(&#types,)* &#out, &#out) -> #krate::Result<#returned>);
    quote! {
        #head {
            let #rule: #rule_type = #backward;
            let #out_value: #out = #up::#fn_name(#(#forward_args),*)#try_op;
            ::core::result::Result::Ok((#out_value, move #closure_params #closure_return {
                let #pattern = #rule(#(#names,)* #out_value, #dy)?;
                ::core::result::Result::Ok((#(#grads,)*))
            }))
        }
    }
}

/// The path of `f::vjp` for a callee written `f` (or `m::f::<T>`): generic arguments move
/// to `vjp`. (Paths starting with `self` or `super` were moved down to the generated module
/// already.)
fn callee_vjp(func: &ExprPath) -> TokenStream {
    let mut path = func.path.clone();
    let generics = match path.segments.last_mut() {
        Some(last) => std::mem::replace(&mut last.arguments, PathArguments::None),
        None => PathArguments::None,
    };
    let span = func.span();
    quote_spanned!(span=> #path::vjp #generics)
}

/// `f::vjp` when `f` was refused: the signature callers rely on, and a body never run.
pub fn stub(sig: &Signature, ctx: &Context) -> TokenStream {
    let Header {
        tokens: head,
        closure_params,
        closure_return,
    } = header(sig, ctx);
    quote! {
        #[allow(unused_variables, unreachable_code)]
        #head {
            ::core::result::Result::Ok((::core::unreachable!(), move #closure_params #closure_return { ::core::unreachable!() }))
        }
    }
}

/// A stand-in module for each callee named by one identifier, declared in the block that
/// holds the derived body's own scope: when the callee is a `#[vjp]` function, its real
/// module (imported into the inner block) shadows the stand-in; when it is not, the call
/// resolves to the stand-in, whose bound fails with a message that names the callee.
fn callee_stand_ins(sig: &Signature, body: &Body, krate: &Path) -> TokenStream {
    let mut seen = std::collections::HashSet::new();
    let mut out = TokenStream::new();
    for step in &body.steps {
        let Step::Call(call) = step else { continue };
        let path = &call.func.path;
        if path.leading_colon.is_some() || path.segments.len() != 1 {
            continue;
        }
        let Some(segment) = path.segments.first() else { continue };
        let callee = &segment.ident;
        if !seen.insert(names::text(callee)) {
            continue;
        }
        let function = &sig.item.sig.ident;
        let message =
            format!("`{callee}` has no VJP: the derived #[vjp] function `{function}` can only call #[vjp] functions");
        let label = format!("`{callee}` is not a #[vjp] function");
        let note = format!(
            "give `{callee}` a rule with #[vjp(backward = ...)], or derive its backward with #[vjp] when its body is made of #[vjp] calls"
        );
        let rest = (1..call.args.len()).map(|_| quote!(_: impl ::core::marker::Sized));
        out.extend(quote! {
            #[allow(dead_code, non_snake_case)]
            mod #callee {
                #[diagnostic::on_unimplemented(message = #message, label = #label, note = #note)]
                pub trait NoVjp {}
                pub fn vjp<A: NoVjp, R, P>(_: A, #(#rest),*) -> #krate::Result<(R, P)> {
                    ::core::unreachable!()
                }
            }
        });
    }
    out
}

/// `f::vjp` for the derived form: reverse-mode source transformation of the body.
///
/// The generated locals are hygienic ([`names`]); the user's own names (arguments, values,
/// constants) keep their spans, so the body reads as written.
pub fn derived(sig: &Signature, body: &Body, ctx: &Context) -> TokenStream {
    let (krate, up) = (&ctx.krate, &ctx.up);
    let Header {
        tokens: head,
        closure_params,
        closure_return: _,
    } = header(sig, ctx);
    let output = &body.output;
    let is_output = |name: &Ident| names::text(name) == names::text(output);
    let output_is_param = sig.params.iter().any(|p| is_output(&p.name));
    let cotangent = names::local("cotangent");
    let (out_param, dy) = (names::local("out"), names::local("dy"));

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
                        CallArg::Name(name, Binding::Param(kind @ (ParamKind::Diff | ParamKind::NoGradRef))) => {
                            if *kind == ParamKind::Diff {
                                receives.insert(names::text(name));
                            }
                            quote!(#name)
                        }
                        CallArg::Name(name, Binding::Intermediate) => {
                            receives.insert(names::text(name));
                            quote_spanned!(name.span()=> &#name)
                        }
                        CallArg::Name(name, _) => quote_spanned!(name.span()=> &#name),
                        CallArg::Constant(expr) => {
                            let temp = names::constant_arg(&call.var, j);
                            hoisted.push(quote!(let #temp = #expr;));
                            quote!(&#temp)
                        }
                    })
                    .collect();
                let var = &call.var;
                let pullback = names::pullback(var);
                let ty = call.ty.as_ref().map(|t| quote!(: (#t, _)));
                let callee = callee_vjp(&call.func);
                forward.push(quote! {
                    #(#hoisted)*
                    let (#var, #pullback) #ty = #callee(#(#args),*)?;
                });
            }
        }
    }

    // Backward: one cotangent slot per differentiable name that receives one; the output's
    // is `dy` itself unless another call also uses the output.
    let none = quote!(::core::option::Option::None);
    let mut slots = Vec::new();
    for p in sig.params.iter().filter(|p| p.is_diff()) {
        let s = names::slot(&p.name);
        let ty = &p.ty;
        if is_output(&p.name) {
            slots.push(quote!(let mut #s: ::core::option::Option<#ty> = ::core::option::Option::Some(::core::clone::Clone::clone(#dy));));
        } else if receives.contains(&names::text(&p.name)) {
            slots.push(quote!(let mut #s = #none;));
        }
    }
    let output_borrows_dy = !output_is_param && !receives.contains(&names::text(output));
    for step in &body.steps {
        if let Step::Call(call) = step {
            let s = names::slot(&call.var);
            if is_output(&call.var) {
                if !output_borrows_dy {
                    slots.push(quote!(let mut #s = ::core::option::Option::Some(::core::clone::Clone::clone(#dy));));
                }
            } else if receives.contains(&names::text(&call.var)) {
                slots.push(quote!(let mut #s = #none;));
            }
        }
    }
    let value_of = |name: &Ident| {
        if is_output(name) && !output_is_param {
            quote!(#out_param)
        } else {
            quote!(&#name)
        }
    };
    let mut backward = Vec::new();
    for step in body.steps.iter().rev() {
        let Step::Call(call) = step else { continue };
        // A value that no call uses and that is not the output never receives a cotangent:
        // its pullback is never run.
        if !is_output(&call.var) && !receives.contains(&names::text(&call.var)) {
            continue;
        }
        let pullback = names::pullback(&call.var);
        let out_value = value_of(&call.var);
        let mut grads = Vec::new();
        let mut accumulate = Vec::new();
        let args: Vec<TokenStream> = call
            .args
            .iter()
            .enumerate()
            .map(|(j, arg)| {
                let (value, target) = match arg {
                    CallArg::Name(name, Binding::Param(kind)) => {
                        (quote!(#name), (*kind == ParamKind::Diff).then(|| names::slot(name)))
                    }
                    CallArg::Name(name, Binding::Intermediate) => (value_of(name), Some(names::slot(name))),
                    CallArg::Name(name, Binding::Constant) => (quote!(&#name), None),
                    CallArg::Constant(_) => {
                        let temp = names::constant_arg(&call.var, j);
                        (quote!(&#temp), None)
                    }
                };
                match target {
                    Some(target) => {
                        let g = names::grad(j);
                        accumulate.push(quote!(#krate::macro_support::accumulate(&mut #target, #g)?;));
                        grads.push(g.into_token_stream());
                    }
                    None => grads.push(quote!(_)),
                }
                value
            })
            .collect();
        let pulled = quote! {
            let (#(#grads,)*) = #pullback(#(#args,)* #out_value, #cotangent)?;
            #(#accumulate)*
        };
        if is_output(&call.var) && output_borrows_dy {
            backward.push(quote!({
                let #cotangent = #dy;
                #pulled
            }));
        } else {
            let s = names::slot(&call.var);
            backward.push(quote! {
                if let ::core::option::Option::Some(#cotangent) = &#s {
                    #pulled
                }
            });
        }
    }
    let results = sig.params.iter().map(|p| {
        let name = &p.name;
        if !p.is_diff() {
            quote!(#krate::macro_support::NoGrad)
        } else if is_output(name) || receives.contains(&names::text(name)) {
            let s = names::slot(name);
            quote!(#krate::macro_support::finish(#s, #name))
        } else {
            quote!(#krate::Differentiable::zeros_like(#name))
        }
    });
    let returned = if output_is_param {
        quote!(::core::clone::Clone::clone(#output))
    } else {
        quote!(#output)
    };
    let stand_ins = callee_stand_ins(sig, body, krate);
    // The body runs in a block that imports the enclosing module's names again, so the
    // user's names resolve as they do beside the function, over the generated items and
    // the callee stand-ins.
    quote! {
        #head {
            #stand_ins
            {
                #[allow(unused_imports)]
                use #up::*;
                #(#restore)*
                #(#forward)*
                ::core::result::Result::Ok((#returned, move #closure_params {
                    #(#slots)*
                    #(#backward)*
                    ::core::result::Result::<_, #krate::Error>::Ok((#(#results,)*))
                }))
            }
        }
    }
}

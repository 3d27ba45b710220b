//! The forward-with-pullback function `f::vjp` that `#[vjp]` emits for `fn f`, in both forms.
//!
//! Every `f::vjp` has one calling convention, whatever `f`'s arguments are:
//! `vjp(&a1, ..., &an) -> Result<(out, pullback)>` with every argument by reference, and
//! `pullback(&a1, ..., &an, &out, &dy) -> Result<(g1, ..., gn)>` where `gi` is the gradient of a
//! differentiable argument and `NoGrad` for the others. The pullback owns only what the
//! forward computed inside `f`; the arguments are handed to it again, so nothing is cloned
//! and nothing borrows. A caller can therefore treat every callee alike.

use crate::body::{Body, CallArg, Step};
use crate::context::Context;
use crate::names;
use crate::segment::{Backward, Env, Seed, World, Writer};
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use std::collections::HashSet;
use syn::spanned::Spanned;
use syn::{Ident, Path, Type};

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

/// The `vjp` signature and the pullback closure's parameters of `sig`. With `rule`, the
/// pullback captures nothing and is a function pointer (`fn(&A, .., &Y, &Y) -> Result<G>`);
/// otherwise (a derived pullback owning the body's values, or a rule's owning what its
/// `forward = ..` saved) it is a closure (`impl Fn(..) + use<..>`).
///
/// A function pointer type is well-formed whatever the rule's bounds are, so a call that
/// breaks a bound (mismatched `Const` dimensions, say) is one error at that call and not one
/// more at each place the pullback's type appears.
pub fn header(sig: &Signature, ctx: &Context, rule: bool) -> Header {
    let (krate, vjp_name) = (&ctx.krate, &ctx.vjp);
    let generics = &sig.item.sig.generics;
    let where_clause = &generics.where_clause;
    let params = generics.params.iter();
    let names: Vec<&Ident> = sig.params.iter().map(|p| &p.name).collect();
    let types: Vec<&Type> = sig.params.iter().map(|p| &p.ty).collect();
    let grads: Vec<TokenStream> = sig.params.iter().map(|p| grad_type(krate, p)).collect();
    let out = &sig.output;
    let captured = names::generic_args(generics);
    let grads_result = quote!(#krate::Result<(#(#grads,)*)>);
    let fn_name = &sig.item.sig.ident;
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "[`{fn_name}()`](fn@{up}::{fn_name}) with its pullback: every argument by reference; the pullback takes the arguments again, the output and its cotangent, and returns one gradient per argument (`NoGrad` where there is none)."
    );
    let pullback = if rule {
        quote!(fn(#(&#types,)* &#out, &#out) -> #grads_result)
    } else {
        quote!(impl Fn(#(&#types,)* &#out, &#out) -> #grads_result + use<#(#captured),*>)
    };
    let tokens = quote! {
        #[doc = #doc]
        pub fn #vjp_name<#(#params),*>(#(#names: &#types),*) -> #krate::Result<(#out, #pullback)> #where_clause
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
///
/// With `forward = path`, the forward is that function instead: it takes `f`'s arguments and
/// returns `Result<(out, saved)>`, and the pullback (then a closure owning `saved`) hands
/// `&saved` to the rule after the output: `rule(&a1, .., &an, &out, &saved, &dy)`.
pub fn rule(sig: &Signature, ctx: &Context, backward: &Path, forward: Option<&Path>) -> TokenStream {
    let (krate, up) = (&ctx.krate, &ctx.up);
    let head = header(sig, ctx, forward.is_none()).tokens;
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
    let Some(forward) = forward else {
        let rule_type = quote_spanned!(backward.span()=> fn(#(&#types,)* &#out, &#out) -> #krate::Result<#returned>);
        return quote! {
            #head {
                let #out_value: #out = #up::#fn_name(#(#forward_args),*)#try_op;
                ::core::result::Result::Ok((#out_value, |#(#names,)* #out_value, #dy| {
                    let #rule: #rule_type = #backward;
                    let #pattern = #rule(#(#names,)* #out_value, #dy)?;
                    ::core::result::Result::Ok((#(#grads,)*))
                }))
            }
        };
    };
    let saved = names::local("saved");
    let pin = pin(krate, sig, World::Eager);
    let call = quote_spanned!(backward.span()=> #backward(#(#names,)* #out_value, &#saved, #dy));
    quote! {
        #head {
            let (#out_value, #saved): (#out, _) = #forward(#(#forward_args),*)?;
            ::core::result::Result::Ok((#out_value, #pin(move |#(#names,)* #out_value, #dy| {
                let #pattern: #returned = #call?;
                ::core::result::Result::Ok((#(#grads,)*))
            })))
        }
    }
}

/// `macro_support::pullback{n}` (or `traced_pullback{n}`), which pins the pullback closure's
/// signature for `n` arguments.
fn pin(krate: &Path, sig: &Signature, world: World) -> TokenStream {
    let prefix = match world {
        World::Eager => "pullback",
        World::Graph => "traced_pullback",
    };
    let pin = syn::Ident::new(&format!("{prefix}{}", sig.params.len()), proc_macro2::Span::call_site());
    quote!(#krate::macro_support::#pin)
}

/// `f::vjp` when `f` was refused: the signature callers rely on, and a body never run.
pub fn stub(sig: &Signature, ctx: &Context, rule: bool) -> TokenStream {
    let Header {
        tokens: head,
        closure_params,
        closure_return,
    } = header(sig, ctx, rule);
    quote! {
        #[allow(unused_variables, unreachable_code)]
        #head {
            ::core::result::Result::Ok((::core::unreachable!(), move #closure_params #closure_return { ::core::unreachable!() }))
        }
    }
}

/// A stand-in module for each callee named by one identifier, declared in the generated
/// module, outside the derived body's scope: when the callee is a `#[vjp]` function, its
/// real module (imported into the body's scope) shadows the stand-in; when it is not, the
/// call resolves to the stand-in, whose bound fails with a message that names the callee.
fn callee_stand_ins(sig: &Signature, body: &Body, krate: &Path, export: bool) -> TokenStream {
    let mut seen = std::collections::HashSet::new();
    let mut out = TokenStream::new();
    for call in body.steps.iter().flat_map(Step::calls) {
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
        let label = format!("give `{callee}` a rule with #[vjp(backward = ...)], or derive its backward with #[vjp]");
        let rest: Vec<Ident> = (1..call.args.len()).map(|k| format_ident!("A{k}")).collect();
        let trace = export.then(|| {
            quote! {
                pub fn trace<A: NoVjp, #(#rest,)* O>(_: &mut #krate::hlo::Graph, _: A, #(_: #rest),*) -> #krate::Result<O> {
                    ::core::unreachable!()
                }
            }
        });
        out.extend(quote! {
            mod #callee {
                #[diagnostic::on_unimplemented(message = #message, label = #label)]
                pub trait NoVjp {}
                pub fn vjp<A: NoVjp, #(#rest,)* O>(_: A, #(_: #rest),*) -> #krate::Result<O> {
                    ::core::unreachable!()
                }
                #trace
            }
        });
    }
    out
}

/// `f::vjp` for the derived form, with the callee stand-ins, and `f::trace` when `trace`.
pub fn derived(sig: &Signature, body: &Body, ctx: &Context, export: bool) -> TokenStream {
    let stand_ins = callee_stand_ins(sig, body, &ctx.krate, export);
    let vjp = derivation(sig, body, ctx, World::Eager);
    let trace = export.then(|| derivation(sig, body, ctx, World::Graph));
    quote! {
        #stand_ins

        #vjp

        #trace
    }
}

/// The derived function of `world`: reverse-mode source transformation of the body (see
/// [`crate::segment`]), and each argument's gradient from the cotangents it received.
///
/// The generated locals are hygienic ([`names`]); the user's own names (arguments, values,
/// constants) keep their spans, so the body reads as written.
fn derivation(sig: &Signature, body: &Body, ctx: &Context, world: World) -> TokenStream {
    let (krate, up) = (&ctx.krate, &ctx.up);
    let graph = names::local("graph");
    let writer = Writer {
        krate,
        world,
        graph: graph.clone(),
        traced: sig
            .params
            .iter()
            .filter(|p| p.kind != ParamKind::Config)
            .map(|p| names::text(&p.name))
            .chain(body.steps.iter().flat_map(Step::values).map(|v| names::text(&v)))
            .collect(),
    };
    // A struct argument whose fields the backward reads, or that runs as a layer, is typed in
    // the pullback: a field access needs its type known where the closure is checked. In
    // `f::trace` it is the layer's mirror.
    let typed: HashSet<String> = body
        .steps
        .iter()
        .flat_map(Step::calls)
        .flat_map(|c| c.args.iter())
        .chain(body.steps.iter().flat_map(|s| s.args().iter()))
        .filter_map(|a| match a {
            CallArg::Field(f) => Some(names::text(&f.base)),
            _ => None,
        })
        .chain(body.layers.iter().cloned())
        .collect();
    let layers = crate::trace::layers(sig);
    let head = match world {
        World::Eager => header(sig, ctx, false).tokens,
        World::Graph => crate::trace::header(sig, ctx, &crate::trace::derived_pullback(sig, ctx, &layers), &layers),
    };
    let graph_arg = (world == World::Graph).then(|| quote!(#graph,));
    let output = &body.output;
    let is_output = |name: &Ident| names::text(name) == names::text(output);
    let output_is_param = sig.params.iter().any(|p| is_output(&p.name));
    let (out_param, dy) = (names::local("out"), names::local("dy"));

    // Forward: by-value arguments become owned again, so the body reads as written.
    let restore = sig.params.iter().filter(|p| p.kind == ParamKind::Config).map(|p| {
        let (name, ty) = (&p.name, &p.ty);
        quote!(let #name: #ty = ::core::clone::Clone::clone(#name);)
    });
    let mut forward_env = Env::default();
    forward_env.borrow(
        sig.params
            .iter()
            .filter(|p| p.kind != ParamKind::Config)
            .map(|p| &p.name),
    );
    let forward = writer.forward(&body.steps, &mut forward_env);
    // The output is returned owned: a version of an accumulator (kept in its list) is copied.
    let output_is_version = forward_env.is_borrowed(output) && !output_is_param;

    // Backward: the output's cotangent is `dy`, its value `out` (or its version).
    let mut env = Env::default();
    env.borrow(sig.params.iter().map(|p| &p.name));
    if !output_is_param && !output_is_version {
        env.aliases.insert(names::text(output), quote!(#out_param));
    }
    let seeds = if output_is_param {
        Vec::new()
    } else {
        vec![(output.clone(), Seed::Given(quote!(#dy)))]
    };
    let Backward {
        tokens: mut backward,
        slots,
    } = writer.backward(&body.steps, &seeds, &env);

    // The fields of each differentiable argument that received a cotangent, once each.
    let mut fields: Vec<&crate::body::FieldArg> = Vec::new();
    for step in &body.steps {
        for arg in step.args() {
            if let CallArg::Field(field) = arg
                && slots.contains(&names::text(&field.name))
                && !fields.iter().any(|f| f.name == field.name)
            {
                fields.push(field);
            }
        }
    }
    let mut results: Vec<TokenStream> = Vec::new();
    for p in &sig.params {
        let name = &p.name;
        let received = slots.contains(&names::text(name));
        let mine: Vec<&&crate::body::FieldArg> = fields
            .iter()
            .filter(|f| names::text(&f.base) == names::text(name))
            .collect();
        let layer = body.layers.contains(&names::text(name));
        // The argument's gradient before its fields' cotangents, and whether it is zero.
        let (whole, starts_at_zero) = if !p.is_diff() {
            (quote!(#krate::macro_support::NoGrad), false)
        } else if output_is_param && is_output(name) {
            (quote!(::core::clone::Clone::clone(#dy)), false)
        } else if received && !layer {
            let s = names::slot(name);
            let finished = match world {
                World::Eager => quote!(#krate::macro_support::finish(#s, #name)),
                World::Graph => quote!(#krate::macro_support::finish_traced(#graph, #s, #name)?),
            };
            (finished, false)
        } else {
            let zeros = match world {
                World::Eager => quote!(#krate::Differentiable::zeros_like(#name)),
                World::Graph => quote!(#krate::macro_support::zeros_traced(#graph, #name)?),
            };
            (zeros, true)
        };
        if mine.is_empty() && !(layer && received) {
            results.push(whole);
            continue;
        }
        // Eagerly, a struct's gradient from zero starts as placeholders: each field's gradient
        // is moved in, and only the fields no cotangent reached are zeroed at the end.
        let (whole, filled) = match world {
            World::Eager if starts_at_zero => (
                quote!(#krate::macro_support::placeholder_like(#name)),
                quote!(#krate::macro_support::fill_placeholders),
            ),
            _ => (whole, TokenStream::new()),
        };
        // A struct argument's gradient is the struct: zero (or the whole value's), with each
        // field's cotangent added into its field; a whole layer's cotangent (from its
        // `forward`, or a loop over it) is added in too.
        let gradient = names::local("gradient");
        let mut adds = Vec::new();
        // Starting from zero, a field's first cotangent is moved in, not added, unless a
        // cotangent already went into it, into a field inside it or into one it is inside.
        let mut written: Vec<Vec<String>> = Vec::new();
        if layer && received {
            adds.push(writer.add_gradient(quote!(&mut #gradient), &names::slot(name)));
            written.push(Vec::new());
        }
        for f in mine {
            let slot = names::slot(&f.name);
            let members = &f.members;
            let path: Vec<String> = members.iter().map(|m| quote!(#m).to_string()).collect();
            let first = starts_at_zero && !written.iter().any(|w| w.starts_with(&path) || path.starts_with(w));
            written.push(path);
            let field = quote!(&mut #gradient #(.#members)*);
            adds.push(if first {
                writer.set_gradient(field, &slot)
            } else {
                writer.add_gradient(field, &slot)
            });
        }
        results.push(quote!({
            let mut #gradient = #whole;
            #(#adds)*
            #filled(#gradient)
        }));
    }
    let returned = if output_is_param || output_is_version {
        quote!(::core::clone::Clone::clone(#output))
    } else {
        quote!(#output)
    };
    if output_is_param {
        backward = TokenStream::new();
    }
    let pin = pin(krate, sig, world);
    // An argument that is not differentiated may have been used only by the forward (in a
    // constant); the backward is handed it anyway.
    let arg_names = sig.params.iter().map(|p| {
        let (name, ty) = (&p.name, &p.ty);
        if typed.contains(&names::text(name)) {
            match world {
                World::Eager => quote!(#name: &#ty),
                World::Graph => {
                    let mirror = crate::trace::traced_param(krate, p, &layers);
                    quote!(#name: &#mirror)
                }
            }
        } else if p.is_diff() {
            quote!(#name)
        } else {
            quote!(#[allow(unused_variables)] #name)
        }
    });
    // The body imports the enclosing module's names again, so the user's names resolve as
    // they do beside the function, over the generated items and the callee stand-ins (which
    // sit in the generated module, outside the body's scope). Items a block imports are seen
    // before the enclosing function's arguments, so the arguments are bound again inside it
    // (an argument named `scale` is the argument, not the op).
    let arguments = names::local("arguments");
    let params: Vec<&Ident> = sig.params.iter().map(|p| &p.name).collect();
    quote! {
        #head {
            let #arguments = (#(#params,)*);
            {
                use #up::*;
                let (#(#params,)*) = #arguments;
                #(#restore)*
                #forward
                ::core::result::Result::Ok((#returned, #pin(move |#graph_arg #(#arg_names,)* #out_param, #dy| {
                    #backward
                    ::core::result::Result::Ok((#(#results,)*))
                })))
            }
        }
    }
}

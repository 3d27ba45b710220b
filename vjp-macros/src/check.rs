//! `#[vjp(check(...))]`: a generated `#[test]` that instantiates the function at the given
//! sizes in `f64` and runs the dot-product check on its input and every parameter, so every
//! annotated op carries its own certificate.

use crate::args::Assignment;
use crate::context::Context;
use crate::diagnostics::error;
use crate::scalar::is_scalar_bound;
use crate::signature::{ParamKind, Signature};
use crate::witness::field_type;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{GenericParam, LitInt};

/// The check test, in the generated module.
///
/// `tol = 1e-8` sets the tolerance (default `1e-6`) unless the function has an argument or a
/// generic parameter named `tol`. With `traced` (the function has `f::trace`), the test also
/// holds the graph form to the function and its rule: both evaluated in `f64` at the same point,
/// with a random cotangent, to 1e-12.
pub fn check(
    sig: &Signature,
    ctx: &Context,
    assignments: &[Assignment],
    span: Span,
    traced: bool,
) -> syn::Result<TokenStream> {
    let krate = &ctx.krate;
    let is_named = |name: &syn::Ident| {
        sig.params.iter().any(|p| p.name == *name)
            || sig.item.sig.generics.params.iter().any(|g| match g {
                GenericParam::Type(t) => t.ident == *name,
                GenericParam::Const(c) => c.ident == *name,
                GenericParam::Lifetime(_) => false,
            })
    };
    let (tolerance, assignments): (Vec<&Assignment>, Vec<&Assignment>) =
        assignments.iter().partition(|a| a.name == "tol" && !is_named(&a.name));
    let tolerance = match tolerance.last() {
        Some(a) => a.value.clone(),
        None => quote!(1e-6),
    };
    let Some(first) = sig.params.first().filter(|p| p.is_diff()) else {
        return Err(error(
            span,
            "`check(...)` needs the first argument to be a differentiable `&` tensor (the input of the generated witness)",
        ));
    };
    let find = |name: &str| assignments.iter().find(|a| a.name == name);
    for a in &assignments {
        if !is_named(&a.name) {
            return Err(error(
                a.name.span(),
                format!(
                    "`{}` is neither a generic parameter nor an argument of `{}`",
                    a.name, sig.item.sig.ident
                ),
            ));
        }
    }

    let mut aliases = Vec::new();
    for g in &sig.item.sig.generics.params {
        match g {
            GenericParam::Type(t) => {
                let ident = &t.ident;
                match find(&ident.to_string()).map(|a| &a.value) {
                    Some(value) => match syn::parse2::<LitInt>(value.clone()) {
                        Ok(size) => aliases.push(quote!(type #ident = #krate::Const<#size>;)),
                        Err(_) => aliases.push(quote!(type #ident = #value;)),
                    },
                    None if t.bounds.iter().any(is_scalar_bound) => aliases.push(quote!(type #ident = f64;)),
                    None => {
                        return Err(error(
                            span,
                            format!("`check(...)` needs a size for `{ident}`, for example `check({ident} = 3)`"),
                        ));
                    }
                }
            }
            GenericParam::Const(c) => {
                let (ident, ty) = (&c.ident, &c.ty);
                let Some(a) = find(&ident.to_string()) else {
                    return Err(error(span, format!("`check(...)` needs a value for `{ident}`")));
                };
                let value = &a.value;
                aliases.push(quote!(const #ident: #ty = #value;));
            }
            GenericParam::Lifetime(_) => {}
        }
    }

    let mut values = Vec::new();
    for (index, p) in sig.params.iter().enumerate() {
        let name = &p.name;
        let seed = index as u64 + 1;
        let value = match (p.kind, find(&name.to_string())) {
            (_, Some(a)) => {
                let v = &a.value;
                quote!(#v)
            }
            (ParamKind::Diff, None) => quote!(#krate::macro_support::random_static(#seed)),
            (ParamKind::NoGradRef | ParamKind::Config, None) => {
                return Err(error(
                    span,
                    format!("`check(...)` needs a value for the argument `{name}`, for example `check({name} = ...)`"),
                ));
            }
        };
        let owned = field_type(p);
        values.push(quote!(let #name: #owned = #value;));
    }
    let input = &first.name;
    let fields = sig.params.iter().skip(1).map(|p| &p.name);
    let function = sig.item.sig.ident.to_string();
    let input_name = input.to_string();
    let doc = format!("The generated gradient check of `{function}`.");
    let (layer, check_name) = (&ctx.layer, &ctx.check);
    let (layer_var, paths, params) = (
        crate::names::local("layer"),
        crate::names::local("paths"),
        crate::names::local("params"),
    );
    // Sizes may be written `Const<3>` (in a tuple shape, say), as beside the function.
    let mentions_const = assignments
        .iter()
        .any(|a| crate::names::mentioned(&a.value).contains("Const"));
    let import = mentions_const.then(|| quote!(use #krate::Const;));
    let lowering = traced.then(|| lowering_check(sig, ctx, seed_of_cotangent(sig)));
    Ok(quote! {
        #[doc = #doc]
        #[cfg(test)]
        #[test]
        fn #check_name() {
            #import
            #(#aliases)*
            #(#values)*
            #lowering
            let #layer_var = #layer::new(#(#fields),*);
            // Each parameter tensor by its path (an argument's name, below it a struct's fields).
            let mut #paths = ::std::vec::Vec::new();
            #krate::Params::<f64>::visit_named_params(&#layer_var, &mut |path, _| #paths.push(::std::string::ToString::to_string(path)));
            let #params: ::std::vec::Vec<&str> = #paths.iter().map(::std::string::String::as_str).collect();
            #krate::gradcheck::assert_subject(&#layer_var, &#input, &#krate::gradcheck::Subject {
                function: #function,
                input: #input_name,
                params: &#params,
                tolerance: #tolerance,
            });
        }
    })
}

/// The seed of the trace check's cotangent: after the arguments'.
fn seed_of_cotangent(sig: &Signature) -> u64 {
    sig.params.len() as u64 + 1
}

/// The trace check: `f::trace` and its pullback, evaluated, against `f::vjp` and its
/// pullback, at the check's values and a random cotangent.
fn lowering_check(sig: &Signature, ctx: &Context, seed: u64) -> TokenStream {
    let krate = &ctx.krate;
    let (vjp, trace) = (&ctx.vjp, &ctx.trace);
    let (check, out, out_t, pullback, pullback_t, dy, dy_t, grads, grads_t) = (
        crate::names::local("lowering"),
        crate::names::local("out"),
        crate::names::local("out_traced"),
        crate::names::local("pullback"),
        crate::names::local("pullback_traced"),
        crate::names::local("dy"),
        crate::names::local("dy_traced"),
        crate::names::local("grads"),
        crate::names::local("grads_traced"),
    );
    let layers = crate::trace::layers(sig);
    let is_layer = |p: &crate::signature::Param| layers.contains(&crate::names::text(&p.name));
    let inputs = sig
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| p.kind != ParamKind::Config)
        .map(|(k, p)| {
            if is_layer(p) {
                let (name, local) = (&p.name, crate::names::local(&format!("a{k}")));
                let label = crate::names::text(name);
                return quote!(let #local = #check.bind(#label, &#name).unwrap(););
            }
            let (name, label, local) = (
                &p.name,
                format!("argument {}", p.name),
                crate::names::local(&format!("a{k}")),
            );
            // A `#[no_grad]` reference is held owned (`Vec<usize>` for `&[usize]`).
            let value = match p.kind {
                ParamKind::NoGradRef => {
                    let ty = &p.ty;
                    quote!(::core::borrow::Borrow::<#ty>::borrow(&#name))
                }
                ParamKind::Diff | ParamKind::Config => quote!(&#name),
            };
            quote!(let #local = #check.input(#label, #value).unwrap();)
        });
    let traced_args: Vec<TokenStream> = sig
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| match p.kind {
            ParamKind::Config => {
                let name = &p.name;
                quote!(&#name)
            }
            ParamKind::Diff | ParamKind::NoGradRef => {
                let local = crate::names::local(&format!("a{k}"));
                quote!(&#local)
            }
        })
        .collect();
    let names: Vec<&syn::Ident> = sig.params.iter().map(|p| &p.name).collect();
    let compared = sig.params.iter().enumerate().map(|(k, p)| {
        let index = syn::Index::from(k);
        let label = format!("the gradient of `{}`", p.name);
        if is_layer(p) {
            quote!(#check.expect_layer(#label, &#grads_t.#index, &#grads.#index).unwrap();)
        } else {
            quote!(#check.expect(#label, #grads_t.#index, &#grads.#index);)
        }
    });
    let function = sig.item.sig.ident.to_string();
    quote! {
        let mut #check = #krate::hlo::TraceCheck::new();
        #(#inputs)*
        let (#out_t, #pullback_t) = #trace(&mut #check.graph, #(#traced_args),*).unwrap();
        let (#out, #pullback) = #vjp(#(&#names),*).unwrap();
        let #dy = #krate::macro_support::random_like(&#out, #seed);
        let #dy_t = #check.input("cotangent", &#dy).unwrap();
        let #grads_t = #pullback_t(&mut #check.graph, #(#traced_args,)* &#out_t, &#dy_t).unwrap();
        let #grads = #pullback(#(&#names,)* &#out, &#dy).unwrap();
        #check.expect("the output", #out_t, &#out);
        #(#compared)*
        if let ::core::result::Result::Err(error) = #check.finish(#function, 1e-12) {
            ::core::panic!("{error}");
        }
    }
}

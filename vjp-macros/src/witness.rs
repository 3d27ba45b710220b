//! The witness type `f::Layer` that `#[vjp]` emits when `f`'s first argument is a
//! differentiable tensor: the first argument is the layer's input, the others its fields
//! (the differentiable ones its parameters), so the function plugs into the combinators.

use crate::context::Context;
use crate::layer_impls::LayerImpl;
use crate::names;
use crate::role::Role;
use crate::scalar::ScalarParam;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use std::collections::HashSet;
use syn::ext::IdentExt;
use syn::{GenericParam, Ident, Type, WherePredicate};

/// The type a field holds for an argument: the owned form of a `#[no_grad]` reference.
pub fn field_type(param: &crate::signature::Param) -> TokenStream {
    let ty = &param.ty;
    match param.kind {
        ParamKind::NoGradRef => quote!(<#ty as ::std::borrow::ToOwned>::Owned),
        ParamKind::Diff | ParamKind::Config => quote!(#ty),
    }
}

/// `f::Layer` and its `Params` and `Vjp` implementations (and `hlo::Trace` when `traced`: `f`
/// has `f::trace`), or nothing when the first argument is not a differentiable tensor.
pub fn layer(sig: &Signature, ctx: &Context, traced: bool) -> TokenStream {
    let krate = &ctx.krate;
    let (layer_name, vjp_name) = (&ctx.layer, &ctx.vjp);
    let (lifetime, phantom_name) = (&ctx.lifetime, &ctx.phantom);
    let (x, y, pullback, dy) = (
        names::local("x"),
        names::local("y"),
        names::local("pullback"),
        names::local("dy"),
    );
    let grad_input = names::local("dx");
    let f = names::local("f");
    let Some((input, fields)) = sig.params.split_first() else {
        return TokenStream::new();
    };
    if !input.is_diff() {
        return TokenStream::new();
    }
    let fn_name = &sig.item.sig.ident;
    let generics = &sig.item.sig.generics;
    let input_ty: &Type = &input.ty;
    let out = &sig.output;

    // The struct carries the generics its fields use, and those the input does not fix.
    let field_types: Vec<TokenStream> = fields.iter().map(field_type).collect();
    let in_fields = names::mentioned(quote!(#(#field_types)*));
    let in_input = names::mentioned(input_ty);
    let struct_params: Vec<&GenericParam> = generics
        .params
        .iter()
        .filter(|p| {
            names::generic_param(p).is_some_and(|n| {
                let n = n.to_string();
                in_fields.contains(&n) || !in_input.contains(&n)
            })
        })
        .collect();
    let struct_names: HashSet<String> = struct_params
        .iter()
        .filter_map(|p| names::generic_param(p))
        .map(|i| i.to_string())
        .collect();
    let phantom: Vec<TokenStream> = struct_params
        .iter()
        .filter_map(|p| match p {
            GenericParam::Type(t) if !in_fields.contains(&t.ident.to_string()) => {
                let i = &t.ident;
                Some(quote!(#i))
            }
            GenericParam::Const(c) if !in_fields.contains(&c.ident.to_string()) => {
                let i = &c.ident;
                Some(quote!([(); #i]))
            }
            _ => None,
        })
        .collect();
    let struct_where: Vec<&WherePredicate> = generics
        .where_clause
        .iter()
        .flat_map(|w| w.predicates.iter())
        .filter(|pred| {
            names::mentioned(pred).iter().all(|n| {
                struct_names.contains(n)
                    || !generics
                        .params
                        .iter()
                        .any(|p| names::generic_param(p).is_some_and(|i| i == n))
            })
        })
        .collect();
    let struct_args: Vec<&Ident> = struct_params.iter().filter_map(|p| names::generic_param(p)).collect();
    let all_params: Vec<&GenericParam> = generics.params.iter().collect();
    let fn_where: Vec<&WherePredicate> = generics.where_clause.iter().flat_map(|w| w.predicates.iter()).collect();
    let names: Vec<&Ident> = fields.iter().map(|p| &p.name).collect();
    let diff: Vec<&Ident> = fields.iter().filter(|p| p.is_diff()).map(|p| &p.name).collect();
    let diff_types: Vec<&Type> = fields.iter().filter(|p| p.is_diff()).map(|p| &p.ty).collect();
    let grad_names: Vec<TokenStream> = fields
        .iter()
        .enumerate()
        .map(|(k, p)| {
            if p.is_diff() {
                names::grad(k + 1).into_token_stream()
            } else {
                quote!(_)
            }
        })
        .collect();
    let returned: Vec<Ident> = fields
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_diff())
        .map(|(k, _)| names::grad(k + 1))
        .collect();

    // The parameters' scalar: the function's own when the struct has it among its generics.
    let scalar = ScalarParam::new(generics, &ctx.scalar, |t| struct_names.contains(&names::text(t)));
    let (declare, scalar_bound) = (scalar.declare(), scalar.bound(krate));
    let vjp_scalar = ScalarParam::new(generics, &ctx.scalar, |_| true);
    let (vjp_declare, vjp_scalar_bound) = (vjp_scalar.declare(), vjp_scalar.bound(krate));
    // The head of the impls every layer has (`Vjp`, `Forward`, `Trace`, `TraceForward`).
    let layer_impl = LayerImpl {
        krate,
        generics: quote!(<#vjp_declare #(#all_params),*>),
        self_ty: quote!(#layer_name<#(#struct_args),*>),
        scalar: quote!(#vjp_scalar),
        input: quote!(#input_ty),
        output: quote!(#out),
    };
    let vjp_distinct = crate::record::distinct([input_ty, out].into_iter().chain(diff_types.iter().copied()))
        .into_iter()
        .filter(|ty| vjp_scalar.needs_bound(ty))
        .collect::<Vec<_>>();
    let statics = crate::record::statics(generics);
    let fn_name_str = fn_name.to_string();
    let phantom_field = (!phantom.is_empty()).then(|| {
        quote! {
            #[doc(hidden)]
            pub #phantom_name: ::core::marker::PhantomData<fn() -> (#(#phantom,)*)>,
        }
    });
    let phantom_init = (!phantom.is_empty()).then(|| quote!(#phantom_name: ::core::marker::PhantomData,));
    let up = ctx.up.to_string().replace(' ', "");
    let listed = |kinds: &[ParamKind]| -> String {
        let names: Vec<String> = fields
            .iter()
            .filter(|p| kinds.contains(&p.kind))
            .map(|p| format!("`{}`", p.name.unraw()))
            .collect();
        names.join(", ")
    };
    let params_doc = match listed(&[ParamKind::Diff]) {
        none if none.is_empty() => "it has no parameters".to_string(),
        some => format!("its parameters are {some}, and its gradient is a `Layer` holding theirs"),
    };
    let config_doc = match listed(&[ParamKind::NoGradRef, ParamKind::Config]) {
        none if none.is_empty() => String::new(),
        some => format!(" ({some} not differentiated)"),
    };
    let input_name = input.name.unraw();
    let doc = format!(
        "[`{fn_name}()`](fn@{up}::{fn_name}) as a witness: its first argument `{input_name}` is the input, the others are its fields{config_doc}; {params_doc}."
    );
    let new_doc = "The witness holding these arguments.";

    // A witness with nothing to hold is a unit struct, usable as a value (`Transpose`).
    let unit = names.is_empty() && phantom.is_empty() && struct_params.is_empty();
    let definition = if unit {
        quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, Default, PartialEq)]
            pub struct #layer_name;
        }
    } else {
        quote! {
            #[doc = #doc]
            pub struct #layer_name<#(#struct_params),*> where #(#struct_where,)* {
                #(pub #names: #field_types,)*
                #phantom_field
            }
        }
    };
    let construct = if unit {
        quote!(#layer_name)
    } else {
        quote!(#layer_name { #(#names,)* #phantom_init })
    };
    // Written out rather than derived: no `Clone`/`Debug`/`PartialEq` bounds on the generic
    // parameters, and a few lines where a derive expands to dozens.
    let clone_debug = (!unit).then(|| {
        let other = names::local("other");
        let debug_name = format!("{fn_name}::Layer");
        let name_strs = names.iter().map(|n| n.unraw().to_string());
        quote! {
            impl<#(#struct_params),*> ::core::clone::Clone for #layer_name<#(#struct_args),*> where #(#struct_where,)* {
                fn clone(&self) -> Self {
                    Self::new(#(self.#names.clone()),*)
                }
            }

            // Gradients are layers: they compare field by field (where every field compares;
            // the bound is higher-ranked so that a field that does not is no error).
            impl<#(#struct_params),*> ::core::cmp::PartialEq for #layer_name<#(#struct_args),*> where #(#struct_where,)* #(for<#lifetime> #field_types: ::core::cmp::PartialEq,)* {
                fn eq(&self, #other: &Self) -> bool {
                    true #(&& self.#names == #other.#names)*
                }
            }

            impl<#(#struct_params),*> ::core::fmt::Debug for #layer_name<#(#struct_args),*> where #(#struct_where,)* {
                fn fmt(&self, #f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    #f.debug_struct(#debug_name) #(.field(#name_strs, &self.#names))* .finish()
                }
            }
        }
    });
    let trace_impl = traced.then(|| {
        let hlo = quote!(#krate::hlo);
        let (graph, params, layer_arg) = (names::local("graph"), names::local("params"), names::local("layer"));
        let trace_name = &ctx.trace;
        let mut binds = Vec::new();
        let mut forward_args = Vec::new();
        let mut back_args = Vec::new();
        let mut accumulate = Vec::new();
        let mut back_config = Vec::new();
        let layers = crate::trace::layers(sig);
        for (k, p) in fields.iter().enumerate() {
            let name = &p.name;
            let label = name.unraw().to_string();
            let (slot, value) = (names::local(&format!("slot{k}")), names::local(&format!("field{k}")));
            match p.kind {
                // A layer (a struct layer, a list of them): its tensors bound under the field,
                // its gradient (a mirror) accumulated into them.
                ParamKind::Diff if layers.contains(&names::text(name)) => {
                    binds.push(quote! {
                        let #slot = #params.position();
                        let #value = #hlo::Bind::bind_field(&self.#name, #graph, #params, #label)?;
                    });
                    accumulate.push({
                        let g = names::grad(k + 1);
                        quote!(#hlo::TracedParams::accumulate(&#g, #graph, #params, #slot)?;)
                    });
                    forward_args.push(quote!(&#value));
                    back_args.push(quote!(&#value));
                }
                ParamKind::Diff => {
                    binds.push(quote!(let (#slot, #value) = #params.bind(#graph, #label, &self.#name, true)?;));
                    accumulate.push({
                        let g = names::grad(k + 1);
                        quote!(#params.accumulate(#graph, #slot, #g.value())?;)
                    });
                    forward_args.push(quote!(&#value));
                    back_args.push(quote!(&#value));
                }
                ParamKind::NoGradRef => {
                    let ty = &p.ty;
                    binds.push(quote!(let (_, #value) = #params.bind(#graph, #label, ::core::borrow::Borrow::<#ty>::borrow(&self.#name), false)?;));
                    forward_args.push(quote!(&#value));
                    back_args.push(quote!(&#value));
                }
                ParamKind::Config => {
                    forward_args.push(quote!(&self.#name));
                    back_args.push(quote!(#name));
                    back_config.push(name);
                }
            }
        }
        // A tensor held without a gradient (labels, a mask) is a graph input when its type has
        // a place in a graph; a layer holding one that has none is not traced. (The bound
        // is higher-ranked so that one that fails is no error: the impl just does not apply.)
        let no_grad_types: Vec<&Type> = fields.iter().filter(|p| p.kind == ParamKind::NoGradRef).map(|p| &p.ty).collect();
        let unpack = (!back_config.is_empty()).then(|| quote!(let Self { #(#back_config,)* .. } = #layer_arg;));
        let layer_binding = if back_config.is_empty() { quote!(_) } else { quote!(#layer_arg) };
        layer_impl.trace(
            &quote! {
                #vjp_scalar_bound
                #(#fn_where,)*
                #(#vjp_distinct: #krate::Differentiable<#vjp_scalar>,)*
                #(for<#lifetime> #no_grad_types: #hlo::ToArray,)*
                #statics
            },
            &quote! {
                #(#binds)*
                let (#y, #pullback) = #trace_name(#graph, &#x, #(#forward_args),*)?;
                ::core::result::Result::Ok((#y, ::std::boxed::Box::new(
                    move |#layer_binding: &Self, #graph: &mut #hlo::Graph, #params: &mut #hlo::Parameters, #dy: &#hlo::Traced<#out>| {
                        #unpack
                        let (#grad_input, #(#grad_names,)*) = #pullback(#graph, &#x, #(#back_args,)* &#y, #dy)?;
                        #(#accumulate)*
                        ::core::result::Result::Ok(#grad_input)
                    },
                )))
            },
        )
    });
    // The gradient: a `Layer` holding the parameters' gradients (configuration cloned), as a
    // struct layer's is; `()` for a witness without parameters.
    let held: Vec<&Ident> = fields.iter().filter(|p| !p.is_diff()).map(|p| &p.name).collect();
    let gradient = if diff.is_empty() {
        quote!(())
    } else {
        quote!(Self { #(#diff: #returned,)* #(#held: ::core::clone::Clone::clone(#held),)* #phantom_init })
    };
    let params_impls = if diff.is_empty() {
        // Written as empty bodies (`()` is one, which clippy prefers).
        quote! {
            impl<#declare #(#struct_params),*> #krate::Params<#scalar> for #layer_name<#(#struct_args),*>
            where
                #scalar_bound
                #(#struct_where,)*
            {
                type Grads = ();
                fn visit_params<#lifetime>(&#lifetime self, _: &mut dyn FnMut(&#lifetime [#scalar])) {}
                fn visit_params_mut<#lifetime>(&#lifetime mut self, _: &mut dyn FnMut(&#lifetime mut [#scalar])) {}
                fn zero_grads(&self) -> Self::Grads {}
                fn visit_named_params<#lifetime>(&#lifetime self, _: &mut dyn FnMut(&str, &#lifetime [#scalar])) {}
            }
        }
    } else {
        // A traced layer gets a mirror, with which it nests in an exported struct layer, where
        // it is traced over the mirror (unless it holds a tensor without a gradient: that is
        // bound where it is traced, as `hlo::Trace` does).
        let bindable = fields.iter().all(|p| p.kind != ParamKind::NoGradRef);
        let trace_forward = if traced && bindable && vjp_scalar.fresh().is_none() {
            let (graph, mirror) = (names::local("graph"), names::local("mirror"));
            let mirror_ty = quote::format_ident!("{}Traced", layer_name);
            let trace_name = &ctx.trace;
            let layers = crate::trace::layers(sig);
            let bounds = fields
                .iter()
                .filter_map(|p| crate::trace::mirror_bound(krate, p, &layers, generics));
            layer_impl.trace_forward(
                &quote! {
                    #vjp_scalar_bound
                    #(#fn_where,)*
                    #(#vjp_distinct: #krate::Differentiable<#vjp_scalar>,)*
                    #(#bounds,)*
                    #statics
                },
                &mirror,
                &quote! {
                    let (#y, #pullback) = #trace_name(#graph, #x, #(&#mirror.#names),*)?;
                    ::core::result::Result::Ok((#y, ::std::boxed::Box::new(move |#graph, #mirror: &Self::Traced, #x, #y, #dy| {
                        let (#grad_input, #(#grad_names,)*) = #pullback(#graph, #x, #(&#mirror.#names,)* #y, #dy)?;
                        let #mirror = #mirror_ty {
                            #(#diff: #returned,)*
                            #(#held: ::core::clone::Clone::clone(&#mirror.#held),)*
                            #phantom_init
                        };
                        ::core::result::Result::Ok((#mirror, #grad_input))
                    })))
                },
            )
        } else {
            TokenStream::new()
        };
        let field_defs = fields.iter().map(|p| {
            let (name, ty) = (&p.name, field_type(p));
            quote!(pub #name: #ty,)
        });
        let input: syn::DeriveInput = match syn::parse2(quote! {
            pub struct #layer_name<#(#struct_params),*> where #(#struct_where,)* {
                #(#field_defs)*
                #phantom_field
            }
        }) {
            Ok(input) => input,
            Err(e) => return e.to_compile_error(),
        };
        let syn::Data::Struct(data) = &input.data else {
            return TokenStream::new();
        };
        let kinds = fields.iter().map(|p| p.is_diff()).chain(std::iter::repeat(false));
        let roles: Vec<(&syn::Field, Role)> = data
            .fields
            .iter()
            .zip(kinds)
            .map(|(f, diff)| (f, if diff { Role::Parameter } else { Role::Config }))
            .collect();
        crate::params::impls(&input, &roles, &scalar, krate, traced.then_some(trace_forward))
    };
    let vjp_bounds = quote! {
        #vjp_scalar_bound
        #(#fn_where,)*
        #(#vjp_distinct: #krate::Differentiable<#vjp_scalar>,)*
        #statics
    };
    let forward_impl = layer_impl.forward(
        &vjp_bounds,
        &quote!(<Self as #krate::Params<#vjp_scalar>>::Grads),
        &quote! {
            let (#y, #pullback) = #vjp_name(#x, #(&self.#names),*)?;
            ::core::result::Result::Ok((#y, ::std::boxed::Box::new(move |Self { #(#names,)* .. }: &Self, #x: &#input_ty, #y: &#out, #dy: &#out| {
                let (#grad_input, #(#grad_names,)*) = #pullback(#x, #(#names,)* #y, #dy)?;
                ::core::result::Result::Ok((#gradient, #grad_input))
            })))
        },
    );
    let vjp_impl = layer_impl.vjp(&vjp_bounds);
    quote! {
        #definition

        #clone_debug

        #trace_impl

        impl<#(#struct_params),*> #layer_name<#(#struct_args),*> where #(#struct_where,)* {
            #[doc = #new_doc]
            pub fn new(#(#names: #field_types),*) -> Self {
                #construct
            }
        }

        #params_impls

        #forward_impl

        #vjp_impl

        impl<#(#struct_params),*> #krate::macro_support::Node for #layer_name<#(#struct_args),*> where #(#struct_where,)* {
            const NAME: &'static str = #fn_name_str;
        }
    }
}

//! The witness type `f::Layer` that `#[vjp]` emits when `f`'s first argument is a
//! differentiable tensor: the first argument is the layer's input, the others its fields
//! (the differentiable ones its parameters), so the function plugs into the combinators.

use crate::context::Context;
use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use std::collections::HashSet;
use syn::{GenericParam, Ident, Type, WherePredicate};

fn param_name(p: &GenericParam) -> Option<&Ident> {
    match p {
        GenericParam::Type(t) => Some(&t.ident),
        GenericParam::Const(c) => Some(&c.ident),
        GenericParam::Lifetime(_) => None,
    }
}

/// The type a field holds for an argument: the owned form of a `#[no_grad]` reference.
pub fn field_type(param: &crate::signature::Param) -> TokenStream {
    let ty = &param.ty;
    match param.kind {
        ParamKind::NoGradRef => quote!(<#ty as ::std::borrow::ToOwned>::Owned),
        ParamKind::Diff | ParamKind::Config => quote!(#ty),
    }
}

/// `f::Layer` and its `Params` and `Vjp` implementations, or nothing when the first argument
/// is not a differentiable tensor.
pub fn layer(sig: &Signature, ctx: &Context) -> TokenStream {
    let krate = &ctx.krate;
    let (layer_name, vjp_name, record_name) = (&ctx.layer, &ctx.vjp, &ctx.record);
    let (scalar, lifetime, phantom_name) = (&ctx.scalar, &ctx.lifetime, &ctx.phantom);
    let (x, y, pullback, saved, dy) = (
        names::local("x"),
        names::local("y"),
        names::local("pullback"),
        names::local("saved"),
        names::local("dy"),
    );
    let (grad_input, input_node, param_nodes, tape) = (
        names::local("grad_input"),
        names::local("input"),
        names::local("params"),
        names::local("tape"),
    );
    let f = names::local("f");
    let layer_var = names::local("layer");
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
            param_name(p).is_some_and(|n| {
                let n = n.to_string();
                in_fields.contains(&n) || !in_input.contains(&n)
            })
        })
        .collect();
    let struct_names: HashSet<String> = struct_params
        .iter()
        .filter_map(|p| param_name(p))
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
                struct_names.contains(n) || !generics.params.iter().any(|p| param_name(p).is_some_and(|i| i == n))
            })
        })
        .collect();
    let struct_args: Vec<&Ident> = struct_params.iter().filter_map(|p| param_name(p)).collect();
    let all_params = generics.params.iter();
    let all_params_lower = generics.params.iter();
    let generic_args: Vec<&Ident> = generics.params.iter().filter_map(param_name).collect();
    let record_args: Vec<TokenStream> = fields
        .iter()
        .map(|p| {
            let name = &p.name;
            match p.kind {
                ParamKind::Diff => quote!(#name),
                ParamKind::NoGradRef => quote!(&self.#name),
                ParamKind::Config => quote!(::core::clone::Clone::clone(&self.#name)),
            }
        })
        .collect();
    let fn_where: Vec<&WherePredicate> = generics.where_clause.iter().flat_map(|w| w.predicates.iter()).collect();
    let statics: Vec<&Ident> = generics
        .params
        .iter()
        .filter_map(|p| match p {
            GenericParam::Type(t) => Some(&t.ident),
            _ => None,
        })
        .collect();

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

    // `()` is written as an empty body, which clippy prefers.
    let zero_grads = (!diff.is_empty()).then(|| quote!((#(#krate::Differentiable::zeros_like(&self.#diff),)*)));
    let phantom_field = (!phantom.is_empty()).then(|| {
        quote! {
            #[doc(hidden)]
            pub #phantom_name: ::core::marker::PhantomData<fn() -> (#(#phantom,)*)>,
        }
    });
    let phantom_init = (!phantom.is_empty()).then(|| quote!(#phantom_name: ::core::marker::PhantomData,));
    let up = ctx.up.to_string().replace(' ', "");
    let doc = format!(
        "[`{fn_name}()`](fn@{up}::{fn_name}) as a witness: its first argument is the input, the others are these fields; the differentiable ones are the parameters, and their gradients come in a tuple, in order."
    );
    let field_docs = fields.iter().map(|p| match p.kind {
        ParamKind::Diff => format!("The parameter `{}`.", p.name),
        ParamKind::NoGradRef | ParamKind::Config => {
            format!("The argument `{}` (not differentiated).", p.name)
        }
    });
    let new_doc = "The witness holding these arguments.";

    // A witness with nothing to hold is a unit struct, usable as a value (`Transpose`).
    let unit = names.is_empty() && phantom.is_empty() && struct_params.is_empty();
    let definition = if unit {
        quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct #layer_name;
        }
    } else {
        quote! {
            #[doc = #doc]
            #[derive(Clone, Debug)]
            pub struct #layer_name<#(#struct_params),*> where #(#struct_where,)* {
                #(
                    #[doc = #field_docs]
                    pub #names: #field_types,
                )*
                #phantom_field
            }
        }
    };
    let construct = if unit {
        quote!(#layer_name)
    } else {
        quote!(#layer_name { #(#names,)* #phantom_init })
    };
    quote! {
        #definition

        impl<#(#struct_params),*> #layer_name<#(#struct_args),*> where #(#struct_where,)* {
            #[doc = #new_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn new(#(#names: #field_types),*) -> Self {
                #construct
            }
        }

        impl<#scalar: #krate::Scalar, #(#struct_params),*> #krate::Params<#scalar> for #layer_name<#(#struct_args),*>
        where
            #(#struct_where,)*
            #(#diff_types: #krate::Differentiable<#scalar>,)*
        {
            type Grads = (#(#diff_types,)*);
            fn visit_params<#lifetime>(&#lifetime self, #f: &mut dyn FnMut(&#lifetime [#scalar])) {
                #(#krate::Differentiable::visit(&self.#diff, #f);)*
            }
            fn visit_params_mut(&mut self, #f: &mut dyn FnMut(&mut [#scalar])) {
                #(#krate::Differentiable::visit_mut(&mut self.#diff, #f);)*
            }
            fn zero_grads(&self) -> Self::Grads {
                #zero_grads
            }
        }

        impl<#scalar: #krate::Scalar, #(#all_params),*> #krate::Vjp<#scalar, #input_ty> for #layer_name<#(#struct_args),*>
        where
            #(#fn_where,)*
            #input_ty: #krate::Differentiable<#scalar>,
            #out: #krate::Differentiable<#scalar>,
            #(#diff_types: #krate::Differentiable<#scalar>,)*
            #(#statics: 'static,)*
        {
            type Output = #out;
            type Saved = #krate::macro_support::Saved<Self, #input_ty, #out, <Self as #krate::Params<#scalar>>::Grads>;
            fn forward(&self, #x: #input_ty) -> #krate::Result<(#out, Self::Saved)> {
                let (#y, #pullback) = #vjp_name(&#x, #(&self.#names),*)?;
                #krate::macro_support::saved::<Self, _, _, _>(#x, #y, move |#layer_var, #x, #y, #dy| {
                    let (#grad_input, #(#grad_names,)*) = #pullback(#x, #(&#layer_var.#names,)* #y, #dy)?;
                    ::core::result::Result::Ok((#grad_input, (#(#returned,)*)))
                })
            }
            fn backward(&self, #saved: &Self::Saved, #dy: &#out) -> #krate::Result<(#input_ty, Self::Grads)> {
                #saved.backward(self, #dy)
            }
        }

        impl<#scalar: #krate::Scalar, #(#all_params_lower),*> #krate::tape::Lower<#scalar, #input_ty> for #layer_name<#(#struct_args),*>
        where
            #(#fn_where,)*
            #input_ty: #krate::macro_support::TapeInput<#scalar>,
            #out: #krate::macro_support::TapeInput<#scalar>,
            #(#diff_types: #krate::Differentiable<#scalar> + #krate::macro_support::TapeValue<#scalar>,)*
            #(#statics: 'static,)*
        {
            fn lower(
                &self,
                #tape: &mut #krate::tape::Tape<#scalar>,
                #input_node: #krate::tape::NodeId,
                #param_nodes: &mut #krate::tape::ParamNodes,
            ) -> ::core::result::Result<#krate::tape::NodeId, #krate::tape::TapeError> {
                #(let #diff = #param_nodes.leaf(#tape, &self.#diff);)*
                #record_name::<#scalar, #(#generic_args),*>(#tape, #input_node, #(#record_args),*)
            }
        }
    }
}

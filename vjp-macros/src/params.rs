//! `#[derive(Params)]`: a layer written as a struct of parameter tensors, nested layers and
//! lists of layers (`Vec`s, arrays), beside configuration fields, gets `Differentiable` and
//! `Params` with `Grads = Self`: its gradient is the same struct, addressed by field
//! (`grads.blocks[3].w1`), and `visit_named_params` gives each parameter's path (`blocks.3.w1`).
//!
//! A field is configuration (cloned into the gradient, never visited) when it is marked
//! `#[config]`, or when its type is the struct's scalar `T`, a primitive number, `bool`,
//! `char` or `String`. A field marked `#[no_grad]` is a tensor the layer holds but does not
//! train (a mask, ids): configuration to the layer's gradient, and a graph input (not trained)
//! when the layer is exported. Every other field is a parameter: a value that is itself
//! `Differentiable` (a tensor, a derived layer, a `Vec` or an array of them).

use crate::diagnostics::combine;
use crate::diagnostics::error;
use crate::role::{Role, role};
use crate::scalar::{self, ScalarParam};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Field, Fields, Ident, Path};

/// The expansion of `#[derive(Params)]` on `input`, the support crate at `krate`.
pub fn derive(input: &DeriveInput, krate: &Path) -> syn::Result<TokenStream> {
    let mut errors = Vec::new();
    let Data::Struct(data) = &input.data else {
        return Err(error(
            input.ident.span(),
            "#[derive(Params)] goes on a struct whose fields are its parameters and configuration",
        ));
    };
    let Fields::Named(fields) = &data.fields else {
        return Err(error(
            data.fields.span(),
            "#[derive(Params)] needs named fields: a parameter's path is its field's name",
        ));
    };
    let Some(t) = scalar::own(&input.generics).cloned() else {
        return Err(error(
            input.ident.span(),
            "#[derive(Params)] needs the struct to be generic over its scalar, bounded by `Scalar` (`struct Block<T: Scalar>`), so one layer trains in f32 and is checked in f64",
        ));
    };
    for field in &fields.named {
        for attr in field
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("config") || a.path().is_ident("no_grad"))
        {
            if !matches!(attr.meta, syn::Meta::Path(_)) {
                let name = attr.path().to_token_stream();
                errors.push(error(attr.span(), format!("`#[{name}]` takes no arguments")));
            }
        }
    }
    if let Some(e) = combine(errors) {
        return Err(e);
    }
    let roles: Vec<(&Field, Role)> = fields.named.iter().map(|f| (f, role(f, &t))).collect();
    let scalar = ScalarParam::new(&input.generics, &t, |_| true);
    let impls = impls(input, &roles, &scalar, krate, Some(TokenStream::new()));
    // With a derived `forward`, the layer is recorded on a tape as one node of its name.
    let name = &input.ident;
    let node = name.to_string();
    let (impl_generics, type_generics, where_clause) = input.generics.split_for_impl();
    Ok(quote! {
        #impls

        #[automatically_derived]
        impl #impl_generics #krate::macro_support::Node for #name #type_generics #where_clause {
            const NAME: &'static str = #node;
        }
    })
}

/// The impls a struct layer gets (a `#[derive(Params)]` struct, and a generated `f::Layer`
/// with parameters): `Differentiable` and `Params` with `Grads = Self`, the derived pullback's
/// `Gradient`, its tape values, and, with `in_mirror`, its mirror (those tokens inside the
/// mirror's block, where the mirror is named `{Name}Traced`). `fields` are the struct's named
/// fields with their roles; `scalar` is the struct's own scalar, or a fresh one (a layer over
/// concrete `f64` tensors), declared on every impl and bounded where a field needs it.
pub fn impls(
    input: &DeriveInput,
    fields: &[(&Field, Role)],
    scalar: &ScalarParam,
    krate: &Path,
    in_mirror: Option<TokenStream>,
) -> TokenStream {
    let name = &input.ident;
    let t = scalar;
    let mut impl_generics = input.generics.clone();
    if let Some(fresh) = scalar.fresh() {
        impl_generics
            .params
            .insert(0, syn::parse_quote!(#fresh: #krate::Scalar));
    }
    let (impl_generics, _, _) = impl_generics.split_for_impl();
    let (_, type_generics, where_clause) = input.generics.split_for_impl();
    let differentiable = quote!(#krate::Differentiable<#t>);
    let call = quote!(#krate::Differentiable::<#t>);
    let generic_types: Vec<String> = crate::names::type_params(&input.generics)
        .into_iter()
        .filter(|g| *g != t.ident())
        .map(crate::names::text)
        .collect();
    let mut predicates: Vec<TokenStream> = where_clause
        .map(|w| w.predicates.iter().map(|p| quote!(#p)).collect())
        .unwrap_or_default();
    let (mut visit, mut visit_mut, mut zeros, mut add, mut named) = (vec![], vec![], vec![], vec![], vec![]);
    let mut like = vec![];
    let (mut placeholders, mut fills, mut empties) = (vec![], vec![], vec![]);
    let (mut tape_values, mut tape_bounds) = (vec![], vec![]);
    let (mut field_adds, mut field_sets) = (vec![], vec![]);
    for (field, role) in fields {
        let Some(ident) = &field.ident else { continue };
        let ty = &field.ty;
        let path = ident.unraw().to_string();
        match role {
            Role::Parameter => {
                // A field whose type involves a generic parameter other than the scalar (or
                // any field, over a fresh scalar) needs its bound; any other is checked where
                // it is visited, so a field that is not differentiable is reported at the field,
                // not where the struct is used.
                let mentioned = crate::names::mentioned(ty);
                if generic_types.iter().any(|g| mentioned.contains(g)) || scalar.fresh().is_some() {
                    predicates.push(quote_spanned!(ty.span()=> #ty: #differentiable));
                }
                // The scalar and the trait spanned at the field: an error is reported there.
                let scalar = Ident::new(&crate::names::text(t.ident()), ty.span());
                let call = quote_spanned!(ty.span()=> #krate::Differentiable::<#scalar>);
                visit.push(quote_spanned!(ty.span()=> #call::visit(&self.#ident, f);));
                visit_mut.push(quote_spanned!(ty.span()=> #call::visit_mut(&mut self.#ident, f);));
                zeros.push(quote_spanned!(ty.span()=> #ident: #call::zeros_like(&self.#ident)));
                placeholders.push(quote_spanned!(ty.span()=> #ident: #call::placeholder_like(&self.#ident)));
                fills.push(quote_spanned!(ty.span()=> #call::fill_placeholders(&mut self.#ident);));
                empties.push(quote_spanned!(ty.span()=> #call::is_placeholder(&self.#ident)));
                add.push(quote_spanned!(ty.span()=> #call::add_assign(&mut self.#ident, &other.#ident)?;));
                like.push(quote_spanned!(ty.span()=> #call::check_like(&self.#ident, &other.#ident)?;));
                named.push(quote_spanned!(ty.span()=> #call::visit_named(&self.#ident, &#krate::value::join_path(path, #path), f);));
                field_adds.push(quote!(#krate::macro_support::add_gradient(&mut self.#ident, ::core::option::Option::Some(gradient.#ident))?;));
                field_sets.push(quote!(#krate::macro_support::set_gradient(&mut self.#ident, ::core::option::Option::Some(gradient.#ident))?;));
                tape_values.push(quote!(#krate::macro_support::TapeValues::<#t>::to_dyn(self.#ident)));
                tape_bounds.push(quote!(#ty: #krate::macro_support::TapeValues<#t>));
            }
            Role::Config | Role::Constant => {
                zeros.push(quote!(#ident: ::core::clone::Clone::clone(&self.#ident)));
                placeholders.push(quote!(#ident: ::core::clone::Clone::clone(&self.#ident)));
            }
        }
    }
    // A struct of configuration only uses neither argument.
    let (silence_other, silence_named) = if visit.is_empty() {
        (quote!(let _ = other;), quote!(let _ = (path, f);))
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    // A struct of configuration only is never a placeholder (nothing to move in).
    let is_placeholder = if empties.is_empty() {
        quote!(false)
    } else {
        quote!(#(#empties)&&*)
    };
    // `Differentiable` asks for `Clone` and `Debug`. Over the scalar alone the derives give them
    // unconditionally, so the impl states no such bound and a struct without them is reported
    // at its derive (one error per missing derive, with the derive to add) rather than at every
    // use; with other generic parameters, whose derives add bounds of their own, the impl holds
    // where they do.
    let derived_bounds = if generic_types.is_empty() {
        quote!(Self: ::core::marker::Send + ::core::marker::Sync)
    } else {
        quote!(Self: ::core::clone::Clone + ::core::fmt::Debug + ::core::marker::Send + ::core::marker::Sync)
    };
    let count = tape_values.len();
    let mirror = in_mirror.map(|tokens| crate::mirror::mirror(input, fields, krate, tokens));
    let gradient_impls = gradient_impls(name, &input.generics, scalar, krate, &field_adds, &field_sets);
    let doc_params =
        format!("`{name}`'s parameters are its fields, and their gradient is a `{name}` (`#[derive(Params)]`).");
    quote! {
        #[automatically_derived]
        impl #impl_generics #differentiable for #name #type_generics where #(#predicates,)* #derived_bounds {
            fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a [#t])) {
                #(#visit)*
            }
            fn visit_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [#t])) {
                #(#visit_mut)*
            }
            fn zeros_like(&self) -> Self {
                #name { #(#zeros,)* }
            }
            fn placeholder_like(&self) -> Self {
                #name { #(#placeholders,)* }
            }
            fn fill_placeholders(&mut self) {
                #(#fills)*
            }
            fn is_placeholder(&self) -> bool {
                #is_placeholder
            }
            fn add_assign(&mut self, other: &Self) -> #krate::Result<()> {
                #(#add)*
                #silence_other
                ::core::result::Result::Ok(())
            }
            fn check_like(&self, other: &Self) -> #krate::Result<()> {
                #(#like)*
                #silence_other
                ::core::result::Result::Ok(())
            }
            fn visit_named<'a>(&'a self, path: &str, f: &mut dyn FnMut(&str, &'a [#t])) {
                #(#named)*
                #silence_named
            }
        }

        #gradient_impls

        #[doc = #doc_params]
        #[automatically_derived]
        impl #impl_generics #krate::Params<#t> for #name #type_generics where Self: #differentiable {
            type Grads = Self;
            fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [#t])) {
                #call::visit(self, f)
            }
            fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [#t])) {
                #call::visit_mut(self, f)
            }
            fn zero_grads(&self) -> Self {
                #call::zeros_like(self)
            }
            fn visit_named_params<'a>(&'a self, f: &mut dyn FnMut(&str, &'a [#t])) {
                #call::visit_named(self, "", f)
            }
        }

        /// Recorded on a tape, the gradient is its tensors, in order.
        #[automatically_derived]
        impl #impl_generics #krate::macro_support::TapeValues<#t> for #name #type_generics where #(#predicates,)* #(#tape_bounds,)* {
            fn to_dyn(self) -> ::std::vec::Vec<#krate::tape::DynTensor<#t>> {
                let fields: [::std::vec::Vec<#krate::tape::DynTensor<#t>>; #count] = [#(#tape_values),*];
                fields.into_iter().flatten().collect()
            }
        }

        #mirror
    }
}

/// `#[derive(Params)]` from tokens: the impls, or the errors.
pub fn expand(input: TokenStream) -> TokenStream {
    let input: DeriveInput = match syn::parse2(input) {
        Ok(input) => input,
        Err(e) => return e.to_compile_error(),
    };
    let krate = match crate::krate::find(input.ident.span()) {
        Ok(krate) => krate,
        Err(e) => return e.to_compile_error(),
    };
    derive(&input, &krate).unwrap_or_else(|e| e.to_compile_error())
}

/// `Gradient` and `AddGradient` for the struct: the slot of its gradient in a derived pullback,
/// and the add (or move) of a field's cotangent into it. Over the struct's scalar parameter,
/// the whole struct is added (`add_or_move`). Over a fresh one (a struct of concrete `f64`
/// tensors), these traits, which do not name the scalar, would leave it unconstrained
/// (E0207); the add goes field by field instead, each field's own impl knowing its scalar.
fn gradient_impls(
    name: &Ident,
    generics: &syn::Generics,
    scalar: &ScalarParam,
    krate: &Path,
    field_adds: &[TokenStream],
    field_sets: &[TokenStream],
) -> TokenStream {
    let t = scalar;
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let slot = quote!(::core::option::Option<Self>);
    let gradient = quote! {
        /// A gradient in a derived pullback: the struct, or none yet.
        #[automatically_derived]
        impl #impl_generics #krate::macro_support::Gradient for #name #type_generics #where_clause {
            type Slot = #slot;
            fn present(self) -> #slot {
                ::core::option::Option::Some(self)
            }
            fn absent() -> #slot {
                ::core::option::Option::None
            }
        }
    };
    let add = if scalar.fresh().is_some() {
        quote! {
            #[automatically_derived]
            impl #impl_generics #krate::macro_support::AddGradient<#slot> for #name #type_generics #where_clause {
                fn add_gradient(&mut self, slot: #slot) -> #krate::Result<()> {
                    let ::core::option::Option::Some(gradient) = slot else { return ::core::result::Result::Ok(()) };
                    #(#field_adds)*
                    let _ = gradient;
                    ::core::result::Result::Ok(())
                }
                fn set_gradient(&mut self, slot: #slot) -> #krate::Result<()> {
                    let ::core::option::Option::Some(gradient) = slot else { return ::core::result::Result::Ok(()) };
                    #(#field_sets)*
                    let _ = gradient;
                    ::core::result::Result::Ok(())
                }
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            impl #impl_generics #krate::macro_support::AddGradient<#slot> for #name #type_generics where Self: #krate::Differentiable<#t> {
                fn add_gradient(&mut self, slot: #slot) -> #krate::Result<()> {
                    #krate::macro_support::add_or_move::<#t, Self>(self, slot)
                }
                fn set_gradient(&mut self, slot: #slot) -> #krate::Result<()> {
                    #krate::macro_support::move_into::<#t, Self>(self, slot)
                }
            }
        }
    };
    quote!(#gradient #add)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expanded(tokens: TokenStream) -> String {
        let input: DeriveInput = syn::parse2(tokens).unwrap();
        let file: syn::File = syn::parse2(derive(&input, &syn::parse_quote!(::vjp)).unwrap()).unwrap();
        prettyplease::unparse(&file)
    }

    #[test]
    fn fields_are_parameters_or_configuration() {
        let input: DeriveInput = syn::parse_quote! {
            struct Block<T: Scalar> { w: Matrix<T, usize, usize>, eps: T, heads: usize, #[config] kind: GeluKind, inner: Vec<Mlp<T>> }
        };
        let Data::Struct(data) = &input.data else { panic!() };
        let t: Ident = syn::parse_quote!(T);
        let roles: Vec<Role> = data.fields.iter().map(|f| role(f, &t)).collect();
        assert_eq!(
            roles,
            [
                Role::Parameter,
                Role::Config,
                Role::Config,
                Role::Config,
                Role::Parameter
            ]
        );
    }

    #[test]
    fn refusals_say_what_to_write() {
        let cases = [
            (
                quote!(
                    enum E<T: Scalar> {
                        A(T),
                    }
                ),
                "goes on a struct",
            ),
            (
                quote!(
                    struct S<T: Scalar>(Matrix<T, usize, usize>);
                ),
                "named fields",
            ),
            (
                quote!(
                    struct S {
                        w: Matrix<f64, usize, usize>,
                    }
                ),
                "generic over its scalar",
            ),
            (
                quote!(
                    struct S<T: Scalar> {
                        #[config(x)]
                        k: usize,
                    }
                ),
                "takes no arguments",
            ),
        ];
        for (tokens, expected) in cases {
            let input: DeriveInput = syn::parse2(tokens).unwrap();
            let err = derive(&input, &syn::parse_quote!(::vjp)).unwrap_err().to_string();
            assert!(err.contains(expected), "expected `{expected}` in: {err}");
        }
    }

    #[test]
    fn derived_layer_struct() {
        insta::assert_snapshot!(expanded(quote! {
            pub struct Block<T: Scalar> {
                gain: Vector<T, usize>,
                w1: Matrix<T, usize, usize>,
                mlp: Mlp<T>,
                eps: T,
                #[config]
                kind: GeluKind,
            }
        }));
    }
}

//! The mirror `#[derive(Params)]` writes beside a struct layer, so that the layer can be
//! exported: the same struct with each parameter field's tensors graph values
//! (`<Field as hlo::Bind>::Traced`) and configuration as it is; `hlo::Bind`/`BindLayer` for the
//! layer (its tensors bound as graph inputs named by their paths, in field order, the order
//! `visit` gives) and `hlo::TracedParams`/`Mirror` for the mirror (a traced gradient, field by
//! field).
//!
//! The mirror sits in an anonymous `const` block: nothing is added to the user's namespace,
//! and the mirror is named `<Layer as hlo::Bind>::Traced`. Each parameter field's `Bind` is a
//! higher-ranked bound, so a layer holding a field that cannot be bound (a value that is
//! `Differentiable` but not a tensor or a layer) derives `Params` as before and is only refused
//! where it is exported.

use crate::names;
use crate::role::Role;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{DeriveInput, Field, Path};

/// The mirror of `input` (whose named fields are `fields`, each with its role), and its impls,
/// with `in_block` beside them (where the mirror can be named).
pub fn mirror(input: &DeriveInput, fields: &[(&Field, Role)], krate: &Path, in_block: TokenStream) -> TokenStream {
    let hlo = quote!(#krate::hlo);
    let name = &input.ident;
    let mirror = format_ident!("{}Traced", name);
    let vis = &input.vis;
    let (impl_generics, type_generics, where_clause) = input.generics.split_for_impl();
    let (g, params, field_arg, f, other) = (
        names::local("graph"),
        names::local("params"),
        names::local("field"),
        names::local("f"),
        names::local("other"),
    );
    let mut predicates: Vec<TokenStream> = where_clause
        .map(|w| w.predicates.iter().map(|p| quote!(#p)).collect())
        .unwrap_or_default();
    let (mut members, mut binds, mut zeros, mut adds, mut visits, mut clones) =
        (vec![], vec![], vec![], vec![], vec![], vec![]);
    for (field, role) in fields {
        let Some(ident) = &field.ident else { continue };
        let ty = &field.ty;
        let path = ident.unraw().to_string();
        clones.push(quote!(#ident: ::core::clone::Clone::clone(&self.#ident)));
        match role {
            Role::Parameter => {
                predicates.push(quote_spanned!(ty.span()=> for<'bind> #ty: #hlo::Bind));
                members.push(quote!(pub #ident: <#ty as #hlo::Bind>::Traced));
                binds.push(quote!(#ident: #hlo::Bind::bind_field(&self.#ident, #g, #params, #path)?));
                zeros.push(quote!(#ident: #hlo::TracedParams::zeros(&self.#ident, #g)?));
                adds.push(quote!(#hlo::TracedParams::add(&mut self.#ident, #g, &#other.#ident)?;));
                visits.push(quote!(#hlo::TracedParams::visit_values(&self.#ident, #f);));
            }
            Role::Constant => {
                // Bound among the parameters (not trained), so it takes its place in the order
                // a traced gradient is accumulated in: its gradient is zero.
                members.push(quote!(pub #ident: #hlo::Traced<#ty>));
                binds.push(quote!(#ident: #hlo::bind_constant(&self.#ident, #g, #params, #path)?));
                zeros.push(quote!(#ident: #hlo::TracedParams::zeros(&self.#ident, #g)?));
                visits.push(quote!(#hlo::TracedParams::visit_values(&self.#ident, #f);));
            }
            Role::Config => {
                members.push(quote!(pub #ident: #ty));
                binds.push(quote!(#ident: ::core::clone::Clone::clone(&self.#ident)));
                zeros.push(quote!(#ident: ::core::clone::Clone::clone(&self.#ident)));
            }
        }
    }
    let silence_add = adds.is_empty().then(|| quote!(let _ = (#g, #other);));
    let silence_visit = visits.is_empty().then(|| quote!(let _ = #f;));
    let doc = format!(
        "`{name}`'s tensors as graph values, its configuration as it is: what `{name}` is in an exported program."
    );
    quote! {
        const _: () = {
            #[doc = #doc]
            #vis struct #mirror #impl_generics where #(#predicates,)* {
                #(#members,)*
            }

            #[automatically_derived]
            impl #impl_generics ::core::clone::Clone for #mirror #type_generics where #(#predicates,)* {
                fn clone(&self) -> Self {
                    #mirror { #(#clones,)* }
                }
            }

            #[automatically_derived]
            impl #impl_generics #hlo::Bind for #name #type_generics where #(#predicates,)* {
                type Traced = #mirror #type_generics;
                fn bind_field(&self, #g: &mut #hlo::Graph, #params: &mut #hlo::Parameters, #field_arg: &str) -> #krate::Result<Self::Traced> {
                    #params.scoped(#field_arg, |#params| #hlo::BindLayer::bind_fields(self, #g, #params))
                }
            }

            #[automatically_derived]
            impl #impl_generics #hlo::BindLayer for #name #type_generics where #(#predicates,)* {
                fn bind_fields(&self, #g: &mut #hlo::Graph, #params: &mut #hlo::Parameters) -> #krate::Result<Self::Traced> {
                    ::core::result::Result::Ok(#mirror { #(#binds,)* })
                }
            }

            #[automatically_derived]
            impl #impl_generics #hlo::TracedParams for #mirror #type_generics where #(#predicates,)* {
                fn zeros(&self, #g: &mut #hlo::Graph) -> #krate::Result<Self> {
                    ::core::result::Result::Ok(#mirror { #(#zeros,)* })
                }
                fn add(&mut self, #g: &mut #hlo::Graph, #other: &Self) -> #krate::Result<()> {
                    #(#adds)*
                    #silence_add
                    ::core::result::Result::Ok(())
                }
                fn visit_values(&self, #f: &mut dyn FnMut(#hlo::Value)) {
                    #(#visits)*
                    #silence_visit
                }
            }

            #[automatically_derived]
            impl #impl_generics #hlo::Mirror for #mirror #type_generics where #(#predicates,)* {
                type Layer = #name #type_generics;
            }

            /// A traced gradient in a derived pullback: the mirror, or none yet.
            #[automatically_derived]
            impl #impl_generics #krate::macro_support::Gradient for #mirror #type_generics where #(#predicates,)* {
                type Slot = ::core::option::Option<Self>;
                fn present(self) -> ::core::option::Option<Self> {
                    ::core::option::Option::Some(self)
                }
                fn absent() -> ::core::option::Option<Self> {
                    ::core::option::Option::None
                }
            }

            #in_block
        };
    }
}

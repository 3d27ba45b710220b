//! The impls every layer witness has, written once for both kinds of layer the macro makes: a
//! struct with a `#[vjp] fn forward` (`method/`) and a derived function's `Layer`
//! (`witness.rs`). Each kind supplies what differs (how `forward_vjp` and `trace` call the
//! derived code); the impls' shapes, and the `Vjp` impl whole, are here.

use crate::names;
use proc_macro2::TokenStream;
use quote::quote;

/// An impl on a layer: its generics, its type, its scalar, its input and output types.
pub struct LayerImpl<'a> {
    /// The crate's path.
    pub krate: &'a syn::Path,
    /// The impl's generics (`<T: Scalar, N: Dim>`, brackets included).
    pub generics: TokenStream,
    /// The layer's type.
    pub self_ty: TokenStream,
    /// The scalar.
    pub scalar: TokenStream,
    /// The input's type.
    pub input: TokenStream,
    /// The output's type.
    pub output: TokenStream,
}

impl LayerImpl<'_> {
    /// `impl<..> TRAIT for Type where BOUNDS`.
    fn head(&self, trait_path: TokenStream, bounds: &TokenStream) -> TokenStream {
        let LayerImpl { generics, self_ty, .. } = self;
        quote!(impl #generics #trait_path for #self_ty where #bounds)
    }

    /// `impl Vjp<T, X>` through the layer's `Forward` impl: the forward saves the derived
    /// pullback (`macro_support::forward_saved`), the backward runs it, `apply` runs the
    /// forward alone. `bounds` end in a comma.
    pub fn vjp(&self, bounds: &TokenStream) -> TokenStream {
        let LayerImpl {
            krate,
            scalar,
            input,
            output,
            ..
        } = self;
        let head = self.head(quote!(#krate::Vjp<#scalar, #input>), bounds);
        let (x, dy, saved) = (names::local("x"), names::local("dy"), names::local("saved"));
        quote! {
            #head {
                type Output = #output;
                type Saved = #krate::macro_support::SavedOf<#scalar, Self, #input>;
                fn forward(&self, #x: #input) -> #krate::Result<(Self::Output, Self::Saved)> {
                    #krate::macro_support::forward_saved(self, #x)
                }
                fn backward(&self, #saved: &Self::Saved, #dy: &Self::Output) -> #krate::Result<(#input, Self::Grads)> {
                    #saved.backward(self, #dy)
                }
                fn apply(&self, #x: #input) -> #krate::Result<Self::Output> {
                    #krate::macro_support::forward_only(self, &#x)
                }
            }
        }
    }

    /// `impl macro_support::Forward<T, X>` whose `forward_vjp(&self, x)` is `body`, with
    /// gradients of type `grads`.
    pub fn forward(&self, bounds: &TokenStream, grads: &TokenStream, body: &TokenStream) -> TokenStream {
        let LayerImpl {
            krate,
            scalar,
            input,
            output,
            ..
        } = self;
        let head = self.head(quote!(#krate::macro_support::Forward<#scalar, #input>), bounds);
        let x = names::local("x");
        quote! {
            #head {
                type Output = #output;
                fn forward_vjp(&self, #x: &#input) -> #krate::Result<(#output, #krate::macro_support::ForwardPullback<Self, #input, #output, #grads>)> {
                    #body
                }
            }
        }
    }

    /// `impl hlo::Trace<T, X>` whose `trace(&self, graph, params, x)` is `body`; its
    /// `trace_back` runs what `trace` kept.
    pub fn trace(&self, bounds: &TokenStream, body: &TokenStream) -> TokenStream {
        let LayerImpl {
            krate,
            scalar,
            input,
            output,
            ..
        } = self;
        let hlo = quote!(#krate::hlo);
        let head = self.head(quote!(#hlo::Trace<#scalar, #input>), bounds);
        let (graph, params, x, dy, kept) = (
            names::local("graph"),
            names::local("params"),
            names::local("x"),
            names::local("dy"),
            names::local("kept"),
        );
        quote! {
            #head {
                type In = #hlo::Traced<#input>;
                type Out = #hlo::Traced<#output>;
                type Kept = #hlo::Kept<Self, #input, #output>;
                fn trace(&self, #graph: &mut #hlo::Graph, #params: &mut #hlo::Parameters, #x: Self::In) -> #krate::Result<(Self::Out, Self::Kept)> {
                    #body
                }
                fn trace_back(&self, #graph: &mut #hlo::Graph, #params: &mut #hlo::Parameters, #kept: &Self::Kept, #dy: Self::Out) -> #krate::Result<Self::In> {
                    #kept(self, #graph, #params, &#dy)
                }
            }
        }
    }

    /// `impl hlo::TraceForward<X>` whose `trace_forward(graph, mirror, x)` is `body` (the
    /// mirror named `mirror`).
    pub fn trace_forward(&self, bounds: &TokenStream, mirror: &syn::Ident, body: &TokenStream) -> TokenStream {
        let LayerImpl {
            krate, input, output, ..
        } = self;
        let hlo = quote!(#krate::hlo);
        let head = self.head(quote!(#hlo::TraceForward<#input>), bounds);
        let (graph, x) = (names::local("graph"), names::local("x"));
        quote! {
            #head {
                type Output = #output;
                fn trace_forward(
                    #graph: &mut #hlo::Graph,
                    #mirror: &Self::Traced,
                    #x: &#hlo::Traced<#input>,
                ) -> #krate::Result<(#hlo::Traced<#output>, #hlo::LayerPullback<Self::Traced, #input, #output>)> {
                    #body
                }
            }
        }
    }
}

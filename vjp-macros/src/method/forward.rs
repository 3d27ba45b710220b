//! A struct's `forward` as a witness: what its impls name ([`Forward`], read from the method's
//! signature), and the impls written through the derived `TYPE_forward`: `Vjp` and
//! `macro_support::Forward` ([`witness`]), and for an exported `forward` `hlo::TraceForward`
//! and `hlo::Trace` ([`traced_witness`]).

use crate::diagnostics::error;
use crate::layer_impls::LayerImpl;
use crate::{names, record, scalar};
use proc_macro2::TokenStream;
use quote::quote;
use syn::Type;
use syn::spanned::Spanned;

/// What the impls of a `forward` witness name: the input's type, the scalar, the output's type,
/// the `impl`'s generics and bounds.
pub(super) struct Forward<'a> {
    x_ty: &'a Type,
    t: &'a syn::Ident,
    out: Type,
    impl_generics: syn::ImplGenerics<'a>,
    predicates: Option<TokenStream>,
    statics: TokenStream,
}

impl<'a> Forward<'a> {
    /// `forward(&self, x: &X) -> Result<Y>` read, or an error saying what to write.
    /// `generics` are the struct's and the method's own (`fn forward<N: Dim>(&self, x: &Matrix<T,
    /// N, D>)`): the impls are generic over both, the method's named by the input's type.
    pub(super) fn read(
        generics: &'a syn::Generics,
        self_ty: &Type,
        sig: &syn::Signature,
        input: &'a Type,
    ) -> syn::Result<Self> {
        let Type::Reference(input) = input else {
            return Err(error(
                input.span(),
                "`forward`'s input is a `&` tensor: the struct is a witness of it",
            ));
        };
        let Some(t) = scalar::own(generics) else {
            return Err(error(
                self_ty.span(),
                "a layer with `forward` is generic over its scalar, bounded by `Scalar` (`impl<T: Scalar> Block<T>`)",
            ));
        };
        let out = match &sig.output {
            syn::ReturnType::Type(_, ty) => crate::signature::result_ok_type(ty).unwrap_or_else(|| (**ty).clone()),
            syn::ReturnType::Default => return Err(error(sig.ident.span(), "`forward` returns the value it computes")),
        };
        let (impl_generics, _, where_clause) = generics.split_for_impl();
        Ok(Forward {
            x_ty: &input.elem,
            t,
            out,
            impl_generics,
            predicates: where_clause.map(|w| w.predicates.iter().map(|p| quote!(#p,)).collect()),
            statics: record::statics(generics),
        })
    }
}

/// The impls' head of a `forward` witness.
fn layer_impl<'a>(krate: &'a syn::Path, self_ty: &Type, forward: &Forward) -> LayerImpl<'a> {
    let Forward {
        x_ty,
        t,
        out,
        impl_generics,
        ..
    } = forward;
    LayerImpl {
        krate,
        generics: quote!(#impl_generics),
        self_ty: quote!(#self_ty),
        scalar: quote!(#t),
        input: quote!(#x_ty),
        output: quote!(#out),
    }
}

/// `impl Vjp<T, X> for Type` through the derived `TYPE_forward`; with `remat`, its forward
/// drops the derived pullback (and every value it holds) at once, and the pullback it returns
/// runs the derived forward again from the input.
pub(super) fn witness(
    krate: &syn::Path,
    self_ty: &Type,
    function: &syn::Ident,
    forward: &Forward,
    remat: bool,
) -> TokenStream {
    let Forward {
        x_ty,
        t,
        out,
        predicates,
        statics,
        ..
    } = forward;
    let (x, y, dy, pullback, layer, dx, gradient) = (
        names::local("x"),
        names::local("y"),
        names::local("dy"),
        names::local("pullback"),
        names::local("layer"),
        names::local("dx"),
        names::local("gradient"),
    );
    // The derived pullback's gradients come as (input, layer): a callee's are in its
    // arguments' order, (layer, input).
    let forward_vjp = if remat {
        quote! {
            let (#y, _) = #function::vjp(#x, self)?;
            ::core::result::Result::Ok((#y, ::std::boxed::Box::new(|#layer: &Self, #x: &#x_ty, #y: &#out, #dy: &#out| {
                let (_, #pullback) = #function::vjp(#x, #layer)?;
                let (#dx, #gradient) = #pullback(#x, #layer, #y, #dy)?;
                ::core::result::Result::Ok((#gradient, #dx))
            })))
        }
    } else {
        quote! {
            let (#y, #pullback) = #function::vjp(#x, self)?;
            ::core::result::Result::Ok((#y, ::std::boxed::Box::new(move |#layer: &Self, #x: &#x_ty, #y: &#out, #dy: &#out| {
                let (#dx, #gradient) = #pullback(#x, #layer, #y, #dy)?;
                ::core::result::Result::Ok((#gradient, #dx))
            })))
        }
    };
    let layer_impl = layer_impl(krate, self_ty, forward);
    let bounds = quote!(#predicates #statics Self: #krate::Params<#t, Grads = Self>);
    let forward_impl = layer_impl.forward(&bounds, &quote!(Self), &forward_vjp);
    let vjp_impl = layer_impl.vjp(&bounds);
    quote! {
        #forward_impl

        #vjp_impl
    }
}

/// For an exported `forward`: `impl hlo::TraceForward<X>` (the forward traced over the struct's
/// mirror, through the derived `TYPE_forward::trace`) and `impl hlo::Trace<T, X>` (the struct
/// as a model's layer: its fields bound as graph inputs in the current scope, its gradient
/// accumulated into them).
pub(super) fn traced_witness(
    krate: &syn::Path,
    generics: &syn::Generics,
    self_ty: &Type,
    function: &syn::Ident,
    forward: &Forward,
) -> TokenStream {
    let hlo = quote!(#krate::hlo);
    let Forward {
        x_ty,
        t,
        out,
        predicates,
        statics,
        ..
    } = forward;
    let generic_args = names::generic_args(generics);
    let (graph, params, x, y, dy, pullback, layer, gradient, dx, start) = (
        names::local("graph"),
        names::local("params"),
        names::local("x"),
        names::local("y"),
        names::local("dy"),
        names::local("pullback"),
        names::local("layer"),
        names::local("gradient"),
        names::local("dx"),
        names::local("start"),
    );
    let layer_impl = layer_impl(krate, self_ty, forward);
    let trace_forward = layer_impl.trace_forward(
        &quote!(#predicates #statics),
        &layer,
        &quote! {
            let (#y, #pullback) = #function::trace::<#(#generic_args),*>(#graph, #x, #layer)?;
            // The derived pullback's gradients come as (input, layer): a callee's are in
            // its arguments' order, (layer, input).
            ::core::result::Result::Ok((#y, ::std::boxed::Box::new(move |#graph, #layer, #x, #y, #dy| {
                let (#dx, #gradient) = #pullback(#graph, #x, #layer, #y, #dy)?;
                ::core::result::Result::Ok((#gradient, #dx))
            })))
        },
    );
    let trace = layer_impl.trace(
        &quote!(#predicates #statics Self: #krate::Params<#t, Grads = Self>),
        &quote! {
            let #start = #params.position();
            let #layer = #hlo::BindLayer::bind_fields(self, #graph, #params)?;
            let (#y, #pullback) = <Self as #hlo::TraceForward<#x_ty>>::trace_forward(#graph, &#layer, &#x)?;
            ::core::result::Result::Ok((#y, ::std::boxed::Box::new(move |_: &Self, #graph: &mut #hlo::Graph, #params: &mut #hlo::Parameters, #dy: &#hlo::Traced<#out>| {
                let (#gradient, #dx) = #pullback(#graph, &#layer, &#x, &#y, #dy)?;
                #hlo::TracedParams::accumulate(&#gradient, #graph, #params, #start)?;
                ::core::result::Result::Ok(#dx)
            })))
        },
    );
    quote! {
        #trace_forward

        #trace
    }
}

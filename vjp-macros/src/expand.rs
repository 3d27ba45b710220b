//! The expansion of `#[vjp]`, as an ordinary function from tokens to tokens.

use crate::args::Args;
use crate::{body, check, pullback, signature, witness};
use proc_macro2::TokenStream;
use quote::quote;
use syn::ItemFn;
use syn::spanned::Spanned;

/// The function as written (without `#[no_grad]` markers), emitted beside an error so that
/// the error is the only one reported.
pub fn fallback(item: TokenStream) -> TokenStream {
    match syn::parse2::<ItemFn>(item.clone()) {
        Ok(mut item) => {
            for input in item.sig.inputs.iter_mut() {
                if let syn::FnArg::Typed(typed) = input {
                    typed.attrs.retain(|a| !a.path().is_ident("no_grad"));
                }
            }
            quote!(#item)
        }
        Err(_) => item,
    }
}

/// Expands `#[vjp(attr)] item`: the function unchanged, and a module of the same name
/// holding `vjp` (forward with pullback), `Layer` (the witness) and, when asked, the check.
pub fn expand(attr: TokenStream, item: TokenStream) -> syn::Result<TokenStream> {
    let attr_span = attr.span();
    let args: Args = syn::parse2(attr)?;
    let item: ItemFn = syn::parse2(item)?;
    let block = (*item.block).clone();
    let sig = signature::analyze(item)?;
    let krate = &args.krate;
    let vjp_fn = match &args.backward {
        Some(backward) => pullback::rule(&sig, krate, backward),
        None => {
            let body = body::analyze(&sig, &block)?;
            pullback::derived(&sig, &body, krate)
        }
    };
    let layer = witness::layer(&sig, krate);
    let check = match &args.check {
        Some(assignments) => check::check(&sig, krate, assignments, attr_span)?,
        None => TokenStream::new(),
    };
    let item = &sig.item;
    let vis = &item.vis;
    let name = &item.sig.ident;
    let form = if args.backward.is_some() {
        "its rule"
    } else {
        "its derived backward"
    };
    let doc = format!(
        "The VJP of [`{name}`] ({form}): `vjp`, and `Layer` when the first argument is a tensor."
    );
    Ok(quote! {
        #item

        #[doc = #doc]
        #vis mod #name {
            #[allow(unused_imports)]
            use super::*;

            #vjp_fn

            #layer

            #check
        }
    })
}

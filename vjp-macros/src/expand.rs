//! The expansion of `#[vjp]`, as an ordinary function from tokens to tokens.

use crate::args::Args;
use crate::{body, check, pullback, record, signature, witness};
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
    let record = record::record(&sig, krate);
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
    let doc = format!("The VJP of [`{name}()`] ({form}): `vjp`, and `Layer` when the first argument is a tensor.");
    Ok(quote! {
        #item

        #[doc = #doc]
        #[allow(clippy::multiple_bound_locations, clippy::too_many_arguments, clippy::type_complexity)]
        #vis mod #name {
            #[allow(unused_imports)]
            use super::*;

            #vjp_fn

            #record

            #layer

            #check
        }
    })
}

#[cfg(test)]
mod snapshots {
    //! The expansion, pretty-printed, against checked-in files: what `cargo expand` shows a
    //! user, reviewed once and then held fixed.

    use super::expand;
    use quote::quote;

    fn expanded(attr: proc_macro2::TokenStream, item: proc_macro2::TokenStream) -> String {
        let tokens = expand(attr, item).unwrap();
        prettyplease::unparse(&syn::parse2(tokens).unwrap())
    }

    #[test]
    fn rule_form() {
        insta::assert_snapshot!(expanded(
            quote!(backward = gelu_backward, check(S = (Const<3>, Const<4>), kind = GeluKind::Tanh)),
            quote! {
                pub fn gelu<T: Scalar, S: Shape>(x: &Tensor<T, S>, kind: GeluKind) -> Tensor<T, S> {
                    x.map(|v| kind.value(v))
                }
            },
        ));
    }

    #[test]
    fn rule_form_with_parameters_and_no_grad() {
        insta::assert_snapshot!(expanded(
            quote!(backward = loss_backward),
            quote! {
                pub fn loss<T: Scalar, B: Dim, K: Dim>(
                    logits: &Matrix<T, B, K>,
                    weights: &Vector<T, K>,
                    #[no_grad] labels: &[usize],
                    smoothing: T,
                ) -> Result<Tensor0<T>> {
                    weighted_cross_entropy(logits, weights, labels, smoothing)
                }
            },
        ));
    }

    #[test]
    fn derived_mlp() {
        insta::assert_snapshot!(expanded(
            quote!(),
            quote! {
                pub fn mlp<T: Scalar, N: Dim, D: Dim, H: Dim>(
                    x: &Matrix<T, N, D>,
                    w1: &Matrix<T, D, H>,
                    b1: &Vector<T, H>,
                    w2: &Matrix<T, H, D>,
                    b2: &Vector<T, D>,
                    kind: GeluKind,
                ) -> Result<Matrix<T, N, D>> {
                    let h = dense(x, w1, b1)?;
                    let a = gelu(&h, kind);
                    dense(&a, w2, b2)
                }
            },
        ));
    }

    #[test]
    fn derived_fan_out_constants_and_unused_arguments() {
        insta::assert_snapshot!(expanded(
            quote!(crate = crate),
            quote! {
                fn attention_scores<T: Scalar>(q: &Mat<T>, k: &Mat<T>, unused: &Mat<T>, width: usize) -> Result<Mat<T>> {
                    let factor = T::ONE / T::from_usize(width).sqrt();
                    let k_t = transpose(k);
                    let scores = matmul(q, &k_t)?;
                    let scaled = scale(&scores, factor);
                    let both = add(&scaled, &scores)?;
                    self::ops::softmax_rows::<T>(&both)
                }
            },
        ));
    }
}

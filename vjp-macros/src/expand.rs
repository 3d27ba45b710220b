//! The expansion of `#[vjp]`, as an ordinary function from tokens to tokens.
//!
//! Every refusal is reported at once, and beside the errors the expansion still emits the
//! items callers name (`f::vjp`, `f::Layer`, `f::record`), with bodies that are never run, so
//! that a mistake in `f` is reported in `f` and not again at each of its callers.

use crate::args::Args;
use crate::context::Context;
use crate::diagnostics::combine;
use crate::signature::Signature;
use crate::{body, check, krate, names, pullback, record, signature, trace, witness};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{Block, ItemFn};

/// Paths in the user's tokens that start with `self` or `super`, moved down by `depth`
/// modules: the generated items live that many modules below the user's function.
struct Relocate {
    depth: usize,
}

impl VisitMut for Relocate {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.leading_colon.is_none()
            && let Some(first) = path.segments.first()
            && (first.ident == "self" || first.ident == "super")
        {
            let mut prefix: Vec<syn::PathSegment> = (0..self.depth)
                .map(|_| syn::PathSegment::from(syn::Ident::new("super", first.ident.span())))
                .collect();
            let rest = std::mem::take(&mut path.segments);
            let skip = usize::from(first_is_self(&rest));
            prefix.extend(rest.into_iter().skip(skip));
            path.segments = prefix.into_iter().collect();
        }
        syn::visit_mut::visit_path_mut(self, path);
    }
}

fn first_is_self(segments: &syn::punctuated::Punctuated<syn::PathSegment, syn::Token![::]>) -> bool {
    segments.first().is_some_and(|s| s.ident == "self")
}

/// The function as emitted when its body was refused: the signature as written and a body
/// that is never run, so that rustc reports nothing more about the body.
fn with_stub_body(mut item: ItemFn) -> ItemFn {
    item.attrs
        .push(syn::parse_quote!(#[allow(unused_variables, unreachable_code)]));
    let stub: Block = syn::parse_quote!({ ::core::unreachable!() });
    *item.block = stub;
    item
}

/// A fallible function whose backward is derived, as emitted: its body runs as the forward
/// of `f::vjp` (which computes exactly the body's values, then builds the pullback), so the
/// body is compiled once and a mistake in it is reported once. An infallible function keeps
/// its body, which is what shows that none of its calls can fail.
fn with_forward_body(mut item: ItemFn, sig: &Signature) -> ItemFn {
    let module = &item.sig.ident;
    let generic_args = names::generic_args(&item.sig.generics);
    let args = sig.params.iter().map(|p| {
        let name = &p.name;
        match p.kind {
            crate::signature::ParamKind::Config => quote!(&#name),
            _ => quote!(#name),
        }
    });
    let body: Block = syn::parse_quote!({
        ::core::result::Result::Ok(#module::vjp::<#(#generic_args),*>(#(#args),*)?.0)
    });
    *item.block = body;
    item
}

/// Expands `#[vjp(attr)] item`: the function (its body moved into `f::vjp` when derived), and a module of the same name
/// holding `vjp` (forward with pullback), `record` (the tape node), `Layer` (the witness)
/// and, when asked, the check. On refusals: the errors, the function, and the module's items
/// with bodies that never run.
pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand_item(attr, item, true)
}

/// [`expand`], with `f::Layer` only when `with_layer` (a method's derivation has none: the
/// struct itself is the witness).
pub fn expand_item(attr: TokenStream, item: TokenStream, with_layer: bool) -> TokenStream {
    let attr_span = attr.span();
    let mut errors = Vec::new();
    let mut args_ok = true;
    let args = syn::parse2::<Args>(attr.clone()).unwrap_or_else(|e| {
        errors.push(e);
        args_ok = false;
        Args {
            backward: None,
            forward: None,
            krate: None,
            check: None,
            trace: None,
            trace_body: None,
            remat: None,
        }
    });
    if let Some(remat) = &args.remat {
        errors.push(syn::Error::new(
            remat.span(),
            "`remat` is for a struct layer's `forward` (`#[vjp(remat)] fn forward(&self, x: &X)`); wrap any other witness in `remat(layer)`",
        ));
    }
    let item: ItemFn = match syn::parse2(item.clone()) {
        Ok(item) => item,
        Err(e) => {
            let mut tokens = e.to_compile_error();
            tokens.extend(item);
            return tokens;
        }
    };
    let krate = match args.krate.clone() {
        Some(path) => path,
        None => krate::find(attr_span).unwrap_or_else(|e| {
            errors.push(e);
            syn::parse_quote!(::vjp)
        }),
    };
    if let Some(syn::FnArg::Receiver(receiver)) = item.sig.inputs.first() {
        // A method: nothing can be generated beside it inside an `impl`.
        let error = syn::Error::new(
            receiver.span(),
            "a #[vjp] method is derived when its impl block is marked too: `#[vjp] impl Block<T> { #[vjp] fn forward(&self, x: &X) -> Result<Y> { .. } }` (an attribute on a method alone cannot write the items beside the impl)",
        );
        errors.push(error);
        let errors = combine(errors).map(|e| e.to_compile_error());
        return quote!(#errors #item);
    }
    let block = (*item.block).clone();
    let (sig, sig_error) = signature::analyze(item);
    let signature_ok = sig_error.is_none();
    let sig_tokens = &sig.item.sig;
    errors.extend(sig_error);

    // What the user's tokens mention decides the names the expansion may use.
    let mut user_tokens = quote!(#sig_tokens);
    for a in args.check.iter().flatten() {
        let (name, value) = (&a.name, &a.value);
        user_tokens.extend(quote!(#name #value));
    }
    if args.backward.is_none() {
        user_tokens.extend(quote!(#block));
    }
    let ctx = Context::new(
        krate,
        &names::mentioned(&user_tokens),
        &names::mentioned_as_values(&user_tokens),
    );
    let mut relocated = sig.clone();
    let mut relocated_block = block.clone();
    let mut relocate = Relocate {
        depth: if ctx.nested { 2 } else { 1 },
    };
    relocate.visit_item_fn_mut(&mut relocated.item);
    relocate.visit_block_mut(&mut relocated_block);
    for p in &mut relocated.params {
        relocate.visit_type_mut(&mut p.ty);
    }
    relocate.visit_type_mut(&mut relocated.output);

    let mut body_refused = false;
    let vjp_fn = match &args.backward {
        // The attribute was not understood: whether the body is to be derived is unknown.
        _ if !args_ok => pullback::stub(&relocated, &ctx, false),
        Some(backward) => pullback::rule(&relocated, &ctx, backward, args.forward.as_ref()),
        None => match body::analyze(&relocated, &relocated_block, &ctx.krate, args.trace_body.is_some()) {
            Ok(body) => pullback::derived(&relocated, &body, &ctx, args.trace_body.is_some() && signature_ok),
            Err(e) => {
                errors.push(e);
                body_refused = true;
                pullback::stub(&relocated, &ctx, false)
            }
        },
    };
    let vjp_fn = if signature_ok {
        vjp_fn
    } else {
        pullback::stub(
            &relocated,
            &ctx,
            args_ok && args.backward.is_some() && args.forward.is_none(),
        )
    };
    if let (Some(forward), None) = (&args.forward, &args.backward) {
        errors.push(syn::Error::new(
            forward.span(),
            "`forward = ...` goes with `backward = ...`: it hands the rule what the forward saved",
        ));
    }
    let traced = match (&args.trace, &args.backward) {
        (graph_form, Some(_)) if args_ok && signature_ok => trace::trace(&relocated, &ctx, graph_form.as_ref()),
        (Some(graph_form), None) => {
            errors.push(syn::Error::new(
                graph_form.span(),
                "`trace = path` goes with `backward = ...` (a rule's graph form); a derived function's graph form is derived from its body: write `trace` alone",
            ));
            TokenStream::new()
        }
        (None, None) if args.trace_body.is_some() && args_ok && signature_ok && body_refused => {
            // The refused body has no derivation: a `trace` that says so, for callers.
            trace::trace(&relocated, &ctx, None)
        }
        _ => TokenStream::new(),
    };
    if let (Some(flag), Some(_)) = (&args.trace_body, &args.backward) {
        errors.push(syn::Error::new(
            flag.span(),
            "`trace` alone is for a derived function (its graph form is derived from its body); a rule names its graph form, `trace = path`",
        ));
    }
    // Whether `f::trace` exists: a rule's (through its graph form, or one that says it has
    // none), or a derived function's asked for with `trace`.
    let has_trace =
        !traced.is_empty() || (args.trace_body.is_some() && args.backward.is_none() && args_ok && signature_ok);
    // The witness traces itself only when `f` has a graph form (a rule's `trace = ...`, or a
    // derived function's `trace`): a model holding a rule without one then does not compile
    // where it is exported, and the error names the layer.
    let in_graph = has_trace && (args.trace.is_some() || args.backward.is_none());
    let (layer, record) = if signature_ok {
        (
            if with_layer {
                witness::layer(&relocated, &ctx, in_graph)
            } else {
                TokenStream::new()
            },
            record::record(&relocated, &ctx),
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    let check = match &args.check {
        Some(assignments) if signature_ok => check::check(
            &relocated,
            &ctx,
            assignments,
            attr_span,
            (args.trace.is_some() && args.backward.is_some())
                || (has_trace && args.backward.is_none() && !body_refused),
        )
        .unwrap_or_else(|e| {
            errors.push(e);
            TokenStream::new()
        }),
        _ => TokenStream::new(),
    };
    let items = quote! {
        #vjp_fn

        #record

        #traced

        #layer

        #check
    };
    let module = module(&sig, &ctx, args.backward.is_some(), has_trace, with_layer, items);
    let derived = args_ok && args.backward.is_none();
    let item = if body_refused {
        with_stub_body(sig.item)
    } else if derived && signature_ok && sig.fallible {
        with_forward_body(sig.item.clone(), &sig)
    } else {
        sig.item
    };
    let errors = combine(errors).map(|e| e.to_compile_error());
    quote! {
        #errors

        #item

        #module
    }
}

/// The module `f` that holds the generated items, directly or, when the user's function
/// mentions their names, under fresh names in `f::imp`, re-exported.
fn module(
    sig: &Signature,
    ctx: &Context,
    rule: bool,
    traced: bool,
    with_layer: bool,
    items: TokenStream,
) -> TokenStream {
    let vis = &sig.item.vis;
    let name = &sig.item.sig.ident;
    let form = if rule { "its rule" } else { "its derived backward" };
    let doc =
        format!("The VJP of [`{name}()`] ({form}): `vjp`, `record`, and `Layer` when the first argument is a tensor.");
    let allow = quote! {
        #[allow(clippy::too_many_arguments, clippy::type_complexity)]
        #[allow(dead_code, missing_docs, non_snake_case, unused_imports)]
    };
    if !ctx.nested {
        return quote! {
            #[doc = #doc]
            #allow
            #vis mod #name {
                use super::*;

                #items
            }
        };
    }
    let (vjp, record, layer, trace) = (&ctx.vjp, &ctx.record, &ctx.layer, &ctx.trace);
    let imp = syn::Ident::new(
        &names::fresh("imp", &names::mentioned(&sig.item.sig)),
        Span::call_site(),
    );
    let trace_export = traced.then(|| quote!(#[doc(inline)] pub use self::#imp::#trace as trace;));
    let has_layer = with_layer && sig.params.first().is_some_and(|p| p.is_diff());
    let layer_export = has_layer.then(|| quote!(#[doc(inline)] pub use self::#imp::#layer as Layer;));
    quote! {
        #[doc = #doc]
        #allow
        #vis mod #name {
            #[doc(inline)]
            pub use self::#imp::#vjp as vjp;
            #[doc(inline)]
            pub use self::#imp::#record as record;
            #trace_export
            #layer_export

            #allow
            mod #imp {
                use super::super::*;

                #items
            }
        }
    }
}

#[cfg(test)]
mod snapshots {
    //! The expansion, pretty-printed, against checked-in files: what `cargo expand` shows a
    //! user, reviewed once and then held fixed.

    use super::expand;
    use quote::quote;

    fn expanded(attr: proc_macro2::TokenStream, item: proc_macro2::TokenStream) -> String {
        let tokens = expand(attr, item);
        prettyplease::unparse(&syn::parse2(tokens).unwrap())
    }

    #[test]
    fn rule_form() {
        insta::assert_snapshot!(expanded(
            quote!(crate = ::vjp, backward = gelu_backward, check(S = (Const<3>, Const<4>), kind = GeluKind::Tanh)),
            quote! {
                pub fn gelu<T: Scalar, S: Shape>(x: &Tensor<T, S>, kind: GeluKind) -> Tensor<T, S> {
                    x.map(|v| kind.value(v))
                }
            },
        ));
    }

    #[test]
    fn rule_form_with_what_the_forward_saved() {
        insta::assert_snapshot!(expanded(
            quote!(crate = ::vjp, forward = softmax_saving, backward = softmax_backward),
            quote! {
                pub fn softmax<T: Scalar, N: Dim>(x: &Matrix<T, N, N>, scale: T) -> Result<Matrix<T, N, N>> {
                    Ok(softmax_saving(x, scale)?.0)
                }
            },
        ));
    }

    #[test]
    fn forward_without_a_rule_is_an_error_that_says_what_it_goes_with() {
        let tokens = expand(
            quote!(crate = ::vjp, forward = softmax_saving),
            quote! {
                pub fn softmax<T: Scalar, N: Dim>(x: &Matrix<T, N, N>) -> Result<Matrix<T, N, N>> {
                    softmax_rows(x)
                }
            },
        );
        assert!(
            tokens
                .to_string()
                .contains("`forward = ...` goes with `backward = ...`")
        );
    }

    #[test]
    fn rule_form_with_parameters_and_no_grad() {
        insta::assert_snapshot!(expanded(
            quote!(crate = ::vjp, backward = loss_backward),
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
            quote!(crate = ::vjp),
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

    #[test]
    fn derived_operators_nested_calls_and_a_shape_read() {
        insta::assert_snapshot!(expanded(
            quote!(crate = ::vjp),
            quote! {
                pub fn gated<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, w: &Matrix<T, D, D>, b: &Vector<T, D>) -> Result<Matrix<T, N, D>> {
                    let width = x.ncols();
                    let gate = sigmoid(&dense(x, w, b)?);
                    Ok(&(x * &gate) / T::from_usize(width) - &gate)
                }
            },
        ));
    }

    #[test]
    fn derived_loop_over_layers_and_a_branch() {
        insta::assert_snapshot!(expanded(
            quote!(crate = ::vjp),
            quote! {
                pub fn tower<T: Scalar>(x: &Mat<T>, blocks: &Vec<Block<T>>, halve: bool) -> Result<Mat<T>> {
                    let mut h = x.clone();
                    for block in blocks {
                        let y = block.forward(&h)?;
                        let z = if halve { &y * T::from_f64(0.5) } else { y.clone() };
                        h = &h + &z;
                    }
                    Ok(tanh(&h))
                }
            },
        ));
    }
}

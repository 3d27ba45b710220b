//! What a `#[vjp]` function's signature says: which arguments are differentiable, which are
//! configuration, and what it returns.

use crate::diagnostics::error;
use syn::spanned::Spanned;
use syn::{FnArg, GenericArgument, GenericParam, Ident, ItemFn, Pat, PathArguments, ReturnType, Type};

/// How an argument takes part in differentiation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// `x: &Tensor`: differentiable; the backward returns its gradient.
    Diff,
    /// `#[no_grad] labels: &[usize]`: borrowed, not differentiated.
    NoGradRef,
    /// `eps: T`: taken by value, configuration, not differentiated.
    Config,
}

/// One argument.
#[derive(Clone, Debug)]
pub struct Param {
    /// Its name.
    pub name: Ident,
    /// How it is differentiated.
    pub kind: ParamKind,
    /// The referent type for a reference argument, the type itself otherwise.
    pub ty: Type,
}

impl Param {
    /// Whether the backward returns a gradient for it.
    pub fn is_diff(&self) -> bool {
        self.kind == ParamKind::Diff
    }
}

/// The analysed signature, and the function with the `#[no_grad]` markers removed.
#[derive(Clone, Debug)]
pub struct Signature {
    /// The function as it will be emitted.
    pub item: ItemFn,
    /// Its arguments, in order.
    pub params: Vec<Param>,
    /// The value it computes (`Out` of `Result<Out>`, or the return type).
    pub output: Type,
    /// Whether it returns `Result<Out>`.
    pub fallible: bool,
}

/// The most arguments a `#[vjp]` function takes: `vjp_core::macro_support` handles a
/// function's arguments as a tuple, with implementations up to this size.
const MAX_ARGUMENTS: usize = 16;

/// Reads the signature of `item`, refusing what `#[vjp]` cannot differentiate. Every refusal
/// is reported (combined into one error), beside a best-effort signature from which stand-in
/// items can still be generated.
pub fn analyze(mut item: ItemFn) -> (Signature, Option<syn::Error>) {
    let mut errors: Vec<syn::Error> = Vec::new();
    let sig = &item.sig;
    if let Some(token) = &sig.asyncness {
        errors.push(error(token.span, "#[vjp] functions cannot be `async`"));
    }
    if let Some(variadic) = &sig.variadic {
        errors.push(error(variadic.span(), "#[vjp] functions cannot be variadic"));
    }
    for param in &sig.generics.params {
        if let GenericParam::Lifetime(l) = param {
            errors.push(error(
                l.span(),
                "#[vjp] functions cannot have lifetime parameters: take tensors by plain `&` references",
            ));
        }
    }
    let (output, fallible) = match &sig.output {
        ReturnType::Default => {
            errors.push(error(
                sig.ident.span(),
                "a #[vjp] function must return the value it computes, as `Tensor` or `Result<Tensor>`",
            ));
            (syn::parse_quote!(()), false)
        }
        ReturnType::Type(_, ty) => match result_ok_type(ty) {
            Some(ok) => (ok, true),
            None => ((**ty).clone(), false),
        },
    };
    if let Some(extra) = sig.inputs.iter().nth(MAX_ARGUMENTS) {
        errors.push(error(
            extra.span(),
            "a #[vjp] function takes at most 16 arguments: split it into smaller #[vjp] functions",
        ));
    }
    let mut params = Vec::new();
    for (index, input) in item.sig.inputs.iter_mut().enumerate() {
        let typed = match input {
            FnArg::Receiver(r) => {
                errors.push(error(
                    r.span(),
                    "a #[vjp] method is derived when its impl block is marked too: `#[vjp] impl Block<T> { #[vjp] fn forward(&self, x: &X) -> Result<Y> { .. } }` (an attribute on a method alone cannot write the items beside the impl)",
                ));
                continue;
            }
            FnArg::Typed(typed) => typed,
        };
        let name = match &*typed.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => p.ident.clone(),
            other => {
                errors.push(error(other.span(), "bind each #[vjp] argument to a plain name"));
                Ident::new(&format!("argument{index}"), other.span())
            }
        };
        let no_grad = take_no_grad(&mut typed.attrs);
        let (kind, ty) = match &*typed.ty {
            Type::Reference(r) => {
                if r.mutability.is_some() {
                    errors.push(error(
                        r.span(),
                        "a #[vjp] argument cannot be `&mut`: differentiable functions do not mutate their inputs",
                    ));
                }
                let kind = if no_grad { ParamKind::NoGradRef } else { ParamKind::Diff };
                (kind, (*r.elem).clone())
            }
            other => {
                if no_grad {
                    errors.push(error(
                        typed.span(),
                        "`#[no_grad]` is for reference arguments; arguments taken by value are never differentiated",
                    ));
                }
                (ParamKind::Config, other.clone())
            }
        };
        params.push(Param { name, kind, ty });
    }
    let signature = Signature {
        item,
        params,
        output,
        fallible,
    };
    (signature, crate::diagnostics::combine(errors))
}

/// Removes `#[no_grad]` from an argument's attributes; whether it was there.
fn take_no_grad(attrs: &mut Vec<syn::Attribute>) -> bool {
    let before = attrs.len();
    attrs.retain(|a| !a.path().is_ident("no_grad"));
    attrs.len() != before
}

/// `Out` for a type `Result<Out>` or `Result<Out, E>` (any path ending in `Result`).
pub(crate) fn result_ok_type(ty: &Type) -> Option<Type> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != "Result" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first()? {
        GenericArgument::Type(ok) => Some(ok.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn analyze_tokens(tokens: proc_macro2::TokenStream) -> syn::Result<Signature> {
        match analyze(syn::parse2(tokens).unwrap()) {
            (sig, None) => Ok(sig),
            (_, Some(e)) => Err(e),
        }
    }

    #[test]
    fn classifies_arguments() {
        let sig = analyze_tokens(quote! {
            fn f<T: Scalar>(x: &Matrix<T, N, D>, #[no_grad] labels: &[usize], eps: T) -> Result<Matrix<T, N, D>> { x }
        })
        .unwrap();
        let kinds: Vec<_> = sig.params.iter().map(|p| p.kind).collect();
        assert_eq!(kinds, vec![ParamKind::Diff, ParamKind::NoGradRef, ParamKind::Config]);
        assert!(sig.fallible);
        let out = &sig.output;
        assert_eq!(quote!(#out).to_string(), quote!(Matrix<T, N, D>).to_string());
        // The marker is gone from the emitted function.
        let item = &sig.item;
        assert!(!quote!(#item).to_string().contains("no_grad"));
    }

    #[test]
    fn infallible_returns_are_the_output() {
        let sig = analyze_tokens(quote!(
            fn g(x: &V) -> V {
                x.clone()
            }
        ))
        .unwrap();
        assert!(!sig.fallible);
    }

    #[test]
    fn refuses_what_cannot_be_differentiated() {
        let cases = [
            (
                quote!(
                    fn f(&self) -> V {
                        1
                    }
                ),
                "its impl block is marked too",
            ),
            (
                quote!(
                    fn f(x: &mut V) -> V {
                        1
                    }
                ),
                "`&mut`",
            ),
            (
                quote!(
                    fn f<'a>(x: &'a V) -> V {
                        1
                    }
                ),
                "lifetime parameters",
            ),
            (
                quote!(
                    fn f(x: &V) {}
                ),
                "must return",
            ),
            (
                quote!(
                    fn f((a, b): &V) -> V {
                        1
                    }
                ),
                "plain name",
            ),
            (
                quote!(
                    async fn f(x: &V) -> V {
                        1
                    }
                ),
                "async",
            ),
            (
                quote!(
                    fn f(#[no_grad] n: usize) -> V {
                        1
                    }
                ),
                "`#[no_grad]` is for reference arguments",
            ),
            (
                quote!(
                    fn f(
                        a: &V,
                        b: &V,
                        c: &V,
                        d: &V,
                        e: &V,
                        f: &V,
                        g: &V,
                        h: &V,
                        i: &V,
                        j: &V,
                        k: &V,
                        l: &V,
                        m: &V,
                        n: &V,
                        o: &V,
                        p: &V,
                        q: &V,
                    ) -> V {
                        1
                    }
                ),
                "at most 16 arguments",
            ),
        ];
        for (tokens, expected) in cases {
            let err = analyze_tokens(tokens).unwrap_err().to_string();
            assert!(err.contains(expected), "{err}");
        }
    }

    #[test]
    fn every_refusal_is_reported_at_once() {
        let (sig, err) = analyze(
            syn::parse2(quote!(
                async fn f<'a>(x: &'a mut V, (a, b): &V) {}
            ))
            .unwrap(),
        );
        let messages: Vec<String> = err.unwrap().into_iter().map(|e| e.to_string()).collect();
        assert_eq!(messages.len(), 5, "{messages:?}");
        // The stand-in signature keeps both arguments.
        assert_eq!(sig.params.len(), 2);
    }
}

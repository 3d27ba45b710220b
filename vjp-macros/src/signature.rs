//! What a `#[vjp]` function's signature says: which arguments are differentiable, which are
//! configuration, and what it returns.

use proc_macro2::Span;
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

fn error(span: Span, message: &str) -> syn::Error {
    syn::Error::new(span, message)
}

/// Reads the signature of `item`, refusing what `#[vjp]` cannot differentiate.
pub fn analyze(mut item: ItemFn) -> syn::Result<Signature> {
    let sig = &item.sig;
    if let Some(token) = &sig.asyncness {
        return Err(error(token.span, "#[vjp] functions cannot be `async`"));
    }
    if let Some(variadic) = &sig.variadic {
        return Err(error(variadic.span(), "#[vjp] functions cannot be variadic"));
    }
    for param in &sig.generics.params {
        if let GenericParam::Lifetime(l) = param {
            return Err(error(
                l.span(),
                "#[vjp] functions cannot have lifetime parameters: take tensors by plain `&` references",
            ));
        }
    }
    let (output, fallible) = match &sig.output {
        ReturnType::Default => {
            return Err(error(
                sig.ident.span(),
                "a #[vjp] function must return the value it computes, as `Tensor` or `Result<Tensor>`",
            ));
        }
        ReturnType::Type(_, ty) => match result_ok_type(ty) {
            Some(ok) => (ok, true),
            None => ((**ty).clone(), false),
        },
    };
    let mut params = Vec::new();
    for input in item.sig.inputs.iter_mut() {
        let typed = match input {
            FnArg::Receiver(r) => {
                return Err(error(
                    r.span(),
                    "#[vjp] goes on free functions, not methods: take the value as an argument",
                ));
            }
            FnArg::Typed(typed) => typed,
        };
        let name = match &*typed.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => p.ident.clone(),
            other => {
                return Err(error(other.span(), "bind each #[vjp] argument to a plain name"));
            }
        };
        let no_grad = take_no_grad(&mut typed.attrs);
        let (kind, ty) = match &*typed.ty {
            Type::Reference(r) if r.mutability.is_some() => {
                return Err(error(
                    r.span(),
                    "a #[vjp] argument cannot be `&mut`: differentiable functions do not mutate their inputs",
                ));
            }
            Type::Reference(r) => {
                let kind = if no_grad { ParamKind::NoGradRef } else { ParamKind::Diff };
                (kind, (*r.elem).clone())
            }
            other => {
                if no_grad {
                    return Err(error(
                        typed.span(),
                        "`#[no_grad]` is for reference arguments; arguments taken by value are never differentiated",
                    ));
                }
                (ParamKind::Config, other.clone())
            }
        };
        params.push(Param { name, kind, ty });
    }
    Ok(Signature {
        item,
        params,
        output,
        fallible,
    })
}

/// Removes `#[no_grad]` from an argument's attributes; whether it was there.
fn take_no_grad(attrs: &mut Vec<syn::Attribute>) -> bool {
    let before = attrs.len();
    attrs.retain(|a| !a.path().is_ident("no_grad"));
    attrs.len() != before
}

/// `Out` for a type `Result<Out>` or `Result<Out, E>` (any path ending in `Result`).
fn result_ok_type(ty: &Type) -> Option<Type> {
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
        analyze(syn::parse2(tokens).unwrap())
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
                "free functions",
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
        ];
        for (tokens, expected) in cases {
            let err = analyze_tokens(tokens).unwrap_err().to_string();
            assert!(err.contains(expected), "{err}");
        }
    }
}

//! `#[vjp]` on an `impl` block: each method in it marked `#[vjp]` (`fn forward(&self, x: &X)
//! -> Result<Y>`) has its backward derived, with the struct's fields as parameters
//! (`&self.w`) and configuration (`self.eps`).
//!
//! A method is derived as a free function beside the `impl`, `TYPE_METHOD(x, layer, ..)` with
//! `self` read as `layer: &Type` (hidden from the docs; its module holds `vjp`, and the check
//! when asked), and the method calls it. A method named `forward` that takes one tensor makes
//! the struct a witness, `Vjp<T, X>` with `Output = Y` and the struct as its gradient (its
//! `Params` come from `#[derive(Params)]`), so it plugs into every combinator and into the
//! gradient checks. An attribute macro on a method alone cannot write items beside the `impl`,
//! so the attribute goes on the `impl` block as well.

mod forward;

use crate::diagnostics::combine;
use crate::diagnostics::error;
use crate::{names, scalar};
use forward::{Forward, traced_witness, witness};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{FnArg, ImplItem, ImplItemFn, ItemImpl, Pat, Type};

/// `self` read as `layer`, and `Self` as the implementing type, in a method's body.
struct Receiver<'a> {
    layer: &'a syn::Ident,
    self_ty: &'a Type,
}

impl VisitMut for Receiver<'_> {
    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        if let syn::Expr::Path(p) = expr
            && p.qself.is_none()
            && p.path.is_ident("self")
        {
            let layer = syn::Ident::new(&self.layer.to_string(), p.span());
            *expr = syn::parse_quote!(#layer);
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_type_mut(&mut self, ty: &mut Type) {
        if let Type::Path(p) = ty
            && p.qself.is_none()
            && p.path.is_ident("Self")
        {
            *ty = self.self_ty.clone();
            return;
        }
        syn::visit_mut::visit_type_mut(self, ty);
    }
}

/// `snake_case` of a type's last path segment (`SwiGlu` → `swi_glu`).
fn snake(ty: &Type) -> String {
    let name = match ty {
        Type::Path(p) => p
            .path
            .segments
            .last()
            .map_or("layer".to_string(), |s| s.ident.to_string()),
        _ => "layer".to_string(),
    };
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `attr` is `#[vjp]` or `#[vjp(...)]` (a path ending in `vjp`).
fn is_vjp(attr: &syn::Attribute) -> bool {
    attr.path().segments.last().is_some_and(|s| s.ident == "vjp")
}

/// The expansion of `#[vjp(attr)] impl ...`.
pub fn expand(attr: TokenStream, mut item: ItemImpl) -> TokenStream {
    let mut errors = Vec::new();
    // `crate = path` only, for every method in the block.
    let krate: Option<syn::Path> = if attr.is_empty() {
        None
    } else {
        match syn::parse2::<crate::args::Args>(attr.clone()) {
            Ok(args)
                if args.backward.is_none()
                    && args.check.is_none()
                    && args.trace.is_none()
                    && args.trace_body.is_none()
                    && args.remat.is_none() =>
            {
                args.krate
            }
            _ => {
                errors.push(error(
                    attr.span(),
                    "`#[vjp]` on an impl block takes `crate = path` at most: give a method's `check(...)` on the method",
                ));
                None
            }
        }
    };
    if let Some((_, path, _)) = &item.trait_ {
        errors.push(error(
            path.span(),
            "`#[vjp]` goes on an inherent impl block (`impl Block<T> { ... }`), not a trait's",
        ));
    }
    let self_ty = (*item.self_ty).clone();
    let mut beside = Vec::new();
    let mut methods = Vec::new();
    for impl_item in &mut item.items {
        let ImplItem::Fn(method) = impl_item else { continue };
        let Some(position) = method.attrs.iter().position(is_vjp) else {
            continue;
        };
        let attr = method.attrs.remove(position);
        let mut args = match &attr.meta {
            syn::Meta::Path(_) => TokenStream::new(),
            syn::Meta::List(list) => list.tokens.clone(),
            syn::Meta::NameValue(nv) => {
                errors.push(error(nv.span(), "write `#[vjp]` or `#[vjp(check(...))]`"));
                continue;
            }
        };
        if let Some(krate) = &krate
            && !args.to_string().contains("crate")
        {
            args = if args.is_empty() {
                quote!(crate = #krate)
            } else {
                quote!(crate = #krate, #args)
            };
        }
        match derive_method(&item.generics, &self_ty, method, args) {
            Ok((tokens, extra)) => {
                beside.push(tokens);
                methods.extend(extra);
            }
            Err(e) => errors.push(e),
        }
    }
    item.items.extend(methods.into_iter().map(ImplItem::Fn));
    let errors = combine(errors).map(|e| e.to_compile_error());
    quote! {
        #errors

        #item

        #(#beside)*
    }
}

/// `self = ...` inside `check(...)` spelled `self_ = ...`, so that it parses as an assignment.
fn rename_self(tokens: TokenStream) -> TokenStream {
    let trees: Vec<proc_macro2::TokenTree> = tokens.into_iter().collect();
    let mut out = TokenStream::new();
    for (k, tree) in trees.iter().enumerate() {
        let next_is_eq = matches!(trees.get(k + 1), Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == '=');
        match tree {
            proc_macro2::TokenTree::Ident(i) if i == "self" && next_is_eq => {
                out.extend([proc_macro2::TokenTree::Ident(syn::Ident::new("self_", i.span()))]);
            }
            proc_macro2::TokenTree::Group(g) => {
                let mut group = proc_macro2::Group::new(g.delimiter(), rename_self(g.stream()));
                group.set_span(g.span());
                out.extend([proc_macro2::TokenTree::Group(group)]);
            }
            other => out.extend([other.clone()]),
        }
    }
    out
}

/// The generated test of `check(self = layer, x = input, N = 3, tol = 1e-8)` on `forward`:
/// the dot-product test on the input and every parameter tensor of the layer, a failure
/// naming the parameter by its path (`blocks.1.w1`); for an exported `forward`, also its
/// traced forward and backward, evaluated, against the witness (1e-12).
fn method_check(
    krate: &syn::Path,
    generics: &syn::Generics,
    self_ty: &Type,
    function: &syn::Ident,
    x: (&syn::Ident, &Type),
    (assignments, exported): (&[crate::args::Assignment], bool),
    span: Span,
) -> syn::Result<TokenStream> {
    let find = |name: &str| assignments.iter().find(|a| a.name == name).map(|a| &a.value);
    let Some(layer) = find("self_") else {
        return Err(error(
            span,
            "`check(...)` on a method needs the layer to check: `check(self = Block::new(..))`",
        ));
    };
    let mut aliases = Vec::new();
    for g in &generics.params {
        if let syn::GenericParam::Type(t) = g {
            let ident = &t.ident;
            match find(&ident.to_string()) {
                Some(value) => match syn::parse2::<syn::LitInt>(value.clone()) {
                    Ok(size) => aliases.push(quote!(type #ident = #krate::Const<#size>;)),
                    Err(_) => aliases.push(quote!(type #ident = #value;)),
                },
                None if t.bounds.iter().any(scalar::is_scalar_bound) => aliases.push(quote!(type #ident = f64;)),
                None => {
                    return Err(error(
                        span,
                        format!("`check(...)` needs a size for `{ident}`, for example `check({ident} = 3)`"),
                    ));
                }
            }
        }
    }
    let (x_name, x_ty) = x;
    let x_value = match find(&x_name.to_string()) {
        Some(value) => value.clone(),
        None => quote!(#krate::macro_support::random_static(1)),
    };
    let tolerance = find("tol").cloned().unwrap_or_else(|| quote!(1e-6));
    let test = format_ident!("{}_check", function);
    let type_name = match self_ty {
        Type::Path(p) => p
            .path
            .segments
            .last()
            .map_or("Self".to_string(), |s| s.ident.to_string()),
        _ => "Self".to_string(),
    };
    let label = format!("{type_name}::forward");
    // An exported layer's traced forward and backward, evaluated, against its witness.
    let trace_check = exported.then(|| {
        quote! {
            if let ::core::result::Result::Err(e) = #krate::hlo::check_trace(&layer, &input, 7, 1e-12) {
                ::core::panic!("the lowering of {}: {e}", #label);
            }
        }
    });
    let input = x_name.to_string();
    Ok(quote! {
        #[cfg(test)]
        #[test]
        #[allow(non_camel_case_types)]
        fn #test() {
            #(#aliases)*
            let layer: #self_ty = #layer;
            let input: #x_ty = #x_value;
            let mut paths = ::std::vec::Vec::new();
            #krate::Params::<f64>::visit_named_params(&layer, &mut |path, _| paths.push(::std::string::ToString::to_string(path)));
            let params: ::std::vec::Vec<&str> = paths.iter().map(::std::string::String::as_str).collect();
            #krate::gradcheck::assert_subject(&layer, &input, &#krate::gradcheck::Subject {
                function: #label,
                input: #input,
                params: &params,
                tolerance: #tolerance,
            });
            #trace_check
        }
    })
}

/// One method: the free function (expanded as a derived `#[vjp]` function), the method's body
/// calling it, and, for `forward`, the witness impl; for any other name, the method
/// `NAME_vjp` to add to the `impl`.
fn derive_method(
    generics: &syn::Generics,
    self_ty: &Type,
    method: &mut ImplItemFn,
    args: TokenStream,
) -> syn::Result<(TokenStream, Option<ImplItemFn>)> {
    let sig = &method.sig;
    let Some(FnArg::Receiver(receiver)) = sig.inputs.first() else {
        return Err(error(
            sig.ident.span(),
            "a #[vjp] method takes `&self`: its fields are the parameters",
        ));
    };
    if receiver.reference.is_none() || receiver.mutability.is_some() || receiver.colon_token.is_some() {
        return Err(error(receiver.span(), "a #[vjp] method takes `&self`"));
    }
    let rest: Vec<&syn::PatType> = sig
        .inputs
        .iter()
        .skip(1)
        .filter_map(|a| match a {
            FnArg::Typed(t) => Some(t),
            FnArg::Receiver(_) => None,
        })
        .collect();
    let arg_names: Vec<syn::Ident> = rest
        .iter()
        .map(|t| match &*t.pat {
            Pat::Ident(p) => Ok(p.ident.clone()),
            other => Err(error(other.span(), "bind each #[vjp] argument to a plain name")),
        })
        .collect::<syn::Result<_>>()?;
    let taken = names::mentioned(quote!(#method #self_ty));
    let layer = syn::Ident::new(&names::fresh("layer", &taken), Span::call_site());
    let function = format_ident!("{}_{}", snake(self_ty), sig.ident);

    // The free function: the method's arguments with `layer: &Type` second (first when there
    // are none), so a one-tensor method's `Layer` reading is `x ↦ method(x)`.
    let mut inputs: Vec<TokenStream> = rest.iter().map(|t| quote!(#t)).collect();
    let layer_arg = quote!(#layer: &#self_ty);
    inputs.insert(inputs.len().min(1), layer_arg);
    let mut call_args: Vec<TokenStream> = arg_names.iter().map(|n| quote!(#n)).collect();
    call_args.insert(call_args.len().min(1), quote!(self));
    let mut merged = generics.clone();
    merged.params.extend(sig.generics.params.iter().cloned());
    if let Some(w) = &sig.generics.where_clause {
        merged
            .make_where_clause()
            .predicates
            .extend(w.predicates.iter().cloned());
    }
    let (params, where_clause) = (&merged.params, &merged.where_clause);
    let output = &sig.output;
    let mut block = method.block.clone();
    Receiver { layer: &layer, self_ty }.visit_block_mut(&mut block);
    let vis = &method.vis;
    // The method's attribute: `crate = path` goes to the free function; `check(...)` is the
    // method's own (it checks the struct as a witness).
    let parsed = syn::parse2::<crate::args::Args>(rename_self(args.clone()))?;
    if let Some(backward) = &parsed.backward {
        return Err(error(
            backward.span(),
            "a #[vjp] method's backward is derived: `backward = ...` is for free functions",
        ));
    }
    let trace_body = parsed.trace_body.as_ref().map(|e| quote!(#e));
    let args = match &parsed.krate {
        Some(krate) => quote!(crate = #krate, #trace_body),
        None => quote!(#trace_body),
    };
    let doc = format!("The derivation of `{}::{}`.", snake(self_ty), sig.ident);
    let free = quote! {
        #[doc = #doc]
        #[doc(hidden)]
        #vis fn #function<#params>(#(#inputs),*) #output #where_clause #block
    };
    // The derived function's expansion, by the function form of the macro.
    let krate = match parsed.krate.clone() {
        Some(krate) => krate,
        None => crate::krate::find(sig.ident.span())?,
    };
    let expanded = crate::expand::expand_item(args, free.clone(), false);

    // The method calls it.
    let generic_args = names::generic_args(&merged);
    method.block = syn::parse_quote!({ #function::<#(#generic_args),*>(#(#call_args),*) });

    // `forward(&self, x: &X)`: the struct is a witness, and `check(...)` checks it.
    let is_witness = method.sig.ident == "forward" && rest.len() == 1;
    if let Some(remat) = &parsed.remat
        && !is_witness
    {
        return Err(error(
            remat.span(),
            "`remat` is for a struct layer's `forward(&self, x: &X)`, the method that makes the struct a witness",
        ));
    }
    let witness = match rest.first() {
        Some(x) if is_witness => {
            let forward = Forward::read(&merged, self_ty, &method.sig, &x.ty)?;
            let witness = witness(&krate, self_ty, &function, &forward, parsed.remat.is_some());
            let traced = trace_body.map(|_| traced_witness(&krate, &merged, self_ty, &function, &forward));
            quote!(#witness #traced)
        }
        _ => TokenStream::new(),
    };
    let check = match (&parsed.check, rest.first(), arg_names.first()) {
        (Some(assignments), Some(x), Some(x_name)) if is_witness => {
            let Type::Reference(r) = &*x.ty else {
                return Err(error(x.ty.span(), "a witness's input is a `&` tensor"));
            };
            method_check(
                &krate,
                &merged,
                self_ty,
                &function,
                (x_name, &r.elem),
                (assignments, parsed.trace_body.is_some()),
                method.sig.ident.span(),
            )?
        }
        (Some(_), _, _) => {
            return Err(error(
                method.sig.ident.span(),
                "`check(...)` goes on `forward(&self, x: &X)`, the method that makes the struct a witness",
            ));
        }
        _ => TokenStream::new(),
    };
    let with_pullback = if is_witness {
        None
    } else {
        Some(method_vjp(&krate, &merged, method, &function, &free, &layer)?)
    };
    Ok((
        quote! {
            #expanded

            #witness

            #check
        },
        with_pullback,
    ))
}

/// `NAME_vjp(&self, args..)`: the method with its pullback, in `vjp`'s convention (the
/// arguments by reference, the layer in its place), through the derived free function.
fn method_vjp(
    krate: &syn::Path,
    merged: &syn::Generics,
    method: &ImplItemFn,
    function: &syn::Ident,
    free: &TokenStream,
    layer: &syn::Ident,
) -> syn::Result<ImplItemFn> {
    let item: syn::ItemFn = syn::parse2(free.clone())?;
    let (sig, _) = crate::signature::analyze(item);
    let types: Vec<&Type> = sig.params.iter().map(|p| &p.ty).collect();
    let grads: Vec<TokenStream> = sig
        .params
        .iter()
        .map(|p| crate::pullback::grad_type(krate, p))
        .collect();
    let out = &sig.output;
    let captured = names::generic_args(merged);
    let generic_args = captured.clone();
    let call = sig.params.iter().map(|p| {
        let name = &p.name;
        if name == layer {
            quote!(self)
        } else if p.kind == crate::signature::ParamKind::Config {
            quote!(&#name)
        } else {
            quote!(#name)
        }
    });
    let inputs = method.sig.inputs.iter().skip(1);
    let (vis, name) = (&method.vis, format_ident!("{}_vjp", method.sig.ident));
    let method_generics = method.sig.generics.params.iter();
    let where_clause = &method.sig.generics.where_clause;
    let doc = format!(
        "[`{}`](Self::{}) with its pullback: the pullback takes the arguments again (the layer in its place), the output and its cotangent, and returns one gradient per argument, the layer's a struct like `self`.",
        method.sig.ident, method.sig.ident
    );
    Ok(syn::parse_quote! {
        #[doc = #doc]
        #vis fn #name<#(#method_generics),*>(&self, #(#inputs),*) -> #krate::Result<(
            #out,
            impl Fn(#(&#types,)* &#out, &#out) -> #krate::Result<(#(#grads,)*)> + use<#(#captured),*>,
        )> #where_clause {
            #function::vjp::<#(#generic_args),*>(#(#call),*)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_become_snake_case() {
        assert_eq!(snake(&syn::parse_quote!(SwiGluBlock<T>)), "swi_glu_block");
        assert_eq!(snake(&syn::parse_quote!(crate::Mlp<T>)), "mlp");
    }

    #[test]
    fn refusals_say_what_to_write() {
        let cases = [
            (
                quote!(),
                quote!(
                    impl<T: Scalar> Display for Block<T> {
                        #[vjp]
                        fn forward(&self, x: &M) -> Result<M> {
                            g(x)
                        }
                    }
                ),
                "inherent impl",
            ),
            (
                quote!(check(N = 3)),
                quote!(
                    impl<T: Scalar> Block<T> {}
                ),
                "`crate = path` at most",
            ),
            (
                quote!(),
                quote!(
                    impl<T: Scalar> Block<T> {
                        #[vjp]
                        fn forward(x: &M) -> Result<M> {
                            g(x)
                        }
                    }
                ),
                "takes `&self`",
            ),
            (
                quote!(),
                quote!(
                    impl<T: Scalar> Block<T> {
                        #[vjp]
                        fn forward(&mut self, x: &M) -> Result<M> {
                            g(x)
                        }
                    }
                ),
                "takes `&self`",
            ),
            (
                quote!(crate = ::vjp),
                quote!(
                    impl<T: Scalar> Block<T> {
                        #[vjp(check(N = 3))]
                        fn forward(&self, x: &M) -> Result<M> {
                            g(x)
                        }
                    }
                ),
                "check(self = Block::new(..))",
            ),
            (
                quote!(crate = ::vjp),
                quote!(
                    impl<T: Scalar> Block<T> {
                        #[vjp(check(self = b()))]
                        fn apply(&self, x: &M) -> Result<M> {
                            g(x)
                        }
                    }
                ),
                "goes on `forward(&self, x: &X)`",
            ),
        ];
        for (attr, tokens, expected) in cases {
            let out = expand(attr, syn::parse2(tokens).unwrap()).to_string();
            assert!(out.contains(expected), "expected `{expected}` in: {out}");
        }
    }

    #[test]
    fn derived_method() {
        let tokens = expand(
            quote!(crate = ::vjp),
            syn::parse_quote! {
                impl<T: Scalar> Block<T> {
                    pub fn new(w: Matrix<T, usize, usize>) -> Self { Block { w, eps: T::ONE } }

                    #[vjp(check(self = Block::new(Matrix::random((4, 4), &mut rng())), x = Matrix::random((3, 4), &mut rng())))]
                    pub fn forward(&self, x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
                        let h = matmul(x, &self.w)?;
                        Ok(&gelu(&h, GeluKind::Erf) * self.eps)
                    }
                }
            },
        );
        insta::assert_snapshot!(prettyplease::unparse(&syn::parse2(tokens).unwrap()));
    }
}

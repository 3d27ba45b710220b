//! The attribute's arguments: `#[vjp]`, `#[vjp(backward = path)]`, `trace = path`,
//! `crate = path`, `check(N = 3, eps = 1e-5, ...)`.

use proc_macro2::{TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Ident, Path, Token};

/// One `NAME = value` of `check(...)`: a generic parameter's size or type, or a
/// configuration argument's value.
#[derive(Clone, Debug)]
pub struct Assignment {
    /// The generic parameter or argument assigned.
    pub name: Ident,
    /// Its value, as written: an integer for a dimension, a type, or an expression for an
    /// argument.
    pub value: TokenStream,
}

impl Parse for Assignment {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name = input.parse()?;
        input.parse::<Token![=]>()?;
        // Everything up to the next comma outside brackets (`<...>` included, for types).
        let mut value = TokenStream::new();
        let mut angle_depth = 0usize;
        while !input.is_empty() {
            if angle_depth == 0 && input.peek(Token![,]) {
                break;
            }
            let tree: TokenTree = input.parse()?;
            if let TokenTree::Punct(p) = &tree {
                match p.as_char() {
                    '<' => angle_depth += 1,
                    '>' => angle_depth = angle_depth.saturating_sub(1),
                    _ => {}
                }
            }
            value.extend(std::iter::once(tree));
        }
        if value.is_empty() {
            return Err(syn::Error::new(name_span(&name), "expected a value after `=`"));
        }
        Ok(Assignment { name, value })
    }
}

fn name_span(name: &Ident) -> proc_macro2::Span {
    name.span()
}

/// The parsed attribute.
#[derive(Clone, Debug)]
pub struct Args {
    /// `backward = path`: the rule form. Absent: the derived form.
    pub backward: Option<Path>,
    /// `forward = path` (with `backward`): a forward that also returns what the rule needs
    /// from it (`Result<(out, saved)>`), handed to the rule after the output.
    pub forward: Option<Path>,
    /// `crate = path`: where the support library is. Absent: found in the user's
    /// `Cargo.toml` ([`crate::krate`]).
    pub krate: Option<Path>,
    /// `check(...)`: generate a gradient-check test at these sizes.
    pub check: Option<Vec<Assignment>>,
    /// `trace = path`: a module whose `forward` and `backward` write the function and its rule
    /// as primitives of `hlo::Graph` (rule form): its graph form, as `f::trace` is.
    pub trace: Option<Path>,
    /// `trace` (alone): a derived function also gets `f::trace`, its derivation over graph
    /// values.
    pub trace_body: Option<Ident>,
    /// `remat` (on a struct layer's `forward`): the forward keeps only the input, and the
    /// backward runs the derived forward again.
    pub remat: Option<Ident>,
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut args = Args {
            backward: None,
            forward: None,
            krate: None,
            check: None,
            trace: None,
            trace_body: None,
            remat: None,
        };
        while !input.is_empty() {
            let key: Ident = if input.peek(Token![crate]) {
                let token: Token![crate] = input.parse()?;
                Ident::new("crate", token.span)
            } else {
                input.parse()?
            };
            match key.to_string().as_str() {
                "backward" => {
                    if args.backward.is_some() {
                        return Err(syn::Error::new(key.span(), "`backward` is given twice"));
                    }
                    input.parse::<Token![=]>()?;
                    args.backward = Some(input.parse()?);
                }
                "forward" => {
                    if args.forward.is_some() {
                        return Err(syn::Error::new(key.span(), "`forward` is given twice"));
                    }
                    input.parse::<Token![=]>()?;
                    args.forward = Some(input.parse()?);
                }
                "trace" => {
                    if args.trace.is_some() || args.trace_body.is_some() {
                        return Err(syn::Error::new(key.span(), "`trace` is given twice"));
                    }
                    if input.peek(Token![=]) {
                        input.parse::<Token![=]>()?;
                        args.trace = Some(input.parse()?);
                    } else {
                        args.trace_body = Some(key.clone());
                    }
                }
                "lower" => {
                    return Err(syn::Error::new(
                        key.span(),
                        "`lower = path` is now spelled `trace = path` (the graph form of a rule, as `f::trace` is the function's)",
                    ));
                }
                "export" => {
                    return Err(syn::Error::new(
                        key.span(),
                        "`export` is now spelled `trace` (the graph form `f::trace`, derived from the body)",
                    ));
                }
                "remat" => {
                    if args.remat.is_some() {
                        return Err(syn::Error::new(key.span(), "`remat` is given twice"));
                    }
                    args.remat = Some(key.clone());
                }
                "crate" => {
                    if args.krate.is_some() {
                        return Err(syn::Error::new(key.span(), "`crate` is given twice"));
                    }
                    input.parse::<Token![=]>()?;
                    args.krate = Some(input.call(Path::parse_mod_style)?);
                }
                "check" => {
                    if args.check.is_some() {
                        return Err(syn::Error::new(key.span(), "`check` is given twice"));
                    }
                    let content;
                    syn::parenthesized!(content in input);
                    let list = Punctuated::<Assignment, Token![,]>::parse_terminated(&content)?;
                    args.check = Some(list.into_iter().collect());
                }
                other => {
                    return Err(syn::Error::new(
                        key.span(),
                        format!(
                            "unknown #[vjp] argument `{other}`: expected `backward = path`, `forward = path`, `trace = path`, `trace`, `remat`, `check(...)` or `crate = path`"
                        ),
                    ));
                }
            }
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        Ok(args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn parses_every_argument() {
        let args: Args = syn::parse2(quote!(
            backward = rules::gelu_back, forward = gelu_saving, crate = crate, check(N = 3, S = Foo<A, B>, eps = 1e-5)
        ))
        .unwrap();
        assert!(args.backward.is_some());
        let forward = args.forward.unwrap();
        assert_eq!(quote!(#forward).to_string(), "gelu_saving");
        let krate = args.krate.unwrap();
        assert_eq!(quote!(#krate).to_string(), "crate");
        let check = args.check.unwrap();
        assert_eq!(check.len(), 3);
        assert_eq!(check[0].name, "N");
        assert_eq!(check[1].value.to_string(), "Foo < A , B >");
    }

    #[test]
    fn defaults_to_the_derived_form_found_crate_and_no_check() {
        let args: Args = syn::parse2(quote!()).unwrap();
        assert!(args.backward.is_none() && args.check.is_none() && args.krate.is_none() && args.trace.is_none());
        assert!(args.forward.is_none());
    }

    #[test]
    fn the_old_spelling_of_trace_names_the_new() {
        let err = syn::parse2::<Args>(quote!(backward = b, lower = b_graph)).unwrap_err();
        assert!(err.to_string().contains("now spelled `trace = path`"), "{err}");
        let err = syn::parse2::<Args>(quote!(export)).unwrap_err();
        assert!(err.to_string().contains("now spelled `trace`"), "{err}");
        let args: Args = syn::parse2(quote!(backward = b, trace = b_graph)).unwrap();
        assert!(args.trace.is_some() && args.trace_body.is_none());
        let args: Args = syn::parse2(quote!(trace, check(N = 2))).unwrap();
        assert!(args.trace.is_none() && args.trace_body.is_some());
        assert!(syn::parse2::<Args>(quote!(trace, trace = g)).is_err());
    }

    #[test]
    fn unknown_arguments_are_named() {
        let err = syn::parse2::<Args>(quote!(backwards = f)).unwrap_err();
        assert!(err.to_string().contains("unknown #[vjp] argument `backwards`"));
    }
}

//! The names the expansion introduces, chosen so that no name a user can write collides with
//! one of them.
//!
//! * Local variables of the generated code (pullbacks, cotangent slots, gradients, the
//!   pullback's output and cotangent parameters) are hygienic: their identifiers carry
//!   [`Span::mixed_site`], so they live apart from every identifier written by the user, as
//!   in `macro_rules!`. A user value named `dy` or `h_pullback` is another variable.
//! * Among themselves, generated locals are named by patterns whose prefixes differ in their
//!   first letter, so no two can meet: `pullback_{value}`, `d_{value}`,
//!   `c_{value}_{position}` and `t_{value}_{k}` (the number ends the name, so they are
//!   injective too); for loops and branches `states_{accumulator}`, `mark_{version}`,
//!   `record_{n}`, `iteration_{n}`, `layers_{n}`, `exit_{accumulator}`,
//!   `accumulated_{value}` and `branch_{value}_{k}`; the fixed
//!   names `out`, `dy`, `cotangent`, `arguments`, `gradient` and `g{k}` (which no pattern
//!   produces), and the synthetic
//!   name of a final call's value, chosen fresh among the user's names.
//! * Names that hygiene does not separate (generic parameters, lifetimes, struct fields, the
//!   items of the generated module) are chosen fresh: a base name with `_` appended until it
//!   is not an identifier the user's function mentions.

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use syn::ext::IdentExt;

/// The text of an identifier as the compiler compares it: `r#type` and `type` are one name.
pub fn text(ident: &Ident) -> String {
    ident.unraw().to_string()
}

/// A local of the generated code, invisible to the user's code and vice versa.
pub fn local(name: &str) -> Ident {
    Ident::new(name, Span::mixed_site())
}

/// `pullback_{value}`, the pullback of a body value.
pub fn pullback(value: &Ident) -> Ident {
    local(&format!("pullback_{}", text(value)))
}

/// `d_{value}`, the cotangent slot of a value or an argument.
pub fn slot(value: &Ident) -> Ident {
    local(&format!("d_{}", text(value)))
}

/// `c_{value}_{position}`, a constant argument of the call bound to `value`, computed once.
pub fn constant_arg(value: &Ident, position: usize) -> Ident {
    local(&format!("c_{}_{position}", text(value)))
}

/// `t_{value}_{k}`, the `k`-th contribution to the cotangent of a value used more than once.
pub fn term(value: &Ident, k: usize) -> Ident {
    local(&format!("t_{}_{k}", text(value)))
}

/// `states_{accumulator}`, the list of an accumulator's versions.
pub fn states(accumulator: &Ident) -> Ident {
    local(&format!("states_{}", text(accumulator)))
}

/// `cotangents_{list}`, the cotangents of a list's elements in a backward, each taken where
/// it was pushed.
pub fn cotangents(list: &Ident) -> Ident {
    local(&format!("cotangents_{}", text(list)))
}

/// `mark_{version}`, where a version of an accumulator stands in its list.
pub fn mark(version: &Ident) -> Ident {
    local(&format!("mark_{}", text(version)))
}

/// `record_{n}`, what each iteration of the function's `n`-th loop kept.
pub fn record(n: usize) -> Ident {
    local(&format!("record_{n}"))
}

/// `iteration_{n}`, the index of an iteration of the `n`-th loop.
pub fn iteration(n: usize) -> Ident {
    local(&format!("iteration_{n}"))
}

/// `layers_{n}`, the gradient of the list of layers the `n`-th loop runs over.
pub fn layers(n: usize) -> Ident {
    local(&format!("layers_{n}"))
}

/// `exit_{accumulator}`, the cotangent a loop's backward carries from an iteration to the one
/// before.
pub fn exit(accumulator: &Ident) -> Ident {
    local(&format!("exit_{}", text(accumulator)))
}

/// `accumulated_{value}`, the cotangent a loop's iterations add up for a value from outside.
pub fn accumulated(value: &Ident) -> Ident {
    local(&format!("accumulated_{}", text(value)))
}

/// `branch_{value}_{k}`, what the `k`-th arm of the branch giving `value` kept.
pub fn branch(value: &Ident, k: usize) -> Ident {
    local(&format!("branch_{}_{k}", text(value)))
}

/// `g{k}`, the gradient of the `k`-th argument of one call, inside that call's block.
pub fn grad(position: usize) -> Ident {
    local(&format!("g{position}"))
}

/// The name of a type or const generic parameter (`None` for a lifetime).
pub fn generic_param(p: &syn::GenericParam) -> Option<&Ident> {
    match p {
        syn::GenericParam::Type(t) => Some(&t.ident),
        syn::GenericParam::Const(c) => Some(&c.ident),
        syn::GenericParam::Lifetime(_) => None,
    }
}

/// The names of the type and const parameters of `generics`, in order: the generic
/// arguments that name them all (`f::<T, N, D>`).
pub fn generic_args(generics: &syn::Generics) -> Vec<&Ident> {
    generics.params.iter().filter_map(generic_param).collect()
}

/// The names of the type parameters of `generics`, in order.
pub fn type_params(generics: &syn::Generics) -> Vec<&Ident> {
    generics
        .params
        .iter()
        .filter_map(|p| match p {
            syn::GenericParam::Type(t) => Some(&t.ident),
            _ => None,
        })
        .collect()
}

/// Whether a bound `ty: hlo::Bind` must be stated where a traced function's argument of type
/// `ty` is used under `generics`: when `ty` involves a type parameter that is not a scalar
/// (`L`, a generic layer). A type over scalars only (`Mat<T>`, an alias of a tensor type the
/// macro cannot see through, or `Block<T>`) is `Bind` by its impl, and stating the bound would
/// hide that impl's `Traced` type from the compiler (rust-lang/rust#152409): a
/// `Traced<Matrix<..>>` would no longer be the `<Mat<T> as Bind>::Traced` it is.
pub fn needs_bind_bound(ty: &syn::Type, generics: &syn::Generics) -> bool {
    let scalar = |param: &syn::TypeParam| {
        let inline = param.bounds.iter().any(is_scalar_bound);
        let in_where = generics.where_clause.iter().flat_map(|w| &w.predicates).any(|p| {
            matches!(p, syn::WherePredicate::Type(t)
                if matches!(&t.bounded_ty, syn::Type::Path(b) if b.path.is_ident(&param.ident))
                    && t.bounds.iter().any(is_scalar_bound))
        });
        inline || in_where
    };
    let mentioned = mentioned(ty);
    generics.params.iter().any(|p| match p {
        syn::GenericParam::Type(t) => !scalar(t) && mentioned.contains(&text(&t.ident)),
        _ => false,
    })
}

/// Whether a bound is `Scalar` (by any path).
fn is_scalar_bound(bound: &syn::TypeParamBound) -> bool {
    matches!(bound, syn::TypeParamBound::Trait(t) if t.path.segments.last().is_some_and(|s| s.ident == "Scalar"))
}

/// Every identifier in `tokens`, unrawed.
pub fn mentioned(tokens: impl ToTokens) -> HashSet<String> {
    fn walk(tokens: TokenStream, out: &mut HashSet<String>) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) => {
                    out.insert(text(&ident));
                }
                TokenTree::Group(group) => walk(group.stream(), out),
                _ => {}
            }
        }
    }
    let mut out = HashSet::new();
    walk(tokens.into_token_stream(), &mut out);
    out
}

/// The identifiers in `tokens` that are not the first segments of longer paths (not
/// followed by `::`): those that can name a function or a value.
pub fn mentioned_as_values(tokens: impl ToTokens) -> HashSet<String> {
    fn walk(tokens: TokenStream, out: &mut HashSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (k, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident) => {
                    let prefix = matches!(
                        (trees.get(k + 1), trees.get(k + 2)),
                        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':'
                    );
                    if !prefix {
                        out.insert(text(ident));
                    }
                }
                TokenTree::Group(group) => walk(group.stream(), out),
                _ => {}
            }
        }
    }
    let mut out = HashSet::new();
    walk(tokens.into_token_stream(), &mut out);
    out
}

/// `base`, or `base` followed by as many `_` as it takes not to be in `taken`.
pub fn fresh(base: &str, taken: &HashSet<String>) -> String {
    let mut name = base.to_string();
    while taken.contains(&name) {
        name.push('_');
    }
    name
}

/// An identifier named `fresh(base, taken)`, spanned at the call site.
pub fn fresh_ident(base: &str, taken: &HashSet<String>) -> Ident {
    Ident::new(&fresh(base, taken), Span::call_site())
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn raw_identifiers_are_their_names() {
        let raw: Ident = syn::parse_str("r#type").unwrap();
        assert_eq!(text(&raw), "type");
        assert_eq!(slot(&raw).to_string(), "d_type");
    }

    #[test]
    fn fresh_names_avoid_every_mentioned_identifier() {
        let taken = mentioned(quote!(
            fn f<__S>(x: &__S, __S_: u8) -> r#__S__ {}
        ));
        assert_eq!(fresh("__S", &taken), "__S___");
        assert_eq!(fresh("Layer", &taken), "Layer");
    }

    #[test]
    fn patterns_cannot_meet() {
        // A value named like another value's generated name gets a different generated name.
        let a: Ident = syn::parse_str("h").unwrap();
        let b: Ident = syn::parse_str("pullback_h").unwrap();
        assert_ne!(pullback(&a).to_string(), pullback(&b).to_string());
        let c: Ident = syn::parse_str("d_a").unwrap();
        let d: Ident = syn::parse_str("a_pullback").unwrap();
        assert_ne!(pullback(&c).to_string(), slot(&d).to_string());
        assert_ne!(slot(&a).to_string(), "dy");
        assert_ne!(
            constant_arg(&a, 12).to_string(),
            constant_arg(&syn::parse_str("h_1").unwrap(), 2).to_string()
        );
    }
}

//! The scalar the generated `Params`, `Vjp` and `record` are over.
//!
//! When exactly one generic parameter of the function is bounded by `Scalar` (`T: Scalar`,
//! inline or in the `where` clause), that parameter is the scalar: the items are over `T`, as
//! a person would write them (`impl Params<T> for Layer<T, D>`, `f::record::<T, D>`), and a
//! type that mentions `T` needs no `Differentiable<T>` bound (a tensor of `T`s is one by its
//! own impl). Otherwise (concrete `f64` tensors, or several scalars) the items take a fresh
//! scalar parameter and state every bound they need.

use crate::names;
use quote::{ToTokens, quote};
use syn::{GenericParam, Generics, Ident, Path, Type, TypeParamBound, WherePredicate};

/// Whether `bound` names a trait called `Scalar` (`Scalar`, `vjp::Scalar`, ...).
pub fn is_scalar_bound(bound: &TypeParamBound) -> bool {
    matches!(bound, TypeParamBound::Trait(t) if t.path.segments.last().is_some_and(|s| s.ident == "Scalar"))
}

/// The function's own scalar parameter: the one generic type parameter bounded by `Scalar`.
pub fn own(generics: &Generics) -> Option<&Ident> {
    let inline = generics.params.iter().filter_map(|p| match p {
        GenericParam::Type(t) if t.bounds.iter().any(is_scalar_bound) => Some(&t.ident),
        _ => None,
    });
    let declared = names::type_params(generics);
    let in_where = generics
        .where_clause
        .iter()
        .flat_map(|w| &w.predicates)
        .filter_map(|pred| match pred {
            WherePredicate::Type(t) if t.bounds.iter().any(is_scalar_bound) => match &t.bounded_ty {
                Type::Path(p) if p.qself.is_none() => p.path.get_ident().filter(|i| declared.contains(i)),
                _ => None,
            },
            _ => None,
        });
    let mut found: Vec<&Ident> = inline.chain(in_where).collect();
    found.dedup_by(|a, b| a == b);
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The scalar of one generated item.
pub struct ScalarParam {
    ident: Ident,
    own: bool,
}

impl ScalarParam {
    /// The function's own scalar when it has one and `usable` says the item can name it (the
    /// item's generics include it); otherwise the fresh parameter `fresh`.
    pub fn new(generics: &Generics, fresh: &Ident, usable: impl Fn(&Ident) -> bool) -> Self {
        match own(generics).filter(|t| usable(t)) {
            Some(t) => ScalarParam {
                ident: t.clone(),
                own: true,
            },
            None => ScalarParam {
                ident: fresh.clone(),
                own: false,
            },
        }
    }

    /// The fresh parameter to declare among the item's generics (`__S,`), if it is one.
    pub fn declare(&self) -> Option<proc_macro2::TokenStream> {
        let ident = &self.ident;
        (!self.own).then(|| quote!(#ident,))
    }

    /// The scalar's name.
    pub fn ident(&self) -> &Ident {
        &self.ident
    }

    /// The fresh parameter, if it is one.
    pub fn fresh(&self) -> Option<&Ident> {
        (!self.own).then_some(&self.ident)
    }

    /// `__S: Scalar,` for a fresh parameter, as a `where` predicate.
    pub fn bound(&self, krate: &Path) -> Option<proc_macro2::TokenStream> {
        let ident = &self.ident;
        (!self.own).then(|| quote!(#ident: #krate::Scalar,))
    }

    /// Whether the item must state `ty: Trait<scalar>`: always over a fresh scalar; over the
    /// function's own, only for a type that does not mention it.
    pub fn needs_bound(&self, ty: &impl ToTokens) -> bool {
        !self.own || !names::mentioned(ty).contains(&names::text(&self.ident))
    }
}

impl ToTokens for ScalarParam {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        self.ident.to_tokens(tokens)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn generics(tokens: proc_macro2::TokenStream) -> Generics {
        let f: syn::ItemFn = syn::parse2(quote!(fn f #tokens {})).unwrap();
        f.sig.generics
    }

    #[test]
    fn the_one_parameter_bounded_by_scalar() {
        assert_eq!(own(&generics(quote!(<T: Scalar, N: Dim>()))).unwrap(), "T");
        assert_eq!(own(&generics(quote!(<E, N: Dim>() where E: vjp::Scalar))).unwrap(), "E");
        assert!(own(&generics(quote!(<N: Dim>()))).is_none());
        assert!(own(&generics(quote!(<A: Scalar, B: Scalar>()))).is_none());
    }

    #[test]
    fn bounds_only_for_types_that_do_not_mention_the_own_scalar() {
        let fresh: Ident = syn::parse_str("__S").unwrap();
        let scalar = ScalarParam::new(&generics(quote!(<T: Scalar, N: Dim>())), &fresh, |_| true);
        assert!(!scalar.needs_bound(&quote!(Matrix<T, N, N>)));
        assert!(scalar.needs_bound(&quote!(Matrix<f64, N, N>)));
        assert!(scalar.declare().is_none());
        let unusable = ScalarParam::new(&generics(quote!(<T: Scalar, N: Dim>())), &fresh, |_| false);
        assert!(unusable.needs_bound(&quote!(Matrix<T, N, N>)));
        assert_eq!(unusable.declare().unwrap().to_string(), "__S ,");
    }
}

//! How a field of a struct layer takes part: a parameter, configuration, or a constant tensor.

use syn::{Field, Ident, Type};

/// The primitive types that are configuration without `#[config]`.
const CONFIG_TYPES: &[&str] = &[
    "bool", "char", "String", "f32", "f64", "usize", "isize", "u8", "u16", "u32", "u64", "u128", "i8", "i16", "i32",
    "i64", "i128",
];

/// How a field takes part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Trained: visited, and its gradient is its own type.
    Parameter,
    /// Configuration: cloned into the gradient.
    Config,
    /// `#[no_grad]`: a tensor held but not trained, cloned into the gradient as configuration
    /// is, and bound into an exported program as an input that is not trained.
    Constant,
}

/// The role of `field` in a struct over the scalar `scalar`.
pub fn role(field: &Field, scalar: &Ident) -> Role {
    if field.attrs.iter().any(|a| a.path().is_ident("no_grad")) {
        return Role::Constant;
    }
    let marked = field.attrs.iter().any(|a| a.path().is_ident("config"));
    let plain = match &field.ty {
        Type::Path(p) if p.qself.is_none() => p
            .path
            .get_ident()
            .is_some_and(|i| i == scalar || CONFIG_TYPES.contains(&i.to_string().as_str())),
        _ => false,
    };
    if marked || plain { Role::Config } else { Role::Parameter }
}

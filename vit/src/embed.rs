//! The token embedding after the patch convolution: CLS in row 0, patches below, plus the
//! position embedding. Written in the derived form of `#[vjp]`: the backward scatters the
//! cotangent's row 0 to `cls_token`, its other rows to the patches, and all of it to `pos_embed`.

use vjp_core::{Const, Dim, Matrix, Result, Scalar, add, pad_rows, vjp};

/// `[cls; patches] + pos_embed`: patches `[NP, D]`, CLS `[1, D]`, positions `[tokens, D]`.
#[vjp(crate = vjp_core, trace, check(NP = 3, D = 2, TT = 4, tokens = Const))]
pub fn embed_tokens<T: Scalar, NP: Dim, D: Dim, TT: Dim>(
    patches: &Matrix<T, NP, D>,
    cls_token: &Matrix<T, Const<1>, D>,
    pos_embed: &Matrix<T, TT, D>,
    tokens: TT,
) -> Result<Matrix<T, TT, D>> {
    let body = pad_rows(patches, 1, tokens)?;
    let cls = pad_rows(cls_token, 0, tokens)?;
    let joined = add(&body, &cls)?;
    add(&joined, pos_embed)
}

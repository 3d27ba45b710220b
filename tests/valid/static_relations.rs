//! Sizes that satisfy the static relations build and run: 3 heads divide 192, a 16-pixel patch
//! tiles a 224 x 224 image into 196 patches.
use vjp::{Const, Gelu, GeluKind, Matrix, PatchEmbed, PerHead, Vector};

#[test]
fn static_relations_builds_and_runs() {
    let heads = PerHead::<Gelu, Const<192>>::with_heads::<3, 1>(Gelu { kind: GeluKind::Erf });
    assert_eq!(heads.heads(), 3);
    let layer = PatchEmbed::<f32, Const<196>, Const<192>, Const<768>>::for_image::<3, 224, 224, 16>(
        Matrix::zeros(Default::default()),
        Vector::zeros(Default::default()),
    );
    assert_eq!(layer.patch, 16);
}

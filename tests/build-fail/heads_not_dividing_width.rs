// 3 heads cannot split a width of 190.
use vjp::{Const, Gelu, GeluKind, PerHead};

fn main() {
    let heads = PerHead::<Gelu, Const<190>>::with_heads::<3, 1>(Gelu { kind: GeluKind::Erf });
    println!("{}", heads.heads());
}

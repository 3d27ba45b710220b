// A field that is neither a parameter nor plainly configuration (an enum) is reported at the
// field, with the advice to mark it `#[config]`.
use vjp::{GeluKind, Matrix, Params, Scalar};

#[derive(Clone, Debug, Params)]
struct Mlp<T: Scalar> {
    w: Matrix<T, usize, usize>,
    kind: GeluKind,
}

fn main() {}

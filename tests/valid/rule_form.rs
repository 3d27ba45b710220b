//! The rule form with a `#[no_grad]` reference and a by-value configuration argument: the
//! gradient positions of those are `NoGrad`, and the witness keeps them as fields.
use vjp::macro_support::NoGrad;
use vjp::{Matrix, Result, Scalar, Vjp, vjp};

fn masked_scale_backward<T: Scalar>(
    x: &Matrix<T, usize, usize>,
    mask: &[bool],
    factor: &T,
    _y: &Matrix<T, usize, usize>,
    dy: &Matrix<T, usize, usize>,
) -> Result<Matrix<T, usize, usize>> {
    masked_scale(dy, mask, *factor).inspect(|g| assert_eq!(g.dims(), x.dims()))
}

/// Multiplies the entries whose mask is set by `factor`, zeroes the others.
#[vjp(backward = masked_scale_backward)]
fn masked_scale<T: Scalar>(
    x: &Matrix<T, usize, usize>,
    #[no_grad] mask: &[bool],
    factor: T,
) -> Result<Matrix<T, usize, usize>> {
    if mask.len() != x.numel() {
        return Err(vjp::Error::invalid("masked_scale", "one mask entry per element"));
    }
    let data = x
        .data()
        .iter()
        .zip(mask)
        .map(|(&v, &keep)| if keep { factor * v } else { T::ZERO });
    Matrix::from_vec(x.shape(), data.collect())
}

#[test]
fn rule_form_builds_and_runs() {
    let x = Matrix::<f64, usize, usize>::from_vec((1, 3), vec![1.0, 2.0, 3.0]).unwrap();
    let mask = [true, false, true];
    let (y, pullback) = masked_scale::vjp(&x, &mask[..], &2.0).unwrap();
    assert_eq!(y.data(), &[2.0, 0.0, 6.0]);
    let ones = Matrix::full((1, 3), 1.0);
    let (dx, NoGrad, NoGrad) = pullback(&x, &mask[..], &2.0, &y, &ones).unwrap();
    assert_eq!(dx.data(), &[2.0, 0.0, 2.0]);
    // The witness: the input is `x`, the fields are `mask` (owned) and `factor`.
    let layer = masked_scale::Layer::new(mask.to_vec(), 2.0);
    assert_eq!(layer.apply(x).unwrap(), y);
}

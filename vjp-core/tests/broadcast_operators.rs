//! `+`, `-`, `*` and `/` between tensors in a derived body broadcast as PyTorch's operators do
//! (numpy's rule): a row against every row, a column against every column, a scalar tensor
//! against everything, in the eager pullback, the tape and the exported graph alike. Each
//! function's generated check holds its derived backward to central differences and its graph
//! to the Rust pullback (1e-12); static shapes that do not broadcast are a compile error
//! (`tests/ui/fail/broadcast_operator_mismatch.rs`), run-time ones an error naming both.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::*;

type Mat<T> = Matrix<T, usize, usize>;

/// `(x ⊙ row) / column - x ⊙ s + s`: a row of `D`, a column of `N` (its width `One`, the
/// dimension that stretches) and a scalar tensor, each stretched over `x`.
#[vjp(crate = vjp_core, trace,
      check(column = Matrix::<f64, Const<3>, One>::new(vec![1.5, 2.0, 2.5]).unwrap()))]
fn rescaled<T: Scalar>(
    x: &Matrix<T, Const<3>, Const<4>>,
    row: &Vector<T, Const<4>>,
    column: &Matrix<T, Const<3>, One>,
    s: &Tensor0<T>,
) -> Result<Matrix<T, Const<3>, Const<4>>> {
    let scaled = &(x * row) / column;
    Ok(&(&scaled - &(x * s)) + s)
}

/// Run-time shapes: `x ⊙ y + y`, whatever shapes broadcast (the two arguments' types are the
/// same, their shapes need not be).
#[vjp(crate = vjp_core, trace,
      check(x = Mat::random((3, 1), &mut StdRng::seed_from_u64(1)),
            y = Mat::random((1, 4), &mut StdRng::seed_from_u64(2))))]
fn outer(x: &Mat<f64>, y: &Mat<f64>) -> Result<Mat<f64>> {
    Ok(&(x * y) + y)
}

/// Over one generic shape, the operators are the same-shape ops (every shape broadcasts against
/// itself to itself).
#[vjp(crate = vjp_core, trace, check(S = (Const<2>, Const<3>)))]
fn gated<T: Scalar, S: Shape>(x: &Tensor<T, S>, gate: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    Ok(&(x * &sigmoid(gate)) - gate)
}

#[test]
fn operators_stretch_rows_columns_and_scalars() {
    let r = &mut StdRng::seed_from_u64(3);
    let x = Matrix::<f64, Const<3>, Const<4>>::random(Default::default(), r);
    let row = Vector::<f64, Const<4>>::random(Default::default(), r);
    let column = Matrix::<f64, Const<3>, One>::new(vec![1.5, 2.0, 2.5]).unwrap();
    let s = Tensor0::<f64>::new(vec![0.75]).unwrap();
    let y = rescaled(&x, &row, &column, &s).unwrap();
    for i in 0..3 {
        for j in 0..4 {
            let (xv, c) = (x.data()[i * 4 + j], column.data()[i]);
            let expected = xv * row.data()[j] / c - xv * 0.75 + 0.75;
            assert_eq!(y.data()[i * 4 + j], expected);
        }
    }
    // The gradient of each stretched operand is summed over the axes it was stretched along.
    let (_, pullback) = rescaled::vjp(&x, &row, &column, &s).unwrap();
    let dy = Matrix::full(Default::default(), 1.0);
    let (_, drow, dcolumn, ds) = pullback(&x, &row, &column, &s, &y, &dy).unwrap();
    for j in 0..4 {
        let expected: f64 = (0..3).map(|i| x.data()[i * 4 + j] / column.data()[i]).sum();
        assert!((drow.data()[j] - expected).abs() < 1e-12);
    }
    assert_eq!(dcolumn.dims(), [3, 1]);
    assert!((ds.data()[0] - (12.0 - x.data().iter().sum::<f64>())).abs() < 1e-12);
}

#[test]
fn run_time_shapes_broadcast_or_name_both() {
    let x = Mat::<f64>::from_vec((3, 1), vec![1.0, 2.0, 3.0]).unwrap();
    let y = Mat::<f64>::from_vec((1, 2), vec![10.0, 20.0]).unwrap();
    assert_eq!(outer(&x, &y).unwrap().data(), [20.0, 40.0, 30.0, 60.0, 40.0, 80.0]);
    let wide = Mat::<f64>::zeros((2, 4));
    let err = outer(&Mat::zeros((2, 3)), &wide).unwrap_err().to_string();
    assert!(err.contains("[2, 3]") && err.contains("[2, 4]"), "{err}");
}

#[test]
fn one_shape_is_bit_for_bit_the_same_shape_ops() {
    let r = &mut StdRng::seed_from_u64(4);
    let (x, gate) = (Mat::<f64>::random((2, 5), r), Mat::random((2, 5), r));
    let expected = sub(&mul(&x, &sigmoid(&gate)).unwrap(), &gate).unwrap();
    assert_eq!(gated(&x, &gate).unwrap(), expected);
}

//! Run-time shape mismatches are errors that name both shapes; nothing a user passes reaches
//! a panic (faer's dimension asserts included: shapes are checked before faer is called).

use vjp_core::*;

type Mat = Matrix<f64, usize, usize>;

fn message<T: std::fmt::Debug>(r: Result<T>) -> String {
    match r {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn matmul_names_both_shapes() {
    let a = Mat::zeros((2, 3));
    let b = Mat::zeros((4, 5));
    assert_eq!(
        message(matmul(&a, &b)),
        "matmul: shapes [2, 3] and [4, 5] do not fit: the left operand's columns must equal the right operand's rows"
    );
    assert!(MatMul.forward((a, b)).is_err());
    // A static dimension meeting a different run-time size is caught the same way.
    let s = Matrix::<f64, Const<2>, Const<3>>::zeros(Default::default());
    let d = Matrix::<f64, usize, Const<1>>::zeros((4, Const));
    assert!(message(matmul(&s, &d)).contains("[2, 3] and [4, 1]"));
}

#[test]
fn dense_checks_input_and_construction() {
    let layer = Dense::checked(Mat::zeros((3, 2)), Vector::zeros((2,))).unwrap();
    assert_eq!(
        message(layer.forward(Mat::zeros((4, 5)))),
        "dense: shapes [4, 5] and [3, 2] do not fit: the input's columns must equal the weight's rows"
    );
    assert_eq!(
        message(Dense::checked(Mat::zeros((3, 2)), Vector::zeros((3,)))),
        "Dense::checked: shapes [3, 2] and [3] do not fit: the bias needs one entry per output column"
    );
}

#[test]
fn backward_checks_the_cotangent() {
    let layer = Dense::checked(Mat::zeros((3, 2)), Vector::zeros((2,))).unwrap();
    let (_, saved) = layer.forward(Mat::zeros((4, 3))).unwrap();
    assert!(message(layer.backward(&saved, &Mat::zeros((4, 3)))).contains("[4, 2] and [4, 3]"));
    let (_, saved) = SoftmaxRows.forward(Mat::zeros((2, 2))).unwrap();
    assert!(SoftmaxRows.backward(&saved, &Mat::zeros((2, 3))).is_err());
    let ln = LayerNormRows { eps: 1e-5 };
    let (_, saved) = ln.forward(Mat::zeros((2, 2))).unwrap();
    assert!(ln.backward(&saved, &Mat::zeros((1, 2))).is_err());
    let batched = batch_map(Gelu { kind: GeluKind::Erf });
    let (_, saved) = batched.forward(Mat::zeros((3, 2))).unwrap();
    assert!(message(batched.backward(&saved, &Mat::zeros((3, 4)))).contains("[3, 2] and [3, 4]"));
}

#[test]
fn compositions_of_run_time_layers_report_the_stage_that_fails() {
    let first = Dense::checked(Mat::zeros((3, 4)), Vector::zeros((4,))).unwrap();
    let second = Dense::checked(Mat::zeros((5, 2)), Vector::zeros((2,))).unwrap();
    let net = comp(first, second);
    assert_eq!(
        message(net.apply(Mat::zeros((1, 3)))),
        "dense: shapes [1, 4] and [5, 2] do not fit: the input's columns must equal the weight's rows"
    );
    let both = bi_path(
        Dense::checked(Mat::zeros((3, 4)), Vector::zeros((4,))).unwrap(),
        Identity,
    );
    assert!(message(both.apply(Mat::zeros((2, 3)))).contains("[2, 4] and [2, 3]"));
}

#[test]
fn construction_time_relations_are_named() {
    assert_eq!(
        message(per_head::<Gelu, Const<190>>(Gelu { kind: GeluKind::Erf }, 3, 1)),
        "per_head: output width 190 is not divisible by 3 heads"
    );
    let heads = per_head::<Gelu, usize>(Gelu { kind: GeluKind::Erf }, 3, 1).unwrap();
    assert_eq!(
        message(heads.forward(Mat::zeros((2, 190)))),
        "per_head: input width 190 is not divisible by 3 heads x 1 groups"
    );
    assert!(per_head::<Gelu, usize>(Gelu { kind: GeluKind::Erf }, 0, 1).is_err());
    let fixed = per_head::<Gelu, Const<4>>(Gelu { kind: GeluKind::Erf }, 2, 1).unwrap();
    assert_eq!(
        message(fixed.forward(Mat::zeros((2, 6)))),
        "per_head: 2 heads of width 3 give 6 columns, but the output type fixes 4"
    );
}

#[test]
fn static_dims_refuse_other_run_time_sizes() {
    let err = Matrix::<f64, Const<2>, Const<2>>::new(vec![0.0; 3]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a tensor of shape [2, 2] holds 4 values, but 3 were given"
    );
    let slice = SliceRows {
        start: 0,
        rows: Const::<3>,
    };
    assert!(message(slice.forward(Mat::zeros((2, 2)))).contains("rows 0..3 are outside a matrix of 2 rows"));
}

#[test]
fn bad_arguments_are_errors_not_panics() {
    assert!(message(layer_norm_rows(&Mat::zeros((2, 2)), 0.0)).contains("eps must be positive"));
    assert!(message(layer_norm_rows(&Mat::zeros((2, 0)), 1e-5)).contains("rows must not be empty"));
    assert!(
        message(batch_map(Gelu { kind: GeluKind::Erf }).forward(Mat::zeros((0, 2)))).contains("the batch is empty")
    );
    let loss = SoftmaxCrossEntropy {
        labels: vec![0, 1],
        smoothing: 0.0,
    };
    assert!(message(loss.forward(Mat::zeros((3, 2)))).contains("one label per row"));
}

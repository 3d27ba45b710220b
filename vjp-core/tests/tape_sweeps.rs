//! The runtime tape against the reference semantics: on zero-preserving tapes the executed
//! sweep, totalised, equals the total sweep from the one-hot array, exactly over integers (modulo
//! 2⁶⁴ for random programs, which may grow past `i64`) and on
//! `f64` (where +0 == -0), errors included; a tape made non-zero-preserving on purpose is caught
//! and its sweeps differ; a disconnected `1/x` at 0 gives finite zero gradients; every error
//! case is named.

use proptest::prelude::*;
use std::num::Wrapping;
use vjp_core::tape::{Contributions, DynTensor, NodeId, NotZeroPreserving, Tape, TapeError};
use vjp_core::{Error, Matrix, Tensor};

type T64 = DynTensor<i64>;

fn t(shape: &[usize], data: Vec<i64>) -> T64 {
    DynTensor::from_vec(shape.to_vec(), data).unwrap()
}

/// The random programs compute modulo 2⁶⁴: still exact, and a long chain of squares cannot
/// overflow (in `i64` it could, and a debug build panics).
type W = Wrapping<i64>;
type TW = DynTensor<W>;

fn tw(shape: &[usize], data: Vec<W>) -> TW {
    DynTensor::from_vec(shape.to_vec(), data).unwrap()
}

fn wrap(data: &[i64]) -> Vec<W> {
    data.iter().copied().map(Wrapping).collect()
}

/// A random op over integers, recorded on the tape; every one has a backward linear in the
/// cotangent, so the tape stays zero preserving.
#[derive(Clone, Debug)]
enum Op {
    /// `y = Σ_i c_i x_i` over parents of one shape.
    Combine {
        parents: Vec<usize>,
        coefficients: Vec<i64>,
    },
    /// `y = M vec(x)`, `M` an integer matrix, `y` of shape `[rows]`.
    Linear {
        parent: usize,
        rows: usize,
        matrix: Vec<i64>,
    },
    /// `y = x ⊙ x`, whose backward reads the primal: `2 x ⊙ dy`.
    Square { parent: usize },
    /// `y = Σ x`, a scalar.
    Total { parent: usize },
}

fn record(tape: &mut Tape<W>, op: &Op) -> NodeId {
    let value = |tape: &Tape<W>, id: usize| tape.value(id).unwrap().clone();
    match op.clone() {
        Op::Combine { parents, coefficients } => {
            let shape = value(tape, parents[0]).shape().to_vec();
            let n: usize = shape.iter().product();
            let mut data = vec![Wrapping(0); n];
            for (&p, &c) in parents.iter().zip(&coefficients) {
                for (d, &x) in data.iter_mut().zip(value(tape, p).data()) {
                    *d += Wrapping(c) * x;
                }
            }
            let back_parents = parents.clone();
            let backward = move |dy: &TW| -> vjp_core::Result<Contributions<W>> {
                Ok(back_parents
                    .iter()
                    .zip(&coefficients)
                    .map(|(&p, &c)| (p, tw(dy.shape(), dy.data().iter().map(|v| Wrapping(c) * v).collect())))
                    .collect())
            };
            tape.record("combine", tw(&shape, data), parents, Box::new(backward))
                .unwrap()
        }
        Op::Linear { parent, rows, matrix } => {
            let x = value(tape, parent);
            let cols = x.data().len();
            let y: Vec<W> = (0..rows)
                .map(|i| (0..cols).map(|j| Wrapping(matrix[i * cols + j]) * x.data()[j]).sum())
                .collect();
            let in_shape = x.shape().to_vec();
            let backward = move |dy: &TW| -> vjp_core::Result<Contributions<W>> {
                let dx: Vec<W> = (0..cols)
                    .map(|j| (0..rows).map(|i| Wrapping(matrix[i * cols + j]) * dy.data()[i]).sum())
                    .collect();
                Ok(vec![(parent, tw(&in_shape, dx))])
            };
            tape.record("linear", tw(&[rows], y), vec![parent], Box::new(backward))
                .unwrap()
        }
        Op::Square { parent } => {
            let x = value(tape, parent);
            let y = tw(x.shape(), x.data().iter().map(|v| v * v).collect());
            let backward = move |dy: &TW| -> vjp_core::Result<Contributions<W>> {
                let dx = x
                    .data()
                    .iter()
                    .zip(dy.data())
                    .map(|(a, d)| Wrapping(2) * a * d)
                    .collect();
                Ok(vec![(parent, tw(x.shape(), dx))])
            };
            tape.record("square", y, vec![parent], Box::new(backward)).unwrap()
        }
        Op::Total { parent } => {
            let x = value(tape, parent);
            let y = DynTensor::scalar(x.data().iter().sum());
            let backward = move |dy: &TW| -> vjp_core::Result<Contributions<W>> {
                Ok(vec![(parent, tw(x.shape(), vec![dy.data()[0]; x.data().len()]))])
            };
            tape.record("total", y, vec![parent], Box::new(backward)).unwrap()
        }
    }
}

/// A random tape: leaves (some frozen) and ops over earlier nodes (fan-out happens whenever a
/// node is picked twice; nodes no later op uses are unreached from the output).
fn arbitrary_tape() -> impl Strategy<
    Value = (
        Vec<(Vec<usize>, Vec<i64>, bool)>,
        Vec<(u8, Vec<usize>, Vec<i64>, usize)>,
    ),
> {
    let leaf = (prop::collection::vec(1usize..4, 0..3), any::<bool>()).prop_flat_map(|(shape, rg)| {
        let n: usize = shape.iter().product();
        (Just(shape), prop::collection::vec(-5i64..5, n), Just(rg))
    });
    let leaves = prop::collection::vec(leaf, 1..4);
    let op = (
        0u8..4,
        prop::collection::vec(any::<usize>(), 1..4),
        prop::collection::vec(-3i64..4, 24),
        1usize..4,
    );
    (leaves, prop::collection::vec(op, 0..12))
}

fn build(leaves: &[(Vec<usize>, Vec<i64>, bool)], ops: &[(u8, Vec<usize>, Vec<i64>, usize)]) -> Tape<W> {
    let mut tape = Tape::new();
    for (shape, data, rg) in leaves {
        tape.leaf(tw(shape, wrap(data)), *rg);
    }
    for (kind, picks, numbers, rows) in ops {
        let n = tape.len();
        let first = picks[0] % n;
        let op = match kind {
            0 => {
                let shape = tape.value(first).unwrap().shape().to_vec();
                let parents: Vec<usize> = picks
                    .iter()
                    .map(|p| p % n)
                    .filter(|&p| tape.value(p).unwrap().shape() == shape.as_slice())
                    .collect();
                Op::Combine {
                    coefficients: numbers[..parents.len()].to_vec(),
                    parents,
                }
            }
            1 => {
                let cols = tape.value(first).unwrap().data().len();
                let matrix = (0..rows * cols).map(|k| numbers[k % numbers.len()]).collect();
                Op::Linear {
                    parent: first,
                    rows: *rows,
                    matrix,
                }
            }
            2 => Op::Square { parent: first },
            _ => Op::Total { parent: first },
        };
        record(&mut tape, &op);
    }
    tape
}

proptest! {
    #[test]
    fn executed_sweep_equals_total_sweep_exactly(
        (leaves, ops) in arbitrary_tape(),
        output in any::<usize>(),
        seed_data in prop::collection::vec(-4i64..5, 0..40),
        wrong_output in any::<bool>(),
        wrong_seed in any::<bool>(),
    ) {
        let tape = build(&leaves, &ops);
        prop_assert_eq!(tape.check_zero_preserving(), Ok(()));
        let output = if wrong_output { tape.len() + output % 3 } else { output % tape.len() };
        let shape = tape.value(output).map(|v| v.shape().to_vec()).unwrap_or_default();
        let seed_shape = if wrong_seed { vec![shape.iter().product::<usize>() + 1] } else { shape };
        let n: usize = seed_shape.iter().product();
        let seed = tw(&seed_shape, (0..n).map(|i| Wrapping(seed_data.get(i).copied().unwrap_or(1))).collect());
        let executed = tape.backward_dense_all(output, seed.clone());
        let total = tape.one_hot(output, seed).and_then(|g| tape.backward_dense_from(g));
        prop_assert_eq!(&executed, &total);
        if wrong_output {
            let invalid = matches!(executed, Err(TapeError::InvalidOutputId { .. }));
            prop_assert!(invalid, "expected an invalid output id");
        } else if wrong_seed {
            let mismatch = matches!(executed, Err(TapeError::SeedShapeMismatch { .. }));
            prop_assert!(mismatch, "expected a seed shape mismatch");
        }
    }
}

#[test]
fn a_tape_that_is_not_zero_preserving_is_caught_and_its_sweeps_differ() {
    let mut tape = Tape::new();
    let a = tape.leaf(t(&[2], vec![1, 2]), true);
    // An affine "backward": dy + 1. Handed a zero cotangent, it still contributes ones.
    let affine = move |dy: &T64| -> vjp_core::Result<Contributions<i64>> {
        Ok(vec![(a, t(&[2], dy.data().iter().map(|v| v + 1).collect()))])
    };
    let b = tape
        .record("affine", t(&[2], vec![0, 0]), vec![a], Box::new(affine))
        .unwrap();
    let identity = move |dy: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![(a, dy.clone())]) };
    let c = tape
        .record("identity", t(&[2], vec![1, 2]), vec![a], Box::new(identity))
        .unwrap();
    assert_eq!(
        tape.check_zero_preserving(),
        Err(NotZeroPreserving::NonZero { node: b, parent: a })
    );
    let seed = t(&[2], vec![5, 7]);
    let executed = tape.backward_dense_all(c, seed.clone()).unwrap();
    let total = tape.backward_dense_from(tape.one_hot(c, seed).unwrap()).unwrap();
    assert_eq!(executed[a], t(&[2], vec![5, 7]));
    assert_eq!(total[a], t(&[2], vec![6, 8]));
}

#[test]
fn a_disconnected_reciprocal_at_zero_gives_finite_zero_gradients() {
    let mut tape: Tape<f64> = Tape::new();
    let x = tape.leaf(DynTensor::scalar(0.0), true);
    let xv = 0.0f64;
    // r = 1/x, with backward dy · (-1/x²): at x = 0 a zero cotangent gives 0 · (-inf) = NaN.
    let reciprocal = move |dy: &DynTensor<f64>| -> vjp_core::Result<Contributions<f64>> {
        Ok(vec![(x, DynTensor::scalar(dy.data()[0] * (-1.0 / (xv * xv))))])
    };
    let r = tape
        .record(
            "reciprocal",
            DynTensor::scalar(f64::INFINITY),
            vec![x],
            Box::new(reciprocal),
        )
        .unwrap();
    let double = move |dy: &DynTensor<f64>| -> vjp_core::Result<Contributions<f64>> {
        Ok(vec![(x, DynTensor::scalar(2.0 * dy.data()[0]))])
    };
    let y = tape
        .record("double", DynTensor::scalar(0.0), vec![x], Box::new(double))
        .unwrap();
    let grads = tape.backward_dense_all(y, DynTensor::scalar(1.0)).unwrap();
    assert_eq!(grads[x], DynTensor::scalar(2.0));
    assert_eq!(grads[r], DynTensor::scalar(0.0));
    assert!(grads.iter().all(|g| g.data().iter().all(|v| v.is_finite())));
    // The total sweep runs the reciprocal's VJP on its zero cotangent and gets NaN: the reason
    // the executed sweep exists. The check names the culprit.
    let total = tape
        .backward_dense_from(tape.one_hot(y, DynTensor::scalar(1.0)).unwrap())
        .unwrap();
    assert!(total[x].data()[0].is_nan());
    assert_eq!(
        tape.check_zero_preserving(),
        Err(NotZeroPreserving::NonZero { node: r, parent: x })
    );
}

#[test]
fn leaves_requires_grad_detach_and_no_grad() {
    let mut tape = Tape::new();
    let a = tape.leaf(t(&[1], vec![3]), true);
    let frozen = tape.leaf(t(&[1], vec![4]), false);
    let pass = |p: usize| move |dy: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![(p, dy.clone())]) };
    let from_frozen = tape
        .record("copy", t(&[1], vec![4]), vec![frozen], Box::new(pass(frozen)))
        .unwrap();
    assert!(!tape.node(from_frozen).unwrap().requires_grad);
    let both =
        move |dy: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![(a, dy.clone()), (frozen, dy.clone())]) };
    let sum = tape
        .record("add", t(&[1], vec![7]), vec![a, frozen], Box::new(both))
        .unwrap();
    assert!(tape.node(sum).unwrap().requires_grad);
    let grads = tape.backward_dense(sum, t(&[1], vec![1])).unwrap();
    // A contribution to a parent that does not require grad is dropped.
    assert_eq!(grads[a], Some(t(&[1], vec![1])));
    assert_eq!(grads[frozen], None);
    let cut = tape.detach(sum).unwrap();
    assert!(!tape.node(cut).unwrap().requires_grad);
    assert_eq!(tape.value(cut).unwrap(), tape.value(sum).unwrap());
    let quiet = tape.no_grad(|tape| {
        tape.record("copy", t(&[1], vec![3]), vec![a], Box::new(pass(a)))
            .unwrap()
    });
    assert!(!tape.node(quiet).unwrap().requires_grad);
    assert!(tape.grad_enabled());
    let grads = tape.backward_dense(quiet, t(&[1], vec![1])).unwrap();
    assert_eq!(grads[a], None);
}

#[test]
fn every_error_case_is_named() {
    let mut tape = Tape::new();
    let a = tape.leaf(t(&[2], vec![1, 2]), true);
    assert_eq!(
        tape.backward_dense(5, t(&[2], vec![0, 0])).unwrap_err(),
        TapeError::InvalidOutputId { id: 5, len: 1 }
    );
    assert!(
        tape.backward_dense(a, t(&[3], vec![0, 0, 0]))
            .unwrap_err()
            .to_string()
            .starts_with("seed gradient shape mismatch for output 0")
    );
    assert!(matches!(
        tape.one_hot(a, t(&[1], vec![0])),
        Err(TapeError::SeedShapeMismatch { .. })
    ));
    let no_op = |_: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![]) };
    assert_eq!(
        tape.record("bad", t(&[1], vec![0]), vec![9], Box::new(no_op))
            .unwrap_err(),
        TapeError::InvalidNodeId { id: 9, len: 1 }
    );
    assert_eq!(tape.detach(4).unwrap_err(), TapeError::InvalidNodeId { id: 4, len: 1 });
    let to_nowhere = |dy: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![(42, dy.clone())]) };
    let b = tape
        .record("to nowhere", t(&[2], vec![0, 0]), vec![a], Box::new(to_nowhere))
        .unwrap();
    assert_eq!(
        tape.backward_dense(b, t(&[2], vec![1, 1])).unwrap_err(),
        TapeError::InvalidParentId { node: b, parent: 42 }
    );
    let mut tape = Tape::new();
    let a = tape.leaf(t(&[2], vec![1, 2]), true);
    let wrong_shape = move |_: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![(a, t(&[3], vec![0, 0, 0]))]) };
    let b = tape
        .record("wrong shape", t(&[2], vec![0, 0]), vec![a], Box::new(wrong_shape))
        .unwrap();
    assert!(matches!(
        tape.backward_dense(b, t(&[2], vec![1, 1])),
        Err(TapeError::ContributionShapeMismatch { node, parent, .. }) if node == b && parent == a
    ));
    assert_eq!(
        tape.check_zero_preserving().unwrap_err().to_string(),
        "node 1 contributes a [3] tensor to parent 0 of shape [2]"
    );
    assert_eq!(
        tape.backward_dense_from(vec![t(&[2], vec![0, 0])]).unwrap_err(),
        TapeError::GradientArrayLength { expected: 2, found: 1 }
    );
    assert!(matches!(
        tape.backward_dense_from(vec![t(&[2], vec![0, 0]), t(&[1], vec![0])]),
        Err(TapeError::GradientShapeMismatch { node: 1, .. })
    ));
    let mut tape = Tape::new();
    let a = tape.leaf(t(&[1], vec![1]), true);
    let failing = |_: &T64| -> vjp_core::Result<Contributions<i64>> { Err(Error::invalid("test op", "refused")) };
    let b = tape
        .record("failing", t(&[1], vec![0]), vec![a], Box::new(failing))
        .unwrap();
    assert_eq!(
        tape.backward_dense(b, t(&[1], vec![1])).unwrap_err().to_string(),
        "node 1: test op: refused"
    );
    assert!(matches!(
        tape.check_zero_preserving(),
        Err(NotZeroPreserving::Fails { node: 1, .. })
    ));
    let upward = |dy: &T64| -> vjp_core::Result<Contributions<i64>> { Ok(vec![(2, dy.clone())]) };
    let mut tape = Tape::new();
    let a = tape.leaf(t(&[1], vec![1]), true);
    tape.record("upward", t(&[1], vec![0]), vec![a], Box::new(upward))
        .unwrap();
    tape.leaf(t(&[1], vec![1]), true);
    assert_eq!(
        tape.check_zero_preserving(),
        Err(NotZeroPreserving::ParentNotBelow { node: 1, parent: 2 })
    );
}

#[test]
fn ops_record_through_their_rules_and_type_checks_apply() {
    let mut tape: Tape<f64> = Tape::new();
    let a = tape.leaf(Matrix::<f64, usize, usize>::from_fn((2, 3), |i| i as f64).into(), true);
    let b = tape.leaf(
        Matrix::<f64, usize, usize>::from_fn((3, 2), |i| 1.0 - i as f64).into(),
        true,
    );
    let c = vjp_core::matmul::record::<f64, usize, usize, usize, usize>(&mut tape, a, b).unwrap();
    let expected = vjp_core::matmul(
        &tape.value(a).unwrap().to_tensor_checked(),
        &tape.value(b).unwrap().to_tensor_checked(),
    );
    assert_eq!(tape.value(c).unwrap(), &DynTensor::from(expected.unwrap()));
    // A shape the rule refuses is an error naming the node it would have been.
    let err = vjp_core::matmul::record::<f64, usize, usize, usize, usize>(&mut tape, a, a).unwrap_err();
    assert_eq!(err.to_string().split(':').next(), Some("node 3"));
    let _: Tensor<f64, (usize, usize)> = tape.value(c).unwrap().to_tensor_checked();
}

trait ToTensorChecked {
    fn to_tensor_checked(&self) -> Tensor<f64, (usize, usize)>;
}

impl ToTensorChecked for DynTensor<f64> {
    fn to_tensor_checked(&self) -> Tensor<f64, (usize, usize)> {
        <Tensor<f64, (usize, usize)> as vjp_core::tape::FromDyn<f64>>::from_dyn(self).unwrap()
    }
}

//! Each primitive's shape rule and evaluation, against definitions written out by hand.

use super::*;
use crate::scalar::Scalar;
use crate::tensor::Matrix;
use std::collections::HashMap;

fn iota_data(n: usize) -> Vec<f64> {
    (0..n).map(|k| k as f64 * 0.5 - 1.0).collect()
}

fn run(g: &Graph, inputs: &[(&str, Vec<usize>)], outputs: &[Value]) -> Vec<Array> {
    let inputs: HashMap<String, Array> = inputs
        .iter()
        .map(|(name, shape)| {
            let n = shape.iter().product();
            (name.to_string(), Array::new(shape.clone(), iota_data(n)).unwrap())
        })
        .collect();
    evaluate(g, &inputs, outputs).unwrap()
}

#[test]
fn dot_general_with_batch_and_contracting_dims_is_the_sum_it_names() {
    // out[b, m, n] = Σ_k lhs[k, b, m] rhs[b, n, k]: batch and contracting dims anywhere.
    let (b, m, k, n) = (2, 3, 4, 5);
    let mut g = Graph::new();
    let lhs = g.input("lhs", &[k, b, m]).unwrap();
    let rhs = g.input("rhs", &[b, n, k]).unwrap();
    let dims = DotDims {
        lhs_batch: vec![1],
        rhs_batch: vec![0],
        lhs_contract: vec![0],
        rhs_contract: vec![2],
    };
    let out = g.dot_general(lhs, rhs, dims).unwrap();
    assert_eq!(g.shape(out).unwrap(), &[b, m, n]);
    let values = run(&g, &[("lhs", vec![k, b, m]), ("rhs", vec![b, n, k])], &[out]);
    let (l, r) = (iota_data(k * b * m), iota_data(b * n * k));
    for bi in 0..b {
        for mi in 0..m {
            for ni in 0..n {
                let want: f64 = (0..k)
                    .map(|ki| l[(ki * b + bi) * m + mi] * r[(bi * n + ni) * k + ki])
                    .sum();
                assert_eq!(values[0].data[(bi * m + mi) * n + ni], want);
            }
        }
    }
}

#[test]
fn reduce_broadcast_and_transpose() {
    let mut g = Graph::new();
    let x = g.input("x", &[2, 3]).unwrap();
    let rows = g.sum(x, &[1]).unwrap();
    let max = g.reduce(x, &[0, 1], Reduction::Max).unwrap();
    let back = g.broadcast_in_dim(rows, &[2, 3], &[0]).unwrap();
    let stretched = g.reshape(rows, &[2, 1]).unwrap();
    let wide = g.broadcast_in_dim(stretched, &[2, 4], &[0, 1]).unwrap();
    let t = g.transpose(x, &[1, 0]).unwrap();
    let v = run(&g, &[("x", vec![2, 3])], &[rows, max, back, wide, t]);
    // x = [[-1, -0.5, 0], [0.5, 1, 1.5]]
    assert_eq!(v[0].data, vec![-1.5, 3.0]);
    assert_eq!(v[1].shape, Vec::<usize>::new());
    assert_eq!(v[1].data, vec![1.5]);
    assert_eq!(v[2].data, vec![-1.5, -1.5, -1.5, 3.0, 3.0, 3.0]);
    assert_eq!(v[3].data, vec![-1.5, -1.5, -1.5, -1.5, 3.0, 3.0, 3.0, 3.0]);
    assert_eq!(v[4].shape, vec![3, 2]);
    assert_eq!(v[4].data, vec![-1.0, 0.5, -0.5, 1.0, 0.0, 1.5]);
}

#[test]
fn slice_pad_and_concatenate() {
    let mut g = Graph::new();
    let x = g.input("x", &[2, 5]).unwrap();
    let s = g.slice(x, &[0, 1], &[2, 5], &[1, 2]).unwrap();
    let p = g.pad(s, 9.0, &[1, 0], &[0, 2], &[0, 1]).unwrap();
    let c = g.concatenate(&[s, s, x], 1).unwrap();
    assert_eq!(g.shape(s).unwrap(), &[2, 2]);
    assert_eq!(g.shape(p).unwrap(), &[3, 5]);
    assert_eq!(g.shape(c).unwrap(), &[2, 9]);
    let v = run(&g, &[("x", vec![2, 5])], &[s, p, c]);
    // x = [[-1, -0.5, 0, 0.5, 1], [1.5, 2, 2.5, 3, 3.5]]
    assert_eq!(v[0].data, vec![-0.5, 0.5, 2.0, 3.0]);
    assert_eq!(
        v[1].data,
        vec![
            9.0, 9.0, 9.0, 9.0, 9.0, -0.5, 9.0, 0.5, 9.0, 9.0, 2.0, 9.0, 3.0, 9.0, 9.0
        ]
    );
    assert_eq!(
        v[2].data,
        vec![
            -0.5, 0.5, -0.5, 0.5, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.0, 2.0, 3.0, 1.5, 2.0, 2.5, 3.0, 3.5
        ]
    );
}

#[test]
fn elementwise_compare_select_iota_and_constants() {
    let mut g = Graph::new();
    let x = g.input("x", &[4]).unwrap();
    let zero = g.constant(0.0, &[4]).unwrap();
    let positive = g.compare(Comparison::Gt, x, zero).unwrap();
    let relu = g.select(positive, x, zero).unwrap();
    let index = g.iota(&[4], 0).unwrap();
    let e = g.unary(Unary::Exponential, x).unwrap();
    let erf = g.unary(Unary::Erf, x).unwrap();
    let q = g.div(e, index).unwrap();
    assert!(g.is_pred(positive).unwrap());
    let v = run(&g, &[("x", vec![4])], &[positive, relu, index, q, erf]);
    assert_eq!(v[0].data, vec![0.0, 0.0, 0.0, 1.0]);
    assert_eq!(v[1].data, vec![0.0, 0.0, 0.0, 0.5]);
    assert_eq!(v[2].data, vec![0.0, 1.0, 2.0, 3.0]);
    assert_eq!(v[3].data[2], 0.0f64.exp() / 2.0);
    assert!((v[4].data[0] - (-0.842_700_792_949_714_9)).abs() < 1e-15);
}

#[test]
fn ill_typed_nodes_are_refused_in_words() {
    let mut g = Graph::new();
    let a = g.input("a", &[2, 3]).unwrap();
    let b = g.input("b", &[3, 2]).unwrap();
    let message = |r: crate::error::Result<Value>| r.unwrap_err().to_string();
    assert!(message(g.add(a, b)).contains("one shape"));
    assert!(message(g.matmul(a, a)).contains("one size"));
    assert!(message(g.reshape(a, &[5])).contains("number of elements"));
    assert!(message(g.slice(a, &[0, 0], &[3, 1], &[1, 1])).contains("start <= limit <= size"));
    assert!(message(g.transpose(a, &[0, 0])).contains("listed twice"));
    assert!(message(g.select(a, a, a)).contains("booleans"));
    assert!(message(g.broadcast_in_dim(a, &[2, 4], &[0, 1])).contains("size 1"));
    assert!(message(g.concatenate(&[a, b], 0)).contains("every other dimension"));
    assert!(message(g.input("a", &[1])).contains("two inputs"));
    let p = g.compare(Comparison::Lt, a, a).unwrap();
    assert!(message(g.unary(Unary::Exponential, p)).contains("float"));
    assert!(message(g.add(a, Value(99))).contains("not an earlier node"));
}

#[test]
fn evaluation_checks_its_inputs() {
    let mut g = Graph::new();
    let x = g.input("x", &[2]).unwrap();
    let missing = evaluate(&g, &HashMap::new(), &[x]).unwrap_err().to_string();
    assert!(missing.contains("no value was given for the input `x`"), "{missing}");
    let wrong = HashMap::from([("x".to_string(), Array::new([3], vec![0.0; 3]).unwrap())]);
    assert!(evaluate(&g, &wrong, &[x]).is_err());
    assert!(Array::new([2, 2], vec![0.0; 3]).is_err());
}

#[test]
fn printed_text_names_every_primitive_with_its_types() {
    let mut g = Graph::new();
    let x = g.input("images", &[2, 3]).unwrap();
    let w = g.input("w", &[3, 3]).unwrap();
    let xw = g.matmul(x, w).unwrap();
    let m = g.reduce(xw, &[1], Reduction::Max).unwrap();
    let m = g.broadcast_in_dim(m, &[2, 3], &[0]).unwrap();
    let below = g.compare(Comparison::Lt, xw, m).unwrap();
    let s = g.select(below, xw, m).unwrap();
    let p = g.pad(s, 0.0, &[0, 1], &[0, 0], &[0, 0]).unwrap();
    let sl = g.slice(p, &[0, 1], &[2, 4], &[1, 1]).unwrap();
    let c = g.concatenate(&[sl, x], 0).unwrap();
    let e = g.unary(Unary::Erf, c).unwrap();
    let text = print(&g, &[e, m], FloatType::F32).unwrap();
    for expected in [
        "func.func @main(%v0: tensor<2x3xf32> {vjp.name = \"images\"}, %v1: tensor<3x3xf32> {vjp.name = \"w\"}) -> (tensor<4x3xf32>, tensor<2x3xf32>)",
        "%v2 = stablehlo.dot_general %v0, %v1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>",
        "applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>",
        "stablehlo.constant dense<0xFF800000> : tensor<f32>",
        "stablehlo.compare LT, %v2, %v4, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>",
        "stablehlo.select %v5, %v2, %v4 : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
        "stablehlo.concatenate %v8, %v0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>",
        "chlo.erf %v9 : tensor<4x3xf32> -> tensor<4x3xf32>",
        "return %v10, %v4 : tensor<4x3xf32>, tensor<2x3xf32>",
    ] {
        assert!(text.contains(expected), "missing `{expected}` in\n{text}");
    }
    assert!(print(&g, &[Value(42)], FloatType::F64).is_err());
}

#[test]
fn a_module_is_written_with_its_manifest_and_reference_values() {
    let mut g = Graph::new();
    let x = g.input("x", &[2]).unwrap();
    let y = g.scale(x, 3.0).unwrap();
    let module = Module {
        name: "triple".into(),
        graph: g,
        outputs: vec![("y".into(), y)],
    };
    let dir = std::env::temp_dir().join(format!("vjp-hlo-write-{}", std::process::id()));
    let inputs = HashMap::from([("x".to_string(), Array::new([2], vec![1.0, -2.0]).unwrap())]);
    let outputs = HashMap::from([("y".to_string(), Array::new([2], vec![3.0, -6.0]).unwrap())]);
    write(&dir, &module, FloatType::F64, serde_json::json!({}), &inputs, &outputs).unwrap();
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["triple"]["file"], "triple.mlir");
    assert_eq!(manifest["triple"]["outputs"][0]["name"], "y");
    let bytes = std::fs::read(dir.join("reference.safetensors")).unwrap();
    let file = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let y_bytes = file.tensor("outputs/y").unwrap().data().to_vec();
    assert_eq!(y_bytes, encode([3.0, -6.0], FloatType::F64));
    assert!(
        std::fs::read_to_string(dir.join("triple.mlir"))
            .unwrap()
            .contains("stablehlo.multiply")
    );

    let wrong = HashMap::from([("y".to_string(), Array::new([1], vec![3.0]).unwrap())]);
    let error = write(&dir, &module, FloatType::F64, serde_json::json!({}), &inputs, &wrong).unwrap_err();
    assert!(error.to_string().contains("the output `y` has shape [2]"), "{error}");
    let error = write(
        &dir,
        &module,
        FloatType::F64,
        serde_json::json!({}),
        &HashMap::new(),
        &outputs,
    )
    .unwrap_err();
    assert!(error.to_string().contains("no value for the input `x`"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A rule-form op without a graph form (every op of the library has one).
#[crate::vjp(crate = crate, backward = doubled_backward)]
fn doubled<T: Scalar>(x: &Matrix<T, usize, usize>) -> Matrix<T, usize, usize> {
    x.map(|v| v + v)
}

fn doubled_backward<T: Scalar>(
    _: &Matrix<T, usize, usize>,
    _: &Matrix<T, usize, usize>,
    dy: &Matrix<T, usize, usize>,
) -> crate::Result<Matrix<T, usize, usize>> {
    Ok(dy.map(|v| v + v))
}

#[test]
fn an_op_without_a_graph_form_says_so_when_traced() {
    let mut g = Graph::new();
    let x = Traced::<Matrix<f64, usize, usize>>::new(g.input("x", &[2, 3]).unwrap());
    let error = doubled::trace(&mut g, &x).unwrap_err().to_string();
    assert!(error.contains("`doubled` has no graph form"), "{error}");
}

#[test]
fn adding_zero_is_no_node_and_what_no_output_needs_is_not_printed() {
    let mut g = Graph::new();
    let x = g.input("x", &[2]).unwrap();
    let unused = g.input("unused", &[3]).unwrap();
    let zero = g.constant(0.0, &[2]).unwrap();
    assert_eq!(g.add(zero, x).unwrap(), x);
    assert_eq!(g.add(x, zero).unwrap(), x);
    // Only `+0` folds: `x + -0` is not `x` at `x = +0`.
    let minus = g.constant(-0.0, &[2]).unwrap();
    assert_ne!(g.add(x, minus).unwrap(), x);
    let _dead = g.unary(Unary::Exponential, x).unwrap();
    let y = g.mul(x, x).unwrap();
    let text = print(&g, &[y], FloatType::F32).unwrap();
    assert!(!text.contains("exponential") && !text.contains("constant"), "{text}");
    assert!(text.contains("stablehlo.multiply"));
    // Every input stays an argument, used or not.
    assert!(text.contains(&format!("%v{}: tensor<3xf32>", unused.0)), "{text}");
}

#[test]
fn a_partitioned_module_splits_its_batched_inputs_and_replicates_the_rest() {
    let mut g = Graph::new();
    let x = g.input("x", &[4, 3]).unwrap();
    let w = g.input("w", &[3, 2]).unwrap();
    let y = g.matmul(x, w).unwrap();
    let s = g.reduce(y, &[0], Reduction::Sum).unwrap();
    let parts = Partitioning {
        devices: 2,
        batched: vec!["x".into()],
    };
    let text = print_partitioned(&g, &[s], FloatType::F32, &parts).unwrap();
    assert!(text.starts_with("module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {"));
    assert!(
        text.contains(r#"{vjp.name = "x", mhlo.sharding = "{devices=[2,1]0,1}"}"#),
        "{text}"
    );
    assert!(
        text.contains(r#"{vjp.name = "w", mhlo.sharding = "{replicated}"}"#),
        "{text}"
    );
    assert!(
        text.contains(r#"-> (tensor<2xf32> {mhlo.sharding = "{replicated}"})"#),
        "{text}"
    );
    // The body is the unpartitioned program's.
    let plain = print(&g, &[s], FloatType::F32).unwrap();
    let body = |t: &str| t.lines().skip(2).collect::<Vec<_>>().join("\n");
    assert_eq!(body(&text), body(&plain));
    let refused = |parts: Partitioning| {
        print_partitioned(&g, &[s], FloatType::F32, &parts)
            .unwrap_err()
            .to_string()
    };
    assert!(
        refused(Partitioning {
            devices: 3,
            batched: vec!["x".into()]
        })
        .contains("does not split")
    );
    assert!(
        refused(Partitioning {
            devices: 2,
            batched: vec!["z".into()]
        })
        .contains("not an input")
    );
    assert!(
        refused(Partitioning {
            devices: 0,
            batched: Vec::new()
        })
        .contains("at least one device")
    );
}

#[test]
fn a_node_built_twice_is_one_node() {
    let mut g = Graph::new();
    let a = g.input("a", &[2, 3]).unwrap();
    let b = g.input("b", &[2, 3]).unwrap();
    // Inputs of one shape are distinct arguments.
    assert_ne!(a, b);
    let e1 = g.unary(Unary::Exponential, a).unwrap();
    let s1 = g.binary(Binary::Multiply, e1, b).unwrap();
    let nodes = g.len();
    let e2 = g.unary(Unary::Exponential, a).unwrap();
    let s2 = g.binary(Binary::Multiply, e2, b).unwrap();
    assert_eq!((e2, s2, g.len()), (e1, s1, nodes));
    // Another operand, another order, another given shape or another float: another node.
    assert_ne!(g.binary(Binary::Multiply, b, e1).unwrap(), s1);
    assert_ne!(g.unary(Unary::Exponential, b).unwrap(), e1);
    let (zero, zero_3) = (g.constant(0.0, &[2]).unwrap(), g.constant(0.0, &[3]).unwrap());
    assert_ne!(zero, zero_3);
    assert_ne!(g.constant(-0.0, &[2]).unwrap(), zero);
    let next_after = f64::from_bits(0.1f64.to_bits() + 1);
    assert_ne!(g.constant(0.1, &[2]).unwrap(), g.constant(next_after, &[2]).unwrap());
    assert_eq!(g.constant(0.0, &[2]).unwrap(), zero);
    // Literals are never shared (each is its own array of elements).
    let l1 = g.literal(vec![1.0, 2.0], &[2]).unwrap();
    assert_ne!(g.literal(vec![1.0, 2.0], &[2]).unwrap(), l1);
}

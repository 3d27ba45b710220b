//! The exported train step (forward, loss, traced backward, optimizer update) evaluated in f64
//! equals the Rust train step (witness gradients, `vjp_core::optim`) to 1e-12, over two steps
//! with the outputs fed back as inputs, with SGD (with and without weight decay) and AdamW, with parameters stored in another
//! layout than the model's.

use rand::SeedableRng;
use rand::rngs::StdRng;
use std::collections::HashMap;
use vjp_core::hlo::{Array, Graph, Layout, Optimizer, Parameters, Trace, Traced, evaluate, train_step};
use vjp_core::optim;
use vjp_core::{
    Dense, Differentiable, Gelu, GeluKind, Matrix, Params, SoftmaxCrossEntropy, Tensor0, Vector, Vjp, comp, named,
};

type Mat = Matrix<f64, usize, usize>;

/// timm-like storage: linear weights transposed, the rest as they are.
fn naming() -> Parameters {
    Parameters::with_naming(|path| {
        let layout = if path.ends_with(".weight") {
            Layout::Transposed
        } else {
            Layout::Same
        };
        (path.to_string(), layout)
    })
}

fn model(r: &mut StdRng) -> impl use<> + Trace<f64, Mat, In = Traced<Mat>, Out = Traced<Mat>, Output = Mat> + Clone {
    comp(
        comp(
            named("fc1", Dense::new(Mat::random((3, 6), r), Vector::random((6,), r))),
            Gelu { kind: GeluKind::Erf },
        ),
        named("fc2", Dense::new(Mat::random((6, 5), r), Vector::random((5,), r))),
    )
}

/// The stored arrays of every tensor of `model` (traced once to read them).
fn stored<L: Trace<f64, Mat, In = Traced<Mat>>>(model: &L, x: &Mat) -> HashMap<String, Array> {
    let mut g = Graph::new();
    let input = Traced::new(g.input("x", &x.dims()).unwrap());
    let mut params = naming();
    model.trace(&mut g, &mut params, input).unwrap();
    params
        .entries()
        .iter()
        .map(|p| (p.name.clone(), p.stored_array().unwrap().clone()))
        .collect()
}

fn close(name: &str, got: &Array, want: &Array) {
    let relative = got.relative_error(want).unwrap();
    assert!(relative <= 1e-12, "{name}: norm-relative difference {relative:e}");
}

fn two_steps(optimizer: Optimizer) {
    let r = &mut StdRng::seed_from_u64(3);
    let mut rust = model(r);
    let x = Mat::random((4, 3), r);
    let labels = vec![0, 4, 2, 2];
    let loss = SoftmaxCrossEntropy::new(labels.clone(), 0.1);
    let step = train_step(&rust, &loss, ("x", &x), optimizer, naming()).unwrap();
    let graph = &step.module.graph;

    // The inputs of the first step: the model's tensors as stored, zero state, the count, lr.
    let lr = 0.05;
    let mut inputs: HashMap<String, Array> = HashMap::new();
    inputs.insert("x".into(), vjp_core::hlo::ToArray::to_array(&x));
    for p in &step.parameters {
        inputs.insert(p.name.clone(), p.stored_array().unwrap().clone());
        if p.trainable {
            for buffer in optimizer.state_names() {
                let zeros = Array::new(p.stored_shape.clone(), vec![0.0; p.stored_shape.iter().product()]).unwrap();
                inputs.insert(format!("{}.{buffer}", p.name), zeros);
            }
        }
    }
    assert_eq!(inputs.get("labels").unwrap().data, vec![0.0, 4.0, 2.0, 2.0]);
    if optimizer.counts_steps() {
        inputs.insert("step".into(), Array::new(Vec::<usize>::new(), vec![0.0]).unwrap());
    }
    inputs.insert("lr".into(), Array::new(Vec::<usize>::new(), vec![lr]).unwrap());

    let mut rust_optimizer = optim::Optimizer::of_rule(optimizer, lr);
    for _ in 0..2 {
        let outputs: Vec<_> = step.module.outputs.iter().map(|(_, v)| *v).collect();
        let got = evaluate(graph, &inputs, &outputs).unwrap();
        // The Rust step.
        let (logits, saved) = rust.forward(x.clone()).unwrap();
        let (value, loss_saved) = loss.forward(logits).unwrap();
        let (dlogits, ()) = loss.backward(&loss_saved, &Tensor0::scalar(1.0)).unwrap();
        let (_, grads) = rust.backward(&saved, &dlogits).unwrap();
        rust_optimizer.step(&mut rust, &grads).unwrap();
        let want = stored(&rust, &x);
        let mut compared = 0;
        for ((name, _), got) in step.module.outputs.iter().zip(&got) {
            if let Some(want) = want.get(name) {
                close(name, got, want);
                compared += 1;
            } else if name == "loss" {
                close(
                    name,
                    got,
                    &Array::new(Vec::<usize>::new(), vec![value.value()]).unwrap(),
                );
                compared += 1;
            }
        }
        // The four parameters and the loss (the labels are held, not updated).
        assert_eq!(compared, 5);
        // Feed the outputs back.
        for ((name, _), value) in step.module.outputs.iter().zip(got) {
            inputs.insert(name.clone(), value);
        }
    }
    // The state went through both steps too: AdamW's count reads 2.
    if optimizer.counts_steps() {
        assert_eq!(inputs.get("step").unwrap().data, vec![2.0]);
    }
    assert_eq!(rust.zero_grads().numel(), 3 * 6 + 6 + 6 * 5 + 5);
}

#[test]
fn the_sgd_train_step_is_the_rust_train_step_over_two_steps() {
    two_steps(Optimizer::sgd(0.9));
}

#[test]
fn the_sgd_train_step_with_decoupled_weight_decay_is_the_rust_train_step_over_two_steps() {
    two_steps(Optimizer::Sgd {
        momentum: 0.9,
        weight_decay: 0.1,
    });
}

#[test]
fn the_adamw_train_step_is_the_rust_train_step_over_two_steps() {
    two_steps(Optimizer::adamw(0.01));
}

#[test]
fn a_stored_layout_is_the_stored_shape_of_the_input_and_of_the_update() {
    let r = &mut StdRng::seed_from_u64(4);
    let m = model(r);
    let loss = SoftmaxCrossEntropy::new(vec![1, 0], 0.0);
    let step = train_step(&m, &loss, ("x", &Mat::random((2, 3), r)), Optimizer::sgd(0.0), naming()).unwrap();
    let g = &step.module.graph;
    let shape = |name: &str| {
        let (v, _, ty) = g.inputs().find(|(_, n, _)| *n == name).unwrap();
        let _ = v;
        ty.shape.clone()
    };
    assert_eq!(shape("fc1.weight"), vec![6, 3]);
    assert_eq!(shape("fc1.bias"), vec![6]);
    let out = step.module.outputs.iter().find(|(n, _)| n == "fc2.weight").unwrap().1;
    assert_eq!(g.shape(out).unwrap(), &[5, 6]);
    let names: Vec<&str> = step.module.outputs.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.last(), Some(&"loss"));
    assert!(names.contains(&"fc1.weight.velocity"), "{names:?}");
}

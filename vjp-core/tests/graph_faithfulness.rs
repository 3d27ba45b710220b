//! Faithfulness of backward graphs (seed 003): for random weights and inputs, the denotation of
//! each backward graph equals the witness backward (here exactly: `den` runs the same rules),
//! stage by stage.

use rand::SeedableRng;
use rand::rngs::StdRng;
use std::collections::HashMap;
use vjp_core::blocks::{layer_norm, mlp, mlp_residual};
use vjp_core::graph::build::{LayerNorm, Mlp, MlpSublayer};
use vjp_core::graph::{Graph, Port, Token, den};
use vjp_core::tape::DynTensor;
use vjp_core::{Differentiable, GeluKind, Matrix, Vector};

type Mat = Matrix<f64, usize, usize>;
type Vec1 = Vector<f64, usize>;

struct Inputs {
    graph: Graph,
    values: HashMap<String, DynTensor<f64>>,
}

impl Inputs {
    fn new() -> Self {
        Inputs {
            graph: Graph::new(),
            values: HashMap::new(),
        }
    }

    fn add(&mut self, name: &str, value: impl Into<DynTensor<f64>>) -> Port {
        self.values.insert(name.to_string(), value.into());
        self.graph.value(Token::Input { name: name.to_string() }).unwrap()
    }
}

fn at(values: &[Vec<DynTensor<f64>>], p: Port) -> Vec<f64> {
    values[p.node][p.output].data().to_vec()
}

fn rel(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    let scale = b.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max) / scale
}

#[test]
fn the_mlp_backward_graph_denotes_the_witness_backward() {
    let mut rng = StdRng::seed_from_u64(41);
    let (x, w1, b1, w2, b2) = (
        Mat::random((5, 4), &mut rng),
        Mat::random((4, 7), &mut rng),
        Vec1::random((7,), &mut rng),
        Mat::random((7, 4), &mut rng),
        Vec1::random((4,), &mut rng),
    );
    let dy = Mat::random((5, 4), &mut rng);
    let kind = GeluKind::Tanh;
    let mut g = Inputs::new();
    let px = g.add("x", x.clone());
    let block = Mlp {
        fc1_weight: g.add("w1", w1.clone()),
        fc1_bias: g.add("b1", b1.clone()),
        fc2_weight: g.add("w2", w2.clone()),
        fc2_bias: g.add("b2", b2.clone()),
        kind,
    };
    let pdy = g.add("dy", dy.clone());
    let saved = block.forward(&mut g.graph, px).unwrap();
    let (dx, grads) = block.backward(&mut g.graph, &saved, pdy).unwrap();
    let values = den(&g.graph, &g.values).unwrap();

    let (y, pullback) = mlp::vjp(&x, &w1, &b1, &w2, &b2, &kind).unwrap();
    let (wdx, wdw1, wdb1, wdw2, wdb2, _) = pullback(&x, &w1, &b1, &w2, &b2, &kind, &y, &dy).unwrap();
    assert!(rel(&at(&values, saved.y), y.data()) <= 1e-12);
    assert!(rel(&at(&values, dx), wdx.data()) <= 1e-12);
    for (port, expected) in grads
        .iter()
        .zip([wdw1.to_flat(), wdb1.to_flat(), wdw2.to_flat(), wdb2.to_flat()])
    {
        assert!(rel(&at(&values, *port), &expected) <= 1e-12);
    }
}

#[test]
fn the_layer_norm_backward_graph_is_ln_back_of_the_row_scale() {
    let mut rng = StdRng::seed_from_u64(42);
    let (x, gamma, beta) = (
        Mat::random((3, 6), &mut rng),
        Vec1::random((6,), &mut rng),
        Vec1::random((6,), &mut rng),
    );
    let dy = Mat::random((3, 6), &mut rng);
    let mut g = Inputs::new();
    let px = g.add("x", x.clone());
    let norm = LayerNorm {
        gamma: g.add("gamma", gamma.clone()),
        beta: g.add("beta", beta.clone()),
        eps: 1e-5,
    };
    let pdy = g.add("dy", dy.clone());
    let saved = norm.forward(&mut g.graph, px).unwrap();
    let [dx, dgamma, dbeta] = norm.backward(&mut g.graph, &saved, pdy).unwrap();
    let values = den(&g.graph, &g.values).unwrap();
    let (y, pullback) = layer_norm::vjp(&x, &gamma, &beta, &1e-5).unwrap();
    let (wdx, wdgamma, wdbeta, _) = pullback(&x, &gamma, &beta, &1e-5, &y, &dy).unwrap();
    assert!(rel(&at(&values, saved.y), y.data()) <= 1e-12);
    assert!(rel(&at(&values, dx), wdx.data()) <= 1e-12);
    assert!(rel(&at(&values, dgamma), wdgamma.data()) <= 1e-12);
    assert!(rel(&at(&values, dbeta), wdbeta.data()) <= 1e-12);
}

#[test]
fn the_mlp_sublayer_graph_adds_dy_for_the_residual_skip() {
    let mut rng = StdRng::seed_from_u64(43);
    let (d, h) = (4, 6);
    let x = Mat::random((3, d), &mut rng);
    let (gamma, beta) = (Vec1::random((d,), &mut rng), Vec1::random((d,), &mut rng));
    let (w1, b1, w2, b2) = (
        Mat::random((d, h), &mut rng),
        Vec1::random((h,), &mut rng),
        Mat::random((h, d), &mut rng),
        Vec1::random((d,), &mut rng),
    );
    let dy = Mat::random((3, d), &mut rng);
    let (eps, kind) = (1e-6, GeluKind::Erf);
    let mut g = Inputs::new();
    let px = g.add("x", x.clone());
    let sublayer = MlpSublayer {
        norm: LayerNorm {
            gamma: g.add("gamma", gamma.clone()),
            beta: g.add("beta", beta.clone()),
            eps,
        },
        mlp: Mlp {
            fc1_weight: g.add("w1", w1.clone()),
            fc1_bias: g.add("b1", b1.clone()),
            fc2_weight: g.add("w2", w2.clone()),
            fc2_bias: g.add("b2", b2.clone()),
            kind,
        },
    };
    let pdy = g.add("dy", dy.clone());
    let saved = sublayer.forward(&mut g.graph, px).unwrap();
    let (dx, grads) = sublayer.backward(&mut g.graph, &saved, pdy).unwrap();
    let values = den(&g.graph, &g.values).unwrap();
    let (y, pullback) = mlp_residual::vjp(&x, &gamma, &beta, &w1, &b1, &w2, &b2, &eps, &kind).unwrap();
    let (wdx, g1, g2, g3, g4, g5, g6, _, _) =
        pullback(&x, &gamma, &beta, &w1, &b1, &w2, &b2, &eps, &kind, &y, &dy).unwrap();
    assert!(rel(&at(&values, saved.y), y.data()) <= 1e-12);
    assert!(rel(&at(&values, dx), wdx.data()) <= 1e-12);
    let expected = [
        g1.to_flat(),
        g2.to_flat(),
        g3.to_flat(),
        g4.to_flat(),
        g5.to_flat(),
        g6.to_flat(),
    ];
    for (port, expected) in grads.iter().zip(expected) {
        assert!(rel(&at(&values, *port), &expected) <= 1e-12);
    }
}

#[test]
fn graphs_refuse_ports_that_are_not_earlier_outputs() {
    let mut g = Graph::new();
    let x = g.value(Token::Input { name: "x".into() }).unwrap();
    let err = g
        .push(Token::Gelu {
            x: Port { node: 3, output: 0 },
            kind: GeluKind::Erf,
        })
        .unwrap_err();
    assert!(err.to_string().contains("reads port 3.0"));
    assert!(
        g.push(Token::Gelu {
            x: Port {
                node: x.node,
                output: 1
            },
            kind: GeluKind::Erf
        })
        .is_err()
    );
    let missing = den::<f64>(&g, &HashMap::new()).unwrap_err();
    assert!(missing.to_string().contains("no value for the input `x`"));
}

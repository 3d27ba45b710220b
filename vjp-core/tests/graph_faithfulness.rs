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
        let value = value.into();
        let port = self.graph.input(name, value.shape()).unwrap();
        self.values.insert(name.to_string(), value);
        port
    }
}

/// The MLP's parameters as graph inputs.
fn mlp_inputs(g: &mut Inputs, (w1, b1, w2, b2): (&Mat, &Vec1, &Mat, &Vec1), kind: GeluKind) -> Mlp {
    Mlp {
        fc1_weight: g.add("w1", w1.clone()),
        fc1_bias: g.add("b1", b1.clone()),
        fc2_weight: g.add("w2", w2.clone()),
        fc2_bias: g.add("b2", b2.clone()),
        kind,
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
    let block = mlp_inputs(&mut g, (&w1, &b1, &w2, &b2), kind);
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
        mlp: mlp_inputs(&mut g, (&w1, &b1, &w2, &b2), kind),
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
    let x = g.input("x", &[2, 3]).unwrap();
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
    let wrong = HashMap::from([("x".to_string(), DynTensor::<f64>::zeros(&[3, 2]))]);
    let refused = den::<f64>(&g, &wrong).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "den: the input `x` has shape [3, 2], the graph expects [2, 3]"
    );
}

#[test]
fn graphs_refuse_shapes_that_do_not_fit_with_the_node_named() {
    let mut g = Graph::new();
    let x = g.input("x", &[4, 3]).unwrap();
    let w = g.input("w", &[5, 2]).unwrap();
    let b = g.input("b", &[2]).unwrap();
    let err = g.push(Token::Dense { x, weight: w, bias: b }).unwrap_err();
    assert_eq!(
        err.to_string(),
        "graph: node 3: Dense: tokens [4, 3] cannot meet a weight [5, 2]"
    );
    let err = g.push(Token::MatMul { a: x, b: x, groups: 3 }).unwrap_err();
    assert_eq!(err.to_string(), "graph: node 3: MatMul: 3 groups do not divide 4 rows");
    let err = g
        .push(Token::SliceRows {
            x,
            start: 1,
            rows: 2,
            groups: 2,
        })
        .unwrap_err();
    assert_eq!(err.to_string(), "graph: node 3: SliceRows: rows 1..3 of 2 per group");
    assert_eq!(g.nodes().len(), 3);
}

/// One block's parameters, random.
struct BlockParams {
    ln1: (Vec1, Vec1),
    qkv: (Mat, Vec1),
    proj: (Mat, Vec1),
    ln2: (Vec1, Vec1),
    fc1: (Mat, Vec1),
    fc2: (Mat, Vec1),
}

impl BlockParams {
    fn random(d: usize, hidden: usize, rng: &mut StdRng) -> Self {
        let v = |n: usize, rng: &mut StdRng| Vec1::random((n,), rng);
        let m = |r: usize, c: usize, rng: &mut StdRng| Mat::random((r, c), rng);
        BlockParams {
            ln1: (v(d, rng), v(d, rng)),
            qkv: (m(d, 3 * d, rng), v(3 * d, rng)),
            proj: (m(d, d, rng), v(d, rng)),
            ln2: (v(d, rng), v(d, rng)),
            fc1: (m(d, hidden, rng), v(hidden, rng)),
            fc2: (m(hidden, d, rng), v(d, rng)),
        }
    }

    fn witness(
        &self,
        heads: usize,
        eps: f64,
        kind: GeluKind,
    ) -> impl vjp_core::Vjp<f64, Mat, Output = Mat> + Clone + use<> {
        use vjp_core::blocks::attention_head;
        use vjp_core::{Dense, comp, per_head, residual};
        let d = self.ln1.0.len();
        let attention = comp(
            comp(
                comp(
                    layer_norm::Layer::new(self.ln1.0.clone(), self.ln1.1.clone(), eps),
                    Dense::checked(self.qkv.0.clone(), self.qkv.1.clone()).unwrap(),
                ),
                per_head::<_, usize>(attention_head::Layer::new(d / heads), heads, 3).unwrap(),
            ),
            Dense::checked(self.proj.0.clone(), self.proj.1.clone()).unwrap(),
        );
        let mlp = mlp_residual::Layer::new(
            self.ln2.0.clone(),
            self.ln2.1.clone(),
            self.fc1.0.clone(),
            self.fc1.1.clone(),
            self.fc2.0.clone(),
            self.fc2.1.clone(),
            eps,
            kind,
        );
        comp(residual(attention), mlp)
    }

    fn graph(
        &self,
        g: &mut Inputs,
        prefix: &str,
        (heads, examples): (usize, usize),
        eps: f64,
        kind: GeluKind,
    ) -> vjp_core::graph::build::Block {
        use vjp_core::graph::build::{AttentionSublayer, Block};
        let mut input = |name: &str, value: DynTensor<f64>| g.add(&format!("{prefix}.{name}"), value);
        let attention = AttentionSublayer {
            norm: LayerNorm {
                gamma: input("ln1.g", self.ln1.0.clone().into()),
                beta: input("ln1.b", self.ln1.1.clone().into()),
                eps,
            },
            qkv_weight: input("qkv.w", self.qkv.0.clone().into()),
            qkv_bias: input("qkv.b", self.qkv.1.clone().into()),
            proj_weight: input("proj.w", self.proj.0.clone().into()),
            proj_bias: input("proj.b", self.proj.1.clone().into()),
            heads,
            width: self.ln1.0.len(),
            examples,
        };
        let mlp = MlpSublayer {
            norm: LayerNorm {
                gamma: input("ln2.g", self.ln2.0.clone().into()),
                beta: input("ln2.b", self.ln2.1.clone().into()),
                eps,
            },
            mlp: Mlp {
                fc1_weight: input("fc1.w", self.fc1.0.clone().into()),
                fc1_bias: input("fc1.b", self.fc1.1.clone().into()),
                fc2_weight: input("fc2.w", self.fc2.0.clone().into()),
                fc2_bias: input("fc2.b", self.fc2.1.clone().into()),
                kind,
            },
        };
        Block { attention, mlp }
    }
}

/// A tower of `depth` blocks over `examples` examples: graph backward against the witnesses.
fn check_tower(depth: usize, examples: usize, heads: usize, kind: GeluKind, seed: u64) {
    use vjp_core::{GroupRows, UngroupRows, Vjp, batch_map, comp};
    let mut rng = StdRng::seed_from_u64(seed);
    let (tokens, d, hidden) = (5, 6, 8);
    let eps = 1e-6;
    let params: Vec<BlockParams> = (0..depth).map(|_| BlockParams::random(d, hidden, &mut rng)).collect();
    // The tokens of three examples stacked as rows; the witness maps the tower over the
    // examples (parameter gradients summed), the graph runs grouped attention.
    let x = Mat::random((examples * tokens, d), &mut rng);
    let dy = Mat::random((examples * tokens, d), &mut rng);

    let tower = vjp_core::chain(params.iter().map(|p| p.witness(heads, eps, kind)).collect());
    let witness = comp(comp(GroupRows { group: tokens }, batch_map(tower)), UngroupRows);
    let (y, saved) = witness.forward(x.clone()).unwrap();
    let (wdx, wgrads) = witness.backward(&saved, &dy).unwrap();

    let mut g = Inputs::new();
    let px = g.add("x", x.clone());
    let blocks: Vec<_> = params
        .iter()
        .enumerate()
        .map(|(i, p)| p.graph(&mut g, &format!("blocks.{i}"), (heads, examples), eps, kind))
        .collect();
    let pdy = g.add("dy", dy.clone());
    let (gy, gdx, ggrads) = vjp_core::graph::build::tower(&mut g.graph, &blocks, px, pdy).unwrap();
    let values = den(&g.graph, &g.values).unwrap();
    assert!(rel(&at(&values, gy), y.data()) <= 1e-12);
    assert!(rel(&at(&values, gdx), wdx.data()) <= 1e-12);
    let graph_grads: Vec<f64> = ggrads.iter().flat_map(|&p| at(&values, p)).collect();
    assert!(rel(&graph_grads, &wgrads.to_flat()) <= 1e-12);
}

#[test]
fn one_block_backward_graph_is_attention_back_of_mlp_back() {
    check_tower(1, 1, 3, GeluKind::Tanh, 43);
    check_tower(1, 2, 2, GeluKind::Erf, 45);
}

#[test]
fn the_tower_backward_graph_is_the_reverse_fold_of_block_backwards() {
    check_tower(2, 3, 2, GeluKind::Erf, 44);
    check_tower(3, 2, 1, GeluKind::Tanh, 46);
}

//! Prints the backward graph of a two-block transformer tower (pre-norm blocks: LayerNorm, fused
//! qkv, multi-head attention, MLP, residuals) as StableHLO, with random inputs and the outputs
//! the graph's denotation gives, so a compiler can be checked against Rust's numbers
//! (`scripts/iree_check.py` does it with IREE).
//!
//! `cargo run --example emit_graph_mlir -- DIR` writes `DIR/module.mlir`, one little-endian f32
//! file per input and expected output, and `DIR/manifest.txt` (`input|output NAME SHAPE FILE`).

use rand::SeedableRng;
use rand::rngs::StdRng;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use vjp::graph::build::{AttentionSublayer, Block, LayerNorm, Mlp, MlpSublayer, tower};
use vjp::graph::stablehlo::{ElementType, print};
use vjp::graph::{Graph, Port, den};
use vjp::tape::DynTensor;
use vjp::{GeluKind, Matrix, Vector};

type Mat = Matrix<f64, usize, usize>;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).ok_or("usage: emit_graph_mlir DIR")?);
    std::fs::create_dir_all(&dir)?;
    // Two examples of five tokens, stacked as rows; each attends within its own rows.
    let (examples, tokens, d, heads, hidden, depth) = (2, 5, 8, 2, 16, 2);
    let mut rng = StdRng::seed_from_u64(0);
    let mut graph = Graph::new();
    let mut values: HashMap<String, DynTensor<f64>> = HashMap::new();
    let mut order: Vec<(String, Vec<usize>)> = Vec::new();
    let mut input = |graph: &mut Graph, name: String, value: DynTensor<f64>| -> Result<Port, vjp::Error> {
        order.push((name.clone(), value.shape().to_vec()));
        let port = graph.input(name.clone(), value.shape());
        values.insert(name, value);
        port
    };
    let x = input(
        &mut graph,
        "x".into(),
        Mat::random((examples * tokens, d), &mut rng).into(),
    )?;
    let mut blocks = Vec::new();
    for i in 0..depth {
        let mut p =
            |graph: &mut Graph, name: &str, value: DynTensor<f64>| input(graph, format!("blocks.{i}.{name}"), value);
        let v = |n: usize, rng: &mut StdRng| -> DynTensor<f64> { Vector::<f64, usize>::random((n,), rng).into() };
        let m = |r: usize, c: usize, rng: &mut StdRng| -> DynTensor<f64> { Mat::random((r, c), rng).into() };
        let attention = AttentionSublayer {
            norm: LayerNorm {
                gamma: p(&mut graph, "norm1.weight", v(d, &mut rng))?,
                beta: p(&mut graph, "norm1.bias", v(d, &mut rng))?,
                eps: 1e-6,
            },
            qkv_weight: p(&mut graph, "attn.qkv.weight", m(d, 3 * d, &mut rng))?,
            qkv_bias: p(&mut graph, "attn.qkv.bias", v(3 * d, &mut rng))?,
            proj_weight: p(&mut graph, "attn.proj.weight", m(d, d, &mut rng))?,
            proj_bias: p(&mut graph, "attn.proj.bias", v(d, &mut rng))?,
            heads,
            width: d,
            examples,
        };
        let mlp = MlpSublayer {
            norm: LayerNorm {
                gamma: p(&mut graph, "norm2.weight", v(d, &mut rng))?,
                beta: p(&mut graph, "norm2.bias", v(d, &mut rng))?,
                eps: 1e-6,
            },
            mlp: Mlp {
                fc1_weight: p(&mut graph, "mlp.fc1.weight", m(d, hidden, &mut rng))?,
                fc1_bias: p(&mut graph, "mlp.fc1.bias", v(hidden, &mut rng))?,
                fc2_weight: p(&mut graph, "mlp.fc2.weight", m(hidden, d, &mut rng))?,
                fc2_bias: p(&mut graph, "mlp.fc2.bias", v(d, &mut rng))?,
                kind: GeluKind::Erf,
            },
        };
        blocks.push(Block { attention, mlp });
    }
    let dy = input(
        &mut graph,
        "dy".into(),
        Mat::random((examples * tokens, d), &mut rng).into(),
    )?;
    let (y, dx, grads) = tower(&mut graph, &blocks, x, dy)?;
    let results: Vec<Port> = [y, dx].into_iter().chain(grads).collect();
    std::fs::write(dir.join("module.mlir"), print(&graph, &results, ElementType::F32)?)?;

    let computed = den(&graph, &values)?;
    let mut manifest = String::new();
    let mut write = |kind: &str, name: &str, t: &DynTensor<f64>| -> std::io::Result<()> {
        let file = format!("{kind}-{name}.bin");
        let bytes: Vec<u8> = t.data().iter().flat_map(|&v| (v as f32).to_le_bytes()).collect();
        std::fs::write(dir.join(&file), bytes)?;
        let shape: Vec<String> = t.shape().iter().map(ToString::to_string).collect();
        let _ = writeln!(manifest, "{kind} {name} {} {file}", shape.join("x"));
        Ok(())
    };
    for (name, _) in &order {
        write("input", name, &values[name])?;
    }
    for (i, p) in results.iter().enumerate() {
        write("output", &format!("{i}"), &computed[p.node][p.output])?;
    }
    std::fs::write(dir.join("manifest.txt"), manifest)?;
    println!(
        "wrote {} ({} inputs, {} outputs)",
        dir.join("module.mlir").display(),
        order.len(),
        results.len()
    );
    Ok(())
}

//! Every primitive of `vjp::hlo` in one module (and the image ops' graph forms, conv2d and the
//! poolings, forward and backward), written with its reference values for a compiler to
//! reproduce: `scripts/hlo_check.py DIR` compiles it with IREE and with XLA and
//! compares their outputs with the reference evaluator's.
//!
//!     cargo run --example hlo_primitives -- DIR

use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::path::PathBuf;
use vjp::hlo::{Array, Comparison, DotDims, Element, FloatType, Graph, Module, Reduction, Unary, evaluate, write};
use vjp::ops::conv2d::conv2d_trace;
use vjp::ops::pool2d::{avg_pool2d_trace, max_pool2d_trace};
use vjp::{Conv2d, Pool2d};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir: PathBuf = std::env::args().nth(1).ok_or("usage: hlo_primitives DIR")?.into();
    let mut g = Graph::new();
    let x = g.input("x", &[2, 3, 4])?;
    let w = g.input("w", &[2, 4, 5])?;
    let positive = g.input("positive", &[2, 3])?;
    let mut outputs = Vec::new();

    // Products: batched (batch 0, contracting 2 x 1), and one with its dimensions elsewhere.
    let xw = g.dot_general(x, w, DotDims::batched_matmul(1))?;
    outputs.push(("batched_matmul", xw));
    let dims = DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![0],
        lhs_contract: vec![1],
        rhs_contract: vec![1],
    };
    let wx = g.dot_general(x, x, dims)?;
    outputs.push(("gram", wx));
    // A batch dimension not in front and two contracting dimensions (as conv2d's weight
    // gradient): x [2, 3, 4] against w [2, 4, 5] seen as [4, 2, 5].
    let wt = g.transpose(w, &[1, 0, 2])?;
    let dims = DotDims {
        lhs_batch: vec![2],
        rhs_batch: vec![0],
        lhs_contract: vec![0],
        rhs_contract: vec![1],
    };
    let crossed = g.dot_general(x, wt, dims)?;
    outputs.push(("batch_behind", crossed));

    // Elementwise, unary and binary.
    let abs = g.unary(Unary::Abs, positive)?;
    let shifted = g.scale(abs, 0.5)?;
    let one = g.constant(1.0, &[2, 3])?;
    let shifted = g.add(shifted, one)?;
    for (name, op) in [
        ("negate", Unary::Negate),
        ("exponential", Unary::Exponential),
        ("log", Unary::Log),
        ("log_plus_one", Unary::LogPlusOne),
        ("tanh", Unary::Tanh),
        ("sqrt", Unary::Sqrt),
        ("rsqrt", Unary::Rsqrt),
        ("erf", Unary::Erf),
    ] {
        let v = g.unary(op, shifted)?;
        outputs.push((name, v));
    }
    let difference = g.sub(positive, shifted)?;
    outputs.push(("subtract", difference));
    let quotient = g.div(positive, shifted)?;
    outputs.push(("divide", quotient));
    let maximum = g.binary(vjp::hlo::Binary::Maximum, positive, shifted)?;
    outputs.push(("maximum", maximum));
    let minimum = g.binary(vjp::hlo::Binary::Minimum, positive, one)?;
    outputs.push(("minimum", minimum));
    let power = g.binary(vjp::hlo::Binary::Power, shifted, positive)?;
    outputs.push(("power", power));

    // Compare and select: a ReLU.
    let zero = g.constant(0.0, &[2, 3])?;
    let above = g.compare(Comparison::Gt, positive, zero)?;
    let relu = g.select(above, positive, zero)?;
    outputs.push(("relu", relu));

    // Reductions, broadcasts, reshape, transpose.
    let sums = g.sum(x, &[2])?;
    outputs.push(("sum", sums));
    let maxes = g.reduce(x, &[0, 2], Reduction::Max)?;
    outputs.push(("max", maxes));
    let spread = g.broadcast_in_dim(maxes, &[2, 3, 4], &[1])?;
    let centred = g.sub(x, spread)?;
    outputs.push(("broadcast", centred));
    let flat = g.reshape(x, &[6, 4])?;
    outputs.push(("reshape", flat));
    let t = g.transpose(x, &[2, 0, 1])?;
    outputs.push(("transpose", t));

    // Slice (with a stride), pad (with interior padding), concatenate, iota, a literal.
    let s = g.slice(x, &[0, 1, 0], &[2, 3, 4], &[1, 1, 2])?;
    outputs.push(("slice", s));
    let p = g.pad(s, -2.0, &[0, 1, 0], &[1, 0, 2], &[0, 1, 1])?;
    outputs.push(("pad", p));
    let c = g.concatenate(&[x, x], 1)?;
    outputs.push(("concatenate", c));
    let iota = g.iota(&[2, 3], 1)?;
    let counted = g.mul(iota, positive)?;
    outputs.push(("iota", counted));
    // A dense literal (a dropout mask, say), nested per dimension in the module text.
    let literal = g.literal(vec![0.0, 2.0, -0.5, 1.0, 0.25, 3.0], &[2, 3])?;
    let weighted = g.mul(literal, positive)?;
    outputs.push(("literal", weighted));

    // The image ops' graph forms, compositions of the primitives above that the compilers meet
    // in few other places: a grouped, strided, padded, dilated convolution and both poolings,
    // forward and backward.
    let image = g.input("image", &[2, 4, 5, 6])?;
    let kernel = g.input("kernel", &[6, 2, 3, 2])?;
    let bias = g.input("bias", &[6])?;
    let conv = Conv2d {
        stride: (2, 1),
        padding: (1, 2),
        dilation: (1, 2),
        groups: 2,
    };
    let maps = conv2d_trace::forward(&mut g, image, kernel, bias, conv)?;
    let (dimage, dkernel, dbias) = conv2d_trace::backward(&mut g, image, kernel, bias, &conv, maps, maps)?;
    outputs.extend([
        ("conv2d", maps),
        ("conv2d_dx", dimage),
        ("conv2d_dw", dkernel),
        ("conv2d_db", dbias),
    ]);
    let pool = Pool2d::new((3, 2)).with_stride((2, 1)).with_padding((1, 1));
    let averaged = avg_pool2d_trace::forward(&mut g, image, pool)?;
    let daveraged = avg_pool2d_trace::backward(&mut g, image, &pool, averaged, averaged)?;
    let largest = max_pool2d_trace::forward(&mut g, image, pool)?;
    let dlargest = max_pool2d_trace::backward(&mut g, image, &pool, largest, largest)?;
    outputs.extend([
        ("avg_pool2d", averaged),
        ("avg_pool2d_dx", daveraged),
        ("max_pool2d", largest),
        ("max_pool2d_dx", dlargest),
    ]);

    // Integer ids: converted to floats, and a gather and a scatter-add of rows by them (an id
    // repeated, so the scatter adds); whole floats converted to integers.
    let ids = g.input_of("ids", &[5], Element::Int)?;
    let as_floats = g.as_float(ids)?;
    outputs.push(("convert", as_floats));
    let table = g.input("table", &[4, 3])?;
    let rows = g.gather(table, ids)?;
    outputs.push(("gather", rows));
    let scattered = g.scatter_add(table, ids, rows)?;
    outputs.push(("scatter_add", scattered));
    let back = g.as_int(as_floats)?;
    let again = g.gather(table, back)?;
    outputs.push(("gather_converted_ids", again));

    let mut rng = rand::rngs::StdRng::seed_from_u64(14);
    let mut inputs = HashMap::new();
    for (_, name, ty) in g.inputs() {
        let data = match ty.element {
            Element::Int => (0..ty.numel()).map(|k| [2.0, 0.0, 3.0, 2.0, 1.0][k % 5]).collect(),
            _ => (0..ty.numel()).map(|_| rng.random_range(-1.0..1.0)).collect(),
        };
        inputs.insert(name.to_string(), Array::new(ty.shape.clone(), data)?);
    }
    let values: Vec<_> = outputs.iter().map(|(_, v)| *v).collect();
    let expected = evaluate(&g, &inputs, &values)?;
    let expected: HashMap<String, Array> = outputs.iter().map(|(n, _)| n.to_string()).zip(expected).collect();
    let module = Module {
        name: "primitives".into(),
        graph: g,
        outputs: outputs.into_iter().map(|(n, v)| (n.to_string(), v)).collect(),
    };
    let description = serde_json::json!({"what": "every primitive of vjp::hlo, and the image ops' graph forms, with the reference evaluator's outputs"});
    write(&dir, &module, FloatType::F32, description, &inputs, &expected)?;
    println!("wrote {} ({} outputs)", dir.display(), module.outputs.len());
    Ok(())
}

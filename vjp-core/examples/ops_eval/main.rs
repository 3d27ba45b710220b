//! Every op's forward and rule on given values, for `scripts/ops_vs_torch.py`, which compares
//! them with PyTorch's autograd in float64. Reads one request per line on standard input and
//! writes one answer per line:
//!
//! ```text
//! {"op": "clamp", "inputs": [{"shape": [2, 3], "bits": [...]}], "cotangent": {...},
//!  "params": {"low": -0.5, "high": 0.5}}
//! {"output": {"shape": [2, 3], "bits": [...]}, "gradients": [{"shape": [2, 3], "bits": [...]}]}
//! ```
//!
//! Values travel as the bits of their f64 (`u64`), so NaN and the infinities arrive intact;
//! every tensor is a matrix (a scalar is `[]`, a vector `[n]`). An op's error is answered as
//! `{"error": "..."}`.
//!
//!     cargo run --release -p vjp-core --example ops_eval < requests.jsonl

use serde_json::{Value, json};
use std::io::{BufRead, Write};
use vjp_core::{Maps, Matrix, Reduction, Result, Sequences, Tensor, Tensor0, Vector};

/// A matrix of the requests.
type M = Matrix<f64, usize, usize>;
/// A vector of the requests.
type V = Vector<f64, usize>;
/// An op's output and its gradients, as JSON.
type Answer = (Value, Vec<Value>);

/// A tensor of the request or the answer: its shape and its values.
struct Array {
    shape: Vec<usize>,
    data: Vec<f64>,
}

impl Array {
    fn read(value: &Value) -> std::result::Result<Array, String> {
        let shape = value["shape"]
            .as_array()
            .ok_or("a tensor needs its shape")?
            .iter()
            .map(|d| d.as_u64().map(|d| d as usize).ok_or("a dimension is a whole number"))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let data = value["bits"]
            .as_array()
            .ok_or("a tensor needs its bits")?
            .iter()
            .map(|b| b.as_u64().map(f64::from_bits).ok_or("bits are a u64"))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(Array { shape, data })
    }

    fn matrix(&self) -> Result<M> {
        let (rows, cols) = match self.shape[..] {
            [r, c] => (r, c),
            [n] => (1, n),
            _ => (1, self.data.len()),
        };
        M::from_vec((rows, cols), self.data.clone())
    }

    fn maps(&self) -> Result<Maps<f64>> {
        match self.shape[..] {
            [n, c, h, w] => Maps::from_vec((n, c, h, w), self.data.clone()),
            _ => Err(vjp_core::Error::invalid("ops_eval", "expected a tensor of rank 4")),
        }
    }

    fn sequences(&self) -> Result<Sequences<f64>> {
        match self.shape[..] {
            [n, c, l] => Sequences::from_vec((n, c, l), self.data.clone()),
            _ => Err(vjp_core::Error::invalid("ops_eval", "expected a tensor of rank 3")),
        }
    }

    fn vector(&self) -> Result<V> {
        V::from_vec((self.data.len(),), self.data.clone())
    }

    fn scalar(&self) -> Tensor0<f64> {
        Tensor0::scalar(self.data.first().copied().unwrap_or(0.0))
    }

    fn json<S: vjp_core::Shape>(tensor: &Tensor<f64, S>) -> Value {
        json!({"shape": tensor.dims(), "bits": tensor.data().iter().map(|v| v.to_bits()).collect::<Vec<_>>()})
    }
}

/// The `reduction` parameter: `None` for `"none"`.
fn reduction(params: &Value) -> Option<Reduction> {
    match params["reduction"].as_str() {
        Some("sum") => Some(Reduction::Sum),
        Some("none") => None,
        _ => Some(Reduction::Mean),
    }
}

/// The names the ops' answers use, bound from a request `$r`: its op, inputs, first input as a
/// matrix (`x`) and cotangent (`dy`), its parameters (`param`, `count`, and as library errors
/// `param_of`, `count_of`), and the shapes of op that most take (`unary`, `binary`, `folded`,
/// `total`, and `target`, the second input or `x`).
macro_rules! request_prelude {
    ($r:ident: $op:ident, $inputs:ident, $x:ident, $dy:ident, $unary:ident, $binary:ident, $folded:ident, $total:ident,
     $target:ident, $param:ident, $count:ident, $param_of:ident, $count_of:ident, $input:ident) => {
        #[allow(unused_variables)]
        let ($op, $inputs, $x, $dy) = ($r.op.as_str(), &$r.inputs, $r.x.clone(), &$r.cotangent);
        #[allow(unused_variables)]
        let $input = |k: usize| $inputs.get(k).ok_or(format!("{} needs input {k}", $op));
        #[allow(unused_variables)]
        let $param = |name: &str| {
            $r.params[name]
                .as_f64()
                .ok_or(format!("{} needs the parameter {name}", $op))
        };
        #[allow(unused_variables)]
        let $count = |name: &str| {
            $r.params[name]
                .as_u64()
                .map(|c| c as usize)
                .ok_or(format!("{} needs {name}", $op))
        };
        // One tensor to one of its shape.
        #[allow(unused_variables)]
        let $unary = |f: &dyn Fn(&$crate::M) -> ::vjp_core::Result<$crate::M>,
                      b: &dyn Fn(&$crate::M, &$crate::M, &$crate::M) -> ::vjp_core::Result<$crate::M>|
         -> ::vjp_core::Result<$crate::Answer> {
            let y = f(&$x)?;
            let dx = b(&$x, &y, &$dy.matrix()?)?;
            ::core::result::Result::Ok(($crate::Array::json(&y), vec![$crate::Array::json(&dx)]))
        };
        // Two tensors of one shape to one of it.
        #[allow(unused_variables)]
        let $binary = |f: &dyn Fn(&$crate::M, &$crate::M) -> ::vjp_core::Result<$crate::M>,
                       b: &dyn Fn(
            &$crate::M,
            &$crate::M,
            &$crate::M,
            &$crate::M,
        ) -> ::vjp_core::Result<($crate::M, $crate::M)>|
         -> ::vjp_core::Result<$crate::Answer> {
            let other = $inputs
                .get(1)
                .map($crate::Array::matrix)
                .transpose()?
                .unwrap_or_else(|| $x.clone());
            let y = f(&$x, &other)?;
            let (da, db) = b(&$x, &other, &y, &$dy.matrix()?)?;
            ::core::result::Result::Ok((
                $crate::Array::json(&y),
                vec![$crate::Array::json(&da), $crate::Array::json(&db)],
            ))
        };
        // A matrix to a vector, one entry per row (or per column).
        #[allow(unused_variables)]
        let $folded = |f: &dyn Fn(&$crate::M) -> ::vjp_core::Result<$crate::V>,
                       b: &dyn Fn(&$crate::M, &$crate::V, &$crate::V) -> ::vjp_core::Result<$crate::M>|
         -> ::vjp_core::Result<$crate::Answer> {
            let y = f(&$x)?;
            let dx = b(&$x, &y, &$dy.vector()?)?;
            ::core::result::Result::Ok(($crate::Array::json(&y), vec![$crate::Array::json(&dx)]))
        };
        // A tensor to a scalar.
        #[allow(unused_variables)]
        let $total = |f: &dyn Fn(&$crate::M) -> ::vjp_core::Result<::vjp_core::Tensor0<f64>>,
                      b: &dyn Fn(
            &$crate::M,
            &::vjp_core::Tensor0<f64>,
            &::vjp_core::Tensor0<f64>,
        ) -> ::vjp_core::Result<$crate::M>|
         -> ::vjp_core::Result<$crate::Answer> {
            let y = f(&$x)?;
            let dx = b(&$x, &y, &$dy.scalar())?;
            ::core::result::Result::Ok(($crate::Array::json(&y), vec![$crate::Array::json(&dx)]))
        };
        #[allow(unused_variables)]
        let $target = || -> ::vjp_core::Result<$crate::M> {
            $inputs.get(1).map_or_else(|| Ok($x.clone()), $crate::Array::matrix)
        };
        #[allow(unused_variables)]
        let $param_of = |name: &str| $param(name).map_err(|e| vjp_core::Error::invalid("ops_eval", e));
        #[allow(unused_variables)]
        let $count_of = |name: &str| $count(name).map_err(|e| vjp_core::Error::invalid("ops_eval", e));
    };
}

mod elementwise;
mod layers;
mod losses;
mod structure;

/// A request read: its op, inputs, cotangent and parameters, its first input as a matrix.
struct Request {
    op: String,
    inputs: Vec<Array>,
    cotangent: Array,
    params: Value,
    x: M,
}

impl Request {
    fn read(request: &Value) -> std::result::Result<Request, String> {
        let op = request["op"].as_str().ok_or("a request names its op")?.to_string();
        let inputs = request["inputs"]
            .as_array()
            .ok_or("a request has its inputs")?
            .iter()
            .map(Array::read)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let x = inputs
            .first()
            .ok_or(format!("{op} needs input 0"))?
            .matrix()
            .map_err(|e| e.to_string())?;
        Ok(Request {
            cotangent: Array::read(&request["cotangent"])?,
            params: request["params"].clone(),
            op,
            inputs,
            x,
        })
    }
}

/// The answer to one request: the first family of ops that has its op answers it.
fn answer(request: &Value) -> std::result::Result<Value, String> {
    let request = Request::read(request)?;
    let families: [fn(&Request) -> Option<Result<Answer>>; 4] =
        [elementwise::answer, losses::answer, layers::answer, structure::answer];
    let result = families.iter().find_map(|family| family(&request)).unwrap_or_else(|| {
        Err(vjp_core::Error::invalid(
            "ops_eval",
            format!("no op named {}", request.op),
        ))
    });
    Ok(match result {
        Ok((output, gradients)) => json!({"output": output, "gradients": gradients}),
        Err(e) => json!({"error": e.to_string()}),
    })
}

fn main() -> std::result::Result<(), Box<dyn std::error::Error>> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let request: Value = serde_json::from_str(&line)?;
        let reply = answer(&request).unwrap_or_else(|e| json!({"error": e}));
        writeln!(out, "{reply}")?;
    }
    Ok(())
}

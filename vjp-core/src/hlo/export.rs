//! A program on disk, ready for a compiler: its StableHLO module, a manifest naming every input
//! and output, and reference values (`inputs/NAME`, `outputs/NAME` in one safetensors file)
//! that the compiled module must reproduce.

use super::array::Array;
use super::graph::{Graph, Value};
use super::op::Element;
use super::print::{FloatType, print};
use serde_json::json;
use std::collections::HashMap;
use std::path::Path;

/// What writing a program can fail on.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The program is not well formed (an output that is no node, a shape that does not fit).
    #[error(transparent)]
    Program(#[from] crate::error::Error),
    /// A file could not be written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// A tensor could not be encoded.
    #[error("{path}: {message}")]
    Encode {
        /// The file.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// A reference value is missing or does not fit the program.
    #[error("reference: {0}")]
    Reference(String),
}

/// A named module: a graph whose inputs are named and whose chosen values are named outputs.
#[derive(Clone, Debug)]
pub struct Module {
    /// The module's name (its file is `NAME.mlir`).
    pub name: String,
    /// The program.
    pub graph: Graph,
    /// Its results, named, in order.
    pub outputs: Vec<(String, Value)>,
}

impl Module {
    /// The module evaluated in f64 on `inputs` against `expected` (every output by name): the
    /// largest norm-relative difference, and the output it is in. An error if an output has no
    /// expected value or the evaluation fails.
    pub fn worst_difference(
        &self,
        inputs: &HashMap<String, Array>,
        expected: &HashMap<String, Array>,
    ) -> crate::error::Result<(f64, String)> {
        let values: Vec<Value> = self.outputs.iter().map(|(_, v)| *v).collect();
        let got = super::eval::evaluate(&self.graph, inputs, &values)?;
        let mut worst = (0.0f64, String::new());
        for ((name, _), got) in self.outputs.iter().zip(&got) {
            let want = expected.get(name).ok_or_else(|| {
                crate::error::Error::invalid("export", format!("no expected value for the output `{name}`"))
            })?;
            let relative = got.relative_error(want)?;
            if relative > worst.0 || worst.1.is_empty() {
                worst = (relative, name.clone());
            }
        }
        Ok(worst)
    }

    /// Its entry in `manifest.json`: the file, the function and every input and output with
    /// its shape and element type.
    pub fn signature(&self, float: FloatType) -> crate::error::Result<serde_json::Value> {
        let inputs: Vec<serde_json::Value> = self
            .graph
            .inputs()
            .map(|(_, name, ty)| json!({"name": name, "shape": ty.shape, "dtype": dtype_name(ty.element, float)}))
            .collect();
        let outputs = self
            .outputs
            .iter()
            .map(|(name, v)| Ok(json!({"name": name, "shape": self.graph.shape(*v)?, "dtype": float.name()})))
            .collect::<crate::error::Result<Vec<_>>>()?;
        Ok(json!({"file": format!("{}.mlir", self.name), "function": "main", "inputs": inputs, "outputs": outputs}))
    }
}

/// The manifest's name of an input's element type: the float type, or `i32` for ids and labels.
pub fn dtype_name(element: Element, float: FloatType) -> &'static str {
    match element {
        Element::Int => "i32",
        Element::Float | Element::Pred => float.name(),
    }
}

/// Little-endian bytes of `values` as `float`.
pub fn encode(values: impl IntoIterator<Item = f64>, float: FloatType) -> Vec<u8> {
    match float {
        FloatType::F32 => values.into_iter().flat_map(|v| (v as f32).to_le_bytes()).collect(),
        FloatType::F64 => values.into_iter().flat_map(f64::to_le_bytes).collect(),
    }
}

/// The safetensors element type and little-endian bytes of `values` held by a graph value of
/// `element`: 32-bit integers for ids and labels (whole numbers below 2^31, held exactly as
/// floats), `float` otherwise.
pub fn encode_as(element: Element, values: &[f64], float: FloatType) -> (safetensors::Dtype, Vec<u8>) {
    match element {
        Element::Int => (
            safetensors::Dtype::I32,
            values.iter().flat_map(|&v| (v as i32).to_le_bytes()).collect(),
        ),
        Element::Float | Element::Pred => (
            match float {
                FloatType::F32 => safetensors::Dtype::F32,
                FloatType::F64 => safetensors::Dtype::F64,
            },
            encode(values.iter().copied(), float),
        ),
    }
}

fn io(path: &Path) -> impl Fn(std::io::Error) -> ExportError + '_ {
    move |source| ExportError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Writes `tensors` (name, shape, little-endian bytes of `float`) as a safetensors file at
/// `path`, atomically (a temporary file, then a rename), its header keys sorted so that the
/// same tensors always give the same bytes.
pub fn write_safetensors(
    path: &Path,
    tensors: &[(String, Vec<usize>, Vec<u8>)],
    float: FloatType,
    metadata: HashMap<String, String>,
) -> Result<(), ExportError> {
    let dtype = match float {
        FloatType::F32 => safetensors::Dtype::F32,
        FloatType::F64 => safetensors::Dtype::F64,
    };
    let typed: Vec<_> = tensors
        .iter()
        .map(|(name, shape, bytes)| (name.clone(), shape.clone(), dtype, bytes.clone()))
        .collect();
    write_typed_safetensors(path, &typed, metadata)
}

/// [`write_safetensors`] with each tensor's own element type (integer ids beside floats, as
/// [`encode_as`] gives them).
pub fn write_typed_safetensors(
    path: &Path,
    tensors: &[(String, Vec<usize>, safetensors::Dtype, Vec<u8>)],
    metadata: HashMap<String, String>,
) -> Result<(), ExportError> {
    let encode_error = |message: String| ExportError::Encode {
        path: path.display().to_string(),
        message,
    };
    let views = tensors
        .iter()
        .map(|(name, shape, dtype, bytes)| {
            safetensors::tensor::TensorView::new(*dtype, shape.clone(), bytes)
                .map(|v| (name.clone(), v))
                .map_err(|e| encode_error(format!("tensor {name}: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut bytes = safetensors::tensor::serialize(views, Some(metadata)).map_err(|e| encode_error(e.to_string()))?;
    sort_header(&mut bytes).map_err(encode_error)?;
    let temporary = path.with_extension("safetensors.partial");
    {
        use std::io::Write;
        let mut file = std::fs::File::create(&temporary).map_err(io(&temporary))?;
        file.write_all(&bytes).map_err(io(&temporary))?;
        file.sync_all().map_err(io(&temporary))?;
    }
    std::fs::rename(&temporary, path).map_err(io(path))
}

/// Rewrites a serialized safetensors header with its keys in sorted order (the crate writes the
/// metadata map in hash order). The header keeps its length, so the data offsets stay valid.
fn sort_header(bytes: &mut [u8]) -> Result<(), String> {
    let broken = || "the serialized header is malformed".to_string();
    let (length, rest) = bytes.split_first_chunk_mut::<8>().ok_or_else(broken)?;
    let length = usize::try_from(u64::from_le_bytes(*length)).map_err(|_| broken())?;
    let header = rest.get_mut(..length).ok_or_else(broken)?;
    let text = std::str::from_utf8(header).map_err(|_| broken())?;
    let trimmed = text.trim_end_matches(' ');
    let mut parsed: serde_json::Value = serde_json::from_str(trimmed).map_err(|_| broken())?;
    parsed.sort_all_objects();
    let sorted = serde_json::to_string(&parsed).map_err(|_| broken())?;
    let target = header.get_mut(..trimmed.len()).ok_or_else(broken)?;
    if sorted.len() != target.len() {
        return Err(broken());
    }
    target.copy_from_slice(sorted.as_bytes());
    Ok(())
}

/// Writes `module` into `dir` as `NAME.mlir` (in `float`), `manifest.json` (its signature under
/// its name, and `description`) and `reference.safetensors`: every input's value as
/// `inputs/NAME` and the expected value of every output as `outputs/NAME`. An error if a value
/// is missing or has another shape than the program gives it.
pub fn write(
    dir: &Path,
    module: &Module,
    float: FloatType,
    description: serde_json::Value,
    inputs: &HashMap<String, Array>,
    outputs: &HashMap<String, Array>,
) -> Result<(), ExportError> {
    write_with_gradients(dir, module, float, description, (inputs, outputs), &HashMap::new())
}

/// [`write()`], with each parameter's gradient in the Rust step beside the outputs
/// (`gradients/NAME`): a checker reads off them which entries had an exactly zero gradient,
/// where an optimizer that normalises its step (AdamW) turns round-off into steps of the
/// learning rate's size, in another direction on each side.
pub fn write_with_gradients(
    dir: &Path,
    module: &Module,
    float: FloatType,
    description: serde_json::Value,
    (inputs, outputs): (&HashMap<String, Array>, &HashMap<String, Array>),
    gradients: &HashMap<String, Array>,
) -> Result<(), ExportError> {
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let float_dtype = match float {
        FloatType::F32 => safetensors::Dtype::F32,
        FloatType::F64 => safetensors::Dtype::F64,
    };
    let mut tensors = Vec::new();
    for (_, name, ty) in module.graph.inputs() {
        let value = inputs
            .get(name)
            .ok_or_else(|| ExportError::Reference(format!("no value for the input `{name}`")))?;
        if value.shape != ty.shape {
            return Err(ExportError::Reference(format!(
                "the input `{name}` has shape {:?}, its value {:?}",
                ty.shape, value.shape
            )));
        }
        let (dtype, bytes) = encode_as(ty.element, &value.data, float);
        tensors.push((format!("inputs/{name}"), value.shape.clone(), dtype, bytes));
    }
    for (name, v) in &module.outputs {
        let value = outputs
            .get(name)
            .ok_or_else(|| ExportError::Reference(format!("no expected value for the output `{name}`")))?;
        let shape = module.graph.shape(*v)?;
        if value.shape != shape {
            return Err(ExportError::Reference(format!(
                "the output `{name}` has shape {shape:?}, its expected value {:?}",
                value.shape
            )));
        }
        tensors.push((
            format!("outputs/{name}"),
            value.shape.clone(),
            float_dtype,
            encode(value.data.iter().copied(), float),
        ));
    }
    let results: Vec<Value> = module.outputs.iter().map(|(_, v)| *v).collect();
    let text = print(&module.graph, &results, float)?;
    let mlir = dir.join(format!("{}.mlir", module.name));
    std::fs::write(&mlir, text).map_err(io(&mlir))?;
    let manifest = json!({"description": description, module.name.clone(): module.signature(float)?});
    let manifest_path = dir.join("manifest.json");
    let manifest_text = serde_json::to_string_pretty(&manifest).unwrap_or_default() + "\n";
    std::fs::write(&manifest_path, manifest_text).map_err(io(&manifest_path))?;
    let mut named: Vec<(&String, &Array)> = gradients.iter().collect();
    named.sort_by_key(|(name, _)| *name);
    for (name, value) in named {
        tensors.push((
            format!("gradients/{name}"),
            value.shape.clone(),
            float_dtype,
            encode(value.data.iter().copied(), float),
        ));
    }
    write_typed_safetensors(&dir.join("reference.safetensors"), &tensors, HashMap::new())
}

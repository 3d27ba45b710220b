//! A model's parameters as named graph inputs: each tensor's name (from the model's structure),
//! its stored [`Layout`] (a checkpoint's, or an exported program's), its graph value and the
//! gradient its backward accumulated.

use super::array::{Array, ToArray};
use super::graph::{Graph, Value};
use super::traced::Traced;
use crate::error::{Error, Result};

/// How a tensor is stored outside the model (in a checkpoint, or as an exported program's
/// input), relative to the layout the model computes with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// As the model holds it.
    #[default]
    Same,
    /// A matrix stored transposed (a PyTorch `Linear` weight `[out, in]` for our `[in, out]`).
    Transposed,
    /// The same elements under another shape (timm's `[1, 1, D]` CLS token for our `[1, D]`).
    Reshaped(Vec<usize>),
}

impl Layout {
    /// The stored shape of a tensor the model holds with shape `shape`; an error if the layout
    /// does not fit it (a transposed tensor that is not a matrix, a reshape to another number
    /// of elements).
    pub fn stored_shape(&self, shape: &[usize]) -> Result<Vec<usize>> {
        match self {
            Layout::Same => Ok(shape.to_vec()),
            Layout::Transposed => match shape {
                [rows, cols] => Ok(vec![*cols, *rows]),
                _ => Err(Error::invalid(
                    "layout",
                    format!("a matrix is stored transposed, not a tensor of shape {shape:?}"),
                )),
            },
            Layout::Reshaped(stored) => {
                if stored.iter().product::<usize>() == shape.iter().product::<usize>() {
                    Ok(stored.clone())
                } else {
                    Err(Error::invalid(
                        "layout",
                        format!("a tensor of shape {shape:?} cannot be stored with the shape {stored:?}"),
                    ))
                }
            }
        }
    }

    /// `values`, a tensor of the model's shape `shape` in row-major order, in the stored
    /// layout.
    ///
    /// ```
    /// use vjp_core::hlo::Layout;
    /// // [[0, 1, 2], [3, 4, 5]] stored transposed is [[0, 3], [1, 4], [2, 5]].
    /// assert_eq!(Layout::Transposed.to_stored(&[2, 3], &[0, 1, 2, 3, 4, 5]).unwrap(), [0, 3, 1, 4, 2, 5]);
    /// ```
    pub fn to_stored<T: Copy>(&self, shape: &[usize], values: &[T]) -> Result<Vec<T>> {
        self.stored_shape(shape)?;
        Self::check_length(shape, values)?;
        // (A transposed tensor is a matrix: `stored_shape` said so.)
        Ok(match (self, shape) {
            (Layout::Transposed, &[rows, cols]) => transpose(values, rows, cols),
            _ => values.to_vec(),
        })
    }

    /// `values` in the stored layout of a tensor of the model's shape `shape`, in the model's
    /// layout: the inverse of [`Layout::to_stored`].
    pub fn to_model<T: Copy>(&self, shape: &[usize], values: &[T]) -> Result<Vec<T>> {
        let stored = self.stored_shape(shape)?;
        Self::check_length(&stored, values)?;
        Ok(match (self, &stored[..]) {
            (Layout::Transposed, &[rows, cols]) => transpose(values, rows, cols),
            _ => values.to_vec(),
        })
    }

    fn check_length<T>(shape: &[usize], values: &[T]) -> Result<()> {
        let numel: usize = shape.iter().product();
        if values.len() == numel {
            Ok(())
        } else {
            Err(Error::invalid(
                "layout",
                format!("a tensor of shape {shape:?} has {numel} values, not {}", values.len()),
            ))
        }
    }
}

/// The `rows` x `cols` matrix `values` (row-major) transposed.
fn transpose<T: Copy>(values: &[T], rows: usize, cols: usize) -> Vec<T> {
    (0..cols)
        .flat_map(|c| values.iter().skip(c).step_by(cols.max(1)).take(rows).copied())
        .collect()
}

/// The stored name and layout of the tensor at a path: [`Parameters::with_naming`]'s hook.
pub type Naming = std::sync::Arc<dyn Fn(&str) -> (String, Layout) + Send + Sync>;

/// One tensor a model holds, as a graph input: its name, the input (in its stored layout) and
/// the value the model computes with, whether it is trained, and its gradient once the
/// backward reached it.
#[derive(Clone, Debug, PartialEq)]
pub struct Parameter {
    /// Its stored name: by default the path, the names of the enclosing layers and the field
    /// joined by dots (`blocks.3.attn.qkv.weight`).
    pub name: String,
    /// The graph input holding it, in the stored layout.
    pub input: Value,
    /// What the model computes with: the input in the model's layout.
    pub value: Value,
    /// The stored layout.
    pub layout: Layout,
    /// Its shape in the model.
    pub shape: Vec<usize>,
    /// Its shape as stored (the input's shape).
    pub stored_shape: Vec<usize>,
    /// Its value when it was bound, in the stored layout (what the input is to be given to run
    /// the model as it is); `None` when traced by [`Parameters::without_values`].
    pub array: Option<Array>,
    /// A parameter (`true`) or a tensor the model holds without a gradient, such as labels or
    /// a mask (`false`).
    pub trainable: bool,
    /// The gradient in the model's layout, once a backward has been traced.
    pub gradient: Option<Value>,
}

impl Parameter {
    /// Its value when it was bound, in the stored layout; an error if it was bound by
    /// [`Parameters::without_values`].
    pub fn stored_array(&self) -> Result<&Array> {
        self.array
            .as_ref()
            .ok_or_else(|| Error::invalid("export", format!("`{}` was bound without its value", self.name)))
    }
}

/// The tensors a traced model holds, as named graph inputs, in the order the model uses them
/// (its [`Params`](crate::Params) order for the trainable ones).
///
/// Names come from the structure: a generated `f::Layer` names its fields; [`named`](crate::named)
/// adds a segment; [`chain`](crate::chain) and [`fan_out`](crate::fan_out) number their layers;
/// the other combinators add nothing. A hook ([`Parameters::with_naming`]) may rename a path
/// and store its tensor in another layout. A map applied several times with shared
/// parameters (`batch_map`, `per_head`) rewinds to its first application's inputs
/// ([`Parameters::position`], [`Parameters::rewind`]); otherwise two tensors with one name
/// are an error that says to name the layers.
#[derive(Clone, Default)]
pub struct Parameters {
    entries: Vec<Parameter>,
    cursor: usize,
    path: Vec<String>,
    naming: Option<Naming>,
    without_values: bool,
}

impl std::fmt::Debug for Parameters {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parameters")
            .field("entries", &self.entries)
            .field("path", &self.path)
            .field("renamed", &self.naming.is_some())
            .field("without_values", &self.without_values)
            .finish_non_exhaustive()
    }
}

impl Parameters {
    /// None yet, at the model's root; each tensor named by its path, in the model's layout.
    pub fn new() -> Self {
        Self::default()
    }

    /// None yet; each tensor's stored name and layout given by `naming` from its path.
    pub fn with_naming(naming: impl Fn(&str) -> (String, Layout) + Send + Sync + 'static) -> Self {
        Parameters {
            naming: Some(std::sync::Arc::new(naming)),
            ..Self::default()
        }
    }

    /// The same, binding tensors by name, shape and layout only: no value is copied
    /// ([`Parameter::array`] is `None`). For listing a model's tensors (a checkpoint's names
    /// and layouts) without the cost of its values.
    pub fn without_values(self) -> Self {
        Parameters {
            without_values: true,
            ..self
        }
    }

    /// Every tensor bound so far, in order.
    pub fn entries(&self) -> &[Parameter] {
        &self.entries
    }

    /// The path of `field` in the current scope.
    pub fn path_of(&self, field: &str) -> String {
        let mut parts: Vec<&str> = self.path.iter().map(String::as_str).collect();
        parts.push(field);
        parts.join(".")
    }

    /// The graph input for the tensor `value` held in the field `field` of the current layer:
    /// created on first use (under its stored name, in its stored layout), the same input when
    /// a shared map applies the layer again. Returns its index (for
    /// [`Parameters::accumulate`]) and the value the model computes with.
    pub fn bind<X: ToArray + ?Sized>(
        &mut self,
        g: &mut Graph,
        field: &str,
        value: &X,
        trainable: bool,
    ) -> Result<(usize, Traced<X>)> {
        let path = self.path_of(field);
        let index = self.cursor;
        if let Some(entry) = self.entries.get(index) {
            let shape = value.array_shape();
            if entry.name != self.stored(&path).0 || entry.shape != shape {
                return Err(Error::invalid(
                    "export",
                    format!(
                        "a shared layer was applied to other parameters: `{}` {:?} the first time, `{path}` {shape:?} now",
                        entry.name, entry.shape
                    ),
                ));
            }
            self.cursor += 1;
            return Ok((index, Traced::new(entry.value)));
        }
        let (name, layout) = self.stored(&path);
        if self.entries.iter().any(|e| e.name == name) {
            return Err(Error::invalid(
                "export",
                format!(
                    "two tensors of the model are named `{name}`: give the layers names with `named(\"...\", layer)`"
                ),
            ));
        }
        let shape = value.array_shape();
        let stored_shape = layout.stored_shape(&shape)?;
        let array = if self.without_values {
            None
        } else {
            let ours = value.to_array();
            Some(Array::new(stored_shape.clone(), layout.to_stored(&shape, &ours.data)?)?)
        };
        let input = g.input_of(name.clone(), &stored_shape, value.element())?;
        let adapted = match &layout {
            Layout::Same => input,
            Layout::Transposed => g.transpose(input, &[1, 0])?,
            Layout::Reshaped(_) => g.reshape(input, &shape)?,
        };
        self.entries.push(Parameter {
            name,
            input,
            value: adapted,
            layout,
            shape,
            stored_shape,
            array,
            trainable,
            gradient: None,
        });
        self.cursor += 1;
        Ok((index, Traced::new(adapted)))
    }

    /// The stored name and layout of the tensor at `path`.
    fn stored(&self, path: &str) -> (String, Layout) {
        match &self.naming {
            Some(naming) => naming(path),
            None => (path.to_string(), Layout::Same),
        }
    }

    /// The gradient of `param` in its stored layout (zeros when the backward did not reach
    /// it).
    pub fn stored_gradient(&self, g: &mut Graph, param: &Parameter) -> Result<Value> {
        let gradient = match param.gradient {
            Some(gradient) => gradient,
            None => g.full_like(param.value, 0.0)?,
        };
        match &param.layout {
            Layout::Same => Ok(gradient),
            Layout::Transposed => g.transpose(gradient, &[1, 0]),
            Layout::Reshaped(shape) => g.reshape(gradient, shape),
        }
    }

    /// Runs `f` with `segment` appended to the path.
    pub fn scoped<R>(&mut self, segment: &str, f: impl FnOnce(&mut Self) -> Result<R>) -> Result<R> {
        self.path.push(segment.to_string());
        let result = f(self);
        self.path.pop();
        result
    }

    /// The cursor: where the next bound tensor goes.
    pub fn position(&self) -> usize {
        self.cursor
    }

    /// Moves the cursor back to `position`, to apply a layer again with the same tensors.
    pub fn rewind(&mut self, position: usize) {
        self.cursor = position;
    }

    /// Adds `gradient` to the gradient of tensor `index` (a parameter used several times gets
    /// the sum of its gradients).
    pub fn accumulate(&mut self, g: &mut Graph, index: usize, gradient: Value) -> Result<()> {
        let entry = self
            .entries
            .get_mut(index)
            .ok_or_else(|| Error::invalid("export", format!("no tensor {index} is bound")))?;
        entry.gradient = Some(match entry.gradient {
            None => gradient,
            Some(sum) => g.add(sum, gradient)?,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_round_trip_and_refuse_what_does_not_fit() {
        let ours: Vec<i32> = (0..6).collect();
        for layout in [Layout::Same, Layout::Transposed, Layout::Reshaped(vec![1, 3, 2])] {
            let stored = layout.to_stored(&[2, 3], &ours).unwrap();
            assert_eq!(layout.to_model(&[2, 3], &stored).unwrap(), ours, "{layout:?}");
        }
        assert_eq!(Layout::Transposed.stored_shape(&[2, 3]).unwrap(), [3, 2]);
        assert!(Layout::Transposed.stored_shape(&[2, 3, 1]).is_err());
        assert!(Layout::Reshaped(vec![5]).stored_shape(&[2, 3]).is_err());
        // A tensor of the wrong length is an error, never cut or padded.
        assert!(Layout::Same.to_stored(&[2, 3], &ours[..5]).is_err());
        assert!(Layout::Transposed.to_model(&[2, 3], &[0; 7]).is_err());
    }

    #[test]
    fn without_values_binds_names_shapes_and_layouts_only() {
        let naming = |path: &str| (path.to_uppercase(), Layout::Transposed);
        let w = crate::tensor::Matrix::<f64, crate::dim::Const<2>, crate::dim::Const<3>>::zeros((
            crate::dim::Const,
            crate::dim::Const,
        ));
        let mut g = Graph::new();
        let mut params = Parameters::with_naming(naming).without_values();
        let (_, value) = params.bind(&mut g, "w", &w, true).unwrap();
        let entry = &params.entries()[0];
        assert_eq!(
            (entry.name.as_str(), &entry.shape[..], &entry.stored_shape[..]),
            ("W", &[2, 3][..], &[3, 2][..])
        );
        assert_eq!(g.shape(value.value()).unwrap(), [2, 3]);
        assert!(entry.array.is_none() && entry.stored_array().is_err());
        let mut with = Parameters::with_naming(naming);
        with.bind(&mut Graph::new(), "w", &w, true).unwrap();
        assert_eq!(with.entries()[0].stored_array().unwrap().shape, [3, 2]);
    }
}

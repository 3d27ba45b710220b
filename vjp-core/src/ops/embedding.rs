//! Embedding lookup: row `ids[i]` of a table as row `i` of the output. Its rule scatter-adds
//! the cotangent's rows into the table's gradient (an id used twice gets both rows).
//!
//! The ids are [`Tokens`] (PyTorch's `nn.Embedding` over a `LongTensor`), so a model whose
//! input is token ids passes its input straight to it.
//!
//! ```
//! use vjp_core::{Const, Matrix, Tokens, embedding};
//! let table = Matrix::<f64, Const<3>, Const<2>>::new(vec![0.0, 1.0, 10.0, 11.0, 20.0, 21.0])?;
//! let ids = Tokens::from(vec![2, 0, 2]);
//! assert_eq!(embedding(&table, &ids)?.data(), [20.0, 21.0, 0.0, 1.0, 20.0, 21.0]);
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::dim::Dim;
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::tensor::{Matrix, span, span_mut};
use crate::tokens::Tokens;
use crate::vjp;

fn check_ids<T: Scalar, V: Dim, D: Dim>(table: &Matrix<T, V, D>, ids: &[usize]) -> Result<()> {
    match ids.iter().enumerate().find(|&(_, &id)| id >= table.nrows()) {
        Some((i, id)) => Err(Error::invalid(
            "embedding",
            format!(
                "id {id} at position {i} is out of range for a table of {} rows",
                table.nrows()
            ),
        )),
        None => Ok(()),
    }
}

/// The rows of `table` named by `ids`, in order; an error naming an id out of range.
#[vjp(crate = crate, backward = embedding_backward, trace = embedding_trace, check(V = 5, D = 3, ids = Tokens::from(vec![4, 0, 4, 2])))]
pub fn embedding<T: Scalar, V: Dim, D: Dim>(
    table: &Matrix<T, V, D>,
    #[no_grad] ids: &Tokens,
) -> Result<Matrix<T, usize, D>> {
    check_ids(table, ids)?;
    let d = table.ncols();
    let mut data = Vec::with_capacity(ids.len() * d);
    for &id in ids.iter() {
        data.extend_from_slice(span(table.data(), id * d, d, "embedding")?);
    }
    Matrix::from_vec((ids.len(), table.shape().1), data)
}

/// The rule of [`embedding()`]: `dtable[ids[i]] += dy[i]`.
pub fn embedding_backward<T: Scalar, V: Dim, D: Dim>(
    table: &Matrix<T, V, D>,
    ids: &Tokens,
    _: &Matrix<T, usize, D>,
    dy: &Matrix<T, usize, D>,
) -> Result<Matrix<T, V, D>> {
    check_ids(table, ids)?;
    let d = table.ncols();
    if dy.nrows() != ids.len() || dy.ncols() != d {
        return Err(Error::mismatch(
            "embedding backward",
            [ids.len(), d],
            dy.dims(),
            "the cotangent needs one row per id",
        ));
    }
    let mut grad = Matrix::zeros(table.shape());
    for (i, &id) in ids.iter().enumerate() {
        let row = span(dy.data(), i * d, d, "embedding backward")?;
        for (g, &v) in span_mut(grad.data_mut(), id * d, d, "embedding backward")?
            .iter_mut()
            .zip(row)
        {
            *g += v;
        }
    }
    Ok(grad)
}

/// [`embedding()`] and its rule as graph primitives: the ids (an integer input, or a literal
/// of whole floats converted to integers) flattened to `[B]`; the lookup is a gather of the
/// table's rows, the rule a scatter-add of the cotangent's rows into zeros.
pub mod embedding_trace {
    use crate::error::Result;
    use crate::hlo::{Graph, Value};

    /// The ids as an integer vector.
    fn flat_ids(g: &mut Graph, ids: Value) -> Result<Value> {
        let count = g.shape(ids)?.iter().product();
        let ids = g.as_int(ids)?;
        g.reshape(ids, &[count])
    }

    /// `table[ids]`.
    pub fn forward(g: &mut Graph, table: Value, ids: Value) -> Result<Value> {
        let ids = flat_ids(g, ids)?;
        g.gather(table, ids)
    }

    /// `dtable[ids[i]] += dy[i]`.
    pub fn backward(g: &mut Graph, table: Value, ids: Value, _: Value, dy: Value) -> Result<Value> {
        let ids = flat_ids(g, ids)?;
        let zeros = g.full_like(table, 0.0)?;
        g.scatter_add(zeros, ids, dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_out_of_range_is_an_error_naming_it() {
        let table = Matrix::<f64, usize, usize>::zeros((3, 2));
        let err = embedding(&table, &Tokens::from(vec![0, 3])).unwrap_err();
        assert_eq!(
            err.to_string(),
            "embedding: id 3 at position 1 is out of range for a table of 3 rows"
        );
    }
}

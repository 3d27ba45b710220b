//! Models whose input is token ids, written as a user writes them: a tiny causal language
//! model over `Tokens`, exported, and a derived function that passes constants by reference
//! (a causal mask, position ids), which its graph form takes as literals.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::hlo::check_trace;
use vjp_core::{
    AttentionMask, Dim, Matrix, Params, Result, Scalar, Tokens, Vector, causal_mask, dense, embedding, matmul,
    multi_head_attention_masked, softmax_rows_masked, transpose, vjp,
};

type Mat<T> = Matrix<T, usize, usize>;

#[derive(Clone, Debug, Params)]
struct TinyLm<T: Scalar> {
    wte: Mat<T>,
    wpe: Mat<T>,
    qkv: Mat<T>,
    qkv_bias: Vector<T, usize>,
    head: Mat<T>,
    head_bias: Vector<T, usize>,
    #[config]
    heads: usize,
}

fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

fn ids() -> Tokens {
    Tokens::new(vec![4, 0, 2, 1, 1, 3], 3).unwrap()
}

#[vjp]
impl<T: Scalar> TinyLm<T> {
    fn new(vocab: usize, context: usize, width: usize, rng: &mut StdRng) -> Self {
        TinyLm {
            wte: Mat::random((vocab, width), rng),
            wpe: Mat::random((context, width), rng),
            qkv: Mat::random((width, 3 * width), rng),
            qkv_bias: Vector::random((3 * width,), rng),
            head: Mat::random((width, vocab), rng),
            head_bias: Vector::random((vocab,), rng),
            heads: 2,
        }
    }

    #[vjp(export, check(self = TinyLm::new(5, 3, 4, &mut rng(0)), x = ids()))]
    fn forward(&self, x: &Tokens) -> Result<Mat<T>> {
        let positions = Tokens::positions(x.nrows(), x.ncols());
        let h = &embedding(&self.wte, x)? + &embedding(&self.wpe, &positions)?;
        let qkv = dense(&h, &self.qkv, &self.qkv_bias)?;
        let attended = multi_head_attention_masked(&qkv, x.ncols(), self.heads, AttentionMask::causal())?;
        dense(&(&h + &attended), &self.head, &self.head_bias)
    }
}

/// The weights of one head of causal self-attention written out with `softmax_rows_masked`:
/// its mask `causal_mask(t)` is a constant built in the body and passed by reference, a
/// literal in the graph form.
#[vjp(export)]
fn causal_weights<T: Scalar, D: Dim>(q: &Matrix<T, usize, D>, k: &Matrix<T, usize, D>) -> Result<Mat<T>> {
    let scores = matmul(q, &transpose(k))?;
    let mask = causal_mask::<T>(q.nrows());
    let first = softmax_rows_masked(&scores, &mask)?;
    // The same constant again, passed as an expression.
    let second = softmax_rows_masked(&(&scores * T::from_f64(0.5)), &causal_mask::<T>(q.nrows()))?;
    Ok(&first + &second)
}

#[test]
fn constants_passed_by_reference_are_literals_of_the_graph() {
    let q = Mat::<f64>::random((4, 3), &mut rng(1));
    let layer = causal_weights::Layer::new(Mat::random((4, 3), &mut rng(2)));
    vjp_core::gradcheck::assert_vjp_with_params(&layer, &q, 1e-6);
    check_trace(&layer, &q, 2, 1e-12).unwrap();
}

#[test]
fn a_token_model_traces_to_its_witness() {
    let model = TinyLm::<f64>::new(5, 3, 4, &mut rng(3));
    check_trace(&model, &ids(), 2, 1e-12).unwrap();
}

/// A layer whose `forward` is generic over its own dimension (the number of rows), as a user
/// first writes it: the witness impls carry it, `check` sizes it.
#[derive(Clone, Debug, Params)]
struct Scaled<T: Scalar> {
    gain: Vector<T, vjp_core::Const<3>>,
}

#[vjp]
impl<T: Scalar> Scaled<T> {
    #[vjp(export, check(self = Scaled { gain: Vector::random((vjp_core::Const::<3>,), &mut rng(4)) }, N = 5))]
    fn forward<N: Dim>(&self, x: &Matrix<T, N, vjp_core::Const<3>>) -> Result<Matrix<T, N, vjp_core::Const<3>>> {
        vjp_core::row_scale(&(x * x), &self.gain)
    }
}

#[test]
fn a_forward_generic_over_its_rows_takes_any_number_of_rows() {
    let layer = Scaled::<f64> {
        gain: Vector::random((vjp_core::Const::<3>,), &mut rng(5)),
    };
    for rows in [1, 4] {
        let x = Matrix::<f64, usize, vjp_core::Const<3>>::random((rows, vjp_core::Const::<3>), &mut rng(6));
        vjp_core::gradcheck::assert_vjp_with_params(&layer, &x, 1e-6);
        check_trace(&layer, &x, 2, 1e-12).unwrap();
    }
}

//! A model whose input is token ids: a tiny causal language model written as a user writes it.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::{
    AttentionMask, Matrix, Params, Result, Scalar, Tokens, Vector, dense, embedding, multi_head_attention_masked, vjp,
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

    #[vjp(check(self = TinyLm::new(5, 3, 4, &mut rng(0)), x = Tokens::new(vec![4, 0, 2, 1, 1, 3], 3).unwrap()))]
    fn forward(&self, x: &Tokens) -> Result<Mat<T>> {
        let h = &embedding(&self.wte, x)? + &embedding(&self.wpe, &Tokens::positions(x.nrows(), x.ncols()))?;
        let qkv = dense(&h, &self.qkv, &self.qkv_bias)?;
        let attended = multi_head_attention_masked(&qkv, x.ncols(), self.heads, AttentionMask::causal())?;
        dense(&(&h + &attended), &self.head, &self.head_bias)
    }
}

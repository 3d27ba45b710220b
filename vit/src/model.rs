//! The Vision Transformer, composed from witnesses.
//!
//! Per batch of images `[B, C, H, W]`:
//! 1. `batch_map(patch_embed → embed_tokens)`: tokens `[B, T, D]` (CLS, patches, positions);
//! 2. the tokens of the whole batch stacked as rows `[B·T, D]`, so every per-token op (LayerNorm,
//!    the dense layers, GELU) runs as one matrix product over all of them;
//! 3. `chain` of `depth` pre-norm [`Block`]s: struct layers (`norm1`, `attn`, `norm2`, `mlp`,
//!    the fields timm names them by) whose backward `#[vjp]` derives from their `forward`:
//!    `h = x + attn(norm1(x))`, then `h + mlp(norm2(h))`, where attention reads each example's
//!    heads from timm's fused `[q | k | v]` layout (the fused form of grouping the rows per
//!    example and lifting one attention head with `per_head`);
//!    The last block attends from, and goes on with, each example's CLS token alone
//!    ([`Attention::queries`] 1): the head reads only the CLS row, and every step after attention
//!    is per token, so the other rows would be computed for nothing (forward and backward);
//! 4. the final LayerNorm and the linear head, on those CLS rows.
//!
//! The backward of the whole is the combinators' backward: the reverse fold of the blocks, each
//! block's derived backward (its sublayers in reverse, a residual adding `dy`), MHSA as a sum
//! over heads.

use crate::config::VitConfig;
use crate::embed::embed_tokens;
use crate::error::VitError;
use rand::Rng;
use rand_distr::{Distribution, Normal};
use vjp_core::{
    BatchMap, Chain, Comp, Const, Dense, GeluKind, LayerNorm, Matrix, Named, Params, PatchEmbed, Remat, Result, Scalar,
    SoftmaxCrossEntropy, Tensor0, Tensor4, UngroupRows, Vector, Vjp, batch_map, chain, comp, gelu, group_first_rows,
    multi_head_attention_first, named, vjp,
};

pub(crate) type Mat<T> = Matrix<T, usize, usize>;
type Linear<T> = Dense<T, usize, usize>;
type Norm<T> = LayerNorm<T, usize>;

/// Image to tokens `[T, D]`: patch convolution (`patch_embed.proj`), then CLS and positions.
pub type Embedding<T> = Comp<Named<Named<PatchEmbed<T, usize, usize, usize>>>, embed_tokens::Layer<T, usize, usize>>;

/// Multi-head self-attention on the stacked tokens of a batch: the fused `[q | k | v]`
/// projection, every example's heads (the fused form of
/// `group_rows → batch_map(per_head(attention_head)) → ungroup_rows`, held equal to it by
/// `vjp-core/tests/fused_attention.rs`), the output projection; of every example's first
/// `queries` tokens (all of them, but the CLS token alone in the last block, the only row the
/// head reads).
#[derive(Clone, Debug, Params)]
pub struct Attention<T: Scalar> {
    /// The fused `[q | k | v]` projection, `[D, 3D]`.
    pub qkv: Linear<T>,
    /// The output projection, `[D, D]`.
    pub proj: Linear<T>,
    /// Tokens per example (the rows of one example).
    pub tokens: usize,
    /// Heads (they split `D`).
    pub heads: usize,
    /// The leading tokens of every example that attend and leave the layer (`tokens`, or 1).
    pub queries: usize,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Attention<T> {
    /// Attention over the stacked tokens `x: [B·T, D]`, of the `queries` leading tokens of
    /// every example: `[B·queries, D]`.
    #[vjp(trace, check(self = Block::random(&checked(), 1, 1).attn, x = tokens(&checked(), 2)))]
    pub fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let qkv = self.qkv.forward(x)?;
        let heads = multi_head_attention_first(&qkv, self.tokens, self.heads, self.queries)?;
        self.proj.forward(&heads)
    }
}

/// The transformer MLP on every token: `fc2(GELU(fc1(x)))`.
#[derive(Clone, Debug, Params)]
pub struct Mlp<T: Scalar> {
    /// `[D, hidden]`.
    pub fc1: Linear<T>,
    /// `[hidden, D]`.
    pub fc2: Linear<T>,
    /// Which GELU.
    #[config]
    pub gelu: GeluKind,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Mlp<T> {
    /// The MLP on every row of `x: [N, D]`.
    #[vjp(trace, check(self = Block::random(&checked(), 2, 3).mlp, x = tokens(&checked(), 4)))]
    pub fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let hidden = self.fc1.forward(x)?;
        let activated = gelu(&hidden, self.gelu);
        self.fc2.forward(&activated)
    }
}

/// A pre-norm transformer block on the stacked tokens of a batch: `h = x + attn(norm1(x))`,
/// then `h + mlp(norm2(h))`. Its fields are timm's (`blocks.3.attn.qkv.weight`). The last block
/// of a ViT computes `h` and what follows for every example's CLS token alone (`attn.queries`
/// 1): the head reads nothing else, and every step after attention is per token, so those rows
/// are the rows a block over all tokens would give.
#[derive(Clone, Debug, Params)]
pub struct Block<T: Scalar> {
    /// The LayerNorm before attention.
    pub norm1: Norm<T>,
    /// The attention sublayer.
    pub attn: Attention<T>,
    /// The LayerNorm before the MLP.
    pub norm2: Norm<T>,
    /// The MLP sublayer.
    pub mlp: Mlp<T>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Block<T> {
    /// A block of configuration `c` whose output is every example's first `queries` tokens,
    /// its linear layers from `linear(inputs, outputs)` (in the order `qkv`, `proj`, `fc1`,
    /// `fc2`) and its LayerNorms from `norm(width)`.
    fn build(
        c: &VitConfig,
        queries: usize,
        mut linear: impl FnMut(usize, usize) -> Linear<T>,
        norm: impl Fn(usize) -> Norm<T>,
    ) -> Self {
        let attn = Attention {
            qkv: linear(c.dim, 3 * c.dim),
            proj: linear(c.dim, c.dim),
            tokens: c.tokens(),
            heads: c.heads,
            queries,
        };
        let mlp = Mlp {
            fc1: linear(c.dim, c.mlp_hidden),
            fc2: linear(c.mlp_hidden, c.dim),
            gelu: c.gelu,
        };
        Block {
            norm1: norm(c.dim),
            attn,
            norm2: norm(c.dim),
            mlp,
        }
    }

    /// The block on the stacked tokens `x: [B·T, D]`: `[B·queries, D]`.
    #[vjp(trace, check(self = Block::random(&checked(), 1, 5), x = tokens(&checked(), 6)))]
    pub fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let attended = self.attn.forward(&self.norm1.forward(x)?)?;
        let h = if self.attn.queries == self.attn.tokens {
            x + &attended
        } else {
            &group_first_rows(x, self.attn.tokens, self.attn.queries)? + &attended
        };
        let transformed = self.mlp.forward(&self.norm2.forward(&h)?)?;
        Ok(&h + &transformed)
    }
}

/// The configuration the sublayers' generated checks run at: 5 tokens of width 4, 2 heads.
#[cfg(test)]
pub(crate) fn checked() -> VitConfig {
    VitConfig {
        image: 4,
        channels: 1,
        patch: 2,
        dim: 4,
        depth: 1,
        heads: 2,
        mlp_hidden: 6,
        classes: 3,
        eps: 1e-6,
        gelu: GeluKind::Erf,
    }
}

/// Random stacked tokens of two examples of configuration `c`.
#[cfg(test)]
fn tokens(c: &VitConfig, seed: u64) -> Mat<f64> {
    use rand::SeedableRng;
    Mat::random((2 * c.tokens(), c.dim), &mut rand::rngs::StdRng::seed_from_u64(seed))
}

#[cfg(test)]
impl Block<f64> {
    /// A block of random parameters (its LayerNorms away from 1 and 0) whose output is every
    /// example's first `queries` tokens, for the checks.
    fn random(c: &VitConfig, queries: usize, seed: u64) -> Self {
        use rand::SeedableRng;
        let r = std::cell::RefCell::new(rand::rngs::StdRng::seed_from_u64(seed));
        let vector = |n: usize| Vector::random((n,), &mut *r.borrow_mut());
        Block::build(
            c,
            queries,
            |i, o| {
                let weight = Mat::random((i, o), &mut *r.borrow_mut());
                Dense::new(weight, vector(o))
            },
            |d| LayerNorm::new(vector(d), vector(d), c.eps),
        )
    }
}

/// Final LayerNorm (`norm`) and the linear head (`head`), on the CLS rows the last block gives.
pub type Head<T> = Comp<Named<Norm<T>>, Named<Linear<T>>>;
/// Images `[B, C, H, W]` to logits `[B, classes]`; the blocks are `blocks.0`, `blocks.1`, ...
/// Each block may be rematerialised ([`Vit::rematerialise`]); by default it keeps its values.
pub type Network<T> = Comp<Comp<Comp<BatchMap<Embedding<T>>, UngroupRows>, Named<Chain<Remat<Block<T>>>>>, Head<T>>;

/// A batch of images.
pub type Images<T> = Tensor4<T, usize, usize, usize, usize>;

/// The gradients of every parameter of a [`Network`].
pub type Grads<T> = <Network<T> as Params<T>>::Grads;

/// A Vision Transformer: its configuration and its network of witnesses.
#[derive(Clone, Debug)]
pub struct Vit<T: Scalar> {
    /// The sizes and numerics.
    pub config: VitConfig,
    /// The network; its parameters in [`Params`] order are timm's, see
    /// [`crate::checkpoint`].
    pub network: Network<T>,
}

/// timm's initialisation: truncated normal (std 0.02) for linear weights and positions, a tiny
/// normal for CLS, PyTorch's uniform default for the patch convolution, LayerNorms at 1 and 0.
struct Init<'r, R: Rng> {
    rng: &'r mut R,
}

/// Where timm's `trunc_normal_` cuts its draws: at `a = -2`, `b = 2` in absolute value, not in
/// standard deviations, so a draw of std 0.02 is cut only 100 deviations out (never, in
/// practice): timm's weights have the full std 0.02. (Cutting at two deviations, as this
/// crate once did, gives std 0.0176.)
const TRUNCATION: f64 = 2.0;

impl<R: Rng> Init<'_, R> {
    /// A normal of std `std` drawn again outside `±TRUNCATION`, as timm's `trunc_normal_`.
    fn normal<T: Scalar>(&mut self, shape: (usize, usize), std: f64) -> Mat<T> {
        let normal = Normal::new(0.0, std).unwrap_or_else(|_| unreachable!("std is positive"));
        Mat::from_fn(shape, |_| {
            loop {
                let v: f64 = normal.sample(self.rng);
                if v.abs() <= TRUNCATION {
                    break T::from_f64(v);
                }
            }
        })
    }

    fn uniform<T: Scalar>(&mut self, shape: (usize, usize), bound: f64) -> Mat<T> {
        Mat::from_fn(shape, |_| T::from_f64(self.rng.random_range(-bound..bound)))
    }

    fn linear<T: Scalar>(&mut self, input: usize, output: usize) -> Linear<T> {
        Dense {
            weight: self.normal((input, output), 0.02),
            bias: Vector::zeros((output,)),
        }
    }
}

/// A LayerNorm at `γ = 1`, `β = 0`.
fn norm<T: Scalar>(dim: usize, eps: f64) -> Norm<T> {
    LayerNorm {
        gamma: Vector::full((dim,), T::ONE),
        beta: Vector::zeros((dim,)),
        eps: T::from_f64(eps),
    }
}

impl<T: Scalar> Vit<T> {
    /// A freshly initialised ViT; an error if the configuration is inconsistent.
    pub fn new(config: &VitConfig, rng: &mut impl Rng) -> std::result::Result<Self, VitError> {
        config.validate()?;
        let c = config;
        let mut init = Init { rng };
        let kernel = c.channels * c.patch * c.patch;
        let fan_in_bound = 1.0 / (kernel as f64).sqrt();
        let patch_embed = PatchEmbed {
            weight: init.uniform((c.dim, kernel), fan_in_bound),
            bias: init.uniform::<T>((1, c.dim), fan_in_bound).reshape((c.dim,))?,
            patch: c.patch,
            tokens: c.patches(),
        };
        let embed = embed_tokens::Layer {
            cls_token: init.normal::<T>((1, c.dim), 1e-6).reshape((Const, c.dim))?,
            pos_embed: init.normal((c.tokens(), c.dim), 0.02),
            tokens: c.tokens(),
        };
        // The last block gives each example's CLS row alone, all the head reads.
        let blocks = (0..c.depth)
            .map(|b| {
                let queries = if b + 1 == c.depth { 1 } else { c.tokens() };
                Remat::keeping(Block::build(c, queries, |i, o| init.linear(i, o), |d| norm(d, c.eps)))
            })
            .collect();
        let head = comp(
            named("norm", norm(c.dim, c.eps)),
            named("head", init.linear(c.dim, c.classes)),
        );
        let network = comp(
            comp(
                comp(
                    batch_map(comp(named("patch_embed", named("proj", patch_embed)), embed)),
                    UngroupRows,
                ),
                named("blocks", chain(blocks)),
            ),
            head,
        );
        Ok(Vit {
            config: config.clone(),
            network,
        })
    }

    /// Whether each block keeps only its input in the forward and computes its values again
    /// in the backward ([`vjp_core::remat`]): the memory kept between a step's forward and
    /// backward is one block's values and every block's input, for a second forward of the
    /// blocks. The gradients are the same bit for bit either way.
    pub fn rematerialise(&mut self, recompute: bool) {
        for block in &mut self.network.first.second.layer.layers {
            block.recompute = recompute;
        }
    }

    /// The logits `[B, classes]` of a batch of images.
    pub fn logits(&self, images: Images<T>) -> Result<Mat<T>> {
        self.network.apply(images)
    }

    /// The mean (label-smoothed) cross-entropy of a batch, its logits, and every parameter's
    /// gradient of the mean loss.
    pub fn loss_and_grads(&self, images: Images<T>, labels: &[usize], smoothing: T) -> Result<(T, Mat<T>, Grads<T>)> {
        let (logits, saved) = self.network.forward(images)?;
        let loss = SoftmaxCrossEntropy {
            labels: labels.to_vec(),
            smoothing,
        };
        let (value, loss_saved) = loss.forward(logits.clone())?;
        let (dlogits, ()) = loss.backward(&loss_saved, &Tensor0::scalar(T::ONE))?;
        let (_, grads) = self.network.backward(&saved, &dlogits)?;
        Ok((value.value(), logits, grads))
    }
}

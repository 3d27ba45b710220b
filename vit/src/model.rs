//! The Vision Transformer, composed from witnesses.
//!
//! Per batch of images `[B, C, H, W]`:
//! 1. `batch_map(patch_embed → embed_tokens)`: tokens `[B, T, D]` (CLS, patches, positions);
//! 2. the tokens of the whole batch stacked as rows `[B·T, D]`, so every per-token op (LayerNorm,
//!    the dense layers, GELU) runs as one matrix product over all of them;
//! 3. `chain` of `depth` pre-norm blocks, each `residual(attention) → residual(mlp)`, where
//!    attention groups the rows back per example and lifts one attention head over the heads
//!    with `per_head` reading timm's fused `[q | k | v]` layout;
//! 4. the final LayerNorm, each example's CLS row (`batch_map(slice_rows)`), the linear head.
//!
//! The backward of the whole is the combinators' backward: the reverse fold of the blocks, each
//! block's sublayers in reverse, a residual adding `dy`, MHSA as a sum over heads.

use crate::config::VitConfig;
use crate::embed::embed_tokens;
use crate::error::VitError;
use rand::Rng;
use rand_distr::{Distribution, Normal};
use vjp_core::blocks::{attention_head, layer_norm, mlp};
use vjp_core::{
    BatchMap, BiPath, Chain, Comp, Const, Dense, GroupRows, Identity, Matrix, PatchEmbed, PerHead,
    Result, Scalar, SliceRows, SoftmaxCrossEntropy, Tensor0, Tensor4, UngroupRows, Vector, Vjp,
    batch_map, chain, comp, per_head, residual,
};

type Mat<T> = Matrix<T, usize, usize>;
type Linear<T> = Dense<T, usize, usize>;
type Norm<T> = layer_norm::Layer<T, usize>;

/// Image to tokens `[T, D]`: patch convolution, then CLS and positions.
pub type Embedding<T> =
    Comp<PatchEmbed<T, usize, usize, usize>, embed_tokens::Layer<T, usize, usize>>;
/// Multi-head self-attention on the stacked tokens of a batch, its LayerNorm first.
pub type Attention<T> = Comp<
    Comp<
        Comp<Norm<T>, Linear<T>>,
        Comp<Comp<GroupRows, BatchMap<PerHead<attention_head::Layer, usize>>>, UngroupRows>,
    >,
    Linear<T>,
>;
/// The MLP sublayer, its LayerNorm first.
pub type Mlp<T> = Comp<Norm<T>, mlp::Layer<T, usize, usize>>;
/// A pre-norm block: `x + attention(x)`, then `h + mlp(h)`.
pub type Block<T> = Comp<BiPath<Identity, Attention<T>>, BiPath<Identity, Mlp<T>>>;
/// Final LayerNorm, each example's CLS row, the linear head.
pub type Head<T> = Comp<
    Comp<Comp<Norm<T>, GroupRows>, Comp<BatchMap<SliceRows<Const<1>>>, UngroupRows>>,
    Linear<T>,
>;
/// Images `[B, C, H, W]` to logits `[B, classes]`.
pub type Network<T> =
    Comp<Comp<Comp<BatchMap<Embedding<T>>, UngroupRows>, Chain<Block<T>>>, Head<T>>;

/// A batch of images.
pub type Images<T> = Tensor4<T, usize, usize, usize, usize>;

/// A Vision Transformer: its configuration and its network of witnesses.
#[derive(Clone, Debug)]
pub struct Vit<T: Scalar> {
    /// The sizes and numerics.
    pub config: VitConfig,
    /// The network; its parameters in [`Params`](vjp_core::Params) order are timm's, see
    /// [`crate::checkpoint`].
    pub network: Network<T>,
}

/// timm's initialisation: truncated normal (std 0.02) for linear weights and positions, a tiny
/// normal for CLS, PyTorch's uniform default for the patch convolution, LayerNorms at 1 and 0.
struct Init<'r, R: Rng> {
    rng: &'r mut R,
}

impl<R: Rng> Init<'_, R> {
    fn normal<T: Scalar>(&mut self, shape: (usize, usize), std: f64) -> Mat<T> {
        let normal = Normal::new(0.0, std).unwrap_or_else(|_| unreachable!("std is positive"));
        Mat::from_fn(shape, |_| {
            loop {
                let v: f64 = normal.sample(self.rng);
                if v.abs() <= 2.0 * std {
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
    layer_norm::Layer {
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
            bias: init
                .uniform::<T>((1, c.dim), fan_in_bound)
                .reshape((c.dim,))?,
            patch: c.patch,
            tokens: c.patches(),
        };
        let embed = embed_tokens::Layer {
            cls_token: init.normal::<T>((1, c.dim), 1e-6).reshape((Const, c.dim))?,
            pos_embed: init.normal((c.tokens(), c.dim), 0.02),
            tokens: c.tokens(),
        };
        let mut blocks = Vec::with_capacity(c.depth);
        for _ in 0..c.depth {
            let heads = per_head(attention_head::Layer::new(c.head_width()), c.heads, 3)?;
            let attention = comp(
                comp(
                    comp(norm(c.dim, c.eps), init.linear(c.dim, 3 * c.dim)),
                    comp(
                        comp(GroupRows { group: c.tokens() }, batch_map(heads)),
                        UngroupRows,
                    ),
                ),
                init.linear(c.dim, c.dim),
            );
            let fc1 = init.linear::<T>(c.dim, c.mlp_hidden);
            let fc2 = init.linear::<T>(c.mlp_hidden, c.dim);
            let mlp = comp(
                norm(c.dim, c.eps),
                mlp::Layer::new(fc1.weight, fc1.bias, fc2.weight, fc2.bias, c.gelu),
            );
            blocks.push(comp(residual(attention), residual(mlp)));
        }
        let head = comp(
            comp(
                comp(norm(c.dim, c.eps), GroupRows { group: c.tokens() }),
                comp(
                    batch_map(SliceRows {
                        start: 0,
                        rows: Const::<1>,
                    }),
                    UngroupRows,
                ),
            ),
            init.linear(c.dim, c.classes),
        );
        let network = comp(
            comp(
                comp(batch_map(comp(patch_embed, embed)), UngroupRows),
                chain(blocks),
            ),
            head,
        );
        Ok(Vit {
            config: config.clone(),
            network,
        })
    }

    /// The logits `[B, classes]` of a batch of images.
    pub fn logits(&self, images: Images<T>) -> Result<Mat<T>> {
        self.network.apply(images)
    }

    /// The mean (label-smoothed) cross-entropy of a batch, its logits, and every parameter's
    /// gradient of the mean loss.
    pub fn loss_and_grads(
        &self,
        images: Images<T>,
        labels: &[usize],
        smoothing: T,
    ) -> Result<(T, Mat<T>, <Network<T> as vjp_core::Params<T>>::Grads)> {
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

//! Builders of forward and backward graphs with the seeds' structure. Each backward takes its
//! cotangent as a port and the forward's saved ports, so stages compose symbolically: a
//! sublayer's backward graph is built on the cotangent the stage after it produced.

use super::{Graph, Port, Token};
use crate::error::Result;
use crate::ops::gelu::GeluKind;

fn ports2(node: usize) -> [Port; 2] {
    [0, 1].map(|output| Port { node, output })
}

fn ports3(node: usize) -> [Port; 3] {
    [0, 1, 2].map(|output| Port { node, output })
}

/// The ports of a vector LayerNorm's parameters, and its epsilon.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LayerNorm {
    /// Scale `[D]`.
    pub gamma: Port,
    /// Bias `[D]`.
    pub beta: Port,
    /// Epsilon.
    pub eps: f64,
}

/// What a vector LayerNorm's forward keeps: its input, the normalised rows, the scaled rows,
/// the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LayerNormSaved {
    x: Port,
    normalized: Port,
    scaled: Port,
    /// The output.
    pub y: Port,
}

impl LayerNorm {
    /// `β + γ ⊙ LN(x)`, as row bias of row scale of the plain row LayerNorm.
    pub fn forward(&self, g: &mut Graph, x: Port) -> Result<LayerNormSaved> {
        let normalized = g.value(Token::LayerNormRows { x, eps: self.eps })?;
        let scaled = g.value(Token::RowScale {
            x: normalized,
            gamma: self.gamma,
        })?;
        let y = g.value(Token::RowBias {
            x: scaled,
            beta: self.beta,
        })?;
        Ok(LayerNormSaved {
            x,
            normalized,
            scaled,
            y,
        })
    }

    /// `dx = LN_back(γ = 1)(γ ⊙ dy)`, with `dγ` and `dβ`: returns `[dx, dγ, dβ]`.
    pub fn backward(&self, g: &mut Graph, saved: &LayerNormSaved, dy: Port) -> Result<[Port; 3]> {
        let [dscaled, dbeta] = ports2(g.push(Token::RowBiasBack {
            x: saved.scaled,
            beta: self.beta,
            y: saved.y,
            dy,
        })?);
        let [dnormalized, dgamma] = ports2(g.push(Token::RowScaleBack {
            x: saved.normalized,
            gamma: self.gamma,
            y: saved.scaled,
            dy: dscaled,
        })?);
        let dx = g.value(Token::LayerNormRowsBack {
            x: saved.x,
            y: saved.normalized,
            dy: dnormalized,
            eps: self.eps,
        })?;
        Ok([dx, dgamma, dbeta])
    }
}

/// The ports of the transformer MLP's parameters, and its GELU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mlp {
    /// First dense weight `[D, H]`.
    pub fc1_weight: Port,
    /// First dense bias `[H]`.
    pub fc1_bias: Port,
    /// Second dense weight `[H, D]`.
    pub fc2_weight: Port,
    /// Second dense bias `[D]`.
    pub fc2_bias: Port,
    /// Which GELU.
    pub kind: GeluKind,
}

/// What the MLP's forward keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MlpSaved {
    x: Port,
    hidden: Port,
    activated: Port,
    /// The output.
    pub y: Port,
}

impl Mlp {
    /// `fc2(GELU(fc1(x)))`.
    pub fn forward(&self, g: &mut Graph, x: Port) -> Result<MlpSaved> {
        let hidden = g.value(Token::Dense {
            x,
            weight: self.fc1_weight,
            bias: self.fc1_bias,
        })?;
        let activated = g.value(Token::Gelu {
            x: hidden,
            kind: self.kind,
        })?;
        let y = g.value(Token::Dense {
            x: activated,
            weight: self.fc2_weight,
            bias: self.fc2_bias,
        })?;
        Ok(MlpSaved {
            x,
            hidden,
            activated,
            y,
        })
    }

    /// `dense_back(fc1) ∘ gelu_back(at fc1's output) ∘ dense_back(fc2)`: returns `dx` and
    /// `[dW1, db1, dW2, db2]`.
    pub fn backward(&self, g: &mut Graph, saved: &MlpSaved, dy: Port) -> Result<(Port, [Port; 4])> {
        let [dactivated, dw2, db2] = ports3(g.push(Token::DenseBack {
            x: saved.activated,
            weight: self.fc2_weight,
            bias: self.fc2_bias,
            y: saved.y,
            dy,
        })?);
        let dhidden = g.value(Token::GeluBack {
            x: saved.hidden,
            y: saved.activated,
            dy: dactivated,
            kind: self.kind,
        })?;
        let [dx, dw1, db1] = ports3(g.push(Token::DenseBack {
            x: saved.x,
            weight: self.fc1_weight,
            bias: self.fc1_bias,
            y: saved.hidden,
            dy: dhidden,
        })?);
        Ok((dx, [dw1, db1, dw2, db2]))
    }
}

/// The MLP sublayer of a pre-norm block, `x + mlp(layer_norm(x))`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MlpSublayer {
    /// Its LayerNorm.
    pub norm: LayerNorm,
    /// Its MLP.
    pub mlp: Mlp,
}

/// What the MLP sublayer's forward keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MlpSublayerSaved {
    normed: LayerNormSaved,
    branch: MlpSaved,
    /// The output.
    pub y: Port,
}

impl MlpSublayer {
    /// `x + mlp(layer_norm(x))`.
    pub fn forward(&self, g: &mut Graph, x: Port) -> Result<MlpSublayerSaved> {
        let normed = self.norm.forward(g, x)?;
        let branch = self.mlp.forward(g, normed.y)?;
        let y = g.value(Token::Add { a: x, b: branch.y })?;
        Ok(MlpSublayerSaved { normed, branch, y })
    }

    /// The input cotangent `dy + ln_back(mlp_back(dy))` (the residual skip adds `dy`) and the
    /// gradients `[dγ, dβ, dW1, db1, dW2, db2]`.
    pub fn backward(&self, g: &mut Graph, saved: &MlpSublayerSaved, dy: Port) -> Result<(Port, [Port; 6])> {
        let (dnormed, [dw1, db1, dw2, db2]) = self.mlp.backward(g, &saved.branch, dy)?;
        let [dbranch, dgamma, dbeta] = self.norm.backward(g, &saved.normed, dnormed)?;
        let dx = g.value(Token::Add { a: dy, b: dbranch })?;
        Ok((dx, [dgamma, dbeta, dw1, db1, dw2, db2]))
    }
}

/// The attention sublayer of a pre-norm block over the tokens `[B·T, D]` of `examples`
/// examples stacked as rows (each example attends within its own `T` rows):
/// `x + proj(MHSA(qkv(layer_norm(x))))`, with the fused `[q | k | v]` projection laid out as
/// timm stores it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AttentionSublayer {
    /// Its LayerNorm.
    pub norm: LayerNorm,
    /// The fused projection's weight `[D, 3D]`.
    pub qkv_weight: Port,
    /// Its bias `[3D]`.
    pub qkv_bias: Port,
    /// The output projection's weight `[D, D]`.
    pub proj_weight: Port,
    /// Its bias `[D]`.
    pub proj_bias: Port,
    /// Heads.
    pub heads: usize,
    /// Width `D`.
    pub width: usize,
    /// Examples whose tokens are stacked as the rows (each attends within its own rows).
    pub examples: usize,
}

/// One head's saved ports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HeadSaved {
    q: Port,
    k: Port,
    v: Port,
    k_t: Port,
    scores: Port,
    scaled: Port,
    weights: Port,
    out: Port,
}

/// What the attention sublayer's forward keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct AttentionSaved {
    normed: LayerNormSaved,
    qkv: Port,
    heads: Vec<HeadSaved>,
    concatenated: Port,
    projected: Port,
    /// The output.
    pub y: Port,
}

/// Sums `ports` with `Add` tokens, left to right.
fn sum(g: &mut Graph, ports: &[Port]) -> Result<Port> {
    let (&first, rest) = ports
        .split_first()
        .ok_or_else(|| crate::error::Error::invalid("graph", "a sum of no values"))?;
    rest.iter()
        .try_fold(first, |acc, &p| g.value(Token::Add { a: acc, b: p }))
}

impl AttentionSublayer {
    fn head_width(&self) -> usize {
        self.width / self.heads.max(1)
    }

    fn factor(&self) -> f64 {
        1.0 / (self.head_width() as f64).sqrt()
    }

    /// `x + proj(concat_h softmax(q_h k_hᵀ / sqrt(dh)) v_h)` with `q, k, v` from `qkv(LN(x))`.
    pub fn forward(&self, g: &mut Graph, x: Port) -> Result<AttentionSaved> {
        let (d, dh) = (self.width, self.head_width());
        let normed = self.norm.forward(g, x)?;
        let qkv = g.value(Token::Dense {
            x: normed.y,
            weight: self.qkv_weight,
            bias: self.qkv_bias,
        })?;
        let mut heads = Vec::with_capacity(self.heads);
        let mut placed = Vec::with_capacity(self.heads);
        for h in 0..self.heads {
            let slice = |g: &mut Graph, start: usize| {
                g.value(Token::SliceCols {
                    x: qkv,
                    start,
                    cols: dh,
                })
            };
            let (q, k, v) = (slice(g, h * dh)?, slice(g, d + h * dh)?, slice(g, 2 * d + h * dh)?);
            let k_t = g.value(Token::Transpose {
                a: k,
                groups: self.examples,
            })?;
            let scores = g.value(Token::MatMul {
                a: q,
                b: k_t,
                groups: self.examples,
            })?;
            let scaled = g.value(Token::Scale {
                x: scores,
                factor: self.factor(),
            })?;
            let weights = g.value(Token::SoftmaxRows { x: scaled })?;
            let out = g.value(Token::MatMul {
                a: weights,
                b: v,
                groups: self.examples,
            })?;
            placed.push(g.value(Token::PadCols {
                x: out,
                start: h * dh,
                total: d,
            })?);
            heads.push(HeadSaved {
                q,
                k,
                v,
                k_t,
                scores,
                scaled,
                weights,
                out,
            });
        }
        let concatenated = sum(g, &placed)?;
        let projected = g.value(Token::Dense {
            x: concatenated,
            weight: self.proj_weight,
            bias: self.proj_bias,
        })?;
        let y = g.value(Token::Add { a: x, b: projected })?;
        Ok(AttentionSaved {
            normed,
            qkv,
            heads,
            concatenated,
            projected,
            y,
        })
    }

    /// The input cotangent and `[dγ, dβ, dW_qkv, db_qkv, dW_proj, db_proj]`. MHSA's backward is a
    /// SUM over heads: each head's SDPA backward (`dV = Pᵀ dO`, `dP = dO Vᵀ`, softmax back, the
    /// scale, `dQ = dS K`, `dK = dSᵀ Q`) lands in its columns of the `[q | k | v]` cotangent.
    pub fn backward(&self, g: &mut Graph, saved: &AttentionSaved, dy: Port) -> Result<(Port, [Port; 6])> {
        let (d, dh) = (self.width, self.head_width());
        let [dconcatenated, dw_proj, db_proj] = ports3(g.push(Token::DenseBack {
            x: saved.concatenated,
            weight: self.proj_weight,
            bias: self.proj_bias,
            y: saved.projected,
            dy,
        })?);
        let mut per_head = Vec::with_capacity(self.heads);
        for (h, head) in saved.heads.iter().enumerate() {
            // The adjoint of the head's pad is its column slice.
            let dout = g.value(Token::SliceCols {
                x: dconcatenated,
                start: h * dh,
                cols: dh,
            })?;
            let [dweights, dv] = ports2(g.push(Token::MatMulBack {
                a: head.weights,
                b: head.v,
                c: head.out,
                dc: dout,
                groups: self.examples,
            })?);
            let dscaled = g.value(Token::SoftmaxRowsBack {
                x: head.scaled,
                y: head.weights,
                dy: dweights,
            })?;
            let dscores = g.value(Token::ScaleBack {
                x: head.scores,
                y: head.scaled,
                dy: dscaled,
                factor: self.factor(),
            })?;
            let [dq, dk_t] = ports2(g.push(Token::MatMulBack {
                a: head.q,
                b: head.k_t,
                c: head.scores,
                dc: dscores,
                groups: self.examples,
            })?);
            let dk = g.value(Token::TransposeBack {
                a: head.k,
                y: head.k_t,
                dy: dk_t,
                groups: self.examples,
            })?;
            for (part, (value, cotangent)) in [(head.q, dq), (head.k, dk), (head.v, dv)].into_iter().enumerate() {
                per_head.push(g.value(Token::SliceColsBack {
                    x: saved.qkv,
                    y: value,
                    dy: cotangent,
                    start: part * d + h * dh,
                    cols: dh,
                })?);
            }
        }
        let dqkv = sum(g, &per_head)?;
        let [dnormed, dw_qkv, db_qkv] = ports3(g.push(Token::DenseBack {
            x: saved.normed.y,
            weight: self.qkv_weight,
            bias: self.qkv_bias,
            y: saved.qkv,
            dy: dqkv,
        })?);
        let [dbranch, dgamma, dbeta] = self.norm.backward(g, &saved.normed, dnormed)?;
        let dx = g.value(Token::Add { a: dy, b: dbranch })?;
        Ok((dx, [dgamma, dbeta, dw_qkv, db_qkv, dw_proj, db_proj]))
    }
}

/// A pre-norm block: the attention sublayer, then the MLP sublayer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Block {
    /// The attention sublayer.
    pub attention: AttentionSublayer,
    /// The MLP sublayer.
    pub mlp: MlpSublayer,
}

/// What a block's forward keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockSaved {
    attention: AttentionSaved,
    mlp: MlpSublayerSaved,
    /// The output.
    pub y: Port,
}

impl Block {
    /// `mlp_sublayer(attention_sublayer(x))`.
    pub fn forward(&self, g: &mut Graph, x: Port) -> Result<BlockSaved> {
        let attention = self.attention.forward(g, x)?;
        let mlp = self.mlp.forward(g, attention.y)?;
        Ok(BlockSaved {
            y: mlp.y,
            attention,
            mlp,
        })
    }

    /// `attn.backward(A, mlp.backward(attn(A), dY))`: the input cotangent and the block's 12
    /// gradients (attention's six, then the MLP sublayer's).
    pub fn backward(&self, g: &mut Graph, saved: &BlockSaved, dy: Port) -> Result<(Port, Vec<Port>)> {
        let (dmid, mlp_grads) = self.mlp.backward(g, &saved.mlp, dy)?;
        let (dx, attention_grads) = self.attention.backward(g, &saved.attention, dmid)?;
        Ok((dx, attention_grads.into_iter().chain(mlp_grads).collect()))
    }
}

/// The depth-k tower's forward: each block on the output of the one before.
pub fn tower_forward(g: &mut Graph, blocks: &[Block], x: Port) -> Result<Vec<BlockSaved>> {
    let mut saved: Vec<BlockSaved> = Vec::with_capacity(blocks.len());
    for block in blocks {
        let input = saved.last().map_or(x, |s| s.y);
        saved.push(block.forward(g, input)?);
    }
    Ok(saved)
}

/// The depth-k tower's backward as a reverse fold of the blocks: each block's backward on the
/// cotangent of the one after it. Returns the input cotangent and the gradients block by block.
pub fn tower_backward(g: &mut Graph, blocks: &[Block], saved: &[BlockSaved], dy: Port) -> Result<(Port, Vec<Port>)> {
    let mut cotangent = dy;
    let mut grads: Vec<Vec<Port>> = Vec::with_capacity(blocks.len());
    for (block, s) in blocks.iter().zip(saved).rev() {
        let (previous, block_grads) = block.backward(g, s, cotangent)?;
        cotangent = previous;
        grads.push(block_grads);
    }
    grads.reverse();
    Ok((cotangent, grads.into_iter().flatten().collect()))
}

/// [`tower_forward`] then [`tower_backward`] on `dy`: the output, the input cotangent and the
/// gradients block by block.
pub fn tower(g: &mut Graph, blocks: &[Block], x: Port, dy: Port) -> Result<(Port, Port, Vec<Port>)> {
    let saved = tower_forward(g, blocks, x)?;
    let y = saved.last().map_or(x, |s| s.y);
    let (dx, grads) = tower_backward(g, blocks, &saved, dy)?;
    Ok((y, dx, grads))
}

/// The ViT's embedding of a batch of images `[B, C, H, W]`: the patch convolution, then each
/// example's tokens `[CLS; patches] + positions`, stacked as rows `[B·T, D]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatchEmbedding {
    /// The kernel `[D, C·P·P]`.
    pub weight: Port,
    /// Its bias `[D]`.
    pub bias: Port,
    /// The CLS token `[1, D]`.
    pub cls: Port,
    /// The position embedding `[T, D]`.
    pub pos: Port,
    /// Patch side.
    pub patch: usize,
    /// Examples in the batch.
    pub examples: usize,
}

/// What the embedding's forward keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatchEmbeddingSaved {
    images: Port,
    patches: Port,
    joined: Port,
    tiled: Port,
    /// The tokens.
    pub y: Port,
}

impl PatchEmbedding {
    /// Tokens `[B·T, D]`: the patches at rows `1..T` of each example, CLS plus positions added
    /// to every example.
    pub fn forward(&self, g: &mut Graph, images: Port) -> Result<PatchEmbeddingSaved> {
        let patches = g.value(Token::PatchEmbed {
            images,
            weight: self.weight,
            bias: self.bias,
            patch: self.patch,
        })?;
        let tokens = g.shape(self.pos)?.first().copied().unwrap_or(0);
        let body = g.value(Token::PadRows {
            x: patches,
            start: 1,
            total: tokens,
            groups: self.examples,
        })?;
        let cls_row = g.value(Token::PadRows {
            x: self.cls,
            start: 0,
            total: tokens,
            groups: 1,
        })?;
        let joined = g.value(Token::Add {
            a: cls_row,
            b: self.pos,
        })?;
        let tiled = g.value(Token::TileRows {
            x: joined,
            groups: self.examples,
        })?;
        let y = g.value(Token::Add { a: body, b: tiled })?;
        Ok(PatchEmbeddingSaved {
            images,
            patches,
            joined,
            tiled,
            y,
        })
    }

    /// `[dW, db, dcls, dpos]`: positions and CLS take the cotangent summed over the examples
    /// (CLS its row 0, the pad's adjoint), the kernel the patch rows' cotangent.
    pub fn backward(&self, g: &mut Graph, saved: &PatchEmbeddingSaved, dy: Port) -> Result<[Port; 4]> {
        let djoined = g.value(Token::TileRowsBack {
            x: saved.joined,
            y: saved.tiled,
            dy,
            groups: self.examples,
        })?;
        let dcls = g.value(Token::SliceRows {
            x: djoined,
            start: 0,
            rows: 1,
            groups: 1,
        })?;
        let patches = g.shape(saved.patches)?.first().copied().unwrap_or(0) / self.examples.max(1);
        let dpatches = g.value(Token::SliceRows {
            x: dy,
            start: 1,
            rows: patches,
            groups: self.examples,
        })?;
        let [dweight, dbias] = ports2(g.push(Token::PatchEmbedBack {
            images: saved.images,
            weight: self.weight,
            bias: self.bias,
            y: saved.patches,
            dy: dpatches,
            patch: self.patch,
        })?);
        Ok([dweight, dbias, dcls, djoined])
    }
}

/// The classifier: the final LayerNorm over all tokens, each example's CLS row, a dense layer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClassifierHead {
    /// The final LayerNorm.
    pub norm: LayerNorm,
    /// The head's weight `[D, K]`.
    pub weight: Port,
    /// Its bias `[K]`.
    pub bias: Port,
    /// Examples in the batch.
    pub examples: usize,
}

/// What the head's forward keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassifierHeadSaved {
    normed: LayerNormSaved,
    cls: Port,
    /// The logits `[B, K]`.
    pub logits: Port,
}

impl ClassifierHead {
    /// Logits `[B, K]` from the tokens `[B·T, D]`.
    pub fn forward(&self, g: &mut Graph, x: Port) -> Result<ClassifierHeadSaved> {
        let normed = self.norm.forward(g, x)?;
        let cls = g.value(Token::SliceRows {
            x: normed.y,
            start: 0,
            rows: 1,
            groups: self.examples,
        })?;
        let logits = g.value(Token::Dense {
            x: cls,
            weight: self.weight,
            bias: self.bias,
        })?;
        Ok(ClassifierHeadSaved { normed, cls, logits })
    }

    /// The tokens' cotangent and `[dγ, dβ, dW, db]`: the CLS rows' cotangent padded back into
    /// each example (the slice's adjoint), then the LayerNorm's backward.
    pub fn backward(&self, g: &mut Graph, saved: &ClassifierHeadSaved, dlogits: Port) -> Result<(Port, [Port; 4])> {
        let [dcls, dweight, dbias] = ports3(g.push(Token::DenseBack {
            x: saved.cls,
            weight: self.weight,
            bias: self.bias,
            y: saved.logits,
            dy: dlogits,
        })?);
        let tokens = g.shape(saved.normed.y)?.first().copied().unwrap_or(0) / self.examples.max(1);
        let dnormed = g.value(Token::PadRows {
            x: dcls,
            start: 0,
            total: tokens,
            groups: self.examples,
        })?;
        let [dx, dgamma, dbeta] = self.norm.backward(g, &saved.normed, dnormed)?;
        Ok((dx, [dgamma, dbeta, dweight, dbias]))
    }
}

/// The mean softmax cross-entropy of `logits` against one-hot `targets` and its backward
/// seeded with `dloss = 1`: returns the loss and `dlogits`.
pub fn softmax_cross_entropy(g: &mut Graph, logits: Port, targets: Port, smoothing: f64) -> Result<(Port, Port)> {
    let loss = g.value(Token::SoftmaxCrossEntropy {
        logits,
        targets,
        smoothing,
    })?;
    let seed = g.value(Token::Full {
        value: 1.0,
        shape: Vec::new(),
    })?;
    let dlogits = g.value(Token::SoftmaxCrossEntropyBack {
        logits,
        targets,
        loss,
        dloss: seed,
        smoothing,
    })?;
    Ok((loss, dlogits))
}

/// The optimizer whose update tail [`optimizer_update`] writes (one definition, `hlo`'s).
pub use crate::hlo::Optimizer;

/// The updated parameter and state of one tensor. `state` holds [`Optimizer::state_names`]'
/// tensors in order; `step` is the number of this step, which AdamW's bias corrections need.
pub fn optimizer_update(
    optimizer: &Optimizer,
    g: &mut Graph,
    (param, grad): (Port, Port),
    state: &[Port],
    lr: Port,
    step: Option<Port>,
) -> Result<(Port, Vec<Port>)> {
    let missing = || crate::error::Error::invalid("graph", "an optimizer update is missing its state");
    match *optimizer {
        Optimizer::Sgd { momentum } => {
            let &[velocity] = state else { return Err(missing()) };
            let [p, v] = ports2(g.push(Token::SgdUpdate {
                param,
                grad,
                velocity,
                lr,
                momentum,
            })?);
            Ok((p, vec![v]))
        }
        Optimizer::AdamW {
            beta1,
            beta2,
            eps,
            weight_decay,
        } => {
            let (&[m, v], Some(step)) = (state, step) else {
                return Err(missing());
            };
            let [p, m, v] = ports3(g.push(Token::AdamWUpdate {
                param,
                grad,
                m,
                v,
                lr,
                step,
                beta1,
                beta2,
                eps,
                weight_decay,
            })?);
            Ok((p, vec![m, v]))
        }
    }
}

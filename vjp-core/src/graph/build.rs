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

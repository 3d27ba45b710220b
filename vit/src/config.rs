//! The architecture of a Vision Transformer and its two numerics conventions.

use crate::error::VitError;
use vjp_core::GeluKind;

/// The most values any one tensor (or the parameters together) may hold: 2^31, 8 GiB in f32.
pub const MAX_ELEMENTS: usize = 1 << 31;

/// The sizes of a ViT and its numerics.
#[derive(Clone, Debug, PartialEq)]
pub struct VitConfig {
    /// Image side in pixels (images are square).
    pub image: usize,
    /// Image channels.
    pub channels: usize,
    /// Patch side (the patch embedding's kernel and stride).
    pub patch: usize,
    /// Token width `D`.
    pub dim: usize,
    /// Number of blocks.
    pub depth: usize,
    /// Attention heads (they split `D`).
    pub heads: usize,
    /// Hidden width of the MLP.
    pub mlp_hidden: usize,
    /// Output classes.
    pub classes: usize,
    /// LayerNorm epsilon.
    pub eps: f64,
    /// Which GELU.
    pub gelu: GeluKind,
}

impl VitConfig {
    /// timm's `vit_tiny_patch16_224`: 224/16, D 192, depth 12, 3 heads, MLP 768.
    pub fn tiny(classes: usize) -> Self {
        VitConfig {
            image: 224,
            channels: 3,
            patch: 16,
            dim: 192,
            depth: 12,
            heads: 3,
            mlp_hidden: 768,
            classes,
            ..Self::timm_numerics()
        }
    }

    /// The bundled digits' size: 8x8 grey images, patch 2, D 64, depth 4, 4 heads, MLP 128.
    pub fn digits() -> Self {
        VitConfig {
            image: 8,
            channels: 1,
            patch: 2,
            dim: 64,
            depth: 4,
            heads: 4,
            mlp_hidden: 128,
            classes: 10,
            ..Self::timm_numerics()
        }
    }

    /// The MNIST recipe's model: the digits' sizes over 28x28 grey images, patch 7.
    pub fn mnist() -> Self {
        VitConfig {
            image: 28,
            patch: 7,
            ..Self::digits()
        }
    }

    /// timm's numerics (exact erf GELU, eps 1e-6), with placeholder sizes.
    fn timm_numerics() -> Self {
        VitConfig {
            image: 0,
            channels: 0,
            patch: 0,
            dim: 0,
            depth: 0,
            heads: 0,
            mlp_hidden: 0,
            classes: 0,
            eps: 1e-6,
            gelu: GeluKind::Erf,
        }
    }

    /// The lean4-mlir artifacts' numerics: tanh GELU, eps 1e-5.
    pub fn with_lean_numerics(self) -> Self {
        VitConfig {
            eps: 1e-5,
            gelu: GeluKind::Tanh,
            ..self
        }
    }

    /// Patches per image (saturating at `usize::MAX`, which [`Self::validate`] refuses).
    pub fn patches(&self) -> usize {
        (self.image / self.patch.max(1)).saturating_pow(2)
    }

    /// Tokens per image: the patches and CLS.
    pub fn tokens(&self) -> usize {
        self.patches().saturating_add(1)
    }

    /// Width of one head.
    pub fn head_width(&self) -> usize {
        self.dim / self.heads.max(1)
    }

    /// An error naming the first relation the sizes break.
    pub fn validate(&self) -> Result<(), VitError> {
        let fail = |m: String| Err(VitError::Config(m));
        if self.image == 0 || self.channels == 0 || self.patch == 0 || self.dim == 0 || self.heads == 0 {
            return fail("image, channels, patch, width and heads must be positive".into());
        }
        if self.mlp_hidden == 0 || self.classes == 0 {
            return fail("the MLP width and the number of classes must be positive".into());
        }
        if self.depth == 0 {
            return fail("a ViT needs at least one block (its last block gives the CLS rows the head reads)".into());
        }
        if !self.image.is_multiple_of(self.patch) {
            return fail(format!(
                "patch {} does not divide the {} x {} image",
                self.patch, self.image, self.image
            ));
        }
        if !self.dim.is_multiple_of(self.heads) {
            return fail(format!("width {} is not divisible by {} heads", self.dim, self.heads));
        }
        if !(self.eps.is_finite() && self.eps > 0.0) {
            return fail(format!("LayerNorm eps must be positive and finite, got {}", self.eps));
        }
        match self.checked_parameter_count() {
            Some(n) if n <= MAX_ELEMENTS => {}
            _ => {
                return fail(format!(
                    "{self} has more than {MAX_ELEMENTS} parameters, the most this crate builds"
                ));
            }
        }
        self.check_batch(1)
    }

    /// An error if a batch of `batch` images would need a tensor of more than
    /// [`MAX_ELEMENTS`] values (the attention scores, the MLP's hidden activations or the
    /// stacked query, key and value).
    pub fn check_batch(&self, batch: usize) -> Result<(), VitError> {
        let tokens = self.tokens();
        let widest = [
            tokens.checked_mul(self.heads),
            Some(self.mlp_hidden),
            self.dim.checked_mul(3),
        ]
        .into_iter()
        .try_fold(0usize, |m, w| w.map(|w| m.max(w)));
        match widest.and_then(|w| w.checked_mul(tokens)?.checked_mul(batch)) {
            Some(n) if n <= MAX_ELEMENTS => Ok(()),
            _ => Err(VitError::Config(format!(
                "a batch of {batch} would need a tensor of more than {MAX_ELEMENTS} values for {self}"
            ))),
        }
    }

    /// The number of trained scalars, saturating at `usize::MAX` (which [`Self::validate`]
    /// refuses).
    pub fn parameter_count(&self) -> usize {
        self.checked_parameter_count().unwrap_or(usize::MAX)
    }

    fn checked_parameter_count(&self) -> Option<usize> {
        let (d, h, k) = (self.dim, self.mlp_hidden, self.classes);
        let product = |factors: &[usize]| factors.iter().try_fold(1usize, |n, &f| n.checked_mul(f));
        let sum = |terms: &[Option<usize>]| terms.iter().try_fold(0usize, |n, &t| n.checked_add(t?));
        let embed = sum(&[
            product(&[d, self.channels, self.patch, self.patch]),
            Some(d),
            Some(d),
            product(&[self.tokens(), d]),
        ]);
        // Two LayerNorms, qkv, the projection, the MLP's two layers.
        let block = sum(&[
            product(&[4, d]),
            product(&[d, 3, d]),
            product(&[3, d]),
            product(&[d, d]),
            Some(d),
            product(&[d, h]),
            Some(h),
            product(&[h, d]),
            Some(d),
        ]);
        sum(&[
            embed,
            block.and_then(|b| b.checked_mul(self.depth)),
            product(&[2, d]),
            product(&[d, k]),
            Some(k),
        ])
    }
}

impl std::fmt::Display for VitConfig {
    /// `ViT 8x8 patch 2, D 64, depth 4, 4 heads, MLP 128, 10 classes`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ViT {}x{} patch {}, D {}, depth {}, {} heads, MLP {}, {} classes",
            self.image, self.image, self.patch, self.dim, self.depth, self.heads, self.mlp_hidden, self.classes
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vit_tiny_has_timm_parameter_count() {
        assert_eq!(VitConfig::tiny(10).parameter_count(), 5_526_346);
        assert_eq!(VitConfig::tiny(10).tokens(), 197);
    }

    #[test]
    fn broken_relations_are_named() {
        let mut c = VitConfig::tiny(10);
        c.dim = 190;
        assert_eq!(
            c.validate().unwrap_err().to_string(),
            "invalid configuration: width 190 is not divisible by 3 heads"
        );
        let mut c = VitConfig::tiny(10);
        c.image = 225;
        assert_eq!(
            c.validate().unwrap_err().to_string(),
            "invalid configuration: patch 16 does not divide the 225 x 225 image"
        );
        assert!(VitConfig::digits().validate().is_ok());
    }

    #[test]
    fn sizes_past_the_limits_are_refused_without_overflow() {
        let huge = VitConfig {
            dim: usize::MAX / 2,
            heads: 1,
            ..VitConfig::tiny(10)
        };
        assert_eq!(huge.parameter_count(), usize::MAX);
        assert!(
            huge.validate()
                .unwrap_err()
                .to_string()
                .ends_with("the most this crate builds")
        );
        let fine_patches = VitConfig {
            patch: 1,
            ..VitConfig::tiny(10)
        };
        // 50,177 tokens: one image's attention scores alone hold 7.5e9 values.
        assert_eq!(
            fine_patches.validate().unwrap_err().to_string(),
            "invalid configuration: a batch of 1 would need a tensor of more than 2147483648 values \
             for ViT 224x224 patch 1, D 192, depth 12, 3 heads, MLP 768, 10 classes"
        );
        assert!(VitConfig::tiny(10).check_batch(256).is_ok());
        assert!(VitConfig::tiny(10).check_batch(1 << 20).is_err());
    }
}

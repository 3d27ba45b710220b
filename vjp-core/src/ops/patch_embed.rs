//! Patch embedding: a convolution whose stride equals its kernel (no padding), computed as
//! patches-times-weight. Patches are taken row-major over the image, as timm orders tokens.

use super::column_sums;
use crate::dim::{Const, Dim};
use crate::error::{Error, Result};
use crate::linalg::gemm;
use crate::scalar::Scalar;
use crate::tensor::{Matrix, Tensor3, Vector};
use crate::vjp;

/// The geometry of one image cut into patches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Grid {
    channels: usize,
    height: usize,
    width: usize,
    patch: usize,
}

impl Grid {
    fn of<T: Scalar, C: Dim, H: Dim, W: Dim>(image: &Tensor3<T, C, H, W>, patch: usize) -> Result<Self> {
        let (c, h, w) = image.shape();
        let (channels, height, width) = (c.size(), h.size(), w.size());
        if patch == 0 {
            return Err(Error::invalid("patch_embed", "the patch size must be positive"));
        }
        if height % patch != 0 || width % patch != 0 {
            return Err(Error::invalid(
                "patch_embed",
                format!("patch {patch} does not divide the {height} x {width} image"),
            ));
        }
        Ok(Grid {
            channels,
            height,
            width,
            patch,
        })
    }

    fn patches(&self) -> usize {
        (self.height / self.patch) * (self.width / self.patch)
    }

    fn patch_len(&self) -> usize {
        self.channels * self.patch * self.patch
    }

    /// Calls `f(patch index, column in the patch row, flat pixel index)` for every pixel.
    /// Column `c·P·P + ky·P + kx` matches timm's `[D, C, P, P]` weight flattened.
    fn for_each(&self, mut f: impl FnMut(usize, usize, usize)) {
        let p = self.patch;
        let across = self.width / p;
        for py in 0..self.height / p {
            for px in 0..across {
                let token = py * across + px;
                for c in 0..self.channels {
                    for ky in 0..p {
                        let row = (c * self.height + py * p + ky) * self.width + px * p;
                        for kx in 0..p {
                            f(token, (c * p + ky) * p + kx, row + kx);
                        }
                    }
                }
            }
        }
    }
}

fn check<T: Scalar, NP: Dim, D: Dim, K: Dim>(
    grid: &Grid,
    weight: &Matrix<T, D, K>,
    bias: &Vector<T, D>,
    tokens: NP,
) -> Result<()> {
    if weight.nrows() != bias.len() {
        return Err(Error::mismatch(
            "patch_embed",
            weight.dims(),
            bias.dims(),
            "the bias needs one entry per embedding row of the weight",
        ));
    }
    if weight.ncols() != grid.patch_len() {
        return Err(Error::mismatch(
            "patch_embed",
            [grid.channels, grid.height, grid.width],
            weight.dims(),
            "the weight needs channels x patch x patch columns",
        ));
    }
    if tokens.size() != grid.patches() {
        return Err(Error::invalid(
            "patch_embed",
            format!(
                "{} patches need another image: a {} x {} image with patch {} has {}",
                tokens.size(),
                grid.height,
                grid.width,
                grid.patch,
                grid.patches()
            ),
        ));
    }
    Ok(())
}

/// The patches of `image` as rows: `[tokens, channels·P·P]`.
fn im2col<T: Scalar, C: Dim, H: Dim, W: Dim, NP: Dim, K: Dim>(
    image: &Tensor3<T, C, H, W>,
    grid: &Grid,
    tokens: NP,
    k: K,
) -> Matrix<T, NP, K> {
    let mut cols = Matrix::zeros((tokens, k));
    let kk = k.size();
    let (src, dst) = (image.data(), cols.data_mut());
    grid.for_each(|t, j, pixel| {
        if let (Some(d), Some(&s)) = (dst.get_mut(t * kk + j), src.get(pixel)) {
            *d = s;
        }
    });
    cols
}

/// `image ↦ patches · Wᵀ + b`: tokens `[NP, D]` from an image `[C, H, W]`, weight `[D, C·P·P]`
/// (timm's `[D, C, P, P]` flattened), bias `[D]`, patch size `P` (kernel and stride), `NP`
/// patches. Its witness is [`PatchEmbed`](crate::PatchEmbed).
#[vjp(crate = crate, backward = patch_embed_backward, trace = patch_embed_trace, check(C = 2, H = 4, W = 6, NP = 6, D = 3, K = 8, patch = 2, tokens = Const))]
pub fn patch_embed<T: Scalar, C: Dim, H: Dim, W: Dim, NP: Dim, D: Dim, K: Dim>(
    image: &Tensor3<T, C, H, W>,
    weight: &Matrix<T, D, K>,
    bias: &Vector<T, D>,
    patch: usize,
    tokens: NP,
) -> Result<Matrix<T, NP, D>> {
    let grid = Grid::of(image, patch)?;
    check(&grid, weight, bias, tokens)?;
    let cols = im2col(image, &grid, tokens, weight.shape().1);
    let mut out = Matrix::repeat_rows(tokens, bias);
    gemm(out.view_mut(), true, cols.view(), weight.view().transpose());
    Ok(out)
}

/// The rule of [`patch_embed()`]: `dW = dyᵀ patches`, `db = Σ_tokens dy`, and `dimage` the
/// patches' cotangent `dy W` put back in place. (The patch rows are gathered from the image
/// again: a copy, not arithmetic.)
pub fn patch_embed_backward<T: Scalar, C: Dim, H: Dim, W: Dim, NP: Dim, D: Dim, K: Dim>(
    image: &Tensor3<T, C, H, W>,
    weight: &Matrix<T, D, K>,
    bias: &Vector<T, D>,
    patch: &usize,
    tokens: &NP,
    _y: &Matrix<T, NP, D>,
    dy: &Matrix<T, NP, D>,
) -> Result<(Tensor3<T, C, H, W>, Matrix<T, D, K>, Vector<T, D>)> {
    let grid = Grid::of(image, *patch)?;
    check(&grid, weight, bias, *tokens)?;
    if dy.nrows() != tokens.size() || dy.ncols() != weight.nrows() {
        return Err(Error::mismatch(
            "patch_embed backward",
            [tokens.size(), weight.nrows()],
            dy.dims(),
            "the cotangent must have the tokens' shape",
        ));
    }
    let cols = im2col(image, &grid, *tokens, weight.shape().1);
    let dw = Matrix::product(weight.shape(), dy.view().transpose(), cols.view())?;
    let dcols = Matrix::product(cols.shape(), dy.view(), weight.view())?;
    let mut dimage = Tensor3::zeros(image.shape());
    let kk = cols.ncols();
    let (src, dst) = (dcols.data(), dimage.data_mut());
    grid.for_each(|t, j, pixel| {
        if let (Some(d), Some(&s)) = (dst.get_mut(pixel), src.get(t * kk + j)) {
            *d = s;
        }
    });
    Ok((dimage, dw, column_sums(dy)))
}

impl<T: Scalar, const NP: usize, D: Dim, const K: usize> patch_embed::Layer<T, Const<NP>, D, Const<K>> {
    /// The layer for `C`-channel `H x W` images cut into `P x P` patches, all fixed in the
    /// type. A patch size that does not divide the image, a patch count other than
    /// `(H/P)·(W/P)` or a kernel width other than `C·P·P` fails to build (the error names the
    /// sizes).
    pub fn for_image<const C: usize, const H: usize, const W: usize, const P: usize>(
        weight: Matrix<T, D, Const<K>>,
        bias: Vector<T, D>,
    ) -> Self {
        const {
            assert!(P > 0, "the patch size must be positive");
            assert!(
                H.is_multiple_of(P) && W.is_multiple_of(P),
                "the patch size must divide the image height and width"
            );
            assert!(
                NP == (H / P) * (W / P),
                "the patch count must be (height / patch) x (width / patch)"
            );
            assert!(K == C * P * P, "the kernel width must be channels x patch x patch");
        }
        patch_embed::Layer {
            weight,
            bias,
            patch: P,
            tokens: Const,
        }
    }
}

/// [`patch_embed()`] and its rule as graph primitives: the patches gathered by a reshape and a
/// transpose (`[C, H, W] → [H/P, W/P, C, P, P]`), then one product.
pub mod patch_embed_trace {
    use crate::dim::Dim;
    use crate::error::{Error, Result};
    use crate::hlo::{Graph, Value};

    /// `[C, H/P, P, W/P, P]` to `[H/P, W/P, C, P, P]`, and back.
    const GATHER: [usize; 5] = [1, 3, 0, 2, 4];
    const SCATTER: [usize; 5] = [2, 0, 3, 1, 4];

    /// The image's channels, patch rows and patch columns.
    fn grid(g: &Graph, image: Value, patch: usize) -> Result<[usize; 3]> {
        let [c, h, w] = *g.shape(image)? else {
            return Err(Error::invalid("patch_embed", "the image must be [C, H, W]"));
        };
        if patch == 0 || !h.is_multiple_of(patch) || !w.is_multiple_of(patch) {
            return Err(Error::invalid(
                "patch_embed",
                format!("patch {patch} does not divide the {h} x {w} image"),
            ));
        }
        Ok([c, h / patch, w / patch])
    }

    /// The patches as rows, `[H/P · W/P, C·P·P]`.
    fn patches(g: &mut Graph, image: Value, patch: usize) -> Result<Value> {
        let [c, rows, cols] = grid(g, image, patch)?;
        let split = g.reshape(image, &[c, rows, patch, cols, patch])?;
        let gathered = g.transpose(split, &GATHER)?;
        g.reshape(gathered, &[rows * cols, c * patch * patch])
    }

    /// `patches · Wᵀ + b`.
    pub fn forward<NP: Dim>(
        g: &mut Graph,
        image: Value,
        weight: Value,
        bias: Value,
        patch: usize,
        tokens: NP,
    ) -> Result<Value> {
        let cols = patches(g, image, patch)?;
        if g.shape(cols)?.first() != Some(&tokens.size()) {
            return Err(Error::invalid(
                "patch_embed",
                format!(
                    "{} patches expected, the image has {:?}",
                    tokens.size(),
                    g.shape(cols)?.first()
                ),
            ));
        }
        let out = g.contract(cols, weight, 1, 1)?;
        let bias = g.broadcast_rows(bias, out)?;
        g.add(out, bias)
    }

    /// `(dimage, dW, db)`: `dy W` put back in place, `dyᵀ patches`, `Σ_tokens dy`.
    #[allow(
        clippy::too_many_arguments,
        reason = "a rule's lowering takes every argument of the op"
    )]
    pub fn backward<NP: Dim>(
        g: &mut Graph,
        image: Value,
        weight: Value,
        _: Value,
        patch: &usize,
        _: &NP,
        _: Value,
        dy: Value,
    ) -> Result<(Value, Value, Value)> {
        let [c, rows, cols] = grid(g, image, *patch)?;
        let patches = patches(g, image, *patch)?;
        let dw = g.contract(dy, patches, 0, 0)?;
        let db = g.sum(dy, &[0])?;
        let dpatches = g.matmul(dy, weight)?;
        let split = g.reshape(dpatches, &[rows, cols, c, *patch, *patch])?;
        let scattered = g.transpose(split, &SCATTER)?;
        let shape = g.shape(image)?.to_vec();
        Ok((g.reshape(scattered, &shape)?, dw, db))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_follow_timm_order() {
        // One channel, 4 x 4 image, patch 2: token 1 is the top-right patch.
        let image = Tensor3::<f64, usize, usize, usize>::from_fn((1, 4, 4), |i| i as f64);
        let weight = Matrix::<f64, usize, usize>::from_fn((4, 4), |i| if i % 5 == 0 { 1.0 } else { 0.0 });
        let bias = Vector::zeros((4,));
        let tokens = patch_embed(&image, &weight, &bias, 2, 4usize).unwrap();
        assert_eq!(tokens.row(1), Some(&[2.0, 3.0, 6.0, 7.0][..]));
    }

    #[test]
    fn geometry_errors_say_which_relation_failed() {
        let image = Tensor3::<f64, usize, usize, usize>::zeros((1, 5, 4));
        let weight = Matrix::<f64, usize, usize>::zeros((3, 4));
        let bias = Vector::zeros((3,));
        let err = patch_embed(&image, &weight, &bias, 2, 4usize).unwrap_err();
        assert_eq!(err.to_string(), "patch_embed: patch 2 does not divide the 5 x 4 image");
        let image = Tensor3::<f64, usize, usize, usize>::zeros((1, 4, 4));
        let err = patch_embed(&image, &weight, &bias, 2, 3usize).unwrap_err();
        assert_eq!(
            err.to_string(),
            "patch_embed: 3 patches need another image: a 4 x 4 image with patch 2 has 4"
        );
    }
}

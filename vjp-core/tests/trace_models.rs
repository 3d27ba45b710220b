//! Models built from ops and combinators, traced into graphs: evaluated in f64, each traced
//! forward and backward equals the witness's output, input gradient and every parameter's
//! gradient to 1e-12 — the backward graph is the composition of the parts' traced pullbacks.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::hlo::{Graph, Parameters, Trace, Traced, check_trace};
use vjp_core::{
    Add, Const, Dense, Gelu, GeluKind, GroupRows, LayerNormRows, MatMul, Matrix, MultiHeadAttention, PatchEmbed,
    RowBias, RowScale, SliceRows, Tensor4, UngroupRows, Vector, Vjp, batch_map, chain, comp, fan_out, named, per_head,
    residual,
};

type Mat = Matrix<f64, usize, usize>;
type Linear = Dense<f64, usize, usize>;

fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

fn linear(input: usize, output: usize, r: &mut StdRng) -> Linear {
    Dense::new(Mat::random((input, output), r), Vector::random((output,), r))
}

/// A LayerNorm with random affine terms: rows normalised, scaled, shifted.
fn norm(d: usize, r: &mut StdRng) -> impl use<> + Trace<f64, Mat, In = Traced<Mat>, Out = Traced<Mat>, Output = Mat> {
    comp(
        comp(
            LayerNormRows::new(1e-5),
            named("weight", RowScale::new(Vector::random((d,), r))),
        ),
        named("bias", RowBias::new(Vector::random((d,), r))),
    )
}

fn x(rows: usize, cols: usize, seed: u64) -> Mat {
    Mat::random((rows, cols), &mut rng(seed))
}

#[test]
fn a_pre_norm_mlp_block_traces_to_its_witness() {
    let r = &mut rng(1);
    let block = residual(comp(
        named("norm", norm(4, r)),
        named(
            "mlp",
            comp(
                comp(named("fc1", linear(4, 6, r)), Gelu { kind: GeluKind::Erf }),
                named("fc2", linear(6, 4, r)),
            ),
        ),
    ));
    check_trace(&block, &x(5, 4, 2), 3, 1e-12).unwrap();
}

#[test]
fn a_tower_of_attention_blocks_traces_to_its_witness() {
    let r = &mut rng(4);
    let (tokens, d, heads) = (3, 4, 2);
    let mut blocks = Vec::new();
    for _ in 0..2 {
        let attention = comp(
            comp(
                comp(named("norm1", norm(d, r)), named("qkv", linear(d, 3 * d, r))),
                MultiHeadAttention::new(tokens, heads),
            ),
            named("proj", linear(d, d, r)),
        );
        let mlp = comp(
            named("norm2", norm(d, r)),
            comp(
                comp(named("fc1", linear(d, 8, r)), Gelu { kind: GeluKind::Tanh }),
                named("fc2", linear(8, d, r)),
            ),
        );
        blocks.push(comp(residual(attention), residual(mlp)));
    }
    let tower = named("blocks", chain(blocks));
    // Two examples of three tokens, stacked as rows.
    check_trace(&tower, &x(2 * tokens, d, 5), 6, 1e-12).unwrap();
    // The names come from the structure.
    let mut g = Graph::new();
    let input = Traced::new(g.input("x", &[6, d]).unwrap());
    let mut params = Parameters::new();
    tower.trace(&mut g, &mut params, input).unwrap();
    let names: Vec<&str> = params.entries().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.first(), Some(&"blocks.0.norm1.weight.gamma"));
    assert!(names.contains(&"blocks.1.qkv.weight"), "{names:?}");
    assert!(names.contains(&"blocks.1.fc2.bias"), "{names:?}");
    assert_eq!(names.len(), 2 * 12);
}

#[test]
fn batched_patch_embedding_and_a_classifier_head_trace_to_their_witness() {
    let r = &mut rng(7);
    let (channels, side, patch, d) = (2, 4, 2, 3);
    let patches = (side / patch) * (side / patch);
    let embed = PatchEmbed::new(
        Mat::random((d, channels * patch * patch), r),
        Vector::random((d,), r),
        patch,
        patches,
    );
    let head = comp(
        comp(
            GroupRows::new(patches),
            comp(batch_map(SliceRows::new(0, Const::<1>)), UngroupRows),
        ),
        named("head", linear(d, 5, r)),
    );
    let model = comp(comp(named("patch_embed", batch_map(embed)), UngroupRows), head);
    let images = Tensor4::<f64, usize, usize, usize, usize>::random((3, channels, side, side), r);
    check_trace(&model, &images, 8, 1e-12).unwrap();
}

#[test]
fn per_head_lifts_fan_outs_and_two_input_witnesses_trace_to_their_witness() {
    let r = &mut rng(9);
    // Two heads reading [a | b | c] groups of width 2 each: head input width 3 x 1.
    let heads = per_head::<_, usize>(comp(linear(3, 2, r), Gelu { kind: GeluKind::Erf }), 2, 3).unwrap();
    check_trace(&heads, &x(4, 6, 10), 11, 1e-12).unwrap();
    // (x W1) (x W2)ᵀ-like products: a fan-out into a two-input witness.
    let product = comp(fan_out((linear(3, 4, r), linear(3, 4, r))), Add);
    check_trace(&product, &x(2, 3, 12), 13, 1e-12).unwrap();
    let gram = comp(
        fan_out((linear(3, 4, r), comp(linear(3, 4, r), vjp_core::Transpose))),
        MatMul,
    );
    check_trace(&gram, &x(2, 3, 14), 15, 1e-12).unwrap();
}

#[test]
fn two_unnamed_layers_of_one_kind_are_an_error_that_says_to_name_them() {
    let r = &mut rng(16);
    let model = comp(linear(3, 3, r), linear(3, 3, r));
    let error = check_trace(&model, &x(2, 3, 17), 18, 1e-12).unwrap_err().to_string();
    assert!(error.contains("two tensors of the model are named `weight`"), "{error}");
}

/// A layer whose traced backward is off by a factor: the check must catch it.
struct Perturbed(Linear);

impl vjp_core::Params<f64> for Perturbed {
    type Grads = <Linear as vjp_core::Params<f64>>::Grads;
    fn visit_params<'a>(&'a self, f: &mut dyn FnMut(&'a [f64])) {
        self.0.visit_params(f)
    }
    fn visit_params_mut<'a>(&'a mut self, f: &mut dyn FnMut(&'a mut [f64])) {
        self.0.visit_params_mut(f)
    }
    fn zero_grads(&self) -> Self::Grads {
        self.0.zero_grads()
    }
}

impl Vjp<f64, Mat> for Perturbed {
    type Output = Mat;
    type Saved = <Linear as Vjp<f64, Mat>>::Saved;
    fn forward(&self, x: Mat) -> vjp_core::Result<(Mat, Self::Saved)> {
        self.0.forward(x)
    }
    fn backward(&self, saved: &Self::Saved, dy: &Mat) -> vjp_core::Result<(Mat, Self::Grads)> {
        self.0.backward(saved, dy)
    }
}

impl Trace<f64, Mat> for Perturbed {
    type In = Traced<Mat>;
    type Out = Traced<Mat>;
    type Kept = <Linear as Trace<f64, Mat>>::Kept;
    fn trace(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        x: Traced<Mat>,
    ) -> vjp_core::Result<(Traced<Mat>, Self::Kept)> {
        self.0.trace(g, params, x)
    }
    fn trace_back(
        &self,
        g: &mut Graph,
        params: &mut Parameters,
        kept: &Self::Kept,
        dy: Traced<Mat>,
    ) -> vjp_core::Result<Traced<Mat>> {
        let dx = self.0.trace_back(g, params, kept, dy)?;
        Ok(Traced::new(g.scale(dx.value(), 1.0 + 1e-9)?))
    }
}

#[test]
fn a_traced_backward_off_by_one_part_in_a_billion_fails_the_check_naming_the_value() {
    let r = &mut rng(19);
    let model = comp(Perturbed(linear(3, 3, r)), named("second", linear(3, 2, r)));
    let error = check_trace(&model, &x(2, 3, 20), 21, 1e-12).unwrap_err().to_string();
    assert!(error.contains("the input's gradient"), "{error}");
}

#[test]
fn derived_layers_trace_through_their_derivation() {
    use vjp_core::blocks::{attention_head, layer_norm, mlp};
    let r = &mut rng(22);
    let (tokens, d, heads) = (3, 4, 2);
    let sublayer = residual(comp(
        named(
            "norm",
            layer_norm::Layer::new(Vector::random((d,), r), Vector::random((d,), r), 1e-6),
        ),
        named(
            "mlp",
            mlp::Layer::new(
                Mat::random((d, 6), r),
                Vector::random((6,), r),
                Mat::random((6, d), r),
                Vector::random((d,), r),
                GeluKind::Erf,
            ),
        ),
    ));
    check_trace(&sublayer, &x(tokens, d, 23), 24, 1e-12).unwrap();
    // Attention as the per-head lift of the derived head, per example: the unfused form.
    let per_example = per_head::<_, usize>(attention_head::Layer::new(d / heads), heads, 3).unwrap();
    let attention = comp(comp(GroupRows::new(tokens), batch_map(per_example)), UngroupRows);
    let model = comp(named("qkv", linear(d, 3 * d, r)), attention);
    check_trace(&model, &x(2 * tokens, d, 25), 26, 1e-12).unwrap();
}

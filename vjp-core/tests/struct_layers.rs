//! Layers written as structs: `#[derive(Params)]` makes the fields the parameters (tensors,
//! nested layers, `Vec`s and arrays of them) and the struct its own gradient, addressed by
//! field, with each parameter's path; configuration fields are cloned, never visited.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::optim::Sgd;
use vjp_core::*;

type Mat<T> = Matrix<T, usize, usize>;

#[derive(Clone, Debug, Params)]
struct Mlp<T: Scalar> {
    w1: Mat<T>,
    b1: Vector<T, usize>,
    #[config]
    kind: GeluKind,
}

#[derive(Clone, Debug, Params)]
struct Model<T: Scalar> {
    embed: Mat<T>,
    blocks: Vec<Mlp<T>>,
    heads: [Vector<T, usize>; 2],
    eps: T,
    width: usize,
}

fn model(r: &mut StdRng) -> Model<f64> {
    let mlp = |r: &mut StdRng| Mlp {
        w1: Mat::random((2, 3), r),
        b1: Vector::random((3,), r),
        kind: GeluKind::Tanh,
    };
    Model {
        embed: Mat::random((1, 2), r),
        blocks: vec![mlp(r), mlp(r)],
        heads: [Vector::random((1,), r), Vector::random((2,), r)],
        eps: 1e-5,
        width: 7,
    }
}

#[test]
fn parameters_are_the_fields_in_order_with_their_paths() {
    let m = model(&mut StdRng::seed_from_u64(0));
    let mut named = Vec::new();
    m.visit_named_params(&mut |path, s| named.push((path.to_string(), s.len())));
    assert_eq!(
        named,
        [
            ("embed", 2),
            ("blocks.0.w1", 6),
            ("blocks.0.b1", 3),
            ("blocks.1.w1", 6),
            ("blocks.1.b1", 3),
            ("heads.0", 1),
            ("heads.1", 2),
        ]
        .map(|(p, n)| (p.to_string(), n))
    );
    let mut flat = Vec::new();
    m.visit_params(&mut |s| flat.extend_from_slice(s));
    assert_eq!(flat, m.to_flat());
}

#[test]
fn the_gradient_is_the_struct_addressed_by_field_with_configuration_kept() {
    let r = &mut StdRng::seed_from_u64(1);
    let m = model(r);
    let mut grads: Model<f64> = m.zero_grads();
    assert!(grads.to_flat().iter().all(|&v| v == 0.0));
    assert_eq!(
        (grads.eps, grads.width, grads.blocks[1].kind),
        (1e-5, 7, GeluKind::Tanh)
    );
    grads.blocks[1].w1.data_mut()[4] = 2.0;
    grads.heads[0].data_mut()[0] = -1.0;
    let mut twice = grads.clone();
    twice.add_assign(&grads).unwrap();
    assert_eq!(twice.blocks[1].w1.data()[4], 4.0);
    // An optimizer steps the struct by its gradient, field by field.
    let mut stepped = m.clone();
    Sgd::new(0.5, 0.0).step(&mut stepped, &grads).unwrap();
    assert_eq!(stepped.blocks[1].w1.data()[4], m.blocks[1].w1.data()[4] - 1.0);
    assert_eq!(stepped.heads[0].data()[0], m.heads[0].data()[0] + 0.5);
    assert_eq!(stepped.embed, m.embed);
}

#[test]
fn lists_of_different_lengths_do_not_add() {
    let r = &mut StdRng::seed_from_u64(2);
    let mut a = model(r);
    let mut b = a.clone();
    b.blocks.pop();
    assert!(a.add_assign(&b).is_err());
}

/// A derived struct's gradient moved into its zero (a field's first cotangent in a derived
/// pullback) is checked field by field, as adding it is: a weight of one size but another
/// shape, deep in a list, is refused; a gradient of the same shapes is moved in whole.
#[test]
fn a_struct_gradient_is_moved_in_only_with_every_fields_shape() {
    use vjp_core::macro_support::AddGradient;
    let r = &mut StdRng::seed_from_u64(3);
    let value = model(r);
    let mut other = model(r);
    let mut zero = value.zeros_like();
    zero.set_gradient(Some(other.clone())).unwrap();
    assert_eq!(zero.to_flat(), other.to_flat());
    other.blocks[1].w1 = Mat::random((3, 2), r);
    let mut zero = value.zeros_like();
    assert!(zero.check_like(&other).is_err());
    assert!(zero.set_gradient(Some(other.clone())).is_err());
    // Checked before anything moves: the refused gradient left the zero as it was.
    assert_eq!(zero.to_flat(), value.zeros_like().to_flat());
    assert!(zero.add_assign(&other).is_err());
}

/// RMSNorm with a learned gain, then a gated MLP, over a struct's fields: `&layer.field` is a
/// parameter, `layer.eps` configuration.
#[derive(Clone, Debug, Params)]
struct Gated<T: Scalar> {
    w: Mat<T>,
    b: Vector<T, usize>,
    v: Mat<T>,
    eps: T,
}

#[vjp(crate = vjp_core)]
fn gated<T: Scalar>(layer: &Gated<T>, x: &Mat<T>) -> Result<Mat<T>> {
    let h = dense(x, &layer.w, &layer.b)?;
    let gate = sigmoid(&matmul(x, &layer.v)?);
    let scaled = scale(&h, layer.eps);
    Ok(&(&h * &gate) + &matmul(&scaled, &transpose(&layer.w))?)
}

#[test]
fn a_struct_argument_gets_its_gradient_as_the_struct() {
    let r = &mut StdRng::seed_from_u64(4);
    let layer = Gated {
        w: Mat::random((3, 3), r),
        b: Vector::random((3,), r),
        v: Mat::random((3, 3), r),
        eps: 0.7,
    };
    let x = Mat::random((2, 3), r);
    let (y, pullback) = gated::vjp(&layer, &x).unwrap();
    let dy = Mat::random((2, 3), r);
    let (grads, dx): (Gated<f64>, Mat<f64>) = pullback(&layer, &x, &y, &dy).unwrap();
    assert_eq!(grads.eps, 0.7);
    // Central differences of <y, dy> in every parameter (by field) and the input.
    let loss = |l: &Gated<f64>, x: &Mat<f64>| gated(l, x).unwrap().dot(&dy).unwrap();
    let h = 1e-6;
    let mut numeric = layer.zero_grads();
    let mut k = 0;
    let flat = layer.to_flat();
    numeric.visit_mut(&mut |s| {
        for v in s.iter_mut() {
            let shifted = |delta: f64| {
                let mut l = layer.clone();
                let mut j = 0;
                l.visit_mut(&mut |t| {
                    for u in t.iter_mut() {
                        if j == k {
                            *u = flat[k] + delta;
                        }
                        j += 1;
                    }
                });
                loss(&l, &x)
            };
            *v = (shifted(h) - shifted(-h)) / (2.0 * h);
            k += 1;
        }
    });
    let rel = |a: &[f64], b: &[f64]| {
        let d: f64 = a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum::<f64>().sqrt();
        d / b.iter().map(|y| y * y).sum::<f64>().sqrt()
    };
    assert!(
        rel(&grads.to_flat(), &numeric.to_flat()) < 1e-8,
        "{}",
        rel(&grads.to_flat(), &numeric.to_flat())
    );
    let mut numeric_x = x.zeros_like();
    for i in 0..x.numel() {
        let at = |delta: f64| {
            let mut y = x.clone();
            y.data_mut()[i] += delta;
            loss(&layer, &y)
        };
        numeric_x.data_mut()[i] = (at(h) - at(-h)) / (2.0 * h);
    }
    assert!(rel(dx.data(), numeric_x.data()) < 1e-8);
}

/// A pre-norm residual block as users write it: a struct, and `forward(&self, x)`.
#[derive(Clone, Debug, Params)]
struct Residual<T: Scalar> {
    gain: Vector<T, usize>,
    bias: Vector<T, usize>,
    up: Mat<T>,
    down: Mat<T>,
    eps: T,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Residual<T> {
    /// A new block of width `d` and hidden width `h`.
    fn new(d: usize, h: usize, r: &mut StdRng) -> Self {
        Residual {
            gain: Vector::random((d,), r),
            bias: Vector::random((d,), r),
            up: Mat::random((d, h), r),
            down: Mat::random((h, d), r),
            eps: T::from_f64(1e-5),
        }
    }

    #[vjp(check(self = Residual::new(4, 6, &mut StdRng::seed_from_u64(0)), x = Mat::random((3, 4), &mut StdRng::seed_from_u64(1))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let normed = row_bias(&row_scale(&layer_norm_rows(x, self.eps)?, &self.gain)?, &self.bias)?;
        let hidden = silu(&matmul(&normed, &self.up)?);
        Ok(x + &matmul(&hidden, &self.down)?)
    }
}

#[test]
fn a_struct_with_a_forward_method_is_a_witness_checked_by_field() {
    let r = &mut StdRng::seed_from_u64(5);
    let block = Residual::<f64>::new(4, 6, r);
    let x = Mat::random((3, 4), r);
    let y = block.forward(&x).unwrap();
    assert_eq!(y, Vjp::apply(&block, x.clone()).unwrap());
    gradcheck::assert_vjp_with_params(&block, &x, 1e-6);
    // Its gradient is a `Residual`, addressed by field; it composes like any witness.
    let (out, saved) = Vjp::forward(&block, x.clone()).unwrap();
    let (_, grads): (Mat<f64>, Residual<f64>) = block.backward(&saved, &out).unwrap();
    assert_eq!(grads.eps, block.eps);
    assert!(grads.up.data().iter().any(|&v| v != 0.0));
    gradcheck::assert_vjp_with_params(&comp(block.clone(), block), &x, 1e-6);
}

/// A layer holding layers: its forward calls theirs.
#[derive(Clone, Debug, Params)]
struct Tower<T: Scalar> {
    first: Residual<T>,
    second: Residual<T>,
    head: Mat<T>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Tower<T> {
    #[vjp]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let h = self.first.forward(x)?;
        let k = self.second.forward(&h)?;
        // The first block again: its gradient is the sum over both uses.
        let again = self.first.forward(&k)?;
        matmul(&again, &self.head)
    }
}

#[test]
fn nested_layers_get_their_gradients_in_their_fields() {
    let r = &mut StdRng::seed_from_u64(6);
    let tower = Tower {
        first: Residual::<f64>::new(4, 5, r),
        second: Residual::new(4, 3, r),
        head: Mat::random((4, 2), r),
    };
    let x = Mat::random((3, 4), r);
    gradcheck::assert_vjp_with_params(&tower, &x, 1e-6);
    let (y, saved) = Vjp::forward(&tower, x.clone()).unwrap();
    let (_, grads) = tower.backward(&saved, &y).unwrap();
    let mut named = Vec::new();
    grads.visit_named_params(&mut |path, _| named.push(path.to_string()));
    assert_eq!(named[..2], ["first.gain", "first.bias"]);
    assert_eq!(named.last().map(String::as_str), Some("head"));
}

/// A stack of blocks in a `Vec`, applied in order (`self.blocks.forward(&h)?`), between an
/// embedding and a head.
#[derive(Clone, Debug, Params)]
struct Stack<T: Scalar> {
    embed: Mat<T>,
    blocks: Vec<Residual<T>>,
    head: Mat<T>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Stack<T> {
    #[vjp]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let h = self.blocks.forward(&matmul(x, &self.embed)?)?;
        matmul(&h, &self.head)
    }
}

#[test]
fn a_vec_of_blocks_is_their_tower_with_a_gradient_per_block() {
    let r = &mut StdRng::seed_from_u64(7);
    let stack = Stack {
        embed: Mat::random((3, 4), r),
        blocks: (0..3).map(|_| Residual::<f64>::new(4, 5, r)).collect(),
        head: Mat::random((4, 2), r),
    };
    let x = Mat::random((2, 3), r);
    gradcheck::assert_vjp_with_params(&stack, &x, 1e-6);
    let (y, saved) = Vjp::forward(&stack, x.clone()).unwrap();
    let (_, grads) = stack.backward(&saved, &y).unwrap();
    assert_eq!(grads.blocks.len(), 3);
    let mut named = Vec::new();
    grads.visit_named_params(&mut |path, _| named.push(path.to_string()));
    assert!(named.contains(&"blocks.2.down".to_string()), "{named:?}");
    // The same tower as `chain` of the blocks.
    let chained = chain(stack.blocks.clone());
    let h = matmul(&x, &stack.embed).unwrap();
    assert_eq!(stack.blocks.apply(h.clone()).unwrap(), chained.apply(h).unwrap());
}

/// A method not named `forward`, with arguments of its own: `NAME_vjp` gives it with its
/// pullback, the layer's gradient a struct like the layer.
#[derive(Clone, Debug, Params)]
struct Mixer<T: Scalar> {
    w: Mat<T>,
    gain: Vector<T, usize>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Mixer<T> {
    #[vjp]
    fn mix(&self, a: &Mat<T>, b: &Mat<T>, weight: T) -> Result<Mat<T>> {
        let blended = &(a * weight) + &matmul(b, &self.w)?;
        row_scale(&tanh(&blended), &self.gain)
    }
}

#[test]
fn another_method_gets_its_vjp() {
    let r = &mut StdRng::seed_from_u64(8);
    let mixer = Mixer {
        w: Mat::<f64>::random((3, 3), r),
        gain: Vector::random((3,), r),
    };
    let (a, b) = (Mat::random((2, 3), r), Mat::random((2, 3), r));
    let (y, pullback) = mixer.mix_vjp(&a, &b, 0.7).unwrap();
    assert_eq!(y, mixer.mix(&a, &b, 0.7).unwrap());
    let dy = Mat::random((2, 3), r);
    let (da, grads, db, _) = pullback(&a, &mixer, &b, &0.7, &y, &dy).unwrap();
    let grads: Mixer<f64> = grads;
    // Central differences of <mix, dy> in one entry of each gradient.
    let loss = |m: &Mixer<f64>, a: &Mat<f64>, b: &Mat<f64>| m.mix(a, b, 0.7).unwrap().dot(&dy).unwrap();
    let h = 1e-6;
    let shifted = |k: usize, delta: f64| {
        let (mut m, mut a2, mut b2) = (mixer.clone(), a.clone(), b.clone());
        match k {
            0 => a2.data_mut()[1] += delta,
            1 => b2.data_mut()[4] += delta,
            2 => m.w.data_mut()[5] += delta,
            _ => m.gain.data_mut()[2] += delta,
        }
        loss(&m, &a2, &b2)
    };
    let numeric = |k: usize| (shifted(k, h) - shifted(k, -h)) / (2.0 * h);
    let analytic = [da.data()[1], db.data()[4], grads.w.data()[5], grads.gain.data()[2]];
    for (k, want) in analytic.iter().enumerate() {
        assert!(
            (numeric(k) - want).abs() < 1e-8 * want.abs().max(1.0),
            "{k}: {} vs {want}",
            numeric(k)
        );
    }
}

/// The library's layers as fields: a generated witness (`Dense`, `layer_norm::Layer`) is its
/// own gradient too, so it nests in a struct layer, is called by its `forward`, and exports.
#[derive(Clone, Debug, Params)]
struct PreNorm<T: Scalar> {
    norm: blocks::layer_norm::Layer<T, usize>,
    fc: Dense<T, usize, usize>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> PreNorm<T> {
    fn new(d: usize, r: &mut StdRng) -> Self {
        PreNorm {
            norm: blocks::layer_norm::Layer::new(Vector::random((d,), r), Vector::random((d,), r), T::from_f64(1e-5)),
            fc: Dense::new(Mat::random((d, d), r), Vector::random((d,), r)),
        }
    }

    #[vjp(trace, check(self = PreNorm::new(3, &mut StdRng::seed_from_u64(40)), x = Mat::random((2, 3), &mut StdRng::seed_from_u64(41))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let h = self.norm.forward(x)?;
        let y = self.fc.forward(&h)?;
        x + &tanh(&y)
    }
}

#[test]
fn library_layers_nest_with_their_gradients_by_field() {
    let r = &mut StdRng::seed_from_u64(42);
    let layer = PreNorm::<f64>::new(3, r);
    let x = Mat::random((4, 3), r);
    let h = blocks::layer_norm(&x, &layer.norm.gamma, &layer.norm.beta, layer.norm.eps).unwrap();
    let y = dense(&h, &layer.fc.weight, &layer.fc.bias).unwrap();
    assert_eq!(layer.forward(&x).unwrap(), add(&x, &tanh(&y)).unwrap());
    gradcheck::assert_vjp_with_params(&layer, &x, 1e-6);
    let (out, saved) = Vjp::forward(&layer, x.clone()).unwrap();
    let (_, grads) = layer.backward(&saved, &out).unwrap();
    assert_eq!(grads.norm.eps, layer.norm.eps);
    assert!(grads.fc.weight.data().iter().any(|&v| v != 0.0));
    let mut named = Vec::new();
    grads.visit_named_params(&mut |path, _| named.push(path.to_string()));
    assert_eq!(named, ["norm.gamma", "norm.beta", "fc.weight", "fc.bias"]);
}

#[test]
fn a_struct_layer_is_one_tape_node_with_its_witness_gradients() {
    use vjp_core::tape::{ParamNodes, Record, Tape};
    let r = &mut StdRng::seed_from_u64(43);
    let layer = PreNorm::<f64>::new(3, r);
    let x = Mat::random((4, 3), r);
    let (y, saved) = Vjp::forward(&layer, x.clone()).unwrap();
    let dy = Mat::random((4, 3), r);
    let (dx, grads) = layer.backward(&saved, &dy).unwrap();
    let mut tape = Tape::new();
    let input = tape.leaf(x.into(), true);
    let mut params = ParamNodes::new();
    let output = layer.record(&mut tape, input, &mut params).unwrap();
    assert_eq!(tape.value(output).unwrap(), &y.into());
    let sweep = tape.backward_dense_all(output, dy.into()).unwrap();
    assert_eq!(sweep[input].data(), dx.data());
    let tape_grads: Vec<f64> = params.ids.iter().flat_map(|&id| sweep[id].data().to_vec()).collect();
    assert_eq!(tape_grads, grads.to_flat());
    assert_eq!(params.ids.len(), 4);
}

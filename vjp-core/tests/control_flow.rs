//! Loops and branches in derived bodies: `for` over configuration and over the layers of a
//! list, with `let mut` accumulators; `if`/`else` and `match` on configuration. Each
//! function's generated check holds its derived backward to central differences (with
//! `trace`, also its derived graph to the Rust pullback at 1e-12); the tests pin the values
//! and the gradients' layout.

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::*;

type Mat<T> = Matrix<T, usize, usize>;

/// `h ← (h W) / (i + 1) + x`, `n` times: the loop's index in a constant, the input and the
/// weight read by every iteration (their gradients summed over the iterations); a shape read
/// in the step (read off the graph when exported).
#[vjp(crate = vjp_core, trace, check(N = 2, D = 3, n = 3))]
fn series<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, w: &Matrix<T, D, D>, n: usize) -> Result<Matrix<T, N, D>> {
    let mut h = x.clone();
    for i in 0..n {
        let step = T::from_usize(h.ncols()) / T::from_usize(x.ncols() * (i + 1));
        h = &(&matmul(&h, w)? * step) + x;
    }
    Ok(tanh(&h))
}

#[test]
fn a_loop_over_a_range_is_its_unrolled_sum() {
    let r = &mut StdRng::seed_from_u64(1);
    let (x, w) = (Mat::<f64>::random((2, 3), r), Mat::random((3, 3), r));
    let mut h = x.clone();
    for i in 0..4 {
        h = add(&scale(&matmul(&h, &w).unwrap(), 1.0 / (i + 1) as f64), &x).unwrap();
    }
    assert_eq!(series(&x, &w, 4).unwrap(), tanh(&h));
    // No iteration: the accumulator's first version, and its gradient passes straight through.
    let (y, pullback) = series::vjp(&x, &w, &0).unwrap();
    assert_eq!(y, tanh(&x));
    let dy = Mat::random((2, 3), r);
    let (dx, dw, _) = pullback(&x, &w, &0, &y, &dy).unwrap();
    assert_eq!(dx, tanh::vjp(&x).unwrap().1(&x, &y, &dy).unwrap().0);
    assert!(dw.data().iter().all(|&v| v == 0.0));
}

/// Two accumulators in one loop, one read by the other after its assignment, and `+=`.
#[vjp(crate = vjp_core, trace, check(S = (Const<2>, Const<3>), n = 3))]
fn coupled<T: Scalar, S: Shape>(x: &Tensor<T, S>, y: &Tensor<T, S>, n: usize) -> Result<Tensor<T, S>> {
    let mut a = x.clone();
    let mut b = y * x;
    for _ in 0..n {
        a = &sigmoid(&a) * &b;
        b += &tanh(&a);
    }
    Ok(&a - &b)
}

#[test]
fn accumulators_read_their_newest_versions_in_order() {
    let r = &mut StdRng::seed_from_u64(2);
    let (x, y) = (Mat::<f64>::random((2, 3), r), Mat::random((2, 3), r));
    let (mut a, mut b) = (x.clone(), mul(&y, &x).unwrap());
    for _ in 0..3 {
        a = mul(&sigmoid(&a), &b).unwrap();
        b = add(&b, &tanh(&a)).unwrap();
    }
    assert_eq!(coupled(&x, &y, 3).unwrap(), sub(&a, &b).unwrap());
}

/// An activation chosen by configuration: a `match` with a binding, an `if` chain, and an arm
/// that gives its input unchanged (a copy) or a constant-free scaling.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Activation {
    Silu,
    Scaled(f64),
    Identity,
}

#[vjp(crate = vjp_core, trace, check(N = 2, D = 3, activation = Activation::Scaled(0.5), residual = true))]
fn activated<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, D>,
    activation: Activation,
    residual: bool,
) -> Result<Matrix<T, N, D>> {
    let h = matmul(x, w)?;
    let a = match activation {
        Activation::Silu => silu(&h),
        Activation::Scaled(c) => {
            let k = T::from_f64(c);
            &tanh(&h) * k
        }
        Activation::Identity => h.clone(),
    };
    if residual {
        &a + x
    } else if activation == Activation::Identity {
        a.clone()
    } else {
        Ok(&a * &a)
    }
}

#[test]
fn each_arm_is_derived_and_checked() {
    let r = &mut StdRng::seed_from_u64(3);
    let (x, w) = (Mat::<f64>::random((2, 3), r), Mat::random((3, 3), r));
    let h = matmul(&x, &w).unwrap();
    assert_eq!(
        activated(&x, &w, Activation::Silu, true).unwrap(),
        add(&silu(&h), &x).unwrap()
    );
    assert_eq!(activated(&x, &w, Activation::Identity, false).unwrap(), h);
    let scaled = scale(&tanh(&h), 0.25);
    assert_eq!(
        activated(&x, &w, Activation::Scaled(0.25), false).unwrap(),
        mul(&scaled, &scaled).unwrap()
    );
    // Every arm against central differences, not only the one the generated check takes.
    for activation in [Activation::Silu, Activation::Scaled(-1.5), Activation::Identity] {
        for residual in [false, true] {
            let f = |x: &Mat<f64>, w: &Mat<f64>| activated(x, w, activation, residual);
            let (y, pullback) = activated::vjp(&x, &w, &activation, &residual).unwrap();
            let dy = Mat::random((2, 3), r);
            let (dx, dw, _, _) = pullback(&x, &w, &activation, &residual, &y, &dy).unwrap();
            assert_close(&dx, &numeric(|x| f(x, &w).unwrap().dot(&dy).unwrap(), &x));
            assert_close(&dw, &numeric(|w| f(&x, w).unwrap().dot(&dy).unwrap(), &w));
        }
    }
}

/// Central differences of `loss` at `at`.
fn numeric(loss: impl Fn(&Mat<f64>) -> f64, at: &Mat<f64>) -> Mat<f64> {
    let mut out = at.zeros_like();
    for k in 0..at.numel() {
        let shifted = |delta: f64| {
            let mut p = at.clone();
            p.data_mut()[k] += delta;
            loss(&p)
        };
        out.data_mut()[k] = (shifted(1e-6) - shifted(-1e-6)) / 2e-6;
    }
    out
}

fn assert_close(got: &Mat<f64>, want: &Mat<f64>) {
    let err: f64 = got
        .data()
        .iter()
        .zip(want.data())
        .map(|(a, b)| (a - b) * (a - b))
        .sum::<f64>()
        .sqrt();
    let norm: f64 = want.data().iter().map(|b| b * b).sum::<f64>().sqrt();
    assert!(err <= 1e-7 * norm.max(1.0), "{err} against {norm}");
}

/// A pre-norm residual block (public: a free function over a list of them, below, keeps the
/// list in its witness), and a stack of them as users write it: a loop over the `Vec`
/// field, each block's output added into the accumulator.
#[derive(Clone, Debug, Params)]
pub struct Block<T: Scalar> {
    gain: Vector<T, usize>,
    up: Mat<T>,
    down: Mat<T>,
    #[config]
    gated: bool,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Block<T> {
    fn new(d: usize, h: usize, gated: bool, r: &mut StdRng) -> Self {
        Block {
            gain: Vector::random((d,), r),
            up: Mat::random((d, h), r),
            down: Mat::random((h, d), r),
            gated,
        }
    }

    #[vjp(trace, check(self = Block::new(3, 4, true, &mut StdRng::seed_from_u64(0)), x = Mat::random((2, 3), &mut StdRng::seed_from_u64(1))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let normed = row_scale(&layer_norm_rows(x, T::from_f64(1e-5))?, &self.gain)?;
        let hidden = matmul(&normed, &self.up)?;
        let active = if self.gated {
            &silu(&hidden) * &hidden
        } else {
            gelu(&hidden, GeluKind::Tanh)
        };
        matmul(&active, &self.down)
    }
}

#[derive(Clone, Debug, Params)]
struct Stack<T: Scalar> {
    embed: Mat<T>,
    blocks: Vec<Block<T>>,
    head: Mat<T>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Stack<T> {
    fn new(depth: usize, r: &mut StdRng) -> Self {
        Stack {
            embed: Mat::random((2, 3), r),
            blocks: (0..depth).map(|k| Block::new(3, 4, k % 2 == 0, r)).collect(),
            head: Mat::random((3, 2), r),
        }
    }

    #[vjp(trace, check(self = Stack::new(3, &mut StdRng::seed_from_u64(2)), x = Mat::random((2, 2), &mut StdRng::seed_from_u64(3))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let mut h = matmul(x, &self.embed)?;
        for block in &self.blocks {
            let y = block.forward(&h)?;
            h = &h + &y;
        }
        matmul(&h, &self.head)
    }
}

#[test]
fn a_loop_over_the_blocks_is_their_residual_tower_with_a_gradient_per_block() {
    let r = &mut StdRng::seed_from_u64(4);
    let stack = Stack::<f64>::new(4, r);
    let x = Mat::random((5, 2), r);
    let mut h = matmul(&x, &stack.embed).unwrap();
    for block in &stack.blocks {
        h = add(&h, &block.forward(&h).unwrap()).unwrap();
    }
    assert_eq!(stack.forward(&x).unwrap(), matmul(&h, &stack.head).unwrap());
    gradcheck::assert_vjp_with_params(&stack, &x, 1e-6);
    let (y, saved) = Vjp::forward(&stack, x.clone()).unwrap();
    let (_, grads) = stack.backward(&saved, &y).unwrap();
    assert_eq!(grads.blocks.len(), 4);
    assert_eq!(
        grads.blocks.iter().map(|b| b.gated).collect::<Vec<_>>(),
        [true, false, true, false]
    );
    assert!(grads.blocks[3].down.data().iter().any(|&v| v != 0.0));
    // No blocks: the embedding and the head alone.
    let empty = Stack {
        blocks: Vec::new(),
        ..stack
    };
    gradcheck::assert_vjp_with_params(&empty, &x, 1e-6);
}

/// A loop whose body reads a parameter from outside it in every iteration (its gradient the
/// sum over the iterations) and branches on configuration; the accumulator is used after the
/// loop twice.
#[derive(Clone, Debug, Params)]
struct Shared<T: Scalar> {
    blocks: Vec<Block<T>>,
    gain: Vector<T, usize>,
    #[config]
    halve: bool,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Shared<T> {
    fn new(depth: usize, halve: bool, r: &mut StdRng) -> Self {
        Shared {
            blocks: (0..depth).map(|k| Block::new(3, 2, k == 1, r)).collect(),
            gain: Vector::random((3,), r),
            halve,
        }
    }

    #[vjp(trace, check(self = Shared::new(3, true, &mut StdRng::seed_from_u64(5)), x = Mat::random((2, 3), &mut StdRng::seed_from_u64(6))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let mut h = x.clone();
        for block in self.blocks.iter() {
            let y = block.forward(&row_scale(&h, &self.gain)?)?;
            let z = if self.halve { &y * T::from_f64(0.5) } else { y.clone() };
            h = &h + &z;
        }
        let last = tanh(&h);
        Ok(&last * &h)
    }
}

#[test]
fn a_parameter_read_in_every_iteration_gets_the_sum_of_its_gradients() {
    let r = &mut StdRng::seed_from_u64(7);
    for halve in [false, true] {
        let shared = Shared::<f64>::new(3, halve, r);
        let x = Mat::random((4, 3), r);
        gradcheck::assert_vjp_with_params(&shared, &x, 1e-6);
    }
}

/// A free function over a list of layers: the list is an argument, its gradient a list.
#[vjp(crate = vjp_core, trace, check(x = Mat::random((2, 3), &mut StdRng::seed_from_u64(8)), blocks = Shared::new(2, false, &mut StdRng::seed_from_u64(9)).blocks))]
fn tower<T: Scalar>(x: &Mat<T>, blocks: &Vec<Block<T>>) -> Result<Mat<T>> {
    let mut h = x.clone();
    for block in blocks {
        h = block.forward(&h)?;
    }
    Ok(h)
}

#[test]
fn a_list_argument_gets_a_list_gradient() {
    let r = &mut StdRng::seed_from_u64(10);
    let blocks = Shared::<f64>::new(3, false, r).blocks;
    let x = Mat::random((2, 3), r);
    let (y, pullback) = tower::vjp(&x, &blocks).unwrap();
    let mut h = x.clone();
    for block in &blocks {
        h = block.forward(&h).unwrap();
    }
    assert_eq!(y, h);
    let (_, grads) = pullback(&x, &blocks, &y, &y).unwrap();
    assert_eq!(grads.len(), 3);
    let mut named = Vec::new();
    grads.visit_named("blocks", &mut |path, _| named.push(path.to_string()));
    assert_eq!(named.first().map(String::as_str), Some("blocks.0.gain"));
}

/// An array of layers, and a nested layer called in every iteration (its gradient the sum
/// over the iterations).
#[derive(Clone, Debug, Params)]
struct Paired<T: Scalar> {
    layers: [Block<T>; 2],
    shared: Block<T>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Paired<T> {
    #[vjp(trace, check(self = Paired { layers: [Block::new(3, 2, true, &mut StdRng::seed_from_u64(11)), Block::new(3, 2, false, &mut StdRng::seed_from_u64(12))], shared: Block::new(3, 4, true, &mut StdRng::seed_from_u64(13)) }, x = Mat::random((2, 3), &mut StdRng::seed_from_u64(14))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let mut h = x.clone();
        for layer in &self.layers {
            let mixed = self.shared.forward(&h)?;
            h = &layer.forward(&mixed)? + &h;
        }
        Ok(h)
    }
}

/// An enumerated loop over layers: the index is configuration, here a weight per block.
#[vjp(crate = vjp_core, trace, check(x = Mat::random((2, 3), &mut StdRng::seed_from_u64(15)), blocks = Shared::new(3, false, &mut StdRng::seed_from_u64(16)).blocks))]
fn weighted_tower<T: Scalar>(x: &Mat<T>, blocks: &Vec<Block<T>>) -> Result<Mat<T>> {
    let mut h = x.clone();
    for (i, block) in blocks.iter().enumerate() {
        let y = block.forward(&h)?;
        h += &(&y * T::from_usize(i + 1));
    }
    Ok(h)
}

#[test]
fn an_enumerated_loop_reads_its_index() {
    let r = &mut StdRng::seed_from_u64(17);
    let blocks = Shared::<f64>::new(3, false, r).blocks;
    let x = Mat::random((2, 3), r);
    let mut h = x.clone();
    for (i, block) in blocks.iter().enumerate() {
        h = add(&h, &scale(&block.forward(&h).unwrap(), (i + 1) as f64)).unwrap();
    }
    assert_eq!(weighted_tower(&x, &blocks).unwrap(), h);
}

/// A loop's constant bound by a pattern, read by a call in every iteration.
#[vjp(crate = vjp_core, check(N = 2, D = 3, n = 2))]
fn patterned<T: Scalar, N: Dim, D: Dim>(x: &Matrix<T, N, D>, n: usize) -> Result<Matrix<T, N, D>> {
    let mut h = x.clone();
    for i in 0..n {
        let (factor, _unused) = (T::from_usize(i + 2), i);
        h = scale(&tanh(&h), factor);
    }
    Ok(h)
}

/// Struct layers export as any witness does: in a combinator, their tensors are graph inputs
/// named by their paths below the combinator's (`model.1.up`), and the traced step's gradients
/// are the witness's.
#[test]
fn struct_layers_in_combinators_export_with_their_tensors_named_by_path() {
    let r = &mut StdRng::seed_from_u64(18);
    let blocks: Vec<Block<f64>> = (0..2).map(|k| Block::new(3, 4, k == 0, r)).collect();
    let model = named("model", chain(blocks.clone()));
    let x = Mat::random((4, 3), r);
    hlo::check_trace(&model, &x, 19, 1e-12).unwrap();
    let loss = SoftmaxCrossEntropy::new(vec![0, 1, 2, 0], 0.0);
    let step = hlo::train_step(
        &model,
        &loss,
        ("x", &x),
        hlo::Optimizer::sgd(0.0),
        hlo::Parameters::new(),
    )
    .unwrap();
    let names: Vec<&str> = step.gradients.iter().map(|(name, _)| name.as_str()).collect();
    let mut want = Vec::new();
    for (k, block) in blocks.iter().enumerate() {
        block.visit_named_params(&mut |path, _| want.push(format!("model.{k}.{path}")));
    }
    assert_eq!(names, want);
    assert_eq!(names[..3], ["model.0.gain", "model.0.up", "model.0.down"]);
    let stack = Stack::<f64>::new(2, r);
    hlo::check_trace(&stack, &Mat::random((3, 2), r), 20, 1e-12).unwrap();
}

/// Loops inside loops: the inner loop reassigns the outer loop's accumulator `h` and one
/// declared in the outer body (`g`, which starts again in each outer iteration); the inner
/// step reads both loops' indices.
#[vjp(crate = vjp_core, trace, check(N = 2, D = 3, n = 2, m = 3))]
fn nested<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, D>,
    n: usize,
    m: usize,
) -> Result<Matrix<T, N, D>> {
    let mut h = x.clone();
    for i in 0..n {
        let mut g = tanh(&h);
        for j in 0..m {
            let step = T::from_f64(1.0 / (i + j + 1) as f64);
            g = &(&matmul(&g, w)? * step) + &h;
            h = &h + &sigmoid(&g);
        }
        h = &h * &g;
    }
    Ok(h)
}

#[test]
fn a_loop_inside_a_loop_is_its_unrolled_nest() {
    let r = &mut StdRng::seed_from_u64(21);
    let (x, w) = (Mat::<f64>::random((2, 3), r), Mat::random((3, 3), r));
    let mut h = x.clone();
    for i in 0..3 {
        let mut g = tanh(&h);
        for j in 0..2 {
            let step = 1.0 / (i + j + 1) as f64;
            g = add(&scale(&matmul(&g, &w).unwrap(), step), &h).unwrap();
            h = add(&h, &sigmoid(&g)).unwrap();
        }
        h = mul(&h, &g).unwrap();
    }
    assert_eq!(nested(&x, &w, 3, 2).unwrap(), h);
    // An empty inner loop: each outer iteration is `h * tanh(h)`.
    assert_eq!(nested(&x, &w, 1, 0).unwrap(), mul(&x, &tanh(&x)).unwrap());
}

/// Groups of blocks: a loop over the groups and, in each, a loop over the group's blocks
/// (a field of the outer loop's layer); each block's gradient lands in
/// `grads.groups[i].blocks[j]`, each group's gain in `grads.groups[i].gain`.
#[derive(Clone, Debug, Params)]
struct Group<T: Scalar> {
    blocks: Vec<Block<T>>,
    gain: Vector<T, usize>,
}

#[derive(Clone, Debug, Params)]
struct Grouped<T: Scalar> {
    groups: Vec<Group<T>>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Grouped<T> {
    fn new(sizes: &[usize], r: &mut StdRng) -> Self {
        let groups = sizes
            .iter()
            .map(|&n| Group {
                blocks: (0..n).map(|k| Block::new(3, 2, k % 2 == 1, r)).collect(),
                gain: Vector::random((3,), r),
            })
            .collect();
        Grouped { groups }
    }

    #[vjp(trace, check(self = Grouped::new(&[2, 1], &mut StdRng::seed_from_u64(22)), x = Mat::random((2, 3), &mut StdRng::seed_from_u64(23))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let mut h = x.clone();
        for group in &self.groups {
            for block in &group.blocks {
                h = &h + &block.forward(&h)?;
            }
            h = row_scale(&h, &group.gain)?;
        }
        Ok(h)
    }
}

#[test]
fn a_loop_over_a_layers_list_of_layers_fills_each_gradient() {
    let r = &mut StdRng::seed_from_u64(24);
    let grouped = Grouped::<f64>::new(&[2, 0, 3], r);
    let x = Mat::random((4, 3), r);
    let mut h = x.clone();
    for group in &grouped.groups {
        for block in &group.blocks {
            h = add(&h, &block.forward(&h).unwrap()).unwrap();
        }
        h = row_scale(&h, &group.gain).unwrap();
    }
    assert_eq!(grouped.forward(&x).unwrap(), h);
    gradcheck::assert_vjp_with_params(&grouped, &x, 1e-6);
    let (y, saved) = Vjp::forward(&grouped, x.clone()).unwrap();
    let (_, grads) = grouped.backward(&saved, &y).unwrap();
    let sizes: Vec<usize> = grads.groups.iter().map(|g| g.blocks.len()).collect();
    assert_eq!(sizes, [2, 0, 3]);
    assert!(grads.groups[2].blocks[2].up.data().iter().any(|&v| v != 0.0));
    hlo::check_trace(&grouped, &x, 25, 1e-12).unwrap();
}

/// A loop that collects a value per iteration (`outs.push(o)`), read after it as one matrix
/// (`concat_cols_list`, PyTorch's `torch.cat(outs, dim=1)`): each value's cotangent is its
/// block of the list's.
#[vjp(crate = vjp_core, trace, check(N = 3, D = 4, heads = 3))]
fn side_by_side<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, D>,
    heads: usize,
) -> Result<Matrix<T, N, usize>> {
    let mut outs = Vec::new();
    for h in 0..heads {
        let o = tanh(&(&matmul(x, w)? * T::from_usize(h + 1)));
        outs.push(o);
    }
    concat_cols_list(&outs)
}

/// Pushes of every kind: a value read again after its push, a computed expression, an
/// accumulator's version and an argument (copied in); the list read twice.
#[vjp(crate = vjp_core, trace, check(N = 2, D = 3, n = 2))]
fn collected<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, D, D>,
    n: usize,
) -> Result<Matrix<T, usize, D>> {
    let mut rows = Vec::with_capacity(4 * n);
    let mut h = x.clone();
    for i in 0..n {
        h = tanh(&matmul(&h, w)?);
        let y = &h * T::from_usize(i + 1);
        rows.push(y);
        let z = sigmoid(&y);
        rows.push(&z + x);
        rows.push(h);
        rows.push(x);
    }
    let tall = concat_rows_list(&rows)?;
    let again = concat_rows_list(&rows)?;
    Ok(&tall * &again)
}

/// A list declared in a loop's body, filled by the loop inside it and read after that loop,
/// in each outer iteration.
#[vjp(crate = vjp_core, trace, check(N = 2, D = 3, w = Matrix::random((6, Const), &mut StdRng::seed_from_u64(29)), n = 2))]
fn widened<T: Scalar, N: Dim, D: Dim>(
    x: &Matrix<T, N, D>,
    w: &Matrix<T, usize, D>,
    n: usize,
) -> Result<Matrix<T, N, D>> {
    let mut h = x.clone();
    for i in 0..n {
        let mut parts = Vec::new();
        for j in 0..2 {
            parts.push(&tanh(&h) * T::from_usize(i + j + 1));
        }
        let wide = concat_cols_list(&parts)?;
        h = matmul(&wide, w)?;
    }
    Ok(h)
}

#[test]
fn a_collecting_loop_is_the_concatenation_of_its_values() {
    let r = &mut StdRng::seed_from_u64(30);
    let (x, w) = (Mat::<f64>::random((3, 4), r), Mat::random((4, 4), r));
    let want: Vec<Mat<f64>> = (0..3)
        .map(|h| tanh(&scale(&matmul(&x, &w).unwrap(), (h + 1) as f64)))
        .collect();
    assert_eq!(side_by_side(&x, &w, 3).unwrap(), concat_cols_list(&want).unwrap());
    // No iteration: an empty list, which concatenation refuses with an error.
    assert!(side_by_side(&x, &w, 0).is_err());
    let x = Mat::<f64>::random((2, 3), r);
    let (w3, w6) = (Mat::random((3, 3), r), Mat::random((6, 3), r));
    let mut rows = Vec::new();
    let mut h = x.clone();
    for i in 0..3 {
        h = tanh(&matmul(&h, &w3).unwrap());
        let y = scale(&h, (i + 1) as f64);
        rows.extend([y.clone(), add(&sigmoid(&y), &x).unwrap(), h.clone(), x.clone()]);
    }
    let tall = concat_rows_list(&rows).unwrap();
    assert_eq!(collected(&x, &w3, 3).unwrap(), mul(&tall, &tall).unwrap());
    let mut h = x.clone();
    for i in 0..2 {
        let parts: Vec<Mat<f64>> = (0..2).map(|j| scale(&tanh(&h), (i + j + 1) as f64)).collect();
        h = matmul(&concat_cols_list(&parts).unwrap(), &w6).unwrap();
    }
    assert_eq!(widened(&x, &w6, 2).unwrap(), h);
}

/// A per-example lift in a struct layer's body, as `batch_map` is outside one: the rows of
/// each example (a sequence of `tokens` rows) through the nested block, the outputs collected
/// and stacked again. The block's gradient is the sum over the examples.
#[derive(Clone, Debug, Params)]
struct PerExample<T: Scalar> {
    block: Block<T>,
    #[config]
    tokens: usize,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> PerExample<T> {
    #[vjp(trace, check(self = PerExample { block: Block::new(3, 4, true, &mut StdRng::seed_from_u64(31)), tokens: 2 }, x = Mat::random((6, 3), &mut StdRng::seed_from_u64(32))))]
    fn forward(&self, x: &Mat<T>) -> Result<Mat<T>> {
        let examples = x.nrows() / self.tokens;
        let mut outs = Vec::new();
        for b in 0..examples {
            let example = slice_rows(x, b * self.tokens, self.tokens)?;
            outs.push(self.block.forward(&example)?);
        }
        concat_rows_list(&outs)
    }
}

#[test]
fn a_per_example_loop_in_a_struct_layer_is_batch_map() {
    let r = &mut StdRng::seed_from_u64(33);
    let lifted = PerExample {
        block: Block::<f64>::new(3, 4, false, r),
        tokens: 4,
    };
    let x = Mat::random((12, 3), r);
    let outs: Vec<Mat<f64>> = (0..3)
        .map(|b| lifted.block.forward(&slice_rows(&x, 4 * b, 4).unwrap()).unwrap())
        .collect();
    assert_eq!(lifted.forward(&x).unwrap(), concat_rows_list(&outs).unwrap());
    gradcheck::assert_vjp_with_params(&lifted, &x, 1e-6);
    hlo::check_trace(&lifted, &x, 34, 1e-12).unwrap();
}

/// An exported function over tensors of a named type (`Mat<T>`, an alias the macro cannot see
/// through): its arguments meet computed values in ops, and it exports as a generic one does.
#[vjp(crate = vjp_core, trace, check(x = Mat::random((2, 3), &mut StdRng::seed_from_u64(35)), w = Mat::random((3, 3), &mut StdRng::seed_from_u64(36)), n = 2))]
fn over_aliases<T: Scalar>(x: &Mat<T>, w: &Mat<T>, n: usize) -> Result<Mat<T>> {
    let mut rows = Vec::new();
    for _ in 0..n {
        let y = matmul(x, w)?;
        rows.push(&y + x);
    }
    concat_rows_list(&rows)
}

//! Rematerialisation (`remat(layer)`): the forward keeps only the input and the backward runs
//! the forward again. The output and every gradient are the same bit for bit as without it,
//! eagerly, on the runtime tape and in the exported train step (the same program: the graph
//! shares the nodes the backward writes again).

use rand::SeedableRng;
use rand::rngs::StdRng;
use vjp_core::tape::{DynTensor, ParamNodes, Record, Tape};
use vjp_core::*;

type Mat = Matrix<f64, usize, usize>;
/// `x + gelu(x W + b)`, the block every test stacks.
type Block = BiPath<Identity, Comp<Dense<f64, usize, usize>, gelu::Layer>>;

fn stacks(depth: usize, rng: &mut StdRng) -> (Chain<Block>, Chain<Remat<Block>>) {
    let blocks: Vec<Block> = (0..depth)
        .map(|_| residual(comp(Dense::glorot(4, 4, rng), gelu::Layer::new(GeluKind::Erf))))
        .collect();
    (chain(blocks.clone()), chain(blocks.into_iter().map(remat).collect()))
}

/// The output, the input's gradient and the parameters' gradients, flattened.
fn gradients<L: Vjp<f64, Mat, Output = Mat>>(model: &L, x: &Mat, dy: &Mat) -> (Vec<f64>, Vec<f64>, Vec<f64>)
where
    L::Grads: Differentiable<f64>,
{
    let (y, saved) = model.forward(x.clone()).unwrap();
    let (dx, grads) = model.backward(&saved, dy).unwrap();
    (y.to_flat(), dx.to_flat(), grads.to_flat())
}

#[test]
fn a_rematerialised_stack_has_the_same_output_and_gradients_bit_for_bit() {
    let r = &mut StdRng::seed_from_u64(1);
    let (plain, rematerialised) = stacks(3, r);
    let x = Mat::random((5, 4), r);
    let dy = Mat::random((5, 4), r);
    let want = gradients(&plain, &x, &dy);
    assert_eq!(gradients(&rematerialised, &x, &dy), want);
    gradcheck::assert_vjp_with_params(&rematerialised, &x, 1e-6);
    // Switched off at run time, it keeps what the forward computed, with the same results.
    let kept = chain(plain.layers.iter().cloned().map(Remat::keeping).collect());
    assert_eq!(gradients(&kept, &x, &dy), want);
}

#[test]
fn on_the_tape_a_rematerialised_stack_records_the_same_gradients() {
    let r = &mut StdRng::seed_from_u64(2);
    let (plain, rematerialised) = stacks(2, r);
    let x = Mat::random((3, 4), r);
    let dy: DynTensor<f64> = Mat::random((3, 4), r).into();
    let sweep = |model: &dyn Fn(&mut Tape<f64>, usize, &mut ParamNodes) -> usize| {
        let mut tape = Tape::new();
        let input = tape.leaf(x.clone().into(), true);
        let mut params = ParamNodes::new();
        let output = model(&mut tape, input, &mut params);
        let gradients = tape.backward_dense_all(output, dy.clone()).unwrap();
        let mut flat = gradients[input].data().to_vec();
        flat.extend(params.ids.iter().flat_map(|&id| gradients[id].data().to_vec()));
        flat
    };
    let want = sweep(&|t, i, p| Record::<f64, Mat>::record(&plain, t, i, p).unwrap());
    assert_eq!(
        sweep(&|t, i, p| Record::<f64, Mat>::record(&rematerialised, t, i, p).unwrap()),
        want
    );
    let (_, dx, grads) = gradients(&rematerialised, &x, &Mat::from_vec((3, 4), dy.data().to_vec()).unwrap());
    assert_eq!([dx, grads].concat(), want);
}

#[test]
fn exported_it_is_the_same_program_with_the_same_parameters() {
    let r = &mut StdRng::seed_from_u64(3);
    let (plain, rematerialised) = stacks(3, r);
    let x = Mat::random((4, 4), r);
    hlo::check_trace(&rematerialised, &x, 4, 1e-12).unwrap();
    let loss = SoftmaxCrossEntropy::new(vec![0, 1, 2, 3], 0.0);
    let step = |model: &dyn Fn() -> Result<hlo::TrainStep>| model().unwrap();
    let plain_step = step(&|| {
        hlo::train_step(
            &plain,
            &loss,
            ("x", &x),
            hlo::Optimizer::sgd(0.0),
            hlo::Parameters::new(),
        )
    });
    let remat_step = step(&|| {
        hlo::train_step(
            &rematerialised,
            &loss,
            ("x", &x),
            hlo::Optimizer::sgd(0.0),
            hlo::Parameters::new(),
        )
    });
    let names = |s: &hlo::TrainStep| s.parameters.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
    assert_eq!(names(&remat_step), names(&plain_step));
    // The graph shares a node written twice, so the forward written again in the backward is
    // the forward's own nodes: the same program, whose memory the compiler schedules.
    assert_eq!(remat_step.module.graph.len(), plain_step.module.graph.len());
}

/// `#[vjp(remat)]` on a struct layer's `forward`: the layer's forward drops its derived
/// pullback at once and its backward derives the forward again; a twin without it is the
/// reference.
#[derive(Clone, Debug, Params)]
struct Mlp<T: Scalar> {
    up: Matrix<T, usize, usize>,
    down: Matrix<T, usize, usize>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> Mlp<T> {
    #[vjp(remat, trace, check(self = Mlp { up: Matrix::random((3, 5), &mut StdRng::seed_from_u64(5)), down: Matrix::random((5, 3), &mut StdRng::seed_from_u64(6)) }, x = Matrix::random((2, 3), &mut StdRng::seed_from_u64(7))))]
    fn forward(&self, x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
        let hidden = gelu(&matmul(x, &self.up)?, GeluKind::Tanh);
        Ok(x + &matmul(&hidden, &self.down)?)
    }
}

/// [`Mlp`] without `remat`.
#[derive(Clone, Debug, Params)]
struct KeptMlp<T: Scalar> {
    up: Matrix<T, usize, usize>,
    down: Matrix<T, usize, usize>,
}

#[vjp(crate = vjp_core)]
impl<T: Scalar> KeptMlp<T> {
    #[vjp]
    fn forward(&self, x: &Matrix<T, usize, usize>) -> Result<Matrix<T, usize, usize>> {
        let hidden = gelu(&matmul(x, &self.up)?, GeluKind::Tanh);
        Ok(x + &matmul(&hidden, &self.down)?)
    }
}

#[test]
fn a_struct_layer_marked_remat_has_the_same_gradients_bit_for_bit() {
    let r = &mut StdRng::seed_from_u64(8);
    let (up, down) = (Mat::random((4, 6), r), Mat::random((6, 4), r));
    let rematerialised = chain(vec![
        Mlp {
            up: up.clone(),
            down: down.clone()
        };
        3
    ]);
    let kept = chain(vec![KeptMlp { up, down }; 3]);
    let (x, dy) = (Mat::random((5, 4), r), Mat::random((5, 4), r));
    assert_eq!(gradients(&rematerialised, &x, &dy), gradients(&kept, &x, &dy));
}

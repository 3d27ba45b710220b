use super::*;
use crate::optim::AdamW;
use crate::tensor::Matrix;
use crate::{Dense, Differentiable, Vjp, slice_rows};
use rand::SeedableRng;

type Model = Dense<f64, usize, usize>;

fn setup() -> (Model, Matrix<f64, usize, usize>) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    (
        Model::glorot(4usize, 2usize, &mut rng),
        Matrix::random((10, 4), &mut rng),
    )
}

/// Half the mean square of the outputs of `x`'s rows in `range`, and its gradient.
fn half_mean_square(model: &Model, x: &Matrix<f64, usize, usize>, range: Range<usize>) -> Result<(f64, Model)> {
    let rows = slice_rows(x, range.start, range.len())?;
    let (out, saved) = model.forward(rows)?;
    let n = range.len() as f64;
    let loss = out.data().iter().map(|v| v * v).sum::<f64>() / (2.0 * n);
    let (_, grads) = model.backward(&saved, &out.map(|v| v / n))?;
    Ok((loss, grads))
}

#[test]
fn the_parts_sum_to_the_whole_batch_and_repeat_bit_for_bit() {
    let (model, x) = setup();
    let whole = half_mean_square(&model, &x, 0..10).unwrap();
    for parts in [1, 2, 3, 7, 16] {
        let (loss, grads) = data_parallel(&model, 10, parts, |m, r| half_mean_square(m, &x, r)).unwrap();
        assert!(
            (loss - whole.0).abs() < 1e-14,
            "{parts} parts: {loss} against {}",
            whole.0
        );
        for (a, b) in grads.to_flat().iter().zip(whole.1.to_flat()) {
            assert!((a - b).abs() < 1e-14, "{parts} parts: {a} against {b}");
        }
        let again = data_parallel(&model, 10, parts, |m, r| half_mean_square(m, &x, r)).unwrap();
        assert_eq!(again.0.to_bits(), loss.to_bits());
        assert_eq!(again.1.to_flat(), grads.to_flat());
    }
    let error = data_parallel(&model, 0, 2, |m, r| half_mean_square(m, &x, r)).unwrap_err();
    assert!(error.to_string().contains("no examples"), "{error}");
}

#[test]
fn clipping_scales_to_the_norm_and_leaves_small_gradients_alone() {
    let (model, x) = setup();
    let (_, mut grads) = half_mean_square(&model, &x, 0..10).unwrap();
    let before = grads.to_flat();
    let norm = before.iter().map(|v| v * v).sum::<f64>().sqrt();
    assert!((clip_grad_norm(&mut grads, 2.0 * norm) - norm).abs() < 1e-14);
    assert_eq!(grads.to_flat(), before);
    assert!((clip_grad_norm(&mut grads, norm / 4.0) - norm).abs() < 1e-14);
    let after = grads.to_flat().iter().map(|v| v * v).sum::<f64>().sqrt();
    assert!(
        (after - norm / 4.0).abs() < 1e-6 * norm,
        "{after} against {}",
        norm / 4.0
    );
}

#[test]
fn bias_and_norm_parameters_do_not_decay() {
    let (mut model, x) = setup();
    let (_, grads) = half_mean_square(&model, &x, 0..10).unwrap();
    let zero = grads.zeros_like();
    // With zero gradients AdamW's step is the decay alone: the weight shrinks, the bias not.
    let before = model.clone();
    let mut optimizer = AdamW::new(0.1, 0.5).with_decay(crate::optim::decays_unless_bias_or_norm);
    optimizer.step(&mut model, &zero).unwrap();
    let mut paths = Vec::new();
    model.visit_named_params(&mut |path, _| paths.push(path.to_string()));
    assert_eq!(paths, ["weight", "bias"]);
    for (w, w0) in model.weight.data().iter().zip(before.weight.data()) {
        assert_eq!(*w, w0 * (1.0 - 0.1 * 0.5));
    }
    assert_eq!(model.bias.data(), before.bias.data());
}

#[test]
fn a_trainer_lowers_the_loss_on_its_schedule_and_stops_at_a_non_finite_loss() {
    let (mut model, x) = setup();
    let mut trainer = Trainer {
        optimizer: AdamW::new(0.0, 0.0).into(),
        schedule: WarmupCosine {
            peak: 0.05,
            min: 0.005,
            warmup: 3,
            total: 40,
        },
        clip: Some(0.5),
        parts: 3,
        steps: 0,
    };
    let mut reports = Vec::new();
    for _ in 0..40 {
        reports.push(trainer.step(&mut model, 10, |m, r| half_mean_square(m, &x, r)).unwrap());
    }
    let (first, last) = (reports[0], reports[39]);
    assert!(last.loss < 0.1 * first.loss, "{first} .. {last}");
    assert_eq!(
        reports.iter().map(|r| r.lr).collect::<Vec<_>>(),
        (0..40).map(|s| trainer.schedule.at(s)).collect::<Vec<_>>()
    );
    assert_eq!(trainer.steps, 40);
    let before = model.clone();
    let error = trainer
        .step(&mut model, 10, |m, r| {
            let (_, grads) = half_mean_square(m, &x, r)?;
            Ok((f64::NAN, grads))
        })
        .unwrap_err();
    assert!(error.to_string().contains("step 40: the loss is NaN"), "{error}");
    assert_eq!(model, before);
}

/// A step computed elsewhere (here: `data_parallel_with`, keeping each part's outputs) is
/// applied by `Trainer::apply` at the schedule's rate for `steps`, which a loop that skips a
/// batch sets; SGD with decoupled decay shrinks, then steps, as its rule says.
#[test]
fn a_step_computed_elsewhere_is_applied_at_the_schedules_rate() {
    let (mut model, x) = setup();
    let schedule = WarmupCosine {
        peak: 0.1,
        min: 0.01,
        warmup: 0,
        total: 10,
    };
    let sgd = crate::optim::Sgd::new(0.0, 0.0).with_weight_decay(0.5);
    let mut trainer = Trainer::new(sgd, schedule);
    let (loss, grads, outputs) = data_parallel_with(&model, 10, 3, |m, r| {
        let rows = r.len();
        half_mean_square(m, &x, r).map(|(loss, grads)| (loss, grads, rows))
    })
    .unwrap();
    assert_eq!(outputs, [3, 3, 4]);
    let (whole, whole_grads) = data_parallel(&model, 10, 3, |m, r| half_mean_square(m, &x, r)).unwrap();
    assert_eq!((loss, &grads), (whole, &whole_grads));
    trainer.steps = 4;
    let before = model.clone();
    let report = trainer.apply(&mut model, loss, grads.clone()).unwrap();
    let lr = schedule.at(4);
    assert_eq!((report.step, report.lr, trainer.steps), (4, lr, 5));
    for ((p, p0), g) in model
        .weight
        .data()
        .iter()
        .zip(before.weight.data())
        .zip(grads.weight.data())
    {
        assert_eq!(*p, p0 * (1.0 - lr * 0.5) - lr * g);
    }
}

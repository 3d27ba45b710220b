//! Numerical certificates for VJPs: evidence, checked on numbers, that a backward is the
//! vector-Jacobian product of its forward.
//!
//! * [`check_vjp`]: the dot-product test `<J v, dy> = <v, Jᵀ dy>` on random `v`, `dy`, with
//!   `J v` from central differences in `f64`;
//! * [`check_param_vjp`]: the same test for each parameter tensor of a layer;
//! * [`has_grad_at`] and [`lin_loss`]: a scalar function has the claimed gradient at a point.
//!
//! Central differences are Richardson-extrapolated (`(4 D(h/2) - D(h)) / 3`), so truncation
//! error is `O(h⁴)` and the default step leaves it far below the `1e-6` tolerance.
//!
//! ```
//! use vjp_core::{gradcheck, Gelu, GeluKind, Matrix};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::StdRng::seed_from_u64(0);
//! let x = Matrix::<f64, usize, usize>::random((3, 4), &mut rng);
//! let report = gradcheck::check_vjp(&Gelu { kind: GeluKind::Tanh }, &x, &Default::default())?;
//! assert!(report.passes(1e-6), "{report}");
//! # Ok::<(), vjp_core::Error>(())
//! ```

use crate::error::{Error, Result};
use crate::value::Differentiable;
use crate::witness::Vjp;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::fmt;

/// How a check runs.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// Random directions tried.
    pub trials: usize,
    /// The finite-difference step (the extrapolation also uses half of it).
    pub step: f64,
    /// The seed of the random directions.
    pub seed: u64,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            trials: 3,
            step: 1e-4,
            seed: 0x5eed,
        }
    }
}

/// One comparison of a numerical and an analytic value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Trial {
    /// From finite differences.
    pub numeric: f64,
    /// From the backward.
    pub analytic: f64,
    /// `|numeric - analytic| / scale`, the scale given by the check.
    pub rel_error: f64,
}

/// The outcome of a check: every trial, labelled.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckReport {
    /// What was checked.
    pub label: String,
    /// The comparisons made.
    pub trials: Vec<Trial>,
}

impl CheckReport {
    /// The largest relative error over the trials.
    pub fn max_rel_error(&self) -> f64 {
        self.trials.iter().map(|t| t.rel_error).fold(0.0, f64::max)
    }

    /// Whether every trial is within `tolerance` (and none is NaN).
    pub fn passes(&self, tolerance: f64) -> bool {
        self.trials.iter().all(|t| t.rel_error <= tolerance)
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}: max relative error {:e}", self.label, self.max_rel_error())?;
        for t in &self.trials {
            writeln!(
                f,
                "  numeric {:+.15e}  analytic {:+.15e}  rel {:e}",
                t.numeric, t.analytic, t.rel_error
            )?;
        }
        Ok(())
    }
}

fn relative(numeric: f64, analytic: f64, floor: f64) -> f64 {
    let scale = numeric.abs().max(analytic.abs()).max(floor);
    let diff = (numeric - analytic).abs();
    if diff == 0.0 {
        0.0
    } else if scale == 0.0 || diff.is_nan() {
        f64::INFINITY
    } else {
        diff / scale
    }
}

/// `d/dt φ(t)` at 0 by Richardson-extrapolated central differences.
fn derivative(step: f64, mut phi: impl FnMut(f64) -> Result<f64>) -> Result<f64> {
    let central =
        |h: f64, phi: &mut dyn FnMut(f64) -> Result<f64>| -> Result<f64> { Ok((phi(h)? - phi(-h)?) / (2.0 * h)) };
    let coarse = central(step, &mut phi)?;
    let fine = central(step / 2.0, &mut phi)?;
    Ok((4.0 * fine - coarse) / 3.0)
}

fn shifted<X: Differentiable<f64>>(x: &X, t: f64, v: &X) -> Result<X> {
    let mut out = x.clone();
    out.axpy(t, v)?;
    Ok(out)
}

/// An error unless `applied` (what `Vjp::apply` gave) is the forward's output `y` bit for
/// bit: the inference path, which keeps nothing for a backward, must compute the same values.
fn same_output<Y: Differentiable<f64>>(applied: &Y, y: &Y) -> Result<()> {
    let mut difference = applied.clone();
    difference.axpy(-1.0, y)?;
    let squared = difference.dot(&difference)?;
    if squared != 0.0 {
        return Err(crate::error::Error::invalid(
            "gradient check",
            format!("`apply` and `forward` give different outputs (squared distance {squared:e})"),
        ));
    }
    Ok(())
}

/// The dot-product test of `f`'s input VJP at `x`: for random `v` and `dy`,
/// `<(f(x + t v) - f(x - t v)) / 2t, dy>` against `<v, backward(dy)>`. First, `f.apply(x)`
/// must be the forward's output bit for bit (an error if not).
pub fn check_vjp<X, F>(f: &F, x: &X, options: &CheckOptions) -> Result<CheckReport>
where
    X: Differentiable<f64>,
    F: Vjp<f64, X>,
{
    let mut rng = StdRng::seed_from_u64(options.seed);
    let (y, saved) = f.forward(x.clone())?;
    same_output(&f.apply(x.clone())?, &y)?;
    let mut trials = Vec::with_capacity(options.trials);
    for _ in 0..options.trials {
        let v = x.random_like(&mut rng);
        let dy = y.random_like(&mut rng);
        let analytic = v.dot(&f.backward(&saved, &dy)?.0)?;
        let numeric = derivative(options.step, |t| f.apply(shifted(x, t, &v)?)?.dot(&dy))?;
        trials.push(Trial {
            numeric,
            analytic,
            rel_error: relative(numeric, analytic, 0.0),
        });
    }
    Ok(CheckReport {
        label: format!("input VJP of {}", std::any::type_name::<F>()),
        trials,
    })
}

/// The dot-product test for each parameter tensor of `f` (in [`Params::visit_params`](crate::Params::visit_params) order):
/// `<(f_{p + t v}(x) - f_{p - t v}(x)) / 2t, dy>` against `<v, grad_p>`. One report per
/// tensor.
pub fn check_param_vjp<X, F>(f: &F, x: &X, options: &CheckOptions) -> Result<Vec<CheckReport>>
where
    X: Differentiable<f64>,
    F: Vjp<f64, X> + Clone,
{
    let mut rng = StdRng::seed_from_u64(options.seed);
    let (y, saved) = f.forward(x.clone())?;
    let mut sizes = Vec::new();
    f.visit_params(&mut |s| sizes.push(s.len()));
    let mut reports = Vec::with_capacity(sizes.len());
    for (index, &size) in sizes.iter().enumerate() {
        let mut trials = Vec::with_capacity(options.trials);
        for _ in 0..options.trials {
            let v: Vec<f64> = (0..size)
                .map(|_| rand::Rng::random_range(&mut rng, -1.0..1.0))
                .collect();
            let dy = y.random_like(&mut rng);
            let grads = f.backward(&saved, &dy)?.1;
            let mut grad_slices = Vec::new();
            grads.visit(&mut |s| grad_slices.push(s));
            let grad = grad_slices.get(index).ok_or_else(|| {
                Error::invalid(
                    "check_param_vjp",
                    format!(
                        "the gradient has {} tensors, the parameters {}",
                        grad_slices.len(),
                        sizes.len()
                    ),
                )
            })?;
            if grad.len() != size {
                return Err(Error::mismatch(
                    "check_param_vjp",
                    [size],
                    [grad.len()],
                    "a parameter's gradient must have the parameter's size",
                ));
            }
            let analytic: f64 = grad.iter().zip(&v).map(|(a, b)| a * b).sum();
            let numeric = derivative(options.step, |t| {
                let mut moved = f.clone();
                let mut k = 0;
                moved.visit_params_mut(&mut |s| {
                    if k == index {
                        for (p, d) in s.iter_mut().zip(&v) {
                            *p += t * d;
                        }
                    }
                    k += 1;
                });
                moved.apply(x.clone())?.dot(&dy)
            })?;
            trials.push(Trial {
                numeric,
                analytic,
                rel_error: relative(numeric, analytic, 0.0),
            });
        }
        reports.push(CheckReport {
            label: format!("parameter {index} of {}", std::any::type_name::<F>()),
            trials,
        });
    }
    Ok(reports)
}

/// Whether the scalar function `g` has the gradient `dy` at `x`: every partial derivative of
/// `g` at `x` equals the matching entry of `dy`. Each coordinate is one trial; errors are relative to
/// the largest of the two values and `max |dy|`.
pub fn has_grad_at<X, G>(g: G, x: &X, dy: &X, options: &CheckOptions) -> Result<CheckReport>
where
    X: Differentiable<f64>,
    G: Fn(&X) -> Result<f64>,
{
    let expected = dy.to_flat();
    if expected.len() != x.numel() {
        return Err(Error::mismatch(
            "has_grad_at",
            [x.numel()],
            [expected.len()],
            "the gradient must have the point's size",
        ));
    }
    let floor = expected.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let mut trials = Vec::with_capacity(expected.len());
    for (j, &analytic) in expected.iter().enumerate() {
        let numeric = derivative(options.step, |t| {
            let mut moved = x.clone();
            let mut offset = 0;
            moved.visit_mut(&mut |s| {
                if let Some(v) = j.checked_sub(offset).and_then(|k| s.get_mut(k)) {
                    *v += t;
                }
                offset += s.len();
            });
            g(&moved)
        })?;
        trials.push(Trial {
            numeric,
            analytic,
            rel_error: relative(numeric, analytic, floor),
        });
    }
    Ok(CheckReport {
        label: "gradient of a scalar function".to_string(),
        trials,
    })
}

/// The linear functional `u ↦ <u, dy>`, whose gradient is `dy` everywhere: composed after a
/// function, its gradient at a point is that function's VJP of `dy`.
pub fn lin_loss<X: Differentiable<f64>>(dy: X) -> impl Fn(&X) -> Result<f64> {
    move |u| u.dot(&dy)
}

/// Panics with the report unless [`check_vjp`] passes at `tolerance`. For tests.
pub fn assert_vjp<X, F>(f: &F, x: &X, tolerance: f64)
where
    X: Differentiable<f64>,
    F: Vjp<f64, X>,
{
    match check_vjp(f, x, &CheckOptions::default()) {
        Ok(report) => assert!(report.passes(tolerance), "gradient check failed\n{report}"),
        Err(e) => panic!("gradient check could not run: {e}"),
    }
}

/// Panics with the report unless [`check_vjp`] and every [`check_param_vjp`] pass at
/// `tolerance`. For tests.
pub fn assert_vjp_with_params<X, F>(f: &F, x: &X, tolerance: f64)
where
    X: Differentiable<f64>,
    F: Vjp<f64, X> + Clone,
{
    assert_vjp(f, x, tolerance);
    match check_param_vjp(f, x, &CheckOptions::default()) {
        Ok(reports) => {
            for report in reports {
                assert!(report.passes(tolerance), "parameter gradient check failed\n{report}");
            }
        }
        Err(e) => panic!("parameter gradient check could not run: {e}"),
    }
}

/// What a generated check (`#[vjp(check(...))]`) knows of the function it certifies, so
/// that a failure names the function, the argument and the tolerance.
#[derive(Clone, Copy, Debug)]
pub struct Subject<'a> {
    /// The function's name.
    pub function: &'a str,
    /// The name of its first argument, the witness's input.
    pub input: &'a str,
    /// The names of its differentiable arguments after the first, the witness's parameters,
    /// in [`Params::visit_params`](crate::Params::visit_params) order.
    pub params: &'a [&'a str],
    /// The largest relative error accepted.
    pub tolerance: f64,
}

impl Subject<'_> {
    /// The failure message for `report` on the argument `argument`, or `None` if it passes.
    pub fn failure(&self, argument: &str, report: &CheckReport) -> Option<String> {
        if report.passes(self.tolerance) {
            return None;
        }
        let mut message = format!(
            "gradient check of `{}` failed: the gradient of `{argument}` has relative error {:e}, over the tolerance {:e}\n",
            self.function,
            report.max_rel_error(),
            self.tolerance
        );
        for t in &report.trials {
            message.push_str(&format!(
                "  numeric {:+.15e}  analytic {:+.15e}  rel {:e}\n",
                t.numeric, t.analytic, t.rel_error
            ));
        }
        Some(message)
    }
}

/// Panics, naming the function, the argument and the tolerance, unless the input VJP and
/// every parameter's VJP of `f` pass the dot-product test at `subject.tolerance`. What the
/// generated checks call.
pub fn assert_subject<X, F>(f: &F, x: &X, subject: &Subject<'_>)
where
    X: Differentiable<f64>,
    F: Vjp<f64, X> + Clone,
{
    let options = CheckOptions::default();
    let run = |what: &str, result: Result<Vec<CheckReport>>| match result {
        Ok(reports) => reports,
        Err(e) => panic!(
            "the gradient check of `{}` could not run its {what}: {e}",
            subject.function
        ),
    };
    let input = run("input check", check_vjp(f, x, &options).map(|r| vec![r]));
    let params = run("parameter checks", check_param_vjp(f, x, &options));
    if params.len() != subject.params.len() {
        panic!(
            "the gradient check of `{}` found {} parameter tensors for the {} parameters {:?}",
            subject.function,
            params.len(),
            subject.params.len(),
            subject.params
        );
    }
    let named = std::iter::once(subject.input).chain(subject.params.iter().copied());
    let failures: Vec<String> = named
        .zip(input.iter().chain(&params))
        .filter_map(|(name, report)| subject.failure(name, report))
        .collect();
    assert!(failures.is_empty(), "{}", failures.concat());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::Matrix;
    use crate::witness::Parameterless;

    /// `x ↦ x²`, its backward off by the relative `backward_error`, its inference path
    /// (`apply`) off by `apply_offset`.
    #[derive(Clone)]
    struct Square {
        backward_error: f64,
        apply_offset: f64,
    }
    impl Parameterless for Square {}
    impl Vjp<f64, Matrix<f64, usize, usize>> for Square {
        type Output = Matrix<f64, usize, usize>;
        type Saved = Matrix<f64, usize, usize>;
        fn forward(&self, x: Self::Output) -> Result<(Self::Output, Self::Saved)> {
            Ok((x.map(|v| v * v), x))
        }
        fn backward(&self, x: &Self::Saved, dy: &Self::Output) -> Result<(Self::Output, ())> {
            let factor = 1.0 + self.backward_error;
            Ok((x.zip_map(dy, "test", |v, d| 2.0 * v * d * factor)?, ()))
        }
        fn apply(&self, x: Self::Output) -> Result<Self::Output> {
            Ok(x.map(|v| v * v + self.apply_offset))
        }
    }

    /// A backward off by a relative `1e-5`.
    const SLIGHTLY_WRONG: Square = Square {
        backward_error: 1e-5,
        apply_offset: 0.0,
    };

    #[test]
    fn an_inference_path_that_differs_from_the_forward_fails_the_check() {
        let x = Matrix::random((3, 2), &mut StdRng::seed_from_u64(1));
        let error = check_vjp(
            &Square {
                backward_error: 0.0,
                apply_offset: 1e-12,
            },
            &x,
            &CheckOptions::default(),
        )
        .unwrap_err();
        assert!(
            error
                .to_string()
                .contains("`apply` and `forward` give different outputs"),
            "{error}"
        );
    }

    #[test]
    fn a_wrong_backward_fails_the_check() {
        let x = Matrix::random((3, 2), &mut StdRng::seed_from_u64(1));
        let report = check_vjp(&SLIGHTLY_WRONG, &x, &CheckOptions::default()).unwrap();
        assert!(!report.passes(1e-6), "{report}");
        assert!(report.max_rel_error() > 5e-6);
    }

    #[test]
    fn a_failing_subject_names_the_function_the_argument_and_the_tolerance() {
        let x = Matrix::random((3, 2), &mut StdRng::seed_from_u64(1));
        let report = check_vjp(&SLIGHTLY_WRONG, &x, &CheckOptions::default()).unwrap();
        let subject = Subject {
            function: "square",
            input: "x",
            params: &[],
            tolerance: 1e-6,
        };
        let message = subject.failure("x", &report).unwrap();
        assert!(
            message.starts_with("gradient check of `square` failed: the gradient of `x` has relative error"),
            "{message}"
        );
        assert!(message.contains("over the tolerance 1e-6"), "{message}");
        let loose = Subject {
            tolerance: 1e-3,
            ..subject
        };
        assert_eq!(loose.failure("x", &report), None);
        let outcome = std::panic::catch_unwind(|| assert_subject(&SLIGHTLY_WRONG, &x, &subject));
        let panic = outcome.unwrap_err();
        let text = panic.downcast_ref::<String>().unwrap();
        assert!(text.contains("`square`") && text.contains("`x`"), "{text}");
    }

    #[test]
    fn has_grad_at_reads_gradients_and_lin_loss_has_gradient_dy() {
        let mut rng = StdRng::seed_from_u64(2);
        let x = Matrix::<f64, usize, usize>::random((2, 3), &mut rng);
        let dy = Matrix::random((2, 3), &mut rng);
        assert!(
            has_grad_at(lin_loss(dy.clone()), &x, &dy, &CheckOptions::default())
                .unwrap()
                .passes(1e-10)
        );
        let wrong = dy.map(|v| v + 1e-4);
        assert!(
            !has_grad_at(lin_loss(dy), &x, &wrong, &CheckOptions::default())
                .unwrap()
                .passes(1e-6)
        );
    }
}

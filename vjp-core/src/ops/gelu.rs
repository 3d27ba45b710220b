//! GELU, elementwise, in its exact (erf) and tanh-approximated forms.

use crate::error::Result;
use crate::scalar::Scalar;
use crate::shape::Shape;
use crate::tensor::Tensor;
use crate::vjp;

/// Which GELU.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GeluKind {
    /// `0.5 x (1 + erf(x / sqrt 2))`, the exact form (timm's default).
    #[default]
    Erf,
    /// `0.5 x (1 + tanh(sqrt(2/π) (x + 0.044715 x³)))` (the lean4-mlir artifacts' form).
    Tanh,
}

const SQRT_2_OVER_PI: f64 = 0.797_884_560_802_865_4;
const INV_SQRT_2PI: f64 = 0.398_942_280_401_432_7;
const TANH_CUBIC: f64 = 0.044_715;

impl GeluKind {
    /// GELU at `x`.
    #[inline(always)]
    pub fn value<T: Scalar>(self, x: T) -> T {
        let half = T::from_f64(0.5);
        match self {
            GeluKind::Erf => half * x * (T::ONE + (x * T::from_f64(std::f64::consts::FRAC_1_SQRT_2)).erf()),
            GeluKind::Tanh => {
                let u = T::from_f64(SQRT_2_OVER_PI) * (x + T::from_f64(TANH_CUBIC) * x * x * x);
                half * x * (T::ONE + u.tanh())
            }
        }
    }

    /// The derivative of GELU at `x`, given `y = gelu(x)`: for the erf form, `Φ(x) = y / x`
    /// away from 0, which spares recomputing `erf`; near 0 (`|x| ≤ 1e-3`), Φ's Taylor series
    /// `1/2 + φ(0) (x - x³/6 + x⁵/40)`, whose next term is below f64's rounding there. Both
    /// are computed and one selected, so the loop has no branch and vectorises.
    #[inline(always)]
    pub fn derivative_given<T: Scalar>(self, x: T, y: T) -> T {
        match self {
            GeluKind::Erf => {
                let half = T::from_f64(0.5);
                let x2 = x * x;
                let pdf = (-(half * x2)).exp() * T::from_f64(INV_SQRT_2PI);
                let series = x * (T::ONE - x2 * (T::from_f64(1.0 / 6.0) - x2 * T::from_f64(1.0 / 40.0)));
                let near_zero = half + T::from_f64(INV_SQRT_2PI) * series;
                let cdf = if x.abs() > T::from_f64(1e-3) { y / x } else { near_zero };
                cdf + x * pdf
            }
            GeluKind::Tanh => self.derivative(x),
        }
    }

    /// The derivative of GELU at `x`.
    #[inline(always)]
    pub fn derivative<T: Scalar>(self, x: T) -> T {
        let half = T::from_f64(0.5);
        match self {
            GeluKind::Erf => {
                let cdf = half * (T::ONE + (x * T::from_f64(std::f64::consts::FRAC_1_SQRT_2)).erf());
                let pdf = (-(half * x * x)).exp() * T::from_f64(INV_SQRT_2PI);
                cdf + x * pdf
            }
            GeluKind::Tanh => {
                let c = T::from_f64(SQRT_2_OVER_PI);
                let a = T::from_f64(TANH_CUBIC);
                let t = (c * (x + a * x * x * x)).tanh();
                let du = c * (T::ONE + T::from_f64(3.0) * a * x * x);
                half * (T::ONE + t) + half * x * (T::ONE - t * t) * du
            }
        }
    }
}

/// GELU of every element. Its witness is [`Gelu`](crate::Gelu).
#[vjp(crate = crate, backward = gelu_backward, trace = gelu_trace, check(S = (Const<3>, Const<4>), kind = GeluKind::Tanh))]
pub fn gelu<T: Scalar, S: Shape>(x: &Tensor<T, S>, kind: GeluKind) -> Tensor<T, S> {
    // One loop per kind, so each is a straight line the compiler can vectorise.
    match kind {
        GeluKind::Erf => x.map(
            #[inline(always)]
            |v| GeluKind::Erf.value(v),
        ),
        GeluKind::Tanh => x.map(
            #[inline(always)]
            |v| GeluKind::Tanh.value(v),
        ),
    }
}

/// `dy ⊙ derivative(x, y)`, elementwise.
#[inline(always)]
fn pullback<T: Scalar>(x: &[T], y: &[T], dy: &[T], derivative: impl Fn(T, T) -> T) -> Vec<T> {
    // Collected, not written into a zeroed buffer: one pass over the output instead of two.
    crate::simd::map3(
        x,
        y,
        dy,
        #[inline(always)]
        |v, value, d| d * derivative(v, value),
    )
}

/// The rule of [`gelu()`]: `dx = dy ⊙ gelu'(x)`, reading `Φ(x)` off the output.
pub fn gelu_backward<T: Scalar, S: Shape>(
    x: &Tensor<T, S>,
    kind: &GeluKind,
    y: &Tensor<T, S>,
    dy: &Tensor<T, S>,
) -> Result<Tensor<T, S>> {
    x.check_same_shape(y, "gelu backward")?;
    x.check_same_shape(dy, "gelu backward")?;
    // One loop per kind, each with its kind fixed, so each is a straight line that vectorises.
    let data = match kind {
        GeluKind::Erf => pullback(
            x.data(),
            y.data(),
            dy.data(),
            #[inline(always)]
            |v, out| GeluKind::Erf.derivative_given(v, out),
        ),
        GeluKind::Tanh => pullback(
            x.data(),
            y.data(),
            dy.data(),
            #[inline(always)]
            |v, out| GeluKind::Tanh.derivative_given(v, out),
        ),
    };
    Tensor::from_vec(x.shape(), data)
}

/// [`gelu()`] and its rule as graph primitives.
pub mod gelu_trace {
    use super::{GeluKind, INV_SQRT_2PI, SQRT_2_OVER_PI, TANH_CUBIC};
    use crate::error::Result;
    use crate::hlo::{Graph, Unary, Value};

    /// `x³`.
    fn cube(g: &mut Graph, x: Value) -> Result<Value> {
        let x2 = g.mul(x, x)?;
        g.mul(x2, x)
    }

    /// The erf form's `Φ(x) = (1 + erf(x/√2)) / 2`, or the tanh form's `(1 + t) / 2` with its
    /// `t = tanh(√(2/π) (x + 0.044715 x³))` (also returned).
    fn half_one_plus(g: &mut Graph, x: Value, kind: GeluKind) -> Result<(Value, Value)> {
        let inner = match kind {
            GeluKind::Erf => {
                let scaled = g.scale(x, std::f64::consts::FRAC_1_SQRT_2)?;
                g.unary(Unary::Erf, scaled)?
            }
            GeluKind::Tanh => {
                let x3 = cube(g, x)?;
                let x3 = g.scale(x3, TANH_CUBIC)?;
                let u = g.add(x, x3)?;
                let u = g.scale(u, SQRT_2_OVER_PI)?;
                g.unary(Unary::Tanh, u)?
            }
        };
        let one = g.full_like(x, 1.0)?;
        let sum = g.add(one, inner)?;
        Ok((g.scale(sum, 0.5)?, inner))
    }

    /// `x Φ(x)` (erf) or `x (1 + t) / 2` (tanh).
    pub fn forward(g: &mut Graph, x: Value, kind: GeluKind) -> Result<Value> {
        let (half, _) = half_one_plus(g, x, kind)?;
        g.mul(x, half)
    }

    /// `dy gelu'(x)`: `Φ(x) + x φ(x)` (erf), or `(1 + t)/2 + x (1 - t²) u'/2` (tanh).
    pub fn backward(g: &mut Graph, x: Value, kind: &GeluKind, _: Value, dy: Value) -> Result<Value> {
        let (half, t) = half_one_plus(g, x, *kind)?;
        let slope = match kind {
            GeluKind::Erf => {
                let x2 = g.mul(x, x)?;
                let e = g.scale(x2, -0.5)?;
                let e = g.unary(Unary::Exponential, e)?;
                let pdf = g.scale(e, INV_SQRT_2PI)?;
                g.mul(x, pdf)?
            }
            GeluKind::Tanh => {
                let x2 = g.mul(x, x)?;
                let du = g.scale(x2, 3.0 * TANH_CUBIC)?;
                let one = g.full_like(x, 1.0)?;
                let du = g.add(one, du)?;
                let du = g.scale(du, SQRT_2_OVER_PI)?;
                let t2 = g.mul(t, t)?;
                let sech2 = g.sub(one, t2)?;
                let v = g.mul(x, sech2)?;
                let v = g.mul(v, du)?;
                g.scale(v, 0.5)?
            }
        };
        let derivative = g.add(half, slope)?;
        g.mul(dy, derivative)
    }
}

#[cfg(test)]
mod tests {
    use super::GeluKind;

    #[test]
    fn the_erf_graph_form_is_the_op_and_its_rule_near_zero_and_away() {
        use crate::hlo::TraceCheck;
        use crate::tensor::Matrix;
        let values = vec![-2.5, -1.0, -1e-4, 0.0, 3e-4, 0.7, 1.9, 4.0];
        let x = Matrix::<f64, usize, usize>::from_vec((2, 4), values).unwrap();
        let dy =
            Matrix::<f64, usize, usize>::from_vec((2, 4), vec![0.3, -1.2, 0.8, 2.0, -0.4, 1.1, 0.6, -0.9]).unwrap();
        let kind = GeluKind::Erf;
        let mut check = TraceCheck::new();
        let (xv, dyv) = (check.input("x", &x).unwrap(), check.input("dy", &dy).unwrap());
        let (yv, pullback) = super::gelu::trace(&mut check.graph, &xv, &kind).unwrap();
        let (dxv, _) = pullback(&mut check.graph, &xv, &kind, &yv, &dyv).unwrap();
        let (y, rust_pullback) = super::gelu::vjp(&x, &kind).unwrap();
        let (dx, _) = rust_pullback(&x, &kind, &y, &dy).unwrap();
        check.expect("the output", yv, &y);
        check.expect("the gradient", dxv, &dx);
        check.finish("gelu", 1e-12).unwrap();
    }

    #[test]
    fn the_derivative_read_off_the_output_is_the_derivative_near_zero_and_away() {
        // Both sides of the switch at |x| = 1e-3 (series below it, y / x above it), and 0.
        for x in [
            0.0f64, 1e-9, -3e-5, 2e-4, -9.99e-4, 1e-3, 1.0001e-3, -1.2e-3, 0.3, -2.5, 6.0,
        ] {
            let y = GeluKind::Erf.value(x);
            let (given, direct) = (GeluKind::Erf.derivative_given(x, y), GeluKind::Erf.derivative(x));
            assert!(
                (given - direct).abs() <= 4.0 * f64::EPSILON,
                "x = {x}: {given} vs {direct}"
            );
        }
    }
}

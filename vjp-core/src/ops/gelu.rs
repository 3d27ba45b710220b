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
    /// away from 0, which spares recomputing `erf`.
    #[inline(always)]
    pub fn derivative_given<T: Scalar>(self, x: T, y: T) -> T {
        match self {
            GeluKind::Erf if x.abs() > T::from_f64(1e-3) => {
                let pdf = (-(T::from_f64(0.5) * x * x)).exp() * T::from_f64(INV_SQRT_2PI);
                y / x + x * pdf
            }
            _ => self.derivative(x),
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
#[vjp(crate = crate, backward = gelu_backward, check(S = (Const<3>, Const<4>), kind = GeluKind::Tanh))]
pub fn gelu<T: Scalar, S: Shape>(x: &Tensor<T, S>, kind: GeluKind) -> Tensor<T, S> {
    // One loop per kind, so each is a straight line the compiler can vectorise.
    match kind {
        GeluKind::Erf => x.map(|v| GeluKind::Erf.value(v)),
        GeluKind::Tanh => x.map(|v| GeluKind::Tanh.value(v)),
    }
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
    let pull = |k: GeluKind| -> Vec<T> {
        x.data()
            .iter()
            .zip(y.data())
            .zip(dy.data())
            .map(|((&v, &out), &d)| d * k.derivative_given(v, out))
            .collect()
    };
    let data = match kind {
        GeluKind::Erf => pull(GeluKind::Erf),
        GeluKind::Tanh => pull(GeluKind::Tanh),
    };
    Tensor::from_vec(x.shape(), data)
}

//! Correctly rounded references for the f64 elementary functions: each function evaluated in
//! 256-bit arithmetic (`astro-float`; `erf` by its Taylor series in 384 bits, or its
//! asymptotic series beyond 6), and the distance of an f64 result from it in ulp. Shared by
//! `tests/elementary_f64.rs` and `examples/ulp_sweep.rs`.

use astro_float::{BigFloat, Consts, Radix, RoundingMode};

/// Bits of the reference's arithmetic.
const PRECISION: usize = 256;
const ROUNDING: RoundingMode = RoundingMode::ToEven;

/// An elementary function of the library, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Function {
    Exp,
    Ln,
    Ln1p,
    Tanh,
    Erf,
    /// `1 / (1 + e^{-x})`, the op `sigmoid`.
    Sigmoid,
    /// `ln(1 + e^x)`, the op `softplus`.
    Softplus,
    /// `1 / √x`, the op `rsqrt`.
    Rsqrt,
}

impl Function {
    /// Every function.
    pub const ALL: [Function; 5] = [
        Function::Exp,
        Function::Ln,
        Function::Ln1p,
        Function::Tanh,
        Function::Erf,
    ];

    /// The ops built from the elementary functions, each measured through its op.
    pub const COMPOSITE: [Function; 3] = [Function::Sigmoid, Function::Softplus, Function::Rsqrt];

    /// The library's f64 version.
    pub fn library(self, x: f64) -> f64 {
        use vjp_core::Scalar;
        match self {
            Function::Exp => Scalar::exp(x),
            Function::Ln => Scalar::ln(x),
            Function::Ln1p => Scalar::ln_1p(x),
            Function::Tanh => Scalar::tanh(x),
            Function::Erf => Scalar::erf(x),
            Function::Sigmoid => through_op(x, vjp_core::sigmoid),
            Function::Softplus => through_op(x, vjp_core::softplus),
            Function::Rsqrt => through_op(x, vjp_core::rsqrt),
        }
    }

    /// The name the library gives it.
    pub fn name(self) -> &'static str {
        match self {
            Function::Exp => "exp",
            Function::Ln => "ln",
            Function::Ln1p => "ln_1p",
            Function::Tanh => "tanh",
            Function::Erf => "erf",
            Function::Sigmoid => "sigmoid",
            Function::Softplus => "softplus",
            Function::Rsqrt => "rsqrt",
        }
    }

    /// The interval where the function's digits are made (outside it the result is a limit, an
    /// overflow or the argument itself): samples are drawn there as well as over all bits.
    pub fn interesting(self) -> (f64, f64) {
        match self {
            Function::Exp => (-746.0, 710.0),
            Function::Ln => (0.0, 4.0),
            Function::Ln1p => (-1.0, 4.0),
            Function::Tanh => (-20.0, 20.0),
            Function::Erf => (-7.0, 7.0),
            Function::Sigmoid => (-746.0, 40.0),
            Function::Softplus => (-746.0, 40.0),
            Function::Rsqrt => (0.0, 4.0),
        }
    }
}

/// The references' constants (π, ln 2), cached between calls.
pub struct Reference {
    consts: Consts,
}

impl Reference {
    pub fn new() -> Self {
        Reference {
            consts: Consts::new().expect("astro-float's constant cache"),
        }
    }

    /// `function(x)` to 256 bits, NaN outside its domain.
    pub fn exact(&mut self, function: Function, x: f64) -> BigFloat {
        let big = big(x, PRECISION);
        let cc = &mut self.consts;
        match function {
            Function::Exp => big.exp(PRECISION, ROUNDING, cc),
            Function::Ln => big.ln(PRECISION, ROUNDING, cc),
            // `1 + x` is exact in 256 bits down to |x| = 2^-200; below, ln(1 + x) = x - x²/2
            // to far more than f64's digits.
            Function::Ln1p if x.abs() < 1e-60 => big.sub(
                &big.mul(&big, PRECISION, ROUNDING).div(&two(), PRECISION, ROUNDING),
                PRECISION,
                ROUNDING,
            ),
            Function::Ln1p => big.add(&one(), PRECISION, ROUNDING).ln(PRECISION, ROUNDING, cc),
            Function::Tanh => big.tanh(PRECISION, ROUNDING, cc),
            Function::Erf => erf(x, cc),
            // 1 / (1 + e^{-x}); e^{-x} overflows to infinity for x below about -1.5e9, where
            // the value is 0.
            Function::Sigmoid => one().div(
                &one().add(&big.neg().exp(PRECISION, ROUNDING, cc), PRECISION, ROUNDING),
                PRECISION,
                ROUNDING,
            ),
            // x + ln(1 + e^{-x}) above 0; below, u - u²/2 + u³/3 with u = e^x once u is below
            // 2^-60 (`1 + u` would drop u's digits in 256 bits well before f64 does).
            Function::Softplus if x > 0.0 => big.add(
                &one()
                    .add(&big.neg().exp(PRECISION, ROUNDING, cc), PRECISION, ROUNDING)
                    .ln(PRECISION, ROUNDING, cc),
                PRECISION,
                ROUNDING,
            ),
            Function::Softplus if x < -41.0 => {
                let u = big.exp(PRECISION, ROUNDING, cc);
                let square = u.mul(&u, PRECISION, ROUNDING);
                let cube = square.mul(&u, PRECISION, ROUNDING);
                u.sub(&square.div(&two(), PRECISION, ROUNDING), PRECISION, ROUNDING)
                    .add(
                        &cube.div(&BigFloat::from_f64(3.0, PRECISION), PRECISION, ROUNDING),
                        PRECISION,
                        ROUNDING,
                    )
            }
            Function::Softplus => one()
                .add(&big.exp(PRECISION, ROUNDING, cc), PRECISION, ROUNDING)
                .ln(PRECISION, ROUNDING, cc),
            // ±infinity at ±0, NaN below 0, as f64's `1 / sqrt`.
            Function::Rsqrt if x <= 0.0 => BigFloat::from_f64(1.0 / x.sqrt(), PRECISION),
            Function::Rsqrt => one().div(&big.sqrt(PRECISION, ROUNDING), PRECISION, ROUNDING),
        }
    }

    /// The distance from `got` to `exact` in ulp of f64 at `exact` (the spacing of the f64
    /// values around it; 2^-1074 below the normal range). Where the correctly rounded value is
    /// infinite or NaN, 0 if `got` is the same and infinity otherwise.
    pub fn ulp_error(&mut self, got: f64, exact: &BigFloat) -> f64 {
        if exact.is_nan() || got.is_nan() {
            return if exact.is_nan() && got.is_nan() {
                0.0
            } else {
                f64::INFINITY
            };
        }
        let rounded = self.nearest_f64(exact);
        if rounded.is_infinite() || got.is_infinite() {
            return if got == rounded { 0.0 } else { f64::INFINITY };
        }
        let difference = big(got, PRECISION).sub(exact, PRECISION, ROUNDING);
        let difference = self.nearest_f64(&difference).abs();
        // |exact| lies in [2^(e-1), 2^e): its ulp is 2^(e-53), or 2^-1074 for a subnormal.
        let ulp_exponent = exact.exponent().map_or(-1074, |e| (i64::from(e) - 53).max(-1074));
        let half = -ulp_exponent / 2;
        difference * power_of_two(half) * power_of_two(-ulp_exponent - half)
    }

    /// The f64 nearest to `value` (by decimal digits: Rust's parser rounds correctly).
    fn nearest_f64(&mut self, value: &BigFloat) -> f64 {
        if value.is_inf_pos() {
            return f64::INFINITY;
        }
        if value.is_inf_neg() {
            return f64::NEG_INFINITY;
        }
        if value.is_zero() {
            return 0.0;
        }
        let text = value
            .format(Radix::Dec, ROUNDING, &mut self.consts)
            .expect("a finite value formats");
        text.parse().expect("astro-float's decimal form parses")
    }
}

/// `x` to `precision` bits. (astro-float 0.9's `from_f64` halves a subnormal, so one is
/// scaled into the normal range first and back after, both exact.)
fn big(x: f64, precision: usize) -> BigFloat {
    const SCALE: f64 = 18_446_744_073_709_551_616.0; // 2^64
    if x != 0.0 && x.abs() < f64::MIN_POSITIVE {
        BigFloat::from_f64(x * SCALE, precision).div(&BigFloat::from_f64(SCALE, precision), precision, ROUNDING)
    } else {
        BigFloat::from_f64(x, precision)
    }
}

/// `f` of the one-element vector `[x]`: an op measured through its public entry point.
fn through_op(x: f64, f: impl Fn(&vjp_core::Vector<f64, usize>) -> vjp_core::Vector<f64, usize>) -> f64 {
    let v = vjp_core::Vector::from_vec((1,), vec![x]).expect("one element");
    f(&v).data()[0]
}

fn one() -> BigFloat {
    BigFloat::from_f64(1.0, PRECISION)
}

fn two() -> BigFloat {
    BigFloat::from_f64(2.0, PRECISION)
}

/// `2^k` as an f64, for `k` in [-1074, 1023].
fn power_of_two(k: i64) -> f64 {
    if k >= -1022 {
        f64::from_bits(((k + 1023) as u64) << 52)
    } else {
        f64::from_bits(1 << (k + 1074))
    }
}

/// `erf x`: `2/√π Σ (-1)^n x^(2n+1) / (n! (2n+1))` up to |x| = 6, in 384 bits (the terms reach
/// 2^52 times the result there); beyond, `±(1 - e^{-x²} / (x √π) (1 - 1/(2x²) + 3/(4x⁴)))`,
/// whose error is far below f64's ulp at 1.
fn erf(x: f64, cc: &mut Consts) -> BigFloat {
    const WIDE: usize = 384;
    let rm = ROUNDING;
    if x.is_nan() {
        return big(x, PRECISION);
    }
    let big = big(x, WIDE);
    let sqrt_pi = cc.pi(WIDE, rm).sqrt(WIDE, rm);
    let square = big.mul(&big, WIDE, rm);
    if x.abs() > 6.0 {
        let a = big.abs();
        let inverse_square = BigFloat::from_f64(1.0, WIDE).div(&square, WIDE, rm);
        let series = BigFloat::from_f64(1.0, WIDE)
            .sub(&inverse_square.div(&BigFloat::from_f64(2.0, WIDE), WIDE, rm), WIDE, rm)
            .add(
                &inverse_square
                    .mul(&inverse_square, WIDE, rm)
                    .mul(&BigFloat::from_f64(0.75, WIDE), WIDE, rm),
                WIDE,
                rm,
            );
        let erfc = square
            .neg()
            .exp(WIDE, rm, cc)
            .div(&a.mul(&sqrt_pi, WIDE, rm), WIDE, rm)
            .mul(&series, WIDE, rm);
        let value = BigFloat::from_f64(1.0, WIDE).sub(&erfc, PRECISION, rm);
        return if x < 0.0 { value.neg() } else { value };
    }
    let mut term = big.clone();
    let mut sum = big.clone();
    for n in 1..2000usize {
        term = term
            .mul(&square, WIDE, rm)
            .div(&BigFloat::from_f64(n as f64, WIDE), WIDE, rm)
            .neg();
        let contribution = term.div(&BigFloat::from_f64((2 * n + 1) as f64, WIDE), WIDE, rm);
        sum = sum.add(&contribution, WIDE, rm);
        let (Some(t), Some(s)) = (contribution.exponent(), sum.exponent()) else {
            break;
        };
        if i64::from(t) < i64::from(s) - (WIDE as i64) {
            break;
        }
    }
    sum.mul(&BigFloat::from_f64(2.0, WIDE), WIDE, rm)
        .div(&sqrt_pi, PRECISION, rm)
}

//! The f64 functions: fdlibm's `exp` and `log` (FreeBSD's and musl's, which glibc's descend
//! from), Cephes' `tanh`, and `erf` from both, each written without branches. Their bounds are measured
//! against a correctly rounded reference (256-bit `astro-float`) by
//! `vjp-core/tests/elementary_f64.rs` and `cargo run --release -p vjp-core --example ulp_sweep`.

#![expect(
    clippy::excessive_precision,
    reason = "the coefficients as fdlibm and Cephes publish them, each rounding to its f64"
)]

/// `ln 2` split in two, so that `k · LN2_HI` is exact for every exponent `k` of f64.
const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-1;
const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;

/// `2^k` for an integer `k` in `[-1022, 1023]`, built in the exponent bits.
#[inline(always)]
fn power_of_two(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

#[inline(always)]
/// `exp` in f64 as fdlibm computes it: `x = k ln 2 + r` with `|r| ≤ ln 2 / 2`, `e^r` from a
/// degree-5 minimax polynomial in `r²` (`1 + r + r c / (2 - c)`), then `2^k` put into the
/// exponent in two steps so that subnormal results round once. 0 below -745.13, `+inf` above
/// 709.78, NaN through.
pub(crate) fn exp_f64(x: f64) -> f64 {
    const LOG2_E: f64 = std::f64::consts::LOG2_E;
    // 1.5 · 2^52: adding it rounds to the nearest integer, which then sits in the low bits.
    const ROUND: f64 = 6_755_399_441_055_744.0;
    const HIGH: f64 = 709.782_712_893_383_973_096;
    const LOW: f64 = -745.133_219_101_941_108_42;
    const P: [f64; 5] = [
        1.666_666_666_666_660_190_37e-1,
        -2.777_777_777_701_559_338_42e-3,
        6.613_756_321_437_934_361_17e-5,
        -1.653_390_220_546_525_153_90e-6,
        4.138_136_797_057_238_460_39e-8,
    ];
    // NaN is computed as 0 and put back at the end, so every step stays in range.
    let clamped = if x < LOW {
        LOW
    } else if x > HIGH {
        HIGH
    } else if !x.is_nan() {
        x
    } else {
        0.0
    };
    let shifted = clamped * LOG2_E + ROUND;
    let n = shifted - ROUND;
    let k = (shifted.to_bits() as i64) - (ROUND.to_bits() as i64);
    let hi = clamped - n * LN2_HI;
    let lo = n * LN2_LO;
    let r = hi - lo;
    let t = r * r;
    let c = r - t * (P[0] + t * (P[1] + t * (P[2] + t * (P[3] + t * P[4]))));
    let er = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
    // `k` lies in [-1075, 1024]: two factors each within the normal exponents.
    let half = k >> 1;
    let y = er * power_of_two(half) * power_of_two(k - half);
    if x < LOW {
        0.0
    } else if x > HIGH {
        f64::INFINITY
    } else if !x.is_nan() {
        y
    } else {
        x
    }
}

#[inline(always)]
/// `ln x` in f64 as fdlibm computes it: `x = 2^k (1 + f)` with `1 + f` in `[√½, √2)`,
/// `s = f / (2 + f)`, `ln(1 + f) = f - f²/2 + s (f²/2 + R(s²))` with `R` of degree 7, and
/// `k ln 2` added in two parts. Subnormals are scaled by 2^54 first; `ln 0 = -inf`,
/// `ln +inf = +inf`, a negative or NaN argument gives NaN.
pub(crate) fn ln_f64(x: f64) -> f64 {
    const MANTISSA: u64 = (1 << 52) - 1;
    const LG: [f64; 7] = [
        6.666_666_666_666_735_130e-1,
        3.999_999_999_940_941_908e-1,
        2.857_142_874_366_239_149e-1,
        2.222_219_843_214_978_396e-1,
        1.818_357_216_161_805_012e-1,
        1.531_383_769_920_937_332e-1,
        1.479_819_860_511_658_591e-1,
    ];
    let subnormal = x < f64::MIN_POSITIVE;
    let scaled = if subnormal { x * 18_014_398_509_481_984.0 } else { x };
    let bits = scaled.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i64 - 1023 - if subnormal { 54 } else { 0 };
    // The mantissa in [1, 2); halved, with the exponent raised, when it is above √2.
    let m = f64::from_bits((bits & MANTISSA) | (1023 << 52));
    let above = m > std::f64::consts::SQRT_2;
    let m = if above { m * 0.5 } else { m };
    let k = (if above { exponent + 1 } else { exponent }) as f64;
    let f = m - 1.0;
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let t1 = w * (LG[1] + w * (LG[3] + w * LG[5]));
    let t2 = z * (LG[0] + w * (LG[2] + w * (LG[4] + w * LG[6])));
    let half_f2 = 0.5 * f * f;
    let value = k * LN2_HI - ((half_f2 - (s * (half_f2 + t2 + t1) + k * LN2_LO)) - f);
    let value = if x == f64::INFINITY { x } else { value };
    let value = if x == 0.0 { f64::NEG_INFINITY } else { value };
    // `!(x >= 0)`: negative or NaN.
    if x >= 0.0 { value } else { f64::NAN }
}

#[inline(always)]
/// `ln(1 + x)` in f64: `ln u · x / (u - 1)` with `u = 1 + x` rounded, which cancels the
/// rounding of `u` (Goldberg's formula), and `x` itself where `u` rounds to 1.
pub(crate) fn ln_1p_f64(x: f64) -> f64 {
    let u = 1.0 + x;
    let value = ln_f64(u) * (x / (u - 1.0));
    let value = if u == 1.0 { x } else { value };
    if x == f64::INFINITY { x } else { value }
}

#[inline(always)]
/// `tanh x` in f64 as Cephes computes it: `x + x³ P(x²) / Q(x²)` below `|x| = 0.625`,
/// `1 - 2 / (e^{2|x|} + 1)` with the sign of `x` above (±1 once `e^{2|x|}` is large); NaN
/// through.
pub(crate) fn tanh_f64(x: f64) -> f64 {
    let z = x * x;
    let p =
        (-9.643_991_794_250_522_386_28e-1 * z - 9.928_772_310_019_185_865_64e1) * z - 1.614_687_684_417_084_479_52e3;
    let q = ((z + 1.128_116_784_916_329_314_02e2) * z + 2.235_488_390_601_004_485_83e3) * z
        + 4.844_063_053_251_254_860_48e3;
    let small = x + x * z * (p / q);
    let a = x.abs();
    let large = 1.0 - 2.0 / (exp_f64(a + a) + 1.0);
    let large = if x < 0.0 { -large } else { large };
    if a < 0.625 { small } else { large }
}

/// The polynomial with coefficients `c` (highest degree first) at `x`, by Horner's rule.
#[inline(always)]
fn horner<const N: usize>(x: f64, c: [f64; N]) -> f64 {
    c.into_iter().fold(0.0, |acc, c| acc * x + c)
}

#[inline(always)]
/// `erf` in f64: fdlibm's two forms up to `|x| = 1.25` (`x + x PP(x²)/QQ(x²)` below 0.84375,
/// `erf(1) + PA(|x| - 1)/QA(|x| - 1)` above it, both of which leave the large term exact), and
/// beyond, `1 - e^{-x²} P(|x|)/Q(|x|)` with Cephes' rational erfc (`|x|` held at 6, where erf
/// is ±1 to f64 precision; erfc's error counts a tenth there). The sign of `x`; NaN through.
pub(crate) fn erf_f64(x: f64) -> f64 {
    const PP: [f64; 5] = [
        -2.376_301_665_665_016_260_84e-5,
        -5.770_270_296_489_441_591_57e-3,
        -2.848_174_957_559_851_047_66e-2,
        -3.250_421_072_470_014_993_70e-1,
        1.283_791_670_955_125_585_61e-1,
    ];
    const QQ: [f64; 6] = [
        -3.960_228_278_775_368_123_20e-6,
        1.324_947_380_043_216_445_26e-4,
        5.081_306_281_875_765_627_76e-3,
        6.502_224_998_876_729_444_85e-2,
        3.979_172_239_591_553_528_19e-1,
        1.0,
    ];
    // erf(1) to single precision: the large term, exact.
    const ERX: f64 = 8.450_629_115_104_675_292_97e-1;
    const PA: [f64; 7] = [
        -2.166_375_594_868_790_843_00e-3,
        3.547_830_432_561_823_593_71e-2,
        -1.108_946_942_823_966_774_76e-1,
        3.183_466_199_011_617_536_74e-1,
        -3.722_078_760_357_013_238_47e-1,
        4.148_561_186_837_483_316_66e-1,
        -2.362_118_560_752_659_440_77e-3,
    ];
    const QA: [f64; 7] = [
        1.198_449_984_679_910_741_70e-2,
        1.363_708_391_202_905_073_62e-2,
        1.261_712_198_087_616_421_12e-1,
        7.182_865_441_419_626_628_68e-2,
        5.403_979_177_021_710_489_37e-1,
        1.064_208_804_008_442_282_86e-1,
        1.0,
    ];
    // Cephes' erfc on [1, 8): e^{-x²} P(x)/Q(x).
    const P: [f64; 9] = [
        2.461_969_814_735_305_125_24e-10,
        5.641_895_648_310_688_219_77e-1,
        7.463_210_564_422_699_126_87e0,
        4.863_719_709_856_813_666_14e1,
        1.965_208_329_560_770_982_42e2,
        5.264_451_949_954_773_586_31e2,
        9.345_285_271_719_576_075_40e2,
        1.027_551_886_895_157_102_72e3,
        5.575_353_353_693_993_275_26e2,
    ];
    const Q: [f64; 9] = [
        1.0,
        1.322_819_511_547_449_925_08e1,
        8.670_721_408_859_897_423_29e1,
        3.549_377_788_878_198_910_62e2,
        9.757_085_017_432_054_897_53e2,
        1.823_909_166_879_097_362_89e3,
        2.246_337_608_187_109_817_92e3,
        1.656_663_091_941_613_501_82e3,
        5.575_353_408_177_276_755_46e2,
    ];
    let a = x.abs();
    let z = x * x;
    let s = a - 1.0;
    let held = if a > 6.0 { 6.0 } else { a };
    // Each form is `base + numerator / denominator`; the pair is chosen first, so that one
    // division serves all three.
    let e = exp_f64(-(held * held));
    let (small, middle) = (a < 0.843_75, a < 1.25);
    let numerator = if small {
        x * horner(z, PP)
    } else if middle {
        horner(s, PA)
    } else {
        -(e * horner(held, P))
    };
    let denominator = if small {
        horner(z, QQ)
    } else if middle {
        horner(s, QA)
    } else {
        horner(held, Q)
    };
    let base = if middle { ERX } else { 1.0 };
    let large = base + numerator / denominator;
    let large = if x < 0.0 { -large } else { large };
    if small { x + numerator / denominator } else { large }
}

//! 100 `#[vjp]` functions, 50 in the rule form and 50 derived, written by
//! `scripts/gen_macro_build_bench.py`: the workload of `scripts/macro_build_times.sh`.
#![allow(missing_docs)]

use vjp::{add, dense, gelu, matmul, scale, transpose, vjp, Dim, GeluKind, Matrix, Result, Scalar, Shape, Tensor, Vector};

/// `x ↦ 1.0 x³`, elementwise, with its rule.
#[vjp(backward = cube_0_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_0<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.0) * v * v * v)
}

/// The rule of [`cube_0`].
pub fn cube_0_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_0", |v, d| T::from_f64(3.0) * v * v * d)
}

/// `x ↦ 1.02 x³`, elementwise, with its rule.
#[vjp(backward = cube_1_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_1<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.02) * v * v * v)
}

/// The rule of [`cube_1`].
pub fn cube_1_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_1", |v, d| T::from_f64(3.06) * v * v * d)
}

/// `x ↦ 1.04 x³`, elementwise, with its rule.
#[vjp(backward = cube_2_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_2<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.04) * v * v * v)
}

/// The rule of [`cube_2`].
pub fn cube_2_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_2", |v, d| T::from_f64(3.12) * v * v * d)
}

/// `x ↦ 1.06 x³`, elementwise, with its rule.
#[vjp(backward = cube_3_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_3<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.06) * v * v * v)
}

/// The rule of [`cube_3`].
pub fn cube_3_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_3", |v, d| T::from_f64(3.18) * v * v * d)
}

/// `x ↦ 1.08 x³`, elementwise, with its rule.
#[vjp(backward = cube_4_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_4<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.08) * v * v * v)
}

/// The rule of [`cube_4`].
pub fn cube_4_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_4", |v, d| T::from_f64(3.24) * v * v * d)
}

/// `x ↦ 1.1 x³`, elementwise, with its rule.
#[vjp(backward = cube_5_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_5<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.1) * v * v * v)
}

/// The rule of [`cube_5`].
pub fn cube_5_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_5", |v, d| T::from_f64(3.3000000000000003) * v * v * d)
}

/// `x ↦ 1.12 x³`, elementwise, with its rule.
#[vjp(backward = cube_6_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_6<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.12) * v * v * v)
}

/// The rule of [`cube_6`].
pub fn cube_6_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_6", |v, d| T::from_f64(3.3600000000000003) * v * v * d)
}

/// `x ↦ 1.1400000000000001 x³`, elementwise, with its rule.
#[vjp(backward = cube_7_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_7<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.1400000000000001) * v * v * v)
}

/// The rule of [`cube_7`].
pub fn cube_7_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_7", |v, d| T::from_f64(3.4200000000000004) * v * v * d)
}

/// `x ↦ 1.16 x³`, elementwise, with its rule.
#[vjp(backward = cube_8_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_8<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.16) * v * v * v)
}

/// The rule of [`cube_8`].
pub fn cube_8_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_8", |v, d| T::from_f64(3.4799999999999995) * v * v * d)
}

/// `x ↦ 1.18 x³`, elementwise, with its rule.
#[vjp(backward = cube_9_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_9<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.18) * v * v * v)
}

/// The rule of [`cube_9`].
pub fn cube_9_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_9", |v, d| T::from_f64(3.54) * v * v * d)
}

/// `x ↦ 1.2 x³`, elementwise, with its rule.
#[vjp(backward = cube_10_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_10<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.2) * v * v * v)
}

/// The rule of [`cube_10`].
pub fn cube_10_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_10", |v, d| T::from_f64(3.5999999999999996) * v * v * d)
}

/// `x ↦ 1.22 x³`, elementwise, with its rule.
#[vjp(backward = cube_11_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_11<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.22) * v * v * v)
}

/// The rule of [`cube_11`].
pub fn cube_11_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_11", |v, d| T::from_f64(3.66) * v * v * d)
}

/// `x ↦ 1.24 x³`, elementwise, with its rule.
#[vjp(backward = cube_12_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_12<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.24) * v * v * v)
}

/// The rule of [`cube_12`].
pub fn cube_12_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_12", |v, d| T::from_f64(3.7199999999999998) * v * v * d)
}

/// `x ↦ 1.26 x³`, elementwise, with its rule.
#[vjp(backward = cube_13_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_13<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.26) * v * v * v)
}

/// The rule of [`cube_13`].
pub fn cube_13_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_13", |v, d| T::from_f64(3.7800000000000002) * v * v * d)
}

/// `x ↦ 1.28 x³`, elementwise, with its rule.
#[vjp(backward = cube_14_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_14<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.28) * v * v * v)
}

/// The rule of [`cube_14`].
pub fn cube_14_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_14", |v, d| T::from_f64(3.84) * v * v * d)
}

/// `x ↦ 1.3 x³`, elementwise, with its rule.
#[vjp(backward = cube_15_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_15<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.3) * v * v * v)
}

/// The rule of [`cube_15`].
pub fn cube_15_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_15", |v, d| T::from_f64(3.9000000000000004) * v * v * d)
}

/// `x ↦ 1.32 x³`, elementwise, with its rule.
#[vjp(backward = cube_16_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_16<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.32) * v * v * v)
}

/// The rule of [`cube_16`].
pub fn cube_16_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_16", |v, d| T::from_f64(3.96) * v * v * d)
}

/// `x ↦ 1.34 x³`, elementwise, with its rule.
#[vjp(backward = cube_17_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_17<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.34) * v * v * v)
}

/// The rule of [`cube_17`].
pub fn cube_17_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_17", |v, d| T::from_f64(4.0200000000000005) * v * v * d)
}

/// `x ↦ 1.3599999999999999 x³`, elementwise, with its rule.
#[vjp(backward = cube_18_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_18<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.3599999999999999) * v * v * v)
}

/// The rule of [`cube_18`].
pub fn cube_18_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_18", |v, d| T::from_f64(4.08) * v * v * d)
}

/// `x ↦ 1.38 x³`, elementwise, with its rule.
#[vjp(backward = cube_19_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_19<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.38) * v * v * v)
}

/// The rule of [`cube_19`].
pub fn cube_19_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_19", |v, d| T::from_f64(4.14) * v * v * d)
}

/// `x ↦ 1.4 x³`, elementwise, with its rule.
#[vjp(backward = cube_20_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_20<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.4) * v * v * v)
}

/// The rule of [`cube_20`].
pub fn cube_20_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_20", |v, d| T::from_f64(4.199999999999999) * v * v * d)
}

/// `x ↦ 1.42 x³`, elementwise, with its rule.
#[vjp(backward = cube_21_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_21<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.42) * v * v * v)
}

/// The rule of [`cube_21`].
pub fn cube_21_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_21", |v, d| T::from_f64(4.26) * v * v * d)
}

/// `x ↦ 1.44 x³`, elementwise, with its rule.
#[vjp(backward = cube_22_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_22<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.44) * v * v * v)
}

/// The rule of [`cube_22`].
pub fn cube_22_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_22", |v, d| T::from_f64(4.32) * v * v * d)
}

/// `x ↦ 1.46 x³`, elementwise, with its rule.
#[vjp(backward = cube_23_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_23<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.46) * v * v * v)
}

/// The rule of [`cube_23`].
pub fn cube_23_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_23", |v, d| T::from_f64(4.38) * v * v * d)
}

/// `x ↦ 1.48 x³`, elementwise, with its rule.
#[vjp(backward = cube_24_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_24<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.48) * v * v * v)
}

/// The rule of [`cube_24`].
pub fn cube_24_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_24", |v, d| T::from_f64(4.4399999999999995) * v * v * d)
}

/// `x ↦ 1.5 x³`, elementwise, with its rule.
#[vjp(backward = cube_25_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_25<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.5) * v * v * v)
}

/// The rule of [`cube_25`].
pub fn cube_25_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_25", |v, d| T::from_f64(4.5) * v * v * d)
}

/// `x ↦ 1.52 x³`, elementwise, with its rule.
#[vjp(backward = cube_26_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_26<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.52) * v * v * v)
}

/// The rule of [`cube_26`].
pub fn cube_26_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_26", |v, d| T::from_f64(4.5600000000000005) * v * v * d)
}

/// `x ↦ 1.54 x³`, elementwise, with its rule.
#[vjp(backward = cube_27_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_27<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.54) * v * v * v)
}

/// The rule of [`cube_27`].
pub fn cube_27_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_27", |v, d| T::from_f64(4.62) * v * v * d)
}

/// `x ↦ 1.56 x³`, elementwise, with its rule.
#[vjp(backward = cube_28_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_28<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.56) * v * v * v)
}

/// The rule of [`cube_28`].
pub fn cube_28_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_28", |v, d| T::from_f64(4.68) * v * v * d)
}

/// `x ↦ 1.58 x³`, elementwise, with its rule.
#[vjp(backward = cube_29_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_29<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.58) * v * v * v)
}

/// The rule of [`cube_29`].
pub fn cube_29_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_29", |v, d| T::from_f64(4.74) * v * v * d)
}

/// `x ↦ 1.6 x³`, elementwise, with its rule.
#[vjp(backward = cube_30_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_30<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.6) * v * v * v)
}

/// The rule of [`cube_30`].
pub fn cube_30_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_30", |v, d| T::from_f64(4.800000000000001) * v * v * d)
}

/// `x ↦ 1.62 x³`, elementwise, with its rule.
#[vjp(backward = cube_31_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_31<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.62) * v * v * v)
}

/// The rule of [`cube_31`].
pub fn cube_31_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_31", |v, d| T::from_f64(4.86) * v * v * d)
}

/// `x ↦ 1.6400000000000001 x³`, elementwise, with its rule.
#[vjp(backward = cube_32_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_32<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.6400000000000001) * v * v * v)
}

/// The rule of [`cube_32`].
pub fn cube_32_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_32", |v, d| T::from_f64(4.92) * v * v * d)
}

/// `x ↦ 1.6600000000000001 x³`, elementwise, with its rule.
#[vjp(backward = cube_33_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_33<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.6600000000000001) * v * v * v)
}

/// The rule of [`cube_33`].
pub fn cube_33_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_33", |v, d| T::from_f64(4.98) * v * v * d)
}

/// `x ↦ 1.6800000000000002 x³`, elementwise, with its rule.
#[vjp(backward = cube_34_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_34<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.6800000000000002) * v * v * v)
}

/// The rule of [`cube_34`].
pub fn cube_34_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_34", |v, d| T::from_f64(5.040000000000001) * v * v * d)
}

/// `x ↦ 1.7 x³`, elementwise, with its rule.
#[vjp(backward = cube_35_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_35<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.7) * v * v * v)
}

/// The rule of [`cube_35`].
pub fn cube_35_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_35", |v, d| T::from_f64(5.1) * v * v * d)
}

/// `x ↦ 1.72 x³`, elementwise, with its rule.
#[vjp(backward = cube_36_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_36<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.72) * v * v * v)
}

/// The rule of [`cube_36`].
pub fn cube_36_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_36", |v, d| T::from_f64(5.16) * v * v * d)
}

/// `x ↦ 1.74 x³`, elementwise, with its rule.
#[vjp(backward = cube_37_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_37<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.74) * v * v * v)
}

/// The rule of [`cube_37`].
pub fn cube_37_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_37", |v, d| T::from_f64(5.22) * v * v * d)
}

/// `x ↦ 1.76 x³`, elementwise, with its rule.
#[vjp(backward = cube_38_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_38<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.76) * v * v * v)
}

/// The rule of [`cube_38`].
pub fn cube_38_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_38", |v, d| T::from_f64(5.28) * v * v * d)
}

/// `x ↦ 1.78 x³`, elementwise, with its rule.
#[vjp(backward = cube_39_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_39<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.78) * v * v * v)
}

/// The rule of [`cube_39`].
pub fn cube_39_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_39", |v, d| T::from_f64(5.34) * v * v * d)
}

/// `x ↦ 1.8 x³`, elementwise, with its rule.
#[vjp(backward = cube_40_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_40<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.8) * v * v * v)
}

/// The rule of [`cube_40`].
pub fn cube_40_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_40", |v, d| T::from_f64(5.4) * v * v * d)
}

/// `x ↦ 1.8199999999999998 x³`, elementwise, with its rule.
#[vjp(backward = cube_41_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_41<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.8199999999999998) * v * v * v)
}

/// The rule of [`cube_41`].
pub fn cube_41_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_41", |v, d| T::from_f64(5.459999999999999) * v * v * d)
}

/// `x ↦ 1.8399999999999999 x³`, elementwise, with its rule.
#[vjp(backward = cube_42_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_42<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.8399999999999999) * v * v * v)
}

/// The rule of [`cube_42`].
pub fn cube_42_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_42", |v, d| T::from_f64(5.52) * v * v * d)
}

/// `x ↦ 1.8599999999999999 x³`, elementwise, with its rule.
#[vjp(backward = cube_43_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_43<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.8599999999999999) * v * v * v)
}

/// The rule of [`cube_43`].
pub fn cube_43_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_43", |v, d| T::from_f64(5.58) * v * v * d)
}

/// `x ↦ 1.88 x³`, elementwise, with its rule.
#[vjp(backward = cube_44_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_44<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.88) * v * v * v)
}

/// The rule of [`cube_44`].
pub fn cube_44_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_44", |v, d| T::from_f64(5.64) * v * v * d)
}

/// `x ↦ 1.9 x³`, elementwise, with its rule.
#[vjp(backward = cube_45_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_45<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.9) * v * v * v)
}

/// The rule of [`cube_45`].
pub fn cube_45_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_45", |v, d| T::from_f64(5.699999999999999) * v * v * d)
}

/// `x ↦ 1.92 x³`, elementwise, with its rule.
#[vjp(backward = cube_46_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_46<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.92) * v * v * v)
}

/// The rule of [`cube_46`].
pub fn cube_46_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_46", |v, d| T::from_f64(5.76) * v * v * d)
}

/// `x ↦ 1.94 x³`, elementwise, with its rule.
#[vjp(backward = cube_47_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_47<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.94) * v * v * v)
}

/// The rule of [`cube_47`].
pub fn cube_47_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_47", |v, d| T::from_f64(5.82) * v * v * d)
}

/// `x ↦ 1.96 x³`, elementwise, with its rule.
#[vjp(backward = cube_48_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_48<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.96) * v * v * v)
}

/// The rule of [`cube_48`].
pub fn cube_48_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_48", |v, d| T::from_f64(5.88) * v * v * d)
}

/// `x ↦ 1.98 x³`, elementwise, with its rule.
#[vjp(backward = cube_49_backward, check(S = (Const<2>, Const<3>)))]
pub fn cube_49<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {
    x.map(|v| T::from_f64(1.98) * v * v * v)
}

/// The rule of [`cube_49`].
pub fn cube_49_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {
    x.zip_map(dy, "cube_49", |v, d| T::from_f64(5.9399999999999995) * v * v * d)
}

/// A derived MLP variant, number 0.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_0<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_0(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 1.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_1<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_1(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 2.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_2<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_2(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 3.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_3<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_3(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 4.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_4<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_4(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 5.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_5<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_5(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 6.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_6<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_6(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 7.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_7<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_7(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 8.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_8<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_8(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 9.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_9<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_9(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 10.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_10<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_10(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 11.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_11<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_11(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 12.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_12<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_12(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 13.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_13<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_13(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 14.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_14<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_14(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 15.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_15<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_15(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 16.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_16<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_16(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 17.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_17<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_17(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 18.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_18<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_18(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 19.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_19<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_19(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 20.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_20<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_20(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 21.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_21<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_21(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 22.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_22<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_22(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 23.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_23<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_23(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 24.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_24<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_24(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 25.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_25<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_25(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 26.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_26<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_26(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 27.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_27<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_27(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 28.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_28<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_28(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 29.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_29<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_29(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 30.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_30<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_30(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 31.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_31<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_31(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 32.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_32<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_32(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 33.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_33<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_33(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 34.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_34<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_34(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 35.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_35<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_35(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 36.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_36<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_36(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 37.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_37<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_37(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 38.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_38<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_38(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 39.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_39<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_39(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 40.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_40<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_40(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 41.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_41<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_41(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 42.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_42<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_42(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 43.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_43<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_43(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 44.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_44<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_44(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 45.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_45<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_45(&h);
    let g = scale(&a, T::from_f64(0.5));
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 46.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_46<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_46(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = gelu(&g, GeluKind::Tanh);
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 47.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_47<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_47(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    dense(&s, w2, b2)
}

/// A derived MLP variant, number 48.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_48<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_48(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

/// A derived MLP variant, number 49.
#[vjp(check(N = 3, D = 4, H = 5))]
pub fn mlp_49<T: Scalar, N: Dim, D: Dim, H: Dim>(
    x: &Matrix<T, N, D>,
    w1: &Matrix<T, D, H>,
    b1: &Vector<T, H>,
    w2: &Matrix<T, H, D>,
    b2: &Vector<T, D>,
) -> Result<Matrix<T, N, D>> {
    let h = dense(x, w1, b1)?;
    let a = cube_49(&h);
    let g = gelu(&a, GeluKind::Erf);
    let s = add(&g, &a)?;
    let wt = transpose(w1);
    let gram = matmul(&s, &wt)?;
    let back = dense(&gram, w1, b1)?;
    let mixed = add(&back, &s)?;
    dense(&mixed, w2, b2)
}

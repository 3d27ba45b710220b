#!/usr/bin/env python3
"""Writes benches/macro-build/src/lib.rs: 100 #[vjp] functions (50 rule form, 50 derived),
each with a generated check, for measuring what the macro costs at build time
(scripts/macro_build_times.sh). Deterministic: the same file every run."""
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "benches/macro-build/src/lib.rs"

lines = [
    "//! 100 `#[vjp]` functions, 50 in the rule form and 50 derived, written by",
    "//! `scripts/gen_macro_build_bench.py`: the workload of `scripts/macro_build_times.sh`.",
    "#![allow(missing_docs)]",
    "",
    "use vjp::{add, dense, gelu, matmul, scale, transpose, vjp, Dim, GeluKind, Matrix, Result, Scalar, Shape, Tensor, Vector};",
    "",
]
for i in range(50):
    c = 1.0 + i / 50.0
    lines += [
        f"/// `x ↦ {c} x³`, elementwise, with its rule.",
        f"#[vjp(backward = cube_{i}_backward, check(S = (Const<2>, Const<3>)))]",
        f"pub fn cube_{i}<T: Scalar, S: Shape>(x: &Tensor<T, S>) -> Tensor<T, S> {{",
        f"    x.map(|v| T::from_f64({c}) * v * v * v)",
        "}",
        "",
        f"/// The rule of [`cube_{i}`].",
        f"pub fn cube_{i}_backward<T: Scalar, S: Shape>(x: &Tensor<T, S>, _y: &Tensor<T, S>, dy: &Tensor<T, S>) -> Result<Tensor<T, S>> {{",
        f"    x.zip_map(dy, \"cube_{i}\", |v, d| T::from_f64({3 * c}) * v * v * d)",
        "}",
        "",
    ]
for i in range(50):
    k = i % 5
    body = [
        "    let h = dense(x, w1, b1)?;",
        f"    let a = cube_{i}(&h);",
    ]
    if k >= 1:
        body.append("    let g = gelu(&a, GeluKind::Erf);")
    else:
        body.append("    let g = scale(&a, T::from_f64(0.5));")
    if k >= 2:
        body.append("    let s = add(&g, &a)?;")
    else:
        body.append("    let s = gelu(&g, GeluKind::Tanh);")
    if k >= 3:
        body.append("    let wt = transpose(w1);")
        body.append("    let gram = matmul(&s, &wt)?;")
        body.append("    let back = dense(&gram, w1, b1)?;")
        body.append("    let mixed = add(&back, &s)?;")
        body.append("    dense(&mixed, w2, b2)")
    else:
        body.append("    dense(&s, w2, b2)")
    lines += [
        f"/// A derived MLP variant, number {i}.",
        "#[vjp(check(N = 3, D = 4, H = 5))]",
        f"pub fn mlp_{i}<T: Scalar, N: Dim, D: Dim, H: Dim>(",
        "    x: &Matrix<T, N, D>,",
        "    w1: &Matrix<T, D, H>,",
        "    b1: &Vector<T, H>,",
        "    w2: &Matrix<T, H, D>,",
        "    b2: &Vector<T, D>,",
        ") -> Result<Matrix<T, N, D>> {",
        *body,
        "}",
        "",
    ]
OUT.write_text("\n".join(lines))

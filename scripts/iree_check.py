"""Compiles a module written by `cargo run --example emit_graph_mlir -- DIR` with IREE for the CPU,
runs it on the written inputs, and compares every output with the values Rust's graph
denotation gave: norm-relative error per output at most 1e-4 (f32). Exits non-zero otherwise.

    python scripts/iree_check.py DIR
"""

import pathlib
import sys

import iree.compiler as ic
import iree.runtime as rt
import numpy as np


def main():
    d = pathlib.Path(sys.argv[1])
    entries = [line.split() for line in (d / "manifest.txt").read_text().splitlines() if line.strip()]
    load = lambda shape, file: np.fromfile(d / file, dtype="<f4").reshape([int(s) for s in shape.split("x")] if shape else [])
    inputs = [load(shape, file) for kind, _, shape, file in entries if kind == "input"]
    expected = [load(shape, file) for kind, _, shape, file in entries if kind == "output"]
    vmfb = ic.compile_str((d / "module.mlir").read_text(), target_backends=["llvm-cpu"], input_type="stablehlo",
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    results = ctx.modules.module["main"](*inputs)
    results = [results] if len(expected) == 1 else list(results)
    worst = 0.0
    for i, (got, want) in enumerate(zip(results, expected)):
        got = np.asarray(got)
        rel = np.linalg.norm(got - want) / max(np.linalg.norm(want), 1e-30)
        worst = max(worst, rel)
        if rel > 1e-4:
            print(f"output {i}: norm-relative error {rel:.3e} > 1e-4")
            sys.exit(1)
    print(f"IREE ran {len(results)} outputs of {d / 'module.mlir'}; worst norm-relative error {worst:.3e}")


if __name__ == "__main__":
    main()

"""Compiles the train step and inference modules written by `vit emit-mlir --reference` with IREE
for the CPU, runs them on the reference inputs, and compares with the Rust train step: the loss,
every updated parameter and optimizer buffer, and the logits, each to at most 1e-4
norm-relative error. Exits non-zero otherwise.

One exception, for AdamW only: the key part of each `attn.qkv.bias` has an exactly zero gradient
(softmax is invariant to adding the same q.b_k to a whole row of scores), so both sides compute
round-off there, and AdamW's normalised step m/sqrt(v) turns round-off into steps of the size of
lr whose sign is noise. Those D entries are compared apart: their moments must still agree, and
the step is reported, not held to 1e-4.

    python scripts/iree_train_step.py DIR
"""

import json
import pathlib
import sys
import time

import iree.compiler as ic
import iree.runtime as rt
import numpy as np
from safetensors.numpy import load_file

TOLERANCE = 1e-4


def load_module(path):
    started = time.perf_counter()
    vmfb = ic.compile_str(path.read_text(), target_backends=["llvm-cpu"], input_type="stablehlo",
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    seconds = time.perf_counter() - started
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    print(f"compiled {path.name} in {seconds:.1f} s ({len(vmfb) / 1e6:.2f} MB)")
    return ctx.modules.module["main"]


def run(main, signature, reference):
    inputs = [reference["inputs/" + entry["name"]] for entry in signature["inputs"]]
    for value, entry in zip(inputs, signature["inputs"]):
        assert list(value.shape) == entry["shape"], (entry["name"], value.shape, entry["shape"])
    results = main(*inputs)
    if len(signature["outputs"]) == 1:
        results = [results]
    return [np.asarray(r) for r in results]


def compare(name, got, want):
    norm = np.linalg.norm(want)
    rel = np.linalg.norm(got - want) / (norm if norm > 0 else 1.0)
    if rel > TOLERANCE:
        print(f"{name}: norm-relative error {rel:.3e} > {TOLERANCE}")
        sys.exit(1)
    return rel


def main():
    d = pathlib.Path(sys.argv[1])
    manifest = json.loads((d / "manifest.json").read_text())
    reference = load_file(str(d / "reference.safetensors"))
    adamw = manifest["model"]["optimizer"]["name"] == "adamw"
    dim = manifest["model"]["dim"]

    signature = manifest["train_step"]
    results = run(load_module(d / signature["file"]), signature, reference)
    worst = (0.0, "")
    for got, entry in zip(results, signature["outputs"]):
        name, want = entry["name"], reference["outputs/" + entry["name"]]
        if adamw and name.endswith("attn.qkv.bias"):
            keys = slice(dim, 2 * dim)
            step = np.abs(got[keys] - want[keys]).max()
            print(f"{name}: key bias (zero gradient, AdamW step of round-off) differs by at most {step:.2e}")
            got, want = np.delete(got, np.r_[keys]), np.delete(want, np.r_[keys])
        rel = compare(name, got, want)
        worst = max(worst, (rel, name))
    loss = float(results[-1])
    print(f"train step: {len(results)} outputs (loss {loss:.6f}, Rust "
          f"{float(reference['outputs/loss']):.6f}); worst norm-relative error {worst[0]:.3e} ({worst[1]})")

    signature = manifest["inference"]
    (logits,) = run(load_module(d / signature["file"]), signature, reference)
    rel = compare("logits", logits, reference["logits"])
    print(f"inference: logits norm-relative error {rel:.3e}")


if __name__ == "__main__":
    main()

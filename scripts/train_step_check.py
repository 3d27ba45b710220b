"""Compiles the train step and inference modules written by `vit emit-mlir --reference` with IREE
(llvm-cpu) and with XLA's CPU backend (jaxlib's PJRT client), runs them on the reference inputs,
and compares with the Rust train step: the loss, every updated parameter and optimizer buffer,
and the logits, each to at most 1e-4 norm-relative error. Exits non-zero otherwise. With
`--time N` it also times N runs of each compiled train step and inference (after one warm-up)
and prints images per second; `--backend iree|xla` runs one backend only.

One exception, for AdamW only: the key part of each `attn.qkv.bias` has an exactly zero gradient
(softmax is invariant to adding the same q.b_k to a whole row of scores), so both sides compute
round-off there, and AdamW's normalised step m/sqrt(v) turns round-off into steps of the size of
lr whose sign is noise. Those D entries are compared apart: their moments must still agree, and
the step is reported, not held to 1e-4.

A module split over devices (`vit emit-mlir --devices N`, its manifest's `partitions`) is run by
XLA alone, its SPMD partitioner splitting the batch over N forced host devices (the compiled
train step must all-reduce), and held to the single-device Rust step at 1e-5.

    python scripts/train_step_check.py DIR [--time N] [--backend iree|xla]
"""

import json
import os
import pathlib
import sys
import time

import numpy as np
from safetensors.numpy import load_file

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from hlo_check import iree_runner, xla_runner, xla_sharded_runner  # noqa: E402

TOLERANCE = 1e-4


def load(backend, make, d, signature):
    path = d / signature["file"]
    started = time.perf_counter()
    run = make(path.read_text(), signature)
    print(f"{backend}: compiled {path.name} in {time.perf_counter() - started:.1f} s")
    return run


def inputs_of(signature, reference):
    inputs = [reference["inputs/" + entry["name"]] for entry in signature["inputs"]]
    for value, entry in zip(inputs, signature["inputs"]):
        assert list(value.shape) == entry["shape"], (entry["name"], value.shape, entry["shape"])
    return inputs


def compare(name, got, want):
    norm = np.linalg.norm(want)
    rel = np.linalg.norm(got - want) / (norm if norm > 0 else 1.0)
    if rel > TOLERANCE:
        print(f"{name}: norm-relative error {rel:.3e} > {TOLERANCE}")
        sys.exit(1)
    return rel


def time_runs(what, run, inputs, batch, timed):
    """Times `timed` calls of `run` (none: nothing printed) and prints images per second."""
    if not timed:
        return
    started = time.perf_counter()
    for _ in range(timed):
        run(inputs)
    seconds = (time.perf_counter() - started) / timed
    print(f"{what} {seconds * 1e3:.1f} ms, {batch / seconds:.1f} images/s")


def check(backend, make, d, manifest, reference, timed):
    adamw = manifest["model"]["optimizer"]["name"] == "adamw"
    dim = manifest["model"]["dim"]
    signature = manifest["train_step"]
    run = load(backend, make, d, signature)
    inputs = inputs_of(signature, reference)
    results = run(inputs)
    worst = (0.0, "")
    for got, entry in zip(results, signature["outputs"]):
        name, want = entry["name"], reference["outputs/" + entry["name"]]
        if adamw and name.endswith("attn.qkv.bias"):
            keys = slice(dim, 2 * dim)
            step = np.abs(got[keys] - want[keys]).max()
            print(f"{backend}: {name}: key bias (zero gradient, AdamW step of round-off) differs by at most {step:.2e}")
            got, want = np.delete(got, np.r_[keys]), np.delete(want, np.r_[keys])
        rel = compare(f"{backend}: {name}", got, want)
        worst = max(worst, (rel, name))
    loss = float(results[-1])
    print(f"{backend}: train step: {len(results)} outputs (loss {loss:.6f}, Rust "
          f"{float(reference['outputs/loss']):.6f}); worst norm-relative error {worst[0]:.3e} ({worst[1]})")
    time_runs(f"{backend}: train step", run, inputs, manifest["model"]["batch"], timed)

    signature = manifest["inference"]
    infer, inputs = load(backend, make, d, signature), inputs_of(signature, reference)
    (logits,) = infer(inputs)
    rel = compare(f"{backend}: logits", logits, reference["logits"])
    print(f"{backend}: inference: logits norm-relative error {rel:.3e}")
    time_runs(f"{backend}: inference", infer, inputs, manifest["model"]["batch"], timed)


def sharded(devices):
    """For modules split over devices (`vit emit-mlir --devices N`): XLA's SPMD runner over N
    forced host devices, each module's batched inputs split, checking that the partitioner
    all-reduces."""

    def make(text, signature):
        batched = [entry["name"] in signature["batched"] for entry in signature["inputs"]]
        run, all_reduces = xla_sharded_runner(text, devices, batched)
        if not all_reduces and signature["file"] == "train_step.mlir":
            print("XLA: the partitioned train step has no all-reduce: the batch was not split")
            sys.exit(1)
        return run

    return make


def main():
    global TOLERANCE
    d = pathlib.Path(sys.argv[1])
    timed = int(sys.argv[sys.argv.index("--time") + 1]) if "--time" in sys.argv else 0
    manifest = json.loads((d / "manifest.json").read_text())
    reference = load_file(str(d / "reference.safetensors"))
    devices = manifest["train_step"].get("partitions", 1)
    if devices > 1:
        # XLA alone, its SPMD partitioner over forced host devices; the split step must be the
        # single-device Rust step to 1e-5.
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                                   f" --xla_force_host_platform_device_count={devices}").strip()
        TOLERANCE = 1e-5
        runners = [(f"XLA over {devices} devices", sharded(devices))]
    else:
        runners = [("IREE", lambda text, _: iree_runner(text)), ("XLA", lambda text, _: xla_runner(text))]
    if "--backend" in sys.argv:
        wanted = sys.argv[sys.argv.index("--backend") + 1].lower()
        runners = [(backend, make) for backend, make in runners if backend.lower().startswith(wanted)]
    for backend, make in runners:
        check(backend, make, d, manifest, reference, timed)


if __name__ == "__main__":
    main()

"""Compiles a module written by `vjp::hlo::write` (DIR/manifest.json, DIR/NAME.mlir,
DIR/reference.safetensors) with IREE (llvm-cpu) and with XLA's CPU backend (jaxlib's PJRT
client), runs each on the reference inputs, and compares every output with the reference, to at
most 1e-5 norm-relative error in f32 (1e-9 in f64). Exits non-zero otherwise.

A train step written with its gradients (`gradients/NAME` in the reference, as
`vjp::hlo::export_train_step` writes it) whose optimizer normalises its step (AdamW: its inputs
hold `NAME.exp_avg_sq`): where a parameter's gradient is zero but for round-off (at most 1e-10
of the tensor's largest, as attention's key bias: softmax ignores a number added to a whole
row of scores), each side holds its own round-off there, and AdamW turns it into a step of up
to the learning rate, in either direction. Those entries are compared apart, to at most `lr`,
and left out of the parameter's norm-relative error.

    python scripts/hlo_check.py DIR [MODULE]      (MODULE: the manifest's only module by default)
"""

import json
import pathlib
import sys
import time

import numpy as np
from safetensors.numpy import load_file

TOLERANCES = {"f32": 1e-5, "f64": 1e-9}


def iree_runner(text):
    import iree.compiler as ic
    import iree.runtime as rt

    vmfb = ic.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    main = ctx.modules.module["main"]

    def run(inputs):
        results = main(*inputs)
        if not isinstance(results, (list, tuple)):
            results = [results]
        return [np.asarray(r) for r in results]

    return run


def xla_runner(text):
    import jax
    from jax._src import xla_bridge as xb

    backend = xb.get_backend("cpu")
    device = backend.devices()[0]
    executable = backend.compile_and_load(text, backend.devices()[:1])

    def run(inputs):
        return [np.asarray(r) for r in executable.execute([jax.device_put(a, device) for a in inputs])]

    return run


def xla_sharded_runner(text, devices, batched):
    """XLA's CPU backend with the module split over `devices` host devices by the SPMD
    partitioner (`mhlo.sharding` annotations, GSPMD): inputs whose flag in `batched` is set are
    split along their first dimension, the others replicated; every output is replicated, and
    device 0's copy is returned. Needs XLA_FLAGS=--xla_force_host_platform_device_count=N set
    before jax is first imported. Also returns whether the compiled program all-reduces (the
    partitioner split the work rather than replicating it)."""
    import jax
    from jax._src import xla_bridge as xb
    from jax._src.lib import xla_client as xc
    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    jax.config.update("jax_enable_x64", True)  # f64 modules take f64 inputs as they are
    backend = xb.get_backend("cpu")
    available = backend.devices()
    if len(available) < devices:
        sys.exit(f"XLA: {len(available)} host devices for a module split over {devices} "
                 f"(set XLA_FLAGS=--xla_force_host_platform_device_count={devices})")
    used = available[:devices]
    options = xc.CompileOptions()
    options.num_partitions = devices
    options.num_replicas = 1
    build = options.executable_build_options
    build.num_partitions = devices
    build.num_replicas = 1
    build.use_spmd_partitioning = True
    options.device_assignment = xc.DeviceAssignment.create(np.arange(devices).reshape(1, devices))
    executable = backend.compile_and_load(text, used, options)
    all_reduces = "all-reduce" in executable.hlo_modules()[0].to_string()
    mesh = Mesh(np.array(used), ("batch",))
    split, replicated = NamedSharding(mesh, PartitionSpec("batch")), NamedSharding(mesh, PartitionSpec())

    def run(inputs):
        placed = [jax.device_put(a, split if b else replicated) for a, b in zip(inputs, batched)]
        outputs = executable.execute_sharded(placed).disassemble_into_single_device_arrays()
        return [np.asarray(copies[0]) for copies in outputs]

    return run, all_reduces


def main():
    d = pathlib.Path(sys.argv[1])
    manifest = json.loads((d / "manifest.json").read_text())
    names = [k for k in manifest if k != "description"]
    name = sys.argv[2] if len(sys.argv) > 2 else names[0]
    signature = manifest[name]
    reference = load_file(str(d / "reference.safetensors"))
    text = (d / signature["file"]).read_text()
    inputs = [reference["inputs/" + entry["name"]] for entry in signature["inputs"]]
    dtypes = {entry["dtype"] for entry in signature["outputs"]}
    tolerance = max(TOLERANCES.get(d, 1e-4) for d in dtypes) if dtypes else 1e-5
    names = {entry["name"] for entry in signature["inputs"]}
    normalised = any(n.endswith(".exp_avg_sq") for n in names) and "inputs/lr" in reference
    lr = float(reference["inputs/lr"]) if normalised else 0.0
    failed = False
    for backend, make in [("IREE", iree_runner), ("XLA", xla_runner)]:
        started = time.perf_counter()
        run = make(text)
        compiled = time.perf_counter() - started
        results = run(inputs)
        if len(results) != len(signature["outputs"]):
            print(f"{backend}: {len(results)} results for {len(signature['outputs'])} outputs")
            sys.exit(1)
        worst = (0.0, "")
        for got, entry in zip(results, signature["outputs"]):
            want = reference["outputs/" + entry["name"]]
            if list(got.shape) != list(want.shape):
                print(f"{backend}: {entry['name']} has shape {got.shape}, expected {want.shape}")
                failed = True
                continue
            got = got.astype(np.float64)
            gradient = reference.get("gradients/" + entry["name"])
            if normalised and gradient is not None and (np.abs(gradient) <= 1e-10 * np.abs(gradient).max()).any():
                zero = np.abs(gradient) <= 1e-10 * np.abs(gradient).max()
                step = float(np.abs(got[zero] - want[zero]).max())
                print(f"{backend}: {entry['name']}: {int(zero.sum())} entries with a zero gradient "
                      f"(AdamW's step of round-off) differ by at most {step:.2e} (lr {lr:.1e})")
                if step > lr * (1 + 1e-3):
                    failed = True
                got, want = got[~zero], want[~zero]
            norm = np.linalg.norm(want)
            rel = float(np.linalg.norm(got - want) / (norm if norm > 0 else 1.0))
            if rel > tolerance:
                print(f"{backend}: {entry['name']}: norm-relative error {rel:.3e} > {tolerance}")
                failed = True
            worst = max(worst, (rel, entry["name"]))
        print(f"{backend}: {name} compiled in {compiled:.1f} s; {len(results)} outputs, worst "
              f"norm-relative error {worst[0]:.3e} ({worst[1]})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

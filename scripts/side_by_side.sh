#!/usr/bin/env bash
# The comparisons side by side in one run on this machine: `vit bench` (with the step's GEMM
# ceiling) against the same work in PyTorch + timm, eager and torch.compile (batch 8 by
# default), and against our own exported StableHLO (AdamW train step and inference) on XLA's
# CPU backend (jaxlib); then the digits training default against the same recipe in PyTorch,
# each timed as a whole command (wall clock, process start included).
#
#   PYTHON=/path/to/python-with-torch-and-timm JAX_PYTHON=/path/to/python-with-jax \
#     [MNIST_EPOCHS=N] scripts/side_by_side.sh [BATCH]
#
# JAX_PYTHON defaults to CI's venv (target/ci-venv, made by .ci/run). With MNIST_EPOCHS set, the
# MNIST recipe (`vit train --mnist`, `digits_pytorch.py --mnist`) runs for that many epochs on
# each side last, timed the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
jax_python="${JAX_PYTHON:-target/ci-venv/bin/python}"
batch="${1:-8}"
cargo build --quiet --release -p vit
seconds() { local start end; start=$(date +%s.%N); "$@" > "$log" 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
log=$(mktemp)

echo "== ViT-Tiny train step and inference, batch $batch"
target/release/vit bench --batch "$batch"
"$python" scripts/vit_tiny_pytorch_bench.py --batch "$batch" 2>&1 | grep -v -i warning
"$python" scripts/vit_tiny_pytorch_bench.py --batch "$batch" --compile 2>&1 | grep -v -i warning
mlir=target/side-by-side-mlir
target/release/vit emit-mlir --preset tiny --batch "$batch" --optimizer adamw --reference --out "$mlir" > /dev/null
"$jax_python" scripts/train_step_check.py "$mlir" --backend xla --time 10 | grep images/s

echo "== digits training default (30 epochs)"
ours=$(seconds target/release/vit train --out target/side-by-side.safetensors --plot target/side-by-side.png)
echo "vit train: ${ours} s, $(tail -1 "$log")"
theirs=$(seconds "$python" scripts/digits_pytorch.py)
echo "PyTorch digits recipe: ${theirs} s, $(tail -1 "$log")"
echo "speed ratio: $(echo "scale=2; $theirs / $ours" | bc)x"

if [ -n "${MNIST_EPOCHS:-}" ]; then
  echo "== MNIST recipe, $MNIST_EPOCHS epochs"
  ours=$(seconds target/release/vit train --mnist vit/data/mnist10k --epochs "$MNIST_EPOCHS" \
    --out target/side-by-side-mnist.safetensors --plot target/side-by-side-mnist.png)
  echo "vit train --mnist: ${ours} s, $(tail -1 "$log")"
  theirs=$(seconds "$python" scripts/digits_pytorch.py --mnist vit/data/mnist10k --epochs "$MNIST_EPOCHS")
  echo "PyTorch MNIST recipe: ${theirs} s, $(tail -1 "$log")"
  echo "speed ratio: $(echo "scale=2; $theirs / $ours" | bc)x"
fi
rm -f "$log"

#!/usr/bin/env bash
# The comparisons side by side in one run on this machine: `vit bench` (with the step's GEMM
# ceiling) against the same work in PyTorch + timm, eager and torch.compile (batch 8 by
# default), and against our own exported StableHLO (AdamW train step and inference) on XLA's
# CPU backend (jaxlib); then the digits training default against the same recipe in PyTorch,
# each timed as a whole command (wall clock, process start included).
#
#   PYTHON=/path/to/python-with-torch-and-timm JAX_PYTHON=/path/to/python-with-jax \
#     [MNIST_EPOCHS=N] [MNIST_SEEDS="0 1 2 3" [MNIST_TARGET=97.5]] scripts/side_by_side.sh [BATCH]
#
# JAX_PYTHON defaults to CI's venv (target/ci-venv, made by .ci/run). With MNIST_EPOCHS set, the
# MNIST recipe (`vit train --mnist`, `digits_pytorch.py --mnist`) runs for that many epochs on
# each side last, timed the same way. With MNIST_SEEDS, the whole MNIST recipe runs once per
# seed on each side, and each run's first epoch at MNIST_TARGET% test accuracy or more is read
# off its epoch lines (each program's own clock from the start of training): the seconds to that
# accuracy, summed over the seeds, give the ratio to the same accuracy.
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

# The first epoch line of a run (on stdin) at `$1`% test accuracy or more: "EPOCH SECONDS", or
# "- -" if none reached it.
first_at() {
  awk -v target="$1" '
    match($0, /test accuracy [0-9.]+%/) {
      accuracy = substr($0, RSTART + 14, RLENGTH - 15) + 0
      if (accuracy >= target && match($0, /[0-9.]+ s in/)) {
        seconds = substr($0, RSTART, RLENGTH - 5)
        split($0, words, /[ :]+/)
        print words[2], seconds
        found = 1
        exit
      }
    }
    END { if (!found) print "-", "-" }'
}

if [ -n "${MNIST_SEEDS:-}" ]; then
  target="${MNIST_TARGET:-97.5}"
  echo "== MNIST recipe, seeds $MNIST_SEEDS: whole command; first epoch at >= $target% (epoch, s)"
  total_ours=0 total_theirs=0 first_ours=0 first_theirs=0
  for seed in $MNIST_SEEDS; do
    ours=$(seconds target/release/vit train --mnist vit/data/mnist10k --seed "$seed" \
      --out target/side-by-side-mnist.safetensors --plot target/side-by-side-mnist.png)
    read -r ours_epoch ours_first < <(first_at "$target" < "$log")
    ours_final=$(tail -1 "$log")
    theirs=$(seconds "$python" scripts/digits_pytorch.py --mnist vit/data/mnist10k --seed "$seed")
    read -r theirs_epoch theirs_first < <(first_at "$target" < "$log")
    echo "seed $seed: vit train ${ours} s, ${ours_final}, first >= $target% epoch ${ours_epoch} at ${ours_first} s;" \
      "PyTorch ${theirs} s, $(tail -1 "$log"), epoch ${theirs_epoch} at ${theirs_first} s"
    total_ours=$(echo "$total_ours + $ours" | bc)
    total_theirs=$(echo "$total_theirs + $theirs" | bc)
    if [ "$ours_first" = - ] || [ "$theirs_first" = - ]; then
      first_ours=- first_theirs=-
    elif [ "$first_ours" != - ]; then
      first_ours=$(echo "$first_ours + $ours_first" | bc)
      first_theirs=$(echo "$first_theirs + $theirs_first" | bc)
    fi
  done
  echo "whole runs: vit train ${total_ours} s, PyTorch ${total_theirs} s: $(echo "scale=2; $total_theirs / $total_ours" | bc)x"
  if [ "$first_ours" = - ]; then
    echo "to $target%: not reached by every run"
  else
    echo "to $target%: vit train ${first_ours} s, PyTorch ${first_theirs} s: $(echo "scale=2; $first_theirs / $first_ours" | bc)x"
  fi
fi
rm -f "$log"

#!/usr/bin/env bash
# Issue 7's comparison, side by side in one run on this machine: `vit bench` against the same
# work in PyTorch + timm (batch 8 by default), and the digits training default against the
# same recipe in PyTorch, each timed as a whole command (wall clock, process start included).
#
#   PYTHON=/path/to/python-with-torch-and-timm scripts/side_by_side.sh [BATCH]
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
batch="${1:-8}"
cargo build --quiet --release -p vit
seconds() { local start end; start=$(date +%s.%N); "$@" > "$log" 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
log=$(mktemp)

echo "== ViT-Tiny train step and inference, batch $batch"
target/release/vit bench --batch "$batch"
"$python" scripts/vit_tiny_pytorch_bench.py --batch "$batch" 2>&1 | grep -v -i warning

echo "== digits training default (30 epochs)"
ours=$(seconds target/release/vit train --out target/side-by-side.safetensors --plot target/side-by-side.png)
echo "vit train: ${ours} s, $(tail -1 "$log")"
theirs=$(seconds "$python" scripts/digits_pytorch.py)
echo "PyTorch digits recipe: ${theirs} s, $(tail -1 "$log")"
echo "speed ratio: $(echo "scale=2; $theirs / $ours" | bc)x"
rm -f "$log"

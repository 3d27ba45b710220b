#!/usr/bin/env bash
# A user's crate outside the repository, built as a user builds it: depending on `vjp` and `vit`
# by path, with no RUSTFLAGS, no .cargo/config.toml and no global allocator. It times three
# workloads against the repository's own builds of the same code (themselves portable since
# 2026-12-07: no `target-cpu`, and no allocator of their own since the fourth session), the two
# alternated, and prints the ratio of their medians for each:
#   - the char LM (examples/char_lm.rs, nanoGPT's GELU, erf) `--bench`, tokens/s;
#   - the same with GPT-2's GELU (`--gelu tanh`), tokens/s;
#   - ViT-Tiny's train step and inference (`vit bench`'s defaults: batch 8, 2 threads), images/s.
#
#     scripts/out_of_the_box.sh [PAIRS]        (PAIRS: alternations, 3 by default)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-3}
dir=$(mktemp -d /tmp/vjp-out-of-the-box.XXXXXX)
trap 'rm -rf "$dir"' EXIT

mkdir -p "$dir/src/bin" "$dir/examples/data"
cp "$repo/examples/char_lm.rs" "$dir/src/bin/char_lm.rs"
cp "$repo/examples/data/shakespeare.txt.gz" "$dir/examples/data/"
cat > "$dir/src/bin/vit_tiny.rs" <<'EOF'
//! ViT-Tiny's train step and inference timed as `vit bench` times them by default.
use vit::bench::{BenchOptions, run};
use vit::config::VitConfig;
use vit::distributed::Single;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    vjp::linalg::set_threads(1);
    let options = BenchOptions { batch: 8, warmup: 2, steps: 10, parts: 2, breakdown: false, remat: false };
    let report = run(&VitConfig::tiny(10), &options, &Single)?;
    println!("train step images/s: {:.2}", report.train_images_per_second);
    println!("inference images/s: {:.2}", report.inference_images_per_second);
    Ok(())
}
EOF
cat > "$dir/Cargo.toml" <<EOF
[package]
name = "out-of-the-box"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
vjp = { path = "$repo" }
vit = { path = "$repo/vit" }
flate2 = "1"
serde_json = "1"

[workspace]
EOF

# Neither build may see flags from the environment.
unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_ENCODED_RUSTFLAGS
(cd "$repo" && cargo build --quiet --release --example char_lm -p vjp && cargo build --quiet --release -p vit)
(cd "$dir" && cargo build --quiet --release)

# run NAME REPO_COMMAND USER_COMMAND: the two alternated PAIRS times, outputs kept.
run() {
  local name=$1 ours=$2 theirs=$3
  for ((i = 1; i <= pairs; i++)); do
    $ours > "$dir/$name.repo.$i"
    $theirs > "$dir/$name.user.$i"
  done
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
# report NAME TITLE UNIT LINE: the figure after LINE in each kept output, pair by pair, and the
# ratio of the medians.
report() {
  local name=$1 title=$2 unit=$3 line=$4 r u repo_runs=() user_runs=()
  for ((i = 1; i <= pairs; i++)); do
    r=$(sed -n "s/^$line \([0-9.]*\).*$/\1/p" "$dir/$name.repo.$i")
    u=$(sed -n "s/^$line \([0-9.]*\).*$/\1/p" "$dir/$name.user.$i")
    echo "$title, pair $i: repository build $r $unit, user's crate $u $unit"
    repo_runs+=("$r")
    user_runs+=("$u")
  done
  r=$(median "${repo_runs[@]}")
  u=$(median "${user_runs[@]}")
  awk -v t="$title" -v r="$r" -v u="$u" -v unit="$unit" \
    'BEGIN {printf "out of the box, %s: %.3f of the repository build (medians %s and %s %s)\n", t, u / r, u, r, unit}'
}

lm="$repo/target/release/examples/char_lm"
user_lm="$dir/target/release/char_lm"
run erf "$lm --bench" "$user_lm --bench"
report erf "char LM, GELU erf" tokens/s "train step:"
run tanh "$lm --bench --gelu tanh" "$user_lm --bench --gelu tanh"
report tanh "char LM, GELU tanh" tokens/s "train step:"
run vit "$repo/target/release/vit bench" "$dir/target/release/vit_tiny"
report vit "ViT-Tiny train step" images/s "train step images\/s:"
report vit "ViT-Tiny inference" images/s "inference images\/s:"

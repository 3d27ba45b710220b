#!/usr/bin/env bash
# The char LM (examples/char_lm.rs) built as a user's crate outside the repository builds it: a
# crate of its own depending on `vjp` by path, with no RUSTFLAGS, no .cargo/config.toml and no
# global allocator; its `--bench` timed against the repository's own build of the same file
# (itself portable since 2026-12-07: no `target-cpu`), the two alternated, and the ratio of
# their medians printed.
#
#     scripts/out_of_the_box.sh [PAIRS]        (PAIRS: alternations, 3 by default)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-3}
dir=$(mktemp -d /tmp/vjp-out-of-the-box.XXXXXX)
trap 'rm -rf "$dir"' EXIT

mkdir -p "$dir/src" "$dir/examples/data"
cp "$repo/examples/char_lm.rs" "$dir/src/main.rs"
cp "$repo/examples/data/shakespeare.txt.gz" "$dir/examples/data/"
cat > "$dir/Cargo.toml" <<EOF
[package]
name = "out-of-the-box"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
vjp = { path = "$repo" }
flate2 = "1"
serde_json = "1"

[workspace]
EOF

# Neither build may see flags from the environment.
unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_ENCODED_RUSTFLAGS
(cd "$repo" && cargo build --quiet --release --example char_lm)
(cd "$dir" && cargo build --quiet --release)
ours="$repo/target/release/examples/char_lm"
theirs="$dir/target/release/out-of-the-box"

tokens() { "$1" --bench | sed -n 's/^train step: \([0-9]*\) tokens\/s$/\1/p'; }
repo_runs=()
user_runs=()
for ((i = 1; i <= pairs; i++)); do
  r=$(tokens "$ours")
  u=$(tokens "$theirs")
  echo "pair $i: repository build $r tokens/s, user's crate $u tokens/s"
  repo_runs+=("$r")
  user_runs+=("$u")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
r=$(median "${repo_runs[@]}")
u=$(median "${user_runs[@]}")
awk -v r="$r" -v u="$u" 'BEGIN {printf "out of the box: %.3f of the repository build (medians %d and %d tokens/s)\n", u / r, u, r}'

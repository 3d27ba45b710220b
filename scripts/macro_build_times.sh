#!/usr/bin/env bash
# Build times of benches/macro-build (100 #[vjp] functions: 50 rule form, 50 derived), the
# cost the macro adds to a user's crate. Dependencies are built first and not counted.
#   clean:       the crate alone, from nothing (`cargo clean -p macro-build-bench` first);
#   incremental: after a one-line change to its source.
# Each figure is the best of REPEATS runs (default 3). `cargo build` (dev profile) and
# `cargo test --no-run` (which also compiles the generated checks) are both measured.
set -euo pipefail
cd "$(dirname "$0")/../benches/macro-build"
repeats="${REPEATS:-3}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
cp ../../Cargo.lock Cargo.lock 2>/dev/null || true
cargo build --quiet --offline 2>/dev/null || cargo build --quiet
cargo test --quiet --no-run 2>/dev/null
now() { date +%s.%N; }
best() { sort -n | head -1; }
measure() { # $1: clean|incremental, rest: cargo args
  local kind="$1"; shift
  for _ in $(seq "$repeats"); do
    if [ "$kind" = clean ]; then cargo clean --quiet -p macro-build-bench; else echo "// $(now)" >> src/lib.rs; fi
    local t0; t0=$(now); cargo "$@" --quiet 2>/dev/null; local t1; t1=$(now)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
  done | best
}
trap 'git checkout --quiet -- src/lib.rs 2>/dev/null || python3 ../../scripts/gen_macro_build_bench.py' EXIT
printf 'cargo build, clean:        %6.2f s\n' "$(measure clean build)"
printf 'cargo build, incremental:  %6.2f s\n' "$(measure incremental build)"
printf 'cargo test --no-run, clean:       %6.2f s\n' "$(measure clean test --no-run)"
printf 'cargo test --no-run, incremental: %6.2f s\n' "$(measure incremental test --no-run)"

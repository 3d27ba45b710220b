#!/usr/bin/env bash
# Fuzzes every loader, the command line and random programs of ops with cargo-fuzz (libFuzzer, AddressSanitizer,
# overflow checks on): each target for SECONDS seconds (default 20), starting from the seeds in
# fuzz/seeds/<target> (valid files), new inputs kept in fuzz/corpus/<target>. A crash, a leak,
# an allocation over 1 GiB or an input taking over 10 s fails the run and leaves the input in
# fuzz/artifacts/<target>/. Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
#
# cargo-fuzz needs nightly-only rustc flags (-Z sanitizer); on the pinned stable toolchain
# RUSTC_BOOTSTRAP=1 admits them. Install the tool with `cargo install cargo-fuzz --locked`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(checkpoint tensor_batch idx digits_csv image cli_args op_programs)
fi
export RUSTC_BOOTSTRAP=1
cargo fuzz build -O -a
for target in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$target"
    echo "== fuzzing $target for ${seconds}s"
    log="fuzz/corpus/$target.log"
    status=0
    cargo fuzz run -O -a "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 \
        -print_final_stats=1 >"$log" 2>&1 || status=$?
    grep -E "^stat::(number_of_executed_units|peak_rss_mb)|^Done" "$log" || true
    if [ "$status" -ne 0 ]; then
        tail -n 60 "$log"
        echo "fuzz target $target failed (status $status); the input is in fuzz/artifacts/$target/"
        exit 1
    fi
done

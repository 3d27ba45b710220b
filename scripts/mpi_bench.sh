#!/usr/bin/env bash
# Data parallelism over MPI ranks against threads, side by side: the ViT-Tiny train step
# (batch 8, f32, AdamW) of one process with one thread, of `mpirun -n 2` ranks of one thread
# each, and of one process with two threads, alternated REPEATS times (this machine is noisy);
# prints each run's train-step images/s, the ranks' communication time per step, and the
# speed-up of two ranks over one.
#
#   scripts/mpi_bench.sh [REPEATS] [STEPS]
#
# Needs the `mpi` build: cargo build --release -p vit --features mpi (and Open MPI).
set -euo pipefail
cd "$(dirname "$0")/.."
repeats=${1:-3}
steps=${2:-20}
vit=target/release/vit
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
figure() { sed -n "s|^$1: \([0-9.]*\).*|\1|p"; }
one=() two=() threads=() comm=() least=()
for r in $(seq "$repeats"); do
  a=$("$vit" bench --threads 1 --steps "$steps" | figure "train step images/s")
  out=$(mpirun -q -n 2 --oversubscribe "$vit" bench --threads 1 --steps "$steps")
  b=$(figure "train step images/s" <<<"$out")
  # Rank 0's time in the gathers (waiting for rank 1 included) and the least of the ranks' (the
  # rank that arrives last waits least: about the transfer alone).
  c=$(sed -n 's/^communication per train step[^:]*: rank 0 \([0-9.]*\) ms.*/\1/p' <<<"$out")
  x=$(sed -n 's/^communication per train step[^:]*: //p' <<<"$out" | grep -o '[0-9.]* ms' | sort -n | head -1 | cut -d' ' -f1)
  t=$("$vit" bench --threads 2 --steps "$steps" | figure "train step images/s")
  echo "run $r: 1 rank x 1 thread $a images/s; 2 ranks x 1 thread $b images/s (communication: rank 0 $c ms/step, least $x ms/step); 1 process x 2 threads $t images/s"
  one+=("$a") two+=("$b") threads+=("$t") comm+=("$c") least+=("$x")
done
python3 - "${one[*]}" "${two[*]}" "${threads[*]}" "${comm[*]}" "${least[*]}" <<'EOF'
import statistics, sys
one, two, threads, comm, least = ([float(x) for x in a.split()] for a in sys.argv[1:])
m = statistics.mean
print(f"mean: 1 rank x 1 thread {m(one):.2f}, 2 ranks x 1 thread {m(two):.2f} images/s "
      f"({m(two) / m(one):.2f}x; per run {', '.join(f'{b / a:.2f}' for a, b in zip(one, two))}), "
      f"communication {m(comm):.1f} ms/step on rank 0, {m(least):.1f} on the rank that waits least "
      f"(step {1e3 * 8 / m(two):.0f} ms); 1 process x 2 threads {m(threads):.2f} images/s "
      f"({m(threads) / m(one):.2f}x)")
EOF

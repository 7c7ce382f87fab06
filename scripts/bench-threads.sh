#!/usr/bin/env bash
# Batch speed-up: `dlx-lab bench` on 1 thread and on 2, same files, same
# run, and the ratio. Run by `make bench` after `cargo build --release`.
set -euo pipefail
bin="$(dirname "$0")/../target/release/dlx-lab"
data="$(dirname "$0")/../../shared/data/9x9"
for set in magictour_top1465 forum_hardest_1106; do
  one=$("$bin" bench "$data/$set.txt" --threads 1 | sed -n 's/.*, \([0-9.]*\) µs\/puzzle.*/\1/p')
  two=$("$bin" bench "$data/$set.txt" --threads 2 | sed -n 's/.*, \([0-9.]*\) µs\/puzzle.*/\1/p')
  echo "$set: 1 thread ${one} µs/puzzle, 2 threads ${two} µs/puzzle: $(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", a / b }')× faster"
done

#!/usr/bin/env bash
# Batch speed-up: `dlx-lab bench` on 1 thread and on 2, same files, same
# run, and the ratio: the best of 3 rounds each, taken in turn (this
# machine's speed drifts). Each set is read ten times over, so that a round
# lasts long enough to measure (top1465 once takes 20 ms). Run by
# `make bench` after `cargo build --release`; the figures also go to
# target/bench/threads.json for bench/summary.mjs.
set -euo pipefail
root="$(dirname "$0")/.."
bin="$root/target/release/dlx-lab"
# The sets of tests/data/, or of $DLX_LAB_DATA (say ../shared/data).
data="${DLX_LAB_DATA:-$root/tests/data}/9x9"
micros() { "$bin" bench "$1" --threads "$2" | sed -n 's/.*, \([0-9.]*\) µs\/puzzle.*/\1/p'; }
json=""
mkdir -p "$root/target/bench"
for set in magictour_top1465 forum_hardest_1106; do
  batch="$root/target/bench/$set-x10.txt"
  for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$data/$set.txt"; done > "$batch"
  one=1e9 two=1e9
  for _ in 1 2 3; do
    one=$(awk -v a="$one" -v b="$(micros "$batch" 1)" 'BEGIN { print (b < a ? b : a) }')
    two=$(awk -v a="$two" -v b="$(micros "$batch" 2)" 'BEGIN { print (b < a ? b : a) }')
  done
  echo "$set: 1 thread ${one} µs/puzzle, 2 threads ${two} µs/puzzle: $(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", a / b }')× faster"
  json="$json${json:+,}\"$set\": {\"1\": $one, \"2\": $two}"
done
echo "{$json}" > "$root/target/bench/threads.json"

#!/usr/bin/env bash
# The whole command as a user runs it: `dlx-lab solve --count --threads 1`
# (reading the file, solving, checking every answer, printing) against
# what a user of the `sudoku` crate or of `xcov` would write for the same
# job (examples/reference.rs), on the same file, each a whole process.
# Medians of 5 rounds, the contenders taken in turn in each round (this
# machine's speed drifts). top1465 and hardest_1106 are read 8 times over
# so that a run lasts long enough to time; hardest_1106 once for xcov, which
# takes seconds on it. Run by
# `make bench` after the release builds; the figures also go to
# target/bench/commands.json for bench/summary.mjs.
set -euo pipefail
root="$(dirname "$0")/.."
bin="$root/target/release/dlx-lab"
ref="$root/target/release/examples/reference"
data="${DLX_LAB_DATA:-$root/tests/data}/9x9"
mkdir -p "$root/target/bench"
top="$root/target/bench/magictour_top1465-x8.txt"
for _ in 1 2 3 4 5 6 7 8; do cat "$data/magictour_top1465.txt"; done > "$top"
hardest="$data/forum_hardest_1106.txt"
hardest8="$root/target/bench/forum_hardest_1106-x8.txt"
for _ in 1 2 3 4 5 6 7 8; do cat "$hardest"; done > "$hardest8"

# Milliseconds of one run of a command, its output checked against the
# first contender's.
millis() {
  local start end
  start=$(date +%s%N)
  "$@" > "$root/target/bench/commands.out"
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }

json=""
# name, file, reference solver, dlx-lab's extra arguments
run() {
  local name=$1 file=$2 solver=$3; shift 3
  local refs=() ours=()
  for _ in 1 2 3 4 5; do
    refs+=("$(millis "$ref" "$solver" "$file")")
    cp "$root/target/bench/commands.out" "$root/target/bench/commands.ref"
    ours+=("$(millis "$bin" solve --count --threads 1 "$@" "$file")")
    cmp -s "$root/target/bench/commands.out" "$root/target/bench/commands.ref" \
      || { echo "$name: the counts differ from the $solver program's" >&2; exit 1; }
  done
  local a b
  a=$(median "${refs[@]}") b=$(median "${ours[@]}")
  echo "$name: $solver program ${a} ms, dlx-lab ${b} ms: $(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", b / a }')×"
  json="$json${json:+,}\"$name\": {\"reference\": $a, \"dlx_lab\": $b}"
}
run "top1465x8 bands" "$top" sudoku
run "top1465x8 triads" "$top" sudoku --solver triads
run "hardest_1106x8 bands" "$hardest8" sudoku --solver bands
run "hardest_1106x8 triads" "$hardest8" sudoku --solver triads
run "top1465x8 dlx" "$top" xcov --solver dlx
run "hardest_1106 dlx" "$hardest" xcov --solver dlx
echo "{$json}" > "$root/target/bench/commands.json"

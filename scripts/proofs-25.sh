#!/usr/bin/env bash
# Twenty generated 25×25 puzzles (seeds 1–20) of each level the generator
# reaches at that size, and how each was proven to have one solution, as
# `generate` says on stderr: per level, the puzzles proven, the time to
# make them, and the worst proof's search nodes and milliseconds. Run by
# `make proofs-25` after the release build; about 13 minutes on two cores,
# most of it `expert` (LEVELS="easy hard" picks levels). `extreme` is not
# reached on 25×25 yet (docs/HINTS.md). Then Solve's road: each puzzle
# solved and counted (`solve --count --threads 1`), and the slowest.
set -euo pipefail
root="$(dirname "$0")/.."
bin="$root/target/release/dlx-lab"
mkdir -p "$root/target/proofs-25"
for level in ${LEVELS:-easy medium hard expert}; do
  made="$root/target/proofs-25/$level.txt"
  start=$(date +%s)
  lines=$("$bin" generate --lang en --size 25 --level "$level" --seed 1 --count 20 2>&1 >"$made")
  secs=$(( $(date +%s) - start ))
  # "(N search nodes, T ms)" of each proof line, as "N T".
  printf '%s\n' "$lines" | grep 'one solution, proven' |
    sed -E 's/.*\(([0-9,]+) search nodes, ([0-9.,]+) ms\).*/\1 \2/; s/,//g' |
    awk -v level="$level" -v secs="$secs" '
      { proven++; if ($1 > nodes) nodes = $1; if ($2 > ms) ms = $2 }
      END {
        printf "25×25 %s: %d of 20 proven unique, made in %d s; worst proof %d search nodes, %.1f ms\n", level, proven, secs, nodes, ms
        if (proven != 20) exit 1
      }'
  "$root/scripts/solve-25.sh" "$level" "$made"
done

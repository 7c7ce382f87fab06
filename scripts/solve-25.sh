#!/usr/bin/env bash
# Solve's road on 25×25: `solve --count --threads 1 --stats` on FILE (a
# level's generated puzzles), each checked to have one solution, and the
# slowest printed. Called by `make proofs-25` on what it made and by
# `make bench` on the same puzzles kept in tests/data/25x25/.
# Usage: scripts/solve-25.sh LEVEL FILE
set -euo pipefail
level=$1 file=$2
bin="$(dirname "$0")/../target/release/dlx-lab"
counts=$(mktemp)
trap 'rm -f "$counts"' EXIT
# "puzzle K (line K): N nodes, … T µs" of each solve, as "N T".
"$bin" solve --lang en --count --threads 1 --stats "$file" 2>&1 >"$counts" |
  sed -E 's/.*: ([0-9,]+) nodes,.* ([0-9,]+) µs$/\1 \2/; s/,//g' |
  awk -v level="$level" '
    { solved++; if ($1 > nodes) nodes = $1; if ($2 > us) us = $2 }
    END { printf "25×25 %s: %d solved and counted, slowest %.1f ms, most nodes %d\n", level, solved, us / 1000, nodes }'
[ "$(grep -c '^1$' "$counts")" = "$(grep -c . "$file")" ] || { echo "25×25 $level: not every count is 1" >&2; exit 1; }

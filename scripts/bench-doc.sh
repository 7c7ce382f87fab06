#!/usr/bin/env bash
# Prints docs/BENCHMARKS.md for `make bench`: when and on what machine the
# run was made, then the tables that bench/summary.mjs printed (its
# Markdown output, the file named as the first argument). The start time
# is the one `make bench` left in target/bench/started, if it is there.
#
#   scripts/bench-doc.sh target/bench/summary.md > docs/BENCHMARKS.md
set -euo pipefail
summary=${1:?usage: scripts/bench-doc.sh SUMMARY.md}
root=$(cd "$(dirname "$0")/.." && pwd)

cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
[ -n "$cpu" ] || cpu=$(uname -m)
started=$(cat "$root/target/bench/started" 2>/dev/null || true)
ended=$(date -u '+%Y-%m-%d %H:%M UTC')
commit=$(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)

cat <<EOF
# Benchmarks

Written by \`make bench\`; every figure here is from that one run. Run it
again to update this file: figures from another run or another machine do
not belong here.

- Run: ${started:+$started to }$ended, at commit \`$commit\`
- Machine: $cpu, $(nproc) cores, $(uname -sr)
- Tools: $(rustc --version 2>/dev/null || echo 'rustc ?'), Node $(node --version 2>/dev/null || echo '?')
- Data: \`${DLX_LAB_DATA:-tests/data}\`

Each benchmark takes the best (or the median) of several rounds run
*interleaved*, one round of each contender in turn, and a ratio is always
of two figures from this run. The full output of each benchmark was on the
terminal; the figures these tables come from are in \`target/bench/*.json\`
(\`bench/summary.mjs\` reads them).
EOF
cat "$summary"

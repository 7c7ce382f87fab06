#!/usr/bin/env bash
# Counts the solutions of an exact cover in N parts with GNU parallel, on
# this machine's cores or, with --sshlogin, on others', then adds the parts.
#
#   examples/parts-parallel.sh problem.txt 64
#   SSHLOGIN=8/alpha,8/beta examples/parts-parallel.sh problem.txt 64
#
# Each part runs `dlx-lab cover --count --part K/N --json` (one thread: the
# parts are the parallelism) and prints one JSON line; `dlx-lab sum` checks
# that every part 1..N is there once and prints the whole count. On other
# machines, dlx-lab must be on their PATH (DLX_LAB names it here), and
# --transferfile sends them the problem.
set -euo pipefail
problem=${1:?usage: parts-parallel.sh PROBLEM N}
n=${2:?usage: parts-parallel.sh PROBLEM N}
dlx=${DLX_LAB:-dlx-lab}
remote=()
[ -n "${SSHLOGIN:-}" ] && remote=(--sshlogin "$SSHLOGIN" --transferfile "$problem")
seq 1 "$n" |
  parallel "${remote[@]}" --will-cite --halt now,fail=1 \
    "$dlx" cover --count --threads 1 --part {}/"$n" --json "$problem" |
  "$dlx" sum

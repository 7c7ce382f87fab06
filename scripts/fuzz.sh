#!/usr/bin/env bash
# Fuzzes the library with cargo-fuzz (libFuzzer): the targets in fuzz/,
# each for a fixed number of runs. Installs cargo-fuzz if it is missing,
# seeds the text targets' corpora (in target/fuzz-corpus/, never in the
# repository) from the tests' data (tests/data/, or $DLX_LAB_DATA) and the
# strings of the tests, and fails
# if any target panics, hangs (-timeout) or runs out of memory
# (-rss_limit_mb): the input is then in fuzz/artifacts/<target>/.
#
#   scripts/fuzz.sh                every target (`make fuzz`)
#   scripts/fuzz.sh tracer solve   only these
#   FUZZ_SCALE=0.1 scripts/fuzz.sh a tenth of the runs, for a quick look
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# cargo-fuzz passes nightly flags (-Z); this lets the stable rustc take them.
export RUSTC_BOOTSTRAP=1
data="${DLX_LAB_DATA:-$root/tests/data}"
corpora="$root/target/fuzz-corpus"

# Runs per target: about two minutes each on a 2-core machine, so that the
# whole takes about a quarter of an hour.
declare -A runs=(
  [parse_sudoku]=2000000
  [parse_binary]=3000000
  [parse_cover]=1000000
  [solve]=1500000
  [hint]=40000
  [tracer]=500000
  [binary_e2e]=20000
  [cover_e2e]=200000
)
# Text targets read puzzles, after these leading bytes: a box shape of 0
# (inferred) and, for `solve`, a node budget of 513.
declare -A prefix=([parse_sudoku]='\x00' [parse_binary]='' [parse_cover]='' [solve]='\x00\x40' [hint]='')

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz: installing cargo-fuzz (about 2 minutes)" >&2
  cargo install -q cargo-fuzz
fi

# Seeds, one file each: a sample of every data file's puzzles (every k-th
# line, at most 100 a file, or the whole file when it holds one puzzle) and
# every string in the tests with a line break in it.
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
for file in "$data"/9x9/*.txt; do
  awk -v k="$(($(wc -l <"$file") / 100 + 1))" 'NR % k == 1' "$file" | head -n 100 |
    split -l 1 - "$seeds/$(basename "$file" .txt)-"
done
for file in "$data"/16x16/* "$data"/binary/*; do
  cp "$file" "$seeds/$(basename "$file")"
done
python3 scripts/fuzz-seeds.py "$seeds" tests/*.rs tests/js/*.mjs tests/e2e/*.mjs

cargo fuzz build -O -a -s none
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse_sudoku parse_binary parse_cover solve hint tracer binary_e2e cover_e2e)
failed=()
for target in "${targets[@]}"; do
  n=$(awk -v r="${runs[$target]}" -v s="${FUZZ_SCALE:-1}" 'BEGIN { printf "%d", r * s }')
  mkdir -p "$corpora/$target"
  if [ -n "${prefix[$target]+set}" ]; then
    for seed in "$seeds"/*; do
      { printf "${prefix[$target]}"; cat "$seed"; } >"$corpora/$target/seed-$(basename "$seed")"
    done
  fi
  echo "fuzz: $target, $n runs" >&2
  start=$SECONDS
  if cargo fuzz run -O -a -s none "$target" "$corpora/$target" -- \
    -runs="$n" -max_len=4096 -timeout=10 -rss_limit_mb=1024 -print_final_stats=1 \
    2>"$corpora/$target.log"; then
    echo "fuzz: $target passed in $((SECONDS - start)) s" >&2
  else
    failed+=("$target")
    tail -n 40 "$corpora/$target.log" >&2
    echo "fuzz: $target FAILED after $((SECONDS - start)) s (log: $corpora/$target.log)" >&2
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failed: ${failed[*]}; inputs in fuzz/artifacts/" >&2
  exit 1
fi
echo "fuzz: every target passed" >&2

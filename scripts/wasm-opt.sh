#!/usr/bin/env bash
# Optimises a wasm-bindgen module in place with binaryen's wasm-opt -O3,
# from npm (binaryen, in package.json): Debian 12's binaryen 108 breaks
# wasm-bindgen's externref table ("Table.set(): Argument 1 is invalid for
# table" at instantiation), version 132 does not. -O3 rather than -Oz: the
# engines run in this module, and -Oz saves only 1% more once gzipped.
# The features are those rustc's wasm32 target turns on, and SIMD
# (.cargo/config.toml). The module keeps no name or producers section.
#
#   scripts/wasm-opt.sh FILE.wasm
set -euo pipefail
root="$(dirname "$0")/.."
"$root/node_modules/.bin/wasm-opt" -O3 \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-reference-types --enable-multivalue --enable-mutable-globals --enable-simd \
  --strip-debug --strip-producers "$1" -o "$1.opt"
mv "$1.opt" "$1"

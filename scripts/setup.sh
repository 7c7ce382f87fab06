#!/usr/bin/env bash
# Installs what the build and the tests need, on a fresh Debian 12 with
# rustup's host toolchain only. Idempotent: each part checks first and takes
# well under a second when everything is there.
#
#   scripts/setup.sh wasm      a wasm32 toolchain and the matching wasm-bindgen CLI
#   scripts/setup.sh browser   Debian's Chromium and ChromeDriver
#   scripts/setup.sh trunk     Trunk, for `make site` and `make serve`
#   scripts/setup.sh node      the npm packages of package.json (tests, benchmark)
#   scripts/setup.sh lighthouse  Lighthouse, for `make bench` only (bench/lighthouse/)
#   scripts/setup.sh bundlers  Vite and webpack, for the package's e2e test (tests/bundlers/)
#   scripts/setup.sh cpp       g++, which compiles the Code panel's C++ listing in a test
#   scripts/setup.sh parallel  GNU parallel, which runs examples/parts-parallel.sh in a test
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$cargo_bin:$PATH"

say() { echo "setup: $*" >&2; }

# Installs the Debian packages that are missing, with one apt-get update.
apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# The wasm-bindgen version pinned with `=` in Cargo.toml.
bindgen_version() {
  sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' "$root/Cargo.toml"
}

setup_wasm() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    apt_install rustc-web cargo-web rust-web-src lld-19
  fi
  local want; want=$(bindgen_version)
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
    say "installing wasm-bindgen-cli $want (about 3 minutes)"
    # No --locked: its lock file names a webpki-roots the registry lacks.
    cargo install -q wasm-bindgen-cli --version "$want"
  fi
}

setup_browser() {
  # A Chinese font, so that the page in 简体中文 renders (and its screenshots
  # show) glyphs rather than boxes: WenQuanYi Micro Hei, 1.6 MB.
  apt_install chromium chromium-driver fonts-wqy-microhei
}

setup_trunk() {
  if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "0.21.14" ]; then
    say "installing trunk 0.21.14 (about 10 minutes)"
    # --locked: a newer cssparser breaks lightningcss. 0.22 needs rustc 1.96.1.
    cargo install -q trunk --version 0.21.14 --locked
  fi
}

setup_node() {
  command -v node >/dev/null || apt_install nodejs npm
  if [ ! -f "$root/node_modules/.package-lock.json" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
    say "installing npm packages"
    (cd "$root" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# The npm packages of a folder with its own lock (apart from the root's):
# `npm_folder DIR WHAT`.
npm_folder() {
  setup_node
  local dir="$root/$1"
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    say "installing $2"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

setup_cpp() {
  command -v g++ >/dev/null || apt_install g++
}

setup_parallel() {
  command -v parallel >/dev/null || apt_install parallel
}

for part in "${@:-wasm}"; do
  case "$part" in
    wasm) setup_wasm ;;
    browser) setup_browser ;;
    trunk) setup_trunk ;;
    node) setup_node ;;
    cpp) setup_cpp ;;
    parallel) setup_parallel ;;
    lighthouse) npm_folder bench/lighthouse Lighthouse ;;
    # Vite and webpack, which tests/e2e/bundlers.test.mjs builds the
    # element's package with, as a course site would.
    bundlers) npm_folder tests/bundlers "the bundlers" ;;
    *) echo "setup: unknown part '$part'" >&2; exit 2 ;;
  esac
done

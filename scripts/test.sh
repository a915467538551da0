#!/usr/bin/env bash
# Installs what is missing, then runs every test: formatting, lints, native rules tests, the
# release build, and the browser tests against that build. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "cargo fmt --check";            cargo fmt --check
step "cargo clippy";                 cargo clippy --all-targets -- -D warnings
step "cargo clippy (wasm32)";        cargo clippy --target wasm32-unknown-unknown -- -D warnings
step "cargo test";                   cargo test
step "trunk build --release";        trunk build --release --offline
wasm=$(ls dist/*.wasm)
printf 'wasm: %s bytes, %s gzipped\n' "$(stat -c %s "$wasm")" "$(gzip -9c "$wasm" | wc -c)"
step "browser tests";                node tests/e2e/run.mjs

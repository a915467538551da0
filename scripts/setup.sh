#!/usr/bin/env bash
# Installs whatever Goatherd needs that this machine lacks, at pinned versions, and nothing else.
#   scripts/setup.sh            what building and serving need
#   scripts/setup.sh --browser  also Debian's chromium (and an emoji font) for the browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must be exactly the wasm-bindgen in Cargo.lock.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)

say() { printf '\033[1m== %s\033[0m\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 10 minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/@playwright/test ] || [ ! -d node_modules/lighthouse ] \
   || [ ! -d node_modules/peerjs ] || [ ! -d node_modules/peer ] || [ ! -d node_modules/terser ] \
   || [ ! -d node_modules/@gfx/zopfli ]; then
  say "installing npm packages (binaryen for wasm-opt, terser for the wasm-bindgen glue, @gfx/zopfli for the wasm's gzipped copies, @playwright/test for the browser tests, lighthouse, peerjs and its signalling server peer)"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ]; then
  need=()
  [ -x /usr/bin/chromium ] || need+=(chromium)
  [ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need+=(fonts-noto-color-emoji)
  if [ ${#need[@]} -gt 0 ]; then
    say "installing ${need[*]} from Debian"
    sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
  fi
fi

#!/usr/bin/env bash
# Installs what is missing, then runs every test: formatting, lints, native rules tests, the
# release build, and the browser tests against that build. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
. scripts/env.sh

step() { printf '\n\033[1m== %s\033[0m (%d min %d s in)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
step "cargo fmt --check";            cargo fmt --check
step "cargo clippy";                 cargo clippy --all-targets -- -D warnings
step "cargo clippy (wasm32)";        cargo clippy --target wasm32-unknown-unknown -- -D warnings
# Each page is built with its own feature ("home" or a game): lint every page alone too, and
# each game's more page (its lesson and replays: the game with "more") and device page ("net").
for game in $(sed -n 's/^default = \[\(.*\)\]/\1/p' Cargo.toml | tr -d '",'); do
  cargo clippy --target wasm32-unknown-unknown --no-default-features --features "$game" -- -D warnings
  if [ "$game" != home ]; then
    cargo clippy --target wasm32-unknown-unknown --no-default-features --features "$game,more" -- -D warnings
    cargo clippy --target wasm32-unknown-unknown --no-default-features --features "$game,net" -- -D warnings
  fi
done
step "cargo test";                   cargo test
step "release build of every page";  scripts/build.sh
step "browser tests";                npx playwright test
# Play across devices: WebRTC between browser contexts, in a network namespace of the test's own
# (scripts/netns.sh), with the local signalling service; nothing leaves the namespace.
step "devices (own network namespace)"; scripts/netns.sh npx playwright test -c tests/net/playwright.config.mjs
step "performance budgets";          node tests/e2e/perf.mjs
step "Lighthouse, mobile preset";    CHROME_PATH=/usr/bin/chromium node tests/e2e/lighthouse.mjs
step "every test passed"

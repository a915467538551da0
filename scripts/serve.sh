#!/usr/bin/env bash
# Installs what is missing, then serves Goatherd at http://127.0.0.1:8080 (release build).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
exec trunk serve --release --offline

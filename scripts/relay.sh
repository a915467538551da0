#!/usr/bin/env bash
# Starts the local signalling service (a PeerJS server) on PORT, as the tests use it: open a game
# with ?relay=http://HOST:PORT/ to use it instead of the public one. Run scripts/setup.sh first.
# Usage: scripts/relay.sh PORT   (RELAY_HOST=0.0.0.0 to reach it from other devices)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: scripts/relay.sh PORT" >&2; exit 2; }
exec node scripts/relay.mjs "$1"

#!/usr/bin/env bash
# Runs a command inside a network namespace of its own, for the tests of play across devices:
# WebRTC needs an interface with an address (with loopback alone Chromium gathers no ICE
# candidate), so the namespace gets a veth pair, 10.77.0.1 and 10.77.0.2, both up, and a default
# route on the first. Nothing in it reaches this machine's network or anywhere outside: the
# browser, the page server and the signalling service all run in here. Needs root (or a user
# namespace: unshare -r).
# Usage: scripts/netns.sh COMMAND [ARG...]
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: scripts/netns.sh COMMAND [ARG...]" >&2; exit 2; }
if [ "${GOATHERD_NETNS:-}" != "inside" ]; then
  user=()
  [ "$(id -u)" = 0 ] || user=(-r)
  exec env GOATHERD_NETNS=inside unshare "${user[@]}" -n -- "$0" "$@"
fi
ip link set lo up
ip link add v0 type veth peer name v1
ip addr add 10.77.0.1/24 dev v0
ip addr add 10.77.0.2/24 dev v1
ip link set v0 up
ip link set v1 up
ip route add default dev v0
exec "$@"

# Sourced by the scripts that build or test: the pinned tools first on PATH, and Cargo's build
# cache outside the checkout, in one place for every checkout on this machine. A fresh clone (CI
# runs in one) then compiles Goatherd itself but not its dependencies again (on a new machine the
# cache starts empty and everything is compiled once). Cargo keys each artifact by
# package, source, features, profile, target and compiler, so checkouts do not mix; a fresh
# clone's files are newer than any cached build of Goatherd, so its own code is always rebuilt.
# Set CARGO_TARGET_DIR to build elsewhere.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/goatherd/target}"

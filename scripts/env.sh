# Sourced by the scripts that build or test: the pinned tools first on PATH, and Cargo's build
# cache outside the checkout, in one place for every checkout on this machine. A fresh clone (CI
# runs in one) then compiles Goatherd itself but not its dependencies again (on a new machine the
# cache starts empty and everything is compiled once). A fresh clone's files are newer than any
# cached build of Goatherd, so its own code is always rebuilt. Cargo does not key Goatherd's own
# artifacts by the checkout's path, though, and judges them by the files' times: an older checkout
# can be handed the build that a newer clone made (in stop 63 a test here failed that way: it
# read CI's clone's path, gone since, out of `env!("CARGO_MANIFEST_DIR")`). So the tests read that
# path when they run (Cargo sets it), never when they are compiled. Set CARGO_TARGET_DIR to build
# elsewhere.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/goatherd/target}"

#!/usr/bin/env bash
# Builds every page of Goatherd into dist/ (release, wasm-opt, never downloads anything): the home
# page with no game in it, then one page per game at dist/<slug>/ with only that game's code, so
# a visit downloads only the page it shows; each game's help pages sit beside it as howto.html and
# rules.html (written from docs/howto and docs/rules by src/bin/help-html.rs), fetched when opened,
# and its table's style rules as table.css (by the same tool), fetched when a table is wanted,
# and its guided first game as learn.txt, fetched when asked for. Each game also has a second page
# at dist/<slug>/more/ (feature "more"): its lesson and the replay of a finished game, which few
# visits need, kept out of the play page's download; and a third at dist/<slug>/net/ (feature
# "net") for play across devices: phones as private hands, or friends far away. Then writes
# dist/sw.js, the service worker that caches every page for offline play. Run scripts/setup.sh first (serve.sh and test.sh do).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

# The games are the crate's default features (Cargo.toml) but "home".
# GAMES="battlegoats" builds only those games' pages (and home): quicker while working on one.
games=${GAMES:-$(sed -n 's/^default = \[\(.*\)\]/\1/p' Cargo.toml | tr -d '",' | sed 's/\<home\>//')}
rm -rf dist target/pages
# One manifest, one set of icons and one service worker, at the top, for every page: a game's
# page at <slug>/ (up="../") or a more page at <slug>/more/ (up="../../") points there.
# (The page is minified: its attribute values may have no quotes, its strings any quotes.)
point_up() {
  local page=$1 up=$2
  rm -rf "$page/manifest.webmanifest" "$page/icons"
  sed -i -E -e "s#href=\"?manifest.webmanifest\"?#href=\"${up}manifest.webmanifest\"#" \
         -e "s#href=\"?icons/([^\" >]*)\"?#href=\"${up}icons/\\1\"#g" \
         -e "s#register\\(['\"\`]sw.js['\"\`]\\)#register('${up}sw.js',{scope:'${up}'})#" "$page/index.html"
  grep -q "register('${up}sw.js'" "$page/index.html" || { echo "build: $page/index.html registers no ${up}sw.js" >&2; exit 1; }
}
# Every page is a trunk build of its own features: home into dist/, each game's three pages into
# target/pages/<game>, <game>-more and <game>-net; after a game's play page, its computer players'
# worker (src/bin/think.rs, the same features) into target/pages/think-<game>.wasm. Most of a
# build (the compiler at one codegen unit with LTO, then wasm-opt) keeps one core busy, so with
# two cores or more they run in two lanes, each with a Cargo cache of its own (Cargo lets one
# build at a time use a cache): the second lane's is "$CARGO_TARGET_DIR-2". Its output is
# printed when both lanes are done.
pages=(home)
for game in $games; do pages+=("$game" "$game,more" "$game,net"); done
lane() {
  local target=$1; shift
  for features in "$@"; do
    local out="target/pages/${features/,/-}"
    [ "$features" = home ] && out=dist
    CARGO_TARGET_DIR="$target" trunk build --release --offline --no-default-features --features "$features" --dist "$out"
    if [ "$features" != home ] && [ "${features/,/}" = "$features" ]; then
      CARGO_TARGET_DIR="$target" cargo build --quiet --release --target wasm32-unknown-unknown --no-default-features --features "$features" --bin think
      cp "$target/wasm32-unknown-unknown/release/think.wasm" "target/pages/think-$features.wasm"
    fi
  done
}
mkdir -p target/pages
if [ "$(nproc)" -ge 2 ]; then
  first=() second=()
  for i in "${!pages[@]}"; do
    if (( i % 2 )); then second+=("${pages[$i]}"); else first+=("${pages[$i]}"); fi
  done
  lane "$CARGO_TARGET_DIR-2" "${second[@]}" > target/pages/lane-2.log 2>&1 &
  other=$!
  lane "$CARGO_TARGET_DIR" "${first[@]}"
  wait "$other" || { cat target/pages/lane-2.log; echo "build: the second lane failed" >&2; exit 1; }
  cat target/pages/lane-2.log
  rm target/pages/lane-2.log
else
  lane "$CARGO_TARGET_DIR" "${pages[@]}"
fi
for game in $games; do
  page="target/pages/$game"
  point_up "$page" ../
  # The help pages as HTML, fetched by the game when first opened (src/app/kit/help.rs), and the
  # table's style rules (table.css), fetched when a table is first wanted (src/app/mod.rs); and
  # the game's name in its three pages' titles and loading lines.
  cargo run --quiet --bin help-html -- "$game" "$page" "target/pages/$game-more" "target/pages/$game-net"
  # The guided first game's script, fetched when a player asks to learn (src/engine/guide.rs).
  cp "docs/learn/$game.txt" "$page/learn.txt"
  # A game's pictures, if it has them (BattleGoats' sheet of cards, Gruff Goats' printed board),
  # fetched when the table first shows one.
  if [ -f "static/games/$game-art.svg" ]; then cp "static/games/$game-art.svg" "$page/"; fi
  # The computer players: a worker of their own (src/bin/think.rs), fetched at a computer's
  # first turn (src/app/computer.rs): their wasm, its glue and the worker's script.
  wasm-bindgen --target web --no-typescript --out-name think-glue --out-dir "$page" "target/pages/think-$game.wasm"
  wasm-opt -Oz --converge --low-memory-unused --strip-producers --strip-target-features "$page/think-glue_bg.wasm" -o "$page/think-glue_bg.wasm"
  cp static/think.js "$page/think.js"
  mv "$page" "dist/$game"
  # The more page, one folder down: it fetches the lesson and the card pictures from the game's
  # folder (src/app/screens/guide.rs, src/app/mod.rs), and has no help pages of its own.
  more="target/pages/$game-more"
  point_up "$more" ../../
  mv "$more" "dist/$game/more"
  # The device page (play across devices), one folder down too: the play page with the host's
  # room and a phone's seat (src/app/net/).
  net="target/pages/$game-net"
  point_up "$net" ../../
  mv "$net" "dist/$game/net"
done
# The sounds' synthesiser, at the top for every page, fetched on the first tap with sound or
# vibration on (src/app/kit/sound.rs).
cargo run --quiet --bin sound-js -- dist/sound.js
# Play across devices: the transport (static/net.js) and its WebRTC library (PeerJS), at the top,
# fetched only when a game with devices starts.
cp static/net.js dist/net.js
cp node_modules/peerjs/dist/peerjs.min.js dist/peer.js
# Every page's wasm with its functions grouped for gzip, and their names (kept until now for
# that) dropped. (The computer players' worker gains nothing from it: built without names.)
node scripts/order-functions.mjs dist/goatherd-*_bg.wasm dist/*/goatherd-*_bg.wasm dist/*/*/goatherd-*_bg.wasm
# The wasm-bindgen glue minified by terser (trunk's minifier breaks it), and
# short names for the wasm's imports and exports, in the wasm and the glue.
node scripts/shrink-glue.mjs dist
# Every wasm also as a copy gzipped by Zopfli (<name>.gz, about 6% smaller than a server's gzip),
# which the pages and the computer players' worker fetch and inflate as it arrives.
node scripts/precompress.mjs dist
node scripts/make-sw.mjs dist

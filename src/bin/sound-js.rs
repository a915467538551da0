//! Writes the page's synthesiser, for `scripts/build.sh`: `src/app/kit/sound.js` with every
//! sound's voices (`src/app/sounds.rs`) in place of its `/*VOICES*/ []`, to the given file
//! (dist/sound.js, fetched by a game page when sound is first wanted).
//!
//! `cargo run --bin sound-js -- <file>`

use goatherd::sounds::voices_js;
use std::process::ExitCode;

const SYNTH: &str = include_str!("../app/kit/sound.js");
const HOLE: &str = "/*VOICES*/ []";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [to] = args.as_slice() else {
        eprintln!("usage: sound-js <file>");
        return ExitCode::FAILURE;
    };
    if SYNTH.matches(HOLE).count() != 1 {
        eprintln!("sound-js: src/app/kit/sound.js has no single {HOLE}");
        return ExitCode::FAILURE;
    }
    if let Err(e) = std::fs::write(to, SYNTH.replace(HOLE, &voices_js())) {
        eprintln!("sound-js: {to}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

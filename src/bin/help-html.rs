//! Writes a game's help pages as HTML, for `scripts/build.sh`: the Markdown of
//! `docs/howto/<game>.md` and `docs/rules/<game>.md` turned into `howto.html` and `rules.html` in
//! the given directory (see `src/help_page.rs`).
//!
//! `cargo run --bin help-html -- <game> <directory>`

use goatherd::help_page::to_html;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, dir] = args.as_slice() else {
        eprintln!("usage: help-html <game> <directory>");
        return ExitCode::FAILURE;
    };
    for (source, page) in [("howto", "howto.html"), ("rules", "rules.html")] {
        let from = format!("docs/{source}/{game}.md");
        let to = format!("{dir}/{page}");
        let written = std::fs::read_to_string(&from)
            .map_err(|e| e.to_string())
            .and_then(|markdown| to_html(&markdown))
            .and_then(|html| std::fs::write(&to, html).map_err(|e| e.to_string()));
        if let Err(e) = written {
            eprintln!("help-html: {from} to {to}: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

//! Writes the files a game's page fetches when it wants them, for `scripts/build.sh`: its help
//! pages as HTML (the Markdown of `docs/howto/<game>.md` and `docs/rules/<game>.md` turned into
//! `howto.html` and `rules.html`, see `src/help_page.rs`), and its table's style rules
//! (`table.css`: the kit's `static/table.css` and the game's `static/games/<game>.css`, see
//! `src/css.rs`), in the given directory.
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
    let kit = std::fs::read_to_string("static/table.css");
    let game_css = std::fs::read_to_string(format!("static/games/{game}.css"));
    let written = kit
        .and_then(|kit| game_css.map(|g| goatherd::css::table(&kit, &g)))
        .and_then(|css| std::fs::write(format!("{dir}/table.css"), css));
    if let Err(e) = written {
        eprintln!("help-html: {dir}/table.css: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

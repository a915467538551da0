//! Writes the files a game's page fetches when it wants them, for `scripts/build.sh`: its help
//! pages as HTML (the Markdown of `docs/howto/<game>.md` and `docs/rules/<game>.md` turned into
//! `howto.html` and `rules.html`, see `src/help_page.rs`), and its table's style rules
//! (`table.css`: the kit's `static/table.css` and the game's `static/games/<game>.css`, see
//! `src/css.rs`), in the given directory. It also writes the game's name into the title and
//! the loading line of its pages (the `index.html` in that directory and in each further one
//! given: the more page, the device page), built from the one `index.html` that says "Goatherd".
//!
//! `cargo run --bin help-html -- <game> <directory> [<page directory>...]`

use goatherd::help_page::to_html;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, dir, more @ ..] = args.as_slice() else {
        eprintln!("usage: help-html <game> <directory> [<page directory>...]");
        return ExitCode::FAILURE;
    };
    let Some(info) = goatherd::games::info(game) else {
        eprintln!("help-html: no game {game}");
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
    for page in std::iter::once(dir).chain(more) {
        let path = format!("{page}/index.html");
        let named = std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|html| name_page(&html, info.name))
            .and_then(|html| std::fs::write(&path, html).map_err(|e| e.to_string()));
        if let Err(e) = named {
            eprintln!("help-html: {path}: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// The page with the game's name for the site's in its title and its loading line (each there
/// once, as `index.html` has them).
fn name_page(html: &str, name: &str) -> Result<String, String> {
    let mut html = html.to_string();
    for (site, game) in [
        (
            "<title>Goatherd</title>",
            format!("<title>{name} · Goatherd</title>"),
        ),
        ("<h1>Goatherd</h1>", format!("<h1>{name}</h1>")),
    ] {
        if html.matches(site).count() != 1 {
            return Err(format!("{site} is not there once"));
        }
        html = html.replace(site, &game);
    }
    Ok(html)
}

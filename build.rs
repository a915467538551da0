//! Build step: the style rules a page carries in its code (the home page's `static/home.css`; the
//! more page's `static/more.css` with the table kit's `static/table.css` and its game's
//! `static/games/<slug>.css`; added to the page by `src/app/mod.rs`) without their comments and
//! spare whitespace, into `OUT_DIR`; and the version mark of each game's `table.css`, which a play
//! page fetches (see `src/css.rs`). The comments stay
//! in the source for readers; the download does not carry them (measured about 1.6 KB gzipped on
//! the BattleGoats page).

use std::path::Path;

#[path = "src/css.rs"]
mod css;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut files: Vec<String> = std::fs::read_dir("static/games")
        .expect("static/games is readable")
        .filter_map(|e| e.ok())
        .map(|e| e.path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".css"))
        .collect();
    files.push("static/home.css".into());
    files.push("static/more.css".into());
    files.push("static/table.css".into());
    let read = |file: &str| std::fs::read_to_string(file).expect("a style sheet is readable");
    let kit = read("static/table.css");
    for file in files {
        println!("cargo:rerun-if-changed={file}");
        let css = read(&file);
        let name = Path::new(&file).file_name().expect("a file name");
        let name = name.to_string_lossy();
        std::fs::write(Path::new(&out).join(&*name), css::squeeze(&css))
            .expect("OUT_DIR is writable");
        // A game's table.css (written into the site by src/bin/help-html.rs): its version mark.
        if let Some(slug) = file
            .strip_prefix("static/games/")
            .and_then(|f| f.strip_suffix(".css"))
        {
            let mark = css::mark(&css::table(&kit, &css));
            std::fs::write(Path::new(&out).join(format!("{slug}.v")), mark)
                .expect("OUT_DIR is writable");
        }
    }
    println!("cargo:rerun-if-changed=static/games");
}

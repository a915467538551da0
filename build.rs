//! Build step: the style rules a page carries in its code (each game's `static/games/<slug>.css`,
//! the home page's `static/home.css` and the more page's `static/more.css`, added to the page by
//! `src/app/mod.rs`) without their comments and spare whitespace, into `OUT_DIR`. The comments stay
//! in the source for readers; the download does not carry them (measured about 1.6 KB gzipped on
//! the BattleGoats page).

use std::path::Path;

/// The rules of `css` with comments dropped and whitespace runs made one space (none next to a
/// brace or a semicolon). Strings and `url()`s in these files hold no comment markers.
fn squeeze(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start + 2..]
            .find("*/")
            .map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    out.push_str(rest);
    let words: Vec<&str> = out.split_whitespace().collect();
    let mut tight = String::with_capacity(out.len());
    for word in words {
        let joins = |c: Option<char>| matches!(c, Some('{' | '}' | ';'));
        if !tight.is_empty() && !joins(tight.chars().last()) && !joins(word.chars().next()) {
            tight.push(' ');
        }
        tight.push_str(word);
    }
    // No space after a colon or a comma, no semicolon before a closing brace: none is needed
    // in a declaration, a selector list or a media query, and these files quote no such text.
    tight
        .replace(": ", ":")
        .replace(", ", ",")
        .replace(";}", "}")
}

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
    for file in files {
        println!("cargo:rerun-if-changed={file}");
        let css = std::fs::read_to_string(&file).expect("a style sheet is readable");
        let name = Path::new(&file).file_name().expect("a file name");
        std::fs::write(Path::new(&out).join(name), squeeze(&css)).expect("OUT_DIR is writable");
    }
    println!("cargo:rerun-if-changed=static/games");
}

//! Style rules as a page downloads them: without comments and spare whitespace (the comments stay
//! in the source for readers). Shared by `build.rs` (the rules a page carries in its code) and
//! `src/bin/help-html.rs` (a game's `table.css`, fetched by its page), so both write the same
//! text and the page's version mark matches the file.

/// The rules of `css` with comments dropped and whitespace runs made one space (none next to a
/// brace or a semicolon). Strings and `url()`s in these files hold no comment markers.
pub fn squeeze(css: &str) -> String {
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

/// A game's `table.css`: the table kit's rules (`static/table.css`), then the game's own
/// (`static/games/<slug>.css`), squeezed.
pub fn table(kit: &str, game: &str) -> String {
    squeeze(kit) + &squeeze(game)
}

/// A short mark of a text's version (FNV-1a, 64 bits, in hex): the page asks for
/// `table.css?v=<mark>`, so a browser's cache never hands a new page an old file.
pub fn mark(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

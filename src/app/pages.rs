//! The site's pages as each page sees them: where the others are (a game's page, its more page
//! and its device page), going there, and a page's own style rules.

/// What the more page's address says after `#` to open a finished save's replay (then its id).
#[cfg(any(feature = "table", feature = "home"))]
pub(crate) const AGAIN: &str = "again=";

/// From this page to the game's folder: the play page is in it, the device page one down.
#[cfg(feature = "table")]
pub(crate) const GAME_DIR: &str = if cfg!(feature = "net") { "../" } else { "" };

/// What the more page's address says after `#` to open the game's lesson.
#[cfg(feature = "table")]
pub(crate) const LEARN: &str = "learn";

/// Goes to another page (an address relative to this one).
#[cfg(feature = "table")]
pub(crate) fn go(href: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_href(href);
    }
}

/// Adds style rules to the page (a page's own rules, carried by its code).
pub(crate) fn add_style(css: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let (Some(head), Ok(style)) = (document.head(), document.create_element("style")) {
        style.set_text_content(Some(css));
        let _ = head.append_child(&style);
    }
}

//! Screens written as one string of markup: the browser's parser builds their elements, which
//! costs a page's download far less than Yew building them one by one (docs/performance.md).
//! Their buttons carry what a tap does as a word (`data-do`); one listener reads it.

use wasm_bindgen::JsCast;

/// Text made safe to put in markup, between tags or in a quoted attribute.
pub fn escape(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The element a tap (or another event) reached, nearest first, that has `attr`, and its value.
#[cfg_attr(not(feature = "table"), allow(dead_code))]
pub fn target(e: &web_sys::Event, attr: &str) -> Option<(web_sys::Element, String)> {
    let el = e
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(&format!("[{attr}]"))
        .ok()??;
    let value = el.get_attribute(attr)?;
    Some((el, value))
}

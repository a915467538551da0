//! The screens around the tables still written as one string of markup (the setup, the hand-off
//! and end screens, the bar and the Menu; being moved to Yew components as the tables were), and
//! what they need: text made safe, and the word (`data-do`) a tapped button carries, read by one
//! listener. The tables themselves are Yew components and use none of this.

use wasm_bindgen::JsCast;

/// Text made safe to put in markup, between tags or in a quoted attribute.
pub fn escape(words: &str) -> String {
    let mut out = String::with_capacity(words.len());
    text(&mut out, words);
    out
}

/// Writes `words` made safe (see [`escape`]) at the end of `out`.
fn text(out: &mut String, words: &str) {
    for c in words.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
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

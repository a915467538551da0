//! Screens written as one string of markup: the browser's parser builds their elements, which
//! costs a page's download far less than Yew building them one by one (docs/performance.md).
//! Their buttons carry what a tap does as a word (`data-do`); one listener reads it.

use wasm_bindgen::JsCast;

/// Text made safe to put in markup, between tags or in a quoted attribute.
pub fn escape(words: &str) -> String {
    let mut out = String::with_capacity(words.len());
    text(&mut out, words);
    out
}

/// Writes `words` made safe (see [`escape`]) at the end of `out`.
pub fn text(out: &mut String, words: &str) {
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

/// Writes ` name="value"` (the value made safe) at the end of `out`.
#[allow(dead_code)] // (unused on the pages whose tables are all components)
pub fn attr(out: &mut String, name: &str, value: &str) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    text(out, value);
    out.push('"');
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

/// The action a control's `data-tap` word `a<n>` names: the n-th of the `legal` actions the
/// table was written from.
#[cfg(feature = "grab-your-goat")]
pub fn action<'a, A>(word: &str, legal: &'a [A]) -> Option<&'a A> {
    legal.get(word.strip_prefix('a')?.parse::<usize>().ok()?)
}

/// Markup in parts, for a table written as markup: each part stays on the page as long as it
/// reads the same, and only a part that changed is parsed and laid out again. A part is named
/// by a key (a card, a piece), so a part that moves among the others is matched by name.
#[cfg(feature = "table")]
#[cfg_attr(not(feature = "grab-your-goat"), allow(dead_code))]
pub fn parts(parts: Vec<(String, String)>) -> yew::Html {
    use yew::virtual_dom::{VList, VNode};
    let children = parts
        .into_iter()
        .map(|(key, markup)| {
            let raw = yew::Html::from_html_unchecked(yew::AttrValue::from(markup));
            VNode::VList(std::rc::Rc::new(VList::with_children(
                vec![raw],
                Some(key.into()),
            )))
        })
        .collect();
    VNode::VList(std::rc::Rc::new(VList::with_children(children, None)))
}

/// What parts written as markup (see [`parts`]) show that changes from tap to tap: their
/// attributes, set on the page after drawing by [`set_live`]. Their markup then reads the same
/// from tap to tap and their elements stay on the page: a part whose markup changed is parsed,
/// styled and laid out anew, pictures and all. Written part by part ([`Live::part`]), each
/// attribute after its part ([`Live::attr`]), in one string.
#[cfg(feature = "grab-your-goat")]
#[derive(Default)]
pub struct Live(String);

#[cfg(feature = "grab-your-goat")]
impl Live {
    /// The next part's attributes follow: the part with this key (its `data-key`, or its
    /// `data-tap` if it has none).
    pub fn part(&mut self, key: &str) {
        self.0.push('\u{2}');
        self.0.push_str(key);
    }

    /// Another's parts after these.
    pub fn append(&mut self, other: &Live) {
        self.0.push_str(&other.0);
    }

    /// The attribute `name` of the part: `value`, or none of that name.
    pub fn attr(&mut self, name: &str, value: Option<&str>) {
        self.0.push('\u{0}');
        self.0.push_str(name);
        if let Some(v) = value {
            self.0.push('\u{1}');
            self.0.push_str(v);
        }
    }
}

/// What [`set_live`] runs in the page, as JavaScript: for each element `parts` (a selector)
/// finds, in order, its part of `live` (see [`Live`]); only what differs is touched, and it stops
/// at an element that is not its part (named by its `data-key`, or by its `data-tap` if it has
/// no `data-key`). One call, where setting each attribute from Rust would
/// be hundreds (and their glue in the download).
#[cfg(feature = "grab-your-goat")]
const SET_LIVE: &str =
    "const c = String.fromCharCode, els = document.querySelectorAll(parts), all = live.split(c(2));
for (let i = 0; i < els.length && i + 1 < all.length; i++) {
  const [key, ...attrs] = all[i + 1].split(c(0)), el = els[i];
  if ((el.getAttribute('data-key') ?? el.getAttribute('data-tap')) !== key) return;
  for (const a of attrs) {
    const at = a.indexOf(c(1)), name = at < 0 ? a : a.slice(0, at), value = a.slice(at + 1);
    if (at < 0) el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}";

#[cfg(feature = "grab-your-goat")]
thread_local! {
    /// [`SET_LIVE`], made a function the first time it is wanted.
    static SETTER: js_sys::Function = js_sys::Function::new_with_args("parts, live", SET_LIVE);
}

/// Sets the [`Live`] attributes on the elements `parts` (a selector) finds, the parts in the
/// order they stand on the page (see [`SET_LIVE`]).
#[cfg(feature = "grab-your-goat")]
pub fn set_live(parts: &str, live: &Live) {
    SETTER.with(|f| {
        let _ = f.call2(
            &wasm_bindgen::JsValue::NULL,
            &parts.into(),
            &live.0.as_str().into(),
        );
    });
}

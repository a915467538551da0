//! Help: every element explains itself. A game's "How to play" page (`docs/howto/<game>.md`,
//! for players) and its rulings (`docs/rules/<game>.md`, the readings where the rulebook is
//! silent) are not part of the download: `scripts/build.sh` turns them into HTML beside the
//! game's page as `howto.html` and `rules.html` (`src/help_page.rs`), fetched when first opened
//! (and cached for offline play) and inserted as they are. The pages use a small part of
//! Markdown (headings, paragraphs, bullet lists, simple tables) and picture rows drawn by the
//! kit's own card and piece components:
//! - `::card Name | value | kind | effect` a face-up card,
//! - `::back Label` a face-down card,
//! - `::piece KIND SEAT` a piece (`goat`, `baby`, `shepherd`, `troll`, `dragon`, `shark`,
//!   `stick`, `dark-stick`, `anchor-stick`; a seat 0-5, or `-`),
//! - `::die FACE` a die.
//!
//! A page draws only what its game has (no cards in Floats McGoats, dice only where a game
//! rolls one): a picture of anything else is left out.
//!
//! Consecutive picture lines make one row. Any card, piece or square on the table also explains
//! itself: a long press on it, or the Info button then a tap, opens its full text.

use super::card::CardProps;
#[cfg(any(
    feature = "goat-lords",
    feature = "battlegoats",
    feature = "gruff-goats",
    feature = "grab-your-goat"
))]
use super::card::{Card, Size};
#[cfg(any(feature = "grab-your-goat", feature = "floats-mcgoats"))]
use super::piece::die;
use super::piece::{Kind, Piece};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `index.html`'s `goatherdGet`: the browser's `fetch` of a file, its text handed on.
    #[wasm_bindgen(js_name = goatherdGet)]
    fn get(url: &str, then: JsValue);
}

/// Fetches the file beside the page at `url`, then hands `then` its text (`None` if it can't be
/// had). One function for every fetched file (help pages, a lesson). The fetch itself is a line
/// of the page's script: done from the wasm (futures, a promise and a response read in Rust) it
/// cost a game page 0.9 KB of its download, gzipped.
pub fn fetch_then(url: &str, then: Box<dyn FnOnce(Option<String>)>) {
    get(
        url,
        Closure::once_into_js(move |text: Option<String>| then(text)),
    );
}

/// The game's cards by name, drawn as its table draws them: a help page's sample cards (`None`:
/// a card the game does not have, drawn plainly from the page's line).
pub type Samples = fn(&str) -> Option<CardProps>;

/// A help page as fetched so far: `None` while loading.
pub fn show(text: Option<&Option<Rc<str>>>, samples: Samples) -> Html {
    match text {
        None => html! { <p>{"Loading…"}</p> },
        Some(Some(page)) => render(page, samples),
        Some(None) => html! {
            <p role="alert">{"This page could not be loaded. It is kept for offline play once the game has been opened online."}</p>
        },
    }
}

/// One picture line of a help page, drawn by the kit.
fn picture(line: &str, _samples: Samples) -> Html {
    let (word, rest) = crate::engine::words::split_once(line, b' ').unwrap_or((line, ""));
    let rest = rest.trim();
    match word {
        #[cfg(any(
            feature = "goat-lords",
            feature = "battlegoats",
            feature = "gruff-goats",
            feature = "grab-your-goat"
        ))]
        "card" => {
            let mut fields = crate::engine::words::split(rest, b'|').map(str::trim);
            let field = |f: Option<&str>| {
                f.filter(|t| !t.is_empty())
                    .map(|t| AttrValue::from(t.to_string()))
            };
            let name = fields.next().unwrap_or_default().to_string();
            let (value, kind, text) = (
                field(fields.next()),
                field(fields.next()),
                field(fields.next()),
            );
            // Drawn as the table draws it where the game has a card of that name; the line's
            // words (a sum worked out, say) stay the card's text.
            match _samples(&name) {
                Some(table) => {
                    let text = text.or(table.text.clone());
                    html! { <Card {text} ..table /> }
                }
                None => html! {
                    <Card name={name} {value} {kind} {text} size={Size::Small} />
                },
            }
        }
        #[cfg(any(
            feature = "goat-lords",
            feature = "battlegoats",
            feature = "gruff-goats",
            feature = "grab-your-goat"
        ))]
        "back" => html! {
            <Card down=true size={Size::Small}
                back={(!rest.is_empty()).then(|| AttrValue::from(rest.to_string()))} />
        },
        "piece" => {
            let mut words = rest.split_whitespace();
            let kind = words.next().and_then(Kind::parse);
            let seat = words.next().and_then(|s| s.parse::<usize>().ok());
            match kind {
                Some(kind) => html! {
                    <span class="k-help-piece"><Piece {kind} {seat} label={kind.name()} /></span>
                },
                None => html! {},
            }
        }
        #[cfg(any(feature = "grab-your-goat", feature = "floats-mcgoats"))]
        "die" => die(Some(rest), None, 1),
        _ => html! {},
    }
}

/// Shows a help page's HTML (written from its Markdown when the site is built:
/// `src/help_page.rs`) as it is, but for its rows of pictures, each drawn by the kit. The page's
/// only line breaks are in its rows: one after [`ROW`], one after each picture line.
pub fn render(page: &str, samples: Samples) -> Html {
    use crate::help_page::{ROW, ROW_END};
    let mut out: Vec<Html> = Vec::new();
    let mut row: Option<Vec<Html>> = None;
    for piece in crate::engine::words::split(page, b'\n') {
        let html = match (&mut row, piece.strip_prefix(ROW_END)) {
            (Some(pictures), None) => {
                pictures.push(picture(piece, samples));
                continue;
            }
            (Some(_), Some(after)) => {
                let pictures = row.take().unwrap_or_default();
                out.push(html! {
                    <div class="k-help-row" aria-hidden="true">{ for pictures }</div>
                });
                after
            }
            (None, _) => piece,
        };
        let (html, opens) = match html.strip_suffix(ROW) {
            Some(before) => (before, true),
            None => (html, false),
        };
        if !html.is_empty() {
            out.push(Html::from_html_unchecked(AttrValue::from(html.to_string())));
        }
        if opens {
            row = Some(Vec::new());
        }
    }
    out.into_iter().collect()
}

/// The words to show for a tapped or long-pressed element: the `data-info` of the card or piece
/// it is part of, else what the control or the described thing around it says.
pub fn info_of(target: &web_sys::Element) -> Option<String> {
    let near = |selector: &str| target.closest(selector).ok().flatten();
    let words = if let Some(el) = near("main [data-info]") {
        el.get_attribute("data-info")
    } else if let Some(el) = near("main button, main [role=button], main [aria-label]") {
        el.get_attribute("aria-label").or_else(|| el.text_content())
    } else {
        None
    };
    words
        .map(|w| w.trim().to_string())
        .filter(|w| !w.is_empty())
}

/// Installs the page's long press (any described element held for half a second opens its
/// text) and, while `info` is set, makes a tap open the text instead of playing.
/// (`read`: a thing's text to show.)
pub fn listen(info: Rc<std::cell::Cell<bool>>, read: Callback<String>) {
    use gloo_timers::callback::Timeout;
    use std::cell::{Cell, RefCell};
    use wasm_bindgen::prelude::Closure;
    let Some(window) = web_sys::window() else {
        return;
    };
    let pending: Rc<RefCell<Option<Timeout>>> = Rc::default();
    // Where the press began: a press that moves further than a finger's wobble is a drag (the
    // raft pans), and a drag opens no text however long it lasts.
    let start = Rc::new(Cell::new((0, 0)));
    // Set after a long press opened a text: the click that ends the press does nothing else.
    let swallow = Rc::new(Cell::new(false));
    let down = {
        let (pending, swallow, read) = (pending.clone(), swallow.clone(), read.clone());
        let start = start.clone();
        Closure::<dyn Fn(web_sys::PointerEvent)>::new(move |e: web_sys::PointerEvent| {
            swallow.set(false);
            start.set((e.client_x(), e.client_y()));
            let text = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| info_of(&t));
            let (swallow, read) = (swallow.clone(), read.clone());
            *pending.borrow_mut() = text.map(|text| {
                Timeout::new(550, move || {
                    swallow.set(true);
                    read.emit(text);
                })
            });
        })
    };
    let up = {
        let pending = pending.clone();
        Closure::<dyn Fn()>::new(move || {
            pending.borrow_mut().take();
        })
    };
    let moved = {
        let pending = pending.clone();
        Closure::<dyn Fn(web_sys::PointerEvent)>::new(move |e: web_sys::PointerEvent| {
            let (x, y) = start.get();
            if (e.client_x() - x).abs().max((e.client_y() - y).abs()) > 8 {
                pending.borrow_mut().take();
            }
        })
    };
    let click = Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |e: web_sys::MouseEvent| {
        let target = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let text = target.as_ref().and_then(info_of);
        if swallow.replace(false) || (info.get() && text.is_some()) {
            // Nothing else hears this click (on the window itself neither: a lesson's listener
            // there would take it for a wrong tap).
            e.prevent_default();
            e.stop_immediate_propagation();
            if info.get()
                && let Some(text) = text
            {
                read.emit(text);
            }
        }
    });
    let menu = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
        // A long press on the table opens the text, not the browser's menu.
        let on_table = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| info_of(&t).is_some());
        if on_table {
            e.prevent_default();
        }
    });
    let add = |event: &str, f: &js_sys::Function| {
        let _ = window.add_event_listener_with_callback_and_bool(event, f, true);
    };
    add("pointerdown", down.as_ref().unchecked_ref());
    for event in ["pointerup", "pointercancel", "pointerleave", "scroll"] {
        add(event, up.as_ref().unchecked_ref());
    }
    add("pointermove", moved.as_ref().unchecked_ref());
    add("click", click.as_ref().unchecked_ref());
    add("contextmenu", menu.as_ref().unchecked_ref());
    // The listeners live as long as the page.
    down.forget();
    up.forget();
    moved.forget();
    click.forget();
    menu.forget();
}

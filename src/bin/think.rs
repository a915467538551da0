//! The computer players, a page of their own: a game's page hands a computer's turn to this
//! worker (`think.js` beside the page, which loads this wasm), so their search is not in the
//! page's first download and never holds up the page while it thinks (`src/app/computer.rs`).
//!
//! A question is `[id, text]`: the text's first line is `<seat> <level> <seed>`, the rest the
//! game's save (`engine::save`); the worker replays it and answers `[id, k]`, `k` the index of
//! the chosen action in the seat's legal actions (`games::computer_answer`), or -1 when it has none
//! or the question can't be read.
//!
//! Built for each game's page by `scripts/build.sh` (`--bin think`, that game's feature alone).

#[cfg(all(target_arch = "wasm32", feature = "table"))]
fn main() {
    use wasm_bindgen::{JsCast, JsValue, closure::Closure};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let question = js_sys::Array::from(&e.data());
        let text = question.get(1).as_string().unwrap_or_default();
        let k =
            goatherd::games::computer_answer(&text, &js_sys::Date::now).map_or(-1.0, |k| k as f64);
        let _ = reply.post_message(&js_sys::Array::of2(&question.get(0), &JsValue::from(k)));
    });
    scope.set_onmessage(Some(on.as_ref().unchecked_ref()));
    on.forget();
}

#[cfg(not(all(target_arch = "wasm32", feature = "table")))]
fn main() {
    println!("The computer players' worker runs in the browser (scripts/build.sh builds it).");
}

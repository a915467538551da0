//! The table kit: what every game's table is built from, so the five games look and move alike.
//! - [`layout`]: the play screen's grid (status, board, the seat on turn's cards along the
//!   bottom, the side panel) and the sheets drawn over it;
//! - [`card`]: the one card component;
//! - [`piece`]: seat tokens, the drawn pieces and the die;
//! - [`motion`]: moves animated from where they start to where they land, and `data-last`;
//! - [`sound`]: the sound of each move, a buzz, and their switches;
//! - [`guide`]: how a table under a guided game marks the one thing to tap;
//! - [`help`]: how to play, the rulings, and the full text of anything on the table;
//! - [`markup`]: screens written as one string of markup, and what their taps do.

// A page carries only the parts its game uses: cards for the card games; pieces for the home
// page's pictures and every table.
#[cfg(any(
    feature = "goat-lords",
    feature = "battlegoats",
    feature = "gruff-goats",
    feature = "grab-your-goat"
))]
pub mod card;
#[cfg(feature = "table")]
pub mod guide;
#[cfg(feature = "table")]
pub mod help;
#[cfg(feature = "table")]
pub mod layout;
pub mod markup;
#[cfg(feature = "table")]
pub mod motion;
#[cfg_attr(not(feature = "table"), allow(dead_code))]
pub mod piece;
#[cfg(feature = "table")]
pub mod sound;

/// Props that never compare equal: the component is drawn again whenever its parent is.
///
/// A game's `Board` gets a new `on_action` callback at every drawing of its table (and Yew
/// compares callbacks by address), so the comparison derived field by field never found two
/// props equal: it only compared the whole view, the legal moves and the players first, at
/// every tap, in code every page downloaded. What a board keeps between drawings is kept by its
/// markup parts, each left on the page while it reads the same ([`markup::parts`]).
#[cfg(feature = "table")]
macro_rules! drawn_every_time {
    ($props:ty) => {
        impl PartialEq for $props {
            fn eq(&self, _: &Self) -> bool {
                false
            }
        }
    };
}
#[cfg(feature = "table")]
pub(crate) use drawn_every_time;

/// A board's pick (a card chosen to play, a piece picked up): state that goes back to its default
/// when the seat changes. A table drawn under the hand-off outlives it, so what one seat picked
/// is not picked for the next.
#[cfg(any(feature = "gruff-goats", feature = "grab-your-goat"))]
#[yew::hook]
pub fn use_pick<T: Default + PartialEq + 'static>(
    seat: crate::engine::Seat,
) -> yew::UseStateHandle<T> {
    let pick = yew::use_state(T::default);
    {
        let pick = pick.clone();
        yew::use_effect_with(seat, move |_| {
            if *pick != T::default() {
                pick.set(T::default());
            }
        });
    }
    pick
}

#[cfg(feature = "table")]
/// Runs `f` just after the page's next frame is painted (a task queued from the frame's
/// callback), or in a tenth of a second if no frame comes (a page in the background paints none).
pub fn after_paint(f: impl FnOnce() + 'static) {
    use std::cell::Cell;
    use std::rc::Rc;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    type Once = Rc<Cell<Option<Box<dyn FnOnce()>>>>;
    let once: Once = Rc::new(Cell::new(Some(Box::new(f))));
    let run = |once: Once| {
        move || {
            if let Some(f) = once.take() {
                f();
            }
        }
    };
    let frame = run(once.clone());
    let painted = Closure::once_into_js(move || {
        gloo_timers::callback::Timeout::new(0, frame).forget();
    });
    if let Some(w) = web_sys::window() {
        let _ = w.request_animation_frame(painted.unchecked_ref());
    }
    gloo_timers::callback::Timeout::new(100, run(once)).forget();
}

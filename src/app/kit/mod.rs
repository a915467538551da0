//! The table kit: what every game's table is built from, so the five games look and move alike.
//! - [`layout`]: the play screen's grid (status, board, the seat on turn's cards along the
//!   bottom, the side panel) and the sheets drawn over it;
//! - [`card`]: the one card component;
//! - [`piece`]: seat tokens, the drawn pieces and the die;
//! - [`motion`]: moves animated from where they start to where they land, and `data-last`;
//! - [`sound`]: the sound of each move, a buzz, and their switches;
//! - [`guide`]: how a table under a guided game marks the one thing to tap;
//! - [`help`]: how to play, the rulings, and the full text of anything on the table.
//!
//! The kit knows nothing of the app: it imports yew, web-sys and the engine. What it tells the
//! app (a thing's text to read, a fetched file) it hands to a callback.

// A page carries only the parts its game uses: the linker leaves out the rest (Floats McGoats
// has no cards); the home page's pictures use the pieces' outlines.
#[cfg(feature = "table")]
#[cfg_attr(feature = "floats-mcgoats", allow(dead_code))]
pub mod card;
#[cfg(feature = "table")]
pub mod guide;
#[cfg(feature = "table")]
pub mod help;
#[cfg(feature = "table")]
pub mod layout;
#[cfg(feature = "table")]
pub mod motion;
#[cfg_attr(not(feature = "table"), allow(dead_code))]
pub mod piece;
#[cfg(feature = "table")]
pub mod sound;

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

/// What the tables remember between drawings that outlives one drawing of a table (the raft's
/// keys for its sticks and goats must hold from the play screen to the end screen and a replay):
/// one value of each type, for the page's whole life. The app provides it around every screen
/// (`ContextProvider<Keep>`); [`use_kept`] hands a table its value.
#[cfg(feature = "table")]
#[derive(Clone, Default)]
pub struct Keep(std::rc::Rc<std::cell::RefCell<Vec<std::rc::Rc<dyn std::any::Any>>>>);

#[cfg(feature = "table")]
impl PartialEq for Keep {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

#[cfg(feature = "table")]
impl Keep {
    /// The kept value of type `T`, made now if there is none yet.
    fn get<T: Default + 'static>(&self) -> std::rc::Rc<std::cell::RefCell<T>> {
        use std::cell::RefCell;
        use std::rc::Rc;
        let mut all = self.0.borrow_mut();
        if let Some(kept) = all
            .iter()
            .find_map(|k| k.clone().downcast::<RefCell<T>>().ok())
        {
            return kept;
        }
        let kept = Rc::new(RefCell::new(T::default()));
        all.push(kept.clone());
        kept
    }
}

/// The value of type `T` the page keeps for its tables (see [`Keep`]); outside a provider, one
/// kept by this component alone.
#[cfg(feature = "table")]
#[allow(dead_code)] // (a table that keeps nothing between its drawings has no use for it)
#[yew::hook]
pub fn use_kept<T: Default + 'static>() -> std::rc::Rc<std::cell::RefCell<T>> {
    let keep = yew::use_context::<Keep>().unwrap_or_default();
    (*yew::use_memo((), move |_| keep.get::<T>())).clone()
}

/// A callback made once, for a component's whole life, that calls the latest of the callbacks
/// it was given: props holding it compare equal from drawing to drawing, so a part that did not
/// change is not drawn again although its parent made a new callback.
#[cfg(feature = "table")]
#[yew::hook]
pub fn use_steady<T: 'static>(latest: yew::Callback<T>) -> yew::Callback<T> {
    let cell = yew::use_mut_ref(|| latest.clone());
    *cell.borrow_mut() = latest;
    (*yew::use_memo((), move |_| {
        yew::Callback::from(move |value: T| {
            let now = cell.borrow().clone();
            now.emit(value);
        })
    }))
    .clone()
}
